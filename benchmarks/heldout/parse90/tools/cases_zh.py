# Chinese cases for parse90. CASES: (id, sender, message, "accept", order-file body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("zh01", "胖虎", """晚上好各位😂 我今晚这样：8点先在屋里窗户看着，8点半去娱乐室蹭吃的哈哈，9点半回房间猫眼看走廊，然后就一直猫眼到结束""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh02", "胖虎", """今晚摸鱼🐟 全程窗户看草坪，哪都不去""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "胖虎", """嘿嘿 9点20去202找小鱼，她要是一个人在屋里就干掉她，不是一个人的话就去花园溜达。10点回房""", "accept", """
orders:
  - {at: "21:20", go: "202", kill: 小鱼, if: alone, else: {go: garden}}
  - {at: "22:00", go: home}
""", ""),
("zh04", "阿杰", """今晚安排：
1. 20:00-20:29 门孔观察（看西楼梯）
2. 20:30 去204，在那边窗户看花园
3. 21:40 回201，窗户
4. 22:00起门孔
5. 整晚只要碰到Raj且他旁边没人，直接动手。
理由：Raj住209离东楼梯近，大概率下楼会经过花园。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:40", go: home, peek: window}
  - {at: "22:00", peek: peephole}
standing:
  - {kill: Raj, if: alone}
""", ""),
("zh05", "阿杰", """第一夜先不动手，稳一点。
①8:00—8:50 房间窗户
②8:50 去花园
③9:30 回来 猫眼
④10:30 去204 待到结束""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:30", go: "204"}
""", ""),
("zh06", "小鱼", """哎呀今天上班累死了，不过游戏还是要玩的嘛～我想了想，202窗户对着花园，那我前面就老老实实在屋里看花园吧，8点到9点都看窗户。然后9点我要去204那边坐坐，听说大家都喜欢在那里聊天，万一能套点话呢😏 待到10点20再回自己房间，回去以后就从门孔往外看，看谁在走廊上鬼鬼祟祟的。就这些啦，晚安～""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:20", go: home, peek: peephole}
""", ""),
("zh07", "小鱼", """说实话我今天一直在纠结要不要动手……算了，搏一把！10点10分我去201，要是胖虎一个人在屋里我就动手，如果屋里还有别人（比如阿杰）那就算了，直接回我自己房间。之前的时间我就在房间里待着，也不偷看了，装个乖宝宝～""", "accept", """
orders:
  - {at: "22:10", go: "201", kill: 胖虎, if: alone, else: {go: home}}
""", "before 22:10 she stays home without peeking: no order needed"),
("zh08", "老周", """窗户。全程。""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh09", "老周", """8点半 草坪。9点半 回。门孔。""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh10", "老周", """今晚门不开。204，九点到十点。其余窗户。""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "其余窗户: the rest of the night at his own window, before 21:00 and after 22:00"),
("zh11", "晓雯", """那个我今晚八点先在房间里从窗户往外看然后八点四十去花园走一走九点十分去草坪玩一下十点回房间从门孔看看就这样吧谢谢""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input, no punctuation"),
("zh12", "晓雯", """八点二十去二零四聊天 到九点五十回房间 然后从门空往外看 还有十点以后不管在哪碰到小鱼一个人就把她杀了""", "accept", """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:50", go: home, peek: peephole}
standing:
  - {kill: 小鱼, if: alone, from: "22:00"}
""", "voice input: 门空 = 门孔, 二零四 = 204"),
("zh13", "阿梁", """今晚我喺房度睇窗先，九點半去花園行下，十點返房，之後門孔睇住條走廊。唔該晒""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "Cantonese"),
("zh14", "阿梁", """今晚十點四十去203，如果老周一個人喺度就殺咗佢，唔係就去草坪。之前一直喺204坐住，八點就過去。""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:40", go: "203", kill: 老周, if: alone, else: {go: lawn}}
""", "Cantonese"),
("zh15", "王警官", """警察这边我今晚就在204守着，窗户盯着花园，9点下去草坪转一圈，9点半回204继续看窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "police without a room start in 204"),
("zh16", "李sir", """收到～我今晚8点10分去花园，8点50去草坪，9点40回娱乐室，然后就在窗口看着吧👮""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", ""),
("zh17", "胖虎", """今晚门只给小鱼开，别人敲门一律不开😏 我8点半开始窗户看草坪，10点去草坪待到最后""", "accept", """
door: [小鱼]
orders:
  - {at: "20:30", peek: window}
  - {at: "22:00", go: lawn}
""", ""),
("zh18", "胖虎", """今晚要是在哪碰到Kev，不管旁边有没有人都给我宰了他🔪哈哈哈
行程：8点去花园，9点去草坪，10点回屋""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Kev, if: always}
""", ""),
("zh19", "阿杰", """1) 20:00 门孔
2) 20:20 去草坪，走东楼梯（避开西边）
3) 21:00 回房，窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh20", "阿杰", """今晚计划：
①20:00-20:40 窗户
②20:40 去209找Raj，如果他一个人就杀，不是就去204
③22:00 回201 猫眼
分析：Raj第一晚大概率宅着。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "209", kill: Raj, if: alone, else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh21", "小鱼", """今晚就去串门啦～9点去205找阿梁玩，10点回来。别的时候在屋里窗户看花园🌸""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "205"}
  - {at: "22:00", go: home, peek: window}
""", ""),
("zh22", "小鱼", """跟大家说个事，昨天做梦梦到被人勒死了吓死我了😱 所以今晚10点前谁敲门我都不开！就在屋里待着，8点开始一直门孔看走廊。10点以后没办法必须开门那就……改成窗户看花园吧""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh23", "老周", """九点 207。Kev一个人就杀。不是就回。""", "accept", """
orders:
  - {at: "21:00", go: "207", kill: Kev, if: alone, else: {go: home}}
""", ""),
("zh24", "老周", """猫眼到十点。十点后窗户。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh25", "晓雯", """嗯今晚我想先去娱乐室坐一下八点就过去然后九点半去找阿杰聊天他住二零一十点半回自己房间就这样""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: "201"}
  - {at: "22:30", go: home}
""", "voice input"),
("zh26", "晓雯", """八点半去草评 九点回来 回来以后一直从窗户看 还有今晚门关着 谁也不开""", "accept", """
door: closed
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: window}
""", "voice input: 草评 = 草坪"),
("zh27", "阿梁", """各位晚安。今晚行動如下：八點至八點五十從門孔觀察走廊，八點五十前往草坪，九點四十返回房間，之後從窗戶觀察草坪直至結束。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", "traditional characters"),
("zh28", "王警官", """今晚我去各个房间转转。8点20去203，9点去207，9点40去209，10点半回204""", "accept", """
orders:
  - {at: "20:20", go: "203"}
  - {at: "21:00", go: "207"}
  - {at: "21:40", go: "209"}
  - {at: "22:30", go: "204"}
""", ""),
("zh29", "王警官", """我今晚就在204不动了哈哈，看窗户，累了""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh30", "李sir", """李sir报到✋ 8:00就去花园蹲着，9:10转去草坪，10:00回204看窗户""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh31", "胖虎", """今晚我要搞事情了😈 8点40去202看看小鱼在不在，在就弄死，不在的话就去204坐着。然后9点半回屋猫眼""", "accept", """
orders:
  - {at: "20:40", go: "202", kill: 小鱼, else: {go: "204"}}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh32", "阿杰", """本轮：
(1) 全程房间内，20:00起窗户，21:00起门孔，22:00起窗户
(2) 22:00-23:00 若遇到晓雯且她单独一人，杀
说明：室友胖虎晚上一般出去，房里就我一个""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
standing:
  - {kill: 晓雯, if: alone, from: "22:00", until: "23:00"}
""", ""),
("zh33", "小鱼", """今晚想出去透透气🌙 8点10分去花园，待到9点，然后去草坪看星星⭐ 10点20回屋，回屋就睡觉啦（不偷看）""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:20", go: home}
""", ""),
("zh34", "胖虎", """哈哈哈昨晚啥也没看到 今晚换个玩法：8点猫眼，8点20窗户，8点40猫眼，9点窗户，然后一直窗户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
]

REFUSALS = [
("zh35", "胖虎", """今晚9点去203，老周要是一个人在就干掉他😂 其他时间窗户""", ["老周", "目标", "target"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (胖虎's targets are 小鱼 and Kev)"),
("zh36", "王警官", """9点去209，看到Raj一个人就直接杀了他，省得麻烦""", ["警察", "police", "不能杀", "cannot kill"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh37", "老周", """十一点半 草坪。""", ["十一点半", "23:30", "11:30", "20:00", "22:50", "时间"],
 "五.1 杀人时段为晚上8点-11点，11点之后统统睡觉; orders start 20:00-22:50"),
("zh38", "晓雯", """八点一刻去花园然后九点回房间""", ["一刻", "20:15", "8:15", "10分钟", "整数倍", "multiple of 10"],
 "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "阿梁", """今晚喺204用門孔睇住條走廊，成晚都係咁""", ["门孔", "門孔", "peephole", "204"],
 "五.3(3) 在204只能向窗外窥视; ORDERS: peephole only from one's own room, only window from 204"),
("zh40", "阿杰", """1. 20:00 去西楼梯口站着，盯住上下楼的人
2. 21:00 回房门孔""", ["楼梯", "stairs", "走廊", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动; ORDERS: go is never the corridor or the stairs"),
("zh41", "小鱼", """今晚一整晚谁敲门都不开！10点以后也不开！！我要苟到天亮😤 就在屋里窗户看花园""", ["22:00", "10点", "十点", "开门", "open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh42", "李sir", """8点半去206查房，9点回204""", ["206", "房间", "room", "不存在", "no such"],
 "三.2 二层只有201-205、207、209和204; there is no room 206"),
]
