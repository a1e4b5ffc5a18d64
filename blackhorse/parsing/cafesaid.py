"""Chinese, round nine: what a board-game café's group chat says around its orders (docs/PARSING.md,
*Chinese, round nine: a café's group*; the words said in passing, read on the message's text, are in
:mod:`blackhorse.parsing.waitnosaid`).

- **A description before a name** (:func:`described`): ``去209那个印度小姑娘Priya的房间``,
  ``找那个新加坡的小伙子JunWei``, ``那位戴眼镜的大哥老K``: words the reader does not know, ending in a
  noun for a person (小姑娘, 小伙子, 大哥, 阿姨, 老外, 同学 ...), right before the person's name say who
  they are, as the name does: read with the name (the echo names the person in full).
  **Decision:** only when the words hold nothing of a meaning class (``那个要杀我的小姑娘Priya``:
  refused at 杀) and end in such a noun (otherwise they are what one does to the person, as before).
- **A room's number, then whose room it is** (:func:`number_then_whose`): ``去209 Priya的房间``,
  ``去二零九那个印度小姑娘Priya的房间``: the same place said twice, as ``Priya的房间209`` (the person's
  room, then its number) is read: the two are put in that order and read so (the same room, or
  refused as a second place when the number is another room).
- **的 closing a sentence after its verb** (:func:`final_de`): ``其他时间我都在房间里不出去的``,
  ``谁来敲门我都开的``: the particle of assurance, not "'s": read with the verb before it.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.meaning import zh_classes

# a noun for a person, closing a description before a name (那个印度小姑娘Priya)
_PERSON = re.compile(
    r"(?:小?姑娘|小伙子?|伙子|女孩子?|男孩子?|女生|男生|小哥哥?|小姐姐|小姐|大哥|大姐|哥哥|姐姐|阿姨|叔叔|大叔"
    r"|大妈|大爷|大婶|老头儿?|老太太?|老人家|帅哥|美女|妹子|小妹|妹妹|弟弟|小弟|小朋友|小孩|孩子|同学|老外"
    r"|外国人|家伙|哥们儿?|朋友|小子|学生|老师|先生|女士|老乡|邻居|室友|人)$"
)


def described(tokens: list[Token], text: str) -> list[Token]:
    """Words the reader does not know, ending in a noun for a person, right before a name: a
    description of that person, read with the name (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if out[k].type != "UNKNOWN":
            k += 1
            continue
        j = k
        while j + 1 < len(out) and out[j + 1].type == "UNKNOWN":
            j += 1
        if j + 1 < len(out) and out[j + 1].type == "NAME":
            start, end = out[k].start_pos or 0, out[j].end_pos or 0
            said = text[start:end]
            if _PERSON.search(said) and not zh_classes(said) and not any(c.isascii() for c in said):
                read_past(out[j + 1], *out[k : j + 1])  # read with the name: the echo names them
                del out[k : j + 1]
        k += 1
    return out


def number_then_whose(tokens: list[Token]) -> list[Token]:
    """A room's number, then (past what is set aside) a person's room: read as the person's room
    then its number (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 3):
        place = out[k]
        if place.type != "PLACE" or not str(place).isdigit():
            continue
        j = k + 1
        while j < len(out) and out[j].type == "ASIDE":
            j += 1
        whose = out[j : j + 3]
        if [u.type for u in whose] in (["NAME", "POSS", "ROOMWORD"], ["PRONOUN", "POSS", "ROOMWORD"]):
            out[k : j + 3] = [*out[k + 1 : j], *whose, place]
    return out


# what 的 closes as a particle of assurance (不出去的, 我都开的)
_VERBS = frozenset(
    {"STAY", "RETURN_HOME", "GO", "DOOR_OPEN", "DOOR_CLOSED", "DOOR_VERB", "WINDOW", "PEEPHOLE", "PEEK_VERB"}
)


def final_de(tokens: list[Token]) -> list[Token]:
    """的 right after a verb of the orders and right before a sentence's end: read with the verb
    (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        closing = nxt is None or nxt.type == "SEP"
        if t.type == "POSS" and str(t) == "的" and out and out[-1].type in _VERBS and closing:
            read_past(out[-1], t)
            continue
        out.append(t)
    return out
