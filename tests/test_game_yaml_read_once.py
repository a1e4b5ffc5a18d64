"""A game's game.yaml is read once a process while it stays the same file (issue 25: a `night`
read it six times), and read again as soon as it changes."""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core import yamlsource
from blackhorse.core.yamlsource import read_yaml
from tests.test_plain_yaml import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
from busy_night import write_busy_game  # noqa: E402


def test_a_night_reads_game_yaml_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = write_busy_game(tmp_path / "busiest", 3)
    read: Counter[str] = Counter()
    real = yamlsource.read_input_bytes

    def counted(path: Path, **kwargs: object) -> bytes:
        read[Path(path).name] += 1
        return real(path, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(yamlsource, "read_input_bytes", counted)
    assert main(["night", str(game), "1"]) == 0
    assert read["game.yaml"] == 1
    assert main(["night", str(game), "1"]) == 0  # a rerun in the same process: still the same file
    assert read["game.yaml"] == 1


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text("name: one\n", encoding="utf-8")
    first = read_yaml(path, str(path), inside=tmp_path, again=True)
    first.data["name"] = "changed by its caller"  # each caller's own copy
    assert read_yaml(path, str(path), inside=tmp_path, again=True).data == {"name": "one"}
    before = os.stat(path)
    path.write_text("name: two\n", encoding="utf-8")  # the same size, the same inode
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # even the same modification time
    assert read_yaml(path, str(path), inside=tmp_path, again=True).data == {"name": "two"}
    path.unlink()
    with pytest.raises(FileNotFoundError):
        read_yaml(path, str(path), inside=tmp_path, again=True)
    link = tmp_path / "link.yaml"
    (tmp_path / "other.yaml").write_text("name: three\n", encoding="utf-8")
    link.symlink_to(tmp_path / "other.yaml")
    with pytest.raises(yamlsource.YamlSyntaxError):  # a link in the game folder: refused, every time
        read_yaml(link, str(link), inside=tmp_path, again=True)
    with pytest.raises(yamlsource.YamlSyntaxError):
        read_yaml(link, str(link), inside=tmp_path, again=True)


def test_the_game_is_read_and_checked_once_while_game_yaml_stays_the_same(tmp_path: Path) -> None:
    from blackhorse.core.errors import InputError
    from blackhorse.inn.layout import default_inn
    from blackhorse.orders.gamefile import read_game

    inn = default_inn()
    game = write_busy_game(tmp_path / "g", 3)
    first = read_game(game, inn)
    assert read_game(game, inn) is first  # immutable: the same object
    path = game / "game.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("name: busy night 3", "name: renamed", 1), encoding="utf-8")
    again = read_game(game, inn)
    assert again is not first and again.name == "renamed"
    path.write_text(text.replace("tenants:", "tenants: 5\nx:", 1), encoding="utf-8")  # broken
    for _ in range(2):  # refused every time, never kept
        with pytest.raises(InputError):
            read_game(game, inn)


def test_the_map_game_yaml_names_edited_since_is_seen_though_game_yaml_is_the_same(
    tmp_path: Path,
) -> None:
    # kept by game.yaml's status alone, the portal said nothing when the GM edited inn.yaml
    # while it ran (test_portal_broken_folder): the named map's status is kept too
    import blackhorse
    from blackhorse.core.errors import InputError
    from blackhorse.orders.gamefile import read_game
    from blackhorse.orders.gamemap import game_map

    game = write_busy_game(tmp_path / "g", 3)
    shipped = Path(blackhorse.__file__).parent / "data" / "inn.yaml"
    (game / "inn.yaml").write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    path = game / "game.yaml"
    path.write_text('map: "inn.yaml"\n' + path.read_text(encoding="utf-8"), encoding="utf-8")
    inn = game_map(game)
    first = read_game(game, inn)
    assert read_game(game, inn) is first
    edited = (game / "inn.yaml").read_text(encoding="utf-8").replace("xy: [66, 36]", "xy: [66, 37]")
    (game / "inn.yaml").write_text(edited, encoding="utf-8")
    with pytest.raises(InputError) as refused:
        read_game(game, inn)
    assert "the file has changed since" in str(refused.value)
