"""A report as a document: Markdown (``NAME.zh.md``) or plain text for chat (``NAME.zh.txt``).

Both hold the same words: a title, the opening line the seed's sample uses ("TO 房客A：你昨晚
三个小时的经历如下。"), then the three periods. Markdown marks the title with ``#`` and the
periods in bold; the text version has no mark at all (a chat would show ``**`` as is), so a GM
can paste it into a message unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

from blackhorse.reports.events import PERIOD

PERIODS_ZH = ("第一时段", "第二时段", "第三时段")
Format = Literal["md", "text"]


class Line(Protocol):
    """What rendering needs of a report line (a :class:`~blackhorse.reports.report.ReportLine`)."""

    @property
    def minute(self) -> int: ...
    @property
    def text_zh(self) -> str: ...
    @property
    def text_en(self) -> str: ...


class Sentences(Protocol):
    """What rendering needs of a report (a :class:`~blackhorse.reports.report.Report`)."""

    @property
    def person(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def night(self) -> int: ...
    def sentences(self) -> Sequence[Sequence[Line]]: ...


def render(report: Sentences, lang: str, fmt: Format = "md") -> str:
    """The report in ``lang`` (``zh`` or ``en``) as Markdown or as plain text."""
    md = fmt == "md"
    by_period: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for sentence in report.sentences():
        period = min(sentence[0].minute // PERIOD, 2)
        if lang == "zh":
            by_period[period].append("，".join(x.text_zh for x in sentence) + "。")
        else:
            text = ", ".join(x.text_en for x in sentence)
            by_period[period].append(text[:1].upper() + text[1:] + ".")
    title = "# " if md else ""
    bold = "**" if md else ""
    if lang == "zh":
        role = "房客" if report.role == "tenant" else "警察"
        out = [
            f"{title}第{report.night}晚：{role}{report.person}的报告",
            "",
            f"TO {role}{report.person}：你昨晚三个小时的经历如下。",
            "",
        ]
        for p in range(3):
            span = f"{8 + p}:00－{8 + p}:59"
            out += [f"{bold}{PERIODS_ZH[p]}（{span}）{bold}：" + "".join(by_period[p]), ""]
    else:
        role = "tenant" if report.role == "tenant" else "officer"
        out = [
            f"{title}Night {report.night}: report for {role} {report.person}",
            "",
            f"To {role} {report.person}: here is what you did and saw last night, 20:00 to 23:00.",
            "",
        ]
        for p in range(3):
            out += [f"{bold}{20 + p}:00–{20 + p}:59.{bold} " + " ".join(by_period[p]), ""]
    return "\n".join(out)


__all__ = ["PERIODS_ZH", "render"]
