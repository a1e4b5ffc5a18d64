"""Remarks about the message itself (docs/PARSING.md, *English as players across the world type
it*): a newcomer over-explains, asking whether the orders are right ("sorry if this is wrong",
"is that ok?", "let me know if that's a problem", "hope this makes sense", "I'm new to this").

Such a sentence (between ``.``, ``!``, ``?``, ``;``, a line's end or brackets) says nothing about
the night: the orders are what the rest says, and the GM answers the question by the echo. It is
set aside whole and said on the ``ignored:`` line, though it holds words of the orders' classes
("if", "not sure", "wrong"): its subject is the message ("this", "that", "it", "my orders"), and
what it says of it is one of a closed set of verdicts ("ok", "allowed", "a problem", "makes sense").
**Decision:** only a whole sentence of that shape, and only asked or hoped ("sorry if", "let me
know if", "is that ...?", "hope ..."): "that's wrong." said alone may take an order back, and "if
that's not allowed, stay in my room" says what to do instead; both are read (or refused) as before.
"""

from __future__ import annotations

import re

from lark import Token

_ABOUT = (
    r"(?:this|that|it|these|those|my orders|the orders|my plan|the plan|my message|this message|"
    r"everything|all this|all that)"
)
_BE = r"(?: is|'s| are| was| were| isn't| is not| aren't| are not| would be| will be)?"
_VERDICT = (
    r"(?:ok|okay|alright|all right|fine|right|wrong|allowed|not allowed|legal|valid|clear|correct|"
    r"incorrect|a problem|an issue|any problem|against the rules|too much|too long|confusing|enough|"
    r"good|works|work|makes sense|make sense|doesn't work|does not work|doesn't make sense|"
    r"does not make sense|how it works|smart|wise|dumb|stupid|risky|too risky|safe|a good idea|a bad idea|"
    r"the right call|the right move|a good plan|a bad plan|worth it|a good move|a bad move)"
)
_ASK = (
    r"(?:sorry|apologies|let me know|lmk|tell me|please tell me|pls tell me|please let me know|"
    r"pls let me know|not sure|i'm not sure|im not sure|i am not sure|no idea|i hope|hope|hopefully|"
    r"i wonder|idk|dunno|i don't know|i dont know|correct me)(?: if| whether)?"
)
_TAIL = r"(?:,? (?:with you|for you|lol|haha|thanks|thx|ty|please|pls))*"
_ONE = (
    r"(?:"
    rf"{_ASK} {_ABOUT}{_BE} {_VERDICT}"
    rf"|(?:is|was|are|would|will|does|do|did) {_ABOUT}(?: be)? {_VERDICT}"
    r"|(?:(?:i'm|im|i am) )?(?:still )?(?:new|a newbie|a beginner|a noob)"
    r"(?: here| to this| to this game| to the game| at this)?"
    rf"){_TAIL}"
)
# the sender's own language said not to be good (issue 22, English round five): "sorry english not good",
# "my english isn't great", "english is not my first language", "not good at english", "sorry for my
# bad english": about the writing, never the night; the negation in it governs no order
_TONGUE = r"(?:my |our )?(?:english|grammar|spelling|typing|writing)"
_GOOD = r"(?:so |very |too |that |the )?(?:good|great|well|perfect|strong|fluent|best|native)"
_SORRY = r"(?:(?:sorry|apologies|pardon|excuse)(?: for| about)?,? )?"
_OWN_WORDS = (
    rf"(?:{_SORRY}{_TONGUE}(?: is|'s|s)? (?:not|isn't|isnt|is not|no) {_GOOD}"
    rf"|{_SORRY}{_TONGUE}(?: is|'s)? (?:not|isn't|isnt|is not) my (?:first|native|mother) (?:language|tongue)"
    rf"|{_SORRY}(?:i'm |im |i am )?(?:not|no) {_GOOD} (?:at|with|in) {_TONGUE}"
    r"|(?:sorry|apologies|pardon|excuse)(?: for| about)? (?:my )?(?:bad|poor|broken|terrible|rough)"
    rf" {_TONGUE})"
    r"(?:,? (?:sorry|lol|haha|pls|please))*"
)
_LEAD = r"(?:(?:so|and|but|oh|anyway|ok|basically|so basically|honestly),? )?"
# one remark, or several joined ("I'm new to this so sorry if this is wrong")
REMARK = re.compile(
    rf"{_LEAD}(?:{_ONE}|{_OWN_WORDS})(?:(?:,| so| and|, so|, and) {_LEAD}(?:{_ONE}|{_OWN_WORDS}))*"
)
# what ends a sentence: a remark is a whole one
_ENDS = re.compile(r"[.!?;\n()]+")


def remarks(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with every sentence that is a remark about the message (see the module doc)
    replaced by one ``ASIDE`` word, where it stands."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in [*_ENDS.finditer(text), None]:
        end = m.start() if m is not None else len(text)
        said = text[start:end]
        lead = len(said) - len(said.lstrip())
        words = said.strip().lower().replace("\u2019", "'")
        if words and REMARK.fullmatch(words):
            spans.append((start + lead, start + lead + len(said.strip())))
        start = m.end() if m is not None else len(text)
    for a, b in spans:
        inside = {id(t) for t in tokens if a <= (t.start_pos or 0) and (t.end_pos or 0) <= b}
        crossing = any((t.start_pos or 0) < b and (t.end_pos or 0) > a for t in tokens if id(t) not in inside)
        if not inside or crossing:
            continue
        at = next(k for k, t in enumerate(tokens) if id(t) in inside)
        kept = [t for t in tokens[at:] if id(t) not in inside]
        tokens = [*tokens[:at], Token("ASIDE", text[a:b], start_pos=a, end_pos=b), *kept]
    return tokens
