# English cases of parse96 (Discord side of the same group): see cases_zh.py for the cast.
A = "accept"; R = "refuse"
CASES = [
("en01", "Jax", """yo gm 👋 chilling in my room tonight. peephole from 8 till 9, then window till 10, then at 10 i head down to the lawn and stay there. thats it lol""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: lawn}
""", "lower-case Discord; from/till ranges"),

("en02", "Pippa", """Evening GM! Fancy a quiet one tonight: I'll stay in my room looking out of the window till half nine, then pop over to the common room and stay there till half ten, then back to my room. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "UK English: half nine = 21:30, half ten = 22:30"),

("en03", "Arjun", """Good evening GM sir. Tonight I will be in the common room only, watching the garden from the window from 8 to 9. At 9 I will go to the lawn and do one round, and at 9:40 I will come back to the common room itself. Kindly note. Thank you.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "Indian English police; from 8 to 9 window from 204; no peeking after coming back"),

("en04", "Jax", """ok so plan: 8:30 go knock on room 203. if pip is in there alone kill her, if not just go to the common room. back to my room at 9:20. ngl kinda nervous 😅""", A, """
orders:
  - {at: "20:30", go: "203", kill: Pippa, if: alone, else: {go: "204"}}
  - {at: "21:20", go: home}
""", "nickname pip = Pippa (lives in 203); conditional kill with an alternative"),

("en05", "Pippa", """Right, here's the plan. At quarter to nine (no wait, that's not a slot, make it 8:50) I'll nip down to the garden. If Big Liu's there on his own, do him in; if not, carry on to the lawn. Back to the room at half ten.""", A, """
orders:
  - {at: "20:50", go: garden, kill: 大刘, if: alone, else: {go: lawn}}
  - {at: "22:30", go: home}
""", "self-correction of the time inside the message; Big Liu = 大刘; do him in = kill"),

("en07", "Arjun", """Sir, kindly do the needful: at 8:20 I will go to room 205 to meet Big Liu for some inquiry. If he is not opening the door, I will go to the garden. At 9:30 I will go to room 202 to meet Tiezhu, and after that at 10:10 return to the common room and see the garden through the window.""", A, """
orders:
  - {at: "20:20", go: "205", else: {go: garden}}
  - {at: "21:30", go: "202"}
  - {at: "22:10", go: "204", peek: window}
""", "police visits; an alternative on no answer for the first visit only"),

("en08", "Pippa", """Hiya. 9 o'clock sharp: knock on 201 for a natter with AJ. If he's alone in there, kill him; if he isn't, or nobody answers, come straight back. At 9:20 head back to my room whatever happened, and from 10 watch the corridor through the peephole till the end.""", A, """
orders:
  - {at: "21:00", go: "201", kill: 阿杰, if: alone, else: {go: home}}
  - {at: "21:20", go: home}
  - {at: "22:00", peek: peephole}
""", "AJ = 阿杰; 9 o'clock sharp; peephole from 22:00 at home"),

("en09", "Jax", """tonight wherever i run into AJ with nobody else around, take him out. other than that i'm in the garden from 9 to 10 and back home after. ty gm""", A, """
standing:
  - {kill: 阿杰, if: alone}
orders:
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
""", "standing kill all night (wherever i run into); from 9 to 10 in the garden"),

("en11", "Arjun", """From 8:00 to 10:00 I will sit in common room and watch the garden from window only. Then at 10 I will go down to the garden and stay there till the end. Thanks and regards.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: garden}
""", "police; window from 204 until 22:00"),

("en12", "Jax", """at 9 go to 204. actually nah scratch that, make it 9:40 and the garden instead. back home at 10:30 and watch the hallway thru the peephole""", A, """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:30", go: home, peek: peephole}
""", "correction (actually nah scratch that) replaces the 9:00 order entirely"),

("en13", "Pippa", """Keep my door shut to everyone before ten except Jax (yes yes, I know after ten I have to open up). Otherwise a night in: window the whole evening, please.""", A, """
door: [Jax]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00; her roommate 婉婷 enters freely anyway"),

("en16", "Pippa", """Between 9 and 10, if I bump into AJ anywhere with nobody else about, kill him. Movements: 9:10 the garden, 9:50 the lawn, 10:20 home.""", A, """
standing:
  - {kill: 阿杰, if: alone, from: "21:00", until: "22:00"}
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:20", go: home}
""", "standing kill over a window; UK 'about' = around (place, not time)"),

("en17", "Arjun", """Hello GM. Small change from what I told in group: earlier I said 9:30 lawn, now I am changing to 9:20 garden and then 9:50 lawn. 10:30 back to common room. Rest of time I am in common room only. Thanks and regards, Arjun""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: "204"}
""", "the old plan (9:30 lawn) is quoted, not ordered"),

("en18", "Jax", """dont let anyone in before 10 except wanting lol. staying in all night watching the east stairs thru the peephole 👀""", A, """
door: [婉婷]
orders:
  - {at: "20:00", peek: peephole}
""", "nickname Wanting = 婉婷 (written lower-case, like the English word); 209's peephole sees the east stair head"),
]

REFUSALS = [
("en06", "Jax", """9:10 garden. if i catch officer zheng alone down there im killing him lmao, he's been so annoying in the group chat""",
 ["police", "警察", "cannot kill", "不能杀", "郑警官"],
 "tenants cannot kill police (五.10 房客不能杀警察; 六.6 凶手不能杀警察)"),
("en10", "Pippa", """Evening! I'll be in the garden from half seven till nine, then home for the rest of the night. Ta!""",
 ["20:00", "19:30", "half seven", "7:30", "八点", "time", "时间"],
 "half seven = 19:30, before the night starts at 20:00 (五.1)"),
("en14", "Arjun", """Sir tonight please keep me in the common room, I will watch the corridor through the door peephole of 204 full night. No other movement.""",
 ["peephole", "门孔", "window", "窗户", "own room", "自己"],
 "an officer without a room can peek only through 204's window; a peephole only from one's own room (五.3(1), 五.3(3))"),
("en15", "Jax", """gonna hit the lawn at like 9ish and come back whenever lol""",
 ["9ish", "exact", "vague", "time", "时间", "具体"],
 "a vague start (9ish, whenever) cannot be placed on a slot (五.4); any guess would be a misread"),
]
