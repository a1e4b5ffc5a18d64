"""The public board: what every player of the game may know (seed 四.2 and what the game makes public).

Registration ends with a public announcement of every tenant's room (seed 四.2); the game then
makes public, one step at a time, who died on which night (the body is found: the rules tell
the police of it, and every tenant lives with it), who was jailed on which day, which tenant
changed rooms, and which officer moved into the inn. The board is that and nothing else:
**never** a target, a killer, a minute, a place of death, a witness, or whether an accusation
was right (a case's verdict is the game's own secret until the reveal).

A night enters the board when it is announced: when its reports are published (the portal's
``publish``) or when the day after it is closed, whichever comes first; a day enters it when
it is closed. The board shows the game's state at the latest announced step, and the public
events of every step up to it, derived from the replay's snapshots (the same derivation as
``blackhorse status``), so the board is the same wherever it is printed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import partial
from typing import Any

from blackhorse.core.catalog import N_, Message, pair, word
from blackhorse.core.dataclass import dataclass
from blackhorse.game.ledger import Replay
from blackhorse.game.state import GameState


@dataclass(frozen=True)
class Board:
    """The public board at one announced step of the game."""

    game: str
    nights: int  # nights announced
    days: int  # days closed (within the announced steps)
    rooms: tuple[tuple[str, tuple[str, ...]], ...]  # room -> who sleeps there (free tenants, an officer)
    tenants: tuple[tuple[str, str, str, str], ...]  # name, status, room (free tenants), since
    police: tuple[tuple[str, str], ...]  # officer -> room, for an officer living in the inn
    deaths: tuple[tuple[int, str], ...]  # night, victim
    jailed: tuple[tuple[int, str], ...]  # day, who
    moves: tuple[tuple[int, str, str, str], ...]  # day, who, from, to (tenants and officers)

    @property
    def moment(self) -> str:
        if self.nights == 0:
            return "before night 1"
        return f"after day {self.days}" if self.days == self.nights else f"after night {self.nights}"


def announced_step(done: Replay, published: Iterable[int]) -> int:
    """The index into ``done.snapshots`` of the latest announced step: day N closed (step 2N),
    or night N published (step 2N-1), whichever is later; 0 before anything is announced."""
    state = done.state
    step = 2 * state.days
    for n in published:
        if 1 <= n <= state.nights:
            step = max(step, 2 * n - 1)
    return min(step, len(done.snapshots) - 1)


def public_board(done: Replay, published: Iterable[int], bedrooms: Iterable[str]) -> Board:
    """The board of the game ``done`` with the nights ``published`` announced."""
    step = announced_step(done, published)
    snaps = done.snapshots[: step + 1]
    now = snaps[-1]
    deaths: list[tuple[int, str]] = []
    jailed: list[tuple[int, str]] = []
    moves: list[tuple[int, str, str, str]] = []
    for i in range(1, len(snaps)):
        before, after = snaps[i - 1], snaps[i]
        for name in sorted(after.tenants):
            was, t = before.tenants[name], after.tenants[name]
            if i % 2 == 1 and was.status == "alive" and t.status == "dead":
                deaths.append((after.nights, name))
            if i % 2 == 0 and was.status == "alive" and t.status == "jailed":
                jailed.append((after.days, name))
            if i % 2 == 0 and t.in_game and was.room != t.room:
                moves.append((after.days, name, was.room, t.room))
        if i % 2 == 0:
            for p in sorted(after.police_rooms):
                if before.police_rooms.get(p) != after.police_rooms[p]:
                    moves.append((after.days, p, before.police_rooms.get(p) or "204", after.police_rooms[p]))
    return Board(
        game=now.game.name,
        nights=now.nights,
        days=now.days,
        rooms=tuple((r, now.occupants(r)) for r in bedrooms),
        tenants=tuple(_tenant_row(now, n) for n in sorted(now.tenants)),
        police=tuple(sorted(now.police_rooms.items())),
        deaths=tuple(deaths),
        jailed=tuple(jailed),
        moves=tuple(moves),
    )


def _tenant_row(state: GameState, name: str) -> tuple[str, str, str, str]:
    t = state.tenants[name]
    if t.in_game:
        return name, "alive", t.room, ""
    # when, never why: "night 2" for the dead; "day 3" for the jailed (not the case number)
    return name, t.status, "", t.since.split(",")[0]


def board_dict(board: Board) -> dict[str, Any]:
    return {
        "game": board.game,
        "moment": board.moment,
        "rooms": {r: list(who) for r, who in board.rooms},
        "tenants": {
            n: {"status": s, "room": r or None, "since": since or None} for n, s, r, since in board.tenants
        },
        "police_in_inn": dict(board.police),
        "deaths": [{"night": n, "victim": v} for n, v in board.deaths],
        "jailed": [{"day": d, "who": w} for d, w in board.jailed],
        "moves": [{"day": d, "who": w, "from": a, "to": b} for d, w, a, b in board.moves],
    }


def board_json(board: Board) -> str:
    return json.dumps(board_dict(board), indent=2, ensure_ascii=False) + "\n"


WORDS: dict[str, Message] = {
    "title": N_("{game}: the public board ({moment})"),
    "before night 1": N_("before night 1"),
    "after night": N_("after night {n}"),
    "after day": N_("after day {n}"),
    "rooms": N_("Rooms"),
    "empty": N_("empty"),
    "tenants": N_("Tenants"),
    "alive": N_("in room {room}"),
    "dead": N_("dead ({since})"),
    "jailed": N_("jailed ({since})"),
    "police": N_("Police living in the inn"),
    "no police": N_("none (the police start in the common room, 204)"),
    "deaths": N_("Deaths"),
    "death": N_("night {n}: {who}"),
    "jailings": N_("Jailed"),
    "jailing": N_("day {n}: {who}"),
    "moves": N_("Room changes"),
    "move": N_("day {n}: {who} {a} -> {b}"),
    "none": N_("none"),
    "night": N_("night {n}"),
    "day": N_("day {n}"),
}


def board_word(key: str, lang: str, **values: object) -> str:
    return word(WORDS[key], lang, **values)


def _since(since: str, lang: str) -> str:
    kind, _, n = since.partition(" ")
    return board_word(kind, lang, n=n) if kind in ("night", "day") and n else since


def moment_text(board: Board, lang: str) -> str:
    if board.nights == 0:
        return board_word("before night 1", lang)
    if board.days == board.nights:
        return board_word("after day", lang, n=board.days)
    return board_word("after night", lang, n=board.nights)


def board_lines(board: Board, lang: str) -> list[tuple[str, list[str]]]:
    """The board as sections of lines, in ``lang``: what the text and the portal's page show."""
    w = partial(board_word, lang=lang)
    sep = "、" if lang == "zh" else ", "
    rooms = [pair(r, sep.join(who) or w("empty"), lang) for r, who in board.rooms]
    tenants = [pair(n, w(s, room=r, since=_since(since, lang)), lang) for n, s, r, since in board.tenants]
    police = [pair(p, r, lang) for p, r in board.police] or [w("no police")]
    deaths = [w("death", n=n, who=v) for n, v in board.deaths] or [w("none")]
    jailed = [w("jailing", n=d, who=who) for d, who in board.jailed] or [w("none")]
    moves = [w("move", n=d, who=who, a=a, b=b) for d, who, a, b in board.moves] or [w("none")]
    return [
        (w("rooms"), rooms),
        (w("tenants"), tenants),
        (w("police"), police),
        (w("deaths"), deaths),
        (w("jailings"), jailed),
        (w("moves"), moves),
    ]


def board_text(board: Board, lang: str = "en") -> str:
    """The board as plain text, for the GM to paste into the players' group chat."""
    lines = [board_word("title", lang, game=board.game, moment=moment_text(board, lang))]
    for head, rows in board_lines(board, lang):
        lines += ["", head + ("：" if lang == "zh" else ":"), *(f"  {r}" for r in rows)]
    return "\n".join(lines) + "\n"
