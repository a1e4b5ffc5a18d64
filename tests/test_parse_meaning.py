"""What could change an order (issue 22, the inverted design): a part the reader does not know
is set aside wherever it stands unless it holds a word of a meaning-bearing CLASS
(blackhorse/parsing/meaning.py); then the message is refused at that word. Each class is
tested both ways with paraphrases of our own: what only looks like the class (a character of
it inside a word that says something else) is set aside, what is of the class is refused.

A is in 201 (tests/parsing/game, the seed sample's cast)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.lexiconstore import lexicon
from blackhorse.parsing.meaning import classes_of
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, round_trip

INN = default_inn()
ORDERS_ZH = "8点去花园，9点回屋看窗户。"
ORDERS_EN = "8pm go to the garden, 9pm back to my room and look out the window."


def _lex() -> Lexicon:
    return lexicon(INN, cast_of(GAME, 1, "A", INN).known)


def _read(message: str) -> tuple[list[str], tuple[str, ...]]:
    """The orders (echo without the ignored line) and what was set aside."""
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.ok, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, "A", GAME, INN)
    assert bare(back)[2:] == bare(sheet)[2:], said
    return list(parsed.echo), parsed.aside


def _refused_at(message: str) -> str:
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems[0].quote


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        (f"今天好开心，{ORDERS_ZH}", "今天好开心"),  # 开心: happy, no door
        (f"好无聊啊，{ORDERS_ZH}", "好无聊啊"),  # 无聊: bored, no negation
        (f"有点害怕，{ORDERS_ZH}", "有点害怕"),  # 害怕: afraid, no harm done; 有点: a bit
        (f"笑死，{ORDERS_ZH}", "笑死"),  # 笑死: lol, nobody dies
        (f"非常紧张！{ORDERS_ZH}", "非常紧张"),  # 非常: very, no negation
        (f"{ORDERS_ZH}心里特别慌", "心里特别慌"),  # 特别: especially, no "don't"
    ],
)
def test_a_word_holding_a_character_of_a_class_without_its_meaning_is_set_aside(
    message: str, aside: str
) -> None:
    """Lexicalised words (开心, 无聊, 害怕, 笑死, 非常, 特别) hold a character of a class (open,
    no, harm, die, not, don't) without its meaning: a feeling, set aside and listed."""
    echo, said = _read(message)
    assert echo == _read(ORDERS_ZH)[0]
    assert aside in said


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        (f"{ORDERS_ZH}刚才那条作废", "刚才那条作废"),  # a correction: which order is void?
        (f"{ORDERS_ZH}前面那个取消", "取消"),  # a cancellation (那个: a filler of speech)
        (f"{ORDERS_ZH}上一条撤回", "一条撤"),  # a withdrawal
        (f"{ORDERS_ZH}跟上次一样", "上次一样"),  # a reference to other orders
        ("8pm go to the garden like last time, 9pm back to my room and look out the window.", "last"),
    ],
)
def test_a_correction_or_a_reference_to_other_orders_is_refused_never_set_aside(
    message: str, quote: str
) -> None:
    """A word that cancels, corrects or points at other orders (作废, 取消, 撤回, 一样, "like last
    time") changes what the message means: refused at the word, never dropped (it was set
    aside, and the orders read as if it were not there)."""
    assert _refused_at(message) == quote


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("at 9 go to 205 and kill C unless Gustav is with her.", "Gustav"),
        ("9pm go to the lawn, and if Zelda turns up there come straight back home.", "Zelda"),
        ("10pm knock on 203 and kill D, unless Priyanka is in there.", "Priyanka"),
    ],
)
def test_a_capitalised_word_inside_an_english_sentence_is_a_name_never_set_aside(
    message: str, quote: str
) -> None:
    """A word written with a capital inside an English sentence is someone (or somewhere):
    one the game does not have is refused, never dropped from the condition it stands in."""
    assert _refused_at(message) == quote


@pytest.mark.parametrize(
    "message",
    [
        f"ugh long day. {ORDERS_EN}",  # long: two letters from lounge, no typo of it
        f"{ORDERS_EN} cause my room is stuffy",
        f"tired af lol. {ORDERS_EN}",
    ],
)
def test_an_english_word_is_a_typo_only_one_edit_from_a_word_of_the_orders(message: str) -> None:
    """A typo is one letter added, dropped, changed or two swapped (kil, windw, peeek); a
    word merely resembling one (long, lounge) is an ordinary word, set aside."""
    echo, aside = _read(message)
    assert echo == _read(ORDERS_EN)[0]
    if "cause" in message:  # a reason, said why (test_parse_english_players.py), set aside whole
        assert "cause my room is stuffy" in aside


@pytest.mark.parametrize(
    ("part", "cls"),
    [
        ("九点半以后", "number"),
        ("两个人", "number"),
        ("之后再说", "time"),
        ("要是下雨", "condition"),
        ("别管", "negation"),
        ("或者", "choice"),
        ("算了吧", "correction"),
        ("只有", "scope"),
        ("照旧", "reference"),
        ("弄死", "kill"),
        ("锁好", "door"),
        ("瞄一眼", "look"),
        ("kil", "lexicon"),
        ("instead", "correction"),
        ("nope", "negation"),
        ("maybe", "choice"),
    ],
)
def test_each_meaning_bearing_class_is_found_in_an_unknown_part(part: str, cls: str) -> None:
    assert cls in classes_of(part, _lex())


@pytest.mark.parametrize("part", ["喝两杯", "聊两句", "小心点", "开心", "吓死了", "无聊", "long", "vibe"])
def test_what_only_looks_like_a_class_holds_none(part: str) -> None:
    assert classes_of(part, _lex()) == set()


@pytest.mark.parametrize(
    "message",
    [
        "10点去203，D要是一个人就刀了他，不然回屋",
        "10点去203 D一个人就噶了 否则回屋",
        "十点去203，D单独在就嘎了他，不然回屋",
    ],
)
def test_a_kill_said_in_slang_is_a_kill(message: str) -> None:
    """刀 (knife), 噶了 / 嘎了 (slang: off someone) are kills, read as 杀."""
    plain = parse_message("10点去203，D要是一个人就杀了他，不然回屋", GAME, 1, "A", INN)
    assert _read(message)[0] == list(plain.echo)


@pytest.mark.parametrize(
    "message", ["10点去203，D一个人就宰", "10点去203，D一个人就捅", "十点去203，D一个人就灭"]
)
def test_a_kill_the_reader_does_not_know_is_refused_never_set_aside(message: str) -> None:
    """An unknown word of the kill class (宰, 捅, 灭): set aside, the visit would be read without
    its kill; refused at the word."""
    assert any(c in _refused_at(message) for c in "宰捅灭")


@pytest.mark.parametrize(
    "message",
    [
        f"工作关系挺累的，{ORDERS_ZH}",
        f"{ORDERS_ZH[:-1]}，拉拉关系嘛",
        f"关系户报到，{ORDERS_ZH}",
    ],
)
def test_a_word_of_the_orders_inside_a_compound_without_its_meaning_is_no_word_of_them(message: str) -> None:
    """关系 (relation) holds 关 (shut, a door word of the orders) without its meaning: the part
    is judged without it, and set aside."""
    echo, said = _read(message)
    assert echo == _read(ORDERS_ZH)[0] and any("关系" in s for s in said)


@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("Dr_Walsh", ["dr walsh", "dr. walsh", "drwalsh", "walsh"]),
        ("ChenHao", ["chen hao", "chenhao", "hao chen", "chen"]),
        ("LiNa", ["li na", "lina", "na li"]),
        ("Mary-Ann", ["mary ann", "maryann"]),
    ],
)
def test_a_name_of_several_words_is_read_as_players_write_it(name: str, written: list[str]) -> None:
    """A Latin name written as one word of several in game.yaml (Dr_Walsh, ChenHao, LiNa) is
    that person written apart, run together, after a title alone, or by its surname."""
    lex = lexicon(INN, [name, "Tom", "周正"])
    for w in written:
        assert lex.words[w].kind == "NAME" and lex.words[w].value == name, w


@pytest.mark.parametrize(
    "message",
    [
        "一、20:00 去花园\n二、21:00 回屋看窗户",
        "（一）20:00 去花园\n（二）21:00 回屋看窗户",
        "一. 20:00 去花园\n二. 21:00 回屋看窗户",
    ],
)
def test_a_list_numbered_in_chinese_numerals_is_read_as_its_orders(message: str) -> None:
    echo, _ = _read(message)
    assert echo == _read("20:00 去花园，21:00 回屋看窗户")[0]


@pytest.mark.parametrize(
    ("message", "cited"),
    [
        ("按规则五.13，20:00 去花园，21:00 回屋看窗户", "按规则五.13"),
        ("依六.6，20:00 去花园，21:00 回屋看窗户", "依六.6"),
        ("per rule 5.13, 8pm go to the garden, 9pm back to my room and look out the window", "per rule 5.13"),
    ],
)
def test_a_section_of_the_rules_cited_is_set_aside(message: str, cited: str) -> None:
    """A player citing the seed's rules (按规则五.13, 依六.6, per rule 5.13) gives a reason, no
    order: set aside and listed, though it holds numbers."""
    _, said = _read(message)
    assert any(cited in s for s in said), said


def test_a_number_outside_a_cited_section_is_still_refused() -> None:
    assert _refused_at("按规则五.13，20:00 去花园，待三个，21:00 回屋看窗户") == "三个"


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("at 10 go to 203 and kill D fi he is alone", "fi"),
        ("at 10 go to 203, if D is nto there go home", "nto"),
        ("at 10 go to 203 and kill D, esle go home", "esle"),
    ],
)
def test_two_letters_swapped_in_a_negation_or_a_condition_are_refused(message: str, quote: str) -> None:
    """nto, fi, esle: a negation or a condition typed with two letters swapped is never set
    aside (the order would say the opposite, or lose its condition)."""
    assert _refused_at(message) == quote


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        (f"第一次玩，规则还不太懂，{ORDERS_ZH}", "规则还不太懂"),
        (f"中文不太好，{ORDERS_ZH}", "中文不太好"),
        (f"{ORDERS_ZH[:-1]}，不知道对不对", "不知道对不对"),
        (f"{ORDERS_ZH[:-1]}，应该没问题吧", "应该没问题吧"),
        (f"{ORDERS_EN} Nothing fancy, sorry.", "Nothing fancy"),
    ],
)
def test_a_clause_denying_only_what_one_knows_is_set_aside(message: str, aside: str) -> None:
    """A clause with no order in it whose negation denies knowing, judging or a problem (不太懂,
    不太好, 不知道, 没问题, "nothing fancy"): the sender's state of mind, set aside."""
    echo, said = _read(message)
    plain = ORDERS_EN if message.isascii() else ORDERS_ZH
    assert echo == _read(plain)[0] and any(aside in s for s in said), said


@pytest.mark.parametrize(
    "message",
    [
        f"今晚不想出门，{ORDERS_ZH}",
        f"{ORDERS_ZH[:-1]}，不去了",
        f"不太想动，{ORDERS_ZH}",
        f"not going out. {ORDERS_EN}",
    ],
)
def test_a_clause_denying_a_going_or_a_doing_is_refused(message: str) -> None:
    """不想出门, 不去了, 不太想动, "not going out": a negation of what one does is an order the
    reader cannot hold: the message is refused, the negation never set aside."""
    assert _refused_at(message)
