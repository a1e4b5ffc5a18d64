# -*- coding: utf-8 -*-
"""English cases for parse56: English written by a Chinese speaker (Chinglish), a Spanish
speaker, a Japanese speaker and an Arabic speaker.  Night 1.  Same tuple formats as cases_zh."""

CASES = [
("en01", "Karim", """Salam GM, inshallah tonight I will go to the garden in 8:30 and I return to my room in 9:30. After I look from the door hole.""", None, """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", "Arabic speaker: 'in 8:30' = at 8:30; door hole = peephole"),

("en02", "Karim", """GM, the plan for tonight. At 10 pm I go to the room 205, if Xiaoyu is alone in it I kill her. If she is not alone, or she is not there, I go back to my room directly. Thank you brother.""", None, """
orders:
  - at: "22:00"
    go: "205"
    kill: 小雨
    if: alone
    else: {go: home}
""", ""),

("en03", "Karim", """I stay in my room all the nigth and I look from the window. My door is closed for everybody, only Sofia can enter.""", None, """
door: [Sofia]
orders:
  - at: "20:00"
    peek: window
""", ""),

("en04", "Karim", """8:10 go to 204 (the dining room)
9:00 go to lawn
9:40 come back
That is all, thank you, God bless""", None, """
orders:
  - at: "20:10"
    go: "204"
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
""", ""),

("en05", "Sofia", """Hola! So tonight I go to the garden at 9 and I stay there untill 10, then I go to the lawn, and at 10:40 I return to my room. Gracias!!""", None, """
orders:
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: home
""", ""),

("en06", "Sofia", """I want to kill Minjun. At 9:20 I go to his room, the 202. If he is alone I kill him, if he is not alone or is not there I go to the 204 for to chat.""", None, """
orders:
  - at: "21:20"
    go: "202"
    kill: 敏俊
    if: alone
    else: {go: "204"}
""", "Spanish 'the 202', 'for to chat'"),

("en07", "Sofia", """Buenas noches GM. Tonight I am tired so I stay in my room the whole night, looking by the window to the lawn. Nobody enters to my room before 10.""", None, """
door: closed
orders:
  - at: "20:00"
    peek: window
""", "207 faces south: its window sees the lawn"),

("en08", "Sofia", """My order is only one: all the night, if I find Ajie alone in any place, I kill him. The rest I stay in my room, normal.""", None, """
standing:
  - kill: 阿杰
    if: alone
""", ""),

("en09", "山田", """Good evening. I am Yamada.
Tonight, at 8:00 I watch from peephole.
At 8:40 I go to lawn by west stairs.
At 9:30 I return to my room.
Thank you very much.""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: lawn
    via: [west-stairs]
  - at: "21:30"
    go: home
""", ""),

("en10", "山田", """Excuse me, about tonight's action. I go to room 207 at 10:10 and if Sofia-san is alone I kill her. If she is not alone or not in room, I go back to my room. Please.""", None, """
orders:
  - at: "22:10"
    go: "207"
    kill: Sofia
    if: alone
    else: {go: home}
""", ""),

("en11", "Tanaka", """This is Tanaka, police. I go to garden at 8:20, and lawn at 9:00. I come back to 204 at 9:50 and look from window. Thank you.""", None, """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:50"
    go: "204"
    peek: window
""", ""),

("en12", "阿杰", """I will go to garden at 9 o'clock and kill Karim if alone. If he not alone or not there I go back my room.""", None, """
orders:
  - at: "21:00"
    go: garden
    kill: Karim
    if: alone
    else: {go: home}
""", "Chinglish"),

("en13", "阿杰", """tonight I open door only to Olga and Xiaoyu. I stay room, 8 to 9 see from window, 9 to 11 see from peephole""", None, """
door: [Olga, 小雨]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", ""),

("en14", "周警官", """GM, Officer Zhou here. Tonight I at 204 look window until 9:30, then go to lawn, 10:30 back to 204.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: "204"
""", ""),

("en15", "Karim", """Peace be upon you. Tonight: from 8 to 9 I am in my room, the door is open for all. At 9 I go to visit Minh in 201. At 9:30 I go back to my room and I look from the door's eye to the stairs.""", None, """
orders:
  - at: "21:00"
    go: "201"
  - at: "21:30"
    go: home
    peek: peephole
""", "door's eye = peephole (209's peephole sees the stairs)"),

("en16", "Sofia", """ok so: 8:30 I go to room 203 to talk with Olga, 9:10 I go to the lawn, 9:50 I return, and after 10 I look from the window. xoxo""", None, """
orders:
  - at: "20:30"
    go: "203"
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: home
  - at: "22:00"
    peek: window
""", ""),

("en17", "山田", """Tonight I don't go out. I look from window all night. I open door only for Minh-san (roommate) and Ajie-san.""", None, """
door: [Minh, 阿杰]
orders:
  - at: "20:00"
    peek: window
""", ""),

("en18", "Tanaka", """Police Tanaka. Tonight I visit 209 at 8:30 to talk to Karim-san, and at 9:10 I go to 205 to talk to Xiaoyu-san. 10:00 return to 204.""", None, """
orders:
  - at: "20:30"
    go: "209"
  - at: "21:10"
    go: "205"
  - at: "22:00"
    go: "204"
""", ""),

("en19", "阿杰", """GM i chage plan. Now: 8:50 go lawn, 9:30 go garden, 10:10 back room, then peephole see corridor until finish.""", None, """
orders:
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: garden
  - at: "22:10"
    go: home
    peek: peephole
""", ""),

("en20", "Karim", """At 10:30 I go to 201. If Minh is alone there, I kill him. Otherwise I go to the garden.""", None, """
orders:
  - at: "22:30"
    go: "201"
    kill: Minh
    if: alone
    else: {go: garden}
""", ""),

("en21", "Sofia", """Tonight I go to 204 at 8, I look from the window there until 9, and then I go back to my room. And between 9 and 11, wherever I see Minjun alone, I kill him.""", None, """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:00"
    go: home
standing:
  - kill: 敏俊
    if: alone
    from: "21:00"
    until: "23:00"
""", ""),

("en22", "周警官", """Zhou report: 8:00 go garden check around, 8:40 go lawn, 9:20 back 204 and stay there whole night.""", None, """
orders:
  - at: "20:00"
    go: garden
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: "204"
""", ""),

("en23", "山田", """Yamada's plan.
9:50 I go to garden by east stairs.
10:20 I go to Minjun-san room 202 and if he is alone I kill him, if he is not alone or absent, I go back home.""", None, """
orders:
  - at: "21:50"
    go: garden
    via: [east-stairs]
  - at: "22:20"
    go: "202"
    kill: 敏俊
    if: alone
    else: {go: home}
""", ""),

("en24", "Karim", """Brother GM, short: all night I stay in the room. From 8 until 10 looking by window, after 10 looking by the small hole in the door.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", ""),
]

REFUSALS = [
("en25", "Sofia", """At 9 I go to 205 and I kill Xiaoyu if she is alone. Then I go back to my room at 9:30.""",
 ["Xiaoyu", "小雨", "target", "目标"], "五.10 不可滥杀无辜: 小雨 is not one of Sofia's targets (敏俊, 阿杰)"),

("en26", "Karim", """At 11:20 pm I go to the lawn to see the stars, it is very beautiful there.""",
 ["11:20", "23:20", "time", "时间", "8", "20:00"], "五.1 the night is 8-11 o'clock (11点之后统统睡觉)"),

("en27", "山田", """Good evening. At 9:15 I go to 204 and talk. At 10:00 I return. Thank you.""",
 ["9:15", "21:15", "multiple of 10", "10分钟", "整数倍"], "五.4 每次行动开始时间必须是10的整数倍"),

("en28", "Tanaka", """Police Tanaka. At 9:30 I go to 205, and if Xiaoyu-san is alone, I kill her. She is suspicious.""",
 ["police", "警察", "kill", "杀"], "五.13 / ADJUDICATION 5: police cannot kill"),

("en29", "阿杰", """9 o'clock I walk in corridor up and down, see who come out of room, 9:30 back room""",
 ["corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动"),

("en30", "Karim", """At 7:50 I go to the garden, and at 8:30 I come back to my room.""",
 ["7:50", "19:50", "time", "时间", "8", "20:00"], "五.1 the night starts at 8 o'clock; 19:50 is before it"),
]
