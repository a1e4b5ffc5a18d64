# English cases for parse49: (id, sender, message, "accept", order-file body, note)
# Jake (American, 203: targets 大鹏, 小鱼), Priya (Indian, 207: targets Jake, 幺妹),
# Klaus (German, 202 north: targets 阿珍, 小鱼), Mick (Australian, police, no room).
# Nicknames (game.yaml): 阿珍 A Zhen/Azhen, 老周 Lao Zhou, 幺妹 Yaomei, 大鹏 Dapeng/Da Peng,
# 小鱼 Xiaoyu/Xiao Yu, 铁柱 Tiezhu, 苏苏 Susu.

CASES = [
("en01", "Jake", """
ok here's my night.
8:00 peephole til 8:30, then window.
9:10 head down to the garden, 9:40 back to my room.
10:20 knock on 205 - if Dapeng's alone in there I kill him. if he's not alone, not there, or nobody answers, I just go back to my room.
thx GM
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
  - at: "22:20"
    go: "205"
    kill: 大鹏
    if: alone
    else: {go: home}
""", None),

("en02", "Jake", """
all night, anywhere: if I run into Xiaoyu and she's by herself, she's dead.
otherwise I'm chilling in my room watching the lawn from the window
""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 小鱼
    if: alone
""", None),

("en03", "Jake", """
gonna hit the lawn at 8:30, garden at 9, back in my room by... actually just leave the garden at 9:30 and go home. thats it lol
""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: home
""", None),

("en04", "Jake", """
Between 10 and 10:40, if I see Dapeng anywhere, kill him no matter who's around.
At 10:00 I go to the common room (204) and hang there.
""", "accept", """
orders:
  - at: "22:00"
    go: "204"
standing:
  - kill: 大鹏
    if: always
    from: "22:00"
    until: "22:40"
""", None),

("en05", "Jake", """
9:20 knock at 209. if Xiaoyu opens and it's just her in there, kill her. if it's not just her, or no one opens, I go to the lawn instead.
""", "accept", """
orders:
  - at: "21:20"
    go: "209"
    kill: 小鱼
    if: alone
    else: {go: lawn}
""", None),

("en06", "Jake", """
door's open only for Mick and Klaus tonight, nobody else gets in before 10.
staying in all night: window for the first hour, peephole after 9.
""", "accept", """
door: [Mick, Klaus]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", None),

("en07", "Mick", """
G'day GM. Mick's plan: stay in the common room watching the garden out the window till 9, then wander down to the lawn, back up to 204 at 10 and keep an eye out the window again. Cheers.
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
    peek: window
""", None),

("en08", "Mick", """
Reckon I'll do the rounds tonight mate. 8:30 knock on 201, 9:00 knock on 202, 9:30 knock on 203, 10:00 knock on 205. If anyone doesn't let me in I just head back to 204. 10:30 down to the garden till the end.
""", "accept", """
orders:
  - at: "20:30"
    go: "201"
  - at: "21:00"
    go: "202"
  - at: "21:30"
    go: "203"
  - at: "22:00"
    go: "205"
  - at: "22:30"
    go: garden
""", None),

("en09", "Mick", """
9:40 go knock on 207. If nobody opens, go out to the garden instead. 10:20 back to 204.
""", "accept", """
orders:
  - at: "21:40"
    go: "207"
    else: {go: garden}
  - at: "22:20"
    go: "204"
""", None),

("en10", "Mick", """
Mate I'm staying put in 204 all night, not even looking out the window, just chatting with whoever rocks up.
""", "accept", """
""", "an officer who stays in 204 all night: a file with only `who` puts him on the map"),

("en11", "Priya", """
Dear GM, kindly note my orders for tonight.
From 8 to 9 I will be watching from window only. At 9 o'clock I will go to the garden and stay there till 9:40, then I will come back to my room and watch through the peephole.
At 10:30 I will go to room 203 and if Jake is alone there I will kill him, otherwise I will come back to my room itself.
Thanks and regards,
Priya
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
  - at: "22:30"
    go: "203"
    kill: Jake
    if: alone
    else: {go: home}
""", None),

("en12", "Priya", """
Please do the needful: whole night, if I am meeting Yaomei alone anywhere, kill her.
I will go to common room at 8:20 and sit there only till 9:50, then return to my room.
""", "accept", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:50"
    go: home
standing:
  - kill: 幺妹
    if: alone
""", None),

("en13", "Priya", """
My door should be open to Mick and Susu only, rest I am not opening before 10.
I will peep through peephole from 8 to 10 and window after that.
""", "accept", """
door: [Mick, 苏苏]
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    peek: window
""", None),

("en14", "Priya", """
Tonight at 9:20 I am going to lawn via the east staircase.
At 10 going to 204. If Jake is in 204, whether alone or not, kill him. If he is not there, go back to my room.
""", "accept", """
orders:
  - at: "21:20"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: "204"
    kill: Jake
    if: always
    else: {go: home}
""", None),

("en15", "Priya", """
8:40 I will visit 201, A Zhen's room. If she does not open then go to garden. 9:20 go to lawn. 10:10 come back home.
""", "accept", """
orders:
  - at: "20:40"
    go: "201"
    else: {go: garden}
  - at: "21:20"
    go: lawn
  - at: "22:10"
    go: home
""", None),

("en16", "Klaus", """
Hello GM. My orders:
20:00 I look out of the window (garden).
20:40 I go to the room 204 and stay.
21:30 I go back in my room and look through the door hole (peephole).
22:10 I go to room 209, when Xiaoyu is alone, I kill her. When she is not alone or not there or does not open, I go back to my room.
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:10"
    go: "209"
    kill: 小鱼
    if: alone
    else: {go: home}
""", None),

("en17", "Klaus", """
Tonight from 21:00 until 22:30 I kill A Zhen where ever I meet her, also when other people are there.
I go at 21:00 to the garden and at 21:50 to the lawn. At 22:30 back to my room.
""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: 阿珍
    if: always
    from: "21:00"
    until: "22:30"
""", None),

("en18", "Klaus", """
I make it short: the whole evening in my room, at the window. The door is closed for everybody until 22 o'clock.
""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", None),

("en19", "Klaus", """
At 20:10 I go via the west stairs to the lawn. At 20:50 I come back via the east stairs. Then I stay inside and watch through the peephole.
""", "accept", """
orders:
  - at: "20:10"
    go: lawn
    via: [west-stairs]
  - at: "20:50"
    go: home
    via: [east-stairs]
    peek: peephole
""", None),

("en20", "Klaus", """
21:20 I go to room 201 and kill A Zhen if she is alone. If it does not work (she is not alone, not there, no one opens), I go to the 204.
""", "accept", """
orders:
  - at: "21:20"
    go: "201"
    kill: 阿珍
    if: alone
    else: {go: "204"}
""", None),

("en21", "Jake", """
lol ok so:
8 - window
8:50 - go to 209 and hang w/ Xiaoyu (no killing)
9:40 - common room
10:30 - back to my room, peephole til the end
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    go: "209"
  - at: "21:40"
    go: "204"
  - at: "22:30"
    go: home
    peek: peephole
""", None),

("en22", "Mick", """
Mick here. 8:10 pop down to the garden; if Dapeng's there I'll stay and have a yarn with him, if not I go on to the lawn. 9:00 back up to 204, window.
""", "accept", """
orders:
  - at: "20:10"
    go: garden
    if: {present: 大鹏}
    else: {go: lawn}
  - at: "21:00"
    go: "204"
    peek: window
""", None),

("en23", "Jake", """
10:00 go to the lawn. if Dapeng shows up there at any point and it's just us, kill him. at 10:40 go home.
""", "accept", """
orders:
  - at: "22:00"
    go: lawn
    kill: 大鹏
    if: alone
  - at: "22:40"
    go: home
""", None),

("en24", "Klaus", """
At 20:30 I go to the garden, except when Lao Zhou is there, then I go directly back to my room. At 21:30 I go to the lawn.
""", "accept", """
orders:
  - at: "20:30"
    go: garden
    if: {absent: 老周}
    else: {go: home}
  - at: "21:30"
    go: lawn
""", None),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("en25", "Jake", """
10:10 go to 207, if Priya's alone in there take her out. otherwise back to my room.
""", ["Priya", "target", "目标"], "五.10 only one of one's two targets, 不可滥杀无辜 (Jake's targets: 大鹏, 小鱼)"),

("en26", "Mick", """
Righto, 9:00 I'm down on the lawn, and if I catch Dapeng out there on his own I'm taking him out, cop or not.
""", ["police", "警察", "cannot kill", "不能杀"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),

("en27", "Klaus", """
At 22:45 I go to the lawn and stay there until the end.
""", ["22:45", "10:45", "multiple of 10", "10分钟", "整数倍"], "五.4 every action starts at a multiple of 10 minutes"),

("en28", "Priya", """
At 9:30 I will go and wait on the east staircase only, till 10, to see who is coming up.
""", ["stairs", "staircase", "楼梯"], "八 nobody may stand in the corridor or on the stairs (a destination is never the stairs)"),

("en29", "Jake", """
stay in my room till late, then at 11:20 pm sneak over to 205 and if Dapeng's alone kill him
""", ["23:20", "11:20", "11", "十一点"], "五.1 the night is 8 to 11 pm; after 11 everyone sleeps"),

("en30", "Priya", """
Whole night I will watch the garden from my window, please.
""", ["garden", "花园", "south", "lawn", "草坪"], "三.2 207 faces south: its window sees the lawn, not the garden"),
]
