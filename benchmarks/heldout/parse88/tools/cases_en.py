# English cases for parse88: (id, sender, message, "accept", order-file body, note)
# and refusals: (id, sender, message, reason keywords, rule).
CASES = [
("en01", "Mike", "yo gm 👋 tonight: window til 9, then 204 till 10, then back home on the peephole. ez", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en02", "Mike", "gonna camp the lawn from 8:30 lol, back to my room at 10:10 and just chill there (no peeking)", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "22:10", go: home}
""", ""),
("en03", "Mike", "ok time to hunt 😈 9:20 head to 203, if panghu's alone kill him, otherwise go to the garden. 10 back home, peephole", "accept", """
orders:
  - {at: "21:20", go: "203", kill: 胖虎, if: alone, else: {go: garden}}
  - {at: "22:00", go: home, peek: peephole}
""", "panghu = 胖虎 (nickname in game.yaml)"),
("en04", "Mike", "standing order: if i run into may alone anywhere tonight, kill her. plan is 204 at 8, garden at 9, home at 10", "accept", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: 阿May, if: alone}
""", "may = 阿May"),
("en05", "Mike", "door's closed for everyone before 10 pls. staying in all night, peephole first hour then window", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("en06", "Mike", "8:40 -> 209 to visit may, if she's not there go to the lawn instead. 9:40 home", "accept", """
orders:
  - {at: "20:40", go: "209", if: {present: 阿May}, else: {go: lawn}}
  - {at: "21:40", go: home}
""", "a visit, no kill"),
("en07", "Mike", "gonna be afk most of tonight sry, just keep me in my room peeking out the window all night", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en08", "Mike", "only let priya and wei in tonight, nobody else. i'll be in my room: window 8-9:30 then peephole", "accept", """
door: [Priya, Wei]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", ""),
("en09", "Mike", "8:10 garden via the west stairs, 8:50 lawn, 9:30 back home and window for the rest", "accept", """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),
("en10", "Mike", "between 9 and 10, kill panghu wherever i see him, don't care who's around. 9 i go to 203, 10 home", "accept", """
orders:
  - {at: "21:00", go: "203"}
  - {at: "22:00", go: home}
standing:
  - {kill: 胖虎, if: always, from: "21:00", until: "22:00"}
""", ""),
("en11", "Priya", "Good evening GM sir. Kindly note my orders for tonight: from 8 pm to 9 pm I will be in my room itself, looking through the window. At 9 pm I will go to the common room and sit there till 10:30 pm. At 10:30 pm I will come back to my room and look through the peephole only. Thank you.", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("en12", "Priya", "Hello GM, tonight I want to finish Ollie. At 9:30 pm I will go to room 207. If Ollie is alone there, kill him. If not, I will go to the lawn. At 10:20 pm I will return to my room. Please do the needful.", "accept", """
orders:
  - {at: "21:30", go: "207", kill: Ollie, if: alone, else: {go: lawn}}
  - {at: "22:20", go: home}
""", ""),
("en13", "Priya", "Dear GM, my plan: 8:00 pm go to garden, 8:40 pm go to lawn, 9:20 pm come back to my room and watch from the window till the end. Thanks and regards, Priya", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: window}
""", ""),
("en14", "Priya", "GM, one standing instruction please: whenever I meet Xiaoyu tonight and Panghu is not there, kill her. Otherwise I am only staying in my room and watching the corridor through the peephole whole night.", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 小鱼, if: {absent: 胖虎}}
""", ""),
("en15", "Priya", "Before 10 pm my door should open only for Wei. 8:20 pm I am going to room 205 to meet Chengzi, 9:10 pm back to my room and window.", "accept", """
door: [Wei]
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:10", go: home, peek: window}
""", ""),
("en16", "Ollie", "Evening all. I'll be at the window till half eight, then nip down to the garden, back to my room at half nine and on the peephole till bed. Cheers", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("en17", "Ollie", "Right, tonight's the night. Before ten I'm sat in my room at the window. At ten I'll pop over to 205 and if Chengzi's on her own I'll do her in. If she isn't, I'll head to the common room.", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00", go: "205", kill: 橙子, if: alone, else: {go: "204"}}
""", ""),
("en18", "Ollie", "Fancy a wander tonight: lawn at eight, garden at twenty to nine, back home at ten past nine. Not bothering with the window.", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: home}
""", ""),
("en19", "Ollie", "From nine till quarter past ten, if I bump into Panghu and nobody else is about, kill him. I'll be in the common room from nine and back in my room at half ten, peephole.", "accept", """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
standing:
  - {kill: 胖虎, if: alone, from: "21:00", until: "22:15"}
""", "standing window may end on any minute"),
("en20", "Ollie", "Door shut to everyone but Wei till ten. Going down the east stairs to the lawn at twenty past eight, back at nine, window.", "accept", """
door: [Wei]
orders:
  - {at: "20:20", go: lawn, via: [east-stairs]}
  - {at: "21:00", go: home, peek: window}
""", ""),
("en21", "Wei", "GM ah, tonight I stay 204 look out window until 9, then 9 go garden walk walk, 10 come back 204 look window again can?", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("en22", "Wei", "Tonight I go 203 at 8pm talk to them, 8:50 go 205, 9:40 back to common room lor. After that just sit there, no need look window.", "accept", """
orders:
  - {at: "20:00", go: "203"}
  - {at: "20:50", go: "205"}
  - {at: "21:40", go: "204"}
""", ""),
("en23", "Wei", "ok my orders: 8.30 go lawn, 9.30 go 209, if May not inside then go back 204 and look out window. That's all lah.", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:30", go: "209", if: {present: 阿May}, else: {go: "204", peek: window}}
""", ""),
("en24", "Wei", "Whole night I stay in common room and look out the window only. Thanks ah.", "accept", """
orders:
  - {at: "20:00", peek: window}
""", ""),
]

REFUSALS = [
("en25", "Mike", "9pm go to 207 and kill ollie lol he's been sus all game", ["Ollie", "target", "目标"],
 "五.10 only one of one's own two targets (Mike: 胖虎, 阿May); no killing the innocent"),
("en26", "Mike", "11:20 lawn for a midnight stroll 🌙", ["23:20", "11:20", "22:50", "23:00", "11 pm", "20:00"],
 "五.1 the night runs 20:00-23:00; the last slot starts 22:50"),
("en27", "Priya", "At 9:45 pm I will go to the garden.", ["9:45", "21:45", "multiple of 10", "10分钟", "整数倍"],
 "五.4 every action starts on a multiple of 10 minutes"),
("en28", "Priya", "From 8 pm I will stand in the corridor outside room 209 and watch who comes.", ["corridor", "走廊"],
 "八 nobody may stand still in the corridor (ORDERS: never the corridor)"),
("en29", "Ollie", "Whole evening at my window watching the garden, please.", ["207", "garden", "花园", "lawn", "草坪", "south"],
 "三.2 / 五.3(1) 207 faces south: its window sees the lawn, not the garden"),
("en30", "Wei", "If I see Priya on the lawn alone I will kill her, I go lawn at 9.", ["police", "警察", "kill", "杀"],
 "五.13 / ADJUDICATION 5 police cannot kill"),
]
