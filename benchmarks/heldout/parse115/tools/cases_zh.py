# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Rooms: Gus 201; 糖糖 and 小雨 202 (north); 阿强 203; 老周 and Kenji 205; 林教授 207; Priya 209;
# police 刘队, Marlowe, 阿Sam have no room (they start in 204).
A = "accept"; R = "refuse"
CASES = [
("zh01", "老周", """GM老弟，晚上好哈！咱今晚这么整：八点先搁屋里趴窗户瞅瞅草坪，九点下楼去花园溜达一圈，九点半上草坪那旮旯待着，十点回屋睡觉。妥了，谢谢哈""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "Northeastern dialect (搁屋里, 瞅瞅, 那旮旯); 205 faces south, its window sees the lawn; 回屋睡觉 = home, no peek"),

("zh02", "糖糖", """GM～～晚上好呀🥰 今晚我要去找林教授唠唠（不是 是聊聊哈哈哈）8点半过去 9点半回来从窗户看花园✨ 爱你💕""", A, """
orders:
  - {at: "20:30", go: "207"}
  - {at: "21:30", go: home, peek: window}
""", "找林教授 = his room 207; the self-correction is a word, not a plan; 202 faces north, its window sees the garden"),

("zh03", "阿强", """那个GM啊我今晚就是八点半去二零四坐一会儿然后九点二十去花园转转嗯十点的时候回房间从猫眼看走廊就这样谢谢""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input without punctuation; 二零四 spelled out; 猫眼 = peephole"),

("zh04", "林教授", """GM您好，本人今晚行动安排如下：
1. 20:00—20:39 在本人房间（207）从窗户观察草坪；
2. 20:40 前往204公共活动室，并在该处从窗户观察花园；
3. 21:30 经东楼梯前往花园；
4. 22:10 返回本人房间，从门孔观察走廊。
以上，劳烦。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204", peek: window}
  - {at: "21:30", go: garden, via: [east-stairs]}
  - {at: "22:10", go: home, peek: peephole}
""", "numbered plan; window from 204 sees the garden; route by the east stairs"),

("zh05", "小雨", """夜色渐深，会馆里安静得只听得见钟摆声。八点整，我合上书，轻轻推开门，沿着西边的楼梯走下去，去花园里透透气。玫瑰开得正好，我就在那儿待到九点，然后回到房间，趴在窗边看着花园里的动静，一直到十点……十点以后嘛，就熄灯睡觉啦。""", A, """
orders:
  - {at: "20:00", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00"}
""", "storyteller; 西边的楼梯 = west stairs; 熄灯睡觉 at 22:00 stops the peeking"),

("zh06", "刘队", """刘队。20:00 娱乐室窗口盯花园。21:00 草坪。21:40 回娱乐室。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "terse police officer without a room: starts in 204, window from 204; no peek after coming back"),

("zh07", "阿Sam", """Hi GM，阿Sam报到。我八点半去203搵阿强倾下偈，九点半返204，喺度睇住窗外面个花园，唔该晒！""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:30", go: "204", peek: window}
""", "Cantonese (搵 = 找, 倾偈 = 聊天, 返 = 回, 喺度睇 = 在那里看); police visiting 203"),

("zh08", "老周", """跟你说个事儿哈，今晚十点二十咱去207找老林，他要是一个人搁屋，咱就把他整死，要是屋里还有别人，咱就上草坪溜达去。""", A, """
orders:
  - {at: "22:20", go: "207", kill: 林教授, if: alone, else: {go: lawn}}
""", "老林 = 林教授 (nickname in game.yaml), 老周's target; 整死 = kill; with an otherwise"),

("zh09", "糖糖", """嘿嘿嘿 悄悄告诉你🤫 今晚不管在哪儿 只要碰到阿强一个人 就把他咔嚓掉🔪 其他时间我就在屋里躺着刷手机啦～""", A, """
standing:
  - {kill: 阿强, if: alone}
""", "standing kill all night; 咔嚓掉 = kill; staying in without peeking"),

("zh10", "阿强", """嗯九点四十我要去二零二找那个糖糖她要是一个人在屋里我就把她干掉""", A, """
orders:
  - {at: "21:40", go: "202", kill: 糖糖, if: alone}
""", "kill without an otherwise: stays armed while the order runs; 糖糖 shares 202 with 小雨, so alone matters"),

("zh11", "林教授", """GM您好：
1. 21:00 拜访205房间，与老周叙谈；
2. 如老周不在房内，则改去204公共活动室；
3. 22:00 回本人房间休息。
谢谢。""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 老周}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "condition without a kill (老周 shares 205 with Kenji, so present: 老周, not just an open door)"),

("zh12", "小雨", """今晚我心里一直惦记着一个人——林教授。九点到十点之间，无论在哪里遇到他独自一人，我都会动手。九点我会去花园等着，十点回房间。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 林教授, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 独自一人 = alone; 动手 = kill"),

("zh13", "刘队", """21:00 去209找Priya问话。21:30 去205。22:00 回204。""", A, """
orders:
  - {at: "21:00", go: "209"}
  - {at: "21:30", go: "205"}
  - {at: "22:00", go: "204"}
""", "police visiting rooms"),

("zh14", "阿Sam", """今晚九点我行东边楼梯落去草坪嗰度行下，十点返嚟204。""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: "204"}
""", "Cantonese (行 = 走, 落去 = 下去, 返嚟 = 回来); route by the east stairs"),

("zh15", "老周", """今儿咱哪也不去了，整晚搁屋里从猫眼瞅着走廊。十点以前除了老林，谁敲门咱都不开。""", A, """
door: [林教授]
orders:
  - {at: "20:00", peek: peephole}
""", "door list before 22:00 with a nickname (老林 = 林教授); roommate Kenji comes in anyway"),

("zh16", "糖糖", """宝 我改一下哈 9点去花园 不对不对 是9点半去花园😂 然后10点回来 从窗户看花园 就酱～""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: window}
""", "correction inside the message: only 21:30 counts; 就酱 = 就这样"),

("zh17", "阿强", """那个十点我走西边楼梯下去花园要是碰到那个Kenji一个人我就弄死他不是一个人的话我就回房间""", A, """
orders:
  - {at: "22:00", go: garden, via: [west-stairs], kill: Kenji, if: alone, else: {go: home}}
""", "voice input; route + conditional kill with an otherwise"),

("zh18", "林教授", """GM：
一、自八点一刻起至九点三刻止，如在任何地点遇见糖糖独自一人，则将其杀死；
二、八点半前往花园散步；
三、九点四十返回房间，从窗户观察草坪。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:40", go: home, peek: window}
standing:
  - {kill: 糖糖, if: alone, from: "20:15", until: "21:45"}
""", "一刻/三刻 in a standing window (any whole minute); Chinese-numbered plan"),

("zh19", "小雨", """今晚我不打算出门了。窝在房间里，耳朵贴着门，眼睛凑在猫眼上，看看走廊里到底有谁鬼鬼祟祟地经过——从八点一直看到十一点。""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "staying in, peephole all night"),

("zh20", "刘队", """更正：21:10 花园，不是草坪。21:50 回204。其余时间204窗口看花园。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: "204", peek: window}
""", "correction (garden, not lawn); 其余时间 = before 21:10 and from 21:50"),

("zh21", "阿Sam", """GM早晨！九点我去207揾林教授倾偈，如果佢唔喺度，我就去花园行下。十点返204。""", A, """
orders:
  - {at: "21:00", go: "207", if: {present: 林教授}, else: {go: garden}}
  - {at: "22:00", go: "204"}
""", "Cantonese condition without a kill (佢唔喺度 = 他不在)"),

("zh22", "老周", """今儿个早点睡，但是九点差十分咱得下去花园瞅一眼，九点二十回来，回来就睡了。""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: home}
""", "九点差十分 = 20:50"),

("zh23", "糖糖", """今晚就宅屋里啦🏠 谁来都不开门 除了Priya姐姐💅 她来可以进～ 然后我从窗户看花园 看到十点就睡咯😴""", A, """
door: [Priya]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00"}
""", "door list of one; 看到十点就睡 stops the peeking at 22:00"),

("zh24", "阿强", """嗯我八点十分去二零四然后在那从窗户往外看看花园一直到九点五十然后回去睡觉""", A, """
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:50", go: home}
""", "window from 204"),

("zh25", "林教授", """GM：
1. 22:00以前，本人房门不对任何人开放（22:00之后按规则开门）；
2. 20:00至21:00 从窗户观察草坪；
3. 21:00至22:00 从门孔观察走廊；
4. 22:00 前往204。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "door closed before 22:00 (legal); window then peephole"),

("zh26", "小雨", """十点半，我会裹上披肩去草坪。如果Gus正好一个人在那里吹风……那就是他的末日了。要是草坪上还有别人，我就悄悄回房。""", A, """
orders:
  - {at: "22:30", go: lawn, kill: Gus, if: alone, else: {go: home}}
""", "storyteller's kill (那就是他的末日了) with an otherwise"),

("zh27", "刘队", """20:30 花园。20:50 草坪。21:30 回204，窗口看花园到23:00。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", ""),

("zh28", "阿Sam", """今晚先喺204坐下，九点十分去201搵Gus，九点四十去209搵Priya，十点半返204。""", A, """
orders:
  - {at: "21:10", go: "201"}
  - {at: "21:40", go: "209"}
  - {at: "22:30", go: "204"}
""", "police start in 204 (坐下 there needs no walk)"),

("zh29", "老周", """十点以后不管在哪旮旯碰着Priya，不管旁边有没有人，照样整死她。十点前咱就搁204唠嗑。""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: Priya, if: always, from: "22:00", until: "23:00"}
""", "standing kill from 22:00, 不管旁边有没有人 = always; he stays in 204 after 22:00 (no order moves him)"),

("zh30", "糖糖", """我今晚就在屋里轮流看🤓 8点窗户 8点10分猫眼 8点20窗户 8点半猫眼 然后9点去204找大家玩😆""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
""", "alternating window and peephole (五.3(1))"),

("zh31", "阿强", """九点去二零五找老周喝两口要是他不在就去草坪""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 老周}, else: {go: lawn}}
""", "condition without a kill"),

("zh32", "林教授", """GM您好，今晚安排：
1. 20:00—21:59 在房中从门孔观察走廊；
2. 22:00 经西楼梯前往花园；
3. 22:30 前往202，若糖糖独自在房内，则将其杀死；否则返回本人房间。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: garden, via: [west-stairs]}
  - {at: "22:30", go: "202", kill: 糖糖, if: alone, else: {go: home}}
""", "the longer route by the west stairs as asked (seed 五.8); kill with an otherwise"),

("zh33", "小雨", """原本我打算九点去草坪看月亮，后来想想还是算了——草坪太显眼。改成九点去204，在那里透过窗户看着花园，十点再回房间。""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "correction: the lawn plan is dropped"),

("zh34", "刘队", """21:00 走东楼梯去花园。21:20 西楼梯回204。""", A, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:20", go: "204", via: [west-stairs]}
""", "routes both ways"),
]

REFUSALS = [
("zh35", "老周", """今晚要是碰着那个糖糖一个人，咱就把她整死，那丫头片子瞅着就不像好人。""", ["目标", "target", "Priya", "林教授"], "糖糖 is not one of 老周's targets (Priya, 林教授) (五.10 不可滥杀无辜)"),
("zh36", "刘队", """21:00 花园。遇Kenji独自一人，当场击毙。""", ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh37", "小雨", """那个刘队一直盯着我，太危险了。今晚十点我去204，要是他一个人在那儿，我就亲手了结他。""", ["警察", "police", "不能杀", "cannot kill", "刘队"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh38", "阿强", """那个我十一点二十去草坪抽根烟然后回来睡觉""", ["23:00", "22:50", "11点", "时间", "time", "20:00"], "23:20 is after the night (五.1: 11点之后统统睡觉)"),
("zh39", "糖糖", """今晚就趴窗户上看草坪🌙 看谁去草坪约会哈哈哈 一整晚都看！""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh40", "林教授", """GM：
1. 今晚全程闭门谢客，任何人敲门一概不开，22:00以后亦然；
2. 全程从窗户观察草坪。""", ["22:00", "10点", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12); the player says explicitly 22:00以后亦然"),
("zh41", "阿Sam", """九点我去东边楼梯口企住，睇下边个上上落落，企到十点。""", ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to stand (八); 企住 = 站着"),
("zh42", "老周", """八点三刻咱下去花园溜达溜达，九点半回来。""", ["10分钟", "整数倍", "10 minutes", "multiple", "三刻", "20:45"], "八点三刻 = 20:45, not a 10-minute slot (五.4)"),
]
