# Chinese cases of parse119: (id, sender, message, expect, orders_yaml, note) for accepted
# messages; (id, sender, message, reason_keywords, rule) for refusals.
# Cast (game/game.yaml): 201 周老师 + Mike, 202 小美, 203 阿强 + Grace, 205 大刘, 207 Kenji,
# 209 胖虎; police 老陈, 林警官, Hudson (no room: they start in 204, "home" is 204).
A = "accept"
CASES = [
("zh01", "周老师", """GM您好，今晚行动计划如下，请查收：
一、第一时段（8:00-8:59），留在房中，从窗户观察草坪；
二、第二时段，9:00起改从门孔观察走廊及西楼梯；
三、第三时段，10:00前往204室，与诸位闲谈，直至就寝。
以上。老周""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "numbered plan by 时段; 201's peephole sees the west stair head"),

("zh02", "小美", """GM晚上好呀～🌙 美美今晚的安排：
8点在屋里趴窗户看花园👀
8点40去找格蕾丝姐姐聊天～
9点半回来 继续看窗户哒
爱你❤️""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "203"}
  - {at: "21:30", go: home, peek: window}
""", "202 faces north (window sees the garden); 格蕾丝 = Grace (nickname), who lives in 203"),

("zh03", "大刘", """那个GM啊我大刘八点半我下楼去花园溜达溜达然后九点去草坪那嘎达瞅瞅九点半回屋从窗户往外瞅就完事了""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "voice input, no punctuation, northeastern words (溜达, 那嘎达, 瞅)"),

("zh04", "阿强", """GM你好，我阿强。八点半去饭堂(204)吹下水，九点半返房睇窗，唔该晒！""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese: 饭堂 = the dining room 204, 吹水 = chat, 返房 = back to one's room, 睇窗 = look out of the window"),

("zh05", "胖虎", """8:00 猫眼
9:00 草坪
9:30 撤回房""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", "terse list"),

("zh06", "老陈", """报告GM：老陈今晚先在餐厅靠窗观察花园，20时40分下楼巡查花园，21时20分到草坪，22时整返回餐厅。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204 (餐厅) and may peek from its window; 20时40分 style"),

("zh07", "周老师", """GM：
1. 8点半去207拜访健次（Kenji）；
2. 若他独自一人在房内，即将其杀死；
3. 若房中另有他人，或无人应门，则改去花园散步。
4. 9点半回房，从门孔看走廊。""", A, """
orders:
  - {at: "20:30", go: "207", kill: Kenji, if: alone, else: {go: garden}}
  - {at: "21:30", go: home, peek: peephole}
""", "the kill's condition and its otherwise spread over numbered lines"),

("zh08", "林警官", """小林报道！8点半去草坪蹲着🐶 9点20去花园摸鱼 10点回娱乐室从窗户吃瓜🍉""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "internet slang: 蹲着 = stay and watch, 摸鱼 = idle, 吃瓜 = watch the show; 回娱乐室 = back to 204"),

("zh09", "小美", """嘿嘿 十点二十我去203 要是格蕾丝一个人在屋里就把她做掉🔪 不是一个人的话我就回来啦～""", A, """
orders:
  - {at: "22:20", go: "203", kill: Grace, if: alone, else: {go: home}}
""", "做掉 = kill; Grace is one of 小美's targets"),

("zh10", "阿强", """十点去207搵健次，佢一个人喺度就做低佢，有其他人喺度就去草地行下""", A, """
orders:
  - {at: "22:00", go: "207", kill: Kenji, if: alone, else: {go: lawn}}
""", "Cantonese: 搵 = look for, 做低佢 = kill him, 草地 = the lawn, 行下 = take a walk"),

("zh11", "大刘", """就是说十点我去202找美美唠嗑她要是一个人在屋我就把她整死了要是屋里有别人我就回来""", A, """
orders:
  - {at: "22:00", go: "202", kill: 小美, if: alone, else: {go: home}}
""", "美美 = 小美 (nickname); 整死 = kill; 唠嗑 = chat"),

("zh12", "胖虎", """10:30 去201 老周单独就杀 不然回房""", A, """
orders:
  - {at: "22:30", go: "201", kill: 周老师, if: alone, else: {go: home}}
""", "老周 = 周老师 (nickname)"),

("zh13", "周老师", """老周第1夜行动：
（1）九点至九点半，在房中轮流从窗户、门孔向外看，十分钟一换，先看窗户；
（2）九点半以后不再窥视，静坐房中；
（3）十点至十点半之间，无论在何处遇见小美，不论周围有无旁人，一律杀之。""", A, """
orders:
  - {at: "21:00", peek: window}
  - {at: "21:10", peek: peephole}
  - {at: "21:20", peek: window}
  - {at: "21:30"}
standing:
  - {kill: 小美, if: always, from: "22:00", until: "22:30"}
""", "seed 五.3(1) alternation; an order with only `at` stops the peeking at 21:30; a standing kill with a window"),

("zh14", "小美", """宝 今晚十点前除了刘哥谁来都给开门哈 刘哥太可疑了😤 我就在屋里待着 九点开始看猫眼～""", A, """
door: [周老师, Mike, 阿强, Grace, Kenji, 胖虎, 老陈, 林警官, Hudson]
orders:
  - {at: "21:00", peek: peephole}
""", "everyone but 大刘 (刘哥): the contract has no deny list, so a list of every other person, police included"),

("zh15", "阿强", """九点行东楼梯落去草地，唔系，九点十分先去，十点返屋企""", A, """
orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home}
""", "correction inside the message (唔系 = no); named route; 返屋企 = go home"),

("zh16", "老陈", """报告：21时整到203室询问阿强情况，阿强若不在则转往205找大刘；22时回餐厅。""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 阿强}, else: {go: "205"}}
  - {at: "22:00", go: "204"}
""", "a condition without a kill, with an otherwise"),

("zh17", "大刘", """门谁敲都给开没事儿那个八点我先在屋里从窗户瞅草坪九点去207找健次唠嗑十点五十回来睡觉""", A, """
door: open
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207"}
  - {at: "22:50", go: home}
""", "explicit open door; 十点五十 = 22:50, the last slot"),

("zh18", "小美", """今晚不出门啦🏠 八点到九点看窗户 九点到十点看猫眼 十点以后就刷手机睡觉觉😴""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "peeking bounded at 22:00: an order with only `at` stops it"),

("zh19", "胖虎", """10点去201 迈克在就杀 不在就去草坪""", A, """
orders:
  - {at: "22:00", go: "201", kill: Mike, else: {go: lawn}}
""", "kill without a condition (waits to meet Mike) plus 不在就…: the contract's else for a target not there"),

("zh20", "周老师", """GM您好。8:40 出门，经西楼梯下楼去花园；9:10 去草坪；9:30 回房。——更正：去草坪的时间改为9:20，其余不变。""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "21:30", go: home}
""", "correction at the end of the message replaces 9:10 by 9:20"),

("zh21", "林警官", """冲！八点十分去202找美美唠唠，要是没人开门就去203找强仔，九点半回娱乐室""", A, """
orders:
  - {at: "20:10", go: "202", else: {go: "203"}}
  - {at: "21:30", go: "204"}
""", "else on a refused door; 强仔 = 阿强 (203)"),

("zh22", "阿强", """九点到十点，喺边度撞见老周都唔理有冇人，即刻杀咗佢。其他时间喺房睇猫眼。""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 周老师, if: always, from: "21:00", until: "22:00"}
""", "standing kill with a window, 唔理有冇人 = whoever is around (always); 其他时间 = he stays home peeking all night"),

("zh23", "大刘", """九点十分我去209找虎哥喝两口他要不在我就上204待着去""", A, """
orders:
  - {at: "21:10", go: "209", if: {present: 胖虎}, else: {go: "204"}}
""", "虎哥 = 胖虎; condition without a kill"),

("zh24", "小美", """本来想九点去花园的 想想还是算了🙈 外面黑乎乎的 整晚就在屋里从窗户看花园吧～""", A, """
orders:
  - {at: "20:00", peek: window}
""", "a plan withdrawn in the same message; 202's window sees the garden"),

("zh25", "周老师", """GM您好！今晚想与阿强手谈一局：九点整前往203，若阿强不在房中，则转往204室小坐。十点回房歇息。谢谢！""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 阿强}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "手谈 = a game of go; condition without a kill"),

("zh26", "胖虎", """门 10点前不开
全程 猫眼盯东楼梯""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "209's peephole sees the east stair head"),

("zh27", "阿强", """十点前边个敲门都唔开。八点四十去205搵刘哥倾偈，九点二十返嚟""", A, """
door: closed
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: home}
""", "Cantonese: 边个 = whoever, 倾偈 = chat, 返嚟 = come back"),

("zh28", "老陈", """老陈今晚坐镇餐厅，整晚从窗户观察花园动静。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police, window of 204 sees the garden"),

("zh29", "大刘", """今晚上甭管在哪嘎达碰着虎哥甭管旁边有没有人直接整死他""", A, """
standing:
  - {kill: 胖虎, if: always}
""", "standing kill all night, 甭管旁边有没有人 = always"),

("zh30", "小美", """八点半下楼去花园转转🌸 九点十分去草坪吹吹风 九点五十回屋～""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", ""),

("zh31", "周老师", """今晚身体不适，不出门了，整夜在房中歇着，也不往外看。""", A, "", "staying in without peeking: the default; an order file with no orders (who only)"),

("zh32", "胖虎", """9点-10点 碰到迈克 他一个人 就杀""", A, """
standing:
  - {kill: Mike, if: alone, from: "21:00", until: "22:00"}
""", "terse standing kill with a window"),

("zh33", "阿强", """十点二十去201揾老周，见到佢就杀，佢唔喺度就返房""", A, """
orders:
  - {at: "22:20", go: "201", kill: 周老师, else: {go: home}}
""", "kill without a condition plus 唔喺度就返房 (target not there)"),

("zh34", "林警官", """九点前在娱乐室窗边蹲着 九点去201找老周和迈克唠 十点二十回来""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "201"}
  - {at: "22:20", go: "204"}
""", "police: 回来 = back to 204, where they started"),

("zh35", "大刘", """十点前就给老周和迈克开门别人一概不开我八点开始从猫眼瞅着走廊""", A, """
door: [周老师, Mike]
orders:
  - {at: "20:00", peek: peephole}
""", "door list by nicknames"),

("zh36", "小美", """九点去204看看，Hudson在的话就留下聊天～不在就回屋看窗户""", A, """
orders:
  - {at: "21:00", go: "204", if: {present: Hudson}, else: {go: home, peek: window}}
""", "condition without a kill; the otherwise both walks home and peeks"),

("zh37", "胖虎", """8:30 走西楼梯下花园 9:00 回 窗户""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home, peek: window}
""", "route named: from 209 the west stairs are the long way"),

("zh38", "大刘", """晚上8点50我去204唠嗑然后那个10点10分回屋""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "22:10", go: home}
""", ""),

("zh39", "阿强", """成晚喺房睇窗，睇住草地""", A, """
orders:
  - {at: "20:00", peek: window}
""", "203 faces south: its window sees the lawn (草地)"),

("zh40", "周老师", """一、十点以前，房门只对小美和陈sir开，其余来访者一概不应；
二、8:00-9:00 在204靠窗向花园眺望；
三、9:00 回房，此后一直从窗户看草坪。""", A, """
door: [小美, 老陈]
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home, peek: window}
""", "a tenant may peek from 204's window (五.3(3)); 陈sir = 老陈"),

("zh41", "小美", """差十分九点去找迈克玩～ 他们屋在201嘛 然后十点回来 晚安啦💤""", A, """
orders:
  - {at: "20:50", go: "201"}
  - {at: "22:00", go: home}
""", "差十分九点 = 20:50"),

("zh42", "老陈", """报告：九点过十分前往209找胖虎了解情况，十点差十分返回餐厅。""", A, """
orders:
  - {at: "21:10", go: "209"}
  - {at: "21:50", go: "204"}
""", "九点过十分 = 21:10, 十点差十分 = 21:50"),

("zh43", "大刘", """九点我去草坪哎不对不对九点二十去草坪然后十点回来从猫眼瞅着""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", "spoken self-correction"),

("zh44", "胖虎", """204 8:10
8:50 草坪
9:40 204
10:20 回""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204"}
  - {at: "22:20", go: home}
""", "place before time on the first line"),

("zh45", "阿强", """九点两个字落花园，九点八个字返房睇猫眼""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", "Cantonese clock: 一个字 = 5 minutes, so 九点两个字 = 21:10, 九点八个字 = 21:40"),

("zh46", "小美", """九点到十点之间 要是在哪碰到刘哥一个人 就干掉他～ 啊不对不对 是九点半到十点半！😅""", A, """
standing:
  - {kill: 大刘, if: alone, from: "21:30", until: "22:30"}
""", "correction of a standing window"),

("zh47", "周老师", """九点四十起，从门孔盯住西楼梯口；当晚九点半至十一点，如遇Kenji独自一人，杀之。""", A, """
orders:
  - {at: "21:40", peek: peephole}
standing:
  - {kill: Kenji, if: alone, from: "21:30", until: "23:00"}
""", "201's peephole sees the west stair head; 十一点 as the end of a standing window is 23:00"),

("zh48", "林警官", """9点走东楼梯去草坪 溜一圈 9点50回来窗户边蹲着""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: "204", peek: window}
""", "police: 回来 = 204; route named"),

("zh49", "胖虎", """２１：００ ２０４ 老周单独在 杀
２２：００ 回""", A, """
orders:
  - {at: "21:00", go: "204", kill: 周老师, if: alone}
  - {at: "22:00", go: home}
""", "full-width digits and colons from a Chinese input method; kill in the common room"),

("zh50", "大刘", """九点四十我去花园溜达碰着胖虎他要是一个人就整死他""", A, """
orders:
  - {at: "21:40", go: garden, kill: 胖虎, if: alone}
""", "conditional kill without an otherwise"),

("zh51", "小美", """十点去花园，碰见刘哥的话不管旁边有没有人都把他干掉，十点半回屋""", A, """
orders:
  - {at: "22:00", go: garden, kill: 大刘, if: always}
  - {at: "22:30", go: home}
""", "kill whoever is around, armed 22:00-22:30"),

("zh52", "阿强", """十点去201搵老周，如果迈克唔喺度就做低老周，迈克喺度就返房睇窗""", A, """
orders:
  - {at: "22:00", go: "201", kill: 周老师, if: {absent: Mike}, else: {go: home, peek: window}}
""", "a kill on an absent condition (his roommate Mike), with an otherwise"),

("zh53", "老陈", """22时10分前往207，若Kenji在房则留下问话，否则去草坪查看；22时50分返回餐厅。""", A, """
orders:
  - {at: "22:10", go: "207", if: {present: Kenji}, else: {go: lawn}}
  - {at: "22:50", go: "204"}
""", "police, condition without a kill"),

("zh54", "胖虎", """8:40 去202 找美美 没人开门就回房看猫眼""", A, """
orders:
  - {at: "20:40", go: "202", else: {go: home, peek: peephole}}
""", "else on a refused door that also peeks"),

("zh55", "林警官", """哈哈今晚啥也不干 就在娱乐室待着摸鱼 不看窗户 纯聊天☕""", A, "", "an officer who stays in 204 without peeking: a file with who only (it puts the officer on the map)"),

("zh56", "周老师", """GM：今晚先在房中从门孔观察，8:50 出门经东楼梯去草坪，9:40 经西楼梯回房，继续从门孔观察。另：我对小美颇有疑虑，请留意。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, via: [west-stairs], peek: peephole}
""", "two routes named; an aside the orders ignore"),
]

REFUSALS = [
("zh57", "周老师", """十点以后，在任何地方遇见阿强独处，请替我了结他。""",
 ["目标", "target", "小美", "Kenji"], "阿强 is not one of 周老师's targets (五.10 不可滥杀无辜)"),
("zh58", "小美", """今晚就宅屋里啦 从窗户看草坪上有没有人约会hhh💕""",
 ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh59", "阿强", """七点五十我就落去花园等人，八点半返嚟""",
 ["20:00", "19:50", "8点", "七点", "时间", "time"], "19:50 is before the night starts (五.1)"),
("zh60", "大刘", """那个美美和虎哥俩我都得整死今晚上不管碰着谁都给他整了""",
 ["一个", "一人", "one", "only", "两个", "目标", "target"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人)"),
("zh61", "胖虎", """今晚 碰到小林 杀""",
 ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察; 六.6)"),
("zh62", "老陈", """22时去草坪，见到Mike独自一人就将其击毙。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh63", "林警官", """今晚就在娱乐室猫眼蹲走廊 谁进谁出一清二楚""",
 ["猫眼", "门孔", "peephole", "204", "窗户", "window"], "no peephole from 204, and an officer without a room has none (五.3(1), 五.3(3))"),
("zh64", "阿强", """九点去东楼梯嗰度企住等人，十点返房""",
 ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stay (八)"),
("zh65", "大刘", """那个十一点我上草坪抽根烟十一点半回来""",
 ["23:00", "22:50", "11点", "十一点", "时间", "time"], "23:00 is after the night (五.1: 11点之后统统睡觉)"),
("zh66", "小美", """害怕😭 今晚谁敲门我都不开！！十点以后也不开！！就缩被窝里""",
 ["10点", "十点", "22:00", "开门", "open", "must"], "after 22:00 a tenant must open (五.12)"),
("zh67", "胖虎", """9:25 花园 10点回""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "21:25", "9:25"], "not a multiple of 10 minutes (五.4)"),
("zh68", "周老师", """今晚十点来钟去草坪赏月，十点半回房。""",
 ["十点来钟", "时间", "time", "模糊", "vague", "exact", "确切", "10分钟"], "十点来钟 is 'about ten': guessing 22:00 or 22:10 would be a misread (五.4 needs an exact start)"),
("zh69", "老陈", """20时30分下楼到一楼大厅巡查，21时返回。""",
 ["大厅", "hall", "地点", "place", "一层", "一楼"], "the ground-floor hall is not in the game (三.2 一层是大厅（本游戏中不出现）)"),
("zh70", "林警官", """9点去二楼走廊站岗 看谁鬼鬼祟祟 10点回娱乐室""",
 ["走廊", "corridor", "八"], "nobody stands in the corridor (八)"),
]
