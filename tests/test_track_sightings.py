"""The visibility pass read from the engine's tracks gives exactly the rows pass's columns.

``run_sightings(run, inn)`` (each person's minute columns read straight from the tracks, no
rows built; what ``SeenNight`` uses) must equal ``step_sightings(run.steps, inn)`` (one
kind per row; what callers with rows use), sighting for sighting, over the whole night
corpus of :mod:`tests.nightkit`, and on hand-made tracks whose runs are one minute long at
the night's first and last minute and in between. The sweeps' counting pass
(``sightings_near``) must give the full pass's number of sightings and exactly its rows in
the minutes asked for; and a grid with more kinds than a ``bytes`` has labels (an inn far
bigger than the shipped one) must be seen in smaller spans with the same rows.
"""

from __future__ import annotations

from collections import Counter

import pytest

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.inn import sighttables
from blackhorse.inn.layout import default_inn
from blackhorse.night.protocol import Intent, NightRun, Track
from blackhorse.sight.visibility import SightingColumns, run_sightings, sightings_near, step_sightings
from tests.nightkit import corpus_runs

INN = default_inn()


def test_tracks_give_the_rows_columns_over_the_whole_corpus() -> None:
    runs: Counter[str] = Counter()
    for label, _, run in corpus_runs():
        assert run_sightings(run, INN) == step_sightings(run.steps, INN), label
        for track in run.tracks:
            keys = list(zip(track.place, track.spot, track.activity, track.detail, strict=True))
            starts = [0, *(m for m in range(1, len(keys)) if keys[m] != keys[m - 1])]
            lengths = [end - start for start, end in zip(starts, [*starts[1:], len(keys)], strict=True)]
            runs.update("one-minute run" if k == 1 else "longer run" for k in lengths)
            runs.update(a for a in set(track.activity) if a in ("peeking", "dead"))
    assert runs["one-minute run"] and runs["longer run"] and runs["peeking"] and runs["dead"]


def test_a_track_is_read_minute_for_minute_at_every_change() -> None:
    """Changes at the first and last minute, a change of place alone (on a threshold), and a
    peek whose detail alone changes for one minute: a change read one minute early or late
    gives some minute its neighbour's sightings."""
    a, b, door, hall = "201", "202", "door-201", "west-stairs"  # 201 has a window and a peephole
    plans = {
        "A": [
            (0, Intent(a, "in room", "", a)),
            (1, Intent(hall, "waiting", "", hall)),
            (90, Intent(door, "leaving", "", a)),
            (91, Intent(door, "leaving", "", door)),
            (NIGHT_MINUTES - 1, Intent(b, "in room", "", b)),
        ],
        "B": [
            (0, Intent(a, "peeking", "window", a)),
            (60, Intent(a, "peeking", "peephole", a)),
            (61, Intent(a, "peeking", "window", a)),
            (62, Intent(a, "dead", "", a)),
        ],
    }
    tracks = []
    for plan in plans.values():
        track = Track()
        for (start, it), (end, _) in zip(plan, [*plan[1:], (NIGHT_MINUTES, None)], strict=True):
            track.fill(start, end, it)
        tracks.append(track)
    names = tuple(plans)
    run = NightRun(tuple(tracks), (), (), names)
    assert run_sightings(run, INN) == step_sightings(run.steps, INN)


def only(columns: SightingColumns, minutes: set[int]) -> SightingColumns:
    keep = [i for i, minute in enumerate(columns.minute) if minute in minutes]
    return SightingColumns._make(tuple(column[i] for i in keep) for column in columns)


def test_counting_gives_the_full_count_and_the_full_rows_of_the_minutes_asked_for() -> None:
    """Windows around each murder (as the sweeps ask), overlapping ones, windows reaching
    past either end of the night, and none at all."""
    asked = Counter[str]()
    for label, _, run in corpus_runs():
        full = run_sightings(run, INN)
        windows = [(c.minute - 10, c.minute + 10) for c in run.cases]
        windows += [(-5, 2), (NIGHT_MINUTES - 3, NIGHT_MINUTES + 40), (30, 40), (35, 36)]
        for asked_for in (windows, windows[:1], []):
            minutes = {m for first, last in asked_for for m in range(first, last + 1)}
            count, near = sightings_near(run, INN, asked_for)
            assert count == len(full.minute), label
            assert near == only(full, minutes), label
            asked.update(["murder"] if run.cases else [])
            asked.update(["rows"] if near.minute else ["no rows"])
    assert asked["murder"] and asked["rows"] and asked["no rows"]


@pytest.mark.parametrize("labels", [13, 40])
def test_a_grid_with_more_kinds_than_labels_is_seen_in_smaller_spans(
    monkeypatch: pytest.MonkeyPatch, labels: int
) -> None:
    """With at most ``labels - 1`` labels to a grid, each night's kinds are numbered afresh
    per span and the spans shrink until their kinds fit (one minute of 11 people always
    does with 13): the same rows as the whole night at once."""
    nights = [run for label, _, run in corpus_runs() if label.startswith(("busy:1", "bot:", "odd:1"))]
    expected = [run_sightings(run, INN) for run in nights]
    shrunk = Counter[str]()
    spans = sighttables.SightTables.labels

    def counted(self: sighttables.SightTables, kinds: list[int]) -> object:
        found = spans(self, kinds)
        shrunk["too many kinds" if found is None else "fits"] += 1
        return found

    monkeypatch.setattr(sighttables, "ALPHABET", labels)
    monkeypatch.setattr(sighttables.SightTables, "labels", counted)
    for run, columns in zip(nights, expected, strict=True):
        assert run_sightings(run, INN) == columns
        assert step_sightings(run.steps, INN) == columns
    assert shrunk["too many kinds"] and shrunk["fits"] > len(nights)
