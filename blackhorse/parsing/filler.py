"""Fillers: what one says one does at a place, read past by its position, not by its characters.

After a going and its place, before the clause ends or the next order starts, players say what
they will do there (去娱乐室跟大家聊聊天, 去草坪等一等, 去娱乐室喝点酒, "go to the garden just to
be safe", "go to the garden to clear my head", "go to the common room to hang with everyone").
The place is said; what stands between it and the next order can only say how one spends the
time there, unless it holds something that would change an order. So in that FILLER SLOT an
unknown part is refused only for what could change an order there: a number (and so a time), a
negation, a condition, a kill, a door, a window or a lock, "every", "the same as", a route, a
person (a name, or a word done to a person right after it), an English word close to an order's
word, and, except where it is the company one keeps (跟大家, "with everyone"), a place. A look
(看热闹), a wait (等一等), 点 with no number before it (喝点酒), 过, 开 (开会) no longer refuse it.
Elsewhere the guard of :mod:`blackhorse.parsing.aside` holds as before.
"""

from __future__ import annotations

import difflib
import re

from lark import Token

from blackhorse.parsing.lexer import LATIN
from blackhorse.parsing.lexicon import Lexicon

# what may stand between the place and the unknown part (more of what one does there)
_BETWEEN = frozenset({"UNKNOWN", "ASIDE", "JOIN", "AND"})
# where the slot may end: the clause, the next order
_ENDS = frozenset({"SEP", "THEN", "TIME", "PERIOD", "AND"})
# what says the place of a going in the clause
_GOING = frozenset({"GO", "VISIT", "STAY", "AT", "TO", "RETURN_HOME", "KNOCK"})
_PLACED = frozenset({"PLACE", "ROOMWORD", "THERE", "RETURN_HOME"})
# characters that change an order even in the filler slot: a negation, a condition, a kill, a
# door, a window or a lock, "every", "the same as", a route, a number
SLOT_UNSAFE_ZH = frozenset(
    "不没别非勿莫未无否如若假倘除万只杀死砍毒刺害门窗锁关窥每昨旧照同经穿绕零〇二三四五六七八九十"
)
SLOT_UNSAFE_EN = re.compile(
    r"(n't|^(not?|never|nobody|none|nothing|dont|cant|wont|didnt|unless|except|without|if|only|before|after"
    r"|until|till|kill\w*|murder\w*|stab\w*|poison\w*|door\w*|window\w*|peep\w*|lock\w*|open\w*|shut|close\w*"
    r"|hour\w*|minute\w*|half|quarter|noon|midnight|am|pm|alone|who|whoever|every|each|either|neither|or|than"
    r"|instead|same|yesterday|usual|previous|tomorrow|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|\w+teen|twenty|thirty|forty|fifty|back|home|via|stairs?|leave|left)$)"
)
# the kinds of the orders' words a typo in the slot could be (peak: peek, windw: window)
_TYPO_KINDS = frozenset(
    {"WINDOW", "PEEPHOLE", "PEEK_VERB", "KILL", "DOOR_OPEN", "DOOR_CLOSED", "DOORWORD", "NOT", "IF", "UNLESS"}
    | {"OTHERWISE", "ALONE", "GO", "RETURN_HOME", "PLACE", "ROOMWORD", "NAME", "PEEK_VERB", "LOOK_CORRIDOR"}
)
_COMPANY_EN = re.compile(r"(?<![a-z])(with|w/)\s*$")


def _index(tokens: list[Token], t: Token) -> int:
    return next(k for k, u in enumerate(tokens) if u is t)


def filler_slot(tokens: list[Token], t: Token, text: str) -> str | None:
    """``"company"`` (跟大家, "with everyone") or ``"there"`` when the unknown ``t`` stands after
    the place of a going said in its clause and before the clause or the order ends; None
    elsewhere."""
    k = _index(tokens, t)
    j = k - 1
    while j >= 0 and (tokens[j].type in _BETWEEN or _infinitive(tokens, j, text)):
        j -= 1  # "to clear my head": an English "to" after the place is no destination
    if j < 0 or tokens[j].type not in _PLACED:
        return None
    if tokens[j].type != "RETURN_HOME":
        i = j - 1
        while i >= 0 and tokens[i].type not in ("SEP", "TIME", "PERIOD") and tokens[i].type not in _GOING:
            i -= 1
        if i < 0 or tokens[i].type not in _GOING:
            return None
    n = k + 1
    while n < len(tokens) and tokens[n].type in ("UNKNOWN", "ASIDE"):
        n += 1
    if n < len(tokens) and tokens[n].type not in _ENDS:
        return None
    prev = tokens[k - 1]
    joined = prev.type == "JOIN" and str(prev) in "跟和与"
    with_ = _COMPANY_EN.search(text[prev.end_pos or 0 : t.start_pos or 0]) is not None
    return "company" if joined or with_ else "there"


def _infinitive(tokens: list[Token], j: int, text: str) -> bool:
    """An English "to" before a verb (to be safe, to clear my head), not before a thing (to the
    kitchen: a destination)."""
    if tokens[j].type != "TO" or str(tokens[j]) != "to" or j + 1 >= len(tokens):
        return False
    between = text[tokens[j].end_pos or 0 : tokens[j + 1].start_pos or 0].split()
    return not set(between) & {"the", "a", "an", "this", "that", "my", "our", "their", "his", "her"}


def changes_an_order_there(part: str, lex: Lexicon, slot: str) -> bool:
    """Whether the unknown ``part`` in a filler slot could change an order (module doc)."""
    if any(c.isdigit() for c in part):
        return True
    if LATIN.match(part[0]):
        words = [w.strip("'-_") or w for w in part.split()]
        if slot == "company":
            words = [w for w in words if w not in ("everyone", "everybody", "all", "people", "guys")]
        return any(SLOT_UNSAFE_EN.search(w) or _typo(w, lex) for w in words)
    return any(c in SLOT_UNSAFE_ZH for c in part)


def _typo(word: str, lex: Lexicon) -> bool:
    """An English word close to a word of an order that could stand there (peak, windw)."""
    pool = _POOLS.get(id(lex))
    if pool is None:
        pool = [
            s for s, w in lex.words.items() if w.kind in _TYPO_KINDS and LATIN.match(s[0]) and " " not in s
        ]
        _POOLS[id(lex)] = pool
    return bool(difflib.get_close_matches(word, pool, n=1, cutoff=0.8))


_POOLS: dict[int, list[str]] = {}  # per lexicon (lexicons are built once per map and cast)
