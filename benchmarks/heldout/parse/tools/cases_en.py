A = "accept"
CASES = [
("en01", "Alice", """Hi GM, Alice here. 8:00 window, 8:30 pop over to 204, back home at 9 and watch the corridor through the peephole. Thanks!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("en02", "Bob", """till 10 I'm in my room watching the lawn from the window, then head to the garden""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: garden}
""", "till 10 = until 22:00"),
("en03", "Carol", """If I run into Bob alone anywhere tonight, kill him.""", A, """
standing:
  - {kill: Bob, if: alone}
""", "standing kill"),
("en04", "Dan", """at 10:20 go to 201; if Alice is alone, do it. otherwise come back home""", A, """
orders:
  - {at: "22:20", go: "201", kill: Alice, if: alone, else: {go: home}}
""", "do it = kill (Alice is Dan's target)"),
("en05", "Holmes", """Holmes reporting.
8pm lawn
8:40 garden
9:20 back to the common room and watch the garden from the window.""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: "204", peek: window}
""", "police, 8pm"),
("en06", "Alice", """9:30 - garden. If I meet Bob there and he's alone, kill him.""", A, """
orders:
  - {at: "21:30", go: garden, kill: Bob, if: alone}
""", ""),
("en07", "Carol", """Door closed to everyone tonight (before 10 of course). I stay in all night peeking through the peephole.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00, acknowledging 五.12"),
("en08", "Bob", """8:10 knock on Dan's door (209). If Dan's alone kill him, if he doesn't open or isn't alone go to the lawn""", A, """
orders:
  - {at: "20:10", go: "209", kill: Dan, if: alone, else: {go: lawn}}
""", ""),
("en09", "Dan", """kill 老王 wherever I meet him, no matter who's around""", A, """
standing:
  - {kill: 老王, if: always}
""", "五.7 third form"),
("en10", "Alice", """from 9:15 to 10:45, if I meet 陈默 alone, kill her""", A, """
standing:
  - {kill: 陈默, if: alone, from: "21:15", until: "22:45"}
""", "standing window off the 10-minute grid is fine"),
("en11", "Holmes", """pop over to 205 at 9 to chat with 陈默, then the lawn at 9:30, and back to the common room at 10""", A, """
orders:
  - {at: "21:00", go: "205"}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
""", ""),
("en12", "Bob", """8:30 go down to the lawn by the east stairs, 9 come back""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home}
""", ""),
("en13", "Carol", """I'll wander round the garden 8:20-8:50, then go home and watch the lawn from my window""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: home, peek: window}
""", "207 faces south: window sees the lawn"),
("en14", "Dan", """Only let 老王 and Holmes in. Peephole all night.""", A, """
door: [老王, Holmes]
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en15", "Alice", """at half past nine go see 小李 in 202, if she's not there go to the garden""", A, """
orders:
  - {at: "21:30", go: "202", if: {present: 小李}, else: {go: garden}}
""", "half past nine"),
("en16", "Bob", """Quarter past eight to quarter to ten: meet Dan alone, kill him.""", A, """
standing:
  - {kill: Dan, if: alone, from: "20:15", until: "21:45"}
""", "quarter past / quarter to in a standing window"),
("en17", "Carol", """10pm go to 203 and kill Bob. If he's not there, go to the lawn.""", A, """
orders:
  - {at: "22:00", go: "203", kill: Bob, else: {go: lawn}}
""", "kill without if; else when the target is absent"),
("en18", "Dan", """20:00 lawn
20:30 garden
21:00 home, window
22:00 peephole""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", "24-hour list"),
("en19", "Alice", """stay home, window the first hour, peephole the second hour, then go to the common room at 10:10""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:10", go: "204"}
""", ""),
("en20", "Holmes", """8:50 gardn, 9:10 lawm, 9:40 back to 204""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: "204"}
""", "typos gardn, lawm"),
("en21", "Bob", """hey gm. 10 pm pop over to 202, if 小李's alone do it, otherwise back home. cheers""", A, """
orders:
  - {at: "22:00", go: "202", kill: 小李, if: alone, else: {go: home}}
""", ""),
("en22", "Carol", """All evening: wherever I bump into 陈默 and she's by herself, kill her.
Meanwhile: 8:40 garden, 9:40 lawn, 10:40 back to my room.""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:40", go: home}
standing:
  - {kill: 陈默, if: alone}
""", ""),
]
REFUSALS = [
("en23", "Bob", """If I meet Alice alone tonight, kill her.""", ["target", "目标", "小李", "Dan"], "Alice is not one of Bob's targets (五.10)"),
("en24", "Holmes", """If I catch Dan alone in the garden, take him out.""", ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en25", "Carol", """at 7:50 go to the garden, 8:30 back""", ["20:00", "19:50", "time", "时间"], "19:50 is before the night (五.1)"),
("en26", "Alice", """9:05 pop over to 204, 9:30 back home""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:05", "9:05"], "not a multiple of 10 minutes (五.4)"),
("en27", "Dan", """from 9 to 9:30 stand in the corridor and watch who goes by""", ["corridor", "走廊", "八"], "nobody stands in the corridor (八)"),
("en28", "Carol", """watch the garden from my window all night""", ["south", "lawn", "garden", "朝南", "草坪", "207"], "207 faces south: its window sees the lawn (三.2, 五.3(1))"),
("en29", "Holmes", """watch the corridor through the peephole from the common room""", ["peephole", "门孔", "204", "window", "窗户"], "from 204 only the window; police have no room of their own here"),
("en30", "Alice", """at 11:20 sneak down to the lawn""", ["23:00", "22:50", "11", "time", "时间"], "23:20 is after the night (五.1)"),
]
