"""Chinese, round nine (issue 22, a board-game café's group; docs/PARSING.md, *Chinese, round nine: a
café's group*): the classes the tuning set parse27 showed (a café's WeChat group: 繁體 typed with 注音文,
Cantonese, an aunt's voice input, a teen's slang), each said in words written for the test, not copied
from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (its window sees the lawn; targets
王建国 and 赵强), 王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


def _ignored(message: str, who: str = "张伟") -> str:
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return parsed.said_back[-1]


# -- a Taiwanese chat's 注音文 ---------------------------------------------------------------------


@cases(
    [
        ("张伟", "偶今晚8點去花園ㄛ 9點半回房間ㄅ", _orders("20:00 go: garden", "21:30 go: home")),
        ("张伟", "9點去敲209ㄉ門 沒人開就去草坪ㄌ", _orders("21:00 go: '209', else: {go: lawn}")),
        (
            "张伟",
            "醬子好了 10點去209 如果趙強一個人在就殺了他ㄚ",
            _orders("22:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "偶決定今晚窩在房間 從窗戶看ㄉ說", _orders("20:00 go: home, peek: window")),
        ("张伟", "今晚門只幫Tom跟Lily開ㄛ 其他人都不理", "door: [Tom, Lily]\norders: []"),
    ]
)
def test_a_taiwanese_chats_zhuyin_particles_read_as_the_mandarin_they_say(
    who: str, message: str, expect: str
) -> None:
    # ㄉ 的, ㄌ 了, ㄅ 吧, ㄚ 啊, ㄛ 哦; 偶 我, 醬子 这样子, 幫 给 before whom the door opens for
    reads_as(who, message, expect)


def test_a_negation_typed_with_zhuyin_is_still_a_negation() -> None:
    assert problems_of("张伟", "9點偶不去花園ㄌ")
    assert "五.12" in str(problems_of("张伟", "偶今晚不開門ㄛ 10點以後也不開"))


# -- more of Cantonese's words ---------------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "8點喺房睇下窗外個草坪 9點去201吹水 10點後唔郁",
            _orders("20:00 go: home, peek: window", "21:00 go: '201'", "22:00"),
        ),
        ("张伟", "今晚冇嘢做 成晚喺房睇門孔", _orders("20:00 go: home, peek: peephole")),
        ("张伟", "今晚10點前唔開門畀任何人 成晚睇窗", "door: closed\n" + _orders("20:00 peek: window")),
        (
            "张伟",
            "9點行東樓梯落去花園 10點返房 都係行東樓梯",
            _orders("21:00 go: garden, via: [east-stairs]", "22:00 go: home, via: [east-stairs]"),
        ),
    ]
)
def test_more_cantonese_words_read_as_the_mandarin_they_say(who: str, message: str, expect: str) -> None:
    # 個 before a place (the), 吹水 (chatting), 唔郁 (not moving), 冇嘢做, 畀 after the door's verb, 行 (walk)
    reads_as(who, message, expect)


def test_the_night_before_said_in_cantonese_is_still_refused() -> None:
    # 照返琴晚咁做: "as last night", a reference to other orders, never guessed
    assert problems_of("张伟", "今晚照返琴晚咁做")


# -- "wait, no" before a correction, and whom one greets corrected --------------------------------


@cases(
    [
        (
            "张伟",
            "9点去草坪 等一下不对 改成9点20 不好意思\n10点回房",
            _orders("21:20 go: lawn", "22:00 go: home"),
        ),
        ("张伟", "9点去草坪 呃不是 9点20\n10点回房", _orders("21:20 go: lawn", "22:00 go: home")),
        (
            "张伟",
            "九点去二零一找王建国啊不对不对是二零九找赵强然后十点回来",
            _orders("21:00 go: '209'", "22:00 go: home"),
        ),
        ("张伟", "喂小马啊不是那个GM啊 我八点去花园", _orders("20:00 go: garden")),
    ]
)
def test_wait_no_before_a_correction_is_that_change_of_mind(who: str, message: str, expect: str) -> None:
    # 等一下 / 呃 / 啊 then 不是 / 不对 before what replaces; an apology after it is set aside
    reads_as(who, message, expect)


def test_wait_no_before_no_replacement_is_still_refused() -> None:
    assert problems_of("张伟", "九点去草坪 等一下 不是 我不去了")


# -- a description before a name, and a room's number then whose room -----------------------------


@cases(
    [
        (
            "张伟",
            "十点去那个东北大哥赵强的房间 他一个人就杀了他",
            _orders("22:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "九点找那个戴眼镜的小姑娘李雨桐聊天", _orders("21:00 go: '202'")),
        (
            "张伟",
            "十点去209 那个新来的老外赵强的房间 他一个人的话就杀了他",
            _orders("22:00 go: '209', kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "十点去209 赵强的房间 他一个人的话就杀了他",
            _orders("22:00 go: '209', kill: 赵强, if: alone"),
        ),
    ]
)
def test_a_description_before_a_name_is_that_person(who: str, message: str, expect: str) -> None:
    # who they are (ending in a noun for a person) read with the name; 209 then 赵强's room: one place
    reads_as(who, message, expect)


def test_a_description_holding_a_meaning_word_or_another_room_is_still_refused() -> None:
    assert problems_of("张伟", "十点去209找那个要杀我的小伙子赵强")  # 杀: never set aside
    assert problems_of("张伟", "十点去203 赵强的房间 他一个人的话就杀了他")  # 203 is not his room


# -- 的 closing a sentence, today before the door, the 22:00 rule acknowledged ---------------------


@cases(
    [
        (
            "张伟",
            "九点去花园 十点回房间 其他时间都在屋里不出去的",
            _orders("20:00 go: home", "21:00 go: garden", "22:00 go: home"),
        ),
        ("张伟", "谁来敲门我都开的 八点从窗户看", "door: open\n" + _orders("20:00 peek: window")),
        ("张伟", "今天门只给Tom开 八点看窗户", "door: [Tom]\n" + _orders("20:00 peek: window")),
        ("张伟", "今天房门谁都不开 八点看窗户", "door: closed\n" + _orders("20:00 peek: window")),
        (
            "张伟",
            "十点前谁敲门都不开（十点后没得选 我知道的）\n八点看窗户",
            "door: closed\n" + _orders("20:00 peek: window"),
        ),
        (
            "张伟",
            "门十点前只给Tom开 十点以后要开门的 我懂\n八点看窗户",
            "door: [Tom]\n" + _orders("20:00 peek: window"),
        ),
    ]
)
def test_a_particle_today_and_the_door_rule_acknowledged_read_as_they_say(
    who: str, message: str, expect: str
) -> None:
    # 不出去的 / 开的: the particle of assurance; 今天门: tonight's door; （十点后没得选 我知道）: set aside
    reads_as(who, message, expect)


def test_the_door_shut_after_ten_beside_i_know_is_still_refused() -> None:
    assert "五.12" in str(problems_of("张伟", "十点前谁敲门都不开（十点后也不开 我知道）\n八点看窗户"))
    assert "今天考试" in _ignored("今天考试考崩了 八点看窗户")  # a remark about the day stays one


# -- looking a while at what is outside; staying said as not leaving ----------------------------


@cases(
    [
        ("张伟", "八点在房间看看窗外的草坪", _orders("20:00 go: home, peek: window")),
        ("张伟", "八点在屋里瞧瞧外面的草坪", _orders("20:00 go: home, peek: window")),
        (
            "张伟",
            "九点去209找赵强 他在的话我就待着不走了 不在就去草坪",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: lawn}"),
        ),
        ("张伟", "九点去花园 不走了 十点回房", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_looking_a_while_outside_and_staying_said_as_not_leaving(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_not_taking_a_way_is_no_staying() -> None:
    # 不走 before a place or a staircase is not "stay": refused as the negation it is
    assert problems_of("张伟", "九点去209找赵强 他在的话我就不走草坪")
    assert problems_of("张伟", "九点去花园 不走东楼梯")
