"""Orders for night N+1 saved during day N (drafts), looked at again once day N is recorded.

The portal takes a player's orders for the next night during the day (docs/PORTAL.md: they
may be drafted and checked then), and a GM may type them as files as ever. Both are checked
against the game as the day found it; the day's close can change what they may do: a room
change (home, the window, the peephole, the door, every route) or a jailing. So once day N is
recorded (``blackhorse day``, ``close-day``, the GM page's Close day: one function,
:func:`settle_drafts`, for all three):

- the orders of a tenant jailed that day are set aside as ``nights/N+1/.NAME.yaml.jailed``
  (kept byte for byte, never read as orders: a hidden file), since the jailed send none and
  the night's check refuses their file ("remove this file"), which a GM on the portal could
  not do;
- every other order file of night N+1 is checked again against the new cast, and each that
  no longer holds is named with its problems, for the GM; the player's pages say it (their
  saved orders have mistakes) until they are corrected.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from blackhorse.core.catalog import msg, say, sentences
from blackhorse.core.commit import commit
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import Problem
from blackhorse.core.names import name_key
from blackhorse.core.reader import FileRefused, decode, read_input_bytes
from blackhorse.game.state import GameState, cast_for_night
from blackhorse.inn.layout import Inn
from blackhorse.orders.nightinput import order_files
from blackhorse.orders.problemtext import describe
from blackhorse.orders.sheetcheck import check_order_text

SET_ASIDE = ".jailed"  # the ending a jailed tenant's draft is kept under (a hidden file)


@dataclass(frozen=True)
class Drafts:
    """What recording day ``day`` did to night ``day + 1``'s orders."""

    night: int
    set_aside: tuple[tuple[str, str], ...] = ()  # (name, the file it is kept as), jailed that day
    broken: dict[str, list[Problem]] = field(default_factory=dict)  # name: problems now

    def lines(self, lang: str = "en") -> list[str]:
        """What the GM is told, in ``lang`` (English for the audit log)."""
        out = [
            say(
                msg(
                    "{name} was jailed: night {night}'s orders kept as {path}",
                    name=n,
                    night=self.night,
                    path=k,
                ),
                lang,
            )
            for n, k in self.set_aside
        ]
        for name, problems in self.broken.items():
            more = ["…" if lang == "zh" else "..."] if len(problems) > 3 else []
            said = sentences([describe(p, lang) for p in problems[:3]] + more, lang)
            line = msg(
                "{name}'s orders for night {night} no longer hold: {what}",
                name=name,
                night=self.night,
                what=said,
            )
            out.append(say(line, lang))
        return out


def jailed_on(state: GameState, day: int) -> list[str]:
    """The tenants jailed on day ``day``."""
    return sorted(
        n
        for n, t in state.tenants.items()
        if t.status == "jailed" and str(t.since).startswith(f"day {day},")  # "day 1, case 1"
    )


def settle_drafts(game_dir: Path, day: int, state: GameState, inn: Inn) -> Drafts:
    """Set aside the jailed tenants' orders for night ``day + 1`` and check the others again,
    against ``state`` (the game once day ``day`` is recorded). Call it holding the game
    folder's lock, right after the day is recorded."""
    night = day + 1
    jailed = {name_key(n): n for n in jailed_on(state, day)}
    aside: list[tuple[str, str]] = []
    for path in order_files(game_dir, night):
        who = jailed.get(name_key(path.stem))
        if who is None or not path.is_file() or path.is_symlink():
            continue
        kept, k = path.with_name(f".{path.name}{SET_ASIDE}"), 1
        while kept.exists() or kept.is_symlink():  # an earlier copy is never overwritten
            k += 1
            kept = path.with_name(f".{path.name}{SET_ASIDE}-{k}")
        commit(files={kept: path.read_bytes()}, root=game_dir)  # kept whole first, then removed
        path.unlink()
        aside.append((who, kept.relative_to(game_dir).as_posix()))
    files = order_files(game_dir, night)
    cast = cast_for_night(state, frozenset(p.stem for p in files))
    broken: dict[str, list[Problem]] = {}
    for path in files:
        try:
            text = decode(read_input_bytes(path, inside=game_dir))
        except (FileRefused, OSError):
            continue  # not a file to read: the night's own check names it
        shown = path.relative_to(game_dir).as_posix()
        _, problems = check_order_text(text, shown, path.stem, cast, inn)
        if problems:
            broken[path.stem] = sorted(set(problems))
    return Drafts(night, tuple(aside), broken)
