"""Round eleven, the lead's shapes (issue 22; docs/PARSING.md, "Idle clauses" and "Round eleven"):
list numbers written as keycap emoji (``1️⃣ 20:00 去花园``).

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat)."""

from __future__ import annotations

from tests.parsekit import cases, reads_as


@cases(
    [
        (
            "Lily",
            "1️⃣ 20:00 去花园\n2️⃣ 21:00 回房间猫眼！！\n🔟 22:00 去草坪",
            "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home, peek: peephole},\n"
            " {at: '22:00', go: lawn}]",
        ),
        ("Lily", "1⃣ 9pm garden\n2⃣ 10pm home", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
    ]
)
def test_a_list_numbered_in_keycap_emoji_is_read_as_its_orders(who: str, message: str, expect: str) -> None:
    """1️⃣ (a digit, the emoji selector, the keycap) numbers a list as ① does: no hour, no count.
    Before, the digit was read before the time and the message refused at it."""
    reads_as(who, message, expect)
