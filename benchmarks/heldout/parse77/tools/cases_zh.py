# -*- coding: utf-8 -*-
"""Chinese cases of the parse77 held-out set.
CASES: (id, sender, message, "accept", order-file body without `who`, note)
REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule)"""

CASES = [
# ---- 阿杰 (201): terse, a few words
("zh01", "阿杰", "8点窗户 9点草坪 10点回屋猫眼", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh02", "阿杰", "今晚不出门。全程猫眼。10点前谁敲都不开", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed only binds before 22:00, which is what he said"),
("zh03", "阿杰", "碰到思远就做掉，不管旁边有没有人", "accept", """
standing:
  - {kill: 陈思远, if: always}
""", "standing order all night"),
("zh04", "阿杰", "9:30 去202 他一个人就动手 不然回来", "accept", """
orders:
  - at: "21:30"
    go: "202"
    kill: 陈思远
    if: alone
    else: {go: home}
""", "202 is 陈思远's room alone; 他 = 陈思远, a target"),
("zh05", "阿杰", "8:40 娱乐室 待到底", "accept", """
orders:
  - {at: "20:40", go: "204"}
""", ""),
("zh06", "阿杰", "十点二十 205 杀Nigel 没人开门就去草坪", "accept", """
orders:
  - at: "22:20"
    go: "205"
    kill: Nigel
    else: {go: lawn}
""", "Nigel lives alone in 205; not there = nobody opens"),
# ---- 小马 (police): terse
("zh07", "小马", "9点花园，10点回娱乐室看窗外", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh08", "小马", "全程204 窗户", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "police without room start in 204"),
# ---- 李大嘴 (201): talkative, story around the orders
("zh09", "李大嘴", """哎呀今天白天跟老周在楼下聊了一下午，他那个人啊神神叨叨的，说晚上睡不着要到处转转，我看他就是心里有鬼😂 算了不说他了。我今晚这样：先在屋里从窗户看看草坪，看到八点半吧，然后去204坐坐跟大家唠唠嗑，九点二十下楼去花园溜达溜达消消食，十点回屋，回来以后就趴猫眼上盯着走廊，一直盯到睡觉。就这些啦，辛苦主持人～""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh10", "李大嘴", """主持人晚上好呀！跟你说个秘密哈，今晚我要对老周下手了，谁让他天天在我面前晃悠。我想的是十点半去203敲门，十点以后他得开门嘛对吧～要是屋里就他一个人我就动手；要是嘉欣也在，那就算了算了，我就回自己屋待着，别让人起疑。之前的时间我就在屋里待着，啥也不干。""", "accept", """
orders:
  - at: "22:30"
    go: "203"
    kill: 老周
    if: alone
    else: {go: home}
""", "before 22:30 stays home not peeking (the default)"),
("zh11", "李大嘴", """今晚我可不想到处乱跑了，昨天爬楼梯爬得腿都酸了哈哈。就在屋里待着吧，门对谁都开着，谁来聊天都欢迎。不过有一件事啊：今晚不管在哪儿，只要碰见Priya单独一个人，就把她干掉。嘘，别说出去～""", "accept", """
door: open
standing:
  - {kill: Priya, if: alone}
""", ""),
("zh12", "李大嘴", """八点十分我去207找Priya聊天（真的是聊天啦，不是你想的那样😜），她上次说要给我看她家乡的照片，我估计能聊挺久的，聊到九点吧，然后回自己屋，从窗户看草坪看到结束。""", "accept", """
orders:
  - {at: "20:10", go: "207"}
  - {at: "21:00", go: home, peek: window}
""", ""),
("zh13", "李大嘴", """唉今晚肚子不太舒服，中午那个火锅太辣了……哪儿也不去了，就在屋里。八点到九点我从猫眼往外看，九点以后换窗户看草坪，十点以后就不看了，躺床上休息。主持人记一下哈～""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "22:00 order with only `at` stops the peeking"),
("zh14", "李大嘴", """我跟你讲，西边那个楼梯晚上黑乎乎的，我上次差点摔了，所以今晚我要走东边楼梯！九点四十从屋里出发去草坪，走东楼梯下去，在草坪上看看星星，十点半回屋睡觉。对了回去怎么走都行，你看着办。""", "accept", """
orders:
  - {at: "21:40", go: lawn, via: east-stairs}
  - {at: "22:30", go: home}
""", "way back: shortest (unspecified)"),
("zh15", "李大嘴", """说真的我现在谁都不信了，今晚十点以前只给JunHao和小马警官开门，别人敲门一概不理。我就坐在屋里从窗户看外头的草坪，看一整晚，看看谁鬼鬼祟祟的。""", "accept", """
door: [JunHao, 小马]
orders:
  - {at: "20:00", peek: window}
""", "roommate 阿杰 enters freely anyway"),
# ---- 陈思远 (202): strategist, numbered, reasons, contingencies
("zh16", "陈思远", """今晚计划如下（理由：202朝北，先看花园掌握动向，再看走廊）：
1. 20:00-20:29 窗户看花园；
2. 20:30-20:49 门孔；
3. 20:50 去204，从204窗户继续看花园，到21:30；
4. 21:30 回房，窗户看到结束。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:50", go: "204", peek: window}
  - {at: "21:30", go: home, peek: window}
""", ""),
("zh17", "陈思远", """分析：十点以后房客必须开门，所以我选22:10行动。
方案：22:10 去201，若阿杰单独一人，杀之；
若李大嘴也在（不是一个人），改去204待着；
22:40 无论如何回房。
此前全部时间在房内，不窥视。""", "accept", """
orders:
  - at: "22:10"
    go: "201"
    kill: 阿杰
    if: alone
    else: {go: "204"}
  - {at: "22:40", go: home}
""", ""),
("zh18", "陈思远", """两点：
一、21:00—22:00 之间，任何地点遇到JunHao独自一人即杀；
二、其余时间待在房内，从窗户观察花园。""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: JunHao, if: alone, from: "21:00", until: "22:00"}
""", ""),
("zh19", "陈思远", """说明一下以免误会：今晚我不动手，观望为主。
- 门对所有人开放（想让别人来找我，顺便套话）；
- 全程门孔，记录走廊经过的人。
理由：昨天的时间表里有人说谎，今晚先收集信息。""", "accept", """
door: open
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh20", "陈思远", """方案B（A方案作废，以此为准）：
① 21:10 下楼去花园，走西楼梯；
② 21:40 去草坪；
③ 22:10 回房，从窗户看花园至结束。
其余时间在房间不窥视。""", "accept", """
orders:
  - {at: "21:10", go: garden, via: west-stairs}
  - {at: "21:40", go: lawn}
  - {at: "22:10", go: home, peek: window}
""", "only plan B is given"),
# ---- 老周 (203): voice dictation, no punctuation, homophone slips
("zh21", "老周", "八点钟我先从窗户往外看看九点钟我去娱乐是坐一会儿十点钟回来从门孔看", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "娱乐是 = 娱乐室 (voice slip)"),
("zh22", "老周", "那个今天晚上九点半我去二零一找李大嘴如果他一个人在我就把他杀了要是不是一个人我就去草屏", "accept", """
orders:
  - at: "21:30"
    go: "201"
    kill: 李大嘴
    if: alone
    else: {go: lawn}
""", "草屏 = 草坪 (voice slip)"),
("zh23", "老周", "我今晚就在房间里面待着哪也不去从窗护看一晚上就这样", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "窗护 = 窗户"),
("zh24", "老周", "八点二十去花园九点去草坪十点二十回自己房间然后一直从猫眼看到结束", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:20", go: home, peek: peephole}
""", ""),
("zh25", "老周", "嗯今天晚上十点到十一点之间只要看到陈嘉心是一个人就把她杀了其他时间我在房间里不出去", "accept", """
standing:
  - {kill: 陳嘉欣, if: alone, from: "22:00", until: "23:00"}
""", "陈嘉心 = 陳嘉欣 (voice slip), his roommate and target"),
("zh26", "老周", "八点半去二零七找那个印度姑娘聊天聊到九点半然后回来自己房间", "accept", """
orders:
  - {at: "20:30", go: "207"}
  - {at: "21:30", go: home}
""", "207 named explicitly (Priya's room)"),
("zh27", "老周", "十点之前从窗户看草坪十点以后换门孔看走廊还有门十点以前只给小马开", "accept", """
door: [小马]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
# ---- 陳嘉欣 (203): Cantonese / 繁體
("zh28", "陳嘉欣", "八點到八點五十喺房望下窗，八點五十過去204同大家傾偈，傾到十點先返房，返到就睇門孔睇到瞓覺", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "瞓覺 = sleep (end of night)"),
("zh29", "陳嘉欣", "今晚喺邊度見到Nigel得佢一個就搞掂佢，成晚都得。其他時間我留喺房，唔出去。", "accept", """
standing:
  - {kill: Nigel, if: alone}
""", ""),
("zh30", "陳嘉欣", "九點半落去花園行下，十點去草地吹下風，之後就喺度，唔返啦", "accept", """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: lawn}
""", "草地 = 草坪 (the lawn)"),
("zh31", "陳嘉欣", "十點半上202搵思遠，佢一個人嘅話就殺咗佢，唔係就返屋企。之前乜都唔做。", "accept", """
orders:
  - at: "22:30"
    go: "202"
    kill: 陈思远
    if: alone
    else: {go: home}
""", "返屋企 = go home"),
("zh32", "陳嘉欣", "十點前除咗Priya，邊個拍門都唔好開。我成晚睇住門孔。", "accept", """
door: [Priya]
orders:
  - {at: "20:00", peek: peephole}
""", ""),
# ---- 黄督察 (police): formal 繁體
("zh33", "黄督察", "本官今晚八時正於二零四窗口監視花園，九時三十分巡視草坪，十時十分返回二零四候命。", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "候命: waits, not peeking"),
("zh34", "黄督察", "九時正前往209號房探訪JunHao先生，十時正轉往花園巡查至完結。", "accept", """
orders:
  - {at: "21:00", go: "209"}
  - {at: "22:00", go: garden}
""", ""),
]

REFUSALS = [
("zh35", "阿杰", "10点 回屋 杀大嘴", ["李大嘴", "大嘴", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (李大嘴 is not 阿杰's target)"),
("zh36", "小马", "9点草坪 碰到JunHao一个人直接干掉", ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh37", "李大嘴", """今晚好无聊啊，我想八点半下到一楼大厅去，找前台要杯热茶喝，在大厅坐到九点半再上来，然后回屋看窗户。主持人你说大厅晚上有人吗？""", ["大厅", "一楼", "hall", "ground floor"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh38", "老周", "今天晚上我十点在房间待着十一点半去草坪散散步", ["23:30", "十一点半", "11点半", "时间", "20:00", "23:00"], "五.1 杀人时段为晚上8点-11点; ADJUDICATION 2: orders 20:00-22:50"),
("zh39", "陈思远", """计划：
1. 20:00 门孔；
2. 20:25 出门去204（错开整点，避免撞人）；
3. 21:30 回房窗户。""", ["20:25", "8:25", "整数倍", "整十", "10 minutes", "10分钟"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh40", "陳嘉欣", "九點出去企喺走廊度，睇下邊個行過，企到九點半先返房", ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh41", "黄督察", "本官八時正前往二零二號房，於該房窗口監視花園至九時。", ["202", "窗", "window", "自己", "own room"], "五.3(1) 只能待在自己房间里向外窥视 (a police officer has no room; only 204's window)"),
("zh42", "陈思远", """今晚两个目标一起解决：
1. 22:00 去201杀阿杰；
2. 22:30 去209杀JunHao。
理由：一晚清场，减少被指证的窗口。""", ["一人", "一个", "两个", "only one", "both", "任选"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
]
