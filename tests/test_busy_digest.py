"""Every result file of 50 busy nights, byte for byte, as sha256 digests.

The golden files cover the shipped scenarios; these digests cover many crowded nights
(``benchmarks/busy_night.py``: 11 people, an order in every slot, kills, closed doors), so
a change meant to make nights or reports faster proves it changed no byte of any report,
gm.md (and gm.zh.md, its twin written when asked for) or CSV file. The digests
(``tests/golden/busy-digests.json``) were taken from the engine before the speed work; a
wording or rule change that moves them must say why in its commit, like a golden file
change, and regenerates them by running the engine:
``BLACKHORSE_REGEN=1 pytest tests/test_busy_digest.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

import blackhorse as bh
from benchmarks.busy_night import write_busy_game
from blackhorse.results.gmfiles import twins
from blackhorse.results.nightresult import run_checked

NIGHTS = 50


def kind(name: str) -> str:
    """``reports/A.zh.md`` -> ``reports/*.zh.md``: one digest per kind of file."""
    if name.startswith("reports/"):
        return "reports/*." + name.split(".", 1)[1]
    return name


GOLDEN = Path(__file__).resolve().parent / "golden" / "busy-digests.json"
REGEN = os.environ.get("BLACKHORSE_REGEN") == "1"
EXPECTED: dict[str, str] = json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def digests(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    inn = bh.load_inn()
    folder = tmp_path_factory.mktemp("busy")
    hashes: dict[str, hashlib._Hash] = {}
    for seed in range(NIGHTS):
        checked = bh.check_night(write_busy_game(folder / f"g{seed}", seed=seed), 1, inn)
        night = run_checked(checked, inn)
        files = night.files()
        # gm.zh.md: written by `night --both-languages` and made by the portal (issue 25), the
        # same bytes as when every night wrote it
        files.update((name, text.decode()) for name, text in twins(night, files).items())
        for name in sorted(files):
            h = hashes.setdefault(kind(name), hashlib.sha256())
            h.update(name.encode())
            h.update(files[name].encode())
    found = {k: h.hexdigest() for k, h in sorted(hashes.items())}
    if REGEN:
        GOLDEN.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return found


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_busy_nights_give_the_same_bytes(digests: dict[str, str], name: str) -> None:
    assert digests[name] == EXPECTED[name]


def test_every_kind_of_result_file_is_covered(digests: dict[str, str]) -> None:
    assert sorted(digests) == sorted(EXPECTED)
