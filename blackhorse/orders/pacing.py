"""Nobody paces (seed 八: 不能在走廊里来回走动): a route never visits a spot twice.

Each order is judged from where the order file itself puts the person when it starts: at
home for the first order, then wherever the last `go` before it leads (an `else` from where
its order went). A route (its `via` included) that would pass a spot twice from there, and a
`via` on a `go` to where the person already is (a round trip), are input errors naming the
file, the line and the spots. If the night turns out otherwise (a refused knock, an `else`),
the engine ignores a `via` that would double back and notes it (docs/ADJUDICATION.md 3.4).
"""

from __future__ import annotations

from blackhorse.core.catalog import Msg, Place, msg
from blackhorse.core.clock import hhmm
from blackhorse.core.errors import Problem
from blackhorse.core.yamlsource import Located
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.model import Action, OrderSheet

PathKey = tuple[str | int, ...]


def pacing_problems(sheet: OrderSheet, located: Located, cast: Cast, inn: Inn) -> list[Problem]:
    """Every order of ``sheet`` whose route would visit a spot twice, as problems."""
    problems: list[Problem] = []
    if not any(
        o.action.via or o.action.otherwise is not None and o.action.otherwise.via for o in sheet.orders
    ):
        return problems  # only a route with `via` can pace (most files name none)
    index = _order_index(located)
    place = cast.home(sheet.who)
    went: int | None = None  # the minute of the order whose `go` put the person at ``place``
    for order in sheet.orders:
        path: PathKey = ("orders", index.get(order.line, 0))
        action = order.action
        _check(problems, located, inn, path, action, place, went, None)
        origin = action.go or place
        alt = action.otherwise
        if alt is not None:
            _check(problems, located, inn, (*path, "else"), alt, origin, went, order.at)
        if action.go is not None:
            place, went = action.go, order.at
    return problems


def _since(went: int | None, else_of: int | None) -> Msg:
    """Since when the person is where a route starts: at home, after the order that went there,
    or (an `else`) after its own order; said only in a problem (issue 25: made for every order
    it was ~2M instructions of the busiest night)."""
    if else_of is not None:
        return msg("after {at}", at=hhmm(else_of))
    if went is None:
        return msg("at home")
    return msg("after the {at} order", at=hhmm(went))


def _order_index(located: Located) -> dict[int, int]:
    """Line of each order in the file -> its position in the `orders` list."""
    data = located.data
    raw = data.get("orders") if isinstance(data, dict) else None
    if not isinstance(raw, list):
        return {}
    return {located.line("orders", i): i for i in range(len(raw))}


def _check(
    problems: list[Problem],
    located: Located,
    inn: Inn,
    path: PathKey,
    action: Action,
    origin: str,
    went: int | None,
    else_of: int | None,
) -> None:
    if action.go is None or not action.via:
        return
    since = _since(went, else_of)
    # each spot a Place: said by the map's names where the reader has them (东楼梯, not east-stairs)
    via = msg("go {place} via {spots}", place=Place(action.go), spots=tuple(Place(s) for s in action.via))
    field = ".".join(map(str, (*path, "via")))
    line = located.line(*path, "via")
    if action.go == origin:
        problems.append(
            Problem(
                located.file,
                line,
                field,
                via,
                msg(
                    "the person is already at {place} ({since}): going where one already is takes"
                    " no walk, and a round trip is pacing (seed 八); remove `via`",
                    place=Place(action.go),
                    since=since,
                ),
            )
        )
        return
    again = inn.revisits(origin, action.go, action.via)
    if again:
        problems.append(
            Problem(
                located.file,
                line,
                field,
                via,
                msg(
                    "from {origin} ({since}) this route passes {spots} twice; nobody paces"
                    " (seed 八): name spots that do not double back, or remove `via`",
                    origin=Place(origin),
                    since=since,
                    spots=tuple(Place(s) for s in again),
                ),
            )
        )
