"""Chinese at work, read by class (issue 22, a team-building game's chat; docs/PARSING.md, *Chinese
at work*).

- **A name said again as its pronoun** (``Jonas他如果一个人在草坪上``, ``赵强她要是不在``, ``小美她一个人``):
  a person, then at once 他 / 她 standing for that person, before what a condition says of them
  (if, alone, there, not there), is the person said once; the pronoun is read with the name.
  **Decision:** only right after the name, with nothing between, and only before a condition's
  words (``杀了赵强他`` and ``赵强他们`` are read as before).
- **The GM mentioned with @ at a line's start** (``@幕后黑手 收到，辛苦了！``, ``@GM``): a chat's mention
  of whom the message is for, set aside and said with the title it mentions; the @ was read as "at"
  and, before a look at the next line's start, asked for a place. **Decision:** only the @ right
  before a word set aside (the GM's titles, a greeting) at a line's start; ``@Kevin`` or an @ inside
  a line are read as before.
- **From one place to the next, said with an arrow** (``20:10 去花园`` then ``20:50 花园→草坪``): a time, the
  place the orders left one at, an arrow and another place is the going from the one to the other.
  It was read as a change of mind ("garden changed into lawn"), refused as unclear. **Decision:**
  only when the place before the arrow is where the last going before it went; any other place
  before the arrow is still a change of mind, refused as unclear.
- **Knocking at a room's door, said as going to its door** (``去203门口敲门``, ``到205门前敲门``): the door
  of a room gone to, then a knock, is the knock at that room: the visit, as ``去敲203的门`` is. The door of a
  room is otherwise a way (``via``) and one does not stop there; it was refused as a word unused.
  **Decision:** only right before the knock, after a going.
- **Someone coming in, said with 要是 after the name or 、 after the coming** (``婉婷要是进来了、屋里就我们俩
  的话，直接动手``): 要是 between the person and their coming to me is the condition opened before the
  person (``要是婉婷进来了``), and 、 between the coming and "the room / the two of us" parts them as a
  comma does, so the coming reads as meeting them alone at home (``comingsaid.py``). It was refused
  (the coming unused) or read as a second order at the same time. **Decision:** only before a
  coming to me (进来了, 来找我, ...), and 、 only right before the room, there or "the two of us".
- **Going in if the door opens, after a knock** (``9点去203敲门找Tom，开门就进去，没人开就去草坪``): a
  clause of only "opens, (then) go in" after a knock or a visit is what one does there, set aside
  and said, as ``有人开门就进去`` is. **Decision:** only in a message with no kill (before a kill, the
  door opening is the kill's condition: ``他开门就进去，他一个人就杀了他``), and only 开门 with 就进去 /
  就进屋 / 进去 after it.
- **A kill denied is no staying still** (``今晚不动手了``, ``我不动手``): 不动 is staying still, but 不动手 is
  "not striking", a kill denied. Where the message says a kill elsewhere it is read as the
  negation and the kill (refused: which holds?), never as staying with 手 set aside, as it was (the
  kill said after it was read as if the player had not just said the opposite); with no kill said
  it is the plan not done, set aside as before (``cancelled.py``).
- **The one met, named again before "alone"** (``整晚碰到小美而且小美一个人，就杀了小美``): a meeting, the
  person, then (而且 / 并且 between) the same person's name again before alone, is "and she is alone",
  as ``碰到小美而且她一个人`` is: the standing kill. **A misread found on main:** it was read as a kill
  of the first order only (at 20:00, lapsing at the next order), not the all-night kill it says.
  **Decision:** only the same person, right before alone, right after the meeting that names them.
- **A kill announced before the orders say it** (``今晚要动手了。九点去草坪，赵强一个人就杀了他``,
  ``我今天准备下手``): a sentence that says only that one means to strike tonight (今晚 / 今天, 我, 要 /
  准备 / 打算, the kill's verb with no one named) is the player's announcement of the kill the
  message then says in full: set aside and said. **Decision:** only when a later sentence of the
  message holds a kill; alone, it stays refused asking whom (``今晚要动手了``); any other word in
  the sentence (a time, a place, a negation) leaves it to be read as before. **Round twenty:** the
  announcement may name the one it is about first and end in 他 (``Kevin今晚我要搞他。9点半去209，他一个人
  就动手``): set aside the same way, and the first 他 after it is that person; only when that 他
  comes before any other name (else it stays refused, asking where 今晚 belongs).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.casualwords import ARROWS, HE_SHE, name_he, retoken
from blackhorse.parsing.comingsaid import COMING_TO_ME, TWO_OF_US, _kill_after

# what a condition says of the person after the pronoun: if, alone, there, not there
_OF_THE_PERSON = frozenset({"IF", "ALONE", "AT", "NOT_THERE", "ONLY"})


def name_then_pronoun(tokens: list[Token]) -> list[Token]:
    """``Jonas他如果一个人在``: the pronoun said right after the name it stands for, before a
    condition's words, is read with the name (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if (
            t.type == "PRONOUN"
            and str(t) in ("他", "她")
            and out
            and out[-1].type == "NAME"
            and out[-1].end_pos == t.start_pos
            and k + 1 < len(tokens)
            and tokens[k + 1].type in _OF_THE_PERSON
        ):
            read_past(out[-1], t)
            continue
        out.append(t)
    return out


_WHEN_SAID = frozenset({"TIME", "TO", "UNTIL", "FROM", "BETWEEN", "RANGE", "ALLNIGHT", "PERIOD"})


@rebuilt
def topic_then_met(tokens: list[Token]) -> list[Token]:
    """``Kev那家伙，只要碰到他一个人就干掉``, ``Tom 9点到10点之间只要碰到他一个人就干掉``: a name opening a
    clause as its topic (那家伙 after it, 他 by then), then meeting 他 / 她 in the same clause: the one
    met is that person (round nineteen). Only when (a time, a range) and "if" may stand between the
    topic and the meeting; anything else keeps the words as they were."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "NAME" or (k and out[k - 1].type != "SEP"):
            continue
        first = k + 1
        if first < len(out) and out[first].type == "PRONOUN" and str(out[first]) in HE_SHE:
            first += 1  # 那家伙 (他 by then)
        j = first
        while j < len(out) and out[j].type in _WHEN_SAID:
            j += 1  # 9点到10点之间: when, between the topic and the meeting
        if j < len(out) and out[j].type == "IF":
            j += 1
        if (
            j + 1 < len(out)
            and out[j].type == "MEET"
            and out[j + 1].type == "PRONOUN"
            and str(out[j + 1]) in HE_SHE
        ):
            return [*out[:k], *out[first : j + 1], retoken("NAME", out[j + 1], str(t)), *out[j + 2 :]]
    return out


# what may stand beside the kill in an announcement: when, I, "mean to" (今天要, 我准备, 终于要)
_INTENT = re.compile(
    r"(今天|今晚|今夜|这次|这回|这趟|这轮|次|趟|轮|我)*(终于|就|也|总算)?(要|准备|打算|想|得)?"
)
_STOPS = frozenset({".", "!", "\n", "。", "！", ";", "；"})


def _stop(t: Token) -> bool:
    return t.type == "SEP" and str(t) in _STOPS


def announced_kill(tokens: list[Token]) -> list[Token]:
    """``今晚要动手了。…就杀了他``: a sentence only announcing a kill, before a sentence holding one,
    is set aside and said (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if k > 0 and out[k - 1].type != "SEP":
            k += 1
            continue
        j = k
        while j < len(out) and out[j].type != "SEP":
            j += 1
        timed = j + 1 < len(out) and str(out[j]) in (",", "，") and out[j + 1].type == "TIME"
        seps = j
        while seps < len(out) and out[seps].type == "SEP" and not _stop(out[seps]):
            seps += 1  # 今晚要动手了🔪🔪\n: an emoji before the stop (round twenty-three)
        stopped = seps == len(out) or _stop(out[seps]) and seps > j
        if j < len(out) and not _stop(out[j]) and not timed and not stopped:  # it ends its sentence
            k += 1
            continue
        clause = out[k:j]
        kills = [t for t in clause if t.type == "KILL"]
        rest = [t for t in clause if t.type not in ("KILL", "ALLNIGHT", "UNKNOWN", "PRONOUN")]
        intent = all(t.type == "KILL" or _announcing(t) for t in clause)
        later = any(t.type == "KILL" for t in out[j:])
        if len(kills) == 1 and not rest and intent and later:
            out[k:j] = [set_aside_together(clause)]
        elif later and _named(clause) and name_he(out, j, str(clause[0])):
            out[k:j] = [set_aside_together(clause)]  # Kevin今晚我要搞他。…他一个人就动手: 他 is Kevin
        k += 1
    return out


def _named(clause: list[Token]) -> bool:
    """Whether ``clause`` announces the kill of a person named first (``Kevin今晚我要搞他``): a name,
    what may stand in an announcement, the kill, 他 / 她."""
    if len(clause) < 3 or clause[0].type != "NAME" or clause[-2].type != "KILL":
        return False
    if not (clause[-1].type == "PRONOUN" and str(clause[-1]) in HE_SHE):
        return False
    return all(_announcing(t) for t in clause[1:-2])


def _announcing(t: Token) -> bool:
    """Whether ``t`` may stand beside the kill in an announcement: tonight, I, "mean to"."""
    return (
        t.type == "ALLNIGHT"
        or (t.type == "PRONOUN" and str(t) == "我")
        or (t.type == "UNKNOWN" and _INTENT.fullmatch(str(t)) is not None)
    )


def mention(tokens: list[Token], text: str) -> list[Token]:
    """``@幕后黑手 收到``: an @ at a line's start, right before a word set aside, is the mention of
    whom the message is for, set aside with that word (module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        said = tokens[k + 1] if k + 1 < len(tokens) else None
        before = text[: t.start_pos or 0].rstrip(" \t")
        if (
            t.type == "AT"
            and str(t) == "@"
            and (before == "" or before.endswith("\n"))
            and said is not None
            and said.type == "ASIDE"
            and said.start_pos == t.end_pos
        ):
            read_past(said, t)
            out.append(Token("ASIDE", "@" + str(said), start_pos=t.start_pos, end_pos=said.end_pos))
            k += 2
            continue
        out.append(t)
        k += 1
    return out


def kill_denied(tokens: list[Token]) -> list[Token]:
    """``不动手``: 不动 (staying still) right before 手 is the kill denied, 不 and 动手, where the
    message says a kill elsewhere (module doc)."""
    if not any(t.type == "KILL" for t in tokens):
        return tokens  # 这轮先不动手，8点看窗户: no kill tonight, set aside (cancelled.py)
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "STAY"
            and str(prev) == "不动"
            and t.type == "UNKNOWN"
            and str(t).startswith("手")
            and prev.end_pos == t.start_pos
            and prev.start_pos is not None
            and t.start_pos is not None
        ):
            out[-1] = Token("NOT", "不", start_pos=prev.start_pos, end_pos=prev.start_pos + 1)
            out.append(Token("KILL", "动手", start_pos=prev.start_pos + 1, end_pos=t.start_pos + 1))
            if len(str(t)) > 1:
                out.append(Token("UNKNOWN", str(t)[1:], start_pos=t.start_pos + 1, end_pos=t.end_pos))
            continue
        out.append(t)
    return out


_ALTERNATIVE_GOING = frozenset({"RETURN_HOME", "GO", "PLACE", "STAY"})
_SENTENCE_MARKS = frozenset("。.；;!！?？")  # the marks that end the clause looked back over


def no_kill_in_the_alternative(tokens: list[Token]) -> list[Token]:
    """``赵强不在的话就杀Tom；赵强在就马上回家，不要动手``: the kill denied in a clause of its own, right
    after the alternative's going (the case the kill is not done in), says what the alternative
    says already (no kill): set aside with it. Only where the message kills someone named, and
    only a bare "no kill" (不动手, 不要动手, 别动手: no one named after it)."""
    if not any(t.type == "KILL" for t in tokens):
        return tokens
    out = list(tokens)
    for k in range(2, len(out) - 1):
        t, kill = out[k], out[k + 1]
        ends = k + 2 >= len(out) or out[k + 2].type == "SEP"
        if not (t.type == "NOT" and kill.type == "KILL" and ends and out[k - 1].type == "SEP"):
            continue
        clause = []
        for u in reversed(out[: k - 1]):
            if u.type == "SEP" and str(u).strip() in _SENTENCE_MARKS:
                break
            clause.append(u)
        cased = any(u.type in ("IF", "OTHERWISE", "NOT_THERE", "AT", "THERE") for u in clause)
        if not cased or not clause or clause[0].type not in _ALTERNATIVE_GOING:
            continue
        if any(u.type == "KILL" for u in clause):
            continue  # the kill of this very clause denied: left to be refused
        said = Token("ASIDE", f"{t}{kill}", start_pos=t.start_pos, end_pos=kill.end_pos)
        return no_kill_in_the_alternative([*out[:k], said, *out[k + 2 :]])
    return out


def _last_gone(tokens: list[Token]) -> str | None:
    """The place the last going of ``tokens`` goes to (None when the last going is home or none)."""
    for k in range(len(tokens) - 1, 0, -1):
        if tokens[k].type == "RETURN_HOME":
            return None
        if tokens[k].type == "PLACE" and tokens[k - 1].type in ("GO", "TO"):
            return str(tokens[k])
    return None


def place_to_place(tokens: list[Token]) -> list[Token]:
    """``20:50 花园→草坪``: the time, where one is, an arrow and a place is going there (module doc)."""
    out = list(tokens)
    k = 0
    while k + 4 <= len(out):
        time, here, arrow, there = out[k : k + 4]
        k += 1
        if not (
            time.type == "TIME"
            and here.type == "PLACE"
            and arrow.type == "SEP"
            and str(arrow).strip() in ARROWS
            and there.type == "PLACE"
            and str(there) != str(here)
            and (k + 3 == len(out) or out[k + 3].type == "SEP")
            and (k == 1 or out[k - 2].type == "SEP")
            and _last_gone(out[: k - 1]) == str(here)
        ):
            continue
        go = Token("GO", "去", start_pos=here.start_pos, end_pos=arrow.end_pos)  # 花园→: from it, going
        read_past(there, here, arrow)
        out[k : k + 2] = [go]
    return out


def knocked_at_its_door(tokens: list[Token]) -> list[Token]:
    """``去203门口敲门``: the door of a room gone to, right before a knock, is that room (module doc)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if (
            t.type == "PLACE"
            and str(t).startswith("door-")
            and out[k - 1].type in ("GO", "TO")
            and out[k + 1].type == "KNOCK"
        ):
            out[k] = Token("PLACE", str(t)[len("door-") :], start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def coming_in_said_casually(tokens: list[Token]) -> list[Token]:
    """``婉婷要是进来了、屋里就我们俩的话``: 要是 after the person before a coming to me is said before
    the person; 、 after the coming, before the room or "the two of us", is a comma (module doc)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        nxt = out[k + 1]
        if t.type == "ARRIVE" and str(t) in COMING_TO_ME and _kill_after(out, k) and _last_gone(out[:k]):
            out[k] = Token("UNKNOWN", str(t), start_pos=t.start_pos, end_pos=t.end_pos)  # not at home
        elif (
            t.type == "IF"
            and out[k - 1].type == "NAME"
            and nxt.type == "ARRIVE"
            and str(nxt) in COMING_TO_ME
            and (k == 1 or out[k - 2].type == "SEP")
        ):
            out[k - 1], out[k] = t, out[k - 1]
        elif (
            t.type == "JOIN"
            and str(t) == "、"
            and out[k - 1].type == "ARRIVE"
            and str(out[k - 1]) in COMING_TO_ME
            and (nxt.type in ("ROOMWORD", "THERE") or nxt.type == "ALONE" and str(nxt).startswith(TWO_OF_US))
        ):
            out[k] = Token("SEP", ",", start_pos=t.start_pos, end_pos=t.end_pos)
    return out


_GOING_IN = re.compile(
    r"\s*(就|我就)?(进去|进屋|进门|待着|呆着|坐坐|聊聊)(坐坐|坐会儿|玩|玩玩|聊聊|看看)?\s*$"
)
# the door opened, said after a knock or a visit (开门, 开了: round twenty-one)
_OPENED = frozenset({"开门", "开了", "开了门"})


def _otherwise_before(tokens: list[Token], k: int) -> bool:
    """Whether the clause before ``k`` (back to its comma) is the visit's failure (没人开门就去花园)."""
    j = k - 1
    while j >= 0 and tokens[j].type != "SEP":
        if tokens[j].type in ("NOBODY_OPENS", "NOT_OPEN"):
            return True
        j -= 1
    return False


def _stays_till_next(tokens: list[Token], k: int) -> int | None:
    """Where ``待到10点半`` at ``k`` ends, when the next order starts at that very time (``开了就待到10点半
    10点半回204``): staying there until then, as a visit does anyway; None otherwise."""
    if k + 2 >= len(tokens) or tokens[k].type != "UNTIL" or tokens[k + 1].type != "TIME":
        return None
    j = k + 2
    if tokens[j].type == "SEP" and j + 1 < len(tokens):
        j += 1
    if tokens[j].type != "TIME" or str(tokens[j]) != str(tokens[k + 1]):
        return None
    return j if tokens[j - 1].type == "SEP" and j - 1 > k + 1 else k + 2


def opened_and_went_in(tokens: list[Token], text: str) -> list[Token]:
    """``敲门…，开门就进去，没人开就…``: going in if the door opens, after a knock, with no kill in the
    message, is set aside and said (module doc)."""
    if any(t.type == "KILL" for t in tokens):
        return tokens
    out: list[Token] = []
    knocked = False
    skip: set[int] = set()
    for k, t in enumerate(tokens):
        if k in skip:
            continue
        out.append(t)
        if t.type in ("KNOCK", "VISIT", "GO"):
            knocked = knocked or t.type != "GO" or _visits(tokens, k)
        opener = tokens[k - 1] if k > 1 and tokens[k - 1].type in ("NAME", "PRONOUN") else None
        if knocked and t.type == "ASIDE" and str(t).startswith("开门") and opener is not None:
            if tokens[k - 2].type == "SEP":  # 幺妹开门就进去聊, the going in set aside already: with its name
                out[-2:] = [Token("ASIDE", f"{opener}{t}", start_pos=opener.start_pos, end_pos=t.end_pos)]
            continue
        if not (knocked and t.type == "DOOR_VERB" and str(t) in _OPENED and k > 0):
            continue
        # 开门就进去; 幺妹开门就进去聊 (the one visited opening, said by name): a clause of its own
        before = tokens[k - 2 if opener is not None else k - 1]
        gap = text[before.end_pos or 0 : (opener or t).start_pos or 0]
        if before.type != "SEP" and not (gap.strip() == "" and gap and _otherwise_before(tokens, k)):
            continue  # a space for the comma only right after the visit's failure (没人开门就去花园 开了就…)
        stay = _stays_till_next(tokens, k + 1)
        if stay is not None:  # 开了就待到10点半 10点半回204: staying until the next order, as a visit does
            first = opener if opener is not None else t
            end_at = tokens[stay - 1].end_pos or 0
            out[-2 if opener is not None else -1 :] = [
                Token("ASIDE", text[first.start_pos or 0 : end_at], start_pos=first.start_pos, end_pos=end_at)
            ]
            read_past(out[-1], *tokens[k + 1 : stay])
            skip.update(range(k + 1, stay))
            continue
        end = tokens[k + 1].start_pos if k + 1 < len(tokens) else len(text)
        if k + 1 < len(tokens) and tokens[k + 1].type != "SEP" or end is None:
            continue
        if _GOING_IN.match(text, t.end_pos or 0, end) is None:
            continue
        first = opener if opener is not None else t
        said = Token(
            "ASIDE", text[first.start_pos or 0 : end].rstrip(), start_pos=first.start_pos, end_pos=end
        )
        out[-2 if opener is not None else -1 :] = [said]
    return out


def _visits(tokens: list[Token], k: int) -> bool:
    """A going to a room (去203串门): a visit, whose door may be opened."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    return nxt is not None and nxt.type == "PLACE" and str(nxt).isdigit() and str(nxt) != "204"


def met_and_named_again(tokens: list[Token]) -> list[Token]:
    """``碰到小美而且小美一个人``: the person met, named again right before alone, is "she" (module doc)."""
    out = list(tokens)
    for k in range(2, len(out) - 1):
        t = out[k]
        if (
            t.type == "NAME"
            and out[k - 1].type == "NAME"
            and str(out[k - 1]) == str(t)
            and out[k - 2].type == "MEET"
            and out[k + 1].type == "ALONE"
            and out[k - 1].end_pos != t.start_pos
        ):
            out[k] = Token("PRONOUN", "他", start_pos=t.start_pos, end_pos=t.end_pos)
    return out
