# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
A = "accept"; R = "refuse"
CASES = [
# ---- Marco (207, south; targets 宋雨, Percival): non-native English, grammar slips
("en01", "Marco", """Hello GM, is Marco. Tonight I am staying in my room since 8 and look out of window to the lawn. At 9 I go to the garden for take some air, and 9:40 I come back my room. Thank you very much!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:40", go: home}
""", "207's window sees the lawn"),

("en02", "Marco", """At half past nine I will going to room 201 for kill 宋雨 if she is alone. If she not alone or she not open the door, I go to the lawn instead.""", A, """
orders:
  - {at: "21:30", go: "201", kill: 宋雨, if: alone, else: {go: lawn}}
""", ""),

("en03", "Marco", """Before 10 o'clock please my door is close for everybody except Lestrade. I am in my room all the night, first hour I look by the peephole, after that by the window.""", A, """
door: [Lestrade]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "first hour = 20:00-21:00"),

("en04", "Marco", """From 10 until 11, if I am meeting Percy anywhere and he is alone, I kill him. Before that I am go to 204 at 8:20 and stay there for chatting with people.""", A, """
orders:
  - {at: "20:20", go: "204"}
standing:
  - {kill: Percival, if: alone, from: "22:00", until: "23:00"}
""", "Percy = Percival (nickname in game.yaml)"),

("en05", "Marco", """At 8:30 I go to the lawn by the west stairs - sorry, I mean east stairs, is more near to my room. At 9:10 I come back in my room and watching from peephole.""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home, peek: peephole}
""", "self-correction of the route"),

# ---- Percival (203, south; targets Marco, Jaz): role-player, in character
("en06", "Percival", """Good evening, Master of the Inn. I, Percival, the innkeeper's cousin, shall pass the first hour at my chamber window, gazing upon the lawn and the cliff beyond. At nine o'clock I shall descend to the garden to take the night air, and at a quarter to ten... nay, at ten sharp, I shall retire to the common room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204"}
""", "a quarter to ten is corrected to ten sharp; chamber = own room"),

("en07", "Percival", """Hark! At twenty past nine I shall call upon the Italian gentleman in room 207. Should Marco be alone, my blade shall find him. Should he not be alone, or should his door stay shut, I shall withdraw to the lawn and wait beneath the stars.""", A, """
orders:
  - {at: "21:20", go: "207", kill: Marco, if: alone, else: {go: lawn}}
""", "my blade shall find him = kill"),

("en08", "Percival", """Until the clock strikes ten my door shall open to none save the good Inspector Lestrade. At half past eight I shall venture to the common room; if Jaz is there I shall linger and converse, and if she is not, I shall take myself to the lawn.""", A, """
door: [Lestrade]
orders:
  - {at: "20:30", go: "204", if: {present: Jaz}, else: {go: lawn}}
""", "a condition without a kill"),

("en09", "Percival", """Let it be known: throughout this night, wheresoever I chance upon Jaz, be she alone or in company, I shall strike her down. As for my movements: from eight I keep to my chamber and peer through the peephole; at nine I walk down to the garden by the east stair; at ten I return to my chamber.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
standing:
  - {kill: Jaz, if: always}
""", "be she alone or in company = always; a longer named route"),

# ---- Jaz (202, north; targets 林晓, 糖糖): texter
("en10", "Jaz", """hey gm!! ok so at 8 im gonna peek out my window at the garden, 8:40 go 2 204, b4 10 ill head back 2 my room... actually make it 9:50 exactly lol. thx!!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: "204"}
  - {at: "21:50", go: home}
""", "the vague b4 10 is corrected to 9:50 in the same message"),

("en11", "Jaz", """gonna visit Candy at 9 (209) n if shes alone ill kill her. if shes not alone or doesnt open up just go 2 the lawn k""", A, """
orders:
  - {at: "21:00", go: "209", kill: 糖糖, if: alone, else: {go: lawn}}
""", "Candy = 糖糖 (nickname in game.yaml)"),

("en12", "Jaz", """door closed 2 every1 b4 10 pls. staying in all nite, peephole til 9:30 then window. n from quarter past 10 till the end, if i bump into 小林 alone anywhere, kill her""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
standing:
  - {kill: 林晓, if: alone, from: "22:15", until: "23:00"}
""", "小林 = 林晓; a standing window may start at any minute (22:15)"),

# ---- Lestrade (police, no room: home is 204)
("en13", "Lestrade", """Inspector Lestrade. 8:00 common room, watching the garden through the window. 9:00 walk out to the lawn. 9:40 knock on 205 and have a word with 林晓. 10:30 back to the common room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "205"}
  - {at: "22:30", go: "204"}
""", "he starts in 204, so 8:00 common room needs no walk"),

("en14", "Lestrade", """Quiet night for me I think. I'll stay in the common room the whole evening with an eye on the garden through the window, except between 9:20 and 10:00 when I'll pop down to the garden itself. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:20", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", "back in 204 at 22:00, and the window again"),
]

REFUSALS = [
("en15", "Percival", """At the stroke of ten I shall seek out Inspector Lestrade in the common room and silence him forever, for he knows too much.""", ["police", "警察", "cannot kill", "不能杀", "Lestrade"],
 "tenants cannot kill police (五.10 房客不能杀警察, 六.6)"),
("en16", "Jaz", """gonna hit the lawn around 9ish, back home b4 10:30 prob""", ["time", "时间", "9ish", "exact", "10 minutes", "10分钟", "ambiguous", "模糊"],
 "around 9ish is no start time: guessing 21:00 or 21:10 would be a misread (五.4 needs an exact 10-minute start)"),
("en17", "Marco", """All the night I stay in my room and I look through my peephole for see who is going up and down the east stairs.""", ["peephole", "门孔", "stairs", "楼梯", "207", "209", "201"],
 "207's peephole sees only the corridor in front of 207; only 201 and 209 see a stair (五.3(1))"),
("en18", "Jaz", """i wanna kill BOTH 林晓 n 糖糖 2nite, whichever i see 1st and then the other one 2""", ["one", "only", "一人", "一个", "both", "两个", "目标", "target"],
 "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
]
