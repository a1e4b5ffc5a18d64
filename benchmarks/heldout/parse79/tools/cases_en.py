# English cases: same tuple formats as cases_zh.py.
CASES = [
("en01", "kevin", """yo gm 👋 tonight: peek out the window from 8, head to the common room at 8:40, back to my room at 9:30 and watch the hallway thru the peephole. thats it lol""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("en02", "Priya", """Good evening GM. Kindly note my orders for tonight. At 8:10 I will go to the garden, at 8:50 I will come back to my room and do peeping from the window only. At 10 o'clock I will go to 204 and sit there till the end. Thank you.""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: home, peek: window}
  - {at: "22:00", go: "204"}
""", "Indian English"),
("en03", "Ollie", """Evening. I'll nip down to the garden at half eight, stroll over to the lawn at nine, then head back up to the common room at ten past ten and keep an eye on the garden from the window. Cheers.""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:10", go: "204", peek: window}
""", "UK: half eight = 20:30"),
("en04", "WeiLing", """Hi GM, tonight 9pm I go 203 talk to 老陈 lah. Then 9.40 go back 204 lor, look out the window. Thanks ah""", "accept", """
orders:
  - {at: "21:00", go: "203"}
  - {at: "21:40", go: "204", peek: window}
""", "Singapore English"),
("en05", "kevin", """ok so all night if i run into 老陈 and nobody else is around, kill him. other than that im just chilling in my room on the peephole 👀""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 老陈, if: alone}
""", ""),
("en06", "Priya", """Orders: from 8 o'clock I will peep through the door hole. At 9:20 go to 201 and if Kevin is alone there, kill him, otherwise go back to my room.""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:20", go: "201", kill: kevin, if: alone, else: {go: home}}
""", ""),
("en07", "Ollie", """Right, quiet one tonight. Staying put in the common room, watching the garden out the window all evening.""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en08", "WeiLing", """GM ah, 8.20pm go garden, 8.50 go lawn, 9.30 come back 204. Then stay there until end.""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204"}
""", ""),
("en09", "kevin", """10:30 go to 203, if 老陈's there kill him no matter who else is around, if he's not there go to the lawn instead. before that just stay home""", "accept", """
orders:
  - {at: "22:30", go: "203", kill: 老陈, if: always, else: {go: lawn}}
""", ""),
("en10", "Priya", """Dear GM, tonight I am keeping my door closed for everyone except 星星. I shall stay inside my room the whole evening doing window peeping. At 10:40 I shall go to the garden.""", "accept", """
door: [星星]
orders:
  - {at: "20:00", peek: window}
  - {at: "22:40", go: garden}
""", ""),
("en11", "Ollie", """Tonight I'll go down to the lawn at 9:10 by the east stairs, then come back up to 204 at 9:50. Ta.""", "accept", """
orders:
  - {at: "21:10", go: lawn, via: [east-stairs]}
  - {at: "21:50", go: "204"}
""", ""),
("en12", "kevin", """brb dinner... ok back. 8:20 garden, 8:50 lawn, 9:20 home + window. 10:10 go to 209, if priya's alone kill her, otherwise just come home""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:20", go: home, peek: window}
  - {at: "22:10", go: "209", kill: Priya, if: alone, else: {go: home}}
""", ""),
("en13", "Priya", """At 8:30 I will visit room 205 to chat with 大白. At 9:10 I will come back and peep from the peephole. At 10:20 I will switch over to the window.""", "accept", """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:10", go: home, peek: peephole}
  - {at: "22:20", peek: window}
""", ""),
("en14", "WeiLing", """tonight I sit in 204 until 10, then 10pm go knock 202 see 小鱼, if nobody open then go garden lor""", "accept", """
orders:
  - {at: "22:00", go: "202", else: {go: garden}}
""", ""),
]

REFUSALS = [
("en15", "kevin", """lol if i see Ollie alone anywhere tonight just kill him, hes been sus all game""",
 ["Ollie", "police", "警察"], "五.10 房客不能杀警察 / ADJUDICATION 5: police cannot be killed"),
("en16", "Priya", """Good evening. At 7:30 pm I will go to the garden and come back at 8:30.""",
 ["19:30", "7:30", "20:00"], "五.1: the night runs 20:00-23:00; orders start from 20:00"),
("en17", "Ollie", """At nine I'd like to watch the corridor through the peephole of the common room, please.""",
 ["peephole", "门孔", "204", "common room"], "五.3(3) / ORDERS.md peek: only `window` from 204; a peephole only from one's own room"),
("en18", "WeiLing", """9pm I go garden and lawn both at the same time lah, watch both places""",
 ["garden", "lawn", "one", "一件事", "花园", "草坪"], "五.2 每10分钟之内每名房客可以选择干一件事: one place per slot"),
]
