"""Chinese orders said colloquially, read by how their words stand together (docs/PARSING.md,
*Chinese verbs in their forms*).

The words are in the lexicon (:mod:`blackhorse.parsing.verbforms` gives the verbs their one- and
two-character forms); what this module reads is where a short form stands, once the message is
cut into words and before :func:`blackhorse.parsing.joins.read_together`:

- **a stroll before its place** (``逛花园``, ``溜草坪``, ``晃到草坪``): 逛 / 溜 / 晃 right before a
  place is going there. Anywhere else they stay words the reader does not know: after the place
  (``在花园逛``) what one does there, set aside and said as ``逛逛`` is; a stroll is no word of the
  orders, so a part holding one (``瞎逛``) is set aside as before;
- **one alternative said as several failures** (``开不了门或者他不是一个人，就去草坪``, ``不开门、他不在、
  或者有别人在，都去花园``): every way the order can fail is what its "otherwise" covers, so after a
  kill on someone alone the clause is that kill's ``否则``; without a kill, a refused knock (which an
  alternative always covers) adds nothing to ``他不在``. As :func:`blackhorse.parsing.ifsaid.failures`
  reads the English;
- **another failure with the same alternative, said with 也** (``没开门就回，不是一个人也回``,
  ``门没开的话去204，不是一个人的话也去204``): the alternative said again for another way of failing,
  where the first alternative already covers it (after a kill on someone alone, or every failure a
  refused knock): said once.

- **whose room, said with 他们 or 住的** (``老周他们屋``, ``去张伟住的房间``, ``去小李她们那儿``): that
  person's room, as ``老周屋`` is;
- **"as soon as it is" after a time** (``九点一到就去花园``): the time itself;
- **"wherever" before or after a meeting** (``不管在哪，只要碰到Bob一个人就杀``, ``只要在任何地方碰到Bob``,
  ``见到她一个人就杀，在哪都算``): "wherever I meet X" (a kill that holds wherever one meets her), as
  ``不管在哪碰到`` is;
- **"even if someone is there"** (``有人在也杀``, ``旁边有人也杀``, ``有人看见也无所谓``): whoever is
  around, as ``有人也无所谓`` is;

- **the door shut, "except" someone, said after it** (``10点前谁敲门都别开，除了小潘``): the door only for
  them, as ``只给小潘开门`` is;
- **"there, and nobody else in the room"** (``如果赵强在、而且屋里没别人``, ``屋里没别人就杀了他``): the room
  one went to is "there" (``那里没有别人``), and someone there with nobody else is that person alone, as
  ``赵强在而且没别人`` is;
- **the time given as a label at the end** (``敲小李的门……就去草坪。时间：9点半``): the time of the
  message's one order, when no other time is said;
- **the one met, then "if he is alone"** (``今晚碰到赵强，只要他一个人就杀了他``, ``遇见赵强只要他是一个
  人就杀``): meeting him alone, the standing kill; it was read as a kill at 20:00 where one stands, a
  misread;
- **"only X in the room"** (``屋里只有赵强的话就杀掉他``): X alone, never the door's "only" (``屋里只有王建国
  和Tom的话`` was read as the door only for them: refused now, no order holds it);
- **"he opens, and he is alone"** (``赵强开门并且就他一个人的话就杀``): the opening is the visit's own, the
  condition is him alone;
- **出去 before where one goes** (``9点出去溜达一下，去花园``): going out says nothing when the place follows
  in the same sentence;
- **"by himself" said with 自己** (``要是赵强自己在屋里就杀了``): him alone;
- **a visit at someone's place** (``去赵强那里串串门``): what one does there, as ``去202串门`` is;
- **the place said first, then the time and "over there"** (``今晚就蹲草坪了：8点过去``): going to that
  place at that time, as ``草坪那边，十点过去`` is;
- **在？ opening a chat** ("are you there?"): a greeting, set aside and said, as ``在吗`` is;
- **the look said again with its end** (``8点起一直看窗户看到10点``, ``8点看猫眼，盯到9点半``,
  ``看窗户，看到最后``): a look with nothing of its own, right before "until" (or holding "to the
  end"), after a look at the window or the peephole in the same sentence with no other order or
  time between, is that look going on: it adds nothing but its end.

Every rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.cancelled import cancelled_plans
from blackhorse.parsing.comingsaid import coming_to_me
from blackhorse.parsing.ifsaid import ORDER_STARTS, kill_before
from blackhorse.parsing.lexicon import HOME
from blackhorse.parsing.nobodysaid import nobody_there
from blackhorse.parsing.tripsaid import kill_on_the_trip

# a stroll said with one character: going, right before a place
_STROLL = frozenset({"逛", "溜", "晃"})
_PLACES = frozenset({"PLACE", "ROOMWORD"})
_CLAUSE = frozenset({"SEP", "AND", "THEN"})
# what may stand between a kill and the "wherever" said after it: a comma, or a stop (its own
# sentence: ``碰到杰克一个人的话\n就杀了他\n不管在哪``); a newline's SEP strips to ""
_AFTER_A_KILL = frozenset({",", ".", "!", ";", ""})


def _tok(kind: str, like: Token) -> Token:
    return Token(kind, str(like), start_pos=like.start_pos, end_pos=like.end_pos)


def colloquial(tokens: list[Token], text: str = "") -> list[Token]:
    """The shapes of this module, read in turn; ``text`` is the normalised message."""
    tokens = kill_on_the_trip(coming_to_me(_time_label(tokens, text)))
    tokens = _anywhere(_their_rooms_door(_whose_room(_as_soon_as(_stroll_to(tokens)))))
    tokens = _adverb_said_with_di(_friend_before_the_name(_he_after_the_name(_there_a_while(tokens, text))))
    tokens = _the_place_gone_to_again(_that_before_the_name(_described_before_the_name(tokens)))
    tokens = _watching_someone(_nobody_beside_but(_the_killer_said_she(_that_fellow_after(tokens))))
    tokens = _closed_except(
        _are_you_there(_even_if_someone(_nobody_else_in_the_room(nobody_there(tokens)), text))
    )
    tokens = _going_out(_opens_and_alone(_met_then_alone(tokens)))
    tokens = _visit_at_their_place(_by_himself(tokens, text))
    tokens = _look_again(_place_first(_nearly(tokens, text)))
    return cancelled_plans(_also_fails(_failures(_open_either_way(_likewise(tokens))), text), text)


# "likewise" between a time and its going (8:40一样回房, 10点照样去花园): the going said outright
_LIKEWISE = frozenset({"一样", "照样", "同样", "照旧", "照常"})


def _likewise(tokens: list[Token]) -> list[Token]:
    """``如果他不开门就去204，8:40一样回房``: 一样 / 照样 / 同样 / 照旧 / 照常 right between a time and a
    going (去, 回, staying, a visit, a knock: :data:`_GOINGS`) says it happens either way; the going
    is said outright, so the word is read with it (it was refused: a word of reference, "the same
    as what?")."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "UNKNOWN"
            and str(t) in _LIKEWISE
            and prev is not None
            and prev.type == "TIME"
            and nxt is not None
            and nxt.type in _GOINGS
        ):
            read_past(nxt, t)
            continue
        out.append(t)
    return out


def _stroll_to(tokens: list[Token]) -> list[Token]:
    """``8点逛花园``, ``溜草坪``: a one-character stroll right before a place is going there."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        if t.type == "UNKNOWN" and str(t) in _STROLL and out[k + 1].type in _PLACES:
            out[k] = _tok("GO", t)
    return out


# what may stand in a failure said in Chinese (他不是一个人, 不开门, 赵强不在, 有别人在)
_FAILURE_PARTS = frozenset(
    {
        "NAME",
        "PRONOUN",
        "NOT_THERE",
        "NOT",
        "ALONE",
        "NOT_OPEN",
        "NOBODY_OPENS",
        "SOMEONE",
        "ROOMWORD",
        "THERE",
        "AT",
    }
)
# the Chinese words of "or" (或者 between two failures is one alternative)
OR_WORDS = frozenset({"或者", "或", "或是"})
_GOINGS = frozenset({"GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK"})


def _chinese(t: Token) -> bool:
    return not str(t)[:1].isascii()


def _failure(piece: list[Token]) -> str | None:
    """What way of failing ``piece`` says: ``absent`` (他不在), ``knock`` (不开门, 门没开), ``company``
    (不是一个人, 有别人在), or None (something else: left as said)."""
    kinds = [u.type for u in piece]
    if kinds[:1] in (["NAME"], ["PRONOUN"]):
        kinds = kinds[1:]
    if kinds[:1] in (["ROOMWORD"], ["THERE"]) and kinds[1:] == ["SOMEONE"]:
        kinds = kinds[1:]  # 屋里还有别人, 那里有别人: someone else there
    if kinds in (["SOMEONE", "THERE"], ["SOMEONE", "AT"]):
        kinds = kinds[:1]  # 有别人在那, 有人喺度, 还有别人在: someone else there, said after
    if kinds == ["NOT_THERE"]:
        return "absent"
    if kinds in (["NOT_OPEN"], ["NOBODY_OPENS"]):
        return "knock"
    if kinds in (["NOT", "ALONE"], ["SOMEONE"]):
        return "company"
    return None


def comma_then_or(tokens: list[Token], j: int) -> bool:
    """A comma right before 或者 inside a list of failures (他不在，或者屋里还有别人)."""
    nxt = tokens[j + 1] if j + 1 < len(tokens) else None
    return (
        tokens[j].type == "SEP"
        and str(tokens[j]) == ","
        and nxt is not None
        and nxt.type == "CHOICE"
        and str(nxt) in OR_WORDS
    )


def _pieces(span: list[Token]) -> list[list[Token]] | None:
    """The failures of ``span``, split at 或者 and 、 (None: not two failures or more)."""
    pieces: list[list[Token]] = [[]]
    joined = False
    for u in span:
        if u.type == "SEP":
            continue  # the comma before 或者
        if u.type == "CHOICE" and str(u) in OR_WORDS or u.type == "JOIN" and str(u) == "、":
            joined = True
            if pieces[-1]:
                pieces.append([])
        elif not (u is span[0] and u.type == "IF"):
            pieces[-1].append(u)
    return pieces if joined and len(pieces) > 1 and all(pieces) else None


@rebuilt
def _failures(tokens: list[Token]) -> list[Token]:
    """``开不了门或者他不是一个人，就去草坪``: one alternative said as several failures (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        opens = k == 0 or out[k - 1].type in _CLAUSE
        if not (opens and _chinese(t) and (t.type == "IF" or t.type in _FAILURE_PARTS)):
            k += 1
            continue
        j = k + 1
        while j < len(out) and (
            out[j].type in _FAILURE_PARTS
            or out[j].type in ("CHOICE", "JOIN")
            and str(out[j]) in (*OR_WORDS, "、")
            or comma_then_or(out, j)
        ):
            j += 1
        after = j
        while after < len(out) and out[after].type == "SEP" and str(out[after]) == ",":
            after += 1
        pieces = _pieces(out[k:j])
        if pieces is None or after >= len(out) or out[after].type not in _GOINGS:
            k += 1
            continue
        kinds = [_failure(p) for p in pieces]
        if None in kinds:
            k += 1
            continue
        kill, alone = kill_before(out, k)
        first, last = out[k], out[j - 1]
        if kill and (alone or "company" not in kinds):
            if (
                k > 1
                and out[k - 1].type == "SEP"
                and str(out[k - 1]) == ","
                and out[k - 2].type == "OTHERWISE"
            ):
                k, first = (
                    k - 2,
                    out[k - 2],
                )  # 要是不满足（他不在，或者屋里有别人）: spelt out
            out[k:j] = [Token("OTHERWISE", "否则", start_pos=first.start_pos, end_pos=last.end_pos)]
        elif not kill and "company" not in kinds:
            absent = [p for p, kind in zip(pieces, kinds, strict=True) if kind == "absent"]
            if absent:
                out[k:j] = [
                    Token("IF", "如果", start_pos=first.start_pos, end_pos=first.start_pos),
                    *absent[0],
                ]
            else:
                out[k:j] = [
                    Token("NOBODY_OPENS", "没人开门", start_pos=first.start_pos, end_pos=last.end_pos)
                ]
        k += 1
    return out


def _going(tokens: list[Token], k: int) -> tuple[tuple[str, ...], int] | None:
    """The going at ``k`` (where to, and the index after it): 回 / 回来 home, 去 + a place there."""
    t = tokens[k] if k < len(tokens) else None
    if t is None:
        return None
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    bare = nxt is None or nxt.type not in (*_PLACES, "NAME", "PRONOUN", "THERE", "TO", "UNKNOWN")
    if t.type == "RETURN_HOME" or t.type == "GO" and str(t) == "回" and bare:
        return ("home",), k + 1
    if t.type == "GO" and nxt is not None and nxt.type in _PLACES:
        return (nxt.type, nxt.value), k + 2
    return None


@rebuilt
def _also_fails(tokens: list[Token], text: str) -> list[Token]:
    """``没开门就回，不是一个人也回``: another failure with the same alternative (module doc)."""
    out = list(tokens)
    k = 1
    while k < len(out):
        start = k
        while start < len(out) and out[start].type == "SEP" and str(out[start]) == ",":
            start += 1
        j = start
        while j < len(out) and out[j].type in _FAILURE_PARTS:
            j += 1
        again = _going(out, j) if j > start else None
        before = _said_before(out, k)
        also = (
            j > start and "也" in text[out[j - 1].end_pos or 0 : out[j].start_pos or 0]
            if j < len(out)
            else False
        )
        if again is None or before is None or not also or again[0] != before[1]:
            k += 1
            continue
        kinds = {_failure(out[start:j]), *before[0]}
        kill, alone = kill_before(out, before[2])
        if None not in kinds and (kill and alone or kinds == {"knock"}):
            del out[k : again[1]]
            f, g = before[2], before[3]
            if kinds != {"knock"} and before[0] == {"knock"}:
                # 没开门就回，不是一个人也回: no longer the refused door's alone, the kill's "otherwise"
                # (an alternative for the refused door only is settled in finish.py)
                first, last = out[f], out[g - 1]
                out[f:g] = [Token("OTHERWISE", "否则", start_pos=first.start_pos, end_pos=last.end_pos)]
            continue
        k += 1
    return out


def _said_before(tokens: list[Token], k: int) -> tuple[set[str | None], tuple[str, ...], int, int] | None:
    """The alternative that ends right before ``k``: the failures it was said for, where it goes,
    where its clause starts and where its failure ends (None: no failure and its going end there)."""
    for end in range(k - 1, -1, -1):
        if tokens[end].type not in _CLAUSE:
            break
    else:
        return None
    for g in range(end, max(end - 2, -1), -1):
        going = _going(tokens, g)
        if going is not None and going[1] == end + 1:
            f = g
            while f > 0 and tokens[f - 1].type in _FAILURE_PARTS:
                f -= 1
            if f == g:
                return None
            return {_failure(tokens[f:g])}, going[0], f, g
    return None


# 老周他们屋, 张伟住的房间, 小李她们那儿: what stands between a person and their room
_THEIR_ROOM = re.compile(
    "(们|们住的|住的|们的|住的那间)(屋|屋里|屋子|房|房间|房间里|房里|那|那儿|那边|那里)?"
)
_THEY = frozenset({"他", "她", "ta"})


@rebuilt
def _whose_room(tokens: list[Token]) -> list[Token]:
    """``老周他们屋``, ``张伟住的房间``: a person's room said with 他们 or 住的 is their room."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        out.append(t)
        j = k + 1
        if t.type == "NAME" and j < len(tokens) and tokens[j].type == "PRONOUN" and str(tokens[j]) in _THEY:
            j += 1  # 老周他们
        said = tokens[j] if j < len(tokens) and t.type == "NAME" else None
        m = _THEIR_ROOM.fullmatch(str(said)) if said is not None and said.type == "UNKNOWN" else None
        after = tokens[j + 1] if j + 1 < len(tokens) else None
        if said is None or m is None:
            k += 1
            continue
        if m.group(2):  # 他们屋: the room word said inside the part
            kind = "THERE" if m.group(2).startswith("那") else "ROOMWORD"
            out.append(Token(kind, m.group(2), start_pos=said.start_pos, end_pos=said.end_pos))
        elif after is None or after.type not in ("ROOMWORD", "THERE"):
            k += 1
            continue  # 住的 with no room after it: left as said
        k = j + 1
    return out


# "whatever", "either way" (无所谓, 随便, 都行): said of the door left open, the default
_EITHER_WAY = re.compile(r"(?:也|都)?(?:无所谓|随便|都行|都可以|没关系)(?:了|吧|啦)?")


def _open_either_way(tokens: list[Token]) -> list[Token]:
    """``门一直开着无所谓``: "whatever" right after the door left open says the door is not minded,
    as open is (the default): set aside and said. Elsewhere (``门关着无所谓``: shut, or not?) it is
    left as said."""
    out = list(tokens)
    for k in range(1, len(out)):
        t, prev = out[k], out[k - 1]
        nxt = out[k + 1] if k + 1 < len(out) else None
        if (
            t.type == "UNKNOWN"
            and prev.type == "DOOR_OPEN"
            and _EITHER_WAY.fullmatch(str(t))
            and (nxt is None or nxt.type == "SEP")
        ):
            out[k] = _tok("ASIDE", t)
    return out


def _their_rooms_door(tokens: list[Token]) -> list[Token]:
    """``敲小李家的门``, ``敲小李房间的门``, ``敲小李家门``: the door of someone's room is their door
    (``敲小李的门``): the room word between is read past."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        door = nxt is not None and (
            nxt.type == "DOORWORD" or nxt.type == "POSS" and after is not None and after.type == "DOORWORD"
        )
        room = t.type == "ROOMWORD" or t.type == "PLACE" and str(t) == HOME  # 家: their home
        if room and prev is not None and prev.type == "NAME" and door and nxt is not None:
            if nxt.type == "DOORWORD":  # 小李家门: 的 said by the room word
                out.append(Token("POSS", "的", start_pos=t.start_pos, end_pos=t.end_pos))
            else:
                read_past(nxt, t)
            continue
        out.append(t)
    return out


def _as_soon_as(tokens: list[Token]) -> list[Token]:
    """``九点一到就去花园``: 一到 right after a time is the time itself."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        one = t.type == "UNKNOWN" and str(t) == "一" and prev is not None and prev.type == "TIME"
        if one and prev is not None and nxt is not None and nxt.type == "TO" and str(nxt) == "到":
            read_past(prev, t)
            continue  # 九点一到: 一
        arrive = t.type == "TO" and str(t) == "到" and prev is not None and prev.type == "UNKNOWN"
        if arrive and str(prev) == "一" and k >= 2 and tokens[k - 2].type == "TIME":
            read_past(tokens[k - 2], t)
            continue  # 九点一到: 到
        out.append(t)
    return out


def _anywhere(tokens: list[Token]) -> list[Token]:
    """``不管在哪，只要碰到X``: "wherever I meet X"; ``碰到X就杀，在哪都算``: the same, said after."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ANYWHERE" or not _chinese(t):
            continue
        j = k + 1
        while j < len(out) and out[j].type == "SEP" and str(out[j]) in ",:":
            j += 1
        if j + 1 < len(out) and out[j].type == "IF" and out[j + 1].type == "MEET":
            read_past(out[j + 1], out[j])
            return [*out[: k + 1], *out[j + 1 :]]  # 不管在哪，只要碰到X
        if j > k + 1 and j < len(out) and out[j].type == "MEET":
            return [*out[: k + 1], *out[j:]]  # 无论在哪，碰见X
        if k and out[k - 1].type == "IF" and j < len(out) and out[j].type == "MEET":
            read_past(out[j], *out[k - 1 : j])
            return [*out[: k - 1], t, *out[j:]]  # 只要在任何地方碰到X: the same
        last = k + 1 == len(out) or out[k + 1].type in _CLAUSE
        if not (last and k and out[k - 1].type == "SEP" and str(out[k - 1]).strip() in _AFTER_A_KILL):
            continue
        meet = next((i for i in range(k - 1, -1, -1) if out[i].type in ("MEET", *ORDER_STARTS)), None)
        said = out[meet:k] if meet is not None else []
        if meet is None or out[meet].type != "MEET" or not any(u.type == "KILL" for u in said):
            continue
        alone = (
            k + 1 == len(out) or out[k + 1].type == "SEP" and str(out[k + 1]).strip() in _AFTER_A_KILL - {","}
        )
        if str(out[k - 1]) != "," and not (alone and _kill_ends(said)):
            continue  # its own sentence: only right after the kill's, and ending there
        start = meet - 1 if meet and out[meet - 1].type == "IF" else meet
        read_past(out[meet], *out[start:meet])
        return [*out[:start], t, *out[meet : k - 1], *out[k + 1 :]]  # 碰到X就杀，在哪都算
    return out


def _he_after_the_name(tokens: list[Token]) -> list[Token]:
    """``找王建国那丫头，``, ``碰着Kenji那小子，``: a name, then right after it 他 / 她 (or what the
    reader reads as them: 那小子, 那丫头, 这家伙), then a comma, is that person said twice (round
    thirty-four): the pronoun is read with the name. It was refused at the comma. Only with the
    comma right after it: ``王建国他一个人`` and ``王建国她要是…`` were read already."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        name, he, stop = out[k - 1], out[k], out[k + 1]
        if (
            name.type == "NAME"
            and he.type == "PRONOUN"
            and str(he) in ("他", "她")
            and name.end_pos == he.start_pos
            and stop.type == "SEP"
            and str(stop) == ","
        ):
            read_past(name, he)
            del out[k]
        k += 1
    return out


# who someone is to the sender, said right before their name (我的好闺蜜Yuki, 好兄弟老周)
_FRIEND = re.compile(r"(?:最)?(?:好)?(?:闺蜜|姐妹|兄弟|哥们儿?|朋友|基友|搭档|老乡|死党|好友|发小|老铁)")


def _friend_before_the_name(tokens: list[Token]) -> list[Token]:
    """``只给我的好闺蜜Yuki开``: who the person is to the sender (好闺蜜, 好兄弟, 老铁), right before
    their name (with 我的 before it or not), is read with the name (round thirty-four; it was a word
    the reader did not know). Only glued to the name, and only these words."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, name = out[k], out[k + 1]
        glued = t.type == "UNKNOWN" and name.type == "NAME" and t.end_pos == name.start_pos
        if glued and _FRIEND.fullmatch(str(t)):
            mine = k > 0 and out[k - 1].type == "POSS" and out[k - 1].end_pos == t.start_pos
            read_past(name, *([out[k - 1]] if mine else []), t)
            del out[k - mine : k + 1]
            k -= mine
            continue
        k += 1
    return out


# what is done to a person named right after it (找, 碰到, 杀了): a word between them describes the person
_TO_SOMEONE = frozenset({"VISIT", "MEET", "KILL"})
_HAN_ONLY = re.compile(r"[\u4e00-\u9fff]{2,6}")


def _described_before_the_name(tokens: list[Token]) -> list[Token]:
    """``碰到那个澳洲娃儿奥利``, ``去找英国佬Hugo``: a word the reader does not know, glued to a person's
    name right after what is done to a person (找, 碰到, 杀了), says who the person is to the sender,
    and is read with the name (round thirty-five; it was refused as a word the reader did not know).
    Only characters, two to six of them, glued to the name, with nothing but the verb (and a 那个,
    which the reader drops) before them."""
    return _read_with_the_name(
        tokens,
        lambda verb, t: (
            t.type == "UNKNOWN" and verb.type in _TO_SOMEONE and _HAN_ONLY.fullmatch(str(t)) is not None
        ),
    )


def _that_before_the_name(tokens: list[Token]) -> list[Token]:
    """``若那黄志明在园中``, ``去拜会那胡大海``: 那 ("that") glued to a name right after "if" or what is done
    to a person points at the person, and is read with the name (round thirty-five; it was read as
    "there" and the name refused)."""
    return _read_with_the_name(
        tokens,
        lambda before, t: t.type == "THERE" and str(t) == "那" and before.type in _TO_SOMEONE | {"IF"},
    )


# "that fellow" right after a name (Priya那老妹儿): the same person (那丫头 and 那小子 read as 她 / 他
# before the words are cut: strangersaid)
_FELLOW = frozenset({"老妹儿", "老妹", "老弟", "娃儿", "老妹子"})


def _that_fellow_after(tokens: list[Token]) -> list[Token]:
    """``旁边没有Priya那老妹儿``: 那 and "that girl / that lad" glued right after a name are the person
    named, read with the name (round thirty-five). Only right after a name: ``那老妹儿实在`` after a
    comma is a remark, left as it was."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        name, that, fellow = out[k - 1], out[k], out[k + 1]
        glued = name.end_pos == that.start_pos and that.end_pos == fellow.start_pos
        said = that.type == "THERE" and str(that) == "那" and str(fellow) in _FELLOW
        if name.type == "NAME" and glued and said:
            read_past(name, that, fellow)
            del out[k : k + 2]
            continue
        k += 1
    return out


def _read_with_the_name(tokens: list[Token], fits: Callable[[Token, Token], bool]) -> list[Token]:
    """``tokens`` with each word glued right before a name, where ``fits(the word before it, it)``,
    read with the name."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        t, name = out[k], out[k + 1]
        if name.type == "NAME" and t.end_pos == name.start_pos and fits(out[k - 1], t):
            read_past(name, t)
            del out[k]
            continue
        k += 1
    return out


def _the_killer_said_she(tokens: list[Token]) -> list[Token]:
    """``不管身边有没有人，她都会毫不犹豫地杀了他``: a storyteller's 她 or 他 right before a kill of
    someone else (only words set aside between) is the one who kills, the sender telling of
    themself: read past, as 我 is (round thirty-five; the kill was refused, 她 read as the one it is
    done to). Only Chinese, the pronoun opening its clause, and the one killed said after the kill."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t = out[k]
        opens = k == 0 or out[k - 1].type in ("SEP", "THEN")
        j = k + 1
        while j < len(out) and out[j].type == "ASIDE":
            j += 1
        killed = j + 1 < len(out) and out[j].type == "KILL" and out[j + 1].type in ("NAME", "PRONOUN")
        if t.type == "PRONOUN" and str(t) in ("她", "他") and opens and killed and _chinese(out[j]):
            read_past(out[j], t)
            del out[k]
            continue
        k += 1
    return out


_BESIDE = frozenset({"旁边", "身边", "边上", "身旁", "周围", "旁边儿"})


def _nobody_beside_but(tokens: list[Token]) -> list[Token]:
    """``碰着Oliver，旁边没有Priya，就杀了他``: "with no Priya beside him" is Priya not there, as
    ``Priya不在旁边`` is (round thirty-five; 旁边 was a word the reader did not know before a name)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        beside, no, who = out[k], out[k + 1], out[k + 2]
        if beside.type == "UNKNOWN" and str(beside) in _BESIDE and no.type == "NOT" and who.type == "NAME":
            gone = Token("NOT_THERE", "不在", start_pos=who.end_pos, end_pos=who.end_pos)
            read_past(gone, beside, no)  # said before the name, read after it
            out[k : k + 3] = [who, gone]
        k += 1
    return out


# what ends a clause: nothing said after the person watched
_CLAUSE_ENDS = frozenset({"SEP", "TIME", "IF", "OTHERWISE", "THEN", "AND"})
_LOOKS_THROUGH = frozenset({"WINDOW", "PEEPHOLE", "LOOK_CORRIDOR"})


def _watching_someone(tokens: list[Token]) -> list[Token]:
    """``若他在，就留在那里盯住他``: keeping an eye on a person where one is (盯住他, 盯着Tom) is no look
    through a window or a peephole: set aside and said (round thirty-five; the grammar waited for
    where he is). Only Chinese, the person closing the clause, in an order that looks through
    nothing, right after where one stays (留在那里, 去204): 整晚盯着赵强 alone is still refused (whom
    he watches says no order)."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, who = out[k], out[k + 1]
        ends = k + 2 == len(out) or out[k + 2].type in _CLAUSE_ENDS
        person = who.type in ("NAME", "PRONOUN") and _chinese(who) and _chinese(t)
        stays = k > 0 and out[k - 1].type in ("THERE", "PLACE", "STAY", "ROOMWORD")  # 留在那里盯住他
        if t.type == "PEEK_VERB" and person and ends and stays and not _looks_through(out, k):
            out[k : k + 2] = [set_aside_together([t, who])]
        k += 1
    return out


def _looks_through(tokens: list[Token], k: int) -> bool:
    """Whether the order ``tokens[k]`` is in names a window or a peephole."""
    lo = k
    while lo > 0 and tokens[lo - 1].type != "TIME":
        lo -= 1
    hi = k
    while hi < len(tokens) and tokens[hi].type != "TIME":
        hi += 1
    return any(u.type in _LOOKS_THROUGH for u in tokens[lo:hi])


_CASE_WORDS = frozenset({"IF", "NAME", "PRONOUN", "AT", "STAY", "SEP", "THEN"})


def _the_place_gone_to_again(tokens: list[Token]) -> list[Token]:
    """``九点去花园：若黄志明在花园，就留在花园；若他不在，就去草坪``: the place the order just went to,
    named again in a case on the person there and in staying on, is "there" (在那里, 留在那里), as the
    player would say it without the name (round thirty-five; the second 花园 read as a second going
    in one slot, and the order was refused). Only after 在 or a stay, in the order's case, with no
    other place or going between."""
    out = list(tokens)
    gone: str | None = None
    cased = False
    for k, t in enumerate(out):
        if t.type == "TIME" or t.type == "SEP" and "\n" in str(t):
            gone, cased = None, False
        elif t.type == "GO" and k + 1 < len(out) and out[k + 1].type == "PLACE":
            gone, cased = str(out[k + 1]), False
        elif t.type == "IF" and gone is not None:
            cased = True
        elif t.type == "PLACE" and cased and str(t) == gone and out[k - 1].type in ("AT", "STAY"):
            out[k] = _tok("THERE", t)
        elif gone is not None and cased and t.type not in _CASE_WORDS | {"PLACE"}:
            cased = t.type in ("ALONE", "ALWAYS", "KILL", "FILLER", "ASIDE")
    return out


_DONE_SO = frozenset({"KILL", "GO", "PEEK_VERB", "STAY", "RETURN_HOME"})


def _adverb_said_with_di(tokens: list[Token]) -> list[Token]:
    """``她都会毫不犹豫地杀了他``: 地 right after a manner set aside (毫不犹豫, 悄悄) and right before what
    is done is the manner's (an adverb), read with it (round thirty-four; 地 was a word the reader
    did not know)."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        t = out[k]
        glued = out[k - 1].type == "ASIDE" and out[k - 1].end_pos == t.start_pos
        if t.type == "UNKNOWN" and str(t) == "地" and glued and out[k + 1].type in _DONE_SO:
            read_past(out[k - 1], t)
            del out[k]
            continue
        k += 1
    return out


_NIGHT_ENDS = "180"  # 23:00, in minutes after 20:00


def _there_a_while(tokens: list[Token], text: str) -> list[Token]:
    """``她要是不在就回来，在的话就陪她聊到十一点`` / ``在的话就聊聊``: "if she is there" (在的话)
    and then only time spent with her (words set aside, ``待着``, or until the night's end) is
    staying there, as ``在的话就一直待在那`` is. Until an earlier time it is not said what comes
    next: left to be refused as before."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "AT" or str(t) != "在" or not text.startswith("的话", t.end_pos or 0):
            continue
        j = k + 1
        while j < len(out) and out[j].type == "ASIDE":
            j += 1
        if j + 1 < len(out) and out[j].type in ("UNTIL", "TO") and out[j + 1].type == "TIME":
            if str(out[j + 1]) != _NIGHT_ENDS:
                continue
            j += 2
        ends = j == len(out) or out[j].type == "SEP"
        if j == k + 1 and (t.end_pos or 0) + 2 < len(text) and ends:
            # 在的话就待着: 待着 is a filler the lexer left out; only that and 就 between
            rest = text[(t.end_pos or 0) + 2 : out[j].start_pos if j < len(out) else len(text)]
            if rest.strip("就 ") not in _A_WHILE:
                continue
            stay = Token(
                "STAY", rest, start_pos=(t.end_pos or 0) + 2, end_pos=(t.end_pos or 0) + 2 + len(rest)
            )
            return [*out[: k + 1], stay, *out[j:]]
        if (
            j == k + 1
            or not ends
            or any(c in "不没别莫勿" for c in text[t.end_pos or 0 : out[j - 1].end_pos or 0])
        ):
            continue  # 在的话就不动手: a negation is never set aside
        stay = Token(
            "STAY",
            text[out[k + 1].start_pos or 0 : out[j - 1].end_pos or 0],
            start_pos=out[k + 1].start_pos,
            end_pos=out[j - 1].end_pos,
        )
        return [*out[: k + 1], stay, *out[j:]]
    return out


_A_WHILE = frozenset({"待着", "呆着", "待一会", "呆一会", "坐着", "待一会儿", "呆一会儿"})


def _kill_ends(said: list[Token]) -> bool:
    """Whether what is said ends on the kill (its person and stops at most after it)."""
    last = max(i for i, u in enumerate(said) if u.type == "KILL")
    return all(u.type in ("PRONOUN", "NAME", "SEP") for u in said[last + 1 :])


def _even_if_someone(tokens: list[Token], text: str) -> list[Token]:
    """``有人在也杀``, ``有人看见也无所谓``: someone there, and "even so" (也 / 都 before the kill, or
    也无所谓 after a look), is whoever is around."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.type == "SOMEONE" and _chinese(t) and nxt is not None:
            j = k + 2 if nxt.type == "MEET" and k + 2 < len(tokens) else k + 1
            if tokens[j].type == "ALWAYS":  # 有人看见也无所谓
                out.append(
                    Token(
                        "ALWAYS",
                        text[t.start_pos : tokens[j].end_pos],
                        start_pos=t.start_pos,
                        end_pos=tokens[j].end_pos,
                    )
                )
                k = j + 1
                continue
            between = text[t.end_pos or 0 : nxt.start_pos or 0]
            if nxt.type == "KILL" and ("也" in between or "都" in between):  # 有人在也杀
                out.append(Token("ALWAYS", str(t), start_pos=t.start_pos, end_pos=t.end_pos))
                k += 1
                continue
        out.append(t)
        k += 1
    return out


@rebuilt
def _closed_except(tokens: list[Token]) -> list[Token]:
    """``10点前谁敲门都别开，除了小潘``, ``十点前门都不开，除了小潘``: the door shut but for them is the
    door only for them."""
    out = list(tokens)
    for k, t in enumerate(out):
        shut = k > 0 and t.type == "NOT_OPEN" and out[k - 1].type == "DOORWORD"  # 门都不开
        said = t.type == "DOOR_CLOSED" or t.type == "NOT_OPEN" and str(t).startswith("门")  # 门不开
        if not (said or shut) or not _chinese(t):
            continue
        # a comma or an emoji between (门谁都不给开🙅‍♀️ 除了普姐: round thirty-five), never a full stop
        sep = out[k + 1] if k + 1 < len(out) else None
        parted = sep is not None and sep.type == "SEP" and str(sep).strip() not in _SENTENCE_ENDS
        j = k + 1 if parted else k
        if j + 2 > len(out) - 1 + 1 or j + 1 >= len(out) or out[j + 1].type != "EXCEPT":
            continue
        e = j + 2
        names: list[Token] = []
        while e < len(out) and (out[e].type == "NAME" or out[e].type == "JOIN" and names):
            names.append(out[e])
            e += 1
        if not names or names[-1].type != "NAME" or e < len(out) and out[e].type not in _CLAUSE:
            continue
        only = Token("ONLY_OPEN", "只给", start_pos=t.start_pos, end_pos=t.start_pos)
        door = Token("DOOR_VERB", "开门", start_pos=names[-1].end_pos, end_pos=names[-1].end_pos)
        return [*out[: k - 1 if shut else k], only, *names, door, *out[e:]]
    return out


def _are_you_there(tokens: list[Token]) -> list[Token]:
    """``在？今晚安排：…``: 在 alone with a question mark, opening the message, is a greeting."""
    if (
        len(tokens) > 1
        and tokens[0].type == "AT"
        and str(tokens[0]) == "在"
        and str(tokens[1]) in ("?", "？")
    ):
        return [_tok("ASIDE", tokens[0]), *tokens[1:]]
    return tokens


_IN_THE_ROOM = frozenset({"屋里", "房间里", "房里", "屋", "房间"})


@rebuilt
def _nobody_else_in_the_room(tokens: list[Token]) -> list[Token]:
    """``如果赵强在、而且屋里没别人``: the room one went to is there; X there, and nobody else, is X
    there with nobody else (read as X alone)."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if t.type == "ROOMWORD" and str(t) in _IN_THE_ROOM and nxt.type in ("NOBODY_ELSE", "SOMEONE"):
            out[k] = _tok("THERE", t)  # 屋里没别人: nobody else there
    k = 0
    while k + 2 < len(out):
        if out[k].type == "NAME" and out[k + 1].type == "AT" and str(out[k + 1]) == "在":
            j = k + 2
            if out[j].type == "JOIN" and str(out[j]) == "、" or out[j].type == "SEP" and str(out[j]) == ",":
                j += 1
            if (
                j < len(out)
                and out[j].type == "THERE"
                and j + 1 < len(out)
                and out[j + 1].type == "NOBODY_ELSE"
            ):
                j += 1
            if j > k + 2 and j < len(out) and out[j].type == "NOBODY_ELSE":
                del out[k + 2 : j]  # 赵强在、而且屋里没别人: 赵强在没别人
        k += 1
    for k in range(len(out) - 2):
        room = out[k].type == "THERE" or out[k].type == "ROOMWORD" and str(out[k]) in _IN_THE_ROOM
        after = out[k + 3] if k + 3 < len(out) else None
        only = room and out[k + 1].type == "ONLY" and out[k + 2].type == "NAME" and _chinese(out[k + 1])
        if only and (after is None or after.type not in ("DOOR_VERB", "JOIN", "NAME")):
            name = out[k + 2]
            alone = Token("ALONE", "一个人", start_pos=name.end_pos, end_pos=name.end_pos)
            out[k : k + 3] = [name, alone]  # 屋里只有赵强: 赵强一个人
            break
        if only and after is not None and after.type == "JOIN":  # 屋里只有王建国和Tom的话: no door rule
            out[k + 1] = _tok("UNKNOWN", out[k + 1])  # (it was read as one); no order holds it: refused
    return out


_WHEN = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE"})


def _time_label(tokens: list[Token], text: str) -> list[Token]:
    """``……就去草坪。时间：9点半``: a time labelled 时间 in the message's last sentence, with no other
    time said, is the time of the order before it (moved to where a time opens an order)."""
    k = next((i for i, t in enumerate(tokens) if t.type == "UNKNOWN" and str(t) == "间"), None)
    if k is None or k + 2 >= len(tokens) or text[(tokens[k].start_pos or 1) - 1] != "时":
        return tokens
    colon, when = tokens[k + 1], tokens[k + 2]
    rest = tokens[k + 3 :]
    if str(colon) not in (":", "：") or when.type != "TIME" or any(u.type != "SEP" for u in rest):
        return tokens
    before = tokens[:k]
    if not before or before[-1].type != "SEP" or any(u.type in _WHEN for u in before):
        return tokens
    read_past(when, tokens[k])  # 时间：the label
    return [when, *before, *rest]


def _met_then_alone(tokens: list[Token]) -> list[Token]:
    """``碰到赵强，只要他一个人就杀``: the one met, then "if he is alone", is meeting him alone."""
    out = list(tokens)
    for k in range(len(out) - 3):
        if out[k].type != "MEET" or out[k + 1].type != "NAME":
            continue
        j = k + 2
        if out[j].type == "SEP" and str(out[j]) == ",":
            j += 1
        if j < len(out) and out[j].type == "IF":
            j += 1
        if j + 1 < len(out) and out[j].type == "PRONOUN" and out[j + 1].type == "ALONE" and _chinese(out[j]):
            read_past(out[j + 1], *out[k + 2 : j + 1])
            del out[k + 2 : j + 1]  # 碰到赵强一个人
            break
    return out


@rebuilt
def _opens_and_alone(tokens: list[Token]) -> list[Token]:
    """``赵强开门并且就他一个人的话就杀``: the person opening, and alone, is the person alone."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        person = out[k - 1].type in ("NAME", "PRONOUN") and _chinese(out[k - 1])
        if (
            person
            and out[k].type == "DOOR_VERB"
            and str(out[k]).startswith("开")
            and out[k + 1].type == "ALONE"
        ):
            del out[k]
            break
    return out


_SENTENCE_ENDS = frozenset({"。", ".", "!", "！", "?", "？", ";", "；", "\n"})


@rebuilt
def _going_out(tokens: list[Token]) -> list[Token]:
    """``9点出去溜达一下，去花园``: 出去 with no place after it, before a going to a place in the
    same sentence, says nothing."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, go = out[k], out[k + 1]
        if not (t.type == "UNKNOWN" and str(t) == "出" and go.type == "GO" and str(go) == "去"):
            continue
        if k + 2 < len(out) and out[k + 2].type in _WHERE_TO:
            continue
        for j in range(k + 2, len(out) - 1):
            u = out[j]
            if u.type == "SEP" and str(u) in _SENTENCE_ENDS:
                break
            if u.type in ("GO", "TO") and out[j + 1].type in _PLACES:
                return [*out[:k], *out[k + 2 :]]
    return out


_WHERE_TO = frozenset({"PLACE", "ROOMWORD", "NAME", "PRONOUN", "THERE", "TO", "UNKNOWN"})


_SELF = frozenset({"自己", "自个儿", "自个", "独个儿", "自己一个"})


@rebuilt
def _by_himself(tokens: list[Token], text: str) -> list[Token]:
    """``要是赵强自己在屋里就杀了``: X 自己 (by himself) there is X alone."""
    out = list(tokens)
    for k in range(len(out) - 2):
        if out[k + 1].type == "UNKNOWN" and str(out[k + 1]) in _SELF and out[k + 2].type == "AT":
            del out[k + 1]  # 赵强自个儿在那儿 (自个儿 not a word of its own: 自己 is filler)
    for k in range(len(out) - 1):
        t, at = out[k], out[k + 1]
        said = text[t.end_pos or 0 : at.start_pos or 0].strip()
        if t.type in ("NAME", "PRONOUN") and _chinese(at) and at.type == "AT" and said in _SELF:
            j = k + 2
            while j < len(out) and out[j].type in ("ROOMWORD", "THERE"):
                j += 1
            out[k + 1 : j] = [Token("ALONE", "一个人", start_pos=at.start_pos, end_pos=out[j - 1].end_pos)]
            break
    return out


def _visit_at_their_place(tokens: list[Token]) -> list[Token]:
    """``去赵强那里串串门``: a visit to someone's door at their place, with nobody after it, is
    what one does there (set aside and said), as ``去202串门`` is."""
    out = list(tokens)
    for k in range(2, len(out)):
        t, where, whose = out[k], out[k - 1], out[k - 2]
        ends = k + 1 == len(out) or out[k + 1].type in _CLAUSE
        there = where.type in ("THERE", "ROOMWORD") and whose.type == "NAME"
        if t.type == "VISIT" and str(t).startswith("串") and there and ends:
            out[k] = _tok("ASIDE", t)
    return out


def _place_first(tokens: list[Token]) -> list[Token]:
    """``今晚就蹲草坪了：8点过去，一直待到10点半再回来``, ``整晚都在娱乐室，八点就过去``: the place said first
    (staying there, being there, or going), then a time and 过去 with no place: going to that place
    at that time (what one does there, 在娱乐室里玩, set aside and said); 过去 may end the message."""
    for k in range(2, len(tokens)):
        go, when = tokens[k], tokens[k - 1]
        if not (go.type == "GO" and str(go) == "过去" and when.type == "TIME"):
            continue
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if nxt is not None and nxt.type not in _CLAUSE:
            continue
        sep = k - 2
        if tokens[sep].type != "SEP" or str(tokens[sep]) not in (":", ","):
            continue
        start = sep - 1
        while start > 0 and tokens[start - 1].type not in _CLAUSE:
            start -= 1
        topic = tokens[start:sep]
        doing = [u for u in topic if u.type == "ASIDE"]  # 在娱乐室里玩: what one does there, set aside
        kinds = [u.type for u in topic if u.type not in ("ALLNIGHT", "ASIDE")]
        if kinds in (["STAY", "PLACE"], ["GO", "PLACE"], ["AT", "PLACE"], ["PLACE"]) and not any(
            u.type == "TIME" for u in tokens[:start]
        ):
            place = next(u for u in topic if u.type == "PLACE")
            read_past(place, *[u for u in topic if u is not place and u not in doing])
            return [*tokens[:start], when, go, place, *doing, *tokens[k + 1 :]]
    return tokens


# a look said again "to the end" (看到最后, 盯到结束: words of their own) and what may stand
# between a look and its object and the look said again (a comma, the view, 一直)
_TO_THE_END = ("到最后", "到结束", "到散场", "到最后一刻", "到底", "到头", "到天亮", "到睡觉", "到睡觉为止")
_LOOKED_AT = frozenset({"WINDOW", "PEEPHOLE"})
_BETWEEN_LOOKS = frozenset({"PEEK_VERB", "FROM", "PLACE", "ZONE", "VIEW", "AT", "SEP"})


def _look_again(tokens: list[Token]) -> list[Token]:
    """``看窗户看到10点``, ``看猫眼，盯到最后``: the look said again with its end (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        ending = str(t).endswith(_TO_THE_END)
        until = nxt is not None and nxt.type == "UNTIL" and nxt.start_pos == t.end_pos
        until = until or (  # 盯到9点: 到 before a time is "until" (joins.py reads it so, later)
            nxt is not None and nxt.type == "TO" and _is_time(tokens[k + 2] if k + 2 < len(tokens) else None)
        )
        night = nxt is not None and nxt.type == "ALLNIGHT" and nxt.start_pos == t.end_pos  # 看一整晚
        if t.type == "PEEK_VERB" and _chinese(t) and (ending or until or night) and _looking(out):
            read_past(_look(out), t)
            continue
        if t.type == "MEET" and str(t) == "看到" and _is_time(nxt) and _looking(out):  # 看窗户看到9点
            read_past(_look(out), t)
            out.append(Token("UNTIL", "到", start_pos=(t.start_pos or 0) + 1, end_pos=t.end_pos))
            continue
        out.append(t)
    return out


def _is_time(t: Token | None) -> bool:
    """Whether ``t`` is a time."""
    return t is not None and t.type in _WHEN


def _look(before: list[Token]) -> Token:
    """The window or the peephole of the look ``before`` ends in (:func:`_looking`)."""
    return next(u for u in reversed(before) if u.type in _LOOKED_AT)


def _looking(before: list[Token]) -> bool:
    """Whether ``before`` ends in a look at the window or the peephole, in the same sentence, with
    nothing but the look's own words (or a comma) after it."""
    for u in reversed(before):
        if u.type in _LOOKED_AT:
            return True
        if u.type not in _BETWEEN_LOOKS or u.type == "SEP" and str(u) != ",":
            return False
    return False


# "nearly" before a time (快10点, 将近9点): a time said roughly
_NEARLY = frozenset({"快", "快到", "将近", "接近", "临近", "快要", "快要到"})


def _nearly(tokens: list[Token], text: str) -> list[Token]:
    """``快10点的时候去203``, ``看到最后一个10分钟``: a time said roughly (module doc): vague."""
    out = list(tokens)
    for k, t in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else None
        if t.type == "UNKNOWN" and str(t) in _NEARLY and _is_time(nxt):
            out[k] = _tok("VAGUE", t)
        last = text[: t.start_pos or 0].rstrip(" ").endswith(("最后", "最后一个", "最后的", "最后那个"))
        if t.type == "DURATION" and last:
            out[k] = _tok("VAGUE", t)
    return out
