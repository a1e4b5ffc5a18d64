"""The game's state derived from its folder, and nothing else.

The folder holds the GM's inputs (``game.yaml``, ``nights/N/*.yaml``, ``days/N.yaml``) and
each night's results. Next to the result files, ``nights/N/results/ledger.json`` records the
night's deaths and a *basis*: a fingerprint of what the night was run on (the cast, i.e. the
state after day N-1, the bytes of the night's order files and, for a map other than the
shipped inn, the map's content digest). :func:`replay` walks night 1,
day 1, night 2, ... from game.yaml; a night whose basis no longer matches (an order was
corrected, an earlier night or day changed, the map changed) is *stale*: the replay stops there and says
so, so results never mix with a history they were not computed from.

A day with no file counts as a day without actions once the next night has been run (or
when asked to stop after it). A game that has a winner stops; files after that are reported.
"""

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from blackhorse.core.catalog import msg
from blackhorse.core.clock import hhmm
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.reader import FileRefused, decode, read_input_bytes
from blackhorse.core.records import Case
from blackhorse.game.days import DayPlan, Outcome, apply_day, day_text, read_day
from blackhorse.game.state import Death, GameState, after_night, cast_for_night, initial_state
from blackhorse.game.wins import settle_after_day, settle_after_night
from blackhorse.inn.layout import Inn, default_inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.folderindex import folder_index
from blackhorse.orders.gamefile import read_game
from blackhorse.orders.nightinput import night_folder, order_file_bytes, order_files

LEDGER = "ledger.json"
NO_LEDGER = "(results without a ledger)"  # the basis read for results with no ledger
UNREADABLE = "(unreadable ledger)"  # and for a ledger that cannot be read


class Ledger(NamedTuple):
    """What a night left behind for the game: its basis and its deaths."""

    night: int
    basis: str
    deaths: tuple[Death, ...]
    map: str | None = None  # the map's content digest; None: the shipped inn

    def text(self) -> str:
        deaths = [
            {"victim": d.victim, "killer": d.killer, "minute": d.minute, "at": hhmm(d.minute)}
            for d in self.deaths
        ]
        body: dict[str, object] = {"night": self.night, "basis": self.basis, "deaths": deaths}
        if self.map is not None:  # only for an edited map: the shipped inn's ledgers stay as they were
            body["map"] = self.map
        return json.dumps(body, indent=2, ensure_ascii=False) + "\n"


def map_of(inn: Inn) -> str | None:
    """What a ledger records of the map: its content digest, None for the shipped inn."""
    return None if inn.shipped else inn.digest


def ledger_for(night: int, basis: str, cases: tuple[Case, ...], inn: Inn) -> Ledger:
    return Ledger(night, basis, tuple(Death(c.victim, c.killer, c.minute) for c in cases), map_of(inn))


def results_folder(game_dir: Path, night: int) -> Path:
    return night_folder(game_dir, night) / "results"


def day_file(game_dir: Path, day: int) -> Path:
    return game_dir / "days" / f"{day}.yaml"


def read_ledger(game_dir: Path, night: int) -> Ledger | None:
    """The night's ledger, None if the night has no results; a broken file reads as stale."""
    path = results_folder(game_dir, night) / LEDGER
    if not path.is_file():
        return Ledger(night, NO_LEDGER, ()) if path.parent.is_dir() else None
    try:
        text = decode(read_input_bytes(path, inside=game_dir))
    except (OSError, FileRefused):
        return Ledger(night, UNREADABLE, ())
    return parse_ledger(text, night)


def parse_ledger(text: str, night: int) -> Ledger:
    """A ledger from its text (``ledger.json``, or the copy a publication keeps); what does
    not read as one is an unreadable ledger (stale), never a crash."""
    try:
        raw = json.loads(text)
        deaths = tuple(
            Death(_text(d["victim"]), _text(d["killer"]), _minute(d["minute"])) for d in raw["deaths"]
        )
        drawn = raw.get("map")
        if raw.get("night", night) != night:
            raise ValueError("another night's ledger")
        return Ledger(night, _text(raw["basis"]), deaths, None if drawn is None else _text(drawn))
    except (ValueError, KeyError, TypeError, RecursionError):
        return Ledger(night, UNREADABLE, ())


def _text(value: object) -> str:
    """A ledger's text value; anything else (a number, a list) makes the ledger unreadable."""
    if not isinstance(value, str):
        raise TypeError(f"not text: {value!r}")
    return value


def _minute(value: object) -> int:
    """A ledger's minute: a whole number of the night (``true``, ``1.5``, ``"²"`` are not)."""
    if type(value) is not int or not 0 <= value < 180:
        raise ValueError(f"not a minute of the night: {value!r}")
    return value


def senders(game_dir: Path, night: int) -> frozenset[str]:
    """Who sent orders for the night (order file names)."""
    return frozenset(p.stem for p in order_files(game_dir, night))


def basis(cast: Cast, game_dir: Path, night: int, inn: Inn) -> str:
    """Fingerprint of a night's input: the cast it starts from, its order files' bytes and,
    for a map other than the shipped inn, the map's content digest (so every basis written
    on the shipped inn before maps were recorded stays what it was)."""
    people = [[n, p.role, p.room, list(p.targets), p.may_kill] for n, p in sorted(cast.people.items())]
    orders = [
        [p.name, hashlib.sha256(order_file_bytes(game_dir, p)).hexdigest()]
        for p in order_files(game_dir, night)
    ]
    payload = {"night": night, "people": people, "absent": sorted(cast.absent.items()), "orders": orders}
    drawn = map_of(inn)
    if drawn is not None:
        payload["map"] = drawn
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


class Replay(NamedTuple):
    """The game as far as its folder goes."""

    state: GameState
    snapshots: tuple[GameState, ...]  # before night 1, after night 1, after day 1, ...
    outcomes: Mapping[int, tuple[Outcome, ...]]  # day: what became of its requests
    warnings: tuple[str, ...] = ()
    stale: int | None = None  # the first night whose results no longer match
    unapplied: tuple[str, ...] = ()  # files the replay did not use


def replay(
    game_dir: str | Path,
    inn: Inn,
    before: int | None = None,
    pending: Mapping[int, Ledger] = MappingProxyType({}),
    trusted: frozenset[int] = frozenset(),
) -> Replay:
    """Derive the state from the folder, step by step (step 2N-1 is night N, 2N is day N).

    ``before`` stops before that step (missing days up to there count as empty days);
    ``pending`` supplies ledgers of nights computed but not yet written. A night in
    ``trusted`` takes its ``pending`` ledger whatever its orders now say (the night as it
    was published, which the players keep seeing until it is published again: the portal's
    players' view); its deaths are still checked against the cast.
    """
    stepper = Stepper(Path(game_dir), inn, pending, trusted)
    stepper.advance(before)
    return stepper.result(before)


class Stepper:
    """The replay as a walk that can be resumed: each step's state is worked out once.

    ``advance(before)`` goes on from where the last call stopped; ``pending`` may gain
    ledgers between calls (``blackhorse play`` adds each night it runs), so a whole game is
    replayed once, not once per night.
    """

    def __init__(
        self, game_dir: Path, inn: Inn, pending: Mapping[int, Ledger], trusted: frozenset[int] = frozenset()
    ) -> None:
        self.game_dir, self.inn, self.pending, self.trusted = game_dir, inn, pending, trusted
        self.game = read_game(game_dir, inn)
        self.state = initial_state(self.game)
        self.snapshots = [self.state]
        self.outcomes: dict[int, tuple[Outcome, ...]] = {}
        self.warnings: list[str] = []
        self.stale: int | None = None
        self.step = 1

    def ledger(self, night: int) -> Ledger | None:
        return self.pending[night] if night in self.pending else read_ledger(self.game_dir, night)

    def advance(self, before: int | None = None) -> None:
        """Apply steps until ``before`` (or as far as the folder goes, or a winner)."""
        game_dir, state = self.game_dir, self.state
        self.stale = None
        while before is None or self.step < before:
            if state.winner is not None:
                break
            k = (self.step + 1) // 2
            if self.step % 2:
                found = self.ledger(k)
                if found is None:
                    break
                cast = cast_for_night(state, senders(game_dir, k))
                trusted = k in self.trusted and k in self.pending
                if (not trusted and found.basis != basis(cast, game_dir, k, self.inn)) or not _possible(
                    found, cast
                ):
                    self.stale = k
                    self.warnings.append(_stale(found, game_dir, k, self.inn))
                    break
                state = settle_after_night(after_night(state, k, found.deaths), len(found.deaths))
            else:
                path = day_file(game_dir, k)
                if path.is_file() or os.path.lexists(path):  # a folder there is refused, never skipped
                    plan = read_day(day_text(path, game_dir), str(path), self.game, self.inn)
                elif before is not None or self.ledger(k + 1) is not None:
                    plan = DayPlan()
                else:
                    break
                state, self.outcomes[k] = apply_day(state, k, plan, self.inn)
                state = settle_after_day(state)
            self.snapshots.append(state)
            self.state = state
            self.step += 1

    def result(self, before: int | None) -> Replay:
        state, warnings = self.state, list(self.warnings)
        unapplied = _unapplied(self.game_dir, state, before)
        if state.winner is not None and unapplied:
            warnings.append(
                msg(
                    "the game ended {moment}; not part of the game: {files}",
                    moment=state.moment,
                    files=unapplied,
                )
            )
        elif unapplied and self.stale is None and before is None:
            warnings.append(msg("waiting for earlier steps, not used yet: {files}", files=unapplied))
        if before is None:  # a stray entry of nights/ or days/ is named, never read (the number rule)
            warnings.extend(folder_index(self.game_dir).strays)
        return Replay(
            state,
            tuple(self.snapshots),
            MappingProxyType(dict(self.outcomes)),
            tuple(warnings),
            self.stale,
            unapplied,
        )


def _stale(found: Ledger, game_dir: Path, k: int, inn: Inn) -> str:
    """Why night ``k``'s results do not count, and what to run."""
    run, play = f"blackhorse night {game_dir} {k}", f"blackhorse play {game_dir}"
    if found.basis == NO_LEDGER:
        return msg(
            "night {night}'s results were not written by `blackhorse night` (no `{ledger}`: written from"
            " Python, by hand or copied); rerun `{run}` and the nights after it (or `{play}`)",
            night=k,
            ledger=LEDGER,
            run=run,
            play=play,
        )
    if found.basis == UNREADABLE:
        return msg(
            "night {night}'s results have a `{ledger}` that cannot be read; rerun `{run}` and the"
            " nights after it (or `{play}`)",
            night=k,
            ledger=LEDGER,
            run=run,
            play=play,
        )
    if found.map != map_of(inn):
        was = (
            msg("another map")
            if found.map is not None
            else msg("the shipped inn (or by a blackhorse that recorded no map)")
        )
        now: object = inn.source  # the game's map file, even when it says what the shipped inn says
        if inn.shipped:
            shipped_file = inn.source == default_inn().source
            now = (
                msg("the shipped inn")
                if shipped_file
                else msg("{path} (what the shipped inn says)", path=now)
            )
        return msg(
            "night {night}'s results are stale: the map changed since it was run (it was run on {was},"
            " the game is now played on {now}); rerun `{run}` and the nights after it (or `{play}`)",
            night=k,
            was=was,
            now=now,
            run=run,
            play=play,
        )
    changed = changed_since_run(game_dir, k)
    if changed:
        return msg(
            "night {night}'s results are stale: {files} changed since it was run; either put back"
            " what was there when it was run, or rerun `{run}` (which replaces night {night}'s"
            " results: `--replace-played` once they were published or a later day is recorded) and the"
            " nights after it (or `{play}`)",
            night=k,
            files=tuple(changed),
            run=run,
            play=play,
        )
    return msg(
        "night {night}'s results are stale: its orders, or an earlier night or day, changed since it"
        " was run; rerun `{run}` and the nights after it (or `{play}`)",
        night=k,
        run=run,
        play=play,
    )


def changed_since_run(game_dir: Path, night: int) -> list[str]:
    """The input files of night ``night`` written after its results were (game.yaml, the
    days before it, its order files), named from the game folder (``nights/1/B.yaml``): what
    made them stale, as far as the files' times tell. The ledger keeps one fingerprint, not
    one a file, so a removed order file is not named (the caller's sentence stays general)."""
    try:
        ran = (results_folder(game_dir, night) / LEDGER).stat().st_mtime_ns
    except OSError:
        return []
    inputs = [game_dir / "game.yaml", *(day_file(game_dir, d) for d in range(1, night))]
    inputs += order_files(game_dir, night)
    changed = []
    for path in inputs:
        try:
            if path.stat().st_mtime_ns > ran:
                changed.append(path.relative_to(game_dir).as_posix())
        except OSError:
            continue
    return changed


def _possible(ledger: Ledger, cast: Cast) -> bool:
    """Whether the ledger's deaths could come from this cast: every value checked against it
    (an edited or damaged ledger.json reads as stale, never as a crash). A victim is a tenant
    on the map, one of their killer's targets; a killer is a tenant with their one kill
    still unused, killing once; a minute is one of the night's 180. A police officer named
    as a victim was a KeyError in status, play and night."""
    victims = [d.victim for d in ledger.deaths]
    killers = [d.killer for d in ledger.deaths]
    if len(set(victims)) != len(victims) or len(set(killers)) != len(killers):
        return False
    for d in ledger.deaths:
        victim, killer = cast.people.get(d.victim), cast.people.get(d.killer)
        if victim is None or killer is None or victim.role != "tenant" or killer.role != "tenant":
            return False
        if d.victim == d.killer or d.victim not in killer.targets or not killer.may_kill:
            return False
        if not 0 <= d.minute < 180:
            return False
    return True


def _unapplied(game_dir: Path, state: GameState, before: int | None) -> tuple[str, ...]:
    """Result folders and day files beyond where the replay stopped."""
    if before is not None:
        return ()
    index = folder_index(game_dir)
    found = [
        (2 * n - 1, f"nights/{n}/results")
        for n in index.nights
        if n > state.nights and results_folder(game_dir, n).is_dir()
    ]
    found += [(2 * n, f"days/{n}.yaml") for n in index.days if n > state.days]
    return tuple(name for _, name in sorted(found))
