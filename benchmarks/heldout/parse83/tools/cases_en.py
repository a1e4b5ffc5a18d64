# English cases for the parse83 held-out set (same tuple formats as cases_zh.py).

CASES = [
("en01", "Max", """yo gm 👋 just chilling tonight, peephole all night lol""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
""", "casual lower-case Discord"),

("en02", "Max", """ok plan: 8:30 go to the garden, 9 go to the lawn, 9:40 back to my room and watch from the window till bed""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
    peek: window
""", "205 faces south: window sees the lawn"),

("en03", "Max", """gonna try smth tonight 😈 before 10:20 im just in my room lookin out the window. 10:20 go to 203, if kiki's alone kill her, otherwise just head back home""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:20"
    go: "203"
    kill: Kiki
    if: alone
    else: {go: home}
""", "conditional kill, else home"),

("en04", "Max", """standing order: if i run into old chen alone anywhere tonight, kill him. also 9:10 common room, 10:30 back home""", "accept", """
orders:
  - at: "21:10"
    go: "204"
  - at: "22:30"
    go: home
standing:
  - kill: 老陈
    if: alone
""", "nickname Old Chen (game.yaml nicknames)"),

("en05", "Max", """door closed for everyone till 10 pls. rest of the night window. thx""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", "door closed before 22:00"),

("en06", "Max", """ez night: garden at 8, home at 8:30, thats it lol""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: home
""", "small night"),

("en07", "Ravi", """Good evening GM sir. Kindly note my orders for tonight: from 8:00 I will be watching from the window only, at 9:30 I will go to room 204 and do some chit-chat, at 10:30 I will come back to my room itself. Thank you.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "204"
  - at: "22:30"
    go: home
""", "Indian English phrasing"),

("en08", "Ravi", """Hello GM, tonight I am going to 202 at 10:10 pm to meet Lily. If she is alone then kill her, else I will go to garden. Before that I am simply sitting in my room watching through peephole only.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:10"
    go: "202"
    kill: 莉莉
    if: alone
    else: {go: garden}
""", "nickname Lily; conditional kill with else"),

("en09", "Ravi", """Orders: 8:20 pm garden, 8:50 pm lawn, 9:20 pm back to room, peephole till 10, then window till 11. That's all, thanks""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:20"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "list with pm times"),

("en10", "Ravi", """Sir, one standing order please: whole night, wherever I meet Max, if no other person is there, kill him. Apart from that I am staying in my room only, and door should be opened only for Lily before 10.""", "accept", """
door: [莉莉]
standing:
  - kill: Max
    if: alone
""", "standing kill alone; door list"),

("en11", "Ravi", """Tonight I am going by the east stairs to the lawn at 9 o'clock, will be there up to 9:40, then coming back and doing the window watching.""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "21:40"
    go: home
    peek: window
""", "route named"),

("en12", "Oliver", """Evening all. I'll be in the common room from the start, keeping an eye on the garden through the window. At half ten I'll pop down to the lawn for a look round. Cheers.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:30"
    go: lawn
""", "British English; police officer starts in 204"),

("en13", "Oliver", """Right, fancy a stroll tonight: garden at ten past eight, lawn at quarter to nine -- sorry, 8:40, not quarter to -- and back to the common room at half nine, where I'll watch from the window for the rest of the evening.""", "accept", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
""", "British time words; self-correction to 8:40"),

("en14", "Oliver", """Knocking on a few doors tonight, if that's alright: 209 at nine, 201 at twenty to ten, then back to the common room at half past ten.""", "accept", """
orders:
  - at: "21:00"
    go: "209"
  - at: "21:40"
    go: "201"
  - at: "22:30"
    go: "204"
""", "police visits; twenty to ten is 21:40"),
]

REFUSALS = [
("en15", "Max", """tonight i wanna take out both kiki and old chen lol. 10:00 go to 203 and kill both of them""",
 ["one", "both", "一人", "一个", "只能"], "五.10 每人只能从自己的两个目标中任选一人杀死"),
("en16", "Ravi", """Sir, I will go to lawn at 7:40 pm itself, before game is starting, and come back to room at 8:30.""",
 ["19:40", "7:40", "20:00", "8:00"], "五.1 杀人时段为晚上8点-11点"),
("en17", "Oliver", """I'll sit in the common room all night and keep watch through the peephole onto the corridor, if that's alright.""",
 ["peephole", "门孔", "猫眼", "window", "窗"], "五.3(3) 在204只能从窗户向外窥视; ORDERS.md peek: only window from 204"),
("en18", "Max", """9:30 ill just hang out in the corridor outside 203 till 10, see who comes out 👀""",
 ["corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动"),
]
