"""Where on the orders page a checker's problem belongs, and how a player reads it (issue 24,
item 2).

The checker speaks of the order file (``nights/1/A.yaml:9: orders.2.peek: peephole -- ...``),
as ``blackhorse check`` prints it for the GM. A player typed a form, or a text box: they read
the slot and the field as the form shows them (``20:40 · 偷看：只能……``), next to that field,
and in the text box the line it is on (``第 9 行 · 20:40 · 偷看：……``), never the file's path
or a pointer to docs/ORDERS.md, which players do not have. The CLI keeps its own wording.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any, cast

from blackhorse.core.catalog import Msg, reread, say, sentences
from blackhorse.core.clock import parse_time
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import Problem
from blackhorse.core.nightclock import said_time
from blackhorse.core.rulecite import cited
from blackhorse.core.yamlsource import YamlSyntaxError, parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.orderrules import for_player
from blackhorse.orders.problemtext import allowed_text, value_text
from blackhorse.parsing.message import MessageProblem
from blackhorse.portal.formterms import FormTerms, in_form_terms
from blackhorse.portal.i18n import WORDS, place_text, translator, unwritten_text
from blackhorse.portal.orders_form import SLOTS, STANDING_ROWS, Unwritten, slot_label, unwritten
from blackhorse.portal.saving import DETAIL_SEP

# what the page's fields are called in the file: a slot's `if: {present: B}` is the form's Whom
_SLOT_FIELDS = {"go": "go", "via": "via", "peek": "peek", "kill": "kill", "if": "if", "else": "else"}
_STANDING_FIELDS = {"kill": "kill", "if": "if", "from": "from", "until": "until"}
_WHOM = ("present", "absent")
_TYPED_IN = ("via", "from", "until", "names")  # the form's text fields (the others are choices)
# "(or an alias listed in docs/ORDERS.md)", "（见 docs/ORDERS.md）": the players have no docs
_DOCS = re.compile(r"\s*[（(][^（()）]*docs/[A-Z]+\.md[^（()）]*[)）]")


@dataclass(frozen=True)
class Placed:
    """One problem as the player reads it: ``text`` in the page's language, beside the form's
    field ``field`` (``s4_peek``, ``k0_kill``, ``door``; "" when no field shows it) and on
    line ``line`` of the text box (0: no line); ``where`` names the line for the text box."""

    text: str
    field: str = ""
    line: int = 0
    where: str = ""


def _orders_at(text: str) -> tuple[list[int | None], int]:
    """The slot of each order of the file (None for a time the form has no row for), and how
    many standing rows it has."""
    try:
        data = parse_yaml(text, "orders").data
    except YamlSyntaxError:
        return [], 0
    if not isinstance(data, dict):
        return [], 0
    orders = data.get("orders") if isinstance(data.get("orders"), list) else []
    slots: list[int | None] = []
    for order in orders or []:
        minute = parse_time(str(order.get("at", ""))) if isinstance(order, dict) else None
        slots.append(SLOTS.index(minute) if minute in SLOTS else None)
    standing = data.get("standing")
    return slots, len(standing) if isinstance(standing, list) else 0


def _standing_rows(typed: Mapping[str, str] | None, count: int) -> list[int]:
    """The form row each standing order of the file came from: the slot form writes only the
    rows with a target, in order; a file shown in the form fills rows from the first."""
    if typed is None:
        return list(range(min(count, STANDING_ROWS)))
    return [j for j in range(STANDING_ROWS) if typed.get(f"k{j}_kill", "").strip()]


def _field(parts: list[str], table: Mapping[str, str]) -> str:
    if not parts:
        return ""
    if parts[0] == "if" and len(parts) > 1 and parts[1] in _WHOM:
        return "who"
    return table.get(parts[0], "")


def named(value: object, inn: Inn, lang: str, form: bool = False) -> object:
    """A problem's value (a message, a list, a word) with the map's spots named as the
    Chinese pages name them (``door-204`` 204门前, ``east-stairs`` 东楼梯, ``204`` 娱乐室),
    not by the map's ids; a guest room keeps its number. English keeps the ids, which are the
    order file's own words, except beside the slot form (``form``), whose lists say "the
    garden", "the common room"."""
    if lang != "zh" and not form:
        return value
    if isinstance(value, Msg):
        return Msg(value.msgid, {k: named(v, inn, lang, form) for k, v in value.values.items()})
    if isinstance(value, tuple):
        return tuple(named(v, inn, lang, form) for v in value)
    if isinstance(value, str) and (
        value == "home" or value in inn.always_open or inn.kind.get(value) not in (None, "room")
    ):
        return place_text(inn, value, lang)
    return value


def place(
    problem: Problem,
    text: str,
    typed: Mapping[str, str] | None,
    lang: str,
    inn: Inn,
    terms: FormTerms | None = None,
) -> Placed:
    """``problem`` of the order file ``text`` (made from the slot form's ``typed`` fields, or
    typed in the text box: None) as the player reads it, and where it belongs; beside the slot
    form, what a field allows is said in the form's ``terms`` (portal/formterms.py)."""
    t = translator(lang)
    slots, standing = _orders_at(text)
    parts = problem.field.split(".") if problem.field else []
    head, field = "", ""
    if len(parts) >= 2 and parts[0] == "orders" and parts[1].isdigit():
        k = int(parts[1])
        slot = slots[k] if k < len(slots) else None
        name = _field(parts[2:], _SLOT_FIELDS)
        if slot is not None:
            head = slot_label(SLOTS[slot], lang)
            field = f"s{slot}_{name or 'go'}"
        head = " · ".join(x for x in (head, t(name) if name else "") if x)
    elif len(parts) >= 2 and parts[0] == "standing" and parts[1].isdigit():
        k = int(parts[1])
        rows = _standing_rows(typed, standing)
        name = _field(parts[2:], _STANDING_FIELDS) or "kill"
        if k < len(rows):
            head = " · ".join((t("standing_row", n=rows[k] + 1), t(name)))
            field = f"k{rows[k]}_{name}"
    elif parts and parts[0] == "door":
        head, field = t("door"), "door" if len(parts) == 1 else "door_names"
    form = typed is not None and terms is not None and bool(field)
    key = field.rsplit("_", 1)[-1]
    formed = in_form_terms(problem, key, typed, field, terms) if terms is not None and field else None
    # beside the form, places are named as its lists name them, and the via box takes those names
    chosen = form
    allowed = formed or _DOCS.sub(
        "", allowed_text(cast(str, named(for_player(problem.allowed), inn, lang, chosen)), lang)
    )
    value = value_text(cast(str, named(problem.value, inn, lang)), lang)
    shape = str(problem.value)[:1] in ("[", "{")  # the checker's repr of a list or a mapping
    if typed is None and shape and problem.line and (on_line := _typed_on_line(text, problem.line, parts)):
        value = on_line  # as the box holds it (`[东楼梯]`), never the checker's `['东楼梯']`
    if typed is not None and key in _TYPED_IN and typed.get(field, "").strip():
        value = typed[field].strip()  # what the player typed in that field (`月亮`, not `['月亮']`)
    if parts and parts[-1] in ("at", "from", "until"):  # a time typed: on the page's one clock
        value = str(said_time(value, lang))
    # the value is on the form already (the option chosen), and a choice left empty is said by
    # what it needs, never "(empty)"; a text typed is said, and so is every value of a file
    # (the text box, a saved file no form shows: typed None)
    empty = problem.value in ("", "(empty)")  # said by what it needs, never "(empty)"
    typed_in = not empty and (typed is None or key in _TYPED_IN)
    said = f"{value} -- {allowed}" if typed_in or not (head or empty) else allowed
    body = cited(t("placed", head=head, said=said) if head else said, lang)
    where = t("on_line", n=problem.line) if problem.line else ""
    return Placed(body, field, problem.line, where)


def _typed_on_line(text: str, line: int, parts: list[str]) -> str:
    """What follows the field's key on line ``line`` of the YAML box's ``text`` (``via:
    [东楼梯]`` gives ``[东楼梯]``), or "" when the line does not hold that key."""
    keys = [p for p in parts if not p.isdigit()]
    lines = text.splitlines()
    if not keys or not 0 < line <= len(lines):
        return ""
    found = re.match(rf"\s*(?:-\s+)?{re.escape(keys[-1])}\s*:\s*(\S.*?)\s*$", lines[line - 1])
    value = found[1] if found else ""
    quoted = len(value) > 1 and value[0] == value[-1] and value[0] in "'\""
    return value[1:-1] if quoted else value  # "206" as the value it is, 206


def placed_unwritten(item: Unwritten, lang: str) -> Placed:
    """A value the slot form refuses to drop (orders_form.unwritten), beside its field."""
    if isinstance(item.row, int):
        field = f"k{item.row - 1}_{item.field}"
    else:
        minute = parse_time(item.row)
        field = f"s{SLOTS.index(minute)}_{item.field}" if minute in SLOTS else ""
    return Placed(unwritten_text(item, lang, page=True), field)


def placed_all(
    problems: list[Problem],
    text: str,
    typed: Mapping[str, str] | None,
    lang: str,
    inn: Inn,
    terms: FormTerms | None = None,
) -> list[Placed]:
    """Every problem of ``text`` placed: the form's refusals first (orders_form.unwritten),
    then the checker's, in the checker's order (by line)."""
    out = [placed_unwritten(u, lang) for u in unwritten(typed)] if typed is not None else []
    return out + [place(p, text, typed, lang, inn, terms) for p in problems]


def own_words(problems: Iterable[MessageProblem], inn: Inn, lang: str) -> list[Placed]:
    """The own-words box's problems, each with its line, the value the file got from a part of
    the message named as the page names the map's spots (“去走廊”（北走廊）, not north-corridor)."""
    out = []
    for p in problems:
        value = named(p.value, inn, lang) if p.value else p.value
        out.append(Placed(str(replace(p, value=str(value))), line=p.line))
    return out


def as_json(placed: list[Placed]) -> list[dict[str, Any]]:
    return [{"text": p.text, "field": p.field, "line": p.line, "where": p.where} for p in placed]


def by_field(placed: list[Placed]) -> dict[str, list[str]]:
    """The problems to show beside each field of the slot form."""
    out: dict[str, list[str]] = {}
    for p in placed:
        if p.field:
            out.setdefault(p.field, []).append(p.text)
    return out


# a save's problems as the save log keeps them (saving.py): each one as ``str(Problem)`` prints
# it, ``FILE:LINE: FIELD: VALUE -- ALLOWED``, one after the other with DETAIL_SEP between
_LAID_OUT = re.compile(r"(?s)(?P<head>\S.*?: )(?P<value>.*?) -- (?P<allowed>.*)")


def save_detail(detail: str, inn: Inn, lang: str) -> str:
    """The detail of a save in the log (the GM page's, `blackhorse audit`'s) in ``lang``: each
    problem's file, line, field and value as the file says them (the GM's words, as
    `blackhorse check` keeps them), what is allowed said in ``lang`` with the map's spots
    named as the pages name them (草坪, not ``lawn``), ``；`` between problems in Chinese; a
    word of the log (``too-fast``, ``deadline``) or a stored sentence said as the catalog says it."""
    if detail in WORDS:  # why the portal refused it: one of its words (a locked night's, said whole)
        return translator(lang)("deadline_passed" if detail == "deadline" else detail)
    items = []
    for item in detail.split(DETAIL_SEP):
        form, m = _UNWRITTEN.fullmatch(item), _LAID_OUT.fullmatch(item)
        if form is not None:  # a value the slot form could not write (unwritten_text, in English)
            items.append(_unwritten_said(form, inn, lang))
        elif m is not None:
            items.append(f"{m['head']}{m['value']} -- {_said(m['allowed'], inn, lang)}")
        else:
            items.append(_said(item, inn, lang))
    return sentences(items, lang)


# unwritten_text(item, "en"): ``20:30 · Whom: B -- 'alone' takes no one...``
_UNWRITTEN = re.compile(
    r"(?s)(?P<row>[0-2]?\d:[0-5]\d|Standing kill (?P<n>\d+)) · (?P<field>[^:]+): "
    r"(?P<value>.*?) -- (?P<why>.*)"
)


def _unwritten_said(m: re.Match[str], inn: Inn, lang: str) -> str:
    t = translator(lang)
    minute = parse_time(m["row"]) if m["n"] is None else None
    row = t("standing_row", n=int(m["n"])) if m["n"] is not None else m["row"]
    if minute is not None:
        row = slot_label(minute, lang)
    keys = [k for k in (*_SLOT_FIELDS.values(), "who", "from", "until") if str(WORDS.get(k)) == m["field"]]
    field = t(keys[0]) if keys else m["field"]
    value = t("empty") if m["value"] == str(WORDS["empty"]) else m["value"]
    said = t("unwritten", value=value, why=_said(m["why"], inn, lang))
    return t("placed", head=f"{row} · {field}", said=said)


def _said(text: str, inn: Inn, lang: str) -> str:
    found = reread(text) if lang != "en" else None
    return say(cast(str, named(found, inn, lang)), lang) if found is not None else say(text, lang)
