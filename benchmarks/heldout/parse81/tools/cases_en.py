# English cases of the parse81 set (night 1). Formats as in cases_zh.py.

CASES = [
("en01", "Mia", """hiii gm 👋 tonight: peephole from 8 till 9, then lawn at 9, back home at 9:40 and window for the rest lol""",
 "discord", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", ""),

("en02", "Kev", """yo. 8:30 heading to 204, chill there till 10, then back to my room. thats it""",
 "discord", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", ""),

("en03", "Mia", """ok so if i run into kev anywhere tonight and hes alone, kill him. otherwise im just sitting in my room watching the lawn from the window 👀""",
 "discord", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Kev, if: alone}
""", ""),

("en04", "Kev", """gonna pop into 205 at 9:10, if 老周's alone in there i'll do him, otherwise just head back home""",
 "discord", """
orders:
  - at: "21:10"
    go: "205"
    kill: 老周
    if: alone
    else: {go: home}
""", ""),

("en05", "Priya", """Good evening GM sir. Kindly note my orders for tonight. From 8 to 8:30 I will be peeping from the window only. At 8:30 I will go to the garden and do some walking there. At 9:30 I will come back to my room itself and do peeping from the door hole till 11. Please do the needful. Thank you.""",
 "indian english", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "door hole = peephole"),

("en06", "Jun", """Eh GM, tonight I go 209 at 9pm lah, chat with Mia. Then 9.40 go back 204 and look out the window can? Thanks ah""",
 "singapore english", """
orders:
  - {at: "21:00", go: "209"}
  - {at: "21:40", go: "204", peek: window}
""", "police without a room start in 204"),

("en07", "Mia", """garden at 8:20!! then at 8:50 going over to 203 to hang w kev. if he's alone in there... 🔪 if not i'll just go to the common room""",
 "discord", """
orders:
  - {at: "20:20", go: garden}
  - at: "20:50"
    go: "203"
    kill: Kev
    if: alone
    else: {go: "204"}
""", ""),

("en08", "Kev", """stayin in tonight, peephole all night. door closed to everyone except mia""",
 "discord", """
door: [Mia]
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("en09", "Mia", """tonight = lazy night. window 8-10, then at 10 i swap to the peephole. thats all ✌️""",
 "discord", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("en10", "Kev", """10:10 lawn, going by the east stairs. 10:40 back to room, window.""",
 "discord", """
orders:
  - {at: "22:10", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home, peek: window}
""", "named route"),

("en11", "Priya", """Hello GM, small change from my side for tonight only. At 9:50 I will be going to room 205 for meeting 老周. If he is alone there I will finish him off. If he is not there or somebody else is also there, kindly send me back to my room only.""",
 "indian english", """
orders:
  - at: "21:50"
    go: "205"
    kill: 老周
    if: alone
    else: {go: home}
""", ""),

("en12", "Mia", """heyyy so tonight i wanna check out the garden at 10:30 and stay there till the end. before that just chilling in my room, no peeking""",
 "discord", """
orders:
  - {at: "22:30", go: garden}
""", ""),

("en13", "Kev", """brb dinner. orders: 8:00 window, 8:40 peephole, 9:20 go to 204 and look out the window, 10:00 back to room""",
 "discord", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:00", go: home}
""", ""),

("en14", "Mia", """omg ok last one for tonight i promise 😂 from 9:30 to 10:30 if i bump into priya alone anywhere she's done. at 9:30 i'm walking to the lawn and at 10:20 i come back to my room""",
 "discord", """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: home}
standing:
  - {kill: Priya, if: alone, from: "21:30", until: "22:30"}
""", ""),
]

REFUSALS = [
("en15", "Mia", """tonight i'm going after both of them lol. 9:00 go to 203 and kill kev, then 9:20 go to 201 and kill priya""",
 ["one", "only", "一人", "只能", "both", "Priya"], "五.10 每人只能从自己的两个目标中任选一人杀死 (ADJUDICATION 5: one kill in the whole game)"),
("en16", "Kev", """9:00 heading downstairs to the hall for a drink, back up to my room at 9:30""",
 ["hall", "大厅", "lobby"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("en17", "Priya", """Good evening GM. At 8:45 I will go to the garden and at 9:15 I will come back to my room. Rest of the time window peeping. Thank you.""",
 ["8:45", "20:45", "9:15", "21:15", "10 minutes", "10分钟", "multiple of 10"], "五.4 行动开始时间必须是10的整数倍"),
("en18", "Jun", """GM ah, 9pm I go 205 and peek out of 老周's window, see who on the lawn lah""",
 ["205", "window", "窗", "own room", "自己"], "五.3(1) peeking only from one's own room (police: window from 204 only; ORDERS.md peek)"),
]
