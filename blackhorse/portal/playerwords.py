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
}
