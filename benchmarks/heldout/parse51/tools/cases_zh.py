# Chinese cases for parse51 (university 剧本杀 club). CASES: (id, sender, message, None, body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("zh01", "老周", """DM我今晚的：8点到8点半窗户看草坪，8点半换猫眼，9点去204坐着聊，10点回屋一直猫眼。就这些别的没了""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh02", "小敏", """DM～ 我今晚蛮简单的啦，全程待房间，窗户看花园，一直看到结束哦 晚安安""", None, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("zh03", "阿凯", """DM 晚安～ 我今天的行動喔：8:00先在房間用門孔看走廊，8:40去花園晃一下，9:10回房間用窗戶看草坪，後面都不動了，醬子。""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home, peek: window}
""", "繁體, 台灣國語"),
("zh04", "满哥", """DM，我晚上咯：九点二十去203，阿凯一个人在就刀他，有别个人在就莫动手，直接回来。""", None, """
orders:
  - {at: "21:20", go: "203", kill: 阿凯, if: alone, else: {go: home}}
""", "湖南话"),
("zh05", "老周", """盘了一下，今晚不主动出门。但是整晚不管在哪碰到满哥，只要他落单，直接刀。其余时间屋里窗户蹲草坪。""", None, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 满哥, if: alone}
""", ""),
("zh06", "阿Sir", """DM 警察这边我先报：我8点半去花园转转，9点半上204窗户盯花园，10点以后去草坪待着到结束。""", None, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:00", go: lawn}
""", "police without a room"),
("zh07", "小敏", """今晚我的门只给Liam开哦，其他人敲门一律不开（十点前嘛）。然后9点去204一下下，9点40回来窗户看花园～""", None, """
door: [Liam]
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home, peek: window}
""", ""),
("zh08", "大刘", """大刘报到。全程204窗户，一步不动。""", None, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh09", "满哥", """8点50从东边楼梯下去，去草坪，待到9点半回来，回来走西边楼梯。回来之后门孔看走廊咯。""", None, """
orders:
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, via: [west-stairs], peek: peephole}
""", ""),
("zh10", "阿凯", """DM～ 我要在9點半去207找佳慧，如果她一個人在就把她刀了；不是的話就去204坐坐啦。""", None, """
orders:
  - {at: "21:30", go: "207", kill: JiaHui, if: alone, else: {go: "204"}}
""", "nickname 佳慧 = JiaHui"),
("zh11", "老周", """今儿就一条：十点二十去205，满哥在就弄他，不在就回屋。""", None, """
orders:
  - {at: "22:20", go: "205", kill: 满哥, else: {go: home}}
""", ""),
("zh12", "小敏", """嗯…我想想哈。先8点10去草坪，不对不对草坪太显眼了，改成8点10去花园吧。8点40回自己房间，窗户。9点以后就一直猫眼看走廊啦。就这样定了～""", None, """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:40", go: home, peek: window}
  - {at: "21:00", peek: peephole}
""", "self-correction: the garden, not the lawn"),
("zh13", "满哥", """DM咯，我今晚么子都不搞，就在屋里困觉。门莫给别个开。""", None, """
door: closed
""", "closed door only, no orders"),
("zh14", "阿Sir", """警察也要站位的嘛。8点20去草坪蹲着，9点10去花园，9点50回204窗户看到底。""", None, """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: "204", peek: window}
""", ""),
("zh15", "阿凯", """今晚卡時間：9點到10點之間，不管在哪遇到小敏，有沒有人在旁邊都直接刀。其他時間我就在房間，8點開始窗戶看草坪，10點以後換門孔。""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
standing:
  - {kill: 小敏, if: always, from: "21:00", until: "22:00"}
""", ""),
("zh16", "老周", """8点40我去203，要是WeiJie不在那屋就在里面待着唠嗑；WeiJie在的话我就直接去204。""", None, """
orders:
  - {at: "20:40", go: "203", if: {absent: WeiJie}, else: {go: "204"}}
""", "absent condition without a kill"),
("zh17", "小敏", """10点10分去201找老周，他在就动手（管他Oliver在不在，一起在也刀）。老周不在的话就回来窗户看。""", None, """
orders:
  - {at: "22:10", go: "201", kill: 老周, if: always, else: {go: home, peek: window}}
""", ""),
("zh18", "满哥", """晚上安排：8点去204吃东西聊天，8点半去207找JiaHui打牌，9点40回来，10点去草坪，Liam要是一个人在草坪，就把他搞掉。""", None, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:30", go: "207"}
  - {at: "21:40", go: home}
  - {at: "22:00", go: lawn, kill: Liam, if: alone}
""", ""),
("zh19", "大刘", """按老规矩站位：9点去草坪，9点半去花园，10点回204。没了哈""", None, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", ""),
("zh20", "阿凯", """我今天門只給阿Sir開，其他人都不開喔。整晚都待在房間，8點到9點門孔，9點之後窗戶。""", None, """
door: [阿Sir]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("zh21", "老周", """得嘞，今儿我这么走：八点整出门去花园溜达，八点半上草坪，九点整回204，九点半回自个儿屋，门孔盯着，十点以后换窗户。完事儿。""", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "北方话"),
("zh22", "小敏", """Liam那个人我要刀的哦。8点半到9点半之间，如果碰到他一个人，直接动手。其他时间我就待房间，不偷看。""", None, """
standing:
  - {kill: Liam, if: alone, from: "20:30", until: "21:30"}
""", "standing only"),
("zh23", "满哥", """门孔看到八点四十，然后窗户看到九点半，九点半去花圆，十点回来，门孔看到困觉。""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("zh24", "阿Sir", """DM，就一句：10点半去207敲门看看。""", None, """
orders:
  - {at: "22:30", go: "207"}
""", ""),
("zh25", "阿凯", """8點10分走西邊樓梯下去花園，9點回房間。""", None, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "21:00", go: home}
""", ""),
("zh26", "老周", """我这个本盘下来感觉满哥是冲我来的…算了不管。8点先窗户，8点20去205看看满哥，他一个人在就刀，不然就去204。9点回屋猫眼。""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", go: "205", kill: 满哥, if: alone, else: {go: "204"}}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh27", "小敏", """8点去203找阿凯聊天～ 敲门不开就去204等。9点20回房。""", None, """
orders:
  - {at: "20:00", go: "203", else: {go: "204"}}
  - {at: "21:20", go: home}
""", ""),
("zh28", "满哥", """今晚在204一直坐起，从8点坐到11点，窗户看花园。""", None, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("zh29", "大刘", """8点半去201找老周问话，不开门就去草坪。""", None, """
orders:
  - {at: "20:30", go: "201", else: {go: lawn}}
""", ""),
("zh30", "阿凯", """欸我想說，今天整晚如果遇到JiaHui單獨一個人就直接刀她。然後我9點去草坪晃，9點40回房間看窗戶。""", None, """
orders:
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: window}
standing:
  - {kill: JiaHui, if: alone}
""", ""),
("zh31", "老周", """今晚我谁也不开门哈（十点前）。8点半去花园，9点回来，然后猫眼盯到底。""", None, """
door: closed
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("zh32", "小敏", """9点10去204，如果阿Sir在就留下来跟他聊，不在的话就去花园。""", None, """
orders:
  - {at: "21:10", go: "204", if: {present: 阿Sir}, else: {go: garden}}
""", ""),
("zh33", "满哥", """晓得咯，我报一下：8点去202找小敏，她不开就回来。8点40去草坪，9点20回来窗户看到底。""", None, """
orders:
  - {at: "20:00", go: "202"}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", ""),
("zh34", "阿Sir", """9点从东楼梯下去花园，9点40再回204。""", None, """
orders:
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:40", go: "204"}
""", ""),
("zh35", "阿凯", """10點40去202，小敏在就刀，不管旁邊有沒有人。小敏不在就回房間。""", None, """
orders:
  - {at: "22:40", go: "202", kill: 小敏, if: always, else: {go: home}}
""", ""),
("zh36", "老周", """九点四十从西楼梯下去草坪，蹲点到十点半，十点半回屋。""", None, """
orders:
  - {at: "21:40", go: lawn, via: [west-stairs]}
  - {at: "22:30", go: home}
""", ""),
("zh37", "小敏", """差十分九点去草坪，九点半回房间门孔。""", None, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", "差十分九点 = 20:50"),
("zh38", "满哥", """今晚要是碰到阿凯，旁边有冇得人都搞他。我8点半去204，9点半回屋。""", None, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
standing:
  - {kill: 阿凯, if: always}
""", ""),
("zh39", "大刘", """DM我想10点去203敲门，开了就进去坐，没开就去205敲，205也不开就回204。""", None, """
orders:
  - {at: "22:00", go: "203", else: {go: "205", else: {go: "204"}}}
""", "nested else"),
("zh40", "阿凯", """剛剛開完會好累XD 我今天晚上：8點半門孔，9點半去204用窗戶看花園，10點半回房間。就醬，晚安～""", None, """
orders:
  - {at: "20:30", peek: peephole}
  - {at: "21:30", go: "204", peek: window}
  - {at: "22:30", go: home}
""", ""),
("zh41", "老周", """9点20去花园，要是满哥一个人在花园，当场刀了；他不在或者旁边有人就回来。""", None, """
orders:
  - {at: "21:20", go: garden, kill: 满哥, if: alone, else: {go: home}}
""", ""),
("zh42", "小敏", """我今天要蹲点老周!! 9点前在屋里窗户看花园，9点去204坐着，一直到10点，10点去201，老周在就刀掉，不管别人。""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: "201", kill: 老周, if: always}
""", ""),
("zh43", "满哥", """8点20去209找Liam，他屋里只有他一个的话就动手，否则去204。""", None, """
orders:
  - {at: "20:20", go: "209", kill: Liam, if: alone, else: {go: "204"}}
""", ""),
("zh44", "阿Sir", """全晚在204窗户看花园，10点半下去草坪。""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: lawn}
""", ""),
("zh45", "阿凯", """9點一刻以前，路上碰到小敏就刀（有人也照刀）。我8點40去花園，9點10回來，後面門孔。""", None, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home, peek: peephole}
standing:
  - {kill: 小敏, if: always, until: "21:15"}
""", "standing until a quarter past nine"),
("zh46", "老周", """8点50去204，别的不动。""", None, """
orders:
  - {at: "20:50", go: "204"}
""", ""),
("zh47", "小敏", """十点前我只给阿凯和满哥开门哦。整晚待房间，九点前门孔，九点后窗户。""", None, """
door: [阿凯, 满哥]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("zh48", "满哥", """八点去草坪，从西边楼梯走，八点四十回来门孔。十点去203，阿凯一个人就刀，冇得就回来。""", None, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "20:40", go: home, peek: peephole}
  - {at: "22:00", go: "203", kill: 阿凯, if: alone, else: {go: home}}
""", ""),
("zh49", "大刘", """8点从西楼梯下去草坪，9点回204窗户，10点再回草坪待着。""", None, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: lawn}
""", ""),
("zh50", "阿凯", """今晚不出門，8點到10點窗戶，10點以後門孔，門都不開（10點前）。""", None, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
("zh51", "老周", """10点去203，只要WeiJie不在就刀阿凯，别的人在不在无所谓；WeiJie在就先回屋。""", None, """
orders:
  - {at: "22:00", go: "203", kill: 阿凯, if: {absent: WeiJie}, else: {go: home}}
""", ""),
("zh52", "小敏", """8点40去207找JiaHui玩，她不开门就去209找Liam，9点半回房。""", None, """
orders:
  - {at: "20:40", go: "207", else: {go: "209"}}
  - {at: "21:30", go: home}
""", ""),
("zh53", "满哥", """莫笑我哈，我今晚全程站位204，窗户看花园。整晚碰到Liam单独一个就动手。""", None, """
orders:
  - {at: "20:00", go: "204", peek: window}
standing:
  - {kill: Liam, if: alone}
""", ""),
("zh54", "阿Sir", """9点50去花园，10点20上草坪，10点50回204。""", None, """
orders:
  - {at: "21:50", go: garden}
  - {at: "22:20", go: lawn}
  - {at: "22:50", go: "204"}
""", ""),
("zh55", "阿凯", """我跟你說喔，我今天要去202找小敏，10點10分，她有在就刀，旁邊有人也沒差。沒人開門的話就回房間用門孔看。""", None, """
orders:
  - {at: "22:10", go: "202", kill: 小敏, if: always, else: {go: home, peek: peephole}}
""", ""),
("zh56", "老周", """DM，我今晚全流程：
8:00 窗户
8:10 猫眼
8:20 窗户
8:30 去204
9:10 去花园
9:40 回屋 窗户
10:20 去209串门
10:50 回屋
完。""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: window}
  - {at: "22:20", go: "209"}
  - {at: "22:50", go: home}
""", "list form"),
]

REFUSALS = [
("zh57", "老周", """9点去202，把小敏刀了，她一个人在就行。""", ["小敏", "目标", "target"], "五.10 不可滥杀无辜: 老周's targets are 阿凯 and 满哥"),
("zh58", "阿Sir", """警察也能刀人吧？10点去205把满哥刀了，我怀疑他。""", ["警察", "police", "杀", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh59", "满哥", """整晚碰到大刘就搞他咯，他盯我好久了。""", ["大刘", "警察", "police"], "五.10 房客不能杀警察"),
("zh60", "小敏", """7点50先去花园透透气，8点半回来窗户。""", ["7点50", "19:50", "20:00", "8点"], "五.1 the night is 20:00-23:00"),
("zh61", "阿凯", """今天晚一點行動，11點10分再去草坪。""", ["11點10", "11点10", "23:10", "23:00"], "五.1 the night ends at 23:00"),
("zh62", "老周", """8点25出门去204，卡时间就卡这个25。""", ["8点25", "20:25", "10分钟", "10 minutes", "整数倍"], "五.4 an action starts at a multiple of 10 minutes"),
("zh63", "小敏", """今晚全程从窗户看草坪，盯死草坪！""", ["202", "花园", "garden", "朝北", "north"], "三.2 202 faces north: its window sees the garden, not the lawn"),
("zh64", "满哥", """9点去204，从门孔看走廊。""", ["204", "门孔", "peephole"], "五.3(3) in 204 one may only look out of the window"),
("zh65", "阿凯", """9點去205門口的走廊站著蹲點，等滿哥出來。""", ["走廊", "corridor"], "八 不能在走廊里站着不动"),
("zh66", "老周", """10点去东楼梯口蹲着，看谁上下楼。""", ["楼梯", "stairs"], "八 / ADJUDICATION 3: the stairs are never a destination"),
("zh67", "大刘", """9点下一楼大厅看看有没有人。""", ["大厅", "hall", "一楼"], "三.2 一层大厅本游戏中不出现"),
("zh68", "满哥", """9点10去草坪，蹲Liam。哦对了9点10还要去204跟大刘对一下口供。""", ["9点10", "21:10", "一件事", "同一", "one order"], "五.2 每10分钟只能干一件事"),
("zh69", "小敏", """今晚不管几点谁敲门我都不开，10点以后也不开！""", ["10点", "22:00", "必须开门", "must open"], "五.12 晚上10点以后有人敲门必须开门"),
("zh70", "阿凯", """9點去205滿哥房間，用他的門孔看走廊。""", ["205", "自己", "own room", "門孔", "门孔", "peephole"], "五.3(1) peeking only from one's own room"),
]
