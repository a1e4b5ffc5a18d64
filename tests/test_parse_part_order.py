"""The order of an order's parts (issue 22; docs/PARSING.md, *The order of an order's parts*):
a verb said after its place (花园九点去, the topic first: 花园，九点去), a time said at the end in
a part of its own (去花园，9点; "lawn, 10pm"), a time right before a room number (10点 209),
clauses joined by arrows typed with keys ("->", "=>"). Each class has five paraphrases of its
own, and the readings that must stay refused.

The cast is the chat corpus's (tests/parsing/chat): 刘洋 in 201 (window: the lawn), 张伟 205,
赵强 209 (刘洋's targets: 赵强, 李雨桐)."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as


def _refused(who: str, message: str) -> list[tuple[str, str]]:
    return [(p.kind, str(p)) for p in problems_of(who, message)]


@cases(
    [
        ("刘洋", "九点花园去", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "花园九点去", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "九点半草坪去一趟，十点回家", "orders: [{at: '21:30', go: lawn}, {at: '22:00', go: home}]"),
        ("刘洋", "10点 张伟那里去", "orders: [{at: '22:00', go: '205'}]"),
        (
            "刘洋",
            "209去 10点 赵强一个人就杀了他",
            "orders: [{at: '22:00', go: '209', kill: 赵强, if: alone}]",
        ),
        ("刘洋", "花园，九点去", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "草坪那边，十点过去", "orders: [{at: '22:00', go: lawn}]"),
    ]
)
def test_a_verb_said_after_its_place_goes_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("刘洋", "去花园，9点", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "到花园去，9点", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "lawn, 10pm", "orders: [{at: '22:00', go: lawn}]"),
        ("刘洋", "garden - 9pm", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "the garden, 9 o'clock", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "花园去，九点", "orders: [{at: '21:00', go: garden}]"),
        (
            "刘洋",
            "去草坪，9点到10点",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
        (
            "刘洋",
            "去花园，9点。10点回家",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_time_said_after_its_order_in_a_part_of_its_own_is_its_time(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_time_that_could_start_the_next_order_is_not_guessed() -> None:
    """去花园，9点，去草坪，10点: 9点 is the garden's or the lawn's; "first" says the start."""
    for message in ("去花园，9点，去草坪，10点", "garden, 9pm, lawn, 10pm", "go home, 9:40 go to the lawn"):
        kinds = [k for k, _ in _refused("刘洋", message)]
        assert "no_time" in kinds, (message, kinds)
    kinds = [k for k, _ in _refused("刘洋", "先从窗户看，9点")]
    assert "time_without_order" in kinds


@cases(
    [
        ("刘洋", "10点 209", "orders: [{at: '22:00', go: '209'}]"),
        ("刘洋", "十点203", "orders: [{at: '22:00', go: '203'}]"),
        ("刘洋", "10点209 杀赵强", "orders: [{at: '22:00', go: '209', kill: 赵强}]"),
        ("刘洋", "八点 205找张伟聊天", "orders: [{at: '20:00', go: '205'}]"),
        ("刘洋", "9点 207，10点 209", "orders: [{at: '21:00', go: '207'}, {at: '22:00', go: '209'}]"),
    ]
)
def test_a_time_right_before_a_room_number_keeps_the_room(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_minutes_after_the_hour_still_read() -> None:
    reads_as("刘洋", "8点20去花园", "orders: [{at: '20:20', go: garden}]")
    reads_as("刘洋", "10点 20 去花园", "orders: [{at: '22:20', go: garden}]")


@cases(
    [
        (
            "刘洋",
            "garden 9pm -> lawn 10pm",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: lawn}]",
        ),
        (
            "刘洋",
            "花园9点 => 草坪10点",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: lawn}]",
        ),
        (
            "刘洋",
            "lawn 9pm --> home 10pm",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
        ("刘洋", "草坪 9点 -> 花园 10点", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: garden}]"),
        (
            "刘洋",
            "home 8pm => garden 9pm => lawn 10pm",
            "orders: [{at: '20:00', go: home}, {at: '21:00', go: garden}, {at: '22:00', go: lawn}]",
        ),
    ]
)
def test_an_arrow_typed_with_keys_joins_two_clauses(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_time_moved_never_becomes_an_until() -> None:
    """9:00 go to the lawn and stay until: the time said first is the order's, never the end."""
    assert [k for k, _ in _refused("刘洋", "9:00 go to the lawn and stay until")] == ["ends_early"]
