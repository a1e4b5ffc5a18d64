# English cases: Harold (an older American, full formal sentences), Priya (Indian English),
# Margaux (a French learner of English, police), Tyler (a Canadian teenager).
# CASES: (id, sender, message, "accept", order-file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("en01", "Harold", """Good evening. Following the example given in the rules, here are my orders.
First period: from 8:00 to 8:19 I shall watch from my window, and from 8:20 to 8:29 through the peephole. At 8:30 I will go to the common room and remain there.
Second period: at 9:10 I will walk down to the lawn and stay until 9:39; at 9:40 I will return to my room and watch through the peephole.
Third period: I will remain in my room, watching from the window.
Thank you for running this game.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "the seed's 五.5 sample in English"),
("en02", "Priya", """Hello GM, Priya here. Kindly note my orders for tonight.
8:30 pm I will go to the garden.
9:00 pm I will come back to my room and watch from the peephole only.
At 10:00 pm I will go to room 202 and if Tiezhu is alone there I will kill him, otherwise I will go back to my room itself.""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", go: "202", kill: 铁柱, if: alone, else: {go: home}}
""", "Tiezhu = 铁柱 (nickname)"),
("en03", "Margaux", """Hello, I am Margaux, the police. I want to make a promenade. At 20h30 I go to the garden, at 21h I go on the lawn, and at 21h40 I come back in the 204 and I look by the window until the end. It is correct?""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", None),
("en04", "Tyler", """ok so first time playing lol. im just gonna chill in my room and watch the peephole all night. oh and if anyone knocks dont let them in before 10. thats it""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", None),
("en05", "Harold", """I have given this some thought. At 9:20 I intend to visit room 205. Should Xiaoyun be alone there, I will kill her. If she is not alone, or not there at all, I shall return to my own room and keep watch through the peephole. At 10:00 I will be back in my room and look out of my window for the remainder of the night.""", "accept", """
orders:
  - {at: "21:20", go: "205", kill: 小芸, if: alone, else: {go: home, peek: peephole}}
  - {at: "22:00", go: home, peek: window}
""", "Xiaoyun = 小芸"),
("en06", "Priya", """Good evening. Just one doubt: can I peek from the window of 204 also? I think yes as per rule. So:
8:00 to 8:40 I am watching from my window.
8:40 I am going to 204 and watching from window there.
9:30 back to my room, and then 10:00 onwards peephole.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204", peek: window}
  - {at: "21:30", go: home}
  - {at: "22:00", peek: peephole}
""", None),
("en07", "Margaux", """For tonight: I stay in the 204 and I watch the garden by the window from 20h until 21h. After, at 21h I visit the room 207 of Dapeng for to talk. If he does not open, I go to the garden. At 22h I return to 204.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "207", else: {go: garden}}
  - {at: "22:00", go: "204"}
""", None),
("en08", "Tyler", """yo GM. all night, if i run into Harold anywhere and hes by himself, kill him. otherwise im just in my room looking out the window. thx""", "accept", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Harold, if: alone}
""", None),
("en09", "Harold", """At 8:40 I should like to take the west stairs down to the lawn. I will stay on the lawn until 9:30, at which time I will come back up to my room by the same west stairs. I will not leave my room again.""", "accept", """
orders:
  - {at: "20:40", go: lawn, via: [west-stairs]}
  - {at: "21:30", go: home, via: [west-stairs]}
""", None),
("en10", "Priya", """Between 9:00 pm and 10:30 pm, wherever I meet Dapeng, whether other people are there or not, I will kill him. Rest of the time I am in my room only, no peeking. Please confirm, thank you.""", "accept", """
standing:
  - {kill: 大鹏, if: always, from: "21:00", until: "22:30"}
""", None),
("en11", "Margaux", """Hello! I am not sure I understand all the rules, sorry for my english. I want just: at 22h10 go to the lawn and stay there. Before, I stay in 204 without do nothing.""", "accept", """
orders:
  - {at: "22:10", go: lawn}
""", None),
("en12", "Tyler", """ok change of plans from what i said in the chat lol. at 10:30 im gonna go to room 203 and kill Priya if shes alone. if she isnt alone or whatever just go back to my room. before that im in my room watching the peephole from 8""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:30", go: "203", kill: Priya, if: alone, else: {go: home}}
""", None),
("en13", "Harold", """At 8:10 I will call upon room 202. If no one answers the door, I will proceed to the common room instead. At 9:00 I will return to my room and remain there, looking through the peephole until 10:00, after which I will simply rest.""", "accept", """
orders:
  - {at: "20:10", go: "202", else: {go: "204"}}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", None),
("en14", "Priya", """My door: only Tyler and Harold can enter before 10 pm, nobody else. I am staying in my room full night, looking through window from 8 to 9 and peephole from 9 to 11.""", "accept", """
door: [Tyler, Harold]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", None),
("en15", "Margaux", """At 20h50 I descend by the east stairs to the garden. At 21h20 I go up by the west stairs and I go to the room 201 for speak with Harold. At 22h I come back in 204.""", "accept", """
orders:
  - {at: "20:50", go: garden, via: [east-stairs]}
  - {at: "21:20", go: "201", via: [west-stairs]}
  - {at: "22:00", go: "204"}
""", None),
("en16", "Tyler", """gonna go to the garden at 8:20, then the lawn at 8:50, back to my room at 9:40 and after that window til the end eh""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", None),
("en17", "Harold", """I had planned to go to the lawn at 9:00, but on reflection I think the garden is safer. So: at 9:00 I will go to the garden, and at 9:30 I will return to my room. Before 9:00 I will be in my room, watching through the window.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: home}
""", "the lawn is taken back"),
("en18", "Priya", """At 8:50 pm I am going to garden. If I meet Tiezhu alone there I will kill him. 9:20 pm I will go back to my room.""", "accept", """
orders:
  - {at: "20:50", go: garden, kill: 铁柱, if: alone}
  - {at: "21:20", go: home}
""", None),
("en19", "Margaux", """Only one thing: at 21h10 I go to the room 203 for a visit. If nobody open, I return in 204.""", "accept", """
orders:
  - {at: "21:10", go: "203"}
""", "a refused officer walks back to 204 anyway"),
("en20", "Tyler", """ok so at 9 i go knock on 201 and if Harold is there alone i kill him. if not i go to the common room. 10 i come back home and peephole""", "accept", """
orders:
  - {at: "21:00", go: "201", kill: Harold, if: alone, else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
""", None),
("en21", "Harold", """From 10:00 until the end of the night, should I encounter Dapeng anywhere, I will kill him, regardless of who else may be present. Until 10:00 I will stay in my room, watching through the window; at 10:00 I will go to the lawn.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: lawn}
standing:
  - {kill: 大鹏, if: always, from: "22:00"}
""", None),
("en22", "Priya", """First period: 8:00-8:29 window, 8:30 going to 204 and chatting there.
Second period: 9:20 going to lawn, 9:50 back to room and peephole.
Third period: only in room, window.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", None),
("en23", "Margaux", """I pass all the night in the 204 and I look the garden from the window, from the start to the end. Simple!""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", None),
("en24", "Tyler", """door open for everyone (doesnt matter i guess). 8:30 go to 205 hang out w xiaoyun, if she doesnt open go to the garden. 9:30 back home""", "accept", """
door: open
orders:
  - {at: "20:30", go: "205", else: {go: garden}}
  - {at: "21:30", go: home}
""", None),
]

REFUSALS = [
("en25", "Priya", """Harold is very suspicious, I am telling you. 9:00 pm I will go to 201 and kill Harold if he is alone.""",
 ["Harold", "target", "目标"], "五.10 不可滥杀无辜: only one of one's two targets (Priya's: 大鹏, 铁柱)"),
("en26", "Margaux", """At 21h I go to the lawn and if I see Tyler alone I kill him, because I think he is the murderer.""",
 ["police", "kill", "警察"], "五.13 police have no task at night; ADJUDICATION 5 police cannot kill"),
("en27", "Harold", """At 9:45 I will go to the garden, and I will return to my room at 10:20.""",
 ["9:45", "21:45", "10 minutes", "multiple", "十分钟", "整数倍"], "五.4 every action starts at a multiple of 10 minutes"),
("en28", "Tyler", """gonna wait on the east stairs from 9 to 9:30 to see who goes by lol""",
 ["stairs", "楼梯", "corridor", "走廊"], "八 nobody may stand still in the corridor (or on the stairs)"),
("en29", "Priya", """8 pm to 9 pm window. At 11:30 pm I will go to the lawn.""",
 ["11:30", "23:30", "23:00", "11 pm", "time", "时间"], "五.1 the night is 8 to 11 pm; 11点之后统统睡觉"),
("en30", "Harold", """At 8:30 I will go downstairs to the lobby on the ground floor for a drink, and I will return to my room at 9:10.""",
 ["lobby", "ground floor", "hall", "大厅", "一楼"], "三.2 the ground floor hall does not appear in this game"),
]
