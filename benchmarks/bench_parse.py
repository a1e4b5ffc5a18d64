"""Benchmark: what reading a player's message costs (blackhorse parse, docs/PARSING.md).

    python benchmarks/bench_parse.py [--runs 200]

Reports, per message: building the grammar once per process (Lark's LALR tables) and the
lexicon once per map and cast; then, for the seed's message for A (rule 五.5), an English
message and a long chat message, the time to read it (words, grammar, assembly), the whole
``parse_message`` (also writing the order file's YAML, checking it like ``blackhorse check``
and the echo), and the echo alone.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from blackhorse.inn.layout import default_inn
from blackhorse.orders.echo import echo_lines
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.grammar import parser
from blackhorse.parsing.lexicon import Lexicon, build
from blackhorse.parsing.message import read_draft, read_message
from blackhorse.parsing.text import Message

GAME = Path(__file__).resolve().parent.parent / "tests" / "parsing" / "game"
SEED_A = (
    "第一时段活动：8：00－8：19从窗户向外窥视，8：20－8：29从门孔向外窥视，8：30出发去娱乐室聊天，"
    "一直在那里待下去。第二时段活动：9：00—9：09待在娱乐室聊天，9：10出发去草坪，在那里玩到9：39，"
    "9：40回自己房间，从门孔向外窥视。第三时段活动：一直留在房间里，从窗户向外窥视。"
)
ENGLISH = (
    "20:30 go to the common room\n21:10 head to the lawn via the east stairs, stay until 21:39, then go "
    "home and watch the corridor through the peephole\n22:20 go to room 205; kill C if she is alone there, "
    "otherwise go home. Keep the door shut."
)
LONG = "\n".join(
    [
        "第一时段：8:00-8:19 窗户，8:20-8:29 门孔，8:30去娱乐室聊天",
        "第二时段：9:00去203房间，如果D一个人在房间里，就杀了他，否则如果没人开门，就去花园",
        "9:30经东楼梯去草坪，在那里玩到9:59",
        "第三时段：10:00回自己房间，从门孔向外窥视；",
        "10:20 去205，if C is alone there kill her, otherwise go home",
        "10:40 watch through the window",
        "这三个小时里，无论在任何地方碰见C单独一个人，就杀了她。只给B和E开门",
    ]
)


def _read(text: str, lex: Lexicon, always_open: frozenset[str]) -> object:
    return read_draft(Message.of(text), lex, always_open)


def timed(label: str, runs: int, job: Callable[[], object]) -> None:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        job()
        times.append(time.perf_counter() - t0)
    print(
        f"{label:<46} {statistics.median(times) * 1000:8.3f} ms median"
        f"  ({statistics.fmean(times) * 1000:.3f} mean, n={runs})"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=200)
    runs = ap.parse_args().runs
    inn = default_inn()
    cast = cast_of(GAME, 1, "A", inn)
    t0 = time.perf_counter()
    parser()
    print(f"{'grammar built (once per process)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    t0 = time.perf_counter()
    lex = build(inn, cast.known)
    print(f"{'lexicon built (once per map and cast)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    for name, text in (("seed 五.5, A", SEED_A), ("English, 3 lines", ENGLISH), ("long chat, 6 lines", LONG)):
        parsed = read_message(text, "A", 1, inn, cast)
        assert not parsed.problems, [str(p) for p in parsed.problems]
        assert parsed.sheet is not None
        sheet = parsed.sheet
        print(
            f"-- {name}: {len(text)} characters, {len(sheet.orders)} orders, {len(sheet.standing)} standing"
        )
        timed(
            "  read (words, grammar, assembly)",
            runs,
            partial(_read, text, lex, inn.always_open),
        )
        timed(
            "  parse_message (read, YAML, check, echo)",
            runs,
            partial(read_message, text, "A", 1, inn, cast),
        )
        timed("  echo alone", runs, partial(echo_lines, sheet, inn, parsed.lang, "201"))


if __name__ == "__main__":
    main()
