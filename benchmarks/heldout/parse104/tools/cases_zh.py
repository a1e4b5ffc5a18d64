# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Writers: 胖虎 (WeChat, emoji), 老周 (retired teacher, formal), 小鱼 (voice input, no punctuation),
# 阿珍 (Cantonese written chat), 林工 (engineer, numbered lines), 刘队 (police, northeastern dialect),
# 老白 (police, storyteller).
A = "accept"; R = "refuse"
CASES = [
("zh01", "胖虎", """GM晚上好呀😁
8点我先在屋里趴窗户看草坪👀
8点40溜去204蹭点吃的🍪
9点半回屋 猫眼盯着楼梯那边 嘿嘿""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "201 faces south (window: lawn); its peephole also sees the west stair head"),

("zh02", "老周", """幕后黑手先生：您好！
本人老周，住二〇二房。今晚安排如下：八点整起，在房内从窗户观察花园；九点三十分，前往二〇四房间与诸位闲谈；十点三十分返回本房间休息。
有劳了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "202 faces north: its window sees the garden; rooms in Chinese digits (二〇四)"),

("zh03", "小鱼", """嗯九点去草坪如果碰到胖虎一个人就把他杀了否则就去花园""", A, """
orders:
  - {at: "21:00", go: lawn, kill: 胖虎, if: alone, else: {go: garden}}
""", "voice input, no punctuation; kill with otherwise"),

("zh04", "阿珍", """GM你好呀，我阿珍。八点半我去204坐下倾下偈，九点返屋企，喺窗度睇草坪。唔该晒！""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", "Cantonese: 倾偈 = chat, 返屋企 = go home, 喺窗度睇 = watch from the window (205 faces south)"),

("zh05", "林工", """林工 209 第一晚指令：
1. 20:00-20:30 窗户观察草坪
2. 20:30-21:00 门孔观察（东楼梯方向）
3. 21:00 前往204，停留至22:00
4. 22:00 回209，门孔观察至结束""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "209's peephole sees the east stair head; 回209 = home"),

("zh06", "刘队", """咱今晚这么整：八点搁娱乐室窗户那儿瞅花园，九点上草坪溜达溜达，九点半回娱乐室。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204"}
""", "police without a room start in 204; 204's window sees the garden; 搁 = 在, 瞅 = 看"),

("zh07", "老白", """话说今夜月黑风高，本探长老白自然不会闲着。八点整，我先在204的窗边观察花园里的动静；待到八点四十，便下楼去花园巡视一番；九点二十分，转去草坪看看那断崖边有没有人；十点整回到204歇脚。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "storyteller; 断崖边 is the lawn's south end (the lawn)"),

("zh08", "胖虎", """冲鸭！！今晚只要碰到周老师单独一个人 直接干掉🔪
其他时间就窝在屋里从窗户看😂""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 老周, if: alone}
""", "nickname 周老师 = 老周 (game.yaml nicknames); all-night standing kill"),

("zh09", "老周", """今晚十点以前，除小鱼与林工二位以外，谁来敲门我都开。
另：整晚在房中由门孔向外观察。""", A, """
door: [胖虎, Priya, Tom, 阿珍, Kenji, 刘队, Rosa, 老白]
orders:
  - {at: "20:00", peek: peephole}
""", "everyone but two: a door list of everyone else (the contract has no deny list)"),

("zh10", "小鱼", """八点去花元转一圈八点四十回来然后就一直在屋里从门孔看""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: home, peek: peephole}
""", "voice-input homophone 花元 for 花园"),

("zh11", "阿珍", """九点去209搵林工，佢一个人喺度就做咗佢，唔系一个人就去草坪。""", A, """
orders:
  - {at: "21:00", go: "209", kill: 林工, if: alone, else: {go: lawn}}
""", "Cantonese: 搵 = find, 做咗佢 = kill him, 唔系 = not"),

("zh13", "刘队", """九点去203跟那俩唠唠嗑，十点回来""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "204"}
""", "police: 回来 = back to 204"),

("zh14", "老白", """我这人向来喜欢串门。九点去二〇五拜访阿珍，聊到九点四十，再去207看看Kenji，十点半回204。""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:40", go: "207"}
  - {at: "22:30", go: "204"}
""", ""),

("zh16", "老周", """八点二十分，前往二〇三房间拜访小鱼；如她独自一人在房中，即将其杀死；如房中另有他人，则返回本房间。""", A, """
orders:
  - {at: "20:20", go: "203", kill: 小鱼, if: alone, else: {go: home}}
""", "formal conditional kill with otherwise"),

("zh18", "阿珍", """今晚十点前净系俾Kenji入嚟，其他人敲门一律唔开。成晚喺房度用门孔睇走廊。""", A, """
door: [Kenji]
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese: 净系俾…入嚟 = only let … in"),

("zh19", "林工", """1) 21:10 出发去草坪，路线：东楼梯
2) 21:40 去花园
3) 22:10 回房
备注：无""", A, """
orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: garden}
  - {at: "22:10", go: home}
""", "route named"),

("zh20", "刘队", """整宿就搁204待着，啥也不瞅，哪也不去。""", A, """
""", "police staying in 204 all night, not peeking: a file with only `who`"),

("zh21", "老白", """今晚我打算守株待兔：整晚坐在204窗口，盯着花园，一步都不挪。""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh22", "胖虎", """9点去207找Kenji玩🎮 他要是一个人就动手 不是一个人就撤回来哈哈""", A, """
orders:
  - {at: "21:00", go: "207", kill: Kenji, if: alone, else: {go: home}}
""", "动手 = kill; 撤回来 = back home"),

("zh24", "小鱼", """九点二十去二零七找Kenji 啊不是九点半九点半去 他要是一个人就杀了他 不是一个人就回来""", A, """
orders:
  - {at: "21:30", go: "207", kill: Kenji, if: alone, else: {go: home}}
""", "spoken self-correction: 21:20 replaced by 21:30"),

("zh25", "阿珍", """八点去花园行下，八点四十去草坪，九点二十返房。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home}
""", "行下 = take a walk"),

("zh26", "林工", """1. 22:00前门只对Priya、Rosa开
2. 全程门孔观察
3. 不外出""", A, """
door: [Priya, Rosa]
orders:
  - {at: "20:00", peek: peephole}
""", "door list with a tenant and an officer"),

("zh28", "老白", """十点钟去敲201的门，要是胖虎在，我就跟他聊聊；他不在的话，我就转去草坪。""", A, """
orders:
  - {at: "22:00", go: "201", if: {present: 胖虎}, else: {go: lawn}}
""", "condition without a kill (police): if present / else"),

("zh29", "胖虎", """8点半去花园溜达
啊不对不对 8点50再去 打错了😅
然后9点20回来""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: home}
""", "self-correction: 20:30 replaced by 20:50"),

("zh30", "老周", """九点整去二〇九找林工下棋。倘若林工不在房中，就改去花园散步。十点钟回房。""", A, """
orders:
  - {at: "21:00", go: "209", if: {present: 林工}, else: {go: garden}}
  - {at: "22:00", go: home}
""", "visit with a condition and no kill (林工 is a target, but no kill is asked)"),

("zh31", "小鱼", """十点差十分去草坪看看十点四十回屋""", A, """
orders:
  - {at: "21:50", go: lawn}
  - {at: "22:40", go: home}
""", "十点差十分 = 21:50"),

("zh33", "林工", """指令：
① 22:30 前往201
② 若胖虎单独在房内 → 击杀
③ 否则 → 前往草坪""", A, """
orders:
  - {at: "22:30", go: "201", kill: 胖虎, if: alone, else: {go: lawn}}
""", "after 22:00 201 must open; alone = no third person (Priya spoils it)"),

("zh34", "刘队", """八点半上花园，完了九点十分从东边楼梯上来回娱乐室，搁窗户那瞅着。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: "204", via: [east-stairs], peek: window}
""", "route back up by the east stairs; window from 204"),

("zh36", "胖虎", """今晚躺平了🛌 哪都不去 谁敲门都不开（10点前哈 10点以后我知道得开）""", A, """
door: closed
""", "door closed before 22:00 only, as the player says; no orders (stays home, not peeking)"),

("zh37", "老周", """九点一刻至十点三刻之间，无论在何处遇见林工，也无论旁边是否有人，都将他杀死。九点二十分我会去草坪，十点半回房。""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:30", go: home}
standing:
  - {kill: 林工, if: always, from: "21:15", until: "22:45"}
""", "standing window 一刻/三刻 (any whole minute); 无论旁边是否有人 = always"),

("zh39", "阿珍", """十点二十去203搵小鱼，佢喺度就即刻郁手，佢唔喺度就返嚟。""", A, """
orders:
  - {at: "22:20", go: "203", kill: 小鱼, else: {go: home}}
""", "kill without a condition; 唔喺度就返嚟 = else home when the target is not there; 郁手 = strike"),

("zh40", "林工", """1. 20:00-22:00 房内，窗户观察
2. 22:00 去花园
3. 21:30-22:30 期间遇到Priya且她单独一人 → 击杀""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: garden}
standing:
  - {kill: Priya, if: alone, from: "21:30", until: "22:30"}
""", "standing kill with a window"),

("zh41", "刘队", """九点二十去205找阿珍，她要没在屋就上209找林工，十点回娱乐室""", A, """
orders:
  - {at: "21:20", go: "205", if: {present: 阿珍}, else: {go: "209"}}
  - {at: "22:00", go: "204"}
""", "condition without a kill, else to another room"),

("zh42", "老白", """本探长的路线很讲究：八点半从西楼梯下去到花园，九点从东楼梯上来去209拜访林工，十点回204。""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: "209", via: [east-stairs]}
  - {at: "22:00", go: "204"}
""", "two named routes"),

("zh44", "老周", """九点差十分下楼到花园，九点二十分去草坪，九点五十分回房。""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", "九点差十分 = 20:50"),

("zh45", "小鱼", """今天晚上我就在房间待着哪都不去前面一个小时看窗户后面的时间都看门孔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "前面一个小时 = 20:00-21:00"),

("zh46", "阿珍", """成晚无论喺边度撞到林工，有冇人喺隔篱都照杀。""", A, """
standing:
  - {kill: 林工, if: always}
""", "Cantonese 五.7 third form: 有冇人喺隔篱都照杀 = whether or not anyone is beside him"),

("zh48", "刘队", """十点整上草坪，十点四十回来""", A, """
orders:
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: "204"}
""", ""),

("zh49", "老白", """原本想九点去草坪，转念一想，夜里风大，还是九点半再去吧。十点二十回204。""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: "204"}
""", "storyteller's self-correction: 21:00 dropped for 21:30"),

("zh50", "胖虎", """10点20去草坪吹风🌬️ 要是碰到健二一个人就送他上路 碰不到就算了
10点50回屋睡觉💤""", A, """
orders:
  - {at: "22:20", go: lawn, kill: Kenji, if: alone}
  - {at: "22:50", go: home}
""", "nickname 健二 = Kenji; kill without otherwise (碰不到就算了): armed until 22:50"),

("zh51", "老周", """八点三十分，走西边的楼梯下到花园；八点五十分返回本房间。""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "20:50", go: home}
""", "route named"),

("zh52", "小鱼", """晚上十点去201找虎子他在的话就杀了他不在的话就去204""", A, """
orders:
  - {at: "22:00", go: "201", kill: 胖虎, else: {go: "204"}}
""", "nickname 虎子 = 胖虎; kill if there, else 204"),

("zh53", "阿珍", """九点半去207揾Kenji吹水，佢唔喺度就去花园。十点半返屋。""", A, """
orders:
  - {at: "21:30", go: "207", if: {present: Kenji}, else: {go: garden}}
  - {at: "22:30", go: home}
""", "吹水 = chat; condition without a kill (Kenji is no target of 阿珍's)"),

("zh54", "林工", """更正：
1. 20:10 去204（原20:00作废）
2. 21:00 回房
3. 21:00之后窗户观察""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", "correction inside the message"),

("zh56", "老白", """我就在204里看着窗外，直到九点半，然后去花园散个步，十点回来接着看窗外。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),

("zh57", "胖虎", """9点10分去敲209的门找林工吹牛🍻 没人开门的话就下楼去花园
10点回来""", A, """
orders:
  - {at: "21:10", go: "209", else: {go: garden}}
  - {at: "22:00", go: home}
""", "else only for a refused door (没人开门), no condition"),

("zh60", "阿珍", """八点十分去204，唔系，改做八点二十先去。九点返房睇窗。""", A, """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", "self-correction 20:10 -> 20:20"),

("zh61", "林工", """1. 20:40 去203
2. 若Tom在房内，则留下聊天；若不在，改去204
3. 21:30 回房""", A, """
orders:
  - {at: "20:40", go: "203", if: {present: Tom}, else: {go: "204"}}
  - {at: "21:30", go: home}
""", "condition without a kill"),

("zh62", "刘队", """八点去花园 哎不对 八点是去草坪 八点半再去花园 九点回""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
""", "self-correction; police 回 = 204"),

("zh63", "老白", """21点10分去203找Tom和小鱼聊聊，21点50回204。""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:50", go: "204"}
""", "24-hour 21点"),

("zh64", "胖虎", """8点-9点 猫眼盯着（看西楼梯有没有人上下）
9点-10点 换窗户
10点以后去204待着 有人就聊会儿天😆""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: "204"}
""", "猫眼 = peephole; 201's peephole sees the west stairs"),

("zh65", "老周", """今晚我哪儿也不去。前半段（八点至十点）由窗户观察花园，十点以后改从门孔看走廊。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("zh66", "小鱼", """从九点到十点半不管在哪碰到Kenji只要他是一个人就杀掉其他时候我就在屋里看窗户""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Kenji, if: alone, from: "21:00", until: "22:30"}
""", "standing window; stays home at the window all night"),

("zh68", "林工", """1. 20:00 去草坪（走西楼梯）
2. 20:30 回房（走东楼梯）
3. 其余时间不动，不观察""", A, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "20:30", go: home, via: [east-stairs]}
""", "routes both ways"),

("zh69", "刘队", """八点到九点搁204窗户边盯着，九点去207瞅瞅Kenji，待到十点回""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207"}
  - {at: "22:00", go: "204"}
""", ""),

("zh70", "老白", """我十点五十去205敲门，看看阿珍睡了没，其余时间就在204窗口看着。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:50", go: "205"}
""", "the last slot, 22:50"),
]

REFUSALS = [
("zh12", "林工", """指令如下：
1. 22:30 去花园
2. 23:10 去草坪
3. 23:30 回房""", ["23:00", "22:50", "11点", "时间", "time", "23:10"], "23:10 and 23:30 are after the night (五.1: 8点-11点, 11点之后统统睡觉)"),
("zh15", "胖虎", """哈哈哈今晚碰到Tom一个人就弄死他 他太烦了😤 8点半去草坪蹲他""", ["目标", "target", "老周", "Kenji"], "Tom is not one of 胖虎's targets (老周, Kenji) (五.10 不可滥杀无辜)"),
("zh17", "小鱼", """八点二十五去花园九点回来""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25", "二十五"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh23", "老周", """今晚全程留在房内，从窗户观察草坪一带的动静，哪儿也不去。""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh27", "刘队", """九点来钟去花园转转，十点回""", ["时间", "time", "九点来钟", "10分钟", "模糊", "ambiguous", "准确", "exact"], "九点来钟 (about nine) is no start time (五.4 needs an exact 10-minute slot); guessing 21:00 would be a misread"),
("zh32", "阿珍", """如果撞到老白就做咗佢，个差佬成日盯住我，好烦。""", ["警察", "police", "不能杀", "cannot", "目标", "target"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6); 老白 is an officer (差佬)"),
("zh35", "老白", """今晚我在204里从猫眼盯着走廊，看谁进进出出。""", ["门孔", "猫眼", "peephole", "204", "窗户", "window"], "from 204 only the window (五.3(3)); a peephole only from one's own room (五.3(1)), and 老白 has none"),
("zh38", "小鱼", """九点去西楼梯那里等着看谁上下楼等到九点半再回来""", ["楼梯", "stairs", "八", "走廊", "corridor"], "nobody stays on the stairs or in the corridor (八)"),
("zh43", "胖虎", """8点到9点 窗户和猫眼我一起看 两边同时盯着👀👀 9点去204""", ["轮流", "同时", "一个位置", "每10分钟", "one at a time", "alternate", "窗户", "门孔", "window", "peephole"], "window and peephole only in turn, one position per 10 minutes (五.3(1) 轮流…每10分钟轮一个位置), never both at once"),
("zh47", "林工", """1. 20:00-21:00 门孔观察205门口（确认阿珍几点出门）
2. 21:00 去204""", ["门孔", "peephole", "门前", "正对", "own door", "in front", "209", "205"], "a peephole sees only the corridor in front of one's own door (五.3(1); 209's also the east stairs), not 205's door"),
("zh55", "刘队", """九点上草坪，碰着胖虎一个人就直接把他杀了""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh58", "老周", """今晚不论何人、不论几点敲门，一概不开，十点以后也不例外。""", ["10点", "十点", "22:00", "必须开门", "开门", "must open", "五.12"], "after 22:00 a tenant must open (五.12); the player explicitly asks otherwise"),
("zh59", "小鱼", """胖虎和Kenji两个我都要杀今晚不管碰到谁只要是一个人就杀""", ["一个", "一人", "任选", "one", "only", "两个", "目标", "target"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("zh67", "阿珍", """九点出去街市买宵夜，十点返嚟。""", ["地图", "地点", "会馆", "map", "place", "街市", "market"], "the market (街市) is not a place of the game: only rooms, 204, the garden and the lawn (三.2, 五.3)"),
]
