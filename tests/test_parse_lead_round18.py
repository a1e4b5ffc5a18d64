"""Round eighteen of issue 22: what the reader refused or misread on the sets this round read
(benchmarks/heldout/parse46, parse47, parse49, parse50, parse52), each as a general form, written
anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 周正, 孙明 and Kate are the police (no room)."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, order_list, problems_of, reads_as


@cases(
    [
        (
            "李雨桐",
            "820去花圆 9点回来 10点去204\n*花园",
            order_list("20:20 go: garden", "21:00 go: home", "22:00 go: '204'"),
        ),
        (
            "李雨桐",
            "9点去娱乐事 10点去草坪\n*娱乐室",
            order_list("21:00 go: '204'", "22:00 go: lawn"),
        ),
        (
            "李雨桐",
            "820去花园 9点回来 10点去204\n*草坪",
            order_list("20:20 go: garden", "21:00 go: home", "22:00 go: lawn"),
        ),
    ]
)
def test_a_starred_word_mending_a_slip_already_read_replaces_nothing(
    who: str, message: str, expect: str
) -> None:
    """Before, ``*花园`` after 花圆 (read as the garden by its sound) replaced the last place said,
    204, with the garden: a misread. A star on a word no slip reads as still replaces the last
    word of its kind."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "8点去花园 8点50回房间\n*8点40 手滑打错了",
            order_list("20:00 go: garden", "20:40 go: home"),
        ),
        (
            "Lily",
            "8pm garden, 8:50 back home\n*8:40 sorry typo",
            order_list("20:00 go: garden", "20:40 go: home"),
        ),
    ]
)
def test_a_starred_word_owning_its_slip_still_corrects(who: str, message: str, expect: str) -> None:
    """Before, the slip owned after the starred time (手滑打错了, "sorry typo") stopped the star being
    read as a correction, and the message was refused at 打错了."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "十点半回房 Tom在房里就干掉他 没在就门孔看着",
            "orders: [{at: '22:30', go: home, kill: Tom, if: {present: Tom}, else: {peek: peephole}}]",
        ),
        (
            "Lily",
            "十点回房 Tom在就干掉他 不在就看窗户",
            "orders: [{at: '22:00', go: home, kill: Tom, if: {present: Tom}, else: {peek: window}}]",
        ),
        (
            "Lily",
            "十点回房 Tom不在就看门孔",
            "orders: [{at: '22:00', go: home, peek: peephole, if: {absent: Tom}}]",
        ),
    ]
)
def test_a_look_when_the_one_to_kill_is_not_there_is_the_otherwise(
    who: str, message: str, expect: str
) -> None:
    """Before, 不在就看门孔 after 在就干掉他 was read as a second condition and refused; with no kill
    before it, it stays the look's own condition."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "今晚摸鱼 全程房间里窗户看 别的啥也不干", order_list("20:00 go: home, peek: window")),
        ("Lily", "9点去花园，其他什么都不做", order_list("21:00 go: garden")),
        (
            "Lily",
            "9点10走西楼梯去草坪\n9点40从东楼梯绕回来",
            order_list("21:10 go: lawn, via: [west-stairs]", "21:40 go: home, via: [east-stairs]"),
        ),
        ("Lily", "9点从西楼梯绕到草坪", order_list("21:00 go: lawn, via: [west-stairs]")),
        (
            "Lily",
            "第一时段：窗户 整个小时\n第二时段：9点出发去花园 玩到9点50 然后回房\n第三时段：门孔",
            order_list("20:00 peek: window", "21:00 go: garden", "21:50 go: home", "22:00 peek: peephole"),
        ),
        ("Lily", "9点去花园 剩下时间看窗户", order_list("20:00 peek: window", "21:00 go: garden")),
    ]
)
def test_everyday_words_of_this_round(who: str, message: str, expect: str) -> None:
    """Before, each was refused at one word: 别的啥也不干 (nothing else done), 绕回来 / 绕到 (going
    round), 整个小时 (the period's whole hour), 剩下时间 (the rest of the time, without 的)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "Between 9 and half past 10, wherever I bump into Tom, kill him, whether there are people"
            " around or not.\nMy moves: 9:00 garden, 9:30 lawn, 10:30 home.",
            "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}, {at: '22:30', go: home}]\n"
            "standing: [{kill: Tom, if: always, from: '21:00', until: '22:30'}]",
        ),
        ("Lily", "at 9 and a half go to the garden", order_list("21:30 go: garden")),
        (
            "Lily",
            "all night if i run into Tom by himself hes dead\n"
            "other than that im just sitting in my room doing nothing",
            "orders: [{at: '20:00', go: home}]\nstanding: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "10：20去203，要是Tom一个人在屋里，就把他整死。别的时候我就在自己屋待着啥也不干",
            "orders: [{at: '20:00', go: home}, {at: '22:20', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_english_and_chinese_ways_of_this_round(who: str, message: str, expect: str) -> None:
    """Before: "9 and half" was read as 21:30 before "past 10" (the range's end refused); "whether
    there are people around or not" and "doing nothing" were unknown; 别的时候 (other times) was
    refused at 别 as a negation."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "9点去花园。另外我自己屋门谁敲都开哈", "door: open\norders: [{at: '21:00', go: garden}]"),
        ("Lily", "对了，10点回房", order_list("22:00 go: home")),
        (
            "Lily",
            "9点去203，Tom要是一个人在就干他，不是的话就去204待着",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: '204'}}]",
        ),
        ("Lily", "9点去203，Tom一个人就直接干他", "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]"),
    ]
)
def test_an_afterthought_ones_own_door_and_a_blunt_kill(who: str, message: str, expect: str) -> None:
    """Before: 另外 / 对了 opening an afterthought were unknown words; 自己屋门 (one's own door) was
    read as going home before 门; 就干他 (kill him, bluntly) was unknown."""
    reads_as(who, message, expect)


def test_doing_his_work_is_no_kill() -> None:
    """干他的活 (doing his job) after 就 is no kill: the word stays unknown and the message refused."""
    assert problems_of("Lily", "9点去203，就干他的活")


@cases(
    [
        (
            "Lily",
            "9点去花园，10点以后他必须开门对吧？10点回房",
            order_list("21:00 go: garden", "22:00 go: home"),
        ),
        (
            "Lily",
            "9点去花园，10点以后有人敲门是必须开吗？10点回房",
            order_list("21:00 go: garden", "22:00 go: home"),
        ),
        ("Lily", "十点二十去203敲门（十点后必须开门嘿嘿）", order_list("22:20 go: '203'")),
        (
            "Lily",
            "俺看规矩说10点以后有人敲门必须开。那俺10点10分去203，Tom在屋就弄死他。他要是不在，俺就回屋。",
            "orders: [{at: '22:10', go: '203', kill: Tom, if: {present: Tom}, else: {go: home}}]",
        ),
    ]
)
def test_the_door_rule_after_ten_said_or_asked_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, a question of the rule after an order in the same sentence set the order aside with
    it (9点去花园 dropped: a misread); the rule said (十点后必须开门) was refused at 必须."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["9点去203敲门，必须开门", "10点去花园，要不在草坪也行", "10点去花园，要不去草坪也可以"]
)
def test_must_open_with_no_time_and_an_offered_place_are_refused(message: str) -> None:
    """必须开门 with no 22:00 is no rule said (it may be the sender's demand); 要不…也行 offers a
    second place (a choice), never an "otherwise" (it moved the night before: a misread)."""
    assert problems_of("Lily", message)


def test_then_after_a_condition_is_no_otherwise() -> None:
    """不在的话要不就回房: 要不 between 的话 and 就 is "then"; it turned the condition round before."""
    reads_as(
        "Lily",
        "10点去203，Tom不在的话要不就回房",
        "orders: [{at: '22:00', go: '203', if: {present: Tom}, else: {go: home}}]",
    )


@cases(
    [
        (
            "Lily",
            "At 8:40 take the west stairs down to the lawn. At 9:30 come back up to my room by the same"
            " west stairs.",
            order_list("20:40 go: lawn, via: [west-stairs]", "21:30 go: home, via: [west-stairs]"),
        ),
        (
            "Lily",
            "at 10:30 go to 203 and kill Tom if hes alone. if he isnt alone or whatever just go back"
            " to my room",
            "orders: [{at: '22:30', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        ("Lily", "Only one thing: at 21h10 I go to 203.", order_list("21:10 go: '203'")),
        (
            "Lily",
            "My door: only Tom and Kate can enter before 10 pm, nobody else.",
            "door: [Tom, Kate]",
        ),
        (
            "Lily",
            "Hello! I am not sure I understand all the rules, sorry for my english. at 22h10 go to the lawn",
            order_list("22:10 go: lawn"),
        ),
    ]
)
def test_english_remarks_and_restatements_of_this_round(who: str, message: str, expect: str) -> None:
    """Before, each was refused: "the same" before the stairs, "or" of "or whatever", "one" of
    "only one thing", "nobody else" after a door open to some, "not sure" of the rules (a hedge)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "ok so first time playing lol. im just gonna chill in my room and watch the peephole all night."
            " oh and if anyone knocks dont let them in before 10. thats it",
            "door: closed\norders: [{at: '20:00', go: home, peek: peephole}]",
        ),
        (
            "Lily",
            "At 9:20 go to 203. If Tom is alone there, I will kill him. If he is not alone, or not there at"
            " all, I shall return to my own room.",
            "orders: [{at: '21:20', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "At 8:40 I should like to take the west stairs down to the lawn. I will stay on the lawn until"
            " 9:30, at which time I will come back up to my room by the same west stairs. I will not leave"
            " my room again.",
            order_list("20:40 go: lawn, via: [west-stairs]", "21:30 go: home, via: [west-stairs]"),
        ),
        (
            "Lily",
            "咋整啊第一次玩。。那我就这么着：10：20去203，要是Tom一个人在屋里，就把他整死。",
            "orders: [{at: '22:20', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_a_first_timers_and_a_formal_players_words(who: str, message: str, expect: str) -> None:
    """Before: "dont let them in" after "if anyone knocks" was refused at "anyone"; "not there at
    all" at "all"; "I should like to" read "should" as a condition; "I will not leave my room
    again" was refused as a "not"; 那我就这么着 at 那."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "今晚在房间看窗户到10点",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00'}]",
        ),
        (
            "Lily",
            "tonight I watch the window until 10",
            "orders: [{at: '20:00', peek: window}, {at: '22:00'}]",
        ),
        (
            "李雨桐",
            "是夜，吾于房中凭窗远眺，至十时就寝。",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00'}]",
        ),
        (
            "李雨桐",
            "今晚在房间看窗户到10点，然后看门孔",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00', peek: peephole}]",
        ),
    ]
)
def test_tonight_with_an_end_of_its_own_ends_there(who: str, message: str, expect: str) -> None:
    """Before, an order said for tonight with an end (今晚…到10点) was the night's default and resumed
    itself at that end: the look went on after 22:00 (a misread)."""
    reads_as(who, message, expect)


def test_the_nights_default_still_resumes_after_an_order_that_ends() -> None:
    """整晚在房间看窗户 with an hour in the garden: the window again after it, as before."""
    reads_as(
        "李雨桐",
        "整晚在房间看窗户，9点到10点去花园",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: garden},"
        " {at: '22:00', go: home, peek: window}]",
    )


@cases(
    [
        ("李雨桐", "李雨桐八点整出门，往草坪而去。", order_list("20:00 go: lawn")),
        ("李雨桐", "我独自坐在房中，透过窗户望着花园。", "orders: [{at: '20:00', go: home, peek: window}]"),
        (
            "李雨桐",
            "十点，我悄悄推开房门，沿着东楼梯下到草坪。",
            order_list("22:00 go: lawn, via: [east-stairs]"),
        ),
        (
            "Lily",
            "九点去203，Tom一个人就一刀结果了他。",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]",
        ),
        ("Lily", "Lily spends the evening in the common room, reading.", order_list("20:00 go: '204'")),
        (
            "Lily",
            "At half past nine, Lily creeps along the corridor to room 203. Should Tom be alone, she"
            " strikes.",
            "orders: [{at: '21:30', go: '203', kill: Tom, if: alone}]",
        ),
    ]
)
def test_the_evening_told_as_a_story(who: str, message: str, expect: str) -> None:
    """Role-play (written from the genre, not from a held-out set): 往X而去, 我独自坐在…, 推开房门,
    一刀结果了他, "spends the evening in", "along the corridor to", "she strikes" were refused."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["at 9:30 I creep along the corridor", "at 9 strike the garden"])
def test_the_corridor_as_a_stop_and_a_strike_of_no_one_are_refused(message: str) -> None:
    """The corridor with no place after "to" is a stop there (refused, seed 八); a strike needs a
    person."""
    assert problems_of("Lily", message)


@cases(
    [
        (
            "Lily",
            "At 20:30 I go to the garden, unless Tom is there, then I go directly back to my room."
            " At 21:30 I go to the lawn.",
            "orders: [{at: '20:30', go: garden, if: {absent: Tom}, else: {go: home}},"
            " {at: '21:30', go: lawn}]",
        ),
        ("Lily", "at 9 go directly back to my room", order_list("21:00 go: home")),
    ]
)
def test_going_directly_back(who: str, message: str, expect: str) -> None:
    """Before: "go directly back to my room" left "go" with no place (the adverb between split the
    going back). ("except when" stays asked at "except", as round three decided.)"""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "掌柜的台鉴：今夜妾身只在房中，不出门一步。自八点起由窗口望花园，九点起改由门孔看走廊，十点起再回窗口，"
            "直至安歇。",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', peek: peephole},"
            " {at: '22:00', go: home, peek: window}]",
        ),
        (
            "李雨桐",
            "八点四十从东楼梯下去草坪耍，九点四十从西楼梯爬上来回屋头，然后就不动了。",
            order_list("20:40 go: lawn, via: [east-stairs]", "21:40 go: home, via: [west-stairs]"),
        ),
        (
            "李雨桐",
            "九点去203找Tom，他若不开门就回娱乐室。",
            "orders: [{at: '21:00', go: '203', else: {go: '204'}}]",
        ),
        (
            "李雨桐",
            "九时正，某往草坪去。若见Tom孤身一人在草坪上，便结果了他；若他不在，某便在草坪上候着。",
            "orders: [{at: '21:00', go: lawn, kill: Tom, if: alone}]",
        ),
        (
            "李雨桐",
            "今夜只在娱乐室窗边守着，看花园，整夜不挪步。",
            order_list("20:00 go: '204', peek: window"),
        ),
        ("李雨桐", "9点去花园，10点回房，不看窗也不看门", order_list("21:00 go: garden", "22:00 go: home")),
        ("李雨桐", "10点回房，啥子都不搞了哈", order_list("22:00 go: home")),
    ]
)
def test_a_role_players_chinese(who: str, message: str, expect: str) -> None:
    """Before (parse57, a tuning set written this round): 妾身 / 某 for "I", 只在 (just there),
    不出门一步 / 整夜不挪步 (staying), 直至安歇 (until rest), 爬上来 (up the stairs), 她若不开门 ("if"
    after her), 不看门 (the peephole not looked through), 啥子都不搞了 as its own clause: each refused."""
    reads_as(who, message, expect)


def test_only_before_a_condition_is_not_just() -> None:
    """只在 before anything but a place one stays in (只在他一个人的时候) is left as it was: refused."""
    assert problems_of("李雨桐", "只在他一个人的时候杀他")


@cases(
    [
        (
            "Lily",
            "9:20 back up to my own room, and I'll sit with my eye to the peephole till the night's end.",
            order_list("21:20 go: home, peek: peephole"),
        ),
        (
            "Lily",
            "At ten go to 203. Should I find him alone, kill him. Should he have company, or fail to answer"
            " the door, I shall go to the lawn.",
            "orders: [{at: '22:00', go: '203', kill: Tom, if: alone, else: {go: lawn}}]",
        ),
        (
            "Lily",
            "My dear Landlord, from eight o'clock until nine I keep watch from my window upon the lawn.",
            "orders: [{at: '20:00', peek: window}, {at: '21:00'}]",
        ),
        ("Lily", "at 9 I retire to my chamber", order_list("21:00 go: home")),
    ]
)
def test_a_role_players_english(who: str, message: str, expect: str) -> None:
    """Before (parse57): "the night's end", "fail to answer the door", "upon", "my chamber" and the
    letter's "My dear Landlord" were each refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "21:30去203 他一个人在就zs 不然回来",
            "orders: [{at: '21:30', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        ("Lily", "今晚不管在哪碰到Tom 只要他一个人就zs 绝绝子", "standing: [{kill: Tom, if: alone}]"),
        (
            "Lily",
            "（语音转的 可能有错字）八点半去花园然后九点去草平十点回房以上",
            order_list("20:30 go: garden", "21:00 go: lawn", "22:00 go: home"),
        ),
        ("李雨桐", "今晚坐镇娱乐室 全程看窗外花园 元芳你怎么看", order_list("20:00 go: '204', peek: window")),
    ]
)
def test_a_students_chat(who: str, message: str, expect: str) -> None:
    """Before (parse58, a tuning set written this round: students on phones): zs (a kill), voice
    input owned (可能有错字 was a hedge), 坐镇 (staying) and a meme's line were refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "From 9:20 to 10:30, if I bump into Tom anywhere, kill him, doesn't matter who's about."
            " Otherwise I'm just in my room.",
            "orders: [{at: '20:00', go: home}]\n"
            "standing: [{kill: Tom, if: always, from: '21:20', until: '22:30'}]",
        ),
        (
            "Lily",
            "at 2220 go 203, kill Tom if he's alone. kung hindi, go to the common room na lang",
            "orders: [{at: '22:20', go: '203', kill: Tom, if: alone, else: {go: '204'}}]",
        ),
        (
            "Lily",
            "我以经想好了 8：10从西楼梯下去花园 8：50去草坪 9：30回房",
            order_list("20:10 go: garden, via: [west-stairs]", "20:50 go: lawn", "21:30 go: home"),
        ),
        (
            "Lily",
            "all night if i run into Tom and hes alone, kill him fr fr 💀",
            "standing: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_a_students_chat_more(who: str, message: str, expect: str) -> None:
    """Before (parse58): "Otherwise I'm just in my room" after a standing kill was an "otherwise" of
    nothing; Taglish "kung hindi" (if not) was unknown; 以经 (已经 by its sound) and "fr fr" (for
    real, read as "from from") were refused."""
    reads_as(who, message, expect)


def test_otherwise_after_a_visit_is_still_its_alternative() -> None:
    """After an order with a going, "otherwise" is that order's alternative, as before."""
    reads_as(
        "Lily",
        "At 10 go to 203, if Tom is alone kill him. Otherwise go home.",
        "orders: [{at: '22:00', go: '203', kill: Tom, if: alone, else: {go: home}}]",
    )


@cases(
    [
        ("Lily", "GM님~ 9点去花园", order_list("21:00 go: garden")),
        ("Lily", "chào GM，今晚Lily的：8点10分 去花园 我。\nok cảm ơn", order_list("20:10 go: garden")),
        (
            "Lily",
            "今晚的予定です：9点半到10点半之间、在哪里会うTomさん，他一个人的话就杀他。8点40分行く204。"
            "10点40分回自己的部屋。",
            "orders: [{at: '20:40', go: '204'}, {at: '22:40', go: home}]\n"
            "standing: [{kill: Tom, if: alone, from: '21:30', until: '22:30'}]",
        ),
        (
            "Lily",
            "不好意思、这个是全部的命令です。9点10分去203号室、和Tomさん说话。10点回来。以上です。",
            order_list("21:10 go: '203'", "22:00 go: home"),
        ),
        (
            "Lily",
            "hola GM! 我今晚全部时间在房间。10点以前门关着，谁都不要进来。从窗户看草坪，all night. gracias",
            "door: closed\norders: [{at: '20:00', go: home, peek: window}]",
        ),
        (
            "Lily",
            "orders来了：\n- 8:20 去203找Tom聊天\n- 8:50 回自己房间",
            order_list("20:20 go: '203'", "20:50 go: home"),
        ),
    ]
)
def test_a_learners_chinese(who: str, message: str, expect: str) -> None:
    """Before (parse59, a tuning set written this round: second-language writers): Japanese words
    and politeness (行く, 会う, 部屋, 予定, です), a Korean honorific (님), Vietnamese greetings (cảm
    ơn), 全部时间 (all the time), 说话 and the plan's headings were each refused."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "全程在204 hang out，from 8点到11点。", order_list("20:00 go: '204'")),
        ("Lily", "门只给Tom开（Kate跟我一个屋她自己进）", "door: [Tom]"),
        ("Lily", "门只给Tom和警察Kate开", "door: [Tom, Kate]"),
    ]
)
def test_a_learners_chinese_more(who: str, message: str, expect: str) -> None:
    """Before (parse59): "from" before a range said whole, a roommate's remark (跟我一个屋她自己进)
    and 警察 before a Latin name were refused."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "9点去203，不杀，回房间。",
        "9点去203杀Tom，不杀，回房间。",
        "9点去203，Tom一个人就杀，不是一个人或者他不在，我不杀，回房间。",
    ],
)
def test_no_kill_before_the_alternatives_going_is_still_refused(message: str) -> None:
    """不杀 before the alternative's going stays refused: read as said again (round eighteen), it
    made a message of a clean set (parse56) misread, and was withdrawn."""
    assert problems_of("Lily", message)
