# Chinese cases of parse101.
# CASES:    (id, sender, message, "accept", expected order file body (without `who:`), note)
# REFUSALS: (id, sender, message, reason keywords (any one, zh or en), rule broken)
# Cast (game/game.yaml): 201 老周 [婷婷, 大刘], Jake [Priya, 小雨]; 202 婷婷 [阿杰, Jake],
# Marcus [老周, 小雨]; 203 阿杰 [Marcus, Priya]; 205 Priya [Jake, 大刘]; 207 大刘 [阿杰, 婷婷];
# 209 小雨 [老周, Marcus]; police 白警官, Morgan, 钱队 (no room: they start in 204).
A = "accept"
CASES = [
("zh01", "老周", """喂 那个GM啊 我老周 今晚上我是这么打算的 八点我先在屋里从窗户往外看看草坪 然后九点钟去二零四坐坐跟大伙聊聊 十点回屋睡觉 就这样啊 辛苦了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "voice input, no punctuation; 二零四 = 204; 201 faces south (window sees the lawn)"),

("zh02", "婷婷", """GM晚上好呀🌙
我8点先在屋里趴窗户看花园～
8点半去204找大家玩😆
9点半回屋啦
爱你么么哒💕""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
""", "202 faces north: its window sees the garden; WeChat bubbles"),

("zh03", "阿杰", """8:00 窗
8:30 门孔
9:00 204
10:00 回""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "terse: 窗 = window, 回 = home"),

("zh04", "大刘", """老铁们晚上好！俺大刘今晚这么整：八点先去花园溜达溜达，九点上草坪那旮沓待会儿，十点回屋，从窗户往外瞅着。完事儿！""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "northeastern dialect (溜达, 那旮沓, 瞅)"),

("zh05", "小雨", """夜幕降临，黑马会馆静得出奇。
八点整，我坐在窗前，望着南面草坪上的月光。
八点半，我推开门，穿过走廊去204，想听听大家都在聊些什么。
九点半，我回到自己房间，透过门上的猫眼静静注视着走廊。
——以上是小雨今晚的行动。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "storyteller; 穿过走廊 is the way, not a destination"),

("zh06", "白警官", """白警官 第一晚行动计划：
1. 20:00 在204从窗户观察花园
2. 21:00 前往草坪巡查
3. 21:30 转往花园
4. 22:00 返回204
完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204; 204's window sees the garden"),

("zh07", "钱队", """喂GM，钱队报到。我八点喺204个窗口度睇住花园，九点去草坪行下，十点返204。唔该晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", "Cantonese: 喺 = at, 睇 = look, 行下 = stroll, 返 = go back"),

("zh08", "老周", """那个 九点半我去二零二找婷婷 要是她屋里就她一个人我就动手 要不然我就直接去草坪溜达 嗯 就这些""", A, """
orders:
  - {at: "21:30", go: "202", kill: 婷婷, if: alone, else: {go: lawn}}
""", "动手 = the kill (婷婷 is 老周's target; Marcus shares 202)"),

("zh09", "婷婷", """嘿嘿 今晚要对杰哥下手了🔪
9点20去203敲门，他一个人在的话就…你懂的😏
他不在或者屋里还有别人，我就去花园吧～""", A, """
orders:
  - {at: "21:20", go: "203", kill: 阿杰, if: alone, else: {go: garden}}
""", "杰哥 = 阿杰 (nickname in game.yaml); 下手/🔪/你懂的 = kill"),

("zh11", "大刘", """九点四十俺上202找婷婷唠嗑，要是屋里就她自个儿，直接给她整没了。要是Marcus也搁那儿，那就拉倒，俺回屋。""", A, """
orders:
  - {at: "21:40", go: "202", kill: 婷婷, if: alone, else: {go: home}}
""", "整没了 = kill; 自个儿 = alone"),

("zh12", "小雨", """十点二十，我会轻轻敲响201的门。若老周独自一人在屋里，我就让他永远闭上眼睛；若Jake也在，我便转身下楼去草坪，装作只是出来散步。""", A, """
orders:
  - {at: "22:20", go: "201", kill: 老周, if: alone, else: {go: lawn}}
""", "让他永远闭上眼睛 = kill; Jake is 老周's roommate"),

("zh13", "白警官", """问询安排：
1）20:30 去203找阿杰问话
2）21:10 去205找Priya问话
3）21:50 回204
请知悉。""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:10", go: "205"}
  - {at: "21:50", go: "204"}
""", "police visiting rooms"),

("zh14", "钱队", """九点半我去205搵Priya倾下偈，十点半返嚟204。冇其他嘢啦。""", A, """
orders:
  - {at: "21:30", go: "205"}
  - {at: "22:30", go: "204"}
""", "搵X倾偈 = chat with X in X's room"),

("zh16", "婷婷", """今晚10点前只给Marcus和小雨开门哈，别人敲门一律不开🙅‍♀️
然后我整晚都在屋里窗户边看花园🌸""", A, """
door: [Marcus, 小雨]
orders:
  - {at: "20:00", peek: window}
""", "door list as said (Marcus is her roommate and enters anyway)"),

("zh17", "阿杰", """整晚待屋里。猫眼。""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "猫眼 = peephole, all night"),

("zh18", "大刘", """头一个钟头（八点到九点）俺去草坪溜达，这一个钟头里不管在哪旮旯碰着阿杰自个儿一人，就直接给他整没了。九点俺回屋。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: home}
standing:
  - {kill: 阿杰, if: alone, from: "20:00", until: "21:00"}
""", "standing kill over the first hour"),

("zh19", "小雨", """九点，我从西侧楼梯悄悄下楼，来到花园。那里的玫瑰在夜色里开得正好，我想一个人静一静。九点四十，我沿原路回房。""", A, """
orders:
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:40", go: home, via: [west-stairs]}
""", "route named (五.8); 沿原路 = back by the same (west) stairs"),

("zh21", "钱队", """八点十分去花园，如果见到大刘喺度，就留喺度睇住佢；唔见佢就去草坪行下。""", A, """
orders:
  - {at: "20:10", go: garden, if: {present: 大刘}, else: {go: lawn}}
""", "condition without a kill; 睇住佢 in the garden is just staying (no peeking outside rooms)"),

("zh22", "老周", """九点到十点我去花园转悠 这一个钟头里不管在哪碰上大刘 只要他身边没别人 就干掉他 其他时间我就在屋里待着从门孔往外瞅""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home, peek: peephole}
standing:
  - {kill: 大刘, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 其他时间 = before 21:00 and from 22:00"),

("zh23", "婷婷", """9点去209找小雨姐聊八卦😂 她要是不在就去204等她～ 10点回来""", A, """
orders:
  - {at: "21:00", go: "209", if: {present: 小雨}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "condition without a kill; 小雨姐 = 小雨"),

("zh24", "阿杰", """10:30 205 单独就杀Priya 否则回""", A, """
orders:
  - {at: "22:30", go: "205", kill: Priya, if: alone, else: {go: home}}
""", "terse conditional kill with otherwise"),

("zh26", "小雨", """九点我会去花园等着，十点回房。
第二个时段里，无论在哪里遇见Marcus，只要他身边没有旁人，我都不会放过他。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Marcus, if: alone, from: "21:00", until: "22:00"}
""", "第二个时段 = 21:00-21:59 (五.2); 不会放过他 = kill (Marcus is her target)"),

("zh27", "白警官", """一、21:00 前往209敲门找小雨了解情况。如无人应门，转往花园。
二、22:00 返回活动室，从窗户观察。""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: garden}}
  - {at: "22:00", go: "204", peek: window}
""", "else for a door nobody opens; 活动室 = 204"),

("zh28", "钱队", """今晚我成晚都喺204坐住，唔出去，窗都唔睇，等你哋搞掂先。""", A, """
""", "an officer who stays in 204 all night, not peeking: a file with only `who`"),

("zh29", "老周", """八点半去花园 哎不对不对 说错了 是八点四十去花园 然后九点二十回来 回来以后从窗户往外看""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", "self-correction: 20:30 replaced by 20:40"),

("zh31", "阿杰", """9:10 草坪 走东楼梯
9:40 回""", A, """
orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home}
""", "route named (the west stairs would be shorter from 203)"),

("zh32", "大刘", """八点半上205找Priya扯会儿犊子，九点二十回来，回来就从猫眼往外瞅。""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:20", go: home, peek: peephole}
""", "扯犊子 = chat"),

("zh33", "小雨", """今夜我谁也不信。十点之前，除了婷婷，谁来敲门我都不开。整晚我都守在窗边，看着草坪上的动静。""", A, """
door: [婷婷]
orders:
  - {at: "20:00", peek: window}
""", "door for one name; 209 faces south"),

("zh34", "白警官", """1. 20:00 经东楼梯前往花园
2. 20:40 前往草坪
3. 21:20 经西楼梯返回204""", A, """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", via: [west-stairs]}
""", "routes named both ways"),

("zh36", "婷婷", """我差10分9点出门去草坪看星星✨ 9点半回屋""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home}
""", "差10分9点 = 20:50"),

("zh37", "老周", """十点我走西边那个楼梯下去到花园 走西楼梯啊 别走错了 十点半再去草坪 十点四十回屋""", A, """
orders:
  - {at: "22:00", go: garden, via: [west-stairs]}
  - {at: "22:30", go: lawn}
  - {at: "22:40", go: home}
""", "route named"),

("zh38", "阿杰", """门：只开Priya。
20:00起 窗。""", A, """
door: [Priya]
orders:
  - {at: "20:00", peek: window}
""", "door list of his own target"),

("zh39", "大刘", """今儿个晚上俺哪也不去，就搁屋里猫着。十点前谁敲门都不给开，俺怕死啊。""", A, """
door: closed
""", "猫着 = hiding/staying in, not 猫眼: no peeking; door closed before 22:00"),

("zh41", "白警官", """本人今晚全程留守204，从窗户观察花园动态，不外出。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police staying in 204 all night at the window"),

("zh42", "钱队", """十点二十经东面楼梯落去花园，十点四十返204。""", A, """
orders:
  - {at: "22:20", go: garden, via: [east-stairs]}
  - {at: "22:40", go: "204"}
""", "落去 = go down; route named"),

("zh43", "老周", """今晚十点之前除了婷婷 谁敲门都别给开 她来了正好 嘿嘿 然后我就整晚在屋里从门孔看着走廊""", A, """
door: [婷婷]
orders:
  - {at: "20:00", peek: peephole}
""", "door open to his target only; no kill was ordered"),

("zh44", "婷婷", """今晚我整晚都在屋里用猫眼盯着走廊👀
另外杰克那家伙要是9点一刻到10点半之间送上门来，而且身边没别人，直接干掉😤""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Jake, if: alone, from: "21:15", until: "22:30"}
""", "杰克 = Jake (nickname in game.yaml); 一刻 is fine in a standing window"),

("zh46", "大刘", """十点整去草坪，走东边楼梯下去，十点半从草坪回屋。""", A, """
orders:
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:30", go: home}
""", "route named"),

("zh47", "小雨", """九点二十我想去草坪吹吹风，可要是老周在那儿，我就不自找麻烦了，直接回房间。十点我再去204坐一会儿。""", A, """
orders:
  - {at: "21:20", go: lawn, if: {absent: 老周}, else: {go: home}}
  - {at: "22:00", go: "204"}
""", "condition without a kill: absent"),

("zh48", "白警官", """1. 20:20 去草坪
2. 21:00 去花园
3. 22:00 回204
更正：第2条改为21:10。""", A, """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: "204"}
""", "correction at the end of a numbered plan"),

("zh49", "钱队", """八点半去202搵婷婷同Marcus倾偈，九点二十去209搵小雨，十点返204睇窗。""", A, """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:20", go: "209"}
  - {at: "22:00", go: "204", peek: window}
""", "同 = and (Cantonese)"),

("zh51", "婷婷", """8点40去花园～
啊不对 撤回撤回 改成8点50去花园
9点10分回屋🏠""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:10", go: home}
""", "self-correction (撤回 = WeChat recall)"),

("zh52", "阿杰", """全场见Marcus就杀 不管有没有人""", A, """
standing:
  - {kill: Marcus, if: always}
""", "standing kill all night, always"),

("zh53", "大刘", """21点去204，要是婷婷在那，俺就在那待着；她不在俺就回屋。""", A, """
orders:
  - {at: "21:00", go: "204", if: {present: 婷婷}, else: {go: home}}
""", "21点; condition without a kill"),

("zh54", "小雨", """九点过十分，我去207找大刘，想问问他白天说的那些话是什么意思。十点差十分，我回到自己的房间。""", A, """
orders:
  - {at: "21:10", go: "207"}
  - {at: "21:50", go: home}
""", "九点过十分 = 21:10; 十点差十分 = 21:50"),

("zh56", "白警官", """（1）21:30 去207找大刘核对口供；若大刘不在，改去花园。
（2）22:30 返回204。""", A, """
orders:
  - {at: "21:30", go: "207", if: {present: 大刘}, else: {go: garden}}
  - {at: "22:30", go: "204"}
""", "condition without a kill"),

("zh57", "钱队", """九点去草坪……唔係，改做九点十分先去，九点五十返204。""", A, """
orders:
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: "204"}
""", "self-correction (唔係 = no)"),

("zh58", "老周", """八点我去二零五找普莉亚聊聊天 八点五十回来从门孔看 九点半以后就不看了 歇着""", A, """
orders:
  - {at: "20:00", go: "205"}
  - {at: "20:50", go: home, peek: peephole}
  - {at: "21:30"}
""", "普莉亚 = Priya (voice input; nickname in game.yaml); 21:30 stops peeking"),

("zh59", "婷婷", """9点去204，在那儿从窗户看花园📷，10点回屋用猫眼看～ 晚安啦🌙""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home, peek: peephole}
""", "window from 204"),

("zh61", "阿杰", """２１：００ 花园 Marcus在就回屋""", A, """
orders:
  - {at: "21:00", go: garden, if: {absent: Marcus}, else: {go: home}}
""", "full-width digits; condition checked on arrival"),

("zh62", "大刘", """九点去203找阿杰……哎呀妈呀说错了，是去205找Priya，九点半回来。""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: home}
""", "self-correction of the destination"),

("zh63", "小雨", """十点四十，我去花园。如果Marcus在那里，我就动手，不管旁边有没有人看见；如果他不在，我就回房间，从猫眼看着走廊。""", A, """
orders:
  - {at: "22:40", go: garden, kill: Marcus, if: always, else: {go: home, peek: peephole}}
""", "kill regardless of witnesses, else home with peephole"),

("zh64", "白警官", """第一时段：留在204，从窗户观察花园。
第二时段：前往草坪。
第三时段：去201找老周，之后一直留在那里。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "201"}
""", "时段 = hours starting 20:00, 21:00, 22:00 (五.2)"),

("zh66", "钱队", """开头半个钟喺204睇窗，八点半去花园，九点半返204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: "204"}
""", "开头半个钟 = 20:00-20:29"),

("zh67", "老周", """十点十分我去餐厅 要是大刘在那儿 不管旁边有没有人 都弄死他""", A, """
orders:
  - {at: "22:10", go: "204", kill: 大刘, if: always}
""", "餐厅 = 204; no otherwise: the kill stays armed while he is there"),

("zh68", "阿杰", """8:20 花园 碰到Priya一个人就杀 没碰到就待着
9:00 回屋 门孔""", A, """
orders:
  - {at: "20:20", go: garden, kill: Priya, if: alone}
  - {at: "21:00", go: home, peek: peephole}
""", "conditional kill without otherwise (没碰到就待着)"),
]

REFUSALS = [
("zh10", "阿杰", """8:25 花园
9:00 回""", ["10分钟", "整数倍", "10 minutes", "multiple", "8:25", "20:25"], "20:25 is not a 10-minute slot (五.4)"),
("zh15", "老周", """九点我去二零三找阿杰 他要是一个人在我就把他干掉 这小子白天在群里老怀疑我 看着就来气""", ["目标", "target", "婷婷", "大刘", "滥杀"], "阿杰 is not one of 老周's targets (婷婷, 大刘) (五.10 不可滥杀无辜)"),
("zh20", "白警官", """1. 20:00 留在204从窗户观察花园
2. 21:00 前往花园巡查
3. 如在花园遇到Jake单独一人，当场击毙""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh25", "大刘", """阿杰跟婷婷这俩货，今晚碰着谁就整谁，俩都给整没了拉倒，省得明儿再费劲。""", ["一个", "一人", "只能", "one", "only", "两个", "both"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("zh30", "婷婷", """今晚不出门啦😴 就在屋里趴窗户看草坪，看谁半夜去草坪上晃悠👀""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh35", "钱队", """我成晚喺204，用猫眼睇住条走廊，睇下边个行来行去。""", ["猫眼", "门孔", "peephole", "窗", "window", "204"], "from 204 only the window (五.3(3)); a peephole only from one's own room, and 钱队 has none (五.3(1))"),
("zh40", "小雨", """十一点半，等所有人都睡熟了，我独自走到草坪尽头，望着断崖下的黑暗。""", ["23:30", "11点", "十一点", "23:00", "22:50", "时间", "time"], "23:30 is after the night (五.1: 11点之后统统睡觉)"),
("zh45", "阿杰", """门全程关。22点后也不开。
整晚屋里 窗。""", ["22:00", "10点", "开门", "must open", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh50", "老周", """嗯 我大概九点多快十点那会儿吧 去花园转一圈 然后回屋 反正差不多那个点""", ["时间", "time", "几点", "九点多", "模糊", "vague", "exact", "具体"], "九点多快十点 is no time: an order starts at an exact 10-minute slot (五.4); any guess would be a misread"),
("zh55", "大刘", """那个钱队老盯着俺，烦死了。今晚要是碰着他自个儿一人，就给他整没了。""", ["警察", "police", "不能杀", "cannot kill", "钱队"], "a tenant cannot kill the police (五.10 房客不能杀警察; 六.6)"),
("zh60", "白警官", """本人今晚全程在204，从窗户监视草坪，重点关注断崖一带。""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "204"], "204's window sees the garden, not the lawn (三.2 餐厅的窗户也能看见花园)"),
("zh65", "小雨", """九点，我会守在东楼梯上，在阴影里看着每一个上下楼的人。""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stay (八 不能…站在走廊里不动; ADJUDICATION 3)"),
("zh69", "婷婷", """九点三刻去花园散散步～ 十点回屋😊""", ["10分钟", "整数倍", "10 minutes", "multiple", "三刻", "21:45", "9:45"], "九点三刻 = 21:45, not a 10-minute slot (五.4)"),
("zh70", "钱队", """九点我去走廊度企下，睇下边个出出入入，十点返204。""", ["走廊", "corridor", "八"], "nobody stands in the corridor (八)"),
]
