# -*- coding: utf-8 -*-
"""Chinese cases of the parse65 held-out set (voice input, Cantonese, Taiwanese 繁體,
one-handed phone typing).  CASES: (id, sender, message, style, expected order file body,
note).  REFUSALS: (id, sender, message, reason keywords, rule)."""

CASES = [
    # ---- 小芳 (202, north room, window sees the garden): 语音转文字, mainland simplified ----
    ("zh01", "小芳",
     "嗯 那个八点整我先从窗户看一下花园 看到八点半 然后八点半去二零四聊天 一直在那里 "
     "九点十分回自己房间 从门孔往外看 十点以后呢 嗯 就一直在房间待着从窗户看 就这样",
     "voice",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),
    ("zh02", "小芳",
     "那个 今晚前面我就在房间里不出去 九点二十去草坪 如果Sandra事一个人在那里就杀了他 "
     "要不然就回房间 然后十点回房间从窗户看花园",
     "voice, 是->事 and 她->他 slips",
     """
orders:
  - at: "21:20"
    go: lawn
    kill: Sandra
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: window
""", "事 is 是 and 他 is Sandra (voice slips)."),
    ("zh03", "小芳",
     "8点半去花圆 9点回防间 门控看",
     "one-handed typing, pinyin typos",
     """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
""", "花圆=花园, 防间=房间, 门控=门孔 (pinyin typos)."),
    ("zh04", "小芳",
     "今晚我的门只给林警官开 其他人敲门都别开 然后整晚不管在哪里碰到阿明 只要他是一个人就干掉他 "
     "别的没了 我就待在房间",
     "voice, standing order, door list",
     """
door: [林警官]
standing:
  - kill: 阿明
    if: alone
""", ""),
    ("zh05", "小芳",
     "九点四十去205找国华聊天 他不开门的话就去204",
     "voice, small",
     """
orders:
  - at: "21:40"
    go: "205"
    else: {go: "204"}
""", "国华 is 國華 (nickname)."),
    ("zh06", "小芳",
     "八点十分去草坪 八点四十在回来 回来以后门孔看着走廊 十点半在去204从窗户看花园 嗯 对 就这些",
     "voice, 再->在 slips",
     """
orders:
  - at: "20:10"
    go: lawn
  - at: "20:40"
    go: home
    peek: peephole
  - at: "22:30"
    go: "204"
    peek: window
""", "在 is 再 (voice slip)."),
    ("zh07", "小芳",
     "嗯我今晚就是 20点从西边楼梯下楼去花园 在花园待到21点 然后21点从东边楼梯上来回房间 完了",
     "voice, digits, routes",
     """
orders:
  - at: "20:00"
    go: garden
    via: [west-stairs]
  - at: "21:00"
    go: home
    via: [east-stairs]
""", ""),
    ("zh31", "小芳",
     "九时十分去花园 如果碰到阿明是她一个人的话就杀了她 不管有没有碰到 九时四十都回房 然后门孔看到结束",
     "voice, 他->她 slip",
     """
orders:
  - at: "21:10"
    go: garden
    kill: 阿明
    if: alone
  - at: "21:40"
    go: home
    peek: peephole
""", "她 is 阿明 (voice slip); 九时十分 is 9:10 pm."),

    # ---- 國華 (205, south): Taiwanese 繁體 ----
    ("zh08", "國華",
     "八點先用貓眼看走廊，看到八點四十。八點四十去交誼廳（204）坐坐，九點半回房間用窗戶看草皮，"
     "十點之後就乖乖待在房間裡不看了~",
     "Taiwanese usage: 交誼廳, 草皮",
     """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
  - at: "22:00"
""", "交誼廳 is 204; 草皮 is the lawn; at 22:00 he stays and stops peeking."),
    ("zh09", "國華",
     "九點十分去203找美玲，如果她一個人在房間的話就把她幹掉，不然就去草皮晃晃 XD",
     "Taiwanese, conditional kill",
     """
orders:
  - at: "21:10"
    go: "203"
    kill: 美玲
    if: alone
    else: {go: lawn}
""", ""),
    ("zh10", "國華",
     "整個第二時段（九點到十點），不管在哪遇到Sandra，不管旁邊有沒有人，都直接做掉她。"
     "其他時間我都待在自己房間用窗戶看草皮。",
     "Taiwanese, standing window",
     """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: Sandra
    if: always
    from: "21:00"
    until: "22:00"
""", ""),
    ("zh11", "國華",
     "今晚十點以前我的門只讓美玲跟阿明進來喔，其他人一律不開。8:50去花園散步，9:20回來。",
     "Taiwanese, door list",
     """
door: [美玲, 阿明]
orders:
  - at: "20:50"
    go: garden
  - at: "21:20"
    go: home
""", ""),
    ("zh12", "國華",
     "10:10從東邊的樓梯下去草皮，10:40走西邊樓梯回房，然後從貓眼看外面看到結束",
     "Taiwanese, routes",
     """
orders:
  - at: "22:10"
    go: lawn
    via: [east-stairs]
  - at: "22:40"
    go: home
    via: [west-stairs]
    peek: peephole
""", ""),
    ("zh32", "國華",
     "9點ㄑ204看窗戶 10點回房看門孔",
     "Taiwanese fast typing (ㄑ = 去)",
     """
orders:
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
    peek: peephole
""", "ㄑ is the zhuyin shorthand for 去."),

    # ---- 美玲 (203, south): Taiwanese 繁體 ----
    ("zh13", "美玲",
     "欸GM我今天比較簡單齁：整晚待在房間，八點到九點看窗戶，九點到十點看貓眼，十點以後再看窗戶到睡覺~",
     "Taiwanese, whole night in room",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),
    ("zh14", "美玲",
     "10點20去201找阿欣，如果阿明不在房間裡就殺了阿欣；阿明在的話就跟他們聊天就好，不用動手",
     "Taiwanese, condition on a third person",
     """
orders:
  - at: "22:20"
    go: "201"
    kill: 阿欣
    if: {absent: 阿明}
""", ""),
    ("zh15", "美玲",
     "8:3o去花圓晃一下 9點1o分回房間用窗戶看草平",
     "one-handed typing (o for 0, zhuyin typos)",
     """
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: home
    peek: window
""", "3o/1o are 30/10; 花圓=花園, 草平=草坪."),
    ("zh16", "美玲",
     "今晚門對大家都開著沒關係。整晚任何時候碰到阿華自己一個人，就殺了他。"
     "我8點40會先去205找他，他不在的話我就回自己房間。",
     "Taiwanese, standing kill plus a visit",
     """
standing:
  - kill: 國華
    if: alone
orders:
  - at: "20:40"
    go: "205"
""", "阿華 is 國華 (nickname); a refused visitor walks home anyway."),
    ("zh33", "美玲",
     "我8點50要去209找Sandra聊天喔～她沒開門的話就去交誼廳等，9點40再回來看貓眼",
     "Taiwanese, visit with alternative",
     """
orders:
  - at: "20:50"
    go: "209"
    else: {go: "204"}
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

    # ---- 阿明 (201, south): Cantonese ----
    ("zh17", "阿明",
     "八點喺房度用窗睇住草地，八點半去咗204傾偈，九點返房用門孔睇住樓梯，十點之後瞓覺唔睇喇",
     "Cantonese",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
""", "草地 is the lawn; at 22:00 he stays and stops peeking."),
    ("zh18", "阿明",
     "九點四個字去205搵國華，如果佢一個人喺度就做低佢，唔係就返嚟",
     "Cantonese, 字 for five minutes",
     """
orders:
  - at: "21:20"
    go: "205"
    kill: 國華
    if: alone
    else: {go: home}
""", "九點四個字 is 21:20 (one 字 is five minutes)."),
    ("zh19", "阿明",
     "成晚如果撞到Jess自己一個，就即刻做咗佢。門淨係俾黃Sir入，其他人唔開。",
     "Cantonese, standing order, door list",
     """
door: [黃Sir]
standing:
  - kill: Jess
    if: alone
""", ""),
    ("zh20", "阿明",
     "8點10分由西面樓梯落去花園，8點50去草地，9點半返房",
     "Cantonese, route",
     """
orders:
  - at: "20:10"
    go: garden
    via: [west-stairs]
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: home
""", ""),
    ("zh21", "阿明",
     "今晚好攰唔出去喇，成晚喺房睇門孔算",
     "Cantonese, small",
     """
orders:
  - at: "20:00"
    peek: peephole
""", ""),

    # ---- 阿欣 (201, south): Cantonese ----
    ("zh22", "阿欣",
     "我今晚咁樣：8點去204睇窗，9點10分去花園行下，9點40返房，10點去207搵Mike，"
     "得佢一個就殺咗佢，唔係淨係佢一個或者冇人開門嘅話就去草地",
     "Cantonese, whole night with a kill",
     """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
  - at: "22:00"
    go: "207"
    kill: Mike
    if: alone
    else: {go: lawn}
""", ""),
    ("zh23", "阿欣",
     "喂GM 我今晚九點半先出去 去202搵小芳傾偈 佢唔開門就返房 十點半再去花園 冇其他嘢喇",
     "Cantonese, visit",
     """
orders:
  - at: "21:30"
    go: "202"
  - at: "22:30"
    go: garden
""", "a refused visitor walks home anyway."),
    ("zh24", "阿欣",
     "由九點到十點半，喺邊度見到小芳自己一個人都殺咗佢。其他時間喺房睇窗",
     "Cantonese, standing window",
     """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 小芳
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
    ("zh25", "阿欣",
     "今晚十點之前唔好俾任何人入我哋間房（阿明係室友佢自己識入）。我成晚都喺房，十點之前睇窗，十點之後睇門孔",
     "Cantonese, closed door",
     """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),
    ("zh34", "阿欣",
     "10點半去202搵小芳，佢喺度就殺咗佢，唔喺度就去204",
     "Cantonese, kill on a visit",
     """
orders:
  - at: "22:30"
    go: "202"
    kill: 小芳
    else: {go: "204"}
""", ""),

    # ---- 林警官 (police, no room): 语音转文字 ----
    ("zh26", "林警官",
     "嗯 我是林警官 我今晚八点在娱乐室那个窗口看花园 看到九点 然后九点去草坪转转 十点再回娱乐室",
     "voice, police",
     """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", ""),
    ("zh27", "林警官",
     "那个 九点二十我去二零三找美玲问问话 然后 嗯 九点五十去二零五找国华 十点半回二零四",
     "voice, police visits",
     """
orders:
  - at: "21:20"
    go: "203"
  - at: "21:50"
    go: "205"
  - at: "22:30"
    go: "204"
""", ""),
    ("zh28", "林警官",
     "八点半从东楼梯下去花园 一直待在花园里 就这样",
     "voice, police route",
     """
orders:
  - at: "20:30"
    go: garden
    via: [east-stairs]
""", ""),

    # ---- 黃Sir (police, no room): Cantonese ----
    ("zh29", "黃Sir",
     "黃Sir報到：八點喺204睇住個窗，九點去209搵Sandra問下嘢，九點半落草地行一圈，十點返204",
     "Cantonese, police",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "209"
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: "204"
""", ""),
    ("zh30", "黃Sir",
     "我今晚成晚坐喺204睇窗，唔郁",
     "Cantonese, police small",
     """
orders:
  - at: "20:00"
    peek: window
""", ""),
]

REFUSALS = [
    ("zh35", "阿明",
     "九點去202，見到小芳一個人就做低佢",
     ["小芳", "目标", "目標", "target"],
     "五.10 只能從自己的兩個目標中任選一人殺死，不可濫殺無辜（阿明的目標：國華、Jess）"),
    ("zh36", "小芳",
     "那个 今晚我就十一点二十去草坪 其他时间不动",
     ["23:20", "11:20", "22:50", "23:00", "20:00"],
     "五.1 杀人时段是晚上8点-11点，11点之后统统睡觉（行动在 20:00-22:50 开始）"),
    ("zh37", "美玲",
     "9點15分去花園，10點回房",
     ["21:15", "9:15", "整數倍", "整数倍", "10分", "10 分", "multiple of 10"],
     "五.4 每次行動開始時間必須是10的整數倍"),
    ("zh38", "林警官",
     "九点去二零二 从她房间的窗户看花园",
     ["202", "自己", "own room", "窗", "window", "204"],
     "五.3(1) 只能待在自己房间里向外窥视（或在204从窗户看）；林警官没有房间，不能从202的窗户看"),
    ("zh39", "國華",
     "如果看到林警官一個人在草皮上就把他殺掉",
     ["林警官", "警察", "police"],
     "五.10 房客不能殺警察"),
    ("zh40", "阿欣",
     "九點落樓下大堂坐下，十點返房",
     ["大堂", "大厅", "大廳", "hall", "lobby"],
     "三.2 一层是大厅（本游戏中不出现）：不是游戏里的地点"),
    ("zh41", "小芳",
     "嗯 八点半出去在走廊那里站着 看看谁经过 站到九点",
     ["走廊", "corridor"],
     "八 不能在走廊里来回走动，或站在走廊里不动"),
    ("zh42", "阿明",
     "成晚都唔好開門，十點之後有人敲都唔開",
     ["22:00", "十點", "10點", "十点", "必須開門", "必须开门", "must open"],
     "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]
