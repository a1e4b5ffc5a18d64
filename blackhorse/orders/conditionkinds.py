"""The kinds of condition an order may carry (``if: alone``, ``if: {present: B}``), each
registered once with all its words: the order file's word and the other words a GM may
type for it, whether it names someone, how the echo says it in plain words, and how the
portal's order form writes it back. Its rule, a function of a minute's positions and the
map, is the night's (:data:`blackhorse.night.conditions.RULES`, under the same word).

A new kind is one :class:`ConditionKind` here (:func:`register`) and one rule there, plus
its words in the catalogues of translated text (the portal form's ``opt_WORD`` label and
``whom_WORD`` complaint for a kind that names no one; the checker's Chinese for the list of
allowed conditions). ``tests/test_condition_kinds.py`` adds one that way. A player's free
words (:mod:`blackhorse.parsing`) are read by a grammar of their own: a new kind is written
in an order file or chosen in the form, not said in a message, until the grammar learns it.

The order here is the order of the echo's "allowed" list and of the form's choices.
"""

from collections.abc import Callable

from blackhorse.core.catalog import msg
from blackhorse.core.namedtuple import NamedTuple

Clause = Callable[[bool, str | None, str | None], str]
"""The ``if`` part in plain words, without its consequence: ``(zh, kill, who) -> words``
("" when the kind says nothing, as ``always``)."""


class ConditionKind(NamedTuple):
    """One kind of condition and its words.

    ``word``: the order file's word (``if: alone``, or the key of ``if: {present: NAME}``
    when ``names_someone``). ``typed``: other words for it an order file accepts (Chinese).
    ``clause``: the echo's ``if`` part. ``whoever``: the kill runs whoever is around (the
    echo then says so: ``always``). ``anywhere``: for a standing kill, the echo's whole
    line ``(zh, when, target) -> words`` when the kind reads better said its own way.
    """

    word: str
    names_someone: bool
    clause: Clause
    typed: tuple[str, ...] = ()
    whoever: bool = False
    anywhere: Callable[[bool, str, str], str] | None = None

    def written(self, who: str | None, quote: Callable[[str], str]) -> str:
        """How an order file writes this condition: ``alone``, ``{present: "B"}``."""
        return f"{{{self.word}: {quote(who or '')}}}" if self.names_someone else quote(self.word)


KINDS: dict[str, ConditionKind] = {}
"""Every kind by its order file word, in registration order."""


def register(kind: ConditionKind) -> ConditionKind:
    """Add ``kind`` (a word used already is refused)."""
    if kind.word in KINDS:
        raise ValueError(f"condition kind {kind.word!r} is registered already")
    KINDS[kind.word] = kind
    return kind


def plain_words() -> dict[str, str]:
    """Every word an order file may give alone (``if: alone``), typed words included: the kind."""
    return {w: k.word for k in KINDS.values() if not k.names_someone for w in (k.word, *k.typed)}


def who_words() -> dict[str, str]:
    """The keys of ``if: {WORD: NAME}``: the kind."""
    return {w: k.word for k in KINDS.values() if k.names_someone for w in (k.word, *k.typed)}


def allowed() -> str:
    """What an order file's ``if`` may be, in the checker's words:
    ``alone, always, {present: NAME} or {absent: NAME}``."""
    forms = [k.word for k in KINDS.values() if not k.names_someone]
    forms += [f"{{{k.word}: NAME}}" for k in KINDS.values() if k.names_someone]
    if len(forms) < 2:
        return "".join(forms)
    return msg("{forms} or {last}", forms=tuple(forms[:-1]), last=forms[-1])


# -- the kinds of the rules (ADJUDICATION 9; the rules in blackhorse/night/conditions.py) ----
def _alone(zh: bool, kill: str | None, who: str | None) -> str:
    if kill:
        return f"如果{kill}一个人在那里" if zh else f"if {kill} is alone there"
    return "如果那里没有别人" if zh else "if nobody else is there"


def _alone_anywhere(zh: bool, when: str, target: str) -> str:
    if zh:
        return f"{when}，无论在任何地方碰见{target}单独一个人，就杀了{target}"
    return f"{when}, wherever you meet {target} alone, kill {target}"


def _always_anywhere(zh: bool, when: str, target: str) -> str:
    if zh:
        return f"{when}，无论在任何地方碰见{target}，无论周围有没有人，都杀了{target}"
    return f"{when}, wherever you meet {target}, kill {target} whoever is around"


def _present(zh: bool, kill: str | None, who: str | None) -> str:
    return f"如果{who}在那里" if zh else f"if {who} is there"


def _absent(zh: bool, kill: str | None, who: str | None) -> str:
    return f"如果{who}不在那里" if zh else f"if {who} is not there"


ALONE = register(
    ConditionKind(
        "alone", False, _alone, typed=("单独", "单独一人", "独自一人", "一个人"), anywhere=_alone_anywhere
    )
)
ALWAYS = register(
    ConditionKind("always", False, lambda *_: "", typed=("无论",), whoever=True, anywhere=_always_anywhere)
)
# 在场 / 不在场: the words the Chinese pages use (the form's list, its problems): `{在场: B}`
PRESENT = register(ConditionKind("present", True, _present, typed=("在场",)))
ABSENT = register(ConditionKind("absent", True, _absent, typed=("不在场",)))


__all__ = ["ABSENT", "ALONE", "ALWAYS", "KINDS", "PRESENT", "ConditionKind", "allowed", "register"]
