"""Every result file of 50 busy nights, byte for byte, as sha256 digests.

The golden files cover the shipped scenarios; these digests cover many crowded nights
(``benchmarks/busy_night.py``: 11 people, an order in every slot, kills, closed doors), so
a change meant to make nights or reports faster proves it changed no byte of any report,
gm.md or CSV file. The digests were taken from the engine before the speed work; a wording
or rule change that moves them must say why in its commit, like a golden file change.
"""

from __future__ import annotations

import hashlib

import pytest

import blackhorse as bh
from benchmarks.busy_night import write_busy_game
from blackhorse.results.nightresult import run_checked

NIGHTS = 50


def kind(name: str) -> str:
    """``reports/A.zh.md`` -> ``reports/*.zh.md``: one digest per kind of file."""
    if name.startswith("reports/"):
        return "reports/*." + name.split(".", 1)[1]
    return name


EXPECTED = {
    "cases.csv": "dd6d6f0707c63c771f686eb6066937fa99247bbc62b94903d019610d4ff7d870",
    "gm.md": "18bd4bd670e36f29d8c4da5ee66e86b9c942279fb5add6b74e675ae29ab5a5f9",
    "reports/*.en.md": "8181e3e815ee9b52092c3a10c14a89f9ced671ecc41b4a939935ee9baec29576",
    "reports/*.en.txt": "64d6e266af5444707023924f0b92dc3fe3fea542760aaf0bec00c3fd650ca281",
    "reports/*.json": "b72e1ec5d0545ab87ba624a6150b638d8bb04276ba0251e0ea06a4111e0f0cdb",
    "reports/*.zh.md": "43508b6e4e4835a5f9162529b5a0e69ec851541c175bf35c828eb74568bd85e5",
    "reports/*.zh.txt": "b25897e0a4c8b85fede3f44d22e9d572e262e5a06cc28d3fdac5610b22d57807",
    "sightings.csv": "c45b56072577feb674ab2513dcab9880b41ae99727f6e80ffcc3962de53c11fd",
    "timeline.csv": "76f844f3e736d405ea93df16ece06233aa37af276ca0db0d31425dd94a0da601",
}


@pytest.fixture(scope="module")
def digests(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    inn = bh.load_inn()
    folder = tmp_path_factory.mktemp("busy")
    hashes: dict[str, hashlib._Hash] = {}
    for seed in range(NIGHTS):
        checked = bh.check_night(write_busy_game(folder / f"g{seed}", seed=seed), 1, inn)
        files = run_checked(checked, inn).files()
        for name in sorted(files):
            h = hashes.setdefault(kind(name), hashlib.sha256())
            h.update(name.encode())
            h.update(files[name].encode())
    return {k: h.hexdigest() for k, h in sorted(hashes.items())}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_busy_nights_give_the_same_bytes(digests: dict[str, str], name: str) -> None:
    assert digests[name] == EXPECTED[name]


def test_every_kind_of_result_file_is_covered(digests: dict[str, str]) -> None:
    assert sorted(digests) == sorted(EXPECTED)
