# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Writers: 大刚 (201) Northeastern speech; 小雨 (203) many short chat bursts; 糖糖 (202) emoji for
# words; 老周 (205) schedules by durations; 林姐 (207) hypotheticals; 赵队 (police) terse report
# style; 孙警官 (police) chatty and polite.
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- 大刚 (201, targets 小雨, Whitmore)
("zh01", "大刚", """老铁，晚上好啊！今晚我这么整：
八点半上花园溜达溜达，透透气。
九点回屋，啥也不嘎哈，就搁猫眼那瞅着楼梯口，瞅到十点。
十点以后就躺屋里跟杰克唠嗑，不瞅了，贼困。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "201's peephole sees the west stair head (五.3(1)); 瞅到十点 ends the peeking at 22:00; 唠嗑 with the roommate at home is staying"),

("zh02", "大刚", """GM在不？跟你唠唠。
九点二十我上203找小雨唠嗑，要是就她一个人搁屋，我就给她整了（你懂的🔪）。
屋里要有别人，那我就拉倒，直接回屋眯着。""", A, """
orders:
  - {at: "21:20", go: "203", kill: 小雨, if: alone, else: {go: home}}
""", "整了 = kill; 要是…就…, 要有别人…就回屋 = else home; 203 is also Nora's room, so alone = nobody else inside"),

("zh03", "大刚", """今晚九点到十点半这段，不管在哪旮旯碰着老怀，只要他一个人，贼利索给他整没了。
别的时候我就搁屋里待着，从窗户瞅草坪，哪也不去。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Whitmore, if: alone, from: "21:00", until: "22:30"}
""", "nickname 老怀 = Whitmore (game.yaml); standing kill with a window; window peek all night (201 faces south: the lawn)"),

("zh04", "大刚", """八点整我下楼上草坪，走西楼梯……
哎不对，走东楼梯，西边那疙瘩亮堂，怕人瞅着。
九点四十回来，回来就歇着。""", A, """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home}
""", "self-correction of the route: east stairs (五.8 the route may be chosen); the way back is left to the GM (shortest)"),

("zh05", "大刚", """跟你说一声，十点前谁敲门都别开，就糖糖能进，那老妹儿实在。
我今晚哪也不去，窗户和猫眼轮着瞅，十分钟一换，先瞅窗户，一直倒腾到九点。
九点以后就歇了，啥也不瞅。""", A, """
door: [糖糖]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00"}
""", "door list of one before 22:00; alternating window/peephole every 10 minutes (五.3(1)); peeking stops at 21:00"),

("zh06", "大刚", """差十分九点我上204坐会儿，趴窗户那瞅瞅花园，九点半回屋睡觉。完事儿！""", A, """
orders:
  - {at: "20:50", go: "204", peek: window}
  - {at: "21:30", go: home}
""", "差十分九点 = 20:50; 204's window sees the garden"),

# ---------------------------------------------------------------- 小雨 (203, targets 林姐, Jake)
("zh07", "小雨", """在吗
今晚的
8点去204
等下
8点半吧 8点太早了
然后9点半回屋
回屋从窗户看
嗯 就这样
10点以后不看了 睡觉""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00"}
""", "bursts; the correction 8点 -> 8点半 comes two lines later; peeking stops at 22:00"),

("zh08", "小雨", """gm
9点我去草坪
晃一晃
要是林姐一个人在草坪
就动手
🙏
哦对 10点回来""", A, """
orders:
  - {at: "21:00", go: lawn, kill: 林姐, if: alone}
  - {at: "22:00", go: home}
""", "conditional kill without an otherwise: armed on the lawn from 21:00 to 22:00; the return comes as an afterthought"),

("zh09", "小雨", """晚上好
我今晚不出门
一直猫眼看着
门的话
只给诺拉开
她本来就住这
算了 那就谁都不开吧
10点前""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "correction: the door list [Nora] becomes closed (Nora is her roommate and comes in anyway); peephole all night"),

("zh10", "小雨", """在？
8点40去餐厅
9点20回来
然后
9点到10点
碰到杰克一个人的话
就杀了他
不管在哪""", A, """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home}
standing:
  - {kill: Jake, if: alone, from: "21:00", until: "22:00"}
""", "餐厅 = 204; standing kill with a window, its 不管在哪 comes last"),

("zh11", "小雨", """问一下
10点我想去207找林姐聊天
她要是不在
我就去花园
嗯
10点半回屋""", A, """
orders:
  - {at: "22:00", go: "207", if: {present: 林姐}, else: {go: garden}}
  - {at: "22:30", go: home}
""", "condition without a kill, with an otherwise"),

("zh12", "小雨", """8：10 去花园
走西楼梯
8：50 去草坪
然后
9:30 回屋
走东边楼梯回来
没了""", A, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, via: [east-stairs]}
""", "routes named on separate lines after their orders; full-width colons (Chinese input) beside an ASCII one"),

# ---------------------------------------------------------------- 糖糖 (202, targets 大刚, Nora)
("zh13", "糖糖", """晚上好呀😊
8点 🪟👀 看🌳
9点 🚶‍♀️ 去204 ☕ 跟大家聊聊
10点 🏠 睡觉😴""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "emoji: 🪟👀 = peek through the window (202 faces north: the garden 🌳), 🏠 = home"),

("zh14", "糖糖", """🚪🔒 10点前谁敲都不开哈～
整晚 👁️ 猫眼 盯走廊 😎""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "🚪🔒 = door closed before 22:00; peephole all night"),

("zh15", "糖糖", """9点20 ➡️ 201 找刚子
他一个人在的话 🔪
有别人在 ❌ 就 ➡️ 🌳 花园 溜达""", A, """
orders:
  - {at: "21:20", go: "201", kill: 大刚, if: alone, else: {go: garden}}
""", "nickname 刚子 = 大刚; 🔪 = kill; 201 is also Jake's room"),

("zh16", "糖糖", """今晚碰到诺拉 不管旁边有没有人 都 🔪🔪
8点半 ➡️ 🌱草坪
9点半 🏠""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home}
standing:
  - {kill: Nora, if: always}
""", "standing kill all night, 不管旁边有没有人 = always (五.7); nickname 诺拉"),

("zh17", "糖糖", """8点 🌳花园 散步 🌙
8点40 ➡️ 204 🪟 看花园
啊不是8点40，是8点50 😅
10点 🏠 🪟""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: "204", peek: window}
  - {at: "22:00", go: home, peek: window}
""", "correction of a time on the next line; 204 and 202 windows both see the garden"),

("zh18", "糖糖", """9点 ➡️ 205 找周叔 🍵 唠唠
要是诺拉也在那屋 🙅‍♀️ 我就不进了，直接 🏠
10点半 🏠""", A, """
orders:
  - {at: "21:00", go: "205", if: {absent: Nora}, else: {go: home}}
  - {at: "22:30", go: home}
""", "condition without a kill: {absent: Nora}, else home; nickname 周叔 = 老周"),

# ---------------------------------------------------------------- 老周 (205, targets 糖糖, Whitmore)
("zh19", "老周", """GM好。我的安排：先在屋里待半小时，然后去花园呆二十分钟，再回屋从窗户看草坪，一直看到十点，之后就睡了。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "20:50", go: home, peek: window}
  - {at: "22:00"}
""", "durations counted from 20:00, slot to slot (see README)"),

("zh20", "老周", """头四十分钟在屋里从门孔盯着走廊，然后去204待一个钟头，接着去草坪转半小时，最后回屋。
年纪大了，不想折腾，就这些。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "21:40", go: lawn}
  - {at: "22:10", go: home}
""", "durations: 40 + 60 + 30 minutes"),

("zh21", "老周", """先在屋里坐一个钟头，然后去209找老怀。
他要是一个人在屋，就把他收拾了；屋里还有别人的话就直接回来。
过半小时，不管成没成，都回自己屋待着。""", A, """
orders:
  - {at: "21:00", go: "209", kill: Whitmore, if: alone, else: {go: home}}
  - {at: "21:30", go: home}
""", "durations with a conditional kill and an otherwise; 过半小时 = 21:30"),

("zh22", "老周", """开场后的头一个半小时里，不管在哪碰见糖糖一个人，就动手。
这段时间我就在花园待着，待够一个半小时回屋，从窗户看。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:30", go: home, peek: window}
standing:
  - {kill: 糖糖, if: alone, from: "20:00", until: "21:30"}
""", "a standing window given as a duration from the start of the night"),

("zh23", "老周", """先在屋里歇二十分钟，然后走东楼梯下去到草坪待四十分钟，再去204坐到十点半，最后回屋。谢谢啦。""", A, """
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", "durations and a named route (from 205 both stairs take 6 minutes to the lawn)"),

("zh24", "老周", """今晚我哪也不去，谁来敲门我都开。
第一个钟头从窗户看，第二个钟头换门孔，最后一个钟头啥也不看，躺着。""", A, """
door: open
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "staying in; hours of the night as durations; explicit open door"),

# ---------------------------------------------------------------- 林姐 (207, targets 老周, Jake)
("zh25", "林姐", """我想了想，9点我去205。
要是周叔一个人在屋，就把他做了；要是屋里还有别人，我就去草坪吹吹风。""", A, """
orders:
  - {at: "21:00", go: "205", kill: 老周, if: alone, else: {go: lawn}}
""", "要是…就…；要是…就… = if alone / else"),

("zh26", "林姐", """万一10点半在草坪碰见杰克一个人，就顺手把他解决了。所以我10点半去草坪。
在那之前我就在屋里从窗户看草坪，看看有没有人。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: lawn, kill: Jake, if: alone}
""", "万一 = a kill without an otherwise, armed on the lawn; the earlier part of the night is said last"),

("zh27", "林姐", """假如9点20小雨在204，我就在204待着陪她聊天；要是她不在，我就回屋从窗户看草坪。""", A, """
orders:
  - {at: "21:20", go: "204", if: {present: 小雨}, else: {go: home, peek: window}}
""", "condition without a kill; the otherwise goes home and peeks"),

("zh28", "林姐", """我整晚就在屋里从门孔看。万一有人敲门，10点前只给小雨和诺拉开，别人一律不开。""", A, """
door: [小雨, Nora]
orders:
  - {at: "20:00", peek: peephole}
""", "door list of two before 22:00"),

("zh29", "林姐", """9点我去花园待着。
假如9点到10点之间在哪儿碰到杰克，不管他旁边有没有人，直接杀。
10点回屋。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Jake, if: always, from: "21:00", until: "22:00"}
""", "在哪儿碰到 = a standing kill (anywhere), with a window; 不管旁边有没有人 = always"),

("zh30", "林姐", """8点半去204坐坐，差十分十点回来，回来以后从门孔看。
要是10点以后有人敲门，那就开呗，规则嘛。""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:50", go: home, peek: peephole}
""", "差十分十点 = 21:50; opening after 22:00 is the rule (五.12), so no door field"),

# ---------------------------------------------------------------- police
("zh31", "赵队", """赵队报告：20:00-20:59 在娱乐室窗口观察花园；21:00 赴草坪巡查；21:40 返回娱乐室，继续窗口观察至结束。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "police without a room start in 204; window from 204 sees the garden"),

("zh32", "赵队", """补充行动：21:10 经西楼梯下至花园；21:50 赴203与小雨、诺拉谈话；22:30 返回204。""", A, """
orders:
  - {at: "21:10", go: garden, via: [west-stairs]}
  - {at: "21:50", go: "203"}
  - {at: "22:30", go: "204"}
""", "police visiting; a route that is not the shortest (204 to the garden by the west stairs)"),

("zh33", "孙警官", """GM你好啊，我老孙。今晚我先在204坐着喝茶，八点四十去205找老周聊聊家常，九点半再到209坐坐，跟Whitmore唠唠，十点回204。辛苦啦！""", A, """
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:30", go: "209"}
  - {at: "22:00", go: "204"}
""", "chatty police visits; staying in 204 at first needs no order"),

("zh34", "孙警官", """还有个事：十点十分我去201找大刚问问话，他要是不在，我就去草坪看看。十点四十回204，从窗户看看花园。麻烦你了。""", A, """
orders:
  - {at: "22:10", go: "201", if: {present: 大刚}, else: {go: lawn}}
  - {at: "22:40", go: "204", peek: window}
""", "condition without a kill (他要是不在 = if present, else)"),
]

REFUSALS = [
("zh35", "大刚", """老铁们晚上好！今晚我就一个念想：碰着糖糖那老妹儿一个人，直接给她整了，贼痛快。
其他时候我搁屋里从窗户瞅着。""", ["目标", "target", "小雨", "Whitmore"], "糖糖 is not one of 大刚's targets (五.10 不可滥杀无辜)"),
("zh36", "大刚", """九点我上东楼梯口那旮旯蹲着，抽根烟，瞅瞅谁上下楼，蹲到九点半再回屋。咋样，没毛病吧？""", ["楼梯", "stairs", "走廊", "corridor", "八"], "nobody stays on the stairs or in the corridor (八)"),
("zh37", "小雨", """在吗
8点40去花园
然后
嗯……
不对
8点45吧 晚一点
9点半回来""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:45", "8:45", "8点45"], "the corrected start 20:45 is not a multiple of 10 minutes (五.4)"),
("zh38", "糖糖", """整晚都在屋里 🏠 趴 🪟 看 🌱草坪 那边 👀
想看看谁往断崖那边去 😱""", ["朝北", "花园", "north", "garden"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh39", "老周", """先在屋里待一会儿，然后去花园溜达一阵子，再回屋歇着。""", ["时间", "time", "几点", "一会儿", "具体", "vague", "模糊"], "一会儿 / 一阵子 give no start time; an order starts at an exact 10-minute slot (五.4)"),
("zh40", "林姐", """我琢磨了一下，万一在花园碰到孙警官一个人，就把他做了，省得他老盯着我问东问西。9点我去花园。""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh41", "林姐", """我胆子小。假如今晚有人敲门，不管几点、不管是谁，我都不开，10点以后也不开。我就在屋里从门孔看着。""", ["10点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh42", "赵队", """赵队报告：20:30 赴花园巡查，如遇大刚独自一人，就地将其击毙。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
]
