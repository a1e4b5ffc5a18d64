# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast and rooms: see ../game/game.yaml and ../README.md.
A = "accept"; R = "refuse"
CASES = [
# ---- Mike (201, south; targets 小雨, 老周): casual Discord, lowercase, lol
("en01", "Mike", """yo gm 👋 mike here. gonna chill in my room n watch the lawn thru the window til 9, then hit up the common room. back home at 10 and peephole the rest of the night. ty""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Discord style"),

("en02", "Mike", """ok plan: 9:20 go to 207 and if zhou's alone in there, take him out. if not just go back to my room lol""", A, """
orders:
  - {at: "21:20", go: "207", kill: 老周, if: alone, else: {go: home}}
""", "Zhou = 老周 (nickname); take him out = kill"),

("en03", "Mike", """standing order: anytime between 9 and 10:30 if i run into xiaoyu and nobody else is around, she's done 💀""", A, """
standing:
  - {kill: 小雨, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; Xiaoyu = 小雨"),

("en04", "Mike", """8:30 garden via the east stairs (avoiding the west ones lol), 9 back to my room""", A, """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home}
""", "route named"),

("en05", "Mike", """gonna go to the lawn at 9:10 — nvm make that 9:20, gotta finish my snack 🍕 back home at 10""", A, """
orders:
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "self-correction 21:10 -> 21:20"),

("en06", "Mike", """door closed to everyone till 10 (ik i gotta open after 10). peephole all night, wanna see who's sneaking up the west stairs 👀""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "201's peephole sees the west stair head"),

("en07", "Mike", """8:10 go bug lin in 202, if she dont open the door just head to the garden. 8:50 back to my room and window till the end""", A, """
orders:
  - {at: "20:10", go: "202", else: {go: garden}}
  - {at: "20:50", go: home, peek: window}
""", "else on a refused door; Lin = 林姐"),

# ---- Hans (205, south; targets 林姐, 老周): non-native (German) English
("en08", "Hans", """Hello GM. I am Hans from room 205. This evening I make following: at 20:00 I look from the window to the lawn. At 20:40 I go to the garden. At 21:10 I come back to my room and look through the door-hole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home, peek: peephole}
""", "door-hole = peephole"),

("en09", "Hans", """At 21:30 I go to room 202 to Mrs Lin. When she is alone, I kill her. When not, I go to the common room.""", A, """
orders:
  - {at: "21:30", go: "202", kill: 林姐, if: alone, else: {go: "204"}}
""", "When not = otherwise"),

("en10", "Hans", """Please: the whole evening, when I meet Zhou alone somewhere, I kill him. Other time I stay in my room.""", A, """
standing:
  - {kill: 老周, if: alone}
""", "standing kill all night"),

("en11", "Hans", """Before 22 o'clock I open the door only for Grace and for Mike. The whole night I stay inside and look through the window.""", A, """
door: [Grace, Mike]
orders:
  - {at: "20:00", peek: window}
""", "door list"),

("en12", "Hans", """At 20:20 I go to the lawn over the west stair. At 21:00 I go back. Sorry, not 21:00 — 21:10.""", A, """
orders:
  - {at: "20:20", go: lawn, via: [west-stairs]}
  - {at: "21:10", go: home}
""", "route named; self-correction"),

("en13", "Hans", """At 22:00 I visit Mike in 201. If Mike is not there I go to the garden.""", A, """
orders:
  - {at: "22:00", go: "201", if: {present: Mike}, else: {go: garden}}
""", "condition without a kill"),

("en14", "Hans", """At 21:00 I go to room 203 to Keung and at 21:30 I come back. From 22:00 I look through the door-hole until the end. Thank you very much!""", A, """
orders:
  - {at: "21:00", go: "203"}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", "Keung = 阿强 (203)"),

# ---- Grace (209, south; targets Hans, 胖虎): British storyteller
("en15", "Grace", """Evening, GM! Right, so I've been thinking about this all afternoon over a cuppa. I shall start the night curled up in my room keeping an eye on the lawn through the window – you never know who's lurking by that cliff edge. At half nine I'll pop down to the garden for some air, and at ten past ten I'll head back up to my room and watch the corridor and the east stairs through my peephole. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:10", go: home, peek: peephole}
""", "British 'half nine' = 21:30; 209's peephole sees the east stair head"),

("en16", "Grace", """Now, the dark part. At twenty to ten I'll knock on 205. If Hans is on his own, I'll do the deed. If he isn't alone – or isn't there – I'll slip off to the lawn instead.""", A, """
orders:
  - {at: "21:40", go: "205", kill: Hans, if: alone, else: {go: lawn}}
""", "twenty to ten = 21:40; do the deed = kill"),

("en17", "Grace", """From quarter past nine until quarter to eleven, should I bump into Tiger with nobody else about, he's finished. Before and after that I'll just potter about my room.""", A, """
standing:
  - {kill: 胖虎, if: alone, from: "21:15", until: "22:45"}
""", "quarter past / quarter to in a standing window; Tiger = 胖虎"),

("en18", "Grace", """My door stays shut to everyone until ten o'clock (I know I must open after that, rules are rules). At ten to nine I'll wander over to the common room for a natter, and at half past nine I'll go home again.""", A, """
door: closed
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home}
""", "ten to nine = 20:50"),

("en19", "Grace", """I'd like to go down to the lawn at 8 o'clock – and do take me down the west stairs, please, I fancy the longer walk. Back at 8:40.""", A, """
orders:
  - {at: "20:00", go: lawn, via: [west-stairs]}
  - {at: "20:40", go: home}
""", "route named: the west stairs from 209"),

("en20", "Grace", """At ten o'clock I'll call on Mr Zhou in 207 for a chat. If nobody answers the door, I'll go to the garden instead. Lovely.""", A, """
orders:
  - {at: "22:00", go: "207", else: {go: garden}}
""", "else on a refused door"),

# ---- Ray (police, no room, starts in 204): terse
("en21", "Ray", """Ray. 8:00 garden. 8:30 lawn. 9:00 back to 204, window.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", peek: window}
""", "police"),

("en22", "Ray", """21:10 visit 203. 21:50 back.""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:50", go: "204"}
""", "back = 204 for an officer without a room"),

("en23", "Ray", """Window from the common room all night. Nothing else.""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police start in 204"),

("en24", "Ray", """22:00 go to 205. If Hans isn't there, garden. 22:40 back.""", A, """
orders:
  - {at: "22:00", go: "205", if: {present: Hans}, else: {go: garden}}
  - {at: "22:40", go: "204"}
""", "condition without a kill"),
]

REFUSALS = [
("en25", "Mike", """if i catch grace alone anywhere tonight she's toast lol""", ["target", "目标", "小雨", "老周", "Xiaoyu", "Zhou"], "Grace is not one of Mike's targets (五.10)"),
("en26", "Ray", """If I find Keung alone in the garden, I shoot him.""", ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en27", "Hans", """At 20:45 I go to the garden and at 21:30 I come back.""", ["10 minutes", "multiple", "10分钟", "整数倍", "20:45", "8:45"], "not a multiple of 10 minutes (五.4)"),
("en28", "Grace", """I'll spend the whole evening at my window watching the garden – I do love the roses.""", ["south", "lawn", "garden", "朝南", "草坪", "209"], "209 faces south: its window sees the lawn (三.2, 五.3(1))"),
("en29", "Ray", """Peephole on the corridor all night.""", ["peephole", "门孔", "204", "window", "窗户", "room"], "an officer without a room is in 204, where only the window can be used (五.3(1), 五.3(3))"),
("en30", "Mike", """9 to 9:30 just walk up and down the hallway, see who's around""", ["corridor", "hallway", "走廊", "八", "pacing"], "nobody paces or stands in the corridor (八)"),
]
