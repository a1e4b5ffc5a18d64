"""`register --force` in the middle of a game (gmwalk2 finding 2).

It redrew every target after three nights without a word, and kept no copy of the game.yaml
it replaced. Now it refuses once a night was run or a day recorded unless the GM passes
`--replace-played`, and always keeps the replaced file (as `parse --force` keeps its
`.previous`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out + out.err


def registered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    game, apps = tmp_path / "g", tmp_path / "apps.yaml"
    assert run(capsys, "new", str(game), "--tenants", "A,B,C,D", "--police", "P")[0] == 0
    apps.write_text("[]\n", encoding="utf-8")
    assert run(capsys, "register", str(game), str(apps), "--seed", "1")[0] == 0
    return game, apps


def test_register_again_before_any_night_keeps_the_old_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, apps = registered(tmp_path, capsys)
    old = (game / "game.yaml").read_bytes()
    code, said = run(capsys, "register", str(game), str(apps), "--seed", "2")
    assert code == 2 and "pass --force to replace it (the old file is kept" in said
    code, said = run(capsys, "register", str(game), str(apps), "--seed", "2", "--force")
    assert code == 0, said
    assert (game / ".game.yaml.previous").read_bytes() == old
    assert "kept the game.yaml it replaced as" in said
    second = (game / "game.yaml").read_bytes()
    assert run(capsys, "register", str(game), str(apps), "--seed", "3", "--force")[0] == 0
    assert (game / ".game.yaml.previous").read_bytes() == old  # an earlier copy is never overwritten
    assert (game / ".game.yaml.previous-2").read_bytes() == second


def test_register_force_after_a_night_is_refused_without_the_stronger_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, apps = registered(tmp_path, capsys)
    (game / "nights" / "1").mkdir(parents=True)
    assert run(capsys, "night", str(game), "1")[0] == 0
    old = (game / "game.yaml").read_bytes()
    code, said = run(capsys, "register", str(game), str(apps), "--seed", "7", "--force")
    assert code == 2
    assert "--force: night 1 already played on its rooms and targets" in said
    assert "--replace-played" in said
    assert (game / "game.yaml").read_bytes() == old and not (game / ".game.yaml.previous").exists()
    code, said = run(capsys, "register", str(game), str(apps), "--seed", "7", "--replace-played")
    assert code == 0, said
    assert (game / ".game.yaml.previous").read_bytes() == old
