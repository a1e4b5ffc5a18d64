# English cases of parse120: (id, sender, message, expect, orders_yaml, note)
# and refusals: (id, sender, message, reason_keywords, rule).
# Writers: Priya (201, Indian English: kindly, itself, only, do the needful), Tom (203,
# casual Discord: lowercase, lol, emoji), Kenji (207, non-native English: few articles,
# "door hole", -san), Morgan (police, British, numbered lines, "half eight").
A = "accept"
CASES = [
# ---------------- Priya (201) ----------------
("en01", "Priya", """Good evening GM, Priya this side. Kindly note my plan for tonight: from 8 to 9 I will be in my room itself watching the lawn from the window. At 9 I will go to the common room for some chit-chat, and at 10:30 I will come back to my room only. Thanks in advance!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", "Indian English; 201 faces south"),

("en02", "Priya", """Please do the needful: at 9:40 I will go to room 205 to meet Su Wan. If she is alone there, kill her. If somebody else is also there, I will go back to my room and watch the corridor through the peephole.""", A, """
orders:
  - {at: "21:40", go: "205", kill: 苏婉, if: alone, else: {go: home, peek: peephole}}
""", "Su Wan = 苏婉 (game.yaml nickname); the else goes home and peeks"),

("en03", "Priya", """Also GM, regarding Tom: wherever I meet him alone tonight, kill him. Apart from that I am staying in my room the whole night only, just resting. No peeping.""", A, """
standing:
  - {kill: Tom, if: alone}
""", "standing kill all night; staying in needs no order"),

("en04", "Priya", """Kindly keep my door closed before 10 for everybody except Wendy and Inspector Morgan. At 8:20 I will go down the west staircase to the garden, and at 8:50 I will come back and look through the peephole till the end.""", A, """
door: [林晓雯, Morgan]
orders:
  - {at: "20:20", go: garden, via: [west-stairs]}
  - {at: "20:50", go: home, peek: peephole}
""", "door list (the roommate 周大海 enters freely anyway); Wendy = 林晓雯; route"),

# ---------------- Tom (203) ----------------
("en05", "Tom", """yo gm 👋 ok so 8 i'm chilling in 204, 8:30 garden, 9 lawn, then back to my room at 9:30 n just peep the lawn out the window lol""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "Discord style; 203's window sees the lawn"),

("en06", "Tom", """ngl gonna go for ming tonight 😈 10:10 hit up 209, if he's solo in there do it""", A, """
orders:
  - {at: "22:10", go: "209", kill: 何志明, if: alone}
""", "ming = 何志明 (nickname, lower case); do it = kill; no otherwise"),

("en07", "Tom", """ok so 9:20 garden wait no make that 9:30 lol. if i bump into priya out there n she's alone take her out. if she's not around i just hang in the garden""", A, """
orders:
  - {at: "21:30", go: garden, kill: Priya, if: alone}
""", "self-correction of the time; the kill stays armed while he stays in the garden (no else)"),

("en08", "Tom", """between 10 and 10:40 if i run into ming anywhere, doesn't matter who's around, kill him. rest of the night i'm just in my room gaming 🎮""", A, """
standing:
  - {kill: 何志明, if: always, from: "22:00", until: "22:40"}
""", "standing always with a window"),

# ---------------- Kenji (207) ----------------
("en09", "Kenji", """Hello GM. Tonight I do like this: 8:00 I look lawn from my window. 8:40 I go to garden for walking. 9:20 I return my room and look corridor from door hole. Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: peephole}
""", "non-native English; door hole = peephole"),

("en10", "Kenji", """At 9:00 I visit room 202 for talk with Wendy-san. If she is not in room, I go to 204 and wait there.""", A, """
orders:
  - {at: "21:00", go: "202", if: {present: 林晓雯}, else: {go: "204"}}
""", "Wendy-san = 林晓雯 (nickname with an honorific); condition without a kill"),

("en11", "Kenji", """10:00 I go to 205. If Su Wan-san is alone, I kill her. If not alone, I go back my room. Sorry for bad English.""", A, """
orders:
  - {at: "22:00", go: "205", kill: 苏婉, if: alone, else: {go: home}}
""", "Su Wan-san = 苏婉"),

# ---------------- Morgan (police) ----------------
("en12", "Morgan", """Evening. Morgan's movements for tonight:
1. Half eight - walk the lawn.
2. Ten past nine - the garden.
3. Twenty to ten - back to the common room, keeping an eye on the garden from the window until the end.
Cheers.""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:10", go: garden}
  - {at: "21:40", go: "204", peek: window}
""", "British times: half eight = 20:30, twenty to ten = 21:40"),

("en13", "Morgan", """1) 8pm: knock on 207 for a word with Kenji. If no one answers, go on to the lawn.
2) 9pm: back to the common room.
3) 10:20pm: call on Wendy in 202.""", A, """
orders:
  - {at: "20:00", go: "207", else: {go: lawn}}
  - {at: "21:00", go: "204"}
  - {at: "22:20", go: "202"}
""", "else on a refused door"),

("en14", "Morgan", """Right, change of plan from what I said earlier: at 9 I'll go down to the lawn via the east stairs, and at 9:40 come back up the west stairs to the common room. Otherwise I'm sat in the common room all evening.""", A, """
orders:
  - {at: "21:00", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: "204", via: [west-stairs]}
""", "routes both ways"),
]

REFUSALS = [
("en15", "Morgan", """10pm, lawn. If I find Tom alone out there I'll deal with him myself - kill him. Nobody will miss him.""",
 ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en16", "Tom", """gonna camp in 204 all night and watch the hallway thru the peephole 👀""",
 ["门孔", "window", "窗户", "own room", "自己房间", "只能"], "204 has only a window (五.3(1)/(3)); a peephole only from one's own room"),
("en17", "Priya", """Kindly arrange: at 10 I will go to 203 and kill Tom, and after that at 10:20 I will go to 205 and kill Su Wan also.""",
 ["only one", "one of", "一人", "任选", "只能"], "only one of the two targets may be killed (五.10 只能从自己的两个目标中任选一人杀死)"),
("en18", "Kenji", """Tonight I want to know who use the east stairs, so all night I stay in my room 207 and watch the stairs through door hole.""",
 ["201", "209", "own door", "in front of", "门前", "正对"], "207's peephole sees only the corridor in front of 207; only 201's and 209's see the stairs (五.3(1))"),
]
