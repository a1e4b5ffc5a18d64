"""Round thirty-one of issue 22: what the reader refused or misread on the tuning sets of everyday
chat (benchmarks/heldout/parse111, parse112, and older tuning sets), each as a general form,
written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202 (north: the garden);
周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as

_ALL_NIGHT_ALONE = "\nstanding: [{kill: 赵强, if: alone}]"
_ALL_NIGHT_ALWAYS = "\nstanding: [{kill: 赵强, if: always}]"


def echo_of(who: str, message: str) -> str:
    """What is said back for an accepted message (the echo and the set-aside line)."""
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return "\n".join(parsed.said_back)


@cases(
    [
        (
            "周正",
            "8点40从204出发，走西楼梯下去，到草坪，在那看着。9点半回204。",
            order_list("20:40 go: lawn, via: [west-stairs]", "21:30 go: '204'"),
        ),
        ("周正", "8点40从204出发，去草坪。", order_list("20:40 go: lawn")),
    ]
)
def test_setting_off_from_where_one_is_then_a_comma(who: str, message: str, expect: str) -> None:
    """从204出发，走西楼梯下去: the comma after setting off joins the going, as 从204出发去草坪 does; the
    place left from was refused ("expected the window or the peephole")."""
    reads_as(who, message, expect)


def test_setting_off_from_elsewhere_is_still_checked() -> None:
    """从花园出发，去草坪 at 20:40 for an officer still in the common room: the message and the orders
    disagree, refused with where the orders put them."""
    assert [p.kind for p in problems_of("周正", "8点40从花园出发，去草坪。")] == ["leave_elsewhere"]


def test_a_police_officers_own_room_is_named_in_their_language() -> None:
    """从房间出发 from an officer (who has no room): the problem said ``从home出发？``, an English word
    in a Chinese sentence; it says 自己房间."""
    said = [str(p) for p in problems_of("周正", "8点40从房间出发，去草坪。")]
    assert len(said) == 1 and "自己房间" in said[0] and "home" not in said[0]


@cases(
    [
        (
            "张伟",
            "窗户8点到9点\n9点到10点换猫眼\n10点以后回到窗户",
            order_list("20:00 peek: window", "21:00 peek: peephole", "22:00 go: home, peek: window"),
        ),
        ("张伟", "8点去花园\n10点回到窗户边", order_list("20:00 go: garden", "22:00 go: home, peek: window")),
    ]
)
def test_back_to_the_window_is_home_to_it(who: str, message: str, expect: str) -> None:
    """回到窗户 is 回窗户: home, then the window (it was refused at 窗户, "expected a place")."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "Nine-forty, I knock on 201. If 刘洋's in, we have ourselves a little talk. If the door stays "
            "shut, I walk back to my room and keep watch from the window.",
            order_list("21:40 go: '201', else: {go: home, peek: window}"),
        ),
        (
            "Tom",
            "9点40敲201的门，如果刘洋在我就待着，要是没人开门我就回屋。",
            order_list("21:40 go: '201', else: {go: home}"),
        ),
        (
            "Tom",
            "Nine-forty, I knock on 201. If 刘洋's in, I stay. If nobody answers, I go back home.",
            order_list("21:40 go: '201', else: {go: home}"),
        ),
    ]
)
def test_someone_in_then_the_door_shut_is_the_visits_otherwise(who: str, message: str, expect: str) -> None:
    """At a room one visits with no kill, "if X's in, (talk); if the door stays shut, …": the door's
    case is the visit's own "otherwise" (ADJUDICATION 5). It was read as "if X is there, stay,
    otherwise …", a case the message never gave (a silent misread on parse111)."""
    reads_as(who, message, expect)


def test_someone_in_then_a_kill_keeps_the_case_of_them() -> None:
    """With a kill, the person's case is the kill's: not read with the door's."""
    said = echo_of(
        "Tom", "9:40, I knock on 201. If 刘洋's in and alone, I kill him. If nobody answers, I go home."
    )
    assert "kill" in said and "刘洋" in said


@cases(
    [
        (
            "张伟",
            "今天晚上九点到十点这段时间里头 我要是碰上赵强一个人 就把他杀了 "
            "别的时候我就在自个屋里待着 哪也不去",
            order_list("20:00 go: home")
            + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:00'}]",
        ),
        ("张伟", "九点去花园，十点回自个儿屋。", order_list("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_one_own_room_said_in_northern_mandarin(who: str, message: str, expect: str) -> None:
    """自个屋 / 自个儿屋 is 自己屋, one's own room (it was unknown, "did you mean 回自个屋?")."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "如赵强来访，且屋内只有我们二人，则将其杀死。", _ALL_NIGHT_ALONE),
        ("张伟", "如果赵强来拜访，并且只有我们两人，就杀了他。", _ALL_NIGHT_ALONE),
    ]
)
def test_a_formal_visit_to_me_and_the_two_of_us(who: str, message: str, expect: str) -> None:
    """来访 / 来拜访 after a person is their coming to me (as 来找我), and 只有我们二人 is "the two of us":
    the standing kill wherever one meets them alone."""
    reads_as(who, message, expect)


@cases([("张伟", "今晚無論喺邊度撞到赵强，唔理佢身邊有冇人，都照劏。", _ALL_NIGHT_ALWAYS)])
def test_slaughtered_anyway_in_cantonese(who: str, message: str, expect: str) -> None:
    """都照劏 (seed 五.7's third form, in Cantonese) is 照杀; it was unknown."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "周正",
            "说起来赵强还是我中学班主任呢哈哈。九点十分我去209拜访一下他老人家，他要是不开门，我就去隔壁205找张伟聊聊。",
            order_list("21:10 go: '209', else: {go: '205'}"),
        ),
        ("周正", "九点去对面209。", order_list("21:00 go: '209'")),
    ]
)
def test_an_aside_opener_a_respectful_she_and_next_door_by_number(
    who: str, message: str, expect: str
) -> None:
    """说起来 opens a remark; 他老人家 is 他; 隔壁205 is 205 (the number says which room next door)."""
    reads_as(who, message, expect)


def test_next_door_without_a_number_is_still_asked() -> None:
    """隔壁 with no room said stays a question: which room?"""
    said = [str(p) for p in problems_of("周正", "九点我去隔壁找张伟。")]
    assert len(said) == 1 and "哪间房" in said[0]


@cases(
    [
        (
            "李雨桐",
            "九点半我去209找赵强。他要不在屋我就回来趴窗户瞅着。",
            order_list("21:30 go: '209', if: {present: 赵强}, else: {go: home, peek: window}"),
        ),
        ("李雨桐", "八点半我去209找赵强聊天，不对，我记错了，是九点半。", order_list("21:30 go: '209'")),
        ("李雨桐", "八点半俺上209找赵强唠嗑，哎不对，俺记岔了，是九点半。", order_list("21:30 go: '209'")),
    ]
)
def test_if_not_in_said_with_yaobu_and_a_slip_owned(who: str, message: str, expect: str) -> None:
    """他要不在屋…就: 要不 between a person and their not being in is "if", not "or else"; 我记错了 /
    俺记岔了 between 不对 and the new time says no more than 不对."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "8点先在屋里从窗户看看草坪有没有人", order_list("20:00 go: home, peek: window")),
        (
            "李雨桐",
            "8点从窗户瞅瞅花园那边有啥动静，9点去204。",
            order_list("20:00 peek: window", "21:00 go: '204'"),
        ),
    ]
)
def test_whether_anyone_is_about_after_the_place_seen(who: str, message: str, expect: str) -> None:
    """看看草坪有没有人: the place is the look's view; "whether anyone is about" is what one hopes to
    see, set aside and said (it was refused at 有)."""
    reads_as(who, message, expect)
    assert "有" in echo_of(who, message).splitlines()[-1]


def test_whether_anyone_is_about_with_a_kill_after_is_not_set_aside() -> None:
    """A kill in the clause is never set aside with it."""
    assert problems_of("张伟", "8点从窗户看看草坪有没有人杀了赵强")


@cases(
    [
        (
            "周正",
            "GM啊，俺老周。今儿晚上俺先搁204猫着，从窗户瞅瞅花园那旮旯有啥动静，九点整出去上草坪溜达溜达，十点回204唠嗑。就这么整吧！",
            order_list("20:00 go: '204', peek: window", "21:00 go: lawn", "22:00 go: '204'"),
        ),
    ]
)
def test_northeastern_corner_hiding_and_thats_the_plan(who: str, message: str, expect: str) -> None:
    """那旮旯 (over there), 猫着 (holed up: staying), 就这么整吧 (that's the plan)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "喂小同志啊我是李雨桐啊我今天晚上呢八点钟就在屋里头从窗户往花园那边看着然后九点钟呢我去204坐坐十点钟我就回屋睡觉了啊",
            order_list("20:00 go: home, peek: window", "21:00 go: '204'", "22:00 go: home"),
        ),
        ("张伟", "嘿嘿 正事来了 十点整我去209找赵强。", order_list("22:00 go: '209'")),
        ("张伟", "九点五十往回走，回房间睡美容觉～", order_list("21:50 go: home")),
    ]
)
def test_an_elders_address_down_to_business_and_beauty_sleep(who: str, message: str, expect: str) -> None:
    """小同志 (the GM called as an elder calls the young), 正事来了, 睡美容觉: no order meaning."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "8点40去花园\n诶不对 外面太冷了 改成去204吧 时间不变\n9点20回屋",
            order_list("20:40 go: '204'", "21:20 go: home"),
        ),
        ("周正", "8点半 花园。改：8点50。9点半 回204。", order_list("20:50 go: garden", "21:30 go: '204'")),
    ]
)
def test_a_change_that_keeps_the_time_and_a_terse_change(who: str, message: str, expect: str) -> None:
    """时间不变 after a change of place says what a change without a time does anyway; 改： before a
    time is 改成."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "八点十分去204，如果周正喺度就同佢倾下，唔喺就返屋企。",
            order_list("20:10 go: '204', if: {present: 周正}, else: {go: home}"),
        ),
    ]
)
def test_a_chat_with_him_in_cantonese(who: str, message: str, expect: str) -> None:
    """同佢倾下: a chat with him, what one does there."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "八点半去花园，九点去草坪，然后就一直在草坪上待着不回了。",
            order_list("20:30 go: garden", "21:00 go: lawn"),
        ),
        ("张伟", "今晚不管在哪、不管旁边有没有人，只要碰到赵强就杀了他", _ALL_NIGHT_ALWAYS),
    ]
)
def test_not_coming_back_and_two_no_matter_clauses(who: str, message: str, expect: str) -> None:
    """待着不回了: staying; 、 between two 不管 clauses parts them as a comma does."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "At 22:10 I go to 201. If 刘洋 is alone I kill him. If he is not alone, I return in my room "
            "and I stay.",
            order_list("22:10 go: '201', kill: 刘洋, if: alone, else: {go: home}"),
        ),
    ]
)
def test_a_learners_return_in_my_room(who: str, message: str, expect: str) -> None:
    """ "I return in my room": a learner's "in" for "to" (refused at "in")."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "between 9 and 10:30, if i bump into 刘洋 anywhere and he's by himself, take him out. "
            "rest of the night i'm just in my room peeking at the corridor",
            order_list("20:00 go: home, peek: peephole")
            + "\nstanding: [{kill: 刘洋, if: alone, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_the_rest_of_the_night_after_a_kills_window_only(who: str, message: str, expect: str) -> None:
    """A standing kill's window is no order's time: with no order before it, "the rest of the night"
    is the whole night (it was refused: "after orders that start after 20:00")."""
    reads_as(who, message, expect)


def test_the_rest_of_the_night_after_an_order_with_an_end_is_still_asked() -> None:
    """After a timed order with an end, "the rest of the night" stays a question."""
    said = problems_of("Tom", "from 9 to 10 garden. rest of the night in my room")
    assert [p.kind for p in said] == ["restfrom"]


@cases(
    [
        (
            "Tom",
            "At twenty past eight I'll go down to the lawn by the west stairs - the long way round, I know - "
            "and I'll come back up at nine and spend the rest of the night in my room.",
            order_list("20:20 go: lawn, via: [west-stairs]", "21:00 go: home"),
        ),
    ]
)
def test_the_rest_of_the_night_after_two_orders_each_with_its_time(
    who: str, message: str, expect: str
) -> None:
    """Two times in a clause are an order's range only with nothing but a joint between them ("from 9
    to 10", "9-10"); "8:20 the lawn … and come back up at nine" is two orders, and the rest of the
    night is the last one's (it was asked "from the end of the last one on, or every slot?")."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "Please, before 22.00 do not open my door for anybody, only police officer Kate can come in.",
            "door: [Kate]",
        ),
        ("张伟", "各位好，我今晚头一回当警察，心里还挺激动的。八点去花园。", order_list("20:00 go: garden")),
    ]
)
def test_a_police_officer_named_by_a_learner_and_being_one_tonight(
    who: str, message: str, expect: str
) -> None:
    """ "police officer Kate" is the officer Kate (a title, as "officer" is); 当警察 said of oneself is a
    remark (never 警察 alone: 如果有警察在 is someone there)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚一整晚待在屋里，从门孔看走廊。十点以前谁敲门都不开！十点以后规矩我懂，会开的",
            "door: closed\n" + order_list("20:00 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "Right, the business end of things. At ten past ten I'll go to 201.",
            order_list("22:10 go: '201'"),
        ),
    ]
)
def test_the_rule_known_and_down_to_business(who: str, message: str, expect: str) -> None:
    """规矩我懂 between 十点以后 and 会开的 (the door opened from 22:00, as the rules make every tenant do)
    is a remark; "the business end of things" opens the orders."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "9点去209找赵强，他若不在，没人开门，就去204。10点回房。",
            order_list("21:00 go: '209', else: {go: '204'}", "22:00 go: home"),
        ),
        (
            "张伟",
            "9点去209杀赵强，他若不在，没人开门，就去204。",
            order_list("21:00 go: '209', kill: 赵强, else: {go: '204'}"),
        ),
        (
            "张伟",
            "9点去209找赵强，如果他一个人就杀了他，他要是不在，没人开门，就去204。",
            order_list("21:00 go: '209', kill: 赵强, if: alone, else: {go: '204'}"),
        ),
    ]
)
def test_not_in_then_nobody_opens_is_one_failure(who: str, message: str, expect: str) -> None:
    """他若不在，没人开门，就去204: nobody in is nobody to open, one failure said twice, the visit's
    otherwise. It was read as "if he is not there, stay; otherwise 204", and with a kill as "if he is
    not there, kill him" (silent misreads on main)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "时间表v2（以这版为准）\n20:00 窗户\n10点半去草坪，走西楼梯下去（故意绕远），在草坪待到11点。",
            order_list("20:00 peek: window", "22:30 go: lawn, via: [west-stairs]"),
        ),
        ("张伟", "10点半返房睇窗，睇到瞓。", order_list("22:30 go: home, peek: window")),
    ]
)
def test_a_planners_version_mark_and_watching_till_bed_in_cantonese(
    who: str, message: str, expect: str
) -> None:
    """时间表v2（以这版为准）, 故意绕远: words about the plan; 睇到瞓: watching till bed."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "At 20:30 I go to the garden, except when 刘洋 is there, then I go directly back to my room. "
            "At 21:30 I go to the lawn.",
            order_list("20:30 go: garden, if: {absent: 刘洋}, else: {go: home}", "21:30 go: lawn"),
        ),
        (
            "Tom",
            "10:00 go to the lawn. if 刘洋 shows up there at any point and it's just us, kill him. "
            "at 10:40 go home.",
            order_list("22:00 go: lawn, kill: 刘洋, if: alone", "22:40 go: home"),
        ),
    ]
)
def test_except_when_after_a_going_and_shows_up_there_at_any_point(
    who: str, message: str, expect: str
) -> None:
    """ "…, except when X is there, then …" after a going is "unless X is there, then …" (it was
    refused at "when"); "shows up there at any point and it's just us": the case's "there", once."""
    reads_as(who, message, expect)


def test_except_when_after_all_night_is_still_asked() -> None:
    """After an all-night order, "except when" someone is somewhere stays a question."""
    assert [p.kind for p in problems_of("Tom", "peephole all night except when 刘洋 is in the garden")] == [
        "except_asked"
    ]


@cases(
    [
        ("Tom", "Tonight I am tired, I only go to 204 at 22:30.", order_list("22:30 go: '204'")),
        (
            "Tom",
            "before 10 only open for Lily. I only stay in my room.",
            "door: [Lily]\n" + order_list("20:00 go: home"),
        ),
    ]
)
def test_only_before_a_going_says_nothing(who: str, message: str, expect: str) -> None:
    """ "I only go to 204": "only" before a going, a stay or a look is "just" (it was refused at "go
    to", "expected a person"); before names it is still the door's list."""
    reads_as(who, message, expect)


@cases([("Tom", "here's tonight: at 21:50 go to 201.", order_list("21:50 go: '201'"))])
def test_heres_tonight_announces_the_night(who: str, message: str, expect: str) -> None:
    """ "here's tonight:", "here's my plan": the night announced, as "here's my night" is."""
    reads_as(who, message, expect)


def test_a_capital_after_a_colon_opens_a_sentence() -> None:
    """ "Plan: Garden at nine": a capital after a colon starts a sentence, no name (a constant of
    this round once shadowed the sentence ends that say so); one inside a sentence is a name."""
    from blackhorse.parsing.aside import capitalised
    from blackhorse.parsing.text import Message

    msg = Message.of("Plan: Garden at nine with Mandy")
    found = capitalised(msg)
    assert msg.text.index("garden") not in found and msg.text.index("mandy") in found
