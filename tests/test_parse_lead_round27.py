"""Round twenty-seven of issue 22: what the reader refused or misread on the tuning sets of new
writers' styles (benchmarks/heldout/parse99, parse100), each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202; 周正, 孙明 and Kate
are the police (no room, starting in 204)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as


@cases(
    [
        (
            "张伟",
            "8:20去花园拍照📷，9点去草坪，sry改一下，草坪改成9:10。9:50回205。",
            order_list("20:20 go: garden", "21:10 go: lawn", "21:50 go: home"),
        ),
        (
            "张伟",
            "8:20去花园，9点去草坪，sry改一下，9:10去草坪。9:50回205。",
            order_list("20:20 go: garden", "21:10 go: lawn", "21:50 go: home"),
        ),
        (
            "张伟",
            "8:20去花园，9点去草坪，改一下，花园改成8:30。9:50回205。",
            order_list("20:30 go: garden", "21:00 go: lawn", "21:50 go: home"),
        ),
    ]
)
def test_an_order_named_by_its_place_at_a_new_time(who: str, message: str, expect: str) -> None:
    """A misread before: "sry" kept 改一下 from opening the change, the change word was set aside,
    and 草坪改成9:10 became a second walk to the lawn beside the first. The place names the order;
    the time replaces its time."""
    reads_as(who, message, expect)


def test_a_place_changed_into_a_time_already_taken_is_refused() -> None:
    """Two orders at one time: which one is meant is not guessed."""
    assert problems_of("张伟", "8:20去花园，9点去草坪，改一下，草坪改成8:20。9:50回205。")


@cases(
    [
        (
            "张伟",
            "您好。今晚九点半，我去草坪散步，十点回房。倘若在草坪上遇见赵强独自一人，便将其杀死。",
            order_list("21:30 go: lawn, kill: 赵强, if: alone", "22:00 go: home"),
        ),
        (
            "张伟",
            "八点去花园，九点去草坪，十点回房。如果在花园碰到王建国一个人，就杀了他。",
            order_list("20:00 go: garden, kill: 王建国, if: alone", "21:00 go: lawn", "22:00 go: home"),
        ),
    ]
)
def test_a_kill_naming_where_it_meets_belongs_to_the_order_going_there(
    who: str, message: str, expect: str
) -> None:
    """A kill said after later orders, naming the place of the meeting, was refused as a second
    place in the last order's slot."""
    reads_as(who, message, expect)


def test_a_kill_naming_a_place_no_order_goes_to_stays_refused() -> None:
    assert problems_of("张伟", "九点去花园，十点回房。如果在草坪碰到赵强一个人，就杀了他。")


@cases(
    [
        (
            "张伟",
            "今晚九点从门孔看走廊。\n另：十点至十一点之间，无论在何处遇见赵强，无论周围有无旁人，均将其杀死。",
            "standing: [{kill: 赵强, if: always, from: '22:00', until: '23:00'}]\n"
            + order_list("21:00 peek: peephole"),
        ),
        (
            "张伟",
            "8點先待在房間從窗戶看草坪，9點去204喝個茶。10點以後就乖乖睡覺了的說，謝謝GM～",
            order_list("20:00 go: home, peek: window", "21:00 go: '204'", "22:00 go: home"),
        ),
        (
            "张伟",
            "冲了兄弟们🔥 10:40去209开团，赵强落单就直接带走，没落单就撤回自己房间 gg",
            order_list("22:40 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "今晚不管在哪刷到赵强，旁边有没有人都直接秒了，莽就完事",
            "standing: [{kill: 赵强, if: always}]",
        ),
        (
            "李雨桐",
            "今晚嘛八点钟先在屋头从窗子看花园，看哈有啥子人。八点四十去204摆哈龙门阵，九点半回屋头。",
            order_list("20:00 go: home, peek: window", "20:40 go: '204'", "21:30 go: home"),
        ),
    ]
)
def test_chinese_of_new_writers(who: str, message: str, expect: str) -> None:
    """另： opening an afterthought; Taiwanese 乖乖…的說; gamers' 冲了兄弟们, 开团, 刷到, 莽就完事;
    Sichuanese 摆哈龙门阵, 看哈有啥子人."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "九点去204看哈周正在不在，在的话就跟他摆哈龙门阵，不在就去花园耍。",
            order_list("21:00 go: '204', if: {present: 周正}, else: {go: garden}"),
        ),
        (
            "李雨桐",
            "九点去204看看周正在不在，在就跟他聊聊，不在就去花园。",
            order_list("21:00 go: '204', if: {present: 周正}, else: {go: garden}"),
        ),
    ]
)
def test_a_look_in_on_someone_asking_if_they_are_in_is_no_peek(who: str, message: str, expect: str) -> None:
    """A misread before: Sichuanese 看哈 (看一下) was 看, a look, and the visit to 204 peeked through
    its window. 看哈 is 看看; a question of someone being in, asked after a look in on them and
    answered with a comma (在不在，在的话就…), is the visit's condition."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "GM can or not: 9 o'clock I go garden, 9.40 go lawn, 10.10 go back my room.",
            order_list("21:00 go: garden", "21:40 go: lawn", "22:10 go: home"),
        ),
        (
            "Tom",
            "From 9 to 10.30, anywhere I bump into 刘洋 alone, just kill him lah. Rest of the time I stay in"
            " room, don't go anywhere one.",
            "standing: [{kill: 刘洋, if: alone, from: '21:00', until: '22:30'}]\n"
            + order_list("20:00 go: home"),
        ),
    ]
)
def test_singlish_of_new_writers(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "我8点半想去草坪，可以吗？9点20回房间可以吗？",
            order_list("20:30 go: lawn", "21:20 go: home"),
        ),
        ("张伟", "9点去花园可以吗？", order_list("21:00 go: garden")),
    ]
)
def test_a_tag_asking_leave_typed_right_after_the_orders(who: str, message: str, expect: str) -> None:
    """``可以吗`` right after an order with no comma asks about the order, as after a comma: the
    order said outright, the tag a question for the GM."""
    reads_as(who, message, expect)


def test_a_question_asking_leave_for_a_kill_is_still_refused() -> None:
    assert problems_of("张伟", "我能去209杀赵强可以吗？")


@cases(
    [
        (
            "张伟",
            "👉 8点 待在房里 从猫眼盯着走廊\n👉 9点 去209找赵强 🔪 他一个人就干掉他\n👉 不行的话 👉 去草坪",
            order_list(
                "20:00 go: home, peek: peephole", "21:00 go: '209', kill: 赵强, if: alone, else: {go: lawn}"
            ),
        ),
        (
            "张伟",
            "📌 9:00 去草坪 🌿\n📌 9:00-10:00 只要碰到赵强 不管旁边有没有人 都🔪\n📌 10:00 回房 🛏️",
            "standing: [{kill: 赵强, if: always, from: '21:00', until: '22:00'}]\n"
            + order_list("21:00 go: lawn", "22:00 go: home"),
        ),
    ]
)
def test_a_knife_heading_a_kill_or_ending_one_said_regardless(who: str, message: str, expect: str) -> None:
    """🔪 before a kill said in words is its heading; after 不管旁边有没有人 都 it is the kill."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "At half past nine I will going to room 201 for kill 刘洋 if he is alone."
            " If he not alone or he not open the door, I go to the lawn instead.",
            order_list("21:30 go: '201', kill: 刘洋, if: alone, else: {go: lawn}"),
        ),
        (
            "Tom",
            "gonna visit 刘洋 at 9 (201) n if hes alone ill kill him."
            " if hes not alone or doesnt open up just go 2 the lawn k",
            order_list("21:00 go: '201', kill: 刘洋, if: alone, else: {go: lawn}"),
        ),
        (
            "Tom",
            "At 8:30 I go to the lawn by the west stairs - sorry, I mean east stairs,"
            " is more near to my room.",
            order_list("20:30 go: lawn, via: [east-stairs]"),
        ),
        (
            "Kate",
            "Down to the garden at ten past eight."
            " Up to 209 at nine to see if 赵强's in; if he isn't, I'll go to the lawn.",
            order_list("20:10 go: garden", "21:00 go: '209', if: {present: 赵强}, else: {go: lawn}"),
        ),
        (
            "Kate",
            "At nine go to 209 to check if 赵强 is there, if not, go to the lawn.",
            order_list("21:00 go: '209', if: {present: 赵强}, else: {go: lawn}"),
        ),
    ]
)
def test_english_of_new_writers(who: str, message: str, expect: str) -> None:
    """A learner's "he not open the door" and a texter's "doesnt open up" among the failures of one
    "otherwise"; why a staircase, said to what; "to see if X is in", answered at once."""
    reads_as(who, message, expect)


def test_asking_whether_someone_is_in_with_no_answer_is_not_a_condition() -> None:
    """Asked alone, with no "if not" after it, the check is no condition (refused, as before)."""
    assert problems_of("Kate", "At nine go to 209 to see if 赵强 is in. At ten go to the lawn.")


def test_a_formal_going() -> None:
    reads_as(
        "周正",
        "报告：20:00 在204从窗户观察花园；21:00 前往草坪巡查；21:40 转至花园；22:20 返回204。完毕。",
        order_list("20:00 go: '204', peek: window", "21:00 go: lawn", "21:40 go: garden", "22:20 go: '204'"),
    )


@cases(
    [
        (
            "张伟",
            "8点开始我先从门孔看走廊，8点40要下去草坪，走西边的楼梯。"
            "啊不对不对，改8点50好了😅 然后9点半回房间。",
            order_list("20:00 peek: peephole", "20:50 go: lawn, via: [west-stairs]", "21:30 go: home"),
        ),
        ("张伟", "8点40去草坪。不对，改8点50好了。", order_list("20:50 go: lawn")),
    ]
)
def test_a_change_said_twice_and_settled(who: str, message: str, expect: str) -> None:
    """啊不对不对: the change word twice (the second was cut as 不 and 对); 改8点50好了: settled."""
    reads_as(who, message, expect)


def test_reasons_in_three_brackets_each_with_words_unknown() -> None:
    """Three brackets of reasons, each holding a word the reader does not know, kept each other
    refused (each was kept for the faults of the others): a remark is now decided past the faults
    of the brackets after it; one that could change an order is still kept as it was."""
    reads_as(
        "张伟",
        "1. 20:00 留在房间，从窗户观察草坪（开局走动的人多，先看动向）\n"
        "2. 20:40 前往204（混在人群里，留个不在场证明）\n"
        "3. 21:30 前往209，若赵强单独在房内则杀之；否则转去草坪（这个点209大概率在外面）",
        order_list(
            "20:00 go: home, peek: window",
            "20:40 go: '204'",
            "21:30 go: '209', kill: 赵强, if: alone, else: {go: lawn}",
        ),
    )


def test_a_bracket_that_could_change_an_order_is_not_set_aside_past_others() -> None:
    """Refused at the word that could change an order (before: at an unknown word of a remark)."""
    problems = problems_of(
        "张伟",
        "1. 20:00 留在房间（开局走动的人多）\n2. 20:40 前往204（万一老板不让就九点半瞎晃）\n"
        "3. 21:30 回房（大概率在外面）",
    )
    assert "万一" in str(problems[0])


def test_not_in_their_room() -> None:
    reads_as(
        "张伟",
        "21:50 去209拜访赵强；若他不在房里，改去花园。",
        order_list("21:50 go: '209', if: {present: 赵强}, else: {go: garden}"),
    )


@cases(
    [
        (
            "Tom",
            "【10:40 去207】（10点以后她必须开门）\n【见到陈美玲就杀】（有人看见也无所谓了）\n"
            "【她不在的话就回房间】",
            order_list("22:40 go: '207', kill: 陈美玲, if: always, else: {go: home}"),
        ),
        (
            "Tom",
            "「9点半去207」（找陈美玲，她是我的目标）\n「如果她一个人，杀了她」（机会难得）\n"
            "「如果不是一个人或者没人开门，就回房间」（别在外面晃）",
            order_list("21:30 go: '207', kill: 陈美玲, if: alone, else: {go: home}"),
        ),
        (
            "Tom",
            "【20:00】在房间从窗户看草坪（想看看谁往断崖那边去）\n【21:20】回房间，从门孔看走廊（盯着隔壁）",
            order_list("20:00 go: home, peek: window", "21:20 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "「门：10点前只给周正和Lily开」（其他人不放心）\n「8点起从门孔看走廊」（看谁来敲门）\n"
            "「10点去204」（10点以后反正必须开门，不如出去）",
            "door: [周正, Lily]\n" + order_list("20:00 peek: peephole", "22:00 go: '204'"),
        ),
        (
            "Tom",
            "“8:10 从东楼梯下去，去草坪”（西边那条路人多）\n“8:50 回房间，走西楼梯”（换一条路回来）\n"
            "“之后一直在窗户边看草坪”（看看还有谁去）",
            order_list(
                "20:10 go: lawn, via: [east-stairs]", "20:50 go: home, via: [west-stairs], peek: window"
            ),
        ),
    ]
)
def test_every_order_in_brackets_with_a_reason_after_it(who: str, message: str, expect: str) -> None:
    """A writer who puts every order in 【】「」“” and a reason in （）after it: a line in 【】 is the
    line; the reasons (whom a look watches, a target said, the other way crowded, might as well go
    out, not to linger outside) are remarks."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "跟你说个事儿，今晚搁哪碰着刘洋一个人，直接给他削了。",
            "standing: [{kill: 刘洋, if: alone}]",
        ),
    ]
)
def test_words_of_kills_and_wishes(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_role_players_kill_of_an_officer_is_refused_by_its_rule() -> None:
    problems = problems_of(
        "Tom", "At the stroke of ten I shall seek out 周正 in the common room and silence him forever."
    )
    assert "police" in str(problems[0]) or "警察" in str(problems[0])


@cases(
    [
        (
            "Tom",
            "Let it be known: throughout this night, wheresoever I chance upon 刘洋,"
            " be he alone or in company, I shall strike him down. As for my movements:"
            " from eight I keep to my chamber and peer through the peephole;"
            " at nine I descend to the garden; at ten I retire to the common room.",
            "standing: [{kill: 刘洋, if: always}]\n"
            + order_list("20:00 peek: peephole", "21:00 go: garden", "22:00 go: '204'"),
        ),
        (
            "Tom",
            "Hark! At twenty past nine I shall call upon 刘洋 in room 201."
            " Should he be alone, my blade shall find him."
            " Should he not be alone, I shall withdraw to the lawn and wait beneath the stars.",
            order_list("21:20 go: '201', kill: 刘洋, if: alone, else: {go: lawn}"),
        ),
    ]
)
def test_a_role_players_words(who: str, message: str, expect: str) -> None:
    """In character: keep to my chamber, descend / retire / withdraw to, strike him down, my blade
    shall find him, be he alone or in company, wheresoever, throughout this night, Hark!"""
    reads_as(who, message, expect)


def test_a_door_heading_ending_the_message_with_its_list() -> None:
    """门：10点前只有周正 as the message's last words raised IndexError (the word after the list was
    looked at, and there was none): a traceback for a player's message, found measuring this round."""
    reads_as("Tom", "9点去花园。门：10点前只有周正", "door: [周正]\n" + order_list("21:00 go: garden"))


@cases(
    [
        (
            "Tom",
            "八点我想先去207找陈美玲聊聊天，上回她说要给我看她家猫的照片哈哈，聊到九点吧，九点我去草坪吹吹风。",
            order_list("20:00 go: '207'", "21:00 go: lawn"),
        ),
        (
            "Tom",
            "八点去207找陈美玲聊聊天。上回她说要给我看她家猫的照片哈哈。九点回房。",
            order_list("20:00 go: '207'", "21:00 go: home"),
        ),
    ]
)
def test_a_story_of_last_time_inside_a_visit(who: str, message: str, expect: str) -> None:
    """照片 (a photo) is no 照 ("as before": another day's orders pointed at), and the story of last
    time ends at the comma before the visit goes on to a time (聊到九点)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点到十点之间不管在哪碰到赵强，只要他身边没别人，就送他上路🔪\n其余时间我在204跟大家吹水哈哈，8点就过去。",
            "standing: [{kill: 赵强, if: alone, from: '21:00', until: '22:00'}]\n"
            + order_list("20:00 go: '204'"),
        ),
        (
            "张伟",
            "我就在屋里待着，从猫眼看走廊。十点整我想去花园走走，走之前都待在屋里。",
            order_list("20:00 go: home, peek: peephole", "22:00 go: garden"),
        ),
    ]
)
def test_a_place_stayed_at_then_gone_to_and_staying_in_until_then(
    who: str, message: str, expect: str
) -> None:
    """在204…，8点就过去 (a comma before the time) is going there at eight; 走之前都待在屋里 says the
    staying again."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "周正",
            "老板晚上好！八点二十去207串个门找陈美玲聊天，没人开门的话就去204。九点四十去草坪。谢啦😘",
            order_list("20:20 go: '207', else: {go: '204'}", "21:40 go: lawn"),
        ),
        (
            "张伟",
            "今天晚上九点到十点半不管在哪碰到赵强只要他一个人就干掉他哦不对是九点半到十点半其他时间我就在房间从窗户看",
            "standing: [{kill: 赵强, if: alone, from: '21:30', until: '22:30'}]\n"
            + order_list("20:00 go: home, peek: window"),
        ),
    ]
)
def test_dropping_by_then_whom_and_a_range_said_anew(who: str, message: str, expect: str) -> None:
    """串个门找X: dropping by, then whom; a range corrected by a range (the one said before)."""
    reads_as(who, message, expect)


def test_a_range_said_anew_with_two_ranges_before_is_refused() -> None:
    assert problems_of("张伟", "九点到十点从窗户看，十点到十点半从门孔看，不对，九点半到十点半")


@cases(
    [
        (
            "周正",
            "老板，八点二十我去209找赵强聊聊，走东楼梯那边过去，九点去202找李雨桐，她不开门就回204。然后十点去草坪。",
            order_list(
                "20:20 go: '209', via: [east-stairs]", "21:00 go: '202', else: {go: '204'}", "22:00 go: lawn"
            ),
        ),
        (
            "周正",
            "八点二十我去209找赵强聊聊，走东楼梯过去。",
            order_list("20:20 go: '209', via: [east-stairs]"),
        ),
    ]
)
def test_the_way_of_a_visit_said_after_it(who: str, message: str, expect: str) -> None:
    """走东楼梯(那边)过去 after a visit: the way of that going (过去 said it again)."""
    reads_as(who, message, expect)


def test_one_line_in_brackets_is_a_heading_decided_as_a_part() -> None:
    """【Carol·207】 over the orders is a signature: only a writer with two lines or more in 【】
    has the brackets made spaces (this round's first take on 【】 lines refused such a message of
    the first held-out set, parse, which was read right before)."""
    reads_as(
        "Lily",
        "【Lily·207】\n9:40去花园散散步；10:00去草坪；10:30回来。",
        order_list("21:40 go: garden", "22:00 go: lawn", "22:30 go: home"),
    )
