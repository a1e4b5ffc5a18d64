# Chinese cases of held-out set parse92: (id, sender, message, expect, orders_yaml, note)
# and refusals: (id, sender, message, reason_keywords, rule).
# Cast (game/game.yaml): 201 大鹏 [石头, 糖糖], 林小满 [Jake, 老周]; 202 石头 [阿詩, Oliver];
# 203 阿詩 [大鹏, 糖糖], Jake [林小满, 石头]; 205 糖糖 [老周, Jake]; 207 Oliver [大鹏, 阿詩];
# 209 老周 [Oliver, 林小满]; police 韩队, 白警官, Priya (no room, start in 204).
# Nicknames in game.yaml: 鹏哥/大鵬 = 大鹏, 阿诗 = 阿詩, 韓隊 = 韩队.
A = "accept"
CASES = [
("zh01", "大鹏", """老板晚上好～😄
今晚我先在屋里从窗户看看草坪，八点半去204坐坐，九点整回房间从猫眼盯着走廊。
就这些，谢谢老板🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "WeChat chat; 201 faces south (window = lawn); 九点整; 猫眼 = peephole"),

("zh02", "石头", """8点半 花园 9点 回屋 窗户""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "terse, no punctuation; 202 faces north (window = garden)"),

("zh03", "糖糖", """GM晚上好呀！第一晚好紧张啊，手心都是汗😂
我想先去找鹏哥聊聊天，探探他口风，就八点十分过去201吧。聊到九点我就回自己房间，然后一直从窗户看草坪，总觉得今晚草坪上会有事。
对了我门照常开着，谁来都欢迎～""", A, """
door: open
orders:
  - {at: "20:10", go: "201"}
  - {at: "21:00", go: home, peek: window}
""", "talkative; 鹏哥 is 大鹏's nickname (201); door open is the default"),

("zh04", "老周", """今晚计划：
1. 20:00 窗户看草坪（先摸清谁往草坪跑）
2. 20:40 去204（人多，混个脸熟，也给自己留个不在场证明）
3. 21:30 回房，门孔盯东楼梯（209的门孔看得到楼梯口）
4. 22:20 去207敲门，Oliver单独在就动手；他不在或者不是一个人就直接回房（十点后他必须开门）
5. 22:40 不管成没成都回房""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:20", go: "207", kill: Oliver, if: alone, else: {go: home}}
  - {at: "22:40", go: home}
""", "strategist: numbered lines with reasons; 动手 = kill; the 22:40 line applies after a kill (after the else he is home already)"),

("zh05", "林小满", """喂喂 我说一下啊 八点二十我去鱼乐室 不对是去花园 然后九点十分去草平待一会 九点五十回房间从门口往外看 好了就这样""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
""", "voice input: 鱼乐室 (娱乐室) corrected by 不对是 to the garden; 草平 = 草坪; 从门口往外看 from inside the room = peephole (门口/门孔 homophone)"),

("zh06", "阿詩", """GM晚安呀～我今晚八點去204傾下偈，九點半返房，之後一路由窗口睇住草坪。唔該晒！""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese: 傾偈 = chat, 返房 = go home, 由窗口睇 = window; 203 faces south"),

("zh07", "韩队", """各位晚上好，韩队报到👮
我先在娱乐室从窗户看花园，九点整下去草坪转一圈，九点四十去花园，十点二十回娱乐室。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", "police start in 204; window from 204 sees the garden"),

("zh08", "大鹏", """哈哈哈今晚我要搞事情了😏
老板记一下：整晚不管在哪碰到石头，只要他是一个人，就干掉他。
其他时间我就在屋里猫眼看走廊，谢啦～""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 石头, if: alone}
""", "standing kill all night (五.7), 干掉 = kill"),

("zh09", "石头", """10点20 去203 阿诗一个人就杀 不然回""", A, """
orders:
  - {at: "22:20", go: "203", kill: 阿詩, if: alone, else: {go: home}}
""", "terse; 阿诗 = 阿詩 (nickname); 不然回 = else home"),

("zh11", "老周", """安排：
1) 20:00 门孔看东楼梯——谁上下楼都看得到
2) 20:50 走东楼梯去花园——那边视野开
3) 21:20 回房，窗户看草坪
4) 九点到十点之间，任何地方碰到林小满单独一人，动手
备注：门只给韩队开，别人一律不开（十点前）""", A, """
door: [韩队]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:20", go: home, peek: window}
standing:
  - {kill: 林小满, if: alone, from: "21:00", until: "22:00"}
""", "strategist; named route; a standing kill with a window; door list of one officer"),

("zh13", "阿詩", """GM你好呀😬 今晚我十點十分去201搵大鵬，如果得佢一個人喺度，就做低佢；如果佢唔喺度或者有其他人喺度，就即刻去草坪。拜託晒🙏""", A, """
orders:
  - {at: "22:10", go: "201", kill: 大鹏, if: alone, else: {go: lawn}}
""", "Cantonese 繁體: 搵 = visit, 做低佢 = kill him, 大鵬 = 大鹏 (nickname)"),

("zh14", "白警官", """晚上好～白警官上线。
我八点十分去202找石头聊聊，九点回娱乐室，在那从窗户盯着花园到十点半，十点半去草坪。""", A, """
orders:
  - {at: "20:10", go: "202"}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:30", go: lawn}
""", "police visiting a tenant"),

("zh16", "石头", """9点到10点 碰到Oliver 不管有没有人 杀""", A, """
standing:
  - {kill: Oliver, if: always, from: "21:00", until: "22:00"}
""", "terse standing kill, 不管有没有人 = always (五.7 third form), window 21:00-22:00"),

("zh17", "糖糖", """跟GM汇报一下今晚的计划哈～
一开始我想去草坪吹吹风，但是想想一个人去草坪太吓人了，万一碰到凶手呢😱 算了，改成八点半去204，那边人多。
九点十分我回自己房间，然后从门孔往外看，看看谁在走廊晃。十点四十再换成从窗户看草坪。
就这样，谢谢GM辛苦啦！""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
  - {at: "22:40", peek: window}
""", "talkative; the lawn is dropped by 算了，改成…; the peek switches at 22:40"),

("zh18", "韩队", """韩队：八点半去209找老周问问情况，九点十分去205找糖糖，九点五十回娱乐室。十点以后在娱乐室窗户边看花园。辛苦了各位🙏""", A, """
orders:
  - {at: "20:30", go: "209"}
  - {at: "21:10", go: "205"}
  - {at: "21:50", go: "204"}
  - {at: "22:00", peek: window}
""", "police visits; 十点以后 = from 22:00"),

("zh20", "林小满", """嗯 十点半 我去二零九 找老周 如果他一个人在就杀了他 呃 如果他不在 或者不是一个人 就回自己房间 然后 然后从窗户看草坪 哦对了 八点到九点我在房间从窗户看 不对 从猫眼看""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00"}
  - {at: "22:30", go: "209", kill: 老周, if: alone, else: {go: home, peek: window}}
""", "voice input: 二零九 = 209; correction 不对 window -> peephole; 八点到九点 means the peeking stops at 21:00 (an order with only `at`); the else goes home and peeks"),

("zh21", "阿詩", """今晚十點前我淨係俾Jake同韓隊入嚟，其他人敲門都唔開。
八點到九點由門孔睇走廊，九點之後轉做由窗口睇草坪。""", A, """
door: [Jake, 韩队]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "Cantonese: door list (淨係俾…入嚟 = only let … in), 韓隊 = 韩队; 十點前 acknowledges 五.12"),

("zh22", "大鹏", """老板晚上好呀🌙 我九点整去205找糖糖聊天，要是她不开门我就去花园转转。十点二十回屋。谢谢老板～""", A, """
orders:
  - {at: "21:00", go: "205", else: {go: garden}}
  - {at: "22:20", go: home}
""", "knock with an alternative when nobody opens"),

("zh24", "石头", """8点 204
8点40 回房 猫眼
10点 窗户""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "terse list"),

("zh25", "糖糖", """唉今晚我决定冒一次险了😣
GM你帮我记好哈：九点半我去草坪，如果草坪上只有Jake一个人（没别人）就动手杀了他；要是他不在或者旁边还有别人，我就马上回自己房间，从窗户继续盯着草坪。
十点以后我就不出门了。拜托拜托🙏""", A, """
orders:
  - {at: "21:30", go: lawn, kill: Jake, if: alone, else: {go: home, peek: window}}
""", "conditional kill on the lawn with an alternative; 十点以后不出门 adds no order"),

("zh26", "老周", """1. 20:00 去204——看看都有谁
2. 如果Oliver在204，就留下跟他聊（摸摸他今晚的动向）；他不在我就回房，门孔盯东楼梯
3. 21:10 去花园
4. 21:40 回房，窗户看草坪""", A, """
orders:
  - {at: "20:00", go: "204", if: {present: Oliver}, else: {go: home, peek: peephole}}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: window}
""", "a condition without a kill (present) with an alternative; line 2 has no time of its own: it is the 20:00 order's condition"),

("zh27", "林小满", """GM你好 今晚八点我先待在房间从窗户看草坪 八点四十去二零四 九点二十 九点二十回房间 十点十分去草平 十点五十回来""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home}
  - {at: "22:10", go: lawn}
  - {at: "22:50", go: home}
""", "voice input: numbers in words, a stutter (九点二十 twice), 草平 = 草坪"),

("zh30", "大鹏", """哈喽老板👋 今晚安排：
八点在房间从窗户看草坪，八点二十换成猫眼看走廊，
九点整走东楼梯下去草坪溜达（绕一下顺便看看各屋门口），九点半去花园，
十点回房间继续从窗户看😂
就酱，谢谢～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: window}
""", "a named route that is not the shortest from 201 (east stairs); 就酱 = 就这样"),

("zh32", "白警官", """白警官报告：八点整先去花园看看，八点半到草坪，九点四十回娱乐室从窗户看花园，十点半去201找鹏哥聊两句。谢谢GM～""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:40", go: "204", peek: window}
  - {at: "22:30", go: "201"}
""", "police; 鹏哥 = 大鹏 (201)"),

("zh33", "老周", """计划如下：
1. 20:10 去205找糖糖——套套她的话
2. 20:50 回房，门孔盯东楼梯
3. 22:00 去201，林小满单独在就动手，否则去204
算了，第3条改成22:10，十点整走廊人太多
4. 22:40 回房""", A, """
orders:
  - {at: "20:10", go: "205"}
  - {at: "20:50", go: home, peek: peephole}
  - {at: "22:10", go: "201", kill: 林小满, if: alone, else: {go: "204"}}
  - {at: "22:40", go: home}
""", "a correction after the list (算了，第3条改成22:10) moves the kill, nothing stays at 22:00"),

("zh34", "林小满", """我今天不出门了 就在房间 十点之前 除了鹏哥谁敲门都不开 呃 八点到十点从窗户看草坪 十点以后从猫眼看""", A, """
door: [大鹏]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "voice input; door list (除了鹏哥 = only 大鹏, her roommate)"),

("zh35", "阿詩", """成晚無論喺邊度撞到糖糖一個人，就殺咗佢。其他時間我喺房由窗口睇草坪。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 糖糖, if: alone}
""", "Cantonese standing kill: 成晚 = all night, 撞到 = meet, 一個人 = alone"),

("zh36", "韩队", """晚上好！韩队这边：一直在娱乐室窗户看花园看到十点，十点整去203敲门找阿诗和Jake聊聊，十点四十回娱乐室。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "203"}
  - {at: "22:40", go: "204"}
""", "看到十点 = till 22:00"),

("zh37", "石头", """9点 去209找老周 没开门就回
10点半 草坪""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: home}}
  - {at: "22:30", go: lawn}
""", "terse knock; 没开门就回 is what happens anyway (else home may be left out)"),

("zh38", "糖糖", """GM晚上好～今晚我想了很久😅
首先，我八点整就去204，因为第一个小时大家应该都会去那边打听消息，我也去凑凑热闹。然后九点二十我去花园走走，透透气。九点五十回房间，从猫眼看着走廊，一直到结束。
另外，整晚只要碰到老周一个人的时候，就把他杀掉（我观察他好久了，他肯定是冲我来的）。
谢谢GM，辛苦啦💕""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home, peek: peephole}
standing:
  - {kill: 老周, if: alone}
""", "talkative plan in several steps plus a standing kill"),

("zh39", "大鹏", """老板好😄 十点半我去205，要是糖糖屋里没别人、就她一个，我就把她……你懂的🔪（对，就是杀了她）
要是她不在或者不止她一个人，我就去204待着。哈哈哈紧张死了""", A, """
orders:
  - {at: "22:30", go: "205", kill: 糖糖, if: alone, else: {go: "204"}}
""", "if nobody else is there, otherwise go to 204"),

("zh40", "老周", """今晚保守打法：
1. 全程待在房间，不出门——第一晚先观察
2. 20:00–21:00 门孔盯东楼梯
3. 21:00–22:00 窗户看草坪
4. 22:00 以后换回门孔
门：十点前只开给白警官""", A, """
door: [白警官]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "staying in, peeks by ranges; door list of one officer"),

("zh41", "白警官", """嗨各位～今晚我九点去205找糖糖，九点半去207找Oliver，十点十分去草坪巡一圈，十点四十回娱乐室从窗户看花园🙌""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: "207"}
  - {at: "22:10", go: lawn}
  - {at: "22:40", go: "204", peek: window}
""", "police round of visits"),

("zh42", "韩队", """韩队：八点四十先去花园，要是林小满在花园，就在那陪她聊；她不在就直接去草坪。九点十分回娱乐室从窗户看花园。今晚大家注意安全哈😂""", A, """
orders:
  - {at: "20:40", go: garden, if: {present: 林小满}, else: {go: lawn}}
  - {at: "21:10", go: "204", peek: window}
""", "police; a presence condition without a kill"),
]

REFUSALS = [
("zh10", "糖糖", """GM～我今晚真的有点怕，想整晚锁门，谁来都不开，十点以后也不开，就在屋里从门孔看走廊。我知道有点怂哈哈，但安全第一嘛🥺""",
 ["十点", "10点", "22:00", "必须开门", "must open", "五.12"],
 "after 22:00 a tenant must open (五.12); she says explicitly 十点以后也不开"),
("zh12", "林小满", """那个 我今天八点十五去二零五找糖糖聊天 聊到九点回来 嗯 就这样""",
 ["10分钟", "整数倍", "八点十五", "20:15", "8:15", "multiple", "10 minutes"],
 "20:15 is not a 10-minute start (五.4)"),
("zh15", "大鹏", """老板～我八点五十想在走廊里站着，看看谁进出204😎 站到九点二十再回屋。谢谢哈""",
 ["走廊", "corridor", "八", "站"],
 "nobody stands in the corridor (八)"),
("zh19", "老周", """1. 20:00 窗户看草坪
2. 20:30 去204——韩队一般待那儿
3. 如果204里只有韩队一个人，就把他解决掉，警察不除后面没法玩
4. 21:00 回房""",
 ["警察", "police", "不能杀", "cannot", "目标", "target"],
 "tenants cannot kill police (五.10 房客不能杀警察, 六.6); 韩队 is not one of 老周's targets"),
("zh23", "白警官", """白警官：今晚我在花园蹲着，八点二十过去。要是碰到老周一个人，我直接把他干掉算了，省得他害人😤""",
 ["警察", "police", "不能杀", "cannot kill"],
 "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh28", "阿詩", """我八點半去204，喺度由門孔睇住走廊，睇到九點半返房。""",
 ["门孔", "門孔", "peephole", "204", "窗户", "窗口", "window"],
 "204 has no peephole of one's own: from 204 only the window (五.3(1),(3))"),
("zh29", "石头", """9点多 去草坪 10点 回""",
 ["9点多", "时间", "具体", "几点", "time", "exact", "10分钟"],
 "9点多 is no time: 21:00, 21:10 ... would be a guess (五.4 needs an exact 10-minute start)"),
("zh31", "糖糖", """GM～我跟你说，石头今天在群里阴阳怪气的，我越想越觉得他是冲我来的😤
所以今晚十点二十我去202找他，要是他一个人就干脆把他杀了，先下手为强！""",
 ["目标", "target", "老周", "Jake", "滥杀"],
 "石头 is not one of 糖糖's targets (老周, Jake) (五.10 不可滥杀无辜)"),
]
