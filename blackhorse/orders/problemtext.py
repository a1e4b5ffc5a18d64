"""The checker's problems in the GM's (or the player's) language: English as written, or Chinese.

A :class:`~blackhorse.core.errors.Problem` is built in English where it is found (the
readers of ``game.yaml`` and the order files); :func:`describe` renders it in ``"en"``
(exactly ``str(problem)``, what ``blackhorse check`` prints) or ``"zh"``. The Chinese text is
worked out from the English one by a table of sentence patterns, so a reader never has to
build two texts; a sentence the table does not know stays English rather than being lost
(``tests/test_problem_text.py`` keeps every sentence of docs/ORDERS.md translated).
"""

from __future__ import annotations

import re

from blackhorse.core import filetargets
from blackhorse.core.errors import Problem, shown
from blackhorse.core.sentences import Sentences, Sub
from blackhorse.core.sentences import zh_list as _list
from blackhorse.orders.daytext import DAY_FILE_ZH
from blackhorse.orders.roomtext import ROOMS_ZH

Lang = str


def _did_you_mean(text: str | None) -> str:
    return f"（是不是想写 `{text}`？）" if text else ""


def _name_rule_zh(text: str) -> str:
    """Which rule for names is broken (:func:`blackhorse.core.names.name_problem`), in Chinese."""
    m = re.fullmatch(r"a name has at most (\d+) characters \(this one has (\d+)\)", text)
    if m:
        return f"名字最多 {m[1]} 个字符（这个有 {m[2]} 个）"
    m = re.fullmatch(r"a name holds only letters, digits, `-` and `_`; not (.*)", text)
    if m:
        return f"名字只能有字母、数字、`-` 和 `_`；不能有 {m[1]}"
    if text == "a name starts with a letter or a digit":
        return "名字要以字母或数字开头"
    if text == "a name cannot be empty":
        return "名字不能为空"
    return text


def _since_zh(text: str) -> str:
    """Where the order file puts the person (:mod:`blackhorse.orders.pacing`), in Chinese."""
    if text == "at home":
        return "在自己房间"
    m = re.fullmatch(r"after the (\S+) order", text)
    if m:
        return f"{m[1]} 那条指令之后"
    m = re.fullmatch(r"after (\S+)", text)
    return f"{m[1]} 那条指令之后" if m else text


_PEEK_ZH = {"window": "窗户", "peephole": "门孔"}
_FATE_ZH = {"dead": "死了", "jailed": "被关押"}
_MAP_EN = r"a map file in the game folder, as a path relative to it \(docs/MAP\.md\)"
_MAP_ZH = "游戏文件夹里的一个地图文件，写相对于文件夹的路径（见 docs/MAP.md）"
_WHAT_ZH = {
    "an order file": "指令文件",
    "an order": "一条指令",
    "an `else`": "`else`",
    "a standing order": "长期指令",
    "game.yaml": "game.yaml",
    "a tenant": "一个房客",
}
# (English pattern, Chinese text). Patterns are anchored; groups carry names and numbers.
_TABLE: list[tuple[str, Sub]] = [
    (r"valid YAML( \(see docs/ORDERS\.md\))?", "合法的 YAML（见 docs/ORDERS.md）"),
    (
        r"a multiple of 10 minutes from 20:00 to 22:50, written in quotes: .*",
        '20:00 到 22:50 之间 10 分钟的整数倍，加引号书写："20:30" 或规则里的 "8:30"',
    ),
    (r"every order has `at`, e\.g\. at: \"20:30\"", '每条指令都要有 `at`，例如 at: "20:30"'),
    (
        r"one order per 10-minute slot; (\S+) already has the order on line (\d+)",
        r"每 10 分钟一条指令；\1 已经有第 \2 行的指令",
    ),
    (
        r"a place: (.*) \(or an alias listed in docs/ORDERS\.md\)",
        lambda m: f"一个地点：{_list(m[1])}（或 docs/ORDERS.md 列出的别名）",
    ),
    (
        r"nobody may stop in the corridor or on the stairs \(seed 八\); go to: (.*) \(name stairs.*",
        lambda m: f"不能停在走廊或楼梯上（规则八）；可以去：{_list(m[1])}（想选路线，用 `via` 写楼梯或门前）",
    ),
    (
        r"spots to pass on the way \(not rooms\): (.*)",
        lambda m: f"路上经过的位置（不能是房间）：{_list(m[1])}",
    ),
    (r"`via` needs a `go` in the same order", "`via` 需要同一条指令里有 `go`"),
    (
        r"the person is already at (\S+) \((.*)\): going where one already is takes no walk,"
        r" and a round trip is pacing \(seed 八\); remove `via`",
        lambda m: (
            f"此人（{_since_zh(m[2])}）已经在 {m[1]}：去自己所在的地方不用走，"
            "绕一圈回来就是来回走动（规则八）；请去掉 `via`"
        ),
    ),
    (
        r"from (\S+) \((.*)\) this route passes (.*) twice; nobody paces \(seed 八\):"
        r" name spots that do not double back, or remove `via`",
        lambda m: (
            f"从 {m[1]}（{_since_zh(m[2])}）出发，这条路线两次经过 {_list(m[3])}；"
            "不能来回走动（规则八）：写不走回头路的位置，或者去掉 `via`"
        ),
    ),
    (
        r"at least one spot, e\.g\. \[east-stairs\]; or leave `via` out",
        "至少一个位置，例如 [east-stairs]；或者不写 `via`",
    ),
    (
        r"only `window` from (\S+); a peephole only from one's own room \((.*)\)",
        r"在 \1 只能从窗户窥视；门孔只能在自己的房间（\2）",
    ),
    (r"window \(窗户\) or peephole \(门孔\)", "窗户（window）或门孔（peephole）"),
    (
        r"room (\S+) has no (window|peephole) on this map",
        lambda m: f"这张地图上 {m[1]} 房间没有{_PEEK_ZH[m[2]]}",
    ),
    (r"only one of (.+)'s two targets: (.*)", lambda m: f"只能是{m[1]}的两个目标之一：{_list(m[2])}"),
    (
        r"police cannot be killed \(seed 五\.10\); (.+)'s targets: (.*)",
        lambda m: f"不能杀警察（规则五.10）；{m[1]}的目标：{_list(m[2])}",
    ),
    (
        r"police cannot kill \(seed 五\.10\); remove `kill` from (.+)'s orders",
        r"警察不能杀人（规则五.10）；从\1的指令里去掉 `kill`",
    ),
    (
        r"(.+) has already killed in this game \(one kill per game\); remove `kill`",
        r"\1在本局已经杀过人（每局只能杀一次）；去掉 `kill`",
    ),
    (
        r"(.+) is (dead|jailed) \(night (\d+)\); (.+)'s targets still on the map: (.*)",
        lambda m: f"{m[1]}已经{_FATE_ZH[m[2]]}（第{m[3]}晚）；{m[4]}仍在地图上的目标：{_list(m[5])}",
    ),
    (
        r"(.+) is (dead|jailed) \(night (\d+)\); remove this file",
        lambda m: f"{m[1]}已经{_FATE_ZH[m[2]]}（第{m[3]}晚）；删掉这个文件",
    ),
    (
        r"(.+) is not on the map tonight; (.+)'s targets still on the map: (.*)",
        lambda m: f"{m[1]}今晚不在地图上；{m[2]}仍在地图上的目标：{_list(m[3])}",
    ),
    (r"(.+) is not on the map tonight; remove this file", r"\1今晚不在地图上；删掉这个文件"),
    (
        r"alone, always, \{present: NAME\} or \{absent: NAME\}",
        "alone（单独）、always（无论）、{present: 名字} 或 {absent: 名字}",
    ),
    (r"a person of this game: (.*)", lambda m: f"本局的一个人：{_list(m[1])}"),
    (
        r"`else` has no `at`: .*",
        "`else` 没有 `at`：在到达时条件不成立或没人开门时立刻执行；以后的指令请在 `orders` 里单独占一个时段",
    ),
    (
        r"an `else` is a mapping \(an order without `at`\), e\.g\. (.*)",
        r"`else` 是一个映射（没有 `at` 的指令），例如 \1",
    ),
    (r"an order is a mapping, e\.g\. (.*)", r"一条指令是一个映射，例如 \1"),
    (
        r"a whole minute from 20:00 to 23:00, in quotes, e\.g\. \"21:15\"",
        '20:00 到 23:00 之间的整分钟，加引号，例如 "21:15"',
    ),
    (r"a time after `from` \((\S+)\)", r"晚于 `from`（\1）的时间"),
    (
        r"a mapping \{kill: NAME, if: alone, from: \"20:00\", until: \"23:00\"\}",
        '一个映射 {kill: 名字, if: alone, from: "20:00", until: "23:00"}',
    ),
    (
        r"a list of \{kill: NAME, if: alone\|always, from, until\}",
        "一个列表，每项 {kill: 名字, if: alone|always, from, until}",
    ),
    (r"a list of orders, each starting with `- at: \"HH:MM\"`", '指令列表，每条以 `- at: "HH:MM"` 开头'),
    (
        r"open \(the default\), closed, or a list of who may enter, e\.g\. \[B, C\]",
        "open（默认，谁敲门都开）、closed（谁都不开）或可以进门的人的列表，例如 [B, C]",
    ),
    (
        r"an order file is a mapping with who, door, orders, standing \(see docs/ORDERS\.md\)",
        "指令文件是一个映射，字段为 who、door、orders、standing（见 docs/ORDERS.md）",
    ),
    (
        r"at least `who: (.+)`; delete the file if (.+) sent no orders",
        r"至少写 `who: \1`；如果\2没有发指令，删掉这个文件",
    ),
    (
        r"the order file of (.+) is named (\S+) \(this one is (.+)\): rename it or fix `who`",
        r"\1的指令文件应叫 \2（这个是\3的）：改文件名或改 `who`",
    ),
    (
        r"fields of (an order file|an order|an `else`|a standing order|game\.yaml|a tenant): ([^(]*?)"
        r"(?: \(did you mean `(.*)`\?\))?",
        lambda m: f"{_WHAT_ZH[m[1]]}的字段：{_list(m[2])}{_did_you_mean(m[3])}",
    ),
    (r"each field once; `(.*)` is also on line (\d+)", r"每个字段只写一次；`\1` 在第 \2 行也有"),
    (
        r"each name or field once; `(.*)` is also on line (\d+)",
        r"每个名字或字段只写一次；`\1` 在第 \2 行也有",
    ),
    (
        r"one file per person; keep (\S+) or (\S+), not both",
        r"每人一个文件；保留 \1 或 \2，不要两个都留",
    ),
    (
        r"a folder nights/(\d+) holding that night's order files .*",
        r"一个 nights/\1 文件夹，放那一晚的指令文件（如果那晚没人发指令，就建一个空文件夹）",
    ),
    (r"a night number from 1", "从 1 开始的晚上编号"),
    (
        r"a game folder holds a game\.yaml, written by `blackhorse register`: run `(.+)` first"
        r" \(players\.yaml is here; see docs/GAME\.md\)",
        r"游戏文件夹里要有 game.yaml，由 `blackhorse register` 写出："
        r"先运行 `\1`（players.yaml 已经在了；见 docs/GAME.md）",
    ),
    (
        r"(?:no folder (.*); )?a game folder holds a game\.yaml \(see docs/ORDERS\.md\)",
        "游戏文件夹里要有 game.yaml（见 docs/ORDERS.md）",
    ),
    (
        r"a mapping with `tenants:` .*",
        "一个映射，有 `tenants:`（可选 `name:`、`police:`、`police_rooms:`）",
    ),
    (
        r"a mapping NAME: \{room: ROOM, targets: \[X, Y\]\}, one line per tenant",
        "一个映射 名字: {room: 房间, targets: [X, Y]}，每个房客一行",
    ),
    (r"a list of names, e\.g\. \[P1, P2, P3\]", "名字的列表，例如 [P1, P2, P3]"),
    (_MAP_EN, _MAP_ZH),
    (_MAP_EN + r"; there is no file (.+)", _MAP_ZH + r"；没有文件 \1"),
    (_MAP_EN + r": not an absolute path, not outside it", _MAP_ZH + "：不能是绝对路径，也不能在文件夹外"),
    (
        r"the map as it was when the portal started \(or the program read it\); the file has changed"
        r" since: restart `blackhorse serve` \(or open the game again\) to play on it as it is now",
        "门户启动时的地图（或程序读到时的样子）；此后文件已被修改：重新启动 `blackhorse serve`"
        "（或重新打开游戏）才会用现在的文件",
    ),
    (
        r"the map in use \((.+)\); this game is played on (.+)",
        r"正在用的地图（\1）；这个游戏用的地图是 \2",
    ),
    (r"a name no tenant has \((.+) is a tenant\)", r"一个房客没用过的名字（\1是房客）"),
    (
        r"a name no tenant has \((.+) is a tenant; letter case does not count\)",
        r"一个房客没用过的名字（\1是房客；不分大小写）",
    ),
    (r"each officer once \((.+) is listed twice\)", r"每个警察只写一次（\1写了两次）"),
    (
        r"each officer once \((.+) is listed; letter case does not count\)",
        r"每个警察只写一次（已经有\1；不分大小写）",
    ),
    (
        r"a name of its own \((.+) is already in the game; letter case does not count\)",
        r"一个别人没用过的名字（游戏里已经有\1；不分大小写）",
    ),
    (
        r"letters and digits \(any script\), `-` and `_`, starting with a letter or digit,"
        r" at most (\d+) characters \((.*)\)",
        lambda m: (
            f"名字只能用字母和数字（任何文字）、`-` 和 `_`，以字母或数字开头，"
            f"最多 {m[1]} 个字符（{_name_rule_zh(m[2])}）"
        ),
    ),
    (
        r"a name that can be a file name \(order files are NAME\.yaml\): no (.*)",
        r"能当文件名的名字（指令文件叫 名字.yaml）：不能含 \1",
    ),
    (r"\{room: \"201\", targets: \[X, Y\]\}", '{room: "201", targets: [X, Y]}'),
    (r"a room with beds: (.*)", lambda m: f"有床的房间：{_list(m[1])}"),
    *ROOMS_ZH,  # where one may peek from; the common room an edited map needs (roomtext.py)
    *DAY_FILE_ZH,  # a day file's (game/days.py): the GM page lists them when a day file has mistakes
    (
        r"a room with a free bed: (\S+) has (\d+) beds, taken by (.*)",
        lambda m: f"有空床的房间：{m[1]} 有 {m[2]} 张床，已被{_list(m[3])}占了",
    ),
    (r"a list of two other tenants, e\.g\. \[(.*)\]", lambda m: f"另外两个房客的列表，例如 [{m[1]}]"),
    (
        r"another tenant \(police cannot be targets\): (.*)",
        lambda m: f"另一个房客（警察不能当目标）：{_list(m[1])}",
    ),
    (
        r"another tenant \(not (.+) themself\): (.*)",
        lambda m: f"另一个房客（不能是{m[1]}自己）：{_list(m[2])}",
    ),
    (r"another tenant: (.*)", lambda m: f"另一个房客：{_list(m[1])}"),
    (r"two different tenants", "两个不同的房客"),
    (r"a mapping OFFICER: ROOM, e\.g\. \{P1: \"205\"\}", '一个映射 警察: 房间，例如 {P1: "205"}'),
    (r"one of police: (.*)", lambda m: f"警察之一：{_list(m[1])}"),
    (r"at most one police officer lives in the inn \(seed 六\)", "最多只有一个警察住进会馆（规则六）"),
    (r"an existing YAML file", "一个存在的 YAML 文件"),
    (
        r"this is an ordinary order \(it has `at`, `go`, `peek` or `else`\); move it under `orders:`"
        r" \(a standing order has only kill, if, from, until\)",
        "这是一条普通指令（有 `at`、`go`、`peek` 或 `else`）；请移到 `orders:` 下"
        "（长期指令只有 kill、if、from、until）",
    ),
    (
        r"this is a standing order \(kill with from/until, no `at`\); move it under `standing:`",
        "这是一条长期指令（kill 加 from/until，没有 `at`）；请移到 `standing:` 下",
    ),
    (
        r"a regular file of at most 1 MB inside the game folder",
        "游戏文件夹里一个不超过 1 MB 的普通文件（不能是链接、管道等）",
    ),
    (r"UTF-8 text \(or UTF-16 with a byte-order mark\)", "UTF-8 文本（或带字节序标记的 UTF-16）"),
    *filetargets.ALLOWED_ZH,  # a file blackhorse writes where a folder is
    (r"an order file that stays put", "一个读取时没有被移走的指令文件"),
    (r"orders, or `who: NAME` alone to send no orders", "指令；不下指令就只写 `who: 名字`"),  # the portal's
    # a day closed again with other requests (game/gameplay.py; the GM's page closes days too)
    (
        r"day (\d+) is already recorded with other requests; pass --replace to replace it",
        r"第\1天已经记录了别的申请；要替换它请加 `--replace`",
    ),
]
_ALLOWED = Sentences(_TABLE)
_NEAR = re.compile(r" \(did you mean `([^`]+)`\?\)$")

_VALUE_ZH = Sentences(
    [
        (r"\(empty file\)", "（空文件）"),
        (r"\(empty\)", "（空）"),
        (r"no such folder", "没有这个文件夹"),
        (r"missing", "缺失"),
        *filetargets.VALUES_ZH,
        (r"a second order file for (.+)", r"\1的第二个指令文件"),
        (r"would drop (.+)", lambda m: "会去掉" + _request(m[1])),
        (r"would add (.+)", lambda m: "会加上" + _request(m[1])),
        (
            r"would change the order of the requests \(first come, first served\)",
            "会改变申请的先后顺序（先到先得）",
        ),
    ]
)
_FIELD_ZH = Sentences([(r"day (\d+)", r"第\1天")])


def _request(text: str) -> str:
    """A day's request as gameplay._requests writes it, in Chinese."""
    said = _REQUEST_ZH.say(text)
    return text if said is None else said


_REQUEST_ZH = Sentences(
    [
        (r"accusation: (\S+) for case (\d+)", r"指控：案件\2指控\1"),
        (r"move: (\S+) to (\S+)", r"换房：\1搬到\2"),
        (r"police move: (\S+) to (\S+)", r"警察入住：\1入住\2"),
        (r"\(the recorded file does not read as a valid day file\)", "（已记录的文件读不成有效的日间文件）"),
    ]
)


def allowed_text(allowed: str, lang: Lang) -> str:
    """What is allowed, in ``lang`` (``"en"`` as written; ``"zh"`` translated when known)."""
    if lang != "zh":
        return allowed
    near = _NEAR.search(allowed)
    if near is not None:  # "... (did you mean `X`?)": the sentence, then the hint in Chinese
        return allowed_text(allowed[: near.start()], lang) + _did_you_mean(near[1])
    said = _ALLOWED.say(allowed)
    return allowed if said is None else said


def field_text(field: str, lang: Lang) -> str:
    if lang != "zh":
        return field
    said = _FIELD_ZH.say(field)
    return field if said is None else said


def value_text(value: str, lang: Lang) -> str:
    if lang != "zh":
        return value
    said = _VALUE_ZH.say(value)
    return value if said is None else said


def describe(problem: Problem, lang: Lang = "en") -> str:
    """One problem as one line: ``FILE:LINE: FIELD: VALUE -- WHAT IS ALLOWED``.

    ``"en"`` is exactly ``str(problem)`` (what ``blackhorse check`` prints); ``"zh"`` says the
    same in Chinese, with the same file, line, field and value (the value as typed).
    """
    if lang != "zh":
        return str(problem)
    where = f"{problem.file}:{problem.line}" if problem.line else problem.file
    field = f" {field_text(problem.field, lang)}:" if problem.field else ""
    allowed = shown(allowed_text(problem.allowed, lang), 400)
    return f"{shown(where, 200)}:{field} {shown(value_text(str(problem.value), lang))} -- {allowed}"


def translated(allowed: str) -> bool:
    """Whether the Chinese table knows this sentence (used by the tests and the parser)."""
    near = _NEAR.search(allowed)
    if near is not None:
        allowed = allowed[: near.start()]
    return _ALLOWED.knows(allowed)
