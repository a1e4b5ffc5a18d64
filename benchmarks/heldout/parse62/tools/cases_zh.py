# Chinese cases of the parse62 held-out set (voice input 语音转文字, Cantonese 粵語,
# Taiwanese 繁體, one-handed phone typing). Written from the seed rules and docs/ORDERS.md only.
# CASES: (id, sender, message, "accept", expected order file body (without `who`), note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
    ("zh01", "大刘",
     "嗯那个八点钟我先在房间里从窗户往外看然后八点四十去二零四坐坐一直待到九点半九点半再去花园转转十点回房间用猫眼看一直看到最后",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: home
    peek: peephole
""", "voice input, no punctuation, a whole night"),

    ("zh02", "阿豪",
     "八點半去204傾偈，之後唔郁，成晚喺度。",
     "accept", """
orders:
  - at: "20:30"
    go: "204"
""", "Cantonese, one move and stay"),

    ("zh03", "小美",
     "我九點二十去草皮散步喔，如果Priya一個人在那邊就把她幹掉，不然就回房間。十點以後都待在房間從窗戶看花園就好～",
     "accept", """
orders:
  - at: "21:20"
    go: lawn
    kill: Priya
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: window
""", "Taiwanese 草皮 = lawn; 202 faces north, so its window does see the garden"),

    ("zh04", "志明",
     "晚上八點到八點二十在房間看窗外，八點二十換用門孔看，八點四十去202找小美聊天，沒開門的話就去交誼廳(204)。九點半回自己房間，然後就一直在房間看窗外到結束。",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    go: "202"
    else: {go: "204"}
  - at: "21:30"
    go: home
    peek: window
""", "Taiwanese 交誼廳 = the common room 204"),

    ("zh06", "阿詩",
     "今晚我唔開門，十點前邊個嚟都唔開。成晚喺房睇窗。",
     "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", "Cantonese; door closed before 22:00 only, as the player says"),

    ("zh07", "老周",
     "我是老周啊那个警察嘛我八点先在二零四从窗户看花园九点去草坪看看九点半回二零四",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: "204"
""", "police officer without a room starts in 204; window from 204 is allowed"),

    ("zh08", "志明",
     "整晚只要遇到小美落單，就直接處理掉她。其他時間我都待在房間，用貓眼看走廊。",
     "accept", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 小美
    if: alone
""", "落單 = alone; standing kill all night"),

    ("zh09", "大刘",
     "十点十分去二零一房间找阿豪如果他是一个人在房间里就把他杀了如果不是就回来再自己房间待着",
     "accept", """
orders:
  - at: "22:10"
    go: "201"
    kill: 阿豪
    if: alone
    else: {go: home}
""", "voice input, 在/再 slip (回来再自己房间 = 回来在自己房间)"),

    ("zh11", "阿豪",
     "九點半去207搵Megan，如果佢一個人喺度就做咗佢，唔係就返房。",
     "accept", """
orders:
  - at: "21:30"
    go: "207"
    kill: Megan
    if: alone
    else: {go: home}
""", "Cantonese 做咗佢 = kill him/her"),

    ("zh12", "阿詩",
     "八點兩個字去204，九點六個字去草地，十點返房睇門孔",
     "accept", """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", "Cantonese minutes in 字 (5 minutes each): 兩個字 = :10, 六個字 = :30; 草地 = lawn"),

    ("zh13", "小美",
     "我今天先這樣：八點整在房間看窗戶（花園那邊），八點半去交誼廳，九點半回房間。門只讓志明進來喔。",
     "accept", """
door: [志明]
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
""", "Taiwanese; a door list of one"),

    ("zh14", "大刘",
     "8点半去204 9点去花园 10点回访见 用猫眼看",
     "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
    peek: peephole
""", "one-handed typing: 访见 = 房间"),

    ("zh16", "陳sir",
     "陳sir報到。八點喺204睇窗，九點落花園巡下，九點半去草地，十點返204。",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: "204"
""", "police, Cantonese"),

    ("zh17", "志明",
     "十點半去隔壁207，Megan一個人在就殺她，不然就回房看貓眼。",
     "accept", """
orders:
  - at: "22:30"
    go: "207"
    kill: Megan
    if: alone
    else: {go: home, peek: peephole}
""", "Taiwanese; else goes home and peeks"),

    ("zh18", "阿豪",
     "八點至八點二十喺房睇窗，八點二十轉睇門孔，八點四十又睇返窗，睇到九點。九點之後去草地行下，十點返嚟。",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
""", "Cantonese; 返嚟 = come back home"),

    ("zh20", "大刘",
     "那个九点二十去草坪要是Priya事一个人在那就把她杀了不管杀没杀成十点钟都回房间然后用猫眼看到十一点",
     "accept", """
orders:
  - at: "21:20"
    go: lawn
    kill: Priya
    if: alone
  - at: "22:00"
    go: home
    peek: peephole
""", "voice input, 是/事 slip; no alternative: the kill stays armed on the lawn until 22:00"),

    ("zh21", "小美",
     "九點去草皮 待到九點四十 然後回房間 看窗戶 就醬",
     "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
    peek: window
""", "Taiwanese 就醬 = 就這樣"),

    ("zh22", "阿詩",
     "八點十分去202搵小美傾偈，佢唔開門就去花園。九點四十返房。",
     "accept", """
orders:
  - at: "20:10"
    go: "202"
    else: {go: garden}
  - at: "21:40"
    go: home
""", "Cantonese; a refused door has its own alternative"),

    ("zh23", "老周",
     "嗯我警察老周啊今晚我就在二零四那个窗户那里看花园整晚",
     "accept", """
orders:
  - at: "20:00"
    peek: window
""", "police, voice input, small night"),

    ("zh25", "志明",
     "我八點就去草皮那邊，走東邊的樓梯，在那邊待到九點十分，九點十分回來房間，從窗戶看草皮。",
     "accept", """
orders:
  - at: "20:00"
    go: lawn
    via: [east-stairs]
  - at: "21:10"
    go: home
    peek: window
""", "a named route"),

    ("zh26", "阿豪",
     "成晚見到Megan就即刻殺咗佢，理佢身邊有冇人。",
     "accept", """
standing:
  - kill: Megan
    if: always
""", "Cantonese 理佢身邊有冇人 = whoever is around: if always"),

    ("zh27", "大刘",
     "今天晚上不管在哪只要碰到阿豪而且她身边没别人就直接动手 别的时间我就在房间从窗户看草坪",
     "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 阿豪
    if: alone
""", "voice input 他/她 slip; 209 faces south (lawn)"),

    ("zh29", "小美",
     "十點十分去209找大劉，如果他一個人就把他處理掉，不是的話就回房間，然後在房間用貓眼看。",
     "accept", """
orders:
  - at: "22:10"
    go: "209"
    kill: 大刘
    if: alone
    else: {go: home, peek: peephole}
""", "Taiwanese; 大劉 (traditional) is 大刘"),

    ("zh30", "阿詩",
     "十點正去隔籬205，如果志明一個人就殺咗佢，唔係嘅話就返房睇門孔。",
     "accept", """
orders:
  - at: "22:00"
    go: "205"
    kill: 志明
    if: alone
    else: {go: home, peek: peephole}
""", "Cantonese 隔籬 = next door"),

    ("zh31", "大刘",
     "那个我的门嗯只给志明开别人敲门都不开 然后九点四十去二零五找志明聊天 十点半回来",
     "accept", """
door: [志明]
orders:
  - at: "21:40"
    go: "205"
  - at: "22:30"
    go: home
""", "voice input; door list"),

    ("zh32", "陳sir",
     "我十點搵下阿豪，去201。之後唔郁。",
     "accept", """
orders:
  - at: "22:00"
    go: "201"
""", "police visiting a room"),

    ("zh34", "志明",
     "8點20去204坐一下 9點回房間用貓眼看喔ㄏㄏ",
     "accept", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
""", "Taiwanese phone typing, ㄏㄏ = haha"),

    ("zh35", "阿豪",
     "我間房淨係開畀阿詩。八點四十去花園，九點十去204坐。",
     "accept", """
door: [阿詩]
orders:
  - at: "20:40"
    go: garden
  - at: "21:10"
    go: "204"
""", "Cantonese; door list"),

    ("zh36", "小美",
     "八點四十從西邊樓梯下去花園喔，九點十分去204。",
     "accept", """
orders:
  - at: "20:40"
    go: garden
    via: [west-stairs]
  - at: "21:10"
    go: "204"
""", "a named route"),

    ("zh38", "大刘",
     "十点钟去204看看如果Priya在那里就杀了她不在的话就去草坪",
     "accept", """
orders:
  - at: "22:00"
    go: "204"
    kill: Priya
    else: {go: lawn}
""", "kill without if; else when the target is not there"),

    ("zh39", "阿詩",
     "今晚八點到十點半，見到阿豪一個人嘅時候就殺咗佢。",
     "accept", """
standing:
  - kill: 阿豪
    if: alone
    from: "20:00"
    until: "22:30"
""", "standing kill with a window"),

    ("zh40", "志明",
     "九點四十去花園，小美在的話就幹掉她，沒有的話繼續等到十點十分，十點十分回房間。",
     "accept", """
orders:
  - at: "21:40"
    go: garden
    kill: 小美
  - at: "22:10"
    go: home
""", "kill armed while the order runs"),

    ("zh41", "老周",
     "八点二十去草坪九点去花园九点四十回餐厅从窗户看",
     "accept", """
orders:
  - at: "20:20"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: "204"
    peek: window
""", "police; 餐厅 = 204"),

    ("zh43", "小美",
     "九點到十點之間，不管在哪裡遇到Priya，不管旁邊有沒有人，都直接幹掉。九點去花園晃晃，十點回房。",
     "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: Priya
    if: always
    from: "21:00"
    until: "22:00"
""", "standing kill, always, with a window"),

    ("zh44", "大刘",
     "八点去花园 八点四时去草坪 九点二十回房间 十点去二零七找Megan聊聊",
     "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: home
  - at: "22:00"
    go: "207"
""", "voice input 十/时 slip (八点四时 = 八点四十)"),

    ("zh45", "阿詩",
     "八點去204，喺204個窗度睇花園，睇到九點，九點返房。",
     "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:00"
    go: home
""", "window from 204"),

    ("zh47", "阿豪",
     "8點半去lawn chill下，9點去garden，9點半返房用peephole睇住條走廊",
     "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", "Hong Kong code-mixing"),

    ("zh48", "志明",
     "十點以前我的門誰都不開。八點到十點看窗戶，十點以後換貓眼看。",
     "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", "door closed before 22:00 only"),

    ("zh49", "小美",
     "九點半去203，如果阿詩不在就把Priya殺了，否則就去204坐坐。",
     "accept", """
orders:
  - at: "21:30"
    go: "203"
    kill: Priya
    if: {absent: 阿詩}
    else: {go: "204"}
""", "absent condition; 否則 covers every case the else covers"),

    ("zh50", "大刘",
     "九点走东楼梯去花园待着九点半再从西楼梯上来回房间",
     "accept", """
orders:
  - at: "21:00"
    go: garden
    via: [east-stairs]
  - at: "21:30"
    go: home
    via: [west-stairs]
""", "routes both ways"),

    ("zh52", "阿詩",
     "道門照開，邊個嚟都得。八點半去207搵Megan，九點返嚟。",
     "accept", """
door: open
orders:
  - at: "20:30"
    go: "207"
  - at: "21:00"
    go: home
""", "door open stated"),

    ("zh53", "陳sir",
     "今晚我淨係喺204坐，乜都唔做。",
     "accept", """
orders: []
""", "an officer who sends orders is on the map in 204 and stays"),

    ("zh54", "志明",
     "九點去202找小美聊天，沒人開門的話就去204。十點回房間。",
     "accept", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: "204"}
  - at: "22:00"
    go: home
""", "a refused door's alternative"),

    ("zh56", "小美",
     "哈囉GM～今天好累喔😂 我八點半去找志明聊天(205)，九點去交誼廳，十點回房間。晚安啦",
     "accept", """
orders:
  - at: "20:30"
    go: "205"
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""", "chatter around the orders"),

    ("zh57", "大刘",
     "今晚就在房间呆着 整晚用猫眼看走廊 就这样",
     "accept", """
orders:
  - at: "20:00"
    peek: peephole
""", "small night"),

    ("zh58", "阿豪",
     "九點去花園，如果志明一個人喺度就殺咗佢；九點半去草地，一樣，見到佢一個人就殺。十點返房。",
     "accept", """
orders:
  - at: "21:00"
    go: garden
    kill: 志明
    if: alone
  - at: "21:30"
    go: lawn
    kill: 志明
    if: alone
  - at: "22:00"
    go: home
""", "the same kill in two places"),

    ("zh59", "老周",
     "我要去二零三那个房间找阿诗她们问问话九点十分过去如果不开门就回二零四",
     "accept", """
orders:
  - at: "21:10"
    go: "203"
    else: {go: "204"}
""", "police; 阿诗 (simplified) is 阿詩"),

    ("zh60", "志明",
     "從八點半到九點半，碰到Megan落單就殺了她。八點半去花園，九點回房。",
     "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
standing:
  - kill: Megan
    if: alone
    from: "20:30"
    until: "21:30"
""", "standing kill window"),

    ("zh62", "阿詩",
     "九點二十去草地，如果阿豪喺度就殺咗佢，冇人就繼續喺度等，十點返房用貓眼睇。",
     "accept", """
orders:
  - at: "21:20"
    go: lawn
    kill: 阿豪
  - at: "22:00"
    go: home
    peek: peephole
""", "Cantonese; kill waits on the lawn"),

    ("zh63", "小美",
     "八點用窗戶看，八點十分換門孔，八點二十再換窗戶，之後一直看窗戶到九點，九點去209找大劉聊天。",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:10"
    peek: peephole
  - at: "20:20"
    peek: window
  - at: "21:00"
    go: "209"
""", "peeking turns (seed 五.3(1))"),

    ("zh64", "老周",
     "那个十点以后我去二零九找大刘聊一下十点二十十点二十出发",
     "accept", """
orders:
  - at: "22:20"
    go: "209"
""", "police, voice input repeating itself"),

    ("zh65", "陳sir",
     "九點二十經東邊樓梯落花園，十點經西邊樓梯上返去202搵小美。",
     "accept", """
orders:
  - at: "21:20"
    go: garden
    via: [east-stairs]
  - at: "22:00"
    go: "202"
    via: [west-stairs]
""", "police, routes"),

    ("zh67", "阿豪",
     "今晚唔出門，成晚喺房，九點前睇窗，九點後睇門孔。",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", "Cantonese, at home all night"),

    ("zh68", "大刘",
     "喂喂 嗯GM你好 我今天晚上呢那个门先关着十点以前谁都不给开 然后九点五十 不对不对 九点四十去草坪那边吹吹风 十点二十回房间",
     "accept", """
door: closed
orders:
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
""", "voice input correcting itself (九点五十 不对 九点四十)"),

    ("zh69", "老周",
     "8点去花圆 8点半回来204",
     "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: "204"
""", "police, phone typo 花圆 = 花园"),

    ("zh70", "志明",
     "GM晚安～今天簡單一點：九點半去草皮，如果大劉也在那邊我就直接回房間，他不在的話就待在草皮。十點半回房間看窗戶。",
     "accept", """
orders:
  - at: "21:30"
    go: lawn
    if: {absent: 大刘}
    else: {go: home}
  - at: "22:30"
    go: home
    peek: window
""", "a condition without a kill: if 大刘 is there on arrival, go home"),
]

REFUSALS = [
    ("zh05", "阿豪",
     "九點去203，阿詩喺度就殺咗佢。",
     ["阿詩", "目标", "目標", "target"],
     "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿豪's targets: 志明, Megan)"),

    ("zh10", "陳sir",
     "今晚我喺204坐，如果見到Jake一個人就殺咗佢。",
     ["警察", "police"],
     "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

    ("zh15", "大刘",
     "今天晚上碰到老周一个人的时候就把他干掉",
     ["警察", "police", "老周"],
     "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),

    ("zh19", "小美",
     "十一點半去草皮走走，然後回房。",
     ["23:30", "11:30", "十一點半", "十一点半", "23:00", "22:50", "11点", "11點"],
     "五.1 杀人时段是晚上8点-11点，11点之后统统睡觉; ADJUDICATION 2: orders start 20:00-22:50"),

    ("zh24", "大刘",
     "那个八点二十五去花园然后九点回房间",
     ["20:25", "8:25", "八点二十五", "10分钟", "10 分钟", "整数倍", "10 minutes"],
     "五.4 每次行动开始时间必须是10的整数倍"),

    ("zh28", "阿詩",
     "九點三個字去花園，十點返房。",
     ["21:15", "9:15", "三個字", "10分钟", "10 分钟", "整数倍", "10 minutes"],
     "五.4 每次行动开始时间必须是10的整数倍 (九點三個字 = 9:15)"),

    ("zh33", "志明",
     "整晚在房間從窗戶看花園。",
     ["花园", "花園", "garden", "草坪", "lawn", "窗"],
     "三.2 朝南的客房从窗户看见草坪，只有202（和204）的窗户看见花园; 205 faces south"),

    ("zh37", "小美",
     "九點去阿詩她們203，從她們房間的窗戶看草皮，看到十點。",
     ["203", "自己", "own room"],
     "五.3(1) 待在自己房间里向外窥视; peeking only from one's own room (or window from 204)"),

    ("zh42", "阿豪",
     "九點出去走廊企喺度等，等到九點半返房。",
     ["走廊", "corridor"],
     "八 不能在走廊里来回走动，或站在走廊里不动"),

    ("zh46", "阿詩",
     "成晚唔開門，十點之後都唔開，邊個拍門都唔理。",
     ["22:00", "十點", "十点", "10点", "开门", "開門", "open"],
     "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

    ("zh51", "志明",
     "九點下樓去一樓大廳坐坐，十點回房。",
     ["大廳", "大厅", "一樓", "一楼", "hall"],
     "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),

    ("zh55", "小美",
     "今晚大劉跟Priya兩個都要殺掉，誰先遇到就先殺，之後再殺另一個。",
     ["兩個", "两个", "一人", "一個", "一个", "one of", "both", "only one"],
     "五.10 每人只能从自己的两个目标中任选一人杀死 (one kill, of one target)"),

    ("zh61", "大刘",
     "九点钟我要去二零四坐着同时在房间里用猫眼盯着走廊",
     ["同时", "同時", "一件事", "one thing", "two places", "at once"],
     "五.2 每10分钟之内每名房客可以选择干一件事; 五.3(1) peeking only from inside one's own room"),

    ("zh66", "老周",
     "我在二零四那个门上的猫眼看走廊看一晚上",
     ["猫眼", "门孔", "peephole", "204"],
     "五.3(3) 在204向外窥视 (only the window); 五.3(1) a peephole only from one's own room"),
]
