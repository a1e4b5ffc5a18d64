"""Round eighteen of issue 22: what the reader refused or misread on the sets this round read
(benchmarks/heldout/parse46, parse47, parse49, parse50, parse52), each as a general form, written
anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 周正, 孙明 and Kate are the police (no room)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, reads_as


@cases(
    [
        (
            "李雨桐",
            "820去花圆 9点回来 10点去204\n*花园",
            order_list("20:20 go: garden", "21:00 go: home", "22:00 go: '204'"),
        ),
        (
            "李雨桐",
            "9点去娱乐事 10点去草坪\n*娱乐室",
            order_list("21:00 go: '204'", "22:00 go: lawn"),
        ),
        (
            "李雨桐",
            "820去花园 9点回来 10点去204\n*草坪",
            order_list("20:20 go: garden", "21:00 go: home", "22:00 go: lawn"),
        ),
    ]
)
def test_a_starred_word_mending_a_slip_already_read_replaces_nothing(
    who: str, message: str, expect: str
) -> None:
    """Before, ``*花园`` after 花圆 (read as the garden by its sound) replaced the last place said,
    204, with the garden: a misread. A star on a word no slip reads as still replaces the last
    word of its kind."""
    reads_as(who, message, expect)
