# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 老周 + Olek, 202 阿琳, 203 小北 + Mei, 205 川妹, 207 Hugh,
# 209 阿杰; police 黄警官, 林队, Reyes (no rooms: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# --- Olek (201): Polish, non-native English (articles dropped, "door hole", "in other case")
("en01", "Olek", """Hello GM! Tonight I am staying in my room whole time. From 8 until 9 I look from window, after 9 I look from the door hole (peephole) to corridor. Thank you very much""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "non-native; bare hours; 'door hole' explained by the writer"),

("en02", "Olek", """Good evening. At half past eight I go to the room 204 for talking with people. At ten o'clock I go back to my room. Please, if somebody knock before ten, I open only for Jay.""", A, """
door: [阿杰]
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", "door list of one (Jay is 阿杰's declared nickname)"),

("en03", "Olek", """At 9:20 I go to room 209 of Jay. If he is alone there, I kill him. In other case I go to garden.""", A, """
orders:
  - {at: "21:20", go: "209", kill: 阿杰, if: alone, else: {go: garden}}
""", "kill if alone, 'in other case' = else"),

("en04", "Olek", """At 8:40 I go to lawn by west stairs. Sorry, I mean east stairs. At 9:30 I come back.""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home}
""", "self-correction of the route (west -> east stairs)"),

# --- Mei (203): casual Discord writer, lowercase, lol/ngl/ty, emoji
("en05", "Mei", """yo gm 👋 ok so tonight: chilling in my room watching the lawn from the window till 9, then 9 i head to the garden, back home at 9:40 and just vibe there. ty!!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", "casual; 'just vibe there' = stay, no peeking"),

("en06", "Mei", """ngl i'm going for hugh tonight lol. if i run into him alone anywhere, anytime tonight, he's done 💀 otherwise i'm just staying in, peephole duty all night""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Hugh, if: alone}
""", "standing kill all night, alone"),

("en07", "Mei", """10:30 hit up 207 and take out hugh. doesn't matter who's there lmao""", A, """
orders:
  - {at: "22:30", go: "207", kill: Hugh, if: always}
""", "kill regardless of others, no else"),

("en08", "Mei", """gonna check out the common room at 8:20 but if that Reyes guy is in there i'm bouncing straight back to my room lol. then lawn at 9:10, back at 10""", A, """
orders:
  - {at: "20:20", go: "204", if: {absent: Reyes}, else: {go: home}}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home}
""", "condition without kill on a police officer's presence"),

# --- Hugh (207): British, chatty storyteller ("half nine", "toodle-pip")
("en09", "Hugh", """Evening, GM. Right, here's the plan, such as it is. I shall be at my window keeping an eye on the lawn until half nine; one never knows who might be out for a stroll near that cliff. At half nine I'll pop down to the garden for a breath of air, and at ten I'll head back to my room. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
""", "'half nine' = 21:30 (British)"),

("en10", "Hugh", """Now then. At ten past ten I'll wander over to 203 to call on young Bei. Should Bei be on his own, I'll do the deed. If not, I'll carry on down to the lawn and admire the stars. Toodle-pip.""", A, """
orders:
  - {at: "22:10", go: "203", kill: 小北, if: alone, else: {go: lawn}}
""", "'ten past ten' = 22:10; Bei is 小北's declared nickname; 'do the deed' = kill"),

("en11", "Hugh", """From half eight I'll be in the common room, watching the garden through the window there. At quarter past nine — no, that's not a proper slot, is it — at twenty past nine I'll head out to the lawn. And from quarter past nine until quarter to ten, should I cross paths with Old Zhou and nobody else about, I'll finish him.""", A, """
orders:
  - {at: "20:30", go: "204", peek: window}
  - {at: "21:20", go: lawn}
standing:
  - {kill: 老周, if: alone, from: "21:15", until: "21:45"}
""", "the writer corrects an off-grid start; quarter hours are fine in a standing window; Old Zhou = 老周"),

# --- Reyes (police, no room): American, clipped planner, military times
("en12", "Reyes", """Reyes checking in. Plan for tonight:
1) 2000-2040 common room, eyes on the garden through the window
2) 2040 walk the garden
3) 2120 lawn
4) 2210 back to the common room via the west stairs, stay put""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:10", go: "204", via: [west-stairs]}
""", "military times; police start in 204; route by the west stairs (not the shortest)"),

("en13", "Reyes", """2050: knock on 201, talk to Olek. If he's not there, go on to 205 instead. 2130: back to the common room. Window till lights out.""", A, """
orders:
  - {at: "20:50", go: "201", if: {present: Olek}, else: {go: "205"}}
  - {at: "21:30", go: "204", peek: window}
""", "condition without kill; window from 204 to the end"),

("en14", "Mei", """door's closed till 10 btw, nobody comes in 🚪 lawn at ten to ten, then back inside at like 10:30 — nah scratch that, exactly 10:30 lol""", A, """
door: closed
orders:
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
""", "'ten to ten' = 21:50; a vague time corrected by the writer; door closed before 22:00"),
]

REFUSALS = [
("en15", "Olek", """Tonight I lock my door. Nobody come inside, also after ten o'clock, never. I sleep whole night.""",
 ["22:00", "10", "open", "开门", "五.12"], "after 22:00 a tenant must open (五.12)"),
("en16", "Reyes", """2100-2200: watch the corridor through the peephole in the common room.""",
 ["peephole", "门孔", "204", "window", "窗户"], "from 204 only the window (五.3(3)); a police officer has no room of his own here"),
("en17", "Hugh", """At half ten I shall take up position on the east staircase and simply wait there until eleven.""",
 ["stairs", "楼梯", "corridor", "走廊", "八"], "the stairs are no place to be (八)"),
("en18", "Mei", """11:10 sneak out to the lawn for stargazing 🌌 before that just chilling in my room""",
 ["23:00", "22:50", "11", "time", "时间"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
]
