# Chinese cases for parse68: ordinary WeChat / QQ group players.
# CASES: (id, sender, message, summary, expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
# Cast (game/game.yaml): 大刘 201 [小美, Jess]; Ravi 201 [Tom, 阿杰]; 小美 202 [Ravi, 老陈];
# 阿杰 203 [大刘, Priya]; 老陈 205 [阿杰, Tom]; Priya 205 [小美, Ravi]; Tom 207 [Jess, 老陈];
# Jess 209 [大刘, Priya]; police 周警官, Mike, 老白 (no room: start in 204).

CASES = [
("zh01", "大刘", """主持人晚上好～我今晚的安排：
8点到8点20在房间从窗户往外看，8点20换门孔看。8点40去娱乐室坐坐，一直待到9点半。9点半回房间，继续从门孔看。10点去花园溜达一圈，10点半回房间睡觉了哈哈""",
 "whole night: peeks, 204, garden",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: home}
""", ""),

("zh02", "小美", """DM 我今晚就在房间里从窗户看花园，一整晚都不动了""",
 "all night window (202 faces north)",
 """orders:
  - {at: "20:00", peek: window}
""", "202 faces north: its window sees the garden"),

("zh03", "阿杰", """老板，九点二十我去201找大刘，要是屋里只有他一个就动手，否则就去204待着""",
 "conditional kill in target's room, else 204",
 """orders:
  - at: "21:20"
    go: "201"
    kill: 大刘
    if: alone
    else: {go: "204"}
""", "否则 covers: not alone, not there, door not opened"),

("zh04", "老陈", """主持人，我这晚上就一条：无论在哪碰到阿杰，只要他是一个人，直接弄死。其他时间我就在自己屋里从猫眼盯着走廊""",
 "standing kill alone + peephole all night",
 """orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿杰, if: alone}
""", ""),

("zh05", "小美", """8点半去草坪，如果碰到Ravi就干掉他，他不在的话就直接回房""",
 "kill on the lawn, else home",
 """orders:
  - at: "20:30"
    go: lawn
    kill: Ravi
    else: {go: home}
""", "kill without a condition: waits for Ravi; 他不在 = target not there on arrival"),

("zh06", "阿杰", """主持人 我就一句 9点去花园 别的时间在屋里呆着""",
 "single walk",
 """orders:
  - {at: "21:00", go: garden}
""", ""),

("zh07", "老陈", """老板 今晚我房门谁敲都不开（10点前），我就一直在屋里窗户看草坪 😂""",
 "door closed + window",
 """door: closed
orders:
  - {at: "20:00", peek: window}
""", "the player limits the closed door to before 22:00 himself, as the rules require"),

("zh08", "周警官", """警察这边：8点我先在娱乐室窗户看花园，9点去草坪转转，9点40回娱乐室""",
 "police: window from 204, lawn, back",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "an officer without a room starts in 204"),

("zh09", "大刘", """DM 8点10分我去205找老陈聊天，聊到8点50回自己房间""",
 "visit and return",
 """orders:
  - {at: "20:10", go: "205"}
  - {at: "20:50", go: home}
""", ""),

("zh10", "小美", """晚上好呀～ 先门孔看到九点，九点去草坪，九点半回屋窗户看""",
 "peephole, lawn, home window",
 """orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),

("zh11", "阿杰", """10点到11点之间，在任何地方碰见大刘，不管周围有没有人都杀了他。前面两个小时就在房间里""",
 "standing kill always 22:00-23:00",
 """standing:
  - {kill: 大刘, if: always, from: "22:00", until: "23:00"}
""", "staying home is the default: no order needed"),

("zh12", "老陈", """9点10去草坪，走东楼梯下去哈，然后9点50回来""",
 "named route",
 """orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: home}
""", "回来 = back to his room 205"),

("zh13", "大刘", """10点20去花园，要是jess一个人在那就动手，不然就回屋从猫眼看着""",
 "garden kill alone, else home peephole",
 """orders:
  - at: "22:20"
    go: garden
    kill: Jess
    if: alone
    else: {go: home, peek: peephole}
""", "lower-case jess = Jess"),

("zh14", "小美", """8点40去203找阿杰玩，没人开门就去204""",
 "visit, refused door -> 204",
 """orders:
  - at: "20:40"
    go: "203"
    else: {go: "204"}
""", ""),

("zh15", "老白", """老白报到 👮 今晚8点半去花园蹲着，10点去209门口看看……算了不能站走廊，那10点回204从窗户看吧""",
 "police, self-corrected message",
 """orders:
  - {at: "20:30", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "the player withdraws the corridor idea himself (算了); 204 is the officer's starting place"),

("zh16", "阿杰", """第一时段：一直在房里窗户看。
第二时段：9点10去娱乐室，9点40回房门孔看。
第三时段：10点30去205，如果Priya一个人在就杀了她，否则回房。""",
 "seed-style three periods",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: "204"}
  - {at: "21:40", go: home, peek: peephole}
  - at: "22:30"
    go: "205"
    kill: Priya
    if: alone
    else: {go: home}
""", ""),

("zh17", "老陈", """我10点去草坪，一直待着，在草坪上碰到Tom就杀，不管有没有人""",
 "lawn, armed kill always",
 """orders:
  - at: "22:00"
    go: lawn
    kill: Tom
    if: always
""", "no else: the kill stays armed while he is on the lawn (to 23:00)"),

("zh18", "大刘", """主持人 我8点50去草平走走 9点20回房间 就这样 谢谢""",
 "typo 草平",
 """orders:
  - {at: "20:50", go: lawn}
  - {at: "21:20", go: home}
""", "草平 is a typo of 草坪"),

("zh19", "小美", """今晚只给老陈开门，别人敲门都不开哈。我8点开始一直门孔看走廊""",
 "door list + peephole",
 """door: [老陈]
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("zh20", "周警官", """今天我9点半去202那边找小美问问话，10点回娱乐室""",
 "police visit",
 """orders:
  - {at: "21:30", go: "202"}
  - {at: "22:00", go: "204"}
""", ""),

("zh21", "阿杰", """在房间里窗户和猫眼轮流看，10分钟换一次，从窗户开始，看到9点，9点以后去204待到结束""",
 "alternating peeks",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", go: "204"}
""", ""),

("zh22", "老陈", """10点10分去203敲阿杰的门，10点以后他必须开门嘛 进去就把他杀了，不管屋里有没有别人""",
 "after-22:00 knock and kill",
 """orders:
  - at: "22:10"
    go: "203"
    kill: 阿杰
    if: always
""", ""),

("zh23", "大刘", """就一个：10点40去娱乐室窗户那边看看花园""",
 "204 window late",
 """orders:
  - {at: "22:40", go: "204", peek: window}
""", ""),

("zh24", "小美", """老板～我今晚全程：如果碰到老陈单独一个人，就杀了他。
8点去花园，8点半回房间，然后窗户看到底""",
 "standing alone + walks",
 """orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: home, peek: window}
standing:
  - {kill: 老陈, if: alone}
""", ""),

("zh25", "阿杰", """9点40去204，要是老陈在那我就留下聊天，他不在就回房门孔看""",
 "presence condition without kill",
 """orders:
  - at: "21:40"
    go: "204"
    if: {present: 老陈}
    else: {go: home, peek: peephole}
""", ""),

("zh26", "老白", """8点在204。8点20去花园，8点50去草坪，9点30回204窗户盯花园到结束""",
 "police tour",
 """orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "8点在204: where an officer without a room starts anyway"),

("zh27", "老陈", """10点去201找大刘打牌，要是Ravi也在屋里我就回自己房间""",
 "absent condition",
 """orders:
  - at: "22:00"
    go: "201"
    if: {absent: Ravi}
    else: {go: home}
""", ""),

("zh28", "大刘", """🙋 主持人 8点整先窗户看，8点半去花园，如果小美一个人在花园就杀了她，不然回房间门孔看；9点半再去草坪，10点10分回屋睡觉""",
 "whole night with garden kill",
 """orders:
  - {at: "20:00", peek: window}
  - at: "20:30"
    go: garden
    kill: 小美
    if: alone
    else: {go: home, peek: peephole}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home}
""", ""),

("zh29", "小美", """8点20从西楼梯下去花园，8点40回来从猫眼看""",
 "named route west stairs",
 """orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:40", go: home, peek: peephole}
""", ""),

("zh30", "周警官", """周警官：今晚我就在娱乐室待一晚上，哪也不去，从窗户看外面""",
 "police all night 204 window",
 """orders:
  - {at: "20:00", peek: window}
""", ""),

("zh31", "阿杰", """九点五十去花园 十点二十回来""",
 "tiny, Chinese numerals",
 """orders:
  - {at: "21:50", go: garden}
  - {at: "22:20", go: home}
""", ""),

("zh32", "老陈", """晚上好 哈哈 今晚先不动手。8点40去207找Tom聊天，9点20回屋，10点到10点半窗户看草坪，10点半以后门孔""",
 "visit then peeks",
 """orders:
  - {at: "20:40", go: "207"}
  - {at: "21:20", go: home}
  - {at: "22:00", peek: window}
  - {at: "22:30", peek: peephole}
""", ""),

("zh33", "大刘", """9点去202找小美，她单独在的话就做掉，要是门不开或者有别人就去草坪""",
 "knock, kill alone, else lawn",
 """orders:
  - at: "21:00"
    go: "202"
    kill: 小美
    if: alone
    else: {go: lawn}
""", ""),

("zh34", "小美", """8点半去娱乐是，9点半回""",
 "typo 娱乐是",
 """orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
""", "娱乐是 is a typo of 娱乐室"),
]

REFUSALS = [
("zh35", "大刘", """主持人 9点去203，见到阿杰就杀了他""",
 ["阿杰", "目标", "target"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (大刘's targets: 小美, Jess)"),
("zh36", "老陈", """今晚我想9点去204，要是周警官一个人在就把他干掉 哈哈 警察最烦了""",
 ["周警官", "警察", "police"],
 "五.10 / 六.6 房客不能杀警察 (ADJUDICATION 5: police cannot be killed)"),
("zh37", "阿杰", """7点50我就先去花园蹲着，8点半回房""",
 ["7点50", "7:50", "19:50", "20:00"],
 "五.1 杀人时段是晚上8点-11点: orders start 20:00-22:50"),
("zh38", "小美", """8点15去草坪，8点45回屋""",
 ["8点15", "8:15", "20:15", "8:45", "20:45", "整数倍", "multiple of 10", "10分钟"],
 "五.4 行动开始时间必须是10的整数倍"),
("zh39", "阿杰", """9点去204，在204用猫眼看走廊""",
 ["猫眼", "门孔", "peephole"],
 "五.3(1)/(3): 门孔 only from one's own room; in 204 only the window (ADJUDICATION 1, ORDERS peek)"),
("zh40", "大刘", """10点去走廊上站着，看谁从我门口过""",
 ["走廊", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh41", "老白", """老白：9点去草坪，要是阿杰在就把他毙了""",
 ["警察", "police"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh42", "老陈", """我今晚谁来都不开门，10点以后也不开！一直在屋里猫眼看着""",
 ["10点", "22:00", "开门", "open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]
