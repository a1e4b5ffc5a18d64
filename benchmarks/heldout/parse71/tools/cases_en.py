# English cases for parse71 (same tuple formats as cases_zh.py).
# Jess (police, Discord, lower-case), Tom (205, UK, tells stories), Priya (203, India, numbers
# her orders and explains), Kelvin (207, Singapore).

CASES = [
# ---- Jess: ordinary Discord player, police ----
("en01", "Jess", "hey gm! jess here, im just gonna sit in the common room and watch out the window all night lol", "", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("en02", "Jess", "ok plan: 8:30 head to the garden, 9:30 go to the lawn, back to 204 at 10:30 👮", "", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: "204"
""", ""),
("en03", "Jess", "gonna visit room 209 at 9 to chat w laozhou... i mean 老周 lol. if nobody opens ill go to the garden instead", "", """
orders:
  - at: "21:00"
    go: "209"
    else: {go: garden}
""", ""),
("en04", "Jess", "8pm-9pm window in 204, then at 9 go knock on 203, then at 9:40 back to the common room", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "203"
  - at: "21:40"
    go: "204"
""", ""),
("en05", "Jess", "tonight: lawn at 10:10 via the east stairs, stay there till the end", "", """
orders:
  - at: "22:10"
    go: lawn
    via: [east-stairs]
""", ""),
("en06", "Jess", "idk just put me in the garden from 8:50 to 9:50 then back to 204 and peek out the window", "", """
orders:
  - at: "20:50"
    go: garden
  - at: "21:50"
    go: "204"
    peek: window
""", ""),
("en07", "Jess", "going to 205 at 8:20 to talk to tom, then 207 at 9 for kelvin, back home (204) at 9:40", "", """
orders:
  - at: "20:20"
    go: "205"
  - at: "21:00"
    go: "207"
  - at: "21:40"
    go: "204"
""", ""),
("en08", "Jess", "nothing fancy tonight, just chilling in 204 till 10, then lawn at 10 and stay", "", """
orders:
  - at: "22:00"
    go: lawn
""", ""),
("en09", "Jess", "heyy. 9:20 garden, 10:00 room 202 to see 胖虎, 10:30 back to the common room, window the rest of the night", "", """
orders:
  - at: "21:20"
    go: garden
  - at: "22:00"
    go: "202"
  - at: "22:30"
    go: "204"
    peek: window
""", ""),
("en10", "Jess", "watching the garden from the 204 window till 9:30, then ill walk over to 201 and hang out there till 10:20, then back to 204", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "201"
  - at: "22:20"
    go: "204"
""", ""),
("en11", "Jess", "8:00 garden (west stairs), 8:40 lawn, 9:20 back to 204", "", """
orders:
  - at: "20:00"
    go: garden
    via: [west-stairs]
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: "204"
""", ""),
("en12", "Jess", "sry late. 10:40 go to the garden. thats it, rest of the time im in 204 doing nothing 😴", "", """
orders:
  - at: "22:40"
    go: garden
""", ""),
("en13", "Jess", "203 at 8:10, if no one lets me in go to the lawn. 9:10 back to 204", "", """
orders:
  - at: "20:10"
    go: "203"
    else: {go: lawn}
  - at: "21:10"
    go: "204"
""", ""),
("en14", "Jess", "ok so window from 8 to 9, then stop peeking and just sit there, then at 10 go to the garden", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
  - at: "22:00"
    go: garden
""", "the 21:00 order only stops the peeking"),
# ---- Tom: UK, talkative ----
("en15", "Tom", "Evening all. Right, I've had a long day so I'll keep it simple tonight: I'll pop down to the garden at half eight, have a wander, and come back to my room at half nine, where I'll keep an eye on the corridor through the peephole for the rest of the night. Cheers.", "half eight = 20:30", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: home
    peek: peephole
""", ""),
("en16", "Tom", "Right, I've a feeling Priya's up to something. From 8 I'll stay in my room looking out the window at the lawn. At ten I'll nip round to 203; if she's on her own I'll do her in. If she's not there or she's got company, I'll head straight back to my room.", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: "203"
    kill: Priya
    if: alone
    else: {go: home}
""", ""),
("en17", "Tom", "Bit of a story first: my chap is an insomniac, so he roams about. At 8 o'clock he goes to the common room for a cuppa, at 8:40 he heads out onto the lawn for some air, down the east stairs, and at 9:30 he's back in his own room peering out the window till bedtime.", "", """
orders:
  - at: "20:00"
    go: "204"
  - at: "20:40"
    go: lawn
    via: [east-stairs]
  - at: "21:30"
    go: home
    peek: window
""", ""),
("en18", "Tom", "Door shut to everyone until ten, please. All night, should I run into 老周 with nobody else about, I'll kill him. I'll be in my room from 8 watching through the peephole, then I'll pop over to 204 at ten to ten.", "ten to ten = 21:50", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:50"
    go: "204"
standing:
  - kill: 老周
    if: alone
""", ""),
# ---- Priya: India, strategist, numbers her orders ----
("en19", "Priya", "Good evening GM. Kindly note my orders for tonight:\n1) 8:00 to 8:59 - peephole.\n2) 9:00 to 9:59 - window.\n3) 10:00 onwards - go to 204 and stay there only.", "", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:00"
    go: "204"
""", ""),
("en20", "Priya", "Hi GM, my reasoning: 小雨 is usually in 201 around 10, so I will strike then.\n(a) Till then stay in my room and look from the window itself.\n(b) 10:10 pm go to 201; if 小雨 is alone there, kill her; otherwise go back to my room.", "", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:10"
    go: "201"
    kill: 小雨
    if: alone
    else: {go: home}
""", ""),
("en21", "Priya", "GM please do the needful: door closed to all except 嘉欣 (she is my roommate anyway) and Jess. 8:30 pm garden, 9:10 pm lawn, 9:50 pm back to room, peephole till end.", "", """
door: [嘉欣, Jess]
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: lawn
  - at: "21:50"
    go: home
    peek: peephole
""", ""),
("en22", "Priya", "Orders for night 1:\n- Standing order: whenever I meet 老周 alone between 9 pm and 10:30 pm, kill him.\n- Movement: 9:00 pm go to the lawn, 10:30 pm return to my room.\nRationale: he takes walks, the lawn is where he will be alone.", "", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:30"
    go: home
standing:
  - kill: 老周
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
# ---- Kelvin: Singapore ----
("en23", "Kelvin", "GM ah, tonight I go lawn at 9 lah, then 10 come back my room, look out window until end can", "", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),
("en24", "Kelvin", "ok lor. anywhere I see 阿杰 alone confirm kill him. rest of night just stay room, peephole from 8.30 onwards", "", """
orders:
  - at: "20:30"
    peek: peephole
standing:
  - kill: 阿杰
    if: alone
""", ""),
]

REFUSALS = [
("en25", "Kelvin", "eh GM, 9:30 I go 205 find Tom, if he alone I kill him lah. sian already", ["Tom", "target", "目标"],
 "五.10 不可滥杀无辜 / ADJUDICATION 5: Kelvin's targets are 阿杰 and 嘉欣, not Tom"),
("en26", "Kelvin", "10pm I wait at the east stairs until 10:30 can? then go back my room", ["stairs", "楼梯", "corridor", "走廊"],
 "八 / ADJUDICATION 3: nobody stops in the corridor or on the stairs"),
("en27", "Jess", "lol ok hear me out. 10:20 go to 202, if 胖虎 is alone i kill him. cops can be shady too 😈", ["police", "警察", "officer"],
 "五.13 / ADJUDICATION 5: police cannot kill"),
("en28", "Jess", "gonna stay in 204 all night and watch the corridor thru the peephole 👀", ["peephole", "门孔", "猫眼", "204"],
 "五.3(3) / ORDERS: only the window from 204; a police officer has no room of their own"),
("en29", "Tom", "Evening. I'll head down to the lawn at quarter past nine and stay out till ten, then back to my room.", ["21:15", "9:15", "quarter past", "10 minutes", "multiple", "10分钟"],
 "五.4 / ADJUDICATION 2: an order starts at a multiple of 10 minutes"),
("en30", "Priya", "Orders:\n1) Stay in room with window till 10:50 pm.\n2) 11:30 pm go to the lawn to verify the cliff edge.", ["23:30", "11:30", "23:00", "after", "night"],
 "五.1 / ADJUDICATION 2: the night ends at 23:00; orders start by 22:50"),
]
