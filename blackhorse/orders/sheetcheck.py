"""The one check of a person's order file: the same function for every way orders come in.

``blackhorse check`` and the night's own check (:mod:`blackhorse.orders.nightinput`), the
portal's live check and its save, and the orders a message says (the portal's own-words box,
``blackhorse parse``) all call :func:`check_located` (or :func:`check_order_text` for text
typed in a form): the fields (:func:`~blackhorse.orders.orderfile.read_order_sheet`), then
the routes (nobody paces, seed 八: :func:`~blackhorse.orders.pacing.pacing_problems`). They
can therefore never disagree; the portal's check once skipped the pacing check, showed "No
mistakes found" and saved a file the night then refused to run.
"""

from __future__ import annotations

from blackhorse.core.catalog import msg
from blackhorse.core.errors import Problem
from blackhorse.core.yamlsource import Located, YamlSyntaxError, parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.orders.pacing import pacing_problems

VALID_YAML = msg("valid YAML (see docs/ORDERS.md)")
EMPTY_ORDERS = msg("orders, or `who: NAME` alone to send no orders")


def check_located(
    located: Located, who: str, cast: Cast, inn: Inn
) -> tuple[OrderSheet | None, list[Problem]]:
    """``who``'s order file (parsed, with its lines) checked against the night's cast: the
    sheet, or None when anything is wrong, and every problem."""
    sheet, problems = read_order_sheet(located, who, cast, inn)
    if sheet is None:
        return None, problems
    paced = pacing_problems(sheet, located, cast, inn)
    if paced:
        return None, [*problems, *paced]
    return (sheet if not problems else None), problems


def check_order_text(
    text: str, shown: str, who: str, cast: Cast, inn: Inn
) -> tuple[OrderSheet | None, list[Problem]]:
    """The same check of an order file's text as typed (a portal form): an empty box is a
    mistake (there is no file to send), YAML that does not read is one problem."""
    if not text.strip():
        return None, [Problem(shown, 0, "", "(empty)", EMPTY_ORDERS)]
    try:
        located = parse_yaml(text, shown)
    except YamlSyntaxError as exc:
        return None, [exc.problem(shown, VALID_YAML)]
    return check_located(located, who, cast, inn)
