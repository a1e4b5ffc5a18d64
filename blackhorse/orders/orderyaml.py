"""An order file read in its own shape: the first reader a night tries on each order file.

What the portal, ``parse``, the bots, ``yaml.safe_dump`` and most GMs write is one shape::

    who: A
    door: [B]          (or `door: closed`, or a list of names below it)
    orders:
    - at: '20:00'
      go: '204'
      else:
        go: garden
    standing:
    - kill: B

a top mapping of the order file's fields, each a one-line value or a list below it (at the
key's indentation or deeper), whose items are one-line values or mappings of the order's
fields, one a line, with at most one mapping more below a field (``else``). :func:`read_orders`
reads exactly that, line by line with no nodes handed on, into the same :class:`Located` as
:func:`~blackhorse.core.yamlsource.parse_yaml` makes (data, lines, texts as typed); for
anything else -- a comment after a value, a flow ``[...]`` or ``{...}``, an escape, a key
that is not an order file's field, a key written twice, an empty value, a tab -- it says
None and the plain reader (then PyYAML) reads the file as before, with the same problems
named (``tests/test_order_yaml.py`` compares the two).
"""

from __future__ import annotations

from typing import Any

from blackhorse.core.plainyaml import FLOW_PLAIN, NOT_PLAIN, plain_scalar, plain_value
from blackhorse.core.yamlsource import Located, PathKey
from blackhorse.orders.orderfile import FILE_FIELDS, ORDER_FIELDS, STANDING_FIELDS

# The fields of an order file, of an order and of a standing order: the only keys read here.
KEYS = frozenset((*FILE_FIELDS, *ORDER_FIELDS, *STANDING_FIELDS))
Row = tuple[int, int, str]
_BELOW: Any = object()  # a field whose value is read from the rows below it, or a flow
# The lines `key: value` read before and what they say (a night's files say `go: home` and
# `at: '20:10'` hundreds of times): at most this many kept.
_KEPT = 4096
_PAIRS: dict[str, tuple[str, str, Any]] = {}  # (1-based line, indentation, the rest, trailing spaces cut)


class _Other(Exception):  # noqa: N818 -- a signal: not this shape, the plain reader reads it
    pass


def read_orders(text: str, file: str) -> Located | None:
    """``text`` read as an order file of the shape above, or None for another shape."""
    if not text.replace("\n", "").isprintable():
        return None  # tabs, CR, controls: the plain reader (or PyYAML) decides
    if text.startswith(("---", "...", "%")) or "\n---" in text or "\n..." in text or "\n%" in text:
        return None  # documents and directives
    rows: list[Row] = []
    hashes = "#" in text
    for number, raw in enumerate(text.split("\n"), 1):
        rest = raw.lstrip(" ")
        if rest:
            if hashes and "#" in rest:
                if rest[0] != "#":
                    return None  # a comment after a value (or a `#` in one)
                continue
            rows.append((number, len(raw) - len(rest), rest.rstrip(" ")))
    if not rows:
        return None
    try:
        return _Read(rows, file).located
    except _Other:
        return None


def _value(value: str) -> tuple[str, Any]:
    """The text and value of a one-line scalar (a quoted one without escapes or quotes inside)."""
    head = value[0]
    if head == "'" or head == '"':
        inner = value[1:-1]
        if len(value) < 2 or value[-1] != head or head in inner or "\\" in inner:
            raise _Other
        return inner, inner
    read = plain_scalar(value)
    if read is NOT_PLAIN:
        raise _Other
    return value, read


def _split(rest: str) -> tuple[str, str, Any]:
    """``key: value`` as a field's key, its value's text and its value (:data:`_BELOW` for a
    line ending at `:` or a flow: read by the caller). A line read before is looked up."""
    pair = _PAIRS.get(rest)
    if pair is not None:
        return pair
    cut = rest.find(": ")
    if cut < 0:
        if rest[-1] != ":":
            raise _Other
        key, value = rest[:-1], ""
    else:
        key, value = rest[:cut], rest[cut + 2 :].lstrip(" ")
    if key not in KEYS:
        raise _Other
    if not value or value[0] in "[{":
        return key, value, _BELOW
    text, read = _value(value)
    if len(_PAIRS) < _KEPT:
        _PAIRS[rest] = (key, text, read)
    return key, text, read


class _Read:
    """The rows of one file read into ``located``: the top mapping (level 0), the items'
    mappings (level 1) and a mapping below an item's field (level 2)."""

    def __init__(self, rows: list[Row], file: str) -> None:
        self.rows = rows
        self.data: dict[str, Any] = {}
        self.lines: dict[PathKey, int] = {(): rows[0][0]}
        self.texts: dict[PathKey, str] = {}
        self.located = Located(self.data, file, self.lines, self.texts)
        if rows[0][1] or self.mapping(0, 0, rows[0][2], (), self.data, 0) != len(rows):
            raise _Other

    def mapping(self, i: int, indent: int, rest: str, path: PathKey, into: dict[str, Any], level: int) -> int:
        """The mapping at ``indent`` whose first key is ``rest`` on row ``i`` (after a `- ` for
        an item's); the index of the row after it."""
        rows, lines, texts = self.rows, self.lines, self.texts
        number = rows[i][0]
        while True:
            key, value, read = _split(rest)
            if key in into:
                raise _Other  # written twice: the plain reader names the duplicate
            at = (*path, key)
            lines[at] = number
            i += 1
            if read is not _BELOW:
                texts[at] = value
                into[key] = read
            elif value:
                into[key] = self.flow(value, at, number)
            elif i == len(rows) or level == 2:
                raise _Other  # an empty value, or a third level
            elif level == 0:  # a list below a field of the file
                into[key], i = self.sequence(i, at)
            else:  # a mapping below a field of an item (`else`)
                below: dict[str, Any] = {}
                into[key] = below
                _, column, first = rows[i]
                if column <= indent or first[0] == "-":
                    raise _Other
                i = self.mapping(i, column, first, at, below, 2)
            if i == len(rows):
                return i
            number, column, rest = rows[i]
            if column < indent:
                return i
            if column > indent or rest[0] == "-" and (rest == "-" or rest[1] == " "):
                raise _Other

    def sequence(self, i: int, path: PathKey) -> tuple[list[Any], int]:
        """The list whose first item is on row ``i``; the index of the row after it."""
        rows, lines, texts = self.rows, self.lines, self.texts
        indent = rows[i][1]
        items: list[Any] = []
        while i < len(rows):
            number, column, rest = rows[i]
            if column < indent:
                break
            if column > indent or rest == "-":
                raise _Other
            if rest[:2] != "- ":
                if rest[0] == "-":
                    raise _Other
                break  # a key after a list at its key's indentation
            item = rest[2:]
            if item[0] == " ":
                raise _Other
            at = (*path, len(items))
            lines[at] = number
            if item[0] not in "'\"" and (": " in item or item[-1] == ":"):
                inner: dict[str, Any] = {}
                items.append(inner)
                i = self.mapping(i, indent + 2, item, at, inner, 1)
            else:
                texts[at], read = _value(item)
                items.append(read)
                i += 1
        if not items:
            raise _Other
        return items, i

    def flow(self, value: str, path: PathKey, number: int) -> dict[str, Any] | list[Any]:
        """A one-line ``[a, b]`` of scalars or ``{key: value}`` of an order file's fields
        (``door: [B]``, ``else: {go: home}``, ``if: {present: C}``), each scalar plain or in
        quotes without a comma, quote or escape inside."""
        close = "}" if value[0] == "{" else "]"
        if value[-1] != close:
            raise _Other  # (a comment after it, or more)
        inner = value[1:-1]
        parts = inner.split(",") if inner.strip(" ") else []
        lines, texts = self.lines, self.texts
        if close == "]":
            items: list[Any] = []
            for j, part in enumerate(parts):
                at = (*path, j)
                lines[at] = number
                texts[at], read = _flow_value(part.strip(" "))
                items.append(read)
            return items
        mapping: dict[str, Any] = {}
        for part in parts:
            key, colon, rest = part.strip(" ").partition(": ")
            if not colon or not (key.isascii() and key.isalpha()) or key in mapping:
                raise _Other
            at = (*path, key)
            lines[at] = number
            texts[at], mapping[key] = _flow_value(rest.lstrip(" "))
        return mapping


def _flow_value(value: str) -> tuple[str, Any]:
    """A scalar inside a one-line flow, its spaces cut."""
    if not value:
        raise _Other
    if value[0] in ("'", '"'):
        return _value(value)
    if not FLOW_PLAIN.fullmatch(value):  # as the plain reader reads a flow's scalar
        raise _Other
    try:
        read = plain_value(value)
    except Exception:  # noqa: BLE001 -- a number YAML reads otherwise (1.5, 0x1F): not this shape
        raise _Other from None
    return value, read
