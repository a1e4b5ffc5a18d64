"""The notebooks in notebooks/ run top to bottom on the shipped scenarios; any error fails.

They run in a kernel started from this very interpreter (a kernel spec written to a
temporary folder, pointing at ``sys.executable``), so the project's virtualenv is used
whatever kernels the machine has installed.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from tests.scenariokit import SCENARIOS

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
KERNEL = "blackhorse-test"


def kernel_manager(tmp_path: Path) -> KernelManager:
    spec = tmp_path / "kernels" / KERNEL
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(
        json.dumps({"argv": argv, "display_name": "blackhorse tests", "language": "python"}), encoding="utf-8"
    )
    specs = KernelSpecManager(kernel_dirs=[str(tmp_path / "kernels")])
    # the kernel's connection file in the test's own folder: left to itself the manager writes a
    # tmpXXXX.json to the temporary folder and never removes it (63 of them in /dev/shm)
    connection = str(tmp_path / "kernel-connection.json")
    return KernelManager(kernel_name=KERNEL, kernel_spec_manager=specs, connection_file=connection)


def run(name: str, tmp_path: Path) -> nbformat.NotebookNode:
    """Run the notebook where it finds the scenarios as shipped: from a folder ``notebooks``
    beside a copy of them (it looks for ``scenarios/`` upwards from where it runs), never
    the checkout's own, which README's first command writes results into."""
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    home = tmp_path / "checkout"
    shutil.copytree(SCENARIOS, home / "scenarios")
    (home / "notebooks").mkdir()
    client = NotebookClient(
        notebook,
        km=kernel_manager(tmp_path),
        timeout=180,
        allow_errors=False,
        resources={"metadata": {"path": str(home / "notebooks")}},
    )
    client.execute()
    return notebook


def outputs(notebook: nbformat.NotebookNode, needle: str) -> list[dict[str, object]]:
    """The outputs of the code cells whose source contains ``needle``."""
    found = [c for c in notebook.cells if c.cell_type == "code" and needle in c.source]
    assert found, needle
    return [o for c in found for o in c.outputs]


def displayed(notebook: nbformat.NotebookNode, needle: str, mimetype: str = "text/plain") -> str:
    """What the cells whose source contains ``needle`` showed as ``mimetype``."""
    return "".join(str(o.get("data", {}).get(mimetype, "")) for o in outputs(notebook, needle))


def mimetypes(notebook: nbformat.NotebookNode, needle: str) -> set[str]:
    return {m for o in outputs(notebook, needle) for m in o.get("data", {})}


@pytest.mark.parametrize("name", ["night-walkthrough.ipynb", "game-walkthrough.ipynb", "balance.ipynb"])
def test_notebooks_are_committed_without_outputs(name: str) -> None:
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


def test_game_walkthrough_says_which_night_it_draws() -> None:
    """Its text promised "each night's pictures" where it draws night 2 only."""
    notebook = nbformat.read(NOTEBOOKS / "game-walkthrough.ipynb", as_version=4)
    code = "".join(c.source for c in notebook.cells if c.cell_type == "code")
    drawn = set(re.findall(r"(?:_figure\(|^)nights\[(\d+)\]", code, flags=re.M))
    assert drawn == {"2"}
    intro = notebook.cells[0].source.replace("\n", " ")
    assert "each night's pictures" not in intro and "the replay of night 2" in intro
    pictures = (NOTEBOOKS.parent / "docs" / "PICTURES.md").read_text(encoding="utf-8").replace("\n", " ")
    assert "each night's charts and a replay" not in pictures and "the replay of night 2" in pictures


def test_night_walkthrough_runs_and_shows_tables_charts_and_replay(tmp_path: Path) -> None:
    notebook = run("night-walkthrough.ipynb", tmp_path)
    assert "seed-sample" in notebook.cells[1].source
    summary = displayed(notebook, "night  # a summary", "text/html")
    assert "Night 1 of" in summary and "<td>E</td><td>B</td><td>22:14</td>" in summary
    assert "text/html" in mimetypes(notebook, "night.witness_table")
    assert "image/png" in mimetypes(notebook, "charts.timeline_figure(night)")
    assert "image/png" in mimetypes(notebook, "charts.sightings_figure(night)")
    (replay,) = [o for o in outputs(notebook, 'night.replay("A")') if "data" in o]
    assert str(replay["data"]["text/html"]).startswith("<iframe srcdoc=")  # type: ignore[index]
    report = displayed(notebook, 'night.reports["A"]', "text/markdown")
    assert report.startswith("# Night 1: report for tenant A")  # Markdown, not a repr
    assert displayed(notebook, "bh.clock(90)") == "(90, '21:30')"
    moved = displayed(notebook, "change.cases")
    assert "removed" in moved and "22:14" in moved and "added" in moved and "21:44" in moved
    assert displayed(notebook, "night == moved") == "(True, False)"
    assert displayed(notebook, 's["minute"] = -1') == "(np.int64(0), 859)"  # the change did not leak
    printed = "".join(str(o.get("text", "")) for o in outputs(notebook, 'night.witnesses("A")'))
    assert printed.startswith("night 1: case: A -- a murder of night 1")


def test_game_walkthrough_runs_and_names_the_winner(tmp_path: Path) -> None:
    notebook = run("game-walkthrough.ipynb", tmp_path)
    printed = "".join(str(o.get("text", "")) for o in outputs(notebook, "winner:"))
    assert "winner: B" in printed
    assert "text/html" in mimetypes(notebook, "views.standings(game)")
    assert "text/html" in mimetypes(notebook, "game  # the game's course")
    assert "image/png" in mimetypes(notebook, "charts.timeline_figure(nights[2])")
    assert "played_copy" not in "".join(c.source for c in notebook.cells)  # nothing left on disk


def test_balance_notebook_runs_a_sweep_and_shows_the_report(tmp_path: Path) -> None:
    notebook = run("balance.ipynb", tmp_path)
    printed = "".join(str(o.get("text", "")) for o in outputs(notebook, "print("))
    assert printed.startswith("24 games, ")
    shown = "".join(str(o.get("data", {}).get("text/plain", "")) for o in outputs(notebook, "print("))
    assert re.search(r"\b8\b", shown) and "8.0" not in shown  # free tenants, a whole number
    report = outputs(notebook, "Markdown(markdown(summary")
    assert any("## Who wins" in str(o.get("data", {}).get("text/markdown", "")) for o in report)
    assert "image/png" in mimetypes(notebook, "Image(png(summary))")
