"""The shipped scenarios, as the tests read them: a copy, never the checkout's own folders.

README's first command runs `blackhorse night scenarios/first-night 1`, which writes
`scenarios/first-night/nights/1/results/`; a GM trying the tool may run others, or serve a
scenario on the portal (`portal.sqlite3`, `.blackhorse.lock`). A test that read the
checkout's folders then saw results it assumed absent (three tests failed when README's
two commands ran in order). So every test reads :data:`SCENARIOS`: a copy of
`scenarios/` made once per test process, as the repository ships it (what git tracks: no
results, no portal database, no lock), removed when the process ends, or by the next run when a
signal stopped the process first (:func:`left_behind`). A test that writes copies a scenario
again into its own ``tmp_path``.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "scenarios"
NOT_SHIPPED = shutil.ignore_patterns(
    "results", "portal.sqlite3*", ".blackhorse.lock", "charts", "replay.html"
)


PREFIX = "blackhorse-scenarios-"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def left_behind(folder: Path) -> list[Path]:
    """The copies in ``folder`` whose test process is gone: a run stopped by a signal skips its
    ``atexit`` (SIGTERM, SIGKILL), so its copy stays; the next run removes it."""
    out = []
    for path in sorted(folder.glob(PREFIX + "*")):
        pid = path.name[len(PREFIX) :].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            out.append(path)
    return out


def _copy() -> Path:
    for stale in left_behind(Path(tempfile.gettempdir())):
        shutil.rmtree(stale, ignore_errors=True)
    home = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-"))
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    shutil.copytree(SHIPPED, home / "scenarios", ignore=NOT_SHIPPED)
    return home / "scenarios"


SCENARIOS = _copy()
