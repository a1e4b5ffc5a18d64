# English cases of parse91.  CASES: (id, sender, message, style, expected order file body, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
# Kiki (201): Discord, lower case, emoji
("en01", "Kiki", """hiii gm 👋 tonight: peek out the window from 8 till 9, then head to the common room at 9, back to my room at 10 and peephole the rest of the night""", "discord", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en02", "Kiki", """ok so 8:30 go to 205, if raj is alone in there kill him. if not just go to the garden lol""", "discord", """
orders:
  - {at: "20:30", go: "205", kill: Raj, if: alone, else: {go: garden}}
""", ""),
("en03", "Kiki", """staying in all night, door closed to everyone before 10, peephole the whole time 🙃""", "discord", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en04", "Kiki", """9:20 garden, 10:00 lawn, 10:40 back home. thats it""", "discord", """
orders:
  - {at: "21:20", go: garden}
  - {at: "22:00", go: lawn}
  - {at: "22:40", go: home}
""", ""),
("en05", "Kiki", """gonna be lazy tonight, just chilling in my room looking out the window all night 😴""", "discord", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en06", "Kiki", """all night if i bump into xiaoyu alone anywhere, kill her. otherwise im in the common room from 8:40 til 10:20 then back to my room""", "discord", """
orders:
  - {at: "20:40", go: "204"}
  - {at: "22:20", go: home}
standing:
  - {kill: 小雨, if: alone}
""", "xiaoyu = 小雨 (declared nickname)"),
("en07", "Kiki", """8pm go see mengmeng in 209, 8:50 go to the lawn via the east stairs, 9:30 back to my room""", "discord", """
orders:
  - {at: "20:00", go: "209"}
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home}
""", ""),
("en08", "Kiki", """door only open for tom and mengmeng tonight 🙏 im in my room all night, on the peephole from 9""", "discord", """
door: [Tom, 萌萌]
orders:
  - {at: "21:00", peek: peephole}
""", ""),
("en09", "Kiki", """10:10 go to 202. if xiaoyu is there kill her, no matter who else is around. if nobody opens go to the lawn""", "discord", """
orders:
  - {at: "22:10", go: "202", kill: 小雨, if: always, else: {go: lawn}}
""", "202 is 小雨's room alone: nobody opens exactly when she is not there"),
("en10", "Kiki", """omg ok. 8:00 garden 8:20 lawn 9:00 common room and look out the window there 10:00 home""", "discord", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:00", go: home}
""", ""),
# WeiMing (police, no room): Discord, casual
("en11", "WeiMing", """yo gm, i'll just sit in the common room and watch the garden from the window all night""", "discord", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", ""),
("en12", "WeiMing", """8:30 garden, 9:30 lawn, 10:30 back to common room""", "discord", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204"}
""", ""),
("en13", "WeiMing", """gonna visit some ppl: 9pm room 203, 9:30 room 207, 10pm room 209. then just stay there""", "discord", """
orders:
  - {at: "21:00", go: "203"}
  - {at: "21:30", go: "207"}
  - {at: "22:00", go: "209"}
""", ""),
("en14", "WeiMing", """8:10 go to the lawn using the west stairs, 9:00 back to 204""", "discord", """
orders:
  - {at: "20:10", go: lawn, via: [west-stairs]}
  - {at: "21:00", go: "204"}
""", ""),
("en15", "WeiMing", """10:20 go knock on 202, if no one answers head to the garden instead 👮""", "discord", """
orders:
  - {at: "22:20", go: "202", else: {go: garden}}
""", ""),
# Tom (207): dictates by voice, no punctuation, homophone slips
("en16", "Tom", """okay so at eight I want to look out the window then at eight thirty go to the garden and stay there till nine fifteen no wait nine twenty then go back to my room""", "voice", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:20", go: home}
""", "self-correction: 21:20"),
("en17", "Tom", """ten o'clock go to room two oh two and if xiao yu is alone kill her otherwise come back to my room""", "voice", """
orders:
  - {at: "22:00", go: "202", kill: 小雨, if: alone, else: {go: home}}
""", ""),
("en18", "Tom", """stay in my room all night looking through the peep hole""", "voice", """
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en19", "Tom", """eight forty go to the common room nine forty go to the lawn by the east stairs ten thirty back to my room and look out the window""", "voice", """
orders:
  - {at: "20:40", go: "204"}
  - {at: "21:40", go: lawn, via: [east-stairs]}
  - {at: "22:30", go: home, peek: window}
""", ""),
("en20", "Tom", """all night long wherever I meet pang who alone kill him and other than that I stay in my room peeking through the window from nine""", "voice", """
orders:
  - {at: "21:00", peek: window}
standing:
  - {kill: 胖虎, if: alone}
""", "\"pang who\" is the voice input's spelling of panghu = 胖虎, one of Tom's targets"),
# Raj (205): Indian English
("en21", "Raj", """Good evening sir. Kindly note my orders for tonight. From 8 pm I will be peeping from window only. At 9 pm I will go to common room and sit there till 10 pm, then I will come back to my room itself.""", "india", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("en22", "Raj", """Sir, at 9:30 pm I will go to room 209. If Mengmeng is alone I will kill her, otherwise I will do timepass in the garden.""", "india", """
orders:
  - {at: "21:30", go: "209", kill: 萌萌, if: alone, else: {go: garden}}
""", ""),
("en23", "Raj", """Tonight I am staying in my room only and doing peephole watching full night. Also please keep my door closed for everybody, I am not trusting anyone.""", "india", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),
("en24", "Raj", """Orders: 8:20 pm garden, 9:00 pm lawn, 9:50 pm back to room and peep from door hole. Thank you.""", "india", """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
""", "door hole = peephole"),
]

REFUSALS = [
("en25", "Kiki", """tom's been so sus lmao. 9pm im going to 207 and killing him""",
 ["Tom", "target", "目标"], "五.10 不可滥杀无辜: Tom is not one of Kiki's targets (小雨, Raj)"),
("en26", "Kiki", """10:30 go to the lawn, then 11:20 come back to my room""",
 ["23:20", "11:20", "23:00", "11pm", "11 pm"], "五.1 the night ends at 11 (23:00); orders start 20:00-22:50"),
("en27", "WeiMing", """9pm lawn, and if raj is alone there i kill him. cops can play dirty too 😈""",
 ["police", "警察", "cannot kill", "不能杀"], "五.13 / ADJUDICATION 5: police cannot kill"),
("en28", "Tom", """nine o'clock go to room two oh six and see whoever is there""",
 ["206", "no such", "不存在", "201, 202"], "三.2 the rooms are 201-205, 207, 209: there is no room 206"),
("en29", "Raj", """At 9:45 pm I will go to the lawn and come back at 10:30 pm.""",
 ["9:45", "21:45", "multiple of 10", "10 minutes", "10分钟"], "五.4 每次行动开始时间必须是10的整数倍"),
("en30", "Raj", """From 10 pm I will stand at the top of the west staircase and keep watch till 11, sir.""",
 ["stairs", "staircase", "楼梯", "corridor", "走廊"], "八 不能...站在走廊里不动 (stairs are no destination)"),
]
