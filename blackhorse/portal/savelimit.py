"""How often one player's orders may be saved: a bucket of :data:`BURST` saves, refilled by
one every :data:`EVERY` seconds, for each player whose orders they are (sent by the player
or by the GM on their page). The day's writes (a request or its withdrawal, a question or an
answer, an officer's agreement or objection, a claim added or removed) have a bucket of
their own per player: :data:`DAY_BURST`, one more every :data:`DAY_EVERY` seconds.

Every save is kept in the portal's database (docs/PORTAL.md, "nothing is lost"), so an
unlimited stream of saves was an unlimited stream of rows: one player grew
``portal.sqlite3`` by 24.5 MB in 20 seconds with refused 38 KB saves. With the limit and
the refused saves' bounded keeping (:data:`blackhorse.portal.store.REFUSED_KEPT`), one
player can add at most :func:`hourly_bound` bytes an hour (docs/PORTAL.md states it; a
test measures it). A save over the limit is refused at once ("too-fast", 429), before it is
checked, and writes nothing, not even a row.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

BURST = 6  # saves one player may make at once (a Check is not a save: it is never limited)
EVERY = 20.0  # seconds: one more save allowed per this many
TEXT_BYTES = 64 * 1024  # the largest order text a request can carry (portal/web.py: MAX_BODY)
ROW_BYTES = 1024  # a save's row without its texts and reason: names, time, digest, outcome, index
# The day's writes (issue 20, found by the attack on a fresh clone: one officer added 100
# questions and 100 claims in 20 s, ~114 MiB an hour, and the case board took 2 s to draw):
# a burst of 30 covers a questioning round; then one every 10 s.
DAY_BURST = 30
DAY_EVERY = 10.0
DAY_TEXT_BYTES = 4 * 2000  # the longest question or answer (portal/daytext.py: MAX_TEXT), UTF-8


class SaveLimiter:
    """The saves each player may still make now; ``clock`` is seconds (monotonic)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, *, day: bool = False) -> None:
        self.clock = clock
        self.day = day  # the day's writes, not saves: DAY_BURST and DAY_EVERY
        self._buckets: dict[str, tuple[float, float]] = {}  # player: (saves left, when counted)
        self._lock = threading.Lock()

    def allow(self, player: str) -> bool:
        """Whether ``player``'s orders may be saved now (and count the save if so)."""
        burst, every = (DAY_BURST, DAY_EVERY) if self.day else (BURST, EVERY)  # read now: tests set them
        now = self.clock()
        with self._lock:
            left, at = self._buckets.get(player, (float(burst), now))
            left = min(float(burst), left + max(now - at, 0.0) / every)
            if left < 1.0:
                self._buckets[player] = (left, now)
                return False
            self._buckets[player] = (left - 1.0, now)
            return True


def saves_per_hour() -> int:
    """The most saves one player can make in an hour: the burst, then one per :data:`EVERY`."""
    return BURST + int(3600 / EVERY)


def hourly_bound(*, refused: bool = False) -> int:
    """The most bytes one player's saves can add to the portal's database in an hour.

    Every save written with the largest text, the file it replaced kept beside it (to give
    it back): ``saves_per_hour() * (2 * TEXT_BYTES + ROW_BYTES)``, about 23 MiB. Every save
    refused (the issue's attack): the text of the last ``REFUSED_KEPT`` of the night, and
    for each save its row and its reason (at most ``DETAIL_CHARS`` characters, 4 bytes each
    at most): about 1.9 MiB."""
    from blackhorse.portal.store import DETAIL_CHARS, REFUSED_KEPT

    if refused:
        return REFUSED_KEPT * TEXT_BYTES + saves_per_hour() * (4 * DETAIL_CHARS + ROW_BYTES)
    return saves_per_hour() * (2 * TEXT_BYTES + ROW_BYTES)


def day_writes_per_hour() -> int:
    """The most writes of the day one player can make in an hour."""
    return DAY_BURST + int(3600 / DAY_EVERY)


def day_hourly_bound() -> int:
    """The most bytes one player's writes of the day can add in an hour: each the longest
    question or answer with its row and its line of the audit log, about 3.8 MiB."""
    return day_writes_per_hour() * (DAY_TEXT_BYTES + 2 * ROW_BYTES)
