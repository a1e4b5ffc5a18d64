"""Round twenty-five of issue 22: what the reader refused or misread on the tuning sets of one
table's mix (benchmarks/heldout/parse92, parse93), each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 周正, 孙明 and Kate are the police (no room,
starting in 204)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as


def test_finding_someone_after_knocking_on_their_door_is_visiting_them() -> None:
    """A misread before: "knock 209 door find X" was read as "if X is there stay, otherwise ...",
    an order that does what nobody asked when X is out and someone else is in."""
    reads_as(
        "Kate",
        "9pm I go knock 209 door find 赵强 have a chat. If nobody open then I go garden.",
        order_list("21:00 go: '209', else: {go: garden}"),
    )


@cases(
    [
        ("张伟", "八点到九点我在屋里从门孔看，十点半去花园", "到九点"),
        ("张伟", "10:30 garden. 8 to 9 window.", "to 9"),
        ("张伟", "8 to 9 window, 10:30 garden", "to 9"),
    ]
)
def test_a_look_over_a_range_with_the_next_order_much_later_is_asked(
    who: str, message: str, expect: str
) -> None:
    """A misread before: the look said from 8 to 9 held until the order at 22:30, an hour and a half
    longer than said; stopping it at 9 misread another held-out set's author, who meant it to go on.
    Asked: until 22:30, or stop at 21:00?"""
    problem = problems_of(who, message)[0]
    assert (problem.kind, problem.quote) == ("look_gap", expect), str(problem)
    assert "22:30" in str(problem) or "10:30" in str(problem), str(problem)


@cases(
    [
        (
            "张伟",
            "8 to 9 window, 9 to 10 peephole. 10:10 go to the common room.",
            order_list("20:00 peek: window", "21:00 peek: peephole", "22:10 go: '204'"),
        ),
        (
            "张伟",
            "八点到九点从门孔看，九点以后不看了，十点半去花园",
            order_list("20:00 peek: peephole", "21:00", "22:30 go: garden"),
        ),
        ("张伟", "从门孔一直看到10:30，十点半去花园", order_list("20:00 peek: peephole", "22:30 go: garden")),
    ]
)
def test_a_look_over_a_range_ends_as_said_or_holds_on_when_the_player_says_so(
    who: str, message: str, expect: str
) -> None:
    """The next order in the slot right after the end: the look holds on to it; the answers the
    question suggests read as they say."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "先去草坪，8点20去草坪", order_list("20:20 go: lawn")),
        ("张伟", "我想先去找赵强聊聊天，探探他口风，就八点十分过去209吧。", order_list("20:10 go: '209'")),
    ]
)
def test_a_going_said_first_then_with_its_time_is_one_going(who: str, message: str, expect: str) -> None:
    """A misread before: 先去草坪 went to the lawn at 20:00 as well as at the time said after."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点半去209找赵强，如果他一个人在，就杀了他；如果他不在那或者有其他人在那，就去草坪",
            order_list("21:30 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "十点去209，赵强一个人在就杀了他，要是他不在或者旁边还有别人，我就回自己房间",
            order_list("22:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
    ]
)
def test_company_said_by_where_it_is_and_there_after_not_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_only_someone_alone_at_a_place_said_first_and_nobody_else_in_brackets() -> None:
    reads_as(
        "张伟",
        "九点半我去草坪，如果草坪上只有赵强一个人（没别人）就动手杀了他；要是他不在，我就回房从窗户盯着草坪。"
        "十点以后我就不出门了",
        order_list("21:30 go: lawn, kill: 赵强, if: alone, else: {go: home, peek: window}"),
    )


def test_a_plan_given_up_with_its_reasons_before_the_decision() -> None:
    reads_as(
        "张伟",
        "跟GM汇报一下今晚的计划～\n一开始我想去花园散散步，但是想想一个人去太吓人了，万一碰到凶手呢😱 "
        "算了，改成八点半去204，那边人多。九点十分我回自己房间，从门孔往外看，看看谁在走廊晃。",
        order_list("20:30 go: '204'", "21:10 go: home, peek: peephole"),
    )


def test_forget_it_before_a_change_of_a_numbered_line_and_the_reason_after_it() -> None:
    reads_as(
        "张伟",
        "1. 20:50 回房\n2. 22:00 去209\n算了，第2条改成22:10，十点整走廊人太多\n3. 22:40 回房",
        order_list("20:50 go: home", "22:10 go: '209'", "22:40 go: home"),
    )


@cases(
    [
        ("张伟", "九点五十回房间从门口往外看", order_list("21:50 go: home, peek: peephole")),
        ("张伟", "8点窗户看草坪（先摸清谁往草坪跑）", order_list("20:00 peek: window")),
        ("张伟", "8点 门孔看走廊——谁上下楼都看得到", order_list("20:00 peek: peephole")),
        ("张伟", "8点40 走东楼梯去花园——那边视野开", order_list("20:40 go: garden, via: [east-stairs]")),
        ("张伟", "20:40 去204（人多，混个脸熟，也给自己留个不在场证明）", order_list("20:40 go: '204'")),
        ("张伟", "20:10 去209找赵强——套套他的话", order_list("20:10 go: '209'")),
        ("张伟", "老板好😄 十点半我去花园。哈哈哈紧张死了", order_list("22:30 go: garden")),
    ]
)
def test_everyday_words_of_a_tables_chat(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_half_seven_is_before_the_night_never_an_unknown_word() -> None:
    problem = problems_of("Tom", "I'll pop down to the garden at half seven, then home at eight.")[0]
    assert problem.kind == "outside_night" and "19:30" in str(problem), str(problem)


def test_a_kill_of_someone_not_a_target_whoever_is_there_names_the_rule() -> None:
    problem = problems_of("张伟", "见刘洋就弄死 不管有没有人")[0]
    assert problem.kind == "kill_not_target" and problem.quote == "刘洋", str(problem)


@cases(
    [
        (
            "Tom",
            "Anywhere I bump into 陈美玲 on her own tonight, I'll do her in. Otherwise I'm staying in, "
            "peeking through the door all evening. Ta.",
            "orders: [{at: '20:00', peek: peephole}]\nstanding: [{kill: 陈美玲, if: alone}]",
        ),
        (
            "Tom",
            "Evening. Common room at half eight. Back to my room at ten past nine, peephole. Cheers.",
            order_list("20:30 go: '204'", "21:10 go: home, peek: peephole"),
        ),
        (
            "Kate",
            "At 8.20 I am going to room 209 for having a chat with 赵强. At 9 o'clock sharp I will go to 201 "
            "for meeting 刘洋 and 王建国. Thanks and regards",
            order_list("20:20 go: '209'", "21:00 go: '201'"),
        ),
        (
            "Kate",
            "I am going to stay in common room the whole night and watch the garden through the window. "
            "Only at 10.30 I will go to 207.",
            order_list("20:00 go: '204', peek: window", "22:30 go: '207'"),
        ),
        (
            "Tom",
            "door's closed to everyone except 陈美玲 before 10 lol (yeah i know she's one of my targets). "
            "staying in all night, window",
            "door: [陈美玲]\n" + order_list("20:00 peek: window"),
        ),
    ]
)
def test_english_of_a_tables_chat(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "十點踏二去209搵趙強，如果佢一個人喺度就殺咗佢，唔係就返嚟。",
            order_list("22:10 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "老板晚上好我今晚十点钟去二零九找赵强如果他一个人在房里我就沙了他要是不是一个人我就去草坪",
            order_list("22:00 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "今晚我主要是想找赵强。我的计划是：九点到十点半之间，不管在哪儿碰到赵强，只要他是一个人，我就动手。\n"
            "其余的时间……八点去花园散步，八点五十去204，九点半回房间从窗户看草坪。",
            order_list("20:00 go: garden", "20:50 go: '204'", "21:30 go: home, peek: window")
            + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
        ),
        (
            "周正",
            "今晚想蹲一下赵强哈哈。八点半去草坪，要是赵强在就待着看他干啥，他不在我就回娱乐室。",
            order_list("20:30 go: lawn, if: {present: 赵强}, else: {go: '204'}"),
        ),
        (
            "张伟",
            "今晚行动：\n1. 20:00 窗户看草坪——开局先观察谁往外走\n"
            "2. 20:30 换门孔——205在走廊中段，能看到谁经过\n"
            "3. 21:00 去204——人多的地方收集信息\n4. 21:40 回房，窗户——草坪是作案高发地",
            order_list(
                "20:00 peek: window",
                "20:30 peek: peephole",
                "21:00 go: '204'",
                "21:40 go: home, peek: window",
            ),
        ),
        (
            "张伟",
            "20:20 去204。若赵强在场，就留下和他聊（摸清他今晚动向）；若他不在，立刻去花园。",
            order_list("20:20 go: '204', if: {present: 赵强}, else: {go: garden}"),
        ),
    ]
)
def test_chinese_of_a_tables_chat(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "8:40 go to the lawn, actually nah make that 8:50. back home at 9:30, peephole after that. gn",
            order_list("20:50 go: lawn", "21:30 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "Door shut to everyone until ten, please (I know I've got to open up after that). "
            "Window all night.",
            "door: closed\n" + order_list("20:00 peek: window"),
        ),
        (
            "张伟",
            "我八点整就去204，因为第一个小时大家应该都会去那边打听消息，我也去凑凑热闹。九点二十我去花园走走。",
            order_list("20:00 go: '204'", "21:20 go: garden"),
        ),
    ]
)
def test_a_change_said_with_nah_the_seeds_door_rule_known_and_others_hour(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_reason_with_the_senders_own_time_is_never_set_aside() -> None:
    """The time in a reason is set aside only when others are its subject: 因为我九点要去花园 may hold
    the sender's own order, never dropped (refused at it, as before)."""
    problem = problems_of("张伟", "八点去204，因为我九点要去花园")[0]
    assert "九点" in problem.quote, str(problem)
