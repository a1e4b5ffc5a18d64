"""Chinese as players type it, by class (issue 22, Chinese round of 3 December, morning;
docs/PARSING.md, *Chinese typed by class*). Every phrasing here is written for the test, not
copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
赵强 in 209, Lily and 陈美玲 in 207, 李雨桐 in 202 (window: the garden)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, reads_as

INN = game_map(CHAT)


def _orders(*said: str) -> str:
    """``_orders("20:00 peek: window", "21:00")``: the orders part of an order file."""
    parts = (f"{{at: '{s[:5]}'" + (f", {s[6:]}" if s[6:] else "") + "}" for s in said)
    return "orders: [" + ", ".join(parts) + "]"


def _refused(who: str, message: str) -> list[str]:
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert parsed.problems, parsed.yaml
    return [p.kind for p in parsed.problems]


_SHUT = "door: closed\n" + _orders()


@cases(
    [
        ("张伟", "门不给任何人开", _SHUT),
        ("张伟", "十点前门不给任何人开", _SHUT),
        ("张伟", "不给所有人开门", _SHUT),
        ("张伟", "九点去花园。门嘛，不给任何人开", "door: closed\n" + _orders("21:00 go: garden")),
    ]
)
def test_people_in_general_are_never_a_name_by_its_sound(who: str, message: str, expect: str) -> None:
    # 任何人 (ren he ren) was heard as Lily (r for l): "the door for nobody" became "for all but Lily"
    reads_as(who, message, expect)


def test_a_kill_of_anyone_is_refused_as_anyone_not_as_a_person_heard() -> None:
    assert "kill_anyone" in _refused("张伟", "今晚碰到任何人都杀")

