# English cases of parse94 (Discord server of the same group): see cases_zh.py for the format.
# Jonny (207) writes casual lower-case Discord English, Harriet (209) UK English,
# Kelvin (police, no room) Singapore English.
A = "accept"
ALL_BUT_JONNY = "[阿杰, 林晓, 顾铭, 刘姐, 阿詩, 石头, 秦警官, 贺队, Kelvin]"
CASES = [
("en01", "Jonny", """yo gm 👋 8:30 garden, 9 back to my room n peephole till 10, then just chill""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00"}
""", "'till 10' then chill = stop peeking at 22:00"),

("en02", "Harriet", """Evening all! Half eight I'll pop down to the garden, then back to my room at nine and keep an eye on the lawn from the window. Cheers!""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
""", "half eight = 20:30; 209 faces south"),

("en03", "Kelvin", """Hi GM, Kelvin here. Tonight I stay 204 first, look out the window. 8.30pm go garden, 9pm go lawn walk walk, 9.40 come back 204. Thanks ah""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "Singapore English; dotted times"),

("en04", "Jonny", """if i catch ah sze alone anywhere tonight she's done lol""", A, """
standing:
  - {kill: 阿詩, if: alone}
""", "ah sze = 阿詩 (nickname); she's done = kill"),

("en05", "Harriet", """Right, here's the plan. At ten past nine I'll knock on Jonny's door (207). If he's on his own, I'll do him in. If not, I'll go and sit in the common room.""", A, """
orders:
  - {at: "21:10", go: "207", kill: Jonny, if: alone, else: {go: "204"}}
""", "ten past nine; do him in = kill"),

("en06", "Kelvin", """Tonight I want to go 209 at 9pm to talk to Harriet. If she never open door, then I go 207 find Jonny. 10pm go back 204 lor.""", A, """
orders:
  - {at: "21:00", go: "209", else: {go: "207"}}
  - {at: "22:00", go: "204"}
""", "knock, no answer -> another room"),

("en07", "Jonny", """10:10 knock on 203. if liu jie's alone in there kill her, otherwise go to the lawn""", A, """
orders:
  - {at: "22:10", go: "203", kill: 刘姐, if: alone, else: {go: lawn}}
""", "liu jie = 刘姐 (nickname)"),

("en08", "Harriet", """Not letting Jonny in tonight, anyone else is welcome (before ten, obviously, I know the rules). I'll watch the stairs through the peephole all evening.""", A, """
door: """ + ALL_BUT_JONNY + """
orders:
  - {at: "20:00", peek: peephole}
""", "a deny list is written as the list of everyone else (the contract has no deny list); 209's peephole sees the east stairs"),

("en10", "Kelvin", """8pm to 9pm I sit in garden. 9pm go 203 chit chat with the two ladies there haha. After that 10pm go back 204 and look out window until end.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: "204", peek: window}
""", ""),

("en11", "Harriet", """Should I bump into AJ anywhere tonight and he's on his own, kill him. Otherwise I'm staying in.""", A, """
standing:
  - {kill: 阿杰, if: alone}
""", "AJ = 阿杰 (nickname)"),

("en12", "Jonny", """staying in all night watching the lawn from my window. not opening the door for anyone before 10""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),

("en15", "Jonny", """8:40 common room... actually nah make it 8:50. back home at 9:30""", A, """
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:30", go: home}
""", "correction inside the message"),

("en16", "Harriet", """From quarter past nine until quarter to ten, if I come across Jonny on his own, kill him. Half nine I'll go down to the lawn, then home at ten.""", A, """
orders:
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Jonny, if: alone, from: "21:15", until: "21:45"}
""", "quarter past/to in a standing window (any whole minute)"),

("en17", "Kelvin", """At 8.20 I go lawn. If Shitou is there then I stay, if not I go garden. 9pm back to 204.""", A, """
orders:
  - {at: "20:20", go: lawn, if: {present: 石头}, else: {go: garden}}
  - {at: "21:00", go: "204"}
""", "Shitou = 石头 (nickname); condition without a kill"),

("en18", "Jonny", """from 8 to 9 im on the lawn, 9 to 10 in the garden, then home""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
""", "from-to ranges"),

("en19", "Harriet", """Staying in all night. Window till ten, peephole after that. Door's open to anyone.""", A, """
door: open
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("en20", "Jonny", """9:20 go to 205 and hang w shitou. if he doesnt open just go back home and peephole""", A, """
orders:
  - {at: "21:20", go: "205", else: {go: home, peek: peephole}}
""", "a refused knock -> home and peek (the else)"),

("en21", "Harriet", """Going to the common room at nine. No, scratch that, twenty to ten. Back home at half ten.""", A, """
orders:
  - {at: "21:40", go: "204"}
  - {at: "22:30", go: home}
""", "correction; twenty to ten = 21:40; half ten = 22:30"),

("en23", "Jonny", """8:00 take the east stairs down to the garden, 8:30 lawn, 9 back up the west stairs to my room""", A, """
orders:
  - {at: "20:00", go: garden, via: [east-stairs]}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, via: [west-stairs]}
""", "routes"),

("en24", "Harriet", """At eight I'll go down the east stairs to the lawn and stay there till nine, then head over to 203 for a chinwag with Ah Sze and Liu Jie. Home at ten.""", A, """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home}
""", ""),

("en25", "Kelvin", """Whole night I just stay in 204 and look out the window. Nothing else. Thank you!""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("en28", "Jonny", """between 9:30 and 10:30 if i run into liu jie and nobody else is around, kill her. 9:30 garden, 10:10 lawn, 10:40 home""", A, """
orders:
  - {at: "21:30", go: garden}
  - {at: "22:10", go: lawn}
  - {at: "22:40", go: home}
standing:
  - {kill: 刘姐, if: alone, from: "21:30", until: "22:30"}
""", "nobody else around = alone; standing window"),

("en29", "Harriet", """After ten they have to open up, so: 10:30, go to 201. If AJ's in, kill him, never mind who else is about. If he's not there, come straight back.""", A, """
orders:
  - {at: "22:30", go: "201", kill: 阿杰, if: always, else: {go: home}}
""", "never mind who else = always; target absent -> else"),

("en30", "Kelvin", """10.10 go 205 check on Shitou... wait wrong, I mean 10.20. Then 10.50 go back 204.""", A, """
orders:
  - {at: "22:20", go: "205"}
  - {at: "22:50", go: "204"}
""", "correction"),
]

REFUSALS = [
("en09", "Jonny", """ok hear me out 😂 10pm go to 209 and take out harriet if she's alone""",
 ["target", "目标", "Ah Sze", "阿詩", "刘姐", "Liu Jie"],
 "Harriet is not one of Jonny's targets (五.10)"),
("en13", "Harriet", """I'll head down to the garden around half nine-ish and come back whenever I fancy.""",
 ["exact", "vague", "around", "ish", "具体", "确切", "which time"],
 "a vague time ('around half nine-ish', 'whenever'): a guess would be a misread"),
("en14", "Kelvin", """8.45 go garden then 9.30 come back 204""",
 ["10 minutes", "multiple", "8:45", "20:45", "8.45", "10分钟", "整数倍"],
 "20:45 is not a multiple of 10 minutes (五.4)"),
("en22", "Kelvin", """Tonight I go lawn at 9pm. If I see Jonny alone there I will kill him, confirm plus chop.""",
 ["police", "警察", "cannot kill", "不能杀"],
 "police cannot kill (五.13; ADJUDICATION 5)"),
("en26", "Jonny", """11:30 sneak out to the lawn to stargaze lmao, rest of the night peephole""",
 ["23:00", "22:50", "11", "time", "时间", "night"],
 "23:30 is after the night (五.1: 11点之后统统睡觉)"),
("en27", "Harriet", """From nine I'll wait at the top of the east stairs and see who comes up. Back in my room at ten.""",
 ["stairs", "楼梯", "corridor", "走廊", "八"],
 "the stairs are no destination (八)"),
]
