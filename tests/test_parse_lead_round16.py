"""Round sixteen (issue 22; docs/PARSING.md, "Round sixteen"): the ways an order fails listed in
three or more; what someone else is reported to do; the rest shut out after a door's list;
"whether alone or not"; meeting said in the passive with what is said of the person between;
the Northeast's 整 and the Cantonese 系. Each test names what was read (or refused) before.

Lily (207) targets Tom (203) and 李雨桐 (202) in the chat game (tests/parsing/chat); Kate, 周正
and 孙明 are officers."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, order_list, problems_of, reads_as

_KILL_TOM = "orders: [{at: '%s', go: '203', kill: Tom, if: alone, else: {go: %s}}]"


@cases(
    [
        (
            "Lily",
            "22:20 knock on 203 - if Tom's alone in there I kill him. if he's not alone, not there, "
            "or nobody answers, I just go back to my room.",
            _KILL_TOM % ("22:20", "home"),
        ),
        (
            "Lily",
            "9:20 knock at 203. if Tom opens and it's just him in there, kill him. if it's not just "
            "him, or no one opens, I go to the lawn instead.",
            _KILL_TOM % ("21:20", "lawn"),
        ),
        (
            "Lily",
            "9点去203，Tom一个人就杀了他。他不在、不是一个人、或者没人开门，就去草坪。",
            _KILL_TOM % ("21:00", "lawn"),
        ),
        (
            "Lily",
            "at 10 go to 203 and kill Tom if he's on his own; if he's out, not on his own, or no one "
            "answers, lawn.",
            _KILL_TOM % ("22:00", "lawn"),
        ),
    ]
)
def test_three_failures_listed_are_one_otherwise(who: str, message: str, expect: str) -> None:
    """Before, only two failures joined by "or" were one "otherwise"; a third before a comma
    (or "nobody answers" without its "if") was refused at "or"."""
    reads_as(who, message, expect)


def test_failures_of_two_people_listed_are_still_not_guessed() -> None:
    """Tom ("he") not alone and 张伟 not there are two people's cases: one "otherwise" does not
    cover both, so the "or" is refused as before."""
    (first, *_) = problems_of(
        "Lily",
        "22:20 knock on 203 - if Tom's alone in there I kill him. if he's not alone, 张伟 is not "
        "there, or nobody answers, I go back to my room.",
    )
    assert first.kind == "choice"


@cases(
    [
        (
            "Lily",
            "Tom says he's going to the garden at 9, we'll see. 9:00 lawn.",
            order_list("21:00 go: lawn"),
        ),
        ("Lily", "I heard 张伟 goes to the lawn at 10. 10:00 garden.", order_list("22:00 go: garden")),
        ("Lily", "9:00 lawn. Tom told me he goes to the garden at 9.", order_list("21:00 go: lawn")),
        ("Lily", "刘洋说他9点去花园。我9点去草坪。", order_list("21:00 go: lawn")),
        ("Lily", "听说张伟十点去草坪，所以我十点去花园。", order_list("22:00 go: garden")),
    ]
)
def test_what_someone_else_is_reported_to_do_is_no_order(who: str, message: str, expect: str) -> None:
    """Before, each was refused at the reporting word (说, "says", "heard", "told"): an unknown
    word right by a person may be what is done to them."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "Tom说他9点去花园，10点回房。",  # whose is 10点回房?
        "Tom says he's going to the garden at 9, 10 back home.",
        "Tom说要我9点去204。",  # the sender in it: maybe an order for her
        "Tom says he's in the garden at 9, then I kill him.",  # a consequence: an order
    ],
)
def test_a_report_that_may_hold_the_senders_order_is_not_set_aside(message: str) -> None:
    """A report followed in its sentence by a clause with no subject, one naming the sender, or
    one that is its consequence may be the sender's order: refused as before, never set aside."""
    assert problems_of("Lily", message)


@cases(
    [
        (
            "Lily",
            "door's open only for Kate and 周正 tonight, nobody else gets in. window all night.",
            "door: [Kate, 周正]\n" + order_list("20:00 peek: window"),
        ),
        (
            "Lily",
            "My door should be open to Kate only, rest I am not opening. window all night",
            "door: [Kate]\n" + order_list("20:00 peek: window"),
        ),
        (
            "Lily",
            "door open to Kate and 孙明 only, the others stay out. window all night",
            "door: [Kate, 孙明]\n" + order_list("20:00 peek: window"),
        ),
    ]
)
def test_the_rest_shut_out_after_a_doors_list_is_that_list(who: str, message: str, expect: str) -> None:
    """Before: "nobody else gets in" was refused at "gets in", "rest I am not opening" at
    "opening", "should be open" at "door", and "tonight" after the names cut the list from the
    rest ("the door is said twice")."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "At 10 going to 203. If Tom is in, whether alone or not, kill him. If he is not there, go home.",
            "orders: [{at: '22:00', go: '203', kill: Tom, if: always, else: {go: home}}]",
        ),
        (
            "Lily",
            "10:00 go to the lawn. if Tom comes along and it's just us, kill him.",
            "orders: [{at: '22:00', go: lawn, kill: Tom, if: alone}]",
        ),
    ]
)
def test_whether_alone_or_not_and_just_us(who: str, message: str, expect: str) -> None:
    """Before, "whether" and "it's just us" were words the reader did not know."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "8点去花园。Tom要是一个人被我碰到，直接弄死。",
            "orders: [{at: '20:00', go: garden, kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "8点去花园。Tom要是哪个时候一个人撞到我手上，直接弄死。",
            order_list("20:00 go: garden") + "\nstanding: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "8点去花园。Tom一个人撞到我手上就弄死。",
            "orders: [{at: '20:00', go: garden, kill: Tom, if: alone}]",
        ),
    ]
)
def test_a_meeting_said_from_the_persons_side_is_meeting_them(who: str, message: str, expect: str) -> None:
    """Before, 被我碰到 was read only right after the person; with 一个人 or 哪个时候 between,
    and 撞到我手上, the message was refused (哪个时候 as a person the game does not have)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "十点去203，Tom屋里就他一个人就给他整了。整不成（没人开、有别人、他不在）就去204待着。",
            _KILL_TOM % ("22:00", "'204'"),
        ),
        ("Lily", "十点去203，Tom要是一个人就整了他；整不成就回屋。", _KILL_TOM % ("22:00", "home")),
        ("Lily", "十点去203，Tom要是就自个儿在屋，就把他杀了，不然回屋", _KILL_TOM % ("22:00", "home")),
        ("Lily", "10点半去203，如果Tom系一个人就杀咗佢，否则返自己房", _KILL_TOM % ("22:30", "home")),
        ("Lily", "十点回屋，甭折腾了。", order_list("22:00 go: home")),
        ("Lily", "I make it short: 9 garden, 10 home.", order_list("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_regional_words_of_the_kill_and_of_being_alone(who: str, message: str, expect: str) -> None:
    """Before: 给他整了 / 整了他 (the Northeast's kill) and 整不成 were words the reader did not know;
    就自个儿 was set aside, so the kill waited for Tom there, alone or not (a misread); 系 (is,
    Cantonese) was read as a person; 甭折腾了 was refused at its negation; "make it short" was a
    change of mind."""
    reads_as(who, message, expect)


def test_only_by_oneself_said_with_an_unknown_word_is_refused_not_dropped() -> None:
    """光自个儿 ("only by himself") is a scope the reader does not know: refused at it, never set
    aside (the kill would then wait for Tom there, alone or not)."""
    (first, *_) = problems_of("Lily", "十点去203，Tom要是光自个儿在屋，就把他杀了")
    assert "光自个儿" in first.quote


@cases(
    [
        (
            "Lily",
            "ok here's my night.\n8:00 peephole til 8:30, then window.\n9:40 back to my room.\nthx GM",
            order_list("20:00 peek: peephole", "20:30 peek: window", "21:40 go: home"),
        ),
        (
            "Kate",
            "8:10 pop down to the garden; if Tom's there I'll stay and have a yarn with him, if not I go on "
            "to the lawn.",
            "orders: [{at: '20:10', go: garden, if: {present: Tom}, else: {go: lawn}}]",
        ),
        (
            "Kate",
            "8:10 go to the garden; if Tom's there I stay with him, if not I go to the lawn.",
            "orders: [{at: '20:10', go: garden, if: {present: Tom}, else: {go: lawn}}]",
        ),
        (
            "Lily",
            "8点20去花园；\n9点50回房。\nP.S. 刘洋说他今晚9点会去花园，我觉得他骗人",
            order_list("20:20 go: garden", "21:50 go: home"),
        ),
        ("Lily", "9点去花园。btw Tom said he'd be on the lawn at 10.", order_list("21:00 go: garden")),
        (
            "Lily",
            "from 21:00 until 22:30 I kill Tom where ever I meet him.",
            "standing: [{kill: Tom, if: always, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_the_nights_announcement_a_chat_with_the_one_met_and_a_ps_report(
    who: str, message: str, expect: str
) -> None:
    """Before: "here's my night" was refused at "here", "have a yarn with him" and "stay with him"
    at the comma after them, a report after "P.S." or "btw" at the reporting word ("he'd" cut the
    clause at its apostrophe), and "where ever" was set aside, so the kill waited for Tom (as
    "wherever" reads: anywhere, whoever is around)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "10:30 I'm goin to 203 and if Tom's alone in there he's done. If he ain't alone, I go back home.",
            _KILL_TOM % ("22:30", "home"),
        ),
        (
            "Lily",
            "Half nine I'm heading over to 203 to see Tom. If yer man's on his own, kill him.\n"
            "If he's not on his own, or he won't open up, I'll go on down to the lawn instead.",
            _KILL_TOM % ("21:30", "lawn"),
        ),
        (
            "Lily",
            "Window from 8 til half 8, then down to the garden for a bit of air.\nGrand, thanks a mill",
            order_list("20:00 peek: window", "20:30 go: garden"),
        ),
    ]
)
def test_english_as_said_in_dublin_and_brooklyn(who: str, message: str, expect: str) -> None:
    """Before: "ain't" was a negation the orders could not hold ("isn't" was read), "yer man"
    (him) a person the game does not have, and "thanks a mill" a word the reader did not know."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "8点半去204坐坐，一直坐着。\n（Tom说他今晚要去草坪，跟我没关系啊）",
            order_list("20:30 go: '204'"),
        ),
        ("Lily", "10:30去草坪。\nTom话佢十点会去草地，关我咩事😂", order_list("22:30 go: lawn")),
        (
            "Lily",
            "9:00 lawn. Tom says he'll be in the garden at 10, who knows.",
            order_list("21:00 go: lawn"),
        ),
    ]
)
def test_a_shrug_after_a_report_is_set_aside_with_it(who: str, message: str, expect: str) -> None:
    """Before, the report was refused at 说 / 话 / "says"; a shrug after it in its sentence (跟我没
    关系, 关我咩事, "who knows") would have left it to be the sender's order."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "由九点半到十点半，见到Tom一个人就搞掂佢。九点半我会喺花园度。",
            order_list("21:30 go: garden")
            + "\nstanding: [{kill: Tom, if: alone, from: '21:30', until: '22:30'}]",
        ),
        ("Lily", "9:00 去203，佢一个人就郁手，唔系就返房。", _KILL_TOM % ("21:00", "home")),
        (
            "Lily",
            "今晚闭门，十点前边个嚟都唔开。成晚睇猫眼。",
            "door: closed\n" + order_list("20:00 peek: peephole"),
        ),
    ]
)
def test_cantonese_from_a_time_the_kill_done_and_the_door_shut(who: str, message: str, expect: str) -> None:
    """Before, 由 before a time (from), 郁手 (the kill done) and 闭门 (the door shut) were words the
    reader did not know in a Cantonese message."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "十点四十去花园，到了花园要是Tom在，管他旁边有没得人都动手。",
            "orders: [{at: '22:40', go: garden, kill: Tom, if: always}]",
        ),
        (
            "Lily",
            "这三个钟头，管他在哪儿，管他旁边有没得人，碰到Tom就下手。八点就过去204待起。",
            order_list("20:00 go: '204'") + "\nstanding: [{kill: Tom, if: always}]",
        ),
    ]
)
def test_sichuans_whether_or_not_and_wherever(who: str, message: str, expect: str) -> None:
    """Before, 有没得 (有没有 in Sichuan) was refused at its negation and 管他在哪儿 ("wherever") at 管他."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "九点十分出门去203串门，Tom开门就进去聊，一直待到九点五十，然后去花园。",
            order_list("21:10 go: '203'", "21:50 go: garden"),
        ),
        (
            "Lily",
            "九点十分去203，他开门就进去，没人开就去草坪。",
            "orders: [{at: '21:10', go: '203', else: {go: lawn}}]",
        ),
    ]
)
def test_the_one_visited_opening_by_name_is_going_in(who: str, message: str, expect: str) -> None:
    """Before, 开门就进去 was read after a knock or a visit only, and with the one visited named before
    it (Tom开门就进去聊) the name was left alone and refused; a going to a room is a visit too."""
    reads_as(who, message, expect)


@cases(
    [
        ("Kate", "9:00 lawn. She says she'll be in the garden at 10.", order_list("21:00 go: lawn")),
        ("Kate", "9点去草坪。（她说她今晚10点去花园）", order_list("21:00 go: lawn")),
    ]
)
def test_a_report_of_he_or_she_with_its_reporting_word(who: str, message: str, expect: str) -> None:
    """Before, "she says" / 她说 were refused at the reporting word: he, she or they before it is
    someone else (the sender is "I")."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "九点去203，Tom在屋不？在就唠会儿，不在就去204。",
            "orders: [{at: '21:00', go: '203', if: {present: Tom}, else: {go: '204'}}]",
        ),
        (
            "Lily",
            "九点去203，Tom在不在？在就唠会儿，不在就去204。",
            "orders: [{at: '21:00', go: '203', if: {present: Tom}, else: {go: '204'}}]",
        ),
    ]
)
def test_a_question_of_someone_in_answered_at_once_is_the_condition(
    who: str, message: str, expect: str
) -> None:
    """Before, 老周在屋不？在就… was refused as an order asked (a question holding a going)."""
    reads_as(who, message, expect)


def test_a_question_of_someone_in_asked_alone_is_still_a_question() -> None:
    """Without its own "if so" after it, the question is still refused as asked."""
    (first, *_) = problems_of("Lily", "九点去203，Tom在不在？")
    assert first.kind == "asked_order"


@cases(
    [
        (
            "Lily",
            "Hi po GM! Here's my plan po:\n8pm window lang muna, then 8:30 punta ako sa garden, "
            "tapos 9:20 balik sa room ko, peephole naman.\nSalamat po!",
            order_list("20:00 peek: window", "20:30 go: garden", "21:20 go: home, peek: peephole"),
        ),
        (
            "Lily",
            "10:10 I'll go to Tom's room (203). If he's alone, kill him na.\n"
            "If not alone or he doesn't open, diretso ako sa common room.",
            _KILL_TOM % ("22:10", "'204'"),
        ),
        (
            "Lily",
            "From 9 to 10 pm if I meet Tom alone anywhere, I'll kill him.\n"
            "9pm I'm at the lawn, 10 pm uwi na ako.",
            order_list("21:00 go: lawn", "22:00 go: home")
            + "\nstanding: [{kill: Tom, if: alone, from: '21:00', until: '22:00'}]",
        ),
    ]
)
def test_taglish_goings_are_read_as_english(who: str, message: str, expect: str) -> None:
    """Before, "punta ako sa", "tapos", "balik sa room ko", "diretso ako sa" and "uwi na ako" were
    words the reader did not know."""
    reads_as(who, message, expect)


def test_sa_alone_in_english_is_not_read_as_to() -> None:
    """A message with no word only Taglish has is left as typed: "sa" stays a word the reader does
    not know."""
    assert problems_of("Lily", "9:00 sa garden")


@cases(
    [
        (
            "Kate",
            "Kate来也🚔 8:10 下花园 8:50 上草坪 9:30 回204 之后窗口盯花园",
            order_list("20:10 go: garden", "20:50 go: lawn", "21:30 go: '204', peek: window"),
        ),
        ("Lily", "九点下草坪走走", order_list("21:00 go: lawn")),
    ]
)
def test_down_to_the_garden_or_the_lawn_is_going_there(who: str, message: str, expect: str) -> None:
    """Before, 下 before the garden was a word the reader did not know (only a Northeastern message
    read 下花园), and the times after it were cut from their minutes."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "8:50 - go to 203 and hang w/ Tom (no killing)", order_list("20:50 go: '203'")),
        ("Lily", "8:50 go to 203 and hang with Tom", order_list("20:50 go: '203'")),
    ]
)
def test_hanging_out_with_the_one_visited_is_the_visit(who: str, message: str, expect: str) -> None:
    """Before, "hang w/ Tom" after the going was refused (the name with nothing before it):
    "hang with", "hang w/", "chill with" are what one does with the one visited, as "chat with"."""
    reads_as(who, message, expect)


def test_unless_then_is_unless_in_which_case() -> None:
    """Before, "garden, unless Tom is there, then I go back to my room" was refused (two places in
    one order): "then" after the case of "unless" says what to do when it holds, as "in which
    case" does."""
    reads_as(
        "Lily",
        "At 20:30 I go to the garden, unless Tom is there, then I go back to my room.",
        "orders: [{at: '20:30', go: garden, if: {absent: Tom}, else: {go: home}}]",
    )


def test_unless_then_a_next_time_is_the_next_order() -> None:
    """ "then at 21:00" after a full stop is the next order, never the case's alternative."""
    reads_as(
        "Lily",
        "At 20:30 I go to the garden, unless Tom is there. then at 21:00 I go back to my room.",
        order_list("20:30 go: garden, if: {absent: Tom}", "21:00 go: home"),
    )


@cases(
    [
        (
            "Lily",
            "八点猫眼，八点半窗子。九点以后就在屋头歇到，啥子都不看了。",
            order_list("20:00 peek: peephole", "20:30 peek: window", "21:00 go: home"),
        ),
        ("Lily", "九点去204待到十点，然后回屋头。", order_list("21:00 go: '204'", "22:00 go: home")),
    ]
)
def test_sichuans_staying_said_with_dao(who: str, message: str, expect: str) -> None:
    """Before, 歇到 with nothing after it (resting, 歇着) was refused at the comma; 到 before a time
    is still "until"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "Door open to everyone naman, I'm friendly\n"
            "8:10 I'll visit Tom sa 203 for chika, 8:50 back home na.",
            "door: open\n" + order_list("20:10 go: '203'", "20:50 go: home"),
        ),
        (
            "Lily",
            "Tonight i'll just stay in my room lang, peephole the whole night.\n"
            "Only Tom and Kate can come in before 10 ha. Thank u po",
            "door: [Tom, Kate]\n" + order_list("20:00 go: home, peek: peephole"),
        ),
        (
            "Lily",
            "Door close to everybody. Peephole 8 to 9, window 9 to 11.",
            "door: closed\n" + order_list("20:00 peek: peephole", "21:00 peek: window"),
        ),
        (
            "Lily",
            "from 9 to 10 kill Tom wherever I meet him, whether people are there or not.",
            "standing: [{kill: Tom, if: always, from: '21:00', until: '22:00'}]",
        ),
    ]
)
def test_taglish_particles_and_the_door_shut_to_everybody(who: str, message: str, expect: str) -> None:
    """Before: "sa 203" and the particles (na, lang, ha, po) were words the reader did not know,
    "Door close to everybody" was refused at "everybody", "whether people are there or not" at
    "whether"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "10:40去203，赵强不在的话就杀Tom；赵强在就马上回家，不要动手。",
            "orders: [{at: '22:40', go: '203', kill: Tom, if: {absent: 赵强}, else: {go: home}}]",
        ),
        (
            "Lily",
            "10:40去203，赵强唔喺度嘅话就杀Tom；赵强喺度就即刻返屋企，唔好郁手。",
            "orders: [{at: '22:40', go: '203', kill: Tom, if: {absent: 赵强}, else: {go: home}}]",
        ),
    ]
)
def test_no_kill_said_after_the_alternatives_going_is_that_alternative(
    who: str, message: str, expect: str
) -> None:
    """Before, 不要动手 after the alternative's going was refused at its negation (and 唔好郁手 was
    read only while 郁手 was no word): the alternative has no kill, so it says what is already so."""
    reads_as(who, message, expect)


def test_the_kill_of_the_same_order_denied_is_still_refused() -> None:
    """去203杀Tom，不要动手: the kill of this very order taken back; which one is meant? refused."""
    (first, *_) = problems_of("Lily", "10:40去203杀Tom，不要动手。")
    assert first.kind == "negation"


def test_a_round_of_knocks_announced_before_its_list_is_no_knock() -> None:
    """Before, 挨个敲门 before the list of knocks was refused: "knock on whose door?" Each knock of
    the list says its room; the heading says none and is talk."""
    reads_as(
        "Kate",
        "俺挨个敲门：九点敲201，九点二十敲203，九点四十敲205，十点回204。",
        order_list("21:00 go: '201'", "21:20 go: '203'", "21:40 go: '205'", "22:00 go: '204'"),
    )
