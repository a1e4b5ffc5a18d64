# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Writers: Tom (casual Discord, lowercase), Kenji (non-native English), Priya (chatty storyteller,
# British), Rosa (police, terse, military times).
A = "accept"; R = "refuse"
CASES = [
("en01", "Tom", """yo gm 👋 tn: 8 lawn, 8:40 back to my room, window the rest of the night. ez""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: home, peek: window}
""", "bare hour 8 = 20:00; 203 faces south"),

("en02", "Kenji", """Good evening GM. I am Kenji. Tonight I will watching the lawn from my window at 8 o'clock until 9 o'clock. After that I go to 204 room and talk with everyone. At 10 o'clock I come back my room. Thank you very much.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "non-native English; 207 faces south"),

("en03", "Priya", """Evening, GM! So here's my little plan for tonight. I'll start off curled up in my room watching the lawn from the window, you never know who's creeping about down there. At 8:30 I'll wander over to the common room for a cup of tea and a natter, and then at quarter past nine... no wait, that's not allowed, is it? Let's say 9:20. I'll head back to my room and keep an eye on the corridor through the peephole for the rest of the night. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: home, peek: peephole}
""", "self-correction: quarter past nine withdrawn for 9:20"),

("en04", "Rosa", """2000 garden. 2040 lawn. 2120 back to 204, window.""", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: "204", peek: window}
""", "military times without a colon"),

("en05", "Tom", """ok so plan: 9pm go to 202, if old zhou's alone i take him out lol. if not just go chill in 204""", A, """
orders:
  - {at: "21:00", go: "202", kill: 老周, if: alone, else: {go: "204"}}
""", "nickname Old Zhou = 老周 (game.yaml); take him out = kill"),

("en06", "Kenji", """At 9:30 I visit 203 room. If Tom is only one person there, I kill him. If not, I go to garden.""", A, """
orders:
  - {at: "21:30", go: "203", kill: Tom, if: alone, else: {go: garden}}
""", "only one person there = alone"),

("en07", "Priya", """Right, the serious bit. At 10:10 I'm going to knock on 205. If 阿珍 is on her own in there, I'll do it, kill her. If she isn't alone, I'll come straight back to my room. Please don't tell anyone ;)""", A, """
orders:
  - {at: "22:10", go: "205", kill: 阿珍, if: alone, else: {go: home}}
""", ""),

("en08", "Rosa", """9 - 209. 10 - common room.""", A, """
orders:
  - {at: "21:00", go: "209"}
  - {at: "22:00", go: "204"}
""", "terse"),

("en10", "Kenji", """Tonight I don't open door for anybody (before 10 o'clock, I know). I stay my room and look the corridor by peephole, all time.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", "door closed before 22:00"),

("en11", "Priya", """I've been thinking about Tom all day. Between nine and ten, wherever I bump into him, if there's nobody else around, kill him. Before that I'll be in the garden from 8:20; at nine I'll stroll out to the lawn, and at ten I'll come home.""", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: Tom, if: alone, from: "21:00", until: "22:00"}
""", "standing kill with a window"),

("en12", "Rosa", """all night: common room window.""", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),

("en13", "Tom", """gonna camp in 204 from 8:30 till 10 then head back n peephole till bedtime""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("en15", "Priya", """Tonight I'd rather not have visitors, except Rosa (she's police, I trust her) and 老周. Anyone else can knock all they like until ten. I'll just stay in and read my book, no peeking.""", A, """
door: [Rosa, 老周]
""", "door list; no orders"),

("en17", "Tom", """door's shut b4 10 for everyone tbh. 9:10 garden, 9:50 back""", A, """
door: closed
orders:
  - {at: "21:10", go: garden}
  - {at: "21:50", go: home}
""", ""),

("en18", "Kenji", """8:20 I go to 205 for kill 阿珍. If she is not in room, I go back.""", A, """
orders:
  - {at: "20:20", go: "205", kill: 阿珍, else: {go: home}}
""", "kill without a condition, else when the target is not there"),

("en20", "Rosa", """8:30 visit 205 (阿珍). not there -> lawn. 9:30 back.""", A, """
orders:
  - {at: "20:30", go: "205", if: {present: 阿珍}, else: {go: lawn}}
  - {at: "21:30", go: "204"}
""", "condition without a kill; back = 204 for an officer without a room"),

("en22", "Kenji", """From 8 o'clock to 11 o'clock, anywhere if I meet Tom and nobody else is there, please kill him. And 10:10 I go to lawn, 10:50 I return.""", A, """
orders:
  - {at: "22:10", go: lawn}
  - {at: "22:50", go: home}
standing:
  - {kill: Tom, if: alone, from: "20:00", until: "23:00"}
""", "8 to 11 = the whole night"),

("en23", "Priya", """At 9:40 I'll pop down the hall to 203 to see Tom. If he's not in, I'll go to the garden instead. Then home at 10:20.""", A, """
orders:
  - {at: "21:40", go: "203", if: {present: Tom}, else: {go: garden}}
  - {at: "22:20", go: home}
""", "condition without a kill on a target; 'down the hall' is the way there, not a place"),

("en24", "Rosa", """21:10 lawn via west stairs. 21:50 home.""", A, """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: "204"}
""", "route; home for an officer without a room = 204"),

("en25", "Tom", """if i ever run into priya alone anywhere tonight -> kill. otherwise im just in my room doing nothing lol""", A, """
standing:
  - {kill: Priya, if: alone}
""", ""),

("en27", "Priya", """I fancy a walk on the lawn at 8:10, and I'd like to take the east stairs down, the long way round. Back at 8:50 the normal way.""", A, """
orders:
  - {at: "20:10", go: lawn, via: [east-stairs]}
  - {at: "20:50", go: home}
""", "route out named, back by the shortest route"),

("en28", "Rosa", """ten to nine: garden. half nine: 207. ten: home.""", A, """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: "204"}
""", "ten to nine = 20:50, half nine = 21:30 (British)"),

("en29", "Tom", """10:30 lawn
wait no 10:20 lawn*
back at 10:50""", A, """
orders:
  - {at: "22:20", go: lawn}
  - {at: "22:50", go: home}
""", "correction with an asterisk"),

("en30", "Kenji", """Sorry, I change. 9:00 go garden is mistake, correct is 9:10 go garden. And 9:40 back to my room, look window.""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: home, peek: window}
""", "correction: 21:00 replaced by 21:10"),
]

REFUSALS = [
("en09", "Tom", """9:45 lawn, 10:15 back to my room""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:45", "9:45"], "21:45 and 22:15 are not multiples of 10 minutes (五.4)"),
("en14", "Kenji", """If I meet 胖虎 alone somewhere, please kill him. He is suspicious person.""", ["target", "目标", "Tom", "阿珍"], "胖虎 is not one of Kenji's targets (Tom, 阿珍) (五.10)"),
("en16", "Rosa", """2100 lawn. 林工 alone there -> kill him.""", ["police", "警察", "cannot kill", "不能杀"], "police cannot kill (五.13; ADJUDICATION 5)"),
("en19", "Priya", """All evening I'll sit by my window and watch the garden, that's where the action always is.""", ["south", "lawn", "朝南", "草坪", "201", "garden", "花园"], "201 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en21", "Tom", """gonna lurk at the top of the west stairs from 9 to 9:30, see who comes up 👀 then back to my room""", ["stairs", "楼梯", "corridor", "走廊", "八"], "nobody stays on the stairs or in the corridor (八)"),
("en26", "Kenji", """7:30 I go to garden for walking, 8:30 I come back.""", ["20:00", "19:30", "7:30", "time", "时间"], "19:30 is before the night starts (五.1: 8点-11点)"),
]
