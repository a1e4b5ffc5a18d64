# English cases for the parse63 held-out set (casual Discord players: US, UK, Canada,
# Singapore, India).  Same tuple formats as cases_zh.py.

CASES = [
("en01", "Mike", """hey gm, here's mine for tonight. window 8 to 8:30, then peephole till 9. at 9 i'm heading to the common room and just hanging out there. 10:30 back to my room, that's it""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:30"
    go: home
""", ""),

("en02", "Priya", """Hi GM, kindly note my orders for tonight. 8:20 I will go to garden. 8:50 I will go to lawn. 9:30 I will come back to my room and watch from the peephole only, till the end. Thank you!""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: home
    peek: peephole
""", ""),

("en03", "Kev", """ok so at 9:40 i go over to 201, if 大刘's alone in there i kill him, otherwise i just head back to my room. rest of the night i'm just chilling in my room eh""", "accept", """
orders:
  - at: "21:40"
    go: "201"
    kill: 大刘
    if: alone
    else: {go: home}
""", ""),

("en04", "Emma", """evening all! I'll be sat in the common room all night keeping an eye on the garden from the window. cheers""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", "an officer without a room starts in 204; the go may be left out"),

("en05", "Junhao", """8.30 i go lawn, 9 go garden, 9.30 go back 204 lor""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: "204"
""", ""),

("en06", "Mike", """whole night, if i run into priya and she's alone, kill her. apart from that i'm staying in my room looking through the peephole""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: Priya
    if: alone
""", ""),

("en07", "Priya", """Before 10 my door is open only for Kev and 小美. At 8:10 I'll go to 209 and chat with Kev, 8:40 back to my room.""", "accept", """
door: [Kev, 小美]
orders:
  - at: "20:10"
    go: "209"
  - at: "20:40"
    go: home
""", ""),

("en08", "Mike", """gonna take the long way tonight lol. 9:10 go down the east stairs to the lawn, 9:50 back to my room""", "accept", """
orders:
  - at: "21:10"
    go: lawn
    via: [east-stairs]
  - at: "21:50"
    go: home
""", "route named: east stairs (from 201, the long way)"),

("en09", "Emma", """Right, at 9:20 I'll knock on 205 for a chat with 王姐. If she doesn't open I'll pop down to the garden instead.""", "accept", """
orders:
  - at: "21:20"
    go: "205"
    else: {go: garden}
""", ""),

("en10", "Priya", """At 10:20 I go to the lawn. If Kev is there, kill him, doesn't matter who else is around. If he is not there I come back to my room.""", "accept", """
orders:
  - at: "22:20"
    go: lawn
    kill: Kev
    if: always
    else: {go: home}
""", ""),

("en11", "Junhao", """8pm stay in 204 look out window first. 9.10 go 203 see what they doing. 9.40 go back 204 and look out window again can""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: "203"
  - at: "21:40"
    go: "204"
    peek: window
""", ""),

("en12", "Kev", """between 9 and 10:30, if i bump into 胖虎 and nobody else is around, take him out. plan: 9:00 garden, 9:50 lawn, 10:30 back to my room and look out the window""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:30"
    go: home
    peek: window
standing:
  - kill: 胖虎
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),

("en13", "Mike", """lol ok. 8:50 go to 202 to visit 小美. if nobody answers i'll go to the common room instead. 9:30 home""", "accept", """
orders:
  - at: "20:50"
    go: "202"
    else: {go: "204"}
  - at: "21:30"
    go: home
""", ""),

("en14", "Emma", """plan for tonight: 8:00 garden, 8:40 lawn, 9:20 back to the common room and watch from the window till 10, then at 10 knock on 207""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: "204"
    peek: window
  - at: "22:00"
    go: "207"
""", ""),
]

REFUSALS = [
("en15", "Mike", """10:00 go to 202, if 小美 is alone kill her, if not just come back""",
 ["小美", "target", "目标"],
 "五.10 only one of one's own two targets (Mike's targets: 阿杰, Priya), 不可滥杀无辜; ADJUDICATION 5"),
("en16", "Junhao", """tonight i stay 204 whole night, watch the corridor through the peephole""",
 ["peephole", "门孔", "window", "窗"],
 "五.3(1)(3): a peephole only from one's own room, only the window from 204 (ADJUDICATION 3); an officer without a room has none"),
("en17", "Priya", """going for both my targets tonight haha. 9:00 go to 209 and kill kev, then 10:00 go to 202 and kill 小美 too""",
 ["only one", "one of", "both", "一人", "一个", "两个"],
 "五.10 每人只能从自己的两个目标中任选一人杀死 (one kill per game; ADJUDICATION 5)"),
("en18", "Kev", """10:30 go to the lawn, 11:10 come back to my room""",
 ["11:10", "23:10", "22:50", "23:00"],
 "五.1 the night is 8-11 pm; ADJUDICATION 2 (orders start 20:00-22:50)"),
]
