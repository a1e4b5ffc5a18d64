# Chinese cases of parse96: (id, sender, message, expect, orders_yaml, note) and
# refusals (id, sender, message, reason_keywords, rule).
# Cast (game/game.yaml): 201 阿杰 (大刘, 嘉欣), 何博 (婉婷, Jax); 202 铁柱 (Pippa, 何博);
# 203 婉婷 (铁柱, 嘉欣), Pippa (阿杰, 大刘); 205 大刘 (婉婷, Jax); 207 嘉欣 (何博, 铁柱);
# 209 Jax (Pippa, 阿杰); police 郑警官, 秦队, Arjun (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
("zh01", "阿杰", """老板晚上好～😄
今晚先苟一下哈哈。八点到八点半在房间里从窗户看看草坪，八点半去204跟大家唠唠嗑，九点半回房间，回来以后就一直趴猫眼上盯着走廊到结束。
就这些，谢啦🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "WeChat chat; 八点到八点半 window, 猫眼 from 21:30 to the end"),

("zh02", "铁柱", """8点窗户 9点204 10点回屋""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "terse; 202 faces north (window sees the garden); no peeking after coming back"),

("zh03", "婉婷", """GM晚上好呀～先唠两句哈，昨天群里大家都在猜谁是凶手，我真的有点慌😅 所以今晚想低调一点。
八点我先在房间里从窗户看草坪，看看有没有人鬼鬼祟祟的；八点五十下楼去花园透透气，走东楼梯哈，西边那个楼梯离201太近了，我不想被那屋的人看见🙈；九点半从花园回房，回来走哪边都行。回到房间以后就从门孔看着走廊，十点以后也一直看着，哪都不去了。
就这样，辛苦啦！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:30", go: home, peek: peephole}
""", "talkative; a named route (东楼梯) one way only, the way back left to the GM (shortest)"),

("zh04", "何博", """今晚行动计划：
1. 20:00 留在房间，从窗户观察草坪（开局走动的人多，先看动向）
2. 20:40 前往204（混在人群里，留个不在场证明）
3. 21:30 前往203，若婉婷单独在房内则杀之；否则转去草坪（这个点203另一位住客大概率在外面）
4. 22:10 回房，从门孔观察走廊直到结束
以上，有疑问请私聊。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: "203", kill: 婉婷, if: alone, else: {go: lawn}}
  - {at: "22:10", go: home, peek: peephole}
""", "strategist: numbered lines with reasons in brackets; conditional kill with an alternative"),

("zh05", "大刘", """那个老板我今天晚上八点四十去花园不对不对是九点四十去花园然后十点十分回房间从猫眼看走廊就这样谢谢老板""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:10", go: home, peek: peephole}
""", "voice input: no punctuation, numbers in words, self-correction 不对是 replaces 八点四十"),

("zh06", "嘉欣", """GM你好呀～今晚我八點去204同大家傾下偈，九點半返房，之後成晚喺房度由窗口睇住個草地。唔該晒🙏""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Cantonese / traditional; 草地 = the lawn, which 207's window faces"),

("zh07", "郑警官", """GM晚上好👮 警察这边报一下今晚行程哈：八点在204从窗户盯着花园，九点下去花园巡一圈，九点四十再去草坪看看，十点二十回204。有啥情况记得告诉我，谢谢！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: "204"}
""", "police without a room: starts in 204, window from 204 sees the garden; no peeking after 22:20 (not asked)"),

("zh08", "阿杰", """哈哈哈今晚要搞事情了😏
9点整我去205找刘哥，他要是一个人在屋里就直接动手；屋里还有别人，或者敲门没人开，我就回自己房间。
不管成没成，九点二十都回自己房间待着，后面哪也不去了。谢谢老板！""", A, """
orders:
  - {at: "21:00", go: "205", kill: 大刘, if: alone, else: {go: home}}
  - {at: "21:20", go: home}
""", "9点整; nickname 刘哥 = 大刘; else covers not alone and no answer; 21:20 home whatever happened"),

("zh09", "婉婷", """唉今天白天被柱子怼了一整天，今晚就决定是他了😤
十点十分我去202敲门（十点以后他必须开门嘿嘿），如果屋里就他一个人就杀了他；要是他不在，或者屋里还有别人，我就去204待着，假装是去聊天的。十点四十回自己房间睡觉。
感觉自己好紧张啊哈哈，拜托了GM～""", A, """
orders:
  - {at: "22:10", go: "202", kill: 铁柱, if: alone, else: {go: "204"}}
  - {at: "22:40", go: home}
""", "nickname 柱子 = 铁柱; after 22:00 the door must open (五.12), said in the chat only"),

("zh10", "秦队", """8:30花园 9:30草坪 10:30回204看窗""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", "terse police; 回204 is the officer's home"),

("zh12", "铁柱", """整晚屋里 猫眼""", A, """
orders:
  - {at: "20:00", peek: peephole}
""", "terse; whole night at home behind the peephole"),

("zh13", "嘉欣", """今晚十點前淨係俾柱子同Pippa入嚟，其他人敲門都唔好開。我八點半去花園行下，九點返房由門孔睇住條走廊，之後唔郁喇。""", A, """
door: [铁柱, Pippa]
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", "Cantonese; door list before 22:00 (十點前, as the seed allows)"),

("zh14", "大刘", """喂老板今晚我九点整去二零三找晚婷聊天她要是一个人在屋里我就把她杀了要是屋里有别人或者没人开门我就去娱乐是待着然后十点半回房间""", A, """
orders:
  - {at: "21:00", go: "203", kill: 婉婷, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "voice input with homophone slips: 晚婷 = 婉婷 (his target, lives in 203), 娱乐是 = 娱乐室 (204)"),

("zh15", "何博", """今晚安排：
1. 全晚：任何地点遇到Jax且周围没有第三人，当场动手。
2. 20:00—20:50 留在房间，门孔观察（201的门孔能看到西楼梯口，谁上下楼一目了然）。
3. 20:50 去204，从窗户观察花园。
4. 21:50 去209拜访Jax；若他不在房里，改去花园。
5. 22:30 回房。""", A, """
standing:
  - {kill: Jax, if: alone, from: "20:00", until: "23:00"}
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: "204", peek: window}
  - {at: "21:50", go: "209", if: {present: Jax}, else: {go: garden}}
  - {at: "22:30", go: home}
""", "strategist; standing kill all night plus a visit with a presence condition and an alternative"),

("zh17", "阿杰", """老板好～今晚我怂一点😂 十点前除了何博谁敲门都不开（十点以后规矩是必须开，那没办法）。我就在房间里待一晚上，前一个小时看窗户，九点以后换猫眼。谢了哈""", A, """
door: [何博]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door list (his roommate only) before 22:00; 前一个小时 = 20:00-21:00"),

("zh18", "郑警官", """今晚想去找几个房客聊聊天，摸摸底😎 八点二十去207找嘉欣，九点去205找大刘，这两家哪家要是不开门我就回204等着。十点以后就回204在窗户那守着。""", A, """
orders:
  - {at: "20:20", go: "207", else: {go: "204"}}
  - {at: "21:00", go: "205", else: {go: "204"}}
  - {at: "22:00", go: "204", peek: window}
""", "police visiting tenants; 不开门 applies to both visits (这两家哪家); 204 is the officer's home"),

("zh20", "婉婷", """跟你说个事，我观察了一下嘉欣好像每天晚上九点多都爱出去溜达（纯属瞎猜哈哈）。所以九点到十点这一个小时里，不管在哪碰见她一个人，就动手。
行程：九点去花园，九点四十去草坪，十点回房，其它时间都在房间里待着。谢谢你呀😊""", A, """
standing:
  - {kill: 嘉欣, if: alone, from: "21:00", until: "22:00"}
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:00", go: home}
""", "standing kill over a window (九点到十点); 九点多 is gossip, not an order"),

("zh21", "嘉欣", """九點十分去201搵何博，如果佢一個人喺度就殺咗佢，如果唔係就去草地行下。十點返房。""", A, """
orders:
  - {at: "21:10", go: "201", kill: 何博, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "Cantonese conditional kill; 如果唔係 covers not alone and not there"),

("zh23", "阿杰", """晚上好老板🌙 今晚不管在哪碰到阿欣，只要她身边没别人就把她做掉。
行程：八点四十去花园溜达，九点二十去草坪，十点回房。谢谢谢谢""", A, """
standing:
  - {kill: 嘉欣, if: alone}
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "standing order (今晚不管在哪), nickname 阿欣 = 嘉欣"),

("zh24", "何博", """计划如下：
1) 20:10 去202找铁柱聊天（目的：试探口风）；若不开门则直接回房。
2) 21:00 回房，从窗户看草坪，看到22:00。
3) 22:00 去草坪，走东楼梯（避开西侧）。
4) 22:40 回房。""", A, """
orders:
  - {at: "20:10", go: "202", else: {go: home}}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home}
""", "strategist; visit, window until the next order, a named route (东楼梯) to the lawn"),

("zh25", "秦队", """十点前在204窗户盯花园 十点去203问话 十点半回204""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "203"}
  - {at: "22:30", go: "204"}
""", "十点前 = from the start until 22:00"),

("zh26", "婉婷", """今晚我不出门啦，外面太吓人了。十点之前只给Pippa和杰哥开门，别人敲门一律不开（Pippa是我室友嘛，本来就能进哈哈）。
整晚就在屋里：八点到九点看窗户，九点到十点看门孔，十点以后就躺平不看了。爱你GM❤️""", A, """
door: [Pippa, 阿杰]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "door list; 杰哥 = 阿杰; 十点以后不看了 = an order with only `at` (stops peeking)"),

("zh27", "铁柱", """九点半花园 何博一个人就杀 不然回屋""", A, """
orders:
  - {at: "21:30", go: garden, kill: 何博, if: alone, else: {go: home}}
""", "terse conditional kill"),

("zh29", "阿杰", """老板，九点半去204坐坐，十点回来。哦不对，算了，改成九点半去花园，十点半再回房间 哈哈改来改去不好意思🙈""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:30", go: home}
""", "correction inside the message (算了，改成) replaces both orders"),

("zh30", "大刘", """老板我今晚就整晚在房间里看窗户吧啊不对前面一个钟头看窗户九点以后看猫眼十点以后就睡觉了啥也不看了""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "voice input; 啊不对 narrows 整晚 to the first hour; 啥也不看了 stops peeking at 22:00"),

("zh33", "婉婷", """我又想了想，还是改一下计划吧（GM你别嫌我烦🙏）。原来说八点半去204，算了不去了，改成八点半去207找嘉欣聊天，她不开门的话我就去花园转转。九点二十回自己房间。然后九点四十去204，待到十点半再回房。嗯就这样定了！""", A, """
orders:
  - {at: "20:30", go: "207", else: {go: garden}}
  - {at: "21:20", go: home}
  - {at: "21:40", go: "204"}
  - {at: "22:30", go: home}
""", "correction (算了不去了，改成); visit with an alternative on no answer; 待到十点半"),

("zh34", "阿杰", """老板晚上好！八点二十去203串个门找婷婷聊天，没人开门的话就去204。九点四十回房。谢啦😘""", A, """
orders:
  - {at: "20:20", go: "203", else: {go: "204"}}
  - {at: "21:40", go: home}
""", "visiting (串个门), 婷婷 = 婉婷 in 203; no kill (she is not his target)"),

("zh35", "铁柱", """10点前谁都不开门 8点半到9点半草坪 然后回屋看窗户""", A, """
door: closed
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "terse; door closed before 22:00 (as the seed allows); 202's window sees the garden"),

("zh36", "嘉欣", """成晚無論喺邊度撞到柱子，唔理隔籬有冇人，都殺咗佢。其他時間我就喺房度，十點半先去204坐下。""", A, """
standing:
  - {kill: 铁柱, if: always}
orders:
  - {at: "22:30", go: "204"}
""", "Cantonese; the seed's third form (无论周围有没有人) = if: always"),

("zh37", "何博", """1. 20:30 前往花园。若Jax在且身边无他人，杀之；否则转去204。
2. 21:20 回房，窗户观察至结束。""", A, """
orders:
  - {at: "20:30", go: garden, kill: Jax, if: alone, else: {go: "204"}}
  - {at: "21:20", go: home, peek: window}
""", "strategist; 否则 covers Jax absent and Jax not alone"),

("zh38", "大刘", """今天晚上不管在哪碰到那个杰克斯就是Jax他身边没人的话就把他干掉然后八点半去草平九点半回来""", A, """
standing:
  - {kill: Jax, if: alone}
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home}
""", "voice input: 杰克斯就是Jax (self-explained), homophone 草平 = 草坪"),

("zh40", "郑警官", """今晚没啥想法哈哈，前半段就在204从窗户盯着花园，九点半去209找Jax问点事，十点回204接着看窗户。辛苦GM了🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "209"}
  - {at: "22:00", go: "204", peek: window}
""", "police: window from 204, a visit, back to 204's window"),

("zh41", "婉婷", """嘿嘿今晚想去找Jax玩😆 八点二十去209，他在屋里的话就陪他聊到九点；他不在我就直接回自己房间。九点回房，然后一直从窗户看草坪直到结束。""", A, """
orders:
  - {at: "20:20", go: "209", if: {present: Jax}, else: {go: home}}
  - {at: "21:00", go: home, peek: window}
""", "presence condition without a kill (Jax is not her target), with an alternative"),

("zh42", "阿杰", """老板晚上好呀 九点十分我去204从窗户往花园看看，九点五十回房。十点半开始从猫眼看走廊，一直到结束。其他时间就在屋里待着不看😄""", A, """
orders:
  - {at: "21:10", go: "204", peek: window}
  - {at: "21:50", go: home}
  - {at: "22:30", peek: peephole}
""", "window from 204 (sees the garden); peephole from 22:30; nothing before 21:10"),
]

REFUSALS = [
("zh11", "阿杰", """老板～今晚我要对婷婷下手了😈 八点半去203，她一个人在屋里就杀了她，不在就回来。拜托拜托🙏""",
 ["目标", "target", "大刘", "嘉欣", "滥杀"],
 "婉婷 is not one of 阿杰's targets (大刘, 嘉欣): 五.10 不可滥杀无辜"),
("zh16", "婉婷", """GM……今晚我谁都不想见😭 门一整晚都给我锁死，十点以后有人敲门我也不开，就装睡，反正他们也不知道我在不在屋里。我就在屋里从窗户看草坪。""",
 ["十点", "10点", "22:00", "必须开门", "must open", "五.12"],
 "after 22:00 a tenant must open the door (五.12); the player explicitly asks to keep it shut after ten"),
("zh19", "铁柱", """九点左右去花园 十点回""",
 ["左右", "具体", "时间", "time", "exact", "vague", "10分钟"],
 "a vague start (九点左右) cannot be placed on a 10-minute slot (五.4); any guess would be a misread"),
("zh22", "大刘", """老板我八点四十五去二零九找杰克斯玩然后九点半回来""",
 ["10分钟", "整数倍", "20:45", "8:45", "四十五", "multiple", "10 minutes"],
 "20:45 is not a multiple of 10 minutes (五.4)"),
("zh28", "嘉欣", """GM晚上好呀～今晚我唔出去喇，成晚喺房度由窗口睇住個花園，睇下邊個落樓。唔該晒！""",
 ["朝南", "草坪", "south", "lawn", "207"],
 "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("zh31", "郑警官", """GM晚上好，今晚换个思路哈，九点到十点我就站在二楼走廊中间守着，谁进谁出一清二楚😎 十点再回204。""",
 ["走廊", "corridor", "站", "stand", "loiter"],
 "nobody may stand in the corridor (八); police included"),
("zh32", "何博", """今晚计划：
1. 20:00—21:00 房内门孔观察。
2. 21:00 去203，婉婷若在房内，杀之。
3. 21:20 去209，Jax若在，亦杀之。（两个目标一晚解决，效率最高）
4. 21:40 回房。""",
 ["只能", "一人", "一次", "only one", "one kill", "两个目标"],
 "a tenant kills only one of the two targets, once (五.10 任选一人)"),
("zh39", "秦队", """9点花园 十一点去草坪转一圈""",
 ["23:00", "十一点", "11点", "22:50", "时间", "time", "结束"],
 "23:00 is when the night ends (五.1 8点－11点; the last slot starts at 22:50)"),
]
