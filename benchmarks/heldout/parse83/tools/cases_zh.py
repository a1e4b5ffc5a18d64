# Chinese cases for the parse83 held-out set.
# CASES: (id, sender, message, "accept", expected order-file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule)

CASES = [
("zh01", "阿杰", """晚上好各位😂 今晚我就老实待着吧，8点到9点从窗户看草坪，9点以后换猫眼看走廊，一直到睡觉。哈哈 别来找我""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", "201 faces south; window then peephole"),

("zh02", "阿杰", """来了来了 今晚计划：8:30去204坐坐聊天，9:20回房间，10点去202找莉莉，要是她一个人就干掉她🔪 不是一个人我就回自己房间。搞定 哈哈哈""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: home
  - at: "22:00"
    go: "202"
    kill: 莉莉
    if: alone
    else: {go: home}
""", "conditional kill with else home"),

("zh03", "阿杰", """今晚不出门了 十点前门只给老陈开，别人敲都不开哈。然后一整晚猫眼盯着👀""", "accept", """
door: [老陈]
orders:
  - at: "20:00"
    peek: peephole
""", "door list before 22:00"),

("zh04", "阿杰", """今晚随缘 不管在哪碰到Max 只要他落单我就动手😏 我9点去草坪溜达，10点去花园，10点半回屋""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Max
    if: alone
""", "standing kill alone (落单) plus walks"),

("zh05", "阿杰", """8点40去花园逛逛，9点回来 就这些 嘿嘿""", "accept", """
orders:
  - at: "20:40"
    go: garden
  - at: "21:00"
    go: home
""", "small night"),

("zh06", "胖虎", """喂喂今晚我八点半去花园然后九点十分去草皮走走十点回自己房间从窗户往外看就这样""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "voice input, no punctuation; 草皮 is the lawn"),

("zh07", "胖虎", """今晚我先在房间从毛眼看一个小时然后九点去二零三找kiki如果她一个人在就杀了她不是一个人的话就去娱乐室""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "203"
    kill: Kiki
    if: alone
    else: {go: "204"}
""", "voice input: 毛眼 is 猫眼 (homophone slip), 二零三 spoken digits"),

("zh08", "胖虎", """语音输入不好意思啊那个我今晚就九点二十去二零四在窗户那看花园十点半回家睡觉""", "accept", """
orders:
  - at: "21:20"
    go: "204"
    peek: window
  - at: "22:30"
    go: home
""", "voice input; 回家 is home"),

("zh09", "胖虎", """全程在房间里面窗户看草坪八点到十一点别的没了哦对了十点之前门只给阿杰开""", "accept", """
door: [阿杰]
orders:
  - at: "20:00"
    peek: window
""", "voice input; afterthought door list"),

("zh10", "胖虎", """十点十分去二零五找老陈不对老陈住二零三那就去二零三如果老陈在而且就他一个人就动手否则回来""", "accept", """
orders:
  - at: "22:10"
    go: "203"
    kill: 老陈
    if: alone
    else: {go: home}
""", "voice input with a self-correction (205 -> 203)"),

("zh11", "莉莉", """第一晚好紧张啊😣 我想安静点。先在房间从窗户看花园，因为我这边朝北嘛，看看有没有人鬼鬼祟祟去花园的。看到九点半吧，然后去204找大家聊聊天，顺便在那边窗户那看看，十点二十回自己房间，睡前从猫眼盯一下走廊。就这样啦，晚安～""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "204"
    peek: window
  - at: "22:20"
    go: home
    peek: peephole
""", "talkative; 202 faces north"),

("zh12", "莉莉", """跟你说哦，我的目标里有Ravi，我看了一下他住207。所以我打算十点半去207敲门，反正十点以后他必须开门嘛，如果屋里只有他一个人我就下手，有别人在的话我就假装串门聊天，不杀。在那之前我就一直待在自己房间从猫眼看着。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:30"
    go: "207"
    kill: Ravi
    if: alone
""", "kill if alone; otherwise stays and chats (no else)"),

("zh13", "莉莉", """今晚有点怕😭 我就待在房间里，十点以前谁敲门都别给开，一直从窗户看花园。拜托了GM""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", "door closed before 22:00"),

("zh14", "莉莉", """哈喽GM～今晚：八点出门去花园散步（我最喜欢晚上的花园了🌸），待到八点五十，然后去草坪看看断崖，九点半回房间从窗户看，十点再去204，一直待到睡觉。""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: home
    peek: window
  - at: "22:00"
    go: "204"
""", "a whole night told as a story"),

("zh15", "老陈", """今晚行动如下：
1. 20:00-20:29 门孔观察（判断谁先出门）
2. 20:30 去204，位置靠窗，观察花园
3. 21:30 返回203，门孔
4. 22:00起 窗户观察草坪至结束
理由：第一晚大家都会试探，先收集信息。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: "204"
    peek: window
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "strategist, numbered"),

("zh16", "老陈", """分析了一下，小雨住209，离东楼梯最近，大概率会出门。我的安排：
①全程条件指令：任何地点遇到小雨，只要没有第三人在场，就杀。
②21:00 去花园
③21:40 去草坪
④22:20 回房
其他时间不动。""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
standing:
  - kill: 小雨
    if: alone
""", "standing kill alone; numbered"),

("zh17", "阿杰", """今晚先8点走西楼梯下去花园，8点40回来。然后9点开始窗户猫眼轮着来：9点窗户 9点10猫眼 9点20窗户 9点半猫眼，之后就一直猫眼了 哈哈 累死""", "accept", """
orders:
  - at: "20:00"
    go: garden
    via: [west-stairs]
  - at: "20:40"
    go: home
  - at: "21:00"
    peek: window
  - at: "21:10"
    peek: peephole
  - at: "21:20"
    peek: window
  - at: "21:30"
    peek: peephole
""", "route by the west stairs; alternating peeks"),

("zh18", "老陈", """今晚两条：
1. 10点前门只对Kiki和林警官开放，其余人敲门不开。
2. 22:10 去201，胖虎如果单独一人就杀，否则回房间窗户看草坪。""", "accept", """
door: [Kiki, 林警官]
orders:
  - at: "22:10"
    go: "201"
    kill: 胖虎
    if: alone
    else: {go: home, peek: window}
""", "door list with a police officer; else with a peek"),

("zh19", "老陈", """本晚策略：不出门。全程203，前一个半小时窗户，后一个半小时门孔。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", "terse strategist, durations instead of clock times"),

("zh20", "Kiki", """今晚我八點半去花園行下，九點返房，之後一直喺窗口睇住草坪啦""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: window
""", "Cantonese, traditional characters"),

("zh21", "Kiki", """九點十分去207搵Ravi，如果佢一個人就殺咗佢，唔係就返204坐下""", "accept", """
orders:
  - at: "21:10"
    go: "207"
    kill: Ravi
    if: alone
    else: {go: "204"}
""", "Cantonese conditional kill"),

("zh22", "Kiki", """各位晚安。今晚行動：八點至九點從貓眼觀察走廊，九點去204聊天，十點回房間從窗戶看草坪。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
""", "traditional characters, standard written Chinese"),

("zh23", "Kiki", """今晚成晚都唔出門，門淨係俾老陳入（十點前啦）。窗口睇草坪睇到瞓覺""", "accept", """
door: [老陈]
orders:
  - at: "20:00"
    peek: window
""", "Cantonese; 老陳 in traditional is 老陈"),

("zh24", "莉莉", """今晚不管在哪儿碰到阿杰，只要就他一个人我就动手🙈 然后10点去草坪，10点40回房间～""", "accept", """
orders:
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: home
standing:
  - kill: 阿杰
    if: alone
""", "standing kill alone; chatty"),

("zh25", "Kiki", """8點行西樓梯落去花園，8點半去草坪，9點返屋企用貓眼睇""", "accept", """
orders:
  - at: "20:00"
    go: garden
    via: [west-stairs]
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
    peek: peephole
""", "Cantonese; 返屋企 is home"),

("zh26", "小雨", """全晚猫眼""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
""", "terse"),

("zh27", "周队", """今晚9点去草坪蹲一个小时，10点回204 😎 有情况明天说""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", "police; back to 204 where a roomless officer starts"),

("zh28", "小雨", """10:40 去201 胖虎单独就杀""", "accept", """
orders:
  - at: "22:40"
    go: "201"
    kill: 胖虎
    if: alone
""", "terse conditional kill"),

("zh29", "林警官", """林警官报到😄 今晚8点20去花园转转，9点去草坪，9点40回204就不动了""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: "204"
""", "police; 204 is where a roomless officer starts"),

("zh30", "小雨", """遇到Max就杀，不管有没有人。别的不动""", "accept", """
standing:
  - kill: Max
    if: always
""", "terse standing kill, always"),

("zh31", "周队", """警察这边今晚我就在204待着，一直看窗外花园，有啥动静记下来哈""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", "police officer without a room: starts in 204, window only"),

("zh32", "周队", """我九点去草坪巡一圈，九点半去花园转转，十点回204窗口蹲着 🚓""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: "204"
    peek: window
""", "police patrol"),

("zh33", "周队", """今晚去敲门走访一下：十点去205找Max聊聊，十点半去207找Ravi，十点五十回204""", "accept", """
orders:
  - at: "22:00"
    go: "205"
  - at: "22:30"
    go: "207"
  - at: "22:50"
    go: "204"
""", "police visits after 22:00"),

("zh34", "林警官", """林警官今晚行动：20:00 前往花园，20:40 前往草坪，21:30 返回204，从窗户观察。""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
""", "formal police"),
]

REFUSALS = [
("zh35", "阿杰", """哈哈今晚搞事情 9点去203把老陈干掉😎 其他时间房间待着""",
 ["老陈", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿杰's targets are 莉莉 and Max)"),
("zh36", "周队", """今晚我十点去205，要是看到Max一个人就直接杀了他 省得麻烦 哈哈""",
 ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION: police cannot kill"),
("zh37", "小雨", """9:30 204 杀林警官""",
 ["林警官", "警察", "police"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("zh38", "胖虎", """那个今晚八点十五去花园然后九点回房间就这样""",
 ["8:15", "20:15", "八点十五", "10分钟", "整十", "整数倍", "multiple of 10"], "五.4 房客的每次行动开始时间必须是10的整数倍"),
("zh39", "Kiki", """今晚十一點半去草坪睇月光🌙 之前喺房度唔郁""",
 ["23:30", "11:30", "十一點", "十一点", "23:00", "22:50", "11点"], "五.1 杀人时段为晚上8点-11点，11点之后统统睡觉"),
("zh40", "莉莉", """我想九点去阿杰他们201，从他们房间的窗户看草坪，因为我自己房间只能看到花园嘛～""",
 ["自己", "own room", "201"], "五.3(1) 窥视只能待在自己房间里（或在204从窗户）"),
("zh41", "老陈", """今晚门全程锁死，包括十点以后，谁敲都不开。人在203不动。""",
 ["22:00", "10点", "十点", "开门", "door"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh42", "小雨", """9点 206""",
 ["206"], "三.2 二层只有201-205、207、209和204，没有206"),
]
