# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 冉冬; 202 小葵, Eldric; 203 郑一鸣; 205 何川, Gwen; 207 Priya; 209 周岚;
# police 雷刚, 欧阳菲, Morse (no room: they start in 204, and `home` is 204 for them).
A = "accept"; R = "refuse"
CASES = [
# ---- 冉冬 (201, targets 郑一鸣, Gwen): Sichuan/Chongqing flavour
("zh01", "冉冬", """GM晚上好噻！冬哥来报到了😄
今晚我先在屋头从窗子看哈草坪，九点过十分下去花园耍一哈，九点半回来。要得不？巴适得板！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: garden}
  - {at: "21:30", go: home}
""", "Sichuan 九点过十分 = 21:10; 201 faces south, its window sees the lawn; 回来 = home without peeking"),

("zh02", "冉冬", """老郑那个人我一直觉得不对头，说话阴阳怪气的。
十点钟我去203找他，他要是一个人在屋头就弄死他，不然就去草坪吹哈风。""", A, """
orders:
  - {at: "22:00", go: "203", kill: 郑一鸣, if: alone, else: {go: lawn}}
""", "nickname 老郑 (declared); 弄死 = kill; 不然 = else"),

("zh03", "冉冬", """先说好哈，今晚十点前哪个来敲门我都不开，莫得意思。
八点到九点我从猫眼盯到起，看哪个从西楼梯上下，九点以后就在屋头睡瞌睡，啥子都不看了。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00"}
""", "door closed before 22:00; 201's peephole sees the west stair head; 21:00 stops the peeking"),

("zh04", "冉冬", """九点到十点，不管在哪点碰到Gwen一个人，就弄死她。
九点我去草坪转一圈，九点四十回屋。""", A, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home}
standing:
  - {kill: Gwen, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window"),

("zh07", "冉冬", """八点去花园，哦不对，八点二十再去，先在屋头从窗子看哈草坪。
九点回来，莫得其他安排了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", go: garden}
  - {at: "21:00", go: home}
""", "self-correction inside the message: the garden at 20:20, window before that"),

("zh35", "冉冬", """十点差十分去204耍，从窗子看花园，十点半回屋头。
其他时间都在屋头耍手机，莫得啥子事。要得！""", A, """
orders:
  - {at: "21:50", go: "204", peek: window}
  - {at: "22:30", go: home}
""", "十点差十分 = 21:50; a tenant peeking from 204's window (it sees the garden)"),

("zh42", "冉冬", """今晚随便啥子时候碰到老郑，只要Gwen不在跟前，就弄死他。
八点四十我去花园，九点二十回来从猫眼看。""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: peephole}
standing:
  - {kill: 郑一鸣, if: {absent: Gwen}}
""", "standing kill all night with an absent condition (docs/ORDERS.md extension)"),

# ---- 周岚 (209, targets 小葵, Gwen): numbered list, then corrects two items
("zh08", "周岚", """GM好，今晚安排：
1. 8:00 在房间从门孔看
2. 8:30 去204
3. 9:00 去花园
4. 9:30 回房间
5. 10:00 从窗户看草坪
等下，改两处：第3条改成去草坪，第5条改成从门孔看。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", "items 3 and 5 corrected"),

("zh09", "周岚", """1. 8:20 去203找郑一鸣聊天
2. 9:00 回房
3. 9:40 去花园
4. 10:20 回房，从窗户看
改一下：第1条时间改成8:40，第3条改成走东楼梯去花园。""", A, """
orders:
  - {at: "20:40", go: "203"}
  - {at: "21:00", go: home}
  - {at: "21:40", go: garden, via: [east-stairs]}
  - {at: "22:20", go: home, peek: window}
""", "item 1's time and item 3's route corrected (the east stairs are 209's shortest way anyway)"),

("zh10", "周岚", """GM，我的行动：
1）10点前只给Gwen开门
2）8点从窗户看草坪
3）9点去花园，要是碰到葵葵一个人就杀了她
4）10点回房
补充：第2条改成从门孔看；第4条改成10点半回房。""", A, """
door: [Gwen]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden, kill: 小葵, if: alone}
  - {at: "22:30", go: home}
""", "nickname 葵葵 (declared); kill without else stays armed 21:00-22:30"),

("zh12", "周岚", """1. 整晚碰到Gwen一个人就杀
2. 8:30 去花园
3. 9:10 去草坪
4. 9:50 回房从门孔看
改：第1条改成只在9点到10点之间；第3条改成9:20。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
standing:
  - {kill: Gwen, if: alone, from: "21:00", until: "22:00"}
""", "a standing kill narrowed to a window by the correction"),

("zh37", "周岚", """1. 8:00-8:50 门孔看楼梯
2. 8:50 去花园
3. 9:30 去204，从窗户看花园
4. 10:10 回房
第2条改成9:00，第4条改成10:20回房并且从窗户看。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:20", go: home, peek: window}
""", "209's peephole sees the east stair head; peeking goes on until the garden at 21:00"),

# ---- 郑一鸣 (203, targets 小葵, Eldric): explains strategy and suspicions first
("zh13", "郑一鸣", """先说说我的思路：第一晚大家都会很谨慎，警察肯定盯着花园和草坪。我觉得小葵胆子小，多半整晚待在202，而且202住着她和Eldric两个人，不好下手。所以今晚我不动手，先摸清楚大家的路线。
具体安排：8点到9点从窗户看草坪，看谁去了断崖那边；9点改从门孔看走廊；10点去204坐坐，10点半回房。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home}
""", "strategy first, orders after 具体安排"),

("zh14", "郑一鸣", """报名的时候Eldric就一直打听203住了谁，我怀疑他的目标就是我。所以：10点前只给周岚和小葵开门，其他人一律不开。另外整晚不管在哪里碰到Eldric，不管旁边有没有人，都直接杀掉，先下手为强。
我自己8点半去花园，9点回房从窗户看草坪。""", A, """
door: [周岚, 小葵]
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
standing:
  - {kill: Eldric, if: always}
""", "door list; standing kill 不管旁边有没有人 = always"),

("zh15", "郑一鸣", """分析一下：何川和Gwen住205，两个人互相盯着，谁也不好动手。Priya一个人住207，最容易被人下手，也最容易动手。我想去看看她在干嘛。
9点去207找Priya聊天，要是她不在，就去204。9点40回房间。""", A, """
orders:
  - {at: "21:00", go: "207", if: {present: Priya}, else: {go: "204"}}
  - {at: "21:40", go: home}
""", "a condition without a kill (judgement call in README)"),

("zh17", "郑一鸣", """理由很简单：小葵每次行动前都要问GM，说明她很紧张，紧张的人晚上最可能躲在房间里。Eldric喜欢到处跑，她很可能一个人在。
之前我一直在房间从窗户看草坪，10点10分去202，她一个人在就杀了她。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:10", go: "202", kill: 小葵, if: alone}
""", "conditional kill without an otherwise; after 22:00 the door must open"),

("zh36", "郑一鸣", """理由：Eldric住202，晚上大概率会出门溜达。十点以前，不管在哪里碰到Eldric单独一人就杀了他；十点以后就算了，太晚了容易被怀疑。
我自己9点去花园，9点半去草坪，10点回房从窗户看。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: Eldric, if: alone, until: "22:00"}
""", "standing kill until 22:00 (from the start of the night)"),

# ---- 何川 (205, targets 冉冬, 周岚): only 24-hour clock times
("zh18", "何川", """老规矩，24小时制：
20:00-20:30 房间窗户看草坪
20:30 去204
21:10 去花园
2150 回房，门孔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: home, peek: peephole}
""", "2150 = 21:50"),

("zh19", "何川", """2100去201找冉冬，他一个人在就动手，不在或者不是一个人就去草坪。2200回205。""", A, """
orders:
  - {at: "21:00", go: "201", kill: 冉冬, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "动手 = kill (冉冬 is 何川's target); 回205 = home"),

("zh21", "何川", """2115-2245 碰到周岚单独一人就杀。
2120去草坪，走西楼梯。2210回房。""", A, """
orders:
  - {at: "21:20", go: lawn, via: [west-stairs]}
  - {at: "22:10", go: home}
standing:
  - {kill: 周岚, if: alone, from: "21:15", until: "22:45"}
""", "standing window on any whole minute; route named"),

("zh22", "何川", """2200前谁敲都不开。
2000窗户，2010门孔，2020窗户，2030门孔，2040起一直待着不看。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40"}
""", "alternating window and peephole (五.3(1)); 20:40 stops peeking"),

("zh39", "何川", """2030去花园，冉冬在的话不管有没有人都直接杀，不在的话立刻回205从窗户看。""", A, """
orders:
  - {at: "20:30", go: garden, kill: 冉冬, if: always, else: {go: home, peek: window}}
""", "kill without alone, with an otherwise (target not there on arrival)"),

# ---- 小葵 (202, targets 何川, Priya): anxious, asks the GM between orders
("zh23", "小葵", """GM你好，我是小葵……第一次玩有点紧张😣
8点我想在房间里从窗户看花园，这样可以吗？202是朝北的对吧？
然后9点去204，会不会碰到人啊……算了就这样吧。
10点回房间从门孔看。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "202 faces north: its window sees the garden"),

("zh24", "小葵", """请问一下，如果我9点半去花园，碰到何川一个人，可以杀他吗？他是我的目标之一吧？
可以的话就这么安排：9点半去花园，碰到何川一个人就杀了他。不行的话告诉我哦。10点回房间。""", A, """
orders:
  - {at: "21:30", go: garden, kill: 何川, if: alone}
  - {at: "22:00", go: home}
""", "the question is answered by the rules (何川 is her target), so the orders stand"),

("zh25", "小葵", """我今晚不太敢出门……10点之前只给Priya和欧阳菲开门，可以吗？
整晚我就在房间里，8点到10点从窗户看花园，10点以后从门孔看。这样安排会不会太保守了？""", A, """
door: [Priya, 欧阳菲]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "door list with an officer"),

("zh27", "小葵", """9点我想去花园透透气，但是如果何川在花园的话我就马上回房间，我怕他😰 这样写GM能看懂吗？
9点40回房间从门孔往外看。""", A, """
orders:
  - {at: "21:00", go: garden, if: {absent: 何川}, else: {go: home}}
  - {at: "21:40", go: home, peek: peephole}
""", "a condition without a kill: {absent: 何川} with else (judgement call in README)"),

("zh38", "小葵", """8点半去204……不对不对，还是9点去吧，8点半太早了，是不是？
9点去204，9点半回来。然后10点以后从窗户看花园可以吗？""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: window}
""", "self-correction; the 可以吗 question is her order"),

# ---- 雷刚 (police, no room: 204): terse radio style
("zh28", "雷刚", """雷刚收到。八点整娱乐室窗口监视花园。九点下草坪巡查。九点半转花园。十点返回娱乐室。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "police start in 204; its window sees the garden"),

("zh29", "雷刚", """雷刚报告：八点二十去205，找何川问话，没人开门就去207找Priya。九点整回娱乐室。完毕。""", A, """
orders:
  - {at: "20:20", go: "205", else: {go: "207"}}
  - {at: "21:00", go: "204"}
""", "else after a refused door"),

("zh30", "雷刚", """八点半经东楼梯下楼去草坪，九点十分经西楼梯回娱乐室。完毕。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: "204", via: [west-stairs]}
""", "routes both ways"),

("zh40", "雷刚", """八点十分去203敲门找郑一鸣，开门就谈，没人开就回娱乐室从窗口看花园。九点四十去草坪。完毕。""", A, """
orders:
  - {at: "20:10", go: "203", else: {go: "204", peek: window}}
  - {at: "21:40", go: lawn}
""", "else with a peek from 204"),

# ---- 欧阳菲 (police, no room: 204): cheerful, emoji
("zh32", "欧阳菲", """嗨嗨GM～欧阳报到🙋‍♀️ 今晚我先在204从窗户看看花园👀 八点四十去花园散步🌸 九点二十去草坪看星星✨ 十点回204喝茶🍵 谢谢啦～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", ""),

("zh33", "欧阳菲", """九点去敲周岚的门聊聊天😊 她不开门的话我就去203找郑一鸣～ 九点四十回204🏠""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: "203"}}
  - {at: "21:40", go: "204"}
""", "周岚's room (209) from game.yaml; else after a refused door"),

("zh41", "欧阳菲", """八点半去草坪🌙 走西楼梯哦～ 九点十分回204，从窗户看花园🌷 十点以后就一直在204待着不看了😴""", A, """
orders:
  - {at: "20:30", go: lawn, via: [west-stairs]}
  - {at: "21:10", go: "204", peek: window}
  - {at: "22:00"}
""", "a longer route by choice; 22:00 stops peeking"),
]

REFUSALS = [
("zh05", "冉冬", """川哥那个娃儿鬼得很，今晚九点半我去205，他一个人在的话就把他做了，要得嘛。""",
 ["目标", "target", "郑一鸣", "Gwen"], "何川 (川哥) is not one of 冉冬's targets (五.10 不可滥杀无辜)"),
("zh06", "冉冬", """先说好哈，今晚哪个敲门我都不开，十点以后也莫想，老子就是不开。八点半去204坐哈，九点回来。""",
 ["10点", "十点", "22:00", "开门", "must open"], "after 22:00 a tenant must open (五.12); the player asks for a shut door after 22:00 too"),
("zh11", "周岚", """1. 8:00 门孔
2. 8:40 去204
3. 9:20 回房间
4. 10:00 去草坪
第2条改成去花园，第4条改成晚一点再去，看情况吧。""",
 ["时间", "time", "晚一点", "几点", "slot"], "a vague time: 晚一点 names no slot (五.4: every action starts on a 10-minute slot)"),
("zh16", "郑一鸣", """我的判断：欧阳菲发言太有引导性，八成是警察。与其让她查到我，不如先下手。9点去204，如果欧阳菲一个人在那儿就杀了她。""",
 ["警察", "police", "不能杀", "cannot"], "a tenant cannot kill police (五.10 房客不能杀警察, 六.6); 欧阳菲 is an officer"),
("zh20", "何川", """20:45 去花园，21:30 回房间，2200以后从窗户看。""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "20:45"], "20:45 is not a multiple of 10 minutes (五.4)"),
("zh26", "小葵", """我想整晚都从窗户盯着草坪，看看有没有人去断崖那边，可以吗？我就不出门了。""",
 ["朝北", "花园", "north", "garden", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh31", "雷刚", """雷刚：今晚九点去花园蹲守，发现冉冬单独一人直接击毙。完毕。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh34", "欧阳菲", """今晚我打算在二楼走廊来回巡逻👮‍♀️ 八点到九点就在走廊里走来走去，看谁进出房间～""",
 ["走廊", "corridor", "八"], "nobody walks up and down or stands in the corridor (八)"),
]
