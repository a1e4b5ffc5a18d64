"""The inn as data: spots, walking minutes, zones, windows, peepholes, beds and names.

The map lives in a YAML file (``blackhorse/data/inn.yaml`` by default); :func:`load_inn`
turns it into an :class:`Inn` holding a NetworkX graph. Routes follow the weighted
shortest path; equally short routes are broken by one fixed rule (see :meth:`Inn.route`).
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Hashable, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

import networkx as nx

from blackhorse.core.dataclass import dataclass

try:  # NetworkX's walk of a Dijkstra's predecessors: what nx.all_shortest_paths does after one
    from networkx.algorithms.shortest_paths.generic import _build_paths_from_predecessors
except ImportError:  # pragma: no cover - a NetworkX that moved it: its public function, as before
    _build_paths_from_predecessors = None

from blackhorse.core.catalog import msg
from blackhorse.core.errors import InputError, Problem, shown
from blackhorse.core.yamlsource import Located, YamlSyntaxError, parse_yaml, read_yaml
from blackhorse.inn.shippedwalks import KnownWalks, kept_path, known_walks

SPOT_KINDS = ("room", "door", "corridor", "stairs", "stair-foot", "garden", "path", "lawn")
DEFAULT_MAP = "inn.yaml"
# What an edge's third number may be. A person stands on a spot at every whole minute (a
# night's timeline has a spot per person per minute), so a longer stretch is spots in a row.
EDGE_MINUTES = (
    "0 (a room and its door) or 1 (the default): someone walking stands on a spot every minute,"
    " so a stretch of N minutes is N - 1 spots in between, each with its kind, zone and xy"
)


@dataclass(frozen=True)
class Route:
    """A walk: ``spots[k]`` is where the walker stands ``k`` minutes after departing.

    ``spots[0]`` is the departure threshold, ``spots[-1]`` the arrival threshold, so the walk
    lasts ``len(spots) - 1`` minutes. ``origin`` and ``destination`` are the places named.
    """

    origin: str
    destination: str
    spots: tuple[str, ...]

    @property
    def minutes(self) -> int:
        return len(self.spots) - 1


class Inn:
    """The map. Immutable after loading; algorithms below are plain queries over it."""

    def __init__(self, located: Located, walks: KnownWalks | None = None) -> None:
        """``walks``: the shipped map's data, digest and searches as kept (inn/shippedwalks.py),
        when ``located`` holds that data; None: the map is searched here."""
        data = located.data
        self.source = located.file
        # what the map says, not how the file is written
        self.digest = map_digest(data) if walks is None else str(walks["digest"])
        self.name: str = str(data.get("name", "inn"))
        spots: dict[str, dict[str, Any]] = data["spots"]
        self.spots: tuple[str, ...] = tuple(spots)
        self._order = {s: i for i, s in enumerate(self.spots)}
        self.kind = MappingProxyType({s: str(v["kind"]) for s, v in spots.items()})
        self.zone = MappingProxyType({s: str(v["zone"]) for s, v in spots.items()})
        self.outdoors = frozenset(s for s, v in spots.items() if v.get("outdoors"))
        self.xy = MappingProxyType(
            {s: (float(v["xy"][0]), float(v["xy"][1])) for s, v in spots.items() if "xy" in v}
        )
        self.rooms: tuple[str, ...] = tuple(s for s in self.spots if self.kind[s] == "room")
        self.beds = MappingProxyType({r: int(spots[r].get("beds", 2)) for r in self.rooms})
        self.always_open = frozenset(r for r in self.rooms if spots[r].get("always_open"))
        self.spot_lines = MappingProxyType({s: located.line("spots", s) for s in spots})  # for errors
        self.room_of_door = MappingProxyType(
            {s: str(v["room"]) for s, v in spots.items() if v["kind"] == "door"}
        )
        self.door_of_room = MappingProxyType({r: d for d, r in self.room_of_door.items()})
        self.destinations: tuple[str, ...] = tuple(str(d) for d in data["destinations"])
        self.windows = MappingProxyType({str(k): str(v) for k, v in data["windows"].items()})
        self.peepholes = MappingProxyType(
            {str(k): frozenset(str(x) for x in v) for k, v in data["peepholes"].items()}
        )
        self.table: tuple[str, ...] = tuple(str(x) for x in data["table"])
        self.aliases = MappingProxyType({str(k): str(v) for k, v in data["aliases"].items()})
        self.names_zh = MappingProxyType({str(k): str(v) for k, v in data.get("names_zh", {}).items()})
        graph = nx.Graph()
        graph.add_nodes_from(self.spots)
        # each edge's minutes both ways, as the graph holds them (a plain dict: what a walk's
        # minutes are counted with, without a NetworkX view made for every step)
        self._edge_minutes: dict[tuple[str, str], int] = {}
        for edge in data["edges"]:
            minutes = int(edge[2]) if len(edge) > 2 else 1
            a, b = str(edge[0]), str(edge[1])
            graph.add_edge(a, b, minutes=minutes)
            self._edge_minutes[a, b] = self._edge_minutes[b, a] = minutes
        self.graph: nx.Graph = nx.freeze(graph)
        # one Dijkstra from each spot, kept: its distances, and its predecessors, from which
        # NetworkX builds every shortest route from that spot (what all_shortest_paths does
        # after a Dijkstra of its own, once per route asked for)
        self._distance: dict[str, dict[str, int]]
        self._predecessors: dict[str, dict[str, list[str]]]
        # the shipped map's best path between every two spots (the tie rule below), kept: each
        # spot's as one line (inn/shippedwalks.py), a path read from it when a walk asks for it
        self._paths: dict[str, str] = {}
        if walks is not None:  # the shipped map's, found once and kept (inn/shippedwalks.py)
            self._distance, self._predecessors = walks["distance"], walks["predecessors"]
            self._paths = walks.get("paths", {})
        else:
            searched = {
                s: nx.dijkstra_predecessor_and_distance(graph, s, weight="minutes") for s in self.spots
            }
            self._distance = {s: dict(d) for s, (_, d) in searched.items()}
            self._predecessors = {s: p for s, (p, _) in searched.items()}
        self._routes: dict[tuple[str, str, tuple[str, ...]], Route] = {}
        self.memo: dict[Hashable, object] = {}  # tables derived from this map (inn/memo.py)

    @property
    def shipped(self) -> bool:
        """Whether this map says exactly what the shipped Black Horse Inn says."""
        return self.digest == default_inn().digest

    def __repr__(self) -> str:
        return f"<Inn {self.name!r} from {self.source}: {len(self.spots)} spots, {len(self.rooms)} rooms>"

    # -- names ------------------------------------------------------------------------
    def resolve(self, text: str) -> str | None:
        """A spot name for ``text`` (a spot name or an alias), or None."""
        name = text.strip()
        if name in self._order:
            return name
        return self.aliases.get(name)

    def threshold(self, place: str) -> str:
        """The spot where one stands when entering or leaving ``place``."""
        return self.door_of_room.get(place, place)

    def place_of(self, spot: str, at_threshold: bool) -> str:
        """The place someone on ``spot`` counts as being in (a threshold counts as its room)."""
        if at_threshold and spot in self.room_of_door:
            return self.room_of_door[spot]
        return spot

    def neighbours(self, spot: str) -> frozenset[str]:
        return frozenset(self.graph.neighbors(spot))

    # -- distances and routes ----------------------------------------------------------
    def distance(self, a: str, b: str) -> int:
        """Minutes of the shortest walk from spot ``a`` to spot ``b``; an unknown spot is an
        :class:`InputError` listing the map's spots."""
        try:
            return self._distance[a][b]
        except (KeyError, TypeError):
            raise self._unknown_spots("distance", (a, b)) from None

    def _unknown_spots(self, method: str, names: Sequence[object]) -> InputError:
        spots = ", ".join(self.spots)
        problems = [
            Problem(f"Inn.{method}", 0, "spot", str(n), f"a spot of the map: {spots}")
            for n in names
            if not isinstance(n, str) or n not in self._order
        ]
        return InputError(problems)

    def _rank(self, path: Sequence[str]) -> tuple[int, tuple[int, ...]]:
        outdoor = sum(1 for s in path[1:] if s in self.outdoors)
        return outdoor, tuple(self._order[s] for s in path)

    def _best_path(self, a: str, b: str) -> list[str]:
        """The route's tie rule over every shortest path from ``a`` to ``b``: the paths
        ``nx.all_shortest_paths(graph, a, b, weight="minutes")`` gives, built by NetworkX from
        ``a``'s predecessors found once (tests/test_inn.py compares the two on every pair); the
        shipped map's as kept (inn/shippedwalks.py)."""
        line = self._paths.get(a)
        kept = kept_path(line, b) if line is not None else None
        if kept is not None:
            return kept
        if _build_paths_from_predecessors is None:  # pragma: no cover
            return min(nx.all_shortest_paths(self.graph, a, b, weight="minutes"), key=self._rank)
        paths = _build_paths_from_predecessors({a}, b, self._predecessors[a])
        return min(paths, key=self._rank)

    def route(self, origin: str, destination: str, via: Sequence[str] = ()) -> Route:
        """The walk from ``origin`` to ``destination``, through ``via`` spots in order.

        Tie rule between equally short routes: fewest minutes spent on outdoor spots, then
        the route whose spots come first in the map file's ``spots`` order (compared spot by
        spot from the start). It never depends on the order of anyone's input.
        """
        key = (origin, destination, tuple(via))
        if key in self._routes:
            return self._routes[key]
        if isinstance(via, str) or not all(s in self._order for s in (origin, destination, *via)):
            if isinstance(via, str):  # `via="garden"` would walk through g, a, r, ...
                return self.route(origin, destination, (via,))
            raise self._unknown_spots("route", (origin, *via, destination))
        path = self.path(origin, destination, via)
        route = Route(origin, destination, tuple(self._minute_spots(path)))
        self._routes[key] = route
        return route

    def path(self, origin: str, destination: str, via: Sequence[str] = ()) -> list[str]:
        """The spots a walk passes, in order (0-minute steps included): each leg between
        ``origin``, the ``via`` spots and ``destination`` is the shortest (tie rule above)."""
        stops = [origin, *via, destination]
        path: list[str] = [origin]
        for a, b in zip(stops, stops[1:], strict=False):
            path.extend(self._best_path(a, b)[1:])
        return path

    def revisits(self, origin: str, destination: str, via: Sequence[str] = ()) -> tuple[str, ...]:
        """The spots a walk would pass more than once, in order of their second visit.

        Nobody paces (seed 八): a route that visits a spot twice (a round trip, or a `via`
        that doubles back) is not a walk anyone may order.
        """
        seen: set[str] = set()
        again: list[str] = []
        for spot in self.path(origin, destination, via):
            if spot in seen and spot not in again:
                again.append(spot)
            seen.add(spot)
        return tuple(again)

    def _minute_spots(self, path: list[str]) -> list[str]:
        """Turn a node path into one spot per minute (0-minute steps merge into thresholds)."""
        edge = self._edge_minutes
        minutes = [0]
        for a, b in zip(path, path[1:], strict=False):
            minutes.append(minutes[-1] + edge[a, b])
        total = minutes[-1]
        spots_at: list[list[str]] = [[] for _ in range(total + 1)]  # each minute's spots, in order
        for s, m in zip(path, minutes, strict=True):
            if 0 <= m <= total:
                spots_at[m].append(s)
        out: list[str] = []
        for k, at in enumerate(spots_at):
            if not at:  # cannot happen: an edge is 0 or 1 minute (the map's check)
                raise ValueError(f"route {path} has no spot at minute {k}")
            if k == 0:
                out.append(at[-1])
            elif k == total:
                out.append(at[0])
            else:
                out.append(at[-1] if at[0] == out[-1] else at[0])
        return out

    def travel_table(self) -> list[list[str]]:
        """The travel-minute table computed from the graph, in the seed table's layout."""
        rows = [["from", *self.table]]
        for a in self.table:
            rows.append([a, *(str(self.distance(a, b)) for b in self.table)])
        return rows

    def travel_csv(self) -> str:
        buf = io.StringIO()
        for row in self.travel_table():
            buf.write(",".join(row) + "\n")
        return buf.getvalue()


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and abs(value) < 1e9


def _validate(located: Located) -> list[Problem]:
    """Every problem in a map file, in one pass."""
    file, data = located.file, located.data
    problems: list[Problem] = []

    def bad(path: tuple[str | int, ...], value: object, allowed: str) -> None:
        field = ".".join(str(p) for p in path)
        problems.append(Problem(file, located.line(*path), field, repr(value), allowed))

    for dup in located.duplicates:  # YAML keeps the last silently; a map must say it once
        field = ".".join(str(p) for p in dup.path)
        key = str(dup.path[-1])
        problems.append(
            Problem(file, dup.line, field, key, f"each key once; `{key}` is also on line {dup.first_line}")
        )
    if not isinstance(data, dict):
        bad((), data, "a map is a mapping with spots, destinations, edges, windows, ...")
        return problems
    sections = ("spots", "destinations", "edges", "windows", "peepholes", "table", "aliases")
    for key in sections:
        if key not in data:
            bad((key,), None, f"the map needs a `{key}` section")
    if any(key not in data for key in sections):
        return problems
    shapes = {"edges": list, "destinations": list, "table": list, "windows": dict, "peepholes": dict}
    for key, shape in {**shapes, "aliases": dict, "names_zh": dict}.items():
        if data.get(key) is not None and not isinstance(data[key], shape):
            bad((key,), data[key], f"`{key}` is a {'list' if shape is list else 'mapping'}")
    if problems:
        return problems
    spots = data["spots"]
    if not isinstance(spots, dict) or not spots:
        bad(("spots",), spots, "a mapping of spot name to {kind, zone, ...}")
        return problems
    for name, spec in spots.items():
        if not isinstance(spec, dict):
            bad(("spots", name), spec, "{kind: ..., zone: ...}")
            continue
        if spec.get("kind") not in SPOT_KINDS:
            bad(("spots", name, "kind"), spec.get("kind"), f"one of {', '.join(SPOT_KINDS)}")
        if not isinstance(spec.get("zone"), str | int) or isinstance(spec.get("zone"), bool):
            bad(("spots", name), spec, "every spot needs a zone (a name)")
        xy = spec.get("xy", [0, 0])
        if not isinstance(xy, list) or len(xy) != 2 or not all(_number(v) for v in xy):
            bad(("spots", name, "xy"), xy, "[x, y], two numbers")
        beds = spec.get("beds", 2)
        if not isinstance(beds, int) or isinstance(beds, bool) or not 0 <= beds <= 99:
            bad(("spots", name, "beds"), beds, "a whole number of beds, 0 to 99")
        if spec.get("kind") == "door" and str(spec.get("room")) not in spots:
            bad(("spots", name, "room"), spec.get("room"), "the room spot this door belongs to")
    known = set(spots)
    for i, edge in enumerate(data["edges"] or []):
        ok = isinstance(edge, list) and len(edge) in (2, 3)
        if not ok or any(str(e) not in known for e in edge[:2]):
            bad(("edges", i), edge, "[spot, spot] or [spot, spot, minutes] with known spots")
        elif len(edge) == 3 and (isinstance(edge[2], bool) or edge[2] not in (0, 1)):
            bad(("edges", i, 2), edge[2], EDGE_MINUTES)
    for section in ("destinations", "table"):
        for i, spot in enumerate(data[section] or []):
            if str(spot) not in known:
                bad((section, i), spot, "a spot declared under `spots`")
    for room, zone in (data["windows"] or {}).items():
        if str(room) not in known:
            bad(("windows", room), room, "a room spot")
        zones = {str(v.get("zone")) for v in spots.values() if isinstance(v, dict)}
        if not isinstance(zone, str | int) or str(zone) not in zones:
            bad(("windows", room), zone, "a zone some spot belongs to")
    for room, seen in (data["peepholes"] or {}).items():
        if not isinstance(seen, list | None):
            bad(("peepholes", room), seen, "a list of the spots seen through the peephole")
            continue
        for i, spot in enumerate(seen or []):
            if str(spot) not in known:
                bad(("peepholes", room, i), spot, "a spot declared under `spots`")
    for alias, spot in (data["aliases"] or {}).items():
        if str(spot) not in known:
            bad(("aliases", alias), spot, "a spot declared under `spots`")
    if not problems:
        graph = nx.Graph()
        graph.add_nodes_from(known)
        graph.add_edges_from((str(e[0]), str(e[1])) for e in data["edges"])
        if not nx.is_connected(graph):
            parts = sorted(sorted(c) for c in nx.connected_components(graph))
            bad(("edges",), parts[1], "every spot must be reachable from every other")
    return problems


def map_digest(data: object) -> str:
    """The content digest of a map file's data: the same for the same sections, entries and
    values in the same order, whatever the comments, quoting and spacing (docs/MAP.md)."""
    return hashlib.sha256(repr(data).encode("utf-8")).hexdigest()


def as_inn(inn: Inn | str | Path | None) -> Inn:
    """``inn`` as a map: an :class:`Inn` as it is, a map file's path loaded (``load_inn``),
    None the shipped inn. What the Python API's ``inn=`` arguments take."""
    return inn if isinstance(inn, Inn) else load_inn(inn)


def load_inn(path: str | Path | None = None, *, inside: Path | None = None) -> Inn:
    """Load a map file (the shipped Black Horse Inn when ``path`` is None).

    ``inside``: the game folder the map file belongs to (read as the game's own files are:
    no links, nothing outside the folder)."""
    if path is None:
        return default_inn()
    path = Path(path)
    try:
        located = read_yaml(path, inside=inside)
    except FileNotFoundError:
        raise InputError([Problem(str(path), 0, "", msg("missing"), msg("an existing map file"))]) from None
    except YamlSyntaxError as exc:
        raise InputError([exc.problem(str(path), "valid YAML")]) from None
    try:
        problems = _validate(located)
        if problems:
            raise InputError(problems)
        return Inn(located)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:  # a gap in _validate
        problem = Problem(str(path), 0, "", shown(str(exc)), msg("a map as docs/MAP.md describes"))
        raise InputError([problem]) from None


@cache
def default_inn() -> Inn:
    """The shipped map: it is known good (tests/test_inn.py reads it both ways and compares), and
    the line of every value is only for a GM's edited map."""
    shown = f"<blackhorse>/data/{DEFAULT_MAP}"
    text = (resources.files("blackhorse") / "data" / DEFAULT_MAP).read_text(encoding="utf-8")
    walks = known_walks(text)  # its data and walks as read and searched once (inn/shippedwalks.py)
    if walks is not None:
        return Inn(Located(walks["data"], shown), walks)
    return Inn(Located(parse_yaml(text, shown).data, shown))
