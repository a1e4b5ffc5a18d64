"""A new kind of condition is one rule plus its words (issue 27, 1).

The fixture below adds ``if: {sees: NAME}`` ("if I can see B from here": through a window
or a peephole while peeking, or in the same zone), as a GM extending the rules would: its
rule, one function of the minute's positions and the map's sight tables, registered with
the night's rules; its words registered with the order file's kinds. Nothing else is
touched, and the order file, the checker, the echo, the portal's order form, the engine and
gm.md's "Kills that did not happen" all know it.

Cast of tests/gamekit.py: A 201 alone (its window shows the lawn), B+H 203, C 205 alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import load_inn
from blackhorse.night import conditions
from blackhorse.night.conditions import Ground, Minute
from blackhorse.orders import conditionkinds
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.conditionkinds import ConditionKind
from blackhorse.orders.echo import echo_lines
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.portal.orders_form import condition_choices, form_to_yaml, yaml_to_form
from tests.gamekit import notes, play


# -- the new kind: one rule and its words (the whole of what a GM writes) ----------------
def _sees(ground: Ground, minute: Minute, name: str, target: str | None, who: str | None) -> bool:
    me, them = minute.now(name), minute.now(who or "")
    return me is not None and them is not None and ground.sight.sees(me, them) > 0


SEES = conditions.Rule(_sees, lambda ground, minute, name, target, who: f"{who} not in sight")
SEES_WORDS = ConditionKind(
    "sees", True, lambda zh, kill, who: f"如果看得见{who}" if zh else f"if you can see {who}", typed=("看见",)
)


@pytest.fixture
def sees(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(conditions.RULES, "sees", SEES)
    monkeypatch.setitem(conditionkinds.KINDS, "sees", SEES_WORDS)
    yield


# -- what it reaches ------------------------------------------------------------------------
WATCH = {"at": "20:20", "peek": "window", "if": {"sees": "B"}, "else": {"go": "garden"}}


def test_the_engine_runs_the_new_kind_by_its_rule(sees: None, tmp_path: Path) -> None:
    # B walks onto the lawn, which A's window shows: the condition holds, no else
    seen = play(
        tmp_path / "seen", {"A": {"orders": [WATCH]}, "B": {"orders": [{"at": "20:00", "go": "lawn"}]}}
    )
    assert notes(seen, "else-run") == []
    # B stays home: out of sight, the else runs, and the note says why in the rule's words
    (note,) = notes(play(tmp_path / "unseen", {"A": {"orders": [WATCH]}}), "else-run")
    assert "B not in sight" in note.text


def test_the_order_file_and_the_echo_know_the_new_kind(sees: None) -> None:
    inn = load_inn()
    cast = Cast(
        people={
            "A": Person("A", "tenant", "201", ("B", "C"), True),
            "B": Person("B", "tenant", "203", ("A", "C"), True),
            "C": Person("C", "tenant", "205", ("A", "B"), True),
        },
        known=frozenset({"A", "B", "C"}),
        police=frozenset(),
    )
    text = 'who: A\norders:\n  - at: "20:20"\n    peek: window\n    if: {看见: B}\n    kill: C\n'
    sheet, problems = read_order_sheet(parse_yaml(text, "A.yaml"), "A", cast, inn)
    assert problems == [] and sheet is not None
    assert sheet.orders[0].action.condition is not None
    assert sheet.orders[0].action.condition.kind == "sees"
    (line, _door) = echo_lines(sheet, inn, "en", "201")
    assert line == "20:20 watch through the window; if you can see B, kill C"
    assert echo_lines(sheet, inn, "zh", "201")[0].endswith("如果看得见B，就杀了C")
    # a word nobody registered is still refused, the new kind listed among the allowed
    bad = text.replace("看见", "hears")
    _, problems = read_order_sheet(parse_yaml(bad, "A.yaml"), "A", cast, inn)
    assert "{present: NAME}, {absent: NAME} or {sees: NAME}" in str(problems[0])


def test_the_portal_form_offers_and_writes_the_new_kind(sees: None) -> None:
    assert "sees" in condition_choices()
    fields = {"s2_peek": "window", "s2_if": "sees", "s2_who": "B"}
    text = form_to_yaml(fields, "A")
    assert 'if: {sees: "B"}' in text
    back = yaml_to_form(text, ("home", *load_inn().destinations))
    assert back is not None and back["s2_if"] == "sees" and back["s2_who"] == "B"


def test_every_kind_has_its_rule_and_every_rule_its_kind() -> None:
    """The words (orders) and the rules (night) of the kinds are one list."""
    assert list(conditionkinds.KINDS) == ["alone", "always", "present", "absent"]
    assert set(conditionkinds.KINDS) == set(conditions.RULES)


def test_the_checker_lists_the_kinds_in_its_words() -> None:
    """The allowed list is made from the kinds, word for word what the checker said before
    (its Chinese is translated from these very words)."""
    assert conditionkinds.allowed() == "alone, always, {present: NAME} or {absent: NAME}"


def test_without_the_fixture_the_kind_is_unknown() -> None:
    assert "sees" not in conditionkinds.KINDS and "sees" not in conditions.RULES
    assert "sees" not in condition_choices()
