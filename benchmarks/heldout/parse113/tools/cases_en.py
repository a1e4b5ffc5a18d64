# English cases for the held-out set parse113 (same tuple layout as cases_zh.py).
# Refusals sit at every fifth id (en05, en10, ..., en30).
A = "accept"
CASES = [
("en01", "Ray", """yo gm 👋 ray here. gonna chill in my room n watch the lawn from the window till 9, then hit up 204 for a bit. back home at 10 and peephole the rest of the night. ty""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Discord casual; 209 faces south"),

("en02", "Nina", """Hello GM. At 20:30 I go to the garden. At 21 o'clock I go to the lawn. At 21:40 I come back in my room and I make the peephole. Thank you very much.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
""", "non-native English; 21 o'clock = 21:00; make the peephole = peek through it"),

("en03", "Marco", """Evening! So here's the plan, bear with me. I'll start the night in my room looking out of the window — the lawn and that terrifying cliff, lovely. At half past eight I'll wander over to the common room to see who's about. Then at nine... no, make it 9:10, I'll head back to my room and keep an eye on the corridor through the peephole till the end. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
""", "storyteller; self-correction 9:10 replaces nine"),

("en04", "Hale", """Inspector Hale, orders for tonight:
1. 8 pm – common room, watching the garden from the window.
2. Half nine – the lawn.
3. Ten to ten – the garden.
4. 10:30 – back to the common room.
Regards, H.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "21:50", go: garden}
  - {at: "22:30", go: "204"}
""", "British: half nine = 21:30, ten to ten = 21:50; police start in 204"),

("en06", "Ray", """ngl if i run into susu alone anywhere tonight im taking her out lol. otherwise just chilling in my room""", A, """
standing:
  - {kill: 苏苏, if: alone}
""", "susu = 苏苏 (nickname Susu); standing kill all night"),

("en07", "Nina", """At 22:10 I visit Marco in 205. If he is alone, I kill him. If not, I go to 204.""", A, """
orders:
  - {at: "22:10", go: "205", kill: Marco, if: alone, else: {go: "204"}}
""", "conditional kill with otherwise"),

("en08", "Marco", """Door policy before ten: only Hale and Nina get in, everybody else can knock all they like 😄 I'm staying in all night — window till nine, peephole after that.""", A, """
door: [Hale, Nina]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "door list of a police officer and a tenant"),

("en09", "Hale", """21:20 – call on Uncle Chen in 207. Should he not be there, proceed to the lawn.""", A, """
orders:
  - {at: "21:20", go: "207", if: {present: 陈伯}, else: {go: lawn}}
""", "condition without a kill; Uncle Chen = 陈伯 (nickname)"),

("en11", "Ray", """8:40 heading down to the lawn thru the east stairs, back up at 9:20 same way lol""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: home, via: [east-stairs]}
""", "route both ways"),

("en12", "Nina", """The whole evening I stay in my room and watch through the window. Between 21:00 and 22:30, if Marco comes and he is alone, I kill him.""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Marco, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window"),

("en13", "Marco", """Right, the deed. At 10:20 I go to 205 — wait, that's my own room, ha. 10:20 I go to 203, and if Nina's alone I kill her. If she isn't, I'll go sit in the common room instead.""", A, """
orders:
  - {at: "22:20", go: "203", kill: Nina, if: alone, else: {go: "204"}}
""", "self-correction of the room"),

("en14", "Hale", """I shall remain in the common room all night, watching the garden from the window.""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police stay in 204"),

("en16", "Ray", """door closed b4 10 pls nobody gets in. window all night 🪟""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "door closed before 22:00"),

("en17", "Nina", """At ten past nine I go to 204 and look out of the window to the garden. At ten o'clock I return to my room.""", A, """
orders:
  - {at: "21:10", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "ten past nine = 21:10"),

("en18", "Marco", """Whatever happens, wherever I run into Uncle Chen tonight, crowd or no crowd, I finish him. Meanwhile: garden at 8:20, lawn at 9, home at 9:40.""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home}
standing:
  - {kill: 陈伯, if: always}
""", "crowd or no crowd = always"),

("en19", "Hale", """Visits tonight:
20:00 – room 201 (Miss Zhou)
20:40 – room 209 (Ray)
21:30 – back to the common room""", A, """
orders:
  - {at: "20:00", go: "201"}
  - {at: "20:40", go: "209"}
  - {at: "21:30", go: "204"}
""", "planner list"),

("en21", "Ray", """10:30 gonna go to the garden. if tiger aint there i stay, if he is i go back to my room lol""", A, """
orders:
  - {at: "22:30", go: garden, if: {absent: 胖虎}, else: {go: home}}
""", "tiger = 胖虎 (nickname Tiger); absent condition without a kill"),

("en22", "Nina", """At 22:00 I go to 202 and kill Tiger. If he is not there, I come back.""", A, """
orders:
  - {at: "22:00", go: "202", kill: 胖虎, else: {go: home}}
""", "kill without if; else when the target is not there"),

("en23", "Marco", """I'll pop down to the garden at twenty to ten and come back up at ten past ten. That's all from me — fingers crossed nobody bumps into me!""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:10", go: home}
""", "twenty to ten = 21:40, ten past ten = 22:10"),

("en24", "Hale", """1. 8:30 – down the west stairs to the garden.
2. 9:00 – round to the lawn.
3. 9:40 – back up by the east stairs to the common room.""", A, """
orders:
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", via: [east-stairs]}
""", "routes"),

("en26", "Ray", """10:00 sharp im knocking on 201 (xiaoyu's room). after 10 she has to open right? if she's by herself i do it, if not i just go home""", A, """
orders:
  - {at: "22:00", go: "201", kill: 周小鱼, if: alone, else: {go: home}}
""", "xiaoyu = 周小鱼; do it = kill"),

("en27", "Nina", """At 21:50 I go to the lawn. From 22:00 until the end, if I meet Tiger and nobody else is there, I kill him.""", A, """
orders:
  - {at: "21:50", go: lawn}
standing:
  - {kill: 胖虎, if: alone, from: "22:00"}
""", "standing kill from 22:00 to the end"),

("en28", "Marco", """From nine I'll swap between the window and the peephole every ten minutes, window first, until 9:40 — then I'll just sit quietly with a book.""", A, """
orders:
  - {at: "21:00", peek: window}
  - {at: "21:10", peek: peephole}
  - {at: "21:20", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "21:40"}
""", "alternating; an order with only `at` stops the peeking"),

("en29", "Ray", """8:10 common room, gonna look out the window at the garden for a while. 9:50 back home""", A, """
orders:
  - {at: "20:10", go: "204", peek: window}
  - {at: "21:50", go: home}
""", ""),
]

REFUSALS = [
("en05", "Ray", """ok hear me out. marco's been sus all day so if i catch him alone tonight hes dead lol""",
 ["target", "目标", "苏苏", "周小鱼", "Susu", "Xiaoyu"], "Marco is not one of Ray's targets (苏苏, 周小鱼) (五.10)"),
("en10", "Hale", """1. 21:00 – the garden.
2. Should I find Ray alone there, I shall kill him.""",
 ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en15", "Marco", """I'll head to the lawn at quarter to nine — 8:45 — and come back at 9:30.""",
 ["10 minutes", "multiple", "10分钟", "整数倍", "20:45", "8:45", "quarter"], "20:45 is not a multiple of 10 minutes (五.4)"),
("en20", "Nina", """I stay the whole evening in my room and watch the garden from the window.""",
 ["south", "lawn", "garden", "朝南", "草坪", "花园", "203"], "203 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en25", "Ray", """9:30 gonna post up on the east stairs n see who walks by, back in my room at 10""",
 ["stairs", "楼梯", "corridor", "走廊", "八"], "nobody stays on the stairs (八; ORDERS: never the corridor or the stairs)"),
("en30", "Nina", """I keep my door closed for everybody the whole night, also after 22:00. I do not open.""",
 ["22:00", "10 pm", "open", "开门", "五.12", "十点"], "after 22:00 a tenant must open (五.12)"),
]
