"""Chinese cases of the parse124 held-out set.
CASES: (id, sender, message, "accept", expected order-file body without `who`, note)
REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule)"""

CASES = [
# ---- zh01 老赵 (201), 东北话, voice input without punctuation
("zh01", "老赵", """喂 GM 俺今晚这么整啊 八点整就搁屋里趴窗户往外瞅 瞅到八点半 八点半上二零四唠嗑去 一直搁那嘎达待着 九点半回屋 十点往后哪也不去了 就搁屋里从猫眼往外瞅 完事儿""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", "二零四 is room 204 spelled by voice input"),

# ---- zh02 林小雨 (202, north), emoji student
("zh02", "林小雨", """GM宝宝晚上好呀🥳🥳 今晚的安排来啦👇
8:00-8:30 在房间窗边看花园👀
8:30 去204吃瓜🍉
9:10 下楼去花园散步🌸
9:40 回房间
10点以后就躺平啦 不出门了💤💤
爱你哟😘""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home}
""", ""),

# ---- zh03 胖虎 (203), 四川话
("zh03", "胖虎", """GM 老子今晚就是耍哈 八点钟一开始就去草坪耍起 耍到九点 九点去花园转一哈 九点半回屋头 回来就趴到窗子往外头看 看到睡瞌睡为止 莫得其他的了""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: window}
""", ""),

# ---- zh04 钱多多 (207), Cantonese
("zh04", "钱多多", """GM你好 今晚我唔出街啦 成晚喺房度 八點到九點睇窗 九點之後就睇門口個窿 十點之後邊個嚟敲門都開 冇所謂""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "門口個窿 (the hole in the door) is the peephole; opening to all is the default door"),

# ---- zh05 王建国 (209), official with a numbered plan
("zh05", "王建国", """GM同志：现将本人今晚行动安排报告如下：
一、20:00至20:50，在本人房间（209）通过门孔观察走廊及东楼梯情况；
二、20:50前往204室，与同志们开展交流；
三、21:30由204室经东楼梯前往花园；
四、22:00返回本人房间，通过窗户观察草坪。
以上，请予安排。王建国""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home, peek: window}
""", "209's peephole does see the east stairs (seed 五.3(1))"),

# ---- zh06 孟队长 (police, no room), terse
("zh06", "孟队长", """孟。20:00 204看窗。20:40 花园。21:20 草坪。22:00 回204。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "an officer without a room starts in 204"),

# ---- zh07 白晓冬 (police), 台湾用语
("zh07", "白晓冬", """各位晚安～小弟今晚的行程如下喔：八点半先去花园晃一下，看看有没有人鬼鬼祟祟的😎 九点十分绕去草坪那边吹吹风，九点五十再回到餐厅（就是204啦）坐着，从窗户往外看到最后，感恩～""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: "204", peek: window}
""", ""),

("zh09", "老赵", """今晚俺这么整 九点二十上二零三找胖虎 他要是一个人搁屋 就给他整死 要是屋里还有别人 或者压根没人开门 俺就直接上草坪溜达去 十点回屋 还有啊 俺那门谁敲都别开 哦不对 十点以后是得开 那就十点之前谁也不给开""", "accept", """
door: closed
orders:
  - {at: "21:20", go: "203", kill: 胖虎, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "the door sentence is corrected inside the message: closed before 22:00"),

("zh10", "林小雨", """呜呜呜终于要动手了😈😈 九点半我去205找雨果🔪 他一个人的话就👋拜拜了您嘞 不是一个人就算了 去204坐着 装没事人😇 十点半回房间""", "accept", """
orders:
  - {at: "21:30", go: "205", kill: Hugo, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "雨果 is Hugo (declared nickname), not 小雨"),

("zh11", "胖虎", """九点四十我去202找小雨妹儿 她一个人在的话就把她做了 普丽亚也在屋头的话就先摆哈龙门阵 等普丽亚走了再动手 十点二十回来""", "accept", """
orders:
  - {at: "21:40", go: "202", kill: 林小雨, if: alone}
  - {at: "22:20", go: home}
""", "no else: the kill stays armed while he chats, which is what 等普丽亚走了再动手 asks"),

("zh12", "钱多多", """九點半去201搵老趙 如果佢一個人喺度就搞掂佢 唔係就去204飲茶 十點半返房""", "accept", """
orders:
  - {at: "21:30", go: "201", kill: 老赵, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "老趙 (traditional) is 老赵, declared as a nickname"),

("zh14", "王建国", """行动计划（修订版，以此为准，此前所发作废）：
1. 晚八时三十分，前往202室拜访林小雨同志，如其单独在室，即予以处置；如室内另有他人，或无人应门，则转往204室。
2. 晚九时四十分返回本人房间。
3. 晚十时起至结束，通过门孔观察。""", "accept", """
orders:
  - {at: "20:30", go: "202", kill: 林小雨, if: alone, else: {go: "204"}}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: peephole}
""", "replaces an earlier message; 晚八时三十分 is 20:30"),

("zh15", "老赵", """跟你说俺这宿啥也不干 就搁自个屋待着 从窗户瞅草坪 但有一条 整宿不管在哪碰着普丽亚 边上有人没人 都给她整死""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Priya, if: always}
""", "边上有人没人 = always (seed 五.7 无论周围有没有人)"),

("zh16", "林小雨", """今天走苟命路线🐶🐶 全程待在自己房间不出去 8点到9点看窗户 9点到9点半看猫眼 9点半到10点再看窗户 10点以后猫眼看到结束 门谁都不给开🙅‍♀️ 除了普姐💕""", "accept", """
door: [Priya]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", peek: window}
  - {at: "22:00", peek: peephole}
""", "普姐 is Priya, her roommate; written as the list she asked for (it admits the same people as closed)"),

("zh18", "胖虎", """今晚十点到十点四十五 不管在哪点碰到那个澳洲娃儿奥利 只要他是一个人 就弄他 其他时间老子都在屋头不出去 十点之前门关起 哪个敲都不开""", "accept", """
door: closed
standing:
  - {kill: Ollie, if: alone, from: "22:00", until: "22:45"}
""", "a standing window takes any whole minute (22:45); no orders: he stays home"),

("zh19", "钱多多", """今晚門口淨係俾Ollie同埋王生入 其他人敲門唔好開 我八點十分去204坐吓 九點四十返房""", "accept", """
door: [Ollie, 王建国]
orders:
  - {at: "20:10", go: "204"}
  - {at: "21:40", go: home}
""", "王生 (Mr Wong) is 王建国, declared"),

("zh20", "王建国", """关于门禁：二十二时前，仅允许孟队长、白警官及Ollie进入本人房间，其余人员一律不予开门。
关于行动：全晚在本人房间。二十时起通过窗户观察，二十一时起改为门孔观察，二十二时起恢复窗户观察。""", "accept", """
door: [孟队长, 白晓冬, Ollie]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "白警官 is 白晓冬"),

("zh21", "孟队长", """21:00 去209找王建国问话。不开门就回204看窗。22:10 去203。""", "accept", """
orders:
  - {at: "21:00", go: "209", else: {go: "204", peek: window}}
  - {at: "22:10", go: "203"}
""", "a knock with an else for a refused door"),

("zh23", "老赵", """八点四十从西边那楼梯下去上花园 九点十分再从花园去草坪 九点五十回屋 回来走东边那楼梯啊 别走西边 西边那嘎达黑灯瞎火的""", "accept", """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, via: [east-stairs]}
""", "routes by named staircase; the west one is also the shortest"),

("zh24", "林小雨", """今晚9点到10点半之间 不管在哪碰到建国叔 只要多多姐不在旁边 就直接动手🔪🔪 8点10分先去204 在那看窗户🪟 9点50回房间 之后不出门啦""", "accept", """
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:50", go: home}
standing:
  - {kill: 王建国, if: {absent: 钱多多}, from: "21:00", until: "22:30"}
""", "建国叔 is 王建国, 多多姐 is 钱多多; a standing kill with an absent condition"),

("zh25", "胖虎", """八点二十我去205找雨果摆龙门阵 他要是不开门老子就去204 九点二十回屋头""", "accept", """
orders:
  - {at: "20:20", go: "205", else: {go: "204"}}
  - {at: "21:20", go: home}
""", "a visit with an else for a refused door"),

("zh26", "钱多多", """八點半去花園行下 九點去204 十點返房 九點到十點之間喺邊度撞到雨果 佢自己一個嘅話就郁手""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: Hugo, if: alone, from: "21:00", until: "22:00"}
""", "traditional characters (花園, 點)"),

("zh28", "王建国", """一、21:10经西侧楼梯前往草坪；
二、21:50由草坪返回本人房间；
三、21:00至22:30期间，无论在何处遇见Ollie，若其单独一人，即予处置。
其余时间在本人房间，不作观察。""", "accept", """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: home}
standing:
  - {kill: Ollie, if: alone, from: "21:00", until: "22:30"}
""", "无论在何处 is 'wherever'; the condition is 单独一人 (alone), not 无论 (always)"),

("zh29", "白晓冬", """（推了推眼镜）嗯……今晚我打算这样——八点二十先去205拜访一下雨果先生，聊聊他昨天讲的那个英国鬼故事👻 如果他没开门的话我就去207看看。欸不对不对，207住两个人，太吵了，改成去203好了。然后十点整回到餐厅，从窗户看花园，一直看到结束啦～""", "accept", """
orders:
  - {at: "20:20", go: "205", else: {go: "203"}}
  - {at: "22:00", go: "204", peek: window}
""", "the else is corrected inside the message (207 -> 203)"),

("zh30", "林小雨", """8点40去花园 啊不对不对 我改一下 8点50从东楼梯下去花园🌷 9点20去草坪看星星✨✨ 10点回来 走西楼梯 晚安玛卡巴卡🌙""", "accept", """
orders:
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, via: [west-stairs]}
""", "corrected time 8:40 -> 8:50; both staircases named"),

("zh32", "胖虎", """九点差十分下楼去花园 走东边楼梯 十点过十分回来 回来就趴到窗子看草坪 对了 今晚从九点一刻开始 碰到小雨 不管旁边有没得人 都砍了""", "accept", """
orders:
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "22:10", go: home, peek: window}
standing:
  - {kill: 林小雨, if: always, from: "21:15"}
""", "九点差十分 = 20:50, 十点过十分 = 22:10, 九点一刻 = 21:15 (a standing window takes any minute)"),

("zh33", "钱多多", """今晚乜都唔做 喺房度瞓覺 邊個敲門都唔開 聽日見""", "accept", """
door: closed
""", "staying in; closed binds only before 22:00 (seed 五.12), which the GM should tell her"),

("zh34", "王建国", """今晚不动手。21:20前往204，若林小雨同志在204，则留下与其交谈；若不在，则去花园散步。22:10回房。""", "accept", """
orders:
  - {at: "21:20", go: "204", if: {present: 林小雨}, else: {go: garden}}
  - {at: "22:10", go: home}
""", "a condition without a kill"),

("zh36", "老赵", """刚才发那条作废啊 重新来 八点半去花园 九点上二零四 九点四十上二零二找小雨唠嗑 小雨要是不搁屋 俺就上草坪 十点回屋 从猫眼往外瞅""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: "202", if: {present: 林小雨}, else: {go: lawn}}
  - {at: "22:00", go: home, peek: peephole}
""", "replaces an earlier message; a condition without a kill (Priya may open 202 while 小雨 is out)"),

("zh37", "白晓冬", """今晚我就窝在204啦，哪里都不去，整晚从窗户看花园～有人来聊天很欢迎喔，我有带凤梨酥🍍""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "an officer without a room is in 204 already"),

("zh38", "孟队长", """20:10 西楼梯下花园。21:00 回204，走东楼梯。21:30 201找老赵。22:30 回204看窗。""", "accept", """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "21:00", go: "204", via: [east-stairs]}
  - {at: "21:30", go: "201"}
  - {at: "22:30", go: "204", peek: window}
""", ""),

("zh40", "老赵", """九点上二零四 趴窗户瞅花园 瞅到十点 十点回屋 十点半再上二零九找老王唠会嗑 唠到十一点完事""", "accept", """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
  - {at: "22:30", go: "209"}
""", "老王 is 王建国 (declared); a tenant may peek from 204's window"),

("zh41", "白晓冬", """晚上好～今天想说先在204窗边观察一下，八点到十点都在那边看花园。十点十分去201敲老赵的门，十点之后他应该一定要开门吧？哈哈 聊到十点四十再回204，回去就不看窗户了，发呆就好。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00"}
  - {at: "22:10", go: "201"}
  - {at: "22:40", go: "204"}
""", "八点到十点 看花园: the peeking stops at 22:00 (an order with only `at`); after 22:00 a tenant must open"),

("zh42", "林小雨", """今晚计划📝 8点半去204蹲普姐🤭 9点半回房间 10点10分去205找雨果 10点以后 在哪碰到雨果都直接🔪 有没有人都无所谓了 豁出去了😤😤""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
  - {at: "22:10", go: "205"}
standing:
  - {kill: Hugo, if: always, from: "22:00"}
""", "有没有人都无所谓 = always"),
]

REFUSALS = [
("zh08", "老赵", """俺跟你说 十点整俺上二零七 把钱多多给办了 上回她坑俺那事儿俺还记着呢 办完就回屋睡觉""",
 ["目标", "target", "滥杀"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜: 钱多多 is not one of 老赵's targets (胖虎, Priya)"),
("zh13", "林小雨", """今晚贪心一把😏😏 十点先去209把建国叔解决掉 然后转去205把雨果也带走 一晚上送走俩 冲冲冲💪💪""",
 ["只能", "任选", "一人", "one of", "only one", "once"],
 "五.10 每人只能从自己的两个目标中任选一人杀死: she orders both targets (王建国 and Hugo) killed"),
("zh17", "胖虎", """今晚老子哪都不去 就守到屋头 从猫眼盯到西楼梯 看哪个龟儿子上上下下的""",
 ["门前", "正对", "201", "209", "in front of", "own door"],
 "五.3(1) 从门孔只能看见走廊正对自己房间的这一部分（201、209房间能看见楼梯）: 203's peephole sees only its own door spot, not the west stairs"),
("zh22", "钱多多", """今晚好攰 十點前喺房睇窗 十一點半先落去草坪行下 抖吓氣""",
 ["22:50", "23:00", "结束", "end"],
 "五.1 每天晚上8点－11点 (ADJUDICATION 2: orders start 20:00-22:50): 23:30 is after the night"),
("zh27", "王建国", """今晚安排：一、20:30出门，在207与209门口之间的走廊驻留观察，至21:00；二、21:00回房，窗户观察。""",
 ["停留", "逗留", "徘徊", "loiter", "linger", "stand still"],
 "八 不能在走廊里来回走动，或站在走廊里不动: the corridor is not a place to stay (ADJUDICATION 3)"),
("zh31", "老赵", """今晚没啥事 九点来钟上草坪溜达溜达 溜达够了就回来""",
 ["具体", "确切", "准确", "exact", "precise"],
 "五.4 每次行动开始时间必须是10的整数倍: 九点来钟 (about nine-ish) names no slot, and the return has no time at all"),
("zh35", "孟队长", """21:30 去203。胖虎单独在，就地击毙。完事回204。""",
 ["警察", "police", "不能杀", "cannot kill"],
 "五.13 杀人时段警察没有任务 (ADJUDICATION 5: police cannot kill)"),
("zh39", "林小雨", """今晚简单点😌 8:45去花园喂猫🐱 9:30回房间 然后就刷手机啦📱""",
 ["10分钟", "十分钟", "整十", "multiple of 10", "10 minutes"],
 "五.4 每次行动开始时间必须是10的整数倍: 8:45 is off the 10-minute grid"),
]
