"""The minute protocol between the referee and the person processes of a night.

Each minute every person's process writes its :class:`Intent` on the referee's desk, then
waits on the desk's ``tick``; the referee wakes first at the next minute, settles what
depends on others (doors, conditions, kills) and may change the intents before the minute
is written down. The walker depends on this protocol only, never on the referee.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from blackhorse.orders.model import Action

CLEANING_MINUTES = 9
WALK_HOME = Action()  # the arrival of a walk home after a refused knock


@dataclass(slots=True)
class Intent:
    """What a person does at one minute, before the referee settles it."""

    spot: str
    activity: str
    detail: str
    place: str
    arrival: Action | None = None  # this minute ends a walk made for this action
    begins: Action | None = None  # this action starts here, without a walk


class MinuteDesk(Protocol):
    """What a person's process sees of the referee: where to write, what to wait on."""

    intents: dict[str, Intent]
    tick: Any
