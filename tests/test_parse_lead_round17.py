"""Round seventeen of issue 22: what the reader refused or misread on the tuning sets of this round
(benchmarks/heldout/parse46, parse49, parse50), each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 周正, 孙明 and Kate are the police (no room)."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, order_list, problems_of, reads_as


@cases(
    [
        (
            "周正",
            "9:10 走东楼梯下花园，10:00 回 204",
            order_list("21:10 go: garden, via: [east-stairs]", "22:00 go: '204'"),
        ),
        ("Lily", "九点从西楼梯下草坪", order_list("21:00 go: lawn, via: [west-stairs]")),
    ]
)
def test_down_the_stairs_to_the_garden_is_going_there_by_them(who: str, message: str, expect: str) -> None:
    """Before, 东楼梯下 was read as the foot of the stairs and 下 before the garden was refused."""
    reads_as(who, message, expect)


def test_a_route_by_the_foot_of_the_stairs_is_said_back_as_it_reads() -> None:
    """Before, the echo said 经东楼梯下去花园, which reads back as by the stairs themselves (下去): a
    message going by the foot of the stairs was refused as an echo that differs."""
    reads_as(
        "周正",
        "9:10 go to the garden via the bottom of the east stairs",
        order_list("21:10 go: garden, via: [east-stairs-foot]"),
    )


@cases(
    [
        (
            "Lily",
            "9:50 go to 203\ngonna see Tom\nif nobody opens go to the garden",
            "orders: [{at: '21:50', go: '203', else: {go: garden}}]",
        ),
        (
            "Lily",
            "9:50 go to 203\nsee Tom alone, kill him",
            "orders: [{at: '21:50', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_seeing_the_one_visited_on_a_line_of_its_own_is_the_visit(
    who: str, message: str, expect: str
) -> None:
    """Before, "gonna see Tom" on the line after the going was read as "if Tom is there" (a misread:
    the garden taken when he was out, not when the door stayed shut); "see Tom alone, kill him" on
    its own line stays a meeting."""
    reads_as(who, message, expect)


@cases(
    [
        ("周正", "我是警察不用杀人，九点去花园", order_list("21:00 go: garden")),
        ("Lily", "今晚不用杀人，九点去花园", order_list("21:00 go: garden")),
        ("Lily", "no killing for me tonight. 9pm garden", order_list("21:00 go: garden")),
    ]
)
def test_no_need_to_kill_is_no_kill(who: str, message: str, expect: str) -> None:
    """Before, 不用杀人 ("no need to kill") and "no killing for me" were refused at the negation, as
    不杀人 and "no killing tonight" were not."""
    reads_as(who, message, expect)


@cases(
    [
        ("周正", "10:50 返204望窗", order_list("22:50 go: '204', peek: window")),
        ("Lily", "十点前只开门给Tom", "door: [Tom]"),
        ("Lily", "只开门给Tom和李雨桐", "door: [Tom, 李雨桐]"),
        ("Lily", "十点前淨系開門畀Tom", "door: [Tom]"),
    ]
)
def test_back_to_a_room_in_cantonese_and_the_door_opened_only_for_some(
    who: str, message: str, expect: str
) -> None:
    """Before, 返 before a room's number was read as Cantonese only in a message holding a character
    only Cantonese writes; 只开门给 ("open the door only for") and 淨系開門畀 were refused."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "9pm garden (Don't tell Tom, he'd never shut up about it)", order_list("21:00 go: garden")),
        ("Lily", "9点去花园（别告诉Tom）", order_list("21:00 go: garden")),
        ("Lily", "9点去花园。唔好同Tom讲，佢好八卦", order_list("21:00 go: garden")),
        ("Lily", "9点去花园，不要让Tom知道哦", order_list("21:00 go: garden")),
        ("Lily", "9pm garden (don't let Tom know, he talks too much)", order_list("21:00 go: garden")),
    ]
)
def test_a_plea_to_keep_the_orders_secret_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, "don't tell Tom" was refused at "tell", 不要让Tom知道 was read as the door shut to Tom."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["别告诉Tom我九点去花园", "9pm garden (don't tell Tom, kill him at 10)"])
def test_a_plea_holding_an_order_is_not_set_aside(message: str) -> None:
    """What is not to be told may be the order (a time, a going, a kill): refused at the word."""
    assert problems_of("Lily", message)


@cases(
    [
        (
            "Lily",
            "搿趟我要动手了 九点去203寻Tom 伊一家头勒屋里就拿伊解决脱",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "九点去203寻Tom 伊一家头个闲话就结果伊 勿是一家头就转来屋里",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "阿拉今朝勿管勒啥地方 碰着Tom一家头 就杀脱伊",
            "standing: [{kill: Tom, if: alone, from: '20:00', until: '23:00'}]",
        ),
        (
            "Lily",
            "阿拉八点去花园白相 九点到203寻Tom讲讲闲话",
            order_list("20:00 go: garden", "21:00 go: '203'"),
        ),
    ]
)
def test_shanghainese_kills_chats_and_wherever(who: str, message: str, expect: str) -> None:
    """Before, 搿趟 (this time), 拿伊解决脱 / 结果伊 / 杀脱伊 (the kill), 勒啥地方 (wherever), 白相 and
    讲闲话 (play, a chat) were words the reader did not know."""
    reads_as(who, message, expect)


def test_a_kill_announced_this_time_before_the_kill_is_set_aside() -> None:
    """Before, 这次我要动手了 ("this time I make my move") before the kill itself was a kill of no one."""
    reads_as(
        "Lily",
        "这次我要动手了，九点去203找Tom，他一个人在就杀了他",
        "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]",
    )


@cases(
    [
        (
            "Lily",
            "8:10 go to 201 to chat with 刘洋 and 王建国, 8:50 go to the garden",
            order_list("20:10 go: '201'", "20:50 go: garden"),
        ),
    ]
)
def test_chatting_with_two_in_the_room_visited_is_the_visit(who: str, message: str, expect: str) -> None:
    """Before, "to chat with A and B" after a room was refused at the comma (one person only)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "9pm garden. Is it true the sergeant is sitting in there all night?? ha",
            order_list("21:00 go: garden"),
        ),
        ("Lily", "9pm garden. does Tom go out at 9?", order_list("21:00 go: garden")),
    ]
)
def test_a_question_about_someone_elses_night_is_for_the_gm(who: str, message: str, expect: str) -> None:
    """Before, a question holding a time or "all night" was refused as an order asked, whoever it
    was about."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["9pm garden. can I go to the lawn at 10?", "9pm garden. will Tom kill me at 10?"]
)
def test_a_question_of_the_senders_own_night_is_still_refused(message: str) -> None:
    assert [p.kind for p in problems_of("Lily", message)] == ["asked_order"]


@cases(
    [
        (
            "Lily",
            "22:10 go to 203, if Tom is alone kill him. "
            "If he is not alone or not there or does not open, go back to my room.",
            "orders: [{at: '22:10', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "22:10 go to 203, if Tom is alone kill him. If he is not alone or not there, go back to my room.",
            "orders: [{at: '22:10', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "22:10 go to 203, kill Tom whether he is alone or not",
            "orders: [{at: '22:10', go: '203', kill: Tom, if: always}]",
        ),
    ]
)
def test_not_alone_or_not_there_is_two_failures_listed(who: str, message: str, expect: str) -> None:
    """Before, "alone or not" before "there" was read as "whether alone or not", and the list was
    refused at its "or"; "whether he is alone or not" stays the kill in any case."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "Half nine a'm gonnae go doon tae the lawn. If Tom's there oan his ain, a'll dae him in. "
            "If no, nae bother, a'll jist come back hame at ten.",
            "orders: [{at: '21:30', go: lawn, kill: Tom, if: alone}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "A'm stayin in ma room the hale night lookin oot the windae. "
            "Nae visitors, ken, door's shut till ten.",
            "door: closed\n" + order_list("20:00 go: home, peek: window"),
        ),
        (
            "Lily",
            "Chap the door o 203 at ten, see Tom aboot the fitba. "
            "If naebody answers a'll heid tae the common room.",
            "orders: [{at: '22:00', go: '203', else: {go: '204'}}]",
        ),
    ]
)
def test_scots_round_seventeen(who: str, message: str, expect: str) -> None:
    """Before, a'm / a'll, doon, oan his ain, jist, hame, ma, the hale night, nae, "if no", "chap the
    door o 203" and "heid tae" were words the reader did not know."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "九点去娱乐室看窗，看看花园有什么人经过", order_list("21:00 go: '204', peek: window")),
        ("Lily", "九点去娱乐室看窗，看花园有啥人经过", order_list("21:00 go: '204', peek: window")),
        ("Tom", "九点返房 由门口个猫眼睇出去", order_list("21:00 go: home, peek: peephole")),
        ("Tom", "八点喺204度睇窗，九点返房", order_list("20:00 go: '204', peek: window", "21:00 go: home")),
    ]
)
def test_watching_for_what_people_pass_and_cantonese_looks(who: str, message: str, expect: str) -> None:
    """Before, 有什么人 / 有啥人 after the place watched were words the reader did not know; so were
    Cantonese 由门口个猫眼 (through the door's peephole) and 度 after a room (喺204度: there)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "At 22:20 I go to 203. If Tom's on his own I kill him. "
            "If anybody else is in with him I go to the garden instead.",
            "orders: [{at: '22:20', go: '203', kill: Tom, if: alone, else: {go: garden}}]",
        ),
        (
            "Lily",
            "At 22:20 I go to 203. If Tom's alone I kill him. If anybody else is there I go to the garden.",
            "orders: [{at: '22:20', go: '203', kill: Tom, if: alone, else: {go: garden}}]",
        ),
    ]
)
def test_anybody_else_in_with_him_is_company(who: str, message: str, expect: str) -> None:
    """Before, "anybody else" was a word the reader did not know, and "in with him" after "anyone
    else is" was refused."""
    reads_as(who, message, expect)


def test_the_little_hole_of_the_door_is_the_peephole() -> None:
    """A learner's "the little hole of the door" was refused at "the door" (the door rule)."""
    reads_as(
        "Lily",
        "At 22:00 I come back to my room and I look through the little hole of the door.",
        order_list("22:00 go: home, peek: peephole"),
    )


def test_seeing_the_one_visited_under_a_pasted_header_is_the_visit() -> None:
    """The misread of parse50's en11 again, with each line under the chat's header: "see Tom" on
    its own line was read as "if Tom is there"."""
    reads_as(
        "Lily",
        "Lily LA: 9:50 go to 203\nLily LA: gonna see Tom\nLily LA: if nobody opens go to the garden",
        "orders: [{at: '21:50', go: '203', else: {go: garden}}]",
    )


def test_a_rule_broken_beside_an_unknown_word_between_spaces_is_said() -> None:
    """Before, a message typed with spaces for punctuation was refused only at its unknown word
    (怕死): the rule it breaks (the door shut after 22:00) was not found, since the whole line was
    blanked to read the rest."""
    kinds = [p.kind for p in problems_of("Lily", "今晚我整晚都不开门 十点之后有人敲也不开 我怕死😂")]
    assert "door_time" in kinds, kinds


def test_cantonese_nobody_answers_and_going_in_when_someone_does() -> None:
    """Before, 冇人应 (nobody answers) and 有人应就入去 (someone answers: go in) were refused."""
    reads_as(
        "Lily",
        "九点半去203敲Tom门，冇人应就去草坪，有人应就入去倾偈。",
        "orders: [{at: '21:30', go: '203', else: {go: lawn}}]",
    )


@cases(
    [
        ("Lily", "九点去花园，十点以后我就睡觉了", order_list("21:00 go: garden", "22:00 go: home")),
        ("Lily", "九点去花园，十点以后我就睡了", order_list("21:00 go: garden", "22:00 go: home")),
        ("Lily", "八点看窗户，十点睡觉", order_list("20:00 peek: window", "22:00 go: home")),
    ]
)
def test_sleeping_said_at_a_time_in_chinese_is_going_to_bed(who: str, message: str, expect: str) -> None:
    """Before, 十点以后我就睡觉了 was refused as a time with nothing to do at it, as "at 10 I'm
    sleeping" was not."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "From 9 to 10 at the peephole, then I go to the lawn",
            order_list("21:00 peek: peephole", "22:00 go: lawn"),
        ),
        (
            "Lily",
            "From 9 to 10 I'm in the garden, then I go to the lawn",
            order_list("21:00 go: garden", "22:00 go: lawn"),
        ),
    ]
)
def test_then_i_after_a_range_starts_at_its_end(who: str, message: str, expect: str) -> None:
    """Before, "then I" was a filler: the going after a range was read at the range's start (the
    peephole from the lawn, refused; two places in one order)."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "十点前不开门，十点之后开门", "door: closed"),
        ("Lily", "10点前门关着，10点后开", "door: closed"),
        ("Lily", "Door shut until 10, after 10 I open it", "door: closed"),
    ]
)
def test_the_door_opened_after_ten_is_the_rule_said(who: str, message: str, expect: str) -> None:
    """Before, the door opened after 22:00, in a clause of its own, was refused at 开门 / "open":
    it is what the rules make every tenant do then (seed 五.12), set aside and said."""
    reads_as(who, message, expect)


def test_the_door_opened_after_ten_for_someone_is_not_set_aside() -> None:
    assert problems_of("Lily", "十点后开门让Tom进来")


def test_staying_in_then_a_heading_of_the_room_is_one_order_at_eight() -> None:
    """Before, 今晚不出去了 then 整晚在房里：八点到九点看窗户 were three orders for 20:00, refused as
    two things in one slot: each only keeps the player in their room, where the night starts."""
    reads_as(
        "Lily",
        "今晚不出去了。整晚在房里：八点到九点看窗户，九点以后看猫眼",
        order_list("20:00 go: home, peek: window", "21:00 peek: peephole"),
    )


@pytest.mark.parametrize("message", ["八点看窗户，八点看猫眼", "八点在房间，八点去花园"])
def test_two_different_things_at_eight_are_still_refused(message: str) -> None:
    assert [p.kind for p in problems_of("Lily", message)] == ["dup_slot"]


def test_not_setting_out_is_staying() -> None:
    """Before, 不出动 ("not setting out") was a word the reader did not know; 不出门 was staying."""
    reads_as("周正", "今晚不出动，全程在204窗口观察。", order_list("20:00 go: '204', peek: window"))


def test_the_time_before_said_as_qianmian() -> None:
    """Before, 前面的时间 ("the time before") was a word the reader did not know; 之前的时间 was read."""
    reads_as(
        "Lily",
        "晚上十点二十去花园，十点五十回自己房间。前面的时间在房里待着不看。",
        order_list("20:00 go: home", "22:20 go: garden", "22:50 go: home"),
    )


def test_likewise_between_a_time_and_its_going() -> None:
    """Before, 照样 / 一样 between a time and its going ("all the same") was refused: a word of
    reference, "the same as what?"."""
    reads_as(
        "Lily",
        "8:10去203，如果他不开门就去204，8:40照样回房。",
        "orders: [{at: '20:10', go: '203', else: {go: '204'}}, {at: '20:40', go: home}]",
    )


@cases(
    [
        ("Lily", "十点前除了Tom之外不开门", "door: [Tom]"),
        ("Lily", "除了Tom以外不开门", "door: [Tom]"),
        ("Lily", "除了Tom之外，其他人一律不开", "door: [Tom]"),
        ("Lily", "十點前除咗Tom之外唔開門", "door: [Tom]"),
    ]
)
def test_the_door_shut_to_all_besides_some(who: str, message: str, expect: str) -> None:
    """Before, 之外 / 以外 closing the names after 除了 ("besides Tom") were refused, and so was the
    door not opened after them, though 除了Tom谁都不开 was the door only for Tom."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "今晚计划：1. 八点去娱乐室 2. 九点回房看窗户 3. 十点后看猫眼",
            order_list("20:00 go: '204'", "21:00 go: home, peek: window", "22:00 peek: peephole"),
        ),
        ("Lily", "1. 8:00 garden 2. 9:00 home", order_list("20:00 go: garden", "21:00 go: home")),
    ]
)
def test_a_list_numbered_with_full_stops_on_one_line(who: str, message: str, expect: str) -> None:
    """Before, "2." and "3." inside a line were refused: only 2) and 2、 were a list's numbers there."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "整晚都在娱乐室，八点就过去", order_list("20:00 go: '204'")),
        ("Lily", "其他时间我就在娱乐室里玩，八点就过去了", order_list("20:00 go: '204'")),
        ("Lily", "今晚就蹲草坪了：8点过去", order_list("20:00 go: lawn")),
    ]
)
def test_the_place_said_first_then_going_over_at_a_time(who: str, message: str, expect: str) -> None:
    """Before, 过去 ending the message was never read as going to the place said first, and being
    there (在娱乐室) was not one of the ways to say that place."""
    reads_as(who, message, expect)


def test_going_over_with_no_place_said_first_is_still_refused() -> None:
    assert problems_of("Lily", "九点去花园，十点过去")


@cases(
    [
        (
            "Lily",
            "九点去花园，碰到Tom一个人就把他推下悬崖",
            "orders: [{at: '21:00', go: garden, kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "九点去草坪，Tom单独在草坪的话推他下崖",
            "orders: [{at: '21:00', go: lawn, kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "lawn @ 9, home @ 10, peephole rest of night",
            order_list("21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_pushed_off_the_cliff_and_the_rest_of_night(who: str, message: str, expect: str) -> None:
    """Before, 推下悬崖 / 推他下崖 (the lawn's cliff, seed 一.2) were words the reader did not know,
    and so was "rest of night" without its "the"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "八点到九点看窗户，九点以后就坐着和来的人聊天，不看窗外了。",
            order_list("20:00 peek: window", "21:00"),
        ),
        ("Lily", "9pm common room, chatting with whoever turns up", order_list("21:00 go: '204'")),
    ]
)
def test_chatting_with_whoever_comes_is_no_order(who: str, message: str, expect: str) -> None:
    """Before, 和来的人聊天 was refused at its 的, "chatting with whoever turns up" at "whoever"."""
    reads_as(who, message, expect)


def test_the_going_said_before_its_time_after_a_standing_kill() -> None:
    """Before, "I go at 21:00 to the garden and at 21:50 to the lawn" read only when the second
    reader could rescue it alone; after a standing kill's line it was refused at "at"."""
    reads_as(
        "Lily",
        "From 21:00 until 22:30 I kill Tom wherever I meet him.\n"
        "I go at 21:00 to the garden and at 21:50 to the lawn. At 22:30 back to my room.",
        order_list("21:00 go: garden", "21:50 go: lawn", "22:30 go: home")
        + "\nstanding: [{kill: Tom, if: always, from: '21:00', until: '22:30'}]",
    )


@cases(
    [
        (
            "Lily",
            "9pm lawn, if Tom's on his lonesome, kill him",
            "orders: [{at: '21:00', go: lawn, kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "At 9 go to 203. If Tom is by his lonesome, off him.",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_on_his_lonesome_is_alone(who: str, message: str, expect: str) -> None:
    """Before, "on his lonesome" was no word of being alone, and "Tom's" before it was read as
    "Tom's (something)"."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "plea",
    [
        "别问",
        "别笑",
        "别催",
        "不多说了",
        "奶奶别偷看我的消息哈哈😂",
        "don't ask",
        "don't judge",
        "no judging lol",
    ],
)
def test_a_plea_about_the_chat_is_an_idle_clause(plea: str) -> None:
    """Before, 别问 / 别笑 (one character after the negation) and "don't ask" were refused at the
    negation: a word of talk or feeling denied says nothing an order could take back."""
    reads_as("Lily", f"九点去花园。{plea}", order_list("21:00 go: garden"))


def test_a_plea_inside_a_condition_is_still_refused() -> None:
    assert problems_of("Lily", "如果Tom在，别问，就杀了他")


def test_the_same_stairs_again_after_a_going() -> None:
    """Before, 还是 opening the clause after a going, before the stairs taken ("again, by the east
    stairs"), was refused as an "or"; between two places it still is."""
    reads_as(
        "Lily",
        "八点四十走东楼梯去草坪，九点十分回来，还是走东楼梯",
        order_list("20:40 go: lawn, via: [east-stairs]", "21:10 go: home, via: [east-stairs]"),
    )
    assert [p.kind for p in problems_of("Lily", "九点去花园，还是去草坪")] == ["choice"]


def test_wherever_i_am_is_anywhere() -> None:
    """Before, 不管我在哪 (with 我) was read as a second condition; 不管在哪 was anywhere."""
    reads_as(
        "Lily",
        "9点到10点之间，不管我在哪，碰到Tom单独一个人就杀了他。",
        "standing: [{kill: Tom, if: alone, from: '21:00', until: '22:00'}]",
    )


@cases(
    [
        (
            "Lily",
            "九点去203坐下（问吓Tom琴晚嘅事），冇人开门就返房",
            "orders: [{at: '21:00', go: '203'}]",  # a refused visitor walks home anyway
        ),
        ("Lily", "十点半去花园，企喺度到十一点", order_list("22:30 go: garden")),
    ]
)
def test_cantonese_asking_and_staying_there(who: str, message: str, expect: str) -> None:
    """Before, 问吓 (ask) and 企喺度 (stay standing there) were words the reader did not know."""
    reads_as(who, message, expect)


def test_a_plea_whose_opening_holds_a_going_is_not_set_aside() -> None:
    """别跟Tom一起去花园提 holds a going inside what looks like "don't tell Tom": never set aside."""
    assert problems_of("Lily", "9点去花园，别跟Tom一起去花园提")


@cases(
    [
        ("Lily", "我想想啊…算了，还是九点去花园吧", order_list("21:00 go: garden")),
        ("Lily", "想了想，还是九点去花园", order_list("21:00 go: garden")),
        ("Lily", "最后还是九点去花园", order_list("21:00 go: garden")),
        ("Lily", "本来想去草坪，想了想还是九点去花园", order_list("21:00 go: garden")),
        ("Lily", "原本打算九点去草坪，后来决定九点去花园", order_list("21:00 go: garden")),
        ("Lily", "我本来想杀Tom，算了，九点去花园", order_list("21:00 go: garden")),
    ]
)
def test_thinking_it_over_then_the_decision(who: str, message: str, expect: str) -> None:
    """Before, 还是 after 算了 / 想了想 with a mark between, or after 最后, was refused as an "or", and
    a plan given up (本来想…, 原本打算…) before the decision was read as an order."""
    reads_as(who, message, expect)


def test_or_between_two_places_stays_a_choice() -> None:
    assert [p.kind for p in problems_of("Lily", "九点去花园，还是去草坪")] == ["choice"]
