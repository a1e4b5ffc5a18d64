# Chinese cases: (id, sender, message, "accept", expected order-file body (without who), note)
def _alt(first, second, step=10):
    out = []
    for i, m in enumerate(range(20 * 60, 23 * 60, step)):
        out.append(f'  - at: "{m // 60}:{m % 60:02d}"\n    peek: {first if i % 2 == 0 else second}')
    return "\n".join(out)

CASES = [
("zh01", "阿杰", """今晚安排如下：
1. 8:00-8:29 窗户看草坪，先摸清谁爱去草坪
2. 8:30 去204聊天，顺便从204窗户看花园
3. 9:30 回房间，门孔盯着西楼梯
4. 10:20 去202找小雨，如果她一个人在就动手，不是一个人就直接回201
理由：10点后她必须开门，202朝北，草坪那边的人看不到。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
    peek: window
  - at: "21:30"
    go: home
    peek: peephole
  - at: "22:20"
    go: "202"
    kill: 小雨
    if: alone
    else: {go: home}
""", ""),
("zh02", "阿杰", """今晚低调。全程在房间，8点到9点窗户，9点之后门孔，别的不动。
门只给周周开，其他人一律不开。""", "accept", """
door: [周周]
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    peek: peephole
""", "door list before 22:00"),
("zh03", "阿杰", """思路：Oliver住209，他大概率要去204或者东楼梯那边晃。所以：
①8:40去204待着
②9:50去花园
③10:30回房
全程只要碰到Oliver单独一个人就杀。""", "accept", """
orders:
  - at: "20:40"
    go: "204"
  - at: "21:50"
    go: garden
  - at: "22:30"
    go: home
standing:
  - kill: Oliver
    if: alone
""", ""),
("zh04", "阿杰", """今晚就一件事：9:10去209，Oliver要是一个人就杀掉，否则去草坪转转。其他时间房间里待着，不看。""", "accept", """
orders:
  - at: "21:10"
    go: "209"
    kill: Oliver
    if: alone
    else: {go: lawn}
""", ""),
("zh05", "阿杰", """1）8:00 门孔
2）8:20 窗户
3）8:50 去娱乐室
4）9:40 花园
5）10:10 回201，窗户看到底
不杀人。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "20:20"
    peek: window
  - at: "20:50"
    go: "204"
  - at: "21:40"
    go: garden
  - at: "22:10"
    go: home
    peek: window
""", ""),
("zh06", "阿杰", """今晚计划：9:00去202串门，如果小雨在就杀（不管旁边有没有别人），她不在或者不开门就回来从门孔看。""", "accept", """
orders:
  - at: "21:00"
    go: "202"
    kill: 小雨
    if: always
    else: {go: home, peek: peephole}
""", ""),
("zh07", "周周", """晚上好呀各位～今天上班累死了😩 先说正事哈：8点我就在房间趴窗户看草坪，看到8点半吧，然后去204蹭点零食🍪 待到9点半，再去花园吹吹风，10点回房间睡觉觉（睡前门孔看一眼走廊）。就这样啦～晚安！""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: garden
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
("zh08", "周周", """嘿嘿 今晚我要干票大的🔪 跟你们讲，我昨天梦到胖虎在草坪上数星星哈哈哈。所以我9点20就去草坪，要是只有他一个人我就下手，不是的话我就回屋趴窗户看😂 10点以后反正也在屋里看窗户～""", "accept", """
orders:
  - at: "21:20"
    go: lawn
    kill: 胖虎
    if: alone
    else: {go: home, peek: window}
  - at: "22:00"
    go: home
    peek: window
""", ""),
("zh09", "周周", """今天不想动了🥱 门锁好谁都不准进（10点前哈，10点后规矩我懂😂），一整晚在屋里，窗户门孔轮流，十分钟换一次，从窗户开始。""", "accept",
"door: closed\norders:\n" + _alt("window", "peephole"), "18 alternating peeks"),
("zh10", "周周", """跟大家说个事，刚才我妈打电话来问我吃了没，我说在玩推理游戏哈哈哈她听不懂。好啦交作业📝：8:10 去207找Priya玩，她要是一个人在就干掉她；不然我就去204坐着。9点半从204回自己屋，后面一直看窗户。""", "accept", """
orders:
  - at: "20:10"
    go: "207"
    kill: Priya
    if: alone
    else: {go: "204"}
  - at: "21:30"
    go: home
    peek: window
""", ""),
("zh11", "周周", """宝子们我今晚佛系～就8点40去花园散步，9点20回来，然后从猫眼往外瞄到结束👀""", "accept", """
orders:
  - at: "20:40"
    go: garden
  - at: "21:20"
    go: home
    peek: peephole
""", ""),
("zh12", "周周", """今晚：不管在哪碰到胖虎，不管旁边有没有人，都给我杀！！💢 他上回坑我。行程：8点去204，9点走西楼梯下去花园（西楼梯哈别搞错），9点40回房看窗户。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:00"
    go: garden
    via: [west-stairs]
  - at: "21:40"
    go: home
    peek: window
standing:
  - kill: 胖虎
    if: always
""", ""),
("zh13", "小雨", """全程窗户。""", "accept", """
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh14", "小雨", """10:10 去203，阿輝单独在就杀，否则回。""", "accept", """
orders:
  - at: "22:10"
    go: "203"
    kill: 阿輝
    if: alone
    else: {go: home}
""", ""),
("zh15", "小雨", """门只开给阿輝。8点花园，9点草坪，10点回房窗户。""", "accept", """
door: [阿輝]
orders:
  - at: "20:00"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: home
    peek: window
""", ""),
("zh16", "小雨", """9点204，10:30回房窗户。9点到10点半碰到周周单独就杀。""", "accept", """
orders:
  - at: "21:00"
    go: "204"
  - at: "22:30"
    go: home
    peek: window
standing:
  - kill: 周周
    if: alone
    from: "21:00"
    until: "22:30"
""", ""),
("zh17", "小雨", """不出门 不看 门关""", "accept", """
door: closed
""", "door only; 22:00 rule applies by itself"),
("zh18", "胖虎", """八点到八点半我在房间从窗户往外看然后八点半去鱼乐室聊天九点半去草坪十点回房间从门孔看""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: lawn
  - at: "22:00"
    go: home
    peek: peephole
""", "鱼乐室 = 娱乐室 (voice input)"),
("zh19", "胖虎", """晚上九点十分去二零五找麦克如果他一个人在就杀了他如果不是一个人就去花园待着""", "accept", """
orders:
  - at: "21:10"
    go: "205"
    kill: Mike
    if: alone
    else: {go: garden}
""", "麦克 = Mike (nickname)"),
("zh20", "胖虎", """我今天就在房间里待着吧从门孔看一整晚对了门不要给阿杰开别人都可以进""", "accept", """
door: [周周, 小雨, 阿輝, Mike, Priya, Oliver, 老陈, 鹿鹿, Jess]
orders:
  - at: "20:00"
    peek: peephole
""", "deny list written as everyone else"),
("zh21", "胖虎", """十点二十去二零一杀阿杰不管旁边有没有别人都杀他不在的话就回来""", "accept", """
orders:
  - at: "22:20"
    go: "201"
    kill: 阿杰
    if: always
    else: {go: home}
""", ""),
("zh22", "胖虎", """这三个小时不管在哪里看到麦克单独一个人就杀了他 八点半去二零四 九点半回房间 窗户看""", "accept", """
orders:
  - at: "20:30"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
standing:
  - kill: Mike
    if: alone
""", ""),
("zh23", "阿輝", """今晚我八點去204坐下，九點半返房間由窗口睇出去，睇到完。""", "accept", """
orders:
  - at: "20:00"
    go: "204"
  - at: "21:30"
    go: home
    peek: window
""", ""),
("zh24", "阿輝", """喂GM，我今晚十點正去202搵小雨，佢一個人嘅話就殺咗佢，唔係就去花園行下。之前就喺房度門孔睇住走廊。""", "accept", """
orders:
  - at: "20:00"
    peek: peephole
  - at: "22:00"
    go: "202"
    kill: 小雨
    if: alone
    else: {go: garden}
""", ""),
("zh25", "阿輝", """今晚唔郁喇，成晚喺房睇窗，十點前道門唔開俾任何人。""", "accept", """
door: closed
orders:
  - at: "20:00"
    peek: window
""", ""),
("zh26", "阿輝", """8:20 去花園，9:00 去草地，9:40 返嚟用門孔睇。今晚無論喺邊度撞到Priya得佢一個，就做咗佢。""", "accept", """
orders:
  - at: "20:20"
    go: garden
  - at: "21:00"
    go: lawn
  - at: "21:40"
    go: home
    peek: peephole
standing:
  - kill: Priya
    if: alone
""", "草地 = lawn"),
("zh27", "阿輝", """各位晚安😊 我今晚去207探Priya，八點五十出發，佢一個人就郁手，佢同其他人一齊嘅話就去204坐坐。十點之後返屋企門孔睇。""", "accept", """
orders:
  - at: "20:50"
    go: "207"
    kill: Priya
    if: alone
    else: {go: "204"}
  - at: "22:00"
    go: home
    peek: peephole
""", ""),
("zh28", "老陈", """老陈今晚行动：八点在二〇四窗户看花园，九点去草坪巡一圈，十点回二〇四。""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: lawn
  - at: "22:00"
    go: "204"
""", "police without a room start in 204"),
("zh29", "老陈", """今晚我去花园蹲守，8:30出发，10:30回餐厅从窗口看。""", "accept", """
orders:
  - at: "20:30"
    go: garden
  - at: "22:30"
    go: "204"
    peek: window
""", ""),
("zh30", "老陈", """九点二十去二〇九看看，不给进就去草坪。""", "accept", """
orders:
  - at: "21:20"
    go: "209"
    else: {go: lawn}
""", ""),
("zh31", "鹿鹿", """哈喽哈喽🦌 警察今晚出来溜达啦～ 8点10分去花园，8点50去草坪，9点40回娱乐室看窗户，就酱紫""", "accept", """
orders:
  - at: "20:10"
    go: garden
  - at: "20:50"
    go: lawn
  - at: "21:40"
    go: "204"
    peek: window
""", ""),
("zh32", "鹿鹿", """今晚先在204窗口看到9点，然后去202找小雨唠嗑，10点半回204""", "accept", """
orders:
  - at: "20:00"
    peek: window
  - at: "21:00"
    go: "202"
  - at: "22:30"
    go: "204"
""", ""),
("zh33", "鹿鹿", """我今晚走东楼梯下去草坪，9点出发，10点再从西楼梯回204😎""", "accept", """
orders:
  - at: "21:00"
    go: lawn
    via: [east-stairs]
  - at: "22:00"
    go: "204"
    via: [west-stairs]
""", ""),
("zh34", "鹿鹿", """嘿嘿 今晚当个宅警 204待着哪也不去 也不看窗""", "accept", """
""", "only who: the officer is on the map in 204, no orders"),
]

# refusals: (id, sender, message, reason keywords, rule)
REFUSALS = [
("zh35", "阿杰", """计划：
1. 9:00 回房
2. 周周要是一个人在房里就把她解决了——她跟我同屋，最方便。""",
 ["周周", "目标", "target"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜 (阿杰's targets: 小雨, Oliver)"),
("zh36", "鹿鹿", """今晚我去203，看到胖虎一个人就把他干掉嘿嘿🔪 反正警察也没事干""",
 ["警察", "police", "不能杀", "cannot kill"], "五.13 杀人时段警察没有任务; ADJUDICATION 5: police cannot kill"),
("zh37", "周周", """今晚我要把老陈杀了哈哈哈 他太烦了😈 9点去204 碰到他一个人就动手""",
 ["老陈", "警察", "police"], "五.10 房客不能杀警察; 六.6 凶手不能杀警察"),
("zh38", "小雨", """11:20 去草坪。""",
 ["11:20", "23:20", "22:50", "8点", "20:00"], "五.1 杀人时段是晚上8点-11点 (an order starts 20:00-22:50)"),
("zh39", "胖虎", """八点二十五分去花园然后九点回房间""",
 ["8:25", "20:25", "二十五", "整数倍", "10分钟", "multiple of 10"], "五.4 行动开始时间必须是10的整数倍"),
("zh40", "阿輝", """今晚九點落樓下大堂飲杯嘢，十點返房。""",
 ["大堂", "大厅", "大廳", "一层", "hall", "lobby"], "三.2 一层是大厅（本游戏中不出现）: not a place of the game"),
("zh41", "老陈", """今晚在204门孔盯走廊。""",
 ["门孔", "猫眼", "peephole"], "五.3(1)(3): a peephole only from one's own room; from 204 only the window (老陈 has no room)"),
("zh42", "小雨", """全程窗户看草坪。""",
 ["草坪", "花园", "朝北", "north", "lawn", "garden"], "三.2 / 五.3(1): 202 faces north, its window sees only the garden, not the lawn"),
]
