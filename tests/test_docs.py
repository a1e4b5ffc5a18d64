"""Every test a doc names as the proof of a rule exists (docs cannot point at nothing)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_tests_named_in_the_docs_exist() -> None:
    defined = set()
    for path in (ROOT / "tests").glob("test_*.py"):
        defined |= set(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), flags=re.M))
    named = {
        (doc.name, name)
        for doc in (ROOT / "docs").glob("*.md")
        for name in re.findall(r"`(test_\w+)`", doc.read_text(encoding="utf-8"))
    }
    assert len(named) > 50  # the adjudication and visibility docs cite their tests
    missing = sorted(f"{doc}: {name}" for doc, name in named if name not in defined)
    assert not missing, missing
