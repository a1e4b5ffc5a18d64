"""Build small game folders in a temporary directory and run them (shared test helper)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

import blackhorse as bh
from blackhorse.core.clock import parse_time
from blackhorse.core.records import Step

# A cast with a spare room (209 empty) and single rooms for clean kill set-ups.
TENANTS: dict[str, dict[str, Any]] = {
    "A": {"room": "201", "targets": ["B", "C"]},
    "B": {"room": "203", "targets": ["A", "C"]},
    "C": {"room": "205", "targets": ["A", "B"]},
    "D": {"room": "207", "targets": ["A", "E"]},
    "E": {"room": "202", "targets": ["D", "F"]},
    "F": {"room": "202", "targets": ["E", "G"]},
    "G": {"room": "207", "targets": ["F", "H"]},
    "H": {"room": "203", "targets": ["G", "A"]},
}
POLICE = ["P1", "P2", "P3"]

# libyaml's emitter where PyYAML has it: the same bytes as yaml.safe_dump's pure-Python one
# (compared over 1,400 order sheets of tests/strategies.py), a quarter of the time; the
# properties write a game for each example and spent half their time here.
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_text(data: Any) -> str:
    """``data`` as ``yaml.safe_dump(data, allow_unicode=True)`` writes it."""
    return yaml.dump(data, Dumper=DUMPER, allow_unicode=True)


def write_game(
    folder: Path,
    orders: dict[str, dict[str, Any]] | None = None,
    *,
    tenants: dict[str, dict[str, Any]] | None = None,
    police: list[str] | None = None,
    police_rooms: dict[str, str] | None = None,
    night: int = 1,
) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    game: dict[str, Any] = {"name": "test game", "tenants": tenants or TENANTS}
    game["police"] = POLICE if police is None else police
    if police_rooms:
        game["police_rooms"] = police_rooms
    (folder / "game.yaml").write_text(yaml_text(game), encoding="utf-8")
    nights = folder / "nights" / str(night)
    nights.mkdir(parents=True, exist_ok=True)
    for who, sheet in (orders or {}).items():
        body = {"who": who, **sheet}
        (nights / f"{who}.yaml").write_text(yaml_text(body), encoding="utf-8")
    return folder


def play(folder: Path, orders: dict[str, dict[str, Any]] | None = None, **kw: Any) -> bh.NightResult:
    write_game(folder, orders, **kw)
    return bh.run_night(folder, kw.get("night", 1))


def at(result: bh.NightResult, person: str, time: str) -> Step:
    minute = parse_time(time)
    assert minute is not None
    for step in result.run.steps:
        if step.minute == minute and step.person == person:
            return step
    raise KeyError((person, time))


def track(result: bh.NightResult, person: str, start: str, end: str) -> list[tuple[str, str]]:
    """(spot, activity) of ``person`` from ``start`` to ``end`` inclusive."""
    a, b = parse_time(start), parse_time(end)
    assert a is not None and b is not None
    return [(s.spot, s.activity) for s in result.run.steps if s.person == person and a <= s.minute <= b]


def notes(result: bh.NightResult, kind: str) -> list[bh.Note]:
    return [n for n in result.notes if n.kind == kind]


def killed_day_write(game: Path, text: str) -> Path:
    """Leave ``game`` as a write of ``days/1.yaml`` (holding ``text``) killed right after its
    journal was finished: the hidden copy and the journal, nothing swapped yet. Returns the copy."""
    from blackhorse.core.fsops import JOURNAL

    staging = game / "days" / ".1.yaml.new-0123abcd"
    staging.parent.mkdir(parents=True, exist_ok=True)
    staging.write_text(text, encoding="utf-8")
    entry = {
        "target": "days/1.yaml",
        "staging": "days/.1.yaml.new-0123abcd",
        "old": "days/.1.yaml.old-0123abcd",
        "inode": staging.stat().st_ino,
    }
    (game / JOURNAL).write_text(json.dumps({"token": "0123abcd", "entries": [entry]}), encoding="utf-8")
    return staging
