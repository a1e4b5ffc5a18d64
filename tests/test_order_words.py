"""Issue 9 points 12 and 13: the YAML mistakes people make, said plainly; forgiving words.

Names and places regardless of letter case and width, Chinese room words and variants, a
"did you mean" for a near miss, and an order put under the wrong list.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import blackhorse as bh
from tests.inputkit import one, where, write


def sheet(tmp_path: Path, text: str) -> bh.NightInput:
    return bh.check_night(write(tmp_path, {"A.yaml": text}), 1)


@pytest.mark.parametrize(
    ("typed", "spot"),
    [
        ("２０９", "209"),  # full-width digits
        ("209房", "209"),
        ("204室", "204"),
        ("209号房", "209"),
        ("娱乐间", "204"),
        ("Lawn", "lawn"),
        ("GARDEN", "garden"),
        ("Common Room", "204"),
        ("Home", "201"),
    ],
)
def test_places_in_any_case_width_and_chinese_room_word(tmp_path: Path, typed: str, spot: str) -> None:
    checked = sheet(tmp_path, f'who: A\norders:\n  - at: "20:30"\n    go: "{typed}"\n')
    assert checked.sheets[0].orders[0].action.go == spot


def test_times_in_full_width(tmp_path: Path) -> None:
    checked = sheet(tmp_path, 'who: A\norders:\n  - at: "２０：３０"\n    go: lawn\n')
    assert checked.sheets[0].orders[0].at == 30


@pytest.mark.parametrize(
    ("typed", "kind"), [("窗子", "window"), ("Window", "window"), ("PEEPHOLE", "peephole")]
)
def test_peek_words(tmp_path: Path, typed: str, kind: str) -> None:
    checked = sheet(tmp_path, f'who: A\norders:\n  - at: "20:30"\n    peek: {typed}\n')
    assert checked.sheets[0].orders[0].action.peek == kind


@pytest.mark.parametrize("typed", ["单独一人", "独自一人", "Alone", "ALONE"])
def test_alone_words(tmp_path: Path, typed: str) -> None:
    checked = sheet(tmp_path, f"who: A\nstanding:\n  - kill: B\n    if: {typed}\n")
    assert checked.sheets[0].standing[0].condition.kind == "alone"


def test_names_regardless_of_case(tmp_path: Path) -> None:
    checked = bh.check_night(
        write(tmp_path, {"a.yaml": "who: a\ndoor: [b, p1]\nstanding:\n  - kill: b\n    if: {absent: c}\n"}), 1
    )
    (s,) = checked.sheets
    assert s.who == "A" and s.door == frozenset({"B", "P1"})
    assert s.standing[0].target == "B" and s.standing[0].condition.who == "C"


def test_a_near_miss_gets_did_you_mean(tmp_path: Path) -> None:
    p = one(tmp_path, {"A.yaml": "who: A\nstanding:\n  - kill: Bb\n"})
    assert where(p) == ("A.yaml", 3, "standing.0.kill") and p.allowed.endswith("(did you mean `B`?)")
    p = one(tmp_path / "2", {"A.yaml": 'who: A\norders:\n  - at: "20:30"\n    go: garten\n'})
    assert p.allowed.endswith("(did you mean `garden`?)")


def test_an_order_under_standing_is_told_to_move(tmp_path: Path) -> None:
    p = one(tmp_path, {"A.yaml": 'who: A\nstanding:\n  - at: "20:30"\n    go: lawn\n'})
    assert where(p) == ("A.yaml", 3, "standing.0")
    assert p.allowed.startswith(
        "this is an ordinary order (it has `at`, `go`, `peek` or `else`); move it under `orders:`"
    )


def test_a_standing_order_under_orders_is_told_to_move(tmp_path: Path) -> None:
    p = one(tmp_path, {"A.yaml": 'who: A\norders:\n  - kill: B\n    from: "21:00"\n'})
    assert where(p) == ("A.yaml", 3, "orders.0") and "move it under `standing:`" in p.allowed


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ('who: A\norders:\n  - at: "20:30"\n     go: lawn\n', 4, "indented more than the keys above it"),
        (
            'who: A\ndoor: closed\n  - at: "20:30"\n',
            3,
            "a list item (`- ...`) under `door:`, which already has a value",
        ),
        (
            'who: A\norders:\n  - at: "20:30"\n    go: lawn\n    - at: "20:40"\n',
            5,
            "a list item (`- ...`) where a `key:`",
        ),
        ("who: A\ndoor closed\norders: []\n", 2, "a `:` and a space are missing after the key"),
        ('who: A\norders:\n  - at: "20:30"\n    go: room: 205\n', 4, "put the value in quotes"),
        # the file ends inside a bracket: the line where it opened, not the line after the end
        ("who: A\norders: [\n", 2, "a `[` opened on this line is never closed with `]`"),
        ('who: A\norders:\n  - {at: "20:30", go: [lawn\n\n', 3, "a `[` opened on this line is"),
        ("who: A\ndoor: {\n# B may come in\n", 2, "a `{` opened on this line is never closed with `}`"),
    ],
)
def test_yaml_mistakes_people_make_in_plain_words(tmp_path: Path, text: str, line: int, says: str) -> None:
    p = one(tmp_path, {"A.yaml": text})
    assert p.line == line and says in p.value
