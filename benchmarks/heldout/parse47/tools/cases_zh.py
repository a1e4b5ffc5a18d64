# Chinese cases of the parse47 held-out set (Discord / QQ gamers).
# CASES: (id, sender, message, "accept", expected order file body without `who:`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
("zh01", "咸鱼", """gm晚上好 今晚我这样安排hhh
8点-8点20 窗户看草坪
8:20 换门孔
8:30 去娱乐室坐着 一直待着
9点10分下去草坪 玩到9:40
9:40回房 猫眼看走廊
十点以后就窗户看到结束 睡了睡了""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),

("zh02", "饺子", """8点半去花园溜达 九点回来
其他时间就在房间里 不动""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home}
""", ""),

("zh03", "蛋挞", """dd们 今晚搞事了
9:20去201 鱼哥要是一个人在就刀了他
不然就去204坐着""", "accept", """
orders:
  - {at: "21:20", go: "201", kill: 咸鱼, if: alone, else: {go: "204"}}
""", "鱼哥 is 咸鱼's nickname (game.yaml); 201 is also 饺子's room, so 'alone' matters"),

("zh04", "阿猫", """窗户8点到9点
9点到10点换猫眼
10点以后回到窗户
完""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),

("zh05", "老包", """警察也要出去走走的嘛
8点40去花园
9点半去草坪
10点回204 看窗户看到结束""", "accept", """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "police officer without a room: starts in 204"),

("zh06", "柯南", """真相只有一个（不是
今晚柯南就在204窗口蹲着 盯花园 整晚不挪窝""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "roomless officer: in 204 from 20:00, window allowed there"),

("zh07", "咸鱼", """老规矩 整晚只要碰到vex落单 直接刀
除此之外我就在房间窗户看着""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Vex, if: alone}
""", ""),

("zh08", "饺子", """8pm去lawn
2040回来
2100去garden
9点半回房check一下门孔""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: home}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", ""),

("zh09", "蛋挞", """8点10去花园 然后8点50回房间看窗户
*8点40 手滑打错了""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:40", go: home, peek: window}
""", "self-correction: the return is at 20:40, not 20:50"),

("zh10", "阿猫", """阿猫 15:21:07
今晚先在屋里待着
阿猫 15:21:30
九点去201找饺子聊天
阿猫 15:22:02
九点四十回自己房
阿猫 15:24:45
对了 十点以后猫眼盯着""", "accept", """
orders:
  - {at: "21:00", go: "201"}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: peephole}
""", "several QQ messages pasted with their (daytime) send times"),

("zh11", "老包", """今晚不动了 就在204待着看窗户
十点半下去花园 在那待到结束""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: garden}
""", ""),

("zh12", "咸鱼", """门别给任何人开（十点前）
8:00-9:00 猫眼
9点后窗户""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),

("zh13", "饺子", """9点半去草坪 遇到pieter就做掉他 不管旁边有没有人 xs""", "accept", """
orders:
  - {at: "21:30", go: lawn, kill: Pieter, if: always}
""", ""),

("zh14", "蛋挞", """只给阿猫开门 别人敲门一律不开
八点半到九点半窗户看花园
其余时间躺平""", "accept", """
door: [阿猫]
orders:
  - {at: "20:30", peek: window}
  - {at: "21:30"}
""", "202 faces north: its window sees the garden; 21:30 stops peeking"),

("zh15", "阿猫", """8点半去204玩
9点40回房 要是kev一个人在房里就动手
不是一个人的话就算了 在房里窗户看着""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:40", go: home, kill: Kev, if: alone, else: {peek: window}}
""", "Kev is 阿猫's roommate (203)"),

("zh16", "柯南", """柯南出动：
8点10去草坪
8点50去花园
9点20回204 然后窗户看花园直到结束""", "accept", """
orders:
  - {at: "20:10", go: lawn}
  - {at: "20:50", go: garden}
  - {at: "21:20", go: "204", peek: window}
""", ""),

("zh17", "咸鱼", """8点20走东楼梯去花园（别走西边 西边离我太近了容易被看见 hhh）
9点回来 也走东楼梯""", "accept", """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home, via: [east-stairs]}
""", ""),

("zh18", "饺子", """20h30 去204
21h00 去草坪
21h30 回房 门孔""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", ""),

("zh19", "蛋挞", """十点之前 在任何地方见到jiwoo 直接杀 有人也无所谓
8点半去草坪 9点半去娱乐室 10点回家""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: Jiwoo, if: always, until: "22:00"}
""", ""),

("zh20", "阿猫", """9pm去garden看看 930去lawn 10pm回房
整晚碰到饺子单独一个人就刀""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 饺子, if: alone}
""", ""),

("zh21", "老包", """警察巡逻路线（bushi）：
八点整去花园，八点半去草坪，九点整回204，
九点半再去花园，十点去草坪，十点半回204""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: "204"}
""", ""),

("zh22", "咸鱼", """8点半去203找kev开黑（bushi 聊天
要是没人开门就去204""", "accept", """
orders:
  - {at: "20:30", go: "203", else: {go: "204"}}
""", ""),

("zh23", "饺子", """今晚摸鱼 全程房间里窗户看 别的啥也不干""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh24", "蛋挞", """全程门孔 but 十点以后换成窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),

("zh25", "阿猫", """820去花圆 9点回来 10点去204
*花园""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: home}
  - {at: "22:00", go: "204"}
""", "typo 花圆 corrected with *"),

("zh26", "柯南", """今晚柯南去串门：
8点半去202找蛋挞，没开门就回204；
9点半去205，一样 没开就回204""", "accept", """
orders:
  - {at: "20:30", go: "202", else: {go: "204"}}
  - {at: "21:30", go: "205", else: {go: "204"}}
""", "an officer without a room: 'back to 204' is where a refused visitor goes anyway"),

("zh27", "咸鱼", """九点五十去202
蛋挞一个人在就动手 否则回房间""", "accept", """
orders:
  - {at: "21:50", go: "202", kill: 蛋挞, if: alone, else: {go: home}}
""", ""),

("zh28", "饺子", """十点二十去207敲门（十点后必须开门嘿嘿）
只要pieter在就杀 不管有没有别人
他不在就去草坪""", "accept", """
orders:
  - {at: "22:20", go: "207", kill: Pieter, if: always, else: {go: lawn}}
""", ""),

("zh29", "蛋挞", """上把被刀的仇今晚必报 xs
八点整我就出门去草坪
八点四十回来 猫眼看着
就这些 剩下时间都在屋里""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: home, peek: peephole}
""", ""),

("zh30", "阿猫", """第一时段：窗户 整个小时
第二时段：9点出发去花园 玩到9点50 然后回房
第三时段：门孔""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: peephole}
""", ""),

("zh31", "老包", """204窗户看着 到9点
9点下楼去草坪 然后就一直在草坪了""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
""", ""),

("zh32", "咸鱼", """八点半整出门去娱乐室
九点整回来
十点整出门去花园
十点半整回来 回来后猫眼""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: home, peek: peephole}
""", ""),

("zh33", "饺子", """门只给咸鱼和老包开（鱼哥是室友本来就能进 哈哈）
全程在房间 窗户门孔轮流 每10分钟换一次 从窗户开始""", "accept", """
door: [咸鱼, 老包]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "21:10", peek: peephole}
  - {at: "21:20", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "21:40", peek: window}
  - {at: "21:50", peek: peephole}
  - {at: "22:00", peek: window}
  - {at: "22:10", peek: peephole}
  - {at: "22:20", peek: window}
  - {at: "22:30", peek: peephole}
  - {at: "22:40", peek: window}
  - {at: "22:50", peek: peephole}
""", "seed 五.3(1): window and peephole in turn, 10 minutes each, all night"),

("zh34", "蛋挞", """9点10走西楼梯去草坪
9点40从东楼梯绕回来""", "accept", """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs]}
  - {at: "21:40", go: home, via: [east-stairs]}
""", ""),

("zh35", "阿猫", """九点二十去201 饺子在的话就杀了
但是老包要是在场就别动手 直接回房
饺子不在也直接回房""", "accept", """
orders:
  - {at: "21:20", go: "201", kill: 饺子, if: {absent: 老包}, else: {go: home}}
""", ""),

("zh36", "柯南", """九点前在204发呆 啥也不看
九点以后窗户看花园
十点去花园""", "accept", """
orders:
  - {at: "21:00", peek: window}
  - {at: "22:00", go: garden}
""", ""),

("zh37", "咸鱼", """10点去草坪 看到vex一个人在那就干掉
有别人或者他不在 就回房间窗户看""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: Vex, if: alone, else: {go: home, peek: window}}
""", ""),

("zh38", "饺子", """8点到10点一直在204
10点去花园 10点半回来""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: home}
""", ""),

("zh39", "蛋挞", """九点半以后 只要遇到鱼哥 不管周围有没有人 都杀
9:30去204 10:20回房""", "accept", """
orders:
  - {at: "21:30", go: "204"}
  - {at: "22:20", go: home}
standing:
  - {kill: 咸鱼, if: always, from: "21:30"}
""", ""),

("zh40", "阿猫", """nb 今晚不杀人 纯看戏
8点10到9点 猫眼
9点去204 窗户看花园
10点回房窗户""", "accept", """
orders:
  - {at: "20:10", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh41", "老包", """老包今晚路线 2020花园 2050草坪 2130回204
2200去202敲门问问 没人开就回204""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: "202", else: {go: "204"}}
""", ""),

("zh42", "咸鱼", """在房里待到九点
9点出门去花园 待到9点半然后去草坪
10点回来 回来以后一直看窗户""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", ""),

("zh43", "饺子", """九点到十点 碰到pieter落单就刀
九点去花园 九点半去草坪 十点回房""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Pieter, if: alone, from: "21:00", until: "22:00"}
""", ""),

("zh44", "蛋挞", """8点先check一下门孔
8点半开始窗户
9点去lawn
9点半回房间继续窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),

("zh45", "阿猫", """十点去204
十点半回房 kev在房里就干掉他 没在就门孔看着""", "accept", """
orders:
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home, kill: Kev, else: {peek: peephole}}
""", ""),

("zh46", "柯南", """我去草坪蹲一晚上 8点出发 一直在那 直到结束""", "accept", """
orders:
  - {at: "20:00", go: lawn}
""", ""),

("zh47", "咸鱼", """dd们 今晚我苟着
全程房间 门不开 门孔""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door: closed holds before 22:00 only; the player did not ask for more"),

("zh48", "饺子", """8点20去202找蛋挞
没开门的话去花园
然后九点回来""", "accept", """
orders:
  - {at: "20:20", go: "202", else: {go: garden}}
  - {at: "21:00", go: home}
""", ""),

("zh49", "蛋挞", """22:10 去205 jiwoo在就杀
不在就回来看窗户""", "accept", """
orders:
  - {at: "22:10", go: "205", kill: Jiwoo, else: {go: home, peek: window}}
""", ""),

("zh50", "阿猫", """9点40去草坪""", "accept", """
orders:
  - {at: "21:40", go: lawn}
""", ""),

("zh51", "老包", """老包今晚想蹲花园
8点半下楼去花园 走东边楼梯
10点回204 窗户看""", "accept", """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "22:00", go: "204", peek: window}
""", ""),

("zh52", "咸鱼", """8点50去204
9:20去205找jiwoo唠嗑 他不开门我就回来 窗户看""", "accept", """
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:20", go: "205", else: {go: home, peek: window}}
""", ""),

("zh53", "饺子", """十点十分去203
阿猫一个人在 就刀 kev也在的话就不动手 回房
阿猫不在也回房""", "accept", """
orders:
  - {at: "22:10", go: "203", kill: 阿猫, if: alone, else: {go: home}}
""", ""),

("zh54", "蛋挞", """hhh 昨天梦到自己被刀了 今晚不出门了
门关好
9点前窗户 9点后猫眼 10点以后再窗户""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),

("zh55", "阿猫", """8点出门去204，8点半去201串门找鱼哥，9点回204，9点半回家""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:30", go: "201"}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home}
""", ""),

("zh56", "柯南", """两点一线
8点半 花园
9点半 草坪
十点半 回204 看窗户""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", ""),
]

REFUSALS = [
("zh57", "咸鱼", """室友对不起了hhh
九点回房 饺子一个人在就刀了他""",
 ["饺子", "目标", "target"],
 "seed 五.10 不可滥杀无辜: only one of one's own two targets (咸鱼's targets: 蛋挞, Vex); ADJUDICATION 5"),

("zh58", "饺子", """8点去楼下大厅喝一杯 一直待到9点
9点回房""",
 ["大厅", "hall", "lobby", "地点", "place"],
 "seed 三.2 一层是大厅（本游戏中不出现）: the hall is not a place of the game"),

("zh59", "老包", """老包今晚看见vex就直接击毙 他百分百是凶手
8点去草坪蹲他""",
 ["警察", "police", "不能杀", "cannot kill"],
 "seed 五.13 杀人时段警察没有任务, 五.10; ADJUDICATION 5: police cannot kill"),

("zh60", "蛋挞", """柯南太烦了天天问东问西
九点去204把柯南刀了""",
 ["柯南", "警察", "police"],
 "seed 五.10 房客不能杀警察, 六.6 凶手不能杀警察"),

("zh61", "阿猫", """今晚早睡 十一点半去草坪看星星 然后回来睡觉""",
 ["23:30", "十一点半", "11:30", "22:50", "23:00"],
 "seed 五.1 杀人时段 8点-11点, 11点之后统统睡觉; ADJUDICATION 2: orders start 20:00 to 22:50"),

("zh62", "柯南", """7点50我就先去花园蹲着 抢占有利地形
然后一直在花园""",
 ["19:50", "7点50", "7:50", "20:00", "八点"],
 "seed 五.1 the night runs 20:00-23:00; ADJUDICATION 2: no order before 20:00"),

("zh63", "饺子", """2035去花园
2105回来""",
 ["20:35", "2035", "10分钟", "整数倍", "multiple of 10"],
 "seed 五.4 每次行动开始时间必须是10的整数倍"),

("zh64", "咸鱼", """全程窗户盯着花园 看谁下楼""",
 ["朝南", "south", "草坪", "lawn"],
 "seed 三.2 / 五.3(1): 201 faces south, its window sees the lawn, not the garden"),

("zh65", "阿猫", """9点去204 在那边用猫眼看走廊
看到10点""",
 ["门孔", "猫眼", "peephole", "窗户", "window"],
 "seed 五.3(1)(3): a peephole only from one's own room; in 204 only the window"),

("zh66", "饺子", """八点半去202 在蛋挞房间窗户看花园 看到九点半""",
 ["自己", "own room", "202", "窗户", "window"],
 "seed 五.3(1) 待在自己房间里向外窥视: peeking only from one's own room"),

("zh67", "蛋挞", """8点出门在走廊站着 看看谁进进出出
站到9点再回房""",
 ["走廊", "corridor", "八"],
 "seed 八 不能在走廊里来回走动，或站在走廊里不动"),

("zh68", "阿猫", """9点那10分钟里 先去花园看一眼 再上楼去204 再回房 一口气干完
其他时间待房间""",
 ["一件事", "10分钟", "一个时段", "one thing", "slot"],
 "seed 五.2 每10分钟之内每名房客可以选择干一件事; ADJUDICATION 3 one order per 10-minute slot"),

("zh69", "蛋挞", """门一整晚都不开 十点以后有人敲也不开 打死不开
全程窗户""",
 ["22:00", "十点", "10点", "必须开门", "must open"],
 "seed 五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh70", "咸鱼", """8点半从窗户翻出去 直接跳到草坪 这样没人看到我下楼 nb吧
9点再爬回来""",
 ["楼梯", "stairs", "窗户", "window", "翻"],
 "seed 三.2 房客要离开会馆须走楼梯下到花园; 五.8 不能以古怪方式防止自己被人看到"),
]
