# Chinese cases of held-out set parse97.
# CASES:    (id, sender, message, "accept", order file body (without `who:`), note)
# REFUSALS: (id, sender, message, reason keywords (zh and en alternatives), rule)
# Cast (game/game.yaml): 201 阿杰 (石头, Kev), 林姐 (大刘, Oliver); 202 大刘 (小周, 阿杰);
# 203 小周 (林姐, Kev), 嘉欣 (阿杰, Oliver); 205 石头 (嘉欣, 大刘); 207 Kev (Oliver, 林姐);
# 209 Oliver (小周, 石头); police 孙队, 丁丁, Priya (no room, start in 204).
A = "accept"; R = "refuse"
CASES = [
("zh01", "阿杰", """老板晚上好😄 今晚我先在屋里从猫眼盯着走廊，九点去204坐坐，十点回来从窗户看草坪，就这样，谢谢老板🙏""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "ordinary chat; 201 faces south, its window sees the lawn"),

("zh02", "大刘", """整晚窗户""", A, """
orders:
  - {at: "20:00", peek: window}
""", "terse: the whole night at the window of his own room (202, north: the garden)"),

("zh03", "林姐", """GM晚上好呀，今天白天上班累死了，晚上玩得佛系一点哈。我想先在屋里从窗户看看草坪，毕竟我们201朝南嘛，看到八点五十。然后八点五十去204找大家聊聊天，听听八卦，待到九点四十。九点四十我去花园透透气，十点整回屋，之后就从门孔看着走廊，看谁鬼鬼祟祟的。就这些，辛苦啦～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:40", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "talkative; 八点五十, 九点四十, 十点整"),

("zh04", "小周", """今晚计划：
1. 20:00 房间内门孔观察（确认走廊动向）
2. 20:30 去204（收集情报）
3. 21:10 回房，窗户观察草坪（南向窗能看到全景）
4. 22:00 去207找Kev，若他单独在房间则动手，否则回房
以上，谢谢。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: window}
  - {at: "22:00", go: "207", kill: Kev, if: alone, else: {go: home}}
""", "strategist, numbered lines with reasons"),

("zh05", "石头", """老板晚上好我今天晚上八点先在房间里从窗户看草坪然后九点半去二零四坐一会儿十点回来从门孔看""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input: no punctuation, 二零四 = 204"),

("zh06", "嘉欣", """GM晚安呀～今晚我八點去204傾偈，九點半返房，之後一直喺窗口睇住個草地，唔該晒🙏""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese: 傾偈 = chat, 返房 = back to my room, 草地 = the lawn (203 faces south)"),

("zh07", "孙队", """各位晚上好👮 孙队报到。今晚我先在204从窗户盯着花园，九点半下楼去花园转转，十点回204接着看窗户。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "police without a room start in 204; a window peek from 204 is allowed"),

("zh08", "丁丁", """丁丁来啦🤗 八点半去花园，九点十分去草坪，九点四十回204从窗户看花园～""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "police; 回204 = back to where she started"),

("zh09", "阿杰", """哈哈今晚搞点事情 八点半去205找石头聊天，他要是一个人在屋里我就直接动手了😏 人多就算了，回自己屋""", A, """
orders:
  - {at: "20:30", go: "205", kill: 石头, if: alone, else: {go: home}}
""", "conditional kill on a visit; 人多就算了，回自己屋 = else home"),

("zh11", "林姐", """跟你说个事儿，我观察了好几天，Oliver那个人每天晚上都喜欢去草坪，所以我打算九点半下去草坪等他。要是草坪上就他一个人，我就动手；要是有别人在，我就装作散步，不动手。十点回屋。我有点怕被人从窗户看到，不过管他呢🙈 谢谢啦""", A, """
orders:
  - {at: "21:30", go: lawn, kill: Oliver, if: alone}
  - {at: "22:00", go: home}
""", "no else: with others there she stays (装作散步) and the kill waits for Oliver alone until 22:00"),

("zh12", "小周", """今晚安排：
1. 全程：遇到林姐，且周围没有第三人→动手（她常一个人去花园）
2. 20:00-21:00 窗户看草坪
3. 21:00 去花园（制造不在场证明）
4. 21:30 回房，不再观察""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: 林姐, if: alone, from: "20:00", until: "23:00"}
""", "standing kill (全程) plus a timetable"),

("zh13", "石头", """九点去佳欣他们房间二零三找她聊天如果她一个人在就杀了她不对不对他们屋住两个人那就是如果屋里只有她一个人就杀了她不然就回来""", A, """
orders:
  - {at: "21:00", go: "203", kill: 嘉欣, if: alone, else: {go: home}}
""", "voice input: 佳欣 is a homophone slip for 嘉欣; self-correction 不对不对 restates the same condition"),

("zh14", "嘉欣", """十點正去201搵阿杰，如果佢一個人喺度就做低佢，唔係就去花園行下""", A, """
orders:
  - {at: "22:00", go: "201", kill: 阿杰, if: alone, else: {go: garden}}
""", "Cantonese: 十點正 = 22:00, 搵 = look for, 做低佢 = kill him, 唔係就 = otherwise"),

("zh16", "大刘", """8点半 204 10点回""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", "terse"),

("zh17", "孙队", """孙队：八点去草坪巡一圈，八点半回娱乐室，九点去敲203的门问问情况，九点半回娱乐室待着。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: "203"}
  - {at: "21:30", go: "204"}
""", "police; 娱乐室 = 204; knocking at 203 = going to 203"),

("zh18", "林姐", """今晚我打算低调点。我总觉得大刘会来找我麻烦（女人的直觉！），所以十点之前别给他开门，其他人来都可以开。然后整晚我就在屋里，门孔和窗户换着看：八点门孔，八点半窗户，九点门孔，九点半窗户，十点以后就不看了，睡觉😴""", A, """
door: [阿杰, 小周, 嘉欣, 石头, Kev, Oliver, 孙队, 丁丁, Priya]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", peek: window}
  - {at: "22:00"}
""", "a deny list written as the list of everyone else (tenants and police); 十点以后就不看了 = stop peeking at 22:00"),

("zh20", "小周", """1. 门：22:00前只给嘉欣和丁丁开（嘉欣是室友；丁丁是警察，给她开门显得坦荡）
2. 20:00起门孔看走廊，到22:00
3. 22:00起改窗户看草坪""", A, """
door: [嘉欣, 丁丁]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "door list; the roommate enters anyway, listed as the player said"),

("zh21", "嘉欣", """今晚十點前唔好幫任何人開門呀，我驚😨 成晚喺房用貓眼睇走廊""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese; door closed before 22:00 (the seed's 22:00 rule is respected by the player)"),

("zh22", "丁丁", """今晚我去找嘉欣聊天，九点整去203，十点回204～""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "204"}
""", "police visiting; 九点整"),

("zh23", "阿杰", """哈哈 老板晚上好 今晚我约了Kev九点过来我屋聊天，所以十点前只给Kev开门，其他人敲门一律不开😎 八点到九点我从猫眼看走廊，之后就在屋里等他，不看了。谢啦""", A, """
door: [Kev]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00"}
""", "door list of one; 之后…不看了 = stop peeking at 21:00 and stay"),

("zh25", "大刘", """9点 203 小周一个人就杀 不然回""", A, """
orders:
  - {at: "21:00", go: "203", kill: 小周, if: alone, else: {go: home}}
""", "terse conditional kill; 不然回 = else home"),

("zh26", "石头", """今天晚上不管在哪碰到大刘只要他是一个人就杀了他时间是九点到十点半""", A, """
standing:
  - {kill: 大刘, if: alone, from: "21:00", until: "22:30"}
""", "voice input; standing kill with a window given at the end"),

("zh28", "小周", """今晚方案（修正版）：
① 20:20 去201——不，改20:40（20:30前林姐可能还在204）
② 到201后，若林姐单独在屋→动手；若她不在或屋里有别人→直接去204
③ 21:30 回房，门孔观察到结束""", A, """
orders:
  - {at: "20:40", go: "201", kill: 林姐, if: alone, else: {go: "204"}}
  - {at: "21:30", go: home, peek: peephole}
""", "correction inside the message (20:20 -> 20:40); else covers both 'not there' and 'not alone'"),

("zh29", "孙队", """今晚我就在餐厅待着，十点前不看窗户，十点后从窗户看花园，哈哈偷懒一下😂""", A, """
orders:
  - {at: "22:00", peek: window}
""", "police stay in 204 (餐厅); window from 22:00"),

("zh30", "阿杰", """今晚不管在哪碰到石头，只要他旁边没别人就干掉他🔪 其他时间我就在屋里待着，嘿嘿 谢谢老板""", A, """
standing:
  - {kill: 石头, if: alone}
""", "standing kill, whole night"),

("zh32", "林姐", """嗯…我想了想，九点去204，不对不对，九点我还是去找嘉欣聊天吧，她在203，聊到十点，十点回来从窗户看草坪。哎呀好纠结😂""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home, peek: window}
""", "correction: 204 replaced by 203"),

("zh33", "大刘", """十点前谁都不开门 猫眼看走廊""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "terse door policy (before 22:00) and a whole-night peephole"),

("zh34", "石头", """八点二十去花圆散步差十分九点回房间然后一直从窗户看草平""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: home, peek: window}
""", "voice input: 花圆/草平 are homophone slips for 花园/草坪; 差十分九点 = 20:50"),

("zh36", "嘉欣", """九點兩個字去花園，十點返嚟""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "22:00", go: home}
""", "Cantonese clock: 兩個字 = two five-minute marks = :10; 返嚟 = come back"),

("zh37", "阿杰", """我的安排：八点半去花园，算了，还是九点整再去吧，九点半回屋从猫眼看😄""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "算了…还是 replaces 20:30 by 21:00"),

("zh38", "丁丁", """丁丁：今晚哪也不去了，就在204窗户边看花园一整晚😴""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police, window of 204 all night"),

("zh40", "林姐", """晚上好！今天我想主动一点：九点到十点之间，不管在哪里碰到大刘，只要他身边没别人，我就把他解决掉。其他时间嘛，八点我先去花园散散步，九点去204，十点回房。谢谢GM～""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 大刘, if: alone, from: "21:00", until: "22:00"}
""", "standing kill limited to 21:00-22:00 beside a timetable"),

("zh41", "小周", """1) 8:00–9:00 窗户看草坪 2) 9:00–10:00 门孔 3) 10:00 去草坪：遇到Kev且只有他一人→杀；否则去花园 4) 10:40 回房""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: lawn, kill: Kev, if: alone, else: {go: garden}}
  - {at: "22:40", go: home}
""", "numbered on one line; seed-style times 8:00 = 20:00"),

("zh42", "石头", """十点前谁敲门都不开然后十点十分去草坪不对是十点二十去草坪待到十点五十回来""", A, """
door: closed
orders:
  - {at: "22:20", go: lawn}
  - {at: "22:50", go: home}
""", "voice input; 不对是 corrects 22:10 to 22:20"),

("zh44", "嘉欣", """成晚無論喺邊度撞到Oliver，只要佢自己一個，就劈咗佢。其他時間我留喺房，唔做嘢""", A, """
standing:
  - {kill: Oliver, if: alone}
""", "Cantonese standing kill: 撞到 = bump into, 劈咗佢 = kill him"),

("zh45", "阿杰", """10点10分去207找Kev，如果就他一个人就杀了他，不是一个人的话我就下去草坪溜达🚶""", A, """
orders:
  - {at: "22:10", go: "207", kill: Kev, if: alone, else: {go: lawn}}
""", "conditional kill with an alternative"),

("zh46", "大刘", """碰到阿杰单独就杀 整晚""", A, """
standing:
  - {kill: 阿杰, if: alone}
""", "terse standing kill"),

("zh48", "小周", """1. 21:00 去草坪，走西楼梯（离203近，少暴露）
2. 21:50 回房，也走西楼梯
3. 22:00 起窗户观察草坪""", A, """
orders:
  - {at: "21:00", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: home, via: [west-stairs]}
  - {at: "22:00", peek: window}
""", "named routes"),

("zh49", "石头", """我今天就在屋里从门孔看一整晚吧哦对了九点整换成窗户看""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "voice input; 哦对了 adds a switch at 21:00"),

("zh50", "丁丁", """10点半去201找林姐，要是屋里没人开门我就去花园溜达，嘿嘿""", A, """
orders:
  - {at: "22:30", go: "201", else: {go: garden}}
""", "police visit with an alternative for a shut door"),

("zh52", "阿杰", """晚上好呀～ 八点先去204看看有谁，八点四十去花园，九点二十回屋，然后一直从窗户看草坪到十一点 谢谢GM👍""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", "several steps; 到十一点 = to the end of the night"),

("zh53", "孙队", """晚上好！八点四十去205找石头聊聊，如果没人开门就去花园；九点四十回204""", A, """
orders:
  - {at: "20:40", go: "205", else: {go: garden}}
  - {at: "21:40", go: "204"}
""", "police visit with an alternative"),

("zh54", "大刘", """8点花园 8点40回 窗户""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: home, peek: window}
""", "terse"),

("zh56", "林姐", """我今晚要去草坪看星星🌟 十点整出发，走东边那个楼梯（西边楼梯那边我老觉得会碰见人），到了就待着不回来了。出发之前，八点到十点我在屋里从门孔看着走廊。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: lawn, via: [east-stairs]}
""", "route named as 东边那个楼梯"),

("zh57", "小周", """1. 21:15–22:45：任何地点遇到Kev，不管周围有没有人，立即动手（选在大家开始走动之后）
2. 其余时间待在房间，不观察""", A, """
standing:
  - {kill: Kev, if: always, from: "21:15", until: "22:45"}
""", "standing windows take any minute (21:15 is fine there)"),

("zh58", "嘉欣", """八點半去209搵Oliver傾偈，如果冇人開門就去204。九點半返房用窗睇""", A, """
orders:
  - {at: "20:30", go: "209", else: {go: "204"}}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese; 冇人開門 = nobody opens"),

("zh60", "大刘", """9:20草坪 走东楼梯 10点回""", A, """
orders:
  - {at: "21:20", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home}
""", "terse with a route"),

("zh61", "丁丁", """八点先在204待着，八点五十去202找大刘聊聊，九点五十去花园，十点半回204""", A, """
orders:
  - {at: "20:50", go: "202"}
  - {at: "21:50", go: garden}
  - {at: "22:30", go: "204"}
""", "police: staying in 204 at 20:00 needs no order"),

("zh62", "石头", """九点四十去二零二大刘那边如果大刘在就杀了他不在的话就去餐厅""", A, """
orders:
  - {at: "21:40", go: "202", kill: 大刘, else: {go: "204"}}
""", "voice input; 在就杀 = kill when present (no alone condition); 餐厅 = 204"),

("zh64", "孙队", """孙队：我九点整去草坪，九点五十回来，回来后一直从窗户看花园到结束。辛苦各位🙏""", A, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:50", go: "204", peek: window}
""", "police: 回来 = back to 204"),

("zh65", "小周", """今晚只两条：
1. 20:00 去204，窗户看花园，一直到22:00
2. 22:00 回房。""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "window peek from 204"),

("zh66", "嘉欣", """九點去草地，唔係，改做九點二十先去，十點正返房""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "Cantonese correction: 唔係，改做 = no, change it to"),

("zh67", "阿杰", """GM 晚上好 今晚就从窗户一直看草坪，啥也不干😂😂""", A, """
orders:
  - {at: "20:00", peek: window}
""", "whole night at the window"),

("zh68", "大刘", """10点20 201 阿杰在就杀 不在就去草坪""", A, """
orders:
  - {at: "22:20", go: "201", kill: 阿杰, else: {go: lawn}}
""", "terse; kill when present, else the lawn"),

("zh69", "石头", """八点半去草坪玩到九点半然后去二零七找凯文聊天十点半回自己房间""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "207"}
  - {at: "22:30", go: home}
""", "voice input; 凯文 = Kev (game.yaml nickname)"),

("zh70", "林姐", """我想去204坐会儿，九点去。要是孙队在那儿，我就不待了，直接回屋（我怕他问东问西🙈）。十点半再去敲大刘的门，他要是一个人在屋里，我就把他干掉🔪""", A, """
orders:
  - {at: "21:00", go: "204", if: {absent: 孙队}, else: {go: home}}
  - {at: "22:30", go: "202", kill: 大刘, if: alone}
""", "a condition on a police officer without a kill; a kill on knocking"),
]

REFUSALS = [
("zh10", "大刘", """11点草坪""", ["23:00", "22:50", "11点", "十一点", "时间", "time", "20:00"],
 "23:00 is after the night (五.1: 11点之后统统睡觉; orders start 20:00-22:50)"),
("zh15", "阿杰", """老板～今晚九点去202找大刘玩，要是他一个人在我就把他做了哈哈🔪""", ["目标", "target", "石头", "Kev", "滥杀"],
 "大刘 is not one of 阿杰's targets (石头, Kev) (五.10 不可滥杀无辜)"),
("zh19", "石头", """嗯那个今天晚上九点多去草坪溜一圈然后再回来""", ["九点多", "几点", "具体", "时间", "time", "exact", "vague", "模糊"],
 "a vague time (九点多): a start must be a definite 10-minute slot (五.4); guessing would be a misread"),
("zh24", "林姐", """今天我豁出去了！大刘和Oliver今晚两个都得死，一个都不留😤 九点先去202把大刘杀了，十点再去209把Oliver也杀了""", ["一个", "一人", "只能", "任选", "两个", "one", "both"],
 "both targets killed in one night: each tenant kills only one of the two, once (五.10 只能从两个目标中任选一人)"),
("zh27", "嘉欣", """七點半就去花園等人，八點半返房""", ["19:30", "七點半", "七点半", "20:00", "8点", "时间", "time"],
 "19:30 is before the night starts at 20:00 (五.1)"),
("zh31", "丁丁", """我虽然是警察，但今晚也想杀一个😈 九点去草坪，碰到Oliver一个人就杀了他""", ["警察", "police", "不能杀", "cannot kill"],
 "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh35", "小周", """1. 21:00 去西楼梯口守着（去花园的人都要经过）
2. 22:00 回房""", ["楼梯", "stairs", "走廊", "corridor", "八", "停留"],
 "the stairs are no destination: nobody stands in the corridor or on the stairs (八)"),
("zh39", "大刘", """整晚 窗户看草坪""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202", "窗户", "window"],
 "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1)); a window peek would be a misread"),
("zh43", "孙队", """今晚我就在二楼走廊里来回巡逻，盯着每个门😤""", ["走廊", "corridor", "来回", "巡逻", "八"],
 "nobody paces or stands in the corridor (八 不能在走廊里来回走动，或站在走廊里不动)"),
("zh47", "林姐", """十点左右去找Oliver聊天吧，具体几点看心情""", ["左右", "几点", "具体", "时间", "time", "exact", "vague", "模糊"],
 "a vague time (十点左右, 看心情): a start must be a definite 10-minute slot (五.4)"),
("zh51", "嘉欣", """九點去207，用Kev間房嘅貓眼睇走廊""", ["自己", "own", "207", "门孔", "猫眼", "貓眼", "peephole"],
 "peeking only from one's own room (五.3(1) 待在自己房间里向外窥视); 嘉欣 lives in 203"),
("zh55", "石头", """今天晚上碰到孙队就把他杀了他老盯着我""", ["警察", "police", "不能杀", "cannot", "目标", "target"],
 "a tenant cannot kill police (五.10 房客不能杀警察), and 孙队 is not one of 石头's targets"),
("zh59", "阿杰", """8点45去花园转转，9点半回来 谢谢老板😄""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:45", "8:45", "8点45"],
 "a start not on a 10-minute slot (五.4 开始时间必须是10的整数倍)"),
("zh63", "林姐", """今晚谁敲门我都不开，十点以后也不开，谁知道是不是凶手😱""", ["22:00", "十点", "10点", "必须开门", "开门", "must open"],
 "after 22:00 a tenant must open to a knock (五.12); 'also after ten' cannot be granted"),
]
