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
    "gm.md": "e5a2be248a93ce67967694b404c2ca3ddcd895251635f0299a98b467820fef83",
    "reports/*.en.md": "7d7a05920147ff0e80463b637be6c528cb9b5236b2f51793d20f72ed95553584",
    "reports/*.en.txt": "b6a5ecc01a5d811f2dc7f0e6e46072b0e3aec87e06886d2d80b709e5ffca37ca",
    "reports/*.json": "d682272210a0500740b85736492a2514a6e28eca160868d527e147709a905cb9",
    "reports/*.zh.md": "c568e86c612b05027423d8b10c6e4b1ac218a0769eb2c25e65505e4e00f1bb79",
    "reports/*.zh.txt": "1a9a28e020c48ee132f59184adaa28e36367f914cb545d48c95dfb9a91c8f4c6",
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
