# English cases of held-out set parse97 (same tuple layout as cases_zh.py).
# Kev (207; targets Oliver, 林姐): casual lower-case Discord English.
# Oliver (209; targets 小周, 石头): UK English.  Priya (police, no room): Singapore English.
# Nicknames (game.yaml): 阿杰 AJ, 林姐 Lin, 小周 Zhou, 嘉欣 Kayan, 石头 Rocky, Oliver Olly, 孙队 Chief Sun.
A = "accept"; R = "refuse"
CASES = [
("en01", "Kev", """ok so tonight: peephole from 8 to 9, then head to the common room at 9, back to my room at 10 and watch the lawn from the window. ty gm""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home, peek: window}
""", "Discord lower case; 207 faces south"),

("en02", "Oliver", """Evening GM. Half eight I'll pop down to the garden, then back to my room at ten past nine and keep an eye on the lawn from the window till the end. Cheers.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: home, peek: window}
""", "UK: half eight = 20:30, ten past nine = 21:10"),

("en03", "Priya", """Hi GM, Priya here. Tonight I just stay in 204 the whole night and look out the window at the garden, can? Thank you!""", A, """
orders:
  - {at: "20:00", peek: window}
""", "Singapore English; police start in 204"),

("en04", "Kev", """gonna hit the lawn at 9:30 and if olly's out there by himself he's done 🔪 if not i just chill there""", A, """
orders:
  - {at: "21:30", go: lawn, kill: Oliver, if: alone}
""", "no else: 'if not i just chill there' = stay; the kill waits for Oliver alone"),

("en05", "Oliver", """Right, here's the plan: stay in and watch the corridor through the peephole until ten. At ten o'clock I'll knock on 205; if Rocky's alone in there I'll do him in. If he's not alone, I'll head to the lawn instead.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "205", kill: 石头, if: alone, else: {go: lawn}}
""", "Rocky = 石头 (nickname); do him in = kill"),

("en07", "Priya", """8.30pm I go garden, 9pm go lawn, 9.40pm come back 204 and look out window lah""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", "dotted times"),

("en08", "Oliver", """Could you keep my door shut to everyone before 10pm please? I'll be in all night: window until half nine, spyhole after that.""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", "door closed before 22:00; spyhole = peephole"),

("en09", "Kev", """knock on 201 at 10:40, if lin's alone in there kill her, otherwise go back to my room lol""", A, """
orders:
  - {at: "22:40", go: "201", kill: 林姐, if: alone, else: {go: home}}
""", "Lin = 林姐 (nickname)"),

("en11", "Priya", """Later 9pm I go knock 207 door find Kev chit chat. If nobody open, I go back 204 and look out the window. 10pm go lawn.""", A, """
orders:
  - {at: "21:00", go: "207", else: {go: "204", peek: window}}
  - {at: "22:00", go: lawn}
""", "an else with a peek after a shut door"),

("en12", "Kev", """wherever i bump into olly tonight, if nobody else is around, take him out. otherwise im staying in my room all night""", A, """
standing:
  - {kill: Oliver, if: alone}
""", "standing kill"),

("en13", "Oliver", """Nine o'clock sharp, off to the common room for a natter. Twenty to ten I'll nip across to 203 to see Zhou: if he's there on his own, kill him; otherwise straight back to my room.""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "21:40", go: "203", kill: 小周, if: alone, else: {go: home}}
""", "twenty to ten = 21:40"),

("en15", "Kev", """door closed till 10 (i know i gotta open after lol). garden at 8:20, back at 9, peephole the rest of the night""", A, """
door: closed
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: home, peek: peephole}
""", "till 10 = the door rule's own limit"),

("en16", "Oliver", """Tonight I'd like a standing order: if at any point after quarter past nine I run into Rocky and there's no one else about, kill him. Apart from that I'm staying put in my room.""", A, """
standing:
  - {kill: 石头, if: alone, from: "21:15"}
""", "standing windows take any minute: quarter past nine is fine there"),

("en17", "Priya", """I go 203 at 8.10pm see Zhou and Kayan, then 9pm go 201, 10pm back to common room. Thanks ah""", A, """
orders:
  - {at: "20:10", go: "203"}
  - {at: "21:00", go: "201"}
  - {at: "22:00", go: "204"}
""", "police visits"),

("en19", "Oliver", """Plan for tonight, bit of a faff: common room at 8, garden at 8:40 - no, scratch that, make it 8:50 - then the lawn at half nine, and home at quarter past... sorry, twenty past ten.""", A, """
orders:
  - {at: "20:00", go: "204"}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: home}
""", "two corrections inside the message"),

("en20", "Kev", """830 go to 209 to chat w olly. actually nah make it 850. come back at 940""", A, """
orders:
  - {at: "20:50", go: "209"}
  - {at: "21:40", go: home}
""", "times without a colon; 'actually nah make it' corrects 20:30 to 20:50"),

("en21", "Priya", """Tonight I walk walk a bit: 8.40 go lawn by the east stairs, then 9.20 go garden, 10.10 go back common room""", A, """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:20", go: garden}
  - {at: "22:10", go: "204"}
""", "a named route from 204"),

("en23", "Kev", """from 8 to 9 window, 9 to 10 peephole, then at 10 go to the garden via the east stairs and stay there till 11""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: garden, via: [east-stairs]}
""", "from/to ranges"),

("en24", "Oliver", """I'd like to go down to the lawn at 9:20 by way of the west stairs, and come back at 10 by the east stairs. Thanks awfully.""", A, """
orders:
  - {at: "21:20", go: lawn, via: [west-stairs]}
  - {at: "22:00", go: home, via: [east-stairs]}
""", "named routes both ways"),

("en26", "Kev", """only let rocky and aj in before 10 pls. staying in all night, window the whole time""", A, """
door: [石头, 阿杰]
orders:
  - {at: "20:00", peek: window}
""", "door list by nicknames"),

("en27", "Oliver", """Only Chief Sun and Kev may come in before ten. From eight till ten I'll be watching the corridor through the spyhole; after ten, the window.""", A, """
door: [孙队, Kev]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", peek: window}
""", "a police officer in a door list; Chief Sun = 孙队"),

("en28", "Priya", """First I look out the 204 window from 8 to 9, then 9pm go 209 talk to Olly, 9.50 go back 204 and just sit there, no need to look out already""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "209"}
  - {at: "21:50", go: "204"}
""", "police; no peeking after 21:50"),

("en29", "Kev", """between 9 and 10 if i meet lin anywhere just do it, doesnt matter whos around. 9:10 go to the common room, 9:50 back home""", A, """
orders:
  - {at: "21:10", go: "204"}
  - {at: "21:50", go: home}
standing:
  - {kill: 林姐, if: always, from: "21:00", until: "22:00"}
""", "standing kill 21:00-22:00 regardless of others"),

("en30", "Oliver", """At ten to ten I'm going to 205 to see Rocky. If Rocky's there, kill him, whether or not anyone else is in the room. If he isn't there, go to the garden.""", A, """
orders:
  - {at: "21:50", go: "205", kill: 石头, else: {go: garden}}
""", "ten to ten = 21:50; kill when present (always)"),
]

REFUSALS = [
("en06", "Kev", """lol if i catch zhou alone anywhere tonight he's dead 💀""", ["target", "目标", "Oliver", "林姐", "Lin", "Zhou", "小周"],
 "小周 (Zhou) is not one of Kev's targets (Oliver, 林姐) (五.10)"),
("en10", "Oliver", """Around nine-ish I'll wander down to the lawn, and come back whenever I get bored.""", ["vague", "exact", "time", "时间", "nine-ish", "around", "具体"],
 "vague times (nine-ish, whenever): a start must be a definite 10-minute slot (五.4)"),
("en14", "Priya", """Tonight I stay in 204 and use the door peephole to watch the corridor, whole night.""", ["peephole", "门孔", "204", "window", "窗户"],
 "from 204 only the window (五.3(3)); a peephole only from one's own room, and Priya has none"),
("en18", "Kev", """10:45 go to the lawn and stay till 11""", ["10 minutes", "multiple", "22:45", "10:45", "10分钟", "整数倍"],
 "a start not on a 10-minute slot (五.4)"),
("en22", "Oliver", """I'd like my door kept locked all night, and I mean after ten as well. Not opening it for anyone, full stop.""", ["22:00", "10pm", "after ten", "must open", "开门", "十点", "10点"],
 "after 22:00 a tenant must open (五.12)"),
("en25", "Priya", """9pm I go stand at top of the east stairs and wait there, see who go down. 10pm back to 204.""", ["stairs", "楼梯", "corridor", "走廊", "八"],
 "the stairs are no destination (八)"),
]
