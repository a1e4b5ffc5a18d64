# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast: see cases_zh.py. Nicknames (game.yaml): Xiaoxue = 林晓雪, Keung = 阿强, Su Wan = 苏婉,
# Wei / 老何 = 何伟.
A = "accept"
CASES = [
# ---- Mia (201): casual Discord: lowercase, lol/ngl, emoji
("en01", "Mia", """ok so tonight lol
8:00 chill in my room and watch the lawn from the window
8:30 head to 204 for snacks
9:20 back to my room, peephole on the hallway
ty gm 🙏""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", "201 faces south: window sees the lawn"),

("en02", "Mia", """ngl i wanna get wei tonight 💀 at 10 i go knock on 209, if he's alone i kill him, if not (or he doesnt open) i bounce to the garden""", A, """
orders:
  - {at: "22:00", go: "209", kill: 何伟, if: alone, else: {go: garden}}
""", "Wei = 何伟 (game.yaml nicknames); bounce = go"),

("en03", "Mia", """whenever i bump into keung tonight and nobody else is around, he's dead. otherwise just staying in my room peeking through the peephole all night""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 阿强, if: alone}
""", "standing kill all night; Keung = 阿强"),

("en04", "Mia", """door's closed before 10 btw, nobody gets in. 9 pm garden, 9:40 lawn, back home at 10:30""", A, """
door: closed
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:30", go: home}
""", "door closed before 22:00"),

("en05", "Mia", """8:20 lawn... wait no scratch that, 8:20 garden. then 8:50 back up the west stairs to my room""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: home, via: [west-stairs]}
""", "self-correction; route named"),

("en06", "Mia", """from quarter past 9 till 10:30, if i see wei alone anywhere, kill. 9:00 go to 204, 10:30 go home""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
standing:
  - {kill: 何伟, if: alone, from: "21:15", until: "22:30"}
""", "a standing window takes any whole minute (quarter past 9 = 21:15)"),

("en07", "Mia", """brb gonna visit xiaoxue at 8:10 (202) and stay there till 9, then back home""", A, """
orders:
  - {at: "20:10", go: "202"}
  - {at: "21:00", go: home}
""", "visiting; Xiaoxue = 林晓雪"),

# ---- Raj (203): non-native English (Indian English): kindly, itself, only, do the needful
("en08", "Raj", """Good evening GM sir. Kindly note my plan for tonight. At 8 o'clock I will be in my room itself and seeing the lawn from window. At 8.40 I will go to garden for fresh air. At 9.30 I will come back to room and see from door hole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "times with a dot; door hole = peephole"),

("en09", "Raj", """At 10.10 I am going to room 205 to meet Su Wan. If she is alone only then I will kill her, otherwise I will go back to my room.""", A, """
orders:
  - {at: "22:10", go: "205", kill: 苏婉, if: alone, else: {go: home}}
""", "Su Wan = 苏婉"),

("en10", "Raj", """9 o'clock I will go to 201 for chatting with Mia. If she is not there then I will be going to 204 and sitting there.""", A, """
orders:
  - {at: "21:00", go: "201", if: {present: Mia}, else: {go: "204"}}
""", "a condition without a kill"),

("en11", "Raj", """Whole night wherever I am meeting Mia, kill her, no matter if other persons are there.""", A, """
standing:
  - {kill: Mia, if: always}
""", "standing kill, always"),

("en12", "Raj", """At 20:30 I will take the west staircase and go to lawn. At 21:10 I will come back by same staircase.""", A, """
orders:
  - {at: "20:30", go: lawn, via: [west-stairs]}
  - {at: "21:10", go: home, via: [west-stairs]}
""", "routes both ways; 24-hour times"),

("en13", "Raj", """Please do the needful: before 10 pm only Kowalski sir and Mia can enter my room, no other person. I will sit in my room and look from window full night.""", A, """
door: [Kowalski, Mia]
orders:
  - {at: "20:00", peek: window}
""", "door list with a police officer"),

# ---- Tom (207): terse
("en14", "Tom", """8 window. 8:50 204. 9:30 home, peephole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "terse"),

("en15", "Tom", """10:20 202. Xiaoxue alone: kill. Else home.""", A, """
orders:
  - {at: "22:20", go: "202", kill: 林晓雪, if: alone, else: {go: home}}
""", ""),

("en16", "Tom", """Lawn at 9, east stairs. Raj alone there: kill.""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs], kill: Raj, if: alone}
""", "a conditional kill without an otherwise; route named"),

("en17", "Tom", """Staying in. No peeking. Door closed till 10.""", A, """
door: closed
""", "stays in, not peeking"),

("en18", "Tom", """9:10 garden. 9:40 lawn — no, 9:50. 10:30 home.""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
""", "self-correction of a time"),

# ---- Kowalski: police (no room, starts in 204), polite British
("en19", "Kowalski", """Evening, GM. DI Kowalski's movements for tonight:
1) 8:00 stay in the common room, watching the garden from the window.
2) Half past eight, pay a visit to 203 to have a word with Raj.
3) Ten past nine, back to the common room.
Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "203"}
  - {at: "21:10", go: "204"}
""", "police without a room: window from 204"),

("en20", "Kowalski", """At ten to nine I'll take a stroll in the garden, then onto the lawn at twenty past nine, and back to the common room by the east stairs at ten.""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204", via: [east-stairs]}
""", "ten to nine = 20:50"),

("en21", "Kowalski", """At 9:40 I'll knock on Tom's door (207). If nobody answers, I'll go down to the lawn instead.""", A, """
orders:
  - {at: "21:40", go: "207", else: {go: lawn}}
""", "else for a door nobody opens"),

("en22", "Kowalski", """I'll spend the whole evening in the common room keeping an eye on the garden through the window. That's all.""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("en23", "Kowalski", """At 10 o'clock sharp I'll drop in on 老何 in 209; if he isn't in, I'll try 205 instead.""", A, """
orders:
  - {at: "22:00", go: "209", if: {present: 何伟}, else: {go: "205"}}
""", "老何 = 何伟; a condition without a kill"),

("en24", "Kowalski", """9:00 garden. Sorry, make that 9:30. Then 10:20 back to the common room.""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:20", go: "204"}
""", "self-correction of a time"),
]

REFUSALS = [
("en25", "Mia", """lol if i see tom alone tonight he's dead 💀""", ["target", "目标", "何伟", "阿强", "Wei", "Keung"], "Tom is not one of Mia's targets (五.10 不可滥杀无辜)"),
("en26", "Kowalski", """I'll watch the corridor through the peephole from the common room all evening.""", ["peephole", "门孔", "204", "window", "窗户"], "no peephole from 204, and an officer without a room has none (五.3(1), 五.3(3))"),
("en27", "Raj", """At 9.45 I will go to garden and at 10.30 come back.""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:45", "9:45"], "21:45 is not a multiple of 10 minutes (五.4)"),
("en28", "Tom", """11:10 lawn.""", ["23:00", "22:50", "time", "时间", "11:10", "23:10"], "23:10 is after the night (五.1)"),
("en29", "Raj", """At 9 I will go to 205 and from Su Wan's window I will be watching the lawn.""", ["own", "自己", "205", "window", "窗户"], "peeking only from one's own room (五.3(1))"),
("en30", "Tom", """8:30 east stairs. Wait there till 9, watch who passes.""", ["stairs", "楼梯", "八", "corridor", "走廊"], "the stairs are no place to stay (八)"),
]
