# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Nigel 207 (钱姐, Ruth): formal British; Jinx 209 (阿凯, 小雨): gamer shorthand;
# Ruth 203 (老周, Nigel): gives the night backwards from its end; Morse: police, terse.
A = "accept"
CASES = [
("en01", "Nigel", """Good evening. I shall spend the first hour in my room, keeping watch upon the lawn from the window. At nine o'clock I shall repair to the common room, and at a quarter to ten (no, forgive me, ten to ten) I shall return to my room. Kind regards, Nigel.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:50", go: home}
""", "correction: a quarter to ten -> ten to ten"),

("en02", "Nigel", """Until half past ten I shall remain quietly in my room. At half past ten I shall call upon room 203. Should Ruth be alone there, I shall kill her; otherwise I shall proceed to the garden.""", A, """
orders:
  - {at: "22:30", go: "203", kill: Ruth, if: alone, else: {go: garden}}
""", "should X be alone; otherwise = else"),

("en03", "Nigel", """Whilst I am permitted to refuse callers, my door shall be open to Jinx and Inspector Morse only. I shall remain in my room all evening, observing the corridor through the peephole. Many thanks.""", A, """
door: [Jinx, Morse]
orders:
  - {at: "20:00", peek: peephole}
""", "whilst permitted = before 22:00; Inspector Morse = Morse"),

("en04", "Nigel", """Between nine and ten o'clock, should I encounter 钱姐 alone anywhere, I shall dispatch her. At ten past nine I go down to the garden, at twenty to ten I walk round to the lawn, and at ten I return home.""", A, """
orders:
  - {at: "21:10", go: garden}
  - {at: "21:40", go: lawn}
  - {at: "22:00", go: home}
standing:
  - {kill: 钱姐, if: alone, from: "21:00", until: "22:00"}
""", "dispatch = kill; standing window 21:00-22:00"),

("en05", "Jinx", """yo gm 🎮 tp to 204 @ 8:30, then afk in my room from 9:10 w/ peephole on. gg""", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:10", go: home, peek: peephole}
""", "tp = go; afk in my room = go home"),

("en06", "Jinx", """ez plan: 9:40 rush to the lawn via east stairs, if 小雨 solo there -> kill, else fall back to the garden. ty""", A, """
orders:
  - {at: "21:40", go: lawn, via: [east-stairs], kill: 小雨, if: alone, else: {go: garden}}
""", "solo = alone"),

("en07", "Jinx", """all night: if I run into 阿凯 solo anywhere, kill on sight. otherwise just camping in my room watching the lawn thru the window lol""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 阿凯, if: alone}
""", "209 faces south: the window sees the lawn"),

("en08", "Jinx", """door locked for everyone b4 10pm. 8:20 knock on 205, if nobody answers go to the garden. brb""", A, """
door: closed
orders:
  - {at: "20:20", go: "205", else: {go: garden}}
""", "door closed; else for a refused door, no if"),

("en09", "Ruth", """Working backwards from the end of the night: from 10:30 till 11 I'm back in my room, peeking through the peephole. Before that, from 10:00, I'm out on the lawn. Before that, from 9:00, in the common room. Before 9 I just stay put in my room.""", A, """
orders:
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: lawn}
  - {at: "22:30", go: home, peek: peephole}
""", "orders given from the end backwards"),

("en10", "Ruth", """Last thing first: at 10:40 I head home. Before that, at 10:00, I go to 201 - if Lao Zhou is alone in there, kill him; if not, go to the garden instead.""", A, """
orders:
  - {at: "22:00", go: "201", kill: 老周, if: alone, else: {go: garden}}
  - {at: "22:40", go: home}
""", "Lao Zhou = 老周 (nickname declared); backwards"),

("en11", "Ruth", """From the end: 10:50 back home. 10:20 go down to the lawn by the west stairs. From 8:00 until then, window.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:20", go: lawn, via: [west-stairs]}
  - {at: "22:50", go: home}
""", "backwards; until then = until 22:20"),

("en12", "Morse", """Morse here. 8:00 window in the common room (garden side). 8:50 walk the lawn. 9:30 call on Nigel in 207. 10:10 back to the common room. That's all.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: "207"}
  - {at: "22:10", go: "204"}
""", "police without a room start in 204"),

("en13", "Morse", """9:00 to 202. If David isn't in, try 205 instead. Cheers.""", A, """
orders:
  - {at: "21:00", go: "202", if: {present: 大伟}, else: {go: "205"}}
""", "David = 大伟 (nickname declared); condition without a kill"),

("en14", "Jinx", """8:30 garden... wait nvm make it 8:40. 9:20 back home + window, watching the lawn. gg wp""", A, """
orders:
  - {at: "20:40", go: garden}
  - {at: "21:20", go: home, peek: window}
""", "self-correction"),
]
REFUSALS = [
("en15", "Nigel", """From half past nine I shall wait upon the east staircase, so as to observe who comes and goes. I trust that is in order.""", ["stairs", "staircase", "楼梯", "corridor", "走廊", "八"], "nobody stays on the stairs (八)"),
("en16", "Jinx", """tp to the lawn @ 11:10pm and chill there till everyone's asleep lol""", ["23:00", "22:50", "11", "time", "时间"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
("en17", "Ruth", """Backwards as usual: 10:30 home. 9:00 I go down to the lobby on the ground floor and wait there for a while.""", ["lobby", "ground floor", "hall", "大厅", "一层", "place", "地点"], "the ground-floor hall is not in the game (三.2 一层是大厅（本游戏中不出现）)"),
("en18", "Morse", """All evening: watch the lawn from the common room window.""", ["north", "garden", "朝北", "花园", "lawn", "草坪", "204"], "204's window faces north and sees the garden, not the lawn (三.2 餐厅的窗户也能看见花园)"),
]
