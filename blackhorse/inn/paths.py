"""Shortest walks on the map's graph, in plain Python: distances, every shortest path, the parts.

The map is small (the shipped inn has 23 spots and 29 edges of 0 or 1 minute), so these are
the textbook algorithms on a dict of dicts, ``links[a][b] = minutes``: Dijkstra's distances
from one spot, every shortest path between two spots (each step on a shortest path: the
simple paths NetworkX's ``all_shortest_paths`` gives), and the connected parts. They replace
NetworkX on the command line, whose import alone cost about 100 ms of every command
(docs/PERFORMANCE.md, issue 25); ``Inn.graph`` still gives the map as a NetworkX graph to
anyone who asks, and ``tests/test_inn_paths.py`` checks these against NetworkX's.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator, Mapping

Links = Mapping[str, Mapping[str, int]]


def distances(links: Links, source: str) -> dict[str, int]:
    """Minutes of the shortest walk from ``source`` to every spot it reaches."""
    dist: dict[str, int] = {}
    queue = [(0, 0, source)]
    pushed = 0  # a tie-breaker, so spots themselves are never compared
    while queue:
        d, _, spot = heapq.heappop(queue)
        if spot in dist:
            continue
        dist[spot] = d
        for other, minutes in links[spot].items():
            if other not in dist:
                pushed += 1
                heapq.heappush(queue, (d + minutes, pushed, other))
    return dist


def shortest_paths(links: Links, dist: Mapping[str, int], source: str, target: str) -> Iterator[list[str]]:
    """Every shortest path from ``source`` to ``target`` (``dist``: the distances from
    ``source``): the simple paths whose every step ``a -> b`` has ``dist[a] + minutes ==
    dist[b]``, in no particular order. Nothing when ``target`` is not reached."""
    if target not in dist:
        return
    path = [source]
    on_path = {source}
    stack = [iter(links[source].items())]
    if source == target:
        yield [source]
        return
    while stack:
        for other, minutes in stack[-1]:
            if other in on_path or dist.get(other) != dist[path[-1]] + minutes:
                continue
            if other == target:
                yield [*path, other]
                continue
            if dist[other] <= dist[target]:
                path.append(other)
                on_path.add(other)
                stack.append(iter(links[other].items()))
                break
        else:
            stack.pop()
            on_path.discard(path.pop())


def parts(links: Links) -> list[set[str]]:
    """The connected parts of the graph, each a set of spots."""
    out: list[set[str]] = []
    seen: set[str] = set()
    for start in links:
        if start in seen:
            continue
        part = {start}
        todo = [start]
        while todo:
            for other in links[todo.pop()]:
                if other not in part:
                    part.add(other)
                    todo.append(other)
        seen |= part
        out.append(part)
    return out
