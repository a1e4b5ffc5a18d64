"""The command line's usage errors in the game's language (issue 24, point 1).

argparse refuses a command line before the command runs (an argument missing, a choice not
offered, a word no option takes, a value an argument's type refuses) and says so in its own
English. :class:`Parser` raises :class:`UsageError` instead, and :func:`said_usage` says it in
the language of the game the command line names (:func:`words_lang`: the folder among its
words whose game.yaml, or players.yaml before ``register``, says ``lang:``; ``new``'s
``--lang``), each of argparse's sentences as a message of the catalog with the arguments and
values as typed. ``--help`` stays English (docs/GAME.md, "The language of the command line").
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from blackhorse.core.catalog import N_, msg, pair, say, word


class UsageError(Exception):
    """argparse's refusal of a command line: its English sentence and the parser that made it
    (for the usage line)."""

    def __init__(self, message: str, parser: argparse.ArgumentParser) -> None:
        super().__init__(message)
        self.message = message
        self.parser = parser


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusals are raised (:class:`UsageError`), to be said in the
    game's language; a positional argument is shown in capitals (``GAME NIGHT``), the usage's
    names of what is typed there, in every language."""

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        if args and not str(args[0]).startswith("-") and "metavar" not in kwargs:
            kwargs["metavar"] = str(kwargs.get("dest", args[0])).upper()
        return super().add_argument(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self)


def words_lang(command: str | None, words: Sequence[str]) -> str:
    """The language of the game the command line ``words`` names: ``new``'s ``--lang``; else
    the language of the first word that is a game folder; English when none is."""
    from blackhorse.orders.gamelang import game_lang, lang_value

    if command == "new":
        for i, w in enumerate(words):
            given = w.partition("=")[2] if w.startswith("--lang=") else None
            if w == "--lang" and i + 1 < len(words):
                given = words[i + 1]
            if given is not None:
                return lang_value(given) or "en"
        return "en"
    for w in words[1:]:
        if w.startswith("-"):
            continue
        folder = Path(w)
        try:
            if (folder / "game.yaml").is_file() or (folder / "players.yaml").is_file():
                return game_lang(folder)
        except (OSError, ValueError):
            continue
    return "en"


# argparse's sentences (Python 3.11's words): a pattern and the message that says it; kept as
# text, compiled by `re` (and cached) when argparse first complains, not by every command
_CHOICE = r"(?s)invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)"
_REQUIRED = r"(?s)the following arguments are required: (?P<names>.*)"
_UNKNOWN = r"(?s)unrecognized arguments: (?P<words>.*)"
_ARGUMENT = r"(?s)argument (?P<option>\S+?): (?P<why>.*)"
_ONE_OF = r"(?s)one of the arguments (?P<names>.*) is required"
_NOT_WITH = r"not allowed with argument (?P<other>\S+)"
_INVALID = r"(?s)invalid (?P<kind>\S+) value: (?P<value>.*)"
_AMBIGUOUS = r"(?s)ambiguous option: (?P<option>\S+) could match (?P<matches>.*)"
_EXPECTED = {
    "expected one argument": N_("expected one value"),
    "expected at most one argument": N_("expected at most one value"),
    "expected at least one argument": N_("expected at least one value"),
}


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(","))


def _typed(names: Sequence[str]) -> tuple[str, ...]:
    """Arguments' names as the usage writes them, shown as what is typed (`NIGHT`, `--by`)."""
    return tuple(f"`{name}`" for name in names)


def _why(text: str) -> object:
    """What argparse says is wrong with one argument."""
    if found := re.fullmatch(_CHOICE, text):
        return msg("{value} is not one of {choices}", value=found["value"], choices=_names(found["choices"]))
    if text in _EXPECTED:
        return msg(_EXPECTED[text])
    if found := re.fullmatch(_NOT_WITH, text):
        return msg("not allowed together with {other}", other=found["other"])
    if found := re.fullmatch(_INVALID, text):
        return msg("{value} is not a value it takes", value=found["value"])
    return text  # a type's own refusal (`--port`): a message of the catalog, read back by say()


def usage_message(message: str) -> object:
    """argparse's sentence as a message of the catalog (as it is when none says it)."""
    if found := re.fullmatch(_REQUIRED, message):
        return msg("missing arguments: {names}", names=_typed(_names(found["names"])))
    if found := re.fullmatch(_ONE_OF, message):
        return msg("one of {names} is required", names=_typed(found["names"].split()))
    if found := re.fullmatch(_UNKNOWN, message):
        return msg("words no argument takes: {words}", words=tuple(found["words"].split()))
    if found := re.fullmatch(_AMBIGUOUS, message):
        return msg(
            "{option} could be any of {matches}", option=found["option"], matches=_names(found["matches"])
        )
    return message


def of_command(exc: UsageError, command: str | None) -> UsageError:
    """The refusal as the command's own parser says it: argparse finds words no argument takes
    (``night GAME 1 --lang zh``) after every parser has read its own, and says so from the top
    parser, whose usage lists the commands; the command's usage is the one that helps."""
    if command is None or exc.parser.prog != "blackhorse" or not re.fullmatch(_UNKNOWN, exc.message):
        return exc
    for action in exc.parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return UsageError(exc.message, action.choices[command])
    return exc


def said_usage(exc: UsageError, lang: str) -> str:
    """What is printed for a refused command line: the usage, then the refusal, in ``lang``
    (in English exactly what argparse prints)."""
    if lang == "en":
        return f"{exc.parser.format_usage()}{exc.parser.prog}: error: {exc.message}"
    usage = exc.parser.format_usage().strip().removeprefix("usage: ")
    if found := re.fullmatch(_ARGUMENT, exc.message):  # one argument: its name, then what is wrong
        said = pair(found["option"], say(_why(found["why"]), lang), lang)
    else:
        said = say(usage_message(exc.message), lang)
    return "\n".join(
        (
            pair(word(N_("usage"), lang), f"`{usage}`", lang),  # what is typed, as a command is shown
            pair(exc.parser.prog, said, lang),
            word(N_("every argument: {command}"), lang, command=f"`{exc.parser.prog} --help`"),
        )
    )
