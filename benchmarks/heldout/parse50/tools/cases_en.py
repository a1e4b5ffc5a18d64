# English cases of the parse50 held-out set: an Irish player (Siobhan), a New Yorker (Tony),
# a Filipino player (Marites), a Nigerian player (Chidi). Same tuple formats as cases_zh.py.

CASES = [
# ---------------- Siobhan (201, targets 老郑 Chidi), Irish ----------------
("en01", "Siobhan", """
Right so here's me for tonight.
Window from 8 til half 8, then down to the garden for a bit of air.
Back up to the room at 9 and I'll sit at the peephole the rest of the night.
Grand, thanks a mill
""", "Irish, 'half 8'", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
    peek: peephole
""", "half 8 = 20:30"),

("en02", "Siobhan", """
Half nine I'm heading over to 209 to see Chidi. If yer man's on his own, kill him.
If he's not on his own, or he won't open up, I'll go on down to the lawn instead.
(Don't tell Tony, he'd never shut up about it)
""", "Irish, conditional kill", """
orders:
  - at: "21:30"
    go: "209"
    kill: Chidi
    if: alone
    else: {go: lawn}
""", "half nine = 21:30"),

("en03", "Siobhan", """
ok so. any time between 10 and 11, if I bump into Zheng on his own anywhere at all, I'll do him.
Before that I'm in the common room from twenty past eight, having the craic with whoever's there.
Is it true the sergeant is sitting in there all night?? ha
""", "standing window + question", """
orders:
  - at: "20:20"
    go: "204"
standing:
  - kill: 老郑
    if: alone
    from: "22:00"
    until: "23:00"
""", "Zheng = 老郑 (nicknames)"),

("en04", "Siobhan", """
Don't let anyone in before 10 except Tess. (Ho's my roommate so he has a key obviously)
Peephole 8 to 9, window 9 to 10, then at 10 I go to the common room and look out the window there till the end.
""", "door list, peeks, 204 window", """
door: [Marites]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "204"
    peek: window
""", "Tess = Marites"),

("en05", "Siobhan", """
At ten past nine I'll take the east stairs down to the lawn (to avoid passing 202, Lily's always at her peephole lol).
Back at ten, same way, east stairs.
""", "named route, reason naming a player", """
orders:
  - at: "21:10"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: home
    via: [east-stairs]
""", ""),

("en06", "Siobhan", """
8:40 garden.
Actually no, scratch that, it's freezing. 8:40 I'll go over to 203 to chat with Tony instead. If nobody answers I'll just go back to my room.
""", "order taken back", """
orders:
  - at: "20:40"
    go: "203"
    else: {go: home}
""", ""),

# ---------------- Tony (203, targets Siobhan 陈嘉欣), New Yorker ----------------
("en07", "Tony", """
Yo GM. 8 o'clock I'm hittin the lawn.
9 I'm back in my room, peephole.
10:30 I'm goin to 205 and if Kayan's alone in there she's done.
If she ain't alone or she don't open, fuhgeddaboudit, I go back home.
""", "New Yorker, chained", """
orders:
  - at: "20:00"
    go: lawn
  - at: "21:00"
    go: home
    peek: peephole
  - at: "22:30"
    go: "205"
    kill: 陈嘉欣
    if: alone
    else: {go: home}
""", "Kayan = 陈嘉欣"),

("en08", "Tony", """
whole night, anywhere, I see Shiv I whack her. don't care who's watchin.
otherwise I'm chillin in the common room from 8:10 on. that's it that's the plan
""", "standing always, lowercase", """
orders:
  - at: "20:10"
    go: "204"
standing:
  - kill: Siobhan
    if: always
""", "Shiv = Siobhan"),

("en09", "Tony", """
Zheng snores like a freight train so I'm outta the room.
8:20 garden, 9:00 common room, 9:40 back to my room, window.
""", "joke about roommate", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "21:40"
    go: home
    peek: window
""", ""),

("en10", "Tony", """
Tonight nothin fancy. Window all night. Door's closed to everybody before 10, I know after 10 I gotta open.
""", "door closed, one peek", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", ""),

("en11", "Tony", """
Tony NYC: 9:50 go to 209
Tony NYC: gonna see Chidi
Tony NYC: if nobody opens go to the garden
Tony NYC: 10:20 back home
""", "pasted lines with nickname", """
orders:
  - at: "21:50"
    go: "209"
    else: {go: garden}
  - at: "22:20"
    go: home
""", ""),

("en12", "Tony", """
ok GM here's my stakeout lol:
8:00 peephole, 8:30 window, 9:00 peephole, 9:30 window, then at 10 I stop lookin and just sit tight.
Marites says she's hittin the garden at 9, we'll see
""", "peeking list, another player's plan", """
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
""", "22:00 stops peeking; Marites' 9 is not an order"),

# ---------------- Marites (207, targets Tony 莉莉), Filipino ----------------
("en13", "Marites", """
Hi po GM! Here's my plan po:
8pm window lang muna, then 8:30 punta ako sa garden, tapos 9:20 balik sa room ko, peephole naman.
Salamat po! 😊
""", "Taglish", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:20"
    go: home
    peek: peephole
""", ""),

("en14", "Marites", """
Ate GM, 10:10 I'll go to Lily's room (202). If she's alone, kill her na.
If not alone or she doesn't open, diretso ako sa common room.
""", "Taglish conditional kill", """
orders:
  - at: "22:10"
    go: "202"
    kill: 莉莉
    if: alone
    else: {go: "204"}
""", "Lily = 莉莉"),

("en15", "Marites", """
From 9 to 10 pm if I meet Tony alone anywhere, I'll kill him.
9pm I'm at the lawn, 10 pm uwi na ako (home). Hehe sorry Tony 🙈
""", "standing with window", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: Tony
    if: alone
    from: "21:00"
    until: "22:00"
""", ""),

("en16", "Marites", """
Door open to everyone naman, I'm friendly 😂
8:10 I'll visit Kayan sa 205 for chika, 8:50 back home na.
""", "visit, door open", """
door: open
orders:
  - at: "20:10"
    go: "205"
  - at: "20:50"
    go: home
""", ""),

("en17", "Marites", """
Change of plans po, disregard my first message ha.
New: 8:00 common room, 9:00 garden via west stairs, 10:00 home and window.
""", "replaces an earlier message", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: garden
    via: [west-stairs]
  - at: "22:00"
    go: home
    peek: window
""", ""),

("en18", "Marites", """
Tonight i'll just stay in my room lang, peephole the whole night.
Only Lily and Chidi can come in before 10 ha. Thank u po
""", "door list, stay", """
door: [莉莉, Chidi]
orders:
  - at: "20:00"
    peek: peephole
""", ""),

# ---------------- Chidi (209, targets 阿豪 Siobhan), Nigerian ----------------
("en19", "Chidi", """
Good evening GM. Abeg see my moves:
8:00 I dey my room, window.
8:40 I go garden.
9:30 I go lawn.
10:20 back to my room, peephole till 11.
Thank you sha.
""", "Nigerian Pidgin lines", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:20"
    go: home
    peek: peephole
""", ""),

("en20", "Chidi", """
If I see Ho anywhere tonight, whether people dey or not, I go finish am.
8:30 I go common room siddon there. Na so.
""", "standing always, Pidgin", """
orders:
  - at: "20:30"
    go: "204"
standing:
  - kill: 阿豪
    if: always
""", "Ho = 阿豪"),

("en21", "Chidi", """
9:00 I go 201 visit Siobhan. If she dey alone for there, kill am.
If she no open door or e get another person, I go return my room.
Oga GM no vex, I know say she get roommate 😅
""", "conditional kill, Pidgin", """
orders:
  - at: "21:00"
    go: "201"
    kill: Siobhan
    if: alone
    else: {go: home}
""", ""),

("en22", "Chidi", """
No wahala tonight. Door close to everybody (before 10 na, I know the rule).
Peephole 8 to 9, window 9 to 11.
""", "door closed, peeks", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""", ""),

("en23", "Chidi", """
10:40 I go lawn. If I meet Siobhan there alone, I kill her o.
Before then I dey my room, no peeping. Tony talk say him go dey lawn by 10, make e no disturb me.
""", "late kill, another player's plan", """
orders:
  - at: "22:40"
    go: lawn
    kill: Siobhan
    if: alone
""", ""),

("en24", "Chidi", """
8:10 go to 203 to chat with Tony and Zheng,
8:50 go down to the garden through the east stairs,
9:20 back to my room. Thanks boss
""", "visit, route", """
orders:
  - at: "20:10"
    go: "203"
  - at: "20:50"
    go: garden
    via: [east-stairs]
  - at: "21:20"
    go: home
""", ""),
]

REFUSALS = [
("en25", "Chidi", """
Tonight I go 203 by 9:00. If Tony dey alone, I kill am. Abeg no tell anybody.
""", ["Tony", "target", "目标"], "五.10 不可滥杀无辜: Tony is not one of Chidi's targets (阿豪, Siobhan)"),

("en26", "Marites", """
Hi po! If I meet Sir Wong alone anywhere tonight, kill him na po. He's so annoying hehe
8:30 I'll go to the garden.
""", ["police", "警察", "黄sir", "Sir Wong"], "五.10 / 六.6 房客不能杀警察"),

("en27", "Tony", """
Yo, 7:30 I'm already on the lawn, early bird. Then 9 back home.
""", ["7:30", "19:30", "20:00", "8pm", "8 pm", "8点"], "五.1 the night runs 8pm-11pm"),

("en28", "Siobhan", """
Quarter past nine I'll go down to the garden, and back to the room at ten.
""", ["9:15", "21:15", "quarter", "10 minutes", "multiple of 10", "10分钟"], "五.4 every action starts at a multiple of 10 minutes"),

("en29", "Chidi", """
From 9:00 I go stand for the east stairs, watch who dey pass. Till 10.
""", ["stairs", "楼梯", "corridor", "走廊"], "八 nobody may stand in the corridor or on the stairs"),

("en30", "Marites", """
Keep my door locked the whole night po, even after 10, don't open for anybody. Peephole all night.
""", ["22:00", "10pm", "10 pm", "after 10", "must open", "必须开门", "10点", "十点"], "五.12 after 10pm a tenant must open the door"),
]
