"""What someone else says they will do, or is said to do, is no order of the sender's
("Marites says she's hitting the garden at 9", "I heard Zheng goes to the lawn at 10",
``莉莉说她9点去花园``, ``听说老郑十点去草坪``).

Players pass on what they know of the others' plans beside their own orders. Only the sender has
orders, so a clause whose subject is another person of the game, with a word that says it is
reported (``说``, ``讲``, ``话``, ``跟我说``; "says", "said", "told me", "mentioned") after the name or
hearsay before it (``听说``, ``据说``; "I heard", "apparently", "rumour has it"), is what that person
does: set aside whole and said on the echo's ``ignored:`` line, whatever times, places and goings
it holds. "He", "she" or "they" as the subject is someone else too, with the reporting word after
it (``她说她今晚在房``).

Never set aside (the reader reads or refuses it as before):

- a clause that holds a kill, the door, a condition, an "otherwise", or the sender (``我``, "I",
  "me", "we" outside the reporting words: ``莉莉说要我9点去204`` may be the sender's order);
- one followed, in the same sentence, by a clause that does not name the sender as its subject
  (``莉莉说她9点去花园，10点回房``: whose is 10点回房?), or that opens with a consequence (就,
  "then"): the sentence may be the sender's order;
- one after a condition in the same sentence.

A shrug after the report in its sentence (跟我没关系, 关我咩事, "who knows") is set aside with it.
"""

from __future__ import annotations

import re

from lark import Token

# hearsay opening the clause, before the person (听说莉莉…, "I heard Marites …")
_HEARD = re.compile(
    r"(我?听说|我?听人说|据说|传言|有人说)$|(?<![a-z])(i heard|i've heard|ive heard|heard|apparently|"
    r"rumou?r has it|rumou?r is|word is|i hear)$",
    re.IGNORECASE,
)
# what says the clause is reported, right after the person (莉莉说她…, "Marites says …")
_SAYS = re.compile(
    r"(说|讲|话|讲过|说过|告诉我|跟我说|和我说|对我说|同我讲|话我知)|(?<![a-z])(says|said|told me|tells me|"
    r"mentioned|mentions|reckons|claims|is saying|was saying|told us|let slip|posted|wrote)(?![a-z])",
    re.IGNORECASE,
)
# the sender in the clause: the order may be theirs
_SENDER = re.compile(
    r"[我俺咱偶]|(?<![a-z'])(i|i'm|im|i'll|ill|i'd|i've|me|my|mine|we|we're|we'll|us|our)(?![a-z'])",
    re.IGNORECASE,
)
# the sender as the subject opening a clause (…，咁我9点去204; "…, so I'll go to the lawn")
_SENDER_FIRST = re.compile(
    r"\s*(?:咁|那|所以|反正|我就|然后)?\s*[我俺咱偶]|\s*(?:so |and |but |anyway |well )?"
    r"(?:i|i'm|im|i'll|ill|i'd|me|we|we'll)(?![a-z'])",
    re.IGNORECASE,
)
# what may open the clause before the report: a P.S., "by the way", "also" (P.S. 老郑说他…)
_LEAD_IN = re.compile(
    r"^(?:p\.?\s?p?\.?\s?s\.?|btw|fyi|oh and|also|and|but|另外|还有|对了|顺便说一下|顺便|补充|ps)"
    r"[\s:：,，.。]*",
    re.IGNORECASE,
)
_CONSEQUENCE = re.compile(r"\s*(就|那就|那么|便|则|then|so then|in that case)(?![a-z])", re.IGNORECASE)
# what a reported clause never holds: the sender's kill, door or condition
_BARRED = frozenset(
    {
        *("KILL", "DOOR_CLOSED", "DOOR_OPEN", "DOORWORD", "NOT_LET", "ONLY_OPEN", "ONLY", "EXCEPT"),
        *("IF", "UNLESS", "OTHERWISE", "ALWAYS", "NOBODY_OPENS", "NOT_OPEN"),
    }
)
_CONDITION = re.compile(
    r"的话|只要|要是|如果|假如|万一|一旦|(?<![a-z])(if|unless|when|once|in case)(?![a-z])"
)
_SENTENCE_ENDS = frozenset("。.!！?？\n;；")
_IN_A_WORD = frozenset({"'", "’", "‘"})  # he'd, she's: no clause's end
_QUIET = frozenset({"ASIDE", "HEDGE", "FILLER"})  # a clause of talk after the report ("we'll see")


def _clauses(tokens: list[Token]) -> list[tuple[int, int, bool]]:
    """Each clause as (start, end, ends the sentence): the tokens between two separators; a
    clause ends its sentence when a sentence's end is among the separators after it."""
    out: list[tuple[int, int, bool]] = []
    start = 0
    for k, t in enumerate(tokens):
        if t.type != "SEP" or str(t) in _IN_A_WORD:
            continue
        ends = str(t).strip() in _SENTENCE_ENDS or "\n" in str(t)
        if start < k:
            out.append((start, k, ends))
        elif ends and out:
            out[-1] = (out[-1][0], out[-1][1], True)
        start = k + 1
    if start < len(tokens):
        out.append((start, len(tokens), True))
    return out


def _opens(tokens: list[Token], start: int) -> int:
    """Where the clause starting at token ``start`` opens in the text: after the separator before it."""
    return tokens[start - 1].end_pos or 0 if start else 0


def _end(clause: list[Token]) -> int:
    """Where ``clause`` ends in the text (a time may have been moved before its place: the last end)."""
    return max(t.end_pos or 0 for t in clause)


_OTHERS = frozenset({"他", "她", "他们", "她们", "he", "she", "they"})  # someone else, as a subject


def _someone_else(t: Token) -> bool:
    return t.type == "PRONOUN" and str(t).lower() in _OTHERS


def _reported(clause: list[Token], text: str, sender: str | None, opens: int) -> bool:
    """Whether ``clause`` reports what someone else does (module doc)."""
    names = [k for k, t in enumerate(clause) if t.type in ("NAME", "WHO") or _someone_else(t)]
    if not names or any(t.type in _BARRED for t in clause):
        return False
    first = names[0]
    person = clause[first]
    if sender is not None and sender in str(person).split("|"):
        return False
    stop = _end(clause)
    before = _LEAD_IN.sub("", text[opens : person.start_pos or 0].strip(" \t,，:：")).strip(" \t,，:：")
    after = text[person.end_pos or 0 : stop].lstrip(" \t")
    heard = bool(before) and _HEARD.search(before) is not None
    says = _SAYS.match(after)
    if before and not heard or not (heard or says) or person.type == "PRONOUN" and not says:
        return False  # 她说她今晚在房: "she" only with the word that reports it
    if _CONDITION.search(text[opens:stop]):
        return False
    return _SENDER.search(after[says.end() :] if says is not None else after) is None  # 跟我说 is no sender


# a shrug after the report (跟我没关系, 关我咩事, "not my problem"): talk, set aside with it
_SHRUG = re.compile(
    r"\s*(?:不过|反正|但)?(?:(?:跟|和|与|同)我(?:没|无|冇)(?:有|啥|什么|乜)?关系|关我(?:什么|啥|咩|乜|屁|鸟)?事|不关我(?:的)?事|"
    r"与我无关|谁知道|鬼知道|天知道|谁信|我才不信|(?:who knows|not my problem|none of my business|we'll see|"
    r"whatever|go figure|as if|yeah right)(?![a-z]))",
    re.IGNORECASE,
)


def _shrug(tokens: list[Token], start: int, end: int, text: str) -> bool:
    """Whether the clause after a report is a shrug at it (module doc): nothing but the shrug."""
    said = text[_opens(tokens, start) : _end(tokens[start:end])]
    found = _SHRUG.match(said)
    return found is not None and not said[found.end() :].strip(" \t啊呀吧啦嘛哈!！~～😂🙄😏🤷")


def _next_is_theirs_too(tokens: list[Token], start: int, end: int, text: str) -> bool:
    """Whether the clause after a report, in the same sentence, may still be the sender's order
    said without a subject (then the report is not set aside): it is not when it names the sender
    first (a clause of talk never comes here: :func:`their_plans` sets it aside with the report)."""
    said = text[_opens(tokens, start) : _end(tokens[start:end])]
    if _CONSEQUENCE.match(said):
        return True
    return _SENDER_FIRST.match(said) is None


def their_plans(tokens: list[Token], sender: str | None, text: str) -> list[Token]:
    """``tokens`` with each clause reporting what someone else does (module doc) one ASIDE word."""
    clauses = _clauses(tokens)
    spans: list[tuple[int, int]] = []
    conditioned = False  # a condition earlier in the sentence
    for n, (start, end, last) in enumerate(clauses):
        clause = tokens[start:end]
        if not conditioned and _reported(clause, text, sender, _opens(tokens, start)):
            nxt = clauses[n + 1] if n + 1 < len(clauses) else None
            if last or nxt is None:
                spans.append((start, end))
            elif all(t.type in _QUIET for t in tokens[nxt[0] : nxt[1]]) or _shrug(
                tokens, nxt[0], nxt[1], text
            ):
                spans.append((start, nxt[1]))
            elif not _next_is_theirs_too(tokens, nxt[0], nxt[1], text):
                spans.append((start, end))
        conditioned = False if last else conditioned or any(t.type in ("IF", "UNLESS") for t in clause)
    out = list(tokens)
    for start, end in reversed(spans):
        first, stop, opens = (
            min(t.start_pos or 0 for t in out[start:end]),
            _end(out[start:end]),
            _opens(out, start),
        )
        head = text[opens:first]
        if head.strip(" \t,，:："):  # the hearsay before the name (听说, "I heard") is in the aside
            first = opens + len(head) - len(head.lstrip(" \t"))
        out[start:end] = [Token("ASIDE", text[first:stop], start_pos=first, end_pos=stop)]
    return out
