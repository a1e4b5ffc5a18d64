# Chinese cases of the parse75 set. CASES: (id, sender, message, "accept", expected body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
# ---- 阿杰 (201, ordinary WeChat player) ----
("zh01", "阿杰", """大家晚上好哈哈 我今晚就宅着了，8点开始一直从窗户往外看，9点半换猫眼看到结束😂""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", ""),
("zh02", "阿杰", """今晚：8点半去204坐坐，9点10分去花园溜达，9点40回房间看猫眼""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", ""),
("zh03", "阿杰", """来了来了 10点20去205找老陈，要是就他一个人在就做掉他，否则我直接回屋 🤫""", "accept", """
orders:
  - {at: "22:20", go: "205", kill: 老陈, if: alone, else: {go: home}}
""", ""),
("zh04", "阿杰", """今晚不管在哪碰到小雨，只要她是一个人，就动手，哈哈哈哈 别截图啊""", "accept", """
standing:
  - {kill: 小雨, if: alone}
""", ""),
("zh05", "阿杰", """今晚10点前谁敲我门都不开 🙅 人就在屋里，8点到10点一直猫眼，10点以后窗户""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh06", "阿杰", """9点去202找小雨聊天，如果她不开门就去204""", "accept", """
orders:
  - {at: "21:00", go: "202", else: {go: "204"}}
""", ""),
("zh07", "阿杰", """8:40去草坪吹吹风 9:20回来 其他时间在屋里发呆""", "accept", """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home}
""", ""),
("zh08", "阿杰", """8点10分走东楼梯去花园（西边那个楼梯不想走），8点半回屋窗口看着""", "accept", """
orders:
  - {at: "20:10", go: garden, via: [east-stairs]}
  - {at: "20:30", go: home, peek: window}
""", "the return walk takes the shortest route (the player named a route only for the way down)"),
("zh09", "阿杰", """今晚就在屋里待着不出去了，全程窗户，晚安各位👋""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh10", "阿杰", """10点去草坪，见到老陈就动手，管他旁边有没有人""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: 老陈, if: always}
""", ""),
("zh11", "阿杰", """8:20去207找嘉欣玩 9点回自己屋""", "accept", """
orders:
  - {at: "20:20", go: "207"}
  - {at: "21:00", go: home}
""", ""),
("zh12", "阿杰", """9:50 去204 从窗户看花园 10:30回家看猫眼 就这些""", "accept", """
orders:
  - {at: "21:50", go: "204", peek: window}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh13", "阿杰", """9点去花园，要是小雨在就杀了她，不在就去草坪""", "accept", """
orders:
  - {at: "21:00", go: garden, kill: 小雨, else: {go: lawn}}
""", ""),
("zh14", "阿杰", """收到~ 8点到9点窗户，9点到10点猫眼，10点以后睡觉啥也不看了 zzz""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "22:00 with only `at`: stays in the room and stops peeking"),
("zh15", "阿杰", """今晚9点到10点之间，在哪遇到老陈都直接做掉，有没有人都无所谓 哈哈别告诉他""", "accept", """
standing:
  - {kill: 老陈, if: always, from: "21:00", until: "22:00"}
""", ""),
# ---- 小雨 (202, ordinary player, emoji, ～) ----
("zh16", "小雨", """晚上好呀～今晚我想去花园玩！8点就下去，玩到9点回房间，然后一直看窗户🌸""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh17", "小雨", """hhh 8点半去204，在那边窗户看花园，一直到10点，10点回屋猫眼看走廊""", "accept", """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh18", "小雨", """我今晚要去找阿杰了！10点10分去201，他一个人的话就杀了他🔪 不然就回来～""", "accept", """
orders:
  - {at: "22:10", go: "201", kill: 阿杰, if: alone, else: {go: home}}
""", ""),
("zh19", "小雨", """8点去203找Priya聊天～聊到9点再回来""", "accept", """
orders:
  - {at: "20:00", go: "203"}
  - {at: "21:00", go: home}
""", ""),
("zh20", "小雨", """今天好累不想动了😴 一直在屋里，从门孔看着就行""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh21", "小雨", """我8:30去草坪散步，9:30回屋从窗户看花园～""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),
("zh22", "小雨", """今晚任何时候碰到Oliver，身边没别人的话就杀掉他哦 嘻嘻""", "accept", """
standing:
  - {kill: Oliver, if: alone}
""", ""),
("zh23", "小雨", """9点去209找Oliver，他在的话不管有没有别人都杀掉，他不在就去花园""", "accept", """
orders:
  - {at: "21:00", go: "209", kill: Oliver, if: always, else: {go: garden}}
""", ""),
("zh24", "小雨", """行程～ 8点10分去花园，8点40去草坪，9点20回204，10点回房间 ✌️""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("zh25", "小雨", """今晚只给阿杰和Priya开门哦，别人敲门都不开！我就在屋里看窗户""", "accept", """
door: [阿杰, Priya]
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh26", "小雨", """走西楼梯去花园 8点50出发 然后9点半去204呆着""", "accept", """
orders:
  - {at: "20:50", go: garden, via: [west-stairs]}
  - {at: "21:30", go: "204"}
""", ""),
("zh27", "小雨", """嘿嘿 10点去204坐着，10点半回屋🏠""", "accept", """
orders:
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home}
""", ""),
("zh28", "小雨", """9点40去205找陈叔，陈叔在的话就聊天，不在的话我就去204～""", "accept", """
orders:
  - {at: "21:40", go: "205", if: {present: 老陈}, else: {go: "204"}}
""", "陈叔 is 老陈 (nickname in game.yaml)"),
# ---- 王警官 (police, no room, ordinary) ----
("zh29", "王警官", """各位好，警察这边今晚先在204从窗户盯着花园，9点去草坪巡一圈，10点回204""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", "an officer without a room starts in 204"),
("zh30", "王警官", """8点半去205找老陈问问话，9点去207找嘉欣""", "accept", """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:00", go: "207"}
""", ""),
("zh31", "王警官", """今晚我就一直在204窗户那看着吧，辛苦大家了""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh32", "王警官", """9点去花园，9点半去草坪，10点回娱乐室，从窗户看""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh33", "王警官", """10点整去201敲门，10点以后他们必须开的吧哈哈，进去就在那待着""", "accept", """
orders:
  - {at: "22:00", go: "201"}
""", ""),
("zh34", "王警官", """走东楼梯下去花园，8点20出发，8点50回204""", "accept", """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "20:50", go: "204"}
""", ""),
("zh35", "王警官", """8点去209，9点去203，10点去202，一家一家问过去""", "accept", """
orders:
  - {at: "20:00", go: "209"}
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "202"}
""", ""),
("zh36", "王警官", """9点20去花园转转，9点40回204，其他时间都在204""", "accept", """
orders:
  - {at: "21:20", go: garden}
  - {at: "21:40", go: "204"}
""", ""),
# ---- 老周 (police, terse) ----
("zh37", "老周", """8点 草坪。9点 花园。10点 204。""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204"}
""", ""),
("zh38", "老周", """204 窗户 全程""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh39", "老周", """9:30 去207""", "accept", """
orders:
  - {at: "21:30", go: "207"}
""", ""),
("zh40", "老周", """8:10 花园 9:00 回204 看窗""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "21:00", go: "204", peek: window}
""", ""),
("zh41", "老周", """22:00去203 22:30回204""", "accept", """
orders:
  - {at: "22:00", go: "203"}
  - {at: "22:30", go: "204"}
""", ""),
# ---- 胖虎 (201, voice input) ----
("zh42", "胖虎", """那个我今晚八点半去草坪然后九点半回房间从床户往外看就这样""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "床户 is a voice slip for 窗户"),
("zh43", "胖虎", """九点十分去二零三找迈克如果他一个人在就杀了他不然就回房间""", "accept", """
orders:
  - {at: "21:10", go: "203", kill: Mike, if: alone, else: {go: home}}
""", "迈克 is Mike (nickname in game.yaml)"),
("zh44", "胖虎", """今晚全程在屋里从门孔看走廊吧八点开始十点以后换成床户""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "床户 is a voice slip for 窗户"),
("zh45", "胖虎", """十点二十去二零七找佳欣要是她一个人在就干掉她不然就去草坪""", "accept", """
orders:
  - {at: "22:20", go: "207", kill: 嘉欣, if: alone, else: {go: lawn}}
""", "佳欣 is a homophone slip for 嘉欣"),
# ---- 老陈 (205, strategist) ----
("zh46", "老陈", """今晚计划：
1. 20:00-20:29 门孔观察走廊
2. 20:30 去204，窗口观察花园
3. 21:30 回205，窗户看草坪
4. 22:10 去207，嘉欣单独在就动手，否则回房
理由：10点后必须开门，她躲不掉。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:10", go: "207", kill: 嘉欣, if: alone, else: {go: home}}
""", ""),
("zh47", "老陈", """分析了一下，阿杰大概率9点后去草坪。所以：①21:00 去草坪，遇到阿杰且他身边没人就杀；②21:30 回房看猫眼。""", "accept", """
orders:
  - {at: "21:00", go: lawn, kill: 阿杰, if: alone}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh48", "老陈", """今晚保守打法，全程不出门：
20:00-21:00 窗户
21:00-22:00 门孔
22:00-23:00 窗户
10点前门对所有人关闭。""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh49", "老陈", """设一个常驻指令：21:20到22:40之间，在任何地方遇到嘉欣，且现场无第三人，立即动手。
其余安排：20:00去花园，20:50回房。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: home}
standing:
  - {kill: 嘉欣, if: alone, from: "21:20", until: "22:40"}
""", ""),
("zh50", "老陈", """路线指定（东边人多，避开）：20:40 经西楼梯去草坪。21:20 回房，这次走东楼梯。""", "accept", """
orders:
  - {at: "20:40", go: lawn, via: [west-stairs]}
  - {at: "21:20", go: home, via: [east-stairs]}
""", ""),
("zh51", "老陈", """今晚只让Mike和Priya进门（203那两位），其他人一律不开。
(1) 20:00起猫眼
(2) 21:00去203聊天
(3) 21:40回房看窗户""", "accept", """
door: [Mike, Priya]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "203"}
  - {at: "21:40", go: home, peek: window}
""", ""),
# ---- 嘉欣 (207, writes 繁體 / Cantonese) ----
("zh52", "嘉欣", """今晚我八點去花園行下，九點返房，喺窗口睇住草坪""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh53", "嘉欣", """我想九點半去204傾偈，十點半返屋企用貓眼睇走廊""", "accept", """
orders:
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh54", "嘉欣", """十點十分去201搵胖虎，佢一個人嘅話就殺咗佢，唔係就返房""", "accept", """
orders:
  - {at: "22:10", go: "201", kill: 胖虎, if: alone, else: {go: home}}
""", ""),
("zh55", "嘉欣", """成晚留喺房，八點至十點睇窗，十點之後睇貓眼～""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh56", "嘉欣", """今晚喺邊度見到Mike都殺咗佢，唔理周圍有冇人""", "accept", """
standing:
  - {kill: Mike, if: always}
""", ""),
]

REFUSALS = [
("zh57", "阿杰", """今晚9点去203，Mike要是一个人在就干掉他哈哈哈""",
 ["Mike", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿杰's targets: 小雨, 老陈)"),
("zh58", "阿杰", """8点开始从窗户看花园，看看谁在楼下晃 👀""",
 ["201", "花园", "garden", "草坪", "lawn", "朝南", "south"], "三.2 / 五.3(1): 201 faces south, its window sees the lawn, not the garden"),
("zh59", "阿杰", """9点那十分钟里我先去花园看一眼，然后马上转去草坪，两个地方都在9点这一段搞定""",
 ["一件事", "10分钟", "十分钟", "one order per", "slot", "21:00"], "五.2 每10分钟之内只能干一件事 (one order per 10-minute slot)"),
("zh60", "小雨", """我今晚11点半再出门去草坪～早了人太多""",
 ["23:30", "11点半", "20:00", "22:50", "晚上8点", "night"], "五.1 杀人时段为晚上8点－11点 (orders start 20:00-22:50)"),
("zh61", "小雨", """8点去204，然后在204从猫眼看走廊，看谁进进出出～""",
 ["204", "门孔", "猫眼", "peephole", "窗户", "window"], "五.3(3) 在204只能从窗户向外窥视; a peephole only from one's own room"),
("zh62", "小雨", """今晚我门一直锁着谁都不开，10点以后也不开！安全第一😤""",
 ["22:00", "10点", "开门", "open", "五.12"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh63", "王警官", """9点去草坪巡逻，要是看见胖虎一个人在那，直接把他干掉""",
 ["警察", "police", "杀", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh64", "老周", """九点 一楼大厅""",
 ["大厅", "一楼", "hall", "地点", "place"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh65", "胖虎", """九点去草坪如果王警官一个人在那就把他干掉""",
 ["王警官", "警察", "police"], "五.10 / 六.6 房客不能杀警察"),
("zh66", "胖虎", """九点出门站在走廊里等着看谁路过站到十点再回房间""",
 ["走廊", "corridor", "八"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh67", "老陈", """最优解：两个目标都处理掉。
1. 21:00 去207，杀嘉欣
2. 22:00 去201，杀阿杰""",
 ["一人", "一个", "只能", "one", "嘉欣", "阿杰"], "五.10 每人只能从自己的两个目标中任选一人杀死 (one kill per game)"),
("zh68", "老陈", """20:30 去207找嘉欣，在她房间从窗户观察草坪到21:00，然后回房。""",
 ["207", "自己", "own room", "窗户", "window"], "五.3(1) 待在自己房间里向外窥视: peeking only from one's own room"),
("zh69", "嘉欣", """8:25去草坪行下""",
 ["8:25", "20:25", "10", "整数倍", "multiple"], "五.4 房客的每次行动开始时间必须是10的整数倍"),
("zh70", "嘉欣", """九點企喺東樓梯度等人，睇下邊個上落""",
 ["樓梯", "楼梯", "stairs", "东楼梯", "八"], "八 / ORDERS.md: nobody may stop in the corridor or on the stairs"),
]
