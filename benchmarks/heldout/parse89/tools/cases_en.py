# English cases for parse89: (id, sender, message, "accept", order-file body, note)
CASES = [
("en01", "Kev", """yo gm 🙏 8:00 peek out window, 8:40 head to 204, 9:30 garden, back to my room at 10 and watch the peephole. thx""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "Discord lower-case"),
("en02", "Priya", """Good evening sir. Kindly note my orders for tonight: from 8 pm I will be peeping through the window only. At 9:20 pm I will go to the garden, and at 10 pm I will return back to my room and do peephole duty till end. Thank you.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "Indian English"),
("en03", "Nigel", """Evening. I'll be sat in the common room all night looking out of the window at the garden, if that's alright. Cheers.""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "UK; roomless officer starts in 204"),
("en04", "Wei", """ok lah tonight i go lawn at 8.30, then 9.10 go back 204 and look out window can.""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "204", peek: window}
""", "Singapore English"),
("en05", "Kev", """ok so im going for it lol. 10:10 go to 207, if ashley's alone i kill her, otherwise just go back home""", "accept", """
orders:
  - {at: "22:10", go: "207", kill: 阿詩, if: alone, else: {go: home}}
""", "Ashley = 阿詩 (game.yaml nickname)"),
("en06", "Priya", """Orders: Whole night, wherever I am meeting Kev alone, I will kill him. Apart from that: 8:10 pm go to 204, 9:00 pm go to lawn, 10:00 pm back to room.""", "accept", """
orders:
  - {at: "20:10", go: "204"}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Kev, if: alone}
""", "standing kill"),
("en07", "Nigel", """Right. 8:20 I'll nip over to 203 for a natter with Kev and Tangtang. 9 o'clock back to the common room. At half ten pop down to the garden.""", "accept", """
orders:
  - {at: "20:20", go: "203"}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: garden}
""", "UK: half ten = 22:30"),
("en08", "Wei", """9pm go 201 talk to Jay. if nobody open door then go garden lor. 10pm back 204.""", "accept", """
orders:
  - {at: "21:00", go: "201", else: {go: garden}}
  - {at: "22:00", go: "204"}
""", "else on a refused door"),
("en09", "Kev", """peephole all night. door closed till 10 pls""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en10", "Priya", """At 8:30 pm I shall go to the lawn via the east stairs itself, and at 9:30 pm come back to my room the same way and peep out of the window.""", "accept", """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, via: [east-stairs], peek: window}
""", "named route both ways"),
("en11", "Kev", """8:20 lawn, 9 back home + window, 10:20 go to 201 and kill xiaoyu if shes by herself, if not head to 204""", "accept", """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:20", go: "201", kill: 小鱼, if: alone, else: {go: "204"}}
""", "Xiaoyu = 小鱼"),
("en12", "Nigel", """Change of plan from me, chaps: 8 o'clock on the dot I'll wander down to the lawn by the west stairs, then at ten past nine the garden, and back to the common room at 9:50 to keep an eye on the garden through the window.""", "accept", """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "21:10", go: garden}
  - {at: "21:50", go: "204", peek: window}
""", "UK"),
("en13", "Wei", """tonight i stay 204 first, 8.50 go 205 find lao chen, 9.30 go 209 see priya, 10.10 come back 204 window.""", "accept", """
orders:
  - {at: "20:50", go: "205"}
  - {at: "21:30", go: "209"}
  - {at: "22:10", go: "204", peek: window}
""", "Singapore English"),
("en14", "Priya", """Please note only Kev and Xiaoyu may enter my room before 10 pm, others not allowed. I will be in room full night, window peeping from 8 to 9 and peephole from 9 onwards.""", "accept", """
door: [Kev, 小鱼]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door list"),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("en15", "Kev", """lol 9:30 go to 209 and kill priya 💀""", ["Priya", "target", "目标"], "五.10 only one of one's two targets (Kev's targets: 小鱼, 阿詩)"),
("en16", "Nigel", """I'll keep watch on the corridor through the peephole of the common room all night, ta.""", ["peephole", "common room", "204", "门孔"], "五.3(3) / ORDERS: from 204 only the window; a peephole only from one's own room"),
("en17", "Priya", """I will go to the garden at 7:50 pm and come back to my room at 8:30 pm. Thank you.""", ["7:50", "19:50", "20:00", "8 pm"], "五.1 the night starts at 20:00"),
("en18", "Kev", """9:15 garden, 9:50 back""", ["9:15", "21:15", "multiple of 10", "10 minutes", "整十"], "五.4 every order starts at a multiple of 10 minutes"),
]
