# Chinese cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 阿珍 (胖虎, 林老师), Siobhan (Tyler, 丁丁); 202 小周 (阿珍, Marcus);
# 203 胖虎 (小周, Siobhan), Tyler (林老师, Marcus); 205 林老师 (丁丁, 胖虎); 207 丁丁 (小周, Tyler);
# 209 Marcus (Siobhan, 阿珍); police without rooms (start in 204): 刘警官, 钱队, Ruth.
A = "accept"; R = "refuse"
CASES = [
("zh01", "阿珍", """GM侬好呀～阿拉是阿珍。今朝夜里搿能安排：
八点钟开始辣屋里从窗口看草坪，看到八点半；
八点半到花园去白相相，九点钟转来，从猫眼看走廊，一直看到十点；
十点以后困觉，啥也覅做了。交关谢谢侬！""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "Shanghainese: 转来 = come back home; 困觉 at 22:00 stops the peeking; 201 faces south (window sees the lawn)"),

("zh02", "小周", """晚上好～我想了一下，不去花园了，去草坪，花园人太多😅 8点半出门，9点10分回来。回来以后从窗户看花园。""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: home, peek: window}
""", "the garden is what 小周 will NOT do; 202 faces north, its window sees the garden"),

("zh03", "胖虎", """今天群里吵翻了，Shiv一口咬定我是凶手，小周也跟着起哄，钱队还说今晚要重点盯我🙄 算了不管了。我8点就在屋里从窗户看草坪，8点40去204凑热闹，9点半回屋睡觉。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home}
""", "a retelling of the day's chat, then orders; 回屋睡觉 = home, not peeking"),

("zh04", "林老师", """各位好，林老师交作业：先在屋里从窗户看草坪，然后8点半去204喝茶，9点半回屋，最后10点去草坪，待到结束。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
  - {at: "22:00", go: lawn}
""", "先…然后…最后…; the first step has no time: from the start of the night"),

("zh05", "丁丁", """我自问自答一下，省得你再问😂
几点出门？八点半。
去哪？204。
待多久？到九点半。
然后呢？回屋，从窗户看草坪。
完毕。""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "answers to the GM's imagined questions"),

("zh06", "刘警官", """八点我先在娱乐室从窗户看花园看到八点四十然后去草坪转一圈九点二十回娱乐室就这样""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204"}
""", "dictated, no punctuation; a police officer without a room starts in 204, whose window sees the garden"),

("zh07", "钱队", """哈哈哈今晚我来了👮 8点在204从窗户看花园👀 9点去草坪🌿 9点半去花园🌸 10点回204☕ 就酱～""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: "204"}
""", "emoji between the orders; police in 204"),

("zh08", "阿珍", """讲两桩事体：阿拉屋里十点钟前头只开门拨老林搭钱队，别人敲门一律勿开。九点到十点，只要碰着虎子一家头，就杀脱伊。侬晓得伐，虎子白天讲阿拉坏话，老气人额！""", A, """
door: [林老师, 钱队]
standing:
  - {kill: 胖虎, if: alone, from: "21:00", until: "22:00"}
""", "Shanghainese: 拨 = 给, 搭 = 和, 一家头 = alone, 杀脱 = kill; nicknames 老林, 虎子 (game.yaml); a door list before 22:00; a standing kill with a window"),

("zh09", "小周", """改主意了：不找珍姐了，找Marc。10点半去209，他要是一个人在屋里就杀了他，不是一个人就算了，回自己屋。""", A, """
orders:
  - {at: "22:30", go: "209", kill: Marcus, if: alone, else: {go: home}}
""", "NOT 阿珍 first, then Marcus; kill with an otherwise"),

("zh10", "胖虎", """白天群里丁丁说他晚上要去草坪看星星，我看他是想去杀人😂 那我9点10分也去草坪，走西楼梯下去。要是碰到小周一个人，就杀了他。""", A, """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs], kill: 小周, if: alone}
""", "chat retold; named route; conditional kill without an otherwise (stays armed on the lawn)"),

("zh12", "丁丁", """杀谁？周周。
什么时候？十点十分。
在哪？202，他屋里。
他不是一个人呢？那就去草坪。""", A, """
orders:
  - {at: "22:10", go: "202", kill: 小周, if: alone, else: {go: lawn}}
""", "Q&A style; 周周 = 小周 (game.yaml nickname)"),

("zh13", "刘警官", """九点去二零三敲门找虎子问问话没人开的话就去二零五找老林十点回娱乐室""", A, """
orders:
  - {at: "21:00", go: "203", else: {go: "205"}}
  - {at: "22:00", go: "204"}
""", "rooms said digit by digit (二零三); the alternative is for an unanswered door only (没人开), so an else without if"),

("zh14", "钱队", """盯人计划🕵️ 8：20去203找虎子聊天😏 要是虎子不在就去201找珍姐🙃 9：30回204喝茶🍵""", A, """
orders:
  - {at: "20:20", go: "203", if: {present: 胖虎}, else: {go: "201"}}
  - {at: "21:30", go: "204"}
""", "a condition without a kill: the else depends on 胖虎 being there (his roommate Tyler might open), so if present"),

("zh15", "阿珍", """十点廿分到203去寻虎子，伊一家头辣海就杀脱伊；勿是一家头，就转到草坪去。侬看好伐？""", A, """
orders:
  - {at: "22:20", go: "203", kill: 胖虎, if: alone, else: {go: lawn}}
""", "十点廿分 = 22:20; 一家头 = alone; 辣海 = there"),

("zh17", "胖虎", """刚才群里Shiv说她十点以后一直在屋里看书📖 行，10点10分我去201找她，她一个人就直接杀了，不是一个人就改去花园。""", A, """
orders:
  - {at: "22:10", go: "201", kill: Siobhan, if: alone, else: {go: garden}}
""", "Shiv = Siobhan (game.yaml nickname)"),

("zh18", "林老师", """先8点20去207找丁丁，他一个人在就杀了他，不在或者有别人在就回自己屋。完了9点回自己屋，从猫眼看走廊。""", A, """
orders:
  - {at: "20:20", go: "207", kill: 丁丁, if: alone, else: {go: home}}
  - {at: "21:00", go: home, peek: peephole}
""", "先…完了…; kill with an otherwise"),

("zh20", "钱队", """9点去花园🌸 要是泰勒在花园我就待着盯他👀 不在就回204😴""", A, """
orders:
  - {at: "21:00", go: garden, if: {present: Tyler}, else: {go: "204"}}
""", "a condition without a kill; 泰勒 = Tyler"),

("zh22", "小周", """今晚不用猫眼了，就窗户看花园，从8点看到10点。10点以后也不出门，直接睡。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00"}
""", "NOT the peephole, the window (202 sees the garden); stop peeking at 22:00, stay in"),

("zh23", "胖虎", """群里有人说今晚要挨个敲门😱 吓死我了。10点前谁敲门都不开！整晚就在屋里用猫眼看走廊。""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00 (legal: he says 10点前)"),

("zh24", "林老师", """先待在屋里不动，之后9点40去花园，最后10点半回来，从窗户看草坪。""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:30", go: home, peek: window}
""", "staying in until 21:40 needs no order"),

("zh25", "丁丁", """门开不开？10点前只给钱队和老林开。
窥视吗？窥，整晚猫眼。
出门吗？不出。""", A, """
door: [钱队, 林老师]
orders:
  - {at: "20:00", peek: peephole}
""", "Q&A; door list before 22:00"),

("zh26", "刘警官", """今天晚上我哪也不去就在娱乐室待着从窗户看花园一整晚""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police staying in 204 all night at the window"),

("zh27", "钱队", """今晚偷懒😂 8点到10点就在204干坐着啥也不看💤 10点去草坪溜达一圈🚶 10点半回204""", A, """
orders:
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: "204"}
""", "police staying in 204 without peeking needs no order until 22:00"),

("zh28", "阿珍", """八点半从西楼梯下去到花园，九点到204，从窗口看花园，看到十点，十点钟转去困觉。阿拉老早想好了，侬放心。""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "named route (the west stairs are also the shortest from 201); window from 204 sees the garden"),

("zh29", "小周", """门不关，谁敲都开。不在屋里干等了，9点去204，如果老刘在就待着聊聊，不在的话就去花园晃晃。""", A, """
door: open
orders:
  - {at: "21:00", go: "204", if: {present: 刘警官}, else: {go: garden}}
""", "explicit door open; a condition without a kill (老刘 = 刘警官)"),

("zh31", "林老师", """先8点10分去草坪，走东楼梯下去；然后8点50从西楼梯上来回屋；最后就在屋里从猫眼看走廊。""", A, """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "20:50", go: home, via: [west-stairs], peek: peephole}
""", "routes both ways; 最后 has no time of its own: it goes with the 20:50 return"),

("zh32", "丁丁", """去哪？九点去花园。
几点回？九点四十。
要不要动手？要。
对谁？泰勒。
什么条件？他一个人的时候，整晚都算。""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
standing:
  - {kill: Tyler, if: alone}
""", "standing kill all night"),

("zh34", "钱队", """⏰九点差十分去花园🌸 十点差十分回204从窗户看👀 晚安各位🌙""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:50", go: "204", peek: window}
""", "九点差十分 = 20:50, 十点差十分 = 21:50"),

("zh35", "阿珍", """八点钟到204去坐一歇——勿对勿对，八点廿分再去，八点钟先辣屋里从猫眼看看楼梯口。九点转来。""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: home}
""", "self-correction; 201's peephole sees the west stair head"),

("zh36", "小周", """不等了，今晚整晚碰到Marc就动手，管他旁边有没有人。8点到9点不出门，在屋里从窗户盯着花园，9点去花园。""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
standing:
  - {kill: Marcus, if: always}
""", "standing kill regardless of who is around (seed 五.7 third form)"),

("zh37", "胖虎", """泰勒刚在群里说他今晚去花园。那我8点半去202找小周聊聊，没人开门就去花园找泰勒。哦对，改一下，8点半改成8点50。""", A, """
orders:
  - {at: "20:50", go: "202", else: {go: garden}}
""", "a correction of the time at the end; else for an unanswered door"),

("zh38", "林老师", """先9点去204坐着，从窗口看花园；之后10点起，不管在哪碰到虎子一个人就杀了他，一直到11点。""", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
standing:
  - {kill: 胖虎, if: alone, from: "22:00", until: "23:00"}
""", "standing kill with a window 22:00-23:00"),

("zh40", "刘警官", """八点半下楼去花园走西边楼梯哦不对走东边楼梯九点十分去草坪九点五十回娱乐室""", A, """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: "204"}
""", "dictated self-correction of the route: east stairs"),

("zh42", "丁丁", """几点？九点五十。
去哪？草坪，走东楼梯。
碰到人杀不杀？不杀，就看看。
几点回？十点二十。""", A, """
orders:
  - {at: "21:50", go: lawn, via: [east-stairs]}
  - {at: "22:20", go: home}
""", "Q&A with a route; explicitly no kill"),
]

REFUSALS = [
("zh11", "林老师", """先8点25去花园散散步，然后9点回屋，最后在屋里从窗户看草坪。谢谢！""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "20:25", "8:25", "8点25"], "8:25 is not a multiple of 10 minutes (五.4)"),
("zh16", "小周", """今晚不看花园了，没意思，从窗户看草坪，一直看到10点。""",
 ["朝北", "花园", "草坪", "north", "garden", "lawn", "202"], "202 faces north: its window sees the garden, not the lawn (三.2, 五.3(1))"),
("zh19", "丁丁", """几点出门？七点五十。
去哪？花园。
几点回？八点半。""",
 ["20:00", "19:50", "七点五十", "时间", "time", "8点", "八点"], "19:50 is before the night starts (五.1: 8点－11点)"),
("zh21", "阿珍", """阿拉搭侬讲，泰勒搿小囡老坏额！今朝夜里碰着伊一家头，就杀脱伊。""",
 ["目标", "target", "胖虎", "林老师"], "Tyler is not one of 阿珍's targets (五.10 不可滥杀无辜)"),
("zh30", "胖虎", """群里钱队放话说今晚要一直跟着我，烦死了😤 今晚不管在哪，碰到钱队一个人就杀了他。""",
 ["警察", "police", "不能杀", "cannot"], "tenants cannot kill police (五.10 房客不能杀警察; 六.6)"),
("zh33", "刘警官", """八点去花园看见小周一个人在那转悠就直接杀了他省得麻烦""",
 ["警察", "police", "不能杀", "cannot kill"], "police cannot kill (五.13 杀人时段警察没有任务; ADJUDICATION 5)"),
("zh39", "丁丁", """门开不开？不开，谁敲都不开。
十点以后呢？十点以后也不开。
别的？整晚在屋里待着。""",
 ["10点", "十点", "22:00", "开门", "open", "五.12"], "after 22:00 a tenant must open (五.12)"),
("zh41", "阿珍", """九点钟到西楼梯口立一歇，看看啥人上上下下，十点转来。""",
 ["楼梯", "stairs", "走廊", "corridor", "八"], "nobody stays on the stairs (八 不能在走廊里来回走动，或站在走廊里不动)"),
]
