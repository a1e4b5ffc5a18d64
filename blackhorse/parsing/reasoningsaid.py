"""The player's reasoning, labelled as such, before the orders (issue 22, round nineteen;
docs/PARSING.md, *Reasoning before the orders*).

Players who plan carefully think aloud first and say so: ``分析：程远单住205，第一晚他多半会出来活动。
安排：① 8:00 门孔 …``, ``思路：今晚不动手，攒一个不在场证明。具体：（1）20:00 去204 …``, ``推理一下：…。所以：
1）…``, "Reasoning: night 1 is for gathering intel. Orders: - 20:00 peephole …". The label says
what the paragraph is: the player's reasons, not orders. A GM reads the orders from what follows.

So a paragraph that **opens with a label of reasoning** (分析, 思路, 推理, 想法, 背景, 理由, 今晚思路,
"reasoning", "analysis", "thoughts", "rationale", "context" ...; a colon after it) at the start of
the message or of a line, and **ends where the orders begin** (a label of the orders after it:
安排, 行动, 具体, 指令, 所以, "orders", "plan", "so" ..., with a colon; or a line opening with a
list's number or a time) is set aside whole and said on the echo's ``ignored:`` line, whatever it
holds (names, rooms, hedges, words the reader does not know).

Never set aside: a reasoning paragraph that nothing of the orders follows (the message would be
all reasons), one holding a word of the door (a door rule said only there is an order), or one
with a sentence that opens with a time (``思路：9点去花园。安排：…``: an order's shape). Those are read
as they were, and refused at the word where a word does not fit. A note (说明, 提前说明, "note") is
not reasoning: it may hold a rule of the night (``提前说明：我今晚上下楼一律走西楼梯``), and is read.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import SENTENCE_MARKS
from blackhorse.parsing.casualwords import DOOR_WORD, EMOJI, TONIGHT_SAID

# what labels reasoning (its colon after it)
_REASONING = (
    # (先说说我的思路: round twenty-nine)
    r"(?:先说说|先说一?下?|说一?下|简单说一?下)?(?:今晚的?|我的|简单)?"
    r"(?:思路|分析|推理|想法|背景|理由|考虑|逻辑|盘算)(?:一下|先说一下|是这样的|如下)?"
    r"|局势分析|形势分析|情况分析"
    r"|(?:my\s+)?(?:reasoning|analysis|thoughts|thinking|rationale|context|background|logic)"
)
# or said as what one did, with a comma (round twenty-three: 分析了一下，小雨住209，…。我的安排：)
_OPENS = re.compile(
    rf"(?im)^[ \t]*(?:(?:{_REASONING})[ \t]*[:：]|(?:分析|想|琢磨|盘算|考虑|推理)了一下[ \t]*[:：，,])"
)
# what labels the orders (its colon after it), or a line opening with a list's number or a time
_ORDERS = re.compile(
    r"(?:^|(?<=[。.！!？?；;\s]))[ \t]*"
    r"(?:(?:今晚的?|我的|具体的?)?(?:安排|行动|指令|计划|执行|操作|命令|部署)(?:如下)?"
    r"|具体|所以|因此|于是|结论|决定|(?:my\s+|tonight'?s\s+)?(?:orders|plan|moves|actions)|so|therefore|hence)"
    r"[ \t]*[:：]"
    r"|^[ \t]*(?:\(?[1-9][.)）、]|[（(][1-9一二三四五六七八九][)）]|[①-⑨]|[一二三四五六七八九][、.]"
    r"|[-*•·・]\s"
    r"|(?:[01]?\d|2[0-3])[:：.][0-5]\d|[0-9一二三四五六七八九十]{1,3}[点點])",
    re.IGNORECASE | re.MULTILINE,
)
_TIMES = frozenset({"TIME", "RANGE", "PERIOD"})


def reasoning(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a labelled reasoning paragraph before the orders made one ASIDE word, and a
    preamble before "as follows" (:func:`preamble`) and a reason after them (:func:`reasons_after`)
    likewise."""
    return reasons_after(_labelled(preamble(_down_to_business(tokens, text), text), text), text)


# a reason labelled after an order, on its line or its own (round twenty-two: 2）20:50 去草坪，理由：
# 南边断崖是高发地；, 理由：十点后她必须开门，避开门的问题。, 推理：203两人…): the label, after a line's
# start or a mark
_REASON_AFTER = re.compile(
    r"(?:^|(?<=[，,；;。.！!\n]))[ \t]*(?:理由|原因|推理|分析|思路|reason|reasoning|because)[ \t]*[:：]",
    re.IGNORECASE | re.MULTILINE,
)
# where it ends: its line's end or a semicolon (a list's item)
_REASON_ENDS = re.compile(r"[\n；;]")
# the seed's own rule restated in a reason (22点后大家必须开门, 十点以后她得开门): no door rule of the
# sender's
_SEEDS_RULE = re.compile(
    r"(?:22|十|10)[点點:：]?(?:00)?(?:以后|之后|后)[^，,。；;\n]{0,8}?(?:必须|得|要|都得|都要|都会|会|被迫|只能|不得不)[^，,。；;\n]{0,2}开门"
)
# what speaks of the door without a rule of the sender's: the seed's rule, "avoid" (避开门的问题)
_NO_RULE = re.compile(rf"避开|躲开|{_SEEDS_RULE.pattern}")


# the door spoken of as a rule: with its verb (门只给X开, 关门, 锁门, "door"); 门的问题 is no rule
_DOOR_RULE = re.compile(
    r"[门門][^，,。；;\n]{0,4}?[开關关锁鎖让讓进進]|[开開关關锁鎖][门門]|door", re.IGNORECASE
)


def _after_the_seeds_rule(text: str, start: int) -> int:
    """Where a reason's own words begin: after the seed's rule restated first (十点后大家都得开门，…)."""
    seed = _SEEDS_RULE.match(text, start)
    return seed.end() if seed is not None else start


def reasons_after(tokens: list[Token], text: str) -> list[Token]:
    """``22:20 去草坪…。\n理由：22点后大家必须开门，走廊人流会变多。``: a paragraph opening with a label
    of reasons (理由, 原因, 推理, 分析, 思路, "reason", "because"; a colon after it) after an order of the
    message, to its line's end, its semicolon or a time opening a clause, says why: set aside whole
    and said (round twenty-two).
    **Never** when it speaks of the door (the seed's own rule restated, 十点后她必须开门, aside) or
    opens with a time (an order's shape), as a reason before the orders."""
    out = tokens
    for m in _REASON_AFTER.finditer(text):
        start = m.start() + len(m.group()) - len(m.group().lstrip())
        if not any(t.type in _ORDER_KINDS - {"ALLNIGHT"} and (t.end_pos or 0) <= start for t in out):
            continue  # before the orders: _labelled's, or a message of reasons only
        end = _REASON_ENDS.search(text, m.end())
        stop = end.start() if end is not None else len(text)
        own = _after_the_seeds_rule(text, m.end())
        for j in range(1, len(out)):  # ...断崖）：20:00 去草坪: an order's time after a mark ends it
            t = out[j]
            if t.type in _TIMES and own <= (t.start_pos or 0) < stop and out[j - 1].type == "SEP":
                stop = out[j - 1].start_pos or 0
                break
        while stop > start and text[stop - 1] in " \t":
            stop -= 1
        inside = [t for t in out if start <= (t.start_pos or 0) < stop]
        if (
            not inside
            or any(
                (t.start_pos or 0) < start < (t.end_pos or 0) or (t.start_pos or 0) < stop < (t.end_pos or 0)
                for t in out
            )
            or _DOOR_RULE.search(_NO_RULE.sub("", text[m.end() : stop]))
            or _opens_with_a_time([t for t in inside if (t.start_pos or 0) >= own])
        ):
            continue
        said = Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)
        out = [
            *(t for t in out if (t.start_pos or 0) < start),
            said,
            *(t for t in out if (t.start_pos or 0) >= stop),
        ]
    return out


# the orders announced as what follows: 安排如下, 部署如下, 今晚的计划如下, "as follows"
_FOLLOWS = re.compile(
    r"(?:安排|行动|指令|计划|部署|行程|打算|方案|命令)如下|as follows|here(?:'s| is) (?:my|the) plan",
    re.IGNORECASE,
)
# what a preamble may not hold: a word of an order (a time, a going, a look, a kill, a condition, the door)
_ORDER_KINDS = frozenset(
    {"TIME", "RANGE", "PERIOD", "ALLNIGHT", "UNTIL", "BEFORE", "KILL", "MEET", "ALONE", "GO", "RETURN_HOME"}
    | {"STAY", "PEEK_VERB", "WINDOW", "PEEPHOLE", "LOOK_CORRIDOR", "VISIT", "KNOCK", "IF", "OTHERWISE"}
    | {"EXCEPT", "ONLY_OPEN", "NOT_LET", "ALWAYS", "ANYWHERE", "SOMEONE", "NOT_THERE", "NOBODY_OPENS"}
    | {"DOOR_OPEN", "DOOR_CLOSED", "DOOR_VERB", "DOORWORD", "NOT_OPEN", "ARRIVE", "ROOMWORD", "THERE"}
)


def preamble(tokens: list[Token], text: str) -> list[Token]:
    """``根据昨晚的证词，今晚重点在201和203之间。安排如下：20:00 去201 …``: what a player says before
    announcing that the orders follow (安排如下, 部署如下, "as follows", "here's my plan"), from the
    message's start to the end of the sentence before that announcement, is their reasoning (round
    twenty-one). It is set aside whole and said when it holds no word of an order (:data:`_ORDER_KINDS`:
    no time, going, look, kill, condition or door; names and rooms spoken of are allowed) and orders
    follow; otherwise it is read as before."""
    follows = _FOLLOWS.search(text)
    if follows is None:
        return tokens
    stop = max(text.rfind(m, 0, follows.start()) for m in SENTENCE_MARKS)
    if stop <= 0:
        return tokens
    return _chat_before(tokens, text, stop + 1, words_needed=True)


def _chat_before(tokens: list[Token], text: str, stop: int, words_needed: bool) -> list[Token]:
    """``tokens`` with the message's start up to ``stop`` made one ASIDE word, when orders follow it and
    it holds no word of an order (:data:`_ORDER_KINDS`; tonight, names and rooms spoken of are
    allowed), no word cut at ``stop`` and no door; ``words_needed``: when it must hold a word besides
    marks and words set aside. Otherwise ``tokens`` as they were."""
    inside = [t for t in tokens if (t.end_pos or 0) <= stop]
    after = [t for t in tokens if (t.start_pos or 0) >= stop and t.type in _ORDER_KINDS]
    if (
        not after
        or words_needed
        and not any(t.type not in ("SEP", "ASIDE") for t in inside)
        or any(t.type in _ORDER_KINDS and str(t).lower() not in TONIGHT_SAID for t in inside)
        or any(t.start_pos is not None and t.start_pos < stop < (t.end_pos or 0) for t in tokens)
        or DOOR_WORD.search(text, 0, stop)
    ):
        return tokens
    start = len(text) - len(text.lstrip())
    said = Token("ASIDE", text[start:stop].strip(), start_pos=start, end_pos=stop)
    return [said, *(t for t in tokens if (t.start_pos or 0) >= stop)]


# the orders announced after chat, with a colon (round twenty-four: 晚上好呀各位～今天上班累死了😩
# 先说正事哈：…, …她听不懂。好啦交作业📝：8:10 …): "to business", "here is my homework"
_BUSINESS = re.compile(
    r"(?:(?:好啦|好了|好|那|那么|行|嗯|ok)[，,～~ ]*)?(?:先|那就|那我)?"
    r"(?:说正事|讲正事|言归正传|说回正事|回到正题|交作业|交功课|正事)"
    rf"(?:哈|啊|啦|吧|呀|了|儿|哦|噢)*[ \t{EMOJI}]*[:：]",
    re.IGNORECASE,
)


def _down_to_business(tokens: list[Token], text: str) -> list[Token]:
    """``晚上好呀各位～今天上班累死了😩 先说正事哈：8点…``: the chat before "to business" (说正事, 言归正传,
    交作业, with a colon) is set aside whole with its label and said, when it holds no word of an order
    (:data:`_ORDER_KINDS`; names and rooms spoken of are allowed, the door is not) and orders follow it
    (round twenty-four); otherwise it is read as before."""
    label = _BUSINESS.search(text)
    return tokens if label is None else _chat_before(tokens, text, label.end(), words_needed=False)


def _labelled(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a labelled reasoning paragraph before the orders made one ASIDE word."""
    opened = _OPENS.search(text)
    if opened is None:
        return _so_after_reasons(tokens, text)
    if (
        opened is None
        or text[: opened.start()].strip(" \t\n,，.。!！~～")
        and not _only_asides(tokens, opened.start())
    ):
        return tokens
    orders = _ORDERS.search(text, opened.end())
    if orders is None:
        return tokens
    start, stop = opened.start() + len(opened.group()) - len(opened.group().lstrip()), orders.start()
    while stop > start and text[stop - 1] in " \t\n":
        stop -= 1
    inside = [t for t in tokens if start <= (t.start_pos or 0) < stop]
    after = [t for t in tokens if (t.start_pos or 0) >= stop and t.type not in ("SEP", "ASIDE")]
    if (
        not inside
        or not after
        or _DOOR_SAID.search(text, start, stop)
        or _opens_with_a_time([t for t in inside if (t.start_pos or 0) >= opened.end()])
    ):
        return tokens
    said = Token("ASIDE", text[start:stop].strip(), start_pos=start, end_pos=stop)
    before = [t for t in tokens if (t.start_pos or 0) < start]
    return [*before, said, *(t for t in tokens if (t.start_pos or 0) >= stop)]


# "therefore", with its colon: what comes after is what the reasons before it lead to (round 29)
_THEREFORE = re.compile(
    r"(?:^|(?<=[。.！!？?；;\s]))[ \t]*(?:所以|因此|于是|therefore|so)[ \t]*[:：]", re.IGNORECASE
)
_NO_ORDER_IN_REASONS = frozenset(
    {"TIME", "RANGE", "PERIOD", "ALLNIGHT", "KILL", "IF", "OTHERWISE"}
    | {"GO", "RETURN_HOME", "STAY", "PEEK_VERB", "WINDOW", "PEEPHOLE", "VISIT", "KNOCK"}
)


def _so_after_reasons(tokens: list[Token], text: str) -> list[Token]:
    """``报名的时候Eldric就一直打听203住了谁，我怀疑他的目标就是我。所以：10点前只给…``: reasons opening the
    message with no label, then 所以 / 因此 / "so" and a colon: the paragraph before it is the reasons,
    set aside as a labelled one is, only when it holds nothing an order is made of (no time, kill,
    condition, going, stay, look or door: "I'll be in the garden. So: …" is read) and the orders
    follow."""
    so = _THEREFORE.search(text)
    if so is None:
        return tokens
    stop = so.start()
    while stop > 0 and text[stop - 1] in " \t\n":
        stop -= 1
    inside = [t for t in tokens if (t.start_pos or 0) < stop and t.type not in ("SEP", "ASIDE")]
    after = [t for t in tokens if (t.start_pos or 0) >= so.end() and t.type not in ("SEP", "ASIDE")]
    if not inside or not after or _DOOR_SAID.search(text, 0, stop):
        return tokens
    if any(t.type in _NO_ORDER_IN_REASONS for t in inside):
        return tokens
    start = inside[0].start_pos or 0
    said = Token("ASIDE", text[start:stop].strip(), start_pos=start, end_pos=stop)
    before = [t for t in tokens if (t.start_pos or 0) < start]
    return [*before, said, *(t for t in tokens if (t.start_pos or 0) >= stop)]


# the door, in a labelled paragraph: not 出门 (going out), 串门 (a visit), 门孔 / 门口 / 门眼 (the peephole,
# the doorway): ``分析了一下，小雨住209，…大概率会出门。`` holds no door rule (round twenty-three)
_DOOR_SAID = re.compile(r"(?<![出串])[门門](?![孔口眼缝])|door", re.IGNORECASE)


def _only_asides(tokens: list[Token], start: int) -> bool:
    """Whether all said before ``start`` was set aside (a greeting) or is punctuation."""
    return all(t.type in ("ASIDE", "SEP") for t in tokens if (t.start_pos or 0) < start)


def _opens_with_a_time(inside: list[Token]) -> bool:
    """Whether a sentence of the paragraph opens with a time (an order's shape). A time followed
    by everyone (大家, 大伙, 别人, 其他人, 所有人 ...) says what the others do then: the reasoning's, no
    order's (round twenty-three: 思路：前半夜大家都在试探，后半夜才会动手。所以：…)."""
    first = True
    for k, t in enumerate(inside):
        if t.type == "SEP":
            first = first or str(t) in SENTENCE_MARKS
            continue
        if first and t.type in _TIMES:
            nxt = inside[k + 1] if k + 1 < len(inside) else None
            if nxt is None or str(nxt) not in _OTHERS:
                return True
        first = t.type == "ASIDE" and first
    return False


# everyone else, as the subject after a time: what the others do then
_OTHERS = frozenset(
    {"大家", "大伙", "大伙儿", "别人", "其他人", "其他玩家", "所有人", "众人", "他们", "她们"}
)
