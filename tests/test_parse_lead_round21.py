"""Round twenty-one of issue 22: what the reader refused or misread on the tuning sets of one
table's mix (benchmarks/heldout/parse73, parse74, parse76, parse77), each as a general form,
written anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 刘洋 and 王建国 share 201; 张伟 (205) has 王建国 and 赵强 as
targets; 周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.message import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as


@cases(
    [
        ("张伟", "八点四十去201找刘洋他们聊聊天，十点回房", order_list("20:40 go: '201'", "22:00 go: home")),
        ("张伟", "8点去201看看刘洋他们，9点回娱乐室", order_list("20:00 go: '201'", "21:00 go: '204'")),
        ("张伟", "8点去201跟刘洋他们聊天", order_list("20:00 go: '201'")),
    ]
)
def test_a_person_and_the_others_visited_is_visiting_them(who: str, message: str, expect: str) -> None:
    """Before, 找刘洋他们 was refused at 们: the person and whoever is with them, visited."""
    reads_as(who, message, expect)


def test_a_kill_of_a_person_and_the_others_is_still_refused() -> None:
    """杀王建国他们 would kill more than one: the 们 is refused, never read as 王建国 alone."""
    assert "unknown" in {p.kind for p in problems_of("张伟", "十点去201杀王建国他们")}


def test_an_hour_of_the_night_ends_the_unknown_word_before_it() -> None:
    """Voice input with no marks: 们九点 was one unknown word, hiding the 21:00 order."""
    reads_as("张伟", "八点去二零一看看刘洋他们九点回娱乐室", order_list("20:00 go: '201'", "21:00 go: '204'"))


def test_alone_or_not_between_commas_keeps_the_kill_said_after_it() -> None:
    """ ", on his own or not, he's done for" was refused at the full stop after it."""
    reads_as(
        "张伟",
        "22:00 go to 201. If 王建国's there, on his own or not, he's done for. "
        "If he isn't, straight back to mine.",
        "orders: [{at: '22:00', go: '201', kill: 王建国, if: always, else: {go: home}}]",
    )


_GARDEN_UNTIL_TEN = order_list("20:30 go: garden", "22:00 go: home, peek: window")


@cases(
    [
        (
            "张伟",
            "8点半去花园 待到10点 这段时间碰到赵强就动手 管他旁边有没有人，10点回屋窗户看",
            _GARDEN_UNTIL_TEN + "\nstanding: [{kill: 赵强, if: always, from: '20:30', until: '22:00'}]",
        ),
        (
            "张伟",
            "8点半去花园，待到10点，这段时间碰到赵强一个人就动手，10点回屋窗户看",
            _GARDEN_UNTIL_TEN + "\nstanding: [{kill: 赵强, if: alone, from: '20:30', until: '22:00'}]",
        ),
    ]
)
def test_that_time_after_a_stay_is_the_stay(who: str, message: str, expect: str) -> None:
    """A misread on a tuning set: 这段时间 after 待到10点 was dropped, and the kill it bounds
    became one at the garden on arriving. It is the window of the stay just said: a standing kill."""
    reads_as(who, message, expect)


def test_a_preamble_before_the_orders_as_follows_is_set_aside_and_said() -> None:
    """Before, 今晚重点在201和203之间 was refused at 和: what is said before 安排如下 is reasoning."""
    message = "根据昨晚的证词，今晚重点在201和203之间。安排如下：20:00 去201找刘洋问话；20:40 去203。"
    reads_as("张伟", message, order_list("20:00 go: '201'", "20:40 go: '203'"))
    parsed = parse_message(message, CHAT, 1, "张伟", game_map(CHAT))
    assert any("根据昨晚的证词" in line for line in parsed.said_back), parsed.said_back


@cases(
    [
        ("张伟", "今晚门关着。安排如下：20:00 去201", "door: closed\n" + order_list("20:00 go: '201'")),
        ("张伟", "我10点去草坪。安排如下：20:00 去201", order_list("20:00 go: '201'", "22:00 go: lawn")),
    ]
)
def test_a_preamble_with_an_order_in_it_is_read(who: str, message: str, expect: str) -> None:
    """A door rule or a timed going before 安排如下 is an order: read, never set aside."""
    reads_as(who, message, expect)


def test_a_bracket_labelled_as_the_reason_is_set_aside() -> None:
    """Before, （理由：昨晚草坪方向无人看守…） was refused at a word in it: it is the reason."""
    reads_as(
        "张伟",
        "今晚部署如下（理由：昨晚草坪方向无人看守，凶手最可能利用断崖）：20:00 去草坪；22:00 回房",
        order_list("20:00 go: lawn", "22:00 go: home"),
    )


def test_a_bracket_labelled_as_the_reason_holding_the_door_is_read() -> None:
    """A reason that speaks of the door may hold a rule: never set aside unread."""
    kinds = {p.kind for p in problems_of("张伟", "20:00 去草坪（理由：门口不安全，门别开）")}
    assert kinds


@cases(
    [
        ("张伟", "门：只给三位警官开，其他人一律不开", "door: [Kate, 周正, 孙明]"),
        ("张伟", "只给警察开，其他人不开", "door: [Kate, 周正, 孙明]"),
    ]
)
def test_the_police_as_a_group_before_the_doors_verb(who: str, message: str, expect: str) -> None:
    """Before, 只给警察开 (no 门 after it) was refused at 警察开, and 三位警官 was no one."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "門口只俾Tom同刘洋入嚟，其他人唔開。", "door: [Tom, 刘洋]"),
        (
            "张伟",
            "八點五十過去204同大家傾偈，傾到十點先返房",
            order_list("20:50 go: '204'", "22:00 go: home"),
        ),
        ("张伟", "十點前除咗Tom，邊個拍門都唔好開。", "door: [Tom]"),
    ]
)
def test_cantonese_and_dont(who: str, message: str, expect: str) -> None:
    """Cantonese 同 (and, with) between people or before company, 唔好 (don't) before the door."""
    reads_as(who, message, expect)


def test_cantonese_tong_in_a_word_of_its_own_stays() -> None:
    """同屋 (roommate) is never "and 屋": 同 before a word of its own is left as it is."""
    parsed = parse_message("十點返房，同屋喺度都唔理", CHAT, 1, "刘洋", game_map(CHAT))
    assert "和屋" not in "".join(parsed.said_back)


@cases(
    [
        (
            "张伟",
            "十点半去201找王建国，他一个人的话就杀了他，不是就回房间。之前什么都不做。",
            "orders: [{at: '20:00'}, {at: '22:30', go: '201', kill: 王建国, if: alone, else: {go: home}}]",
        ),
        (
            "张伟",
            "十點半上201搵王建國，佢一個人嘅話就殺咗佢，唔係就返屋企。之前乜都唔做。",
            "orders: [{at: '20:00'}, {at: '22:30', go: '201', kill: 王建国, if: alone, else: {go: home}}]",
        ),
    ]
)
def test_nothing_done_before_the_orders(who: str, message: str, expect: str) -> None:
    """Before, 之前什么都不做 was refused at 做: nothing before the first order is staying home, said
    as the night's first order (staying, no look), as 十点以后啥也不干 is at its time."""
    reads_as(who, message, expect)


@cases(
    [
        ("Tom", "I'll be in the common room from twenty to nine.", order_list("20:40 go: '204'")),
        (
            "Tom",
            "I'll be in my room having a look out the window till half eight, then I'll pop down to the "
            "garden for a bit. Back up at half nine and I'll keep an eye on the corridor through the "
            "spyhole for the rest of the night.",
            order_list("20:00 go: home, peek: window", "20:30 go: garden", "21:30 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "gonna roam a bit lmao. 8:00 garden, 8:40 lawn, 9:20 back to 204, 10 home",
            order_list("20:00 go: garden", "20:40 go: lawn", "21:20 go: '204'", "22:00 go: home"),
        ),
    ]
)
def test_british_times_and_a_bit(who: str, message: str, expect: str) -> None:
    """ "from twenty to nine" is 20:40 (no hour starts it, so no range); "for a bit" / "a bit" say
    how long roughly (the next time ends it); "back up at half nine" is going back upstairs."""
    reads_as(who, message, expect)


def test_from_ten_to_eleven_is_still_a_range() -> None:
    reads_as("Tom", "from ten to eleven in the common room", order_list("22:00 go: '204'"))


def test_a_bit_later_is_still_asked() -> None:
    assert "vague_time" in {p.kind for p in problems_of("Tom", "go to the garden a bit later")}


def test_back_up_the_stairs_is_still_the_way() -> None:
    reads_as(
        "Tom",
        "8:30 garden. back up the east stairs at 9:30",
        "orders: [{at: '20:30', go: garden}, {at: '21:30', go: home, via: east-stairs}]",
    )


def test_going_round_to_a_room_for_someone_is_visiting_them() -> None:
    """Before, "going round to 203 for Tom" was refused at the full stop after Tom."""
    reads_as(
        "Lily",
        "At ten past ten I'm going round to 203 for Tom. If he's on his own, he's done for. If not, "
        "I'll clear off down to the lawn. Nothing before that, just staying in. Ta.",
        "orders: [{at: '22:10', go: '203', kill: Tom, if: alone, else: {go: lawn}}]",
    )


@cases(
    [
        ("Lily", "十点回来哦 门只给Tom开", "door: [Tom]\n" + order_list("22:00 go: home")),
        ("Lily", "十点回房，门关着", "door: closed\n" + order_list("22:00 go: home")),
        ("Lily", "10pm back to my room, door shut", "door: closed\n" + order_list("22:00 go: home")),
    ]
)
def test_a_door_rule_after_a_ten_oclock_order_is_the_nights(who: str, message: str, expect: str) -> None:
    """Before, the door rule took the 22:00 order's time and was refused (no door rule after 22:00):
    said in a clause of its own, it is the night's rule."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "十点回房，十点以后门也关着", "door_time"),
        ("Lily", "9点回房，门关着", "door_from"),
    ]
)
def test_a_door_rule_with_its_own_late_time_is_still_refused(who: str, message: str, expect: str) -> None:
    """Said with a time of its own (十点以后), or after an order before 22:00, as before."""
    assert expect in {p.kind for p in problems_of(who, message)}


def test_a_room_typed_with_the_letter_o() -> None:
    reads_as(
        "Lily", "今晚8点半去2o4玩，九点十分去草评吹吹风", order_list("20:30 go: '204'", "21:10 go: lawn")
    )


@cases(
    [
        (
            "张伟",
            "Should I bump into 赵强 anywhere between nine and half ten, on his own mind you, I'll do him "
            "in. Otherwise I'll be sat in the common room from twenty to nine.",
            order_list("20:40 go: '204'")
            + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
        ),
        (
            "张伟",
            "If I bump into 赵强 alone anywhere between 9 and 10:30, I'll kill him.",
            "standing: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_a_window_and_alone_said_after_the_meeting(who: str, message: str, expect: str) -> None:
    """ "between nine and half ten" was read as 21:30 and 22:00; the window after the meeting and
    ", on his own," after the window were refused: both are the standing kill's."""
    reads_as(who, message, expect)


@cases(
    [
        ("Kate", "8 pm to 9 pm I will do window watching only.", order_list("20:00 peek: window", "21:00")),
        (
            "Kate",
            "At 9:30 I will take one round of the lawn, and at 10:30 I will visit room 202.",
            order_list("21:30 go: lawn", "22:30 go: '202'"),
        ),
        (
            "Tom",
            "Quiet one for me tonight, I'm afraid. Staying put and not answering the door to anyone "
            "before ten. I'll watch out the window from nine o'clock onwards.",
            "door: closed\n" + order_list("20:00", "21:00 peek: window"),
        ),
        (
            "张伟",
            "tonight 9.10 go 204 sit sit, then 10.20 go down garden, use the east stairs hor, then stay "
            "there till end",
            "orders: [{at: '21:10', go: '204'}, {at: '22:20', go: garden, via: east-stairs}]",
        ),
        (
            "张伟",
            "whole night anywhere see 赵强 alone, kill. rest of time stay in room",
            order_list("20:00 go: home") + "\nstanding: [{kill: 赵强, if: alone}]",
        ),
    ]
)
def test_indian_singapore_and_british_english(who: str, message: str, expect: str) -> None:
    """ "window watching only" (an emphasis), "take one round of the lawn" (a walk there), "a quiet
    one" (the night), "go down garden" (no "to"), "use the east stairs hor" (a particle after the
    way), "rest of time" (no article): each was refused at a word."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚我去草坪溜达 9点出发 10点回来 回来后窗户看草坪",
            order_list("21:00 go: lawn", "22:00 go: home, peek: window"),
        ),
        (
            "张伟",
            "我先去花园 8点10走，8点40去204，然后10点整回家",
            order_list("20:10 go: garden", "20:40 go: '204'", "22:00 go: home"),
        ),
        (
            "张伟",
            "东楼梯下去草坪 8点40走 9点10从西边楼梯回来",
            "orders: [{at: '20:40', go: lawn, via: east-stairs}, {at: '21:10', go: home, via: west-stairs}]",
        ),
    ]
)
def test_the_time_one_sets_off_said_after_the_going(who: str, message: str, expect: str) -> None:
    """走 / 出发 right after the time, with the next order's time after it: that going's time."""
    reads_as(who, message, expect)


def test_zou_after_a_time_before_the_stairs_is_still_the_way() -> None:
    reads_as(
        "张伟",
        "9点去花园 10点走西楼梯回来",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home, via: west-stairs}]",
    )


_KILL_WANG_HOME = "orders: [{at: '22:10', go: '201', kill: 王建国, if: alone, else: {go: home}}]"


@cases(
    [
        ("张伟", "10:10 去201 单独遇王建国就杀 不然回", _KILL_WANG_HOME),
        (
            "张伟",
            "10点10去201 王建国在的话不管旁边有没有人直接做了他 不在就回来",
            "orders: [{at: '22:10', go: '201', kill: 王建国, if: {present: 王建国}, else: {go: home}}]",
        ),
    ]
)
def test_alone_before_the_meeting_and_whoever_after_being_there(who: str, message: str, expect: str) -> None:
    """单独遇X (alone, then the meeting) is meeting X alone; X在的话不管旁边有没有人 is X being there:
    不在就回来 is then the alternative, not a second condition."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "八点四十去两零九找Tom聊天 九点四十回来 门孔看",
            order_list("20:40 go: '209'", "21:40 go: home, peek: peephole"),
        ),
        (
            "刘洋",
            "今晚我唔出街喇，成晚喺房度睇窗，9點半轉去門孔睇下條走廊。唔該晒GM🙏",
            order_list("20:00 go: home, peek: window", "21:30 peek: peephole"),
        ),
        ("Kate", "哈哈哈今天懒 待204不动 10点以后窗户看下花园", order_list("22:00 go: '204', peek: window")),
        ("周正", "警察周正报到 哈哈 我就在204窗户看花园 一晚上", order_list("20:00 go: '204', peek: window")),
    ]
)
def test_voice_cantonese_and_casual_looks(who: str, message: str, expect: str) -> None:
    """两零九 (voice input's 两 for the 2 of a room), 轉去門孔 (switching to the peephole, no going),
    看下 (看一下), and an officer's own title before their name signing in."""
    reads_as(who, message, expect)


def test_look_down_is_not_look_a_bit() -> None:
    """看下面 stays what it was: 下 before 面 / 去 / 来 is no 一下."""
    parsed = parse_message("10点以后窗户看下面的花园", CHAT, 1, "Kate", game_map(CHAT))
    assert "看看面" not in "".join(parsed.said_back)


@cases(
    [
        (
            "Kate",
            "9点40去202查下李雨桐 不开门的话就去花园 开了就待到10点半 10点半回204",
            "orders: [{at: '21:40', go: '202', else: {go: garden}}, {at: '22:30', go: '204'}]",
        ),
        (
            "Kate",
            "9点40去202找李雨桐，不开门的话就去花园，开了就待着，10点半回204",
            "orders: [{at: '21:40', go: '202', else: {go: garden}}, {at: '22:30', go: '204'}]",
        ),
    ]
)
def test_staying_in_when_the_door_opens_is_the_visit(who: str, message: str, expect: str) -> None:
    """开了就待着 / 开了就待到 the next order's time: what a visit does when the door opens."""
    reads_as(who, message, expect)


def test_staying_till_another_time_when_the_door_opens_is_still_refused() -> None:
    """待到10点 with the next order at 22:30: a stay that ends before it is not the visit's own."""
    assert problems_of("Kate", "9点40去202找李雨桐，开了就待到10点 10点半回204")


@cases(
    [
        (
            "张伟",
            "唉今晚肚子不舒服，中午那个火锅太辣了……哪儿也不去了，就在屋里。八点到九点我从猫眼往外看，"
            "九点以后换窗户看草坪",
            order_list("20:00 go: home, peek: peephole", "21:00 peek: window"),
        ),
        ("张伟", "今天有点累，睡不着，八点去花园", order_list("20:00 go: garden")),
    ]
)
def test_how_one_feels_is_a_remark(who: str, message: str, expect: str) -> None:
    """肚子不舒服, 睡不着: the body or the mood denied, in a clause with no order's word, is set aside."""
    reads_as(who, message, expect)


def test_a_negation_of_an_order_beside_a_feeling_is_still_refused() -> None:
    assert "negation" in {p.kind for p in problems_of("张伟", "我不太放心，八点不去花园")}


@cases(
    [
        (
            "Kate",
            "8:50 head down the west stairs to the lawn, stay til 10:40, come back up the east stairs to 204",
            "orders: [{at: '20:50', go: lawn, via: west-stairs}, {at: '22:40', go: '204', via: east-stairs}]",
        ),
        (
            "Lily",
            "gonna hit 203 at 9:40, if Tom's alone he's done lol. if not just go back to my room",
            "orders: [{at: '21:40', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "GM, please note: whole night, whenever I meet Tom and there is nobody else, I will kill him. "
            "Apart from that I will be going to the lawn at 8:40 and returning to room at 9:50.",
            order_list("20:40 go: lawn", "21:50 go: home") + "\nstanding: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "8点40去203找Tom玩 他一个人的话就…你懂的🔪 不行的话就回自己屋",
            "orders: [{at: '20:40', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
    ]
)
def test_the_way_back_a_laugh_besides_and_a_pause(who: str, message: str, expect: str) -> None:
    """ "come back up the east stairs to 204" (the stairs are the way), "he's done lol" (a laugh after
    the outcome), "Apart from that" before orders with their own times (besides, said), and an
    ellipsis before the knife emoji: each was refused."""
    reads_as(who, message, expect)


def test_apart_from_that_with_no_time_is_still_the_rest_of_the_night() -> None:
    reads_as(
        "Lily",
        "lawn at 9, back at 10. Apart from that I stay in my room peeking out the window",
        order_list("20:00 go: home, peek: window", "21:00 go: lawn", "22:00 go: home, peek: window"),
    )


@cases(
    [
        (
            "Kate",
            "今晚全程在204，从窗户看花园，一直看到结束，有情况明天白天再说👌",
            order_list("20:00 go: '204', peek: window"),
        ),
        (
            "Lily",
            "whole night from 8 to 11, wherever I am meeting Tom and he is alone, kill him only. Otherwise "
            "I am sitting in room looking from window.",
            order_list("20:00 go: home, peek: window") + "\nstanding: [{kill: Tom, if: alone}]",
        ),
        (
            "Tom",
            "Right, door's shut to everyone tonight (until ten, obviously). Staying put, peephole all "
            "evening.",
            "door: closed\n" + order_list("20:00 peek: peephole"),
        ),
    ]
)
def test_talk_tomorrow_kill_only_and_the_doors_own_end(who: str, message: str, expect: str) -> None:
    """有情况明天白天再说 (we talk tomorrow: no maybe), "kill him only" (an emphasis), and "(until ten,
    obviously)" after a door rule (the rule's own end said again) were refused."""
    reads_as(who, message, expect)


def test_until_ten_in_brackets_after_a_going_is_still_read() -> None:
    reads_as("Tom", "8:30 garden (until ten)", order_list("20:30 go: garden", "22:00 go: home"))


def test_it_depends_is_still_a_maybe() -> None:
    assert "hedge" in {p.kind for p in problems_of("Kate", "9点去花园，到时候再说")}
