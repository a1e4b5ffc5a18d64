# English cases: (id, sender, message, "accept", order file body, note)
CASES = [
("en01", "Kyle", "ok so 2nite im gonna chill in my room n watch thru the peephole all nite ngl", "accept", """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en02", "Ollie", "Right, plan for tonight: half eight to the common room, back to my room at ten and I'll keep an eye out the window. Cheers", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "half eight = 20:30"),
("en03", "Migs", "Hi GM! 9pm punta ako sa garden, then 9:30 balik sa room ko, peephole na lang. Salamat po", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("en04", "Bazza", "mate im heading to the lawn at 8:20, back home at 9\ndoor shut to everyone", "accept", """
door: closed
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: home}
""", ""),
("en05", "Kyle", "if i catch 糖糖 alone anywhere tonight shes dead fr", "accept", """
standing:
  - {kill: 糖糖, if: alone}
""", ""),
("en06", "Ollie", "At 21:00 I'll pop over to 205 and if 阿哲 is on his own I'll do him in. If not, straight back to mine.", "accept", """
orders:
  - {at: "21:00", go: "205", kill: 阿哲, if: alone, else: {go: home}}
""", ""),
("en07", "Jess", "patrol: 8pm garden, 8:40 lawn, 9:20 back to the common room and watch out the window", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", peek: window}
""", ""),
("en08", "Migs", "door ko open lang kay 糖糖, everyone else no.\nstaying in the whole night, window lang", "accept", """
door: [糖糖]
orders:
  - {at: "20:00", peek: window}
""", ""),
("en09", "Bazza", "10:10 rocking up to 201, if Kyle's there i kill him, doesnt matter who else is around. if hes not there i go back to my room", "accept", """
orders:
  - {at: "22:10", go: "201", kill: Kyle, if: always, else: {go: home}}
""", ""),
("en10", "Kyle", "gonna go 2 the garden at 9:40\nthen common room at 10:20\nthats it lol", "accept", """
orders:
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", ""),
("en11", "Ollie", "Peephole till nine, window after that. Not leaving the room, and not letting anyone in.", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "door closed binds before 22:00 only"),
("en12", "Migs", "8:30 punta ako sa 202 to chat with 小鹿, tapos 9:10 uwi na ako", "accept", """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:10", go: home}
""", ""),
("en13", "Bazza", "gg ez\n9:30 lawn via the east stairs\n10 back to the room, peephole", "accept", """
orders:
  - {at: "21:30", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en14", "Kyle", "lowkey gonna visit 205 at 8:50. if 阿哲 is alone i kill him, if not i go to the common room", "accept", """
orders:
  - {at: "20:50", go: "205", kill: 阿哲, if: alone, else: {go: "204"}}
""", ""),
("en15", "Jess", "I'll just stay in the common room all night looking out the window.", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("en16", "Ollie", "Between half nine and half ten, if I run into Migs and he's on his own, he's done. Apart from that I'm staying in with the window, ta.", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Migs, if: alone, from: "21:30", until: "22:30"}
""", ""),
("en17", "Migs", "9:50 diretso ako sa garden\n10:20 lawn naman\n10:40 uwi na", "accept", """
orders:
  - {at: "21:50", go: garden}
  - {at: "22:20", go: lawn}
  - {at: "22:40", go: home}
""", ""),
("en18", "Bazza", "not moving all night, window the whole time. door only open for Jess, nobody else", "accept", """
door: [Jess]
orders:
  - {at: "20:00", peek: window}
""", ""),
("en19", "Kyle", "8:10 peephole\n8:30 window\n9 common room\n10:30 back home", "accept", """
orders:
  - {at: "20:10", peek: peephole}
  - {at: "20:30", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", ""),
("en20", "Ollie", "Going to knock on 209 at 22:40 for a natter with Baz. If he doesn't answer I'll head to the garden.", "accept", """
orders:
  - {at: "22:40", go: "209", else: {go: garden}}
""", "Baz = Bazza (nickname)"),
("en21", "Jess", "9:10 knock on 203, if nobody opens go to 205. 10 back to 204", "accept", """
orders:
  - {at: "21:10", go: "203", else: {go: "205"}}
  - {at: "22:00", go: "204"}
""", ""),
("en22", "Migs", "grabe ang antok ko 😴\nbasta door closed, window the whole night, yun lang", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),
("en23", "Bazza", "from 8:30 im chilling in 204. then from 10pm till 11 im hunting Kyle, anywhere, but only if hes by himself", "accept", """
orders:
  - {at: "20:30", go: "204"}
standing:
  - {kill: Kyle, if: alone, from: "22:00", until: "23:00"}
""", ""),
("en24", "Kyle", "ngl im scared lol 😬\ndoor locked (nobody in)\npeephole at 8, window at 9, peephole at 10", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),
]

# refusals: (id, sender, message, reason keywords, rule)
REFUSALS = [
("en25", "Kyle", "gonna go to 209 at 9 n kill Bazza lmao", ["Bazza", "target", "目标"], "五.10: only one of one's two targets (Kyle's: 糖糖, 阿哲)"),
("en26", "Jess", "10pm go to 207 and if Ollie's alone I take him out", ["police", "警察", "kill", "杀"], "五.13 / ADJUDICATION 5: police cannot kill"),
("en27", "Ollie", "Ten to eight I'll nip down to the garden, then back up at nine.", ["19:50", "7:50", "time", "时间", "20:00"], "五.1: the night is 20:00-23:00"),
("en28", "Migs", "9:15 punta ako sa lawn, tapos 10 uwi na", ["9:15", "21:15", "10 minutes", "10分钟"], "五.4: an action starts on a multiple of 10 minutes"),
("en29", "Bazza", "staying in my room all night watching the garden out the window", ["garden", "window", "花园", "窗户", "lawn", "草坪"], "三.2: 209 faces south, its window sees the lawn"),
("en30", "Ollie", "At nine I'll wait on the stairs and watch who goes by.", ["stairs", "楼梯"], "八 / docs/ORDERS.md: go is never the corridor or the stairs"),
]
