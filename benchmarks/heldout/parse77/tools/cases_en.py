# -*- coding: utf-8 -*-
"""English cases of the parse77 held-out set (same tuple formats as cases_zh.py)."""

CASES = [
# ---- Nigel (205): British
("en01", "Nigel", """Evening GM. I'll be in my room having a look out the window till half eight, then I'll pop down to the garden for a bit. Back up at half nine and I'll keep an eye on the corridor through the spyhole for the rest of the night. Cheers.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "half eight = 20:30; spyhole = peephole"),
("en02", "Nigel", """Right, plan for tonight. At ten past ten I'm going round to 203 for old Zhou. If he's on his own, he's done for. If not, I'll clear off down to the lawn. Nothing before that, just staying in. Ta.""", "accept", """
orders:
  - at: "22:10"
    go: "203"
    kill: 老周
    if: alone
    else: {go: lawn}
""", "old Zhou = 老周 (nickname Zhou)"),
("en03", "Nigel", """Quiet one for me tonight, I'm afraid. Staying put and not answering the door to anyone before ten. I'll watch out the window from nine o'clock onwards.""", "accept", """
door: closed
orders:
  - {at: "21:00", peek: window}
""", ""),
("en04", "Nigel", """Should I bump into Priya anywhere between nine and half ten, on her own mind you, I'll do her in. Otherwise I'll be sat in the common room from twenty to nine.""", "accept", """
orders:
  - {at: "20:40", go: "204"}
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:30"}
""", "twenty to nine = 20:40"),
# ---- Priya (207): Indian English
("en05", "Priya", """Good evening sir, kindly note my orders. 8 pm to 9 pm I will do window watching only. At 9 pm I will go to garden and do timepass till 9:50, then I will come back to my room and watch from peephole.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:50", go: home, peek: peephole}
""", ""),
("en06", "Priya", """Sir, at 10:30 pm I will go to room 209 and if JunHao is alone I will kill him, otherwise I will go to the common room. Before that I am in my room itself.""", "accept", """
orders:
  - at: "22:30"
    go: "209"
    kill: JunHao
    if: alone
    else: {go: "204"}
""", ""),
("en07", "Priya", """Please do the needful: whole night, if I am meeting AJie alone anywhere, kill him. Apart from that I will be in my room only, door open for all.""", "accept", """
door: open
standing:
  - {kill: 阿杰, if: alone}
""", "AJie = 阿杰 (nickname)"),
("en08", "Priya", """I will go to 205 at 8:20 pm to meet Nigel, will sit there till 9:10 pm. After that straight to the lawn, and at 10 pm back to my room. That's all from my side.""", "accept", """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home}
""", ""),
# ---- JunHao (209): Singapore English
("en09", "JunHao", """ok GM my one tonight ah: 8pm peephole, 830 go lawn lepak, 930 come back room look window. thats all lor""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "830 / 930 = 20:30 / 21:30"),
("en10", "JunHao", """10pm go 203 find Jiaxin, if she alone then kill her lor. if got ppl then go garden can. before that i stay room nia""", "accept", """
orders:
  - at: "22:00"
    go: "203"
    kill: 陳嘉欣
    if: alone
    else: {go: garden}
""", "Jiaxin = 陳嘉欣 (nickname)"),
("en11", "JunHao", """whole night anywhere see Dazui alone, kill. rest of time stay in room, dun open door for anybody before 10 ok""", "accept", """
door: closed
standing:
  - {kill: 李大嘴, if: alone}
""", "Dazui = 李大嘴 (nickname)"),
("en12", "JunHao", """tonight 9.10 go 204 sit sit, then 10.20 go down garden, use the east stairs hor, then stay there till end""", "accept", """
orders:
  - {at: "21:10", go: "204"}
  - {at: "22:20", go: garden, via: east-stairs}
""", ""),
# ---- Ravi (police): Indian English
("en13", "Ravi", """Ravi here. I will be in the common room from 8 itself, looking out of the window. At 9:30 I will take one round of the lawn, and at 10:30 I will visit room 202.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "202"}
""", "police without room start in 204"),
("en14", "Ravi", """Sir, tonight I am going to the garden at 8:10 and staying there up to 10 o'clock, then returning to common room and watching from the window till 11.""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
]

REFUSALS = [
("en15", "Nigel", """Keeping my head down tonight. I'll sit by the window and watch the garden all evening, see who's sneaking about.""", ["window", "garden", "205", "south", "lawn", "窗", "花园", "草坪"], "三.2 / ADJUDICATION 1: 205 faces south, its window sees the lawn, not the garden"),
("en16", "Priya", """Sir, tonight whole night if I am meeting Ravi sir alone anywhere, I will kill him. Otherwise I am in my room only.""", ["Ravi", "police", "officer", "警察"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察 (and Ravi is not her target)"),
("en17", "JunHao", """8.45 go lawn, 9.30 come back room peephole can""", ["8:45", "8.45", "20:45", "10 minutes", "multiple of 10", "整十", "10的整数倍"], "五.4 每次行动开始时间必须是10的整数倍"),
("en18", "Ravi", """At 9 o'clock I will wait on the east stairs itself till 9:30 and note down who all are going up and down. Then back to common room.""", ["stairs", "东楼梯", "楼梯", "corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动; ADJUDICATION 3: a destination can never be the corridor or the stairs"),
]
