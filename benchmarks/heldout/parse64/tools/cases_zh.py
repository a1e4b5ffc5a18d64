"""Chinese cases of the parse64 held-out set (strategists and rules lawyers).
CASES: (id, sender, message, "accept", expected order file body without `who`, note)
REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)"""

CASES = [
("zh01", "林深", """今晚思路先说一下：第一晚大家都在观望，程远单住205，动手窗口最好放在九点半左右，那时候大多数人要么在204要么在自己屋里窥视。我先在204露个脸做不在场，再回去。

1. 20:00-20:19 窗户看草坪
2. 20:20-20:29 门孔（顺便看西楼梯）
3. 20:30 去204聊天，待到21:00，保证被人看到
4. 21:00 回自己房间，门孔
5. 21:30 去205找程远：他一个人在屋里就动手；否则（不在/有别人）直接回房，窗户看草坪
6. 22:20 去草坪，待到结束

门：十点前只给苏芮和韩队开，其他人一律不开。""", "accept", """
door: [苏芮, 韩队]
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
  - at: "21:30"
    go: "205"
    kill: 程远
    if: alone
    else: {go: home, peek: window}
  - at: "22:20"
    go: lawn
""", "roommate Marcus enters 201 freely whatever the door list says"),

("zh02", "苏芮", """本人（苏芮，202）今晚行动指令如下，各条按时间顺序执行，后条生效时前条即终止：
一、20:00至20:59，留在本人房间，经门孔观察走廊。
二、21:00前往204，自204窗户观察花园，至21:40止。
三、21:40返回202，经窗户观察花园。
四、22:20前往201。如林深单独一人在房内，即将其杀死；如林深不在房内，或房内另有他人，则改为前往草坪。
五、22:00以前，除白警官外，任何人敲门均不予开门。
特此说明：第四条“单独一人”指房内除林深外无其他人。""", "accept", """
door: [白警官]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
    peek: window
  - at: "21:40"
    go: home
    peek: window
  - at: "22:20"
    go: "201"
    kill: 林深
    if: alone
    else: {go: lawn}
""", None),

("zh03", "老葛", """老规矩，首夜不动手，先攒信息。8:00窗户，8:10猫眼，8:20窗户，8:30猫眼，这样轮着来一直到9点。9点下去花园溜达，9:30去草平，10点回屋猫眼看到底。门正常开""", "accept", """
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
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", "the rotation continues to 21:00 (20:40 window, 20:50 peephole); 草平 is a typo of 草坪"),

("zh04", "程远", """时间表v2（以这版为准）
20:00  门孔
20:30  窗户
21:00  -> 204，窗户看花园
21:20  -> 花园
21:40  -> 草坪，碰到老葛且他是一个人 => kill；没碰到就在草坪一直等，等到22:10为止
22:10  -> 回205，门孔
22:40  窗户
door: 默认""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    go: "204"
    peek: window
  - at: "21:20"
    go: garden
  - at: "21:40"
    go: lawn
    kill: 老葛
    if: alone
  - at: "22:10"
    go: home
    peek: peephole
  - at: "22:40"
    peek: window
""", "no else: the kill stays armed on the lawn until the 22:10 order"),

("zh05", "韩队", """警方今晚也动一动，熟悉下地形。
8点半在204从窗户看花园；
9点半下楼去花园，站到10点；
10点去草坪；
10点半回204。""", "accept", """
orders:
  - at: "20:30"
    go: "204"
    peek: window
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: "204"
""", "an officer without a room starts in 204"),

("zh06", "林深", """今晚就一条，简单点：8点到11点整晚，不管在哪，只要碰到程远单独一个人，就杀。其余时间待在自己房间从窗户往外看。""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 程远
    if: alone
    from: "20:00"
    until: "23:00"
""", None),

("zh07", "苏芮", """今晚安排：
9:00去204。如果林深在里面，就留下跟他聊，一直聊到9:40（给自己做个不在场）；如果他不在，马上回202从门孔看。
9:40不管怎样都回自己房间，窗户看花园到结束。
门照常开。""", "accept", """
orders:
  - at: "21:00"
    go: "204"
    if: {present: 林深}
    else: {go: home, peek: peephole}
  - at: "21:40"
    go: home
    peek: window
""", None),

("zh08", "老葛", """今晚计划：
- 8:20 去201找林深聊天（开门就聊，不开就直接去204）
- 9:00 回屋，窗户
- 9:40 换猫眼
- 10点到11点之间，只要碰到Elliot单独一人就动手
- 10:30 去草坪转一圈，待到最后""", "accept", """
orders:
  - at: "20:20"
    go: "201"
    else: {go: "204"}
  - at: "21:00"
    go: home
    peek: window
  - at: "21:40"
    peek: peephole
  - at: "22:30"
    go: lawn
standing:
  - kill: Elliot
    if: alone
    from: "22:00"
    until: "23:00"
""", None),

("zh09", "程远", """今晚：
门：十点前谁都不开。
8点到10点20一直待在205门孔盯着走廊。
10:20去203，老葛在的话直接杀，不管屋里还有没有别人（Priya在也照杀）；老葛不在就回205，继续门孔。""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:20"
    go: "203"
    kill: 老葛
    if: always
    else: {go: home, peek: peephole}
""", None),

("zh10", "白警官", """白警官报到。今晚我8点起就在204窗户盯着花园，一直盯到10点40，然后出去草坪，一直到结束。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:40"
    go: lawn
""", None),

("zh11", "林深", """分析：从201去花园默认走西楼梯，什么都看不到。我故意绕东楼梯，一路经过203、205、207门口，能看看谁在走廊上。
安排：
① 8:00 门孔
② 8:40 出发，经东楼梯下到花园，在花园待着
③ 9:20 从花园去草坪
④ 10:00 回201（走最近的路就行），门孔看到结束""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: garden
    via: [east-stairs]
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", None),

("zh12", "苏芮", """10:40 去草坪。到了以后：Priya在，而且韩队不在，就杀Priya；否则（Priya不在，或者韩队在场）立即回202，窗户看花园。
在这之前：8点到10点40都在自己房间，8点-9点门孔，9点以后窗户。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:40"
    go: lawn
    kill: Priya
    if: {absent: 韩队}
    else: {go: home, peek: window}
""", None),

("zh13", "老葛", """今天有点累，就在屋里猫眼看一晚上吧。10点前谁敲门都别开""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", None),

("zh14", "程远", """伪代码版，方便GM执行：
20:00  peek(窗户)
20:50  peek(门孔)
21:30  goto(203)
       if 老葛 in 203 and 单独: kill(老葛)
       else: goto(204)
22:00  goto(205); peek(门孔)""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    peek: peephole
  - at: "21:30"
    go: "203"
    kill: 老葛
    if: alone
    else: {go: "204"}
  - at: "22:00"
    go: home
    peek: peephole
""", None),

("zh15", "韩队", """今晚警方安排：
8:00到10:10在204窗户看花园。
10:10去205找程远聊聊（10点以后他得开门），没人开门就回204。
10:40去草坪看一眼，待到最后。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:10"
    go: "205"
    else: {go: "204"}
  - at: "22:40"
    go: lawn
""", "a refused officer walks back to 204 anyway"),

("zh16", "林深", """今晚的核心是十点这一步，写细一点：
22:00 去205。程远单独一人在房间→杀。
  否则→转去207找Elliot，Elliot单独一人→杀。
    还不行→回201，门孔。
在此之前（8点-10点）：8点去204坐着，9点20回屋窗户。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:20"
    go: home
    peek: window
  - at: "22:00"
    go: "205"
    kill: 程远
    if: alone
    else:
      go: "207"
      kill: Elliot
      if: alone
      else: {go: home, peek: peephole}
""", "an else inside an else"),

("zh17", "苏芮", """思路：今晚我不动手，目标是给自己攒一个完整的不在场证明，让尽可能多的人在204看到我。
具体：
（1）20:00 直接去204，在那里聊天，一直待到21:30；
（2）21:30 回202，从窗户看花园；
（3）22:10 改从门孔看走廊，直到结束。
门：默认开。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
  - at: "22:10"
    peek: peephole
""", None),

("zh18", "老葛", """我的计划是这样的：
九点半到十点半这一个小时，无论在哪碰到Elliot，无论周围有没有人，都杀。
行动：
9:00 从窗户看草坪
9:30 去207找Elliot（不开门的话就去204）
10:00 去草坪
10:30 回房间猫眼""", "accept", """
orders:
  - at: "21:00"
    peek: window
  - at: "21:30"
    go: "207"
    else: {go: "204"}
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: home
    peek: peephole
standing:
  - kill: Elliot
    if: always
    from: "21:30"
    until: "22:30"
""", None),

("zh19", "程远", """9:50 出发去草坪。到草坪时Nadia在而且就她一个人→杀；不然就去花园。10:10从花园回205，窗户看到结束。
9:50之前在205：8点到9点窗户，9点到9点50门孔。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:50"
    go: lawn
    kill: Nadia
    if: alone
    else: {go: garden}
  - at: "22:10"
    go: home
    peek: window
""", None),

("zh20", "白警官", """我今晚9点去花园，10点去草坪，10点半回204从窗户看花园。""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: "204"
    peek: window
""", None),

("zh21", "林深", """八点整：窗户。
八点二十：门孔。
八点五十：去203找老葛聊天，没人开门就回房间接着用门孔看。
九点四十：回自己房间，窗户。
十点十分起到十一点：碰到Elliot，只要是他一个人，就杀了他。
十点半：去草坪。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:50"
    go: "203"
    else: {go: home, peek: peephole}
  - at: "21:40"
    go: home
    peek: window
  - at: "22:30"
    go: lawn
standing:
  - kill: Elliot
    if: alone
    from: "22:10"
    until: "23:00"
""", None),

("zh22", "苏芮", """今晚安排（时间都是晚上）：
２０：００　门孔
２１：００　去花园
２１：３０　去草坪
２２：００　回房间，窗户
门：十点前只让韩队和白警官进来。""", "accept", """
door: [韩队, 白警官]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "full-width digits and colons"),

("zh23", "老葛", """哈哈昨天那局太刺激了。。今天我换个打法
说正事：8点半去202找苏芮聊，她不开门就去204待着。9点半回来猫眼看。其他时间就在屋里待着不看
对了GM，上次的报告能不能写详细点😂""", "accept", """
orders:
  - at: "20:30"
    go: "202"
    else: {go: "204"}
  - at: "21:30"
    go: home
    peek: peephole
""", None),

("zh24", "程远", """10点去203。只要白警官不在场，就杀老葛（Priya在也无所谓）；如果白警官在，或者老葛不在，就回205看门孔。
之前的时间：8点-10点在205，窗户。
门：默认。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "203"
    kill: 老葛
    if: {absent: 白警官}
    else: {go: home, peek: peephole}
""", None),

("zh25", "韩队", """8点到10点半：204，窗户盯花园。
10点半去草坪，走西楼梯下去（故意绕远，顺便看看走廊），在草坪待到11点。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:30"
    go: lawn
    via: [west-stairs]
""", None),

("zh26", "林深", """8:30去209找Nadia聊，开门就聊到9点；不开就去204。
9点回201，门孔。
10点以后：窗户。""", "accept", """
orders:
  - at: "20:30"
    go: "209"
    else: {go: "204"}
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", None),

("zh27", "苏芮", """今晚的条件杀：21:00到22:00之间，只要遇到Priya，并且韩队不在场，就杀她（旁边有别人也动手）。
行动：
21:00 去花园
21:30 去草坪
22:00 回房，门孔
21点之前在房间窗户看花园。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
standing:
  - kill: Priya
    if: {absent: 韩队}
    from: "21:00"
    until: "22:00"
""", None),

("zh28", "老葛", """提前说明：我今晚上下楼一律走西楼梯，不走东边（东边要路过204，人多眼杂）。
8:00 窗户
9:10 去草坪（走西楼梯）
9:50 回房（也走西楼梯），猫眼""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: lawn
    via: [west-stairs]
  - at: "21:50"
    go: home
    via: [west-stairs]
    peek: peephole
""", None),

("zh29", "程远", """20:00-20:09 门孔
20:10-20:39 窗户
20:40-21:19 门孔
21:20 去204，窗户看花园，待到21:59
22:00 回205，什么也不看，睡觉""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:10"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "21:20"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
""", None),

("zh30", "白警官", """10:20去203问话。老葛在就留下来问，老葛不在就直接去205找程远。
在那之前：8:00-10:20一直在204看窗户。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:20"
    go: "203"
    if: {present: 老葛}
    else: {go: "205"}
""", None),

("zh31", "林深", """8点窗户看到8点40，8点40开始啥也不看，躺着休息（别算我在窥视）。9点20在去204，10点回屋门孔。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
  - at: "21:20"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", "the 20:40 order only stops the peeking; 在去 is a typo of 再去"),

("zh32", "苏芮", """10:30去201。林深在就杀，不管屋里有没有Marcus或者别人；林深不在就去204。
之前：8:00起门孔，9:30起窗户。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "22:30"
    go: "201"
    kill: 林深
    if: always
    else: {go: "204"}
""", None),

("zh33", "程远", """就一条：10点20去203，老葛一个人就杀，否则回来。其他时间在屋里不动。""", "accept", """
orders:
  - at: "22:20"
    go: "203"
    kill: 老葛
    if: alone
    else: {go: home}
""", None),

("zh34", "老葛", """推理一下：Elliot单住207，第一晚他多半会出来活动，最可能去204。所以：
1）8:00-8:49 猫眼盯走廊，看他几点出门
2）8:50 去204。在204的这段时间里（到9:30为止），只要Elliot出现而且只有他一个人，就动手
3）9:30 回203，窗户看草坪
4）10:10 再去207敲门，Elliot一个人在就杀；否则去草坪""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:50"
    go: "204"
    kill: Elliot
    if: alone
  - at: "21:30"
    go: home
    peek: window
  - at: "22:10"
    go: "207"
    kill: Elliot
    if: alone
    else: {go: lawn}
""", "20:50: no else, the kill stays armed in 204 until 21:30"),
]

REFUSALS = [
("zh35", "林深", """越想越不对，老葛昨天一直问我住哪，八成他的目标就是我。先下手为强：
9:30 去203，老葛单独一人就杀了他；否则回房间门孔。
其他时间在屋里窗户看。""",
 ["老葛", "目标", "target", "滥杀"],
 "seed 五.10 / ADJUDICATION 5: a tenant kills only one of their own two targets (林深: 程远, Elliot); 老葛 is not one"),

("zh36", "程远", """白警官太烦了，一直盯着我。今晚：9点去草坪，如果在草坪碰到白警官一个人，就把她干掉。然后10点回房。""",
 ["警察", "白警官", "police"],
 "seed 五.10, 六.6 / ADJUDICATION 5: tenants cannot kill police (房客不能杀警察)"),

("zh37", "苏芮", """规则里没写不能连续作案吧？今晚效率最大化：
一、21:00前往201，林深单独在房内即杀之；
二、22:00前往草坪，遇Priya单独一人即杀之。
两个目标都处理掉。""",
 ["一人", "只能", "两个目标", "one of", "only one", "once"],
 "seed 五.10 每人只能从自己的两个目标中任选一人杀死 / ADJUDICATION 5: one kill in the whole game"),

("zh38", "老葛", """今晚换个思路，去楼下大厅坐着，那里人来人往好做不在场证明。8:30下楼去一楼大厅，待到10点，10点回房猫眼。""",
 ["大厅", "一楼", "一层", "hall", "lobby"],
 "seed 三.2: 一层是大厅（本游戏中不出现）; places are own room, 201-209, 204, garden, lawn"),

("zh39", "程远", """8:00-8:30 窗户和门孔同时盯（两边一起看），8:30以后只看门孔。9点去204。""",
 ["同时", "轮流", "一个位置", "one at a time", "both", "simultaneous"],
 "seed 五.3(1): 窗户和门孔只能轮流，每10分钟轮一个位置; 五.2 每10分钟一件事"),

("zh40", "林深", """我想守在西楼梯口，谁上下楼都能看见。9:00出门站在西楼梯口，待到9:40，然后回房。""",
 ["楼梯", "走廊", "stairs", "corridor"],
 "seed 八: 不能在走廊里来回走动，或站在走廊里不动 / ADJUDICATION 3: never a destination on the corridor or the stairs"),

("zh41", "韩队", """今晚我在204守着。8点到9点从窗户看花园，9点以后从204的门孔看走廊，一直到结束。""",
 ["门孔", "猫眼", "peephole"],
 "seed 五.3(1)(3) / ADJUDICATION 1, 3: a peephole only from one's own room; from 204 only the window (an officer without a room has none)"),

("zh42", "苏芮", """今晚我谁都不见：整晚关门，谁敲都不开，十点以后也一样不开。全程在房间门孔看走廊。""",
 ["10点", "十点", "22:00", "必须开门", "must open"],
 "seed 五.12: 晚上10点以后有人来敲房客的门，房客必须开门 / ADJUDICATION 5"),
]
