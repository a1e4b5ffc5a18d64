# English cases.  CASES: (id, sender, message, "accept", expected order file body, note)
#                 REFUSALS: (id, sender, message, reason keywords (zh and en), rule)
A = "accept"
CASES = [
# ---- Huimin (205, south; targets 大飞, 老周): Singlish (lah, lor, ah, can or not, then, one)
("en01", "Huimin", """Hi GM! Huimin here lah. 8pm I stay in room look out the window at the lawn, then 8.30 go 204 chit chat, 9.30 come back room and peep through the peephole lor. Thanks ah!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", "times with a dot (8.30)"),

("en02", "Huimin", """GM ah, 10.20 I go 207 find 大飞. If he alone then I kill him lor. If not then go back my room. Sian, so scared 😅""", A, """
orders:
  - {at: "22:20", go: "207", kill: 大飞, if: alone, else: {go: home}}
""", "kill on arrival with an otherwise; a Chinese name in an English message"),

("en04", "Huimin", """GM can or not: before 10 my door only open for Nora, other people knock also don't open. Then 9 o'clock I go garden walk walk, 9.40 go lawn, 10.10 come back.""", A, """
door: [Nora]
orders:
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:10", go: home}
""", "door list; 'can or not' is a question, not an order"),

("en05", "Huimin", """From 9 to 10.30, anywhere I bump into Mr Zhou alone, just kill him lah. Rest of the time I stay in room, don't go anywhere one.""", A, """
standing:
  - {kill: 老周, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window; Mr Zhou = 老周 (declared nickname)"),

# ---- Liam (209, south; targets Huimin, 阿哲): Australian (mate, reckon, arvo, cuppa, no worries)
("en06", "Liam", """G'day mate! Reckon I'll keep an eye on the east stairs through the peephole from 8 till half nine, then duck over to the common room for a cuppa. Back to me room at 10 and watch the lawn out the window. Cheers!""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "209's peephole sees the east stairs; half nine = 21:30"),

("en07", "Liam", """Righto, at ten past ten I'll head to 201, and if Azhe's on his own in there I'll do him in. If he's got company, I'll bail and go to the garden. No worries.""", A, """
orders:
  - {at: "22:10", go: "201", kill: 阿哲, if: alone, else: {go: garden}}
""", "ten past ten = 22:10; do him in = kill; Azhe = 阿哲 (declared nickname)"),

("en09", "Liam", """Door's shut to everyone before 10, mate. Heading down to the lawn at twenty to nine via the east stairs, then the garden at 9:20, and I'll head home at ten to ten.""", A, """
door: closed
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home}
""", "twenty to nine = 20:40, ten to ten = 21:50; route"),

("en10", "Liam", """If I run into Huimin anywhere tonight and there's nobody else about, kill her. Otherwise I'm just stopping in me room all arvo... er, all night, no peeking.""", A, """
standing:
  - {kill: Huimin, if: alone}
""", "standing kill all night; 'Otherwise' here is not an else: it is the rest of his night"),

# ---- Nora (201, south; targets 铁柱, 小鱼): long run-on sentences with "and then"
("en11", "Nora", """hi so at 8 I'm going to look out the window at the lawn and then at 8:40 I'll go down to the garden and then at 9:10 I'll go to the lawn and then at 9:50 I'll come back to my room and then I'll just watch through the peephole until the end thanks""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
""", "run-on sentence"),

("en12", "Nora", """ok so at 9:20 I'm going to go to 202 to see Tiezhu and then if he's alone in there I'll kill him and then if he isn't alone or he doesn't open I'll go to 204 instead and then at 10:30 I'll go back to my room""", A, """
orders:
  - {at: "21:20", go: "202", kill: 铁柱, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "kill with an otherwise inside a run-on; Tiezhu = 铁柱 (declared nickname)"),

("en13", "Nora", """so my door is closed to everybody before 10 except Reid if he comes to ask questions and then I'm staying in my room all night and then from 9 I'll look through the peephole and then at 10 I'll stop looking and just go to sleep""", A, """
door: [Reid]
orders:
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "door list naming a police officer; stop peeking at 22:00"),

("en15", "Nora", """at 8:30 I'm going to pop into 205 to see Xiao Yu and then if she's not there I'll go to the common room instead and then at 9:30 I'll go down to the lawn by the west stairs and then at 10 back to my room and then that's it""", A, """
orders:
  - {at: "20:30", go: "205", if: {present: 小鱼}, else: {go: "204"}}
  - {at: "21:30", go: lawn, via: [west-stairs]}
  - {at: "22:00", go: home}
""", "condition without a kill; Xiao Yu = 小鱼 (declared nickname); route"),

# ---- Reid (police, no room: starts in 204): clipped British report style
("en16", "Reid", """Reid. 8:00 watch the garden from the common room window. 9:00 lawn. 9:40 knock on 203 for a word with Mr Zhou. 10:20 back to the common room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "203"}
  - {at: "22:20", go: "204"}
""", "police in 204; window from 204"),

("en18", "Reid", """Evening GM. Down to the garden at ten past eight by the east stairs, up to 209 at nine to see if Liam's in; if he isn't, I'll go to the lawn. Back to the common room at half ten.""", A, """
orders:
  - {at: "20:10", go: garden, via: [east-stairs]}
  - {at: "21:00", go: "209", if: {present: Liam}, else: {go: lawn}}
  - {at: "22:30", go: "204"}
""", "half ten = 22:30; condition without a kill"),
]

REFUSALS = [
("en03", "Huimin", """Tonight simple only: 9.45 I go lawn, 10.30 come back room lah.""",
 ["10分钟", "整数倍", "10 minutes", "multiple", "21:45", "9.45", "9:45"], "an order starts on a multiple of 10 minutes (五.4); 9.45 is not"),
("en08", "Liam", """Staying in all night watching the lawn out the window. And if that copper Reid comes knocking, kill him, mate. Reckon he's onto me.""",
 ["警察", "police", "不能杀", "cannot be killed", "Reid"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("en14", "Nora", """ok so at 9 I'm going to 202 and then I'll kill Tiezhu and then at 10 I'll go to 205 and kill Xiao Yu as well and then I'll go back to my room""",
 ["一人", "一个", "only one", "one of", "one kill", "once"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
("en17", "Reid", """Staying in the common room all night, watching the corridor through the peephole.""",
 ["门孔", "peephole", "窗户", "window", "204", "own room"], "204 has only a window to peek from; a peephole only from one's own room (五.3(1), 五.3(3)), and Reid has none"),
]
