# Chinese cases of the parse82 held-out set (written from the seed rules and docs/ORDERS.md only).
# CASES: (id, sender, message, "accept", expected order file body, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
_A = []  # (sender, message, body, note)  or  (sender, message, None, (reason, rule))

def a(sender, msg, body, note=""):
    _A.append((sender, msg, body, note))

def r(sender, msg, reason, rule):
    _A.append((sender, msg, None, (reason, rule)))

# ---------------- 阿杰 (201; targets 胖虎, Jake): ordinary WeChat player, 哈哈, emoji
a("阿杰", "晚上好各位哈哈 今晚我这样：8点从窗户看草坪，8点半去204聊天，9点回房间猫眼看走廊，10点以后就睡觉不动了 😂", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
""", "睡觉不动 from 22:00 = stay home and stop peeking")
a("阿杰", "来了来了🙋 8:40去草坪溜达，要是碰到虎子一个人就干掉他，没碰到的话也待到9点再回来 哈哈哈", """
orders:
  - at: "20:40"
    go: lawn
    kill: 胖虎
    if: alone
  - at: "21:00"
    go: home
""", "虎子 is 胖虎 (nickname in game.yaml)")
a("阿杰", "今晚全程，不管在哪只要遇到Jake单独一人就动手👊 其他时间我就在屋里猫眼盯着", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: Jake
    if: alone
""")
a("阿杰", "兄弟们今晚10点前我门关了谁敲都别开哈 9点20去花园转转 10点回屋", """
door: closed
orders:
  - at: "21:20"
    go: garden
  - at: "22:00"
    go: home
""")
a("阿杰", "8点半去202找虎子玩 屋里只有他一个人的话就杀了他 否则就去204坐着 😏", """
orders:
  - at: "20:30"
    go: "202"
    kill: 胖虎
    if: alone
    else: {go: "204"}
""")
a("阿杰", "今晚不出门了 一直趴窗户上看 zzz", """
orders:
  - at: "20:00"
    peek: window
""")
a("阿杰", "8点10分去204，8点50去草坪，9点半回房间窗户看，10点40再去204 哈哈今晚跑得有点多", """
orders:
  - at: "20:10"
    go: "204"
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: home
    peek: window
  - at: "22:40"
    go: "204"
""")
a("阿杰", "9点从东楼梯下去到花园，不走西边那个楼梯🤫 9:30回来", """
orders:
  - at: "21:00"
    go: garden
    via: [east-stairs]
  - at: "21:30"
    go: home
""")
a("阿杰", "门只给小雨和林队开，别人敲门别理 🙅 然后8点到9点窗户 9点以后一直猫眼", """
door: [小雨, 林队]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""")
a("阿杰", "10点去207找Jake，Jake在的话直接杀了（不管有没有别人😈），不在就回来", """
orders:
  - at: "22:00"
    go: "207"
    kill: Jake
    else: {go: home}
""")
a("阿杰", "晚上好～ 8:20 去204看窗户 9:00回 就这些 哈哈", """
orders:
  - at: "20:20"
    go: "204"
    peek: window
  - at: "21:00"
    go: home
""")
a("阿杰", "今晚的安排：九点四十去草坪，十点半回房间从猫眼看 谢谢GM辛苦了🙏", """
orders:
  - at: "21:40"
    go: lawn
  - at: "22:30"
    go: home
    peek: peephole
""")
a("阿杰", "8点去花圆散步 8点半回来窗户看哈", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: home
    peek: window
""", "花圆 is a typo for 花园")
r("阿杰", "今晚10点我回房间，小雨在的话顺手把她做了 哈哈哈 反正同屋方便", ["小雨", "目标", "target"],
  "seed 五.10: a tenant may kill only one of their two targets (阿杰's: 胖虎, Jake)")
r("阿杰", "9点去走廊站着 看看谁经过 👀 站到10点", ["走廊", "corridor"],
  "seed 八 / ADJUDICATION 3: nobody may stand in the corridor")

# ---------------- 小雨 (201; targets 老陈, Priya): talkative, tells a story around the orders
a("小雨", "哎呀今天上班累死了，不过游戏还是要玩的～昨天我们几个聊到半夜哈哈。好啦说正事：8点我先在房间从窗户看草坪，看看有没有人鬼鬼祟祟的；8点半我去204找大家聊天，顺便蹭点零食；9点半回房间，之后一直从门孔往外看就好啦。晚安晚安～", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""")
a("小雨", "跟你说哦，我总觉得陈叔这人怪怪的，白天说话老是躲躲闪闪。所以今晚9点10分我去203找他，如果屋里只有他一个人，我就下手；要是不是这样（有别人在或者他不在），我就假装串门，直接回自己房间从窗户看草坪。就这样啦，别告诉别人哈～", """
orders:
  - at: "21:10"
    go: "203"
    kill: 老陈
    if: alone
    else: {go: home, peek: window}
""", "陈叔 is 老陈")
a("小雨", "今天好冷啊，但我还是想出去透透气。8点40我去花园走走，9点20再去草坪看看断崖那边的风景（放心我不会掉下去的哈哈），10点回房间睡觉～", """
orders:
  - at: "20:40"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
""")
a("小雨", "昨晚做梦梦到自己被杀了，吓死我了😭 所以今晚我要把门关上，除了阿杰谁都不给开（他是我室友嘛）。然后整晚就待在房间，9点半之前从猫眼看，9点半以后换窗户看。", """
door: [阿杰]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    peek: window
""")
a("小雨", "我想了很久，Priya那个人太可疑了，今晚只要在任何地方看到她一个人，就干掉她。时间嘛到10点半为止吧，10点半我要回房间睡觉了。其他时间我在204待着，8点就过去。", """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:30"
    go: home
standing:
  - kill: Priya
    if: alone
    until: "22:30"
""")
a("小雨", "今天在群里被你们笑死了哈哈哈。今晚简单点：9点去209串门找Priya聊天（就是单纯聊天啦，真的！），10点回来从窗户看。", """
orders:
  - at: "21:00"
    go: "209"
  - at: "22:00"
    go: home
    peek: window
""")
a("小雨", "我跟木木约好了今晚8点20去他房间打牌，打到9点40吧，然后去204喝点东西，10点半回房间。", """
orders:
  - at: "20:20"
    go: "205"
  - at: "21:40"
    go: "204"
  - at: "22:30"
    go: home
""", "木木's room is 205")
a("小雨", "听说陈叔今晚会去草坪（嘘，我偷听到的），那我10点10分也去草坪，他在那儿的话就杀了他，旁边有人也不管了；他要是不在，我就去花园逛一圈。", """
orders:
  - at: "22:10"
    go: lawn
    kill: 老陈
    else: {go: garden}
""")
a("小雨", "我今晚要走西楼梯哦（东边那个离我太远了）：8点50从西楼梯下去到草坪，9点20回房间猫眼看。", """
orders:
  - at: "20:50"
    go: lawn
    via: [west-stairs]
  - at: "21:20"
    go: home
    peek: peephole
""")
a("小雨", "今晚先去204坐坐，8点10出发，9点整去草坪，在草坪上要是碰到Priya单独一个人就杀她，9点40回屋窗户看。嘿嘿紧张死了", """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:00"
    go: lawn
    kill: Priya
    if: alone
  - at: "21:40"
    go: home
    peek: window
""")
r("小雨", "9点到9点10分我先去花园看一眼，再去202找虎子，两个地方都要去哦，9点10分以后回房间", ["一件事", "10分钟", "同一时段", "one thing", "slot"],
  "seed 五.2: one thing per 10 minutes; two destinations in the 21:00 slot")
r("小雨", "林队天天盯着我，烦死了！今晚8点半我去204，要是林队一个人在就把他做掉😤", ["林队", "警察", "police"],
  "seed 五.10 / 六.6: tenants cannot kill police")

# ---------------- 胖虎 (202, north; targets 阿詩, 木木): terse
a("胖虎", "8点 窗户", """
orders:
  - at: "20:00"
    peek: window
""")
a("胖虎", "830 204 930回", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
""")
a("胖虎", "9点 205 木木单独就杀 不然回", """
orders:
  - at: "21:00"
    go: "205"
    kill: 木木
    if: alone
    else: {go: home}
""")
a("胖虎", "门关。猫眼。", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""")
a("胖虎", "全晚 阿诗落单就杀", """
standing:
  - kill: 阿詩
    if: alone
""", "阿诗 is 阿詩")
a("胖虎", "8:50花园 9:20草坪 10点回 窗户", """
orders:
  - at: "20:50"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""")
a("胖虎", "10:20 203 杀阿诗 有没有人都杀", """
orders:
  - at: "22:20"
    go: "203"
    kill: 阿詩
""")
r("胖虎", "门整晚关 10点后也不开", ["10点", "22:00", "开门", "open"],
  "seed 五.12: after 22:00 a tenant must open when someone knocks")
r("胖虎", "11:20 草坪", ["11", "23:20", "20:00", "22:50", "时段"],
  "seed 五.1: orders only from 20:00 to 22:50 (11 o'clock everyone sleeps)")

# ---------------- 老陈 (203; targets 阿杰, Jake): voice dictation, no punctuation, homophone slips
a("老陈", "喂GM啊我是老陈今天晚上八点钟我就在房间里从窗户往外看看到九点然后九点钟去二零四聊聊天十点钟回来睡觉就这样", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""")
a("老陈", "八点半去草平走走然后九点去花园九点半回房间从门空往外看", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", "voice slips: 草平 = 草坪, 门空 = 门孔")
a("老陈", "九点二十去二零一找阿杰如果他一个人在房间就把他杀了如果不是一个人就去二零四", """
orders:
  - at: "21:20"
    go: "201"
    kill: 阿杰
    if: alone
    else: {go: "204"}
""")
a("老陈", "今天晚上不管在哪里碰到杰克只要他是一个人就杀了他其他时间我就呆在房间门孔看", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: Jake
    if: alone
""", "杰克 is Jake")
a("老陈", "八点十分去花园 八点四十回来 九点十分再去二零七找杰克聊天 十点回来 窗户看", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: home
  - at: "21:10"
    go: "207"
  - at: "22:00"
    go: home
    peek: window
""")
a("老陈", "GM你好今晚门关上不让别人进来除了阿诗她是我室友嘛然后十点二十去草坪十点五十回来", """
door: [阿詩]
orders:
  - at: "22:20"
    go: lawn
  - at: "22:50"
    go: home
""")
a("老陈", "走东楼梯下去花园八点五十出发然后在花园呆到九点半去草坪十点半回来就行了", """
orders:
  - at: "20:50"
    go: garden
    via: [east-stairs]
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: home
""")
r("老陈", "今天晚上七点五十就出门去花园然后八点半回来", ["七点五十", "19:50", "8点", "20:00"],
  "seed 五.1: the night starts at 20:00; nothing before it")
r("老陈", "九点去木木房间用他的窗户看草平看到十点", ["205", "木木", "自己", "own room"],
  "seed 五.3(1): peeking only from one's own room (or the window of 204)")

# ---------------- 阿詩 (203; targets 小雨, Priya): 繁體 / Cantonese
a("阿詩", "GM 晚安～今晚我八點半去草地行下，九點返房由窗口望出去。", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
""", "草地 = the lawn")
a("阿詩", "我九點去204傾偈，十點先返房，用門孔睇吓走廊", """
orders:
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""")
a("阿詩", "八點四十去201搵小雨，如果得佢一個人就殺咗佢，唔係就去204坐", """
orders:
  - at: "20:40"
    go: "201"
    kill: 小雨
    if: alone
    else: {go: "204"}
""")
a("阿詩", "成晚邊度見到Priya一個人就即刻殺咗佢。其他時間留喺房由窗口望", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: Priya
    if: alone
""")
a("阿詩", "我道門除咗老陳之外唔俾人入。八點至九點由門孔睇，之後去花園，十點返嚟", """
door: [老陈]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
""")
a("阿詩", "十點半去209搵Priya，唔理有冇人喺度都殺咗佢；佢唔喺度就去草地", """
orders:
  - at: "22:30"
    go: "209"
    kill: Priya
    else: {go: lawn}
""")
a("阿詩", "今晚行程：八點十分到娛樂室，九點十分去花園散步，九點五十回房間從窗戶看草坪。", """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: home
    peek: window
""")
r("阿詩", "今晚九點十五分去草地，十點返房", ["15", "十五", "10分钟", "整数倍", "multiple of 10"],
  "seed 五.4: an action starts at a multiple of 10 minutes")
r("阿詩", "今晚見到小雨同Priya，兩個都殺晒！", ["一人", "一个", "one of", "两个", "only one"],
  "seed 五.10: a tenant kills only one of their two targets")

# ---------------- 木木 (205; targets 胖虎, 阿杰): strategist, numbers and reasons
a("木木", """今晚计划如下：
1. 20:00-20:29 窗户观察草坪（南向，能看到全景）
2. 20:30 去204，人多的地方不容易被怀疑
3. 21:30 回房，门孔看走廊
4. 22:10 去202，若胖虎单独一人则动手；否则回房
理由：10点后他必须开门。""", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:10"
    go: "202"
    kill: 胖虎
    if: alone
    else: {go: home}
""")
a("木木", "分析了一下路线：从205到草坪最快6分钟，来回一趟不算太亏。所以：①20:40出发去草坪 ②21:20回205 ③之后全程门孔。", """
orders:
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: home
    peek: peephole
""")
a("木木", "策略：全程待在204，窗户看花园，人证最多。8:00出发。房门设为关闭。", """
door: closed
orders:
  - at: "20:00"
    go: "204"
    peek: window
""")
a("木木", "1）21:00-22:30 之间，只要碰到阿杰且周围没有第三个人，就杀\n2）20:00 去花园\n3）21:00 去草坪\n4）22:30 回房", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: 阿杰
    if: alone
    from: "21:00"
    until: "22:30"
""")
a("木木", "路线我要指定：20:10 经西楼梯去花园（不走东边，东边离209太近）；20:50 回房；21:00 起窗户", """
orders:
  - at: "20:10"
    go: garden
    via: [west-stairs]
  - at: "20:50"
    go: home
  - at: "21:00"
    peek: window
""")
a("木木", "21:40 去204。若胖虎在场（不管有没有别人）就杀；若他不在，改去草坪。", """
orders:
  - at: "21:40"
    go: "204"
    kill: 胖虎
    else: {go: lawn}
""")
a("木木", "只给小雨开门（她答应跟我结盟），其余一律不开。整晚：20:00-21:00门孔，21:00-23:00窗户。", """
door: [小雨]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""")
a("木木", "两步走：一、9点50去201找阿杰，只有他一个人就杀，否则立刻去204；二、10点40回房。", """
orders:
  - at: "21:50"
    go: "201"
    kill: 阿杰
    if: alone
    else: {go: "204"}
  - at: "22:40"
    go: home
""")
r("木木", "1. 20:00起从窗户盯花园（我怀疑有人在花园碰头）\n2. 21:00 去204", ["花园", "garden", "南", "south", "草坪", "lawn"],
  "seed 三.2 / 五.3(1): 205 faces south; its window sees the lawn, not the garden")
r("木木", "方案：20:30 下到一楼大厅蹲守，21:30 回房。理由是所有人出门都得经过大厅。", ["大厅", "hall", "一楼"],
  "seed 三.2: the ground-floor hall is not part of the game")

# ---------------- 林队 (police, no room: starts in 204)
a("林队", "林队报到。今晚我在204守着，从窗户看花园，9点去草坪巡一圈，9点半回204。", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: "204"
""")
a("林队", "大家辛苦了。我今晚8点半去203看看老陈他们，9点去205找木木问问话，10点回204。", """
orders:
  - at: "20:30"
    go: "203"
  - at: "21:00"
    go: "205"
  - at: "22:00"
    go: "204"
""")
a("林队", "8点10分去花园，8点40走东楼梯上来回娱乐室，在娱乐室窗口一直看花园到结束", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: "204"
    via: [east-stairs]
    peek: window
""")
a("林队", "收到。10点20去209找Priya聊聊，10点50回204。", """
orders:
  - at: "22:20"
    go: "209"
  - at: "22:50"
    go: "204"
""")
r("林队", "20:00开始在204用门孔盯着走廊", ["门孔", "peephole", "204"],
  "seed 五.3(3) / ADJUDICATION 3: only the window from 204; a peephole only from one's own room")
r("林队", "9点去草坪，见到胖虎一个人就把他干掉，这家伙肯定是凶手", ["警察", "police", "杀"],
  "seed 五.13 / ADJUDICATION 5: police cannot kill")

CASES, REFUSALS = [], []
for i, (s, m, b, n) in enumerate(_A, 1):
    cid = f"zh{i:02d}"
    if b is None:
        REFUSALS.append((cid, s, m, n[0], n[1]))
    else:
        CASES.append((cid, s, m, "accept", b, n))
