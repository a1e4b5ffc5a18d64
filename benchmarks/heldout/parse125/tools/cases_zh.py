# Chinese cases of the parse125 held-out set.
# CASES: (id, sender, message, "accept", expected order file body (without `who:`), note)
# REFUSALS: (id, sender, message, reason keywords (zh and en alternatives), rule)
# Cast (game/game.yaml):
#   201 south: 赵铁柱 (林晓雯, Mateo), Priya (Oliver, 孙小美)
#   202 north: 林晓雯 (赵铁柱, 钱多多)
#   203 south: 黄伟文 (Priya, 孙小美), Oliver (黄伟文, Mateo)
#   205 south: 钱多多 (林晓雯, Oliver)
#   207 south: Mateo (Priya, 钱多多)
#   209 south: 孙小美 (赵铁柱, 黄伟文)
#   police, no room (start in 204): 狄仁杰, Marlowe, 韩梅梅
# Voices: 赵铁柱 东北话 by voice input (no punctuation); 林晓雯 emoji-heavy student;
# 黄伟文 Cantonese in traditional characters; 钱多多 terse veteran; 孙小美 台湾用语 in
# traditional characters, role-play storyteller; 狄仁杰 official with numbered plans;
# 韩梅梅 四川话.

CASES = [
# ---------------------------------------------------------------- 赵铁柱 (201)
("zh01", "赵铁柱", """
八点到八点二十我就搁屋里扒窗户往外瞅 八点二十以后换猫眼瞅 八点半上娱乐室唠嗑去 一直搁那待着 九点十分上草坪溜达溜达 九点四十回屋 猫眼瞅着 十点以后就搁屋里扒窗户瞅吧 完事儿睡觉
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "21:10"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "the seed's sample night (五.5) said in 东北话 by voice input, no punctuation"),

("zh02", "赵铁柱", """
十点二十我上202找晓雯 她要是一个人搁屋就给她整了 不是一个人我就回来 猫眼瞅着 之前一直搁屋待着啥也不干
""", "accept", """
orders:
  - at: "22:20"
    go: "202"
    kill: 林晓雯
    if: alone
    else:
      go: home
      peek: peephole
""", "conditional kill with an otherwise that peeks; nickname 晓雯; the rest of the night is the default"),

("zh03", "赵铁柱", """
九点整去花园溜达 碰着马特要是就他一个人就把他干掉 十点回屋 扒窗户瞅草平
""", "accept", """
orders:
  - at: "21:00"
    go: garden
    kill: Mateo
    if: alone
  - at: "22:00"
    go: home
    peek: window
""", "kill armed while in the garden, no otherwise; voice-input typo 草平 (草坪): a south room's window sees the lawn"),

("zh04", "赵铁柱", """
今儿晚上就一句话 不管搁哪碰着晓雯 不管边上有没有人 直接整死她 别的时候我就搁屋里猫眼瞅着
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 林晓雯
    if: always
""", "standing kill, always, all night (seed 五.7's third example)"),

("zh05", "赵铁柱", """
十点之前就给小美和多多开门 别人敲门一概不开 八点四十我上二零四唠嗑 九点半回屋扒窗户瞅
""", "accept", """
door: [孙小美, 钱多多]
orders:
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", "door list before 22:00 by nicknames; 二零四 as voice input writes 204"),

("zh06", "赵铁柱", """
八点半上草坪 哎不对不对 八点五十去 打西楼梯下去 到那待到九点半再回屋
""", "accept", """
orders:
  - at: "20:50"
    go: lawn
    via: [west-stairs]
  - at: "21:30"
    go: home
""", "correction inside the message (8:30 -> 8:50); route by the west stairs"),

("zh07", "赵铁柱", """
九点二十上207敲马特的门 他开门我就进去唠会儿 他要不开我就上娱乐室待着 十点回屋
""", "accept", """
orders:
  - at: "21:20"
    go: "207"
    else:
      go: "204"
  - at: "22:00"
    go: home
""", "a visit (knock) with an otherwise for a shut door, no kill"),

("zh08", "赵铁柱", """
哈哈哈昨儿那局太逗了老王让人整死在草坪上 行了说正事 今晚上我八点四十回屋待着 那之前嘛 八点整先上花园待二十分钟 完了上草坪 回屋以后就不出来了 啥也不瞅 睡觉
""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:20"
    go: lawn
  - at: "20:40"
    go: home
""", "chatter first; orders told out of time order; durations (待二十分钟)"),

("zh09", "赵铁柱", """
八点半开始我就搁娱乐室待着 十点半回屋 九点到十点半之间要是碰着马特 就他一个人的话就给他整了 有人就算了
""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "22:30"
    go: home
standing:
  - kill: Mateo
    if: alone
    from: "21:00"
    until: "22:30"
""", "standing kill with a window, alone"),

("zh10", "赵铁柱", """
九点五十上203找阿文 门不开我就上草坪 打东楼梯下去
""", "accept", """
orders:
  - at: "21:50"
    go: "203"
    else:
      go: lawn
      via: [east-stairs]
""", "knock with an otherwise that names a route (east stairs)"),

# ---------------------------------------------------------------- 林晓雯 (202, north)
("zh11", "林晓雯", """
uu们我今晚的行动来啦🥳
8点先在房间里从窗户看花园👀
8点半去204找人聊天☕️
9点回房间换猫眼盯走廊🚪
10点以后再换回窗户👀
冲鸭！！
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "202 faces north: its window sees the garden"),

("zh12", "林晓雯", """
嘿嘿嘿今晚要搞事情了😈😈
10:40去205找多多 如果只有她一个人就🔪
不是的话就去花园溜一圈🌸
其他时间窝在房间里刷手机📱（不看窗户不看猫眼）
""", "accept", """
orders:
  - at: "22:40"
    go: "205"
    kill: 钱多多
    if: alone
    else:
      go: garden
""", "the kill said with an emoji; otherwise the garden"),

("zh13", "林晓雯", """
今天有点怕😱😱 10点前谁来敲门都不开！！！🙅‍♀️
整晚都在房间 窗户和猫眼轮流看 每十分钟换一次 从窗户开始哈
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "20:10"
    peek: peephole
  - at: "20:20"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "20:50"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "21:10"
    peek: peephole
  - at: "21:20"
    peek: window
  - at: "21:30"
    peek: peephole
  - at: "21:40"
    peek: window
  - at: "21:50"
    peek: peephole
  - at: "22:00"
    peek: window
  - at: "22:10"
    peek: peephole
  - at: "22:20"
    peek: window
  - at: "22:30"
    peek: peephole
  - at: "22:40"
    peek: window
  - at: "22:50"
    peek: peephole
""", "door closed; window and peephole in turn every 10 minutes all night (seed 五.3(1))"),

("zh14", "林晓雯", """
8点40去草坪看星星✨
9点半回房间
然后9点半到10点半 不管在哪碰到柱子 只要他是一个人 就直接送走🔪👋
""", "accept", """
orders:
  - at: "20:40"
    go: lawn
  - at: "21:30"
    go: home
standing:
  - kill: 赵铁柱
    if: alone
    from: "21:30"
    until: "22:30"
""", "standing kill with a window; 送走 + knife emoji for the kill; nickname 柱子"),

("zh15", "林晓雯", """
9:10去203找阿文打游戏🎮 他在的话我就待那儿 不在的话我就去204等他
""", "accept", """
orders:
  - at: "21:10"
    go: "203"
    if:
      present: 黄伟文
    else:
      go: "204"
""", "a condition without a kill (present), with an otherwise"),

("zh16", "林晓雯", """
刚才那条作废作废🙈🙈 以这条为准！
8点50去花园 9点20回来看猫眼 就这些～
""", "accept", """
orders:
  - at: "20:50"
    go: garden
  - at: "21:20"
    go: home
    peek: peephole
""", "replaces an earlier message: only this one counts"),

("zh17", "林晓雯", """
8点整出门 走东楼梯下去到草坪（西边那个楼梯老有人蹲😂）在草坪待到9点 然后去204
""", "accept", """
orders:
  - at: "20:00"
    go: lawn
    via: [east-stairs]
  - at: "21:00"
    go: "204"
""", "route by the east stairs from a room nearer the west stairs"),

("zh18", "林晓雯", """
差十分九点去204喝奶茶🧋 十点整回房间 从窗户看花园🌙
""", "accept", """
orders:
  - at: "20:50"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
""", "差十分九点 = 20:50; 十点整"),

("zh19", "林晓雯", """
10点10分去201🚪 要是普姐不在 就把柱子🔪 普姐在的话就算了 直接去204
""", "accept", """
orders:
  - at: "22:10"
    go: "201"
    kill: 赵铁柱
    if:
      absent: Priya
    else:
      go: "204"
""", "a kill on the condition that someone is absent (the target's roommate)"),

("zh20", "林晓雯", """
今晚10点前只给梅梅和狄大人开门👮‍♀️👮 其他人都不开
8点半到9点半看猫眼 9点半到10点看窗户 10点去204凑热闹😆
""", "accept", """
door: [韩梅梅, 狄仁杰]
orders:
  - at: "20:30"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "22:00"
    go: "204"
""", "door list of two police officers by nicknames; peeking from 20:30 only"),

# ---------------------------------------------------------------- 黄伟文 (203, Cantonese)
("zh21", "黄伟文", """
我八點半去204傾偈，傾到九點半就返房，由窗口望住個草地。
""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", "Cantonese; 草地 for the lawn, 窗口 for the window"),

("zh22", "黄伟文", """
十點去209搵小美，如果得佢一個人喺度就做咗佢，唔係嘅話就返自己房由貓眼睇住條走廊。
""", "accept", """
orders:
  - at: "22:00"
    go: "209"
    kill: 孙小美
    if: alone
    else:
      go: home
      peek: peephole
""", "Cantonese conditional kill (做咗佢) with an otherwise"),

("zh23", "黄伟文", """
十點之前淨係俾Oliver同多多入嚟，其他人敲門都唔好開。成晚留喺房，八點到九點由窗口睇，九點之後唔睇喇，瞓陣先。
""", "accept", """
door: [Oliver, 钱多多]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
""", "door list (the roommate included, as said); an order with only `at` stops the peeking at 21:00"),

("zh24", "黄伟文", """
九點到十點之間，無論喺邊度撞到Priya，唔理身邊有冇人，即刻做咗佢。八點五十去花園行吓，十點返房。
""", "accept", """
orders:
  - at: "20:50"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: Priya
    if: always
    from: "21:00"
    until: "22:00"
""", "standing kill, always, with a window"),

("zh25", "黄伟文", """
九點二十經西邊樓梯落去花園，唔係唔係，改做九點半先去，之後十點十分返房。
""", "accept", """
orders:
  - at: "21:30"
    go: garden
    via: [west-stairs]
  - at: "22:10"
    go: home
""", "correction (9:20 -> 9:30); route by the west stairs"),

("zh26", "黄伟文", """
九點去草地，如果撞到小美，而狄大人又唔喺度，就做咗佢。十點返房由貓眼睇。
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    kill: 孙小美
    if:
      absent: 狄仁杰
  - at: "22:00"
    go: home
    peek: peephole
""", "kill conditioned on a police officer's absence"),

("zh27", "黄伟文", """
第一時段留喺房由貓眼睇，第二時段去204坐，第三時段返房由窗口睇。
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
""", "the seed's 第一/二/三时段 (五.2) for 20:00, 21:00, 22:00"),

("zh28", "黄伟文", """
八點十分去201搵柱子傾偈，佢唔開門就去204。九點返房。
""", "accept", """
orders:
  - at: "20:10"
    go: "201"
    else:
      go: "204"
  - at: "21:00"
    go: home
""", "visit with an otherwise for a shut door"),

("zh29", "黄伟文", """
九點去草地散步，十點半返房。十點之後，喺邊度撞到小美一個人，就做咗佢。
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: 孙小美
    if: alone
    from: "22:00"
""", "standing kill, alone, from 22:00 to the end"),

("zh30", "黄伟文", """
頭先嗰條唔算，用呢條：八點四十同Oliver一齊去204，九點五十返房由窗口睇。唔該晒！
""", "accept", """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:50"
    go: home
    peek: window
""", "replaces an earlier message; going with someone else does not make an order for them"),

# ---------------------------------------------------------------- 钱多多 (205, terse veteran)
("zh31", "钱多多", """
2030 204。2120 草坪。2200 回，窗。
""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "terse, times as four digits"),

("zh32", "钱多多", """
22:10 202，晓雯单独则杀，否则回房猫眼。其余时间房内不动。
""", "accept", """
orders:
  - at: "22:10"
    go: "202"
    kill: 林晓雯
    if: alone
    else:
      go: home
      peek: peephole
""", "terse conditional kill with an otherwise"),

("zh33", "钱多多", """
门：仅小美。20:00-21:00 猫眼；21:00-22:00 窗；22:00 后 204。
""", "accept", """
door: [孙小美]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "204"
""", "door list of one; peeking by time ranges"),

("zh34", "钱多多", """
全程：遇Oliver独处即杀。21:40前房内，21:40 花园，22:30 回。
""", "accept", """
orders:
  - at: "21:40"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Oliver
    if: alone
""", "standing kill, alone, all night"),

("zh35", "钱多多", """
20:50 经东楼梯 草坪。21:30 经西楼梯 回房。
""", "accept", """
orders:
  - at: "20:50"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: home
    via: [west-stairs]
""", "two routes by named staircases (205 is as far from both)"),

("zh36", "钱多多", """
22:00 203。文仔不在场则杀Oliver；在场则回。
""", "accept", """
orders:
  - at: "22:00"
    go: "203"
    kill: Oliver
    if:
      absent: 黄伟文
    else:
      go: home
""", "kill on the absence of the target's roommate (nickname 文仔), otherwise home"),

("zh37", "钱多多", """
21:10 花园——更正，21:20。待至22:00。之后回房，窗。
""", "accept", """
orders:
  - at: "21:20"
    go: garden
  - at: "22:00"
    go: home
    peek: window
""", "correction (21:10 -> 21:20)"),

("zh38", "钱多多", """
22:15-23:00 遇晓雯，不论有无旁人，杀。其余：20:00起房内窗。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 林晓雯
    if: always
    from: "22:15"
    until: "23:00"
""", "a standing window may start at any whole minute (22:15)"),

("zh39", "钱多多", """
21:00 202。不开门则209；再不开则回房。
""", "accept", """
orders:
  - at: "21:00"
    go: "202"
    else:
      go: "209"
      else:
        go: home
""", "an otherwise inside an otherwise (two knocks)"),

# ---------------------------------------------------------------- 孙小美 (209, 台湾用语, role-play)
("zh40", "孙小美", """
夜幕低垂，黑馬會館裡一片寂靜……小美輕輕拉上窗簾，卻又忍不住從縫隙望向草坪。（八點到九點我就在房間從窗戶往外看喔）
九點整，她披上外套，悄悄走下東邊的樓梯，來到了花園，坐在長椅上發呆。（九點去花園，走東樓梯）
九點四十，冷風吹得她直打哆嗦，於是回到房間，把眼睛貼在貓眼上，屏住呼吸……（九點四十回房間看貓眼，到最後都不動囉）
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
    via: [east-stairs]
  - at: "21:40"
    go: home
    peek: peephole
""", "role-play narrative with the orders in brackets; traditional characters"),

("zh41", "孙小美", """
十點半我要去201找柱子，如果房間裡只有他一個人，就……你懂的🔪。如果不只他一個，就假裝走錯房間，直接去交誼廳坐坐。
""", "accept", """
orders:
  - at: "22:30"
    go: "201"
    kill: 赵铁柱
    if: alone
    else:
      go: "204"
""", "台湾用语 交誼廳 for the common room 204"),

("zh42", "孙小美", """
欸我今天晚上超怕的啦，十點以前誰敲門都不要開喔！整晚都待在房間從貓眼看，因為我的貓眼可以看到東邊樓梯～
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", "209's peephole does see the east stairs (五.3(1)): accepted"),

("zh43", "孙小美", """
整晚只要遇到阿文，而且狄大人不在場的話，就殺了他。其他時間我就在交誼廳從窗戶看花園，八點就過去。
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
standing:
  - kill: 黄伟文
    if:
      absent: 狄仁杰
""", "standing kill on a police officer's absence; window of 204 sees the garden"),

("zh44", "孙小美", """
八點四十去203找Oliver聊天，如果他在就留下來，不在的話就回房間看窗戶。
""", "accept", """
orders:
  - at: "20:40"
    go: "203"
    if:
      present: Oliver
    else:
      go: home
      peek: window
""", "a condition without a kill, otherwise home peeking"),

("zh45", "孙小美", """
晚上八點五十分去草坪散步，十點十分回來，之後就從貓眼看囉。
""", "accept", """
orders:
  - at: "20:50"
    go: lawn
  - at: "22:10"
    go: home
    peek: peephole
""", "八點五十分, 十點十分"),

("zh46", "孙小美", """
劇情是這樣的：九點半小美到草坪吹風，如果剛好遇到阿文一個人在那邊，就把他推下懸崖（就是殺掉的意思啦）。十點回房間睡美容覺。
""", "accept", """
orders:
  - at: "21:30"
    go: lawn
    kill: 黄伟文
    if: alone
  - at: "22:00"
    go: home
""", "the kill told as pushing off the cliff at the lawn's end (三.2), armed while on the lawn"),

("zh47", "孙小美", """
今晚我都不出門喔。八點到九點半從窗戶看，九點半之後換貓眼，一直看到睡覺。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", "staying in all night, window then peephole"),

("zh48", "孙小美", """
九點十分去交誼廳，如果梅梅在的話就留下來跟她聊天，不在就去草坪走走。
""", "accept", """
orders:
  - at: "21:10"
    go: "204"
    if:
      present: 韩梅梅
    else:
      go: lawn
""", "a condition on a police officer's presence (nickname 梅梅) at 204"),

# ---------------------------------------------------------------- 狄仁杰 (police, numbered plans)
("zh49", "狄仁杰", """
本官今夜部署如下：
一、二十时整，于餐厅凭窗观察花园动静；
二、二十一时十分，前往花园巡查；
三、二十一时五十分，转往草坪；
四、二十二时三十分，返回餐厅，继续凭窗观察。
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:30"
    go: "204"
    peek: window
""", "police: numbered plan, 二十时 style times, 餐厅 = 204"),

("zh50", "狄仁杰", """
今晚行动安排：
1. 20:20 赴205号房询问钱多多，若无人应门，即转赴207号房；
2. 21:00 返回娱乐室待命。
""", "accept", """
orders:
  - at: "20:20"
    go: "205"
    else:
      go: "207"
  - at: "21:00"
    go: "204"
""", "police knocking with an otherwise; 205号房"),

("zh51", "狄仁杰", """
部署：
（一）八时四十分起，在204凭窗守望；
（二）九时三十分，经西楼梯下楼，前往花园；
（三）十时二十分，经东楼梯返回204。
""", "accept", """
orders:
  - at: "20:40"
    peek: window
  - at: "21:30"
    go: garden
    via: [west-stairs]
  - at: "22:20"
    go: "204"
    via: [east-stairs]
""", "police routes by both staircases; peeking from 20:40 only"),

("zh52", "狄仁杰", """
一、21:20 赴203号房，若黄伟文在场，则留下问话；否则前往花园。
二、其余时间在娱乐室。
""", "accept", """
orders:
  - at: "21:20"
    go: "203"
    if:
      present: 黄伟文
    else:
      go: garden
""", "police condition without a kill"),

# ---------------------------------------------------------------- 韩梅梅 (police, 四川话)
("zh53", "韩梅梅", """
今晚上我八点就在204窗子边边守到起，看花园头有啥子动静。九点二十下去花园转一圈，九点五十回204哈
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:20"
    go: garden
  - at: "21:50"
    go: "204"
""", "四川话; 窗子; back in 204 without peeking"),

("zh54", "韩梅梅", """
老子今晚上去草坪守起，八点四十出门，走东边那个楼梯下去，一直守到十点半，再回204来
""", "accept", """
orders:
  - at: "20:40"
    go: lawn
    via: [east-stairs]
  - at: "22:30"
    go: "204"
""", "police to the lawn by the east stairs"),

("zh55", "韩梅梅", """
九点半去209找小美摆哈龙门阵，她不开门的话我就去203，十点钟回204窗子边看到起
""", "accept", """
orders:
  - at: "21:30"
    go: "209"
    else:
      go: "203"
  - at: "22:00"
    go: "204"
    peek: window
""", "police visit with an otherwise that is another knock"),

("zh56", "韩梅梅", """
八点五十去花园——哎呀说错了，是九点五十。去了就不回来了，在花园头待到散场。那之前就在204耍，莫得啥子
""", "accept", """
orders:
  - at: "21:50"
    go: garden
""", "correction (8:50 -> 9:50); before it the default (a roomless officer starts in 204)"),
]

REFUSALS = [
("zh57", "赵铁柱", """
十点上205找多多 她要是一个人搁屋 就给她整死 别的时候搁屋待着
""", ["目标", "滥杀", "target"],
 "五.10 每人只能从自己的两个目标中任选一人杀死（钱多多 is not 赵铁柱's: 林晓雯, Mateo）"),

("zh58", "赵铁柱", """
九点上西楼梯那站着 瞅瞅谁上下楼 十点回屋
""", ["走廊", "停留", "逗留", "corridor", "stairs", "loiter"],
 "八 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3: never the corridor or the stairs)"),

("zh59", "林晓雯", """
整晚都在房间从窗户盯着草坪那边👀 看看谁半夜去悬崖边上🙈
""", ["花园", "朝北", "garden", "north"],
 "三.2 202 faces north: its window sees the garden, not the lawn"),

("zh60", "林晓雯", """
8点15去204 9点回来睡觉😴
""", ["10分钟", "整十", "整数倍", "multiple of 10", "10 minutes"],
 "五.4 每次行动开始时间必须是10的整数倍"),

("zh61", "黄伟文", """
今晚撞到Priya或者小美，邊個都好，兩個都一齊做埋佢哋。
""", ["只能", "任选", "一人", "only one", "one of"],
 "五.10 每人只能从自己的两个目标中任选一人杀死 (one kill per game)"),

("zh62", "黄伟文", """
九點起由貓眼睇住東邊樓梯，睇下邊個上落。
""", ["门前", "门口", "正对", "own door", "only 201", "209"],
 "五.3(1) 从门孔只能看见走廊正对自己房间的这一部分（201、209房间能看见楼梯）; 203's peephole does not see the stairs"),

("zh63", "钱多多", """
20:00-22:00 房内猫眼。23:10 202，晓雯单独则杀。
""", ["22:50", "23:00", "十一点", "11点", "8 to 11", "11 pm"],
 "五.1 杀人时段是晚上8点-11点; an order starts from 20:00 to 22:50"),

("zh64", "钱多多", """
21:00 204，遇狄仁杰独处即杀。
""", ["警察", "police"],
 "五.10 房客不能杀警察 (六.6 凶手不能杀警察)"),

("zh65", "孙小美", """
我今晚門鎖死，誰來都不開，十點以後也一樣不開喔！整晚在房間看窗戶。
""", ["必须开门", "必須開門", "must open", "22:00"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh66", "孙小美", """
九點我要用爬的，從走廊地上匍匐前進爬到東樓梯，再下去花園，這樣就不會有人發現我了嘻嘻。
""", ["古怪", "被人看到", "被看到", "odd", "unseen", "crawl"],
 "五.8 房客不能以匍匐前进等古怪方式防止自己被人看到"),

("zh67", "狄仁杰", """
部署如下：
一、九时整，前往草坪巡查；
二、如遇赵铁柱行凶，当场将其击毙。
""", ["警察", "police", "cannot kill"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("zh68", "狄仁杰", """
一、今夜全程驻守204；
二、由门孔监视走廊动静。
""", ["窗", "window", "自己的房间", "own room"],
 "五.3(1)/(3): a peephole only from one's own room; from 204 only the window"),

("zh69", "韩梅梅", """
九点多点去草坪逛一哈，十点左右再回204来
""", ["具体", "确切", "几点几分", "exact", "which"],
 "五.4/五.5 行动开始时间必须是10的整数倍: a vague time cannot be written as a slot"),

("zh70", "韩梅梅", """
今晚上我就在二楼走廊头来回走，巡逻，八点到十一点都在那儿转
""", ["逗留", "停留", "踱步", "loiter", "pacing", "corridor"],
 "八 不能在走廊里来回走动，或站在走廊里不动"),
]

# Literal order files for the refusals that an order file can express: build.py checks that
# `blackhorse check` rejects each (the others break rules an order file cannot even say:
# vague times, crawling, pacing, a window asked to see the wrong side, a door shut after 22:00).
PROBES = {
    "zh57": 'orders:\n  - at: "22:00"\n    go: "205"\n    kill: 钱多多\n    if: alone\n',
    "zh58": 'orders:\n  - at: "21:00"\n    go: west-stairs\n  - at: "22:00"\n    go: home\n',
    "zh60": 'orders:\n  - at: "20:15"\n    go: "204"\n  - at: "21:00"\n    go: home\n',
    "zh63": 'orders:\n  - at: "20:00"\n    peek: peephole\n  - at: "23:10"\n    go: "202"\n    kill: 林晓雯\n    if: alone\n',
    "zh64": 'orders:\n  - at: "21:00"\n    go: "204"\n    kill: 狄仁杰\n    if: alone\n',
    "zh67": 'orders:\n  - at: "21:00"\n    go: lawn\n    kill: 赵铁柱\n',
    "zh68": 'orders:\n  - at: "20:00"\n    peek: peephole\n',
}
