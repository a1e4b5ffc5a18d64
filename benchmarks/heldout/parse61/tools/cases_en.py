# -*- coding: utf-8 -*-
"""English cases of the parse61 held-out set (strategists and rules lawyers).
CASES: (id, sender, message, style, expected order file without `who`, note)
REFUSALS: (id, sender, message, reason keywords, rule)"""

CASES = [
("en01", "Priya", """
Orders, night 1:
- 20:00-20:29: window
- 20:30-20:59: peephole
- 21:00: go to the garden
- 21:30: garden -> lawn
- 22:00: back to 205, window until the end
Door: open (default).
""", "engineer bullets", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),

("en02", "Victor", """
Night one, nobody sane kills in the first hour - too many people wandering around. So:
Stay in 203 watching through the window till 9. At 9:00 head to 204 and hang out there till 9:50 (alibi, the more witnesses the better). At 9:50 back to my room and watch the peephole.
At 10:20 go to 202: if Xu Jing is alone, kill her; if not (someone else there, or she's out), go back to 203.
""", "veteran, reasoning then plan", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "21:50"
    go: home
    peek: peephole
  - at: "22:20"
    go: "202"
    kill: 许静
    if: alone
    else: {go: home}
""", "Xu Jing is 许静's declared nickname"),

("en03", "Elena", """
Pursuant to rule 5.7 (conditional orders), my orders for tonight are as follows:
(a) From 8:00 to 8:59 PM I remain in Room 207, observing through the peephole.
(b) At 9:00 PM I proceed to Room 205. If Priya is alone in her room, I kill her. If she is not alone, is absent, or does not open, I proceed to the common room (204) instead.
(c) At 9:40 PM I return to Room 207 and observe through the window for the remainder of the night.
(d) Prior to 10:00 PM my door is closed to everyone.
""", "law student, lettered clauses", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "205"
    kill: Priya
    if: alone
    else: {go: "204"}
  - at: "21:40"
    go: home
    peek: window
""", ""),

("en04", "Magnus", """
Opening: 8:00 peephole (209's peephole covers the east stairs - best square on the board).
Middlegame: 9:20 go to the lawn via the east stairs. 9:50 return home, window.
Endgame: standing order from 10:00 to 11:00 - if I meet Victor alone anywhere, kill him.
""", "chess player, phases", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:20"
    go: lawn
    via: [east-stairs]
  - at: "21:50"
    go: home
    peek: window
standing:
  - kill: Victor
    if: alone
    from: "22:00"
    until: "23:00"
""", ""),

("en05", "Lestrade", """
Lestrade here. Plan for tonight: I start in the common room, watching the garden through the window from 8:00. 8:50 walk down to the lawn. 9:40 over to the garden. 10:20 back to 204 and the window again.
""", "police patrol", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    go: lawn
  - at: "21:40"
    go: garden
  - at: "22:20"
    go: "204"
    peek: window
""", ""),

("en06", "Priya", """
- standing, 21:15-21:45: kill Magnus if we meet and nobody else is around
- 20:00 go to 209 to chat with Magnus; if he doesn't open, go to 204
- 21:00 go to the lawn
- 21:50 home (205), peephole
""", "engineer, standing first", """
orders:
  - at: "20:00"
    go: "209"
    else: {go: "204"}
  - at: "21:00"
    go: lawn
  - at: "21:50"
    go: home
    peek: peephole
standing:
  - kill: Magnus
    if: alone
    from: "21:15"
    until: "21:45"
""", ""),

("en07", "Victor", """
Quiet night for me. Staying in 203 all night, peephole the whole time. Door's closed till 10.
""", "one-liner", """
door: closed
orders:
  - at: "20:00"
    peek: peephole
""", ""),

("en08", "Elena", """
Issue: Lin Mo likes the lawn early in the evening.
Rule: a kill takes ten minutes and anyone arriving during the cleanup sees me with the body, so it has to be when he's alone.
Application/orders:
- 8:30 go to the lawn; if Lin Mo is there alone, kill him; otherwise go back to my room and peek through the window.
- 9:30 go to 204.
- 10:10 go home, peephole.
Conclusion: that's all.
""", "IRAC", """
orders:
  - at: "20:30"
    go: lawn
    kill: 林默
    if: alone
    else: {go: home, peek: window}
  - at: "21:30"
    go: "204"
  - at: "22:10"
    go: home
    peek: peephole
""", ""),

("en09", "Magnus", """
1. 20:00 window.
2. 20:40 visit 203 (Tang Tang / Victor). If nobody opens, go to the garden.
3. 21:20 home, peephole.
4. 22:10 go to 201: if Lao Zheng is alone, kill him; otherwise head back home.
""", "numbered moves", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:40"
    go: "203"
    else: {go: garden}
  - at: "21:20"
    go: home
    peek: peephole
  - at: "22:10"
    go: "201"
    kill: 老郑
    if: alone
    else: {go: home}
""", ""),

("en10", "Lestrade", """
9:00 knock on 207 (Elena). If she lets me in I stay for the interview until 9:40; if not, back to the common room.
9:40 lawn.
10:20 garden.
10:50 back to 204 and watch the garden through the window.
""", "police interview", """
orders:
  - at: "21:00"
    go: "207"
    else: {go: "204"}
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: garden
  - at: "22:50"
    go: "204"
    peek: window
""", ""),

("en11", "Priya", """
- 20:00 peephole
- 21:00 window
- 22:10 go to 203, kill Tang Tang if she's alone there
  - else: go to 204 and kill Tang Tang there if she's alone
    - else: go home
""", "nested bullets = nested else", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:10"
    go: "203"
    kill: 唐糖
    if: alone
    else:
      go: "204"
      kill: 唐糖
      if: alone
      else: {go: home}
""", ""),

("en12", "Victor", """
Door: before 10 only Tang Tang (roommate, so moot) and Magnus get in.
8:00 window
8:30 lawn
9:10 garden
9:40 home, peephole
""", "door whitelist", """
door: [唐糖, Magnus]
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: garden
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("en13", "Elena", """
At 8:00 I go to 204. If Lestrade is there, I stay and chat until 9:00 (a police witness is worth gold). If he is not, I go back to 207 and watch through the peephole.
9:00: in 207, window.
10:00: lawn.
10:40: home.
""", "alibi with police witness", """
orders:
  - at: "20:00"
    go: "204"
    if: {present: Lestrade}
    else: {go: home, peek: peephole}
  - at: "21:00"
    go: home
    peek: window
  - at: "22:00"
    go: lawn
  - at: "22:40"
    go: home
""", ""),

("en14", "Magnus", """
Until 9: peephole.
21:00 garden - unless Lin Mo is down there, in which case straight back to 209.
21:40 lawn.
22:20 home, window.
""", "unless = absent condition", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: garden
    if: {absent: 林默}
    else: {go: home}
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
    peek: window
""", ""),

("en15", "Priya", """
Standing order, all night: kill Tang Tang on sight, witnesses or not.
Movement:
- 20:00 204
- 21:00 garden
- 21:30 lawn
- 22:10 home, peephole
""", "standing always", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: lawn
  - at: "22:10"
    go: home
    peek: peephole
standing:
  - kill: 唐糖
    if: always
""", ""),

("en16", "Victor", """
8:40 go down to the garden via the west stairs.
9:20 garden -> lawn.
10:00 back home the east way (east stairs), then window till the end.
Before 8:40 I'm just in my room, not peeking.
""", "routes", """
orders:
  - at: "20:40"
    go: garden
    via: [west-stairs]
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    via: [east-stairs]
    peek: window
""", ""),

("en17", "Lestrade", """
Lestrade: common room all night, window.
""", "police minimal", """
orders:
  - at: "20:00"
    peek: window
""", ""),

("en18", "Elena", """
Per rule 5.12, after 10 PM a tenant must open the door when someone knocks. Accordingly:
1. 8:00 PM to 9:29 PM: Room 207, window.
2. 9:30 PM: switch to the peephole.
3. 10:30 PM: go to Room 205. If Priya is alone, I kill her; otherwise I return to Room 207.
""", "law student citing 5.12", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    peek: peephole
  - at: "22:30"
    go: "205"
    kill: Priya
    if: alone
    else: {go: home}
""", ""),

("en19", "Magnus", """
Move list:
20:00 go to 204 and look out of the window
20:50 home, peephole
21:30 visit 201 - kill Lao Zheng if he's alone, else go to the lawn
22:10 home
""", "move list", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
  - at: "20:50"
    go: home
    peek: peephole
  - at: "21:30"
    go: "201"
    kill: 老郑
    if: alone
    else: {go: lawn}
  - at: "22:10"
    go: home
""", ""),

("en20", "Priya", """
```
door = closed
20:00 peek(window)
20:20 peek(peephole)
21:00 goto(garden)
21:20 goto(lawn)
22:00 goto(home); peek(window)
```
""", "code block", """
door: closed
orders:
  - at: "20:00"
    peek: window
  - at: "20:20"
    peek: peephole
  - at: "21:00"
    go: garden
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),

("en21", "Victor", """
lol ok gm here goes. first hour in 204 with whoever's there. at 9 I go to 202: kill xu jing only if she's on her own; if she isn't (or doesn't open) go to the garden. 9:40 back to 203 and peephole. done, gl everyone
""", "lowercase chat", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: "202"
    kill: 许静
    if: alone
    else: {go: garden}
  - at: "21:40"
    go: home
    peek: peephole
""", ""),

("en22", "Elena", """
Half past eight: lawn. Ten past nine: garden. Ten to ten: back to my room, window.
""", "clock words", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:10"
    go: garden
  - at: "21:50"
    go: home
    peek: window
""", ""),

("en23", "Magnus", """
Between a quarter past nine and a quarter to ten, if I run into Victor with no one else around, I take him.
Moves: 9:10 lawn, 9:40 garden, 10:00 home, peephole.
""", "standing window in quarter hours", """
orders:
  - at: "21:10"
    go: lawn
  - at: "21:40"
    go: garden
  - at: "22:00"
    go: home
    peek: peephole
standing:
  - kill: Victor
    if: alone
    from: "21:15"
    until: "21:45"
""", "from/until take any whole minute"),

("en24", "Lestrade", """
Stay in the common room until 10. At 10:00 knock on 203 (after ten they have to open). Stay there till 10:30, then back to the common room and watch the garden from the window.
""", "police after-22:00 visit", """
orders:
  - at: "22:00"
    go: "203"
  - at: "22:30"
    go: "204"
    peek: window
""", ""),
]

REFUSALS = [
("en25", "Elena", """
Victor has been eyeing me all day, so he goes first.
- 8:00 peephole
- 9:20 go to 203; if Victor is alone, kill him; otherwise back to 207
- 10:00 window
""", ["Victor", "target", "目标", "Lin Mo", "Priya"],
 "五.10 only one of one's own two targets may be killed (Elena's: 林默, Priya; ADJUDICATION 5)"),

("en26", "Magnus", """
The east stairs are the key square. At 9:00 I go and stand at the top of the east stairs and watch who comes up, until 9:40. Then home, peephole.
""", ["stairs", "楼梯", "corridor", "走廊"],
 "八 nobody may stand still in the corridor or on the stairs (ADJUDICATION 3: a destination is never the corridor or the stairs)"),

("en27", "Victor", """
Early bird: at 7:50 I go to 204 to grab the best seat, stay till 9, then home and window.
""", ["7:50", "19:50", "8:00", "20:00"],
 "五.1 the night runs 8 to 11 PM (ADJUDICATION 2: orders start 20:00-22:50)"),

("en28", "Priya", """
- 20:00 peephole
- 21:15 go to the lawn (timed so I arrive exactly when Magnus usually gets there)
- 22:00 home, window
""", ["21:15", "9:15", "multiple of 10", "10 minutes", "10分钟"],
 "五.4 every action starts at a multiple of 10 minutes"),

("en29", "Lestrade", """
Lestrade: I'll sit in the common room and keep an eye on the corridor through the peephole all night.
""", ["peephole", "204", "门孔", "common room"],
 "五.3(1)(3) a peephole only from one's own room; from 204 only the window (ADJUDICATION 3)"),

("en30", "Victor", """
If Lestrade keeps sniffing around me he's a problem. Standing order all night: if I meet Lestrade alone anywhere, kill him. Otherwise: 204 from 8:00, home at 9:30, peephole.
""", ["police", "Lestrade", "警察"],
 "五.10 / 六.6 tenants cannot kill police (ADJUDICATION 5)"),
]
