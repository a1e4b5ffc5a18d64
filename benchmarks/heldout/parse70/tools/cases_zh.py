# Chinese cases for parse70: (id, sender, message, None, expected body, note) and
# refusals (id, sender, message, reason keywords, rule).
CASES = [
("zh01", "大刘", """主持人晚上好~ 我的行动：
第一段 8:00-8:19 窗户看外面，8:20开始换猫眼看走廊，8:40去娱乐室坐着
第二段 9点10分去草坪，9:40回房
第三段 就在房间里从窗户往外看，不出门了""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: window}
""", "第三段 = 22:00 起窗户"),
("zh02", "小雨", "老板 我今晚就在房间窗户看花园，一整晚，别的不干", None, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "胖虎", "DM 我9点去花园逛逛 9点半回来 其他时间待屋里", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home}
""", ""),
("zh04", "晓晓", "10点20去203，要是胖虎一个人在就把他干掉，不是一个人就算了回自己房间", None, """
orders:
  - {at: "22:20", go: "203", kill: 胖虎, if: alone, else: {go: home}}
""", ""),
("zh05", "老周", "整晚不管在哪碰到小雨就杀了她，周围有没有人都无所谓。然后我8点半去204待着 哈哈", None, """
orders:
  - {at: "20:30", go: "204"}
standing:
  - {kill: 小雨, if: always}
""", ""),
("zh06", "王警官", "主持人，警察这边我8点去花园巡一圈，8点40回娱乐室，从窗户盯着花园", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "204", peek: window}
""", ""),
("zh07", "陈队", "我今晚一直在204窗户那看着 😎", None, """
orders:
  - {at: "20:00", peek: window}
""", "officer without a room starts in 204"),
("zh08", "大刘", "今晚我房门谁来都不开（10点前）。8点开始猫眼看着走廊", None, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh09", "小雨", "只给老周和晓晓开门，别人敲门不理。我一整晚在屋里，九点开始从窗户看看花园", None, """
door: [老周, 晓晓]
orders:
  - {at: "21:00", peek: window}
""", ""),
("zh10", "胖虎", "8点10分去205找晓晓聊天，聊到9点回自己屋，然后猫眼看着", None, """
orders:
  - {at: "20:10", go: "205"}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh11", "晓晓", "我8:30去草坪 走东边楼梯", None, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
""", ""),
("zh12", "老周", "9点20去草坪，如果碰到Priya一个人就杀了她", None, """
orders:
  - {at: "21:20", go: lawn, kill: Priya, if: alone}
""", ""),
("zh13", "王警官", "9点整去203敲门问问情况，10点回204", None, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "204"}
""", ""),
("zh14", "大刘", "大刘今晚：8点到11点只要遇到Priya一个人就动手。9点去花园溜达，9点半去204", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
standing:
  - {kill: Priya, if: alone}
""", ""),
("zh15", "小雨", "我8点20去娱乐事坐坐，9点回房间从窗户看\n打错了 是娱乐室😅", None, """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh16", "胖虎", "今晚不出门 猫眼看一整晚", None, """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh17", "晓晓", "9点到10点之间 在任何地方看到胖虎一个人 就杀了他。其他时间不杀。10点10分去204喝茶", None, """
orders:
  - {at: "22:10", go: "204"}
standing:
  - {kill: 胖虎, if: alone, from: "21:00", until: "22:00"}
""", ""),
("zh18", "老周", "老板 我 8:50 从西边楼梯下去花园 然后在花园待着", None, """
orders:
  - {at: "20:50", go: garden, via: [west-stairs]}
""", ""),
("zh19", "陈队", "陈队报到。8点半去202找小雨问话，9点去203，9点半去205，10点回娱乐室", None, """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:00", go: "203"}
  - {at: "21:30", go: "205"}
  - {at: "22:00", go: "204"}
""", ""),
("zh20", "大刘", "10点半去207，Priya在就杀，不管有没有别人。不在的话去草坪", None, """
orders:
  - {at: "22:30", go: "207", kill: Priya, if: always, else: {go: lawn}}
""", ""),
("zh21", "小雨", "哈哈 第一次玩 有点紧张 我八点四十去花园，九点十分回来，十点以后在屋里窗户看", None, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home}
  - {at: "22:00", peek: window}
""", ""),
("zh22", "胖虎", "8:00 窗户 8:10 猫眼 8:20 窗户 8:30 猫眼 然后就一直猫眼", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
""", ""),
("zh23", "晓晓", """第一段：在房间窗户看草坪到8点50，8点50去204。
第二段：9:20从204去花园，9:50回房。
第三段：10:10去201找Jake，他要是一个人就杀了他，不是一个人就回自己房间""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home}
  - {at: "22:10", go: "201", kill: Jake, if: alone, else: {go: home}}
""", ""),
("zh24", "老周", "门对所有人开着 没关系。8点10分开始猫眼看楼梯那边", None, """
door: open
orders:
  - {at: "20:10", peek: peephole}
""", "209's peephole sees the east stairs"),
("zh25", "王警官", "我今晚就在娱乐室待着 不出去了", None, """
orders:
  - {at: "20:00", go: "204"}
""", "the officer is on the map in 204 all night; the go may be left out"),
("zh26", "大刘", "9点从东楼梯下去到草坪，待到10点，10点从西楼梯回来", None, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, via: [west-stairs]}
""", ""),
("zh27", "小雨", "十点十分去201 如果大刘一个人在屋里就杀了他，否则去204", None, """
orders:
  - {at: "22:10", go: "201", kill: 大刘, if: alone, else: {go: "204"}}
""", ""),
("zh28", "胖虎", "整晚只要碰到小雨，而且Jake不在场，就杀小雨。人在屋里不出去", None, """
standing:
  - {kill: 小雨, if: {absent: Jake}}
""", ""),
("zh29", "晓晓", "9点40去草坪 😂", None, """
orders:
  - {at: "21:40", go: lawn}
""", ""),
("zh30", "老周", "主持人 我8点就出门去202找小雨玩，如果她不开门我就去204待着", None, """
orders:
  - {at: "20:00", go: "202", else: {go: "204"}}
""", ""),
("zh31", "陈队", "九点半下去花园看看，十点半再上来去娱乐室窗户看花园", None, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:30", go: "204", peek: window}
""", ""),
("zh32", "大刘", "今晚8点到9点窗户，9点到10点猫眼，10点以后啥也不看睡觉", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "22:00 only stops the peeking"),
("zh33", "小雨", "DM 今晚保守点 不出门了。八点半之前看窗户，八点半以后一直门孔", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
""", ""),
("zh34", "胖虎", "10:40去草坪，看到小雨的话不管有没有人都杀", None, """
orders:
  - {at: "22:40", go: lawn, kill: 小雨, if: always}
""", ""),
("zh35", "晓晓", "门只给Priya开。8点半去207找Priya，9点回来", None, """
door: [Priya]
orders:
  - {at: "20:30", go: "207"}
  - {at: "21:00", go: home}
""", ""),
("zh36", "老周", "8点到10点半期间，遇到Priya单独一个人就杀。我8点20去花园 9点去草坪 9点半回来从窗户看", None, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
standing:
  - {kill: Priya, if: alone, from: "20:00", until: "22:30"}
""", ""),
("zh37", "王警官", "王警官：8:00 204窗户看花园；8:30 去草坪；9:10 回花园；9:40 回204", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: "204"}
""", ""),
("zh38", "大刘", "9点50去花园，要是小雨在花园而且就她一个，就杀了她。不然就回房间", None, """
orders:
  - {at: "21:50", go: garden, kill: 小雨, if: alone, else: {go: home}}
""", ""),
("zh39", "小雨", "8点半-9点半 我在204聊天，然后回房间", None, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
""", ""),
("zh40", "胖虎", """老板晚上好！
第一时段：先猫眼看10分钟，8点10去205串门，8点50回屋。
第二时段：9点20去花园，9点30去草坪，9点50回屋猫眼。
第三时段：10点20去202，小雨一个人在的话就杀了她，否则回屋""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:10", go: "205"}
  - {at: "20:50", go: home}
  - {at: "21:20", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
  - {at: "22:20", go: "202", kill: 小雨, if: alone, else: {go: home}}
""", ""),
("zh41", "晓晓", "今晚只开门给老周，其他人一律不开。行动的话就一直窗户看草坪", None, """
door: [老周]
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh42", "老周", "10点去204 一直待到结束", None, """
orders:
  - {at: "22:00", go: "204"}
""", ""),
("zh43", "陈队", "8点10分 去201找大刘和Jake问话，待半小时，8点40去209", None, """
orders:
  - {at: "20:10", go: "201"}
  - {at: "20:40", go: "209"}
""", ""),
("zh44", "大刘", "8点半去花圆转转 9点回来 窗户看", None, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "花圆 = 花园 (typo)"),
("zh45", "小雨", "我8点50去205找晓晓，她不开门的话就去花园", None, """
orders:
  - {at: "20:50", go: "205", else: {go: garden}}
""", ""),
("zh46", "胖虎", "全晚上对所有人开门。九点十分去娱乐室 九点五十回来", None, """
door: open
orders:
  - {at: "21:10", go: "204"}
  - {at: "21:50", go: home}
""", ""),
("zh47", "晓晓", "十点以后不管在哪遇到Jake就杀他（不管他身边有没有人）", None, """
standing:
  - {kill: Jake, if: always, from: "22:00"}
""", ""),
("zh48", "老周", "8点先用猫眼盯楼梯，8:30改成窗户，9点从西楼梯下去花园，9点20去草坪，9点50回来", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", ""),
("zh49", "王警官", "DM 我10点去205那边敲门看看，进不去就回娱乐室", None, """
orders:
  - {at: "22:00", go: "205", else: {go: "204"}}
""", ""),
("zh50", "大刘", "👋 晚上就一句话：10点50去草坪", None, """
orders:
  - {at: "22:50", go: lawn}
""", ""),
("zh51", "小雨", "八点整去花园，八点二十去草坪，八点四十回花园，九点回房间，然后窗户看花园一直到结束", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:20", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh52", "胖虎", "10点半去201找Jake，他一个人就弄死他，有别人的话就算了，回自己房间", None, """
orders:
  - {at: "22:30", go: "201", kill: Jake, if: alone, else: {go: home}}
""", ""),
("zh53", "晓晓", "9点10分去204，10点回来用猫眼看", None, """
orders:
  - {at: "21:10", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh54", "老周", "十点二十去202，小雨在的话就杀了她，不在的话去204", None, """
orders:
  - {at: "22:20", go: "202", kill: 小雨, else: {go: "204"}}
""", ""),
("zh55", "陈队", "陈队今晚：20:00去花园，20:30去草坪，21:00去花园，21:30回204，22:00以后在204窗户看", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:00", peek: window}
""", ""),
("zh56", "大刘", "今晚锁门谁都不给进。整晚遇到小雨一个人就杀", None, """
door: closed
standing:
  - {kill: 小雨, if: alone}
""", ""),
]

REFUSALS = [
("zh57", "大刘", "10点去203 把胖虎杀了", ["目标", "target", "小雨", "Priya"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (胖虎 is not 大刘's target)"),
("zh58", "王警官", "我是警察也想动手 哈哈 10点去203把胖虎杀了", ["警察", "police"],
 "五.13 / ADJUDICATION 5: police cannot kill"),
("zh59", "老周", "整晚碰到陈队就杀了他，这警察烦死了", ["警察", "police"],
 "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("zh60", "小雨", "11点半去草坪看星星", ["23:30", "11:30", "11点半", "22:50", "23:00", "20:00"],
 "五.1 the night is 8-11 (20:00-22:50 slots); 11点之后统统睡觉"),
("zh61", "胖虎", "7点50先去花园占位置，8点半回来", ["19:50", "7:50", "7点50", "20:00"],
 "五.1 the night starts at 20:00"),
("zh62", "晓晓", "8点25去204", ["8:25", "20:25", "8点25", "10分钟", "10 minutes", "整十"],
 "五.4 每次行动开始时间必须是10的整数倍"),
("zh63", "大刘", "今晚在屋里从窗户盯着花园", ["朝南", "草坪", "south", "lawn"],
 "三.2 / 五.3(1): 201 faces south, its window sees the lawn, not the garden"),
("zh64", "小雨", "9点去204 用猫眼看走廊", ["猫眼", "门孔", "peephole"],
 "五.3(3) / ORDERS.md peek: only the window from 204; a peephole only from one's own room"),
("zh65", "胖虎", "8点去205 从晓晓屋里的窗户看草坪", ["自己", "own room", "205"],
 "五.3(1) 待在自己房间里向外窥视: peeking only from one's own room (or 204's window)"),
("zh66", "老周", "9点出门站在走廊里盯着203门口 站到9点半", ["走廊", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh67", "陈队", "我10点去东楼梯那蹲着，看谁上下楼", ["楼梯", "stairs"],
 "八 / ADJUDICATION 3: the stairs are never a destination"),
("zh68", "晓晓", "9:40 去204聊天，同时在自己房间用猫眼盯着走廊", ["同时", "一件事", "one thing", "21:40", "9:40", "两"],
 "五.2 每10分钟之内每名房客可以选择干一件事 (one place at a time)"),
("zh69", "小雨", "今晚门一直锁着谁敲都不开，10点以后也不开！", ["22:00", "10点", "必须开门", "must open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh70", "大刘", "9点去208看看", ["208"],
 "三.2 / ORDERS.md: no room 208 (201, 202, 203, 204, 205, 207, 209)"),
]
