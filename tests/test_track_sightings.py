"""The visibility pass read from the engine's tracks gives exactly the rows pass's columns.

``run_sightings(run, inn)`` (each person's minute columns read straight from the tracks, no
rows built; what ``SeenNight`` and the sweep's bot nights use) must equal
``step_sightings(run.steps, inn)`` (one look per row; what callers with rows use), sighting
for sighting, over the whole night corpus of :mod:`tests.nightkit`, and on hand-made tracks
whose runs are one minute long at the night's first and last minute and in between.
"""

from __future__ import annotations

from collections import Counter

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.inn.layout import default_inn
from blackhorse.night.protocol import Intent, NightRun, Track
from blackhorse.night.referee import simulate
from blackhorse.sight.visibility import run_sightings, step_sightings
from tests.nightkit import corpus

INN = default_inn()


def test_tracks_give_the_rows_columns_over_the_whole_corpus() -> None:
    runs: Counter[str] = Counter()
    for label, (cast, sheets) in corpus(INN):
        run = simulate(cast, sheets, INN)
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
