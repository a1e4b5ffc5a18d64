"""English cases of the parse64 held-out set (strategists and rules lawyers).
CASES: (id, sender, message, "accept", expected order file body without `who`, note)
REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)"""

CASES = [
("en01", "Priya", """Night 1 plan (final):
- 20:00 peephole
- 20:30 window (lawn)
- 21:10 go to 204, stay
- 21:50 go to 205. If Cheng Yuan is alone in there -> kill him. Else (not there / not alone / door shut) -> back to 203, watch the lawn from the window.
- 22:30 be back in 203 regardless, peephole till 23:00
- door: open to everyone (default)""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:30"
    peek: window
  - at: "21:10"
    go: "204"
  - at: "21:50"
    go: "205"
    kill: 程远
    if: alone
    else: {go: home, peek: window}
  - at: "22:30"
    go: home
    peek: peephole
""", "Cheng Yuan is 程远's nickname in game.yaml"),

("en02", "Marcus", """Evening all. Played enough of these to know night 1 is for gathering intel, so no heroics from me tonight.
Window/peephole rotation from my room, switching every 10 mins, starting with the widnow at 8:00, until 9:00. Then I head down to the garden at 9, over to the lawn at 9:40, and back home at 10:20 where I sit on the peephole till the end.
Door's open.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:10"
    peek: peephole
  - at: "20:20"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "20:40"
    peek: window
  - at: "20:50"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
    peek: peephole
""", "widnow is a typo of window"),

("en03", "Elliot", """Orders of Elliot (Room 207) for Night 1, in chronological order. Each order supersedes the previous one at its start time.
(a) 20:00 - 20:59: remain in my room, observing the lawn through the window.
(b) 21:00: proceed to the common room (204) and remain there until 21:50.
(c) 21:50: proceed to Room 203. Should Priya be alone inside, kill her. Should she be absent, or should any other person be present, return to my room instead and observe the corridor through the peephole.
(d) Door: until 22:00, admit only Nadia and Reyes.""", "accept", """
door: [Nadia, Reyes]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "21:50"
    go: "203"
    kill: Priya
    if: alone
    else: {go: home, peek: peephole}
""", None),

("en04", "Nadia", """Opening: quiet development. 8:00-8:40 peephole (I can see the east stairs from 209).
Middlegame: 8:40 to the common room, stay. 9:30 to the garden. 10:00 back home, window.
Standing tactic: between 9:00 and 10:30, if I run into Lin Shen and he is alone, I take him.
Endgame: nothing else. Door open.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:40"
    go: "204"
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: home
    peek: window
standing:
  - kill: 林深
    if: alone
    from: "21:00"
    until: "22:30"
""", None),

("en05", "Reyes", """Reyes here. Police walkabout tonight:
8:00 window from 204 (garden)
9:00 garden
9:20 lawn
10:00 back up to 204, window again till 11""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "21:00"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: "204"
    peek: window
""", None),

("en06", "Priya", """tonight w/ fallbacks:
- 20:00 window
- 21:00 go to 201. Primary: Marcus alone there -> kill.
  - fallback 1 (Marcus not there / not alone / nobody opens): go to 205, kill Cheng Yuan if he's alone
  - fallback 2 (that fails too): go home, peephole
- 22:00 lawn""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "201"
    kill: Marcus
    if: alone
    else:
      go: "205"
      kill: 程远
      if: alone
      else: {go: home, peek: peephole}
  - at: "22:00"
    go: lawn
""", "an else inside an else"),

("en07", "Marcus", """Staying in tonight. Peephloe all night, and don't open the door for anyone before 10.""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", "Peephloe is a typo of peephole"),

("en08", "Elliot", """For the record, my night:
1. 8:00 window.
2. 8:30 visit Room 202 (Su Rui). If she does not open, go to the garden.
3. 9:20 lawn.
4. 10:00 the common room, unless Captain Han is there, in which case straight back to my room, window.
5. 10:40 home, peephole.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "202"
    else: {go: garden}
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: "204"
    if: {absent: 韩队}
    else: {go: home, peek: window}
  - at: "22:40"
    go: home
    peek: peephole
""", None),

("en09", "Nadia", """Short one. 9:10 down to the garden by the east stairs, 9:40 over to the lawn, 10:20 back to 209, peephole. Before 9:10 just the window.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: garden
    via: [east-stairs]
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
    peek: peephole
""", None),

("en10", "Reyes", """Tonight: 204 until 10:20 watching the garden through the window. 10:20 I go knock on 207 to talk to Elliot; if nobody opens, the lawn. 10:50 back to 204.""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "22:20"
    go: "207"
    else: {go: lawn}
  - at: "22:50"
    go: "204"
""", None),

("en11", "Priya", """- standing: 21:15-21:45, kill Marcus on sight if he's alone
- 20:00-21:10 in 203, window
- 21:10 garden
- 21:30 lawn
- 22:00 home, no peeking""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:10"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
standing:
  - kill: Marcus
    if: alone
    from: "21:15"
    until: "21:45"
""", "a standing window takes any whole minute"),

("en12", "Marcus", """Alibi plan: I want Lin Shen (my roommate) to vouch for me.
9:00 I go to the common room. If Lin Shen is there, I stay and chat with him. If he isn't, I go to the garden instead.
9:50 back to 201, window.
10:30 go to 203 and kill Lao Ge - only if he's alone in there. Otherwise go to the lawn.""", "accept", """
orders:
  - at: "21:00"
    go: "204"
    if: {present: 林深}
    else: {go: garden}
  - at: "21:50"
    go: home
    peek: window
  - at: "22:30"
    go: "203"
    kill: 老葛
    if: alone
    else: {go: lawn}
""", None),

("en13", "Elliot", """With respect to 22:10: I shall go to Room 202 and kill Su Rui, whether or not anyone else is present. If she is not there, I go to the lawn. Prior to that, from 20:00 I remain in my room observing the corridor through the peephole; at 21:30 I switch to the window.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    peek: window
  - at: "22:10"
    go: "202"
    kill: 苏芮
    if: always
    else: {go: lawn}
""", None),

("en14", "Nadia", """e4 tonight, nothing fancy:
8:00 window
8:50 stop peeking, just stay in the room
9:30 common room
10:10 garden. If Marcus is there alone, he's mine. If not (he's absent or has company), back to my room.""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
  - at: "21:30"
    go: "204"
  - at: "22:10"
    go: garden
    kill: Marcus
    if: alone
    else: {go: home}
""", "the 20:50 order only stops the peeking"),
]

REFUSALS = [
("en15", "Nadia", """Change of plan. Elliot keeps asking everyone about 209, I don't trust him. 9:20 go to 207, kill Elliot if he's alone, otherwise come back home. Window the rest of the night.""",
 ["Elliot", "target", "目标"],
 "seed 五.10 / ADJUDICATION 5: a tenant kills only one of their own two targets (Nadia: 林深, Marcus); Elliot is not one"),

("en16", "Elliot", """(1) 20:00 window. (2) At 20:45 precisely, proceed to the garden. (3) 21:30 return to my room, peephole.""",
 ["20:45", "8:45", "multiple of 10", "10 minutes", "10分钟", "整数倍"],
 "seed 五.4: 每次行动开始时间必须是10的整数倍 / ADJUDICATION 2"),

("en17", "Reyes", """I'll hold 204 with the window until 10:30, then go out to the lawn. At 11:10 I walk back to 204.""",
 ["11:10", "23:10", "23:00", "11点", "night ends"],
 "seed 五.1: the night runs 8 to 11 (11点之后统统睡觉) / ADJUDICATION 2: orders start 20:00-22:50"),

("en18", "Priya", """- 20:00 window, watching the garden (want to see who goes out the front)
- 21:00 go to 204
- 22:00 home, peephole""",
 ["garden", "south", "lawn", "花园", "朝南", "草坪"],
 "seed 三.2, 五.3(1) / ADJUDICATION 1: 203 faces south, its window sees the lawn, not the garden"),
]
