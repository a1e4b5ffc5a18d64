"""The order file's own reader (orders/orderyaml.py): the shape the tools write read without
the plain reader, exactly as PyYAML reads it; anything else left to the plain reader."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackhorse.core import yamlsource
from blackhorse.core.yamlsource import YamlSyntaxError
from blackhorse.inn.layout import default_inn
from blackhorse.orders import nightinput
from blackhorse.orders.orderyaml import read_orders
from tests.hypothesiskit import examples
from tests.test_plain_yaml import MARKS, ROOT, by_pyyaml, edited, project_files, rendered, shape

sys.path.insert(0, str(ROOT / "benchmarks"))
from busy_night import write_busy_game  # noqa: E402


def read_as_pyyaml(text: str) -> bool:
    """True if the order file's reader read ``text`` (and then exactly as PyYAML and the plain
    reader do); False if it left it to them."""
    located = read_orders(text, "f.yaml")
    if located is None:
        return False
    slow = by_pyyaml(text)
    assert not isinstance(slow, YamlSyntaxError), f"PyYAML refuses what the order reader read: {text!r}"
    assert shape(located) == shape(slow), text
    assert shape(located) == shape(yamlsource.parse_yaml(text, "f.yaml")), text
    return True


@pytest.fixture(scope="module")
def busy_files(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    texts = []
    for seed in (0, 3):
        game = write_busy_game(tmp_path_factory.mktemp("busy") / "game", seed)
        texts += [p.read_text(encoding="utf-8") for p in sorted((game / "nights").rglob("*.yaml"))]
    return texts


def test_the_busy_nights_order_files_are_read_in_their_own_shape(busy_files: list[str]) -> None:
    assert len(busy_files) >= 20
    for text in busy_files:
        assert read_as_pyyaml(text), text


def test_a_night_reads_its_order_files_without_the_plain_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The busiest night's eleven files, the portal's and `parse`'s shapes: none reaches
    parse_yaml; the night read is the same."""
    game = write_busy_game(tmp_path / "busiest", 3)
    before = nightinput.load_night(game, 1, default_inn())

    plain = yamlsource.parse_yaml

    def refused(text: str, file: str) -> yamlsource.Located:
        assert "nights" not in Path(file).parts, f"{file} left to the plain reader"
        return plain(text, file)  # game.yaml's

    monkeypatch.setattr(yamlsource, "parse_yaml", refused)
    assert nightinput.load_night(game, 1, default_inn()) == before
    portal = 'who: "A"\ndoor: ["B", "C"]\norders:\n  - at: "20:10"\n    go: "203"\n    via: ["door-201"]\n'
    portal += '    if: {present: "C"}\n    else: {go: "garden"}\n  - at: "21:00"\n    go: home\n'
    parse = "# from A's message\n#   9点去花园\nwho: A\norders:\n- at: '21:00'\n  go: garden\n  else: {}\n"
    for text in (portal, parse):
        assert read_as_pyyaml(text), text


def test_every_order_file_of_the_project_reads_as_pyyaml_reads_it() -> None:
    files = [p for p in project_files() if "nights" in p.parts]
    assert len(files) > 20
    read = [p for p in files if read_as_pyyaml(p.read_text(encoding="utf-8"))]
    assert len(read) >= len(files) // 2  # (a comment after a value is the plain reader's)


def test_other_shapes_are_left_to_the_plain_reader() -> None:
    """A shape not the order file's, or a mistake: None, so that the plain reader (or
    PyYAML) reads it and names every problem as before."""
    left = [
        "who: A\nwho: B\n",  # a key twice: the duplicate is named
        "who: A\norders:\n",  # an empty value
        "who: A  # me\n",  # a comment after a value
        "who: A\nname: x\n",  # not an order file's field
        "who: A\norders:\n- at: 20:30\n  go: [a, b]\n  else:\n    if:\n      present: C\n",  # a third level
        'who: A\norders:\n- at: \'20:00\'\n  go: "a\\"b"\n',  # an escape
        "who: A\norders:\n- at: '20:00'\n   go: lawn\n",  # a field out of line
        "who: A\norders:\n- at: '20:00'\n- \n",  # an empty item
        "- at: '20:00'\n",  # a list, not a mapping
        "who: A\r\norders: []\r\n",  # CR
        "who: 1.5\n",  # a float: PyYAML's
        "who: A\ndoor: [B, C, ]\n",  # a trailing comma
        "---\nwho: A\n",
    ]
    for text in left:
        assert read_orders(text, "f.yaml") is None, text


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rendered())
def test_generated_documents_are_read_as_pyyaml_reads_them_or_left(text: str) -> None:
    read_as_pyyaml(text)


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 21),
    st.lists(
        st.tuples(st.integers(0, 10**6), st.integers(0, 2), st.sampled_from(MARKS)), min_size=1, max_size=3
    ),
)
def test_order_files_with_a_character_changed_read_as_pyyaml_or_are_left(
    busy_files: list[str], which: int, edits: list[tuple[int, int, str]]
) -> None:
    """A character put in, taken out or changed anywhere in a busy night's order file: read
    exactly as PyYAML reads it, or left to the plain reader (never read otherwise, never read
    where PyYAML refuses)."""
    read_as_pyyaml(edited(busy_files[which % len(busy_files)], edits))
