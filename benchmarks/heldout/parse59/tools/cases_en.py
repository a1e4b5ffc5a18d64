# English cases: (id, sender, message, _, expected body, note); refusals: (id, sender, message, reason, rule)
CASES = [
("en01", "阿杰", """Hi GM. Tonight I will go to garden at 9 o'clock and kill 小周 if he is alone. If he is not there or not alone I go back my room. Before 9 I stay in room and look from window.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
    kill: 小周
    if: alone
    else: {go: home}
""", None),
("en02", "Carlos", """Hola GM!! My orders for tonight: at 8:30 I go to the common room for talk with people. At 9:20 I go to the lawn. At 10 I come back to my room and I look by the peephole until the end. Gracias amigo""", None, """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", None),
("en03", "健太", """Good evening GM-san. I am sorry for late. Tonight: 8:00 I watch from window of my room. 8:40 I go to room 203, to visit Sasha-san. 9:30 I return to my room and I watch peephole. Thank you very much.""", None, """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "203"
  - at: "21:30"
    go: home
    peek: peephole
""", None),
("en04", "Omar", """Salam GM, inshallah tonight I do this: all the night, if I meet Kenta... sorry, 健太, anywhere and he is alone, I kill him. At 8:20 I go to garden. At 9:10 I go to the 204. At 10:30 I go back to my room 209.""", None, """
orders:
  - at: "20:20"
    go: garden
  - at: "21:10"
    go: "204"
  - at: "22:30"
    go: home
standing:
  - kill: 健太
    if: alone
""", None),
("en05", "小周", """GM my plan: 8:10 go to 205 find 阿杰, if only him inside then kill him, if other people there or he not there I go to lawn. 9:30 back to my room, window look garden. Door don't open for anybody before 10.""", None, """
door: closed
orders:
  - at: "20:10"
    go: "205"
    kill: 阿杰
    if: alone
    else: {go: lawn}
  - at: "21:30"
    go: home
    peek: window
""", None),
("en06", "Carlos", """GM, tonight is simple for me. I stay in my room all night, I look out the window the first hour, then after 9 I look from the peephole. The door is open only for Linh, nobody else por favor.""", None, """
door: [Linh]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", None),
("en07", "健太", """GM-san, I want to go 202 at 10:20. If Xiao Zhou... 小周-san is there, I kill him, even other people are there. If he is not there I go to garden. Before that I stay my room, no peeking. Yoroshiku.""", None, """
orders:
  - at: "22:20"
    go: "202"
    kill: 小周
    if: always
    else: {go: garden}
""", None),
("en08", "Omar", """Hello my friend GM. I stay in my room from 8 to 9 and watch the stairs from the door hole (peephole). At 9 I go down by east stairs to the lawn. At 10 I go to the common room and I watch the garden from its window till 11. Thank you, God bless.""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: "204"
    peek: window
""", None),
("en09", "阿杰", """tonight i am lazy, whole night in 204 chatting, no go anywhere. thx""", None, """
orders:
  - at: "20:00"
    go: "204"
""", None),
("en10", "Carlos", """Orders GM: From 9 until 10:30, wherever I find Omar alone I kill him. 8:50 I go to the garden, 9:40 I go to the lawn, 10:30 I return to my room and look the window.""", None, """
orders:
  - at: "20:50"
    go: garden
  - at: "21:40"
    go: lawn
  - at: "22:30"
    go: home
    peek: window
standing:
  - kill: Omar
    if: alone
    from: "21:00"
    until: "22:30"
""", None),
("en11", "Olga", """Police Olga. 8:00 I go to 201 to talk with Kenta and Minji. 9:00 I go to 207. 10:00 I go back to 204 and look through window. Spasibo.""", None, """
orders:
  - at: "20:00"
    go: "201"
  - at: "21:00"
    go: "207"
  - at: "22:00"
    go: "204"
    peek: window
""", "Kenta and Minji are the occupants of 201 (健太, 敏智); only the room matters"),
("en12", "Omar", """GM, at 10:40 I go to room 205. If 阿杰 is alone I kill him. If he is not alone or not there, I go to the garden. Before this, I am in my room and I look in peephole all time.""", None, """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:40"
    go: "205"
    kill: 阿杰
    if: alone
    else: {go: garden}
""", None),
("en13", "小周", """8pm garden, 8:30pm lawn, 9pm back home and window, 10:10pm go 203 if Linh alone kill her else go 204. ok that's all""", None, """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: home
    peek: window
  - at: "22:10"
    go: "203"
    kill: Linh
    if: alone
    else: {go: "204"}
""", None),
("en14", "健太", """Hello. Only small orders tonight, sorry. At 9:50 I go to the lawn using west stairs. At 10:30 I go back to my room. Other time I am in room. Door open only for Minji-san and police.""", None, """
door: [敏智, 刘警官, Olga, Nguyen]
orders:
  - at: "21:50"
    go: lawn
    via: [west-stairs]
  - at: "22:30"
    go: home
""", "Minji-san is 健太's roommate 敏智; 'police' is the three officers"),
]

REFUSALS = [
("en15", "Omar", """GM, at 9:00 I go to room 207 and if Carlos is alone I kill him. Then I go back to my room.""",
 ["Carlos", "target", "目标", "健太", "阿杰"], "五.10 不可滥杀无辜: Carlos is not one of Omar's targets (健太, 阿杰)"),
("en16", "Carlos", """Hola, tonight at 7:30 pm I go to the garden and I stay there until 9, then I go back to my room.""",
 ["7:30", "19:30", "20:00", "8", "night", "晚上"], "五.1: the night is 20:00-23:00; 19:30 is before it"),
("en17", "健太", """GM-san, at 9:00 I go to 204 and watch the corridor from the peephole of 204. At 10:00 I go back to my room.""",
 ["peephole", "门孔", "204", "window", "窗户"], "五.3(3) / ORDERS.md peek: only the window from 204"),
("en18", "阿杰", """GM at 9:30 i go to 204, if police Olga is there alone i kill her, she is too smart lol""",
 ["Olga", "police", "警察", "kill", "杀"], "五.10 / 六.6: tenants cannot kill police"),
]
