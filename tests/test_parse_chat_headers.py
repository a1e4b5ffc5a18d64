"""A chat's own line headers pasted with the orders (parsing/chatlog.py): the sender's name and
when they sent it, set aside and said; never another's header, never an order's time.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203, 李雨桐 in 202."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

PASTED = [
    # WeChat copied: the name and the time on a line of their own
    ("李雨桐", "李雨桐 19:46\n今晚八点半去花园\n李雨桐 19:47\n十点回房间", ["李雨桐 19:46", "李雨桐 19:47"]),
    ("李雨桐", "李雨桐 2026/12/4 17:31\n八点半去花园，十点回房间", ["李雨桐 2026/12/4 17:31"]),
    # a bracketed stamp before the name and a colon
    (
        "李雨桐",
        "[17:58] 李雨桐：八点半去花园\n[17:59] 李雨桐：十点回房间",
        ["[17:58] 李雨桐：", "[17:59] 李雨桐："],
    ),
    # Slack / Discord: am-pm stamps, or "Today at"
    ("Tom", "[5:41 PM] Tom: 8:30 garden\n[5:42 PM] Tom: 10 home", ["[5:41 PM] Tom:", "[5:42 PM] Tom:"]),
    ("Tom", "Tom — Today at 5:41 PM\n8:30 garden, 10 home", ["Tom — Today at 5:41 PM"]),
    # Telegram, WhatsApp
    ("Tom", "Tom, [03.12.26 21:17]\n8:30 garden, 10 home", ["Tom, [03.12.26 21:17]"]),
    ("Tom", "03/12/2026, 21:17 - Tom: 8:30 garden, 10 home", ["03/12/2026, 21:17 - Tom:"]),
]


@pytest.mark.parametrize(("who", "message", "aside"), PASTED, ids=[m for _, m, _ in PASTED])
def test_a_chats_headers_naming_the_sender_are_set_aside_and_said(
    who: str, message: str, aside: list[str]
) -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert not parsed.problems, [str(p) for p in parsed.problems]
    assert parsed.sheet is not None
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == [
        (30, "garden"),
        (120, "203" if who == "Tom" else "202"),
    ]
    assert list(parsed.aside) == aside  # said on the echo's "ignored" line, as typed


def test_another_persons_header_is_never_set_aside() -> None:
    """A message forwarded from someone else holds their orders, not the sender's."""
    for message in (
        "[17:58] 李雨桐：八点半去花园",
        "李雨桐 19:46\n八点半去花园",
        "[5:41 PM] Lily: 8:30 garden",
    ):
        parsed = parse_message(message, GAME, 1, "Tom", INN)
        assert parsed.problems and parsed.sheet is None, message


def test_a_time_an_order_could_start_at_stays_the_orders() -> None:
    """Without a chat's stamp (brackets, a date, seconds, am/pm), a time an order could start at
    is the order's time, as before: "Tom 9:00" then "garden" is going at 9."""
    parsed = parse_message("Tom 9:00\ngarden", GAME, 1, "Tom", INN)
    assert parsed.sheet is not None and [(o.at, o.action.go) for o in parsed.sheet.orders] == [(60, "garden")]
    bracketed = parse_message("[20:30] 去花园", GAME, 1, "Tom", INN)  # no name: an order's time
    assert bracketed.sheet is not None and [o.at for o in bracketed.sheet.orders] == [30]


def test_a_header_with_nothing_after_it_leaves_the_message_to_say_when() -> None:
    parsed = parse_message("[5:41 PM] Tom: garden", GAME, 1, "Tom", INN)
    assert parsed.problems and parsed.problems[0].kind == "no_time", [str(p) for p in parsed.problems]
