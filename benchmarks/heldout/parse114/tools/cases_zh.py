# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("zh01", "周建国", """喂你好啊 我是老周 今天晚上呢我八点钟先在屋里从窗户往外看看草坪 八点半去那个204坐一坐跟大伙聊聊天 九点半回屋 从猫眼盯着走廊 一直到睡觉 就这样啊 辛苦了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "voice input without punctuation; 201 faces south (window sees the lawn); 猫眼 = peephole; 一直到睡觉 = to the end of the night"),

("zh02", "林晓雨", """GM宝宝晚上好呀🥰 今晚我的安排：八点半去找欧阳姐姐聊天（她住205）～九点十分回来，然后在自己屋里趴窗户看花园🌸 十点以后就睡觉啦不看了😴""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:10", go: home, peek: window}
  - {at: "22:00"}
""", "202 faces north (window sees the garden); 十点以后不看了 stops the peeking at 22:00 (an order with only `at`; `go: home` there is the same)"),

("zh03", "阿坤", """老细，我阿坤啊。今晚我八点半落去花园行吓，九点返嚟房，之后成晚喺房度由窗口睇住个草坪。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "Cantonese: 落去花园行吓 = go down to the garden for a stroll, 返嚟房 = come back to my room, 由窗口睇 = watch from the window; 203 faces south"),

("zh04", "欧阳雪", """今晚计划：
1. 20:00–20:40 房间内，窗户观察草坪
2. 20:40 去204
3. 21:20 经西楼梯去花园
4. 21:50 回205，门孔观察
5. 22:00起同上，待到结束""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: garden, via: [west-stairs]}
  - {at: "21:50", go: home, peek: peephole}
""", "numbered plan; a named route from 204 (the longer way, by the west stairs); line 5 changes nothing"),

("zh05", "马小川", """说起来今晚月色应该不错，我小时候在老家最喜欢晚上跑到田埂上坐着看星星……扯远了扯远了。是这样的，八点十分我先去204跟大家打个照面，喝杯茶；八点五十我下楼去草坪走走，吹吹风，顺便看看断崖那边的风景；九点半我就回屋了，之后一直趴在窗户边看着草坪，看看有没有什么动静。""", A, """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "storyteller: the orders are inside a story"),

("zh06", "赵铁柱", """赵铁柱。八点草坪，九点花园，十点回204窗户瞅着。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "terse police officer (no room: starts in 204); 瞅 = look; 204's window sees the garden"),

("zh07", "白露", """GM您好呀～我是白露。。第一天也不知道干嘛好。。就先在204从窗户看着花园吧。。九点半再去草坪转转，十点二十回204接着看窗户，您看行吗？""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: "204", peek: window}
""", "police officer without a room starts in 204; window peek from 204 is allowed"),

("zh08", "周建国", """那个我说一下啊 九点到十点这一个钟头里头 不管在哪儿碰见晓雨那丫头一个人 就把她杀了 别的时间就算了 我就在屋里待着哪也不去""", A, """
standing:
  - {kill: 林晓雨, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window [21:00, 22:00); 晓雨 is 林晓雨 (game.yaml nickname); staying in needs no order"),

("zh09", "林晓雨", """嘿嘿 今晚要搞事情了😈 9点20我去209找Greta，要是她屋里就她一个人，就动手！！要是还有别人在，或者没人开门，我就去204假装聊天🙈""", A, """
orders:
  - {at: "21:20", go: "209", kill: Greta, if: alone, else: {go: "204"}}
""", "conditional kill with an alternative that also covers a refused door"),

("zh10", "阿坤", """今晚无论喺边度撞到老周，唔理隔篱有冇人，即刻做低佢。""", A, """
standing:
  - {kill: 周建国, if: always}
""", "Cantonese 做低佢 = kill him; 唔理隔篱有冇人 = whether or not anyone is around (seed 五.7 third form); 老周 = 周建国"),

("zh11", "欧阳雪", """今晚安排：
1. 门：22:00前仅对白露、Hale开放
2. 21:00 去203找Tom；Tom在则留下聊天，不在则转去204
3. 22:00 回205，不窥视""", A, """
door: [白露, Hale]
orders:
  - {at: "21:00", go: "203", if: {present: Tom}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "door list; a condition without a kill, with an alternative"),

("zh12", "马小川", """游戏开始前我就琢磨好了……坤哥那人喜欢一个人往草坪跑，这就是机会。九点四十我从东楼梯下楼绕到草坪去，要是他一个人在那儿，那就……动手吧，解决他。在那之前我就老老实实在屋里待着。""", A, """
orders:
  - {at: "21:40", go: lawn, via: [east-stairs], kill: 阿坤, if: alone}
""", "conditional kill without an alternative (it stays armed on the lawn); route named; 坤哥 = 阿坤"),

("zh13", "赵铁柱", """整宿搁204窗户那瞅花园，哪也不去，有事儿喊我。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "northeastern: 整宿 = all night, 搁 = at; window from 204 all night"),

("zh14", "周建国", """八点起我就在屋里从窗户往外看 十点二十我走西楼梯下到花园去 看看汤姆在不在 在的话就把他杀了 不在就回屋接着从窗户看""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: garden, via: [west-stairs], kill: Tom, else: {go: home, peek: window}}
""", "voice input writes Tom as 汤姆 (nickname); kill without 'alone' (just if he is there), else when he is not there"),

("zh15", "白露", """那个。。我想八点二十去找一下Greta聊聊（她住209对吧？），要是她不在屋我就去花园看看吧。。""", A, """
orders:
  - {at: "20:20", go: "209", if: {present: Greta}, else: {go: garden}}
""", "police visiting a tenant; a condition without a kill"),

("zh16", "林晓雨", """今晚门只给白露警官和欧阳姐姐开哈，别人敲都不开（十点前）🚪 8点在屋里从猫眼看走廊，9点换窗户看花园～ 啊打错了，是9点半才换窗户😂""", A, """
door: [白露, 欧阳雪]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", "door list before 22:00; self-correction 9点 -> 9点半"),

("zh17", "阿坤", """十点正我行东边楼梯落去草坪，如果见到Priya一个人喺度就郁手；唔系得佢一个，或者佢唔喺度，就即刻返房由猫眼睇住条走廊。""", A, """
orders:
  - {at: "22:00", go: lawn, via: [east-stairs], kill: Priya, if: alone, else: {go: home, peek: peephole}}
""", "Cantonese: 郁手 = act (kill); route by the east stairs; alternative with a peek"),

("zh18", "欧阳雪", """备忘：
1. 21:15–21:45 之间，无论在何处遇到马小川，若其单独一人 → 杀
2. 其余时间：205内，窗户观察草坪""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 马小川, if: alone, from: "21:15", until: "21:45"}
""", "a standing window may take any whole minute (docs/ORDERS.md), so 21:15-21:45 is fine here"),

("zh19", "马小川", """十点我去找晓雨（202）聊聊……等等，我记错了，我跟白警官约的是204，不是202，晓雨那边改天吧。所以十点去204，十点半回房。""", A, """
orders:
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: home}
""", "self-correction: 202 replaced by 204"),

("zh20", "赵铁柱", """九点二十上203唠嗑，坤哥不在屋就上草坪溜达。""", A, """
orders:
  - {at: "21:20", go: "203", if: {present: 阿坤}, else: {go: lawn}}
""", "唠嗑 = chat; condition without a kill"),

("zh21", "周建国", """门呢十点以前只给小川和白警官开 其他人敲门一概不开啊 晚上九点二十我去小川屋里下下棋 他住207 十点差十分回来""", A, """
door: [马小川, 白露]
orders:
  - {at: "21:20", go: "207"}
  - {at: "21:50", go: home}
""", "十点差十分 = 21:50; door list"),

("zh22", "白露", """晚上九点整我去202找晓雨。。九点四十回204。。十点从东边那个楼梯下去草坪，十点四十回来。。""", A, """
orders:
  - {at: "21:00", go: "202"}
  - {at: "21:40", go: "204"}
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: "204"}
""", "police: 回来 means back to 204, where an officer without a room belongs"),

("zh23", "林晓雨", """8点20走东边楼梯下去花园散散步🌙（西边那个楼梯灯坏了好吓人😱）8点50回屋""", A, """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "20:50", go: home}
""", "route chosen by the player (202 is next to the west stairs); the reason is an aside"),

("zh24", "阿坤", """今晚十点前边个拍门我都唔开（十点后照规矩开），成晚喺房由猫眼睇。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00, the player acknowledges 五.12"),

("zh25", "欧阳雪", """22:10 计划：
1. 前往207
2. 若马小川单独在房内 → 杀
3. 否则 → 返回205，窗户观察草坪
（22:10之前：205内门孔观察）""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:10", go: "207", kill: 马小川, if: alone, else: {go: home, peek: window}}
""", "arrows; the earlier slot is given last, in brackets"),

("zh26", "马小川", """今晚我哪儿也不去了。九点以后一直从猫眼看着走廊。要是晓雨来敲门进了我屋，屋里就我们俩的话……那就在屋里把她解决掉，不管几点。""", A, """
orders:
  - {at: "21:00", peek: peephole}
standing:
  - {kill: 林晓雨, if: alone}
""", "he never leaves 207, so an all-night standing kill 'if alone' is exactly 'if she comes in and we are alone'"),

("zh27", "赵铁柱", """十点半走西楼梯下去，上花园转悠转悠。前边儿就搁204呆着。""", A, """
orders:
  - {at: "22:30", go: garden, via: [west-stairs]}
""", "route from 204 by the west stairs; 204 before that needs no order"),

("zh28", "周建国", """九点我上204看看 要是汤姆在那儿我就待着跟他唠唠 他不在我就回屋从窗户看着""", A, """
orders:
  - {at: "21:00", go: "204", if: {present: Tom}, else: {go: home, peek: window}}
""", "condition without a kill, alternative back home peeking"),

("zh29", "白露", """九点去花园。。哦不对不对是九点十分。。然后一直在花园待着到结束吧""", A, """
orders:
  - {at: "21:10", go: garden}
""", "self-correction of the time"),

("zh30", "林晓雨", """晚上8:40去草坪看星星✨ 9:40回屋～然后一直趴窗户看花园到最后💤""", A, """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", ""),

("zh31", "阿坤", """九点半过201揾Priya，如果房入面得佢一个就做低佢；如果老周都喺度就唔好郁，直接返房。""", A, """
orders:
  - {at: "21:30", go: "201", kill: Priya, if: alone, else: {go: home}}
""", "Cantonese: 揾 = look for, 得佢一个 = only her; the alternative is explicit"),

("zh32", "马小川", """今晚就在屋里轮着看吧：八点到八点半看窗户，八点半换猫眼，九点再换回窗户，一直看到十点，十点以后就歇着不看了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "taking turns between window and peephole (seed 五.3(1)); 十点以后不看了 stops peeking"),

("zh33", "赵铁柱", """八点四十上205找欧阳唠会儿，九点二十回204。""", A, """
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: "204"}
""", "欧阳 = 欧阳雪, who lives in 205"),

("zh34", "白露", """今晚前两个钟头我就在204坐着跟大家聊天，不往外看了。。十点开始从窗户盯着花园，一直到最后""", A, """
orders:
  - {at: "22:00", peek: window}
""", "police in 204 all night; only the last hour peeking"),
]

REFUSALS = [
("zh35", "周建国", """今儿我早点出门 七点五十就下去花园溜达溜达 八点半回来 从窗户看着""", ["20:00", "19:50", "七点五十", "8点", "时间", "time"], "19:50 is before the night starts (五.1: 8点-11点)"),
("zh36", "林晓雨", """今晚九点多去草坪看星星⭐ 十点回来～""", ["时间", "time", "九点多", "10分钟", "模糊", "ambiguous", "哪个", "exact"], "九点多 is no time: 21:00, 21:10 ... would be a guess (五.4 needs an exact 10-minute start)"),
("zh37", "阿坤", """今晚如果撞到白警官一个人，就做低佢，费事佢查到我。""", ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh38", "欧阳雪", """今晚计划：
1. 20:00 窗户观察
2. 21:45 去草坪
3. 22:30 回205""", ["10分钟", "整数倍", "10 minutes", "multiple", "21:45"], "21:45 is not a multiple of 10 minutes (五.4)"),
("zh39", "欧阳雪", """门：全程关闭（包括22:00以后），任何人敲门都不开。
其余：205内，门孔观察。""", ["22:00", "10点", "开门", "must open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh40", "马小川", """说实话欧阳那个人我一直看不顺眼……九点我去花园，要是在那儿碰见她一个人，就把她做了。""", ["目标", "target", "阿坤", "林晓雨"], "欧阳雪 is not one of 马小川's targets (五.10 不可滥杀无辜)"),
("zh41", "赵铁柱", """碰着汤姆落单就给他整死，省得他祸害人。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh42", "白露", """我今晚就在204从窗户看着草坪那边吧。。断崖那边最容易出事了""", ["花园", "garden", "草坪", "lawn", "朝北", "north", "204"], "204's window sees the garden, not the lawn (三.2 餐厅的窗户也能看见花园); a window peek would watch something else than asked"),
]
