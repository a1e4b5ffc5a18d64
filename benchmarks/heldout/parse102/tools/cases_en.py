# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Cast: see cases_zh.py and game/game.yaml.
A = "accept"; R = "refuse"
CASES = [
# ---- Hamish (209, south): Scottish ----
("en01", "Hamish", """Aye GM, Hamish here. Ah'll bide in ma wee room the first hour keekin oot the windae at the lawn. At nine Ah'm gonnae nip ower tae the common room for a blether, then back hame at ten an' watch the east stairs through the peephole, ken.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "Scots: bide = stay, keek = peek, windae = window, blether = chat, hame = home; 209's peephole sees the east stair head"),

("en02", "Hamish", """Half nine, doon tae the garden by the east stairs. If Ah run intae Zoe on her lonesome anywhere the night, Ah'm gonnae kill her. Back hame at ten.""", A, """
orders:
  - {at: "21:30", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home}
standing:
  - {kill: Zoe, if: alone}
""", "half nine = 21:30 (British usage, not 20:30); the night = tonight"),

("en03", "Hamish", """Ten past eight Ah'm gonnae chap on 205 for auld Zheng. If he's there on his tod, kill him. If no, Ah'll jist come hame. Keep ma door shut tae everybody till ten, cheers.""", A, """
door: closed
orders:
  - {at: "20:10", go: "205", kill: 老郑, if: alone, else: {go: home}}
""", "chap = knock; on his tod = alone; Zheng = 老郑 (nickname); door closed before 22:00"),

("en04", "Hamish", """Nae plans the night, Ah'm stayin in. Door's open tae awbody, Ah'm no feart. Peephole fae eight tae half nine, windae efter that.""", A, """
door: open
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", peek: window}
""", "staying in, switching peeks at half nine"),

# ---- Whitfield (202, north): lawyerly ----
("en05", "Whitfield", """Dear Game Master,
I hereby submit my orders for the night. From 8:00 p.m. until 9:00 p.m. I shall remain in my room and observe the garden through the window. At 9:00 p.m. I shall proceed to the common room (Room 204). At 10:00 p.m. I shall return to my room.
Yours faithfully,
R. Whitfield""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", "202 faces north: its window sees the garden"),

("en06", "Whitfield", """At 9:20 p.m. I shall proceed to Room 203. Provided that Ms Lin Xiao is alone therein upon my arrival, I shall kill her; failing which, I shall proceed forthwith to the lawn. For the avoidance of doubt, my door shall remain closed to all persons prior to 10:00 p.m.""", A, """
door: closed
orders:
  - {at: "21:20", go: "203", kill: 林晓, if: alone, else: {go: lawn}}
""", "provided that ... failing which = if ... else; Lin Xiao = 林晓"),

("en07", "Whitfield", """In the event that I encounter Mr Keung unaccompanied at any place between 8:30 p.m. and 10:15 p.m., I shall kill him. Save as aforesaid, I shall remain in my room throughout, observing the garden through the window until 9:30 p.m. and through the peephole thereafter.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
standing:
  - {kill: 阿强, if: alone, from: "20:30", until: "22:15"}
""", "standing kill with a window ending off the 10-minute grid (any whole minute is fine); Keung = 阿强"),

("en08", "Whitfield", """At 8:40 p.m. I shall attend upon Room 205, provided always that Mr Zheng is present; in the event that he is not, I shall instead proceed to the garden, travelling by the west stairs. Prior to 10:00 p.m. my door shall be open to all persons save and except Ms Tangtang.""", A, """
door: [阿强, 小雨, 林晓, Zoe, 老郑, Hamish, 何队, 白警官, Reid]
orders:
  - {at: "20:40", go: "205", if: {present: 老郑}, else: {go: garden, via: [west-stairs]}}
""", "a condition without a kill, with a routed else; 'all save 糖糖' written as a list of everyone else (the contract has no deny list)"),

# ---- Zoe (203, south): arrows and symbols ----
("en09", "Zoe", """hey GM!! plan ⬇️
8pm -> lawn 🌙
8:40 -> @204 (chat)
9:30 -> home, 👀 window
thx xx""", A, """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:40", go: "204"}
  - {at: "21:30", go: home, peek: window}
""", "arrows; 👀 window = peek through the window"),

("en10", "Zoe", """9:10 -> 207 (Tangtang) … if she's alone => 🔪 her. else -> garden.
door: closed to all b4 10pm ✋""", A, """
door: closed
orders:
  - {at: "21:10", go: "207", kill: 糖糖, if: alone, else: {go: garden}}
""", "🔪 = kill (糖糖 is Zoe's target); Tangtang = 糖糖"),

("en11", "Zoe", """all night: Whitfield alone anywhere = kill 🔪
8:00–9:00 peephole 👁️
9:00 -> garden via west stairs
10:00 -> home""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "22:00", go: home}
standing:
  - {kill: Whitfield, if: alone}
""", "standing kill; route"),

("en12", "Zoe", """8:30 -> 202 to see Xiaoyu?? actually no ❌ -> 205 instead.
9:20 -> back @203 + peephole till 10, then window 🪟""", A, """
orders:
  - {at: "20:30", go: "205"}
  - {at: "21:20", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", "correction inside the message (202 -> 205); @203 is her own room"),

# ---- Reid (police, no room: starts in 204) ----
("en13", "Reid", """Reid. 20:00 common room, window on the garden. 20:50 to the lawn via east stairs. 21:30 to 209, talk to Hamish; if he's not in, garden. 22:10 back to the common room.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: "209", if: {present: Hamish}, else: {go: garden}}
  - {at: "22:10", go: "204"}
""", "police; 24-hour times; a condition without a kill"),

("en14", "Reid", """Evening. Staying put in the common room, eyes on the garden from the window. At a quarter to ten (no, make that ten to ten) I'll pop down to the garden for a smoke, back at half ten and back on the window.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:50", go: garden}
  - {at: "22:30", go: "204", peek: window}
""", "the correction replaces an off-grid 21:45 by 21:50; half ten = 22:30; back = the common room he started in, window again"),
]

REFUSALS = [
("en15", "Hamish", """Fae nine tae half nine Ah'll jist stand at the top o' the east stairs, see who's comin an' goin. Then back hame.""", ["stairs", "楼梯", "corridor", "走廊", "八"], "nobody stands on the stairs or in the corridor (八)"),
("en16", "Zoe", """sometime after 9 -> garden 🌿 (whenever lol), 10 -> home""", ["time", "时间", "exact", "10 minutes", "10分钟", "vague", "模糊", "after 9"], "no start time: 'sometime after 9' could be any slot from 21:00 on (五.4 needs an exact start); guessing would be a misread"),
("en17", "Whitfield", """At a quarter past nine I shall proceed to the lawn, returning to my room at ten o'clock.""", ["10 minutes", "multiple", "10分钟", "整数倍", "21:15", "9:15", "quarter"], "21:15 is not a multiple of 10 minutes (五.4)"),
("en18", "Reid", """Reid. 22:30 common room window. 23:00 down to the lawn, check the cliff edge.""", ["23:00", "22:50", "time", "时间", "11"], "23:00 is after the last slot (五.1: the night ends at 11; orders start 20:00-22:50)"),
]
