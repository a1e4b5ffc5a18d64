# Chinese cases of parse120: (id, sender, message, expect, orders_yaml, note)
# and refusals: (id, sender, message, reason_keywords, rule).
# Writers: 周大海 (201, fifties, voice input, no punctuation), 林晓雯 (202, student, WeChat,
# emoji and ～), 马建国 (203, Northeastern dialect 东北话), 苏婉 (205, storyteller, long and
# literary), 何志明 (209, Cantonese 粤语 written), 李警官 (police, terse one-liners),
# 包探长 (police, a planner with numbered lines).
A = "accept"
CASES = [
# ---------------- 周大海 (201): voice input, no punctuation ----------------
("zh01", "周大海", """喂 GM你好啊 我是老周 那个今天晚上我是这么安排的 八点钟先在屋里从窗户往外看看草坪 八点半下楼去花园转一圈 九点钟回屋 然后就从门孔盯着走廊 一直到结束 就这样 谢谢啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", "voice input without punctuation; 201 faces south (window sees the lawn)"),

("zh02", "周大海", """嗯 建国那小子 我跟你说啊 九点到十点之间 在哪碰上他一个人 就弄死他 其他时间我就在屋里待着 哪也不去""", A, """
standing:
  - {kill: 马建国, if: alone, from: "21:00", until: "22:00"}
""", "nickname 建国 = 马建国; standing kill with a window; staying in needs no order"),

("zh03", "周大海", """GM 八点四十我去草坪 走东边那个楼梯下去 别走西边 西边老有人 九点二十回来 回来走哪边都行""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: home}
""", "route named (seed 五.8); the way back left to the GM (shortest)"),

("zh04", "周大海", """九点去二零三找老马聊天 哦不对不对 去二零五 找苏婉 老马那屋人多 十点回来从窗户看""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "22:00", go: home, peek: window}
""", "self-correction: 203 replaced by 205; room numbers as voice input spells them (二零五)"),

("zh05", "周大海", """十点二十去207 找那个日本小伙子健二 要是就他一个人在屋 就动手 要不然就直接回屋睡觉""", A, """
orders:
  - {at: "22:20", go: "207", kill: Kenji, if: alone, else: {go: home}}
""", "nickname 健二 = Kenji; 动手 = kill; 要不然 = else"),

("zh06", "周大海", """GM 我今晚不出门了 就在屋里从门孔看着楼梯口 一整晚 对了 十点以前除了李警官谁敲门都别开 他来可以""", A, """
door: [李警官]
orders:
  - {at: "20:00", peek: peephole}
""", "201's peephole sees the west stair head; door list of one officer (the roommate Priya enters freely anyway, so she is not listed)"),

# ---------------- 林晓雯 (202): WeChat, emoji ----------------
("zh07", "林晓雯", """GM晚上好呀～🌙 我今晚先窝在房间从窗户看花园👀 9点去204找大家玩 10点再回来继续看窗外～ 谢谢GM大大😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "202 faces north: its window sees the garden"),

("zh08", "林晓雯", """8点半去203找汤姆借充电宝🔋 如果他不在就去204等他 哈哈""", A, """
orders:
  - {at: "20:30", go: "203", if: {present: Tom}, else: {go: "204"}}
""", "condition without a kill; nickname 汤姆 = Tom"),

("zh09", "林晓雯", """偷偷说🤫 十点去209找阿明 他要是一个人在屋就动手🔪""", A, """
orders:
  - {at: "22:00", go: "209", kill: 何志明, if: alone}
""", "conditional kill without an otherwise; nickname 阿明"),

("zh10", "林晓雯", """9点到9点半在花园散步🌸 散完回房间～ 然后10点以后只要碰到老周一个人就干掉他😈""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: 周大海, if: alone, from: "22:00"}
""", "standing kill from 22:00 to the end of the night; nickname 老周"),

("zh11", "林晓雯", """8点20去204，啊不对打错了是8点40😅 然后9点半去草坪 走西楼梯哈""", A, """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: lawn, via: [west-stairs]}
""", "self-correction of a time; route"),

("zh12", "林晓雯", """今晚有点怕怕😨 10点前只给婉姐和警察开门哈 其他人都不开 我就在房里从猫眼看门口👀""", A, """
door: [苏婉, 李警官, Morgan, 包探长]
orders:
  - {at: "20:00", peek: peephole}
""", "警察 = all three officers; nickname 婉姐 = 苏婉"),

# ---------------- 马建国 (203): 东北话 ----------------
("zh13", "马建国", """GM 俺今晚这么整：八点先搁屋里趴窗户瞅草坪，九点上204唠嗑，十点回屋猫着，哪也不去了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "dialect: 搁 = in, 瞅 = look, 猫着 = stay in (no peeking)"),

("zh14", "马建国", """九点半上202找雯雯那丫头，她要是一个人搁屋，直接整死她；要是屋里还有别人，俺就上花园溜达去""", A, """
orders:
  - {at: "21:30", go: "202", kill: 林晓雯, if: alone, else: {go: garden}}
""", "整死 = kill; else to the garden"),

("zh15", "马建国", """今晚不管搁哪旮旯碰着Kenji那小子，不管旁边有没有人，直接整死他。八点四十俺上草坪溜达溜达，九点十分回屋""", A, """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:10", go: home}
standing:
  - {kill: Kenji, if: always}
""", "seed 五.7 third form (无论周围有没有人): standing, always"),

("zh16", "马建国", """差十分十点俺从东楼梯下去上草坪，十点半再回屋""", A, """
orders:
  - {at: "21:50", go: lawn, via: [east-stairs]}
  - {at: "22:30", go: home}
""", "差十分十点 = 21:50"),

("zh17", "马建国", """九点上205找苏婉唠唠嗑，她要不搁屋俺就回来""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 苏婉}, else: {go: home}}
""", "condition without a kill: if 苏婉 is not there, back home"),

("zh18", "马建国", """俺们屋十点前谁敲门都别开，俺怕有人来顺俺的烟。俺整晚搁屋里从猫眼瞅着""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00 (legal); 猫眼 = peephole"),

# ---------------- 苏婉 (205): storyteller ----------------
("zh19", "苏婉", """晚上八点，我会先在房间里静静坐一会儿，透过窗户看看草坪上有没有人影。到了八点半，我披上外套去花园走走，那里的月季开得正好。九点我回到房里，从门孔留意走廊的动静，一直到十点。十点整我去204，和大家喝杯茶，就待在那里直到睡前。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", go: "204"}
""", "narrative"),

("zh20", "苏婉", """我思来想去，那个叫Tom的年轻人……今晚十点十分，我会去203找他。如果屋里只有他一个人，我就动手；若是还有旁人，我便转身去草坪吹吹风，平复一下心情。""", A, """
orders:
  - {at: "22:10", go: "203", kill: Tom, if: alone, else: {go: lawn}}
""", "conditional kill with an otherwise, told as a story"),

("zh21", "苏婉", """九点到十点之间，无论在哪里遇见马建国，只要他身边没有别人，我就不会放过他。其余时间我都在房里，从窗户望着草坪，看月亮。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 马建国, if: alone, from: "21:00", until: "22:00"}
""", "无论在哪里 is about the place; 只要他身边没有别人 makes it alone, not always"),

("zh22", "苏婉", """今晚想换个角度。八点十分我去204，在那边从窗户看花园——听说夜里花园常有人走动。九点四十回房间，之后就不出门了。""", A, """
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:40", go: home}
""", "window from 204 sees the garden; peeking stops at 21:40"),

("zh23", "苏婉", """这一夜我哪儿也不去了，头有些疼，想早早躺下。谁来敲门我都不开……算了，还是照常开门吧，万一有人找我有事呢。""", A, """
""", "staying in all night, no peeking; the door correction ends at the default (open): an order file with `who` only"),

# ---------------- 何志明 (209): 粤语 ----------------
("zh24", "何志明", """GM你好，我今晚咁样：八点喺房度用门孔睇住东边楼梯，九点去204坐下，十点返房瞓觉。唔该晒！""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "209's peephole sees the east stair head; 瞓觉 = sleep (no peeking)"),

("zh25", "何志明", """十点半去201搵Priya，如果得佢一个人喺度就做咗佢，唔系就去花园行下""", A, """
orders:
  - {at: "22:30", go: "201", kill: Priya, if: alone, else: {go: garden}}
""", "得佢一个人 = only her; 做咗佢 = kill her; 唔系 = otherwise"),

("zh26", "何志明", """九点一刻到十点半，无论喺边度撞到老周，有冇人喺隔篱都照做咗佢""", A, """
standing:
  - {kill: 周大海, if: always, from: "21:15", until: "22:30"}
""", "一刻 in a standing window (any whole minute); 有冇人 = whether or not anyone is around"),

("zh27", "何志明", """十点之前净系俾阿雯同埋Kenji入嚟，其他人敲门唔好开。成晚喺房度睇窗口""", A, """
door: [林晓雯, Kenji]
orders:
  - {at: "20:00", peek: window}
""", "door list; 阿雯 = 林晓雯; 209's window sees the lawn"),

("zh28", "何志明", """八点半落楼去草坪，行西边楼梯，九点返嚟由门孔睇""", A, """
orders:
  - {at: "20:30", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home, peek: peephole}
""", "route by the far stairs; 返嚟 = come back home"),

# ---------------- 李警官 (police): terse ----------------
("zh29", "李警官", """李。8点娱乐室窗口看花园。9点草坪。9点半花园。10点回娱乐室。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204"),

("zh30", "李警官", """9点去209敲门，没人开就去草坪。10点回204。""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: lawn}}
  - {at: "22:00", go: "204"}
""", "else on a refused door, without an if"),

("zh31", "李警官", """全晚待204，窗口盯花园。""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

# ---------------- 包探长 (police): numbered planner ----------------
("zh32", "包探长", """包探长今晚行动计划：
一、20:00—20:29 在204从窗户观察花园；
二、20:30 前往草坪巡查；
三、21:10 经东楼梯返回204；
四、22:00 前往205，与苏婉谈话。
以上。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "204", via: [east-stairs]}
  - {at: "22:00", go: "205"}
""", "numbered plan; a range 20:00-20:29"),

("zh33", "包探长", """1. 八点整：去202找林晓雯了解情况，如她不在，改去花园。
2. 八点四十：回204，从窗户观察。
3. 十点二十：去203，找马建国。""", A, """
orders:
  - {at: "20:00", go: "202", if: {present: 林晓雯}, else: {go: garden}}
  - {at: "20:40", go: "204", peek: window}
  - {at: "22:20", go: "203"}
""", "condition without a kill"),

("zh34", "包探长", """更正上一条，今晚改为——
1）九点十分去花园
2）九点五十去草坪
3）十点四十回204
其余时间在204待命。""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:40", go: "204"}
""", "a correction of an earlier message; this message alone is the whole plan"),
]

REFUSALS = [
("zh35", "林晓雯", """说真的我觉得Kenji要对我下手😰😰 先下手为强！！今晚不管在哪碰到Kenji一个人就干掉他💢""",
 ["目标", "target", "周大海", "何志明"], "Kenji is not one of 林晓雯's targets (五.10 不可滥杀无辜)"),
("zh36", "马建国", """那个包探长老瞅俺不顺眼，今晚要是搁花园碰着他一个人，俺就把他整死拉倒""",
 ["警察", "police", "不能杀", "cannot"], "a tenant cannot kill a police officer (五.10 房客不能杀警察; 六.6)"),
("zh37", "周大海", """GM 八点二十五去花园 九点回来 就这些""",
 ["10分钟", "整数倍", "20:25", "8:25", "multiple", "10 minutes"], "an action starts at a multiple of 10 minutes (五.4): 20:25 is not"),
("zh38", "苏婉", """晚饭后我想去草坪散散步，大概九点左右吧，看情况，散完就回房。""",
 ["具体", "确切", "准确", "模糊", "exact", "vague", "整数倍", "multiple"], "a vague time (五.4: a start at an exact multiple of 10 minutes); guessing would be a misread"),
("zh39", "何志明", """今晚成晚喺房，不过十一点半想落草坪睇下星星✨""",
 ["23:30", "11:30", "22:50", "23:00", "20:00"], "23:30 is after the night (五.1: 8-11 o'clock; orders start by 22:50)"),
("zh40", "马建国", """俺今晚就搁屋里趴窗户瞅着花园，看看谁大半夜上花园嘎哈""",
 ["朝南", "草坪", "south", "lawn"], "203 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh41", "李警官", """9点到10点东楼梯口蹲守。10点回204。""",
 ["走廊", "楼梯上", "停留", "stairs", "corridor", "八"], "nobody stays on the stairs or in the corridor (八), police included"),
("zh42", "林晓雯", """今晚谁敲门我都不开！！10点以后也不开😤 就在屋里待着""",
 ["22:00", "必须开门", "must open", "五.12", "22点"], "after 22:00 a tenant must open the door (五.12)"),
]
