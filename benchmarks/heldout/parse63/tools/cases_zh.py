# Chinese cases for the parse63 held-out set (WeChat / QQ group players).
# CASES: (id, sender, message, "accept", expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
("zh01", "大刘", """主持人晚上好～今晚我的行动：
8点到8点20在房间从窗户往外看，8:20开始换门孔看
8点40去204聊天，一直待着
9点10分去花园溜达，9点40回自己房间，从门孔看
10点以后就在房间里看窗户，不出去了 哈哈""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    go: "204"
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),

("zh02", "小美", """老板 我今晚就一直在房间从窗户看花园，别的不干了😂""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", "202 faces north: its window sees the garden"),

("zh03", "阿杰", """DM，我9点20去207找胖虎，他一个人在的话就动手，不然就直接回自己房间。其他时间都在房里窝着""", "accept", """
orders:
  - at: "21:20"
    go: "207"
    kill: 胖虎
    if: alone
    else: {go: home}
""", ""),

("zh04", "胖虎", """整晚不管在哪碰到王姐，只要她是一个人就弄死她。我8点去204待着，10点回屋""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:00"
    go: home
standing:
  - kill: 王姐
    if: alone
    from: "20:00"
    until: "23:00"
""", ""),

("zh05", "老周", """我是警察哈 今晚8点先在204从窗户看花园，9点去草坪转一圈，9点半回204""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: "204"
""", "an officer without a room starts in 204"),

("zh06", "大刘", """今晚10点前我房门谁敲都不开。8点10分去202找小美聊聊天，8点50回来""", "accept", """
door: closed
orders:
  - at: "20:10"
    go: "202"
  - at: "20:50"
    go: home
""", ""),

("zh07", "小美", """10点半我去205，要是王姐一个人就杀了她，否则就去花园。""", "accept", """
orders:
  - at: "22:30"
    go: "205"
    kill: 王姐
    if: alone
    else: {go: garden}
""", ""),

("zh08", "王姐", """主持人 今晚我门只给阿杰和小美开，别人敲门不理（10点以后没办法只能开哈哈）。整晚都在门孔看""", "accept", """
door: [阿杰, 小美]
orders:
  - at: "20:00"
    peek: peephole
""", "the door list holds before 22:00 only, as the player says"),

("zh09", "胖虎", """8:40从西边楼梯下去花园，绕一下嘛，9点回房间睡觉zzz""", "accept", """
orders:
  - at: "20:40"
    go: garden
    via: [west-stairs]
  - at: "21:00"
    go: home
""", "route named: west stairs"),

("zh10", "大刘", """Kev那家伙 9点到10点之间只要碰到他一个人就干掉。其他我就在房间窗户看草坪""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: Kev
    if: alone
    from: "21:00"
    until: "22:00"
""", ""),

("zh11", "小美", """8点半去花圆，9点回房间从窗户看""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: window
""", "typo 花圆 for 花园"),

("zh12", "阿杰", """9:50去草坪 胖虎要是在就杀了他，不管旁边有没有人，不在的话就回来""", "accept", """
orders:
  - at: "21:50"
    go: lawn
    kill: 胖虎
    if: always
    else: {go: home}
""", ""),

("zh13", "王姐", """今天不出门了，就在房间里看。8点先门孔，然后每十分钟换一次，窗户门孔轮着来，一直到11点""", "accept", """
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
    peek: peephole
  - at: "21:10"
    peek: window
  - at: "21:20"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "21:40"
    peek: peephole
  - at: "21:50"
    peek: window
  - at: "22:00"
    peek: peephole
  - at: "22:10"
    peek: window
  - at: "22:20"
    peek: peephole
  - at: "22:30"
    peek: window
  - at: "22:40"
    peek: peephole
  - at: "22:50"
    peek: window
""", "seed 五.3(1): alternating every 10 minutes"),

("zh14", "胖虎", """主持人我9点去203串门，没人开就去204""", "accept", """
orders:
  - at: "21:00"
    go: "203"
    else: {go: "204"}
""", ""),

("zh15", "大刘", """老板晚上好！
第一段：8:00-8:30房间窗户看，8:30去花园逛逛
第二段：9:00去204，9:30回房门孔看着
第三段：10:10去202找小美，她一个人就干掉，不然回房
完毕 🙏""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:10"
    go: "202"
    kill: 小美
    if: alone
    else: {go: home}
""", ""),

("zh16", "王姐", """9点40走东楼梯下去草坪，10点20回来""", "accept", """
orders:
  - at: "21:40"
    go: lawn
    via: [east-stairs]
  - at: "22:20"
    go: home
""", "route named: east stairs"),

("zh17", "胖虎", """我先睡会儿 哈哈 10点半去花园，到了看到王姐一个人就动手""", "accept", """
orders:
  - at: "22:30"
    go: garden
    kill: 王姐
    if: alone
""", "no else: the kill stays armed while he is in the garden"),

("zh18", "老周", """8:20去202看看小美在干嘛，8:40回餐厅""", "accept", """
orders:
  - at: "20:20"
    go: "202"
  - at: "20:40"
    go: "204"
""", "餐厅 is 204"),

("zh19", "阿杰", """9点去201找刘哥，他一个人在的话就弄他，不在或者有别人就回来""", "accept", """
orders:
  - at: "21:00"
    go: "201"
    kill: 大刘
    if: alone
    else: {go: home}
""", "刘哥 is 大刘's nickname in game.yaml"),

("zh20", "小美", """9点去204，要是胖虎在就跟他聊会儿，他不在我就回房间看窗户""", "accept", """
orders:
  - at: "21:00"
    go: "204"
    if: {present: 胖虎}
    else: {go: home, peek: window}
""", ""),

("zh21", "阿杰", """哈喽DM 今天我安排如下
8点 门孔看
8点20 去花园
8点40 去草坪
9点10 回房 窗户看
10点 去204 窗户看花园
10点半 回房门孔
就这样""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:20"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:10"
    go: home
    peek: window
  - at: "22:00"
    go: "204"
    peek: window
  - at: "22:30"
    go: home
    peek: peephole
""", ""),

("zh22", "王姐", """Mike住201对吧，我10点去201，要是只有他一个人就杀了，不是的话就撤回房""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: Mike
    if: alone
    else: {go: home}
""", ""),

("zh23", "胖虎", """10点40去203，Priya一个人就下手，否则去草坪""", "accept", """
orders:
  - at: "22:40"
    go: "203"
    kill: Priya
    if: alone
    else: {go: lawn}
""", ""),

("zh24", "老周", """８：００去草坪巡逻，９：００去花园，１０：００回２０４窗户看""", "accept", """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: "204"
    peek: window
""", "full-width digits and colons"),

("zh25", "大刘", """今晚啥也不干，窝房间打游戏 哈哈哈""", "accept", """
""", "no orders: stays in his room all night, not peeking (a file with `who` only)"),

("zh26", "小美", """10点去草坪。10点以后碰到王姐就杀，不管旁边有没有人""", "accept", """
orders:
  - at: "22:00"
    go: lawn
standing:
  - kill: 王姐
    if: always
    from: "22:00"
    until: "23:00"
""", ""),

("zh27", "王姐", """第一时段：待在房间，从窗户看草坪
第二时段：9:00去204聊天，9:50回自己房间
第三时段：10:20去花园，碰到阿杰一个人就杀了他，10:50回房""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "21:50"
    go: home
  - at: "22:20"
    go: garden
    kill: 阿杰
    if: alone
  - at: "22:50"
    go: home
""", ""),

("zh28", "胖虎", """我8点再房间门孔看，8点半去草平玩，9点回来""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
""", "typos 再 for 在, 草平 for 草坪"),

("zh29", "老周", """9点20去207看看胖虎，要是他不在就去草坪看看""", "accept", """
orders:
  - at: "21:20"
    go: "207"
    if: {present: 胖虎}
    else: {go: lawn}
""", ""),

("zh30", "大刘", """Kevin今晚我要搞他。9点半去209，他一个人就动手，否则回房""", "accept", """
orders:
  - at: "21:30"
    go: "209"
    kill: Kev
    if: alone
    else: {go: home}
""", "Kevin is Kev's nickname in game.yaml"),

("zh31", "阿杰", """DM
我的
8.30 草坪
9.00 回房
10.00 开始门孔看到结束""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
  - at: "22:00"
    peek: peephole
""", "sent as short chat lines"),

("zh32", "王姐", """问下204窗户是朝花园的吧？那我9点去204从窗户看花园，10点回房""", "accept", """
orders:
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
""", ""),

("zh33", "小美", """主持人 8点半去花园，啊不对，8点40去花园，9点20回房间门孔看""", "accept", """
orders:
  - at: "20:40"
    go: garden
  - at: "21:20"
    go: home
    peek: peephole
""", "the player corrects 8点半 to 8点40"),

("zh34", "胖虎", """九点半之前碰到priya落单就刀了她，8点出门去花园转转""", "accept", """
orders:
  - at: "20:00"
    go: garden
standing:
  - kill: Priya
    if: alone
    from: "20:00"
    until: "21:30"
""", "落单 = alone; 刀 = kill"),
]

REFUSALS = [
("zh35", "大刘", """9点去203，阿杰要是一个人在就把他做了""",
 ["阿杰", "目标", "target"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (大刘's targets: 小美, Kev); ADJUDICATION 5"),
("zh36", "胖虎", """那个老周老盯着我 烦死了 今晚10点去204，看到他就干掉 哈哈""",
 ["老周", "警察", "police"],
 "五.10 房客不能杀警察; 六.6 凶手不能杀警察; ADJUDICATION 5"),
("zh37", "王姐", """主持人 我7点50先去花园等着，8点半回房间""",
 ["7点50", "7:50", "19:50", "20:00", "8点-11点"],
 "五.1 杀人时段是晚上8点-11点; ADJUDICATION 2 (orders start 20:00-22:50)"),
("zh38", "阿杰", """9点25去草坪，10点回来""",
 ["9点25", "9:25", "21:25", "10分钟", "整数倍", "multiple of 10"],
 "五.4 每次行动开始时间必须是10的整数倍; ADJUDICATION 2"),
("zh39", "小美", """今晚一直在房间从窗户盯着草坪那边""",
 ["草坪", "花园", "朝北", "lawn", "garden", "north"],
 "三.2 朝北的花园洋房(202)从窗户只能看见花园; ADJUDICATION 1 (202 faces north, its window sees the garden zone)"),
("zh40", "胖虎", """9点出门在走廊里站着，看看谁进进出出""",
 ["走廊", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动; ADJUDICATION 3"),
("zh41", "小美", """今晚谁敲门我都不开，10点以后也不开！""",
 ["10点", "22:00", "必须开门", "开门", "must open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门; ADJUDICATION 5"),
("zh42", "阿杰", """8点下楼去一楼大厅坐坐，9点回房""",
 ["大厅", "一楼", "hall", "ground floor"],
 "三.2 一层是大厅（本游戏中不出现）; ORDERS.md `go` places"),
]
