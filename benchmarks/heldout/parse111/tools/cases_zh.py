# Chinese cases of parse111: (id, sender, message, expect, orders_yaml, note) and
# refusals (id, sender, message, reason_keywords, rule).
# Cast (game/game.yaml): 胖虎 201 (阿强, Kevin), 小鹿 201 (老周, Sam), 王阿姨 202 (胖虎, Yuki),
# 阿强 203 (王阿姨, Kevin), Yuki 203 (小鹿, 老周), 老周 205 (阿强, Sam), Kevin 207 (胖虎, Yuki),
# Sam 209 (王阿姨, 小鹿); police 刘队, 赵铁柱, Marlowe (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
("zh01", "胖虎", """在吗在吗👋
老板 我今晚的安排哈
8点先在屋里从窗户看看草坪有没有人[偷笑]
8点半去204找大伙唠唠
9点整回屋 猫眼盯着西边楼梯口👀
就这些 谢啦🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "WeChat chat; 201 faces south (window: lawn) and its peephole sees the west stairs head (五.3(1))"),

("zh02", "小鹿", """GM晚上好呀～ 先交代一下我的小剧场hhh 今晚我是失眠的文艺少女🌙 八点先在屋里透过窗子看草坪（看星星嘛✨），八点四十溜去花园散散步，九点二十去草坪吹吹风，九点五十往回走，回房间睡美容觉～ 就酱！爱你😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", "storyteller; 窗子; times in Chinese numerals (八点四十, 九点五十)"),

("zh03", "王阿姨", """喂小同志啊我是王阿姨啊我今天晚上呢八点钟就在屋里头从窗户往花园那边看着然后九点钟呢我去204坐坐跟大家聊聊天十点钟我就回屋睡觉了啊就这样啊""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "voice input without punctuation; 202 faces north: its window sees the garden"),

("zh04", "阿强", """GM你好，我系阿强。今晚八点我喺房度由窗口望住草坪，八点半去204倾下偈，九点半返嚟由门孔睇住走廊，之后就唔郁啦。唔该晒！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "Cantonese: 喺房度 = in my room, 倾偈 = chat, 返嚟 = come back, 唔郁 = not move"),

("zh05", "老周", """GM您好，本人今晚行动计划如下：
1. 20:00—20:29 在本房间从窗户观察草坪；
2. 20:30—20:59 从门孔观察走廊；
3. 21:00 前往204室，在204从窗户观察花园；
4. 22:00 返回本房间，此后不再外出。
以上，谢谢。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "numbered planner; ranges 20:00—20:29 in the seed's style; 204's window sees the garden"),

("zh06", "刘队", """8点 花园。8点40 回204，窗户。10点 草坪。""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: "204", peek: window}
  - {at: "22:00", go: lawn}
""", "terse police officer without a room (204 is where he starts)"),

("zh07", "赵铁柱", """GM啊，俺老赵。今儿晚上俺先搁204猫着，从窗户瞅瞅花园那旮旯有啥动静，九点整出去上草坪溜达溜达，十点回204唠嗑。就这么整吧！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", "Northeastern dialect (俺, 搁, 瞅, 那旮旯, 整); police start in 204, so the 20:00 window is 204's"),

("zh09", "小鹿", """嘿嘿 正事来了🤫 十点整我去205找周老师，要是他屋里就他一个人，我就……你懂的（杀了他🔪）。要是有别人在或者他压根不在，那我就去204坐着，假装吃夜宵🍜""", A, """
orders:
  - {at: "22:00", go: "205", kill: 老周, if: alone, else: {go: "204"}}
""", "nickname 周老师 = 老周 (game.yaml); conditional kill with an otherwise"),

("zh10", "王阿姨", """那个我跟你说啊十点以前只有刘队长跟赵警官敲门我才开别人敲门我一概不开啊我一晚上都在屋里从猫眼往外看着走廊""", A, """
door: [刘队, 赵铁柱]
orders:
  - {at: "20:00", peek: peephole}
""", "door list before 22:00; 刘队长 and 赵警官 are nicknames of 刘队 and 赵铁柱"),

("zh11", "阿强", """九点四十我去207揾Kevin，如果佢一个人喺度我就做低佢，如果唔系就去花园行下。""", A, """
orders:
  - {at: "21:40", go: "207", kill: Kevin, if: alone, else: {go: garden}}
""", "Cantonese: 揾 = look for, 佢 = him, 做低 = kill, 行下 = stroll"),

("zh12", "老周", """周某今晚安排：
一、22:00以前本房间不对外开放，任何人敲门均不开。
二、22:30 前往203室，若阿强独自一人在房内，则将其杀死；否则前往草坪。
三、其余时间留在本房间，不作窥视。""", A, """
door: closed
orders:
  - {at: "22:30", go: "203", kill: 阿强, if: alone, else: {go: lawn}}
""", "door closed before 22:00 (as the rules allow) and a conditional kill with 否则"),

("zh13", "刘队", """整晚在204，窗户盯花园。""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "whole night at the 204 window; go 204 may be left out (he starts there)"),

("zh15", "胖虎", """老板 我想好了😎
十点二十去207找凯文 他要是一个人在屋里就直接干掉他🔪
不是一个人的话就算了 回我自己屋
之前就在屋里呆着 啥也不干""", A, """
orders:
  - {at: "22:20", go: "207", kill: Kevin, if: alone, else: {go: home}}
""", "nickname 凯文 = Kevin; after 22:00 Kevin must open (五.12)"),

("zh16", "小鹿", """八点半我想去209找Sam聊聊天～ 只是探探口风哈 不动手😇 他要是不在，我就去204待着""", A, """
orders:
  - {at: "20:30", go: "209", if: {present: Sam}, else: {go: "204"}}
""", "a condition without a kill (Sam is her target but she says 不动手)"),

("zh18", "阿强", """十点零五分到十点四十五分之间，无论喺边度撞到王阿姨一个人，就杀咗佢。其他时间我就喺房度，唔出去，都唔偷睇。""", A, """
standing:
  - {kill: 王阿姨, if: alone, from: "22:05", until: "22:45"}
""", "a standing kill with a window on any whole minute (docs/ORDERS.md); no other orders"),

("zh19", "老周", """计划如下：
(1) 八点至九点，在房内窗户与门孔轮流窥视，每十分钟一换，先窗户；
(2) 九点整经东楼梯下楼，前往花园；
(3) 九点四十分回房。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:40", go: home}
""", "alternating window and peephole every 10 minutes (五.3(1)); 205 is 5 minutes from the garden by either stairs, east named"),

("zh20", "刘队", """9点 去203。阿强在就问话，不在去草坪。""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 阿强}, else: {go: lawn}}
""", "condition without a kill, with an alternative"),

("zh21", "赵铁柱", """八点半俺上202找王阿姨唠会儿嗑，完事儿九点半上花园瞅一眼，十点四十回204待着。""", A, """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:30", go: garden}
  - {at: "22:40", go: "204"}
""", "police visiting a tenant's room"),

("zh22", "胖虎", """8点40去花园遛遛🌳
诶不对 外面太冷了🥶 改成去204吧 时间不变
9点20回屋 从窗户看草坪""", A, """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home, peek: window}
""", "self-correction: the garden is replaced by 204 at the same time"),

("zh24", "王阿姨", """我想了想啊九点半我去201找那个胖虎要是就他一个人在屋里头我就把他给杀了他要是跟那个小鹿在一块儿我就在那等着等小鹿走了再说""", A, """
orders:
  - {at: "21:30", go: "201", kill: 胖虎, if: alone}
""", "no else: she waits there, the kill stays armed while the order runs (docs/ORDERS.md)"),

("zh25", "阿强", """八点十分去204，如果刘队喺度就同佢倾下，唔喺就返屋企。九点去草坪睇星星，十点返屋。""", A, """
orders:
  - {at: "20:10", go: "204", if: {present: 刘队}, else: {go: home}}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
""", "condition without a kill at an always-open place: the condition decides the else"),

("zh26", "老周", """第一时段：留在房内，从门孔观察走廊。
第二时段：21:20 前往204，在204从窗户观察花园。
第三时段：22:10 返回本房间。
另：全程若在任何地点遇见Sam单独一人，即杀之。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:10", go: home}
standing:
  - {kill: Sam, if: alone, from: "20:00", until: "23:00"}
""", "the seed's three periods (第一/二/三时段); a standing kill all night"),

("zh27", "刘队", """9:30 草坪，走西楼梯。10:10 回204。""", A, """
orders:
  - {at: "21:30", go: lawn, via: [west-stairs]}
  - {at: "22:10", go: "204"}
""", "a named route that is not the shortest (204 is next to the east stairs)"),

("zh28", "赵铁柱", """九点去草坪，整个第二时段都搁那儿待着，十点过十分回204从窗户往外瞅。""", A, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:10", go: "204", peek: window}
""", "十点过十分 = 22:10"),

("zh29", "胖虎", """九点到十点这一个钟头 在哪碰到强仔单独一个人就动手[奸笑] 别的时间别动手哈
人一整晚就在屋里待着 猫眼看着""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿强, if: alone, from: "21:00", until: "22:00"}
""", "nickname 强仔 = 阿强; standing kill with a window; 动手 = kill"),

("zh30", "小鹿", """今晚我想苟着🐢 一整晚待在屋里，从门孔看走廊就行。十点以前谁敲门都不开！十点以后规矩我懂，会开的😂""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00 only, as she says (五.12)"),

("zh32", "王阿姨", """八点二十我去草坪溜达溜达不对不对是八点半啊八点半去草坪走东边那个楼梯下去九点十分回屋从窗户看花园""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home, peek: window}
""", "voice-input self-correction (不对不对); a named route; 202's window sees the garden"),

("zh33", "老周", """今晚安排：
1. 21:10 前往209拜访Sam，如无人应门，则转往204；
2. 22:00 返回本房间，从窗户观察草坪。""", A, """
orders:
  - {at: "21:10", go: "209", else: {go: "204"}}
  - {at: "22:00", go: home, peek: window}
""", "an alternative for a door nobody opens, no condition"),

("zh34", "刘队", """8点半 花园。改：8点50。9点半 回204。""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: "204"}
""", "terse correction (改)"),

("zh35", "赵铁柱", """八点俺从东楼梯下去上花园，八点四十从花园挪到草坪，九点二十走西楼梯回204。""", A, """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", via: [west-stairs]}
""", "routes named both ways"),

("zh36", "胖虎", """9点去草坪 走东边楼梯下去 西边那个楼梯就在我屋门口 怕被人瞅见😂
到了草坪碰见强仔就直接弄死 管他旁边有没有人
10点回屋""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs], kill: 阿强, if: always}
  - {at: "22:00", go: home}
""", "named route; a kill at the destination regardless of witnesses (弄死, 管他旁边有没有人)"),

("zh37", "小鹿", """讲个计划～ 我今晚的人设是'夜游症患者'😴 八点半从西楼梯下去花园晃悠，差十分九点再去草坪，然后就一直在草坪上待着不回了。另外！！今晚不管在哪、不管旁边有没有人，只要碰到Sam就杀了他，冲鸭！""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
standing:
  - {kill: Sam, if: always}
""", "差十分九点 = 20:50; standing kill always (seed 五.7 third form)"),

("zh39", "王阿姨", """小同志我今天晚上哪也不去了腰疼就在屋里躺着也不往外瞅了有啥事明天再说吧""", A, """
""", "staying in without peeking: the file holds only `who` (the default night, ADJUDICATION 2)"),

("zh40", "阿强", """九点两个字去花园，十点四个字去草坪，十点半返屋企，由窗口睇住草坪。""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "22:20", go: lawn}
  - {at: "22:30", go: home, peek: window}
""", "Cantonese clock: N个字 = N x 5 minutes (两个字 = :10, 四个字 = :20)"),
]

REFUSALS = [
("zh08", "胖虎", """老板在吗😅 今晚8点半我去202 要是王阿姨一个人在屋 我就把她做了 她老盯着我看 怪瘆人的""",
 ["目标", "target", "阿强", "Kevin", "滥杀"], "王阿姨 is not one of 胖虎's targets (阿强, Kevin) (五.10 不可滥杀无辜)"),
("zh14", "赵铁柱", """俺寻思着吧，八点就上花园蹲着，要是碰着Kevin那小子一个人，俺就直接把他整死，省得他祸害别人。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh17", "王阿姨", """我一晚上都在屋里头从窗户看着草坪那边谁上草坪了我都得知道啊""",
 ["朝北", "花园", "north", "garden", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh23", "小鹿", """GM～ 我想七点五十就先溜去花园占个好位置（抢在所有人前面嘿嘿），八点半再回屋～""",
 ["20:00", "19:50", "八点", "8点", "时间", "time"], "19:50 is before the night starts (五.1: 晚上8点－11点)"),
("zh31", "阿强", """刘队成日问长问短好烦😤 今晚九点我去204，佢喺度嘅话就做低佢。""",
 ["警察", "police", "不能杀", "cannot", "目标", "target"], "a tenant cannot kill a police officer (五.10 房客不能杀警察; 六.6)"),
("zh38", "老周", """行动计划：
1. 20:00 从窗户观察草坪；
2. 21:25 前往204；
3. 22:15 返回本房间。""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "21:25", "22:15"], "21:25 and 22:15 are not on the 10-minute grid (五.4)"),
("zh41", "刘队", """9点起 走廊待命，盯209门口。""",
 ["走廊", "corridor", "八"], "nobody stands in the corridor (八 不能在走廊里来回走动，或站在走廊里不动)"),
("zh42", "小鹿", """今晚我就在屋里从窗户看草坪～ 十点半以后我要敷面膜睡觉了，谁敲门都别给开哈🙈""",
 ["十点", "10点", "22:00", "开门", "must open", "五.12"], "after 22:00 a tenant must open the door (五.12); she asks for a shut door from 22:30"),
]
