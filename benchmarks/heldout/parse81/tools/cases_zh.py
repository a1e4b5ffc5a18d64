# Chinese cases of the parse81 set (night 1).
# CASES:    (id, sender, message, style, expected order file body (without `who:`), note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
# Cast: 大鹏 201 [小鱼, Kev]; Priya 201 [老周, Mia]; 小鱼 202 [阿杰, 糖糖]; 阿杰 203 [大鹏, Mia];
#       Kev 203 [小鱼, 老周]; 老周 205 [Priya, 糖糖]; 糖糖 207 [大鹏, 阿杰]; Mia 209 [Kev, Priya];
#       police 刘警官, 黄探长, Jun (no room: start in 204).

CASES = [
("zh01", "大鹏", """晚上好啊老大 今晚我先在屋里从窗户看到八点半，然后去204坐坐，一直待着吧哈哈 十点再回房间用猫眼看""",
 "wechat", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh02", "小鱼", """GM～我今晚的行动：
8点去花园溜达🌸
8点40回房间，从窗户看花园，看到9点半
9点半以后换门孔看
就这样啦 晚安😴""",
 "wechat emoji", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: home, peek: window}
  - {at: "21:30", peek: peephole}
""", ""),

("zh03", "糖糖", """GM在吗～先吐槽一下，昨天群里大家吵成那样我真的看不下去了😂 好啦说正事。今晚我打算这样：九点之前乖乖待在自己房间里，从门孔往外看（我就想知道到底是谁老在我门口晃来晃去）。九点整我去203串个门，找阿杰聊聊天，要是屋里就阿杰一个人，那就……你懂的，动手吧🔪。要是他屋里还有别人，或者压根没人给我开门，我就直接回自己房间，趴窗户上看草坪，看到睡觉为止。就这些啦，谢谢GM辛苦了～""",
 "talkative", """
orders:
  - {at: "20:00", peek: peephole}
  - at: "21:00"
    go: "203"
    kill: 阿杰
    if: alone
    else: {go: home, peek: window}
""", "the else covers both 'someone else there' and 'nobody opens'"),

("zh04", "老周", """今晚行动（按时间顺序）：
1. 20:00-20:29 门孔观察走廊
2. 20:30 去草坪
3. 21:00 回房，改看窗户
4. 22:10 去207。糖糖单独在就动手；不是一个人，或者她不在，就回205。
理由：十点后她必须开门，避开门的问题。""",
 "strategist", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - at: "22:10"
    go: "207"
    kill: 糖糖
    if: alone
    else: {go: home}
""", ""),

("zh05", "阿杰", """我今晚留喺房度，成晚由窗口睇住草地。十點半先落去花園行吓。""",
 "cantonese", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: garden}
""", "草地 = the lawn"),

("zh06", "刘警官", """9点 花园。10点 回204 窗户。""",
 "terse", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "police without a room start in 204"),

("zh07", "黄探长", """喂 我说一下啊 八点十分去草坪 看看那个悬崖那边 然后九点四十回娱乐是 在窗户那里看着花园 就这样""",
 "voice", """
orders:
  - {at: "20:10", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "娱乐是 = 娱乐室 (voice input)"),

("zh08", "大鹏", """今晚一整晚不管在哪遇到小鱼，只要她身边没人就干掉🔪 其他时间我就窝在房间窗户看草坪""",
 "wechat", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 小鱼, if: alone, from: "20:00", until: "23:00"}
""", ""),

("zh09", "小鱼", """哈哈哈 今晚我要当一晚上宅女 就在屋里门孔看着走廊 谁也别来找我 门不开哈""",
 "wechat", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed binds only before 22:00"),

("zh10", "大鹏", """8:50去203找kev玩，他要是一个人在屋里就直接做掉，不是的话算了回屋""",
 "wechat typo", """
orders:
  - at: "20:50"
    go: "203"
    kill: Kev
    if: alone
    else: {go: home}
""", ""),

("zh11", "小鱼", """今晚计划🙈 九点二十去207找糖糖聊天 十点去草坪 然后10点40回家从窗户看""",
 "wechat", """
orders:
  - {at: "21:20", go: "207"}
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: home, peek: window}
""", "a visit only, no kill"),

("zh12", "糖糖", """哎我跟你说GM，今天下午我在公司越想越不对劲，大鹏那家伙昨天说话一直在绕弯子，我感觉他就是冲我来的。所以今晚先下手为强！前面两个小时我就老实在屋里待着，不偷看了，反正也看不出啥。十点十分我去花园，在那儿要是碰到大鹏就一刀，不管旁边有没有人。然后十点半回房间睡觉。冲鸭！""",
 "talkative", """
orders:
  - at: "22:10"
    go: garden
    kill: 大鹏
    if: always
  - {at: "22:30", go: home}
""", "kill while the 22:10 order runs"),

("zh13", "老周", """方案如下：
① 8:00 去204，窗户盯花园；
② 8:40 回205，门孔；
③ 9:20 去草坪；
④ 10:00 回房，窗户；
另：9:00到10:30之间，任何地方遇到糖糖单独一人即下手（常驻指令）。""",
 "strategist", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:40", go: home, peek: peephole}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: 糖糖, if: alone, from: "21:00", until: "22:30"}
""", ""),

("zh14", "阿杰", """今晚八點半去204坐一陣，九點正返房由門孔望出去。十點後有人敲門就照開啦（規矩嘛）。另外成晚見到大鵬一個人就做咗佢。""",
 "traditional cantonese", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
standing:
  - {kill: 大鹏, if: alone}
""", "大鵬 = 大鹏 (traditional characters)"),

("zh15", "大鹏", """报告GM，今晚不出门了，就在屋里窗户和猫眼轮着看，每十分钟换一次，从窗户开始，一直到睡觉""",
 "wechat", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "21:10", peek: peephole}
  - {at: "21:20", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "21:40", peek: window}
  - {at: "21:50", peek: peephole}
  - {at: "22:00", peek: window}
  - {at: "22:10", peek: peephole}
  - {at: "22:20", peek: window}
  - {at: "22:30", peek: peephole}
  - {at: "22:40", peek: window}
  - {at: "22:50", peek: peephole}
""", "seed 五.3(1): alternate every 10 minutes"),

("zh16", "小鱼", """我晚上就去娱乐室待着 八点出发 一直到十点半 然后回房间""",
 "wechat", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:30", go: home}
""", ""),

("zh17", "刘警官", """整晚204，窗户。""",
 "terse", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "police without a room start in 204"),

("zh18", "黄探长", """那个我今天晚上九点去二零五找老周聊天 十点钟去二零九 然后十点半回娱乐室 就这样 完了""",
 "voice", """
orders:
  - {at: "21:00", go: "205"}
  - {at: "22:00", go: "209"}
  - {at: "22:30", go: "204"}
""", "room numbers spoken as 二零五"),

("zh19", "大鹏", """哈哈今晚走个野路子 8点半从东楼梯下去草坪看看风景 9点半回来 其他时候在房间里用猫眼看""",
 "wechat", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, peek: peephole}
""", "named route"),

("zh20", "小鱼", """鱼鱼报到！今晚我要去找阿杰 8点半去203，他要是一个人就动手😈 不是的话我就去花园转转""",
 "wechat emoji", """
orders:
  - at: "20:30"
    go: "203"
    kill: 阿杰
    if: alone
    else: {go: garden}
""", ""),

("zh21", "糖糖", """唉今晚好困啊，白天开了一天会，啥也不想干了，就早早睡吧……不过睡前八点到八点半我还是从窗户看看草坪吧，万一看到什么呢对吧，看完就睡觉不看了""",
 "talkative", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30"}
""", "stops peeking at 20:30"),

("zh22", "老周", """今晚只做观察，不动手。
1）20:20 去203串门；若没人开门，直接去204；
2）21:00 回205；
3）之后一直门孔。
推理：203两人一个粤语一个英文，聊起来最容易套话。""",
 "strategist", """
orders:
  - at: "20:20"
    go: "203"
    else: {go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "else for a refused door"),

("zh23", "阿杰", """喂GM，我九點去草地行吓，九點半返嚟204，十點半先返房。如果喺草地撞到Mia一個人，即刻搞掂佢。""",
 "cantonese", """
orders:
  - at: "21:00"
    go: lawn
    kill: Mia
    if: alone
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "the kill holds while on the lawn"),

("zh24", "大鹏", """今晚10:20去205找老周唠嗑，10:50回来 别的时间就在屋里呆着""",
 "wechat", """
orders:
  - {at: "22:20", go: "205"}
  - {at: "22:50", go: home}
""", ""),

("zh25", "小鱼", """八点十分去花园 八点半去草坪 九点回房间门孔 十点前只让糖糖进来哈 其他人敲门都不开😝""",
 "wechat", """
door: [糖糖]
orders:
  - {at: "20:10", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: peephole}
""", ""),

("zh26", "小鱼", """今天想蹲一下走廊动静哈哈 在屋里门孔看一晚上 不过九点半到十点我去204从窗户看看花园 十点回来接着门孔""",
 "wechat", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh27", "大鹏", """kev今晚我盯上了嘿嘿 从九点到十一点 只要碰到他就弄 不管旁边有没有人 8点先去花园晃晃 9点回屋门孔""",
 "wechat", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: peephole}
standing:
  - {kill: Kev, if: always, from: "21:00", until: "23:00"}
""", ""),

("zh28", "小鱼", """【今晚】10点去207找糖糖 如果她一个人在就下手 否则去娱乐室待着 其他时间在屋里看窗户哦""",
 "wechat", """
orders:
  - {at: "20:00", peek: window}
  - at: "22:00"
    go: "207"
    kill: 糖糖
    if: alone
    else: {go: "204"}
""", ""),

("zh29", "大鹏", """兄弟们晚上好 我今晚简单点 九点走西楼梯下楼去花园 九点半回来 完事""",
 "wechat", """
orders:
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:30", go: home}
""", "the west stairs are the shortest way anyway"),

("zh30", "小鱼", """我今晚从八点四十开始在花园玩，一直玩到九点五十，然后回来睡觉zzz""",
 "wechat", """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:50", go: home}
""", ""),

("zh31", "大鹏", """八点整去204 八点二十从204去草坪 九点回204 十点回屋从窗户看草坪""",
 "wechat", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh32", "小鱼", """😂今晚不整活了 十点半去205找周哥聊会儿天 十点五十回来""",
 "wechat", """
orders:
  - {at: "22:30", go: "205"}
  - {at: "22:50", go: home}
""", "周哥 = 老周 (nickname in game.yaml)"),

("zh33", "大鹏", """小鱼！今晚就是你了哈哈（开玩笑的GM别当真）其实我就在屋里猫眼看着 九点出去去草坪 九点四十回屋接着看猫眼""",
 "wechat", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
""", "the threat is a joke, no kill"),

("zh34", "小鱼", """晚上九点整去203，要是Kev在的话就跟他聊聊，不在的话就回来窗户看花园""",
 "wechat", """
orders:
  - at: "21:00"
    go: "203"
    if: {present: Kev}
    else: {go: home, peek: window}
""", "condition without a kill"),
]

REFUSALS = [
("zh35", "大鹏", """今晚九点去205把老周做了 哈哈 他昨天嘴太欠""",
 ["老周", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (大鹏's targets: 小鱼, Kev)"),
("zh36", "小鱼", """10点去204 在那里从猫眼看走廊 10点半回来""",
 ["猫眼", "门孔", "peephole", "204"], "五.3(1)(3): 门孔 only from one's own room; in 204 only the window (ORDERS.md peek)"),
("zh37", "糖糖", """今天加班好晚才看到群消息😭 今晚我就在房间里窗户看草坪吧，然后十一点半想下去草坪吹吹风看星星，看完再回来""",
 ["11", "23", "十一点", "20:00", "22:50"], "五.1 杀人时段 8点-11点，11点之后统统睡觉 (ADJUDICATION 2: slots 20:00-22:50)"),
("zh38", "老周", """1. 20:00 门孔
2. 20:45 去204
3. 21:30 回房 窗户""",
 ["20:45", "8:45", "10分钟", "整十", "10 minutes", "multiple of 10"], "五.4 行动开始时间必须是10的整数倍"),
("zh39", "阿杰", """今晚我喺走廊企住，由八點企到九點，睇下邊個行過，之後返房""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3: no destination in the corridor)"),
("zh40", "黄探长", """九点去草坪 要是碰到糖糖一个人的话就直接把她杀了 我倒要看看凶手急不急""",
 ["警察", "police", "杀"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh41", "小鱼", """哈哈哈我想搞个大的 今晚九点去204 看到刘警官就干掉他""",
 ["刘警官", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh42", "大鹏", """今晚谁敲门都不开哈 十点以后也不开 我就在屋里窗户看""",
 ["22:00", "十点", "10点", "开门", "open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]
