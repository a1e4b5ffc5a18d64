# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (see README.md): Eleanor 201 (storyteller, British), Mike 203 (casual Discord),
# Priya 207 (non-native English), Reid (police, formal numbered lines).
A = "accept"; R = "refuse"
CASES = [
("en01", "Eleanor", """Good evening! I must confess the lawn by that cliff gives me the shivers, so I shan't go near it tonight. I'll spend the first hour curled up in my room watching out of the window, then at nine I'll wander down to the garden for some air, and at half nine I'll make my way to the dining room for a cup of tea. Back to my room at ten, where I'll keep an eye on the corridor through the peephole until bed. Many thanks, dear GM.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "storyteller; half nine = 21:30 (British); the dining room is 204 (三.2 餐厅兼公共活动室)"),

("en02", "Mike", """yo gm 👋 8:30 garden, 9:10 lawn, 10 back to my room n watch the lawn from the window. thx""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "casual; 203 faces south"),

("en03", "Priya", """Dear GM, kindly note my plan for tonight. From 8 o'clock I will stay in my room itself and see from window only. At 9:20 I will go to garden. 10 o'clock I will come back to my room. Thanking you.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: home}
""", "non-native English"),

("en04", "Reid", """Inspector Reid, night one:
1) 20:00 — common room, watching the garden through the window.
2) 21:00 — visit room 205.
3) 21:40 — the lawn, to examine the cliff edge.
4) 22:20 — return to the common room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "205"}
  - {at: "21:40", go: lawn}
  - {at: "22:20", go: "204"}
""", "police without a room start in 204"),

("en05", "Mike", """ok so plan: if i catch 梁仔 alone anywhere tonight hes dead lol. otherwise just chillin in my room all night""", A, """
standing:
  - {kill: 梁仔, if: alone}
""", "standing kill all night; stays in"),

("en06", "Eleanor", """Now for the wicked part. At twenty past ten I shall knock on Priya's door (207). Should she be quite alone, I'll do the deed; if not, or if she doesn't answer, I'll slip back to my own room and pretend nothing happened.""", A, """
orders:
  - {at: "22:20", go: "207", kill: Priya, if: alone, else: {go: home}}
""", "do the deed = kill; twenty past ten = 22:20"),

("en07", "Priya", """Sir, please keep my door closed for all persons before 10 pm. Whole night I am sitting in my room and seeing the corridor from the door hole.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door hole = peephole"),

("en09", "Mike", """10:30 knock on 201, if ellie's in there by herself i kill her, if not just go to 204""", A, """
orders:
  - {at: "22:30", go: "201", kill: Eleanor, if: alone, else: {go: "204"}}
""", "ellie = Eleanor (game.yaml nickname)"),

("en10", "Eleanor", """I'll take the east staircase down to the garden at 8:20 — oh bother, I meant 8:30, not 8:20 — and come back up to my room at nine.""", A, """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:00", go: home}
""", "self-correction of the time; named route"),

("en11", "Priya", """Tonight 9:40 I am going to room 209 for meeting 王工. If he is alone there, kill him. Suppose he is not opening the door or someone else is there, then I go to lawn.""", A, """
orders:
  - {at: "21:40", go: "209", kill: 王工, if: alone, else: {go: lawn}}
""", ""),

("en13", "Reid", """Reid, night one.
1) 20:30 — call on room 203; should 老赵 not be in, proceed to the garden instead.
2) Ten to ten — return to the common room.""", A, """
orders:
  - {at: "20:30", go: "203", if: {present: 老赵}, else: {go: garden}}
  - {at: "21:50", go: "204"}
""", "condition without a kill; ten to ten = 21:50"),

("en14", "Eleanor", """From nine until a quarter to ten, should I come across 老赵 on his own anywhere at all, he is to be dispatched. Apart from that I'm staying in my room all evening, no peeking — I need my beauty sleep.""", A, """
standing:
  - {kill: 老赵, if: alone, from: "21:00", until: "21:45"}
""", "standing window; a quarter to ten is fine for until"),

("en16", "Mike", """door's open for everyone btw. 9:50 going to 204 via the west stairs? nah wait thats dumb, just go the normal way. stay there till 10:40 then home""", A, """
door: open
orders:
  - {at: "21:50", go: "204"}
  - {at: "22:40", go: home}
""", "self-correction drops the route"),

("en18", "Mike", """brb. ok 8pm-9pm peephole, 9pm on window, then 10:10 over to 207 to chat w priya""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:10", go: "207"}
""", ""),
]

REFUSALS = [
("en08", "Reid", """Inspector Reid. I intend to remain in the common room all evening and watch the corridor through the door's spyhole; the window is no use to me tonight.""",
 ["peephole", "门孔", "204", "window", "窗户", "own room", "自己"], "no peephole from 204: peeking from 204 is by its window only, a peephole only from one's own room (五.3(1), 五.3(3))"),
("en12", "Mike", """gonna hit the lawn sometime after 9 idk, then head back whenever lol""",
 ["time", "时间", "exact", "vague", "10 minutes", "10分钟"], "no start time: a guess (21:00? 21:10?) would be a misread; orders start at an exact 10-minute slot (五.4)"),
("en15", "Priya", """From 8:30 till 9:30 I want to stand outside my door in the corridor and watch who is coming and going.""",
 ["corridor", "走廊", "八"], "nobody stands in the corridor (八)"),
("en17", "Reid", """Reid, night one.
1) 7.30 pm — a turn about the garden before the guests stir.
2) 8.30 pm — back to the common room, window.""",
 ["20:00", "19:30", "7.30", "time", "时间"], "19:30 is before the night starts (五.1: 8点-11点)"),
]
