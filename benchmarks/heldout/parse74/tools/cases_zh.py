# Chinese cases: (id, sender, message, "accept", expected body, note) and
# refusals (id, sender, message, reason keywords, rule).
CASES = [
("zh01", "阿杰", "晚上好老大～ 8点半去204坐坐，9点半回屋，然后一直猫眼看着走廊 哈哈", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh02", "小雨", "今晚我就窝在房间里看窗外吧😂 整晚都从窗户看草坪", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "胖虎", "9:00 草坪。9:30 回。", "accept", """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", ""),
("zh04", "老陈", "唉说起来昨天下午我在楼下看到阿杰鬼鬼祟祟的，也不知道在干嘛，反正我是留了个心眼。所以今晚我打算这样：八点先在屋里从窗户看看草坪，八点四十去203找胖虎他们聊聊天，九点二十回自己房间，之后就透过门孔盯着走廊一直到结束。就这样吧，晚安啦", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "203"}
  - {at: "21:20", go: home, peek: peephole}
""", ""),
("zh05", "阿May", "今晚我 8:10 去花園散步，8:50 返房，之後由窗戶望住草坪。", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: home, peek: window}
""", "繁體"),
("zh06", "李sir", "今晚警方安排：\n1. 20:00 在204，从窗户看花园\n2. 21:00 去草坪巡逻\n3. 22:00 回204，继续窗户看花园", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "police without a room start in 204"),
("zh07", "王队", "八点二十去花园看看然后九点去草平十点回娱乐室从窗户往外看就这样", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "voice input; 草平 = 草坪"),
("zh08", "阿杰", "兄弟们我今晚要干票大的 9点10分去203，要是胖虎一个人在就做掉他，不然就回自己屋", "accept", """
orders:
  - {at: "21:10", go: "203", kill: 胖虎, if: alone, else: {go: home}}
""", ""),
("zh09", "小雨", "这三个小时里只要碰到老陈一个人，就直接动手🔪 其他时候就在房间里从猫眼看看", "accept", """
standing:
  - {kill: 老陈, if: alone}
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("zh10", "胖虎", "整晚门孔。门关。", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "terse"),
("zh11", "老陈", "嗯那个我今天晚上八点五十去二零九找汤姆聊天然后九点四十回来十点以后就从窗户看草坪好了", "accept", """
orders:
  - {at: "20:50", go: "209"}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: window}
""", "voice input; 汤姆 = Tom (209)"),
("zh12", "阿May", "我今晚唔出門啦，門口只俾Priya同胖虎入嚟，其他人唔開。成晚喺度睇門孔", "accept", """
door: [Priya, 胖虎]
orders:
  - {at: "20:00", peek: peephole}
""", "Cantonese"),
("zh13", "李sir", "分析：昨晚风声紧，今晚重点盯东侧。\n① 8:00—8:40 在204窗口看花园\n② 8:40 去209拜访Tom\n③ 9:30 去草坪\n④ 10:20 回204", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "20:40", go: "209"}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: "204"}
""", ""),
("zh14", "小雨", "哈哈哈今晚想去找Priya玩～ 8点40去203，她不在的话就去204等她😆，10点回房睡觉", "accept", """
orders:
  - {at: "20:40", go: "203", if: {present: Priya}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", ""),
("zh15", "胖虎", "22:10 去201 杀小雨 她单独才动手 否则回", "accept", """
orders:
  - {at: "22:10", go: "201", kill: 小雨, if: alone, else: {go: home}}
""", "terse"),
("zh16", "阿杰", "8:00-8:30 窗户，8:30-9:00 猫眼，然后9点去花园溜达，9点40回来 睡了睡了", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", ""),
("zh17", "老陈", "今天白天被警察问了一下午，累死我了，嘴都说干了。今晚不折腾了：九点半去草坪吹吹风，到了要是看见阿May一个人在那儿，就……你懂的。十点回屋睡觉。", "accept", """
orders:
  - {at: "21:30", go: lawn, kill: 阿May, if: alone}
  - {at: "22:00", go: home}
""", ""),
("zh18", "王队", "王队报告今晚安排八点去二零一看看阿杰他们九点回娱乐室十点去花园巡一圈十点半回娱乐室完毕", "accept", """
orders:
  - {at: "20:00", go: "201"}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: "204"}
""", "voice input"),
("zh19", "李sir", "今晚简单点：整晚待在204，窗口盯花园，不出去了。", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh20", "阿May", "10點半去203，見到胖虎就殺，唔理有冇人喺度。冇見到佢就返屋企。", "accept", """
orders:
  - {at: "22:30", go: "203", kill: 胖虎, if: always, else: {go: home}}
""", "Cantonese"),
("zh21", "小雨", "今天晚上九点到十点之间在哪碰到Priya都干掉她，不管旁边有没有人😈 8点到9点就窗户看草坪 9点去204玩", "accept", """
standing:
  - {kill: Priya, if: always, from: "21:00", until: "22:00"}
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
""", ""),
("zh22", "阿杰", "今晚8点10分去202找Kev打牌 9点50回来 回来以后窗户看看 晚按", "accept", """
orders:
  - {at: "20:10", go: "202"}
  - {at: "21:50", go: home, peek: window}
""", "晚按 = 晚安"),
("zh23", "胖虎", "八点 204。九点 回屋 猫眼。", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh24", "老陈", "那个今晚我八点就去花园走走九点二十回来然后从门孔看走廊吧十点半再去二零三串个门嗯就这些", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:30", go: "203"}
""", "voice input"),
("zh25", "李sir", "今晚思路：Priya昨天的说法有出入，得当面核对。\n1）8:30 去203，Priya在就留下问话，不在就去204\n2）9:30 去草坪\n3）10:30 回204从窗户看", "accept", """
orders:
  - {at: "20:30", go: "203", if: {present: Priya}, else: {go: "204"}}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", ""),
("zh26", "阿May", "今晚九點先喺房度望窗，十點去204飲嘢傾偈，之後唔返嚟啦", "accept", """
orders:
  - {at: "21:00", peek: window}
  - {at: "22:00", go: "204"}
""", "Cantonese"),
("zh27", "小雨", "8点半去草坪 走东楼梯哈 🌿 9点10分回房间", "accept", """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home}
""", ""),
("zh28", "阿杰", "今晚决定了 十点整去202 Kev在就砍 不管有没有人 不在的话就去草坪", "accept", """
orders:
  - {at: "22:00", go: "202", kill: Kev, if: always, else: {go: lawn}}
""", ""),
("zh29", "胖虎", "全程 见Tom单独 就杀。人在屋 窗户。", "accept", """
standing:
  - {kill: Tom, if: alone}
orders:
  - {at: "20:00", peek: window}
""", "terse"),
("zh30", "王队", "收到 今晚我在二零四待着 八点到九点从窗户看花园 九点以后去草坪那边转转一直到结束", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
""", "voice input"),
("zh31", "老陈", "跟你说个事，我总觉得阿杰在打我主意，所以今晚谁敲门我都不开，十点以后规则说要开那就开吧。我就在屋里一会儿看窗户一会儿看猫眼：8点窗户，8点半猫眼，9点窗户，9点半猫眼，10点以后一直窗户。", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh32", "小雨", "哈喽～今晚8:20去娱乐室，9:00去花园赏月🌕，9:30回房 窗户看草坪", "accept", """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: window}
""", ""),
("zh33", "阿May", "由九點到十點半，喺任何地方見到Priya獨自一人就殺咗佢。其他時間留喺房，門孔睇走廊。", "accept", """
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:30"}
orders:
  - {at: "20:00", peek: peephole}
""", "繁體/Cantonese"),
("zh34", "李sir", "根据昨晚的证词，今晚重点在201和203之间。安排如下：20:00 去201找阿杰问话；20:40 去203；21:20 回204，窗户；22:10 去草坪；22:40 回204。", "accept", """
orders:
  - {at: "20:00", go: "201"}
  - {at: "20:40", go: "203"}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:10", go: lawn}
  - {at: "22:40", go: "204"}
""", ""),
]

REFUSALS = [
("zh35", "阿杰", "9点半在房间里把小雨做了，她就睡我旁边，方便", ["小雨", "目标", "target"], "seed 五.10: only one of one's own two targets (阿杰: 胖虎, Kev)"),
("zh36", "李sir", "今晚8:40去205，老陈要是一个人在就把他干掉，省得夜长梦多", ["警察", "police", "杀", "kill"], "seed 五.13 / ADJUDICATION 5: police cannot kill"),
("zh37", "小雨", "今晚11点半去草坪看星星✨ 其他时间在房间", ["11点半", "23:30", "20:00", "22:50", "11"], "seed 五.1: the night is 20:00-23:00 (slots 20:00-22:50)"),
("zh38", "胖虎", "8:25 去204。", ["8:25", "20:25", "10"], "seed 五.4: a start on a multiple of 10 minutes"),
("zh39", "老陈", "今晚八点半我下楼去一楼大厅坐坐，看看报纸，九点半回来", ["大厅", "hall"], "seed 三.2: the ground-floor hall is not in the game"),
("zh40", "阿May", "九點去204，喺嗰度睇門孔望住走廊", ["門孔", "门孔", "peephole", "204"], "seed 五.3(3) / ORDERS.md: only a window from 204; a peephole only from one's own room"),
("zh41", "王队", "八点半到九点我就站在北走廊那里盯着", ["走廊", "corridor"], "seed 八: nobody stands in the corridor; not a destination"),
("zh42", "阿杰", "今晚在花园要是碰到王队就把他干掉，那家伙太烦了", ["王队", "警察", "police"], "seed 五.10 / 六.6: tenants cannot kill police"),
]
