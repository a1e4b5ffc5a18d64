"""Round twenty of issue 22: what the reader refused on the tuning sets of this round
(benchmarks/heldout/parse63, parse68: ordinary chat players), each as a general form, written
anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 刘洋 and 王建国 share 201; 张伟 (205) has 王建国 and 赵强 as
targets; 周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as

_KILL_WANG = "orders: [{at: '22:00', go: '201', kill: 王建国, if: alone, else: {go: home}}]"


@cases(
    [
        ("张伟", "王建国住201对吧，我10点去201，要是只有他一个人就杀了，不是的话就回房", _KILL_WANG),
        ("张伟", "王建国住201吧，10点去201，他一个人就杀了他，不然回房", _KILL_WANG),
    ]
)
def test_who_lives_in_the_room_is_who_he_means(who: str, message: str, expect: str) -> None:
    """Before, 201 sleeping two, "只有他一个人" asked who: the remark said whom the orders are about."""
    reads_as(who, message, expect)


def test_he_before_going_to_the_room_of_the_remark_still_asks_who() -> None:
    """The remark names whom 他 means only once the orders go to that room."""
    kinds = {
        p.kind
        for p in problems_of("张伟", "王建国住201对吧，我10点去203，要是只有他一个人就杀了，不是的话就回房")
    }
    assert "pronoun_unknown" in kinds


def test_another_name_after_the_remark_is_the_one_meant() -> None:
    """A name said after the remark is whom the kill is about, not the one of the remark."""
    reads_as(
        "张伟",
        "王建国住201对吧，我10点去201，要是赵强一个人就杀了他",
        "orders: [{at: '22:00', go: '201', kill: 赵强, if: alone}]",
    )


@cases(
    [
        (
            "Lily",
            "Tom今晚我要搞他。9点半去203，他一个人就动手，否则回房",
            "orders: [{at: '21:30', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "李雨桐今天我准备杀她！10点去202，只有她一个人就杀",
            "orders: [{at: '22:00', go: '202', kill: 李雨桐, if: alone}]",
        ),
    ]
)
def test_a_kill_announced_of_a_person_named_first(who: str, message: str, expect: str) -> None:
    """Before, "Tom今晚我要搞他" was refused at 今晚: it announces whom the orders after it kill."""
    reads_as(who, message, expect)


def test_an_announcement_with_no_kill_after_it_stays_refused() -> None:
    """Set aside, the announced kill would be lost: with no kill said after it, it is refused."""
    assert problems_of("Lily", "Tom今晚我要搞他。9点半去203")


def test_an_announcement_of_another_than_the_one_killed_stays_refused() -> None:
    """The orders kill someone else than the one announced: the GM must ask, so it is refused."""
    assert problems_of("Lily", "Tom今晚我要搞他。9点半去202，李雨桐一个人就动手")


@cases(
    [
        (
            "Kate",
            "in the common room, then at 9 head down to the garden",
            order_list("20:00 go: '204'", "21:00 go: garden"),
        ),
        ("Kate", "在娱乐室，然后9点去花园", order_list("20:00 go: '204'", "21:00 go: garden")),
        (
            "Kate",
            "kate here, i'll start in the common room looking out the window, then at 9 head down to the "
            "garden, and at 9:40 go out to the lawn til the end",
            order_list("20:00 go: '204', peek: window", "21:00 go: garden", "21:40 go: lawn"),
        ),
        (
            "Lily",
            "I'll start off in the garden, then at 9 head down to the lawn",
            order_list("20:00 go: garden", "21:00 go: lawn"),
        ),
    ]
)
def test_then_and_a_time_after_an_order_with_none(who: str, message: str, expect: str) -> None:
    """Before, "X, then at 9 Y" gave X the time after "then" and refused ("then" when?): the time
    after "then" is the next order's, and X opens the night (said first, or where one starts)."""
    reads_as(who, message, expect)


def test_a_going_with_no_time_before_then_and_a_time_still_asks_when() -> None:
    """A going somewhere with no time does not open the night unless "first" / "start" says so."""
    kinds = {p.kind for p in problems_of("Lily", "go to the garden, then at 9 head down to the lawn")}
    assert kinds == {"no_time"}


@cases(
    [
        (
            "Lily",
            "9:10 go to 209 and hang out with 赵强, 9:50 back home",
            order_list("21:10 go: '209'", "21:50 go: home"),
        ),
        (
            "Lily",
            "9:10 go to 209 and hang out w 赵强, 9:50 back home",
            order_list("21:10 go: '209'", "21:50 go: home"),
        ),
    ]
)
def test_hanging_out_with_someone_is_company(who: str, message: str, expect: str) -> None:
    """Before, "hang out with X" was a stay and X a misplaced name: whom one spends time with."""
    reads_as(who, message, expect)


def test_a_sentence_after_a_standing_kill_starts_anew() -> None:
    """Before, "I'm staying in my room all night" after a standing kill's sentence asked when:
    a sentence of its own is an order of its own (here the night's)."""
    reads_as(
        "Lily",
        "between 8:50 and 9:30, if I see Tom anywhere kill him no matter who's around. "
        "I'm staying in my room all night, peeking out the peephole from 8",
        "standing: [{kill: Tom, if: always, from: '20:50', until: '21:30'}]\n"
        + order_list("20:00 go: home, peek: peephole"),
    )


def test_a_going_with_no_time_in_the_standing_kills_sentence_still_asks_when() -> None:
    kinds = {
        p.kind
        for p in problems_of("Lily", "between 8:50 and 9:30, if I see Tom anywhere kill him, go to 204")
    }
    assert "no_time" in kinds


def test_a_condition_whose_only_outcome_is_company_is_set_aside() -> None:
    """Before, 要是李雨桐也在就跟他们聊会天 was refused at 们: chatting changes no order."""
    reads_as(
        "Lily",
        "10点20去203，Tom要是一个人在就杀了，要是李雨桐也在就跟他们聊会天，10点40回去",
        "orders: [{at: '22:20', go: '203', kill: Tom, if: alone}, {at: '22:40', go: home}]",
    )


def test_company_with_an_alternative_after_it_is_the_if_branch() -> None:
    """With 他不在就回房间 after it, the company is what one does if he is there: read as before."""
    reads_as(
        "Lily",
        "9点去204，要是Tom在就跟他聊会儿，他不在我就回房间",
        "orders: [{at: '21:00', go: '204', if: {present: Tom}, else: {go: home}}]",
    )


@cases(
    [
        (
            "Lily",
            "9点去203找李雨桐，Tom要是在里面我就不进了，直接回来",
            "orders: [{at: '21:00', go: '203', if: {absent: Tom}, else: {go: home}}]",
        ),
        (
            "Lily",
            "9点去203找李雨桐，Tom要是在里面我就不进去了，去花园",
            "orders: [{at: '21:00', go: '203', if: {absent: Tom}, else: {go: garden}}]",
        ),
    ]
)
def test_not_going_in_after_a_condition_is_the_going_instead(who: str, message: str, expect: str) -> None:
    """Before, 我就不进了，直接回来 was refused at 不: what one does instead is said right after."""
    reads_as(who, message, expect)


def test_not_going_in_with_no_condition_stays_refused() -> None:
    kinds = {p.kind for p in problems_of("Lily", "9点去203，我就不进了，直接回来")}
    assert kinds == {"negation"}


def test_heading_back_in_from_outdoors_is_the_last_room() -> None:
    """Before, "head back in" after the garden and the lawn was refused (back where? the garden):
    back indoors is the last room one was in, here home."""
    reads_as(
        "Lily",
        "i'll be pottering about in the garden from 8:20 till 9, then wander onto the lawn, "
        "and head back in at half 9",
        order_list("20:20 go: garden", "21:00 go: lawn", "21:30 go: home"),
    )


def test_heading_back_in_after_another_room_asks_which() -> None:
    kinds = {p.kind for p in problems_of("Lily", "at 8 go to 204, at 9 go to the garden, at 10 head back in")}
    assert kinds == {"back_where"}


def test_back_in_a_place_is_that_place() -> None:
    reads_as(
        "Lily",
        "at 9 go to the garden, at 10 go back in the lawn",
        order_list("21:00 go: garden", "22:00 go: lawn"),
    )


def test_the_rest_said_as_qita_before_a_stay_is_the_rest_of_the_time() -> None:
    """Before, 其他我就在房间 (其他时间 with 时间 left out) asked when: it is the rest of the time."""
    reads_as("Lily", "10点去花园，其他我就待在房间", order_list("20:00 go: home", "22:00 go: garden"))


@cases(
    [
        (
            "孙明",
            "8点半去花园，10点去209门口看看……算了不能站走廊，那10点回204从窗户看吧",
            order_list("20:30 go: garden", "22:00 go: '204', peek: window"),
        ),
        (
            "孙明",
            "8点半去花园，10点去209……算了，那10点回204从窗户看吧",
            order_list("20:30 go: garden", "22:00 go: '204', peek: window"),
        ),
    ]
)
def test_forget_it_with_why_then_what_replaces_it(who: str, message: str, expect: str) -> None:
    """Before, "算了不能站走廊，那10点…" was refused (which order does it change?): the reason and
    那 are said with 算了, and the order at the same time replaces the one given up."""
    reads_as(who, message, expect)


def test_a_reason_holding_an_order_word_is_no_reason() -> None:
    """A "reason" with a time or a kill in it is not set aside with 算了: read (and refused) as before."""
    assert problems_of("Lily", "9点去花园……算了不能10点杀，那10点回房")


@cases(
    [
        (
            "Lily",
            "window from 8 to 9, then stop peeking, then at 10 go to the garden",
            order_list("20:00 peek: window", "21:00", "22:00 go: garden"),
        ),
        (
            "Kate",
            "ok so window from 8 to 9, then stop peeking and just sit there, then at 10 go to the garden",
            order_list("20:00 peek: window", "21:00", "22:00 go: garden"),
        ),
    ]
)
def test_a_stop_said_after_a_range_then_a_time_is_its_own_order(who: str, message: str, expect: str) -> None:
    """A silent misread on a clean set: "then stop peeking" after "window from 8 to 9" was moved to
    22:00 by the time after the next "then", and the window held till 22:00. The stop is at 21:00."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "我今晚走东楼梯去草坪哦 8点40出发 到10点再回来 回来走西楼梯",
            order_list("20:40 go: lawn, via: [east-stairs]", "22:00 go: home, via: [west-stairs]"),
        ),
        ("Lily", "今晚走东楼梯去草坪，8点40出发", "orders: [{at: '20:40', go: lawn, via: [east-stairs]}]"),
        ("Lily", "走东楼梯去草坪哦 8点40出发", "orders: [{at: '20:40', go: lawn, via: [east-stairs]}]"),
    ]
)
def test_the_time_one_sets_off_at_after_a_headline_going(who: str, message: str, expect: str) -> None:
    """A silent misread on a clean set: 我今晚走东楼梯去草坪哦 8点40出发 was the lawn from 20:00 (今晚
    read as the whole night) and an empty order at 20:40. 今晚 is the headline; 8点40出发 the time."""
    reads_as(who, message, expect)


def test_a_bracketed_rule_with_a_time_is_a_remark() -> None:
    """A silent misread on a tuning set: （10点以后他得开门） was read inline as an order at 22:00
    holding the visit's "if nobody opens": the rule said is a remark, set aside."""
    reads_as(
        "周正",
        "10:10去205找张伟聊聊（10点以后他得开门），没人开门就回204",
        "orders: [{at: '22:10', go: '205', else: {go: '204'}}]",
    )


def test_heading_toward_a_place_the_inn_has_not_is_refused_at_it() -> None:
    """A silent misread on a tuning set: 九时某往马厩牵马 was set aside as saying nothing and the
    night read as staying home; 往 + a word is a going, refused at the place it names."""
    problems = problems_of("Lily", "九时某往马厩牵马，溜一圈再回房。")
    assert any("马厩" in str(p) for p in problems)


@cases(
    [
        (
            "Lily",
            "1) 8:00 to 8:50 I will be peeping from the door peephole.\n2) At 8:50 I will go to the garden.",
            order_list("20:00 peek: peephole", "20:50 go: garden"),
        ),
        (
            "Lily",
            "at 10:40 nip into 203. if Tom's on his own he's done for. if not, straight back to mine.",
            "orders: [{at: '22:40', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Kate",
            "9pm go lawn walk walk lah, 10.30 back to 204",
            order_list("21:00 go: lawn", "22:30 go: '204'"),
        ),
    ]
)
def test_words_of_round_twenty(who: str, message: str, expect: str) -> None:
    """ "the door peephole" is the peephole; "back to mine" is home (British); "walk walk",
    "jalan jalan" are a stroll (Singapore), set aside."""
    reads_as(who, message, expect)
