"""Checks of what a report claims against the night's rows (shared by the report tests).

Cast names of tests/gamekit.py (A..H, P1..P3).
"""

from __future__ import annotations

import json
import re

import blackhorse as bh

NAME = re.compile(r"\b(?:[A-H]|P[1-3])\b")


def unseen_in_file(result: bh.NightResult, name: str) -> set[str]:
    """The people ``reports/NAME.json`` names (in its texts, its rows, the rows' details)
    whom NAME did not see that night (a killing seen names its victim: ADJUDICATION 6)."""
    data = json.loads(result.files()[f"reports/{name}.json"])
    named: set[str] = set()
    for line in data["lines"]:
        named |= set(NAME.findall(line["text_en"]))
        for row in line["sources"]["timeline"]:
            named |= {row["person"], *NAME.findall(row["detail"])}
        for row in line["sources"]["sightings"]:
            named |= {row["observer"], row["subject"]}
    where = {(s.person, s.minute): s for s in result.run.steps}
    mine = [r for r in result.sighting_rows if r.observer == name]
    seen = {name, *(r.subject for r in mine)}
    seen |= {where[(r.subject, r.minute)].detail for r in mine if r.activity in ("killing", "cleaning")}
    seen |= {s.detail for s in result.run.steps if s.person == name and s.activity == "killing"}
    return named - seen
