# English cases of the parse75 set. CASES: (id, sender, message, "accept", expected body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
# ---- Mike (203, casual Discord) ----
("en01", "Mike", """yo gm, staying in tonight lol. window the whole night""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en02", "Mike", """8:30 head to the garden, 9:10 lawn, back to my room at 10 and peephole""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en03", "Mike", """going to 205 at 9:20, if lao chen is alone there kill him, otherwise go to the common room""", "accept", """
orders:
  - {at: "21:20", go: "205", kill: 老陈, if: alone, else: {go: "204"}}
""", "lao chen is 老陈 (nickname in game.yaml)"),
("en04", "Mike", """hey! 8pm go 204 and look out the window till 9, then 9pm back to my room 👍""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home}
""", ""),
("en05", "Mike", """standing order: kill priya anywhere if no one else is around, from 9pm till the end of the night""", "accept", """
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "23:00"}
""", ""),
("en06", "Mike", """door closed for everyone tonight (before 10 ofc). peephole all night, not moving""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en07", "Mike", """8:50 visit AJ in 201, 9:30 go to garden, 10:20 back home""", "accept", """
orders:
  - {at: "20:50", go: "201"}
  - {at: "21:30", go: garden}
  - {at: "22:20", go: home}
""", "AJ is 阿杰 (nickname in game.yaml)"),
("en08", "Mike", """from 9 just chill in my room peeking thru the window. then at 10:30 if priya is alone in our room with me, kill her lmao""", "accept", """
orders:
  - {at: "21:00", peek: window}
  - {at: "22:30", kill: Priya, if: alone}
""", "Mike and Priya share 203; the 22:30 kill order has no walk, it stays armed in the room"),
("en09", "Mike", """take the east stairs down to the lawn at 8:20, come back up at 9""", "accept", """
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home}
""", ""),
("en10", "Mike", """9:40 go to 209 chat w/ ollie, if he doesnt open go to the garden instead 🌳""", "accept", """
orders:
  - {at: "21:40", go: "209", else: {go: garden}}
""", "ollie is Oliver (nickname in game.yaml)"),
# ---- Priya (203, casual Discord) ----
("en11", "Priya", """hiii ok so tonight: 8:00 go to the common room, 8:40 garden, 9:20 back to my room, window till the end 💕""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", ""),
("en12", "Priya", """i'll be on the lawn from 9 to 10, then come back to my room and peek through the peephole""", "accept", """
orders:
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en13", "Priya", """if i run into oliver anywhere tonight kill him, doesn't matter who else is there""", "accept", """
standing:
  - {kill: Oliver, if: always}
""", ""),
("en14", "Priya", """10:40 go to xiaoyu's room (202) and kill her if she's by herself, else just come back to my room""", "accept", """
orders:
  - {at: "22:40", go: "202", kill: 小雨, if: alone, else: {go: home}}
""", "xiaoyu is 小雨 (nickname in game.yaml)"),
("en15", "Priya", """not going anywhere tonight, just peephole from 8 to 9:30 and then the window""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", ""),
# ---- Oliver (209, talkative Brit) ----
("en16", "Oliver", """Evening all. Right, so I've had a think and I reckon the lawn's where the action is going to be tonight. I'll pop down to the lawn at half eight and have a wander, then at half nine I'll head back up to my room and keep an eye out of the window for the rest of the night. Cheers, and good luck everyone.""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),
("en17", "Oliver", """Bit of a long one, sorry. I've been thinking about last game and honestly I was far too cautious, so tonight I'm going on the offensive. At ten past nine I'm going round to Lao Chen's room (205). If he's on his own, I'll do him in. If he isn't, I'll carry on to the common room and sit by the window watching the garden. Nothing else planned, I'll stay put in my room until then.""", "accept", """
orders:
  - {at: "21:10", go: "205", kill: 老陈, if: alone, else: {go: "204", peek: window}}
""", "Lao Chen is 老陈 (nickname in game.yaml)"),
("en18", "Oliver", """Not feeling brave tonight, I'm afraid. I'm keeping my door shut to everyone until ten, because frankly I don't trust a single one of you (no offence). I'll watch through the peephole from eight, and then from nine onwards I'll switch to the window and watch the lawn.""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("en19", "Oliver", """Right then. First, a standing order, as the rules allow: from half nine until eleven, wherever I bump into Priya and she's on her own, kill her. Apart from that, at eight I'll nip down to the garden by the east stairs for some fresh air, and at nine sharp I'll head back up to my room.""", "accept", """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home}
standing:
  - {kill: Priya, if: alone, from: "21:30", until: "23:00"}
""", ""),
# ---- Sam (police, Singapore) ----
("en20", "Sam", """ok GM, tonight i go lawn at 8.30 lah, then 9.30 go garden, 10.30 come back 204 can""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:30", go: "204"}
""", "an officer without a room starts in 204"),
("en21", "Sam", """Sam here. Tonight I sit in 204 look out window whole night one, don't go anywhere""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en22", "Sam", """9pm go 203 find Mike and Priya talk talk a bit, 10pm go 207 see Kayan""", "accept", """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "207"}
""", "Kayan is 嘉欣 (nickname in game.yaml)"),
("en23", "Sam", """8pm go down to garden first, use the west staircase. 8.40 come back 204 and look out the window""", "accept", """
orders:
  - {at: "20:00", go: garden, via: [west-stairs]}
  - {at: "20:40", go: "204", peek: window}
""", ""),
("en24", "Sam", """10.10 knock 209 door, after 10 they must open right? then stay inside there until end of night""", "accept", """
orders:
  - {at: "22:10", go: "209"}
""", ""),
]

REFUSALS = [
("en25", "Mike", """9pm go to 209, if ollie's alone kill him""",
 ["Oliver", "target", "目标"], "五.10 only one of one's two targets may be killed (Mike's targets: Priya, 老陈)"),
("en26", "Mike", """from 9:30 just chill on the west stairs and see who goes by""",
 ["stairs", "楼梯", "west-stairs", "八"], "八 nobody may stop in the corridor or on the stairs"),
("en27", "Priya", """9:45 go to the garden pls""",
 ["9:45", "21:45", "10 minutes", "multiple", "整数倍"], "五.4 every order starts at a multiple of 10 minutes"),
("en28", "Oliver", """Quiet one for me tonight: stay in my room, and then at quarter past eleven I'll slip out to the lawn for a bit of air.""",
 ["23:15", "11", "20:00", "22:50", "night"], "五.1 the night runs 20:00 to 23:00 (orders start 20:00-22:50)"),
("en29", "Oliver", """I've a feeling Sam's been sniffing about. At ten I'm going to the lawn, and if Sam is out there on his own, I'll deal with him permanently.""",
 ["Sam", "police", "警察"], "五.10 / 六.6 tenants cannot kill police officers"),
("en30", "Sam", """tonight i go lawn at 9, if got chance catch Priya alone there just kill her lor, confirm she's the one""",
 ["police", "警察", "kill", "杀"], "五.13 / ADJUDICATION 5: police cannot kill"),
]
