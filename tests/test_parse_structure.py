"""How sentences are put together (issue 22, this round): two kills of both targets in one
message (seed 五.10), brackets, a condition said before its order in a sentence of its own,
and "or" between the cases of one fallback. Each class is tested with paraphrases of its own,
in Chinese and English.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.orders.sheetcheck import check_located
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, bare_action, round_trip

INN = default_inn()
HOME = "201"


def _orders(message: str, who: str = "A") -> list[tuple[int, Any]]:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, who, GAME, INN)  # and the echo reads back the same
    assert bare(back)[2:] == bare(sheet)[2:], said
    return [(o.at, bare_action(o.action)) for o in parsed.sheet.orders]


def _parsed(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    return parsed


def _refused(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems


# -- 1. kills of both targets in one message (seed 五.10) -----------------------------------


@pytest.mark.parametrize(
    ("message", "second"),
    [
        ("9点去205把C杀了，十点再去203把D也杀了", "把D也杀了"),
        ("at 21:00 go to 205 and kill C, and at 22:00 go to 203 and kill D as well", "kill D"),
        ("第二时段去205干掉C。第三时段去203，D一个人的话也把他杀了", "把他杀了"),
        ("这三个小时里，无论在哪碰到C都杀了她。10点去203把D杀了", "把D杀了"),
        ("kill C wherever you meet her tonight. At 10 go to 203 and if D is alone kill him too", "kill him"),
        ("9点去203杀D。10点去205，C在的话办了她", "办了她"),
        ("at 21:00 go to 203 and kill D. At 22:00 go to 205; if C is there, do it.", "do it"),
        ("9点去205杀C，否则10点去203杀D", "杀D"),
    ],
)
def test_kills_of_both_targets_in_one_message_are_refused_at_the_second(message: str, second: str) -> None:
    """Seed 五.10: one of the two targets, once. A second kill of the other target, not the
    first's fallback, is refused at that kill, naming the rule and what to change."""
    problems = _refused(message)
    assert [(p.kind, p.quote) for p in problems] == [("both_targets", second)]
    text = problems[0].text
    assert "五.10" in text and ("否则" in text or "otherwise" in text)


@pytest.mark.parametrize(
    ("message", "kills"),
    [
        ("9点去205，C一个人就杀了他，不然就去203把D杀了", [("C", "D")]),
        ("at 21:00 go to 205; if C is alone kill her, otherwise go to 203 and kill D", [("C", "D")]),
        ("9点半去205找C，单独在就杀，否则去203找D，D一个人就杀了他", [("C", "D")]),
        ("9点去205杀C，10点再去205杀C", [("C",), ("C",)]),
        ("at 9 go to 205 and kill C. at 10 go back to 205 and kill C if she is alone", [("C",), ("C",)]),
    ],
)
def test_a_kill_of_the_other_target_as_the_fallback_or_the_same_target_again_is_read(
    message: str, kills: list[tuple[str, ...]]
) -> None:
    def chain(action: Any) -> tuple[str, ...]:
        out: tuple[str, ...] = ()
        while action is not None:
            out += (action.kill,) if action.kill else ()
            action = action.otherwise
        return out

    assert [chain(a) for _, a in _orders(message)] == kills


def test_kills_of_both_targets_refused_by_the_reader_are_a_program_for_the_checker() -> None:
    """The order file keeps its meaning (ADJUDICATION 5.6): two kill orders in a file are a
    program, the later void once one kill is done; only the message that says both is refused."""
    text = 'who: A\norders:\n  - {at: "21:00", go: "205", kill: C}\n  - {at: "22:00", go: "203", kill: D}\n'
    sheet, problems = check_located(parse_yaml(text, "A.yaml"), "A", cast_of(GAME, 1, "A", INN), INN)
    assert problems == [] and sheet is not None


# -- 2. brackets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "orders", "aside"),
    [
        ("8点去204（能看到西楼梯），9点回家", [(0, "204"), (60, "home")], "（能看到西楼梯）"),
        ("at 8:30 go to 205 (my roommate) and at 9 go home", [(30, "205"), (60, "home")], "(my roommate)"),
        ("10点回房（反正也得开门）", [(120, "home")], "（反正也得开门）"),
        ("9点去花园【重要】", [(60, "garden")], "【重要】"),
        ("8点半去204（累了，想坐会儿）, 9点回家", [(30, "204"), (60, "home")], "（累了，想坐会儿）"),
        ("8点去花园（和D一起），9点回家", [(0, "garden"), (60, "home")], "（和D一起）"),
    ],
)
def test_brackets_holding_no_order_meaning_are_set_aside_and_said(
    message: str, orders: list[tuple[int, str]], aside: str
) -> None:
    parsed = _parsed(message)
    assert [(o.at, o.action.go if o.action.go != HOME else "home") for o in parsed.sheet.orders] == orders
    assert aside in parsed.aside and parsed.said_back[-1].endswith(aside)


@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("9点去草坪(经东楼梯)", [(60, Action("lawn", ("east-stairs",)))]),
        ("(10点)去花园", [(120, Action("garden"))]),
        (
            "9点去花园（如果D在就回家）",
            [(60, Action("garden", (), None, None, Condition("absent", "D"), Action(HOME)))],
        ),
        ("9点去203（D一个人的话杀了他）", [(60, Action("203", (), None, "D", Condition("alone")))]),
        (
            "at 9 go to the garden (if D is there, go home)",
            [(60, Action("garden", (), None, None, Condition("absent", "D"), Action(HOME)))],
        ),
    ],
)
def test_brackets_holding_order_meaning_are_read_as_part_of_the_sentence(
    message: str, orders: list[tuple[int, Action]]
) -> None:
    assert _orders(message) == orders


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点去花园（草坪）", "草坪"),
        ("9点去花园（然后回家）", "然后"),  # "then" with no time: when? (i22-times, then_when)
        ("9点去花园（不去）", "不"),  # （不去草坪）is a going called off: set aside (cancelled.py)
        ("at 9 go to the garden (or the lawn)", "or"),
        ("9点去花园（10点）", "10点"),
    ],
)
def test_brackets_that_would_change_an_order_but_do_not_fit_are_refused_at_the_word(
    message: str, quote: str
) -> None:
    problems = _refused(message)
    assert problems[0].quote == quote, [str(p) for p in problems]


@pytest.mark.parametrize(
    "message",
    ["8点去草坪，8点半经花园经西楼梯回自己房间", "8点去草坪。8点半经过花园经过西楼梯回房"],
)
def test_a_route_of_two_spots_said_as_the_echo_says_it_reads_back(message: str) -> None:
    assert _orders(message)[1] == (30, Action(HOME, ("garden", "west-stairs")))


# -- 3. a condition said before its order ----------------------------------------------------

KILL_C_ALONE = Action("205", (), None, "C", Condition("alone"))


@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("10点去205。如果C在205而且就她一个人。那我就进去杀了她", [(120, KILL_C_ALONE)]),
        ("at 22:00 go to 205. If C is there and alone. Then kill her.", [(120, KILL_C_ALONE)]),
        ("如果C一个人在205，10点去205杀了她", [(120, KILL_C_ALONE)]),
        ("C一个人在的话，10点去205杀了她，否则回家", [(120, replace(KILL_C_ALONE, otherwise=Action(HOME)))]),
        ("if C is alone in 205, at 22:00 go there and kill her", [(120, KILL_C_ALONE)]),
        (
            "要是C一个人在花园就杀了她。我8点半去花园",
            [(30, Action("garden", (), None, "C", Condition("alone")))],
        ),
        (
            "If C's by herself I'm killing her. I'll knock on 205 at 9:20. If she's out, I go to the lawn.",
            [(80, replace(KILL_C_ALONE, otherwise=Action("lawn")))],
        ),
        (
            "C一个人的话我就杀了她。10点去C的房间，否则回家",
            [(120, replace(KILL_C_ALONE, otherwise=Action(HOME)))],
        ),
    ],
)
def test_a_condition_said_before_its_order_is_that_orders(
    message: str, orders: list[tuple[int, Action]]
) -> None:
    assert _orders(message) == orders


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("9点去花园，如果D在，10点回家", "cond_before_time"),
        ("at 21:00 go to the garden; if D is there, at 22:00 go home", "cond_before_time"),
        ("9点去花园，D在的话，10点去205杀了C", "cond_before_time"),
        ("如果C一个人在花园，10点去205杀了她", "cond_elsewhere"),
        ("要是C一个人就杀了她。我8点半去花园", "kill_before_time"),
    ],
)
def test_a_condition_said_before_a_time_it_may_not_be_about_is_refused(message: str, kind: str) -> None:
    """Never read onto the wrong order: "if D is there, at 10 go home" was the 9:00 order's
    condition (a silent misread); D where, and leave or stay, is asked."""
    assert _refused(message)[0].kind == kind


# -- 4. "or" between the cases of one fallback -----------------------------------------------


@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("9点去205杀了C，C不在或者不是一个人就回房", [(60, replace(KILL_C_ALONE, otherwise=Action(HOME)))]),
        (
            "at 21:00 go to 205 and kill C if she's alone; if she's not there or not alone, go home",
            [(60, replace(KILL_C_ALONE, otherwise=Action(HOME)))],
        ),
        (
            "10:10 去205敲C的门，她一个人在就杀，不在或者屋里有人就去娱乐室",
            [(130, replace(KILL_C_ALONE, otherwise=Action("204")))],
        ),
        (
            "9:30去205敲C的门，要是就她一个就杀了她，没人开门或者屋里有别人就去娱乐室",
            [(90, replace(KILL_C_ALONE, otherwise=Action("204")))],
        ),
        (
            "at 21:20 knock on 205 and kill C if she's alone. if she isn't in or isn't alone, go to the lawn",
            [(80, replace(KILL_C_ALONE, otherwise=Action("lawn")))],
        ),
    ],
)
def test_or_between_the_cases_of_one_fallback_is_one_otherwise(
    message: str, orders: list[tuple[int, Action]]
) -> None:
    assert _orders(message) == orders


def test_or_between_two_people_is_still_not_guessed() -> None:
    assert _refused("9点去205杀了C，C不在或者D不在就回房")[0].kind == "choice"


@pytest.mark.parametrize(
    "message",
    [
        "只给B开门，10点前。整晚在屋里，8点到9点半看窗户，9点半以后看门孔。",
        "只给B开门（10点前）。整晚在屋里，8点到9点半看窗户，9点半以后看门孔。",
        "今晚只给B开门，别人敲都不开（10点前）。整晚在屋里，8点到9点半看窗户，9点半以后看门孔。",
        "only let B in, before 10. all night in my room: 8 to 9:30 window, after 9:30 peephole.",
    ],
)
def test_the_doors_own_time_said_after_it_ends_no_order(message: str) -> None:
    """The door's "10点前" said after it (or in brackets) was also read as the end of the
    all-night order that followed: a stay added at 22:00 (a misread)."""
    parsed = _parsed(message)
    assert [o.at for o in parsed.sheet.orders] == [0, 90] and parsed.sheet.door == frozenset({"B"})
