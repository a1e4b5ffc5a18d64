"""Starting a game (seed 四, 三.3; ADJUDICATION 8): the players, their rooms, their targets.

``blackhorse new`` writes ``players.yaml`` (the names); ``blackhorse register`` seats the
tenants from their room requests in arrival order and gives each two secret targets, then
writes an ordinary ``game.yaml`` (ORDERS.md), which the GM may also write by hand.

Seating: requests are served in order while the room has a free bed; whoever finds their
room full (or sent no request) joins the waiting list, which then fills the free beds room by
room in the map's order (201 to 209), in waiting-list order.

Targets: two other tenants each, drawn with the run's own ``random.Random(seed)`` so that
every tenant is also the target of exactly two others; or the GM's own list.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence

from blackhorse.core.catalog import msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import BlackhorseError, InputError, Problem
from blackhorse.core.names import name_problem, name_rule, same_name
from blackhorse.core.yamlsource import Located
from blackhorse.inn.layout import Inn
from blackhorse.orders.words import did_you_mean, find, room_number

PLAIN = re.compile(r"[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff-]*")
YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}
MAX_DRAWS = 100_000
# what the `lang:` line of players.yaml and game.yaml says of itself
LANG_COMMENT = "the game's language (zh or en): gm.md, charts, replay, the portal's default"
# what the `timezone:` line says of itself (core/gamezone.py: deadlines and the pages' moments)
TIMEZONE_COMMENT = "the game's clock: deadlines are typed and every moment is shown on it"


@dataclass(frozen=True)
class Seating:
    rooms: Mapping[str, str]  # tenant: room
    waiting: tuple[str, ...]  # the waiting list, in order


def bedrooms(inn: Inn) -> list[str]:
    return [r for r in inn.rooms if inn.beds[r] > 0]


def read_players(located: Located) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """``players.yaml``: name, tenants and police as written by ``blackhorse new``."""
    data = located.data
    problems: list[Problem] = []
    if not isinstance(data, dict) or not isinstance(data.get("tenants"), list):
        problems.append(Problem(located.file, located.line(), "tenants", repr(data), "tenants: [A, B, ...]"))
        raise InputError(problems)
    police = data.get("police") or []
    if not isinstance(police, list):
        problems.append(Problem(located.file, located.line("police"), "police", repr(police), "[P1, P2]"))
        raise InputError(problems)
    tenants = tuple(str(t).strip() for t in data["tenants"])
    return str(data.get("name", "")), tenants, tuple(str(p).strip() for p in police)


def check_names(tenants: Sequence[str], police: Sequence[str], shown: str) -> list[Problem]:
    problems: list[Problem] = []
    seen: list[str] = []
    for field, names in (("--tenants", tenants), ("--police", police)):
        for n in names:
            problem = name_problem(n)
            clash = same_name(n, seen)
            if problem is not None:
                problems.append(Problem(shown, 0, field, n, name_rule(problem)))
            elif clash is not None:
                problems.append(
                    Problem(
                        shown,
                        0,
                        field,
                        n,
                        msg(
                            "every person of the game has their own name ({name} is"
                            " already in the game; letter case does not count)",
                            name=clash,
                        ),
                    )
                )
            seen.append(n)
    if len(tenants) < 3:
        problems.append(
            Problem(
                shown, 0, "--tenants", ",".join(tenants), msg("at least 3 tenants (each needs two targets)")
            )
        )
    return problems


def seat(located: Located, tenants: Sequence[str], inn: Inn) -> Seating:
    """Seat the tenants from the applications file (a list of ``{who, room}`` in arrival order)."""
    data = located.data
    if isinstance(data, dict) and "applications" in data:
        data = data["applications"]
        path: tuple[str | int, ...] = ("applications",)
    else:
        path = ()
    rooms = bedrooms(inn)
    problems: list[Problem] = []

    def bad(where: tuple[str | int, ...], value: object, allowed: str) -> None:
        shown = value if isinstance(value, str) else repr(value)
        problems.append(
            Problem(located.file, located.line(*where), ".".join(map(str, where)), shown, allowed)
        )

    if not isinstance(data, list):
        bad(path, data, 'a list of requests in arrival order, e.g. - {who: A, room: "201"}')
        raise InputError(problems)
    requests: list[tuple[str, str]] = []
    for i, item in enumerate(data):
        where = (*path, i)
        if not isinstance(item, dict) or set(item) != {"who", "room"}:
            bad(where, item, 'a request {who: NAME, room: ROOM}, e.g. {who: A, room: "201"}')
            continue
        who, room = str(item["who"]).strip(), str(item["room"]).strip()
        # as in order files: `a` and `Ａ` are A, `２０１` and `201房` are 201
        who = find(who, tenants) or who
        room = find(room_number(room) or room, rooms) or room
        if who not in tenants:
            bad(
                (*where, "who"),
                item["who"],
                msg("a tenant: {names}{hint}", names=tuple(tenants), hint=did_you_mean(who, tenants)),
            )
        elif who in (w for w, _ in requests):
            bad((*where, "who"), who, "one request per tenant (the first one counts at registration)")
        if room not in rooms:
            bad((*where, "room"), item["room"], f"a room with beds: {', '.join(rooms)}")
        requests.append((who, room))
    capacity = sum(inn.beds[r] for r in rooms)
    if len(tenants) > capacity:
        bad(path, len(tenants), f"at most {capacity} tenants: the inn has {capacity} beds")
    if problems:
        raise InputError(problems)
    placed: dict[str, str] = {}
    waiting: list[str] = []
    for who, room in requests:
        if sum(1 for r in placed.values() if r == room) < inn.beds[room]:
            placed[who] = room
        else:
            waiting.append(who)
    waiting += [t for t in tenants if t not in placed and t not in waiting]
    for who in waiting:
        placed[who] = next(r for r in rooms if sum(1 for x in placed.values() if x == r) < inn.beds[r])
    return Seating(placed, tuple(waiting))


def draw_targets(tenants: Sequence[str], seed: int) -> dict[str, tuple[str, str]]:
    """Two other tenants each; everyone is the target of exactly two others. Reproducible."""
    names = sorted(tenants)
    rng = random.Random(seed)
    for _ in range(MAX_DRAWS):
        first, second = names[:], names[:]
        rng.shuffle(first)
        rng.shuffle(second)
        if all(a not in (b, c) and b != c for a, b, c in zip(names, first, second, strict=True)):
            return {a: (min(b, c), max(b, c)) for a, b, c in zip(names, first, second, strict=True)}
    raise BlackhorseError(f"could not draw targets for {len(names)} tenants; try another --seed")


def read_targets(located: Located, tenants: Sequence[str]) -> dict[str, tuple[str, str]]:
    """The GM's own targets: a mapping ``NAME: [X, Y]`` for every tenant."""
    data = located.data
    problems: list[Problem] = []

    def bad(where: tuple[str | int, ...], value: object, allowed: str) -> None:
        shown = value if isinstance(value, str) else repr(value)
        problems.append(
            Problem(located.file, located.line(*where), ".".join(map(str, where)), shown, allowed)
        )

    if not isinstance(data, dict):
        bad((), data, "a mapping NAME: [X, Y] for every tenant")
        raise InputError(problems)
    out: dict[str, tuple[str, str]] = {}
    # as in order files: `a` and `Ａ` are A
    named = {key: find(str(key).strip(), tenants) for key in data}
    for name in tenants:
        if name not in named.values():
            bad((), name, f"targets for every tenant; {name} has none")
    for key, targets in data.items():
        name = named[key] or str(key)
        others = [t for t in tenants if t != name]
        if name not in tenants:
            bad(
                (key,),
                key,
                msg("a tenant: {names}{hint}", names=tuple(tenants), hint=did_you_mean(name, tenants)),
            )
            continue
        if name in out:
            bad(
                (key,), key, f"each tenant once ({name} is already given targets; letter case does not count)"
            )
            continue
        clean = (
            [find(str(t).strip(), tenants) or str(t).strip() for t in targets]
            if isinstance(targets, list)
            else []
        )
        if len(clean) != 2 or clean[0] == clean[1] or any(t not in others for t in clean):
            bad((name,), targets, f"two different other tenants from: {', '.join(others)}")
            continue
        out[name] = (clean[0], clean[1])
    if problems:
        raise InputError(problems)
    return out


def scalar(text: str) -> str:
    """A name or room as YAML: plain when safe, else a quoted string."""
    if PLAIN.fullmatch(text) and text.lower() not in YAML_WORDS:
        return text
    return json.dumps(text, ensure_ascii=False)


def render_game_yaml(
    name: str,
    seating: Seating,
    targets: Mapping[str, tuple[str, str]],
    police: Sequence[str],
    how: str,
    map_file: str | None = None,
    lang: str = "en",
    timezone: str = "",
    nicknames: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """An ordinary game.yaml (ORDERS.md), with how it was made as comments; ``map_file``: the
    game's map, a path in the folder (none: the shipped inn, and no ``map:`` line); ``lang``:
    the game's language (docs/ORDERS.md, `lang`); ``timezone``: the game's clock (none: no
    ``timezone:`` line, this machine's clock); ``nicknames``: what players call people
    (name -> nicknames; none: no ``nicknames:`` field)."""
    lines = [f"# Written by `blackhorse register` ({how}). An ordinary game.yaml: edit it freely."]
    if seating.waiting:
        placed = ", ".join(f"{w} -> {seating.rooms[w]}" for w in seating.waiting)
        lines.append(f"# Waiting list, in order: {placed}")
    if name:
        lines.append(f"name: {json.dumps(name, ensure_ascii=False)}")
    if map_file is not None:
        lines.append(f"map: {json.dumps(map_file, ensure_ascii=False)}   # the inn this game is played on")
    lines.append(f"lang: {lang}   # {LANG_COMMENT}")
    if timezone:
        lines.append(f"timezone: {json.dumps(timezone)}   # {TIMEZONE_COMMENT}")
    lines.append("tenants:")
    for who in sorted(seating.rooms):
        room = json.dumps(seating.rooms[who])
        shown = ", ".join(scalar(t) for t in targets[who])
        lines.append(f"  {scalar(who)}: {{room: {room}, targets: [{shown}]}}")
    if police:
        lines.append(f"police: [{', '.join(scalar(p) for p in police)}]")
    if nicknames:
        lines.append("nicknames:   # what players call people (docs/ORDERS.md)")
        for who, nicks in nicknames.items():
            lines.append(f"  {scalar(who)}: [{', '.join(scalar(n) for n in nicks)}]")
    return "\n".join(lines) + "\n"


def kept_nicknames(old: Located | None, people: Sequence[str]) -> dict[str, list[str]]:
    """The ``nicknames:`` of the game.yaml ``register --force`` replaces, for the people still
    in the game (found regardless of case and width), as written; the new game.yaml checks them."""
    data = old.data if old is not None else None
    raw = data.get("nicknames") if isinstance(data, dict) else None
    if not isinstance(raw, dict):
        return {}
    out: dict[str, list[str]] = {}
    for key, value in raw.items():
        who = find(str(key), people)
        items = value if isinstance(value, list) else [value]
        nicks = [str(n).strip() for n in items if isinstance(n, str | int) and str(n).strip()]
        if who is not None and nicks:
            out.setdefault(who, []).extend(nicks)
    return out


def render_players(
    name: str,
    tenants: Sequence[str],
    police: Sequence[str],
    map_file: str | None = None,
    lang: str = "en",
    timezone: str = "",
) -> str:
    lines = [
        "# Written by `blackhorse new`. Next: blackhorse register GAME APPLICATIONS.yaml --seed N",
        f"name: {json.dumps(name, ensure_ascii=False)}",
        f"lang: {lang}   # {LANG_COMMENT}",
        *([f"timezone: {json.dumps(timezone)}   # {TIMEZONE_COMMENT}"] if timezone else []),
        f"tenants: [{', '.join(scalar(t) for t in tenants)}]",
        f"police: [{', '.join(scalar(p) for p in police)}]",
    ]
    if map_file is not None:  # `register` writes it into game.yaml
        lines.append(f"map: {json.dumps(map_file, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"
