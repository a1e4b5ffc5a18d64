"""The orders form by slot, turned into the YAML text of an order file (and back).

The form is only another way of typing an order file: its fields become YAML text (every
value quoted, so nothing typed can change the file's shape), and that text is what is
checked and saved. A saved file the form cannot show exactly (an alias, two `else` steps,
an unusual time) opens in the text box instead, unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from blackhorse.core.clock import hhmm, parse_time, short
from blackhorse.core.dataclass import dataclass
from blackhorse.core.yamlsource import YamlSyntaxError, parse_yaml
from blackhorse.core.yamlsource import yaml_quote as q
from blackhorse.inn.layout import Inn
from blackhorse.orders.conditionkinds import KINDS

SLOTS = tuple(range(0, 180, 10))  # 20:00 ... 22:50
STANDING_ROWS = 2
SLOT_FIELDS = ("go", "via", "peek", "kill", "if", "who", "else")
STANDING_FIELDS = ("kill", "if", "who", "from", "until")
PEEKS = ("window", "peephole")
STAY = "stay"


def offers(inn: Inn, room: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Where the form offers to go (its "go" and "else" lists) and how to peek, for someone
    whose room tonight is ``room`` (None: a police officer without one, who starts in the
    common room): only what the checker allows anywhere that night (seed 四; issue 24, "the
    form offers only what the rules allow"). ``home`` only to one who has a room; the window
    from one's own room or a room always open with a window (204); the peephole only from
    one's own room's door. A value a saved file holds that is not offered is still shown,
    chosen (orders.html), so a save never drops it; the check says what is wrong with it."""
    places = (("home",) if room is not None else ()) + tuple(inn.destinations)
    lookout = bool(inn.always_open & set(inn.windows))
    window = (room is not None and room in inn.windows) or lookout
    peephole = room is not None and room in inn.peepholes
    peeks = tuple(p for p, ok in zip(PEEKS, (window, peephole), strict=True) if ok)
    return places, peeks


def slot_label(minute: int, lang: str) -> str:
    """A slot as the page names it, on the clock of the page's echo (issue 24): the seed's
    ``8:30`` on a Chinese page, ``20:30`` on an English one."""
    return short(minute) if lang == "zh" else hhmm(minute)


def condition_choices() -> tuple[str, ...]:
    """The form's choices for an ``if``: every registered kind, by its order file word
    (:mod:`blackhorse.orders.conditionkinds`), in its order."""
    return tuple(KINDS)


def _nobody(kind: str) -> bool:
    """A kind that takes no "whom" (``alone``, ``always``)."""
    found = KINDS.get(kind)
    return found is not None and not found.names_someone


def _names(text: str) -> list[str]:
    # "B, C", "B，C" or "B、C" (the way a Chinese page lists names, its placeholder included)
    return [n.strip() for n in text.replace("，", ",").replace("、", ",").split(",") if n.strip()]


def _condition(kind: str, who: str) -> str:
    found = KINDS.get(kind)
    return found.written(who, q) if found is not None else q(kind)  # an unknown word: the checker says so


@dataclass(frozen=True)
class Unwritten:
    """A value typed in the form that its order file has no place for. The form refuses it
    (nothing is saved) rather than drop it: ``row`` is a slot's time (``"20:30"``) or a
    standing row's number (``1``), ``field`` the form's field, ``why`` the portal's word key."""

    row: str | int
    field: str
    value: str
    why: str


def unwritten(fields: Mapping[str, str]) -> list[Unwritten]:
    """Every value of the form that :func:`form_to_yaml` could not write: a "whom" beside
    ``alone`` or ``always`` (conditions about nobody in particular), and a standing row
    filled in without the target to kill (the row is written only with one)."""

    def get(key: str) -> str:
        return fields.get(key, "").strip()

    out: list[Unwritten] = []
    for i, minute in enumerate(SLOTS):
        who, cond = get(f"s{i}_who"), get(f"s{i}_if")
        if who and _nobody(cond):
            out.append(Unwritten(hhmm(minute), "who", who, f"whom_{cond}"))
    for j in range(STANDING_ROWS):
        kill, who, cond = get(f"k{j}_kill"), get(f"k{j}_who"), get(f"k{j}_if") or "always"
        if not kill:
            if who or get(f"k{j}_from") or get(f"k{j}_until") or cond != "always":
                out.append(Unwritten(j + 1, "kill", "", "standing_no_kill"))
        elif who and _nobody(cond):
            out.append(Unwritten(j + 1, "who", who, f"whom_{cond}"))
    return out


def form_to_yaml(fields: Mapping[str, str], name: str) -> str:
    """The order file the form describes (fields ``s{slot}_{field}``, ``k{row}_{field}``, ``door``).
    What it cannot write is listed by :func:`unwritten`: check that first."""

    def get(key: str) -> str:
        return fields.get(key, "").strip()

    lines = [f"who: {q(name)}"]
    door = get("door") or "open"
    if door == "list":
        lines.append(f"door: [{', '.join(q(n) for n in _names(get('door_names')))}]")
    elif door != "open":
        lines.append(f"door: {q(door)}")
    orders: list[str] = []
    for i, minute in enumerate(SLOTS):
        go, via, peek, kill = (get(f"s{i}_{f}") for f in ("go", "via", "peek", "kill"))
        cond, who, other = get(f"s{i}_if"), get(f"s{i}_who"), get(f"s{i}_else")
        if not any((go, via, peek, kill, cond, who, other)):
            continue
        orders.append(f'  - at: "{hhmm(minute)}"')
        if go and go != STAY:
            orders.append(f"    go: {q(go)}")
        if via:
            orders.append(f"    via: [{', '.join(q(v) for v in _names(via))}]")
        if peek:
            orders.append(f"    peek: {q(peek)}")
        if kill:
            orders.append(f"    kill: {q(kill)}")
        if cond or who:  # a "whom" without its "if" is written as an empty `if`: the checker asks for one
            orders.append(f"    if: {_condition(cond, who)}")
        if other:
            orders.append(f"    else: {{go: {q(other)}}}")
    if orders:
        lines += ["orders:", *orders]
    standing: list[str] = []
    for j in range(STANDING_ROWS):
        kill, cond, who = get(f"k{j}_kill"), get(f"k{j}_if"), get(f"k{j}_who")
        start, end = get(f"k{j}_from"), get(f"k{j}_until")
        if not kill:
            continue
        standing.append(f"  - kill: {q(kill)}")
        standing.append(f"    if: {_condition(cond or 'always', who)}")
        if start:
            standing.append(f"    from: {q(start)}")
        if end:
            standing.append(f"    until: {q(end)}")
    if standing:
        lines += ["standing:", *standing]
    return "\n".join(lines) + "\n"


class _NotShown(Exception):
    """The file says something the form has no field for."""


def _text(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise _NotShown
    return str(value).strip()


def _cond(value: object) -> tuple[str, str]:
    if isinstance(value, dict) and len(value) == 1:
        ((kind, who),) = value.items()
        found = KINDS.get(kind) if isinstance(kind, str) else None
        if found is not None and found.names_someone:
            return kind, _text(who)
        raise _NotShown
    word = _text(value)
    if not _nobody(word):
        raise _NotShown
    return word, ""


def yaml_to_form(text: str, places: tuple[str, ...]) -> dict[str, str] | None:
    """The form's fields for a saved order file, or None when the form cannot show it exactly."""
    try:
        data = parse_yaml(text, "orders").data
        return _fields(data, places)
    except (YamlSyntaxError, _NotShown):
        return None


def _listed(data: dict[str, Any], key: str) -> list[Any]:
    """``data[key]``, a list (or nothing); anything else (`orders: 5`, `true`, `1.5`) is a
    file the form cannot show: the text box shows it, and the checker says what is wrong."""
    value = data.get(key) or []
    if not isinstance(value, list):
        raise _NotShown
    return value


def _fields(data: Any, places: tuple[str, ...]) -> dict[str, str]:
    if not isinstance(data, dict) or set(data) - {"who", "door", "orders", "standing"}:
        raise _NotShown
    out: dict[str, str] = {}
    door = data.get("door", "open")
    if isinstance(door, list):
        out["door"], out["door_names"] = "list", ", ".join(_text(n) for n in door)
    elif _text(door) in ("open", "closed"):
        out["door"] = _text(door)
    else:
        raise _NotShown
    for order in _listed(data, "orders"):
        if not isinstance(order, dict) or set(order) - {"at", *SLOT_FIELDS[:4], "if", "else"}:
            raise _NotShown
        minute = parse_time(_text(order.get("at", "")))
        if minute not in SLOTS or f"s{SLOTS.index(minute)}_go" in out:
            raise _NotShown
        i = SLOTS.index(minute)
        go = _text(order["go"]) if "go" in order else STAY
        if go != STAY and go not in places:
            raise _NotShown
        out[f"s{i}_go"] = go
        via = order.get("via", [])
        out[f"s{i}_via"] = ", ".join(_text(v) for v in (via if isinstance(via, list) else [via]))
        peek = _text(order.get("peek", ""))
        if peek and peek not in PEEKS:
            raise _NotShown
        out[f"s{i}_peek"] = peek
        out[f"s{i}_kill"] = _text(order.get("kill", ""))
        if "if" in order:
            out[f"s{i}_if"], out[f"s{i}_who"] = _cond(order["if"])
        if "else" in order:
            other = order["else"]
            if not isinstance(other, dict) or set(other) != {"go"} or _text(other["go"]) not in places:
                raise _NotShown
            out[f"s{i}_else"] = _text(other["go"])
    rows = _listed(data, "standing")
    if not isinstance(rows, list) or len(rows) > STANDING_ROWS:
        raise _NotShown
    for j, row in enumerate(rows):
        if not isinstance(row, dict) or set(row) - {"kill", "if", "from", "until"}:
            raise _NotShown
        out[f"k{j}_kill"] = _text(row.get("kill", ""))
        out[f"k{j}_if"], out[f"k{j}_who"] = _cond(row.get("if", "always"))
        out[f"k{j}_from"] = _text(row.get("from", ""))
        out[f"k{j}_until"] = _text(row.get("until", ""))
    return out
