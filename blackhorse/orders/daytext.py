"""What a day file's problems allow (written in ``game/days.py``), said in Chinese.

Rows of :mod:`blackhorse.orders.problemtext`'s table, kept apart from it: the GM reads them
on a Chinese GM page when a day file has mistakes.
"""

from __future__ import annotations

from blackhorse.core.sentences import Sub
from blackhorse.core.sentences import zh_list as _list

DAY_FILE_ZH: list[tuple[str, Sub]] = [
    (
        r"a mapping with accusations, moves and/or police_moves",
        "一个映射：accusations、moves 和/或 police_moves",
    ),
    (r"fields of a day file: (.*)", lambda m: f"日间文件的字段：{_list(m[1])}"),
    (r"a list of \{(.*)\}", r"一个列表，每项是 {\1}"),
    (r"a mapping with exactly (\S+) and (\S+)", r"一个恰好含 \1 和 \2 的映射"),
    (
        r"(a tenant|a police officer): (.*)",
        lambda m: f"{'房客' if m[1] == 'a tenant' else '警察'}之一：{_list(m[2])}",
    ),
    (r"a police officer moves under police_moves", "警察入住写在 police_moves 下"),
    (
        r"a case number \(1, 2, \.\.\.; see `blackhorse status`\)",
        "案件编号（1、2……；见 `blackhorse status`）",
    ),
    (r"police cannot be accused; a tenant", "警察不能被指控；请写一个房客"),
]
