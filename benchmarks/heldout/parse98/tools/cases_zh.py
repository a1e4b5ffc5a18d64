# Chinese cases of parse98: (id, sender, message, expect, orders_yaml, note)
# Cast (game/game.yaml): 201 大鹏 (老周, Fiona), 小鹿 (林晓, 赵明); 202 嘉欣 (Priya, 老周);
# 203 林晓 (小鹿, 嘉欣), Priya (大鹏, 赵明); 205 老周 (嘉欣, Fiona); 207 赵明 (林晓, Priya);
# 209 Fiona (大鹏, 小鹿); police without a room (start in 204): 郑警官, 白队, Jake.
# Nicknames declared in game.yaml: 鹏哥 = 大鹏, 周哥 = 老周, 晓晓 = 林晓, 老郑 = 郑警官.
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- 大鹏 (201): ordinary WeChat chat
("zh01", "大鹏", """老板晚上好😄
今晚我先在屋里从窗户看草坪，八点半去204找大家聊聊天，9点整回房间从猫眼看着走廊，就这样～谢谢老板🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "201 faces south: the window sees the lawn; 9点整; peephole to the end of the night"),

("zh02", "大鹏", """哈哈哈今晚搞点事情😏
九点二十去205敲周哥的门，他要是一个人在屋里就直接做掉他，不是一个人的话我就去花园溜达，十点回自己房间。谢啦老板""", A, """
orders:
  - {at: "21:20", go: "205", kill: 老周, if: alone, else: {go: garden}}
  - {at: "22:00", go: home}
""", "周哥 = 老周 (nickname in game.yaml), his target; 做掉 = kill; 不是一个人 = else"),

("zh03", "大鹏", """各位晚上好～今晚我宅着不出门了😂
十点前只给老郑和晓晓开门，别人敲门一律不开。整晚从窗户看草坪。thx""", A, """
door: [郑警官, 林晓]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00 by nicknames (老郑 = 郑警官, 晓晓 = 林晓)"),

("zh04", "大鹏", """老板好！今晚计划：8点去花园逛逛，8点40去草坪，算了草坪太远了，改成8点40去204坐坐，然后9点半回屋。
十点起就在屋里从门孔看着吧😎 感谢🙏""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", "算了…改成: the lawn is replaced by 204 in the same slot; home at 21:30 without peeking, peephole from 22:00"),

("zh05", "大鹏", """九点到十点之间不管在哪碰到Fiona，只要她身边没别人，就送她上路🔪
其余时间我在204跟大家吹水哈哈，8点就过去。谢谢老板～""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: Fiona, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window [21:00, 22:00); 身边没别人 = alone; 送她上路 = kill"),

# ---------------------------------------------------------------- 老周 (205): terse
("zh07", "老周", """8点半 花园 9点 回屋 窗户""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "terse: bare words, no punctuation"),

("zh08", "老周", """整晚屋里 猫眼""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "terse: stay in, peephole all night"),

("zh09", "老周", """10点20 去202 嘉欣一个人就杀 不然回屋""", A, """
orders:
  - {at: "22:20", go: "202", kill: 嘉欣, if: alone, else: {go: home}}
""", "terse conditional kill with else"),

("zh10", "老周", """十点前不开门 九点去草坪 碰到fiona单独就动手 九点半回""", A, """
door: closed
orders:
  - {at: "21:00", go: lawn, kill: Fiona, if: alone}
  - {at: "21:30", go: home}
""", "十点前不开门 = door closed (the door policy only holds before 22:00 anyway); lower-case fiona"),

# ---------------------------------------------------------------- 林晓 (203): talkative
("zh12", "林晓", """老板晚上好呀～今天上班累死了😮‍💨 先说正事：八点我想先去202找嘉欣聊聊天，上回她说要给我看她家猫的照片哈哈，聊到九点吧，九点我去草坪吹吹风，不过草坪那边有断崖我有点怕，所以九点半就回自己房间了，回去以后一直从窗户看草坪，看看有没有人鬼鬼祟祟的。就这些，辛苦啦！""", A, """
orders:
  - {at: "20:00", go: "202"}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "a visit told as a story; asides and worries around the orders"),

("zh13", "林晓", """唉我纠结了一下午……最后决定这样：我就在屋里待着，从猫眼看走廊。但是！今晚不管在哪碰到小鹿一个人，我就动手（别问我为什么是她😅）。十点整我想去花园走走，走之前都待在屋里。
Priya你别怪我吵哈（她看不到这条吧？老板别转给她！）""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: garden}
standing:
  - {kill: 小鹿, if: alone}
""", "standing kill all night, alone; the talk about the roommate Priya is chat"),

("zh14", "林晓", """老板～今晚计划有变哈。本来想九点去207找赵明聊天的，算了他那人太精，改成九点去205找周哥吧，敲门他不开的话我就去204坐着。
十点前我屋的门只给嘉欣开，其他人敲都别开（十点后的规矩我知道，必须开🙄）。""", A, """
door: [嘉欣]
orders:
  - {at: "21:00", go: "205", else: {go: "204"}}
""", "算了…改成: 207 replaced by 205; else for a refused door; door list (the roommate Priya enters freely anyway)"),

("zh15", "林晓", """跟老板汇报一下今晚的打算🙈 九点十分之前我一直在屋里从窗户看草坪。九点十分去202敲嘉欣的门，如果屋里就她一个人，我就动手；如果还有别人，或者她不开门，我就直接去草坪待着。十点半回自己屋。
其实我心里还挺慌的，万一被警察看见怎么办😭""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: "202", kill: 嘉欣, if: alone, else: {go: lawn}}
  - {at: "22:30", go: home}
""", "九点十分之前 = peek until 21:10; the else covers both 'someone else there' and 'no one opens', as the player says"),

("zh17", "林晓", """今晚低调一点🤫 八点从门孔看走廊，八点二十换窗户看草坪，八点四十再换回门孔，九点以后就一直从窗户看了。别的啥也不干，乖乖当个吃瓜群众🍉""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:00", peek: window}
""", "taking turns at window and peephole (seed 五.3(1)); 九点以后就一直 = from 21:00 on"),

# ---------------------------------------------------------------- 赵明 (207): strategist
("zh18", "赵明", """今晚行动：
1. 20:00 在房间从窗户观察草坪——先摸清谁喜欢去草坪
2. 20:40 去204——人多，制造不在场证明
3. 21:30 回房，门孔盯走廊——看谁进出
4. 22:10 去203，若林晓独自一人则杀之；否则去花园——十点后她必须开门
5. 22:40 回房——收尾""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:10", go: "203", kill: 林晓, if: alone, else: {go: garden}}
  - {at: "22:40", go: home}
""", "numbered lines with a reason after each"),

("zh19", "赵明", """本晚方案（附理由）：
① 门：22点前只对郑警官、白队、Jake开放——警察进来反而能给我作证
② 20:00-21:00 待在房间，窗户看草坪——观察
③ 21:00 去花园——去草坪必经之路，看人流
④ 21:20 去草坪——Priya常去草坪
⑤ 22:00 回房，门孔——收尾观察
⑥ 整晚（8点到11点）无论在哪遇到Priya且她独自一人，立即动手""", A, """
door: [郑警官, 白队, Jake]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
standing:
  - {kill: Priya, if: alone}
""", "door list of the three officers; 整晚 standing kill (20:00-23:00 is the default window)"),

("zh20", "赵明", """1）20:30 走东楼梯去草坪，在草坪待到21:30 —— 东楼梯离我近
2）在草坪期间碰到林晓、且郑警官不在场，就杀林晓 —— 警察在就不冒险
3）21:30 回房 —— 早点撤""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs], kill: 林晓, if: {absent: 郑警官}}
  - {at: "21:30", go: home}
""", "named route; a kill armed only while on the lawn (the order's kill, not a standing one), on the condition that the officer is absent"),

("zh21", "赵明", """修正版（以这条为准）：
1. 20:00 去204 —— 看看大家
2. 20:50 去202找嘉欣 —— 套话
3. 21:40 回房，窗户 —— 看草坪
上一版的“22:00去花园”取消，十点后就在房里一直看窗户。""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:50", go: "202"}
  - {at: "21:40", go: home, peek: window}
""", "a cancelled order is not an order; the window peek runs to the end"),

# ---------------------------------------------------------------- 小鹿 (201): voice input
("zh23", "小鹿", """老板晚上好我是小鹿我用语音打的啊有错字别介意八点半去花园玩一会儿九点去二零五不对是二零三找林晓聊天十点回房间从窗户看草平""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home, peek: window}
""", "voice: numbers in words, 不对是 correction (205 -> 203), 草平 = 草坪"),

("zh24", "小鹿", """今天晚上我就在屋里呆着从门口看走廊九点开始换成窗户看就这样谢谢""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "voice slip 门口 for 门孔: watching the corridor from inside one's room is the peephole (standing at the door is not allowed)"),

("zh25", "小鹿", """九点四十去花园不对是草坪如果碰到赵明一个人就杀了他旁边有人就算了十点二十回屋""", A, """
orders:
  - {at: "21:40", go: lawn, kill: 赵明, if: alone}
  - {at: "22:20", go: home}
""", "voice correction garden -> lawn; 旁边有人就算了 = no kill (no else: nothing else to do, the kill stays armed)"),

("zh26", "小鹿", """我今晚十点之前谁敲门都不开啊八点四十去二零四坐坐九点半回来从猫眼看走廊十点十分去二零七找赵明他要是一个人就杀了他不然就回来""", A, """
door: closed
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:10", go: "207", kill: 赵明, if: alone, else: {go: home}}
""", "voice: 二零四 / 二零七, door closed before 22:00"),

("zh27", "小鹿", """今天一晚上不管在哪里碰到林笑啊是林晓语音老打错只要她一个人就杀了她我八点去花园九点去二零四十点回自己屋""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 林晓, if: alone}
""", "voice homophone 林笑 corrected to 林晓; 二零四十点 = 204, then 10 o'clock"),

# ---------------------------------------------------------------- 嘉欣 (202, north): Cantonese, traditional characters
("zh29", "嘉欣", """老闆晚安～今晚我八點半去花園行下，九點踏正返房，之後由窗口睇住花園，唔該晒🙏""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "Cantonese: 行下 = stroll, 九點踏正 = 9 sharp, 返房 = back to my room; 202 faces north, its window sees the garden"),

("zh30", "嘉欣", """今晚我唔出門喇，成晚喺房度由門孔睇住走廊。十點前邊個敲門都唔好開，除咗Priya（佢係我老友嚟㗎）😂""", A, """
door: [Priya]
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese: 唔出門 = not going out, 除咗 = except: door list [Priya]"),

("zh31", "嘉欣", """九點兩個字去205搵老周，如果佢一個人喺度就做低佢，唔係就去204坐吓。十點半返房。""", A, """
orders:
  - {at: "21:10", go: "205", kill: 老周, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "Cantonese clock: 兩個字 = two marks of five minutes = 21:10; 做低 = kill; 唔係就 = otherwise"),

("zh32", "嘉欣", """成晚無論喺邊度撞到Priya，唔理身邊有冇人，都殺咗佢。其他時間我喺204傾偈，八點就過去。""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: Priya, if: always}
""", "seed 五.7 third form in Cantonese (唔理身邊有冇人 = 无论周围有没有人)"),

# ---------------------------------------------------------------- 郑警官 (police): ordinary chat
("zh34", "郑警官", """各位晚上好👮 郑警官报到！今晚我先在娱乐室从窗户看花园，九点去草坪巡一圈，九点半去花园，十点回娱乐室待着。大家注意安全哈哈""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "police start in 204; 204's window sees the garden"),

("zh35", "郑警官", """老板，今晚我想挨个串门😄 八点去201找鹏哥聊天，八点半去203，九点十分去207找赵明，十点回204从窗户看着花园。谢谢！""", A, """
orders:
  - {at: "20:00", go: "201"}
  - {at: "20:30", go: "203"}
  - {at: "21:10", go: "207"}
  - {at: "22:00", go: "204", peek: window}
""", "visits; 鹏哥 = 大鹏 (201)"),

("zh36", "郑警官", """今晚我在娱乐室待着🍵 不过十点整我要去205找周哥聊聊，他要是不开门我就去草坪看看。十点半回娱乐室。""", A, """
orders:
  - {at: "22:00", go: "205", else: {go: lawn}}
  - {at: "22:30", go: "204"}
""", "else on a knock (after 22:00 a tenant inside must open; an empty room stays shut)"),

("zh37", "郑警官", """老板晚上好～我八点半去草坪，要是嘉欣在草坪我就去花园，不在我就在草坪待着。九点四十回娱乐室，从窗户往外看。谢谢🙏""", A, """
orders:
  - {at: "20:30", go: lawn, if: {absent: 嘉欣}, else: {go: garden}}
  - {at: "21:40", go: "204", peek: window}
""", "a condition without a kill: 'if she is there go to the garden' = stay if absent, else garden; checked on arrival"),

# ---------------------------------------------------------------- 白队 (police)
("zh39", "白队", """白队报到。今晚我先去花园，九点整上楼去204，九点四十去草坪看看断崖那边，十点半回204。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: lawn}
  - {at: "22:30", go: "204"}
""", "9点整; 上楼 is the walk, not a destination"),

("zh40", "白队", """我今晚就守在娱乐室，一整晚从窗户看花园，哪也不去。有事群里@我。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "an officer peeking from 204"),

("zh41", "白队", """老板，八点二十我去209找Fiona聊聊，走东楼梯那边过去，九点去202找嘉欣，她不开门就回204。然后十点去草坪。""", A, """
orders:
  - {at: "20:20", go: "209", via: [east-stairs]}
  - {at: "21:00", go: "202", else: {go: "204"}}
  - {at: "22:00", go: lawn}
""", "named route past the east stair head; else for a refused door (204 is also where a refused officer would walk back to)"),
]

REFUSALS = [
("zh06", "大鹏", """哈哈哈我有个大胆的想法😂 今晚十点去204，要是老郑一个人在那就把他干掉，省得他明天破案🤣 老板批准不？""",
 ["警察", "police", "不能杀", "cannot", "郑警官", "目标", "target"],
 "a tenant cannot kill a police officer (五.10 房客不能杀警察; 六.6 凶手不能杀警察); 老郑 = 郑警官"),
("zh11", "老周", """整晚锁门 十点后有人敲也不开""",
 ["22:00", "十点", "10点", "必须开门", "开门", "must open", "五.12"],
 "after 22:00 a tenant must open to a knock (五.12); the player explicitly asks for the door shut after ten too"),
("zh16", "林晓", """老板我今晚就简单点吧～九点左右去花园转一圈，转完就回来睡觉😴""",
 ["左右", "具体", "几点", "时间", "整10分", "exact", "time", "vague"],
 "a vague time (九点左右, 转完就回来): orders start at an exact multiple of 10 minutes (五.4); a guess would be a misread"),
("zh22", "赵明", """1. 21:00 去205 —— 找老周
2. 老周若独自一人，杀之 —— 他昨天在群里说话太可疑
3. 21:30 回房 —— 撤""",
 ["目标", "target", "林晓", "Priya", "老周", "不可滥杀"],
 "老周 is not one of 赵明's targets (林晓, Priya) (五.10 不可滥杀无辜)"),
("zh28", "小鹿", """我八点四十五去花园九点半回来就这些""",
 ["10分钟", "整数倍", "20:45", "8:45", "四十五", "10 minutes", "multiple"],
 "20:45 is not a multiple of 10 minutes (五.4)"),
("zh33", "嘉欣", """今晚成晚喺房度由窗口睇住草地，睇吓邊個去咗斷崖嗰邊""",
 ["朝北", "花园", "花園", "草坪", "north", "garden", "lawn", "202"],
 "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1)); 草地 = the lawn"),
("zh38", "郑警官", """今晚我就在娱乐室从门孔盯着走廊，谁路过都记下来📝""",
 ["门孔", "猫眼", "peephole", "窗户", "window", "204", "自己", "own room"],
 "a peephole only from one's own room; in 204 only the window (五.3(1), 五.3(3)); the officer has no room"),
("zh42", "白队", """今晚我在二楼走廊来回巡逻，八点到十一点都在走廊，谁出门都能看见""",
 ["走廊", "corridor", "八", "巡逻", "来回", "pacing", "stand"],
 "nobody may walk back and forth in or stand in the corridor (八), police included"),
]
