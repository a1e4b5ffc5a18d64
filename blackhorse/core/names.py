"""One rule for the names of players, everywhere (`new`, `register`, `game.yaml`, the portal).

A name is what a player is called in every order, report and file name (order files are
``NAME.yaml``, reports ``NAME.zh.md``), so it must be safe as a file name on any system and
unambiguous when read aloud:

- letters and digits in any script (``A``, ``Dan``, ``王五``, ``Zoë``), the marks some
  scripts write with their letters, and ``-`` and ``_``;
- it starts with a letter or a digit (not ``-``, which looks like a command option, nor
  ``_``);
- at most 32 characters;
- no spaces, dots, slashes, control or invisible characters (nothing that could be a path or
  hide what the name says);
- unique in the game regardless of letter case and width: ``a`` is ``A``, ``Ａ`` is ``A``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from blackhorse.core.catalog import Msg, msg

MAX_NAME_LENGTH = 32
_WORD_CATEGORIES = ("L", "N", "M")  # letters, numbers, combining marks (Devanagari, Thai...)


def _describe(char: str) -> Msg:
    name = unicodedata.name(char, "")
    code = f"U+{ord(char):04X}" + (f" {name}" if name else "")
    if char == " ":
        return msg("a space")
    if char in "/\\":
        return msg("`{c}` (a path separator)", c=char)
    if unicodedata.category(char).startswith("C"):
        return msg("the control or invisible character {code}", code=code)
    if unicodedata.category(char).startswith("Z"):
        return msg("the space character {code}", code=code)
    return msg("`{c}` ({code})", c=char, code=code)


def name_problem(name: str) -> Msg | None:
    """None when ``name`` is a valid player name, else which rule it breaks, in plain words."""
    if not name:
        return msg("a name cannot be empty")
    if len(name) > MAX_NAME_LENGTH:
        return msg(
            "a name has at most {most} characters (this one has {n})", most=MAX_NAME_LENGTH, n=len(name)
        )
    for char in name:
        if char in "-_":
            continue
        if not unicodedata.category(char).startswith(_WORD_CATEGORIES):
            return msg("a name holds only letters, digits, `-` and `_`; not {char}", char=_describe(char))
    if name[0] in "-_" or unicodedata.category(name[0]).startswith("M"):
        return msg("a name starts with a letter or a digit")
    return None


def name_rule(problem: Msg) -> Msg:
    """The rule for names, with which part of it ``problem`` (:func:`name_problem`) breaks."""
    return msg(
        "letters and digits (any script), `-` and `_`, starting with a letter or digit,"
        " at most {most} characters ({problem})",
        most=MAX_NAME_LENGTH,
        problem=problem,
    )


def name_key(name: str) -> str:
    """What two names must not share: ``A``, ``a`` and ``Ａ`` (full width) are one name."""
    return unicodedata.normalize("NFKC", name).casefold()


def same_name(name: str, others: Iterable[str]) -> str | None:
    """The first of ``others`` that is ``name`` regardless of case and width, else None."""
    key = name_key(name)
    return next((other for other in others if name_key(other) == key), None)


def name_clashes(names: Iterable[str]) -> list[tuple[str, str]]:
    """Every ``(later, earlier)`` pair of ``names`` that are one name regardless of case and
    width (an exact repeat included), in the order the later ones come."""
    seen: dict[str, str] = {}
    clashes: list[tuple[str, str]] = []
    for name in names:
        key = name_key(name)
        if key in seen:
            clashes.append((name, seen[key]))
        else:
            seen[key] = name
    return clashes


# what separates names typed in one argument: the comma, and the full-width comma and the
# enumeration comma a Chinese input method types (张三，李四、王五)
NAME_SEPARATORS = "[,，、]"  # compiled (and cached) by `re` when first used: ~2.4M instructions


def split_names(text: str) -> list[str]:
    """The names of a comma-separated list (``A,B``, ``张三，李四``, ``张三、李四``), each trimmed."""
    return [n.strip() for n in re.split(NAME_SEPARATORS, text)] if text.strip() else []
