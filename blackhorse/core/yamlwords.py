"""The YAML parser's complaints in plain words, at the line a GM should look at.

libyaml says "did not find expected key (while parsing a block mapping)"; a GM needs "this
line is indented more than the keys above it". :func:`plain_words` turns each complaint the
parser makes about the mistakes people really make (bad indentation, a list item under the
wrong key, a missing `: `, an unclosed quote or bracket, a tab) into a sentence, using the
file's own lines to tell which mistake it is. Anything else keeps the parser's words.
"""

from __future__ import annotations

import yaml

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.errors import shown


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _previous(lines: list[str], index: int) -> tuple[int, str] | None:
    """The nearest line above ``index`` (0-based) that holds something, with its index."""
    for i in range(index - 1, -1, -1):
        text = lines[i].split(" #", 1)[0].rstrip()
        if text.strip() and not text.lstrip().startswith("#"):
            return i, text
    return None


def _key_of(text: str) -> str:
    body = text.strip().removeprefix("- ").strip()
    return body.split(":", 1)[0].strip() if ":" in body else body


def plain_words(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, Msg]:
    """The line and the plain-words message for the parser's complaint ``exc`` about ``text``."""
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark else 1
    context_line = exc.context_mark.line + 1 if exc.context_mark else line
    lines = text.splitlines()
    here = lines[line - 1] if 0 < line <= len(lines) else ""
    problem = str(exc.problem or "")
    if "\t" in here[: _indent(here) + 1] or (problem.startswith("found character") and "\t" in here):
        return line, msg("this line holds a tab: YAML indents with spaces only (replace the tab by spaces)")
    said = _said(problem, exc, lines, line, context_line, here)
    if said is not None:
        return said
    message = problem or str(exc)  # the parser's own words (English: YAML's terms)
    if exc.context and context_line != line:
        message += f" ({exc.context} that starts on line {context_line})"
    elif exc.context:
        message += f" ({exc.context})"
    return line, msg("YAML cannot read this line: {code}", code=message)


def _said(
    problem: str, exc: yaml.MarkedYAMLError, lines: list[str], line: int, context_line: int, here: str
) -> tuple[int, Msg] | None:
    stripped = here.strip()
    before = _previous(lines, line - 1)
    if problem == "did not find expected key" or problem.startswith("expected <block end>"):
        opened = lines[context_line - 1] if 0 < context_line <= len(lines) else ""
        column = exc.context_mark.column if exc.context_mark else _indent(opened)
        if stripped.startswith("- ") or stripped == "-":
            return line, msg(
                "a list item (`- ...`) where a `key:` of the mapping above was expected: a list goes"
                " under a key that ends in `:` with nothing after it, indented below that key"
                " (is it under the wrong key, or indented wrongly?)"
            )
        if _indent(here) > column:
            return line, msg(
                "this line is indented more than the keys above it (column {column},"
                " they start in column {first}): the keys of one mapping line up",
                column=_indent(here) + 1,
                first=column + 1,
            )
        return (
            line,
            msg(
                "this line does not fit the mapping above it: is it `key: value`,"
                " indented like its neighbours?"
            ),
        )
    if problem == "did not find expected '-' indicator":
        return line, msg(
            "this line is indented to column {column}, where neither the list item above"
            " nor a new item (`- ...`) can start: line its key up with the keys of its item",
            column=_indent(here) + 1,
        )
    if problem.startswith("mapping values are not allowed"):
        if (
            stripped.startswith("- ")
            and before is not None
            and ":" in before[1]
            and not before[1].rstrip().endswith(":")
        ):
            key = _key_of(before[1])
            return line, msg(
                "a list item (`- ...`) under `{key}:`, which already has a value on line"
                " {line}: a list goes under a key with nothing after its `:`"
                " (is it under the wrong key?)",
                key=shown(key, 30),
                line=before[0] + 1,
            )
        if stripped.count(": ") > 1 or (stripped.startswith("- ") and stripped.count(": ") > 1):
            return line, msg("a value holding `: ` (colon and space): put the value in quotes")
        if before is not None and _indent(here) > _indent(before[1]):
            return line, msg(
                "this line is indented under line {line}, which already has its value:"
                " line the keys up (or put a value holding `: ` in quotes)",
                line=before[0] + 1,
            )
        return line, msg("a `key:` where a plain value was expected: put a value holding `: ` in quotes")
    if problem == "could not find expected ':'":
        return context_line, msg(
            "a line that is not `key: value`: a `:` and a space are missing after the key"
        )
    if problem.startswith("found unexpected end of stream") and "quoted scalar" in str(exc.context):
        return context_line, msg("a quote opened on this line is never closed")
    if problem.startswith("did not find expected ',' or ']'"):
        return context_line, msg(
            "a `{opening}` opened on this line is not closed with `{closing}`"
            " (or a `,` is missing between items)",
            opening="[",
            closing="]",
        )
    if problem.startswith("did not find expected ',' or '}'"):
        return context_line, msg(
            "a `{opening}` opened on this line is not closed with `{closing}`"
            " (or a `,` is missing between fields)",
            opening="{",
            closing="}",
        )
    if "node content" in problem and (line > len(lines) or not stripped):
        unclosed = _unclosed(lines)
        if unclosed is not None:  # the file ends inside a `[` or `{`: say where it opened
            char, at = unclosed
            if char == "[":
                return at, msg(
                    "a `{opening}` opened on this line is never closed with `{closing}`"
                    " (or a `,` is missing between items)",
                    opening="[",
                    closing="]",
                )
            return at, msg(
                "a `{opening}` opened on this line is never closed with `{closing}`"
                " (or a `,` is missing between fields)",
                opening="{",
                closing="}",
            )
    if problem == "found character that cannot start any token" and exc.problem_mark is not None:
        column = exc.problem_mark.column
        char = here[column : column + 1] or "?"
        return line, msg(
            "the character {c} cannot start a value in YAML: put the value in quotes", c=shown(char)
        )
    if problem == "found unknown escape character":
        return line, msg(
            "an unknown `{bs}` escape inside double quotes: use single quotes,"
            " or write `{bs}{bs}` for `{bs}`",
            bs="\\",
        )
    return None


def _unclosed(lines: list[str]) -> tuple[str, int] | None:
    """The innermost ``[`` or ``{`` still open at the end of the file, with its line (1-based);
    brackets inside quotes and comments do not count."""
    stack: list[tuple[str, int]] = []
    for number, text in enumerate(lines, 1):
        quote = ""
        for i, char in enumerate(text):
            if quote:
                quote = "" if char == quote else quote
            elif char in "\"'" and (i == 0 or text[i - 1] in " [{,:"):
                quote = char
            elif char == "#" and (i == 0 or text[i - 1] == " "):
                break
            elif char in "[{":
                stack.append((char, number))
            elif char in "]}" and stack:
                stack.pop()
    return stack[-1] if stack else None
