# Chinese cases for parse58 (teenagers/students on phones).
# CASES: (id, sender, message, None, expected order body (YAML, without who), note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("zh01", "小鱼", """冲冲冲！！
8点窗户看草坪
830去娱乐室
9点回房 猫眼
其他时间就呆着 hh""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh02", "阿杰", """zs胖虎 冲
8点开始从窗口看花园
21:30去205 他一个人在就zs 不然回来""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "205", kill: 胖虎, if: alone, else: {go: home}}
""", "不然回来 = else go home"),
("zh03", "甜甜", """姐妹们我今晚要苟住 (╯‵□′)╯
一直在房间 门孔看
10点前谁敲门都不开""", None, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh04", "胖虎", """9点半去草坪 看到小鱼一个人就干掉他 xswl
没看到就在草坪待着""", None, """
orders:
  - {at: "21:30", go: lawn, kill: 小鱼, if: alone}
""", "no else: stays on the lawn, kill stays armed"),
("zh05", "柯南", """警察今晚巡逻一下(｀・ω・´)
8:00去花园 8:40去草坪 9:20回娱乐室从窗户看""", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", peek: window}
""", ""),
("zh06", "小鱼", """今晚不管在哪碰到阿杰 只要他一个人就zs 绝绝子
全程在房间看窗户""", None, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 阿杰, if: alone, from: "20:00", until: "23:00"}
""", ""),
("zh07", "甜甜", """在吗
在吗
GM我的行动
2000 门孔
2020 窗户
2040 去202找阿杰玩
2130回房""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:40", go: "202"}
  - {at: "21:30", go: home}
""", ""),
("zh08", "阿杰", """9.20从东楼梯下去草坪 待到10点
10点回房间窗子看花园""", None, """
orders:
  - {at: "21:20", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, peek: window}
""", ""),
("zh09", "胖虎", """我再房间里窗户看一整晚 啥也不干
芭比Q了 目标都不在一起🥲""", None, """
orders:
  - {at: "20:00", peek: window}
""", "再 = 在"),
("zh10", "毛利", """毛利出动🚓
2100去203 跟他们聊聊
2140去209
2220回娱乐室""", None, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "21:40", go: "209"}
  - {at: "22:20", go: "204"}
""", ""),
("zh11", "小鱼", """10点去202 要是阿杰在 就杀了他
不在的话去花园""", None, """
orders:
  - {at: "22:00", go: "202", kill: 阿杰, else: {go: garden}}
""", "kill without condition; else when he is not there"),
("zh12", "甜甜", """8点到9点 窗户门孔轮着看 十分钟换一次 从窗户开始
9点后去娱乐室待着""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", go: "204"}
""", ""),
("zh13", "胖虎", """（语音转的 可能有错字）八点半去花园然后九点去草平十点回房以上""", None, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
""", "voice-to-text: 草平 = 草坪"),
("zh14", "狄仁杰", """本官今晚坐镇娱乐室 全程看窗外花园 元芳你怎么看""", None, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "police without a room start in 204"),
("zh15", "阿杰", """啊啊啊我的目标是谁来着 算了
今晚就门孔看
9点以后换窗户看 awsl""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("zh16", "小鱼", """2200去203 如果Tyler一个人在里面就zs
不是的话就回自己房间 门孔看""", None, """
orders:
  - {at: "22:00", go: "203", kill: Tyler, if: alone, else: {go: home, peek: peephole}}
""", ""),
("zh17", "甜甜", """今晚只给小鱼开门 别人敲都不开（10点前）
其他时间在房间 窗户""", None, """
door: [小鱼]
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh18", "胖虎", """21.00到22.00之间 如果遇到甜甜 不管旁边有没有人 直接zs""", None, """
standing:
  - {kill: 甜甜, if: always, from: "21:00", until: "22:00"}
""", ""),
("zh19", "柯南", """8点半去201找人聊天 9点去202 9点半去花园溜达 10点后就在娱乐室 看窗户""", None, """
orders:
  - {at: "20:30", go: "201"}
  - {at: "21:00", go: "202"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh20", "阿杰", """我以经想好了
8：10从西楼梯下去花园
8：50去草坪
9：30回房""", None, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home}
""", "以经 = 已经"),
("zh21", "小鱼", """第一段 8点-8点20窗户 820-830门孔 830去娱乐室一直待
第二段 9点去草坪 940回房门孔
第三段 一直在房间窗户""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh22", "甜甜", """9点40去201 小鱼单独在就嘎了她
否则去娱乐室""", None, """
orders:
  - {at: "21:40", go: "201", kill: 小鱼, if: alone, else: {go: "204"}}
""", ""),
("zh23", "胖虎", """10.20去娱乐室 从窗户看花园 看到最后""", None, """
orders:
  - {at: "22:20", go: "204", peek: window}
""", ""),
("zh24", "毛利", """9点10去草坪
9点50去花园
10点半去205看看胖虎在干嘛""", None, """
orders:
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: garden}
  - {at: "22:30", go: "205"}
""", ""),
("zh25", "阿杰", """2030 去娱乐室
2050去203 找甜甜 她不开门的话就去花园
2120 回房 窗户看""", None, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "20:50", go: "203", else: {go: garden}}
  - {at: "21:20", go: home, peek: window}
""", "else on a refused door"),
("zh26", "小鱼", """全程：碰到tyler且他身边没人就zs
10点去草坪晃一晃""", None, """
orders:
  - {at: "22:00", go: lawn}
standing:
  - {kill: Tyler, if: alone}
""", ""),
("zh27", "胖虎", """家人们谁懂啊 今天考试考芭比Q了 蚌埠住了
言归正传
8点40 去娱乐室
9点20 去花园
然后十点 回去房间 猫眼偷偷的看 完事""", None, """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh28", "甜甜", """9点整从东楼梯下去草坪 在草坪待到9:50
然后回房 窗户""", None, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: home, peek: window}
""", ""),
("zh29", "狄仁杰", """冲鸭
21:00 去花园
21:30 去草坪
22:10 回娱乐室""", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", ""),
("zh30", "阿杰", """10点10分 去草坪 如果胖虎一个人在 zs他
否则回房""", None, """
orders:
  - {at: "22:10", go: lawn, kill: 胖虎, if: alone, else: {go: home}}
""", ""),
("zh31", "小鱼", """9点半去209找Brody玩(*^▽^*) 10点回来""", None, """
orders:
  - {at: "21:30", go: "209"}
  - {at: "22:00", go: home}
""", ""),
("zh32", "甜甜", """9点一刻到10点三刻 如果在哪里碰到Brody一个人 就zs
其他时间在房里门孔看""", None, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Brody, if: alone, from: "21:15", until: "22:45"}
""", "standing window takes any whole minute"),
("zh33", "胖虎", """2000 窗户
2010 猫眼
2020 窗户
之后一直窗户看""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
""", ""),
("zh34", "柯南", """2010去207找Jomar问话
2040去203
2110去花园
2200回娱乐室看窗外""", None, """
orders:
  - {at: "20:10", go: "207"}
  - {at: "20:40", go: "203"}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
]

REFUSALS = [
("zh35", "小鱼", """9点去205 zs胖虎 冲！""", ["胖虎", "目标", "target"], "五.10 只能杀自己的两个目标之一 (小鱼's targets: 阿杰, Tyler)"),
("zh36", "柯南", """9点去草坪 看到阿杰一个人就杀了他 哈哈哈""", ["警察", "police"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh37", "甜甜", """11点10分去草坪 看星星✨""", ["23:10", "11:10", "11点", "时间", "time"], "五.1 the night is 20:00-23:00; orders start 20:00-22:50"),
("zh38", "阿杰", """8点15去花园 然后一直在那""", ["8:15", "20:15", "整数倍", "10分钟", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "胖虎", """9点开始在自己房间从窗户看花园 盯着""", ["窗", "花园", "window", "garden", "南", "south", "草坪"], "三.2 205 faces south: its window sees the lawn, not the garden"),
("zh40", "小鱼", """9点去走廊站着 看谁经过 kk""", ["走廊", "corridor"], "八 不能在走廊里站着不动 (the corridor is never a destination)"),
("zh41", "胖虎", """10点去娱乐室 把狄仁杰zs了 xswl""", ["狄仁杰", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh42", "甜甜", """9点下楼去大厅拿外卖 9点半回房""", ["大厅", "hall", "lobby", "一层"], "三.2 一层大厅本游戏中不出现 (not a place of the game)"),
]
