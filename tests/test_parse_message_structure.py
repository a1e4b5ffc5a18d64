"""How a message is put together (issue 22, structure round): a kill that holds all night said
with no time at all, a place that a kill holding for a while cannot keep, a kill called off with
nothing said instead, corrections inside one message, conditions in brackets, failures joined by
"or", waiting for someone, the door "as the rules say". Each class is tested with paraphrases of
its own, in Chinese and English.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game); P1 is
an officer."""

from __future__ import annotations

from typing import Any

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, round_trip

INN = default_inn()


def _parsed(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, who, GAME, INN)  # and the echo reads back the same
    assert bare(back)[2:] == bare(sheet)[2:], said
    return parsed


def _refused(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems


def _standing(parsed: Any) -> list[tuple[str, str, str | None, int, int]]:
    return [(k.target, k.condition.kind, k.condition.who, k.start, k.end) for k in parsed.sheet.standing]


# -- a kill on meeting someone, said with no time at all: all night -------------------------


@pytest.mark.parametrize(
    ("message", "cond"),
    [
        ("碰到C单独一个人就杀了她", "alone"),
        ("碰见C一个人就把她干掉", "alone"),
        ("如果碰到C单独一人，就杀了她", "alone"),
        ("if I meet C alone, kill her", "alone"),
        ("If I run into C by herself, kill her.", "alone"),
        ("碰到C就杀了她", "present"),
    ],
)
def test_a_kill_on_meeting_someone_said_with_no_time_holds_all_night(message: str, cond: str) -> None:
    parsed = _parsed(message)
    assert parsed.sheet.orders == ()
    [(kill, kind, _, start, end)] = _standing(parsed)
    assert (kill, kind, start, end) == ("C", cond, 0, 180)  # 20:00 to 23:00


@pytest.mark.parametrize(
    ("message", "who", "said"),
    [
        ("碰到P1就杀了他", "A", ("不能杀警察", "police cannot be killed")),
        ("if I meet P2 alone, kill him", "A", ("不能杀警察", "police cannot be killed")),
        ("碰到F单独一个人就杀了她", "A", ("目标", "targets")),
        ("If I bump into E alone, kill him.", "A", ("目标", "targets")),
        ("碰到C就杀了她", "P1", ("警察不能杀人", "police cannot kill")),
        ("if I meet C alone, take her out", "P1", ("警察不能杀人", "police cannot kill")),
    ],
)
def test_a_kill_on_meeting_someone_with_no_time_is_refused_by_the_rule_it_breaks(
    message: str, who: str, said: tuple[str, str]
) -> None:
    problems = _refused(message, who)
    assert any(s in p.text for p in problems for s in said), [str(p) for p in problems]
    assert not any(p.kind == "no_time" for p in problems), [str(p) for p in problems]


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("If I catch C alone in the garden, take her out", "in the garden"),
        ("all night, if I catch C alone in the garden, kill her", "in the garden"),
        ("tonight, if I meet C alone on the lawn, kill her", "on the lawn"),
        ("整晚，如果碰到C一个人在花园就杀了她", "在花园"),
        ("这三个小时里，碰见C单独一个人在草坪就杀了她", "在草坪"),
    ],
)
def test_a_place_said_in_a_kill_that_holds_for_a_while_is_refused_never_dropped(
    message: str, quote: str
) -> None:
    problems = _refused(message)
    assert any(p.kind == "standing_place" and quote in p.quote for p in problems), [str(p) for p in problems]


# -- a kill called off after a condition, with nothing said instead ---------------------------


@pytest.mark.parametrize(
    "message",
    [
        "9点去205杀了C，P1在就不杀",
        "9点去205杀了C，要是P1在就别杀",
        "9点去205杀了C。P1在的话就不杀了。10点回家",
        "9点去205杀了C，D也在就别杀了",
        "9点去205杀了C，如果D在就先不杀",
    ],
)
def test_a_kill_called_off_with_nothing_said_instead_is_refused_never_kept_on_that_case(message: str) -> None:
    problems = _refused(message)
    assert any(p.quote.startswith(("不", "别", "先不")) for p in problems), [str(p) for p in problems]


def test_a_kill_called_off_then_what_to_do_instead_is_still_its_alternative() -> None:
    parsed = _parsed("9点去205杀了C，有人就别动手，回家")
    [order] = parsed.sheet.orders
    assert (order.action.kill, order.action.condition.kind, order.action.otherwise.go) == (
        "C",
        "alone",
        "201",
    )


# -- a correction inside one message: the later words replace the earlier ones ---------------


def _first_order(parsed: Any) -> tuple[int, Any]:
    [order, *_] = parsed.sheet.orders
    return order.at, order.action


@pytest.mark.parametrize(
    ("message", "at", "go", "kill", "replaced"),
    [
        ("9点去花园，哦不对，去草坪", 60, "lawn", None, "花园"),
        ("9点去花园，不对，草坪", 60, "lawn", None, "花园"),
        ("9点去花园，改成草坪吧", 60, "lawn", None, "花园"),
        ("9点去花园，算了还是去草坪吧", 60, "lawn", None, "花园"),
        ("9点去花园，算了，还是去草坪吧", 60, "lawn", None, "花园"),
        ("9点去花园，还是去草坪吧", 60, "lawn", None, "花园"),
        ("8点半去草坪，不对，是9点", 60, "lawn", None, "8点半"),
        ("9点去花园，改成10点", 120, "garden", None, "9点"),
        ("9点去205，如果C一个人就杀了她，哦不对，改成10点", 120, "205", "C", "9点"),
        ("9点去205找C，不对，改成10点去", 120, "205", None, "9点"),
        ("9点去205杀C，哦不对，改成D", 60, "205", "D", "C"),
        ("9点去205杀C，我是说杀D", 60, "205", "D", "杀C"),
        ("9点去花园，说错了，去草坪", 60, "lawn", None, "花园"),
        ("at 9 go to the garden, wait no, the lawn", 60, "lawn", None, "the garden"),
        ("at 9 go to the garden, make that the lawn", 60, "lawn", None, "the garden"),
        ("at 9 go to the garden, actually scratch that, go to the lawn", 60, "lawn", None, "the garden"),
        ("at 9 go to the garden. correction: at 9 go to the lawn", 60, "lawn", None, "the garden"),
        ("at 9 go to the garden, wait no, at 9:30", 90, "garden", None, "9"),
        ("go to 205 at 9, kill C if she's alone, make that 10", 120, "205", "C", "9"),
        ("at 9 go to 205 and kill C, no wait, D", 60, "205", "D", "C"),
    ],
)
def test_a_correction_inside_the_message_replaces_what_it_follows_and_says_so(
    message: str, at: int, go: str, kill: str | None, replaced: str
) -> None:
    parsed = _parsed(message)
    assert len(parsed.sheet.orders) == 1, parsed.said_back
    when, action = _first_order(parsed)
    assert (when, action.go, action.kill) == (at, go, kill), parsed.said_back
    assert any(replaced in said for said in parsed.aside), parsed.aside  # the echo says what went


@pytest.mark.parametrize(
    ("message", "orders", "replaced"),
    [
        ("本来想9点去花园的，算了，改成9点半去花园", [(90, "garden")], "本来想9点去花园"),
        ("原本打算8点去草坪，算了，改成9点去草坪", [(60, "lawn")], "原本打算8点去草坪"),
        ("我本来想9点去花园，不对，9点半去花园", [(90, "garden")], "本来想9点去花园"),
        ("本来想9点去花园，还是10点去吧", [(120, "garden")], "本来想9点"),
        ("本来想9点去花园的，算了，改成9点半去花园，10点回", [(90, "garden"), (120, "201")], "本来想"),
    ],
)
def test_an_order_one_was_going_to_give_then_changed_is_replaced(
    message: str, orders: list[tuple[int, str]], replaced: str
) -> None:
    parsed = _parsed(message)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == orders, parsed.said_back
    assert any(replaced in said for said in parsed.aside), parsed.aside


@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("刚才那条作废，9点去草坪", [(60, "lawn")]),
        ("之前发的不算了。9点去花园，10点回家", [(60, "garden"), (120, "201")]),
        ("上一条取消。改为：9点去花园", [(60, "garden")]),
        ("哦不对，刚刚说的作废，改成：10点回家", [(120, "201")]),
        ("不对，刚才发的作废。改成：9点去205，C一个人的话干掉她，否则去花园", [(60, "205")]),
    ],
)
def test_a_message_that_opens_by_taking_back_an_earlier_one_is_the_orders_after_it(
    message: str, orders: list[tuple[int, str]]
) -> None:
    parsed = _parsed(message)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == orders, parsed.said_back
    assert parsed.aside, parsed.said_back  # the taking back is said on the echo's last line


@pytest.mark.parametrize(
    ("message", "orders", "replaced"),
    [
        ("9点去花园，10点回家，不对，9点去草坪", [(60, "lawn"), (120, "201")], "9点去花园"),
        ("九点去草坪，十点去花园，哦不对，九点去204", [(60, "204"), (120, "garden")], "九点去草坪"),
        (
            "8点半去娱乐室，9点去花园，10点回家，不对，8点半去草坪",
            [(30, "lawn"), (60, "garden"), (120, "201")],
            "8点半去娱乐室",
        ),
    ],
)
def test_an_order_said_again_whole_replaces_only_the_order_at_its_time(
    message: str, orders: list[tuple[int, str]], replaced: str
) -> None:
    """9点去花园，10点回家，不对，9点去草坪: the order said again at 9 replaces the one at 9; the
    orders said between them stand (they were set aside with it, said on the ignored line)."""
    parsed = _parsed(message)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == orders, parsed.said_back
    assert any(said.startswith(replaced) for said in parsed.aside), parsed.aside


def test_taking_back_after_the_orders_is_still_refused() -> None:
    _refused("9点去花园。刚才那条作废")  # which order is void?


@pytest.mark.parametrize(
    "message",
    [
        "晚上好各位，哦不对是GM😂 9点去花园",
        "晚上好，哦不对，是GM好。9点去花园",
        "老板好，不对，主持人好，9点去花园",
    ],
)
def test_a_greeting_corrected_is_set_aside(message: str) -> None:
    parsed = _parsed(message)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == [(60, "garden")]


@pytest.mark.parametrize(
    ("message", "peek"),
    [
        ("9点从窗户看，不对，从门孔看", "peephole"),
        ("9点从窗户看，算了，还是门孔吧", "peephole"),
        ("9点看门孔，哦不对，看窗户", "window"),
        ("at 9:30 watch the window, wait no, the peephole", "peephole"),
        ("at 9:30 watch through the peephole, sorry I meant the window", "window"),
    ],
)
def test_a_look_corrected_inside_the_message_is_the_later_look(message: str, peek: str) -> None:
    parsed = _parsed(message)
    [order] = parsed.sheet.orders
    assert order.action.peek == peek, parsed.said_back


@pytest.mark.parametrize(
    "message",
    [
        "9点去花园还是草坪",  # an open choice, not a correction
        "9点去花园，还是去草坪？",
        "9点去花园，不对，10点去草坪",  # the 9:00 order, or only its place? not said
        "at 9 go to the garden, no wait, at 10 go to the lawn",
        "不对，9点去草坪",  # nothing before it to correct
    ],
)
def test_a_correction_that_does_not_say_what_it_replaces_is_refused(message: str) -> None:
    _refused(message)


@pytest.mark.parametrize(
    ("message", "peeks"),
    [
        ("8点从窗户看，9点改成门孔", ["window", "peephole"]),
        ("8点看窗户，9点换成门孔看", ["window", "peephole"]),
        ("8点从门孔看，9点以后改成看窗户", ["peephole", "window"]),
    ],
)
def test_switching_at_a_time_is_a_new_order_not_a_correction(message: str, peeks: list[str]) -> None:
    parsed = _parsed(message)
    assert [o.action.peek for o in parsed.sheet.orders] == peeks, parsed.said_back


def _only(parsed: Any) -> Any:
    [order] = parsed.sheet.orders
    return order.action


# -- conditions in brackets, and whom "she" means at a room only one person lives in ----------


@pytest.mark.parametrize(
    ("message", "cond", "otherwise"),
    [
        ("9点去205找C（要是她不开门就去204）", None, "204"),
        ("9点去205找C，要是她不开门就去204", None, "204"),
        ("9点去205找C，万一他不开就回家", None, "201"),
        ("9点去205找C，门没开就回家", None, "201"),
        ("9点去205找C（如果C不在就回家）", ("present", "C"), "201"),
        ("at 9 go to 205 (if she's not in, go home)", ("present", "C"), "201"),
        ("at 9 go to 205, if she's not in, go home", ("present", "C"), "201"),
        ("9点去205，不在就回家", ("present", "C"), "201"),
        ("at 9 go to 203 (if nobody opens, go to the lawn)", None, "lawn"),
    ],
)
def test_a_condition_in_brackets_or_on_the_one_tenant_is_the_orders(
    message: str, cond: tuple[str, str] | None, otherwise: str
) -> None:
    action = _only(_parsed(message))
    said = (action.condition.kind, action.condition.who) if action.condition is not None else None
    assert (said, action.otherwise.go) == (cond, otherwise)


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to 203 (if he's not in, go to the lawn)",  # D and H both sleep in 203
        "9点去203，不在就回家",
        "9点去201，不在就回家",  # one's own room: nobody else lives there
    ],
)
def test_she_at_a_room_two_people_or_nobody_else_lives_in_is_asked_about(message: str) -> None:
    problems = _refused(message)
    assert any(p.kind == "pronoun_unknown" for p in problems), [str(p) for p in problems]


# -- failures joined by "or", and "whatever goes wrong": the one "otherwise" ----------------


@pytest.mark.parametrize(
    ("message", "otherwise"),
    [
        ("9点去205，C一个人就杀了她，没开门或者不止她一个人的话就去草坪", "lawn"),
        ("9点去205，C一个人就杀了她，不止她一个人就回家", "201"),
        ("9点去205，C一个人就杀了她，要是她不在或者有别人或者没人开门，就回家", "201"),
        ("9点去205，C一个人就杀了她，不管是她不在、不是一个人还是没人开门，都去草坪", "lawn"),
        ("9点去205，C一个人就杀了她，无论是她不在还是不是一个人，都回家", "201"),
        (
            "at 9 go to 205 and kill C if she's alone; "
            "if the door doesn't open or she's not alone, go to the lawn",
            "lawn",
        ),
        ("at 9 go to 205 and kill C if alone. if the door stays shut or she's got company, go home", "201"),
    ],
)
def test_every_failure_joined_by_or_is_the_kills_one_otherwise(message: str, otherwise: str) -> None:
    action = _only(_parsed(message))
    assert (action.kill, action.condition.kind, action.otherwise.go) == ("C", "alone", otherwise)


def test_whatever_fails_after_a_kill_with_no_condition_is_its_otherwise() -> None:
    action = _only(_parsed("9点去205杀C，不管是她不在还是没人开门，都回家"))
    assert (action.kill, action.condition, action.otherwise.go) == ("C", None, "201")


# -- a kill whoever is around ------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to 205 and kill C no matter who else is around",
        "at 9 go to 205 and kill C, whoever is with her",
        "at 9 go to 205 and kill C whoever's with her",
        "at 9 go to 205 and kill C, it doesn't matter who is there",
        "9点去205，就算有人也杀了C",
        "9点去205杀了C，哪怕她不是一个人也杀",
        "9点去205杀C，不管旁边有没有人都杀掉",
    ],
)
def test_a_kill_whoever_is_around_is_a_kill_always(message: str) -> None:
    parsed = _parsed(message)
    action = _only(parsed)
    assert (action.kill, action.condition.kind) == ("C", "always")
    assert not parsed.aside, parsed.aside  # read, not set aside


# -- a kill that holds for a while: its window and "anytime" where players put them ----------


@pytest.mark.parametrize(
    ("message", "start", "end", "orders"),
    [
        ("between 9 and 10, if I meet C anywhere with nobody else around, kill her", 60, 120, 0),
        ("9点到10点之间，如果在任何地方碰到C单独一人就杀了她", 60, 120, 0),
        ("无论在哪碰到C单独一个人就杀了她，只在9点到10点之间有效", 60, 120, 0),
        ("if I meet C alone anywhere, kill her. only between 9 and 10", 60, 120, 0),
        ("if I run into C with no one else around at any point between 9 and 10, kill her", 60, 120, 0),
        ("碰到C单独一个人，9点到10点之间，就杀了她", 60, 120, 0),
        ("8点去花园。另外如果今晚任何时候碰到C单独一个人就杀了她", 0, 180, 1),
        ("at 9 go to the garden. Also, anytime tonight I meet C alone, kill her", 0, 180, 1),
        ("今晚任何时候碰到C单独一个人就杀了她。9点去草坪", 0, 180, 1),
        ("整晚，只要碰到C一个人就杀了她，8点半去花园，10点回家", 0, 180, 2),
        ("anytime tonight, if I run into C alone, kill her. 9pm go to the garden", 0, 180, 1),
    ],
)
def test_a_standing_kills_window_and_anytime_are_read_where_players_put_them(
    message: str, start: int, end: int, orders: int
) -> None:
    parsed = _parsed(message)
    assert _standing(parsed) == [("C", "alone", None, start, end)], parsed.said_back
    assert len(parsed.sheet.orders) == orders, parsed.said_back


# -- waiting for someone where one goes: the going, with the kill armed there ----------------


@pytest.mark.parametrize(
    ("message", "at", "go"),
    [
        ("8点50去花园等C，C来了并且旁边没别人就杀了她", 50, "garden"),
        ("8点50去花园等C，C来了而且只有她一个人就杀了她", 50, "garden"),
        ("9点去草坪等着C，她一个人来就干掉她", 60, "lawn"),
        (
            "8:50 go to the garden and wait for C; if she comes and nobody else is there, kill her",
            50,
            "garden",
        ),
        ("at 8:50 go to the garden and wait for C. if she shows up alone, kill her", 50, "garden"),
    ],
)
def test_waiting_for_someone_is_going_there_with_the_kill_armed(message: str, at: int, go: str) -> None:
    parsed = _parsed(message)
    [order] = parsed.sheet.orders
    assert (order.at, order.action.go, order.action.kill, order.action.condition.kind) == (
        at,
        go,
        "C",
        "alone",
    )
    assert order.action.otherwise is None  # no "otherwise": the kill stays armed while one waits


# -- the door from 22:00 "as the rules say" changes nothing --------------------------------


@pytest.mark.parametrize(
    ("message", "door"),
    [
        ("10点前谁敲门都别开，10点后按规矩开", "closed"),
        ("10点前谁敲门都不开，10点以后照规矩开门", "closed"),
        ("10点前不开门，之后按规则开", "closed"),
        ("keep the door shut before 10, after 10 open as the rules say", "closed"),
        ("door closed till 10, then open as the rules say", "closed"),
    ],
)
def test_the_door_from_ten_as_the_rules_say_is_set_aside_and_said(message: str, door: object) -> None:
    parsed = _parsed(message)
    assert parsed.sheet.door == door
    assert parsed.aside, parsed.said_back


@pytest.mark.parametrize(
    "message",
    [
        "9点前不开门，9点后按规矩开",  # the rules let a tenant choose until 22:00: which door?
        "9点去草坪，之后按规矩开",  # no door rule before it
    ],
)
def test_the_door_as_the_rules_say_from_another_time_is_refused(message: str) -> None:
    _refused(message)


@pytest.mark.parametrize(
    "message",
    [
        "all night, no matter who else is around, if i meet C kill her",
        "整晚，不管旁边有没有人，碰到C就杀了她",
        "不管有没有人，碰到C就杀了她",
        "tonight, whoever is around, if I run into C, kill her",
        "这三个小时里，无论周围有没有人，碰见C就杀了她",
    ],
)
def test_whoever_is_around_said_before_the_meeting_is_the_standing_kills(message: str) -> None:
    parsed = _parsed(message)
    assert parsed.sheet.orders == (), parsed.said_back
    assert _standing(parsed) == [("C", "always", None, 0, 180)]


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to the common room; kill C whoever else is around, "
        "if she's not there just stay and kill her if she turns up",
        "at 9 go to the common room and kill C whoever is around; "
        "if she's not there, stay there and kill her if she shows up",
    ],
)
def test_an_otherwise_that_stays_and_kills_the_same_person_again_is_no_else(message: str) -> None:
    action = _only(_parsed(message))
    assert (action.go, action.kill, action.condition.kind, action.otherwise) == ("204", "C", "always", None)


@pytest.mark.parametrize(
    ("message", "cond", "otherwise"),
    [
        (
            "at 9 go to 205 (if C is alone kill her, if not, "
            "or nobody opens, or she isn't in, go to the garden)",
            "alone",
            "garden",
        ),
        (
            "at 9 go to 205, kill C if she's alone; "
            "if not, or door doesn't open, or she's out, go to the lawn",
            "alone",
            "lawn",
        ),
        (
            "10pm -> 205, kill C whoever's with her. door shut or she's not there -> back to my room",
            "always",
            "201",
        ),
        (
            "at 10 go to 205 and kill C, doesn't matter who else is there. "
            "if she's not in or the door stays shut, go home",
            "always",
            "201",
        ),
        ("10点去205，C一个人就杀她，不然（没开门/她不在/不止她一个）就去草坪", "alone", "lawn"),
        (
            "10点去205，C一个人在屋就杀她；没开门或者不止她一个人（或者她压根不在）的话就去草坪",
            "alone",
            "lawn",
        ),
    ],
)
def test_failures_said_as_a_list_after_if_not_or_in_brackets_are_the_one_otherwise(
    message: str, cond: str, otherwise: str
) -> None:
    action = _only(_parsed(message))
    assert (action.kill, action.condition.kind, action.otherwise.go) == ("C", cond, otherwise)


@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("8点40去花园，10点前回204，哦不对，改成9点50回204", [(40, "garden"), (110, "204")]),
        ("8点40去花园，9点去204，哦不对，改成9点50去204", [(40, "garden"), (110, "204")]),
        ("8点先看窗户 然后8点半去204 算了还是9点去吧 204待到10点", [(0, None), (60, "204"), (120, "201")]),
        (
            "garden at 8. actually scratch that, I'll stay in until 9, then at 9 go to 204",
            [(0, None), (60, "204")],
        ),
        ("lawn at 9. scratch that, 9:30 go to the garden", [(90, "garden")]),
    ],
)
def test_an_order_said_again_at_a_new_time_or_dropped_with_its_time_after_it(
    message: str, orders: list[tuple[int, str | None]]
) -> None:
    parsed = _parsed(message)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == orders, parsed.said_back
    assert parsed.aside, parsed.said_back
