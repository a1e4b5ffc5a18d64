"""Small tables for notebooks: a report beside its sources, a murder's witnesses, a game's course.

Each function returns a pandas DataFrame built from the API objects (a
:class:`~blackhorse.results.nightresult.NightResult` or a :class:`~blackhorse.game.history.GameFolder`); the
notebooks in ``notebooks/`` only call these and the charts, so they stay thin.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pandas as pd

from blackhorse.core.clock import hhmm
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import same_name

if TYPE_CHECKING:
    from blackhorse.game.history import GameFolder
    from blackhorse.inn.layout import Inn
    from blackhorse.results.nightresult import NightResult


def report_lines(result: NightResult, name: str) -> pd.DataFrame:
    """``name``'s report, one row per line: its time, English and Chinese text, and its sources.

    ``seen`` lists the sightings behind the line (``B lawn killing via window``, one per
    subject and activity); ``rows`` counts the timeline and sightings rows it came from.
    """
    report = result.reports[name]  # a name without a report is an InputError saying why
    rows = []
    for line in report.lines:
        seen = dict.fromkeys(f"{s.subject} {s.spot} {s.activity} via {s.channel}" for s in line.sightings)
        rows.append(
            {
                "line": line.k,
                "minute": hhmm(line.minute),
                "text_en": line.text_en,
                "text_zh": line.text_zh,
                "seen": "; ".join(seen),
                "timeline_rows": len(line.timeline),
                "sighting_rows": len(line.sightings),
            }
        )
    return pd.DataFrame(
        rows, columns=["line", "minute", "text_en", "text_zh", "seen", "timeline_rows", "sighting_rows"]
    )


def report_sightings(result: NightResult, name: str) -> pd.DataFrame:
    """Every sighting ``name`` made that night, with the report line that tells it (0: none:
    the person has no report, killed that night). A name not on the map is an InputError."""
    found = same_name(name, result.people)  # `a` is A, as everywhere
    if found is None:
        allowed = f"a person on the map that night: {', '.join(result.people)}"
        raise InputError([Problem(f"night {result.night}", 0, "name", name, allowed)])
    name = found
    told: dict[tuple[int, str], int] = {}
    if name in result.reports:
        for line in result.reports[name].lines:
            for s in line.sightings:
                told.setdefault((s.minute, s.subject), line.k)
    frame = result.sightings
    mine = frame[frame["observer"] == name].copy()
    mine["line"] = [
        told.get((int(m), str(s)), 0) for m, s in zip(mine["minute"], mine["subject"], strict=True)
    ]
    mine["minute"] = mine["minute"].map(hhmm)
    return mine.reset_index(drop=True)


def witnesses(result: NightResult) -> pd.DataFrame:
    """Each murder's witnesses, with what each of them saw in the murder's first minute."""
    frame = result.sightings
    rows = []
    for case in result.case_records:
        names = result.witnesses(case)
        first = frame[(frame["minute"] == case.minute) & frame["subject"].isin([case.killer, case.victim])]
        for witness in names:
            saw = first[first["observer"] == witness]
            for subject, spot, activity, channel in zip(
                saw["subject"], saw["spot"], saw["activity"], saw["channel"], strict=True
            ):
                rows.append(
                    {
                        "victim": case.victim,
                        "killer": case.killer,
                        "minute": hhmm(case.minute),
                        "witness": witness,
                        "saw": subject,
                        "spot": spot,
                        "activity": activity,
                        "channel": channel,
                    }
                )
    columns = ["victim", "killer", "minute", "witness", "saw", "spot", "activity", "channel"]
    return pd.DataFrame(rows, columns=columns)


def standings(game: GameFolder) -> pd.DataFrame:
    """One row per moment of the game (before night 1, after night 1, after day 1, ...).

    Each tenant's column reads ``alive 201``, ``dead`` or ``jailed``; ``winner`` is filled
    from the moment the game is won.
    """
    rows = []
    for state in game.states:
        row: dict[str, object] = {"moment": state.moment}
        for name, tenant in sorted(state.tenants.items()):
            row[name] = f"alive {tenant.room}" if tenant.in_game else tenant.status
        row["cases"] = len(state.cases)
        row["winner"] = state.winner or ""
        rows.append(row)
    return pd.DataFrame(rows).set_index("moment")


def cases(game: GameFolder) -> pd.DataFrame:
    """Every murder case of the game with its accusation and whether it was solved."""
    rows = [
        {
            "case": c.id,
            "night": c.night,
            "victim": c.victim,
            "killer": c.killer,
            "minute": hhmm(c.minute),
            "accused": c.accused or "",
            "accused on day": c.accused_day or "",
            "solved": c.solved,
        }
        for c in game.state.cases
    ]
    columns = ["case", "night", "victim", "killer", "minute", "accused", "accused on day", "solved"]
    return pd.DataFrame(rows, columns=columns)


def played_copy(
    folder: str | Path, into: str | Path | None = None, inn: Inn | str | Path | None = None
) -> GameFolder:
    """Copy a game folder (without its results) and play it to the end; the copy is returned.

    The original is left untouched. ``into`` is where the copy goes (default: a new
    temporary folder). Notebooks use this to look at a whole game from its orders alone. A
    folder that is no game, or an ``into`` that already holds a copy, is an ``InputError``.
    """
    from blackhorse.game.gameplay import play_game
    from blackhorse.game.history import open_game
    from blackhorse.orders.gamefile import read_game
    from blackhorse.orders.gamemap import game_map

    source = Path(folder)
    inn = game_map(source, inn)
    read_game(source, inn)  # a wrong folder is the usual InputError, not shutil's traceback
    parent = Path(into) if into is not None else Path(tempfile.mkdtemp(prefix="blackhorse-"))
    target = parent / source.resolve().name
    if target.exists() or (parent.exists() and not parent.is_dir()):
        taken = "is not a folder" if not parent.is_dir() else f"already holds {target.name}/"
        allowed = "a folder without a copy of this game: remove the old copy or choose another `into`"
        raise InputError([Problem("played_copy", 0, "into", f"{parent} ({taken})", allowed)])
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("results"))
    play_game(target, inn)
    return open_game(target, inn)
