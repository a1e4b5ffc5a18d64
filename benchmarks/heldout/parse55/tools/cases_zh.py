# Chinese cases: (id, sender, message, "accept", order file body, note)
CASES = [
("zh01", "阿杰", "8点去204坐会\n9点回房 门孔kk\n10点以后窗户\n就这 冲冲冲", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh02", "小鹿", "今晚不想动了 就在房间从窗户看花园 一整晚 (｡•́︿•̀｡)", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "202 faces north: its window sees the garden"),
("zh03", "糖糖", "2030去花园\n2100去草坪\n2130回家\n门关上 谁都别进 xswl", "accept", """
door: closed
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", ""),
("zh04", "阿哲", "zs糖糖\n只要她一个人 整晚都有效\nawsl", "accept", """
standing:
  - {kill: 糖糖, if: alone}
""", "zs = 杀"),
("zh05", "周队", "警察巡逻一下hh 8点半去草坪 9点去花园 930回204 从窗户看花园", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204", peek: window}
""", ""),
("zh06", "苏探长", "我就在204窗户那看着 全程不动了 有事叫我", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "a roomless officer starts in 204; go may be left out"),
("zh07", "阿杰", "9点半去202找小鹿\n她一个人在的话就zs\n不然回房\n冲！", "accept", """
orders:
  - {at: "21:30", go: "202", kill: 小鹿, if: alone, else: {go: home}}
""", ""),
("zh08", "小鹿", "先猫眼看到九点\n然后去204聊天\n10点回来继续猫眼 hh", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh09", "糖糖", "门只给Migs开 其他人不给进\n八点五十去205串门\n九点二十回来", "accept", """
door: [Migs]
orders:
  - {at: "20:50", go: "205"}
  - {at: "21:20", go: home}
""", ""),
("zh10", "阿哲", "今晚安分点 8点到10点窗户看草坪 10点开始门孔 ok", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh11", "阿杰", "草 我再想想\n算了 就这样：\n20:10 窗户\n20:40 去花园\n21:00 回房间\n整晚看见Ollie一个人就干掉他", "accept", """
orders:
  - {at: "20:10", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:00", go: home}
standing:
  - {kill: Ollie, if: alone}
""", ""),
("zh12", "小鹿", "9点 以经想好了\n去203找Migs 他在就杀 不在就去草坪", "accept", """
orders:
  - {at: "21:00", go: "203", kill: Migs, else: {go: lawn}}
""", "typo 以经; a kill's else runs when the target is not there"),
("zh13", "糖糖", "嗯嗯 今晚我就去餐厅呆着 八点出发 一直到十点半 然后回家看窗户~", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:30", go: home, peek: window}
""", ""),
("zh14", "阿哲", "2100 去207 找Ollie聊天\n2150 回房\n门开着无所谓", "accept", """
orders:
  - {at: "21:00", go: "207"}
  - {at: "21:50", go: home}
""", ""),
("zh15", "周队", "9点20去201敲门 看看阿杰在干嘛 没人开就去204", "accept", """
orders:
  - {at: "21:20", go: "201", else: {go: "204"}}
""", ""),
("zh16", "苏探长", "十点去草坪转一圈\n十点半回204", "accept", """
orders:
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: "204"}
""", ""),
("zh17", "阿杰", "20点30分从西楼梯下去到花园\n21点 回房 门孔", "accept", """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh18", "小鹿", "蚌埠住了 今晚就猫眼 一直猫眼 门关了不见人", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh19", "糖糖", "阿杰要是一个人 在哪碰到就杀了他\n9点到10点之间有效 ✌️", "accept", """
standing:
  - {kill: 阿杰, if: alone, from: "21:00", until: "22:00"}
""", ""),
("zh20", "阿哲", "8:40去201\nKyle一个人在的话杀了他\n不然就去204\n绝绝子", "accept", """
orders:
  - {at: "20:40", go: "201", kill: Kyle, if: alone, else: {go: "204"}}
""", ""),
("zh21", "周队", "警察今晚先在204窗户看 10点去草坪 10点20回来", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: lawn}
  - {at: "22:20", go: "204"}
""", "回来 for a roomless officer is 204"),
("zh22", "阿杰", "今晚啥也不干 睡觉zzz 门关上", "accept", """
door: closed
""", "stays home, no peeking"),
("zh23", "小鹿", "9.30去花园散步\n10.00回来 窗户看花园", "accept", """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: window}
""", ""),
("zh24", "糖糖", "8点半 去202找鹿鹿玩\n9点半 回来\n10点 门孔\n就酱", "accept", """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", "鹿鹿 = 小鹿 (nickname)"),
("zh25", "阿哲", "我9点走东楼梯下去到草坪 在那待到10点 然后回房 xswl", "accept", """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home}
""", ""),
("zh26", "周队", "我今晚就待在204 哪也不去", "accept", """
orders:
  - {at: "20:00", go: "204"}
""", "the officer is on the map in 204 all night"),
("zh27", "苏探长", "8点10去花园 8点40去草坪 9点10回204窗户", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:10", go: "204", peek: window}
""", ""),
("zh28", "阿杰", "10点20去207\nOllie在就直接zs 管他有没有人\n没在就回来", "accept", """
orders:
  - {at: "22:20", go: "207", kill: Ollie, if: always, else: {go: home}}
""", ""),
("zh29", "小鹿", "emmm 8点窗户 8点20猫眼 8点40窗户 9点去204 一直呆着", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "21:00", go: "204"}
""", ""),
("zh30", "糖糖", "门只给阿哲和小鹿开\n其他的一律不开\n今晚不出门 窗户看草坪", "accept", """
door: [阿哲, 小鹿]
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh31", "阿哲", "2200去203 糖糖一个人就杀 否则去花园", "accept", """
orders:
  - {at: "22:00", go: "203", kill: 糖糖, if: alone, else: {go: garden}}
""", ""),
("zh32", "阿杰", "今晚整晚 碰到小鹿就杀 不管周围有没有人 yyds", "accept", """
standing:
  - {kill: 小鹿, if: always}
""", ""),
("zh33", "小鹿", "九点半去209找Bazza 他一个人的话就做掉他 不然回家\n(ง •̀_•́)ง", "accept", """
orders:
  - {at: "21:30", go: "209", kill: Bazza, if: alone, else: {go: home}}
""", ""),
("zh34", "糖糖", "8点20去花园\n8点50去草坪\n\n9点20回房窗户\n\n哦对 门关着", "accept", """
door: closed
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", ""),
("zh35", "周队", "8:30去209找Bazza问话 9:00去205 9:30回204", "accept", """
orders:
  - {at: "20:30", go: "209"}
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: "204"}
""", ""),
("zh36", "阿哲", "今晚呆房间 安静的苟着\n先门孔 九点半以后换窗户", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", ""),
("zh37", "阿杰", "绝了 我决定了\n2120 去203 找糖糖\n糖糖不在的话就去204", "accept", """
orders:
  - {at: "21:20", go: "203", if: {present: 糖糖}, else: {go: "204"}}
""", "糖糖 is no target of 阿杰: a visit"),
("zh38", "小鹿", "8点去204 待到10点\n10点回房门孔\n今天作业好多 芭比Q了", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh39", "糖糖", "9点10 去201找阿杰\n他一个人就杀了\n他不在或者有别人就回自己房间", "accept", """
orders:
  - {at: "21:10", go: "201", kill: 阿杰, if: alone, else: {go: home}}
""", ""),
("zh40", "苏探长", "九点去207 十点去203 十点四十回204", "accept", """
orders:
  - {at: "21:00", go: "207"}
  - {at: "22:00", go: "203"}
  - {at: "22:40", go: "204"}
""", ""),
("zh41", "阿哲", "8点半下楼去花园 9点去草坪 9点40回房\n门只给糖糖开 嘻嘻", "accept", """
door: [糖糖]
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home}
""", ""),
("zh42", "阿杰", "我在说一遍 以这条为准：9点去204 10点回房 窗户", "accept", """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "typo 在/再"),
("zh43", "小鹿", "语音转的 可能有错字\n八点钟去花园 九点钟回放间 从窗户看", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "voice slip 回放间 = 回房间"),
("zh44", "糖糖", "Migs在屋 不用管他\n我8点40去205找哲哥聊天 没人开门就去204", "accept", """
orders:
  - {at: "20:40", go: "205", else: {go: "204"}}
""", "哲哥 = 阿哲 (nickname)"),
("zh45", "阿哲", "Kyle今晚在哪都行 只要他一个人 我就动手\n10点之前", "accept", """
standing:
  - {kill: Kyle, if: alone, until: "22:00"}
""", ""),
("zh46", "周队", "我没房间 那就8点先去草坪巡逻 9点回204从窗户看", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: "204", peek: window}
""", ""),
("zh47", "阿杰", "8点窗户 9点门孔 10点窗户 11点睡 门关", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "门关 binds before 22:00 only"),
("zh48", "小鹿", "2040 去203\n2110 去205\n2140 回房\n都是串门聊天 哈哈哈", "accept", """
orders:
  - {at: "20:40", go: "203"}
  - {at: "21:10", go: "205"}
  - {at: "21:40", go: home}
""", ""),
("zh49", "糖糖", "九点半去草坪 要是阿杰一个人在那就杀了他 不然就回家", "accept", """
orders:
  - {at: "21:30", go: lawn, kill: 阿杰, if: alone, else: {go: home}}
""", ""),
("zh50", "阿哲", "先说好 今晚我门孔看一整晚\n除了10点到10点半去204", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh51", "苏探长", "8点半去202敲门 小鹿不开就去花园", "accept", """
orders:
  - {at: "20:30", go: "202", else: {go: garden}}
""", ""),
("zh52", "阿杰", "哈哈哈哈 今天语文课笑死\n言归正传 8点50去209 Bazza在不在无所谓 就去聊聊\n9点半回来", "accept", """
orders:
  - {at: "20:50", go: "209"}
  - {at: "21:30", go: home}
""", ""),
("zh53", "小鹿", "这把我苟着\n门不开\n房间里窗户看花园\n10点以后门孔", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh54", "糖糖", "8点10分去204 8点40回房 9点去花园 9点半回房 门孔", "accept", """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:40", go: home}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh55", "阿哲", "10点半去201 Kyle在就杀 不管有没有别人\n不在的话回房", "accept", """
orders:
  - {at: "22:30", go: "201", kill: Kyle, if: always, else: {go: home}}
""", ""),
("zh56", "周队", "今晚就在204 从窗户看花园\n10点去203那边问问\n10点半回来", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "22:00", go: "203"}
  - {at: "22:30", go: "204"}
""", ""),
]

# refusals: (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh57", "阿杰", "9点去205 把阿哲zs了 嘿嘿", ["阿哲", "目标", "target"], "五.10 只能杀自己的两个目标之一 (阿杰's targets: 小鹿, Ollie)"),
("zh58", "糖糖", "整晚碰到周队就杀了他 哼 (╯‵□′)╯", ["周队", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh59", "周队", "10点去201 阿杰在的话就干掉他", ["警察", "police", "杀", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh60", "小鹿", "11点半去花园溜达一下", ["23:30", "11点半", "11:30", "时间", "time"], "五.1 杀人时段 8点-11点"),
("zh61", "阿哲", "七点半先去204占座", ["19:30", "7:30", "七点半", "时间", "time"], "五.1 杀人时段 8点-11点"),
("zh62", "糖糖", "8点15去花园\n9点回房", ["8:15", "20:15", "10分钟", "10 minutes"], "五.4 行动开始时间必须是10的整数倍"),
("zh63", "苏探长", "8点去201 从窗户往外看看", ["201", "窗户", "window", "204"], "五.3(1) 只能在自己房间窥视; 警察只可在204从窗户看"),
("zh64", "小鹿", "9点去204 从门孔看走廊", ["门孔", "猫眼", "peephole", "204"], "五.3(3) 在204只能从窗户向外窥视"),
("zh65", "阿哲", "今晚在房间从窗户看花园 一晚上", ["花园", "窗户", "garden", "window", "草坪", "lawn"], "三.2 205朝南 窗户只能看见草坪"),
("zh66", "糖糖", "8点去走廊站着 看谁路过", ["走廊", "corridor"], "八 不能站在走廊里不动"),
("zh67", "阿杰", "9点去东楼梯口蹲着\n看谁上下楼 kk", ["楼梯", "stairs"], "八 / docs/ORDERS.md: go is never the corridor or the stairs (不能站在走廊里不动)"),
("zh68", "小鹿", "门今晚一直关着 10点以后也不开 谁敲都不开", ["10点", "22:00", "开门", "open"], "五.12 晚上10点以后有人敲门必须开门"),
("zh69", "糖糖", "8点半去楼下大厅坐坐", ["大厅", "hall"], "三.2 一层大厅本游戏中不出现"),
("zh70", "阿哲", "今晚糖糖和Kyle都杀了 一个不留", ["两", "一人", "one", "both", "糖糖", "Kyle"], "五.10 只能从两个目标中任选一人"),
]
