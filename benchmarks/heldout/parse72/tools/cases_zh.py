# -*- coding: utf-8 -*-
"""Chinese cases of the parse72 held-out set (WeChat / QQ group players).
CASES: (id, sender, message, "accept", order-file body, note)
REFUSALS: (id, sender, message, reason keywords, rule)"""

CASES = [
("zh01", "胖虎", """主持人晚上好～
今晚我这样：8点到8点半从窗户往外看，8点半开始改看门孔，9点去娱乐室坐坐，10点回房间继续看窗户。就这些哈哈""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh02", "小美", """DM 我今晚就一直在房间从窗户往外看，啥也不干😂""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh03", "阿杰", """老板，8:20去草坪溜达，9点回屋猫眼看着走廊""", "accept", """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: home, peek: peephole}
""", ""),

("zh04", "老陈", """第一时段：一直在房间里从门孔往外看。
第二时段：9:10去花园，9:40回房间。
第三时段：10:20去201，要是胖虎一个人在屋里就干掉他，不是的话就回自己房间。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home}
  - {at: "22:20", go: "201", kill: 胖虎, if: alone, else: {go: home}}
""", ""),

("zh05", "王警官", """主持人，我今晚就在娱乐室窗口看着花园，一整晚不动""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "police without a room start in 204"),

("zh06", "赵队", """8点半去草坪转转，9点半去花园，10点回娱乐室""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", ""),

("zh07", "小美", """老板 我的：9点去203找阿杰聊天，他不开门我就去204。10点回自己屋""", "accept", """
orders:
  - {at: "21:00", go: "203", else: {go: "204"}}
  - {at: "22:00", go: home}
""", ""),

("zh08", "胖虎", """今晚整晚，不管在哪碰到Kai，只要他是一个人就弄死他。别的时候我就待屋里从窗户看草坪""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Kai, if: alone}
""", ""),

("zh09", "阿杰", """门谁敲都别开(10点前)。8点开始一直猫眼看，9点开始换窗户看到结束""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),

("zh10", "老陈", """就一件事：10点去草坪，看到Kai就杀，不管旁边有没有人""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: Kai, if: always}
""", ""),

("zh11", "小美", """我屋门只给阿杰开，别人来了不开哈。8点10分去娱乐室从窗户看花园，9点20回房""", "accept", """
door: [阿杰]
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:20", go: home}
""", ""),

("zh12", "胖虎", """dm，我8点40去花园，9点去草坪，9点20从东楼梯上来回房间""", "accept", """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:20", go: home, via: [east-stairs]}
""", ""),

("zh13", "阿杰", """9:30 去202，小美要是一个人在就杀了，她不在或者屋里有别人就去花园""", "accept", """
orders:
  - {at: "21:30", go: "202", kill: 小美, if: alone, else: {go: garden}}
""", ""),

("zh14", "王警官", """我打算9点去201问问话，然后9点半去203，10点去205，10点半回娱乐室""", "accept", """
orders:
  - {at: "21:00", go: "201"}
  - {at: "21:30", go: "203"}
  - {at: "22:00", go: "205"}
  - {at: "22:30", go: "204"}
""", ""),

("zh15", "老陈", """8点半开始从猫眼看""", "accept", """
orders:
  - {at: "20:30", peek: peephole}
""", ""),

("zh16", "小美", """主持人 今晚我整晚从窗户看花园，不过10点以后换成门孔""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("zh17", "胖虎", """8点去203串门，8点40回来，9点去草坪待到十点，十点回房间门孔看""", "accept", """
orders:
  - {at: "20:00", go: "203"}
  - {at: "20:40", go: home}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh18", "阿杰", """9点去花园。9点到10点之间只要遇到Priya就杀了她，有人没人都一样""", "accept", """
orders:
  - {at: "21:00", go: garden}
standing:
  - {kill: Priya, if: always, from: "21:00", until: "22:00"}
""", ""),

("zh19", "赵队", """赵队报到👮 8点在娱乐室看窗户，9点去花园站岗，一直站到结束""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
""", ""),

("zh20", "老陈", """10点40去207找Kai，他一个人的话就干掉，不行就回屋""", "accept", """
orders:
  - {at: "22:40", go: "207", kill: Kai, if: alone, else: {go: home}}
""", ""),

("zh21", "小美", """8:00-8:29 窗户
8:30-8:59 门孔
9:00 去204
9:30 去草坪
10:00 回来看窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh22", "胖虎", """嗨DM，今晚不出门了，10点前门也不给人开，就趴猫眼上看一晚上""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("zh23", "阿杰", """9点10分去花园 9点40去草评 10点20回屋""", "accept", """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home}
""", ""),

("zh24", "王警官", """我去202看看，8点半出发，待到9点半回娱乐室，在窗口看着""", "accept", """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:30", go: "204", peek: window}
""", ""),

("zh25", "老陈", """今晚碰到胖虎就杀，随便哪儿，有人也杀。其他时候呆屋里窗户看""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 胖虎, if: always}
""", ""),

("zh26", "小美", """10点去201，Tom在的话就杀他，不在就算了回房""", "accept", """
orders:
  - {at: "22:00", go: "201", kill: Tom, else: {go: home}}
""", ""),

("zh27", "胖虎", """8点20去娱乐室，8点50回来。9点开始看窗户。10点半去花园""", "accept", """
orders:
  - {at: "20:20", go: "204"}
  - {at: "20:50", go: home}
  - {at: "21:00", peek: window}
  - {at: "22:30", go: garden}
""", ""),

("zh28", "阿杰", """前半个小时窗户门孔轮流看，每10分钟换一次，从窗户开始，8点20以后就只看窗户了""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
""", ""),

("zh29", "赵队", """赵队：9点去205，9点40去209，10点20去草坪""", "accept", """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:40", go: "209"}
  - {at: "22:20", go: lawn}
""", ""),

("zh30", "老陈", """哈喽主持人，我今晚的：
8:10 去花园
8:30 去草坪
9:00 回房间从窗户看
10:30 去204看窗外""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:30", go: "204", peek: window}
""", ""),

("zh31", "小美", """我就一条：整晚不管在哪遇到老陈，他一个人的时候就动手""", "accept", """
standing:
  - {kill: 老陈, if: alone}
""", ""),

("zh32", "胖虎", """九点半去二零三找阿杰玩，十点回来""", "accept", """
orders:
  - {at: "21:30", go: "203"}
  - {at: "22:00", go: home}
""", ""),

("zh33", "阿杰", """老板我9点出门去草坪，走西楼梯下去，9点半回来""", "accept", """
orders:
  - {at: "21:00", go: lawn, via: [west-stairs]}
  - {at: "21:30", go: home}
""", ""),

("zh34", "王警官", """八点四十去花园，九点二十去草坪，十点整回204从窗户看""", "accept", """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),

("zh35", "老陈", """10点50去201，胖虎单独在就杀，否则回房""", "accept", """
orders:
  - {at: "22:50", go: "201", kill: 胖虎, if: alone, else: {go: home}}
""", ""),

("zh36", "小美", """今晚门只给阿杰和王警官开。8点半开始猫眼盯着""", "accept", """
door: [阿杰, 王警官]
orders:
  - {at: "20:30", peek: peephole}
""", ""),

("zh37", "胖虎", """主持人！9:40去202，小美要是一个人就杀了她，不然就去草坪""", "accept", """
orders:
  - {at: "21:40", go: "202", kill: 小美, if: alone, else: {go: lawn}}
""", ""),

("zh38", "阿杰", """9点去204坐着。今晚9点到11点，只要碰上小美就动手，不管有没有别人""", "accept", """
orders:
  - {at: "21:00", go: "204"}
standing:
  - {kill: 小美, if: always, from: "21:00", until: "23:00"}
""", ""),

("zh39", "赵队", """我8点就去草坪蹲着，9点换去花园，9点50回娱乐是""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:50", go: "204"}
""", ""),

("zh40", "老陈", """9点去204""", "accept", """
orders:
  - {at: "21:00", go: "204"}
""", ""),

("zh41", "小美", """8点40去205串门聊天，9点10分回来""", "accept", """
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:10", go: home}
""", ""),

("zh42", "胖虎", """DM晚上好，我的安排：
第一段在屋里窗户看草坪；
第二段9点20去209找Jake聊天，9点50回来；
第三段门孔看。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: "209"}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: peephole}
""", ""),

("zh43", "阿杰", """偷偷说一句🤫 我10点去草坪，Priya如果在那而且就她一个人，就杀了。没碰到就在草坪待着""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: Priya, if: alone}
""", ""),

("zh44", "王警官", """王警官：今晚就待在204，8点到9点看窗户，9点以后不看了就坐着""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
""", "an order with only `at` stops the peeking"),

("zh45", "老陈", """8点半去203找阿杰，要是他不开门就回自己屋从猫眼看""", "accept", """
orders:
  - {at: "20:30", go: "203", else: {go: home, peek: peephole}}
""", ""),

("zh46", "小美", """今天不杀人哈，就9点半去草坪散步，10点10分回屋。谁敲门都开""", "accept", """
door: open
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home}
""", ""),

("zh47", "胖虎", """我8点10分去花园，要是碰到小美一个人就杀了，没碰到就一直在花园呆着""", "accept", """
orders:
  - {at: "20:10", go: garden, kill: 小美, if: alone}
""", ""),

("zh48", "阿杰", """9:50 去209 串个门""", "accept", """
orders:
  - {at: "21:50", go: "209"}
""", ""),

("zh49", "赵队", """我10点去201，10点半去202，然后就在202待着""", "accept", """
orders:
  - {at: "22:00", go: "201"}
  - {at: "22:30", go: "202"}
""", ""),

("zh50", "老陈", """8点40我去草坪。8点40到9点40之间，路上碰到Kai就杀，旁边有没有人都杀""", "accept", """
orders:
  - {at: "20:40", go: lawn}
standing:
  - {kill: Kai, if: always, from: "20:40", until: "21:40"}
""", ""),

("zh51", "小美", """老板 我10点20去201找Tom，就他一个人的话就杀，他不在或者有别人就去娱乐室""", "accept", """
orders:
  - {at: "22:20", go: "201", kill: Tom, if: alone, else: {go: "204"}}
""", ""),

("zh52", "胖虎", """今晚门关着（10点前）。8点去娱乐室窗户看花园，8点50回房，9点开始窗户看草坪""", "accept", """
door: closed
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:50", go: home}
  - {at: "21:00", peek: window}
""", ""),

("zh53", "阿杰", """8点半去花园，在花园碰到小美就杀""", "accept", """
orders:
  - {at: "20:30", go: garden, kill: 小美}
""", "a kill without if waits for the target to be met"),

("zh54", "王警官", """我9点从东楼梯下去到花园，9点半去草坪，10点从西楼梯上来回204""", "accept", """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204", via: [west-stairs]}
""", ""),

("zh55", "老陈", """我整晚都猫眼盯着，除了9点到9点半去娱乐室""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),

("zh56", "小美", """主持人在吗？我改一下：8点20去203，阿杰开门就聊，不开就回来。10点在自己屋看门孔""", "accept", """
orders:
  - {at: "20:20", go: "203", else: {go: home}}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
]

REFUSALS = [
("zh57", "胖虎", """9点去203，阿杰一个人的话就把他干掉""",
 ["阿杰", "目标", "target", "小美", "Kai"], "五.10 不可滥杀无辜: only one of one's own two targets (胖虎: 小美, Kai); ADJUDICATION 5"),
("zh58", "王警官", """9点去草坪，要是看到胖虎一个人在那就直接杀了他""",
 ["警察", "police", "不能杀", "cannot kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh59", "老陈", """10点去娱乐室，碰到赵队就杀了他""",
 ["赵队", "警察", "police"], "五.10 房客不能杀警察 (六.6 凶手不能杀警察)"),
("zh60", "阿杰", """11点半去草坪吹吹风""",
 ["23:30", "11点半", "22:50", "20:00", "时段", "night"], "五.1 the night runs 8-11; orders start 20:00-22:50 (ADJUDICATION 2)"),
("zh61", "小美", """7点50就先去娱乐室占位置哈哈""",
 ["19:50", "7点50", "20:00", "时段", "night"], "五.1 the night starts at 20:00 (ADJUDICATION 2)"),
("zh62", "胖虎", """8点25去花园""",
 ["8点25", "20:25", "10分钟", "整数倍", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh63", "老陈", """9点去204从猫眼往外看""",
 ["猫眼", "门孔", "peephole", "204"], "五.3(3) 在204只能从窗户向外窥视; docs/ORDERS.md peek: only window from 204"),
("zh64", "阿杰", """整晚从窗户看花园，看谁去花园""",
 ["窗", "花园", "草坪", "朝南", "window", "south", "203"], "三.2/五.3(1) 203朝南，窗户只能看见草坪，看不见花园"),
("zh65", "小美", """9点去走廊站着，看谁进进出出""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh66", "胖虎", """9点去209找Jake，同时在我屋里从猫眼盯着走廊""",
 ["9点", "21:00", "一件事", "猫眼", "门孔", "209", "自己房间", "own room"], "五.2 每10分钟只能干一件事 / 五.3(1) 只能在自己房间窥视"),
("zh67", "老陈", """今晚门谁都不开，10点以后也不开""",
 ["10点", "22:00", "必须开门", "must open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh68", "小美", """8点半去206找人玩""",
 ["206"], "三.2 二层只有201-205、207、209和204; 206 does not exist"),
("zh69", "小美", """今晚只要看到老陈和Tom，两个都杀掉""",
 ["两", "一人", "one of", "老陈", "Tom"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
("zh70", "阿杰", """9点去202，在小美她们屋里从窗户往外看""",
 ["202", "自己", "own room", "窗"], "五.3(1) 窥视只能待在自己房间里; docs/ORDERS.md peek from one's own room"),
]
