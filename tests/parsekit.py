"""The parser's corpora (tests/parsing/*.yaml) and what their tests share: the games they are
read in, the ids of their cases, the benchmark's normal form, and the round trip every
accepted message of every corpus must pass (its echo, read back, gives the same orders)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import Inn, default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.model import Action, OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message, read_message
from blackhorse.parsing.castof import cast_of

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "tests" / "parsing"
SEED_GAME = HERE / "game"  # the seed sample's cast: A-H, P1-P3
CHAT_GAME = HERE / "chat"  # a cast with Chinese and English names and their nicknames


def corpus(name: str) -> Any:
    """The corpus ``tests/parsing/NAME.yaml``, read by libyaml (the same data as
    ``yaml.safe_load``, checked over every corpus, in a tenth of the time: each test process
    reads the corpora some twenty times while it collects the suite)."""
    return yaml.load((HERE / f"{name}.yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


def ids(entries: list[dict[str, Any]]) -> list[str]:
    """One id per case: its place in the corpus and its sender."""
    return [f"{i}-{e['who']}" for i, e in enumerate(entries)]


def bench() -> Any:
    """benchmarks/bench_parse.py as a module (its ``meaning`` is the normal form of a sheet)."""
    spec = importlib.util.spec_from_file_location("bench_parse", ROOT / "benchmarks" / "bench_parse.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_parse", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def bare_action(action: Action | None) -> Action | None:
    if action is None:
        return None
    return replace(action, line=0, otherwise=bare_action(action.otherwise))


def bare(sheet: OrderSheet) -> tuple[object, ...]:
    """A sheet without line numbers and file name: only what the orders say."""
    orders = tuple((o.at, bare_action(o.action)) for o in sheet.orders)
    standing = tuple(replace(k, line=0) for k in sheet.standing)
    return sheet.who, sheet.door, orders, standing


def every_accepted_message() -> list[tuple[str, str, str, Path]]:
    """(id, sender, message, game) of every accepted message of every corpus."""
    out: list[tuple[str, str, str, Path]] = []
    for name, entries, game in (
        ("accepted", corpus("accepted"), SEED_GAME),
        ("everyday", corpus("everyday")["accepted"], SEED_GAME),
        ("players", corpus("players")["accepted"], SEED_GAME),
        ("chat", corpus("chat")["accepted"], CHAT_GAME),
    ):
        out += [
            (f"{name}-{i}", e["who"], e["message"], game) for i, e in zip(ids(entries), entries, strict=True)
        ]
    return out


def round_trip(
    message: str, who: str, game: Path, inn: Inn
) -> tuple[OrderSheet, OrderSheet, tuple[str, ...]]:
    """The sheet a message gives, and the sheet its echo (with the set-aside line) gives read
    back; both read without the reader's own echo check, so a difference shows here."""
    cast = cast_of(game, 1, who, inn)
    parsed = read_message(message, who, 1, inn, cast, echo_check=False)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    back = read_message("\n".join(parsed.said_back), who, 1, inn, cast, parsed.lang, echo_check=False)
    assert back.problems == () and back.sheet is not None, (parsed.said_back, [str(p) for p in back.problems])
    return parsed.sheet, back.sheet, parsed.said_back


def seed_orders(message: str, who: str = "A") -> list[tuple[int, Any]]:
    """The orders ``who`` of the seed sample's cast sends, as (minute, bare action), after
    checking that the message is accepted and its echo reads back the same."""
    inn = default_inn()
    parsed = parse_message(message, SEED_GAME, 1, who, inn)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, who, SEED_GAME, inn)
    assert bare(back)[2:] == bare(sheet)[2:], said
    return [(o.at, bare_action(o.action)) for o in parsed.sheet.orders]


def seed_refused(message: str, who: str = "A") -> Any:
    """The first problem of a message the reader must refuse (and say nothing back for)."""
    parsed = parse_message(message, SEED_GAME, 1, who, default_inn())
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems[0]


# the game of the phrase tests (tests/parsing/chat): its cast and the shipped map
CHAT = Path(__file__).resolve().parent / "parsing" / "chat"


def reads_as(who: str, message: str, expect: str, game: Path = CHAT) -> None:
    """``message`` from ``who`` reads as the order file ``expect`` (its YAML without ``who``),
    and what is said back (the echo and the set-aside line) reads back as the same orders."""
    inn = game_map(game)
    parsed = parse_message(message, game, 1, who, inn)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    cast = cast_of(game, 1, who, inn)
    expected, problems = read_order_sheet(parse_yaml(f"who: {who}\n{expect}", "expected"), who, cast, inn)
    assert problems == [] and expected is not None and parsed.sheet is not None
    assert bare(parsed.sheet) == bare(expected)
    back = read_message("\n".join(parsed.said_back), who, 1, inn, cast, parsed.lang, echo_check=False)
    assert back.sheet is not None and bare(back.sheet) == bare(parsed.sheet)  # the round trip


def order_list(*said: str) -> str:
    """``order_list("20:00 peek: window", "21:00")``: the orders part of an order file, each
    order its time (five characters) and what follows it."""
    parts = (f"{{at: '{s[:5]}'" + (f", {s[6:]}" if s[6:] else "") + "}" for s in said)
    return "orders: [" + ", ".join(parts) + "]"


def problems_of(who: str, message: str, game: Path = CHAT) -> tuple[Any, ...]:
    """The problems ``message`` from ``who`` is refused with (it must be refused)."""
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert parsed.problems, parsed.yaml
    return tuple(parsed.problems)


def cases(rows: list[tuple[str, str, str]]) -> pytest.MarkDecorator:
    """Rows of (who, message, expect) as a test's parameters, each named by its message."""
    return pytest.mark.parametrize(("who", "message", "expect"), rows, ids=[m for _, m, _ in rows])
