# Chinese cases of the parse50 held-out set (普通话 and 粤语, talkative chat players).
# CASES: (id, sender, message, style, expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
# ---------------- 阿豪 (201, targets 莉莉 Tony), 粤语 ----------------
("zh01", "阿豪", """
[12:03] 豪哥: GM 喺唔喺度？
[12:03] 豪哥: 交今晚嘅行动先
[12:04] 豪哥: 八点正喺房度睇窗，睇到八点半
[12:04] 豪哥: 八点半落花园行下，听讲今晚有月光🌝
[12:05] 豪哥: 九点返房，用猫眼睇住条走廊
[12:05] 豪哥: 之后就一直睇猫眼睇到十一点，冇嘢啦 多谢晒
""", "timestamped lines, Cantonese", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
""", ""),

("zh02", "阿豪", """
今晚要搞嘢了😈
9:20 去202揾莉莉，如果佢一个人喺度就做咗佢，唔系一个人就去204坐下饮杯茶。
10点之后返自己房。
PS 我知莉莉成日锁门，佢唔开门嘅话都系去204。
PPS 唔好同Siobhan讲，佢同我同房好八卦
""", "conditional kill with P.S. lines", """
orders:
  - at: "21:20"
    go: "202"
    kill: 莉莉
    if: alone
    else: {go: "204"}
  - at: "22:00"
    go: home
""", "'唔系一个人' and '唔开门' both go to 204: one else"),

("zh03", "阿豪", """
简单啲讲：成晚见到托尼就杀，唔理周围有冇人睇住 🔪
其他时间我就喺204吹水，八点就过去啦（Tony 你睇到呢句就当我讲笑😂）
""", "standing kill always + joke", """
orders:
  - at: "20:00"
    go: "204"
standing:
  - kill: Tony
    if: always
""", ""),

("zh04", "阿豪", """
8:10去花园
唔好意思打错字，系8:10去草坪，唔系花园！！
然后9:00返嚟房，用窗口望住草坪（即系我头先去嗰度😂）
""", "order taken back and replaced", """
orders:
  - at: "20:10"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
""", "the 8:10 garden is replaced by the lawn"),

("zh05", "阿豪", """
八点四十经东楼梯落去花园（西边楼梯近莉莉间房，唔想佢见到我 lol），
九点十分都系行东楼梯返房。之后唔做嘢。
""", "named routes, reasons naming people", """
orders:
  - at: "20:40"
    go: garden
    via: [east-stairs]
  - at: "21:10"
    go: home
    via: [east-stairs]
""", ""),

("zh06", "阿豪", """
今晚我锁门🔒 十点前淨系开畀嘉欣，其他人敲门一概唔理（Siobhan本身同我同房，唔使讲啦）
成晚喺房用猫眼睇。
问多句：十点之后系咪一定要开门？系嘅话冇计，照规矩。
""", "door list, question to the GM", """
door: [陈嘉欣]
orders:
  - at: "20:00"
    peek: peephole
""", "the roommate is not a door-list entry; after 22:00 the rule applies"),

("zh07", "阿豪", """
黄sir 话今晚想问我嘢，咁我9点半去204揾佢倾偈啦。
10点半返房睇窗，睇到瞓。
""", "visit motivated by another player", """
orders:
  - at: "21:30"
    go: "204"
  - at: "22:30"
    go: home
    peek: window
""", ""),

("zh08", "阿豪", """
10:10 去203。
如果老郑唔喺度，就杀Tony；老郑喺度嘅话我即刻返屋企，当冇去过。
（老郑把口太疏，唔想佢见到）
""", "absent condition, Cantonese", """
orders:
  - at: "22:10"
    go: "203"
    kill: Tony
    if: {absent: 老郑}
    else: {go: home}
""", "'返屋企' = home"),

("zh09", "阿豪", """
今晚唔出去啦，好攰。
成晚喺房度：八点到九点睇窗，九点到十一点睇猫眼。
""", "stay home, two peeks", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),

("zh10", "阿豪", """
10:40 落草坪吹下风（唔好行近断崖边，冇栏杆㗎嘛哈哈）
如果见到莉莉一个人喺草坪，就杀咗佢。
之前就喺房度乜都唔做。
""", "late lawn kill, joke about the cliff", """
orders:
  - at: "22:40"
    go: lawn
    kill: 莉莉
    if: alone
""", ""),

("zh11", "阿豪", """
[12:40] 豪哥: 9:50去207揾Tess倾偈
[12:41] 豪哥: 佢唔喺度嘅话就去花园
[12:47] 豪哥: 10:30 返房
""", "present condition without kill", """
orders:
  - at: "21:50"
    go: "207"
    if: {present: Marites}
    else: {go: garden}
  - at: "22:30"
    go: home
""", "Tess = Marites (game.yaml nicknames)"),

# ---------------- 莉莉 (202, north window, targets 陈嘉欣 Marites), 普通话 ----------------
("zh12", "莉莉", """
亲爱的GM～今晚安排如下哈💕
8点到8点40窗户看花园，
8点40去204玩（听说黄sir也在那哈哈哈），
9点半回房，门孔看，
10点以后改成窗户看~
么么哒
""", "emoji, remark about police", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),

("zh13", "莉莉", """
9:10去205找嘉欣，她一个人就动手。
如果没人开门或者房里还有别人，我就去花园溜达一圈散散心🌸
（昨天她在群里怼我，哼）
""", "conditional kill with grudge", """
orders:
  - at: "21:10"
    go: "205"
    kill: 陈嘉欣
    if: alone
    else: {go: garden}
""", ""),

("zh14", "莉莉", """
今晚除了Tony谁敲门都别开（他说要来找我对口供😏 别问）。
我整晚待在房间里。
另外整晚不管在哪，碰到Marites单独一个人就杀了她。
""", "door list + standing alone", """
door: [Tony]
standing:
  - kill: Marites
    if: alone
""", ""),

("zh15", "莉莉", """
莉莉 12:40
8:30去草坪
莉莉 12:41
啊不对 草坪太远了 改成8:30去花园
莉莉 12:41
9:00回来从猫眼看
莉莉 12:52
补充：10:20去207找Tess聊天
""", "pasted chat log with nickname headers, correction", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:20"
    go: "207"
""", ""),

("zh16", "莉莉", """
问下GM，我房间窗户是朝北的吧？能看到整个花园吗？
能的话我8点到10点一直窗户看，10点之后去204坐着。
有人来找我就开门，反正我也不怕🙄
""", "question to GM, door open stated", """
door: open
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "204"
""", ""),

("zh17", "莉莉", """
9:40去207，见到Marites就杀，不管旁边有没有人。
（她上次投票投我，记仇了😤）
其他时间在房间发呆。
""", "kill always on arrival", """
orders:
  - at: "21:40"
    go: "207"
    kill: Marites
    if: always
""", ""),

("zh18", "莉莉", """
8点20去花园，要是在花园碰到嘉欣一个人就杀了她；
9点50回房。
P.S. 老郑说他今晚9点会去花园，我觉得他骗人
""", "kill armed while in the garden, other player's plan", """
orders:
  - at: "20:20"
    go: garden
    kill: 陈嘉欣
    if: alone
  - at: "21:50"
    go: home
""", "the kill is armed by the 20:20 order while it runs (until 21:50); the 9点 in the P.S. is 老郑's plan, not an order"),

("zh19", "莉莉", """
10点半去204，如果欧阳在就跟他聊聊（有事问他），
他不在的话我就回房间。
""", "present condition with else home", """
orders:
  - at: "22:30"
    go: "204"
    if: {present: 欧阳}
    else: {go: home}
""", ""),

("zh20", "莉莉", """
今晚宅家👀
8:00 门孔，8:10 窗户，8:20 门孔，8:30 窗户，8:40 门孔，8:50 窗户
9点以后就不看了，躺着玩手机
""", "slot-by-slot peeking", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:10"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "20:50"
    peek: window
  - at: "21:00"
""", "21:00 stops the peeking"),

("zh21", "莉莉", """
9点从西楼梯下去，到草坪看星星✨（Siobhan说草坪上能看见猎户座）
10点回来
""", "route named, chatter about another player", """
orders:
  - at: "21:00"
    go: lawn
    via: [west-stairs]
  - at: "22:00"
    go: home
""", ""),

("zh22", "莉莉", """
今晚10点前谁来都别开门！！
10点以后规则要开那没办法😮‍💨
8:30-9:30在房间窗户看，然后去204待着
""", "door closed, range peek", """
door: closed
orders:
  - at: "20:30"
    peek: window
  - at: "21:30"
    go: "204"
""", ""),

# ---------------- 老郑 (203 with Tony, targets 阿豪 Marites), 普通话, verbose ----------------
("zh23", "老郑", """
GM你好，老郑今晚的行动，麻烦记一下。
第一时段：在房里从窗户看草坪。
第二时段：九点去草坪散步，九点半回房。
第三时段：十点去二零一找阿豪，他一个人在就杀了他，不是一个人就回房间从门孔看。
谢谢。
""", "seed-style periods", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: home
  - at: "22:00"
    go: "201"
    kill: 阿豪
    if: alone
    else: {go: home, peek: peephole}
""", "二零一 = 201"),

("zh24", "老郑", """
8点的时候去花园，8点半回来，9点去娱乐事聊天（就是204），10点回放间。就这些。。。
""", "typos (娱乐事, 放间)", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: home
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""", ""),

("zh25", "老郑", """
9点到10点之间，不管我在哪，碰到阿豪单独一个人就杀了他。
别的时间老实待着：8点半去204坐坐，一直坐着。
（Tony说他今晚要去草坪，跟我没关系啊）
""", "standing window, another player's plan", """
orders:
  - at: "20:30"
    go: "204"
standing:
  - kill: 阿豪
    if: alone
    from: "21:00"
    until: "22:00"
""", ""),

("zh26", "老郑", """
我今晚哪也不去，整晚从猫眼往外看。
（Tony你别半夜起来吓我。GM这句不用管）
""", "one-liner with remark", """
orders:
  - at: "20:00"
    peek: peephole
""", ""),

("zh27", "老郑", """
20:50 去207 找Marites，她单独在的话杀掉；
不是单独，或者没人开门，都下楼去草坪。
""", "24h times", """
orders:
  - at: "20:50"
    go: "207"
    kill: Marites
    if: alone
    else: {go: lawn}
""", ""),

("zh28", "老郑", """
黄sir问我昨天的事我明天再答，今晚先这样：
9:10到9:40在花园，
9:40回204看窗户，看到结束。
""", "police mentioned, range", """
orders:
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: "204"
    peek: window
""", ""),

("zh29", "老郑", """
晚上十点二十走东楼梯去花园，十点五十回自己房间。前面的时间在房里待着不看。
""", "route, Chinese numerals", """
orders:
  - at: "22:20"
    go: garden
    via: [east-stairs]
  - at: "22:50"
    go: home
""", ""),

("zh30", "老郑", """
8:10 去 205 跟陈嘉欣聊天，8:40 回来。
如果她不开门就直接去204，8:40一样回房。
""", "visit with refused-door else", """
orders:
  - at: "20:10"
    go: "205"
    else: {go: "204"}
  - at: "20:40"
    go: home
""", ""),

("zh31", "老郑", """
10点以后无论在哪碰见Marites都杀，不管旁边有没有人。
10点去草坪待着，就在草坪等到11点。
老郑 敬上
""", "standing always from 22:00", """
orders:
  - at: "22:00"
    go: lawn
standing:
  - kill: Marites
    if: always
    from: "22:00"
""", ""),

("zh32", "老郑", """
今晚房门只给阿豪和嘉欣开（十点前）。
9:30到10:30从窗户看，其余时间坐着不看。
""", "door list, peek range", """
door: [阿豪, 陈嘉欣]
orders:
  - at: "21:30"
    peek: window
  - at: "22:30"
""", ""),

("zh33", "老郑", """
第一时段：8:00 去花园
第二时段：不变（接着在花园）
第三时段：10:00回房用窗户看
——更正：第一时段改为8:20去花园，前20分钟在房里用门孔看
""", "correction appended at the end", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:20"
    go: garden
  - at: "22:00"
    go: home
    peek: window
""", "8:00 花园 replaced by the correction"),

# ---------------- 陈嘉欣 (205, targets 老郑 Chidi), 粤语/普通话 mix ----------------
("zh34", "陈嘉欣", """
我今晚：8:00-8:30 窗口睇草地，
8:30去204饮嘢，
9:00 去209揾Chidi，佢一个人就郁手，唔系就返房。
""", "Cantonese, chained", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: "209"
    kill: Chidi
    if: alone
    else: {go: home}
""", ""),

("zh35", "陈嘉欣", """
由九点半到十点半，见到郑哥一个人就搞掂佢。
九点半我会喺花园度。十点半返屋企睇猫眼。
""", "standing with window, nickname", """
orders:
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: home
    peek: peephole
standing:
  - kill: 老郑
    if: alone
    from: "21:30"
    until: "22:30"
""", "郑哥 = 老郑"),

("zh36", "陈嘉欣", """
今晚闭门，十点前边个嚟都唔开。成晚睇猫眼。
（唔好问点解，心情唔好😑）
""", "door closed, short", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", ""),

("zh37", "陈嘉欣", """
嘉欣🍵: GM
嘉欣🍵: 8:50 去 203
嘉欣🍵: 搵老郑倾偈
嘉欣🍵: 如果冇人开门就去草地
嘉欣🍵: 9:30 返嚟
""", "split over chat lines with nickname", """
orders:
  - at: "20:50"
    go: "203"
    else: {go: lawn}
  - at: "21:30"
    go: home
""", "草地 = the lawn"),

("zh38", "陈嘉欣", """
10:30去草地，如果Chidi喺度就杀佢，唔理有冇人。
Tony话佢十点会去草地，关我咩事😂
""", "kill always on the lawn, other player's time", """
orders:
  - at: "22:30"
    go: lawn
    kill: Chidi
    if: always
""", ""),

("zh39", "陈嘉欣", """
8点去花园行吓，9点去204。
PS：莉莉话佢今晚会嚟揾我，我唔喺度就算啦。
PPS 10点之后返房
""", "P.S. lines", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""", ""),

("zh40", "陈嘉欣", """
9点20经西楼梯去草地，10点经东楼梯返嚟。其他时间喺房。
""", "two named routes", """
orders:
  - at: "21:20"
    go: lawn
    via: [west-stairs]
  - at: "22:00"
    go: home
    via: [east-stairs]
""", ""),

("zh41", "陈嘉欣", """
8:00 窗口、8:20 猫眼、8:40 窗口，9:00之后唔睇啦，坐喺房度打机🎮
""", "peek list, stop", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "21:00"
""", ""),

("zh42", "陈嘉欣", """
10:40去203，Tony唔喺度嘅话就杀老郑；
Tony喺度就即刻返屋企，唔好郁手。
""", "absent condition", """
orders:
  - at: "22:40"
    go: "203"
    kill: 老郑
    if: {absent: Tony}
    else: {go: home}
""", ""),

("zh43", "陈嘉欣", """
成晚留喺房，唔出去，唔睇。边个嚟都开门，欢迎打边炉🍲
""", "nothing but door open", """
door: open
""", "no orders: stays home, not peeking"),

("zh44", "陈嘉欣", """
问下：杀人系咪要10分钟？应该系。
咁我9:50去209杀Chidi（佢一个人先杀），唔系一个人或者冇开门都直接去花园。
10:30 再去花园（如果我已经喺度就继续企喺度）
""", "question + kill + later slot", """
orders:
  - at: "21:50"
    go: "209"
    kill: Chidi
    if: alone
    else: {go: garden}
  - at: "22:30"
    go: garden
""", ""),

# ---------------- police ----------------
("zh45", "黄sir", """
警察都可以行下嘅话：我8点喺204睇窗，9点去花园巡逻，10点去草地。
""", "police, Cantonese", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
""", "police without a room start in 204"),

("zh46", "黄sir", """
今晚我去203坐下（问吓老郑同Tony琴晚嘅事），9:10去，冇人开门就返204。
""", "police visit", """
orders:
  - at: "21:10"
    go: "203"
    else: {go: "204"}
""", "204 is the roomless officer's home"),

("zh47", "黄sir", """
10:00 草地
10:30 花园
10:50 返204望窗
早抖 👮
""", "terse lines", """
orders:
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: garden
  - at: "22:50"
    go: "204"
    peek: window
""", ""),

("zh48", "黄sir", """
[13:20] 黄sir: 我今晚八点半去209
[13:21] 黄sir: 如果Chidi唔喺度就去207
[13:25] 黄sir: 九点半之后返204
""", "timestamped, present condition", """
orders:
  - at: "20:30"
    go: "209"
    if: {present: Chidi}
    else: {go: "207"}
  - at: "21:30"
    go: "204"
""", ""),

("zh49", "孙警官", """
报告GM：本人今晚行动计划如下。
一、20:00至20:59在204从窗户观察花园。
二、21:00前往花园巡查。
三、22:00前往草坪巡查，直至23:00。
完毕。
""", "formal numbered list", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
""", ""),

("zh50", "孙警官", """
21:20 前往205，与陈嘉欣谈话；若无人应门，则前往草坪。21:50返回204。
""", "formal conditional", """
orders:
  - at: "21:20"
    go: "205"
    else: {go: lawn}
  - at: "21:50"
    go: "204"
""", ""),

("zh51", "孙警官", """
今晚不出动，全程在204窗口观察。有情况明天再议。
""", "one line", """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh52", "孙警官", """
20:10经东楼梯前往花园，20:40经西楼梯返回204。此后留守。
""", "routes, formal", """
orders:
  - at: "20:10"
    go: garden
    via: [east-stairs]
  - at: "20:40"
    go: "204"
    via: [west-stairs]
""", ""),

("zh53", "欧阳", """
欧阳来也🚔 8:10 下花园 8:50 上草坪 9:30 回204 之后窗口盯花园
""", "one run-on line", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
""", ""),

("zh54", "欧阳", """
我去找莉莉聊聊，9点整，202。（她说她今晚在房）
她不开门我就去花园转一圈，9点40回204
""", "visit, refused door", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: garden}
  - at: "21:40"
    go: "204"
""", ""),

("zh55", "欧阳", """
10点10分去207，10点40去209，哪个不开就回204。
（十点后他们必须开门吧？哈哈）
""", "two visits, GM question", """
orders:
  - at: "22:10"
    go: "207"
    else: {go: "204"}
  - at: "22:40"
    go: "209"
    else: {go: "204"}
""", ""),

("zh56", "欧阳", """
今晚我就在草坪蹲着，8点就去，一直到11点。谁来了我都记下来📝
""", "one place all night", """
orders:
  - at: "20:00"
    go: lawn
""", ""),
]

REFUSALS = [
("zh57", "阿豪", """
9点去203，老郑一个人喺度就杀咗佢。
之后返房睇窗。
""", ["老郑", "目标", "target", "莉莉", "Tony"], "五.10 每人只能从自己的两个目标中任选一人杀死 (老郑 is not 阿豪's target)"),

("zh58", "莉莉", """
今晚整晚不管在哪碰到黄sir就杀了他！他老盯着我😡
8点半去204。
""", ["警察", "黄sir", "police"], "五.10 房客不能杀警察"),

("zh59", "黄sir", """
9点去209，见到Chidi就一枪打死佢，我肯定佢系凶手。
""", ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("zh60", "老郑", """
七点五十先去花园等着，八点半回房。
""", ["19:50", "7:50", "七点五十", "20:00", "8点"], "五.1 杀人时段为晚上8点-11点"),

("zh61", "陈嘉欣", """
今晚早啲瞓，11点10分先去草地睇星⭐
""", ["23:10", "11:10", "11点", "22:50", "23:00"], "五.1 11点之后统统睡觉"),

("zh62", "莉莉", """
8点25去花园，9点回房。
""", ["8:25", "20:25", "8点25", "10分钟", "整十", "multiple of 10"], "五.4 行动开始时间必须是10的整数倍"),

("zh63", "老郑", """
9点去205，从嘉欣房间窗户往外看草坪（她说借我用）。
""", ["205", "自己", "own room", "窗"], "五.3(1) 只能待在自己房间里向外窥视"),

("zh64", "孙警官", """
21:00 在204以门孔观察走廊情况。
""", ["门孔", "peephole", "204"], "五.3(3) 在204只能向外窥视(窗户); ORDERS.md: only window from 204"),

("zh65", "欧阳", """
9点到10点我就站喺二楼走廊盯住，睇下边个出入。
""", ["走廊", "corridor", "八"], "八 不能在走廊里来回走动，或站在走廊里不动"),

("zh66", "陈嘉欣", """
10点去东楼梯口守住，唔落去
""", ["楼梯", "stairs", "八"], "八 / ADJUDICATION 3: a destination can never be the corridor or the stairs"),

("zh67", "老郑", """
9点那十分钟我要一边在草坪散步，一边从自己房间窗户看着草坪。
""", ["一件事", "同时", "one thing", "窗户", "草坪"], "五.2 每10分钟之内只能干一件事; 五.3(1) 窥视须待在自己房间里"),

("zh68", "莉莉", """
整晚锁门，十点以后有人敲也不开！谁都别想进来
""", ["10点", "十点", "22:00", "必须开门", "must open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh69", "黄sir", """
9点落一楼大厅坐下，睇住边个出入。
""", ["大厅", "一楼", "hall", "lobby"], "三.2 一层是大厅（本游戏中不出现）"),

("zh70", "阿豪", """
先杀莉莉再杀Tony，两个都要！9点去202杀莉莉，10点去203杀Tony。
""", ["一人", "一个", "两个", "one of", "both", "only one"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
]
