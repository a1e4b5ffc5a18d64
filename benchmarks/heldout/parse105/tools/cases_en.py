# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 冉冬; 202 小葵, Eldric; 203 郑一鸣; 205 何川, Gwen; 207 Priya; 209 周岚;
# police 雷刚, 欧阳菲, Morse (no room: they start in 204, and `home` is 204 for them).
A = "accept"; R = "refuse"
CASES = [
# ---- Gwen (205, targets Eldric, Priya): Northern English / Welsh
("en01", "Gwen", """Evening love! Gwen here 😊 I'll be stopping in me room watching the lawn out the window till half eight, then nip down to the garden for a bit. Back up to me room at half nine, ta.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home}
""", "half eight = 20:30, half nine = 21:30 (British)"),

("en02", "Gwen", """Right, our kid's been on at me for playing it too safe, so here goes. Ten past nine I'm off to 202 to see Eldric – if he's on his own, do him in. If he's not alone or nobody answers, I'll just go sit in the common room instead, aye.""", A, """
orders:
  - {at: "21:10", go: "202", kill: Eldric, if: alone, else: {go: "204"}}
""", "our kid is an aside (a sibling), not a person of the game; do him in = kill"),

("en03", "Gwen", """Door's shut to everyone before ten, love, no exceptions — well, apart from Morse, he's alright. Peephole all evening till ten, then nowt, just sit tight and have me brew.""", A, """
door: [Morse]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00"}
""", "door list of one officer; 22:00 stops peeking"),

("en05", "Gwen", """Aye go on then – from quarter past nine till quarter to eleven, if I bump into Priya on her own anywhere, kill her. I'll be on the lawn from half nine, and back in me room at ten to eleven.""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:50", go: home}
standing:
  - {kill: Priya, if: alone, from: "21:15", until: "22:45"}
""", "standing window on quarter hours; ten to eleven = 22:50, the last slot"),

# ---- Eldric (202, targets 周岚, 冉冬): fantasy roleplayer, in character
("en06", "Eldric", """*adjusts cloak* Hark, Game Master! When the clock strikes eight I shall keep vigil at my chamber window, gazing upon the moonlit garden. At nine of the clock I shall repair to the common hall (204) to break bread with whomsoever I find there. At ten I return to my chamber and watch the hallway through the spyhole in my door.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "202 faces north: its window sees the garden; spyhole = peephole"),

("en07", "Eldric", """By my oath, the Lady 周岚 shall not see the dawn. Should fate bring us together and she be alone, at any hour this night, my blade shall find her. Ere that, I shall walk the garden at half past eight and return to my chamber at nine.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home}
standing:
  - {kill: 周岚, if: alone}
""", "standing kill all night"),

("en08", "Eldric", """At twenty past nine I shall descend by the eastern stair to the lawn, there to gaze upon the cliff. Should I find the rogue 冉冬 there, I shall slay him, be he alone or no. Should he not be there, I shall return forthwith to my chamber.""", A, """
orders:
  - {at: "21:20", go: lawn, via: [east-stairs], kill: 冉冬, if: always, else: {go: home}}
""", "route named (longer than 202's shortest way); kill regardless of company, else home"),

("en10", "Eldric", """Mine own door shall stay barred to all until ten of the clock, for I trust no soul in this accursed inn. At ten past eight I shall call upon the chamber of the Lady Gwen (205). Should she not be within, I shall instead take the air in the garden. At nine I return to my chamber.""", A, """
door: closed
orders:
  - {at: "20:10", go: "205", if: {present: Gwen}, else: {go: garden}}
  - {at: "21:00", go: home}
""", "condition without a kill: 205 is shared with 何川, so the door may open without Gwen inside"),

# ---- Priya (207, targets 郑一鸣, 何川): bullet points, conditions in parentheses
("en11", "Priya", """Plan for tonight:
- 8:00 peephole (want to see who walks past 207)
- 8:40 garden (take the east stairs)
- 9:20 lawn
- 10:00 back to my room, window
Thanks!""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", ""),

("en12", "Priya", """- door: only 郑一鸣 and Morse may come in (before 10 obviously)
- 8:00–9:00 stay in, window (lawn)
- 9:00 go to 203 (if 郑一鸣 is alone → kill; otherwise → common room)
- 9:50 home""", A, """
door: [郑一鸣, Morse]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "203", kill: 郑一鸣, if: alone, else: {go: "204"}}
  - {at: "21:50", go: home}
""", "conditions in parentheses; 207 faces south"),

("en14", "Priya", """- all night: if I meet 何川 (and nobody else is around) → kill
- 8:00 window
- 9:30 garden (if Morse is there → straight back home, don't want him seeing me)
- 10:30 home + peephole""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden, if: {absent: Morse}, else: {go: home}}
  - {at: "22:30", go: home, peek: peephole}
standing:
  - {kill: 何川, if: alone}
""", "a condition without a kill: {absent: Morse} with else (judgement call in README)"),

# ---- Morse (police, no room: 204): lowercase texting
("en15", "Morse", """morse here. at 8 ill sit in the common room n watch the garden from the window. 8:50 wander down to the lawn, 9:40 garden, back to 204 at 10:20 👍""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", "police start in 204"),

("en16", "Morse", """ngl 9pm pop into 201 to talk to dong, if nobody answers ill try 203 instead. common room again at 9:40""", A, """
orders:
  - {at: "21:00", go: "201", else: {go: "203"}}
  - {at: "21:40", go: "204"}
""", "nickname Dong (declared) = 冉冬, who lives in 201; else after a refused door"),

("en18", "Morse", """tbh not doing much. 8:20 go to the lawn via the west stairs, stay there til 9:10 then back up to the common room. thats it""", A, """
orders:
  - {at: "20:20", go: lawn, via: [west-stairs]}
  - {at: "21:10", go: "204"}
""", "route named"),
]

REFUSALS = [
("en04", "Gwen", """Half eight I'll nip over to the common room and keep an eye on the corridor through the peephole there, summat's not right about that lot.""",
 ["peephole", "门孔", "204", "window", "窗户"], "204 has no peephole to peek through: from 204 only the window (五.3(3)); a peephole only from one's own room (五.3(1))"),
("en09", "Eldric", """When the great clock strikes eleven I shall steal forth to the lawn beneath the stars, and there await my destiny.""",
 ["23:00", "22:50", "eleven", "11", "time", "时间"], "23:00 is the end of the night: orders start from 20:00 to 22:50 (五.1)"),
("en13", "Priya", """- 8:30 common room
- 9:10 garden (if Gwen's there alone → kill her; she's been asking too many questions)
- 10:00 home""",
 ["target", "目标", "郑一鸣", "何川"], "Gwen is not one of Priya's targets (五.10 不可滥杀无辜)"),
("en17", "Morse", """ill hang about at the top of the east stairs 9 to 10, best view of the corridor lol""",
 ["stairs", "楼梯", "corridor", "走廊", "八"], "nobody stands on the stairs or in the corridor (八; ADJUDICATION 3)"),
]
