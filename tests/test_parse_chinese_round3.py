"""Chinese, round three (issue 22, 4 December, early morning; docs/PARSING.md, *Chinese, round
three*): the kinds of misread the audit of the clean sets found, and the classes left by round two.
Every phrasing here is written for the test, not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强;
its window sees the lawn), 赵强 in 209, 王建国 in 201; Lily (207) targets Tom (203)."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_ALL_NIGHT_ZHAO = "standing: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]"


@cases(
    [
        (
            "张伟",
            "这三个小时里，9点去花园，碰到赵强一个人就杀了他",
            _orders("21:00 go: garden") + "\n" + _ALL_NIGHT_ZHAO,
        ),
        (
            "张伟",
            "整晚 9点去花园 如果遇到赵强一个人就杀",
            _orders("21:00 go: garden") + "\n" + _ALL_NIGHT_ZHAO,
        ),
        (
            "张伟",
            "一整晚，我9点去花园，只要碰到赵强落单就动手，10点回屋",
            _orders("21:00 go: garden", "22:00 go: home") + "\n" + _ALL_NIGHT_ZHAO,
        ),
        (
            "张伟",
            "8点到11点：8点在屋里从窗户看，9点去草坪，碰见赵强单独一个人就弄死他",
            _orders("20:00 go: home, peek: window", "21:00 go: lawn") + "\n" + _ALL_NIGHT_ZHAO,
        ),
        (
            "Lily",
            "all night. at 9 go to the garden, if i run into Tom alone, kill him",
            _orders("21:00 go: garden")
            + "\nstanding: [{kill: Tom, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_the_whole_night_said_first_is_the_window_of_the_kill_on_meeting(
    who: str, message: str, expect: str
) -> None:
    # the window opens the message with nothing of its own; the kill on meeting someone said
    # after the orders was read as the garden's kill, the window dropped (a misread)
    reads_as(who, message, expect)


def test_the_whole_night_said_first_before_another_kill_is_refused_at_the_window() -> None:
    # a kill with no meeting in it (赵强 alone there) is the order's, or all night? not guessed
    for message in ("一晚上，9点去花园，赵强一个人在就杀了他", "整晚：9点去209，赵强一个人就杀，10点回屋"):
        problems = problems_of("张伟", message)
        assert problems[0].quote in ("一晚上", "整晚"), [str(p) for p in problems]


def test_tonight_said_first_is_no_window() -> None:
    # 今晚 says which night, not how long: the kill stays the garden's, as before
    reads_as(
        "张伟", "今晚9点去花园，碰到赵强一个人就杀了他", _orders("21:00 go: garden, kill: 赵强, if: alone")
    )


def test_a_check_naming_another_place_than_its_order_is_refused() -> None:
    # 如果王建国在花园 after going to the lawn was read as 王建国 on the lawn (a misread)
    for message in ("10点去草坪，如果王建国在花园就回屋", "9点去花园，10点去草坪，要是王建国在花园就回屋"):
        problems = problems_of("张伟", message)
        assert "花园" in problems[0].quote, [str(p) for p in problems]


def test_a_check_on_someone_whose_room_an_earlier_order_goes_to_is_asked_about() -> None:
    # 赵强不在 after the garden order, with 209 (his room) the order before: which place?
    for message in (
        "9点去209，10点去花园，赵强不在就回屋",
        "九点去209找赵强，十点去草坪，赵强不在的话就回来",
        "9点去209，10点回屋，赵强在的话就去花园",
    ):
        problems = problems_of("张伟", message)
        assert "赵强" in problems[0].quote, [str(p) for p in problems]


def test_a_check_on_someone_after_their_own_rooms_order_is_read() -> None:
    reads_as(
        "张伟",
        "9点去花园，10点去209，赵强不在就回屋",
        _orders("21:00 go: garden", "22:00 go: '209', if: {present: 赵强}, else: {go: home}"),
    )


@cases(
    [
        ("张伟", "9点去花园，sorry，9点半", _orders("21:30 go: garden")),
        ("张伟", "九点去草坪 抱歉 是九点二十", _orders("21:20 go: lawn")),
        ("张伟", "9点一刻去花园 哦不 9点20", _orders("21:20 go: garden")),
        ("张伟", "9点去草坪，不好意思，9点40", _orders("21:40 go: lawn")),
        ("张伟", "9点去花园，不不，9点10分", _orders("21:10 go: garden")),
        ("张伟", "九点去花园，错了，应该是九点半", _orders("21:30 go: garden")),
        ("Lily", "garden at 9 sorry 9:30", _orders("21:30 go: garden")),
    ]
)
def test_owning_up_to_a_slip_before_a_time_corrects_the_time(who: str, message: str, expect: str) -> None:
    # it was set aside and the time read as a second step (a misread), or refused at the word
    reads_as(who, message, expect)


def test_owning_up_to_a_slip_before_a_whole_order_is_refused() -> None:
    # the 9:00 order taken back, or only its time, or a second step? not guessed
    for message in ("9点去花园，sorry，9点半去草坪", "9点去花园，抱歉，10点去草坪"):
        problems = problems_of("张伟", message)
        assert problems[0].quote in ("sorry", "抱歉"), [str(p) for p in problems]


def test_a_slip_owned_up_to_elsewhere_is_still_set_aside() -> None:
    reads_as("张伟", "不好意思，9点去花园", _orders("21:00 go: garden"))
    reads_as("张伟", "sorry来晚了，9点去花园", _orders("21:00 go: garden"))


@cases(
    [
        (
            "张伟",
            "9点去花园，花园里要是碰到赵强一个人就杀了他",
            _orders("21:00 go: garden, kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "九点去草坪，草坪上赵强一个人在的话就杀了他",
            _orders("21:00 go: lawn, kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "9点去草坪，要是草坪上王建国一个人在就做掉他",
            _orders("21:00 go: lawn, kill: 王建国, if: alone"),
        ),
        (
            "张伟",
            "9点去草坪，草坪上要是赵强一个人就杀了他，不然就回屋",
            _orders("21:00 go: lawn, kill: 赵强, if: alone, else: {go: home}"),
        ),
    ]
)
def test_a_conditions_place_said_before_the_person_is_where_the_meeting_happens(
    who: str, message: str, expect: str
) -> None:
    # 花园里要是碰到赵强…: the place as a topic, before the "if" or the person; refused at the comma
    reads_as(who, message, expect)


def test_a_conditions_place_said_first_that_is_not_the_orders_is_refused() -> None:
    problems = problems_of("张伟", "9点去草坪，花园里如果赵强一个人就杀了他")
    assert "花园" in problems[0].quote, [str(p) for p in problems]


@cases(
    [
        ("张伟", "9点去草坪，他要是一个人在就把赵强杀了", _orders("21:00 go: lawn, kill: 赵强, if: alone")),
        (
            "张伟",
            "九点去花园，要是她一个人在那就杀了王建国",
            _orders("21:00 go: garden, kill: 王建国, if: alone"),
        ),
        ("张伟", "9点去花园，他一个人的话，杀了王建国", _orders("21:00 go: garden, kill: 王建国, if: alone")),
    ]
)
def test_he_alone_before_the_name_of_the_one_killed_is_that_person(
    who: str, message: str, expect: str
) -> None:
    # the one alone can only be the one killed: refused as "who is meant?" before
    reads_as(who, message, expect)


def test_he_before_the_name_of_someone_else_named_earlier_is_still_the_earlier() -> None:
    # 他 after 赵强 is 赵强, whoever the kill names: "alone" of another than the one killed is refused
    problems = problems_of("张伟", "9点去209找赵强，他要是一个人就杀了王建国")
    assert problems, problems


@cases(
    [
        (
            "张伟",
            "9点去花园，因为我觉得花园人多能看到东西，9点半回来",
            _orders("21:00 go: garden", "21:30 go: home"),
        ),
        (
            "张伟",
            "9点去209找赵强，不在就回来 因为我估计他那会儿一个人",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
        ("张伟", "9点去草坪 因为我感觉王建国会去那边", _orders("21:00 go: lawn")),
    ]
)
def test_a_reason_of_what_one_believes_is_set_aside(who: str, message: str, expect: str) -> None:
    # 因为我觉得 / 我估计 / 我感觉: the world as the sender believes it, not their doing; a reason
    # opening after a space as after a comma
    reads_as(who, message, expect)


def test_a_reason_of_what_one_does_is_still_refused() -> None:
    problems = problems_of("张伟", "9点去花园，因为我要去209杀赵强")
    assert problems, problems


@cases(
    [
        (
            "张伟",
            "我今晚先去草坪待着，8点10分去。9点回屋看窗户",
            _orders("20:10 go: lawn", "21:00 go: home, peek: window"),
        ),
        ("张伟", "去209杀了赵强，十点去。", _orders("22:00 go: '209', kill: 赵强")),
        (
            "张伟",
            "如果赵强一个人在209，我就杀了他，9点40过去。不然就去花园。",
            _orders("21:40 go: '209', kill: 赵强, if: alone, else: {go: garden}"),
        ),
        (
            "张伟",
            "王建国要是一个人在201的话就杀了他，10点10分去。不然回屋看猫眼",
            _orders("22:10 go: '201', kill: 王建国, if: alone, else: {go: home, peek: peephole}"),
        ),
    ]
)
def test_the_time_and_go_said_after_an_order_are_its_time(who: str, message: str, expect: str) -> None:
    # …，8点10分去。: refused at the sentence's end (go where?)
    reads_as(who, message, expect)


def test_an_otherwise_after_a_kill_said_before_its_time_is_that_kills() -> None:
    # 不然 was read as "at the other times" (the order at 9:40 looked as if it could not fail):
    # an order at 20:00 to the garden, the kill without its alternative (a misread)
    reads_as(
        "张伟",
        "如果赵强一个人在209，我就杀了他，9点40去那里，不然就去花园。",
        _orders("21:40 go: '209', kill: 赵强, if: alone, else: {go: garden}"),
    )


@cases(
    [
        (
            "张伟",
            "八点一刻…算了就八点二十吧，去草坪，待到九点半",
            _orders("20:20 go: lawn", "21:30 go: home"),
        ),
        ("张伟", "8点半去花园，九点一刻…不对，九点二十去草坪", _orders("20:30 go: garden", "21:20 go: lawn")),
        ("张伟", "9点去花园 哦不 草坪", _orders("21:00 go: lawn")),
        ("张伟", "10点去草坪，哦不对，10点去花园，草坪太远了。", _orders("22:00 go: garden")),
    ]
)
def test_corrections_typed_with_dots_spaces_or_a_remark_after(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_sentences_end_is_no_ellipsis_before_a_change() -> None:
    reads_as("Lily", "lawn at 9. scratch that, 9:30 go to the garden", _orders("21:30 go: garden"))


@cases(
    [
        ("张伟", "咱整晚门都开着哈。九点半去草坪", "door: open\n" + _orders("21:30 go: lawn")),
        ("张伟", "门都开着，九点半去草坪", "door: open\n" + _orders("21:30 go: lawn")),
        ("张伟", "九点半去草坪。门也都关着", "door: closed\n" + _orders("21:30 go: lawn")),
    ]
)
def test_the_door_left_open_or_shut_with_words_inside(who: str, message: str, expect: str) -> None:
    # 门都开着 / 门都关着: refused at 门 (都 inside the door's words)
    reads_as(who, message, expect)


def test_the_door_shut_all_night_is_still_refused() -> None:
    assert problems_of("张伟", "门整晚都关着。九点半去草坪")


@cases(
    [
        (
            "张伟",
            "我就在屋里猫眼看一整晚。有人敲门的话只开给赵强。",
            "door: [赵强]\n" + _orders("20:00 go: home, peek: peephole"),
        ),
        ("张伟", "9点去花园。有人敲门只给王建国开", "door: [王建国]\n" + _orders("21:00 go: garden")),
        ("张伟", "9点去花园。谁敲门都只给赵强开", "door: [赵强]\n" + _orders("21:00 go: garden")),
    ]
)
def test_someone_knocking_before_whom_the_door_opens_for_is_the_door_rule(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_no_kill_at_the_other_times_of_a_kills_window_is_set_aside() -> None:
    reads_as(
        "张伟",
        "今晚9点到10点之间，只要碰到王建国单独一人就杀掉，其他时间别动手。8点50去草坪，9点40回房间看门孔。",
        _orders("20:50 go: lawn", "21:40 go: home, peek: peephole")
        + "\nstanding: [{kill: 王建国, if: alone, from: '21:00', until: '22:00'}]",
    )


def test_no_kill_at_the_other_times_of_an_orders_kill_is_still_refused() -> None:
    assert problems_of("张伟", "9点去草坪，碰到王建国一个人就杀了他，其他时间别动手")


def test_killing_said_as_shooting_is_a_kill() -> None:
    # 毙了: an officer's kill is refused by its rule, not at the word
    problems = problems_of("周正", "我9点去209，赵强在的话直接把他毙了")
    assert "毙了" in problems[0].quote and "kill" in str(problems[0]), [str(p) for p in problems]


def test_watching_until_bedtime_is_until_the_end() -> None:
    reads_as(
        "张伟",
        "整晚都在房间不出去，先看窗户，十点整开始换猫眼，一直看到睡觉",
        _orders("20:00 go: home, peek: window", "22:00 peek: peephole"),
    )


@cases(
    [
        (
            "张伟",
            "九点半到十点在草坪，走东楼梯。十点回屋。",
            _orders("21:30 go: lawn, via: [east-stairs]", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点半去草坪，从东楼梯走。十点回屋",
            _orders("21:30 go: lawn, via: [east-stairs]", "22:00 go: home"),
        ),
    ]
)
def test_the_stairs_after_being_at_a_place_are_the_way_there(who: str, message: str, expect: str) -> None:
    # the way said after 在草坪 went to the next sentence's going home (a misread on main)
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "A方案9点去花园，B方案9点去草坪。选B", _orders("21:00 go: lawn")),
        (
            "张伟",
            "方案一：9点去花园。方案二：9点去草坪，10点回屋。还是选方案二吧",
            _orders("21:00 go: lawn", "22:00 go: home"),
        ),
        ("张伟", "晚上好。方案A：9点去花园。方案B：9点去草坪。就A吧", _orders("21:00 go: garden")),
        (
            "Lily",
            "plan a: garden at 9. plan b: lawn at 9, home at 10. go with b",
            _orders("21:00 go: lawn", "22:00 go: home"),
        ),
    ]
)
def test_the_plan_chosen_among_labelled_plans_is_the_orders(who: str, message: str, expect: str) -> None:
    # refused at the second plan's time (one order per slot), never naming the choice
    reads_as(who, message, expect)


def test_labelled_plans_with_no_choice_are_refused_at_the_choice() -> None:
    for message in ("方案A：9点去花园。方案B：9点去草坪", "方案A：9点去花园。方案B：9点去草坪。选C"):
        problems = problems_of("张伟", message)
        assert problems[0].quote.startswith("方案B") and "选定" in str(problems[0]), [
            str(p) for p in problems
        ]


def test_dont_touch_someone_then_killing_them_is_refused_at_the_negation() -> None:
    # 别动 ("don't touch him") and a kill of him: which is meant is not guessed (it was set aside)
    for message in ("赵强别动，9点去209杀了赵强", "9点去209杀了赵强，赵强别动"):
        problems = problems_of("张伟", message)
        assert problems[0].quote == "别", [str(p) for p in problems]
    reads_as("张伟", "王建国别动，9点去209杀了赵强", _orders("21:00 go: '209', kill: 赵强"))


@cases(
    [
        ("张伟", "9点去花园，反正赵强也不会去那边", _orders("21:00 go: garden")),
        ("张伟", "9点去花园，反正我也睡不着", _orders("21:00 go: garden")),
        ("张伟", "估计赵强今晚会去草坪，9点去花园", _orders("21:00 go: garden")),
        ("张伟", "9点去花园，希望别出事", _orders("21:00 go: garden")),
        ("张伟", "9点去花园，免得赵强找我", _orders("21:00 go: garden")),
        ("张伟", "9点去花园，因为我怕被杀", _orders("21:00 go: garden")),
        ("张伟", "9点去花园，主要是想透透气", _orders("21:00 go: garden")),
    ]
)
def test_reasons_wishes_and_fears_around_the_orders_are_set_aside(
    who: str, message: str, expect: str
) -> None:
    # 反正 / 毕竟 opening a clause after the orders, 估计 / 希望 / 免得 opening one, the fear of being
    # killed (被杀: suffered, not done): why, never what to do
    reads_as(who, message, expect)


def test_an_order_after_anyway_is_still_read_as_an_order() -> None:
    reads_as("张伟", "9点去花园，反正赵强一个人就杀了他", _orders("21:00 go: garden, kill: 赵强, if: alone"))
    reads_as("张伟", "9点去花园，反正10点回屋", _orders("21:00 go: garden", "22:00 go: home"))
