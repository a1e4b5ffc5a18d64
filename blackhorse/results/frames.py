"""A night's tables as typed, tidy DataFrames: one kind of minute, names and spots in order.

Every frame counts ``minute`` as the whole-number minute of the night (0 is 20:00, 179 is
22:59) with ``clock`` beside it, an ordered categorical ``"20:00"`` .. ``"22:59"``. Names
(``person``, ``observer``, ``subject``, ``victim``, ``killer``, ``witness``) are categoricals
in the cast's order, spots (``spot``, ``place``) in the map's order, each spot with its
``zone`` and ``kind`` (the map's words: ``corridor``, ``door``, ...), activities, channels and
note kinds in their fixed order. The result files keep ``HH:MM`` (docs/ORDERS.md); only the
frames are typed. pandas is imported by the functions here only, never by the command line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from blackhorse.core.clock import NIGHT_MINUTES, hhmm
from blackhorse.core.records import ACTIVITIES, NOTE_KINDS, Case, Note, Step
from blackhorse.inn.layout import Inn
from blackhorse.sight.sightlines import CHANNELS
from blackhorse.sight.visibility import SightingColumns

if TYPE_CHECKING:
    import pandas as pd

CLOCKS = tuple(hhmm(m) for m in range(NIGHT_MINUTES))
MINUTE_OF = {text: m for m, text in enumerate(CLOCKS)}
TIMELINE = ["minute", "clock", "person", "spot", "zone", "kind", "activity", "detail"]
POSITIONS = [*TIMELINE, "place"]
SIGHTINGS = ["minute", "clock", "observer", "subject", "spot", "zone", "kind", "activity", "channel"]
CASES = ["case", "victim", "killer", "minute", "clock", "spot", "zone", "kind", "place", "witnesses"]
WITNESSES = [
    "case", "victim", "killer", "minute", "clock", "witness", "saw", "spot", "zone", "kind", "activity",
    "channel",
]  # fmt: skip
NOTES = ["minute", "clock", "person", "kind", "text"]


# A column for a frame: a pandas Categorical (pandas-stubs types DataFrame.insert too narrowly
# to take one, though pandas does)
Column = Any


@cache
def clock_type() -> pd.CategoricalDtype:
    """The ordered categorical of the night's minutes written ``HH:MM``."""
    import pandas as pd

    return pd.CategoricalDtype(list(CLOCKS), ordered=True)


def ordered(first: Iterable[str], values: Iterable[object] = ()) -> pd.CategoricalDtype:
    """A categorical type of ``first`` in its order, then any other of ``values`` (a name or a
    spot a result file holds that the cast or the map no longer has) in order of appearance."""
    order = list(dict.fromkeys(first))
    values = list(values)
    extra = set(values).difference(order)  # in C: most often nothing
    if extra:
        order += [str(v) for v in dict.fromkeys(values) if v in extra and v is not None and v == v]
    return _dtype(tuple(order))


@lru_cache(maxsize=512)
def _dtype(order: tuple[str, ...]) -> pd.CategoricalDtype:
    """One categorical type per list of categories: pandas checks the categories each time a
    type is made (~1.7 ms), and a night's frames ask for the same few types twenty times.
    Keyed by the names alone (no map is kept alive by it), and bounded."""
    import pandas as pd

    return pd.CategoricalDtype(list(order), ordered=True)


def categorical(values: Sequence[Any], dtype: pd.CategoricalDtype) -> Column:
    """``values`` as a categorical column of ``dtype`` (a value it lacks is missing), coded
    with one dictionary lookup per value: pandas' own matching costs ~2 ms a column."""
    import numpy as np
    import pandas as pd

    index = {v: i for i, v in enumerate(dtype.categories)}
    try:
        codes = np.fromiter(map(index.__getitem__, values), dtype=np.int64, count=len(values))
    except KeyError:  # a missing value (None): coded -1
        codes = np.fromiter((index.get(v, -1) for v in values), dtype=np.int64, count=len(values))
    return pd.Categorical.from_codes(codes, dtype=dtype)


def clock_column(minutes: Sequence[int]) -> Column:
    """``clock`` for whole-number ``minutes`` (all within the night)."""
    import numpy as np
    import pandas as pd

    return pd.Categorical.from_codes(np.asarray(minutes, dtype=np.int64), dtype=clock_type())


def spot_columns(spots: pd.Categorical, inn: Inn) -> dict[str, pd.Categorical]:
    """``zone`` and ``kind`` of each spot of ``spots`` (a categorical of the map's spots)."""
    import numpy as np
    import pandas as pd

    out: dict[str, pd.Categorical] = {}
    names = list(spots.categories)
    for column, table in (("zone", inn.zone), ("kind", inn.kind)):
        words = [table.get(s, "") for s in names]
        kinds = ordered((table[s] for s in inn.spots), words)
        index = {w: i for i, w in enumerate(kinds.categories)}
        lookup = np.array([index.get(w, -1) for w in words] + [-1], dtype=np.int64)
        out[column] = pd.Categorical.from_codes(lookup[np.asarray(spots.codes)], dtype=kinds)
    return out


def step_frame(steps: Sequence[Step], people: Sequence[str], inn: Inn) -> pd.DataFrame:
    """The night's positions: one row per person per minute (``POSITIONS``)."""
    import pandas as pd

    minutes, persons, spots, activities, details, places = zip(*steps, strict=True) if steps else ((),) * 6
    spot_type = ordered(inn.spots, spots + places)
    spot = categorical(spots, spot_type)
    columns: dict[str, Any] = {
        "minute": pd.array(minutes, dtype="int64"),
        "clock": clock_column(minutes),
        "person": categorical(persons, ordered(people, persons)),
        "spot": spot,
        **spot_columns(spot, inn),
        "activity": categorical(activities, ordered(ACTIVITIES, activities)),
        "detail": pd.array(details, dtype=object),
        "place": categorical(places, spot_type),
    }
    return pd.DataFrame(columns)


def sighting_frame(seen: SightingColumns, people: Sequence[str], inn: Inn) -> pd.DataFrame:
    """Who saw whom each minute (``SIGHTINGS``), sorted by minute, observer, subject."""
    import pandas as pd

    names = ordered(people, seen.observer + seen.subject)
    spot = categorical(seen.spot, ordered(inn.spots, seen.spot))
    columns: dict[str, Any] = {
        "minute": pd.array(seen.minute, dtype="int64"),
        "clock": clock_column(seen.minute),
        "observer": categorical(seen.observer, names),
        "subject": categorical(seen.subject, names),
        "spot": spot,
        **spot_columns(spot, inn),
        "activity": categorical(seen.activity, ordered(ACTIVITIES, seen.activity)),
        "channel": categorical(seen.channel, ordered(CHANNELS, seen.channel)),
    }
    return pd.DataFrame(columns)


def case_frame(
    cases: Sequence[Case], witnesses: Mapping[Case, Sequence[str]], people: Sequence[str], inn: Inn
) -> pd.DataFrame:
    """The night's murders (``CASES``): ``case`` numbers them 1, 2, ... in order of death,
    ``witnesses`` counts who saw each (their names: :func:`witness_frame`)."""
    import pandas as pd

    names = ordered(people, [c.victim for c in cases] + [c.killer for c in cases])
    spot_type = ordered(inn.spots, [c.spot for c in cases] + [c.place for c in cases])
    spot = categorical([c.spot for c in cases], spot_type)
    columns: dict[str, Any] = {
        "case": pd.array(range(1, len(cases) + 1), dtype="int64"),
        "victim": categorical([c.victim for c in cases], names),
        "killer": categorical([c.killer for c in cases], names),
        "minute": pd.array([c.minute for c in cases], dtype="int64"),
        "clock": clock_column([c.minute for c in cases]),
        "spot": spot,
        **spot_columns(spot, inn),
        "place": categorical([c.place for c in cases], spot_type),
        "witnesses": pd.array([len(witnesses.get(c, ())) for c in cases], dtype="int64"),
    }
    return pd.DataFrame(columns)


def witness_frame(
    cases: Sequence[Case],
    witnesses: Mapping[Case, Sequence[str]],
    sightings: SightingColumns,
    people: Sequence[str],
    inn: Inn,
) -> pd.DataFrame:
    """Each murder's witnesses as a long table (``WITNESSES``): one row per witness and per
    person of the murder (killer or victim) they saw in its first minute, with where that one
    was, doing what, seen through which channel."""
    import pandas as pd

    rows: list[tuple[Any, ...]] = []
    for k, case in enumerate(cases, start=1):
        pair = (case.killer, case.victim)
        named = set(witnesses.get(case, ()))
        for s in sightings.between(case.minute, case.minute).rows():
            if s.observer in named and s.subject in pair:
                rows.append(
                    (
                        k,
                        case.victim,
                        case.killer,
                        case.minute,
                        s.observer,
                        s.subject,
                        s.spot,
                        s.activity,
                        s.channel,
                    )
                )
    rows.sort(key=lambda r: (r[0], people.index(r[4]) if r[4] in people else len(people), r[5] != r[2]))
    number, victim, killer, minute, witness, saw, spot_, activity, channel = (
        zip(*rows, strict=True) if rows else ((),) * 9
    )
    names = ordered(people, victim + killer + witness + saw)
    spot = categorical(spot_, ordered(inn.spots, spot_))
    columns: dict[str, Any] = {
        "case": pd.array(number, dtype="int64"),
        "victim": categorical(victim, names),
        "killer": categorical(killer, names),
        "minute": pd.array(minute, dtype="int64"),
        "clock": clock_column(minute),
        "witness": categorical(witness, names),
        "saw": categorical(saw, names),
        "spot": spot,
        **spot_columns(spot, inn),
        "activity": categorical(activity, ordered(ACTIVITIES, activity)),
        "channel": categorical(channel, ordered(CHANNELS, channel)),
    }
    return pd.DataFrame(columns)


def note_frame(notes: Sequence[Note], people: Sequence[str]) -> pd.DataFrame:
    """The GM's notes (``NOTES``): an order that did not run as written."""
    import pandas as pd

    minutes, persons, kinds, texts = zip(*(n.columns for n in notes), strict=True) if notes else ((),) * 4
    columns: dict[str, Any] = {
        "minute": pd.array(minutes, dtype="int64"),
        "clock": clock_column(minutes),
        "person": categorical(persons, ordered(people, persons)),
        "kind": categorical(kinds, ordered(NOTE_KINDS, kinds)),
        "text": pd.array(texts, dtype=object),
    }
    return pd.DataFrame(columns)


def protected(frame: pd.DataFrame) -> pd.DataFrame:
    """A copy of a cached frame for the caller, who may change it freely: the cache, which the
    charts, the views and the next access read, never sees the change."""
    return frame.copy(deep=True)


NAMES = ("person", "observer", "subject", "victim", "killer", "witness", "saw")


def retyped(frame: pd.DataFrame, people: Sequence[str], inn: Inn, source: str = "") -> pd.DataFrame:
    """``frame`` (a result file read as text, or night frames put together) with the columns
    of this module's frames: ``minute`` a whole number with ``clock`` beside it, names in
    ``people``'s order, spots in the map's order with ``zone`` and ``kind`` recomputed.
    Other columns are kept as they are; a minute that is no time of the night is an
    ``InputError`` naming ``source`` and the row."""
    import pandas as pd

    from blackhorse.core.errors import InputError, Problem

    out: dict[str, Any] = {}
    spot_type = ordered(inn.spots, [*_values(frame, "spot"), *_values(frame, "place")])
    names = ordered(people, [v for c in NAMES for v in _values(frame, c)])
    for column in frame.columns:
        values = frame[column]
        if column == "minute":
            if pd.api.types.is_integer_dtype(values):
                minutes = [int(m) for m in values]
            else:
                bad = [(i, v) for i, v in enumerate(values) if v not in MINUTE_OF]
                if bad:
                    allowed = "a time of the night, 20:00 to 22:59"
                    raise InputError([Problem(source, i + 2, "minute", str(v), allowed) for i, v in bad[:20]])
                minutes = [MINUTE_OF[v] for v in values]
            out["minute"] = pd.array(minutes, dtype="int64")
            out["clock"] = clock_column(minutes)
        elif column in NAMES:
            out[column] = categorical(_values(frame, column), names)
        elif column in ("spot", "place"):
            out[column] = categorical(_values(frame, column), spot_type)
            if column == "spot":
                out.update(spot_columns(out[column], inn))
        elif column == "activity":
            out[column] = categorical(_values(frame, column), ordered(ACTIVITIES, _values(frame, column)))
        elif column == "channel":
            out[column] = categorical(_values(frame, column), ordered(CHANNELS, _values(frame, column)))
        elif column not in ("clock", "zone", "kind"):
            out[column] = values.to_numpy()
    return pd.DataFrame(out)


def _values(frame: pd.DataFrame, column: str) -> list[str]:
    return [str(v) for v in frame[column]] if column in frame else []
