"""What the checks of where one may peek and of the common room allow, said in Chinese.

Rows of :mod:`blackhorse.orders.problemtext`'s table, kept apart from it: the order checker's
peek rule (``orderfile``: one's own room, or a window of a room always open, 204 on the
shipped inn) and the common room an edited map needs for police officers without a room
(``nightinput.common_room_problems``, ADJUDICATION 2.5).
"""

from __future__ import annotations

from blackhorse.core.sentences import Sub
from blackhorse.core.sentences import zh_list as _list
from blackhorse.orders.orderfile import NO_LOOKOUT


def _peek_places(home: str, lookouts: str, place: str) -> str:
    if lookouts == NO_LOOKOUT:
        return f"只能在自己的房间（{home}）窥视，或在总开着的房间从窗户窥视（本地图没有）；不能在 {place}"
    return f"只能在自己的房间（{home}）窥视，或在 {_list(lookouts)} 从窗户窥视；不能在 {place}"


ROOMS_ZH: list[tuple[str, Sub]] = [
    (
        r"peeking only from one's own room \((.*)\) or `window` from (.*); not from (\S+)",
        lambda m: _peek_places(m[1], m[2], m[3]),
    ),
    (
        r"true: (\S+) is the home of police officers without a room \((.*)\) \(ADJUDICATION 2\.5\)",
        lambda m: f"true：{m[1]} 是没有房间的警察（{_list(m[2])}）的住处（裁定 2.5），须总开着",
    ),
    (
        r"a room (\S+), always open: the home of police officers without a room \((.*)\)"
        r" \(ADJUDICATION 2\.5\)",
        lambda m: f"一个总开着的房间 {m[1]}：没有房间的警察（{_list(m[2])}）的住处（裁定 2.5）",
    ),
]
