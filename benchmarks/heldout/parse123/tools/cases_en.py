# -*- coding: utf-8 -*-
"""English cases of the parse123 held-out set.

CASES:    (id, sender, message, writer's voice, expected order file without `who:`, note)
REFUSALS: (id, sender, message, reason keywords (zh and en alternatives), rule)
Cast: see ../game/game.yaml and ../README.md."""

CASES = [
("en01", "Priya", """Good evening GM sir, kindly note my orders for tonight. 8:30 pm I will go to common room (204) for chit chat. At 9:20 I am coming back to my room and I will be watching from the peephole itself till end of night. Thank you and please do the needful.""",
 "Indian English", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:20"
    go: home
    peek: peephole
""", ""),

("en02", "Sophie", """ok so tonight i'm stayin in my room lookin out the window til 9, then heading down to the garden for a bit. head back up to my room at 10 and just chill. not opening up for anyone before 10 pls, not in the mood lol""",
 "Australian, Discord lowercase", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: home
""", "not opening up for anyone before 10 = door: closed."),

("en03", "Oliver", """Evening all! Right, here's me for tonight. Half eight I'll pop over to 207 to see Kathy for a natter – if she's on her own I'll do her in, otherwise I'll head down to the lawn. Half nine I'm back in my room, peephole duty till lights out. Cheers!""",
 "British", """
orders:
  - at: "20:30"
    go: "207"
    kill: 陈嘉欣
    if: alone
    else: {go: lawn}
  - at: "21:30"
    go: home
    peek: peephole
""", "Half eight / half nine (British) = 20:30 / 21:30; Kathy = 陈嘉欣; do her in = kill."),

("en04", "Morse", """2030 lawn via east stairs. 2130 garden. 2200 back to 204, window.""",
 "terse veteran", """
orders:
  - at: "20:30"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: "204"
    peek: window
""", "2030 in a chat message is the time 20:30."),

("en05", "Priya", """Hello GM, my plan is like this only. Till 9 pm I am in my room peeping from window. 9 pm I go to garden, 10:30 pm I come back to room. From quarter past nine to half past ten, wherever I meet Ming and he is alone, kindly kill him.""",
 "Indian English", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: 黄志明
    if: alone
    from: "21:15"
    until: "22:30"
""", "A standing window takes any whole minute: quarter past nine is fine there."),

("en06", "Sophie", """plan for tonight 🔪 at 9:40 i'm gonna knock on xiaoyu's door (202). if she's alone in there i'm taking her out. if she doesn't open or someone else is in there i'll bail to the common room. before that i'm just in my room""",
 "Australian, Discord lowercase", """
orders:
  - at: "21:40"
    go: "202"
    kill: 林小雨
    if: alone
    else: {go: "204"}
""", "xiaoyu = 林小雨."),

("en07", "Oliver", """Door policy for tonight: only Sophie and the police lot get in before ten, nobody else. All night, if I bump into Tiezhu anywhere and Priya's not about, he's toast. Otherwise I'm staying put, having a peek out the window.""",
 "British", """
door: [Sophie, 韩冰, Morse, 包拯]
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 赵铁柱
    if: {absent: Priya}
""", "the police lot = the three officers; Tiezhu = 赵铁柱; Priya's not about = {absent: Priya}."),

("en08", "Morse", """2100 knock 203. Hu not there -> lawn. 2220 209, stay.""",
 "terse veteran", """
orders:
  - at: "21:00"
    go: "203"
    if: {present: 胡大海}
    else: {go: lawn}
  - at: "22:20"
    go: "209"
""", "Hu = 胡大海."),

("en09", "Priya", """Sorry GM, small change. Earlier I told 8:40 for lawn, please make it 8:50. Full plan once again: 8:50 lawn through the west staircase, 9:30 garden, 10:10 back to my room and peephole.""",
 "Indian English", """
orders:
  - at: "20:50"
    go: lawn
    via: [west-stairs]
  - at: "21:30"
    go: garden
  - at: "22:10"
    go: home
    peek: peephole
""", "Corrects an earlier message: 8:50, not 8:40."),

("en10", "Sophie", """at ten past nine i'll head to 207 to hang with kathy. if ming's there too i'll go back to my room, if not i'll stay. 10:40 back home and watch the lawn from the window 🌙""",
 "Australian, Discord lowercase", """
orders:
  - at: "21:10"
    go: "207"
    if: {absent: 黄志明}
    else: {go: home}
  - at: "22:40"
    go: home
    peek: window
""", "205 faces south: its window sees the lawn."),

("en11", "Oliver", """Staying in tonight, bit knackered after last night's drama. Not peeping or anything, just having a kip. Door's open to whoever fancies a cuppa.""",
 "British", """
door: open
""", "No orders: he stays in his room all night, not peeking (door open is the default)."),

("en12", "Morse", """Tonight: 204 all evening, eyes on the garden through the window. 2240 walk the garden.""",
 "terse veteran", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:40"
    go: garden
""", ""),

("en13", "Priya", """At ten to ten I will go and knock at Kathy's door (207) for chatting. If nobody is opening, I will go to the garden. At 10:40 I will return back to my room.""",
 "Indian English", """
orders:
  - at: "21:50"
    go: "207"
    else: {go: garden}
  - at: "22:40"
    go: home
""", "ten to ten = 21:50."),

("en14", "Sophie", """scrap my last msg!! new plan: 8:20 common room, 9 back to my room & window, 10:30 knock on ming's door (209) and if he's by himself he's dead. if he's got company or isn't there, lawn instead""",
 "Australian, Discord lowercase", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:00"
    go: home
    peek: window
  - at: "22:30"
    go: "209"
    kill: 黄志明
    if: alone
    else: {go: lawn}
""", "Replaces an earlier message."),
]

REFUSALS = [
("en15", "Oliver", """If that Inspector Morse comes sniffing round my room after ten, I'll do him in. Otherwise I'm in all night with the telly.""",
 ["police", "警察", "officer"],
 "五.10 房客不能杀警察 (六.6 凶手不能杀警察): Morse is an officer"),

("en16", "Priya", """GM sir, 8:30 pm I will be in common room only. Then at 11:30 pm I will go to lawn to see the stars. Kindly note.""",
 ["23:00", "22:50", "outside", "时段", "11 pm"],
 "五.1 杀人时段为晚上8点-11点, 11点之后统统睡觉: 11:30 pm (23:30) is after the night"),

("en17", "Morse", """2100 post myself at the top of the east stairs, watch who goes by. 2200 back to 204.""",
 ["corridor", "走廊", "loiter", "停留", "楼梯"],
 "八 不能在走廊里来回走动，或站在走廊里不动: the stairs are no place to stay"),

("en18", "Sophie", """gonna sit at my peephole all night and watch the east stairs, see who sneaks down 👀""",
 ["门前", "door", "209", "看不到", "cannot see"],
 "五.3(1) 从门孔只能看见走廊正对自己房间的这一部分（201、209房间能看见楼梯）: 205's peephole does not see the east stairs"),
]
