"""The notices of the game: each tenant's secret opening notice (seed 三.3, 四.2: room,
roommates and two targets) and the public announcement of the rooms (seed 四.2).

``blackhorse register`` writes them to ``GAME/notices/``: ``NAME.zh.txt`` and ``NAME.en.txt``
for each tenant, plain text ready to paste into a private message, and ``public.zh.txt`` and
``public.en.txt``, every room and who sleeps in it, for everyone (never a target). Every
``blackhorse day`` that changes who sleeps where (a move, a police officer moving in, a
jailing) rewrites the public announcement (docs/GAME.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from blackhorse.core.commit import MARKER, is_ours, not_written_as_is
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


def opening_notices(
    game: str, seating: Seating, targets: Mapping[str, tuple[str, str]], rooms: Sequence[str]
) -> dict[str, str]:
    """``NAME.zh.txt`` and ``NAME.en.txt`` for every seated tenant, and the public
    announcement of the rooms (``public.zh.txt``, ``public.en.txt``): the folder's files.
    ``rooms``: the inn's rooms with beds, in the map's order."""
    out: dict[str, str] = {}
    for who in sorted(seating.rooms):
        for lang in ("zh", "en"):
            out[f"{who}.{lang}.txt"] = opening_notice(who, seating, targets[who], lang, game)
    out.update(public_notices(game, rooms, seating.rooms, {}, 0))
    return out


def public_notices(
    game: str, rooms: Sequence[str], tenants: Mapping[str, str], police: Mapping[str, str], day: int
) -> dict[str, str]:
    """The public announcement of the rooms (seed 四.2), ``{"public.zh.txt": ..., "public.en.txt":
    ...}``: every room with beds and who sleeps in it (``tenants`` and ``police``: name -> room),
    at the start of the game (``day`` 0) or after day ``day``. Never a target."""
    when_zh = "游戏开始时" if day == 0 else f"第{day}天之后"
    when_en = "at the start of the game" if day == 0 else f"after day {day}"
    zh = [f"{game or '黑马旅馆'}：房间公告（{when_zh}）"]
    en = [f"{game or 'The Black Horse Inn'}: who lives in which room ({when_en})"]
    for room in rooms:
        names = sorted(n for n, r in tenants.items() if r == room)
        officers = sorted(n for n, r in police.items() if r == room)
        zh_names = names + [f"警察{o}" for o in officers]
        en_names = names + [f"officer {o}" for o in officers]
        zh.append(f"{room}房间：{_names_zh(zh_names) if zh_names else '空'}")
        en.append(f"Room {room}: {_names_en(en_names) if en_names else 'empty'}")
    return {"public.zh.txt": "\n".join(zh) + "\n", "public.en.txt": "\n".join(en) + "\n"}


PUBLIC = ("public.zh.txt", "public.en.txt")


def with_public(folder: Path, public: Mapping[str, str]) -> dict[str, str | bytes] | None:
    """The files of the notices ``folder`` with the public announcement replaced by ``public``
    (the others kept byte for byte), or None when the folder is not blackhorse's as it wrote
    it (the GM made it, or put or changed a file in it): a GM's words are never touched."""
    if not folder.exists():
        return dict(public)
    if not is_ours(folder) or not_written_as_is(folder):
        return None
    files: dict[str, str | bytes] = {
        p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and p.name != MARKER
    }
    files.update(public)
    return files


__all__ = ["NOTICES", "PUBLIC", "opening_notice", "opening_notices", "public_notices", "with_public"]
