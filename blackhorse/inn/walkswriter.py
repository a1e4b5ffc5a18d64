"""The writer of ``data/inn.walks.json`` (:mod:`blackhorse.inn.shippedwalks`): the shipped map
read and searched as every map is, written out. Run ``python -m blackhorse.inn.walkswriter``
after editing ``data/inn.yaml``."""

from __future__ import annotations

import json
from importlib import resources

from blackhorse.core.yamlsource import Located, parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.inn.shippedwalks import WALKS_FILE, paths_line, text_digest


def walks_text(text: str) -> str:
    """What ``data/inn.walks.json`` holds for the map ``text``: made by reading and searching
    it as every other map is."""
    data = parse_yaml(text, "inn.yaml").data
    inn = Inn(Located(data, "inn.yaml"))
    if any(mark in spot for spot in inn.spots for mark in " :,"):
        raise ValueError("a spot id with a space, a colon or a comma: the paths' lines cannot hold it")
    kept = {
        "about": "made by `python -m blackhorse.inn.walkswriter` from inn.yaml; do not edit",
        "inn_yaml_sha256": text_digest(text),
        "digest": inn.digest,
        "data": data,
        "distance": inn._distance,  # noqa: SLF001 -- what this file keeps for the Inn
        "predecessors": inn._predecessors,  # noqa: SLF001
        # each spot's best path to every spot it reaches, by the route's tie rule, one line a spot
        "paths": {
            a: paths_line({b: inn._best_path(a, b) for b in inn.spots if b in inn._predecessors[a]})  # noqa: SLF001
            for a in inn.spots
        },
    }
    # ASCII (the Chinese names as \uXXXX escapes): read as a one-byte string, each value copied out
    # of it, not narrowed from a two-byte one (~1M of every command, docs/PERFORMANCE.md)
    return json.dumps(kept, ensure_ascii=True, indent=None, separators=(",", ":")) + "\n"


def main() -> None:
    """Write ``data/inn.walks.json`` for the shipped ``data/inn.yaml``."""
    folder = resources.files("blackhorse") / "data"
    text = (folder / "inn.yaml").read_text(encoding="utf-8")
    with resources.as_file(folder / WALKS_FILE) as path:
        path.write_text(walks_text(text), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
