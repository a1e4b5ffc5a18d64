# Chinese cases of the parse84 set: (id, sender, message, "accept", expected order file body, note)
# and refusals: (id, sender, message, reason keywords, rule).
CASES = [
("zh01", "胖虎", """晚上好各位😂 我今晚就这样：8点到8点半窗户看草坪，8:30去204坐着聊天，9点半回房间猫眼看着，一直到结束。哈哈 就这样""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh02", "胖虎", """老大我今晚安分点🙈 全程在屋里从窗户往外看 一直看到11点""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "胖虎", """嘿嘿嘿 今晚要动手了🔪🔪
8点开始在房间猫眼盯着
9:20去203，要是小鱼一个人在就干掉她，不在的话就去草坪溜达
10点回房间睡觉 不看了""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:20", go: "203", kill: 小鱼, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "the 22:00 order stops any peeking (there is none); 睡觉 = stay"),
("zh04", "小鱼", """8点半去花园玩 9点去204 10点回房间 就这样啦~""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("zh05", "小鱼", """今晚窝在房间不出门了 10点前门谁都不开哦🙅 先窗户看一个小时 9点开始换猫眼""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", ""),
("zh06", "小鱼", """今晚9点到10点半 不管在哪碰到阿詩 只要她是一个人 就杀了她！！
我自己9点去花园 9点半去草坪""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
standing:
  - {kill: 阿詩, if: alone, from: "21:00", until: "22:30"}
""", ""),
("zh07", "老周", """哎，昨天白天跟警察聊了半天，累死我了。今晚我打算先在屋里歇会儿，八点到八点四十从窗户往草坪那边瞅瞅，看看有没有人鬼鬼祟祟的。八点四十我去204泡壶茶，跟大家唠唠嗑，一直待到九点五十。九点五十回屋，从猫眼往走廊看着。十点二十我去207找林晓聊聊，她要是不开门我就回自己屋，接着猫眼看着。就这些，辛苦主持人了。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:50", go: home, peek: peephole}
  - {at: "22:20", go: "207", else: {go: home, peek: peephole}}
""", ""),
("zh08", "老周", """跟你说个事儿，我琢磨了一白天，觉得Jake那小子肯定会去草坪。所以今晚我九点十分也去草坪，要是在那儿碰到Jake一个人，我就把他推下悬崖（就是杀了他的意思哈）。碰不到他的话我就在草坪上待着吹吹风，九点四十回屋，剩下的时间都在屋里窗户看着。之前我就在屋里待着，啥也不干。""", "accept", """
orders:
  - {at: "21:10", go: lawn, kill: Jake, if: alone}
  - {at: "21:40", go: home, peek: window}
""", ""),
("zh09", "林晓", """今晚安排：
① 20:00-20:29 窗户观察草坪（看谁往南走）
② 20:30 去204，从窗户看花园——204能看花园，覆盖北面
③ 21:20 回房，猫眼
④ 22:00 去花园，如遇阿詩且她单独一人则动手，不是一个人就不动手；22:30回房
理由：十点后大家被迫开门，走廊人会变多，花园反而清静。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00", go: garden, kill: 阿詩, if: alone}
  - {at: "22:30", go: home}
""", ""),
("zh10", "林晓", """1. 门只给阿詩和小鱼开（10点前）
2. 全程待在207
3. 8:00起窗户，9:30起猫眼，10:30再换回窗户""", "accept", """
door: [阿詩, 小鱼]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "22:30", peek: window}
""", ""),
("zh11", "大刘", """八点半去二零四聊天 九点二十去花圆 然后十点回自己房间从猫眼往外看一直到结束""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input: 花圆 = 花园"),
("zh12", "大刘", """今天晚上我十点十分去二零七号房间 如果林晓一个人在就杀了她 否则就去草评 其他时间在自己房间待着""", "accept", """
orders:
  - {at: "22:10", go: "207", kill: 林晓, if: alone, else: {go: lawn}}
""", "voice input: 草评 = 草坪"),
("zh13", "阿詩", """今晚我八點半去花園行下，九點去204傾偈，十點返房間用窗睇外面""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "Cantonese"),
("zh14", "阿詩", """今晚9:40去205搵老周，如果佢一個人喺度就殺咗佢，唔係就返屋企。之前喺房度坐住，乜都唔做。""", "accept", """
orders:
  - {at: "21:40", go: "205", kill: 老周, if: alone, else: {go: home}}
""", "Cantonese"),
("zh15", "赵队", """9点 花园。10点 204 窗户。""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "police without a room: starts in 204"),
("zh16", "赵队", """全程204，窗户。""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh17", "蓝蓝", """各位晚上好呀～我今晚8:20去草坪转转 9点去花园 9点40回204看窗户 嘿嘿 抓凶手去咯😎""", "accept", """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: "204", peek: window}
""", ""),
("zh18", "蓝蓝", """我今晚去找胖虎聊天～ 8点半过去201 聊到9点半然后去花园待着 有事叫我哈""", "accept", """
orders:
  - {at: "20:30", go: "201"}
  - {at: "21:30", go: garden}
""", ""),
("zh19", "胖虎", """兄弟们我今晚豁出去了 整晚不管在哪儿碰到大刘 旁边有没有人都给他一刀😂
行程：8点40去204 9点半去花园 10点20回房""", "accept", """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:20", go: home}
standing:
  - {kill: 大刘, if: always, from: "20:00", until: "23:00"}
""", ""),
("zh20", "小鱼", """我8点10分从东楼梯下去去草坪，9点回房间，猫眼看看""", "accept", """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh21", "小鱼", """9点去202找阿詩玩 她不开门的话就去204 哈哈 10点半回来""", "accept", """
orders:
  - {at: "21:00", go: "202", else: {go: "204"}}
  - {at: "22:30", go: home}
""", ""),
("zh22", "老周", """今晚我就不出门了，在屋里从窗户看着草坪。不过呢，Jake那小子要是撞上门来……九点到十一点之间，不管在哪儿遇到Jake，只要他是一个人，我就动手，绝不手软。""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Jake, if: alone, from: "21:00", until: "23:00"}
""", ""),
("zh23", "林晓", """计划：
1) 20:10 经西楼梯去花园（东侧人多）
2) 20:50 回房间，窗户
3) 21:40 去204 窗户看花园
4) 22:30 回房 猫眼""", "accept", """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: home, peek: window}
  - {at: "21:40", go: "204", peek: window}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh24", "大刘", """喂喂 那个八点我先从窗户看一下草坪 八点五十去二零三找小于聊天 如果没人开门就回来 九点半去二零四 十点四十回房间""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "203"}
  - {at: "21:30", go: "204"}
  - {at: "22:40", go: home}
""", "voice input: 小于 = 小鱼 (not used by any order)"),
("zh25", "阿詩", """今晚成晚都喺房，對住窗口睇住花園。如果撞到胖虎自己一個，就搞掂佢。""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 胖虎, if: alone}
""", "Cantonese; 202 faces north (garden)"),
("zh26", "赵队", """8:30 草坪。9:30 回204。""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "204"}
""", ""),
("zh27", "蓝蓝", """今晚想去202串门找阿詩～ 9点10分去 她要是不开门就去204窗户那看花园🌸""", "accept", """
orders:
  - {at: "21:10", go: "202", else: {go: "204", peek: window}}
""", ""),
("zh28", "胖虎", """今晚主要盯西楼梯👀 猫眼一直看到10点 然后10点去204坐会儿 10点半回来接着猫眼""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", "201's peephole sees the west stairs"),
("zh29", "小鱼", """偷偷说🤫 今晚8点先去204呆着，10点20去阿詩房间（202），她一个人的话就动手，有别人在就算了回自己房间""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:20", go: "202", kill: 阿詩, if: alone, else: {go: home}}
""", ""),
("zh30", "老周", """主持人好。今晚我想这么安排：八点二十去花园散散步，听说晚上花园里的月季开了，去闻闻。九点整去草坪，要是在草坪上看见胖虎一个人，就把他解决了；要没看见他，就在草坪待着，九点五十再回屋。回屋以后从窗户看着就行。辛苦辛苦。""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn, kill: 胖虎, if: alone}
  - {at: "21:50", go: home, peek: window}
""", ""),
("zh31", "林晓", """今晚策略偏保守：
①22:00前门关着，谁也不开
②20:00-21:30 猫眼看走廊
③21:30-22:30 窗户看草坪
④22:30 去204，一直待到结束""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
  - {at: "22:30", go: "204"}
""", ""),
("zh32", "大刘", """今晚九点到十点之间不管在哪里碰到Priya 她一个人的话就杀了她 我九点去花园 九点半去草坪 十点回房间""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:00"}
""", ""),
("zh33", "阿詩", """九點半去207搵林曉傾偈，佢唔開門就去草坪。十點半返房。""", "accept", """
orders:
  - {at: "21:30", go: "207", else: {go: lawn}}
  - {at: "22:30", go: home}
""", "Cantonese, 林曉 = 林晓"),
("zh34", "蓝蓝", """今晚计划哈：先在204窗户看花园，8点50去205找老周唠嗑，9点40回204接着看窗户，10点半去草坪🌙""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "205"}
  - {at: "21:40", go: "204", peek: window}
  - {at: "22:30", go: lawn}
""", ""),
]

REFUSALS = [
("zh35", "胖虎", """今晚9点去205 老周要是一个人在就干掉他😂 其他时间房间待着""",
 ["老周", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (胖虎's targets: 小鱼, 大刘)"),
("zh36", "赵队", """10点 203。Jake一个人，就干掉。""",
 ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh37", "小鱼", """今晚早点睡 11点半去草坪看星星✨ 其他时间都在房间""",
 ["11", "23:30", "20:00", "22:50", "8点", "时段"], "五.1 杀人时段是晚上8点-11点 (23:30 is outside the night)"),
("zh38", "老周", """今晚九点零五分我去花园转一圈，然后就在花园待着了，别的没啥。""",
 ["9:05", "21:05", "九点零五", "10分钟", "整数倍", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "林晓", """1. 20:30 去204
2. 在204从门孔观察走廊（204门口正对走廊中段，视角好）""",
 ["门孔", "猫眼", "peephole", "204"], "五.3(3) 在204只能聊天或向外窥视（窗户）; ORDERS.md: only `window` from 204, a peephole only from one's own room"),
("zh40", "大刘", """九点我去走廊站着看看谁过来 十点回房间""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh41", "阿詩", """今晚成晚喺房用窗睇住個草坪，睇下邊個落去。""",
 ["202", "草坪", "花园", "花園", "朝北", "north", "lawn", "garden"], "三.2 花园洋房朝北，从窗户能看见花园 (202's window sees the garden, not the lawn)"),
("zh42", "蓝蓝", """8点半去209找大刘 在他房间用猫眼帮他盯着走廊哈哈 9点半回204""",
 ["猫眼", "门孔", "209", "自己", "peephole", "own room"], "五.3(1) 待在自己房间里向外窥视 (a peephole only from one's own room; 蓝蓝 has none)"),
]
