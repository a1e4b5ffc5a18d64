"""The words of the players' orders page beyond the form: arrivals, problems beside their
field, the inn's plan and travel table, the reports' periods (English, Chinese)."""

from __future__ import annotations

PLAYER_WORDS: dict[str, tuple[str, str]] = {
    "arrival": ("leave {leaves}, arrive at {place} {arrives}", "{leaves}出发，{arrives}到达{place}"),
    "arrival_late": (
        "still walking then: leave {leaves}, arrive at {place} {arrives}",
        "那时还在路上：{leaves}才出发，{arrives}到达{place}",
    ),
    "arrival_skipped": (
        "never runs: you are still walking until {leaves}, when a later order is due",
        "不会执行：你走到{leaves}才停下，那时已轮到后一条指令",
    ),
    "arrival_note": (
        "Arrival times assume every earlier order runs as written: no 'otherwise', no kill"
        " (its ten minutes of cleaning), no door left shut.",
        "到达时间假设之前的每条指令都照写的执行：不走“否则”，没有杀人（杀人要花十分钟清理），敲门都有人开。",
    ),
    "saved_nothing_shown": (
        "What you typed uses words the form has no field for: correct it as text below"
        " (nothing of it was saved).",
        "你填写的内容包含表单无法显示的写法：请在下方以文本改正（这些内容没有保存）。",
    ),
    "inn_link": ("The inn", "会馆平面图"),
    "inn_head": ("The inn: floor plan and walking times", "会馆：平面图和步行时间"),
    "plan_caption": (
        "The second floor (rooms, corridor, stairs) and the grounds: the garden to the north, the"
        " lawn to the south, the paths along the outer walls.",
        "二楼（房间、走廊、楼梯）和院子：北边是花园，南边是草坪，外墙边是墙根小路。",
    ),
    "plan_own_room": ("Your room, {room}, is outlined in red.", "红框是你的房间（{room}）。"),
    "travel_head": ("Walking minutes between places", "各地点之间步行所需分钟数"),
    "travel_from_to": ("from \\ to", "从＼到"),
    "travel_note": (
        "Minutes from the place of the row to the place of the column, by the shortest way; a"
        " route named with 'via' can take longer. Leaving is the minute you set off; you arrive"
        " that many minutes later.",
        "从行所在的地点走到列所在的地点，走最短的路所需的分钟数；用“途经”指定的路线可能更久。"
        "出发那一分钟算起，过这么多分钟到达。",
    ),
    "plan_on_orders": ("The inn: floor plan and walking times", "会馆平面图和步行时间"),
    "placed": ("{head}: {said}", "{head}：{said}"),
    "on_line": ("line {n}", "第 {n} 行"),
}
