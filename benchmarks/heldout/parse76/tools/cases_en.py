"""English cases of the parse76 set (same tuple formats as cases_zh.py)."""

CASES = [
("en01", "Mike", """yo gm 👋 tonight: peephole from 8, then at 9 head to the lawn, back home at 10 and window til bed. ez""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),
("en02", "Mike", """gonna hit 203 at 9:40, if AJ's alone he's done lol. if not just go back to my room""", None, """
orders:
  - at: "21:40"
    go: "203"
    kill: 阿杰
    if: alone
    else: {go: home}
""", "AJ is 阿杰's nickname in game.yaml"),
("en03", "Mike", """chill night. common room at 8:30, stay there till 10:30 then back to 207""", None, """
orders:
  - at: "20:30"
    go: "204"
  - at: "22:30"
    go: home
""", ""),
("en04", "Mike", """standing order: anytime i run into priya by herself, kill. other than that im at the garden from 8:20 to 10, then home""", None, """
orders:
  - at: "20:20"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: Priya
    if: alone
""", ""),
("en05", "Mike", """door open only for ethan and tangtang tonight. staying in, window all night haha""", None, """
door: [Ethan, 糖糖]
orders:
  - at: "20:00"
    peek: window
""", "tangtang is 糖糖's nickname in game.yaml"),
("en08", "Ethan", """evening all. i'll camp the common room window all night, nothing fancy""", None, """
orders:
  - at: "20:00"
    peek: window
""", "an officer without a room starts in 204"),
("en09", "Ethan", """going to the garden at 8:10, lawn at 9, back to the common room at 10:20 and watching the garden from the window""", None, """
orders:
  - at: "20:10"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:20"
    go: "204"
    peek: window
""", ""),
("en10", "Ethan", """gonna knock on 205 at 9:30 and chat with wing. if nobody lets me in i'll go to the lawn instead. 10:30 back to 204""", None, """
orders:
  - at: "21:30"
    go: "205"
    else: {go: lawn}
  - at: "22:30"
    go: "204"
""", ""),
("en11", "Ethan", """8:50 head down the west stairs to the lawn, stay til 10:40, come back up the east stairs to 204""", None, """
orders:
  - at: "20:50"
    go: lawn
    via: [west-stairs]
  - at: "22:40"
    go: "204"
    via: [east-stairs]
""", ""),
("en13", "Priya", """Good evening GM. Kindly note my orders for tonight. From 8 PM I will be watching through the window of my room only. At 9:30 PM I will go to the common room and sit there till 10:30 PM, then I will come back to my room and do peephole. Thank you.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "204"
  - at: "22:30"
    go: home
    peek: peephole
""", ""),
("en14", "Priya", """Hello GM, today itself I want to finish the job. At 10:10 I will go to room 203. If Zhou is alone there, kill him. Otherwise I will go back to my room only.""", None, """
orders:
  - at: "22:10"
    go: "203"
    kill: 老周
    if: alone
    else: {go: home}
""", "Zhou is 老周's nickname in game.yaml"),
("en15", "Priya", """Dear GM, I am going to garden at 8:20 PM and coming back at 9 PM. After that I am going to sit in my room only and see from peephole till 10. After 10, window. My door is open to all.""", None, """
door: open
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", ""),
("en16", "Priya", """GM, please note: whole night, whenever I meet Wing and there is nobody else, I will kill her. Apart from that I will be going to the lawn at 8:40 and returning to room at 9:50.""", None, """
orders:
  - at: "20:40"
    go: lawn
  - at: "21:50"
    go: home
standing:
  - kill: 阿Wing
    if: alone
""", "Wing is 阿Wing's nickname in game.yaml"),
("en17", "Priya", """Tonight I am not going anywhere, I will do the peephole from 8 to 9 and then window till the end. Only Mike and Ethan can come in, for others door is closed.""", None, """
door: [Mike, Ethan]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""", ""),
]

REFUSALS = [
("en06", "Mike", """gonna sneak out to the lawn at 11:20 and hang there till 11:50 lol""",
 ["11:20", "23:20", "23:00", "night", "晚上"], "五.1 杀人时段 is 8-11 pm; 11点之后统统睡觉"),
("en07", "Mike", """10pm i'm just gonna stand on the east stairs and see who comes up lmao""",
 ["stairs", "楼梯", "corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动 (nobody stops on the stairs: ORDERS.md go)"),
("en12", "Ethan", """at 9 i'll go into 203 and look out their window at the lawn for an hour""",
 ["203", "window", "窗", "own room"], "五.3(1) peeking only from one's own room (police: only the window of 204)"),
("en18", "Priya", """At 9:05 PM I will go to the garden and stay there till 10 PM, then back to my room.""",
 ["9:05", "21:05", "10 minutes", "10分钟"], "五.4 房客的每次行动开始时间必须是10的整数倍"),
]
