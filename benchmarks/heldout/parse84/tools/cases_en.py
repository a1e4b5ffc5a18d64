# English cases of the parse84 set: (id, sender, message, "accept", expected order file body, note)
# and refusals: (id, sender, message, reason keywords, rule).
CASES = [
("en01", "Jake", """yo gm, 8:30 heading to the garden, 9:10 lawn, back to my room at 10 and peephole till the end. ty""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en02", "Jake", """ok so tonight: chilling in 204 from 8:20. at 9:50 i go to 205 and if lao zhou's alone i kill him, otherwise just go to the lawn lol""", "accept", """
orders:
  - {at: "20:20", go: "204"}
  - {at: "21:50", go: "205", kill: 老周, if: alone, else: {go: lawn}}
""", "lao zhou = 老周 (game.yaml nickname)"),
("en03", "Jake", """staying in all night, window. dont open the door for anyone before 10 pls""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", ""),
("en04", "Jake", """whole night, if i run into da liu anywhere and nobody else is around, kill him
plan: 8:10 garden, 8:50 lawn, 9:40 back to 203""", "accept", """
orders:
  - {at: "20:10", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: home}
standing:
  - {kill: 大刘, if: alone}
""", "da liu = 大刘; 203 is Jake's own room"),
("en05", "Priya", """Good evening sir. Kindly note my orders for tonight. From 8 o'clock I will do window peeping till 9. At 9 I will go to common room and do timepass there till 10:30. At 10:30 I will come back to my room only and watch from the door hole. Thank you.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", "Indian English: door hole = peephole"),
("en06", "Priya", """Sir, tonight I want to finish Jake. At 9:20 I will go to room 203, if Jake is alone there I will kill him, otherwise I will come back to my room itself. Rest of the time I am in my room only, no peeping.""", "accept", """
orders:
  - {at: "21:20", go: "203", kill: Jake, if: alone, else: {go: home}}
""", ""),
("en07", "Priya", """Hello GM, at 8:40 I will go to 202 to meet Ah Si. If she is not opening the door then I will go to garden. At 9:30 going to lawn, 10:10 back to room and window.""", "accept", """
orders:
  - {at: "20:40", go: "202", else: {go: garden}}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: home, peek: window}
""", ""),
("en08", "Priya", """Only Panghu and Xiaoyu can enter my room please, nobody else. I am staying inside whole night, doing peephole from 8 to 9:30 and window after that.""", "accept", """
door: [胖虎, 小鱼]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", "Panghu = 胖虎 (her roommate), Xiaoyu = 小鱼; the door rule holds before 22:00"),
("en09", "Oliver", """Evening all. I'll be in the common room to start, keeping an eye on the garden through the window. At half past nine I'll pop down to the lawn, then back up to the common room at ten past ten. Cheers.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "UK English"),
("en10", "Oliver", """Right, plan for tonight: ten to nine, garden. Twenty past nine I'll knock on 209 for a chat with Da Liu; if he doesn't answer I'll head down to the lawn. Back in the common room at half ten.""", "accept", """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: "209", else: {go: lawn}}
  - {at: "22:30", go: "204"}
""", "UK English: half ten = 22:30"),
("en11", "Oliver", """Nothing fancy tonight, I'll just sit by the common room window the whole evening.""", "accept", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("en12", "Jake", """8:20 going to the lawn via the west stairs, 9 back home, peephole""", "accept", """
orders:
  - {at: "20:20", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
("en13", "Priya", """Sir, from 9 to 10 if anywhere I meet Lin Xiao alone, kill her. I will go to the garden at 9 and to the lawn at 9:30, at 10 back to room.""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 林晓, if: alone, from: "21:00", until: "22:00"}
""", "Lin Xiao = 林晓"),
("en14", "Jake", """lmaooo last night was wild 💀 anyway: 8pm peephole, 8:40 go chat w priya in 201, 9:30 common room, 10:20 back home n window. gn""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:40", go: "201"}
  - {at: "21:30", go: "204"}
  - {at: "22:20", go: home, peek: window}
""", ""),
]

REFUSALS = [
("en15", "Priya", """Sir, at 9:40 I will go to the lawn and if Panghu is alone there I will kill him. Otherwise I stay in my room.""",
 ["Panghu", "胖虎", "target", "目标"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (Priya's targets: Jake, 林晓)"),
("en16", "Jake", """10:00 lawn. if i see oliver out there alone kill him lmao""",
 ["Oliver", "police", "警察"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("en17", "Priya", """Good evening sir. At 7:50 pm I will go to the garden and stay there till 9, then back to room.""",
 ["7:50", "19:50", "20:00", "8"], "五.1 杀人时段是晚上8点-11点 (19:50 is before the night)"),
("en18", "Oliver", """From half eight I'll keep watch on the corridor through the common room's peephole, if that's alright.""",
 ["peephole", "门孔", "common room", "204"], "五.3(3) 在204只能聊天或向外窥视（窗户）; ORDERS.md: only `window` from 204"),
]
