# -*- coding: utf-8 -*-
"""English cases of the parse65 held-out set (voice-to-text, a parent on the school run,
a nurse on a break).  Same tuple formats as cases_zh.py."""

CASES = [
    # ---- Mike (207, south): voice-to-text ----
    ("en01", "Mike",
     "ok so at eight I'm going two the common room and looking out the window there till nine "
     "then at nine go back to my room and look through the peephole for the rest of the night thats it",
     "voice-to-text, two for to",
     """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:00"
    go: home
    peek: peephole
""", ""),
    ("en02", "Mike",
     "at nine thirty go to room two oh one and if ah ming is alone kill him otherwise go to the garden",
     "voice-to-text, numbers as words",
     """
orders:
  - at: "21:30"
    go: "201"
    kill: 阿明
    if: alone
    else: {go: garden}
""", "ah ming is 阿明 (nickname)."),
    ("en03", "Mike",
     "from eight till ten past nine look out the window then at ten past nine go down to the lawn "
     "come back at ten and just stay in no peeking after that",
     "voice-to-text",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: lawn
  - at: "22:00"
    go: home
""", ""),
    ("en04", "Mike",
     "all night if I run into mei ling when she's by herself kill her and keep my door closed "
     "before ten I'll be in my room the whole time",
     "voice-to-text, standing order, door",
     """
door: closed
standing:
  - kill: 美玲
    if: alone
""", "mei ling is 美玲 (nickname)."),
    ("en05", "Mike",
     "at ten forty go to the garden by the east stairs and stay there four the rest of the night",
     "voice-to-text, four for for",
     """
orders:
  - at: "22:40"
    go: garden
    via: [east-stairs]
""", ""),

    # ---- Sandra (209, south): busy parent on the school run ----
    ("en06", "Sandra",
     "sorry on the school run!! quick one: 8:20 peephole, 8:50 go to 204 n chat, "
     "9:30 back to my room, peephole again. that's all thx",
     "school run, abbreviations",
     """
orders:
  - at: "20:20"
    peek: peephole
  - at: "20:50"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
    ("en07", "Sandra",
     "kids in the car so v quick - door only open for Jess tonight. at 10.10 go to 203 and if Jess "
     "is on her own kill her, if not come straight back. rest of the night just in my room",
     "school run",
     """
door: [Jess]
orders:
  - at: "22:10"
    go: "203"
    kill: Jess
    if: alone
    else: {go: home}
""", ""),
    ("en08", "Sandra",
     "Dropping the twins at swim, typing at red lights lol. Standing order: anywhere between 9 and "
     "10:30 if I meet Ah Yan alone, kill her. Apart from that: garden 8:40 to 9:40, then home.",
     "school run, standing window",
     """
orders:
  - at: "20:40"
    go: garden
  - at: "21:40"
    go: home
standing:
  - kill: 阿欣
    if: alone
    from: "21:00"
    until: "22:30"
""", "Ah Yan is 阿欣 (nickname)."),
    ("en09", "Sandra",
     "tonight just stay in and watch the stairs thru my peephole all night x",
     "school run, small",
     """
orders:
  - at: "20:00"
    peek: peephole
""", ""),

    # ---- Jess (203, south): nurse on a break, 24-hour clock ----
    ("en10", "Jess",
     "On my break so quick. 2000 window. 2040 to the lawn. 2120 back to room, peephole till end. Back to the ward!",
     "nurse, 24h times without colon",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: home
    peek: peephole
""", ""),
    ("en11", "Jess",
     "15 min break, here's tonight: at 21:50 go to Mike's room (207). If he's alone, kill him. "
     "If he isn't or nobody answers, go to the common room. Before that just stay in my room, no peeking.",
     "nurse",
     """
orders:
  - at: "21:50"
    go: "207"
    kill: Mike
    if: alone
    else: {go: "204"}
""", ""),
    ("en12", "Jess",
     "Handover in 5. Whole night: if I come across Xiao Fang anywhere and she's alone, kill her. "
     "20:30 go down the west stairs to the garden, 21:30 back to my room.",
     "nurse, standing order and route",
     """
standing:
  - kill: 小芳
    if: alone
orders:
  - at: "20:30"
    go: garden
    via: [west-stairs]
  - at: "21:30"
    go: home
""", "Xiao Fang is 小芳 (nickname)."),
    ("en13", "Jess",
     "night shift brain sorry. door closed to everyone before 10 (roommate has a key anyway). "
     "22:00-22:30 window, then 22:30 go to 204 and look out its window till 11.",
     "nurse",
     """
door: closed
orders:
  - at: "22:00"
    peek: window
  - at: "22:30"
    go: "204"
    peek: window
""", ""),

    # ---- Daniels (police, no room) ----
    ("en14", "Daniels",
     "Daniels here. 8pm stay in the common room watching the garden through the window. "
     "9pm go knock on room 205 and talk to Guohua. 9:40 down to the lawn. 10:20 back to the common room.",
     "police",
     """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "205"
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: "204"
""", ""),
]

REFUSALS = [
    ("en15", "Mike",
     "at nine go two room two oh three and kill jess if she's alone",
     ["Jess", "target", "目标", "目標"],
     "seed 五.10: a tenant may kill only one of their own two targets (Mike's: 阿明, 美玲)"),
    ("en16", "Sandra",
     "gonna wait at the top of the east stairs from 9 to 9.30 to see who comes up, then back in my room",
     ["stairs", "楼梯", "樓梯", "corridor", "走廊"],
     "seed 八: nobody may stand still in the corridor (ADJUDICATION 3: never the corridor or the stairs as a destination)"),
    ("en17", "Jess",
     "break's nearly over: 22:45 go to the garden, stay there.",
     ["22:45", "10:45", "multiple of 10", "10 minutes", "10分", "整数倍", "整數倍"],
     "seed 五.4: every action starts at a multiple of 10 minutes"),
    ("en18", "Daniels",
     "Daniels: from 8 to 9 I'll watch the corridor through the common room's peephole, then stay put",
     ["peephole", "门孔", "門孔", "window", "窗"],
     "seed 五.3(3): in 204 one may only look out of the window; a peephole only from one's own room (ORDERS.md peek)"),
]
