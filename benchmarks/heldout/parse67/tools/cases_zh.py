# (id, sender, message, "", expected order file body, note)
CASES = [
("zh01", "大刘", """主持人晚上好～
第一时段8点到8点20从窗户往外看，8:20改成看猫眼，8点半去204坐着，一直待着
9点10分去草坪溜达，9:40回房间看猫眼
10点以后就待房里从窗户看吧 哈哈""", "", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh02", "小雨", """老板 我今晚就一直在房间里从窗户看花园 别的不干了""", "", """
orders:
  - {at: "20:00", peek: window}
""", "202 faces north: its window sees the garden"),
("zh03", "阿杰", """在吗老板 9点去207找Sam聊天，10点回来，就这些""", "", """
orders:
  - {at: "21:00", go: "207"}
  - {at: "22:00", go: home}
""", ""),
("zh04", "胖虎", """DM 我10点20去201，要是Priya一个人在就干掉她，不然就回自己房间""", "", """
orders:
  - at: "22:20"
    go: "201"
    kill: Priya
    if: alone
    else: {go: home}
""", ""),
("zh05", "婷婷", """一整晚不管在哪碰到大刘单独一个人 就杀了他😏""", "", """
standing:
  - {kill: 大刘, if: alone}
""", ""),
("zh06", "小雨", """8:00-8:30看猫眼，8:30去花圆，9点回来看窗户""", "", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh07", "阿杰", """今晚10点前门不开 谁敲都不开。8点40去草坪，9点20回来""", "", """
door: closed
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home}
""", ""),
("zh08", "大刘", """晚上好啊 我8点10分从东楼梯下去花园转转，8点50回房""", "", """
orders:
  - {at: "20:10", go: garden, via: [east-stairs]}
  - {at: "20:50", go: home}
""", ""),
("zh09", "胖虎", """我就待房间里看猫眼 门只给阿杰和婷婷开""", "", """
door: [阿杰, 婷婷]
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh10", "婷婷", """主持人 9点半去204从窗户往外看 10点10分回房""", "", """
orders:
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:10", go: home}
""", ""),
("zh11", "周警官", """警察这边 我今晚8点去花园，9点去草坪，10点回204看窗户""", "", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh12", "小雨", """10点去203，阿杰在的话就杀了他，不在就去草坪""", "", """
orders:
  - at: "22:00"
    go: "203"
    kill: 阿杰
    else: {go: lawn}
""", ""),
("zh13", "阿杰", """8点半到9点看一下猫眼，然后就不看了 睡觉😴""", "", """
orders:
  - {at: "20:30", peek: peephole}
  - {at: "21:00"}
""", "21:00 stops the peeking"),
("zh14", "大刘", """9点20去202找小雨，如果她一个人在屋里就动手，否则回来""", "", """
orders:
  - at: "21:20"
    go: "202"
    kill: 小雨
    if: alone
    else: {go: home}
""", ""),
("zh15", "婷婷", """8点从西楼梯下楼去花园，8点40再去草坪，9点半回房间""", "", """
orders:
  - {at: "20:00", go: garden, via: [west-stairs]}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home}
""", ""),
("zh16", "胖虎", """老板 第二时段9:00去204聊天，9:30回房从窗户看草坪，第三时段一直看门孔""", "", """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh17", "李队", """我8点半去草坪蹲着，一直蹲到结束""", "", """
orders:
  - {at: "20:30", go: lawn}
""", ""),
("zh18", "小雨", """哈哈 我今晚只要碰到婷婷就杀，旁边有没有人都无所谓 冲鸭""", "", """
standing:
  - {kill: 婷婷, if: always}
""", ""),
("zh19", "胖虎", """10点半去203 阿杰在就杀 不管旁边有没有人""", "", """
orders:
  - {at: "22:30", go: "203", kill: 阿杰}
""", ""),
("zh20", "大刘", """8点到9点窗户，9点到10点门孔，10点以后去204待着""", "", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", ""),
("zh21", "婷婷", """门只让小雨进，其他人一律不开哈。9点10去202找小雨玩，9点50回来""", "", """
door: [小雨]
orders:
  - {at: "21:10", go: "202"}
  - {at: "21:50", go: home}
""", ""),
("zh22", "胖虎", """9点到10点之间 在哪遇到Priya单独一人就杀了她""", "", """
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:00"}
""", ""),
("zh23", "小雨", """8点20去花园，如果阿杰在花园就杀了他，不在的话就在花园待着""", "", """
orders:
  - {at: "20:20", go: garden, kill: 阿杰}
""", ""),
("zh24", "周警官", """我就在204待一晚上，从窗户看花园""", "", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "a roomless officer starts in 204"),
("zh25", "阿杰", """DM好 我8点走西楼梯下到花园 然后8:30走去草坪 9点从东边楼梯回房间""", "", """
orders:
  - {at: "20:00", go: garden, via: [west-stairs]}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, via: [east-stairs]}
""", ""),
("zh26", "大刘", """10点40去207 Sam一个人的话杀掉 不然回家""", "", """
orders:
  - at: "22:40"
    go: "207"
    kill: Sam
    if: alone
    else: {go: home}
""", ""),
("zh27", "婷婷", """8点半看窗户 9点看猫眼 9点半去204 10点去草坪 10点半回屋看窗户""", "", """
orders:
  - {at: "20:30", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: home, peek: window}
""", ""),
("zh28", "胖虎", """今晚门关着。我8点10分去花园，要是阿杰在那而且没别人，就杀了他，否则回房间看猫眼""", "", """
door: closed
orders:
  - at: "20:10"
    go: garden
    kill: 阿杰
    if: alone
    else: {go: home, peek: peephole}
""", ""),
("zh29", "小雨", """9点40去203敲门，开了就进去聊会，没开就去204""", "", """
orders:
  - at: "21:40"
    go: "203"
    else: {go: "204"}
""", ""),
("zh30", "阿杰", """老板 我今晚就这样：之前一直窗户看草坪，10点10去201，大刘在就杀了，不在就回来看猫眼""", "", """
orders:
  - {at: "20:00", peek: window}
  - at: "22:10"
    go: "201"
    kill: 大刘
    else: {go: home, peek: peephole}
""", ""),
("zh31", "李队", """8点到9点在204看窗户，9点去花园，10点去草坪 辛苦了""", "", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
""", ""),
("zh32", "婷婷", """9点去204 如果Priya在而且没有别人的话 我就杀她""", "", """
orders:
  - {at: "21:00", go: "204", kill: Priya, if: alone}
""", ""),
("zh33", "大刘", """今晚8:40到10:20之间 只要遇见小雨并且周围没人 就杀""", "", """
standing:
  - {kill: 小雨, if: alone, from: "20:40", until: "22:20"}
""", ""),
("zh34", "阿杰", """9点半去207 如果Mike不在就把Sam杀了 Mike在的话直接回房间""", "", """
orders:
  - at: "21:30"
    go: "207"
    kill: Sam
    if: {absent: Mike}
    else: {go: home}
""", ""),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh35", "大刘", """10点去203把阿杰杀了""", ["阿杰", "目标", "target"], "五.10: only one of one's two targets (大刘: 小雨, Sam)"),
("zh36", "周警官", """我今晚9点去草坪，碰到胖虎就干掉他""", ["警察", "police"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh37", "小雨", """晚上7点半先去花园，8点半回来""", ["7点半", "19:30", "20:00", "8点", "时间", "time"], "五.1: the night is 20:00-23:00"),
("zh38", "胖虎", """8点25去204""", ["8点25", "20:25", "10分钟", "整数倍", "multiple of 10"], "五.4: a start is a multiple of 10 minutes"),
("zh39", "阿杰", """9点开始从窗户看花园""", ["203", "朝南", "草坪", "south", "lawn"], "三.2: 203 faces south, its window sees the lawn, not the garden"),
("zh40", "婷婷", """9点去204从猫眼往走廊看""", ["204", "猫眼", "门孔", "peephole"], "五.3(3): from 204 only the window"),
("zh41", "小雨", """8点40出门 在走廊站着 等到9点""", ["走廊", "corridor"], "八: nobody stands in the corridor"),
("zh42", "阿杰", """10点去204 要是李队在就把他杀了""", ["李队", "警察", "police"], "五.10 / 六.6: tenants cannot kill police"),
]
