# Chinese cases of parse93: (id, sender, message, expect, orders_yaml, note)
# Cast (game/game.yaml): 201 阿杰 (顾言, Harriet) + kev (大飞, 建国); 202 大飞 (林晓雯, Harriet);
# 203 林晓雯 (kev, 顾言) + 嘉欣 (阿杰, 建国); 205 顾言 (大飞, 嘉欣); 207 建国 (阿杰, 林晓雯);
# 209 Harriet (kev, 嘉欣); police 周队, 欧阳, JunHao (no room, start in 204).
A = "accept"; R = "refuse"
CASES = [
("zh01", "阿杰", """老板晚上好～😄
今晚我先在房间从窗户看看草坪，八点半去204坐坐聊聊天，九点半回房间从猫眼盯着走廊。
就这些，谢谢老板🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "WeChat chat; 八点半 in Chinese numerals; 猫眼 = peephole"),

("zh02", "大飞", """8点半 204 9点回屋 看窗户""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: window}
""", "terse, no punctuation; 202 faces north (its window sees the garden)"),

("zh03", "林晓雯", """GM晚上好呀～ 先说一下，今天群里大家聊得我好紧张😂 所以今晚我想低调一点。
八点的时候我先待在屋里从窗户看看草坪，毕竟我们203朝南嘛，整片草坪都看得到，谁往断崖那边去我都想知道。然后八点四十我去204坐一会儿，顺便跟大家聊聊天打听打听消息（其实就是八卦哈哈）。九点二十回自己房间，之后一直从门孔看走廊，看到十点。十点以后就老老实实待着睡觉了，不看了。
嗯，大概就这样，辛苦GM啦！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00"}
""", "talkative; the 22:00 order only stops the peeking (stays home)"),

("zh04", "嘉欣", """GM晚安呀～ 今晚我八點半去204傾下偈，九點半返房，之後一直喺窗口睇住個草坪。唔該晒！""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese / traditional characters: 傾偈 = chat, 返房 = go home, 睇 = look"),

("zh05", "顾言", """今晚行动：
1. 20:00 窗户看草坪——开局先观察谁往外走
2. 20:30 换门孔——205在走廊中段，能看到谁经过
3. 21:00 去204——人多的地方收集信息
4. 21:40 回房，窗户——草坪是作案高发地
完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: window}
""", "strategist: numbered lines, a reason after each"),

("zh06", "建国", """喂老板我建国啊今天晚上八点半我去二零四坐坐然后九点十分不对是九点二十回自己房间从窗户看草坪就这样""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: window}
""", "voice input: no punctuation, 二零四 = 204, self-correction 九点十分不对是九点二十"),

("zh07", "周队", """各位晚上好👮 周队报到～
今晚我先在娱乐室窗口看看花园，八点四十下去花园转一圈，九点二十去草坪，十点回娱乐室。辛苦老板啦""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204; window from 204 sees the garden"),

("zh08", "欧阳", """老板晚上好~ 欧阳这边今晚就待娱乐室了，一直从窗户看花园hhh 懒得动""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police staying in 204 all night, window"),

("zh09", "阿杰", """哈哈哈今晚要干活了😏
十点十分我去205找顾言，要是屋里就他一个人就动手，不然就直接去草坪溜达。十点四十回房间。谢啦老板""", A, """
orders:
  - {at: "22:10", go: "205", kill: 顾言, if: alone, else: {go: lawn}}
  - {at: "22:40", go: home}
""", "conditional kill with an alternative (动手 = kill; 顾言 is a target of 阿杰)"),

("zh10", "大飞", """10点前谁都不开 整晚猫眼""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "terse door policy, explicitly before 22:00 (五.12)"),

("zh11", "顾言", """1. 20:00-20:59 待在房间不动（保持低调）
2. 21:00 去202找大飞，若他单独一人则动手（202朝北，窗户看不到草坪，目击风险低）
3. 若不是单独一人，改去花园（理由：自然离开，不引起怀疑）
4. 21:40 回205（理由：留出清理时间后回房）""", A, """
orders:
  - {at: "21:00", go: "202", kill: 大飞, if: alone, else: {go: garden}}
  - {at: "21:40", go: home}
""", "strategist; line 1 is the default (home, not peeking); line 3 is the else of line 2; 回205 = home"),

("zh12", "建国", """老板晚上好我今晚十点钟去二零三找林小文如果她一个人在房里我就沙了她要是不是一个人我就去草坪""", A, """
orders:
  - {at: "22:00", go: "203", kill: 林晓雯, if: alone, else: {go: lawn}}
""", "voice input homophone slips: 林小文 = 林晓雯, 沙了她 = 杀了她"),

("zh13", "林晓雯", """跟你说个秘密计划🤫 我纠结了一下午……最后决定了：
十点整我去205敲顾言的门，十点以后他必须开门对吧？进去以后如果屋里只有他一个人，我就动手。要是有别人在（他那屋就他一个人住，不过说不定有人去串门），那我就不动手了，直接回自己房间。
然后十点半不管怎样我都去草坪走走透透气。唉好紧张，希望别被看见。""", A, """
orders:
  - {at: "22:00", go: "205", kill: 顾言, if: alone, else: {go: home}}
  - {at: "22:30", go: lawn}
""", "talkative, worries and asides around a conditional kill"),

("zh15", "嘉欣", """十點踏二去207搵建國，如果佢一個人喺度就殺咗佢，唔係就返嚟。""", A, """
orders:
  - {at: "22:10", go: "207", kill: 建国, if: alone, else: {go: home}}
""", "Cantonese clock: 十點踏二 = 10:10 (踏N = N x 5 minutes); 建國 = 建国; 返嚟 = come back home"),

("zh16", "周队", """老板～九点去201找阿杰聊聊（职业病，想问点事😂），如果没人开门就去203。九点半回娱乐室窗口盯着花园。谢谢""", A, """
orders:
  - {at: "21:00", go: "201", else: {go: "203"}}
  - {at: "21:30", go: "204", peek: window}
""", "police visit with an alternative if nobody opens"),

("zh17", "建国", """八点到九点我在房间里从门空往外看九点去花园九点四十回来然后一直从窗户看草坪到结束""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home, peek: window}
""", "voice input: 门空 = 门孔 (peephole)"),

("zh18", "欧阳", """八点二十去202敲大飞门问话~ 没人开就回娱乐室. 九点去草坪蹲点, 十点前回来就行…嗯 就九点五十回娱乐室吧""", A, """
orders:
  - {at: "20:20", go: "202", else: {go: "204"}}
  - {at: "21:00", go: lawn}
  - {at: "21:50", go: "204"}
""", "十点前 made exact by the player's own correction: 21:50"),

("zh20", "顾言", """一、门：22:00前只对周队开门（理由：警察来问话不开更可疑）。
二、20:00起门孔观察走廊。
三、全晚：任何地点遇到嘉欣单独一人即动手。
四、22:00起改从窗户看草坪。""", A, """
door: [周队]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
standing:
  - {kill: 嘉欣, if: alone}
""", "door list, standing kill, change of peek"),

("zh21", "林晓雯", """今晚我主要是想找kev。我的计划是：九点到十点半之间，不管在哪儿碰到kev，只要他是一个人，我就动手。
其余的时间……我想想……八点去花园散步，八点五十去204，九点半回房间从窗户看草坪。嗯对，就这些，拜托啦～""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home, peek: window}
standing:
  - {kill: kev, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window (九点到十点半)"),

("zh22", "大飞", """10点20 去203 林晓雯一个人就杀 不然回""", A, """
orders:
  - {at: "22:20", go: "203", kill: 林晓雯, if: alone, else: {go: home}}
""", "terse conditional kill; 不然回 = else go home"),

("zh23", "嘉欣", """成晚無論喺邊度撞到阿杰，佢一個人嘅話就搞掂佢。其他時間我留喺房度，門孔睇走廊。""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿杰, if: alone}
""", "Cantonese standing kill: 成晚 = all night, 撞到 = meet, 搞掂佢 = finish him"),

("zh24", "周队", """今晚想蹲一下Kevin哈哈。八点半去草坪，要是Kevin在就待着看他干啥，他不在我就回娱乐室。十点去花园，十点半回来。""", A, """
orders:
  - {at: "20:30", go: lawn, if: {present: kev}, else: {go: "204"}}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: "204"}
""", "nickname Kevin = kev (game.yaml nicknames); presence condition with else; police's 回来 = 204"),

("zh26", "阿杰", """老板好！今晚十点前除了嘉欣谁来都别开门哈。整晚在屋里从窗户看草坪。
另外不管在哪只要碰到哈姐一个人，就直接干掉 🔪 谢谢～""", A, """
door: [嘉欣]
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Harriet, if: alone}
""", "door list of one; nickname 哈姐 = Harriet (game.yaml nicknames)"),

("zh27", "顾言", """1）20:10 经东楼梯去草坪（理由：避开西侧的201、203）
2）20:50 回房间，门孔
3）21:30 去209找Harriet，没人开门就去204
4）22:10 回房间""", A, """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "20:50", go: home, peek: peephole}
  - {at: "21:30", go: "209", else: {go: "204"}}
  - {at: "22:10", go: home}
""", "a named route (经东楼梯)"),

("zh29", "建国", """今晚从九点到十点半不管在哪碰到阿杰只要他是一个人就把他杀了其他时间我在鱼乐室待着八点就过去""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: 阿杰, if: alone, from: "21:00", until: "22:30"}
""", "voice input: 鱼乐室 = 娱乐室 (204)"),

("zh30", "大飞", """全晚 碰到Harriet单独就杀""", A, """
standing:
  - {kill: Harriet, if: alone}
""", "terse standing kill"),

("zh31", "林晓雯", """哎呀刚才想了想又改主意了哈哈。本来想九点去202找大飞聊天的，算了，他那人太闷了😂 改成九点去207找建国吧，聊到九点四十再回来。
八点那会儿我就在屋里从门孔看走廊。如果建国不开门的话我就去204待着好了。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "207", else: {go: "204"}}
  - {at: "21:40", go: home}
""", "correction (本来…算了，改成…); else for a refused door"),

("zh33", "欧阳", """晚上好呀~ 8点去205找顾言唠唠, 8点半去209找Harriet, 9点半回娱乐室窗口看花园, 10点去草坪待到结束~""", A, """
orders:
  - {at: "20:00", go: "205"}
  - {at: "20:30", go: "209"}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:00", go: lawn}
""", "police round of visits"),

("zh35", "阿杰", """老板，今晚简单点：九点去花园……算了，改成九点二十去花园，十点回来，其余时间都在房间待着不看。谢谢🙏""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
""", "算了，改成… correction: only 21:20 counts"),

("zh36", "嘉欣", """十點前淨係俾周隊同歐陽入嚟（警察嘛），其他人敲門都唔開。九點去花園行下，九點四十返嚟。""", A, """
door: [周队, 欧阳]
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", "Cantonese door list before 22:00: 周隊 = 周队, 歐陽 = 欧阳"),

("zh37", "建国", """那个十点以前除了林晓文谁敲门都不要开啊哦不对是除了周队谁敲都不开然后我九点半去花园十点回来""", A, """
door: [周队]
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", "voice input self-correction (哦不对是…): only 周队 may enter"),

("zh39", "大飞", """9点花园 9点半草坪 10点回""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "terse several steps"),

("zh40", "顾言", """计划：
1. 20:20 去204。若大飞在场，就留下和他聊（摸清他今晚动向）；若他不在，立刻去花园。
2. 21:00 回房，门孔看走廊。
3. 22:00 起不再观察，待在房里。""", A, """
orders:
  - {at: "20:20", go: "204", if: {present: 大飞}, else: {go: garden}}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "presence condition without a kill; 22:00 stops the peeking"),

("zh42", "周队", """晚上好！9点整从东楼梯下去到花园，9点40从西楼梯上来回娱乐室，之后就在窗口看着。👀""", A, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:40", go: "204", via: [west-stairs], peek: window}
""", "9点整; named routes both ways"),
]

REFUSALS = [
("zh14", "大飞", """见阿杰就弄死 不管有没有人""",
 ["目标", "target", "林晓雯", "Harriet", "滥杀"],
 "阿杰 is not one of 大飞's targets (林晓雯, Harriet) (五.10 不可滥杀无辜)"),
("zh19", "阿杰", """老板晚上好😊 八点四十五去草坪吹吹风，九点半回来，谢谢～""",
 ["10分钟", "整数倍", "20:45", "8:45", "八点四十五", "10 minutes", "multiple"],
 "20:45 is not a multiple of 10 minutes (五.4)"),
("zh25", "建国", """我九点多去草坪看看然后十点左右回来""",
 ["具体", "准确", "模糊", "几点", "九点多", "左右", "vague", "exact"],
 "a vague time (九点多, 十点左右): any slot would be a guess (五.4 needs an exact 10-minute start)"),
("zh28", "嘉欣", """今晚成晚都唔開門，十點之後都唔開，邊個敲都唔理。""",
 ["十点", "十點", "22:00", "必须开门", "必須開門", "开门", "must open", "after 10", "10 o'clock"],
 "keeping the door shut after 22:00 (五.12: 晚上10点以后有人来敲房客的门，房客必须开门)"),
("zh32", "周队", """哈哈今晚我也想当一回凶手😈 九点去花园，要是碰到建国一个人就把他干掉""",
 ["警察", "police", "不能杀", "cannot kill"],
 "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh34", "顾言", """1. 20:00 窗户看草坪
2. 20:40 去204，在204用门孔盯走廊（理由：204在走廊中间，视野最好）
3. 21:30 回房""",
 ["门孔", "peephole", "204", "窗户", "window"],
 "from 204 only the window (五.3(3) 在204向外窥视; a peephole only from one's own room, 五.3(1))"),
("zh38", "林晓雯", """我想好了！今晚要是能碰到kev和顾言，两个我都要解决掉，一个都不放过😤 整晚在哪碰到他们都杀。""",
 ["一人", "一个", "只能", "任选", "两个", "one of", "only one"],
 "both targets (五.10: 每人只能从自己的两个目标中任选一人杀死)"),
("zh41", "欧阳", """今晚我在二楼走廊巡逻，九点开始，来回走着看看谁进进出出~""",
 ["走廊", "corridor", "八", "来回"],
 "the corridor is no destination and nobody paces it (八: 不能在走廊里来回走动，或站在走廊里不动)"),
]
