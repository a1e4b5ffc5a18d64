"""What the GM does from the portal, each the same as a command of the command line.

- run night N: ``blackhorse night GAME N --charts --html`` (the same engine and files);
- publish night N: ``blackhorse publish GAME N`` (players may then read their reports);
- set night N's deadline (orders lock when it passes): ``blackhorse deadline GAME N WHEN``.

Each write holds the game folder's lock (:meth:`Desk.writing`), as the commands do: the
portal's database lives in the game folder and is part of what one writer changes at a time.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, tzinfo

from blackhorse.core import gamezone
from blackhorse.core.catalog import LANGS, NC_, Msg, msg, word
from blackhorse.core.errors import BlackhorseError
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.numbers import MINUTES, YEAR, read_number
from blackhorse.game.gameplay import play_night
from blackhorse.game.rerun import rerun_check, warning_lines
from blackhorse.orders.nightinput import night_folder
from blackhorse.portal import twins
from blackhorse.portal.desk import Desk, Phase
from blackhorse.portal.saving import finish_writes
from blackhorse.results.nightresult import NightResult, gm_notes

GM_FILES = ("gm.md", "replay.html")  # the files of a night's results the GM page shows
# the chart files a night may have: SVG always, PNG when it was run with --png
CHART_NAMES = ("sightings.png", "sightings.svg", "timeline.png", "timeline.svg")


class PortalRefusal(BlackhorseError):
    """A GM action that cannot be done now (the message says why)."""


class Ran(NamedTuple):
    """A night run from the portal: who killed whom, how many GM notes."""

    night: int
    kills: tuple[tuple[str, str], ...]  # (victim, killer)
    notes: int
    moved: tuple[str, ...] = ()  # a confirmed rerun of a played night: the warning, line by line

    def text(self, lang: str = "en") -> str:
        """One line, in the GM's language (the audit log keeps the English)."""
        if lang == "zh":
            deaths = "、".join(f"{v}（凶手 {k}）" for v, k in self.kills) or "无人死亡"
            text = f"第 {self.night} 夜：{deaths}；主持人备注 {self.notes} 条"
        else:
            dead = ", ".join(f"{v} (by {k})" for v, k in self.kills) or "no deaths"
            text = f"night {self.night}: {dead}; {gm_notes(self.notes)}"
        if self.moved:  # the loud warning, as `night --replace-played` prints it
            from blackhorse.core.catalog import say

            text = " ".join([text, *(say(line, lang) for line in self.moved)])
        return text


def deaths_of(kills: tuple[tuple[str, str], ...]) -> tuple[Msg, ...] | Msg:
    """A night's deaths as the log and the command line list them: ``E (by B), D (by C)``."""
    return tuple(msg("{name} (by {who})", name=v, who=k) for v, k in kills) or msg("no deaths")


def ran_message(night: int, kills: tuple[tuple[str, str], ...], notes: int, again: bool = False) -> Msg:
    """The audit log's line for a night run: ``ran night 1: E (by B); 2 GM notes`` (``again``:
    a night whose results it replaced)."""
    if again:
        return msg(
            "ran night {night} again (its results replaced): {deaths}; {notes}",
            night=night,
            deaths=deaths_of(kills),
            notes=gm_notes(notes),
        )
    return msg(
        "ran night {night}: {deaths}; {notes}", night=night, deaths=deaths_of(kills), notes=gm_notes(notes)
    )


def run_night(desk: Desk, night: int, by: str, replace_played: bool = False) -> Ran:
    """Run night ``night`` with charts and the replay; who died, by whom, the GM notes.

    A night whose inputs changed since it was run, that a publication, a recorded day or a
    later night rests on, is refused unless ``replace_played`` (the GM confirmed: the page's
    box, ``blackhorse night GAME N --replace-played``); then :attr:`Ran.moved` says what moved
    (game/rerun.py)."""

    def pictures(result: NightResult) -> dict[str, str | bytes]:
        from blackhorse.pictures.files import picture_files

        return picture_files(result, charts=True, html=True)

    with desk.writing():
        finish_writes(desk)  # a killed write's journal first, as every command does
        if desk.gm_phase() == Phase("night", night):
            night_folder(desk.game_dir, night).mkdir(parents=True, exist_ok=True)  # nobody sent orders
        moved: list[str] = []
        check = rerun_check(
            desk.game_dir, night, desk.inn, desk.store.published().get(night), replace_played, moved
        )
        played = play_night(desk.game_dir, night, desk.inn, None, pictures, check)
        twins.remember(desk, night, played.result)  # a reader of the other language's files
        desk.invalidate()
    kills = tuple((c.victim, c.killer) for c in played.result.case_records)
    warned = tuple(warning_lines(night, moved, desk.game_dir)) if moved else ()
    ran = Ran(night, kills, len(played.result.notes), warned)
    desk.store.audit(by, ran_message(night, kills, ran.notes, again=bool(moved)))
    return ran


def numbered(night: int) -> None:
    """Refuse a night number no night has (0 or below), as `blackhorse night` does."""
    if night < 1:
        raise PortalRefusal(msg("night {night}: nights are numbered from 1", night=night))


def publish(desk: Desk, night: int, by: str) -> bool:
    """Make night ``night``'s reports readable by their players; False if they already were."""
    numbered(night)
    with desk.writing():
        if not (
            desk.has_results(night)
            and (desk.game_dir / "nights" / str(night) / "results" / "reports").is_dir()
        ):
            raise PortalRefusal(
                msg(
                    "night {night} has no results yet: run it first (`{run}`)",
                    night=night,
                    run=f"blackhorse night {desk.game_dir} {night}",
                )
            )
        fresh = desk.store.publish(night, by, desk.players_files(night))
        desk.invalidate()  # the players' view moves on at once
        return fresh


_WHEN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}", re.ASCII)


# "now" typed as a deadline: the page offers it in the GM's language (现在), and it is taken
# in every language the portal and the command line speak (issue 24)
NOW = NC_("deadline", "now")


def is_now(text: str) -> bool:
    """Whether a deadline typed is "now" (``now``, ``NOW``, ``现在``)."""
    return text.strip().lower() in {word(NOW, lang) for lang in LANGS}


def example_deadline(where: tzinfo, now: datetime | None = None) -> str:
    """A deadline as it is typed, on the game's clock ``where``: the next full hour but one
    (``2026-12-02 21:00``), the form field's example."""
    at = (now or datetime.now(UTC)).astimezone(where).replace(minute=0, second=0, microsecond=0)
    return (at + timedelta(hours=2)).strftime("%Y-%m-%d %H:%M")


def parse_when(text: str, now: datetime | None = None, where: tzinfo | None = None) -> datetime:
    """A deadline: ``+90`` (minutes from now, at most a year), ``now`` (``现在``), or ``YYYY-MM-DD HH:MM``
    (on the game's clock ``where``, core/gamezone.py: game.yaml's ``timezone``, else this
    machine's; a year from 2000 to 2999), written in the digits 0-9 (the number rule: ``+²``
    or ``+99999999999`` is no deadline, never an overflow)."""
    now = now or datetime.now(UTC)
    text = text.strip()
    if is_now(text):
        return now
    if text.startswith("+"):
        minutes = read_number(text[1:], MINUTES)
        if minutes is None:
            raise PortalRefusal(
                msg("deadline {value}: +MINUTES takes {allowed}", value=repr(text), allowed=MINUTES.allowed)
            )
        return now + timedelta(minutes=minutes)
    when = None
    if _WHEN.fullmatch(text):
        try:
            when = datetime.strptime(text.replace("T", " "), "%Y-%m-%d %H:%M")
        except ValueError:
            when = None
    if when is None:
        raise PortalRefusal(
            msg(
                "deadline {value}: write YYYY-MM-DD HH:MM (the game's time zone), +MINUTES or now",
                value=repr(text),
            )
        )
    if read_number(str(when.year), YEAR) is None:
        raise PortalRefusal(msg("deadline {value}: {allowed}", value=repr(text), allowed=YEAR.allowed))
    return gamezone.wall_clock(when, where or gamezone.zone(""))


PAST_GRACE = timedelta(minutes=5)  # a deadline this far in the past is a slip, not a wish


def refuse_past(text: str, when: datetime, now: datetime | None = None, where: tzinfo | None = None) -> None:
    """Refuse a deadline more than :data:`PAST_GRACE` in the past unless typed ``now``: it
    locks every player out at once (a year typed 2025 for 2026 did, with only a note). The
    time is said on the game's clock ``where`` (core/gamezone.py)."""
    now = now or datetime.now(UTC)
    if not is_now(text) and when < now - PAST_GRACE:
        raise PortalRefusal(
            msg(
                "deadline {value}: that time has passed ({time}, the game's time), and it would"
                " lock the night's orders at once; write a time to come, +MINUTES, or now to lock"
                " them now",
                value=repr(text.strip()),
                time=gamezone.moment(when.isoformat(), where or gamezone.zone("")),
            )
        )


def set_deadline(desk: Desk, night: int, when: datetime, by: str) -> None:
    numbered(night)
    with desk.writing():
        desk.store.set_deadline(night, when.astimezone(UTC).isoformat(timespec="seconds"), by)
