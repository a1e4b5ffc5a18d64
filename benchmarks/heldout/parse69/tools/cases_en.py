# English cases for the parse69 held-out set: (id, sender, message, "accept", expected body, note)
CASES = [
("en01", "Jenny", """hi gm! tonight i'll just stay in my room n look out the window whole night lah""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),

("en02", "Ravi", """Good evening GM. My orders for tonight:
8:00 to 8:30 - watch from peephole
8:30 - go to common room
9:30 - come back to my room and watch from the window till the end
Thank you""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", ""),

("en03", "Mike", """gonna head out to the lawn at 9, back home at 9:40 and ill be on the peephole after that""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("en04", "Priya", """evening all. i'll sit in the common room and keep an eye on the garden out the window from 8, then at 10 i'll pop over to 207 for a chat, back to the common room at half 10""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "207"
  - at: "22:30"
    go: "204"
""", "half 10 = 22:30 (UK)"),

("en05", "Tom", """hey gm, tom here. 8:20 garden, 8:50 lawn, 9:30 back to the commom room eh""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: "204"
""", ""),

("en06", "Jenny", """at 9:20 go to 207, if mike is alone kill him, otherwise just go back to my room""", "accept", """
orders:
  - at: "21:20"
    go: "207"
    kill: Mike
    if: alone
    else: {go: home}
""", ""),

("en07", "Ravi", """keep my door closed tonight pls (before 10 ofc). 10:10 go to 201, if jenny is there alone kill her, else go to the lawn""", "accept", """
door: closed
orders:
  - at: "22:10"
    go: "201"
    kill: Jenny
    if: alone
    else: {go: lawn}
""", ""),

("en08", "Mike", """all night, if i run into ravi and there's nobody else around, kill him. otherwise i'm just chilling in my room""", "accept", """
standing:
  - kill: Ravi
    if: alone
""", ""),

("en09", "Jenny", """only let ravi and priya in tonight ya. i'll be on the peephole from 8 to 9, then window""", "accept", """
door: [Ravi, Priya]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""", ""),

("en10", "Ravi", """8:40 take the west stairs down to the garden, 9:10 back up to my room""", "accept", """
orders:
  - at: "20:40"
    go: garden
    via: [west-stairs]
  - at: "21:10"
    go: home
""", ""),

("en11", "Mike", """between 10 and 11, kill 大刘 wherever i see him, don't care who else is there""", "accept", """
standing:
  - kill: 大刘
    if: always
    from: "22:00"
    until: "23:00"
""", ""),

("en12", "Tom", """i'll start at 202 at 8:30 to have a word with 小雨, 9:10 go over to 209, then 9:50 back to the common room and look out the window for the rest of the night""", "accept", """
orders:
  - at: "20:30"
    go: "202"
  - at: "21:10"
    go: "209"
  - at: "21:50"
    go: "204"
    peek: window
""", ""),

("en13", "Priya", """just staying in the common room all night looking out the window, cheers""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
""", ""),

("en14", "Jenny", """8pm go to 203 to hang out, if no one answers then go to the common room. 9pm back home""", "accept", """
orders:
  - at: "20:00"
    go: "203"
    else: {go: "204"}
  - at: "21:00"
    go: home
""", ""),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("en15", "Mike", """at 9:30 go to 201 and kill jenny""", ["Jenny", "target", "目标"],
 "五.10: only one of one's two targets (Mike's are Ravi, 大刘)"),
("en16", "Priya", """i'll be in the common room all night watching the corridor through the peephole""", ["peephole", "门孔", "猫眼", "204", "common room"],
 "五.3(3): from 204 only the window; a peephole only from one's own room"),
("en17", "Ravi", """at 9 i'll wait on the east stairs till 9:30 and see who comes up""", ["stairs", "楼梯", "corridor", "走廊"],
 "八: nobody stands in the corridor or on the stairs; not a destination"),
("en18", "Jenny", """11:30pm go to the lawn""", ["11:30", "23:30", "23:00", "11pm", "time"],
 "五.1: the night runs 20:00-23:00"),
]
