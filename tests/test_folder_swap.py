"""The results folder of a rerun is swapped in one atomic step (libc's renameat2), with no
import of ctypes' whole library for it (issue 25: ~5M instructions of every rerun)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from blackhorse.core import fsops

pytestmark = pytest.mark.skipif(fsops._renameat2() is None, reason="no renameat2 on this system")


def test_exchange_swaps_two_folders_whole(tmp_path: Path) -> None:
    old, new = tmp_path / "results", tmp_path / "staged"
    old.mkdir()
    new.mkdir()
    (old / "gm.md").write_text("before", encoding="utf-8")
    (new / "gm.md").write_text("after", encoding="utf-8")
    assert fsops.exchange(new, old)
    assert (old / "gm.md").read_text(encoding="utf-8") == "after"
    assert (new / "gm.md").read_text(encoding="utf-8") == "before"


def test_exchange_of_a_missing_folder_names_it(tmp_path: Path) -> None:
    (tmp_path / "results").mkdir()
    with pytest.raises(FileNotFoundError) as caught:
        fsops.exchange(tmp_path / "gone", tmp_path / "results")
    assert caught.value.filename == str(tmp_path / "results")
    assert caught.value.strerror == "No such file or directory"


def test_a_swap_imports_no_ctypes(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from blackhorse.core import fsops\n"
        f"a, b = Path({str(tmp_path / 'a')!r}), Path({str(tmp_path / 'b')!r})\n"
        "a.mkdir(); b.mkdir()\n"
        "assert fsops.exchange(a, b)\n"
        "print('ctypes' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
