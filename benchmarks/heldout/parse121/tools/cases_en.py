# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast (game/game.yaml): 201 老周 + Mike, 202 小鹿, 203 阿强 + Yuki, 205 林老师, 207 苏晴,
# 209 Margaret; police 赵队, 钱多多, Reyes (no room: they start in 204).
A = "accept"; R = "refuse"
CASES = [
# ---- Mike (201; targets 阿强, 苏晴): 20s, casual Discord, lowercase, lol/ngl/b4
("en01", "Mike", """yo gm 👋 ok so tonight: chill in my room till 9 watching the lawn out the window. 9 i head to 204 for snacks lol. back to my room at 10 n just camp the peephole
oh and door's closed b4 10, nobody gets in except 小鹿""", A, """
door: [小鹿]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "casual; door list before 22:00; roommate 老周 enters freely anyway"),

("en02", "Mike", """ngl i kinda wanna get sunny tonight 😈 if i bump into her alone anytime between 9:30 and 10:30 just do it""", A, """
standing:
  - {kill: 苏晴, if: alone, from: "21:30", until: "22:30"}
""", "sunny = 苏晴 (nickname in game.yaml); get / do it = kill; standing window"),

("en03", "Mike", """gonna hit the garden at 8:20, going down the east stairs... wait nvm west stairs its closer lol. then lawn at 8:50, back home 9:30""", A, """
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home}
""", "self-correction of the route (the west stairs are the shortest way from 201 anyway)"),

("en04", "Mike", """10:10 knock on 203 and if ah keung's alone in there take him out. if not just go chill in the garden""", A, """
orders:
  - {at: "22:10", go: "203", kill: 阿强, if: alone, else: {go: garden}}
""", "ah keung = 阿强 (nickname); alone means without roommate Yuki in the room"),

# ---- Yuki (203; targets Mike, 小鹿): exchange student, non-native English
("en05", "Yuki", """Good evening GM. I am Yuki. Tonight I stay my room and look the lawn from window from 8 o'clock. At 9 o'clock I go to garden for walk. At 9:40 I come back room and look the corridor by peephole. Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home, peek: peephole}
""", "non-native English; 203's window sees the lawn"),

("en06", "Yuki", """At 10:30 I visit room 202 of Lulu. If she is only one person in room, I kill her. If not, I go back my room.""", A, """
orders:
  - {at: "22:30", go: "202", kill: 小鹿, if: alone, else: {go: home}}
""", "Lulu = 小鹿 (nickname); only one person in room = alone"),

("en07", "Yuki", """9:10 I go to room 204. If Mike is there, I stay and talk with him. If he is not there, I go to lawn.""", A, """
orders:
  - {at: "21:10", go: "204", if: {present: Mike}, else: {go: lawn}}
""", "a condition without a kill (Mike is Yuki's target, but no kill is asked)"),

("en08", "Yuki", """Please: all the night, when I meet Mike and nobody else is there, I kill him. Only when he is alone.""", A, """
standing:
  - {kill: Mike, if: alone}
""", "standing kill all night, alone"),

# ---- Margaret (209; targets 林老师, Mike): retired, British, formal letters
("en09", "Margaret", """Dear Games Master,
I shall begin the evening in my room, keeping an eye on the stairs through the spyhole in my door until half past eight. Then I shall take a turn in the garden, going down the east staircase, naturally. At ten to ten I shall return to my room and retire for the night.
Kind regards,
Margaret""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:50", go: home}
""", "209's peephole sees the east stair head; spyhole = peephole; ten to ten = 21:50; retire = stay, no peek"),

("en10", "Margaret", """Good evening. At half nine I intend to call on Mrs Lin in 205. Should she be alone, I shall do away with her; otherwise I shall go straight back to my own room. From ten o'clock I shall stay in my room and watch the lawn from my window.""", A, """
orders:
  - {at: "21:30", go: "205", kill: 林老师, if: alone, else: {go: home}}
  - {at: "22:00", go: home, peek: window}
""", "half nine = 21:30 (British); Mrs Lin = 林老师 (nickname); do away with = kill; 22:00 in my room = go home"),

("en11", "Margaret", """My door is to remain shut to all callers before ten, except for Yuki. Oh dear, I mean Mr Zhou, not Yuki, do forgive me. I shall be sitting at my window all evening looking out over the lawn.""", A, """
door: [老周]
orders:
  - {at: "20:00", peek: window}
""", "self-correction of the door list; Mr Zhou = 老周 (nickname)"),

("en12", "Margaret", """Should I come upon Mike on his own at any point between a quarter past nine and a quarter to eleven, I shall kill him. Before and after that I shall not lift a finger.""", A, """
standing:
  - {kill: Mike, if: alone, from: "21:15", until: "22:45"}
""", "quarter past nine / quarter to eleven as a standing window"),

# ---- Reyes (police, no room, starts in 204): terse, 24-hour military times
("en13", "Reyes", """Reyes. 2000 lawn. 2040 garden. 2120 common room, window. 2230 room 207.""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:30", go: "207"}
""", "military times; common room = 204"),

("en14", "Reyes", """Reyes. Common room all night. Window till 2130, then just sit.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30"}
""", "police in 204 all night; stop peeking at 21:30 (an order with only at)"),
]

REFUSALS = [
("en15", "Mike", """if i see reyes alone in the garden tonight im taking him out lmao""",
 ["police", "警察", "cannot kill", "不能杀"], "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("en16", "Yuki", """At 9 o'clock I go to room 204 and I look the corridor from the peephole of 204.""",
 ["peephole", "门孔", "204", "window", "窗户"], "from 204 only the window (五.3(3)); a peephole only from one's own room (五.3(1))"),
("en17", "Margaret", """Tonight I mean to dispose of both Mrs Lin and Mike: whichever of them I find alone first, and then the other.""",
 ["one", "only", "both", "一人", "一个", "两个", "目标", "target"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("en18", "Reyes", """Reyes. 1930 garden. 2100 back to common room.""",
 ["20:00", "19:30", "time", "时间"], "19:30 is before the night starts (五.1)"),
]
