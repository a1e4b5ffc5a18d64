"""What carries no order is set aside by what it could MEAN where it stands, not by its
characters (issue 22, "set aside"): the sender signing in by a short form of their own name,
chatter clauses about someone else, and never a word that would change an order.

Each class has its paraphrases read as the orders they give (the set-aside part listed in the
echo, the round trip holding) and the other way: the same shapes holding what could change
an order, refused. The cast is the chat corpus's (tests/parsing/chat) with Lily and Tom
renamed Xiaobo (a name in pinyin) and Jack, on a copy: 王建国 and 刘洋 share 201, 李雨桐 202,
Jack 203, 张伟 205, Xiaobo and 陈美玲 207, 赵强 209; police 周正, 孙明, Kate."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.signin import latin_forms, pinyin_syllables, sounds_like
from blackhorse.parsing.wording import IGNORED_LINE
from tests.parsekit import CHAT, cases, reads_as


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The chat game with Lily as Xiaobo and Tom as Jack (a copy: the checkout is not touched)."""
    folder = tmp_path_factory.mktemp("aside") / "game"
    shutil.copytree(CHAT, folder)
    yaml_file = folder / "game.yaml"
    yaml_file.write_text(
        yaml_file.read_text(encoding="utf-8").replace("Lily", "Xiaobo").replace("Tom", "Jack"),
        encoding="utf-8",
    )
    return folder


def _refused_at(game: Path, who: str, message: str, word: str) -> None:
    """Refused, at a word the orders do not know (``word`` or one before it in its clause)."""
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert parsed.sheet is None and parsed.problems, parsed.said_back
    clause = message[: message.index(word) + len(word)]
    assert any(p.quote in clause for p in parsed.problems), [str(p) for p in parsed.problems]


GARDEN = "orders: [{at: '21:00', go: garden}]"

# -- 2. the sender signing in by a short form of their own name ---------------------------
SIGN_IN = [
    ("Xiaobo", "Bo here. 9点去花园", GARDEN),  # a syllable of a pinyin name
    ("Xiaobo", "小波 九点去花园", GARDEN),  # the name in characters, a space after it
    ("Xiaobo", "波波：9:00 go to the garden", GARDEN),  # a syllable doubled
    ("Jack", "杰克：9点去花园", GARDEN),  # written by its sound (j-k)
    ("Kate", "Kat here. at 9 go to the garden", GARDEN),  # a Latin name's start
    ("Xiaobo", "hi! Xiao here 🙋 at 9 go to the garden", GARDEN),  # after a greeting
    ("Xiaobo", "at 9 go to the garden. — Bo", GARDEN),  # signing off
    ("张伟", "伟子来了。9点去花园", GARDEN),  # a nickname of the lexicon, with 来了
]


@cases(SIGN_IN)
def test_the_sender_signing_in_by_a_short_form_of_their_name_is_set_aside(
    game: Path, who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, game)
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert parsed.aside and parsed.aside_line in parsed.said_back


@pytest.mark.parametrize(
    ("who", "message", "colon"),
    [("张伟", "老板好，9点去花园", "："), ("Lily", "hi boss, garden at 9pm", ": ")],
)
def test_the_ignored_line_opens_with_the_word_it_is_read_back_by(who: str, message: str, colon: str) -> None:
    """The echo's line of what was set aside opens with a word of ``wording.IGNORED_LINE``, the one the
    reader knows that line by when a message quotes its echo back (what it says stays aside)."""
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    head, said, rest = parsed.aside_line.partition(colon)
    assert said and rest and head in IGNORED_LINE, parsed.aside_line


@pytest.mark.parametrize(
    ("who", "message", "word"),
    [
        ("Jack", "Bo here. 9点去花园", "Bo"),  # Xiaobo's short form, from Jack: not his
        ("Xiaobo", "杰克：9点去花园", "杰克"),  # Jack's name in characters, from Xiaobo
        ("Xiaobo", "Ja here. 9点去花园", "Ja"),  # no form of Xiaobo
        ("Jack", "9点去花园，杀了小波", "小波"),  # the short form where a person stands: never dropped
    ],
)
def test_another_persons_short_form_is_never_set_aside(game: Path, who: str, message: str, word: str) -> None:
    _refused_at(game, who, message, word)


def test_short_forms_come_from_the_shape_of_the_name() -> None:
    assert pinyin_syllables("xiaobo") == ("xiao", "bo")
    assert pinyin_syllables("jianguo") == ("jian", "guo")
    assert pinyin_syllables("emma") == ()  # not pinyin: no syllables of its own
    assert {"em", "emm"} <= latin_forms("Emma") and "ma" not in latin_forms("Emma")
    assert {"bo", "xiao", "bobo"} <= latin_forms("Xiaobo")
    assert all(sounds_like(p, n) for p, n in [("杰克", "Jack"), ("艾玛", "Emma"), ("奥利弗", "Oliver")])
    assert all(sounds_like(p, n) for p, n in [("迈克", "Mike"), ("小波", "Xiaobo"), ("阿波", "Xiaobo")])
    assert not any(sounds_like(p, n) for p, n in [("杰克", "Mike"), ("马上", "Emma"), ("说实话", "Jack")])


# -- 1. chatter: a clause with none of the sender's orders, about someone else ------------
CHATTER = [
    ("张伟", "说实话我觉得赵强肯定不敢出门。9点去花园", "说实话我觉得赵强肯定不敢出门"),
    (
        "Jack",
        "honestly I think Xiaobo is after me, he kept staring at me in the group chat lol. 9pm garden",
        "he kept staring at me in the group chat lol",
    ),
    ("张伟", "我估计老王今晚不会出门的。9点去花园", "我估计老王今晚不会出门的"),
    ("Jack", "I bet Kate won't even notice me haha. 9pm garden", "I bet Kate won't even notice me haha"),
    ("李雨桐", "赵强那个人好像怪怪的，9点去花园", "赵强那个人好像怪怪的"),
    ("Jack", "9pm garden. pretty sure Xiaobo suspects me tbh", "pretty sure Xiaobo suspects me tbh"),
]


@cases(CHATTER)
def test_a_clause_about_someone_else_with_no_order_of_the_sender_is_set_aside_whole(
    game: Path, who: str, message: str, expect: str
) -> None:
    reads_as(who, message, GARDEN, game)
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert expect in parsed.aside  # the clause whole, as typed


@pytest.mark.parametrize(
    ("who", "message", "word"),
    [
        ("张伟", "赵强肯定不出门，就9点去花园", "肯定"),  # a condition and its consequence (就)
        ("张伟", "我不太想动。9点去花园", "想动"),  # the sender's own negation
        ("张伟", "我觉得赵强九点会出门。10点去花园", "九点"),  # a time
        ("张伟", "我觉得赵强想害我。9点去花园", "害"),  # a kill
        ("张伟", "如果赵强在，他肯定不开心，9点去花园", "肯定"),  # the second half of a condition
        ("Jack", "I think Xiaobo stays home till ten. 9pm garden", "ten"),  # a number
    ],
)
def test_chatter_that_could_change_an_order_is_refused_at_the_word(
    game: Path, who: str, message: str, word: str
) -> None:
    _refused_at(game, who, message, word)


# -- a Latin name of the cast written by its sound, where a person stands -----------------
def _kill(at: str, room: str, whom: str, cond: str = "alone") -> str:
    return f"orders: [{{at: '{at}', go: '{room}', kill: {whom}, if: {cond}}}]"


BY_SOUND = [
    ("王建国", "9点去207，莉莉一个人就杀了她", _kill("21:00", "207", "Lily")),
    ("赵强", "九点去207找莉莉，她一个人的话就杀了她", _kill("21:00", "207", "Lily")),
    ("李雨桐", "10点去203，汤姆一个人就杀了他", _kill("22:00", "203", "Tom")),
    ("陈美玲", "十点前只给汤姆开门。9点去花园", "door: [Tom]\norders: [{at: '21:00', go: garden}]"),
    ("王建国", "9点去207，莉莉在的话就杀了她", _kill("21:00", "207", "Lily", "{present: Lily}")),
]


@cases(BY_SOUND)
def test_a_latin_name_written_by_its_sound_is_that_person_where_a_person_stands(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "word"),
    [
        ("王建国", "莉莉。9点去花园", "莉莉"),  # not where a person stands: never set aside
        ("王建国", "9点去205杀了杰克", "杰克"),  # sounds like no one of this cast
    ],
)
def test_a_name_by_sound_elsewhere_or_of_no_one_is_refused(who: str, message: str, word: str) -> None:
    _refused_at(CHAT, who, message, word)


# -- 4. fillers: what one does at a place, after the place and before the next order -------
HOME_AT_NINE = "orders: [{at: '20:00', go: %s}, {at: '21:00', go: home}]"
FILLERS = [
    ("张伟", "8点去草坪等一等，9点回房", HOME_AT_NINE % "lawn"),  # 等: a wait there, no "until"
    ("张伟", "8点去娱乐室喝点酒，9点回房", HOME_AT_NINE % "'204'"),  # 点 with no number: "a bit"
    ("张伟", "8点去娱乐室过过牌瘾，9点回房", HOME_AT_NINE % "'204'"),  # 过: no route
    ("张伟", "8点去娱乐室等开饭，9点回房", HOME_AT_NINE % "'204'"),  # 开: no door
    ("Tom", "at 8 go to the garden just to be safe, at 9 go home", HOME_AT_NINE % "garden"),
    ("Tom", "at 8 go to the common room to hang with everyone, at 9 go home", HOME_AT_NINE % "'204'"),
    ("Tom", "at 8 go to the garden to relax a little, at 9 go home", HOME_AT_NINE % "garden"),
]


@cases(FILLERS)
def test_what_one_does_at_a_place_is_set_aside_by_its_position(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "word"),
    [
        ("张伟", "8点去娱乐室砍人，9点回房", "砍人"),  # a kill
        ("张伟", "8点去花园等十分钟，9点回房", "等十分钟"),  # a number: a time
        ("Tom", "at 8 go to the garden and peek thru the windw, at 9 go home", "windw"),  # a typo
        ("Tom", "at 8 go to the garden to the kitchen, at 9 go home", "kitchen"),  # a destination
        ("Tom", "at 8 go to the garden to grab Lily, 9 home", "grab"),  # done to a person
        ("Tom", "at 8 go to the garden unless it rains, 9 home", "rains"),  # a condition
    ],
)
def test_what_could_change_an_order_after_a_place_is_refused(who: str, message: str, word: str) -> None:
    _refused_at(CHAT, who, message, word)
