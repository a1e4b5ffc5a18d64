"""The reader's place words come from the map: an edited map's aliases (in both languages)
are words of the order language at once."""

from __future__ import annotations

from pathlib import Path

from blackhorse.inn.layout import load_inn
from blackhorse.parsing import parse_message

DATA = Path(__file__).resolve().parents[1] / "blackhorse" / "data" / "inn.yaml"
GAME = Path(__file__).resolve().parent / "parsing" / "game"


def test_an_edited_maps_aliases_are_read_in_messages(tmp_path: Path) -> None:
    text = DATA.read_text(encoding="utf-8").replace(
        "aliases:\n", 'aliases:\n  酒吧: "204"\n  the bar: "204"\n  后院: garden\n', 1
    )
    edited = tmp_path / "inn.yaml"
    edited.write_text(text, encoding="utf-8")
    inn = load_inn(edited)
    zh = parse_message("8:30去酒吧，9:00去后院", GAME, 1, "A", inn)
    en = parse_message("20:30 go to the bar", GAME, 1, "A", inn)
    assert zh.problems == () and en.problems == ()
    assert zh.sheet is not None and en.sheet is not None
    assert [(o.at, o.action.go) for o in zh.sheet.orders] == [(30, "204"), (60, "garden")]
    assert [(o.at, o.action.go) for o in en.sheet.orders] == [(30, "204")]


def test_the_shipped_maps_names_are_words_in_both_languages() -> None:
    inn = load_inn()
    parsed = parse_message(
        "8:30去公共活动室，9:00 go to the east path via the west stairs foot", GAME, 1, "A", inn
    )
    assert parsed.problems != ()  # the east path is no place to stop: the checker says so
    said = parsed.problems[0]
    assert said.quote == "go to the east path via the west stairs foot"
    assert "nobody may stop in the corridor or on the stairs" in said.text
