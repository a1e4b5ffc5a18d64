# English cases of parse93: (id, sender, message, expect, orders_yaml, note)
# Cast: see cases_zh.py (kev 201, Harriet 209, JunHao police without a room).
A = "accept"; R = "refuse"
CASES = [
("en01", "kev", """yo gm 👋 kev here
chillin in my room first, peephole on the corridor till 9. then 9 sharp head over to 202 to chat w 大飞, back home 9:40 and just stay put. ty""", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", go: "202"}
  - {at: "21:40", go: home}
""", "Discord lower-case; till 9, 9 sharp; stay put = home, not peeking"),

("en02", "Harriet", """Evening GM! Right, here's mine: I'll have a look out of the window till half eight, then pop down to the garden. Head back to my room at half nine and keep an eye on the corridor through the peephole. Cheers!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: garden}
  - {at: "21:30", go: home, peek: peephole}
""", "UK English: half eight = 20:30, half nine = 21:30"),

("en03", "JunHao", """Hello GM, JunHao here ah. Tonight I stay in common room first, look out the window at garden until 9pm. Then 9pm go lawn walk walk, 9.40pm come back common room. Thank you!""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "21:40", go: "204"}
""", "Singapore English; police start in 204; 9.40pm with a dot"),

("en04", "kev", """ok plan: 10:30 go knock on 207 (建国). if he's alone in there, do it. if he doesn't open or someone else is there, go to the garden instead""", A, """
orders:
  - {at: "22:30", go: "207", kill: 建国, if: alone, else: {go: garden}}
""", "do it = kill (建国 is kev's target)"),

("en05", "Harriet", """Quarter past ten is no good, is it, has to be on the ten. So: at 10:20 I'll nip round to 203 and if 嘉欣 is on her own in there, I'll do her in. If anyone else is about, I'll go straight back to my room instead.""", A, """
orders:
  - {at: "22:20", go: "203", kill: 嘉欣, if: alone, else: {go: home}}
""", "the rejected 10:15 is chat, not an order; do her in = kill"),

("en06", "JunHao", """GM ah, 8.20pm I go knock 205 door find 顾言 chit chat a bit. If nobody open then I go garden lor. 9pm back to common room can already.""", A, """
orders:
  - {at: "20:20", go: "205", else: {go: garden}}
  - {at: "21:00", go: "204"}
""", "Singapore English visit with an alternative if nobody opens"),

("en08", "kev", """tonight: if i bump into 大飞 alone anywhere between 8:30 and 10, kill him. rest of the time i'm just chilling in my room, window on the lawn all night lol""", A, """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: 大飞, if: alone, from: "20:30", until: "22:00"}
""", "standing kill with a window"),

("en09", "Harriet", """Door shut to everyone until ten, please (I know I've got to open up after that). All evening: if I run into kev on his own anywhere, kill him. Otherwise I'm staying in, peeking through the peephole.""", A, """
door: closed
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: kev, if: alone}
""", "door closed before 22:00, acknowledging 五.12"),

("en10", "JunHao", """Tonight I want to see who go lawn. 8pm go lawn, if kev is there I stay there watch him, if he not there I go garden. 10pm come back common room.""", A, """
orders:
  - {at: "20:00", go: lawn, if: {present: kev}, else: {go: garden}}
  - {at: "22:00", go: "204"}
""", "presence condition without a kill"),

("en12", "kev", """8:40 go to the lawn, actually nah make that 8:50. back home at 9:30, peephole after that. gn""", A, """
orders:
  - {at: "20:50", go: lawn}
  - {at: "21:30", go: home, peek: peephole}
""", "correction: actually … make that 8:50"),

("en13", "Harriet", """Lovely weather for it 🙃 At ten to nine I'll take the east stairs down to the lawn, stay there till quarter to ten (no, make it twenty to ten), then back up to my room and watch the lawn from the window.""", A, """
orders:
  - {at: "20:50", go: lawn, via: [east-stairs]}
  - {at: "21:40", go: home, peek: window}
""", "ten to nine = 20:50; corrected quarter to ten -> twenty to ten = 21:40; named route"),

("en15", "kev", """door closed till 10 (i know i gotta open after 10 lol). from 8 to 9 window, 9 to 10 peephole, then at 10 go to 204 and hang there till 10:40, then back""", A, """
door: closed
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: "204"}
  - {at: "22:40", go: home}
""", "from 8 to 9, till 10:40"),

("en16", "Harriet", """Half eight: pop over to 207 for a natter with 建国. If he doesn't answer, I'll go to the common room instead. Nine o'clock sharp, back home, and I'll stay put for the rest of the night.""", A, """
orders:
  - {at: "20:30", go: "207", else: {go: "204"}}
  - {at: "21:00", go: home}
""", "natter = chat; alternative if nobody opens"),

("en18", "JunHao", """Wait ah, I say 10pm go 203 - no, change to 10.30pm. Go 203 see 林晓雯. Before that I just stay common room look out window the whole time.""", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:30", go: "203"}
""", "correction: only 22:30 counts"),
]

REFUSALS = [
("en07", "kev", """if i catch JunHao alone anywhere tonight just kill him lmao he's been sus all week""",
 ["police", "警察", "cannot kill", "不能杀", "target", "目标"],
 "a tenant cannot kill a police officer (五.10 房客不能杀警察; 六.6 凶手不能杀警察)"),
("en11", "Harriet", """I'll stay in all night watching the garden from my window, see who's sneaking about.""",
 ["south", "lawn", "草坪", "朝南", "garden", "花园", "209"],
 "209 faces south: its window sees the lawn, not the garden (三.2, 五.3(1))"),
("en14", "JunHao", """GM, 7.30pm I go garden first lah, then 8.30pm come back common room.""",
 ["20:00", "19:30", "7:30", "8pm", "time", "时间"],
 "19:30 is before the night starts (五.1: 8点-11点)"),
("en17", "kev", """gonna head to the garden around 9ish, back by 10 or so""",
 ["vague", "exact", "around", "9ish", "模糊", "具体", "准确", "time", "时间"],
 "a vague time (around 9ish, 10 or so): any slot would be a guess (五.4)"),
]
