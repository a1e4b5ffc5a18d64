# English cases of parse98: (id, sender, message, expect, orders_yaml, note)
# Fiona (209, south; targets 大鹏, 小鹿) writes UK English; Priya (203, south; targets 大鹏, 赵明)
# Indian English; Jake (police, no room: starts in 204) lower-case Discord English.
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- Fiona (209): UK English
("en01", "Fiona", """Evening all! Fiona here. Plan for tonight: I'll pop round to 203 at half eight for a natter with Priya, then nip down to the garden at half nine, and at ten I'll head back to my room and keep an eye on the lawn from the window. Cheers!""", A, """
orders:
  - {at: "20:30", go: "203"}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home, peek: window}
""", "UK 'half eight' = 20:30, 'half nine' = 21:30"),

("en02", "Fiona", """Right, change of plan, I'm staying in tonight. Door's shut to everyone until ten (I know I have to open after that). Peephole on the corridor till half nine, then the window for the rest of the night.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", "door closed before 22:00; 'till half nine' then the window"),

("en03", "Fiona", """If I bump into 大鹏 on his own at any point tonight, do him in. Otherwise I'm just in the common room from eight o'clock, having a cuppa. Ta.""", A, """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: 大鹏, if: alone}
""", "standing kill; 'do him in' = kill; 'on his own' = alone"),

("en04", "Fiona", """Bit paranoid tonight 😬 Before ten, don't let 老周 in, anyone else is fine. I'll be in all evening with my eye to the peephole. At quarter to eleven, no wait, make that twenty to eleven, I'll go out to the lawn for some air.""", A, """
door: [大鹏, 小鹿, 嘉欣, 林晓, Priya, 赵明, 郑警官, 白队, Jake]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:40", go: lawn}
""", "a deny list written as the list of everyone else (the contract has no deny list); the correction replaces quarter to eleven (22:45, off the grid) by twenty to eleven (22:40)"),

("en05", "Fiona", """At ten past ten I'll knock on 201. If 小鹿's in there by herself, kill her; if anyone else is with her, or she's not in, I'll head down to the garden instead. Back home at half ten.""", A, """
orders:
  - {at: "22:10", go: "201", kill: 小鹿, if: alone, else: {go: garden}}
  - {at: "22:30", go: home}
""", "'ten past ten' = 22:10; the else covers 'someone with her' and 'not in'"),

# ---------------------------------------------------------------- Priya (203): Indian English
("en08", "Priya", """Good evening sir. Kindly note my orders for tonight. From 8 to 9 I will be in my room only, watching the lawn from window. At 9 pm I will go to common room 204 and sit there till 10. At 10 I will come back to my room and watch through peephole. Thank you.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "'from 8 to 9', 'till 10'"),

("en09", "Priya", """Sir, at 9:20 pm I am going to room 207 to meet 赵明. If he is alone there, kill him. If somebody else is also there or he is not opening, I will go to the lawn. At 10:30 pm back to my room. Please do the needful.""", A, """
orders:
  - {at: "21:20", go: "207", kill: 赵明, if: alone, else: {go: lawn}}
  - {at: "22:30", go: home}
""", "conditional kill at a room with else"),

("en10", "Priya", """Sir, my orders: between 8:30 and 10 pm, whenever I am meeting 大鹏 alone anywhere, kill him. Rest of the time I am staying in my room only, with door closed for everybody before 10 pm.""", A, """
door: closed
standing:
  - {kill: 大鹏, if: alone, from: "20:30", until: "22:00"}
""", "standing kill with a window [20:30, 22:00); staying in needs no order"),

("en11", "Priya", """Hello sir. At 8:30 I will go to the garden, sorry, make it 8:40 not 8:30. At 9:10 I will go from there to the lawn, and at 10 pm I will come back to my room by the east stairs, no actually by the west stairs, it is nearer.""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, via: [west-stairs]}
""", "two corrections: the time (8:40) and the route (west stairs)"),

("en12", "Priya", """Good evening sir. At 8:50 pm I will go to the garden. If I am meeting 赵明 there and 郑警官 is not around, kill him. At 9:30 pm I am going to room 209 to chat with Fiona, and at 10:20 pm back to my room only.""", A, """
orders:
  - {at: "20:50", go: garden, kill: 赵明, if: {absent: 郑警官}}
  - {at: "21:30", go: "209"}
  - {at: "22:20", go: home}
""", "a kill on the condition that an officer is absent"),

# ---------------------------------------------------------------- Jake (police): lower-case Discord
("en14", "Jake", """yo gm 👋 jake here. chilling in the common room till 9, watching the garden out the window. 9 i head down to the lawn, 9:40 garden, back to common room at 10:30. ty""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:30", go: "204"}
""", "an officer; 204's window sees the garden"),

("en15", "Jake", """gonna go bug people tonight lol. 8:20 knock on 205 (老周), if he doesnt open go to 207 instead. 9 back to common room, stay there rest of the night""", A, """
orders:
  - {at: "20:20", go: "205", else: {go: "207"}}
  - {at: "21:00", go: "204"}
""", "else on a refused knock"),

("en16", "Jake", """ok so plan: 8 garden, 8:30 lawn, 9:10 garden again, 9:50 common room. actually scratch the lawn, just stay in the garden till 9:50. window from 10 on""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:50", go: "204"}
  - {at: "22:00", peek: window}
""", "'scratch the lawn' drops 8:30 lawn and 9:10 garden again (he stays in the garden)"),

("en17", "Jake", """gm: at 10 im knocking on 202 to talk to 嘉欣. if 郑警官 is already in there, or nobody answers, i'll go to the lawn instead. back to 204 at 10:40""", A, """
orders:
  - {at: "22:00", go: "202", if: {absent: 郑警官}, else: {go: lawn}}
  - {at: "22:40", go: "204"}
""", "a condition without a kill plus a refused door, both with the same else"),
]

REFUSALS = [
("en06", "Fiona", """Half seven I'll be down in the garden, then back inside at half eight.""",
 ["20:00", "19:30", "7:30", "start", "before", "time", "时间", "开始"],
 "UK 'half seven' = 19:30, before the night starts at 20:00 (五.1)"),
("en07", "Fiona", """I'll spend 9 till 10 on the landing at the top of the east stairs, just watching who comes and goes.""",
 ["stairs", "楼梯", "corridor", "走廊", "landing", "八"],
 "nobody stands in the corridor or on the stairs (八)"),
("en13", "Priya", """Sir, tonight around 9 or 9:30 I will go to the lawn, depending on the mood, and come back at 10.""",
 ["vague", "exact", "around", "time", "左右", "具体", "时间", "which"],
 "a vague start ('around 9 or 9:30'): orders start at an exact slot (五.4); a guess would be a misread"),
("en18", "Jake", """lmao ok hear me out. 9:30 i go to the lawn and if i see 老周 alone i kill him. cops can do that right?? 😂""",
 ["police", "cannot kill", "警察", "不能杀", "officer"],
 "police cannot kill (五.13 杀人时段警察没有任务; 五.10; ADJUDICATION 5)"),
]
