"""Who has won (seed 七, ADJUDICATION 8), settled after every night and every day.

- Police: at least 80% of the cases solved and then three murder-free nights in a row; or
  the game's first three nights without a death.
- A tenant: killed a target and then stayed unaccused for N days in a row, N = (tenants
  still in the game) - 1, at most 3 (so the last free tenant wins at once after a kill).
  Several tenants meeting it at the same check win together (seed 七.2 "该房客胜").
- A draw (neither 七.1 nor 七.2 can happen any more): nobody can kill anymore, no free killer
  is left to outlast the police, and the police cannot reach 80% any more (a dead killer can
  still be named, so a case whose killer died stays solvable).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from blackhorse.core.catalog import msg
from blackhorse.game.state import GameState

QUIET_NIGHTS = 3
MAX_DAYS = 3


def enough_solved(solved: int, cases: int) -> bool:
    """At least 80% of ``cases`` solved (exact integer arithmetic; needs a case)."""
    return cases > 0 and solved * 5 >= cases * 4


def solved_count(state: GameState) -> int:
    return sum(1 for c in state.cases if c.solved)


def days_needed(state: GameState) -> int:
    """N of seed 七.2: tenants still in the game minus one, at most three, never below 0."""
    return max(0, min(len(state.free_tenants) - 1, MAX_DAYS))


def settle_after_night(state: GameState, murders: int) -> GameState:
    """Count the police's quiet nights, then decide whether anyone has won."""
    if murders == 0 and enough_solved(solved_count(state), len(state.cases)):
        streak = state.police_streak + 1
    else:
        streak = 0
    state = replace(state, police_streak=streak)
    if state.winner is not None:
        return state
    police = tuple(sorted(state.game.police))
    if state.nights >= QUIET_NIGHTS and not state.cases:
        return replace(
            state,
            winner="police",
            winners=police,
            why=msg("the first {nights} nights passed with no death", nights=QUIET_NIGHTS),
        )
    if streak >= QUIET_NIGHTS:
        return replace(
            state,
            winner="police",
            winners=police,
            why=msg(
                "{solved} of {total} cases solved and then {nights} nights in a row without a murder",
                solved=solved_count(state),
                total=len(state.cases),
                nights=QUIET_NIGHTS,
            ),
        )
    return _tenants_or_draw(state)


def settle_after_day(state: GameState) -> GameState:
    """Every free killer has stayed unaccused one more day; then decide."""
    tenants = dict(state.tenants)
    for name, t in state.tenants.items():
        if t.in_game and t.killed is not None:
            tenants[name] = replace(t, unaccused_days=t.unaccused_days + 1)
    streak = state.police_streak if enough_solved(solved_count(state), len(state.cases)) else 0
    state = replace(state, tenants=MappingProxyType(tenants), police_streak=streak)
    if state.winner is not None:
        return state
    return _tenants_or_draw(state)


def _tenants_or_draw(state: GameState) -> GameState:
    need = days_needed(state)
    winners = sorted(
        n for n, t in state.tenants.items() if t.in_game and t.killed is not None and t.unaccused_days >= need
    )
    if winners:
        killers = [
            msg(
                "{name} killed {victim} on night {night} and stayed unaccused for {days} day(s)",
                name=t.name,
                victim=t.killed,
                night=t.kill_night,
                days=t.unaccused_days,
            )
            for t in (state.tenants[n] for n in winners)
        ]
        why = killers[-1]
        for killer in reversed(killers[:-1]):
            why = msg("{sentence}; {more}", sentence=killer, more=why)
        return replace(
            state,
            winner=winners[0] if len(winners) == 1 else "tenants",
            winners=tuple(winners),
            why=msg("{sentence} (needed {needed})", sentence=why, needed=need),
        )
    if cannot_go_on(state):
        return replace(
            state,
            winner="draw",
            why=msg("nobody can kill any more, no free killer is left and the police cannot reach 80%"),
        )
    return state


def can_kill(state: GameState, name: str) -> bool:
    """A free tenant with their kill unused and a target still in the game."""
    t = state.tenants[name]
    return t.in_game and t.killed is None and any(state.tenants[x].in_game for x in t.targets)


def police_can_reach(state: GameState) -> bool:
    """Could accusations still bring the police to 80% (without any new case)?

    Every open case can still be solved: its killer may be named whether free, jailed or dead
    (seed 七.1 counts killers correctly identified).
    """
    if not state.cases:
        return True
    open_cases = sum(1 for c in state.cases if c.accused is None)
    return enough_solved(solved_count(state) + open_cases, len(state.cases))


def cannot_go_on(state: GameState) -> bool:
    if any(can_kill(state, n) for n in state.free_tenants):
        return False
    if any(state.tenants[n].killed is not None for n in state.free_tenants):
        return False
    return not police_can_reach(state)
