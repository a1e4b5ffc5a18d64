# -*- coding: utf-8 -*-
"""Chinese cases for parse56: learners of Chinese (Japanese, Korean, Russian, Vietnamese)
and native players who mix English into their Chinese.  Night 1.
CASES: (id, sender, message, None, expected order file body, note)
REFUSALS: (id, sender, message, reason keywords, rule)"""

def _alt(first, second):
    out = ["orders:"]
    for i in range(18):
        h, m = 20 + i // 6, (i % 6) * 10
        out.append(f'  - at: "{h}:{m:02d}"')
        out.append(f"    peek: {first if i % 2 == 0 else second}")
    return "\n".join(out)

CASES = [
("zh01", "山田", """こんばんは、GMさん。今晚的行动是这样：
8点 从窗户看外边
8点半 去花园散步
9点10分 回自己的房间
谢谢您，请多关照。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: home
""", ""),

("zh02", "山田", """9時去204聊天，10時帰自己房间，从门孔看走廊到最后。よろしくお願いします""", None, """
orders:
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", "Japanese 時 / 帰 for 点 / 回"),

("zh03", "山田", """GM様
敏俊さんを杀したいです。10点20分我去202房间，如果他一个人在房间的话，杀他。
如果不是一个人或者他不在，我马上回自己房间。
其他时间我在房间里，不出去。""", None, """
orders:
  - at: "22:20"
    go: "202"
    kill: 敏俊
    if: alone
    else: {go: home}
""", ""),

("zh04", "Minh", """Chào GM! 我今天晚上8点去草坪玩，玩到9点半回房间。然后从窗口看草坪一直到11点。""", None, """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:30"
    go: home
    peek: window
""", ""),

("zh05", "Minh", """我要杀Karim。整个晚上如果看见Karim一个人就杀他。
晚上我在房间，不开门给谁。""", None, """
door: closed
standing:
  - kill: Karim
    if: alone
""", "Vietnamese word order: 不开门给谁 = open the door to nobody (before 22:00)"),

("zh06", "Minh", """8点10分我去209找卡里姆聊天，9点回来。10点去花园，10点半去草坪，就这样 ạ""", None, """
orders:
  - at: "20:10"
    go: "209"
  - at: "21:00"
    go: home
  - at: "22:00"
    go: garden
  - at: "22:30"
    go: lawn
""", ""),

("zh07", "敏俊", """안녕하세요 GM님.
我8点到9点在房间从窗户看花园.
9点我去204房间.
10点我回房间睡觉.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""", "202 faces north: its window sees the garden"),

("zh08", "敏俊", """GM님, 今天我要去205房间杀小雨. 时间是9点40分.
只有小雨一个人的时候杀她, 不然我去草坪.""", None, """
orders:
  - at: "21:40"
    go: "205"
    kill: 小雨
    if: alone
    else: {go: lawn}
""", ""),

("zh09", "敏俊", """今天晚上我的门只给山田씨开. 别人都不开.
我一直在房间里从门孔看.""", None, """
door: [山田]
orders:
  - at: "20:00"
    peek: peephole
""", ""),

("zh10", "Olga", """Добрый вечер. 我八点在房间。八点二十去二零四，从窗户看花园。九点半我回去房间。""", None, """
orders:
  - at: "20:20"
    go: "204"
    peek: window
  - at: "21:30"
    go: home
""", ""),

("zh11", "Olga", """我要去杀Minh。他住在201。
十点十分我去201，如果他一个人，我杀他。
如果他不是一个人或者他不在，我去花园。""", None, """
orders:
  - at: "22:10"
    go: "201"
    kill: Minh
    if: alone
    else: {go: garden}
""", ""),

("zh12", "Olga", """我整晚在自己房间，一会看窗户一会看门孔，每十分钟换一次。开始是窗户。""", None, _alt("window", "peephole"), "alternating every 10 minutes, 20:00-22:50"),

("zh13", "阿杰", """我9点去garden然后check一下Karim在不在，只有他一个人就干掉他，otherwise直接回room""", None, """
orders:
  - at: "21:00"
    go: garden
    kill: Karim
    if: alone
    else: {go: home}
""", ""),

("zh14", "阿杰", """tonight plan: 8:30去204 chill一下，9:20去lawn，10点回房 peek window till end 😎""", None, """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),

("zh15", "阿杰", """door我今晚只开给Olga，毕竟roommate嘛。其他人一律不开。然后我整晚stay在房间不出去""", None, """
door: [Olga]
""", ""),

("zh16", "小雨", """我的plan很简单：整晚，只要碰到阿杰alone，就kill他。其他时间在房间里透过猫眼看""", None, """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 阿杰
    if: alone
""", ""),

("zh17", "小雨", """8点40去203找Olga聊天，大概9点10分走，then去花园，10点半回自己房间～""", None, """
orders:
  - at: "20:40"
    go: "203"
  - at: "21:10"
    go: garden
  - at: "22:30"
    go: home
""", ""),

("zh18", "周警官", """报告GM，我们police今晚也出来转转。我8点在204窗口看花园，9点下去garden巡逻，10点再回204。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: "204"
""", "police without a room start in 204"),

("zh19", "Nadia", """我是警察。我九点去草坪，十点去花园，十点半回二零四房间。""", None, """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: garden
  - at: "22:30"
    go: "204"
""", ""),

("zh20", "Tanaka", """田中です。今晚我一直在204从窗户看外面です。以上。""", None, """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh21", "山田", """GM様，请您确认。
我8点半去草坪，在草坪上等。在草坪的时候如果Sofiaさん一个人来的话，杀她。
10点回房间。""", None, """
orders:
  - at: "20:30"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: Sofia
    if: alone
    from: "20:30"
    until: "22:00"
""", "the kill holds while they wait on the lawn"),

("zh22", "Minh", """Em xin gửi 行动：
第一时段：待在房间门孔看。
第二时段：九点去二零四聊天。
第三时段：十点二十回房间，窗户看。""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:20"
    go: home
    peek: window
""", "the seed's 时段 layout"),

("zh23", "敏俊", """10点30分 我 去 花园 산책.  10点50分 回 房间.""", None, """
orders:
  - at: "22:30"
    go: garden
  - at: "22:50"
    go: home
""", ""),

("zh24", "Olga", """пожалуйста: 9点我走西楼梯下去花园，10点回房间。""", None, """
orders:
  - at: "21:00"
    go: garden
    via: [west-stairs]
  - at: "22:00"
    go: home
""", ""),

("zh25", "阿杰", """ok 10点去201找山田（不是Minh哈），if he's alone就做掉，他不在或者不alone就马上回来""", None, """
orders:
  - at: "22:00"
    go: "201"
    kill: 山田
    if: alone
    else: {go: home}
""", ""),

("zh26", "小雨", """今晚低调一点lol。8点到10点都在房间看窗护，10点以后换门孔看。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),

("zh27", "Karim", """我是卡里姆。我8点20分去207找Sofia聊天，9点回来自己房间。9点以后不出去了，在房间用门孔看楼梯。""", None, """
orders:
  - at: "20:20"
    go: "207"
  - at: "21:00"
    go: home
    peek: peephole
""", "Karim writing Chinese; 209's peephole sees the stairs"),

("zh28", "Sofia", """Hola GM，我中文不好。我 9点 去 204。 10点 去 草坪。 10点40 回 207 (我的房间)。""", None, """
orders:
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: home
""", ""),

("zh29", "山田", """今夜は…今晚我不想出去。只是门不给敏俊开，别的人可以进来。""", None, """
door: [Minh, Olga, 阿杰, 小雨, Sofia, Karim, 周警官, Nadia, Tanaka]
""", "a deny list written as everyone else (the contract has no deny list)"),

("zh30", "敏俊", """GM님 질문 없어요. 행동:
8点 去 203 房间 找 Olga 씨 聊天
8点 30 分 回 房间
9点 去 草坪
9点 50 分 回 房间 从 窗户 看""", None, """
orders:
  - at: "20:00"
    go: "203"
  - at: "20:30"
    go: home
  - at: "21:00"
    go: lawn
  - at: "21:50"
    go: home
    peek: window
""", ""),

("zh31", "Olga", """我今天的计划：我在房间一直。门我关，谁都不开。十点以后当然开。""", None, """
door: closed
""", "Russian word order; the 22:00 rule acknowledged"),

("zh32", "阿杰", """哈哈今晚走个过场：8点去花园walk一walk，8点40回来，然后整晚在room里面，有人敲门照开""", None, """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: home
""", ""),

("zh33", "小雨", """10:10去203，Olga一个人的话直接kill，不是一个人or不在的话就去204待着""", None, """
orders:
  - at: "22:10"
    go: "203"
    kill: Olga
    if: alone
    else: {go: "204"}
""", ""),

("zh34", "Minh", """我在全部时间，从八点到十一点，看到Olga就杀，不管有没有别人。""", None, """
standing:
  - kill: Olga
    if: always
""", "seed 五.7's third form"),

("zh35", "Karim", """晚上好。我的命令：第一个小时在房间里从窗户看草坪。九点去花园。九点四十回房间。就这些，谢谢。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: home
""", ""),

("zh36", "周警官", """GM 我这边：8:30去草坪patrol，9:30去花园，10:30回204窗户那边盯着garden""", None, """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: "204"
    peek: window
""", ""),

("zh37", "Nadia", """GM，我晚上：8点10分去花园。9点10分去草坪。9点50分回到204。在204看窗户直到最后。""", None, """
orders:
  - at: "20:10"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: "204"
    peek: window
""", ""),

("zh38", "山田", """すみません、昨日の続き… 今晚9点40分我要走东楼梯去草坪。在草坪等到10点20分，然后回房间从窗户看。""", None, """
orders:
  - at: "21:40"
    go: lawn
    via: [east-stairs]
  - at: "22:20"
    go: home
    peek: window
""", ""),

("zh39", "敏俊", """整个 晚上 如果 见到 山田 一个人 就 杀. 其他 时候 我 在 房间 门孔 看. 门 对所有人 开.""", None, """
door: open
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 山田
    if: alone
""", ""),

("zh40", "Olga", """GM, 我想去207杀Sofia。九点二十我去，如果Sofia一个人杀了她。如果她不是一个人或者不在，不杀，回房间。杀了的话我九点四十回房间。""", None, """
orders:
  - at: "21:20"
    go: "207"
    kill: Sofia
    if: alone
    else: {go: home}
  - at: "21:40"
    go: home
""", "after a kill they go home at 21:40; not alone or not there: home at once"),

("zh41", "阿杰", """update一下：之前说的作废。新plan→ 8点在房间猫眼盯着走廊，9点去209 visit一下Karim，9点半回来""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "209"
  - at: "21:30"
    go: home
""", ""),

("zh42", "小雨", """我要去lawn吹吹风，时间就8:50吧，待到9:40，之后回205 peephole看看谁在走廊晃""", None, """
orders:
  - at: "20:50"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("zh43", "Minh", """8点半去203跟Olga聊天。如果Olga不在，我回房间。9点半去花园。""", None, """
orders:
  - at: "20:30"
    go: "203"
    if: {present: Olga}
    else: {go: home}
  - at: "21:30"
    go: garden
""", ""),

("zh44", "Karim", """卡里姆的命令：十点我去205房间，小雨一个人在的话，杀死她。小雨不是一个人或者不在的话去花园。""", None, """
orders:
  - at: "22:00"
    go: "205"
    kill: 小雨
    if: alone
    else: {go: garden}
""", ""),

("zh45", "Sofia", """GM 你好！我今晚：八点半 去 花园。在 花园 的 时候，什么 时候 看到 敏俊 一个人，我 杀 他。九点半 回 房间。""", None, """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: home
standing:
  - kill: 敏俊
    if: alone
    from: "20:30"
    until: "21:30"
""", ""),

("zh46", "Tanaka", """警察の田中です。9点去202会う敏俊，聊天，9点半回204。请多关照。""", None, """
orders:
  - at: "21:00"
    go: "202"
  - at: "21:30"
    go: "204"
""", ""),

("zh47", "山田", """今晚我和Minh一起的房间。我一直看门孔。10点后看窗户。门只给Minh和阿杰开。""", None, """
door: [Minh, 阿杰]
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", "Minh is the roommate; the list matters before 22:00"),

("zh48", "敏俊", """GM님~ 今天 我 8点20分 去 花园, 8点50分 去 草坪, 9点20分 回来 房间. 以后 不 出去 了요.""", None, """
orders:
  - at: "20:20"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:20"
    go: home
""", ""),

("zh49", "Olga", """我的行动很少，只有一个件事。十点五十分去二零四。就这个。""", None, """
orders:
  - at: "22:50"
    go: "204"
""", ""),

("zh50", "阿杰", """brb吃饭…ok回来了。plan：9:10 去花园 9:50 去草坪 10:30 回203，if 在草坪碰到Karim一个人就顺手解决了""", None, """
orders:
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: Karim
    if: alone
    from: "21:50"
    until: "22:30"
""", "the kill only while on the lawn"),

("zh51", "小雨", """不出门。door closed，谁来都不开（10点前）。然后全程窗户。""", None, """
door: closed
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh52", "Karim", """晚上8点在房间。8点40分去204。在204从窗户看花园。9点40分回房间，门孔看。""", None, """
orders:
  - at: "20:40"
    go: "204"
    peek: window
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("zh53", "Minh", """Dạ, 今晚我九点十分去202找敏俊。然后九点四十去草坪。十点二十回房间，开门给所有人。""", None, """
orders:
  - at: "21:10"
    go: "202"
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
""", "door open is the default"),

("zh54", "周警官", """今晚我就在204 stay整晚，不peek，就跟来的人chat一下。""", None, """
orders:
  - at: "20:00"
    go: "204"
""", "an officer without a room is in 204 anyway; the go may be left out"),

("zh55", "Sofia", """我是Sofia。我要 十点四十 去 203，阿杰 一个人 在 的话 杀 他。不是一个人 或者 不在，回 我的 房间。""", None, """
orders:
  - at: "22:40"
    go: "203"
    kill: 阿杰
    if: alone
    else: {go: home}
""", ""),

("zh56", "山田", """失礼します。今晚行动：
・8点10分：去204，在那里从窗户看
・9点：回房间
・9点20分：去209房间看望Karimさん
・10点：回房间，从门孔看
以上です。""", None, """
orders:
  - at: "20:10"
    go: "204"
    peek: window
  - at: "21:00"
    go: home
  - at: "21:20"
    go: "209"
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
]

REFUSALS = [
("zh57", "山田", """GM様、今晚10点我去203，如果Olgaさん一个人在就杀她。请多关照。""",
 ["Olga", "目标", "target"], "五.10 不可滥杀无辜: Olga is not one of 山田's targets (敏俊, Sofia)"),

("zh58", "阿杰", """9点去204，看到周警官alone就kill掉，反正police最烦了""",
 ["警察", "police", "周警官"], "五.10 / 六.6 房客不能杀警察"),

("zh59", "周警官", """我police今晚9点去203，如果阿杰一个人在，直接把他干掉，省得后面破案麻烦""",
 ["警察", "police", "杀"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("zh60", "敏俊", """GM님, 11点半 我 去 花园 산책. 그리고 12点 回 房间.""",
 ["11", "23", "时间", "time", "8点", "20:00"], "五.1 the night is 8-11 o'clock; 23:30 is after it (11点之后统统睡觉)"),

("zh61", "Olga", """我七点四十去草坪。八点半回房间。""",
 ["7", "19", "时间", "time", "8点", "20:00"], "五.1 the night starts at 8 o'clock; 19:40 is before it"),

("zh62", "Minh", """我8点25分去花园，9点回房间。""",
 ["8:25", "20:25", "25", "10分钟", "整数倍", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),

("zh63", "小雨", """9点我下去一楼大厅hang out一下，10点回来""",
 ["大厅", "一楼", "hall", "lobby", "不存在"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),

("zh64", "Karim", """我九点出门，在走廊里站着，看谁进谁的房间，十点回去。""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),

("zh65", "阿杰", """9点我同时去garden和204，一边chill一边盯人，哈哈""",
 ["同时", "两个", "one thing", "一件事", "two places"], "五.2 每10分钟之内每名房客可以选择干一件事: two places at once"),

("zh66", "Sofia", """我的 门 整个 晚上 都 关着，十点 以后 也 不 开，谁 敲 都 不 开。""",
 ["10点", "22:00", "十点", "必须开门", "must open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh67", "阿杰", """8点去205找小雨，然后在她房间窗户往外看lawn""",
 ["205", "自己的房间", "own room", "窗户", "window"], "五.3(1) 待在自己房间里向外窥视: peeking only from one's own room"),

("zh68", "Nadia", """我是警察。我整晚在204，从门孔看走廊。""",
 ["门孔", "peephole", "204"], "五.3(3)/docs ORDERS.md: from 204 only the window; a peephole only from one's own room (police have none)"),

("zh69", "敏俊", """GM님, 저는 房间 에서 窗户 로 草坪 을 看 해요. 整晚.""",
 ["草坪", "lawn", "朝北", "north", "花园", "garden"], "三.2 202 朝北: its window sees the garden, not the lawn"),

("zh70", "Minh", """今晚我两个都杀：9点去203杀Olga，然后10点去209杀Karim。""",
 ["一人", "一个", "two", "both", "任选一人", "one kill"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
]
