"""YAML reading that remembers where every value is and how it was typed, for error messages.

A GM's files are read once into a :class:`Located`: the parsed data, the 1-based line of
every value, the source text of every scalar (so ``20:30`` written without quotes, which
YAML 1.1 reads as the integer 1230, or a tenant called ``N`` or ``No``, can be read as the
GM meant it), and every key that appears twice in one mapping.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PathKey = tuple[str | int, ...]


@dataclass(frozen=True)
class Duplicate:
    """A key written twice in one mapping: YAML keeps the last value silently; we do not."""

    path: PathKey
    line: int
    first_line: int


@dataclass
class Located:
    """A parsed YAML document plus the 1-based line of every value, by key path."""

    data: Any
    file: str
    lines: dict[PathKey, int] = field(default_factory=dict)
    texts: dict[PathKey, str] = field(default_factory=dict)
    duplicates: list[Duplicate] = field(default_factory=list)

    def line(self, *path: str | int) -> int:
        """The line of the value at ``path``, or of its nearest ancestor that has one."""
        key: PathKey = tuple(path)
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key[:-1]
        return self.lines.get((), 1)

    def text(self, *path: str | int) -> str | None:
        """The scalar at ``path`` exactly as written (without quotes), or None if it is
        missing or not a scalar."""
        return self.texts.get(tuple(path))


class YamlSyntaxError(Exception):
    """The file is not readable YAML (or not text); ``line`` is where the reader gave up."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


@dataclass
class _Converter:
    lines: dict[PathKey, int] = field(default_factory=dict)
    texts: dict[PathKey, str] = field(default_factory=dict)
    duplicates: list[Duplicate] = field(default_factory=list)
    active: set[int] = field(default_factory=set)  # nodes being converted (alias loops)
    loader: Any = field(default_factory=lambda: Loader(""))  # builds scalars; one per document

    def convert(self, node: yaml.Node, path: PathKey) -> Any:
        self.lines[path] = node.start_mark.line + 1
        if id(node) in self.active:
            raise YamlSyntaxError(node.start_mark.line + 1, "an alias that contains itself")
        if isinstance(node, yaml.ScalarNode):
            self.texts[path] = str(node.value)
            return self.loader.construct_object(node, deep=True)
        self.active.add(id(node))
        try:
            if isinstance(node, yaml.MappingNode):
                return self.mapping(node, path)
            return [self.convert(item, (*path, i)) for i, item in enumerate(node.value)]
        finally:
            self.active.discard(id(node))

    def mapping(self, node: yaml.MappingNode, path: PathKey) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key_line = key_node.start_mark.line + 1
            is_scalar = isinstance(key_node, yaml.ScalarNode)
            key = str(key_node.value).strip() if is_scalar else f"(a complex key on line {key_line})"
            if key in out:
                self.duplicates.append(Duplicate((*path, key), key_line, self.lines[(*path, key)]))
            out[key] = self.convert(value_node, (*path, key))
            self.lines[(*path, key)] = key_line
        return out


def parse_yaml(text: str, file: str) -> Located:
    """Parse ``text``; raise :class:`YamlSyntaxError` with a line for malformed YAML."""
    try:
        node = yaml.compose(text, Loader=Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        message = str(exc.problem or exc)
        if exc.context and exc.context_mark and exc.context_mark.line + 1 != line:
            message += f" ({exc.context} that starts on line {exc.context_mark.line + 1})"
        elif exc.context:
            message += f" ({exc.context})"
        if "\t" in (text.splitlines()[line - 1 : line] or [""])[0]:
            message += "; this line holds a tab: YAML indents with spaces only"
        raise YamlSyntaxError(line, message) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, max(exc.position, 0)) + 1
        char = chr(exc.character) if isinstance(exc.character, int) else str(exc.character)
        code = f"U+{ord(char[0]):04X}" if char else "a control character"
        raise YamlSyntaxError(line, f"character {code} is not allowed in YAML text") from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(1, str(exc)) from None
    converter = _Converter()
    data = None if node is None else converter.convert(node, ())
    return Located(data, file, converter.lines, converter.texts, converter.duplicates)


def decode(raw: bytes) -> str:
    """UTF-8 text (a byte-order mark is dropped); UTF-16 with a byte-order mark is accepted
    too, as some Windows editors save it. Raise :class:`YamlSyntaxError` otherwise."""
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return raw.decode("utf-16")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise YamlSyntaxError(line, f"byte 0x{raw[exc.start]:02x} is not UTF-8 text") from None


def read_yaml(path: Path, shown_as: str | None = None) -> Located:
    """Read and parse a YAML file (UTF-8)."""
    return parse_yaml(decode(Path(path).read_bytes()), shown_as or str(path))
