"""The few tests and makers every casual-English shape shares (see :mod:`blackhorse.parsing.casual`):
a word read as another kind in its place, whether a word is English, a word of arriving, the
clauses of a line, the sentence around a word."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from lark import Token

# what ends a clause of a casual line: a separator, "and", "then"
CLAUSE_ENDS = frozenset({"SEP", "AND", "THEN"})
# the separators that end an English sentence (a comma ends only a clause)
SENTENCE_ENDS = frozenset({".", "!", "?", ";", "\n"})


def retoken(kind: str, like: Token, value: str | None = None, end: int | None = None) -> Token:
    return Token(
        kind,
        str(like) if value is None else value,
        start_pos=like.start_pos,
        end_pos=like.end_pos if end is None else end,
    )


def english(t: Token) -> bool:
    return str(t)[:1].isascii()


def arrives(t: Token) -> bool:
    return t.type == "ARRIVE" or t.type == "GO" and str(t).split()[-1:] == ["up"]  # turns up, shows up


def by_clause(tokens: list[Token], rewrite: Callable[[list[Token]], list[Token]]) -> list[Token]:
    """``tokens`` with each clause (between :data:`CLAUSE_ENDS`) as ``rewrite`` gives it back
    (the clause itself when nothing is to change); the clause ends stay where they were."""
    out: list[Token] = []
    clause: list[Token] = []
    for t in tokens:
        if t.type in CLAUSE_ENDS:
            out += rewrite(clause)
            out.append(t)
            clause = []
        else:
            clause.append(t)
    return out + rewrite(clause)


def sentence_around(tokens: list[Token], k: int, ends: Iterable[str]) -> tuple[int, int]:
    """The span ``[start, end)`` of the sentence holding ``tokens[k]``: between the separators
    ``ends`` (not included) before and after it."""
    stops = frozenset(ends)
    start = k
    while start > 0 and not (tokens[start - 1].type == "SEP" and str(tokens[start - 1]) in stops):
        start -= 1
    end = k
    while end < len(tokens) and not (tokens[end].type == "SEP" and str(tokens[end]) in stops):
        end += 1
    return start, end


# he and she, as a pronoun names them (他 / 她)
HE_SHE = ("他", "她")
# looking in on someone, said of a visit (去201看看阿杰, 去209瞅瞅老赵)
LOOK_IN = ("看看", "瞧瞧", "瞅瞅", "看一看", "看一下")
# a look said twice or briefly (看看, 瞅一眼): set aside after a going (去花园看看); after "toward" and
# its place, the look at it (往草坪那边瞅瞅, 从窗户往花园看看)
A_LOOK = frozenset(LOOK_IN) | {"望望", "瞄瞄", "瞅一眼", "看一眼"}
# the night spoken of, no window of an order (唉今晚肚子不舒服, 今晚重点在201: round twenty-one)
TONIGHT_SAID = frozenset({"今晚", "今天", "今天晚上", "今夜", "tonight"})
# a word of the door (what a remark or a reason set aside may never hold)
DOOR_WORD = re.compile(r"[门門]|door", re.IGNORECASE)
# the words of a door rule, as the lexer reads them (门关着, 只给X开, 别让X进, 谁敲都开)
DOOR_RULES = frozenset({"DOOR_OPEN", "DOOR_CLOSED", "ONLY_OPEN", "NOT_LET"})
# the emoji a chat message ends a sentence with, as a regex character class's inside (😂, 💀, ☀)
EMOJI = "\U0001f300-\U0001faff\u2600-\u27bf"
# a colon, ending a heading (今晚策略：, 窗户猫眼轮着来：)
COLONS = frozenset({":", "："})
# an arrow typed between two words (9:30 -> 209, alone => 🔪 her, 22:00→回房)
ARROWS = frozenset({"->", "=>", "-->", "==>", "→", "⇒", "➡", "➡️", ">>"})


def name_he(out: list[Token], start: int, name: str, room: str | None = None) -> bool:
    """The first 他 / 她 from ``start`` on (a pronoun, or the 他 of 只有他一个人) made ``name``, when no
    other name comes before it and, given ``room``, a going to ``room`` does (a remark naming who
    the orders after it are about: residentsaid, workplacesaid's named announcement). Whether it
    was."""
    there = room is None
    for k in range(start, len(out)):
        t = out[k]
        if t.type == "NAME":
            return False
        if t.type == "PLACE" and str(t) == room:
            there = True
        elif t.type == "PRONOUN" and str(t) in HE_SHE:
            if there:
                out[k] = retoken("NAME", t, name)
            return there
        elif t.type == "ALONE" and sum(str(t).count(h) for h in HE_SHE) == 1:
            at = max(str(t).find(h) for h in HE_SHE)
            if there and t.start_pos is not None:  # 只有他一个人: 只有他 the name, 一个人 alone
                cut = t.start_pos + at + 1
                alone = Token("ALONE", str(t)[at + 1 :], start_pos=cut, end_pos=t.end_pos)
                out[k : k + 1] = [retoken("NAME", t, name, end=cut), alone]
            return there
    return False
