# Chinese cases of parse91.  CASES: (id, sender, message, style, expected order file body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
# 胖虎 (201): WeChat 口语, 哈哈, emoji
("zh01", "胖虎", """老大 我今晚的：8点先在屋里扒窗户看草坪 8点半去204待着 9点半回屋 趴门孔看 完事 哈哈""", "wechat", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh02", "胖虎", """今晚不折腾了😂 一整晚都在房间从窗户往外看""", "wechat", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "胖虎", """九点去花园溜达溜达，九点四十去草坪，十点二十回屋睡觉 就这些 辛苦GM🙏""", "wechat", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home}
""", ""),
("zh04", "胖虎", """10点10分去203，要是老陈一个人在就弄死他，人多就算了直接回自己屋 🤫""", "wechat", """
orders:
  - {at: "22:10", go: "203", kill: 老陈, if: alone, else: {go: home}}
""", ""),
("zh05", "胖虎", """晚上全程，只要碰到Tom单独一个人就动手。别的时候就在屋里门孔看着 嘿嘿""", "wechat", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Tom, if: alone}
""", ""),
("zh06", "胖虎", """8:40去209找萌萌唠嗑 9点20回来 门孔 10点以后换窗户 ok?""", "wechat", """
orders:
  - {at: "20:40", go: "209"}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh07", "胖虎", """今晚我屋门谁敲都不开哈（10点前） 我就8点开始一直门孔看 🐶""", "wechat", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh08", "胖虎", """8点20去草坪 走东边楼梯下去 然后9点回来 看窗户""", "wechat", """
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home, peek: window}
""", "东边楼梯 = the east stairs, named as the route"),
("zh09", "胖虎", """哥们今晚就一条：九点半去207找Tom 他在就干掉 不在就去娱乐室坐着""", "wechat", """
orders:
  - {at: "21:30", go: "207", kill: Tom, else: {go: "204"}}
""", "kill without if: waits for Tom to be met; else when Tom is not there (or nobody opens)"),
("zh10", "胖虎", """@GM 8点半到9点半在204从窗户看花园，然后去花园，10点回房间 👌""", "wechat", """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", ""),
("zh11", "胖虎", """今晚门只给Kiki和萌萌开 其他人一律不开 然后我8点50去花园 9点10回来门孔""", "wechat", """
door: [Kiki, 萌萌]
orders:
  - {at: "20:50", go: garden}
  - {at: "21:10", go: home, peek: peephole}
""", ""),
("zh12", "胖虎", """10点半去草坪，碰到老陈就杀，管他旁边有没有人😈 没碰到就一直待那""", "wechat", """
orders:
  - {at: "22:30", go: lawn, kill: 老陈, if: always}
""", ""),
# 小雨 (202, north): WeChat, 呀/啦/哒, emoji
("zh13", "小雨", """GM晚上好呀～我今晚：8点到9点在屋里看窗外（花园那边），9点去204聊天，10点回来门孔看 就酱😊""", "wechat", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh14", "小雨", """今天不出门啦 全程门孔 门也不给任何人开 🙈""", "wechat", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "from 22:00 the door must open anyway; before that closed"),
("zh15", "小雨", """8:10去203串门，如果阿杰一个人在就动手，不是的话就回自己屋～""", "wechat", """
orders:
  - {at: "20:10", go: "203", kill: 阿杰, if: alone, else: {go: home}}
""", ""),
("zh16", "小雨", """晚上九点十分去花园玩到九点五十 然后去草坪 十点半回来哒""", "wechat", """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
""", ""),
("zh17", "小雨", """我先说好哈 8点半去201找胖虎 要是屋里就他一个就杀了，没人开门或者不止他一个的话就去花园""", "wechat", """
orders:
  - {at: "20:30", go: "201", kill: 胖虎, if: alone, else: {go: garden}}
""", ""),
("zh18", "小雨", """整晚在204窗户那看花园 😂 别的不干""", "wechat", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh19", "小雨", """我想9点半以后都在屋里趴窗户，之前就在204待着吧，8点就过去""", "wechat", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", ""),
("zh20", "小雨", """门就只给胖虎开吧哈哈 他说要来找我  然后我8点40去草坪 走西楼梯  9点20回屋""", "wechat", """
door: [胖虎]
orders:
  - {at: "20:40", go: lawn, via: [west-stairs]}
  - {at: "21:20", go: home}
""", ""),
("zh21", "小雨", """22:00去209看看萌萌 她不在的话我就去204～""", "wechat", """
orders:
  - {at: "22:00", go: "209", if: {present: 萌萌}, else: {go: "204"}}
""", "no kill: the visit falls back to 204 when 萌萌 is not there (209 has no one else, so nobody opens)"),
("zh22", "小雨", """从10点开始 只要遇到阿杰身边没人就杀 一直到11点 前面两个小时在屋里门孔看""", "wechat", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿杰, if: alone, from: "22:00", until: "23:00"}
""", ""),
("zh23", "小雨", """8:00 花园
8:30 204
9:00 草坪
9:40 回房 窗户 🌙""", "wechat", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", ""),
("zh24", "小雨", """晚上好 今晚先在房间呆着，9点50去205找Raj聊聊 10点半回来 门孔看""", "wechat", """
orders:
  - {at: "21:50", go: "205"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
# 小白 (police, no room): QQ, 哈哈哈, typos
("zh25", "小白", """哈哈哈 警察没事干 我就整晚呆在204看窗外吧""", "qq", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh26", "小白", """8点去花园转转 9点去草坪 10点回204""", "qq", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", ""),
("zh27", "小白", """我9点去找胖虎聊天（201） 9点半去202找小雨 10点回娱乐室 哈哈哈哈""", "qq", """
orders:
  - {at: "21:00", go: "201"}
  - {at: "21:30", go: "202"}
  - {at: "22:00", go: "204"}
""", ""),
("zh28", "小白", """今晚先在娱乐室坐着，八点五十去草坪，走东楼梯哈""", "qq", """
orders:
  - {at: "20:50", go: lawn, via: [east-stairs]}
""", ""),
("zh29", "小白", """嗯嗯 10点20去203 10点40去205 就这俩 么么哒""", "qq", """
orders:
  - {at: "22:20", go: "203"}
  - {at: "22:40", go: "205"}
""", ""),
("zh30", "小白", """八点二十出发去花园，待到九点，然后回娱乐室看窗户😎""", "qq", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: "204", peek: window}
""", ""),
("zh31", "小白", """我去草评蹲一晚上 8点就过去 哈哈 冷死""", "qq", """
orders:
  - {at: "20:00", go: lawn}
""", "草评 is a typo of 草坪"),
("zh32", "小白", """9:10去209 如果萌萌不开门就去花园""", "qq", """
orders:
  - {at: "21:10", go: "209", else: {go: garden}}
""", ""),
("zh33", "小白", """今晚：20:00-21:00 娱乐室窗户；21:00去207找Tom；21:30去花园；22:10回娱乐室""", "qq", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207"}
  - {at: "21:30", go: garden}
  - {at: "22:10", go: "204"}
""", ""),
("zh34", "小白", """晚上全程待娱乐室不动 就聊天 哈哈哈""", "qq", """
orders:
  - {at: "20:00", go: "204"}
""", "an officer's file puts them on the map in 204; the order itself is a no-op"),
("zh35", "小白", """8点40 去205 找Raj问问情况 9点去203 找老陈 然后9点半回娱乐室窗户看着""", "qq", """
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:00", go: "203"}
  - {at: "21:30", go: "204", peek: window}
""", ""),
# 老陈 (203): terse
("zh36", "老陈", """门孔。整晚。""", "terse", """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh37", "老陈", """9点 草坪。10点 回。""", "terse", """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
""", ""),
("zh38", "老陈", """10:30 209 杀萌萌 单独的话""", "terse", """
orders:
  - {at: "22:30", go: "209", kill: 萌萌, if: alone}
""", ""),
("zh39", "老陈", """8点半204 窗户. 9点半回 门孔""", "terse", """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh40", "老陈", """全晚 遇Kiki单独 杀""", "terse", """
standing:
  - {kill: Kiki, if: alone}
""", ""),
# 萌萌 (209): talkative, tells a story
("zh41", "萌萌", """GM亲亲～今晚我想好了！我这个人胆子小嘛，所以一开始就在房间里从猫眼往外看，我们209的猫眼能看到楼梯那边对吧，谁上下楼我都能看到嘿嘿。然后九点整我去204找大家聊聊天，顺便打探打探消息，待到十点。十点我就回房间睡觉啦，不看了，困死了～""", "talkative", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("zh42", "萌萌", """今晚我要搞事情了😏 阿杰那家伙昨天在群里一直阴阳怪气的，哼。所以！10点40我去203敲门，如果屋里就阿杰一个人，我就把他解决掉。要是老陈也在或者还有别人，我就装作串门，说两句就回自己屋，不动手。在这之前我就在自己屋里趴窗户看草坪～""", "talkative", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:40", go: "203", kill: 阿杰, if: alone, else: {go: home}}
""", "\"说两句就回\" is read as going home at once when 阿杰 is not alone"),
("zh43", "萌萌", """哎呀今天上班累死了，简单点：八点半去花园散散步，听说晚上花园有萤火虫（剧情里有吗哈哈），九点回来，然后就一直在屋里从门孔看着走廊。就这样，晚安各位～""", "talkative", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh44", "萌萌", """我今晚的计划是这样的：八点我先去207找Tom，他说要跟我对一下信息（我们私聊过了嘻嘻），聊到八点四十，然后我们一起去草坪……不对，他去不去我不管，反正我八点四十去草坪。九点二十回来，从窗户看看草坪上还有谁。十点以后谁来敲门我都开（反正规则也要开嘛）。""", "talkative", """
orders:
  - {at: "20:00", go: "207"}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", "door stays open (default)"),
("zh45", "萌萌", """这局我要稳一点。整个晚上，不管在哪，只要碰到Kiki身边没别人，就直接动手。其他时候我就待在自己屋里，九点前看窗户，九点以后看门孔。嗯就这样，GM辛苦啦❤️""", "talkative", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
standing:
  - {kill: Kiki, if: alone}
""", ""),
# 阿杰 (203): 繁體 / 粤语
("zh46", "阿杰", """GM 我今晚咁樣：八點喺房間窗口睇住草坪，九點去204傾偈，十點返房""", "cantonese", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("zh47", "阿杰", """九點半去207搵Tom，佢一個人嘅話就做咗佢，唔係就返嚟自己房""", "cantonese", """
orders:
  - {at: "21:30", go: "207", kill: Tom, if: alone, else: {go: home}}
""", ""),
("zh48", "阿杰", """今晚唔出去，成晚喺門孔睇住走廊。""", "cantonese", """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh49", "阿杰", """8點10分去花園行下，8點50去草坪，9點半返房間用窗口望""", "cantonese", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),
("zh50", "阿杰", """成晚無論喺邊度撞到Raj，無論旁邊有冇人，都殺咗佢。九點去204坐住，十點返房。""", "cantonese", """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: Raj, if: always}
""", ""),
# 周队 (police, no room): strategist, numbered, explains
("zh51", "周队", """安排如下：
1. 20:00-20:50 在204窗口观察花园（出入会馆必经花园）；
2. 20:50 去草坪（断崖是高危地点）；
3. 21:40 回204。
理由：上半夜盯花园，中段草坪巡视。""", "strategist", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204"}
""", ""),
("zh52", "周队", """思路：凶手多半选10点后动手（房客必须开门）。所以：①前两个小时在204待命，不看窗；②22:00去203；③22:30去201。""", "strategist", """
orders:
  - {at: "22:00", go: "203"}
  - {at: "22:30", go: "201"}
""", ""),
("zh53", "周队", """今晚分三段：第一段(20:00)去草坪，走西楼梯；第二段(21:00)去花园；第三段(22:00)回204从窗口看花园。""", "strategist", """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh54", "周队", """考虑到209门孔能看到东楼梯，但我们警察没房间，只能用204窗户。计划：1）20:00起204窗户；2）21:30去209找萌萌了解情况；3）22:10回204窗户。""", "strategist", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "209"}
  - {at: "22:10", go: "204", peek: window}
""", ""),
("zh55", "周队", """分工（我这部分）：8:30花园，9:10草坪，9:50花园，10:30回娱乐室。目的：来回巡视室外。""", "strategist", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: garden}
  - {at: "22:30", go: "204"}
""", ""),
("zh56", "周队", """本轮只做一件事：21:20 去205，核对Raj的不在场说法，21:50 回204。其余时间在204不动。""", "strategist", """
orders:
  - {at: "21:20", go: "205"}
  - {at: "21:50", go: "204"}
""", ""),
]

REFUSALS = [
("zh57", "胖虎", """今晚9点去草坪 见到Kiki就干了她 哈哈 别告诉她""",
 ["Kiki", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (胖虎's targets: 老陈, Tom)"),
("zh58", "胖虎", """九点那个时段：去花园，同时去205找Raj聊天。其他时间在屋里。""",
 ["同时", "一件事", "21:00", "9点", "one thing", "same slot"], "五.2 每10分钟之内每名房客可以选择干一件事 (two places in the 21:00 slot)"),
("zh59", "胖虎", """今晚俩目标都办了：9点去203杀老陈，10点去207杀Tom 😎""",
 ["一人", "一个", "只能", "one of", "only one", "两个"], "五.10 每人只能从自己的两个目标中任选一人杀死 (one kill per game)"),
("zh60", "小雨", """今晚要是在花园碰到小白就把他做了 警察太烦了😤 9点去花园""",
 ["小白", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh61", "小雨", """9点到10点我在204从猫眼往走廊看～""",
 ["猫眼", "门孔", "peephole", "204"], "五.3(3) 204 只能向外(窗户)窥视; ORDERS: peephole only from one's own room"),
("zh62", "小雨", """全程从我房间窗户盯着草坪 看谁去断崖那边""",
 ["202", "朝北", "花园", "north", "garden"], "三.2 202 is the north-facing room: its window sees the garden, not the lawn"),
("zh63", "小白", """今晚我要是在草坪看到老陈一个人就直接把他办了 反正他肯定是凶手 哈哈 10点去草坪""",
 ["警察", "police", "不能杀", "cannot kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh64", "老陈", """11点半 草坪""",
 ["23:30", "11:30", "11点半", "11点", "23:00"], "五.1 杀人时段 8点-11点; an order starts 20:00-22:50"),
("zh65", "老陈", """9点 一楼大厅""",
 ["大厅", "hall", "一楼"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh66", "萌萌", """我想早点出门！七点五十就去花园，先占个好位置哈哈，然后八点半回来～""",
 ["19:50", "7点50", "七点五十", "7:50", "20:00", "8点"], "五.1 the night starts at 8 (20:00)"),
("zh67", "萌萌", """我觉得楼梯是最关键的地方，所以九点我去东楼梯上站着，一直守到十点，谁上下楼我都看得清清楚楚，嘿嘿是不是很聪明""",
 ["楼梯", "stairs", "走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动 (stairs are no destination)"),
("zh68", "阿杰", """8點25分去205搵Raj傾偈""",
 ["8:25", "20:25", "25", "10分", "整十", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh69", "阿杰", """今晚我間房成晚都唔開門，十點之後都唔開，邊個拍門都唔理""",
 ["22:00", "十點", "十点", "10点", "开门", "開門", "must open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh70", "周队", """22:00 去203，从他们屋窗户观察草坪——南向房间视野更好，204只能看花园。""",
 ["203", "自己", "窗户", "own room", "204"], "五.3(1) 待在自己房间里向外窥视: peeking only from one's own room (police: only 204's window)"),
]
