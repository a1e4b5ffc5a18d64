# Chinese cases of the parse60 held-out set (WeChat / QQ group players).
# CASES:    (id, sender, message, "accept", expected order file body without `who:`, note)
# REFUSALS: (id, sender, message, reason keywords (any one, zh or en), rule broken)
# Cast (game/game.yaml): 老周 201 [晓雯, Ravi]; Ravi 201 [老周, Kate]; 晓雯 202 [大刘, Tyler];
# 大刘 203 [小美, Kate]; Jun 203 [老周, 小美]; 小美 205 [Jun, 大刘]; Kate 207 [晓雯, Jun];
# Tyler 209 [大刘, Ravi]; police 王警官, 李队, Sam (no room: they start in 204).

CASES = [
# ---------------------------------------------------------------- 老周 (201, south)
("zh01", "老周", """主持人晚上好～今晚我的安排：
第一时段 8:00-8:19 窗户往外看，8:20-8:29 门孔看走廊，8:30去204聊天一直待着
第二时段 9:10去草坪玩到9:39，9:40回房间门孔看
第三时段 就在房间窗户看到结束
谢谢老板👍""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "seed 五.5 style, a whole night by periods"),

("zh02", "老周", """DM 我今晚这样：整晚不管在哪碰到晓雯，只要她是一个人就杀了她。
行动：8点去花园逛逛，8点40去草坪，9点半回房从窗户看草坪，之后就不动了""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home, peek: window}
standing:
  - {kill: 晓雯, if: alone}
""", "standing kill all night (seed 五.7) plus a plan"),

("zh03", "老周", """8点半从西楼梯下去花园，9点去草坪，9点40走东楼梯绕回来回房间，回房后猫眼看着""", "accept", """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, via: [east-stairs], peek: peephole}
""", "routes named by stairs"),

("zh04", "老周", """主持人 我10点回房间 之前一直在204呆着""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:00", go: home}
""", "short, 'before that' = from 20:00"),

("zh06", "老周", """10点整去202，晓雯一个人在屋里就直接动手，要是她不在或者屋里还有别人，我就去草坪吹风😂""", "accept", """
orders:
  - at: "22:00"
    go: "202"
    kill: 晓雯
    if: alone
    else: {go: lawn}
""", "conditional kill at a room with an alternative"),

("zh07", "老周", """我房间猫眼能看到西楼梯吧？那我8点到9点猫眼盯着楼梯，9点以后改成窗户看草坪。整晚不出门""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "201's peephole sees the west stairs (五.3(1))"),

("zh08", "老周", """Ravi跟我一个屋哈哈。今晚我哪都不去，就在房里从门孔往外看，Ravi要是回来了，屋里就我们俩的话就动手""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Ravi, if: alone}
""", "roommate kill as a standing order (he never leaves his room)"),

("zh09", "老周", """9点去209找Tyler聊会，他不开门我就回房猫眼看。10点不管怎样都回自己房间""", "accept", """
orders:
  - at: "21:00"
    go: "209"
    else: {go: home, peek: peephole}
  - {at: "22:00", go: home}
""", "refused door alternative"),

("zh10", "老周", """今天加班刚到家累死😩 简单点：8点半去204，9点回放门孔""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "typo 回放 for 回房"),

("zh12", "老周", """8点三刻之前要是遇到Ravi单独一个人就杀了他。8点去草坪，8点半去花园，9点回房""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home}
standing:
  - {kill: Ravi, if: alone, until: "20:45"}
""", "standing window ends at 8点三刻 (any whole minute)"),

("zh13", "老周", """第一时段窗户和门孔轮流看，10分钟一换，先看窗户。9点去204，10点半回房睡觉""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", "alternating window/peephole every 10 minutes (五.3(1))"),

# ---------------------------------------------------------------- 晓雯 (202, north)
("zh14", "晓雯", """DM我今晚不出门了，整晚在房间从窗户看花园哈""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "202 faces north: its window sees the garden"),

("zh15", "晓雯", """主持人，10点之前谁敲门我都不开哈。
8点-9点从窗户看花园，9点开始换门孔一直看到结束""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door closed before 22:00"),

("zh17", "晓雯", """10点40去203，大刘一个人的话就杀了他，不然就回房。之前一直在房间待着""", "accept", """
orders:
  - at: "22:40"
    go: "203"
    kill: 大刘
    if: alone
    else: {go: home}
""", "kill if alone, else home"),

("zh18", "晓雯", """9点半去草平，10点回来从窗户看""", "accept", """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "typo 草平 for 草坪"),

("zh19", "晓雯", """8点去花圆走走，8点半回房，9点到10点从门孔看，10点后就睡觉了""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: home}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "typo 花圆; 睡觉 from 22:00 = stay, stop peeking"),

("zh20", "晓雯", """主持人～整晚碰到Tyler，不管旁边有没有人都干掉他😈
行程：8点去204，9点去花园，10点回屋""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Tyler, if: always}
""", "standing kill regardless of witnesses (seed 五.7 无论周围有没有人)"),

("zh21", "晓雯", """10点半去209，Tyler一个人就杀掉，否则去204""", "accept", """
orders:
  - at: "22:30"
    go: "209"
    kill: Tyler
    if: alone
    else: {go: "204"}
""", "terse conditional kill"),

("zh23", "晓雯", """9点走东楼梯去草坪，10点从西楼梯回房间""", "accept", """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, via: [west-stairs]}
""", "routes"),

("zh24", "晓雯", """今晚不动 在房间睡觉 晚安各位🌙""", "accept", """
""", "no orders: stays home, not peeking (who only)"),

("zh25", "晓雯", """今晚只给小美开门，别人敲都不开。8点40去205找小美聊天，9点20回来""", "accept", """
door: [小美]
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: home}
""", "door list of one"),

("zh26", "晓雯", """9点去204坐坐，10点回房窗户看。哦对了 8点到9点先门孔看走廊""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "afterthought out of time order"),

# ---------------------------------------------------------------- 大刘 (203, south, with Jun)
("zh28", "大刘", """老板，10点20去205，小美要是一个人就直接做掉，不是一个人就回房接着猫眼看。其他时间都在房里猫眼看着""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - at: "22:20"
    go: "205"
    kill: 小美
    if: alone
    else: {go: home, peek: peephole}
""", "做掉 = kill; else with a peek"),

("zh29", "大刘", """今晚只给小美开门，其他人敲门不开（10点前）。8点半去204，9点回来窗户看""", "accept", """
door: [小美]
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", "door list naming his own target"),

("zh30", "大刘", """9点到10点之间，在哪碰到Kate都动手，有没有人无所谓。
其余的：8点在房间看窗户，9点去草坪晃晃，9点半去花园，10点回房""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Kate, if: always, from: "21:00", until: "22:00"}
""", "standing kill within a window"),

("zh32", "大刘", """哈哈今天状态不错，主持人我来了
第一时段：房间里待着，8:30开始猫眼
第二时段：9:00去204聊天，9:40去花园
第三时段：10:10回房间，窗户看到结束""", "accept", """
orders:
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: garden}
  - {at: "22:10", go: home, peek: window}
""", "periods"),

("zh33", "大刘", """一晚上都在屋里从窗户看草坪，不出门""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "one-liner"),

("zh34", "大刘", """8点40去202找晓雯聊天，9点20回来""", "accept", """
orders:
  - {at: "20:40", go: "202"}
  - {at: "21:20", go: home}
""", "visit and back"),

("zh35", "大刘", """9点以后只要李队不在场，碰到小美就杀了她。
8点去204，9点去草坪，10点回屋""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 小美, if: {absent: 李队}, from: "21:00"}
""", "standing kill conditioned on an officer's absence"),

("zh36", "大刘", """10点去207，Kate一个人就杀，不然回房间""", "accept", """
orders:
  - at: "22:00"
    go: "207"
    kill: Kate
    if: alone
    else: {go: home}
""", "terse conditional kill"),

("zh37", "大刘", """第一时段8:00-8:29窗户看，8:30去花园。第二时段9:00去草坪，9:30去204。第三时段10:00回房猫眼，10:30去205找小美，她单独在的话杀了她""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
  - {at: "22:30", go: "205", kill: 小美, if: alone}
""", "whole night on one line; kill without alternative stays armed"),

("zh39", "大刘", """9点去草坪，不对，9点10分去草坪，待到10点回房""", "accept", """
orders:
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home}
""", "self-correction: 9:10 replaces 9:00"),

("zh40", "大刘", """9点40去草坪，要是小美一个人在草坪就杀了她，没有就回房从窗户看""", "accept", """
orders:
  - at: "21:40"
    go: lawn
    kill: 小美
    if: alone
    else: {go: home, peek: window}
""", "kill on the lawn, else home peeking"),

# ---------------------------------------------------------------- 小美 (205, south)
("zh41", "小美", """9点去花园，9点半去草坪，10点回房。""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "small night"),

("zh42", "小美", """9点20去203找大刘玩，要是没人开门就去204""", "accept", """
orders:
  - at: "21:20"
    go: "203"
    else: {go: "204"}
""", "refused door alternative"),

("zh44", "小美", """10点去草坪，只要王警官不在，碰到Jun就杀了他""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: Jun, if: {absent: 王警官}}
""", "kill conditioned on an officer's absence"),

("zh45", "小美", """9点一刻到10点半之间，哪里遇到大刘一个人都杀。9点10分去草坪，10点半回房看窗户""", "accept", """
orders:
  - {at: "21:10", go: lawn}
  - {at: "22:30", go: home, peek: window}
standing:
  - {kill: 大刘, if: alone, from: "21:15", until: "22:30"}
""", "standing window from 9点一刻 (any whole minute)"),

("zh46", "小美", """今晚只让晓雯和李队进我房间，别人敲门都不开。8点开始猫眼看走廊，9点换窗户""", "accept", """
door: [晓雯, 李队]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "door list with an officer"),

("zh48", "小美", """8点花园 8:40草坪 9点回房猫眼 10点以后窗户""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "telegraphic"),

("zh49", "小美", """10点去207，要是Kate在我就跟她聊，不在就去草坪""", "accept", """
orders:
  - at: "22:00"
    go: "207"
    if: {present: Kate}
    else: {go: lawn}
""", "visit conditioned on presence"),

("zh50", "小美", """10点前不给人开门（10点后没办法只能开哈）。整晚窗户看""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "door closed, knowing 五.12"),

("zh51", "小美", """老板我9点40去204，10点20回来，别的时间就在屋里""", "accept", """
orders:
  - {at: "21:40", go: "204"}
  - {at: "22:20", go: home}
""", "small"),

("zh53", "小美", """8点到8点半窗户，8点半到9点门孔，9点去204，10点回房窗户""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "ranges"),

("zh54", "小美", """嘿嘿今晚搞事情😏 十点半去203，Jun一个人在就杀了他，否则回自己屋""", "accept", """
orders:
  - at: "22:30"
    go: "203"
    kill: Jun
    if: alone
    else: {go: home}
""", "Chinese numerals for the time"),

# ---------------------------------------------------------------- 王警官 (police, no room: 204)
("zh55", "王警官", """我是王警官，今晚就在204待着从窗户看花园，一整晚""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "officer peeking from 204's window"),

("zh56", "王警官", """主持人，警察这边行动：8点去花园，8点半去草坪，9点回204窗户看，10点去201找老周聊天，10点半去205找小美""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: "201"}
  - {at: "22:30", go: "205"}
""", "officer's whole night"),

("zh57", "王警官", """9点去205找小美问话，她不开门就去207""", "accept", """
orders:
  - at: "21:00"
    go: "205"
    else: {go: "207"}
""", "refused door alternative"),

("zh59", "王警官", """9点去203，如果大刘在就聊聊，不在就去草坪""", "accept", """
orders:
  - at: "21:00"
    go: "203"
    if: {present: 大刘}
    else: {go: lawn}
""", "presence condition"),

("zh60", "王警官", """巡逻一下：8点从204出发去草坪，8点20去花园，8点40回204窗户看，九点半去202找晓雯聊，十点回204""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:20", go: garden}
  - {at: "20:40", go: "204", peek: window}
  - {at: "21:30", go: "202"}
  - {at: "22:00", go: "204"}
""", "mixed numerals"),

("zh62", "王警官", """在吗老板，我今晚9点半去草坪，10点去花园，就这样""", "accept", """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: garden}
""", "small"),

# ---------------------------------------------------------------- 李队 (police, no room: 204)
("zh63", "李队", """李队报道！8点半去草坪看看，9点去花园，9点半回204。10点去203跟大刘聊聊""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: "203"}
""", "officer's night"),

("zh64", "李队", """今晚在204坐着，啥也不干哈哈""", "accept", """
""", "officer sends orders and stays in 204 (who only)"),

("zh65", "李队", """8点走东楼梯下去花园，8点半到草坪，9点走西楼梯回204""", "accept", """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", via: [west-stairs]}
""", "routes"),

("zh67", "李队", """10点去205，小美不开门就去207找Kate，也不开就回204""", "accept", """
orders:
  - at: "22:00"
    go: "205"
    else:
      go: "207"
      else: {go: "204"}
""", "nested alternative"),

("zh68", "李队", """主持人：10点去209找Tyler，10点半回204从窗户看""", "accept", """
orders:
  - {at: "22:00", go: "209"}
  - {at: "22:30", go: "204", peek: window}
""", "small"),

("zh70", "李队", """晚上九点去草坪，如果老周在就待着，老周不在就回204""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    if: {present: 老周}
    else: {go: "204"}
""", "presence condition on the lawn"),
]

REFUSALS = [
("zh05", "老周", """10点去203把大刘杀了，不管有没有人""",
 ["大刘", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (老周's targets: 晓雯, Ravi)"),
("zh11", "老周", """主持人 我7点50先去花园，8点半回房窗户看""",
 ["19:50", "7点50", "7:50", "20:00", "8点", "8:00"], "五.1 杀人时段是晚上8点-11点 (an order before 20:00)"),
("zh16", "晓雯", """警察太烦了，今晚碰到王警官就杀了他。8点去204，9点回房""",
 ["警察", "police", "王警官"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("zh22", "大刘", """今晚小美和Kate两个都干掉，先10点去205杀小美，10点半再去207杀Kate""",
 ["一个", "一人", "任选", "只能", "one", "only one"], "五.10 每人只能从自己的两个目标中任选一人杀死 (both targets)"),
("zh27", "晓雯", """9点去205，在小美房间从窗户往草坪看，10点回来""",
 ["自己", "own room", "205", "窗户", "window"], "五.3(1) 待在自己房间里向外窥视 (peeking only from one's own room, or the window of 204)"),
("zh31", "大刘", """9点15去204，10点回房""",
 ["9点15", "9:15", "21:15", "整数倍", "10分钟", "multiple", "10 minutes"], "五.4 房客的每次行动开始时间必须是10的整数倍"),
("zh38", "王警官", """我在204用门孔盯着走廊，一晚上""",
 ["门孔", "猫眼", "peephole"], "五.3(1)/(3) 门孔 is a room's own; in 204 only the window (ADJUDICATION 1, ORDERS peek)"),
("zh43", "小美", """9点出门在走廊里来回走走，看看谁出来，10点回屋""",
 ["走廊", "corridor", "来回"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh47", "小美", """10点半去草坪，11点10分回房""",
 ["11点10", "23:10", "11点", "23:00", "结束", "night ends"], "五.1 杀人时段 8点-11点, 11点之后统统睡觉 (an order at 23:10)"),
("zh52", "李队", """我是警察但我也想动手哈哈，10点去草坪，看到小美就杀了她""",
 ["警察", "police"], "五.13 杀人时段警察没有任务; 五.10 only tenants kill their targets (ADJUDICATION 5: police cannot kill)"),
("zh58", "大刘", """9点到10点我既要在花园溜达，又要在房间窗户盯着草坪，两边同时进行""",
 ["同时", "一件事", "一个地方", "one thing", "same time", "10分钟"], "五.2 每10分钟之内每名房客可以选择干一件事 (two places at once)"),
("zh61", "晓雯", """今晚谁来敲门都不开，10点以后也不开。整晚门孔看""",
 ["10点", "22:00", "必须开门", "开门", "must open", "after 10"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh66", "老周", """9点去天台看星星，10点回房""",
 ["天台", "roof", "地点", "place"], "三.2 the inn has two floors: rooms 201-209, 204, the garden and the lawn; there is no roof terrace"),
("zh69", "大刘", """整晚从窗户看花园，看谁在花园里""",
 ["花园", "草坪", "朝南", "south", "garden", "lawn"], "三.2 朝南的客房从窗户能看见草坪 (203 faces south; its window does not see the garden)"),
]
