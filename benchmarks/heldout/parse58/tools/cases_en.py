# English cases for parse58: Tyler (US high-schooler), Olivia (British uni student),
# Jomar (Filipino, Taglish), Brody (Australian gamer).
CASES = [
("en01", "Tyler", """ok so 2nite: 8 peek out the window, 8:30 go to the common room, 9:30 back to my room n watch thru the peephole. thats it lol""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("en02", "Olivia", """Right, my orders for tonight: looking out of the window from 8 until I leave. At 9.40 I'll pop over to 209 to see Brody, and back to mine at 10.20. Ta x""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:40", go: "209"}
  - {at: "22:20", go: home}
""", ""),
("en03", "Jomar", """Hello GM! 9:00 punta ako sa garden, then 9:30 lawn. 10pm balik sa room ko, peephole lang. Salamat po 🙏""", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),
("en04", "Brody", """mate 10:10 I'm heading to the lawn, if Jomar's there on his own I'm taking him out. otherwise straight back to my room""", None, """
orders:
  - {at: "22:10", go: lawn, kill: Jomar, if: alone, else: {go: home}}
""", ""),
("en05", "Tyler", """all night if i run into olivia and shes alone, kill her fr fr 💀
not doing anything else just chilling in my room""", None, """
standing:
  - {kill: Olivia, if: alone}
""", ""),
("en06", "Olivia", """Keep my door shut to everyone till 10 please, except Jomar.
Peephole from 8, window from 9.""", None, """
door: [Jomar]
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("en07", "Jomar", """at 2220 go 203, kill Tyler if he's alone. kung hindi, go to the common room na lang""", None, """
orders:
  - {at: "22:20", go: "203", kill: Tyler, if: alone, else: {go: "204"}}
""", "kung hindi = otherwise"),
("en08", "Brody", """8:20 down the east stairs to the garden, 8:50 over to the lawn, 9:40 back to my room and peek out the window. gg ez""", None, """
orders:
  - {at: "20:20", go: garden, via: [east-stairs]}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: home, peek: window}
""", ""),
("en09", "Tyler", """yo gm
orders
9 - garden
920 - lawn
10 - home
ngl kinda scared""", None, """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home}
""", ""),
("en10", "Olivia", """From quarter past nine to half ten, if I bump into Brody anywhere, kill him, doesn't matter who's about. Otherwise I'm just in my room.""", None, """
standing:
  - {kill: Brody, if: always, from: "21:15", until: "22:30"}
""", ""),
("en11", "Jomar", """8pm window, 8:10 peephole, 8:20 window ulit, then 8:30 punta sa 204 and stay there til 9:30, then back to room""", None, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:10", peek: peephole}
  - {at: "20:20", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home}
""", ""),
("en12", "Brody", """9.10 go to 207, kill Jomar if he's alone in there, otherwise head down to the garden""", None, """
orders:
  - {at: "21:10", go: "207", kill: Jomar, if: alone, else: {go: garden}}
""", ""),
("en13", "Tyler", """ight bet
8:40 go to room 205
9:20 common room n look out the window
10 go home""", None, """
orders:
  - {at: "20:40", go: "205"}
  - {at: "21:20", go: "204", peek: window}
  - {at: "22:00", go: home}
""", ""),
("en14", "Olivia", """Quiet night for me tbh. Lawn at half eight, then back to mine at nine and on the peephole for the rest of the night. Cheers""", None, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:00", go: home, peek: peephole}
""", ""),
]

REFUSALS = [
("en15", "Tyler", """at 9 go to 207 and kill jomar lmao""", ["Jomar", "target", "目标"], "五.10 only one of one's two targets (Tyler's: Olivia, 胖虎)"),
("en16", "Olivia", """Start at 7.50 in the garden, then the lawn at 8.30.""", ["19:50", "7:50", "7.50", "20:00", "time", "时间"], "五.1 the night runs 20:00-23:00"),
("en17", "Brody", """9:30 go to the common room and watch the corridor through the peephole""", ["peephole", "204", "common room", "门孔"], "五.3(3) from 204 only the window (peephole only from one's own room)"),
("en18", "Jomar", """9:05 go to the lawn po, stay there hanggang 10""", ["9:05", "21:05", "multiple of 10", "10 min", "10分钟"], "五.4 每次行动开始时间必须是10的整数倍"),
]
