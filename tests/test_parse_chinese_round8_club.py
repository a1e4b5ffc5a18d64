"""Chinese, round eight (issue 22, a club's chat; docs/PARSING.md, *Chinese, round eight: a club's
chat*): the classes the tuning sets parse24 and dev24a showed (a university club's QQ group), each said
in words written for the test, not copied from a tuning set, with the variants that must still be
refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

# -- punctuation said aloud (voice input) ----------------------------------------------------------


@cases(
    [
        ("张伟", "八点去花园逗号九点回房间句号", _orders("20:00 go: garden", "21:00 go: home")),
        (
            "张伟",
            "8点去草坪换行9点半回房间从猫眼看",
            _orders("20:00 go: lawn", "21:30 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "九点去209找赵强分号他一个人的话就杀了他感叹号",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "八点冒号从窗户往外看", _orders("20:00 peek: window")),
    ]
)
def test_punctuation_said_aloud_by_voice_input_is_that_punctuation(
    who: str, message: str, expect: str
) -> None:
    # voice input writes the marks a player says as words: 逗号 was read as part of the place
    reads_as(who, message, expect)


def test_punctuation_said_aloud_is_said_back_as_read() -> None:
    parsed = parse_message("八点去花园逗号九点回房间", CHAT, 1, "张伟", game_map(CHAT))
    assert parsed.problems == ()
    assert any("逗号→，" in line for line in parsed.said_back), parsed.said_back


def test_a_word_about_punctuation_is_no_mark() -> None:
    # 用逗号 / 打个问号: a sentence about a mark, not a mark said: unknown, refused as before
    assert problems_of("张伟", "八点去花园，用逗号隔开")
    parsed = parse_message("八点去花园，打个问号", CHAT, 1, "张伟", game_map(CHAT))
    assert not any("问号→" in line for line in parsed.said_back), parsed.said_back


# -- a kill said in a chat's words ---------------------------------------------------------------


@cases(
    [
        ("张伟", "9点去209，赵强一个人就鲨了他", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("张伟", "9点去209 要是赵强一个人在就把他鲨掉", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        (
            "张伟",
            "10点去201，刘洋不在的话就把王建国整死",
            _orders("22:00 go: '201', kill: 王建国, if: {absent: 刘洋}"),
        ),
        (
            "张伟",
            "10点去201，刘洋不在就把王建国带走",
            _orders("22:00 go: '201', kill: 王建国, if: {absent: 刘洋}"),
        ),
        ("张伟", "九点去209 他一个人就给赵强带走了", _orders("21:00 go: '209', kill: 赵强, if: alone")),
    ]
)
def test_a_kill_said_in_a_chats_words_is_that_kill(who: str, message: str, expect: str) -> None:
    # 鲨 (the kill's homophone of the net), 整死, and 带走 after 把 / 给 and a person
    reads_as(who, message, expect)


def test_taken_away_with_nobody_before_it_is_still_refused() -> None:
    assert problems_of("张伟", "9点去209带走")  # whom?
    assert problems_of("张伟", "9点去209，把东西带走")  # no one
    # a kill in a chat's words is still a kill: of a target only (rule 五.10)
    assert problems_of("张伟", "9点去203，Tom一个人就鲨了他")


# -- a campus's forms of address ---------------------------------------------------------------------


@cases(
    [
        ("张伟", "9点去209，赵强学长一个人在就杀了他", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("张伟", "门只给雨桐学姐开", "door: [李雨桐]\norders: []"),
        ("张伟", "门只给李学姐和Tom学长开", "door: [李雨桐, Tom]\norders: []"),
        ("张伟", "10点去201，王师兄一个人就干掉他", _orders("22:00 go: '201', kill: 王建国, if: alone")),
    ]
)
def test_a_campus_form_of_address_after_a_name_is_that_person(who: str, message: str, expect: str) -> None:
    # 学长 / 学姐 / 师兄 after a name, a surname or a nickname: that person, as 王哥 is
    reads_as(who, message, expect)


def test_a_campus_form_of_address_alone_names_no_one() -> None:
    assert problems_of("张伟", "9点去209，学长一个人在就杀了他")
    assert problems_of("张伟", "门只给学姐开")


# -- a meeting said again with "can't" -----------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点去花园，要是看到赵强一个人就杀了他，看不到就回房间",
            _orders("21:00 go: garden, kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "9点去草坪，碰见赵强一个人就干掉，看不见就去花园",
            _orders("21:00 go: lawn, kill: 赵强, if: alone, else: {go: garden}"),
        ),
        (
            "张伟",
            "9点去花园，如果见到赵强一个人就杀了他，没看见就算了。10点回房间",
            _orders("21:00 go: garden, kill: 赵强, if: alone", "22:00 go: home"),
        ),
        (
            "张伟",
            "9点去草坪，遇见王建国一个人就杀了他，见不着拉倒\n10点回屋",
            _orders("21:00 go: lawn, kill: 王建国, if: alone", "22:00 go: home"),
        ),
    ]
)
def test_a_meeting_said_again_with_cant_is_its_otherwise_or_nothing_more(
    who: str, message: str, expect: str
) -> None:
    # 看不到 / 看不见 / 见不着: the meeting negated, as 碰不到 is; "never mind" after it says nothing more
    reads_as(who, message, expect)


def test_cant_see_with_no_meeting_before_it_is_still_refused() -> None:
    assert problems_of("张伟", "9点去花园，看不到就算了。10点回房间")
    assert problems_of("张伟", "9点去花园，看不见就回家")
    # after an otherwise already said: which otherwise?
    assert problems_of("张伟", "9点去花园，要是看到赵强一个人就杀了他，否则回家，看不到就去草坪")


# -- a space after a room number or a Latin name -------------------------------------------------


@cases(
    [
        ("张伟", "九点去209 赵强要是一个人在就杀了他", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        (
            "张伟",
            "10点去201 刘洋要是不在屋 就把王建国干掉",
            _orders("22:00 go: '201', kill: 王建国, if: {absent: 刘洋}"),
        ),
        (
            "张伟",
            "8点半去找Tom 他要是不在就去草坪",
            _orders("20:30 go: '203', if: {present: Tom}, else: {go: lawn}"),
        ),
    ]
)
def test_a_space_after_a_room_number_or_a_latin_name_parts_two_clauses(
    who: str, message: str, expect: str
) -> None:
    # 去209 赵强要是…: the space parts the clauses, as between two Chinese words (spacedsaid.py)
    reads_as(who, message, expect)


def test_a_space_after_a_time_still_keeps_the_time_with_its_order() -> None:
    reads_as("张伟", "2030 去花园 然后十点回房间", _orders("20:30 go: garden", "22:00 go: home"))


# -- "back" typed in English before the room -------------------------------------------------------


@cases(
    [
        ("张伟", "8点go花园，9点半back房间", _orders("20:00 go: garden", "21:30 go: home")),
        (
            "张伟",
            "8点go草坪 9点back 屋里 门孔看",
            _orders("20:00 go: lawn", "21:00 go: home, peek: peephole"),
        ),
    ]
)
def test_back_typed_in_english_before_the_room_is_going_home(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_back_before_someone_elses_room_is_no_going_home() -> None:
    assert problems_of("张伟", "8点go花园，9点半back赵强房间")


# -- a meeting said in the passive ------------------------------------------------------------------

_STANDING_WANG = "\nstanding: [{kill: 王建国, if: alone}]"


@cases(
    [
        (
            "张伟",
            "王建国只要被我碰到一个人就杀了他，整晚有效\n8点去花园",
            _orders("20:00 go: garden") + _STANDING_WANG,
        ),
        (
            "张伟",
            "9点去草坪，赵强要是让我撞见一个人在，就干掉他",
            _orders("21:00 go: lawn, kill: 赵强, if: alone"),
        ),
        ("张伟", "王建国要是叫我逮着落单，直接刀了\n8点去花园", _orders("20:00 go: garden") + _STANDING_WANG),
    ]
)
def test_a_meeting_said_in_the_passive_is_meeting_that_person(who: str, message: str, expect: str) -> None:
    # 被我碰到 / 让我撞见 / 叫我逮着: "if he is met by me", meeting him, as 只要碰到王建国 is
    reads_as(who, message, expect)


def test_the_passive_before_anything_but_a_meeting_is_still_refused() -> None:
    assert problems_of("张伟", "赵强被我杀了\n8点去花园")  # a story, or a boast: not an order
    assert problems_of("张伟", "9点去草坪，被我碰到一个人就杀")  # met: who?


# -- the whole game said as the whole night ------------------------------------------------------


@cases(
    [
        ("张伟", "全场只要碰到王建国一个人就杀\n8点去花园", _orders("20:00 go: garden") + _STANDING_WANG),
        ("张伟", "碰到王建国一个人就杀，全程有效\n8点去花园", _orders("20:00 go: garden") + _STANDING_WANG),
    ]
)
def test_the_whole_game_or_valid_all_night_is_the_whole_night(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- the place said first, then when to go there -------------------------------------------------


@cases(
    [
        ("张伟", "其他时间在204待着 8点过去", _orders("20:00 go: '204'")),
        ("张伟", "9点去草坪，在花园转转 9点半就过去", _orders("21:00 go: lawn", "21:30 go: garden")),
    ]
)
def test_the_place_said_first_then_when_to_go_over_is_going_there_then(
    who: str, message: str, expect: str
) -> None:
    # 在204待着 8点就过去: "I stay at 204; I go over at 8", as 8点就去204待着
    reads_as(who, message, expect)


def test_go_over_with_no_place_or_two_places_before_it_is_still_refused() -> None:
    assert problems_of("张伟", "9点就过去")  # where?
    assert problems_of("张伟", "在花园或者草坪待着 9点过去")  # which?


# -- a message sent a few characters a line ------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "8\n点去\n草坪\n9点\n回房从窗\n户看",
            _orders("20:00 go: lawn", "21:00 go: home, peek: window"),
        ),
        ("张伟", "8点\n去\n204\n10点\n回房", _orders("20:00 go: '204'", "22:00 go: home")),
    ]
)
def test_a_message_sent_a_few_characters_a_line_reads_its_words_whole(
    who: str, message: str, expect: str
) -> None:
    # 窗\n户: the break inside a word parts nothing; 204\n10点 (two digits) stay apart
    reads_as(who, message, expect)


# -- the door locked, and a chat's idioms --------------------------------------------------------


@cases(
    [
        ("张伟", "门今晚锁死\n8点看窗户\n稳如老狗", "door: closed\n" + _orders("20:00 peek: window")),
        ("张伟", "门反锁上，8点看窗户", "door: closed\n" + _orders("20:00 peek: window")),
    ]
)
def test_the_door_locked_and_a_chats_idioms_are_read(who: str, message: str, expect: str) -> None:
    # 锁死 (locked fast) is the door closed; 稳如老狗 ("steady as an old dog") holds no condition
    reads_as(who, message, expect)


def test_the_door_not_locked_is_still_refused() -> None:
    assert problems_of("张伟", "门今晚不锁死，8点看窗户")


# -- a range said again as its length -------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "九点到十点这一个钟头 不管在哪碰到王建国 不管边上有没有人 直接干掉\n8点去花园",
            _orders("20:00 go: garden")
            + "\nstanding: [{kill: 王建国, if: always, from: '21:00', until: '22:00'}]",
        ),
        ("张伟", "8点半到9点这半小时在花园待着", _orders("20:30 go: garden", "21:00 go: home")),
    ]
)
def test_a_range_said_again_as_its_length_is_that_range(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_range_with_a_length_that_is_not_its_own_is_still_refused() -> None:
    assert problems_of("张伟", "九点到十点这两个小时在花园待着")


# -- what someone visited is doing ----------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点去209敲敲门 看看赵强在干嘛 不开就回房间",
            _orders("21:00 go: '209', else: {go: home}"),
        ),
        ("张伟", "9点去203瞧瞧Tom在干啥，10点回房", _orders("21:00 go: '203'", "22:00 go: home")),
    ]
)
def test_what_someone_visited_is_doing_is_why_one_goes(who: str, message: str, expect: str) -> None:
    # 看看X在干嘛: "to see what X is up to"; 干 there is no kill
    reads_as(who, message, expect)


def test_doing_what_beyond_its_closed_words_keeps_its_kill_character() -> None:
    assert problems_of("张伟", "9点去209 看看赵强在干什么坏事")


# -- the last minutes of the night ----------------------------------------------------------------


@cases(
    [
        ("张伟", "10点50去草坪 最后十分钟兜兜风", _orders("22:50 go: lawn")),
        ("张伟", "10点半去花园，最后半小时透透气", _orders("22:30 go: garden")),
    ]
)
def test_the_last_minutes_after_an_order_that_long_before_the_end_say_its_time_again(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_the_last_minutes_after_another_time_are_still_refused() -> None:
    assert problems_of("张伟", "10点去草坪 最后十分钟兜兜风")


# -- a greeting to the group -------------------------------------------------------------------------


@cases(
    [
        ("张伟", "各位晚上好\n8点看窗户", _orders("20:00 peek: window")),
        ("张伟", "家人们好！8点看窗户", _orders("20:00 peek: window")),
        ("张伟", "学长学姐们晚上好～ 8点看窗户", _orders("20:00 peek: window")),
    ]
)
def test_a_greeting_to_the_group_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_greeting_holding_a_time_is_still_read_for_it() -> None:
    assert problems_of("张伟", "各位十点好 8点看窗户")  # 十点: a time with nothing to do at it
