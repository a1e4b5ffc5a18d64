"""Every player's report, night for night: a sha256 of every report line per corpus night.

The engine's digests (tests/test_night_digests.py) pin what happened on the ~360 nights of
:mod:`tests.nightkit`; these pin what each living person is told about it: every line of
every report (its minute, both texts, whether it joins the line before, the timeline and
sighting rows behind it), in ``tests/golden/report-digests.json``, written by running the
report build. Any change of any line of any report of these nights fails here, naming the
nights (the busy digests, tests/test_busy_digest.py, pin every result file of 50 of them).

Regenerate after an intended change of the reports with
``BLACKHORSE_REGEN=1 pytest tests/test_report_digests.py`` (and say why in the commit).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from blackhorse.inn.layout import default_inn
from blackhorse.orders.cast import Game
from blackhorse.orders.nightinput import NightInput
from blackhorse.reports.report import night_reports
from blackhorse.sight.seennight import SeenNight
from tests.nightkit import corpus_runs

GOLDEN = Path(__file__).resolve().parent / "golden" / "report-digests.json"
REGEN = os.environ.get("BLACKHORSE_REGEN") == "1"
GAME = Game(Path("corpus"), "corpus", {}, ())


def report_digest(result: SeenNight) -> str:
    """A sha256 of every report of the night: person, role and every field of every line."""
    reports = night_reports(result)
    body = [
        [name, reports[name].role, [tuple(line) for line in reports[name].lines]] for name in sorted(reports)
    ]
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_every_report_of_the_corpus_reads_as_before() -> None:
    inn = default_inn()
    digests = {
        label: report_digest(SeenNight(NightInput(GAME, 1, cast, sheets), run, inn))
        for label, (cast, sheets), run in corpus_runs()
    }
    if REGEN:
        GOLDEN.write_text(json.dumps(digests, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert sorted(digests) == sorted(expected), "the corpus of nights changed"
    changed = [label for label, d in digests.items() if expected[label] != d]
    assert not changed, f"{len(changed)} nights' reports read differently: {', '.join(changed[:20])}"
