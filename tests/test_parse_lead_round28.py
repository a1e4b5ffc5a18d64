"""Round twenty-eight of issue 22: what the reader refused or misread on the tuning sets of new
writers' styles (benchmarks/heldout/parse102, parse103, and older tuning sets), each as a general
form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202; 周正, 孙明 and Kate
are the police (no room, starting in 204)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as


@cases(
    [
        (
            "Kate",
            "Kate here. Walkabout tonight:\n8:00 window from 204 (garden)\n9:00 garden\n"
            "10:00 back up to 204, window",
            order_list("20:00 go: 204, peek: window", "21:00 go: garden", "22:00 go: 204, peek: window"),
        ),
        (
            "Tom",
            "8:00 peephole from my room\n9:00 lawn",
            order_list("20:00 go: home, peek: peephole", "21:00 go: lawn"),
        ),
        ("张伟", "8点 窗户（草坪）\n9点去花园", order_list("20:00 peek: window", "21:00 go: garden")),
    ]
)
def test_the_window_from_a_room_and_the_view_in_brackets(who: str, message: str, expect: str) -> None:
    """ "window from 204" was refused at the room ("from" read as a range's start); "(garden)" after
    the look as a second place. The room is where one looks from; the bracketed place is the view."""
    reads_as(who, message, expect)


def test_a_view_in_brackets_the_window_cannot_see_is_refused() -> None:
    """The bracketed view is checked like any view: 204's window sees the garden, not the lawn."""
    said = problems_of("Kate", "8:00 window at 204 (lawn)")
    assert any("lawn" in p.text for p in said)


@cases(
    [
        (
            "Kate",
            "At 10:00 I will be back in 204 and look out of the window for the remainder of the night.",
            order_list("22:00 go: 204, peek: window"),
        ),
        (
            "Kate",
            "I pass all the night in the 204 and I look at the garden from the window, "
            "from the start to the end.",
            order_list("20:00 go: 204, peek: window"),
        ),
    ]
)
def test_the_rest_of_the_night_said_formally(who: str, message: str, expect: str) -> None:
    """ "for the remainder of the night" and "from the start to the end" were refused at the stop."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "8点我去草坪或者花园……算了去草坪吧，风景好。", order_list("20:00 go: lawn")),
        ("张伟", "10点去209或者207……209吧。", order_list("22:00 go: '209'")),
        (
            "张伟",
            "九点去找王建国或者赵强……嗯，还是赵强。他一个人在的话就动手，不然去204或者回房，就回房吧。",
            order_list("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "8点半去204。9点10分去花园，走西楼梯或者东楼梯都行……走西楼梯。",
            order_list("20:30 go: '204'", "21:10 go: garden, via: [west-stairs]"),
        ),
        ("张伟", "8点40从窗户看草坪或者门孔……还是窗户吧。", order_list("20:40 peek: window")),
        ("Tom", "9pm garden or lawn, actually lawn", order_list("21:00 go: lawn")),
        ("Tom", "at 9 I go to the garden or the lawn... lawn I think", order_list("21:00 go: lawn")),
    ]
)
def test_two_choices_then_the_one_picked(who: str, message: str, expect: str) -> None:
    """Each was refused at the "or" (pick one), though the player picked one right after."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去草坪或者花园。", "choice"),
        ("张伟", "9点去209或者207，209没人就回来。", "choice"),
        ("Tom", "9pm garden or lawn, whichever is quiet", "choice"),
    ]
)
def test_a_choice_without_a_pick_stays_refused(who: str, message: str, expect: str) -> None:
    """No pick after the choice, or more said after the "pick" than its clause's end: never guessed."""
    assert any(p.kind == expect for p in problems_of(who, message))


def test_a_look_joined_to_a_stay_by_with_is_the_stays() -> None:
    """A misread before: the look was read as one from the stay's end (21:00), though the officer
    watches while staying. "with" ties it to the stay, wherever that is."""
    reads_as(
        "Kate",
        "I'll stay in the common room till nine with the window on the garden. At nine the lawn.",
        order_list("20:00 go: '204', peek: window", "21:00 go: lawn"),
    )


@cases(
    [
        (
            "Kate",
            "At nine the lawn, and back here at ten to ten.",
            order_list("21:00 go: lawn", "21:50 go: home"),
        ),
        ("Tom", "9pm garden, back here at 10", order_list("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_back_here_is_home(who: str, message: str, expect: str) -> None:
    """ "back here" was "back where?": here is where the player writes from, their room (an
    officer's, the common room)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "我想了一下，不去花园了。8点半去草坪，9点10分回来，回来以后从窗户看草坪。",
            order_list("20:30 go: lawn", "21:10 go: home, peek: window"),
        ),
        (
            "张伟",
            "不去花园了，8点半去草坪，花园人太多。",
            order_list("20:30 go: lawn"),
        ),
        ("张伟", "不找赵强了。10点半去209。", order_list("22:30 go: '209'")),
    ]
)
def test_a_plan_cancelled_first_then_the_orders(who: str, message: str, expect: str) -> None:
    """ "not the garden" said first was refused at the negation when a mark opened the message, or
    when the garden came again only as a reason or a view; a visit cancelled by name, likewise."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "不去花园了。9点去花园。", "negation"),
        ("张伟", "不找赵强了。10点半去找赵强。", "negation"),
    ]
)
def test_a_plan_cancelled_and_said_again_stays_refused(who: str, message: str, expect: str) -> None:
    """Which is meant is never guessed: the place (or person) is gone to after all."""
    assert any(p.kind == expect for p in problems_of(who, message))


def test_chat_stamps_without_names_are_set_aside() -> None:
    """Orders pasted from several chat messages, each with its sending time in brackets: the
    stamps were read as orders' times (19:41 is outside the night)."""
    reads_as(
        "Tom",
        "[19:33] 8:30 204\n[19:34] wait no\n[19:34] 8:50 204\n[19:36] 10:10 home, peephole\n[19:36] thx",
        order_list("20:50 go: '204'", "22:10 go: home, peek: peephole"),
    )


def test_order_times_in_brackets_stay_orders_times() -> None:
    """Bracketed times that could all be orders' times are orders' times, as before."""
    reads_as("Tom", "[20:30] garden\n[21:00] home", order_list("20:30 go: garden", "21:00 go: home"))
