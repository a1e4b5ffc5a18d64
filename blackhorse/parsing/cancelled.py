"""Plans said as not done, in Chinese (docs/PARSING.md, *Plans said as not done*).

Players say what they will not do beside what they will: ``8点看窗户，不去花园了，9点看猫眼``,
``今晚不杀人 就8点半去204聊天``, ``花园不去了``. Such a clause gives no order: the night has no going
to the garden and no kill unless another order says one. So a clause that is only

- a going cancelled (``不去花园了``, ``别去草坪``, ``不想去花园``, ``花园不去了``, ``不回屋了``), or
- no kill tonight (``今晚不杀人``, ``这轮先不动手``, ``不杀了``, ``今晚不干活``),

with at most "tonight" and a softener around it, is set aside and said (``已忽略：不去花园了``), the
same as a greeting, where nothing else in the message says otherwise. Where another order of the
message goes to that place (or home, for ``不回屋``), or kills, the clause may be taking it back:
it is left to be refused at the negation, never guessed. Someone named not killed (``不杀赵强``,
``赵强跟王建国都不杀``, ``赵强不要动他``) is no order either, unless the message names them again or says
"he" / "she" after it (``不杀赵强，9点去209杀了他``: left to be refused). A clause with a time
(``9点不去花园``) or anything else in it is left as said (refused at the negation as before).
"Don't go out" or "nowhere" (``别出门``, ``不要出去``, ``今晚不打算出门了``, ``什么地方都不去``) is staying,
where no order of the message goes anywhere (as ``不出门`` and ``哪也不去`` are); with one that does
(``今晚不想出门，8点去花园``), which is meant is not guessed: refused at the negation.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.lexicon import HOME

# what may stand around the plan without changing it: tonight, the sender, a softener
_AROUND = (
    r"(?:我是警察|我是警|身为警察|作为警察|警察)?"  # 我是警察不用杀人: the police kill no one anyway
    r"(?:今晚|今天|今夜|这轮|本轮|这局|这一轮|这次|这晚)?(?:我|俺)?(?:今晚|今天|全程|整晚|一整晚|一晚上)?"
    r"(?:就|也|还是|先|暂时|干脆|坚决|绝对|打死|打死也|死活|说什么也)?"  # 坚决 / 打死: how firmly (round 22)
)
_NOT = r"(?:不用|不需要|无需|用不着|没必要|不|别|不要|不想|不打算|不准备|不会|先不|就不|也不)"
_TAIL = r"(?:了|啦|咯|吧|哈|呗|嘛|啊|哦)*"
_GO = r"(?:去|过去|跑去|出去去)"
# no kill tonight: 今晚不杀人, 这轮先不动手, 不杀了, 今晚不干活
_NO_KILL = re.compile(rf"{_AROUND}{_NOT}(?:杀人|杀|动手|下手|出手|干活|开杀|动刀)(?:了)?{_TAIL}")
# no kill of someone named: 不杀赵强, 别动赵强, 赵强不杀, 赵强不要动他, 赵强跟王建国都不杀
_WHO = "\x01"  # stands for a person's name in the patterns below
_SPARE = r"(?:杀|杀掉|杀了|动|动手|下手)"  # not 碰: "don't run into" is no kill word
_NO_KILL_OF = (
    re.compile(rf"{_AROUND}{_NOT}{_SPARE}{_WHO}(?:(?:跟|和|与|、|还有){_WHO})*{_TAIL}"),
    re.compile(
        rf"{_AROUND}{_WHO}(?:(?:跟|和|与|、|还有){_WHO})*(?:我|就|也|都|先|暂时|今晚)*{_NOT}{_SPARE}"
        rf"(?:他|她|他们|她们|ta)?{_TAIL}"
    ),
)
# only killing someone the message kills elsewhere (只杀小周, 就杀赵强一个): that kill said again
_ONLY_KILL_OF = re.compile(
    rf"{_AROUND}(?:只|就只|只会|只打算|只准备)(?:杀|杀掉|杀了|动){_WHO}(?:一个)?{_TAIL}"
)
# no kill tonight, in English: "no kills tonight", "not killing anyone tonight", "won't kill tonight lol"
_NO_KILL_EN = re.compile(
    r"(?:(?:i'm|im|i am|i'll|ill|i will|i)\s+)?(?:no|not|won't|wont|will not|don't|dont|do not)"
    r"(?:\s+(?:gonna|going to|be))?\s+(?:kill|kills|killing|murder|murders|murdering)"
    r"(?:\s+(?:anyone|anybody|tonight|this round|this time|for now|for me|yet|today|lol|tbh|ngl|haha))*"
)
_NO_KILL_EN_PARTS = frozenset({"NOT", "KILL", "UNKNOWN", "ASIDE", "SOMEONE", "CHANGE"})
_SPARE_PARTS = frozenset({"NOT", "NAME", "KILL", "UNKNOWN", "PRONOUN", "JOIN", "AND", "ALLNIGHT"})
_WHERE = "\x00"  # stands for the place's own words in the patterns below
# 打死 before a negation (打死不去草坪): "not for anything", no kill
_FIRMLY = frozenset({"打死", "打死也"})
_CANCELLED_GO = (
    re.compile(rf"{_AROUND}{_NOT}{_GO}{_WHERE}{_TAIL}"),  # 不去花园了, 别去草坪
    re.compile(rf"{_AROUND}{_WHERE}(?:就|也|还是|我|先)*{_NOT}{_GO}{_TAIL}"),  # 花园不去了
)
# not going out, or going nowhere (别出门, 不要出去, 今晚不打算出门了, 什么地方都不去)
_NOT_OUT = re.compile(
    rf"{_AROUND}(?:{_NOT}(?:出门|出去|出动|出房间|出屋|离开房间|离开屋子|离开)"
    rf"|(?:哪|哪儿|哪里|什么地方|啥地方|任何地方)(?:也|都)?{_NOT}{_GO}){_TAIL}"
)
# not wandering about (不乱跑了, 这回不瞎逛; 这 of 这次 may be read past before): how one goes, not
# whether: no order, whatever goings follow
_NOT_WANDER = re.compile(
    rf"(?:这?[次回])?{_AROUND}(?:我)?(?:学乖了)?{_NOT}(?:乱跑|乱走|瞎跑|瞎逛|乱逛|到处跑){_TAIL}"
)
_NOT_HOME = re.compile(rf"{_AROUND}{_NOT}(?:回屋|回房|回房间|回来|回去|回家|回自己房间)(?:了)?{_TAIL}")
_BOUNDS = frozenset({"SEP", "THEN"})
# a visit cancelled, its person named (不找阿珍了, 不去找阿珍了, 先不找阿珍了: 了 said)
_NOT_VISITING = re.compile(rf"{_AROUND}{_NOT}(?:去)?(?:找|拜访|看望){_WHO}(?:了){_TAIL}")


def _no_kill_english(tokens: list[Token], text: str) -> list[Token]:
    """``9 garden 10 home. no kills tonight``, ``not killing anyone tonight``: a clause (between
    punctuation) that only says no kill tonight, where no other part of the message kills, is
    no order: set aside and said, as ``今晚不杀人`` is."""
    out = list(tokens)
    k = 0
    while k < len(out):
        end = k
        while end < len(out) and out[end].type not in _BOUNDS:
            end += 1
        clause = out[k:end]
        kinds = {t.type for t in clause if t.type != "ALLNIGHT"}
        if clause and "KILL" in kinds and kinds <= _NO_KILL_EN_PARTS:
            start, stop = clause[0].start_pos or 0, clause[-1].end_pos or 0
            rest = [*out[:k], *out[end:]]
            if _NO_KILL_EN.fullmatch(text[start:stop].lower()) and not any(t.type == "KILL" for t in rest):
                out[k:end] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
                end = k + 1
        k = end + 1
    return out


def cancelled_plans(tokens: list[Token], text: str) -> list[Token]:
    """Each clause that only says a going cancelled or no kill tonight, set aside (module doc)."""
    out = _no_kill_english(list(tokens), text)
    k = 0
    while k < len(out) and out[k].type in _BOUNDS:
        k += 1  # ，不去花园了: a mark left first by the words set aside before it (我想了一下，)
    while k < len(out):
        end = _clause_end(out, k, text)
        said = _said(out, k, end, text)
        if said is not None and said[0] == "spare" and _said_otherwise(out, k, end, said):
            # 赵强别动，9点去209杀了赵强: "don't touch him", then killing him: which is meant is not
            # guessed; refused at the negation (别动 was read past as talk about 赵强)
            for j in range(end - 1, k - 1, -1):
                word, at = str(out[j]), out[j].start_pos or 0
                m = re.fullmatch(rf"({_NOT})({_SPARE})", word)
                if out[j].type == "UNKNOWN" and m is not None:
                    cut = at + len(m.group(1))
                    out[j : j + 1] = [
                        Token("NOT", m.group(1), start_pos=at, end_pos=cut),
                        Token("KILL", m.group(2), start_pos=cut, end_pos=out[j].end_pos),
                    ]
                    end += 1
        if said is not None and not _said_otherwise(out, k, end, said):
            start, stop = out[k].start_pos or 0, _clause_stop(out, end, text)
            kind = "STAY" if said[0] == "out" else "ASIDE"  # 别出门: staying; the others: no order
            if said[0] == "wander" and start and text[start - 1] == "这":
                start -= 1  # 这次不乱跑了: said whole
            out[k:end] = [Token(kind, text[start:stop], start_pos=start, end_pos=stop)]
            end = k + 1
        k = end if end > k else k + 1
        while k < len(out) and out[k].type in _BOUNDS:
            k += 1
    return out


def _clause_end(tokens: list[Token], k: int, text: str) -> int:
    """The end of the clause starting at ``k``: a separator, "then", or a space between words."""
    j = k + 1
    while j < len(tokens) and tokens[j].type not in _BOUNDS and not _spaced(text, tokens[j - 1], tokens[j]):
        j += 1
    return j


def _spaced(text: str, a: Token, b: Token) -> bool:
    """Whether a space stands between two words (chat clauses: ``看窗户 不去花园了 9点看猫眼``)."""
    return " " in text[a.end_pos or 0 : b.start_pos or 0]


def _clause_stop(tokens: list[Token], end: int, text: str) -> int:
    """Where the clause ending before ``tokens[end]`` stops in ``text``: its filler words and
    particles included (花园不去了: 去了 is filler), from a space on not (``不杀人 就8点``)."""
    stop = tokens[end].start_pos or 0 if end < len(tokens) else len(text)
    last = tokens[end - 1].end_pos or 0
    space = re.compile(r"\s").search(text, last, stop)
    return space.start() if space else stop


def _said(tokens: list[Token], k: int, end: int, text: str) -> tuple[str, str] | None:
    """What the clause ``tokens[k:end]`` says is not done: ("kill", ""), ("go", place), ("out", "")
    (not going out: staying) or None."""
    clause = tokens[k:end]
    if not clause:
        return None
    said = text[clause[0].start_pos or 0 : _clause_stop(tokens, end, text)]
    names = [t for t in clause if t.type == "NAME"]
    if names and set(t.type for t in clause) <= _SPARE_PARTS:  # 赵强跟Lily都不杀: names said as typed
        shape, at = said, clause[0].start_pos or 0
        for t in sorted(names, key=lambda t: -(t.start_pos or 0)):
            shape = shape[: (t.start_pos or 0) - at] + _WHO + shape[(t.end_pos or 0) - at :]
        if not re.search(r"[a-z0-9]", shape) and any(p.fullmatch(shape) for p in _NO_KILL_OF):
            return ("spare", _WHO.join(str(t) for t in names))
        if len(names) == 1 and not re.search(r"[a-z0-9]", shape) and _ONLY_KILL_OF.fullmatch(shape):
            return ("only", str(names[0]))
    if re.search(r"[a-z0-9]", said):
        return None
    kinds = [t.type for t in clause if t.type != "ALLNIGHT"]
    if set(kinds) <= {"NOT", "UNKNOWN", "GO", "STAY"} and _NOT_WANDER.fullmatch(said):
        return ("wander", "")
    if set(kinds) <= {"NOT", "UNKNOWN", "GO", "STAY"} and _NOT_OUT.fullmatch(said):
        return ("out", "")
    if (kinds[:1] == ["NOT"] or kinds == ["UNKNOWN"]) and _NO_KILL.fullmatch(said):  # 今天不杀人: one word
        return ("kill", "")
    places = [t for t in clause if t.type == "PLACE"]
    if kinds == ["NOT", "VISIT", "NAME"]:
        shape = said.replace(text[clause[2].start_pos or 0 : clause[2].end_pos or 0], _WHO, 1)
        if _NOT_VISITING.fullmatch(shape):
            return ("visit", str(clause[2]))  # 不找阿珍了: a visit cancelled (round twenty-eight)
    if kinds in (["NOT", "RETURN_HOME"],) and _NOT_HOME.fullmatch(said):
        return ("go", HOME)
    firmly = {"KILL"} if any(t.type == "KILL" and str(t) in _FIRMLY for t in clause) else set()
    if len(places) != 1 or any(
        t.type not in {"ALLNIGHT", "NOT", "GO", "PLACE", "UNKNOWN", *firmly} for t in clause
    ):
        return None
    place = places[0]
    shape = said.replace(text[place.start_pos or 0 : place.end_pos or 0], _WHERE, 1)
    if any(p.fullmatch(shape) for p in _CANCELLED_GO):
        return ("go", str(place))
    return None


def _said_otherwise(tokens: list[Token], k: int, end: int, said: tuple[str, str]) -> bool:
    """Whether another part of the message kills (for no kill) or goes to the place cancelled."""
    rest = [*tokens[:k], *tokens[end:]]
    what, place = said
    if what == "out":
        return any(t.type in ("GO", "VISIT", "KNOCK") for t in rest)
    if what == "wander":
        return False
    if what == "kill":
        return any(t.type == "KILL" for t in rest)
    if what == "only":  # said again only where the message kills them, and no one else, elsewhere
        kills = any(t.type == "KILL" for t in rest)
        others = {str(t) for t in rest if t.type == "NAME"} - {place}
        return not (kills and any(t.type == "NAME" and str(t) == place for t in rest)) or bool(
            others & _killable(rest)
        )
    if what == "spare":  # named again, or "he" / "she" after it: the clause may take a kill back
        spared = set(place.split(_WHO))
        return any(t.type == "NAME" and str(t) in spared for t in rest) or any(
            t.type == "PRONOUN" for t in tokens[end:]
        )
    if what == "visit":  # 不找阿珍了，…十点去找阿珍: called on after all
        return any(t.type == "NAME" and str(t) == place for t in rest)
    if place == HOME:
        return any(t.type == "RETURN_HOME" or t.type == "PLACE" and str(t) == HOME for t in rest)
    return any(
        t.type == "PLACE" and str(t) == place and not _not_gone_to(rest, j) for j, t in enumerate(rest)
    )


def _not_gone_to(tokens: list[Token], j: int) -> bool:
    """Whether the place at ``j`` is looked at (``从窗户看花园``) or opens its clause with only words
    the reader does not know after it (``花园人太多``: why): no going there (round twenty-eight)."""
    if j and tokens[j - 1].type == "PEEK_VERB":
        return True
    opens = j == 0 or tokens[j - 1].type in _BOUNDS
    nxt = tokens[j + 1] if j + 1 < len(tokens) else None
    after = tokens[j + 2] if j + 2 < len(tokens) else None
    return opens and nxt is not None and nxt.type == "UNKNOWN" and (after is None or after.type in _BOUNDS)


def _killable(tokens: list[Token]) -> set[str]:
    """The people named right after a kill word (杀赵强): whom the message kills."""
    return {
        str(tokens[i + 1])
        for i, t in enumerate(tokens[:-1])
        if t.type == "KILL" and tokens[i + 1].type == "NAME"
    }
