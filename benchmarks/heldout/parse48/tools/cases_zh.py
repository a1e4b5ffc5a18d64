# Chinese cases of the parse48 held-out set (office workers on their phones; 林怡君 is the
# 台湾 colleague, 何川 the 重庆 colleague). CASES: (id, sender, message, "accept", expected
# order file body without `who`, note). REFUSALS: (id, sender, message, reason keywords, rule).
CASES = [
("zh01", "周敏", """今晚安排：
- 20:00 窗户看草坪
- 20:30 换猫眼
- 21:00 去204坐坐
- 22:00 回房，继续猫眼""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh02", "周敏", """| 时间 | 干啥 |
|---|---|
| 20:00 | 待房间看窗外 |
| 20:40 | 去花园 |
| 21:20 | 去草坪 |
| 22:10 | 回房间 |""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:10", go: home}
""", "回房间 without a peek: just stays"),

("zh03", "何川", """老子今晚就这样安排哈：八点到九点一直在屋头从窗子往外看。九点钟切205找孙悦，她一个人在屋头的话就把她做了，不然就切草坪逛一哈。九点半回屋头，继续窗子看。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "205", kill: 孙悦, if: alone, else: {go: lawn}}
  - {at: "21:30", go: home, peek: window}
""", "重庆话: 屋头 = own room, 切 = go"),

("zh04", "林怡君", """嗨～我今天晚上的行動如下喔：
1. 八點到八點半 從窗戶看花園
2. 八點半 去204 跟大家聊天
3. 九點二十 去花園散步
4. 十點整 回房間 用門孔看走廊
以上，謝謝～""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "traditional characters"),

("zh05", "孙悦", """1) 20:00-21:00 房间里看门孔
2) 21:00 去草坪，如果碰到何川一个人，就杀
3) 21:40 回205看窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn, kill: 何川, if: alone}
  - {at: "21:40", go: home, peek: window}
""", "kill armed while on the lawn (21:00-21:40)"),

("zh06", "郑队", """郑队今晚：8点在204窗口盯着花园，9点半下花园转转，10点去草坪，10点40回204。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: "204"}
""", "police without a room start in 204"),

("zh07", "高警官", """我整晚就在娱乐室窗口看着，哪也不去。""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh08", "周敏", """今晚：
8:00起在房间猫眼；
九点去花园，十点回房间看窗外。
另外八点一刻到九点三刻之间，不管在哪儿碰到Kelvin，只要他一个人就动手。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: Kelvin, if: alone, from: "20:15", until: "21:45"}
""", "standing window on quarter hours"),

("zh09", "周敏", """今晚 20:00 去花园，20:40 去草坪，21:30 回房间窗户看。

更正：20:40 那条不去草坪了，改成去204。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "correction replaces the 20:40 order"),

("zh10", "孙悦", """【转发】我自己下午写的草稿：
晚8点 205窗户
晚9点 去207找Kelvin聊天
晚10点 回房间门孔
（就按这个来）""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh11", "何川", """差十分九点出门切花园晃一哈，九点四十回来窗子看到底。其他时间就在屋头，啥子都不做。""", "accept", """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:40", go: home, peek: window}
""", "差十分九点 = 20:50"),

("zh12", "林怡君", """我今天十點前不開門喔，誰來都不開。整晚在房間從窗戶看花園～""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh13", "周敏", """门只给孙悦开，别人敲都不开（十点前）。八点半到十点在屋里看猫眼，其余时间不看，就待着。""", "accept", """
door: [孙悦]
orders:
  - {at: "20:30", peek: peephole}
  - {at: "22:00"}
""", "peeking stops at 22:00"),

("zh14", "孙悦", """今晚就两件事：九点二十去203找何川，如果没人开门就去204；十点半回家。""", "accept", """
orders:
  - {at: "21:20", go: "203", else: {go: "204"}}
  - {at: "22:30", go: home}
""", "else for a refused door"),

("zh15", "高警官", """20:00 去202找林怡君问话
20:30 去203
21:00 回204窗口看着，直到结束""", "accept", """
orders:
  - {at: "20:00", go: "202"}
  - {at: "20:30", go: "203"}
  - {at: "21:00", go: "204", peek: window}
""", ""),

("zh16", "周敏", """九点走东楼梯去草坪（别走西边），九点半走西楼梯回来，回房看猫眼。""", "accept", """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, via: [west-stairs], peek: peephole}
""", "named routes"),

("zh17", "何川", """今晚不管在哪点碰到林怡君，不管旁边有没有人，直接做了。
八点切花园，八点四十切204，九点半回屋头。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home}
standing:
  - {kill: 林怡君, if: always}
""", ""),

("zh18", "林怡君", """二十點整到204窗邊看花園，二十一點十分回房間，二十二點三十分去草坪。""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:10", go: home}
  - {at: "22:30", go: lawn}
""", "window from 204 is allowed"),

("zh19", "孙悦", """| 时间 | 地点 | 备注 |
| --- | --- | --- |
| 8pm | 205 | 门孔 |
| 9pm | 201 | 找Liam，他一个人在就杀 |
| 9:30pm | 204 | 聊天 |""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "201", kill: Liam, if: alone}
  - {at: "21:30", go: "204"}
""", ""),

("zh20", "周敏", """20:00 草坪，21:00 回房窗户。

补充：22:00 去204，22:30 回来看猫眼。""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", "补充 adds orders"),

("zh21", "郑队", """① 2000 花园
② 2040 草坪
③ 2120 204 窗口
④ 2220 去205敲门看看孙悦""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:20", go: "205"}
""", "times as 2000/2040"),

("zh22", "何川", """今晚老子就在屋头睡瞌睡，十点前哪个敲门都不开哈。""", "accept", """
door: closed
""", "no orders, door closed"),

("zh23", "孙悦", """20:10 去花园，20:50 回房；21:10 猫眼；21:50 换窗户；22:30 不看了，睡觉。""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: home}
  - {at: "21:10", peek: peephole}
  - {at: "21:50", peek: window}
  - {at: "22:30"}
""", "22:30 stops peeking"),

("zh24", "林怡君", """九點去205找孫悅聊天，如果何川也在那邊，或是沒人開門，就改去交誼廳。十點回房間。""", "accept", """
orders:
  - {at: "21:00", go: "205", if: {absent: 何川}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "交誼廳 (Taiwan) = common room 204"),

("zh25", "周敏", """十点前一直在房间看窗外。十点二十去207找Kelvin，十点以后他必须开门。他一个人的话就干掉，不是一个人就回房间。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: "207", kill: Kelvin, if: alone, else: {go: home}}
""", "peeking continues until 22:20"),

("zh26", "高警官", """9点到草坪蹲着，10点半回204""", "accept", """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:30", go: "204"}
""", ""),

("zh27", "孙悦", """２０：００～２０：５９　门孔　；２１：００　去花园；２１：３０　去草坪；２２：００　回房　窗户。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "full-width digits and punctuation"),

("zh28", "何川", """哎呀今天加班到好晚，脑壳都是昏的。简单点：9点半切204坐到10点10分，然后回屋头门孔看。其他时间不动。""", "accept", """
orders:
  - {at: "21:30", go: "204"}
  - {at: "22:10", go: home, peek: peephole}
""", ""),

("zh29", "林怡君", """今晚不管在哪裡遇到周敏，只要Harrison不在旁邊，就殺了她。
八點半去草坪，九點半回房間。""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home}
standing:
  - {kill: 周敏, if: {absent: Harrison}}
""", ""),

("zh30", "周敏", """8点到9点窗户和猫眼轮流，每十分钟换一次，先窗户。9点以后就待着别看了。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00"}
""", "alternating every 10 minutes, stop at 21:00"),

("zh31", "孙悦", """十点前在房间看窗户。十点去201，Liam一个人在就杀；他不在或者不是一个人，就去草坪，草坪上碰到他一个人也杀。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "201", kill: Liam, if: alone, else: {go: lawn, kill: Liam, if: alone}}
""", "else with its own kill"),

("zh32", "郑队", """晚八点先去草坪，八点五十去花园，九点四十回娱乐室窗户看花园，看到结束。""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:50", go: garden}
  - {at: "21:40", go: "204", peek: window}
""", ""),

("zh33", "何川", """今晚计划（草稿，转给GM）：
>> 20:00 屋头窗子
>> 20:20 切205找孙悦，她一个人就整她，没开门就回来
>> 21:00 切花园""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", go: "205", kill: 孙悦, if: alone}
  - {at: "21:00", go: garden}
""", "没开门就回来 is the default for a refused door; no else (she not alone: kill stays armed)"),

("zh34", "周敏", """@GM 今晚：
20:00 - 20:59 房间猫眼
21:00 - 21:59 204窗户
22:00 - 23:00 房间窗户
辛苦～""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh35", "孙悦", """八点半去花园，九点五十去草坪，十点半回房间。""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
""", ""),

("zh36", "何川", """九点切草坪，在草坪上碰到孙悦一个人就弄死她。十点回屋头。""", "accept", """
orders:
  - {at: "21:00", go: lawn, kill: 孙悦, if: alone}
  - {at: "22:00", go: home}
""", "kill only on the lawn: an order's kill, not a standing one"),

("zh37", "林怡君", """（從LINE轉過來的）
今晚：
・八點 204 聊天
・九點 回房間 窗戶
・十點 去209找Harrison 如果他一個人在就殺掉 不然回房間""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", go: "209", kill: Harrison, if: alone, else: {go: home}}
""", ""),

("zh38", "高警官", """21:00 去209敲门，不开就去207；22:00 回204。""", "accept", """
orders:
  - {at: "21:00", go: "209", else: {go: "207"}}
  - {at: "22:00", go: "204"}
""", ""),

("zh39", "郑队", """8点半以后在204盯窗户，之前随便坐着。""", "accept", """
orders:
  - {at: "20:30", peek: window}
""", "police start in 204"),

("zh40", "周敏", """今晚：
1. 8:00 去花园
2. 8:30 去草坪
3. 9:30 回房

更正：第2条改成8:40，第3条回房后用猫眼。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", ""),

("zh41", "孙悦", """今晚门只给周敏和郑队开。八点到十点在房间窗户看，十点去204。""", "accept", """
door: [周敏, 郑队]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "204"}
""", ""),

("zh42", "何川", """九点切花园，莫走西边楼梯，走东边楼梯下。十点回屋头，回来走西边。""", "accept", """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home, via: [west-stairs]}
""", ""),

("zh43", "林怡君", """九點去花園，十點去草坪，十點四十回房間。
九點到十點半之間，只要遇到Harrison單獨一個人就下手。""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: home}
standing:
  - {kill: Harrison, if: alone, from: "21:00", until: "22:30"}
""", ""),

("zh44", "周敏", """20:00 去203找何川，如果他一个人在就杀了他，否则回房间用猫眼；21:00去204。""", "accept", """
orders:
  - {at: "20:00", go: "203", kill: 何川, if: alone, else: {go: home, peek: peephole}}
  - {at: "21:00", go: "204"}
""", ""),

("zh45", "孙悦", """下午开会没看群😂 晚上这样：22:00前一直在房间，门孔和窗户都不看；22:00 去草坪；22:40 回房间窗户。""", "accept", """
orders:
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: home, peek: window}
""", ""),

("zh46", "郑队", """21:00 去花园，如果何川在花园就待在花园，他不在就去草坪。""", "accept", """
orders:
  - {at: "21:00", go: garden, if: {present: 何川}, else: {go: lawn}}
""", ""),

("zh47", "何川", """八点过十分切204，坐到九点半，再切草坪，十点二十回屋头窗子看到结束。""", "accept", """
orders:
  - {at: "20:10", go: "204"}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: home, peek: window}
""", "八点过十分 = 20:10"),

("zh48", "林怡君", """八點到九點貓眼看走廊，九點到十點窗戶看花園，十點以後休息。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", ""),

("zh49", "周敏", """八点去花园，九点去草坪，十点回房。
八点一刻开始，碰到何川就动手，有没有人都一样。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 何川, if: always, from: "20:15"}
""", ""),

("zh50", "高警官", """|时间|去哪|
|-|-|
|20:00|草坪|
|20:50|花园|
|21:30|203|
|22:10|娱乐室|""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: "203"}
  - {at: "22:10", go: "204"}
""", ""),

("zh51", "孙悦", """20:00 去204，21:00 回房看门孔。

补充：今晚十点前不给何川开门，其他人都可以进。""", "accept", """
door: [周敏, Liam, 林怡君, Joost, Kelvin, Harrison, 郑队, 高警官, Morgan]
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "deny list written as everyone else"),

("zh52", "何川", """十点前一直在屋头，门孔盯到起。十点切204，林怡君一个人在那的话就搞定她，不然回屋头。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "204", kill: 林怡君, if: alone, else: {go: home}}
""", ""),

("zh53", "林怡君", """差十分十點去草坪，十點半回來看窗戶。""", "accept", """
orders:
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home, peek: window}
""", "差十分十點 = 21:50"),

("zh54", "周敏", """Step1 二十点 门孔
Step2 二十点四十 去205聊天
Step3 二十一点二十 回房 窗户
Step4 二十二点 去花园""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: home, peek: window}
  - {at: "22:00", go: garden}
""", ""),

("zh55", "郑队", """20h20 出发去花园，21h10 去草坪，一直待到结束。""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:10", go: lawn}
""", ""),

("zh56", "孙悦", """21:20 去203找何川，他在而且Joost不在的话就杀了他，否则就回来。""", "accept", """
orders:
  - {at: "21:20", go: "203", kill: 何川, if: {absent: Joost}, else: {go: home}}
""", ""),
]

REFUSALS = [
("zh57", "周敏", """九点去202，林怡君一个人在就杀了她，然后十点回房。""",
 ["林怡君", "目标", "target"], "seed 五.10: a tenant may kill only one of their two targets (周敏's are 何川, Kelvin)"),
("zh58", "何川", """今晚碰到郑队一个人就把他做了，那个警察烦得很。八点切花园。""",
 ["警察", "郑队", "police"], "seed 五.10 / 六.6: tenants cannot kill police"),
("zh59", "郑队", """整晚在204，用猫眼盯着走廊。""",
 ["猫眼", "门孔", "peephole"], "seed 五.3(3): only the window from 204; a peephole only from one's own room"),
("zh60", "孙悦", """前面都在房间窗户看，晚上十一点十分再去草坪看一眼。""",
 ["23:10", "11:10", "十一点", "23:00", "22:50"], "seed 五.1: the night ends at 23:00; orders start 20:00-22:50"),
("zh61", "林怡君", """七點五十就先去交誼廳佔位子，然後一直待在那邊。""",
 ["19:50", "7:50", "七點五十", "七点五十", "20:00"], "seed 五.1: the night starts at 20:00"),
("zh62", "周敏", """八点一刻去花园，九点回房。""",
 ["20:15", "8:15", "一刻", "整数倍", "multiple of 10"], "seed 五.4: every action starts on a multiple of 10 minutes"),
("zh63", "孙悦", """21:00 同时去204和草坪（两边都露个面），22:00回房。""",
 ["同时", "一件事", "两个地方", "one place", "same time"], "seed 五.2: one thing per 10 minutes; one cannot be in two places at once"),
("zh64", "孙悦", """九点出门，就在走廊里站着，盯着谁进出，十点回房。""",
 ["走廊", "corridor"], "seed 八: nobody stands in the corridor"),
("zh65", "何川", """十点切东楼梯口蹲到起，看哪个上下楼。""",
 ["楼梯", "stairs"], "seed 八 / ADJUDICATION 3: the stairs are never a destination"),
("zh66", "林怡君", """我整晚都不開門，十點以後也不開，誰敲都不理。""",
 ["十點", "十点", "22:00", "开门", "開門"], "seed 五.12: after 22:00 a tenant must open"),
("zh67", "周敏", """九点去208看看，九点半回来。""",
 ["208"], "seed 三.2: there is no room 208 (rooms 201-205, 207, 209)"),
("zh68", "何川", """今晚林怡君和孙悦两个都要弄死，哪个一个人先碰到就先整哪个，两个都整。""",
 ["任选一人", "只能", "一个", "两个", "only one", "one of"], "seed 五.10: only one of the two targets (one kill per game)"),
("zh69", "林怡君", """整晚都待在房間，從窗戶看草坪。""",
 ["草坪", "花園", "花园", "北", "garden", "north"], "seed 三.2: 202 faces north; its window sees the garden, not the lawn"),
("zh70", "孙悦", """九点去207，用Kelvin房间的窗户看草坪，十点回来。""",
 ["自己", "207", "own room"], "seed 五.3(1): peeking only from one's own room (or the window of 204)"),
]
