"""A game folder that lasts as many nights as asked, with busy nights, for `play` and `status`.

Night 1: A kills B (case 1), then D kills E (case 2). Day 1: the police accuse D of case 1
and A of case 2, both wrongly: A and D are jailed, both cases are closed unsolved, so the police
can no longer reach 80% and no free killer is left to win. C, F, G and H still have their kills
and targets among themselves, so the game goes on: nights 2.. are busy nights (an order in
every slot for the four tenants and the three officers) without kills, and nobody wins.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml

TENANTS: dict[str, dict[str, Any]] = {
    "A": {"room": "202", "targets": ["B", "C"]},
    "B": {"room": "201", "targets": ["A", "C"]},
    "C": {"room": "202", "targets": ["F", "G"]},
    "D": {"room": "205", "targets": ["E", "F"]},
    "E": {"room": "203", "targets": ["D", "G"]},
    "F": {"room": "205", "targets": ["G", "H"]},
    "G": {"room": "207", "targets": ["H", "C"]},
    "H": {"room": "209", "targets": ["C", "F"]},
}
POLICE = ["P1", "P2", "P3"]
PLACES = ["201", "203", "204", "207", "209", "garden", "lawn"]


def _write(path: Path, body: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(body, sort_keys=False), encoding="utf-8")


def write_long_game(folder: Path, nights: int, seed: int = 0) -> Path:
    rng = random.Random(seed)
    _write(
        folder / "game.yaml", {"name": f"long game of {nights} nights", "tenants": TENANTS, "police": POLICE}
    )
    first = folder / "nights" / "1"
    _write(
        first / "A.yaml", {"who": "A", "orders": [{"at": "20:00", "go": "201", "kill": "B", "if": "alone"}]}
    )
    _write(
        first / "D.yaml", {"who": "D", "orders": [{"at": "20:10", "go": "203", "kill": "E", "if": "alone"}]}
    )
    _write(
        folder / "days" / "1.yaml",
        {"accusations": [{"case": 1, "accused": "D"}, {"case": 2, "accused": "A"}]},
    )
    for night in range(2, nights + 1):
        for who in ["C", "F", "G", "H", *POLICE]:
            orders = []
            for slot in range(18):
                minute = 20 * 60 + slot * 10
                go = rng.choice(PLACES + (["home"] if who in TENANTS else []))
                orders.append({"at": f"{minute // 60}:{minute % 60:02d}", "go": go})
            _write(folder / "nights" / str(night) / f"{who}.yaml", {"who": who, "orders": orders})
    return folder
