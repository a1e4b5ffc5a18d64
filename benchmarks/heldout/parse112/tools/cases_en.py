# English cases: (id, sender, message, expect, orders_yaml, note) and
# refusals: (id, sender, message, reason_keywords, rule).
# Writers: Marco (Italian, non-native English, "20h30"), Jess (casual Discord, lowercase),
# Harold (British storyteller, "half nine"), Grey (terse police).
A = "accept"
CASES = [
("en01", "Marco", """Good evening GM! For this night: at 20h I stay in my room and I look from the window. At 20h30 I go in the common room for chat with the others. At 21h30 I come back in my room and I look from the peephole until the end. Grazie mille!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "non-native English, 20h30 times"),

("en02", "Jess", """ok so gm 👋 plan for tonight:
8 chill in my room peeping out the window
8:30 go hang in 204
9:30 head out to the garden
10 back to my room n just peephole till bedtime
ty!!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "bare hours 8 and 10 = 20:00 and 22:00"),

("en03", "Harold", """Evening, old chap. Harold here, reporting for duty as it were. I'm rather a creature of habit, so here's how it'll go: I'll spend the first hour and a half at my window keeping an eye on the lawn - you never know who fancies a stroll near that dreadful cliff. At half nine I'll toddle down to the garden for a breath of air, and at ten to ten I shall take myself off to the common room for a nightcap and stay there. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "21:50", go: "204"}
""", "British: half nine = 21:30, ten to ten = 21:50; 209 faces south"),

("en04", "Grey", """Grey. 20:00 common room, window. 21:00 lawn. 21:40 garden. 22:20 back to 204.""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", "terse police starting in 204"),

("en05", "Marco", """Hello, is Marco. This night at 22h10 I go to the room of Harold (209). If he is alone I kill him. If he is not alone, I return in my room and I stay. Ciao""", A, """
orders:
  - {at: "22:10", go: "209", kill: Harold, if: alone, else: {go: home}}
""", "kill on arrival with an otherwise"),

("en06", "Jess", """lol ok im actually doing it tonight 😈 9:10 going down to the lawn and if xiaoyu's out there by herself she's done 💀 thats it thats the plan""", A, """
orders:
  - {at: "21:10", go: lawn, kill: 小雨, if: alone}
""", "xiaoyu = 小雨 (nickname in game.yaml); she's done = kill; no otherwise: the kill stays armed"),

("en07", "Harold", """Now, a delicate matter. Should I come across Mrs Lin on her own anywhere between a quarter past eight and a quarter to eleven, I'm afraid she won't see the morning. Otherwise I'll keep to my room all evening with my eye to the spyhole - from 209 I can see the east stairs, which suits me nicely.""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 林老师, if: alone, from: "20:15", until: "22:45"}
""", "Mrs Lin = 林老师; standing window on quarter hours; spyhole = peephole (209's sees the east stairs)"),

("en08", "Grey", """21:00 room 207, talk to Erya. Not in: 203 instead. 22:00 back, window.""", A, """
orders:
  - {at: "21:00", go: "207", if: {present: 二丫}, else: {go: "203"}}
  - {at: "22:00", go: "204", peek: window}
""", "Erya = 二丫; a condition without a kill; back = 204 for an officer without a room"),

("en09", "Marco", """Hi! 20h40 I go down in the garden passing from the west stairs... no, scusa, from the east stairs. After, at 21h20 I go on the lawn. At 22h I come back home.""", A, """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "route corrected inside the message"),

("en10", "Jess", """at 9 im gonna knock on 202 n hang w xiaoyu. if she's not in just go to 204 instead. 10:20 back home. door's open for everyone btw""", A, """
door: open
orders:
  - {at: "21:00", go: "202", if: {present: 小雨}, else: {go: "204"}}
  - {at: "22:20", go: home}
""", "a visit to a target without a kill; door open is the default"),

("en11", "Harold", """Right, the business end of things. At ten past ten I'll pay old Zhou a visit in 201. If he's alone in there - that Marco fellow does tend to wander - I'll do the deed. If he isn't, I'll slip out to the lawn and look at the stars like an innocent man.""", A, """
orders:
  - {at: "22:10", go: "201", kill: 老周, if: alone, else: {go: lawn}}
""", "old Zhou = 老周; do the deed = kill"),

("en12", "Marco", """For tonight I remain in my room all the time. But between 21h and 22h30, if I meet Ah Keung alone in any place, I kill him.""", A, """
standing:
  - {kill: 阿强, if: alone, from: "21:00", until: "22:30"}
""", "Ah Keung = 阿强; standing kill with a window; staying in"),

("en13", "Jess", """nvm what i said in the group chat lol. new plan: door closed to everyone before 10 (i know i gotta open after 10 dw). staying in all night watching the lawn thru the window. wait no switch to the peephole at 10""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", "door closed before 22:00; self-correction adds a peephole at 22:00"),

("en14", "Harold", """Bit of exercise tonight. At twenty past eight I'll go down to the lawn by the west stairs - the long way round, I know, but I like to pass everyone's doors and see who's about - and I'll come back up at nine and spend the rest of the night in my room.""", A, """
orders:
  - {at: "20:20", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home}
""", "named route the long way; the way back is not named (shortest)"),
]

REFUSALS = [
("en15", "Grey", """Grey. 20:00 204, peephole on corridor. 21:30 garden. 22:30 back.""",
 ["peephole", "门孔", "204", "window", "窗户"], "no peephole from 204, only the window (五.3(1), 五.3(3)); an officer without a room has no door of his own"),
("en16", "Jess", """door stays locked the whole night, and i mean the WHOLE night, even after 10. not opening for anybody, they can knock all they want lol. peephole all night""",
 ["22:00", "after 10", "10点", "must open", "必须开门", "开门", "五.12"], "after 22:00 a tenant must open (五.12)"),
("en17", "Harold", """I'm an early riser, as you know. At ten to eight I'll pop down to the garden before the others stir, and I'll be back in my room by half eight.""",
 ["20:00", "19:50", "time", "时间"], "19:50 is before the night (五.1)"),
("en18", "Marco", """I decided: this night I kill both my targets, Harold and Ah Keung, when I meet them alone. First one and after the other one, why not.""",
 ["only one", "one of", "一人", "只能", "both", "两个"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
]
