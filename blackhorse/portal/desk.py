"""The game folder as the portal reads it: the phase, and what each person may see.

Everything comes from the folder (:func:`blackhorse.game.ledger.replay`), exactly as the
command line derives it; the replay is cached until one of the files it reads changes.
"""

from __future__ import annotations

import csv
import io
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, tzinfo
from pathlib import Path

from blackhorse.core import gamezone
from blackhorse.core.clock import hhmm
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import BlackhorseError
from blackhorse.core.lock import game_lock
from blackhorse.core.reader import FileRefused, decode, read_input_bytes
from blackhorse.game.board import announced_step
from blackhorse.game.drafts import Drafts
from blackhorse.game.ledger import LEDGER, Ledger, Replay, parse_ledger, replay, results_folder
from blackhorse.game.state import GameState, cast_for_night
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.folderindex import folder_index
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.nightinput import night_folder, order_files
from blackhorse.portal.savelimit import SaveLimiter
from blackhorse.portal.store import Store


@dataclass(frozen=True)
class Phase:
    kind: str  # "night": night N takes orders; "day": day N takes requests; "over": a winner
    number: int


@dataclass(frozen=True)
class Seen:
    """The game as the players know it: up to the latest announced step (a night published,
    or the day after it closed), every published night as it was published."""

    replay: Replay  # published nights as published (their kept ledgers), the rest from the folder
    step: int  # the latest announced step: an index into ``replay.snapshots``

    @property
    def state(self) -> GameState:
        return self.replay.snapshots[self.step]


def phase_of(state: GameState) -> Phase:
    if state.winner is not None:
        return Phase("over", state.nights)
    if state.days == state.nights:
        return Phase("night", state.nights + 1)
    return Phase("day", state.nights)


@dataclass(frozen=True)
class CaseView:
    """What the police may know of a case (seed 六): the victim, the night, where the body lay."""

    id: int
    night: int
    victim: str
    place: str
    accused: str | None
    accused_day: int | None
    spot: str = ""  # where the body lay as the map names it (``door-203``, ``lawn``): the pages name it


FRESH_SECONDS = 0.5  # a change made by a command on the same folder shows within this time
LOCK_TIMEOUT = 10.0  # seconds a portal write waits for the game folder's lock, then "busy"


class Desk:
    """One game folder, its inn and its portal database."""

    def __init__(self, game_dir: Path, inn: Inn | None, store: Store) -> None:
        self.game_dir = game_dir
        self.inn = game_map(game_dir, inn)  # game.yaml's map; None: that, else the shipped inn
        self.store = store
        self.write_lock = threading.Lock()  # the portal's own writes, one at a time
        self.save_limiter = SaveLimiter()  # how often one player's orders may be saved
        self.day_limiter = SaveLimiter(day=True)  # how often one player may write in the day
        self._cache: tuple[tuple[object, ...], Replay] | None = None
        self._seen_cache: tuple[tuple[object, ...], Replay] | None = None  # with published ledgers
        self._seen_memo: tuple[float, Replay, Seen] | None = None  # when, on which replay, what
        self._checked_at = -1.0  # when the files were last looked at (monotonic seconds)
        self._cache_lock = threading.Lock()
        self.drafts: Drafts | None = None  # what the last day closed here did to the next night's orders

    # -- the game's standing ---------------------------------------------------------------
    def _fingerprint(self) -> tuple[object, ...]:
        """Stat of every file the replay reads (game.yaml, the map, days, ledgers, played nights'
        orders)."""
        seen: list[object] = []

        def stat(p: Path) -> None:
            try:
                st = p.stat()
                seen.append((str(p), st.st_mtime_ns, st.st_size))
            except OSError:
                seen.append((str(p), None))

        stat(self.game_dir / "game.yaml")
        stat(Path(self.inn.source))  # the map the portal started with: edited, it no longer holds
        index = folder_index(self.game_dir)  # a stray `nights/²` is the replay's warning, not a night
        seen.append(index.strays)
        for n in index.days:
            stat(self.game_dir / "days" / f"{n}.yaml")
        for n in index.nights:
            if results_folder(self.game_dir, n).is_dir():
                stat(results_folder(self.game_dir, n) / "ledger.json")
                for f in order_files(self.game_dir, n):
                    stat(f)
        return tuple(seen)

    def replay(self) -> Replay:
        """The game's replay; the files are looked at again after :data:`FRESH_SECONDS` or a write."""
        with self._cache_lock:
            if self._cache is not None and time.monotonic() - self._checked_at < FRESH_SECONDS:
                return self._cache[1]
        key = self._fingerprint()
        with self._cache_lock:
            if self._cache is not None and self._cache[0] == key:
                self._checked_at = time.monotonic()
                return self._cache[1]
        done = replay(self.game_dir, self.inn)
        with self._cache_lock:
            self._cache, self._checked_at = (key, done), time.monotonic()
        return done

    @contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the lock every write of the game folder holds (docs/PORTAL.md: one lock): the
        portal's own, one write at a time, and the game folder's (``GAME/.blackhorse.lock``,
        every command's), waiting up to :data:`LOCK_TIMEOUT` seconds (then
        :class:`~blackhorse.core.errors.GameBusy`); what is read inside is read afresh."""
        with self.write_lock, game_lock(self.game_dir, timeout=LOCK_TIMEOUT):
            self.invalidate()
            yield

    def invalidate(self) -> None:
        """Look at the files again on the next question (after a write, or under the lock)."""
        with self._cache_lock:
            self._checked_at = -1.0
            self._seen_memo = None

    def seen(self) -> Seen:
        """What the players know (docs/PORTAL.md, "What players see of a night"): a night run
        but not published shows nothing of it (no death, no case, no report, no day: the phase
        stays "night N: orders locked"); a published night rerun or corrected afterwards
        shows as it was published until the GM publishes it again."""
        done = self.replay()
        with self._cache_lock:
            memo = self._seen_memo
        if memo is not None and memo[1] is done and time.monotonic() - memo[0] < FRESH_SECONDS:
            return memo[2]  # asked many times a page: the database and the ledgers read once
        published = self.store.published()
        pinned: dict[int, Ledger] = {}
        for n in sorted(published):
            kept = self.store.published_file(n, LEDGER)
            # rerun since (another ledger), or corrected since (stale: the folder stops before it)
            if kept is not None and (kept != self._results_bytes(n, LEDGER) or n > done.state.nights):
                pinned[n] = parse_ledger(kept.decode("utf-8", "replace"), n)
        if pinned:
            key = (self._fingerprint(), tuple(sorted((n, ledger) for n, ledger in pinned.items())))
            with self._cache_lock:
                cached = self._seen_cache
            if cached is not None and cached[0] == key:
                done = cached[1]
            else:
                done = replay(self.game_dir, self.inn, pending=pinned, trusted=frozenset(pinned))
                with self._cache_lock:
                    self._seen_cache = (key, done)
        seen = Seen(done, announced_step(done, published))
        with self._cache_lock:
            self._seen_memo = (time.monotonic(), done, seen)
        return seen

    def state(self) -> GameState:
        """The game as the players know it (:meth:`seen`); the GM's own pages and actions
        read :meth:`gm_state`."""
        return self.seen().state

    def phase(self) -> Phase:
        """The phase the players are in (:meth:`seen`): day N opens when night N is published."""
        return phase_of(self.state())

    def gm_state(self) -> GameState:
        """The game as far as its folder goes, published or not (the GM's)."""
        return self.replay().state

    def gm_phase(self) -> Phase:
        return phase_of(self.gm_state())

    def changed_since_published(self, night: int) -> bool:
        """Whether night ``night`` was published and its results differ from what was."""
        kept = self.store.published_file(night, LEDGER)
        return kept is not None and self.players_files(night) != self.store.published_files(night)

    def players_files(self, night: int) -> dict[str, bytes]:
        """The files of night ``night``'s results the players read (its ledger, its cases, the
        reports, with the JSON the police's case board reads): what a publication keeps."""
        folder = results_folder(self.game_dir, night)
        names = [LEDGER, "cases.csv"]
        reports = folder / "reports"
        if reports.is_dir():
            names += sorted(
                f"reports/{p.name}" for p in reports.iterdir() if p.suffix in (".md", ".txt", ".json")
            )
        found = {name: self._results_bytes(night, name) for name in names}
        return {name: raw for name, raw in found.items() if raw is not None}

    def _results_bytes(self, night: int, name: str) -> bytes | None:
        try:
            return read_input_bytes(results_folder(self.game_dir, night) / name, inside=self.game_dir)
        except (FileRefused, OSError):
            return None

    def state_before(self, night: int) -> GameState:
        """The state night ``night`` starts from: after day ``night - 1`` for a night the game
        has reached (a night already played is read on its own cast, as ``blackhorse check``
        reads it), else the state now."""
        snapshots = self.replay().snapshots
        step = 2 * night - 2  # snapshots: before night 1, after night 1, after day 1, ...
        return snapshots[step] if 0 <= step < len(snapshots) else self.state()

    def cast(self, night: int, sender: str) -> Cast:
        """Night ``night``'s cast, with ``sender`` counted among those who sent orders."""
        senders = frozenset(p.stem for p in order_files(self.game_dir, night)) | {sender}
        return cast_for_night(self.state_before(night), senders)

    # -- people ----------------------------------------------------------------------------
    def people(self) -> tuple[str, ...]:
        return self.state().game.people

    def role(self, name: str) -> str | None:
        game = self.state().game
        if name in game.tenants:
            return "tenant"
        return "police" if name in game.police else None

    def may_send(self, name: str) -> bool:
        """Whether ``name`` can still act: police always, tenants while alive and free."""
        state = self.state()
        t = state.tenants.get(name)
        return t.in_game if t is not None else name in state.game.police

    # -- orders ----------------------------------------------------------------------------
    def order_file(self, name: str, night: int) -> Path:
        """Where ``name``'s orders for ``night`` live: their existing file (any ending) or NAME.yaml."""
        for p in order_files(self.game_dir, night):
            if p.stem == name:
                return p
        return night_folder(self.game_dir, night) / f"{name}.yaml"

    def file_text(self, path: Path) -> str | None:
        """A file of the game folder as a page shows it, read by the one reader (core/reader.py:
        a regular file inside the folder, at most 1 MB; bytes that are not UTF-8 replaced by
        ``�``); None for nothing there, or anything the reader refuses (a link, a FIFO)."""
        try:
            raw = read_input_bytes(path, inside=self.game_dir)
        except (FileRefused, OSError):
            return None
        try:
            return decode(raw)
        except FileRefused:
            return raw.decode("utf-8", "replace")

    def has_results(self, night: int) -> bool:
        return results_folder(self.game_dir, night).is_dir()

    def drafting(self, night: int) -> bool:
        """Whether ``night`` is the next night, during the day before it: its orders may be
        drafted, checked and saved now, and are checked again when the day is closed
        (game/drafts.py)."""
        phase = self.phase()
        return phase.kind == "day" and night == phase.number + 1 and not self.has_results(night)

    def orders_closed(self, night: int) -> str:
        """Why orders for ``night`` cannot be sent now ("" when they can: the night open, or
        the next one drafted during the day before it)."""
        phase = self.phase()
        if phase.kind == "over":
            return "over"
        now = phase.kind == "night" and phase.number == night
        if not (now or self.drafting(night)) or self.has_results(night):
            return "not-open"
        deadline = self.store.deadline(night)
        if deadline is not None and datetime.now(UTC) >= datetime.fromisoformat(deadline):
            return "deadline"
        return ""

    def senders(self, night: int) -> dict[str, bool]:
        """Everyone who may send orders for ``night``: whether their file is there."""
        sent = {p.stem for p in order_files(self.game_dir, night)}
        state = self.gm_state()
        names = [n for n, t in sorted(state.tenants.items()) if t.in_game] + sorted(state.game.police)
        return {n: n in sent for n in names}

    # -- what a person may read ------------------------------------------------------------
    def report_path(self, name: str, night: int, lang: str) -> Path:
        return results_folder(self.game_dir, night) / "reports" / f"{name}.{lang}.md"

    def readable_reports(self, name: str) -> list[int]:
        """The nights whose reports are published and hold a report for ``name`` (as published)."""
        return [n for n in sorted(self.store.published()) if self.published_report(name, n, "en") is not None]

    def published_report(self, name: str, night: int, lang: str) -> str | None:
        """NAME's report of night ``night`` as it was published (the plain text, else the
        Markdown); None when none was. A night published before the portal kept copies is
        read from its results folder."""
        if self.store.published_file(night, LEDGER) is None:
            return self.report_text(name, night, lang) if night in self.store.published() else None
        for suffix in (".txt", ".md"):
            kept = self.store.published_file(night, f"reports/{name}.{lang}{suffix}")
            if kept is not None:
                return kept.decode("utf-8", "replace")
        return None

    def report_text(self, name: str, night: int, lang: str) -> str | None:
        """NAME's report of night ``night`` as its results folder holds it now (the GM's, the reveal's)."""
        raw = self._results_bytes(night, f"reports/{name}.{lang}.txt")
        raw = raw if raw is not None else self._results_bytes(night, f"reports/{name}.{lang}.md")
        return None if raw is None else raw.decode("utf-8", "replace")

    def cases(self, gm: bool = False) -> list[CaseView]:
        """The cases as the police know them (``gm``: as the folder has them now)."""
        out = []
        for c in (self.gm_state() if gm else self.state()).cases:
            out.append(
                CaseView(
                    c.id,
                    c.night,
                    c.victim,
                    self.inn.room_of_door.get(spot := self._spot(c.night, c.victim, gm), spot),
                    c.accused,
                    c.accused_day,
                    spot,
                )
            )
        return out

    def _spot(self, night: int, victim: str, gm: bool = False) -> str:
        kept = None if gm else self.store.published_file(night, "cases.csv")
        raw = kept if kept is not None else self._results_bytes(night, "cases.csv")
        try:
            for row in csv.DictReader(io.StringIO((raw or b"").decode("utf-8"), newline="")):
                if row.get("victim") == victim:
                    return row.get("spot", "")
        except ValueError:  # edited by hand into something else than UTF-8
            pass
        return "?"

    def zone(self) -> tzinfo:
        """The game's clock (game.yaml's ``timezone``, or this machine's): core/gamezone.py."""
        try:
            name = self.state().game.timezone
        except (
            BlackhorseError,
            OSError,
            ValueError,
        ):  # a folder with mistakes: the machine's clock meanwhile
            name = ""
        return gamezone.zone(name)

    def deadline_text(self, night: int, lang: str = "en") -> str | None:
        """Night ``night``'s deadline on the game's clock, the clock named (``2026-12-01
        21:00（北京时间）``); None when none is set."""
        at = self.store.deadline(night)
        if at is None:
            return None
        return gamezone.labelled(at, self.zone(), lang)


def slot_times() -> list[str]:
    return [hhmm(m) for m in range(0, 180, 10)]


def fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
