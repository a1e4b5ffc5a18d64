# English cases: (id, sender, message, expect, orders_yaml | reason_keywords, note)
# Writers: Jake (201) American teenager; Whitmore (209) precise, legalistic; Nora (203) schedules
# by durations; Reid (police) clipped British.
A = "accept"; R = "refuse"
CASES = [
# ---------------------------------------------------------------- Jake (201, targets 糖糖, 老周)
("en01", "Jake", """yo gm 👋 ok so tonight: gonna chill in my room til 8:30, then hit the garden for a bit,
back home at 9:10 and just peep thru the peephole the rest of the night lol.
ngl kinda scared of the stairs rn""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:10", go: home, peek: peephole}
""", "teen chat; 201's peephole sees the west stair head"),

("en02", "Jake", """ok hear me out. 9:40 i'm going to 202 to see Candy.
if she's alone in there... 🔪 lol
if not i'll just bounce to the lawn tbh""", A, """
orders:
  - {at: "21:40", go: "202", kill: 糖糖, if: alone, else: {go: lawn}}
""", "nickname Candy = 糖糖; 🔪 = kill; bounce = go"),

("en03", "Jake", """lowkey want old zhou gone. anywhere from 10 to 10:45 if i run into him and nobody else is around, i'm doing it.
rest of the night i'm in 204 watching the garden out the window, gonna head there at 8""", A, """
orders:
  - {at: "20:00", go: "204", peek: window}
standing:
  - {kill: 老周, if: alone, from: "22:00", until: "22:45"}
""", "nickname Old Zhou = 老周 (lower case); a standing window ending at 22:45 (any whole minute); the order comes last"),

("en04", "Jake", """update lol: 8:20 going down the east stairs to the lawn, wait no, make it 8:30.
back in my room at 9:30 and watching the lawn from the window till 10. thx gm!!""", A, """
orders:
  - {at: "20:30", go: lawn, via: [east-stairs]}
  - {at: "21:30", go: home, peek: window}
  - {at: "22:00"}
""", "self-correction of the time in the same sentence; a route; peeking stops at 22:00"),

# ---------------------------------------------------------------- Whitmore (209, targets Nora, 小雨)
("en05", "Whitmore", """Game Master, my instructions for the night are as follows. From 20:00 until 21:00 I shall
remain in my room, observing the corridor through the peephole. At 21:00 I shall proceed to the
garden by way of the east stairs. At 21:50 I shall return to my room, and shall thereafter remain
there, observing the lawn through the window, save where these instructions provide otherwise.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: garden, via: [east-stairs]}
  - {at: "21:50", go: home, peek: window}
""", "legalistic; 209's peephole sees the east stair head; the east stairs are also the shortest way"),

("en06", "Whitmore", """At 22:10 I shall call upon room 203. Provided that Nora is alone therein, I shall kill her.
In the event that she is not alone, or is not present, I shall proceed directly to the common room.
Thank you.""", A, """
orders:
  - {at: "22:10", go: "203", kill: Nora, if: alone, else: {go: "204"}}
""", "provided that / in the event that = if alone / else"),

("en07", "Whitmore", """Until 22:00, my door shall be opened to no one save the police officers (Captain Zhao,
Officer Sun and Inspector Reid). I shall remain in my room the entire night, observing the lawn
through the window, save that from 21:30 to 22:00 I shall observe through the peephole instead.""", A, """
door: [赵队, 孙警官, Reid]
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
  - {at: "22:00", peek: window}
""", "door list by nicknames (game.yaml); an exception (save that) splits the all-night window"),

("en08", "Whitmore", """Standing instruction: at any time between 20:30 and 22:15, wherever I may encounter
小雨 (Xiaoyu), provided that no other person is present, I shall kill her.
In addition, I shall go to the lawn at 20:30 and remain there until 21:20, whereupon I shall
return to my room.""", A, """
orders:
  - {at: "20:30", go: lawn}
  - {at: "21:20", go: home}
standing:
  - {kill: 小雨, if: alone, from: "20:30", until: "22:15"}
""", "standing kill with a window ending off the 10-minute grid (allowed for until)"),

# ---------------------------------------------------------------- Nora (203, targets 大刚, 林姐)
("en09", "Nora", """Hi! Plan for tonight: stay in for half an hour, then twenty minutes in the garden,
then back to my room and watch the lawn from the window until ten. After that just sleep. Thanks!!""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "20:50", go: home, peek: window}
  - {at: "22:00"}
""", "durations counted from 20:00, slot to slot"),

("en10", "Nora", """First hour in my room peeking through the peephole, then 40 minutes in the common room
looking out at the garden, then twenty minutes in the garden itself, and then home.""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "204", peek: window}
  - {at: "21:40", go: garden}
  - {at: "22:00", go: home}
""", "durations: 60 + 40 + 20 minutes; 'looking out at the garden' from 204 = its window"),

("en11", "Nora", """After the first hour and a half I'll go to 207. If Lin's alone there, I kill her; if someone's
with her, I'll go to the lawn instead. Either way I'll be back in my room half an hour after I set out.""", A, """
orders:
  - {at: "21:30", go: "207", kill: 林姐, if: alone, else: {go: lawn}}
  - {at: "22:00", go: home}
""", "nickname Lin = 林姐; 'half an hour after I set out' = 22:00"),

("en12", "Nora", """For the first two hours, if I bump into Dagang anywhere with nobody else around, kill him.
I'll spend that time like this: half an hour in my room, then 50 minutes in the garden, then
40 minutes in 204, and then the last hour in my room watching the lawn from the window.""", A, """
orders:
  - {at: "20:30", go: garden}
  - {at: "21:20", go: "204"}
  - {at: "22:00", go: home, peek: window}
standing:
  - {kill: 大刚, if: alone, from: "20:00", until: "22:00"}
""", "nickname Dagang = 大刚; a standing window and a schedule both given as durations"),

# ---------------------------------------------------------------- Reid (police, no room)
("en13", "Reid", """Reid here. Till nine I'll be in the common room watching the garden from the window.
Half nine: over to 209 for a word with Whitmore. Ten forty, back to the common room. Cheers.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00"}
  - {at: "21:30", go: "209"}
  - {at: "22:40", go: "204"}
""", "half nine = 21:30, ten forty = 22:40; 'till nine' ends the peeking at 21:00"),

("en14", "Reid", """Evening. At ten past ten I'll take the west stairs down to the garden, then on to the lawn at
ten to eleven. Before that: if Nora's in 203 at 9, I'll have a chat with her there; if she isn't,
I'll stay on in the common room.""", A, """
orders:
  - {at: "21:00", go: "203", if: {present: Nora}, else: {go: "204"}}
  - {at: "22:10", go: garden, via: [west-stairs]}
  - {at: "22:50", go: lawn}
""", "times out of order; a condition without a kill; ten to eleven = 22:50"),
]

REFUSALS = [
("en15", "Jake", """lol ok so at 9 i'm gonna army crawl along the wall to the lawn so nobody sees me 🐍
then crawl back at 9:30. genius ngl""", ["crawl", "匍匐", "seen", "看到", "五.8", "古怪"], "no crawling or other odd ways of moving to avoid being seen (五.8 不能以匍匐前进等古怪方式防止自己被人看到)"),
("en16", "Whitmore", """Standing instruction: in the event that I encounter either Nora or 小雨 alone at any time
tonight, I shall kill her; and, should the opportunity subsequently arise, I shall kill the other as well.""", ["one", "only", "一个", "一人", "both", "两个", "目标"], "only one of the two targets may be killed (五.10 每人只能从自己的两个目标中任选一人杀死)"),
("en17", "Nora", """Hi GM! Stay in for an hour, then forty minutes in the common room keeping an eye on the
corridor through its peephole, then back home for the rest of the night. Thank you!""", ["peephole", "门孔", "204", "window", "窗户"], "from 204 only the window (五.3(1) a peephole only from one's own room; 五.3(3))"),
("en18", "Reid", """Reid. Common room till half ten, then at ten past eleven a last turn round the lawn before bed.""", ["23:00", "22:50", "23:10", "11", "time", "时间"], "23:10 is after the night (五.1: 11点之后统统睡觉)"),
]
