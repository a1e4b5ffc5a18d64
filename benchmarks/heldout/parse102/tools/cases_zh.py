# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 阿强 201 (老郑, Zoe); 小雨 202 (糖糖, Hamish); Whitfield 202 (阿强, 林晓);
# 林晓 203 (小雨, Hamish); Zoe 203 (Whitfield, 糖糖); 老郑 205 (林晓, 小雨); 糖糖 207 (阿强, Whitfield);
# Hamish 209 (Zoe, 老郑); police 何队, 白警官, Reid (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 阿强 (201, south): Cantonese-flavoured ----
("zh01", "阿强", """喂GM，强哥报到😎
今晚咁样：八点正喺房度由窗口睇住草坪，八点半去204吹下水，九点返屋企，之后用猫眼睇住条走廊同西楼梯。唔该晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "Cantonese: 喺房度 = in my room, 吹水 = chat, 返屋企 = go home, 猫眼 = peephole; 201's peephole sees the west stair head"),

("zh02", "阿强", """九点去205搵郑叔，如果佢一个人喺度就做低佢，唔系一个人就去花园行下。
十点前唔好俾人入我间房，多谢🙏""", A, """
door: closed
orders:
  - {at: "21:00", go: "205", kill: 老郑, if: alone, else: {go: garden}}
""", "做低佢 = kill him (Cantonese); 郑叔 = 老郑 (nickname); 唔好俾人入 = let nobody in, before 22:00"),

("zh03", "阿强", """今晚我成晚都喺房，唔出去喇，惊死😂
九点到十点用猫眼睇下边个经过西楼梯，其他时间睇窗。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "staying in all night, alternating peeks by the hour"),

("zh04", "阿强", """成晚无论喺边度撞到佐伊，唔理有冇人，即刻杀咗佢。
八点半我去咗草坪先，九点半返嚟。""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home}
standing:
  - {kill: Zoe, if: always}
""", "standing kill regardless of others (唔理有冇人 = 无论周围有没有人); 佐伊 = Zoe; 去咗…先 used for a plan; 返嚟 = come back home"),

("zh05", "阿强", """十点之前喺自己间房由窗口睇草坪。
十点去203搵佐伊，见到佢就杀咗佢，唔理有冇人；佢唔喺度就去204饮嘢。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "203", kill: Zoe, if: always, else: {go: "204"}}
""", "kill regardless of company, with an alternative when the target is not there"),

("zh06", "阿强", """8点40经东楼梯落去花园，9点20行去草坪，10点返房。
如果喺九点到十点之间撞到郑叔一个人，就杀咗佢。""", A, """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 老郑, if: alone, from: "21:00", until: "22:00"}
""", "route named (经东楼梯, seed 五.8); standing kill with a window"),

# ---- 小雨 (202, north): gives an "or", then picks one ----
("zh07", "小雨", """8点我去草坪或者花园……算了去草坪吧，风景好。
8点40回房间，从窗户看花园或者门孔……还是窗户吧。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: home, peek: window}
""", "or-then-pick twice; 202 faces north, its window sees the garden"),

("zh08", "小雨", """九点去找糖糖或者哈米什……嗯，还是糖糖。她一个人在房间的话就动手，不然去204或者回房，就回房吧。""", A, """
orders:
  - {at: "21:00", go: "207", kill: 糖糖, if: alone, else: {go: home}}
""", "找糖糖 = 糖糖's room 207; 动手 = kill (糖糖 is 小雨's target); else picked: home"),

("zh09", "小雨", """今晚门要不要关呢……关吧，十点前谁来都不开。
人就在房里，前半场看窗户后半场看门孔，中间换的时候就9点半。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", "door closed before 22:00; the switch time is given at the end"),

("zh10", "小雨", """8点半去204或者209，想了想去204吧。
9点10分从204去花园，走西楼梯或者东楼梯都行……走西楼梯。""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden, via: [west-stairs]}
""", "route picked after an or (the west stairs are not the nearest from 204)"),

("zh11", "小雨", """在草坪或者花园碰到哈米什一个人……不管哪里，整晚只要碰到他一个人就杀了。
自己就待房间看窗户。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Hamish, if: alone}
""", "standing kill all night, anywhere (the or is widened to 不管哪里); 哈米什 = Hamish"),

("zh12", "小雨", """10点去209或者207……209吧，如果哈米什在就聊聊天，不在的话就去204。""", A, """
orders:
  - {at: "22:00", go: "209", if: {present: Hamish}, else: {go: "204"}}
""", "a condition without a kill"),

# ---- 林晓 (203, south): student, numbered orders with a reason in parentheses ----
("zh13", "林晓", """GM好！我的行动：
1. 8:00 在房间从窗户看草坪（想看谁先出门）
2. 8:30 去204（人多，比较安全）
3. 9:10 回房间，从门孔看走廊（盯一下隔壁）
4. 10:00 去花园（透透气）
谢谢～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
  - {at: "22:00", go: garden}
""", "numbered with reasons in parentheses"),

("zh14", "林晓", """1. 八点去小雨房间（202）聊天（打听消息）
2. 八点四十回来（怕她室友回来）
3. 十点二十去202，小雨一个人在就杀了她（室友那时候应该在外面）
4. 如果她不是一个人，就去草坪（装作散步）""", A, """
orders:
  - {at: "20:00", go: "202"}
  - {at: "20:40", go: home}
  - {at: "22:20", go: "202", kill: 小雨, if: alone, else: {go: lawn}}
""", "item 4 is the else of item 3"),

("zh15", "林晓", """1. 9点整去草坪（经东楼梯，避开西边的人）
2. 差十分十点回房（赶在10点前）
3. 之后一直从窗户看草坪（看有没有人搞事）""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: home, peek: window}
""", "差十分十点 = 21:50; items 2 and 3 are one order"),

("zh16", "林晓", """1. 10点前门只对郑叔和何队开（其他人不放心）
2. 8:00—9:00 在房间，门孔（看走廊）
3. 9:00—10:00 窗户（看草坪）
4. 10:00 以后不看了，睡觉（累）""", A, """
door: [老郑, 何队]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "door list with a nickname and an officer; stop peeking at 22:00 (an order with only at)"),

("zh17", "林晓", """1. 8:20 去花园，要是哈米什一个人在那就杀了他（他常在那散步）
2. 9:00 去草坪（看看风景）
3. 9:40 回房（避嫌）""", A, """
orders:
  - {at: "20:20", go: garden, kill: Hamish, if: alone}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home}
""", "a conditional kill without an otherwise: armed while the 20:20 order runs"),

("zh18", "林晓", """1. 开局待在房间从窗户看草坪（先观察）
2. 第二时段开始去209找哈米什（套话），他要是不在就去204（等人）
3. 第三时段回房，门孔（守门）""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "209", if: {present: Hamish}, else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
""", "the seed's 时段 (五.2): 第二时段 = 21:00, 第三时段 = 22:00; a condition without a kill"),

# ---- 老郑 (205, south): sends the plan, then a PS / 补充 changing one thing ----
("zh19", "老郑", """老郑的安排：8点半去花园，9点去草坪，9点半回房从窗户看草坪。
PS：9点那个不去草坪了，改成去204。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "PS replaces the 21:00 destination"),

("zh20", "老郑", """今晚：10点去203找晓晓，她一个人就干掉她，不是一个人就回房。
补充：10点改成10点20，其他不变。""", A, """
orders:
  - {at: "22:20", go: "203", kill: 林晓, if: alone, else: {go: home}}
""", "补充 moves the time; 晓晓 = 林晓; 干掉 = kill"),

("zh21", "老郑", """整晚房间里待着，从窗户看草坪。10点前门关着。
补充一下：10点以后改用门孔看。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "补充 adds a switch at 22:00"),

("zh22", "老郑", """8点10分去204，8点50经西楼梯去草坪，9点40回房。
PS 回房也走西楼梯。""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: home, via: [west-stairs]}
""", "routes there and back"),

("zh23", "老郑", """9点20起在哪碰到小雨单独一人就杀，到10点为止。人8点就去花园晃，9点回房从窗户盯着草坪。
PS：改一下，从9点10分开始算。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
standing:
  - {kill: 小雨, if: alone, from: "21:10", until: "22:00"}
""", "PS moves the start of the standing window"),

("zh24", "老郑", """今晚身体不舒服，哪都不去，就在房里躺着，也不看了。
补充：门还是开着，谁来都行。""", A, """
door: open
""", "no orders at all: stays in, not peeking; door open is the default"),

# ---- 糖糖 (207, south): nervous, full of …… and 吧？ ----
("zh25", "糖糖", """那个……GM你好……我第一次玩，有点紧张😥
我就……8点在房间里从窗户看看草坪吧？……然后9点去204待一会儿？……10点再回房间……这样可以吧？""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "hesitant questions are still her orders"),

("zh26", "糖糖", """呃……我想了想……10点半去201找强哥……如果他一个人的话……就、就杀了他吧……？
要是他不是一个人……我就回自己房间……好可怕😭""", A, """
orders:
  - {at: "22:30", go: "201", kill: 阿强, if: alone, else: {go: home}}
""", "强哥 = 阿强 (201)"),

("zh27", "糖糖", """今晚……门就先不给别人开了吧……10点前……除了小雨……她人挺好的……其他都不开……
然后我一整晚都从门孔看吧……""", A, """
door: [小雨]
orders:
  - {at: "20:00", peek: peephole}
""", "door list of one"),

("zh28", "糖糖", """我……8点20去花园……不对不对，8点30……去花园吧……然后9点去草坪……9点半回来从窗户看……应该没问题吧？""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "self-correction 8点20 -> 8点30"),

("zh29", "糖糖", """要是……要是碰到怀特菲尔德一个人……就……杀了他吧……只在9点一刻到10点之间……其他时间不要……
我9点去花园……9点40回来……""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
standing:
  - {kill: Whitfield, if: alone, from: "21:15", until: "22:00"}
""", "一刻 in a standing window (any whole minute); 怀特菲尔德 = Whitfield"),

("zh30", "糖糖", """我……10点去202……如果强哥……不对，如果怀特菲尔德在的话就聊几句……他不在就……就去204吧……""", A, """
orders:
  - {at: "22:00", go: "202", if: {present: Whitfield}, else: {go: "204"}}
""", "correction of the name inside the condition; a condition without a kill"),

# ---- police (no room, start in 204) ----
("zh31", "何队", """何队。8点204窗口盯花园。9点下草坪，走西楼梯。9点40回204。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: "204"}
""", "police window from 204 (sees the garden); route named"),

("zh32", "白警官", """GM您好，白警官的行动安排如下：20:30前往203与林晓同学谈话，21:10到花园巡视，22:00整返回娱乐室，并从窗户观察花园。辛苦了。""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "24-hour times; 娱乐室 = 204"),

("zh33", "何队", """今晚不乱跑，全程待娱乐室，从窗户看花园。22点后去209找哈米什问话。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "209"}
""", "22点后 = at 22:00"),

("zh34", "白警官", """我先在餐厅坐着，九点二十去205敲郑叔的门，他不在的话就去草坪转转。十点半回餐厅。""", A, """
orders:
  - {at: "21:20", go: "205", if: {present: 老郑}, else: {go: lawn}}
  - {at: "22:30", go: "204"}
""", "餐厅 = 204; a condition without a kill"),
]

REFUSALS = [
("zh35", "阿强", """今晚喺边度见到小雨一个人就做低佢，唔使问我😤""", ["目标", "target", "老郑", "Zoe"], "小雨 is not one of 阿强's targets (五.10 不可滥杀无辜)"),
("zh36", "何队", """何队。9点去花园巡逻，见到哈米什单独一个就地正法。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh37", "糖糖", """那个……要是碰到白警官一个人……就杀了他吧……？我觉得他在怀疑我……""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh38", "林晓", """1. 8:25 去204（等人齐）
2. 9:00 回房（看窗户）""", ["10分钟", "整数倍", "10 minutes", "multiple", "8:25", "20:25"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh39", "小雨", """8点去草坪或者花园……去花园吧。11点半再回房间。""", ["23:00", "22:50", "11点", "时间", "time", "23:30"], "23:30 is after the night (五.1: 11点之后统统睡觉)"),
("zh40", "老郑", """整晚待在房里从窗户看草坪。
PS：改一下，改成从窗户看花园，盯住花园那边。""", ["朝南", "草坪", "花园", "south", "lawn", "garden", "205"], "205 faces south: its window sees the lawn, not the garden (三.2, 五.3(1)); the PS asks for what the window cannot see"),
("zh41", "白警官", """本人全程在204，从门孔观察走廊动静。""", ["门孔", "peephole", "204", "窗户", "window"], "204 has no peephole to peek through (五.3(3): in 204 only the window; a peephole only from one's own room)"),
("zh42", "糖糖", """我好怕……今晚门一直关着……十点以后谁敲也不开……可以吧？……就在房里看门孔……""", ["22:00", "10点", "必须", "开门", "open", "五.12", "must"], "after 22:00 a tenant must open (五.12); she asks explicitly to keep it shut after 10"),
]
