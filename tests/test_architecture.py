"""The tree shows the pipeline: stages as subpackages, imports one way, no cycles.

The layering itself is written in ``pyproject.toml`` (``[tool.importlinter]``) and explained
in ``docs/ARCHITECTURE.md``; these tests make CI enforce it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp
import networkx as nx

from tests.sizekit import MAX_LINES, long_modules

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "blackhorse"


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """Run import-linter on the package found under ``root`` with the project's contracts."""
    lint = Path(sys.executable).with_name("lint-imports")
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [str(lint), "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
    )


def test_the_import_contracts_are_kept() -> None:
    done = lint_imports(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_a_backward_import_breaks_the_contract(tmp_path: Path) -> None:
    """The contract can fail: the night engine importing the reports is caught and named."""
    shutil.copytree(PACKAGE, tmp_path / "blackhorse", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    walker = tmp_path / "blackhorse" / "night" / "walker.py"
    walker.write_text(
        walker.read_text(encoding="utf-8") + "\nfrom blackhorse.reports import report  # noqa\n",
        encoding="utf-8",
    )
    done = lint_imports(tmp_path)
    assert done.returncode != 0
    assert "blackhorse.night.walker -> blackhorse.reports.report" in done.stdout


def test_every_stage_is_in_the_contract() -> None:
    """A new subpackage must be placed in the pipeline (import-linter's ``exhaustive``)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "pipeline")
    assert contract["exhaustive"] is True
    listed = {name.strip("() ") for layer in contract["layers"] for name in layer.split("|")}
    stages = {p.parent.name for p in PACKAGE.glob("*/__init__.py")}
    assert stages <= listed, sorted(stages - listed)
    assert not list(PACKAGE.glob("*.py.bak"))
    assert sorted(p.name for p in PACKAGE.glob("*.py")) == ["__init__.py"], "modules live in their stage"


def test_no_import_cycle_anywhere() -> None:
    graph = grimp.build_graph("blackhorse", exclude_type_checking_imports=False)
    edges = nx.DiGraph()
    for module in graph.modules:
        edges.add_node(module)
        for imported in graph.find_modules_directly_imported_by(module):
            edges.add_edge(module, imported)
    cycles = [sorted(c) for c in nx.strongly_connected_components(edges) if len(c) > 1]
    assert cycles == []


def test_a_long_module_is_named_for_the_review(tmp_path: Path) -> None:
    """The line bound is a warning the review reads (tests/sizekit.py, at the end of every
    run), not a failure: a module past it is named with its length, a short one is not."""
    package = tmp_path / "blackhorse"
    (package / "night").mkdir(parents=True)
    (package / "night" / "long.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    (package / "night" / "short.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    assert long_modules(package) == {"blackhorse/night/long.py": MAX_LINES + 1}
