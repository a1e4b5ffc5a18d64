# -*- coding: utf-8 -*-
"""English cases of the parse72 held-out set (Discord players: US, UK, Canada, Singapore, India).
CASES: (id, sender, message, "accept", order-file body, note)
REFUSALS: (id, sender, message, reason keywords, rule)"""

CASES = [
("en01", "Tom", """hiya gm, tonight: peek out the window from 8 till half 8, then the peephole till 9. at 9 i'll pop down to the garden, back to my room at 9:30 and window again for the rest of the night. cheers""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: window}
""", ""),

("en02", "Priya", """Hi GM, I will go to the common room at 8:30 and stay there only, will look out of the window there. At 10 I will come back to my room.""", "accept", """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "22:00", go: home}
""", ""),

("en03", "Kai", """ok mine: 9.20 go lawn, if tom is alone there kill him. if not just stay there lah""", "accept", """
orders:
  - {at: "21:20", go: lawn, kill: Tom, if: alone}
""", ""),

("en04", "Jake", """gonna camp my peephole all night lol. keep my door shut till 10""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("en05", "Mike", """mike here (cop). 8pm head to the garden, 8:40 over to the lawn, 9:20 back to the common room and watch out the window""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", peek: window}
""", ""),

("en06", "Tom", """all night, if i run into jake and he's on his own, kill him. otherwise i'm just staying in my room""", "accept", """
standing:
  - {kill: Jake, if: alone}
""", ""),

("en07", "Priya", """Going to 203 at 9:10 to chat with Ajie. If he doesn't open I'll go to the garden. At 10 back to my room and peephole.""", "accept", """
orders:
  - {at: "21:10", go: "203", else: {go: garden}}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("en08", "Kai", """10:30 go to 203, kill ajie if he's alone, if not go back to my room""", "accept", """
orders:
  - {at: "22:30", go: "203", kill: 阿杰, if: alone, else: {go: home}}
""", ""),

("en09", "Jake", """first hour window. at 9 i'm heading to the lawn, take the east stairs. 10pm back home and peephole""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("en10", "Mike", """at 9 i'll knock on 205, then at 9:30 go over to 207, at 10:10 back to the common room eh""", "accept", """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: "207"}
  - {at: "22:10", go: "204"}
""", ""),

("en11", "Tom", """i'm off to the comon room at 8:10, back at 8:50 and then i'll just sit in my room. let anyone in who knocks""", "accept", """
door: open
orders:
  - {at: "20:10", go: "204"}
  - {at: "20:50", go: home}
""", ""),

("en12", "Priya", """9:00 I go to the lawn. From 9 to 10 if I meet Jake anywhere kill him, doesn't matter who is around.""", "accept", """
orders:
  - {at: "21:00", go: lawn}
standing:
  - {kill: Jake, if: always, from: "21:00", until: "22:00"}
""", ""),

("en13", "Kai", """only letting tom in tonight, nobody else. window all night""", "accept", """
door: [Tom]
orders:
  - {at: "20:00", peek: window}
""", ""),

("en14", "Jake", """8:40 go to 205, if lao chen's alone in there kill him, otherwise head to the garden""", "accept", """
orders:
  - {at: "20:40", go: "205", kill: 老陈, if: alone, else: {go: garden}}
""", ""),

("en15", "Mike", """cop orders: staying in the common room looking out the window all night""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),

("en16", "Tom", """9:40 garden, 10:20 lawn. if i meet ajie on the lawn kill him, don't care if anyone else is there""", "accept", """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:20", go: lawn, kill: 阿杰, if: always}
""", ""),

("en17", "Priya", """Good evening! 8:00 peephole, 8:20 window, 8:40 peephole again, 9:00 going to 201 for some chit-chat, 9:40 back to room.""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:00", go: "201"}
  - {at: "21:40", go: home}
""", ""),

("en18", "Kai", """eh gm, 10pm go garden. 10:50 go back to room and look out window""", "accept", """
orders:
  - {at: "22:00", go: garden}
  - {at: "22:50", go: home, peek: window}
""", ""),

("en19", "Jake", """not doin much tonite, just heading to the common room at 9:30 and staying till the end""", "accept", """
orders:
  - {at: "21:30", go: "204"}
""", ""),

("en20", "Mike", """gonna swing by 209 at 8:20, 202 at 9, then the lawn at 10""", "accept", """
orders:
  - {at: "20:20", go: "209"}
  - {at: "21:00", go: "202"}
  - {at: "22:00", go: lawn}
""", ""),

("en21", "Tom", """10:40 to 209, kill jake if he's alone. if he doesn't open or someone's with him just go back to my room""", "accept", """
orders:
  - {at: "22:40", go: "209", kill: Jake, if: alone, else: {go: home}}
""", ""),

("en22", "Priya", """I will watch from the window whole night, except 8:30 to 9:00 I am going to the garden""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", ""),

("en23", "Kai", """10pm i go to the lawn. from 10 onwards wherever i bump into ajie, kill him""", "accept", """
orders:
  - {at: "22:00", go: lawn}
standing:
  - {kill: 阿杰, if: always, from: "22:00"}
""", ""),

("en24", "Jake", """8:10 going to the garden via the west stairs, 8:30 lawn, 9:00 back home by the east stairs""", "accept", """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, via: [east-stairs]}
""", ""),
]

REFUSALS = [
("en25", "Tom", """9:30 go to 202, kill priya if she's alone""",
 ["Priya", "target", "目标", "阿杰", "Jake"], "五.10 不可滥杀无辜: only one of one's own two targets (Tom: 阿杰, Jake); ADJUDICATION 5"),
("en26", "Mike", """9:00 garden, if kai's there alone kill him""",
 ["police", "cannot kill", "警察", "不能杀"], "五.13 police have no task at night; ADJUDICATION 5: police cannot kill"),
("en27", "Jake", """11:10pm go to the lawn""",
 ["23:10", "11:10", "22:50", "night", "时段"], "五.1 the night runs 8-11; orders start 20:00-22:50 (ADJUDICATION 2)"),
("en28", "Priya", """9:15 I'll go to the lawn""",
 ["9:15", "21:15", "multiple of 10", "10分钟", "整数倍"], "五.4 every action starts at a multiple of 10 minutes"),
("en29", "Kai", """9:00 wait on the stairs and watch who goes by""",
 ["stairs", "楼梯", "corridor", "走廊"], "八 nobody stands still in the corridor or on the stairs; docs/ORDERS.md go: never the stairs"),
("en30", "Jake", """8:30 go down to the lobby downstairs and grab a drink""",
 ["lobby", "hall", "大厅", "ground floor", "一层"], "三.2 一层是大厅（本游戏中不出现）: the ground floor is not part of the game"),
]
