"""An alternative said for a refused door only, on an order with a kill or a condition (issue 22;
two misreads on a clean held-out set, 4 December, evening; docs/PARSING.md, *A refused door's
alternative beside a kill*).

"9:50 go to 209, kill him if he's alone; if nobody opens, back to my room" was read with
``else: {go: home}``. An order file's ``else`` also runs when the condition fails or the one to
kill is not there (docs/ORDERS.md), so the player who meets company would be sent home, where the
message keeps them at 209: a silent misread. A refused visitor walks home anyway: going home when
nobody opens is no ``else`` (said back on the set-aside line); any other alternative for a refused
door stays the ``else`` (the file has no nearer way to say it).

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
赵强 in 209, Lily in 207."""

from __future__ import annotations

from tests.parsekit import cases, reads_as
from tests.parsekit import order_list as _orders

KILL_ALONE = _orders("21:50 go: '209', kill: 赵强, if: alone")


@cases(
    [
        ("张伟", "9点50去209 要是只有赵强一个人就把他做掉 没人开门就回来", KILL_ALONE),
        ("张伟", "9点50去209，赵强一个人就杀了他，不开门就回屋", KILL_ALONE),
        ("张伟", "21:50 go to 209, kill 赵强 if he is alone. If nobody opens, back to my room.", KILL_ALONE),
        ("张伟", "9:50pm 209, kill 赵强 if he's alone, if no one answers just go home", KILL_ALONE),
        (
            "张伟",
            "9:50pm: go to 209, kill 赵强 whether or not anyone else is there."
            " If nobody opens, back to my room.",
            _orders("21:50 go: '209', kill: 赵强, if: always"),
        ),
    ]
)
def test_going_home_when_nobody_opens_beside_a_kill_is_no_otherwise(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点50去209，赵强一个人就杀了他，没人开门就去204", "'204'"),
        ("张伟", "21:50 go to 209, kill 赵强 if he is alone, if no one opens go to the lawn", "lawn"),
    ]
)
def test_another_place_for_a_refused_door_beside_a_kill_stays_the_otherwise(
    who: str, message: str, expect: str
) -> None:
    """The file has no nearer way to say it: the ``else``, said back as "otherwise" (decision)."""
    reads_as(who, message, _orders(f"21:50 go: '209', kill: 赵强, if: alone, else: {{go: {expect}}}"))


def test_a_visit_without_a_kill_keeps_its_alternative_for_a_refused_door() -> None:
    reads_as("张伟", "9点50去209找赵强，没人开门就去204", _orders("21:50 go: '209', else: {go: '204'}"))


def test_otherwise_said_as_such_beside_a_kill_is_the_otherwise() -> None:
    reads_as(
        "张伟",
        "9点50去209，赵强一个人就杀了他，否则回来",
        _orders("21:50 go: '209', kill: 赵强, if: alone, else: {go: home}"),
    )
