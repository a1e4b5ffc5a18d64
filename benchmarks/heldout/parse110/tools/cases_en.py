# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 秋姐+Jake, 202 阿杰, 203 老周+小雨, 205 Kenji, 207 大刘, 209 Tom;
# police 苏探长, 钱sir, Reid (no room: they start in 204). Nicknames: Qiu = 秋姐, AJ = 阿杰,
# Lao Zhou = 老周, Xiaoyu = 小雨, Big Liu = 大刘.
A = "accept"
CASES = [
# ---- Jake (201, south): casual Discord writer, lowercase, slang
("en01", "Jake", """yo gm 👋 jake here. 8 i'm just chilling in the room watching the lawn out the window, 8:30 heading to 204 to hang w/ everyone, back at 9:30 and i'll camp the peephole after that lol""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),

("en02", "Jake", """ok so plan: 10:10 knock on 209, if tom's alone in there i take him out. if not (or he doesn't open) i'll just go sit in 204 ig""", A, """
orders:
  - {at: "22:10", go: "209", kill: Tom, if: alone, else: {go: "204"}}
""", "take out = kill; else covers not alone and no answer"),

("en03", "Jake", """ngl kinda scared tonight 😅 staying in all night, door shut for everyone before 10, no peeking""", A, """
door: closed
""", "stays in, not peeking; closed before 22:00"),

("en04", "Jake", """9:20 garden, nvm make that 9:40. take the west stairs. back home 10:20""", A, """
orders:
  - {at: "21:40", go: garden, via: [west-stairs]}
  - {at: "22:20", go: home}
""", "self-correction; route"),

("en05", "Jake", """anywhere tonight if i bump into xiaoyu and nobody else is around -> kill. otherwise just chilling in my room""", A, """
standing:
  - {kill: 小雨, if: alone}
""", "nickname Xiaoyu = 小雨 (lower case)"),

("en06", "Jake", """door's only open for Qiu and AJ before 10. 8:00-9:00 peephole, then window till 10, then nothing""", A, """
door: [秋姐, 阿杰]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "door list by nicknames; stop peeking at 22:00"),

# ---- Kenji (205, south): non-native English writer
("en07", "Kenji", """Good evening GM. Tonight I am stay in my room, from window I watch the lawn all time. Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("en08", "Kenji", """At 8:30pm I go to garden for walking, at 9 o'clock I go to lawn, 9:40 I come back my room and look the corridor by peephole.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
""", ""),

("en09", "Kenji", """10:30 I visit room 203. If Lao Zhou is only one person in room, I kill him. If not, I go back to my room.""", A, """
orders:
  - {at: "22:30", go: "203", kill: 老周, if: alone, else: {go: home}}
""", "nickname Lao Zhou"),

("en10", "Kenji", """From 9:00 until 10:00, if I meet Jake alone in anywhere, I kill him. Other time I don't kill nobody.""", A, """
standing:
  - {kill: Jake, if: alone, from: "21:00", until: "22:00"}
""", "standing with a window"),

("en11", "Kenji", """Before 10 o'clock please don't open door for anyone except Tom. I am in my room all night, and 8:00-8:30 I use peephole, after that window.""", A, """
door: [Tom]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
""", ""),

("en12", "Kenji", """9:10 I go to room 209 to talk with Tom. If Tom is not there, I go to 204 instead. 10:00 back to my room.""", A, """
orders:
  - {at: "21:10", go: "209", if: {present: Tom}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "condition without a kill"),

# ---- Tom (209, south): planner, numbered lines, 24-hour clock
("en13", "Tom", """Orders for night 1:
1) 20:00 - peephole (watch the east stairs)
2) 20:30 - window
3) 21:00 - go to the garden via the east stairs
4) 21:40 - back to my room, peephole
5) 22:30 - stop peeking, just stay in""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:30"}
""", "209's peephole sees the east stair head"),

("en14", "Tom", """1. 20:10 go to 201.
2. If Qiu is alone in there, kill her.
3. If she isn't there, or isn't alone, go to the lawn instead.
4. 21:00 return to 209.""", A, """
orders:
  - {at: "20:10", go: "201", kill: 秋姐, if: alone, else: {go: lawn}}
  - {at: "21:00", go: home}
""", "one order over three numbered lines; 209 is home"),

("en15", "Tom", """1. Standing order, 21:00-22:30: kill Lao Zhou if I meet him with nobody else around.
2. 20:00 - 204.
3. 22:00 - back home.""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 老周, if: alone, from: "21:00", until: "22:30"}
""", ""),

("en16", "Tom", """1. 20:40 lawn - correction: 20:50, not 20:40.
2. 21:30 home, window.""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "self-correction"),

("en17", "Tom", """Night plan (door: closed to all until 22:00):
1. 20:00-21:00 window
2. 21:00 go to 204 and watch the garden from its window
3. 22:20 home""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:20", go: home}
""", "window from 204 sees the garden"),

("en18", "Tom", """1. 22:40 - go to 203.
2. Kill Lao Zhou there, whoever else is in the room.
3. If he's not there, go home.""", A, """
orders:
  - {at: "22:40", go: "203", kill: 老周, if: always, else: {go: home}}
""", "kill regardless of witnesses with an otherwise"),

# ---- Reid (police, no room): British, spoken times
("en19", "Reid", """Evening. Inspector Reid. I shall start in the common room, watching the garden from the window. Half nine I'll take a stroll on the lawn, and I'll be back in the common room at ten past ten.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "half nine = 21:30; ten past ten = 22:10"),

("en20", "Reid", """Ten past eight, pop round to 205 for a word with Kenji. If nobody answers, on to 207 instead. Back to the common room at nine.""", A, """
orders:
  - {at: "20:10", go: "205", else: {go: "207"}}
  - {at: "21:00", go: "204"}
""", "else for an unanswered door, no condition"),

("en21", "Reid", """Twenty to nine: down to the garden by the west stairs. Quarter past... no, make it twenty past nine: over to the lawn. Common room at ten, window till the end.""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "twenty to nine = 20:40; self-correction quarter past -> twenty past nine"),

("en22", "Reid", """I'll stay in the common room the whole evening, I'm afraid - bad knee. Watching the garden through the window, naturally.""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("en23", "Reid", """At nine I'd like to call on the two in 203, Lao Zhou and Xiaoyu. If Xiaoyu isn't there, I'll go on to the garden. Leave for the common room at twenty to eleven.""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: 小雨}, else: {go: garden}}
  - {at: "22:40", go: "204"}
""", "condition on one of two roommates"),

("en24", "Kenji", """8:20 I go to lawn, please use east stairs and the small path by east wall. 9:00 back.""", A, """
orders:
  - {at: "20:20", go: lawn, via: [east-stairs, east-path]}
  - {at: "21:00", go: home}
""", "route with two named spots"),
]

REFUSALS = [
("en25", "Jake", """lol if i catch kenji alone tonight he's dead 💀""", ["target", "目标", "Tom", "小雨", "Xiaoyu"], "Kenji is not one of Jake's targets (五.10)"),
("en26", "Kenji", """At 9:45 I go to garden and 10:30 come back.""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:45", "9:45"], "21:45 is not a multiple of 10 minutes (五.4)"),
("en27", "Tom", """1. 20:00-21:00 window, watching the garden.
2. 21:00 go to 204.""", ["south", "lawn", "garden", "朝南", "草坪", "209"], "209 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en28", "Reid", """Half seven, I'll take the air in the garden; back in the common room at nine.""", ["20:00", "19:30", "time", "时间", "half seven"], "19:30 is before the night (五.1)"),
("en29", "Jake", """9 to 9:30 i'm gonna hang out on the east stairs and see who goes up/down""", ["stairs", "楼梯", "corridor", "走廊", "八"], "the stairs are no place to be (八)"),
("en30", "Kenji", """Tonight I kill both, Lao Zhou and Jake, when I meet them.""", ["one", "only", "一个", "一人", "both", "两个"], "only one of the two targets may be killed (五.10 任选一人)"),
]
