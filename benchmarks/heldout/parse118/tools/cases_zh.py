# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 老周 + Olek, 202 阿琳, 203 小北 + Mei, 205 川妹, 207 Hugh,
# 209 阿杰; police 黄警官, 林队, Reyes (no rooms: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# --- 老周 (201, retired, sixties): voice input, no punctuation, fillers, numbers as spoken
("zh01", "老周", """喂喂 GM你好啊 我是老周 今天晚上我就这么安排 八点钟我先在屋里从窗户往外看看草坪 八点四十去二零四坐坐跟大家聊聊天 九点半回屋 然后从门上那个猫眼往外瞅着 就这些 谢谢啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "voice input without punctuation; 二零四 spelled out; 猫眼 = peephole"),

("zh02", "老周", """GM 那个我想了一下啊 九点整我去花园 走东边那个楼梯下去 十点回来 还有就是从九点到十点这一个钟头里头 要是碰到琳琳一个人 就把她给杀了""", A, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
standing:
  - {kill: 阿琳, if: alone, from: "21:00", until: "22:00"}
""", "route by the east stairs (not the shortest from 201); standing kill over one hour; 琳琳 is 阿琳's declared nickname"),

("zh03", "老周", """GM 我老周 晚上八点半去二零三 哎不对说错了 是二零五 去找川妹 她要是一个人在屋里就杀了她 不是一个人就回自己屋 然后十点回屋从猫眼看着""", A, """
orders:
  - {at: "20:30", go: "205", kill: 川妹, if: alone, else: {go: home}}
  - {at: "22:00", go: home, peek: peephole}
""", "self-correction of the room (203 -> 205); kill if alone, else home"),

("zh04", "老周", """GM 今晚老头子我腰疼 哪儿也不去了 就在屋里躺着睡觉 啥也不看 明天见啊""", A, """
""", "no orders at all: stays home, not peeking (the file holds only `who`)"),

("zh05", "老周", """GM 我今晚就守在屋里 十点之前只给小北开门 别人敲门一概不开 八点到八点半从窗户看草坪 八点半以后一直从猫眼盯着楼梯那边""", A, """
door: [小北]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
""", "door list of one before 22:00; 201's peephole sees the west stair head"),

# --- 阿琳 (202, student): WeChat style, emoji, 哈哈, ～, 宝
("zh06", "阿琳", """hello GM宝～🙋‍♀️ 琳琳报到！今晚我先在屋里窗户那儿看花园👀 8点50去204找大家玩 9点半回屋继续窗户看花园 么么哒😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "202 faces north: its window sees the garden"),

("zh07", "阿琳", """GM～我想好啦🔪 十点过十分去203找北北 如果北北一个人在就…嘿嘿你懂的 杀了他😈 不然就去204待着 哈哈哈哈好紧张""", A, """
orders:
  - {at: "22:10", go: "203", kill: 小北, if: alone, else: {go: "204"}}
""", "十点过十分 = 22:10; kill if alone, 不然 = else"),

("zh08", "阿琳", """九点去找小梅玩 她不在的话我就去花园溜达一圈～ 九点四十回屋哈 门今晚谁来都开😄""", A, """
door: open
orders:
  - {at: "21:00", go: "203", if: {present: Mei}, else: {go: garden}}
  - {at: "21:40", go: home}
""", "condition without a kill: visit Mei (小梅, room 203), if she is not there go to the garden; door open"),

("zh09", "阿琳", """今晚计划📝：九点差十分出门去草坪看月亮🌙 十点整回来 然后一直窗户盯着花园到睡觉 有啥事喊我哈""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "九点差十分 = 20:50"),

("zh10", "阿琳", """宝 偷偷告诉你🤫 整晚不管在哪儿碰到老休 周围有没有人都直接干掉他🔪 我八点半去花园蹲着 九点半回屋""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: Hugh, if: always}
""", "standing kill all night, whoever is around (seed 五.7 third form); 老休 is Hugh's declared nickname"),

# --- 小北 (203): terse, full stops, no greetings
("zh11", "小北", """8:30 花园。9:30 回。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
""", "terse"),

("zh12", "小北", """9:20 草坪，走西楼梯。10:20 回，走东楼梯。""", A, """
orders:
  - {at: "21:20", go: lawn, via: [west-stairs]}
  - {at: "22:20", go: home, via: [east-stairs]}
""", "routes named both ways (west is the shortest from 203, east is not)"),

("zh13", "小北", """10:00 去201。周叔单独在就杀。否则草坪。""", A, """
orders:
  - {at: "22:00", go: "201", kill: 老周, if: alone, else: {go: lawn}}
""", "terse kill with else; 周叔 is 老周's declared nickname"),

("zh14", "小北", """门：只开阿琳。9点起猫眼。10点 204 看窗。""", A, """
door: [阿琳]
orders:
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204", peek: window}
""", "door list; peephole from 21:00; window from 204"),

# --- 川妹 (205): Sichuan dialect (噻, 嘛, 屋头, 耍一哈, 要得, 龟儿子, 瓜娃子)
("zh15", "川妹", """GM哥哥晚上好噻！老子今晚就在屋头待起，哪儿都不去，窗子那儿一直盯到草坪，看哪个龟儿子在那儿晃。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "dialect; 屋头 = in the room; 窗子 = window; 205 faces south"),

("zh16", "川妹", """要得嘛，我想好了：九点钟下去花园耍一哈，九点四十回来。十点钟去209找杰哥，他要是一个人在屋头就把他弄死，不是一个人就算了，回来。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
  - {at: "22:00", go: "209", kill: 阿杰, if: alone, else: {go: home}}
""", "dialect; 弄死 = kill; 算了，回来 = else home"),

("zh17", "川妹", """我门今天晚上十点前哪个来都不开哈，莫来敲。八点半我去204坐一哈，要是黄sir在那儿我就不进去了，直接回屋头。九点半再去草坪吹风。""", A, """
door: closed
orders:
  - {at: "20:30", go: "204", if: {absent: 黄警官}, else: {go: home}}
  - {at: "21:30", go: lawn}
""", "door closed before 22:00; condition without kill: if 黄警官 (黄sir) is there, go home"),

("zh18", "川妹", """九点十分我去草坪耍。九点一刻到十点半，不管在哪儿碰到Olek那个瓜娃子一个人，就弄死他。十点半回屋头，从门孔看到睡觉。""", A, """
orders:
  - {at: "21:10", go: lawn}
  - {at: "22:30", go: home, peek: peephole}
standing:
  - {kill: Olek, if: alone, from: "21:15", until: "22:30"}
""", "standing window 21:15-22:30 (一刻 is fine in a standing window)"),

# --- 阿杰 (209, engineer): planner, numbered lines, 24-hour times
("zh19", "阿杰", """GM好，今晚行动计划如下：
1. 20:00-20:29 窗户观察（草坪）
2. 20:30-20:59 门孔观察（东楼梯）
3. 21:00 前往204，停留至21:40
4. 21:40 返回209，窗户观察至结束""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: window}
""", "numbered plan; 209's peephole sees the east stair head; 返回209 = home"),

("zh20", "阿杰", """计划：
① 20:50 去花园（走东楼梯）
② 21:20 去草坪，遇到Mei单独一人即杀之；若Mei不在或不是一个人，转去204
③ 22:10 回房，门孔观察""", A, """
orders:
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn, kill: Mei, if: alone, else: {go: "204"}}
  - {at: "22:10", go: home, peek: peephole}
""", "circled numbers; kill if alone with an else that covers both failures"),

("zh21", "阿杰", """今晚安排三点：
1）门禁：22:00前只放Olek和小梅进来，其余一律不开；
2）20:00-23:00全程：在任何地点遇到阿琳，不论是否有旁人，立即动手；
3）行动：20:00起留在209，窗户观察。""", A, """
door: [Olek, Mei]
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 阿琳, if: always, from: "20:00", until: "23:00"}
""", "door list of two (小梅 = Mei); standing kill all night regardless of others"),

("zh22", "阿杰", """1. 20:30 去202找阿琳聊天
2. 21:10 回房
3. 21:30 去草坪
更正：第3条改为21:40，其余不变。
4. 22:20 回房，窗户观察""", A, """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:10", go: home}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home, peek: window}
""", "a correction line inside the plan (21:30 -> 21:40)"),

("zh23", "阿杰", """1. 21:00 去205找川妹商量事情，若川妹不在，改去花园
2. 21:50 回209
3. 22:50 门孔观察""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 川妹}, else: {go: garden}}
  - {at: "21:50", go: home}
  - {at: "22:50", peek: peephole}
""", "condition without kill; the last slot 22:50"),

# --- 黄警官 (police, no room): storyteller, long sentences, old-detective asides
("zh24", "黄警官", """各位好，黄某人初来乍到。想当年我在刑警队的时候，第一件事就是熟悉现场。所以今晚我打算这样：八点整先在餐厅（就是204）靠窗看着花园，看看有没有人鬼鬼祟祟地溜出去；到了九点，我下楼去花园亲自转转，呼吸一下夜里的空气；九点四十分左右……不，就九点四十，去草坪那边看看断崖；十点半回到餐厅歇着。就这样，辛苦GM了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:30", go: "204"}
""", "police start in 204 (餐厅); a vague time the writer corrects to an exact one"),

("zh25", "黄警官", """今晚想跟住客们交流交流，这是我的老习惯了。八点二十去敲203的门，找北北问问话；北北要是不在，就去隔壁205找川川；九点整回餐厅，窗边坐着看花园，一边喝茶一边琢磨。""", A, """
orders:
  - {at: "20:20", go: "203", if: {present: 小北}, else: {go: "205"}}
  - {at: "21:00", go: "204", peek: window}
""", "police visiting; condition without kill; nicknames 北北, 川川"),

("zh26", "黄警官", """今晚我大部分时间在204守着，从窗户盯着花园，老黄我倒要看看谁会从楼梯溜下去。不过十点整我去草坪转一圈，十点二十回204接着看窗外。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: lawn}
  - {at: "22:20", go: "204", peek: window}
""", "window from 204, a short walk, then the window again"),

# --- 林队 (police, no room): Taiwanese, traditional characters, 喔/啦/囉
("zh27", "林队", """GM晚安～我是林隊啦，今晚這樣喔：八點先在204看窗外，八點半去花園走走，九點十分回204，十點去草坪，大概就這樣，謝謝喔！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:10", go: "204"}
  - {at: "22:00", go: lawn}
""", "traditional characters (點, 花園, 這樣)"),

("zh28", "林队", """九點二十去209找阿傑聊聊，他不在的話就去202找琳琳，十點回204囉""", A, """
orders:
  - {at: "21:20", go: "209", if: {present: 阿杰}, else: {go: "202"}}
  - {at: "22:00", go: "204"}
""", "阿傑 (traditional) is a declared nickname of 阿杰; condition without kill"),

("zh29", "林队", """十點二十以前我都在204看窗外啦。十點二十從西邊樓梯下去草坪看看，十點五十回204喔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: lawn, via: [west-stairs]}
  - {at: "22:50", go: "204"}
""", "window from 204 until the walk; route by the west stairs (not the shortest from 204)"),

("zh30", "小北", """今晚不出门。门不开。整晚窗户。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "terse; 门不开 read as the door policy before 22:00 (see README)"),

("zh31", "川妹", """八点四十去草坪，哎呀说错了，是花园！花园！九点二十回来从窗子看草坪。""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", "self-correction of the place (lawn -> garden)"),

("zh32", "阿琳", """纠结了半天😂 前面都在屋里窗户看花园 十点整我去草坪晃一圈 十点以后不管在哪儿碰到北北一个人就动手🔪""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: lawn}
standing:
  - {kill: 小北, if: alone, from: "22:00", until: "23:00"}
""", "standing kill from 22:00 to the end of the night"),

("zh33", "老周", """九点四十去二零二找琳琳 见着她就杀了 不管旁边有没有人 她要不在屋里就去花园转转 十点二十回来""", A, """
orders:
  - {at: "21:40", go: "202", kill: 阿琳, if: always, else: {go: garden}}
  - {at: "22:20", go: home}
""", "kill regardless of others; target not there -> else garden"),

("zh34", "林队", """今晚我9點半去202看看琳琳在幹嘛，10點40回204靠窗坐著看花園。""", A, """
orders:
  - {at: "21:30", go: "202"}
  - {at: "22:40", go: "204", peek: window}
""", "digits with traditional 點"),
]

REFUSALS = [
("zh35", "老周", """GM 今天晚上我要是碰见小北一个人 就把他杀了 其他时间在屋里从窗户看""",
 ["目标", "target", "阿琳", "川妹", "小北"], "小北 is not one of 老周's targets (阿琳, 川妹) (五.10 不可滥杀无辜)"),
("zh36", "黄警官", """黄某从警多年，今晚想换个玩法：九点去草坪，若碰见阿杰单独一人，便亲手把他杀了。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh37", "川妹", """今晚老子看哪个都不顺眼，要是碰到黄sir一个人，就把他弄死！""",
 ["警察", "police", "不能杀", "cannot", "目标", "target"], "tenants cannot kill police (五.10 房客不能杀警察; 六.6); 黄sir is 黄警官"),
("zh38", "阿杰", """1. 19:50 提前去花园占位置
2. 20:30 回房，窗户观察""",
 ["19:50", "20:00", "时间", "time", "8点"], "19:50 is before the night starts (五.1: 8点-11点)"),
("zh39", "小北", """8:25 去204。9:00 回。""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "8:25", "20:25"], "not a multiple of 10 minutes (五.4)"),
("zh40", "阿琳", """九点左右去找北北玩～十点前回来😆""",
 ["时间", "time", "左右", "模糊", "vague", "ambiguous", "10分钟", "具体"], "九点左右 / 十点前 are no start times: any slot picked would be a guess (五.4 needs an exact 10-minute start)"),
("zh41", "林队", """九點到九點半我站在走廊上，看看誰進進出出的喔""",
 ["走廊", "corridor", "八"], "nobody stands in the corridor (八 不能在走廊里来回走动，或站在走廊里不动)"),
("zh42", "老周", """今天晚上我一直在屋里 从窗户那儿看着花园 看谁从楼梯下来""",
 ["朝南", "草坪", "花园", "south", "lawn", "garden", "201", "窗"], "201 faces south: its window sees the lawn, not the garden (三.2, 五.3(1)); a window peek would be a misread"),
]
