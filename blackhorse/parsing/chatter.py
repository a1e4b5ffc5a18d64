"""Chatter: a clause of a chat message that holds none of the sender's orders, set aside whole.

Players write more than orders: what they think of the others ("说实话我觉得Oliver肯定不敢出门",
"I think Jack is after me"), what someone else did ("he kept staring at me in the group chat
lol"), how they feel. Such a clause is set aside whole and listed in the echo, whatever words
the reader does not know in it, when it is chatter by its SHAPE, not by a list of its words:

- it holds no ANCHOR of an order of the sender's: no time, no place or room, no verb of going,
  staying, visiting, knocking, killing, no door, window or peephole, no condition, no
  "otherwise", no "only", no "until" (:data:`QUIET` is all it may hold: people, greetings,
  unknown words, "at", "there", "and" ...), and either
- nothing in it the reader does not know could change an order (the test of
  :func:`blackhorse.parsing.aside.meaningful`: no negation, number, kill, door ...), or
- it is ABOUT SOMEONE ELSE: another person (a name that is not the sender's, he, she, they) is
  in it, and it says what the sender believes or what that person does (觉得, 肯定, 估计,
  probably, I think, I bet ...; a negation, a maybe, a look, an arrival are then theirs:
  :data:`ABOUT`), with no number, time or kill in its unknown words.

Never set aside: a clause after a condition (如果Jack在，…: the condition's own second half),
nor one followed by its consequence (Jack不出门，就去花园: 就, 那就, then ...): the two read
together are an order, so the reader refuses at the word it does not know, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token

from blackhorse.parsing.casualwords import TONIGHT_SAID
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import classes_of

# what a chatter clause may hold: no word of an order (module doc)
QUIET = frozenset({"ASIDE", "UNKNOWN", "NAME", "PRONOUN", "WHO", "POSS", "AT", "FROM", "TO", "JOIN", "AND"})
# what a clause about someone else may hold besides: their negation, a maybe, their looking or
# arriving, a rough word, their "here" or "tonight" (这人不太对劲, he's probably watching, 她肯定会来)
ABOUT = QUIET | {"NOT", "HEDGE", "PEEK_VERB", "ARRIVE", "VAGUE", "MEET", "CHOICE", "THERE", "ALLNIGHT"}
# verbs of belief and their like: what the sender thinks, not what they do
BELIEF = re.compile(
    r"觉得|认为|以为|估计|肯定|应该|可能|怕|担心|感觉|猜|好像|似乎|看来|听说|据说|说实话|老实说|反正"
    r"|(?<![a-z])(i think|i thought|i bet|i guess|i reckon|i feel|i suspect|i believe|i doubt|probably|"
    r"maybe|seems?|apparently|sure|honestly|tbh|no way|i suppose|i figure)(?![a-z])"
)
_THIRD = frozenset({"他", "她", "ta", "he", "she", "they", "him", "her", "them", "he's", "she's", "之"})
# a condition said in words the reader keeps as filler or does not know (的话, when, once)
CONDITION = re.compile(
    r"的话|只要|要是|如果|假如|万一|一旦|(?<![a-z])(if|when|whenever|once|unless|in case)(?![a-z])"
)
# an exception (D除外, 除了D, 除D外, 除……D外, except D): it changes whom an order covers
EXCEPTION = re.compile(
    r"除外|除了|以外|除[^，,。.;；:：!！?？\n]{1,16}外|(?<![a-z])(except|apart from|other than)(?![a-z])"
)
# the consequence of a condition, opening the next clause: Jack不出门，就去花园
CONSEQUENCE = re.compile(r"(就|那就|那么|那|便|则|于是|then|so then|in that case)(?![a-z])")
_CONDITIONS = frozenset({"IF", "UNLESS", "OTHERWISE", "EXCEPT"})


def about_someone_else(clause: list[Token], sender: str | None) -> bool:
    """Whether another person than the sender is in the clause (Oliver, he, 她)."""
    for t in clause:
        if t.type == "NAME" and str(t) != sender:
            return True
        if t.type == "WHO" and (sender is None or sender not in str(t).split("|")):
            return True
        if t.type == "PRONOUN" and str(t) in _THIRD:
            return True
    return False


def bound(part: str, lex: Lexicon) -> bool:
    """Whether an unknown part holds a number, the clock or a kill (never set aside as chatter,
    even about someone else: :mod:`blackhorse.parsing.meaning`; "earlier", 很早 said of
    someone else are theirs)."""
    return bool(classes_of(part, lex) & _BOUND)


_BOUND = frozenset({"number", "clock", "kill", "control"})
# a word ending in a copula before a person says who someone is, nothing done to them (我的目标是Jake,
# 目标里有Momo, 室友是Tom): in a clause with no order's word, chatter
_SAYS_WHO = re.compile(r"(?:是|为|有|叫)$")


def chatter(
    clause: list[Token],
    text: str,
    sender: str | None,
    lex: Lexicon,
    meaningful: Callable[[str, Lexicon], bool],
    governs: Callable[[Token], bool],
    opens: int | None = None,
) -> bool:
    """Whether ``clause`` (the tokens between two punctuation marks) is chatter (module doc);
    ``meaningful(part, lex)`` is the unknown-word test of :mod:`blackhorse.parsing.aside`,
    ``governs(token)`` whether an unknown word says what is done to the person or the place
    right after it (跟踪Jack, stab Jack): such a word is no chatter unless it says a belief
    (觉得Oliver, think Jack). ``opens``: where the clause starts in ``text`` (after the
    punctuation before it: "I bet" before its first word read)."""
    kinds = {t.type for t in clause}
    unknown = [t for t in clause if t.type == "UNKNOWN"]
    if not unknown:
        return False  # known words only: read (or refused) as they are
    start = opens if opens is not None else clause[0].start_pos or 0
    said = text[start : clause[-1].end_pos or 0]
    if CONDITION.search(said):
        return False  # C在的话…: a condition, whatever its words
    if EXCEPTION.search(said):
        return False  # D除外, "except D": whom an order covers, never a remark about D
    believed = BELIEF.search(said) is not None
    for k, t in enumerate(clause):
        acts = (
            t.type == "UNKNOWN"
            and (governs(t) or _on_a_person(clause, k, text))
            and not _SAYS_WHO.search(str(t))
        )
        if acts and not BELIEF.search(text[start : t.end_pos or 0]):
            return False  # 搞了她, 跟踪Jack, stab Jack: done to someone (觉得Oliver: a belief)
    someone = about_someone_else(clause, sender) or kinds & {"NAME", "PRONOUN", "WHO"}
    tonight = {"ALLNIGHT"} if all(str(t) in TONIGHT_SAID for t in clause if t.type == "ALLNIGHT") else set()
    if kinds <= QUIET | tonight and not someone and not any(meaningful(str(u), lex) for u in unknown):
        return True  # 今天手气好, "new here", 所以今晚我先防着点: no person, nothing that could be an order
    if kinds <= QUIET | {"NOT"} | tonight and not someone and _only_knowing_denied(said, unknown, lex):
        return True  # 规则还不太懂, 应该没问题吧, "not sure about this": what one knows, no order
    if (
        not kinds <= ABOUT
        or not about_someone_else(clause, sender)
        or any(bound(str(u), lex) for u in unknown)
    ):
        return False
    if kinds & {"THERE", "ALLNIGHT"} and not believed:
        return False  # "here", "tonight" said of someone else only in what one thinks of them
    theirs = not kinds & {"NOT", "HEDGE"}  # he kept staring at me: what they did
    return believed or theirs


# what a negation may deny in a clause with no order in it: knowing, judging, being good at
# something, a problem (规则还不太懂, 中文不太好, 应该没问题吧, 不知道对不对, "not sure", "no idea"):
# the sender's state of mind, never an order (不想出门, 不去, "not going" deny a going: refused;
# 不对 / 不是 said alone take back what was said: a correction, never chatter)
_DENIES_KNOWING = re.compile(
    r"[不没](?:太|是|大|怎么|很|一定)?(?:懂|知道|清楚|明白|确定|熟|习惯|好|问题|要紧|重要|介意|在乎|记得|会玩)"
    r"|对不对|行不行|好不好"  # a question asked of oneself (不知道对不对), not 不对 taking back
    # how one feels (肚子不太舒服, 睡不着, 心里不踏实: round twenty-one): the body or the mood, no order
    r"|[不没](?:太|是很|怎么|很|大|咋)?(?:舒服|得劲|开心|高兴|爽|精神|踏实|放心|安心|自在|痛快|对劲|睡好|休息好)"
    r"|睡不着|睡不好|吃不下|受不了|扛不住|熬不住|顶不住|撑不住|想不通|说不清|搞不懂|看不惯"
    # "not too ..." (不打算太冒进, 不想太高调): how one goes about it, a degree denied, no order (a time,
    # a place, a going after it is no chatter: 不想太早出门 holds the clock, refused)
    r"|[不没](?:打算|想|会|要|准备|敢|能)太(?![想要会愿])"
    r"|(?<![a-z])(?:not|n't|no)(?: really| too| very| totally| so| entirely| quite)? "
    r"(?:sure|idea|clue|certain|good at|great at|used to|fancy|much|matter|bad"
    r"|feeling it|in the mood|up for it)(?![a-z])"
    r"|(?<![a-z])nothing (?:fancy|special|much|new)(?![a-z])"
)
_NEGATION = re.compile(r"[不没别非无未莫勿]|(?<![a-z])(?:not|no|never|nothing|n't|dont|cant|wont)(?![a-z])")


def _only_knowing_denied(said: str, unknown: list[Token], lex: Lexicon) -> bool:
    """Whether every negation of a clause denies only knowing or judging (:data:`_DENIES_KNOWING`)
    and its unknown words hold no other meaning-bearing class."""
    if any(classes_of(str(u), lex) - {"negation", "lexicon"} for u in unknown):
        return False
    if any("lexicon" in classes_of(str(u), lex) for u in unknown if not _NEGATION.search(str(u))):
        return False
    kept = _DENIES_KNOWING.sub(" ", said)
    return kept != said and not _NEGATION.search(kept)


def _on_a_person(clause: list[Token], k: int, text: str) -> bool:
    """Whether the word at ``k`` is followed by a person with only a particle between
    (搞了她, 喊上阿玲): something done to them."""
    if k + 1 >= len(clause) or clause[k + 1].type not in ("NAME", "PRONOUN", "WHO"):
        return False
    between = text[clause[k].end_pos or 0 : clause[k + 1].start_pos or 0].strip(" \t")
    return len(between) <= 2


def chatter_clauses(
    tokens: list[Token],
    text: str,
    sender: str | None,
    lex: Lexicon,
    meaningful: Callable[[str, Lexicon], bool],
    governs: Callable[[Token], bool],
) -> list[tuple[list[Token], tuple[int, int]]]:
    """The chatter clauses of ``tokens`` (split at punctuation), each with its span in ``text``
    (from its first word to the punctuation after it: what the echo lists)."""
    out: list[tuple[list[Token], tuple[int, int]]] = []
    clauses: list[list[Token]] = [[]]
    ends: list[Token | None] = []
    for t in tokens:
        if t.type == "SEP":
            ends.append(t)
            clauses.append([])
        else:
            clauses[-1].append(t)
    ends.append(None)
    prev: list[Token] = []
    for k, clause in enumerate(clauses):
        if not clause:
            continue
        before, prev = prev, clause
        if any(t.type in _CONDITIONS for t in before) and not _sentence_end(ends[k - 1] if k else None):
            continue  # 如果Jack在，他肯定不开门: the condition's own second half
        sep = ends[k - 1] if k else None
        opens = (sep.end_pos or 0) if sep is not None else 0
        if not chatter(clause, text, sender, lex, meaningful, governs, opens):
            continue
        end_tok = ends[k]
        stop = (end_tok.start_pos or 0) if end_tok is not None else len(text)
        if end_tok is not None and not _sentence_end(end_tok):
            after = text[end_tok.end_pos or 0 :].lstrip(" \t")
            if CONSEQUENCE.match(after):
                continue  # Jack不出门，就去花园: a condition and its consequence
        start = opens + len(text[opens:]) - len(text[opens:].lstrip(" \t"))  # from its start: 我觉得…
        out.append((clause, (start, len(text[:stop].rstrip(" \t")))))
    return out


def _sentence_end(t: Token | None) -> bool:
    """Whether a punctuation mark ends a sentence (。.!?; a line end), not a clause (，,:)."""
    return t is None or any(c in ".!?;\n。！？；" for c in str(t)) or not str(t).strip(",:，：、()")
