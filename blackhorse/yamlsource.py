"""YAML reading that remembers the line of every value, for error messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PathKey = tuple[str | int, ...]


@dataclass
class Located:
    """A parsed YAML document plus the 1-based line of every value, by key path."""

    data: Any
    file: str
    lines: dict[PathKey, int] = field(default_factory=dict)

    def line(self, *path: str | int) -> int:
        """The line of the value at ``path``, or of its nearest ancestor that has one."""
        key: PathKey = tuple(path)
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key[:-1]
        return self.lines.get((), 1)


class YamlSyntaxError(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


def _convert(node: yaml.Node, path: PathKey, lines: dict[PathKey, int]) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = (
                Loader.construct_scalar(Loader(""), key_node)
                if isinstance(key_node, yaml.ScalarNode)
                else str(key_node.value)
            )
            key = str(key).strip()
            out[key] = _convert(value_node, (*path, key), lines)
            lines[(*path, key)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, (*path, i), lines) for i, item in enumerate(node.value)]
    loader = Loader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def parse_yaml(text: str, file: str) -> Located:
    """Parse ``text``; raise :class:`YamlSyntaxError` with a line for malformed YAML."""
    try:
        node = yaml.compose(text, Loader=Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise YamlSyntaxError(line, f"{exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(1, str(exc)) from None
    lines: dict[PathKey, int] = {}
    data = None if node is None else _convert(node, (), lines)
    return Located(data, file, lines)


def read_yaml(path: Path, shown_as: str | None = None) -> Located:
    """Read and parse a YAML file (UTF-8)."""
    text = path.read_text(encoding="utf-8")
    return parse_yaml(text, shown_as or str(path))
