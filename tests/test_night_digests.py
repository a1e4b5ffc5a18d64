"""The engine's raw truth, night for night: a sha256 of (steps, notes, cases) per night.

The corpus (:mod:`tests.nightkit`) is 150 busy nights, 150 odd nights, bot games of every
tenant strategy played to their end (later nights with the dead, the jailed and used kills)
and every night of the shipped scenarios; the digests in ``tests/golden/night-digests.json``
were written by running the engine. Any change of any step, note or case of any of these
nights fails here, naming the nights.

Regenerate after an intended rule change with
``BLACKHORSE_REGEN=1 pytest tests/test_night_digests.py`` (and say why in the commit).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from blackhorse.core.records import ACTIVITIES, NOTE_KINDS
from blackhorse.night.referee import NightRun
from blackhorse.orders.model import OrderSheet
from tests.nightkit import corpus_runs, digest

GOLDEN = Path(__file__).resolve().parent / "golden" / "night-digests.json"
REGEN = os.environ.get("BLACKHORSE_REGEN") == "1"


@dataclass
class Corpus:
    digests: dict[str, str] = field(default_factory=dict)
    seen: Counter[str] = field(default_factory=Counter)  # what the nights contain (coverage)


def features(run: NightRun, sheets: tuple[OrderSheet, ...]) -> Counter[str]:
    """Note kinds, activities and kinds of murder one night shows."""
    found: Counter[str] = Counter(f"note:{n.kind}" for n in run.notes)
    found.update(f"activity:{s.activity}" for s in run.steps)
    at = {(s.person, s.minute): s for s in run.steps}
    by_who = {s.who: s for s in sheets}
    for case in run.cases:
        orders = by_who[case.killer].orders
        if not any(
            case.victim in (o.action.kill, o.action.otherwise and o.action.otherwise.kill) for o in orders
        ):
            found["murder:standing"] += 1
        before = at.get((case.killer, case.minute - 1))
        if before is not None and before.activity in ("walking", "leaving"):
            found["murder:during-a-walk"] += 1
        after = at.get((case.killer, case.minute + 10))
        if after is not None and after.activity in ("walking", "leaving", "entering"):
            found["murder:walk-resumed-after-cleaning"] += 1
        if case.victim in {c.killer for c in run.cases if c.minute == case.minute}:
            found["murder:killer-killed-the-same-minute"] += 1
    return found


@pytest.fixture(scope="module")
def night_corpus() -> Corpus:
    out = Corpus()
    for label, (_, sheets), run in corpus_runs():
        out.digests[label] = digest(run)
        out.seen.update(features(run, sheets))
        out.seen[f"kind:{label.split(':')[0]}"] += 1
        if len(run.people) > len(sheets) or len(run.people) < 11:
            out.seen["night:someone-off-the-map-or-silent"] += 1
    if REGEN:
        GOLDEN.write_text(json.dumps(out.digests, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return out


def test_the_engine_reproduces_every_nights_digest(night_corpus: Corpus) -> None:
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert sorted(night_corpus.digests) == sorted(expected), "the corpus of nights changed"
    changed = [label for label, d in night_corpus.digests.items() if expected[label] != d]
    assert not changed, f"{len(changed)} nights simulate differently: {', '.join(changed[:20])}"


def test_the_corpus_exercises_every_rule(night_corpus: Corpus) -> None:
    seen = night_corpus.seen
    missing = [f"note:{k}" for k in NOTE_KINDS if not seen[f"note:{k}"]]
    missing += [f"activity:{a}" for a in ACTIVITIES if not seen[f"activity:{a}"]]
    kinds = (
        "murder:standing",
        "murder:during-a-walk",
        "murder:walk-resumed-after-cleaning",
        "murder:killer-killed-the-same-minute",
        "night:someone-off-the-map-or-silent",
    )
    missing += [k for k in kinds if not seen[k]]
    assert not missing, f"no night of the corpus shows {missing}"
    assert (seen["kind:busy"], seen["kind:odd"], seen["kind:scenario"]) == (150, 150, 5)
    assert seen["kind:bot"] >= 40
