# -*- coding: utf-8 -*-
"""English cases of the parse80 set: CASES (accepted) and REFUSALS (same tuples as cases_zh.py)."""

CASES = [
# ---- Kev (203): casual lower-case Discord
("en01", "Kev", """yo gm, kev here
8pm chill in my room watching out the window, 8:40 head to 204 and hang there till 9:30 then back to my room and watch thru the peephole for the rest of the night""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", None),

("en02", "Kev", """ok so tonight: 9:10 go to 209, if 老周 is alone in there kill him. if not just go back to my room lol
9:40 garden""", "accept", """
orders:
  - at: "21:10"
    go: "209"
    kill: 老周
    if: alone
    else: {go: home}
  - at: "21:40"
    go: garden
""", None),

("en03", "Kev", """standing order: anywhere i run into 糖糖 by herself between 10 and 11, kill her 🗡️
otherwise 8-9 lawn, 9 garden, 10 back home""", "accept", """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
standing:
  - kill: 糖糖
    if: alone
    from: "22:00"
    until: "23:00"
""", None),

("en04", "Kev", """not feeling it tonight tbh, staying in. door closed to everyone tho 🔒 (till 10 obv)""", "accept", """
door: closed
""", "no orders: he stays home, not peeking"),

("en05", "Kev", """8:30 lawn, take the west stairs pls
9:20 go knock on 202 and see 糖糖, if she doesnt open just go to 204 instead
back to my room at 10""", "accept", """
orders:
  - at: "20:30"
    go: lawn
    via: [west-stairs]
  - at: "21:20"
    go: "202"
    else: {go: "204"}
  - at: "22:00"
    go: home
""", None),

# ---- Mike (police, no room): casual Discord
("en08", "Mike", """mike reporting in 👮 gonna sit in 204 and watch the garden out the window till 9:30, after that just hang out in there w whoever shows up""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
""", "21:30 stops peeking; he stays in 204"),

("en09", "Mike", """8:00 garden
8:30 lawn
9:30 back to 204, window
10:20 knock on 201""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
  - at: "22:20"
    go: "201"
""", None),

("en10", "Mike", """gonna check on 205 at 9, if no one answers hit the lawn instead. at 10 back to 204""", "accept", """
orders:
  - at: "21:00"
    go: "205"
    else: {go: lawn}
  - at: "22:00"
    go: "204"
""", None),

("en11", "Mike", """quiet night for me lol. 204 til 10, then garden til the end""", "accept", """
orders:
  - at: "22:00"
    go: garden
""", "a police officer without a room starts in 204"),

# ---- Priya (207): Indian English
("en13", "Priya", """Good evening sir. Kindly note my orders for tonight.
From 8 to 9 I will be in my room only, peeping from the window. At 9 I will go to the garden and do timepass there till 9.40, then I will come back to my room and keep watching through the peephole.
Thank you.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
""", None),

("en14", "Priya", """Sir, tonight I will go to 203 at 10.10 pm. If 小鹿 is alone there, I will kill her. Otherwise I will simply come back to my room itself. Before that I am in my room only, not peeping.""", "accept", """
orders:
  - at: "22:10"
    go: "203"
    kill: 小鹿
    if: alone
    else: {go: home}
""", None),

("en15", "Priya", """Hello sir, my door should be opened only for 糖糖 and Mike, others please don't allow.
I will be in my room whole evening, window watching from 8 to 10, after that peephole.""", "accept", """
door: [糖糖, Mike]
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    peek: peephole
""", None),

("en16", "Priya", """Sir one standing instruction: from 9 pm till 10.30 pm, wherever I meet 阿晴, even if others are there, I will kill her.
Apart from that, at 8.20 I will go to 204, at 9.30 I will go to the lawn, and at 10.30 back to my room.""", "accept", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: 阿晴
    if: always
    from: "21:00"
    until: "22:30"
""", None),

("en17", "Priya", """Sir, small change from usual. At 8.50 I am going to 205 to meet 阿晴, if she is not opening the door I will go to the lawn. At 9.50 I will return to my room and peep through the peephole.""", "accept", """
orders:
  - at: "20:50"
    go: "205"
    else: {go: lawn}
  - at: "21:50"
    go: home
    peek: peephole
""", None),
]

REFUSALS = [
("en06", "Kev", """gonna go wild tonight, taking out both 老周 and 糖糖 lmao
9pm 209 kill 老周, 9:30 202 kill 糖糖""",
 ["only one", "one of", "both", "只能", "一个"], "五.10: only one of the two targets (每人只能从自己的两个目标中任选一人)"),

("en07", "Kev", """keep my door locked all night, nobody gets in, not even after 10. staying home watching the peephole""",
 ["22:00", "10点", "after 10", "must open", "必须开门"], "五.12: after 22:00 a tenant must open the door"),

("en12", "Mike", """gonna camp on the east stairs from 9 to 10 and see who goes up n down""",
 ["stairs", "楼梯", "corridor", "走廊"], "八: nobody stands still in the corridor or on the stairs (never a destination)"),

("en18", "Priya", """Sir, at 9.30 I will go to the garden and simultaneously keep watching from my window till 10.""",
 ["window", "garden", "窗", "花园", "one thing", "一件事", "same time", "同时"], "五.2 / 五.3(1): one thing per 10 minutes; window peeking only from inside one's own room"),
]
