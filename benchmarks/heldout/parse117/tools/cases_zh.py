# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (see README.md): 周海 201 (voice input), 林小美 202 (WeChat + emoji), 老赵 203 (东北话),
# 梁仔 205 (Cantonese), 王工 209 (numbered planner), 杜警官 (terse), 钱队 (storyteller).
A = "accept"; R = "refuse"
CASES = [
("zh01", "周海", """喂 那个我周海啊 今天晚上我八点钟就在屋里头从窗户往外看看草坪 然后九点钟去餐厅坐一会儿 十点钟回来睡觉了 就这样""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "voice input, no punctuation; 201 faces south (window sees the lawn); 餐厅 = 204; 回来睡觉 = home, no peeking"),

("zh02", "林小美", """GM晚上好呀🥰 今晚小美的安排：8点在房间从窗户看花园🌸 8点40去204找大家玩～ 9点半回屋 然后门孔看走廊👀 谢谢GM么么哒""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "202 faces north: its window sees the garden; emoji between orders"),

("zh03", "王工", """行动计划（第一晚）：
1. 20:00-20:50 房内，窗户观察草坪
2. 20:50 前往204
3. 21:30 经东楼梯下至花园
4. 22:10 返回本房间，门孔观察（可看到东楼梯）
以上，请确认。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: garden, via: [east-stairs]}
  - {at: "22:10", go: home, peek: peephole}
""", "numbered planner; 209's peephole sees the east stairs head (五.3(1)); named route"),

("zh04", "老赵", """俺今晚整这么着：八点半去花园溜达溜达，九点上草坪，碰着老周一个人就整死他，没碰着拉倒。十点回屋猫着。""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn, kill: 周海, if: alone}
  - {at: "22:00", go: home}
""", "东北话: 整死 = kill, 老周 = 周海 (game.yaml nickname); the kill belongs to the lawn trip (armed 21:00-22:00), no else (没碰着拉倒 = nothing happens); 猫着 = stay put, not the 猫眼 peephole"),

("zh05", "梁仔", """GM你好，我梁仔。八点半去花园行下，九点返房，喺房度望住窗外个草坪。唔该晒！""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "Cantonese: 行下 = stroll, 返房 = back to my room, 望住窗外 = watch from the window (205 faces south)"),

("zh06", "杜警官", """8:00 草坪。8:40 花园。9:30 回204，窗户。""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: "204", peek: window}
""", "terse police; an officer without a room starts in 204 and may peek from its window"),

("zh07", "钱队", """GM您好，我是钱队。白天听几个房客聊天，感觉花园那边晚上人来人往的，我想先在娱乐室盯一阵：8点到9点从窗户看花园。九点二十我亲自下去草坪走一圈，看看断崖边上有没有什么痕迹，十点差十分回到娱乐室。就这些，辛苦了。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: "204"}
""", "8点到9点 bounds the peeking: at 21:00 it stops (an order with only at); 十点差十分 = 21:50"),

("zh08", "周海", """那个小美啊 我是说林小美 今天晚上只要碰到她一个人的时候 就把她干掉 整个晚上都算 然后我九点半去花园转转 十点二十回屋""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:20", go: home}
standing:
  - {kill: 林小美, if: alone}
""", "voice input self-correction of the name; standing kill all night"),

("zh09", "林小美", """宝 今晚我想搞点事情😏 10点20去205找阿梁 如果他一个人在就🔪了他 不然就溜去花园吧～""", A, """
orders:
  - {at: "22:20", go: "205", kill: 梁仔, if: alone, else: {go: garden}}
""", "阿梁 = 梁仔 (game.yaml nickname, a target of 林小美); 🔪了他 = kill him; 不然 = else"),

("zh10", "老赵", """嘎哈呢GM，俺今儿个哪也不去，就搁屋里从窗户瞅草坪，瞅一宿。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "东北话: 搁屋里 = in my room, 瞅一宿 = watch all night; 203 faces south"),

("zh11", "梁仔", """今晚见到小美佢一个人嘅话就即刻做低佢，成晚都系咁。其他时间我喺房度，冇出去。""", A, """
standing:
  - {kill: 林小美, if: alone}
""", "Cantonese: 做低佢 = kill her, 成晚都系咁 = all night; otherwise stays in (no orders)"),

("zh12", "王工", """门禁：22:00前不对任何人开门。
1. 21:00 前往201。
2. 若周海单独在房内，击杀；否则转去204。
3. 22:00 返回本房间。""", A, """
door: closed
orders:
  - {at: "21:00", go: "201", kill: 周海, if: alone, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "closed door before 22:00 is legal; 否则 covers failed if, absent target and a shut door"),

("zh14", "周海", """八点四十从东边那个楼梯下去到草坪 哦不对不对 走西边的楼梯 西楼梯 然后九点二十回来 回来从门孔看着西边楼梯口""", A, """
orders:
  - {at: "20:40", go: lawn, via: [west-stairs]}
  - {at: "21:20", go: home, peek: peephole}
""", "self-correction east -> west stairs; 201's peephole sees the west stairs head"),

("zh15", "林小美", """今晚10点之前除了Priya姐谁敲门我都不开哦🙅‍♀️ 8点半开始门孔看着～ 9点50去204 10点半回来睡觉💤""", A, """
door: [Priya]
orders:
  - {at: "20:30", peek: peephole}
  - {at: "21:50", go: "204"}
  - {at: "22:30", go: home}
""", "door list of one; Priya姐 = Priya"),

("zh16", "杜警官", """9点 205。9点半 207。10点 回。""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: "204"}
""", "回 for an officer without a room = 204 (home)"),

("zh17", "梁仔", """九点四十由西楼梯落去草坪，十点半返屋企。""", A, """
orders:
  - {at: "21:40", go: lawn, via: [west-stairs]}
  - {at: "22:30", go: home}
""", "Cantonese: 由西楼梯落去 = down by the west stairs, 返屋企 = home"),

("zh19", "老赵", """九点去204唠嗑，要是王工在那儿俺就不待了，直接上花园。十点回屋。""", A, """
orders:
  - {at: "21:00", go: "204", if: {absent: 王工}, else: {go: garden}}
  - {at: "22:00", go: home}
""", "condition without a kill: stay in 204 unless 王工 is there on arrival, else the garden"),

("zh20", "钱队", """九点半我去203找老赵聊聊他白天说的那件事。他要是不在屋，我就去隔壁205找梁仔。十点半回娱乐室，从窗户看花园。""", A, """
orders:
  - {at: "21:30", go: "203", if: {present: 老赵}, else: {go: "205"}}
  - {at: "22:30", go: "204", peek: window}
""", "condition without a kill (present/else); 204's window sees the garden"),

("zh21", "周海", """九点四十去二零二找小美 她在就直接动手 管她旁边有没有人 不在的话就去餐厅待着""", A, """
orders:
  - {at: "21:40", go: "202", kill: 林小美, if: always, else: {go: "204"}}
""", "管她旁边有没有人 = always (五.7); 不在的话 = else; 二零二 = 202"),

("zh22", "王工", """1. 21:15-22:45 期间，任意地点遇见Eleanor且其单独一人，击杀。
2. 21:20 前往草坪。
3. 22:30 返回本房间。""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:30", go: home}
standing:
  - {kill: Eleanor, if: alone, from: "21:15", until: "22:45"}
""", "standing window off the 10-minute grid is fine (any whole minute)"),

("zh23", "梁仔", """今晚十点前我道门净系俾老赵入，其他人一律唔开。九点开始我喺房度等佢，佢入嚟又冇第二个人喺度就做低佢。""", A, """
door: [老赵]
orders:
  - {at: "21:00", kill: 老赵, if: alone}
""", "Cantonese; door for one name; a kill at home without go, armed from 21:00"),

("zh25", "林小美", """啊啊啊刚才那条发错了😂 以这条为准哈：9点去花园，9点20去草坪，然后10点回房间从窗户看花园🌙""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "replaces an earlier message; 202's window sees the garden"),

("zh26", "老赵", """十点四十去207找那个外国妹子Priya，屋里就她一个人就整死她，要不就回来。""", A, """
orders:
  - {at: "22:40", go: "207", kill: Priya, if: alone, else: {go: home}}
""", "要不 = else"),

("zh27", "杜警官", """整晚204，窗口。""", A, """
orders:
  - {at: "20:00", peek: window}
""", "terse; 窗口 = window; starts in 204"),

("zh28", "梁仔", """九点搭二去204饮茶倾偈，十点半返屋企。""", A, """
orders:
  - {at: "21:10", go: "204"}
  - {at: "22:30", go: home}
""", "Cantonese clock: 九点搭二 = 9:10 (二 on the dial = 10 minutes)"),

("zh30", "林小美", """嘿嘿 9点到10点半之间 不管在哪碰到王工一个人 就送他上路🙏 8点50我去204坐着 10点半回来""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "22:30", go: home}
standing:
  - {kill: 王工, if: alone, from: "21:00", until: "22:30"}
""", "送他上路 = kill; standing window 21:00-22:30"),

("zh31", "周海", """九点二十去二零七找那个Priya聊聊天 要是没人开门就去花园 十点回来""", A, """
orders:
  - {at: "21:20", go: "207", else: {go: garden}}
  - {at: "22:00", go: home}
""", "else on a refused door (没人开门), no condition"),

("zh33", "老赵", """八点十分从东楼梯下去上花园，完了九点走西楼梯回屋，从猫眼瞅着。""", A, """
orders:
  - {at: "20:10", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home, via: [west-stairs], peek: peephole}
""", "named routes both ways; 猫眼 = peephole"),

("zh34", "钱队", """八点半我从西楼梯下去花园，看看有没有人在那鬼鬼祟祟的；九点回娱乐室，从窗户看花园，看到十点；之后就在娱乐室坐着跟大家聊天。""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00"}
""", "看到十点 then just sits: at 22:00 the peeking stops"),

("zh36", "王工", """1. 20:00-21:00 房内，窗户与门孔每10分钟交替观察（先窗户）。
2. 21:00 起停止观察，房内休息。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00"}
""", "seed 五.3(1): alternate window and peephole every 10 minutes; stop at 21:00"),

("zh38", "林小美", """9点去204从窗户看花园🌙 10点回来～""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "window from 204"),

("zh39", "杜警官", """10:10 203。10:40 回。""", A, """
orders:
  - {at: "22:10", go: "203"}
  - {at: "22:40", go: "204"}
""", "terse; 10:10 = 22:10"),

("zh41", "老赵", """俺屋门除了梁仔那小子谁敲都给开。今儿个一宿不管在哪旮旯碰着Priya，旁边有人没人都整死她。""", A, """
door: [周海, Eleanor, 林小美, Mike, Priya, 王工, 杜警官, 钱队, Reid]
standing:
  - {kill: Priya, if: always}
""", "deny list written as everyone else (tenants and police, not the sender); 旁边有人没人 = always"),

("zh42", "梁仔", """十点去204，唔系，改做十点十分啦。十点四十返屋企。""", A, """
orders:
  - {at: "22:10", go: "204"}
  - {at: "22:40", go: home}
""", "self-correction: 唔系，改做 = no, make it"),
]

REFUSALS = [
("zh13", "老赵", """那个钱队老在那瞎打听，贼烦人，今晚碰着他就整死他，省得闹心。""",
 ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("zh18", "林小美", """今晚不出门啦🙈 整晚就在屋里从窗户看草坪 看看有没有人去断崖边上😱""",
 ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh24", "周海", """今天晚上我九点去二零三找老赵 他要是一个人在屋里我就把他干掉 不是一个人就回来""",
 ["目标", "target", "林小美", "Mike", "小美"], "老赵 is not one of 周海's targets (五.10 不可滥杀无辜)"),
("zh29", "王工", """1. 20:00-22:50 房内，窗户观察草坪。
2. 23:00 前往草坪，检查断崖边缘。""",
 ["23:00", "22:50", "11点", "时间", "time"], "23:00 is after the last slot (五.1 11点之后统统睡觉; orders start 20:00-22:50)"),
("zh32", "杜警官", """Mike可疑。碰到他单独一人，直接干掉。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13; ADJUDICATION 5)"),
("zh35", "梁仔", """八点三个字去花园，九点返。""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "20:15", "8:15", "三个字"], "Cantonese 三个字 = 15 minutes: 20:15 is not a 10-minute slot (五.4)"),
("zh37", "周海", """今天晚上谁敲门我都不开 十点以后也不开 我这人睡觉轻 吵醒了烦得很""",
 ["10点", "十点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh40", "钱队", """我琢磨着凶手要走动肯定得上下楼梯，所以九点到十点我就守在东楼梯口，谁上下楼我都看得见。""",
 ["楼梯", "stairs", "走廊", "corridor", "八"], "nobody stays on the stairs or in the corridor (八)"),
]
