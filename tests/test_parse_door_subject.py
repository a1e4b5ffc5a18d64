"""One's own room said as the door rule's subject (issue 22; a misread on a clean held-out set,
4 December, evening; docs/PARSING.md, *One's own room as the door's subject*).

``今晚十点前我屋只让思思进`` ("before ten my room lets only 思思 in") was read as staying in one's
room until ten, then an order at 22:00 with nothing in it, which stopped the peephole the
message kept on to the end: a silent misread. One's own room (我屋, 我房间, 房间) or door, opening a
clause or right after the rule's time (十点前), before a door only for some or shut to some, is
the rule's subject, as ``my door is only open for Kevin`` is in English; the going stays a
going where anything else stands before the room (``回屋``, ``在屋``), and another's room is refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205, Lily in 207."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

PEEPHOLE_AND_LAWN = _orders("20:30 peek: peephole", "21:00 go: lawn", "21:30 go: home, peek: peephole")


@cases(
    [
        (
            "张伟",
            "今晚十点前我屋只让Lily进。8点半猫眼，9点去草坪，9点半回来接着猫眼",
            "door: [Lily]\n" + PEEPHOLE_AND_LAWN,
        ),
        (
            "张伟",
            "十点前我房间只给Lily开门。8点半猫眼，9点去草坪，9点半回来接着猫眼",
            "door: [Lily]\n" + PEEPHOLE_AND_LAWN,
        ),
        (
            "张伟",
            "我屋十点前只让Lily进。8点半猫眼，9点去草坪，9点半回来接着猫眼",
            "door: [Lily]\n" + PEEPHOLE_AND_LAWN,
        ),
        (
            "张伟",
            "8点半猫眼，9点去草坪，9点半回来接着猫眼。我房间只让Lily进",
            "door: [Lily]\n" + PEEPHOLE_AND_LAWN,
        ),
    ]
)
def test_ones_own_room_before_a_door_rule_is_its_subject(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_going_to_ones_room_before_a_door_rule_is_still_a_going() -> None:
    """回屋 is going home at nine: the door rule then starts at nine, which rule 五.12 refuses."""
    (problem,) = problems_of("张伟", "9点回屋，只让Lily进")
    assert "五.12" in str(problem) and "9:00" in str(problem)


def test_another_persons_room_before_a_door_rule_is_refused() -> None:
    assert problems_of("张伟", "十点前Lily的房间只让王建国进。8点半猫眼")
