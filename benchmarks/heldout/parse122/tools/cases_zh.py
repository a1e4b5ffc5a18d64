# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 阿杰 201 (婷婷, Marcus); 婷婷 202 (老周, Jonas); Priya 202 (阿杰, 小雨);
# 老周 203 (Priya, 胖虎); 小雨 205 (阿杰, Jonas); Marcus 205 (婷婷, 老周); Jonas 207 (Priya, 胖虎);
# 胖虎 209 (小雨, Marcus); police without a room: 李队, 钱探长, Kowalski.
A = "accept"; R = "refuse"
CASES = [
# ---- 阿杰 (201): university student, WeChat chat, emoji, ～, 哈哈/hhh, nicknames
("zh01", "阿杰", """哈喽GM～今晚我先猫屋里从窗户看草坪😎 8点半溜去204蹭会儿空调，9点回屋换门孔盯着西楼梯口，就酱～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "201 faces south (window: lawn); 201's peephole also sees the west stair head"),

("zh02", "阿杰", """我重新发一遍哈 以这条为准！！
8点半去花园 啊不对是8点40😂 然后9点20去草坪晃一圈 9点50回屋""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", "self-correction 8点半 -> 8点40 inside the message"),

("zh03", "阿杰", """晚上10点20我去202找婷婷，要是屋里就她一个人就直接动手🔪，不是的话就撤回自己屋。冲！""", A, """
orders:
  - {at: "22:20", go: "202", kill: 婷婷, if: alone, else: {go: home}}
""", "kill with if alone and an else (her roommate Priya being in spoils alone)"),

("zh04", "阿杰", """从9点到10点半 不管在哪碰到老马 只要他落单就干掉 其他时间我就在屋里 不出门 不偷看 哈哈""", A, """
standing:
  - {kill: Marcus, if: alone, from: "21:00", until: "22:30"}
""", "nickname 老马 = Marcus; standing kill with a window; 落单 = alone; no other orders"),

("zh05", "阿杰", """8点去203找周哥唠唠 他要是不在就去204
9点回来从窗户看草坪～""", A, """
orders:
  - {at: "20:00", go: "203", if: {present: 老周}, else: {go: "204"}}
  - {at: "21:00", go: home, peek: window}
""", "condition without a kill; nickname 周哥 = 老周"),

("zh06", "阿杰", """9点下去花园 走东边楼梯（西边那个老有人蹲😂） 10点回""", A, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
""", "route named: from 201 the east stairs are the long way, but the player asks for them"),

("zh07", "阿杰", """10点前只给婷婷和Priya开门哈（隔壁202那俩姐姐），别人敲门一律不开🙅
我就一直在屋里从窗户看草坪""", A, """
door: [婷婷, Priya]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00"),

("zh08", "阿杰", """今晚🏠不出门 全程👀门孔 GM辛苦啦🙏""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "emoji for 家/看; peephole all night"),

# ---- 婷婷 (202, north): voice input, no punctuation, fillers, a homophone slip
("zh09", "婷婷", """嗯那个GM我跟你说一下啊我今天晚上八点到九点就在房间里从窗户看花园然后九点钟去娱乐是坐一会儿十点钟再回来从猫眼看走廊就这样""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input: 娱乐是 is the recogniser's slip for 娱乐室 (204); 202 faces north (window: garden)"),

("zh10", "婷婷", """九点去二零四不对不对九点去花园然后九点半去草坪十点回房间""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "voice self-correction: 二零四 replaced by 花园"),

("zh11", "婷婷", """十点十分我去二零三找老周如果他一个人在屋里我就杀了他否则我就去花园待着""", A, """
orders:
  - {at: "22:10", go: "203", kill: 老周, if: alone, else: {go: garden}}
""", "kill with 否则"),

("zh12", "婷婷", """今天晚上不管在哪里只要碰到乔纳斯就把他杀了旁边有没有人都无所谓""", A, """
standing:
  - {kill: Jonas, if: always}
""", "seed 五.7 third form; nickname 乔纳斯 = Jonas"),

("zh13", "婷婷", """那个十点以前除了钱探长谁敲门我都不开然后我整晚都待在屋里从窗户看花园""", A, """
door: [钱探长]
orders:
  - {at: "20:00", peek: window}
""", "door open to one officer only, before 22:00"),

("zh14", "婷婷", """八点半去二零七找乔纳斯聊天他要是不在我就回房间嗯就这样""", A, """
orders:
  - {at: "20:30", go: "207", if: {present: Jonas}, else: {go: home}}
""", "condition without a kill; 207 has only Jonas, so the else also covers a shut door"),

("zh15", "婷婷", """九点二十走西楼梯下去花园转转九点五十回来然后一直从窗户看花园""", A, """
orders:
  - {at: "21:20", go: garden, via: [west-stairs]}
  - {at: "21:50", go: home, peek: window}
""", "route by the west stairs"),

("zh16", "婷婷", """今晚我不出门了有点害怕就在房间里待着什么也不干睡觉""", A, """
""", "staying in all night, not peeking: an order file with only `who`"),

# ---- 老周 (203): north-eastern dialect (东北话): 俺, 整, 瞅, 唠嗑, 溜达, 嘎达
("zh17", "老周", """俺今晚先在屋里从窗户瞅草坪，八点半上204唠嗑去，九点半回屋拿猫眼瞅着走廊。就这么整。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "dialect: 瞅 = look, 唠嗑 = chat, 猫眼 = peephole"),

("zh18", "老周", """十点整俺上209找胖虎，屋里就他自个儿的话就把他整死，要不然俺就上草坪溜达去""", A, """
orders:
  - {at: "22:00", go: "209", kill: 胖虎, if: alone, else: {go: lawn}}
""", "整死 = kill; 自个儿 = alone; 要不然 = else"),

("zh19", "老周", """九点四十上草坪溜达，要是碰着胖虎一个人在那嘎达，就整死他，碰不着拉倒。十点半回屋。""", A, """
orders:
  - {at: "21:40", go: lawn, kill: 胖虎, if: alone}
  - {at: "22:30", go: home}
""", "conditional kill without else (碰不着拉倒): armed while on the lawn"),

("zh20", "老周", """八点上花园溜达溜达，走东边那楼梯，九点从花园直接上草坪，九点半回屋""", A, """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", "route by the east stairs"),

("zh21", "老周", """今晚十点前谁敲门俺都不开，这帮人贼不靠谱。俺就在屋里拿猫眼瞅着，十点以后该开就开。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00, acknowledging 五.12"),

("zh22", "老周", """差十分九点俺上205找小雨唠会儿嗑，她不在屋就上204""", A, """
orders:
  - {at: "20:50", go: "205", if: {present: 小雨}, else: {go: "204"}}
""", "差十分九点 = 20:50; condition without a kill (Marcus may be in 205 without 小雨)"),

("zh23", "老周", """九点一刻到十点三刻，在哪碰着Priya落单就整死她。其他时候俺就在屋里呆着。""", A, """
standing:
  - {kill: Priya, if: alone, from: "21:15", until: "22:45"}
""", "一刻/三刻 in a standing window (any whole minute)"),

# ---- 小雨 (205): storyteller, role-play, reasons and worries
("zh24", "小雨", """GM晚上好呀。今晚我想了很久……我这个角色胆子小，前半夜就躲在屋里，从窗户往外看草坪，看看有没有人在断崖那边鬼鬼祟祟。到九点的时候，我会鼓起勇气去204，那里人多，比较安全。十点半我再回自己房间，从门孔观察走廊，一直到睡觉。希望今晚平安无事吧。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", "narrative; the cliff is only flavour (the window sees the lawn)"),

("zh25", "小雨", """……我决定了。十点四十，我会去207敲Jonas的门。如果屋里只有他一个人，我就动手。如果还有别人，或者他不开门，我就装作什么都没发生，去草坪吹吹风。""", A, """
orders:
  - {at: "22:40", go: "207", kill: Jonas, if: alone, else: {go: lawn}}
""", "动手 = kill; the else covers both the failed if and the refused door"),

("zh26", "小雨", """我原本打算八点半去花园的，后来想想太早了，容易被人看见，改成九点吧。九点去花园看看月亮，九点四十回房间。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", "plan changed inside the message: 八点半 dropped"),

("zh27", "小雨", """今晚我一直待在房间里，从窗户看着草坪。不过十点以后，如果我在任何地方碰到杰哥，而且他身边没有别人，我就杀了他。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 阿杰, if: alone, from: "22:00", until: "23:00"}
""", "standing kill from 22:00; nickname 杰哥 = 阿杰"),

("zh28", "小雨", """今晚十点之前，我只给Marcus开门……哦不对，他是我室友，本来就能进。那就这样：十点前除了李队，谁敲门都别开。八点我去203找老周聊聊天，九点回来。""", A, """
door: [李队]
orders:
  - {at: "20:00", go: "203"}
  - {at: "21:00", go: home}
""", "door list after a self-correction (a roommate needs no permission)"),

("zh29", "小雨", """九点半我要去草坪，走西边的楼梯，东边那边黑乎乎的我有点怕。十点十分回来。""", A, """
orders:
  - {at: "21:30", go: lawn, via: [west-stairs]}
  - {at: "22:10", go: home}
""", "route with a reason"),

("zh30", "小雨", """九点我去204坐坐，如果胖虎在那儿我就不待了，直接回房间。我总觉得他不怀好意。""", A, """
orders:
  - {at: "21:00", go: "204", if: {absent: 胖虎}, else: {go: home}}
""", "condition without a kill: absent, with an else"),

# ---- 胖虎 (209): terse, fragments, arrows, 24-hour times
("zh31", "胖虎", """8:00 窗。9:00 孔。10:00 204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "terse: 窗 = window, 孔 = peephole"),

("zh32", "胖虎", """20:30 花园。21:10 草坪。21:50 回。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", "24-hour times"),

("zh33", "胖虎", """22:00 去205。小雨单独→杀。否则回。""", A, """
orders:
  - {at: "22:00", go: "205", kill: 小雨, if: alone, else: {go: home}}
""", "arrow for 就; her roommate Marcus spoils alone"),

("zh34", "胖虎", """全晚。遇Marcus，落单即杀。""", A, """
standing:
  - {kill: Marcus, if: alone}
""", "standing kill all night"),

("zh35", "胖虎", """10点前 不开门。整晚 孔 盯东楼梯。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "209's peephole sees the east stair head"),

("zh36", "胖虎", """21:20 东梯下 花园。22:00 回。""", A, """
orders:
  - {at: "21:20", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
""", "东梯 = east stairs"),

("zh37", "胖虎", """8:50 找老周(203)。不在→204。""", A, """
orders:
  - {at: "20:50", go: "203", if: {present: 老周}, else: {go: "204"}}
""", "terse condition without a kill"),

# ---- 李队 (police, no room: starts in 204): planner, numbered lines, official style
("zh38", "李队", """李队行动计划：
1、20:00-20:30 于餐厅（204）窗口观察花园；
2、20:30 前往草坪巡视；
3、21:10 返回204；
4、22:00 前往203，询问老周。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "204"}
  - {at: "22:00", go: "203"}
""", "roomless officer starts in 204; window from 204 sees the garden"),

("zh39", "李队", """1. 二十时整，前往花园；
2. 二十时四十分，前往201，找阿杰了解情况，如无人应门，则前往204；
3. 二十一时三十分，返回204，从窗户观察花园至结束。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "201", else: {go: "204"}}
  - {at: "21:30", go: "204", peek: window}
""", "二十时 style; else for a refused door (204 is also where a roomless officer walks back to)"),

("zh40", "李队", """1、21:00 前往209，若胖虎在，则询问；若不在，转往草坪。
2、22:00 返回204。""", A, """
orders:
  - {at: "21:00", go: "209", if: {present: 胖虎}, else: {go: lawn}}
  - {at: "22:00", go: "204"}
""", "condition without a kill"),

("zh41", "李队", """1、20:10 经西楼梯下至花园巡查；
2、20:50 由花园前往草坪；
3、21:40 经东楼梯返回204。""", A, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204", via: [east-stairs]}
""", "two named routes"),

("zh42", "李队", """1、20:00 于204窗口观察花园；
2、20:50 前往205询问小雨、Marcus——更正：改为21:00；
3、21:40 返回204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "205"}
  - {at: "21:40", go: "204"}
""", "correction of a time inside a numbered line"),

("zh43", "李队", """本人今晚第一时段留守204，从窗户观察花园；第二时段开始前往草坪巡视；第三时段返回204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", "the seed's 时段 (五.2): first 20:00, second 21:00, third 22:00"),

("zh44", "李队", """1、八时三十分 前往207；
2、九时二十分 前往草坪；
3、十时 返回餐厅，窗口观察。""", A, """
orders:
  - {at: "20:30", go: "207"}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "八时三十分 = 20:30 (8 means the evening); 餐厅 = 204"),

# ---- 钱探长 (police, no room): Cantonese written style (我哋, 喺, 睇, 揾, 返, 佢)
("zh45", "钱探长", """钱探长报到～八点半去花园行下，九点去草坪睇下，九点半返去娱乐室，喺窗口睇住个花园。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "Cantonese: 行下 = stroll, 睇 = look, 返去 = go back"),

("zh46", "钱探长", """今晚我成晚喺204度，睇住窗外个花园，唔出去喇。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "成晚 = all night; 唔出去 = not going out"),

("zh47", "钱探长", """十点去203揾老周倾下偈，佢唔喺度就去207揾Jonas。十点半返204。""", A, """
orders:
  - {at: "22:00", go: "203", if: {present: 老周}, else: {go: "207"}}
  - {at: "22:30", go: "204"}
""", "揾 = look for, 倾偈 = chat, 唔喺度 = not there"),

("zh48", "钱探长", """八点十分去201揾阿杰，冇人开门就返娱乐室。九点去花园。""", A, """
orders:
  - {at: "20:10", go: "201", else: {go: "204"}}
  - {at: "21:00", go: garden}
""", "冇人开门 = nobody opens: else on the refused door"),

("zh49", "钱探长", """九点四十经东边楼梯落去草坪，十点二十返嚟204。""", A, """
orders:
  - {at: "21:40", go: lawn, via: [east-stairs]}
  - {at: "22:20", go: "204"}
""", "落去 = go down; route named"),

("zh50", "钱探长", """八点去205，唔係，係去209揾胖虎。九点返204。""", A, """
orders:
  - {at: "20:00", go: "209"}
  - {at: "21:00", go: "204"}
""", "Cantonese self-correction 唔係，係 (no, it's)"),

# ---- Marcus (205): foreigner learning Chinese, simple sentences, slightly off grammar
("zh51", "Marcus", """你好GM！我是Marcus。我八点去花园，在花园我待到九点。九点我回去我的房间，用窗户看草坪。谢谢！""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "learner's Chinese; 205 faces south (window: lawn)"),

("zh52", "Marcus", """今天晚上我想杀老周。十点半我去他的房间203。如果他是一个人，我杀他。如果不是一个人，我去204。""", A, """
orders:
  - {at: "22:30", go: "203", kill: 老周, if: alone, else: {go: "204"}}
""", "kill with else"),

("zh53", "Marcus", """我的门：十点以前只开给小雨……哦不对，小雨是我的室友。只开给Jonas。八点半到九点半我用门孔看。""", A, """
door: [Jonas]
orders:
  - {at: "20:30", peek: peephole}
  - {at: "21:30"}
""", "door list after a self-correction; peeking with an end time: an order with only `at` stops it"),

("zh54", "Marcus", """九点二十我去204玩，十点我去草坪，走东边的楼梯。十点四十回去房间。""", A, """
orders:
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home}
""", "route named"),

("zh55", "Marcus", """整个晚上：如果我遇到婷婷，而且Priya不在旁边，我就杀婷婷。""", A, """
standing:
  - {kill: 婷婷, if: {absent: Priya}}
""", "standing kill with an absent condition (extension in docs/ORDERS.md); not the same as alone"),

("zh56", "Marcus", """今天我很累。我不出去，在房间里。九点以后用窗户看草坪。""", A, """
orders:
  - {at: "21:00", peek: window}
""", "stays in; peeking starts at 21:00"),
]

REFUSALS = [
("zh57", "阿杰", """今晚要是碰到小雨一个人就把她做掉😈 嘿嘿""", ["目标", "target", "婷婷", "Marcus", "滥杀"], "小雨 is not one of 阿杰's targets (婷婷, Marcus) (五.10 不可滥杀无辜)"),
("zh58", "李队", """1、21:00 前往草坪巡视；
2、若遇胖虎单独一人，当场击毙。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh59", "胖虎", """遇钱探长→杀。""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察; 六.6)"),
("zh60", "婷婷", """那个我今天晚上十一点十分想去花园看星星然后就回来睡觉""", ["23:00", "22:50", "11点", "十一点", "时间", "time", "20:00"], "23:10 is after the night (五.1 11点之后统统睡觉)"),
("zh61", "老周", """俺七点半就上花园溜达，八点半回屋""", ["20:00", "19:30", "8点", "七点半", "时间", "time"], "19:30 is before the night begins at 20:00 (五.1)"),
("zh62", "小雨", """八点二十五分，趁大家都还没出门，我会悄悄去204看看，九点回来。""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25", "二十五"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh63", "阿杰", """九点左右去草坪溜一圈 十点回 😴""", ["时间", "time", "左右", "10分钟", "模糊", "ambiguous", "exact", "具体"], "九点左右 is no start time: 21:00 or 21:10 would be a guess (五.4 needs an exact 10-minute start)"),
("zh64", "婷婷", """我整晚就在房间里从窗户看草坪看看谁去断崖那边""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1)); a window peek would be a misread"),
("zh65", "钱探长", """今晚我成晚喺204，用门孔睇住条走廊。""", ["门孔", "peephole", "204", "窗", "window", "房间", "room"], "an officer without a room has no peephole; from 204 only the window (五.3(1), 五.3(3))"),
("zh66", "老周", """九点俺上东楼梯口那嘎达蹲着，瞅瞅谁上下楼""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stay (八 不能站在走廊里不动)"),
("zh67", "小雨", """今晚不管谁敲门，我都不会开的，十点以后也不开。我真的很害怕。""", ["10点", "十点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh68", "Marcus", """今天晚上我要杀婷婷和老周，两个人都杀。看见谁就杀谁。""", ["一个", "一人", "one", "only", "两个", "目标", "target"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
("zh69", "胖虎", """20:00 走廊。来回走。盯人。""", ["走廊", "corridor", "八", "来回"], "nobody walks up and down the corridor (八 不能在走廊里来回走动)"),
("zh70", "阿杰", """8点半我趴地上爬去花园 这样谁都看不见我🤫""", ["爬", "匍匐", "crawl", "五.8", "看到", "看见", "seen"], "crawling so as not to be seen is not allowed (五.8 不能以匍匐前进等古怪方式防止自己被人看到)"),
]
