# Chinese cases for parse49: (id, sender, message, "accept", order-file body, note)
# Cast: 阿珍 201 (大鹏, Jake); 老周 202 (幺妹, Priya); Klaus 202 (阿珍, 小鱼); 幺妹 203 (老周, Klaus);
# Jake 203 (大鹏, 小鱼); 大鹏 205 (阿珍, Priya); Priya 207 (Jake, 幺妹); 小鱼 209 (老周, Klaus);
# police Mick, 铁柱, 苏苏 (no room: start in 204).

CASES = [
("zh01", "阿珍", """
GM你好，我今晚嘅安排：
第一时段：8:00-8:19 窗户睇草坪，8:20 换门孔。8:30 去娱乐室坐坐，一直待着。
第二时段：9:10 去花园散下步，9:40 返自己房间，趴窗户看。
第三时段：10:20 去205敲大鹏嘅门，如果佢一个人喺度就杀咗佢；唔系一个人或者冇人开门，就返自己房从门孔看。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
    peek: window
  - at: "22:20"
    go: "205"
    kill: 大鹏
    if: alone
    else: {go: home, peek: peephole}
""", "Cantonese-flavoured seed-style night; the else covers not alone / not there / no answer"),

("zh02", "老周", """
今天晚上老子就在屋头不出去了哈，八点到九点看窗子，九点以后看猫眼，莫得其他的了。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", None),

("zh03", "大鹏", """
俺今晚这么整：八点半上草坪溜达溜达，九点回屋。
十点整去207找Priya唠嗑，她要是就自个儿在屋，直接给她整死。要是她不在或者屋里还有别人，就拉倒，回自己屋待着。
""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
  - at: "22:00"
    go: "207"
    kill: Priya
    if: alone
    else: {go: home}
""", None),

("zh04", "幺妹", """
晚上不管在哪儿碰到老周，只要他是一个人，就把他办了。
其他时间我就在屋头从猫眼看外头嘛，要得。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 老周
    if: alone
""", None),

("zh05", "小鱼", """
九点到十点之间，碰到Klaus就弄死他，旁边有人也无所谓。
行动：八点在屋里猫眼看着，九点下楼去花园转转，然后就一直在花园待着。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
standing:
  - kill: Klaus
    if: always
    from: "21:00"
    until: "22:00"
""", None),

("zh06", "苏苏", """
警察今晚巡逻一下～
八点在204从窗户看花园，九点去草坪，九点半去敲203的门看看，没人开就回204。
十点以后在204待着看窗外。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: "203"
    else: {go: "204"}
  - at: "22:00"
    go: "204"
    peek: window
""", "police start in 204; a refused officer walks back to 204 anyway"),

("zh07", "铁柱", """
俺是警察，整宿就搁204窗户那瞅着花园，哪也不去。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

("zh08", "阿珍", """
8:00-8:50 猫眼
9:00 去花园
9:20 草坪
9:50 返房，窗
10:30 去203，如果Jake系一个人就杀佢，否则返自己房
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "21:50"
    go: home
    peek: window
  - at: "22:30"
    go: "203"
    kill: Jake
    if: alone
    else: {go: home}
""", None),

("zh09", "老周", """
周哥今晚的安排：8点10分去204耍，耍到9点，9点从西楼梯下去到花园，9点半回屋。
十点钟开始看窗子。
还有，Priya要是哪个时候一个人撞到我手上，直接弄死。
""", "accept", """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:00"
    go: garden
    via: [west-stairs]
  - at: "21:30"
    go: home
  - at: "22:00"
    peek: window
standing:
  - kill: Priya
    if: alone
""", None),

("zh10", "大鹏", """
今儿个不出门了，十点以前谁敲门都不开，白搭。就搁屋里猫眼盯着。
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", None),

("zh11", "小鱼", """
得嘞，今儿晚上：8点20去草坪遛弯，8点50回屋从窗户瞅着草坪。
十点半去敲202，老周要是一个人在屋就给丫办了，不是的话就回屋，甭折腾了。
""", "accept", """
orders:
  - at: "20:20"
    go: lawn
  - at: "20:50"
    go: home
    peek: window
  - at: "22:30"
    go: "202"
    kill: 老周
    if: alone
    else: {go: home}
""", None),

("zh12", "幺妹", """
我今天就一句话：十点四十去花园，到了花园要是Klaus在，管他旁边有没得人都动手。
""", "accept", """
orders:
  - at: "22:40"
    go: garden
    kill: Klaus
    if: always
""", None),

("zh13", "铁柱", """
报告GM：俺八点去花园，八点四十去草坪，九点二十回204，十点去敲205大鹏的门唠唠，十点半回204瞅窗户。
""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: "204"
  - at: "22:00"
    go: "205"
  - at: "22:30"
    go: "204"
    peek: window
""", None),

("zh14", "苏苏", """
我今晚主要想盯人。9点去敲201的门，阿珍开门就陪她聊，没人开的话就去花园。
10点回204窗口看花园。
""", "accept", """
orders:
  - at: "21:00"
    go: "201"
    else: {go: garden}
  - at: "22:00"
    go: "204"
    peek: window
""", None),

("zh15", "老周", """
门只给小鱼和铁柱开，其他人敲门一律不开哈（Klaus跟我一个屋他自己进）。
八点到十点看窗子，十点以后看猫眼。
""", "accept", """
door: [小鱼, 铁柱]
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", None),

("zh16", "大鹏", """
九点二十到十点之间，在哪碰上阿珍单独一个人就给她整了。
九点二十出门上花园，十点回来。
""", "accept", """
orders:
  - at: "21:20"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: 阿珍
    if: alone
    from: "21:20"
    until: "22:00"
""", None),

("zh17", "阿珍", """
今晚唔出去啦，成晚喺房间窗口看草坪。门只俾苏苏开，其他人唔开。
""", "accept", """
door: [苏苏]
orders:
  - at: "20:00"
    peek: window
""", None),

("zh18", "小鱼", """
门关着，十点以前谁都不让进（十点以后照规矩开）。
八点到九点半猫眼，九点半以后窗户。
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    peek: window
""", None),

("zh19", "幺妹", """
8点半去204，如果老周也在，就跟他摆龙门阵；他不在的话就去草坪耍。
""", "accept", """
orders:
  - at: "20:30"
    go: "204"
    if: {present: 老周}
    else: {go: lawn}
""", None),

("zh20", "老周", """
九点四十去203找幺妹，Jake不在屋头的话就把幺妹做了，管她屋头还有没得别个。
Jake在、幺妹不在、或者没人开门，都直接回屋。
""", "accept", """
orders:
  - at: "21:40"
    go: "203"
    kill: 幺妹
    if: {absent: Jake}
    else: {go: home}
""", None),

("zh21", "大鹏", """
八点从东楼梯下去上草坪，八点四十走西楼梯回屋，然后一直扒窗户瞅草坪。
""", "accept", """
orders:
  - at: "20:00"
    go: lawn
    via: [east-stairs]
  - at: "20:40"
    go: home
    via: [west-stairs]
    peek: window
""", None),

("zh22", "小鱼", """
从九点一刻到十点三刻，碰到老周，只要他是一个人就办了他。
九点半我去204坐着。
""", "accept", """
orders:
  - at: "21:30"
    go: "204"
standing:
  - kill: 老周
    if: alone
    from: "21:15"
    until: "22:45"
""", None),

("zh23", "苏苏", """
今晚先在204窗口看花园，8:50去草坪，9:30去209敲门，小鱼不开就回204。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: "209"
    else: {go: "204"}
""", None),

("zh24", "阿珍", """
十点到十点五十，在哪碰到Jake都杀，不管旁边有没有人。十点我去204坐着啦。
""", "accept", """
orders:
  - at: "22:00"
    go: "204"
standing:
  - kill: Jake
    if: always
    from: "22:00"
    until: "22:50"
""", None),

("zh25", "老周", """
今晚莫得啥子安排，就八点半去花园逛一哈，九点钟回来屋头，窗子看起。
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: window
""", None),

("zh26", "幺妹", """
八点猫眼，八点十分窗子，八点二十猫眼，八点半窗子，八点四十猫眼，八点五十窗子。
九点以后就在屋头歇到，啥子都不看了。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:10"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "20:50"
    peek: window
  - at: "21:00"
""", "the 21:00 order stops the peeking"),

("zh27", "大鹏", """
十点二十去草坪，要是Priya在那且就她一个，整死她；不是的话（她不在或者有别人）就上花园溜达。
""", "accept", """
orders:
  - at: "22:20"
    go: lawn
    kill: Priya
    if: alone
    else: {go: garden}
""", None),

("zh28", "铁柱", """
俺挨个敲门：九点敲201，九点二十敲203，九点四十敲205，十点敲207，十点二十敲209，十点四十回204。
""", "accept", """
orders:
  - at: "21:00"
    go: "201"
  - at: "21:20"
    go: "203"
  - at: "21:40"
    go: "205"
  - at: "22:00"
    go: "207"
  - at: "22:20"
    go: "209"
  - at: "22:40"
    go: "204"
""", None),

("zh29", "小鱼", """
八点到八点四十从猫眼盯着东楼梯，八点四十去花园，在花园看到Klaus就弄死他，九点二十回来。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: garden
    kill: Klaus
  - at: "21:20"
    go: home
""", None),

("zh30", "阿珍", """
九点半去205敲大鹏门，冇人应就去草坪，有人应就入去倾偈。
""", "accept", """
orders:
  - at: "21:30"
    go: "205"
    else: {go: lawn}
""", None),

("zh31", "老周", """
八点四十去207，Priya一个人在屋头就弄死她，门不开或者她不是一个人就回来。
九点半去草坪耍到十点，十点回屋。
""", "accept", """
orders:
  - at: "20:40"
    go: "207"
    kill: Priya
    if: alone
    else: {go: home}
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
""", None),

("zh32", "大鹏", """
十点去敲201，阿珍屋里就她一个人就给她整了。整不成（没人开、有别人、她不在）就去204待着。
""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: 阿珍
    if: alone
    else: {go: "204"}
""", None),

("zh33", "幺妹", """
九点到花园，要是老周在花园我就直接回屋，他不在就待着。九点半不管咋样都去草坪。
""", "accept", """
orders:
  - at: "21:00"
    go: garden
    if: {absent: 老周}
    else: {go: home}
  - at: "21:30"
    go: lawn
""", None),

("zh34", "小鱼", """
8点50去204看窗外，9点40回家看猫眼，10点10分去202找Klaus，他一个人的话就杀。不管成没成，10点40都回屋。
""", "accept", """
orders:
  - at: "20:50"
    go: "204"
    peek: window
  - at: "21:40"
    go: home
    peek: peephole
  - at: "22:10"
    go: "202"
    kill: Klaus
    if: alone
  - at: "22:40"
    go: home
""", None),

("zh35", "苏苏", """
八点半去草坪，九点十分去花园，九点五十回204，之后一直在204窗口看。
""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: "204"
    peek: window
""", None),

("zh36", "阿珍", """
八点行东边楼梯落花园，八点半返嚟房间，之后睇猫眼。
""", "accept", """
orders:
  - at: "20:00"
    go: garden
    via: [east-stairs]
  - at: "20:30"
    go: home
    peek: peephole
""", None),

("zh37", "老周", """
八点去204，九点回屋头看猫眼。
九点到十一点，只要碰到Priya而且Jake不在场，就弄死她。
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
standing:
  - kill: Priya
    if: {absent: Jake}
    from: "21:00"
    until: "23:00"
""", None),

("zh38", "大鹏", """
门就给警察开（Mick、铁柱、苏苏），别人一概不开。八点到十点扒窗户，十点以后猫眼瞅着。
""", "accept", """
door: [Mick, 铁柱, 苏苏]
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", None),

("zh39", "幺妹", """
我就九点半去草坪，待到十点；在草坪上Klaus要是一个人，就干掉他。其他时候屋头坐起。
""", "accept", """
orders:
  - at: "21:30"
    go: lawn
    kill: Klaus
    if: alone
  - at: "22:00"
    go: home
""", None),

("zh40", "小鱼", """
九点走西楼梯下去草坪，九点四十从东楼梯回来。
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [west-stairs]
  - at: "21:40"
    go: home
    via: [east-stairs]
""", None),

("zh41", "铁柱", """
八点四十去花园，九点去201唠嗑，阿珍不开门就去202。十点回204瞅窗户。
""", "accept", """
orders:
  - at: "20:40"
    go: garden
  - at: "21:00"
    go: "201"
    else: {go: "202"}
  - at: "22:00"
    go: "204"
    peek: window
""", None),

("zh42", "阿珍", """
十点半去草坪，到咗如果Mick喺度就即刻返房，否则就留喺草坪。
""", "accept", """
orders:
  - at: "22:30"
    go: lawn
    if: {absent: Mick}
    else: {go: home}
""", None),

("zh43", "大鹏", """
第一个钟头：8点整猫眼，8点半上204，8点50回屋。
第二个钟头：9点10分上花园，9点30上草坪，9点50回屋扒窗户。
第三个钟头：10点10分去207，Priya在就给她整了，她屋里有旁人也照整不误；她不在就回屋。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "20:50"
    go: home
  - at: "21:10"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "21:50"
    go: home
    peek: window
  - at: "22:10"
    go: "207"
    kill: Priya
    if: always
    else: {go: home}
""", None),

("zh44", "小鱼", """
九点十分出门去203串门，幺妹开门就进去聊，一直待到九点五十，然后去花园。
""", "accept", """
orders:
  - at: "21:10"
    go: "203"
  - at: "21:50"
    go: garden
""", None),

("zh45", "幺妹", """
八点去204耍到十点。十点到十点半回屋，谁都不见，只盯猫眼；
十点半到十一点，在哪碰到Klaus单独一人就干。
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
standing:
  - kill: Klaus
    if: alone
    from: "22:30"
    until: "23:00"
""", None),

("zh46", "老周", """
8点20去花圆，9点回屋，窗子看到10点，10点起猫眼
""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", "typo 花圆 for 花园"),

("zh47", "大鹏", """
九点去202，老周在屋不？在就唠会儿，不在就去204。
""", "accept", """
orders:
  - at: "21:00"
    go: "202"
    if: {present: 老周}
    else: {go: "204"}
""", None),

("zh48", "苏苏", """
苏苏今晚：9:00-10:00草坪，其余时间204。
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", None),

("zh49", "大鹏", """
八点半上204，不对不对，改八点四十。九点半回屋。
""", "accept", """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
""", "a correction in the message: 20:40, not 20:30"),

("zh50", "幺妹", """
哈哈哈今晚好紧张😂 先说好：8点到9点猫眼，9点去找阿珍(201)耍，她不开门我就去204，十点回来窗子看草坪。就这样，晚安各位🙏
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "201"
    else: {go: "204"}
  - at: "22:00"
    go: home
    peek: window
""", None),

("zh51", "小鱼", """
8:30 go 花园, 9:10 go 草坪, 9:50 back home 猫眼. 10点以后 stay 房间 window.
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", None),

("zh52", "阿珍", """
８：００猫眼　８：４０去２０４　９：２０返房窗口
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: "204"
  - at: "21:20"
    go: home
    peek: window
""", "full-width digits and colons"),

("zh53", "铁柱", """
警察这边：八点到九点半在204瞅窗外，九点半去207找Priya，十点二十去花园，十点五十回204。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "207"
  - at: "22:20"
    go: garden
  - at: "22:50"
    go: "204"
""", None),

("zh54", "老周", """
这三个钟头，管他在哪儿，管他旁边有没得人，碰到幺妹就下手。
人嘛八点就过去204待起。
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
standing:
  - kill: 幺妹
    if: always
""", None),

("zh55", "大鹏", """
十点去201，阿珍要是一个人就整了她；整不成就直接上207找Priya，她一个人就整她；都整不成就回屋。
""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: 阿珍
    if: alone
    else:
      go: "207"
      kill: Priya
      if: alone
      else: {go: home}
""", "else inside else"),

("zh56", "苏苏", """
9点50去209找小鱼，她不开门的话我就回204从窗户看花园。
""", "accept", """
orders:
  - at: "21:50"
    go: "209"
    else: {go: "204", peek: window}
""", None),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh57", "阿珍", """
十点去202，老周一个人喺度就杀咗佢。
""", ["老周", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿珍's targets: 大鹏, Jake)"),

("zh58", "铁柱", """
俺今晚要是在草坪碰着大鹏一个人，直接给他办了，反正俺是警察。九点上草坪。
""", ["警察", "police", "不能杀", "cannot kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("zh59", "幺妹", """
苏苏那个警察太烦了，九点我去204，碰到她就把她做了。
""", ["苏苏", "警察", "police"], "五.10 房客不能杀警察 (六.6 凶手不能杀警察)"),

("zh60", "大鹏", """
十一点十分去敲201，阿珍一个人就整了。
""", ["23:10", "11:10", "十一点", "11点"], "五.1 杀人时段是晚上8点-11点，11点之后统统睡觉"),

("zh61", "小鱼", """
七点五十就先下楼去花园等着，九点回屋。
""", ["19:50", "7:50", "七点五十", "8点", "20:00"], "五.1 杀人时段从晚上8点开始"),

("zh62", "老周", """
八点二十五去204，九点回屋头。
""", ["8:25", "20:25", "二十五", "10分钟", "整数倍", "multiple of 10"], "五.4 行动开始时间必须是10的整数倍"),

("zh63", "老周", """
今晚就在屋头从窗子盯着草坪，看哪个龟儿子去草坪。
""", ["草坪", "lawn", "朝北", "north", "花园", "garden"], "三.2 202 is the north-facing room: its window sees the garden, not the lawn"),

("zh64", "苏苏", """
我今晚在204从猫眼看走廊，一直看到十一点。
""", ["猫眼", "门孔", "peephole", "204"], "五.3(3) 在204只能向外窥视（窗户）; ORDERS: only `window` from 204, a peephole only from one's own room"),

("zh65", "阿珍", """
九点去203，喺Jake佢哋房间从窗户睇草坪。
""", ["203", "自己", "own room", "窗"], "五.3(1) 窥视只能待在自己房间里（或在204从窗户）"),

("zh66", "幺妹", """
九点出门，在走廊里站着等老周出来。
""", ["走廊", "corridor"], "八 不能在走廊里来回走动，或站在走廊里不动"),

("zh67", "小鱼", """
九点整我要同时在草坪和花园蹲点，两边都盯着。
""", ["同时", "一件事", "两", "one thing", "two places"], "五.2 每10分钟之内每名房客只能干一件事（一个地点）"),

("zh68", "老周", """
门整晚都锁死，十点以后哪个敲门也不开，老子不怕。
""", ["十点", "10点", "22:00", "必须开门", "must open"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh69", "大鹏", """
今晚阿珍和Priya我俩都要弄死：十点先去201整阿珍，十点半再去207整Priya。
""", ["一人", "一个", "两个", "both", "one of"], "五.10 每人只能从自己的两个目标中任选一人杀死"),

("zh70", "幺妹", """
九点去206串门，待到十点回屋。
""", ["206"], "三.2 二层只有201、202、203、204、205、207、209，没有206"),
]
