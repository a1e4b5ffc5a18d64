"""Player styles (issue 22, 4 December, night; docs/PARSING.md, *Player styles*): the ways
particular players write, found on the development set dev22, each class said here in words of
our own, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT_GAME, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_KILL_ALONE_ELSE_GARDEN = _orders("21:30 go: '209', kill: 赵强, if: alone, else: {go: garden}")


@cases(
    [
        ("张伟", "九点半去209找赵强，要是他一个仁在就杀了，不是就去花园", _KILL_ALONE_ELSE_GARDEN),
        ("张伟", "九点半去209找赵强，他一人在的话就干掉他，否则去花园", _KILL_ALONE_ELSE_GARDEN),
        ("张伟", "九点半去209找赵强，如果他单读在就杀了他，否则去花园", _KILL_ALONE_ELSE_GARDEN),
        ("张伟", "九点半去209找赵强，如果他一各人在就杀了他，不然去花园", _KILL_ALONE_ELSE_GARDEN),
    ]
)
def test_alone_typed_by_its_sound_after_the_person_is_alone(who: str, message: str, expect: str) -> None:
    # 一个仁 for 一个人 was set aside and the kill read as "if he is there": a misread (dev22)
    reads_as(who, message, expect)


def test_alone_typed_by_its_sound_is_said_corrected() -> None:
    parsed = parse_message(
        "九点半去209找赵强，要是他一个仁在就杀了", CHAT_GAME, 1, "张伟", game_map(CHAT_GAME)
    )
    assert any("一个仁→一个人" in line for line in parsed.said_back), parsed.said_back


def test_a_word_of_a_condition_typed_by_its_sound_is_never_set_aside() -> None:
    for message in (
        "九点半去209找赵强，杀了他，否责去花园",  # 否则 by its sound, where no noun stands
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "九点半去209找赵强，他一个人在就杀了他，要是有人在那儿或者没人开门就去花园",
            _KILL_ALONE_ELSE_GARDEN,
        ),
        (
            "张伟",
            "九点半去209找赵强，他一个人在就杀了他，有别人在那里或者不开门的话就去花园",
            _KILL_ALONE_ELSE_GARDEN,
        ),
    ]
)
def test_someone_there_said_after_or_nobody_opening_is_the_otherwise(
    who: str, message: str, expect: str
) -> None:
    # 有别人在那 (someone else there, "there" said after) was no failure the "otherwise" covers
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点半我去209找赵强 他要是一个人在我就把他杀了 要是不是一个人我就去花园",
            _KILL_ALONE_ELSE_GARDEN,
        ),
        (
            "张伟",
            "八点我在屋里看窗户 九点去草坪 十点回屋",
            _orders("20:00 go: home, peek: window", "21:00 go: lawn", "22:00 go: home"),
        ),
        (
            "张伟",
            "那个九点半啊我去209找赵强 他一个人的话我就干掉他 否则我就去花园",
            _KILL_ALONE_ELSE_GARDEN,
        ),
    ]
)
def test_a_pause_typed_as_a_space_parts_clauses_where_an_order_ends(
    who: str, message: str, expect: str
) -> None:
    # voice input and chat: a space between an order's end and a condition, a time, "otherwise"
    reads_as(who, message, expect)


def test_a_space_where_no_order_ends_parts_nothing() -> None:
    # 如果 他 一个人在: words typed apart, one clause; a space after "if" parts nothing
    reads_as(
        "张伟",
        "九点半去209找赵强，如果 他 一个人在 就杀了他",
        _orders("21:30 go: '209', kill: 赵强, if: alone"),
    )


@cases(
    [
        (
            "张伟",
            "九點半去209搵趙強，如果佢一個人喺度就劏咗佢，唔係就去花園坐陣",
            _KILL_ALONE_ELSE_GARDEN,
        ),
        (
            "张伟",
            "八點喺房度睇窗，跟住九點去草坪，十點返房，用門孔睇住條走廊",
            _orders("20:00 go: home, peek: window", "21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
        ("张伟", "九點去草坪，十點返房，之後唔出房，唔使睇", _orders("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_cantonese_function_words_read_as_their_mandarin(who: str, message: str, expect: str) -> None:
    # 劏咗佢 (kill him), 跟住 (then), 條 (the corridor's classifier), 唔使 (no need), 坐陣 (sit a while)
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去草坪，10点回房，不用偷看", _orders("21:00 go: lawn", "22:00 go: home")),
        (
            "张伟",
            "9点去花园，10点以后待在屋里不出房，也不用看",
            _orders("21:00 go: garden", "22:00 go: home"),
        ),
    ]
)
def test_no_need_to_look_is_not_looking(who: str, message: str, expect: str) -> None:
    # 不用偷看 / 不用看 as 不偷看; 不出房 as 不出屋
    reads_as(who, message, expect)


def test_no_need_to_look_beside_a_look_is_still_refused() -> None:
    assert problems_of("张伟", "10点回房，从门孔看，不用偷看")


@cases(
    [
        ("张伟", "戌正（晚八点）去花园，亥正回屋", _orders("20:00 go: garden", "22:00 go: home")),
        ("张伟", "亥时（九点半）去草坪", _orders("21:30 go: lawn")),
        ("张伟", "九点十分（亥时）去草坪", _orders("21:10 go: lawn")),
        ("张伟", "亥初去草坪，亥正回房", _orders("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_an_old_double_hour_beside_a_clock_time_or_exact_is_read(who: str, message: str, expect: str) -> None:
    # 戌 is 19:00-21:00, 亥 21:00-23:00; 初 its start, 正 its middle
    reads_as(who, message, expect)


def test_an_old_double_hour_that_could_mean_more_is_refused_naming_it() -> None:
    for message, word in (
        ("亥时去草坪", "亥时"),  # a whole double hour: when in it?
        ("戌时（九点半）去草坪", "戌时"),  # 21:30 is not in 戌 (19:00-21:00)
    ):
        found = problems_of("张伟", message)
        assert any(word in str(p) for p in found), (message, [str(p) for p in found])


@cases(
    [
        (
            "张伟",
            "本人今晚拟于八时二十分自本人房间前往花园；九时正自花园移步至草坪；十时整返回本人房间，由猫眼观察走廊。",
            _orders("20:20 go: garden", "21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "八时整于房中凭窗观草坪；九时往花园巡查，直至天明",
            _orders("20:00 go: home, peek: window", "21:00 go: garden"),
        ),
        (
            "张伟",
            "九时前往花园。另，十时以前，除Tom先生外，任何人叩门概不开启。",
            "door: [Tom]\n" + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "九时三十分前往209，倘若赵强独自一人在房内，即刻取其性命；否则改往草坪，于草坪停留。",
            _orders("21:30 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "八时经西侧楼梯下至花园；九时回房，闭门不出",
            _orders("20:00 go: garden, via: west-stairs", "21:00 go: home"),
        ),
    ]
)
def test_the_formal_register_reads_as_the_everyday_words(who: str, message: str, expect: str) -> None:
    # 自 / 由 (from, through), 于 (at), 往 (to), 除…外 (except), 凭窗, 观, 叩门, 移步, 下至, 取其性命
    reads_as(who, message, expect)


def test_a_classical_function_word_elsewhere_stays_unknown() -> None:
    for message in (
        "九时去花园，除赵强外杀了他",  # 除 X 外 beside no door rule: whom?
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        ("王建国", "八点用门孔看走廊和西楼梯", _orders("20:00 peek: peephole")),
        ("王建国", "八点用门孔观察走廊及西楼梯那边", _orders("20:00 peek: peephole")),
    ]
)
def test_the_corridor_and_a_place_looked_at_is_a_look_at_the_place(
    who: str, message: str, expect: str
) -> None:
    # the place named beside the corridor is what one hopes to see: the view, checked; not a going
    reads_as(who, message, expect)


def test_the_corridor_and_a_place_the_peephole_cannot_see_is_refused_naming_the_view() -> None:
    found = problems_of("王建国", "八点用门孔看走廊和东楼梯")
    assert any("东楼梯" in str(p) for p in found), [str(p) for p in found]


@cases(
    [
        (
            "Lily",
            "8:00 wndw til 8:30 then pphl. 9:00 grdn. 10:00 home",
            _orders("20:00 peek: window", "20:30 peek: peephole", "21:00 go: garden", "22:00 go: home"),
        ),
        (
            "Lily",
            "9:10 lawn via w stairs, 10:00 back to rm",
            _orders("21:10 go: lawn, via: west-stairs", "22:00 go: home"),
        ),
        ("张伟", "九点去草皮那边待着，十点回屋", _orders("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_a_terse_gamers_nouns_and_the_stairs_by_their_side(who: str, message: str, expect: str) -> None:
    # a noun texted without its vowels (wndw, pphl, grdn); the stairs by the side's letter; 草皮 (turf)
    reads_as(who, message, expect)


def test_a_word_without_vowels_that_is_no_noun_or_two_is_still_refused() -> None:
    for message in ("8:00 wndw, 9:00 grdn, 9:30 tmbl", "8:00 wndw, 9:00 crdr"):
        assert problems_of("Lily", message), message


_KILL_TOM_ELSE_GARDEN = _orders("21:30 go: '203', kill: Tom, if: alone, else: {go: garden}")


@cases(
    [
        (
            "Lily",
            "9.30pm go 203 find Tom. If he alone, kill him. If got people or nobody open door, go garden",
            "",
        ),
        (
            "Lily",
            "At 9:30 I go to 203, if Tom is alone I kill him, "
            "if not alone or nobody open the door I go garden",
            "",
        ),
        (
            "Lily",
            "At 9:30 pm I will go to room 203; if Tom is alone, kill him; "
            "if nobody is opening, I will go to the garden",
            "",
        ),
    ]
)
def test_a_learners_and_singlish_failures_are_the_otherwise(who: str, message: str, expect: str) -> None:
    # "got people" (someone there), "nobody open (the) door", "nobody is opening": the knock refused
    reads_as(who, message, _KILL_TOM_ELSE_GARDEN)


@cases(
    [
        (
            "Lily",
            "8pm itself I watch the lawn from the window. 9pm garden. "
            "Dun open door for anybody before 10. Please do the needful",
            _orders("20:00 peek: window", "21:00 go: garden") + "\ndoor: closed",
        ),
        (
            "Lily",
            "9pm go lawn, 10pm back my room, other time just stay my room, no need peek one",
            _orders("20:00 go: home", "21:00 go: lawn", "22:00 go: home"),
        ),
        (
            "Lily",
            "My plan is as follows only: 9pm I go to garden for see the stars, 10pm home",
            _orders("21:00 go: garden", "22:00 go: home"),
        ),
    ]
)
def test_indian_and_singapore_english_around_the_orders(who: str, message: str, expect: str) -> None:
    # "itself" after a time (emphasis), "do the needful", "dun" (don't), "no need peek" (no look)
    reads_as(who, message, expect)


def test_dun_before_a_going_is_still_a_negation_refused() -> None:
    assert problems_of("Lily", "9pm dun go garden, 10pm lawn")


_STANDING_KILL = "standing: [{kill: 赵强, if: alone}]"


@cases(
    [
        ("张伟", "九點去花園囉～十點回來房間喔", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "九点去花园耶，十点回房咧", _orders("21:00 go: garden", "22:00 go: home")),
        (
            "张伟",
            "九点去花园。门的话十点前都不要帮别人开喔",
            "door: closed\n" + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "九点去花园，十点回来房间。然后整晚只要在哪里遇到赵强一个人，就把他解决掉",
            _orders("21:00 go: garden", "22:00 go: home") + "\n" + _STANDING_KILL,
        ),
    ]
)
def test_taiwanese_particles_and_phrasing_are_read(who: str, message: str, expect: str) -> None:
    # 囉 / 耶 / 咧 (particles), 幫別人開 (open for others), 回來房間, 然後 opening the night's kill
    reads_as(who, message, expect)


def test_then_all_night_before_anything_but_a_standing_kill_stays_as_said() -> None:
    # 然后整晚待在房间 after 10点回房: from when? not read as the whole night
    assert problems_of("张伟", "九点去花园，十点回房。然后整晚待在房间")


@cases(
    [
        (
            "张伟",
            "8:00-8:30 窗户位盯草坪\n8点半冲204摸鱼\n9点40溜回房 门孔位蹲着",
            _orders("20:00 peek: window", "20:30 go: '204'", "21:40 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "8:00-8:50 窗户蹲草坪，9点去花园",
            _orders("20:00 peek: window", "21:00 go: garden"),
        ),
        (
            "张伟",
            "9点半去209找赵强 他要是单着直接带走 不是一个人的话就撤 去花园苟着 其余时段房里躺平",
            _orders("20:00 go: home", "21:30 go: '209', kill: 赵强, if: alone, else: {go: garden}"),
        ),
    ]
)
def test_script_game_jargon_and_net_slang_are_read(who: str, message: str, expect: str) -> None:
    # 窗户位 / 门孔位 (the window's, the peephole's position), 窗户蹲草坪 (camping the lawn from the
    # window: a look), 摸鱼 (slacking, after the place), 单着 (alone), 直接带走 (kill), 撤 (leave), 苟着
    reads_as(who, message, expect)


def test_camping_a_place_not_from_the_window_is_still_a_stay_there() -> None:
    # 蹲草坪 with no window before it: staying on the lawn, not a look at it
    reads_as("张伟", "9点蹲草坪，10点回屋", _orders("21:00 go: lawn", "22:00 go: home"))


def test_an_officers_knock_to_question_someone_is_the_visit() -> None:
    reads_as("张伟", "9点40去209敲门查赵强 没人开就回屋", _orders("21:40 go: '209', else: {go: home}"))
