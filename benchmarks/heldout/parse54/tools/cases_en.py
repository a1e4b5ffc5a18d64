# English cases for parse54 (role-players writing in character).
CASES = [
("en01", "Ashworth", """Dear Innkeeper,
Having dined tolerably well, I shall retire to my room and keep watch from the window upon the lawn until twenty minutes to nine, at which hour I intend to take a turn in the garden. At half past nine I shall return to my room and observe the corridor through the peephole for the remainder of the evening.
Yours faithfully,
E. Ashworth""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "Victorian letter"),
("en02", "Declan", """Eight o'clock, the lawn, under whatever stars the Lord sends us. At nine I'll wander up to the common room and sit at its window looking over the garden. Ten, back to my own room, and the window again till sleep takes me.""", None, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home, peek: window}
""", "Irish poet"),
("en03", "Wyatt", """Wyatt the Ranger's turn!! rolling for stealth lol
20:00-20:50 peephole watch (209 sees the east stairs, nice)
21:00 move to garden
21:30 move to lawn
22:10 return to base (209), window watch till end of session""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home, peek: window}
""", "LARPer turn log"),
("en04", "Pieter", """Howzit boss. Pieter here. 8:30 I'll go check the lawn, 9:10 the garden, 9:40 back to the common room and watch out the window till late. Lekker.""", None, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: "204", peek: window}
""", "South African police"),
("en05", "Ashworth", """At ten o'clock precisely I shall call upon Mr Declan in 207. Should he be alone, I shall do what must be done. Should another be present, or should the door remain shut, I shall return quietly to my own room. Until ten I remain in my room, reading.""", None, """
orders:
  - {at: "22:00", go: "207", kill: Declan, if: alone, else: {go: home}}
""", ""),
("en06", "Declan", """All the night long, if I meet Wyatt alone anywhere at all, he's done for, God forgive me. Otherwise I keep to my room, at the window, the whole night through.""", None, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Wyatt, if: alone}
""", ""),
("en07", "Wyatt", """Quest objective: 林語嫣. At 21:20 I sneak over to 203. If she's alone in there, attack! If not (or they don't open), fall back to the garden. Rest of the night I'm just chilling in my room, no scrying.""", None, """
orders:
  - {at: "21:20", go: "203", kill: 林語嫣, if: alone, else: {go: garden}}
""", ""),
("en08", "Pieter", """Right, I'm going to knock on 205 at 9, then 207 at half nine, then 209 at 10. Just a chat, nothing heavy.""", None, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: "209"}
""", ""),
("en09", "Ashworth", """I shall receive no visitors before ten o'clock save Mr Declan. I remain in my room all evening, at the window.""", None, """
door: [Declan]
orders:
  - {at: "20:00", peek: window}
""", ""),
("en10", "Declan", """At twenty past eight I'll drift down to the garden by the east stairs, and come home again at nine, the same way I went.""", None, """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home, via: [east-stairs]}
""", ""),
("en11", "Wyatt", """Party log, night 1: stay in the keep (my room) and alternate scrying, window first then peephole, swapping every 10 min from 8:00 until 8:40. At 8:40 I venture to the common room. 10:00 back to the keep.""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("en12", "Pieter", """I'll be in the common room all night watching the garden through the window, shame, nobody invites the cop anywhere.""", None, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en13", "Ashworth", """Half past eight: the lawn, for a constitutional. Twenty past nine: back indoors to the common room. Ten minutes to eleven: my own room, and so to bed.""", None, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:20", go: "204"}
  - {at: "22:50", go: home}
""", ""),
("en14", "Declan", """Between nine and half ten, wherever I meet 墨白, crowd or no crowd, I strike. I'll be in the garden from nine and out on the lawn from ten.""", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
standing:
  - {kill: 墨白, if: always, from: "21:00", until: "22:30"}
""", ""),
("en15", "Wyatt", """OOC: at 10:20 I go to 201, if 沈青衣 is alone I kill, else I go home. Before that just staying in my room, not peeking.""", None, """
orders:
  - {at: "22:20", go: "201", kill: 沈青衣, if: alone, else: {go: home}}
""", "out of character"),
("en16", "Pieter", """9:20 go see Wyatt in 209. If nobody answers, go to the lawn.""", None, """
orders:
  - {at: "21:20", go: "209", else: {go: lawn}}
""", ""),
("en17", "Ashworth", """From a quarter past nine until a quarter to ten, should I chance upon Miss 苏小幺 alone, I shall kill her. I shall walk in the garden from ten past nine until ten to ten, then return to my room.""", None, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: home}
standing:
  - {kill: 苏小幺, if: alone, from: "21:15", until: "21:45"}
""", ""),
("en18", "Declan", """At ten I'll knock at 202 for 苏小幺, a cup of tea and a song. If she's not in, I'll take myself to the common room instead.""", None, """
orders:
  - {at: "22:00", go: "202", else: {go: "204"}}
""", ""),
("en19", "Wyatt", """Night plan: 8:10 lawn. 8:50 back to my room but take the WEST stairs, avoiding the east side. Then stay put.""", None, """
orders:
  - {at: "20:10", go: lawn}
  - {at: "20:50", go: home, via: [west-stairs]}
""", ""),
("en20", "Pieter", """Start in the common room. 10:10 go to 203. 10:40 back to the common room.""", None, """
orders:
  - {at: "22:10", go: "203"}
  - {at: "22:40", go: "204"}
""", ""),
("en21", "Ashworth", """I shall keep my door barred to all comers before ten, and watch the passage through the spy-hole all evening.""", None, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en22", "Declan", """At half nine I go to 203; if 墨白 is there, I kill him, whatever company he keeps. If the door stays shut, back to my room.""", None, """
orders:
  - {at: "21:30", go: "203", kill: 墨白, if: always, else: {go: home}}
""", ""),
("en23", "Wyatt", """Campaign log: 9pm I head out to the lawn and hold there till 10. If 沈青衣 shows, I attack on sight, witnesses or not. 10pm back to 209.""", None, """
orders:
  - {at: "21:00", go: lawn, kill: 沈青衣, if: always}
  - {at: "22:00", go: home}
""", ""),
("en24", "Pieter", """8pm garden, 8:40 the lawn, 9:30 knock on 201, stay there if they let me in.""", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: "201"}
""", ""),
]

REFUSALS = [
("en25", "Ashworth", """At nine I shall call at 209 and, if Mr Wyatt be alone, put an end to him.""",
 ["Wyatt", "target", "目标"], "seed 五.10: a tenant may kill only one of their two targets (Ashworth's: Declan, 苏小幺)"),
("en26", "Pieter", """If I find anyone standing over a body tonight, I'll shoot him on the spot. Patrolling the garden from 9.""",
 ["police", "警察", "kill", "shoot"], "seed 五.13 / ADJUDICATION 5: police cannot kill"),
("en27", "Declan", """I'll stay in till eleven, then at half past eleven slip out to the lawn to watch the moon go down.""",
 ["23:30", "11:30", "eleven", "22:50", "十一点"], "seed 五.1: the night runs 20:00-23:00; after 11 everyone sleeps"),
("en28", "Wyatt", """Turn plan: 9:45 move to the garden, 10:15 back to 209.""",
 ["21:45", "9:45", "10 minutes", "multiple", "整数倍"], "seed 五.4: every action starts on a multiple of 10 minutes"),
("en29", "Ashworth", """At nine o'clock I shall descend to the hall on the ground floor and sit by the fire until ten.""",
 ["hall", "ground floor", "大厅", "一楼"], "seed 三.2: the ground-floor hall does not appear in this game; not a place one can go"),
("en30", "Declan", """Tonight's the night for both of them: I'll kill 墨白 at 203 at nine, then go up to 209 at ten and kill Wyatt as well.""",
 ["one", "both", "一人", "Wyatt", "墨白"], "seed 五.10: only one of the two targets may be killed (任选一人); ADJUDICATION 5: once in the whole game"),
]
