"""The shipped inn read once and written out: its data and its shortest walks, for every process.

Every command that plays on the shipped Black Horse Inn read ``data/inn.yaml`` (~120 lines of
flow YAML) and ran NetworkX's Dijkstra from each of its 23 spots: ~17M instructions of a
``night`` whose whole budget is a few hundred, for the same answer every time. That answer is
kept beside the map in ``data/inn.walks.json``: the map's data as read, its digest, each
spot's Dijkstra (the distances and predecessors :class:`~blackhorse.inn.layout.Inn` keeps) and
the tie rule's pick among the shortest paths between every two spots (picking them cost ~10M
instructions for the ~95 walks of a busy night: NetworkX builds every shortest path of each),
with the SHA-256 of the ``inn.yaml`` text it was made from. :func:`known_walks` gives them
only for that very text; for any other text (an edited copy, a newer ``inn.yaml``) the map is
read and searched as before. ``tests/test_inn.py`` fails when the file is not what this
module's writer makes from the shipped map (then run ``python -m blackhorse.inn.walkswriter``).
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from typing import Any

WALKS_FILE = "inn.walks.json"
# What the file keeps, read back as a mapping: "data" (the map's data as read), "digest" (its
# map_digest), "distance" and "predecessors" (each spot's Dijkstra, as the Inn keeps them) and
# "paths" (each spot's best path to every spot, by the route's tie rule: one line a spot).
KnownWalks = dict[str, Any]


def paths_line(paths: dict[str, list[str]]) -> str:
    """A spot's best paths as the file keeps them: ``" b:a,x,b c:a,c ..."``, one per spot reached
    (the shipped map's spot ids hold no space, colon or comma): one string a spot to read, each
    path found in it when a walk asks for it (:func:`kept_path`)."""
    return "".join(f" {b}:{','.join(path)}" for b, path in paths.items())


def kept_path(line: str, b: str) -> list[str] | None:
    """The path to ``b`` in a :func:`paths_line`, or None."""
    i = line.find(f" {b}:")
    if i < 0:
        return None
    j = line.find(" ", i + 1)
    return line[i + len(b) + 2 : j if j >= 0 else len(line)].split(",")


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def known_walks(text: str) -> KnownWalks | None:
    """The shipped map's data and walks when ``text`` is the text they were made from."""
    try:
        kept = json.loads((resources.files("blackhorse") / "data" / WALKS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("inn_yaml_sha256") != text_digest(text):
        return None
    return kept
