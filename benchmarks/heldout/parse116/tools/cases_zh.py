# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast and rooms: see ../game/game.yaml and ../README.md.
A = "accept"; R = "refuse"
CASES = [
# ---- 胖虎 (201, south; targets 阿强, Grace): WeChat chatter, emoji and [表情], 哈/呀/啦
("zh01", "胖虎", """GM晚上好呀[太阳] 胖虎报到～
今晚我先在屋里从窗户看草坪哈，8点半溜去204串个门，9点回来用猫眼盯着走廊，顺便看看西楼梯有没有人上下[旺柴]
就这些，辛苦啦🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "201 faces south (window: lawn); its peephole also sees the west stair head"),

("zh02", "胖虎", """哈哈哈哈今晚我要干票大的😎
9点20去203找强哥，他要是一个人在屋里就直接做掉，有别人在就算了，回屋躺平[捂脸]""", A, """
orders:
  - {at: "21:20", go: "203", kill: 阿强, if: alone, else: {go: home}}
""", "强哥 = 阿强 (nickname); 做掉 = kill; 回屋 = home"),

("zh03", "胖虎", """跟你说个秘密🤫 今晚9点到10点半之间，不管在哪碰到格蕾丝，只要她身边没别人，就干掉她🔪
其他时间我就在屋里待着刷手机哈哈哈""", A, """
standing:
  - {kill: Grace, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; 格蕾丝 = Grace (nickname); staying in needs no order"),

("zh04", "胖虎", """8点半去花园溜达，啊不对不对，8点40吧，8点半我要先从猫眼看一眼走廊[捂脸]
9点10分回屋。""", A, """
orders:
  - {at: "20:30", peek: peephole}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home}
""", "self-correction: the garden at 20:40, the peephole at 20:30"),

("zh05", "胖虎", """我想9点从东边楼梯下去草坪吹吹风🌬️ 西边那个楼梯离我近，但我就想绕一下嘿嘿
9点40回屋～""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home}
""", "route named: east stairs although the west ones are nearer (seed 五.8)"),

("zh06", "胖虎", """今晚10点前我屋谁敲门都不开哈（10点以后的规矩我懂，会开的）[OK]
我就一直在屋里从窗户看草坪～""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "door closed before 22:00, acknowledging 五.12"),

("zh07", "胖虎", """10点去204看看，要是强哥在那儿我就留下跟他唠，不在的话我就去花园转转🌸""", A, """
orders:
  - {at: "22:00", go: "204", if: {present: 阿强}, else: {go: garden}}
""", "condition without a kill: present, else"),

("zh08", "胖虎", """9点半去205找雨雨玩🎮 10点回来从窗户看草坪，看到十点半就睡觉啦😴""", A, """
orders:
  - {at: "21:30", go: "205"}
  - {at: "22:00", go: home, peek: window}
  - {at: "22:30"}
""", "雨雨 = 小雨 (205); 睡觉 at 22:30 stops the peeking"),

("zh09", "胖虎", """八点起到十点，在哪撞见强哥都给他一刀，管他旁边有没有人😈 晚安各位～""", A, """
standing:
  - {kill: 阿强, if: always, from: "20:00", until: "22:00"}
""", "standing kill, always (管他旁边有没有人), window 20:00-22:00"),

# ---- 林姐 (202, north; targets 胖虎, Hans): voice input, no punctuation, fillers, spoken numbers
("zh10", "林姐", """那个主持人你好我是林姐啊今天晚上八点钟我就在屋里从窗户看花园九点钟去二零四坐一会儿十点钟回屋里就睡了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "voice input; 202 faces north (window: garden); 二零四 = 204"),

("zh11", "林姐", """嗯我说一下我的安排啊八点半去花园走走九点回来然后就从门上那个猫眼往外看一直看到十点十点以后就不看了""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "peephole 21:00-22:00, then stop peeking"),

("zh12", "林姐", """那个九点四十我去二零五找汉斯要是他一个人在屋里我就把他解决了要是不是一个人我就回来""", A, """
orders:
  - {at: "21:40", go: "205", kill: Hans, if: alone, else: {go: home}}
""", "汉斯 = Hans (205); 解决 = kill"),

("zh13", "林姐", """今天晚上除了小雨谁来敲门我都不开啊就给小雨开然后我一晚上都在屋里从窗户往花园看""", A, """
door: [小雨]
orders:
  - {at: "20:00", peek: window}
""", "door list of one"),

("zh14", "林姐", """还有就是啊今天晚上不管在哪儿碰到虎哥旁边没有别人的话就把他给杀了就这样谢谢啊""", A, """
standing:
  - {kill: 胖虎, if: alone}
""", "standing kill all night; 虎哥 = 胖虎"),

("zh15", "林姐", """九点二十去草坪啊不是去花园花园九点五十回来从窗户看""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home, peek: window}
""", "voice self-correction: 草坪 -> 花园"),

("zh16", "林姐", """差十分十点的时候我去二零三找强哥聊天十点半回来""", A, """
orders:
  - {at: "21:50", go: "203"}
  - {at: "22:30", go: home}
""", "差十分十点 = 21:50"),

("zh17", "林姐", """今天晚上我哪儿都不去啊就在屋里待着一会儿从窗户看一会儿从猫眼看八点到八点半看窗户八点半到九点看猫眼九点以后就不看了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00"}
""", "alternating window and peephole (五.3(1)), then stop"),

("zh18", "林姐", """九点半去那个二零七老周那屋找他聊聊天十点回来""", A, """
orders:
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: home}
""", "visiting 老周 in 207"),

# ---- 阿强 (203, south; targets 林姐, Mike): Cantonese, traditional characters
("zh19", "阿强", """GM你好，我阿強。今晚八點我喺房度用窗口睇住個草坪，九點去花園行下，九點半返房，之後就用門孔睇下走廊啦。唔該晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "Cantonese: 喺房度 = in my room, 睇 = watch, 返房 = back to my room"),

("zh20", "阿强", """十點去202搵林姐，如果得佢一個人喺度就做咗佢，唔係就去草坪吹下風。""", A, """
orders:
  - {at: "22:00", go: "202", kill: 林姐, if: alone, else: {go: lawn}}
""", "得佢一個人 = only her; 做咗佢 = kill her; 唔係 = otherwise"),

("zh21", "阿强", """成晚喺邊度撞到Mike，佢身邊冇人嘅話就劈咗佢。其他時間我喺房度坐定定。""", A, """
standing:
  - {kill: Mike, if: alone}
""", "standing kill all night; 劈 = kill"),

("zh22", "阿强", """八點二十行東面樓梯落去花園，八點五十返嚟。""", A, """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "20:50", go: home}
""", "route: east stairs (203 is nearer the west ones)"),

("zh23", "阿强", """今晚十點前除咗Hans同雨雨，邊個敲門都唔開。成晚喺房度睇門孔。""", A, """
door: [Hans, 小雨]
orders:
  - {at: "20:00", peek: peephole}
""", "door list of two"),

("zh24", "阿强", """九點去205搵雨雨傾偈，佢唔喺度嘅話就去204坐下。""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 小雨}, else: {go: "204"}}
""", "condition without a kill: 小雨 present, else 204"),

("zh25", "阿强", """九點四十去草坪，啊唔係，九點五十先去，十點半返房。""", A, """
orders:
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
""", "self-correction 21:40 -> 21:50"),

("zh26", "阿强", """由九點三個字到十點九個字，喺邊度撞到林姐一個人就做咗佢。""", A, """
standing:
  - {kill: 林姐, if: alone, from: "21:15", until: "22:45"}
""", "Cantonese 三個字 = 15 min, 九個字 = 45 min; a standing window takes any minute"),

("zh27", "阿强", """今晚我唔出門，成晚喺房度用門孔睇住走廊，十點之後轉返用窗睇草坪。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "staying in, switching peek"),

# ---- 小雨 (205, south; targets 阿强, Grace): young, internet slang
("zh28", "小雨", """家人们谁懂啊第一次玩这个😭 我8点先去204蹲着，8点40回宿舍（就205啦）从猫眼看走廊，9点半冲草坪！10点回来躺平～""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:40", go: home, peek: peephole}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "宿舍 = own room (205); 冲 = go"),

("zh29", "小雨", """刀人计划🔪：9点10分去203找强哥，他单独在的话直接刀了，不然就溜去花园苟着""", A, """
orders:
  - {at: "21:10", go: "203", kill: 阿强, if: alone, else: {go: garden}}
""", "刀 = kill; 苟着 = lie low"),

("zh30", "小雨", """整晚只要偶遇Gracie，不管周围有没有人都直接刀！冲鸭！！其他时间在屋里窗户看草坪嘿嘿""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Grace, if: always}
""", "standing kill always (五.7 third form); Gracie = Grace"),

("zh31", "小雨", """9点整去202找林姐唠嗑，林姐不在的话就回来～""", A, """
orders:
  - {at: "21:00", go: "202", if: {present: 林姐}, else: {go: home}}
""", "condition without a kill"),

("zh32", "小雨", """晚上八点二十 去花园打卡📸 八点五十 回来 九点开始窗户看草坪直到十点 十点之后不看了摆烂""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: home}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "window 21:00-22:00, then stop"),

("zh33", "小雨", """今晚10点前谁敲门我都不开😤（10点以后规则要开我懂）一整晚都在屋里猫眼看走廊""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00"),

("zh34", "小雨", """啊啊啊改一下！！之前发的不算，以这条为准：8点半去草坪，9点10分去花园，9点40回房间从窗户看草坪""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: window}
""", "replaces an earlier message; this message alone is the order"),

("zh35", "小雨", """9：50去花园，要是碰到强哥一个人就刀了他👀""", A, """
orders:
  - {at: "21:50", go: garden, kill: 阿强, if: alone}
""", "full-width colon; kill with a condition and no otherwise (stays armed)"),

("zh36", "小雨", """10点从东楼梯下去草坪（西边那个我怕碰到人😂），10点半回来""", A, """
orders:
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:30", go: home}
""", "route named; 205 is 3 minutes from either stairs"),

# ---- 老周 (207, south; targets 小雨, Mike): planner, numbered lines, formal
("zh37", "老周", """GM您好，老周今晚行动计划如下：
1. 20:00—20:30 在本房间从窗户观察草坪；
2. 20:30 前往204公共活动室；
3. 21:10 经东楼梯前往草坪；
4. 21:50 返回本房间，从门孔观察走廊，直至结束。
谢谢。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: home, peek: peephole}
""", "numbered plan; route named"),

("zh38", "老周", """计划：
1. 八点整至九点整：房内，从窗户看草坪。
2. 九点整至九点半：房内，从门孔看走廊。
3. 九点半：去205拜访小雨。若小雨独自一人，杀之；否则返回本房间。
4. 十点：返回本房间休息。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", go: "205", kill: 小雨, if: alone, else: {go: home}}
  - {at: "22:00", go: home}
""", "conditional kill with otherwise inside a numbered plan"),

("zh39", "老周", """一、21:00至22:30期间，无论何处遇到Mike且其身边无第三人，即杀之。
二、其余时间留在房内，不窥视。""", A, """
standing:
  - {kill: Mike, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; staying in without peeking needs no order"),

("zh40", "老周", """1）20:40 前往202拜访林姐；
2）若林姐不在，则改去花园；
3）21:20 返回本房间，从窗户看草坪。""", A, """
orders:
  - {at: "20:40", go: "202", if: {present: 林姐}, else: {go: garden}}
  - {at: "21:20", go: home, peek: window}
""", "condition without a kill"),

("zh41", "老周", """一、今晚22:00前，房门只对刘队长、小马哥两位警官开放（22:00后按规则开门）。
二、全程在房内从门孔观察。""", A, """
door: [刘队, 小马哥]
orders:
  - {at: "20:00", peek: peephole}
""", "door list of two police officers; 刘队长 = 刘队"),

("zh42", "老周", """1. 20:10 去花园
2. 20:40 去草坪（更正：20:50，20:40我还在花园）
3. 21:30 回房""", A, """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home}
""", "correction inside a numbered line"),

("zh43", "老周", """行动：
一、20:00至22:10 房内从窗户观察草坪。
二、22:10 前往205，击杀小雨；如小雨不在，则前往204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:10", go: "205", kill: 小雨, else: {go: "204"}}
""", "kill without a condition; else when the target is not there"),

("zh44", "老周", """计划：
1. 20:00 前往204，从窗户观察花园；
2. 20:50 返回本房间；
3. 21:00—23:00 房内从门孔观察走廊。""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:50", go: home}
  - {at: "21:00", peek: peephole}
""", "204's window sees the garden"),

# ---- 刘队 (police, no room, starts in 204): terse
("zh45", "刘队", """刘队。8点草坪，8点半花园，9点回娱乐室窗户看花园。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204", peek: window}
""", "police; 娱乐室 = 204"),

("zh46", "刘队", """9点10去203。9点40回。""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:40", go: "204"}
""", "an officer without a room goes back to 204"),

("zh47", "刘队", """全程204，窗户看花园。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police start in 204"),

("zh48", "刘队", """10:20去209找Grace问话，不开门就去草坪。""", A, """
orders:
  - {at: "22:20", go: "209", else: {go: lawn}}
""", "else on a refused door (an empty room stays shut)"),

("zh49", "刘队", """8:40 西楼梯下花园。9:20 东楼梯回204。""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: "204", via: [east-stairs]}
""", "two routes named"),

("zh50", "刘队", """8:50 去202。林姐不在就去花园。9:30 回。""", A, """
orders:
  - {at: "20:50", go: "202", if: {present: 林姐}, else: {go: garden}}
  - {at: "21:30", go: "204"}
""", "condition without a kill"),

# ---- 小马哥 (police, no room): 东北话, chatty
("zh51", "小马哥", """哎呀妈呀GM老铁，我小马哥，今晚整点啥呢：八点半上花园溜达溜达，九点上草坪唠嗑去，九点四十回娱乐室，搁窗户那瞅着花园，完事儿！""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "东北话: 上 = go to, 搁 = at, 瞅 = watch"),

("zh52", "小马哥", """老铁我寻思十点上205找雨雨唠唠嗑，要是Hans也搁那儿就拉倒，回娱乐室""", A, """
orders:
  - {at: "22:00", go: "205", if: {absent: Hans}, else: {go: "204"}}
""", "condition on someone absent"),

("zh53", "小马哥", """八点二十上203，哎不对，是207，找周叔唠唠，九点回来""", A, """
orders:
  - {at: "20:20", go: "207"}
  - {at: "21:00", go: "204"}
""", "self-correction 203 -> 207; 回来 = 204 for an officer without a room"),

("zh54", "小马哥", """九点一刻？不对不行，得整十的。那就九点二十上草坪，十点差十分回来""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: "204"}
""", "self-correction onto the grid; 十点差十分 = 21:50"),

("zh55", "小马哥", """今儿晚上我哪也不去，就搁娱乐室猫着，八点到九点瞅窗户外头花园，九点以后不瞅了，跟大伙唠嗑""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
""", "window 20:00-21:00 from 204, then stop"),

("zh56", "小马哥", """九点半上202找林姐唠唠，林姐没开门的话就上花园溜一圈""", A, """
orders:
  - {at: "21:30", go: "202", else: {go: garden}}
""", "else on a refused door"),
]

REFUSALS = [
("zh57", "胖虎", """今晚碰到Mike（我室友哈哈）一个人就把他做了😏 他睡觉打呼噜太吵了""", ["目标", "target", "阿强", "Grace"], "Mike is not one of 胖虎's targets (五.10 不可滥杀无辜)"),
("zh58", "刘队", """刘队。9点草坪。碰到阿强单独一人，就地击毙。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh59", "阿强", """今晚撞到刘队就做咗佢，啲差佬好煩。""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh60", "小马哥", """老铁我七点半就上花园溜达去了，八点回娱乐室""", ["20:00", "19:30", "8点", "时间", "time"], "19:30 is before the night starts (五.1: 8点-11点)"),
("zh61", "小雨", """9点在屋里窗户看草坪，11点10分偷偷溜去草坪看星星✨""", ["23:00", "22:50", "11点", "时间", "time"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
("zh62", "林姐", """那个八点二十五我去二零四坐坐九点回来""", ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25"], "not a multiple of 10 minutes (五.4)"),
("zh63", "胖虎", """九点左右去花园逛逛吧，十点回屋～""", ["时间", "time", "左右", "10分钟", "模糊", "ambiguous", "exact"], "九点左右 is no time: 20:50, 21:00 or 21:10 would be a guess (五.4 needs an exact 10-minute start)"),
("zh64", "老周", """全程在本房间内从窗户观察花园。""", ["朝南", "草坪", "花园", "south", "lawn", "garden", "207"], "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh65", "小雨", """9点去204待着，从猫眼看走廊👀""", ["门孔", "猫眼", "peephole", "204", "窗户", "window"], "204 has no peephole to use: from 204 only the window (五.3(3)); a peephole only from one's own room (五.3(1))"),
("zh66", "阿强", """成晚喺房度用門孔睇住東面樓梯有冇人上落。""", ["门孔", "門孔", "peephole", "楼梯", "stairs", "门前", "201", "209"], "203's peephole sees only the corridor in front of 203; only 201 and 209 see the stairs (五.3(1))"),
("zh67", "林姐", """九点钟我就站在走廊里看看谁出来进去站到十点""", ["走廊", "corridor", "八"], "nobody stands in the corridor (八)"),
("zh68", "刘队", """9点东楼梯口守着。10点回204。""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stay (八; ADJUDICATION 3)"),
("zh69", "老周", """一、今晚全程房门不对任何人开放，22:00以后亦不开门。
二、全程在房内从窗户观察草坪。""", ["10点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh70", "小马哥", """九点我要匍匐前进爬到草坪去，谁也别想瞅见我嘿嘿""", ["匍匐", "crawl", "五.8", "古怪", "看到", "seen"], "nobody may crawl to avoid being seen (五.8 不能以匍匐前进等古怪方式防止自己被人看到)"),
]
