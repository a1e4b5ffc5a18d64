"""The shipped scenarios, as the tests read them: a copy, never the checkout's own folders.

README's first command runs `blackhorse night scenarios/first-night 1`, which writes
`scenarios/first-night/nights/1/results/`; a GM trying the tool may run others, or serve a
scenario on the portal (`portal.sqlite3`, `.blackhorse.lock`). A test that read the
checkout's folders then saw results it assumed absent (three tests failed when README's
two commands ran in order). So every test reads :data:`SCENARIOS`: a copy of
`scenarios/` made once per test process, as the repository ships it (what git tracks: no
results, no portal database, no lock), removed when the process ends. A test that writes
copies a scenario again into its own ``tmp_path``.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "scenarios"
NOT_SHIPPED = shutil.ignore_patterns(
    "results", "portal.sqlite3*", ".blackhorse.lock", "charts", "replay.html"
)


def _copy() -> Path:
    home = Path(tempfile.mkdtemp(prefix="blackhorse-scenarios-"))
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    shutil.copytree(SHIPPED, home / "scenarios", ignore=NOT_SHIPPED)
    return home / "scenarios"


SCENARIOS = _copy()
