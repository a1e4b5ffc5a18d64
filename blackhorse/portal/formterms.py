"""What a field of the slot form allows, in the form's own terms (issue 24: a held-out GM's
walk read "8:30 · 如果：（空） -- alone、always、{present: NAME} 或 {absent: NAME}" beside a
Chinese page's 如果).

The checker says what an order file's field may hold in the file's words (``alone``,
``{present: NAME}``, ``open``, ``window``, ``204``), which is right for `blackhorse check` and
the YAML box. A player who chose from a list of the slot form reads the list's own labels in
the page's language instead: "请从表中的选项里选：单独、无论如何、在场、不在场", the places as the
"去" list names them (201房间, 娱乐室, 花园), the door's 对所有人开放…; never a value of the
file, nor ``（空）`` for a choice left empty. Under the YAML box, whose writer types a file,
a field is answered in the words of the file the page's language reads (单独、无论、{在场: 名字};
窗户 或 门孔; 对所有人开放（默认）、不开门…). The rules that refuse a value (a peek from the wrong
place, a kill of the dead) keep their sentence (orderrules.for_player): only what the form can
offer is said here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from blackhorse.core.catalog import N_, Msg, msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import Problem
from blackhorse.inn.layout import Inn
from blackhorse.orders.conditionkinds import KINDS
from blackhorse.orders.conditionkinds import allowed as condition_allowed
from blackhorse.orders.orderrules import (
    DOOR_ALLOWED,
    NO_STOP_ALLOWED,
    PEEK_ALLOWED,
    PERSON_ALLOWED,
    PLACE_ALLOWED,
    SAID_ALLOWED,
)
from blackhorse.portal.i18n import place_text, translator
from blackhorse.portal.orders_form import PEEKS, offers

CHOOSE = N_("choose one of the form's choices: {choices}")
WHOM_NEEDS = N_("choose '{present}' or '{absent}' to make the order depend on {who}, or clear {whom}")


@dataclass(frozen=True)
class FormTerms:
    """The slot form's lists as a player sees them, in one language: each list's labels."""

    lang: str
    places: tuple[str, ...]  # the "go to" and "otherwise go to" lists (home, 201房间, 花园...)
    peeks: tuple[str, ...]  # the ways to peek offered tonight
    conditions: tuple[str, ...]  # alone, always, present, absent as the "if" list says them
    door: tuple[str, ...]  # open to all, closed to all, only for:
    people: tuple[str, ...] = ()  # the "whom" list: whom a condition can be about
    targets: tuple[str, ...] = ()  # the "kill" list: one's targets still alive

    def label(self, key: str) -> str:
        """A field of the form as its column is headed (如果, 谁, 途经)."""
        return translator(self.lang)(key)


def form_terms(
    inn: Inn,
    room: str | None,
    lang: str,
    people: tuple[str, ...] = (),
    targets: tuple[str, ...] = (),
) -> FormTerms:
    """The lists of the slot form of someone whose room tonight is ``room`` (None: an officer
    without one), whose "whom" list is ``people`` and "kill" list ``targets``, labelled as
    orders.html labels them."""
    t = translator(lang)
    places, peeks = offers(inn, room)
    return FormTerms(
        lang,
        tuple(place_text(inn, p, lang) for p in places),
        tuple(t(f"opt_{p}") for p in (peeks or PEEKS)),
        tuple(t(f"opt_{k}") for k in KINDS),
        (t("door_open"), t("door_closed"), t("door_list").rstrip(":：")) if room is not None else (),
        people,
        targets,
    )


# what the YAML box's fields take, in the page's words the file also reads (docs/ORDERS.md:
# 单独, 无论, {在场: 名字}; 窗户, 门孔; 对所有人开放, 不开门): its writer types a file, so the
# file's shapes stay ({...}, [B, C]) but never an English word on a Chinese page
_TEXT_DOOR = N_("{open} (the default), {closed}, or a list of who may enter, e.g. [B, C]")
_TEXT_NAME = {"zh": "名字", "en": "NAME"}
_TEXT_PEEKS = {"zh": ("窗户", "门孔"), "en": ("window", "peephole")}
_TEXT_DOORS = {"zh": ("对所有人开放", "不开门"), "en": ("open", "closed")}


def _in_text(name: str, lang: str) -> Msg | None:
    """What the YAML box's field ``name`` takes, in ``lang``'s words the file reads."""
    if name == "if":  # each kind by its first Chinese word on a Chinese page (conditionkinds)
        said = {k: kind.typed[0] if lang == "zh" and kind.typed else k for k, kind in KINDS.items()}
        who = _TEXT_NAME.get(lang, _TEXT_NAME["en"])
        forms = [said[k] for k, kind in KINDS.items() if not kind.names_someone]
        forms += [f"{{{said[k]}: {who}}}" for k, kind in KINDS.items() if kind.names_someone]
        return msg("{forms} or {last}", forms=tuple(forms[:-1]), last=forms[-1])
    if name == "peek":
        peeks = _TEXT_PEEKS.get(lang, _TEXT_PEEKS["en"])
        return msg("{forms} or {last}", forms=peeks[:-1], last=peeks[-1])
    if name == "door":
        doors = _TEXT_DOORS.get(lang, _TEXT_DOORS["en"])
        return msg(_TEXT_DOOR, open=doors[0], closed=doors[1])
    return None


def _whom_needs(terms: FormTerms, who: str) -> Msg:
    t = translator(terms.lang)
    return msg(WHOM_NEEDS, present=t("opt_present"), absent=t("opt_absent"), who=who, whom=t("who"))


def _choose(choices: tuple[str, ...]) -> Msg:
    return msg(CHOOSE, choices=choices)


def _is(allowed: object, msgid: str) -> bool:
    return isinstance(allowed, Msg) and allowed.msgid == msgid


# for each field of the form chosen from a list: whether the checker's "allowed" says that the
# value is no word of the file's (so the form's list is the answer), and the list to name
_LISTS: dict[str, tuple[Callable[[object], bool], Callable[[FormTerms], tuple[str, ...]]]] = {
    "go": (lambda a: _is(a, PLACE_ALLOWED) or _is(a, NO_STOP_ALLOWED), lambda f: f.places),
    "else": (lambda a: _is(a, PLACE_ALLOWED) or _is(a, NO_STOP_ALLOWED), lambda f: f.places),
    "peek": (lambda a: _is(a, PEEK_ALLOWED), lambda f: f.peeks),
    "if": (lambda a: a == condition_allowed(), lambda f: f.conditions),
    "door": (lambda a: _is(a, DOOR_ALLOWED), lambda f: f.door),
    "who": (lambda a: _is(a, PERSON_ALLOWED), lambda f: f.people),
    "kill": (lambda a: _is(a, PERSON_ALLOWED), lambda f: f.targets),
}


def in_form_terms(
    problem: Problem, name: str, typed: Mapping[str, str] | None, key: str, terms: FormTerms
) -> str | None:
    """What the form's field ``name`` (``if``, ``go``, ``door``...; ``key`` its field on the
    page, ``s3_if``) allows, said in the form's terms, when the checker's ``problem`` with it
    is that its value is no word of the file; None to keep the checker's sentence. ``typed``
    None: the YAML box's field of that name, said in the words of the file the page's
    language reads."""
    found = _LISTS.get(name)
    if typed is None:
        text = _in_text(name, terms.lang) if found is not None and found[0](problem.allowed) else None
        return text.said(terms.lang) if text is not None else None
    if found is not None and found[0](problem.allowed):
        who = typed.get(key.replace("_if", "_who"), "").strip() if name == "if" else ""
        if who:  # a "whom" chosen, its "if" not: present or absent is what it needs
            return _whom_needs(terms, who).said(terms.lang)
        choices = found[1](terms)
        if not choices:  # a list the form does not show this player (an officer's door): the file's words
            text = _in_text(name, terms.lang)
            return text.said(terms.lang) if text is not None else None
        return _choose(choices).said(terms.lang)
    if name in ("from", "until") and isinstance(problem.allowed, Msg) and problem.allowed in SAID_ALLOWED:
        return SAID_ALLOWED[problem.allowed].said(terms.lang)  # typed in a box: no quotes to write
    return None


__all__ = ["CHOOSE", "WHOM_NEEDS", "FormTerms", "form_terms", "in_form_terms"]
