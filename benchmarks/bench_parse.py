"""Benchmark: how well and how fast `blackhorse parse` reads players' messages (docs/PARSING.md).

    python benchmarks/bench_parse.py                     # the held-out set, then the speed
    python benchmarks/bench_parse.py --set DIR --cases   # another set; one line per case
    python benchmarks/bench_parse.py --json              # the figures as JSON (tests read them)

**Accuracy** is measured on a held-out set of messages written by someone who never read the
reader, in players' styles (docs/PARSING.md, "Measured on messages it never saw"): a folder
with ``manifest.yaml`` ``{game: FOLDER, cases: [{id, lang, sender, night, message: FILE,
expect: accept|refuse, orders: FILE (accept), reason: [WORDS] (refuse)}]}``. Each message
is read exactly as ``blackhorse parse`` reads it (the language guessed) and falls in one
class:

- ``right``: accepted, and the order file means what the expected one means (below);
- ``refused_right``: a message the rules refuse, refused, a problem naming the reason (one of
  the case's ``reason`` words, in the quote, the value or the explanation);
- ``misread``: accepted, but the orders differ, or accepted when it must be refused: the
  worst outcome, a night nobody asked for;
- ``refused_wrong``: a message the rules refuse, refused for another reason;
- ``wrongly_refused``: a valid message refused.

"Right" counts ``right`` and ``refused_right``. The goal (issue 22): at least 90% right and
no misread. Only figures and per-case classes are printed, never a message's text: the set is
not for tuning.

**Means the same**: the sheets are compared in a normal form that drops what cannot change
a night (docs/ORDERS.md, ADJUDICATION.md; the same equivalences as the set's own
``tools/compare.py``, whose verdict is printed beside ours when the set has it): going where
the file already puts the person (home at 20:00, or the last ``go``) without ``via``; an
order that changes nothing (no walk, the same peeking, nothing armed before or now); a kill's
``if: always`` or ``if: {present: TARGET}`` (a kill waits for its target anyway); ``if:
always`` without a kill, or ``present`` without a kill and an ``else`` (deciding nothing); an
``else`` that can only run after a refused knock on a walk never refused (the garden, the
lawn, 204) or that says what a refused visitor does anyway (walk home); whether the door was
stated or left at its default (the same policy); the sender's roommate in a door's list (a
roommate always gets in: "only for my roommate" is the door shut); the standing orders' order.

**Speed**: building the grammar and the lexicon once, then per message the read (words,
grammar, assembly) and the whole ``parse_message`` (YAML, check, echo), for the seed's
message, an English one and a long chat one; and the held-out set read whole.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from blackhorse.core.names import same_name
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import Inn, default_inn
from blackhorse.orders.echo import echo_lines
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.model import Action, Condition, OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing.aside import refusal_reasons
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.grammar import parser
from blackhorse.parsing.lexicon import Lexicon, build
from blackhorse.parsing.lexiconstore import lexicon, lexicon_from_bytes, lexicon_to_bytes
from blackhorse.parsing.meaning import classes_of
from blackhorse.parsing.message import parse_message, read_draft, read_message
from blackhorse.parsing.text import Message

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "tests" / "parsing" / "game"
HELDOUT = ROOT / "benchmarks" / "heldout" / "parse"
CLASSES = ("right", "refused_right", "misread", "refused_wrong", "wrongly_refused")
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
        "10:20 去203，if D is alone there kill him, otherwise go home",  # one target (seed 五.10)
        "10:40 watch through the window",
        "这三个小时里，无论在任何地方碰见D单独一个人，就杀了他。只给B和E开门",
    ]
)


# -- what a sheet means -----------------------------------------------------------------
Form = tuple[Any, ...]  # (go, via, peek, kill, condition, else)
NOTHING: Form = (None, (), None, None, None, None)


def _form(a: Action, pos: str | None, home: str | None, inn: Inn) -> tuple[Form, str | None]:
    """One action's normal form, given where the file puts the person when it starts, and where
    it puts them after (see the module doc)."""
    go = None if a.go is not None and a.go == pos and not a.via else a.go
    after = go or pos
    kill, cond = a.kill, a.condition
    if kill is not None and (cond is None or cond == Condition("present", kill)):
        cond = Condition("always")  # a kill waits for its target to be there anyway
    if kill is None and cond is not None and cond.kind == "always":
        cond = None  # says nothing without a kill
    other = _form(a.otherwise, after, home, inn)[0] if a.otherwise is not None else None
    if kill is None and cond is not None and cond.kind == "present" and other is None:
        cond = None  # a condition that decides nothing
    if other is not None and kill is None and cond is None:
        # an `else` runs only on a failed condition or kill, or a refused door; a refused
        # visitor walks home anyway, and the garden, the lawn and 204 never refuse
        never_refused = go is None or inn.kind.get(go) != "room" or go in inn.always_open
        home_again = other == (home, (), None, None, None, None) or (pos == home and other == NOTHING)
        if never_refused or home_again:
            other = None
    return (go, a.via, a.peek, kill, cond, other), after


def meaning(
    sheet: OrderSheet, home: str | None, inn: Inn | None = None, mates: frozenset[str] = frozenset()
) -> tuple[object, ...]:
    """What ``sheet`` makes happen, without what cannot change a night (see the module doc);
    ``mates`` share the sender's room: they enter it whatever the door (ADJUDICATION), so a door
    "only for my roommate" is the door shut."""
    inn = inn or default_inn()
    pos, prev, orders = home, NOTHING, []
    for o in sorted(sheet.orders, key=lambda o: o.at):
        form, pos = _form(o.action, pos, home, inn)
        go, via, peek, kill, cond, other = form
        quiet = go is None and not via and kill is None and cond is None and other is None
        if quiet and prev[3] is None and prev[5] is None and peek == prev[2]:
            continue  # changes nothing: no walk, the same peeking, nothing armed before or now
        orders.append((o.at, form))
        prev = form
    standing = sorted(
        (
            k.target,
            Condition("always") if k.condition == Condition("present", k.target) else k.condition,
            k.start,
            k.end,
        )
        for k in sheet.standing
    )
    door = sheet.door if isinstance(sheet.door, str) else tuple(sorted(set(sheet.door) - mates)) or "closed"
    return sheet.who, door, tuple(orders), tuple(map(repr, standing))


# -- the held-out set ---------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    id: str
    lang: str
    expect: str
    klass: str
    seconds: float
    why: str = ""  # the kind of the first problem (a refusal), or what was read past (an acceptance)
    reference: bool | None = None  # the set's own comparison (tools/compare.py), when it has one


def _text(path: Path) -> str:
    data = path.read_bytes()
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    return data.decode("utf-8-sig")


def _fold(s: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", s).lower().split())


def _names_reason(problems: tuple[Any, ...], reasons: list[str]) -> bool:
    said = _fold(" ".join(f"{p.quote} {getattr(p, 'value', '')} {p.text}" for p in problems))
    return any(_fold(str(r)) in said for r in reasons if str(r).strip())


def _inn(game: Path) -> Inn:
    return game_map(game)


def score(folder: Path) -> list[Outcome]:
    """Every case of the set at ``folder`` read and classed (see the module doc)."""
    manifest = yaml.safe_load((folder / "manifest.yaml").read_text(encoding="utf-8"))
    game = (folder / manifest["game"]).resolve()
    inn = _inn(game)
    people = yaml.safe_load((game / "game.yaml").read_text(encoding="utf-8"))
    names = [*people.get("tenants", {}), *people.get("police", [])]
    out: list[Outcome] = []
    for case in manifest["cases"]:
        who = same_name(str(case["sender"]), names) or str(case["sender"])
        night = int(case["night"])
        text = _text(folder / case["message"])
        cast = cast_of(game, night, who, inn)
        reference: bool | None = None
        differs: list[str] = []
        t0 = time.perf_counter()
        with refusal_reasons() as reasons:
            parsed = parse_message(text, game, night, who, inn, cast=cast)
        seconds = time.perf_counter() - t0
        if case["expect"] == "refuse":
            if not parsed.problems:
                klass = "misread"
            elif _names_reason(parsed.problems, list(case.get("reason") or [])):
                klass = "refused_right"
            else:
                klass = "refused_wrong"
        elif parsed.problems or parsed.sheet is None:
            klass = "wrongly_refused"
        else:
            path = folder / case["orders"]
            expected, problems = read_order_sheet(parse_yaml(_text(path), str(path)), who, cast, inn)
            if expected is None or problems:
                raise SystemExit(f"{case['id']}: the expected order file does not pass the checker")
            home = cast.home(who)
            mates = frozenset(n for n, p in cast.people.items() if home and p.room == home) - {who}
            mine, wanted = meaning(parsed.sheet, home, inn, mates), meaning(expected, home, inn, mates)
            klass = "right" if mine == wanted else "misread"
            differs = [
                part
                for part, x, y in zip(("who", "door", "orders", "standing"), mine, wanted, strict=True)
                if x != y
            ]
            reference = _reference(folder, path, parsed.yaml, who)
        why = (
            _kind(parsed.problems[0], lexicon(inn, cast.known, cast.nicknames), reasons)
            if parsed.problems
            else ("aside " if getattr(parsed, "aside", ()) else "") + "/".join(differs)
        )
        out.append(
            Outcome(str(case["id"]), str(case["lang"]), str(case["expect"]), klass, seconds, why, reference)
        )
    return out


def _kind(problem: Any, lex: Lexicon, reasons: dict[int, str]) -> str:
    """The first problem's kind; for a word the orders do not know, with the meaning classes
    that kept it from being set aside (``unknown[door,look]``), or, when it holds none, the
    position that did (``unknown[-:before-a-person]``, the first word refused in the message:
    :func:`blackhorse.parsing.aside.governing`), so that a set's refusals can be weighed without
    printing a word of its messages."""
    kind = str(getattr(problem, "kind", "?"))
    if kind != "unknown":
        return kind
    classes = classes_of(str(getattr(problem, "quote", "")), lex)
    if classes:
        return f"unknown[{','.join(sorted(classes))}]"
    first = reasons[min(reasons)] if reasons else "?"
    return f"unknown[-:{first}]"


def _reference(folder: Path, expected: Path, produced: str, who: str) -> bool | None:
    """The set's own comparison of the produced order file with the expected one, if it has one."""
    tool = folder / "tools" / "compare.py"
    if not tool.is_file():
        return None
    with tempfile.TemporaryDirectory() as tmp:
        mine = Path(tmp) / f"{who}.yaml"
        mine.write_text(produced, encoding="utf-8")
        done = subprocess.run(
            [sys.executable, str(tool), str(expected), str(mine), "--sender", who],
            capture_output=True,
            check=False,
        )
    return done.returncode == 0


def summary(outcomes: list[Outcome]) -> dict[str, Any]:
    n = len(outcomes)
    counts = Counter(o.klass for o in outcomes)
    right = counts["right"] + counts["refused_right"]
    groups: dict[str, dict[str, int]] = {}
    for o in outcomes:
        g = groups.setdefault(f"{o.lang} {o.expect}", {k: 0 for k in CLASSES} | {"n": 0})
        g[o.klass] += 1
        g["n"] += 1
    times = [o.seconds for o in outcomes]
    why = Counter(f"{o.klass}: {o.why or '-'}" for o in outcomes if o.klass not in ("right", "refused_right"))
    checked = [o for o in outcomes if o.reference is not None]
    return {
        "reference": {
            "checked": len(checked),
            "disagree": sorted(o.id for o in checked if o.reference != (o.klass == "right")),
        },
        "why": dict(sorted(why.items())),
        "cases": n,
        "right": right,
        "right_share": right / n if n else 0.0,
        "classes": {k: counts[k] for k in CLASSES},
        "groups": dict(sorted(groups.items())),
        "ms_median": statistics.median(times) * 1000 if times else 0.0,
        "ms_total": sum(times) * 1000,
    }


def print_summary(s: dict[str, Any]) -> None:
    print(f"held-out set: {s['cases']} messages; right {s['right']} ({s['right_share']:.0%})")
    print("  " + ", ".join(f"{k} {v}" for k, v in s["classes"].items()))
    for name, g in s["groups"].items():
        parts = ", ".join(f"{k} {g[k]}" for k in CLASSES if g[k])
        print(f"  {name:<12} n={g['n']:<3} {parts}")
    if s.get("why"):
        print("  not right, by the kind of problem (a misread: what was set aside, and what differs):")
        for k, v in s["why"].items():
            print(f"    {k}: {v}")
    ref = s.get("reference", {})
    if ref.get("checked"):
        print(
            f"  the set's own comparison (tools/compare.py) on {ref['checked']} accepted messages; "
            f"disagrees with ours on: {', '.join(ref['disagree']) or 'none'}"
        )
    print(f"  reading time: {s['ms_median']:.2f} ms median per message, {s['ms_total']:.0f} ms for the set")


# -- speed --------------------------------------------------------------------------------
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


def speed(runs: int) -> None:
    inn = default_inn()
    cast = cast_of(GAME, 1, "A", inn)
    parser.cache_clear()
    t0 = time.perf_counter()
    parser()
    print(f"{'grammar built (once per process)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    t0 = time.perf_counter()
    lex = build(inn, cast.known)
    print(f"{'lexicon built (first cast of a map)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    t0 = time.perf_counter()
    build(inn, [f"{name}2" for name in cast.known])  # what is kept per map is not built again
    print(f"{'lexicon built (another cast, same map)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    kept = lexicon_to_bytes(lex)
    t0 = time.perf_counter()
    back = lexicon_from_bytes(kept)
    print(f"{'lexicon read back (as kept on disk)':<46} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    assert back == lex, "the lexicon kept on disk is not the one built"
    for name, text in (("seed 五.5, A", SEED_A), ("English, 3 lines", ENGLISH), ("long chat, 6 lines", LONG)):
        parsed = read_message(text, "A", 1, inn, cast)
        assert not parsed.problems, [str(p) for p in parsed.problems]
        assert parsed.sheet is not None
        sheet = parsed.sheet
        print(
            f"-- {name}: {len(text)} characters, {len(sheet.orders)} orders, {len(sheet.standing)} standing"
        )
        timed("  read (words, grammar, assembly)", runs, partial(_read, text, lex, inn.always_open))
        timed(
            "  parse_message (read, YAML, check, echo)", runs, partial(read_message, text, "A", 1, inn, cast)
        )
        timed("  echo alone", runs, partial(echo_lines, sheet, inn, parsed.lang, "201"))
    # text pasted into a message (the portal takes 64 KB): refused, in time linear in its length
    for name, unit, n in (
        ("English words", "ab ", 1333),
        ("one Latin run", "x", 10_000),
        ("Chinese", "我", 4000),
    ):
        text = unit * n
        timed(
            f"-- pasted {name}, {len(text)} characters",
            max(1, runs // 50),
            partial(read_message, text, "A", 1, inn, cast),
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--set", type=Path, default=HELDOUT, help="folder with manifest.yaml")
    ap.add_argument("--runs", type=int, default=200, help="runs per speed measurement")
    ap.add_argument("--cases", action="store_true", help="one line per case: id, language, class")
    ap.add_argument("--json", action="store_true", help="the accuracy figures as JSON, no speed")
    args = ap.parse_args()
    outcomes = score(args.set) if (args.set / "manifest.yaml").is_file() else []
    if args.json:
        json.dump(summary(outcomes), sys.stdout, indent=1)
        print()
        return
    if outcomes:
        if args.cases:
            for o in outcomes:
                print(f"{o.id:<14} {o.lang} {o.expect:<6} {o.klass:<16} {o.why}")
        print_summary(summary(outcomes))
    else:
        print(f"no held-out set at {args.set} (manifest.yaml): accuracy not measured")
    speed(args.runs)


if __name__ == "__main__":
    main()
