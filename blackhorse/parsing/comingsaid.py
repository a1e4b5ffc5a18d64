"""Someone coming to the sender, and the two of them alone (docs/PARSING.md, *Chinese as players type
it*): ``要是赵强来找我，而且屋里就我们俩，杀了他``, ``赵强进来了而且就我俩就动手``.

- **coming to me** (``来找我``, ``进来了``, ``来我屋``, ``来我这儿``) right after a person, before a kill
  said in the same sentence: meeting that person where one is, as ``碰到赵强`` is; with "the two of us"
  (``就我们俩``, ``只有我俩``, ``没第三个人``: the lexicon's ``ALONE``) it is meeting them alone, the
  standing kill "wherever I meet him alone" (the sender meets no one elsewhere when staying in).
  It was read as "if he is there" at the order's place and, with 我们俩 set aside, as "if he is not
  there, stay; otherwise go home and kill him": a silent misread;
- **the room before "the two of us"** (``屋里就我们俩``, ``那儿只有我俩``): the room is where one meets them,
  no second place.

Elsewhere ``来了`` ("turns up") stays what :func:`blackhorse.parsing.joins.read_together` makes it
(that person there).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

# coming to the sender ("to me", "my room", "in"): meeting them where the sender is
_TO_ME = frozenset(
    {"来找我", "来找我了", "进来了", "来我屋", "来我屋里", "来我房间", "来我这", "来我这儿", "来我这里"}
)
# "the two of us" (the lexicon's ALONE words said from the sender's side)
_TWO_OF_US = ("就我们", "就我俩", "只有我", "没第三", "没有第三")
_SENTENCE_ENDS = frozenset({".", "。", "!", "?", "\n", ";"})


def coming_to_me(tokens: list[Token]) -> list[Token]:
    """``赵强来找我 … 杀了他``: meeting him (module doc); the room before "the two of us" read past."""
    out = list(tokens)
    k = 1
    while k < len(out):
        t, prev = out[k], out[k - 1]
        if t.type == "ARRIVE" and str(t) in _TO_ME and prev.type == "NAME" and _kill_after(out, k):
            out[k - 1 : k + 1] = [retoken("MEET", t, "碰到"), prev]
        elif (
            t.type in ("ROOMWORD", "THERE")
            and k + 1 < len(out)
            and out[k + 1].type == "ALONE"
            and str(out[k + 1]).startswith(_TWO_OF_US)
        ):
            read_past(out[k + 1], t)
            del out[k]
            continue
        elif t.type == "ALONE" and str(t).startswith(_TWO_OF_US) and prev.type not in ("NAME", "PRONOUN"):
            at = t.start_pos  # 碰到赵强，而且就我们俩: he is alone (with me)
            out.insert(k, Token("PRONOUN", "他", start_pos=at, end_pos=at))
            k += 1
        k += 1
    return out


def _kill_after(tokens: list[Token], k: int) -> bool:
    """Whether a kill is said after ``k`` in the same sentence."""
    for u in tokens[k + 1 :]:
        if u.type == "SEP" and str(u) in _SENTENCE_ENDS:
            return False
        if u.type == "KILL":
            return True
    return False
