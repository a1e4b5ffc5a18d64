# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("en01", "Siobhan", """Howya GM! Grand so, here's me for tonight. Half eight I'll head down to the garden, and sure look, I'll come back up to the room at half nine and have a gawk out the window at the lawn for the rest of the night. Thanks a million.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home, peek: window}
""", "Irish: half eight = 20:30, half nine = 21:30; 201 faces south (lawn)"),

("en02", "Tyler", """ok so like, 8:30 im going to the lawn bc the view is literally so pretty lol. then 9:10 back to my room and lowkey watching the lawn from the window""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: home, peek: window}
""", "teen filler words; 203 faces south"),

("en03", "Marcus", """[19:41] hey
[19:41] orders
[19:42] 8:00 peephole, i can see the stairs from mine
[19:43] 8:40 garden
[19:43] 9:30 home, window
[19:44] gn""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: garden}
  - {at: "21:30", go: home, peek: window}
""", "bracketed times are the chat's timestamps, not orders; 209's peephole sees the east stair head"),

("en04", "Ruth", """Evening all. Ruth's movements for tonight: 2000-2040 at the common room window, watching the garden. 2040 the lawn. 2130 knock on 205 for a word with Mr Lin; if nobody answers, go to the garden instead. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: "205", else: {go: garden}}
""", "24-hour times without colons (2130); else for an unanswered door; Mr Lin = 林老师"),

("en05", "Siobhan", """Right so. Twenty past ten I'll call in on yer man Tyler in 203. If he's on his own I'll do him in, and if he's not I'll go out to the lawn instead. Grand.""", A, """
orders:
  - {at: "22:20", go: "203", kill: Tyler, if: alone, else: {go: lawn}}
""", "twenty past ten = 22:20; do him in = kill; on his own = alone"),

("en06", "Tyler", """ngl im kinda scared of Marc 💀 door closed for everyone till 10. im staying in all night, peephole the whole time fr""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00"),

("en07", "Marcus", """[19:50] sorry late
[19:50] door closed b4 10
[19:51] 9:00 lawn
[19:51] if shiv alone there kill
[19:52] 9:40 back home
[19:53] zzz""", A, """
door: closed
orders:
  - {at: "21:00", go: lawn, kill: Siobhan, if: alone}
  - {at: "21:40", go: home}
""", "conditional kill without an otherwise; shiv = Siobhan"),

("en09", "Tyler", """ok plan: 9:40 go to Marc's room (209). if he's literally alone in there, kill him. if not just come back home no cap""", A, """
orders:
  - {at: "21:40", go: "209", kill: Marcus, if: alone, else: {go: home}}
""", ""),

("en10", "Marcus", """[19:33] 8:30 204
[19:34] wait no
[19:34] 8:50 204
[19:36] 10:10 home, peephole
[19:36] thx""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "22:10", go: home, peek: peephole}
""", "a correction across pasted messages: 8:50 replaces 8:30"),

("en11", "Ruth", """Ruth here. I'll stay in the common room till nine with the window on the garden. At nine the garden, no, make that the lawn, and back here at ten to ten. That's all.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:50", go: "204"}
""", "self-correction garden -> lawn; ten to ten = 21:50; here = the common room"),

("en13", "Siobhan", """Door's shut till ten to everyone bar Ruth and Marcus, sure you know yourself. All night I'll be watching the west stairs through the peephole, they're right outside me.""", A, """
door: [Ruth, Marcus]
orders:
  - {at: "20:00", peek: peephole}
""", "bar = except: only Ruth and Marcus get in; 201's peephole sees the west stair head"),

("en15", "Tyler", """at 10 im going to the garden via the east stairs, and like, if i see Mr Lin there at all im killing him, idc who's around""", A, """
orders:
  - {at: "22:00", go: garden, via: [east-stairs], kill: 林老师, if: always}
""", "named route (longer than the west stairs, allowed); kill regardless of who is around"),

("en16", "Siobhan", """From ten o'clock till the end of the night, if I bump into Dingding on his own anywhere, I'll kill him. Before that I'm staying put in the room, no peeking, nothing. Grand.""", A, """
standing:
  - {kill: 丁丁, if: alone, from: "22:00", until: "23:00"}
""", "standing kill with a window; Dingding = 丁丁"),

("en18", "Marcus", """[19:55] standing order
[19:55] zhen alone anywhere 9 to 10 -> kill
[19:56] otherwise i just stay in my room
[19:56] night all""", A, """
standing:
  - {kill: 阿珍, if: alone, from: "21:00", until: "22:00"}
""", "standing kill 21:00-22:00; zhen = 阿珍; 'otherwise' here is no else, he just stays in"),
]

REFUSALS = [
("en08", "Siobhan", """I'll go to the common room at nine so, and keep an eye on the corridor through the peephole there till ten. Sure look.""",
 ["peephole", "门孔", "猫眼", "204", "common room", "window", "窗户"], "no peephole in 204: only its window (五.3(3)); a peephole only from one's own room (五.3(1))"),
("en12", "Tyler", """gonna go to the lawn at like 9-ish idk, and come back whenever lol""",
 ["time", "时间", "9-ish", "exact", "vague", "ambiguous", "模糊", "10 minutes", "10分钟"], "9-ish (and 'whenever') is no start time: 五.4 needs an exact 10-minute slot; a guess would be a misread"),
("en14", "Marcus", """[19:58] last thing
[19:58] if i meet tyler alone anywhere tonight kill him
[19:59] thats it""",
 ["target", "目标", "Siobhan", "阿珍"], "Tyler is not one of Marcus's targets (五.10 不可滥杀无辜)"),
("en17", "Ruth", """Ruth reporting. Common room all night with the window on the garden, then one last look round the lawn at 11:10 before bed.""",
 ["23:00", "22:50", "11:10", "23:10", "time", "时间", "night"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
]
