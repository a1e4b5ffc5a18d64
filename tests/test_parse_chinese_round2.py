"""Chinese, round two (issue 22, 3-4 December, night; docs/PARSING.md, *Chinese, round two*):
classes of phrasing shown by the dev16 tuning set. Every phrasing here is written for the test,
not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强;
its window sees the lawn), 赵强 in 209, 王建国 in 201."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


@cases(
    [
        (
            "张伟",
            "兄弟伙 我八点切花园耍，要是赵强一个人在那儿就把他做了，不然就回屋头",
            _orders("20:00 go: garden, kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "哥老倌，头一个钟在屋头从窗子看到起，第二个钟切到209摆龙门阵，十点回屋头",
            _orders("20:00 go: home, peek: window", "21:00 go: '209'", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点半切草坪，碰到王建国一个人就弄死他，有别个在就莫动手，切204。十点过后哪儿都不切了，在屋头从猫眼看噻",
            _orders(
                "21:30 go: lawn, kill: 王建国, if: alone, else: {go: '204'}", "22:00 go: home, peek: peephole"
            ),
        ),
    ]
)
def test_sichuanese_words_are_read_as_the_mandarin_they_say(who: str, message: str, expect: str) -> None:
    # 切 去, 屋头 屋里, 窗子 窗户, 做了 / 弄死 杀了, 莫 别, 别个 别人, 到起 着, 个钟 个小时, 摆龙门阵 聊天:
    # read only in a message holding a word only Sichuan says
    reads_as(who, message, expect)


def test_switching_in_a_sichuanese_message_is_still_switching() -> None:
    # 切回 / 切换 before a look is switching, never a going
    reads_as(
        "张伟",
        "八点在屋头看窗子，九点切到门孔，十点切回窗子",
        _orders("20:00 go: home, peek: window", "21:00 peek: peephole", "22:00 peek: window"),
    )


def test_go_as_cut_outside_a_sichuanese_message_is_not_read() -> None:
    # 切 is 去 only where the message is Sichuanese: elsewhere it is refused at the word
    problems = problems_of("张伟", "九点切花园")
    assert any(p.quote.startswith("切") for p in problems), problems


@cases(
    [
        ("张伟", "不杀王建国，8点看窗户", _orders("20:00 peek: window")),
        ("张伟", "9点去花园。赵强不杀", _orders("21:00 go: garden")),
        ("张伟", "王建国跟赵强都不杀，10点回屋看猫眼", _orders("22:00 go: home, peek: peephole")),
        ("张伟", "9点去草坪，王建国不要动他", _orders("21:00 go: lawn")),
        ("张伟", "全程不杀人，9点去花园", _orders("21:00 go: garden")),
        ("张伟", "今天不杀人，9点去草坪，10点回屋", _orders("21:00 go: lawn", "22:00 go: home")),
        (
            "张伟",
            "别动王建国！9点去209，赵强一个人就杀",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
    ]
)
def test_someone_named_not_killed_is_no_order(who: str, message: str, expect: str) -> None:
    # no kill of a person is what the order file says when it holds none: set aside and said
    reads_as(who, message, expect)


def test_someone_named_not_killed_then_killed_is_refused_at_the_negation() -> None:
    # 赵强不杀 with a kill of 赵强 (or "him") after it: which is meant is not guessed; it was once
    # read past as a condition and the kill kept (a misread)
    for message in ("赵强不杀，9点去209碰到赵强就杀", "不杀赵强，9点去209杀了他"):
        problems = problems_of("张伟", message)
        assert any(p.kind == "negation" for p in problems), (message, problems)


@cases(
    [
        ("张伟", "都第三晚了，9点去花园，10点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "第二夜了 我8点看窗户", _orders("20:00 peek: window")),
        ("张伟", "这回不瞎逛了，9点去草坪", _orders("21:00 go: lawn")),
        ("张伟", "我学乖了不乱跑，整晚看猫眼", _orders("20:00 peek: peephole")),
    ]
)
def test_which_night_it_is_and_not_wandering_about_are_no_orders(who: str, message: str, expect: str) -> None:
    # "it's the third night already", "no wandering about this time": set aside and said, goings or not
    reads_as(who, message, expect)


def test_a_night_named_without_saying_it_is_now_is_still_refused() -> None:
    # 第二晚去花园 may be an order for another night: never read as tonight's
    problems = problems_of("张伟", "第二晚去花园")
    assert any("第二晚" in p.quote for p in problems), problems


@cases(
    [
        (
            "张伟",
            "唔该晒～九点去二零九揾赵强倾偈，如果佢自己一个就做咗佢，唔系就返屋企",
            _orders("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "八点喺自己间房睇窗，十点前边个拍门都唔开",
            "door: closed\n" + _orders("20:00 go: home, peek: window"),
        ),
        (
            "张伟",
            "九点去草坪，见到王建国一个人就搞掂佢",
            _orders("21:00 go: lawn, kill: 王建国, if: alone"),
        ),
    ]
)
def test_more_cantonese_words_are_read_as_the_mandarin_they_say(who: str, message: str, expect: str) -> None:
    # 揾 找, 间房 房间, 自己一个 一个人, 拍门 敲门, 唔该 谢谢, 做咗佢 / 搞掂佢 杀了他 (only said of someone)
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "俺九点下花园，瞅见赵强一个人就整死他，十点回屋",
            _orders("21:00 go: garden, kill: 赵强, if: alone", "22:00 go: home"),
        ),
        (
            "张伟",
            "俺九点下草坪，这仨钟头里瞅见赵强一个人就整死他",
            _orders("21:00 go: lawn") + "\nstanding: [{kill: 赵强, if: alone}]",
        ),
    ]
)
def test_more_northeastern_words_are_read_as_the_mandarin_they_say(
    who: str, message: str, expect: str
) -> None:
    # 下花园 / 下草坪 going down to them, 整死 杀了, 仨 三个
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "前两个时段在屋里看窗户，第三时段去花园",
            _orders("20:00 go: home, peek: window", "22:00 go: garden"),
        ),
        (
            "张伟",
            "第一时段去花园，后两个时段在屋里看门孔",
            _orders("20:00 go: garden", "21:00 go: home, peek: peephole"),
        ),
    ]
)
def test_the_first_or_last_two_periods_are_those_hours(who: str, message: str, expect: str) -> None:
    # 前两个时段 is 前两个小时 (20:00 to 22:00), 后两个时段 the last two (21:00 to 23:00)
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点同时去花园和草坪", "一个地方"),  # two places "at once": refused by the slot rule
        ("张伟", "十点前谁敲门都不开，十点以后也一样不开", "10点以后必须开门"),  # the door rule, not the word
    ]
)
def test_at_once_and_likewise_are_refused_by_the_rule_they_break(who: str, message: str, expect: str) -> None:
    # 同时 and 也一样 say nothing an order holds: the message is refused by the rule, not at the word
    problems = problems_of(who, message)
    assert any(expect in p.text for p in problems), problems


@cases(
    [
        (
            "张伟",
            "第三时段我去209串门，十点二十出发。十点五十回屋",
            _orders("22:20 go: '209'", "22:50 go: home"),
        ),
        ("张伟", "第二时段去花园，9点40动身", _orders("21:40 go: garden")),
    ]
)
def test_the_time_one_sets_off_inside_a_period_is_the_goings_time(
    who: str, message: str, expect: str
) -> None:
    # a period, a going, then the time one sets off inside it: the going at that time
    reads_as(who, message, expect)


def test_setting_off_then_coming_back_before_a_time_is_never_read_as_leaving() -> None:
    # 十点二十出发，十一点前回来 after a going at the third period was read as going at 10:00 and
    # coming home at 10:20 (a misread); 出发 is the going's own setting off
    problems = problems_of("张伟", "第三时段我去209串门，十点二十出发，十一点前回来，就十点五十回吧。")
    assert problems


@cases(
    [
        (
            "张伟",
            "9点去找赵强，说他不在就回屋",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
        (
            "张伟",
            "9点去敲赵强的门，说他在就杀了他，不在就去花园",
            _orders("21:00 go: '209', kill: 赵强, if: {present: 赵强}, else: {go: garden}"),
        ),
    ]
)
def test_say_opening_a_condition_on_someone_being_there_is_if(who: str, message: str, expect: str) -> None:
    # 说他不在就…: "say he's not in, then ..." is the condition, as 要是 is
    reads_as(who, message, expect)


def test_someone_saying_is_still_not_a_condition() -> None:
    # 他室友说他不在就…: who says it is someone: refused at the word, never read as "if"
    problems = problems_of("张伟", "9点去找赵强，他室友说他不在就回屋")
    assert problems


@cases(
    [
        ("张伟", "9点去敲赵强家的门", _orders("21:00 go: '209'")),
        (
            "张伟",
            "9点去敲赵强房间的门，他在就杀了他",
            _orders("21:00 go: '209', kill: 赵强, if: {present: 赵强}"),
        ),
        ("张伟", "九点敲赵强家门，不开就回屋", _orders("21:00 go: '209', else: {go: home}")),
    ]
)
def test_the_door_of_someones_room_is_their_door(who: str, message: str, expect: str) -> None:
    # 敲X家的门 / 敲X房间的门 / 敲X家门 is 敲X的门: the room word between is read past
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "只杀赵强。9点到10点之间不管在哪碰到赵强都动手",
            "standing: [{kill: 赵强, from: '21:00', until: '22:00'}]",
        ),
        (
            "张伟",
            "9点去209，赵强一个人就杀了他。就只杀赵强",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
    ]
)
def test_only_killing_someone_the_message_kills_is_that_kill_said_again(
    who: str, message: str, expect: str
) -> None:
    # 只杀X where the message kills X (and no one else) elsewhere: set aside and said
    reads_as(who, message, expect)


def test_only_killing_someone_with_no_kill_of_them_is_still_refused() -> None:
    # 只杀X with no kill of X, or a kill of another, is refused at the word as before
    for message in ("只杀赵强。9点去花园", "只杀赵强，9点去201杀王建国"):
        assert problems_of("张伟", message), message


@cases(
    [
        ("张伟", "8点看窗户。门一直开着无所谓", "door: open\n" + _orders("20:00 peek: window")),
        ("张伟", "9点去花园。门一直开着都行", "door: open\n" + _orders("21:00 go: garden")),
    ]
)
def test_whatever_after_the_door_left_open_is_set_aside(who: str, message: str, expect: str) -> None:
    # 无所谓 / 随便 right after the door left open (the default): the door not minded, set aside
    reads_as(who, message, expect)


def test_whatever_after_the_door_shut_is_still_refused() -> None:
    # 门关着无所谓: shut, or not minded? never guessed
    assert problems_of("张伟", "8点看窗户。门关着无所谓")
