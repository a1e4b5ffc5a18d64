"""English cases of the parse124 held-out set (same shape as cases_zh.py)."""

EVERYONE_BUT_HUGO = "[老赵, 林小雨, Priya, 胖虎, Ollie, 王建国, 孟队长, Morse, 白晓冬]"

CASES = [
# ---- Priya (202, north), Indian English
("en01", "Priya", """Good evening Sir. Kindly note my plan for tonight. From 8 pm to 8:30 pm I will be in my room itself, watching garden from window. At 8:30 I will go to common room and sit there till 9:20. 9:20 I will go to lawn. At 10 pm I will come back to my room and see through peephole till the end. Please do the needful. Thank you.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

# ---- Hugo (205), British role-play storyteller
("en02", "Hugo", """*Hugo adjusts his cravat and sighs theatrically.* Right then, here's what our man gets up to tonight. At eight o'clock sharp he settles at his window with a glass of port and watches the lawn. At half past eight he wanders down to the garden (by the west stairs, mind; he can't abide the east ones) and takes the air until ten past nine, when he strolls round to the lawn. At ten to ten he returns to his room and keeps an eye on the corridor through the spyhole until bedtime. Cheers, GM.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden, via: [west-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home, peek: peephole}
""", "from 205 both staircases are 5 minutes to the garden: the named one decides; spyhole = peephole"),

# ---- Ollie (207), Australian, Discord lowercase
("en03", "Ollie", """g'day mate 🤙 8pm heading down to the garden, then lawn at 8:40 for a smoko, back to me room at 9:30 and ill just be watching the lawn out the window for the rest of the arvo (night lol)""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", "me room = my room"),

# ---- Morse (police, no room), terse American
("en04", "Morse", """Morse. 2000 common room, window. 2040 garden via west stairs. 2120 lawn. 2200 back to the common room. That's it.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:40", go: garden, via: [west-stairs]}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: "204"}
""", "military times; an officer without a room starts in 204"),

("en06", "Priya", """Sir, at 9:40 pm I am going to room 201 to meet Zhao uncle. If he is alone then kill him. If some other person is also there or he is not opening door, I will simply come back to my room and watch the garden from window. Before that I am in common room from 8:30.""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:40", go: "201", kill: 老赵, if: alone, else: {go: home, peek: window}}
""", "Zhao is 老赵 (declared nickname)"),

("en07", "Hugo", """Evening. Plan: at quarter to ten (no, scratch that, has to be on the tens, so 9:40) I pop over to 203 to see Panghu. If he's on his own, I do the deed. Otherwise I head to the common room and look busy. Home at 10:30.""", "accept", """
orders:
  - {at: "21:40", go: "203", kill: 胖虎, if: alone, else: {go: "204"}}
  - {at: "22:30", go: home}
""", "the player corrects his own off-grid time; Panghu is 胖虎"),

("en08", "Ollie", """ok change of plans, ignore what i sent before 🙏 21:00 go to 209 and see old mate wang, if hes by himself im taking him out. if not, go to the lawn. 22:00 home""", "accept", """
orders:
  - {at: "21:00", go: "209", kill: 王建国, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "replaces an earlier message; 'old mate' is Australian for 'that guy'"),

("en10", "Hugo", """Between nine and half ten, should our Hugo run into Duoduo anywhere at all, he's doing it, witnesses or no witnesses. Apart from that he's in his room all evening with the door locked to everyone until ten.""", "accept", """
door: closed
standing:
  - {kill: 钱多多, if: always, from: "21:00", until: "22:30"}
""", "half ten = 22:30 (British); witnesses or no witnesses = always"),

("en11", "Ollie", """all night, anywhere, if i see priya and theres nobody else around, shes done. otherwise just chillin in my room looking through the peephole the whole time 👀""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Priya, if: alone}
""", ""),

("en12", "Morse", """Morse: 8:30 knock on 207. Nobody answers, try 205. 10:10 to 202, talk to the roommates. 10:40 common room, window.""", "accept", """
orders:
  - {at: "20:30", go: "207", else: {go: "205"}}
  - {at: "22:10", go: "202"}
  - {at: "22:40", go: "204", peek: window}
""", ""),

("en14", "Priya", """Before 10 pm my door should be opened for only Xiaoyu and Inspector Morse, nobody else please. I will be staying in my room whole night, sitting at window side and watching.""", "accept", """
door: [林小雨, Morse]
orders:
  - {at: "20:00", peek: window}
""", "Xiaoyu is 林小雨 (her roommate)"),

("en15", "钱多多", """Hi GM, tonight 8:10 I go 204 chit chat lah, 9pm go back my room see window, 10pm onwards see peephole. Door dont open for Hugo ok, others can.""", "accept", """
door: """ + EVERYONE_BUT_HUGO + """
orders:
  - {at: "20:10", go: "204"}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", "Hong Kong English; the contract has no deny list, so the door is a list of everyone else (tenants and police)"),

("en16", "Ollie", """half eight im off to the garden via the east stairs, ten past nine down to the lawn, twenty to ten back to mine. from 10 peeking the lawn out the window till lights out""", "accept", """
orders:
  - {at: "20:30", go: garden, via: [east-stairs]}
  - {at: "21:10", go: lawn}
  - {at: "21:40", go: home}
  - {at: "22:00", peek: window}
""", "half eight = 20:30, twenty to ten = 21:40"),

("en18", "Priya", """At 9 pm I will go to room 209 to meet Wang uncle. If Ollie is also there, I will not stay, I will go to garden instead. At 10 pm return to my room.""", "accept", """
orders:
  - {at: "21:00", go: "209", if: {absent: Ollie}, else: {go: garden}}
  - {at: "22:00", go: home}
""", "a condition without a kill, on someone's absence"),
]

REFUSALS = [
("en05", "Priya", """Sir one request. Tonight I will not go out at all. I will be sitting in my room whole night and watching the lawn from my window only, so that I can see who is going near the cliff. Thank you.""",
 ["garden", "花园", "north", "朝北"],
 "三.2 / ADJUDICATION 1: 202 faces north; its window sees the garden, not the lawn"),
("en09", "Ollie", """ok hear me out. morse has been sniffing round all week and its doing my head in. 9:30 i go to the common room and if morse is in there on his own i take him out lol. then back to my room""",
 ["police", "警察", "officer"],
 "五.10 房客不能杀警察 (六.6 凶手不能杀警察): Morse is a police officer"),
("en13", "Hugo", """Hugo barricades himself in tonight. Door stays shut to everyone, all night, yes, even after ten, whatever the house rules say about answering. He watches the lawn from his window until he nods off.""",
 ["22:00", "must open", "必须开门", "10 pm", "10pm"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
("en17", "Morse", """2100 post up at the top of the east stairs, watch who comes and goes till 2200. Then common room.""",
 ["loiter", "corridor", "走廊", "停留", "stop"],
 "八 不能在走廊里来回走动，或站在走廊里不动: the stairs are not a place to stay (ADJUDICATION 3)"),
]
