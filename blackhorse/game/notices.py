"""Each tenant's secret opening notice (seed 三.3, 四.2): room, roommates and two targets.

``blackhorse register`` writes them to ``GAME/notices/NAME.zh.txt`` and ``NAME.en.txt``, plain
text ready to paste into a private message (docs/GAME.md). Rooms are public in the game (the
GM announces them); the targets are the secret.
"""

from __future__ import annotations

from collections.abc import Mapping

from blackhorse.game.registration import Seating

NOTICES = "notices"


def _names_zh(names: list[str]) -> str:
    return names[0] if len(names) == 1 else "、".join(names[:-1]) + "和" + names[-1]


def _names_en(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def opening_notice(who: str, seating: Seating, targets: tuple[str, str], lang: str, game: str) -> str:
    room = seating.rooms[who]
    mates = sorted(n for n, r in seating.rooms.items() if r == room and n != who)
    first, second = targets
    if lang == "zh":
        lines = [f"TO 房客{who}：欢迎来到{game or '黑马旅馆'}。"]
        lines.append(f"你住在{room}房间，室友是{_names_zh(mates)}。" if mates else f"你独自住在{room}房间。")
        lines.append(f"你的两个杀人目标是{first}和{second}（请保密）。整局游戏中你只能从这两人中选一人杀死。")
    else:
        lines = [f"To tenant {who}: welcome to {game or 'the Black Horse Inn'}."]
        lines.append(
            f"You live in room {room}; your roommate is {_names_en(mates)}."
            if len(mates) == 1
            else f"You live in room {room} with {_names_en(mates)}."
            if mates
            else f"You have room {room} to yourself."
        )
        lines.append(
            f"Your two targets are {first} and {second} (keep this secret). You may kill one of them,"
            " once in the whole game."
        )
    return "\n".join(lines) + "\n"


def opening_notices(game: str, seating: Seating, targets: Mapping[str, tuple[str, str]]) -> dict[str, str]:
    """``NAME.zh.txt`` and ``NAME.en.txt`` for every seated tenant (the folder's files)."""
    out: dict[str, str] = {}
    for who in sorted(seating.rooms):
        for lang in ("zh", "en"):
            out[f"{who}.{lang}.txt"] = opening_notice(who, seating, targets[who], lang, game)
    return out


__all__ = ["NOTICES", "opening_notice", "opening_notices"]
