# English cases of the parse82 held-out set (written from the seed rules and docs/ORDERS.md only).
_A = []

def a(sender, msg, body, note=""):
    _A.append((sender, msg, body, note))

def r(sender, msg, reason, rule):
    _A.append((sender, msg, None, (reason, rule)))

# ---------------- Jake (207; targets 木木, 老陈): casual lower-case Discord
a("Jake", "yo gm, tonight: window from 8, then 204 at 8:30, back to my room at 9:30 and peephole till the end. ty", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: peephole
""")
a("Jake", "ok so 9pm im heading to 205. if mumu's alone in there i kill him. if not i just go back home lol", """
orders:
  - at: "21:00"
    go: "205"
    kill: 木木
    if: alone
    else: {go: home}
""", "mumu is 木木")
a("Jake", "all night: if i run into lao chen alone anywhere, he's dead 💀 otherwise i'm chilling in my room at the peephole", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 老陈
    if: alone
""", "lao chen is 老陈")
a("Jake", "gonna hit the lawn at 8:20, garden at 9, back home 9:40. window after that", """
orders:
  - at: "20:20"
    go: lawn
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: home
    peek: window
""")
a("Jake", "door closed tonight, nobody gets in before 10 🚪 i'll just stay in and watch the lawn from the window all night", """
door: closed
orders:
  - at: "20:00"
    peek: window
""")
a("Jake", "10:10 go to 203, kill lao chen no matter who's there. if he's not there go to the lawn instead", """
orders:
  - at: "22:10"
    go: "203"
    kill: 老陈
    else: {go: lawn}
""")
a("Jake", "lmao last night was wild. tonight i'm taking the east stairs down to the garden at 8:40, then lawn at 9:10, home at 10", """
orders:
  - at: "20:40"
    go: garden
    via: [east-stairs]
  - at: "21:10"
    go: lawn
  - at: "22:00"
    go: home
""")
a("Jake", "only letting priya in tonight (she owes me) - everyone else can knock all they want. 8-9 peephole, 9 onwards window", """
door: [Priya]
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
""")
a("Jake", "quick one: 204 at 9:50, home at 10:30, thats it", """
orders:
  - at: "21:50"
    go: "204"
  - at: "22:30"
    go: home
""")
a("Jake", "gonna visit ah jie in 201 at 8:10 just to chat, back to my room at 8:50 and peek thru the window", """
orders:
  - at: "20:10"
    go: "201"
  - at: "20:50"
    go: home
    peek: window
""", "ah jie is 阿杰")
r("Jake", "tonight im going to 209 at 9 and if priya's alone i take her out 🔪", ["Priya", "target", "目标"],
  "seed 五.10: a tenant may kill only one of their two targets (Jake's: 木木, 老陈)")
r("Jake", "gonna sneak out to the garden at 11:30pm when everyone's asleep hehe", ["11:30", "23:30", "20:00", "22:50", "11"],
  "seed 五.1: the night's orders run from 20:00 to 22:50; after 11 everyone sleeps")

# ---------------- Priya (209; targets 小雨, 阿詩): Indian English
a("Priya", "Good evening GM. Kindly note my orders for tonight: from 8 pm I will be peeping from the peephole only, at 9 pm I will go to the common room, at 10 pm I will come back to my room itself and look out of the window.", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    go: "204"
  - at: "22:00"
    go: home
    peek: window
""")
a("Priya", "Hello sir, at 8:30 pm I will go to room 201 to meet Xiaoyu. If she is alone then kill her, otherwise I will go to the garden. Please do the needful.", """
orders:
  - at: "20:30"
    go: "201"
    kill: 小雨
    if: alone
    else: {go: garden}
""", "Xiaoyu is 小雨")
a("Priya", "Sir, whole night if I am seeing Ah Sze alone anywhere, kill her. Rest of the time I will be in my room only, watching from window.", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: 阿詩
    if: alone
""", "Ah Sze is 阿詩")
a("Priya", "Today's plan: 8:10 pm go to lawn, 9:20 pm come back to room and from then peephole. My door should be closed for everybody till 10 pm.", """
door: closed
orders:
  - at: "20:10"
    go: lawn
  - at: "21:20"
    go: home
    peek: peephole
""")
a("Priya", "Sir at 10:20 pm I will go to 203 and kill Ah Sze, whether or not anybody is there. If she is not there I will simply return back to my room.", """
orders:
  - at: "22:20"
    go: "203"
    kill: 阿詩
    else: {go: home}
""")
r("Priya", "Kindly note: at 8:45 pm I will go to the garden and at 9:30 pm come back.", ["8:45", "20:45", "10 minutes", "multiple of 10", "10分钟"],
  "seed 五.4: an action starts at a multiple of 10 minutes")
r("Priya", "Sir, if I am meeting Nigel sir alone on the lawn at 9 pm, I will finish him off, he is suspecting me too much.", ["Nigel", "police", "警察"],
  "seed 五.10 / 六.6: tenants cannot kill police")

# ---------------- Nigel (police, no room; starts in 204): British English
a("Nigel", "Evening all. I'll stay put in the common room keeping an eye on the garden through the window until half nine, then pop down to the lawn, and back to the common room at twenty to eleven. Cheers.", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:30"
    go: lawn
  - at: "22:40"
    go: "204"
""", "half nine = 21:30; twenty to eleven = 22:40")
a("Nigel", "Right, I fancy a word with Priya: I'll knock on 209 at ten past eight and stay till nine, then back to the common room.", """
orders:
  - at: "20:10"
    go: "209"
  - at: "21:00"
    go: "204"
""")
a("Nigel", "Half eight, down to the garden by the west stairs if you please. Half nine, the lawn. Back to the common room at half ten.", """
orders:
  - at: "20:30"
    go: garden
    via: [west-stairs]
  - at: "21:30"
    go: lawn
  - at: "22:30"
    go: "204"
""")
a("Nigel", "Shall call on room 202 at 9:40 pm for a chat with Panghu, then back to the common room at 10:20. Ta.", """
orders:
  - at: "21:40"
    go: "202"
  - at: "22:20"
    go: "204"
""", "Panghu is 胖虎")
r("Nigel", "I'll post myself on the east stairs from nine till ten to see who goes up and down.", ["stairs", "楼梯"],
  "seed 八 / ADJUDICATION 3: nobody may stop on the stairs or in the corridor")

# ---------------- Mei (police, no room; starts in 204): Singapore English
a("Mei", "GM ah, tonight I go lawn at 8.30 can, then 9.30 go back to 204 lor, look out window until end", """
orders:
  - at: "20:30"
    go: lawn
  - at: "21:30"
    go: "204"
    peek: window
""")
a("Mei", "Wah so tired today. I stay 204 whole night, look out the window only. Don't disturb me lah 😴", """
orders:
  - at: "20:00"
    peek: window
""")
a("Mei", "8.10 go 205 see Mumu, 9.00 go garden walk walk, 9.40 back to 204 hor", """
orders:
  - at: "20:10"
    go: "205"
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: "204"
""")
a("Mei", "Tonight I go 207 at 10.00 talk to Jake, after that 10.40 go garden, then stay there until end lah", """
orders:
  - at: "22:00"
    go: "207"
  - at: "22:40"
    go: garden
""")
a("Mei", "eh GM, 8.50 I go garden via east stairs, 9.20 go lawn, 10.10 come back 204 and look out window ok?", """
orders:
  - at: "20:50"
    go: garden
    via: [east-stairs]
  - at: "21:20"
    go: lawn
  - at: "22:10"
    go: "204"
    peek: window
""")
r("Mei", "tonight I stay 204, use the peephole watch the corridor lah", ["peephole", "门孔", "204"],
  "seed 五.3(3) / ADJUDICATION 3: only the window from 204; a peephole only from one's own room")

CASES, REFUSALS = [], []
for i, (s, m, b, n) in enumerate(_A, 1):
    cid = f"en{i:02d}"
    if b is None:
        REFUSALS.append((cid, s, m, n[0], n[1]))
    else:
        CASES.append((cid, s, m, "accept", b, n))
