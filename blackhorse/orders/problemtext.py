"""The checker's problems in the GM's (or the player's) language: English as written, or Chinese.

A :class:`~blackhorse.core.errors.Problem` is built where it is found, its ``allowed`` (and a
value blackhorse words itself, such as ``(empty file)``) a message of the catalog
(:func:`blackhorse.core.catalog.msg`); :func:`describe` renders it in ``"en"`` (exactly
``str(problem)``, what ``blackhorse check`` prints) or ``"zh"``, with the same file, line,
field and value. A sentence that reached here as plain English (stored, or cut and joined)
is read back against the catalog's messages; one no message matches stays English rather
than be lost (``tests/test_problem_text.py`` keeps every sentence of docs/ORDERS.md
translated, ``tests/test_catalog.py`` every message).
"""

from __future__ import annotations

from blackhorse.core import catalog
from blackhorse.core.errors import Problem, shown

Lang = str


def allowed_text(allowed: str, lang: Lang) -> str:
    """What is allowed, in ``lang`` (``"en"`` as written; ``"zh"`` translated when known)."""
    return catalog.say(allowed, lang)


def field_text(field: str, lang: Lang) -> str:
    return catalog.say(field, lang) if field.startswith("day ") or isinstance(field, catalog.Msg) else field


def file_text(file: str, lang: Lang) -> str:
    """The file a problem is in: a path as it is; what stands for one (``standard input``,
    ``B's message (what-if)``) said."""
    return catalog.say(file, lang) if isinstance(file, catalog.Msg) else file


def value_text(value: str, lang: Lang) -> str:
    return catalog.say(value, lang)


def describe(problem: Problem, lang: Lang = "en") -> str:
    """One problem as one line: ``FILE:LINE: FIELD: VALUE -- WHAT IS ALLOWED``.

    ``"en"`` is exactly ``str(problem)`` (what ``blackhorse check`` prints); ``"zh"`` says the
    same in Chinese, with the same file, line, field and value (the value as typed).
    """
    if lang != "zh":
        return str(problem)
    file = file_text(problem.file, lang)
    where = f"{file}:{problem.line}" if problem.line else file
    field = f" {field_text(problem.field, lang)}:" if problem.field else ""
    allowed = shown(allowed_text(problem.allowed, lang), 400)
    return f"{shown(where, 200)}:{field} {shown(value_text(problem.value, lang))} -- {allowed}"


def translated(allowed: str) -> bool:
    """Whether the Chinese catalog knows this sentence (used by the tests and the parser)."""
    return catalog.translated(allowed, "zh")
