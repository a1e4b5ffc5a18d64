# English cases of parse95: CASES (id, sender, message, "accept", expected order file body, note)
# and REFUSALS (id, sender, message, reason keywords (en and zh alternatives), rule).
A = "accept"
CASES = [
("en01", "Mia", """hiii gm 👋 ok so tonight: 8:30 garden, 9:10 lawn, back to my room at 10 and watch the lawn from the window till the end. ty!!""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "lower-case Discord"),

("en02", "Oliver", """Evening all. Half eight I'll pop down to the garden, then onto the lawn at nine, and back to my room at half nine to keep an eye on the lawn from the window. Cheers.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "UK: half eight = 20:30, half nine = 21:30"),

("en03", "Rahul", """Good evening GM sir. Kindly note my orders for tonight.
8:00 pm I will be watching from peephole itself.
8:40 pm I will go to common room for chit chat.
9:30 pm I will come back to my room and watch the lawn from window.
Thank you sir.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "Indian English"),

("en04", "Sam", """sam here 🚓 8pm: common room, watching the garden out the window. 9 walk over to the lawn, 9:40 knock on 207 and talk to xiaolu, 10:30 back to the common room. thx gm""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "207"}
  - {at: "22:30", go: "204"}
""", "police; xiaolu = 小鹿 (nickname in game.yaml), who lives in 207"),

("en05", "Mia", """if i bump into rahul alone anywhere tonight, kill him. otherwise i'm just chilling in my room, not peeking or anything lol""", A, """
standing:
  - {kill: Rahul, if: alone}
""", "standing kill, no other orders"),

("en06", "Oliver", """Right, here's the plan. At ten past ten I'll knock on 209. If Rahul's on his own, I'll do him in; if there's anyone else about, or he's not in, I'll head straight to the lawn instead. Cheers, GM.""", A, """
orders:
  - {at: "22:10", go: "209", kill: Rahul, if: alone, else: {go: lawn}}
""", "ten past ten = 22:10; do him in = kill"),

("en08", "Rahul", """Sir, at 10:30 pm I will go to room 201. If Mia is alone there then kill her, otherwise I will go to the garden only. Please do the needful.""", A, """
orders:
  - {at: "22:30", go: "201", kill: Mia, if: alone, else: {go: garden}}
""", ""),

("en09", "Oliver", """No one's coming in before ten, thank you very much, door's shut (I know I've got to open up after ten). I'll stay put all evening watching the corridor through the peephole.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00, acknowledging 五.12"),

("en10", "Mia", """9:20 go knock on 203 and chat w zhou. if he's alone in there, kill him, if not just head to 204 lol. then 10:30 back home""", A, """
orders:
  - {at: "21:20", go: "203", kill: 老周, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "zhou = 老周 (nickname in game.yaml)"),

("en12", "Oliver", """Between nine and half ten, should I run into Jie on his own anywhere, kill him. Apart from that: common room at twenty to nine, back to my room at ten. Ta.""", A, """
orders:
  - {at: "20:40", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 阿杰, if: alone, from: "21:00", until: "22:30"}
""", "twenty to nine = 20:40; Jie = 阿杰 (nickname in game.yaml)"),

("en13", "Rahul", """Sir my door should be open only for Oliver and police, before 10 pm. Whole night I am staying in my room only, from 9 pm I will see through the window.""", A, """
door: [Oliver, 大刘, 唐警官, Sam]
orders:
  - {at: "21:00", peek: window}
""", "door list: Oliver and the three officers"),

("en14", "Mia", """door's closed to everyone before 10 (ik i have to open after 10 np). from 8 to 9 peephole, then window till 10, after that just sleep 😴 no peeking""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "from 8 to 9, till 10; 22:00 stops the peeking"),

("en16", "Sam", """gonna do the rounds tonight 🚓 8:20 go see oliver in 205, if nobody answers go to the garden instead. 9:00 lawn. 10 back to 204 and stare at the garden out the window till the end""", A, """
orders:
  - {at: "20:20", go: "205", else: {go: garden}}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", "police; else for a door nobody opens"),

("en18", "Mia", """ok change of plans lol. 8:40 garden. actually nvm make it 8:50. then 9:30 go to 205 to hang w ollie, 10:20 back to my room""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: "205"}
  - {at: "22:20", go: home}
""", "correction: actually nvm make it 8:50; ollie = Oliver (205)"),
]

REFUSALS = [
("en07", "Mia", """ngl sam's been sus af 👀 9:00 garden, and if i catch sam alone there i'm taking him out 💀""",
 ["police", "警察", "cannot kill", "不能杀", "target", "目标"], "tenants cannot kill police (五.10 房客不能杀警察; 六.6)"),
("en11", "Sam", """staying in the common room all night, watching the hallway thru the peephole 👀""",
 ["peephole", "门孔", "window", "窗户", "own room", "204"], "from 204 only the window (五.3(3)); a peephole only from one's own room, and Sam has none"),
("en15", "Oliver", """Thinking I'll wander out to the lawn around half nine-ish, and come back in whenever it gets too cold. Cheers.""",
 ["exact", "vague", "time", "具体", "时间", "10 minutes", "around"], "around half nine-ish / whenever is no start time (五.4); a vague time must not be guessed"),
("en17", "Rahul", """Sir, tonight I want to finish both my targets. At 9 pm I will go to the lawn, and if I meet Mia or 嘉欣 alone, kill both of them, one after the other. Thank you.""",
 ["one", "only one", "一人", "只能", "任选一人", "both", "两个"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
]
