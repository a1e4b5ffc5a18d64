# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 宋雨; 202 幺妹, Jaz; 203 阿哲, Percival; 205 林晓; 207 Marco; 209 糖糖;
# police 胡警官, 老韩, Lestrade (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- 幺妹 (202, north window -> garden; targets 阿哲, Marco): Sichuan dialect
("zh01", "幺妹", """GM晚上好噻！我幺妹哈。
今晚嘛八点钟先在屋头从窗子看花园，看哈有啥子人。八点四十去204摆哈龙门阵，九点半回屋头，后头就莫得啥子事了，睡瞌睡。要得不？""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home}
""", "屋头 = own room; 摆龙门阵 = chat; 睡瞌睡 after 21:30 = stay in, not peeking; 202's window sees the garden"),

("zh02", "幺妹", """九点二十我去203找阿哲耍，要是他一个人在屋头，就把他弄死算了；要是屋头还有别个，或者莫得人开门，就直接去草坪吹哈风。晓得了哈""", A, """
orders:
  - {at: "21:20", go: "203", kill: 阿哲, if: alone, else: {go: lawn}}
""", "一个人在屋头 = alone; 别个 = someone else; both failure cases go to the lawn"),

("zh03", "幺妹", """十点到十点半之间，不管在哪点碰到马可，只要他是一个人，老子就弄死他。其他时候我就在屋头从窗子看花园，哪儿都不去。""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Marco, if: alone, from: "22:00", until: "22:30"}
""", "马可 = Marco (nickname in game.yaml); standing kill over [22:00, 22:30); window all night"),

("zh04", "幺妹", """跟你说一哈，今晚十点前我屋头只给小宋开门，别个敲门一律不开，怕遭整。
我整晚都在屋头，八点到九点从窗子看，九点开始从猫眼看走廊。要得""", A, """
door: [宋雨]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "小宋 = 宋雨; a door list of one visitor (the roommate Jaz enters freely anyway)"),

("zh05", "幺妹", """八点半从西楼梯下去花园耍，九点从东楼梯上来去204，十点回屋头。就这么简单，巴适得很😄""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: "204", via: [east-stairs]}
  - {at: "22:00", go: home}
""", "named routes both ways"),

("zh06", "幺妹", """八点从猫眼看走廊，哦不对，打错了，是从窗子看花园。九点去花园耍，十点回来。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
""", "self-correction: the window, not the peephole"),

("zh07", "幺妹", """九点去204看哈马可在不在，在的话就跟他摆哈龙门阵，不在就去花园耍。""", A, """
orders:
  - {at: "21:00", go: "204", if: {present: Marco}, else: {go: garden}}
""", "a condition without a kill (204 is always open, so only the condition decides)"),

# ---- 阿哲 (203, south; targets 宋雨, 林晓): thinks aloud, changes his mind
("zh08", "阿哲", """嗯…让我想想。8点半去花园？不行，花园太显眼了。那就去草坪吧……算了算了，还是去204，人多安全。就8:30去204，待到10点回房间。""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", "changes his mind twice (garden, lawn, then 204); only the last choice counts"),

("zh09", "阿哲", """我在想9点要不要去205找林晓……她是我的目标之一。去吧。嗯，就这样：9点去205，林晓一个人在就杀了她，不在或者有别人就回自己房间。唉，不对，回房间太可疑了，改成去草坪。""", A, """
orders:
  - {at: "21:00", go: "205", kill: 林晓, if: alone, else: {go: lawn}}
""", "the else is corrected from home to the lawn"),

("zh10", "阿哲", """想了一下，八点到九点五十在屋里从门孔看着走廊。然后十点差十分出门去花园……十点二十去草坪？嗯，就这样吧，草坪待到最后。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:50", go: garden}
  - {at: "22:20", go: lawn}
""", "十点差十分 = 21:50 (matches 九点五十)"),

("zh11", "阿哲", """今晚碰到小宋就动手……不对，得她一个人的时候才行，不然被看见就完了。时间嘛，整晚？不，10点以后吧，10点以后人少。所以：10点到11点，只要碰到小宋一个人，就杀了她。前面两个小时我就在屋里待着，不偷看。""", A, """
standing:
  - {kill: 宋雨, if: alone, from: "22:00", until: "23:00"}
""", "小宋 = 宋雨; staying in without peeking is the default, so no order is needed"),

("zh12", "阿哲", """10点前门关着吧，谁都不开……呃，Percival是室友，他本来就能进。好吧就关门。8点开始从窗户看草坪，看到10点，然后去204坐坐。""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "204"}
""", "door closed before 22:00; the roommate enters freely anyway"),

("zh13", "阿哲", """9点去找胡警官聊聊？他没有房间，应该在204吧。嗯，9点去204，9点40回来，回来后从门孔看。""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: peephole}
""", "visiting an officer = going to 204; the peephole runs to the end of the night"),

# ---- 林晓 (205, south; targets 糖糖, 阿哲): every order in brackets or quotes, with a reason
("zh14", "林晓", """【20:00】在房间从窗户看草坪（想看看谁往断崖那边去）
【20:40】去花园（透透气）
【21:20】回房间，从门孔看走廊（盯着隔壁）
【22:00】原地待着，不看了（有点累）""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00"}
""", "the 22:00 order only stops the peeking"),

("zh15", "林晓", """「9点半去209」（找糖糖，她是我的目标）
「如果她一个人，杀了她」（机会难得）
「如果不是一个人或者没人开门，就回房间」（别在外面晃）""", A, """
orders:
  - {at: "21:30", go: "209", kill: 糖糖, if: alone, else: {go: home}}
""", ""),

("zh16", "林晓", """「门：10点前只给胡警官和小宋开」（其他人不放心）
「8点起从门孔看走廊」（看谁来敲门）
「10点去204」（10点以后反正必须开门，不如出去）""", A, """
door: [胡警官, 宋雨]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "a door list with an officer and a tenant"),

("zh17", "林晓", """『整晚无论在哪儿遇到哲哥，不管旁边有没有人，都杀了他』（他今晚肯定会乱跑）
『9点去草坪』（碰碰运气）
『10点回房间』""", A, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 阿哲, if: always}
""", "哲哥 = 阿哲; seed 五.7's third form"),

("zh18", "林晓", """（路线很重要）
“8:10 从东楼梯下去，去草坪”（西边那条路人多）
“8:50 回房间，走西楼梯”（换一条路回来）
“之后一直在窗户边看草坪”（看看还有谁去）""", A, """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "20:50", go: home, via: [west-stairs], peek: window}
""", "routes named both ways; the window from 20:50 on"),

("zh19", "林晓", """【10:40 去203】（10点以后他必须开门）
【见到阿哲就杀】（有人看见也无所谓了）
【他不在的话就回房间】""", A, """
orders:
  - {at: "22:40", go: "203", kill: 阿哲, else: {go: home}}
""", "a kill without condition (always) with an else for the target not being there"),

# ---- 糖糖 (209, south; peephole sees the east stairs; targets 幺妹, Jaz): one order a line, emoji bullets
("zh20", "糖糖", """晚上好呀GM～🌙 今晚安排👇
🔸 8:00 窗户看草坪 👀
🔸 8:30 去204喝茶 🍵
🔸 9:10 去花园散步 🌸
🔸 9:50 回房间 🏠
🔸 10:00 猫眼看楼梯 🕵️
谢谢啦💕""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: peephole}
""", "209's peephole sees the east stair head"),

("zh21", "糖糖", """✨ 今晚计划 ✨
👉 8点 待在房里 从猫眼盯着东楼梯
👉 9点 去202找幺妹 🔪 她一个人就干掉她
👉 不行的话 👉 去草坪
👉 10点 回来 💤""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "202", kill: 幺妹, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "干掉 = kill; 不行的话 = else"),

("zh22", "糖糖", """📌 8:00-9:00 在房间 窗户👀
📌 9:00 去草坪 🌿
📌 9:00-10:00 只要碰到Jaz 不管旁边有没有人 都🔪
📌 10:00 回房 🛏️""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Jaz, if: always, from: "21:00", until: "22:00"}
""", "🔪 = kill; a standing kill with a window"),

("zh23", "糖糖", """🚪 10点前谁敲都不开！
⏰ 八点整 猫眼 👁️
⏰ 九点半 窗户 🪟
⏰ 十点 去204 🍰
⏰ 十点四十 回来 🏃‍♀️""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
  - {at: "22:00", go: "204"}
  - {at: "22:40", go: home}
""", "Chinese-numeral times"),

("zh24", "糖糖", """🔹 9:20 去207找Marco玩 🎲
🔹 没人开门的话 → 去花园 🌷
🔹 10:10 回房 从窗户看 🌙""", A, """
orders:
  - {at: "21:20", go: "207", else: {go: garden}}
  - {at: "22:10", go: home, peek: window}
""", "an else for a refused door, no condition"),

("zh25", "糖糖", """📍 8:20 去203找阿哲
📍 ❌ 改一下 不去203了 改成8:20去205找小林
📍 9:00 回房间 猫眼 👀""", A, """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:00", go: home, peek: peephole}
""", "self-correction of the destination; 小林 = 林晓 (205)"),

# ---- 宋雨 (201, south; peephole sees the west stairs; targets Percival, 幺妹): polite new player
("zh26", "宋雨", """GM您好，我是新来的宋雨，第一次玩，请多指教🙏
我想8点在房间里从窗户往外看，可以吗？然后9点去204和大家聊聊天，可以吗？10点回自己房间，从门孔看走廊，这样可以吗？谢谢您！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("zh27", "宋雨", """请问一下，我8点半想去草坪，可以吗？听说要从楼梯下去再经过花园，那我走西楼梯可以吗？（离我房间近）9点20回房间可以吗？麻烦您了。""", A, """
orders:
  - {at: "20:30", go: lawn, via: [west-stairs]}
  - {at: "21:20", go: home}
""", ""),

("zh28", "宋雨", """不好意思再问一下～我的目标是Percival和幺妹对吧？那我想10点去203找Percival，如果他一个人在的话就杀了他，可以吗？如果他不是一个人，我就先在那里聊聊天，可以吗？""", A, """
orders:
  - {at: "22:00", go: "203", kill: Percival, if: alone}
""", "no else: she stays and the kill stays armed (先在那里聊聊天)"),

("zh29", "宋雨", """还有一个问题，10点以前我可以只给胡警官开门吗？其他人敲门都不开，可以吗？我整晚都待在房间里，从猫眼看西楼梯，可以吗？""", A, """
door: [胡警官]
orders:
  - {at: "20:00", peek: peephole}
""", "201's peephole sees the west stair head"),

("zh30", "宋雨", """GM，我想好了😊 9点到10点之间，如果在任何地方遇到幺妹一个人，就杀了她，可以吗？这段时间我在花园散步：9点去花园，10点回房间，可以吗？""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 幺妹, if: alone, from: "21:00", until: "22:00"}
""", ""),

# ---- 胡警官 (police, no room: home is 204): official report style
("zh31", "胡警官", """报告：胡警官今晚行动。20:00 在204从窗户观察花园；21:00 前往草坪巡查；21:40 转至花园；22:20 返回204。完毕。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", "an officer without a room starts in 204; 204's window sees the garden"),

("zh32", "胡警官", """报告：21:10 前往203，若Percival在场则与其谈话，否则前往205找林晓；22:00 返回公共活动室。完毕。""", A, """
orders:
  - {at: "21:10", go: "203", if: {present: Percival}, else: {go: "205"}}
  - {at: "22:00", go: "204"}
""", "a condition without a kill, with an else"),

# ---- 老韩 (police, no room): voice input, no punctuation, fillers
("zh33", "老韩", """喂GM 我老韩 那个今晚我就8点40去花园转转 然后9点半呢上草坪 10点10分回204 从窗户看花园 就这样 辛苦了""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204", peek: window}
""", ""),

("zh34", "老韩", """GM 我想了一下 今晚就待在204 一直从窗户往花园看 对了 10点半我去趟209找糖糖聊两句 10点50再回204接着看窗户""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: "209"}
  - {at: "22:50", go: "204", peek: window}
""", ""),
]

REFUSALS = [
("zh35", "幺妹", """今晚我就在屋头从窗子看草坪，看哈哪个龟儿子往断崖那边跑。""", ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"],
 "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh36", "幺妹", """今晚碰到林晓那个瓜娃子，莫管她是不是一个人，老子都要弄死她！""", ["目标", "target", "阿哲", "Marco"],
 "林晓 is not one of 幺妹's targets (五.10 不可滥杀无辜)"),
("zh37", "阿哲", """几点出门好呢……9点？太早。9点半？也不好，那时候人最多。那就9点45吧，9点45去草坪，10点回。""", ["10分钟", "整数倍", "10 minutes", "multiple", "21:45", "9:45", "9点45"],
 "21:45 is not a multiple of 10 minutes (五.4)"),
("zh38", "林晓", """【门】今晚整晚都不开门（包括10点以后，我要睡觉）
【8:00】从窗户看草坪（睡前看一眼）""", ["10点", "22:00", "开门", "open", "五.12"],
 "after 22:00 a tenant must open (五.12)"),
("zh39", "糖糖", """🌙 8:00 窗户看草坪
🌙 11:20 去草坪看星星 ✨""", ["23:00", "22:50", "11点", "11:20", "时间", "time", "20:00"],
 "23:20 is after the night (五.1: 11点之后统统睡觉)"),
("zh40", "宋雨", """请问我9点去204，然后从204的猫眼看走廊，可以吗？""", ["门孔", "猫眼", "peephole", "204", "窗户", "window"],
 "from 204 only the window (五.3(3) 在204向外窥视; a peephole only from one's own room, 五.3(1))"),
("zh41", "胡警官", """报告：22:00 前往草坪，若遇Jaz单独一人，当场击毙。完毕。""", ["警察", "police", "不能杀", "cannot kill"],
 "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh42", "老韩", """GM 我老韩 9点我就站在205门口的走廊上守着 看谁进进出出 10点回204""", ["走廊", "corridor", "八"],
 "nobody stands in the corridor (八)"),
]
