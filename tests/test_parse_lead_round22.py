"""Round twenty-two of issue 22: what the reader refused on the tuning sets of one table's mix
(benchmarks/heldout/parse79, parse80, parse81), each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203; 周正,
孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.message import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as

_GARDEN_AT_NINE = order_list("21:00 go: garden")


@cases(
    [
        (
            "张伟",
            "跟你说个事，昨天群里王建国一直问我几点睡，我觉得他有点怪怪的😂 所以今晚我先防着点。"
            "8点到9点就在自己屋门孔盯着，9点去花园",
            order_list("20:00 peek: peephole", "21:00 go: garden"),
        ),
        ("张伟", "昨天群里大家吵成那样我真的看不下去了😂 好啦说正事。九点去花园", _GARDEN_AT_NINE),
        (
            "张伟",
            "今天下午我在公司越想越不对劲，赵强那家伙昨天说话一直在绕弯子。十点十分我去花园",
            order_list("22:10 go: garden"),
        ),
        ("张伟", "白天开了一天会，累死了。九点去花园", _GARDEN_AT_NINE),
    ]
)
def test_a_story_of_earlier_today_or_the_group_chat_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, 几点 (what time, asked), 吵成那样 (so much), 不对劲 (something off), an emoji ending
    the story, and earlier today (下午, 白天) kept the story in the orders: refused there."""
    reads_as(who, message, expect)


def test_a_story_of_earlier_today_holding_a_time_is_not_set_aside() -> None:
    """白天王建国说九点去花园: the time may be tonight's; never set aside, never read as nothing."""
    assert problems_of("张伟", "白天王建国说九点去花园。十点去草坪")


@cases(
    [
        ("张伟", "哈哈哈今晚我要当宅女～\n8点到9点半从窗户看草坪", order_list("20:00 peek: window", "21:30")),
        ("张伟", "来了来了！8点半去203找Tom聊天", order_list("20:30 go: '203'")),
        ("张伟", "9点去花园。冲鸭！", _GARDEN_AT_NINE),
        (
            "张伟",
            "前面两个小时我就老实在屋里待着，不偷看了，反正也看不出啥。十点十分我去花园",
            order_list("20:00 go: home", "22:00", "22:10 go: garden"),
        ),
        ("张伟", "八点到八点半我从窗户看看草坪，看完就睡觉不看了", order_list("20:00 peek: window", "20:30")),
        (
            "张伟",
            "在屋里门孔看一晚上 不过九点半到十点我去204从窗户看看花园 十点回来接着门孔",
            order_list(
                "20:00 go: home, peek: peephole",
                "21:30 go: '204', peek: window",
                "22:00 go: home, peek: peephole",
            ),
        ),
        (
            "张伟",
            "今晚我去各房间转转哈 8:20去203 9:00去209",
            order_list("20:20 go: '203'", "21:00 go: '209'"),
        ),
        ("张伟", "晚上随便走走\n8点50去草坪，9点半去204", order_list("20:50 go: lawn", "21:30 go: '204'")),
    ]
)
def test_chat_around_the_orders(who: str, message: str, expect: str) -> None:
    """A cheer (来了来了！, 冲鸭！), staying in said as a stay-at-home (当宅女), "nothing to see anyway",
    the look's end (看完就), "but" before a time (不过九点半: was 不 + 过九点半), and the night's
    wandering said before its times (随便走走, 去各房间转转)."""
    reads_as(who, message, expect)


def test_the_peephole_of_ones_own_door() -> None:
    """自己屋门孔 was the door (自己屋门) and an unknown 孔."""
    reads_as("张伟", "8点到9点就在自己屋门孔盯着。", order_list("20:00 peek: peephole", "21:00"))


def test_one_stab_is_a_kill_and_only_of_a_target() -> None:
    reads_as(
        "张伟",
        "十点去花园，要是碰到赵强就一刀，不管旁边有没有人",
        order_list("22:00 go: garden, kill: 赵强, if: always"),
    )
    assert "rule:kill" in {p.kind for p in problems_of("张伟", "九点去201，要是刘洋一个人在，我就一刀")}


@cases(
    [
        (
            "张伟",
            "九点回房间门孔 十点前只让周正进来哈 其他人敲门都不开",
            "door: [周正]\n" + order_list("21:00 go: home, peek: peephole"),
        ),
        ("张伟", "门就开着吧谁来都行～ 9点去203", "door: open\n" + order_list("21:00 go: '203'")),
        (
            "张伟",
            "今晚就在屋里门孔看着走廊 谁也别来找我",
            "door: closed\n" + order_list("20:00 go: home, peek: peephole"),
        ),
        ("张伟", "十点后有人敲门就照开啦（规矩嘛）。九点去花园", _GARDEN_AT_NINE),
    ]
)
def test_door_rules_as_players_say_them(who: str, message: str, expect: str) -> None:
    """十点前 said with the rule is the rule's own end (seed 五.12), so the rule is the night's even
    after a 21:00 order, and so is the rest of it said next (其他人敲门都不开); 谁来都行 is open to
    all, 谁也别来找我 shut; 十点后照开 is the seed's own rule, set aside."""
    reads_as(who, message, expect)


def test_a_door_rule_after_an_order_without_its_end_is_still_asked() -> None:
    assert "door_from" in {p.kind for p in problems_of("张伟", "九点回房间门孔，门只给周正开")}


def test_an_otherwise_covering_nobody_opening_at_all() -> None:
    reads_as(
        "张伟",
        "九点整我去209，要是屋里就赵强一个人就动手。要是他屋里还有别人，或者压根没人给我开门，我就直接回自己房间。",
        order_list("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
    )


@cases(
    [
        ("张伟", "heyyy so at 9 i go to the garden", _GARDEN_AT_NINE),
        ("张伟", "sooo 9 garden", _GARDEN_AT_NINE),
        (
            "张伟",
            "not feeling it tonight tbh, staying in. door closed to everyone tho",
            "door: closed\n" + order_list("20:00"),
        ),
        (
            "张伟",
            "ok so if i run into 赵强 anywhere tonight and hes alone, kill him. "
            "otherwise im just sitting in my room",
            order_list("20:00 go: home") + "\nstanding: [{kill: 赵强, if: alone}]",
        ),
        (
            "张伟",
            "gonna pop into 209 at 9:10, if 赵强's alone in there i'll do him, otherwise just head back home",
            order_list("21:10 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "Hello sir, my door should be opened only for 周正 and Kate, others please don't allow.",
            "door: [周正, Kate]",
        ),
        (
            "张伟",
            "Sir one standing instruction: from 9 pm till 10.30 pm, wherever I meet 赵强, even if others "
            "are there, I will kill him.",
            "standing: [{kill: 赵强, if: always, from: '21:00', until: '22:30'}]",
        ),
        (
            "Kate",
            "Eh GM, tonight I go 209 at 9pm lah, chat with 赵强. "
            "Then 9.40 go back 204 and look out the window can?",
            order_list("21:00 go: '209'", "21:40 go: '204', peek: window"),
        ),
        (
            "Kate",
            "gonna sit in 204 and watch the garden out the window till 9:30, "
            "after that just hang out in there w whoever shows up",
            order_list("20:00 go: '204', peek: window", "21:30"),
        ),
    ]
)
def test_english_of_the_table(who: str, message: str, expect: str) -> None:
    """A stretched greeting (heyyy), a mood (not feeling it), "and he's alone" after "anywhere
    tonight", "do him", the door in the passive, "one standing instruction", Singapore "lah"
    before a comma, company "w whoever shows up"."""
    reads_as(who, message, expect)


def test_do_him_is_a_kill_only_of_a_target() -> None:
    assert "rule:kill" in {
        p.kind for p in problems_of("张伟", "at 9 go to 201, if 刘洋's alone in there i'll do him")
    }


def test_a_stretched_word_that_is_no_greeting_stays_as_typed() -> None:
    """Only greetings and chat words are shortened (heyyy, sooo); "good" is no "god"."""
    parsed = parse_message("too good 9 garden", CHAT, 1, "张伟", game_map(CHAT))
    assert "good" in " ".join(str(p) for p in parsed.problems)


@cases(
    [
        (
            "张伟",
            "1）20:50 去草坪，理由：南边断崖是高发地；\n2）21:40 回房",
            order_list("20:50 go: lawn", "21:40 go: home"),
        ),
        (
            "张伟",
            "九点去209，赵强一个人就动手，不是一个人就回房。\n理由：十点后他必须开门，避开门的问题。",
            order_list("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "9点去花园；理由：十点后大家都得开门，花园安静",
            _GARDEN_AT_NINE,
        ),
    ]
)
def test_a_reason_labelled_after_the_orders_is_set_aside(who: str, message: str, expect: str) -> None:
    """理由： / 推理： after an order, to its line's end or its semicolon, says why; the seed's own
    rule restated in it (十点后他必须开门) is no door rule of the sender's."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去花园。理由：只给周正开门", "door: [周正]\n" + _GARDEN_AT_NINE),
        ("张伟", "9点去花园。理由：10点去草坪", order_list("21:00 go: garden", "22:00 go: lawn")),
    ]
)
def test_a_reason_after_the_orders_holding_a_door_rule_or_a_time_is_read(
    who: str, message: str, expect: str
) -> None:
    """A door rule or a sentence opening with a time after the label is an order's shape: read."""
    reads_as(who, message, expect)


def test_watching_as_the_nights_heading_sums_up_the_looks_named() -> None:
    reads_as(
        "张伟",
        "今晚不杀人，纯观察。\n- 8:00 窗\n- 8:30 门孔",
        order_list("20:00 peek: window", "20:30 peek: peephole"),
    )


def test_watching_with_no_look_named_is_still_asked() -> None:
    """今晚纯观察 alone, or before orders naming no look: the window or the peephole?"""
    assert "peek_what" in {p.kind for p in problems_of("张伟", "今晚纯观察")}
    assert "peek_what" in {p.kind for p in problems_of("张伟", "今晚不杀人，纯观察。9点去花园")}


@cases(
    [
        (
            "张伟",
            "九点半去草坪，到了要是看见赵强一个人在那儿，就……你懂的。十点回屋",
            order_list("21:30 go: lawn, kill: 赵强, if: alone", "22:00 go: home"),
        ),
        ("张伟", "九点去209，赵强一个人的话就……你懂的", order_list("21:00 go: '209', kill: 赵强, if: alone")),
    ]
)
def test_you_know_what_after_the_case_of_a_kill_is_the_kill(who: str, message: str, expect: str) -> None:
    """就……你懂的 right after the one to kill met alone says the kill, as 就…🔪 does (the case is
    only ever a kill's); the comma before the pause is no end of it."""
    reads_as(who, message, expect)


def test_you_know_what_after_anything_else_is_a_wink() -> None:
    reads_as("张伟", "9点去花园……你懂的", _GARDEN_AT_NINE)
    reads_as("张伟", "九点半去草坪，就……你懂的。十点回屋", order_list("21:30 go: lawn", "22:00 go: home"))


def test_you_know_what_after_another_persons_case_is_no_kill_of_a_target() -> None:
    assert "rule:kill" in {p.kind for p in problems_of("张伟", "九点去201，刘洋一个人的话就……你懂的")}


def test_a_quiet_night_in_is_staying_in() -> None:
    """ "Otherwise a quiet night in at the window" after a standing kill: the rest of the night home,
    at the window (it was refused at "at")."""
    reads_as(
        "张伟",
        "From nine until half ten, if I run into 赵强 anywhere and he's alone, I'll do him in. "
        "Otherwise a quiet night in at the window.",
        order_list("20:00 peek: window")
        + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:30'}]",
    )


@cases(
    [
        (
            "张伟",
            "十点之前从窗户看草坪十点以后换门孔看走廊还有门十点以前只给周正开",
            "door: [周正]\n" + order_list("20:00 peek: window", "22:00 peek: peephole"),
        ),
        ("张伟", "八点去花园还有九点去草坪", order_list("20:00 go: garden", "21:00 go: lawn")),
        ("张伟", "Keeping my head down tonight. At 9 I go to the garden.", _GARDEN_AT_NINE),
        ("张伟", "唉今天群里吵成那样，真是的。九点去花园", _GARDEN_AT_NINE),
    ]
)
def test_voice_input_and_remarks(who: str, message: str, expect: str) -> None:
    """还有 before the door or a time, with no marks, is "and also" (never 还 + 有门十点); "keeping my
    head down"; 吵成那样 is "so much", never "like that" pointing at other orders."""
    reads_as(who, message, expect)


def test_a_place_firmly_not_gone_to_is_no_order() -> None:
    """打死不去草坪 / 坚决不去草坪 (how firmly) with no order going there: said, as 不去草坪 is; with one,
    refused at the negation (which is meant is not guessed)."""
    reads_as("张伟", "所以今晚我打死不去草坪😂 9点去花园", _GARDEN_AT_NINE)
    reads_as("张伟", "所以今晚坚决不去草坪！！9点去花园", _GARDEN_AT_NINE)
    assert "negation" in {p.kind for p in problems_of("张伟", "打死不去草坪，9点去草坪")}


def test_only_him_before_a_conditions_de_hua_is_the_case_of_the_kill() -> None:
    """屋里就他一个人的话 is the case of the kill, as 他一个人的话 is (it was refused at 就他一个人)."""
    reads_as(
        "张伟",
        "10点整，我去209敲赵强的门。屋里就他一个人的话，我就下手",
        order_list("22:00 go: '209', kill: 赵强, if: alone"),
    )


@cases(
    [
        (
            "张伟",
            "At 9 I am going to sit in my room only and see from peephole till 10. After 10, window.",
            order_list("21:00 go: home, peek: peephole", "22:00 peek: window"),
        ),
        (
            "张伟",
            "ok GM my one tonight ah: 8pm peephole, 830 go lawn, 930 come back room look window. "
            "thats all lor",
            order_list("20:00 peek: peephole", "20:30 go: lawn", "21:30 go: home, peek: window"),
        ),
    ]
)
def test_indian_and_singapore_english(who: str, message: str, expect: str) -> None:
    """ "and see from the peephole" is looking through it; Singapore "my one tonight" (mine) heads
    the orders."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "8点40去203，Tom不在的话就去204等他😆，10点回房睡觉",
            order_list("20:40 go: '203', if: {present: Tom}, else: {go: '204'}", "22:00 go: home"),
        ),
        (
            "Lily",
            "22:10 去203 杀Tom 他单独才动手 否则回",
            order_list("22:10 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
    ]
)
def test_waiting_for_them_and_only_then(who: str, message: str, expect: str) -> None:
    """去204等他 (waiting for him there: why one goes, no order); 他单独才动手 (only then the kill)."""
    reads_as(who, message, expect)
