# Chinese cases for parse57 (role-players writing in character).
# CASES: (id, sender, message, style, expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("zh01", "沈青衫", """吃罢晚饭，某家回到自己房中。八点整临窗而立，看那草坪上有何动静；八点四十下楼往花园一走，消消食；九点半再到草坪上吹吹夜风。十点回房，从门孔往外瞧，直到安歇。""", "武侠腔 story", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh02", "柳如烟", """戌月初七，晴，风微凉。
今夜无心睡眠。八点半携一卷《诗经》往花园读书，九点十分回房，倚窗看花园里的灯影。十点二十分，往201拜访沈青衫公子——倘若他独自在房中，便取他性命；否则我便径直回房，权当无事。
（日记完）""", "diary", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: home, peek: window}
  - {at: "22:20", go: "201", kill: 沈青衫, if: alone, else: {go: home}}
""", "否则 covers both a failed `alone` (Hendrik shares 201) and 沈青衫 not being there"),
("zh03", "唐小川", """老板，我今晚嘛简单得很：八点钟先在屋头门孔瞄到起，八点半跑去204摆龙门阵，一直摆到十点钟，然后回来睡瞌睡，啥子都不搞了哈。""", "四川话", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", "睡瞌睡: home, not peeking"),
("zh04", "林語彤", """掌櫃您好～今晚我八點到九點都在房裡，從窗戶看草坪。九點整去花園散步，九點四十去草坪看星星🌟，十點半回房間，用門孔看走廊看到結束。謝謝！""", "繁體", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh05", "陆捕头", """陆某今夜并无公务。八点起便在娱乐室凭窗观望花园，九点半到草坪上巡视一圈，十点再回娱乐室坐着，不再看窗。""", "书面语 police", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
""", "police without a room start in 204"),
("zh06", "秦探长", """秦某报备：八点到九点在餐厅坐着喝茶，九点去花园，十点去草坪，待到散场。""", "terse police", """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
""", ""),
("zh07", "沈青衫", """今夜某家要了结一桩旧怨。自八时至十一时，无论何处撞见柳如烟，只要她孤身一人，便一刀了断，绝不拖泥带水。其余时候，某只在房中打坐，不看窗，也不看门。""", "武侠 standing kill", """
standing:
  - {kill: 柳如烟, if: alone, from: "20:00", until: "23:00"}
""", ""),
("zh08", "唐小川", """九点二十我去205找Ambrose那个老外摆哈龙门阵，他要是不开门嘛我就去花园转一圈。九点五十回自己屋头。其他时间就在屋头耍手机（不看窗子也不看门）。""", "四川话 visit", """
orders:
  - {at: "21:20", go: "205", else: {go: garden}}
  - {at: "21:50", go: home}
""", ""),
("zh09", "林語彤", """今晚不想被打擾，十點以前誰敲門都不開喔🙅‍♀️。八點半去204坐坐，九點半回房，從門孔看走廊。""", "繁體 door", """
door: closed
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("zh10", "柳如烟", """掌柜的台鉴：
今夜妾身只在房中，不出门一步。自八点起由窗口望花园，九点起改由门孔看走廊，十点起再回窗口，直至安歇。
柳氏拜上""", "letter", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh11", "唐小川", """八点二十我就出门去草坪吹风，一直吹到十点四十。十点四十我回屋头，要是林語彤一个人在屋头，就把她解决了，干净利落。""", "四川话 kill at home", """
orders:
  - {at: "20:20", go: lawn}
  - {at: "22:40", go: home, kill: 林語彤, if: alone}
""", "no else: the kill stays armed at home"),
("zh12", "陆捕头", """（出戏）20:00-21:00 204窗口看花园；21:00 去花园；21:30 回204继续看窗口。""", "plain out of character", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204", peek: window}
""", ""),
("zh13", "林語彤", """語彤今晚八點二十先去202找柳如煙姐姐聊天（如煙姐沒開門的話，語彤就回房從窗戶看草坪），九點十分去花園，十點回自己房間休息。""", "繁體 third person", """
orders:
  - {at: "20:20", go: "202", else: {go: home, peek: window}}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: home}
""", ""),
("zh14", "沈青衫", """某家今夜足不出户。八点起在窗前观草坪，八点十分转到门孔，如此每十分钟一换，直到九点。九点以后只守在窗前，一夜不换。""", "武侠 alternating peek", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "20:50", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("zh15", "唐小川", """八点四十从东楼梯下去草坪耍，九点四十从西楼梯爬上来回屋头，然后就不动了。""", "四川话 routes", """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, via: [west-stairs]}
""", ""),
("zh16", "柳如烟", """九点半，我将往201拜会沈青衫公子。若他在房里，便下手，不论旁边有谁；若他不在，我就转去娱乐室坐到十点，十点再回房。之前一直在房中，什么也不看。""", "书面语 kill present", """
orders:
  - {at: "21:30", go: "201", kill: 沈青衫, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "kill without if = always; else when he is not there"),
("zh17", "林語彤", """八點整去草坪，十點回來～""", "繁體 one-liner", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "22:00", go: home}
""", ""),
("zh18", "陆捕头", """八点二十去205找Ambrose先生喝茶。九点去207找Roisin小姐，她若不开门就回娱乐室。十点以后一直在娱乐室看窗外花园。""", "police visits", """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:00", go: "207", else: {go: "204"}}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("zh19", "沈青衫", """九时正，某往草坪去。若见Ambrose那厮孤身一人在草坪上，便结果了他；若他不在，某便在草坪上候着。十时回房，临窗而坐，直到夜深。""", "武侠 kill lawn", """
orders:
  - {at: "21:00", go: lawn, kill: Ambrose, if: alone}
  - {at: "22:00", go: home, peek: window}
""", "no else: waits on the lawn with the kill armed"),
("zh20", "唐小川", """今晚九点到十点之间，不管在哪点碰到Hendrik，旁边有人没人都不管，直接把他做了。其他时间我就在屋头窗子边看草坪，一晚上不出门。""", "四川话 standing", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Hendrik, if: always, from: "21:00", until: "22:00"}
""", ""),
("zh21", "林語彤", """X月X日 陰
今晚只讓柳如煙和Roisin進我房間，其他人（十點前）敲門一律不開。我整晚待在房裡，用門孔看走廊。""", "繁體 diary door list", """
door: [柳如烟, Roisin]
orders:
  - {at: "20:00", peek: peephole}
""", "柳如煙 (traditional) is 柳如烟"),
("zh22", "柳如烟", """八点十分，我去娱乐室，立在窗前看花园。九点四十回房。十点整去209，Jaxon若是独自一人，就杀了他，不然就去草坪走走，散散心。""", "书面语 kill else", """
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:40", go: home}
  - {at: "22:00", go: "209", kill: Jaxon, if: alone, else: {go: lawn}}
""", ""),
("zh23", "秦探长", """秦某今夜只在娱乐室窗边守着，看花园，整夜不挪步。""", "police one line", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh24", "沈青衫", """（跳戏一句，懒得写了）
8:00 花园
8:50 回房
9:30 204
10:30 回房 门孔""", "plain list", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: home}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh25", "唐小川", """前头两个钟头我在花园头晃，八点就出门。十点半去201找Hendrik，他一个人在就给他一刀；不是一个人或者根本不在，那就算了，直接回屋头门孔瞄到。""", "四川话 kill else", """
orders:
  - {at: "20:00", go: garden}
  - {at: "22:30", go: "201", kill: Hendrik, if: alone, else: {go: home, peek: peephole}}
""", ""),
("zh26", "林語彤", """從九點四十五分到十點四十五分，如果在任何地方遇到Roisin一個人，就殺了她。行程：八點半去草坪，十點半回房間。""", "繁體 standing quarter", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "22:30", go: home}
standing:
  - {kill: Roisin, if: alone, from: "21:45", until: "22:45"}
""", "standing windows take any whole minute"),
("zh27", "柳如烟", """月上柳梢，如烟独坐窗前，静观花园中人来人往，直至九点。九点，她披上斗篷，悄然下楼步入花园；九点半转往草坪，于断崖边伫立良久。十点四十，方才回房歇息。""", "novel third person", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:40", go: home}
""", ""),
("zh28", "陆捕头", """陆某八点半到201找沈青衫说说话，九点十分到203找唐小川，九点五十回娱乐室。""", "police visits", """
orders:
  - {at: "20:30", go: "201"}
  - {at: "21:10", go: "203"}
  - {at: "21:50", go: "204"}
""", ""),
("zh29", "唐小川", """八点半草坪，九点半花园，十点半回来门孔瞄到""", "terse 四川话", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("zh30", "沈青衫", """今夜十点以前，除了陆捕头，任谁叩门某都不开。某八点去娱乐室小坐，九点回房从门孔张望，十点以后改为临窗。""", "武侠 door list", """
door: [陆捕头]
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("zh31", "林語彤", """八點到十點二十我都在房間窗戶看草坪。十點二十分去202找柳如煙，如果房裡只有她一個人就動手；如果還有別人或她不在，就去204待著。""", "繁體 kill else", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: "202", kill: 柳如烟, if: alone, else: {go: "204"}}
""", ""),
("zh32", "秦探长", """秦某九点从西楼梯下去花园，九点四十从东楼梯上来回餐厅。""", "police routes", """
orders:
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:40", go: "204", via: [east-stairs]}
""", ""),
("zh33", "柳如烟", """八点去204，凭窗看花园。九点二十往203寻林語彤妹妹说话，她若不开门，便回房临窗看花园。""", "书面语 visit else", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:20", go: "203", else: {go: home, peek: window}}
""", ""),
("zh34", "唐小川", """今晚我一直在屋头不出门，窗子看草坪。林語彤回屋的时候，要是屋头只有我们两个，我就动手。""", "四川话 standing at home", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 林語彤, if: alone, from: "20:00", until: "23:00"}
""", ""),
]

REFUSALS = [
("zh35", "唐小川", """九点我去202把柳如烟那个婆娘做了，然后回屋头睡瞌睡。""",
 ["柳如烟", "目标", "target"], "五.10 只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (唐小川's targets: 林語彤, Hendrik)"),
("zh36", "陆捕头", """陆某十点到草坪埋伏，见到沈青衫便就地正法，一刀结果了他。""",
 ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh37", "林語彤", """八點到十一點都在房裡看窗外，十一點二十再去草坪看流星。""",
 ["23:20", "11:20", "十一點", "十一点", "23:00", "22:50"], "五.1 杀人时段为晚上8点-11点，11点之后统统睡觉"),
("zh38", "沈青衫", """某家八时一刻下楼往花园去，九时回房。""",
 ["20:15", "8:15", "一刻", "10分钟", "整十", "multiple of 10"], "五.4 每次行动开始时间必须是10的整数倍"),
("zh39", "柳如烟", """今夜妾身整夜在房中，从窗口看草坪上的动静。""",
 ["草坪", "202", "朝北", "花园", "lawn", "north"], "三.2 朝北的房间(202)从窗户只能看见花园，看不见草坪"),
("zh40", "唐小川", """九点到十点我就站在东楼梯口守到起，看哪个上下楼。其他时间在屋头。""",
 ["楼梯", "stairs", "走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动 (stairs are no destination)"),
("zh41", "林語彤", """今晚誰來敲門都不開，十點以後也一樣不開！我整晚在房裡看門孔。""",
 ["22:00", "十點", "十点", "开门", "開門", "open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("zh42", "沈青衫", """九时某往马厩牵马，溜一圈再回房。""",
 ["马厩", "stable", "地点", "place"], "三 黑马会馆的地点只有客房、204、花园、草坪；没有马厩"),
]
