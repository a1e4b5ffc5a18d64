# Chinese cases: first-time players (copying the seed's samples loosely, asking, hesitating,
# changing their minds; 河南 / 东北 colour; 婉清 writes 文言-flavoured 书面语).
# CASES: (id, sender, message, "accept", order-file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("zh01", "老杜", """俺第一回玩，照着规则上那个例子写哈：
第一时段活动：8：00－8：19从窗户往外瞅，8：20－8：29从门孔往外看，8：30出发去娱乐室聊天，一直在那儿待着。
第二时段活动：9：00—9：09还在娱乐室，9：10出发去草坪，在那儿玩到9：39，9：40回俺自己房间，从门孔往外看。
第三时段活动：一直留在屋里，从窗户往外看。
中不中？""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "the seed's 五.5 sample, copied loosely"),
("zh02", "铁柱", """咋整啊第一次玩。。那我就这么着：10：20去203，要是婉清一个人在屋里，就把她整死。别的时候我就在自己屋待着啥也不干""", "accept", """
orders:
  - {at: "22:20", go: "203", kill: 婉清, if: alone}
""", None),
("zh03", "婉清", """今夜吾之行止如下：
八时正，自窗外眺；
八时三十分，往花园一游；
九时整，归房，由门孔窥廊下；
十时以后，不复窥视，安坐读书而已。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "22:00: stays home and stops peeking"),
("zh04", "小芸", """我想想啊…8点半去草坪吧，算了还是花园，草坪太远了。就8点半去花园，待到9点，9点回房间从窗户看草坪。然后10点就睡觉了可以吗？""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00"}
""", "the lawn is taken back; 10点睡觉 = stop peeking"),
("zh05", "大鹏", """整宿都这样：不管在哪碰见老杜，只要他身边没别人，就直接整死他。其他时间我就在自己屋里从窗户瞅草坪。""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 老杜, if: alone}
""", None),
("zh06", "刘警官", """警察晚上没任务是吧，那我就溜达溜达。8点我在204从窗户看花园，9点下去花园转一圈，9点半去草坪，10点回204。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
""", None),
("zh07", "老秦", """请问警察晚上能到处走吗？我看规则六.6说可以。那我8点40去202找铁柱唠唠，9点20回204从窗户看着花园，一直到最后。""", "accept", """
orders:
  - {at: "20:40", go: "202"}
  - {at: "21:20", go: "204", peek: window}
""", None),
("zh08", "老杜", """俺寻思了一下，9点去202找铁柱，他要是一个人在屋，就弄死他，不然俺就去花园溜达。恁看中不中？""", "accept", """
orders:
  - {at: "21:00", go: "202", kill: 铁柱, if: alone, else: {go: garden}}
""", None),
("zh09", "铁柱", """今晚我屋谁也不给开门（十点前哈），就Priya能进，她是我哥们儿哈哈。8点到9点从窗户瞅花园，9点以后瞅猫眼。""", "accept", """
door: [Priya]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", None),
("zh10", "婉清", """吾之所欲者，老杜也。九时四十分，往二〇一访之，若其独处一室，则杀之；否则返吾房，自门孔观之。""", "accept", """
orders:
  - {at: "21:40", go: "201", kill: 老杜, if: alone, else: {go: home, peek: peephole}}
""", "二〇一 = 201"),
("zh11", "小芸", """请问一下，杀人一定要在别人房间吗？我看规则说哪里都行。那我就9点20去草坪，碰到泰勒一个人就杀了他。哦不对，还是改成9点半吧，9点20太早了。9点半去草坪，要是Tyler单独一个人就杀了他。10点回房间。""", "accept", """
orders:
  - {at: "21:30", go: lawn, kill: Tyler, if: alone}
  - {at: "22:00", go: home}
""", "9点20 is taken back"),
("zh12", "大鹏", """第一次玩，先保守点。8点10分去204唠嗑，8点50回屋。9点以后猫眼盯着走廊。完事。""", "accept", """
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: home}
  - {at: "21:00", peek: peephole}
""", None),
("zh13", "刘警官", """报告：全晚待在204，8点到9点从窗户看花园，之后就在204坐着聊天。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
""", None),
("zh14", "老秦", """我先去草坪看看地形，8点半出发，走东楼梯，到那儿待到9点10分，然后回204。""", "accept", """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: "204"}
""", None),
("zh15", "老杜", """第一段：8点到8点半在屋里从窗户往外看，8点半到9点用门孔看。
第二段：9点去204喷会儿空儿，9点50回来。
第三段：10点去草坪，10点半回屋，啥也不干睡觉。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:50", go: home}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: home}
""", "喷空儿 = chat (河南话)"),
("zh16", "铁柱", """9点到10点这一个钟头，不管在哪瞅见Harold，旁边有没有人都给他整了。别的时间我就在屋里猫着从猫眼往外瞅。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Harold, if: always, from: "21:00", until: "22:00"}
""", None),
("zh17", "婉清", """八时二十分，由西楼梯下至花园，徘徊至九时，复归房中，临窗远眺草坪。""", "accept", """
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home, peek: window}
""", None),
("zh18", "小芸", """我8点半去203找婉清姐聊天，如果她们不开门我就去204。9点半回来从门孔看。另外我自己屋门谁敲都开哈""", "accept", """
door: open
orders:
  - {at: "20:30", go: "203", else: {go: "204"}}
  - {at: "21:30", go: home, peek: peephole}
""", None),
("zh19", "大鹏", """10点20去203找婉清，她要在屋就整死她，不管旁边有没有人。要是她不在就回我自己屋从窗户看。""", "accept", """
orders:
  - {at: "22:20", go: "203", kill: 婉清, if: always, else: {go: home, peek: window}}
""", None),
("zh20", "刘警官", """我想挨个屋问问话：9点去201，9点20去203，9点40去205，10点回204。""", "accept", """
orders:
  - {at: "21:00", go: "201"}
  - {at: "21:20", go: "203"}
  - {at: "21:40", go: "205"}
  - {at: "22:00", go: "204"}
""", None),
("zh21", "老秦", """就一条：10点去草坪巡逻，一直到结束。""", "accept", """
orders:
  - {at: "22:00", go: lawn}
""", None),
("zh22", "老杜", """一整晚上，只要碰见Tyler，管他周围有人没人，都给他弄死。其他的俺不动，就在屋里头待着。""", "accept", """
standing:
  - {kill: Tyler, if: always}
""", None),
("zh23", "铁柱", """嘎哈呢大伙，我寻思Harold老上草坪溜达。9点40我也去草坪，瞅见Harold自个儿在那就整他。10点回来。""", "accept", """
orders:
  - {at: "21:40", go: lawn, kill: Harold, if: alone}
  - {at: "22:00", go: home}
""", None),
("zh24", "婉清", """今夜门禁：十时以前，唯Priya与小芸可入，余者概不接纳。吾自八时起由门孔窥视，九时改为临窗。""", "accept", """
door: [Priya, 小芸]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", None),
("zh25", "小芸", """先从猫眼看，8点到8点40。然后…我想想…去花园吧。不对不对，花园那边能看到啥，还是去草坪。8点40去草坪，9点20回来，从窗户看。""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", "the garden is taken back"),
("zh26", "大鹏", """8点半到10点半，哪儿碰着婉清一个人，就干掉她。8点半走东楼梯去花园逛逛，9点半回屋。""", "accept", """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:30", go: home}
standing:
  - {kill: 婉清, if: alone, from: "20:30", until: "22:30"}
""", None),
("zh27", "刘警官", """能不能在204一直从窗户看？能的话就这样，全程窗户。""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "a question the rules answer (yes: window from 204)"),
("zh28", "老秦", """8点20去207找大鹏聊聊，他不开门就去花园。9点回204窗户看花园。""", "accept", """
orders:
  - {at: "20:20", go: "207", else: {go: garden}}
  - {at: "21:00", go: "204", peek: window}
""", None),
("zh29", "老杜", """恁好，俺是老杜。俺想着今晚先不动手，摸摸情况。8点半下楼去花园，走西边楼梯，9点整回屋从猫眼瞅着。10点以后换窗户看草坪。""", "accept", """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", None),
("zh30", "铁柱", """之前一直从窗户瞅花园，10点去204坐会儿，10点40回来。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "204"}
  - {at: "22:40", go: home}
""", None),
("zh31", "婉清", """小芸独居205。吾拟于九时五十分往访，若彼独处，即杀之。十时十分归房。""", "accept", """
orders:
  - {at: "21:50", go: "205", kill: 小芸, if: alone}
  - {at: "22:10", go: home}
""", None),
("zh32", "小芸", """看不太懂规则里的窗户门孔，我就一直从窗户看吧，8点到10点。10点以后换门孔。对了我屋门别让大鹏进，其他人无所谓。""", "accept", """
door: [老杜, Harold, 铁柱, 婉清, Priya, Tyler, 刘警官, 老秦, Margaux]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "everyone but 大鹏 (the contract has no deny list)"),
("zh33", "大鹏", """我想想…老杜跟Harold一个屋，不好下手。算了还是试试：9点10去201，老杜要是一个人在就干他，不是的话就去204待着。""", "accept", """
orders:
  - {at: "21:10", go: "201", kill: 老杜, if: alone, else: {go: "204"}}
""", None),
("zh34", "刘警官", """8点40从204出发，走西楼梯下去，到草坪，在那看着。9点半回204。""", "accept", """
orders:
  - {at: "20:40", go: lawn, via: [west-stairs]}
  - {at: "21:30", go: "204"}
""", None),
("zh35", "老秦", """第一时段在204坐着。第二时段9点整去花园，9点30去草坪。第三时段10点10分回到204，从窗户往外瞅。""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204", peek: window}
""", None),
("zh36", "老杜", """俺听说柱子爱去草坪。10点去草坪，要是碰见柱子，甭管有没有人，弄死他。10点半回屋。""", "accept", """
orders:
  - {at: "22:00", go: lawn, kill: 铁柱, if: always}
  - {at: "22:30", go: home}
""", "柱子 = 铁柱 (nickname in game.yaml)"),
("zh37", "铁柱", """8点窗户，8点10分猫眼，8点20窗户，8点30猫眼，8点40窗户，8点50猫眼，之后一直猫眼看到底。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
""", None),
("zh38", "婉清", """九时整，往餐厅，倚窗观园。十时二十分归房。""", "accept", """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:20", go: home}
""", None),
("zh39", "小芸", """我要杀Tyler。10点去209，10点以后他必须开门对吧？他要是一个人在屋里我就杀了他，如果屋里还有别人就回自己房间。""", "accept", """
orders:
  - {at: "22:00", go: "209", kill: Tyler, if: alone, else: {go: home}}
""", None),
("zh40", "大鹏", """整晚都在屋里瞅窗户。""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", None),
("zh41", "刘警官", """9点半去207，大鹏在屋就跟他聊到10点，不开门的话我就回204。10点回204。""", "accept", """
orders:
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: "204"}
""", "a refused officer walks back to 204 anyway"),
("zh42", "老秦", """8点就下去花园待着，10点起回204在窗户那盯着花园到结束。""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", None),
("zh43", "老杜", """俺跟Harold一个屋，俺出去了屋里还有他。8点40去花园，9点20回来。10点40再去草坪。""", "accept", """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home}
  - {at: "22:40", go: lawn}
""", None),
("zh44", "铁柱", """9点去203找婉清，她自个儿在屋就整了她，不然就去草坪遛弯。""", "accept", """
orders:
  - {at: "21:00", go: "203", kill: 婉清, if: alone, else: {go: lawn}}
""", None),
("zh45", "婉清", """敢问：若吾于草坪遇老杜独行，可杀之否？据规则五.7似可。然则：九时三十分往草坪，遇老杜独处则杀之；无论成否，十时归房。""", "accept", """
orders:
  - {at: "21:30", go: lawn, kill: 老杜, if: alone}
  - {at: "22:00", go: home}
""", None),
("zh46", "小芸", """就一个：9点40去204从窗户看花园""", "accept", """
orders:
  - {at: "21:40", go: "204", peek: window}
""", None),
("zh47", "大鹏", """10点以前谁敲门都不开，10点以后按规矩开。我一整晚在屋里，8点到9点半看门孔，9点半以后看窗户。""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", None),
("zh48", "刘警官", """我走东边楼梯去草坪，8点出发，8点半从西边楼梯上来回204。""", "accept", """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "20:30", go: "204", via: [west-stairs]}
""", None),
("zh49", "老秦", """8点半去草坪…不对，草坪晚上黑，去花园吧。8点半去花园，9点去209找Tyler聊聊，9点半回204。""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: "209"}
  - {at: "21:30", go: "204"}
""", "the lawn is taken back"),
("zh50", "老杜", """俺看规矩说10点以后有人敲门必须开。那俺10点10分去209，Tyler在屋就弄死他，屋里有人没人都中。他要不在，俺就回屋。""", "accept", """
orders:
  - {at: "22:10", go: "209", kill: Tyler, if: always, else: {go: home}}
""", None),
("zh51", "铁柱", """8点20去204扒窗户瞅花园，9点回来看猫眼。10点以后看窗户。""", "accept", """
orders:
  - {at: "20:20", go: "204", peek: window}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", None),
("zh52", "婉清", """八时四十分访小芸于205，若无人应门，则转往草坪散步；九时二十分归。""", "accept", """
orders:
  - {at: "20:40", go: "205", else: {go: lawn}}
  - {at: "21:20", go: home}
""", None),
("zh53", "小芸", """我的目标之一是Priya。今晚从9点到10点半，只要在任何地方碰到Priya一个人，我就杀她。另外9点去花园，10点回房间。""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:30"}
""", None),
("zh54", "大鹏", """请问从207去草坪走哪个楼梯近？算了我也不管了，恁…你们看着办，就按最近的走。9点10去草坪，9点50回来。""", "accept", """
orders:
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", "route left to the GM: the shortest (seed 五.8)"),
("zh55", "刘警官", """今晚8点半到202找铁柱问话，铁柱不开门就去201。9点回204。""", "accept", """
orders:
  - {at: "20:30", go: "202", else: {go: "201"}}
  - {at: "21:00", go: "204"}
""", None),
("zh56", "老秦", """第一时段：8:00-8:29在204从窗户往外看，8:30去花园，一直待着。
第二时段：9:10去草坪，9:40回204。
第三时段：10:00以后在204窗户往外看。""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: "204"}
  - {at: "22:00", peek: window}
""", None),
]

REFUSALS = [
("zh57", "老杜", """小芸那妮儿看着不老实，俺9点去205把她弄死，10点回屋。""",
 ["小芸", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (老杜's targets: 铁柱, Tyler)"),
("zh58", "铁柱", """俩目标我都整了：9点去203整死婉清，10点去草坪碰见Harold也整死。""",
 ["一人", "只能", "两个", "one of", "once", "already"], "五.10 只能从两个目标中任选一人 (one kill per game, ADJUDICATION 5)"),
("zh59", "大鹏", """刘警官老盯着我，今晚他要是来我屋，就把他整死。""",
 ["警察", "刘警官", "police"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("zh60", "老秦", """我是警察，9点去草坪，看见大鹏一个人就把他干掉，省得他再杀人。""",
 ["警察", "police", "kill", "杀"], "五.13 杀人时段警察没有任务; ADJUDICATION 5 police cannot kill"),
("zh61", "小芸", """我晚上7点半先去花园透透气，8点回房间从窗户看。""",
 ["7点半", "19:30", "20:00", "8点", "时间", "time"], "五.1 杀人时段是晚上8点－11点"),
("zh62", "婉清", """八时起临窗远眺。十一时二十分，往草坪赏月。""",
 ["十一", "23:20", "11:20", "23:00", "time", "时间"], "五.1 11点之后统统睡觉 (orders start 20:00-22:50)"),
("zh63", "老杜", """8点25去花园溜达，9点回屋。""",
 ["8点25", "20:25", "8:25", "10分钟", "整数倍", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh64", "铁柱", """我9点出屋在走廊里站着，瞅瞅谁进进出出，站到9点半就回屋。""",
 ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),
("zh65", "小芸", """8点半去203找婉清，在她屋里从窗户往外看草坪，9点回来。""",
 ["203", "自己", "own room", "窗户", "window"], "五.3(1) 待在自己房间里向外窥视 (peeking only from one's own room, or the window of 204)"),
("zh66", "刘警官", """我在204从门孔看走廊，一整晚。""",
 ["门孔", "猫眼", "peephole", "204"], "五.3(3) 在204只能向窗外窥视; ORDERS: only `window` from 204"),
("zh67", "婉清", """今夜闭门谢客，自八时至十一时，无论何人叩门，概不开启，十时以后亦然。""",
 ["十时", "10点", "22:00", "开门", "open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh68", "大鹏", """9点下楼去一楼大厅坐会儿，9点半回来。""",
 ["大厅", "一楼", "hall", "lobby", "ground floor"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh69", "老杜", """10点去草坪，走的时候贴着墙根爬过去，匍匐前进，别让人瞅见俺。""",
 ["匍匐", "爬", "crawl"], "五.8 房客不能以匍匐前进等古怪方式防止自己被人看到"),
("zh70", "老秦", """9点去207找大鹏问话，9点去花园看看，9点半回204。""",
 ["9点", "21:00", "一件事", "同一", "one order", "slot"], "五.2 每10分钟之内只能干一件事; ORDERS: one order per 10-minute slot"),
]
