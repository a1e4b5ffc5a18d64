"""A report as the portal shows it: its periods as sections, one line per sentence (issue 24:
reports read as one dense monospace block).

The report's plain text (``reports/NAME.LANG.txt``, what ``blackhorse report`` prints) stays
the one truth: the page is read from it, so a report the GM edited by hand is shown as
edited. Its paragraphs are the seed's (五.6): the title, the salutation, then one paragraph
per period, opened by the period's name ("第一时段（8:00－8:59）：", "20:00–20:59."). A period
becomes a heading and its sentences a list, each sentence on its own line; any other
paragraph is shown as it is, line by line (a hand-written note, a report written before the
plain text existed).
"""

from __future__ import annotations

import re

from blackhorse.core.dataclass import dataclass

PERIOD = re.compile(
    r"(?s)(第[一二三四五六七八九十]+时段(?:（[^）]*）)?)：(.*)|(\d{1,2}:\d\d[–-]\d{1,2}:\d\d)\.\s+(.*)"
)
SENTENCE_ZH = re.compile(r"(?<=。)")
SENTENCE_EN = re.compile(r"(?<=[.!?])\s+(?=\S)")


@dataclass(frozen=True)
class Block:
    """A paragraph of the report: ``kind`` is ``title``, ``period`` (``head`` and one line per
    sentence) or ``text`` (its lines as written)."""

    kind: str
    head: str
    lines: tuple[str, ...]


def sentences(body: str) -> tuple[str, ...]:
    body = " ".join(body.split()) if "。" not in body else body.replace("\n", "")
    parts = SENTENCE_ZH.split(body) if "。" in body else SENTENCE_EN.split(body)
    return tuple(p.strip() for p in parts if p.strip())


def blocks(text: str) -> list[Block]:
    """The report's paragraphs, in order (blank lines part them)."""
    paragraphs = [p.strip("\n") for p in re.split(r"\n\s*\n", text.replace("\r\n", "\n")) if p.strip()]
    out: list[Block] = []
    for k, para in enumerate(paragraphs):
        m = PERIOD.fullmatch(para.strip())
        if m is not None:
            head, body = (m[1], m[2]) if m[1] else (m[3], m[4])
            out.append(Block("period", head, sentences(body)))
        elif k == 0 and "\n" not in para and len(paragraphs) > 1:
            out.append(Block("title", para.strip(), ()))
        else:
            out.append(Block("text", "", tuple(para.splitlines())))
    return out
