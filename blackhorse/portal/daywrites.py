"""The one lock every write of the day's talk takes (questions, answers, proposals, claims).

The same lock as every other write of the portal and every command: the portal's own (one
write at a time) and the game folder's (``GAME/.blackhorse.lock``), so a question asked, a
proposal agreed or a claim noted never crosses the GM closing the day (what is read inside is
read afresh). A folder that stays locked is :class:`~blackhorse.core.errors.GameBusy`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from blackhorse.core.lock import game_lock
from blackhorse.portal.desk import Desk
from blackhorse.portal.saving import LOCK_TIMEOUT

MAX_TEXT = 2000  # characters of a question or an answer


@contextmanager
def writing(desk: Desk) -> Iterator[None]:
    with desk.write_lock, game_lock(desk.game_dir, timeout=LOCK_TIMEOUT):
        desk.invalidate()
        yield


def clean_text(text: str) -> str | None:
    """A question's or an answer's text as kept: lines ended by ``\\n``, spaces around it
    dropped; None when it is empty, longer than :data:`MAX_TEXT` characters, or holds a
    control character other than a line break or a tab."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text or len(text) > MAX_TEXT:
        return None
    if any(ord(c) < 32 and c not in "\n\t" or 0x7F <= ord(c) < 0xA0 for c in text):
        return None
    return text
