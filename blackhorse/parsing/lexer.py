"""Cutting a message into words: the longest known word at each place, times by their forms.

Chinese is written without spaces, so the message is read left to right taking, at each
position, the longest word of the lexicon (or the longest time) that starts there. A Latin
word must end at a word boundary (``go`` is not the start of ``good``). What cannot be read
is an :class:`Unknown`: the part not understood (up to the next space or punctuation) with
the words it most resembles.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable

from lark import Token

from blackhorse.core.dataclass import dataclass
from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.alsoseensaid import also_seen, camped
from blackhorse.parsing.arrivesaid import came_in
from blackhorse.parsing.asksaid import asked
from blackhorse.parsing.avoidsaid import avoided_stairs
from blackhorse.parsing.cafesaid import described, final_de, number_then_whose
from blackhorse.parsing.casual import casual
from blackhorse.parsing.clubsaid import (
    better_stay,
    knife_for_kill,
    opener_unsaid,
    slashed_failures,
    that_room,
    then_a_knock,
    word_per_line,
)
from blackhorse.parsing.colloquial import colloquial
from blackhorse.parsing.comingsaid import coming_by
from blackhorse.parsing.doing import doing
from blackhorse.parsing.emojisaid import house_home, window_emoji
from blackhorse.parsing.englishsaid import english_shapes
from blackhorse.parsing.formalsaid import formal
from blackhorse.parsing.forumsaid import (
    CITATION,
    CITATION_STARTS,
    absent_then_unopened,
    comma_before_or,
    failures_of_the_kill,
    in_there_then_unopened,
    met_while_away,
    nobody_about,
    or_if_failures,
    outline_heading,
    there_or_unopened,
)
from blackhorse.parsing.groupsaid import POLICE
from blackhorse.parsing.headingsaid import headings, observing, plan_heading, rounds_heading
from blackhorse.parsing.hourssaid import double_hours
from blackhorse.parsing.idlesaid import idle_from
from blackhorse.parsing.ifwheresaid import if_where, met_where_it_went, place_first
from blackhorse.parsing.interruptsaid import interrupted
from blackhorse.parsing.joins import read_together
from blackhorse.parsing.knocksaid import visit_end_said_again
from blackhorse.parsing.lengthsaid import after_the_first, length_before_place, opening_at
from blackhorse.parsing.lexicon import Lexicon, Word
from blackhorse.parsing.looksaid import view_in_brackets
from blackhorse.parsing.meanwhilesaid import that_time
from blackhorse.parsing.mendsaid import mended
from blackhorse.parsing.naming import ADDRESS_AFTER, FAMILIAR_ZH, read_name
from blackhorse.parsing.numerals import cn_number
from blackhorse.parsing.officesaid import done_said_last, door_field, kill_with_dui
from blackhorse.parsing.otherdaysaid import told
from blackhorse.parsing.personheadsaid import person_headings
from blackhorse.parsing.pickedsaid import picked, still_said
from blackhorse.parsing.pidginsaid import pidgin_said
from blackhorse.parsing.plansaid import chosen_plan
from blackhorse.parsing.qqsaid import (
    addressed_on_campus,
    back_to_the_room,
    doing_what,
    last_minutes,
    met_by_me,
    range_and_its_length,
    seen_unmet,
    taken_away,
    there_at,
)
from blackhorse.parsing.quotedsaid import unquoted
from blackhorse.parsing.reasoningsaid import reasoning
from blackhorse.parsing.reasonsaid import reasons
from blackhorse.parsing.regardlesssaid import either_way
from blackhorse.parsing.registersaid import formal_register
from blackhorse.parsing.residentsaid import lives_in
from blackhorse.parsing.roleplaysaid import (
    door_pushed_open,
    if_nobody_answers,
    misheard_corrected,
    room_and_its_tenant,
    slot_of_a_time,
    strolled_until,
    whoever_i_see,
    whom_looked_for,
)
from blackhorse.parsing.runonsaid import spoken_clauses, then_all_night
from blackhorse.parsing.secretsaid import kept_secret
from blackhorse.parsing.setoffsaid import set_off
from blackhorse.parsing.signin import pinyin_of, room_signed, sounds_like
from blackhorse.parsing.slangsaid import (
    back_to_a_place,
    cheered,
    door_topic,
    gei_as_ba,
    one_for_alone,
    watching_the_one_there,
)
from blackhorse.parsing.spelling import misspelt_word
from blackhorse.parsing.spokensaid import (
    apology_to_them,
    if_not_alone_said,
    k_for_kill,
    room_of_named,
    same_but,
    same_place_twice,
    same_way_named,
    seen_through,
    thanks_last,
    visit_paid,
)
from blackhorse.parsing.stairsaid import down_then, down_to, same_way_again, stairs_passed
from blackhorse.parsing.templatesaid import filled_in
from blackhorse.parsing.thoughtsaid import given_up, the_nights_topic, thought_over
from blackhorse.parsing.turnedsaid import if_not_alone
from blackhorse.parsing.typos import (
    going_slipped,
    half_slipped,
    is_slipped,
    misspelt_place,
    noun_finished,
    noun_starts_with,
)
from blackhorse.parsing.unmetsaid import unmet
from blackhorse.parsing.watchsaid import watched_for
from blackhorse.parsing.whysaid import anyway_said, before_so, causes, habits, said_of_a_place
from blackhorse.parsing.workplacesaid import (
    announced_kill,
    coming_in_said_casually,
    kill_denied,
    knocked_at_its_door,
    mention,
    met_and_named_again,
    name_then_pronoun,
    no_kill_in_the_alternative,
    opened_and_went_in,
    place_to_place,
    topic_then_met,
)
from blackhorse.parsing.worldsaid import (
    and_alone,
    going_to_visit,
    just_them,
    knife_beside_kill,
    offer_to_answer,
    over_the_stairs,
    thats_them_done,
)

_CN = "零〇一二两三四五六七八九十廿卅"
_NUM = rf"(?:\d{{1,2}}|[{_CN}]{{1,3}})"
# minutes after 点: one Chinese digit but 十 only before 分 (九点五分), never in 十点一直, 九点一起,
# 十点两个人 (the digit starts the next word: 22:01 was read)
_MINUTE = rf"(?:\d{{1,2}}|[{_CN}]{{2,3}}|[十廿卅]|[{_CN}](?= ?分))"
# 九点四 (21:40), 八点五去: one digit after 点 is the tens of minutes, said before a verb, a mark or
# the end (never 九点一起, 十点两个人, 九点三楼: 一 and 两 are never tens, 楼 is no verb); 九点两个字
# is Cantonese, a 字 is five minutes (the clock's numerals): 21:10
_TENS_NEXT = r"[去到回返在就开看杀落上下出进，,。；;、\s]|$"
_HOURS = "eight|nine|ten|eleven"
_TENS = "ten|twenty|thirty|forty|fifty"
# minutes said before an hour ("twenty to ten", "ten past nine"): words, or digits with "minutes"
_EN_MINUTES = "twenty[- ]five|twenty|fifteen|ten|five"
_EVENING = "夜里|夜间|晚间|夜晚|深夜|今夜"
_DAY = "早上|上午|早晨|清晨|凌晨|中午|下午"
_MORNING = ("早上", "上午", "早晨", "清晨", "凌晨")
# an hour after "past" / "to": "quarter to ten: meet" reads (a colon ends it), "ten to ten:30"
# does not; "ten past nine pm" is that time too
_OCLOCK = "o'? ?clock"
_HOUR = rf"(?P<h>\d{{1,2}}|{_HOURS})(?: ?{_OCLOCK}| ?(?P<pm>pm|p\.m\.))?(?![\da-z]|:\d)"
TIME_FORMS = (
    # 20:30, 8:30, 8.30, 8:30pm
    # (never "8:30 amble", "9 amble": am and pm are words of their own)
    # (never "from 8. 10:20": a sentence's end, then 22:20)
    # (21:00h, 21.40h, 2140 hours: the military "hours" said after it)
    re.compile(
        r"(?P<h>\d{1,2}) ?(?:: ?|\.|h)(?P<m>\d{2})"
        r"(?: ?(?P<pm>pm|p\.m\.|am|a\.m\.|hours|hrs|h)(?![a-z]))?(?!\d)"
        r"(?:[整正](?![晚夜宿天个场]))?"  # 22:00整: on the dot (never 22:00整晚, all night; round 28)
    ),
    # at 8 40, 9 30pm, 21 30: the hour and two-digit minutes with a space for the colon, as typed in
    # a hurry (never "9 20 minutes", a length; never "9 10:00", a time after an hour)
    re.compile(
        r"(?<![\d:.])(?P<h>2[0-3]|1[01]|0?[89]) (?P<m>[0-5]\d)(?: ?(?P<pm>pm|p\.m\.)(?![a-z]))?"
        r"(?![\d:.点點时]| ?(?:min|hour|hr|-?ish)|[a-z])"
    ),
    # half past 9, quarter past 9, half past nine, ten past nine, 20 minutes past 9
    re.compile(
        rf"(?:(?P<half>half)|(?:a )?(?P<q1>quarter)|(?P<m>{_EN_MINUTES}|\d{{1,2}})(?: minutes?)?)"
        rf"(?: |-)past {_HOUR}"
    ),
    # half eight, half 9 (British: 8:30, 9:30; never "half an hour", "half past": the forms around)
    # ("half nine: lawn" too: a colon with no minutes after it ends the time)
    # ("half seven": 19:30, before the night: refused as such, never an unknown word; round twenty-five)
    re.compile(r"(?P<half>half) (?P<h>seven|eight|nine|ten|eleven|7|8|9|10|11)(?![\da-z]|[:.] ?\d)"),
    # 9 and a half, nine and a quarter, the 9 and quarter (9:30, 9:15: learners' English, round
    # fifteen); never a length ("2 and a half hours": not an hour of the night, nor before "hours"),
    # never the start of a range's end ("between 9 and half past 10": 22:30, round eighteen)
    re.compile(
        r"(?<![\d:.])(?P<h>eight|nine|ten|eleven|8|9|10|11) and (?:a )?(?:(?P<half>half)|(?P<q1>quarter))"
        r"(?![a-z])(?! ?(?:an? )?(?:hours?|hrs?|mins?|minutes?)(?![a-z]))(?! (?:past|to) )"
        r"(?! (?:eight|nine|ten|eleven|[0-9])(?![a-z]))"  # "between 9 and half ten": half ten, British
    ),
    # 9 and 40, nine and twenty (21:40, 21:20: a learner's "and" between the hour and the tens of
    # minutes; never "between 9 and 10", a range, nor "9 and 20 minutes", a length)
    re.compile(
        r"(?<!between )(?<![\d:.])(?P<h>eight|nine|ten|8|9|10)(?<!between 8)(?<!between 9) and "
        r"(?P<m>20|30|40|50|twenty|thirty|forty|fifty)(?![\da-z:.]| ?(?:min|hour|hr))"
    ),
    # twenty to ten, a quarter to ten, 10 minutes to 10 (not "9 to 10", nor "from ten to eleven": ranges;
    # "from twenty to nine", "from quarter to ten" are times: no hour of the night starts them)
    re.compile(
        r"(?:(?:a )?(?P<qto>quarter)"
        r"|(?P<to>twenty[- ]five|twenty|fifteen|(?<!from )(?<!between )(?:ten|five))"
        rf"(?: minutes?)?|(?<!from )(?<!between )(?P<to2>\d{{1,2}}) minutes?) to {_HOUR}"
    ),
    # American "of" for "to" (ten of nine, a quarter of ten: 20:50, 21:45): "of" starts no range
    re.compile(
        rf"(?:(?:a )?(?P<qto>quarter)|(?P<to>{_EN_MINUTES})(?: minutes?)?|(?P<to2>\d{{1,2}}) minutes?)"
        rf" of {_HOUR}"
    ),
    # 20 to 10, 5 to 10, 10 to 10, 10 to 9 (9:50, 8:50): digits before "to" that cannot start a
    # range ("9 to 10", "10 to 11" are ranges; "5 to 10 minutes" is a length)
    re.compile(
        r"(?<!from )(?<!between )(?<![\d:.])(?:(?P<to>5|15|20|25)|(?P<to2>10)(?= to (?:8|9|10)(?!\d)))"
        r" to (?P<h>8|9|10|11)(?![\d]|[:.]\d|[a-z]| ?(?:min|hour|hr))"
    ),
    # nine, nine thirty, nine fifteen, ten o'clock
    re.compile(
        rf"(?P<h>{_HOURS})(?:[ -](?P<m>forty[ -]five|{_TENS}|fifteen))?(?: ?(?P<pm>{_OCLOCK}|pm|p\.m\.))?"
        r"(?![a-z-])"
    ),
    # 9pm, 9 o'clock
    re.compile(rf"(?P<h>\d{{1,2}}) ?(?P<pm>pm|p\.m\.|{_OCLOCK}|am|a\.m\.)(?![a-z])"),
    # 21h, 9h, 22 h: the hour alone with an "h", as French and German players write it (20h00 above)
    re.compile(r"(?<![\d:.])(?P<h>2[0-3]|1[01]|0?[89]) ?h(?![a-z\d])"),
    # 2200, 930, 1030pm: the hour and the minutes without a colon (never a room: see tokenize);
    # 1930 too, before the night, refused as such, never an unknown word (round thirty-five)
    re.compile(
        r"(?P<h>2[0-3]|1\d|0?[89])(?P<m>[0-5]\d)"
        r"(?: ?(?P<pm>pm|p\.m\.|hours|hrs|hr|h)(?![a-z]))?(?!\d|[:.]\d)"
    ),
    # (九点五十：去花园: a colon after the minutes ends the time, the minutes kept)
    # 八点半, 8点20, 九点十分, 10点整, 8点半整, 八点一刻, 九点差十分, 九點一個骨 (Cantonese: a quarter,
    # round 24), 十點踏二 (Cantonese: the clock's second mark, 10:10, round 25); after a word of the
    # evening (夜里十点)
    # or of the day (早上八点: 8:00, not of the night)
    re.compile(
        rf"(?:(?P<day>{_DAY})|{_EVENING})?(?P<h>{_NUM}) ?[点點时]钟?"
        rf"(?: ?(?:(?P<half>半)钟?|(?P<whole>[整正])|过?(?P<q1>一刻|一个骨)|过?(?P<q3>三刻|三个骨)"
        rf"|差(?P<qto>一刻)"
        rf"|差(?P<to>{_NUM}) ?分?|过?(?P<zi>{_NUM}) ?个字"
        rf"|[踏搭](?P<ta>[一二三四五六七八九十]{{1,2}}|\d{{1,2}})"
        rf"|(?P<tens>[二三四五])(?={_TENS_NEXT})"
        rf"|过?(?P<m>{_MINUTE})(?!\d| ?[点點时]| ?:\d) ?分?))?"  # 10点 209
        r"(?:(?<=[半分])整)?"  # 8点半整, 9点10分整: on the dot; 看到10点 10点后: two hours, no 22:10
    ),
    # 差十分九点, 差一刻十点: minutes before the hour
    re.compile(rf"差(?:(?P<qto>一刻)|(?P<to>{_NUM}) ?分钟?) ?(?P<h>{_NUM}) ?[点點]钟?"),
)
_TIME_STARTS = "hqentfa差" + "".join({w[0] for w in (_EVENING + "|" + _DAY).split("|")})
SEPARATORS = set(" \t\n,;.!?:()[]\"'…·、。")
LATIN = re.compile(r"[a-z0-9'_-]")
WORDCHAR = re.compile(r"[a-z0-9]")


def _en(words: str) -> str:
    """``twenty five`` as ``twenty-five`` (the form :data:`blackhorse.parsing.numerals.EN_NUMBERS` knows)."""
    return words.replace(" ", "-")


def time_value(m: re.Match[str]) -> int | None:
    """The minute of the night (0 = 20:00) a time match says; None if it is no clock time."""
    hour = cn_number(m["h"])
    groups = m.groupdict()
    before = groups.get("to") or groups.get("to2")
    minute: int | None
    if groups.get("qto") or before:  # twenty to ten, 差十分九点: minutes before the hour
        less = 15 if groups.get("qto") else cn_number(_en(before or ""))
        if hour is None or less is None or not 0 < less < 60:
            return None
        hour, minute = hour - 1, 60 - less
    elif groups.get("zi") or groups.get("ta"):  # 十点两个字, 十點踏二 (Cantonese): fives of minutes
        fives = cn_number(m["zi"] or m["ta"])
        minute = None if fives is None else fives * 5
    elif groups.get("tens"):
        tens = cn_number(m["tens"])
        minute = None if tens is None else tens * 10
    elif groups.get("half"):
        minute = 30
    elif groups.get("q1"):
        minute = 15
    elif groups.get("q3"):
        minute = 45
    elif groups.get("m"):
        minute = cn_number(_en(m["m"]))
    else:
        minute = 0
    if hour is None or minute is None or minute >= 60 or hour > 24:
        return None
    if hour <= 12 and not (groups.get("pm") or "").startswith("a") and groups.get("day") not in _MORNING:
        hour += 12  # the night's hours: 8, 9, 10, 11 mean the evening (so do 8pm ...)
    return hour * 60 + minute - 20 * 60


@dataclass(frozen=True)
class Unknown(Exception):
    """A part of the message no word of the lexicon matches."""

    start: int
    end: int
    suggestions: tuple[str, ...]


def _runs_on(text: str, end: int, word: Word, lex: Lexicon) -> bool:
    """A place ending in 下 (西楼梯下, the foot of the stairs) whose 下 begins the verb after it
    (西楼梯下楼, 西楼梯下去花园: down the west stairs; 走东楼梯下花园: down the east stairs to the
    garden, a place right after it; 经东楼梯下至花园): the shorter place is meant."""
    if word.kind != "PLACE" or text[end - 1] != "下" or end >= len(text):
        return False
    down_to = text[end] == "至" and _kind_at(text, end + 1, lex, ("PLACE",))  # 经东楼梯下至花园
    return text[end] in "楼去到来" or down_to or _kind_at(text, end, lex, ("PLACE",))


def _boundary(text: str, end: int, surface: str) -> bool:
    """A word ending in a Latin letter or digit must not run on into another one."""
    if not WORDCHAR.match(surface[-1]) or end >= len(text):
        return True
    return not WORDCHAR.match(text[end])


def _name_at(text: str, i: int, lex: Lexicon) -> bool:
    """Whether a person's name starts at ``i`` (回房见Tom: 见 is seeing Tom, no slip of 间)."""
    return _kind_at(text, i, lex, ("NAME", "WHO"))


def _kind_at(text: str, i: int, lex: Lexicon, kinds: tuple[str, ...]) -> bool:
    """Whether a word of one of ``kinds`` starts at ``i``."""
    if i >= len(text):
        return False
    for length in lex.lengths_from(text[i]):
        word = lex.words.get(text[i : i + length])
        if word is not None and word.kind in kinds:
            return True
    return False


def tokenize(text: str, lex: Lexicon, sender: str | None = None) -> list[Token]:
    """The words of normalised ``text`` (a message of ``sender``'s, when known). A part no word
    matches is an ``UNKNOWN`` token (up to the next space, punctuation or known word);
    :mod:`blackhorse.parsing.aside` decides whether it can be set aside or must be refused."""
    words = [t for t in _time_changed(_alone_or_not_there(scan(text, lex))) if t.type != "FILLER"]
    words = after_the_first(person_headings(words, text, sender), text)  # 第一个小时以后 (lengthsaid)
    # 戌正（晚八点）, 自花园返回, 看走廊和西楼梯, 窗户蹲草坪 (hourssaid, registersaid, alsoseensaid)
    words = camped(also_seen(formal_register(double_hours(words), text)))
    # 把她杀了 要是…: a pause, a comma; 。然后整晚…: the night's kill (runonsaid); 。然后…来敲门 (clubsaid)
    words = word_per_line(words, text)  # 9点\n去\n草坪: a word a line (clubsaid)
    return rewritten(then_a_knock(then_all_night(spoken_clauses(words, text))), text, lex)


def _alone_or_not_there(tokens: list[Token]) -> list[Token]:
    """ "if he is not alone or not there or does not open": "alone or not" before "there" is two of
    the failures listed, not "whether alone or not" (the lexicon's longest word)."""
    out: list[Token] = []
    skip = False
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if skip:
            skip = False
            continue
        if t.type == "FILLER" and str(t) in _THERE_SAID and _if_someone(out):
            # 如果苏菲(也)在那边我就回房: being there is the case, not a filler (round thirty-five)
            s, e = t.start_pos or 0, t.end_pos or 0
            out += [
                Token("AT", "在", start_pos=s, end_pos=s + 1),
                Token("THERE", "那里", start_pos=s + 1, end_pos=e),
            ]
            continue
        if t.type == "ALWAYS" and str(t) == "alone or not" and nxt is not None and nxt.type == "THERE":
            s = t.start_pos or 0
            out += [
                Token("ALONE", "alone", start_pos=s, end_pos=s + 5),
                Token("CHOICE", "or", start_pos=s + 6, end_pos=s + 8),
                Token("NOT_THERE", f"not {nxt}", start_pos=s + 9, end_pos=nxt.end_pos),
            ]
            skip = True
            continue
        out.append(t)
    return out


# being over there, which the lexicon drops as a filler after a going (去花园在那边待着)
_THERE_SAID = frozenset({"在那边", "在那儿", "在那边儿", "在那"})


def _if_someone(before: list[Token]) -> bool:
    """Whether ``before`` ends in "if" and a person (如果苏菲, 要是他也), but for the fillers."""
    said = [u for u in before if u.type != "FILLER" or str(u) not in ("也", "还", "都")][-2:]
    return len(said) == 2 and said[0].type == "IF" and said[1].type in ("NAME", "PRONOUN")


_CHANGING = frozenset({"改", "换"})
# what may follow the new time in its clause for the change to be of a time alone (手滑: a slip)
_SAID_WITH = frozenset({"FILLER", "UNKNOWN", "ASIDE"})
# a night named by its number (第二夜, 第三晚; 第2夜 is 第二夜 by then): whichever night, set aside, and
# refused when it is not the night being read (strangersaid.other_night, yamlout.py); said as which
# night it is (第二夜了, 都第三晚了, 已经第二夜啦) it is a remark, left to the aside rules whole
_NIGHT_NAMED = re.compile(r"(?<!都)(?<!已经)第[一二三四五六七][夜晚](?![了啦])")
# digits a chat types for a cheer (666), a laugh (2333) or a goodbye (886): never a time or a room
_DIGIT_CHEER = re.compile(r"(?:6{3,}|23{3,}|886)(?![0-9:：.点时分])")


def _time_changed(words: list[Token]) -> list[Token]:
    """``9点去204\n改 9点10 手滑``: 改 / 换 (a filler where it switches at a time, ``9点改门孔``)
    opening a clause with a time and nothing to do at it changes the time of an order said
    before: which one is not guessed. It is a change of mind (``CHANGE``, refused: "send the
    orders as they now stand"), never dropped: dropped, the time became a new order's, and the
    orders after it moved (a misread on a clean set)."""
    out = list(words)
    for k, t in enumerate(out):
        if t.type != "FILLER" or str(t) not in _CHANGING:
            continue
        before = next((u for u in reversed(out[:k]) if u.type != "FILLER"), None)
        if before is not None and before.type != "SEP":
            continue
        if k + 1 >= len(out) or out[k + 1].type != "TIME":
            continue
        j = k + 2
        while j < len(out) and out[j].type != "SEP":
            if out[j].type not in _SAID_WITH:
                break
            j += 1
        else:
            out[k] = Token("CHANGE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def rewritten(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """The words as they stand together (the rewrites of each class, in turn), from the words
    :func:`scan` cut, fillers left out."""
    # 去草坪或者花园……算了去草坪吧: the pick, the choice set aside; 门还是开着: still (pickedsaid)
    tokens = still_said(picked(tokens))
    tokens = reasoning(tokens, text)  # 分析：…。安排：…: the reasons, labelled, before the orders
    tokens = lives_in(tokens)  # Mike住201对吧，…: who lives where, a remark (residentsaid)
    tokens = room_signed(tokens)  # "207 here.": the sender's room signing in (signin)
    tokens = unquoted(tokens)  # 去「花園」: the place, read past its quotation marks (quotedsaid)
    tokens = mended(tokens, text)  # the gadren *garden; kilo Dafei. *kill not kilo (mendsaid, round ten)
    tokens = pidgin_said(tokens, text)  # I go finish am; back to my room sha (pidginsaid, round ten)
    # window see the lawn; If not alone; that's all, shot!; k Tom if solo (spokensaid, English round nine)
    tokens = apology_to_them(k_for_kill(thanks_last(if_not_alone_said(room_of_named(seen_through(tokens))))))
    # the same, but ...; same way, east stairs; the common room, 204 (spokensaid)
    tokens = visit_paid(same_place_twice(same_way_named(same_but(tokens, text))))  # pay Tom a visit
    tokens = slot_of_a_time(if_nobody_answers(tokens), text)  # 若不应门; 八点那段 (roleplaysaid, round nine)
    tokens = room_and_its_tenant(tokens)  # 去205白露房间: the same room said twice (roleplaysaid)
    tokens = strolled_until(misheard_corrected(tokens, text))  # 画院里 哦不是画院 是花园; 转到八点五十
    tokens = whoever_i_see(door_pushed_open(tokens), text)  # 推开门去204; 谁去草坪我都看得见 (roleplaysaid)
    tokens = whom_looked_for(tokens, text)  # 窗户看着外面，看看到底谁会去悬崖那边 (roleplaysaid)
    # 去209那个印度小姑娘Priya的房间; 不出去的 (cafesaid, round nine)
    tokens = final_de(number_then_whose(described(tokens, text)))
    tokens = nobody_about(comma_before_or(tokens))  # 不是一个人，或者他不在; 碰到他，周围没人 (forumsaid)
    tokens = view_in_brackets(tokens)  # 窗户（草坪）, "window from 204 (garden)": the place seen (looksaid)
    tokens = avoided_stairs(tokens)  # 走东楼梯（别走西边，离他屋太近）: the other staircase taken
    # 把老王带走; 柱子学长; back房间; 被我碰到; 在204苟着 8点过去 (qqsaid, round eight)
    tokens = there_at(met_by_me(back_to_the_room(addressed_on_campus(taken_away(tokens)))))
    tokens = last_minutes(doing_what(range_and_its_length(tokens)), text)  # 九点到十点这一个钟头; 看看X在干嘛
    tokens = one_for_alone(
        door_topic(gei_as_ba(going_slipped(is_slipped(tokens), lex)))
    )  # 区204; 给他送走 (round six)
    # 不在/不开门: or; 找B，开门就动手; 他那屋; 还是苟一下 (clubsaid, round seven)
    tokens = better_stay(that_room(opener_unsaid(slashed_failures(tokens))))
    # @幕后黑手; 不动手; Jonas他如果一个人在; 今晚要动手了 (Chinese at work, workplacesaid.py)
    tokens = place_to_place(
        announced_kill(topic_then_met(name_then_pronoun(kill_denied(mention(tokens, text)))))
    )
    tokens = no_kill_in_the_alternative(tokens)  # …，赵强在就回家，不要动手: no kill there, said again
    tokens = met_and_named_again(tokens)  # 碰到小美而且小美一个人: she
    tokens = door_field(kill_with_dui(tokens), text)  # 对老杨执行击杀: 把; 门：开放 (officesaid.py)
    tokens = done_said_last(tokens)  # …回房间睡觉。搞定！: done (officesaid.py)
    tokens = coming_in_said_casually(knocked_at_its_door(tokens))  # 去203门口敲门; X要是进来了、
    tokens = opened_and_went_in(tokens, text)  # 敲门…，开门就进去，没人开就去草坪
    tokens = cheered(back_to_a_place(watching_the_one_there(tokens)))  # 回来204; 盯着他; 冲了冲了
    tokens = knife_for_kill(tokens, text)  # 他一个人的话 🔪: the kill (clubsaid, round seven)
    tokens = window_emoji(house_home(tokens))  # 21:40→🏠: home, before a change of mind reads the time; 🪟
    tokens = chosen_plan(filled_in(tokens, text), text)  # 方案A…方案B…选B: the plan chosen
    tokens = coming_by(tokens, text)  # "I stay in. if C comes by alone, kill her"
    tokens = told(reasons(_windows(names_by_sound(tokens, text, lex)), text, lex), text, lex)
    tokens = kept_secret(tokens, text, lex)  # (don't tell Tony, he'd never shut up about it)
    tokens = given_up(tokens, text)  # 本来想去草坪，想了想还是九点去花园: the plan given up
    tokens = the_nights_topic(tokens, text)  # 今晚我主要是想找kev。: whom the night is about
    tokens = before_so(anyway_said(causes(asked(tokens, text, lex), text, lex), text, lex), text, lex)
    tokens = watched_for(said_of_a_place(habits(tokens, text, lex), text, lex), text, lex)
    tokens = plan_heading(headings(tokens, text, lex), text)  # 今晚策略偏保守： (headingsaid)
    tokens = rounds_heading(tokens, lex)  # 今晚去敲门走访一下：十点去205… (headingsaid)
    tokens = observing(tokens, text)  # 今晚不杀人，纯观察。- 8:00 窗: the looks summed up (headingsaid)
    tokens = down_to(
        down_then(
            stairs_passed(casual(came_in(same_way_again(length_before_place(tokens)), text), text), text),
            text,
        )
    )  # 东楼梯下去花园; 8:10 下花园
    tokens = doing(tokens, text)
    tokens = english_shapes(formal(colloquial(tokens, text), text), text)
    # that's him done for 🔪; "let me know if ..."; meet X and nobody else; go to visit 205; over the
    # east stairs (worldsaid, English round eight)
    tokens = and_alone(offer_to_answer(knife_beside_kill(thats_them_done(tokens, text)), text))
    tokens = just_them(over_the_stairs(going_to_visit(tokens), text), text)
    tokens = idle_from(visit_end_said_again(either_way(if_not_alone(tokens), text), text), text)  # round five
    tokens = that_time(thought_over(tokens, text), text)  # 我想了想还是先下手为强; 这段时间我去花园
    tokens = seen_unmet(interrupted(set_off(if_where(place_first(tokens)), text)), text)  # 看不到就回家
    tokens = met_where_it_went(tokens)  # 九点半去草坪，十点回房。倘若在草坪上遇见阿哲独自一人，便将其杀死
    tokens = failures_of_the_kill(
        or_if_failures(
            absent_then_unopened(in_there_then_unopened(there_or_unopened(met_while_away(tokens))))
        )
    )  # 他不在，或者如果有别人; "if he isn't or nobody answers" (forumsaid)
    return read_together(unmet(tokens), text)


def scan(text: str, lex: Lexicon) -> list[Token]:
    """The words of normalised ``text`` as cut, each where the message says it, the lexicon's
    fillers too (``FILLER``): what :mod:`blackhorse.parsing.accounting` accounts for."""
    tokens: list[Token] = []  # the words, as the loop looks back at them (no fillers)
    fillers: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in " \t":
            j = _rows_split(text, i, tokens)
            if j is not None:  # "8:00 → 204窗户  9:00 → 回207": rows typed on one line, two spaces apart
                tokens.append(Token("SEP", "\n", start_pos=i, end_pos=j))
                i = j
                continue
            i += 1
            continue
        opens = ch.isdigit() or ch == "(" or ch in _CN_LIST
        marker = LIST_MARKER.match(text, i) if opens and _line_start(text, i) else None
        if marker is None and (ch.isdigit() or ch == "(") and (i == 0 or text[i - 1] in " \t"):
            marker = LIST_MARKER_INLINE.match(text, i)  # "1）8点去花园 2）9点回家"
        if marker is None and ch in "1234567" and _line_start(text, i):
            heading = outline_heading(text, i)  # "2 门" over "2.1 照常开": the outline's heading
            if heading is not None and heading[1] is not None:
                tokens.append(heading[1])  # what it names, set aside
            if heading is not None:
                i = heading[0]
                continue
        if marker is None and ch in "1234567" and i > 0 and text[i - 1] in _LIST_AFTER:
            marker = _numbered(text, i)  # 问几个问题：1 警察能进房间吗？2 …: a list's numbers
        if marker is not None:  # "1. 8:00 去204", "2) 9点回家": a list's numbers
            i = marker.end()
            continue
        cited = CITATION.match(text, i) if ch in CITATION_STARTS else None
        if cited is not None:  # 按规则五.12, （五.7）, rule 5.7: which rule the player means
            tokens.append(Token("ASIDE", cited.group(), start_pos=i, end_pos=cited.end()))
            i = cited.end()
            continue
        night_named = _NIGHT_NAMED.match(text, i) if ch == "第" else None
        if (
            night_named is not None
        ):  # 第二夜: a night named, set aside; another night's is refused (yamlout.py)
            tokens.append(Token("ASIDE", night_named.group(), start_pos=i, end_pos=night_named.end()))
            i = night_named.end()
            continue
        cheer = _DIGIT_CHEER.match(text, i) if ch in "268" and (i == 0 or not text[i - 1].isdigit()) else None
        if cheer is not None:  # 6666666, 2333, 886: a chat's cheer, laugh or goodbye in digits
            tokens.append(Token("ASIDE", cheer.group(), start_pos=i, end_pos=cheer.end()))
            i = cheer.end()
            continue
        arrow = ARROW.match(text, i) if ch in "-=~>\u2014\u2013" else None
        if arrow is not None:  # "garden 9pm -> lawn 10pm": an arrow joins two clauses
            tokens.append(Token("SEP", arrow.group(), start_pos=i, end_pos=arrow.end()))
            i = arrow.end()
            continue
        best: tuple[int, Word] | None = None
        for form in TIME_FORMS if (ch.isdigit() or ch in _CN or ch in _TIME_STARTS) else ():
            m = form.match(text, i)
            if m and not (m.group().isdigit() and m.group() in lex.words):  # 209 is a room
                value = time_value(m)
                if value is not None and (best is None or m.end() > best[0]):
                    best = (m.end(), Word("TIME", str(value)))
        if best is not None and best[1].kind == "TIME" and half_slipped(text, best[0]):
            best = (best[0] + 1, Word("TIME", str(int(best[1].value) + 30)))  # 8点班: 8点半 mistyped
        for length in lex.lengths_from(ch):
            end = i + length
            if end > n:
                continue
            if best is not None and end <= best[0]:
                break
            word = lex.words.get(text[i:end])
            if word is not None and _boundary(text, end, text[i:end]) and not _runs_on(text, end, word, lex):
                best = (end, word)
                break
        if ch in _DURATION_STARTS:  # 半小时, 二十分钟, for 20 minutes: how long, not when
            d = _duration(text, i)
            if d is not None and (best is None or d[0] > best[0]):
                best = d
        # 头四十分钟, "the first forty minutes": the night's first minutes (lengthsaid)
        opening = opening_at(text, i) if ch in _OPENING_STARTS else None
        if opening is not None:
            d = _duration(text, opening)
            if d is not None and 0 < int(d[1].value or 0) <= 180 and (best is None or d[0] > best[0]):
                best = (d[0], Word("RANGE", f"0-{d[1].value}"))
        if best is None and ch.isdigit():
            best = _bare_hour(text, i)
        if best is None and (ch in _CN or ch == "2"):
            best = _range_start(text, i)
        if best is None and _symbol(ch):  # 🙂, 👇, →, ✌️: punctuation, never a word
            j = i + 1
            while j < n and _symbol(text[j]):
                j += 1
            tokens.append(Token("SEP", text[i:j], start_pos=i, end_pos=j))
            i = j
            continue
        if best is None and LATIN.match(ch):  # windw, peephol: a word of the orders with one slip
            slipped = misspelt_word(text, i, lex)
            best = slipped[:2] if slipped is not None else None
        if best is None or best[0] == i + 1 and noun_starts_with(lex, ch):
            # 去花圆, 窗护: a place or a noun typed with one character of the same sound
            slip = misspelt_place(text, i, tokens, lex, lambda j: _word_ends(text, j, lex))
            if slip is not None and (best is None or (slip.end_pos or 0) > best[0]):
                tokens.append(slip)
                i = slip.end_pos or i + 1
                continue
        finished = None
        one = best is not None and best[0] == i + 1 and not _name_at(text, i + 1, lex)  # 回房见用窗户看
        if (best is None or one) and tokens:  # 回房闲看窗户: 回房间 with one slip
            finished = noun_finished(tokens[-1], text, i, lex, lambda j: _word_ends(text, j, lex))
        if finished is not None:
            tokens[-1] = finished
            i += 1
            continue
        if best is None:
            end = unknown_end(text, i, lex)
            kind = "FROM" if text[i:end] == "自" and _time_at(text, end) else "UNKNOWN"  # 自二十时起
            tokens.append(Token(kind, text[i:end], start_pos=i, end_pos=end))
            i = end
            continue
        end, word = best
        if (
            word.kind == "UNTIL"
            and not text[i].isalpha()
            and not (_time_at(text, end) and _after_time(tokens))
        ):
            word = Word("SEP")  # a dash as punctuation ("go to 203 - if nobody opens ...", "雨桐报到～ 8点")
        said = Token(word.kind, word.value or text[i:end], start_pos=i, end_pos=end)
        (fillers if word.kind == "FILLER" else tokens).append(said)
        i = end
    return sorted(tokens + fillers, key=lambda t: t.start_pos or 0)


# what may end a row before two spaces and the next row's time (204窗户  9:00): what an order says
_ROW_ENDS = frozenset(
    {"PLACE", "WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "RETURN_HOME", "ROOMWORD", "ASIDE", "STAY"}
)


def _rows_split(text: str, i: int, tokens: list[Token]) -> int | None:
    """Where two spaces or more starting at ``i`` end, when they stand between what ends an order
    (a place, a look, going home, a stay) and the next order's time (``8:00 → 204窗户  9:00 → 回207
    猫眼``: rows of a table typed on one line); None elsewhere (one space, or a range's 到  10点)."""
    j = i
    while j < len(text) and text[j] in " \t":
        j += 1
    if j - i < 2 or j >= len(text) or not tokens or tokens[-1].type not in _ROW_ENDS:
        return None
    if (tokens[-1].end_pos or 0) != i or not any(form.match(text, j) for form in TIME_FORMS):
        return None
    return j


_BE_THERE = frozenset({"be there", "be in there", "be over there"})
_DOOR_RULES = frozenset({"ONLY_OPEN", "DOOR_CLOSED", "DOOR_OPEN", "NOT_LET", "ONLY"})


_SENTENCE_STOPS = frozenset({".", "!", "?", ";", "\n", ""})


def _windows(tokens: list[Token]) -> list[Token]:
    """``之前`` opening a clause with no time after it (``10点以后看门孔，之前看窗户``: before that,
    the night's own order, as ``before that`` and ``until then`` are); ``until 9`` opening a
    message before any time is ``before 9`` (from 20:00), but not ``until 10 then go ...``
    (waiting first: left to be refused); "be there" right after a person is
    that person there (``should Lily be there alone``), not staying; ``今晚`` right before the
    门 of a door rule (``今晚门只给小雨开``) is the door's own time, read past, and so is 门
    between a door rule's time and the rule (``10点前门只给小刘开``)."""
    out: list[Token] = []
    timed = False  # a time said before this word
    clocked = False  # a clock time or a period said before this word ("all night" is none)
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        opens = prev is None or prev.type == "SEP"
        comma = (
            nxt is not None
            and nxt.type == "SEP"
            and str(nxt) == ","
            and str(t).isascii()
            and (prev is None or str(prev) not in (",", "，", "(", "（"))
        )  # "Before, I ..." opening a sentence, not a clause or a bracket ("(before), ...")
        if (
            t.type == "BEFORE"
            and opens
            and (nxt is None or nxt.type not in ("TIME", "PERIOD", "SEP") or comma)
        ):
            t = Token("ALLNIGHT", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        # "I stay in tonight. Till 9 peephole, after that window": a sentence opened by "until" after
        # orders said only for the whole night is before 9 too (from 20:00, over the night's own order)
        sentence = prev is None or str(prev).strip() in _SENTENCE_STOPS
        fresh = not timed or sentence and not clocked
        first = t.type == "UNTIL" and opens and fresh and str(t)[:1].isascii() and str(t)[:1].isalpha()
        after = [u.type for u in tokens[k + 2 : k + 4] if u.type != "SEP"][:1]
        if first and nxt is not None and nxt.type == "TIME" and after != ["THEN"]:
            t = Token("BEFORE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)  # "until 9 I watch ..."
        if t.type == "STAY" and str(t) in _BE_THERE and prev is not None and prev.type in ("NAME", "PRONOUN"):
            t = Token("THERE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)  # should Lily be there
        timed = timed or t.type in ("TIME", "PERIOD", "RANGE", "ALLNIGHT")
        clocked = clocked or t.type in ("TIME", "PERIOD", "RANGE", "BEFORE")
        if t.type == "ALLNIGHT" and opens and nxt is not None and nxt.type == "DOORWORD":
            read_past(nxt, t)
            continue  # 今晚门只给小雨开: the door rule is the night's anyway; 门 opens it
        ruled = nxt is not None and nxt.type in _DOOR_RULES
        if t.type == "DOORWORD" and ruled and prev is not None and prev.type == "BEFORE" and nxt is not None:
            read_past(nxt, t)
            continue  # 10点前门只给小刘开: 门 is the rule's own word, after its time
        out.append(t)
    return out


ARROW = re.compile(r"[-=~\u2014\u2013]+>+|>>+")  # ->, =>, -->, >>: arrows typed with keys
# (and "2. 九点…" after a space, before a space and Chinese words or a clock time: 1. 八点去娱乐室
# 2. 九点回房, "1. 8:00 garden 2. 9:00 home")
LIST_MARKER_INLINE = re.compile(r"\(?[1-7] ?[)、]|[1-7]\.(?= (?:[\u4e00-\u9fff]|\d{1,2}[:：]\d\d))")
# 1. 2) (3) 4、 and 一、 (二) 三. at a line's start: a list's numbers (8 to 11 would be hours);
# an outline's 1.1 / 2.3. / 1.2.1 too (one digit after each dot: 8.30 is a time)
LIST_MARKER = re.compile(
    r"[1-7](?:\.\d)+\.?(?![\d:.])|\(?(?:[1-7]|[一二三四五六七八九十]{1,2}) ?(?:[)、]|\.(?![\d:]))"
)
_CN_LIST = frozenset("一二三四五六七八九十")
# a list's bare number inline, after a colon or a sentence's end, before a space and Chinese words
# (问几个问题：1 警察能进房间吗？2 能不能…): only where the list's other number is said the same way
_LIST_AFTER = frozenset("：:？?。.!！；;")
_NUMBERED = re.compile(r"[1-7] (?=[\u4e00-\u9fff])(?![\u4e00-\u9fff]?[点时])")


def _numbered(text: str, i: int) -> re.Match[str] | None:
    """A bare list number at ``i`` (see :data:`_LIST_AFTER`), or None."""
    m = _NUMBERED.match(text, i)
    if m is None:
        return None
    n = int(text[i])
    others = (str(n + 1), str(n - 1)) if n > 1 else (str(n + 1),)
    for other in others:
        for j in (k for k in range(1, len(text)) if text[k] == other and text[k - 1] in _LIST_AFTER):
            if _NUMBERED.match(text, j):
                return m
    return None


def _line_start(text: str, i: int) -> bool:
    """Whether only spaces stand between ``i`` and the start of its line (or a sentence end)."""
    j = i - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    return j < 0 or text[j] in "\n.;!?:"


# 8 to 11 as the night says them, and 20 to 23 as a 24-hour clock does (20-21 花园, 22以后回屋)
BARE_HOUR = re.compile(r"(?P<h>8|9|10|11|2[0-3])(?!\d|[:.]\d| ?(?:分|小时|个|钟头|号|人|%|min|hour|hr))")
DURATION = re.compile(  # 过 before it: 过二十分钟 (twenty minutes later)
    r"过? ?"
    r"(?:(?P<hourhalf>(?:(?:an|one|1) )?hour and a half)"
    rf"|(?P<n>\d{{1,3}}|[{_CN}]{{1,3}}|an|a|one|two|ten|twenty|thirty|forty|fifty) ?(?:个 ?)?(?P<half>半)?"
    r" ?(?P<u>分钟|小时|钟头|个钟|minutes|minute|mins|min|hours|hour|hrs|hr)(?![a-z])"
    r"|(?P<halfhour>半个?小时|半个?钟头|half an hour|half hour|half-hour))"
)
_DURATION_STARTS = set("0123456789" + _CN + "aotfh半过")
_OPENING_STARTS = set("头开一最fFtTdDiI")
# verbs of passing the time, before a length (转半小时, 歇二十分钟): the length a word of its own; never
# 等 ("wait ten minutes" may be before going: 等十分钟再去) or a numeral's own part
_PASSING = frozenset(
    {
        "转",
        "转转",
        "转悠",
        "歇",
        "歇歇",
        "歇会",
        "坐",
        "坐坐",
        "躺",
        "躺着",
        "逛",
        "逛逛",
        "溜达",
        "遛",
        "晃",
        "晃悠",
    }
    | {"玩", "玩玩", "呆着", "待着", "坐着", "够", "待够", "呆够", "坐够", "走走", "散步", "散散步"}
)
_EN_COUNT = {"an": 1, "a": 1, "one": 1, "two": 2}


def _duration(text: str, i: int) -> tuple[int, Word] | None:
    """``半小时``, ``二十分钟``, ``一个半小时``, ``for 20 minutes``, ``half an hour``: a length of time
    (its value in minutes)."""
    m = DURATION.match(text, i)
    if m is None or (i > 0 and text[i - 1].isascii() and text[i - 1].isalnum()):
        return None
    if m["halfhour"]:
        return m.end(), Word("DURATION", "30")
    if m["hourhalf"]:
        return m.end(), Word("DURATION", "90")
    count = _EN_COUNT.get(m["n"]) or cn_number(m["n"])
    if count is None:
        return None
    per = 1 if m["u"] in ("分钟", "minutes", "minute", "mins", "min") else 60
    minutes = count * per + (30 if m["half"] and per == 60 else 0)
    return m.end(), Word("DURATION", str(minutes))


def _bare_hour(text: str, i: int) -> tuple[int, Word] | None:
    """``till 10``, ``from 8 to 9``, ``20-21``: an hour without minutes, standing alone, is that
    hour of the night (8 to 11 and 20 to 23 are 20:00 to 23:00; no other hour can be meant)."""
    if i > 0 and (text[i - 1].isdigit() or text[i - 1].isalpha() and text[i - 1].isascii()):
        return None
    m = BARE_HOUR.match(text, i)
    if m is None or (m.end() < len(text) and text[m.end()].isascii() and text[m.end()].isalpha()):
        return None
    hour = int(m["h"])
    return m.end(), Word("TIME", str((hour if hour >= 20 else hour + 12) * 60 - 20 * 60))


# an hour said without 点 before a range to an hour said with it (八到九点, 20-21点): 8 to 11 in
# Chinese numerals, 20 to 23 in either
RANGE_START = re.compile(
    rf"(?P<h>十一|二十[一二三]?|[八九十]|2[0-3])(?= ?(?:到|至|-|~) ?(?:\d{{1,2}}|[{_CN}]{{1,3}}) ?[点點时:])"
)


def _range_start(text: str, i: int) -> tuple[int, Word] | None:
    """``八到九点``, ``十至十一点``, ``20-21点``: the first hour of a range, said without 点 because the
    last one has it, is that hour of the night."""
    if i > 0 and (text[i - 1].isdigit() or text[i - 1] in _CN):
        return None
    m = RANGE_START.match(text, i)
    if m is None:
        return None
    hour = cn_number(m["h"]) or 0
    return m.end(), Word("TIME", str((hour if hour > 12 else hour + 12) * 60 - 20 * 60))


def _symbol(ch: str) -> bool:
    """An emoji, an arrow, a joiner, a variation selector, a bullet (``• 9pm lawn``, ``* 10pm
    home``) or a Korean letter typed alone (ㅠㅠ): what a chat message decorates itself with (read
    as punctuation)."""
    return (
        (
            unicodedata.category(ch) in ("So", "Sk", "Sm", "Cf", "Mn", "Me", "Co", "Cs")
            and ch not in "~+<=>|^`"
        )
        or ch in _BULLETS
        or "\u1100" <= ch <= "\u11ff"  # ㅠㅠ, ㅋㅋ (as normalised): Korean letters typed alone, tears, laughs
    )


_BULLETS = frozenset("•*◦‣∙⁃")


def _after_time(tokens: list[Token]) -> bool:
    """Whether the last word read is a time (a dash or a tilde between two times is a range)."""
    return bool(tokens) and tokens[-1].type in ("TIME", "PERIOD")


def _time_at(text: str, i: int) -> bool:
    """Whether a time starts at ``i`` (after spaces)."""
    while i < len(text) and text[i] == " ":
        i += 1
    return any(form.match(text, i) for form in TIME_FORMS) or _bare_hour(text, i) is not None


def _time_right_at(text: str, i: int) -> bool:
    """Whether a time starts right at ``i`` (no space before it)."""
    return i < len(text) and text[i] != " " and _time_at(text, i)


def _word_ends(text: str, j: int, lex: Lexicon) -> bool:
    """Whether a Chinese word may end at ``j``: the text ends, or what follows is no Chinese
    character, or a known word or a time starts there."""
    if j >= len(text) or not "\u4e00" <= text[j] <= "\u9fff":
        return True
    if any(text.startswith(s, j) for s in lex.starting(text[j])):
        return True
    return any(form.match(text, j) for form in TIME_FORMS)


# whom the door is opened for, said before them (只给警察开, 只让三位警官进)
_LET = ("给", "让", "俾", "除了")  # (Cantonese 除咗 is 除了 by then: cantonese.py)
# an hour of the night said in numerals (七点 to 十二点, 7点 to 12点): never inside an unknown word
_NIGHT_HOUR = re.compile(r"(?:[七八九]|十[一二]?|1[0-2]|[7-9])[点點时時]")


def _night_hour_at(text: str, j: int) -> bool:
    """Whether an hour of the night (:data:`_NIGHT_HOUR`) starts at ``j`` and is a time there
    (``们九点``: 九点 ends the unknown part before it; 一点 "a little" is no hour of the night)."""
    if j and text[j - 1] in "0123456789零一二三四五六七八九十两":
        return False  # 二十点: the hour's own numeral before it
    return _NIGHT_HOUR.match(text, j) is not None and _time_at(text, j)


def unknown_end(text: str, i: int, lex: Lexicon) -> int:
    """Where an unknown part starting at ``i`` ends: a Latin word, or up to six characters
    stopping at a space, punctuation or the start of a known word."""
    j = i + 1
    if LATIN.match(text[i]):
        while j < len(text) and LATIN.match(text[j]):
            j += 1
    else:
        # 大家: everyone, read whole, never 大 + 家 "home" (round twenty-three)
        company = max((len(c) for c in _COMPANY if text.startswith(c, i)), default=0)
        while (
            j < len(text)
            and j - i < 6
            and text[j] not in SEPARATORS
            and not LATIN.match(text[j])
            and not _symbol(text[j])  # 有点紧张😂: an emoji is punctuation, not part of the word
            and not (text[j] == "~" and not _time_right_at(text, j + 1))  # 溜达一圈～: a tone, not 8~9
        ):
            if j - i < company:
                j += 1
                continue
            negated = any(c in "不没别勿莫" for c in text[i:j])  # 别去: the negation and what it negates
            if any(text.startswith(s, j) for s in _starts(lex, text[j]) if len(s) > 1 or not negated):
                break
            if text[j] in _PARTICLES and not negated:  # 老孟就杀了他: the name, not 老孟就
                break
            if text[i:j] in _NEARLY and _time_at(text, j):
                break  # 快十点, 将近九点: "nearly" before a time in numerals (refused as vague)
            if (text[i:j] in _BEFORE_A_TIME or text[j - 1] in "是的") and _time_at(text, j):
                break  # 自二十时起, 另外十点以前, 应该是十点半: a word of its own before the time
            if text[i:j] in _COMPANY and text[i : j + 1] not in _COMPANY:
                break  # 跟大家聊: the company one keeps, then what one does with them
            if text[i:j] in POLICE and text[i : j + 1] not in POLICE and text[:i].endswith(_LET):
                break  # 只给三位警官开: the police as a group, then the door's verb (groupsaid.py)
            if text[i:j] == "们" and _night_hour_at(text, j):
                break  # 阿杰他们九点回: a clock of the night starts a word of its own
            if text[i:j] in _PASSING and _duration(text, j) is not None:
                break  # 转半小时, 歇二十分钟: a length of time is a word of its own (lengthsaid)
            j += 1
    return j


def unknown(text: str, i: int, j: int, lex: Lexicon) -> Unknown:
    """The unknown part ``text[i:j]`` with the known words it most resembles."""
    part = text[i:j]
    if part.isdigit() and len(part) <= 2:  # "at 7": an hour without minutes, not of the night
        return Unknown(i, j, (f"{part}:00", f"{part}点"))
    return Unknown(i, j, tuple(near_words(part, lex)))


def near_words(part: str, lex: Lexicon, latin_cutoff: float = 0.65) -> list[str]:
    """Up to three known words (not punctuation or filler) that ``part`` resembles."""
    if LATIN.match(part[0]):
        return difflib.get_close_matches(part, _hint_pool(lex, True), n=3, cutoff=latin_cutoff)
    return _one_per_meaning(difflib.get_close_matches(part, _hint_pool(lex, False), n=6, cutoff=0.5), lex)[:3]


def _hint_pool(lex: Lexicon, latin: bool) -> tuple[str, ...]:
    """The words a hint may offer (no punctuation, filler, aside or variant), Latin or not: sorted
    out of the lexicon's ~60,000 words once per lexicon, not once per unknown word."""
    if not lex.hint_pools:
        pool = [
            s
            for s in lex.words
            if lex.words[s].kind not in ("SEP", "FILLER", "ASIDE") and s not in lex.variants
        ]
        lex.hint_pools[True] = tuple(s for s in pool if LATIN.match(s[0]))
        lex.hint_pools[False] = tuple(s for s in pool if not LATIN.match(s[0]))
    return lex.hint_pools[latin]


def in_language(words: Iterable[str], lang: str, lex: Lexicon) -> list[str]:
    """The hint's ``words`` said in the message's language ``lang``: a word of the other
    language (``7点`` or ``草坪`` on an English message, ``lawn`` on a Chinese one) becomes the
    word of the lexicon with its meaning in ``lang`` (``the lawn`` -> ``草坪``), or is left out;
    a word of digits and signs (``7:00``) is of both."""
    out: list[str] = []
    for w in words:
        said = w if _of_language(w, lang) else _said_in(w, lang, lex)
        if said and said not in out:
            out.append(said)
    return out


def _of_language(word: str, lang: str) -> bool:
    """Whether ``word`` has no letter of the other language."""
    if lang == "zh":
        return not any("a" <= c.lower() <= "z" for c in word)
    return not any("\u3000" <= c <= "\u9fff" or "\uff00" <= c <= "\uffef" for c in word)


def _said_in(word: str, lang: str, lex: Lexicon) -> str:
    """The first word of the lexicon (not a variant) meaning what ``word`` means, in ``lang``."""
    meant = lex.words.get(word)
    if meant is None:
        return ""
    for s, w in lex.words.items():
        if w == meant and s not in lex.variants and _of_language(s, lang):
            return s
    return ""


def _one_per_meaning(found: list[str], lex: Lexicon) -> list[str]:
    """The closest word of each meaning (草评: 草坪, not 草坪 and 草地, which say the same)."""
    seen: set[Word] = set()
    out: list[str] = []
    for s in found:
        word = lex.words[s]
        if word.kind == "PLACE" and word in seen:
            continue
        seen.add(word)
        out.append(s)
    return out


def _starts(lex: Lexicon, ch: str) -> list[str]:
    """Known words starting with ``ch`` where an unknown part ends: of two characters or more,
    or of one that carries an order's meaning (去, 到, 回, 在, 杀: 吃完晚饭|去花园)."""
    return [s for s in lex.starting(ch) if len(s) > 1 or s in _VERBS]


# particles that end an unknown Chinese part (what follows says nothing of it)
_PARTICLES = frozenset("就都也")
_NEARLY = frozenset({"快", "快到", "将近", "接近", "临近", "快要", "快要到"})
# words said before a time that are no part of it: formal "from" (自二十时起: the time is the
# start anyway), "besides", "also", a sigh of dictation; never "nearly", "about" (_NEARLY, VAGUE)
_BEFORE_A_TIME = frozenset({"自", "另外", "哎", "唉", "哎呀", "嗯哼", "那么"})
# everyone, not named (doing._UNNAMED): a word of its own, never the start of a longer one
_COMPANY = frozenset({"大家", "大伙", "大伙儿", "众人", "同志们"})
# words of one character that start what an order does: an unknown part stops before them
_VERBS = frozenset("去到回在从杀找敲待留和与跟")  # not 看/盯: 换着看, 轮流看 say how one looks


# the kinds of words a person stands right after (杀X, 找X, kill X, only let X in) or right
# before (X一个人, X不在, X shows up, X's room): an unknown word there is someone not in the game
_BEFORE_A_PERSON = frozenset({"KILL", "VISIT", "MEET", "BA", "ONLY_OPEN", "NOT_LET", "EXCEPT"})
_AFTER_A_PERSON = frozenset({"ALONE", "NOT_THERE", "ARRIVE"})


def person_slot(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """Whether the unknown part ``text[start:end]`` stands where a person does: it is then a name
    the game does not have (``杀了老孟``, ``kill Big Joe``, ``莉莉一个人``), never guessed."""
    before = text[:start].rstrip(" \t")
    for n in range(min(len(before), 32), 0, -1):
        word = lex.words.get(before[-n:])
        glued = n < len(before) and WORDCHAR.match(before[-n]) and WORDCHAR.match(before[-n - 1])
        if word is not None and not glued:
            if word.kind in _BEFORE_A_PERSON:
                return True
            break
    after = text[end:].lstrip(" \t")
    at = len(text) - len(after)
    for n in lex.lengths_from(after[:1]) if after else ():
        word = lex.words.get(after[:n])
        if word is not None and _boundary(text, at + n, after[:n]):
            return word.kind in _AFTER_A_PERSON or word.kind == "POSS" and after[:n] == "'s"
    return False


def _room_said_next(tokens: list[Token], k: int) -> bool:
    """``隔壁207``, ``对面209``: a room without saying which, said at once by its number (no word
    between): the number says which."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    said = str(tokens[k])
    return (
        said in ("隔壁", "对面", "对门")
        and nxt is not None
        and nxt.type == "PLACE"
        and str(nxt)[:1].isdigit()
    )


def roommates(
    tokens: list[Token], mates: tuple[str, ...], text: str = ""
) -> tuple[list[Token], Token | None]:
    """``我室友``, "my roommate": the one person who shares the sender's room that night (their
    name); with no one or with two to choose from, the word is returned as the one to refuse,
    and so is a room said without saying which (``隔壁``, ``那间房``, "the room next door") or a
    time said only roughly (``晚点``, ``待会儿``, "later on").
    Company (``和室友一起``, ``跟老王一起``) is no order (one orders only oneself): set aside."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if t.type == "WHICH_ROOM" and _room_said_next(tokens, k):
            read_past(tokens[k + 1], t)  # 隔壁207: 207
            continue
        if t.type in (
            "WHICH_ROOM",
            "WHEN_VAGUE",
            "EXCEPT_ASKED",
            "STORY_HOLDS",
            "OUTSIDE_ROOM",
            "BOTH_SLOT",
            "TIME_ALONE",
            "REPEATED",
        ):  # 隔壁: which room? 晚点: when? (never guessed)
            return tokens, t
        if t.type == "ROOMMATE":
            if len(mates) != 1:
                return tokens, t
            t = Token("NAME", mates[0], start_pos=t.start_pos, end_pos=t.end_pos)
        out.append(t)
    for k, t in enumerate(out):
        prev = out[k - 1] if k else None
        nxt = out[k + 1] if k + 1 < len(out) else None
        company = prev is not None and prev.type == "JOIN" and str(prev) in "和跟与"
        if t.type in ("NAME", "PRONOUN") and company and prev is not None and _company(t, nxt, text):
            out[k - 1] = Token("ASIDE", str(prev), start_pos=prev.start_pos, end_pos=prev.end_pos)
            out[k] = Token("ASIDE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out, None


def _company(person: Token, nxt: Token | None, text: str) -> bool:
    """和B一起, 和她聊到9点半, 找老王和小刘聊聊: B is company (what one does with them), not a
    list of names, a condition (和C单独在一起) or a door (只给B和C开)."""
    if text[person.end_pos or 0 :].lstrip(" \t").startswith("一起"):
        return True
    if nxt is None:
        return False
    return nxt.type == "ASIDE" or nxt.type == "UNTIL" and str(nxt)[:1] in "聊玩坐"


# the words next to which a name written by sound is a person (杀了莉莉, 小波在的话, 莉莉一个人)
_BY_A_PERSON = frozenset({"KILL", "VISIT", "MEET", "BA", "ONLY_OPEN", "NOT_LET", "EXCEPT", "JOIN", "IF"})
_A_PERSON_BY = frozenset({"AT", "ALONE", "NOT_THERE", "ARRIVE", "POSS", "NOBODY_ELSE", "SOMEONE", "JOIN"})


def names_by_sound(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """A person named by a form that is a name only where a person stands (杀了陶, 只给郑开门,
    陶一个人在的话: a one-character surname, :func:`blackhorse.parsing.naming.slot_forms`), or a
    Latin name of the cast written in characters by its sound, whole or its given name or
    surname, with a title around it or not (莉莉 for Lily, 杰克先生 for Jack_Smith, 沃尔什医生 for
    Dr_Walsh: :func:`blackhorse.parsing.signin.sounds_like`, strictly), where a person stands (杀了莉莉,
    莉莉在的话, 找莉莉, 只给莉莉和小雨开): that person; a form two people fit names neither (a ``WHO``
    word: refused as ambiguous, naming both). The name may run on into a word (莉莉开: 莉莉 + 开).
    Elsewhere it stays a word the orders do not know, and is never set aside
    (:func:`blackhorse.parsing.aside.meaningful`). A part holding 人 is never a name by its sound:
    it is people in general (任何人 was heard as Lily, r for l, and 门不给任何人开 became the door
    open to all but her); names written by their sound use 仁 or 伦 for "ren", never 人."""
    keys = _sound_keys(lex)
    if not keys and not lex.slots:
        return tokens
    out: list[Token] = []
    for k, t in enumerate(tokens):
        part, start = str(t), t.start_pos or 0
        if t.type != "UNKNOWN" or LATIN.match(part[0]) or part.startswith(tuple(_COMPANY)):
            out.append(t)  # 大家: everyone, never 大刘's 大 and 家 "home" (round twenty-three)
            continue
        found = None
        for n in range(len(part), 0, -1):  # the whole part, or a name running on into a word
            rest = part[n:]
            if rest and rest not in lex.words:
                continue
            if "人" in part[:n]:  # 任何人, 别人, 所有人: people in general, never a name by its sound
                continue
            who = by_sound_or_slot(part[:n], lex, keys)
            if who:
                found = (n, who, lex.words.get(rest))
                break
        prev = out[-1] if out else None
        if found is None and _filler_before(prev, start, text):  # 找晚婷聊天: 晚 cut as a filler
            who = homophones(lex).get(" ".join(pinyin_of(text[start - 1 : t.end_pos or 0])), ())
            if who:
                found, start = (len(part) + 1, who, None), start - 1
        if found is None:
            out.append(t)
            continue
        n, who, word = found
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = word.kind if word is not None else nxt.type if nxt is not None else None
        placed = person_slot(text, start, start + n, lex) or (prev is not None and prev.type in _BY_A_PERSON)
        if not (placed or after in _A_PERSON_BY):
            out.append(t)
            continue
        kind = "NAME" if len(who) == 1 else "WHO"
        out.append(Token(kind, "|".join(who), start_pos=start, end_pos=start + n))
        if word is not None:
            out.append(Token(word.kind, word.value or part[n:], start_pos=start + n, end_pos=t.end_pos))
    return out


def _filler_before(prev: Token | None, start: int, text: str) -> bool:
    """Whether one Chinese character the lexer dropped as a filler stands right before ``start``
    (after the word before it): 找晚婷 (晚, as in 晚点), the first of a name typed by its sound."""
    at = (prev.end_pos or 0) if prev is not None else 0
    return start - at == 1 and "\u4e00" <= text[at] <= "\u9fff"


def _sound_keys(lex: Lexicon) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each Latin name of the cast with what may be written by its sound: the name, its given
    name, its surname (Jack_Smith: jacksmith, jack, smith)."""
    out = []
    for name in sorted({n for n in lex.names.values() if n.isascii() and n[:1].isalpha()}):
        parts = read_name(name)
        whole = "".join(c for c in name.lower() if c.isalpha())
        out.append((name, tuple(dict.fromkeys(k for k in (whole, parts.given, parts.surname) if k))))
    return tuple(out)


def by_sound_or_slot(
    part: str, lex: Lexicon, keys: tuple[tuple[str, tuple[str, ...]], ...]
) -> tuple[str, ...]:
    """The people ``part`` (Chinese characters) names where a person stands: a form of
    :attr:`Lexicon.slots`, or a Latin name by its sound with a title before or after it."""
    slot = lex.slots.get(part, ())
    if len(part) < 2:  # 陈 for ChenHao: a romanised surname's character
        said = "".join(pinyin_of(part))
        return tuple(sorted({*slot, *(name for name, _ in keys if read_name(name).surname_py == said)}))
    cores = [part, *(part[len(f) :] for f in FAMILIAR_ZH if part.startswith(f) and len(part) > 2)]
    cores += [part[: -len(t)] for t in ADDRESS_AFTER if part.endswith(t) and len(part) > len(t) + 1]
    heard = (
        name for name, sounds in keys if any(sounds_like(c, k, strict=True) for c in cores for k in sounds)
    )
    typed = homophones(lex).get(" ".join(pinyin_of(part)), ())  # 阳阳 typed for 洋洋 (刘洋)
    return tuple(sorted({*slot, *heard, *typed}))


def homophones(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    """Every Chinese form of a person's name (two characters or more) by its sound, toneless:
    what an input method gives for the same syllables (阳阳 for 洋洋, 小于 for 小雨) is that
    person where a person stands; a sound two people's forms share is both's (refused)."""
    if lex.heard is None:
        owners: dict[str, set[str]] = {}
        for said, word in lex.words.items():
            if (
                word.kind in ("NAME", "WHO")
                and len(said) >= 2
                and all("\u4e00" <= c <= "\u9fff" for c in said)
            ):
                owners.setdefault(" ".join(pinyin_of(said)), set()).update(word.value.split("|"))
        lex.heard = {sound: tuple(sorted(who)) for sound, who in owners.items()}
    return lex.heard
