"""Chinese as a university club types it in its group chat (docs/PARSING.md, *Chinese, round seven
(issue 22, a university club's chat)*).

- **Two failures parted by a slash** (``他不在/不开门就去花园``, ``不在／没人开门的话就回房``): the slash
  between two cases an order fails on is "or" (或者), so the one "otherwise" covers both
  (:func:`blackhorse.parsing.joins.read_together`); it parted two clauses, and the first, a bare
  ``他不在``, was read as the order's own condition ("stay if he is not there"): a misread.
- **"Then" opening a knock at one's door** (``10点以后看猫眼\\n然后赵强一个人来敲门就杀了他``): a "then"
  opening a sentence that says someone knocking at the sender's door and a kill, in a message whose
  orders before it keep the sender at home (no place, no going), is no later time (one is at home
  the whole time, and the order before it has no end): it tells the next thing the message says,
  and is set aside and said, as ``然后整晚…`` is. It gave the kill a window from the last order's
  time (22:00-23:00): a misread.
- **A knife emoji for the kill** (``去209找赵强 他一个人的话 🔪``): right after the case a kill is done
  on (alone, nobody else, there), in a clause naming the person and no kill of its own, the knife is
  that kill, said back in words on the echo (``就杀了赵强``). In a clause that says its kill in words
  it is decoration (``直接刀🔪``), and in a heading (``🔪今晚行动🔪``); anywhere else in an order it is
  refused at it, never dropped (``去209找赵强 🔪``: a kill of whom, on what case?). Other emoji stay
  punctuation.
- **The one visited opening, unsaid** (``去209找赵强，开门了就动手，没开就回房``): "opens" opening a clause
  right after a visit of someone, before a kill, is the one visited opening, as ``他开门就动手`` is.
- **Someone's room said with 那** (``去赵强那屋（209）``): 那 between a person and a room word is 的.
- **"Had better" stay** (``第一晚还是苟一下``): 还是 before a stay, after only words set aside, is no "or".
- **A word a line** (``9点\\n去\\n草坪\\n待到\\n9点半``): a message sent a word a line is read as one line.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import ARROWS, SENTENCE_ENDS, retoken

# the cases an order fails on (docs/ORDERS.md: the "otherwise" runs on each)
_FAILURES = frozenset({"NOT_OPEN", "NOBODY_OPENS", "NOT_THERE", "SOMEONE", "NOBODY_ELSE"})
_SLASHES = frozenset({"/", "／"})


def slashed_failures(tokens: list[Token]) -> list[Token]:
    """A slash between two failures is "or" (module doc); anywhere else it stays as typed."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t, before, after = out[k], out[k - 1], out[k + 1]
        if t.type == "SEP" and str(t) in _SLASHES and before.type in _FAILURES and after.type in _FAILURES:
            out[k] = retoken("CHOICE", t, "或者")
    return out


_SENTENCE_ENDS = frozenset({".", "。", "!", "！", ";", "；", "\n"})
# words that say the sender may be elsewhere, or when: the "then" is left as said
_ELSEWHERE = frozenset(
    {
        "GO",
        "PLACE",
        "VISIT",
        "KNOCK",
        "TIME",
        "PERIOD",
        "RANGE",
        "UNTIL",
        "DURATION",
        "ALLNIGHT",
        "LEAVE",
        "VIA",
    }
)
_HOME = frozenset({"RETURN_HOME", "ROOMWORD", "STAY", "PEEK_VERB", "WINDOW", "PEEPHOLE", "AT"})
_KNOCKS = frozenset({"敲门", "敲门了"})
_AWAY = frozenset({"GO", "PLACE", "VISIT", "KNOCK", "LEAVE", "VIA", "TO"})


def _sentence(tokens: list[Token], k: int, step: int) -> list[Token]:
    """The words from ``k`` (excluded) to the sentence's end, forward (1) or backward (-1)."""
    said: list[Token] = []
    j = k + step
    while 0 <= j < len(tokens) and not (tokens[j].type == "SEP" and str(tokens[j]) in _SENTENCE_ENDS):
        said.append(tokens[j])
        j += step
    return said


def then_a_knock(tokens: list[Token]) -> list[Token]:
    """ "Then" opening a sentence of someone knocking at one's door and a kill, after a sentence that
    keeps one at home: set aside (module doc). Anywhere else it stays as said."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "THEN" or k == 0 or not (out[k - 1].type == "SEP" and str(out[k - 1]) in _SENTENCE_ENDS):
            continue
        rest, before = _sentence(out, k, 1), _sentence(out, k - 1, -1)
        knocks = [j for j, u in enumerate(rest) if u.type == "KNOCK" and str(u) in _KNOCKS]
        named = any(j > 0 and rest[j - 1].type in ("NAME", "PRONOUN", "ALONE") for j in knocks)
        kill = any(u.type == "KILL" for u in rest)
        elsewhere = any(u.type in _ELSEWHERE - {"KNOCK"} for u in rest)
        at_home = bool(before) and all(u.type in _HOME | {"TIME", "FILLER"} for u in before)
        at_home = at_home and not any(u.type in _AWAY for u in out[:k])  # home all night, nowhere else
        home_said = any(u.type in _HOME - {"AT"} for u in before)
        if named and kill and not elsewhere and at_home and home_said:
            out[k] = retoken("ASIDE", t)
    return out


_KNIVES = ("🔪", "🗡")
# where a kill stands: right after the case it is done on (他一个人的话 🔪)
_CASE_ENDS = frozenset({"ALONE", "NOBODY_ELSE", "THERE", "ALWAYS"})  # 不管旁边有没有人 都🔪: regardless
# what a knife after it could be done to or at: there it is never dropped
_ORDERED = frozenset({"NAME", "PRONOUN", "PLACE", "GO", "VISIT", "KNOCK", "RETURN_HOME", "ROOMWORD", "MEET"})


def knife_for_kill(tokens: list[Token], text: str = "") -> list[Token]:
    """A knife emoji right after the case a kill is done on, in a clause that says a person and no
    kill of its own (``找Minh 他一个人的话 🔪``), is that kill (module doc). Anywhere else an emoji is
    punctuation as before (``给她送走🔪``: the kill said in words). A pause before the knife
    (``他一个人的话就…你懂的🔪``: an ellipsis) is no separator of its own (round twenty-one); "you know
    what" after such a pause right after the case, with no knife, is the knife (round twenty-two:
    ``看见他一个人在那儿，就……你懂的。``)."""
    out = _pause_before_knife(_you_know(list(tokens), text))
    for k in range(1, len(out)):
        t = out[k]
        if t.type != "SEP":
            continue
        if not any(x in str(t) for x in _KNIVES):
            continue
        clause = _clause(out, k)
        nxt = out[k + 1] if k + 1 < len(out) else None
        if any(u.type == "KILL" for u in clause) or nxt is not None and nxt.type in ("KILL", "BA"):
            continue  # 给她送走🔪: the kill said in words, the knife its decoration
        if _kill_follows(out, k):
            continue  # 去202找幺妹 🔪 她一个人就干掉她: the kill said after it, the knife its heading
        j = k - 1
        while j > 0 and out[j].type == "SEP" and str(out[j]) in ARROWS:
            j -= 1  # "if she's alone => 🔪 her": an arrow between the case and the knife (round 28)
        case = _a_case(out, j) and any(u.type in ("NAME", "PRONOUN") for u in _clause(out, j + 1))
        if case:
            out[k] = retoken("KILL", t, "杀")
        elif any(u.type in _ORDERED for u in clause):  # 去203找Minh 🔪: a kill of whom, on what case?
            out[k] = retoken("UNKNOWN", t)
    return out


_YOU_KNOW = re.compile(r"(?:…|\.\.|。。)[\s.…。]*你懂[的得]")


def _you_know(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with "you know what" said after a pause (``就……你懂的``: fillers, only the pause's
    dots are left of it) as a knife after the last dot, where the case of a kill stands before it."""
    if "你懂" not in text:
        return tokens
    out = list(tokens)
    for m in _YOU_KNOW.finditer(text):
        after = [
            k for k, t in enumerate(out) if t.type == "SEP" and m.start() <= (t.start_pos or 0) < m.end()
        ]
        if not after:
            continue
        before = after[0] - 1
        if before >= 0 and out[before].type == "SEP" and str(out[before]) in (",", "，"):
            before -= 1
        if before < 0 or not _a_case(out, before):
            continue  # 9点去花园……你懂的: a wink, set aside as before
        out.insert(after[-1] + 1, Token("SEP", "🔪", start_pos=m.end() - 1, end_pos=m.end()))
    return out


def _kill_follows(tokens: list[Token], k: int) -> bool:
    """Whether a kill is said in words after the knife at ``k``, in its sentence or line, before
    any time (the knife heads the kill said after it)."""
    for u in tokens[k + 1 :]:
        if (
            u.type in ("TIME", "PERIOD", "RANGE")
            or u.type == "SEP"
            and any(e in str(u) for e in SENTENCE_ENDS)
        ):
            return False
        if u.type == "KILL":
            return True
    return False


def _a_case(tokens: list[Token], k: int) -> bool:
    """Whether the word at ``k`` ends the case of a kill (他一个人, 只有他, 他在那儿, 他在)."""
    if tokens[k].type in _CASE_ENDS:
        return True
    if k >= 1 and tokens[k].type in ("NAME", "PRONOUN") and tokens[k - 1].type == "MEET":
        return True  # 在哪碰到雨果都直接🔪: meeting him is the case (round thirty-five)
    return k >= 1 and tokens[k].type == "AT" and tokens[k - 1].type in ("ALONE", "NAME", "PRONOUN")


def _pause_before_knife(tokens: list[Token]) -> list[Token]:
    """The tokens without the dots of an ellipsis standing between a word and a knife emoji."""
    out: list[Token] = []
    for t in tokens:
        if t.type == "SEP" and any(x in str(t) for x in _KNIVES):
            dots = len(out)
            while dots > 1 and out[dots - 1].type == "SEP" and str(out[dots - 1]) in (".", "…", "。"):
                dots -= 1
            if (
                dots < len(out)
                and dots > 1
                and out[dots - 1].type == "SEP"
                and str(out[dots - 1]) in (",", "，")
            ):
                dots -= 1  # 一个人在那儿，就……🔪: the comma before the pause (round twenty-two)
            if dots < len(out) and out[dots - 1].type != "SEP":
                del out[dots:]
        out.append(t)
    return out


def _clause(tokens: list[Token], k: int) -> list[Token]:
    """The words of the clause before ``k``, back to a separator or a time."""
    said: list[Token] = []
    j = k - 1
    while j >= 0 and tokens[j].type not in ("SEP", "TIME", "PERIOD", "RANGE"):
        said.append(tokens[j])
        j -= 1
    return said


# where the clause of the visit ends: the opener is looked for back to the order's time
_ORDER_STARTS = frozenset({"TIME", "PERIOD", "RANGE"})


def opener_unsaid(tokens: list[Token]) -> list[Token]:
    """``去209找赵强，开门了就动手，没开就回房``: "opens" with nobody said before it, opening a clause
    right after a visit of someone in the same order, is the one visited opening (他开门), as
    ``他开门就动手`` is read; before anything but a kill, or with nobody visited (``去209，开门就动手``:
    who opens?), it stays as typed (refused)."""
    out = list(tokens)
    k = 1
    while k < len(out) - 1:
        t = out[k]
        if (
            t.type == "DOOR_VERB"
            and out[k - 1].type == "SEP"
            and out[k + 1].type == "KILL"
            and _visited(out, k)
        ):
            at = t.start_pos
            out.insert(k, Token("PRONOUN", "他", start_pos=at, end_pos=at))
            k += 1
        k += 1
    return out


def _visited(tokens: list[Token], k: int) -> bool:
    """Whether the order before ``k`` (back to its time, in the same sentence) visits someone, the
    last person it names being the one visited."""
    j = k - 1
    while j >= 0 and tokens[j].type not in _ORDER_STARTS:
        if tokens[j].type == "SEP" and str(tokens[j]) in _SENTENCE_ENDS:
            return False
        if tokens[j].type in ("NAME", "PRONOUN"):
            return j > 0 and tokens[j - 1].type == "VISIT"
        j -= 1
    return False


_THAT = frozenset({"那", "那个", "那间", "这"})


def that_room(tokens: list[Token]) -> list[Token]:
    """``去赵强那屋``, ``去他那房间``: 那 ("that") between a person and a room word is whose room it is,
    as 的 is (``赵强的房间``); it read as "there" and the room word as a second place."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        person = out[k - 1].type in ("NAME", "PRONOUN")
        if t.type == "THERE" and str(t) in _THAT and person and out[k + 1].type == "ROOMWORD":
            out[k] = retoken("POSS", t, "的")
    return out


def word_per_line(tokens: list[Token], text: str) -> list[Token]:
    """A message sent a word a line (``9点\\n去\\n草坪\\n待到\\n9点半``: five lines or more, none over four
    characters, three on average at most) is one message typed with spaces: its line breaks part
    nothing, as a space between words parts nothing. Any other message keeps its lines."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    short = len(lines) >= 5 and all(len(line) <= 4 for line in lines)
    if not short or sum(map(len, lines)) > 3 * len(lines):
        return tokens
    return [t for t in tokens if not (t.type == "SEP" and str(t) == "\n")]


def better_stay(tokens: list[Token]) -> list[Token]:
    """``第一晚还是苟一下``: 还是 ("still, had better") right before a stay, in a clause that holds no
    word of the orders before it (only words set aside), is no "or": there is nothing to choose
    between. Set aside and said. After an order (``去花园还是待着``) or opening a clause
    (``9点去花园，还是待着吧``: a change of mind?) it stays a choice (refused). So is 还是 right after a
    time and right before what is done at it (``十点还是回屋``: "at ten, home as before"); 九点还是十点
    (two times) stays a choice."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if t.type != "CHOICE" or str(t) != "还是" or out[k + 1].type != "STAY":
            continue
        j = k - 1
        while j >= 0 and out[j].type in ("UNKNOWN", "ASIDE"):
            j -= 1
        if j < k - 1 and (j < 0 or out[j].type == "SEP"):
            out[k] = retoken("ASIDE", t)
    for k in range(1, len(out) - 1):  # 十点还是回屋: a time, then 还是, then what is done at it
        t = out[k]
        if t.type == "CHOICE" and str(t) == "还是" and out[k - 1].type == "TIME" and out[k + 1].type in _DONE:
            out[k] = retoken("ASIDE", t)
    return out


# what is done at a time (a going, a stay, a look, a knock, a visit): 还是 between a time and one of
# them has nothing to choose between ("still"); between two times or two places it is an "or"
_DONE = frozenset({"GO", "RETURN_HOME", "STAY", "PEEK_VERB", "KNOCK", "VISIT"})
