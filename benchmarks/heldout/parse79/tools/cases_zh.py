# Chinese cases: CASES = (id, sender, message, "accept", order-file body, note);
# REFUSALS = (id, sender, message, reason keywords, rule).
CASES = [
("zh01", "阿杰", """晚上好各位哈哈
我今晚这么安排：8点先在房间窗户往外看，8点半去204坐坐，9点20去花园溜达，10点回房间猫眼盯着走廊。就这样 睡了😴""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh02", "小鱼", """哎呀今天上班累死了……不过晚上的事还是得好好想想。我觉得吧我们202朝北，窗户看得到花园嘛，所以8点到8点40我就趴窗户看花园，看谁偷偷摸摸下楼。8:40去203找阿May聊天，上次跟她聊得挺开心的hhh。9:30回自己屋，然后一直从门孔看走廊到结束。门就开着吧谁来都行～""", "accept", """
door: open
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "203"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh03", "老陈", """八点十分去草坪 九点回房间从床户往外看 十点去二零四 如果碰到小鱼一个人就杀了她 否则就回房间""", "accept", """
orders:
  - {at: "20:10", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", go: "204", kill: 小鱼, if: alone, else: {go: home}}
""", "voice input: 床户 = 窗户"),
("zh04", "阿May", """今晚我唔出街喇，成晚喺房度睇窗，9點半轉去門孔睇下條走廊。唔該晒GM🙏""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", "Cantonese"),
("zh05", "大白", """8:30 花园。9:00 回。猫眼。""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh06", "星星", """GM好，今晚思路：207窗户朝南看草坪，断崖是最佳作案点，所以我先蹲窗。
1. 20:00-20:49 窗户
2. 20:50 去204，从窗户看花园
3. 21:40 回207，门孔
4. 22:20 去草坪，若老陈单独在草坪就杀他，不在或者有别人就回房。
理由：22点后大家必须开门，走廊人流会变多，草坪反而安静。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204", peek: window}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:20", go: lawn, kill: 老陈, if: alone, else: {go: home}}
""", ""),
("zh07", "周sir", """今晚我巡一下 8点先在娱乐室待着 9点去花园看看 10点去草坪 完事儿""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
""", "police without a room start in 204"),
("zh08", "阿杰", """今晚简单点：整晚都待房间，窗户看。不管在哪遇到大白，旁边没人就直接干掉他😏""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 大白, if: alone, from: "20:00", until: "23:00"}
""", ""),
("zh09", "小鱼", """今晚不想动了哈哈哈 门关着谁都别进来 就在房里猫眼看一整晚""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "closed binds before 22:00 only, as the contract says"),
("zh10", "老陈", """九点二十去二零五找大白聊天 十点四十回来 然后看门孔 对了门只给阿梅开""", "accept", """
door: [阿May]
orders:
  - {at: "21:20", go: "205"}
  - {at: "22:40", go: home, peek: peephole}
""", "voice input: 阿梅 = 阿May (his roommate)"),
("zh11", "阿May", """GM你好～ 8點20分去花園散步，8點50分去204餐廳坐一陣，9點40分返房間，之後一直喺窗口望草坪。""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: "204"}
  - {at: "21:40", go: home, peek: window}
""", "traditional characters"),
("zh12", "大白", """10:10 去201 单独遇阿杰就杀 不然回""", "accept", """
orders:
  - {at: "22:10", go: "201", kill: 阿杰, if: alone, else: {go: home}}
""", ""),
("zh13", "星星", """更新一下（以这条为准）：
①8:00 门孔
②8:30 窗户
③9:10 去202找小鱼，她在屋里就杀了她，不在的话去草坪
④10:00 回207 窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:10", go: "202", kill: 小鱼, else: {go: lawn}}
  - {at: "22:00", go: home, peek: window}
""", ""),
("zh14", "周sir", """今晚我去各房间转转哈 8:20去203 9:00去209 9:40去202 10:30回娱乐室从窗户看花园""", "accept", """
orders:
  - {at: "20:20", go: "203"}
  - {at: "21:00", go: "209"}
  - {at: "21:40", go: "202"}
  - {at: "22:30", go: "204", peek: window}
""", ""),
("zh15", "阿杰", """收到收到 今晚：8点10分下去草坪吹吹风🌬️ 8点40回房 9点整去204 10点半去花园 最后就在花园待到结束吧""", "accept", """
orders:
  - {at: "20:10", go: lawn}
  - {at: "20:40", go: home}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: garden}
""", ""),
("zh16", "小鱼", """跟你说个事，昨天群里星星一直问我几点睡，我觉得他有点怪怪的😂 所以今晚我先防着点。8点到9点就在自己屋门孔盯着，9点去204从窗户看花园，10点20回来。还有哈，整个晚上不管在哪遇到阿杰，只要周围没别人，就动手吧。门只给阿May和大白开。""", "accept", """
door: [阿May, 大白]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:20", go: home}
standing:
  - {kill: 阿杰, if: alone}
""", ""),
("zh17", "老陈", """八点半去花园 九点去草坪 十点回房间看门孔 哦不对不对 九点不去草坪了 九点直接回房间看门孔""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", "voice input with a spoken correction; the 22:00 order is then a no-op"),
("zh18", "阿May", """今晚9點去202搵小魚傾偈，佢唔喺度就去花園行吓。10點返屋企。""", "accept", """
orders:
  - {at: "21:00", go: "202", if: {present: 小鱼}, else: {go: garden}}
  - {at: "22:00", go: home}
""", "Cantonese"),
("zh19", "大白", """整晚窗户。""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh20", "星星", """今晚分析：老陈住203，和阿May一间，阿May晚上经常出去。我打算——
(1) 20:00 起从门孔看
(2) 21:30 去203，要是老陈一个人在屋里就杀，否则回207
(3) 22:30 去204从窗户看花园""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", go: "203", kill: 老陈, if: alone, else: {go: home}}
  - {at: "22:30", go: "204", peek: window}
""", ""),
("zh21", "周sir", """我在204待一晚上 从窗户看花园 有事喊我""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh22", "阿杰", """今晚：8点半去203找老陈玩 没人开门就去204。9点半回房 门孔。""", "accept", """
orders:
  - {at: "20:30", go: "203", else: {go: "204"}}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh23", "小鱼", """hhh今晚想去看看断崖那边的风景🌄 8点40出门去草坪 9点10分去花园 9点半上楼去娱乐室 10点50回屋""", "accept", """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:50", go: home}
""", ""),
("zh24", "老陈", """十点整走东楼梯下去到花园 十点半回房间 从窗户看""", "accept", """
orders:
  - {at: "22:00", go: garden, via: [east-stairs]}
  - {at: "22:30", go: home, peek: window}
""", ""),
("zh25", "阿May", """今晚成晚喺房，門孔睇住。如果任何時候撞到大白單獨一個，就殺咗佢。門除咗老陳之外都唔開。""", "accept", """
door: [老陈]
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 大白, if: alone}
""", "traditional/Cantonese; 老陳 = 老陈"),
("zh26", "大白", """9:50 草坪。10:30 花园。""", "accept", """
orders:
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: garden}
""", ""),
("zh27", "星星", """补充：今晚不杀人，纯观察。
- 8:00 窗
- 8:10 门孔
- 8:20 窗
- 8:30 门孔，之后一直门孔
- 10:00 去204 窗户
门：只对周sir开。""", "accept", """
door: [周sir]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh28", "周sir", """今晚我没房间，就在外面溜达。8:30去花园，9:00去草坪，9:30回204窗户看着，10:10去205问问大白""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:10", go: "205"}
""", ""),
("zh29", "阿杰", """兄弟们晚上好 今晚就去一趟205 时间10点20 大白在的话不管旁边有没有人直接做了他 不在就回来""", "accept", """
orders:
  - {at: "22:20", go: "205", kill: 大白, if: always, else: {go: home}}
""", ""),
("zh30", "小鱼", """今晚简单：9点回……哦不对我本来就在屋里😂 那就9点开始窗户看花园，10点换门孔""", "accept", """
orders:
  - {at: "21:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh31", "老陈", """GM你好我是老陈 八点四十去两零九找普丽雅聊天 九点四十回来 门孔看""", "accept", """
orders:
  - {at: "20:40", go: "209"}
  - {at: "21:40", go: home, peek: peephole}
""", "voice input: 普丽雅 = Priya (209)"),
("zh32", "阿May", """8點去204坐，9點去花園，跟住10點返嚟門孔睇。如果喺花園見到Priya淨係佢一個，就殺咗佢。""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: garden, kill: Priya, if: alone}
  - {at: "22:00", go: home, peek: peephole}
""", "the kill is armed only while in the garden (21:00-22:00)"),
("zh33", "大白", """8:00 204 窗。8:50 回。""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:50", go: home}
""", ""),
("zh34", "星星", """最终版：
1) 20:20 去草坪
2) 20:50 回207，窗户
3) 21:50 去201看看阿杰在不在，他不在屋里就去花园（只打探，不动手）
4) 22:40 回207""", "accept", """
orders:
  - {at: "20:20", go: lawn}
  - {at: "20:50", go: home, peek: window}
  - {at: "21:50", go: "201", if: {present: 阿杰}, else: {go: garden}}
  - {at: "22:40", go: home}
""", ""),
]

REFUSALS = [
("zh35", "阿杰", """今晚9点去207 星星一个人的话就干掉他哈哈""",
 ["星星", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿杰's targets: 小鱼, 大白)"),
("zh36", "小鱼", """8点去206找人聊天 好久没串门了😄""",
 ["206"], "三.2 / ORDERS.md go: rooms are 201 202 203 204 205 207 209; 206 does not exist"),
("zh37", "老陈", """十点半回房间 十一点半再去草坪转一圈""",
 ["23:30", "11:30", "11点半", "十一点半", "22:50"], "五.1 / ADJUDICATION 2: orders start 20:00-22:50; nothing after 23:00"),
("zh38", "大白", """8:25 花园。""",
 ["8:25", "20:25", "10分钟", "整十", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "星星", """9:00 起在207从窗户看花园，盯楼梯口下来的人""",
 ["花园", "窗户", "草坪", "garden", "window", "lawn"], "三.2: 207 faces south, its window sees the lawn, not the garden"),
("zh40", "周sir", """10点去草坪 要是阿杰在那直接干掉他 反正我是警察哈哈""",
 ["警察", "police", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh41", "阿May", """今晚成晚喺房睇窗，10點之後都唔好開門，邊個敲都唔開。""",
 ["22:00", "10点", "10點", "开门", "開門", "open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh42", "小鱼", """9点出去在走廊站着 看看谁经过～""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
]
