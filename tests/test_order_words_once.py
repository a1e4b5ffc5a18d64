"""An order file's words are each looked up once a file (issue 25: the busiest night's checks),
and a word that is wrong is still named at every line that writes it."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.orders import orderfile, pacing
from tests.inputkit import write
from tests.test_plain_yaml import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
from busy_night import write_busy_game  # noqa: E402


def test_the_busiest_night_looks_each_place_and_name_up_once_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = write_busy_game(tmp_path / "busiest", 3)
    before = bh.check_night(game, 1)
    asked: Counter[tuple[str, str]] = Counter()
    spot_word, find = orderfile.spot_word, orderfile.find

    def counted_spot(text: str, inn: object) -> str | None:
        asked["spot", text] += 1
        return spot_word(text, inn)  # type: ignore[arg-type]

    def counted_find(text: str, known: object) -> str | None:
        asked["find", text] += 1
        return find(text, known)  # type: ignore[arg-type]

    def no_index(located: object) -> dict[int, int]:
        raise AssertionError("the orders' index made for a file without `via`")

    monkeypatch.setattr(orderfile, "spot_word", counted_spot)
    monkeypatch.setattr(orderfile, "find", counted_find)
    monkeypatch.setattr(pacing, "_order_index", no_index)
    assert bh.check_night(game, 1) == before
    files = len(before.sheets)
    # every word once a file: a place's spot, a home word, a name, a peek, a condition
    assert asked and max(asked.values()) <= files, asked.most_common(3)


def test_a_wrong_word_is_named_at_every_line_that_writes_it(tmp_path: Path) -> None:
    text = (
        "who: A\norders:\n"
        '  - at: "20:10"\n    go: garten\n'
        '  - at: "20:20"\n    go: garden\n'
        '  - at: "20:30"\n    go: garten\n'
        '  - at: "20:40"\n    go: "204"\n    kill: Q\n'
        '  - at: "20:50"\n    go: "204"\n    kill: Q\n'
        '  - at: "21:00"\n    peek: windw\n'
        '  - at: "21:10"\n    peek: windw\n'
        '  - at: "21:20"\n    go: home\n    kill: P1\n'
        '  - at: "21:30"\n    go: home\n    kill: P1\n'
        '  - at: "25:00"\n    go: lawn\n'
        '  - at: "25:00"\n    go: lawn\n'
    )
    with pytest.raises(bh.InputError) as caught:
        bh.check_night(write(tmp_path, {"A.yaml": text}), 1)
    said = [(p.line, p.field) for p in caught.value.problems]
    assert said == [
        (4, "orders.0.go"),
        (8, "orders.2.go"),
        (11, "orders.3.kill"),
        (14, "orders.4.kill"),
        (16, "orders.5.peek"),
        (18, "orders.6.peek"),
        (21, "orders.7.kill"),
        (24, "orders.8.kill"),
        (25, "orders.9.at"),
        (27, "orders.10.at"),
    ]
