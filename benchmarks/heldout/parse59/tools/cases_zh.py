# Chinese cases: (id, sender, message, _, expected body, note); refusals: (id, sender, message, reason, rule)
CASES = [
("zh01", "健太", """GMさん、こんばんは。今晚的行动です：
8点从窗户看外面。8点30分去花园，一直在那里。9点回自己的房间，从门孔看。10点以后一直在房间，窗户看。
よろしくお願いします""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", None),
("zh02", "敏智", """GM님 您好~ 我的命令是这样的：
9点20分 我去209房间。如果Omar一个人在的话 杀他。Omar不是一个人 或者不在的话 回我的房间。
其他时间我在房间里 不做什么。谢谢您！！""", None, """
orders:
  - at: "21:20"
    go: "209"
    kill: Omar
    if: alone
    else: {go: home}
""", None),
("zh03", "Sasha", """你好。我今天晚上：8点40去204聊天，待到9点半。9点半我去草坪，在草坪待着到10点。10点我回房间203，看门孔一直到最后。""", None, """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", None),
("zh04", "Linh", """chào GM，今晚Linh的：
8点10分 去花园 我。
8点50分 回房间我的，窗户看草坪。
10点20分 去201房间，敏智如果一个人，杀她。如果不是一个人 或者 不在，去204。
ok cảm ơn""", None, """
orders:
  - at: "20:10"
    go: garden
  - at: "20:50"
    go: home
    peek: window
  - at: "22:20"
    go: "201"
    kill: 敏智
    if: alone
    else: {go: "204"}
""", None),
("zh05", "小周", """今晚plan：8点先在房间window看garden，8:30去204 chill一下，9点10分回房间然后check猫眼，10点去草坪溜达到结束。就这样，thx""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: home
    peek: peephole
  - at: "22:00"
    go: lawn
""", None),
("zh06", "阿杰", """9点之前我在自己房间门孔看着。我9点去garden然后如果小周在那儿而且就他一个人，直接kill掉。没有的话就回房。""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
    kill: 小周
    if: alone
    else: {go: home}
""", None),
("zh07", "Carlos", """hola GM! 我今晚全部时间在房间。10点以前门关着，谁都不要进来。从窗户看草坪，all night. gracias""", None, """
door: closed
orders:
  - at: "20:00"
    peek: window
""", None),
("zh08", "Omar", """GM好，我今晚：整个晚上，不管在哪里遇见阿杰，如果他一个人，就杀死他。
8点半去204，9点半去花园，10点半回去房间。""", None, """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: 阿杰
    if: alone
""", None),
("zh09", "健太", """不好意思、这个是全部的命令です。
9点10分去203号室、和Sashaさん说话。10点回来。然后从门孔看。以上です。""", None, """
orders:
  - at: "21:10"
    go: "203"
  - at: "22:00"
    go: home
    peek: peephole
""", None),
("zh10", "敏智", """GM님~ 今天我很累 所以很简单：一直在房间。门只给健太开 (他是我室友嘛 ㅋㅋ) 还有Linh可以进。8点到9点看窗户，9点以后看门孔。""", None, """
door: [健太, Linh]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", "健太 is a roommate (enters freely anyway); listing him is what the player said"),
("zh11", "Sasha", """我想要：10点10分去201。健太在的话，不管有没有别人，杀他。他不在的话，我去草坪。之前时间我在204一直，从8点开始。""", None, """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:10"
    go: "201"
    kill: 健太
    if: always
    else: {go: lawn}
""", None),
("zh12", "Linh", """GM 你好 今天晚上 我 去 204 九点，看窗户 在那里 到十点。十点 回 房间。谢谢 anh""", None, """
orders:
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
""", None),
("zh13", "小周", """8:00-8:29 房间里门孔watch，8:30 window，9:00出发去lawn，如果Linh在lawn而且alone就干掉她，不然就去garden待着。10:00之后回room睡觉lol""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    go: lawn
    kill: Linh
    if: alone
    else: {go: garden}
  - at: "22:00"
    go: home
""", None),
("zh14", "阿杰", """orders来了：
- 8:20 去203找Sasha聊天
- 8:50 回自己房间
- 9:40 从东楼梯下去草坪
- 10:30 回来，猫眼
有问题call我""", None, """
orders:
  - at: "20:20"
    go: "203"
  - at: "20:50"
    go: home
  - at: "21:40"
    go: lawn
    via: [east-stairs]
  - at: "22:30"
    go: home
    peek: peephole
""", None),
("zh15", "Carlos", """GM，我的今晚：九点我去花园，在花园如果我遇见Omar，他一个人，我杀他。如果没有他，我还在花园待着。十点回房间，看窗户。""", None, """
orders:
  - at: "21:00"
    go: garden
    kill: Omar
    if: alone
  - at: "22:00"
    go: home
    peek: window
""", "no else: the player stays in the garden either way; the kill holds while in the garden (conditions are checked every minute while present), which a standing kill from 21:00 to 22:00 would say almost equally"),
("zh16", "Omar", """我今晚不出门。整晚在209，从门孔看楼梯。谢谢GM""", None, """
orders:
  - at: "20:00"
    peek: peephole
""", None),
("zh17", "刘警官", """警察刘：8点在204从窗户看花园。9点去草坪巡逻。10点去花园。10点半回204。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: garden
  - at: "22:30"
    go: "204"
""", None),
("zh18", "Olga", """Здравствуйте. 我是警察Olga。我今晚8点半去205房间，和阿杰说话。9点半我去203房间。10点半我回去204，看窗户。""", None, """
orders:
  - at: "20:30"
    go: "205"
  - at: "21:30"
    go: "203"
  - at: "22:30"
    go: "204"
    peek: window
""", None),
("zh19", "Nguyen", """GM ơi, Nguyen警察今晚：一直在餐厅，从窗户看外面，全部晚上。""", None, """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", None),
("zh20", "健太", """今晚的予定です：
9点半到10点半之间、在哪里会う小周さん，他一个人的话就杀他。
8点40分行く204。9点20分去花园。10点40分回自己的部屋。""", None, """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:20"
    go: garden
  - at: "22:40"
    go: home
standing:
  - kill: 小周
    if: alone
    from: "21:30"
    until: "22:30"
""", None),
("zh21", "敏智", """GM님~ 今天我的命令：10点50分我去203房间。Sasha在的话杀她，旁边有人也杀。Sasha不在就回来房间。之前全部在房间看窗户。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "22:50"
    go: "203"
    kill: Sasha
    if: always
    else: {go: home}
""", None),
("zh22", "Sasha", """今天我在房间，门孔看，8点到10点。10点开始窗户看，到11点。门：只有Linh进来可以（她和我一个房间）和警察Olga。""", None, """
door: [Linh, Olga]
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", None),
("zh23", "Linh", """em今晚：8点20 去 209 房间 找 Omar。Omar 一个人 的话 杀 他。不是 一个人 或者 不在 的话 回去。回去以后 从门孔 看。9点半 去 草坪，10点 回。""", None, """
orders:
  - at: "20:20"
    go: "209"
    kill: Omar
    if: alone
    else: {go: home, peek: peephole}
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
""", "after the kill (if it happens) the player stays in 209 until 21:30"),
("zh24", "小周", """别给任何人开门 (before 10pm)。8:10去花园，8:40回来window看，9:50去205找阿杰，如果他alone就kill，如果有别人在或者他不在就回家。""", None, """
door: closed
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: home
    peek: window
  - at: "21:50"
    go: "205"
    kill: 阿杰
    if: alone
    else: {go: home}
""", None),
("zh25", "阿杰", """今晚很simple，全程在204 hang out，from 8点到11点。""", None, """
orders:
  - at: "20:00"
    go: "204"
""", None),
("zh26", "Carlos", """GM 你好!! 我今天：8点10分去草坪，8点40分回来我房间。然后9点10分去209，Omar一个人就杀，不是一个人或者他不在，我不杀，回房间。之后我在房间门孔看。""", None, """
orders:
  - at: "20:10"
    go: lawn
  - at: "20:40"
    go: home
  - at: "21:10"
    go: "209"
    kill: Omar
    if: alone
    else: {go: home, peek: peephole}
""", "之后我在房间门孔看 covers the failed branch; after a kill the player stays in 209"),
("zh27", "Omar", """我的行动：8点去花园，经过东楼梯。9点从花园去草坪。9点40回房间，看门孔，一直。如果健太来找我，门开。别人不开。""", None, """
door: [健太]
orders:
  - at: "20:00"
    go: garden
    via: [east-stairs]
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
""", None),
("zh28", "健太", """GMさん：
8点到9点在房间看窗户。
9点从西边的楼梯行く草坪。
9点50分回房间、用猫眼看です。
お疲れ様です""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
    via: [west-stairs]
  - at: "21:50"
    go: home
    peek: peephole
""", None),
("zh29", "敏智", """GM님 오늘 저는... 我今天晚上8点半去花园散步，9点去204吃点东西，9点40去205找阿杰玩，10点20回房。门都开着没关系""", None, """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "21:40"
    go: "205"
  - at: "22:20"
    go: home
""", None),
("zh30", "Sasha", """整个晚上，在哪里见到Carlos，身边没有别人，就杀。行动：9点去207房间，如果Carlos不在，去花园。10点回房间。""", None, """
orders:
  - at: "21:00"
    go: "207"
    if: {present: Carlos}
    else: {go: garden}
  - at: "22:00"
    go: home
standing:
  - kill: Carlos
    if: alone
""", None),
("zh31", "小周", """今晚我8:00 go 203，找Linh，如果她一个人就杀了她，没成功就直接去lawn。10:00回家peephole。""", None, """
orders:
  - at: "20:00"
    go: "203"
    kill: Linh
    if: alone
    else: {go: lawn}
  - at: "22:00"
    go: home
    peek: peephole
""", None),
("zh32", "阿杰", """GM我10点40去202，小周在就kill，有人也无所谓，反正最后了。在这之前一直window看lawn。""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "22:40"
    go: "202"
    kill: 小周
    if: always
""", None),
("zh33", "Omar", """晚上好。我8点20去201房间，和健太聊天，要是他一个人，我杀他。他不在或者有别人的话我回去我房间。9点我去204。10点回房间。""", None, """
orders:
  - at: "20:20"
    go: "201"
    kill: 健太
    if: alone
    else: {go: home}
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
""", None),
("zh34", "Linh", """GM, hôm nay 我 不 想 出去。房间 一直 在。门 只 给 Sasha 开。窗户 看 8点到9点半，9点半以后 门孔 看。""", None, """
door: [Sasha]
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", None),
]

REFUSALS = [
("zh35", "健太", """GMさん、今晚10点我行く205、阿杰さん一个人的话杀します。お願いします""",
 ["阿杰", "目标", "target", "小周", "Carlos"], "五.10 不可滥杀无辜: 阿杰 is not one of 健太's targets (小周, Carlos)"),
("zh36", "刘警官", """刘警官：9点去203，如果Sasha一个人在，我把她干掉。""",
 ["警察", "police", "杀", "kill"], "五.13 / ADJUDICATION 5: police cannot kill"),
("zh37", "Sasha", """我8点15分去花园，9点回房间。""",
 ["8:15", "20:15", "10", "整数倍", "multiple"], "五.4: an order starts on a multiple of 10 minutes"),
("zh38", "Carlos", """今天晚上我10点去草坪，11点20分回房间看窗户。""",
 ["23:20", "11", "晚上", "20:00", "22:50", "night"], "五.1: the night is 20:00-23:00; 23:20 is outside it"),
("zh39", "Linh", """我 8点 在 房间 窗户 看 花园，看 谁 去 花园。9点 去 204。""",
 ["窗户", "花园", "草坪", "window", "garden", "south", "朝南"], "三.2 / 五.3(1): 203 faces south; its window sees the lawn, not the garden"),
("zh40", "阿杰", """9点我出去在走廊里等着，看谁从203出来，10点再回房""",
 ["走廊", "corridor", "八"], "八: nobody may stand in the corridor"),
("zh41", "敏智", """GM님~ 8点半我去一楼大厅 找找东西，9点半回房间。""",
 ["大厅", "一楼", "hall", "ground"], "三.2: the ground-floor hall does not appear in the game; not a place"),
("zh42", "小周", """10点半以后谁敲门我都不开，我要一个人睡觉，门一直关着，10点之后也不开。其他时间在房间看window。""",
 ["10", "22:00", "开门", "open", "五.12"], "五.12: after 22:00 a tenant must open the door"),
]
