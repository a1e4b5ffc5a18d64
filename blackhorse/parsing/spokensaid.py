"""English as players speak it, typed (issue 22, English round nine; docs/PARSING.md, *English,
round nine*).

- **What the window shows, said with "see"** (``8pm peek window see the lawn``, ``window, can see the
  lawn``, ``window to see the lawn``, ``peephole, spot the corridor``): a verb of seeing right
  before a place, after the window or the peephole of the same clause, is the look at that place,
  as ``window, watching the lawn`` is (its rule then says whether that window sees it). "see" before
  a person stays a meeting (``see Tom``), and before a place with no window or peephole before it,
  what it was.
- **"If not alone", with no one said** (``..., if Tom is alone kill him. If not alone I go garden``,
  ``if not solo, lawn``): the kill's otherwise, as ``if he's not alone`` is; the grammar refused
  "if not" (its "otherwise") before "alone". Only right after a kill on "alone" in the same order
  (no otherwise said yet, as :mod:`~blackhorse.parsing.notalonesaid` asks); elsewhere as before.
- **A South African thanks after the sign-off** (``That's all, shot!``, ``that's it. Sharp sharp``,
  ``done, lekker``): "shot" (thanks), "sharp" (goodbye), "lekker" (great), "aweh" (hi), as the
  message's last word, in a sentence with no word of an order before it, or right after a sign-off set
  aside, are set aside. Anywhere else "shot"
  stays a word the orders do not know (``he gets shot`` is a kill said by nobody).
- **"k" before a person with a condition after, in shorthand** (``22:00 -> 203, k Tom if solo``, ``9 garden,
  k Tom if alone, else home``): a speedrunner's kill, as ``kill Tom if solo`` is. "k" is "okay"
  elsewhere (set aside); before a name it was read as chatting with them (a visit), a kill dropped.
  Only right before a name, with "if" or "alone" right after the name; ``9 garden, k Tom`` (okay, or
  a kill on no case?) is refused at "k": it was read as chatting with Tom, a kill perhaps dropped.
- **An apology to the one to be killed** (``Auntie Fang ah sorry hor 😬``, ``sorry Tom.``, ``nothing
  personal, Tom!``): the person named in a sentence that is only the apology (its words, the name,
  particles set aside) is no order: set aside with it and said. A name beside any word of an order
  stays a name.
- **"The same, but ..."** (``22:00 to 23:00: the same, but through the window``, ``10:00 same again but
  the peephole``): what follows "but" is the order of that time, said whole (the one before holds
  nothing it needs: where one is stays where one is); "the same" is set aside and said. Only with
  "but" right after it and a word of an order after that: "the same" alone (``at 10 the same``) is
  refused as before (the same as what?).
- **The same way, named** (``at 9 I return to room same way, east stairs``, ``back the same way - the
  west stairs``): a staircase right after "the same way" and a comma or a dash is the way said
  again, as "via" would say it; it was a second place, refused.
- **A place said again by its number** (``I go to the common room, 204.``, ``204, the common room``): the
  same place twice, a comma between, is one place (the second read with the first); two different
  places stay two (refused).
- **A visit paid** (``pay Tom a visit``, ``paying her a visit in 203``, ``pay a visit to Tom``): visiting
  them, as ``visit Tom`` is; "pay" was a word the orders did not know. Only "pay" right before the
  person and "a visit" right after.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english, retoken
from blackhorse.parsing.notalonesaid import _after_a_kill_on_alone

__all__ = [
    "apology_to_them",
    "if_not_alone_said",
    "k_for_kill",
    "same_but",
    "same_place_twice",
    "same_way_named",
    "seen_through",
    "thanks_last",
]

_LOOKS = frozenset({"WINDOW", "PEEPHOLE"})
# the verbs of seeing the lexer reads as a meeting ("see", "spot")
_SEEING = frozenset({"see", "seeing", "to see", "spot", "spotting", "can see", "i can see", "i see"})
_CAN = frozenset({"can", "i can", "could", "i could"})
# what may stand between the window and the verb: a comma, "to", "and"
_BETWEEN = frozenset({",", "to", "and", "so", "so i can", "and can"})


def seen_through(tokens: list[Token]) -> list[Token]:
    """``peek window see the lawn``: the seeing is the look (module doc); "see the window", a
    learner's, is a look through it (round twelve)."""
    out = list(tokens)
    for k in range(len(out) - 1, 0, -1):
        t = out[k]
        if t.type not in ("MEET", "VISIT") or not english(t) or (str(t).split() or [""])[-1] not in _SEEING:
            continue
        if k + 1 < len(out) and out[k + 1].type in ("WINDOW", "PEEPHOLE"):
            out[k] = retoken("PEEK_VERB", t)  # "and see the window": a learner's look through it
            continue
        if _through_after(out, k):
            out[k] = retoken("PEEK_VERB", t)  # "and see the garden through the window" (round twenty-six)
            continue
        if str(t) not in _SEEING or k + 1 >= len(out) or out[k + 1].type != "PLACE":
            continue
        can = out[k - 1].type == "UNKNOWN" and str(out[k - 1]) in _CAN  # "window, can see the lawn"
        j = k - 1 - can
        while j >= 0 and str(out[j]) in _BETWEEN and k - j <= 2 + can:
            j -= 1
        if j >= 0 and out[j].type in _LOOKS:
            out[k] = retoken("PEEK_VERB", t)
            if can:
                out[k] = Token("PEEK_VERB", str(t), start_pos=out[k - 1].start_pos, end_pos=t.end_pos)
                del out[k - 1]
    return out


def _through_after(out: list[Token], k: int) -> bool:
    """Whether a place, then "through" / "from" the window or the peephole, follows ``out[k]``."""
    return (
        k + 3 < len(out)
        and out[k + 1].type == "PLACE"
        and out[k + 2].type == "FROM"
        and out[k + 3].type in ("WINDOW", "PEEPHOLE")
    )


def room_of_named(tokens: list[Token]) -> list[Token]:
    """ "the room of Tom", a learner's (French, Spanish, Russian) word order: Tom's room; "go in"
    before it is going into it (round twelve). A room's number said so ("room 209 of Jay", round
    thirty-four) is Jay's 209: his room, or refused as a second place when it is another room."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t, of, who = out[k], out[k + 1], out[k + 2]
        room = t.type == "ROOMWORD" or (t.type == "PLACE" and str(t).isdigit())
        if room and english(t) and str(of) == "of" and who.type in ("NAME", "PRONOUN"):
            out[k : k + 3] = [who, Token("POSS", "'s", start_pos=of.start_pos, end_pos=of.end_pos), t]
            if t.type == "PLACE" and k and out[k - 1].type == "VISIT":
                out[k - 1] = retoken("GO", out[k - 1])  # "visit room 207 of Lulu": going there
            if (
                k > 1
                and out[k - 1].type == "AT"
                and str(out[k - 1]) in ("in", "into")
                and out[k - 2].type == "GO"
            ):
                read_past(out[k - 2], out[k - 1])  # "I go in the room of Tom": into it
                del out[k - 1]
        k += 1
    return out


def if_not_alone_said(tokens: list[Token]) -> list[Token]:
    """``If not alone I go garden`` after a kill on "alone": one "otherwise" (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 2, -1, -1):
        t, nxt = out[k], out[k + 1]
        if t.type != "OTHERWISE" or str(t) != "if not" or nxt.type != "ALONE" or not english(nxt):
            continue
        if not _after_a_kill_on_alone(out, k):
            continue
        said = retoken("OTHERWISE", t, "if not", end=nxt.end_pos)
        read_past(said, t, nxt)
        out[k : k + 2] = [said]
    return out


# South Africa's thanks and goodbyes, said last ("shot" is thanks; "sharp", "sharp sharp" goodbye)
_THANKS_LAST = frozenset({"shot", "shot shot", "sharp", "sharp sharp", "lekker", "aweh", "cheers bru"})
_SENTENCE_ENDS = frozenset({"\n", ".", "!"})


def thanks_last(tokens: list[Token]) -> list[Token]:
    """``That's all, shot!``: the thanks after a sign-off, set aside with it (module doc)."""
    words = [k for k, t in enumerate(tokens) if t.type != "SEP"]
    if len(words) < 2:
        return tokens
    last, before = words[-1], words[-2]
    t = tokens[last]
    if t.type != "UNKNOWN" or str(t).lower() not in _THANKS_LAST:
        return tokens
    between = tokens[before + 1 : last]  # "That's all" is a filler: a sentence of its own before it
    if tokens[before].type != "ASIDE" and not any(str(u) in _SENTENCE_ENDS for u in between):
        return tokens
    out = list(tokens)
    out[last] = retoken("ASIDE", t)
    return out


def k_for_kill(tokens: list[Token]) -> list[Token]:
    """``k Tom if solo``: the kill, in shorthand (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        t, who, after = out[k], out[k + 1], out[k + 2]
        if t.type == "ASIDE" and str(t).lower() == "k" and who.type == "NAME":
            out[k] = retoken("KILL", t, "kill") if after.type in ("IF", "ALONE") else retoken("UNKNOWN", t)
    if len(out) >= 2 and out[-2].type == "ASIDE" and str(out[-2]).lower() == "k" and out[-1].type == "NAME":
        out[-2] = retoken("UNKNOWN", out[-2])
    return out


_APOLOGY = frozenset(
    {
        "sorry",
        "so sorry",
        "very sorry",
        "soz",
        "apologies",
        "my apologies",
        "no hard feelings",
        "nothing personal",
    }
    | {"no offence", "no offense", "forgive me", "sorry in advance", "sorry hor", "sorry ah", "sorry lah"}
)


def apology_to_them(tokens: list[Token]) -> list[Token]:
    """``Auntie Fang ah sorry hor``: a sentence of an apology and a name, set aside (module doc)."""
    out = list(tokens)
    start = 0
    for end in range(len(out) + 1):
        if end < len(out) and (out[end].type != "SEP" or str(out[end]) == ","):
            continue
        run = out[start:end]
        names = [k for k in range(start, end) if out[k].type in ("NAME", "UNKNOWN")]
        rest = [u for u in run if u.type not in ("NAME", "UNKNOWN") and str(u) != ","]
        sorry = any(str(u).lower() in _APOLOGY for u in rest)
        if (
            len(names) == 1
            and out[names[0]].type == "NAME"
            and sorry
            and all(u.type == "ASIDE" for u in rest)
        ):
            out[names[0]] = retoken("ASIDE", out[names[0]])
        start = end + 1
    return out


_SAME = frozenset({"same", "same again", "same thing", "the same"})
_SAME_AFTER = frozenset({"thing", "again", "as before", "as above"})
_ORDER_WORDS = frozenset(
    {"GO", "PLACE", "WINDOW", "PEEPHOLE", "PEEK_VERB", "FROM", "THROUGH", "RETURN_HOME", "STAY"}
)


def same_but(tokens: list[Token], text: str) -> list[Token]:
    """``the same, but through the window``: "the same, but" set aside before what it says (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 1, -1, -1):
        t = out[k]
        if t.type != "UNKNOWN" or str(t).lower() not in _SAME:
            continue
        j = k + 1
        while j < len(out) and out[j].type == "UNKNOWN" and str(out[j]).lower() in _SAME_AFTER:
            j += 1
        while j < len(out) and out[j].type == "SEP" and str(out[j]) == ",":
            j += 1
        if j + 1 >= len(out) or out[j].type != "EXCEPT" or str(out[j]).lower() != "but":
            continue
        if out[j + 1].type not in _ORDER_WORDS:
            continue
        end = k + 1
        while end < j and out[end].type == "UNKNOWN" and str(out[end]).lower() in _SAME_AFTER:
            end += 1  # "same thing", "same again"
        start, stop = t.start_pos or 0, out[end - 1].end_pos or 0
        read_past(out[j + 1], *out[end : j + 1])  # ", but": read with what it introduces
        out[k : j + 1] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
    return out


_WAYS = frozenset({"way", "route", "path"})


def same_way_named(tokens: list[Token]) -> list[Token]:
    """``same way, east stairs``: the comma before the staircase is its "via" (module doc)."""
    out = list(tokens)
    for k in range(1, len(out) - 2):
        t, sep, stairs = out[k], out[k + 1], out[k + 2]
        if t.type != "UNKNOWN" or str(t).lower() not in _WAYS or str(out[k - 1]).lower() != "same":
            continue
        if (
            sep.type == "SEP"
            and str(sep) in (",", "-")
            and stairs.type == "PLACE"
            and "stairs" in str(stairs)
        ):
            out[k + 1] = retoken("VIA", sep)
    return out


def same_place_twice(tokens: list[Token]) -> list[Token]:
    """``the common room, 204``: one place (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 3, -1, -1):
        if k + 2 >= len(out):
            continue  # the place read past at k + 1 was the last one
        place, sep, again = out[k], out[k + 1], out[k + 2]
        if place.type != "PLACE" or again.type != "PLACE" or sep.type != "SEP" or str(sep) != ",":
            continue
        if str(place) != str(again) or not english(again):
            continue
        read_past(place, sep, again)
        del out[k + 1 : k + 3]
    return out


_PAY = frozenset({"pay", "pays", "paying", "paid"})


def visit_paid(tokens: list[Token]) -> list[Token]:
    """``pay Tom a visit``: the visit of Tom (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 3, -1, -1):
        pay, who, visit = out[k], out[k + 1], out[k + 2]
        if pay.type != "UNKNOWN" or str(pay).lower() not in _PAY or who.type not in ("NAME", "PRONOUN"):
            continue
        if visit.type != "VISIT" or str(visit).lower() != "visit":
            continue
        said = Token("VISIT", "visit", start_pos=pay.start_pos, end_pos=pay.end_pos)
        read_past(said, visit)
        out[k : k + 3] = [said, who]
    return out
