# English cases: (id, sender, message, "accept", expected order-file body (without who), note)
CASES = [
("en01", "Mike", """yo gm, tonight: chill in my room watching out the window till 9, then head to the common room, back home at 10:30 and watch the peephole. thats it lol""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:30"
    go: home
    peek: peephole
""", ""),
("en02", "Mike", """ok so 9:40 i go to 201. if 阿杰's there by himself i kill him, otherwise just go back to my room. rest of the night i stay put 👍""", "accept", """
orders:
  - at: "21:40"
    go: "201"
    kill: 阿杰
    if: alone
    else: {go: home}
""", ""),
("en03", "Mike", """garden at 8:20, lawn at 9, home at 10. if i run into zhouzhou alone anywhere tonight kill her""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: 周周
    if: alone
""", "zhouzhou = 周周 (nickname)"),
("en04", "Mike", """not doing anything tonight, door locked pls, nobody gets in (before 10 ofc) 😴""", "accept", """
door: closed
""", ""),
("en05", "Priya", """Good evening GM. Kindly note my orders for tonight. From 8:00 to 8:30 I will be peeping from window itself. At 8:30 I will go to room 205 and if Mike is alone I will kill him, else I will come back to my room only. From 10 o'clock I will watch from the peephole in my room. Thank you.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "205"
    kill: Mike
    if: alone
    else: {go: home}
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
("en06", "Priya", """Hi GM, please do the needful: 8:10 common room, 9:20 garden, 10:10 back to my room and peep through window. Only Mike and Oliver may enter my room before 10, nobody else.""", "accept", """
door: [Mike, Oliver]
orders:
  - at: "20:10"
    go: "204"
  - at: "21:20"
    go: garden
  - at: "22:10"
    go: home
    peek: window
""", ""),
("en07", "Priya", """Dear GM, tonight I am staying in my room full night, watching peephole and window alternately every half hour, starting with peephole.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:00"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "22:00"
    peek: peephole
  - at: "22:30"
    peek: window
""", ""),
("en08", "Priya", """GM, my orders: if I meet Panghu alone anywhere between 9 and 10:30 I will kill him. Movements: 9:00 lawn via the east stairs, 10:30 return to room.""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "22:30"
    go: home
standing:
  - kill: 胖虎
    if: alone
    from: "21:00"
    until: "22:30"
""", "Panghu = 胖虎 (nickname)"),
("en09", "Oliver", """Evening all. Right, I'll be in my room peering through the peephole till half nine, then nip down to the garden. Back to my room at quarter past ten - no wait, 10:20 - and I'll watch from the window till close. Cheers.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    go: garden
  - at: "22:20"
    go: home
    peek: window
""", "self-correction: 10:20"),
("en10", "Oliver", """Cheers GM. Plan for tonight: pop round to 202 at ten past ten; if Xiaoyu's on her own, do her in. If not, head to the common room instead.""", "accept", """
orders:
  - at: "22:10"
    go: "202"
    kill: 小雨
    if: alone
    else: {go: "204"}
""", "Xiaoyu = 小雨 (nickname)"),
("en11", "Oliver", """Staying in tonight, bit knackered. Window all evening please.""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("en12", "Oliver", """Quick one: common room at 8:30, lawn at 9:30 (take the west stairs, ta), home at 10:20. Door's open to anyone.""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: lawn
    via: [west-stairs]
  - at: "22:20"
    go: home
""", ""),
("en13", "Jess", """hi GM, tonight i go garden at 8pm lah, then 9pm go lawn, 10pm come back common room and look out window can?""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
    peek: window
""", ""),
("en14", "Jess", """GM ah, i stay in 204 whole night watching from window one. at 9:30 go knock 207 see Priya, if she dun open then go back 204 lor.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "207"
    else: {go: "204"}
""", "a refused officer walks back to 204 anyway"),
]

REFUSALS = [
("en15", "Priya", """Good evening GM. At 9:10 I will go to 209 and kill Oliver if he is alone, otherwise I will return to my room. Thank you.""",
 ["Oliver", "target", "目标"], "五.10 不可滥杀无辜: Priya's targets are Mike and 胖虎"),
("en16", "Oliver", """Right then: at half nine I'll wait in the corridor outside 205 till ten and see who comes by, then back to mine.""",
 ["corridor", "走廊"], "八 不能在走廊里来回走动，或站在走廊里不动; ORDERS: go is never the corridor"),
("en17", "Mike", """9:20 im going to 204 but i wanna keep watching my peephole at the same time so i see who walks past my door""",
 ["peephole", "门孔", "own room", "one thing"], "五.2 每10分钟一件事 / 五.3(1)(3): a peephole only from one's own room, from 204 only the window"),
("en18", "Jess", """hi GM, i start early tonight lah, 7:30pm go garden first then 8:30 come back 204""",
 ["7:30", "19:30", "8pm", "20:00", "outside"], "五.1 杀人时段是晚上8点-11点 (orders from 20:00)"),
]
