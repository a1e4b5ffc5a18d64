"""What the timeline chart says, in English or Chinese: its title, a murder's caption, a
bar's label and the legend's marks (messages of the catalog; places as the echo names them in
Chinese, by the map's ids in English, as the charts always said)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from blackhorse.core.catalog import N_, NC_, word
from blackhorse.core.nightclock import said_at
from blackhorse.core.records import Case
from blackhorse.inn.layout import Inn
from blackhorse.pictures.floorplan import chart_place

if TYPE_CHECKING:
    from blackhorse.sight.seennight import SeenNight


class Bar(Protocol):
    """A bar of the timeline (timelinechart.Run), as its label reads it."""

    @property
    def style(self) -> str: ...
    @property
    def place(self) -> str: ...
    @property
    def detail(self) -> str: ...
    @property
    def label(self) -> str: ...


def caption(case: Case, lang: str = "en", inn: Inn | None = None) -> str:
    place = chart_place(inn, case.spot, lang) if inn is not None else case.spot
    at = said_at(case.minute, lang)  # one clock per language (core/nightclock.py): 9:12 in Chinese
    return word(
        N_("{killer} kills {victim}, {at}, {place}"),
        lang,
        killer=case.killer,
        victim=case.victim,
        at=at,
        place=place,
    )


def title(result: SeenNight, lang: str = "en") -> str:
    return word(
        N_("{game}: night {n}, where everyone was"), lang, game=result.input.game.name, n=result.night
    )


def run_label(run: Bar, inn: Inn, lang: str) -> str:
    """What a bar says in ``lang`` (:attr:`Run.label` in English)."""
    if lang == "en":
        return run.label
    if run.style == "dead":
        return word(N_("dead ({place})"), lang, place=chart_place(inn, run.place, lang))
    if run.style == "peeking":
        return f"{chart_place(inn, run.place, lang)} {word(PEEKS.get(run.detail, run.detail), lang)}"
    if run.style == "moving":
        return word(MARK_WORDS["walking"], lang)
    return chart_place(inn, run.place, lang)


PEEKS = {"window": NC_("channel", "window"), "peephole": NC_("channel", "peephole")}
# the legend's marks, as the legend says them
MARK_WORDS = {
    "peeking": NC_("chart", "peeking"),
    "walking": NC_("chart", "walking"),
    "dead": NC_("chart", "dead"),
    "kill": NC_("chart", "kill"),
    "death": NC_("chart", "death"),
}
