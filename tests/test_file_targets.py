"""A file blackhorse writes never replaces a folder (or a FIFO, a link to a folder) at its place.

Closing or recording a day over a folder ``days/N.yaml`` deleted the folder with everything in
it and wrote the day file in its place (found by QA walks): the results folders refused a
folder blackhorse did not write, the single files did not. Every single-file write (a day
file, an order file of ``bots``, ``parse`` or the portal, game.yaml, a replay page) now
refuses one, naming the file, what is there and what is allowed, and changes nothing.
"""

from __future__ import annotations

import html
import os
import shutil
from pathlib import Path

import pytest

import blackhorse.core.commit as commit_module
from blackhorse.cli.main import main
from blackhorse.core.atomic import write_file
from blackhorse.core.commit import commit
from blackhorse.core.errors import InputError
from blackhorse.core.fsops import JOURNAL
from blackhorse.core.recovery import recover
from blackhorse.portal.access import GM
from blackhorse.portal.store import Store, db_path
from tests.gamekit import killed_day_write
from tests.portalkit import copy_game, served_site

DAY = "moves:\n  - {who: A, to: '209'}\n"


def a_folder(path: Path) -> Path:
    """A GM's folder at ``path``, holding a file of theirs."""
    path.mkdir(parents=True)
    (path / "keep.txt").write_text("the GM's own notes\n", encoding="utf-8")
    return path


def intact(path: Path) -> bool:
    return path.is_dir() and (path / "keep.txt").read_text(encoding="utf-8") == "the GM's own notes\n"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    game = copy_game(tmp_path)
    assert main(["night", str(game), "1"]) == 0
    return game


def test_recording_a_day_over_a_folder_keeps_the_folder(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    day = tmp_path / "day1.yaml"
    day.write_text(DAY, encoding="utf-8")
    folder = a_folder(game / "days" / "1.yaml")
    capsys.readouterr()
    assert main(["day", str(game), "1", str(day)]) == 2
    err = capsys.readouterr().err
    assert "1 problem found; nothing was run or written:" in err
    assert f"{folder}: a folder, not a file -- a regular file (or nothing) where blackhorse writes" in err
    assert "Traceback" not in err
    assert intact(folder) and sorted(os.listdir(game / "days")) == ["1.yaml"]  # no staged copy left
    assert main(["day", str(game), "1"]) == 2 and intact(folder)  # a day without a file, the same


def test_bots_never_write_over_a_folder_where_an_order_file_goes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    night = game / "nights" / "1"
    for f in night.glob("*.yaml"):
        if f.stem in ("A", "B"):
            f.unlink()
    folders = [a_folder(night / "A.yaml"), a_folder(night / "B.yaml")]
    capsys.readouterr()
    assert main(["bots", str(game), "1", "--seed", "7", "--seats", "A,B"]) == 2
    err = capsys.readouterr().err
    assert "2 problems found" in err and err.count("a folder, not a file") == 2  # all at once
    assert all(intact(f) for f in folders)
    assert not [p for p in os.listdir(night) if p.startswith(".")]


def test_parse_never_writes_over_a_folder(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    message = tmp_path / "message.txt"
    message.write_text("20:00 go to 209\n", encoding="utf-8")
    folder = a_folder(game / "nights" / "2" / "A.yaml")
    capsys.readouterr()
    assert main(["parse", str(game), "2", "A", str(message)]) == 2
    err = capsys.readouterr().err
    assert f"{folder}: a folder, not a file -- a regular file (or nothing)" in err
    assert intact(folder)


@pytest.mark.parametrize("kind", ["folder", "link to a folder", "fifo", "broken link"])
def test_every_single_file_write_refuses_what_is_not_a_file(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "days" / "1.yaml"
    target.parent.mkdir()
    value = {
        "folder": "a folder, not a file",
        "link to a folder": "a symbolic link to a folder, not a file",
        "fifo": "a FIFO (named pipe), not a file",
        "broken link": "a broken symbolic link (it leads to nothing), not a file",
    }[kind]
    if kind == "folder":
        a_folder(target)
    elif kind == "link to a folder":
        target.symlink_to(a_folder(tmp_path / "notes"))
    elif kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to(tmp_path / "nowhere")
    before = os.lstat(target)
    for write in (
        lambda: commit(files={target: DAY}, root=tmp_path),
        lambda: write_file(target, DAY),
    ):
        with pytest.raises(InputError) as caught:
            write()
        [problem] = caught.value.problems
        assert (problem.file, problem.value) == (str(target), value)
        after = os.lstat(target)
        assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
        assert sorted(os.listdir(target.parent)) == ["1.yaml"]
    assert not (tmp_path / JOURNAL).exists()
    if kind != "fifo" and kind != "broken link":
        assert intact(target)


def test_a_link_to_a_file_and_a_file_are_replaced_as_before(tmp_path: Path) -> None:
    kept = tmp_path / "kept.yaml"
    kept.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(kept)
    commit(files={link: "new\n", tmp_path / "plain.yaml": "new\n"}, root=tmp_path)
    assert link.read_text(encoding="utf-8") == "new\n" and not link.is_symlink()
    assert kept.read_text(encoding="utf-8") == "old\n"  # the file the link led to is untouched


def test_a_folder_made_while_a_file_is_being_written_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the check is made before anything is staged; a folder that appears after it (someone at
    # the keyboard, no lock) is still never swapped away
    target = tmp_path / "days" / "1.yaml"
    real = commit_module.write_journal

    def then_a_folder(path: Path, body: object, **kw: str | None) -> None:
        real(path, body, **kw)
        if path.name == JOURNAL:  # not the list of folders the write makes (days/), written first
            a_folder(target)

    monkeypatch.setattr(commit_module, "write_journal", then_a_folder)
    with pytest.raises(InputError, match="a folder, not a file"):
        commit(files={target: DAY}, root=tmp_path)
    assert intact(target) and sorted(os.listdir(target.parent)) == ["1.yaml"]
    assert not (tmp_path / JOURNAL).exists()


def test_recovery_never_swaps_a_folder_away_for_a_staged_file(tmp_path: Path) -> None:
    # a write killed after its journal, and a folder put at the file's place before the next
    # command: the journal's swap is not completed over it
    game = tmp_path / "game"
    killed_day_write(game, DAY)
    folder = a_folder(game / "days" / "1.yaml")
    recover(game)
    assert intact(folder) and sorted(os.listdir(game / "days")) == ["1.yaml"]
    assert not (game / JOURNAL).exists()


def test_the_portal_never_writes_over_a_folder(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        game = site.game
        gm, a = site.client(GM), site.client("A")
        # an order file: the save is refused, the folder kept, the log names what is there
        kept = (game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")
        (game / "nights" / "1" / "A.yaml").unlink()
        orders = a_folder(game / "nights" / "1" / "A.yaml")
        saved = a.post("/p/A/orders/1", {"source": "text", "text": "who: A\n", "action": "save"})
        assert saved.status == 409 and "could not be written; nothing changed" in saved.body
        assert intact(orders)
        last = Store(db_path(game)).saves(who="A")[-1]
        assert last.outcome == "refused" and "nights/1/A.yaml: a folder, not a file" in last.detail
        shutil.rmtree(orders)
        orders.write_text(kept, encoding="utf-8")
        # closing the day over a folder days/1.yaml: refused on the GM's page, in its language
        # (the folder is already refused where the game is read, before the day file's write)
        assert gm.post("/gm/do/run", {"n": "1"}).status == 303
        day = a_folder(game / "days" / "1.yaml")
        refused = gm.act("/gm/do/close-day", {"n": "1"})
        said = html.unescape(refused.body)
        assert refused.refused
        assert "days/1.yaml: a folder, not a file -- a regular file" in said
        assert intact(day)
        assert gm.post("/lang", {"lang": "zh", "back": "/gm"}).status == 303
        said = html.unescape(gm.act("/gm/do/close-day", {"n": "1"}).body)
        assert "days/1.yaml: 一个文件夹，不是文件 -- " in said and "普通文件" in said
        assert intact(day)
        shutil.rmtree(day)
        assert gm.post("/gm/do/close-day", {"n": "1"}).status == 303  # the folder moved away: done
        assert (game / "days" / "1.yaml").is_file()


def test_a_sweep_never_writes_over_a_folder_even_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = a_folder(tmp_path / "SWEEP.md")
    out = tmp_path / "SWEEP.parquet"
    capsys.readouterr()
    assert main(["sweep", "--games", "1", "--seed", "1", "--out", str(out), "--force", "--quiet"]) == 2
    assert f"{folder}: a folder, not a file" in capsys.readouterr().err  # before any game is played
    assert intact(folder) and not out.exists()


def test_a_folder_where_a_day_file_goes_is_never_read_as_a_day_without_requests(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `play` and `night 2` took a folder days/1.yaml for a day without requests and went on
    from tests.gamehelpers import FULL_GAME

    game = tmp_path / "full-game"
    shutil.copytree(FULL_GAME, game, ignore=shutil.ignore_patterns("results", "portal.sqlite3*"))
    (game / "days" / "1.yaml").unlink()
    folder = a_folder(game / "days" / "1.yaml")
    assert main(["night", str(game), "1"]) == 0
    capsys.readouterr()
    for command in (["play", str(game)], ["night", str(game), "2"]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert f"{folder}: a folder, not a file -- a regular file of at most 1 MB" in err, command
    assert intact(folder) and not (game / "nights" / "2" / "results").exists()
