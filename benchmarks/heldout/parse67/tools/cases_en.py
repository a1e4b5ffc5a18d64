CASES = [
("en01", "Priya", """hey gm! 8-8:30 peek out the window, then 8:30 go to the common room and chill there till 9:30, 9:30 head back and watch the peephole rest of the night""", "", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", go: "204"}
  - {at: "21:30", go: home, peek: peephole}
""", ""),
("en02", "Mike", """staying in all nite, window. thats it lol""", "", """
orders:
  - {at: "20:00", peek: window}
""", ""),
("en03", "Sam", """at 10:20 go to 205, if panghu's alone kill him, else go to the lawn""", "", """
orders:
  - at: "22:20"
    go: "205"
    kill: 胖虎
    if: alone
    else: {go: lawn}
""", ""),
("en04", "Kevin", """kevin here (police). 8pm garden, 9 lawn, 10 back to the common room and look out the window""", "", """
orders:
  - {at: "20:00", go: garden}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204", peek: window}
""", ""),
("en05", "Priya", """door closed for everyone tonight pls. 9:10 i'm going down to the garden by the west stairs, back at 9:50""", "", """
door: closed
orders:
  - {at: "21:10", go: garden, via: [west-stairs]}
  - {at: "21:50", go: home}
""", ""),
("en06", "Mike", """whole night, if i run into tingting and she's alone, kill her""", "", """
standing:
  - {kill: 婷婷, if: alone}
""", ""),
("en07", "Sam", """8.30 go 209 visit tingting lah, 9 come back, then peephole until 10, after that window""", "", """
orders:
  - {at: "20:30", go: "209"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", ""),
("en08", "Priya", """before 10 only let mike in. at 8:20 i'm off to the lawn, 9 back home""", "", """
door: [Mike]
orders:
  - {at: "20:20", go: lawn}
  - {at: "21:00", go: home}
""", ""),
("en09", "Mike", """10:40 go to 202, kill xiaoyu if she's there no matter who else is around. if she's not there go back to my room""", "", """
orders:
  - at: "22:40"
    go: "202"
    kill: 小雨
    else: {go: home}
""", ""),
("en10", "婷婷", """hello gm, 9pm go 204, if priya is there and nobody else then kill her, if not go back my room and peek through peephole""", "", """
orders:
  - at: "21:00"
    go: "204"
    kill: Priya
    if: alone
    else: {go: home, peek: peephole}
""", ""),
("en11", "Sam", """between 9:30 and 10:30 kill mike if i see him alone anywhere. otherwise i'm just sitting in my room watching the window all night""", "", """
orders:
  - {at: "20:00", peek: window}
standing:
  - {kill: Mike, if: alone, from: "21:30", until: "22:30"}
""", ""),
("en12", "Kevin", """gonna sit on the lawn frm 8:40 till the end, ty""", "", """
orders:
  - {at: "20:40", go: lawn}
""", ""),
("en13", "Priya", """Good evening GM. Kindly note: 8:00 to 9:00 window, 9:00 to 9:40 peephole, 9:40 go to garden, 10:30 come back to room""", "", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:40", go: garden}
  - {at: "22:30", go: home}
""", ""),
("en14", "Mike", """8:50 i'll head to 207 to chat w sam, if nobody answers just go to the garden instead. back home at 9:40 eh""", "", """
orders:
  - at: "20:50"
    go: "207"
    else: {go: garden}
  - {at: "21:40", go: home}
""", ""),
]

REFUSALS = [
("en15", "Sam", """10pm go to 201 and kill priya if she's alone""", ["Priya", "target", "目标"], "五.10: only one of one's two targets (Sam: Mike, 胖虎)"),
("en16", "Mike", """7:40 pm go to the garden, stay there""", ["7:40", "19:40", "20:00", "time", "时间"], "五.1: the night is 20:00-23:00"),
("en17", "Priya", """8:30 go downstairs to the lobby and wait there""", ["lobby", "hall", "大厅"], "三.2: the ground-floor hall is not in the game"),
("en18", "Sam", """keep my door locked all night incl after 10, nobody gets in""", ["22:00", "10pm", "after 10", "must open", "开门"], "五.12: after 22:00 a tenant must open"),
]
