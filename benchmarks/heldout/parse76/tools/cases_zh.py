"""Chinese cases of the parse76 set: (id, sender, message, None, expected body, note) and
refusals (id, sender, message, reason keywords, rule)."""

CASES = [
("zh01", "大熊", """晚上好各位哈哈 我今晚这么安排：8点先在屋里窗户往外看，8点半去204坐坐，一直呆到9点半，9点半回自己房间，然后猫眼看着走廊到最后。就这些 睡了睡了""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("zh02", "大熊", """今晚我去草坪溜达 9点出发 10点回来 回来后窗户看草坪 哈哈哈""", None, """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "10点回来 = leave the lawn at 22:00"),
("zh03", "大熊", """9点20去207找Mike，他要是一个人在屋里就干掉他，不是一个人的话就回自己屋😂""", None, """
orders:
  - at: "21:20"
    go: "207"
    kill: Mike
    if: alone
    else: {go: home}
""", ""),
("zh04", "大熊", """门只给糖糖开 别人敲门不开哈。然后整晚都在屋里 9点到10点用猫眼看 其余时间不看""", None, """
door: [糖糖]
orders:
  - at: "21:00"
    peek: peephole
  - at: "22:00"
""", "the 22:00 order only stops the peeking"),
("zh05", "大熊", """今晚不出门了，全程窗户看草坪，累了""", None, """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh06", "大熊", """兄弟们 我先去花园 8点10走，8点40去204，然后10点整回家。还有今晚不管在哪碰到糖糖一个人就动手""", None, """
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: "204"
  - at: "22:00"
    go: home
standing:
  - kill: 糖糖
    if: alone
""", ""),
("zh07", "大熊", """10点半去202 糖糖在的话直接做掉 不在就去204待着 哈哈别告诉她""", None, """
orders:
  - at: "22:30"
    go: "202"
    kill: 糖糖
    else: {go: "204"}
""", "after 22:00 the door must open, so else = target not there"),
("zh08", "大熊", """8点20从西楼梯下去花园 9点半回屋 就这样""", None, """
orders:
  - at: "20:20"
    go: garden
    via: [west-stairs]
  - at: "21:30"
    go: home
""", ""),
("zh10", "糖糖", """晚上好呀～✨ 糖糖今晚：8点就从窗户看花园🌸 看到9点，9点去204聊天，10点回房间继续窗户看～ 比心💕""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
""", "202 faces north: its window sees the garden"),
("zh11", "糖糖", """我今晚门关着谁也别进哈（10点之前） 8点40去209找小米玩 她一个人的话就…你懂的🔪 不行的话就回自己屋""", None, """
door: closed
orders:
  - at: "20:40"
    go: "209"
    kill: 小米
    if: alone
    else: {go: home}
""", ""),
("zh12", "糖糖", """9点半去草坪看星星⭐ 10点20回来 回来门孔看走廊""", None, """
orders:
  - at: "21:30"
    go: lawn
  - at: "22:20"
    go: home
    peek: peephole
""", ""),
("zh13", "糖糖", """今天不杀人了啦～ 就在204待一晚上 8点过去 窗户那边看花园 嘿嘿""", None, """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", ""),
("zh14", "糖糖", """8点半猫眼看看外面，9点开始窗户，10点去204找人聊天😆""", None, """
orders:
  - at: "20:30"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "204"
""", ""),
("zh15", "糖糖", """门只给大熊和胖虎开～ 9点10去201，大熊在的话就kill他 不管有没有别人 不在就去花园转转🌙""", None, """
door: [大熊, 胖虎]
orders:
  - at: "21:10"
    go: "201"
    kill: 大熊
    if: always
    else: {go: garden}
""", "kill without condition; 不在就 = the else"),
("zh16", "糖糖", """8点半去花园 待到10点 这段时间碰到小米就动手 管她旁边有没有人，10点回屋窗户看""", None, """
orders:
  - at: "20:30"
    go: garden
  - at: "22:00"
    go: home
    peek: window
standing:
  - kill: 小米
    if: always
    from: "20:30"
    until: "22:00"
""", ""),
("zh17", "糖糖", """10点去东楼梯那边下楼去草坪~ 一直呆到结束""", None, """
orders:
  - at: "22:00"
    go: lawn
    via: [east-stairs]
""", ""),
("zh19", "胖虎", """警察胖虎报到 哈哈 我就在204窗户看花园 一晚上""", None, """
orders:
  - at: "20:00"
    peek: window
""", "an officer without a room starts in 204"),
("zh20", "胖虎", """8点去花园巡逻 9点去草坪 10点回204""", None, """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", ""),
("zh21", "胖虎", """今晚去小米房间209坐坐 8点半过去 聊到10点 然后回餐厅窗户看""", None, """
orders:
  - at: "20:30"
    go: "209"
  - at: "22:00"
    go: "204"
    peek: window
""", ""),
("zh22", "胖虎", """9点40去202查下糖糖 不开门的话就去花园 开了就待到10点半 10点半回204""", None, """
orders:
  - at: "21:40"
    go: "202"
    else: {go: garden}
  - at: "22:30"
    go: "204"
""", ""),
("zh23", "胖虎", """哈哈哈今天懒 待204不动 10点以后窗户看下花园""", None, """
orders:
  - at: "22:00"
    peek: window
""", ""),
("zh24", "胖虎", """东楼梯下去草坪 8点40走 9点10从西边楼梯回来204""", None, """
orders:
  - at: "20:40"
    go: lawn
    via: [east-stairs]
  - at: "21:10"
    go: "204"
    via: [west-stairs]
""", ""),
("zh26", "老周", """窗户。整晚。""", None, """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh27", "老周", """9:00 207，Mike单独就杀，否则回。""", None, """
orders:
  - at: "21:00"
    go: "207"
    kill: Mike
    if: alone
    else: {go: home}
""", ""),
("zh28", "老周", """8:30花园 9:30草坪 10:30回 猫眼""", None, """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: home
    peek: peephole
""", ""),
("zh30", "小米", """哎呀今天上班累死了，老板又开会开到七点……好啦说正事。我想了想，昨天群里大家都说要去草坪，那我偏不去哈哈。我8点先在房间里用门孔盯着楼梯那边，毕竟209能看到楼梯嘛，谁上下楼我都知道😎 然后9点半去205串个门，找阿Wing聊聊天，如果她屋里只有她一个人……嘿嘿，那就送她上路。要是人多或者她不在就算了，直接回我自己房间。反正10点我肯定回自己房间，窗户看草坪到睡觉。就这样啦，晚安各位～""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    go: "205"
    kill: 阿Wing
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: window
""", ""),
("zh31", "小米", """跟大家说个事，我昨晚做梦梦到自己被推下悬崖了😱 所以今晚坚决不去草坪！！就在楼上活动。8点10分去204，跟大家一块儿聊天，聊到9点50，然后回209。10点以后就一直用窗户看着外面，看看到底谁会去悬崖那边。门就开着吧，反正10点以后也得开。""", None, """
door: open
orders:
  - at: "20:10"
    go: "204"
  - at: "21:50"
    go: home
  - at: "22:00"
    peek: window
""", ""),
("zh32", "小米", """今晚的计划是这样的：我其实一直怀疑老周，他那个人话太少了你们不觉得吗。所以我决定，今晚从9点到10点半，不管在哪儿只要碰到老周而且他身边没别人，我就动手。我自己呢，9点去花园，10点半之前回房间，就10点20出发吧。""", None, """
orders:
  - at: "21:00"
    go: garden
  - at: "22:20"
    go: home
standing:
  - kill: 老周
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
("zh34", "林队", """今晚部署如下（理由：昨晚草坪方向无人看守，凶手最可能利用断崖）：
1. 20:00-20:29 在204窗口观察花园；
2. 20:30 经东楼梯去草坪，守到21:59；
3. 22:00 回204，继续窗口观察。
以上。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: "204"
    peek: window
""", ""),
("zh35", "林队", """分析：203 两人同住，最容易出事。安排：① 8点半去203拜访，不开门则改去花园；② 9点20回204；③ 10点起窗口看花园。""", None, """
orders:
  - at: "20:30"
    go: "203"
    else: {go: garden}
  - at: "21:20"
    go: "204"
  - at: "22:00"
    peek: window
""", ""),
("zh37", "阿杰", """那个我今晚八点先在房间里面从窗户往外看然后八点四十去二零四聊天九点半回房间用门空看就这样""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", "voice input: 门空 = 门孔"),
("zh38", "阿杰", """九点十分去二零一找大雄如果他一个人在就杀了他不是一个人就去花园走走然后十点钟回自己房间""", None, """
orders:
  - at: "21:10"
    go: "201"
    kill: 大熊
    if: alone
    else: {go: garden}
  - at: "22:00"
    go: home
""", "voice input: 大雄 = 大熊"),
("zh40", "阿Wing", """今晚我八點去204傾偈，九點半返自己房，之後用窗口睇住草坪，唔該晒🙏""", None, """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", ""),
("zh41", "阿Wing", """門淨係俾糖糖入。十點去203，如果阿杰一個人喺度就殺咗佢，唔係就返屋企用門孔睇""", None, """
door: [糖糖]
orders:
  - at: "22:00"
    go: "203"
    kill: 阿杰
    if: alone
    else: {go: home, peek: peephole}
""", ""),
]

REFUSALS = [
("zh09", "大熊", """9点去203，看到阿杰一个人就弄死他 哈哈""",
 ["阿杰", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (大熊's targets: 糖糖, Mike)"),
("zh18", "糖糖", """我门今晚全程锁死 谁敲都不开 10点以后也不开！！😤 就在屋里猫眼看""",
 ["22", "10点", "开门", "open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh25", "胖虎", """9点去201 把大熊做了 反正我是警察没人怀疑😏""",
 ["警察", "police", "杀"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh29", "老周", """8:15 花园""",
 ["8:15", "20:15", "10分钟", "整数倍", "10 minutes"], "五.4 房客的每次行动开始时间必须是10的整数倍"),
("zh33", "小米", """今天说好了啊，我9点去204，要是林队一个人在那，我就把他解决掉，这个警察太烦了天天盯着我问😤""",
 ["林队", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh36", "林队", """部署：1. 20:00 下楼到一楼大厅守着大门，凶手出入必经；2. 21:00 回204。""",
 ["大厅", "hall", "一楼"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh39", "阿杰", """八点半出门在走廊里站着看谁经过一直站到九点然后回房间""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh42", "阿Wing", """八點半去204，喺度用門孔睇住走廊，睇到十點""",
 ["门孔", "門孔", "peephole", "204"], "五.3(1)(3) 门孔 only from one's own room; in 204 only the window"),
]
