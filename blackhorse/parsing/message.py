"""A player's message in, an order file out: read, assemble, check, and say it back.

:func:`parse_message` is what ``blackhorse parse`` and the portal call. It reads the message
(:mod:`~blackhorse.parsing.lexer`, :mod:`~blackhorse.parsing.grammar`,
:mod:`~blackhorse.parsing.assemble`), writes the order file's YAML
(:mod:`~blackhorse.parsing.yamlout`), checks it exactly as ``blackhorse check`` checks an
order file, and points every problem at the part of the message it comes from, in the
message's language.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from blackhorse.core.clock import SLOT
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import Problem
from blackhorse.core.nightclock import said_time
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.echo import echo_lines
from blackhorse.orders.model import Action, OrderSheet
from blackhorse.orders.orderrules import SAID_ALLOWED, for_player
from blackhorse.orders.problemtext import allowed_text, value_text
from blackhorse.orders.sheetcheck import check_located
from blackhorse.parsing import wording
from blackhorse.parsing.accounting import ledger, unaccounted
from blackhorse.parsing.aside import blamed, capitalised, merged, only_filler, set_aside
from blackhorse.parsing.asksaid import answered, questions
from blackhorse.parsing.assemble import assemble
from blackhorse.parsing.bag import MAX_REARRANGED, failed_at, rearranged
from blackhorse.parsing.brackets import read_with_brackets
from blackhorse.parsing.carried import uncarried
from blackhorse.parsing.chatlog import read_without_headers
from blackhorse.parsing.doorrules import door_rule_faults
from blackhorse.parsing.drafts import Draft, Fault
from blackhorse.parsing.everyday import Sight
from blackhorse.parsing.grammar import parser
from blackhorse.parsing.groupsaid import groups
from blackhorse.parsing.guessrules import GUESSED, guess_rule_faults
from blackhorse.parsing.idleclauses import clause_of, read_past_idle, spaced_clause_of
from blackhorse.parsing.killwhom import KINDS as KILL_KINDS
from blackhorse.parsing.killwhom import kill_rule_faults, maybe_kill_faults
from blackhorse.parsing.letinsaid import let_in
from blackhorse.parsing.lexer import in_language, roommates, scan, tokenize
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.lexiconstore import lexicon
from blackhorse.parsing.mendsaid import mending
from blackhorse.parsing.negation import negation_before, not_looking, not_the_other
from blackhorse.parsing.peekrules import peek_rule_faults
from blackhorse.parsing.phrases import Phrases
from blackhorse.parsing.qqsaid import said_marks
from blackhorse.parsing.restatedsaid import read_restated
from blackhorse.parsing.scopesaid import scoped
from blackhorse.parsing.slotrules import slot_rule_faults
from blackhorse.parsing.slotwise import REREAD, recovered
from blackhorse.parsing.spacedsaid import has_comma_spaces, joined
from blackhorse.parsing.spelling import spelled
from blackhorse.parsing.stopsaid import stop_rule_faults
from blackhorse.parsing.storysaid import told
from blackhorse.parsing.text import Message, unwrapped
from blackhorse.parsing.theirplansaid import their_plans
from blackhorse.parsing.typos import corrections
from blackhorse.parsing.visitsaid import one_room, room_visited, to_whose_room
from blackhorse.parsing.voicedsaid import as_typed, voiced_commas
from blackhorse.parsing.wandersaid import wander_unplaced
from blackhorse.parsing.yamlout import render, requoted

LANGS = ("zh", "en")


@dataclass(frozen=True)
class MessageProblem:
    """One thing wrong in a message: the part quoted, where it is, and what to write instead."""

    start: int  # index in the message as typed
    end: int
    line: int  # 1-based
    column: int  # 1-based, in characters
    quote: str
    text: str
    lang: str
    value: str = ""  # what the order file got from that part, when the checker refused it
    kind: str = ""  # what kind of problem: the reader's (unknown, misplaced, ...) or the rules' (rule:FIELD)

    def __str__(self) -> str:
        if self.lang == "zh":  # a time the file got, on the message's one clock; not said twice
            said = str(said_time(self.value, self.lang))
            value = f"（{said}）" if said and said != self.quote.strip() else ""
            return f"第{self.line}行第{self.column}字“{self.quote}”{value}：{self.text}"
        value = f" ({self.value})" if self.value else ""
        return f'line {self.line}, column {self.column}: "{self.quote}"{value} -- {self.text}'


@dataclass(frozen=True)
class ParsedMessage:
    """What a message says: the order file (YAML), the echo, the language, the problems."""

    who: str
    lang: str
    yaml: str
    echo: tuple[str, ...]
    problems: tuple[MessageProblem, ...]
    sheet: OrderSheet | None = None
    aside: tuple[str, ...] = ()  # what was set aside as no order, as typed (greetings, thanks, ...)
    corrected: tuple[tuple[str, str], ...] = ()  # (as typed, as read): a place mistyped (花圆, 花园)
    questions: tuple[str, ...] = ()  # questions to the GM, as typed (with the map's answer, if it gives one)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def said_back(self) -> tuple[str, ...]:
        """The echo, the places read from a mistyped name, and what was set aside as its last
        line: what the player is shown."""
        if not self.echo:
            return self.echo
        fixed = (self.corrected_line,) if self.corrected else ()
        asked = tuple(self.question_line(q) for q in self.questions)
        return (*self.echo, *fixed, *asked, self.aside_line) if self.aside else (*self.echo, *fixed, *asked)

    def question_line(self, question: str) -> str:
        """A question to the GM, on a line of its own, in the message's language: the GM answers
        it by hand (docs/PARSING.md, *Questions to the GM*)."""
        return ("给GM的问题：" if self.lang == "zh" else "question for the GM: ") + question

    @property
    def corrected_line(self) -> str:
        """The places read from a mistyped name (已更正：花圆→花园), in the message's language."""
        pairs = [f"{typed}→{read}" for typed, read in self.corrected]
        if not pairs:
            return ""
        return ("已更正：" + "、".join(pairs)) if self.lang == "zh" else ("corrected: " + ", ".join(pairs))

    @property
    def aside_line(self) -> str:
        """The echo's last line: what was set aside, in the message's language ("" if nothing)."""
        if not self.aside:
            return ""
        if self.lang == "zh":
            return wording.IGNORED_WORD["zh"] + "：" + "、".join(self.aside)
        return wording.IGNORED_WORD["en"] + ": " + ", ".join(self.aside)


def detect_language(msg: Message, lex: Lexicon) -> str:
    """``zh`` when the message is mostly Chinese words, else ``en`` (names, numbers and Chinese words
    typed in pinyin do not count as English)."""
    zh = en = 0
    for ch in msg.text:
        if "\u4e00" <= ch <= "\u9fff":
            zh += 1
        elif "a" <= ch <= "z":
            en += 1
    for name in lex.names:
        en -= msg.text.count(name) * sum(1 for c in name if "a" <= c <= "z")
    for word in re.findall(r"[a-z]+", msg.text):  # 8点qu花园: Chinese typed in pinyin
        en -= len(word) if word in lex.pinyin else 0
    return "zh" if zh and zh * 3 >= en else "en" if en > 0 or not zh else "zh"


_LINE_BREAKS = re.compile(r"\s*\n\s*")


def read_draft(
    msg: Message,
    lex: Lexicon,
    always_open: frozenset[str],
    sender: str | None = None,
    sight: Sight | None = None,
    slotwise: bool = False,
) -> tuple[Draft | None, list[Fault]]:
    """The message's orders as a draft (with what was set aside), or the first reading fault;
    what is in brackets is read, set aside or refused (:mod:`~blackhorse.parsing.brackets`).
    ``slotwise``: a message the grammar refuses at a word is read again slot by slot
    (:mod:`~blackhorse.parsing.slotwise`), its leftovers set aside when they say nothing."""
    home = sight.home if sight is not None else None

    def bracketed(m: Message) -> tuple[Draft | None, list[Fault]]:
        return read_with_brackets(
            m, lambda n: _read_draft(n, lex, always_open, sender, sight, slotwise), lex, home
        )

    return read_without_headers(msg, bracketed, lex, sender)  # [18:02] 雪儿: pasted from the chat


def _read_draft(
    msg: Message,
    lex: Lexicon,
    always_open: frozenset[str],
    sender: str | None = None,
    sight: Sight | None = None,
    slotwise: bool = False,
) -> tuple[Draft | None, list[Fault]]:
    mates = sight.mates(sender) if sight is not None else ()
    with ledger() as past, mending() as mends:  # what the rewrites read with a phrase (accounting.py)
        tokens, asked = roommates(tokenize(msg.text, lex, sender), mates, msg.text)
        tokens, asking, answers = answered(tokens, sight)  # questions to the GM (asksaid.py)
        corrected = corrections(tokens, msg.text, lex) + spelled(tokens, msg.text, lex) + mends
        corrected += said_marks(msg.text, msg.quote)  # 逗号→，: voice input's marks said (qqsaid.py)
        corrected = [c for c in corrected if msg.text[c[0] : c[1]] != "它"]  # the place asked about (asksaid)
        tokens = told(tokens, sender, msg.text)  # "Tom goes ..., he heads ...": the sender's story
        tokens = their_plans(tokens, sender, msg.text)  # 莉莉说她9点去花园: hers, no order (theirplansaid)
        police = sight.police if sight is not None else ()
        tokens = groups(tokens, police, msg.text)  # 只给警察开门: the officers
        rooms = dict(sight.rooms) if sight is not None else {}
        tokens = one_room(tokens, rooms)  # 找大刘和老周: 201
        tokens = room_visited(tokens)  # 拜访205房间: going there
        tokens = to_whose_room(tokens, rooms)  # go to 203 to Tom
        tokens = let_in(tokens, rooms)  # if he opens ..., otherwise
        tokens = not_the_other(tokens, msg.text)  # 花园，不是草坪: the garden
        tokens, negated = not_looking(tokens)  # 不看窗: no peek; 不去花园: refused at 不
        tokens = scoped(tokens)  # 只看门孔: the look; 10点才去: at 10
    if asking is not None:
        return None, [asking]
    if negated is not None:
        return None, [negated]
    if asked is not None:  # "my roommate" with no one sharing the room, 隔壁: which room?
        asks = {
            "WHICH_ROOM": "which_room",
            "WHEN_VAGUE": "vague_time",
            "EXCEPT_ASKED": "except_asked",
            "STORY_HOLDS": "story_holds",  # a story of an earlier game holding a time (pastsaid.py)
            "OUTSIDE_ROOM": "outside_room",  # wait outside 205: the corridor (outsidesaid.py)
            "BOTH_SLOT": "two_places",  # "..., both in the 9:00 slot": two places said in one slot
            "TIME_ALONE": "time_without_order",  # "window, at 10 relax": what the time says is set aside
            "REPEATED": "same_as_before",  # "same as last night": an earlier night's orders (repeatsaid.py)
        }
        key = asks.get(asked.type, "no_roommate")
        return None, [Fault(asked.start_pos or 0, asked.end_pos or 0, key)]
    aside = set_aside(tokens, msg.text, lex, sender, always_open, capitalised(msg))
    if aside.fault is not None:
        return None, [aside.fault]
    tokens = aside.tokens
    if not tokens or all(t.type in ("SEP", "AND", "JOIN") for t in tokens):
        return None, [Fault(0, len(msg.text), "empty")]
    leftovers: list[tuple[int, int]] = []  # what the second reader set aside (slotwise.py)
    said_so = tokens  # the words as the message says them, before any clause is rearranged
    for _ in range(MAX_REARRANGED + 1):  # a clause refused is read as a bag of its parts (bag.py)
        try:
            tree = parser().parse(tokens)  # type: ignore[arg-type]
            break
        except (UnexpectedEOF, UnexpectedToken) as exc:
            moved = rearranged(tokens, failed_at(tokens, exc), msg.text, aside.tentative)
            if isinstance(moved, list):
                tokens = moved
                continue
            tok = getattr(exc, "token", None)
            kinds = "|".join(sorted(exc.expected))
            if tok is None or tok.type == "$END":
                last = tokens[-1]
                fault = Fault(last.start_pos or 0, last.end_pos or 0, "ends_early", (("kinds", kinds),))
                at = len(msg.text)
            else:
                fault = Fault(tok.start_pos or 0, tok.end_pos or 0, "misplaced", (("kinds", kinds),))
                fault = negation_before(tokens, tok) or fault  # 9点不去花园: at 不
                at = tok.start_pos or 0
            said = blamed(aside, msg.text, lex, at) or moved or fault
            rereads = slotwise and said.key in REREAD
            second = recovered(said_so, msg.text, aside.tentative) if rereads else None
            if second is None:
                return None, [said]
            tokens, leftovers = second
            tree = parser().parse(tokens)  # type: ignore[arg-type]
            break
        except UnexpectedInput:  # pragma: no cover - the lexer is ours; kept for safety
            return None, [Fault(0, len(msg.text), "empty")]
    else:
        return None, [Fault(0, len(msg.text), "empty")]  # pragma: no cover - clauses are finite
    phrases = Phrases().transform(tree)
    draft = assemble(phrases, always_open, msg.text, sight, aside.same_way)
    dropped = None if draft.faults else uncarried(phrases, draft, sight)
    if dropped is not None:  # read by the grammar, left out of the orders (carried.py)
        return None, [dropped]
    draft.aside = merged(aside.spans + draft.aside + leftovers, msg.text)
    wander = wander_unplaced(draft, draft.aside, msg.text, sight.home if sight is not None else None)
    if wander is not None:  # 今晚到处转转 and nothing else: where? (wandersaid.py)
        return None, [wander]
    lost = unaccounted(scan(msg.text, lex), tokens, draft.aside + aside.same_way, past)
    if lost:  # a word dropped unsaid: the reading is not what the message says (accounting.py)
        return None, [Fault(lost[0].start_pos or 0, lost[0].end_pos or 0, "unsaid")]
    draft.corrected = corrected
    draft.answers = [
        (a.at, a.said(sight.inn if sight is not None else None, "zh"), a.said(None, "en")) for a in answers
    ]
    faults = [_blame(f, aside, msg.text, lex) for f in draft.faults]
    return draft, faults


def _blame(fault: Fault, aside: object, text: str, lex: Lexicon) -> Fault:
    """A time with nothing to do at it, right before an unknown word set aside (9点离开):
    the unknown word is what to change."""
    if fault.key in ("time_without_order", "peek_what", "knock_where", "pronoun_unknown", "no_time"):
        from blackhorse.parsing.aside import SetAside

        assert isinstance(aside, SetAside)
        later = [s for s in aside.tentative if s[0] >= fault.end and only_filler(text[fault.end : s[0]], lex)]
        if later:
            return blamed(aside, text, lex, later[0][1]) or fault
    return fault


def _fault_problem(msg: Message, fault: Fault, lang: str, lex: Lexicon) -> MessageProblem:
    args = dict(fault.args)
    if fault.key == "unknown":  # the nearest words, said in the message's language
        args = {"hint": wording.hint(in_language(args.get("near", "").split("|"), lang, lex), lang)}
    elif fault.key == "dup_slot":
        a, b = (int(x) for x in args["other"].split(":"))
        args["other"] = msg.quote(a, b)
    elif fault.key in ("misplaced", "ends_early"):
        args = {"expected": wording.expected(args.get("kinds", "").split("|"), lang)}
    return _problem(msg, fault.start, fault.end, wording.text(fault.key, lang, **args), lang, kind=fault.key)


def _typed_last(msg: Message, start: int) -> str:
    """The last words typed before ``start``, on their line (a problem at a mark or a line's end, where
    nothing is there to quote: "the message ends here"). It quoted the message's first 40 characters,
    lines and all, as if they were the word refused."""
    line = msg.original[: msg.start_of(start)].rstrip().rsplit("\n", 1)[-1].strip()
    return " ".join(line.split()[-3:]) if line.isascii() else line[-8:]


def _problem(
    msg: Message, start: int, end: int, text: str, lang: str, value: str = "", kind: str = ""
) -> MessageProblem:
    end = max(end, start + 1) if msg.text else end
    quote = msg.quote(start, min(end, len(msg.text))) or _typed_last(msg, start) or msg.original.strip()[:40]
    line, column = msg.line_col(min(start, max(len(msg.text) - 1, 0)))
    if value == quote:
        value = ""
    return MessageProblem(msg.start_of(start), msg.end_of(end), line, column, quote, text, lang, value, kind)


def parse_message(
    text: str,
    game_dir: Path,
    night: int,
    who: str,
    inn: Inn,
    lang: str | None = None,
    cast: Cast | None = None,
) -> ParsedMessage:
    """Read ``who``'s message for night ``night`` of the game in ``game_dir``.

    Returns the order file's YAML, the echo (the orders in plain words, in the message's
    language or ``lang``), the language, and every problem (empty when the orders are
    valid). ``cast`` defaults to who is on the map that night (the game's history).
    """
    if cast is None:
        from blackhorse.parsing.castof import cast_of

        cast = cast_of(game_dir, night, who, inn)
    return read_message(text, who, night, inn, cast, lang)


def read_message(
    text: str,
    who: str,
    night: int,
    inn: Inn,
    cast: Cast,
    lang: str | None = None,
    echo_check: bool = True,
    player: bool = False,
    second: bool = True,
) -> ParsedMessage:
    """:func:`parse_message` for a known cast (no game folder needed). With ``echo_check`` the
    echo is read back, and a message whose echo gives other orders is refused: never a
    silent misread. ``player``: said to the player on their orders page, the rules in the
    form's words (orderrules.for_player), not the order file's (``blackhorse parse``, the GM's).
    ``second``: a message refused only where the grammar could not read a word is read again
    slot by slot (:mod:`~blackhorse.parsing.slotwise`), through the same checks and echo; when
    that fails too, the first refusal is what is said, after the rules the second reading found
    broken when they are all it found. A message refused whole that was spoken into the phone (one
    long run without punctuation) is read once more with a comma before each time that opens a
    clause (:mod:`~blackhorse.parsing.voicedsaid`), and taken when that reads."""
    found = _read_typed(text, who, night, inn, cast, lang, echo_check, player, second)
    joined = unwrapped(text) if second and not found.ok else text
    if joined != text:  # a paragraph wrapped at a width (round thirty): its lines, as the sentences they are
        whole = _read_typed(joined, who, night, inn, cast, lang, echo_check, player, second)
        if whole.ok or whole.problems and all(_of_the_rules(p) for p in whole.problems):
            return replace(whole, yaml=requoted(whole.yaml, joined, text))  # read, or refused by a rule
    voiced = voiced_commas(text) if second and not found.ok else None
    if voiced is None:
        return found
    spoken = _read_typed(voiced, who, night, inn, cast, lang, echo_check, player, second)
    if not spoken.ok:
        return found
    return replace(spoken, yaml=as_typed(spoken.yaml, voiced, text))  # the message quoted as typed


def _read_typed(
    text: str,
    who: str,
    night: int,
    inn: Inn,
    cast: Cast,
    lang: str | None,
    echo_check: bool,
    player: bool,
    second: bool,
) -> ParsedMessage:
    if second and has_comma_spaces(text):  # 九点去草坪 赵强要是一个人在就杀: spaces between clauses
        parted = _read_message(text, who, night, inn, cast, lang, echo_check, player, False, True)
        if parted.ok:
            return parted
    first = _read_message(text, who, night, inn, cast, lang, echo_check, player, False)
    if first.ok or not second or any(p.kind not in REREAD for p in first.problems):
        return first
    again = _read_message(text, who, night, inn, cast, lang, echo_check, player, True)
    if again.ok:
        return again
    if all(_of_the_rules(p) for p in again.problems):  # read, and a rule refuses it: said first
        return replace(first, problems=tuple(_unique([*again.problems, *first.problems])))
    return first


def _read_message(
    text: str,
    who: str,
    night: int,
    inn: Inn,
    cast: Cast,
    lang: str | None,
    echo_check: bool,
    player: bool,
    slotwise: bool,
    commas: bool = False,
) -> ParsedMessage:
    lex = lexicon(inn, cast.known, cast.nicknames)
    msg = joined(Message.of(text), lambda w: w in lex.words, commas)  # 一个 人: typed apart (spacedsaid.py)
    lang = lang if lang in LANGS else detect_language(msg, lex)
    home = cast.people[who].room if who in cast.people else None
    rooms = tuple((n, p.room) for n, p in cast.people.items() if p.room is not None)
    targets = cast.people[who].targets if who in cast.people else ()
    sight = Sight(inn, home, rooms, targets, tuple(sorted(cast.police)))

    def read(m: Message) -> tuple[Draft | None, list[Fault]]:
        return read_draft(m, lex, inn.always_open, who, sight, slotwise)

    def read_past(m: Message) -> tuple[Draft | None, list[Fault]]:
        draft, faults = read(m)
        past = read_past_idle(m, faults, lex, who, read) if draft is None else None
        return (past[1], []) if past is not None else (draft, faults)

    draft, faults = read(msg)
    if draft is None:  # refused at a word in a clause that says no order (idleclauses.py)
        past = read_past_idle(msg, faults, lex, who, read)
        if past is not None:
            (msg, draft), faults = past, []
    if draft is None:  # a correction said as the order again (restatedsaid.py)
        again = read_restated(msg, faults, read_past)
        if again is not None:
            (msg, draft), faults = again, []
    problems = [_fault_problem(msg, f, lang, lex) for f in faults]
    if draft is None:
        problems.extend(_the_rest(msg, faults, lex, inn, who, sight, night, cast, lang, player))
        problems = _ruled(problems, msg, lex, who, sight, lang)
        problems.sort(key=_order)
        return ParsedMessage(who, lang, "", (), tuple(_unique(problems)))
    rendered = render(draft, who, night, text, cast, msg, lang)
    problems.extend(_fault_problem(msg, f, lang, lex) for f in rendered.faults)
    located = parse_yaml(rendered.yaml, f"{who}'s message")
    sheet, checked = check_located(located, who, cast, inn)  # the one check (orders.sheetcheck)
    for p in checked:
        problems.append(_checked_problem(msg, p, rendered.spans, lang, player))
    if faults and not any(p.kind == "rule:kill" for p in problems):  # a kill the draft lost
        problems = _ruled(problems, msg, lex, who, sight, lang)
    problems.sort(key=_order)
    if problems or sheet is None:
        return ParsedMessage(who, lang, rendered.yaml, (), tuple(_unique(problems)))
    roomless = who in cast.people and home is None  # a police officer without a room: no door (seed 四)
    echo = tuple(echo_lines(sheet, inn, lang, home, door=not roomless))
    spans, asked = _questions(msg, draft, lang)
    # one line each: a part set aside across lines (a change of mind over two pasted messages) is
    # said with " / " where its lines break, so the echo's last line stays one line
    aside = tuple(
        dict.fromkeys(_LINE_BREAKS.sub(" / ", msg.quote(a, b)) for a, b in spans if msg.quote(a, b))
    )
    fixed = tuple(dict.fromkeys((msg.quote(a, b), meant) for a, b, meant in draft.corrected))
    if not echo_check:
        return ParsedMessage(who, lang, rendered.yaml, echo, (), sheet, aside, fixed, asked)
    back = read_message("\n".join(echo), who, night, inn, cast, lang, echo_check=False, second=False)
    if back.sheet is None or _meaning(back.sheet) != _meaning(sheet):
        text = wording.text("echo_differs", lang, echo=" / ".join(echo))
        problem = _problem(msg, 0, len(msg.text), text, lang, kind="echo_differs")
        return ParsedMessage(who, lang, rendered.yaml, (), (problem,))
    return ParsedMessage(who, lang, rendered.yaml, echo, (), sheet, aside, fixed, asked)


def _questions(msg: Message, draft: Draft, lang: str) -> tuple[list[tuple[int, int]], tuple[str, ...]]:
    """The spans set aside that are not questions, and the questions set aside whole (asksaid.py),
    as typed with their question marks, each with the map's answer where it gave one."""
    spans = list(draft.aside)
    asked: list[str] = []
    for q in questions(msg.text):
        holding = [s for s in spans if s[0] <= q.start and q.end <= s[1]]
        if not holding:
            continue
        a, b = holding[0]
        spans.remove(holding[0])
        spans += [s for s in ((a, q.start), (q.mark, b)) if msg.quote(*s).strip(" ,，:：")]
        said = msg.quote(q.start, q.mark)
        for at, zh, en in draft.answers:
            if at == q.start:
                said += zh if lang == "zh" else en
        asked.append(said)
    return sorted(spans), tuple(asked)


# the faults of one word, after which the rest of the message can still be read
_WORD_FAULTS = frozenset(
    {"unknown", "who_unknown", "no_roommate", "which_room", "negation", "vague_time", "hedge", "choice"}
    | {"who_ambiguous", "change", "taken_back"}
)


# the reading faults that are the rules' (what a window sees, the door's hours, the targets, the
# slots): said with the words refused, as the checker's problems are
_RULE_FAULTS = frozenset(
    {"view_unseen", "door_time", "door_from", "both_targets", "outside_night", "off_slot", "until_off_slot"}
    | {"no_room", "two_kills", "corridor_stop", "dup_slot", "peek_elsewhere"}
)
# what the reader says of a word it could not read (not a rule the orders break)
_READERS_OWN = frozenset({"unknown", "who_unknown", "misplaced", "ends_early", "bracket_meaning", "negation"})


def _the_rest(
    msg: Message,
    faults: list[Fault],
    lex: Lexicon,
    inn: Inn,
    who: str,
    sight: Sight,
    night: int,
    cast: Cast,
    lang: str,
    player: bool = False,
) -> list[MessageProblem]:
    """All the problems at once: with the word refused blanked out, the rest of the message is
    read again, for the other words refused and for what the rules say of the orders it holds
    (8:35去花园，九点去206，11点半回家: 206, and 8:35 and 11:30 too). Only problems of words and
    of the rules are added: a blank may leave an order incomplete, which is no mistake of
    the player's."""
    out: list[MessageProblem] = []
    text = msg.text
    for _ in range(8):
        if not faults or faults[0].key not in _WORD_FAULTS:
            return out
        start, end = clause_of(text, faults[0])  # the part between punctuation holding the word
        start, end = spaced_clause_of(text, faults[0], start, end)  # 我怕死: between spaces, typed so
        text = text[:start] + " " * (end - start) + text[end:]
        blank = replace(msg, text=text)
        draft, faults = read_draft(blank, lex, inn.always_open, who, sight, slotwise=True)
        out.extend(_fault_problem(msg, f, lang, lex) for f in faults if f.key in _WORD_FAULTS)
        if draft is not None:
            break
    else:
        return out
    if draft is None:
        return out
    if draft.faults:  # what the rules refuse is said too (从窗户看草坪 from a north room)
        return out + [_fault_problem(msg, f, lang, lex) for f in draft.faults if f.key in _RULE_FAULTS]
    rendered = render(draft, who, night, msg.original, cast, blank, lang)
    if rendered.faults:
        return out
    _, checked = check_located(parse_yaml(rendered.yaml, f"{who}'s message"), who, cast, inn)
    out.extend(_checked_problem(msg, p, rendered.spans, lang, player) for p in checked)
    return out


def _ruled(
    problems: list[MessageProblem], msg: Message, lex: Lexicon, who: str, sight: Sight, lang: str
) -> list[MessageProblem]:
    """A refused message's problems with who kills whom said in the rule's terms (killwhom.py):
    the rule's problem replaces the reader's own at the same words (谁: not "who is this?")."""
    tokens = tokenize(msg.text, lex)
    ruled = [
        _fault_problem(msg, f, lang, lex)
        for f in kill_rule_faults(tokens, msg.text, who, sight.targets, sight.police)
        + maybe_kill_faults(tokens, msg.text, who, sight.targets, sight.police)
    ]
    if problems and all(p.kind in _READERS_OWN | GUESSED for p in problems):  # 站在走廊上，盯着203的门
        faults = stop_rule_faults(tokens, msg.text) + slot_rule_faults(tokens)  # 21:05 开怪：去花园
        faults += peek_rule_faults(tokens, sight.home, sight.rooms, sight.inn.always_open)
        faults += door_rule_faults(tokens)  # 整晚都不开门 10点以后也不开 (seed 五.12)
        said = {(p.start, p.end, p.kind) for p in problems}  # 九点多 said already: not twice
        faults += [f for f in guess_rule_faults(tokens) if (f.start, f.end, f.key) not in said]
        ruled += [_fault_problem(msg, f, lang, lex) for f in faults]
    if not ruled:
        return problems
    words = ("unknown", "who_unknown", "misplaced", "ends_early")  # the reader's own, at a word
    kept = [
        p
        for p in problems
        if p.kind not in words or not any(p.start < r.end and r.start < p.end for r in ruled)
    ]
    return ruled + kept


def _order(p: MessageProblem) -> tuple[bool, bool, int, int, str]:
    """Problems in message order, who kills whom first (the rule refuses the message whatever
    else it says: killwhom.py), then the other rules the orders break, then the words: a rule
    read from the rest of the message is what the player must hear first (docs/PARSING.md,
    "The rule before the word")."""
    return (p.kind not in KILL_KINDS, not _of_the_rules(p), p.start, p.end, p.text)


def _of_the_rules(p: MessageProblem) -> bool:
    """Whether a problem is a rule the orders break (the checker's, who kills whom, a window
    that cannot see, a time off the night or the slots), not a word the reader could not read."""
    return p.kind.startswith("rule:") or p.kind in KILL_KINDS or p.kind in _RULE_FAULTS


def _meaning(sheet: OrderSheet) -> tuple[object, ...]:
    """What a sheet says, as the echo can say it back (an explicit open door is the default,
    ``if: always`` without a kill says nothing)."""

    def bare(a: Action | None) -> Action | None:
        if a is None:
            return None
        cond = (
            None if a.condition is not None and a.condition.kind == "always" and not a.kill else a.condition
        )
        return replace(a, line=0, condition=cond, otherwise=bare(a.otherwise))

    orders = tuple((o.at, bare(o.action)) for o in sheet.orders)
    standing = tuple(replace(k, line=0) for k in sheet.standing)
    return sheet.door, orders, standing


def _checked_problem(
    msg: Message, p: Problem, spans: dict[str, tuple[int, int]], lang: str, player: bool = False
) -> MessageProblem:
    path = p.field.split(".") if p.field else []
    while path and ".".join(path) not in spans:
        path.pop()
    start, end = spans.get(".".join(path), (0, len(msg.text)))
    kind = "rule:" + (p.field.split(".")[-1] if p.field else "file")
    allowed: str = SAID_ALLOWED.get(p.allowed, p.allowed)  # a message has no quotes to write
    if player:  # the rules in the form's words, not the file's
        allowed = for_player(allowed)
    said = _start_said(p.value) if kind == "rule:at" else None
    if said is not None:  # 8点15, 7:30: the time as a clock says it, and the rule it breaks
        text = wording.text(said[0], lang, time=said[1])
        return _problem(msg, start, end, text, lang, value_text(p.value, lang), kind)
    return _problem(msg, start, end, allowed_text(allowed, lang), lang, value_text(p.value, lang), kind)


_CLOCK = re.compile(r"(\d{1,2}):(\d{2})")


def _start_said(value: object) -> tuple[str, str] | None:
    """An order's start the rules refuse (``at``), as ``(why, HH:MM)``: off the night (before
    20:00, from 23:00) or off the 10-minute slots; None when the value is no clock time."""
    m = _CLOCK.fullmatch(str(value).strip())
    if m is None:
        return None
    minutes = int(m[1]) * 60 + int(m[2])
    if minutes < 20 * 60 or minutes >= 23 * 60:
        return "outside_night", f"{minutes // 60}:{minutes % 60:02d}"
    return ("off_slot", f"{minutes // 60}:{minutes % 60:02d}") if minutes % SLOT else None


def _unique(problems: list[MessageProblem]) -> list[MessageProblem]:
    seen: set[tuple[int, str]] = set()
    out: list[MessageProblem] = []
    for p in problems:
        if (p.start, p.text) not in seen:
            seen.add((p.start, p.text))
            out.append(p)
    return out
