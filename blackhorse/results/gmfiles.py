"""The night's files for the GM in a language: ``gm.md``, the SVG charts and ``replay.html``.

``blackhorse night`` writes them in the game's language (game.yaml's ``lang:``). Their
*twins* in the other language (``gm.zh.md``, ``charts/timeline.zh.svg``, ``replay.zh.html``
in an English game) are written only when asked for (``--both-languages``); the portal makes
the one a reader asks for from the night itself (portal/twins.py). Each twin is exactly what
the same night renders in that language: docs/ORDERS.md, "The night's pictures".
"""

from __future__ import annotations

from collections.abc import Collection

from blackhorse.core.catalog import LANGS
from blackhorse.sight.seennight import SeenNight

# the GM files that have a twin in the other language (the PNG charts have none)
TWINNED = ("gm.md", "charts/timeline.svg", "charts/sightings.svg", "replay.html")


def twin_name(rel: str, lang: str) -> str:
    """``gm.md`` in ``lang``: ``gm.zh.md``; ``charts/timeline.svg``: ``charts/timeline.zh.svg``."""
    stem, dot, ending = rel.rpartition(".")
    return f"{stem}.{lang}{dot}{ending}"


def in_lang(result: SeenNight, rel: str, lang: str) -> bytes:
    """The GM file ``rel`` (one of :data:`TWINNED`) of the night ``result``, in ``lang``."""
    if rel == "gm.md":
        from blackhorse.reports.gmsheet import render_gm
        from blackhorse.reports.night import ReportedNight

        if not isinstance(result, ReportedNight):
            raise TypeError(f"gm.md needs the night's reports: {type(result).__name__}")
        return render_gm(result, result.reports, lang).encode("utf-8")
    if rel == "replay.html":
        from blackhorse.pictures.replay import replay_html

        return replay_html(result, lang=lang).encode("utf-8")
    name = rel.removeprefix("charts/").removesuffix(".svg")
    if rel not in TWINNED or name == rel:
        raise ValueError(f"{rel}: not a GM file with a twin; those are {', '.join(TWINNED)}")
    from blackhorse.pictures.charts import CHARTS

    return CHARTS[name][0](result, lang).encode("utf-8")


def twins(result: SeenNight, written: Collection[str]) -> dict[str, bytes]:
    """The other language's twin of each GM file in ``written`` (the results' relative paths):
    what ``blackhorse night --both-languages`` adds."""
    lang = result.input.game.lang
    return {
        twin_name(rel, other): in_lang(result, rel, other)
        for rel in TWINNED
        if rel in written
        for other in LANGS
        if other != lang
    }
