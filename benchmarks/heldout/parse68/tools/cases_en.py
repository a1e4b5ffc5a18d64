# English cases for parse68: casual Discord players (US, UK, Canada, Singapore, India).
# Same tuple formats as cases_zh.py.

CASES = [
("en01", "Tom", """hey gm, here's mine for tonight: peek out the window 8 to 8:30, then hit the common room at 8:30 and chill there till 9:20. 9:20 back to my room and watch the peephole rest of the night""",
 "US whole night",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", ""),

("en02", "Jess", """evening! just sitting in my room with the peephole tonight, nothing else. only let tom in if he knocks, nobody else. cheers""",
 "UK peephole + door list",
 """door: [Tom]
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("en03", "Ravi", """Hi GM, my orders: at 9:30 I will go to lawn. If Tom is alone there, kill him. Otherwise come back to my room. Thanks""",
 "India conditional kill",
 """orders:
  - at: "21:30"
    go: lawn
    kill: Tom
    if: alone
    else: {go: home}
""", ""),

("en04", "Priya", """ok gm mine is simple lah. 10pm go 201, if ravi alone inside then kill him, if not just go back my room and look out window""",
 "Singapore knock-kill",
 """orders:
  - at: "22:00"
    go: "201"
    kill: Ravi
    if: alone
    else: {go: home, peek: window}
""", ""),

("en05", "Mike", """mike here, i'll start in the common room looking out the window, then at 9 head down to the garden, and at 9:40 go out to the lawn til the end""",
 "Canada police tour",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: lawn}
""", "an officer without a room starts in 204"),

("en06", "Tom", """standing order: anytime between 9 and 10:30 if i run into jess and she's alone, kill her. otherwise i'm just in my room all night""",
 "standing alone with window",
 """standing:
  - {kill: Jess, if: alone, from: "21:00", until: "22:30"}
""", ""),

("en07", "Jess", """8:40 go to the garden via the east stairs, 9:10 back to my room""",
 "named route",
 """orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:10", go: home}
""", ""),

("en08", "Ravi", """Door closed to everyone tonight pls (before 10 obviously). I'll stay in room watching through the window full night.""",
 "door closed + window",
 """door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),

("en09", "Priya", """8:20 go visit tom in 207, stay till 9 then head back. if he doesnt open just go to the garden instead and come back at 9 too""",
 "visit, refused door -> garden",
 """orders:
  - at: "20:20"
    go: "207"
    else: {go: garden}
  - {at: "21:00", go: home}
""", ""),

("en10", "Tom", """1st hour: window the whole time
2nd hour: 9:10 go to 209 and hang out w jess, 9:50 back home
3rd hour: 10:20 go to the lawn, if jess is there kill her no matter who's around, if she's not there go back to my room""",
 "seed-style three hours",
 """orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: "209"}
  - {at: "21:50", go: home}
  - at: "22:20"
    go: lawn
    kill: Jess
    if: always
    else: {go: home}
""", ""),

("en11", "Mike", """i'll go knock on 203 at 10:10, see whos in. if no one answers, go to the lawn""",
 "police knock, else lawn",
 """orders:
  - at: "22:10"
    go: "203"
    else: {go: lawn}
""", ""),

("en12", "Jess", """all night, if i see priya anywhere, kill her, even if people are around. 8:50 garden, 9:30 lawn, 10:10 home""",
 "standing always + walks",
 """orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home}
standing:
  - {kill: Priya, if: always}
""", ""),

("en13", "Ravi", """From 8 to 9 I will keep peeping from door peephole. 9 to 10 window. After 10 I will go to 204 and sit there.""",
 "India hourly peeks",
 """orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: "204"}
""", ""),

("en14", "Priya", """can i go to the garden at 8:10 and come back 8:50? thats all""",
 "question form",
 """orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: home}
""", ""),
]

REFUSALS = [
("en15", "Ravi", """9:20 go to 209 and kill jess if she's alone, else home""",
 ["Jess", "target", "目标"],
 "五.10 only one of one's two targets, 不可滥杀无辜 (Ravi's targets: Tom, 阿杰)"),
("en16", "Tom", """10 go garden, then at 11:10 go out to the lawn for a smoke lol""",
 ["11:10", "23:10", "22:50", "23:00", "11pm"],
 "五.1 the night is 20:00-23:00; orders start 20:00-22:50"),
("en17", "Jess", """10:20 go wait on the east stairs and see who comes up""",
 ["stairs", "楼梯"],
 "八 nobody stands in the corridor or on the stairs"),
("en18", "Mike", """at 9 go to the lawn, if tom's there alone kill him, he's sus""",
 ["police", "警察"],
 "五.13; ADJUDICATION 5: police cannot kill"),
]
