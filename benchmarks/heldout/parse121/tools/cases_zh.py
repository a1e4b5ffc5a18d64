# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 老周 + Mike, 202 小鹿, 203 阿强 + Yuki, 205 林老师, 207 苏晴,
# 209 Margaret; police 赵队, 钱多多, Reyes (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 老周 (201; targets 小鹿, Margaret): 58, voice input, no punctuation, spelled-out numbers
("zh01", "老周", """喂那个主持人你好我是老周啊今天晚上我就这样安排吧八点钟开始我就在房间里面从窗户往外看看草坪那边然后第二个时段我去二零四坐一坐跟大家聊聊天第三个时段再回房间从猫眼往外看就这样谢谢啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "voice input; 第二个时段 = 21:00, 第三个时段 = 22:00 (seed 五.2); 二零四 = 204; 201's window sees the lawn"),

("zh02", "老周", """八点半我下楼去花园走走 不对不对是八点四十 走东边那个楼梯下去 然后九点二十去草坪 十点回房间睡觉了""", A, """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "spoken self-correction 八点半 -> 八点四十; named route 东边那个楼梯 (the long way from 201); 睡觉 = stay, no peek"),

("zh03", "老周", """今天晚上不管在哪里只要碰到小鹿她一个人的时候就把她干掉 有别人在就算了 我这人心软""", A, """
standing:
  - {kill: 小鹿, if: alone}
""", "standing kill all night, alone; 干掉 = kill"),

("zh04", "老周", """我房间门十点以前谁来都不开啊 我就一直在屋里面从猫眼看着 Mike是我室友他自己有钥匙的""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00; the roommate enters freely anyway, so no list"),

("zh05", "老周", """九点四十我去二零九找那个玛格丽特 如果她一个人在房间里我就动手 要是有别人在或者没开门我就直接去草坪""", A, """
orders:
  - {at: "21:40", go: "209", kill: Margaret, if: alone, else: {go: lawn}}
""", "玛格丽特 = Margaret (nickname in game.yaml); 动手 = kill; else covers both a crowd and a shut door"),

("zh06", "老周", """八点我去二零四待着 一直待到十点十分 然后回自己屋从门上那个猫眼盯着西边楼梯口 看看谁上上下下的""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:10", go: home, peek: peephole}
""", "201's peephole sees the west stair head (seed 五.3(1)), so watching the stairs from it is allowed"),

# ---- 小鹿 (202, faces north; targets 林老师, Yuki): student, WeChat, emoji and ～
("zh07", "小鹿", """主持人晚上好呀🌙 今晚我先宅着～8点到9点在房间从窗户看花园👀 9点去204蹭点心🍰 九点半回来继续看窗外 就酱！么么哒😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "202 faces north: its window sees the garden; 回来继续看窗外 = home + window"),

("zh08", "小鹿", """嘿嘿 今晚要搞事情了😈 十点整去205找林老师，她要是一个人就……你懂的🔪 不是一个人的话我就溜去花园吹吹风🍃""", A, """
orders:
  - {at: "22:00", go: "205", kill: 林老师, if: alone, else: {go: garden}}
""", "……你懂的🔪 about a target = kill (judgement call, README); 十点整 = 22:00"),

("zh09", "小鹿", """今晚房门只给我的好闺蜜Yuki开哈🚪 别人敲都不理😤（十点以后必须开门我知道啦） 我就在屋里一直猫眼蹲着～""", A, """
door: [Yuki]
orders:
  - {at: "20:00", peek: peephole}
""", "door list before 22:00, the player acknowledges 五.12; 猫眼蹲着 = peephole all night"),

("zh10", "小鹿", """9点20去203找Yuki玩 她不在的话我就去204待着 嘻嘻""", A, """
orders:
  - {at: "21:20", go: "203", if: {present: Yuki}, else: {go: "204"}}
""", "a condition without a kill: 203 has two tenants (阿强 may open while Yuki is out)"),

("zh11", "小鹿", """8点半去草坪看星星✨ 啊不对 草坪太黑了好怕😱 改成花园吧 还是8点半 然后9点10分回屋～""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: home}
""", "self-correction of the place, same time"),

("zh12", "小鹿", """九点一刻到十点之间 要是在哪碰到Yuki落单 就直接下手💀 其他时间不动手哈""", A, """
standing:
  - {kill: Yuki, if: alone, from: "21:15", until: "22:00"}
""", "standing window: 一刻 is fine for from/until (any whole minute); 落单 = alone; 下手 = kill"),

# ---- 阿强 (203; targets 老周, Margaret): from Guangzhou, writes Cantonese
("zh13", "阿强", """我八点喺房度望住窗外个草坪，九点去204同大家倾下计，十点返屋企睇门孔""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Cantonese: 喺房度 = in my room, 倾计 = chat, 返屋企 = go home, 睇门孔 = peephole; 203's window sees the lawn"),

("zh14", "阿强", """今晚见到老周佢一个人嘅话就做低佢，成晚都系咁，有人喺隔篱就算数""", A, """
standing:
  - {kill: 老周, if: alone}
""", "Cantonese 做低佢 = kill him; 成晚 = all night; standing, alone"),

("zh15", "阿强", """九点半我去草坪行下，如果老周喺度又冇其他人就搞掂佢，唔系就返屋""", A, """
orders:
  - {at: "21:30", go: lawn, kill: 老周, if: alone, else: {go: home}}
""", "Cantonese 搞掂佢 = finish him; 唔系就返屋 = otherwise home"),

("zh16", "阿强", """八点四十由西边楼梯落去花园，九点十分去草坪，九点四十返嚟204坐下""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: "204"}
""", "route by the west stairs; 落去 = go down"),

("zh17", "阿强", """十点之前边个嚟敲门都唔好开，除咗小鹿同林老师。我成晚喺屋企睇住个门孔""", A, """
door: [小鹿, 林老师]
orders:
  - {at: "20:00", peek: peephole}
""", "door list before 22:00 (roommate Yuki enters freely anyway)"),

("zh18", "阿强", """十点去草坪透下气，如果赵队喺度就即刻返屋企，唔想俾差佬盯住""", A, """
orders:
  - {at: "22:00", go: lawn, if: {absent: 赵队}, else: {go: home}}
""", "a condition without a kill: back home if the officer is there on arrival (差佬 = police)"),

# ---- 林老师 (205; targets 阿强, 苏晴): retired teacher, numbered plans, 24-hour times
("zh19", "林老师", """主持人好，今晚安排如下：
1. 20:00—20:30 在房间从窗户观察草坪；
2. 20:30 到204，从窗户看花园；
3. 21:10 回房，改用门孔观察走廊；
4. 22:00 以后留在房间，不再窥视。
谢谢！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:10", go: home, peek: peephole}
  - {at: "22:00"}
""", "numbered plan; the last line stops the peeking (an order with only at)"),

("zh20", "林老师", """今晚计划：
（1）20:00 在房内门孔观察；
（2）21:00 经东楼梯下楼去草坪，若阿强独自在草坪则将其杀死，否则立即返回房间；
（3）22:00 起在房内窗户观察，直到结束。
备注：22点前房门不对任何人开放。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn, via: [east-stairs], kill: 阿强, if: alone, else: {go: home}}
  - {at: "22:00", go: home, peek: window}
""", "conditional kill with 否则 and a route; 22:00 在房内 is written go: home (after a kill he would still be on the lawn)"),

("zh21", "林老师", """补充一条程序性指令：21:15 至 22:45 之间，无论在何处遇到苏晴，也无论周围是否有人，均将其杀死。
其余时间照常在房内，不外出。""", A, """
standing:
  - {kill: 苏晴, if: always, from: "21:15", until: "22:45"}
""", "standing kill with a window off the 10-minute grid (allowed for from/until); 无论周围是否有人 = always"),

("zh22", "林老师", """1）8:10 去207拜访苏晴，聊到8:50；
2）8:50 回房；
3）9:30 去204，在204窗口看花园至10:30；
4）10:30 回房，门孔观察。""", A, """
orders:
  - {at: "20:10", go: "207"}
  - {at: "20:50", go: home}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:30", go: home, peek: peephole}
""", "the seed's 8:10 style; visiting a target without a kill is just a visit"),

("zh23", "林老师", """1. 20:20 去花园；
2. 20:50 去草坪（更正：改为 21:00，20:50 这条作废）；
3. 21:40 回房，窗户观察。""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", "a correction inside the numbered list: 20:50 is void"),

# ---- 苏晴 (207; targets 老周, Yuki): storyteller, third person
("zh24", "苏晴", """今晚的苏晴是一个失眠的女人。八点钟，她坐在窗前，静静看着月光下的草坪，直到九点。九点整，她披上外套，从东边的楼梯走下去，穿过花园，来到草坪尽头的断崖旁吹风。十点，她回到自己的房间，从门孔里看着走廊。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, peek: peephole}
""", "third-person story; 207's window sees the lawn; the named route is the shortest one anyway"),

("zh25", "苏晴", """十点二十分，她会去敲203的门。门开了，如果屋里只有Yuki一个人，她就会拔出藏在袖子里的刀。""", A, """
orders:
  - {at: "22:20", go: "203", kill: Yuki, if: alone}
""", "conditional kill without an otherwise (the kill stays armed while the order runs)"),

("zh26", "苏晴", """整个晚上，无论在哪里遇见老周，不管身边有没有人，她都会毫不犹豫地杀了他——这是幕后黑手的命令。除此之外她哪儿也不去，就在房间里从窗户看草坪。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 老周, if: always}
""", "the seed's third form (五.7) plus staying in at the window"),

("zh27", "苏晴", """九点半，她要去204找人聊天……不，等等，她改主意了，九点四十再去。要是到了204发现老周在，她就转身去花园；老周不在，她就留在204。""", A, """
orders:
  - {at: "21:40", go: "204", if: {absent: 老周}, else: {go: garden}}
""", "self-correction of the time; a condition without a kill"),

("zh28", "苏晴", """八点二十分，她去204给自己倒了杯热茶，坐在窗边看着花园出神。差十分十点，她回到房间，关上门——十点以前，谁来敲门她都不开。""", A, """
door: closed
orders:
  - {at: "20:20", go: "204", peek: window}
  - {at: "21:50", go: home}
""", "差十分十点 = 21:50; 204's window sees the garden; door closed before 22:00"),

# ---- 赵队 (police, no room, starts in 204): terse
("zh29", "赵队", """赵队。8点花园。8点半草坪。9点回204，窗户看花园。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", peek: window}
""", "terse police"),

("zh30", "赵队", """赵队：全程204，看窗。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "an officer without a room is in 204 already; window from 204 all night"),

("zh31", "赵队", """赵队。9点40去207，找苏晴问话。10点10分回204。""", A, """
orders:
  - {at: "21:40", go: "207"}
  - {at: "22:10", go: "204"}
""", "police visiting a tenant's room"),

("zh32", "赵队", """赵队。20:10 东楼梯下草坪。21:00 经西楼梯回204。""", A, """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: "204", via: [west-stairs]}
""", "two named routes; back by the west stairs is longer but passes no spot twice"),

# ---- 钱多多 (police, no room): young, internet slang
("zh33", "钱多多", """家人们谁懂啊 第一次当警察🚓 我先在204蹲着从窗户盯花园 九点半冲去草坪巡逻 十点半回204继续蹲 冲冲冲""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", "继续蹲 = back to watching the garden from 204's window (judgement call, README)"),

("zh34", "钱多多", """报告！钱多多今晚行程：八点五十去202找鹿鹿唠唠嗑 九点二十去花园溜达 十点回204 over""", A, """
orders:
  - {at: "20:50", go: "202"}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: "204"}
""", "鹿鹿 = 小鹿 (nickname); 找X唠嗑 in X's room, and the room is given"),
]

REFUSALS = [
("zh35", "老周", """那个今天晚上我看见阿强一个人的时候就把他杀了吧 他老是看我不顺眼 就这样""",
 ["目标", "target", "小鹿", "Margaret"], "阿强 is not one of 老周's targets (五.10 不可滥杀无辜)"),
("zh36", "赵队", """赵队。10点草坪。遇Mike单独一人，当场击毙。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh37", "小鹿", """今晚不出门啦🙈 就在屋里从窗户盯着草坪看一整晚～谁去草坪我都能看到😎""",
 ["朝北", "花园", "north", "garden", "草坪", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh38", "阿强", """八点廿五去204饮茶，九点返屋""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25", "廿五"], "20:25 is not a multiple of 10 minutes (五.4)"),
("zh39", "钱多多", """九点多吧 去草坪转转 具体几点看心情😂 十点回204""",
 ["时间", "time", "九点多", "模糊", "ambiguous", "具体", "exact", "10分钟"], "九点多 / 看心情 is no time: any slot would be a guess (五.4 needs an exact start)"),
("zh40", "苏晴", """九点整，她悄悄走出房门，躲在东楼梯的拐角处，一直等到十点，等老周经过。""",
 ["楼梯", "stairs", "走廊", "corridor", "八"], "nobody stands on the stairs or in the corridor (八)"),
("zh41", "林老师", """今晚安排：
1. 全晚在房内，窗户观察草坪；
2. 房门全晚不开，包括22:00以后，任何人敲门一律不开。""",
 ["22:00", "10点", "开门", "open", "五.12", "必须"], "after 22:00 a tenant must open (五.12)"),
("zh42", "老周", """晚上七点半我就先去花园溜达溜达 然后八点半回房间从窗户看""",
 ["20:00", "19:30", "七点半", "8点", "时间", "time"], "19:30 is before the night starts (五.1: 8点－11点)"),
]
