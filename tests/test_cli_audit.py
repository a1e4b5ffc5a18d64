"""The audit log records what the command line does to a game with a portal (gmwalk2 33).

`blackhorse audit` showed the CLI's publication of night 2 but not its run, nor the rerun
after publication that changed a published report, nor `day GAME N FILE`, nor `parse`: a
GM asking "why did my report change?" found nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.store import DB_NAME, Store, db_path
from tests.daykit import C_KILLS_D
from tests.portalkit import copy_game, invite_all


def log(game: Path) -> list[tuple[str, str]]:
    return [(who, what) for _, who, what in reversed(Store(db_path(game)).audit_log())]


def test_night_runs_reruns_days_and_parse_from_the_command_line_are_audited(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    invite_all(game)
    assert main(["night", str(game), "1"]) == 0
    assert ("cli", "ran night 1: E (by B); 1 GM note") in log(game)
    assert main(["publish", str(game), "1"]) == 0
    (game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")
    # a published night whose orders changed is rerun only with the stronger flag (docs/GAME.md)
    assert main(["night", str(game), "1"]) == 2
    assert not [what for who, what in log(game) if what.startswith("ran night 1 again")]
    assert main(["night", str(game), "1", "--replace-played"]) == 0
    rerun = [what for who, what in log(game) if what.startswith("ran night 1 again")]
    assert rerun and "D (by C)" in rerun[0]
    assert "night 1's results now differ from what was published" in rerun[0]
    day = tmp_path / "day1.yaml"
    day.write_text("moves:\n  - {who: A, to: '209'}\n", encoding="utf-8")
    assert main(["day", str(game), "1", str(day)]) == 0
    assert any(what.startswith(f"recorded day 1 from {day}: ") for _, what in log(game))
    message = tmp_path / "msg.txt"
    message.write_text("8点去花园\n", encoding="utf-8")
    assert main(["parse", str(game), "2", "F", str(message)]) == 0
    assert ("cli", "wrote nights/2/F.yaml from F's message (parse)") in log(game)
    assert main(["parse", str(game), "2", "F", str(message), "--force"]) == 0
    assert log(game)[-1][1].startswith("wrote nights/2/F.yaml from F's message (parse) (replacing F.yaml")


def test_a_game_without_a_portal_gets_no_database_from_the_audit(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    assert main(["night", str(game), "1"]) == 0
    assert not (game / DB_NAME).exists()
