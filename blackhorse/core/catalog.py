"""The message catalog: every sentence the portal and the command line show, in English and Chinese.

The words are gettext messages. English is the source language: a message's ``msgid`` is its
English text (a template with ``{name}`` fields, formatted with :meth:`str.format`), written
where the message arises and marked for extraction by :func:`N_` (a word), :func:`NP_` (a
word with a plural) or :func:`msg` (a sentence with values, said later in any language). The
translations live in ``blackhorse/locale/LANG/LC_MESSAGES/blackhorse.po``, extracted and
updated with Babel (``pybabel extract`` / ``pybabel update``, configured in ``babel.cfg``;
docs/TESTING.md says how); ``tests/test_catalog.py`` fails when a message in the code has no
Chinese, or the catalog is not what an extraction of the code gives.

A catalog is read the first time a language other than English is asked for, once per
process, from its compiled ``blackhorse.mo`` beside the ``.po`` (the standard library's
:class:`gettext.GNUTranslations` reads it; Babel is not imported: parsing the ``.po`` cost a
Chinese night about 110M instructions, issue 25). ``tests/test_catalog.py`` fails when a
``.mo`` is not what Babel compiles from its ``.po`` (``pybabel compile``, docs/TESTING.md).
English needs no file at all, so a command that speaks English never loads one.

A sentence the game stored as English (a day's verdict, why a side won, when a tenant died:
ledgers, the portal's store) is said in another language by reading it back against the
messages (:func:`say` of a plain ``str``): each ``msgid`` is also a pattern whose fields
match a number (``{n}``, ``{night}``...), a word (``{name}``, ``{room}``...), a list
(``{names}``...: ``A, B`` becomes ``A、B``) or, for any other field, a sentence said in turn.
A text no message matches stays as it is, in English, rather than be guessed at.
"""

from __future__ import annotations

import contextlib
import functools
import gettext as _gettext
import re
import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextvars import ContextVar
from pathlib import Path

from blackhorse.core.clock import NIGHT_MINUTES, NIGHT_START, hhmm, short
from blackhorse.core.namedtuple import NamedTuple

LANGS = ("en", "zh")
SOURCE = "en"
DOMAIN = "blackhorse"
LOCALE = Path(__file__).resolve().parent.parent / "locale"


class Ctx(NamedTuple):
    """A message whose English is said differently elsewhere (gettext's ``msgctxt``)."""

    context: str
    msgid: str


class Plural(NamedTuple):
    """A message with a number ``{n}`` in it: its singular and plural English."""

    singular: str
    plural: str


Message = str | Ctx | Plural


def N_(msgid: str) -> str:
    """Mark ``msgid`` for extraction; it is translated where it is shown (:func:`word`)."""
    return msgid


def NC_(context: str, msgid: str) -> Ctx:
    """Mark a message with a context for extraction (``Time`` of a slot is not ``Time`` of day)."""
    return Ctx(context, msgid)


def NP_(singular: str, plural: str) -> Plural:
    """Mark a message with a plural for extraction (said by :func:`ngettext` for ``{n}``)."""
    return Plural(singular, plural)


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


class Catalog:
    """One language's translations: ``msgid -> msgstr`` and, for plurals, the index rule."""

    def __init__(self, lang: str) -> None:
        with mo_path(lang).open("rb") as f:
            compiled = _gettext.GNUTranslations(f)
        self.lang = lang
        self.single: dict[str | tuple[str, str], str] = {}
        self.plural: dict[str, tuple[str, ...]] = {}
        forms: dict[str, dict[int, str]] = {}
        entries: dict[str | tuple[str, int], str] = compiled._catalog  # type: ignore[attr-defined]
        for key, text in entries.items():
            if isinstance(key, tuple):  # (singular msgid, plural index)
                forms.setdefault(key[0], {})[key[1]] = text
            elif key:  # "" is the header
                context, sep, msgid = key.partition("\x04")  # gettext's context separator
                self.single[(context, msgid) if sep else key] = text
        for msgid, by_index in forms.items():
            strings = tuple(by_index[i] for i in sorted(by_index))
            if all(strings):
                self.plural[msgid] = strings
        self.index: Callable[[int], int] = compiled.plural  # type: ignore[attr-defined]


@functools.cache
def catalog(lang: str) -> Catalog:
    return Catalog(lang)


def gettext(msgid: str, lang: str) -> str:
    """``msgid`` in ``lang`` (the English itself when there is no translation)."""
    if lang == SOURCE or lang not in LANGS:
        return msgid
    return catalog(lang).single.get(msgid, msgid)


def pgettext(context: str, msgid: str, lang: str) -> str:
    """``msgid`` as said in ``context``, in ``lang``."""
    if lang == SOURCE or lang not in LANGS:
        return msgid
    return catalog(lang).single.get((context, msgid), msgid)


def word(message: Message, lang: str, **values: object) -> str:
    """A marked message (:func:`N_`, :func:`NC_`, :func:`NP_`) in ``lang``, its fields filled."""
    if isinstance(message, Plural):
        n = values.get("n")
        text = ngettext(message.singular, message.plural, n if isinstance(n, int) else 0, lang)
    elif isinstance(message, Ctx):
        text = pgettext(message.context, message.msgid, lang)
    else:
        text = gettext(message, lang)
    if not values:
        return text
    return text.format(**{k: _on_clock(v, lang) if k in TIME_FIELDS else v for k, v in values.items()})


def ngettext(singular: str, plural: str, n: int, lang: str) -> str:
    """The form of a message for the number ``n`` in ``lang`` (English: one, or more)."""
    if lang != SOURCE and lang in LANGS:
        strings = catalog(lang).plural.get(singular)
        if strings:
            return strings[min(catalog(lang).index(n), len(strings) - 1)]
    return singular if n == 1 else plural


def pair(label: object, value: object, lang: str) -> str:
    """A label and what it labels, as a line says them: ``A: 201`` in English, ``A：201`` in
    Chinese (full-width, no space: issue 24)."""
    return word(N_("{label}: {value}"), lang, label=_value(label, lang), value=_value(value, lang))


def listing(items: Iterable[object], lang: str) -> str:
    """Names as a list: ``A, B`` in English, ``A、B`` in Chinese."""
    return ("、" if lang == "zh" else ", ").join(_value(item, lang) for item in items)


def sentences(items: Iterable[object], lang: str) -> str:
    """Clauses said one after the other: ``A; B`` in English, ``A；B`` in Chinese (issue 24:
    every join of a Chinese text full-width)."""
    return ("；" if lang == "zh" else "; ").join(_value(item, lang) for item in items)


class Stored(str):
    """A value that is itself a sentence the game stored in English (``night 2``, ``day 1,
    case 3``): said in another language by reading it back (:func:`say`)."""


class Phrase(str):
    """A value said differently in each language that no message of the catalog makes: the
    English is the ``str`` (a place as the map writes it, ``east-stairs``; an order as the
    order file reads), ``langs`` its other languages (``东楼梯``), filled where the words are
    known (the map's names, the echo of an order). ``langs`` may also be given as a function
    making them, called when the phrase is first said in another language (an engine's note
    is read in one language, often only in English: its Chinese is not made before it is
    needed); once made, they are kept."""

    _langs: Mapping[str, str] | Callable[[], Mapping[str, str]]

    def __new__(cls, text: str, langs: Mapping[str, str] | Callable[[], Mapping[str, str]]) -> Phrase:
        phrase = super().__new__(cls, text)
        phrase._langs = langs if callable(langs) else dict(langs)
        return phrase

    @property
    def langs(self) -> Mapping[str, str]:
        langs = self._langs
        if callable(langs):
            langs = self._langs = dict(langs())
        return langs

    def __getnewargs__(self) -> tuple[str, Mapping[str, str]]:  # type: ignore[override]
        return str.__str__(self), self.langs

    def said(self, lang: str) -> str:
        if lang == SOURCE and callable(self._langs):  # English is the text: nothing else made
            return str.__str__(self)
        return self.langs.get(lang, str.__str__(self))


class Place(str):
    """A spot of the map as a stored sentence holds it (its id: ``lawn``, ``door-203``, ``204``),
    read back from a place field (``{place}``, ``{spots}``...): said by the map's names in the
    reader's language (草坪, 203门前) where the reader names the map's places
    (:func:`places_named`), as stored otherwise (issue 24: `audit` said "在 lawn")."""


# how the map being read names a spot in a language: set by whoever reads a game (the command
# line for its game, the portal for each request), so that core needs no map
_PLACES: ContextVar[Callable[[str, str], str] | None] = ContextVar("blackhorse_places", default=None)


@contextlib.contextmanager
def places_named(namer: Callable[[str, str], str] | None) -> Iterator[None]:
    """While inside, a :class:`Place` is said by ``namer(spot, lang)`` (the map's names)."""
    token = _PLACES.set(namer)
    try:
        yield
    finally:
        _PLACES.reset(token)


def _value(value: object, lang: str) -> str:
    """A message's value in ``lang``: a message said, a tuple as a list, a name as it is."""
    if isinstance(value, Msg | Phrase):
        return value.said(lang)
    if isinstance(value, Place):
        namer = _PLACES.get()
        return namer(str.__str__(value), lang) if namer is not None and lang != SOURCE else str.__str__(value)
    if isinstance(value, Stored) and lang != SOURCE:
        return say(str(value), lang)
    if isinstance(value, tuple):
        return listing(value, lang)
    return str(value)


class Msg(str):
    """A sentence in English that remembers its message and values, so that it can be said
    again in another language: ``str(m)`` is the English, :func:`say` gives any language.

    Values are names and numbers (kept as they are), other messages (said in the same
    language) and tuples of either (a list: ``A, B`` / ``A、B``).
    """

    msgid: str
    values: Mapping[str, object]

    def __new__(cls, msgid: str, values: Mapping[str, object]) -> Msg:
        text = super().__new__(cls, msgid.format(**{k: _value(v, SOURCE) for k, v in values.items()}))
        text.msgid = msgid
        text.values = dict(values)
        return text

    def __getnewargs__(self) -> tuple[str, Mapping[str, object]]:  # type: ignore[override]
        return self.msgid, self.values

    def said(self, lang: str) -> str:
        if lang == SOURCE:
            return str.__str__(self)
        return gettext(self.msgid, lang).format(
            **{k: _on_clock(v, lang) if k in TIME_FIELDS else _value(v, lang) for k, v in self.values.items()}
        )


# the fields of the catalog's messages that hold a time of the night (`{at}`, `{start}`-`{until}`):
# made on the 24-hour clock (20:30), as the English says it, and said on the reader's clock
TIME_FIELDS = frozenset({"at", "start", "until", "at_a", "at_b"})
_NIGHT_TIME = r"(2[0-3]):([0-5][0-9])"  # compiled by `re` when first used (said in Chinese)


def clock_of(lang: str) -> Callable[[int], str]:
    """A minute of the night (0 = 20:00, 180 = 23:00) written as ``lang`` says it: one clock per
    language (core/nightclock.py, docs/PORTAL.md "One clock on a page"), the seed's ``8:30`` in
    Chinese, ``20:30`` in English."""
    return short if lang == "zh" else hhmm


def _on_clock(value: object, lang: str) -> str:
    """A time field's value in ``lang``: a time of the night written ``20:30`` said on
    ``lang``'s clock (``8:30`` in Chinese); anything else (a wall-clock moment of real life,
    ``2026-12-02 14:05``; a word) as :func:`_value` says it."""
    if lang != "zh":  # the 24-hour clock the time is written on: said as it is
        return _value(value, lang)
    found = re.fullmatch(_NIGHT_TIME, value) if type(value) is str else None
    if found is not None:
        minute = int(found[1]) * 60 + int(found[2]) - NIGHT_START
        if 0 <= minute <= NIGHT_MINUTES:
            return clock_of(lang)(minute)
    return _value(value, lang)


def msg(msgid: str, **values: object) -> Msg:
    """A sentence to be said in the reader's language: ``msg("{name} is dead", name="A")``."""
    return Msg(msgid, values)


def say(text: object, lang: str) -> str:
    """``text`` in ``lang``: a :class:`Msg` translated, a tuple as a list, a stored English
    sentence read back against the messages (:func:`reread`), anything else as it is. In
    English, a stored sentence naming a spot of the map by its id says it by the reader's
    names where a reader names them (:func:`places_named`: the portal's "the foot of the east
    stairs" for ``east-stairs-foot``)."""
    if isinstance(text, str) and not isinstance(text, Msg | Phrase) and lang == SOURCE:
        return _places_said(text)
    if (
        isinstance(text, Msg | Phrase | tuple)
        or lang == SOURCE
        or lang not in LANGS
        or not isinstance(text, str)
    ):
        return _value(text, lang)
    found = reread(text)
    return text if found is None else found.said(lang)


def _places_said(text: str) -> str:
    """A stored English sentence with its spots said by the reader's names in English
    (:func:`places_named`), or as stored: when no reader names them, when it holds no spot, or
    when it does not read back to the very same words (never a sentence changed but its places)."""
    namer = _PLACES.get()
    if namer is None or not any(field in text for field in _SPOT_HINTS):
        return text
    found = reread(text)
    if found is None or not _holds_place(found):
        return text
    if _english(found, lambda spot: spot) != text:
        return text
    return _english(found, lambda spot: namer(spot, SOURCE))


# what a stored sentence naming a spot of the map holds: a cheap test before reading it back
_SPOT_HINTS = ("-", "garden", "lawn", "room", "2", "paths")


def _holds_place(value: object) -> bool:
    if isinstance(value, Place):
        return True
    if isinstance(value, Msg):
        return any(_holds_place(v) for v in value.values.values())
    return isinstance(value, tuple) and any(_holds_place(v) for v in value)


def _english(value: object, named: Callable[[str], str]) -> str:
    """``value`` in English, its :class:`Place` values said by ``named``."""
    if isinstance(value, Place):
        return named(str.__str__(value))
    if isinstance(value, Msg):
        return value.msgid.format(**{k: _english(v, named) for k, v in value.values.items()})
    if isinstance(value, tuple):
        return ", ".join(_english(item, named) for item in value)
    return _value(value, SOURCE)


# the fields that hold a spot of the map, or a list of them: read back as a Place each
PLACE_FIELDS = frozenset({"place", "spot"})
PLACES_FIELDS = frozenset({"spots", "places"})
# what a field matches when a stored sentence is read back (see the module's docstring)
NUMBER_FIELDS = frozenset(
    {"n", "k", "night", "day", "case", "line", "beds", "most", "days", "needed"}
    | {"quiet", "nights", "solved", "total", "streak"}
)
WORD_FIELDS = frozenset(
    {"name", "who", "target", "room", "place", "at", "start", "field", "stem", "first", "second", "word"}
    | {"victim"}
)
LIST_FIELDS = frozenset(
    {"names", "targets", "rooms", "spots", "places", "fields", "alive", "lookouts", "files", "forms"}
    | {"deaths"}
)


VERBATIM_FIELDS = frozenset(
    {
        "c",
        "code",
        "folder",
        "path",
        "source",
        "command",
        "entries",
        "origin",
        "last",
        "value",
        "ledger",
        "run",
        "play",
        "digest",
    }
)
SPECIAL_FIELDS = {
    "hint": r"(?: \(did you mean `[^`]*`\?\))?",  # a problem's last words, if any
    "moment": r"(?:before|after) (?:night|day) \d+",  # GameState.moment
    "on": r"(?: for \S+)?",  # the audit log's " for A": the GM acted on A's page
    "asked": r"(?:accusation|move|police move)",  # a day request's kind (statuswords.KIND)
    "verdict": r"(?:granted|REFUSED)",  # and what became of it
}
# a field holding sentences joined by " | " (a day's outcomes in the audit log): each said in turn
SENTENCES_FIELDS = frozenset({"outcomes", "requests"})


class _Reread:
    """Every message as a pattern: literal text with its fields, most literal text first."""

    def __init__(self, msgids: Iterable[str]) -> None:
        rows = []
        for msgid in msgids:
            parts, fields, literal, needle = [], [], 0, ""
            for text, field, _, _ in string.Formatter().parse(msgid):
                parts.append(re.escape(text))
                literal += len(text)
                needle = max(needle, text, key=len)
                if field is not None:
                    if field in fields:
                        parts.append(f"(?P={field})")
                        continue
                    fields.append(field)
                    kind = SPECIAL_FIELDS.get(field) or (
                        r"-?\d+"
                        if field in NUMBER_FIELDS
                        else r"\S+"
                        if field in WORD_FIELDS
                        else ".+?"
                        if field in LIST_FIELDS
                        else ".+"  # a sentence: up to the last of what follows it (nested brackets)
                    )
                    parts.append(f"(?P<{field}>{kind})")
            if fields or literal:
                rows.append((-literal, msgid, needle, re.compile("".join(parts), re.DOTALL)))
        rows.sort(key=lambda row: (row[0], row[1]))
        # each with its longest literal part: a text without it is not tried against the pattern
        self.rows = [(msgid, needle, pattern) for _, msgid, needle, pattern in rows]

    def find(self, text: str) -> Msg | None:
        for msgid, needle, pattern in self.rows:
            if needle not in text:
                continue
            m = pattern.fullmatch(text)
            if m is None:
                continue
            return Msg(msgid, {field: _reread_value(field, value) for field, value in m.groupdict().items()})
        return None


def _reread_value(field: str, value: str) -> object:
    """A field's value read back: a number or a path as it is; a word or a sentence the
    messages know, said (``none``); a list as a tuple of its items as they are; any other
    English kept as stored."""
    if not value or field in NUMBER_FIELDS or field in VERBATIM_FIELDS:
        return value
    if field in SENTENCES_FIELDS:
        items = [reread(item) or Stored(item) for item in value.split(" | ")]
        joined = {
            lang: ("；" if lang == "zh" else " | ").join(_value(i, lang) for i in items) for lang in LANGS
        }
        return Phrase(value, joined)
    if field in PLACE_FIELDS and re.fullmatch(r"[\w-]+", value):
        return Place(value)  # a spot of the map, by its id: said by the map's names
    found = reread(value)
    if field in LIST_FIELDS:
        if found is not None and not found.values:  # a list's words for none ("none")
            return found
        if field in PLACES_FIELDS:
            return tuple(Place(item) if re.fullmatch(r"[\w-]+", item) else item for item in value.split(", "))
        # names, rooms, fields: as typed; an item that is a sentence the messages know, said
        return tuple(_reread_item(item) for item in value.split(", "))
    if found is not None:
        return found
    if field in WORD_FIELDS or not re.search(_ENGLISH, value):
        return value  # a name, a room, a time
    return Stored(value)


def _reread_item(item: str) -> object:
    """An item of a list read back: a name or a room as it is, a sentence of the messages
    (``E (by B)``) said (only an item of more than one word is tried)."""
    if item.startswith("{") and item.endswith("}"):
        return item  # an order file's own syntax (``{present: NAME}``) is written as it is
    found = reread(item) if " " in item else None
    return item if found is None else found


_ENGLISH = r"[A-Za-z]{2,}"  # compiled (and cached) by `re` when first used


@functools.cache
def _rereader() -> _Reread:
    """The patterns of every message the Chinese catalog knows (the messages of the code)."""
    return _Reread(key for key in catalog("zh").single if isinstance(key, str))


@functools.lru_cache(maxsize=16384)
def reread(text: str) -> Msg | None:
    """``text``, a sentence the game wrote in English, as the message it was made of."""
    return _rereader().find(text)


def translated(text: object, lang: str) -> bool:
    """Whether ``text`` (and every message inside it) has a translation into ``lang``: a
    message, or a stored sentence the messages read back (names and numbers need none)."""
    if isinstance(text, Msg):
        known = lang == SOURCE or text.msgid in catalog(lang).single
        return known and all(_translated_value(v, lang) for v in text.values.values())
    if isinstance(text, tuple):
        return all(_translated_value(item, lang) for item in text)
    if lang == SOURCE:
        return True
    found = reread(str(text))
    return found is not None and translated(found, lang)


def _translated_value(value: object, lang: str) -> bool:
    if isinstance(value, Phrase):
        return lang == SOURCE or lang in value.langs
    if isinstance(value, Msg | tuple | Stored):
        return translated(value, lang)
    return True  # a name, a number, a path
