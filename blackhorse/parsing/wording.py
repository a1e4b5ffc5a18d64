"""What the reader says when a message cannot be read, in English and in Chinese."""

from __future__ import annotations

from collections.abc import Iterable

from lark import Token

from blackhorse.core.nightclock import said_time

# the words that open the echo's line of what was set aside (ParsedMessage.aside_line writes them
# with their colon: 已忽略：老板好、盯着, "ignored: hi, thanks"), each read back as one ASIDE word
IGNORED_WORD = {"zh": "已忽略", "en": "ignored"}
IGNORED_LINE = frozenset(IGNORED_WORD.values())


def opens_ignored_line(t: Token) -> bool:
    """Whether ``t`` opens the echo's own line of what was set aside, read back (a message that
    quotes its echo): what that line says stays aside, never read as orders again."""
    return t.type == "ASIDE" and str(t) in IGNORED_LINE


TEXTS: dict[str, tuple[str, str]] = {
    "unknown": (
        "not a word the orders know{hint}",
        "看不懂这个词{hint}",
    ),
    "other_night": (
        "this names night {named}, but these are the orders for night {night}: send tonight's orders "
        "(headed by tonight's night, or by nothing)",
        "这里写的是第{named}夜，而这是第{night}夜的指令：请发今晚的指令（标题写今晚，或不写标题）",
    ),
    "anywhere_order": (
        '"anywhere" said of a kill that cannot hold for a while here: say it as its own sentence, '
        'first ("from 21:30, wherever I meet C alone, kill her")',
        "“在任何地方”的杀人在这里放不下：请单独写成一句，放在前面（“9点半起，无论在哪碰见C单独一个人，就杀了她”）",
    ),
    "allnight_kill": (
        '"all night" said after the kill of an order at another time: does the kill hold all night, '
        'wherever you meet them ("all night, wherever I meet C alone, kill her"), or only in that order? '
        "say which",
        "“整晚”说在另一个时间的杀人指令之后：是整晚无论在哪碰见都杀（“整晚无论在哪碰见C单独一个人，就杀了她”），"
        "还是只在那条指令里？请写明",
    ),
    "window_before_orders": (
        '"all night" said before the orders, then a kill in one of them: does the kill hold all night, '
        'wherever you meet them ("all night, wherever I meet C alone, kill her"), or only in that order? '
        "say which",
        "“整晚”说在指令前面，后面的杀人却在一条指令里：是整晚无论在哪碰见都杀（“整晚无论在哪碰见C单独一个人，就杀了她”），"
        "还是只在那条指令里？请写明",
    ),
    "anywhere_no_kill": (
        '"anywhere" is said only of a kill (wherever you meet someone, kill them): say the place, '
        "or what happens to them",
        "“在任何地方”只用于杀人指令（无论在哪碰见某人就杀）：请写明地点，或写明要做什么",
    ),
    "taken_back": (
        "this takes the orders back (a joke?): send only the orders you mean",
        "这句话把指令收回了（开玩笑？）：只写你真要执行的指令",
    ),
    "look_and_not": (
        'looking and "not looking" in one order: say which, at its own time (through the window, '
        'through the peephole, or "no peeking")',
        "同一条指令里又看又不看：请写清楚看哪里（窗户、门孔），或者“不看了”，各自写时间",
    ),
    "negation": (
        'a "not" the orders cannot hold: say what to do instead ("stay where you are", "go home")',
        "指令里放不下“不/别/没”：请直接写要做什么（“待在原地”“回自己房间”）",
    ),
    "except_asked": (
        '"except" after an all-night order with a condition or a time without an end: what to do then, '
        'and until when, is not said: give that time its own range and place ("9 to 10 in the garden")',
        "整晚的指令后面的“除了”带的是条件或没有结束的时间：那时做什么、到几点，没有说：请给那段时间写上起止和地点"
        "（“9点到10点在花园”）",
    ),
    "vague_time": (
        "a vague time is not guessed (a time said roughly): give the exact time, a 10-minute slot, "
        'e.g. "21:10"',
        "时间不明确，大概的时间不能猜：请写具体几点，整10分钟，例如“9:10”",
    ),
    "then_when": (
        '"{word}" when? an order holds one place until the next time said (one order per 10-minute slot): '
        'give what follows its own time ("21:40 go to the lawn") or an end to the one before ("stay till '
        '21:40, then ...")',
        "“{word}”是几点？一条指令（每10分钟一条）只去一个地方，一直到下一个时间：给后面的写上时间（“9:40去草坪”），"
        "或者给前面的写上结束（“待到9:40，然后……”）",
    ),
    "then_same_slot": (
        '"{word}": {time} to {next} is one 10-minute slot, and an order does one thing in it, at one place '
        "(seed 五.2): give the second place a time of its own, or drop one",
        "“{word}”：{time}到{next}只有10分钟，每10分钟只能做一件事，一条指令只去一个地方（规则五.2）："
        "给后面的地方写上它自己的时间，或者删掉一个",
    ),
    "outside_night": (
        "{time} is outside the night: orders run from 20:00 to 23:00 (a start from 20:00 to 22:50, "
        "on the 10-minute slots)",
        "{time}不在夜里的时间内：杀人时段是每晚8点到11点（从8:00到10:50，整10分钟开始，11:00结束）",
    ),
    "off_slot": (
        "{time} is not on the 10-minute slots: an order starts at a multiple of 10 minutes "
        "(20:00, 20:10 ... 22:50)",
        "{time}不在整10分钟上：指令开始的时间必须是10的整数倍（规则五.4：8:00、8:10……10:50）",
    ),
    "afterkill_when": (
        '"after the kill" needs a kill at a time before it: give the next order its own time ("22:30 go '
        'home")',
        "“杀完”前面要有一条带时间的杀人指令：请给下一条指令写上时间（“10:30回自己房间”）",
    ),
    "leave_elsewhere": (
        "leaving {place_en}? the orders before put you at {where_en} then: say only where to go",
        "从{place_zh}出发？按前面的指令，那时你在{where_zh}：只写要去哪里",
    ),
    "hedge": (
        'a "maybe" is not guessed: say what to do, e.g. "22:00 go home"',
        "“也许/可能”不能猜：请直接写要做什么，例如“10点回自己房间”",
    ),
    "choice": (
        'an "or" is not guessed: one order holds one thing to do; choose one (or make the other the '
        'alternative: "if ..., otherwise ...")',
        "“或者”不能猜：一条指令只做一件事；请选定一个（或者写成“如果……，否则……”）",
    ),
    "parts_ambiguous": (
        'the parts of this order can be read two ways: "{one}" or "{other}": write them in the usual order '
        "(the time, where to go, what to do there)",
        "这句的几个部分有两种读法：“{one}”还是“{other}”？请按平常的顺序写（时间、去哪里、做什么）",
    ),
    "change": (
        "a change of mind: what does it change? send the orders as they now stand, or say the change"
        ' right after what it replaces ("9:30 the lawn, no, the garden")',
        "改主意了？看不出改的是哪一条：请只写最后决定的指令，或者紧跟在要改的词后面写（“9点半去草坪，不对，去花园”）",
    ),
    "restfrom": (
        '"the rest of the night" after orders that start after 20:00: from the end of the last one on, '
        'or every slot no order gives (from 20:00 too)? say "from 22:00 on" or "the rest of the time"',
        "“剩下的时间”说在20:00以后才开始的指令之后：是从最后一条结束起，还是所有没写的时段（也包括20:00起）？"
        "请写“22点以后”或“其余时间”",
    ),
    "look_gap": (
        "the look ends at {end} and the next order is at {next}: keep looking until {next}, or stop at"
        ' {end}? say which ("{look} until {next}", or "stop looking at {end}")',
        "看到{end}为止，下一条指令在{next}：中间是接着看到{next}，还是{end}就不看了？请写清楚"
        "（“{look_zh}一直看到{next}”，或“{end}以后不看了”）",
    ),
    "misplaced": ("does not fit here; expected {expected}", "这里放不下这个词；这里应该是{expected}"),
    "ends_early": (
        "the message stops in the middle; expected {expected}",
        "消息没写完；后面应该是{expected}",
    ),
    "empty": ("an empty message: no orders to read", "空消息：没有指令可读"),
    "asked_order": (
        "a question the orders cannot hold: an order is not asked (a time, a going, a look, a kill "
        "or the door asked for); say it as an order, and ask the GM in words of their own",
        "这是个问句：指令不能用问句（问句里有时间、去哪、看、杀人或门）；请直接写成指令，想问GM的另外问",
    ),
    "asked_depends": (
        "this hangs on the answer to your question, which only the GM can give: say the orders "
        "outright (the GM answers the question apart)",
        "这要看GM怎么回答你的问题，读的时候不能替GM回答：请直接写出指令（问题GM另外回答）",
    ),
    "asked_no": (
        "the map answers your question no: from room {room} the window sees {window_en}, not "
        "{view_en}; say what to do",
        "地图的回答是“不”：{room}房间的窗户看得到{window_zh}，看不到{view_zh}；请写清楚要做什么",
    ),
    "no_time": (
        'when? this has no time: give it one, e.g. "21:40 go home" or "go home at 21:40"'
        " (or 第二时段, all night)",
        "什么时候？这里没有时间：前面写上时间，例如“9:40回自己房间”（或“第二时段”、“这三个小时里”）",
    ),
    "time_without_order": (
        "a time with nothing to do at it: what happens then?",
        "这个时间后面没有要做的事：这时做什么？",
    ),
    "wander_where": (
        'a wander with no place: where, and when? say the place and its time ("20:30 go to the '
        'garden"), or "stay in my room"',
        "没说去哪里、几点去：请写上地点和时间（“8:30去花园”），或者写“待在自己房间”",
    ),
    "same_as_before": (
        "orders are not carried over from an earlier night (last night, yesterday, last time), and "
        "night 1 has none: write tonight's orders out in full",
        "不会照搬之前一晚（昨晚、上次）的指令，第一晚也没有之前的指令：请把今晚的指令完整写出来",
    ),
    "until_without_order": ('"until" needs an order before it', "“到……”前面要先有一条指令"),
    "until_not_after": (
        "the order ends at {time}, not after it starts ({start}): which time is meant? give the end "
        "after the start",
        "指令在{start}开始，却在{time}结束（不在开始之后）：是哪个时间？结束要写在开始之后",
    ),
    "until_off_slot": (
        "{time} is not on the 10-minute slots: orders change on the ten; end at {before} or {after} "
        "(the next order starts a minute later)",
        "{time}不在整10分钟上：指令只能在整10分钟换，写到{before}或{after}（下一条指令在下一分钟开始）",
    ),
    "two_places": (
        'one place per order (one order per 10-minute slot): give this one its own time ("21:40 ...") '
        'or make it the alternative ("otherwise ...")',
        "一条指令（每10分钟一条）只能去一个地方：给它单独写个时间（“9:40……”），或者写成“否则……”",
    ),
    "two_peeks": (
        "one peek per order: give the other its own time",
        "一条指令只能窥视一处：另一个请单独写时间",
    ),
    "kill_the_one_away": (
        'kill whom? the condition says {who} is not there: name the person to kill ("if {who} is not '
        'there, kill D")',
        "杀谁？条件说的是{who}不在：请写出要杀的人（“{who}不在就杀了D”）",
    ),
    "alternate_first": (
        'which first? a watch that alternates must say what it starts with: add "window first" '
        '(or "peephole first"), and how often it switches ("every 10 minutes")',
        "先看哪个？轮流看要写明先看什么：加上“先看窗户”（或“先看门孔”），以及多久换一次（“每10分钟换一次”）",
    ),
    "alternate_every": (
        "how often? a watch that alternates must say when it switches, on the 10-minute slots: "
        'add "every 10 minutes" (or every 20, every 30)',
        "多久换一次？轮流看要写明多久换，只能整10分钟换：加上“每10分钟换一次”（或每20、每30分钟）",
    ),
    "alternate_on": (
        "and so on from what? carrying on needs two watches said just before, one through the window and one "
        'through the peephole ("20:00 window, 20:10 peephole, and so on till 21:00"); or say "alternate '
        'window and peephole every 10 minutes, window first"',
        "照什么类推？前面要先写两条窥视，一条窗户一条门孔（“8点窗户，8点10门孔，以此类推到9点”）；"
        "或者写“窗户和门孔轮流看，每10分钟换一次，先看窗户”",
    ),
    "alternate_where": (
        'a watch that alternates is an order of its own: give it its time ("from 22:00, alternate ..."), '
        "not inside an alternative",
        "轮流看要单独成一条指令：给它写上时间（“10点以后窗户和门孔轮流看……”），不能写在“否则”里",
    ),
    "two_kills": ("one kill per order", "一条指令只能杀一个人"),
    "cond_before_time": (
        "a condition said before the time of its order, and not about the one to kill there: say it "
        'after the time, with the place it is about ("22:00 go to the garden; if D is there, go home")',
        "条件写在了时间前面，说的又不是在那里要杀的人：请写在时间后面，并写明说的是哪里（“10点去花园，如果D在就回自己房间”）",
    ),
    "kill_before_time": (
        "a kill said before any time, for no order that goes where it names: say it with the order it "
        'belongs to ("21:20 knock on 207; if Emma is alone, kill her")',
        "杀人写在了时间前面，后面又没有去那里的指令：请和它所属的指令写在一起（“9:20去207，如果Emma一个人就杀了她”）",
    ),
    "corridor_stop": (
        "nobody may stop in the corridor or on the stairs (seed 八): pass through them, to a room, "
        "the common room (204), the garden or the lawn",
        "不能停在走廊或楼梯上（规则八）：只能经过，去房间、娱乐室（204）、花园或草坪",
    ),
    "outside_room": (
        "outside a room is the corridor, and nobody may stop in the corridor or on the stairs (seed 八): "
        "go into the room, or name its door as a spot on the way (`via door-` and the room's number)",
        "房间外面就是走廊，不能停在走廊或楼梯上（规则八）：请写进房间去，"
        "或者把门口写成路上经过的地方（`via door-`加房间号）",
    ),
    "story_holds": (
        "this is in a story of an earlier game (last game, last time ...), and it could be one of "
        "tonight's orders: write tonight's orders in sentences of their own, and the story without it",
        "这是在讲上一局的事，但这里的时间、杀人或条件也可能是今晚的指令：请把今晚的指令单独写成句子，讲过去的事时不要写它",
    ),
    "bracket_meaning": (
        "this, in brackets, would change an order but does not fit the sentence: write it into the "
        "sentence without the brackets, or drop it",
        "括号里的这个词会改变指令，但放不进这句话：请去掉括号，把它写进句子里，或者删掉",
    ),
    "both_targets": (
        "one of your two targets, once (seed 五.10): this message already kills {first}; make the kill "
        'of {second} what to do if that one fails ("..., otherwise go to ... and kill {second}") or '
        "drop it",
        "两个目标只能任选一人杀死（规则五.10）：前面已经要杀{first}，这里又要杀{second}：请把杀{second}"
        "写成前面那条指令的“否则”（“……，否则去……杀了{second}”），或者删掉",
    ),
    "case_not_turned_round": (
        "which case kills? this case is said before the kill's own condition and is not that "
        'condition turned round: say the kill first, then "otherwise ..." ("if D is alone kill D, '
        'otherwise come back")',
        "哪种情况动手？这个条件写在杀人的条件之前，又不是它的反面：请先写杀人，再写“否则……”"
        "（“D一个人就杀了D，否则回来”）",
    ),
    "knock_going_home": (
        '"if nobody opens" here goes on going home, where nobody knocks: say it right after the '
        'visit it is about ("at 9 go to 209; if nobody opens, go to the garden; at 10 come back")',
        "这里的“没人开门”落在回自己房间上，回房不用敲门：请紧跟在要敲门的那次拜访后面写"
        "（“9点去209，没人开门就去花园，10点回来”）",
    ),
    "two_conditions": (
        'one condition per order (an alternative can have its own: "otherwise, if ...")',
        "一条指令只能有一个条件（“否则”后面可以再有自己的条件）",
    ),
    "peek_what": (
        "peek through what? the window (窗户) or the peephole (门孔)",
        "从哪里窥视？窗户还是门孔",
    ),
    "pronoun_unknown": ("who is meant? name the person first", "指的是谁？先写出这个人的名字"),
    "alone_not_target": (
        '"alone" is about the person to kill ({who}): name the same person',
        "“一个人”说的是要杀的人（{who}）：请写同一个人",
    ),
    "unless_alone": (
        '"unless" and "not alone" work only with "is there" / "is not there"; write "if ..., otherwise ..."',
        "“除非”和“不是一个人”只能和“在/不在”连用；请写成“如果……，否则……”",
    ),
    "cond_which_order": (
        "a check on {who} being there, said after an order going elsewhere, while an earlier order "
        "goes to {who}'s room: which place is meant? put the check right after its order, or say the place",
        "这个条件（{who}在不在）写在一条去别处的指令后面，而前面有一条指令去{who}的房间：说的是哪里？"
        "请把条件紧接在它那条指令后面，或写明地点",
    ),
    "cond_elsewhere": (
        "a condition is about the place the order goes to; give the other place its own order",
        "条件只能说这条指令要去的地方；别的地方请单独写一条指令",
    ),
    "cond_no_go": (
        'the condition names a place, but the order does not go there: say it ("go to 207, if E is alone '
        'there, kill E")',
        "条件说了地点，但这条指令没有说去那里：请写上（“去207，如果E一个人在那里，就杀了E”）",
    ),
    "back_where": (
        'back where? before that you were somewhere else than home: say the place ("go back to the '
        'common room") or "go home"',
        "回哪里？之前你不在自己房间：请写清楚地点（“回娱乐室”）或者“回自己房间”",
    ),
    "otherwise_alone": (
        '"otherwise" needs an order before it (with a condition, a kill or a room to knock at)',
        "“否则”前面要有一条指令（带条件、要杀的人或要敲门的房间）",
    ),
    "via_alone": (
        'a route belongs to a place to go: "go to the lawn via the east stairs"',
        "路线要跟着去的地方：“经东楼梯去草坪”",
    ),
    "unsaid": (
        "this word is in no order that was read, and it may change one: write it into an order "
        "(a time, a place, a name, what to do) or drop it",
        "读出的指令里没有用到这个词，而它可能改变指令：请把它写进某条指令（时间、地点、人、做什么），或者删掉",
    ),
    "two_otherwise": ('one "otherwise" per order', "一条指令只能有一个“否则”"),
    "standing_place": (
        "a kill that holds for a while holds wherever you meet the person: the orders cannot keep it "
        'to one place; go there at a time ("21:00 go to the garden; if C is alone there, kill C") '
        "or drop the place",
        "长期的杀人指令在哪里碰见都算，指令没法只限一个地方：请写几点去那里（“9:00去花园，如果C一个人在那里，就杀了C”），"
        "或者删掉地点",
    ),
    "standing_in_order": (
        '"wherever you meet" makes a kill that holds for a while: give it its own sentence, e.g. '
        '"all night, wherever you meet B alone, kill him"',
        "“无论在任何地方碰见”是长期的杀人指令：请单独写一句，例如“这三个小时里，无论在任何地方碰见B单独一个人，就杀了他”",
    ),
    "standing_without_kill": (
        'wherever you meet {who}, then what? add "kill him" (杀了他)',
        "无论在任何地方碰见{who}，然后呢？加上“杀了他”",
    ),
    "door_time": (
        "the door rule holds until 22:00 (seed 五.12: from then on every tenant opens); no other time",
        "开门的规定只到10点（规则五.12：10点以后必须开门）；不能写别的时间",
    ),
    "two_doors": ("the door is said twice; say it once", "开门的规定写了两次；只写一次"),
    "dup_slot": (
        "one order per 10-minute slot (seed 五.2: one thing each 10 minutes); "
        '{time} already has an order: "{other}"',
        "每10分钟只能干一件事（规则五.2）：同一时段{time}已经有一条指令：“{other}”",
    ),
    "room_of_unknown": ("{who} has no room on the map tonight", "{who}今晚在地图上没有房间"),
    "kill_anyone": (
        "a kill is only of one of your two targets ({targets}; seed 五.10), never of whoever one meets: "
        "name the one",
        "只能杀自己的两个目标之一（{targets}，规则五.10），不能碰到谁就杀谁：请写出要杀的人",
    ),
    "target_which": (
        "which target? yours are {targets} (seed 五.10: one of them): name the one",
        "哪个目标？你的目标是{targets}（规则五.10：只能杀其中一人）：请写出名字",
    ),
    "kill_both": (
        "only one of your two targets ({targets}), once (seed 五.10): not both; name the one",
        "两个目标只能杀其中一人（{targets}，规则五.10），不能两个都杀：请只写一个",
    ),
    "police_kill": (
        "police cannot kill (seed 五.10): an officer's orders hold no kill",
        "警察不能杀人（规则五.10）：警察的指令里不能有杀人",
    ),
    "maybe_police_kill": (
        'not a word the orders know: "{word}"; if it means a kill, police cannot kill (seed 五.10)',
        "看不懂“{word}”；如果是杀人：警察不能杀人（规则五.10）",
    ),
    "maybe_kill_not_target": (
        'not a word the orders know: "{word}"; if it means a kill, {name} is not one of your targets '
        "({targets}; seed 五.10)",
        "看不懂“{word}”；如果是杀人：{name}不是你的目标，只能杀自己的两个目标之一（{targets}，规则五.10）",
    ),
    "kill_police": (
        "police cannot be killed (seed 五.10); your targets: {targets}",
        "警察不能被杀（规则五.10）；你的目标是{targets}",
    ),
    "kill_not_target": (
        "not one of your targets: a kill is only of one of your two targets ({targets}; seed 五.10)",
        "这不是你的目标：只能杀自己的两个目标之一（{targets}，规则五.10）",
    ),
    "before_ambiguous": (
        'before {time}, then what? say when it starts: "{last} go home", or end the order before it '
        '("stay until {time}, then go home")',
        "{time}前？请写清楚什么时候开始：“{last}回自己房间”，或者写成“待到{time}，然后回自己房间”",
    ),
    "knock_where": (
        'knock where? name the room: "knock on 205", "knock on B\'s door"',
        "敲谁的门？写上房间：“敲205的门”“敲B的门”",
    ),
    "door_from": (
        "the door rule holds from 20:00 until 22:00 (seed 五.12), not from {time}: say it on its own "
        '("keep the door shut"), without a time',
        "开门的规定从8点管到10点（规则五.12），不能从{time}开始：单独写一句（“不给任何人开门”），不要带时间",
    ),
    "peek_elsewhere": (
        "peeking only from one's own room or through the window of the common room (204); not from "
        '{place}: go back first ("22:00 go home, look out of the window")',
        "只能在自己房间或娱乐室（204）的窗户窥视，不能在{place}：先回去（“10点回自己房间，从窗户看”）",
    ),
    "view_unseen": (
        "from room {room} the window sees {window_en} and the peephole {hole_en}; they cannot see {view_en}",
        "在{room}房间，窗户看得到{window_zh}，门孔看得到{hole_zh}；看不到{view_zh}",
    ),
    "someone_kill": (
        '"if someone (else) is there" can only send you elsewhere ("if someone is there, go home"); '
        'to kill, write "if B is alone, kill him"',
        "“有人就……”只能接去别处（“有人就回家”）；要杀人请写“如果B一个人，就杀了他”",
    ),
    "echo_differs": (
        "this reads as {echo}, but said back that gives other orders: write it more plainly "
        "(one time per order)",
        "读出来是“{echo}”，但复述一遍得到的指令不一样：请写得更直白些（每条指令单独写时间）",
    ),
    "no_room": (
        "you have no room of your own tonight (a police officer has no room: you start in the common room): "
        "say the place",
        "你今晚没有房间（警察没有自己的房间，从娱乐室出发）：请写地点",
    ),
    "no_roommate": (
        "whose room? nobody shares your room tonight: write the person's name",
        "室友是谁？今晚没有人和你同住一间房：请写这个人的名字",
    ),
    "which_room": (
        "which room? this does not say: write its number (205) or whose it is (B's room)",
        "哪间房？这样写不明确：请写房间号（205）或者是谁的房间（B的房间）",
    ),
    "who_unknown": (
        "who is this? not a person of this game: write one of {names}",
        "这是谁？本局没有这个人：请写这些人之一：{names}",
    ),
    "cond_without_doing": (
        'a condition with nothing to do if it holds: what then? to visit someone, say "go see Lily"'
        ' or "visit Lily"',
        "这个条件成立以后做什么？没有写出来；要去找人请写“去找赵强”",
    ),
    "alone_without_kill": (
        '"{who} alone" is a condition for a kill: if {who} is alone, then what? say it ("kill him")',
        "“{who}一个人”是杀人的条件：然后做什么？请写出来（“就杀了他”）",
    ),
    "alone_at_host": (
        "in {host}'s room, {host} counts as someone there: the orders cannot say \"anyone besides"
        ' {host}", so this condition would not do what you mean; drop it',
        "{host}的房间里，{host}本人也算“有人”：指令写不出“除了{host}还有别人”，这个条件不会按你的意思执行；请删掉它",
    ),
    "same_way_unknown": (
        'back the same way? no walk before it says which way: say the way ("via the west stairs")',
        "原路返回？前面没有走过去的路：请写明路线（“经西楼梯”）",
    ),
    "same_way_elsewhere": (
        "the same way leads back to {where_en}, not where this order goes: say the way "
        '("via the west stairs")',
        "原路只能回到{where_zh}，不是这条指令去的地方：请写明路线（“经西楼梯”）",
    ),
    "double_hour": (
        '"{word}" is an old double hour ({span}): give the clock time of the order, a 10-minute slot '
        '(e.g. "21:10"); beside a clock time, it must fall in it',
        "“{word}”是时辰（{span}）：请写钟点时间，整10分钟（例如“9:10”）；和钟点时间一起写时，钟点要在这个时辰里",
    ),
    "who_ambiguous": (
        "who is meant? this could be {names}: write the name",
        "指的是谁？可能是{names}：请写名字",
    ),
    "names_clash": (
        "names that differ only in capitals cannot be told apart: {names}",
        "这些名字只差大小写，分不清：{names}",
    ),
}

EXPECTED: dict[str, tuple[str, str]] = {
    "NAME": ("a person", "一个人名"),
    "PRONOUN": ("a person", "一个人名"),
    "PLACE": ("a place", "一个地点"),
    "ROOMWORD": ("a place", "一个地点"),
    "THERE": ("a place", "一个地点"),
    "TIME": ("a time (8:30)", "一个时间（8:30）"),
    "WINDOW": ("the window or the peephole", "窗户或门孔"),
    "PEEPHOLE": ("the window or the peephole", "窗户或门孔"),
    "KILL": ("a kill (杀了他 / kill him)", "杀人（杀了他）"),
    "MEET": ("meet (碰见)", "碰见"),
    "ALONE": ("alone (一个人)", "一个人"),
    "AT": ("there (在那里)", "在那里"),
    "GO": ("go (去)", "去"),
}


def text(key: str, lang: str, **args: str) -> str:
    """The problem ``key`` in ``lang``, its times (``{time}``, ``{before}``...) on the clock of
    ``lang``: one clock in one message (core/nightclock.py), ``8:35不在整10分钟上`` in Chinese."""
    en, zh = TEXTS[key]
    args = {k: str(said_time(v, lang)) for k, v in args.items()}
    if "names" in args and key == "who_unknown":  # a list of the cast, "|" between names
        args = {**args, "names": ("、" if lang == "zh" else ", ").join(args["names"].split("|"))}
    if "targets" in args:  # the sender's targets, "|" between names
        args = {**args, "targets": ("、" if lang == "zh" else ", ").join(args["targets"].split("|"))}
    return (zh if lang == "zh" else en).format(**args)


def expected(kinds: Iterable[str], lang: str) -> str:
    seen: list[str] = []
    for kind in sorted(kinds):
        if kind in EXPECTED:
            word = EXPECTED[kind][1 if lang == "zh" else 0]
            if word not in seen:
                seen.append(word)
    if not seen:
        return "a new sentence" if lang != "zh" else "新的一句"
    return ("、" if lang == "zh" else ", ").join(seen)


def hint(suggestions: Iterable[str], lang: str) -> str:
    words = [s for s in suggestions if s]
    if not words:
        return ""
    if lang == "zh":
        return "（是不是想写“" + "”或“".join(words) + "”？）"
    return " (did you mean " + " or ".join(f'"{w}"' for w in words) + "?)"
