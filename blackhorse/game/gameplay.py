"""Playing a game folder forward: a night, a day, or everything in order.

Each function checks that the step comes in order and that the game is not over, computes
everything in memory, and only then writes, all at once (:mod:`blackhorse.core.commit`).
A failing step leaves the folder exactly as it was.
"""

import operator
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType

from blackhorse.core.catalog import N_, Msg, Stored, msg
from blackhorse.core.commit import commit
from blackhorse.core.errors import GameOver, InputError, OutOfOrder, Problem, argument_error
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.game.days import DayPlan, Outcome, apply_day, day_text, read_day
from blackhorse.game.ledger import (
    LEDGER,
    Ledger,
    Replay,
    Stepper,
    basis,
    changed_since_run,
    day_file,
    ledger_for,
    replay,
    results_folder,
    senders,
)
from blackhorse.game.state import GameState, cast_for_night
from blackhorse.game.wins import settle_after_day
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.folderindex import folder_index
from blackhorse.orders.nightinput import load_night, read_order_files
from blackhorse.results.nightresult import NightResult, run_checked


class NightPlayed(NamedTuple):
    result: NightResult
    ledger: Ledger
    files: dict[str, str | bytes]


def state_before(game_dir: Path, inn: Inn, step: int, pending: dict[int, Ledger] | None = None) -> Replay:
    """The replay up to just before ``step`` (2N-1: night N, 2N: day N), checked to be complete."""
    try:
        done = replay(game_dir, inn, before=step, pending=MappingProxyType(pending or {}))
    except InputError as exc:
        if step % 2:  # a night: the order files' YAML problems too, all in one go
            # Only what does not depend on the cast: with the history broken, who lives
            # where that night is unknown, and a check against game.yaml's cast would
            # blame an order for a day that could not be read.
            _, syntax = read_order_files(game_dir, (step + 1) // 2)
            raise InputError([*exc.problems, *syntax]) from None
        raise
    state = done.state
    what = msg("night {n}", n=(step + 1) // 2) if step % 2 else msg("day {n}", n=step // 2)
    if state.winner is not None:
        day = state.days if state.days and state.days == state.nights else 0
        unrecorded = day if day and not os.path.lexists(day_file(game_dir, day)) else 0
        raise game_over(state, what, unrecorded, game_dir)
    need_nights = step // 2  # nights that must be played before this step
    if state.nights < need_nights:
        missing = state.nights + 1
        changed = changed_since_run(game_dir, missing) if done.stale == missing else []
        if changed:
            raise OutOfOrder(
                msg(
                    "{what} comes after night {night}, and its results are stale: {files} changed since"
                    " it was run. Either put back what was there when night {night} was run, or rerun"
                    " `{run}` first (which replaces its results: `--replace-played` once they were"
                    " published or a later day is recorded; or `{play}`)",
                    what=what,
                    night=missing,
                    files=tuple(changed),
                    run=f"blackhorse night {game_dir} {missing}",
                    play=f"blackhorse play {game_dir}",
                )
            )
        why = msg("its results are stale") if done.stale == missing else msg("it has not been run yet")
        raise OutOfOrder(
            msg(
                "{what} comes after night {night}, and {why}: run `{run}` first (or `{play}`)",
                what=what,
                night=missing,
                why=why,
                run=f"blackhorse night {game_dir} {missing}",
                play=f"blackhorse play {game_dir}",
            )
        )
    return done


def game_over(state: GameState, what: str, unrecorded: int = 0, game_dir: Path | None = None) -> GameOver:
    """The refusal of ``what`` (``night 4``, ``day 3``) in a game that has a winner (a message
    of the catalog, said in the reader's language). ``unrecorded``: the day the game was won on
    has no file (read as a day without accusations, docs/ORDERS.md): the refusal says so, and how
    to record that day, so a GM who has not yet recorded it does not take the game for over."""
    if unrecorded:
        return GameOver(
            msg(
                "the game is over if day {day} had no accusations ({winner} {moment}: {why}): day {day}"
                " has no file, and a day without one is read as a day without accusations, so {what}"
                " cannot be played. If the police accused someone on day {day}, record it first:"
                " `{record}`.",
                day=unrecorded,
                winner=winner_message(state),
                moment=state.moment,
                why=Stored(state.why),
                what=what,
                record=f"blackhorse day {game_dir} {unrecorded} FILE",
            )
        )
    return GameOver(
        msg(
            "the game is over ({winner} {moment}: {why}); {what} cannot be played."
            " Correct an earlier night or day instead if the result is wrong.",
            winner=winner_message(state),
            moment=state.moment,
            why=Stored(state.why),
            what=what,
        )
    )


def winner_message(state: GameState) -> Msg:
    """Who won, in a few words, as a message (``the police won``, ``A and B won together``)."""
    if state.winner == "police":
        return msg("the police won")
    if state.winner == "draw":
        return msg("a draw")
    if state.winner == "tenants":
        names = msg("{name} and {more}", name=state.winners[-2], more=state.winners[-1])
        for name in reversed(state.winners[:-2]):
            names = msg("{name} and {more}", name=name, more=names)
        return msg("{winners} won together", winners=names)
    return msg("{name} won", name=state.winner)


def winner_text(state: GameState, lang: str = "en") -> str:
    """Who won, in a few words (``lang``: ``en`` or ``zh``)."""
    from blackhorse.game.statuswords import word  # its sentence table: only once a game is won

    if state.winner in ("police", "draw"):
        return word(f"won:{state.winner}", lang)
    if state.winner == "tenants":
        return word("won:tenants", lang, winners=word("and", lang).join(state.winners))
    return word("won", lang, name=state.winner)


# the refusal of a night number as ArgumentError says it (core/errors.py), read back on a GM page
NIGHT_ARGUMENT = N_("night: {value} -- {allowed}")


def night_number(night: object) -> int:
    """``night`` as a night number: a whole number from 1. From Python, ``"1"``, ``1.5``,
    ``None`` or ``0`` is an :class:`ArgumentError` naming the argument (not a comparison
    failing deep inside, nor a complaint about the game's order of nights)."""
    try:
        number = operator.index(night)  # type: ignore[arg-type]
    except TypeError:
        number = 0
    if number < 1 or isinstance(night, bool):
        raise argument_error("night", repr(night), msg("a whole number from 1 (an int: 1, not '1')"))
    return number


def night_cast(game_dir: str | Path, night: int, inn: Inn) -> Cast:
    """The cast of night ``night``: the state after day ``night - 1`` (checks order and game over)."""
    game_dir = Path(game_dir)
    night = night_number(night)
    return cast_for_night(state_before(game_dir, inn, 2 * night - 1).state, senders(game_dir, night))


def compute_night(
    game_dir: Path, night: int, inn: Inn, pending: dict[int, Ledger] | None = None
) -> NightPlayed:
    """Run night ``night`` on the state after day ``night - 1``; nothing is written."""
    night = night_number(night)
    before = state_before(game_dir, inn, 2 * night - 1, pending)
    return night_on(game_dir, night, inn, before.state)


def night_on(game_dir: Path, night: int, inn: Inn, state: GameState) -> NightPlayed:
    """Run night ``night`` on ``state`` (the state after day ``night - 1``); nothing is written."""
    cast = cast_for_night(state, senders(game_dir, night))
    result = run_checked(load_night(game_dir, night, inn, cast), inn)
    ledger = ledger_for(night, basis(cast, game_dir, night, inn), result.case_records, inn)
    files: dict[str, str | bytes] = {**result.files_to_write(), LEDGER: ledger.text()}
    return NightPlayed(result, ledger, files)


def play_night(
    game_dir: str | Path,
    night: int,
    inn: Inn,
    out: Path | None = None,
    extra: Callable[[NightResult], Mapping[str, str | bytes]] | None = None,
    check: Callable[[NightPlayed], None] | None = None,
) -> NightPlayed:
    """Run and write one night (results to ``nights/N/results`` or ``out``).

    ``extra`` adds files to the results folder (e.g. charts), computed from the night.
    Results written to ``out`` are not part of the game: they carry no ledger.
    ``check`` sees the night computed before anything is written, and may refuse it by
    raising (a rerun of a night later steps rest on, game/rerun.py).
    """
    game_dir = Path(game_dir)
    played = compute_night(game_dir, night, inn)
    if check is not None:
        check(played)
    if extra is not None:
        played.files.update(extra(played.result))
    if out is not None:
        commit(folders={out: {k: v for k, v in played.files.items() if k != LEDGER}})
        return played
    commit(folders={results_folder(game_dir, night): played.files}, root=game_dir)
    return played


def record_day(
    game_dir: str | Path,
    day: int,
    text: str,
    shown: str,
    inn: Inn,
    replace: bool = False,
    then: Callable[[tuple[Outcome, ...]], None] | None = None,
) -> tuple[GameState, tuple[Outcome, ...]]:
    """Check and store day ``day`` (the GM's day file text) as ``days/N.yaml``.

    A day already recorded with other requests is kept unless ``replace``: the error lists
    every request that would be dropped or added (docs/GAME.md).

    ``then``: the day recorded elsewhere too (``close-day``: the requests' verdicts in the
    portal's database), given the outcomes once the file is in place: if it raises, the file
    (and the notices) are put back as they were, so the day is recorded in both or in neither.
    """
    game_dir = Path(game_dir)
    if day < 1:
        raise OutOfOrder(msg("day {day}: days are numbered from 1 (day N follows night N)", day=day))
    before = state_before(game_dir, inn, 2 * day)
    plan = read_day(text, shown, before.state.game, inn)
    if not replace:
        _keep_recorded_day(day_file(game_dir, day), day, plan, before.state, inn)
    state, outcomes = apply_day(before.state, day, plan, inn)
    folders: dict[Path, Mapping[str, str | bytes]] = {}
    if _sleepers(state) != _sleepers(before.state):  # the rooms are announced again (seed 四.2)
        from blackhorse.game.notices import NOTICES, public_notices, with_public
        from blackhorse.game.registration import bedrooms

        tenants = {n: t.room for n, t in state.tenants.items() if t.in_game}
        public = public_notices(state.game.name, bedrooms(inn), tenants, state.police_rooms, day)
        notices = with_public(game_dir / NOTICES, public)
        if notices is not None:
            folders[game_dir / NOTICES] = notices
    commit(
        folders=folders,
        files={day_file(game_dir, day): text},
        root=game_dir,
        then=None if then is None else lambda: then(outcomes),
    )
    return settle_after_day(state), outcomes


def _sleepers(state: GameState) -> set[tuple[str, str]]:
    """Who sleeps in which room: the tenants in the game and the officer living in the inn."""
    return {(n, t.room) for n, t in state.tenants.items() if t.in_game} | set(state.police_rooms.items())


def _requests(plan: DayPlan) -> list[str]:
    return [
        *(msg("accusation: {name} for case {case}", name=a.accused, case=a.case) for a in plan.accusations),
        *(msg("move: {who} to {room}", who=m.who, room=m.to) for m in plan.moves),
        *(msg("police move: {who} to {room}", who=m.who, room=m.to) for m in plan.police_moves),
    ]


def _keep_recorded_day(path: Path, day: int, plan: DayPlan, state: GameState, inn: Inn) -> None:
    """Refuse to replace a recorded day whose requests differ from ``plan`` (exit 2, nothing written)."""
    if not path.is_file():
        return
    try:  # read as every input is (core/reader.py): a file damaged by hand is no traceback
        old = _requests(read_day(day_text(path, path.parent.parent), str(path), state.game, inn))
    except InputError:
        old = [msg("(the recorded file does not read as a valid day file)")]
    new = _requests(plan)
    if old == new:
        return
    why = msg("day {day} is already recorded with other requests; pass --replace to replace it", day=day)
    changes = [msg("would drop {request}", request=r) for r in old if r not in new] + [
        msg("would add {request}", request=r) for r in new if r not in old
    ]
    if not changes:
        changes = [msg("would change the order of the requests (first come, first served)")]
    field = msg("day {day}", day=day)
    raise InputError([Problem(str(path), 0, field, change, why) for change in changes])


def play_game(game_dir: str | Path, inn: Inn) -> list[int]:
    """Run every night of the folder in order (days come from ``days/N.yaml``); write at the end.

    Nights whose results are fresh are kept; stale or missing ones are run. Stops when the
    game has a winner. Returns the nights that were run.
    """
    game_dir = Path(game_dir)
    last = last_step_night(game_dir)
    pending: dict[int, Ledger] = {}
    files: dict[Path, dict[str, str | bytes]] = {}
    walk = Stepper(game_dir, inn, pending)  # one replay for the whole game: linear in nights
    for night in range(1, last + 1):
        walk.advance(before=2 * night - 1)
        if walk.state.winner is not None:
            break
        walk.advance(before=2 * night)
        if walk.state.nights == night:
            continue  # fresh results
        played = night_on(game_dir, night, inn, walk.state)
        pending[night] = played.ledger
        files[results_folder(game_dir, night)] = played.files
    commit(folders=files, root=game_dir)
    return sorted(pending)


def last_step_night(game_dir: Path) -> int:
    """The highest night number with a ``nights/N`` folder (0 if none)."""
    return max((0, *folder_index(game_dir).nights))  # `nights/²` is a stray, named by status
