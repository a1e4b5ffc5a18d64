"""The inn's own shortest walks agree with NetworkX's on every map (issue 25: no NetworkX import
on the command line, the same routes).

The plain-Python algorithms of ``blackhorse/inn/paths.py`` are compared with NetworkX's on
the shipped map and on random maps (0- and 1-minute edges, as maps have, cycles, ties,
separate parts): the distances, the whole set of shortest paths between every two spots,
and the connected parts. A route is the least of those paths by the tie rule, so equal sets
mean equal routes.
"""

from __future__ import annotations

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

import blackhorse as bh
from blackhorse.inn.paths import distances, parts, shortest_paths


def as_links(graph: nx.Graph) -> dict[str, dict[str, int]]:
    return {a: {b: int(d["minutes"]) for b, d in graph[a].items()} for a in graph.nodes}


def agree(graph: nx.Graph) -> None:
    links = as_links(graph)
    for a in graph.nodes:
        dist = distances(links, a)
        assert dist == dict(nx.single_source_dijkstra_path_length(graph, a, weight="minutes"))
        for b in graph.nodes:
            ours = [tuple(p) for p in shortest_paths(links, dist, a, b)]
            assert len(ours) == len(set(ours)), (a, b)  # each path once
            # NetworkX may give a path twice (from a spot to itself next to a 0-minute edge)
            theirs = (
                {tuple(p) for p in nx.all_shortest_paths(graph, a, b, weight="minutes")}
                if b in dist
                else set()
            )
            assert set(ours) == theirs, (a, b)
    assert sorted(map(sorted, parts(links))) == sorted(map(sorted, nx.connected_components(graph)))


@st.composite
def maps(draw: st.DrawFn) -> nx.Graph:
    n = draw(st.integers(1, 9))
    spots = [f"s{i}" for i in range(n)]
    graph = nx.Graph()
    graph.add_nodes_from(spots)
    pairs = st.tuples(st.sampled_from(spots), st.sampled_from(spots), st.sampled_from([0, 1, 1, 1]))
    for a, b, minutes in draw(st.lists(pairs, max_size=18)):
        graph.add_edge(a, b, minutes=minutes)
    return graph


@settings(max_examples=300, deadline=None)
@given(maps())
def test_random_maps_walk_as_networkx_walks_them(graph: nx.Graph) -> None:
    agree(graph)


def test_the_shipped_map_walks_as_networkx_walks_it() -> None:
    inn = bh.load_inn()
    graph = inn.graph
    assert list(graph.nodes) == list(inn.spots)
    assert sorted((a, b, m) for a, b, m in graph.edges(data="minutes")) == sorted(inn.edges)
    agree(nx.Graph(graph))
    for a in inn.spots:
        for b in inn.spots:
            best = min(nx.all_shortest_paths(graph, a, b, weight="minutes"), key=inn._rank)
            assert inn.path(a, b) == best
            assert inn.distance(a, b) == nx.dijkstra_path_length(graph, a, b, weight="minutes")
    assert inn.neighbours("garden") == frozenset(graph.neighbors("garden"))


def test_a_map_in_two_parts_names_the_second_part(tmp_path: object) -> None:
    from pathlib import Path

    import yaml

    from blackhorse.core.errors import InputError

    source = Path(bh.__file__).parent / "data" / "inn.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["edges"] = [e for e in data["edges"] if "lawn" not in map(str, e[:2])]  # the lawn cut off
    edited = Path(str(tmp_path)) / "inn.yaml"
    edited.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    try:
        bh.load_inn(edited)
    except InputError as exc:
        text = str(exc)
    else:
        raise AssertionError("a map in two parts was accepted")
    assert "every spot must be reachable from every other" in text and "'lawn'" in text
