# English cases for parse51: a British student (Oliver), a Singaporean (WeiJie), a Malaysian
# Chinese mixing English and 华语 (JiaHui), an Australian exchange student (Liam), and Nina (police).
CASES = [
("en01", "Oliver", """Evening DM. Right, plan for tonight: window till half eight, then peephole till nine. At 9 I'll pop over to the common room, back to my room at ten and watch the lawn from the window for the rest of the night. Cheers.""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "British"),
("en02", "WeiJie", """DM ah, tonight I stay in room whole night can, peephole only. Nothing else lah.""", None, """
orders:
  - {at: "20:00", peek: peephole}
""", "Singlish"),
("en03", "JiaHui", """Hi DM, 我今晚 plan: 8.30 go garden 散步, 9pm back to room, window 看草坪 until 10, then 10pm onwards peephole. tq ya""", None, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", "Malaysian mix"),
("en04", "Liam", """G'day mate. 9:20 I'm heading to 207, if JiaHui's on her own I'll do her in. If not I'll just head down to the lawn. Cheers""", None, """
orders:
  - {at: "21:20", go: "207", kill: JiaHui, if: alone, else: {go: lawn}}
""", "Australian"),
("en05", "Nina", """Nina here. Common room all night, window on the garden. At 10:30 I'll go knock on 203.""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: "203"}
""", "police"),
("en06", "Oliver", """Been mulling it over. If I bump into WeiJie anywhere tonight and he's by himself, I'm taking him out. Apart from that I'm staying put in my room, not peeking, just revising for my exam.""", None, """
standing:
  - {kill: WeiJie, if: alone}
""", "standing only"),
("en07", "WeiJie", """DM, 8.40 I go 202 find 小敏 chit chat, if she don't open then go 204 lor. 9.30 back room.""", None, """
orders:
  - {at: "20:40", go: "202", else: {go: "204"}}
  - {at: "21:30", go: home}
""", ""),
("en08", "JiaHui", """DM我的orders: door only open for Liam and 老周 before 10pm ok. 8点 go 204 sit, 9:10 go lawn via west stairs, 9:50 回房 peephole.""", None, """
door: [Liam, 老周]
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:10", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: home, peek: peephole}
""", ""),
("en09", "Liam", """Not doing much tonight mate. Door's shut to everyone. Window from 8 til 9, then peephole for the rest.""", None, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
""", ""),
("en10", "Nina", """Quick one: 8:20 garden, 8:50 lawn, 9:30 back to the common room and watch out the window till the end.""", None, """
orders:
  - {at: "20:20", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "204", peek: window}
""", ""),
("en11", "Oliver", """Half nine I'm going to 205 for a chat with 满哥. If nobody answers I'll head to the common room instead. Back in my room at quarter to... no, scratch that, 10:10, and peephole from then on.""", None, """
orders:
  - {at: "21:30", go: "205", else: {go: "204"}}
  - {at: "22:10", go: home, peek: peephole}
""", "self-correction"),
("en12", "WeiJie", """10.20 go 201, Oliver inside then kill him, never mind got people or not. If he not there I go back 203 peephole.""", None, """
orders:
  - {at: "22:20", go: "201", kill: Oliver, if: always, else: {go: home, peek: peephole}}
""", ""),
("en13", "JiaHui", """Between 9 and 10pm, kalau jumpa WeiJie alone anywhere, 直接 kill. Rest of the time I stay in room, window.""", None, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: WeiJie, if: alone, from: "21:00", until: "22:00"}
""", ""),
("en14", "Liam", """Right, so 8:10 down to the garden via the east stairs, 8:40 onto the lawn, 9:20 back home. Peephole after that. Easy.""", None, """
orders:
  - {at: "20:10", go: garden, via: [east-stairs]}
  - {at: "20:40", go: lawn}
  - {at: "21:20", go: home, peek: peephole}
""", ""),
("en15", "Nina", """Going to knock on 209 at 9:40 to question Liam. If he won't open, I'll try 207 instead, and if that's shut too, just back to the common room.""", None, """
orders:
  - {at: "21:40", go: "209", else: {go: "207", else: {go: "204"}}}
""", "nested else"),
("en16", "Oliver", """At 8:50 I'll wander out to the garden. If 小敏's out there I'll stay and have a natter, if she isn't I'll carry on to the lawn.""", None, """
orders:
  - {at: "20:50", go: garden, if: {present: 小敏}, else: {go: lawn}}
""", ""),
("en17", "WeiJie", """Tonight ah: 8pm peephole, 8.20 window, 8.40 peep hole again, 9pm go 204 sit there until 10.30, then 10.30 back room. Steady.""", None, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:40", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:30", go: home}
""", ""),
("en18", "JiaHui", """10pm go 201 kill 老周 if he alone. Kalau not alone, 回房 window.""", None, """
orders:
  - {at: "22:00", go: "201", kill: 老周, if: alone, else: {go: home, peek: window}}
""", ""),
("en19", "Liam", """Whole night, anywhere I run into Oliver, doesn't matter who's around, he's done. Otherwise: 8:30 common room, 9:30 back home.""", None, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
standing:
  - {kill: Oliver, if: always}
""", ""),
("en20", "Nina", """Nina. 10pm head down the west stairs to the garden. That's all.""", None, """
orders:
  - {at: "22:00", go: garden, via: [west-stairs]}
""", ""),
("en21", "Oliver", """Small change from the usual: before ten my door's open only to Liam and Nina. Otherwise I'm in all night, peeking out the window from nine.""", None, """
door: [Liam, Nina]
orders:
  - {at: "21:00", peek: window}
""", ""),
("en22", "WeiJie", """DM: 9:50 go garden, if 满哥 there alone, kill him. if not then come back room lor.""", None, """
orders:
  - {at: "21:50", go: garden, kill: 满哥, if: alone, else: {go: home}}
""", ""),
("en23", "JiaHui", """just 1 thing tonight: 8.50pm go 209 find Liam 聊天 lah.""", None, """
orders:
  - {at: "20:50", go: "209"}
""", ""),
("en24", "Liam", """Plan: 8 o'clock lawn, 8:40 garden, 9:10 head up to 202 and see 小敏, if she doesn't answer back to mine. From 10 it's peephole, in my room obviously.""", None, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: garden}
  - {at: "21:10", go: "202", else: {go: home}}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
]

REFUSALS = [
("en25", "Oliver", """At 9:30 I'm off to 209 to finish off Liam. He's been looking at me funny all week.""", ["Liam", "target", "目标"], "五.10 不可滥杀无辜: Oliver's targets are WeiJie and 小敏"),
("en26", "JiaHui", """Whole night if jumpa Nina alone, kill her lah, she suspect me already""", ["Nina", "police", "警察"], "五.10 房客不能杀警察"),
("en27", "WeiJie", """8.45 go lawn, then stay there lor.""", ["8.45", "20:45", "10 minutes", "multiple of 10", "10分钟"], "五.4 an action starts at a multiple of 10 minutes"),
("en28", "Liam", """Heading out late tonight mate, 11:20 down to the lawn.""", ["11:20", "23:20", "23:00"], "五.1 the night ends at 23:00"),
("en29", "Oliver", """From 9 till 10 I'll be standing in the corridor outside 203, keeping an eye on who goes in and out.""", ["corridor", "走廊"], "八 nobody stands in the corridor"),
("en30", "Nina", """I'll sit in the common room all night and keep watch through the peephole.""", ["204", "common room", "peephole", "门孔"], "五.3(3) in 204 one may only look out of the window"),
]
