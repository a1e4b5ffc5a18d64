# English cases of the parse60 held-out set (Discord players: US, UK, Canada, Singapore, India).
# CASES:    (id, sender, message, "accept", expected order file body without `who:`, note)
# REFUSALS: (id, sender, message, reason keywords (any one, zh or en), rule broken)
# Cast (game/game.yaml): 老周 201 [晓雯, Ravi]; Ravi 201 [老周, Kate]; 晓雯 202 [大刘, Tyler];
# 大刘 203 [小美, Kate]; Jun 203 [老周, 小美]; 小美 205 [Jun, 大刘]; Kate 207 [晓雯, Jun];
# Tyler 209 [大刘, Ravi]; police 王警官, 李队, Sam (no room: they start in 204).
# Tyler: US; Kate: UK; Sam: Canada (police); Jun: Singapore; Ravi: India.

CASES = [
("en01", "Tyler", """hey gm! here's my night: window from 8 till 8:30, then peephole till 9. at 9 i'm heading to the common room and hanging out there till 10. 10pm back to my room and just chill, no peeking""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "whole night, US casual"),

("en02", "Kate", """evening! garden from 9, then half 9 over to the lawn, back to mine at 10 and watch out the window for the rest of the night. cheers x""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", "UK: 'half 9' = 21:30, 'back to mine' = own room"),

("en03", "Ravi", """Hi GM, kindly note my orders for tonight.
8:00 pm to 9:00 pm I will be in my room only, watching through peephole.
9:00 pm I will go to room 207. If Kate is alone there then kill her, otherwise I will come back to my room.
Thanks""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - at: "21:00"
    go: "207"
    kill: Kate
    if: alone
    else: {go: home}
""", "Indian English, formal"),

("en05", "Jun", """gm my orders ah. 8pm go garden, 8.30 go lawn, 9pm go back room peek window until end. tks""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: window}
""", "Singlish, dotted times"),

("en06", "Sam", """sam here (cop). gonna sit in the common room and watch the garden out the window all night, nothing else""", "accept", """
orders:
  - {at: "20:00", peek: window}
""", "officer at 204's window"),

("en07", "Tyler", """ok so if i run into ravi anywhere tonight and he's by himself, kill him. moves: 8:30 garden, 9 lawn, 9:40 back to my room thru the east stairs""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: home, via: [east-stairs]}
standing:
  - {kill: Ravi, if: alone}
""", "standing kill; route"),

("en08", "Kate", """don't let anyone in before 10 pls. staying in tonight, peephole 8 to 9 and window after that""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "door closed before 22:00"),

("en10", "Ravi", """Good evening. Please don't open my door for anybody except Jun. I will go to 203 at 8:20 pm and come back to my room at 8:50 pm, then peep hole till the end.""", "accept", """
door: [Jun]
orders:
  - {at: "20:20", go: "203"}
  - {at: "20:50", go: home, peek: peephole}
""", "door list; 'peep hole'"),

("en11", "Jun", """10.20pm go 205, if xiaomei alone kill her, if not go garden. before that just stay in room""", "accept", """
orders:
  - at: "22:20"
    go: "205"
    kill: 小美
    if: alone
    else: {go: garden}
""", "target named in pinyin (xiaomei = 小美, his target, who lives in 205)"),

("en12", "Sam", """orders for sam: 8:30 head out to the lawn, 9 the garden, 9:30 knock on 209 and chat w tyler, if he doesn't open go back to the common room. 10:30 back to the common room regardless""", "accept", """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: garden}
  - at: "21:30"
    go: "209"
    else: {go: "204"}
  - {at: "22:30", go: "204"}
""", "Canadian officer; refused door alternative"),

("en13", "Tyler", """10pm go to 203. kill 大刘 if he's alone, otherwise go to the lawn""", "accept", """
orders:
  - at: "22:00"
    go: "203"
    kill: 大刘
    if: alone
    else: {go: lawn}
""", "Chinese name pasted into English"),

("en14", "Kate", """half 8 common room, stay till 10, then home and peephole. door's open to everyone""", "accept", """
door: open
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "UK 'half 8'"),

("en16", "Jun", """tonight i just stay in room la, peephole whole night 😴""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
""", "one-liner"),

("en17", "Ravi", """8pm to 8.20pm window, 8.20 to 8.40 peephole, 8.40 go to garden, 9.20 go to lawn, 10 pm back to room.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", "ranges with dots"),

("en18", "Sam", """10:10 go to 201, talk to ravi and laozhou, 10:40 back to the common room""", "accept", """
orders:
  - {at: "22:10", go: "201"}
  - {at: "22:40", go: "204"}
""", "pinyin name in chatter only"),

("en19", "Tyler", """from 9 to 10 if i see ravi kill him, don't care who's around. 8pm peephole, 9 go to the lawn, 9:30 garden, 10 home""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: lawn}
  - {at: "21:30", go: garden}
  - {at: "22:00", go: home}
standing:
  - {kill: Ravi, if: always, from: "21:00", until: "22:00"}
""", "standing kill in a window, regardless of witnesses"),

("en21", "Kate", """10:30 go to 203 and kill jun as long as sam isn't there. if sam's there or jun isn't, go to the common room instead""", "accept", """
orders:
  - at: "22:30"
    go: "203"
    kill: Jun
    if: {absent: Sam}
    else: {go: "204"}
""", "kill conditioned on an officer's absence"),

("en22", "Jun", """9pm go 202 visit 晓雯, if she dont open go 204. 10pm go back room""", "accept", """
orders:
  - at: "21:00"
    go: "202"
    else: {go: "204"}
  - {at: "22:00", go: home}
""", "refused door alternative"),

("en23", "Ravi", """9:10 pm I will go to lawn by west stairs, 9:50 pm back to my room by east stairs.""", "accept", """
orders:
  - {at: "21:10", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: home, via: [east-stairs]}
""", "routes"),

("en24", "Tyler", """gonna keep it simple lol. window for the first hour, peephole the second, then from 10 i'm just sleeping""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", "hours as periods; sleeping = stop peeking"),

("en25", "Sam", """sam: 9:40 go to the lawn. if kate's there hang around, if not head to the garden""", "accept", """
orders:
  - at: "21:40"
    go: lawn
    if: {present: Kate}
    else: {go: garden}
""", "presence condition"),

("en27", "Kate", """after 10pm if i bump into 晓雯 on her own anywhere, kill her. plan: 9 garden, 9:50 lawn, 10:30 back to my room""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:50", go: lawn}
  - {at: "22:30", go: home}
standing:
  - {kill: 晓雯, if: alone, from: "22:00"}
""", "standing kill from 22:00"),

("en28", "Jun", """only 老周 and 小美 can come in my room, rest dont open ok. 8pm window until 9, 9 to 10 peephole, 10pm go 204""", "accept", """
door: [老周, 小美]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
""", "door list"),

("en30", "Ravi", """Hello GM, from 9:00 pm I will be in the common room. At 10:40 pm I will go to the garden. Rest of time in my room.""", "accept", """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:40", go: garden}
""", "small"),
]

REFUSALS = [
("en04", "Tyler", """9:30 go to 207 and take out kate if she's alone, else go home""",
 ["Kate", "目标", "target"], "五.10 不可滥杀无辜: only one of one's two targets (Tyler's targets: 大刘, Ravi)"),
("en09", "Kate", """if i catch sam alone anywhere after 9 i'm killing him lol, cops are annoying. 9 garden, 10 home""",
 ["police", "警察", "Sam", "cop", "officer"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("en15", "Jun", """8pm window, 9:45 go lawn, 10:30 back room""",
 ["9:45", "21:45", "multiple", "10 minutes", "整数倍", "10分钟"], "五.4 每次行动开始时间必须是10的整数倍"),
("en20", "Ravi", """At 9 pm I will stand at the top of west stairs and watch who is going up and down. 10 pm back to room.""",
 ["stairs", "楼梯", "corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3: never the corridor or the stairs)"),
("en26", "Sam", """i'll sit in the common room and watch the hallway through the peephole all night""",
 ["peephole", "门孔", "猫眼"], "五.3(1)/(3): a peephole is a guest room's own; from 204 only the window (ADJUDICATION 1, ORDERS peek)"),
("en29", "Kate", """don't open my door to anyone all night, including after 10. peephole all night""",
 ["22:00", "10pm", "after 10", "must open", "10点", "开门"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]
