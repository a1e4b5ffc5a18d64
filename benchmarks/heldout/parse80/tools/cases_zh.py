# -*- coding: utf-8 -*-
"""Chinese cases of the parse80 set: CASES (accepted) and REFUSALS.
CASES:    (id, sender, message, "accept", expected order file body (without who), note)
REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)"""

CASES = [
# ---- 阿飞 (201): ordinary WeChat player, 口语, emoji
("zh01", "阿飞", """晚上好啊各位😂 我今晚就简单点哈
8点先在房间从窗户往外看
8点半去204坐坐聊聊天
9点半回房间看猫眼，然后就一直这样到结束吧
睡了睡了""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", None),

("zh02", "阿飞", """今晚搞事情🔪
开始先在自己屋待着猫眼看着
9:20去202找糖糖，她要是一个人在屋里就干掉
不是一个人就算了，直接回来接着看猫眼
9:40回屋继续猫眼""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:20"
    go: "202"
    kill: 糖糖
    if: alone
    else: {go: home, peek: peephole}
  - at: "21:40"
    go: home
    peek: peephole
""", None),

("zh03", "阿飞", """老规矩哈，今晚不管在哪碰到Kev一个人，直接弄死他😎
行程：8点到9点在花园溜达，9点去草坪，10点回房看窗户""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
standing:
  - kill: Kev
    if: alone
""", None),

("zh04", "阿飞", """今晚门关好，谁敲都不开（10点以前啊，10点以后规矩我懂😂）
我一整晚都在屋里，8点到9点看窗户，9点到10点看猫眼，10点以后不看了躺平""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
""", "22:00 stops peeking (an order with only `at`)"),

("zh05", "阿飞", """今天上班累死了，晚上随便走走
8点50从东楼梯下去草坪，在那待到9点半，然后去204，之后就不动了
之前就在屋里发呆，不看窗不看猫眼""", "accept", """
orders:
  - at: "20:50"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: "204"
""", None),

("zh06", "阿飞", """9点去203，Kev在屋里就把他做掉，小鹿在不在无所谓
Kev不在的话我就去花园转转
10点回屋""", "accept", """
orders:
  - at: "21:00"
    go: "203"
    kill: Kev
    if: always
    else: {go: garden}
  - at: "22:00"
    go: home
""", "kill without a condition on others present; else when Kev is not there (or the door stays shut)"),

("zh07", "阿飞", """今晚不出门了 全程看窗户 晚安🌙""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

("zh08", "阿飞", """哈哈 10点20去205找阿晴玩，10点以后她必须开门嘿嘿，待到10点50就回来""", "accept", """
orders:
  - at: "22:20"
    go: "205"
  - at: "22:50"
    go: home
""", None),

("zh09", "阿飞", """8点去204 窗户看花园，9点10去花圆 9点40回房 就这些👌""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
""", "花圆 is a typo for 花园"),

# ---- 糖糖 (202, north): ordinary QQ player, 哈哈, emoji
("zh11", "糖糖", """哈哈哈今晚我要当宅女～
8点到9点半从窗户看花园，9点半以后换猫眼，一直到11点😆""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", None),

("zh12", "糖糖", """来了来了！8点半去207找Priya聊天，聊到9点20回来，然后窗户看着花园嘻嘻""", "accept", """
orders:
  - at: "20:30"
    go: "207"
  - at: "21:20"
    go: home
    peek: window
""", None),

("zh13", "糖糖", """今晚9点到10点之间，在哪儿碰到阿飞都直接动手，旁边有人也不管了哈哈哈🔪
我8点去花园，9点去204，10点回屋""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
standing:
  - kill: 阿飞
    if: always
    from: "21:00"
    until: "22:00"
""", None),

("zh14", "糖糖", """今晚我门只给Priya和胖虎开，别人敲门一律不开～
我就在屋里待着，从猫眼往外看👀""", "accept", """
door: [Priya, 胖虎]
orders:
  - at: "20:00"
    peek: peephole
""", None),

("zh15", "糖糖", """今晚冲了！9点50去草坪，看到Priya一个人在就动手，否则回屋看窗户
搞定了的话10点10回屋看窗户
（感觉她今天说过要去草坪吹风哈哈）""", "accept", """
orders:
  - at: "21:50"
    go: lawn
    kill: Priya
    if: alone
    else: {go: home, peek: window}
  - at: "22:10"
    go: home
    peek: window
""", None),

("zh16", "糖糖", """8点10走西楼梯去花园散步～ 8点40去204从窗户看花园 9点半回屋 好困哈哈""", "accept", """
orders:
  - at: "20:10"
    go: garden
    via: [west-stairs]
  - at: "20:40"
    go: "204"
    peek: window
  - at: "21:30"
    go: home
""", None),

("zh17", "糖糖", """9点去205找阿晴，她不开门的话我就去204待着😂 10点回家""", "accept", """
orders:
  - at: "21:00"
    go: "205"
    else: {go: "204"}
  - at: "22:00"
    go: home
""", None),

("zh18", "糖糖", """10点10去207，Priya在的话就杀了她，不管有没有别人（10点以后她必须开门嘿嘿）
杀完10点半回屋""", "accept", """
orders:
  - at: "22:10"
    go: "207"
    kill: Priya
    if: always
  - at: "22:30"
    go: home
""", None),

# ---- 胖虎 (police, no room): ordinary player
("zh20", "胖虎", """警察胖虎报道👮 今晚我就在204蹲着从窗户看花园，9点去花园巡一圈，9点半回204接着看窗户""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: "204"
    peek: window
""", None),

("zh21", "胖虎", """今晚去草坪蹲点 8点20出发 一直待到10点 然后去202找糖糖唠嗑""", "accept", """
orders:
  - at: "20:20"
    go: lawn
  - at: "22:00"
    go: "202"
""", None),

("zh22", "胖虎", """9点去209找老周问问话，他不开门就去207找Priya，也不开就回204""", "accept", """
orders:
  - at: "21:00"
    go: "209"
    else:
      go: "207"
      else: {go: "204"}
""", None),

("zh23", "胖虎", """今晚不出动了，就204窗户看一晚上，有事@我""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

# ---- 大熊 (201): terse
("zh25", "大熊", """8点 窗户。9点 猫眼。10点 204。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
    go: "204"
""", None),

("zh26", "大熊", """9:30 去203 小鹿单独就杀 不然回屋
10点回""", "accept", """
orders:
  - at: "21:30"
    go: "203"
    kill: 小鹿
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
""", None),

("zh27", "大熊", """全晚 见老周单独就杀。8:00草坪 10:00回""", "accept", """
orders:
  - at: "20:00"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: 老周
    if: alone
""", None),

# ---- 老周 (209): talkative, tells a story around the orders
("zh29", "老周", """哎呀今天真是的，下午去菜市场买了条鱼，回来发现钥匙落在摊上了，又跑回去一趟，腿都走断了。
所以晚上我也不想跑远了。这么安排吧：8点开始我先在屋里从窗户看看草坪，看看月亮也好；
8点40我从东楼梯下去花园抽根烟，你们别跟我老婆说哈；9点10回屋；
9点半去204，找人打打牌，一直待到结束。就这样，辛苦GM了！""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: garden
    via: [east-stairs]
  - at: "21:10"
    go: home
  - at: "21:30"
    go: "204"
""", None),

("zh30", "老周", """跟你说个事，昨天梦见自己在草坪上被人推下去了，吓醒了，所以今晚我打死不去草坪😂
前面两个小时我就在自己屋里待着，啥也不看，养精蓄锐。
10点整，我去207敲Priya的门，10点以后她得开门对吧。屋里就她一个人的话，我就下手；
要是有别人在，我就当串门聊天，10点半回屋。""", "accept", """
orders:
  - at: "22:00"
    go: "207"
    kill: Priya
    if: alone
  - at: "22:30"
    go: home
""", "no else: if others are there he stays and chats (the kill stays armed while the order runs)"),

("zh31", "老周", """唉今天群里吵成那样，我觉得有人在演戏。我今晚就守着猫眼，从头到尾盯着东楼梯那边，看谁上上下下。
不过9点到9点半我得去202看看糖糖，她说有事找我，聊完9点半回来继续猫眼。
其他时间都在猫眼后面，别打扰我哈哈。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "202"
  - at: "21:30"
    go: home
    peek: peephole
""", None),

# ---- 小鹿 (203): dictates by voice, no punctuation, homophone slips
("zh33", "小鹿", """晚上号八点钟我在房间从窗户往外看看到九点然后九点去二零四聊天十点回房间从猫眼看""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", "晚上号 = 晚上好 (voice input)"),

("zh34", "小鹿", """那个我今晚九点四十去二零五找阿青如果她一个人在就把她杀了不是一个人的话我就去草坪就这样谢谢""", "accept", """
orders:
  - at: "21:40"
    go: "205"
    kill: 阿晴
    if: alone
    else: {go: lawn}
""", "阿青 is a voice-input slip for 阿晴 (the tenant of 205, 小鹿's target)"),

("zh35", "小鹿", """八点半去花园然后九点去草评待到十点半十点半回房间""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:30"
    go: home
""", "草评 = 草坪 (voice input)"),

# ---- 阿晴 (205): 繁體 / Cantonese
("zh37", "阿晴", """今晚我喺房度由窗口睇住草坪先，九點鐘去204傾偈，十點返房用門孔睇走廊～""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", None),

("zh38", "阿晴", """十點半我去203搵Kev，佢一個人喺度就做低佢，唔係就返去自己房。之前就喺房度唔使睇。""", "accept", """
orders:
  - at: "22:30"
    go: "203"
    kill: Kev
    if: alone
    else: {go: home}
""", "做低 = kill (Cantonese)"),

# ---- 老陈 (police, no room): strategist, numbers and explains
("zh40", "老陈", """今晚部署：
1）20:00-20:50 在204窗口盯花园，开场大家都要下楼，花园是必经之路；
2）20:50 去草坪，理由：南边断崖是高发地；
3）21:40 回204；
4）22:20 去203敲门走访，10点以后房客必须开门。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    go: lawn
  - at: "21:40"
    go: "204"
  - at: "22:20"
    go: "203"
""", "police without a room: 204 is where he starts; the window until 20:50"),

("zh41", "老陈", """思路：前半夜大家都在试探，后半夜才会动手。所以：
①8点-9点不动，在204待着，不看窗；
②9点起去花园蹲守到10点；
③10点走东边墙根小路去草坪，一直守到结束。""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
    via: [east-path]
""", None),
]

REFUSALS = [
("zh10", "阿飞", """大熊今晚别怪我😈 10点我回屋，大熊要是一个人在屋里我就把他解决了""",
 ["大熊", "目标", "target"], "五.10: only one of one's own two targets (阿飞's: 糖糖, Kev); 不可滥杀无辜"),

("zh19", "糖糖", """今晚早点开始哈哈 7点半就去花园等着，8点回屋看窗户""",
 ["7点半", "19:30", "7:30", "20:00", "8点", "时段", "night"], "五.1 / ADJUDICATION 2: orders start 20:00-22:50"),

("zh24", "胖虎", """8点去草坪待着，今晚要是在草坪撞见有人行凶，我直接把凶手击毙🔫""",
 ["警察", "不能杀", "police", "cannot kill"], "五.13 / ADJUDICATION 5: police cannot kill"),

("zh28", "大熊", """9点 走廊站着 看谁进出""",
 ["走廊", "corridor"], "八: nobody stands in the corridor (never a destination)"),

("zh32", "老周", """我跟你们说，我今晚算得可精了。从209走到草坪要4分钟，我8点45出发，8点49到，正好赶在大家前面。
到了就在草坪待着吹吹风，一直到结束，反正我也不怕冷。""",
 ["8点45", "8:45", "20:45", "10分钟", "整十", "multiple of 10"], "五.4: every action starts on a multiple of 10 minutes"),

("zh36", "小鹿", """我八点在房间里从窗户看花园看到九点然后去二零四""",
 ["窗", "花园", "草坪", "朝南", "south", "garden", "lawn"], "三.2: 203 faces south; its window sees the lawn, not the garden"),

("zh39", "阿晴", """八點去204，喺度用門孔睇住走廊，睇到十點""",
 ["門孔", "门孔", "猫眼", "peephole", "204"], "五.3(3) / ORDERS peek: only the window from 204; a peephole only from one's own room"),

("zh42", "老陈", """第一步：8点去一楼大厅守着大门，进出会馆必经之处；
第二步：9点去花园；
第三步：10点回204。""",
 ["大厅", "一楼", "hall"], "三.2: the ground-floor hall does not appear in the game (not a place)"),
]
