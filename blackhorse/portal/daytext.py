"""The rule for the day's free text: a question, an answer (docs/PORTAL.md, "Questioning")."""

from __future__ import annotations

MAX_TEXT = 2000  # characters of a question or an answer


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
