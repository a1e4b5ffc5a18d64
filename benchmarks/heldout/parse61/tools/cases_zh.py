# -*- coding: utf-8 -*-
"""Chinese cases of the parse61 held-out set (strategists and rules lawyers).
CASES: (id, sender, message, style, expected order file without `who`, note)
REFUSALS: (id, sender, message, reason keywords, rule)"""

CASES = [
("zh01", "林默", """
先说下思路：第一晚大家都在试探，谁先动手谁先暴露，所以我今晚只收集信息、顺便给自己做个不在场证明。

第一时段：8:00-8:29 从窗户看草坪；8:30-8:59 换门孔，盯西楼梯。
第二时段：9:00 去204，一直待到9:50，跟里面的人聊天（人越多越好，都是证人）；9:50 回自己房间，从窗户看。
第三时段：10:00 起改门孔，一直到结束。
""", "reasoning first, seed-style periods", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "21:50"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),

("zh02", "老郑", """
今晚指令如下，按时间顺序：
1) 20:00 房间内，窗户观察
2) 20:40 出门去花园，走西楼梯
3) 21:10 从花园去草坪
4) 21:30 回201，门孔观察
5) 22:20 去203：如果唐糖一个人在，杀唐糖；否则（人不在 / 不是一个人 / 没开门）直接回201
6) 之后留在201到23:00，不再出门
门：22点之前 closed，谁都不开。
""", "engineer numbered list, explicit else", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: garden
    via: [west-stairs]
  - at: "21:10"
    go: lawn
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:20"
    go: "203"
    kill: 唐糖
    if: alone
    else: {go: home}
""", ""),

("zh03", "许静", """
本人许静（202）今晚指令如下，请GM按字面执行：
一、20:00至20:59，留在本人房间，从窗户观察花园。
二、21:00前往204室。到达时如老郑在场，则留在204聊天至21:40；如老郑不在场，则立即返回本人房间，从门孔观察。
三、21:40返回本人房间，从窗户观察至23:00。
四、22:00前，除白警官外，任何人敲门一律不开。
""", "lawyer, enumerated clauses, present/else, door list", """
door: [白警官]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
    if: {present: 老郑}
    else: {go: home, peek: peephole}
  - at: "21:40"
    go: home
    peek: window
""", ""),

("zh04", "唐糖", """
第一晚不刀，苟着收信息，老规矩：
8点-9点 窗户看草坪
9点 换猫眼
9:30 去花园溜达
10:00 回房 窗户看到底
谁敲门都开，无所谓
""", "board-game veteran, terse lines", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: home
    peek: window
""", ""),

("zh05", "白警官", """
白警官报到。今晚我在204坐镇：
8:00起从204的窗户看花园；
9:30出去到草坪转一圈；
10:00回204，继续从窗户看，直到11点。
""", "police, short night", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: "204"
    peek: window
""", ""),

("zh06", "林默", """
推理一下：Magnus住209，门孔正对东楼梯，他八成整晚蹲猫眼，去他那儿风险太大。许静住202朝北，窗户对着花园，她大概率会下去花园转。
所以：
- 8:00-8:49 门孔
- 8:50 去花园
- 9:00到9:30之间，在花园只要碰到许静单独一个人就杀
- 9:30 不管杀没杀，回房间，窗户看
- 10:00起不再窥视，就在房间里待着
""", "reasoning + bullets + standing window", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:50"
    go: garden
  - at: "21:30"
    go: home
    peek: window
  - at: "22:00"
standing:
  - kill: 许静
    if: alone
    from: "21:00"
    until: "21:30"
""", "the 22:00 order only stops the peeking"),

("zh07", "老郑", """
目标Elena（207）。方案A/B：
[A] 21:20 去207。条件：Elena单独在房间 → 动手。
[B] A不成立（没开门 / 人不在 / 屋里有别人）→ 直接去204。
其他时间：
20:00-21:19 在201，门孔
21:40 回201，窗户
""", "engineer plan A/B", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:20"
    go: "207"
    kill: Elena
    if: alone
    else: {go: "204"}
  - at: "21:40"
    go: home
    peek: window
""", ""),

("zh08", "许静", """
依据规则五.12，22:00以后有人敲门房客必须开门。据此安排如下：
1. 20:00—21:59本人留在202，前一小时看窗户，后一小时看门孔；
2. 22:10前往205（Priya房间），若Priya独自一人，杀之；若房内有他人或Priya不在，返回202；
3. 22:30起留在202，从门孔观察至结束。
另：22:00前本人房门不对任何人开放。
""", "lawyer citing 五.12", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "22:10"
    go: "205"
    kill: Priya
    if: alone
    else: {go: home}
  - at: "22:30"
    go: home
    peek: peephole
""", ""),

("zh09", "唐糖", """
我刀的人就睡我边上😂 Victor。整晚只要碰到Victor单独一人，直接刀，不用再问我。
行动：
8点 在房间看窗户
8:40 去204聊天
9:20 回203 看猫眼
10:10 去草坪
10:40 回房
""", "standing kill all night + chatty", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:20"
    go: home
    peek: peephole
  - at: "22:10"
    go: lawn
  - at: "22:40"
    go: home
standing:
  - kill: Victor
    if: alone
""", ""),

("zh10", "欧阳探长", """
欧阳探长：今晚我四处走走。8:20去花园，9点去草坪，9:40回204，从窗口看花园直到十一点。
""", "police one-liner", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: "204"
    peek: window
""", ""),

("zh11", "林默", """
今晚我故意绕远路走东楼梯，这样会经过203、205、207门口，让别人看见我的行踪（做不在场证明）。
9:10 从201出发，经东楼梯去草坪
9:50 从草坪经西楼梯回201，回来后看门孔
其余时间：8:00到9:10在房间看窗户。
""", "deliberate route for an alibi", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: lawn
    via: [east-stairs]
  - at: "21:50"
    go: home
    via: [west-stairs]
    peek: peephole
""", ""),

("zh12", "老郑", """
Alibi设计：
- 20:00 去204。白警官在（警察没房间，默认在204）就待着聊到20:50，让他给我作证；他不在的话改去花园。
- 20:50 回201，窗户
- 21:30 窗户换门孔
- 22:00 之后不看了，在屋里睡觉
""", "alibi with a witness condition", """
orders:
  - at: "20:00"
    go: "204"
    if: {present: 白警官}
    else: {go: garden}
  - at: "20:50"
    go: home
    peek: window
  - at: "21:30"
    peek: peephole
  - at: "22:00"
""", ""),

("zh13", "许静", """
只写关键的：
房门：22:00前只给老郑和唐糖开。
20:00 门孔
20:30 窗户
21:00 去花园
21:20 从花园去草坪
21:50 回房，门孔到底
""", "terse, door whitelist", """
door: [老郑, 唐糖]
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "21:50"
    go: home
    peek: peephole
""", ""),

("zh14", "唐糖", """
规则说十点后敲门必须开，那我就十点后上门。
开局直接去204打牌聊天，一直待到10点。
22:00 去201找林默，他一个人在就刀了；老郑也在或者林默不在，就去草坪吹风
22:30 回房间
""", "veteran exploiting 五.12", """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:00"
    go: "201"
    kill: 林默
    if: alone
    else: {go: lawn}
  - at: "22:30"
    go: home
""", ""),

("zh15", "白警官", """
8:00 在204从窗户看花园
8:40 去203找唐糖聊天，她不开门我就回204
9:30 下去花园
10:20 回204，窗户
""", "police visit with refused-door fallback", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "203"
    else: {go: "204"}
  - at: "21:30"
    go: garden
  - at: "22:20"
    go: "204"
    peek: window
""", ""),

("zh16", "林默", """
最后一小时大家都会乱跑，我押在这里。设定：
8:00-9:59 在201窗户和门孔轮换，每20分钟换一次，从窗户开始。
10:00 去209找Magnus。
10:00到10:30这段时间，不管在哪碰到Magnus，不管旁边有没有人，都杀。
10:30 回201。
""", "alternating peeks + unconditional standing window", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:20"
    peek: window
  - at: "21:40"
    peek: peephole
  - at: "22:00"
    go: "209"
  - at: "22:30"
    go: home
standing:
  - kill: Magnus
    if: always
    from: "22:00"
    until: "22:30"
""", ""),

("zh17", "老郑", """
今晚不动。整晚在201从窗户看。10点前门关着，谁都不开。
""", "minimal night", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh18", "许静", """
据观察老郑喜欢去204。
21点前本人在房间待着，不窥视。
21:00前往204。若老郑在204且除我二人外无他人，杀之；否则（老郑不在或另有旁人）留在204，从窗户观察花园。
21:40返回202，门孔。
""", "lawyer, else that stays and peeks", """
orders:
  - at: "21:00"
    go: "204"
    kill: 老郑
    if: alone
    else: {peek: window}
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("zh19", "唐糖", """
9点前在房里从窗户看草平。
9:00去花园，要是Priya不在花园就在那儿待着；她在的话我就回房间（不想被她看见）。
9:40去草坪
10:20回房，猫眼
""", "typo 草平, absent condition", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
    if: {absent: Priya}
    else: {go: home}
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
    peek: peephole
""", ""),

("zh20", "欧阳探长", """
欧阳探长指令：8:00起从204窗口监视花园，一直到9:30；9:30出发去草坪巡视；10:10去花园；10:40回到204，继续窗口监视。
""", "police patrol", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:10"
    go: garden
  - at: "22:40"
    go: "204"
    peek: window
""", ""),
("zh21", "老郑", """
补充说明：Elena住207，跟201隔得远，不宜上门，在外面堵她更稳。
执行计划：
1. 20:00 去204，从204的窗户看花园
2. 21:10 去草坪
3. 21:50 回201，门孔
4. 22:30 门孔换窗户
常驻指令：21:15～21:45之间，任何地点遇到Elena，只要她是一个人就动手。
""", "standing window at quarter minutes, 204 window", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: home
    peek: peephole
  - at: "22:30"
    peek: window
standing:
  - kill: Elena
    if: alone
    from: "21:15"
    until: "21:45"
""", "from/until take any whole minute"),

("zh22", "许静", """
本人今晚指令（共三项）：
（一）20:00起在202从窗户观察，21:30起改为门孔观察。
（二）22:20前往205。若Priya独自在房内，杀之；否则转往204，若Priya独自在204，杀之；再否则返回202。
（三）未列明之时间，均留在本人房间。
""", "lawyer, nested else", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
  - at: "22:20"
    go: "205"
    kill: Priya
    if: alone
    else:
      go: "204"
      kill: Priya
      if: alone
      else: {go: home}
""", ""),

("zh23", "唐糖", """
先去套套近乎~
8:30 去207找Elena聊天，她开门就一直聊到9:20；不开门我就去204
9:20 回房 猫眼
10点以后 换窗户
""", "chatty visit with fallback", """
orders:
  - at: "20:30"
    go: "207"
    else: {go: "204"}
  - at: "21:20"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),

("zh24", "林默", """
门：10点之前只给白警官、欧阳探长、Lestrade开门（警察进来我才有人证），其他人一律不开。
行动：整晚待在201，8:00门孔，8:30窗户，9:00门孔，9:30窗户，10:00门孔，10:30窗户，到11点结束。
""", "police-only door, half-hour alternation", """
door: [白警官, 欧阳探长, Lestrade]
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "22:00"
    peek: peephole
  - at: "22:30"
    peek: window
""", ""),

("zh25", "白警官", """
今晚挨个问话。
9:00 去205找Priya；她不开门就去207找Elena；Elena也不开就回204。
10:00 下去草坪看看
10:30 回204
其余时间在204待着。
""", "police chain of visits", """
orders:
  - at: "21:00"
    go: "205"
    else:
      go: "207"
      else: {go: "204"}
  - at: "22:00"
    go: lawn
  - at: "22:30"
    go: "204"
""", ""),

("zh26", "欧阳探长", """
欧阳探长：今晚整晚在204，从窗户看花园。
""", "police minimal", """
orders:
  - at: "20:00"
    peek: window
""", ""),

("zh27", "老郑", """
状态机写法，GM照着跑就行：
T0 = 20:00  在201，门孔
T1 = 20:30  → 花园（走西楼梯）
T2 = 21:00  → 204
T3 = 21:40  → 201，窗户
T4 = 22:30  → 207：if Elena 单独一人 → kill Elena；else → 回201
""", "engineer state machine", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: garden
    via: [west-stairs]
  - at: "21:00"
    go: "204"
  - at: "21:40"
    go: home
    peek: window
  - at: "22:30"
    go: "207"
    kill: Elena
    if: alone
    else: {go: home}
""", ""),

("zh28", "唐糖", """
今晚很简单：10点去209串门找Magnus聊天，聊到10:40回来。其他时间都在房里看猫眼。
""", "short visit night", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    go: "209"
  - at: "22:40"
    go: home
    peek: peephole
""", ""),

("zh29", "许静", """
说明：为给本人建立不在场证明，本人今晚不采取任何杀人行动。
具体安排：
20:00起，在202从窗户观察；
21:00前往204，与在场人员交谈至21:59；
22:00返回202，从门孔观察至结束。
""", "lawyer alibi night", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", ""),

("zh30", "林默", """
201去204两条路一样远（都是4分钟）。我要走北边，经北走廊，不经过203、205门口，免得被蹲门孔的人看到。
9:00 经北走廊去204，在204从窗户看花园
9:50 回201（怎么走都行），门孔
9点前在房间看窗户。
""", "route choice by reasoning", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
    via: [north-corridor]
    peek: window
  - at: "21:50"
    go: home
    peek: peephole
""", ""),

("zh31", "老郑", """
唐糖这个人坐不住，肯定满场跑。
- 常驻：21:00-22:00，任何地方遇到唐糖单独一人，杀。
- 21:00 去204待着
- 21:30 去花园
- 22:00 回201
- 21点前：201门孔
""", "bullets, standing hour", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: 唐糖
    if: alone
    from: "21:00"
    until: "22:00"
""", ""),

("zh32", "唐糖", """
哈哈今晚好紧张😂 不刀人，纯散步：
8:10 去花园
8:30 去草坪
9:00 回房看窗户
10:30 改看猫眼
门随便开。GM辛苦啦~
""", "chatter around a simple night", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
  - at: "22:30"
    peek: peephole
""", ""),

("zh33", "许静", """
此前在房间内以门孔观察。九点四十分前往花园；十点整由花园前往草坪；十点二十返回房间，从窗户观察。
""", "times in Chinese numerals", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:40"
    go: garden
  - at: "22:00"
    go: lawn
  - at: "22:20"
    go: home
    peek: window
""", ""),

("zh34", "白警官", """
８：３０去草坪
２０：５０去花园
２１：３０回２０４，从窗户看
""", "full-width digits and colons", """
orders:
  - at: "20:30"
    go: lawn
  - at: "20:50"
    go: garden
  - at: "21:30"
    go: "204"
    peek: window
""", ""),

("zh35", "林默", """
分析：许静住202，室友为空，她一个人的概率很高。但10点前她可能不开门，所以10点后去。
22:10 去202。她一个人 → 杀；她不在或者屋里还有别人 → 经西楼梯下到花园。
在此之前：8点到10点在201，门孔。
""", "reasoning + arrows", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:10"
    go: "202"
    kill: 许静
    if: alone
    else: {go: garden, via: [west-stairs]}
""", ""),

("zh36", "老郑", """
・20:30 去205找Priya聊天（Priya不在或者不开门就去204）
・21:10 回201，窗户
・22:00 窗户换门孔
・20:30之前在201里待着，不看
""", "katakana bullets", """
orders:
  - at: "20:30"
    go: "205"
    else: {go: "204"}
  - at: "21:10"
    go: home
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),

("zh37", "唐糖", """
一不做二不休：整晚任何地方碰到林默，不管旁边有没有人，刀。
走位：8点去204，9点去花园，9:40回房间看猫眼。
""", "unconditional all-night standing", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
standing:
  - kill: 林默
    if: always
""", ""),

("zh38", "欧阳探长", """
9:00 到202找许静问话；她在就聊到9:30，不在就直接回204。
9:30 回204，从窗口看花园到最后。
9点前在204待着。
""", "police interview visit", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: "204"}
  - at: "21:30"
    go: "204"
    peek: window
""", ""),

("zh39", "许静", """
（1）20:00至20:39 窗户；
（2）20:40至21:19 门孔；
（3）21:20至21:59 窗户；
（4）22:00起不再窥视，留在房内。
房门：22:00前不开（22:00后依规则开门）。
""", "lawyer ranges, stop peeking", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "21:20"
    peek: window
  - at: "22:00"
""", ""),

("zh40", "林默", """
不在场证明要做足：开局去204跟人聊天，一直聊到10:30，人越多越好。
10:30 回201
10:40 去209，Magnus单独在就动手，不然回201
""", "late kill after a long alibi", """
orders:
  - at: "20:00"
    go: "204"
  - at: "22:30"
    go: home
  - at: "22:40"
    go: "209"
    kill: Magnus
    if: alone
    else: {go: home}
""", ""),

("zh41", "老郑", """
21点前在201窗户看草坪。
21:00 去花园。Elena在花园而且花园里没别人，就杀；否则就在花园待着，待着的时候她单独一个人过来也动手。
21:40 回201，窗户。
""", "armed kill without else", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
    kill: Elena
    if: alone
  - at: "21:40"
    go: home
    peek: window
""", ""),

("zh42", "唐糖", """
8:20 走东楼梯去草坪
8:50 走西楼梯回房间，看窗户
别的时间都在203窗户边上
""", "routes both ways", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    go: lawn
    via: [east-stairs]
  - at: "20:50"
    go: home
    via: [west-stairs]
    peek: window
""", ""),

("zh43", "白警官", """
白警官：8:00起204窗户；10:10去209找Magnus问话（10点后他得开门）；10:40回204。
""", "police, after-22:00 visit", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:10"
    go: "209"
  - at: "22:40"
    go: "204"
""", ""),

("zh44", "许静", """
常驻指令：凡本人与Priya单独相遇（现场无第三人）之时，即行动手，时间：全晚。
行动：20:00 窗户；20:30 前往花园；21:10 前往草坪；21:50 返回202，窗户。
""", "lawyer standing all night", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: home
    peek: window
standing:
  - kill: Priya
    if: alone
""", ""),

("zh45", "林默", """
先去203串门探探口风。
8:00-9:19 在201门孔
9:20 去203找唐糖和Victor聊天，开门就聊到10点；没人开就去204
10:00 回201，窗户
""", "visit with fallback", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:20"
    go: "203"
    else: {go: "204"}
  - at: "22:00"
    go: home
    peek: window
""", ""),

("zh46", "老郑", """
```
20:00  goto 204; 从204窗户看花园
22:00  goto 203
         if 唐糖 alone: kill 唐糖
         else: goto 草坪
22:30  goto home
```
""", "pseudo-code block", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: "203"
    kill: 唐糖
    if: alone
    else: {go: lawn}
  - at: "22:30"
    go: home
""", ""),

("zh47", "唐糖", """
钓鱼执法🎣
门：十点前只给林默开（想让他来找我哈哈）
22点前他要是进了我屋、屋里就我俩（Victor不在），直接刀。
8点门孔，9点窗户，一直在房里。
10点去草坪看星星，10:40回房。
""", "bait with door whitelist + standing window", """
door: [林默]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: home
standing:
  - kill: 林默
    if: alone
    until: "22:00"
""", "the standing kill covers the room; he stays home until 22:00"),

("zh48", "欧阳探长", """
8:00-8:59 204窗户
9:00 去201找林默、老郑问话；没人开门就改去202
9:40 去花园
10:20 回204
""", "police chained visit", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "201"
    else: {go: "202"}
  - at: "21:40"
    go: garden
  - at: "22:20"
    go: "204"
""", ""),

("zh49", "许静", """
20:00起本人在202以门孔观察。
22:00前往204；若白警官在场，则留在204直至结束，以便其为本人作证；若白警官不在场，则前往花园。
""", "conditional alibi", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    go: "204"
    if: {present: 白警官}
    else: {go: garden}
""", ""),

("zh50", "林默", """
今晚作战计划（写长了见谅）：
许静的窗户对着花园，她看到花园有人多半会下来，所以我在花园等她。
1. 8:00 窗户
2. 8:20 去花圆。许静在花园而且就她一个人 → 杀；她不在或者不是一个人 → 回房看门孔
3. 9:10 去204聊天
4. 10:00 回房 窗户
5. 10:30 门孔
""", "long plan, typo 花圆", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    go: garden
    kill: 许静
    if: alone
    else: {go: home, peek: peephole}
  - at: "21:10"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
  - at: "22:30"
    peek: peephole
""", ""),

("zh51", "老郑", """
对照表：
20.10 门孔
20.50 去204
21.30 去草坪（走东楼梯）
22.10 回房 窗户
""", "dot times", """
orders:
  - at: "20:10"
    peek: peephole
  - at: "20:50"
    go: "204"
  - at: "21:30"
    go: lawn
    via: [east-stairs]
  - at: "22:10"
    go: home
    peek: window
""", ""),

("zh52", "唐糖", """
Victor 10点以后肯定回房睡觉。
前面：8点去花园，9点去草坪，9:30去204。
10:00 回203，只要碰到Victor，不管有没有别人，刀。
""", "kill order with always", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: "204"
  - at: "22:00"
    go: home
    kill: Victor
    if: always
""", "she stays home from 22:00, so a standing kill from 22:00 means the same night"),

("zh53", "白警官", """
8点半去花园，9点10分去草坪，9点50分回204，10点半开始从窗户看。
""", "clock words", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: "204"
  - at: "22:30"
    peek: window
""", ""),

("zh54", "许静", """
20:00 至 20:49 门孔；
20:50 前往203唐糖处叙话，如唐糖不开门，则前往204；
21:30 返回202，窗户；
22:20 门孔。
""", "semicolon clauses", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:50"
    go: "203"
    else: {go: "204"}
  - at: "21:30"
    go: home
    peek: window
  - at: "22:20"
    peek: peephole
""", ""),

("zh55", "林默", """
今晚跟老郑一起在201里待着，互为证人。
前半段窗户（8:00-9:29），后半段门孔（9:30起）。
门：10点前除了三位警官谁也不开。
""", "mutual alibi, police door list", """
door: [白警官, 欧阳探长, Lestrade]
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", ""),

("zh56", "欧阳探长", """
8:10 经西楼梯去草坪
8:50 经东楼梯回204
9:30 起从204窗户看花园
""", "police routes", """
orders:
  - at: "20:10"
    go: lawn
    via: [west-stairs]
  - at: "20:50"
    go: "204"
    via: [east-stairs]
  - at: "21:30"
    peek: window
""", ""),
]

REFUSALS = [
("zh57", "林默", """
唐糖一直盯着我，留着是祸害，今晚先解决她。
8:00-9:39 在201门孔
9:40 去203，唐糖一个人在就杀了她，不然回201
10:00 以后窗户
""", ["唐糖", "目标", "target", "许静", "Magnus"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (林默's targets: 许静, Magnus; ADJUDICATION 5)"),

("zh58", "老郑", """
分析了一下，最碍事的是警察，尤其白警官整晚蹲204。
1) 20:00 201门孔
2) 22:20 去204，白警官一个人在就干掉他，不然回201
3) 其余时间待在201
""", ["警察", "白警官", "police"],
 "五.10 / 六.6 房客不能杀警察 (ADJUDICATION 5: police cannot be killed)"),

("zh59", "欧阳探长", """
欧阳探长：我怀疑Magnus。今晚10点去209，他要是一个人在，我就直接把他做了，省得明天费事。之前在204窗户看着。
""", ["警察", "杀", "police", "kill"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("zh60", "许静", """
本人今晚安排：
一、20:00起在202从窗户观察；
二、21:30前往花园；
三、22:10前往草坪；
四、23:10返回202，从门孔观察。
""", ["23:10", "11:10", "11点", "22:50", "23:00"],
 "五.1 杀人时段为晚上8点到11点（ADJUDICATION 2: orders start 20:00-22:50）"),

("zh61", "唐糖", """
我要早点去占位置：7点50先去204，一直待到9点，9点回房看猫眼。
""", ["7:50", "19:50", "7点50", "20:00", "8点"],
 "五.1 游戏时间每天晚上8点-11点（ADJUDICATION 2: no order before 20:00）"),

("zh62", "老郑", """
精确计算过：201到草坪4分钟，Elena一般半点到草坪。
- 20:00 201门孔
- 21:25 出发去草坪，Elena一个人在就杀，否则回201
- 22:00 窗户
""", ["21:25", "9:25", "10分钟", "整数倍", "multiple of 10", "10 minutes"],
 "五.4 每次行动开始时间必须是10的整数倍"),

("zh63", "林默", """
推理：许静是202的，窗户朝北对着花园，她肯定会下花园。所以我今晚整晚从201的窗户盯着花园，看她几点下去。
""", ["窗户", "花园", "草坪", "朝南", "window", "garden", "lawn", "south"],
 "三.2 朝南的客房从窗户只能看见草坪（201朝南；五.3(1)）"),

("zh64", "许静", """
本人今晚安排：20:00前往204；到达后从门孔观察走廊，直至21:30；21:30返回202，窗户。
""", ["门孔", "204", "peephole"],
 "五.3(1)(3) 门孔只能在自己房间使用，204只能从窗户向外窥视 (ADJUDICATION 3)"),

("zh65", "唐糖", """
Priya的205朝南，视野好。9点去205找Priya，在她屋里从她的窗户看草坪到10点，10点回自己房间。
""", ["205", "自己的房间", "自己房间", "own room", "窗户"],
 "五.3(1) 窥视只能待在自己房间里（或从204窗户）(ADJUDICATION 3)"),

("zh66", "老郑", """
想法：走廊视野最好，站在走廊上比门孔强多了。
1. 20:00 201窗户
2. 21:00 出门，站在203门口的走廊上盯着，到21:40
3. 21:40 回201，门孔
""", ["走廊", "corridor", "203门前"],
 "八 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3)"),

("zh67", "许静", """
本人两个目标今晚一并处理：
21:00前往201，若老郑独自在房内，杀之；
22:00前往205，若Priya独自在房内，亦杀之。
其余时间留在202，门孔观察。
""", ["一人", "一个", "只能", "老郑", "Priya", "one of", "only one"],
 "五.10 每人只能从自己的两个目标中任选一人杀死 (ADJUDICATION 5: one kill per game)"),

("zh68", "老郑", """
效率优化：花园到草坪只要2分钟，一个时段可以干两件事。
- 20:00 201门孔
- 21:00 去花园看一眼，同一个10分钟里接着去草坪（21:00-21:09，来得及）
- 21:40 回201
""", ["一件事", "10分钟", "两件事", "one thing", "10 minutes", "ten minutes"],
 "五.2 每10分钟之内每名房客可以选择干一件事 (ADJUDICATION 3: one order per slot)"),

("zh69", "许静", """
本人声明：本人房门今晚全程不对任何人开放，包括22:00以后，任何人敲门一律不开。
行动：整晚留在202，从窗户观察。
""", ["22:00", "10点", "必须开门", "must open", "after 10", "22点"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门 (ADJUDICATION 5)"),

("zh70", "唐糖", """
楼上太挤了，今晚去一楼大厅坐坐：8:30下楼去大厅，待到9:30，再回房看窗户。
""", ["大厅", "一楼", "hall", "不存在"],
 "三.2 一层是大厅（本游戏中不出现）; places are the rooms, 204, the garden and the lawn (ORDERS.md go)"),
]
