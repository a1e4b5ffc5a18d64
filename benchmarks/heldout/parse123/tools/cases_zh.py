# -*- coding: utf-8 -*-
"""Chinese cases of the parse123 held-out set.

CASES:    (id, sender, message, writer's voice, expected order file without `who:`, note)
REFUSALS: (id, sender, message, reason keywords (zh and en alternatives), rule)
Cast: see ../game/game.yaml and ../README.md."""

CASES = [
("zh01", "赵铁柱", """家人们我今晚这么整哈：八点半上204唠会儿嗑，九点半回屋趴窗户那嘎瞅着，一直瞅到十一点完事儿。""",
 "东北话", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", ""),

("zh02", "林小雨", """宝子们今晚安排来啦🥳🥳
8:00-8:20先在房间窗户偷偷看花园👀
8:20换猫眼看走廊
8:40去餐厅找人聊天☕️
9:30回房间睡美容觉😴
就酱～爱你们💕""",
 "emoji student", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
""", "202 faces north: its window sees the garden. 睡美容觉 = stay in, not peeking."),

("zh03", "胡大海", """晚上十点二十我去205耍一哈，要是苏菲一个人在屋头，就把她做了，要不是一个人我就下楼去草坪吹哈风。其他时候我就在屋头蹲起，莫得啥子安排。""",
 "四川话", """
orders:
  - at: "22:20"
    go: "205"
    kill: Sophie
    if: alone
    else: {go: lawn}
""", "苏菲 is Sophie (nickname); 做了 = kill."),

("zh04", "陈嘉欣", """我今晚八點半去204坐吓，九點兩個字返房，之後成晚喺房由窗口望住個草坪。""",
 "粤语", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: home
    peek: window
""", "九點兩個字 (Cantonese: the minute hand on the 2) = 21:10; 207 faces south, its window sees the lawn."),

("zh05", "黄志明", """喂那个我说一下我今天晚上的行动啊八点的时候我先在房间里面从猫眼往外看一直看到八点四十然后八点四十我去花园走一走走东边那个楼梯下去啊然后九点半回房间就不出来了""",
 "voice input", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: garden
    via: [east-stairs]
  - at: "21:30"
    go: home
""", ""),

("zh06", "韩冰", """韩冰今晚行动计划如下：
一、20:00—20:50 在204室临窗观察花园；
二、21:00 前往花园巡查；
三、21:40 经西楼梯返回204；
四、22:00 起在204继续临窗观察，直至23:00。
完毕。""",
 "official, numbered", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: "204"
    via: [west-stairs]
  - at: "22:00"
    peek: window
""", "An officer without a room starts in 204 and may peek through its window."),

("zh07", "包拯", """话说今夜月黑风高，本府坐镇黑马会馆，岂容宵小作乱！八点整，本府在餐厅临窗而坐，静观花园动静；九点半移步草坪，沿断崖巡视一番；十点十分回到餐厅，一边吃茶一边看窗外，直至夜深。退堂！""",
 "role-play storyteller", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:10"
    go: "204"
    peek: window
""", ""),

("zh08", "Oliver", """你好GM！我是Oliver。今天晚上我想：九点钟我去花园散步。九点三十我去草地看一看。十点我回我的房间，然后我看窗户。谢谢！😊""",
 "learner of Chinese", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "草地 (a learner's word) is the lawn, 草坪."),

("zh09", "赵铁柱", """今晚我哪也不去，就搁屋里猫着从猫眼往外瞅。不过整宿不管在哪旮旯，只要碰着老胡一个人，直接给他整没了，别磨叽。""",
 "东北话", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 胡大海
    if: alone
    from: "20:00"
    until: "23:00"
""", "老胡 = 胡大海; 整宿 = all night."),

("zh10", "林小雨", """今晚我哪都不去啦🙈 就在屋里趴窗户看花园🌸🌸 十点之前只给嘉欣和铁柱开门 别人敲门一律不理🙅‍♀️ 嘿嘿嘿😈""",
 "emoji student", """
door: [陈嘉欣, 赵铁柱]
orders:
  - at: "20:00"
    peek: window
""", "嘉欣 = 陈嘉欣, 铁柱 = 赵铁柱."),

("zh11", "胡大海", """九点钟我去敲202的门，找小雨摆哈龙门阵，她要是不开门我就去204坐起，坐到睡觉。""",
 "四川话", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: "204"}
""", "摆龙门阵 = chat."),

("zh12", "陈嘉欣", """八點到九點我喺房由門孔望出去，九點落花園行吓，十點返房。九點至十點半，無論喺邊度撞到胡大海，有冇人喺隔籬都照殺佢。""",
 "粤语", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: 胡大海
    if: always
    from: "21:00"
    until: "22:30"
""", "無論…有冇人 = always (seed 五.7 无论周围有没有人)."),

("zh13", "黄志明", """那个八点到十点半我都在房间里从窗户看草坪然后十点半我去205找奥利弗如果他一个人在的话就把他干掉嗯就这样""",
 "voice input", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:30"
    go: "205"
    kill: Oliver
    if: alone
""", "A conditional kill with no otherwise: the kill stays armed while the order runs."),

("zh14", "韩冰", """今晚部署：
1. 20:30 到203室走访胡大海；
2. 21:20 前往207室走访陈嘉欣，如无人应门，则转至草坪巡查；
3. 22:30 返回204。""",
 "official, numbered", """
orders:
  - at: "20:30"
    go: "203"
  - at: "21:20"
    go: "207"
    else: {go: lawn}
  - at: "22:30"
    go: "204"
""", ""),

("zh15", "包拯", """本府今夜先于餐厅静坐饮茶。九点整亲往花园一探：若那黄志明在园中，便留在园中盯住他；若他不在，本府便转去草坪看看。十点半回餐厅歇息。""",
 "role-play storyteller", """
orders:
  - at: "21:00"
    go: garden
    if: {present: 黄志明}
    else: {go: lawn}
  - at: "22:30"
    go: "204"
""", "A condition without a kill."),

("zh16", "Oliver", """GM你好。我的计划：八点二十我去207找嘉欣聊天。如果她一个人在，我杀她。如果不是这样，我回我的房间。九点以后我在我的房间，用门孔看。""",
 "learner of Chinese", """
orders:
  - at: "20:20"
    go: "207"
    kill: 陈嘉欣
    if: alone
    else: {go: home}
  - at: "21:00"
    go: home
    peek: peephole
""", "九点以后我在我的房间 is written as a walk home: after a branching visit only `go: home` makes sure he is in his room to peek."),

("zh17", "赵铁柱", """八点四十我下楼上草坪溜达溜达，走东边楼梯昂。哎不对不对，走西边那个，东边那头老有人晃悠。九点二十回屋。""",
 "东北话", """
orders:
  - at: "20:40"
    go: lawn
    via: [west-stairs]
  - at: "21:20"
    go: home
""", "Corrected mid-message: the west stairs, not the east ones."),

("zh18", "林小雨", """不好意思GM😭刚才那条作废作废！！以这条为准👇
8点半去204吃宵夜🍜
9点20回房间 从猫眼盯着走廊👁️👁️ 一直盯到11点
晚安🌙""",
 "emoji student", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: home
    peek: peephole
""", "Replaces an earlier message: only this one counts."),

("zh19", "胡大海", """九点过十分我下去花园转一哈，差十分十点再走到草坪去。九点到十点这一个钟头，只要撞到普丽娅一个人，就把她收拾了。十点整我就回屋头。""",
 "四川话", """
orders:
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: Priya
    if: alone
    from: "21:00"
    until: "22:00"
""", "九点过十分 = 21:10, 差十分十点 = 21:50; 普丽娅 = Priya."),

("zh20", "陈嘉欣", """八點到十點我喺房由窗口望住草坪。十點正去203搵胡大海，佢一個人喺度就即刻做低佢，唔係就落去草坪。""",
 "粤语", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "203"
    kill: 胡大海
    if: alone
    else: {go: lawn}
""", "做低 = kill (Cantonese slang); 唔係就… = otherwise."),

("zh21", "黄志明", """然后呢九点钟我去203找大海玩如果苏菲不在那边的话我就一直在那边待着如果苏菲也在那边我就回我自己房间好了""",
 "voice input", """
orders:
  - at: "21:00"
    go: "203"
    if: {absent: Sophie}
    else: {go: home}
""", "A condition without a kill, on someone's absence."),

("zh22", "韩冰", """韩冰今晚安排：
1. 20:00-21:00 在204待命；
2. 21:00 赴205室，若Oliver在屋内，则对其进行问询，否则返回204临窗观察花园；
3. 22:10 赴202室走访林小雨；
4. 22:40 返回204。""",
 "official, numbered", """
orders:
  - at: "21:00"
    go: "205"
    if: {present: Oliver}
    else: {go: "204", peek: window}
  - at: "22:10"
    go: "202"
  - at: "22:40"
    go: "204"
""", "待命 in 204 is where a roomless officer is anyway."),

("zh23", "包拯", """本府八点整便下楼，取道东楼梯直奔草坪，立于崖边观望；九点四十折回花园；十点五十回餐厅，今夜便到此为止。""",
 "role-play storyteller", """
orders:
  - at: "20:00"
    go: lawn
    via: [east-stairs]
  - at: "21:40"
    go: garden
  - at: "22:50"
    go: "204"
""", ""),

("zh24", "Oliver", """今天晚上我一直在我的房间。八点到九点我看窗户，九点到十点我看门孔，十点以后我睡觉。晚安！""",
 "learner of Chinese", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
""", "十点以后我睡觉: an order with only `at` stops the peeking."),

("zh25", "赵铁柱", """咱屋门十点前谁敲都不开昂。九点半我下去花园转悠，十点半回屋。九点半到十点半之间，要是在哪碰着那个Oliver，旁边没有Priya那老妹儿，就直接给他撂倒。""",
 "东北话", """
door: closed
orders:
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Oliver
    if: {absent: Priya}
    from: "21:30"
    until: "22:30"
""", "旁边没有Priya = {absent: Priya}; 撂倒 = kill."),

("zh26", "林小雨", """GM我交作业啦📝
第一时段：8:00-8:19窗户看，8:20-8:29门孔看，8:30去草坪玩到9:09💃
第二时段：9:10回房间门孔看，9:40去204
第三时段：一直待在204从窗户往外看👀""",
 "emoji student", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: home
    peek: peephole
  - at: "21:40"
    go: "204"
  - at: "22:00"
    peek: window
""", "Written the way the seed's own example (五.5) is."),

("zh27", "胡大海", """GM改一哈哈，之前说的九点半去花园改成九点四十，其他不变。我再发一遍完整的：八点开始在屋头从窗子看草坪，九点四十去花园，十点半回来。""",
 "四川话", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:40"
    go: garden
  - at: "22:30"
    go: home
""", "The 九点半 of the earlier message is replaced by 九点四十."),

("zh28", "陈嘉欣", """十點前淨係俾韓sir同埋小雨入嚟，其他人敲門唔好開。我成晚留喺房，由門孔睇住條走廊。""",
 "粤语", """
door: [韩冰, 林小雨]
orders:
  - at: "20:00"
    peek: peephole
""", "韓sir = 韩冰 (declared nickname), 小雨 = 林小雨."),

("zh29", "黄志明", """八点半我去餐厅嗯不对不对八点五十去餐厅然后九点四十从餐厅走西边的楼梯下去花园十点二十回房间从窗户往外看""",
 "voice input", """
orders:
  - at: "20:50"
    go: "204"
  - at: "21:40"
    go: garden
    via: [west-stairs]
  - at: "22:20"
    go: home
    peek: window
""", "Corrected mid-sentence: 八点五十, not 八点半."),

("zh30", "韩冰", """今晚部署如下：
一、20时30分，赴草坪巡查；
二、21时10分，经东楼梯返回204，临窗监视花园；
三、22时00分，赴201室走访赵铁柱、Priya，如门不开，即返回204。""",
 "official, numbered", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: "204"
    via: [east-stairs]
    peek: window
  - at: "22:00"
    go: "201"
    else: {go: "204"}
""", "An officer's home is 204: the else is what a refused visitor does anyway."),

("zh31", "包拯", """本府先在餐厅吃茶。九点二十去拜会那胡大海……且慢，胡大海那厮嫌疑已除，改去会一会陈嘉欣，207房。若无人应门，便回餐厅。""",
 "role-play storyteller", """
orders:
  - at: "21:20"
    go: "207"
    else: {go: "204"}
""", "Corrected mid-message: 207 (陈嘉欣), not 203 (胡大海)."),

("zh32", "Oliver", """晚上九点我去草坪。在草坪，如果赵铁柱一个人来，我杀他。十点我回房间。""",
 "learner of Chinese", """
orders:
  - at: "21:00"
    go: lawn
    kill: 赵铁柱
    if: alone
  - at: "22:00"
    go: home
""", "A kill tied to the lawn order (在草坪), not a standing order: it stays armed until 22:00."),

("zh33", "赵铁柱", """八点十分上203找老胡喝两盅，他要不给开门我就上花园溜达去。九点整回屋。屋门十点之前就让小雨进，别人甭寻思了。""",
 "东北话", """
door: [林小雨]
orders:
  - at: "20:10"
    go: "203"
    else: {go: garden}
  - at: "21:00"
    go: home
""", ""),

("zh34", "林小雨", """10点前我在自己屋里从窗户看花园🌙 10点去204
今晚10点到11点 不管在哪碰到嘉欣 只要她一个人 直接刀了🔪🔪""",
 "emoji student", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "204"
standing:
  - kill: 陈嘉欣
    if: alone
    from: "22:00"
    until: "23:00"
""", "刀了 = kill (internet slang)."),
]

REFUSALS = [
("zh35", "赵铁柱", """今儿晚上九点我上202找小雨唠嗑，她要是一个人搁屋，我就顺手把她整了，这丫头片子瞅着就不像好人。""",
 ["目标", "target", "滥杀"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜: 小雨 (林小雨) is not one of 赵铁柱's targets (胡大海, Oliver)"),

("zh36", "胡大海", """今晚整个大的！九点去205，苏菲在的话先把她做了，然后十点去201把Priya也收拾了，一锅端，巴适得板！""",
 ["只能", "一人", "一次", "only one", "one of", "once"],
 "五.10 只能从两个目标中任选一人杀死 (ADJUDICATION 5: one kill per game): both targets, Sophie and Priya"),

("zh37", "包拯", """本府今夜九点亲赴209，若那黄志明独自在房，便将他就地正法，以儆效尤！""",
 ["警察", "police", "不能杀", "cannot kill"],
 "五.13 杀人时段警察没有任务 (ADJUDICATION 5: police cannot kill): 包拯 is an officer"),

("zh38", "林小雨", """今晚7点半我就先去花园占个好位置🌙🌙 9点回房间看窗户👀""",
 ["20:00", "8点", "八点", "时段", "outside"],
 "五.1 杀人时段是晚上8点到11点: 7点半 (19:30) is before the night starts"),

("zh39", "黄志明", """九点一刻我去花园逛一逛然后十点回房间就这样""",
 ["整十", "10分钟", "十分钟", "整数倍", "multiple of 10", "10 minutes"],
 "五.4 每次行动开始时间必须是10的整数倍: 九点一刻 is 21:15"),

("zh40", "陈嘉欣", """今晚我九點幾先去204坐吓，夜啲再返房。""",
 ["具体", "确切", "准确", "模糊", "exact", "vague"],
 "五.4 每次行动开始时间必须是10的整数倍: 九點幾 (some time after nine) and 夜啲 (later) name no slot; a guess would be a misread"),

("zh41", "胡大海", """我今晚就在屋头从窗子一直盯到花园，看哪个龟儿子半夜三更在花园头晃。""",
 ["朝南", "草坪", "south", "lawn"],
 "三.2 / 五.3(1) 朝南的房间从窗户只能看见草坪: 203 faces south, its window does not see the garden"),

("zh42", "Oliver", """今天晚上我不开门。十点以后也不开门，谁来敲门都不开。我在房间用窗户看。""",
 ["必须", "must", "22:00"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门: the door cannot stay shut after 22:00"),
]
