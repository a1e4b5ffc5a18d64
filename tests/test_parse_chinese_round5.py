"""Chinese, round five (issue 22, 4 December, evening; docs/PARSING.md, *Chinese, round five*):
the classes the tuning sets parse19 and dev18 showed, each said in words written for the test,
not copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_AWAY_ALL_NIGHT = "standing: [{kill: 赵强, if: {absent: 刘洋}}]"


@cases(
    [
        ("张伟", "整晚碰到赵强，只要刘洋不在，就杀了他。", _AWAY_ALL_NIGHT),
        ("张伟", "整个晚上只要遇到赵强，而且刘洋不在场，就干掉他", _AWAY_ALL_NIGHT),
        ("张伟", "这三个小时里，要是遇到赵强，刘洋又不在身边，就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚碰到赵强并且刘洋不在旁边就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚碰到赵强，刘洋不在的话就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚如果刘洋不在，碰到赵强就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚刘洋不在的话碰到赵强就杀了他", _AWAY_ALL_NIGHT),
        (
            "张伟",
            "9点到10点半，路上碰见王建国，只要刘洋不在场就杀了王建国。9点去花园，10点半回来",
            _orders("21:00 go: garden", "22:30 go: home")
            + "\nstanding: [{kill: 王建国, if: {absent: 刘洋}, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_meeting_the_one_to_kill_while_another_is_away_is_one_condition(
    who: str, message: str, expect: str
) -> None:
    # meeting the one to kill and another's absence, said in either order in one sentence before
    # the kill: the kill of the one met, armed while the other is away. It was refused as two
    # conditions on one order (and 他 taken for the one away)
    reads_as(who, message, expect)


def test_meeting_one_and_another_away_still_refuses_what_could_differ() -> None:
    for message in (
        "整晚碰到赵强，只要刘洋不在，就杀了刘洋",  # the one away killed: whom?
        "整晚碰到刘洋，只要赵强不在，就杀了他",  # the one met is no target
        "9点去花园，碰到赵强，只要刘洋不在，就杀了他",  # an order's own kill: two conditions
        "整晚碰到赵强，只要刘洋不在花园，就杀了他",  # away from a place: where?
        "整晚碰到赵强，除非刘洋在，就杀了他",  # "unless" is not read so
        "整晚碰到赵强，只要刘洋不在。就杀了他",  # the kill in another sentence
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "9点去209找赵强，开门的话就聊聊，不开就去花园",
            _orders("21:00 go: '209', else: {go: garden}"),
        ),
        (
            "张伟",
            "9点去209找赵强，他要是开门就进去坐坐，不开门就去花园。10点回屋",
            _orders("21:00 go: '209', else: {go: garden}", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点半去203找Tom，要是开门就进去坐会儿到十点半再回来，没人开门就去草坪，十点半也回房",
            _orders("21:30 go: '203', else: {go: lawn}", "22:30 go: home"),
        ),
    ]
)
def test_a_knocks_outcome_said_both_ways_is_the_visit_and_its_otherwise(
    who: str, message: str, expect: str
) -> None:
    # the door opening: the visit itself (what one does there set aside); its end said in that
    # case and said again for every case after the "otherwise" is that later order
    reads_as(who, message, expect)


def test_a_refused_knock_put_on_coming_home_is_refused() -> None:
    # the "otherwise" of a knock after the visit's coming home went on coming home (where nobody
    # knocks): the visit lost its alternative, a misread on main; refused naming the rule now
    for message in (
        "9点去209找赵强，待到10点再回来，没人开门就去花园",
        "9点去209找赵强，开门的话就聊到10点再回来；他要是不开门我就去花园，10点半回屋",
    ):
        problems = problems_of("张伟", message)
        assert problems[0].kind == "knock_going_home", [str(p) for p in problems]


@cases(
    [
        (
            "张伟",
            "10点去209，赵强在的话就杀了他，不管刘洋在不在。赵强要是不在，我就去204。",
            _orders("22:00 go: '209', kill: 赵强, if: always, else: {go: '204'}"),
        ),
        (
            "张伟",
            "10点去209，无论刘洋在没在都杀了赵强",
            _orders("22:00 go: '209', kill: 赵强, if: always"),
        ),
        (
            "张伟",
            "10点去209，赵强一个人在就干掉他。如果不是一个人，那我就回屋。",
            _orders("22:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "10点去209，赵强一个人在就干掉他，要是不是一个人就去草坪",
            _orders("22:00 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "10点去209，赵强在的话就杀了他。他要是不在，我就去204。",
            _orders("22:00 go: '209', kill: 赵强, if: {present: 赵强}, else: {go: '204'}"),
        ),
    ]
)
def test_the_otherwise_said_as_the_condition_turned_round_and_whoever_is_around(
    who: str, message: str, expect: str
) -> None:
    # "whether X is there or not" names someone only to say it does not matter: whoever is around;
    # 如果不是 before "alone" is "if not alone" (the condition turned round), not "otherwise"
    reads_as(who, message, expect)


def test_whoever_is_around_said_of_one_case_only_is_still_refused() -> None:
    for message in (
        "10点去209，不管刘洋在，都杀了赵强",  # one case only: not "either way"
        "10点去209，不管他在不在都杀了赵强",  # whose presence? (他)
        "10点去201，不管刘洋在不在场，王建国一个人就杀了他",  # either way, then alone: which?
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "8点去204，9点去花园。。。算了不去花园了，9点在屋里看窗户",
            _orders("20:00 go: '204'", "21:00 go: home, peek: window"),
        ),
        (
            "张伟",
            "8点去204，9点去花园…算了，不去了，9点回屋看窗户",
            _orders("20:00 go: '204'", "21:00 go: home, peek: window"),
        ),
        (
            "张伟",
            "8点去204，9点去草坪。算了不去草坪了。9点回房",
            _orders("20:00 go: '204'", "21:00 go: home"),
        ),
    ]
)
def test_forget_it_naming_the_going_it_takes_back(who: str, message: str, expect: str) -> None:
    # "forget it, not going (to X)": the order before taken back by name, as 算了 alone takes it;
    # the order after at the same time stands
    reads_as(who, message, expect)


def test_forget_it_naming_another_going_or_nothing_after_is_still_refused() -> None:
    for message in (
        "8点去204，9点去花园，算了不去草坪了，9点回屋",  # not the place the order goes to
        "8点去204，9点在屋里看窗户，算了不去了，9点去花园",  # no going before it
        "8点去204，9点去花园，算了不去了",  # nothing after it
        "8点去204，9点去花园，算了不去了，9点半回屋",  # another time: which stands?
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "9点从窗户看，10点以后什么也不干，睡觉",
            _orders("21:00 peek: window", "22:00"),
        ),
        ("张伟", "9点去花园，十点之后啥都不干", _orders("21:00 go: garden", "22:00")),
        ("张伟", "9点从门孔看，10点什么事都不做", _orders("21:00 peek: peephole", "22:00")),
    ]
)
def test_doing_nothing_from_a_time_is_staying_with_no_look(who: str, message: str, expect: str) -> None:
    # "from 10 on, nothing at all": stay where one is and stop looking, as 十点以后不看了 says
    reads_as(who, message, expect)


def test_doing_nothing_is_still_refused_where_it_could_say_more() -> None:
    for message in (
        "9点从窗户看，十点以后啥也不杀",  # not killing: refused at the negation, as before
        "9点从窗户看，十点前啥也不干",  # "before 10": the look before it?
    ):
        assert problems_of("张伟", message), message
    # elsewhere "nothing else" is set aside and said, as before
    reads_as("张伟", "9点去花园，啥也不干，10点回屋", _orders("21:00 go: garden", "22:00 go: home"))


@cases(
    [
        ("张伟", "门关着，谁也不给进。9点去花园", "door: closed\n" + _orders("21:00 go: garden")),
        ("张伟", "谁都不给进来，9点去花园", "door: closed\n" + _orders("21:00 go: garden")),
    ]
)
def test_nobody_let_in_said_with_gei_is_the_door_shut(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "我先说哈，9点去花园", _orders("21:00 go: garden")),
        ("Lily", "先讲一下呀。9点去花园", _orders("21:00 go: garden")),
    ]
)
def test_a_particle_ending_a_remark_is_no_syllable_of_a_name(who: str, message: str, expect: str) -> None:
    # 说哈 sounded like a Latin name of the cast (the chat game's has none close; the tuning set's
    # Zoe did): the particle is the sentence's tone, left out before the sound test
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "9点去花园，9点半回房闲看窗户",
            _orders("21:00 go: garden", "21:30 go: home, peek: window"),
        ),
        (
            "张伟",
            "9点去花园，9点半回房问看猫眼",
            _orders("21:00 go: garden", "21:30 go: home, peek: peephole"),
        ),
    ]
)
def test_a_character_of_a_noun_typed_by_its_shape_is_that_noun(who: str, message: str, expect: str) -> None:
    # 房闲 / 房问 for 房间 (a closed table of look-alikes), said on the echo's corrected line
    reads_as(who, message, expect)


def test_a_look_alike_slip_is_said_back() -> None:
    from blackhorse.orders.gamemap import game_map
    from blackhorse.parsing import parse_message
    from tests.parsekit import CHAT

    parsed = parse_message("9点去花园，9点半回房闲看窗户", CHAT, 1, "张伟", game_map(CHAT))
    assert parsed.corrected_line == "已更正：回房闲→回房间", parsed.said_back


def test_a_particle_is_left_out_before_the_sound_of_a_name_is_heard() -> None:
    from blackhorse.inn.layout import default_inn
    from blackhorse.parsing.lexicon import build
    from blackhorse.parsing.meaning import classes_of

    lex = build(default_inn(), ["Zoe", "张伟"])
    assert classes_of("说哈", lex) == set()  # "let me say first": no Zoe
    assert "lexicon" in classes_of("佐伊呀", lex)  # Zoe, said with a particle: still her
    assert "lexicon" in classes_of("佐伊", lex)


@cases(
    [
        (
            "张伟",
            "8点半我去201找王建国，要是他屋里没人给我开门，我就直接去204待着。",
            _orders("20:30 go: '201', else: {go: '204'}"),
        ),
        (
            "张伟",
            "9点去209找赵强，如果房里没有人来开门就回屋",
            _orders("21:00 go: '209', else: {go: home}"),
        ),
    ]
)
def test_nobody_in_the_room_to_open_is_the_knock_refused(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "所以我也不打算太冒进。8点去204", _orders("20:00 go: '204'")),
        ("张伟", "我不想太高调，8点去204", _orders("20:00 go: '204'")),
        (
            "张伟",
            "我想了想还是先下手为强。9点去209，赵强一个人就杀了他",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "想来想去还是9点去花园吧", _orders("21:00 go: garden")),
    ]
)
def test_thinking_aloud_with_no_order_in_it_is_set_aside(who: str, message: str, expect: str) -> None:
    # "not too ...": a degree denied, how one goes about it; 还是 after thinking it over is "after
    # all"; "better strike first" beside the message's own kill is that kill's reason
    reads_as(who, message, expect)


def test_thinking_aloud_that_could_change_an_order_is_still_refused() -> None:
    for message in (
        "我不想太早出门，9点去204",  # a time: early
        "我想了想还是先下手为强。9点去209",  # strike first, with no kill said: the kill meant?
        "9点去花园还是草坪",  # 还是 offering a choice
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "9点到10点半，碰到赵强一个人就杀了他。这段时间我在草坪上，10点半回屋。",
            _orders("21:00 go: lawn", "22:30 go: home")
            + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
        ),
        (
            "张伟",
            "9:30-10:30，遇到王建国就杀了他。这期间我去花园待着。",
            _orders("21:30 go: garden", "22:30 go: home")
            + "\nstanding: [{kill: 王建国, if: {present: 王建国}, from: '21:30', until: '22:30'}]",
        ),
    ]
)
def test_that_time_opening_a_sentence_is_the_range_said_before(who: str, message: str, expect: str) -> None:
    # 这段时间 / 这期间 opening a sentence of its own points back at the one range the message said
    reads_as(who, message, expect)


def test_that_time_with_no_range_or_two_before_is_still_refused() -> None:
    for message in (
        "这段时间我去花园",  # no range before it
        "8点到9点从窗户看。9点到10点从门孔看。这段时间我去花园",  # which of the two?
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "好的 8:00 → 204窗户  9:00 → 回屋 猫眼  10:00 → 草坪  10:30 → 回来",
            _orders(
                "20:00 go: '204', peek: window",
                "21:00 go: home, peek: peephole",
                "22:00 go: lawn",
                "22:30 go: home",
            ),
        ),
        (
            "张伟",
            "8点在屋里看窗户  9点去花园  10点回屋",
            _orders("20:00 go: home, peek: window", "21:00 go: garden", "22:00 go: home"),
        ),
    ]
)
def test_rows_typed_on_one_line_two_spaces_apart_are_orders_apart(
    who: str, message: str, expect: str
) -> None:
    # two spaces or more between what ends an order and the next order's time part two rows, as a
    # line end does; they were read as one sentence, the arrows as a change of mind
    reads_as(who, message, expect)


def test_two_spaces_inside_a_range_part_nothing() -> None:
    reads_as("张伟", "9点到  10点在花园", _orders("21:00 go: garden", "22:00 go: home"))


@cases(
    [
        (
            "张伟",
            "8:00 窗\n8:30→草坪\n9:40→🏠 猫眼",
            _orders("20:00 peek: window", "20:30 go: lawn", "21:40 go: home, peek: peephole"),
        ),
        ("张伟", "9点去花园，9:40 🏡", _orders("21:00 go: garden", "21:40 go: home")),
    ]
)
def test_a_house_emoji_right_after_a_time_with_no_place_is_home(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_house_emoji_beside_a_place_said_in_words_is_decoration() -> None:
    reads_as("张伟", "9:40 🏠 去花园", _orders("21:40 go: garden"))
    reads_as("张伟", "9点去花园，10:20 回房🏠", _orders("21:00 go: garden", "22:20 go: home"))


def test_audit_shapes_a_word_inserted_into_stays_refused() -> None:
    # found by inserting words into this round's messages: a house after "forget it" and a time
    # (read as the garden's time changed, the house dropped) and a negation before the room of
    # "nobody in the room to open" (read as "if he is not there", turned round) are refused
    for message in (
        "9点去花园，算了9:40 🏡",
        "8点半我去201找王建国，要是他不屋里没人给我开门，我就直接去204待着。",
    ):
        assert problems_of("张伟", message), message
