# English cases for parse90. Same tuple formats as cases_zh.py.
CASES = [
("en01", "Kev", """yo gm 👋 tonight: window from 8 to 9, then head to the common room at 9, back to my room at 10:30 and peephole till the end. ty""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("en02", "Kev", """ok im going full sneaky lol. 9:40 go to 201, if 胖虎's alone in there kill him, otherwise just go back to my room""", "accept", """
orders:
  - {at: "21:40", go: "201", kill: 胖虎, if: alone, else: {go: home}}
""", ""),
("en03", "Kev", """just chilling on the lawn all night tbh. leave at 8""", "accept", """
orders:
  - {at: "20:00", go: lawn}
""", ""),
("en04", "Kev", """door closed till 10 pls. 8:30 garden, 9:30 lawn, 10:10 home + window""", "accept", """
door: closed
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home, peek: window}
""", ""),
("en05", "Kev", """if i run into xiaowen anywhere tonight and nobody else is around, kill her. otherwise just peephole all night, not leaving my room""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 晓雯, if: alone}
""", "xiaowen = 晓雯 (nickname in game.yaml)"),
("en06", "Raj", """Good evening sir. Kindly note my orders for tonight. From 8 pm I will be doing peeping from the window only. At 9.30 pm I shall proceed to the garden and stay there till 10.30 pm, then I will come back to my room and do the needful from the peephole. Thank you.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:30", go: home, peek: peephole}
""", "Indian English"),
("en07", "Raj", """Hello GM, my plan is like this only: at 10.20 I will go to room 205, if Leung is there alone I will kill him, otherwise I will go to the lawn itself. Before that I am in the common room from 8.30 onwards.""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:20", go: "205", kill: 阿梁, if: alone, else: {go: lawn}}
""", "Leung = 阿梁 (nickname in game.yaml)"),
("en08", "Raj", """Sir, please keep my door open only for Olly sir, nobody else. I will be sitting in room doing window watching full night.""", "accept", """
door: [Olly]
orders:
  - {at: "20:00", peek: window}
""", ""),
("en09", "Raj", """Orders:
8.10 pm - go to 203 to chat with Lao Zhou
9 pm - come back and watch from peephole
10.40 pm - go to the lawn
Thanks and regards,
Raj""", "accept", """
orders:
  - {at: "20:10", go: "203"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:40", go: lawn}
""", ""),
("en10", "Olly", """Evening all. I'll stay put in the common room and keep an eye on the garden from the window until half nine, then pop down to the lawn for a look about. Back to the common room at ten past ten and I'll just sit there. Cheers.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "UK English; police without a room start in 204"),
("en11", "Olly", """Right then. Garden at ten to nine, lawn at half nine, and back up to 204 at ten, window from there on.""", "accept", """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("en12", "Olly", """Going to knock on a few doors tonight. 205 at twenty past eight, 209 at nine, then the common room at twenty to ten and I'll stay there, looking out the window.""", "accept", """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:00", go: "209"}
  - {at: "21:40", go: "204", peek: window}
""", ""),
("en13", "Kev", """gm here's mine 🙃 8:00 peephole / 8:20 window / 9:00 go 204 / 9:50 back home / 10:00 peephole. thats it""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:50", go: home}
  - {at: "22:00", peek: peephole}
""", ""),
("en14", "Raj", """Dear GM, tonight whole night if I meet Ah Jie alone anywhere I will finish him. Movements: 9 pm to the lawn, 10 pm back to my room, window.""", "accept", """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: 阿杰, if: alone}
""", "Ah Jie = 阿杰 (nickname in game.yaml)"),
]

REFUSALS = [
("en15", "Kev", """lol if i see olly in the garden just kill him, cops are annoying. garden at 8:30""", ["Olly", "police", "警察", "cannot kill", "不能杀"],
 "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("en16", "Raj", """At 9.45 pm I will go to the garden and stay there. Rest of the time in my room only.""", ["9.45", "21:45", "9:45", "multiple of 10", "10分钟", "整数倍"],
 "五.4 每次行动开始时间必须是10的整数倍"),
("en17", "Olly", """I'll sit in the common room and watch the corridor through the peephole all evening, ta.""", ["peephole", "门孔", "204", "common room"],
 "五.3(3) 去204聊天或在204向外窥视 (window only); ORDERS: only window from 204"),
("en18", "Kev", """gonna go to 203 at 9 and take out lao zhou if he's alone lmao""", ["老周", "Lao Zhou", "target", "目标"],
 "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (Kev's targets are 胖虎 and 晓雯)"),
]
