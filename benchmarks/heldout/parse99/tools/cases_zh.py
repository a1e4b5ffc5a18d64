# Chinese cases.  CASES: (id, sender, message, "accept", expected order file body, note)
#                 REFUSALS: (id, sender, message, reason keywords (zh and en), rule)
A = "accept"
CASES = [
# ---- 阿哲 (201, south; targets 大飞, Liam): Taiwanese Mandarin, traditional characters, 的說/醬/超/喔/啦
("zh01", "阿哲", """GM晚安～我是阿哲啦 🙋‍♂️
今天晚上我打算醬：8點先待在房間從窗戶看草坪，8點半去204喝個茶聊聊天，9點回房間從門孔偷看走廊喔。
10點以後就乖乖睡覺了的說，謝謝GM辛苦了～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "traditional characters; 睡覺 from 22:00 = an order with only `at` (stop peeking)"),

("zh02", "阿哲", """超緊張的說😰
10點20我要去209找Liam，如果他一個人在房間就殺了他，不然就直接回我自己房間喔。
其他時間我都待在房間不出去啦，拜託GM了🙏""", A, """
orders:
  - {at: "22:20", go: "209", kill: Liam, if: alone, else: {go: home}}
""", "kill on arrival with an otherwise (不然)"),

("zh03", "阿哲", """先說喔，10點以前只有周伯來敲門我才開，其他人敲都不開啦（怕怕的）。
8點40去花園散散步，9點20去草坪吹風，9點50回房間從窗戶看草坪～""", A, """
door: [老周]
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home, peek: window}
""", "door list by nickname (周伯 = 老周, declared in game.yaml); 201's window sees the lawn"),

("zh05", "阿哲", """9點到10點這段時間，不管在哪裡遇到大飛，只要他是一個人，就把他殺掉喔。
行程的話：8點半去花園晃晃，9點半去草坪，10點回房間。醬應該OK吧？""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 大飞, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 大飛 is the traditional spelling of 大飞"),

("zh06", "阿哲", """欸GM，8點開始我先從門孔看走廊，8點40要下去草坪，走西邊的樓梯喔。
啊不對不對，改8點50好了😅 然後9點半回房間。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: lawn, via: [west-stairs]}
  - {at: "21:30", go: home}
""", "self-correction 8:40 -> 8:50; route 西邊的樓梯 = west stairs"),

("zh07", "阿哲", """9點去205找小魚聊天～如果小魚不在就去204等她喔。
10點10分再回房間，就醬，掰掰👋""", A, """
orders:
  - {at: "21:00", go: "205", if: {present: 小鱼}, else: {go: "204"}}
  - {at: "22:10", go: home}
""", "condition without a kill; 小魚 is the traditional spelling of 小鱼"),

# ---- 铁柱 (202, north; targets 老周, Huimin): Northeastern (整, 嘎哈, 贼, 咋整, 搁, 瞅, 俺)
("zh08", "铁柱", """GM老妹儿晚上好啊！俺今晚这么整：
八点到九点搁屋里扒窗户瞅花园，九点溜达去204唠嗑，九点四十再回屋，从猫眼瞅走廊。
就这么地，贼拉得劲儿😎""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: peephole}
""", "202 faces north: its window sees the garden; 猫眼 = peephole"),

("zh09", "铁柱", """十点半俺上203找老周，他要是自个儿一个人搁屋，就把他整死；要是屋里还有别人，或者压根没人开门，就拉倒，回屋睡觉。""", A, """
orders:
  - {at: "22:30", go: "203", kill: 老周, if: alone, else: {go: home}}
""", "整死 = kill; the otherwise covers not alone and no answer, exactly the contract's else"),

("zh11", "铁柱", """还有个事儿：今晚不管搁哪旮旯碰着慧敏，边上有没有人都无所谓，直接给她整了。
别的时间俺就搁屋待着，哪也不去，也不往外瞅。""", A, """
standing:
  - {kill: Huimin, if: always}
""", "standing kill all night regardless of others; 慧敏 = Huimin (declared nickname)"),

("zh12", "铁柱", """差十分九点俺下草坪，走东边那个楼梯。九点半上花园溜达溜达，十点整回屋。
嘎哈都行，反正别让俺搁走廊干站着就中😂""", A, """
orders:
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", "差十分九点 = 20:50; a named route longer than the shortest; the corridor is mentioned only as what he does NOT want"),

("zh13", "铁柱", """九点俺去花园，到那儿要是瞅着Huimin搁那儿，俺扭头就回屋；她不在俺就搁花园待着，待到十点再回屋。""", A, """
orders:
  - {at: "21:00", go: garden, if: {absent: Huimin}, else: {go: home}}
  - {at: "22:00", go: home}
""", "condition without a kill, checked on arrival (到那儿)"),

("zh14", "铁柱", """十点前俺屋门谁敲都不开，咋整都不开！
八点半俺去205找小鱼唠嗑，哎不对，八点四十去吧。九点二十回来扒窗户瞅花园。""", A, """
door: closed
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: home, peek: window}
""", "door closed before 22:00; self-correction 八点半 -> 八点四十"),

# ---- 小鱼 (205, south; targets Nora, 铁柱): pinyin abbreviations and English words mixed in
("zh15", "小鱼", """gm晚上好呀～ 今晚的plan如下：
8pm在房间用window看草坪
8:30去204 chill一下
9pm回房间，peephole盯走廊
ok就这样，thx！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", "English words for places and peeking; 8pm/9pm"),

("zh16", "小鱼", """btw 10:10我要去202找Tiezhu，if他一个人在就kill掉，else直接去花园。u1s1有点紧张hhh""", A, """
orders:
  - {at: "22:10", go: "202", kill: 铁柱, if: alone, else: {go: garden}}
""", "Tiezhu = 铁柱 (declared nickname); if/else in English"),

("zh18", "小鱼", """9pm到10:30之间如果碰到Nora一个人就直接kill，其他时间不动手。
行程：9:10去花园，9:40去草坪，10:20回房。""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home}
standing:
  - {kill: Nora, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window"),

("zh19", "小鱼", """door policy：10点前只给Huimin和Nora开门，别人敲门一律不开，nbcs😂
整晚待在205，8点到9点peephole，9点之后换window，10点以后就躺平不看了。""", A, """
door: [Huimin, Nora]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "door list (Huimin is her roommate: written as said); 躺平不看 at 22:00 stops peeking"),

("zh21", "小鱼", """8:20去花园拍照📷，9点去草坪，sry改一下，草坪改成9:10。9:50回205。""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", "self-correction 9:00 -> 9:10; 回205 = home"),

# ---- 老周 (203, south; targets 阿哲, 大飞): elderly, formal, full punctuation
("zh22", "老周", """主持人您好：
我是203的老周。今晚的安排如下：八点整至九点，在本人房间内从窗户观察草坪；九点前往二〇四室，与诸位闲谈；十点返回本人房间，由门孔观察走廊。
麻烦您了，谢谢！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "二〇四室 = 204"),

("zh23", "老周", """您好。今晚九点半，我去草坪散步，十点回房。倘若在草坪上遇见阿哲独自一人，便将其杀死。
其余时间，我都在房间里。谢谢。""", A, """
orders:
  - {at: "21:30", go: lawn, kill: 阿哲, if: alone}
  - {at: "22:00", go: home}
""", "conditional kill without an otherwise, for the lawn order only (在草坪上)"),

("zh24", "老周", """主持人：您好！
晚上十点以前，除白警官外，任何人敲门我都不开。
八点五十分，经西楼梯下楼去花园走走；九点四十分回房，从窗户看草坪。
有劳了。""", A, """
door: [白警官]
orders:
  - {at: "20:50", go: garden, via: [west-stairs]}
  - {at: "21:40", go: home, peek: window}
""", "door list naming a police officer; route 经西楼梯"),

("zh26", "老周", """您好。今晚我整夜留在房中：八点至九点从门孔看走廊，九点以后从窗户看草坪。
另：十点至十一点之间，无论在何处遇见大飞，无论周围有无旁人，均将其杀死。
谢谢。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
standing:
  - {kill: 大飞, if: always, from: "22:00", until: "23:00"}
""", "standing kill with a window, seed 五.7 third form"),

("zh27", "老周", """主持人您好。
八点二十分，我去二〇九室拜访Liam先生；若他不在房中，便改去花园走走。九点整回房休息。
谢谢您。""", A, """
orders:
  - {at: "20:20", go: "209", if: {present: Liam}, else: {go: garden}}
  - {at: "21:00", go: home}
""", "condition without a kill; 二〇九室 = 209"),

("zh28", "老周", """您好。今晚八点半去草坪。——更正：是八点四十分去草坪。九点二十分转往花园，十点回房。
此外，十点前我的房门对所有人开放。谢谢。""", A, """
door: open
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
""", "self-correction (更正); explicit open door (the default)"),

# ---- 大飞 (207, south; targets 小鱼, Nora): gamer slang (苟, 蹲, 带走, 秒, 刀, 泉水)
("zh29", "大飞", """gm晚上好 今晚苟一波🐶
8点-9点窗户蹲草坪，9点切猫眼看走廊，10点开始啥也不看直接躺""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "苟 = stay hidden in; 躺 from 22:00 stops peeking"),

("zh30", "大飞", """冲了兄弟们🔥 10:40去205开团，小鱼落单就直接带走，没落单就撤回自己房间 gg""", A, """
orders:
  - {at: "22:40", go: "205", kill: 小鱼, if: alone, else: {go: home}}
""", "带走 = kill, 落单 = alone; 没落单 covers everything the else covers"),

("zh32", "大飞", """全场buff：今晚不管在哪刷到Nora，旁边有没有人都直接秒了，莽就完事 💀""", A, """
standing:
  - {kill: Nora, if: always}
""", "秒 = kill; standing all night, regardless of others"),

("zh33", "大飞", """8:30走东楼梯下去草坪蹲点，9:10转点去花园，9:40回泉水（就是我房间207）""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home}
""", "route via the east stairs; 泉水 = home, explained by the writer"),

("zh34", "大飞", """10点去草坪卡点，要是小鱼一个人在那就刀了，没在就继续蹲着等她""", A, """
orders:
  - {at: "22:00", go: lawn, kill: 小鱼, if: alone}
""", "刀 = kill; no otherwise: the kill stays armed while he waits (继续蹲着等她)"),

("zh35", "大飞", """10点前门只给小鱼开（她来送人头🤣），别人一律不开。9点去204扒窗户看花园，9:50回房""", A, """
door: [小鱼]
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "21:50", go: home}
""", "a tenant peeking from 204's window (sees the garden)"),

# ---- 白警官 (police, no room: starts in 204): terse report style
("zh36", "白警官", """白警官报到。八点在娱乐室从窗户看花园，九点去草坪巡逻，九点四十去花园，十点半回204。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:30", go: "204"}
""", "police start in 204; window from 204"),

("zh37", "白警官", """今晚行动：八点半去207找大飞问话，大飞不在就去草坪看看。九点半回娱乐室。""", A, """
orders:
  - {at: "20:30", go: "207", if: {present: 大飞}, else: {go: lawn}}
  - {at: "21:30", go: "204"}
""", "police visit with a condition and an otherwise, no kill"),

("zh39", "白警官", """今晚我走西楼梯下去花园，8:10出发，一直待到9:30，再回娱乐室窗户边看着。""", A, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "21:30", go: "204", peek: window}
""", "route via the west stairs from 204 (longer than the shortest)"),

# ---- 秦队 (police, no room): casual northern speech (得嘞, 咱)
("zh40", "秦队", """得嘞，秦队今晚这么安排：八点四十去203找周伯唠唠，九点二十去209敲Liam的门，十点回咱娱乐室，从窗户盯着花园。""", A, """
orders:
  - {at: "20:40", go: "203"}
  - {at: "21:20", go: "209"}
  - {at: "22:00", go: "204", peek: window}
""", "周伯 = 老周 (203)"),

("zh42", "秦队", """今晚咱就在204守着，整晚从窗户看花园，哪也不去。辛苦GM了👍""", A, """
orders:
  - {at: "20:00", peek: window}
""", "an officer staying in 204 all night at the window"),
]

REFUSALS = [
("zh04", "阿哲", """GM～我今天超不想被打擾的說，整晚房門都不要開，就算10點以後有人敲門也不要開喔，拜託拜託🙏
我就待在房間從窗戶看草坪啦。""",
 ["22:00", "10点", "十点", "必须开门", "must open", "after 22"], "a tenant must open the door from 22:00 (五.12)"),
("zh10", "铁柱", """跟你说个事儿，大飞那小子瞅着就埋汰，今晚搁哪碰着他一个人，直接给他削了。
别的时间俺搁屋待着。""",
 ["目标", "target", "老周", "Huimin"], "大飞 is not one of 铁柱's targets (五.10 不可滥杀无辜)"),
("zh17", "小鱼", """8pm到10pm在房间window看草坪，然后11:20pm去草坪看星星✨ 浪漫yyds""",
 ["23:00", "22:50", "23:20", "11点", "时间", "time"], "23:20 is after the night (五.1: 11点之后统统睡觉)"),
("zh20", "小鱼", """9pm去203找周伯，然后就在他房间从窗户看草坪，10pm回来。周伯的窗户view更好hhh""",
 ["自己的房间", "自己房间", "own room", "203"], "peeking only from one's own room (五.3(1) 待在自己房间里向外窥视), or the window of 204"),
("zh25", "老周", """您好。今晚我不出门，整晚在房中从窗户观察花园的动静。劳烦您了。""",
 ["朝南", "草坪", "south", "lawn", "花园", "garden"], "203 faces south: its window sees the lawn, not the garden (三.2)"),
("zh31", "大飞", """9点去东楼梯那蹲着，谁上下楼都看得见，视野拉满，10点回房""",
 ["楼梯", "走廊", "stairs", "corridor"], "nobody may stay on the stairs or in the corridor (八)"),
("zh38", "白警官", """我九点来钟去花园转一圈，十点左右回娱乐室，具体几点看情况吧。""",
 ["具体", "模糊", "确切", "exact", "vague", "10分钟", "10 minutes"], "vague times (九点来钟, 十点左右): an order starts at a given multiple of 10 minutes (五.4)"),
("zh41", "秦队", """九点半我去草坪，要是碰上大飞一个人，直接把他办了，这小子嫌疑最大。""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
]
