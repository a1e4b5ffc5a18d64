# Chinese cases for the parse69 held-out set: (id, sender, message, "accept", expected body, note)
CASES = [
("zh01", "大刘", """主持人晚上好～
今晚我就不出门了，在房间里从窗户往外看，一直看到11点""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh02", "小雨", """老板 我8点半去娱乐室坐坐，9点回来，回来以后从猫眼往外看""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
""", ""),

("zh03", "胖虎", """DM 我今晚的行动哈
8:00-8:20 门孔往外看
8:20去花园溜达溜达
8:50回房间
9点到10点窗户看草坪
10:00去205找阿杰聊天
10:40回房，然后就睡了哈哈""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:20"
    go: garden
  - at: "20:50"
    go: home
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "205"
  - at: "22:40"
    go: home
""", "20:50 home without peeking, then window 21:00-22:00"),

("zh04", "阿杰", """9:20去203，如果胖虎一个人在就杀了他，不然就回自己房间""", "accept", """
orders:
  - at: "21:20"
    go: "203"
    kill: 胖虎
    if: alone
    else: {go: home}
""", ""),

("zh05", "老周", """今晚不管在哪碰到Mike，只要他是一个人，就干掉他😈 其他时间我就在房间待着""", "accept", """
standing:
  - kill: Mike
    if: alone
""", ""),

("zh06", "孙警官", """我是警察哈，8点就在204待着，从窗户看花园，10点去草坪转一圈，10:30回204""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: "204"
""", "a roomless officer starts in 204"),

("zh07", "大刘", """今晚10点前谁敲门都不开。9点去草坪，9点半回来""", "accept", """
door: closed
orders:
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: home
""", ""),

("zh08", "小雨", """只给阿杰开门，其他人敲门都别开哈。我就在屋里窗户看花园""", "accept", """
door: [阿杰]
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh09", "胖虎", """9:40去娱乐室""", "accept", """
orders:
  - at: "21:40"
    go: "204"
""", ""),

("zh10", "阿杰", """主持人 我10:10去209找老周，他不开门的话我就去草坪""", "accept", """
orders:
  - at: "22:10"
    go: "209"
    else: {go: lawn}
""", ""),

("zh11", "老周", """8:00~8:30 猫眼
8:30~9:00 窗户
之后一直猫眼到结束""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),

("zh12", "孙警官", """今晚我去203坐一坐，8:40过去，9:30回娱乐室看窗外""", "accept", """
orders:
  - at: "20:40"
    go: "203"
  - at: "21:30"
    go: "204"
    peek: window
""", ""),

("zh13", "大刘", """8:20走西楼梯下去花园，8:50去草坪，9:20回房""", "accept", """
orders:
  - at: "20:20"
    go: garden
    via: [west-stairs]
  - at: "20:50"
    go: lawn
  - at: "21:20"
    go: home
""", ""),

("zh14", "小雨", """10点半去205，阿杰要是一个人在就动手，不然就回房间从窗户看""", "accept", """
orders:
  - at: "22:30"
    go: "205"
    kill: 阿杰
    if: alone
    else: {go: home, peek: window}
""", ""),

("zh15", "胖虎", """9点到10点之间，只要碰到大刘，不管旁边有没有人，直接杀""", "accept", """
standing:
  - kill: 大刘
    if: always
    from: "21:00"
    until: "22:00"
""", ""),

("zh16", "阿杰", """哈哈我今晚就宅着了，猫眼看一整晚""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
""", ""),

("zh17", "老周", """8点10分去204聊天，9点回来，回来后看窗户""", "accept", """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:00"
    go: home
    peek: window
""", ""),

("zh18", "孙警官", """晚上8:00去花园，8:30去草坪，9:00去209找老周问问话，10:00回娱乐室""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: "209"
  - at: "22:00"
    go: "204"
""", ""),

("zh19", "大刘", """老板我改一下，之前发的那条作废哈：
9:50去202找小雨，如果她一个人在就杀了她，否则就去娱乐室""", "accept", """
orders:
  - at: "21:50"
    go: "202"
    kill: 小雨
    if: alone
    else: {go: "204"}
""", ""),

("zh20", "小雨", """门只对阿杰和胖虎开。8:40去203聊天，9:40回来""", "accept", """
door: [阿杰, 胖虎]
orders:
  - at: "20:40"
    go: "203"
  - at: "21:40"
    go: home
""", ""),

("zh21", "胖虎", """10点50去草坪吹吹风""", "accept", """
orders:
  - at: "22:50"
    go: lawn
""", ""),

("zh22", "阿杰", """9点整走东楼梯去草坪 9点半从西楼梯回房""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: home
    via: [west-stairs]
""", ""),

("zh23", "老周", """今晚9:30我去207，Mike在的话就杀了他，不在就回来""", "accept", """
orders:
  - at: "21:30"
    go: "207"
    kill: Mike
    else: {go: home}
""", "kill without condition; 不在就回来 is the contract's target-not-there else"),

("zh24", "孙警官", """孙警官行动：
8:00-9:00 在娱乐室看窗外
9:00 去201
9:30 去205
10:00 回娱乐室""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "201"
  - at: "21:30"
    go: "205"
  - at: "22:00"
    go: "204"
""", ""),

("zh25", "大刘", """8:30 从西楼梯下去花园晃一圈，9:00回房用猫眼，10点以后换成窗户""", "accept", """
orders:
  - at: "20:30"
    go: garden
    via: [west-stairs]
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),

("zh26", "小雨", """整晚只要遇到Jenny一个人，就杀了她。我9点去花园散步，10点回屋""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: Jenny
    if: alone
""", ""),

("zh27", "胖虎", """主持人，8:10我去202找小雨玩，她不开门就去204""", "accept", """
orders:
  - at: "20:10"
    go: "202"
    else: {go: "204"}
""", ""),

("zh28", "阿杰", """晚上8点到9点从窗户看草坪，9点到10点猫眼，10点以后又窗户""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),

("zh29", "老周", """9:10去花园，走东楼梯，待到9:40在回房看猫眼""", "accept", """
orders:
  - at: "21:10"
    go: garden
    via: [east-stairs]
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("zh30", "孙警官", """我今晚就在204待一晚上，不看窗外，就跟来的人聊聊天""", "accept", """
orders:
  - at: "20:00"
    go: "204"
""", "an officer who stays in 204 all night: the file puts him on the map"),

("zh31", "大刘", """10:20去207找Mike，不管旁边有没有人都杀了他，他不在就去草坪""", "accept", """
orders:
  - at: "22:20"
    go: "207"
    kill: Mike
    if: always
    else: {go: lawn}
""", ""),

("zh32", "小雨", """8:00窗户 8:10猫眼 8:20窗户 8:30猫眼 8:40窗户 8:50猫眼，9点以后就不看了躺平""", "accept", """
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
""", "the 21:00 order with only at stops the peeking"),

("zh33", "胖虎", """DM好，今晚除了小雨谁都别放进来（10点前）。我全程窗户""", "accept", """
door: [小雨]
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh34", "阿杰", """主持人我发下今晚的：
第一段：8:00-8:20窗户，8:20去204，8:50回来
第二段：9:00-9:30猫眼，9:30去209找老周，如果老周一个人在就杀了他，不然就回房
第三段：10:00以后一直待在自己房间看窗户
就这些，谢谢老板🙏""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    go: "204"
  - at: "20:50"
    go: home
  - at: "21:00"
    peek: peephole
  - at: "21:30"
    go: "209"
    kill: 老周
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: window
""", ""),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh35", "大刘", """9点去203把胖虎杀了""", ["胖虎", "目标", "target"],
 "五.10: only one of one's two targets (大刘's are 小雨, Mike), 不可滥杀无辜"),
("zh36", "老周", """今晚要是碰到孙警官一个人，就弄死他哈哈""", ["警察", "孙警官", "police"],
 "五.10 / 六.6: tenants cannot kill police"),
("zh37", "孙警官", """我10点去202，要是小雨一个人在我就把她干掉""", ["警察", "police", "杀", "kill"],
 "五.13 / ADJUDICATION 5: police cannot kill"),
("zh38", "胖虎", """老板 我7点半就去花园等着""", ["7点半", "19:30", "20:00", "8点", "time"],
 "五.1: the night runs 20:00-23:00"),
("zh39", "阿杰", """8:25去204坐会儿""", ["8:25", "20:25", "10分钟", "整", "slot", "multiple of 10"],
 "五.4: every action starts at a multiple of 10 minutes"),
("zh40", "小雨", """我今晚就在房间从窗户盯着草坪看""", ["草坪", "lawn", "花园", "garden", "朝北", "north"],
 "三.2: 202 faces north, its window sees the garden, not the lawn"),
("zh41", "老周", """9点下楼去一楼大厅坐坐，10点回来""", ["大厅", "一楼", "hall"],
 "三.2: the ground-floor hall is not in the game (本游戏中不出现)"),
("zh42", "胖虎", """今晚门锁死，10点以后谁敲也不开""", ["22:00", "10点", "必须开门", "must open"],
 "五.12: after 22:00 a tenant must open the door"),
]
