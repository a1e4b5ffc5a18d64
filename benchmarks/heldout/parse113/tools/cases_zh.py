# Chinese cases for the held-out set parse113.
# CASES: (id, sender, message, "accept", expected order file body (YAML, without `who`), note)
# REFUSALS: (id, sender, message, reason keywords (zh and en; a refusal should contain one), rule)
# Refusals sit at every fifth id (zh05, zh10, ..., zh70).
A = "accept"
CASES = [
("zh01", "周小鱼", """GM晚上好呀～😊
今晚我先在屋里从窗户看草坪哈
8点半去204找大家唠唠嗑
9点20回来，然后就一直从猫眼盯着西楼梯那边👀
就这些，辛苦啦🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", "WeChat style; 201 faces south (window: lawn) and its peephole sees the west stairs"),

("zh02", "苏苏", """那个GM你好我是苏苏啊 就是我今天晚上呢八点钟先待在房间里从窗户看一下花园 然后九点钟去二零四待一会儿 十点钟回来就睡觉了 嗯就这样""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "voice input; 202 faces north (window: garden); 二零四 = 204; 回来就睡觉 = home, not peeking"),

("zh03", "胖虎", """俺今晚就搁屋里猫着，哪也不去，整宿从门孔往外瞅。谁来敲门都给开，咱不怕事儿😎""", A, """
door: open
orders:
  - {at: "20:00", peek: peephole}
""", "Northeastern dialect (搁, 整宿, 瞅); door open is the default, written out"),

("zh04", "老K", """20:30 花园。21:00 草坪。21:30 回。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", "terse; 回 = home"),

("zh06", "陈伯", """幕后黑手您好，我是陈伯。人老了腿脚不大利索，今晚就不四处折腾了。八点钟起我就坐在窗户边上看草坪，那草坪南头就是断崖，黑咕隆咚的，看着心里直发慌。九点半我上204喝口茶，跟年轻人聊几句，十点钟再回自个儿屋里，接着从窗户往外看，看到睡觉为止。麻烦您了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "storyteller; 207 faces south: the window sees the lawn and the cliff at its end"),

("zh07", "刘警官", """报告GM：刘警官今晚行动安排如下——
一、20:00至20:30，在204从窗户观察花园；
二、20:30前往花园巡查；
三、21:10前往草坪；
四、21:50返回204待命。
完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: "204"}
""", "police without a room start in 204; 204's window sees the garden"),

("zh08", "小米", """xdm小米来交作业了😎 八点半去草坪溜一圈，九点过十分冲205找马可唠嗑，十点回204窗边蹲着看花园，冲鸭！""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "205"}
  - {at: "22:00", go: "204", peek: window}
""", "internet slang; 九点过十分 = 21:10; 马可 = Marco (nickname)"),

("zh09", "周小鱼", """宝 我想好了😈 9点去202找虎子，要是屋里就他一个人我就动手🔪 不是的话我就乖乖回自己屋～""", A, """
orders:
  - {at: "21:00", go: "202", kill: 胖虎, if: alone, else: {go: home}}
""", "虎子 = 胖虎 (nickname, a target); 动手 = kill; 不是的话 = else"),

("zh11", "胖虎", """今晚不管搁哪旮旯碰着小鱼，只要她身边没别人，俺就整死她；身边有人就拉倒。别的时候俺搁屋待着。""", A, """
standing:
  - {kill: 周小鱼, if: alone}
""", "standing kill all night; 有人就拉倒 = no kill while she is not alone (judgement call, README)"),

("zh12", "老K", """21:00-22:00 遇陈伯单独即杀。余时屋内。""", A, """
standing:
  - {kill: 陈伯, if: alone, from: "21:00", until: "22:00"}
""", "terse standing kill with a window"),

("zh13", "苏苏", """嗯九点我去二零五找那个马可聊天 如果他不在的话我就直接去花园了""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: Marco}, else: {go: garden}}
""", "condition without a kill"),

("zh14", "陈伯", """我这人不爱热闹。十点以前只给刘警官和Marco那小伙子开门，别人敲门我一概不理。整晚就在屋里：八点到九点看窗外草坪，九点以后从门上的猫眼往走廊里瞧。""", A, """
door: [刘警官, Marco]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door list before 22:00"),

("zh16", "周小鱼", """8点半去花园🌙 啊不对不对，改成8点40🤣 然后9点10分回屋～""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home}
""", "self-correction: 8:40 replaces 8:30"),

("zh17", "胖虎", """九点俺从东边楼梯下去，上草坪溜达溜达，九点半再回来。""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home}
""", "route named for the way down only"),

("zh18", "老K", """22:00 去207杀陈伯。不在则回。""", A, """
orders:
  - {at: "22:00", go: "207", kill: 陈伯, else: {go: home}}
""", "kill without if; else when the target is not there"),

("zh19", "刘警官", """一、20:10 前往203，与老K、Nina谈话；
二、21:00 返回204，从窗户观察花园；
三、22:00 前往草坪；
四、22:30 返回204。""", A, """
orders:
  - {at: "20:10", go: "203"}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: "204"}
""", "numbered planner"),

("zh21", "小米", """九点去花园瞅瞅，要是虎子在那儿我就陪他待着，不在的话就回204摸鱼🐟""", A, """
orders:
  - {at: "21:00", go: garden, if: {present: 胖虎}, else: {go: "204"}}
""", "condition without a kill; police home is 204"),

("zh22", "周小鱼", """今晚宅家不出门啦🏠 8点到9点窗户和猫眼轮着看，窗户先，十分钟换一次～9点以后就只看窗户啦""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", peek: window}
""", "seed 五.3(1): alternate every 10 minutes"),

("zh23", "苏苏", """嗯那个十点之前谁敲门我都不开啊 然后我整晚就在屋里从窗户看花园 就这样谢谢""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "door closed before 22:00 is allowed"),

("zh24", "陈伯", """从九点一刻到十点三刻这段工夫里，要是在哪儿撞见老K一个人，就了结了他。九点半我去花园走走，十点回屋。""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 老K, if: alone, from: "21:15", until: "22:45"}
""", "一刻/三刻 in a standing window (any whole minute)"),

("zh26", "胖虎", """十点整俺去203，见着Nina甭管旁边有人没人，直接整死她！""", A, """
orders:
  - {at: "22:00", go: "203", kill: Nina, if: always}
""", "甭管旁边有人没人 = always; no else"),

("zh27", "老K", """20:00 窗。21:00 猫眼。22:00 204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "terse"),

("zh28", "刘警官", """今晚路线：
一、20:40 经西楼梯下楼至花园；
二、21:20 经东楼梯返回204。""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: "204", via: [east-stairs]}
""", "routes both ways"),

("zh29", "小米", """8点一开始就在204窗户边盯花园👀 九点二十去201找小鱼玩，十点回来""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: "201"}
  - {at: "22:00", go: "204"}
""", "回来 for a police officer without a room = 204"),

("zh31", "周小鱼", """九点我去204看看～要是虎子不在那我就待着，他在的话我就溜回屋😅（怕他😂）""", A, """
orders:
  - {at: "21:00", go: "204", if: {absent: 胖虎}, else: {go: home}}
""", "condition absent without a kill"),

("zh32", "苏苏", """那个八点半去花园 哦不是 去草坪 草坪 然后九点回来""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home}
""", "voice self-correction of the place"),

("zh33", "陈伯", """十点二十，我到209去找Ray那后生。他要是一个人在屋里，我就下手；要不然，我就下楼去草坪透透气。""", A, """
orders:
  - {at: "22:20", go: "209", kill: Ray, if: alone, else: {go: lawn}}
""", "conditional kill with otherwise"),

("zh34", "胖虎", """十点前除了K哥谁敲门俺都不开。八点半到九点半俺搁204唠嗑，完事回屋瞅窗户。""", A, """
door: [老K]
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "K哥 = 老K; door list of one; 202's window sees the garden"),

("zh36", "老K", """遇苏苏即杀，不论旁人。""", A, """
standing:
  - {kill: 苏苏, if: always}
""", "standing kill, always, all night"),

("zh37", "刘警官", """GM辛苦。第一时段：在204从窗户看花园。第二时段：9:00去草坪，9:30去花园。第三时段：10:00回204，从窗户看。谢谢。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "the seed's 第一/第二/第三时段"),

("zh38", "小米", """十点去207找陈伯唠唠，陈伯要是不在就去草坪看星星✨""", A, """
orders:
  - {at: "22:00", go: "207", if: {present: 陈伯}, else: {go: lawn}}
""", "condition without a kill"),

("zh39", "周小鱼", """9点到10点之间不管在哪碰到Marco一个人就干掉他🔪 9点我会去花园晃一晃，10点回屋看窗户～""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: Marco, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window beside ordinary orders"),

("zh41", "苏苏", """就是十点钟我要去二零三那个老K的房间 如果他一个人在的话就把他杀了 如果不是一个人的话就回来""", A, """
orders:
  - {at: "22:00", go: "203", kill: 老K, if: alone, else: {go: home}}
""", "voice input; conditional kill with otherwise"),

("zh42", "陈伯", """我八点五十，也就是差十分九点，去花园看看月亮，九点二十回来。""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: home}
""", "差十分九点 = 20:50"),

("zh43", "胖虎", """十点半俺去203找Nina……哎不对，十点四十，去了她要是一个人就整死她""", A, """
orders:
  - {at: "22:40", go: "203", kill: Nina, if: alone}
""", "self-correction of the time; conditional kill without otherwise"),

("zh44", "老K", """20:00 猫眼。21:30起，遇陈伯单独即杀。""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 陈伯, if: alone, from: "21:30"}
""", "standing kill from 21:30 to the end"),

("zh46", "刘警官", """一、20:00 前往209走访Ray；
二、20:40 返回204，于窗口观察花园至22:00；
三、22:00 前往草坪巡视。""", A, """
orders:
  - {at: "20:00", go: "209"}
  - {at: "20:40", go: "204", peek: window}
  - {at: "22:00", go: lawn}
""", "窗口 = window"),

("zh47", "小米", """8点草坪 8点半花园 9点回204 就这仨事儿🫡""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
""", ""),

("zh48", "周小鱼", """今晚10点前只给苏苏和米警官开门哦，其他人敲门我就装睡😴 8点半到9点半在窗户边看草坪，9点半以后换猫眼～""", A, """
door: [苏苏, 小米]
orders:
  - {at: "20:30", peek: window}
  - {at: "21:30", peek: peephole}
""", "米警官 = 小米 (nickname); 20:00-20:30 in the room, not peeking"),

("zh49", "苏苏", """嗯今天晚上十点以前 只要我碰到Ray一个人就把他干掉 然后我八点半去花园 九点半回来""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: Ray, if: alone, until: "22:00"}
""", "standing kill until 22:00"),

("zh51", "陈伯", """九点我去204坐坐，从那边窗户看看花园；九点四十回自己屋，从窗户看草坪。""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "21:40", go: home, peek: window}
""", "204's window sees the garden, 207's the lawn"),

("zh52", "胖虎", """八点俺就上204，一直待到十点，完了回屋睡觉。""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:00", go: home}
""", ""),

("zh53", "老K", """21:20 走西楼梯去花园，遇苏苏单独即杀。21:50 回。""", A, """
orders:
  - {at: "21:20", go: garden, via: [west-stairs], kill: 苏苏, if: alone}
  - {at: "21:50", go: home}
""", "route plus conditional kill; the kill is armed until 21:50"),

("zh54", "小米", """今晚就蹲204窗户边看花园了，哪也不去👀 有事叫我""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police stay in 204 all night"),

("zh56", "周小鱼", """10点去草坪，见到Marco不管旁边有没有人都干掉他🔪 10点半回屋""", A, """
orders:
  - {at: "22:00", go: lawn, kill: Marco, if: always}
  - {at: "22:30", go: home}
""", ""),

("zh57", "苏苏", """今天晚上我就不出门了 在屋里睡觉 哪都不去 也不看窗户也不看猫眼 嗯""", A, """
""", "no orders at all: stays home, not peeking (an order file with only `who`)"),

("zh58", "陈伯", """东边那楼梯灯坏了，黑灯瞎火的我害怕。九点我绕西边楼梯下去上草坪坐坐，九点四十还从西边楼梯回屋。""", A, """
orders:
  - {at: "21:00", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: home, via: [west-stairs]}
""", "the long way both ways"),

("zh59", "胖虎", """九点俺去花园，苏苏要是也在那儿俺就陪她唠会儿，她不在俺就上草坪。""", A, """
orders:
  - {at: "21:00", go: garden, if: {present: 苏苏}, else: {go: lawn}}
""", "condition without a kill"),

("zh61", "老K", """门：十点前不开。20:00起猫眼。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("zh62", "刘警官", """一、晚上九点半赴205询问Marco；
二、十点四十返回204。""", A, """
orders:
  - {at: "21:30", go: "205"}
  - {at: "22:40", go: "204"}
""", "times in words"),

("zh63", "小米", """九点去草坪 啊不 去花园 花园视野好 十点再回204🙏""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204"}
""", "self-correction of the place"),

("zh64", "周小鱼", """十点以后他们必须开门对吧😏 那我10点10分去202，虎子一个人在就动手，不然我就去204待着""", A, """
orders:
  - {at: "22:10", go: "202", kill: 胖虎, if: alone, else: {go: "204"}}
""", "after 22:00 the door must open (五.12)"),

("zh66", "苏苏", """九点四十从西楼梯下去到草坪 十点二十回屋 然后从猫眼往外看""", A, """
orders:
  - {at: "21:40", go: lawn, via: [west-stairs]}
  - {at: "22:20", go: home, peek: peephole}
""", ""),

("zh67", "陈伯", """八点半我去203串个门，找老K下盘棋。哦，不对，Nina那闺女说他八点半不在，那我改九点去。十点回屋。""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home}
""", "self-correction: 21:00 replaces 20:30"),

("zh68", "胖虎", """今晚碰着Nina，只要苏苏不在跟前，俺就整死她。""", A, """
standing:
  - {kill: Nina, if: {absent: 苏苏}}
""", "standing kill with an absent condition (judgement call, README)"),

("zh69", "老K", """20:10 204。20:20 窗。21:00 回，猫眼。""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:20", peek: window}
  - {at: "21:00", go: home, peek: peephole}
""", "a window peek from 204 in its own slot"),
]

REFUSALS = [
("zh05", "胖虎", """俺屋那苏苏贼烦人，今晚九点俺就搁屋里把她整死得了""",
 ["目标", "target", "周小鱼", "Nina"], "苏苏 is not one of 胖虎's targets (周小鱼, Nina) (五.10 不可滥杀无辜)"),
("zh10", "刘警官", """报告：一、21:00 前往花园；二、如遇Ray单独一人，即将其击毙。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh15", "陈伯", """那个小米警官老在我门口转悠，烦得很。今晚要是碰上她一个人，我就把她做了。""",
 ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh20", "苏苏", """嗯我七点四十就出门去花园 然后八点半回来""",
 ["20:00", "19:40", "七点四十", "8点", "时间", "time"], "19:40 is before the night starts (五.1: 8点-11点)"),
("zh25", "老K", """20:00 窗。23:20 草坪。""",
 ["23:00", "22:50", "23:20", "11点", "时间", "time"], "23:20 is after the night (五.1: 11点之后统统睡觉)"),
("zh30", "周小鱼", """8点25去204找大家玩～9点回来😘""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25", "8点25"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh35", "胖虎", """九点到十点之间随便啥时候俺去花园溜达一圈""",
 ["时间", "time", "具体", "哪个", "模糊", "exact", "10分钟"], "no start time: any time between 21:00 and 22:00; an order needs an exact 10-minute start (五.4), and picking one would be a misread"),
("zh40", "周小鱼", """今晚一直在屋里从窗户盯着花园🌸 看谁鬼鬼祟祟的""",
 ["朝南", "草坪", "花园", "south", "lawn", "garden", "201"], "201 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh45", "小米", """今晚就蹲204 从猫眼看走廊 看谁路过""",
 ["门孔", "猫眼", "peephole", "204", "窗户", "window"], "from 204 only the window (五.3(3) 在204向外窥视; a peephole only from one's own room, and police have none here)"),
("zh50", "老K", """21:00 起猫眼盯东楼梯。""",
 ["门孔", "猫眼", "peephole", "楼梯", "stairs", "203", "门前"], "203's peephole sees only the corridor in front of 203; only 201 and 209 see the stairs (五.3(1))"),
("zh55", "陈伯", """九点钟我想搬个凳子坐在走廊里，看看谁进进出出，坐到十点。""",
 ["走廊", "corridor", "八"], "nobody stays in the corridor (八 不能…站在走廊里不动)"),
("zh60", "苏苏", """今天晚上不管谁来敲门我都不开 十点以后也不开 就是不开""",
 ["10点", "十点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh65", "周小鱼", """今晚虎子和Marco我都要干掉😈 先杀虎子再去找Marco""",
 ["一个", "一人", "one", "only", "两个", "两", "目标"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("zh70", "胖虎", """十点俺下楼去一楼大厅整两口酒，十点半回来""",
 ["大厅", "hall", "一楼", "一层", "地点", "place"], "the ground-floor hall is not in the game (三.2 一层是大厅（本游戏中不出现）)"),
]
