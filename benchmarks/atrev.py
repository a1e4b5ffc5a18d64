"""A stage of the package as it was at a git revision, importable beside the current one.

The A/B benchmarks (``bench_simulate.py``, ``bench_reports.py``) time an earlier revision's
code against the working tree's in one process: the stage's modules at ``rev`` are copied
into a package of their own under ``folder``, their imports of each other renamed to it; the
rest of ``blackhorse`` stays the current one.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Collection
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True, cwd=ROOT).stdout


def stage_at(rev: str, stage: str, folder: Path, module: str, keep: Collection[str] = ()) -> ModuleType:
    """Module ``module`` of ``blackhorse/<stage>/`` at ``rev``, from a package ``<stage>_at_rev``
    in ``folder`` holding every module of the stage at ``rev`` except those named in ``keep``
    (imported from the current ``blackhorse.<stage>`` instead)."""
    package = folder / f"{stage}_at_rev"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    listed = _git("ls-tree", "--name-only", rev, f"blackhorse/{stage}/").split()
    names = [Path(p).stem for p in listed if p.endswith(".py")]
    names = [n for n in names if n != "__init__" and n not in keep]
    for name in names:
        source = _git("show", f"{rev}:blackhorse/{stage}/{name}.py")
        for other in names:
            source = source.replace(f"blackhorse.{stage}.{other}", f"{package.name}.{other}")
        (package / f"{name}.py").write_text(source, encoding="utf-8")
    sys.path.insert(0, str(folder))
    return importlib.import_module(f"{package.name}.{module}")
