# (id, sender, message, "accept", order-file body without `who`, note)
CASES = [
("zh01", "大橙子", """晚上好呀各位🤣 我今晚就这样：8点先在屋里从窗户往外看，8点半去204聊天，9点半回屋用猫眼看走廊，然后就不动了 哈哈 就这些~""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("zh02", "阿杰", """9:00 花园。10:00 回房。""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
""", ""),
("zh03", "小鹿", """【小鹿·第一晚行动】
1. 20:00-20:29 门孔观察走廊（201门孔能看到西楼梯，信息量最大）
2. 20:30 去草坪。理由：开局大家都在屋里，草坪反而安全，还能看看谁出门
3. 21:10 回房间，从窗户看草坪，一直看到结束
门：只给三位警官开，其他人一律不开""", "accept", """
door: [林警官, 胖虎, Wei]
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: home
    peek: window
""", "door list: the three officers (roommate 大橙子 enters anyway)"),
("zh04", "老周", """哎呀今天单位加班到七点多，差点忘了发。先说两句啊，我总觉得203那俩人不对劲，昨天群里Priya说话吞吞吐吐的。所以我今晚想去摸摸底：8点40我去203串个门，跟阿Ken和Priya唠唠；9点20我再去204，看看谁在那边晃；10点半我就回自己屋睡觉了，年纪大了熬不动。就这么多，辛苦主持人了！""", "accept", """
orders:
  - at: "20:40"
    go: "203"
  - at: "21:20"
    go: "204"
  - at: "22:30"
    go: home
""", ""),
("zh05", "苏苏", """八点二十去花园转一转然后九点整去草平如果大橙子是一个人就杀了他否则就回自己房间""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
    kill: 大橙子
    if: alone
    else: {go: home}
""", "voice input: 草平 = 草坪"),
("zh06", "阿Ken", """今晚我八點到十點都喺房度由窗口望出去，十點去204傾偈，十點半返房，用門孔睇住條走廊。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "204"
  - at: "22:30"
    go: home
    peek: peephole
""", ""),
("zh07", "林警官", """各位辛苦了～ 我今晚先在204待着，8点到9点趴窗户看花园，9点下去花园溜达一圈，10点去草坪看看，10点40回204""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: "204"
""", "police without a room: starts in 204"),
("zh08", "胖虎", """草坪 全程 👀""", "accept", """
orders:
  - at: "20:00"
    go: lawn
""", "全程 = from 20:00 to the end"),
("zh09", "大橙子", """哈哈 今晚就一条：整晚不管在哪儿，只要碰到阿杰一个人就干掉😏 其他时候就在屋里趴窗户看""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 阿杰
    if: alone
""", ""),
("zh10", "小鹿", """今晚计划：
1）8:00 去202找阿杰
2）如果他一个人在屋里就动手
3）不是一个人的话就改去204
4）9:00 回自己房间，门孔看走廊""", "accept", """
orders:
  - at: "20:00"
    go: "202"
    kill: 阿杰
    if: alone
    else: {go: "204"}
  - at: "21:00"
    go: home
    peek: peephole
""", ""),
("zh11", "阿杰", """门关死。9点半去201 小鹿单独在就做掉 不然回屋""", "accept", """
door: closed
orders:
  - at: "21:30"
    go: "201"
    kill: 小鹿
    if: alone
    else: {go: home}
""", ""),
("zh12", "老周", """主持人啊，我跟你讲，我这人心软，本来不想动手的。但是任务就是任务嘛。前两个小时我就在屋里歇着，啥也不干。到了10点我去草坪，到了那儿只要看见Priya，不管她旁边有没有人，都给她解决了。唉，造孽啊。""", "accept", """
orders:
  - at: "22:00"
    go: lawn
    kill: Priya
    if: always
""", "kill armed while on the lawn, 无论 = always"),
("zh13", "苏苏", """今天晚上我就待在房间里面从门孔看走廊十点以后换成窗户看草坪就这样""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),
("zh14", "阿Ken", """九點半落花園行下，十點半返嚟。道門除咗Priya之外唔好俾人入。""", "accept", """
door: [Priya]
orders:
  - at: "21:30"
    go: garden
  - at: "22:30"
    go: home
""", "Priya is his roommate; door list as written"),
("zh15", "林警官", """简单分析一下：第一晚大家都在试探，花园是下楼必经之地，蹲那儿最划算。所以：
① 8:00 去花园蹲守
② 8:50 回204，窗户看花园
③ 9:40 去草坪
④ 10:20 回204""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:50"
    go: "204"
    peek: window
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: "204"
""", ""),
("zh16", "胖虎", """9点 205 找老周 聊""", "accept", """
orders:
  - at: "21:00"
    go: "205"
""", ""),
("zh17", "大橙子", """在吗在吗 我改一下哈 之前发的作废😂 最终版：8点10分去花园，8点40去草坪，9点20回屋趴窗户，就这样啦 晚安🌙""", "accept", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: home
    peek: window
""", "only the final version counts"),
("zh18", "小鹿", """路线有讲究，请主持人照写：
①20:00 走东楼梯去草坪（不走西楼梯，免得从202门口过）
②20:40 回房间，窗户看草坪
③22:00 改成门孔看走廊""", "accept", """
orders:
  - at: "20:00"
    go: lawn
    via: [east-stairs]
  - at: "20:40"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", "route named: east stairs"),
("zh19", "阿杰", """整晚 见到小鹿 单独 就杀""", "accept", """
standing:
  - kill: 小鹿
    if: alone
""", ""),
("zh20", "老周", """我想好了！九点二十我去201找大橙子聊聊天，她上回说喜欢听我讲年轻时候的事儿。要是屋里就她一个人，那我就动手；要是她不是一个人，我就直接去204待着，喝口茶。十点我回自己屋。""", "accept", """
orders:
  - at: "21:20"
    go: "201"
    kill: 大橙子
    if: alone
    else: {go: "204"}
  - at: "22:00"
    go: home
""", ""),
("zh21", "苏苏", """八点半去二零四聊天九点四十去花园十点二十回房间窗户看草坪谢谢主持人""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:40"
    go: garden
  - at: "22:20"
    go: home
    peek: window
""", "numbers dictated as words"),
("zh22", "阿Ken", """今晚唔出門，成晚喺房。十點之前道門邊個都唔開（十點之後照規矩開）。八點至九點睇窗口，之後轉門孔。""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),
("zh23", "林警官", """收到～今晚我8点20先去202拜访一下阿杰，9点去203，10点回204趴窗户""", "accept", """
orders:
  - at: "20:20"
    go: "202"
  - at: "21:00"
    go: "203"
  - at: "22:00"
    go: "204"
    peek: window
""", ""),
("zh24", "胖虎", """10点 草坪 🌙""", "accept", """
orders:
  - at: "22:00"
    go: lawn
""", ""),
("zh25", "大橙子", """今晚8点半去2o4玩，九点十分去草评吹吹风🌬️ 十点回来哦 门只给小鹿开哈哈哈""", "accept", """
door: [小鹿]
orders:
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: lawn
  - at: "22:00"
    go: home
""", "typos 2o4 = 204, 草评 = 草坪"),
("zh26", "小鹿", """策略：前半段蹲守，后半段出击。
(1) 20:00–21:29 窗户看草坪
(2) 21:30 去202，阿杰单独在就杀，否则回房
(3) 22:00–23:00 在自己房间门孔看走廊""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "202"
    kill: 阿杰
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
("zh27", "阿杰", """8:30 204 窗""", "accept", """
orders:
  - at: "20:30"
    go: "204"
    peek: window
""", ""),
("zh28", "老周", """我那个窗户正对着草坪，视野特别好，所以我基本不出门，整晚在205窗边看草坪。不过呢，从九点到十点半这一段，不管我人在哪儿，只要碰到Priya身边没别人，我就下手。就这样，明天见～""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: Priya
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
("zh29", "苏苏", """主持人你好我今晚是这样的八点整出门走东楼梯到花园然后在花园一直呆到九点半九点半去草坪十点半回房间用门孔看走廊""", "accept", """
orders:
  - at: "20:00"
    go: garden
    via: [east-stairs]
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: home
    peek: peephole
""", ""),
("zh30", "阿Ken", """十點正上201，如果小鹿一個人喺度就做咗佢，唔係就落草坪。""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    kill: 小鹿
    if: alone
    else: {go: lawn}
""", ""),
("zh31", "林警官", """今晚全程在204，从窗户看花园，一直看到结束，有情况明天白天再说👌""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh32", "大橙子", """姐妹们我今晚要宅了🙈 8点到10点猫眼，10点以后窗户。门谁都不开，10点后按规矩开~""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),
("zh33", "阿杰", """8:50 去207找Tom。不开门就去花园。""", "accept", """
orders:
  - at: "20:50"
    go: "207"
    else: {go: garden}
""", "else for a refused door"),
("zh34", "小鹿", """补充一条新思路：
① 20:30 去204
② 阿杰在204的话我就留下跟他聊，他不在我就回房间，窗户看草坪""", "accept", """
orders:
  - at: "20:30"
    go: "204"
    if: {present: 阿杰}
    else: {go: home, peek: window}
""", ""),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh35", "大橙子", """哈哈今晚我要搞事情😈 9点去209，苏苏一个人在的话就把她干掉！""", ["苏苏", "目标", "target"], "五.10: a tenant may kill only one of their two targets (大橙子's: 阿杰, Priya)"),
("zh36", "老周", """主持人，我这人睡得晚，今晚前面都在屋里待着，到了11点10分我再下楼去草坪散散步，醒醒酒。""", ["23:10", "11点", "时间", "time", "20:00"], "五.1: the night is 20:00-23:00; orders start 20:00-22:50"),
("zh37", "小鹿", """1. 20:25 出发去花园（错开整点，别人想不到）
2. 21:00 回房间门孔""", ["20:25", "8:25", "10分钟", "整", "multiple"], "五.4: every start is a multiple of 10 minutes"),
("zh38", "阿杰", """9点 204 林警官一个人 就杀""", ["林警官", "警察", "police"], "五.10 / 六.6: tenants cannot kill police"),
("zh39", "林警官", """今晚我在204守着，8点开始从门孔盯着走廊，看谁出门😎""", ["门孔", "peephole", "窗"], "五.3(3) / ORDERS: from 204 only the window; a peephole only from one's own room"),
("zh40", "苏苏", """九点钟去东楼梯那边站着等人一直站到十点然后回房间""", ["楼梯", "走廊", "stairs", "corridor"], "八: nobody stands in the corridor or on the stairs"),
("zh41", "阿Ken", """今晚成晚喺房，由窗口睇住個花園，睇下邊個落樓。""", ["花园", "花園", "草坪", "窗", "garden", "south", "lawn"], "三.2: 203 faces south; its window sees the lawn, not the garden"),
("zh42", "小鹿", """今晚防守为主：
1. 全程待在房间，窗户看草坪
2. 门一律不开，22:00以后也不开，谁敲都不开""", ["22", "10点", "开门", "must open", "open"], "五.12: after 22:00 a tenant must open the door"),
]
