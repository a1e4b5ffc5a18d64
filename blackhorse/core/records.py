"""Flat result rows of a night: positions, notes and murder cases.

Each becomes a DataFrame with no glue; the CSV files are these rows with fixed columns.
"""

from __future__ import annotations

from typing import NamedTuple

ACTIVITIES = ("staying", "peeking", "walking", "leaving", "entering", "killing", "cleaning", "dead")


class Step(NamedTuple):
    """Where one person was at one minute, and what they were doing.

    ``place`` is where they count as being (for presence, doors and sight): the room for
    someone on its threshold or inside it, otherwise the spot itself. Someone on a door
    spot whose ``place`` is that door's room stands on the open threshold.
    """

    minute: int
    person: str
    spot: str
    activity: str
    detail: str
    place: str


class Note(NamedTuple):
    """A GM note: an order that did not run as written."""

    minute: int
    person: str
    kind: str  # one of NOTE_KINDS below
    text: str


class Case(NamedTuple):
    """A murder: the victim died at ``minute`` on ``spot``."""

    victim: str
    killer: str
    minute: int
    spot: str
    place: str


NOTE_KINDS = (
    "late-start",
    "skipped-order",
    "refused-knock",
    "unmet-condition",
    "else-run",
    "voided-kill",
    "cannot-peek",
    "unfinished-walk",
    "ignored-via",
)
