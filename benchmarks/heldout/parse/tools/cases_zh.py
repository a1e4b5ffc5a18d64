# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("zh01", "老王", """TO 幕后黑手：
我是老王，今晚安排如下
8:00-8:19 从窗户往外看，8:20-8:29 从门孔看，8:30 去娱乐室聊天，一直待着。
9点10分去草坪，玩到9:40回自己房间，从门孔看。
第三时段一直在房间，从窗户看。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "the seed's own sample order (五.5), paraphrased"),

("zh02", "小李", """8点到9点从窗户看花园，9点去204，10点回房""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "202 faces north: its window sees the garden; bare hours"),

("zh03", "阿芳", """今晚我就在房间里待着，哪也不去，整晚从门孔看走廊。谢谢！""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "whole night peephole"),

("zh04", "陈默", """10点去草坪""", A, """
orders:
  - {at: "22:00", go: lawn}
""", "one line, bare hour 10 = 22:00"),

("zh05", "Dan", """9点半去花园逛逛，10点回来""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", "点半, 逛逛, 回来"),

("zh06", "老王", """这三个小时里碰见小李单独一个人就杀了他""", A, """
standing:
  - {kill: 小李, if: alone, from: "20:00", until: "23:00"}
""", "standing kill, seed 五.7 third form but with 单独"),

("zh07", "Alice", """10:20去205，如果陈默一个人在房间里就杀了他，不然就回来。""", A, """
orders:
  - {at: "22:20", go: "205", kill: 陈默, if: alone, else: {go: home}}
""", "seed 五.7 first form with else"),

("zh08", "Carol", """9：30去草坪，如果碰见Bob单独一个人，就杀了他""", A, """
orders:
  - {at: "21:30", go: lawn, kill: Bob, if: alone}
""", "seed 五.7 second form, full-width colon"),

("zh09", "Dan", """今晚无论在哪碰见老王，不管旁边有没有人，都杀了他""", A, """
standing:
  - {kill: 老王, if: always}
""", "seed 五.7 third form: 无论周围有没有人"),

("zh10", "小李", """八点半去找阿芳聊天，九点回来从窗户看花园""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:00", go: home, peek: window}
""", "Chinese numerals; 找X聊天 = X's room (阿芳 lives in 203)"),

("zh11", "阿芳", """大家好～我阿芳。
8点先在屋里从窗户看草坪，9点去204坐坐，9点40去草坪，10点半回屋从门孔看。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: lawn}
  - {at: "22:30", go: home, peek: peephole}
""", "greeting, several slots on one line"),

("zh12", "陈默", """10点去敲Alice的门（201），Alice一个人在就杀了她，不是一个人就去草坪""", A, """
orders:
  - {at: "22:00", go: "201", kill: Alice, if: alone, else: {go: lawn}}
""", "敲门, …就…, else"),

("zh13", "Bob", """晚上只要碰到Dan一个人，就宰了他。其他时间我在房间从窗户看着。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Dan, if: alone}
""", "只要…就…: standing kill all night; 宰 = kill"),

("zh14", "张警官", """警察张，报告行动：8点在娱乐室从窗户看花园，9点去草坪转转，9点半去花园，10点回娱乐室""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204; window from 204 sees the garden"),

("zh15", "马探长", """9点去203敲门找阿芳聊聊，10点回娱乐室""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "204"}
""", "police visiting"),

("zh16", "老王", """【行动】8：40去花园，9：00去草坪，9：20回房间，9：30开始从门孔看走廊""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:20", go: home}
  - {at: "21:30", peek: peephole}
""", "full-width colons"),

("zh17", "小李", """十点二十去209找Dan，他一个人在的话就杀了他""", A, """
orders:
  - {at: "22:20", go: "209", kill: Dan, if: alone}
""", "十点二十 = 22:20; …的话就…"),

("zh18", "Carol", """今晚10点前不给任何人开门。
8点起从窗户看草坪，10点去204，10点半回来""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home}
""", "door closed before 22:00 is legal"),

("zh19", "Dan", """只给老王开门，其他人一律不开。
9点到10点轮流从窗户和门孔看，每十分钟换一次，10点以后就待着睡觉""", A, """
door: [老王]
orders:
  - {at: "21:00", peek: window}
  - {at: "21:10", peek: peephole}
  - {at: "21:20", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "21:40", peek: window}
  - {at: "21:50", peek: peephole}
  - {at: "22:00"}
""", "seed 五.3(1) alternate every 10 minutes; door for one name; stop peeking at 22:00"),

("zh20", "阿芳", """9点半去草坪。从9点一刻到10点，在哪碰见老王单独一人就杀了他""", A, """
orders:
  - {at: "21:30", go: lawn}
standing:
  - {kill: 老王, if: alone, from: "21:15", until: "22:00"}
""", "一刻 in a standing window (any whole minute)"),

("zh21", "陈默", """晚上好，GM。我8点10分去204聊天，8点50回来。10点以后在房里从门孔往外看。""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: home}
  - {at: "22:00", peek: peephole}
""", ""),

("zh22", "Bob", """9点出门去草坪，走东楼梯""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
""", "route named (seed 五.8)"),

("zh23", "Alice", """8点半从西楼梯下去到花园，9点去草坪，9点半回房间""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", ""),

("zh24", "小李", """在204待着，8点到11点都在那，从窗户看花园""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "window from 204 is allowed"),

("zh25", "老王", """8点去207找Carol，她一个人的话就动手，不是一个人就去草坪。
9点回自己房间从窗户看。""", A, """
orders:
  - {at: "20:00", go: "207", kill: Carol, if: alone, else: {go: lawn}}
  - {at: "21:00", go: home, peek: window}
""", "动手 = kill"),

("zh26", "Dan", """8点半去娱乐室，10点去Alice房间，Alice单独在就杀掉，否则回娱乐室""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: "201", kill: Alice, if: alone, else: {go: "204"}}
""", "Alice's room = 201"),

("zh27", "马探长", """整晚在娱乐室窗口盯着花园""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police in 204 all night at the window (go: 204 is where he already is)"),

("zh28", "阿芳", """10点半去草坪，碰到Carol一个人就杀了她。""", A, """
orders:
  - {at: "22:30", go: lawn, kill: Carol, if: alone}
""", ""),

("zh29", "陈默", """GM好！
今晚计划：
9点 去花园
9点20 去草坪
9点50 回房
就这些，谢谢~""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", ""),

("zh30", "张警官", """8:00去草坪，8:30回娱乐室，9:00去花园，9:30回娱乐室，在窗口看花园""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204", peek: window}
""", "police: 回娱乐室"),

("zh31", "小李", """10点整去敲阿芳的门，进去把她杀了，她不在的话就回房""", A, """
orders:
  - {at: "22:00", go: "203", kill: 阿芳, else: {go: home}}
""", "kill without a condition; 不在…就… = else when the target is absent"),

("zh32", "Bob", """8点 窗户
8点10 门孔
8点20 窗户
8点半 去204
9点 回屋 门孔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "terse list"),

("zh33", "Carol", """【Carol·207】
9:40去花园散散步；10:00去草坪；10:30回来。""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: home}
""", ""),

("zh34", "老王", """TO 幕后黑手：
老王（201）今晚的行动：
第一时段：
  8点到9点在屋里从窗户看草坪。
第二时段：
  9点出去逛逛花园。
  9点半去204，一直待到10点半，
第三时段：
  10点半再回屋。
完毕，辛苦了！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "10 lines with the seed's header; 待到 = until"),

("zh35", "Alice", """10点整去203，要是Bob自己一个人在屋里，就把他杀了。不然就回自己屋从窗户看。""", A, """
orders:
  - {at: "22:00", go: "203", kill: Bob, if: alone, else: {go: home, peek: window}}
""", "else with go and peek"),

("zh36", "Dan", """门别给陈默开，其他人都可以进。整晚在屋里从门孔看。""", A, """
door: [老王, Alice, 小李, 阿芳, Bob, Carol, 张警官, Holmes, 马探长]
orders:
  - {at: "20:00", peek: peephole}
""", "a deny-one door written as the list of everyone else (order of names free)"),

("zh37", "阿芳", """8点半去草坪，在那里待到9点10分，然后回房间""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: home}
""", ""),

("zh38", "陈默", """嗨～ 8点20去花园，8点40去草坪，如果Alice一个人在草坪就杀了她，9点回来""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:40", go: lawn, kill: Alice, if: alone}
  - {at: "21:00", go: home}
""", ""),

("zh39", "小李", """九点一刻到十点三刻之间，碰见Dan单独一个，就杀""", A, """
standing:
  - {kill: Dan, if: alone, from: "21:15", until: "22:45"}
""", "一刻/三刻 in a standing window"),

("zh40", "马探长", """我8点到花园转转，8点半去草坪，9点回娱乐室待着，从窗户看""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", peek: window}
""", ""),

("zh41", "Bob", """Bob报告：今晚在房间，第一时段从窗户看，第二时段从门孔看，第三时段去204""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "第N时段 = the seed's periods (五.2)"),

("zh42", "Carol", """10点50去205，陈默一个人就杀""", A, """
orders:
  - {at: "22:50", go: "205", kill: 陈默, if: alone}
""", "last slot 22:50"),

("zh43", "老王", """8点50去204，9点10回来，9点20去花园，9点40回来，门孔看
收到请回复，谢谢""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:10", go: home}
  - {at: "21:20", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", ""),

("zh44", "Dan", """第一时段待在屋里从门孔看东楼梯，第二时段去草坪溜达，第三时段回屋，从窗户看草坪""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "209's peephole sees the east stairs (五.3(1))"),

("zh45", "Alice", """我今天不动，一整晚在房间里，窗护看草坪。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "IME typo 窗护 for 窗户"),

("zh46", "阿芳", """晚上9点，去花园，要是碰到老王一个人在那里，就杀了他，不然就去草坪""", A, """
orders:
  - {at: "21:00", go: garden, kill: 老王, if: alone, else: {go: lawn}}
""", ""),

("zh47", "陈默", """8点整从西楼梯去草坪""", A, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
""", ""),

("zh48", "小李", """9点去找老王聊天，9点半回来""", A, """
orders:
  - {at: "21:00", go: "201"}
  - {at: "21:30", go: home}
""", "老王 lives in 201"),

("zh49", "Carol", """不管在哪,只要碰到Bob一个人就杀!!
8点去204. 9点去花园. 10点回屋""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Bob, if: alone}
""", ""),

("zh50", "Bob", """敲小李的门，他开门就进去，他一个人就杀了他，开不了门或者他不是一个人，就去草坪。时间：9点半""", A, """
orders:
  - {at: "21:30", go: "202", kill: 小李, if: alone, else: {go: lawn}}
""", "time given last"),

("zh51", "张警官", """警官张：9点去205找陈默问话，10点去209找Dan，10点半回娱乐室。""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "22:00", go: "209"}
  - {at: "22:30", go: "204"}
""", ""),

("zh52", "Dan", """八点四十去花圆，九点二十回来""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home}
""", "typo 花圆 for 花园"),

("zh53", "Alice", """哈喽GM～
9点去207找Carol聊天，她不在就去204待着。
10点回屋。
谢啦""", A, """
orders:
  - {at: "21:00", go: "207", if: {present: Carol}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "不在就… without a kill: if present / else"),
]

REFUSALS = [
("zh54", "老王", """今晚碰见Bob一个人就杀了他""", ["目标", "target", "小李", "Carol"], "Bob is not one of 老王's targets (五.10 不可滥杀无辜)"),
("zh55", "张警官", """张警官报到。8点去花园，碰到Dan单独一个人就把他杀了""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh56", "小李", """8点在屋里窗户看花园，11点10分去草坪看星星""", ["23:00", "22:50", "11点", "时间", "time", "20:00"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
("zh57", "阿芳", """7点半就出门去花园，8点半回来""", ["20:00", "19:30", "8点", "时间", "time"], "19:30 is before the night starts (五.1)"),
("zh58", "Bob", """8点15去204，9点回来""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:15", "8:15"], "not a multiple of 10 minutes (五.4)"),
("zh59", "陈默", """8点一刻去花园转一圈，9点回""", ["10分钟", "整数倍", "10 minutes", "multiple", "一刻", "20:15"], "一刻 = 20:15, not a 10-minute slot (五.4)"),
("zh60", "老王", """一整晚待在屋里，从窗户看花园""", ["朝南", "草坪", "花园", "south", "lawn", "garden", "201"], "201 faces south: its window sees the lawn, not the garden (三.2, 五.3(1)); a window peek would be a misread"),
("zh61", "Carol", """9点去204，从门孔看走廊""", ["门孔", "peephole", "204", "窗户", "window"], "from 204 only the window (五.3(3): 在204向外窥视 = window; no peephole of one's own)"),
("zh62", "Dan", """9点去Alice房间，用她的窗户看草坪""", ["自己", "own", "201", "窗户", "window"], "peeking only from one's own room (五.3(1))"),
("zh63", "小李", """9点去走廊站着，看看谁进进出出""", ["走廊", "corridor", "八"], "nobody stands in the corridor (八)"),
("zh64", "Bob", """9点去东楼梯口待着，等人""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no destination (八)"),
("zh65", "Alice", """9点去204聊天，9点去花园看看""", ["一件事", "同一", "slot", "21:00", "两", "one order", "10分钟"], "two destinations in one slot (五.2: 每10分钟一件事)"),
("zh66", "阿芳", """今晚谁敲门都不开，10点以后也不开！""", ["10点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh67", "陈默", """9点下楼去大厅喝一杯，10点回房""", ["大厅", "hall", "地点", "place", "一层"], "the ground-floor hall is not in the game (三.2 大厅（本游戏中不出现）)"),
("zh68", "老王", """小李和Carol两个都要杀，碰见一个杀一个""", ["一个", "一人", "one", "only", "两个", "目标"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("zh69", "Dan", """碰到张警官就杀了他""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10, 六.6)"),
("zh70", "Carol", """9点多去草坪，10点回去""", ["时间", "time", "9点多", "10分钟", "模糊", "ambiguous", "哪个"], "9点多 is no time: guessing 21:00 or 21:10 would be a misread (五.4 needs an exact 10-minute start)"),
]
