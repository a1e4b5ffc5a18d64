# English cases: same tuple formats as cases_zh.py.
A = "accept"
CASES = [
("en01", "Kev", "evening all lol. gonna chill in my room tonight, peephole from 8 till 9 then window for the rest", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:00", peek: window}
""", ""),
("en02", "Kev", "8:30 go to the common room, back home at 10 👍", A, """
orders:
  - {at: "20:30", go: "204"}
  - {at: "22:00", go: home}
""", ""),
("en03", "Kev", "ok so at 9:20 i go to 205, if 老周 is alone i kill him, if not just head to the lawn", A, """
orders:
  - {at: "21:20", go: "205", kill: 老周, if: alone, else: {go: lawn}}
""", ""),
("en04", "Kev", "door closed tonight pls, nobody gets in before 10 😴", A, """
door: closed
""", ""),
("en05", "Kev", "whenever i run into 糖糖 alone tonight, take her out. otherwise i'm in 204 from 8:10", A, """
orders:
  - {at: "20:10", go: "204"}
standing:
  - {kill: 糖糖, if: alone}
""", ""),
("en06", "Kev", "garden at 8, lawn at 8:40, back at 9:30 n watch out the window. thats it gn", A, """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:40", go: lawn}
  - {at: "21:30", go: home, peek: window}
""", ""),
("en07", "Kev", "only letting 阿杰 and priya in tonight lol, everyone else can knock all they want", A, """
door: [阿杰, Priya]
""", ""),
("en08", "Kev", "gonna go down the west stairs to the lawn at 10:10 and stay there til bedtime", A, """
orders:
  - {at: "22:10", go: lawn, via: [west-stairs]}
""", ""),
("en09", "Kev", "from 10 to 11 if i see 老周 kill him no matter who's around. before that just peephole at home", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: 老周, if: always, from: "22:00", until: "23:00"}
""", ""),
("en10", "Kev", "hmu in 204 lol i'll be there 9 to 10:30 looking out the window, then back to my room", A, """
orders:
  - {at: "21:00", go: "204", peek: window}
  - {at: "22:30", go: home}
""", ""),
("en11", "Kev", "10:40 visit 203, if 糖糖 is there kill her regardless of who else is, else come home", A, """
orders:
  - {at: "22:40", go: "203", kill: 糖糖, if: always, else: {go: home}}
""", ""),
("en12", "Kev", "20:00 window, 20:20 peephole, 20:40 window, 21:00 peephole n keep at it till bedtime", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "21:00", peek: peephole}
""", ""),
("en13", "Kev", "heading to 207 at 8:50 to hang out w kaman, back by 9:40 🎮", A, """
orders:
  - {at: "20:50", go: "207"}
  - {at: "21:40", go: home}
""", ""),
("en14", "Oliver", "Right, plan for tonight: 1) peephole from 8, my door sees the stairs so that's the best seat in the house; 2) at half nine, pop down to the garden; 3) back to my room at twenty past ten and watch from the window till the end.", A, """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "21:30", go: garden}
  - {at: "22:20", go: home, peek: window}
""", ""),
("en15", "Oliver", "Reasoning: Priya tends to wander about between nine and ten. So, should I come across Priya on her own at any point between 9 and 10, I'll kill her. Otherwise I'm staying in, peephole all night.", A, """
orders:
  - {at: "20:00", peek: peephole}
standing:
  - {kill: Priya, if: alone, from: "21:00", until: "22:00"}
""", ""),
("en16", "Oliver", "Two things. 1. Door: only the police, i.e. 大刘, 胖哥 and Wei. 2. At ten to nine I'll go to the common room, then at ten to ten back to my room.", A, """
door: [大刘, 胖哥, Wei]
orders:
  - {at: "20:50", go: "204"}
  - {at: "21:50", go: home}
""", ""),
("en17", "Oliver", "Cheers GM. 10:30: to 201. If 阿杰's alone, he's done for; if not, I'll head to the lawn by the east stairs.", A, """
orders:
  - {at: "22:30", go: "201", kill: 阿杰, if: alone, else: {go: lawn, via: [east-stairs]}}
""", ""),
("en18", "Priya", "Good evening GM sir. Kindly note my orders: I will be in my room only, doing window from 8 pm to 9:30 pm, after that peephole till the end.", A, """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:30", peek: peephole}
""", ""),
("en19", "Priya", "Hi, I will go to 202 at 9:10 pm itself. If 小鱼 is alone there I will kill her, otherwise I will come back to my room and do peephole.", A, """
orders:
  - {at: "21:10", go: "202", kill: 小鱼, if: alone, else: {go: home, peek: peephole}}
""", ""),
("en20", "Priya", "Please keep my door open only for 糖糖 and 阿杰, others not allowed. Also I will go to the garden at 8:30 pm and come back at 9 pm.", A, """
door: [糖糖, 阿杰]
orders:
  - {at: "20:30", go: garden}
  - {at: "21:00", go: home}
""", ""),
("en21", "Priya", "Orders for tonight: 10:00 pm going to common room, 10:50 pm back to room. Thank you.", A, """
orders:
  - {at: "22:00", go: "204"}
  - {at: "22:50", go: home}
""", ""),
("en22", "Wei", "ok lah tonight i go garden at 8:20, then 9pm go lawn, 10pm come back 204 can", A, """
orders:
  - {at: "20:20", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", ""),
("en23", "Wei", "i stay 204 whole night look out the window lor", A, """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en24", "Wei", "9:30 go 209 see Oliver, 10:10 go 203, then 10:50 go back 204. ok thanks ah", A, """
orders:
  - {at: "21:30", go: "209"}
  - {at: "22:10", go: "203"}
  - {at: "22:50", go: "204"}
""", ""),
]

REFUSALS = [
("en25", "Kev", "10:00 go to 202 and kill 小鱼 if shes alone", ["小鱼", "target", "目标"], "五.10 不可滥杀无辜: 小鱼 is not one of Kev's targets (糖糖, 老周)"),
("en26", "Kev", "lawn at 11:30pm lol, night walk 🌌", ["11:30", "23:30", "23:00", "11pm", "11 pm"], "五.1 the night is 8-11 pm; 11点之后统统睡觉"),
("en27", "Kev", "8:30 go stand on the east stairs n watch who comes up", ["stairs", "楼梯"], "八 nobody stands still in the corridor; a stair is not a destination (docs/ORDERS.md)"),
("en28", "Oliver", "Quarter to ten, I'll nip down to the garden; back at half ten.", ["21:45", "9:45", "quarter", "10", "整数倍"], "五.4 every action starts on a multiple of 10 minutes"),
("en29", "Priya", "At 9 pm I will go to 205 and do window from there only, it is having good view of lawn.", ["205", "own room", "自己"], "五.3(1) peeking only from one's own room (or the window of 204)"),
("en30", "Wei", "tonight i stay in 204 and watch the peephole the whole time lah", ["peephole", "204", "门孔", "猫眼"], "五.3(3) from 204 only the window; a peephole only from one's own room"),
]
