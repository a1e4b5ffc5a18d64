# English cases of the parse47 held-out set: Kev (American teen, lowercase), Jiwoo
# (Korean-American), Pieter (South African), Vex (speedrunner, build-order style), Sarge (police).
# CASES: (id, sender, message, "accept", expected order file body without `who:`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)

CASES = [
("en01", "Kev", """yo gm
imma chill in my room n watch out the window til 9
then at 9 go to the common room
930 head to the lawn
10 back to my room, peephole till the end lol""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: "204"}
  - {at: "21:30", go: lawn}
  - {at: "22:00", go: home, peek: peephole}
""", ""),

("en02", "Kev", """ok so at 9:40 im gonna go to the lawn and if vex is there alone i kill him lol. if not just go back to my room""", "accept", """
orders:
  - {at: "21:40", go: lawn, kill: Vex, if: alone, else: {go: home}}
""", ""),

("en03", "Kev", """all night if i run into vex by himself hes dead 💀
other than that im just sitting in my room doing nothing""", "accept", """
standing:
  - {kill: Vex, if: alone}
""", ""),

("en04", "Kev", """8:30 go to 209 to hang w vex, if he dont open go to the garden
9:10 come back home""", "accept", """
orders:
  - {at: "20:30", go: "209", else: {go: garden}}
  - {at: "21:10", go: home}
""", ""),

("en05", "Kev", """nah not leaving my room tonight lmao. just peephole all night. door closed""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", ""),

("en06", "Jiwoo", """hiii gm ㅋㅋ ok my orders for tonight:
- 8:00 go to the garden
- 8:40 go back to my room and look out the window
- 9:50 go to the common room
- 10:30 back to my room, peephole
that's it! 감사합니다""", "accept", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: home, peek: window}
  - {at: "21:50", go: "204"}
  - {at: "22:30", go: home, peek: peephole}
""", ""),

("en07", "Jiwoo", """omg ok so at 10:10 i'm going to knock on Pieter's door (207) and kill him, no matter who else is there. if he's not there i'll go to the lawn instead""", "accept", """
orders:
  - {at: "22:10", go: "207", kill: Pieter, if: always, else: {go: lawn}}
""", ""),

("en08", "Jiwoo", """only let Kev and Pieter in if they knock pls
I'll be in my room the whole night, window from 8 to 9:30 then peephole""", "accept", """
door: [Kev, Pieter]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", ""),

("en09", "Jiwoo", """aigoo i'm so tired today ㅠㅠ
9pm garden, 9:20 lawn, 9:50 home. that's all""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "21:50", go: home}
""", ""),

("en10", "Jiwoo", """from 10pm until the end, if I run into 蛋挞 anywhere and she's alone, kill.
before that I'm in the common room from 8:30, and I go back to my room at 10""", "accept", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
standing:
  - {kill: 蛋挞, if: alone, from: "22:00"}
""", ""),

("en11", "Pieter", """Howzit GM. Right, here's my lot for tonight: 20:00 straight to the lawn, lekker evening for it. 20:50 to the garden. 21:30 back to my room and keep an eye through the window till bedtime. Cheers boet""", "accept", """
orders:
  - {at: "20:00", go: lawn}
  - {at: "20:50", go: garden}
  - {at: "21:30", go: home, peek: window}
""", ""),

("en12", "Pieter", """Ja, tonight's the night. At 9:20 I'm going to 201. If 咸鱼 is alone in there, I kill him. Otherwise I head to the common room.""", "accept", """
orders:
  - {at: "21:20", go: "201", kill: 咸鱼, if: alone, else: {go: "204"}}
""", ""),

("en13", "Pieter", """Eish, the west side is too busy. At 8:40 take the east stairs down to the garden. At 9:40 come back up the same way (east stairs) to my room.""", "accept", """
orders:
  - {at: "20:40", go: garden, via: [east-stairs]}
  - {at: "21:40", go: home, via: [east-stairs]}
""", ""),

("en14", "Pieter", """Staying in tonight, boet. Peephole 8 to 9, window 9 to 10, peephole again from 10 till bedtime. Door's open for anyone.""", "accept", """
door: open
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", peek: peephole}
""", ""),

("en15", "Pieter", """Between 9 and half past 10, wherever I bump into Jiwoo, kill her, whether there are people around or not.
My moves: 9:00 garden, 9:30 lawn, 10:30 home.""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: home}
standing:
  - {kill: Jiwoo, if: always, from: "21:00", until: "22:30"}
""", ""),

("en16", "Vex", """route v3 (final):
20:00 peephole
20:20 -> 204
20:50 -> lawn
21:30 -> home, window
22:10 -> garden
22:40 -> home
GG""", "accept", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "20:20", go: "204"}
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:10", go: garden}
  - {at: "22:40", go: home}
""", ""),

("en17", "Vex", """any% kill route
21:00 -> 203, kill Kev if solo
  fail -> 204
22:00 -> home, peephole""", "accept", """
orders:
  - {at: "21:00", go: "203", kill: Kev, if: alone, else: {go: "204"}}
  - {at: "22:00", go: home, peek: peephole}
""", "'fail' is any way the kill does not happen: not alone, not there, door not opened"),

("en18", "Vex", """global timer: kill 饺子 on sight, no alone check, 20:00-23:00
splits:
20:30 garden
21:10 lawn
21:50 home
reset at 23:00 lol""", "accept", """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: lawn}
  - {at: "21:50", go: home}
standing:
  - {kill: 饺子, if: always, from: "20:00", until: "23:00"}
""", ""),

("en19", "Vex", """20:10 -> garden via west stairs (skip east, it's a meme)
20:40 -> home via east stairs""", "accept", """
orders:
  - {at: "20:10", go: garden, via: [west-stairs]}
  - {at: "20:40", go: home, via: [east-stairs]}
""", ""),

("en20", "Vex", """door: closed pre-22:00
20:00-21:00 window
21:00-22:00 peephole
22:00+ window
no movement this run""", "accept", """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", peek: window}
""", ""),

("en21", "Sarge", """Sarge reporting. I'll take up position in the common room and watch the garden out the window from 8. At 9:30 I patrol the lawn. At 10:10 I return to the common room. Over.""", "accept", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: lawn}
  - {at: "22:10", go: "204"}
""", "roomless officer: starts in 204"),

("en22", "Sarge", """Sarge: visiting hours.
8:20 knock at 205 (Jiwoo), if nobody lets me in, go to the garden.
9:00 knock at 209, same deal, garden if no answer.
9:40 back to the common room.""", "accept", """
orders:
  - {at: "20:20", go: "205", else: {go: garden}}
  - {at: "21:00", go: "209", else: {go: garden}}
  - {at: "21:40", go: "204"}
""", ""),

("en23", "Kev", """wait
actually
9 go garden
9:30 lawn
then 10:20 back to my room
and peephole
ty""", "accept", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn}
  - {at: "22:20", go: home, peek: peephole}
""", "several one-line chat messages"),

("en24", "Jiwoo", """ok fine i'll do it ㅠㅠ 9:50 go to 202, if 蛋挞 is there kill her but only if she's alone. if she's not alone or not there, go back to my room and peephole""", "accept", """
orders:
  - {at: "21:50", go: "202", kill: 蛋挞, if: alone, else: {go: home, peek: peephole}}
""", ""),
]

REFUSALS = [
("en25", "Kev", """gonna go to 201 at 9 and kill 咸鱼 lol""",
 ["咸鱼", "target", "目标"],
 "seed 五.10 不可滥杀无辜: only one of one's own two targets (Kev's targets: 阿猫, Vex); ADJUDICATION 5"),

("en26", "Jiwoo", """at 11:20pm go to the lawn ㅋㅋ stargazing""",
 ["23:20", "11:20", "22:50", "23:00", "十一点"],
 "seed 五.1 the night runs 20:00-23:00, 11点之后统统睡觉; ADJUDICATION 2"),

("en27", "Pieter", """Right, 8:45 to the garden, 9:15 back home. Sharp.""",
 ["20:45", "8:45", "multiple of 10", "10分钟", "整数倍"],
 "seed 五.4 每次行动开始时间必须是10的整数倍"),

("en28", "Vex", """20:30 -> east stairs, hold position till 21:00 (watch both floors)
21:00 -> home""",
 ["stairs", "楼梯", "corridor", "走廊"],
 "seed 八: nobody stands still in the corridor or on the stairs; ADJUDICATION 3"),

("en29", "Sarge", """Sarge: I'll sit in the common room all night on the peephole, watching the corridor.""",
 ["peephole", "门孔", "猫眼", "window", "窗"],
 "seed 五.3(1)(3): in 204 only the window; a peephole only from one's own room (Sarge has none)"),

("en30", "Kev", """door locked all night even after 10, nobody gets in lol""",
 ["22:00", "10pm", "after 10", "must open", "必须开门", "十点"],
 "seed 五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]
