# English cases of the parse62 held-out set (voice-to-text transcripts, a busy parent on the
# school run, a nurse on a break). Written from the seed rules and docs/ORDERS.md only.
# CASES: (id, sender, message, "accept", expected order file body (without `who`), note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
    ("en01", "Jake",
     "ok so at eight I'll look out the window then at eight thirty go to room to oh for and stay there until nine thirty then go back to my room and look through the peephole for the rest of the night",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", "voice-to-text: 'to oh for' = 204"),

    ("en02", "Priya",
     "On my break so quick one. 2000-2040 window. 2040 peephole. 2100 go to 204, back to room 2200 & peephole till end. Thx",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", "nurse, 24-hour times without colons"),

    ("en03", "Megan",
     "sorry on the school run!! 8:30 common room, 9:30 back home. thats it",
     "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
""", "busy parent, small night"),

    ("en05", "Gary",
     "Gary here at eight look out the window of the common room till nine then at nine go to the garden then nine thirty go to the lawn and at ten go back to room to oh for",
     "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: "204"
""", "police, voice-to-text"),

    ("en06", "Jake",
     "at ten ten go to two oh three and if ah sze is alone kill her otherwise go back to my room",
     "accept", """
orders:
  - at: "22:10"
    go: "203"
    kill: 阿詩
    if: alone
    else: {go: home}
""", "voice-to-text; Ah Sze is 阿詩 (game.yaml nicknames)"),

    ("en07", "Priya",
     "Orders: 21:30 go to room 201. If Jake's alone kill him, otherwise go to the lawn. Back to my room at 22:10. Sorry, call bell going",
     "accept", """
orders:
  - at: "21:30"
    go: "201"
    kill: Jake
    if: alone
    else: {go: lawn}
  - at: "22:10"
    go: home
""", "nurse; kill with an alternative"),

    ("en08", "Megan",
     "Kids in the car so quick. 10pm go to 209, if Da Liu's on his own kill him. anyone else there or he's out, just come back to my room",
     "accept", """
orders:
  - at: "22:00"
    go: "209"
    kill: 大刘
    if: alone
    else: {go: home}
""", "busy parent; Da Liu is 大刘"),

    ("en10", "Jake",
     "all night if I run into Xiaomei and she's by herself kill her",
     "accept", """
standing:
  - kill: 小美
    if: alone
""", "voice-to-text standing kill"),

    ("en11", "Priya",
     "Standing order pls: from 21:00 to 22:30, if I meet Da Liu anywhere & he's alone, kill him. Otherwise just in my room, window.",
     "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 大刘
    if: alone
    from: "21:00"
    until: "22:30"
""", "nurse; standing window"),

    ("en12", "Megan",
     "hey it's Megan um eight o'clock garden nine o'clock lawn ten o'clock back to my room and look out the window bye",
     "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "parent dictating in the car"),

    ("en13", "Gary",
     "at eight twenty go to room two oh one to talk to ah ho and jake if nobody answers go back to the common room",
     "accept", """
orders:
  - at: "20:20"
    go: "201"
    else: {go: "204"}
""", "police visiting; refused door goes back to 204"),

    ("en15", "Jake",
     "eight twenty go to Xiaomei's room two oh two to chat if she doesn't open go to the garden",
     "accept", """
orders:
  - at: "20:20"
    go: "202"
    else: {go: garden}
""", "voice-to-text; refused door alternative"),

    ("en16", "Priya",
     "Only Megan can come in, nobody else. 20:20 I'll go to the common room. 21:50 back to my room.",
     "accept", """
door: [Megan]
orders:
  - at: "20:20"
    go: "204"
  - at: "21:50"
    go: home
""", "door list"),

    ("en17", "Megan",
     "ok ignore the kids shouting lol. Wherever I bump into Ah Sze between 9 and 10, kill her, don't care who's around. At 9 I'll go to the garden, at 9:40 to the common room.",
     "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: "204"
standing:
  - kill: 阿詩
    if: always
    from: "21:00"
    until: "22:00"
""", "standing kill always with a window"),

    ("en18", "Jake",
     "just staying in my room tonight watching out the window all night thanks",
     "accept", """
orders:
  - at: "20:00"
    peek: window
""", "voice-to-text, small night"),

    ("en20", "Priya",
     "Quick one, 2030 go to the lawn, west stairs. 2110 garden. 2150 room 207 to see Megan, if no answer just go back to mine.",
     "accept", """
orders:
  - at: "20:30"
    go: lawn
    via: [west-stairs]
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: "207"
    else: {go: home}
""", "nurse; a named route and a visit"),

    ("en21", "Megan",
     "ugh forgot to send. door only open for Priya. rest of the night in my room at the peephole",
     "accept", """
door: [Priya]
orders:
  - at: "20:00"
    peek: peephole
""", "busy parent; door list, peephole all night"),

    ("en22", "Gary",
     "I'll sit in the common room all night and watch the garden from the window period",
     "accept", """
orders:
  - at: "20:00"
    peek: window
""", "police; voice-to-text writes the word 'period'"),

    ("en23", "Jake",
     "don't let anyone in before ten I'm keeping the door shut and at nine I'll go to the garden for half an hour then back to my room",
     "accept", """
door: closed
orders:
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: home
""", "voice-to-text; door closed before 22:00"),

    ("en25", "Priya",
     "22:20 go to 201 and kill Jake if he's there. If he isn't, go to 204 instead.",
     "accept", """
orders:
  - at: "22:20"
    go: "201"
    kill: Jake
    else: {go: "204"}
""", "kill without a condition; target absent goes to 204"),

    ("en26", "Megan",
     "at ten forty go next door to 205 see zhiming. if he doesn't open go to 204",
     "accept", """
orders:
  - at: "22:40"
    go: "205"
    else: {go: "204"}
""", "parent; Zhiming is 志明"),

    ("en27", "Gary",
     "ten twenty go to the lawn via the east stairs stay there till the end",
     "accept", """
orders:
  - at: "22:20"
    go: lawn
    via: [east-stairs]
""", "police; route"),

    ("en29", "Priya",
     "break's 15 min so fast: stay in room all night. peephole 20:00-21:00, window after that. door closed till 22:00 (I know I have to open after).",
     "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""", "nurse; at home all night"),

    ("en30", "Jake",
     "hey its jake so at nine forty go down to the lawn by the east stairs then at ten fifty come back up to my room thats all",
     "accept", """
orders:
  - at: "21:40"
    go: lawn
    via: [east-stairs]
  - at: "22:50"
    go: home
""", "voice-to-text; route; last slot 22:50"),
]

REFUSALS = [
    ("en04", "Megan",
     "sorry quick!! 9pm go to 203 and kill Priya. thx",
     ["Priya", "target", "目标"],
     "五.10 每人只能从自己的两个目标中任选一人杀死 (Megan's targets: 阿詩, 大刘)"),

    ("en09", "Priya",
     "Finishing late today. 23:10 go to the garden pls.",
     ["23:10", "11:10", "23:00", "22:50", "11 pm", "11pm"],
     "五.1 the night is 8 to 11 pm; ADJUDICATION 2: orders start 20:00-22:50"),

    ("en14", "Jake",
     "at nine fifteen go to the garden and stay there",
     ["21:15", "9:15", "10 minutes", "multiple of 10", "10分钟"],
     "五.4 every action starts on a multiple of 10 minutes"),

    ("en19", "Gary",
     "from eight to ten look through the peephole of the common room at the corridor",
     ["peephole", "门孔", "猫眼", "204"],
     "五.3(3) from 204 only the window; 五.3(1) a peephole only from one's own room"),

    ("en24", "Jake",
     "at nine go stand at the top of the west stairs till nine thirty and watch who goes by",
     ["stairs", "楼梯", "corridor", "走廊"],
     "八 nobody may stand in the corridor or on the stairs"),

    ("en28", "Priya",
     "From 2000 watch the garden out of my window all night. Ta",
     ["garden", "花园", "lawn", "草坪", "window", "窗"],
     "三.2 the south rooms' windows (203) see the lawn; only 202's and 204's see the garden"),
]
