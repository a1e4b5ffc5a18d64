# Chinese cases of parse94: (id, sender, message, expect, orders_yaml, note) and
# REFUSALS: (id, sender, message, reason_keywords, rule).
# Cast (game/game.yaml): 201 阿杰 [石头, Harriet], 林晓 [顾铭, 阿詩]; 202 顾铭 [刘姐, Jonny];
# 203 刘姐 [阿杰, Harriet], 阿詩 [林晓, 石头]; 205 石头 [顾铭, Jonny]; 207 Jonny [阿詩, 刘姐];
# 209 Harriet [Jonny, 阿杰]; police 秦警官, 贺队, Kelvin (no room, start in 204).
A = "accept"
CASES = [
("zh01", "阿杰", """老板晚上好🌙
我今晚先在房间从窗户看草坪，八点半去204坐坐，九点整回房间，从猫眼看走廊。
就这样，谢谢老板🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "八点半, 九点整; 201 faces south (window = lawn)"),

("zh02", "石头", """9点 花园 9点半 回""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home}
""", "terse, no punctuation; 回 = home"),

("zh03", "林晓", """GM晚上好呀～昨天群里吵成那样我到现在还有点慌哈哈😅
我今晚是这么打算的：八点先不出门，在房间从窗户看看草坪上有没有人，毕竟我们201朝南嘛。八点四十去202找老顾聊聊天，问问他昨晚到底看到啥了，聊到九点二十回来。回来以后一直到十点都从门孔盯着走廊，201的门孔还能看到楼梯，挺好的。十点以后就不看了，睡觉！
就这样～辛苦GM了💕""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "202"}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00"}
""", "talkative; 老顾 = 顾铭 (nickname); 'until ten' then stop peeking at 22:00"),

("zh04", "顾铭", """今晚安排：
1. 20:00–20:30 窗户看花园（202朝北，看谁在花园晃）
2. 20:30 去204，理由：人多安全，顺便听消息
3. 21:10 回房，门孔看走廊，确认谁往东边走
4. 22:00 之后保持门孔，不动
门：22点前只给秦警官开，其他人一律不开""", A, """
door: [秦警官]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
""", "strategist; line 4 changes nothing (keeps peeking); door list of one"),

("zh05", "刘姐", """喂喂 那个我今天晚上八点二十去二零五找石头聊天 不对不对是八点三十 然后九点钟回来 回来以后从猫眼看着 好了就这样""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:00", go: home, peek: peephole}
""", "voice input: 二零五, self-correction 八点二十 -> 八点三十"),

("zh06", "阿詩", """GM晚安～我今晚八點半去花園行下，九點返房，喺窗口睇住個草坪，十點之後就瞓覺唔睇喇。唔該晒！🙏""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00"}
""", "Cantonese, traditional characters; 瞓覺唔睇 = stop peeking at 22:00"),

("zh07", "秦警官", """各位辛苦了～老秦今晚的安排：8点在204从窗户看花园，8点40去草坪巡一圈，9点20到花园，10点回204接着看窗外。有情况群里喊我👮""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "police without a room start in 204; 204's window sees the garden"),

("zh08", "贺队", """贺队报到。今晚九点去203找刘姐和阿詩聊聊，九点四十回娱乐室，十点去209敲门看看Harriet在干嘛。""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "21:40", go: "204"}
  - {at: "22:00", go: "209"}
""", "police visiting; 娱乐室 = 204"),

("zh09", "阿杰", """老板好呀😎 今晚就一件事：十点二十去205找石头，他要是一个人在屋里就干掉他，不是一个人就回来老实待着。其他时间都在房间躺平🛌 谢谢🙏""", A, """
orders:
  - {at: "22:20", go: "205", kill: 石头, if: alone, else: {go: home}}
""", "conditional kill with else; 干掉 = kill; 躺平 = stay, no peeking"),

("zh10", "石头", """整晚 碰到顾铭单独 就杀""", A, """
standing:
  - {kill: 顾铭, if: alone}
""", "terse standing kill all night"),

("zh11", "阿詩", """我九點去花園，九點半返房。喺花園如果撞到石頭自己一個，就做低佢。""", A, """
orders:
  - {at: "21:00", go: garden, kill: 石头, if: alone}
  - {at: "21:30", go: home}
""", "做低佢 = kill him (Cantonese); 石頭 = 石头; the kill is armed while she is in the garden"),

("zh12", "顾铭", """1. 22:00 去203（十点后她必须开门）
2. 刘姐单独在房间 → 杀
3. 否则 → 直接去204，人多不显眼
理由：阿詩这个点一般在外面""", A, """
orders:
  - {at: "22:00", go: "203", kill: 刘姐, if: alone, else: {go: "204"}}
""", "strategist: arrows, reason after the orders"),

("zh13", "刘姐", """今天晚上不管在哪碰到阿捷 只要他是一个人 就把他杀了 其他时候我就在屋里待着""", A, """
standing:
  - {kill: 阿杰, if: alone}
""", "voice input homophone slip: 阿捷 = 阿杰 (her target)"),

("zh14", "林晓", """唉今天白天被警察问得我心慌慌……不过该干的还是得干😤
九点半我去202敲老顾的门，要是屋里就他一个人我就动手。万一他不开门或者屋里还有别人，我就直接去草坪吹吹风冷静一下，十点再回房间。
其他时间我就在房间待着，窗户也不看了，累😮‍💨""", A, """
orders:
  - {at: "21:30", go: "202", kill: 顾铭, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "knock; not opened or not alone -> lawn (else)"),

("zh15", "阿杰", """哈哈今晚我宅了🏠 谁敲门都不开（十点前哈，我知道十点后必须开😂），整晚就从猫眼盯着楼梯口👀 谢谢老板""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00, acknowledging 五.12; 201's peephole sees the west stairs"),

("zh17", "秦警官", """晚上好各位～我九点去205敲石头的门跟他聊两句，他要是不开门我就去207找Jonny，九点四十回204。😊""", A, """
orders:
  - {at: "21:00", go: "205", else: {go: "207"}}
  - {at: "21:40", go: "204"}
""", "knock, no answer -> another room"),

("zh18", "阿詩", """今晚由九點到十點，喺邊度撞到林曉自己一個都做低佢。我九點去204坐，九點四十返屋企。""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home}
standing:
  - {kill: 林晓, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 林曉 = 林晓; 返屋企 = home"),

("zh19", "刘姐", """八点四十去花元 哦是花园 然后九点十分去草平上走走 九点四十回房间从窗户看""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", "voice input: 花元 corrected, 草平 = 草坪 (homophone)"),

("zh20", "顾铭", """今晚低调：
1）20:00 起门孔看走廊（看谁去东边）
2）21:00 改窗户看花园
3）22:00 去204，坐到结束
门：22点前关""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: "204"}
""", ""),

("zh21", "贺队", """今晚我先在204待着，从窗户盯着花园。十点下去花园转转，十点半回来。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: "204"}
""", "police: 回来 = back to 204"),

("zh22", "林晓", """跟GM报备一下～我八点走西楼梯下去草坪，其实就是想看看断崖那边晚上有没有人在（好奇心害死猫哈哈🙈），八点四十再从东楼梯绕回来回房间。之后整晚从窗户看草坪。""", A, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "20:40", go: home, via: [east-stairs], peek: window}
""", "routes named both ways (五.8)"),

("zh23", "石头", """十点 207 Jonny单独就杀 不然回""", A, """
orders:
  - {at: "22:00", go: "207", kill: Jonny, if: alone, else: {go: home}}
""", "terse conditional kill with else"),

("zh24", "阿杰", """GM晚上好～今晚摸鱼模式😂 八点到九点从窗户看草坪，九点到十点换猫眼看走廊，十点以后啥也不看了睡觉💤 感谢GM辛苦！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "X点到Y点 ranges; stop peeking at 22:00"),

("zh25", "秦警官", """今晚我八点半先去花园转一圈，九点回204，要是Harriet在204我就留下来跟她聊，不在的话我就去209找她。谢谢🙏""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204", if: {present: Harriet}, else: {go: "209"}}
""", "condition without a kill"),

("zh31", "石头", """8点半 204 9点回 门孔""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", ""),

("zh32", "贺队", """今晚巡逻路线：八点从东楼梯下去花园，八点半去草坪，九点十分从西楼梯上来回204，九点半以后就在204看窗外。""", A, """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "204", via: [west-stairs]}
  - {at: "21:30", peek: window}
""", "police patrol with routes"),

("zh33", "阿詩", """九點去201拍門搵林曉傾偈，冇人開就去204，九點四十返房。""", A, """
orders:
  - {at: "21:00", go: "201", else: {go: "204"}}
  - {at: "21:40", go: home}
""", "拍門 = knock; 傾偈 = chat; no answer -> 204"),

("zh34", "刘姐", """九点整去娱乐市坐坐 十点前回来 哎呀不是十点前 是九点五十回来 回来就从窗户看草坪""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:50", go: home, peek: window}
""", "voice: 娱乐市 = 娱乐室; vague 十点前 corrected to 九点五十 in the message"),

("zh36", "顾铭", """1. 21:00 走东楼梯下去草坪（不走西边，避开201的门孔）
2. 草坪上碰到Jonny且只有他一人 → 杀
3. 21:40 回房，门孔
理由：Jonny九点后爱去草坪""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs], kill: Jonny, if: alone}
  - {at: "21:40", go: home, peek: peephole}
""", "route plus kill on the lawn"),

("zh38", "阿杰", """今晚九点到十点之间，不管在哪碰到Harriet一个人，就直接动手🔪 九点我去花园溜达，九点半去草坪，十点回房间。谢啦老板🙏""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Harriet, if: alone, from: "21:00", until: "22:00"}
""", "standing kill 21:00-22:00 plus moves"),

("zh39", "林晓", """本来想八点就去204的，想了想还是算了，改成八点五十去吧，九点半回来，然后从窗户看草坪看到十点，之后就不看了。嗯就这样，晚安GM🌙""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00"}
""", "算了，改成…: only the corrected plan counts"),

("zh40", "刘姐", """十点四十去二零九 把哈利特杀了 不管她屋里有没有别人""", A, """
orders:
  - {at: "22:40", go: "209", kill: Harriet, if: always}
""", "voice: 哈利特 = Harriet (nickname 哈莉特, 209); 不管有没有别人 = always"),

("zh41", "阿詩", """十點之前淨係俾秦警官同賀隊入嚟，其他人拍門都唔開。成晚喺房度，窗口同門孔輪住睇：八點窗口，八點半門孔，九點窗口，九點半門孔，十點之後唔睇喇。""", A, """
door: [秦警官, 贺队]
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "22:00"}
""", "door list (賀隊 = 贺队); alternating peeks (五.3(1))"),

("zh42", "石头", """10点半 草坪 Jonny单独 杀""", A, """
orders:
  - {at: "22:30", go: lawn, kill: Jonny, if: alone}
""", ""),

("zh43", "贺队", """九点去花园，Jonny要是不在花园我就去草坪找找看，十点回204。""", A, """
orders:
  - {at: "21:00", go: garden, if: {present: Jonny}, else: {go: lawn}}
  - {at: "22:00", go: "204"}
""", "presence condition without a kill"),

("zh46", "林晓", """说实话今晚我不太想出门了，昨天在走廊好像看到有人影，吓死😱 所以：十点前除了秦警官，谁敲门我都不开。我就在房间里一整晚从门孔往外看，看看楼梯上有没有人上上下下。拜托GM啦🙏""", A, """
door: [秦警官]
orders:
  - {at: "20:00", peek: peephole}
""", "除了X谁都不开 = door list [X]"),

("zh47", "刘姐", """九点半去二零一找阿杰 不对 九点四十 如果屋里就他一个人就把他杀了 不是的话就回自己房间""", A, """
orders:
  - {at: "21:40", go: "201", kill: 阿杰, if: alone, else: {go: home}}
""", "voice self-correction of the time"),

("zh48", "阿詩", """八點經西邊樓梯落去草坪，八點四十返上嚟去204坐陣，九點半返房。""", A, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home}
""", "經西邊樓梯 = via west stairs"),

("zh49", "秦警官", """今晚我就在204坐镇，从窗户一直盯着花园，哪也不去😄 有事喊我""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police stays in 204 all night at the window"),

("zh51", "阿杰", """八点四十去203找阿诗她们打牌🃏 九点半回来从窗户看草坪，十点以后就不看了。谢谢老板～""", A, """
orders:
  - {at: "20:40", go: "203"}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00"}
""", "阿诗 (simplified) = 阿詩, lives in 203"),

("zh52", "林晓", """我想了一整天……今晚九点到十点半，无论在哪碰到阿詩，不管旁边有没有人，都动手。我九点去204坐着，她天天往204跑，应该能碰到，十点半回房间。紧张死了😣""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
standing:
  - {kill: 阿詩, if: always, from: "21:00", until: "22:30"}
""", "standing kill, always, with a window"),

("zh53", "顾铭", """1. 20:00 窗户（花园）
2. 20:50 去207找Jonny聊（摸底）
3. 21:30 回房，窗户
4. 22:30 换门孔
门：22点前关；22点后按规则开""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "207"}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:30", peek: peephole}
""", "door closed before 22:00 (the 22:00 rule noted by the player)"),

("zh54", "刘姐", """今天晚上我哪也不去了 就在屋里 八点到十点从猫眼看 十点以后从窗户看 谁来敲门都开 好嘞""", A, """
door: open
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "door open is the default"),

("zh56", "石头", """整晚窗户 10点前谁都不开""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),

("zh57", "秦警官", """8点10分去201找阿杰林晓聊聊，8点50去202，9点半去203，10点10分回204。各位晚安🌙""", A, """
orders:
  - {at: "20:10", go: "201"}
  - {at: "20:50", go: "202"}
  - {at: "21:30", go: "203"}
  - {at: "22:10", go: "204"}
""", "a round of visits"),

("zh58", "贺队", """九点半去草坪看看，差十分十点回204，回来以后在204看着花园。""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "21:50", go: "204", peek: window}
""", "差十分十点 = 21:50"),

("zh59", "阿杰", """老板我改一下哈，之前发的那条作废😂 改成：九点去草坪，九点四十回房间，十点开始从猫眼看走廊。就这些，谢谢！""", A, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: peephole}
""", "replaces an earlier message: only this one's orders"),

("zh61", "顾铭", """1. 全晚：任何地点遇到Jonny，只要没有第三人 → 杀
2. 20:30 去花园（等他）
3. 21:30 回房
理由：他习惯八点多下楼""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
standing:
  - {kill: Jonny, if: alone}
""", "没有第三人 = alone; 八点多 appears only in the reason"),

("zh63", "阿詩", """十點半去201拍門，十點之後佢一定要開門㗎嘛。如果林曉自己一個喺度就做低佢，有其他人喺度就返嚟。""", A, """
orders:
  - {at: "22:30", go: "201", kill: 林晓, if: alone, else: {go: home}}
""", "after 22:00 the door must open (五.12)"),

("zh64", "石头", """8点 花园 8点40 草坪 9点20 回 窗户 谢""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", ""),

("zh65", "秦警官", """八点到九点我在花园蹲着，九点整去草坪，九点四十回204从窗户看。辛苦GM～""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", ""),

("zh66", "贺队", """这把我在204待到九点，九点去207找Jonny问话，没人开门就去209，九点四十回204。""", A, """
orders:
  - {at: "21:00", go: "207", else: {go: "209"}}
  - {at: "21:40", go: "204"}
""", ""),

("zh67", "阿杰", """九点半去草坪🌿 要是石头也在而且就他一个人，就把他推下悬崖😈 十点回房间。谢谢老板""", A, """
orders:
  - {at: "21:30", go: lawn, kill: 石头, if: alone}
  - {at: "22:00", go: home}
""", "推下悬崖 = kill"),

("zh68", "林晓", """今晚先去204待一会儿，八点半过去，在那边从窗户看看花园，看谁晚上偷偷下楼😏 九点二十回房，剩下的时间都从自己窗户看草坪。""", A, """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:20", go: home, peek: window}
""", "window from 204 then from her own room"),

("zh69", "顾铭", """1. 21:10–22:00：遇到刘姐单独 → 杀（阿詩这段时间一般不在203）
2. 21:10 去203敲门
3. 不开门 → 去204
4. 22:00 回房，门孔""", A, """
orders:
  - {at: "21:10", go: "203", else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
standing:
  - {kill: 刘姐, if: alone, from: "21:10", until: "22:00"}
""", ""),

("zh70", "秦警官", """更正一下刚才说的：十点去209不去了，改成十点去205。其他不变：八点半去花园，九点回204看窗外。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: "205"}
""", "correction of an earlier message, the whole plan restated"),
]

REFUSALS = [
("zh16", "石头", """10点 204 杀贺队""",
 ["警察", "police", "不能杀", "cannot", "目标", "target"],
 "a tenant cannot kill police (五.10 房客不能杀警察; 六.6)"),
("zh26", "阿詩", """九點我想喺走廊企住，睇下邊個出出入入，十點先返房。""",
 ["走廊", "corridor", "八"],
 "nobody stands in the corridor (八)"),
("zh27", "林晓", """GM我有个想法😏 九点半我想去草坪看看，但是很怕被窗户后面的人看到……所以我打算一路匍匐前进爬过去，贴着墙根爬，这样应该就没人看得见了吧？十点再回房间。""",
 ["匍匐", "爬", "古怪", "crawl", "五.8"],
 "no crawling or other odd ways of not being seen (五.8)"),
("zh28", "刘姐", """今天晚上谁来敲门我都不开啊 十点以后也不开 反正就是不开 然后八点到九点从窗户看草坪""",
 ["十点", "22:00", "必须开", "must open", "10"],
 "after 22:00 a tenant must open (五.12)"),
("zh29", "顾铭", """1. 整晚窗户盯草坪（看谁去断崖那边）
2. 门不关
理由：昨晚草坪有动静""",
 ["朝北", "花园", "north", "garden", "202"],
 "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh30", "阿杰", """老板晚上好😈 今晚十点半我就在房间等林晓回来，屋里只有我们俩的时候直接把她杀了，嘿嘿""",
 ["目标", "target", "石头", "Harriet"],
 "林晓 is not one of 阿杰's targets (五.10 不可滥杀无辜)"),
("zh35", "秦警官", """哈哈今晚我蹲草坪，八点半就去，看到Jonny一个人就直接把他干掉，省得天天审😎""",
 ["警察", "police", "不能杀", "cannot kill"],
 "police cannot kill (五.13; ADJUDICATION 5)"),
("zh37", "石头", """九点多 花园 十点 回""",
 ["九点多", "具体", "确切", "准确", "exact", "vague", "几点"],
 "a vague time (九点多): a guess would be a misread (五.4 needs an exact slot)"),
("zh44", "顾铭", """1. 20:30 去花园
2. 21:00 去草坪（看断崖）
3. 21:00 回房，门孔
4. 22:00 去204""",
 ["21:00", "9:00", "一件事", "同一", "两", "slot", "one order", "10分钟"],
 "two orders in the 21:00 slot (五.2 每10分钟一件事)"),
("zh45", "阿杰", """老板晚上好～今晚想下楼去大厅喝两杯🍺 八点半去，九点半回房间，谢谢老板""",
 ["大厅", "hall", "地点", "place", "不出现", "一层"],
 "the ground-floor hall is not in the game (三.2 大厅本游戏中不出现)"),
("zh50", "贺队", """今晚我就在204，从猫眼盯着走廊，看谁进进出出。""",
 ["门孔", "猫眼", "peephole", "204", "窗户", "window"],
 "from 204 only the window (五.3(3)); a peephole only from one's own room (police have none)"),
("zh55", "阿詩", """八點廿五去204飲嘢，九點返房。""",
 ["10分钟", "10分鐘", "整数倍", "整數倍", "10 minutes", "multiple", "20:25", "8:25"],
 "八點廿五 = 20:25, not a multiple of 10 minutes (五.4)"),
("zh60", "林晓", """我决定了😤 今晚不管碰到老顾还是阿詩，两个都解决掉，一个都不放过！在哪碰到都算。""",
 ["一人", "一个", "只能", "任选", "one of", "only one"],
 "only one of the two targets may be killed (五.10 只能从两个目标中任选一人)"),
("zh62", "刘姐", """喂 那个 我七点五十就出门去花园 八点半回来""",
 ["20:00", "19:50", "八点", "8点", "时间", "time"],
 "19:50 is before the night starts (五.1: 8点-11点)"),
]
