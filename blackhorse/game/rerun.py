"""A rerun of a night that later steps rest on: what depends on it, and what the rerun changed.

``blackhorse night GAME N`` (and the portal's Run night) replaces night N's results. When
they were published, or day N or a later night is recorded, and the night's inputs changed
since it was run (so the rerun gives another truth), the rerun is refused unless the GM
passes ``--replace-played`` (the portal: a confirmation); with it, the GM is told loudly
what moved: murders added or removed, case numbers moved, day N's accusations that now name
another murder (docs/GAME.md, "Reruns and stale results").
"""

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path

from blackhorse.core.catalog import msg
from blackhorse.core.errors import BlackhorseError, InputError
from blackhorse.game.days import day_text, read_day
from blackhorse.game.gameplay import NightPlayed
from blackhorse.game.ledger import (
    NO_LEDGER,
    UNREADABLE,
    Ledger,
    changed_since_run,
    day_file,
    read_ledger,
    results_folder,
)
from blackhorse.game.state import Death
from blackhorse.inn.layout import Inn
from blackhorse.orders.folderindex import folder_index

FLAG = "--replace-played"  # as `register --replace-played`: the stronger flag, named for what it replaces


def rerun_changes(old: Ledger | None, new: Ledger) -> bool:
    """Whether a rerun gives other results than the ones it replaces (a night runs the same
    on the same inputs: a fresh night rerun changes nothing)."""
    if old is None or old.basis in (NO_LEDGER, UNREADABLE):  # nothing known to compare: the
        return False  # rerun repairs the ledger (docs/GAME.md), as before
    return old.basis != new.basis or old.map != new.map


def dependents(game_dir: Path, night: int, inn: Inn, published: str | None) -> list[str]:
    """What rests on night ``night``'s results: their publication (``published``: when, or
    None), day ``night``'s accusations (by case number), later days and nights recorded."""
    said: list[str] = []
    if published is not None:
        said.append(
            msg(
                "its reports were published on the portal ({time}): the players read them",
                time=_utc(published),
            )
        )
    index = folder_index(game_dir)
    for d in index.days:
        if d < night:
            continue
        plan = _plan(game_dir, d, inn)
        accused = [] if plan is None else plan
        if accused:
            for case, name in accused:
                said.append(msg("day {day} accuses {name} for case {case}", day=d, name=name, case=case))
        else:
            said.append(msg("day {day} is recorded", day=d))
    for n in index.nights:
        if n > night and results_folder(game_dir, n).is_dir():
            said.append(msg("night {n} was run on the state it leaves", n=n))
    return said


def _utc(stamp: str) -> str:
    """A publication's time as the portal stores it (ISO 8601), said to the minute in UTC."""
    try:
        return datetime.fromisoformat(stamp).astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    except ValueError:
        return stamp


def _plan(game_dir: Path, day: int, inn: Inn) -> list[tuple[int, str]] | None:
    """Day ``day``'s accusations (case, accused); None when the file does not read."""
    from blackhorse.orders.gamefile import read_game

    path = day_file(game_dir, day)
    try:
        plan = read_day(day_text(path, game_dir), str(path), read_game(game_dir, inn), inn)
    except InputError:
        return None
    return [(a.case, a.accused) for a in plan.accusations]


class RerunRefused(BlackhorseError):
    """A rerun of a night that later steps rest on, asked without ``--replace-played``."""


def refuse_rerun(game_dir: Path, night: int, said: list[str]) -> RerunRefused:
    """The refusal of rerunning night ``night`` that ``said`` (:func:`dependents`) rest on."""
    changed = changed_since_run(game_dir, night)
    how = (
        msg("{files} changed since it was run", files=tuple(changed))
        if changed
        else msg("its inputs changed since it was run (an order file removed, or an earlier day)")
    )
    return RerunRefused(
        msg(
            "night {night} not rerun: {why}, so a rerun gives another truth (other murders, other"
            " case numbers) under what rests on its results: {what}. Nothing was run or written: put"
            " back what changed, or pass `{flag}` to rerun it all the same (a warning then says what"
            " moved)",
            night=night,
            why=how,
            what=tuple(said),
            flag=FLAG,
        )
    )


def _numbered(first: int, deaths: tuple[Death, ...]) -> dict[tuple[str, str], int]:
    """The case numbers of a night's deaths: from ``first``, by minute, then by victim."""
    ordered = sorted(deaths, key=lambda d: (d.minute, d.victim))
    return {(d.victim, d.killer): first + i for i, d in enumerate(ordered)}


def cases_before(ledgers: Mapping[int, Ledger | None], night: int) -> int:
    """How many cases the ledgers of the nights before ``night`` hold (its first case - 1)."""
    return sum(len(found.deaths) for n, found in ledgers.items() if n < night and found is not None)


def what_moved(
    night: int,
    old: Ledger,
    new: Ledger,
    before: int,
    before_now: int | None = None,
) -> list[str]:
    """What a forced rerun changed in night ``night``: murders removed and added, case numbers
    moved (the accusations: :func:`accusations_moved`). ``before``: the cases of
    the nights before it as they were; ``before_now``: as they are now, when those nights
    were rerun too (``play``)."""
    now_first = before + 1 if before_now is None else before_now + 1  # `play`: earlier nights rerun too
    was, now = _numbered(before + 1, old.deaths), _numbered(now_first, new.deaths)
    lines: list[str] = []
    for (victim, killer), case in was.items():
        if (victim, killer) not in now:
            lines.append(
                msg("murder removed: {name} (by {who}), case {case}", name=victim, who=killer, case=case)
            )
    for (victim, killer), case in now.items():
        if (victim, killer) not in was:
            lines.append(
                msg("murder added: {name} (by {who}), now case {case}", name=victim, who=killer, case=case)
            )
        elif was[(victim, killer)] != case:
            lines.append(
                msg(
                    "case {case} is now case {n}: {name} (by {who})",
                    case=was[(victim, killer)],
                    n=case,
                    name=victim,
                    who=killer,
                )
            )
    return lines


def case_map(ledgers: Mapping[int, Ledger | None]) -> dict[int, tuple[str, str]]:
    """The game's cases as the ledgers number them (by night, minute, victim): case: (victim, killer)."""
    cases: dict[int, tuple[str, str]] = {}
    for n in sorted(ledgers):
        found = ledgers[n]
        if found is not None:
            for (victim, killer), case in _numbered(len(cases) + 1, found.deaths).items():
                cases[case] = (victim, killer)
    return cases


def accusations_moved(
    game_dir: Path,
    night: int,
    inn: Inn,
    was: Mapping[int, tuple[str, str]],
    now: Mapping[int, tuple[str, str]],
) -> list[str]:
    """The accusations of day ``night`` and the days after it that now name another murder
    (``was``, ``now``: :func:`case_map` before and after the rerun), or none."""
    lines: list[str] = []
    for day in folder_index(game_dir).days:
        if day < night:
            continue
        for case, name in accusations(game_dir, day, inn):
            if case not in was or was.get(case) == now.get(case):
                continue
            if case in now:
                victim, killer = now[case]
                lines.append(
                    msg(
                        "day {day}'s accusation of {name} for case {case} now names the murder of {victim}"
                        " (by {who})",
                        day=day,
                        name=name,
                        case=case,
                        victim=victim,
                        who=killer,
                    )
                )
            else:
                lines.append(
                    msg(
                        "day {day}'s accusation of {name} for case {case} now names no murder",
                        day=day,
                        name=name,
                        case=case,
                    )
                )
    return lines


def rerun_check(
    game_dir: Path, night: int, inn: Inn, published: str | None, replace: bool, moved: list[str]
) -> Callable[[NightPlayed], None]:
    """The check of a rerun of night ``night`` before it writes (``play_night``'s ``check``):
    a night whose inputs changed, that a publication (``published``: when), a recorded day or
    a later night rests on, is refused unless ``replace`` (``--replace-played``, the portal's
    confirmation); with it, what rested on it and what moved are put in ``moved`` for the
    warning. A night nothing rests on, or one rerun on the same inputs, runs freely."""

    def check(played: NightPlayed) -> None:
        old = read_ledger(game_dir, night)
        if old is None or not rerun_changes(old, played.ledger):
            return
        said = dependents(game_dir, night, inn, published)
        if not said:
            return
        if not replace:
            raise refuse_rerun(game_dir, night, said)
        ledgers = {n: read_ledger(game_dir, n) for n in folder_index(game_dir).nights}
        was = case_map(ledgers)
        moved.extend(said)
        moved.extend(what_moved(night, old, played.ledger, cases_before(ledgers, night)))
        moved.extend(
            accusations_moved(game_dir, night, inn, was, case_map({**ledgers, night: played.ledger}))
        )

    return check


def warning_lines(night: int, moved: list[str], game_dir: Path) -> list[str]:
    """The loud warning of a forced rerun: a head, what rested on it and moved, what to do."""
    head = msg(
        "WARNING: night {night}'s results were replaced with another truth; what rested on them"
        " and what changed:",
        night=night,
    )
    tail = msg(
        "check the days recorded from day {night} on, rerun the later nights (`{play}`) and publish"
        " night {night} again",
        night=night,
        play=f"blackhorse play {game_dir}",
    )
    return [head, *moved, tail]


def accusations(game_dir: Path, day: int, inn: Inn) -> list[tuple[int, str]]:
    """Day ``day``'s accusations (case, accused), none when it is not recorded or does not read."""
    if not day_file(game_dir, day).is_file():
        return []
    return _plan(game_dir, day, inn) or []
