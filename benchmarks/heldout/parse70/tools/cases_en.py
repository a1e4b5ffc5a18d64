# English cases for parse70: (id, sender, message, None, expected body, note) and
# refusals (id, sender, message, reason keywords, rule).
CASES = [
("en01", "Jake", """hey gm! here's my night:
window from 8 to 8:30, then peephole till 9
9:00 head to the common room and hang out
9:40 go to the lawn, back home at 10:20 and just chill""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: home}
""", ""),
("en02", "Ollie", "evening all. i'll stay in my room all night watching out the window, cheers", None, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en03", "Priya", "GM please note my orders: at 8.30 pm I will go to garden, 9 pm I will come back to my room and watch from peephole. Thank you", None, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("en04", "Marcus", "marcus here (cop). 8:00 go check the garden, 8:30 the lawn, 9:00 back to the common room and watch the garden from the window", None, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", peek: window}
""", ""),
("en05", "Jake", "at 10:10 go to 203, if ollie's alone kill him, otherwise come back to my room", None, """
orders:
  - {at: "22:10", go: "203", kill: Ollie, if: alone, else: {go: home}}
""", ""),
("en06", "Ollie", "all night, if i run into xiaoxiao on her own anywhere, kill her. apart from that i'm just staying in 203 peeking through the door", None, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 晓晓, if: alone}
""", ""),
("en07", "Priya", "gm ah, my door close for everyone ok (before 10 lah). from 8pm onwards i look out the window", None, """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),
("en08", "Jake", "door's open for ollie and xiaoyu only. 8:20 going down to the garden via the west stairs, back at 8:50", None, """
door: [Ollie, 小雨]
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:50", go: home}
""", ""),
("en09", "Ollie", "right, 9:30 pop over to 205. if xiaoxiao's on her own in there i'll kill her, if not i'll just head to the common room instead", None, """
orders:
  - {at: "21:30", go: "205", kill: 晓晓, if: alone, else: {go: "204"}}
""", ""),
("en10", "Priya", "10:30pm go to 203, kill Ollie no matter who else is there. If he is not there go to lawn", None, """
orders:
  - {at: "22:30", go: "203", kill: Ollie, if: always, else: {go: lawn}}
""", ""),
("en11", "Marcus", "gonna knock on 201 at 8:10, then 203 at 8:40, 205 at 9:10, 207 at 9:40, 209 at 10:10, then back to the common room at 10:40, eh", None, """
orders:
  - {at: "20:10", go: "201"}
  - {at: "20:40", go: "203"}
  - {at: "21:10", go: "205"}
  - {at: "21:40", go: "207"}
  - {at: "22:10", go: "209"}
  - {at: "22:40", go: "204"}
""", ""),
("en12", "Jake", "lawn at 9:50 pls", None, """
orders:
  - {at: "21:50", go: lawn}
""", ""),
("en13", "Ollie", "peephole 8 to 9, window 9 to 10, then at 10 i'm off to the garden till half 10 and back to my room after", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: garden}
  - {at: "22:30", go: home}
""", "half 10 = 22:30 (UK)"),
("en14", "Priya", "Between 9 and 10:30 if I meet Ollie alone anywhere I kill him. At 9:00 I go to garden, 9:20 lawn, 9:50 back to my room", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
standing:
  - {kill: Ollie, if: alone, from: "21:00", until: "22:30"}
""", ""),
("en15", "Marcus", "staying in the common room all night, eyes on the garden through the window the whole time", None, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en16", "Jake", "8:40 go to 207 to chat w priya, 9:20 go to the common room, 10:00 home and peephole", None, """
orders:
  - {at: "20:40", go: "207"}
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en17", "Ollie", "taking the east stairs down to the lawn at 8:20, chilling there till 9, then back to my room", None, """
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home}
""", ""),
("en18", "Priya", "8pm go to 205 visit xiaoxiao, if she don't open I'll go 204", None, """
orders:
  - {at: "20:00", go: "205", else: {go: "204"}}
""", ""),
("en19", "Jake", "from 10pm onwards kill panghu wherever i see him, don't care who's around. before that i'm in my room on the window", None, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 胖虎, if: always, from: "22:00"}
""", "the window keeps going after 22:00 too (nothing stops it)"),
("en20", "Ollie", "10:50 garden, that's it lol", None, """
orders:
  - {at: "22:50", go: garden}
""", ""),
("en21", "Marcus", "8:30 go to 202 and talk to xiaoyu, 9 go to 209 to see lao zhou, 9:30 back to 204", None, """
orders:
  - {at: "20:30", go: "202"}
  - {at: "21:00", go: "209"}
  - {at: "21:30", go: "204"}
""", ""),
("en22", "Priya", """ok my whole night:
8:00-8:20 window
8:20-8:40 peephole
8:40 go 204 and sit there
9:30 go garden, 10:00 lawn
10:30 back to room and look out the window till the end""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: home, peek: window}
""", ""),
("en23", "Jake", "10:20 head to the garden, if panghu's there kill him even if there's people around, if he isn't there just come back home", None, """
orders:
  - {at: "22:20", go: garden, kill: 胖虎, if: always, else: {go: home}}
""", ""),
("en24", "Ollie", "door shut to everyone except priya. 9:10 go to the common room, back at 9:50 and peephole", None, """
door: [Priya]
orders:
  - {at: "21:10", go: "204"}
  - {at: "21:50", go: home, peek: peephole}
""", ""),
]

REFUSALS = [
("en25", "Jake", "10:00 go to 207 and kill priya", ["target", "目标", "Panghu", "胖虎", "Ollie"],
 "五.10 不可滥杀无辜: Priya is not one of Jake's targets (胖虎, Ollie)"),
("en26", "Ollie", "11:20pm go to the lawn", ["23:20", "11:20", "22:50", "23:00"],
 "五.1 the night is 20:00-23:00; orders start 20:00-22:50"),
("en27", "Priya", "8:45 go to garden", ["8:45", "20:45", "10 minutes", "10分钟"],
 "五.4 each action starts at a multiple of 10 minutes"),
("en28", "Marcus", "sitting in the common room watching the corridor through the peephole all night", ["peephole", "猫眼", "门孔"],
 "五.3(3) / ORDERS.md peek: only the window from 204; a peephole only from one's own room"),
("en29", "Priya", "window on the garden all night", ["south", "lawn", "朝南", "草坪"],
 "三.2 / 五.3(1): 207 faces south, its window sees the lawn, not the garden"),
("en30", "Ollie", "if marcus comes knocking tonight just kill him lol", ["police", "警察"],
 "五.10 房客不能杀警察"),
]
