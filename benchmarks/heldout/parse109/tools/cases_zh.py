# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast: 阿宝 (202, Shanghainese), 小林 (205, writes about himself in the third person),
# 周周 (203, answers the GM question by question), 胖虎 (209, typing slips and homophones),
# 苏晚 (207, diary and poem), 包警官 and 钟队 (police, no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- 阿宝 (202, north window)
("zh01", "阿宝", """GM侬好呀～
阿拉今朝夜里厢安排老简单额：八点钟开始勒房间里从窗口看花园，九点半辰光去204坐一歇，十点钟回房间困觉。
谢谢侬，老好额！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home}
""", "Shanghainese (阿拉, 辰光, 一歇, 困觉); 202 faces north: its window sees the garden; 困觉 = stay, no peeking"),

("zh02", "阿宝", """侬晓得伐，林子老是寻阿拉麻烦 😤
十点廿分阿拉去205寻伊，伊一家头勒房间里就做脱伊，勿是一家头就算了，回自家房间。
还有，十点前阿拉房门勿开，啥人敲都勿开。""", A, """
door: closed
orders:
  - {at: "22:20", go: "205", kill: 小林, if: alone, else: {go: home}}
""", "林子 = 小林 (nickname); 廿 = 20; 一家头 = alone, 做脱 = kill; door closed before 22:00"),

("zh03", "阿宝", """八点半阿拉从西楼梯落去到花园兜一圈，九点钟到草坪去……哦勿对，九点十分再去草坪，辰光搞错了 🙈
九点五十回来。""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", "route named (西楼梯, 落去 = go down); self-correction 九点 -> 九点十分"),

("zh04", "阿宝", """九点钟去204。Greg勒海额说话阿拉就覅待了，回房间；伊勿勒海阿拉就一直坐勒204，从窗口看花园。
迭个人老搞七廿三额，阿拉勿想看到伊。""", A, """
orders:
  - {at: "21:00", go: "204", peek: window, if: {absent: Greg}, else: {go: home}}
""", "condition without a kill: stay (peeking from 204's window) only if Greg is absent, else go home"),

("zh06", "阿宝", """夜到十点四十阿拉去209寻Greg，伊勒海就做脱伊，管伊旁边有人伐；伊勿勒海么阿拉就到花园去荡荡。
前头辰光阿拉就勒房间里，啥也勿做。""", A, """
orders:
  - {at: "22:40", go: "209", kill: Greg, if: always, else: {go: garden}}
""", "管伊旁边有人伐 = regardless of others (always); target not there on arrival -> else"),

# ---------------------------------------------------------------- 小林 (205, third person)
("zh08", "小林", """GM晚上好～
小林今晚会先在205从窗户盯着草坪，一直到九点。九点整小林会出门去花园散步，九点四十回房间，然后一直从门孔看走廊。
小林谢谢GM～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", "third person; peephole from 21:40 to the end"),

("zh09", "小林", """小林的计划：
十点半，小林去203找周姐。如果周姐一个人在，小林就杀了她；如果不是一个人，小林就去草坪吹吹风。
在那之前小林哪都不去，窝在房间里。""", A, """
orders:
  - {at: "22:30", go: "203", kill: 周周, if: alone, else: {go: lawn}}
""", "周姐 = 周周 (nickname); kill if alone, otherwise the lawn"),

("zh10", "小林", """小林从九点到十点半之间，在任何地方遇到米克，不管旁边有没有人，都会动手。
除此之外，小林八点四十去204待着。就这样，小林先去吃饭了🍜""", A, """
orders:
  - {at: "20:40", go: "204"}
standing:
  - {kill: Mick, if: always, from: "21:00", until: "22:30"}
""", "米克 = Mick; standing kill with a window; 除此之外 is not an else"),

("zh11", "小林", """小林十点以前只给周姐和包警官开门，别人敲门小林就装作不在🤫
小林八点起从门孔往外看，九点半换成窗户。""", A, """
door: [周周, 包警官]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", "door list with a tenant and an officer"),

("zh13", "小林", """小林今晚有点感冒🤧，就不出去了。本来想九点去花园的，算了。
小林会一直待在房间里，九点以后从窗户看看草坪。""", A, """
orders:
  - {at: "21:00", peek: window}
""", "staying in; 本来想…算了 cancels the garden"),

("zh14", "小林", """小林八点去204。要是虎子也在，小林就回房间从门孔盯着；他不在，小林就在204待着。
（虎子看小林的眼神怪怪的😅）""", A, """
orders:
  - {at: "20:00", go: "204", if: {absent: 胖虎}, else: {go: home, peek: peephole}}
""", "虎子 = 胖虎; condition without a kill, else with a peek"),

# ---------------------------------------------------------------- 周周 (203, question by question)
("zh16", "周周", """「几点出门？」八点四十
「去哪？」204
「待多久？」待到九点二十，然后回房
「回房后干嘛？」从门孔看走廊
「门开不开？」开，谁都开""", A, """
door: open
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", "quotes the GM's questions; door open is the default"),

("zh17", "周周", """「要动手吗？」要。
「杀谁？」晚晚
「什么时候、在哪？」十点十分去207找她
「什么条件？」她一个人在房里就动手
「不成呢？」那就回自己房间，从窗户看草坪""", A, """
orders:
  - {at: "22:10", go: "207", kill: 苏晚, if: alone, else: {go: home, peek: window}}
""", "晚晚 = 苏晚; else with a peek"),

("zh18", "周周", """「九点干嘛？」去209找虎子聊天
「没人开门呢？」那就去花园逛逛
「之后呢？」九点五十回来，在房间待着，不看了""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: garden}}
  - {at: "21:50", go: home}
""", "else for a refused door (没人开门), no kill"),

("zh20", "周周", """「今晚想碰见谁就动手？」Greg
「在哪？」哪都行
「旁边有人呢？」有人就算了，只在他落单的时候
「几点到几点？」整晚
「你自己在哪？」八点半去草坪，九点半回房""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home}
standing:
  - {kill: Greg, if: alone}
""", "standing kill all night; 落单 = alone"),

("zh21", "周周", """「几点出门？」差十分九点
「去哪？」草坪，走西楼梯
「回来？」九点四十，回房从窗户看草坪
谢谢GM，辛苦啦～""", A, """
orders:
  - {at: "20:50", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: home, peek: window}
""", "差十分九点 = 20:50; route"),

("zh22", "周周", """「几点出门？」八点半。哦不，改成八点四十
「去哪？」花园
「然后？」九点半去204，十点回房。""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home}
""", "self-correction of the first time"),

# ---------------------------------------------------------------- 胖虎 (209, typing slips)
("zh23", "胖虎", """GM我胖虎，今晚八点在房见里从窗户看草平，九点半出门去花圆转转，十点在回来。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", "typos: 房见 = 房间, 草平 = 草坪, 花圆 = 花园, 在 = 再"),

("zh24", "胖虎", """今晚我要干掉宝哥。十点十分我去202，他一个人得话就动手，不是一个人得话就去204呆着。
在那之前我在房见里从门孔看着走廊。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:10", go: "202", kill: 阿宝, if: alone, else: {go: "204"}}
""", "宝哥 = 阿宝; 得话 = 的话"),

("zh25", "胖虎", """九点我从东楼梯下去去草平，在那呆到九点四十，然后会房见，从窗户看得清楚些。""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, peek: window}
""", "会 = 回; route named"),

("zh27", "胖虎", """八点二十去204，不对不对，是八点半去204，打错了😂 九点十分再去花圆，十点回房见。""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: home}
""", "self-correction; 花圆, 房见"),

("zh28", "胖虎", """今晚只要遇到Priya，并且她身边没有别人，我就动手，时间是九点半到十点半。
其他时间我再房见里待着，不看。""", A, """
standing:
  - {kill: Priya, if: alone, from: "21:30", until: "22:30"}
""", "standing kill with a window; 再 = 在; no peeking"),

("zh29", "胖虎", """十点以前宝哥来找我就让他进，别人敲门都不开。
八点四十去花圆，九点二十回来从窗户看草平。""", A, """
door: [阿宝]
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", "door list of one"),

# ---------------------------------------------------------------- 苏晚 (207, diary / poem)
("zh30", "苏晚", """X月X日 晴
今夜的黑马会馆很安静。
八点，我会坐在207的窗前，看草坪尽头的断崖。
九点二十分，我想去花园里走一走，闻一闻夜来香。
十点，回到房间，伏在门孔上，听走廊里的脚步声。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "diary entry"),

("zh31", "苏晚", """八点半，月光照着草坪，
我沿着东边的楼梯，走下去，走到草坪上。
若遇见虎子独自一人，
便了结他。
九点半，我回到自己的房间，
从窗口，看风吹过断崖。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs], kill: 胖虎, if: alone}
  - {at: "21:30", go: home, peek: window}
""", "poem; 东边的楼梯 = east stairs; 了结 = kill; no otherwise: the kill stays armed on the lawn"),

("zh33", "苏晚", """又是一夜。
今晚我哪里也不去，只想一个人待着。
十点以前，门只为周姐开。
从八点起，我守着窗，看草坪上的影子；十点以后，换到门孔，看走廊里谁经过。""", A, """
door: [周周]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "一个人待着 is not a kill condition; door list"),

("zh34", "苏晚", """日记：
夜里九点到十点这一个钟头，无论在何处遇见Mick，无论他身边有没有人，我都会动手。
其余时候，我八点五十去204，十点回到房里。""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: Mick, if: always, from: "21:00", until: "22:00"}
""", "standing kill with a window, always"),

("zh35", "苏晚", """今晚的日记写短一点：
九点，我去204，隔着那扇窗看花园里的灯。
十点，回房，睡。""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "204's window sees the garden"),

# ---------------------------------------------------------------- 包警官 (police, no room)
("zh36", "包警官", """报告GM：包警官今晚例行巡查。
20:00在204从窗户观察花园；20:40下楼到花园；21:20到草坪；22:00返回204。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "police start in 204"),

("zh37", "包警官", """包警官九点去203拜访周周，她不在的话就去205找小林问话，十点回204。""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 周周}, else: {go: "205"}}
  - {at: "22:00", go: "204"}
""", "condition without a kill: 周周's roommate Priya opening does not count"),

("zh38", "包警官", """包警官：八点半去205找小林了解情况，九点十分去202找阿宝，没人应门就回204。
十点在204从窗户看花园。辛苦了。""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:10", go: "202", else: {go: "204"}}
  - {at: "22:00", go: "204", peek: window}
""", "十点在204 needs a go: he may still be in 202 then"),

# ---------------------------------------------------------------- 钟队 (police, no room)
("zh39", "钟队", """钟队报到👮 8:10去花园🌳 8:50草坪 9:30回204窗户盯花园👀 收到请回复🙏""", A, """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "emoji; police home is 204"),

("zh41", "钟队", """钟队：9点去209找虎子聊聊☕ 没人开门就去202找宝哥🚪 10:20回204""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: "202"}}
  - {at: "22:20", go: "204"}
""", "else for a refused door"),

("zh42", "钟队", """钟队今晚8点先在204喝茶☕ 9点从西楼梯下去，去草坪🌙 9点40回204，窗户盯着花园👀 辛苦GM了""", A, """
orders:
  - {at: "21:00", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: "204", peek: window}
""", "route from 204; nothing to do at 20:00"),
]

REFUSALS = [
("zh05", "阿宝", """阿拉今朝一夜天勿出去了，就勒房间里从窗口看草坪，看看断崖，老适意额 😌""",
 ["朝北", "花园", "north", "garden", "202", "看不到草坪", "cannot see the lawn"],
 "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh07", "阿宝", """包警官迭个人老烦额，今朝夜到碰着伊一家头，阿拉就做脱伊。其他辰光阿拉勒房间里。""",
 ["警察", "police", "目标", "target"],
 "a tenant cannot kill police (五.10 房客不能杀警察, 六.6); 包警官 is no target of 阿宝's"),
("zh12", "小林", """小林八点二十去花园，十一点十分再去草坪看星星✨，十一点四十回来睡觉。""",
 ["23:10", "十一点", "11点", "22:50", "23:00", "时间", "time"],
 "23:10 and 23:40 are after the night (五.1: 11点之后统统睡觉)"),
("zh15", "小林", """小林九点会出门，站在205门口的走廊里等着，一直到九点半，看看谁经过，然后回房。""",
 ["走廊", "corridor", "停留", "stand", "loiter"],
 "nobody stands in the corridor (八 不能…站在走廊里不动)"),
("zh19", "周周", """「门开不开？」不开，整晚都不开，十点以后谁敲也不开。
「几点出门？」不出门，在房里从窗户看草坪。""",
 ["十点", "22:00", "必须开门", "must open", "五.12"],
 "after 22:00 a tenant must open (五.12)"),
("zh26", "胖虎", """跟Greg住一个房见真受不了，他天天打呼噜😤 今晚十点半他要是一个人在房里我就把他做掉。""",
 ["目标", "target", "阿宝", "Priya"],
 "Greg is not one of 胖虎's targets (五.10 不可滥杀无辜)"),
("zh32", "苏晚", """日记：今晚不想早睡。九点多吧，等风小一点，我就去草坪坐坐，看心情再回来。""",
 ["九点多", "具体", "几点", "时间", "exact", "time", "整"],
 "a vague time: 九点多 is no slot (五.4), and 看心情再回来 gives no time"),
("zh40", "钟队", """钟队今晚就蹲204不动了😎 整晚猫眼盯着走廊，谁出门都逃不过👀""",
 ["门孔", "猫眼", "peephole", "窗户", "window", "204"],
 "from 204 only the window; a police officer without a room has no peephole (五.3(1), 五.3(3))"),
]
