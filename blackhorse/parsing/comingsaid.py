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

**Coming by, said in English** ("I stay in. if Lucy comes by and she's alone, kill her", "knocks",
"comes to my room", "drops by", "visits me"): in a message whose only order is staying in, said
with no time, a person coming to the sender (:data:`_BY_ME`) in a condition before its kill is
meeting that person where the sender stays, and the stay is the night's: the standing kill
"wherever I meet her alone" (:func:`coming_by`). Where a time, a place or a going is said in the
message, the sender may be elsewhere when she comes: left as it was (refused at the word that
says the coming, or "if she is there" at the order's place for "comes by").

Elsewhere ``来了`` ("turns up") stays what :func:`blackhorse.parsing.joins.read_together` makes it
(that person there).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

# knocking at the sender's door (赵强来敲门, 敲我的门; 来 and 我 are fillers): a coming to the sender
# only where the sender is at home; where the order goes elsewhere nobody knocks there: left refused
_KNOCKS = frozenset({"敲门", "敲门了"})
_WHERE = frozenset({"PLACE", "RETURN_HOME", "ROOMWORD", "VISIT", "KNOCK"})
# coming to the sender ("to me", "my room", "in"): meeting them where the sender is
COMING_TO_ME = frozenset(
    {"来找我", "来找我了", "进来了", "来我屋", "来我屋里", "来我房间", "来我这", "来我这儿", "来我这里"}
    | {"来访", "来拜访"}
)
_TO_ME = COMING_TO_ME | {"敲门"}  # knocking, too, read as coming once the door is known to be mine
# "the two of us" (the lexicon's ALONE words said from the sender's side)
TWO_OF_US = ("就我们", "就我俩", "只有我", "没第三", "没有第三")
_SENTENCE_ENDS = frozenset({".", "。", "!", "?", "\n", ";"})


def _at_home(tokens: list[Token], k: int) -> bool:
    """Whether the last place said before ``k`` is one's own room (or none is said)."""
    where = next((t for t in reversed(tokens[:k]) if t.type in _WHERE), None)
    return where is None or where.type in ("RETURN_HOME", "ROOMWORD")


def _knocks_at_my_door(tokens: list[Token], k: int) -> bool | None:
    """``赵强来敲门 … 杀了他``, ``赵强敲我的门``: the person just named knocking at the sender's own
    door (no room or owner said), before a kill in the same sentence, the sender at home; False
    when all of it holds but the sender is elsewhere (nobody knocks there), None otherwise."""
    said = str(tokens[k])
    door = said in _KNOCKS or (
        said == "敲"
        and k + 2 < len(tokens)
        and tokens[k + 1].type == "POSS"
        and tokens[k + 2].type == "DOORWORD"
    )
    if not (door and _kill_after(tokens, k)):
        return None
    return _at_home(tokens, k)


def coming_to_me(tokens: list[Token]) -> list[Token]:
    """``赵强来找我 … 杀了他``: meeting him (module doc); the room before "the two of us" read past."""
    out = list(tokens)
    k = 1
    while k < len(out):
        t, prev = out[k], out[k - 1]
        named = prev.type == "NAME" or prev.type == "ALONE" and k >= 2 and out[k - 2].type == "NAME"
        if t.type == "KNOCK" and named and _knocks_at_my_door(out, k) is False:
            out[k] = retoken("UNKNOWN", t)  # 9点去花园，赵强一个人来敲门就杀: no door there, not guessed
        elif t.type == "KNOCK" and named and _knocks_at_my_door(out, k):
            door = k + 2 if str(t) == "敲" else k  # 敲我的门: the door said
            for u in out[k + 1 : door + 1]:
                read_past(t, u)
            out[k : door + 1] = [retoken("ARRIVE", t, "敲门", end=out[door].end_pos)]
            continue  # read next as a coming to me
        if t.type == "ARRIVE" and str(t) in _TO_ME and prev.type == "NAME" and _kill_after(out, k):
            if k >= 2 and out[k - 2].type == "MEET":  # 碰到赵强来敲门: the meeting said already
                read_past(out[k - 2], t)
                del out[k]
                continue
            out[k - 1 : k + 1] = [retoken("MEET", t, "碰到"), prev]
        elif (
            t.type == "ARRIVE"
            and str(t) in _TO_ME
            and prev.type == "ALONE"
            and out[k - 2].type == "NAME"
            and _kill_after(out, k)
        ):  # 赵强一个人来找我 / 来敲门: meeting him alone
            out[k - 2 : k + 1] = [retoken("MEET", t, "碰到"), out[k - 2], prev]
        elif (
            t.type in ("ROOMWORD", "THERE")
            and k + 1 < len(out)
            and out[k + 1].type == "ALONE"
            and str(out[k + 1]).startswith(TWO_OF_US)
        ):
            read_past(out[k + 1], t)
            del out[k]
            continue
        elif t.type == "ALONE" and str(t).startswith(TWO_OF_US) and prev.type not in ("NAME", "PRONOUN"):
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


# coming to the sender, in English: (type, word) said right after the person
_BY_ME = frozenset(
    {
        *(("ARRIVE", w) for w in ("comes by", "comes over", "comes in", "comes round", "comes around")),
        *(("GO", w) for w in ("comes to", "drops by", "stops by", "pops by", "pops in", "drops in")),
        ("GO", "swings by"),
        *(("DOOR_VERB", w) for w in ("knocks",)),
        *(("KNOCK", w) for w in ("knocks on", "knocks at")),
        *(("VISIT", w) for w in ("visits",)),
    }
)
# what may follow the coming and says only where: my room, my door, home
_MINE = frozenset({"ROOMWORD", "DOORWORD"})
# the words of a message that say an order could be elsewhere, or at a time
_ELSEWHERE = frozenset({"TIME", "PERIOD", "RANGE", "DURATION", "UNTIL", "GO", "ROOM", "VIA", "PEEK_VERB"})


def coming_by(tokens: list[Token], text: str) -> list[Token]:
    """``I stay in. if Lucy comes by alone, kill her``: meeting her, the stay all night (module doc)."""
    if not text.isascii() or not tokens or tokens[0].type != "STAY":
        return tokens
    k = 1
    while k < len(tokens) and tokens[k].type in ("ROOMWORD", "PLACE") and _home(tokens[k]):
        k += 1
    if k >= len(tokens) or tokens[k].type != "SEP" or str(tokens[k]) not in _SENTENCE_ENDS | {","}:
        return tokens  # the stay a sentence of its own, nothing else in it
    stay_end = k
    found = []
    for j in range(stay_end + 1, len(tokens) - 1):
        t, person = tokens[j + 1], tokens[j]
        comes = person.type in ("NAME", "PRONOUN") and (t.type, str(t).lower()) in _BY_ME
        if comes and _if_before(tokens, j) and _kill_after(tokens, j + 1):
            found.append(j)
    if not found:
        return tokens
    coming = {j + 1 for j in found}
    if any(t.type in _ELSEWHERE and i not in coming for i, t in enumerate(tokens)):
        return tokens
    if any(t.type == "PLACE" and not _home(t) for t in tokens):
        return tokens
    out = list(tokens)
    for j in reversed(found):
        person, t = out[j], out[j + 1]
        end = j + 2
        while end < len(out) and out[end].type in _MINE:
            read_past(t, out[end])
            end += 1
        out[j:end] = [retoken("MEET", t, "meet"), person]
    at = out[stay_end - 1].end_pos
    out.insert(stay_end, Token("ALLNIGHT", "tonight", start_pos=at, end_pos=at))
    return out


_HOME_SAID = frozenset({"home", "my room", "in my room", "my place", "room"})


def _home(t: Token) -> bool:
    return str(t).lower() in _HOME_SAID


def _if_before(tokens: list[Token], j: int) -> bool:
    """Whether ``if`` (or "when") stands right before the person at ``j``."""
    return j > 0 and tokens[j - 1].type == "IF"
