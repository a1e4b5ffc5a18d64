"""`blackhorse parse`: the order file written once and safely, the echo printed, problems listed."""

from __future__ import annotations

import io
import shutil
import sys
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.cli.main import main
from tests.scenariokit import SCENARIOS

CORPUS_GAME = Path(__file__).resolve().parent / "parsing" / "game"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "game"
    shutil.copytree(CORPUS_GAME, folder)
    return folder


def message(tmp_path: Path, text: str) -> str:
    path = tmp_path / "message.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_parse_writes_the_order_file_and_says_it_back(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "parse",
            str(game),
            "1",
            "A",
            message(tmp_path, "8:30去娱乐室，10：20去205房间，如果C一个人在房间里，就杀了他"),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "8:30 去娱乐室\n10:20 去205房间，如果C一个人在那里，就杀了C\n" in out
    written = game / "nights" / "1" / "A.yaml"
    assert f"wrote {written}" in out
    assert written.read_text(encoding="utf-8").startswith("# A第1夜的指令")  # in the message's language
    checked = bh.check_night(game, 1)
    (sheet,) = checked.sheets
    assert [o.at for o in sheet.orders] == [30, 140]


def test_an_existing_order_file_is_kept_unless_forced(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = game / "nights" / "1" / "A.yml"
    mine.write_text("who: A\n# the GM's own file\n", encoding="utf-8")
    assert main(["parse", str(game), "1", "A", message(tmp_path, "9:00 go to the garden")]) == 2
    assert "already exists" in capsys.readouterr().err
    assert mine.read_text(encoding="utf-8") == "who: A\n# the GM's own file\n"
    assert main(["parse", str(game), "1", "A", message(tmp_path, "9:00 go to the garden"), "--force"]) == 0
    assert not mine.exists()
    assert (game / "nights" / "1" / ".A.yml.previous").read_text(
        encoding="utf-8"
    ) == "who: A\n# the GM's own file\n"
    assert 'go: "garden"' in (game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")
    bh.check_night(game, 1)  # one file for A, and the kept copy is not read


def test_dry_run_prints_the_file_and_the_echo_and_writes_nothing(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["parse", str(game), "1", "A", message(tmp_path, "9:00 go to the garden"), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert 'go: "garden"' in out and "21:00 go to the garden" in out
    assert not (game / "nights" / "1" / "A.yaml").exists()


def test_a_message_with_problems_is_refused_whole_and_nothing_is_written(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["parse", str(game), "1", "A", message(tmp_path, "8:30 go to the lwan\n9:00 go home")])
    err = capsys.readouterr().err
    assert code == 2
    assert 'line 1, column 16: "lwan" -- not a word the orders know (did you mean "lawn"?)' in err
    assert "nothing was written" in err
    assert not (game / "nights" / "1" / "A.yaml").exists()


def test_the_rules_are_checked_in_the_message_language(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["parse", str(game), "1", "A", message(tmp_path, "9:00 去203，杀了B")]) == 2
    assert "第1行第11字“杀了B”（B）：只能是A的两个目标之一：C、D" in capsys.readouterr().err
    assert main(["parse", str(game), "1", "A", message(tmp_path, "9:00 去203，杀了B"), "--lang", "en"]) == 2
    assert "only one of A's two targets: C, D" in capsys.readouterr().err


def test_standard_input_is_read_for_a_paste(
    game: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO("\ufeff9：30去草坪\r\n".encode()), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["parse", str(game), "1", "E", "-"]) == 0
    assert "9:30 去草坪" in capsys.readouterr().out


def test_a_missing_message_file_or_game_is_a_clear_error(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["parse", str(game), "1", "A", str(tmp_path / "nope.txt")]) == 2
    assert "nope.txt: missing -- an existing file holding the message" in capsys.readouterr().err
    assert main(["parse", str(tmp_path / "nogame"), "1", "A", str(tmp_path / "nope.txt")]) == 2
    assert "no game.yaml" in capsys.readouterr().err


def test_the_sender_is_matched_like_every_name_and_the_file_takes_the_game_s_spelling(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``a`` or ``Ａ`` on the command line is A: the order file is A.yaml, an existing A.yaml is
    the file --force replaces, and the night never ends up with A.yaml and a.yaml."""
    folder = game / "nights" / "1"
    mine = folder / "A.yaml"
    mine.write_text("who: A\n", encoding="utf-8")
    assert main(["parse", str(game), "1", "a", message(tmp_path, "9:00 go to the garden")]) == 2
    assert f"{mine}: already exists" in capsys.readouterr().err
    assert main(["parse", str(game), "1", "Ａ", message(tmp_path, "9:00 go to the garden"), "--force"]) == 0
    assert "wrote" in capsys.readouterr().out
    assert sorted(p.name for p in folder.iterdir() if p.stem.casefold() == "a") == ["A.yaml"]
    assert 'go: "garden"' in mine.read_text(encoding="utf-8")
    bh.check_night(game, 1)


def test_an_unknown_sender_is_an_error_about_the_name_argument_and_nothing_is_written(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = sorted((game / "nights" / "1").iterdir())
    assert main(["parse", str(game), "1", "Q", message(tmp_path, "9:00 go to the garden")]) == 2
    err = capsys.readouterr().err
    assert "blackhorse parse: NAME: Q -- a person of this game: A, B" in err
    assert "go to the garden" not in err  # about the argument, not the message's text
    assert sorted((game / "nights" / "1").iterdir()) == before


def test_a_dead_sender_is_an_error_about_the_name_argument(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # not "remove this file" about a message: there is no file, and the message is not at fault
    game = tmp_path / "first-night"
    shutil.copytree(SCENARIOS / "first-night", game, ignore=shutil.ignore_patterns("results"))
    assert main(["night", str(game), "1"]) == 0  # E dies
    capsys.readouterr()
    assert main(["parse", str(game), "2", "e", message(tmp_path, "9:00 go to the garden\n9:30 go home")]) == 2
    err = capsys.readouterr().err
    assert "blackhorse parse: NAME: E -- E is dead since night 1: only people still in the game send" in err
    assert "remove this file" not in err and "go to the garden" not in err
    assert not (game / "nights" / "2").exists()
