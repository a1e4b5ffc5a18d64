# English cases of parse101 (same tuple layout as cases_zh.py).
A = "accept"
CASES = [
("en01", "Jake", """yo gm 👋 gonna chill in the room n watch the lawn out the window til 9, then hit up 204 for a bit. back in my room at 10 ig""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "Discord style; 201 faces south"),

("en02", "Priya", """Good evening GM. Tonight I will be stay in my room only, and from the window I am watching the lawn for whole night. Thank you so much.""", A, """
orders:
  - {at: "20:00", peek: window}
""", "non-native English; 205 faces south"),

("en03", "Marcus", """Marcus – night 1 orders:
1) 20:00–20:29 window (garden)
2) 20:30 peephole
3) 21:00 go to 204
4) 22:00 return to 202
That's all, thanks.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "numbered planner; 202 faces north (window sees the garden)"),

("en04", "Morgan", """Evening. Morgan here. I shall spend the first hour in the common room keeping an eye on the garden through the window, stroll down to the lawn at nine, and return to the common room at half ten.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:30", go: "204"}
""", "British: half ten = 22:30; police start in 204"),

("en05", "Jake", """ok plan: 9:20 go to priya's room (205). if she's alone → kill. if not just go to the garden lol""", A, """
orders:
  - {at: "21:20", go: "205", kill: Priya, if: alone, else: {go: garden}}
""", "conditional kill with otherwise"),

("en06", "Priya", """At 8:30 I go to the garden, at 9:10 I go to lawn, at 9:50 I come back my room and I look from the door hole. Sorry for my english.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
""", "door hole = peephole"),

("en08", "Marcus", """Plan:
- 21:40: knock on 209 (小雨).
  - If she is alone: kill her.
  - Otherwise (not alone / no answer): go to the lawn.
- 22:20: back to my room.""", A, """
orders:
  - {at: "21:40", go: "209", kill: 小雨, if: alone, else: {go: lawn}}
  - {at: "22:20", go: home}
""", "nested bullets"),

("en09", "Morgan", """At half nine I'll call on 大刘 in 207 for a chat. Should nobody answer, I'll take a turn round the garden instead. Back to the common room at ten past ten.""", A, """
orders:
  - {at: "21:30", go: "207", else: {go: garden}}
  - {at: "22:10", go: "204"}
""", "half nine = 21:30; else for a door nobody opens; ten past ten = 22:10"),

("en10", "Jake", """ngl i want 小雨 gone 💀 gonna be in the garden from 8:30 to 10 then back to my room. anytime between 8:30 and 10 if i run into her and nobody else is around, do it""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 小雨, if: alone, from: "20:30", until: "22:00"}
""", "standing kill with a window; do it = kill"),

("en11", "Priya", """At 10:10 I will go to room of 大刘 (207). If he is alone there I kill him. If somebody else also is there, I come back to my room.""", A, """
orders:
  - {at: "22:10", go: "207", kill: 大刘, if: alone, else: {go: home}}
""", ""),

("en12", "Marcus", """Standing order, 20:30 to 21:30 only: if I meet 老周 and he is alone, kill him.
Movements: 20:30 garden, 21:00 lawn, 21:30 home.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
standing:
  - {kill: 老周, if: alone, from: "20:30", until: "21:30"}
""", "standing kill with a window"),

("en14", "Morgan", """Twenty past eight: the garden. Ten to nine: the lawn. Twenty to ten: back to the common room. Cheers.""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204"}
""", "times in words"),

("en15", "Jake", """8:40 lawn. wait no scratch that, 8:50 lawn. 9:30 back home + peephole""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", "self-correction"),

("en16", "Priya", """Please note, before 10 o'clock my door is close for everybody. At 9 o'clock I visit 204 and at 9:40 I return to my room.""", A, """
door: closed
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: home}
""", "door closed before 22:00"),

("en17", "Marcus", """1. 20:10 → garden, via the west stairs
2. 20:50 → lawn
3. 21:30 → 204, via the east stairs
4. 22:30 → home""", A, """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", via: [east-stairs]}
  - {at: "22:30", go: home}
""", "routes named"),

("en19", "Morgan", """At nine I'll go down to the garden, unless Jake's already there, in which case I'll come straight back up to the common room.""", A, """
orders:
  - {at: "21:00", go: garden, if: {absent: Jake}, else: {go: "204"}}
""", "condition without a kill: absent"),

("en20", "Jake", """door's open only for priya and 老周 before 10 (lol trap 🪤). chilling in the rm all night on the peephole""", A, """
door: [Priya, 老周]
orders:
  - {at: "20:00", peek: peephole}
""", "door list as said (老周 is his roommate)"),

("en21", "Priya", """At 8:20 I go to 203 for talking with 阿杰. If he is not there, I go to garden instead. At 9 I am back in my room.""", A, """
orders:
  - {at: "20:20", go: "203", if: {present: 阿杰}, else: {go: garden}}
  - {at: "21:00", go: home}
""", "condition without a kill: present"),

("en22", "Marcus", """Door: only 婷婷 and Jake – no, strike Jake, make it Morgan – may come in before 22:00.
Otherwise I stay in all night: window until 21:00, peephole after that.""", A, """
door: [婷婷, Morgan]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "correction inside the door list"),

("en24", "Jake", """10pm head down to the lawn via the east stairs, then back up at 10:40 the same way 👍""", A, """
orders:
  - {at: "22:00", go: lawn, via: [east-stairs]}
  - {at: "22:40", go: home, via: [east-stairs]}
""", "the same way = back by the east stairs"),

("en25", "Priya", """Jake — if I meet him anywhere tonight, kill him, even if people are around. Rest of time I sit in my room with peephole.""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Jake, if: always}
""", "standing kill all night, always"),

("en26", "Marcus", """- 21.10 visit 203 (阿杰)
- 21.50 back to 202, window""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:50", go: home, peek: window}
""", "dotted times"),

("en28", "Morgan", """At 8.40 I'll go to the lawn by the west stairs — sorry, the east stairs, I mean — and return to the common room at 9.20.""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: "204"}
""", "self-correction of the route"),

("en30", "Morgan", """I'll remain in the common room all evening; from ten o'clock onwards I'll watch the garden from the window. Good night.""", A, """
orders:
  - {at: "22:00", peek: window}
""", "police in 204; window from 22:00"),
]

REFUSALS = [
("en07", "Jake", """also if i see marcus alone anywhere tonight kill him lmao he's so sus""", ["target", "目标", "Priya", "小雨"], "Marcus is not one of Jake's targets (Priya, 小雨) (五.10)"),
("en13", "Marcus", """Night 1: I stay in 202 all night and watch the lawn from my window. Nothing else.""", ["north", "garden", "lawn", "朝北", "花园", "草坪", "202"], "202 faces north: its window sees the garden, not the lawn (三.2)"),
("en18", "Priya", """At 7:30 pm I go to garden for fresh air, and at 8:30 I come back.""", ["20:00", "19:30", "7:30", "time", "时间"], "19:30 is before the night (五.1)"),
("en23", "Morgan", """At quarter to ten I'll look in on Priya in 205, and return to the common room at half ten.""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:45", "9:45", "quarter"], "quarter to ten = 21:45, not a 10-minute slot (五.4)"),
("en27", "Jake", """sometime after 9ish idk, whenever feels right, head down to the garden. back home at 10""", ["time", "时间", "exact", "9ish", "vague", "模糊", "10 minutes"], "9ish / whenever is no time: an order starts at an exact 10-minute slot (五.4)"),
("en29", "Priya", """The police man Morgan is always asking me questions. If he comes to my room and he is alone, I kill him.""", ["police", "警察", "cannot kill", "不能杀", "Morgan"], "a tenant cannot kill the police (五.10 房客不能杀警察; 六.6)"),
]
