"""A report as a document: Markdown (``NAME.zh.md``) or plain text for chat (``NAME.zh.txt``).

Both hold the same words: a title, the opening line the seed's sample uses ("TO 房客A：你昨晚
三个小时的经历如下。"), then the three periods. Markdown marks the title with ``#`` and the
periods in bold; the text version has no mark at all (a chat would show ``**`` as is), so a GM
can paste it into a message unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, overload

from blackhorse.core.catalog import msg
from blackhorse.core.errors import InputError, Problem
from blackhorse.reports.events import PERIOD
from blackhorse.reports.lines import PlainLine

PERIODS_ZH = ("第一时段", "第二时段", "第三时段")
Format = Literal["md", "text"]


class Heading(Protocol):
    """Whose report of which night (a :class:`~blackhorse.reports.report.Report`'s head)."""

    @property
    def person(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def night(self) -> int: ...


class Sentences(Heading, Protocol):
    """What rendering needs of a report (a :class:`~blackhorse.reports.report.Report`): its
    lines in order as plain tuples (``lines.PlainLine``: unpacked at a plain tuple's cost), a
    line that joins continuing the sentence before it."""

    @property
    def plain_lines(self) -> Sequence[PlainLine]: ...


def render(report: Sentences, lang: str, fmt: Format = "md") -> str:
    """The report in ``lang`` (``zh`` or ``en``) as Markdown or as plain text; another
    language is an :class:`~blackhorse.core.errors.InputError` naming both."""
    if lang not in LANGS:
        raise InputError([Problem("report", 0, "lang", str(lang), msg("zh (Chinese) or en (English)"))])
    return render_all(report)[f"{lang}.{'md' if fmt == 'md' else 'txt'}"]


LANGS = ("zh", "en")


@overload
def render_all(report: Sentences, encoded: Literal[False] = ...) -> dict[str, str]: ...
@overload
def render_all(report: Sentences, encoded: bool) -> dict[str, str | bytes]: ...
def render_all(report: Sentences, encoded: bool = False) -> dict[str, str] | dict[str, str | bytes]:
    """The four documents of a report at once (``zh.md``, ``en.md``, ``zh.txt``, ``en.txt``).

    One pass over the lines puts each period's words in a list, shared by the Markdown and
    the text: a sentence opens in the period of its first line's minute, its lines joined by
    ``，`` (``, `` in English, the first letter made a capital) and closed by ``。`` (``.``).

    ``encoded``: the English documents as the UTF-8 bytes written (for the commit). Their
    words are ASCII but for the periods' en dashes; joined into one string every character
    would take two bytes and be encoded one by one, so each piece is encoded alone."""
    zh: tuple[list[str], ...] = ([], [], [])
    en: tuple[list[str], ...] = ([], [], [])
    z: list[str] | None = None  # the period lists of the sentence being written
    e: list[str] = []
    for _, minute, joins, text_zh, text_en, _, _ in report.plain_lines:
        if joins and z is not None:
            z.append("，")
            z.append(text_zh)
            e.append(", ")
            e.append(text_en)
            continue
        if z is not None:
            z.append("。")
            e.append(".")
        period = minute // PERIOD
        z, e = (zh[period], en[period]) if period < 2 else (zh[2], en[2])
        if e:
            e.append(" ")
        z.append(text_zh)
        # a capital for the first letter: nothing at or below "Z" has another upper case
        # (a sentence mostly opens with its minute), so only the rest are looked at
        e.append(text_en[:1].upper() + text_en[1:] if text_en[:1] > "Z" else text_en)
    if z is not None:
        z.append("。")
        e.append(".")
    zh_role = "房客" if report.role == "tenant" else "警察"
    en_role = "tenant" if report.role == "tenant" else "officer"
    zh_body = [f"TO {zh_role}{report.person}：你昨晚三个小时的经历如下。", ""]
    en_body = [
        f"To {en_role} {report.person}: here is what you did and saw last night, 20:00 to 23:00.",
        "",
    ]
    zh_periods = [f"{PERIODS_ZH[p]}（{8 + p}:00－{8 + p}:59）" for p in range(3)]
    en_periods = [f"{20 + p}:00–{20 + p}:59." for p in range(3)]
    zh_says = ["".join(zh[p]) for p in range(3)]
    en_says = ["".join(en[p]) for p in range(3)]
    out: dict[str, str | bytes] = {}
    en_said = [said.encode() for said in en_says] if encoded else []
    for fmt, title, bold in (("md", "# ", "**"), ("txt", "", "")):
        zh_out = [f"{title}第{report.night}晚：{zh_role}{report.person}的报告", "", *zh_body]
        en_out = [f"{title}Night {report.night}: report for {en_role} {report.person}", "", *en_body]
        for p in range(3):
            zh_out += [f"{bold}{zh_periods[p]}{bold}：" + zh_says[p], ""]
        out[f"zh.{fmt}"] = "\n".join(zh_out)
        if encoded:
            head = "\n".join(en_out).encode()
            periods = [f"{bold}{en_periods[p]}{bold} ".encode() + en_said[p] for p in range(3)]
            out[f"en.{fmt}"] = b"\n".join([head, periods[0], b"", periods[1], b"", periods[2], b""])
        else:
            for p in range(3):
                en_out += [f"{bold}{en_periods[p]}{bold} " + en_says[p], ""]
            out[f"en.{fmt}"] = "\n".join(en_out)
    return out


__all__ = ["PERIODS_ZH", "render", "render_all"]
