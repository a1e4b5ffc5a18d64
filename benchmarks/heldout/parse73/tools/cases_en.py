# (id, sender, message, "accept", order-file body without `who`, note)
CASES = [
("en01", "Tom", """evening all. right so: 8pm sat in my room peeking out the window, half 8 nip down to the garden, 9 back to my room. cheers""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: garden
  - at: "21:00"
    go: home
""", "half 8 = 20:30 (British)"),
("en02", "Priya", """Good evening GM sir. Kindly note my orders for tonight: at 8.20 I will go to 204 for chit-chat, at 9.10 I will proceed to the lawn, and at 10 I will come back to my room and do peephole watching till the end. Thank you.""", "accept", """
orders:
  - at: "20:20"
    go: "204"
  - at: "21:10"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
("en03", "Wei", """ok GM, tonight i stay in 204 one, look out the window whole night lah. then 10pm go lawn check check""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "22:00"
    go: lawn
""", "police without a room: starts in 204"),
("en04", "Tom", """10.10 go round to 205, if lao zhou's on his own, do him. if not just come back to mine. door shut til 10 pls""", "accept", """
door: closed
orders:
  - at: "22:10"
    go: "205"
    kill: 老周
    if: alone
    else: {go: home}
""", "lao zhou = 老周 (nickname)"),
("en05", "Priya", """Hello GM, my instruction is: whole night from 8 to 11, wherever I am meeting Tom and he is alone, kill him only. Otherwise I am sitting in room looking from window.""", "accept", """
orders:
  - at: "20:00"
    peek: window
standing:
  - kill: Tom
    if: alone
""", ""),
("en06", "Wei", """gm ah, 8.30 i go 202 visit 阿杰, then 9.30 go 203 jalan jalan, after that 10.30 go back 204 can already""", "accept", """
orders:
  - at: "20:30"
    go: "202"
  - at: "21:30"
    go: "203"
  - at: "22:30"
    go: "204"
""", ""),
("en07", "Tom", """garden at 9, lawn at 9.40, home 10.20. not opening the door for anyone except priya before 10""", "accept", """
door: [Priya]
orders:
  - at: "21:00"
    go: garden
  - at: "21:40"
    go: lawn
  - at: "22:20"
    go: home
""", ""),
("en08", "Priya", """GM, small change only: 8.40 go to garden, 9.30 go to room 209 to meet 苏苏, 10.30 back to my room. Door is open for all.""", "accept", """
door: open
orders:
  - at: "20:40"
    go: garden
  - at: "21:30"
    go: "209"
  - at: "22:30"
    go: home
""", ""),
("en09", "Wei", """tonight standby at garden from 8 onwards, 9.50 go lawn, 10.40 back to 204 and peek out the window. thanks ah""", "accept", """
orders:
  - at: "20:00"
    go: garden
  - at: "21:50"
    go: lawn
  - at: "22:40"
    go: "204"
    peek: window
""", ""),
("en10", "Tom", """between 9:30 and 10:45 if i bump into ken anywhere, kill him, doesn't matter who's about. rest of the time peephole from my room""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
standing:
  - kill: 阿Ken
    if: always
    from: "21:30"
    until: "22:45"
""", "ken = 阿Ken (nickname)"),
("en11", "Priya", """Respected GM, at 9.20 I shall go to room 202 and if 阿杰 is alone there, please kill him. If he is having company I will go to 204 instead. At 10.20 I return to my room.""", "accept", """
orders:
  - at: "21:20"
    go: "202"
    kill: 阿杰
    if: alone
    else: {go: "204"}
  - at: "22:20"
    go: home
""", ""),
("en12", "Wei", """my plan hor: 8.00 peek window from 204, 8.50 go 207 see Tom, 9.40 come back 204""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:50"
    go: "207"
  - at: "21:40"
    go: "204"
""", ""),
("en13", "Tom", """tbh not doing much tonight lol. window all night 🙃""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("en14", "Priya", """GM ji, tonight: 8 o'clock to 9 o'clock peephole, 9 o'clock onwards window. At 10.10 going to lawn via east stairs, staying there till the end.""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "21:00"
    peek: window
  - at: "22:10"
    go: lawn
    via: [east-stairs]
""", ""),
]

# (id, sender, message, reason keywords, rule)
REFUSALS = [
("en15", "Tom", """right, tonight's the night. 9.20 pop over to 203 and if priya's on her own, kill her. otherwise back home""", ["Priya", "target", "目标"], "五.10: a tenant may kill only one of their two targets (Tom's: 老周, 阿Ken)"),
("en16", "Wei", """gm, if i see 大橙子 alone at the garden tonight just take her out lah, confirm she is the one""", ["police", "kill", "警察"], "五.13 / ADJUDICATION 5: police cannot kill"),
("en17", "Priya", """Good evening GM. Kindly note: I will start early, at 7.30 pm I go to the garden, and at 9 I come back to my room.""", ["19:30", "7:30", "7.30", "20:00", "time", "时间"], "五.1: the night is 20:00-23:00"),
("en18", "Tom", """head down to the lawn at quarter past nine, back home at 10""", ["21:15", "9:15", "quarter", "10 minutes", "multiple", "10分钟"], "五.4: every start is a multiple of 10 minutes"),
]
