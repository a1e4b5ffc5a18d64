"""A generator of busy, valid nights: 8 tenants, 3 police, an order in every slot."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml

TENANTS: dict[str, dict[str, Any]] = {
    "A": {"room": "201", "targets": ["B", "C"]},
    "B": {"room": "202", "targets": ["E", "A"]},
    "C": {"room": "203", "targets": ["D", "H"]},
    "D": {"room": "205", "targets": ["A", "G"]},
    "E": {"room": "207", "targets": ["F", "H"]},
    "F": {"room": "202", "targets": ["C", "G"]},
    "G": {"room": "207", "targets": ["B", "D"]},
    "H": {"room": "209", "targets": ["E", "F"]},
}
POLICE = ["P1", "P2", "P3"]
PLACES = ["201", "202", "203", "204", "205", "207", "209", "garden", "lawn", "home"]


def busy_orders(rng: random.Random, who: str) -> dict[str, Any]:
    tenant = TENANTS.get(who)
    orders: list[dict[str, Any]] = []
    for slot in range(18):
        minute = 20 * 60 + slot * 10
        order: dict[str, Any] = {"at": f"{minute // 60}:{minute % 60:02d}", "go": rng.choice(PLACES)}
        if order["go"] == "home" and tenant:
            order["peek"] = rng.choice(["window", "peephole"])
        elif order["go"] == "204" and rng.random() < 0.5:
            order["peek"] = "window"
        if tenant and rng.random() < 0.15:
            order["kill"] = rng.choice(tenant["targets"])
            order["if"] = "alone"
            if rng.random() < 0.5:
                order["else"] = {"go": rng.choice(["garden", "lawn", "home"])}
        orders.append(order)
    sheet: dict[str, Any] = {"who": who, "orders": orders}
    if tenant and rng.random() < 0.3:
        sheet["standing"] = [{"kill": rng.choice(tenant["targets"]), "if": "alone", "from": "21:00"}]
    if tenant and rng.random() < 0.3:
        sheet["door"] = rng.choice(["closed", [rng.choice(list(TENANTS))]])
    return sheet


def write_busy_game(folder: Path, seed: int) -> Path:
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    game = {"name": f"busy night {seed}", "tenants": TENANTS, "police": POLICE}
    (folder / "game.yaml").write_text(yaml.safe_dump(game), encoding="utf-8")
    night = folder / "nights" / "1"
    night.mkdir(parents=True, exist_ok=True)
    for who in [*TENANTS, *POLICE]:
        (night / f"{who}.yaml").write_text(yaml.safe_dump(busy_orders(rng, who)), encoding="utf-8")
    return folder
