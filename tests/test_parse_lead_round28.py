"""Round twenty-eight of issue 22: what the reader refused or misread on the tuning sets of new
writers' styles (benchmarks/heldout/parse102, parse103, and older tuning sets), each as a general
form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202; 周正, 孙明 and Kate
are the police (no room, starting in 204)."""

from __future__ import annotations

import shutil
from pathlib import Path

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT_GAME, cases, order_list, problems_of, reads_as


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
        (
            "张伟",
            "8点 窗户（草坪）\n9点去花园",
            order_list("20:00 peek: window", "21:00 go: garden"),
        ),
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
        (
            "Tom",
            "9pm the garden or the lawn, garden i guess. 10 home",
            order_list("21:00 go: garden", "22:00 go: home"),
        ),
        ("Tom", "at 9 either the garden or the lawn... the garden", order_list("21:00 go: garden")),
        ("张伟", "9点要么草坪要么花园……花园吧。", order_list("21:00 go: garden")),
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


def test_a_title_before_a_declared_nickname(tmp_path: Path) -> None:
    """ "Ms Tangtang" was an unknown word: English titles were built for the cast's own names only,
    never for the nicknames the GM declared in game.yaml."""
    game = tmp_path / "game"
    shutil.copytree(CHAT_GAME, game)
    with (game / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  陈美玲: [Meimei]\n")
    reads_as(
        "Tom",
        "At 9 I go to 207. If Ms Meimei is alone there, kill her. Otherwise back home.",
        order_list("21:00 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        game,
    )


@cases(
    [
        ("周正", "22:00整返回娱乐室，从窗户观察花园。", order_list("22:00 go: '204', peek: window")),
        ("张伟", "21:00正去草坪。", order_list("21:00 go: lawn")),
        (
            "张伟",
            "一开始待在房间从窗户看草坪，9点去花园。",
            order_list("20:00 go: home, peek: window", "21:00 go: garden"),
        ),
    ]
)
def test_on_the_dot_after_a_clock_and_the_games_start(who: str, message: str, expect: str) -> None:
    """22:00整 was refused at 整, 一开始 at 一: on the dot, and the night's first order."""
    reads_as(who, message, expect)


def test_a_clock_before_the_whole_night_is_not_on_the_dot() -> None:
    """20:00整晚: 整 opens "all night" there, never the dot's."""
    reads_as("张伟", "20:00整晚看窗户。", order_list("20:00 peek: window"))


@cases(
    [
        (
            "Tom",
            "Aye GM. Ah'll bide in ma wee room the first hour keekin oot the windae at the lawn. At nine "
            "Ah'm gonnae nip ower tae the common room for a blether, then back hame at ten an' watch "
            "through the peephole, ken.",
            order_list("20:00 go: home, peek: window", "21:00 go: '204'", "22:00 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "Nae plans the night. Door's open tae awbody, Ah'm no feart. Peephole fae eight tae half nine, "
            "windae efter that.",
            order_list("20:00 peek: peephole", "21:30 peek: window"),
        ),
    ]
)
def test_more_scots(who: str, message: str, expect: str) -> None:
    """wee, bide, keekin, ower, blether, an', the night, awbody, no feart: unknown words before."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚我整晚都在房里，惊死😂 九点到十点看窗户。",
            order_list("20:00 go: home", "21:00 peek: window", "22:00 go: home"),
        ),
        ("Tom", "I'm scared lol. 9pm lawn, 10 home.", order_list("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_a_fear_said_is_set_aside(who: str, message: str, expect: str) -> None:
    """How the player feels holds no order."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "ok plan: 9:40 go to 207. if Mei Ling's literally alone in there, kill her. "
            "if not just come back home",
            order_list("21:40 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
        (
            "Tom",
            "at 10 im going to the garden, and like, if i see Liu Yang there at all im killing him, "
            "idc who's around",
            order_list("22:00 go: garden, kill: 刘洋, if: always"),
        ),
    ]
)
def test_a_teenagers_intensifiers(who: str, message: str, expect: str) -> None:
    """ "literally" was read as a name, "at all" and "idc who's around" as unknown words."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "讲两桩事体：阿拉屋里十点钟前头只开门拨李雨桐搭周正，别人敲门一律勿开。九点到十点，只要碰着"
            "赵强一家头，就杀脱伊。",
            "door: [李雨桐, 周正]\norders: [{at: '20:00', go: home}]\n"
            "standing: [{kill: 赵强, if: alone, from: '21:00', until: '22:00'}]",
        ),
        (
            "张伟",
            "阿拉八点半到花园去白相相，九点钟转来，从窗口看草坪，啥也覅做了。交关谢谢侬！",
            order_list("20:30 go: garden", "21:00 go: home, peek: window"),
        ),
    ]
)
def test_more_shanghainese(who: str, message: str, expect: str) -> None:
    """拨 (to whom the door opens), 搭 (and), 碰着, 覅, 交关 were unknown words."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "我还是待在房间，看窗户。", order_list("20:00 go: home, peek: window")),
        ("张伟", "9点去草坪。\n补充：门还是开着，谁来都行。", "door: open\n" + order_list("21:00 go: lawn")),
    ]
)
def test_haishi_as_still(who: str, message: str, expect: str) -> None:
    """还是 opening a sentence before a stay or the door is "still", not a choice."""
    reads_as(who, message, expect)


def test_an_order_named_by_its_time_no_longer_going_there() -> None:
    """ "PS：9点那个不去草坪了，改成去204" was two orders at 9:00."""
    reads_as(
        "张伟",
        "8点半去花园，9点去草坪，9点半回房。\nPS：9点那个不去草坪了，改成去204。",
        order_list("20:30 go: garden", "21:00 go: '204'", "21:30 go: home"),
    )


def test_an_order_named_by_its_time_denied_another_place_is_refused() -> None:
    """The place said no longer gone to must be the order's own: which is meant is not guessed."""
    assert problems_of("张伟", "8点半去花园，9点去草坪。PS：9点那个不去花园了，改成去204。")


def test_a_fear_in_brackets_is_a_reason() -> None:
    """（怕她室友回来） was refused at 怕她: what one fears is why, as （因为…） is."""
    reads_as(
        "张伟",
        "1. 八点去202聊天（打听消息）\n2. 八点四十回来（怕她室友回来）\n3. 十点去草坪（免得被人看见）",
        order_list("20:00 go: '202'", "20:40 go: home", "22:00 go: lawn"),
    )


def test_a_fear_in_brackets_holding_an_order_is_not_set_aside() -> None:
    """（怕他不在就去204） says an "otherwise": never dropped as a reason."""
    assert problems_of("张伟", "9点去209（怕他不在就去204）")


@cases(
    [
        (
            "张伟",
            "10点10分去209找赵强，他一个人就杀了他。他不是一个人呢？那就去草坪。",
            order_list("22:10 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "10点10分去209找赵强。他不在呢？那就回来。",
            order_list("22:10 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
    ]
)
def test_what_if_then(who: str, message: str, expect: str) -> None:
    """ "他不是一个人呢？那就去草坪" was refused at the question: a condition asked with 呢 and answered by
    那就 at once is that condition's "if"."""
    reads_as(who, message, expect)


def test_what_if_unanswered_stays_a_question() -> None:
    """Without 那 after it there is nothing to read as its "then": a question for the GM, as before."""
    parsed = parse_message("10点10分去209找赵强。他不在呢？", CHAT_GAME, 1, "张伟", game_map(CHAT_GAME))
    assert parsed.sheet is not None and parsed.questions == ("他不在呢？",)
    assert [o.action.otherwise for o in parsed.sheet.orders] == [None]


@cases(
    [
        (
            "张伟",
            "呃……我想了想……10点半去209找赵强……如果他一个人的话……就、就杀了他吧……\n"
            "要是他不是一个人……我就回自己房间……好可怕😭",
            order_list("22:30 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "我……10点去209……如果赵强在的话就聊几句……他不在就……就去204吧……",
            order_list("22:00 go: '209', if: {present: 赵强}, else: {go: '204'}"),
        ),
        (
            "张伟",
            "要是……要是碰到赵强一个人……就……杀了他吧……\n我9点去花园……9点40回来……",
            order_list("21:00 go: garden", "21:40 go: home")
            + "\nstanding: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_a_pause_is_no_sentences_end(who: str, message: str, expect: str) -> None:
    """A nervous writer's ……: a condition cut from what it leads to was refused (one place per
    order), a stammer across a pause read as two words."""
    reads_as(who, message, expect)


def test_an_ellipsis_between_two_orders_still_ends_the_first() -> None:
    reads_as("张伟", "9点去花园……10点回房", order_list("21:00 go: garden", "22:00 go: home"))


def test_a_knife_after_an_arrow_is_the_kill() -> None:
    """ "if she's alone => 🔪 her": the arrow between the case and the knife hid the case."""
    reads_as(
        "Tom",
        "9:10 -> 207 (Mei Ling) … if she's alone => 🔪 her. else -> garden.",
        order_list("21:10 go: '207', kill: 陈美玲, if: alone, else: {go: garden}"),
    )


def test_a_lawyers_condition_and_exception() -> None:
    """ "provided always that" and "save and except" were refused at "always" and the sentence's end."""
    reads_as(
        "Tom",
        "At 8:40 p.m. I shall go to Room 207, provided always that Lily is present; in the event that she "
        "is not, I shall instead proceed to the garden. Prior to 10:00 p.m. my door shall be open to all "
        "persons save and except Zhang Wei.",
        "door: [Lily, 刘洋, 李雨桐, 王建国, 赵强, 陈美玲, 周正, 孙明, Kate]\n"
        + order_list("20:40 go: '207', if: {present: Lily}, else: {go: garden}"),
    )


def test_a_change_said_into_the_phone() -> None:
    """Voice input with no marks: 哦不对 between two routes was refused as a negation."""
    reads_as(
        "周正",
        "八点半下楼去花园走西边楼梯哦不对走东边楼梯九点十分去草坪九点五十回娱乐室",
        order_list("20:30 go: garden, via: [east-stairs]", "21:10 go: lawn", "21:50 go: '204'"),
    )


def test_a_standing_kills_end_said_after_it() -> None:
    """ "一直到11点" after the kill had no order before it (until what?): the kill's window's end."""
    reads_as(
        "张伟",
        "9点去204坐着。10点起，不管在哪碰到赵强一个人就杀了他，一直到11点。",
        order_list("21:00 go: '204'")
        + "\nstanding: [{kill: 赵强, if: alone, from: '22:00', until: '23:00'}]",
    )


@cases(
    [
        (
            "张伟",
            "1. 开局待在房间从窗户看草坪（先观察）\n2. 9点去花园",
            order_list("20:00 go: home, peek: window", "21:00 go: garden"),
        ),
        (
            "张伟",
            "1. 20:00 留在房间（开局走动的人多）\n2. 20:40 前往204",
            order_list("20:00 go: home", "20:40 go: '204'"),
        ),
    ]
)
def test_the_games_start_opening_a_sentence(who: str, message: str, expect: str) -> None:
    """开局 opening a sentence before what one does is the night's first order; inside a remark it
    stays the remark's word."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "我8点半去花园散步，10点20回房。门都开着没关系",
            "door: open\n" + order_list("20:30 go: garden", "22:20 go: home"),
        ),
        (
            "张伟",
            "整晚在房里看草坪。从九点到十点半，不管我人在哪儿，只要碰到赵强身边没别人，我就下手。",
            order_list("20:00 go: home, peek: window")
            + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_no_matter_said_casually(who: str, message: str, expect: str) -> None:
    """没关系 after the door, and 不管我人在哪儿, were refused at 关系 and 儿."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "10点去204，啊不是，去花园。10点半回房。", order_list("22:00 go: garden", "22:30 go: home")),
        (
            "张伟",
            "9点去花园，10点回房。刚才说错了，是9点10分去花园。",
            order_list("21:10 go: garden", "22:00 go: home"),
        ),
        ("Tom", "9pm garden (typo, 9:20). 10 home.", order_list("21:20 go: garden", "22:00 go: home")),
    ]
)
def test_more_ways_of_owning_a_slip(who: str, message: str, expect: str) -> None:
    """啊不是, 刚才说错了 and "typo" were no change words: refused at 不, 刚才, or the new time."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "head out at 9 to the garden, back at 10", order_list("21:00 go: garden", "22:00 go: home")),
        (
            "张伟",
            "the lawn, heading out at 8:30, back at 9:10",
            order_list("20:30 go: lawn", "21:10 go: home"),
        ),
    ]
)
def test_heading_out_is_going(who: str, message: str, expect: str) -> None:
    """ "head out" and "heading out" were unknown words where "set off" was read."""
    reads_as(who, message, expect)
