# parse66 English cases: (id, sender, message, "accept", expected order body, note)
A = "accept"
CASES = [
("en01", "kev", """hey gm, 8:30 im heading to the common room, staying till 9:10 then back to my room and watching thru the peephole for the rest of the night""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
""", ""),
("en02", "priya", """Good evening GM. My orders for tonight: 9pm go to room 201, if 小雨 is alone there kill her, otherwise come back to my room. From 10pm onwards stay in my room and look out of the window.""", A, """
orders:
  - {at: "21:00", go: "201", kill: 小雨, if: alone, else: {go: home}}
  - {at: "22:00", go: home, peek: window}
""", ""),
("en03", "Mags", """evening all. i'll be pottering about in the garden from 8:20 till 9, then wander onto the lawn, and head back in at half 9""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home}
""", ""),
("en04", "Dev", """Dev here. tonight i just stay in the common room lah, watch out the window whole night""", A, """
orders:
  - {at: "20:00", peek: window}
""", "police without a room start in 204"),
("en05", "kev", """anywhere i run into 大刘 alone tonight, kill him. otherwise just chillin in my room""", A, """
standing:
  - {kill: 大刘, if: alone}
""", ""),
("en06", "priya", """10:30 garden pls 🙏""", A, """
orders:
  - {at: "22:30", go: garden}
""", ""),
("en07", "Mags", """door's shut to everyone except kev before 10. peephole from 8 till 9, window 9 till 10, then lights out""", A, """
door: [kev]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00"}
""", ""),
("en08", "kev", """at 9:40 go to 201 and kill 阿杰, but only if 小雨 isn't in there. if that doesn't work out go to the lawn instead""", A, """
orders:
  - {at: "21:40", go: "201", kill: 阿杰, if: {absent: 小雨}, else: {go: lawn}}
""", ""),
("en09", "Dev", """gonna do rounds: 9 garden, 9:30 lawn, 10 back to 204, 10:30 knock on 209""", A, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: "204"}
  - {at: "22:30", go: "209"}
""", ""),
("en10", "priya", """between 8:45 and 9:30, if I see 阿杰 anywhere kill him no matter who's around. I'm staying in my room all night, peeking out the peephole from 8""", A, """
standing:
  - {kill: 阿杰, if: always, from: "20:45", until: "21:30"}
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en11", "Mags", """hey! first hour: window til 8:30 then go over to 205 for a chat. second hour: 9:20 head down to the lawn via the east stairs. third hour: back home at 10 and sit tight""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "205"}
  - {at: "21:20", go: lawn, via: [east-stairs]}
  - {at: "22:00", go: home}
""", ""),
("en12", "kev", """yo gm. 8pm window, 8:50 off to the garden, 9:20 walk over to the lawn and kill 大刘 if he's there alone, if not i'll just hang out there. 10 back home""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: garden}
  - {at: "21:20", go: lawn, kill: 大刘, if: alone}
  - {at: "22:00", go: home}
""", ""),
("en13", "priya", """207 here. I'll go to the dining room at 9:50, come back at 10:20 and peep through the door hole till the end""", A, """
orders:
  - {at: "21:50", go: "204"}
  - {at: "22:20", go: home, peek: peephole}
""", ""),
("en14", "Mags", """staying in all night. after 10, if 琳琳 turns up at my door on her own i'll let her in and kill her""", A, """
standing:
  - {kill: 琳琳, if: alone, from: "22:00"}
""", "she never leaves her room, so the standing kill only meets 琳琳 there"),
]

REFUSALS = [
("en15", "priya", """9pm head to the garden, and if Mags is there alone kill her""", ["Mags", "target", "目标", "小雨", "阿杰"], "五.10 only one of one's own two targets (priya's targets: 小雨, 阿杰)"),
("en16", "Dev", """10pm i'll go to 203 and take out kev, sorry mate""", ["police", "警察", "Dev"], "五.13 / ADJUDICATION 5: police cannot kill"),
("en17", "kev", """7:40 go to the garden, then back to my room at 8:30""", ["7:40", "19:40", "20:00", "8pm", "8:00"], "五.1 the night runs 20:00-23:00; orders start at 20:00-22:50"),
("en18", "Mags", """9pm go knock on room 206 and hang there till 10""", ["206"], "三.2 the inn's rooms are 201-205, 207, 209 (and 204); there is no 206"),
]
