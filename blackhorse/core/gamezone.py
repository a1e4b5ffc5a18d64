"""The game's time zone: the clock every moment is read and shown on (issue 24).

The portal stores every moment in UTC (ISO 8601). Players and the GM read them on the game's
clock: game.yaml's ``timezone:`` (an IANA name, ``Asia/Shanghai``), or, without it, the clock
of the machine the tool runs on. A deadline typed as ``YYYY-MM-DD HH:MM`` is read on that
clock too, so a GM in Beijing whose server runs on UTC writes ``timezone: Asia/Shanghai``
once and then types and reads Beijing time everywhere (docs/PORTAL.md, "Times").
"""

from __future__ import annotations

import functools
import re
from datetime import UTC, datetime, timedelta, tzinfo

# zones whose clock a Chinese reader calls 北京时间 (China Standard Time)
BEIJING = frozenset({"Asia/Shanghai", "Asia/Chongqing", "Asia/Chungking", "Asia/Harbin", "PRC"})


class LocalZone(tzinfo):
    """The machine's own clock (what ``datetime.astimezone()`` uses), as a zone."""

    def utcoffset(self, dt: datetime | None) -> timedelta:
        return self._local(dt).utcoffset() or timedelta(0)

    def dst(self, dt: datetime | None) -> timedelta:
        return self._local(dt).dst() or timedelta(0)

    def tzname(self, dt: datetime | None) -> str:
        return self._local(dt).tzname() or "UTC"

    @staticmethod
    def _local(dt: datetime | None) -> datetime:
        if dt is None:
            return datetime.now().astimezone()
        if dt.tzinfo is None or isinstance(dt.tzinfo, LocalZone):  # a local wall-clock time
            return dt.replace(tzinfo=None).astimezone()
        return dt.astimezone()


@functools.cache
def zone(name: str = "") -> tzinfo:
    """The zone named ``name`` (an IANA name), or the machine's clock for ""."""
    if not name:
        return LocalZone()
    import zoneinfo  # here, not at import: a night with no time zone never needs it (~8M instructions)

    return zoneinfo.ZoneInfo(name)


def known(name: str) -> bool:
    """Whether ``name`` is a time zone this machine knows (``Asia/Shanghai``, ``UTC``)."""
    import zoneinfo

    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return False
    return True


def moment(stamp: object, where: tzinfo) -> str:
    """A stored moment (ISO 8601, UTC) on the game's clock: ``2026-12-01 21:30``; text that
    is no moment as it is."""
    text = str(stamp or "")
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return text[:16].replace("T", " ")
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(where).strftime("%Y-%m-%d %H:%M")


# compiled (and cached) by `re` when a log is first shown, not by every command
STAMP = r"\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:[+-]\d\d:\d\d|Z)?"


def moments_in(text: str, where: tzinfo) -> str:
    """``text`` with every stored moment in it (ISO 8601) on the game's clock, as a page shows
    a moment (``2026-12-01 21:30``): an audit log entry says when a deadline falls, or when a
    save was made, in the style of the log's own column, never ``2026-12-01T13:30:00+00:00``."""
    return re.sub(STAMP, lambda m: moment(m[0], where), text)


def label(where: tzinfo, at: datetime, lang: str) -> str:
    """What the clock is called for a reader: 北京时间 in Chinese for Beijing's zone (协调世界时
    for UTC), else its offset from UTC (``UTC+8``, ``UTC``, ``UTC-3:30``)."""
    if lang == "zh" and getattr(where, "key", "") in BEIJING:
        return "北京时间"
    offset = at.astimezone(where).utcoffset() or timedelta(0)
    minutes = int(offset.total_seconds() // 60)
    if minutes == 0:
        return "协调世界时" if lang == "zh" else "UTC"
    sign, minutes = ("+" if minutes > 0 else "-"), abs(minutes)
    hours, rest = divmod(minutes, 60)
    name = "协调世界时" if lang == "zh" else "UTC"  # the clock's name in the reader's language
    return f"{name}{sign}{hours}" + (f":{rest:02d}" if rest else "")


def labelled(stamp: str, where: tzinfo, lang: str) -> str:
    """A stored moment with its clock named: ``2026-12-01 21:00（北京时间）`` / ``2026-12-01
    21:00 (UTC+8)``; for deadlines, which players act on."""
    when = datetime.fromisoformat(stamp)
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    said = label(where, when, lang)
    return f"{moment(stamp, where)}（{said}）" if lang == "zh" else f"{moment(stamp, where)} ({said})"


def wall_clock(naive: datetime, where: tzinfo) -> datetime:
    """A time typed without a zone, read on the game's clock, in UTC."""
    if isinstance(where, LocalZone):
        return naive.astimezone(UTC)  # the machine's clock, as Python reads a naive time
    return naive.replace(tzinfo=where).astimezone(UTC)
