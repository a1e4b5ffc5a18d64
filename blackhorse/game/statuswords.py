"""The words of the game's standing in English and Chinese (``status_text``, ``winner_text``).

The rules write their sentences as messages of the catalog (:mod:`blackhorse.core.catalog`)
as the game goes (why a side won, what became of a day's request, a warning about the
folder); the state and the ledgers keep them as English, and :func:`zh` says each of them in
Chinese by reading it back against the catalog, keeping names, rooms, file names and
commands as they are. A sentence the catalog does not know is kept in English rather than
guessed at (``tests/test_status_words.py`` plays games through every kind of sentence and
checks that none is left in English).
"""

from __future__ import annotations

from collections.abc import Iterable

from blackhorse.core import catalog
from blackhorse.core.catalog import N_, Message

LANGS = ("en", "zh")

HEADERS: dict[str, str] = {
    "tenant": N_("tenant"),
    "status": N_("status"),
    "room": N_("room"),
    "targets": N_("targets"),
    "killed": N_("killed"),
    "days unaccused": N_("days unaccused"),
    "police": N_("police"),
    "case": N_("case"),
    "night": N_("night"),
    "at": N_("at"),
    "victim": N_("victim"),
    "killer": N_("killer"),
    "accused": N_("accused"),
    "solved": N_("solved"),
}

WORDS: dict[str, Message] = {
    "alive": N_("alive"),
    "dead": N_("dead"),
    "jailed": N_("jailed"),
    "yes": N_("yes"),
    "no": N_("no"),
    "no murders": N_("No murders so far."),
    "requests": N_("Day {n} requests:"),
    "winner": N_("Winner: {w}"),
    "warning": N_("Warning: {w}"),
    "none yet": N_("none yet"),
    "killed at": N_("{victim} (night {night})"),
    "list": N_(", "),
    "aside": N_(" ({x})"),
    "side:police": N_("police"),
    "side:draw": N_("draw"),
    "side:tenants": N_("tenants"),
    "won:police": N_("the police won"),
    "won:draw": N_("a draw"),
    "won:tenants": N_("{winners} won together"),
    "won": N_("{name} won"),
    "and": N_(" and "),
}

VERDICT: dict[bool, Message] = {True: N_("granted"), False: N_("REFUSED")}
# a day request's kind: the seed's one word for an accusation is 指证 (六.3-5)
KIND: dict[str, Message] = {
    "accusation": N_("accusation"),
    "move": N_("move"),
    "police-move": N_("police move"),
}


def zh(text: str) -> str:
    """``text``, one of the game's English sentences, in Chinese (unknown ones unchanged)."""
    return catalog.say(text, "zh")


def say(text: str, lang: str) -> str:
    """One of the game's sentences in ``lang``."""
    return catalog.say(text, lang)


def word(key: str, lang: str, **values: object) -> str:
    return catalog.word(WORDS[key], lang, **values)


def header(name: str, lang: str) -> str:
    return catalog.word(HEADERS[name], lang)


def outcome_message(kind: str, request: str, granted: bool, reason: str) -> catalog.Msg:
    """One request of a day and what became of it as a message (the audit log keeps it in
    English and says it in the reader's language): ``move C to 209: granted``."""
    said = catalog.msg(str(KIND.get(kind, kind))) if kind in KIND else kind
    verdict = catalog.msg(str(VERDICT[granted]))
    if reason:
        return catalog.msg(
            "{asked} {request}: {verdict} ({why})",
            asked=said,
            request=catalog.Stored(request),
            verdict=verdict,
            why=catalog.Stored(reason),
        )
    return catalog.msg(
        "{asked} {request}: {verdict}", asked=said, request=catalog.Stored(request), verdict=verdict
    )


def outcomes_message(outcomes: Iterable[tuple[str, str, bool, str]]) -> str:
    """A day's outcomes as one stored English text, ``" | "`` between them (a reason may
    hold a ``;``): the audit log's ``{outcomes}`` field, said one by one when read back."""
    return " | ".join(str(outcome_message(*o)) for o in outcomes)


def outcome_text(kind: str, request: str, granted: bool, reason: str, lang: str) -> str:
    """One request of a day and what became of it (``days.Outcome``)."""
    if lang != "zh":
        verdict = "granted" if granted else "REFUSED"
        return f"{kind} {request}: {verdict}" + (f" ({reason})" if reason else "")
    what = catalog.word(KIND[kind], lang) if kind in KIND else kind
    verdict = catalog.word(VERDICT[granted], lang)
    return f"{what} {zh(request)}：{verdict}" + (f"（{zh(reason)}）" if reason else "")
