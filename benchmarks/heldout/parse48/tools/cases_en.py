# English cases of the parse48 held-out set: Liam (Canadian), Joost (Dutch speaker),
# Kelvin (Hong Kong English), Harrison (a pedantic lawyer), Morgan (police, no room).
# Same tuple formats as cases_zh.py.
CASES = [
("en01", "Liam", """Hey GM, sorry for the late reply eh. Plan: 8pm peek out the window, 8:30 switch to the peephole, 9pm head down to the garden, 9:40 back to my room and just chill there.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", ""),

("en02", "Joost", """Good evening. My orders for tonight:
20.00 I go to the common room and look out of the window.
21.00 back to my room.
22.00 I go to the lawn.""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home}
  - {at: "22:00", go: lawn}
""", ""),

("en03", "Kelvin", """hi GM, tonight 8pm i stay my room watch window, 9pm go 209 find Harrison, if he alone then kill him la, if not go back my room. 10pm go 204 chit chat.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "209", kill: Harrison, if: alone, else: {go: home}}
  - {at: "22:00", go: "204"}
""", ""),

("en04", "Harrison", """ORDERS OF HARRISON (ROOM 209), NIGHT 1

1. Definitions. "Window" means the window of Room 209. "Peephole" means the door peephole of Room 209. "Alone" means that no third living person is present.
2. From 20:00 until 20:59 inclusive, I shall remain in Room 209 observing through the Window.
3. At 21:00 I shall proceed to the garden.
4. At 21:30 I shall proceed to the lawn. If Joost is Alone upon the lawn, I shall kill Joost.
5. At 22:10 I shall return to Room 209 and observe through the Peephole until the end of the night.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn, kill: Joost, if: alone}
  - {at: "22:10", go: home, peek: peephole}
""", ""),

("en05", "Morgan", """Morgan here. 8:00 lawn, 8:40 garden, 9:20 back to the common room, window, rest of night.""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: "204", peek: window}
""", ""),

("en06", "Liam", """Standing order: any time between 9 and 11, if I bump into Joost and nobody else is around, take him out.
Otherwise: 8pm lawn, 9:10 garden, 10pm home and watch the peephole.""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "22:00", go: home, peek: peephole}
standing:
  - {kill: Joost, if: alone, from: "21:00", until: "23:00"}
""", ""),

("en07", "Joost", """Please keep my door closed for everybody before 22.00. I stay in my room the whole evening: first hour window, second hour spy hole, last hour nothing, just sitting.""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "spy hole = peephole"),

("en08", "Kelvin", """| time | where | what |
|---|---|---|
| 20:00 | 207 | peep hole |
| 20:50 | garden | walk walk |
| 21:40 | lawn | if see 林怡君 alone, kill |
| 22:30 | 207 | window |""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:50", go: garden}
  - {at: "21:40", go: lawn, kill: 林怡君, if: alone}
  - {at: "22:30", go: home, peek: window}
""", ""),

("en09", "Harrison", """Be advised: my door (Room 209) shall be open before 22:00 only to Kelvin and to Officer Morgan, and to no other person whatsoever. I shall remain in Room 209 all night, observing through the peephole from 20:00 and through the window from 21:30.""", "accept", """
door: [Kelvin, Morgan]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", ""),

("en10", "Liam", """8:10pm garden, 8:50 lawn, 9:30 common room.
CORRECTION: make that lawn at 9 instead of 8:50, sorry!""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204"}
""", ""),

("en11", "Joost", """21.00 to the lawn, but take the east stairs please, not the west. 21.40 back to my room over the west stairs, then I watch through the window.""", "accept", """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, via: [west-stairs], peek: window}
""", ""),

("en12", "Kelvin", """whole night, any place i meet 林怡君, doesnt matter got people or not, kill her. 8pm go garden, 9pm go lawn, 10pm back 207.""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 林怡君, if: always}
""", ""),

("en13", "Morgan", """Officer Morgan, night plan:
- 8pm knock at 205 (孙悦); if no answer, go to 207 instead
- 9pm garden
- 10pm back to the common room""", "accept", """
orders:
  - {at: "20:00", go: "205", else: {go: "207"}}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204"}
""", ""),

("en14", "Harrison", """At 22:00 I shall go to Room 203. Provided that 何川 is not present therein, I shall kill Joost; in every other case (including, for the avoidance of doubt, Joost's absence), I shall return forthwith to Room 209. Prior to 22:00 I shall remain in Room 209 and shall not observe through either the window or the peephole.""", "accept", """
orders:
  - {at: "22:00", go: "203", kill: Joost, if: {absent: 何川}, else: {go: home}}
""", "after 22:00 the door must open"),

("en15", "Liam", """2000 window, 2030 peephole, 2100 head to 204, 2150 back to my room. That's it, thanks bud.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:50", go: home}
""", "24h times without colon"),

("en16", "Joost", """Short one: I stay in my room. 20h-22h I look through the window, after 22h through the spy hole.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("en17", "Kelvin", """10:20pm go 209, Harrison alone then kill, otherwise go lawn. before that just stay my room, dont peek.""", "accept", """
orders:
  - {at: "22:20", go: "209", kill: Harrison, if: alone, else: {go: lawn}}
""", ""),

("en18", "Harrison", """At 20:30 I shall visit Room 207. Should Kelvin be present therein, I shall remain there; should he not be (whether or not the door is opened), I shall proceed to the common room (Room 204). At 21:30 I shall return to Room 209.""", "accept", """
orders:
  - {at: "20:30", go: "207", if: {present: Kelvin}, else: {go: "204"}}
  - {at: "21:30", go: home}
""", ""),

("en19", "Morgan", """Start in the common room. 20:20 garden. 21:00 lawn. 22:40 common room again and look out the window.""", "accept", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:40", go: "204", peek: window}
""", ""),

("en20", "Liam", """From quarter past 8 till quarter to 10, if I see 孙悦 alone anywhere, she's done. I'll be in the garden from 8, on the lawn from 9, back in 201 at 10 looking out the peephole.""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
standing:
  - {kill: 孙悦, if: alone, from: "20:15", until: "21:45"}
""", ""),

("en21", "Joost", """Fwd: (my draft from this afternoon)
- 20.20 visit room 205
- 21.00 common room
- 22.20 my room, window
This is final.""", "accept", """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:00", go: "204"}
  - {at: "22:20", go: home, peek: window}
""", ""),

("en22", "Kelvin", """8pm 204 chit chat, 9pm back room peep hole.
Add on: 10:30pm go garden.""", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:30", go: garden}
""", ""),

("en23", "Harrison", """1. The door of Room 209 shall remain closed to all persons prior to 22:00.
2. Between 20:00 and 22:00 I shall observe the lawn through the window of Room 209.
3. At 22:00 I shall proceed to the common room and remain there until the conclusion of the night.""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "204"}
""", ""),

("en24", "Liam", """Heading out to the lawn at 8:40pm eh. At 9:20 I'll go to 203 and visit Joost; if he's by himself I kill him, if not I go back to my room. Sorry it's short, on the bus.""", "accept", """
orders:
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "203", kill: Joost, if: alone, else: {go: home}}
""", ""),
]

REFUSALS = [
("en25", "Kelvin", """9pm go 201, if Liam alone kill him. then 10pm back my room.""",
 ["Liam", "target", "目标"], "seed 五.10: a tenant may kill only one of their two targets (Kelvin's are Harrison, 林怡君)"),
("en26", "Joost", """20.00 garden. If I meet officer Morgan alone there, I kill him.""",
 ["police", "Morgan", "警察"], "seed 五.10 / 六.6: tenants cannot kill police"),
("en27", "Liam", """Staying in all night with the window, then at 11:20pm I sneak out to the lawn.""",
 ["23:20", "11:20", "23:00", "22:50"], "seed 五.1: the night ends at 23:00; orders start 20:00-22:50"),
("en28", "Harrison", """At 21:05 precisely I shall proceed to the garden, and at 22:00 I shall return to Room 209.""",
 ["21:05", "9:05", "multiple of 10", "10 minutes", "10分钟", "整数倍"], "seed 五.4: every action starts on a multiple of 10 minutes"),
("en29", "Morgan", """I'll sit in the common room all night and watch the hallway through the peephole.""",
 ["peephole", "门孔", "猫眼"], "seed 五.3(3): only the window from 204; a peephole only from one's own room"),
("en30", "Kelvin", """9pm go stand at east staircase wait see who come up, 10pm back room.""",
 ["stairs", "staircase", "楼梯"], "seed 八 / ADJUDICATION 3: the stairs are never a destination"),
]
