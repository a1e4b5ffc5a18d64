# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 秋姐+Jake, 202 阿杰, 203 老周+小雨, 205 Kenji, 207 大刘, 209 Tom;
# police 苏探长, 钱sir, Reid (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 秋姐 (201, south): WeChat style, 亲/哈/～, lots of emoji
("zh01", "秋姐", """亲爱的主持人晚上好呀🌙～
今晚我先在屋里从窗户看看草坪哈，八点半去204跟大家聊聊天😄，九点半回屋，回来以后就从猫眼盯着走廊👀
就这些啦 辛苦啦🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "201 faces south: its window sees the lawn; 猫眼 = peephole"),

("zh02", "秋姐", """跟主持人报备一下哈～10点之前只给Jake和小雨开门，别人敲门一律不开😅（Jake是我室友嘛）
八点到十点我就在屋里从窗户看草坪，十点去花园散散步🌸，十点半回来～""", A, """
door: [Jake, 小雨]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: home}
""", "door list before 22:00; Jake is the roommate (enters anyway), kept as she wrote it"),

("zh03", "秋姐", """嘿嘿 今晚要干大事了😈
九点二十去207找大刘，如果屋里就他一个人，就把他解决掉～十点回屋睡美容觉💤""", A, """
orders:
  - {at: "21:20", go: "207", kill: 大刘, if: alone}
  - {at: "22:00", go: home}
""", "seed 五.7 first form without an otherwise: the kill stays armed until 22:00"),

("zh04", "秋姐", """还有哈，九点到十点半之间，不管在哪儿碰上Kenji一个人，就动手🔪 其他时间别动手哦
今晚我就在房间待着，八点开始从猫眼往外看（我们屋猫眼还能看到西楼梯呢😎）""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Kenji, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; 201's peephole also sees the west stair head"),

("zh05", "秋姐", """8点40去花园 啊不对不对 打错了 是8点50😂 然后9点半回来继续从窗户看草坪""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: window}
""", "self-correction: 8点40 -> 8点50"),

("zh06", "秋姐", """今晚有点怕怕的😰 我就不出门了，整晚在屋里躺着，10点以前谁敲门都别开哈，10点以后按规矩开就是了""", A, """
door: closed
""", "stays in, not peeking; door closed before 22:00 only (she acknowledges 五.12)"),

("zh07", "秋姐", """九点去205找Kenji玩～他要是不在，我就直接去204坐着😊 十点回屋从窗户看""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: Kenji}, else: {go: "204"}}
  - {at: "22:00", go: home, peek: window}
""", "condition without a kill (Kenji is her target, but she only visits)"),

("zh08", "秋姐", """20:10 下楼去草坪吹吹风🍃 走西边楼梯哈（东边那头黑咕隆咚的不想走）21:00回屋～之后就一直从窗户看草坪啦""", A, """
orders:
  - {at: "20:10", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home, peek: window}
""", "route named; 24-hour times"),

# ---- 阿杰 (202, north): terse young gamer, dots for colons, no punctuation
("zh09", "阿杰", """gm 8点窗户 9点半204 10点回""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home}
""", "terse"),

("zh10", "阿杰", """整晚窗户盯花园""", A, """
orders:
  - {at: "20:00", peek: window}
""", "202 faces north: its window sees the garden"),

("zh11", "阿杰", """8.40 草坪 走东楼梯
9.20 回""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: home}
""", "dots as colons; route"),

("zh12", "阿杰", """10点 去201 秋姐一个人就干 不然去204""", A, """
orders:
  - {at: "22:00", go: "201", kill: 秋姐, if: alone, else: {go: "204"}}
""", "干 = kill; 不然 = else"),

("zh13", "阿杰", """整晚屋里猫眼
见Tom落单就杀""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Tom, if: alone}
""", "落单 = alone; standing all night"),

("zh14", "阿杰", """9点10 花园 不 9点20
9.50 回 继续窗户""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home, peek: window}
""", "terse self-correction"),

("zh15", "阿杰", """门不开 除了老周
8点窗 8.10猫眼 8.20窗 8.30起不看了""", A, """
door: [老周]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30"}
""", "door for one name; alternating peeks (五.3(1)); stop peeking at 20:30"),

("zh16", "阿杰", """9点 草坪蹲Tom 来了且苏探长不在场就杀
9.50回""", A, """
orders:
  - {at: "21:00", go: lawn, kill: Tom, if: {absent: 苏探长}}
  - {at: "21:50", go: home}
""", "condition on a third person (absent), kill armed until 21:50"),

# ---- 老周 (203, south): older man, voice input, no punctuation, spoken numbers
("zh17", "老周", """喂 主持人啊我老周 今天晚上呢我八点半去那个204坐坐跟大家聊聊天 然后九点半回自己房间 回来以后就从窗户往外看看草坪 就这样""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "voice input"),

("zh18", "老周", """那个我今晚上哪都不去了 腿不太好 就在屋里从门孔看着走廊就行 一直看到睡觉""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("zh19", "老周", """八点四十我下楼去花园转转 走东边那个楼梯啊 九点二十再回来""", A, """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: home}
""", "route by the east stairs (not the shortest from 203)"),

("zh20", "老周", """九点十分去202找阿杰 不对不对九点二十 九点二十去 他要是一个人在屋里就把他干掉 他要是不在或者屋里还有别人我就回来""", A, """
orders:
  - {at: "21:20", go: "202", kill: 阿杰, if: alone, else: {go: home}}
""", "spoken self-correction; else covers both 'not there' and 'not alone'"),

("zh21", "老周", """从九点一刻到十点三刻这段时间 在哪碰见Jake就把他解决了 不管旁边有没有人 其他时间我在屋里待着不看""", A, """
standing:
  - {kill: Jake, if: always, from: "21:15", until: "22:45"}
""", "一刻/三刻 in a standing window (any whole minute)"),

("zh22", "老周", """九点差十分去草坪 十点过十分回来""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "22:10", go: home}
""", "九点差十分 = 20:50; 十点过十分 = 22:10"),

("zh23", "老周", """十点钟我去205找那个日本小伙子健二下棋 他要是不在屋 我就去204""", A, """
orders:
  - {at: "22:00", go: "205", if: {present: Kenji}, else: {go: "204"}}
""", "condition without a kill; voice input wrote Kenji as 健二 (nickname)"),

("zh24", "老周", """八点我就去204 坐在窗户边上看花园 一直到十点 十点回屋睡觉""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "window from 204 sees the garden"),

# ---- 小雨 (203, south): student storyteller, reasons and asides; calls 老周 周叔, 大刘 刘哥
("zh25", "小雨", """主持人好！我想了好久今晚怎么安排😂 我觉得第一晚大家都会乱跑，所以我打算先在房间里从窗户观察一下草坪，看看有谁下去。到了九点我再去204转一圈，听听大家都在聊什么，九点四十回房间，之后就从门孔盯着走廊，看谁在外面走来走去。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: peephole}
""", "storyteller"),

("zh26", "小雨", """我的计划是这样的：十点二十我去205敲Kenji的门。十点以后他必须开门嘛，如果屋里只有他一个人，我就下手；如果他不在，或者屋里还有别人，那我就假装走错了，直接下楼去花园。前面的时间我就在屋里待着，从窗户看草坪。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: "205", kill: Kenji, if: alone, else: {go: garden}}
""", "kill with an otherwise"),

("zh27", "小雨", """整晚不管在哪儿，只要碰到刘哥一个人，我就动手（刘哥就是大刘啦）。其他安排：八点半去花园，九点半回来。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: 大刘, if: alone}
""", "nickname 刘哥 (game.yaml nicknames)"),

("zh28", "小雨", """周叔说他今晚想安静点，所以我们屋十点前只给秋姐开门。我自己呢，八点十分去201找秋姐聊天，九点回来，然后就在屋里待着不看了。""", A, """
door: [秋姐]
orders:
  - {at: "20:10", go: "201"}
  - {at: "21:00", go: home}
""", "door list; 周叔 is her roommate 老周 (chat only)"),

("zh29", "小雨", """九点半我要去草坪看月亮🌕。啊等等，我刚看了规则，草坪从房间过去要好几分钟，那我改成九点二十出发吧。十点回房间从窗户看。""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "self-correction with a reason"),

("zh30", "小雨", """十点我想去209找汤姆问问情况（他看起来很可疑🤔）。如果汤姆不在屋里，我就去204等他。""", A, """
orders:
  - {at: "22:00", go: "209", if: {present: Tom}, else: {go: "204"}}
""", "condition without a kill; nickname 汤姆 = Tom"),

("zh31", "小雨", """九点我去草坪，要是碰到Kenji，不管旁边有没有人都直接动手！然后九点四十回屋。""", A, """
orders:
  - {at: "21:00", go: lawn, kill: Kenji, if: always}
  - {at: "21:40", go: home}
""", "kill regardless of witnesses, armed while on the lawn"),

("zh32", "小雨", """今晚好累，我就在屋里睡觉了，哪也不去，也不看了。晚安～""", A, """
""", "no orders: stays in, not peeking (who only)"),

# ---- 大刘 (207, south): north-eastern dialect (东北话)
("zh33", "大刘", """老铁 我今晚这么整：八点先搁屋里扒窗户瞅瞅草坪，八点半上204唠嗑，九点半回屋扒猫眼瞅走廊，妥了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "dialect: 搁 = in, 瞅 = look, 唠嗑 = chat"),

("zh34", "大刘", """九点下楼上花园溜达溜达，走东边楼梯，十点整回来搁屋里待着""", A, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
""", ""),

("zh35", "大刘", """十点半上203找小雨，她要是一个人搁屋，直接给她弄死，要不是一个人就上草坪溜达去""", A, """
orders:
  - {at: "22:30", go: "203", kill: 小雨, if: alone, else: {go: lawn}}
""", "弄死 = kill; 要不是一个人 = else"),

("zh36", "大刘", """九点到十点这一个钟头，搁哪儿碰着阿杰就干他，管他边上有没有人""", A, """
standing:
  - {kill: 阿杰, if: always, from: "21:00", until: "22:00"}
""", "standing, regardless of witnesses, one hour"),

("zh37", "大刘", """十点前谁敲门都别给开，俺一宿就搁屋里扒窗户瞅""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh38", "大刘", """八点五十 哎不对 九点 九点上202找阿杰 他要是一个人搁屋就整死他 九点四十回来""", A, """
orders:
  - {at: "21:00", go: "202", kill: 阿杰, if: alone}
  - {at: "21:40", go: home}
""", "self-correction; kill armed until 21:40"),

("zh39", "大刘", """八点二十从西边楼梯下去上草坪 九点回""", A, """
orders:
  - {at: "20:20", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home}
""", "route by the far stairs"),

("zh40", "大刘", """今儿个头一宿，俺先不整事儿。八点上209找Tom唠嗑，Tom要不在就上204""", A, """
orders:
  - {at: "20:00", go: "209", if: {present: Tom}, else: {go: "204"}}
""", "condition without a kill"),

# ---- 苏探长 (police, no room: starts in 204): numbered planner, formal
("zh41", "苏探长", """主持人：苏探长今晚行动计划如下。
1. 20:00-20:29 在204从窗户观察花园；
2. 20:30 前往草坪巡查；
3. 21:10 转往花园；
4. 21:50 返回204，继续从窗户观察。
完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: "204", peek: window}
""", "police start in 204; window from 204"),

("zh42", "苏探长", """1. 21:00 走访203，找老周了解情况；若无人应门，则改去205。
2. 21:30 回204。""", A, """
orders:
  - {at: "21:00", go: "203", else: {go: "205"}}
  - {at: "21:30", go: "204"}
""", "else for a door nobody opens, no condition"),

("zh43", "苏探长", """1. 八点整到九点整：在娱乐室窗边观察花园。
2. 九点整：去207拜访大刘。
3. 九点四十：返回娱乐室。
4. 十点以后：在娱乐室待命，不再观察。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207"}
  - {at: "21:40", go: "204"}
""", "line 4 changes nothing (not peeking since 21:00); writing {at: 22:00} is the same"),

("zh44", "苏探长", """1. 20:20 经西楼梯前往花园巡视；
2. 20:50 经东楼梯返回娱乐室；
3. 之后一直在娱乐室。""", A, """
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:50", go: "204", via: [east-stairs]}
""", "routes both ways"),

("zh45", "苏探长", """1. 全晚留在204，从窗户观察花园。
2. 22:00 起停止观察。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00"}
""", "stop peeking at 22:00"),

("zh46", "苏探长", """1. 20:40 前往209走访Tom（原定20:30，现更正为20:40）；
2. 21:20 前往草坪；
3. 22:30 返回204。""", A, """
orders:
  - {at: "20:40", go: "209"}
  - {at: "21:20", go: lawn}
  - {at: "22:30", go: "204"}
""", "correction in brackets"),

# ---- 钱sir (police, no room): Hong Kong Cantonese written chat, English mixed in
("zh47", "钱sir", """Hello GM，钱sir报到。我八点半去花园行下，九点半返204，喺度由窗口睇住花园，thx""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: "204", peek: window}
""", "Cantonese: 行下 = stroll, 返 = go back, 睇 = watch"),

("zh48", "钱sir", """今晚我想探下啲住客：九点去201搵秋姐倾偈，如果佢唔喺度就去202搵阿杰。十点返204。""", A, """
orders:
  - {at: "21:00", go: "201", if: {present: 秋姐}, else: {go: "202"}}
  - {at: "22:00", go: "204"}
""", "搵 = look for, 倾偈 = chat, 唔喺度 = not there"),

("zh49", "钱sir", """我成晚都喺204，由窗口睇花园，唔行开。""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh50", "钱sir", """八点去草坪巡下，行东面楼梯落去。九点正返嚟204，之后check下花园（窗口）""", A, """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: "204", peek: window}
""", "route; police home is 204"),

("zh51", "钱sir", """九点二十去207搵大刘，唔係唔係，改做九点半先去。十点半返204。""", A, """
orders:
  - {at: "21:30", go: "207"}
  - {at: "22:30", go: "204"}
""", "self-correction 21:20 -> 21:30"),

("zh52", "钱sir", """十点去205搵Kenji倾下偈，十点四十去花园，之后唔返嚟喇""", A, """
orders:
  - {at: "22:00", go: "205"}
  - {at: "22:40", go: garden}
""", ""),

# ---- more
("zh53", "老周", """九点半我下去花园 要是碰见阿杰一个人在那 就把他弄死 十点回来""", A, """
orders:
  - {at: "21:30", go: garden, kill: 阿杰, if: alone}
  - {at: "22:00", go: home}
""", "conditional kill in the garden, no otherwise"),

("zh54", "秋姐", """十点以后不管在哪碰到大刘，旁边有没有人都无所谓，直接动手🔪 十点二十我去204坐坐～""", A, """
orders:
  - {at: "22:20", go: "204"}
standing:
  - {kill: 大刘, if: always, from: "22:00"}
""", "standing from 22:00 to the end"),

("zh55", "阿杰", """8点 204 窗户看花园
9点 回 猫眼""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home, peek: peephole}
""", ""),

("zh56", "小雨", """八点到九点我在屋里从窗户看草坪，九点到十点换成门孔看走廊，十点以后就不看了，歇一会儿。十点五十最后去204跟大家说声晚安😊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
  - {at: "22:50", go: "204"}
""", "stop peeking at 22:00; the last slot 22:50"),
]

REFUSALS = [
("zh57", "秋姐", """今晚要是碰到Tom一个人，就把他干掉😤 他看着就不像好人""", ["目标", "target", "大刘", "Kenji"], "Tom is not one of 秋姐's targets (五.10 不可滥杀无辜)"),
("zh58", "钱sir", """九点去草坪巡下，如果见到大刘落单就做掉佢""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh59", "大刘", """碰着那个苏探长就整死他，瞅他不顺眼""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh60", "老周", """晚上七点四十我就下楼去花园 八点半回来""", ["20:00", "19:40", "8点", "时间", "time"], "19:40 is before the night (五.1: 8点-11点)"),
("zh61", "阿杰", """10点 204
11点半 草坪""", ["23:00", "22:50", "11点", "23:30", "时间", "time"], "23:30 is after the night (五.1: 11点之后统统睡觉)"),
("zh62", "小雨", """我算了一下，从203走到204要三分钟，所以我想八点二十五出发去204，正好八点二十八到，然后九点回房间。""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh63", "大刘", """九点来钟上草坪溜达溜达，十点回""", ["时间", "time", "来钟", "10分钟", "模糊", "vague", "ambiguous"], "九点来钟 ('around nine') is no exact start (五.4); guessing 21:00 would be a misread"),
("zh64", "阿杰", """整晚窗户看草坪""", ["朝北", "花园", "north", "garden", "草坪", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh65", "苏探长", """1. 20:00 在204用门孔观察走廊；
2. 21:00 前往花园。""", ["门孔", "peephole", "204", "窗户", "window"], "no peephole from 204 (五.3(3): only a window there; the officer has no room of his own)"),
("zh66", "小雨", """九点我去西楼梯那儿坐着，谁上下楼我都能看见，十点回屋""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to be (八)"),
("zh67", "秋姐", """今晚谁敲门都不开哈，十点以后也不开🙅‍♀️""", ["10点", "十点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh68", "小雨", """我决定了，今晚把Kenji和大刘两个人都干掉，谁先碰上谁先来""", ["一个", "一人", "one", "only", "两个", "both", "目标"], "only one of the two targets may be killed (五.10 任选一人)"),
("zh69", "老周", """九点我出门在走廊里来回走走 活动活动腿脚 九点半回屋""", ["走廊", "corridor", "八", "来回", "pacing"], "nobody paces the corridor (八 不能在走廊里来回走动)"),
("zh70", "大刘", """九点上楼顶天台抽根烟，十点回来""", ["天台", "楼顶", "地点", "place", "roof"], "there is no roof terrace: the inn has two floors and the places of 五.3 (rooms, 204, garden, lawn)"),
]
