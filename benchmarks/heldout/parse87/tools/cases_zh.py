# Chinese cases for the parse87 held-out set.
# CASES: (id, sender, message, "accept", expected order body (YAML, without who), note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
A = "accept"
CASES = [
("zh01", "小鱼", """晚上好呀各位～～ 我今晚就窝房间了哈哈哈
8点到9点从窗户看草坪，9点开始换门孔看走廊，一直看到结束😂 晚安啦""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),

("zh02", "大刘", """今晚安排如下：
1. 8:00-8:29 门孔观察（201的门孔能看到楼梯，先盯人流）
2. 8:30 去204，在那边看窗户（餐厅窗户朝花园）
3. 9:20 回房间，窗户看草坪到结束。
理由：草坪是最容易下手的地方，先摸清谁爱往那跑。""", A, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: "204"
    peek: window
  - at: "21:20"
    go: home
    peek: window
""", ""),

("zh03", "阿杰", """9点半 草坪 10点回""", A, """
orders:
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
""", ""),

("zh04", "胖虎", """八点二十去二零四聊天然后九点去花圆溜达一下十点回自己房间从窗户往外看""", A, """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
    peek: window
""", "voice input: 花圆 = 花园"),

("zh05", "阿琛", """今晚我八點正去草坪行吓，九點返屋企由窗口望出去，十點之後轉門孔睇住條走廊。""", A, """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", "Cantonese"),

("zh06", "周警官", """各位辛苦了。昨天开会老林说我们警察晚上也可以走动，那我就不客气了哈。
我打算先在204坐着，从窗户盯花园，盯到九点。九点我下去草坪转一圈，毕竟南边那个断崖太危险了，出了事都没人知道。九点四十回204，继续窗户。
就这样，有情况明天再说。""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: "204"
    peek: window
""", "police officer without a room starts in 204"),

("zh07", "林Sir", """我今晚就在204窗户边盯着花园 一整晚 啥也不干哈哈哈 明天审人""", A, """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh08", "小鱼", """哈哈哈今晚要搞事了🤫🤫
9点10分去201找大刘，他要是一个人在屋里我就动手，不是一个人的话（或者他不在）我就去204坐着嗑瓜子""", A, """
orders:
  - at: "21:10"
    go: "201"
    kill: 大刘
    if: alone
    else: {go: "204"}
""", ""),

("zh09", "大刘", """1) 全晚：任何地方遇到小鱼单独一人，杀。
2) 8:40 去花园。
3) 9:30 回房，门孔。""", A, """
orders:
  - at: "20:40"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
standing:
  - kill: 小鱼
    if: alone
""", ""),

("zh10", "阿杰", """整晚窗户""", A, """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh11", "胖虎", """今晚我十点去二零二找阿杰如果他一个人在就杀了他如果他不在或者有别人在我就回房间门空看着""", A, """
orders:
  - at: "22:00"
    go: "202"
    kill: 阿杰
    if: alone
    else: {go: home, peek: peephole}
""", "voice input: 门空 = 门孔"),

("zh12", "小鱼", """今晚我锁门啦🔒 10点之前谁敲都不开哈（10点以后没办法只能开😂）
8点到9点半看窗户，之后换猫眼""", A, """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", "door closed before 22:00 only, as the rules require"),
("zh13", "林Sir", """兄弟们今晚我去串门哈哈 8点半先去203坐坐 9点半去207 10点20回204看窗外 大家配合一下工作啊""", A, """
orders:
  - at: "20:30"
    go: "203"
  - at: "21:30"
    go: "207"
  - at: "22:20"
    go: "204"
    peek: window
""", ""),
("zh14", "林Sir", """8点去花园 9点去草坪 10点回餐厅""", A, """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", ""),

("zh15", "小鱼", """宝子们我今晚先去204嗑瓜子🍉 八点十分出发，九点五十回屋从猫眼看，10点半换窗户看草坪～""", A, """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:50"
    go: home
    peek: peephole
  - at: "22:30"
    peek: window
""", ""),

("zh16", "大刘", """① 8:20 走东楼梯去草坪（不走西边，避开202门口）
② 9:00 回房，这次走西楼梯
③ 之后一直窗户到底""", A, """
orders:
  - at: "20:20"
    go: lawn
    via: [east-stairs]
  - at: "21:00"
    go: home
    via: [west-stairs]
    peek: window
""", ""),

("zh17", "阿杰", """十点 203 杀小鱼 不在就回""", A, """
orders:
  - at: "22:00"
    go: "203"
    kill: 小鱼
    else: {go: home}
""", "after 22:00 the door must open, so else only covers 小鱼 not there"),

("zh18", "胖虎", """我今天晚上就在房间里一直从窗户看草坪除了九点到九点半从门孔看一下走廊谢谢""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:30"
    peek: window
""", ""),

("zh19", "阿琛", """由九點一個骨到十點半，喺邊度撞到Mia一個人就做咗佢。其他時間喺房睇門孔。""", A, """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: Mia
    if: alone
    from: "21:15"
    until: "22:30"
""", "Cantonese: 九點一個骨 = 21:15 (standing windows take any minute)"),

("zh20", "周警官", """哎，昨晚没睡好，今晚还得熬。跟大家汇报一下我的计划：九点前我就在204里喝茶，什么也不看。九点整从204出发去花园，在花园转转；九点二十从东边楼梯上去回204，到了以后在窗口盯着花园，一直到十点半；十点半再下去草坪，站到最后。草坪那边风大，我得多穿点。""", A, """
orders:
  - at: "21:00"
    go: garden
  - at: "21:20"
    go: "204"
    via: [east-stairs]
    peek: window
  - at: "22:30"
    go: lawn
""", ""),

("zh21", "林Sir", """兄弟们 我今晚十点去205敲门 胖虎那屋 看看他在干嘛 没人开我就回204""", A, """
orders:
  - at: "22:00"
    go: "205"
    else: {go: "204"}
""", ""),

("zh22", "小鱼", """今晚只给胖虎开门哈😏 别人敲都不开～ 我就在屋里窗户看草坪一整晚""", A, """
door: [胖虎]
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh23", "小鱼", """先8点猫眼看走廊👀 9点去204看窗户
9:40去205找胖虎，他在我就动手，管他旁边有没有人！没见着他就回204待着""", A, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
    peek: window
  - at: "21:40"
    go: "205"
    kill: 胖虎
    else: {go: "204"}
""", ""),
("zh24", "林Sir", """8点半去花园溜一圈 9点回204 窗口盯着哈""", A, """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: "204"
    peek: window
""", ""),
("zh25", "小鱼", """九点四十我去草坪晃晃～ 要是胖虎一个人在那就顺手把他解决了嘿嘿😈 10点10分回屋""", A, """
orders:
  - at: "21:40"
    go: lawn
    kill: 胖虎
    if: alone
  - at: "22:10"
    go: home
""", ""),
("zh26", "阿琛", """各位晚安。本人今晚行程如下：八點四十分前往204娛樂室；九點三十分經西樓梯往花園；十點正返回房間，由門孔觀察。""", A, """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: garden
    via: [west-stairs]
  - at: "22:00"
    go: home
    peek: peephole
""", "繁體"),

("zh27", "林Sir", """今晚盯一下东楼梯那块 9点去209找Priya唠唠 她屋猫眼能看楼梯嘛 不过我知道不能用别人屋的猫眼哈哈 就坐着聊 10点回204看窗户""", A, """
orders:
  - at: "21:00"
    go: "209"
  - at: "22:00"
    go: "204"
    peek: window
""", ""),
("zh28", "林Sir", """哈哈 今晚我跟着老周混 8:50去草坪 9:50回餐厅 窗口看""", A, """
orders:
  - at: "20:50"
    go: lawn
  - at: "21:50"
    go: "204"
    peek: window
""", ""),

("zh29", "小鱼", """嘿嘿今晚的计划👇
整晚不管在哪碰到胖虎，只要Mia不在旁边，就杀了他（Mia是我室友，不想被她看到😅）
其他：8点半去草坪玩，9点半去204""", A, """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: "204"
standing:
  - kill: 胖虎
    if: {absent: Mia}
""", ""),

("zh30", "林Sir", """8点20去202找阿杰聊两句 他不开门我就去草坪转转 9点半回204""", A, """
orders:
  - at: "20:20"
    go: "202"
    else: {go: lawn}
  - at: "21:30"
    go: "204"
""", ""),
("zh31", "林Sir", """9点10分去207找Kev唠嗑 10点40回204看窗户 完事""", A, """
orders:
  - at: "21:10"
    go: "207"
  - at: "22:40"
    go: "204"
    peek: window
""", ""),
("zh32", "小鱼", """8点去207找Kev打牌🃏 他要是不开门我就去花园吹吹风，9点半回屋～""", A, """
orders:
  - at: "20:00"
    go: "207"
    else: {go: garden}
  - at: "21:30"
    go: home
""", ""),
("zh33", "小鱼", """10点半去201，大刘在的话就动手（阿琛在不在无所谓），大刘不在我就回自己屋睡觉😴""", A, """
orders:
  - at: "22:30"
    go: "201"
    kill: 大刘
    else: {go: home}
""", "after 22:00 the door must open, so else only covers 大刘 not there"),
("zh34", "林Sir", """今晚全程204窗口 但10点去花园看一眼 10点20回来接着看""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: garden
  - at: "22:20"
    go: "204"
    peek: window
""", ""),
]

REFUSALS = [
("zh35", "小鱼", """今晚我要去209把Priya干掉哈哈哈 9点出发🔪 别告诉别人哦""",
 ["Priya", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (小鱼's targets: 大刘, 胖虎)"),
("zh36", "小鱼", """今晚要是在哪碰见林Sir一个人，我就把他做了哈哈哈 谁让他昨天老怀疑我😤 其他时间在屋里窗户看草坪""",
 ["林Sir", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh37", "林Sir", """10点去花园 11点半再回204哈""",
 ["11点半", "23:30", "11:30", "22:50", "23:00", "20:00"], "五.1 杀人时段是晚上8点-11点; orders start 20:00-22:50"),
("zh38", "林Sir", """9点25去草坪看看 10点回204""",
 ["9点25", "21:25", "9:25", "10分钟", "整数倍", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "阿琛", """我八點去203搵小魚傾偈，順便喺佢間房個窗口睇住草坪。""",
 ["203", "自己的房间", "自己房间", "own room", "窗"], "五.3(1) 窥视只能待在自己房间里 (203 is not 阿琛's room)"),
("zh40", "周警官", """唉，说实话我已经盯死Kev了，前两天他那个时间表怎么看怎么不对劲，老林也觉得他有问题。今晚十点我去207，他要是一个人在屋里，我就直接把他干掉，省得明天还得费劲开会讨论。就这么定了。""",
 ["警察", "杀", "police", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 3: police cannot kill"),
("zh41", "林Sir", """9点去二楼走廊站着 盯着所有人 站到10点 然后回204""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh42", "小鱼", """我今晚去204从门孔看走廊嘿嘿😎 8点半过去，看到结束""",
 ["门孔", "204", "peephole"], "五.3(3) 在204只能向外窥视窗户; 门孔 only from one's own room (五.3(1))"),
]
