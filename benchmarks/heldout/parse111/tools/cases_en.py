# English cases of parse111 (same format as cases_zh.py; cast in game/game.yaml).
A = "accept"; R = "refuse"
CASES = [
("en01", "Kevin", """yo gm 👋 kev here. gonna chill in my rm n watch the lawn thru the window till 9, then hit the common room. back home at 10, ngl im tired lol""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "Discord style; till 9 = peek until the 21:00 order; 207 faces south"),

("en02", "Yuki", """Good evening GM. I am Yuki from room 203. Tonight at 20.00 I look from window to the lawn. At 20.50 I go to garden for little walk. At 21.40 I return to my room and look from door hole to corridor. Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", "non-native English; times with a dot; door hole = peephole"),

("en03", "Sam", """Sam, 209.
2000 peephole (east stairs).
2030 window.
2100 lawn.
2200 home, peephole.
Out.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", "military times; 209's peephole sees the east stairs head (五.3(1))"),

("en04", "Marlowe", """The night was young and so was my suspicion. At eight sharp I'll be in the common room with my nose against the window, watching that garden like it owes me money. Half past eight I take a stroll down to the garden myself. Ten to nine, the lawn, out near where it drops off the cliff. Nine-thirty I drift back up to the common room and stay put till the clock gives up.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204"}
""", "noir storyteller; police start in 204; near the cliff = on the lawn (三.2); ten to nine = 20:50"),

("en05", "Kevin", """ok plan for 2nite: 10:30 i go to 203. if yuki's alone in there she's done 🔪 if not just bounce to the garden. before that im just in my room doing nothing""", A, """
orders:
  - {at: "22:30", go: "203", kill: Yuki, if: alone, else: {go: garden}}
""", "slang for a conditional kill with an otherwise"),

("en06", "Yuki", """At 22.10 I visit room 205. If Mr. Zhou is alone there, I kill him. Before that I stay in my room, no looking. Thank you for your hard work.""", A, """
orders:
  - {at: "22:10", go: "205", kill: 老周, if: alone}
""", "nickname Mr. Zhou = 老周; conditional kill without an otherwise"),

("en08", "Marlowe", """Nine-forty, I knock on 209. If Sam's in, we have ourselves a little talk. If the door stays shut, I walk back to the common room and keep watch on the garden from the window.""", A, """
orders:
  - {at: "21:40", go: "209", else: {go: "204", peek: window}}
""", "an alternative for a door that stays shut (an empty room stays shut too)"),

("en09", "Kevin", """8:40 garden, going down the east stairs... wait no make that 8:50. lawn at 9:30. then back to my room at 10:20, same stairs""", A, """
orders:
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: home, via: [east-stairs]}
""", "self-correction of a time; routes named (same stairs = east)"),

("en10", "Yuki", """Please, before 22.00 do not open my door for anybody, only police man Marlowe can come in. All night I stay in my room and look lawn from window.""", A, """
door: [Marlowe]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00; staying in all night"),

("en11", "Sam", """Standing order, all night: Xiaolu alone = kill.
Otherwise stay put, window.""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 小鹿, if: alone}
""", "nickname Xiaolu = 小鹿; standing kill all night"),

("en13", "Kevin", """between 9 and 10:30, if i bump into 胖虎 anywhere and he's by himself, take him out. rest of the night i'm just in my room peeking at the corridor 👀""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 胖虎, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; a Chinese name in an English message"),

("en14", "Yuki", """At 21.20 I go to room 201 for talk with Xiaolu. If she is not there, I go to common room instead. At 22.00 I come back to my room.""", A, """
orders:
  - {at: "21:20", go: "201", if: {present: 小鹿}, else: {go: "204"}}
  - {at: "22:00", go: home}
""", "condition without a kill"),

("en15", "Sam", """2040 garden, west stairs.
2120 lawn.
2150 home via east stairs.""", A, """
orders:
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home, via: [east-stairs]}
""", "named routes; the west stairs are the long way from 209"),

("en17", "Marlowe", """I'll pay room 202 a visit at 10:10 — scratch that, 10:20 — and ask the old lady a few questions she won't like. Ten to eleven, back to the common room.""", A, """
orders:
  - {at: "22:20", go: "202"}
  - {at: "22:50", go: "204"}
""", "correction inside the message; ten to eleven = 22:50"),
]

REFUSALS = [
("en07", "Sam", """2100-2200 hold position at the top of the east stairs. Observe traffic. 2200 home.""",
 ["楼梯", "stairs", "八", "走廊", "corridor"], "the stairs are no place to be (八)"),
("en12", "Marlowe", """Tonight I'm a shadow. The whole night behind my own door, one eye to the peephole, watching the corridor for whoever thinks nobody's watching.""",
 ["门孔", "peephole", "204", "房间", "room", "window"], "an officer without a room starts in 204: no door of his own, and from 204 only the window (五.3(1), 五.3(3))"),
("en16", "Kevin", """just gonna sit in my room all night watching the garden out my window, lmk if anyone shows up lol""",
 ["south", "朝南", "lawn", "草坪", "207"], "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en18", "Yuki", """After dinner, maybe around 9-ish, I go to garden. Later I come back to my room.""",
 ["时间", "time", "exact", "具体", "几点", "vague"], "vague times (around 9-ish, later): a start must be a 10-minute slot (五.4); a guess would be a misread"),
]
