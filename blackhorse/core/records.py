"""Flat result rows of a night: positions, notes and murder cases, every field by name.

Each becomes a DataFrame with no glue; the CSV files are these rows with fixed columns
(a :class:`Note`'s file columns are :attr:`Note.columns`: its structured fields stay in
memory, for gm.md and notebooks).
"""

from typing import Literal, get_args

from blackhorse.core.namedtuple import NamedTuple

Activity = Literal["staying", "peeking", "walking", "leaving", "entering", "killing", "cleaning", "dead"]
"""What a person does in a minute (a :class:`Step`'s ``activity``)."""
ACTIVITIES: tuple[Activity, ...] = get_args(Activity)

NoteKind = Literal[
    "late-start",
    "skipped-order",
    "refused-knock",
    "unmet-condition",
    "else-run",
    "voided-kill",
    "cannot-peek",
    "unfinished-walk",
    "ignored-via",
]
"""Why an order did not run as written (a :class:`Note`'s ``kind``)."""
NOTE_KINDS: tuple[NoteKind, ...] = get_args(NoteKind)


class Step(NamedTuple):
    """Where one person was at one minute, and what they were doing.

    ``place`` is where they count as being (for presence, doors and sight): the room for
    someone on its threshold or inside it, otherwise the spot itself. Someone on a door
    spot whose ``place`` is that door's room stands on the open threshold.
    """

    minute: int
    person: str
    spot: str
    activity: Activity
    detail: str
    place: str


class Note(NamedTuple):
    """A GM note: an order that did not run as written.

    ``text`` says it in words for gm.md and ``notes.csv``; the fields after it say what it
    is about, for readers that must not parse the words: ``line``, the order file's line of
    the order concerned (0 when the note is not about one order line, as for an ``else``
    branch), and ``kill``, the target of the kill of the order concerned ("" when it has
    none)."""

    minute: int
    person: str
    kind: NoteKind
    text: str
    line: int = 0
    kill: str = ""

    @property
    def columns(self) -> tuple[int, str, NoteKind, str]:
        """The note as the result files and the night digests hold it: minute, person,
        kind, text."""
        return self.minute, self.person, self.kind, self.text


class Case(NamedTuple):
    """A murder: the victim died at ``minute`` on ``spot``."""

    victim: str
    killer: str
    minute: int
    spot: str
    place: str
