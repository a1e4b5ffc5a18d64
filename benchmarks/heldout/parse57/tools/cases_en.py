# English cases for parse57 (role-players writing in character).
# CASES: (id, sender, message, style, expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords, rule)
CASES = [
("en01", "Ambrose", """My dear Landlord,

Having dined, I shall retire to my chamber and, from eight o'clock until nine, keep watch from my window upon the lawn. At nine I shall take the air in the garden, and at half past nine I shall call upon the common room, remaining there until ten, when I return to my room for the night.

Yours faithfully,
A.""", "Victorian letter", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("en02", "Roisin", """Night orders, a stór: 8pm down to the lawn to watch the cliff and the sea-dark beyond it. 9:20 back up to my own room, and I'll sit with my eye to the peephole till the night's end.""", "Irish poet", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "21:20", go: home, peek: peephole}
""", ""),
("en03", "Jaxon", """*rolls stealth* ok so Jaxon the Rogue:
20:00-20:30 peephole watch
20:30 sneak over to 207 to chat w/ Roisin. if she doesn't open, fall back to the garden
21:30 return to base (209) and window watch for the rest of the night""", "fantasy gamer", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:30", go: "207", else: {go: garden}}
  - {at: "21:30", go: home, peek: window}
""", ""),
("en04", "Hendrik", """Howzit GM. Tonight: at 8:10 I go to the garden for a walk (shame, no braai), at 9 I go on to the lawn, 10:00 back to my room and lekker watch the lawn from the window till bedtime.""", "South African", """
orders:
  - {at: "20:10", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: window}
""", ""),
("en05", "Gregson", """Inspector Gregson reporting. I'll spend 8 to 9 in the common room watching the garden from its window, then at 9:00 walk the lawn, 9:40 the garden, and at 10:20 back to the common room to sit.""", "police plain", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: garden}
  - {at: "22:20", go: "204"}
""", ""),
("en06", "Ambrose", """Landlord — at ten o'clock precisely I shall pay a call upon Mr Jaxon in No. 209. Should I find him alone, I shall do what must be done. Should he have company, or fail to answer the door, I shall repair directly to the lawn. Until ten I keep to my room and trouble no window.""", "Victorian kill", """
orders:
  - {at: "22:00", go: "209", kill: Jaxon, if: alone, else: {go: lawn}}
""", ""),
("en07", "Roisin", """From nine till eleven, wherever I meet Ambrose — witnesses or none — he dies. Otherwise I'm at home all night at the window, watching the grass go silver.""", "Irish poet standing", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Ambrose, if: always, from: "21:00", until: "23:00"}
""", ""),
("en08", "Jaxon", """QUEST LOG night 1
- 20:40 take the east stairs down to the lawn (scout the cliff)
- 21:40 come back up via the west stairs to the tavern (204)
- 22:30 back to my quarters, peephole on""", "fantasy quest log", """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: "204", via: [west-stairs]}
  - {at: "22:30", go: home, peek: peephole}
""", ""),
("en09", "Hendrik", """8:00 to 9:30 I'm chilling in the common room. At 9:30 I'll knock at 207 — if Roisin's alone in there I kill her, ja. If not, I head back to my room and watch through the peephole.""", "South African kill", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:30", go: "207", kill: Roisin, if: alone, else: {go: home, peek: peephole}}
""", ""),
("en10", "Ambrose", """I shall receive no callers before ten; my door is shut to all. I keep to my room, watching through the spy-hole until nine, and thereafter through the window.""", "Victorian door", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", "spy-hole = peephole"),
("en11", "Gregson", """Gregson here. 8:20 I'll call on Mr Ambrose in 205, 9:10 on Miss Roisin in 207, then back to the common room at 9:50 and stay put.""", "police visits", """
orders:
  - {at: "20:20", go: "205"}
  - {at: "21:10", go: "207"}
  - {at: "21:50", go: "204"}
""", ""),
("en12", "Jaxon", """Jaxon activates Assassin's Mark 🗡️: from 21:15 to 22:45, if I run into Hendrik alone anywhere, I take him out.
Movement: 20:00 garden, 21:00 lawn, 22:00 home + window.""", "fantasy standing", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: Hendrik, if: alone, from: "21:15", until: "22:45"}
""", ""),
("en13", "Roisin", """The poet keeps her own hours: at half eight she drifts down to the garden among the roses; at ten past nine she climbs to the common room to write by its window; at ten she goes home to sleep.""", "Irish poet third person", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: "204", peek: window}
  - {at: "22:00", go: home}
""", "half eight = 20:30 (Irish/British)"),
("en14", "Hendrik", """(OOC, sorry, busy tonight) just stay in my room all night watching out the window. thanks""", "out of character", """
orders:
  - {at: "20:00", peek: window}
""", ""),
]

REFUSALS = [
("en15", "Jaxon", """Jaxon readies his dagger. 21:00 go to the garden; if Inspector Gregson is there alone, backstab him. Crit for the win.""",
 ["Gregson", "police", "警察"], "五.10 / 六.6 房客不能杀警察 (a tenant cannot kill a police officer)"),
("en16", "Ambrose", """At twenty minutes to eight I shall take a turn upon the lawn, and at nine return to my room.""",
 ["19:40", "7:40", "20:00", "eight"], "五.1 the night runs 20:00-23:00; orders start from 20:00"),
("en17", "Roisin", """9:25 I'll slip down to the lawn to hear the sea, and stay there.""",
 ["9:25", "21:25", "10 minutes", "multiple of 10", "10的整数倍"], "五.4 every action starts on a multiple of 10 minutes"),
("en18", "Gregson", """Gregson: all night in the common room with my eye to its peephole, watching the corridor.""",
 ["peephole", "门孔", "204"], "五.3(3) in 204 only the window; a peephole only from one's own room (police have none)"),
]
