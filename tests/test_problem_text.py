"""The checker's problems in Chinese: every sentence of docs/ORDERS.md has its translation,
and the English text stays exactly what `blackhorse check` prints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from blackhorse.core.errors import Problem
from blackhorse.orders.problemtext import allowed_text, describe, translated

DOCS = Path(__file__).resolve().parents[1] / "docs" / "ORDERS.md"


def documented_sentences() -> list[str]:
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("### Every problem the checker reports", 1)[1].split("## Decisions", 1)[0]
    out: list[str] = []
    for line in section.splitlines():
        if line.startswith("    ") and " -- " in line:
            allowed = line.split(" -- ", 1)[1]
            allowed = re.sub(r"\s{2,}\(only with an edited map\)$", "", allowed)
            if allowed != "(same)":
                out.append(allowed)
    return out


def test_the_docs_list_the_checker_messages() -> None:
    assert len(documented_sentences()) >= 50


@pytest.mark.parametrize("allowed", documented_sentences())
def test_every_documented_message_has_a_chinese_text(allowed: str) -> None:
    assert translated(allowed), allowed
    zh = allowed_text(allowed, "zh")
    assert zh != allowed
    assert re.search(r"[\u4e00-\u9fff]", zh)


def test_english_is_exactly_what_check_prints() -> None:
    p = Problem("nights/1/A.yaml", 21, "orders.6.kill", "D", "only one of A's two targets: B, C")
    assert (
        describe(p, "en")
        == str(p)
        == "nights/1/A.yaml:21: orders.6.kill: D -- only one of A's two targets: B, C"
    )


def test_chinese_keeps_file_line_field_and_value() -> None:
    p = Problem("nights/1/A.yaml", 21, "orders.6.kill", "D", "only one of A's two targets: B, C")
    assert describe(p, "zh") == "nights/1/A.yaml:21: orders.6.kill: D -- 只能是A的两个目标之一：B、C"


def test_names_and_numbers_are_carried_into_chinese() -> None:
    slot = allowed_text("one order per 10-minute slot; 20:30 already has the order on line 6", "zh")
    # the slot on the seed's clock: one clock per language (core/nightclock.py)
    assert slot == "每 10 分钟一条指令；8:30 已经有第 6 行的指令"
    hint = allowed_text("fields of an order: at, go, via, peek, kill, if, else (did you mean `go`?)", "zh")
    assert hint == "一条指令的字段：at、go、via、peek、kill、if、else（是不是想写 `go`？）"
    assert allowed_text("B is dead since night 1; A's targets still on the map: C", "zh") == (
        "B自第1夜起已死亡；A仍在地图上的目标：C"
    )


def test_an_unknown_sentence_stays_english_rather_than_lost() -> None:
    assert allowed_text("something new", "zh") == "something new"
    assert not translated("something new")
