"""A player's message in, an order file out: read, assemble, check, and say it back.

:func:`parse_message` is what ``blackhorse parse`` and the portal call. It reads the message
(:mod:`~blackhorse.parsing.lexer`, :mod:`~blackhorse.parsing.grammar`,
:mod:`~blackhorse.parsing.assemble`), writes the order file's YAML
(:mod:`~blackhorse.parsing.yamlout`), checks it exactly as ``blackhorse check`` checks an
order file, and points every problem at the part of the message it comes from, in the
message's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from blackhorse.core.errors import Problem
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.echo import echo_lines
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.orders.pacing import pacing_problems
from blackhorse.orders.problemtext import allowed_text, value_text
from blackhorse.parsing import wording
from blackhorse.parsing.assemble import assemble
from blackhorse.parsing.drafts import Draft, Fault
from blackhorse.parsing.grammar import Phrases, parser
from blackhorse.parsing.lexer import Unknown, tokenize
from blackhorse.parsing.lexicon import Lexicon, lexicon
from blackhorse.parsing.text import Message
from blackhorse.parsing.yamlout import render

LANGS = ("zh", "en")


@dataclass(frozen=True)
class MessageProblem:
    """One thing wrong in a message: the part quoted, where it is, and what to write instead."""

    start: int  # index in the message as typed
    end: int
    line: int  # 1-based
    column: int  # 1-based, in characters
    quote: str
    text: str
    lang: str
    value: str = ""  # what the order file got from that part, when the checker refused it

    def __str__(self) -> str:
        if self.lang == "zh":
            value = f"（{self.value}）" if self.value else ""
            return f"第{self.line}行第{self.column}字“{self.quote}”{value}：{self.text}"
        value = f" ({self.value})" if self.value else ""
        return f'line {self.line}, column {self.column}: "{self.quote}"{value} -- {self.text}'


@dataclass(frozen=True)
class ParsedMessage:
    """What a message says: the order file (YAML), the echo, the language, the problems."""

    who: str
    lang: str
    yaml: str
    echo: tuple[str, ...]
    problems: tuple[MessageProblem, ...]
    sheet: OrderSheet | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


def detect_language(msg: Message, lex: Lexicon) -> str:
    """``zh`` when the message is mostly Chinese words, else ``en`` (names and numbers do not count)."""
    zh = en = 0
    for ch in msg.text:
        if "\u4e00" <= ch <= "\u9fff":
            zh += 1
        elif "a" <= ch <= "z":
            en += 1
    for name in lex.names:
        en -= msg.text.count(name) * sum(1 for c in name if "a" <= c <= "z")
    return "zh" if zh and zh * 3 >= en else "en" if en > 0 or not zh else "zh"


def read_draft(msg: Message, lex: Lexicon, always_open: frozenset[str]) -> tuple[Draft | None, list[Fault]]:
    """The message's orders as a draft, or the first reading fault (tokens and grammar)."""
    try:
        tokens = tokenize(msg.text, lex)
    except Unknown as exc:
        return None, [Fault(exc.start, exc.end, "unknown", (("near", "|".join(exc.suggestions)),))]
    if not tokens or all(t.type in ("SEP", "AND", "JOIN") for t in tokens):
        return None, [Fault(0, len(msg.text), "empty")]
    try:
        tree = parser().parse(tokens)  # type: ignore[arg-type]
    except UnexpectedEOF as exc:
        last = tokens[-1]
        return None, [
            Fault(last.start_pos or 0, last.end_pos or 0, "ends_early", (("kinds", "|".join(exc.expected)),))
        ]
    except UnexpectedToken as exc:
        tok = exc.token
        kinds = "|".join(sorted(exc.expected))
        if tok.type == "$END":
            last = tokens[-1]
            return None, [Fault(last.start_pos or 0, last.end_pos or 0, "ends_early", (("kinds", kinds),))]
        return None, [Fault(tok.start_pos or 0, tok.end_pos or 0, "misplaced", (("kinds", kinds),))]
    except UnexpectedInput:  # pragma: no cover - the lexer is ours; kept for safety
        return None, [Fault(0, len(msg.text), "empty")]
    phrases = Phrases().transform(tree)
    draft = assemble(phrases, always_open, msg.text)
    return draft, draft.faults


def _fault_problem(msg: Message, fault: Fault, lang: str) -> MessageProblem:
    args = dict(fault.args)
    if fault.key == "unknown":
        args = {"hint": wording.hint(args.get("near", "").split("|"), lang)}
    elif fault.key == "dup_slot":
        a, b = (int(x) for x in args["other"].split(":"))
        args["other"] = msg.quote(a, b)
    elif fault.key in ("misplaced", "ends_early"):
        args = {"expected": wording.expected(args.get("kinds", "").split("|"), lang)}
    return _problem(msg, fault.start, fault.end, wording.text(fault.key, lang, **args), lang)


def _problem(msg: Message, start: int, end: int, text: str, lang: str, value: str = "") -> MessageProblem:
    end = max(end, start + 1) if msg.text else end
    quote = msg.quote(start, min(end, len(msg.text))) or msg.original.strip()[:40]
    line, column = msg.line_col(min(start, max(len(msg.text) - 1, 0)))
    if value == quote:
        value = ""
    return MessageProblem(msg.start_of(start), msg.end_of(end), line, column, quote, text, lang, value)


def parse_message(
    text: str,
    game_dir: Path,
    night: int,
    who: str,
    inn: Inn,
    lang: str | None = None,
    cast: Cast | None = None,
) -> ParsedMessage:
    """Read ``who``'s message for night ``night`` of the game in ``game_dir``.

    Returns the order file's YAML, the echo (the orders in plain words, in the message's
    language or ``lang``), the language, and every problem (empty when the orders are
    valid). ``cast`` defaults to who is on the map that night (the game's history).
    """
    if cast is None:
        from blackhorse.parsing.castof import cast_of

        cast = cast_of(game_dir, night, who, inn)
    return read_message(text, who, night, inn, cast, lang)


def read_message(
    text: str, who: str, night: int, inn: Inn, cast: Cast, lang: str | None = None
) -> ParsedMessage:
    """:func:`parse_message` for a known cast (no game folder needed)."""
    lex = lexicon(inn, cast.known)
    msg = Message.of(text)
    lang = lang if lang in LANGS else detect_language(msg, lex)
    draft, faults = read_draft(msg, lex, inn.always_open)
    problems = [_fault_problem(msg, f, lang) for f in faults]
    if draft is None:
        return ParsedMessage(who, lang, "", (), tuple(problems))
    rendered = render(draft, who, night, text, cast, msg)
    problems.extend(_fault_problem(msg, f, lang) for f in rendered.faults)
    located = parse_yaml(rendered.yaml, f"{who}'s message")
    sheet, checked = read_order_sheet(located, who, cast, inn)
    if sheet is not None:  # the same checks as `blackhorse check`, pacing included
        checked = [*checked, *pacing_problems(sheet, located, cast, inn)]
    for p in checked:
        problems.append(_checked_problem(msg, p, rendered.spans, lang))
    problems.sort(key=lambda p: (p.start, p.end, p.text))
    if problems or sheet is None:
        return ParsedMessage(who, lang, rendered.yaml, (), tuple(_unique(problems)))
    home = cast.people[who].room if who in cast.people else None
    echo = echo_lines(sheet, inn, lang, home)
    return ParsedMessage(who, lang, rendered.yaml, tuple(echo), (), sheet)


def _checked_problem(
    msg: Message, p: Problem, spans: dict[str, tuple[int, int]], lang: str
) -> MessageProblem:
    path = p.field.split(".") if p.field else []
    while path and ".".join(path) not in spans:
        path.pop()
    start, end = spans.get(".".join(path), (0, len(msg.text)))
    return _problem(msg, start, end, allowed_text(p.allowed, lang), lang, value_text(p.value, lang))


def _unique(problems: list[MessageProblem]) -> list[MessageProblem]:
    seen: set[tuple[int, str]] = set()
    out: list[MessageProblem] = []
    for p in problems:
        if (p.start, p.text) not in seen:
            seen.add((p.start, p.text))
            out.append(p)
    return out
