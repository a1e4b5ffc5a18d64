# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast: Mick (201, Australian), Priya (203, quotes the rules back), Greg (209, 12-hour times
# in many forms), Morse (police, no room: starts in 204).
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- Mick (201, Australian)
("en01", "Mick", """G'day mate! Reckon I'll hang in me room and keep an eye on the lawn out the window from 8 till 9.
Then 9 o'clock I'll wander down to the garden for a bit, back to me room at 9.40 and sit on the peephole for the rest of the arvo... er, night 😂 Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", "201 faces south: window sees the lawn"),

("en02", "Mick", """Right, here's the plan mate. Ten twenty I'll duck over to 202 and if Abao's on his own in there, I'll do him in.
If he's got company, no worries, I'll head out to the lawn instead.""", A, """
orders:
  - {at: "22:20", go: "202", kill: 阿宝, if: alone, else: {go: lawn}}
""", "Abao = 阿宝 (nickname); do him in = kill; otherwise the lawn"),

("en03", "Mick", """Heaps of chances tonight I reckon 😈 All night long, anywhere I run into Su Wan and there's no one else about, knock her off.
Other than that I'm just sitting in the common room from half eight, back to me room at ten.""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 苏晚, if: alone}
""", "Su Wan = 苏晚; standing kill all night; half eight = 20:30"),

("en04", "Mick", """Don't open the door to anyone before ten except Greg, he owes me a beer 🍺
Staying in all night, having a kip, no peeking. Ta!""", A, """
door: [Greg]
""", "staying in, not peeking: no orders; door list of one"),

("en06", "Mick", """Half past eight I'll go down the east stairs to the garden - yeah I know it's the long way round, wanna have a squiz at who's up that end.
Then lawn at 9.10, home at 9.50 mate.""", A, """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
""", "route named: the long way from 201"),

# ---------------------------------------------------------------- Priya (203, quotes the rules)
("en07", "Priya", """Hi GM! Per rule 五.3(1), south-facing rooms see the whole lawn from the window, so: 8:00 window, watching the lawn.
Rule 五.4 says starts are on multiples of ten, so at 8:40 I switch to the peephole.
At 9:20 I go to 204 (五.3(3) lets me chat there), and at 10:00 I return to my room. Thanks!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: home}
""", "quotes rules; 22:00 back home without peeking"),

("en08", "Priya", """Rule 五.7 allows procedural orders, so: at 10:30 I go to 205; if 小林 is alone there, kill him (he's one of my two targets, 五.10).
If he isn't alone, I go to the garden instead.""", A, """
orders:
  - {at: "22:30", go: "205", kill: 小林, if: alone, else: {go: garden}}
""", ""),

("en09", "Priya", """五.12 says after 22:00 I must open, fine. But before 22:00 I only open for Officer Morse, nobody else.
From 8:00 I stay in and watch through the peephole; at 9:00 I switch to the window.""", A, """
door: [Morse]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "door list with an officer; quotes 五.12 correctly"),

("en10", "Priya", """Using 五.7's third form: between 9:00 and 10:15, wherever I meet Panghu, whether or not anyone's around, kill him.
Meanwhile: 8:50 garden, 9:30 lawn, 10:10 back to my room.""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home}
standing:
  - {kill: 胖虎, if: always, from: "21:00", until: "22:15"}
""", "Panghu = 胖虎; a standing window may end at any whole minute"),

# ---------------------------------------------------------------- Greg (209, 12-hour times)
("en12", "Greg", """Evening all! 8pm: peeking out the window. 9.30pm: garden for a stroll.
Then quarter to ten - no, scratch that, 10pm - back to my room and onto the peephole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", "self-correction from an off-grid time to 10pm"),

("en13", "Greg", """Half nine I'm off to 204 for a chat. If Mick's in there I'm not stopping, I'll go straight on to the garden.
Ten-ish - no, make that 9.50 sharp - I head back to my room.""", A, """
orders:
  - {at: "21:30", go: "204", if: {absent: Mick}, else: {go: garden}}
  - {at: "21:50", go: home}
""", "half nine = 21:30; condition without a kill; ten-ish corrected to 9.50"),

("en14", "Greg", """From 9pm till quarter to ten, if I bump into Zhouzhou on her own anywhere, kill her.
8.40pm I go for a wander on the lawn, back at twenty past nine.""", A, """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home}
standing:
  - {kill: 周周, if: alone, from: "21:00", until: "21:45"}
""", "Zhouzhou = 周周; quarter to ten ends a standing window (any whole minute)"),

("en15", "Greg", """10.10pm go to 201, and if Mick's there, kill him - I don't care who else is there. Sorry Mick 🤷""", A, """
orders:
  - {at: "22:10", go: "201", kill: Mick, if: always}
""", "kill without an otherwise: stays armed"),

# ---------------------------------------------------------------- Morse (police, no room)
("en17", "Morse", """Morse here. Starting in the common room, watching the garden from the window.
8:30 I'll knock on 207 to have a word with Su Wan; if nobody answers, I'll try 205 instead. Back to the common room at 9:30.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "207", else: {go: "205"}}
  - {at: "21:30", go: "204"}
""", "police start in 204; else for a refused door"),
]

REFUSALS = [
("en05", "Mick", """Gonna park meself on the west stairs from 9 till half 9 and see who comes past, then back to me room.""",
 ["stairs", "楼梯", "corridor", "走廊", "loiter", "stand"],
 "nobody stays on the stairs or in the corridor (八)"),
("en11", "Priya", """五.3(1): the peepholes of 201 and 209 can see the stairs. So from 8:00 to 9:00 I'll watch the west stairs through my peephole, then at 9:00 the window.""",
 ["peephole", "门孔", "203", "stairs", "楼梯", "door"],
 "203's peephole sees only the corridor in front of 203, not the stairs (五.3(1))"),
("en16", "Greg", """Quarter past nine pop over to 203 for a chat with Priya, then back at 10pm.""",
 ["10 minutes", "multiple", "10分钟", "整数倍", "21:15", "9:15", "quarter", "slot"],
 "21:15 is not a multiple of 10 minutes (五.4)"),
("en18", "Morse", """Morse again. At 10 I'm heading to the lawn, and if I catch Panghu alone out there I'm going to shoot him, he's clearly our man.""",
 ["police", "警察", "cannot kill", "不能杀"],
 "police cannot kill (五.13; ADJUDICATION 5)"),
]
