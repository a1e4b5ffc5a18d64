"""ADJUDICATION 1 (the inn) and 4 (routes): the map reproduces the seed's table."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

import blackhorse
from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from blackhorse.inn.layout import default_inn, load_inn

SHARED_TABLE = Path(__file__).parent / "data" / "travel-minutes.csv"


def read_table(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_all_55_cells_match_the_seed_table() -> None:
    seed = read_table(SHARED_TABLE.read_text(encoding="utf-8"))
    ours = default_inn().travel_table()
    assert ours[0] == seed[0]
    assert [r[0] for r in ours] == [r[0] for r in seed]
    cells = 0
    for i in range(1, 12):
        for j in range(i + 1, 12):
            assert ours[i][j] == seed[i][j], (seed[i][0], seed[0][j])
            assert ours[j][i] == seed[j][i]
            cells += 1
    assert cells == 55


def test_cli_inn_prints_the_table_byte_for_byte(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inn"]) == 0
    assert capsys.readouterr().out == SHARED_TABLE.read_text(encoding="utf-8")


def test_zones_follow_the_rules() -> None:
    inn = default_inn()
    corridor = {s for s, z in inn.zone.items() if z == "corridor"}
    assert corridor == {f"door-{r}" for r in inn.rooms} | {"north-corridor", "west-stairs", "east-stairs"}
    assert {s for s, z in inn.zone.items() if z == "garden"} == {
        "garden",
        "west-stairs-foot",
        "east-stairs-foot",
    }
    assert inn.zone["lawn"] == "lawn"
    assert inn.zone["west-path"] != inn.zone["east-path"]
    for room in inn.rooms:
        assert inn.zone[room] == room


def test_windows_and_peepholes() -> None:
    inn = default_inn()
    assert {r for r, z in inn.windows.items() if z == "lawn"} == {"201", "203", "205", "207", "209"}
    assert {r for r, z in inn.windows.items() if z == "garden"} == {"202", "204"}
    # seed 五.3(1): a peephole shows only the corridor right in front of its own door
    # (201 and 209 also the stairs); every guest room has one, the common room 204 none
    assert {room: set(spots) for room, spots in inn.peepholes.items()} == {
        "201": {"door-201", "west-stairs"},
        "202": {"door-202"},
        "203": {"door-203"},
        "205": {"door-205"},
        "207": {"door-207"},
        "209": {"door-209", "east-stairs"},
    }


def test_rooms_are_twin_rooms_and_204_is_the_always_open_common_room() -> None:
    inn = default_inn()
    assert inn.beds["204"] == 0 and "204" in inn.always_open
    assert all(inn.beds[r] == 2 for r in inn.rooms if r != "204")


def test_tie_rule_prefers_indoors_then_map_order() -> None:
    inn = default_inn()
    # west-stairs to east-stairs: 4 minutes through the north corridor or through the garden
    assert inn.route("west-stairs", "east-stairs").spots == (
        "west-stairs",
        "door-202",
        "north-corridor",
        "door-204",
        "east-stairs",
    )
    # 202 to 209: four equally short ways; the map's spot order picks door-203 first
    assert inn.route("202", "209").spots == ("door-202", "door-203", "door-205", "door-207", "door-209")


def test_via_pins_the_route_and_keeps_each_leg_shortest() -> None:
    inn = default_inn()
    plain = inn.route("201", "lawn")
    assert "west-stairs" in plain.spots and plain.minutes == 4
    east = inn.route("201", "lawn", via=("east-stairs",))
    assert "east-stairs" in east.spots and "west-stairs" not in east.spots
    assert east.minutes == inn.distance("201", "east-stairs") + inn.distance("east-stairs", "lawn")


def test_an_unknown_spot_in_a_route_or_distance_is_a_clear_error() -> None:
    # from a notebook: was networkx's NodeNotFound / NetworkXNoPath, or a bare KeyError: 'moon'
    inn = load_inn()
    with pytest.raises(InputError, match="Inn.route: spot: moon -- a spot of the map: 201, 202") as caught:
        inn.route("201", "moon")
    assert [p.value for p in caught.value.problems] == ["moon"]
    with pytest.raises(InputError, match="Inn.route: spot: Lawn -- a spot of the map"):
        inn.route("Lawn", "201")
    with pytest.raises(InputError, match="spot: nowhere"):
        inn.route("201", "lawn", via=("nowhere",))
    with pytest.raises(InputError, match="Inn.distance: spot: moon -- a spot of the map"):
        inn.distance("201", "moon")
    assert inn.route("201", "lawn", via="east-stairs") == inn.route("201", "lawn", via=("east-stairs",))


def test_every_route_lasts_exactly_the_table_minutes() -> None:
    inn = default_inn()
    for a in inn.table:
        for b in inn.table:
            if a != b:
                route = inn.route(a, b)
                assert route.minutes == inn.distance(a, b)
                for x, y in zip(route.spots, route.spots[1:], strict=False):
                    assert y in inn.neighbours(x)


def test_every_route_is_the_tie_rules_pick_of_networkx_shortest_paths() -> None:
    """Routes are built from one Dijkstra per spot, its predecessors kept (issue 25: a
    night asked NetworkX for a fresh Dijkstra for each of ~95 routes): every walk between
    any two spots is still the tie rule's pick (fewest outdoor minutes, then the map's spot
    order) among what ``nx.all_shortest_paths`` finds."""
    import networkx as nx

    inn = load_inn()
    order = {s: i for i, s in enumerate(inn.spots)}

    def rank(path: list[str]) -> tuple[int, list[int]]:
        return sum(s in inn.outdoors for s in path[1:]), [order[s] for s in path]

    for a in inn.spots:
        for b in inn.spots:
            if a != b:
                expected = min(nx.all_shortest_paths(inn.graph, a, b, weight="minutes"), key=rank)
                assert inn.path(a, b) == expected, (a, b)
                assert inn.distance(a, b) == nx.dijkstra_path_length(inn.graph, a, b, weight="minutes")


def test_an_edited_map_changes_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (Path(blackhorse.__file__).parent / "data" / "inn.yaml").read_text(encoding="utf-8")
    edited = text.replace("- [east-path, lawn]\n", "- [east-path, lawn]\n  - [garden, lawn]\n")
    path = tmp_path / "garden-gate.yaml"
    path.write_text(edited, encoding="utf-8")
    inn = load_inn(path)
    assert inn.distance("garden", "lawn") == 1 and default_inn().distance("garden", "lawn") == 2
    assert main(["inn", "--map", str(path)]) == 0
    rows = read_table(capsys.readouterr().out)
    assert rows[10][0] == "garden" and rows[10][11] == "1"


def test_an_edge_longer_than_a_minute_is_refused_with_what_to_write(tmp_path: Path) -> None:
    # a walker stands on a spot every minute: a 3-minute edge would leave two minutes of a
    # walk nowhere (it crashed the night); the map's check names the edge and says what to do
    text = (Path(blackhorse.__file__).parent / "data" / "inn.yaml").read_text(encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t == "  - [garden, west-path]")
    path = tmp_path / "slow-garden.yaml"
    path.write_text(text.replace("- [garden, west-path]\n", "- [garden, west-path, 3]\n"), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_inn(path)
    (problem,) = caught.value.problems
    assert (problem.file, problem.line, problem.value) == (str(path), line, "3")
    assert "edges" in problem.field and "spots in between" in problem.allowed
    for value in ("2", "true", "-1"):
        path.write_text(text.replace("- [garden, west-path]\n", f"- [garden, west-path, {value}]\n"))
        with pytest.raises(InputError):
            load_inn(path)


def test_a_broken_map_is_reported_with_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "spots:\n  a: {kind: room, zone: a}\n  b: {kind: hall, zone: b}\n"
        "destinations: [a]\nedges:\n  - [a, c]\nwindows: {}\npeepholes: {}\ntable: [a]\naliases: {}\n",
        encoding="utf-8",
    )
    with pytest.raises(InputError) as err:
        load_inn(path)
    text = str(err.value)
    assert "bad.yaml:3: spots.b.kind: 'hall'" in text
    assert "bad.yaml:6: edges.0" in text


def test_a_map_that_is_not_a_file_is_not_asked_to_be_inside_a_game_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`inn --map FOLDER` said 'a regular file of at most 1 MB inside the game folder': a map
    is named on the command line and may be anywhere (MAP.md)."""
    (tmp_path / "maps").mkdir()
    assert main(["inn", "--map", str(tmp_path / "maps")]) == 2
    err = capsys.readouterr().err
    assert "maps: a folder, not a file -- a regular file of at most 1 MB\n" in err
    assert "game folder" not in err


def test_the_shipped_map_read_quickly_is_the_map_the_checked_reader_reads() -> None:
    """``default_inn`` keeps no lines (speed) and reads without PyYAML; it must read the same map."""
    from importlib import resources

    import yaml

    from blackhorse.core.yamlsource import parse_yaml, yaml_loader

    shipped = resources.files("blackhorse") / "data" / "inn.yaml"
    text = shipped.read_text(encoding="utf-8")
    assert yaml.load(text, Loader=yaml_loader()) == parse_yaml(text, "inn.yaml").data
    checked, quick = load_inn(Path(str(shipped))), default_inn()
    assert checked.travel_csv() == quick.travel_csv()
    assert checked.spots == quick.spots
    for part in ("zone", "windows", "peepholes", "kind", "aliases", "names_zh", "beds", "xy"):
        assert dict(getattr(checked, part)) == dict(getattr(quick, part)), part


def test_the_shipped_maps_kept_walks_are_what_its_text_makes() -> None:
    """data/inn.walks.json is the shipped map read and searched as every map is (after editing
    data/inn.yaml: `python -m blackhorse.inn.walkswriter`)."""
    from importlib import resources

    from blackhorse.inn.shippedwalks import WALKS_FILE
    from blackhorse.inn.walkswriter import walks_text

    data = resources.files("blackhorse") / "data"
    kept = (data / WALKS_FILE).read_text(encoding="utf-8")
    assert kept == walks_text((data / "inn.yaml").read_text(encoding="utf-8"))


def test_the_shipped_map_is_not_searched_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A process on the shipped inn takes its walks as kept: no Dijkstra, no YAML read, no
    shortest paths enumerated; the same digest, distances and routes as the map searched afresh."""
    from importlib import resources

    import networkx as nx

    from blackhorse.core.yamlsource import Located, parse_yaml
    from blackhorse.inn import layout

    text = (resources.files("blackhorse") / "data" / "inn.yaml").read_text(encoding="utf-8")
    searched = layout.Inn(Located(parse_yaml(text, "inn.yaml").data, "inn.yaml"))
    walks = [(a, b, via) for a in searched.spots for b in searched.spots for via in ((), ("lawn",))]
    routes = [searched.route(a, b, via) for a, b, via in walks]  # searched before anything is refused

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched again")

    monkeypatch.setattr(nx, "dijkstra_predecessor_and_distance", refused)
    monkeypatch.setattr(layout, "parse_yaml", refused)
    monkeypatch.setattr(layout, "_build_paths_from_predecessors", refused)  # each best path kept
    default_inn.cache_clear()
    try:
        kept = default_inn()
    finally:
        default_inn.cache_clear()
    assert kept.digest == searched.digest
    assert kept.travel_csv() == searched.travel_csv()
    assert [kept.route(a, b, via) for a, b, via in walks] == routes


def test_an_edited_shipped_text_is_read_and_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept walks answer only the text they were made from: any other is read as before."""
    from blackhorse.inn import shippedwalks

    text = (Path(blackhorse.__file__).parent / "data" / "inn.yaml").read_text(encoding="utf-8")
    assert shippedwalks.known_walks(text) is not None
    assert shippedwalks.known_walks(text + "# edited\n") is None
