"""YAML reading that remembers where every value is and how it was typed, for error messages.

A GM's files are read once into a :class:`Located`: the parsed data, the 1-based line of
every value, the source text of every scalar (so ``20:30`` written without quotes, which
YAML 1.1 reads as the integer 1230, or a tenant called ``N`` or ``No``, can be read as the
GM meant it), and every key that appears twice in one mapping.

The data is built from the parser's events, one at a time, so nothing a hostile file says
can make it large or deep: tags (``!foo``, ``!!int``), anchors and aliases (``&a``, ``*a``),
nesting deeper than :data:`MAX_DEPTH`, numbers longer than :data:`MAX_NUMBER` characters
and a second document are refused with their line, and never expanded. Parser errors are
said in plain words (:mod:`blackhorse.core.yamlwords`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import yaml

from blackhorse.core.catalog import msg
from blackhorse.core.reader import FileRefused, decode, read_input_bytes
from blackhorse.core.yamlwords import plain_words

Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PathKey = tuple[str | int, ...]
MAX_DEPTH = 24  # lists and mappings inside each other; an order file needs 5
MAX_NUMBER = 32  # characters of a number; longer ones are refused (Python caps int digits too)
_TEXT = "tag:yaml.org,2002:str"
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
_CONTAINERS = (yaml.MappingStartEvent, yaml.SequenceStartEvent)


class Duplicate(NamedTuple):
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


class YamlSyntaxError(FileRefused):
    """The file is not readable YAML (or not text); ``line`` is where the reader gave up."""


@dataclass
class _Frame:
    """A mapping or list being built: where it is, and (for a mapping) the key read last."""

    path: PathKey
    value: dict[str, Any] | list[Any]
    key: str | None = None
    key_line: int = 0
    key_depth: int = 0  # > 0 while reading a complex key (a list or mapping used as a key)


@dataclass
class _Builder:
    file: str
    located: Located = field(init=False)
    stack: list[_Frame] = field(default_factory=list)
    loader: Any = field(default_factory=lambda: Loader(""))  # resolves and builds scalars
    documents: int = 0
    done: bool = False

    def __post_init__(self) -> None:
        self.located = Located(None, self.file)

    def feed(self, event: yaml.Event) -> None:
        line = event.start_mark.line + 1 if event.start_mark is not None else 1
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise YamlSyntaxError(line, msg("a second YAML document (after `---`); a file holds one"))
            return
        if isinstance(event, yaml.AliasEvent):
            raise YamlSyntaxError(
                line,
                msg(
                    "a YAML alias (*{code}); aliases are not accepted: write the value out",
                    code=str(event.anchor),
                ),
            )
        if not isinstance(event, (yaml.ScalarEvent, *_CONTAINERS, yaml.CollectionEndEvent)):
            return
        if isinstance(event, (yaml.ScalarEvent, *_CONTAINERS)):
            self.check_node(event, line)
        top = self.stack[-1] if self.stack else None
        if top is not None and top.key_depth:  # inside a complex key: only keep count
            top.key_depth += (
                1
                if isinstance(event, _CONTAINERS)
                else -1
                if isinstance(event, yaml.CollectionEndEvent)
                else 0
            )
            if top.key_depth == 0:
                top.key, top.key_line = f"(a complex key on line {top.key_line})", top.key_line
            return
        if isinstance(event, yaml.CollectionEndEvent):
            self.stack.pop()
            return
        if top is not None and isinstance(top.value, dict) and top.key is None:
            self.take_key(top, event, line)
            return
        path = self.child_path(top)
        if isinstance(event, yaml.ScalarEvent):
            self.place(top, path, self.scalar(event, line), line)
            self.located.texts[path] = str(event.value)
            return
        if len(self.stack) >= MAX_DEPTH:
            raise YamlSyntaxError(line, msg("lists and mappings nested more than {n} deep", n=MAX_DEPTH))
        value: dict[str, Any] | list[Any] = {} if isinstance(event, yaml.MappingStartEvent) else []
        self.place(top, path, value, line)
        self.stack.append(_Frame(path, value))

    def check_node(self, event: yaml.NodeEvent, line: int) -> None:
        if event.anchor is not None:
            raise YamlSyntaxError(
                line,
                msg("a YAML anchor (&{code}); anchors and aliases are not accepted", code=str(event.anchor)),
            )
        tag = getattr(event, "tag", None)
        if tag is not None:
            written = str(tag).replace("tag:yaml.org,2002:", "!!")
            raise YamlSyntaxError(
                line,
                msg(
                    "a YAML tag ({code}); tags are not accepted: write the value plainly, in quotes for text",
                    code=written,
                ),
            )

    def take_key(self, top: _Frame, event: yaml.Event, line: int) -> None:
        if isinstance(event, yaml.ScalarEvent):
            top.key, top.key_line = str(event.value).strip(), line
        else:
            top.key_depth, top.key_line = 1, line

    def child_path(self, top: _Frame | None) -> PathKey:
        if top is None:
            return ()
        if isinstance(top.value, dict):
            assert top.key is not None
            return (*top.path, top.key)
        return (*top.path, len(top.value))

    def place(self, top: _Frame | None, path: PathKey, value: Any, line: int) -> None:
        """Put ``value`` at ``path``; a mapping's value is found at its key's line."""
        if top is None:
            self.located.data = value
            self.located.lines[path] = line
        elif isinstance(top.value, dict):
            key = str(top.key)
            if key in top.value:
                first = self.located.lines.get(path, line)
                self.located.duplicates.append(Duplicate(path, top.key_line, first))
                self.located.texts.pop(path, None)
            top.value[key] = value
            self.located.lines[path] = top.key_line
            top.key = None
        else:
            top.value.append(value)
            self.located.lines[path] = line

    def scalar(self, event: yaml.ScalarEvent, line: int) -> Any:
        tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag == _TEXT:  # what the safe loader builds for text: the text itself (no node made)
            return event.value
        if tag in _NUMBER_TAGS and len(event.value) > MAX_NUMBER:
            raise YamlSyntaxError(
                line,
                msg(
                    "a number of {n} characters; at most {most} (put text in quotes)",
                    n=len(event.value),
                    most=MAX_NUMBER,
                ),
            )
        node = yaml.ScalarNode(tag, event.value, style=event.style)
        try:
            return self.loader.construct_object(node, deep=True)
        except Exception:  # noqa: BLE001 -- a value YAML cannot build (2024-13-45) stays the text typed
            return event.value
        finally:
            self.loader.constructed_objects.pop(node, None)


def yaml_quote(value: str) -> str:
    """A YAML scalar holding exactly ``value``, in double quotes (a JSON string is valid YAML)."""
    return json.dumps(value, ensure_ascii=False)


def parse_yaml(text: str, file: str) -> Located:
    """Parse ``text``; raise :class:`YamlSyntaxError` with a line for malformed YAML."""
    builder = _Builder(file)
    try:
        for event in yaml.parse(text, Loader=Loader):
            builder.feed(event)
    except yaml.MarkedYAMLError as exc:
        raise YamlSyntaxError(*plain_words(exc, text)) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, max(exc.position, 0)) + 1
        char = chr(exc.character) if isinstance(exc.character, int) else str(exc.character)
        if char:
            refused = msg("character {code} is not allowed in YAML text", code=f"U+{ord(char[0]):04X}")
        else:
            refused = msg("a control character is not allowed in YAML text")
        raise YamlSyntaxError(line, refused) from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(1, msg("not readable as YAML: {code}", code=str(exc)[:200])) from None
    except RecursionError:
        raise YamlSyntaxError(1, msg("lists and mappings nested more than {n} deep", n=MAX_DEPTH)) from None
    return builder.located


def read_yaml(path: Path, shown: str | None = None, *, inside: Path | None = None) -> Located:
    """Read and parse an input file (see :mod:`blackhorse.core.reader` for what is refused).

    ``inside``: the game folder the file belongs to (links and other folders are refused).
    Raises :class:`YamlSyntaxError` (file, line, plain words) or :class:`FileNotFoundError`.
    """
    try:
        text = decode(read_input_bytes(Path(path), inside=inside))
    except YamlSyntaxError:
        raise
    except FileRefused as exc:
        raise YamlSyntaxError(exc.line, exc.message, exc.allowed) from None
    return parse_yaml(text, shown or str(path))
