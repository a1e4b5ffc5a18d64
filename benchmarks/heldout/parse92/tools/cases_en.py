# English cases of held-out set parse92 (Discord server): (id, sender, message, expect, orders_yaml, note)
# and refusals: (id, sender, message, reason_keywords, rule).
# Jake (203, targets 林小满, 石头): casual lower-case Discord; Oliver (207, targets 大鹏, 阿詩): UK English;
# Priya (police, no room, starts in 204): Indian English.
A = "accept"
CASES = [
("en01", "Jake", """yo gm 👋 8:30 heading to the garden, 9 back to my room n peephole till 10, then window. thx""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "lower-case Discord; till 10 = the peephole until 22:00"),

("en02", "Oliver", """Evening GM. I'll stay in my room and keep an eye on the lawn from the window until half eight, then nip over to the common room. Back to my room at ten past nine, peephole from then on. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
""", "UK: half eight = 20:30, nip over, ten past nine = 21:10"),

("en03", "Priya", """Good evening sir. Kindly note my movements for tonight. At 8 o'clock I will go to the garden and do the checking. At 8.40 I will proceed to the lawn. At 9.30 I will come back to common room and observe garden from the window only. Thank you.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "Indian English; dotted times; police, 204 window sees the garden"),

("en04", "Jake", """ok plan: 10:10 go knock on 201. if 林小满's alone in there i take her out. if she's not there or someone else is, go to the lawn instead""", A, """
orders:
  - {at: "22:10", go: "201", kill: 林小满, if: alone, else: {go: lawn}}
""", "take her out = kill; the alternative covers absent and not alone"),

("en05", "Oliver", """Right. Anywhere I bump into 阿诗 on her own tonight, I'll do her in. Otherwise I'm staying in, peeking through the door all evening. Ta.""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿詩, if: alone}
""", "UK slang: do her in = kill, on her own = alone; peeking through the door = peephole; 阿诗 = 阿詩"),

("en07", "Priya", """Hello GM. Tonight at 8.20 I am going to room 209 for having a chat with 老周. At 9 o'clock sharp I will go to 203 for meeting 阿诗 and Jake. 9.50 back to common room. Thanks and regards, Priya""", A, """
orders:
  - {at: "20:20", go: "209"}
  - {at: "21:00", go: "203"}
  - {at: "21:50", go: "204"}
""", "police visits; 9 o'clock sharp"),

("en09", "Jake", """door's closed to everyone except 石头 before 10 lol (yeah i know he's one of my targets 😈). staying in all night, window""", A, """
door: [石头]
orders:
  - {at: "20:00", peek: window}
""", "a door list of one; the reason is chat"),

("en10", "Oliver", """Plan for tonight: half eight to the lawn, nine o'clock to the garden, half nine home. Actually, scrap the garden - stay on the lawn until half nine, then home and watch through the peephole.""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", "correction with Actually, scrap …: the 21:00 garden order is dropped"),

("en12", "Jake", """from 9 to 10 if i run into 石头 and nobody else is around, kill him. before that i'm chilling in 204 from 8:20, back in my room at 9""", A, """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: home}
standing:
  - {kill: 石头, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; 'nobody else is around' means alone, not a vague time; orders said after the standing one"),

("en13", "Oliver", """Evening GM. At twenty past ten I'll knock on 201. If 大鹏's in there and nobody else is, I'll kill him. If not, straight back to my room. Cheers!""", A, """
orders:
  - {at: "22:20", go: "201", kill: 大鹏, if: alone, else: {go: home}}
""", "if nobody else is there, otherwise home"),

("en14", "Priya", """Good evening. I am going to stay in common room the whole night and watch the garden through the window. Only at 10.30 I will go to 207 and meet Oliver. Thank you sir.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: "207"}
""", "police staying in 204, one visit"),

("en16", "Oliver", """From eight till nine I'll be in the garden. Nine o'clock back to my room, window on the lawn. Quarter to eleven - no, make that 10:40 - peephole.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:40", peek: peephole}
""", "from 8 till 9; a quarter-to time corrected to a slot"),

("en17", "Priya", """GM sir, small request. At 9.10 I will go to 205 and talk with 糖糖. If she is not opening the door, I will go to the garden instead. At 10 o'clock I will come back to common room. Thank you.""", A, """
orders:
  - {at: "21:10", go: "205", else: {go: garden}}
  - {at: "22:00", go: "204"}
""", "knock with an alternative when nobody opens"),

("en18", "Jake", """8 - 204
8:50 - lawn via east stairs
9:30 - home, peephole
thats it gn""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, peek: peephole}
""", "terse list with a named route"),
]

REFUSALS = [
("en06", "Jake", """lol 糖糖 keeps sus-posting in general. if i catch her alone anywhere tonight just kill her""",
 ["target", "目标", "林小满", "石头"],
 "糖糖 is not one of Jake's targets (林小满, 石头) (五.10 不可滥杀无辜)"),
("en08", "Oliver", """Evening all. I'll pop down to the garden at half seven for a breather, then back to my room at eight and watch the lawn from the window.""",
 ["19:30", "7:30", "half seven", "20:00", "8:00", "time", "时间"],
 "half seven = 19:30, before the night starts at 20:00 (五.1)"),
("en11", "Priya", """Sir, from 8 to 9 I will sit in the common room and watch the lawn from its window, to see who is going towards the cliff. After that I will stay there only.""",
 ["north", "garden", "lawn", "朝北", "花园", "草坪", "204"],
 "204 faces north: its window sees the garden, not the lawn (三.2); a window peek would be a misread"),
("en15", "Jake", """gonna hit the lawn around 9ish, then back home whenever""",
 ["9ish", "around", "exact", "time", "时间", "具体"],
 "around 9ish / whenever are no times: a guess would be a misread (五.4)"),
]
