# English cases of the parse53 held-out set (see ../README.md).
# CASES: (id, sender, message, "accept", expected order file body without `who`, note)
# REFUSALS: (id, sender, message, reason keywords (en/zh alternatives), rule broken)
# Senders: Jonas (German engineer, 201), Thiago (Brazilian, 203), Hemi (New Zealander, 207),
#          Kyle (American sysadmin, police, no room: starts in 204).
# Nicknames declared in game.yaml: Hao=阿豪, Zhou=老周, Wen=小雯, Shen=沈逸, Ken=阿Ken.

CASES = [
("en01", "Jonas", """
Plan for tonight:
20:00-20:30 window (lawn)
20:30-21:30 peephole
21:30 -> common room
22:30 back to my room, window until end
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    peek: peephole
  - at: "21:30"
    go: "204"
  - at: "22:30"
    go: home
    peek: window
""", None),

("en02", "Jonas", """
22:00 Uhr: go to 202. If Zhou is alone -> kill him. Else -> common room.
""", "accept", """
orders:
  - at: "22:00"
    go: "202"
    kill: 老周
    if: alone
    else: {go: "204"}
""", "Zhou = 老周 (nickname)"),

("en03", "Jonas", """
Standing order, 21:00-22:00: kill Thiago wherever I meet him, regardless of other people around.
Rest of the evening I stay in my room. Door closed for everybody (before 22:00 of course).
""", "accept", """
door: closed
standing:
  - kill: Thiago
    if: always
    from: "21:00"
    until: "22:00"
""", None),

("en04", "Jonas", """
20:10 lawn, via west stairs
20:50 garden
21:20 back to room via east stairs, peephole
""", "accept", """
orders:
  - at: "20:10"
    go: lawn
    via: [west-stairs]
  - at: "20:50"
    go: garden
  - at: "21:20"
    go: home
    via: [east-stairs]
    peek: peephole
""", None),

("en05", "Jonas", """
short one: whole evening in room, peephole. door only for Hemi.
""", "accept", """
door: [Hemi]
orders:
  - at: "20:00"
    peek: peephole
""", None),

("en06", "Jonas", """
20.30 -> 203 (visit Wen). If no one opens: garden.
21.30 -> home.
""", "accept", """
orders:
  - at: "20:30"
    go: "203"
    else: {go: garden}
  - at: "21:30"
    go: home
""", None),

("en07", "Thiago", """
21h lawn, 22h back to room and look window till the end, tchau
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", None),

("en08", "Thiago", """
20h30 vou to the gardem.. i mean garden lol
21h10 go to 209 see Ken, if Ken alone kill him, if not go back my room
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:10"
    go: "209"
    kill: 阿Ken
    if: alone
    else: {go: home}
""", "typo gardem; Ken = 阿Ken"),

("en09", "Thiago", """
all the night if i find Zhou alone anywhere -> kill
besides that: 20h-21h peephole, 21h-22h common room window, 22h home
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
    peek: window
  - at: "22:00"
    go: home
standing:
  - kill: 老周
    if: alone
""", None),

("en10", "Thiago", """
stay in room all night, window, nothing more. beleza
""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

("en11", "Thiago", """
22h20 → 202 , if Zhou there alone → kill , else → lawn
""", "accept", """
orders:
  - at: "22:20"
    go: "202"
    kill: 老周
    if: alone
    else: {go: lawn}
""", None),

("en12", "Thiago", """
20h00 go 205 talk with Shen, if he dont open i go 204.
20h40 back to room, peephole
21h40 window
""", "accept", """
orders:
  - at: "20:00"
    go: "205"
    else: {go: "204"}
  - at: "20:40"
    go: home
    peek: peephole
  - at: "21:40"
    peek: window
""", None),

("en13", "Hemi", """
half eight: garden. nine: lawn. half nine: back to mine, peephole till ten, then window till the end. sweet as
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:00"
    peek: window
""", "half eight = 20:30, half nine = 21:30"),

("en14", "Hemi", """
Heading to the lawn at 9 and staying til 10, then home. If Wen turns up on the lawn on her own while I'm there, I'll take her out.
""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    kill: 小雯
    if: alone
  - at: "22:00"
    go: home
""", None),

("en15", "Hemi", """
yeah nah not doing much tonight, peephole from 8 till 10 then bed. chur
""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
""", "22:00 stops peeking"),

("en16", "Hemi", """
Standing: anywhere, any time after quarter past ten, Jonas alone = dead.
Otherwise I'm chilling in 204 from 8:30.
""", "accept", """
orders:
  - at: "20:30"
    go: "204"
standing:
  - kill: Jonas
    if: alone
    from: "22:15"
""", None),

("en17", "Hemi", """
10 to 9 I'll pop over to 209 for a yarn with Ken, if he doesn't answer I'll head down to the garden
""", "accept", """
orders:
  - at: "20:50"
    go: "209"
    else: {go: garden}
""", "10 to 9 = 20:50; yarn = chat"),

("en18", "Hemi", """
Door: shut till 10 for everyone except Wen.
Orders: 2100 lawn via the east stairs, 2200 home.
""", "accept", """
door: [小雯]
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: home
""", None),

("en19", "Kyle", """
20:00-21:00 204 window
21:00-22:00 garden
22:00-23:00 lawn
EOF
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: garden
  - at: "22:00"
    go: lawn
""", None),

("en20", "Kyle", """
@20:00 window (204)
@21:30 goto 203 || goto lawn   # if nobody opens
@22:30 goto 204
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: "203"
    else: {go: lawn}
  - at: "22:30"
    go: "204"
""", None),

("en21", "Kyle", """
just parking in 204 all night, window. ping me if anything
""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", None),

("en22", "Kyle", """
2030 lawn; 2100 garden; 2130 204 window; 2230 stop peeking, idle
""", "accept", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:30"
    go: "204"
    peek: window
  - at: "22:30"
""", None),

("en23", "Kyle", """
21:10 -> 205, check on Shen.
if Shen present: hang there
else: back to 204, window
""", "accept", """
orders:
  - at: "21:10"
    go: "205"
    if: {present: 沈逸}
    else: {go: "204", peek: window}
""", None),

("en24", "Kyle", """
walk: 20:00 garden via east stairs, 20:40 lawn, 21:20 back to 204 via west stairs, then window for the rest of the night
""", "accept", """
orders:
  - at: "20:00"
    go: garden
    via: [east-stairs]
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: "204"
    via: [west-stairs]
    peek: window
""", None),
]

REFUSALS = [
("en25", "Thiago", """
22h10 go to 207, if Hemi is alone i kill him
""", ["Hemi", "target", "目标"],
 "五.10 不可滥杀无辜: a tenant may kill only one of their two targets (Thiago's: 老周, 阿Ken); ADJUDICATION 5"),

("en26", "Kyle", """
2200 -> 201; if jonas alone: kill jonas
""", ["police", "警察", "kill", "杀"],
 "五.13 杀人时段警察没有任务; ADJUDICATION 5 police cannot kill"),

("en27", "Jonas", """
21:05 garden, 22:00 back home.
""", ["21:05", "multiple of 10", "10 minutes", "整数倍"],
 "五.4 每次行动开始时间必须是10的整数倍"),

("en28", "Hemi", """
from half eight til nine I'll just hang in the hallway outside 205 and keep an eye out
""", ["hallway", "corridor", "走廊"],
 "八 不能在走廊里来回走动，或站在走廊里不动"),

("en29", "Kyle", """
all night: peephole on the corridor from 204
""", ["peephole", "门孔", "204"],
 "五.3(1)(3): a peephole only from one's own room (Kyle has none); from 204 only the window"),

("en30", "Thiago", """
7.50pm i go down to garden early, 9pm back room
""", ["7.50", "7:50", "19:50", "20:00", "8pm"],
 "五.1 杀人时段从晚上8点开始 (19:50 is before the night); ADJUDICATION 2"),
]
