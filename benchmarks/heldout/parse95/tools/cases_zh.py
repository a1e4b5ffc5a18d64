# Chinese cases of parse95: CASES (id, sender, message, "accept", expected order file body, note)
# and REFUSALS (id, sender, message, reason keywords (zh and en alternatives), rule).
A = "accept"
CASES = [
("zh01", "芝芝", """老板晚上好呀～🌙 今晚我的安排：
八点先在房里从窗户看花园，八点半去204坐坐聊聊天，九点整回房间，然后一直从门孔看走廊到结束～
就这样啦 谢谢老板😘""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "202 faces north: its window sees the garden; 九点整"),

("zh02", "大刘", """8点 草坪
9点 花园
10点 204 窗户""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "terse police; window from 204"),

("zh03", "阿杰", """老板我说一下我今晚的安排啊八点半去草平不对是花园然后九点去草平九点四十回房间从猫眼往外看就这样""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
""", "voice input: 草平 = 草坪, self-correction 不对是花园"),

("zh04", "老周", """今晚行动，按时间列：
1. 20:00 在房间从窗户看草坪 —— 先看谁往外跑
2. 20:40 改从门孔看走廊 —— 203门口是必经之路
3. 21:30 去207找小鹿，她一个人就动手；不是一个人就去204 —— 人多就算了，别冒险
4. 22:10 回房，门孔 —— 收尾
以上。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:30", go: "207", kill: 小鹿, if: alone, else: {go: "204"}}
  - {at: "22:10", go: home, peek: peephole}
""", "strategist: numbered lines with reasons after each"),

("zh05", "嘉欣", """GM晚安呀～我今晚八點半去花園行下，九點返房由窗口睇住個草坪，十點去204傾偈，唔該晒！""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", go: "204"}
""", "Cantonese: 行下, 返房, 睇, 傾偈"),

("zh06", "小鹿", """老板晚上好！！先说一句昨天群里那个表情包笑死我了哈哈哈。今晚我是这么打算的：一开始我就窝在房间里从窗户看草坪，毕竟207窗户正对草坪嘛，谁往断崖那边跑我都能看到👀 然后八点五十我想去204跟大家聊聊天，顺便探探口风～ 聊到九点四十就去花园走一圈，十点十分回房间，回去以后从门孔看着走廊，我有点怕有人来敲门😅 就酱，辛苦老板啦""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:40", go: garden}
  - {at: "22:10", go: home, peek: peephole}
""", "talkative; 怕有人来敲门 is a worry, not a door policy"),

("zh07", "唐警官", """各位晚上好👮 今晚我先在204从窗户盯着花园，八点四十下去花园转转，九点二十去草坪看看断崖那边，十点回204。辛苦GM了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "police start in 204"),

("zh08", "芝芝", """GM晚上好🙋‍♀️ 十点十分我去203串个门，要是嘉欣一个人在屋里就把她解决掉🔪，屋里还有别人或者她不在的话我就直接去花园散步 哈哈哈 谢谢～""", A, """
orders:
  - {at: "22:10", go: "203", kill: 嘉欣, if: alone, else: {go: garden}}
""", "解决掉 = kill; 串门"),

("zh09", "阿杰", """那个十点二十我去二零五找奥利弗如果他一个人在房间里我就把他杀了如果不是一个人我就回自己房间从窗户看草平""", A, """
orders:
  - {at: "22:20", go: "205", kill: Oliver, if: alone, else: {go: home, peek: window}}
""", "voice input: 二零五, 奥利弗 (a nickname of Oliver in game.yaml), 草平"),

("zh11", "大刘", """整晚204 看窗""", A, """
orders:
  - {at: "20:00", peek: window}
""", "terse; an officer without a room is in 204"),

("zh12", "嘉欣", """十點正我去205搵Oliver，如果佢一個人喺房就殺咗佢，如果唔係一個人就去草坪。""", A, """
orders:
  - {at: "22:00", go: "205", kill: Oliver, if: alone, else: {go: lawn}}
""", "Cantonese: 十點正, 搵, 佢, 喺, 殺咗"),

("zh13", "老周", """方案如下：
一、全晚：遇到Mia单独一人即击杀（理由：她和阿杰同屋，落单机会不多，不能放过）
二、8:30 去花园（观察楼梯口来往）
三、9:20 去草坪
四、10:00 回203，从窗户看草坪
完毕""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: Mia, if: alone, from: "20:00", until: "23:00"}
""", "standing kill all night; 回203 = home"),

("zh14", "芝芝", """哈喽大家～今晚十点前除了Mia谁敲门都不开哦🙅‍♀️（十点以后按规矩还是得开的我知道😂）
整晚就在屋里待着，从窗户看花园🌸""", A, """
door: [Mia]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00; 202's window sees the garden"),

("zh15", "唐警官", """GM好，我今晚主要走访：8点10分去203找老周和嘉欣聊聊，8点50去207找小鹿，9点40去209找Rahul，10点半回204。谢谢～""", A, """
orders:
  - {at: "20:10", go: "203"}
  - {at: "20:50", go: "207"}
  - {at: "21:40", go: "209"}
  - {at: "22:30", go: "204"}
""", "police visiting rooms"),

("zh17", "小鹿", """唉说实话我挺紧张的，第一次玩这个。我想九点半去203，要是老周一个人在房间里，我就动手杀了他（嘉欣经常不在屋，应该有机会吧🙏）。要是嘉欣也在或者还有别人，那就当串门聊聊天，算了不聊了，直接回自己房间吧，别露馅。""", A, """
orders:
  - {at: "21:30", go: "203", kill: 老周, if: alone, else: {go: home}}
""", "correction inside the else: 算了不聊了，直接回自己房间"),

("zh18", "芝芝", """晚上好老板！今晚九点到十点之间，不管在哪碰到阿杰，只要他是一个人，就干掉他😈 我九点去花园晃晃，九点半去草坪，十点回屋待着 嘿嘿 谢啦""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 阿杰, if: alone, from: "21:00", until: "22:00"}
""", "standing kill in a window: 九点到十点之间"),

("zh20", "嘉欣", """今晚十點前除咗芝芝，邊個拍門都唔開😤 我成晚留喺房，由防盜眼睇走廊。""", A, """
door: [芝芝]
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese: 拍門 = knock, 防盜眼 = peephole; roommate 老周 enters freely anyway"),

("zh21", "老周", """1）门：10点前一律不开（10点后规则要求开，照开）
2）20:00-21:00 门孔看走廊（理由：203门口东西向都得经过）
3）9点整 改窗户看草坪（理由：9点后有人会往草坪跑）
4）10点半 去204，从窗户看花园（理由：收尾看花园动静）""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:30", go: "204", peek: window}
""", "door closed before 22:00 acknowledging 五.12; 9点整"),

("zh22", "阿杰", """今天晚上九点到十点半不管在哪碰到小鹿只要她一个人就干掉她哦不对是九点半到十点半其他时间我就在房间从窗户看""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 小鹿, if: alone, from: "21:30", until: "22:30"}
""", "voice input; self-correction of the window 不对是九点半到十点半"),

("zh24", "小鹿", """八点二十我去202找芝芝聊天，顺便帮她看看那个镯子（说来话长哈哈）。要是敲门没人开，我就去204坐着等她。九点半回房间从窗户看草坪～""", A, """
orders:
  - {at: "20:20", go: "202", else: {go: "204"}}
  - {at: "21:30", go: home, peek: window}
""", "else for a door nobody opens"),

("zh25", "芝芝", """老板～我八点去花园，算了花园太冷🥶，改成八点去204吧，然后九点半去草坪看看，十点回房 谢谢🙏""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
""", "correction: 算了…改成"),

("zh26", "大刘", """830 去205 坐到930 再去草坪""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:30", go: lawn}
""", "terse times without a colon: 830 = 20:30, 930 = 21:30"),

("zh28", "老周", """1. 8:20 走东楼梯去草坪（绕开西边，201的门孔正对西楼梯）
2. 9:00 回房间，从窗户看草坪，一直到结束
3. 门：10点前谁来都不开""", A, """
door: closed
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home, peek: window}
""", "a named route (via the east stairs)"),

("zh29", "唐警官", """九点去205拜访Oliver，要是敲门没人开，就去草坪找找看。十点十分回204从窗户看花园😊""", A, """
orders:
  - {at: "21:00", go: "205", else: {go: lawn}}
  - {at: "22:10", go: "204", peek: window}
""", "police; else after a door nobody opens"),

("zh30", "阿杰", """八点整去娱乐是坐着从窗户看花圆九点十分回房间十点去敲二零九的门找拉胡尔聊天""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:10", go: home}
  - {at: "22:00", go: "209"}
""", "voice input: 娱乐是 = 娱乐室, 花圆 = 花园, 拉胡尔 (nickname of Rahul); 21:10 go home stops the peeking"),

("zh32", "芝芝", """GM好～九点我去敲203的门找老周聊天☕ 要是没人开门就回自己房间从猫眼看着 然后十点半去草坪吹吹风 谢谢啦""", A, """
orders:
  - {at: "21:00", go: "203", else: {go: home, peek: peephole}}
  - {at: "22:30", go: lawn}
""", "else home and peek"),

("zh33", "嘉欣", """今晚不論喺邊度撞到芝芝，佢一個人嘅話就即刻殺咗佢。其他時間：八點去204坐吓，九點半返房。""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: home}
standing:
  - {kill: 芝芝, if: alone}
""", "Cantonese standing kill: 不論喺邊度撞到"),

("zh35", "小鹿", """今晚十点前，无论在哪里遇到老周，不管旁边有没有人，都直接动手。十点以后就算了，怕被警察撞见。我自己八点半去草坪散步，九点二十去花园，十点回房。""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 老周, if: always, from: "20:00", until: "22:00"}
""", "十点前 = until 22:00; 不管旁边有没有人 = always"),

("zh36", "大刘", """九点半 敲209 没人开就去花园""", A, """
orders:
  - {at: "21:30", go: "209", else: {go: garden}}
""", "terse knock with else"),

("zh37", "唐警官", """晚上好呀～我九点去花园，哦不对，九点十分吧，然后十点去202找芝芝聊天，聊完十点四十回204 哈哈 先这样""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "22:00", go: "202"}
  - {at: "22:40", go: "204"}
""", "correction 哦不对，九点十分"),

("zh38", "阿杰", """今晚十点以前只给周哥和芝芝开门别人敲都不开八点五十去花园九点半回来从门孔看""", A, """
door: [老周, 芝芝]
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "voice input; 周哥 (nickname of 老周)"),

("zh40", "小鹿", """从八点到九点我在204从窗户看花园，九点到十点回房间从门孔看，十点以后就在屋里睡觉了😴 晚安老板""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "从八点到九点; 22:00 stops the peeking (睡觉 = stay, not peeking)"),

("zh41", "唐警官", """今晚我八点半去201找阿杰和Mia聊聊，九点整回204从窗户看花园，一直看到结束 🙏""", A, """
orders:
  - {at: "20:30", go: "201"}
  - {at: "21:00", go: "204", peek: window}
""", ""),

("zh42", "芝芝", """各位晚上好呀😊 我的行程：8点40去花园转转🌷，9点10分去草坪，9点40回204从窗户看花园，10点20回屋。搞定！谢谢GM～""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: "204", peek: window}
  - {at: "22:20", go: home}
""", "several steps"),
]

REFUSALS = [
("zh10", "小鹿", """跟老板说个事，我觉得阿杰特别可疑😤 今晚我九点去201，他要是一个人在就把他干掉，省得他害人""",
 ["目标", "target", "芝芝", "老周"], "阿杰 is not one of 小鹿's targets (芝芝, 老周): 五.10 不可滥杀无辜"),
("zh16", "阿杰", """我九点多去草平溜达一下然后十点左右回来就这样""",
 ["具体", "几点", "模糊", "10分钟", "整数倍", "exact", "vague", "时间", "time"], "九点多 / 十点左右 are no start time: 五.4 (a start is a multiple of 10 minutes); a vague time must not be guessed"),
("zh19", "大刘", """9点 走廊 蹲着 看人""",
 ["走廊", "corridor", "八", "楼梯", "stairs"], "the corridor is no destination: 八 (不能在走廊里来回走动，或站在走廊里不动)"),
("zh23", "唐警官", """GM晚上好～我九点去花园，要是碰到阿杰一个人就把他杀了，嘿嘿 警察也要冲业绩😂""",
 ["警察", "police", "不能杀", "cannot kill", "杀人"], "police cannot kill: 五.13 (杀人时段警察没有任务), ADJUDICATION 5"),
("zh27", "嘉欣", """八點喺房由窗口睇草坪，十一點半先出去草坪睇星星🌟""",
 ["23:30", "11點", "11点", "22:50", "23:00", "时间", "時間", "time", "11点之后"], "23:30 is after the night (五.1: 11点之后统统睡觉)"),
("zh31", "小鹿", """我今晚想一直在房间里从窗户盯着花园，看看谁大半夜跑去花园约会🤭 就这样～""",
 ["朝南", "草坪", "south", "lawn", "207"], "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1)); a window peek would do something else than asked"),
("zh34", "老周", """1. 8:45 去花园（等人）
2. 9:30 回房，窗户看草坪""",
 ["10分钟", "整数倍", "整十", "10 minutes", "multiple", "20:45", "8:45"], "8:45 is not a multiple of 10 minutes (五.4)"),
("zh39", "芝芝", """老板～今晚不管谁敲门我都不开哦，十点以后也不开😱 胆小保命要紧 就在屋里从窗户看花园 谢谢～""",
 ["10点", "十点", "22:00", "必须开门", "must open", "五.12"], "after 22:00 a tenant must open (五.12); the player explicitly asks for the door shut after 10 too"),
]
