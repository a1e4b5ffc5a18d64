# English cases of the parse125 held-out set (same layout as cases_zh.py).
# Voices: Priya (201) polite Indian English; Oliver (203) chatty British; Mateo (207)
# non-native, Discord lowercase, typos; Marlowe (police) terse American noir;
# 黄伟文 (203) Hong Kong English; 林晓雯 (202) emoji-heavy student.

CASES = [
# ---------------------------------------------------------------- Priya (201, south)
("en01", "Priya", """
Good evening GM sir. Kindly note my plan for tonight.
From 8 pm to 8:30 pm I will be peeping from my window only. At 8:30 I will proceed to the common room for chit-chat and remain there itself till 9:30. At 9:30 I will come back to my room and watch from the door hole till the end.
Thanking you.
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""", "Indian English; 'door hole' for the peephole; 'remain there itself'"),

("en02", "Priya", """
Please find below my orders for tonight:
1) 10:10 pm I will go to room 209. If Xiaomei is alone there, kill her. Otherwise I will go to the lawn.
2) Rest of the time I am in my room only, no peeping.
Do the needful. Regards, Priya
""", "accept", """
orders:
  - at: "22:10"
    go: "209"
    kill: 孙小美
    if: alone
    else:
      go: lawn
""", "numbered plan, conditional kill with an otherwise; nickname Xiaomei"),

("en03", "Priya", """
Hello GM. For the whole night, whenever and wherever I am meeting Oliver and he is alone, kindly finish him off. Also before 10 pm please do not open my door for anybody except Tiezhu and Wendy. I will not be going anywhere tonight.
""", "accept", """
door: [赵铁柱, 林晓雯]
standing:
  - kill: Oliver
    if: alone
""", "standing kill, alone; door list by English nicknames of Chinese tenants (the roommate included, as said)"),

("en04", "Priya", """
At ten to nine I will go down to the garden by the west staircase, then at twenty past nine I will shift to the lawn. I come back to my room at 10 and watch from the window till the end. No other activity.
""", "accept", """
orders:
  - at: "20:50"
    go: garden
    via: [west-stairs]
  - at: "21:20"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", "times in words (ten to nine, twenty past nine); route by the west staircase"),

("en05", "Priya", """
Today no killing from my side, I am just collecting information. At 9:40 I will visit room 203 to see Ollie. If he is not there I will simply go and sit in 204.
""", "accept", """
orders:
  - at: "21:40"
    go: "203"
    if:
      present: Oliver
    else:
      go: "204"
""", "a condition without a kill (present); nickname Ollie"),

# ---------------------------------------------------------------- Oliver (203, British)
("en06", "Oliver", """
Evening all! Right, here's me for tonight. Half eight I'll pop down to the garden for a bit of fresh air, then half nine I'll head up to the common room and stay there till bedtime. Cheers
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:30"
    go: "204"
""", "British 'half eight' = 20:30, 'half nine' = 21:30"),

("en07", "Oliver", """
Bit of a grim one tonight, I'm afraid. I'll be in the garden from 9. At half ten I'll go back up to our room, and if Raymond's in there on his own, he's done for. If he isn't (or he's got company), I'll just watch out of the window.
""", "accept", """
orders:
  - at: "21:00"
    go: garden
  - at: "22:30"
    go: home
    kill: 黄伟文
    if: alone
    else:
      peek: window
""", "a kill of the roommate on going home; an otherwise without a place (peek where he stands: home)"),

("en08", "Oliver", """
At 9 I'm off to 207 to have a word with Matt. Sorry, make that 9:10, I've got to finish my tea first. If he won't let me in I'll go and stand on the lawn like a lemon.
""", "accept", """
orders:
  - at: "21:10"
    go: "207"
    else:
      go: lawn
""", "correction (9:00 -> 9:10); knock with an otherwise"),

("en09", "Oliver", """
Ignore my last message, plan's changed. At 20:40 take the east stairs down to the lawn. At 21:40 come back up the west stairs to our room and look through the peephole for the rest of the night.
""", "accept", """
orders:
  - at: "20:40"
    go: lawn
    via: [east-stairs]
  - at: "21:40"
    go: home
    via: [west-stairs]
    peek: peephole
""", "replaces an earlier message; routes by both staircases"),

("en10", "Oliver", """
From eight I'll be in 204 looking out of the window. Between quarter past ten and eleven, if I bump into Matt anywhere, doesn't matter who's about, kill him.
""", "accept", """
orders:
  - at: "20:00"
    go: "204"
    peek: window
standing:
  - kill: Mateo
    if: always
    from: "22:15"
    until: "23:00"
""", "standing kill, always, from a quarter past ten (any whole minute)"),

# ---------------------------------------------------------------- Mateo (207, non-native, lowercase)
("en11", "Mateo", """
ok so tonight: 8:10 i go to garden, 8:50 i go to lawn, 9:30 back to my room and look the window. thats it ty
""", "accept", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:30"
    go: home
    peek: window
""", "Discord lowercase, non-native"),

("en12", "Mateo", """
at 10pm i go to 205, if duoduo is alone i kill her. if not alone i go back my room
""", "accept", """
orders:
  - at: "22:00"
    go: "205"
    kill: 钱多多
    if: alone
    else:
      go: home
""", "lowercase nickname duoduo"),

("en13", "Mateo", """
all night if i meet priya and no one else is around kill her. also before 10 my door is close for everyone. i stay in my room all time
""", "accept", """
door: closed
standing:
  - kill: Priya
    if: alone
""", "standing kill, alone; door closed ('close')"),

("en14", "Mateo", """
9:20 going to 203 to talk with ollie, if nobody open i go 204 instead. after 10 go home and use the peephole (the little hole in the door lol)
""", "accept", """
orders:
  - at: "21:20"
    go: "203"
    else:
      go: "204"
  - at: "22:00"
    go: home
    peek: peephole
""", "knock with an otherwise"),

("en15", "Mateo", """
8:30 go to lawm... wait no, garden not lawn sorry. 9:00 go to 204 and stay. 10:40 go back room
""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: "204"
  - at: "22:40"
    go: home
""", "typo (lawm) then a correction of the place"),

# ---------------------------------------------------------------- Marlowe (police, American)
("en16", "Marlowe", """
204. Window. All night. Nobody gets past me.
""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", "police in 204 (their start), window all night"),

("en17", "Marlowe", """
8:20 - garden.
9:00 - lawn.
9:40 - back to the common room, eyes on the window.
""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: "204"
    peek: window
""", "terse list"),

("en18", "Marlowe", """
10:00 I knock on 201. Nobody answers, I take the west stairs down and hit the lawn.
""", "accept", """
orders:
  - at: "22:00"
    go: "201"
    else:
      go: lawn
      via: [west-stairs]
""", "police knock with an otherwise by a named staircase"),

("en19", "Marlowe", """
9:30 I drop by 205. Duoduo's in, I stay and we talk. She's not, I'm back in 204.
""", "accept", """
orders:
  - at: "21:30"
    go: "205"
    if:
      present: 钱多多
    else:
      go: "204"
""", "police condition without a kill, said without 'if'"),

# ---------------------------------------------------------------- 黄伟文 (203, Hong Kong English)
("en20", "黄伟文", """
Tonight 8:40 I go lawn lor, 9:20 go back my room watch from window lah. Thanks ah
""", "accept", """
orders:
  - at: "20:40"
    go: lawn
  - at: "21:20"
    go: home
    peek: window
""", "Hong Kong English particles"),

("en21", "黄伟文", """
10:30 go 201 find Priya, if she alone then kill her, if not alone go 204 la
""", "accept", """
orders:
  - at: "22:30"
    go: "201"
    kill: Priya
    if: alone
    else:
      go: "204"
""", "conditional kill with an otherwise"),

("en22", "黄伟文", """
Before 10 only let Oliver and Duoduo in ok? the rest don't open. whole night I stay in room, peephole from 8 to 9:30, after that window
""", "accept", """
door: [Oliver, 钱多多]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:30"
    peek: window
""", "door list; peeking by ranges"),

# ---------------------------------------------------------------- 林晓雯 (202, emoji, in English)
("en23", "林晓雯", """
hiii GM 👋 tonight: 8pm window 👀 (the garden one lol), 9pm go to the common room ☕, 10:30 back to my room & peephole 🚪 thx!!
""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "204"
  - at: "22:30"
    go: home
    peek: peephole
""", "a Chinese student writing English with emoji; 202's window sees the garden"),

("en24", "林晓雯", """
ok so 9:10 I'm going to room 205 😈 if Duoduo's alone → 🔪 if not → garden 🌷 byeee
""", "accept", """
orders:
  - at: "21:10"
    go: "205"
    kill: 钱多多
    if: alone
    else:
      go: garden
""", "the kill said with arrows and a knife emoji"),
]

REFUSALS = [
("en25", "Priya", """
Tonight I will stay in my room the full night and keep watching the garden from my window. That's all from my side.
""", ["lawn", "south", "草坪", "朝南"],
 "三.2 201 faces south: its window sees the lawn, not the garden"),

("en26", "Oliver", """
Half seven I'll nip down to the garden for a smoke, then back to the room by eight and peephole the rest of the night.
""", ["20:00", "8 pm", "8pm", "晚上8点", "before the night", "starts at"],
 "五.1 杀人时段是晚上8点-11点: half seven (19:30) is before the night"),

("en27", "Mateo", """
10:20 i go 209 and if xiaomei alone i kill her xd
""", ["target", "目标"],
 "五.10 每人只能从自己的两个目标中任选一人杀死 (孙小美 is not Mateo's: Priya, 钱多多)"),

("en28", "Mateo", """
9:05 i go to the lawn, 9:45 back home
""", ["multiple of 10", "10 minutes", "10分钟", "整十", "整数倍"],
 "五.4 每次行动开始时间必须是10的整数倍"),

("en29", "Marlowe", """
8:30 I go downstairs to the lobby bar, keep an eye on the front door. 10:00 back to the common room.
""", ["大厅", "不出现", "not in the game", "hall", "no such place"],
 "三.2 一层是大厅（本游戏中不出现）: the ground floor is not a place of the game"),

("en30", "黄伟文", """
I lock my door whole night, even after 10pm also don't open to anyone. I stay in room watch window
""", ["must open", "必须开门", "have to open", "五.12"],
 "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),
]

# Literal order files for the refusals an order file can express (see cases_zh.py).
PROBES = {
    "en26": 'orders:\n  - at: "19:30"\n    go: garden\n  - at: "20:00"\n    go: home\n    peek: peephole\n',
    "en27": 'orders:\n  - at: "22:20"\n    go: "209"\n    kill: 孙小美\n    if: alone\n',
    "en28": 'orders:\n  - at: "21:05"\n    go: lawn\n  - at: "21:45"\n    go: home\n',
    "en29": 'orders:\n  - at: "20:30"\n    go: lobby\n  - at: "22:00"\n    go: "204"\n',
}
