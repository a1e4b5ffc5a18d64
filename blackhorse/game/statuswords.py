"""The words of the game's standing in English and Chinese (``status_text``, ``winner_text``).

The rules write their sentences in English as the game goes (why a side won, what became of
a day's request, a warning about the folder); :func:`zh` says each of them in Chinese from a
table of the sentences the game writes, keeping names, rooms, file names and commands as
they are. A sentence the table does not know is kept in English rather than guessed at
(``tests/test_status_words.py`` plays games through every kind of sentence and checks that
none is left in English).
"""

from __future__ import annotations

import re

from blackhorse.core import catalog
from blackhorse.core.catalog import N_, Message
from blackhorse.core.sentences import Sentences, Sub, zh_list

LANGS = ("en", "zh")

HEADERS: dict[str, str] = {
    "tenant": N_("tenant"),
    "status": N_("status"),
    "room": N_("room"),
    "targets": N_("targets"),
    "killed": N_("killed"),
    "days unaccused": N_("days unaccused"),
    "police": N_("police"),
    "case": N_("case"),
    "night": N_("night"),
    "at": N_("at"),
    "victim": N_("victim"),
    "killer": N_("killer"),
    "accused": N_("accused"),
    "solved": N_("solved"),
}

WORDS: dict[str, Message] = {
    "alive": N_("alive"),
    "dead": N_("dead"),
    "jailed": N_("jailed"),
    "yes": N_("yes"),
    "no": N_("no"),
    "no murders": N_("No murders so far."),
    "requests": N_("Day {n} requests:"),
    "winner": N_("Winner: {w}"),
    "warning": N_("Warning: {w}"),
    "none yet": N_("none yet"),
    "killed at": N_("{victim} (night {night})"),
    "list": N_(", "),
    "aside": N_(" ({x})"),
    "side:police": N_("police"),
    "side:draw": N_("draw"),
    "side:tenants": N_("tenants"),
    "won:police": N_("the police won"),
    "won:draw": N_("a draw"),
    "won:tenants": N_("{names} won together"),
    "won": N_("{name} won"),
    "and": N_(" and "),
}

VERDICT = {True: "准许", False: "驳回"}
KIND = {"accusation": "指控", "move": "换房", "police-move": "警察入住"}


def _each(text: str) -> str:
    """A list of names or files: ``A, B`` -> ``A、B``."""
    return zh_list(text) if text != "none" else "无"


_KILLER = re.compile(r"(\S+) killed (\S+) on night (\d+) and stayed unaccused for (\d+) day\(s\)")


def _why_tenant(m: re.Match[str]) -> str:
    return f"{m[1]}在第{m[3]}夜杀了{m[2]}，已连续{m[4]}天未被指控"


def _winner(text: str) -> str:
    """``winner_text``'s English (``the police won``, ``a draw``, ``A and B won together``,
    ``B won``) in Chinese."""
    side = {"the police won": "won:police", "a draw": "won:draw"}.get(text)
    if side is not None:
        return word(side, "zh")
    if text.endswith(" won together"):
        return word("won:tenants", "zh", names="和".join(text[: -len(" won together")].split(" and ")))
    return word("won", "zh", name=text.removesuffix(" won"))


# why a write failed (core/fsops.py's reasons; the operating system's own words are kept)
WRITE_WHY: dict[str, str] = {
    "the disk is full; free some space and run again": "磁盘已满；请腾出空间后再运行",
    "the disk quota is used up; free some space and run again": "磁盘配额已用完；请腾出空间后再运行",
    "the name is too long for this file system": "名字对这个文件系统来说太长",
    "the folder is on a read-only file system": "文件夹在只读的文件系统上",
    "no permission to write there": "没有写入那里的权限",
}


def _write_failed(m: re.Match[str]) -> str:
    where, why = m[1].rsplit(": ", 1)
    for en, cn in WRITE_WHY.items():
        if m[1].endswith(": " + en):
            where, why = m[1][: -len(en) - 2], cn
    return f"无法写入 {where}：{why}；没有做任何更改"


def _map_zh(which: str) -> str:
    """A map as a stale-map warning names it: a file's path, or one of the shipped inn's names."""
    shipped = "the shipped inn"
    if which == "another map":
        return "另一张地图"
    if which == shipped:
        return "自带的旅店地图"
    if which == f"{shipped} (or by a blackhorse that recorded no map)":
        return "自带的旅店地图（或由不记录地图的旧版 `blackhorse` 结算）"
    if which.endswith(f" (what {shipped} says)"):
        return f"{which.removesuffix(f' (what {shipped} says)')}（内容与自带的旅店地图相同）"
    return which


def _over(m: re.Match[str]) -> str:
    return (
        f"游戏已经结束（{_winner(m[1])}，{zh(m[2])}：{zh(m[3])}）；{zh(m[4])}不能再进行。"
        "如果结果有误，请改正之前的某一夜或某一天。"
    )


_TABLE: list[tuple[str, Sub]] = [
    # moments and since
    (r"before night (\d+)", r"第\1夜之前"),
    (r"after night (\d+)", r"第\1夜之后"),
    (r"after day (\d+)", r"第\1天之后"),
    (r"night (\d+)", r"第\1夜"),
    (r"day (\d+)", r"第\1天"),
    (r"day (\d+), case (\d+)", r"第\1天（案件\2）"),
    # the police's count and the killers' (status_text)
    (
        r"Opening nights without a death: (\d+) of (\d+) \(the police win if the game's first \d+ nights"
        r" all pass without one\)\.",
        r"开局无人死亡的夜晚：\2夜中已过\1夜（若本局前\2夜都无人死亡，警察获胜）。",
    ),
    (
        r"Solved: (\d+) of (\d+) \(80% not reached\); quiet nights do not count yet\.",
        r"已破案：\2起中的\1起（未达80%）；无谋杀的夜晚暂不计数。",
    ),
    (
        r"Solved: (\d+) of (\d+) \(80% reached\); murder-free nights since: (\d+) of (\d+)\.",
        r"已破案：\2起中的\1起（已达80%）；此后连续无谋杀的夜晚：\4夜中已过\3夜。",
    ),
    (r"A killer needs (\d+) day\(s\) in a row unaccused to win\.", r"凶手需连续\1天未被指控才能获胜。"),
    # a day's requests and why they were refused
    (r"case (\d+): (\S+)", r"案件\1：\2"),
    (r"(\S+) to (\S+)", r"\1搬到\2"),
    (
        r"there is no case (\d+) \(cases so far: (.*)\)",
        lambda m: f"没有案件{m[1]}（目前的案件：{_each(m[2])}）",
    ),
    (
        r"case (\d+) was already accused on day (\d+) \((\S+)\); final",
        r"案件\1已在第\2天被指控（\3），不可更改",
    ),
    (r"room (\S+) is full \((.*)\)", lambda m: f"{m[1]}号房已满（{_each(m[2])}）"),
    (r"(\S+) is dead since (.*)", lambda m: f"{m[1]}自{zh(m[2])}起已死亡"),
    (r"(\S+) is jailed since (.*)", lambda m: f"{m[1]}自{zh(m[2])}起被关押"),
    (
        r"(\S+) already lives in the inn \((\S+)\); at most one officer",
        r"\1已住在客栈里（\2）；最多一名警察入住",
    ),
    (r"(\S+) already lives in (\S+)", r"\1已住在\2"),
    (
        r"no tenant of (\S+) has been murdered; an officer only takes a bed freed by a death",
        r"\1没有房客被杀；警察只能入住因死亡空出的床位",
    ),
    (
        r"room (\S+) is not empty \((.*) lives there\); an officer only moves into a room deaths"
        r" have left empty \(seed 六\.6\)",
        lambda m: (
            f"{m[1]}号房不是空房间（{_each(m[2])}住在那里）；警察只能入住因房客被杀而空出的房间（规则六.6）"
        ),
    ),
    (r"one room change a day; (\S+) already asked for (\S+)", r"每天只能换一次房；\1已申请搬到\2"),
    (r"a bed came free during the day", r"白天有床位空了出来"),
    (
        r"moved together with (.*) \(full rooms, exchanged\)",
        lambda m: f"与{_each(m[1])}一起搬（房间已满，互换）",
    ),
    (r"(\S+) jailed; case solved", r"\1被关押；案件告破"),
    (r"(\S+) jailed; case not solved: wrong person", r"\1被关押；案件未破：抓错了人"),
    (r"(\S+) is dead: nobody jailed; case solved", r"\1已死亡：无人被关押；案件告破"),
    (
        r"(\S+) is dead: nobody jailed; case not solved: wrong person",
        r"\1已死亡：无人被关押；案件未破：抓错了人",
    ),
    # an accusation as its officer reads it on the portal: what became of the accused only
    (r"(\S+) jailed", r"\1被关押"),
    (r"(\S+) is dead: nobody jailed", r"\1已死亡：无人被关押"),
    # why a side won
    (r"the first (\d+) nights passed with no death", r"前\1夜无人死亡"),
    (
        r"(\d+) of (\d+) cases solved and then (\d+) nights in a row without a murder",
        r"\2起案件破了\1起，之后连续\3夜没有谋杀",
    ),
    (
        r"nobody can kill any more, no free killer is left and the police cannot reach 80%",
        r"再也没有人能杀人，没有逍遥法外的凶手，警察也无法达到80%的破案率",
    ),
    (
        r"((?:\S+ killed \S+ on night \d+ and stayed unaccused for \d+ day\(s\)(?:; )?)+) \(needed (\d+)\)",
        lambda m: "；".join(_why_tenant(w) for w in re.finditer(_KILLER, m[1])) + f"（需要{m[2]}天）",
    ),
    # why a step cannot be taken now (the GM's page says them in the GM's language)
    (
        r"(night|day) (\d+) comes after night (\d+), and (it has not been run yet|its results are stale):"
        r" run (`[^`]*`) first \(or (`[^`]*`)\)",
        lambda m: (
            f"{zh(f'{m[1]} {m[2]}')}在第{m[3]}夜之后，而第{m[3]}夜"
            f"{'还没有运行' if m[4].startswith('it has') else '的结果已过期'}：请先运行 {m[5]}（或 {m[6]}）"
        ),
    ),
    (
        r"(\S+): not read \(a night's folder is named by its number as blackhorse writes it: 1 to 999,"
        r" in the digits 0-9\)",
        r"\1：未读取（每一夜的文件夹以其编号命名，按 blackhorse 的写法：1 到 999，用数字 0-9）",
    ),
    (
        r"(\S+): not read \(a day's file is named by its number as blackhorse writes it: 1\.yaml to"
        r" 999\.yaml, in the digits 0-9\)",
        r"\1：未读取（每一天的文件以其编号命名，按 blackhorse 的写法：1.yaml 到 999.yaml，用数字 0-9）",
    ),
    (r"night (-?\d+): nights are numbered from 1", r"第\1夜：夜晚从 1 开始编号"),
    (
        r"night: (\S+) -- a whole number from 1 \(an int: 1, not '1'\)",
        r"夜晚编号：\1 —— 应为从 1 起的整数（写 1，不是 '1'）",
    ),
    (
        r"day (-?\d+): days are numbered from 1 \(day N follows night N\)",
        r"第\1天：白天从 1 开始编号（第 N 天在第 N 夜之后）",
    ),
    (
        r"night (\d+) has no results yet: run it first \((`[^`]*`)\)",
        r"第\1夜还没有结果：请先运行（\2）",
    ),
    (
        r"deadline (.*): write YYYY-MM-DD HH:MM \(this machine's time\), \+MINUTES or now",
        r"截止时间 \1：请写 YYYY-MM-DD HH:MM（本机时间）、+分钟数 或 now",
    ),
    (
        r"deadline (.*): \+MINUTES takes minutes from now: a whole number from 0 to ([\d,]+), in the"
        r" digits 0-9",
        r"截止时间 \1：+分钟数须为 0 到 \2 之间的整数，用数字 0-9 书写",
    ),
    (
        r"deadline (.*): a year: a whole number from ([\d,]+) to ([\d,]+), in the digits 0-9",
        r"截止时间 \1：年份须在 \2 到 \3 之间",
    ),
    (
        r"the game folder (.*) is busy: another blackhorse command \(or the portal\) is writing it;"
        r" try again",
        r"游戏文件夹 \1 正忙：另一个 blackhorse 命令（或门户）正在写入；请稍后再试",
    ),
    (
        r"the game is over \((.+?) ((?:before|after) (?:night|day) \d+): (.*)\); ((?:night|day) \d+)"
        r" cannot be played\. Correct an earlier night or day instead if the result is wrong\.",
        _over,
    ),
    (
        r"(.*) exists and was not written by blackhorse; refusing to replace it\. Move that folder"
        r" away first\.",
        r"\1 已经存在，而且不是 blackhorse 写的；不会替换它。请先把这个文件夹移走。",
    ),
    (
        r"(.*) exists and was not written by blackhorse; refusing to replace it\. Move that file"
        r" \(a folder goes there\) away first\.",
        r"\1 已经存在，而且不是 blackhorse 写的；不会替换它。请先把这个文件移走（那里要放一个文件夹）。",
    ),
    (
        r"(.*) holds files blackhorse did not write or that were changed since \((.*)\); refusing to"
        r" replace it\. Move them out of that folder first\.",
        r"\1 里有不是 blackhorse 写的文件，或写好后改过的文件（\2）；不会替换它。"
        r"请先把这些文件移出那个文件夹。",
    ),
    (r"could not write (.+: .+); nothing was changed", _write_failed),
    # warnings about the folder
    (
        r"night (\d+)'s results are stale: its orders, or an earlier night or day, changed since it was"
        r" run; rerun (`[^`]*`) and the nights after it \(or (`[^`]*`)\)",
        r"第\1夜的结果已过期：结算之后，它的指令或之前的某夜、某天有了改动；"
        r"请重新运行 \2 及其后各夜（或 \3）",
    ),
    (
        r"night (\d+)'s results are stale: the map changed since it was run \(it was run on (.+?), the game"
        r" is now played on (.+)\); rerun (`[^`]*`) and the nights after it \(or (`[^`]*`)\)",
        lambda m: (
            f"第{m[1]}夜的结果已过期：结算之后地图改了（结算时用的是{_map_zh(m[2])}，"
            f"现在这局用的是{_map_zh(m[3])}）；请重新运行 {m[4]} 及其后各夜（或 {m[5]}）"
        ),
    ),
    (
        r"night (\d+)'s results were not written by `blackhorse night` \(no `ledger\.json`: written from"
        r" Python, by hand or copied\); rerun (`[^`]*`) and the nights after it \(or (`[^`]*`)\)",
        r"第\1夜的结果不是由 `blackhorse night` 写出的"
        r"（没有 `ledger.json`：由 Python 写出、手工写出或复制而来）；请重新运行 \2 及其后各夜（或 \3）",
    ),
    (
        r"night (\d+)'s results have a `ledger\.json` that cannot be read; rerun (`[^`]*`) and the nights"
        r" after it \(or (`[^`]*`)\)",
        r"第\1夜结果中的 `ledger.json` 无法读取；请重新运行 \2 及其后各夜（或 \3）",
    ),
    (
        r"the game ended (.*); not part of the game: (.*)",
        lambda m: f"游戏已于{zh(m[1])}结束；不属于本局：{_each(m[2])}",
    ),
    (r"waiting for earlier steps, not used yet: (.*)", lambda m: f"等待之前的步骤，尚未使用：{_each(m[1])}"),
]
_SENTENCES = Sentences(_TABLE)


def zh(text: str) -> str:
    """``text``, one of the game's English sentences, in Chinese (unknown ones unchanged)."""
    said = _SENTENCES.say(text)
    return text if said is None else said


def say(text: str, lang: str) -> str:
    """One of the game's sentences in ``lang``."""
    return zh(text) if lang == "zh" else text


def word(key: str, lang: str, **values: object) -> str:
    return catalog.word(WORDS[key], lang, **values)


def header(name: str, lang: str) -> str:
    return catalog.word(HEADERS[name], lang)


def outcome_text(kind: str, request: str, granted: bool, reason: str, lang: str) -> str:
    """One request of a day and what became of it (``days.Outcome``)."""
    if lang != "zh":
        verdict = "granted" if granted else "REFUSED"
        return f"{kind} {request}: {verdict}" + (f" ({reason})" if reason else "")
    return f"{KIND.get(kind, kind)} {zh(request)}：{VERDICT[granted]}" + (
        f"（{zh(reason)}）" if reason else ""
    )
