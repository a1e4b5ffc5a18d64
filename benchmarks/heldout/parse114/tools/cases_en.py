# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
("en01", "Tom", """yo gm 👋 tom here. gonna chill in my room til 9 lookin out the window at the lawn, then 9 sharp head to the common room. back to my room at 10:30 n peephole the rest of the nite""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", "Discord style; 203 faces south"),

("en02", "Priya", """Good evening sir. Myself Priya. Tonight kindly note my plan: 8 o'clock I will do window watching from my room only. At 8.50 I will go to garden for walk, at 9.30 I will come back to room and do peephole watching till end.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "times with a dot"),

("en03", "Greta", """Door closed. Peephole all night.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "terse; `door` is the policy before 22:00 by definition, so a plain 'door closed' is accepted (after 22:00 the rules open it)"),

("en04", "Hale", """Evening. Hale here. I'll start off in the common room keeping an eye on the garden through the window; at half eight I'll take a stroll round the garden, then head down to the lawn at nine. At twenty to ten I'll go back up to the common room and watch the garden from the window till close. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "British: half eight = 20:30, twenty to ten = 21:40; police start in 204"),

("en05", "Tom", """ok so plan for xiaoyu 😈 at 9:40 i go knock on 202. if she's alone in there i take her out. if not (or nobody answers) i just go hang in the garden lol""", A, """
orders:
  - {at: "21:40", go: "202", kill: 林晓雨, if: alone, else: {go: garden}}
""", "xiaoyu = 林晓雨 (nickname); kill with an alternative that also covers a refused door"),

("en06", "Priya", """Sir one more thing. 10.10 I am going to Xiaochuan room (207). If he is alone there please do the needful and finish him.""", A, """
orders:
  - {at: "22:10", go: "207", kill: 马小川, if: alone}
""", "Indian English 'do the needful'; conditional kill without an alternative"),

("en07", "Greta", """20:30 garden. 21:10 lawn. 21:50 home, window.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, peek: window}
""", "terse list"),

("en08", "Hale", """At ten past nine I'm going to knock on 207; if Mr Ma's in I'll have a word, otherwise I'll carry on down to the garden.""", A, """
orders:
  - {at: "21:10", go: "207", if: {present: 马小川}, else: {go: garden}}
""", "ten past nine = 21:10; condition without a kill"),

("en09", "Tom", """also between 10 and 11 if i bump into greta anywhere n nobody else is around, she's done. ngl kinda nervous 😅 rest of the time im just in my room""", A, """
standing:
  - {kill: Greta, if: alone, from: "22:00", until: "23:00"}
""", "standing kill with a window"),

("en10", "Priya", """At 9 pm I will go to 203 to talk with Kun. If Kun is not there then I will go to common room. Sorry correction: not 9 pm, 9.20 pm.""", A, """
orders:
  - {at: "21:20", go: "203", if: {present: 阿坤}, else: {go: "204"}}
""", "self-correction at the end; Kun = 阿坤"),

("en11", "Greta", """22:20 -> 205. Ouyang alone: kill. Else back home.""", A, """
orders:
  - {at: "22:20", go: "205", kill: 欧阳雪, if: alone, else: {go: home}}
""", "Ouyang = 欧阳雪; conditional kill with an alternative"),

("en12", "Hale", """Plan for tonight: the common room all evening, window on the garden, save for a quick look at the lawn at ten to ten. Heading back at twenty past ten and straight back to the window.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:50", go: lawn}
  - {at: "22:20", go: "204", peek: window}
""", "ten to ten = 21:50; twenty past ten = 22:20 (departure: 'heading back')"),

("en13", "Tom", """door's only open for xiaoyu and hale tonight (before 10 obv). staying in all nite watching the lawn from my window 👀""", A, """
door: [林晓雨, Hale]
orders:
  - {at: "20:00", peek: window}
""", "door list before 22:00 (his roommate 阿坤 enters freely anyway)"),

("en14", "Priya", """Sir small change in my plan, please ignore previous message. Tonight I am staying in my room only, not going anywhere. From 8 to 9.30 window, after that peephole.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", "the message replaces an earlier one; this one is complete"),
]

REFUSALS = [
("en15", "Tom", """at 10 im gonna camp on the east stairs n wait for greta to come up 👀""", ["stairs", "楼梯", "corridor", "走廊", "八"], "the stairs are no place to be (八: nobody stands in the corridor or on the stairs)"),
("en16", "Priya", """At quarter to ten I will go to lawn and at 10.30 I will come back to my room.""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:45", "quarter"], "quarter to ten = 21:45, not a multiple of 10 minutes (五.4)"),
("en17", "Greta", """Kill both Zhou and Ouyang tonight. Wherever, whenever they are alone.""", ["one", "only", "一个", "一人", "两个", "both", "目标"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
("en18", "Hale", """From ten I'll sit in the common room and watch the corridor through the peephole.""", ["peephole", "门孔", "204", "window", "窗户"], "204 has no peephole of one's own: from 204 only the window (五.3(3)); Hale has no room"),
]
