"""A visit's "if anyone else is there" (issue 22, a suspected misread): the tenant counts.

Without a kill, the night's "alone" counts everyone in the room but the sender (ADJUDICATION
9.2a: no kill, no target set aside), so "去202找李雨桐，有别人就回来" written as `if: alone`
sends the visitor home whenever 李雨桐 is in: not what the player said (someone besides her).
The order file cannot say "anyone besides the tenant", so the shape is refused at the
condition, naming the tenant, when the message says whom or which room one calls on (找X,
"visit"); where no one else lives (the garden, the common room, one's own room), or where the
message only goes to a room (去202，有人就回家: anyone there, the tenant too, as the file and its
echo say), it reads as before.

The cast is the chat corpus's (tests/parsing/chat): Tom in 203, 李雨桐 in 202, 刘洋 and 王建国
share 201."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

AT_A_TENANTS_ROOM = [
    ("9点去202找李雨桐，有别人就回来", "有别人", "李雨桐"),
    ("9点去202找李雨桐，有人就回家", "有人", "李雨桐"),
    ("9点去找李雨桐，如果没别人就待着，否则回家", "如果没别人", "李雨桐"),
    ("10点去找李雨桐，有外人就回房", "有外人", "李雨桐"),
    ("9点去201找刘洋，有别人就回来", "有别人", "刘洋/王建国"),
    ("at 9 visit 202; if anyone else is there, come back", "if anyone else is there", "李雨桐"),
    ("at 9 visit 李雨桐; if anyone else is there, come back", "if anyone else is there", "李雨桐"),
    ("at 9 call on 李雨桐; if somebody else is there, go home", "if somebody else is there", "李雨桐"),
    ("at 9 visit 202, if nobody else is there stay, otherwise go home", "if nobody else is there", "李雨桐"),
]


@pytest.mark.parametrize(
    ("message", "quote", "host"), AT_A_TENANTS_ROOM, ids=[m for m, _, _ in AT_A_TENANTS_ROOM]
)
def test_nobody_else_at_a_tenants_room_without_a_kill_is_refused_naming_the_tenant(
    message: str, quote: str, host: str
) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert [(p.kind, p.quote) for p in parsed.problems] == [("alone_at_host", quote)], [
        str(p) for p in parsed.problems
    ]
    text = parsed.problems[0].text
    assert host in text and (("删掉" in text) if parsed.lang == "zh" else ("drop it" in text))


WHERE_NO_ONE_LIVES = [
    (  # no one called on: anyone there, the tenant too, as the file (and its echo) says
        "Tom",
        "9点去202，有人就回家",
        "orders: [{at: '21:00', go: '202', if: alone, else: {go: home}}]",
    ),
    (
        "Tom",
        "at 9 go to 202, if someone else is there go home",
        "orders: [{at: '21:00', go: '202', if: alone, else: {go: home}}]",
    ),
    (
        "Tom",
        "9点去花园，有人就回家",
        "orders: [{at: '21:00', go: garden, if: alone, else: {go: home}}]",
    ),
    (
        "Tom",
        "9点去娱乐室，有别人就回来",
        "orders: [{at: '21:00', go: '204', if: alone, else: {go: home}}]",
    ),
    (
        "Tom",
        "at 9 go to the lawn; if anyone else is there, come back",
        "orders: [{at: '21:00', go: lawn, if: alone, else: {go: home}}]",
    ),
]


@cases(WHERE_NO_ONE_LIVES)
def test_nobody_else_where_no_one_lives_or_no_one_is_called_on_reads_as_before(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)
