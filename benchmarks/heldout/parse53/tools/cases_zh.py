# Chinese cases of the parse53 held-out set (see ../README.md).
# CASES: (id, sender, message, "accept", expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
# Cast: 201 阿豪 (小雯, 阿Ken), Jonas (老周, Thiago); 202 老周 (阿豪, Hemi);
#       203 小雯 (Jonas, 沈逸), Thiago (老周, 阿Ken); 205 沈逸 (阿豪, Thiago);
#       207 Hemi (小雯, Jonas); 209 阿Ken (沈逸, Hemi); police 郑Sir, 顾警官, Kyle (no room: 204).

CASES = [
("zh01", "阿豪", """
20:00-20:30 窗口睇草坪 → 20:30 ent 吹水 → 21:30 返屋企 门孔 → 22:00 lawn
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:00"
    go: lawn
""", "ent = 娱乐室 (204)"),

("zh02", "老周", """
2000~2100 窗户
2100~2200 门孔
2200后睡了 不用管我
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
""", "22:00 stops peeking (sleep)"),

("zh03", "小雯", """
老师好，我今晚的行动如下：
第一时段：8:00-8:29在自己房间从窗户看草坪，8:30去娱乐室聊天，一直待到九点多。
第二时段：9:10出发去花园，9:40回自己房间，从门孔往走廊看。
第三时段：一直留在房间里，改成从窗户往外看，到结束。
谢谢～
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "九点多 here only says she is still in 204 until the 21:10 order"),

("zh04", "沈逸", """
阿拉今朝夜里安排：八点钟窗口头望草坪，望到九点；九点钟去花园荡荡；十点钟回屋里。十点前头啥人敲门阿拉都勿开。
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
""", "上海话: 阿拉=我, 荡荡=逛逛, 回屋里=回房间"),

("zh05", "阿Ken", """
2200 -> 205; if 沈逸.alone: kill 沈逸 else -> home
""", "accept", """
orders:
  - at: "22:00"
    go: "205"
    kill: 沈逸
    if: alone
    else: {go: home}
""", None),

("zh06", "郑Sir", """
我成晚喺204，窗口睇花园，唔郁。
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", "police without a room start in 204"),

("zh07", "顾警官", """
20:00 花园 / 20:30 草坪 / 21:00 204 窗口 / 22:00 草坪 到结束
""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: lawn
""", None),

("zh08", "老周", """
- 全程：自己房间窗户看花园
- standing：碰到阿豪且只有他一个人 → 杀
""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 阿豪
    if: alone
""", "202 faces north: its window sees the garden"),

("zh09", "小雯", """
8:30去205找沈逸聊天，要是没人开门就去204坐着。9点半回自己房间。
""", "accept", """
orders:
  - at: "20:30"
    go: "205"
    else: {go: "204"}
  - at: "21:30"
    go: home
""", None),

("zh10", "阿豪", """
九点两个字去草坪，如果见到小雯得佢一个，就做低佢。十点返屋企。
""", "accept", """
orders:
  - at: "21:10"
    go: lawn
    kill: 小雯
    if: alone
  - at: "22:00"
    go: home
""", "粤语: 两个字 = 10 minutes (21:10); 得佢一个 = alone; 做低佢 = kill"),

("zh11", "阿Ken", """
20:00-20:50 门孔(睇东楼梯) | 20:50 → din | 21:50 → 返房 窗口
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:50"
    go: "204"
  - at: "21:50"
    go: home
    peek: window
""", "din = 餐厅 (204)"),

("zh12", "沈逸", """
九点到十点之间，勿管辣啥地方碰着Thiago，勿管旁边有没有人，做脱伊。其他辰光阿拉就待辣屋里。
""", "accept", """
standing:
  - kill: Thiago
    if: always
    from: "21:00"
    until: "22:00"
""", "上海话: 做脱伊 = 杀了他"),

("zh13", "郑Sir", """
2000 ent 窗口睇花园; 2100 -> 草坪巡逻; 2200 -> 返204
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", "22:00 back in 204 without peeking"),

("zh14", "顾警官", """
八点半去203问问话，勿开门就去205。九点半回204。
""", "accept", """
orders:
  - at: "20:30"
    go: "203"
    else: {go: "205"}
  - at: "21:30"
    go: "204"
""", None),

("zh15", "老周", """
21:00 lawn（走西楼梯）→ 21:40 回来（走东楼梯）门孔
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [west-stairs]
  - at: "21:40"
    go: home
    via: [east-stairs]
    peek: peephole
""", None),

("zh16", "阿Ken", """
```
2000: peek(门孔)
2100: goto(lawn); if hemi.alone(): kill(hemi)
2200: goto(home); peek(窗)
```
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: lawn
    kill: Hemi
    if: alone
  - at: "22:00"
    go: home
    peek: window
""", None),

("zh17", "小雯", """
21:00 去207，如果Hemi在就聊天，不在就回来看窗户
""", "accept", """
orders:
  - at: "21:00"
    go: "207"
    if: {present: Hemi}
    else: {go: home, peek: window}
""", None),

("zh18", "沈逸", """
门只开拨小雯一家头（十点前）。八点到十一点全程猫眼望走廊。
""", "accept", """
door: [小雯]
orders:
  - at: "20:00"
    peek: peephole
""", "一家头 here: only 小雯 may come in"),

("zh19", "阿豪", """
22:10 去 209 搵阿Ken，佢一个人就做低佢，唔系就返屋企
""", "accept", """
orders:
  - at: "22:10"
    go: "209"
    kill: 阿Ken
    if: alone
    else: {go: home}
""", None),

("zh20", "老周", """
今晚就窗户，一晚上，别的不干 :)
""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

("zh21", "阿Ken", """
今晚唔出门。8点开始 窗/门孔 每10分钟轮流，窗先，轮到9点，之后瞓觉
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:10"
    peek: peephole
  - at: "20:20"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "20:50"
    peek: peephole
  - at: "21:00"
""", "alternation per 五.3(1); 21:00 stops peeking"),

("zh22", "郑Sir", """
九点去209揾阿Ken倾偈，冇人开门就去草坪，十点返204睇窗
""", "accept", """
orders:
  - at: "21:00"
    go: "209"
    else: {go: lawn}
  - at: "22:00"
    go: "204"
    peek: window
""", None),

("zh23", "顾警官", """
阿拉今夜就辣204，窗口望花园，八点望到十点；十点以后去草坪立到结束。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: lawn
""", None),

("zh24", "小雯", """
全程：遇到Jonas一个人就动手（standing）
行程：20:30 花园，21:30 草坪，22:30 回房
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: Jonas
    if: alone
""", None),

("zh25", "沈逸", """
22:00 → 201; if 阿豪 辣屋里 && Jonas 勿辣: 做脱阿豪; else → 204
""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: 阿豪
    if: {absent: Jonas}
    else: {go: "204"}
""", "kill needs 阿豪 there; the condition is only that Jonas is absent"),

("zh26", "老周", """
20.00~20.30 窗
20.30~21.30 餐厅
21.30~23.00 自己房间 门孔
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", None),

("zh27", "阿豪", """
全晚喺房，门孔。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
""", None),

("zh28", "阿Ken", """
2130 -> lawn via 东楼梯 ; 2230 -> home via 东楼梯
""", "accept", """
orders:
  - at: "21:30"
    go: lawn
    via: [east-stairs]
  - at: "22:30"
    go: home
    via: [east-stairs]
""", None),

("zh29", "小雯", """
9:15到10:45，如果在任何地方碰到沈逸单独一个人就杀了他。其它时间我就在房间里待着。
""", "accept", """
standing:
  - kill: 沈逸
    if: alone
    from: "21:15"
    until: "22:45"
""", "a standing window takes any whole minute"),

("zh30", "郑Sir", """
8点 → 花园; 8点半 → 草坪; 9点 → 204; 之后唔郁
""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: "204"
""", None),

("zh31", "顾警官", """
九点钟去202寻老周谈谈，伊勿开门就回204窗口望望。
""", "accept", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: "204", peek: window}
""", None),

("zh32", "沈逸", """
20:00 去203寻小雯白相，勿开门就算了回屋里。21:00 回屋里窗口望草坪。
""", "accept", """
orders:
  - at: "20:00"
    go: "203"
    else: {go: home}
  - at: "21:00"
    go: home
    peek: window
""", None),

("zh33", "老周", """
22:00 草坪，如果Hemi在那儿且只有他一个 → 杀；否则 → 回房
""", "accept", """
orders:
  - at: "22:00"
    go: lawn
    kill: Hemi
    if: alone
    else: {go: home}
""", None),

("zh34", "阿豪", """
今晚十点前唔开门。8:00-9:00 窗；9:00-10:00 门孔；10点后照规矩开门，返去睇窗。
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", None),

("zh35", "阿Ken", """
20:00-23:00 任何时候见到Hemi就劈，唔理有冇人
2030 -> lawn
2130 -> 花园
2230 -> home
""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Hemi
    if: always
""", "劈 = kill"),

("zh36", "小雯", """
我的安排：八点先用门孔看走廊，看到八点半；然后去花园走走，九点去草坪，九点半回房间，从窗户看草坪一直到十点；十点以后门孔看，直到结束。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", None),

("zh37", "沈逸", """
22:20 去 203，Thiago 一家头辣海就做脱伊，小雯也辣海就算了，回屋里
""", "accept", """
orders:
  - at: "22:20"
    go: "203"
    kill: Thiago
    if: alone
    else: {go: home}
""", "上海话: 一家头 = alone, 辣海 = 在"),

("zh38", "郑Sir", """
2000-2030 204窗口 | 2030-2100 去花园行下 | 2100 返204 窗口 到尾
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: "204"
    peek: window
""", None),

("zh39", "老周", """
21:00去205找沈逸，Jonas不在那儿的话就聊一会儿，Jonas在的话我就去204。22:00回房。
""", "accept", """
orders:
  - at: "21:00"
    go: "205"
    if: {absent: Jonas}
    else: {go: "204"}
  - at: "22:00"
    go: home
""", None),

("zh40", "阿豪", """
八点半经西楼梯落去花园，十点返屋企。
另外：十点三个字至十一点，周围有冇人都好，见到阿Ken就做低佢。
""", "accept", """
orders:
  - at: "20:30"
    go: garden
    via: [west-stairs]
  - at: "22:00"
    go: home
standing:
  - kill: 阿Ken
    if: always
    from: "22:15"
    until: "23:00"
""", "粤语: 三个字 = 15 minutes (22:15)"),

("zh41", "阿Ken", """
20:00 → 207 揾 Hemi 打机; 唔开门 → 204
21:00 → home 门孔
""", "accept", """
orders:
  - at: "20:00"
    go: "207"
    else: {go: "204"}
  - at: "21:00"
    go: home
    peek: peephole
""", None),

("zh42", "小雯", """
今晚我哪儿都不去，整晚从窗户看草坪。十点前只给Hemi和老周开门，其他人敲门一律不开。
""", "accept", """
door: [Hemi, 老周]
orders:
  - at: "20:00"
    peek: window
""", None),

("zh43", "沈逸", """
八点廿分去花园，九点廿分回屋里，猫眼望到底。
""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:20"
    go: home
    peek: peephole
""", "廿 = 20"),

("zh44", "郑Sir", """
今晚我就喺草坪企成晚
""", "accept", """
orders:
  - at: "20:00"
    go: lawn
""", None),

("zh45", "顾警官", """
20:00 先去203，勿开门就去205，205再勿开就回204
""", "accept", """
orders:
  - at: "20:00"
    go: "203"
    else: {go: "205", else: {go: "204"}}
""", "nested else; 204 is where a roomless officer walks back to anyway"),

("zh46", "老周", """
22:30 → 201 { if 阿豪 独自: kill 阿豪 } else → lawn
""", "accept", """
orders:
  - at: "22:30"
    go: "201"
    kill: 阿豪
    if: alone
    else: {go: lawn}
""", None),

("zh47", "阿豪", """
八点半去202揾老周吹水，九点半去ent，十点半返2F自己间房瞓
""", "accept", """
orders:
  - at: "20:30"
    go: "202"
  - at: "21:30"
    go: "204"
  - at: "22:30"
    go: home
""", None),

("zh48", "阿Ken", """
2000-2100 窗口(草坪) ; 2100-2200 204 窗口(花园) ; 2200- home 门孔
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
    peek: peephole
""", None),

("zh49", "小雯", """
10点整去201，Jonas一个人的话就杀了他；如果阿豪也在就只聊天。10点半回自己房间。
""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: Jonas
    if: alone
  - at: "22:30"
    go: home
""", "no else: she stays in 201 chatting until 22:30, the kill armed if Jonas is left alone"),

("zh50", "沈逸", """
八点到九点：窗口、猫眼轮流，先猫眼，每十分钟调一调。九点以后去204坐坐。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:10"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "20:50"
    peek: window
  - at: "21:00"
    go: "204"
""", None),

("zh51", "郑Sir", """
2130 去207，如果Hemi喺度就倾下，唔喺就去草坪
""", "accept", """
orders:
  - at: "21:30"
    go: "207"
    if: {present: Hemi}
    else: {go: lawn}
""", None),

("zh52", "顾警官", """
21:00 从东楼梯落去草坪，21:30 从西楼梯上来回204，窗口望。
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: "204"
    via: [west-stairs]
    peek: window
""", None),

("zh53", "老周", """
lawn @2130，hemi一个人就干掉，@2230 回房
""", "accept", """
orders:
  - at: "21:30"
    go: lawn
    kill: Hemi
    if: alone
  - at: "22:30"
    go: home
""", None),

("zh54", "阿豪", """
8点 > 花园, 9点 > 草坪, 10点 > 返屋企 睇窗
成晚：喺边度见到小雯而Thiago唔喺度，就做低佢
""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
standing:
  - kill: 小雯
    if: {absent: Thiago}
""", None),

("zh55", "阿Ken", """
門只開俾阿豪同老周（十點前）; 全晚房入面，窗
""", "accept", """
door: [阿豪, 老周]
orders:
  - at: "20:00"
    peek: window
""", "traditional characters"),

("zh56", "小雯", """
八点去204，八点四十去花园，九点二十去草坪，十点回房间窗户，十点四十门孔
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "20:40"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
  - at: "22:40"
    peek: peephole
""", None),
]

REFUSALS = [
("zh57", "阿豪", """
22:00 去202，见到老周一个人就做低佢
""", ["老周", "目标", "target"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿豪's targets: 小雯, 阿Ken); ADJUDICATION 5"),

("zh58", "沈逸", """
顾警官烦是烦得来，今夜九点以后伊要是一家头辣草坪，阿拉就去做脱伊
""", ["顾警官", "警察", "police"],
 "五.10 / 六.6 房客不能杀警察; ADJUDICATION 5 police cannot be killed"),

("zh59", "郑Sir", """
2200 → 203; if 小雯.alone: kill 小雯
""", ["警察", "police", "杀", "kill"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5 police cannot kill"),

("zh60", "老周", """
22:00 ent; 23:10 → lawn
""", ["23:10", "23", "11点", "十一点", "22:50", "night"],
 "五.1 杀人时段是晚上8点-11点 (orders 20:00-22:50); ADJUDICATION 2"),

("zh61", "小雯", """
7点40先去花园等着，8点回房间看窗户
""", ["7点40", "19:40", "7:40", "20:00", "8点"],
 "五.1 杀人时段从晚上8点开始 (19:40 is before the night); ADJUDICATION 2"),

("zh62", "阿Ken", """
2015 -> lawn; 2100 -> home
""", ["20:15", "2015", "整数倍", "10分钟", "multiple of 10"],
 "五.4 每次行动开始时间必须是10的整数倍"),

("zh63", "小雯", """
九点起从窗户盯着花园，盯到十点
""", ["花园", "garden", "草坪", "lawn", "朝南", "south"],
 "三.2 / 五.3(1) 203 faces south: its window sees the lawn, not the garden"),

("zh64", "阿豪", """
9点 → ent，喺204度用门孔睇住条走廊
""", ["门孔", "peephole", "204"],
 "五.3(1)(3) 门孔只能从自己房间看; 在204只能向窗外窥视"),

("zh65", "老周", """
21:00 去205，从沈逸房间的窗户看草坪
""", ["205", "自己房间", "自己的房间", "own room", "窗户", "window"],
 "五.3(1) 窥视只能待在自己房间里 (or window from 204)"),

("zh66", "阿Ken", """
2100-2200 企喺东楼梯口睇住
""", ["楼梯", "走廊", "stairs", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动 (stairs are no destination)"),

("zh67", "沈逸", """
八点到九点窗口搭猫眼一道望，两面同时望
""", ["同时", "轮流", "一件事", "one at a time", "猫眼", "门孔", "peephole"],
 "五.3(1) 在同一房间可以轮流从窗户和门孔窥视，每10分钟轮一个位置; 五.2 每10分钟一件事"),

("zh68", "阿豪", """
今晚成晚唔开门，十点之后都唔开
""", ["10点", "十点", "22:00", "开门", "open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh69", "老周", """
21:00 → 1F 大厅 转一圈, 21:30 → home
""", ["大厅", "1F", "一楼", "一层", "hall", "lobby"],
 "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),

("zh70", "小雯", """
22:00去201杀Jonas，22:30再去205把沈逸也杀了
""", ["一个", "一人", "两个", "只能", "one", "both", "沈逸"],
 "五.10 每人只能从自己的两个目标中任选一人杀死; ADJUDICATION 5 (one kill per game)"),
]
