"""A long message is read in time linear in its length (the portal's fuzz, 4 December).

The portal takes a message of up to 64 KB. A run of 10,000 letters pasted into the own-words box
held the server for 25 seconds: several of the reader's passes looked back over everything
before each word (a run of unknown words judged again whole as it grew, a heading looked for
from inside a sentence, a door "only for some" searched for before every word, a slip of a word
tried by every string one letter from it, a noun mistyped looked for by trying every noun at
every character). These tests count the Python calls the reader makes (a count, not a time:
the same on any machine) for a text and for the same text twice as long: linear work doubles,
work that looks back quadruples.
"""

from __future__ import annotations

import sys
from types import FrameType
from typing import Any

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import read_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import CHAT


def calls(text: str) -> int:
    """How many Python functions reading ``text`` (张伟's message in the chat cast) calls."""
    inn = default_inn()
    cast = cast_of(CHAT, 1, "张伟", inn)
    read_message("9点去花园", "张伟", 1, inn, cast)  # the lexicon and the grammar: built before counting
    count = 0

    def counted(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal count
        if event == "call":
            count += 1

    sys.setprofile(counted)
    try:
        parsed = read_message(text, "张伟", 1, inn, cast)
    finally:
        sys.setprofile(None)
    assert parsed.problems, "pasted text is no order: refused"
    return count


@pytest.mark.parametrize(
    "unit",
    [
        "ab ",  # English words the reader does not know, one after another
        "x",  # one Latin word as long as the text
        "我",  # Chinese characters, no word of the orders among them
        "honestly no idea what everyone is doing tonight lol, I think I will just chill for a bit. ",
        "我觉得今晚大家都会很谨慎，所以我先看看情况再说吧，反正也不急。",
    ],
)
def test_a_message_twice_as_long_costs_about_twice_as_much(unit: str) -> None:
    short = unit * (600 // len(unit) + 1)
    calls(short)  # what is built once on first use (the lexicon's words by first character) not counted
    ratio = calls(short * 2) / calls(short)
    assert ratio < 2.5, f"{ratio:.2f} times the calls for twice the text: the reader looks back"


def test_a_pasted_run_of_letters_tries_no_slips(monkeypatch: pytest.MonkeyPatch) -> None:
    """A word two letters longer than every word of the orders is one slip from none of them:
    its slips (its length times the alphabet, each as long as it) are never made."""
    from blackhorse.parsing import spelling

    made: list[str] = []
    real = spelling._one_slip

    def one_slip(word: str) -> set[str]:
        made.append(word)
        return real(word)

    monkeypatch.setattr(spelling, "_one_slip", one_slip)
    inn = default_inn()
    parsed = read_message("x" * 5000, "张伟", 1, inn, cast_of(CHAT, 1, "张伟", inn))
    assert parsed.problems and not [w for w in made if len(w) > 40]
