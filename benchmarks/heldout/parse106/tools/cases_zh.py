# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 阿凯 201 (大伟, Nigel), 老周 201 (小雨, Jinx), 大伟 202 (钱姐, Ruth),
# 钱姐 203 (阿凯, 小雨), Ruth 203 (老周, Nigel), 小雨 205 (大伟, Jinx), Nigel 207 (钱姐, Ruth),
# Jinx 209 (阿凯, 小雨); police 包警官, Morse, 方队长 (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 阿凯 (201): Taiwanese, traditional characters, 喔/啦/的說/蠻/超, 注音 ----
("zh01", "阿凯", """GM晚安～我阿凱啦 😆
8點先待在房間從窗戶看草坪喔，8點40跑去204坐一下下，9點半回房間從門孔偷看走廊，這樣應該蠻安全的說。
10點以後就超累了，直接在房間睡覺覺不看了ㄅ ㄏㄏ""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:00"}
""", "traditional characters; 不看了 at 22:00 = an order with only `at` (stay, stop peeking)"),

("zh02", "阿凯", """跟GM報告一下～今晚我的門只幫小雨跟方隊長開喔，其他人敲門一律不開啦（10點以後要開我知道啦 不用提醒😂）。
整晚都窩在房間從門孔看，順便盯西樓梯有沒有人上上下下 👀""", A, """
door: [小雨, 方队长]
orders:
  - {at: "20:00", peek: peephole}
""", "door list with an officer (方隊長 = 方队长); 201's peephole sees the west stairs"),

("zh03", "阿凯", """前面都待在房間從窗戶看草坪就好。
10點20分去202找大偉，如果他一個人在房間就把他幹掉，不是一個人的話就直接去花園晃晃啦，超緊張的說 😬""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: "202", kill: 大伟, if: alone, else: {go: garden}}
""", "大偉 = 大伟 (traditional); 幹掉 = kill; 不是一個人的話 = else"),

("zh04", "阿凯", """9點10分去草坪，9點50回房間～
然後9點到10點之間不管在哪遇到Nigel，只要他落單就殺了他喔，其他時間先不要動手啦，怕被警察抓 🙈""", A, """
orders:
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
standing:
  - {kill: Nigel, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 落單 = alone"),

("zh05", "阿凯", """8點半從東樓梯下去草坪喔，西邊那個樓梯太多人走了啦，9點再走回房間，謝啦GM ㄅㄅ""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home}
""", "named route from 201 by the east stairs (the long way); the walk back is unrouted"),

# ---- 老周 (201): classical Chinese, 吾/汝/之/矣, 二〇四 ----
("zh06", "老周", """致幕后之人：
吾今夜自八时起，居室中凭窗观草坪，至九时止。九时往二〇四，与诸君清谈。十时归寝，不复出矣。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "二〇四 = 204; 八时/九时/十时 = 20:00/21:00/22:00; 归寝 = go home"),

("zh07", "老周", """吾将于九时半往草坪。若见小雨独处，则杀之；否则返吾室，凭窗而望。""", A, """
orders:
  - {at: "21:30", go: lawn, kill: 小雨, if: alone, else: {go: home, peek: window}}
""", "否则 covers both a crowd and 小雨's absence: exactly the contract's else"),

("zh08", "老周", """十时之前，吾门不纳任何人。终夜居室中，以门孔窥廊。凡遇Jinx独处，无论何地，杀之。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Jinx, if: alone}
""", "无论何地 is about the place; the condition is 独处 (alone), not always"),

("zh09", "老周", """吾于八时四十分往二〇三，访钱姐。若钱姐不在，则往花园散步。""", A, """
orders:
  - {at: "20:40", go: "203", if: {present: 钱姐}, else: {go: garden}}
""", "condition without a kill, with else"),

("zh10", "老周", """吾九时往花园……且慢，改为九时二十分。十时整归室。""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
""", "self-correction 九时 -> 九时二十分"),

# ---- 大伟 (202, north window: garden): Chinese mixed with English words ----
("zh11", "大伟", """hi GM～我8点先在room里用window看一下garden，8点半去204 chill一下，9点20再回来用peephole盯着走廊 thx 🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", "202 faces north: its window sees the garden"),

("zh12", "大伟", """今晚plan：之前都在自己room chill，9点去203找Ruth，如果她alone就直接kill掉，else就去lawn看看风景 😎""", A, """
orders:
  - {at: "21:00", go: "203", kill: Ruth, if: alone, else: {go: lawn}}
""", "之前在room = no order before 21:00"),

("zh13", "大伟", """我9点去garden check一下，9点半去lawn，10点回room。整晚如果遇到钱姐单独一个人就直接kill，no matter where""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 钱姐, if: alone}
""", "whole-night standing kill beside ordinary orders"),

("zh14", "大伟", """今晚door只open给小雨跟Nigel，其他人knock也不开（10点前啦）。8点到9点在room用window看garden，9点开始switch成peephole""", A, """
door: [小雨, Nigel]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door list before 22:00"),

("zh15", "大伟", """10点10分走east side的楼梯下去lawn，不想经过西边，然后10点40回room，good night～""", A, """
orders:
  - {at: "22:10", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home}
""", "east side的楼梯 = the east stairs"),

# ---- 钱姐 (203): times as people say them, with slips and corrections ----
("zh16", "钱姐", """八点一刻去204…不对，一刻不行要整十分，那就八点二十去204。差十分十点回屋，十点开始从窗户看草坪。""", A, """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: window}
""", "一刻 corrected to 八点二十; 差十分十点 = 21:50"),

("zh17", "钱姐", """九点过五分去花园——哦规定要整十分的，那就九点过十分吧。九点半再去草坪，十点差一刻……算了，十点整回来。""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "two corrections: 九点过五分 -> 九点过十分, 十点差一刻 -> 十点整"),

("zh18", "钱姐", """从八点一刻到九点三刻，不管在哪碰见小雨一个人，就杀了她。八点半去草坪待着，九点五十回房。""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:50", go: home}
standing:
  - {kill: 小雨, if: alone, from: "20:15", until: "21:45"}
""", "a standing window takes any whole minute: 一刻/三刻 are fine there"),

("zh19", "钱姐", """差二十分九点去201找凯哥，他要是一个人在就杀了他，要不然就回来从门孔看走廊。""", A, """
orders:
  - {at: "20:40", go: "201", kill: 阿凯, if: alone, else: {go: home, peek: peephole}}
""", "差二十分九点 = 20:40; 凯哥 = 阿凯 (nickname declared in game.yaml)"),

("zh20", "钱姐", """我八点整先在屋里从门孔看，八点五十……写错了，是八点四十换窗户看草坪。十点一刻……哦不，十点二十去花园溜达溜达。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "22:20", go: garden}
""", "two corrections"),

# ---- 小雨 (205): conditions told as little stories ----
("zh21", "小雨", """我想了一下今晚这么安排哈：九点我下楼去草坪散散步，要是我看见Jinx一个人在草坪上晃悠，那我就顺手把他解决掉；要是草坪上还有别人，或者他压根不在，那我就掉头去204坐着。""", A, """
orders:
  - {at: "21:00", go: lawn, kill: Jinx, if: alone, else: {go: "204"}}
""", "story form; the else covers both a crowd and absence, as the player said"),

("zh22", "小雨", """八点半我去202敲大伟的门，要是他开了门而且屋里就他一个，那我就动手；要是没人开门，或者屋里不止他一个人，我就回自己屋从窗户看草坪。""", A, """
orders:
  - {at: "20:30", go: "202", kill: 大伟, if: alone, else: {go: home, peek: window}}
""", "the else covers a refused door and a failed alone, as the player said"),

("zh23", "小雨", """九点四十我去204，要是包警官在那儿，我可不想跟警察坐一块，那就直接去花园；他不在的话我就在204待着，从窗户看看花园。""", A, """
orders:
  - {at: "21:40", go: "204", peek: window, if: {absent: 包警官}, else: {go: garden}}
""", "condition without a kill: absent, with else"),

("zh24", "小雨", """整个晚上，只要我在哪儿撞见大伟，旁边又没别人，我就动手。其他时候我就老老实实待在自己屋里，从门孔往外瞄 🙂""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 大伟, if: alone}
""", "旁边没别人 = alone"),

("zh25", "小雨", """十点我去207找奈杰尔聊聊，他要是不在屋里，那我就回来；在的话就陪他聊到十一点。""", A, """
orders:
  - {at: "22:00", go: "207", if: {present: Nigel}, else: {go: home}}
""", "奈杰尔 = Nigel (nickname declared); condition without a kill"),

# ---- 包警官 (police, no room: starts in 204), plain ----
("zh26", "包警官", """包警官报到。8点在204从窗户盯着花园，9点下去花园巡一圈，9点半去草坪，10点回204。辛苦各位。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
""", "police start in 204; window from 204 sees the garden"),

("zh27", "包警官", """今晚我挨个串门：8点半去201，9点10分去205，9点40回204在窗口看着。有事叫我。""", A, """
orders:
  - {at: "20:30", go: "201"}
  - {at: "21:10", go: "205"}
  - {at: "21:40", go: "204", peek: window}
""", "police visiting rooms"),

# ---- 方队长 (police, no room), official 24-hour style ----
("zh28", "方队长", """方队长：20时00分至20时59分，于204室凭窗监视花园；21时00分赴草坪；21时40分经西楼梯返回204室。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", via: [west-stairs]}
""", "24-hour times; 204室; route back by the west stairs"),

("zh29", "方队长", """方队长补充一条：22时00分前往209室，如Jinx不在房内，则转往花园。""", A, """
orders:
  - {at: "22:00", go: "209", if: {present: Jinx}, else: {go: garden}}
""", "condition without a kill"),

# ---- more ----
("zh30", "老周", """今夜无论何处，遇小雨即杀之，旁人在否，吾不顾也。除此之外，吾终夜居室，凭窗而望。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 小雨, if: always}
""", "旁人在否吾不顾 = always (seed 五.7 无论周围有没有人)"),

("zh31", "大伟", """8点40去lawn，oops typo，是8点50。9点半去204 chill，顺便从window看garden 🌳""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "correction; window from 204"),

("zh32", "钱姐", """九点整去205找小雨，如果她单独在屋，就杀了她。十点半回来。""", A, """
orders:
  - {at: "21:00", go: "205", kill: 小雨, if: alone}
  - {at: "22:30", go: home}
""", "conditional kill without else"),

("zh33", "小雨", """今晚我哪儿都不去啦，就宅在屋里～八点先从窗户看草坪，八点半看腻了换门孔，九点再换回窗户，一直看到结束。晚安GM""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", peek: window}
""", "staying in, window and peephole in turns (五.3(1))"),

("zh34", "包警官", """我8点直接去花园蹲着，8点50上楼去202看看大伟，9点20回204。有情况随时报告！👮""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: "202"}
  - {at: "21:20", go: "204"}
""", "蹲着 = stay there"),
]

REFUSALS = [
("zh35", "阿凯", """今晚如果遇到小雨一個人，就把她做掉啦，拜託囉GM 🙏 其他時間待房間就好""", ["目标", "目標", "target", "大伟", "Nigel", "滥杀"], "小雨 is not one of 阿凯's targets (大伟, Nigel) (五.10 不可滥杀无辜)"),
("zh36", "包警官", """包警官：9点去草坪巡逻，要是看见Jinx单独一人，直接把他干掉。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh37", "大伟", """整晚如果在garden遇到Morse一个人，就kill掉他，这个detective太烦了 😤""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh38", "钱姐", """九点过五分去204，十点回来。""", ["10分钟", "整数倍", "10 minutes", "multiple", "21:05", "9:05", "过五分"], "九点过五分 = 21:05, not a multiple of 10 minutes, and not corrected (五.4)"),
("zh39", "小雨", """等九点多人少一点的时候，我溜去草坪，要是看见大伟一个人在那儿就动手。""", ["时间", "具体", "九点多", "time", "exact", "10分钟"], "九点多 is no time: any slot chosen would be a guess (五.4 needs an exact 10-minute start)"),
("zh40", "老周", """吾终夜居室中，凭窗观花园之景，不出户矣。""", ["朝南", "草坪", "花园", "south", "lawn", "garden", "201"], "201 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh41", "方队长", """方队长：20时00分起，于204室以门孔监视走廊，直至23时。""", ["门孔", "peephole", "204", "窗户", "window"], "no peephole from 204 (五.3(3): 在204向外窥视 = the window); police have no room of their own here"),
("zh42", "钱姐", """今晚谁敲门我都不开，十点以后也不开，一直到十一点。""", ["22:00", "十点", "10点", "必须开门", "must open", "五.12"], "after 22:00 a tenant must open (五.12)"),
]
