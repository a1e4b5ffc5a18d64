# Chinese cases for parse71: CASES (id, sender, message, summary, expected order file body, note)
# and REFUSALS (id, sender, message, reason keywords, rule).
# Cast: 阿杰 201 (胖虎, Priya), 小雨 201 (嘉欣, Kelvin), 胖虎 202 north (阿杰, Tom),
# Priya 203 (小雨, 老周), 嘉欣 203 (胖虎, Kelvin), Tom 205 (Priya, 老周), Kelvin 207 (阿杰, 嘉欣),
# 老周 209 (Tom, 小雨); police 林警官, 王队, Jess (no room, start in 204).

CASES = [
# ---- 阿杰: ordinary WeChat player, 哈哈, emoji ----
("zh01", "阿杰", "今晚我就苟着了哈哈 一整晚在房间从窗户往外看 😂", "window all night", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh02", "阿杰", "8点先从猫眼看看走廊，8点半去204坐坐，9点半回来换窗户看到结束", "", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", ""),
("zh03", "阿杰", "我9点去草坪 要是碰到Priya一个人就动手 10点回房间", "", """
orders:
  - at: "21:00"
    go: lawn
    kill: Priya
    if: alone
  - at: "22:00"
    go: home
""", "the kill stays armed on the lawn from 21:00 to 22:00"),
("zh04", "阿杰", "整晚 不管在哪 只要遇到胖虎单独一个人 就搞他🔪\n其他时间就在房间里待着从猫眼看", "", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 胖虎
    if: alone
""", ""),
("zh05", "阿杰", "门今晚不开哈，谁敲都不开（10点前）。8:40去花园溜达，9:20回来", "", """
door: closed
orders:
  - at: "20:40"
    go: garden
  - at: "21:20"
    go: home
""", ""),
("zh06", "阿杰", "兄弟们晚上好👋 我今晚: 10点10分去203找Priya，她一个人在就干掉，否则就回自己房间", "", """
orders:
  - at: "22:10"
    go: "203"
    kill: Priya
    if: alone
    else: {go: home}
""", ""),
("zh07", "阿杰", "哈哈 我今晚走西楼梯下去花园 8点20出发，在花园待到9点，然后去204", "", """
orders:
  - at: "20:20"
    go: garden
    via: [west-stairs]
  - at: "21:00"
    go: "204"
""", ""),
("zh08", "阿杰", "我就一条：9点50 去204，从窗户往外看", "", """
orders:
  - at: "21:50"
    go: "204"
    peek: window
""", ""),
("zh09", "阿杰", "8点半去202找胖虎聊天，9点回房间。要是敲门没人开就直接去204待到9点", "", """
orders:
  - at: "20:30"
    go: "202"
    else: {go: "204"}
  - at: "21:00"
    go: home
""", ""),
("zh10", "阿杰", "门只给Kelvin和林警官开，别人不开哈。整晚呆屋里看窗外，10点后换猫眼", "", """
door: [Kelvin, 林警官]
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),
("zh11", "阿杰", "今晚计划：8点去花园 8点半去草坪 9点去204 9点半回房。就这样 晚安🌙", "", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: "204"
  - at: "21:30"
    go: home
""", ""),
# ---- 小雨: ordinary, cute, ~ and emoji ----
("zh12", "小雨", "我今晚乖乖待在房间啦~ 八点到九点看窗户，九点以后看猫眼 🥺", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),
("zh13", "小雨", "9点10去207找Kelvin玩～如果他一个人在就把他杀了嘻嘻🔪 不然就去204", "", """
orders:
  - at: "21:10"
    go: "207"
    kill: Kelvin
    if: alone
    else: {go: "204"}
""", ""),
("zh14", "小雨", "嗯…今晚门锁好不给人进，十点以后没办法那就开吧。8点50去草坪吹吹风 9点40回来看猫眼", "", """
door: closed
orders:
  - at: "20:50"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
""", ""),
("zh15", "小雨", "整晚只要碰到嘉欣，不管旁边有没有人都杀了她！！其他时候就在房间从窗户看", "", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 嘉欣
    if: always
""", ""),
("zh16", "小雨", "8点20去娱乐室聊天 9点20去花园 10点去203找嘉欣 她单独一人就杀 10点半回房间", "", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:20"
    go: garden
  - at: "22:00"
    go: "203"
    kill: 嘉欣
    if: alone
  - at: "22:30"
    go: home
""", ""),
("zh17", "小雨", "宝子们我今晚就一件事 10点40去花园 别的时间在屋里 不偷看", "", """
orders:
  - at: "22:40"
    go: garden
""", ""),
("zh18", "小雨", "8点去204，8点10从204窗户往外看到9点，9点回房间用门孔看", "", """
orders:
  - at: "20:00"
    go: "204"
  - at: "20:10"
    peek: window
  - at: "21:00"
    go: home
    peek: peephole
""", ""),
("zh19", "小雨", "9点到10点半之间 Kelvin单独出现的话就杀他。8点50去花园蹲着 10点半回来", "", """
orders:
  - at: "20:50"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Kelvin
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
("zh20", "小雨", "晚上好呀😊 今晚就：九点整去202找胖虎聊天，九点半回来从猫眼看到结束。门对所有人开", "", """
door: open
orders:
  - at: "21:00"
    go: "202"
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("zh21", "小雨", "我今晚走东楼梯去草坪哦 8点40出发 到10点再回来 回来走西楼梯", "", """
orders:
  - at: "20:40"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: home
    via: [west-stairs]
""", ""),
# ---- 胖虎: ordinary QQ player, hhh, 俺, typos ----
("zh22", "胖虎", "俺今晚从窗户看花园看到9点半 然后换猫眼 hhh", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", ""),
("zh23", "胖虎", "8点半去205找tom 他一个人就干了他 不在或者有别人就回房看猫眼", "", """
orders:
  - at: "20:30"
    go: "205"
    kill: Tom
    if: alone
    else: {go: home, peek: peephole}
""", ""),
("zh24", "胖虎", "hhh 今晚:\n8:00-8:59 门孔\n9:00-9:59 窗户\n10:00 去204 呆到最后", "", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "204"
""", ""),
("zh25", "胖虎", "10点以后 在哪看到阿杰一个人就杀 之前别动手", "", """
standing:
  - kill: 阿杰
    if: alone
    from: "22:00"
""", ""),
("zh26", "胖虎", "9点去花圆转转 9点半去草坪 10点20回房", "typo 花圆 for 花园", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:20"
    go: home
""", ""),
("zh27", "胖虎", "门只给阿杰和小雨开哈，别人敲都不开。8点10分开始从猫眼看 一直看", "", """
door: [阿杰, 小雨]
orders:
  - at: "20:10"
    peek: peephole
""", ""),
("zh28", "胖虎", "晚上10点10分去201 如果阿杰在而且就他一个 杀 否则去花园", "", """
orders:
  - at: "22:10"
    go: "201"
    kill: 阿杰
    if: alone
    else: {go: garden}
""", ""),
("zh29", "胖虎", "今晚去204蹲点 8点出发 一直呆着 从窗户看花园", "", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", ""),
("zh30", "胖虎", "9点40去209找老周唠嗑 10点半回家hhh", "", """
orders:
  - at: "21:40"
    go: "209"
  - at: "22:30"
    go: home
""", ""),
# ---- 林警官: ordinary police officer ----
("zh31", "林警官", "警察这边今晚就在204窗口看着花园，全程", "", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh32", "林警官", "我8点半去草坪巡逻，9点半去花园，10点半回204", "", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: "204"
""", ""),
("zh33", "林警官", "今晚我去203坐坐，8点20过去，跟嘉欣Priya聊聊，9点回204看窗户", "", """
orders:
  - at: "20:20"
    go: "203"
  - at: "21:00"
    go: "204"
    peek: window
""", ""),
("zh34", "林警官", "9点10分从东楼梯下去花园 呆到10点 然后去209找老周 10点半回204", "", """
orders:
  - at: "21:10"
    go: garden
    via: [east-stairs]
  - at: "22:00"
    go: "209"
  - at: "22:30"
    go: "204"
""", ""),
("zh35", "林警官", "8点-9点在204看窗，9点去205敲Tom的门，没开就去207", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "205"
    else: {go: "207"}
""", ""),
("zh36", "林警官", "今晚我就在204待着，啥也不干😂 算了还是10点以后看看窗外吧", "", """
orders:
  - at: "22:00"
    peek: window
""", ""),
("zh55", "林警官", "各位辛苦了 今晚安排：\n1 八点去花园\n2 八点四十去201跟阿杰小雨聊\n3 九点二十回204看窗外 到结束", "", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: "201"
  - at: "21:20"
    go: "204"
    peek: window
""", ""),
("zh56", "林警官", "今天想看看草坪那边的情况 9点50去草坪 一直呆到结束 走西楼梯下去", "", """
orders:
  - at: "21:50"
    go: lawn
    via: [west-stairs]
""", ""),
# ---- 老周: terse ----
("zh37", "老周", "窗户。整晚。", "", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh38", "老周", "9点 草坪。10点 回。", "", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
""", ""),
("zh39", "老周", "猫眼到9点 之后窗户", "", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""", ""),
("zh40", "老周", "10:20 205 Tom单独就杀 否则回", "", """
orders:
  - at: "22:20"
    go: "205"
    kill: Tom
    if: alone
    else: {go: home}
""", ""),
("zh41", "老周", "门不开。8点半花园，9点半回，看猫眼", "", """
door: closed
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("zh42", "老周", "全晚 小雨 一个人 杀", "", """
standing:
  - kill: 小雨
    if: alone
""", ""),
("zh43", "老周", "204 8:40-9:40 然后回房", "", """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:40"
    go: home
""", ""),
# ---- 王队: dictates by voice, no punctuation, homophone slips ----
("zh44", "王队", "王队这边今晚八点半去草坪巡视一下九点半回到娱乐室从窗户看花园就这样", "", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
""", ""),
("zh45", "王队", "我九点钟去二零七房间找那个Kelvin聊聊天十点钟去花园待到十点四十回娱乐室", "", """
orders:
  - at: "21:00"
    go: "207"
  - at: "22:00"
    go: garden
  - at: "22:40"
    go: "204"
""", ""),
("zh46", "王队", "八点整从娱乐室窗户往外看看到九点然后去二零三坐坐如果没人开门就去草坪", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "203"
    else: {go: lawn}
""", ""),
("zh47", "王队", "今天晚上我就呆在娱乐式里面九点以后再看窗户外面", "homophone 娱乐式 for 娱乐室", """
orders:
  - at: "21:00"
    peek: window
""", ""),
("zh48", "王队", "十点十分去二零一找阿杰聊两句再十点四十回来娱乐室", "再 for 在", """
orders:
  - at: "22:10"
    go: "201"
  - at: "22:40"
    go: "204"
""", ""),
# ---- 嘉欣: Cantonese / 繁體 ----
("zh49", "嘉欣", "今晚我喺房度由窗口睇成晚 😌", "", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh50", "嘉欣", "八點半去花園行下，九點半返房，用門孔睇住條走廊", "", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("zh51", "嘉欣", "今晚見到Kelvin一個人就殺咗佢，成晚都係咁。其他時間留喺房。", "", """
standing:
  - kill: Kelvin
    if: alone
""", ""),
("zh52", "嘉欣", "十點去202搵胖虎，佢一個人喺度就做咗佢，唔係就返嚟", "", """
orders:
  - at: "22:00"
    go: "202"
    kill: 胖虎
    if: alone
    else: {go: home}
""", ""),
("zh53", "嘉欣", "九點去204傾偈，十點去草地，十點半返屋企", "草地 = the lawn", """
orders:
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: home
""", ""),
("zh54", "嘉欣", "道門淨係俾Priya同林警官入，其他人唔開。八點十分開始睇門孔", "", """
door: [Priya, 林警官]
orders:
  - at: "20:10"
    peek: peephole
""", ""),
]

REFUSALS = [
("zh57", "阿杰", "今晚9点去205 Tom要是一个人就干掉他 哈哈 他太可疑了", ["Tom", "目标", "target"],
 "五.10 不可滥杀无辜 / ADJUDICATION 5: 阿杰's targets are 胖虎 and Priya, not Tom"),
("zh58", "小雨", "林警官老在外面晃来晃去好烦 今晚碰到他一个人就把他杀了🔪 其他时间在房间看窗户", ["警察", "林警官", "police"],
 "五.10 房客不能杀警察 / 六.6 凶手不能杀警察"),
("zh59", "林警官", "10点去202 胖虎一个人的话我直接把他干掉 反正我是警察哈哈", ["警察", "police", "杀", "kill"],
 "五.13 杀人时段警察没有任务 / ADJUDICATION 5: police cannot kill"),
("zh60", "老周", "今晚 Tom 小雨 两个都杀 碰到就杀", ["一人", "一个", "两个", "one", "both"],
 "五.10 只能从自己的两个目标中任选一人杀死 / ADJUDICATION 5: one kill in the whole game"),
("zh61", "胖虎", "今晚11点10分去草坪看星星hhh 之前在房间待着", ["23:10", "11点10", "11:10", "23:00", "11点"],
 "五.1 / ADJUDICATION 2: orders start between 20:00 and 22:50; 11点之后统统睡觉"),
("zh62", "小雨", "我7点50就先去204占个好位置~ 然后一直在那看窗外", ["19:50", "7点50", "7:50", "20:00", "8点"],
 "五.1 / ADJUDICATION 2: the night starts at 20:00"),
("zh63", "阿杰", "8点25去花园 9点回来", ["8点25", "20:25", "8:25", "10分钟", "整数倍", "multiple", "10 minutes"],
 "五.4 行动开始时间必须是10的整数倍"),
("zh64", "林警官", "今晚我在204从猫眼盯着走廊 全程", ["猫眼", "门孔", "peephole", "204"],
 "五.3(3) 在204只能从窗户向外窥视; ORDERS: only window from 204 (police have no room of their own)"),
("zh65", "胖虎", "今晚从窗户看草坪 看谁去断崖边hhh", ["202", "草坪", "花园", "lawn", "garden", "朝北", "north"],
 "三.2: 202 faces north, its window sees the garden, not the lawn"),
("zh66", "小雨", "9点去203找嘉欣聊天，到了以后从她们房间窗户往外看草坪", ["203", "自己", "own room", "自己的房间"],
 "五.3(1) 窥视只能待在自己房间里 (ORDERS: peek from one's own room)"),
("zh67", "王队", "我九点到十点就站在二楼走廊里面盯着看谁进出", ["走廊", "corridor"],
 "八 不能在走廊里来回走动或站在走廊里不动; ORDERS: never the corridor"),
("zh68", "阿杰", "9点先去204拿瓶水然后马上去花园，都在9点到9点10分之间搞定，9点10回房", ["一件事", "10分钟", "十分钟", "one thing", "slot", "同一"],
 "五.2 每10分钟之内只能干一件事 (one destination per slot)"),
("zh69", "嘉欣", "今晚成晚閂住門唔俾人入，十點之後都唔開，邊個敲都唔開", ["22:00", "十點", "10点", "十点", "開門", "开门", "open"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh70", "胖虎", "9点去一楼大厅找前台聊天 10点回来", ["大厅", "一楼", "hall"],
 "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
]
