# Chinese cases: (id, sender, message, expect, orders_yaml, note) and
# refusals: (id, sender, message, reason_keywords, rule).
# Writers: 老周 (voice input, no punctuation), 小雨 (WeChat bubbles, emoji), 阿强 (Cantonese,
# traditional characters), 林老师 (planner, numbered lines, 24-hour times), 二丫 (Northeastern
# dialect), 白警官 (terse police), 罗警长 (storytelling police).
A = "accept"
CASES = [
("zh01", "老周", """喂喂 主持人你好啊 我是老周 今天晚上八点钟我先在屋里头从窗户往外看看草坪 八点半去204坐一会儿跟大伙唠唠 九点钟回屋 回来以后就一直从门上那个猫眼往外瞅 就这些 辛苦了啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "voice input, no punctuation; 201 faces south: its window sees the lawn"),

("zh02", "小雨", """GM在嘛～
我今晚的安排哈😂
八点先在屋里扒窗户看花园🌸
八点半去204找大家玩儿
九点半回屋～然后猫眼看走廊👀
就酱！爱你😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "202 faces north: its window sees the garden; 扒窗户 = window peek"),

("zh03", "阿强", """老細你好，我係阿強😀
八點喺房度睇住個窗
九點半落去花園行下
十點返屋企，用貓眼睇住條走廊
唔該晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "Cantonese: 喺房度 = in my room, 落去 = go down, 返屋企 = go home, 貓眼 = peephole"),

("zh04", "林老师", """主持人好。我今晚的行动计划如下：
1. 20:00—20:29 在本房间从窗户观察草坪；
2. 20:30 前往204，在204从窗户观察花园；
3. 21:30 返回本房间，从门孔观察走廊；
4. 22:00 以后留在房间休息，不再窥视。
以上，谢谢。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:00"}
""", "numbered plan; 22:00 不再窥视 is an order with only `at` (stops the peeking)"),

("zh05", "二丫", """哎妈呀主持人 俺今晚这么整：八点俺就搁屋里趴窗户瞅草坪，九点上204唠嗑去，十点回屋拿猫眼儿瞅着走廊，完事儿睡觉😂""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Northeastern: 搁屋里 = in my room, 瞅 = look, 唠嗑 = chat; 完事儿睡觉 adds nothing (the night ends at 23:00)"),

("zh06", "白警官", """20:00 204窗户。21:00 花园。21:30 草坪。22:10 回204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "terse police; an officer without a room starts in 204, whose window sees the garden"),

("zh07", "罗警长", """各位好，罗某人今晚头一回当警察，心里还挺激动的。我琢磨了一下午：凶手总得出门吧？所以八点我先在娱乐室窗户边上盯着花园，谁下楼我都看得见。八点五十我亲自下去花园转转，顺便抽根烟🚬。九点半再到草坪看看那个断崖，听说二十米高，吓人。十点整回娱乐室。就这样，辛苦主持人了。""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
""", "storyteller; reasons and asides around four slots"),

("zh08", "老周", """主持人 我再说个事啊 今天晚上九点到十点半这段时间里头 我要是碰上小雨一个人 就把她杀了 别的时候我就在自个屋里待着 哪也不去""", A, """
standing:
  - {kill: 小雨, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; staying in needs no order"),

("zh09", "小雨", """宝 问一下哈
十点十分我去207找二丫
她要是一个人在屋里我就动手🔪
不是一个人的话我就去草坪吹吹风～""", A, """
orders:
  - {at: "22:10", go: "207", kill: 二丫, if: alone, else: {go: lawn}}
""", "动手🔪 = kill (二丫 is 小雨's target); 不是一个人的话 = otherwise"),

("zh10", "阿强", """九點四個字我去205搵林老師，如果佢一個人喺度，就劏咗佢。唔係嘅話就返屋企。""", A, """
orders:
  - {at: "21:20", go: "205", kill: 林老师, if: alone, else: {go: home}}
""", "Cantonese time: 九點四個字 = 9:20 (a 字 is 5 minutes); 劏咗佢 = kill him/her; 林老師 = 林老师"),

("zh11", "林老师", """主持人好，今晚安排如下：
一、22:00以前，房门只对二丫开放，其他人一律不开；
二、20:00起留在房间，从门孔观察走廊，全程不外出；
三、如二丫来访，且屋内只有我们二人，则将其杀死。
谢谢。""", A, """
door: [二丫]
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 二丫, if: alone}
""", "door list; the kill on 二丫's visit is a standing kill all night, if alone (林老师 never leaves her room)"),

("zh12", "二丫", """九点半俺上203找强子，他要是一个人搁屋，俺就把他嘎了，要不俺就上花园溜达去""", A, """
orders:
  - {at: "21:30", go: "203", kill: 阿强, if: alone, else: {go: garden}}
""", "强子 = 阿强 (nickname in game.yaml); 嘎了 = kill"),

("zh13", "白警官", """21:00 205。没人开门就去209。22:00 回204。""", A, """
orders:
  - {at: "21:00", go: "205", else: {go: "209"}}
  - {at: "22:00", go: "204"}
""", "else on a refused door (no if, no kill); 回204 is the officer's home"),

("zh14", "罗警长", """说起来林老师还是我中学班主任呢哈哈，缘分。九点十分我去205拜访一下她老人家，她要是不开门，我就去隔壁207找二丫聊聊。十点半回娱乐室歇着，腰不好。""", A, """
orders:
  - {at: "21:10", go: "205", else: {go: "207"}}
  - {at: "22:30", go: "204"}
""", "else on a refused door"),

("zh15", "老周", """八点四十我下楼去花园 走西边那个楼梯 啊不对不对 走东边那个楼梯 到花园溜达溜达 九点二十再回屋 回来从窗户看着外头""", A, """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: home, peek: window}
""", "route corrected from west to east stairs; the way back is not named (shortest)"),

("zh16", "小雨", """九点去花园
啊不对
九点二十吧😂
九点二十去花园 十点回来
回来之后一直扒窗户看着""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: window}
""", "correction across chat bubbles: 21:00 replaced by 21:20"),

("zh17", "阿强", """今晚無論喺邊度撞到老周，唔理佢身邊有冇人，都照劏。其他時間我就喺204坐下傾偈。""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: 老周, if: always}
""", "seed 五.7 third form in Cantonese (唔理佢身邊有冇人 = 无论周围有没有人); 傾偈 = chat"),

("zh18", "林老师", """计划：
1. 20:20 去花园散步；
2. 20:50 去草坪；
3. 21:30 回房，从窗户观察。
更正：第2条改为21:00去草坪。""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "correction by line number at the end"),

("zh19", "二丫", """今晚十点前谁敲门都别给开，俺谁也不见。
八点二十俺上草坪溜达，九点四十回来。
八点到十点要是碰着Jess就她一个人，直接嘎了她。""", A, """
door: closed
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:40", go: home}
standing:
  - {kill: Jess, if: alone, from: "20:00", until: "22:00"}
""", "door closed before 22:00; standing kill with a window"),

("zh20", "白警官", """整晚204，窗户看花园。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "standing peek from 204 all night"),

("zh21", "罗警长", """本来想八点去花园，算了，花园蚊子多，改成八点去草坪吧，顺便看看那个断崖到底多高。八点四十回娱乐室，从窗户往外看，看到十点为止，之后就坐着喝茶。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: "204", peek: window}
  - {at: "22:00"}
""", "correction garden -> lawn; 看到十点为止 = stop peeking at 22:00 (an order with only `at`)"),

("zh22", "老周", """十点钟我去203找那个Jess 她要是屋里就她一个人 我就把她杀了 要不然我就直接上草坪去""", A, """
orders:
  - {at: "22:00", go: "203", kill: Jess, if: alone, else: {go: lawn}}
""", "seed 五.7 first form with an otherwise"),

("zh23", "小雨", """今晚九点一刻到十点三刻 只要碰到Marco身边没人 就干掉他！！💪
其他时间就在屋里待着吧 哈哈哈""", A, """
standing:
  - {kill: Marco, if: alone, from: "21:15", until: "22:45"}
""", "一刻/三刻 in a standing window are fine (any whole minute)"),

("zh24", "阿强", """十點兩個字行東邊樓梯落草地，十點八個字返屋企。""", A, """
orders:
  - {at: "22:10", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home}
""", "Cantonese 個字 times (十點兩個字 = 22:10, 十點八個字 = 22:40); 草地 = the lawn; route by the east stairs"),

("zh25", "林老师", """1. 21:10 经西楼梯下楼前往草坪，如遇Marco单独一人，即将其杀死；
2. 21:50 返回房间。""", A, """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs], kill: Marco, if: alone}
  - {at: "21:50", go: home}
""", "conditional kill without an otherwise (stays armed 21:10-21:50); named route"),

("zh26", "二丫", """八点四十俺去花园，要是瞅着阿强在那儿俺就直接回屋（不想跟他打照面），他不在俺就搁花园待着。十点回屋。""", A, """
orders:
  - {at: "20:40", go: garden, if: {absent: 阿强}, else: {go: home}}
  - {at: "22:00", go: home}
""", "a condition without a kill: absent, else home"),

("zh27", "白警官", """20:30 走东楼梯去草坪。21:20 回204，窗户。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: "204", peek: window}
""", "route; window from 204"),

("zh28", "老周", """今天晚上十点以前 除了小雨谁敲门我都不开 我就在屋里一直从猫眼往外看 一晚上哪也不去了 腿脚不好""", A, """
door: [小雨]
orders:
  - {at: "20:00", peek: peephole}
""", "除了X谁都不开 = a door list [X]"),

("zh29", "小雨", """今晚十点前只给Jess和林老师开门哈🙏
九点我去203找Jess聊天 她不在的话我就去204待着
十点回屋""", A, """
door: [Jess, 林老师]
orders:
  - {at: "21:00", go: "203", if: {present: Jess}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "door list; a condition without a kill (present / else)"),

("zh30", "阿强", """今晚十點前淨係俾二丫入嚟，其他人一律唔開門。成晚留喺屋企，用貓眼睇走廊。""", A, """
door: [二丫]
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese: 淨係俾X入嚟 = only let X in"),

("zh31", "林老师", """第一时段：留在房间，从窗户观察。
第二时段：21:00前往209拜访Harold，若他不在，则改去204。
第三时段：22:00返回房间，从门孔观察。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "209", if: {present: Harold}, else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
""", "the seed's 时段 (第一时段 = 20:00)"),

("zh32", "二丫", """八点半俺上209找Harold唠嗑，哎不对，俺记岔了，是九点半。他要不在屋俺就回来趴窗户瞅着。""", A, """
orders:
  - {at: "21:30", go: "209", if: {present: Harold}, else: {go: home, peek: window}}
""", "correction 20:30 -> 21:30; else with a peek"),

("zh33", "小雨", """八点到九点我在204从窗户看花园 然后回屋待着～
哦对了！今晚十点以后要是碰到二丫一个人 就动手🔪""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home}
standing:
  - {kill: 二丫, if: alone, from: "22:00"}
""", "standing kill from 22:00 to the end of the night"),

("zh34", "老周", """那个差十分九点的时候我去花园转一圈 九点半回来 回来以后从窗户看草坪 到十点钟换成猫眼看走廊 好了就这样""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", "差十分九点 = 20:50"),
]

REFUSALS = [
("zh35", "老周", """今天晚上我就在屋里待着 要是林老师上我这来串门 我就把她杀了 这老太太我看着就不顺眼""",
 ["目标", "target", "小雨", "Jess"], "林老师 is not one of 老周's targets (五.10 不可滥杀无辜)"),
("zh36", "罗警长", """说实话，当警察太憋屈了。今晚要是在草坪碰到Jess一个人，我就把她推下断崖，一了百了，谁也查不到我头上。""",
 ["警察", "police", "不能杀", "cannot kill", "cannot"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh37", "二丫", """白警官那老小子贼烦人，今晚不管搁哪碰着他，就给他嘎了""",
 ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh38", "阿强", """今晚我十一點搭正落去草地睇星，之前喺房度睇窗。""",
 ["23:00", "22:50", "11點", "11点", "十一", "时间", "time"], "23:00 is after the night (五.1: 11点之后统统睡觉; orders start 20:00-22:50)"),
("zh39", "林老师", """行动计划：
1. 20:00 在房间从窗户观察；
2. 20:45 前往花园；
3. 21:30 返回房间。""",
 ["10分钟", "整数倍", "20:45", "10 minutes", "multiple"], "20:45 is not a multiple of 10 minutes (五.4)"),
("zh40", "白警官", """十点前后 草坪。其余时间 204窗户。""",
 ["时间", "time", "前后", "模糊", "vague", "10分钟", "哪个", "exact"], "十点前后 is no start time: 21:50, 22:00 or 22:10 would be a guess (五.4 needs an exact 10-minute start)"),
("zh41", "小雨", """今晚就在屋里扒着窗户看草坪😂 看看谁往断崖那边去👀""",
 ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh42", "罗警长", """九点开始我就守在东楼梯口，谁上楼下楼都逃不过我的眼睛，一直守到十点，然后回娱乐室。""",
 ["楼梯", "stairs", "八", "走廊", "corridor"], "nobody stays on the stairs or in the corridor (八)"),
]
