"""Chinese, round seven (issue 22, a university club's chat; docs/PARSING.md, *Chinese, round seven
(issue 22, a university club's chat)*): the classes the tuning set dev24a showed, each said in words
written for the test, not copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_ALONE_ALL_NIGHT = "\nstanding: [{kill: 赵强, if: alone}]"

# -- two failures parted by a slash --------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点去209找赵强，他不在/不开门就去花园",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: garden}"),
        ),
        (
            "张伟",
            "9点去209找赵强 他不在／没人开门的话就回房",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
    ]
)
def test_two_failures_parted_by_a_slash_are_one_otherwise(who: str, message: str, expect: str) -> None:
    # "not there / doesn't open": the slash is "or", the one "otherwise" covers both; the first
    # was read as the order's own condition (stay there if he is NOT there): a misread
    reads_as(who, message, expect)


def test_a_slash_between_anything_but_two_failures_is_still_refused() -> None:
    for message in (
        "9点去花园/草坪",  # two places: which?
        "9点去209找赵强/Tom",  # two people: whom?
    ):
        assert problems_of("张伟", message), message


# -- "then" opening a knock at one's door --------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "整晚在房间\n8点看窗户\n10点以后看猫眼\n然后赵强一个人来敲门就杀了他",
            _orders("20:00 go: home, peek: window", "22:00 peek: peephole") + _ALONE_ALL_NIGHT,
        ),
        (
            "张伟",
            "8点看窗户。然后只要赵强来敲门而且就他一个 直接干掉",
            _orders("20:00 peek: window") + _ALONE_ALL_NIGHT,
        ),
    ]
)
def test_then_before_a_knock_at_ones_door_is_no_later_time_for_one_at_home(
    who: str, message: str, expect: str
) -> None:
    # one who stays home all night meets the knocker whenever she knocks: "then" tells the next
    # thing the message says (set aside, said); it gave the kill a window from the last order's
    # time: a misread
    reads_as(who, message, expect)


def test_then_before_a_knock_after_going_elsewhere_keeps_its_time() -> None:
    # nobody knocks at the garden: refused as before
    assert problems_of("张伟", "9点去花园\n然后赵强一个人来敲门就杀了他")
    # away before it: "then" is the last order's, as before (never the whole night)
    reads_as(
        "张伟",
        "9点去花园\n10点回房间看猫眼\n然后赵强一个人来敲门就杀了他",
        _orders("21:00 go: garden", "22:00 go: home, peek: peephole, kill: 赵强, if: alone"),
    )
    reads_as("张伟", "8点看窗户\n然后10点看猫眼", _orders("20:00 peek: window", "22:00 peek: peephole"))


# -- a knife emoji for the kill ------------------------------------------------------------------


@cases(
    [
        ("张伟", "9点去209找赵强 他一个人的话 🔪", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        (
            "张伟",
            "9点去209找赵强，要是他一个人在就🔪\n10点回房",
            _orders("21:00 go: '209', kill: 赵强, if: alone", "22:00 go: home"),
        ),
        ("张伟", "9点去209找赵强 他一个人的话 直接刀🔪", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("张伟", "🔪今晚行动🔪\n9点去花园", _orders("21:00 go: garden")),
    ]
)
def test_a_knife_emoji_after_the_case_a_kill_is_done_on_is_that_kill(
    who: str, message: str, expect: str
) -> None:
    # right after "if he is alone", with the person said and no kill in words, the knife is the
    # kill (said back in words); beside a kill in words, or in a heading, decoration
    reads_as(who, message, expect)


def test_a_knife_emoji_anywhere_else_in_an_order_is_refused_never_dropped() -> None:
    for message in (
        "9点去209找赵强 🔪",  # a kill of whom, if what?
        "9点去209 🔪",
        "9点去209找赵强 他不在的话 🔪",  # a kill of one not there
    ):
        assert any("🔪" in str(p) for p in problems_of("张伟", message)), message


# -- the one visited opening, unsaid ------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点40去209找赵强，开门了就动手，没开就回来看猫眼",
            _orders("21:40 go: '209', kill: 赵强, if: {present: 赵强}, else: {go: home, peek: peephole}"),
        ),
        (
            "张伟",
            "9点40去209找赵强，开门就动手，没开门就回房看猫眼",
            _orders("21:40 go: '209', kill: 赵强, if: {present: 赵强}, else: {go: home, peek: peephole}"),
        ),
    ]
)
def test_opens_said_after_a_visit_is_the_one_visited_opening(who: str, message: str, expect: str) -> None:
    # "(he) opens, then kill": the one visited opens, as 他开门就动手 is read
    reads_as(who, message, expect)


def test_opens_with_nobody_visited_or_before_no_kill_is_still_refused() -> None:
    for message in (
        "9点40去209，开门就动手",  # who opens?
        "9点40去209找赵强。开门就动手",  # another sentence: not guessed
    ):
        assert problems_of("张伟", message), message


# -- someone's room said with 那 ------------------------------------------------------------------


@cases(
    [
        ("张伟", "九点半去赵强那屋唠嗑", _orders("21:30 go: '209'")),
        ("张伟", "九点半去赵强那屋（209）", _orders("21:30 go: '209'")),
        ("张伟", "九点半去赵强那房间，他一个人就杀了他", _orders("21:30 go: '209', kill: 赵强, if: alone")),
    ]
)
def test_someones_room_said_with_na_is_their_room(who: str, message: str, expect: str) -> None:
    # 那 between a person and a room word is whose room (赵强的房间); it was a second place
    reads_as(who, message, expect)


def test_someones_room_said_with_na_and_another_room_is_still_refused() -> None:
    assert problems_of("张伟", "九点半去赵强那屋（203）")  # 209 or 203?


# -- the chat around the orders: ps, 东北话, a kill said as "take away" --------------------------------


@cases(
    [
        (
            "张伟",
            "9点去花园\nps 门今晚只给Tom和Lily开",
            "door: [Lily, Tom]\n" + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "GM嘎哈呢 俺来交行动了\n九点半去209唠唠，要是就赵强一个人搁屋里，直接嘎了，"
            "要是屋里还有别人就拉倒，回自己屋待着",
            _orders("21:30 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "8点半到9点半之间 在哪碰到赵强 不管旁边有没有人 都带走",
            "standing: [{kill: 赵强, if: always, from: '20:30', until: '21:30'}]",
        ),
    ]
)
def test_a_postscript_a_northeastern_greeting_and_take_away_are_read(
    who: str, message: str, expect: str
) -> None:
    # ps before a line is set aside (said); 嘎哈呢 a greeting, 唠唠 a chat, 就拉倒 "never mind then";
    # 都带走 ("take him away, whoever is around") the kill, as 直接带走 is
    reads_as(who, message, expect)


def test_a_postscript_that_changes_an_order_is_still_refused() -> None:
    assert problems_of("张伟", "9点去花园\nps：我改一下，10点回房")


# -- a word a line; "had better" stay; tired --------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点\n去\n草坪\n待到\n9点半\n然后\n回房",
            _orders("21:00 go: lawn", "21:30 go: home"),
        ),
        (
            "张伟",
            "今晚整晚猫眼 累了 不想动\n第一晚还是苟一下",
            _orders("20:00 peek: peephole"),
        ),
        (
            "周正",
            "第一段在娱乐室坐着 陪大家聊聊\n9:30 去草坪",
            _orders("20:00 go: '204'", "21:30 go: lawn"),
        ),
    ]
)
def test_a_message_sent_a_word_a_line_or_said_tired_reads_as_its_orders(
    who: str, message: str, expect: str
) -> None:
    # five short lines or more: one message typed a word at a time; 累了 / 不想动 are a remark and
    # staying; 还是 before a stay, after nothing of the orders, is "had better", no "or"
    reads_as(who, message, expect)


def test_a_real_choice_with_haishi_is_still_refused() -> None:
    for message in (
        "去花园还是待着",  # garden or stay?
        "9点去花园，还是待着吧",  # a change of mind: which stands?
    ):
        assert problems_of("张伟", message), message


def test_a_start_off_the_slots_names_the_rule_of_multiples_of_ten() -> None:
    (problem,) = problems_of("张伟", "9:05去花园")
    assert "10的整数倍" in str(problem) and "五.4" in str(problem)
