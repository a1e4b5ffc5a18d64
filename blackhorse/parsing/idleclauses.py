"""Idle clauses: a clause the reader refused at a word, set aside whole when it says no order.

The reader refuses a message at the first word it cannot place. On players' messages it never saw
(issue 22), that word most often stands in a clause that holds no order at all: a remark in a
dialect (``老灵额～``, ``中不中``), a joke (``谁都别想逃过我的法眼👀``), a plea (``伐要跟别人讲哦🤫``,
``别cue我``), a sign-off (``明天复盘见``, "thats all fr"), a reason (``贼冷``, "i do nothing"). Such a
word is refused because it holds a character of a meaning-bearing class (a negation, a scope, 苟
"lie low"), and the reader cannot tell, at the word, that nothing around it is an order.

At the clause it can. When a message is refused only for words the reader could not read
(:data:`IDLE_FAULTS`, never a rule the orders break), the clause holding the first such word
(between punctuation marks or line ends: :func:`clause_of`; in Chinese typed with spaces for
punctuation, the part between the spaces around it: :func:`spaced_clause_of`) is tested; when it is
idle, it is blanked and the message read again, up to :data:`MOST` clauses. What is then read goes
through the same assembly, checks, echo and echo round trip as any message, and each clause blanked
is said on the echo's ``ignored:`` line. When any step fails, the first refusal is what the player
sees.

A clause is idle (:func:`idle`) when all of these hold:

- **No word of an order is in it** (:data:`CALM`): only words the reader does not know, the
  lexer's asides (greetings, sign-ins, a plan said as not done), particles, "at" / "to" / "and",
  and a negation. A time, a place, a person, a going, a look, the door, a kill, a condition read
  by the lexer: never idle.
- **Nothing in it as typed is of a meaning-bearing class** but a negation or a scope (谁都, all):
  no number, clock, time word, condition, otherwise, choice, correction (写错了), reference, kill,
  door, look, route, going, nor a slip of one (:func:`blackhorse.parsing.meaning.classes_of`).
- **No word of the orders hides inside it** but a negation, 苟 (staying put) or the sender as 我 /
  "I" (:data:`HIDDEN_OK`, :data:`FIRST_PERSON`; a tilde ending a word is its tone, 老灵额～):
  ``我都要搞他`` holds 他, what is done to him could be a kill; ``不想出去`` holds 去, a going
  denied; a name written by its sound (盘了, a name's syllables) is a person.
- **No negation or scope word ends it** (谢谢老板不, "thanks don't", 今天好累只: nothing after it
  to deny or cover, so it may be meant for an order), but "nothing", "nobody" or "none", the object
  of the verb before it ("i do nothing").
- **A negation in it denies something said there and takes nothing back**: two Chinese
  characters after the last one, particles aside (别的, 别人 "other" are no negation; 我不想, 我不要
  may take back); in English only "nothing", "nobody", "none" ("i don't wanna" may take back);
  not with 了 at its end (``不用了``, ``不去了``, ``没事了``), "anymore" or "no longer"; not moving
  denied (``不想动``: staying is an order); and the words after it cannot be what it denies: it
  ends the message or a sentence, or the next clause opens with a time (``我不要，去花园`` stays
  refused).
- **A plea about the chat is idle whatever its negation** (:data:`_TALK_DENIED`, round seventeen):
  a clause that is only a word of talk or feeling denied (别问, 别笑, 别催, 不多说了, "don't ask",
  "don't judge") says nothing an order could take back.
- **It is no half of a condition**: not the clause after one (``如果Jack在，…``) in the same
  sentence, and not one followed by its consequence (``…，就去花园``).

**Decisions.** The test is by class and shape, never a list of harmless remarks (those are
open-ended). A clause is the unit, never a part of one: a clause that holds an order and a word the
reader cannot place (``9点20回城``) stays refused at that word, since dropping it would lose the
order. Between spaces, a part holding a Latin letter is never a clause (``8点 bu qu 花园``: pinyin
is the words of a sentence). Misreads stay at zero on every set measured (docs/PARSING.md, "Idle
clauses").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from blackhorse.parsing.aside import merged
from blackhorse.parsing.chatter import CONDITION, CONSEQUENCE
from blackhorse.parsing.drafts import Draft, Fault, Span
from blackhorse.parsing.hanzi import any_han, is_han
from blackhorse.parsing.lexer import tokenize
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import SENTENCE_PARTICLES, classes_of, held_words
from blackhorse.parsing.text import Message

# the refusals of a word the reader could not read, after which an idle clause may be set aside
IDLE_FAULTS = frozenset({"unknown", "negation", "misplaced", "ends_early", "who_unknown"})
# the lexer's kinds an idle clause may hold (module doc)
CALM = frozenset({"ASIDE", "UNKNOWN", "POSS", "AT", "FROM", "TO", "JOIN", "AND", "NOT", "SEP"})
# the meaning-bearing classes a clause may hold (module doc)
WEAK = frozenset({"negation", "scope", "lexicon"})
# the words of the orders that may hide in its unknown words: a negation, staying put (苟)
HIDDEN_OK = frozenset({"NOT", "STAY"})
# the sender said in the first person (我作业还没写完, 别cue我): no one an order could be done to
FIRST_PERSON = frozenset({"我", "俺", "咱", "i", "me", "my", "myself"})
# the most clauses set aside in one message
MOST = 6

MARKS = ",;.!?:，；。！？：\n"
_SENTENCE_END = frozenset(".!?;。！？；\n")
_NEGATION = re.compile(
    r"[不没沒莫勿未非无否甭]|别(?![的人])|n't(?![a-z])"
    r"|(?<![a-z])(?:not|no|never|nothing|nobody|none|nope|nah|dont|cant|wont|didnt|doesnt|isnt|aint)(?![a-z])"
)
# the sentence particles, 了 / 啦 / 的 / 得 and the marks that end a sentence: nothing said
_PARTICLES = re.compile("[" + SENTENCE_PARTICLES + r"了啦的得\s~～!！?？.…]+")
# a negation that may take back the order before it: a change of state (不去了, 不想动了, "not
# anymore") or moving denied (不想动, 别动: staying, an order)
_TAKEN_BACK = re.compile(r"了[啦吧呢啊哈哦噢嘛呀咯哟～~!！.。…\s]*$|anymore|any more|no longer|动")
# a negation that is a whole word of its own, the object of the verb before it ("i do nothing")
_WHOLE_NEGATIONS = frozenset({"nothing", "nobody", "none"})
_ENDING = frozenset({"negation", "scope"})
_LAST = re.compile(r"[a-z']+$|[\u4e00-\u9fff]$")


def clause_of(text: str, fault: Fault) -> tuple[int, int]:
    """The span of the part of ``text`` between punctuation (or line ends) holding ``fault``."""
    start = max((text.rfind(m, 0, fault.start) for m in MARKS), default=-1) + 1
    ends = [i for i in (text.find(m, fault.end) for m in MARKS) if i >= 0]
    return start, min(ends, default=len(text))


def spaced_clause_of(text: str, fault: Fault, start: int, end: int) -> tuple[int, int]:
    """In Chinese typed with spaces for punctuation (voice input, a quick chat: ``哈哈哈哈 他要开门的
    10点后``), the part of the clause ``[start, end)`` between the spaces around ``fault``; the
    clause itself when it holds no Chinese or no space, or the part holds a Latin letter."""
    said = text[start:end]
    if not any_han(said):
        return start, end
    before = max(text.rfind(" ", start, fault.start), text.rfind("\u3000", start, fault.start))
    after = [i for i in (text.find(" ", fault.end, end), text.find("\u3000", fault.end, end)) if i >= 0]
    a, b = (before + 1 if before >= 0 else start), min(after, default=end)
    part = text[a:b]
    if not any_han(part) or any(c.isascii() and c.isalpha() for c in part):
        return start, end  # pinyin (bu qu 花园) or English between the spaces: the words of a sentence
    return a, b


def idle(text: str, start: int, end: int, lex: Lexicon, sender: str | None) -> bool:
    """Whether the clause ``text[start:end]`` says no order (module doc)."""
    said = text[start:end]
    if _TALK_DENIED.fullmatch(said.strip().lower()):
        return not _in_a_condition(text, start, end)  # 别问, 不多说了, "don't ask": a plea about the chat
    tokens = [t for t in tokenize(said, lex, sender) if t.type != "SEP"]
    if not tokens or any(t.type not in CALM for t in tokens):
        return False
    part = said.strip().strip("~～") or said  # a tilde ending a word is its tone (老灵额～)
    if not classes_of(part, lex) <= WEAK:
        return False
    if any(
        kind not in HIDDEN_OK and word.lower() not in FIRST_PERSON for word, kind in held_words(part, lex)
    ):
        return False
    lower = said.lower()
    last = _LAST.search(_PARTICLES.sub(" ", lower).rstrip())
    if last is not None and last.group() not in _WHOLE_NEGATIONS and classes_of(last.group(), lex) & _ENDING:
        return False  # 谢谢老板不, "thanks don't", 今天好累只: nothing said after it to deny or cover
    if _NEGATION.search(lower) and (
        _TAKEN_BACK.search(lower) or not _denies_something(lower) or _runs_on(text, end)
    ):
        return False
    return not _in_a_condition(text, start, end)


# a clause that only denies a word of talk or feeling to the GM or the group (别问, 别笑, 别催, 不多说了,
# "don't ask", "don't judge", "no judging"): a plea about the chat, which no order can be
_TALK_DENIED = re.compile(
    r"(?:(?:你们?|大家|gm|主持人?|老板|奶奶|爷爷|姥姥|外婆|妈妈?|爸爸?|老婆|老公|宝宝|哥哥?|姐姐?|弟弟?|妹妹?)?"
    r"(?:也|就|先|可)?(?:别|不要|莫|甭|不用)(?:再|多|乱)?"
    r"(?:问|笑|催|骂|急|慌|怪我|吐槽|嫌弃|嫌我啰嗦|多想|想太多|剧透|说出去|外传|乱说"
    r"|(?:偷)?看(?:我的?)?(?:消息|信息|手机|聊天记录|屏幕|短信))"
    r"|(?:就|先|我)?不(?:多|再)?(?:说|讲|解释|啰嗦)(?:了|啦)?)"
    r"[了啦吧呢啊哈哦噢嘛呀咯哟～~!！.。…\s😂🤣😅🙏🤫]*"
    r"|(?:pls |please )?(?:don'?t|do not|no) (?:ask|judge|judging|laugh|laughing|hate me|worry|panic|rush me)"
    r"[ !.~]*(?:lol|lmao|haha|hah)?[ !.~]*"
)


def _denies_something(said: str) -> bool:
    """Whether each negation of a clause denies something said after it (谁都别想跑, 我作业还没写完,
    别cue我): two Chinese characters or words after the last one, the particles left out. A negation ending
    with a verb of wanting or daring (我不想, 我不要, 不敢) may take back the order before it. An
    English negation is idle only as a word of its own ("i do nothing"): "i don't wanna" may take
    the order back, and English words are too many to tell."""
    found = list(_NEGATION.finditer(said))
    if not any_han(said):
        return all(m.group() in _WHOLE_NEGATIONS for m in found)
    after = _PARTICLES.sub(" ", said[found[-1].end() :]) if found else said
    return sum(map(is_han, after)) + len(re.findall("[a-z]+", after)) >= 2


# what may follow a clause holding a negation: nothing, a sentence's end, or a time opening an order
_NEXT_FREE = re.compile(r"\s*$|\s*[.!?;。！？；\n]|[\s,:，：、]*(\d|[零一二两三四五六七八九十廿]+[点點时時])")


def _runs_on(text: str, end: int) -> bool:
    """Whether a clause holding a negation runs on into the words after it, which it may deny
    (我不要，去花园; 8点 我不要 去花园): neither the message's nor a sentence's end, nor a time
    opening the next order, follows it."""
    return _NEXT_FREE.match(text, end) is None


def _in_a_condition(text: str, start: int, end: int) -> bool:
    """Whether the clause is the second half of a condition in its sentence, or is followed by a
    consequence (如果Jack在，…; …，就去花园)."""
    before = text[:start]
    mark = before.rstrip(" \t")[-1:] if before.strip() else "\n"
    if mark not in _SENTENCE_END:
        opens = max((before.rfind(m, 0, len(before) - 1) for m in MARKS), default=-1) + 1
        if CONDITION.search(before[opens:].lower()):
            return True
    after = text[end + 1 :].lstrip(" \t") if end < len(text) and text[end] not in _SENTENCE_END else ""
    return bool(CONSEQUENCE.match(after.lower()))


Reader = Callable[[Message], tuple[Draft | None, list[Fault]]]


def read_past_idle(
    msg: Message, faults: list[Fault], lex: Lexicon, sender: str | None, read: Reader
) -> tuple[Message, Draft] | None:
    """The message read with its idle clauses blanked (module doc), and the draft read from it
    (the clauses on its ``aside`` spans); None when a refusal is no word's, a clause holding one is
    not idle, or the message still does not read without a fault."""
    text = msg.text
    blanked: list[Span] = []
    for _ in range(MOST):
        if not faults or any(f.key not in IDLE_FAULTS for f in faults):
            return None
        start, end = clause_of(text, faults[0])
        if not idle(text, start, end, lex, sender):
            start, end = spaced_clause_of(text, faults[0], start, end)
            if not idle(text, start, end, lex, sender):
                return None
        said = text[start:end]
        blanked.append((start + len(said) - len(said.lstrip()), start + len(said.rstrip())))
        text = text[:start] + " " * (end - start) + text[end:]
        blank = replace(msg, text=text)
        draft, faults = read(blank)
        if draft is not None:
            if faults:
                return None
            draft.aside = merged(draft.aside + blanked, text)
            return blank, draft
    return None
