"""Every word of an accepted message is accounted for: read in an order, read with a phrase a
rewrite built, set aside and said, or a filler; a word that carries meaning and was dropped
unsaid refuses the message at that word (docs/PARSING.md, "Nothing is dropped unsaid")."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st
from lark import Token

import blackhorse.parsing.lexer as lexer
import blackhorse.parsing.message as message_module
from blackhorse.inn.layout import default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.accounting import ledger, read_past, unaccounted
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.lexer import tokenize
from blackhorse.parsing.lexiconstore import lexicon
from blackhorse.parsing.message import read_message
from tests.hypothesiskit import examples
from tests.parsekit import CHAT_GAME, ROOT, SEED_GAME, bare, corpus, round_trip, seed_orders, seed_refused

HELDOUT = ROOT / "benchmarks" / "heldout" / "parse"

INN = default_inn()


def _tok(kind: str, start: int, end: int) -> Token:
    return Token(kind, "x", start_pos=start, end_pos=end)


def test_a_word_read_said_or_read_with_a_phrase_read_is_accounted_for() -> None:
    words = [_tok("TIME", 0, 2), _tok("DOORWORD", 3, 4), _tok("NAME", 5, 6), _tok("SEP", 6, 7)]
    read = [_tok("TIME", 0, 2), _tok("ONLY_OPEN", 8, 10)]
    assert unaccounted(words, read, [(5, 6)]) == [words[1]]  # 门 in no phrase: dropped unsaid
    assert unaccounted(words, read, [(5, 6)], [((3, 4), (8, 10))]) == []  # 门 read with the door rule
    # read with a phrase that is itself dropped: still unaccounted
    assert unaccounted(words, read, [(5, 6)], [((3, 4), (12, 13))]) == [words[1]]
    # chained: 今晚 with 门, 门 with the rule
    chained = [((5, 6), (3, 4)), ((3, 4), (8, 10))]
    assert unaccounted(words, read, [], chained) == []


def test_read_past_records_only_while_a_message_is_read() -> None:
    word, into = _tok("DOORWORD", 0, 1), _tok("ONLY_OPEN", 2, 4)
    read_past(into, word)  # outside a reading: nothing to record, nothing raised
    with ledger() as book:
        read_past(into, word)
    assert book == [((0, 1), (2, 4))]


def test_the_door_said_as_a_topic_before_no_door_rule_is_refused_at_the_door_word() -> None:
    problem = seed_refused("门的事先说：9点去花园")
    assert problem.quote.startswith("门")


@pytest.mark.parametrize(
    "message",
    [
        "门：只给B开。9点去花园",  # 门 heading the door rule
        "10点前门只给B开，9点去花园",  # 门 after the rule's time
        "今晚门只给B开，9点去花园",  # 今晚 and 门 before the rule
        "door: only B. at 9 go to the garden",
        "door closed to everyone tonight. at 9 go to the garden",
        "九点一到就去花园",  # 一到 with the time
        "8点从窗户看，看到9点，9点去花园",  # the look said again with its end
        "这三个小时里不管在哪碰到C，只要他一个人就杀了他",  # 只要他 with "alone"
    ],
)
def test_words_a_rewrite_reads_with_its_phrase_are_accounted_for(message: str) -> None:
    assert seed_orders(message) is not None  # accepted: each word read, said, or read with a phrase


def test_a_word_a_rewrite_drops_without_saying_so_refuses_the_message_at_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A rewrite nobody expected to meet this message, dropping the second sentence: the
    message is refused at the first word dropped, never read as the first sentence alone."""
    message = "9点去花园。10点去草坪"
    assert len(seed_orders(message)) == 2
    rewritten = lexer.rewritten

    def careless(tokens: list[Token], text: str, lex: object) -> list[Token]:
        out = rewritten(tokens, text, lex)  # type: ignore[arg-type]
        end = next(k for k, t in enumerate(out) if str(t) == ".")
        return out[:end]

    monkeypatch.setattr(lexer, "rewritten", careless)
    parsed = read_message(message, "A", 1, INN, cast_of(SEED_GAME, 1, "A", INN))
    assert [p.kind for p in parsed.problems] == ["unsaid"], [str(p) for p in parsed.problems]
    assert parsed.problems[0].quote == "10点"


def _every_message() -> list[tuple[str, str, Path]]:
    """(sender, message, game) of every message of every corpus, accepted or refused, and of
    the in-repo held-out set (benchmarks/heldout/parse): read here, never tuned on."""
    out: list[tuple[str, str, Path]] = []
    for name, game in (("accepted", SEED_GAME), ("refused", SEED_GAME), ("everyday", SEED_GAME)):
        entries = corpus(name)
        for e in entries if isinstance(entries, list) else entries["accepted"] + entries["refused"]:
            out.append((e["who"], e["message"], game))
    for name, game in (("players", SEED_GAME), ("chat", CHAT_GAME)):
        out += [(e["who"], e["message"], game) for e in corpus(name)["accepted"] + corpus(name)["refused"]]
    manifest = yaml.safe_load((HELDOUT / "manifest.yaml").read_text(encoding="utf-8"))
    for case in manifest["cases"]:
        message = (HELDOUT / case["message"]).read_text(encoding="utf-8")
        out.append((case["sender"], message, HELDOUT / manifest["game"]))
    return out


MESSAGES = _every_message()
INSERTED: tuple[str, ...] = ("不", "如果", "杀", "D", "他", "花园", "9点", "门", "整晚", "否则")
INSERTED += ("not", "if", "kill", "garden", "at 9")


def _mutated(message: str, game: Path, who: str, how: str, at: int, pick: int) -> str:
    """``message`` as is, with a word inserted between two of its words, or two words swapped."""
    inn = game_map(game)
    cast = cast_of(game, 1, who, inn)
    lex = lexicon(inn, cast.known, cast.nicknames)
    words = [(t.start_pos or 0, t.end_pos or 0) for t in tokenize(message, lex)]
    words = [w for w in words if w[1] > w[0]]
    if how == "swap" and len(words) > 1:
        (a, b), (c, d) = words[at % (len(words) - 1)], words[at % (len(words) - 1) + 1]
        return message[:a] + message[c:d] + message[b:c] + message[a:b] + message[d:]
    if how == "insert":
        cut = ([0] + [end for _, end in words])[at % (len(words) + 1)]
        return message[:cut] + f" {INSERTED[pick % len(INSERTED)]} " + message[cut:]
    return message


@example(0, "as is", 0, 0)  # the seed's own message
@settings(max_examples=examples(60), deadline=None)  # exploring: 600
@given(
    st.integers(0, len(MESSAGES) - 1),
    st.sampled_from(("as is", "insert", "swap")),
    st.integers(0, 200),
    st.integers(0, 100),
)
def test_every_word_of_an_accepted_message_is_accounted_for_and_its_echo_reads_back(
    index: int, how: str, at: int, pick: int
) -> None:
    """Every message of every corpus, and the same with a word inserted or two swapped: when it
    is accepted, the reading it was accepted on accounted for every word (none of meaning left
    out unsaid), and what is said back (the echo and the ignored line) reads back as the same
    orders (the round trip, for the mutated messages too)."""
    who, message, game = MESSAGES[index]
    text = _mutated(message, game, who, how, at, pick)
    inn = game_map(game)
    found: list[list[Token]] = []

    def spy(*args: object, **kwargs: object) -> list[Token]:
        lost = unaccounted(*args, **kwargs)  # type: ignore[arg-type]
        found.append(lost)
        return lost

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(message_module, "unaccounted", spy)
        parsed = read_message(text, who, 1, inn, cast_of(game, 1, who, inn))
    if not parsed.ok:
        return
    assert found and found[0] == [], "accepted without its words accounted for"
    sheet, back, said = round_trip(text, who, game, inn)
    assert bare(back)[2:] == bare(sheet)[2:], said


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点去花园。算了。", "算了"),
        ("9点去花园，10点回家。算了吧", "算了吧"),
        ("at 9 go to the garden. forget it", "forget it"),
        ("at 9 go to the garden, at 10 go home. never mind.", "never mind"),
    ],
)
def test_forget_it_said_last_after_the_orders_is_refused_never_read_past(message: str, quote: str) -> None:
    """ "9点去花园。算了。": the orders taken back, or not? 算了 was a filler there, and the garden
    read as meant with nothing said; "forget it" was set aside."""
    problem = seed_refused(message)
    assert (problem.kind, problem.quote) == ("change", quote)


@pytest.mark.parametrize("message", ["9点去花园，没碰到就算了", "9点去花园，算了，9点去草坪"])
def test_forget_it_where_it_says_what_it_gives_up_reads_as_before(message: str) -> None:
    assert seed_orders(message)
