# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 周建国 (苏婉, Tom) + Mia (何伟, 阿强); 202 林晓雪 (周建国, Raj);
# 203 阿强 (林晓雪, Tom) + Raj (Mia, 苏婉); 205 苏婉 (阿强, 何伟); 207 Tom (林晓雪, Raj);
# 209 何伟 (Mia, 周建国); police 白警官, 罗队, Kowalski (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 周建国: 58, retired, voice input: no punctuation, spaces for pauses, 那个/就这样
("zh01", "周建国", """喂喂 小管家你好啊 我是老周 那个今晚我八点钟先在屋里从窗户往外看看草坪 然后八点半去204坐坐跟大家聊聊天 九点半回屋 回屋以后就从猫眼看着走廊 就这样 辛苦了啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "voice input; 201 faces south (window sees the lawn)"),

("zh02", "周建国", """那个我说一下啊 九点我去205找苏婉 她要是一个人在屋里我就把她解决了 要是屋里还有别人或者她不开门我就直接回屋 十点以后就回屋待着从窗户看草坪""", A, """
orders:
  - {at: "21:00", go: "205", kill: 苏婉, if: alone, else: {go: home}}
  - {at: "22:00", go: home, peek: window}
""", "kill if alone, otherwise home (covers 'not alone' and 'does not open'); 解决 = kill"),

("zh03", "周建国", """我跟你说啊 从九点到十点半 不管在哪碰上Tom 只要就他自己一个人 就把他弄死 其他时间我哪也不去 就在屋里待着""", A, """
standing:
  - {kill: Tom, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window, no other order (stays home, not peeking)"),

("zh04", "周建国", """八点四十我去花园 不对不对 是八点五十 去花园转转 然后九点二十走西楼梯回来 回来从猫眼看""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: home, via: [west-stairs], peek: peephole}
""", "self-correction of the time; route named"),

("zh05", "周建国", """今晚我腰疼 哪也不去了 就在屋里躺着 也不看了 有事明天说""", A, """
""", "stays in all night, not peeking: an order file with only `who`"),

("zh06", "周建国", """八点到九点我从猫眼盯着西边楼梯口 看看谁上下楼 九点以后换窗户看草坪""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "201's peephole sees the west stair head (ADJUDICATION 1)"),

("zh07", "周建国", """九点四十去203找阿强下下棋 十点二十回来""", A, """
orders:
  - {at: "21:40", go: "203"}
  - {at: "22:20", go: home}
""", "visiting a room"),

("zh08", "周建国", """十点十分去207 要是Tom在屋里而且那个警察罗队不在 就把他干掉 不然就去204待着""", A, """
orders:
  - {at: "22:10", go: "207", kill: Tom, if: {absent: 罗队}, else: {go: "204"}}
""", "kill on condition that someone is absent, with an otherwise"),

# ---- 林晓雪 (小雪): student, WeChat: emoji, ～, 呀/啦/哈
("zh09", "林晓雪", """GM晚上好呀～🌙 小雪报到！今晚计划：8点在房间窗户看花园🌸 8点40去找婉姐玩（205）9点半回来继续看窗户～ 爱你😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "205"}
  - {at: "21:30", go: home, peek: window}
""", "202 faces north: its window sees the garden; 婉姐 = 苏婉 (game.yaml nicknames)"),

("zh10", "林晓雪", """嘿嘿 今晚想搞事情🔪 9点去201找老周 他一个人在屋里的话就动手！！不然我就去花园溜一圈🏃‍♀️""", A, """
orders:
  - {at: "21:00", go: "201", kill: 周建国, if: alone, else: {go: garden}}
""", "动手 = kill; 老周 = 周建国"),

("zh11", "林晓雪", """今晚10点前我只给婉姐开门哈 其他人敲门统统不理🙅‍♀️ 整晚就在屋里从猫眼看走廊👀""", A, """
door: [苏婉]
orders:
  - {at: "20:00", peek: peephole}
""", "door list before 22:00"),

("zh12", "林晓雪", """8点半去草坪看星星✨ 啊不对 草坪太黑了怕怕 改成去花园吧🌷 9点10分回屋""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: home}
""", "self-correction of the place"),

("zh13", "林晓雪", """宝 今晚只要碰到Raj 不管旁边有没有人 直接刀了🔪🔪 8点我就去204玩 一直待那儿""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: Raj, if: always}
""", "standing kill all night, 不管旁边有没有人 = always; 刀了 = kill"),

("zh14", "林晓雪", """八点过十分去204 九点差十分回房间从窗户看花园 十点整去找阿强（203）聊天 十点四十回来睡觉😴""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: home, peek: window}
  - {at: "22:00", go: "203"}
  - {at: "22:40", go: home}
""", "八点过十分 = 20:10, 九点差十分 = 20:50, 十点整 = 22:00"),

("zh15", "林晓雪", """9点去203找阿强 他在的话就聊会儿天 他不在我就去204等他～""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 阿强}, else: {go: "204"}}
""", "a condition without a kill, with an otherwise"),

("zh16", "林晓雪", """10点半下楼去花园 走东边楼梯哦 11点前不回来啦🌙""", A, """
orders:
  - {at: "22:30", go: garden, via: [east-stairs]}
""", "route named (the east stairs are not the shortest way from 202)"),

# ---- 阿强 (Keung): Cantonese written chat: 喺/佢/睇/返/唔该
("zh17", "阿强", """GM你好，我阿强。八点喺房度睇窗外面个草坪，八点半去204吹水，九点返房，用门孔睇住条走廊。唔该晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "Cantonese: 睇 = look, 吹水 = chat, 返房 = go back to the room"),

("zh18", "阿强", """十点去202搵小雪，如果佢一个人喺度就做咗佢，唔系就返去自己间房。""", A, """
orders:
  - {at: "22:00", go: "202", kill: 林晓雪, if: alone, else: {go: home}}
""", "做咗佢 = kill her; 唔系就 = otherwise"),

("zh19", "阿强", """九点至十点，无论喺边度撞到Tom一个人，即刻搞掂佢。九点我会落去花园，九点半去草坪。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
standing:
  - {kill: Tom, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 搞掂佢 = finish him"),

("zh20", "阿强", """今晚十点之前边个敲门都唔开。成晚留喺房，八点到九点睇窗，之后睇门孔。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door closed before 22:00"),

("zh21", "阿强", """八点四十行西面楼梯落去花园，九点二十再去草坪，十点返嚟。""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "route named; 返嚟 = come back"),

("zh22", "阿强", """九点半去207搵Tom，见到佢就即刻做咗佢，佢唔喺度就去204坐吓。""", A, """
orders:
  - {at: "21:30", go: "207", kill: Tom, else: {go: "204"}}
""", "kill without a condition (whoever else is there); the target not there -> else"),

("zh23", "阿强", """八点半去草坪，啊唔系，改做九点先去。之前喺房睇窗。十点返房。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
""", "self-correction; 之前 = before that, i.e. from 20:00"),

("zh24", "阿强", """八点三十去205同苏婉倾偈，九点五十返嚟，十点半开始睇门孔。""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:50", go: home}
  - {at: "22:30", peek: peephole}
""", "倾偈 = chat"),

# ---- 苏婉 (婉姐): storyteller, long literary prose
("zh25", "苏婉", """夜色渐浓，会馆里安静得只剩下钟摆声。八点整，我会坐在自己房间的窗前，静静望着窗外的草坪和远处的断崖。八点五十分，我披上外套，去204，和大家一起喝杯热茶。等到九点四十，我便回到房里，从门孔里留意走廊上的动静，一直到夜深。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:40", go: home, peek: peephole}
""", "narrative; 205 faces south (lawn and cliff)"),

("zh26", "苏婉", """我思考了很久。十点二十分，我会去敲203的门，找阿强。如果他独自一人在房里，我便了结他；如果房里还有旁人，或是他不在，我就悄悄下楼去花园，装作散步。""", A, """
orders:
  - {at: "22:20", go: "203", kill: 阿强, if: alone, else: {go: garden}}
""", "了结 = kill; the otherwise covers both 'someone else there' and 'absent'"),

("zh27", "苏婉", """今晚我不打算出门了。整个第一时段和第二时段，我都会倚在窗边，看着草坪尽头的那道断崖，想些往事。十点以后，我就改从门孔看着门外。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "第一/第二时段 = 20:00-21:59 (seed 五.2); a south window sees the lawn and the cliff at its end (seed 三.2)"),

("zh28", "苏婉", """从九点半到十点半这段时间，无论在哪里遇见何伟，只要他身边没有别人，我就动手。九点半我先去草坪吹吹风，十点回到房里。""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 何伟, if: alone, from: "21:30", until: "22:30"}
""", "standing kill with a window"),

("zh29", "苏婉", """十点之前，我的房门只为小雪和阿强打开，其他人来敲，我一概不应。我整夜都待在房里，从窗户看出去。""", A, """
door: [林晓雪, 阿强]
orders:
  - {at: "20:00", peek: window}
""", "door list of two"),

("zh30", "苏婉", """九点十分，我会从东边的楼梯下去，穿过花园，走到草坪上去。那里风大，我待到九点五十分就回来，回来时也走东楼梯。""", A, """
orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: home, via: [east-stairs]}
""", "routes both ways"),

("zh31", "苏婉", """八点半我去209，看看何伟在不在。他若在，我们就聊聊；若不在，我就去204等。""", A, """
orders:
  - {at: "20:30", go: "209", if: {present: 何伟}, else: {go: "204"}}
""", "a condition without a kill"),

("zh32", "苏婉", """八点四十我想去花园……不，还是去草坪吧，花园里的玫瑰今晚怕是看不清。九点半回房，从窗户看草坪。""", A, """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "self-correction of the place"),

# ---- 何伟 (老何): Northeastern dialect: 俺/整/瞅/唠嗑/那疙瘩
("zh33", "何伟", """老铁们晚上好！俺何伟。八点俺就在屋里从猫眼瞅着东边楼梯那疙瘩，看谁上上下下的。九点去204唠嗑，十点回屋从窗户瞅草坪。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "209's peephole sees the east stair head; 瞅 = look, 唠嗑 = chat"),

("zh34", "何伟", """九点二十去201找老周，他要是一个人在那疙瘩，俺就整死他。要是不止他一个或者没人开门，俺就上花园溜达去。""", A, """
orders:
  - {at: "21:20", go: "201", kill: 周建国, if: alone, else: {go: garden}}
""", "整死 = kill"),

("zh35", "何伟", """今儿晚上在哪撞见Mia，管她旁边有没有人，直接整她！其他时候俺就在屋里猫着，啥也不瞅。""", A, """
standing:
  - {kill: Mia, if: always}
""", "standing kill, always; stays home not peeking (猫着 = hide, stay in)"),

("zh36", "何伟", """十点前谁敲门俺都不开，十点以后按规矩开。八点到十点俺从窗户瞅草坪，十点以后从猫眼瞅。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "door closed before 22:00, acknowledging 五.12"),

("zh37", "何伟", """八点半下东边楼梯去草坪溜达溜达，九点十分回来。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home}
""", "route named"),

("zh38", "何伟", """十点差二十去花园抽根烟，十点二十回屋。""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:20", go: home}
""", "十点差二十 = 21:40"),

("zh39", "何伟", """十点去草坪，要是碰见老周一个人在那，就给他整了。""", A, """
orders:
  - {at: "22:00", go: lawn, kill: 周建国, if: alone}
""", "a conditional kill without an otherwise (stays armed)"),

("zh40", "何伟", """八点去207找汤姆唠嗑，哎不对，汤姆那人不爱说话，改去205找婉姐。九点回屋。""", A, """
orders:
  - {at: "20:00", go: "205"}
  - {at: "21:00", go: home}
""", "self-correction of the place; nicknames 汤姆 = Tom, 婉姐 = 苏婉"),

# ---- 白警官: police, formal report style
("zh41", "白警官", """报告：本人今晚行动安排如下。20:00至20:59于204从窗户观察花园；21:00前往草坪巡查；21:40返回204。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "police without a room start in 204; its window sees the garden"),

("zh42", "白警官", """今晚拟于21:20前往203问询Raj，22:00前往209问询何伟，22:40返回公共活动室。""", A, """
orders:
  - {at: "21:20", go: "203"}
  - {at: "22:00", go: "209"}
  - {at: "22:40", go: "204"}
""", "公共活动室 = 204"),

("zh43", "白警官", """20:30前往205找苏婉了解情况，若其不在，则改去花园巡查。""", A, """
orders:
  - {at: "20:30", go: "205", if: {present: 苏婉}, else: {go: garden}}
""", "a condition without a kill"),

("zh44", "白警官", """本人今晚全程留守204，从窗户监视花园，不外出。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "window from 204 all night"),

("zh45", "白警官", """20:10经西楼梯下至花园巡查，20:50经东楼梯返回204。""", A, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: "204", via: [east-stairs]}
""", "routes named"),

("zh46", "白警官", """21:30前往草坪——更正，改为花园。22:10返回204，从窗户观察。""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:10", go: "204", peek: window}
""", "更正 = correction"),

# ---- 罗队: police, planner with numbered lines
("zh47", "罗队", """罗队今晚计划：
1. 8:00 在204窗口看花园
2. 8:30 去202找小雪了解情况
3. 9:10 回204
4. 10:00 去草坪
5. 10:40 回204""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "202"}
  - {at: "21:10", go: "204"}
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: "204"}
""", "numbered plan; seed's 8/9/10 o'clock"),

("zh48", "罗队", """1）九点去207
2）九点半去209
3）十点后回204从窗户盯着花园""", A, """
orders:
  - {at: "21:00", go: "207"}
  - {at: "21:30", go: "209"}
  - {at: "22:00", go: "204", peek: window}
""", ""),

("zh49", "罗队", """1. 20:20 去203，敲门没人开就去花园
2. 21:00 回204""", A, """
orders:
  - {at: "20:20", go: "203", else: {go: garden}}
  - {at: "21:00", go: "204"}
""", "else for a door nobody opens"),

("zh50", "罗队", """第一时段：待在204看窗外。
第二时段：去花园。
第三时段：回204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204"}
""", "the seed's three periods (五.2)"),

# ---- more of the same writers
("zh51", "周建国", """第一时段我在家看窗户第二时段去204第三时段回家看门孔 就这么定了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input without punctuation; 在家/回家 = own room"),

("zh52", "林晓雪", """10点10分去花园 要是碰到Raj就直接🔪 10点40回来～""", A, """
orders:
  - {at: "22:10", go: garden, kill: Raj}
  - {at: "22:40", go: home}
""", "a kill without a condition (waits for Raj to be met) and no otherwise"),

("zh53", "苏婉", """今夜我哪儿也不去，就坐在房里读书，不看窗也不看门孔。只是十点前，谁来敲门我都不开。""", A, """
door: closed
""", "stays in, not peeking; door closed"),

("zh54", "阿强", """十点半落花园，撞到小雪就做咗佢，理佢有冇人。""", A, """
orders:
  - {at: "22:30", go: garden, kill: 林晓雪, if: always}
""", "理佢有冇人 = whoever is around (always)"),

("zh55", "何伟", """今儿俺就在屋里猫一宿，先从窗户瞅，九点半……不对，九点四十开始换猫眼瞅。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:40", peek: peephole}
""", "self-correction of the time"),

("zh56", "罗队", """1. 20点40分 去草坪
2. 21点20分 回204""", A, """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204"}
""", "24-hour times with 点/分"),
]

REFUSALS = [
("zh57", "周建国", """那个今晚我九点去202 找小雪 她要是一个人在就把她弄死""", ["目标", "target", "苏婉", "Tom"], "林晓雪 is not one of 周建国's targets (五.10 不可滥杀无辜)"),
("zh58", "白警官", """报告：21:00前往草坪巡查，如遇Tom独自一人，当场将其击毙。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh59", "何伟", """今儿晚上撞见罗队那小子就整死他，看他还查不查了""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh60", "林晓雪", """7点半先去花园拍照📸 8点半回屋看窗户～""", ["20:00", "19:30", "8点", "时间", "time"], "19:30 is before the night starts (五.1: 8点-11点)"),
("zh61", "阿强", """今晚我十一点十分先去草坪睇星，之前喺房睇窗。""", ["23:00", "22:50", "11点", "23:10", "时间", "time"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
("zh62", "罗队", """1. 20:00 在204看窗外
2. 21:15 去草坪
3. 22:00 回204""", ["10分钟", "整数倍", "10 minutes", "multiple", "21:15"], "21:15 is not a multiple of 10 minutes (五.4)"),
("zh63", "何伟", """九点来钟上花园溜达一圈，十点回来""", ["时间", "time", "九点来钟", "模糊", "ambiguous", "10分钟", "哪个"], "九点来钟 (about nine) is no start time: 21:00 or 21:10 would be a guess (五.4)"),
("zh64", "苏婉", """今夜我整晚坐在窗前，看着楼下花园里的玫瑰。""", ["朝南", "草坪", "花园", "south", "lawn", "garden", "205"], "205 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh65", "林晓雪", """9点去204 从猫眼偷偷看走廊👀""", ["门孔", "猫眼", "peephole", "204", "窗户", "window"], "no peephole from 204: only the window (五.3(1) a peephole from one's own room; 五.3(3))"),
("zh66", "周建国", """九点出门在走廊里来回溜达溜达 看看谁进进出出的""", ["走廊", "corridor", "八"], "nobody paces or stands in the corridor (八)"),
("zh67", "阿强", """十点去东面楼梯口企住，睇下边个上落。""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stay (八; ADJUDICATION 3)"),
("zh68", "林晓雪", """今晚谁敲门都不开哦🙅‍♀️ 10点以后也不开！！我怕怕😭 就在屋里看窗户""", ["10点", "22:00", "开门", "open", "五.12", "必须"], "after 22:00 a tenant must open (五.12)"),
("zh69", "阿强", """小雪同Tom，两个我今晚都要做咗佢哋，见一个做一个。""", ["一个", "一人", "one", "only", "两个", "目标", "任选"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
("zh70", "何伟", """九点俺趴地上匍匐着爬去草坪，别让人瞅见俺""", ["匍匐", "爬", "crawl", "五.8", "看到", "seen", "古怪"], "no crawling to avoid being seen (五.8 房客不能以匍匐前进等古怪方式防止自己被人看到)"),
]
