"""Round thirty-three of issue 22: what the reader refused on the tuning sets of everyday chat
(benchmarks/heldout/parse117, parse118, and older tuning sets), each as a general form, written
anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); Tom sleeps in 203, his targets are 陈美玲 and 刘洋;
李雨桐 sleeps in 207; 周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as

_WANG_9_TO_10 = "standing: [{kill: 王建国, if: alone, from: '21:00', until: '22:00'}]"


@cases(
    [
        ("张伟", "九点到十点碰到王建国一个人就杀了他。不管在哪", _WANG_9_TO_10),
        ("张伟", "9点到10点\n碰到王建国一个人的话\n就杀了他\n不管在哪", _WANG_9_TO_10),
        (
            "张伟",
            "8点40去餐厅\n9点20回来\n9点到10点\n碰到王建国一个人的话\n就杀了他\n不管在哪",
            order_list("20:40 go: '204'", "21:20 go: home")
            + "\nstanding: [{kill: 王建国, if: alone, from: '21:00', until: '22:00'}]",
        ),
    ]
)
def test_wherever_said_as_its_own_sentence_after_a_standing_kill_is_its_anywhere(
    who: str, message: str, expect: str
) -> None:
    """``…碰到杰克一个人的话\\n就杀了他\\n不管在哪``: "wherever" on a line of its own, right after the
    kill, is the standing kill's "anywhere", as it is after a comma. It was refused as a message
    that stops in the middle ("expected meet")."""
    reads_as(who, message, expect)


def test_wherever_before_another_order_is_not_the_kills() -> None:
    """``…就杀了他。不管在哪，十点去花园``: "wherever I am, at ten go to the garden" is not said of the
    kill: never moved into it (refused as before)."""
    assert problems_of("张伟", "碰到王建国一个人就杀了他。不管在哪，十点去花园")


def test_a_sender_naming_himself_before_a_window_between_two_times() -> None:
    """``小林从九点到十点半之间，在任何地方遇到米克…``: the sender's own name before the window; the
    window's 之间 went with the name and the message was refused at the comma."""
    reads_as("张伟", "张伟从九点到十点之间，在任何地方遇到王建国一个人，就杀了他", _WANG_9_TO_10)


_LILY_OR_HOME = order_list("22:00 go: '207', if: {present: 李雨桐}, else: {go: home}")


@cases(
    [
        ("张伟", "十点我去207找李雨桐，不在就回来，在的话就聊聊。", _LILY_OR_HOME),
        ("张伟", "十点我去207找李雨桐，不在就回来，在的话就陪她聊聊。", _LILY_OR_HOME),
        ("张伟", "十点我去207找李雨桐，不在就回来，在的话就待着。", _LILY_OR_HOME),
        ("张伟", "十点我去207找李雨桐，在的话就待到十一点，不在就回来。", _LILY_OR_HOME),
        (
            "张伟",
            "十点我去207找李雨桐聊聊，她要是不在屋里，那我就回来；在的话就陪她聊到十一点。",
            _LILY_OR_HOME,
        ),
    ]
)
def test_if_she_is_there_then_time_spent_with_her_is_staying(who: str, message: str, expect: str) -> None:
    """``在的话就陪她聊到十一点``: "if she is there" and then only time spent there (a chat, 待着, until the
    night's end) is staying there, as ``在的话就一直待在那`` is; with the "not there" alternative the
    order is a condition on her being there. It was refused at the chat or at 到."""
    reads_as(who, message, expect)


def test_staying_with_her_until_an_earlier_time_is_not_guessed() -> None:
    """``在的话就待到十点半``: what comes after 22:30 is not said; refused as before."""
    assert problems_of("张伟", "十点我去207找李雨桐，在的话就待到十点半，不在就回来。")


@cases(
    [
        (
            "张伟",
            "8点半去204坐坐，10点回来。要是10点以后有人敲门，那就开呗，规则嘛。",
            order_list("20:30 go: '204'", "22:00 go: home"),
        ),
        ("张伟", "10点回来。如果10点之后有人敲门就开门。", order_list("22:00 go: home")),
        ("张伟", "10点回来。要是10点以后有人敲门，就开。", order_list("22:00 go: home")),
    ]
)
def test_if_someone_knocks_after_ten_opening_is_the_rule(who: str, message: str, expect: str) -> None:
    """``要是10点以后有人敲门，那就开呗``: opening to whoever knocks after 22:00, said with 要是 / 如果, is
    what the rules make every tenant do then (seed 五.12): no door rule, as ``10点以后有人敲门就开``
    already read. It was refused at 开 (the "if" took it for a condition)."""
    reads_as(who, message, expect)


def test_opening_after_an_earlier_time_stays_refused() -> None:
    """``如果9点以后有人敲门就开门`` says nothing the rules make of 21:00: refused as before."""
    assert problems_of("张伟", "10点回来。如果9点以后有人敲门就开门。")


def test_a_standing_kills_window_at_any_minute_in_a_report() -> None:
    """``21:15-22:45 期间，任意地点遇见X且其单独一人，击杀``: 且其 ("and he") in a report's register."""
    reads_as(
        "张伟",
        "21:15-22:45 期间，任意地点遇见王建国且其单独一人，击杀。",
        "standing: [{kill: 王建国, if: alone, from: '21:15', until: '22:45'}]",
    )


def test_a_refused_standing_kill_is_not_refused_for_its_windows_minutes() -> None:
    """A standing kill's window may end at any minute (docs/ORDERS.md). In a message refused for
    another word, its end was also refused as off the 10-minute slots (a wrong reason said first);
    an order's end still is."""
    standing = problems_of(
        "Tom",
        "From nine until a quarter to ten, should I come across 陈美玲 on her own, she is to be dispatched. "
        "At 9 I frobnicate.",
    )
    assert standing and "until_off_slot" not in [p.kind for p in standing]
    going = problems_of("张伟", "21:10-22:45 期间，去花园，遇见王建国且其单独一人，击杀。")
    assert "until_off_slot" in [p.kind for p in going]


@cases(
    [
        ("张伟", "21:30 经东楼梯下至花园", order_list("21:30 go: garden, via: [east-stairs]")),
        (
            "周正",
            "补充行动：21:10 经西楼梯下至花园；21:50 赴203与王建国、赵强谈话；22:30 返回204。",
            order_list("21:10 go: garden, via: [west-stairs]", "21:50 go: '203'", "22:30 go: '204'"),
        ),
        ("周正", "21:50 去203和王建国、赵强聊天", order_list("21:50 go: '203'")),
    ]
)
def test_a_reports_way_down_and_a_talk_with_two(who: str, message: str, expect: str) -> None:
    """``经东楼梯下至花园``: down the stairs to the garden (楼梯下 was read as the stairs' foot, 至 as
    "until"); ``与A、B谈话``: a talk with two at the room gone to, the second set aside and said."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点去找王建国玩 他不在的话我就去花园溜达一圈～ 九点四十回屋哈",
            order_list("21:00 go: '201', if: {present: 王建国}, else: {go: garden}", "21:40 go: home"),
        ),
        ("张伟", "门：只开赵强。9点起猫眼。", "door: [赵强]\n" + order_list("21:00 peek: peephole")),
        (
            "Tom",
            "At 9:20 I go to room 209. If 刘洋 is alone there, I kill him. In other case I go to garden.",
            order_list("21:20 go: '209', kill: 刘洋, if: alone, else: {go: garden}"),
        ),
        ("Tom", "back home at 9:40 and just vibe there. ty!!", order_list("21:40 go: home")),
        (
            "Tom",
            "10:30 hit up 207 and take out 刘洋. doesn't matter who's there lmao",
            order_list("22:30 go: '207', kill: 刘洋, if: always"),
        ),
    ]
)
def test_chat_words_of_round_thirty_three(who: str, message: str, expect: str) -> None:
    """A tone mark typed after a word (``一圈～``: it was read into the word), 只开 (the door only
    for them), "in other case" (otherwise), "vibe there" (stay), "hit up 207" (go)."""
    reads_as(who, message, expect)


def test_a_tilde_between_two_times_is_still_a_range() -> None:
    """``8~9``: the tilde right before a time still joins two times."""
    reads_as("张伟", "8~9点在花园", order_list("20:00 go: garden", "21:00 go: home"))


def test_the_same_look_glossed_in_brackets_is_a_remark() -> None:
    """ "I look from the door hole (peephole) to corridor": the player's own gloss of their word, set
    aside; read inline, the look after a comma took "to corridor" for a going (refused by rule 八)."""
    reads_as(
        "Tom",
        "Tonight I am staying in my room whole time. From 8 until 9 I look from window, after 9 I "
        "look from the door hole (peephole) to corridor. Thank you very much",
        order_list("20:00 go: home, peek: window", "21:00 peek: peephole"),
    )


def test_the_other_look_in_brackets_is_not_guessed() -> None:
    """ "the window (peephole)": which look is meant? It was read as the window, the peephole set
    aside (a silent choice); now refused at the bracket."""
    assert [p.kind for p in problems_of("Tom", "After 9 I look from the window (peephole).")] == [
        "bracket_meaning"
    ]


@cases(
    [
        (
            "Tom",
            "ngl i'm scared. if i run into 刘洋 alone anywhere, anytime tonight, he's done 💀 otherwise "
            "i'm just staying in, peephole duty all night",
            order_list("20:00 peek: peephole") + "\nstanding: [{kill: 刘洋, if: alone}]",
        ),
        (
            "Tom",
            "if i run into 刘洋 alone anywhere, he's done. All night I'm staying in with the peephole",
            order_list("20:00 peek: peephole") + "\nstanding: [{kill: 刘洋, if: alone}]",
        ),
    ]
)
def test_anywhere_after_the_one_met_alone_is_the_standing_kills(who: str, message: str, expect: str) -> None:
    """ "alone anywhere, anytime tonight": wherever and whenever, one scope (the second was refused);
    "if I run into Liu alone anywhere, he's done. All night I'm staying in ...": the kill stands
    whatever the sentence after it says ("all night" was taken for the kill's missing time)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "lawn at ten to ten, then back inside at 10:20, no, 10:30",
            order_list("21:50 go: lawn", "22:30 go: home"),
        ),
        (
            "Tom",
            "lawn at ten to ten, then back inside at like 10:30 — nah scratch that, exactly 10:30 lol",
            order_list("21:50 go: lawn", "22:30 go: home"),
        ),
        (
            "Tom",
            "I'll take the east staircase down to the garden at 8:20 — oh bother, I meant 8:30, not 8:20 — "
            "and come back up to my room at nine.",
            order_list("20:30 go: garden, via: [east-stairs]", "21:00 go: home"),
        ),
        ("Tom", "At 9:10 — no, at twenty past nine I'll head out to the lawn.", order_list("21:20 go: lawn")),
    ]
)
def test_a_time_said_again_at_once_after_a_dash_or_a_sigh(who: str, message: str, expect: str) -> None:
    """The time corrected right after it, across a dash, a sigh ("oh bother") or "scratch that", and
    the old one named again after the new ("I meant 8:30, not 8:20"): the new time where the old one
    stood. Refused as a change of mind, a second time, or "then when?"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "门禁：22:00前不对任何人开门。21:00 前往201。",
            "door: closed\n" + order_list("21:00 go: '201'"),
        ),
        (
            "张伟",
            "九点去204唠嗑，要是王建国在那儿俺就不待了，直接上花园。十点回屋。",
            order_list("21:00 go: '204', if: {absent: 王建国}, else: {go: garden}", "22:00 go: home"),
        ),
        (
            "Tom",
            "1) 20:30 — call on room 201; should 王建国 not be in, proceed to the garden instead.\n"
            "2) Ten to ten — return to the common room.",
            order_list("20:30 go: '201', if: {present: 王建国}, else: {go: garden}", "21:50 go: '204'"),
        ),
        (
            "张伟",
            "20:00-21:00 房内，窗户与门孔每10分钟交替观察（先窗户）。21:00 起停止观察，房内休息。",
            order_list(
                "20:00 go: home, peek: window",
                "20:10 peek: peephole",
                "20:20 peek: window",
                "20:30 peek: peephole",
                "20:40 peek: window",
                "20:50 peek: peephole",
                "21:00 go: home",
            ),
        ),
        (
            "张伟",
            "十点去204，不是，改成十点十分啦。十点四十回家。",
            order_list("22:10 go: '204'", "22:40 go: home"),
        ),
    ]
)
def test_door_closed_to_anyone_leaving_instead_and_a_change_with_its_verb(
    who: str, message: str, expect: str
) -> None:
    """不对任何人开门 (the door shut, as 不给任何人开门); ``要是X在那儿俺就不待了，直接上花园`` (not
    staying, then where one goes instead: that going, the negation saying what it says); "should X
    not be in" (X absent); ``窗户与门孔每10分钟交替观察`` (the turns said after how often);
    ``十点去204，不是，改成十点十分`` (不是 between commas, the change's verb after it)."""
    reads_as(who, message, expect)


def test_not_staying_without_where_instead_stays_refused() -> None:
    """``要是王建国在那儿我就不待了。``: not staying, and then? Refused at the negation as before."""
    assert [p.kind for p in problems_of("张伟", "九点去204，要是王建国在那儿我就不待了。十点回屋。")] == [
        "negation"
    ]


@cases(
    [
        (
            "王建国",
            "1. 20:00-20:29 窗户观察（草坪）\n2. 20:30-20:59 门孔观察（走廊）\n"
            "3. 21:00 前往204，停留至21:40\n4. 21:40 返回201，窗户观察至结束",
            order_list(
                "20:00 peek: window",
                "20:30 peek: peephole",
                "21:00 go: '204'",
                "21:40 go: home, peek: window",
            ),
        ),
        ("张伟", "今晚哪儿都不去，窗子那儿一直盯到草坪。", order_list("20:00 peek: window")),
    ]
)
def test_the_place_seen_after_the_look_verb(who: str, message: str, expect: str) -> None:
    """``窗户观察（草坪）``: the place in brackets after the window and its verb is what one watches
    (it was read as a second place, a peek from the lawn); ``窗子那儿一直盯到草坪``: 盯到 before a
    place, after the window, is looking at it (it was read as "until")."""
    reads_as(who, message, expect)


def test_the_place_seen_after_the_look_verb_is_checked_by_the_window() -> None:
    """201's window sees the lawn: ``窗户观察（花园）`` is refused by the window's rule, as
    ``窗户（花园）`` is."""
    assert [p.kind for p in problems_of("王建国", "20:00 窗户观察（花园）")] == ["view_unseen"]


@cases(
    [
        (
            "张伟",
            "八点四十去草坪，哎呀说错了，是花园。九点二十回来从窗子看草坪。",
            order_list("20:40 go: garden", "21:20 go: home, peek: window"),
        ),
        (
            "Tom",
            "At half past eight I go to the room 204. Please, if somebody knock before ten, "
            "I open only for 刘洋.",
            "door: [刘洋]\n" + order_list("20:30 go: '204'"),
        ),
        (
            "Tom",
            "At 8:30 I go to 204. If someone knocks before ten, I open only for 刘洋.",
            "door: [刘洋]\n" + order_list("20:30 go: '204'"),
        ),
    ]
)
def test_a_sigh_before_the_change_and_whoever_knocks_before_the_door_rule(
    who: str, message: str, expect: str
) -> None:
    """``，哎呀说错了，是花园``: a sigh glued to the change word opens it, as a comma would (说错了 was
    read as a word inside a clause, unknown); "if somebody knock before ten, I open only for Jay":
    whoever knocks is what a door rule is about, said first (refused at "somebody")."""
    reads_as(who, message, expect)


def test_the_old_time_named_again_is_said_set_aside_once() -> None:
    """ "I meant 8:30, not 8:20": the echo's last line lists what was set aside, without an empty
    item for the comma between the new time and "not 8:20"."""
    message = (
        "I'll go down to the garden at 8:20, I meant 8:30, not 8:20, and come back up to my room at nine."
    )
    parsed = parse_message(message, CHAT, 1, "Tom", game_map(CHAT))
    assert parsed.ok and parsed.aside_line == "ignored: 8:20, I meant, not 8:20"


@cases(
    [
        (
            "张伟",
            "十点正我去201揾王建国 如果得佢一个人喺度就做咗佢 如果有第二个喺度我就去204坐 唔该晒🙏",
            order_list("22:00 go: '201', kill: 王建国, if: alone, else: {go: '204'}"),
        ),
        (
            "张伟",
            "8点10分去204，聊到9点50，然后回房间。10点以后就一直用窗户看着外面，看看到底谁会去悬崖那边。",
            order_list("20:10 go: '204'", "21:50 go: home", "22:00 peek: window"),
        ),
        (
            "张伟",
            "我8点先在房间里用门孔盯着走廊，谁上下楼我都知道😎 然后9点半去201",
            order_list("20:00 go: home, peek: peephole", "21:30 go: '201'"),
        ),
    ]
)
def test_a_second_person_there_and_whom_one_looks_out_for(who: str, message: str, expect: str) -> None:
    """``如果有第二个喺度`` (someone else there, Cantonese); ``用窗户看着外面，看看到底谁会去悬崖那边``:
    after a look, whom one looks out for says why one looks; its going is whoever's (it was refused
    at 谁, or read as one's own going)."""
    reads_as(who, message, expect)


def test_whom_one_looks_out_for_with_a_kill_stays_refused() -> None:
    """``看看谁去杀王建国``: a kill in the clause is never set aside."""
    assert problems_of("张伟", "从窗户看草坪，看看谁去杀王建国")


@cases(
    [
        (
            "Tom",
            "Eish, it's too busy out there. At 8:40 take the east stairs down to the garden.",
            order_list("20:40 go: garden, via: [east-stairs]"),
        ),
        (
            "Tom",
            "ok fine ㅠㅠ 9:50 go to 201, if 陈美玲 is alone kill her",
            order_list("21:50 go: '201', kill: 陈美玲, if: alone"),
        ),
    ]
)
def test_a_remark_on_the_crowd_and_korean_tears(who: str, message: str, expect: str) -> None:
    """ "too busy out there", "ok fine": remarks; ㅠㅠ / ㅋㅋ typed alone (a chat's tears and laugh)
    are punctuation, as an emoji is (a word unknown, refused)."""
    reads_as(who, message, expect)


def test_which_one_they_look_out_for() -> None:
    """``看哪个龟儿子在那儿晃`` after a look: whom one looks out for, as ``看看谁…`` is (看 was read as a
    second look)."""
    reads_as(
        "张伟",
        "GM哥哥晚上好噻！老子今晚就在屋头待起，哪儿都不去，窗子那儿一直盯到草坪，看哪个龟儿子在那儿晃。",
        order_list("20:00 go: home, peek: window"),
    )


def test_what_a_player_calls_someone_is_not_guessed() -> None:
    """``王建国那个瓜娃子``: a word after a name and 那个 stays refused. Set aside as an epithet (a
    form tried this round) it read a clean set's message into two orders for one slot."""
    assert problems_of("张伟", "九点一刻到十点半，不管在哪儿碰到王建国那个瓜娃子一个人，就弄死他。")
