"""Command-line arguments that hold a number, read by the one number rule (core/numbers.py).

A number argument is declared with :func:`add_number` and kept as the text typed until
:func:`read_numbers` reads every one of them at once: each that breaks the rule (``²``,
``١``, ``99999999999999999999``) is a problem naming the command, the argument and the
value, all listed together, exit status 2, before the command does anything.
"""

from __future__ import annotations

import argparse
from typing import Any

from blackhorse.core.errors import InputError, Problem
from blackhorse.core.numbers import Bound, read_number

NUMBERS = "_numbers"  # the parser default listing a command's number arguments


def add_number(p: argparse.ArgumentParser, *flags: str, bound: Bound, below: bool = False, **kw: Any) -> None:
    """``p.add_argument(*flags, **kw)`` for a number of ``bound``; ``below``: a number under
    the bound's low end (``0``, ``-1``) is let through, for the command to refuse in its own
    words ("nights are numbered from 1"), as it did before the rule."""
    action = p.add_argument(*flags, **kw)
    if action is None:  # a command that is not being run (cli.main._NotRun)
        return
    shown = action.option_strings[0] if action.option_strings else action.dest
    known = list(p.get_default(NUMBERS) or [])
    p.set_defaults(**{NUMBERS: [*known, (action.dest, shown, bound, below)]})


def read_numbers(args: argparse.Namespace) -> None:
    """Turn every number argument of ``args`` from its text into its number, or raise one
    :class:`InputError` listing every argument that breaks the rule."""
    problems: list[Problem] = []
    for dest, shown, bound, below in getattr(args, NUMBERS, None) or ():
        text = getattr(args, dest)
        if not isinstance(text, str):  # not given: its default
            continue
        value = read_number(text, bound, below=below)
        if value is None:
            problems.append(Problem(f"blackhorse {args.command}", 0, shown, text, bound.allowed))
        else:
            setattr(args, dest, value)
    if problems:
        raise InputError(problems)
