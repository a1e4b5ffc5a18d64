"""Output in any locale (issue 10.6) and what earlier versions left behind (issue 10.2)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from blackhorse.cli.main import main, utf8_output
from tests.gamehelpers import FIRST_NIGHT, copy_game, snapshot


def test_explain_in_an_ascii_only_locale_writes_utf8(tmp_path: Path) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii", "PYTHONUTF8": "0"}
    done = subprocess.run(
        [sys.executable, "-m", "blackhorse.cli.main", "explain", str(game), "1", "A", "--lang", "zh"],
        capture_output=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("utf-8")  # piped: UTF-8 whatever the locale says
    assert "从窗户向外窥视" in text and b"Traceback" not in done.stderr


def test_a_terminal_that_cannot_show_utf8_gets_escapes_not_a_crash() -> None:
    raw = io.BytesIO()
    terminal = io.TextIOWrapper(raw, encoding="ascii")
    terminal.isatty = lambda: True  # type: ignore[method-assign]
    utf8_output(terminal)
    terminal.write("王五 saw B\n")
    terminal.flush()
    assert raw.getvalue() == b"\\u738b\\u4e94 saw B\n"


def test_hidden_copies_left_by_earlier_versions_are_cleaned_or_restored(tmp_path: Path) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    (game / "days").mkdir(exist_ok=True)
    done = snapshot(game)
    night = game / "nights" / "1"
    # what a kill between the two renames of an earlier version left: results missing
    (night / "results").rename(night / ".results.old-4242-139872")
    (night / ".results.new-k2j3h4g5").mkdir()
    (night / ".results.new-k2j3h4g5" / ".blackhorse-results").write_text("half written\n")
    (game / "days" / ".1.yaml.new-x8y7z6w5").write_text("half written\n")
    assert main(["status", str(game)]) == 0
    assert snapshot(game) == done  # the results are back, the half-written copies gone
