# Chinese cases for parse89: (id, sender, message, "accept", order-file body, note)
CASES = [
("zh01", "阿杰", """晚上好各位哈哈 今晚我的安排：8点先在房间窗户往外看，8点半去娱乐室坐坐，9点20去花园溜达，10点回房间猫眼盯着走廊 就这样😂""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh02", "胖虎", """8:00窗 9:00猫眼 10:00窗""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "202 faces north: its window sees the garden"),
("zh03", "小鱼", """喂喂 那个八点十分我去草坪散步然后九点回自己房间从窗户看外面十点二十去二零五找老陈聊天就这些""", "accept", """
orders:
  - {at: "20:10", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:20", go: "205"}
""", "voice dictation, no punctuation"),
("zh04", "糖糖", """今天上班累死了😭 不过游戏不能落下！我想了想，开局先别乱跑，8点到8点40就在屋里从窗户看草坪，毕竟我们203朝南嘛。然后8点40我要去204跟大家聊聊天，顺便套套话～ 9点半我想下去花园透透气，10点再回房间，从猫眼看走廊，看谁鬼鬼祟祟的。对了，晚上十点前谁敲门我都不开哈！""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh05", "老陈", """行动如下：
1. 20:00-20:29 门孔观察走廊（205门口是必经之路）
2. 20:30 去203，如果Kev一个人在，就杀了他；不然就回自己房间
3. 21:00 回房，窗户看草坪直到结束
理由：203的糖糖一般8点多就去204了，Kev落单概率大。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "203", kill: Kev, if: alone, else: {go: home}}
  - {at: "21:00", go: home, peek: window}
""", "strategist, numbered"),
("zh06", "阿詩", """今晚：8點正去花園，8點半去草坪，9點10分返自己房間用窗口睇草坪，10點去204坐，如果見到阿杰一個人就殺咗佢。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: home, peek: window}
  - {at: "22:00", go: "204", kill: 阿杰, if: alone}
""", "繁體/粵語"),
("zh07", "老刘", """警察老刘报到 今晚我就在204从窗户看花园，9点去草坪转一圈，9点半回204接着看窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "police without a room: starts in 204"),
("zh08", "阿杰", """哈哈今晚我要搞事 整晚不管在哪看到胖虎落单就干掉他🔪 8点20去花园 9点去草坪 10点回房""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 胖虎, if: alone, from: "20:00", until: "23:00"}
""", "落单 = alone"),
("zh09", "胖虎", """8点半 204 。10点 回屋 猫眼""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "terse"),
("zh10", "小鱼", """九点去华园 呃花园 待到九点四十然后回房间 十点半去二零三找躺躺 如果她一个人就杀了她 否则去草坪""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
  - {at: "22:30", go: "203", kill: 糖糖, if: alone, else: {go: lawn}}
""", "voice slips: 华园 = 花园, 躺躺 = 糖糖 (203, her target)"),
("zh11", "糖糖", """哎呀今天群里吵死了哈哈哈。我今晚就走温和路线吧：8点10分去202找胖虎聊天（他肯定又在屋里偷看），9点回自己房间，然后一直窗户看草坪到结束～ 就这样啦，晚安各位💤""", "accept", """
orders:
  - {at: "20:10", go: "202"}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh12", "老陈", """1) 20:00 去草坪，走东楼梯。
2) 20:40 从西楼梯上来回房间，猫眼盯走廊。
3) 22:00 去204窗口看花园。""", "accept", """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "20:40", go: home, via: [west-stairs], peek: peephole}
  - {at: "22:00", go: "204", peek: window}
""", "named routes"),
("zh13", "阿詩", """今晚唔郁啦，成晚喺房度用窗睇住個草坪，十點之後轉門孔睇走廊。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "粵語"),
("zh14", "老刘", """老刘：8点50去201问问话，9点半去花园，10点10分去209，10点40回204""", "accept", """
orders:
  - {at: "20:50", go: "201"}
  - {at: "21:30", go: garden}
  - {at: "22:10", go: "209"}
  - {at: "22:40", go: "204"}
""", ""),
("zh15", "阿杰", """今晚门只给小鱼和糖糖开哈，其他人敲门不开😏 8点到9点猫眼看走廊，9点去204，10点半回房""", "accept", """
door: [小鱼, 糖糖]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", "door list"),
("zh16", "胖虎", """全程窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "terse"),
("zh17", "小鱼", """八点半去娱乐室待到九点半然后去草坪十点十分回自己房间窗户往外看 就这样谢谢""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home, peek: window}
""", "voice"),
("zh18", "糖糖", """好啦我摊牌了🤫 今晚要对老陈下手。他老说他8点半会去草坪看风景，那我9点也去草坪，要是他一个人在就动手，不在或者有别人的话我就回屋从窗户看。啊啊啊好紧张""", "accept", """
orders:
  - {at: "21:00", go: lawn, kill: 老陈, if: alone, else: {go: home, peek: window}}
""", ""),
("zh19", "老陈", """方案：
- 21:00-22:30 之间，凡是单独碰到阿詩就动手
- 20:00 窗户
- 21:00 去花园
- 21:40 去204
- 22:30 回房""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: "204"}
  - {at: "22:30", go: home}
standing:
  - {kill: 阿詩, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window"),
("zh20", "阿詩", """晚上好！我8點20分去204，由窗口望花園，9點40分返房，之後唔出門，用門孔睇。""", "accept", """
orders:
  - {at: "20:20", go: "204", peek: window}
  - {at: "21:40", go: home, peek: peephole}
""", "繁體"),
("zh21", "老刘", """今晚我不出门了，在204窗户看一晚上花园""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh22", "阿杰", """8点40去205找老陈打牌🃏 他要是不开门我就去204待着 然后9点半回来从窗户看草坪 哈哈""", "accept", """
orders:
  - {at: "20:40", go: "205", else: {go: "204"}}
  - {at: "21:30", go: home, peek: window}
""", "else on a refused door"),
("zh23", "胖虎", """9点10 花园。 9点50 回。 然后猫眼。""", "accept", """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: home, peek: peephole}
""", "terse"),
("zh24", "小鱼", """十点整去老陈那个二零五房间 不管有没有人都杀了他 然后十点二十回房""", "accept", """
orders:
  - {at: "22:00", go: "205", kill: 老陈, if: always}
  - {at: "22:20", go: home}
""", "voice; 不管有没有人 = always"),
("zh25", "糖糖", """今天想当侦探🕵️ 8点猫眼，8点10分窗户，8点20分猫眼，8点半窗户，就这么每十分钟来回换到9点。9点以后去204聊天，一直待到最后～""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:10", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "20:50", peek: window}
  - {at: "21:00", go: "204"}
""", "alternating peeks (seed 五.3(1))"),
("zh26", "老陈", """计划：
① 20:10 去207找阿詩，如果她在就待着聊；不在就去204。
② 21:00 回房猫眼。""", "accept", """
orders:
  - {at: "20:10", go: "207", if: {present: 阿詩}, else: {go: "204"}}
  - {at: "21:00", go: home, peek: peephole}
""", "condition without kill"),
("zh27", "阿詩", """八點半落去花園行下，九點去草地，九點半返嚟自己間房，十點去209搵Priya傾偈。""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
  - {at: "22:00", go: "209"}
""", "粵語: 草地 = lawn"),
("zh28", "老刘", """老刘今晚跟着走一圈：8点整去花园，8点半去草坪，9点10分去203门口看看——算了不能站走廊，那就9点10分去203敲门问话，9点40回204窗户看花园""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "203"}
  - {at: "21:40", go: "204", peek: window}
""", "the player corrects himself"),
("zh29", "阿杰", """我懂了 今晚10点整去203 如果Kev一个人就弄死他 不是一个人就回房 哈哈""", "accept", """
orders:
  - {at: "22:00", go: "203", kill: Kev, if: alone, else: {go: home}}
""", ""),
("zh30", "胖虎", """10:30 去209 杀Priya""", "accept", """
orders:
  - {at: "22:30", go: "209", kill: Priya}
""", "terse kill"),
("zh31", "小鱼", """我整晚都在房间里从门空往外看""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
""", "voice slip: 门空 = 门孔"),
("zh32", "糖糖", """宝子们我今晚要去草坪看星星🌟 九点四十出发，走西边楼梯，看到十点半就回来睡觉啦，回来路上也走西楼梯～""", "accept", """
orders:
  - {at: "21:40", go: lawn, via: [west-stairs]}
  - {at: "22:30", go: home, via: [west-stairs]}
""", ""),
("zh33", "老陈", """最终版：
20:00-21:00 窗户
21:00-21:30 门孔
21:30 去202，若胖虎在就聊，不在则回房窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", go: "202", if: {present: 胖虎}, else: {go: home, peek: window}}
""", ""),
("zh34", "阿詩", """今晚十點前邊個拍門都唔開。8點去草坪，9點返房用門孔望住走廊。""", "accept", """
door: closed
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: home, peek: peephole}
""", "粵語"),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh35", "阿杰", """今晚9点去205把老陈干掉哈哈 他太能分析了😂""", ["老陈", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿杰's targets: 胖虎, Kev)"),
("zh36", "老刘", """我是警察也想玩一把😂 9点去花园，遇到阿杰就杀了他""", ["警察", "police", "杀", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh37", "胖虎", """11点半 草坪""", ["11点半", "23:30", "20:00", "22:50", "时间", "time"], "五.1 the night is 20:00-23:00; an order starts 20:00-22:50"),
("zh38", "小鱼", """八点二十五去花园然后九点回来""", ["8:25", "20:25", "八点二十五", "整十", "10分钟", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "糖糖", """8点我去201找阿杰玩，在他们屋里从窗户看草坪～""", ["201", "自己", "own room", "窗"], "五.3(1) peeking only from one's own room (or the window of 204)"),
("zh40", "老陈", """20:30 站在205门口走廊观察。
21:00 回房。""", ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh41", "阿詩", """今晚見到老劉一個人就殺咗佢，其他時間喺房度用窗睇。""", ["老劉", "老刘", "警察", "police"], "五.10 房客不能杀警察"),
("zh42", "阿杰", """9点去204聊天，同时从房间猫眼看走廊 哈哈两不误""", ["一件事", "同时", "猫眼", "门孔", "peephole", "204"], "五.2 每10分钟只能干一件事 (peephole only from one's own room, not from 204)"),
]
