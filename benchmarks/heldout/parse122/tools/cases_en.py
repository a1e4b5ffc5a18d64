# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
# ---- Priya (202, north): Indian English, formal office idiom (kindly, itself, only, PFB, do the needful)
("en01", "Priya", """Good evening GM. Kindly note my plan for tonight: from 8 pm itself I will be in my room watching the garden through the window. At 9 pm I will go to the common room and sit there. At 10 pm I will come back to my room only.
Thanks and regards,
Priya""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "202 faces north (window: garden); 'itself' / 'only' are emphasis"),

("en02", "Priya", """Hi GM, PFB my night plan:
8.30 pm - going to 205 for chatting with Xiaoyu
9.10 pm - back to my room and watching corridor from peephole
Please do the needful.""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:10", go: home, peek: peephole}
""", "8.30 pm with a dot; nickname Xiaoyu = 小雨"),

("en03", "Priya", """At 10.20 pm I will go to AJ's room (201). If he is alone there I will kill him. Otherwise I will go to garden and stay there.""", A, """
orders:
  - {at: "22:20", go: "201", kill: 阿杰, if: alone, else: {go: garden}}
""", "nickname AJ = 阿杰"),

("en04", "Priya", """Between 9 pm and 10.30 pm, wherever I am meeting Xiaoyu alone, I will kill her. Rest of the time I am staying in my room only, no peeping.""", A, """
standing:
  - {kill: 小雨, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; no other orders"),

("en05", "Priya", """Kindly keep my door closed for everyone till 10 pm. Tingting is my roommate so for her no issue. I will watch the garden from window whole night.""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", "door closed before 22:00; a roommate enters anyway"),

("en06", "Priya", """Sorry for the confusion, small correction in my plan. 9.30 pm I will go to lawn, not garden. Then 10.10 pm I am coming back to room.""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home}
""", "correction inside the message: lawn, not garden"),

# ---- Marcus (205, south): casual Discord, lowercase, lol/ngl/ig, emoji
("en07", "Marcus", """yo gm 👋 lawn at 8:30, back to my room at 9:20 and ill just watch the lawn from the window till the end lol""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", "205 faces south (window: lawn)"),

("en08", "Marcus", """ok so plan: hit the common room at 9, then at 9:40 go knock on tingting's door (202). if shes alone in there i take her out. if not just go back to my room ig""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: "202", kill: 婷婷, if: alone, else: {go: home}}
""", "take her out = kill; her roommate Priya spoils alone"),

("en09", "Marcus", """ngl im kinda scared tonight 😬 staying in my room all night, peephole the whole time. door closed to everyone before 10 pls""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00"),

("en10", "Marcus", """lawn at 9:30 — wait no make that 9:40. gonna take the west stairs down. back home 10:20""", A, """
orders:
  - {at: "21:40", go: lawn, via: [west-stairs]}
  - {at: "22:20", go: home}
""", "self-correction of the time; route named"),

("en11", "Marcus", """if i bump into lao zhou anywhere tonight and nobody else is around -> kill. otherwise just chilling in my room""", A, """
standing:
  - {kill: 老周, if: alone}
""", "nickname lao zhou = 老周; standing kill all night"),

("en12", "Marcus", """gonna drop by jonas's room (207) at 8:10 to chat, if he's not there ill hit the garden instead. 9 back home""", A, """
orders:
  - {at: "20:10", go: "207", if: {present: Jonas}, else: {go: garden}}
  - {at: "21:00", go: home}
""", "condition without a kill"),

# ---- Jonas (207, south): German, 24-hour times with dots, literal translations (door spy, over the stairs)
("en13", "Jonas", """Hello GM. My plan: At 20.00 I look from the window to the lawn. At 20.40 I go to the garden. At 21.30 I go back to my room and look through the door spy (peephole).""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "door spy = Tuerspion = peephole"),

("en14", "Jonas", """At 22.10 I go to room 209. When Panghu is alone there, I kill him. When not, I go to the lawn.""", A, """
orders:
  - {at: "22:10", go: "209", kill: 胖虎, if: alone, else: {go: lawn}}
""", "German 'when' = if; nickname Panghu = 胖虎"),

("en15", "Jonas", """Tonight I stay in my room the whole time. No peeking, I only sleep. Before 22 o'clock I open the door only for Kowalski.""", A, """
door: [Kowalski]
""", "staying in, not peeking; door list"),

("en16", "Jonas", """From 21.15 until 22.45: if I meet Priya and she is alone, I kill her. At 21.20 I go to the garden, at 22.00 I go to the common room.""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: "204"}
standing:
  - {kill: Priya, if: alone, from: "21:15", until: "22:45"}
""", "standing window off the 10-minute grid is fine"),

("en17", "Jonas", """At 20.30 I go over the east stairs down to the lawn. At 21.10 I come back, also over the east stairs.""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home, via: [east-stairs]}
""", "routes named both ways (they are also the shortest)"),

("en18", "Jonas", """At 20.50 I visit 203 (Lao Zhou). If nobody opens, I go to the common room. At 21.40 back to my room, window.""", A, """
orders:
  - {at: "20:50", go: "203", else: {go: "204"}}
  - {at: "21:40", go: home, peek: window}
""", "else on a refused door"),

# ---- Kowalski (police, no room: starts in 204): old-school storyteller, spelled-out times
("en19", "Kowalski", """Evening, old chap. I shall begin the night in the common room with my pipe, keeping an eye on the garden through the window. At half past eight I'll take a stroll out to the lawn, and at ten past nine I'll make my way back to the common room for a spot of tea.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: "204"}
""", "roomless officer starts in 204; half past eight, ten past nine"),

("en20", "Kowalski", """At nine o'clock sharp I intend to call on young Jonas in 207 for a little chat. Should nobody answer, I'll wander down to the garden instead. Then at ten to ten, back to the common room, where I'll sit by the window until bedtime.""", A, """
orders:
  - {at: "21:00", go: "207", else: {go: garden}}
  - {at: "21:50", go: "204", peek: window}
""", "ten to ten = 21:50; else on a refused door"),

("en21", "Kowalski", """I have a nagging suspicion about room 209. At twenty past ten I shall knock on Panghu's door, and if he isn't in, I'll go out to the lawn. At ten to eleven I'll return to the common room.""", A, """
orders:
  - {at: "22:20", go: "209", if: {present: 胖虎}, else: {go: lawn}}
  - {at: "22:50", go: "204"}
""", "condition without a kill; ten to eleven = 22:50"),

("en22", "Kowalski", """A quiet night for an old detective, I think. I'll stay in the common room all evening and watch the garden through the window. Nothing more.""", A, """
orders:
  - {at: "20:00", peek: window}
""", "staying in 204 all night, window"),

("en23", "Kowalski", """At a quarter to nine... no, scratch that, at ten to nine I'll go down the west stairs to the garden, and at twenty to ten I'll return to the common room.""", A, """
orders:
  - {at: "20:50", go: garden, via: [west-stairs]}
  - {at: "21:40", go: "204"}
""", "a quarter to nine (off the grid) withdrawn by the writer; ten to nine = 20:50"),

# ---- 阿杰 (201) writing English: Chinglish
("en24", "阿杰", """GM hello! AJ here. Tonight 8:20 I go to 204 play, 9:00 go back my room, look the lawn from window. If meet Tingting alone in anywhere after 10 o'clock, kill her. Thank you!""", A, """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:00", go: home, peek: window}
standing:
  - {kill: 婷婷, if: alone, from: "22:00", until: "23:00"}
""", "Chinglish; standing kill from 22:00"),
]

REFUSALS = [
("en25", "Priya", """Kindly note: at 9 pm I will go to garden and if I am meeting Tingting alone there I will kill her only.""", ["target", "目标", "阿杰", "小雨", "AJ", "Xiaoyu"], "婷婷 is not one of Priya's targets (阿杰, 小雨) (五.10 不可滥杀无辜)"),
("en26", "Kowalski", """If I come upon that scoundrel Panghu alone on the lawn at ten, I shall do away with him myself.""", ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en27", "Jonas", """At 21.05 I go to the garden and at 21.40 back to my room.""", ["10 minutes", "multiple", "21:05", "9:05", "21.05", "10分钟", "整数倍"], "21:05 is not a multiple of 10 minutes (五.4)"),
("en28", "Marcus", """prob gonna hit the lawn at like 9ish, back home at 10""", ["time", "vague", "9ish", "exact", "ambiguous", "时间", "模糊"], "9ish is no start time: 21:00 or 21:10 would be a guess (五.4)"),
("en29", "Jonas", """The whole night I stay in my room and watch the garden from my window.""", ["south", "lawn", "garden", "207", "朝南", "草坪", "花园"], "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en30", "Kowalski", """At nine I'll post myself on the east staircase and watch who comes and goes.""", ["stairs", "staircase", "corridor", "楼梯", "走廊", "八"], "nobody stays on the stairs or in the corridor (八)"),
]
