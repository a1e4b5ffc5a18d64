# English cases, same tuple formats as cases_zh.py.
CASES = [
("en01", "Kev", "yo gm 👋 8:30 heading to 204, hang there till 9:40 then back to my room n peek thru the window rest of the night", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:40", go: home, peek: window}
""", ""),
("en02", "Priya", "Good evening sir, kindly note my orders for tonight:\n1) 8:00 to 8:50 I will be peeping from the door peephole.\n2) At 8:50 I will go to the garden.\n3) At 9:40 I will return back to my room only.\nThank you.", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: garden}
  - {at: "21:40", go: home}
""", "Indian English"),
("en03", "Tom", "Evening. I'll stay in and keep an eye out the window until half nine, then pop over to the common room for a natter. Back in my room at ten and I'll be on the peephole till bedtime. Cheers", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "UK English"),
("en04", "Wei", "hi boss, tonight i go 203 at 8.20 lah, check on them. then 9pm go lawn walk walk. 10.30 back to 204 look out window can?", "accept", """
orders:
  - {at: "20:20", go: "203"}
  - {at: "21:00", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", "Singapore English"),
("en05", "Kev", "ok plan: 10:10 go to 207, if may's alone i take her out. if not just go back to my room lol", "accept", """
orders:
  - {at: "22:10", go: "207", kill: 阿May, if: alone, else: {go: home}}
""", "May = 阿May (nickname)"),
("en06", "Priya", "Sir, my instructions: whole night, wherever I am meeting Kev alone, kill him. Otherwise I am staying in room and watching from window. Thanks and regards.", "accept", """
standing:
  - {kill: Kev, if: alone}
orders:
  - {at: "20:00", peek: window}
""", "Indian English"),
("en07", "Tom", "Right, door's shut to everyone tonight (until ten, obviously). Staying put, peephole all evening.", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "UK English"),
("en08", "Wei", "tonight whole night stay at 204 only, watch garden from the window. nothing else", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("en09", "Kev", "gonna roam a bit lmao. 8:00 garden, 8:40 lawn, 9:20 back to 204, 10 home. thats it gn", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("en10", "Tom", "At twenty to eleven I'll nip into 201. If Xiaoyu's there, on her own or not, she's done for. If she isn't, straight back to mine.", "accept", """
orders:
  - {at: "22:40", go: "201", kill: 小雨, if: always, else: {go: home}}
""", "Xiaoyu = 小雨 (nickname)"),
("en11", "Priya", "Good evening. Tonight only Kev and Tom may enter my room, others not allowed. At 9:30 I am going to the lawn by the west stairs and coming back at 10:10.", "accept", """
door: [Kev, Tom]
orders:
  - {at: "21:30", go: lawn, via: [west-stairs]}
  - {at: "22:10", go: home}
""", ""),
("en12", "Wei", "1. 8.00 go 207 visit May\n2. 8.50 go 209\n3. 9.40 go garden\n4. 10.20 back 204 and peek window\nok thanks", "accept", """
orders:
  - {at: "20:00", go: "207"}
  - {at: "20:50", go: "209"}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204", peek: window}
""", ""),
("en13", "Kev", "just gonna sit on the peephole 8-9 then window from 9 onwards, not leaving my room tonight", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("en14", "Tom", "From nine until half ten, if I run into Kev anywhere and he's alone, I'll do him in. Otherwise a quiet night in at the window.", "accept", """
standing:
  - {kill: Kev, if: alone, from: "21:00", until: "22:30"}
orders:
  - {at: "20:00", peek: window}
""", "UK English"),
]

REFUSALS = [
("en15", "Kev", "10:00 go 203 n kill priya if shes alone", ["Priya", "target", "目标"], "seed 五.10: only one of one's own two targets (Kev: 阿杰, 阿May)"),
("en16", "Tom", "I'll pop down to the garden at quarter to ten and be back in by half ten.", ["quarter to ten", "9:45", "21:45", "10"], "seed 五.4: a start on a multiple of 10 minutes"),
("en17", "Priya", "At 9:00 I am going to room 201 and from their window I will watch the lawn.", ["201", "own room", "window", "自己"], "seed 五.3(1): peeking only from one's own room (or the window of 204)"),
("en18", "Wei", "eh i go garden at 7.30pm first can, then 8.30 back 204", ["7.30", "7:30", "19:30", "20:00"], "seed 五.1: the night is 20:00-23:00"),
]
