"""Round thirty-five of issue 22: what the reader refused on the tuning sets (benchmarks/heldout/
parse123, parse124, and older tuning sets), each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 (201) and 赵强 (209); Tom sleeps in 203, his targets are 陈美玲 (207)
and 刘洋 (201); 李雨桐 sleeps in 202 (the garden from her window); 周正, 孙明 and Kate are the police."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.parsekit import CHAT_GAME, cases, order_list, problems_of, reads_as


def _renamed(tmp_path: Path, old: str, new: str) -> Path:
    """The chat corpus's game with ``old`` called ``new``."""
    game = tmp_path / "game"
    shutil.copytree(CHAT_GAME, game)
    said = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(said.replace(old, new), encoding="utf-8")
    return game


def test_gm_dada_is_no_one_whose_given_name_starts_with_da(tmp_path: Path) -> None:
    """``谢谢GM大大😘``: 大大 is how a chat addresses the GM, not a nickname of 王大海 (大 opens his given
    name as a word of size, not as his name); 大哥 and 大姐 are everyone's too. 大大 was read as 王大海
    and the message refused."""
    game = _renamed(tmp_path, "王建国", "王大海")
    reads_as(
        "李雨桐",
        "GM晚上好呀～ 9点去204找大家玩 10点再回来从窗户看～ 谢谢GM大大😘",
        order_list("21:00 go: '204'", "22:00 go: home, peek: window"),
        game,
    )
    assert problems_of("张伟", "十点去201找大哥，他一个人就杀了他。", game)


@cases(
    [
        (
            "张伟",
            "20:30前往201室拜访王建国同志，如其单独在室，即杀了他；否则返回本人房间。",
            order_list("20:30 go: '201', kill: 王建国, if: alone, else: {go: home}"),
        ),
        (
            "周正",
            "GM同志：今晚安排如下。20:50前往204室，与同志们开展交流；22:00前往201找王同志。",
            order_list("20:50 go: '204'", "22:00 go: '201'"),
        ),
    ]
)
def test_comrade_after_a_name_and_to_the_gm(who: str, message: str, expect: str) -> None:
    """``王建国同志``, ``王同志``: 同志 after a name (or a surname) is a form of address, as 先生 is;
    ``GM同志`` and ``与同志们开展交流`` at a place are what an official says, set aside. 同志 was a word
    the reader did not know (a slip of 同屋)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "十点碰到那个四川娃儿王建国，只要他一个人，就杀了他。其余时间在屋里。",
            order_list("20:00 go: home")
            + "\nstanding: [{kill: 王建国, if: alone, from: '22:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "9点去203找美国佬Tom聊天，10点回屋。",
            order_list("21:00 go: '203'", "22:00 go: home"),
        ),
    ]
)
def test_who_the_person_is_said_right_before_the_name(who: str, message: str, expect: str) -> None:
    """``碰到那个四川娃儿王建国``, ``找美国佬Tom``: a description glued to the name right after what is
    done to a person (找, 碰到, 杀了) is read with the name. It was refused as a word the reader did
    not know."""
    reads_as(who, message, expect)


def test_from_a_room_by_the_stairs_to_a_place() -> None:
    """``由204室经东楼梯前往花园``: where one leaves from, then the stairs, then the going; the place
    left is checked against the orders before. It was refused at 204室 (a look expected)."""
    reads_as(
        "周正",
        "20:50前往204。21:30由204室经东楼梯前往花园。22:00返回204。",
        order_list("20:50 go: '204'", "21:30 go: garden, via: [east-stairs]", "22:00 go: '204'"),
    )


def test_a_failure_said_with_someone_else_in_the_room_or_nobody_opening() -> None:
    """``如室内另有他人，或无人应门，则转往204室``: 室内 is the room (as 房内 is), and the two failures
    are one otherwise. 室内 was a word the reader did not know."""
    reads_as(
        "张伟",
        "20:30去201找王建国，他一个人就杀了他；如室内另有他人，或无人应门，则转往204室。",
        order_list("20:30 go: '201', kill: 王建国, if: alone, else: {go: '204'}"),
    )


@cases(
    [
        (
            "张伟",
            "刚才发那条作废啊 重新来 八点半去花园 九点回屋",
            order_list("20:30 go: garden", "21:00 go: home"),
        ),
        (
            "周正",
            "行动计划（修订版，以此为准，此前所发作废）：\n1. 晚八时三十分，前往草坪\n2. 晚九时返回204",
            order_list("20:30 go: lawn", "21:00 go: '204'"),
        ),
    ]
)
def test_an_earlier_message_taken_back_and_started_over(who: str, message: str, expect: str) -> None:
    """``刚才发那条作废啊 重新来``, ``（修订版，以此为准，此前所发作废）`` then ``1. 晚八时三十分``: the
    earlier message taken back, the orders said anew (a version's heading, starting over, the
    list's number and the evening before its time are no orders). They were refused at 重新来 and
    所发作废."""
    reads_as(who, message, expect)


def test_starting_over_after_an_order_is_still_refused() -> None:
    """``重来`` after an order of this message may take it back: which one? Refused, not guessed."""
    assert problems_of("张伟", "八点半去花园 重来 九点去草坪")


@cases(
    [
        (
            "张伟",
            "俺今晚八点半上204唠会儿嗑，九点半回屋趴窗户那嘎瞅着。",
            order_list("20:30 go: '204'", "21:30 go: home, peek: window"),
        ),
        (
            "张伟",
            "整宿不管在哪旮旯，只要碰着王建国一个人，直接给他整没了，别磨叽。",
            "standing: [{kill: 王建国, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_northeastern_there_anywhere_and_done_away_with(who: str, message: str, expect: str) -> None:
    """``窗户那嘎``: over there; ``哪旮旯``: wherever; ``给他整没了``: killed him. Each is Northeastern
    (旮旯, 整没了 and 那嘎 mark the message so, as 俺 does). They were refused as words the reader did
    not know (嘎 was asked who it is)."""
    reads_as(who, message, expect)


def test_an_earlier_message_taken_back_twice_over() -> None:
    """``刚才那条作废作废！！以这条为准``: the verdict said twice over takes the earlier message back as
    once does. It was refused as a word the reader did not know."""
    reads_as(
        "李雨桐",
        "不好意思GM😭刚才那条作废作废！！以这条为准👇\n8点半去204\n9点20回房间 从猫眼盯着走廊",
        order_list("20:30 go: '204'", "21:20 go: home, peek: peephole"),
    )


def test_if_not_alone_said_yao_bu_shi() -> None:
    """``要是赵强一个人在屋头，就把他做了，要不是一个人我就去草坪``: 要不是一个人 after the kill's case is
    "if he is not alone", the kill's otherwise. It was refused at 一个人."""
    reads_as(
        "张伟",
        "晚上十点二十我去209，要是赵强一个人在屋头，就把他做了，要不是一个人我就下楼去草坪。",
        order_list("22:20 go: '209', kill: 赵强, if: alone, else: {go: lawn}"),
    )


@cases(
    [
        (
            "周正",
            "九点整亲往花园一探：若那王建国在园中，便留在园中盯住他；若他不在，便转去草坪看看。",
            order_list("21:00 go: garden, if: {present: 王建国}, else: {go: lawn}"),
        ),
        (
            "周正",
            "九点去花园：如果王建国在花园，就待在花园；不在就去草坪。",
            order_list("21:00 go: garden, if: {present: 王建国}, else: {go: lawn}"),
        ),
    ]
)
def test_the_place_gone_to_named_again_in_its_case(who: str, message: str, expect: str) -> None:
    """``去花园：若那王建国在园中，便留在园中盯住他``: the place just gone to, named again (园中 is the
    garden) in the case on the person there and in staying on, is "there"; 那 before the name points
    at him; keeping an eye on him is no look through a window, set aside. They were refused (a
    second going in one slot; the name after 那; the grammar waiting after 盯住他)."""
    reads_as(who, message, expect)


def test_watching_a_person_through_the_window_is_still_refused() -> None:
    """``从窗户盯着他``: a window named with the person watched asks for what the window cannot
    promise (whom it shows): refused, never set aside."""
    assert problems_of("周正", "九点去204从窗户盯着他")


def test_a_quiet_look_and_a_patrol_said_in_a_storyteller_voice() -> None:
    """``本府在餐厅临窗而坐，静观花园动静；九点半移步草坪，巡视一番``: 静观 is a look (as 观 is), and
    一番 after what one does there is "a while", as 一下 is. They were refused."""
    reads_as(
        "周正",
        "话说今夜月黑风高，八点整，本府在餐厅临窗而坐，静观花园动静；九点半移步草坪，巡视一番；十点回到餐厅。",
        order_list("20:00 go: '204', peek: window", "21:30 go: lawn", "22:00 go: '204'"),
    )


def test_being_over_there_after_if_and_a_name_is_the_case() -> None:
    """``如果王建国不在那边的话我就一直在那边待着如果王建国也在那边我就回我自己房间``: 在那边 after "if" and a
    person is their being there, the case (it was dropped as a filler, as after a going, and the
    order was refused)."""
    reads_as(
        "张伟",
        "九点钟我去209找赵强玩如果王建国不在那边的话我就一直在那边待着如果王建国也在那边我就回我自己房间好了",
        order_list("21:00 go: '209', if: {absent: 王建国}, else: {go: home}"),
    )


def test_leaving_a_place_by_the_stairs_down_to_another() -> None:
    """``九点四十从餐厅走西边的楼梯下去花园``: where one leaves from, the stairs taken, then the place
    gone to (下去 says nothing more). It was refused at 餐厅 (a look expected)."""
    reads_as(
        "张伟",
        "八点五十去餐厅然后九点四十从餐厅走西边的楼梯下去花园十点二十回房间",
        order_list("20:50 go: '204'", "21:40 go: garden, via: [west-stairs]", "22:20 go: home"),
    )


@cases(
    [
        (
            "张伟",
            "咱屋门十点前谁敲都不开昂。九点半我下去花园转悠，十点半回屋。九点半到十点半之间，要是在哪碰着那个"
            "赵强，旁边没有王建国那老哥，就直接给他撂倒。",
            "door: closed\n"
            + order_list("20:00 go: home", "21:30 go: garden", "22:30 go: home")
            + "\nstanding: [{kill: 赵强, if: {absent: 王建国}, from: '21:30', until: '22:30'}]",
        ),
        (
            "Tom",
            "九点二十去拜会那陈美玲，她一个人就杀了她，否则回屋。",
            order_list("21:20 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
        (
            "Tom",
            "十点以后要是碰着陈美玲，旁边没有李雨桐那老妹儿，就杀了她。",
            "standing: [{kill: 陈美玲, if: {absent: 李雨桐}, from: '22:00', until: '23:00'}]",
        ),
    ]
)
def test_nobody_beside_but_and_that_fellow_after_a_name(who: str, message: str, expect: str) -> None:
    """``旁边没有王建国``: with no 王建国 beside him, 王建国 not there; ``王建国那老哥``, ``刘洋那老妹儿``:
    the name and "that fellow", one person; ``拜会那陈美玲``: 那 before the name points at her;
    ``咱屋``: our room; ``给他撂倒``: killed (Northeastern). Each was refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "ok so tonight i'm stayin in my room til 9, then heading down to the garden. back to my room at "
            "10. not opening up for anyone before 10 pls, not in the mood lol",
            "door: closed\n" + order_list("20:00 go: home", "21:00 go: garden", "22:00 go: home"),
        ),
        (
            "Tom",
            "at 9:40 i'm gonna knock on 陈美玲's door (207). if she's alone in there i'm taking her out. if "
            "she doesn't open or someone else is in there i'll bail to the common room.",
            order_list("21:40 go: '207', kill: 陈美玲, if: alone, else: {go: '204'}"),
        ),
        (
            "Tom",
            "At 9:40 pm I am going to room 207. If 陈美玲 is alone then kill her. If some other person is "
            "also there or she is not opening door, I will come back to my room.",
            order_list("21:40 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
    ]
)
def test_english_door_shut_and_failures_as_players_type_them(who: str, message: str, expect: str) -> None:
    """ "not opening up for anyone before 10": the door shut ("not in the mood" set aside); "someone else
    is in there", "some other person is also there", "she is not opening door": the ways a visit
    fails. Each was refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "g'day mate 8pm heading down to the garden, then lawn at 8:40 for a smoko, back to me room at "
            "9:30",
            order_list("20:00 go: garden", "20:40 go: lawn", "21:30 go: home"),
        ),
        (
            "Tom",
            "ok change of plans 21:00 go to 201 and see old mate liu, if hes by himself im taking him out. "
            "if not, go to the lawn. 22:00 home",
            order_list("21:00 go: '201', kill: 刘洋, if: alone, else: {go: lawn}", "22:00 go: home"),
        ),
    ]
)
def test_australian_english(who: str, message: str, expect: str) -> None:
    """ "for a smoko" (why one goes), "me room" (my room), "old mate Liu" (Liu): each was refused."""
    reads_as(who, message, expect)


def test_a_storytellers_she_before_the_kill_is_the_sender() -> None:
    """``不管身边有没有人，她都会毫不犹豫地杀了他``: the storyteller's 她 right before a kill of someone
    else is the sender, who kills. It was refused at 杀了 (她 read as the one it is done to)."""
    reads_as(
        "李雨桐",
        "整个晚上，无论在哪里遇见王建国，不管身边有没有人，她都会毫不犹豫地杀了他——这是幕后黑手的命令。",
        "standing: [{kill: 王建国, if: always, from: '20:00', until: '23:00'}]",
    )


def test_not_in_room_is_not_there() -> None:
    """ "If she is not in room, I go to 204": "not in room", without "the", is not there. It was read
    as a second going in the slot."""
    reads_as(
        "张伟",
        "At 9:00 I visit room 207 for talk with 陈美玲. If she is not in room, I go to 204 and wait there.",
        order_list("21:00 go: '207', if: {present: 陈美玲}, else: {go: '204'}"),
    )


def test_nine_something_is_a_vague_time() -> None:
    """``九点几``, ``九點幾``: some time after nine is no slot, refused as vague (it was read as 9:00,
    几 set aside with the word after it)."""
    for message in ("今晚我九点几先去204坐坐。", "今晚我九點幾先去204坐吓。"):
        (problem,) = problems_of("张伟", message)
        assert problem.kind == "vague_time", problem


def test_staying_at_home_said_with_dao_in_sichuanese() -> None:
    """``就守到屋头 从窗子看草坪``: 到 before where one stays is 在 in Sichuan (守到屋头, at home). It was
    refused at 屋头."""
    reads_as("张伟", "今晚就守到屋头 从窗子看草坪", order_list("20:00 go: home, peek: window"))


def test_put_to_death_on_the_spot_said_in_a_literary_voice() -> None:
    """``若那赵强独自在房，便将他就地正法``: 将他 is 把他 and 就地正法 the kill, in the literary voice;
    an officer saying it is refused because police cannot kill (it was refused at 将他)."""
    reads_as(
        "张伟",
        "吾今夜九点亲赴209，若那赵强独自在房，便将他就地正法。",
        order_list("21:00 go: '209', kill: 赵强, if: alone"),
    )
    (problem,) = problems_of("周正", "本府今夜九点亲赴209，若那赵强独自在房，便将他就地正法，以儆效尤！")
    assert problem.kind == "rule:kill" and "警察不能杀人" in problem.text, problem


@cases(
    [
        ("张伟", "今晚7点半我就先去花园占个好位置 9点回房间看窗户", "杀人时段是每晚8点到11点"),
        ("张伟", "十點前喺房睇窗 十一點半先落去草坪行下", "11:00结束"),
        ("张伟", "gonna sit at my peephole all night and watch the east stairs", "cannot see"),
    ]
)
def test_a_refusal_says_the_rule_in_the_seeds_words(who: str, message: str, expect: str) -> None:
    """A time outside the night is refused in the seed's words (五.1 杀人时段是晚上8点到11点, and when the
    night ends); a peephole asked for what it cannot show says it cannot see it."""
    assert any(expect in p.text for p in problems_of(who, message))


def test_a_door_shut_but_for_one_with_an_emoji_between() -> None:
    """``门谁都不给开🙅‍♀️ 除了Lily💕``: the door shut but for Lily, an emoji where a comma would be, is the
    door only for her. It was refused (the message read as unfinished)."""
    reads_as("Tom", "门谁都不给开🙅‍♀️ 除了Lily💕", "door: [Lily]")


def test_a_door_opened_for_only_some_and_a_window_side() -> None:
    """ "my door should be opened for only Lily and Kate", "watching from window side": the door only
    for them, and the window. "opened" was a word the reader did not know there."""
    reads_as(
        "Tom",
        "Before 10 pm my door should be opened for only Lily and Kate, nobody else please. I will be "
        "staying in my room whole night, watching from window side.",
        "door: [Lily, Kate]\n" + order_list("20:00 go: home, peek: window"),
    )


@cases(
    [
        (
            "周正",
            "20:30前往草坪。21:00返回204。其余时间在204，不作观察。",
            order_list("20:00 go: '204'", "20:30 go: lawn", "21:00 go: '204'"),
        ),
        (
            "张伟",
            "今晚乜都唔做 喺房度瞓覺 邊個敲門都唔開 聽日見",
            "door: closed\n" + order_list("20:00 go: home"),
        ),
    ]
)
def test_no_watching_said_officially_and_see_you_tomorrow_in_cantonese(
    who: str, message: str, expect: str
) -> None:
    """``不作观察`` (no watching, as 不看), ``聽日見`` (see you tomorrow, set aside): each was refused."""
    reads_as(who, message, expect)


def test_lying_at_the_window_said_with_dao_in_sichuanese() -> None:
    """``回来就趴到窗子看草坪``: 到 before the window one stays at is 在 in Sichuan. It was refused at
    窗子."""
    reads_as(
        "张伟",
        "十点过十分回来 回来就趴到窗子看草坪 莫得其他的了",
        order_list("22:10 go: home, peek: window"),
    )


def test_a_knife_right_after_meeting_someone_anywhere() -> None:
    """``10点以后 在哪碰到赵强都直接🔪``: the knife right after meeting the person is the kill, the
    meeting its case. It was refused at the knife."""
    reads_as(
        "张伟",
        "10点以后 在哪碰到赵强都直接🔪 有没有人都无所谓了 豁出去了😤😤",
        "standing: [{kill: 赵强, if: always, from: '22:00', until: '23:00'}]",
    )


def test_a_military_time_before_the_night_is_refused_as_such() -> None:
    """ "1930 garden. 2100 back to common room.": 1930 is 19:30, before the night, refused by the rule
    (it was a word the reader did not know)."""
    (problem,) = problems_of("Kate", "Kate. 1930 garden. 2100 back to common room.")
    assert problem.kind == "outside_night", problem


def test_a_turn_in_the_garden_and_the_spyhole_in_my_door() -> None:
    """ "take a turn in the garden" is a walk there, never "turn in" (going to bed, which read it as
    going home); "the spyhole in my door" is the peephole."""
    reads_as(
        "张伟",
        "Until half past eight I shall keep watch through the spyhole in my door. At 8:30 I shall take a "
        "turn in the garden, going down the east staircase, naturally. At ten to ten I shall return to "
        "my room.",
        order_list("20:00 peek: peephole", "20:30 go: garden, via: [east-stairs]", "21:50 go: home"),
    )


def test_as_usual_right_before_staying_in_ones_room() -> None:
    """``其余时间照常在房内，不外出``: 照常 right before staying in one's own room says nothing another
    night's orders would (the stay says it all); it was refused as copying an earlier night. 照常 alone
    is still refused so."""
    reads_as(
        "张伟",
        "21:15至22:45之间，无论在何处遇到王建国，也无论周围是否有人，均将其杀死。其余时间照常在房内，不外出。",
        order_list("20:00 go: home")
        + "\nstanding: [{kill: 王建国, if: always, from: '21:15', until: '22:45'}]",
    )
    (problem,) = problems_of("张伟", "照常。")
    assert problem.kind == "same_as_before", problem


def test_that_girl_after_a_comma_is_no_name() -> None:
    """``就李雨桐能进，那老妹儿实在``: 那老妹儿 after a comma is a remark about her, not a name of its own:
    it must never turn the door list into a case of 李雨桐 (an all-sets measure found that misread
    while 那老妹儿 was read as 她 wherever it stood)."""
    assert problems_of("张伟", "十点前谁敲门都别开，就李雨桐能进，那老妹儿实在。\n我今晚哪也不去，先瞅窗户。")
