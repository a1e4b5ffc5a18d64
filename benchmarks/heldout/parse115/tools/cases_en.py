# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Rooms: Gus 201; 糖糖 and 小雨 202 (north); 阿强 203; 老周 and Kenji 205; 林教授 207; Priya 209;
# police 刘队, Marlowe, 阿Sam have no room (they start in 204).
A = "accept"; R = "refuse"
CASES = [
("en01", "Gus", """Gus. 20:00 window. 21:00 garden. 21:30 lawn. 22:00 home, peephole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", "terse writer, 24-hour clock"),

("en02", "Priya", """heyyy gm 👋 ok so tonight: chilling in my room watching the east stairs thru the peephole til 9, then 9 sharp i'm off to the common room lol. back to my room at 10:30 and just vibe (no peeking)""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", "209's peephole sees the east stairs (五.3(1)); casual Discord style"),

("en03", "Kenji", """Good evening GM. Sorry for my bad English. Tonight I will go to garden at 8:30 pm, using the east stairs, and at 9:10 pm I go to lawn. At 10 pm I come back my room and see out from window. Thank you very much.""", A, """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "non-native writer; route by the east stairs; 205's window sees the lawn"),

("en04", "Marlowe", """The night was thick and the coffee was thin. At eight sharp I plant myself by the common room window and watch the garden like a hawk. Half past nine I take a stroll out on the lawn, see who's feeling lonely. Ten-thirty, back to the common room. No window this time; just me and my thoughts.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204"}
""", "noir storyteller, police without a room (starts in 204); times in words"),

("en05", "Gus", """22:10. Room 205. Zhou alone: kill. Otherwise lawn.""", A, """
orders:
  - {at: "22:10", go: "205", kill: 老周, if: alone, else: {go: lawn}}
""", "Zhou = 老周 (nickname in game.yaml), Gus's target; 老周 shares 205 with Kenji"),

("en06", "Priya", """ngl ken's been sus all day 💀 so between 9 and 10, if i catch him by himself anywhere, i'm taking him out. apart from that i'm just chilling in the garden from 9 and back to my room at 10:20""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "22:20", go: home}
standing:
  - {kill: Kenji, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window; ken = Kenji (nickname)"),

("en07", "Kenji", """At 9 o'clock I visit Mr. Gus room (201) for talking. If he is not there, I go to common room instead. At 10 I return to my room.""", A, """
orders:
  - {at: "21:00", go: "201", if: {present: Gus}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "condition without a kill"),

("en08", "Marlowe", """Ten past nine I go knocking on 203 to have a word with the delivery kid. Twenty to ten, down the west stairs to the garden. Ten o'clock, back up to the common room.""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:40", go: garden, via: [west-stairs]}
  - {at: "22:00", go: "204"}
""", "ten past nine = 21:10, twenty to ten = 21:40"),

("en09", "Gus", """Room all night. Peephole, covers the west stairs. Before 22:00 door opens for Kenji only.""", A, """
door: [Kenji]
orders:
  - {at: "20:00", peek: peephole}
""", "201's peephole also sees the west stairs; door list of one"),

("en10", "Priya", """ok change of plans lol. 8:40 lawn. wait no, garden. 8:40 garden then 9:20 lawn, 10 back home & window 🙏""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "correction inside the message; 209's window sees the lawn"),

("en11", "Kenji", """At 10:40 pm I go to room 203. If 阿强 is alone in his room, I kill him.""", A, """
orders:
  - {at: "22:40", go: "203", kill: 阿强, if: alone}
""", "conditional kill without an otherwise"),

("en12", "Marlowe", """Eight-forty I pay the professor a visit at 207. If Prof Lin's not home, I'll hit the garden instead. Nine-thirty, back to the common room, eyes on the garden through the window till the clock strikes eleven.""", A, """
orders:
  - {at: "20:40", go: "207", if: {present: 林教授}, else: {go: garden}}
  - {at: "21:30", go: "204", peek: window}
""", "condition without a kill; Prof Lin = 林教授 (nickname)"),

("en13", "Gus", """All night: Zhou alone, kill. Stay in room. Window 20:00 to 21:00 only.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
standing:
  - {kill: 老周, if: alone}
""", "standing kill all night; the window stops at 21:00"),

("en14", "Priya", """gm i'm so tired lmao 😴 just staying in my room all night, not peeking, not going anywhere. door's open for whoever idc""", A, """
door: open
""", "staying in: no orders at all"),
]

REFUSALS = [
("en15", "Priya", """gonna hit the lawn around 9ish, maybe a bit later, then back to my room whenever lol""", ["time", "时间", "9ish", "exact", "10 minutes", "10分钟", "模糊", "vague"], "vague times: 9ish / whenever (五.4 needs an exact 10-minute start); any time chosen would be a guess"),
("en16", "Marlowe", """All night in the common room, eye glued to the peephole, watching the hallway.""", ["peephole", "门孔", "204", "window", "窗户"], "from 204 only the window (五.3(3)); police have no room of their own here"),
("en17", "Gus", """21:00 garden. 22:05 lawn.""", ["10 minutes", "multiple", "10分钟", "整数倍", "22:05", "10:05"], "22:05 is not a 10-minute slot (五.4)"),
("en18", "Kenji", """If I meet Priya alone tonight, I kill her. She is very suspicious.""", ["target", "目标", "Gus", "阿强"], "Priya is not one of Kenji's targets (Gus, 阿强) (五.10)"),
]
