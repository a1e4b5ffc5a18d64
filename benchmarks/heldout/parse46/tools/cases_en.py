# English cases of the parse46 held-out set (same tuple formats as cases_zh.py).
# Margaret: a British pensioner (201, targets 陈伯 "Uncle Chan", Kenji); Hamish: a Scottish player
# (207, targets Margaret, 王阿婆 "Granny Wang"); Carmen: a Spanish-speaking learner (203, targets
# 陈伯, Hamish); Kenji: a Japanese learner of English (209, targets 老张 "Old Zhang", Carmen);
# Nigel: a police officer (no room: home is 204).

CASES = [
# ---------------- Margaret (British pensioner) ----------------
("en01", "Margaret", """
Evening all! Right, here's mine for tonight. I'll sit in my room and look out of the window from eight until half nine, then pop along to the common room for a natter. Back to my room at ten and watch through the spyhole till bedtime. Ta ever so much, lovely 😊
""", "british, half nine, spyhole", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", go: "204"}
  - {at: "22:00", go: home, peek: peephole}
""", "half nine = 21:30; spyhole = peephole"),

("en02", "Margaret", """
Now then. At twenty past ten I shall knock on Kenji's door (209). If he's on his own in there I shall do the deed, as my grandson puts it 🙈 If anybody else is in with him I'll go down to the garden instead.
""", "british, kill", """
orders:
  - {at: "22:20", go: "209", kill: Kenji, if: alone, else: {go: garden}}
""", None),

("en03", "Margaret", """
From nine o'clock onwards, if I bump into Uncle Chan on his own anywhere at all, kill him. Otherwise I'm staying put in my room with my knitting, ha ha. Thank you dear x
""", "british, standing kill from 21:00", """
standing:
  - {kill: 陈伯, if: alone, from: "21:00"}
""", "Uncle Chan = 陈伯 (game.yaml nickname)"),

("en04", "Margaret", """
Ten to nine nip down to the garden for a breath of air, twenty past nine onto the lawn, and at ten back up to my room by the east stairs. That's all from me xx
""", "british, ten to / twenty past", """
orders:
  - {at: "20:50", go: garden}
  - {at: "21:20", go: lawn}
  - {at: "22:00", go: home, via: [east-stairs]}
""", None),

("en05", "Margaret", """
Not opening my door to anybody before ten, thank you very much. I'll be peeping through the spyhole all evening. Sorry to be a bore!
""", "british, door closed", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", None),

("en06", "Margaret", """
Half eight I'll go and see Auntie Lin in 203 for a cuppa. If she's not there I'll come straight back to my room and look out of the window. Nine o'clock I'll go to the common room.
""", "british, presence", """
orders:
  - {at: "20:30", go: "203", if: {present: 林阿姨}, else: {go: home, peek: window}}
  - {at: "21:00", go: "204"}
""", "Auntie Lin = 林阿姨"),

# ---------------- Hamish (Scottish) ----------------
("en07", "Hamish", """
Aye, right. A'm stayin in ma room the hale night lookin oot the windae. Nae visitors, ken, door's shut till ten.
""", "scots, door closed", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", None),

("en08", "Hamish", """
Half nine a'm gonnae go doon tae the lawn by the east stair. If Maggie's there oan her ain, a'll dae her in. If no, nae bother, a'll jist come back hame at ten.
""", "scots, kill on the lawn", """
orders:
  - {at: "21:30", go: lawn, via: [east-stairs], kill: Margaret, if: alone}
  - {at: "22:00", go: home}
""", "Maggie = Margaret; no else: the 22:00 order ends the armed kill"),

("en09", "Hamish", """
Wee change the night: 8 til 9 the peephole, then the windae til 10, then awa tae the common room fur a blether 🍺
""", "scots, short list", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
  - {at: "22:00", go: "204"}
""", None),

("en10", "Hamish", """
A'll be in the gairden fae twenty past eight. Onytime afore ten, if a see Granny Wang oan her lonesome, that's her. Efter ten a dinnae care who's aboot, if a see her she's gettin it regardless.
""", "scots, two standing windows", """
orders:
  - {at: "20:20", go: garden}
standing:
  - {kill: 王阿婆, if: alone, until: "22:00"}
  - {kill: 王阿婆, if: always, from: "22:00"}
""", "Granny Wang = 王阿婆"),

("en11", "Hamish", """
Chap the door o 205 at ten, see Old Zhang aboot the fitba. If naebody answers a'll heid tae the common room.
""", "scots, knock else", """
orders:
  - {at: "22:00", go: "205", else: {go: "204"}}
""", "chap the door = knock"),

# ---------------- Carmen (Spanish-speaking learner) ----------------
("en12", "Carmen", """
Hello everybody!! 😘 For this night: at the 8 I am in my room and I look for the window. At the 9 I go to the garden, is very beautiful. At the 10 I return to my room and I look for the little hole of the door (peephole). Thank you!!
""", "learner (es), look for = look through", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: home, peek: peephole}
""", None),

("en13", "Carmen", """
At 9 and 40 I go to the room of Uncle Chan (202). If he is alone, I kill him. If he is not alone I go to the common room. Sorry Uncle Chan jajaja
""", "learner (es), kill", """
orders:
  - {at: "21:40", go: "202", kill: 陈伯, if: alone, else: {go: "204"}}
""", None),

("en14", "Carmen", """
All the night, if I find Hamish alone in any place, I kill him. I am in the lawn since 8:30 😎
""", "learner (es), standing", """
orders:
  - {at: "20:30", go: lawn}
standing:
  - {kill: Hamish, if: alone}
""", None),

("en15", "Carmen", """
I go to visit Kenji at 20:10 in his room 209, if he don't open the door I go to the lawn. At 21:00 I come back to my room. Besos
""", "learner (es), visit else", """
orders:
  - {at: "20:10", go: "209", else: {go: lawn}}
  - {at: "21:00", go: home}
""", None),

("en16", "Carmen", """
Tonight I am tired, I only go to the 204 at ten and a half and I look for the window there until the end
""", "learner (es), ten and a half", """
orders:
  - {at: "22:30", go: "204", peek: window}
""", "ten and a half = 22:30 (diez y media)"),

# ---------------- Kenji (Japanese learner) ----------------
("en17", "Kenji", """
Good evening. Thank you for your hard work always. My action of tonight is as follows.
20:00~21:00 I watch from window.
21:00~22:00 I watch from door hole.
22:00 I go to garden by east stairs.
Please.
""", "learner (ja), tilde ranges", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: garden, via: [east-stairs]}
""", "door hole = peephole"),

("en18", "Kenji", """
At 21:20 I visit Old Zhang-san's room (205). If Old Zhang-san is only one person, I kill him. If other person is there, I go back to my room. Sorry for Zhang-san 🙇
""", "learner (ja), kill", """
orders:
  - {at: "21:20", go: "205", kill: 老张, if: alone, else: {go: home}}
""", "Old Zhang-san = 老张"),

("en19", "Kenji", """
I stay my room all night. I watch peephole. Because my peephole can see east stairs, maybe I can see the criminal! Door is closed for everyone except Nigel-san before 22:00.
""", "learner (ja), door list", """
door: [Nigel]
orders:
  - {at: "20:00", peek: peephole}
""", None),

("en20", "Kenji", """
From 22:00 to 23:00, wherever I meet Carmen-san, when she is alone, I kill her. Before that I am in common room from 20:30. Excuse me for my poor English.
""", "learner (ja), standing window", """
orders:
  - {at: "20:30", go: "204"}
standing:
  - {kill: Carmen, if: alone, from: "22:00", until: "23:00"}
""", None),

("en21", "Kenji", """
Only one thing. 20:50 I go to lawn. 21:30 I go back to my room and see window. Thank you very much.
""", "learner (ja), small", """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", None),

# ---------------- Nigel (police) ----------------
("en22", "Nigel", """
Evening. Police business: I'll sit in the common room watching the garden from the window until nine, then walk round to the lawn, and back to the common room at half ten.
""", "british police", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:30", go: "204"}
""", None),

("en23", "Nigel", """
Nigel here. At 21:10 I'll call on Kenji in 209. If he doesn't answer I'll try Hamish in 207 instead. Cheers.
""", "british police, knock else", """
orders:
  - {at: "21:10", go: "209", else: {go: "207"}}
""", None),

("en24", "Nigel", """
Right. At ten I'm going down to the garden by the west stairs and staying there. That's all.
""", "british police, via", """
orders:
  - {at: "22:00", go: garden, via: [west-stairs]}
""", None),
]

REFUSALS = [
("en25", "Hamish", """
Half eight a'm gonnae go tae 203 an if Carmen's there oan her ain a'll dae her in.
""", ["Carmen", "target", "目标"], "五.10 不可滥杀无辜: Carmen is not one of Hamish's targets (Margaret, 王阿婆)"),

("en26", "Margaret", """
I'll have a little stroll on the lawn at half eleven, after everyone's gone to bed. Night night x
""", ["23:30", "11:30", "half eleven", "eleven", "23:00", "11"], "五.1: the night is 8 to 11 (11点之后统统睡觉); half eleven is after it"),

("en27", "Kenji", """
21:05 I go to 204. Please.
""", ["21:05", "9:05", "multiple", "10 minutes", "10分钟", "整"], "五.4 每次行动开始时间必须是10的整数倍"),

("en28", "Carmen", """
At 21:00 I wait in the stairs of the east side, to see who go up and down, until 21:30. Then I go to my room.
""", ["stairs", "楼梯", "corridor", "走廊"], "八: 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3: never the stairs as a destination)"),

("en29", "Nigel", """
At ten I'll go to 207 and kill Hamish, I reckon police can do that too, eh?
""", ["police", "警察", "kill", "杀"], "五.13 / ADJUDICATION 5: police cannot kill"),

("en30", "Kenji", """
If I meet Nigel-san alone, I kill him. He is police, very dangerous for me.
""", ["police", "警察", "Nigel", "target", "目标"], "五.10 房客不能杀警察 (and 六.6 凶手不能杀警察)"),
]
