"""Kill tests (issue 10.2): a commit killed at any step leaves old-or-new, never a mix.

Each test runs the write in a forked child that is SIGKILLed just before its k-th file
system step (a real ``kill -9``: no ``finally``, no ``except`` runs), for every k until the
write finishes. The parent then checks what a reader sees at once (each target the old
complete one or the new complete one) and, after the next command's recovery, the whole
folder: exactly the old state or exactly the new one, with no staging, journal or lock left.
"""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

import blackhorse.core.commit as commit_module
import blackhorse.core.fsops as fsops
import blackhorse.core.recovery as recovery
from blackhorse.cli.main import main
from blackhorse.core.commit import commit
from blackhorse.core.recovery import recover
from tests.gamehelpers import FIRST_NIGHT, copy_game, snapshot

STEPS = ("rename", "replace", "mkdir", "open", "unlink", "rmdir", "write", "link")
RENAMES = ("rename", "replace")  # with the atomic exchange, which is always counted


def _arm(k: int, steps: tuple[str, ...]) -> None:
    """In the child: SIGKILL this process just before its k-th file-system step."""
    count = [0]

    def step(real: Callable[..., object]) -> Callable[..., object]:
        def wrapped(*args: object, **kw: object) -> object:
            count[0] += 1
            if count[0] == k:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kw)

        return wrapped

    for name in steps:
        if name in STEPS:
            setattr(os, name, step(getattr(os, name)))
    if "rmtree" in steps:
        shutil.rmtree = step(shutil.rmtree)  # type: ignore[assignment]
    real_exchange = fsops.exchange
    counted = step(real_exchange)
    for module in (fsops, commit_module, recovery):
        setattr(module, "exchange", counted)  # noqa: B010


def killed_at(k: int, work: Callable[[], object], steps: tuple[str, ...] = (*STEPS, "rmtree")) -> bool:
    """Run ``work`` in a child killed before its k-th step; True if it was killed."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            _arm(k, steps)
            work()
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def two_results_and_a_day(root: Path, version: str) -> dict[str, object]:
    return {
        "folders": {
            root / "nights" / "1" / "results": {"a.txt": f"night 1 {version}\n", "sub/b.csv": version},
            root / "nights" / "2" / "results": {"c.txt": f"night 2 {version}\n"},
        },
        "files": {root / "days" / "1.yaml": f"# day 1 {version}\n"},
    }


@pytest.fixture(params=[True, False], ids=["exchange", "rename"])
def exchange_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if not request.param:
        monkeypatch.setattr(fsops, "_exchange_works", False)
    return bool(request.param)


def test_a_commit_killed_at_every_step_is_old_or_new(tmp_path: Path, exchange_mode: bool) -> None:
    root = tmp_path / "game"
    (root / "nights" / "1").mkdir(parents=True)
    (root / "nights" / "2").mkdir()
    commit(**two_results_and_a_day(root, "old"), root=root)  # type: ignore[arg-type]
    old = snapshot(root)
    new_root = tmp_path / "expected"
    shutil.copytree(root, new_root)
    commit(**two_results_and_a_day(new_root, "new"), root=new_root)  # type: ignore[arg-type]
    new = snapshot(new_root)
    targets = ["nights/1/results/", "nights/2/results/", "days/1.yaml"]
    kills = 0
    for k in range(1, 200):
        if not killed_at(k, lambda: commit(**two_results_and_a_day(root, "new"), root=root)):  # type: ignore[arg-type]
            break
        kills += 1
        seen = snapshot(root)
        for target in targets:  # what a reader sees right after the kill
            mine = {p: b for p, b in seen.items() if p.startswith(target)}
            was = {p: b for p, b in old.items() if p.startswith(target)}
            will = {p: b for p, b in new.items() if p.startswith(target)}
            if exchange_mode or not target.endswith("/"):
                assert mine in (was, will), (k, target)
        recover(root)
        after = snapshot(root)
        assert after in (old, new), k
        assert recover(root) == []  # nothing left to do
        if after == new:  # start the next round from the old state again
            commit(**two_results_and_a_day(root, "old"), root=root)  # type: ignore[arg-type]
    assert kills > 10  # every step was tried, then the write ran through
    assert snapshot(root) == new


def test_recovery_itself_can_be_killed_at_every_step(tmp_path: Path) -> None:
    root = tmp_path / "game"

    def interrupted(k: int) -> bool:
        """Build the old state afresh and kill a write of the new one at step k."""
        shutil.rmtree(root, ignore_errors=True)
        (root / "nights" / "1").mkdir(parents=True)
        (root / "nights" / "2").mkdir()
        commit(**two_results_and_a_day(root, "old"), root=root)  # type: ignore[arg-type]
        assert killed_at(k, lambda: commit(**two_results_and_a_day(root, "new"), root=root))  # type: ignore[arg-type]
        return (root / fsops.JOURNAL).exists()

    k = next(k for k in range(1, 100) if interrupted(k))  # the first kill after the commit point
    recover(root)
    new = snapshot(root)
    assert b"night 1 new\n" in new.values()
    for j in range(1, 100):
        interrupted(k)
        finished = not killed_at(j, lambda: recover(root))
        recover(root)
        assert snapshot(root) == new, j
        if finished:
            break
    else:
        raise AssertionError("recovery never finished")


def test_a_night_killed_at_every_rename_keeps_complete_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], exchange_mode: bool
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    old = snapshot(game)
    order = next((game / "nights" / "1").glob("A.y*ml"))
    order.write_text(order.read_text(encoding="utf-8") + "# corrected\n", encoding="utf-8")
    changed = snapshot(game)
    kills = 0
    for k in range(1, 100):
        if not killed_at(k, lambda: main(["night", str(game), "1"]), RENAMES):
            break
        kills += 1
        if exchange_mode:  # one atomic step: the results are never missing, even for a moment
            assert (game / "nights" / "1" / "results" / "timeline.csv").is_file(), k
        assert main(["status", str(game)]) == 0  # reading first finishes or undoes the write
        now = snapshot(game)
        assert not [p for p in now if ".new-" in p or ".old-" in p or "commit" in p], k
    capsys.readouterr()
    assert kills >= 2  # at least the journal's rename and the swap
    done = snapshot(game)
    assert done != changed and done != old
    assert main(["night", str(game), "1"]) == 0  # the rerun is clean and gives the same bytes
    assert snapshot(game) == done


def test_a_write_inside_the_game_with_its_journal_beside_it_is_completed(tmp_path: Path) -> None:
    game = tmp_path / "game"
    night = game / "nights" / "1"
    night.mkdir(parents=True)
    files = {night / "A.yaml": "who: A\n", night / "B.yaml": "who: B\n"}
    commit(files={p: "# old\n" for p in files})  # no root: the journal goes beside the files
    for k in range(1, 100):
        if not killed_at(k, lambda: commit(files=files)):
            break
        recover(game)
        texts = {p.read_text() for p in files}
        assert texts in ({"# old\n"}, {"who: A\n", "who: B\n"}), k  # all or nothing
        assert sorted(p.name for p in night.iterdir()) == ["A.yaml", "B.yaml"], k
        commit(files={p: "# old\n" for p in files})


def test_a_first_day_killed_at_every_step_leaves_no_empty_days_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], exchange_mode: bool
) -> None:
    """Issue 20: `blackhorse day` on a game without `days/` creates that folder; killed before
    its journal, the folder stayed behind empty (neither the old game nor the new one)."""
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    day = tmp_path / "day1.yaml"
    day.write_text('moves:\n  - {who: C, to: "209"}\n', encoding="utf-8")
    assert not (game / "days").exists()
    old = snapshot(game)
    new_game = tmp_path / "expected"
    shutil.copytree(game, new_game)
    assert main(["day", str(new_game), "1", str(day)]) == 0
    new = snapshot(new_game)
    assert "days/" in new
    kills = 0
    for k in range(1, 200):
        if not killed_at(k, lambda: main(["day", str(game), "1", str(day)])):
            break
        kills += 1
        assert main(["status", str(game)]) == 0  # the next command finishes or undoes the write
        after = snapshot(game)
        after.pop(".blackhorse.lock", None)  # a killed command's empty lock file (core/lock.py)
        assert after in (old, new), (k, sorted(set(after) ^ set(old)))
        if after == new:  # back to the old game for the next round
            shutil.rmtree(game / "days")
    capsys.readouterr()
    assert kills > 5
    assert snapshot(game) == new


def test_folders_a_killed_commit_made_are_removed_by_recovery(tmp_path: Path) -> None:
    """Every missing parent folder a commit creates (here nights/3/ and days/) goes on rollback,
    and recovery killed at every step still ends old-complete or new-complete."""
    root = tmp_path / "game"
    (root / "nights" / "1").mkdir(parents=True)
    files = {root / "days" / "1.yaml": "# day 1\n"}
    folders = {root / "nights" / "3" / "results": {"a.txt": "x\n"}}
    old = snapshot(root)
    for k in range(1, 200):
        if not killed_at(k, lambda: commit(folders=folders, files=files, root=root)):
            break
        before_recovery = snapshot(root)
        for j in range(1, 100):  # recovery itself killed at every step, then run through
            if not killed_at(j, lambda: recover(root)):
                break
        recover(root)
        after = snapshot(root)
        assert recover(root) == []
        assert after == old or "days/1.yaml" in after, (k, sorted(before_recovery), sorted(after))
        if after != old:
            assert after["nights/3/results/a.txt"] == b"x\n"
            shutil.rmtree(root / "days")
            shutil.rmtree(root / "nights" / "3")
    else:
        raise AssertionError("the commit never ran through")
