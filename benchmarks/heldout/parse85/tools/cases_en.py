# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("en01", "Mika", """hey gm! tonight: window from 8, then 8:40 head to 204 and hang out, back to my room at 10 and peephole till bed""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Discord lowercase"),
("en02", "Mika", """ok so if i run into david alone anywhere tonight, kill him lol""", A, """
standing:
  - {kill: 大卫, if: alone}
""", "nickname David, standing"),
("en03", "Mika", """9:20 garden, 10 back home. thats it 😴""", A, """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
""", "short"),
("en04", "Mika", """door closed to everyone before 10 pls. staying in all night, peephole""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed"),
("en05", "Mika", """gonna visit fish in 201 at 8:30, if she's alone kill her, otherwise go to the garden""", A, """
orders:
  - {at: "20:30", go: "201", kill: 小鱼, if: alone, else: {go: garden}}
""", "nickname Fish, kill with else"),
("en06", "Mika", """lawn at 8:10 via the west stairs, back at 9""", A, """
orders:
  - {at: "20:10", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home}
""", "route"),
("en07", "Mika", """tonight: 10:30 go to 209, if david's there and alone kill him. if not just come back to my room""", A, """
orders:
  - {at: "22:30", go: "209", kill: 大卫, if: alone, else: {go: home}}
""", "kill visit"),
("en08", "Mika", """peephole 8-9, window 9-10, then nothing after 10""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", "ranges, stop at 22:00"),
("en09", "Priya", """Good evening GM. Kindly note my orders for tonight: I will be doing window watching from my room from 8 itself. At 9:30 I will go to the common room and sit there only till 10:30, then come back to my room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", "Indian English"),
("en10", "Priya", """Hi, today I want to go to the garden at 8:20 and then at 9 o'clock proceed to the lawn. At 10 I will come back to room. Thanks and regards.""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
""", "Indian English"),
("en11", "Priya", """Please do the needful: if anywhere tonight I am meeting Zhou alone, kill him.""", A, """
standing:
  - {kill: 老周, if: alone}
""", "nickname Zhou"),
("en12", "Priya", """My door should be open only for Oliver and Darren, for others kindly keep it closed. I am staying in the room only, peephole full night.""", A, """
door: [Oliver, Darren]
orders:
  - {at: "20:00", peek: peephole}
""", "door list"),
("en13", "Priya", """At 10:10 I will go to 209 room. If David is alone there, kill him, else come back to my room itself.""", A, """
orders:
  - {at: "22:10", go: "209", kill: 大卫, if: alone, else: {go: home}}
""", "kill visit"),
("en14", "Priya", """Tonight plan is simple only: 8:40 go to 202 for chatting with Zhou, 9:20 come back and watch from window.""", A, """
orders:
  - {at: "20:40", go: "202"}
  - {at: "21:20", go: home, peek: window}
""", "visit"),
("en15", "Oliver", """Evening all. I'll be in the common room from the off, keeping an eye on the garden through the window. Cheers.""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "UK police, 204 window"),
("en16", "Oliver", """Right, plan for tonight: nip down to the lawn at half eight, back to 204 at half nine.""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "204"}
""", "British 'half eight'"),
("en17", "Oliver", """I'll pop round to 203 at 9:10 for a chat with Mika, then head out to the garden at 9:40, and be back in the common room at 10:20.""", A, """
orders:
  - {at: "21:10", go: "203"}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", "UK chain"),
("en18", "Oliver", """Doing the rounds: garden at 8, lawn at 8:30, then back up the east stairs to 204 at 9 and stay put.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: "204", via: [east-stairs]}
""", "route back"),
("en19", "Darren", """yo gm, 8:50 go 205 talk to yan, 9:30 back to 204 and look out the window""", A, """
orders:
  - {at: "20:50", go: "205"}
  - {at: "21:30", go: "204", peek: window}
""", "casual police"),
("en20", "Darren", """staying in 204 whole nite, window. ez""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
""", "terse casual"),
("en21", "Darren", """10pm garden, 10:40 lawn""", A, """
orders:
  - {at: "22:00", go: garden}
  - {at: "22:40", go: lawn}
""", "10pm"),
("en22", "Darren", """8:20 go to 207 see priya, 9 go 209, 9:40 back to 204""", A, """
orders:
  - {at: "20:20", go: "207"}
  - {at: "21:00", go: "209"}
  - {at: "21:40", go: "204"}
""", "visits"),
("en23", "Mika", """lol nvm what i said in dm earlier. final: window all night, door open. 10:50 go to the lawn""", A, """
door: open
orders:
  - {at: "20:00", peek: window}
  - {at: "22:50", go: lawn}
""", "window then lawn at 22:50"),
("en24", "Priya", """Sir, tonight from 9 to 10 if I meet David anywhere, whether others are there or not, kill him. Rest of the time I am in my room doing peephole.""", A, """
standing:
  - {kill: 大卫, if: always, from: "21:00", until: "22:00"}
orders:
  - {at: "20:00", peek: peephole}
""", "standing window always"),
]
REFUSALS = [
("en25", "Mika", """if i see priya alone tonight kill her""", ["target", "目标", "小鱼", "大卫", "Fish", "David"], "Priya is not one of Mika's targets (五.10)"),
("en26", "Darren", """if i catch mika alone in the garden i'm taking her out""", ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en27", "Priya", """At 7:30 I will go to the garden and come back at 8:30.""", ["19:30", "7:30", "20:00", "time", "时间"], "19:30 is before the night (五.1)"),
("en28", "Oliver", """Pop down to the lawn at ten past eleven.""", ["23:10", "11", "22:50", "time", "时间"], "23:10 is after the night (五.1)"),
("en29", "Mika", """8:15 go to 204, back at 9""", ["8:15", "20:15", "10 minutes", "multiple", "整数倍", "10分钟"], "not a multiple of 10 minutes (五.4)"),
("en30", "Darren", """9pm go stand on the east stairs n watch ppl go up and down""", ["stairs", "楼梯", "八", "corridor"], "nobody stands on the stairs (八; ORDERS go never the stairs)"),
]
