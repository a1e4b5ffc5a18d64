"""The plain YAML a game's files are written in, read without PyYAML (a night's start-up).

The order files, ``game.yaml``, the days' files and the shipped map are block mappings and
lists of plain or quoted one-line values, with one-line ``[...]`` and ``{...}`` and comments:
what the portal, ``parse``, the bots and a GM write. :func:`read_plain` reads exactly that
and gives the same nodes, in the same order, with the same lines, texts and values as
PyYAML's safe loader does (YAML 1.1: ``yes`` is true, ``20:30`` unquoted the integer 1230);
``tests/test_plain_yaml.py`` proves it on generated files and on every YAML file of the
project. Anything else -- a tab, a tag, an anchor, a block or multi-line scalar, a float, a
date, an escape other than ``\\\\``, ``\\"``, ``\\n``, ``\\t`` and ``\\uXXXX``, a key that is
not plain or quoted, a mistake -- is not read here: :func:`read_plain` says ``False`` and the
caller reads the file with PyYAML, which also names the mistakes. The point is speed: the
night command needs no PyYAML (~86M instructions to import) for the files it reads.

The nodes are given to a *sink* (``yamlsource``'s builder) one at a time: ``key(text,
line)``, ``scalar(text, value, line)``, ``collection(is_mapping, line)`` and ``end()``, as
PyYAML's events would be; a key and the scalar on its line as one ``pair(key, text, value,
line)`` (``key`` then ``scalar``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (a Protocol class costs a start-up what it saves nobody at run time)
    from typing import Protocol

    class Sink(Protocol):
        def key(self, text: str, line: int) -> None: ...
        def scalar(self, text: str, value: Any, line: int) -> None: ...
        def pair(self, key: str, text: str, value: Any, line: int) -> None: ...
        def collection(self, mapping: bool, line: int) -> None: ...
        def end(self) -> None: ...


class _NotPlain(Exception):  # noqa: N818 -- a signal, not an error: read it with PyYAML
    pass


# What YAML calls unprintable, and the tab, CR, NEL, the line and paragraph separators and
# the byte-order mark (libyaml reads those as breaks or space). (Listed, not their complement:
# a class of large ranges costs ~60M instructions to compile; this one still ~4M, so it is
# compiled, by `re`, only for a text with an unprintable character: see `_unread`.)
_UNREAD = "[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]"
# A plain value: not starting with an indicator (a `-` only when a non-space follows), no
# `#` (a comment is cut off first), no brackets or braces; in a flow no `,` or `:` either.
_BLOCK_PLAIN = re.compile(r"(?:[^ \-?:,\[\]{}#&*!|>'\"%@`]|-[^ \[\]{}#])[^#\[\]{}]*")
FLOW_PLAIN = re.compile(r"(?:[^ \-?:,\[\]{}#&*!|>'\"%@`]|-[^ ,:\[\]{}#])[^#\[\]{},:]*")
# Every character of what YAML 1.1 (PyYAML's resolver) reads as something other than text, a
# boolean, null or a plain integer: floats (`.inf` too), octal, hex, binary and `_` integers,
# dates, `<<`, `=`. A value that starts like a number and has only these is left to PyYAML.
_NUMBER_LIKE = frozenset("0123456789_.:+-eEbxXaAcCdDfFiInNtTzZ <=")
_INTEGER = r"[-+]?(?:0|[1-9][0-9]{0,17})"  # compiled by `re` when first used (a number read)
_SEXAGESIMAL = r"[-+]?[1-9][0-9]{0,5}(?::[0-5]?[0-9]){1,3}"  # compiled by `re` when first used
_CONSTANTS: dict[str, Any] = {
    **dict.fromkeys(("yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"), True),
    **dict.fromkeys(("no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"), False),
    **dict.fromkeys(("", "~", "null", "Null", "NULL"), None),
}
_NUMBERISH = frozenset("-+.0123456789<=")
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t"}
# The plain keys and line-ending plain values already read, and what each value is read as:
# a game's files say the same few (`at`, `go`, `garden`, `alone`) hundreds of times, each
# checked once a process. At most this many of each are kept.
_KEPT = 4096
_KEYS_READ: set[str] = set()
_VALUES_READ: dict[str, Any] = {}
_HEX4 = "[0-9a-fA-F]{4}"  # compiled by `re` when first used (a `\u` escape read)


def plain_value(text: str) -> Any:
    """What PyYAML's safe loader makes of the plain (unquoted) scalar ``text``."""
    if text in _CONSTANTS:
        return _CONSTANTS[text]
    if text[0] not in _NUMBERISH:
        return text
    if re.fullmatch(_INTEGER, text):
        return int(text)
    if re.fullmatch(_SEXAGESIMAL, text):  # 20:30 is 20 * 60 + 30 in YAML 1.1
        sign = -1 if text[0] == "-" else 1
        total = 0
        for part in text.lstrip("+-").split(":"):
            total = total * 60 + int(part)
        return sign * total
    if _NUMBER_LIKE.issuperset(text):
        raise _NotPlain
    return text


NOT_PLAIN: Any = object()  # what :func:`plain_scalar` says of a value it leaves to PyYAML


def plain_scalar(value: str) -> Any:
    """What the plain reader reads the plain (unquoted) ``value`` ending its line as, its
    comment cut off: its value, or :data:`NOT_PLAIN` for a value it leaves to PyYAML. Each
    value is checked once a process (:data:`_VALUES_READ`)."""
    read = _VALUES_READ.get(value, _VALUES_READ)
    if read is _VALUES_READ:
        if value.endswith(":") or ": " in value or not _BLOCK_PLAIN.fullmatch(value):
            return NOT_PLAIN
        try:
            read = plain_value(value)
        except _NotPlain:
            return NOT_PLAIN
        if len(_VALUES_READ) < _KEPT:
            _VALUES_READ[value] = read
    return read


def _uncommented(value: str) -> str:
    """A key's value, or nothing when only a comment follows the key (``orders:  # ...``)."""
    return "" if value[:1] == "#" else value


def _unread(text: str) -> bool:
    """Does ``text`` hold a character of :data:`_UNREAD`? Each of them is unprintable
    (``str.isprintable``), so a text printable but for its line breaks holds none; in ASCII the
    unprintable characters but the line break are exactly :data:`_UNREAD`'s."""
    if text.replace("\n", "").isprintable():
        return False
    return text.isascii() or re.search(_UNREAD, text) is not None


def read_plain(text: str, sink: Sink) -> bool:
    """Give ``text``'s nodes to ``sink``; False (the sink then half-fed) if the text is not
    all plain YAML as described above."""
    if _unread(text):
        return False
    try:
        _Reader(text, sink).document()
    except _NotPlain:
        return False
    return True


class _Reader:
    """One file: its lines that hold something, read as nested blocks by indentation."""

    def __init__(self, text: str, sink: Sink) -> None:
        self.sink = sink
        self.lines: list[tuple[int, int, str]] = []  # (1-based line, indentation, the rest)
        if text.startswith(("---", "...", "%")) or "\n---" in text or "\n..." in text or "\n%" in text:
            raise _NotPlain  # documents and directives
        lines = self.lines
        for number, raw in enumerate(text.split("\n"), 1):
            rest = raw.lstrip(" ")
            if rest and rest[0] != "#":
                lines.append((number, len(raw) - len(rest), rest.rstrip(" ")))

    def document(self) -> None:
        if not self.lines:
            raise _NotPlain
        after = self.block(0)
        if after != len(self.lines):
            raise _NotPlain

    def block(self, i: int) -> int:
        """The list or mapping starting at line ``i``; the index of the line after it."""
        _, indent, rest = self.lines[i]
        if rest == "-" or rest.startswith("- "):
            return self.sequence(i, indent)
        return self.mapping(i, indent, rest)

    def sequence(self, i: int, indent: int) -> int:
        sink, lines = self.sink, self.lines
        sink.collection(False, lines[i][0])
        while i < len(lines):
            number, at, rest = lines[i]
            if at < indent or (at == indent and rest != "-" and not rest.startswith("- ")):
                break  # (a key after a list at its key's indentation: the mapping checks it)
            if at > indent or rest == "-":
                raise _NotPlain  # more indented, or an empty item
            item = rest[2:].lstrip(" ")
            column = indent + len(rest) - len(item)
            head = item[0]
            if head in "[{":
                self.flow_line(item, number)
                i += 1
            elif head == "-" or self.split_key(item) is None:
                self.value_line(item, number)
                i += 1
            else:
                i = self.mapping(i, column, item)
        sink.end()
        return i

    def mapping(self, i: int, indent: int, first: str) -> int:
        """A block mapping at ``indent`` whose first line (``first``, maybe after a `- `) is
        line ``i``."""
        sink, lines = self.sink, self.lines
        number = lines[i][0]
        sink.collection(True, number)
        rest = first
        while True:
            cut = rest.find(": ")
            key = rest[:cut].rstrip(" ")
            if cut > 0 and key in _KEYS_READ:  # a plain key read before: split_key's shortcut
                value = rest[cut + 1 :].lstrip(" ")
                if value[:1] == "#":
                    value = ""
            else:
                split = self.split_key(rest)
                if split is None:
                    raise _NotPlain
                key, value = split
            i += 1
            if value:
                if value[0] in "[{":
                    sink.key(key, number)
                    self.flow_line(value, number)
                else:  # a key and its one-line value, the commonest line: one node to the sink
                    text, read = self.line_scalar(value)
                    sink.pair(key, text, read, number)
            else:  # the value on the lines below, or a list at the key's own indentation
                sink.key(key, number)
                nxt = lines[i] if i < len(lines) else None
                if nxt is not None and nxt[1] > indent:
                    i = self.block(i)
                elif nxt is not None and nxt[1] == indent and (nxt[2] == "-" or nxt[2].startswith("- ")):
                    i = self.sequence(i, indent)
                else:
                    sink.scalar("", None, number)
            if i >= len(lines):
                break
            number, at, rest = lines[i]
            if at < indent:
                break
            if at > indent or rest == "-" or rest.startswith("- "):
                raise _NotPlain
        sink.end()
        return i

    def split_key(self, rest: str) -> tuple[str, str] | None:
        """``key: value`` as the key's text and the rest after `: ` (None: not a key)."""
        head = rest[0]
        if head in "'\"":
            text, end = self.quoted(rest, 0)
            after = rest[end:].lstrip(" ")
            if after == ":" or after.startswith(": "):
                return text, _uncommented(after[1:].lstrip(" "))
            if after and after[0] == ":":
                raise _NotPlain
            return None
        cut = rest.find(": ")
        if cut < 0:
            if not rest.endswith(":"):
                return None
            cut = len(rest) - 1
        key = rest[:cut].rstrip(" ")
        if key not in _KEYS_READ:
            if len(key) > 1000 or not _BLOCK_PLAIN.fullmatch(key):
                raise _NotPlain
            if len(_KEYS_READ) < _KEPT:
                _KEYS_READ.add(key)
        return key, _uncommented(rest[cut + 1 :].lstrip(" "))

    def value_line(self, value: str, number: int) -> None:
        """A scalar that ends its line (a comment may follow)."""
        text, read = self.line_scalar(value)
        self.sink.scalar(text, read, number)

    def line_scalar(self, value: str) -> tuple[str, Any]:
        """The text and value of a scalar that ends its line (a comment may follow)."""
        head = value[0]
        if head in "'\"":
            inner = value[1:-1]
            whole = value[-1] == head and len(value) > 1 and head not in inner
            if whole and (head == "'" or "\\" not in inner):
                return inner, inner  # the whole line one quoted text, no escape
            text, end = self.quoted(value, 0)
            self.comment(value, end)
            return text, text
        cut = value.find(" #")
        if cut >= 0:
            value = value[:cut].rstrip(" ")
        read = plain_scalar(value)
        if read is NOT_PLAIN:
            raise _NotPlain
        return value, read

    def flow_line(self, value: str, number: int) -> None:
        end = self.flow(value, 0, number)
        self.comment(value, end)

    def comment(self, line: str, end: int) -> None:
        """Nothing, or spaces and a comment, may follow a value at ``end``."""
        if end < len(line) and not (line[end] == " " and line[end:].lstrip(" ")[:1] in ("", "#")):
            raise _NotPlain

    def flow(self, s: str, i: int, number: int) -> int:
        """A `[...]` or `{...}` on one line, from ``s[i]``; the index after it."""
        sink = self.sink
        mapping = s[i] == "{"
        close = "}" if mapping else "]"
        sink.collection(mapping, number)
        i = self.skip(s, i + 1)
        if s[i : i + 1] == close:
            sink.end()
            return i + 1
        while True:
            if mapping:
                if s[i : i + 1] in ("'", '"'):
                    key, i = self.quoted(s, i)
                else:
                    found = FLOW_PLAIN.match(s, i)
                    if found is None:
                        raise _NotPlain
                    key, i = found.group().rstrip(" "), found.end()
                if s[i : i + 2] != ": ":
                    raise _NotPlain
                sink.key(key, number)
                i = self.skip(s, i + 2)
            i = self.flow_node(s, i, number)
            i = self.skip(s, i)
            here = s[i : i + 1]
            if here == close:
                sink.end()
                return i + 1
            if here != ",":
                raise _NotPlain
            i = self.skip(s, i + 1)
            if s[i : i + 1] in (close, ""):  # a trailing comma, or the line ends
                raise _NotPlain

    def flow_node(self, s: str, i: int, number: int) -> int:
        head = s[i : i + 1]
        if head in ("[", "{"):
            return self.flow(s, i, number)
        if head in ("'", '"'):
            text, i = self.quoted(s, i)
            self.sink.scalar(text, text, number)
            return i
        found = FLOW_PLAIN.match(s, i)
        if found is None:
            raise _NotPlain
        text = found.group().rstrip(" ")
        self.sink.scalar(text, plain_value(text), number)
        return found.end()

    @staticmethod
    def skip(s: str, i: int) -> int:
        while s[i : i + 1] == " ":
            i += 1
        return i

    @staticmethod
    def quoted(s: str, i: int) -> tuple[str, int]:
        """The text of the quoted scalar at ``s[i]`` (closed on the same line) and the index
        after its closing quote."""
        quote = s[i]
        if quote == "'":
            j = i + 1
            while True:
                k = s.find("'", j)
                if k < 0:
                    raise _NotPlain
                if s[k + 1 : k + 2] == "'":
                    j = k + 2
                    continue
                return s[i + 1 : k].replace("''", "'"), k + 1
        k = s.find('"', i + 1)
        if k < 0:
            raise _NotPlain
        if "\\" not in s[i + 1 : k]:
            return s[i + 1 : k], k + 1
        out: list[str] = []
        j = i + 1
        while True:
            k = s.find("\\", j)
            end = s.find('"', j)
            if end < 0:
                raise _NotPlain
            if k < 0 or end < k:
                out.append(s[j:end])
                return "".join(out), end + 1
            out.append(s[j:k])
            code = s[k + 1 : k + 2]
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
                j = k + 2
            elif code == "u" and re.compile(_HEX4).fullmatch(s, k + 2, k + 6):
                point = int(s[k + 2 : k + 6], 16)
                if 0xD800 <= point <= 0xDFFF:
                    raise _NotPlain
                out.append(chr(point))
                j = k + 6
            else:
                raise _NotPlain
