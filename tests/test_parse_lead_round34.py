"""Round thirty-four of issue 22: what the reader refused on the tuning sets of everyday chat
(benchmarks/heldout/parse120, parse121, and older tuning sets), each as a general form, written
anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 (201) and 赵强 (209); Tom sleeps in 203, his targets are 陈美玲 (207)
and 刘洋 (201); 李雨桐 sleeps in 202 (the garden from her window); 周正, 孙明 and Kate are the police."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.parsekit import CHAT_GAME, cases, order_list, problems_of, reads_as


def test_a_night_said_as_one_is_the_whole_night() -> None:
    """``就搁屋里从窗户瞅花园，瞅一宿``: 一宿 (read as 一晚) is the whole night, as 整宿 and 一晚上 are.
    It was refused as a word the reader does not know."""
    message = "俺今儿个哪也不去，就搁屋里从窗户瞅花园，瞅一宿。"
    reads_as("李雨桐", message, order_list("20:00 go: home, peek: window"))


def test_quite_alone_is_alone() -> None:
    """ "Should she be quite alone, I'll do the deed": "quite alone" is alone. "quite" was asked
    who it is."""
    reads_as(
        "Tom",
        "At 10:20 I go to 207. Should 陈美玲 be quite alone, I kill her; if not, I go back to my room.",
        order_list("22:20 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
    )


_CHEN_9_TO_945 = order_list("20:00 go: home") + (
    "\nstanding: [{kill: 陈美玲, if: alone, from: '21:00', until: '21:45'}]"
)


@cases(
    [
        (
            "Tom",
            "From nine until a quarter to ten, should I come across 陈美玲 on her own anywhere at all, she "
            "is to be dispatched. Apart from that I'm staying in my room all evening.",
            _CHEN_9_TO_945,
        ),
        (
            "Tom",
            "At 9:20 I go to 207. If 陈美玲 is alone there, she must be eliminated.",
            order_list("21:20 go: '207', kill: 陈美玲, if: alone"),
        ),
    ]
)
def test_the_kill_said_as_what_is_to_be_done_after_a_condition(who: str, message: str, expect: str) -> None:
    """ "should I come across X alone, she is to be dispatched": the passive with "is to be" or a
    modal ("must be", "shall be") is the kill, as "she gets killed" is. It was refused at "to"."""
    reads_as(who, message, expect)


def test_what_is_to_be_done_to_her_without_a_condition_is_not_an_order() -> None:
    """ "陈美玲 is to be killed." with no condition before it says no when or where: refused, as before."""
    assert problems_of("Tom", "At 9:20 I go to 207. 陈美玲 is to be killed.")


def test_a_rooms_number_of_a_person_is_their_room() -> None:
    """ "go to room 207 of 陈美玲": a learner's "the room of Tom" with the number said; it was refused
    at the name."""
    reads_as(
        "Tom",
        "At 9:20 I go to room 207 of 陈美玲. If she is alone there, I kill her. In other case I go to "
        "garden.",
        order_list("21:20 go: '207', kill: 陈美玲, if: alone, else: {go: garden}"),
    )


def test_another_rooms_number_of_a_person_is_a_second_place() -> None:
    """ "room 205 of 陈美玲": she sleeps in 207, so two places are said: refused, never one guessed."""
    assert problems_of("Tom", "At 9:20 I go to room 205 of 陈美玲. If she is alone there, I kill her.")


_WANG_ALL_NIGHT = order_list("20:00 go: home") + (
    "\nstanding: [{kill: 王建国, if: alone, from: '20:00', until: '23:00'}]"
)


def test_cantonese_not_going_out_is_staying_in() -> None:
    """``其他时间我喺房度，冇出去``: 冇出去 is 唔出去, staying in; it was refused at 出."""
    message = "今晚见到王建国佢一个人嘅话就即刻做低佢，成晚都系咁。其他时间我喺房度，冇出去。"
    reads_as("张伟", message, _WANG_ALL_NIGHT)


@cases(
    [
        ("张伟", "今晚十点前我道门净系俾王建国入，其他人一律唔开。", 'door: ["王建国"]'),
        ("张伟", "今晚十点前道门只俾王建国同刘洋入，其他人一律唔开。", 'door: ["王建国", "刘洋"]'),
    ]
)
def test_cantonese_letting_someone_in(who: str, message: str, expect: str) -> None:
    """``道门净系俾老赵入``: 入 ending the clause that lets someone in (俾 before it) is coming in, 进.
    It was refused at 入 (or at 道 after 我)."""
    reads_as(who, message, expect)


_WANG_201 = order_list("21:30 go: '201', kill: 王建国, if: alone, else: {go: home}")


@cases(
    [
        ("张伟", "九点半过201揾王建国，如果房入面得佢一个就做低佢；如果刘洋都喺度就直接返房。", _WANG_201),
        (
            "张伟",
            "九点半过201揾王建国，如果房入面得佢一个就做低佢；如果刘洋都喺度就唔好郁，直接返房。",
            _WANG_201,
        ),
    ]
)
def test_cantonese_going_over_and_holding_off(who: str, message: str, expect: str) -> None:
    """``九点半过201``: 过 before a room's number is going there; 房入面 is in the room; 唔好郁 before
    going back is holding off the kill (不动手). Each was refused."""
    reads_as(who, message, expect)


def test_cantonese_passing_by_is_not_going() -> None:
    """``经过201``: passing by stays what it was (never read as a going of its own)."""
    assert problems_of("张伟", "九点半经过201去花园。")


_GARDEN_HOME = order_list("21:00 go: garden", "22:00 go: home")


@cases(
    [
        (
            "Tom",
            "Sir small change in my plan, please ignore previous message. Tonight I am staying in my room "
            "only, not going anywhere. From 8 to 9.30 window, after that peephole.",
            order_list("20:00 go: home, peek: window", "21:30 peek: peephole"),
        ),
        (
            "Tom",
            "Hi GM! So please ignore previous message: at 9 garden, at 10 back to my room.",
            _GARDEN_HOME,
        ),
    ]
)
def test_the_earlier_message_set_aside(who: str, message: str, expect: str) -> None:
    """ "please ignore previous message" after a greeting or a remark: about the earlier message (as
    上一条作废 and "please ignore my last message" opening a message were); the orders that follow are
    the orders. It was refused at "previous"."""
    reads_as(who, message, expect)


_LIU_201 = order_list("21:20 go: '201'", "21:50 go: home")


@cases(
    [
        ("张伟", "晚上九点二十我去刘洋屋里下下棋 他住201 十点差十分回来", _LIU_201),
        ("张伟", "晚上九点二十我去刘洋屋里。他住201。十点差十分回来", _LIU_201),
    ]
)
def test_where_they_live_said_after_going_to_their_room(who: str, message: str, expect: str) -> None:
    """``九点二十我去小川屋里下下棋 他住207``: who lives where, said right after going to that person's
    room, is that room's number (as ``去小川屋里207`` is). It was refused at 住."""
    reads_as(who, message, expect)


def test_where_they_live_said_wrongly_after_going_to_their_room_is_refused() -> None:
    """``去刘洋屋里 他住203``: 刘洋 sleeps in 201, so two rooms are said: refused, never one guessed."""
    assert problems_of("张伟", "晚上九点二十我去刘洋屋里，他住203，十点差十分回来")


_CHEN_AT_TEN = order_list("22:00 go: '207', kill: 陈美玲, if: alone, else: {go: home}")


@cases(
    [
        (
            "Tom",
            "10:00 I go to 207. If 陈美玲-san is alone, I kill her. If not alone, I go back my room.",
            _CHEN_AT_TEN,
        ),
        (
            "Tom",
            "10:00 I go to 207. If 美玲 san is alone, I kill her. If not alone, I go back my room.",
            _CHEN_AT_TEN,
        ),
    ]
)
def test_a_chinese_name_with_a_japanese_honorific(who: str, message: str, expect: str) -> None:
    """``陈美玲-san``: the honorific after a registered Chinese name (or its given name), as after a
    Latin one (Liam-san); "san" was asked who it is."""
    reads_as(who, message, expect)


def test_a_declared_nickname_with_a_japanese_honorific(tmp_path: Path) -> None:
    """ "Su Wan-san": a nickname the GM declared, with the honorific after it, is that person."""
    game = tmp_path / "game"
    shutil.copytree(CHAT_GAME, game)
    with (game / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  陈美玲: [Mei Ling]\n")
    reads_as(
        "Tom",
        "10:00 I go to 207. If Mei Ling-san is alone, I kill her. Otherwise back home.",
        _CHEN_AT_TEN,
        game,
    )


@cases(
    [
        (
            "张伟",
            "九点到十点之间，无论在哪里遇见王建国，只要他身边没有别人，我就不会放过他。其余时间我都在房里。",
            order_list("20:00 go: home")
            + "\nstanding: [{kill: 王建国, if: alone, from: '21:00', until: '22:00'}]",
        ),
        (
            "张伟",
            "十点去201，王建国一个人的话绝不放过他，否则回屋。",
            order_list("22:00 go: '201', kill: 王建国, if: alone, else: {go: home}"),
        ),
    ]
)
def test_not_letting_the_target_off_is_the_kill(who: str, message: str, expect: str) -> None:
    """``我就不会放过他``, ``绝不放过他``: not letting him off, after a condition on him, is the kill.
    It was refused as a word the reader does not know."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点半上201找王建国那丫头，她要是一个人搁屋，直接整死她；要是屋里还有别人，俺就上花园溜达去",
            order_list("21:30 go: '201', kill: 王建国, if: alone, else: {go: garden}"),
        ),
        (
            "张伟",
            "今晚不管搁哪旮旯碰着王建国那小子，不管旁边有没有人，直接整死他。八点四十俺上草坪，九点十分回屋",
            order_list("20:40 go: lawn", "21:10 go: home")
            + "\nstanding: [{kill: 王建国, if: always, from: '20:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "九点半去201找王建国他，要是一个人在，直接杀了他",
            order_list("21:30 go: '201', kill: 王建国, if: alone"),
        ),
    ]
)
def test_a_name_then_him_before_a_comma_is_one_person(who: str, message: str, expect: str) -> None:
    """``找王建国那丫头，``, ``碰着Kenji那小子，``: the name, then right after it 他 / 她 or "that guy"
    (那小子, 那丫头), then a comma: the same person said twice. It was refused at the comma."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "周正",
            "我先在204蹲着从窗户盯花园 九点半冲去草坪巡逻 十点半回204继续蹲",
            order_list("20:00 go: '204', peek: window", "21:30 go: lawn", "22:30 go: '204', peek: window"),
        ),
        (
            "张伟",
            "八点在屋里从窗户看草坪，九点去花园，十点回屋继续守着。",
            order_list("20:00 go: home, peek: window", "21:00 go: garden", "22:00 go: home, peek: window"),
        ),
    ]
)
def test_a_stakeout_taken_up_again_is_the_look_again(who: str, message: str, expect: str) -> None:
    """``十点半回204继续蹲``: a stake-out taken up again where one looked from before is that look
    again, as ``继续看`` is. The look was dropped (a misread)."""
    reads_as(who, message, expect)


def test_a_stakeout_taken_up_again_with_no_look_before_is_a_stay() -> None:
    """``我先在204待着 … 十点半回204继续蹲``: no look was said there, so none is made up."""
    reads_as(
        "周正",
        "我先在204待着 九点半去草坪 十点半回204继续蹲",
        order_list("20:00 go: '204'", "21:30 go: lawn", "22:30 go: '204'"),
    )


@cases(
    [
        (
            "Tom",
            "Right, change of plan from what I said earlier: at 9 I'll go down to the lawn via the east "
            "stairs, and at 9:40 come back up the west stairs to the common room.",
            order_list("21:00 go: lawn, via: [east-stairs]", "21:40 go: '204', via: [west-stairs]"),
        ),
        (
            "Tom",
            "ok so 9:20 garden no make it 9:30. then at 10 back to my room",
            order_list("21:30 go: garden", "22:00 go: home"),
        ),
        (
            "Tom",
            "ok change of plans from what i said in the chat lol. at 10:30 im gonna go to room 207 and kill "
            "陈美玲 if shes alone. if she isnt alone or whatever just go back to my room. before that im in "
            "my room watching the peephole from 8",
            order_list(
                "20:00 go: home, peek: peephole", "22:30 go: '207', kill: 陈美玲, if: alone, else: {go: home}"
            ),
        ),
    ]
)
def test_a_change_of_plan_said_before_or_within_the_orders(who: str, message: str, expect: str) -> None:
    """ "change of plan from what I said earlier:" opening the message is about the earlier one;
    "9:20 garden no make it 9:30" is the time said again. Each was refused. "change of plans from
    what i said in the chat" was read before and is still (the new heading took "in the chat" off
    it for one commit)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "Should I come upon 陈美玲 on her own at any point between a quarter past nine and a quarter to "
            "eleven, I shall kill her.",
            "standing: [{kill: 陈美玲, if: alone, from: '21:15', until: '22:45'}]",
        ),
    ]
)
def test_coming_upon_her_is_meeting_her(who: str, message: str, expect: str) -> None:
    """ "Should I come upon X on her own": "upon" after come / happen / chance / stumble is the
    meeting (elsewhere the written register's "on"). It was read as "come on" and refused."""
    reads_as(who, message, expect)


_WANG_STANDING = "standing: [{kill: 王建国, if: alone, from: '20:00', until: '23:00'}]"


@cases(
    [
        ("张伟", "今晚不管在哪碰到王建国一个人就杀了他，有别人在就算了。", _WANG_STANDING),
        ("张伟", "今晚不管在哪碰到王建国一个人就杀了他，不是一个人就算了。", _WANG_STANDING),
        ("张伟", "今晚见到王建国佢一个人嘅话就做低佢，成晚都系咁，有人喺隔篱就算数", _WANG_STANDING),
    ]
)
def test_a_standing_kills_case_turned_round_and_let_go(who: str, message: str, expect: str) -> None:
    """``碰到B一个人就杀了他，有别人在就算了``: the standing kill's case turned round with only "let it
    go" after it says what the kill says already (Cantonese ``就算数``). It was refused (a condition
    with nothing to do, or 算数 unknown)."""
    reads_as(who, message, expect)


def test_a_standing_kills_case_turned_round_with_a_going_is_still_refused() -> None:
    """``…有别人在就回屋``: a going in that case is no "let it go": refused, as before."""
    assert problems_of("张伟", "今晚不管在哪碰到王建国一个人就杀了他，有别人在就回屋。")


def test_staying_to_talk_with_her_is_staying() -> None:
    """ "If Mike is there, I stay and talk with him. If he is not there, I go to lawn": the chat with
    him, set aside with its "him"; it was refused at the stop after "him"."""
    reads_as(
        "Tom",
        "9:10 I go to room 204. If 陈美玲 is there, I stay and talk with her. If she is not there, I go to "
        "lawn.",
        order_list("21:10 go: '204', if: {present: 陈美玲}, else: {go: lawn}"),
    )


def test_chatting_with_her_with_no_one_named_is_still_asked() -> None:
    """ "go to 207 and chat with her" with no one named: who is "her"? Asked, as before."""
    assert problems_of("Tom", "At 9:10 I go to 207 and chat with her. At 10 I go home.")


@cases(
    [
        (
            "Tom",
            "At 10:30 I visit room 207 of 陈美玲. If she is only one person in room, I kill her. If not, "
            "I go back my room.",
            order_list("22:30 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
    ]
)
def test_the_only_one_in_the_room_is_alone(who: str, message: str, expect: str) -> None:
    """A learner's "If she is only one person in room" is alone; "visit room 207 of Lulu" is going
    to her room. Each was refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "我们屋十点前谁敲门都别开。我整晚在屋里从猫眼看着",
            "door: closed\n" + order_list("20:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "俺们屋十点前谁敲门都别开。俺整晚搁屋里从猫眼瞅着",
            "door: closed\n" + order_list("20:00 go: home, peek: peephole"),
        ),
    ]
)
def test_our_room_is_ones_own_room(who: str, message: str, expect: str) -> None:
    """``我们屋`` / ``俺们屋`` (the room one shares): one's own room; 们 was a word the reader did not
    know."""
    reads_as(who, message, expect)


def test_cantonese_and_said_as_tong_maai() -> None:
    """``净系俾刘洋同埋王建国入嚟``: 同埋 is "and" (it was read as 同 and an unknown 埋)."""
    reads_as(
        "张伟",
        "十点之前净系俾刘洋同埋王建国入嚟，其他人敲门唔好开。成晚喺房度睇窗口",
        'door: ["刘洋", "王建国"]\n' + order_list("20:00 go: home, peek: window"),
    )


def test_correcting_the_last_message_opens_the_orders_anew() -> None:
    """``更正上一条，今晚改为——``: about the earlier message; the list after it is the orders. It
    was refused as a change of nothing named."""
    reads_as(
        "张伟",
        "更正上一条，今晚改为——\n1）九点十分去花园\n2）九点五十去草坪\n3）十点四十回屋\n其余时间在屋里待命。",
        order_list("20:00 go: home", "21:10 go: garden", "21:50 go: lawn", "22:40 go: home"),
    )


@cases(
    [
        ("张伟", "谁来敲门我都不开，算了，还是开门吧。", "door: open"),
        ("张伟", "十点前谁敲门都不开，不对，还是开吧。", "door: open"),
        (
            "张伟",
            "十点前门关着，算了，照常开门吧。九点去花园。",
            "door: open\n" + order_list("21:00 go: garden"),
        ),
    ]
)
def test_a_door_rule_taken_back_for_the_other(who: str, message: str, expect: str) -> None:
    """``谁来敲门我都不开，算了，还是开门吧``: the shut door taken back (算了, 不对) for the open one:
    the last rule is the door's. The change was refused as changing nothing named."""
    reads_as(who, message, expect)


def test_a_door_rule_taken_back_for_a_rule_with_its_own_time_is_still_refused() -> None:
    """``门开着，算了，十点前还是谁敲都不开吧``: the new rule opens with its time; not read this round."""
    assert problems_of("张伟", "门开着，算了，十点前还是谁敲都不开吧。")


@cases(
    [
        (
            "张伟",
            "八点二十去204，不对，是八点半去204，打错了😂 九点十分去花园。",
            order_list("20:30 go: '204'", "21:10 go: garden"),
        ),
        (
            "张伟",
            "八点二十去204，不对不对，是八点半去204，打错了😂 九点十分再去花圆，十点回房见。",
            order_list("20:30 go: '204'", "21:10 go: garden", "22:00 go: home"),
        ),
    ]
)
def test_a_slip_owned_after_the_change_it_explains(who: str, message: str, expect: str) -> None:
    """``不对，是八点半去204，打错了😂``: 打错了 right after the order a change has just given explains
    that change; it was refused as a second change of nothing named."""
    reads_as(who, message, expect)


def test_a_slip_owned_with_no_change_before_is_still_asked() -> None:
    """``八点二十去204，打错了，九点十分去花园``: what was mistyped? Refused, as before."""
    assert problems_of("张伟", "八点二十去204，打错了，九点十分去花园。")


@cases(
    [
        (
            "李雨桐",
            "I shall be at my window keeping an eye on the garden until half nine. At half nine I'll pop "
            "down to the lawn, and at ten I'll head back to my room.",
            order_list("20:00 peek: window", "21:30 go: lawn", "22:00 go: home"),
        ),
    ]
)
def test_i_shall_be_is_staying(who: str, message: str, expect: str) -> None:
    """ "I shall be at my window …": the written register's "shall be" is "I'll be" (staying where
    one is or goes). "be at" was read as a going to the window's view."""
    reads_as(who, message, expect)


def test_what_the_sender_was_going_to_do_with_i_inside() -> None:
    """``原本我打算九点去草坪，后来想想还是算了。改成九点去204``: 原本我打算 (the sender inside) opens
    the order given up, as 原本打算 does; it was refused as a change of nothing named."""
    reads_as(
        "张伟",
        "原本我打算九点去草坪，后来想想还是算了。改成九点去204，十点再回房间。",
        order_list("21:00 go: '204'", "22:00 go: home"),
    )


@cases(
    [
        (
            "Tom",
            "Good evening GM. I am Tom from room 203. Tonight at 20.00 I look from window to the lawn. At "
            "20.50 I go to garden for little walk. At 21.40 I return to my room and look from door hole to "
            "corridor. Thank you very much.",
            order_list("20:00 peek: window", "20:50 go: garden", "21:40 go: home, peek: peephole"),
        ),
        ("Tom", "Tom from 203 here. At 20.50 I go to garden.", order_list("20:50 go: garden")),
    ]
)
def test_who_writes_and_from_which_room(who: str, message: str, expect: str) -> None:
    """ "I am Yuki from room 203.", "Tom from 203 here,": opening the message, who writes and from
    where (as "207 here." is); and a learner's "for little walk" (for a walk). Each was refused."""
    reads_as(who, message, expect)


def test_the_stairs_said_first_then_down_to_the_lawn() -> None:
    """``20:10 东楼梯下草坪``: the stairs right after the time, then 下 and the lawn, is down the east
    stairs to the lawn, as ``走东楼梯下草坪`` is. 下 was a word the reader did not know."""
    reads_as(
        "周正",
        "周正。20:10 东楼梯下草坪。21:00 经西楼梯回204。",
        order_list("20:10 go: lawn, via: [east-stairs]", "21:00 go: '204', via: [west-stairs]"),
    )


def test_waiting_at_the_stairs_foot_is_still_refused() -> None:
    """``九点在西楼梯下等着``: the foot of the stairs as a place to be, refused (rule 八) as before."""
    assert problems_of("周正", "九点在西楼梯下等着。")


@cases(
    [
        (
            "张伟",
            "今晚房门只给我的好闺蜜刘洋开哈🚪 别人敲都不理😤 我就在屋里一直猫眼蹲着～",
            'door: ["刘洋"]\n' + order_list("20:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "九点去201找好兄弟王建国聊天，十点回屋。",
            order_list("21:00 go: '201'", "22:00 go: home"),
        ),
    ]
)
def test_who_they_are_to_the_sender_before_their_name(who: str, message: str, expect: str) -> None:
    """``我的好闺蜜Yuki``, ``好兄弟王建国``: who the person is to the sender, glued before the name, is
    read with the name. It was a word the reader did not know."""
    reads_as(who, message, expect)


def test_a_manner_with_di_and_apart_from_that() -> None:
    """``毫不犹豫地杀了他``: 地 after a manner set aside is the manner's; ``除此之外我哪儿也不去`` is the
    rest of the night, as ``其他时间`` is. Each was a word the reader did not know."""
    reads_as(
        "张伟",
        "整个晚上，无论在哪里遇见王建国，不管身边有没有人，我都会毫不犹豫地杀了他。除此之外我哪儿也不去，"
        "就在房间里从窗户看草坪。",
        order_list("20:00 go: home, peek: window")
        + "\nstanding: [{kill: 王建国, if: always, from: '20:00', until: '23:00'}]",
    )


@cases(
    [
        (
            "张伟",
            "我整晚就在屋里从门孔看。万一有人敲门，10点前只给刘洋和王建国开，别人一律不开。",
            'door: ["刘洋", "王建国"]\n' + order_list("20:00 go: home, peek: peephole"),
        ),
        ("张伟", "如果有人敲门，我10点前只给刘洋开。", 'door: ["刘洋"]'),
    ]
)
def test_if_someone_knocks_before_a_door_rule_said_in_chinese(who: str, message: str, expect: str) -> None:
    """``万一有人敲门，10点前只给…开``: "if someone knocks" right before the door rule (its time after
    the comma) says what the rule is about, as in English; it was asked whose door is knocked."""
    reads_as(who, message, expect)


def test_small_talk_where_one_goes() -> None:
    """``去201找王建国聊聊家常``: small talk there, set aside; 家 was read as a second place (home)."""
    reads_as(
        "张伟", "八点四十去201找王建国聊聊家常，十点回屋。", order_list("20:40 go: '201'", "22:00 go: home")
    )


def test_a_learners_for_walk() -> None:
    """ "At 9 o'clock I go to garden for walk": the walk, without its article; refused at the stop."""
    reads_as(
        "Tom",
        "Tonight I stay my room and look the lawn from window from 8 o'clock. At 9 o'clock I go to garden "
        "for walk. At 9:40 I come back room and look the corridor by peephole.",
        order_list("20:00 go: home, peek: window", "21:00 go: garden", "21:40 go: home, peek: peephole"),
    )


@cases(
    [
        (
            "张伟",
            "十点半，我去草坪。如果王建国正好一个人在那里……那就是他的末日了。要是草坪上还有别人，我就悄悄回房。",
            order_list("22:30 go: lawn, kill: 王建国, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "十点半，我去草坪。如果王建国一个人在那里，他就死定了。",
            order_list("22:30 go: lawn, kill: 王建国, if: alone"),
        ),
        (
            "Tom",
            "At 10:30 I go to 207. If 陈美玲 is alone there... she's done.",
            order_list("22:30 go: '207', kill: 陈美玲, if: alone"),
        ),
    ]
)
def test_the_kill_said_as_their_fate_after_a_condition(who: str, message: str, expect: str) -> None:
    """``如果Gus正好一个人在那里……那就是他的末日了``, ``他就死定了``: right after a condition on the
    person, their fate (末日, 死定了) is the kill, as "he's done" is; an ellipsis before it is a
    pause, not the condition's end. Each was refused."""
    reads_as(who, message, expect)


def test_their_fate_with_no_condition_is_no_kill() -> None:
    """``他就死定了`` with no condition before it: refused, never a kill."""
    assert problems_of("张伟", "十点半，我去草坪。他就死定了。")


def test_the_stairs_taken_down_then_a_comma_then_the_garden() -> None:
    """``十点半走西楼梯下去，上花园转悠转悠``: one going down those stairs to the garden; the comma
    left the route alone (refused)."""
    reads_as(
        "张伟",
        "十点半走西楼梯下去，上花园转悠转悠。前边儿就搁204呆着。",
        order_list("20:00 go: '204'", "22:30 go: garden, via: [west-stairs]"),
    )


def test_whether_anyone_is_on_the_lawn_after_a_look() -> None:
    """``透过窗户看看草坪上有没有人影``: 上 between the place and "whether anyone is about" (as 那边 is);
    it was refused at 有."""
    reads_as(
        "张伟",
        "晚上八点，我会先在房间里静静坐一会儿，透过窗户看看草坪上有没有人影。到了八点半，我披上外套去花园走走。",
        order_list("20:00 go: home, peek: window", "20:30 go: garden"),
    )


_WANG_ALWAYS = "standing: [{kill: 王建国, if: always, from: '21:15', until: '22:30'}]"


@cases(
    [
        ("张伟", "九点一刻到十点半，无论喺边度撞到王建国，有冇人喺隔篱都照做咗佢", _WANG_ALWAYS),
        ("张伟", "九点一刻到十点半，无论在哪碰到王建国，有没有人在旁边都照样杀了他", _WANG_ALWAYS),
    ]
)
def test_whoever_is_around_said_place_last(who: str, message: str, expect: str) -> None:
    """``有冇人喺隔篱都…`` / ``有没有人在旁边都…``: whoever is around, the place said after, as
    ``旁边有没有人都…`` is. It was refused at 有."""
    reads_as(who, message, expect)


def test_not_lifting_a_finger_the_rest_of_the_time() -> None:
    """ "Before and after that I shall not lift a finger": doing nothing the rest of the time, an
    idiom, set aside; it was refused at "finger"."""
    reads_as(
        "Tom",
        "Should I come upon 陈美玲 on her own at any point between a quarter past nine and a quarter to "
        "eleven, I shall kill her. Before and after that I shall not lift a finger.",
        "standing: [{kill: 陈美玲, if: alone, from: '21:15', until: '22:45'}]",
    )


@cases(
    [
        (
            "周正",
            "哈哈哈今晚我来了👮 8点在204从窗户看花园👀 9点去草坪🌿 9点半去花园🌸 10点回204☕ 就酱～",
            order_list(
                "20:00 go: '204', peek: window", "21:00 go: lawn", "21:30 go: garden", "22:00 go: '204'"
            ),
        ),
        (
            "周正",
            "盯人计划🕵️ 8：20去203找Tom聊天😏 要是Tom不在就去201找刘洋🙃 9：30回204喝茶🍵",
            order_list("20:20 go: '203', if: {present: Tom}, else: {go: '201'}", "21:30 go: '204'"),
        ),
    ]
)
def test_a_plans_heading_and_a_cheer_opening_it(who: str, message: str, expect: str) -> None:
    """``盯人计划🕵️``, ``哈哈哈今晚我来了👮``: a plan's heading and a cheer opening the message; each was
    refused at its last word."""
    reads_as(who, message, expect)


def test_lingering_to_converse_is_staying() -> None:
    """ "if Jaz is there I shall linger and converse, and if she is not, I shall go to the lawn": the
    written register's chat, set aside as "talk" is; it was refused at "converse"."""
    reads_as(
        "Tom",
        "At half past eight I shall venture to the common room; if 陈美玲 is there I shall linger and "
        "converse, and if she is not, I shall go to the lawn.",
        order_list("20:30 go: '204', if: {present: 陈美玲}, else: {go: lawn}"),
    )


def test_talking_if_the_door_opens() -> None:
    """``去207敲门找她，开门就谈，没人开就回娱乐室``: 谈 (talk) if the door opens, as 开门就聊 is; it
    was refused at 开门."""
    reads_as(
        "Tom",
        "八点十分去207敲门找陈美玲，开门就谈，没人开就回娱乐室从窗口看花园。九点四十去草坪。完毕。",
        order_list("20:10 go: '207', else: {go: '204', peek: window}", "21:40 go: lawn"),
    )


@cases(
    [
        (
            "Tom",
            "nah not leaving my room tonight lmao. just peephole all night. door closed",
            "door: closed\n" + order_list("20:00 peek: peephole"),
        ),
        (
            "Tom",
            "Good evening. Thank you for your hard work always. My action of tonight is as follows.\n"
            "20:00~21:00 I watch from window.\n21:00~22:00 I watch from door hole.\n"
            "22:00 I go to garden by east stairs.\nPlease.",
            order_list("20:00 peek: window", "21:00 peek: peephole", "22:00 go: garden, via: [east-stairs]"),
        ),
    ]
)
def test_a_no_said_first_and_thanks_for_the_work(who: str, message: str, expect: str) -> None:
    """ "nah" opening the message (no order before it to change) and "Thank you for your hard work
    always." are said to the GM, set aside; each was refused ("nah" unknown, "always" with no time)."""
    reads_as(who, message, expect)


def test_a_no_said_between_two_orders_is_still_refused() -> None:
    """ "at 9 garden. nah. at 10 lawn": is the garden taken back? Refused, as before."""
    assert problems_of("Tom", "at 9 garden. nah. at 10 lawn")


@cases(
    [
        (
            "Tom",
            "At 9 I go to 207 and kill 陈美玲 on sight if she's alone.",
            order_list("21:00 go: '207', kill: 陈美玲, if: alone"),
        ),
        (
            "Tom",
            "At 21:20 I visit 陈美玲-san's room (207). If 陈美玲-san is only one person, I kill her. If "
            "other person is there, I go back to my room. Sorry for 陈美玲-san 🙇",
            order_list("21:20 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
    ]
)
def test_on_sight_and_a_learners_other_person(who: str, message: str, expect: str) -> None:
    """ "kill Marcus on sight if he's alone": "on sight" after the one to kill, as "kill on sight" is;
    a learner's "If other person is there" (someone else). Each was refused."""
    reads_as(who, message, expect)
