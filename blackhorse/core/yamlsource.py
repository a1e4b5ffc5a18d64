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
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackhorse.core.catalog import msg
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.plainyaml import read_plain
from blackhorse.core.reader import FileRefused, decode, read_input_bytes

if TYPE_CHECKING:
    import yaml

PathKey = tuple[str | int, ...]
MAX_DEPTH = 24  # lists and mappings inside each other; an order file needs 5
MAX_NUMBER = 32  # characters of a number; longer ones are refused (Python caps int digits too)
_TEXT = "tag:yaml.org,2002:str"
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
# what the builder makes of each kind of event the parser gives; it passes over the others
# (the stream's start and end, a document's end)
_SCALAR, _MAPPING, _SEQUENCE, _END, _DOCUMENT, _ALIAS = range(6)


def yaml_loader() -> Any:
    """PyYAML's safe loader (its C one when built with libyaml), imported on first use: the
    files a night reads are plain YAML (:mod:`blackhorse.core.plainyaml`) and need no PyYAML."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _event_kinds() -> dict[type, int]:
    import yaml

    return {
        yaml.ScalarEvent: _SCALAR,
        yaml.MappingStartEvent: _MAPPING,
        yaml.SequenceStartEvent: _SEQUENCE,
        yaml.MappingEndEvent: _END,
        yaml.SequenceEndEvent: _END,
        yaml.DocumentStartEvent: _DOCUMENT,
        yaml.AliasEvent: _ALIAS,
    }


class Duplicate(NamedTuple):
    """A key written twice in one mapping: YAML keeps the last value silently; we do not."""

    path: PathKey
    line: int
    first_line: int


class Located:
    """A parsed YAML document plus the 1-based line of every value, by key path."""

    __slots__ = ("data", "file", "lines", "texts", "duplicates")

    def __init__(
        self,
        data: Any,
        file: str,
        lines: dict[PathKey, int] | None = None,
        texts: dict[PathKey, str] | None = None,
        duplicates: list[Duplicate] | None = None,
    ) -> None:
        self.data = data
        self.file = file
        self.lines: dict[PathKey, int] = {} if lines is None else lines
        self.texts: dict[PathKey, str] = {} if texts is None else texts
        self.duplicates: list[Duplicate] = [] if duplicates is None else duplicates

    def line(self, *path: str | int) -> int:
        """The line of the value at ``path``, or of its nearest ancestor that has one."""
        key: PathKey = path
        found = self.lines.get(key)
        if found is not None:  # (a value's own line, the commonest ask)
            return found
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


class _Frame:
    """A mapping or list being built: where it is, and (for a mapping) the key read last."""

    __slots__ = ("path", "value", "mapping", "key", "key_line", "key_depth")

    def __init__(self, path: PathKey, value: dict[str, Any] | list[Any]) -> None:
        self.path = path
        self.value = value
        self.mapping = isinstance(value, dict)
        self.key: str | None = None
        self.key_line = 0
        self.key_depth = 0  # > 0 while reading a complex key (a list or mapping used as a key)


class _Builder:
    """The document of one file, built node by node: from the parser's events (:meth:`feed`)
    or from :func:`~blackhorse.core.plainyaml.read_plain` (:meth:`key`, :meth:`scalar`,
    :meth:`collection`, :meth:`end`: the builder is its sink)."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.located = Located(None, file)
        self.stack: list[_Frame] = []
        self.documents = 0
        self.loader: Any = None  # PyYAML's, which resolves and builds scalars (feed only)
        self.kinds: dict[type, int] = {}

    def feed(self, event: Any) -> None:
        """Build on with one of the parser's events (its kind looked up by its exact class)."""
        if self.loader is None:
            self.loader, self.kinds = yaml_loader()(""), _event_kinds()
        kind = self.kinds.get(type(event))
        if kind is None:
            return
        mark = event.start_mark
        line = mark.line + 1 if mark is not None else 1
        if kind == _DOCUMENT:
            self.documents += 1
            if self.documents > 1:
                raise YamlSyntaxError(line, msg("a second YAML document (after `---`); a file holds one"))
            return
        if kind == _ALIAS:
            raise YamlSyntaxError(
                line,
                msg(
                    "a YAML alias (*{code}); aliases are not accepted: write the value out",
                    code=str(event.anchor),
                ),
            )
        if kind != _END and (event.anchor is not None or event.tag is not None):
            self.refuse_node(event, line)
        stack = self.stack
        top = stack[-1] if stack else None
        if top is not None and top.key_depth:  # inside a complex key: only keep count
            top.key_depth += 1 if kind in (_MAPPING, _SEQUENCE) else -1 if kind == _END else 0
            if top.key_depth == 0:
                top.key, top.key_line = f"(a complex key on line {top.key_line})", top.key_line
            return
        if kind == _END:
            stack.pop()
            return
        if top is not None and top.mapping and top.key is None:  # a key
            if kind == _SCALAR:
                self.key(str(event.value), line)
            else:
                top.key_depth, top.key_line = 1, line
            return
        if kind == _SCALAR:
            self.scalar(str(event.value), self.built(event, line), line)
        else:
            self.collection(kind == _MAPPING, line)

    def key(self, text: str, line: int) -> None:
        """A mapping's next key, written ``text`` on ``line``."""
        top = self.stack[-1]
        top.key, top.key_line = text.strip(), line

    def scalar(self, text: str, value: Any, line: int) -> None:
        """A value written ``text``, read as ``value``."""
        top = self.stack[-1] if self.stack else None
        path = self.child_path(top)
        self.place(top, path, value, line)
        self.located.texts[path] = text

    def pair(self, key: str, text: str, value: Any, line: int) -> None:
        """A mapping's next key and the scalar on its line: :meth:`key` then :meth:`scalar`,
        in one step where the key is new in its mapping."""
        top = self.stack[-1]
        key = key.strip()
        mapping = top.value
        assert isinstance(mapping, dict)
        if key in mapping:  # a duplicate: as the two steps record it
            self.key(key, line)
            self.scalar(text, value, line)
            return
        mapping[key] = value
        path = (*top.path, key)
        self.located.lines[path] = line
        self.located.texts[path] = text

    def collection(self, mapping: bool, line: int) -> None:
        """A mapping or a list begins."""
        stack = self.stack
        if len(stack) >= MAX_DEPTH:
            raise YamlSyntaxError(line, msg("lists and mappings nested more than {n} deep", n=MAX_DEPTH))
        top = stack[-1] if stack else None
        path = self.child_path(top)
        value: dict[str, Any] | list[Any] = {} if mapping else []
        self.place(top, path, value, line)
        stack.append(_Frame(path, value))

    def end(self) -> None:
        self.stack.pop()

    def refuse_node(self, event: yaml.NodeEvent, line: int) -> None:
        """Refuse a node with an anchor or a tag."""
        if event.anchor is not None:
            raise YamlSyntaxError(
                line,
                msg("a YAML anchor (&{code}); anchors and aliases are not accepted", code=str(event.anchor)),
            )
        written = str(event.tag).replace("tag:yaml.org,2002:", "!!")  # type: ignore[attr-defined]
        raise YamlSyntaxError(
            line,
            msg(
                "a YAML tag ({code}); tags are not accepted: write the value plainly, in quotes for text",
                code=written,
            ),
        )

    def child_path(self, top: _Frame | None) -> PathKey:
        if top is None:
            return ()
        if top.mapping:
            assert top.key is not None
            return (*top.path, top.key)
        return (*top.path, len(top.value))

    def place(self, top: _Frame | None, path: PathKey, value: Any, line: int) -> None:
        """Put ``value`` at ``path``; a mapping's value is found at its key's line."""
        if top is None:
            self.located.data = value
            self.located.lines[path] = line
        elif top.mapping:
            assert isinstance(top.value, dict)
            key = str(top.key)
            if key in top.value:
                first = self.located.lines.get(path, line)
                self.located.duplicates.append(Duplicate(path, top.key_line, first))
                self.located.texts.pop(path, None)
            top.value[key] = value
            self.located.lines[path] = top.key_line
            top.key = None
        else:
            assert isinstance(top.value, list)
            top.value.append(value)
            self.located.lines[path] = line

    def built(self, event: yaml.ScalarEvent, line: int) -> Any:
        """The value PyYAML builds for the scalar ``event``."""
        import yaml

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
    """Parse ``text``; raise :class:`YamlSyntaxError` with a line for malformed YAML.

    Plain YAML (:mod:`blackhorse.core.plainyaml`: what the game's files are) is read without
    PyYAML; anything else, mistakes included, by PyYAML's parser, to the same result."""
    builder = _Builder(file)
    try:
        if read_plain(text, builder):
            return builder.located
    except YamlSyntaxError:  # deeper than MAX_DEPTH: PyYAML's reading says where
        pass
    return _parse_with_pyyaml(text, file)


def _parse_with_pyyaml(text: str, file: str) -> Located:
    import yaml

    from blackhorse.core.yamlwords import plain_words

    builder = _Builder(file)
    try:
        for event in yaml.parse(text, Loader=yaml_loader()):
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


def read_yaml(
    path: Path,
    shown: str | None = None,
    *,
    inside: Path | None = None,
    shaped: Callable[[str, str], Located | None] | None = None,
    again: bool = False,
    reread: bool = False,
) -> Located:
    """Read and parse an input file (see :mod:`blackhorse.core.reader` for what is refused).

    ``inside``: the game folder the file belongs to (links and other folders are refused).
    ``shaped``: a reader made for the file's own shape, tried first (None: not that shape,
    :func:`parse_yaml` reads it). ``again``: a file the process reads again and again (a
    game's game.yaml: six times in a `night`): read once while it stays the same file
    (:func:`_read_again`). ``reread``: the file's bytes are read again later in the process (a
    night's order files, hashed for the ledger): kept while it stays the same file
    (``read_input_bytes(..., again=True)``). Raises :class:`YamlSyntaxError` (file, line, plain words) or
    :class:`FileNotFoundError`.
    """
    if again:
        return _read_again(Path(path), shown, inside)
    try:
        text = decode(read_input_bytes(Path(path), inside=inside, again=reread))
    except YamlSyntaxError:
        raise
    except FileRefused as exc:
        raise YamlSyntaxError(exc.line, exc.message, exc.allowed) from None
    if shaped is not None:
        located = shaped(text, shown or str(path))
        if located is not None:
            return located
    return parse_yaml(text, shown or str(path))


# The files read with `again`, as read: (path, shown, inside) -> (the file's lstat, as read).
_READ_BEFORE: dict[tuple[str, str | None, str | None], tuple[tuple[int, ...], Located]] = {}
_KEPT_FILES = 16


def _read_again(path: Path, shown: str | None, inside: Path | None) -> Located:
    """:func:`read_yaml` of a file read before in this process, as read then while its status
    (device, inode, mode, size, modification and change times, not following a link) is the
    same; else read now. Each caller gets its own copy of the data and the lines (a caller
    may change them); a file that cannot be read is never kept (it is read, and refused, each
    time)."""
    key = (str(path), shown, None if inside is None else str(inside))
    try:
        info = os.lstat(path)
    except OSError:
        return read_yaml(path, shown, inside=inside)  # (missing: said as before)
    status = (info.st_dev, info.st_ino, info.st_mode, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
    before = _READ_BEFORE.get(key)
    if before is None or before[0] != status:
        located = read_yaml(path, shown, inside=inside)
        if len(_READ_BEFORE) >= _KEPT_FILES:
            _READ_BEFORE.clear()
        before = _READ_BEFORE[key] = (status, located)
        # (the status taken before the reading: a file changed meanwhile is read again next time)
    kept = before[1]
    return Located(_copied(kept.data), kept.file, dict(kept.lines), dict(kept.texts), list(kept.duplicates))


def _copied(data: Any) -> Any:
    """``data`` (mappings, lists and scalars, as read) copied: no list or mapping shared."""
    if isinstance(data, dict):
        return {k: _copied(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copied(v) for v in data]
    return data
