# English cases of parse119: (id, sender, message, expect, orders_yaml, note) for accepted
# messages; (id, sender, message, reason_keywords, rule) for refusals.
# Cast (game/game.yaml): 201 周老师 + Mike, 202 小美, 203 阿强 + Grace, 205 大刘, 207 Kenji,
# 209 胖虎; police 老陈, 林警官, Hudson (no room: they start in 204, "home" is 204).
A = "accept"
CASES = [
("en01", "Mike", """yo gm 👋 mike here. chillin in my room till 9 watching the hallway thru the peephole, then at 9 i'm heading to the common room. back home at 10 ig""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "casual Discord style"),

("en02", "Grace", """Dear GM, the evening draws in and Grace, ever restless, will sit by her window watching the lawn from eight. At nine o'clock she'll slip out and take the west stairs down to the garden, and at twenty to ten she'll return to her room. That's all for tonight, thank you!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:40", go: home}
""", "storyteller in the third person; twenty to ten = 21:40; route named"),

("en03", "Kenji", """Hello GM. I am Kenji. Tonight I will stay my room. From 8 o'clock I look the lawn from window. At 9 o'clock I change to door hole (peephole). Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", "non-native English: door hole = peephole; 207 faces south"),

("en04", "Hudson", """Constable Hudson reporting. Half eight: down to the garden. Nine: across to the lawn. Half nine: back to the common room, and I'll keep watch from its window.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", "British times: half eight = 20:30, half nine = 21:30"),

("en05", "Mike", """ok so plan: 8:30 go to 209, if tiger's alone in there i take him out. if not just come back lol""", A, """
orders:
  - {at: "20:30", go: "209", kill: 胖虎, if: alone, else: {go: home}}
""", "tiger = 胖虎 (nickname); take him out = kill"),

("en06", "Grace", """Grace has a score to settle. At ten-twenty she will knock on 205. Should Big Liu be alone, she kills him; should anyone else be there, or should no one answer, she goes out to the lawn to calm her nerves.""", A, """
orders:
  - {at: "22:20", go: "205", kill: 大刘, if: alone, else: {go: lawn}}
""", "Big Liu = 大刘; the otherwise covers both a failed condition and an unanswered door"),

("en07", "Kenji", """Sorry my English is not good. At 9:30 I go to room 203. If Grace is alone, I kill her. If not alone I go back my room.""", A, """
orders:
  - {at: "21:30", go: "203", kill: Grace, if: alone, else: {go: home}}
""", ""),

("en08", "Mike", """ngl kinda paranoid tonight. door stays locked before 10, only Grace can come in. gonna peek out the window the whole time""", A, """
door: [Grace]
orders:
  - {at: "20:00", peek: window}
""", "door list of one (Grace is not his roommate)"),

("en09", "Hudson", """Evening. I'll be in the common room until ten to nine, watching the garden through the window. Ten to nine, off to 209 for a word with Tiger; if nobody answers, on to 207. Back in the common room at ten.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "209", else: {go: "207"}}
  - {at: "22:00", go: "204"}
""", "ten to nine = 20:50; else on an unanswered door"),

("en10", "Grace", """From nine until half past ten, wherever Grace meets Mike alone, she kills him. Meanwhile she keeps her eye to the peephole from 8:00.""", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Mike, if: alone, from: "21:00", until: "22:30"}
""", "standing kill with a window"),

("en11", "Kenji", """At 10:00 I go to 203. If Keung is there and Grace is not there, I kill Keung. Else I go to garden.""", A, """
orders:
  - {at: "22:00", go: "203", kill: 阿强, if: {absent: Grace}, else: {go: garden}}
""", "Keung = 阿强; kill when the target is met and Grace is absent; a kill waits for its target, so only the absence needs an `if`"),

("en12", "Mike", """between 10 and 10:40, anywhere i bump into keung, kill him, doesn't matter who's around""", A, """
standing:
  - {kill: 阿强, if: always, from: "22:00", until: "22:40"}
""", "standing kill with a window, always"),

("en13", "Hudson", """Right. Nine sharp I'll call on room 201. If Mr Zhou isn't in, I'll wait in the garden instead. Back to the common room at twenty past ten.""", A, """
orders:
  - {at: "21:00", go: "201", if: {present: 周老师}, else: {go: garden}}
  - {at: "22:20", go: "204"}
""", "condition without a kill; Mr Zhou = 周老师"),

("en14", "Kenji", """Before 10 PM I open door only for Mr Zhou and police. 8:40 I go to common room, 9:20 I come back.""", A, """
door: [周老师, 老陈, 林警官, Hudson]
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:20", go: home}
""", "police = all three officers"),

("en15", "Mike", """8:20 garden, 8:50 lawn... wait no make the lawn 9:00. then home 9:30 and watch the west stairs thru the peephole""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", "correction; 201's peephole sees the west stair head"),

("en16", "Grace", """Grace spends the whole night in, simply sitting: no peeking, no wandering. She'll leave the door open to anyone who knocks, of course.""", A, """
door: open
""", "staying in without peeking; explicit open door"),

("en17", "Kenji", """In 3 hours, everywhere I meet Keung and he is alone, I kill him. Other time I am in my room.""", A, """
standing:
  - {kill: 阿强, if: alone}
""", "standing kill all night"),

("en18", "Mike", """gonna drop by 205 at 9:20 to see big liu. if he's not there i'll go hang in the garden instead""", A, """
orders:
  - {at: "21:20", go: "205", if: {present: 大刘}, else: {go: garden}}
""", "condition without a kill"),

("en19", "Hudson", """Lawn at 8, via the east stairs. Garden at 8:40. Room 205 at 9:10 to see Big Liu. Common room at 9:50.""", A, """
orders:
  - {at: "20:00", go: lawn, via: [east-stairs]}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: "205"}
  - {at: "21:50", go: "204"}
""", "police start in 204; route named"),

("en20", "Grace", """At 8:10 Grace visits Xiaomei in 202 for a gossip; at nine she moves on to the common room and looks out at the garden from its window; at half past ten she heads home.""", A, """
orders:
  - {at: "20:10", go: "202"}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:30", go: home}
""", "Xiaomei = 小美; a tenant peeking from 204's window"),

("en21", "Kenji", """21:10 go to garden by east stairs. 21:50 go to lawn. 22:30 back to room, look from peephole.""", A, """
orders:
  - {at: "21:10", go: garden, via: [east-stairs]}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home, peek: peephole}
""", "24-hour times"),

("en22", "Mike", """brb dinner lol. ok quick: 10pm lawn, 10:40 back. thats it""", A, """
orders:
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: home}
""", "10pm"),

("en23", "Grace", """A change of heart, GM: tonight Grace goes out to the lawn at 8:20 and stays there until nine, then comes home and watches the lawn through her window.""", A, """
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: home, peek: window}
""", "203 faces south"),

("en24", "Kenji", """Good evening. 8:00 to 8:30 I look from peephole. After that I just stay in room, no looking. At 10:10 I go to 209 and talk with Tiger.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30"}
  - {at: "22:10", go: "209"}
""", "an order with only `at` stops the peeking at 20:30"),
]

REFUSALS = [
("en25", "Mike", """if i see grace alone anywhere tonight i'm killing her lmao""",
 ["target", "目标", "阿强", "胖虎", "Keung", "Tiger"], "Grace is not one of Mike's targets (五.10 不可滥杀无辜)"),
("en26", "Hudson", """At ten I'm going to the lawn, and if Tiger is alone there I'm killing him. Justice.""",
 ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en27", "Kenji", """I stay in room all night and look at garden from my window please.""",
 ["south", "lawn", "garden", "朝南", "草坪", "花园", "207"], "207 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en28", "Grace", """At half past nine Grace creeps down to the lawn on her hands and knees, keeping low along the wall so nobody at a window can see her.""",
 ["crawl", "匍匐", "hands and knees", "seen", "看到", "五.8", "route", "路线"], "no crawling or other odd ways of moving to avoid being seen (五.8 不能以匍匐前进等古怪方式防止自己被人看到)"),
("en29", "Mike", """9:15 lawn, 9:45 back""",
 ["10 minutes", "multiple", "10分钟", "整数倍", "9:15", "21:15"], "not a multiple of 10 minutes (五.4)"),
("en30", "Kenji", """At 9 o'clock I go to Xiaomei room (202) and I look the garden from her window.""",
 ["own", "自己", "202", "window", "窗户", "room"], "peeking only from one's own room (or 204's window) (五.3(1))"),
]
