"""Questions to the GM, in both languages (docs/PARSING.md, *Questions to the GM*).

Players ask the GM things inside their order messages: ``请问娱乐室是不是就是204？``,
``204的窗户是朝花园的吧？``, "Quick question: can I see the garden from my window in 202?", "Is that
ok?". A question asks; it orders nothing. **A question** is a sentence ending in a question mark
(from the end of the sentence before it), or one opened by 请问 / 想问一下 / "quick question" /
"question:" (its opener, and a colon after it, with it). A tag asked of the orders before it in
the same sentence (``9点去花园，10点回家，可以吗？``, "9 garden, 10 home, ok?") is the tag alone: the
orders are said outright, the tag asks about them.

What becomes of a question (:func:`asked`):

- **set aside and said** on the echo's own line for the GM (``问GM：…``, ``question for the GM: …``:
  ``ParsedMessage.questions``), when setting it aside can drop no order: it names no clock time,
  no door, no kill of anyone, no change of mind, and no order of the sender's asked for (below);
- **refused, whole** (``asked_order``: "say it as an order"), when it could be an order asked:
  it holds a clock time, a period, a range or "all night" (``我9点能去204吗？``); the door
  (``我晚上能不能开门？``); a kill of someone (``can I kill him at 10?``); a change of mind or
  "only"; or a going, staying, look, knock or visit of the sender's, with a word asking leave
  (能 / 可以 / can / may / should ...) or with no opener saying it is a question to the GM
  (``我去204对吧？``). Seeing (``can I see``, ``看得到``, ``朝``) is no look: it asks what a window
  sees;
- **the reader's, as before**, when it names a person, a condition, a negation or an unknown word
  shaped like a meaning word (``阿玲是一个人吗？``), or is answered right after (``common room? no.``),
  a pause before the answer or not (``也许去草坪？…不不``); a yes said to oneself (``然后9点去花园？嗯，
  就这样吧``: 嗯, 就这样, 就这么定) answers a question that asks no leave (``我9点能去204吗？嗯`` still
  asks). A Chinese tag after a space is a tag as after a comma (``眼睛不好😂 晓得了哈？``).

**What follows a question.** ``那`` / ``那么`` / "so" / "in that case" opening the next sentence says
the orders after it outright: the connective is set aside and the orders are read as any orders
(and checked: ``那我9点去204从窗户看花园`` after asking whether 204's window faces the garden is
refused by the map if it does not). An answer the orders are made to depend on ("if yes", "if
so", ``可以的话``, ``是的话``; "if not", ``不行的话``) is not guessed: it is read only where the tool
can answer the question itself, from the map (what a room's window sees: ``ASKED_IF`` resolved by
:func:`answered`); "if yes" then holds when the map says yes, and "it" / ``它`` looked at after it is
the place asked about. Elsewhere, or when the map says no, the message is refused at the words
(``asked_depends``, ``asked_no``), naming the answer the map gives.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.hanzi import any_han
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import holds_any

_MARK = re.compile(r"[?？]+")
# what ends a sentence (a colon too); a "." or ":" between digits is a time's (9:30, 9.30)
_END = re.compile(r"[。！!？?\n；;：]|(?<!\d)[.:]|[.:](?!\d)")
# what opens a question to the GM, at a sentence's start (with whom it is asked of, and a mark)
_OPENER = re.compile(
    r"(?:请问(?:一下)?|想问(?:一?下)?|我想问(?:一?下)?|问(?:一?下)|弱弱(?:地)?问(?:一?下)?|打扰一下|"
    r"(?:给|问)(?:gm|主持人?)的问题|"
    r"(?:(?:a |one )?quick question|(?:a |one )?question|(?:just )?wondering|i was wondering|i wonder)"
    r"(?![a-z]))"
    r"\s*(?:(?:for )?(?:the )?(?:gm|dm|主持人?|老板|法官|boss)(?![a-z]))?\s*[:：,，]?\s*"
)
# a tag asked of the orders before it in the same sentence: the tag alone is the question
_TAG = re.compile(
    r"(?:(?:这样|这么写|这样写|如上)?(?:可以吗|行吗|好吗|对吗|对吧|是吧|没问题吧|没问题吗|可以不|行不行|可不可以|ok吗|ok不"
    # the same tag as every region asks it (Chinese round nine: 中不中, 成不成, 得唔得, 妥不妥, 咋样)
    r"|中不中|中不|中吧|中啵|成不成|成不|成吗|得唔得|得不得|妥不妥|妥吗|行不|行么|可以么|好不好|咋样|怎么样|如何|靠谱吗"
    # Sichuanese and Singlish ask it so too (要得不？, "can or not?", "ok or not?")
    r"|要得不|要得么|要得吗|要不得|can or not|can anot|can not|can|ok or not|okay or not|ok not"
    # whether the GM took it in (晓得不嘛？, 知道吧？, 收到没？): a tag too (round twelve)
    r"|晓得不|晓得了不|晓得没|知道吗|知道了吗|知道吧|知道不|懂吗|懂了吗|懂不|明白吗|明白了吗|收到吗|收到没|收到不"
    # Shanghainese asks it with 伐, Sichuanese with 哈 (好伐？, 晓得了哈？: round fifteen)
    r"|好伐|对伐|行伐|可以伐|晓得伐|晓得了哈|晓得了噻|晓得了吧|知道了哈|懂了吧|明白了吧"
    # whether the GM can read it, or a bare 是不是 / 对不对 (round twenty-nine: 这样写GM能看懂吗？)
    r"|(?:gm|你|主持人?|老板)?(?:能|可以)?看(?:得)?懂(?:吗|不|了吗|没)|是不是|对不对)"
    r"|(?:is |would )?(?:that|this|it)(?: is|'s| be)? (?:ok|okay|alright|fine|allowed|right|correct)"
    r"|ok|okay|alright|right|correct|yeah|yes|fine|good)[吧吗呢呀啊嘛]*"
)
# a tag asked of the orders with no comma before it, English, its subject the orders ("that", "this")
_LAST_TAG = re.compile(
    r"(?<!\S)((?:is |would |does |will )?(?:that|this)(?:'s| is| be)?"
    r" (?:ok|okay|alright|fine|allowed|right|correct|good)"
    r"|(?:does |will )?(?:that|this) work|(?:that |this )?sounds? (?:good|ok|okay|right|fine)"
    r"|(?<!\bi )(?<!\byou )(?<!\bwe )can(?: or not| anot)?|ok or not|okay or not"
    # a bare "ok?" after a statement, no comma (I stay in my room until 9 ok?): round twelve
    r"|(?<!\bis )(?<!\bit )(?<!\bits )(?<!\bam )(?<!\bare )(?<!\bbe )(?:ok|okay|alright))\s*$"
)
# an answer right after the mark: the player asks themself, and answers (common room? no.); a
# pause may come first (9:40 也许去草坪看看？…不不: round fifteen)
_ANSWERED = re.compile(
    r"\s*[….~]*\s*(?:no|nope|nah|yes|yeah|yep|不是|不对|不行|不+|对|是的|算了)"
    r"(?=\s*(?:[.,!;:?。，！；：？…]|$))"
)
# a yes said to oneself, a hum or "that's it" (然后9点去花园？嗯，就这样吧: round fifteen): an answer
# only to a question that asks no leave (我9点能去204吗？嗯 still asks)
# the same tag typed right after the orders, no comma (我8点半想去草坪可以吗？, 9点20回房间可以吗？)
_LAST_TAG_ZH = re.compile(
    r"(?<=[\u4e00-\u9fff\w])((?:这样)?(?:可以吗|可以么|可以不|行吗|行么|行不行|好吗|可不可以|要得不|ok吗))"
    r"[吧吗呢呀啊嘛]*\s*$"
)
_CLOCK = re.compile(r"\d|[一二三四五六七八九十两]点")


def _tag_after_an_order(body: str) -> re.Match[str] | None:
    """The leave tag typed right after an order with its time (``9点20回房间可以吗``); None when no
    time is said before it (``我这样写行不行``: the whole asks)."""
    tag = _LAST_TAG_ZH.search(body)
    return tag if tag is not None and _CLOCK.search(body, 0, tag.start(1)) else None


_AFFIRMED = re.compile(
    r"\s*[….~]*\s*(?:嗯+|嗯对|对对|就这样吧?|就这么定了?|就这么办)(?=\s*(?:[.,!;:?。，！；：？…]|$))"
)
_GREETING = re.compile(
    r"(?:gm|主持人?|老板)?\s*(?:在|在吗|在么|在嘛|在不在|在没|在没在|hello|hi|hey|anyone there|you there)"
)
# a question asked "A not A" (是不是, 能不能, 有没有): no negation
_EITHER = re.compile(
    r"(?:是不是|能不能|可不可以|行不行|要不要|对不对|有没有|会不会|好不好|用不用|需不需要|算不算)"
)
# a negation in a question: its "yes" says no (看不到 …吧？是的话): not answered by the map
_NEGATED = re.compile(r"不|没|未|别|(?<![a-z])(?:not|no|never|cannot|nothing|nowhere)(?![a-z])|n't")
# a word asking leave, or whether one should: the order asked for
_LEAVE = re.compile(
    r"(?<![a-z])(?:can|could|may|might|should|shall|allowed|ok to|okay to|ok if|okay if|possible|able to)"
    r"(?![a-z])|能|可以|可不可以|行不行|行吗|允许|让不让|准不准|可否|是否|要不要|该不该|应不应该|得不得"
)
# leave asked for a kind of player, not the sender ("can police peek from 204?", "are guests allowed
# to use the stairs?"): a question of the rules, with no time, door or kill of someone (those stay
# refused above): a question for the GM, set aside and said, never an order asked
_OF_THE_RULES = re.compile(
    r"(?<![a-z])(?:can|could|may|might|are|is|do)\s+(?:the\s+)?"
    r"(?:police|cops|officers|an officer|a cop|policemen|tenants|a tenant|guests|a guest|players|a player"
    r"|anyone|anybody|people|someone|somebody|everyone)(?![a-z])",
    re.IGNORECASE,
)
# seeing is no look: what a window sees, asked (can I see, 看得到, 看见, 朝)
_SEEING = re.compile(
    r"看(?:得|不)?(?:到|见)|(?<![a-z])(?:see|seen|visible|view|overlook|overlooks|face|faces)(?![a-z])|朝|对着"
)
# the sender's own orders' verbs (the kill is refused with a person only)
_VERBS = frozenset(
    {"GO", "RETURN_HOME", "STAY", "PEEK_VERB", "LOOK_CORRIDOR", "KNOCK", "VISIT", "LEAVE", "ARRIVE", "USE"}
)
# the night said as a time of day (花园晚上有灯吗, "at night"): no order's time without an order's verb
_AT_NIGHT = frozenset(
    {"晚上", "夜里", "夜晚", "晚间", "今晚", "今天晚上", "at night", "tonight", "in the evening"}
)
# "is it ok if", "should I": asking leave, no condition
_ASKING_IF = re.compile(r"(?:ok|okay|alright|fine|allowed|matter)\s*$")
# what a question set aside may never hold: an order's time, the door, a change of mind, "only"
_BARRED = frozenset(
    {
        *("TIME", "PERIOD", "RANGE", "ALLNIGHT", "CHANGE", "CORRECTED", "EVERY"),
        *("DOORWORD", "DOOR_CLOSED", "DOOR_OPEN", "ONLY_OPEN", "NOT_LET", "DOOR_VERB", "ONLY"),
    }
)
# what leaves a question to the reader as before: a condition
_THE_READERS = frozenset({"IF", "UNLESS", "OTHERWISE", "EXCEPT"})
_BARRED_CLASSES = frozenset({"number", "clock", "time", "kill", "door", "correction", "condition"})
# what opens the sentence after a question: the orders said outright, or made to hang on the answer
_SO = re.compile(
    r"\s*(那么|那就|那样的话|这样的话|那(?=我|咱|俺)|(?:ok |okay )?so,?(?= )|in that case,?(?= ))"
)
_IF_YES = re.compile(
    r"\s*((?:如果|要是|假如)?(?:是|可以|能|行|对|是的|是这样|能看到|看得到|看得见)(?:的话|[,，]|(?=就|我))"
    r"|if (?:yes|so|yeah|yep|it does|it can|i can|it is"
    r"|that's (?:right|the case|true|correct)|thats (?:right|true))"
    r"(?![a-z']))"
)
_IF_NOT = re.compile(
    r"\s*((?:如果|要是|假如)?(?:不是|不行|不能|不可以|看不到|看不见)(?:的话)?|否则|不然"
    r"|if (?:not|no|nope|it doesn't|it does not|it can't|i can't|i cannot|it isn't|that's not)(?![a-z'])"
    r"|otherwise)"
)
# "it" / 它 / "that" looked at after an answer the map gives: the place asked about
_IT = re.compile(r"\s*(?:at |over )?(it|that|它)(?![a-z])")


class Asked:
    """One question in a message: ``start``..``end`` the question (its opener with it), ``mark`` the
    end of its question marks (``end`` when it has none), ``opened`` whether 请问 / "quick question"
    opens it."""

    __slots__ = ("end", "mark", "opened", "start")

    def __init__(self, start: int, end: int, mark: int, opened: bool) -> None:
        self.start, self.end, self.mark, self.opened = start, end, mark, opened


def _sentence_start(text: str, i: int) -> int:
    starts = [m.end() for m in _END.finditer(text, 0, i)]
    return starts[-1] if starts else 0


def _skip_space(text: str, i: int, end: int) -> int:
    while i < end and text[i] in " \t":
        i += 1
    return i


def questions(text: str) -> list[Asked]:
    """The questions of normalised ``text`` (module doc), in order; answered ones left out."""
    out: list[Asked] = []
    for m in _MARK.finditer(text):
        start = _skip_space(text, _sentence_start(text, m.start()), m.start())
        if start >= m.start() or _ANSWERED.match(text, m.end()):
            continue
        opened = False
        lead = _OPENER.match(text, start)
        if lead is not None and lead.end() <= m.start():
            opened = True
        elif text[:start].rstrip(" \t")[-1:] in (":", "："):  # "quick question: can I ...?"
            colon = len(text[:start].rstrip(" \t")) - 1
            before = _skip_space(text, _sentence_start(text, colon), colon)
            said = _OPENER.fullmatch(text, before, start)
            if said is not None:
                start, opened = before, True
        opening = max(text.rfind("(", start, m.start()), text.rfind("（", start, m.start()))
        if opening >= 0 and not re.search(r"[)）]", text[opening : m.start()]):
            start = _skip_space(text, opening + 1, m.start())  # 去204（就是餐厅对吧？）: the bracket asks
        body = text[start : m.start()]
        if _AFFIRMED.match(text, m.end()) and not _LEAVE.search(body):
            continue  # answered yes by the one who asks: the orders, said
        if _GREETING.fullmatch(body.strip()):
            continue  # 在？, "anyone there?": a greeting (colloquial.py), no question
        cut = max(body.rfind(","), body.rfind("，"))
        spaced = body.rstrip().rfind(" ")  # 眼睛不好😂 晓得了哈？: a Chinese tag after a space
        after = body[spaced + 1 :].strip()
        if spaced > cut and not after.isascii() and _TAG.fullmatch(after):
            cut = spaced
        last = (_LAST_TAG.search(body) or _tag_after_an_order(body)) if not opened else None
        if not opened and cut >= 0 and _TAG.fullmatch(body[cut + 1 :].strip()):
            start = _skip_space(text, start + cut + 1, m.start())  # 9点去花园，可以吗？: the tag alone
        elif last is not None and last.start(1) > 0 and not _LEAVE.search(body[: last.start(1)]):
            start += last.start(1)  # "at 10 go home is that ok?": the tag alone, said of the orders
        out.append(Asked(start, m.start(), m.end(), opened))
    for m in _OPENER.finditer(text):  # 请问… with no question mark: to the sentence's end
        if m.start() != _skip_space(text, _sentence_start(text, m.start()), m.start()):
            continue
        if any(q.start <= m.start() < q.mark for q in out):
            continue
        ends = [e.start() for e in _END.finditer(text, m.end())]
        end = ends[0] if ends else len(text)
        if end > m.end():
            out.append(Asked(m.start(), end, end, True))
    return sorted(out, key=lambda q: q.start)


# the places outside: seen from a room only through its window (a peephole sees the corridor)
_OUTSIDE = frozenset({"garden", "lawn"})


def view_asked(words: list[Token], text: str) -> tuple[str, str] | None:
    """``(room, place)`` when a question asks what a room's window sees (``204的窗户是朝花园的吧``,
    "can I see the garden from my window in 202"): one window, one room (or one's own: ``home``),
    one other place, and a word of seeing; None otherwise. The garden or the lawn seen "from" a
    room needs no window said ("is the lawn visible from 201?"): only a window sees them."""
    outside = [str(t.value) for t in words if t.type == "PLACE" and str(t.value) in _OUTSIDE]
    from_a_room = any(t.type == "FROM" for t in words) and bool(outside)  # "is the lawn visible from 201?"
    if not _SEEING.search(text) or not any(t.type == "WINDOW" for t in words) and not from_a_room:
        return None
    if _NEGATED.search(_EITHER.sub(" ", text)):
        return None  # 我的窗户看不到花园吧？是的话…: "yes" says it cannot; the map is not asked so

    places = [str(t.value) for t in words if t.type == "PLACE"]
    own = bool(re.search(r"(?<![a-z])my(?![a-z])|我", text))
    kinds = {t.type for t in words} - {"WINDOW", "PLACE", "FROM", "AT", "POSS", "MEET", "ROOMWORD", "HOME"}
    if kinds - {"UNKNOWN", "THROUGH", "USE", "PEEK_VERB", "SEP", "AND", "ASIDE", "TO"}:
        return None
    rooms = [p for p in places if p.isdigit()]
    seen = [p for p in places if not p.isdigit()]
    if len(seen) != 1 or len(rooms) > 1 or not rooms and not own:
        return None
    return (rooms[0] if rooms else "home"), seen[0]


def asked(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each question to the GM (module doc) made one ``ASIDE`` word, each question
    that could be an order asked made one ``ASKED`` word (refused: ``asked_order``), and what
    follows a question read as the module doc says (``ASKED_IF``: an answer the map may give)."""
    out = list(tokens)
    found = questions(text)
    withdrawn = _withdrawn(found, text)
    for q in reversed(found):
        part = [k for k, t in enumerate(out) if (t.start_pos or 0) >= q.start and (t.end_pos or 0) <= q.end]
        if not part or any((t.start_pos or 0) < q.start < (t.end_pos or 0) for t in out):
            continue
        if any((t.start_pos or 0) < q.end < (t.end_pos or 0) for t in out):
            continue
        said = text[q.start : q.end]
        narrowed = _rule_after_orders(said, [out[k] for k in part], q.start)
        if narrowed is not None:  # 9点去花园，10点以后他必须开门对吧？: the rule asked, the garden said
            q = Asked(narrowed, q.end, q.mark, q.opened)
            part = [k for k in part if (out[k].start_pos or 0) >= narrowed]
            said = text[q.start : q.end]
        either = [m.span() for m in _EITHER.finditer(text, q.start, q.end)]
        words = [out[k] for k in part if not any(a <= (out[k].start_pos or 0) < b for a, b in either)]
        answer = any(p.match(text, q.mark) for p in (_IF_YES, _IF_NOT))
        kind = _kind(words, said, lex, q.opened, answer, q.start)
        if withdrawn is not None and q.start < withdrawn[0]:
            kind = "ASIDE"  # 能不能从204看走廊？算了不管了，…: a question taken back, for the GM to answer
        if kind is None:
            continue
        if kind == "ASKED":
            out[part[0] : part[-1] + 1] = [Token("ASKED", said, start_pos=q.start, end_pos=q.end)]
            continue
        out = _after(out, text, q, view_asked(words, said))
        part = [k for k, t in enumerate(out) if (t.start_pos or 0) >= q.start and (t.end_pos or 0) <= q.end]
        out[part[0] : part[-1] + 1] = [Token("ASIDE", said, start_pos=q.start, end_pos=q.end)]
    if withdrawn is not None:
        a, b = withdrawn
        inside = [k for k, t in enumerate(out) if a <= (t.start_pos or 0) < b]
        if inside:
            b = max(b, *((out[k].end_pos or 0) for k in inside))  # 算了， read as one word
            said = text[a:b].rstrip("，, ")
            out[inside[0] : inside[-1] + 1] = [Token("ASIDE", said, start_pos=a, end_pos=a + len(said))]
    return out


# the questions taken back right after they are asked (…？算了不管了，我就…): the orders follow outright
_WITHDRAWING = re.compile(r"\s*((?:算了|不管了|不问了|算了算了)+)(?=[\s，,。.！!~～]|我)")


def _withdrawn(found: list[Asked], text: str) -> tuple[int, int] | None:
    """The span of the words taking back the questions said before them (``问几个问题：…？…？算了不管了``),
    when they come right after a question and orders follow them; None otherwise."""
    for q in found:
        m = _WITHDRAWING.match(text, q.mark)
        if m is None or any(other.start < m.end() and other.start >= q.mark for other in found):
            continue
        return m.start(1), m.end(1)
    return None


def _kind(words: list[Token], said: str, lex: Lexicon, opened: bool, answer: bool, start: int) -> str | None:
    """``ASKED`` (refused), ``ASIDE`` (a question for the GM), or None (the reader's, as before)."""
    words = [
        t
        for t in words
        if not (t.type == "ALLNIGHT" and str(t) in _AT_NIGHT)
        and not (
            t.type == "IF" and (str(t) == "should" or _ASKING_IF.search(said[: (t.start_pos or 0) - start]))
        )
    ]
    types = {t.type for t in words}
    if types & {"NAME", "PRONOUN"} and types & {"ALONE", "THERE", "NOT_THERE"} and answer:
        return None  # 去207，C是一个人吗？是就杀了她: a condition asked of oneself, answered (joins.py)
    if types & _BARRED and _rule_asked(said, words):
        return "ASIDE"  # 10点以后有人敲门是必须开吗, "after 22h he must open, no?": the rules, asked
    if types & _BARRED and _of_another(said, types):
        return "ASIDE"  # "is it true the sergeant is sitting in there all night??": another's night
    if types & _BARRED:
        return "ASKED"
    people = types & {"NAME", "PRONOUN", "SOMEONE", "WHO"}
    if "KILL" in types and people:
        return "ASKED"
    if types & _THE_READERS or holds_any(words, lex, frozenset(), _BARRED_CLASSES):
        return None
    verbs = [t for t in words if t.type in _VERBS or t.type == "KILL" or t.type == "MEET" and people]
    looks = [t for t in verbs if t.type == "PEEK_VERB"]
    if looks and _SEEING.search(said) and len(looks) == len(verbs):
        verbs = []  # 从窗户看得到花园吗: seeing, asked
    if verbs and _LEAVE.search(said) and not _OF_THE_RULES.search(said):
        return "ASKED"  # 我能去204吗, can I kill tonight: an order asked for
    if not opened and any(t.type != "KILL" for t in verbs) and not _OF_THE_RULES.search(said):
        return "ASKED"  # 我去204对吧: the sender's own going, asked (杀人要10分钟吧: killing, asked of)
    return "ASIDE"


# a rule said (must, 必须, 规则): what the rules make someone do, asked of the GM
_A_RULE = re.compile(
    r"必须|一定要|一定得|规则|规定|(?<![a-z])(?:must|have to|has to|required to|the rules?)(?![a-z])"
)
# the sender as the one the question is about (我必须开门吗, "must I open?"): their own order, asked
_SELF = re.compile(r"[我俺咱]|(?<![a-z])(?:i|i'm|im|i'll|me|my|myself)(?![a-z])", re.IGNORECASE)
# what a question of the rules may hold and still be set aside: a time, the door
_RULE_ASKED = frozenset(
    {"TIME", "PERIOD", "RANGE", "ALLNIGHT", "DOORWORD", "DOOR_CLOSED", "DOOR_OPEN", "DOOR_VERB"}
)


# an English question opened by its verb ("is it true ...", "does Tony ...", "will the sergeant ...")
_AUX_FIRST = re.compile(
    r"\s*(?:is it true|is|are|was|were|does|do|did|will|would|has|have)(?![a-z])", re.IGNORECASE
)
# what a question of another's night may hold: its time, "all night"
_ANOTHERS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})


def _of_another(said: str, types: set[str]) -> bool:
    """Whether an English question asks about someone else's night (``Is it true the sergeant is
    sitting in there all night??``, "does Tony go out at 9?"): opened by its verb, the sender nowhere
    in it (no I, me, my, we), no door, kill or change of mind: no order of the sender's is asked.
    Chinese questions drop their subject (``9点能去204吗？`` is the sender's): never read so."""
    opener = _OPENER.match(said)
    asked = said[opener.end() :] if opener is not None else said  # "question for the GM: is ..."
    if any_han(said) or _SELF.search(asked) or _WE.search(asked) or not _AUX_FIRST.match(asked):
        return False
    return not (types & _BARRED) - _ANOTHERS and "KILL" not in types


_WE = re.compile(r"(?<![a-z])(?:we|us|our|we're|we'll)(?![a-z])", re.IGNORECASE)


def _rule_asked(said: str, words: list[Token]) -> bool:
    """Whether the question asks what the rules make someone else or anyone do at a time or at the
    door (``10点以后有人敲门是必须开吗？``, "After 22h he must open, no?"): a question for the GM, set
    aside and said; the sender's orders are what the message says outright. Asked of the sender
    (``我10点以后必须开门吗？``, "must I open?") it could be their door's order: refused, as before.
    A tag that ends it ("..., no?", ``…不？``) is no change of mind."""
    while words and (words[-1].type == "SEP" or words[-1].type == "CHANGE" and str(words[-1]) in _TAGS):
        words = words[:-1]
    types = {t.type for t in words}
    if not _A_RULE.search(said) or _SELF.search(said) or types & ({"KILL", "CHANGE", "ONLY"} | _GOINGS):
        return False  # a going in it (9点去花园，10点以后…必须开门吗) is no rule: never dropped with it
    return bool(types & _BARRED) and types & _BARRED <= _RULE_ASKED


def _rule_after_orders(said: str, words: list[Token], start: int) -> int | None:
    """Where a question starts that asks a rule in its sentence's last clause, after orders said
    outright before the comma (``9点去花园，10点以后他必须开门对吧？``): the orders are the sender's, not
    asked (they were set aside with the question, a misread); None when it is no such question."""
    cut = said.rfind(",")
    if cut < 0:
        return None
    at = start + cut + 1
    before = [t for t in words if (t.end_pos or 0) <= at]
    after = [t for t in words if (t.start_pos or 0) >= at]
    if not after or not any(t.type in _GOINGS for t in before):
        return None
    return (after[0].start_pos or at) if _rule_asked(said[cut + 1 :], after) else None


# what the sender does, going or looking: never in a rule asked (a knock is: 有人敲门是必须开吗)
_GOINGS = frozenset({"GO", "RETURN_HOME", "STAY", "VISIT", "PEEK_VERB", "LOOK_CORRIDOR", "LEAVE"})


# a tag asked at a question's end: "..., no?", "..., right?"
_TAGS = frozenset({"no", "right", "yes", "yeah", "不", "没", "吧"})


def _after(out: list[Token], text: str, q: Asked, view: tuple[str, str] | None) -> list[Token]:
    """What opens the sentence after a question set aside (module doc): a connective set aside, or
    an answer the orders hang on marked ``ASKED_IF`` (value ``room|place`` when the map can answer,
    ``""`` when only the GM can; ``no:`` before it for "if not")."""
    for pattern, no in ((_SO, None), (_IF_YES, ""), (_IF_NOT, "no:")):
        m = pattern.match(text, q.mark)
        if m is None:
            continue
        a, b = m.start(1), m.end(1)
        inside = [k for k, t in enumerate(out) if a <= (t.start_pos or 0) and (t.end_pos or 0) <= b]
        if any(
            (t.start_pos or 0) < a < (t.end_pos or 0) or (t.start_pos or 0) < b < (t.end_pos or 0)
            for t in out
        ):
            return out
        value = "" if no is None else no + ("|".join((*view, str(q.start))) if view else "")
        kind = "ASIDE" if no is None else "ASKED_IF"
        said = Token(kind, text[a:b] if no is None else value, start_pos=a, end_pos=b)
        at = (
            inside[0] if inside else next((k for k, t in enumerate(out) if (t.start_pos or 0) >= b), len(out))
        )
        out[at : (inside[-1] + 1 if inside else at)] = [said]
        if no == "" and view is not None:
            out = _it_seen(out, text, b, view[1])
        return out
    return out


def _it_seen(out: list[Token], text: str, at: int, place: str) -> list[Token]:
    """ "watch it" / 看它 in the sentence after "if yes": the place the question asked about."""
    ends = [e.start() for e in _END.finditer(text, at)]
    end = ends[0] if ends else len(text)
    for k, t in enumerate(out):
        if t.type != "PEEK_VERB" or not at <= (t.start_pos or 0) < end:
            continue
        m = _IT.match(text, t.end_pos or 0)
        over = (
            [u for u in out if (u.start_pos or 0) < m.end(1) and m.start(1) < (u.end_pos or 0)] if m else []
        )
        if m is None or any(u.type != "UNKNOWN" or (u.start_pos, u.end_pos) != m.span(1) for u in over):
            continue
        it = Token("PLACE", place, start_pos=m.start(1), end_pos=m.end(1))
        return [*out[: k + 1], it, *[u for u in out[k + 1 :] if u not in over]]
    return out


def answered(tokens: list[Token], sight: object) -> tuple[list[Token], Fault | None, list[Answer]]:
    """The questions :func:`asked` marked, resolved where the sender stands (``sight``, an
    :class:`~blackhorse.parsing.everyday.Sight`): an order asked is refused (``asked_order``); "if
    yes" after a question the map answers yes is set aside and said, with the answer; "if yes"
    the map answers no, an answer only the GM can give, and "if not" are refused at the words."""
    out: list[Token] = []
    answers: list[Answer] = []
    for t in tokens:
        start, end = t.start_pos or 0, t.end_pos or 0
        if t.type == "ASKED":
            return tokens, Fault(start, end, "asked_order"), []
        if t.type != "ASKED_IF":
            out.append(t)
            continue
        value = str(t.value)
        if not value or value.startswith("no:"):
            return tokens, Fault(start, end, "asked_depends"), []
        said_room, place, at = value.split("|")
        inn = getattr(sight, "inn", None)
        room: str | None = getattr(sight, "home", None) if said_room == "home" else said_room
        if inn is None or room is None or inn.kind.get(room) != "room":
            return tokens, Fault(start, end, "asked_depends"), []
        window = inn.windows.get(room)
        if window is None or inn.zone.get(place) != window:
            from blackhorse.parsing.everyday import _seen

            args = _seen(inn, room, place, window, inn.peepholes.get(room, frozenset()))
            keep = ("room", "view_en", "view_zh", "window_en", "window_zh")
            return tokens, Fault(start, end, "asked_no", tuple((k, str(args[k])) for k in keep)), []
        answers.append(Answer(int(at), room, place))
        out.append(Token("ASIDE", value, start_pos=start, end_pos=end))
    return out, None, answers


class Answer:
    """What the map answers a question (``at`` its start): room ``room``'s window sees ``place``."""

    __slots__ = ("at", "place", "room")

    def __init__(self, at: int, room: str, place: str) -> None:
        self.at, self.room, self.place = at, room, place

    def said(self, inn: object, lang: str) -> str:
        names = getattr(inn, "names_zh", {})
        if lang == "zh":
            return f"（地图：是，{self.room}的窗户看得到{names.get(self.place, self.place)}）"
        return f" (the map: yes, room {self.room}'s window sees the {self.place.replace('-', ' ')})"
