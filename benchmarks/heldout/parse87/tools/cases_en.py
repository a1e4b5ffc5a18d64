# English cases for the parse87 held-out set (same tuple formats as cases_zh.py).
A = "accept"
CASES = [
("en01", "Kev", """yo gm 👋 8pm heading to the lawn, back home at 9 and watching out the window till the end lol""", A, """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
""", ""),

("en02", "Mia", """heyy gm! staying in my room all night tonight 😴 window till 9:30, then peephole for the rest""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
""", ""),
("en03", "Priya", """Good evening GM. Kindly note my orders for tonight: at 8:20 I will go to the common room, at 9:10 I will proceed to the garden, and at 10 I will come back to my room and do peephole watching.
Thanks and regards,
Priya""", A, """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:10"
    go: garden
  - at: "22:00"
    go: home
    peek: peephole
""", "Indian English"),

("en04", "Oliver", """evening! i'll chill in the common room watching the garden from the window till 9:30, then head down to the lawn. back up to the common room at 10:30, window again 👍""", A, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: "204"
    peek: window
""", "police officer without a room (starts in 204)"),
("en05", "Kev", """ok so at 10:20 i go to 205, if 胖虎's alone i kill him, otherwise (or if hes not there) just go to the garden""", A, """
orders:
  - at: "22:20"
    go: "205"
    kill: 胖虎
    if: alone
    else: {go: garden}
""", ""),

("en06", "Mia", """ok so all night, if i run into kev alone anywhere -> kill him 🔪
otherwise: 8:40 go to 204, 9:50 back to my room""", A, """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:50"
    go: home
standing:
  - kill: Kev
    if: alone
""", ""),
("en07", "Priya", """Dear GM, tonight only Mia may enter my room, please do not open the door for anyone else. I shall be doing window peeping from 8 pm to 10 pm, and after that peephole only.""", A, """
door: [Mia]
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),

("en08", "Oliver", """plan for tonight lol
- 8:10 knock on 201 to talk to 大刘 and 阿琛, if nobody answers i go straight back to the common room
- 9:00 same thing at 209, back to the common room if nobody opens
- from 10 i'm in the common room at the window""", A, """
orders:
  - at: "20:10"
    go: "201"
    else: {go: "204"}
  - at: "21:00"
    go: "209"
    else: {go: "204"}
  - at: "22:00"
    go: "204"
    peek: window
""", "police home is 204"),
("en09", "Kev", """garden 9:30. thats it""", A, """
orders:
  - at: "21:30"
    go: garden
""", ""),

("en10", "Mia", """10:30 going to 207 for kev. if he's alone, kill. if someone else is there or he's not in, i just go back to my room""", A, """
orders:
  - at: "22:30"
    go: "207"
    kill: Kev
    if: alone
    else: {go: home}
""", ""),
("en11", "Priya", """At 8:30 I will go to the lawn by the east staircase itself, and at 9:30 I will come back to my room by the same east staircase and do window peeping.""", A, """
orders:
  - at: "20:30"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: home
    via: [east-stairs]
    peek: window
""", "Indian English"),

("en12", "Oliver", """quiet night for me, common room window all evening. gn all""", A, """
orders:
  - at: "20:00"
    peek: window
""", ""),
("en13", "Kev", """gm pls: 8:00 peephole, 8:30 window, 9:00 go to 203 to chat w/ mia, 10:00 back home + peephole ty 🙏""", A, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    go: "203"
  - at: "22:00"
    go: home
    peek: peephole
""", ""),

("en14", "Priya", """From 9:15 till 10:45, if I meet 阿琛 anywhere and he is alone, I will kill him. Rest of the time: I go to the garden at 8:50 and come back to my room at 10:10.""", A, """
orders:
  - at: "20:50"
    go: garden
  - at: "22:10"
    go: home
standing:
  - kill: 阿琛
    if: alone
    from: "21:15"
    until: "22:45"
""", "standing window on quarter hours"),
]

REFUSALS = [
("en15", "Kev", """10pm go 203 and kill mia lol she's been sus all game""",
 ["Mia", "target", "目标"], "五.10 only one of one's two targets, 不可滥杀无辜 (Kev's targets: 胖虎, Priya)"),
("en16", "Mia", """7:50 i'm going to the garden first, then back to my room at 8:30 😊""",
 ["7:50", "19:50", "20:00", "8pm", "8:00"], "五.1 the night is 8-11pm; orders start 20:00-22:50"),
("en17", "Priya", """At 10:00 I will go to 201 and kill both 大刘 and 阿琛 if they are there together.""",
 ["both", "only one", "one of", "一人", "两"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
("en18", "Oliver", """at 9 i'm going down to the ground floor lobby to look around, then back to the common room at 10""",
 ["lobby", "ground floor", "大厅", "一层"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
]
