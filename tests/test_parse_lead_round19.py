"""Round nineteen of issue 22: what the reader refused on the tuning sets of this round
(benchmarks/heldout/parse63, parse64, parse65: ordinary chat players, strategists, voice input),
each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207 (its window sees the
lawn), her targets are Tom and 李雨桐; Tom sleeps alone in 203; 周正, 孙明 and Kate are the
police (no room)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as

_KILL_TOM_ELSE = "orders: [{at: '21:50', go: '203', kill: Tom, if: alone, else: {go: %s}}]"


@cases(
    [
        (
            "Lily",
            "21:50 go to 203. If Tom is alone, kill him. If he isn't or nobody answers, go to the garden.",
            _KILL_TOM_ELSE % "garden",
        ),
        (
            "Lily",
            "21:50 go to 203. If Tom is alone, kill him. If he is not there, or if someone else is there, "
            "go to the garden.",
            _KILL_TOM_ELSE % "garden",
        ),
        (
            "Lily",
            "At 21:50 proceed to Room 203. Should Tom be alone inside, kill him. Should he be absent, or "
            "should any other person be present, return to my room instead.",
            _KILL_TOM_ELSE % "home",
        ),
        (
            "Lily",
            "21点50去203，Tom一个人就杀了他，如果他不在，或者如果有别人，就回房",
            _KILL_TOM_ELSE % "home",
        ),
    ]
)
def test_or_if_between_failures_after_a_kill_is_the_otherwise(who: str, message: str, expect: str) -> None:
    """Before, "if he isn't or nobody answers" and "or if someone else is there" were refused at
    "or" (a choice): each failure listed is a case the otherwise covers."""
    reads_as(who, message, expect)


def test_or_between_failures_without_a_kill_stays_refused() -> None:
    """With no kill before it, "if he isn't or nobody answers" is a condition of its own: asked."""
    assert problems_of(
        "Lily", "21:50 go to 203. If Tom is there, go to the garden. If he isn't or nobody answers, go home."
    )


@cases(
    [
        (
            "Lily",
            "分析：Tom单住203，九点左右他多半在204。安排：9点去204，10点回房间",
            order_list("21:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "思路：今晚不动手，攒一个不在场证明。\n具体：\n（1）20:00 去204\n（2）22:00 回房",
            order_list("20:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "今晚思路先说一下：大家都在观望，Tom最可能去204。\n1. 8点去204\n2. 10点回房",
            order_list("20:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "Reasoning: night 1 is for gathering intel, nobody moves much.\nOrders:\n- 20:00 peephole\n"
            "- 21:00 go to the garden",
            order_list("20:00 peek: peephole", "21:00 go: garden"),
        ),
    ]
)
def test_reasoning_labelled_before_the_orders_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, the reasons (labelled 分析 / 思路 / "Reasoning") were read as orders and refused at
    their first hedge or unknown word; the label says they are not orders."""
    reads_as(who, message, expect)


def test_reasoning_holding_the_door_is_read_not_set_aside() -> None:
    """A door rule said only in the reasons is an order: it is read, never set aside."""
    reads_as("Lily", "思路：今晚门不开。安排：9点去花园", "door: closed\n" + order_list("21:00 go: garden"))


def test_reasoning_with_nothing_after_it_is_not_set_aside() -> None:
    """Reasons with no orders after them are the whole message: read (and refused at the word)."""
    assert problems_of("Lily", "分析：Tom单住203，九点左右他多半在204。")


@cases(
    [
        (
            "Lily",
            "八點先用貓眼看走廊，看到八點四十。八點四十去交誼廳（204）坐坐",
            order_list("20:00 peek: peephole", "20:40 go: '204'"),
        ),
        (
            "Lily",
            "嗯 那个八点整我先从窗户看一下草坪 看到八点半 然后八点半去二零四聊天",
            order_list("20:00 peek: window", "20:30 go: '204'"),
        ),
    ]
)
def test_looking_on_until_a_time_said_as_its_own_clause(who: str, message: str, expect: str) -> None:
    """Before, 看到 + a time after a look was a second look, refused as "through what?"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "9点去203，Tom一个人在的话就弄他，不在就回来",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "9点半去203，他一个人就搞他，否则回房",
            "orders: [{at: '21:30', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "8:40从西边楼梯下去花园，绕一下嘛，9点回房间睡觉zzz",
            "orders: [{at: '20:40', go: garden, via: [west-stairs]}, {at: '21:00', go: home}]",
        ),
        (
            "Lily",
            "ok so at eight I'm going two the common room and looking out the window there till nine",
            order_list("20:00 go: '204', peek: window", "21:00 go: home"),
        ),
        (
            "Lily",
            "at ten forty go to the garden by the east stairs and stay there four the rest of the night",
            "orders: [{at: '22:40', go: garden, via: [east-stairs]}]",
        ),
    ]
)
def test_words_of_this_rounds_groups(who: str, message: str, expect: str) -> None:
    """弄他 / 搞他 after 就 or 要 (the kill), 绕一下 (a stroll), and voice input's
    "two" for "to" and "four the rest of the night"."""
    reads_as(who, message, expect)


def test_nong_before_something_else_is_no_kill() -> None:
    """弄 / 搞 before anything but him or her is no kill."""
    assert problems_of("Lily", "9点去203，就搞他们的事")


@cases(
    [
        (
            "Lily",
            "Tom住203对吧，我10点去203，要是只有Tom一个人就杀了他",
            "orders: [{at: '22:00', go: '203', kill: Tom, if: alone}]",
        ),
        ("Lily", "Tom一个人住203吧，10点去203", order_list("22:00 go: '203'")),
        ("Lily", "Tom住在203，10点去204", order_list("22:00 go: '204'")),
    ]
)
def test_who_lives_where_said_as_a_remark_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, 住 (lives) before a room was refused as a word the reader does not know; the
    orders after it say where to go, whoever lives there."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "9.10 go 203 see what they doing. 9.40 go back 204",
            order_list("21:10 go: '203'", "21:40 go: '204'"),
        ),
        ("Lily", "9:10 go to 203 to see what Tom is up to", order_list("21:10 go: '203'")),
        (
            "Lily",
            "9:10 go to 203 and see what's going on, if Tom is alone kill him",
            "orders: [{at: '21:10', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_what_one_goes_to_see_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, "what" after "see" was refused as a person the game does not have."""
    reads_as(who, message, expect)


def test_a_door_rules_time_is_not_the_standing_kills_window() -> None:
    """Before, "before ten" of the door rule said after an all-night kill was taken as the kill's
    window: the kill held only until 22:00 (a silent misread on parse65)."""
    reads_as(
        "Lily",
        "all night if I run into Tom when he's by himself kill him and keep my door closed before ten",
        "door: closed\nstanding: [{kill: Tom, if: alone, from: '20:00', until: '23:00'}]",
    )
    reads_as(
        "Lily",
        "if I run into Tom alone kill him, before ten",
        "standing: [{kill: Tom, if: alone, from: '20:00', until: '22:00'}]",
    )


@cases(
    [
        (
            "Lily",
            "九点二十去草坪 如果Tom事一个人在那里就杀了他 要不然就回房间",
            "orders: [{at: '21:20', go: lawn, kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "八点十分去草坪 八点四十在回来 十点半在去204",
            order_list("20:10 go: lawn", "20:40 go: home", "22:30 go: '204'"),
        ),
        ("Lily", "8:3o去花圓晃一下 9點1o分回房間", order_list("20:30 go: garden", "21:10 go: home")),
        (
            "Lily",
            "八點到九點看窗戶，九點到十點看貓眼，十點以後再看窗戶到睡覺~",
            order_list("20:00 peek: window", "21:00 peek: peephole", "22:00 peek: window"),
        ),
        (
            "Lily",
            "今晚我的门只给周正开 其他人敲门都别开 然后整晚不管在哪里碰到Tom 只要他是一个人就干掉他",
            "door: [周正]\nstanding: [{kill: Tom, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_voice_inputs_slips(who: str, message: str, expect: str) -> None:
    """事 for 是 between a person and 一个人, 在 for 再 between a time and a going, o for 0 in a
    time, 到睡觉 (until bed: the night's end), and 今晚我的门 opening the door rule."""
    reads_as(who, message, expect)


def test_zai_before_a_place_stays_at() -> None:
    """在 before a place (not a going) is "at", as ever."""
    reads_as("Lily", "10点在204", order_list("22:00 go: '204'"))


_KILL_TOM_AWAY = "orders: [{at: '22:40', go: lawn, kill: Tom, if: {absent: 周正}, else: {go: home%s}}]"


@cases(
    [
        (
            "Lily",
            "10:40 去草坪。只要周正不在场，就杀Tom；如果周正在，或者Tom不在，就回房。",
            _KILL_TOM_AWAY % "",
        ),
        ("Lily", "10:40 去草坪。Tom在，而且周正不在，就杀Tom；否则回房", _KILL_TOM_AWAY % ""),
        (
            "Lily",
            "10:40 去草坪。到了以后：Tom在，而且周正不在，就杀Tom；"
            "否则（Tom不在，或者周正在场）立即回房，窗户看草坪。",
            _KILL_TOM_AWAY % ", peek: window",
        ),
    ]
)
def test_the_ways_a_kill_on_someone_away_fails(who: str, message: str, expect: str) -> None:
    """Before, the failures of a kill on someone away (that someone there, or the one to kill not
    there) listed with 或者 were refused as a choice, and "the one to kill there, and someone away"
    as two conditions."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "10:40 去草坪。只要周正不在场，就杀Tom；如果孙明在，或者Tom不在，就回房。", ""),
        ("Lily", "10:40 去草坪。Tom在，而且周正不在，就杀了他；否则回房", ""),
    ]
)
def test_other_pieces_beside_a_kill_on_someone_away_stay_refused(who: str, message: str, expect: str) -> None:
    """Someone else there (孙明, not the one the kill needs away) is no failure of that kill; and
    "kill him" after "周正不在" would name 周正: both stay refused."""
    assert problems_of(who, message)


@cases(
    [
        ("Lily", "9点去花园 有什么不明白的再问我", order_list("21:00 go: garden")),
        ("Lily", "有不清楚的随时问我哈 9点去花园", order_list("21:00 go: garden")),
        (
            "Lily",
            "十点返屋企 由猫眼睇走廊\n有咩唔明再问我 唔该",
            order_list("22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_a_sign_off_offering_to_answer_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, 有什么不明白的再问我 was refused at its negation."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "Tom 9点到10点之间只要碰到他一个人就干掉。",
            "standing: [{kill: Tom, if: alone, from: '21:00', until: '22:00'}]",
        ),
        (
            "Lily",
            "Tom那家伙 9点到10点之间只要碰到他一个人就干掉。8点去204",
            order_list("20:00 go: '204'")
            + "\nstanding: [{kill: Tom, if: alone, from: '21:00', until: '22:00'}]",
        ),
    ]
)
def test_a_name_as_the_topic_then_meeting_him(who: str, message: str, expect: str) -> None:
    """Before, the name said first (那家伙 after it or not) and then 碰到他 was refused at 碰到."""
    reads_as(who, message, expect)


def test_a_topic_cut_off_by_another_order_stays_refused() -> None:
    """An order between the name and the meeting: 他 is not guessed."""
    assert problems_of("Lily", "Tom，9点去204，碰到他一个人就干掉")


@cases(
    [
        (
            "Lily",
            "我今晚只给周正开门，别人敲门都不开😂 10点前一直在猫眼那看着",
            "door: [周正]\n" + order_list("20:00 peek: peephole", "22:00"),
        ),
        (
            "Lily",
            "门只给周正开。10点前看猫眼",
            "door: [周正]\n" + order_list("20:00 peek: peephole", "22:00"),
        ),
        ("Lily", "门只给周正开，10点前", "door: [周正]"),
    ]
)
def test_before_ten_in_a_sentence_of_its_own_after_a_door_rule(who: str, message: str, expect: str) -> None:
    """Before, 10点前 opening the sentence after a door rule was taken as the door's own time, and
    the look after it held all night (a silent misread on parse66). After a comma, with nothing
    after it, it is the door's, as before."""
    reads_as(who, message, expect)


def test_eh_closing_a_sentence() -> None:
    """A Canadian "eh" closing a sentence is set aside."""
    reads_as(
        "Lily",
        "8:50 i'll head to 203 to chat w tom, if nobody answers just go to the garden instead. "
        "back home at 9:40 eh",
        "orders: [{at: '20:50', go: '203', else: {go: garden}}, {at: '21:40', go: home}]",
    )


@cases(
    [
        ("Lily", "207 here. I'll go to the common room at 9:50", order_list("21:50 go: '204'")),
        ("Lily", "hi! room 207 here - 9:50 common room", order_list("21:50 go: '204'")),
        ("Lily", "9:50 go to 203 here.", order_list("21:50 go: '203'")),
    ]
)
def test_a_room_signing_in(who: str, message: str, expect: str) -> None:
    """Before, "207 here." opening a message was refused at "here"; a room said later is a place."""
    reads_as(who, message, expect)
