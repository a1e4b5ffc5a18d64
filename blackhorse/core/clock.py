"""The night's clock: minutes since 20:00, written HH:MM."""

from __future__ import annotations

import re
from functools import lru_cache

NIGHT_START = 20 * 60
NIGHT_MINUTES = 180  # 20:00 .. 22:59
SLOT = 10
TWENTY_TWO = 120  # 22:00, when tenants must open their doors

# the digits 0-9 only (core/numbers.py), or the same typed full-width by a Chinese input
# method (ORDERS.md: `"２０：３０"` is `"20:30"`); never `٢٠:٣٠` or `²⁰:³⁰`, which \d took
_TIME = re.compile(r"^\s*([0-9]{1,2})[:.]([0-9]{2})\s*$")
# (the full-width colon read as `:` by the translation: a class with it costs ~1.6M instructions to
# compile, at every import)
_FULL_WIDTH = str.maketrans("０１２３４５６７８９：", "0123456789:")


def hhmm(minute: int) -> str:
    """Minute of the night (0 = 20:00) as ``"HH:MM"``."""
    total = NIGHT_START + minute
    return f"{total // 60:02d}:{total % 60:02d}"


def short(minute: int) -> str:
    """Minute of the night as the seed writes it in reports (``"8:30"``)."""
    total = NIGHT_START + minute
    return f"{total // 60 - 12}:{total % 60:02d}"


def parse_time(text: object) -> int | None:
    """``"20:30"`` or the seed's ``"8:30"`` (8, 9, 10 o'clock mean the evening) to a minute.

    Returns the minute since 20:00 (may be outside the night, e.g. 180 for 23:00), or None
    when the text is not a time at all.
    """
    if isinstance(text, int) and not isinstance(text, bool):
        # YAML 1.1 reads an unquoted 20:30 as sexagesimal 1230.
        hours, minutes = divmod(text, 60)
        text = f"{hours}:{minutes:02d}"
    if not isinstance(text, str):
        return None
    return _text_minute(text)


@lru_cache(maxsize=1024)
def _text_minute(text: str) -> int | None:
    """:func:`parse_time` of a text (an order file says the same few times over: each read once)."""
    m = _TIME.match(text.translate(_FULL_WIDTH))
    if not m:
        return None
    hours, minutes = int(m.group(1)), int(m.group(2))
    if minutes >= 60:
        return None
    if hours in (8, 9, 10, 11):
        hours += 12
    return hours * 60 + minutes - NIGHT_START


def slot_starts() -> list[int]:
    return list(range(0, NIGHT_MINUTES, SLOT))


def minute(text: object) -> int:
    """``"21:30"`` as the whole-number minute of the night, ``90`` (``bh.minute``).

    The clock's own writing (``"20:00"`` .. ``"22:59"``) or the seed's (``"9:30"``); anything
    else, or a time outside the night, is an :class:`~blackhorse.core.errors.ArgumentError`.
    """
    found = parse_time(text) if isinstance(text, str) else None
    if found is None or not 0 <= found < NIGHT_MINUTES:
        raise _argument(
            "minute", "text", text, "a time of the night as text, '20:00' to '22:59' (or the seed's '9:30')"
        )
    return found


def clock(minute: object) -> str:
    """The whole-number minute of the night written ``HH:MM``: ``bh.clock(90) == "21:30"``.

    ``minute`` is a whole number from 0 (20:00) to 179 (22:59); anything else is an
    :class:`~blackhorse.core.errors.ArgumentError`.
    """
    if not whole(minute) or not 0 <= int(minute) < NIGHT_MINUTES:  # type: ignore[call-overload]
        raise _argument(
            "clock", "minute", minute, "a whole-number minute of the night, 0 (20:00) to 179 (22:59)"
        )
    return hhmm(int(minute))  # type: ignore[call-overload]


def whole(value: object) -> bool:
    """Is ``value`` a whole number (an int or a NumPy integer, not a bool, a float or text)?"""
    import numbers

    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _argument(function: str, field: str, value: object, allowed: str) -> Exception:
    from blackhorse.core.errors import argument_error

    return argument_error(field, value, allowed, f"bh.{function}")
