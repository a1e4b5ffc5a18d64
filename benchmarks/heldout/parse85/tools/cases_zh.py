# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("zh01", "阿杰", """晚上好～今晚我先在房间窗户看看草坪😂 8点半去204坐坐，9点半回房 从猫眼看走廊，就这样 谢谢GM""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "WeChat casual, 猫眼"),
("zh02", "阿杰", """哈喽 今晚8:40去花园溜达一圈，9:00回来睡觉了 困😪""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:00", go: home}
""", "short night, emoji"),
("zh03", "阿杰", """今晚要是在哪碰到Mika一个人 直接干掉🔪 其他时间就在房里从窗户看""", A, """
standing:
  - {kill: Mika, if: alone}
orders:
  - {at: "20:00", peek: window}
""", "standing kill alone + window"),
("zh04", "阿杰", """GM 我改一下哈，10点20去209找大卫聊天，10:40回来。门谁敲都开吧（10点后反正也得开🤣）""", A, """
door: open
orders:
  - {at: "22:20", go: "209"}
  - {at: "22:40", go: home}
""", "visit, door open stated"),
("zh05", "阿杰", """9点10分去202找老周，他要是一个人就杀了，否则回自己房间""", A, """
orders:
  - {at: "21:10", go: "202", kill: 老周, if: alone, else: {go: home}}
""", "kill visit with 否则"),
("zh06", "阿杰", """8点从门孔看，8:50改窗户，9点半以后啥也不看了就躺着""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", peek: window}
  - {at: "21:30"}
""", "stop peeking at 21:30"),
("zh07", "阿杰", """今晚不出门 门只给大卫和秦警官开 其他人敲都不开 一晚上窗户""", A, """
door: [大卫, 秦警官]
orders:
  - {at: "20:00", peek: window}
""", "door list"),
("zh08", "阿杰", """走东楼梯去草坪，9点出发，9点40回来""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home}
""", "route via east stairs, only the way out"),
("zh09", "小鱼", """哈哈哈 今天上班累死了，晚上随便玩玩吧。8点先在屋里从窗户看看草坪上有没有人（上次啥也没看到哈哈），8点40去204跟大家聊聊天，听说那边窗户能看到花园，那就在204顺便往窗外看看。10点回屋睡觉啦～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "talkative, window from 204"),
("zh10", "小鱼", """哎呀我跟你说，昨天梦到自己掉下断崖了哈哈，所以今晚坚决不去草坪！！就去花园，9点20出发，待到10点再回来，回来从猫眼看看外面""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "story around orders"),
("zh11", "小鱼", """今晚计划：如果在任何地方遇见胖虎，只有他一个人的话就动手，别的人在就算了。行动的话8点半去203串门，9点回来从门孔看""", A, """
standing:
  - {kill: 胖虎, if: alone}
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:00", go: home, peek: peephole}
""", "standing alone + visit"),
("zh12", "小鱼", """晚上10点10分去207找Priya玩，要是她一个人在就杀了她，她不在或者旁边有人就直接回来哈哈 我是不是很坏""", A, """
orders:
  - {at: "22:10", go: "207", kill: Priya, if: alone, else: {go: home}}
""", "kill visit, else covers absent or not alone"),
("zh13", "小鱼", """GM在吗～我今晚门关着，谁来都不开（10点以前哈，知道10点后必须开）就在房间里窗户门孔轮着看，8点窗户8点半门孔9点窗户9点半门孔，然后10点以后就睡了不看了""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "22:00"}
""", "door closed before 22:00, alternating peeks"),
("zh14", "小鱼", """今晚跟着感觉走哈哈，开玩笑的。8:20下楼去花园，从西楼梯走，8:50从花园去草坪，9:30回房间""", A, """
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home}
""", "garden via west stairs then lawn"),
("zh15", "小鱼", """今晚我就在204带着吧（打错字了，待着）8点就过去，一直到10点半再回房间""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:30", go: home}
""", "self-corrected typo"),
("zh16", "老周", """窗。整晚。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "terse: whole night window (202 sees the garden)"),
("zh17", "老周", """9点 204。10点 回。""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "terse"),
("zh18", "老周", """遇阿杰独处即杀。""", A, """
standing:
  - {kill: 阿杰, if: alone}
""", "terse standing kill"),
("zh19", "老周", """8:30 花园 9:00 回房 猫眼""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", "terse"),
("zh20", "老周", """10:10 去205 阿欣单独则杀 否则回""", A, """
orders:
  - {at: "22:10", go: "205", kill: 阿欣, if: alone, else: {go: home}}
""", "terse kill visit"),
("zh21", "老周", """门不开。门孔看到10点。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00"}
""", "terse door closed, peephole until 22:00"),
("zh22", "老周", """8点半 203 9点 草坪 9点半 回""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", "terse chain"),
("zh23", "胖虎", """那个GM啊我今晚八点半去二零四聊天然后九点半回房间从猫眼往外看就这样""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "voice: no punctuation, 二零四"),
("zh24", "胖虎", """今晚我就在房间里从窗护往外看 看草坪 十点钟以后换成门孔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "voice homophone 窗护"),
("zh25", "胖虎", """九点十分去花园 九点四十去草评 十点二十回来""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home}
""", "voice homophone 草评, Chinese numerals"),
("zh26", "胖虎", """今天晚上不管在哪里碰见Priya 只要她是一个人 就杀了她 还有八点去二零七找她""", A, """
standing:
  - {kill: Priya, if: alone}
orders:
  - {at: "20:00", go: "207"}
""", "voice: standing alone + visit 207"),
("zh27", "胖虎", """十点四十去二零一杀阿杰 不管有没有别人在都杀""", A, """
orders:
  - {at: "22:40", go: "201", kill: 阿杰, if: always}
""", "voice: kill always"),
("zh28", "胖虎", """门只给秦警官和阿欣开 别人都不开 八点到九点门空看 九点以后窗户看""", A, """
door: [秦警官, 阿欣]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "voice homophone 门空 (门孔)"),
("zh29", "阿欣", """今晚我喺房度由窗口睇草地，九點半去204傾偈，十點半返房。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "Cantonese"),
("zh30", "阿欣", """八點去花園行下，八點四十返嚟，之後由門孔睇住條走廊""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: home, peek: peephole}
""", "Cantonese"),
("zh31", "阿欣", """如果今晚喺邊度見到Mika一個人，就殺咗佢""", A, """
standing:
  - {kill: Mika, if: alone}
""", "Cantonese standing kill"),
("zh32", "阿欣", """十點二十去203搵胖虎，佢一個人嘅話就殺咗佢，唔係就返屋企""", A, """
orders:
  - {at: "22:20", go: "203", kill: 胖虎, if: alone, else: {go: home}}
""", "Cantonese kill visit with else"),
("zh33", "阿欣", """今晚行動：20:30 從西樓梯下去草坪，21:20 回房間，從窗戶看。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [west-stairs]}
  - {at: "21:20", go: home, peek: window}
""", "繁體 Mandarin, route"),
("zh34", "阿欣", """門唔開俾任何人（十點前），成晚喺房度，八點至九點用門孔，之後窗口""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "Cantonese door closed"),
("zh35", "大卫", """今晚思路：209门孔能看到东楼梯，先盯一下谁上下楼。1）20:00-20:59 门孔；2）21:00 去204，从窗户看花园；3）22:00 回房，改看窗户，看草坪。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home, peek: window}
""", "strategist, numbered"),
("zh36", "大卫", """分析一下：阿欣住205，离我就两分钟，但她十点前可能关门。所以：1. 22:00 去205，若阿欣独自一人则杀之；2. 否则直接回209；3. 之前两小时都在房间用门孔。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "205", kill: 阿欣, if: alone, else: {go: home}}
""", "strategist reasoning, numbered, out of order"),
("zh37", "大卫", """今晚以防守为主：① 门只对秦警官和Darren开放 ② 整晚窗户 ③ 任何时候遇到小鱼且周围没人，杀。""", A, """
door: [秦警官, Darren]
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 小鱼, if: alone}
""", "strategist circled numbers"),
("zh38", "大卫", """三段安排：第一时段 房间门孔；第二时段 9:20去花园，9:50回；第三时段 房间窗户。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: window}
""", "by the seed's 时段"),
("zh39", "大卫", """草坪是凶案高发区，我去盯一下：1、8:40 从东楼梯下到草坪；2、9:40 经东楼梯回房；3、回房后门孔。""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, via: [east-stairs], peek: peephole}
""", "routes both ways"),
("zh40", "大卫", """计划B：若9:00-10:00之间在任何地方遇到阿欣，不管有没有人都杀。其余：9点去204。""", A, """
standing:
  - {kill: 阿欣, if: always, from: "21:00", until: "22:00"}
orders:
  - {at: "21:00", go: "204"}
""", "standing window"),
("zh41", "秦警官", """今晚我就在204坐镇 从窗户看花园 有情况再说😎""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "police in 204, window"),
("zh42", "秦警官", """8点半去草坪巡逻一下，9点半回204，看窗外""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "police patrol"),
("zh43", "秦警官", """九点去209串个门 问问大卫情况 九点半去203 十点回204""", A, """
orders:
  - {at: "21:00", go: "209"}
  - {at: "21:30", go: "203"}
  - {at: "22:00", go: "204"}
""", "police visits"),
("zh44", "秦警官", """今晚我走一圈：8:00花园，8:30草坪，9:00回204待着""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204"}
""", "police round"),
("zh45", "秦警官", """10:10去205找阿欣聊聊，10:40回餐厅""", A, """
orders:
  - {at: "22:10", go: "205"}
  - {at: "22:40", go: "204"}
""", "餐厅 = 204"),
("zh46", "阿杰", """8:10去202找老周 如果只有他一个人就杀了😈 不然就去204""", A, """
orders:
  - {at: "20:10", go: "202", kill: 老周, if: alone, else: {go: "204"}}
""", "kill with else to 204"),
("zh47", "阿杰", """今晚9点前在房间里门孔盯着 9点去203玩 玩到10点 然后回来 窗户看草坪""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home, peek: window}
""", "casual whole night"),
("zh48", "阿杰", """gm今晚就一条：10点半去花园 😂""", A, """
orders:
  - {at: "22:30", go: garden}
""", "one order"),
("zh49", "小鱼", """嘿嘿今晚我想去看看断崖那边，8点10分去草坪，到了要是Priya一个人在那就推下去哈哈（就是杀了的意思），9点回来""", A, """
orders:
  - {at: "20:10", go: lawn, kill: Priya, if: alone}
  - {at: "21:00", go: home}
""", "kill on arrival, euphemism explained"),
("zh50", "小鱼", """今晚门只给阿杰开哈哈…算了他是我室友不用敲门的 门对所有人开吧。8点半去205找阿欣聊天，9点半回来""", A, """
door: open
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:30", go: home}
""", "self-correction to door open"),
("zh51", "小鱼", """今晚没啥计划，就在房间里从猫眼看一晚上走廊吧，无聊哈哈哈""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "whole night peephole"),
("zh52", "秦警官", """兄弟们今晚我去花园蹲点 8点40过去 10点20回来 👮""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "22:20", go: "204"}
""", "police: 回来 = back to 204"),
("zh53", "秦警官", """9点10分去201，再9点40去202，10点回204看窗户""", A, """
orders:
  - {at: "21:10", go: "201"}
  - {at: "21:40", go: "202"}
  - {at: "22:00", go: "204", peek: window}
""", "police visits then window"),
("zh54", "老周", """10:30 201。阿杰 独处 杀。否则 回。""", A, """
orders:
  - {at: "22:30", go: "201", kill: 阿杰, if: alone, else: {go: home}}
""", "terse kill"),
("zh55", "胖虎", """我今晚八点二十去两零五找阿欣玩 九点回去 然后十点五十去花园""", A, """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:00", go: home}
  - {at: "22:50", go: garden}
""", "voice: 两零五"),
("zh56", "阿欣", """今晚九點去202搵老周傾計，佢唔喺度就去花園，十點返屋企""", A, """
orders:
  - {at: "21:00", go: "202", if: {present: 老周}, else: {go: garden}}
  - {at: "22:00", go: home}
""", "Cantonese conditional visit"),
]
REFUSALS = [
("zh57", "阿杰", """今晚10点去205把阿欣做掉 嘿嘿""", ["目标", "target", "Mika", "老周"], "阿欣 is not one of 阿杰's targets (五.10 不可滥杀无辜)"),
("zh58", "秦警官", """今晚要是看到大卫单独一个人，就干掉他""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh59", "小鱼", """哈哈今晚要是秦警官一个人在花园，我就把他杀了""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10, 六.6)"),
("zh60", "胖虎", """今晚十一点半去草坪看星星""", ["23:30", "11", "22:50", "时间", "time"], "23:30 is after the night (五.1)"),
("zh61", "老周", """7:40 花园""", ["19:40", "7:40", "20:00", "时间", "time"], "19:40 is before the night (五.1)"),
("zh62", "阿杰", """8:25去204 聊到9点回来""", ["8:25", "20:25", "10分钟", "整数倍", "multiple"], "a start not on a 10-minute slot (五.4)"),
("zh63", "大卫", """1）9:45 去花园；2）10:30 回房。""", ["9:45", "21:45", "10分钟", "整数倍", "multiple"], "a start not on a 10-minute slot (五.4)"),
("zh64", "阿欣", """成晚喺走廊企住，睇住邊個行過""", ["走廊", "corridor", "八"], "nobody stands in the corridor (八)"),
("zh65", "小鱼", """今晚就从窗户看花园吧，看看谁去花园偷偷摸摸的哈哈""", ["朝南", "south", "草坪", "lawn", "201", "花园", "garden"], "201 faces south: its window sees the lawn (三.2, 五.3(1))"),
("zh66", "秦警官", """今晚在204用猫眼盯着走廊""", ["门孔", "猫眼", "peephole", "窗户", "window", "204"], "from 204 only the window (五.3(3))"),
("zh67", "胖虎", """八点去二零五 在阿欣房间里从窗户往外看""", ["自己", "own room", "205", "窗户", "window"], "peeking only from one's own room (五.3(1))"),
("zh68", "大卫", """1）21:00 去204；2）21:00 去草坪盯人；3）22:00 回房。""", ["21:00", "9:00", "一件事", "one thing", "同时", "two"], "two destinations in one slot (五.2 每10分钟一件事)"),
("zh69", "阿杰", """今晚门一直锁着 谁敲都不开 10点以后也不开😤""", ["22:00", "10点", "开门", "open", "五.12"], "from 22:00 a tenant must open the door (五.12)"),
("zh70", "老周", """阿杰 阿欣 今晚都杀。""", ["一人", "一个", "one of", "只能", "任选", "one"], "only one of the two targets (五.10 只能任选一人)"),
]
