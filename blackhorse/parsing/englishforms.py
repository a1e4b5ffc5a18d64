"""English verb forms: every inflection of a verb of the orders, by rule and by a table.

Players write their orders as plans (``I go``), as intentions (``I'm going``), as stories
(``Tom heads``) and, non-native or not, in the past (``at 9 I went to the garden``, ``knocked on
203``). A GM reads each as the verb it inflects. The lexicon knows its English verbs in one form
(``go to``, ``knock on``, ``stay put``, ``keep an eye on``); this module gives the other forms of
the verb that opens such a word, so that the lexicon knows them all (``goes to``, ``went to``,
``going to``, ``gone to``; ``knocked on``, ``knocking on``; ``stayed put``; ``kept an eye on``):

- the third person: ``-s``, ``-es`` after a hiss or ``o`` (``watches``, ``goes``), ``-ies``
  after a consonant and ``y`` (``spies``);
- the past and its participle: ``-ed``, ``-d`` after ``e`` (``moved``), ``-ied`` after a
  consonant and ``y`` (``spied``), the last consonant doubled after one short vowel in a word
  of one syllable (``stopped``, ``stabbed``; ``visited``, ``entered``: no), or as the table of
  irregular verbs says (``went``/``gone``, ``sat``, ``took``/``taken``, ``kept``, ``hung``);
- the ``-ing`` form: ``e`` dropped (``coming``, ``leaving``; ``seeing``, ``fleeing``: kept),
  ``ie`` to ``y`` (``lying``), the same doubling (``popping``, ``sitting``).

The forms are words of the same kind as the verb (the grammar's meaning does not change with
tense: an order is an order), added only where the form is no word of its own; which verbs are
inflected is the lexicon's choice (:func:`blackhorse.parsing.lexicon.build`). :func:`lemmas`
undoes the rules, for what asks which verb a written form is.
"""

from __future__ import annotations

from functools import cache

__all__ = ["IRREGULAR", "forms", "ing", "lemmas", "past", "third"]

# the irregular verbs players use for going, staying, looking, meeting and killing: past,
# participle (and a second past some write: sneaked/snuck)
IRREGULAR: dict[str, tuple[str, ...]] = {
    "be": ("was", "were", "been"),
    "begin": ("began", "begun"),
    "bring": ("brought",),
    "catch": ("caught",),
    "come": ("came", "come"),
    "creep": ("crept",),
    "deal": ("dealt",),
    "do": ("did", "done"),
    "drive": ("drove", "driven"),
    "fall": ("fell", "fallen"),
    "feel": ("felt",),
    "find": ("found",),
    "flee": ("fled",),
    "get": ("got", "gotten"),
    "go": ("went", "gone"),
    "hang": ("hung",),
    "have": ("had",),
    "hide": ("hid", "hidden"),
    "hit": ("hit",),
    "hold": ("held",),
    "keep": ("kept",),
    "lay": ("laid",),
    "leave": ("left",),
    "let": ("let",),
    "lie": ("lay", "lain"),
    "make": ("made",),
    "meet": ("met",),
    "pay": ("paid",),
    "put": ("put",),
    "ride": ("rode", "ridden"),
    "run": ("ran", "run"),
    "say": ("said",),
    "see": ("saw", "seen"),
    "set": ("set",),
    "shoot": ("shot",),
    "shut": ("shut",),
    "sit": ("sat",),
    "sleep": ("slept",),
    "slay": ("slew", "slain"),
    "sneak": ("sneaked", "snuck"),
    "spend": ("spent",),
    "stand": ("stood",),
    "stick": ("stuck",),
    "strike": ("struck",),
    "swing": ("swung",),
    "take": ("took", "taken"),
    "think": ("thought",),
    "win": ("won",),
}
# verbs of two syllables or more stressed on the last, whose consonant doubles (patrolling)
_STRESSED_LAST = frozenset(
    {"patrol", "control", "admit", "regret", "occur", "prefer", "refer", "omit", "commit"}
)
_VOWELS = "aeiou"


def _vowel_groups(word: str) -> int:
    groups, before = 0, False
    for k, c in enumerate(word):
        vowel = c in _VOWELS or c == "y" and k > 0 and word[k - 1] not in _VOWELS
        vowel = vowel and not (c == "u" and k > 0 and word[k - 1] == "q")  # qu: a consonant
        groups += vowel and not before
        before = vowel
    return groups


def _doubles(verb: str) -> bool:
    """Whether the last consonant doubles before ``-ed``/``-ing``: one short vowel before it,
    in a word of one syllable or stressed on the last (``stop``, ``stab``, ``patrol``)."""
    if len(verb) < 3 or verb[-1] in _VOWELS + "wxy" or verb[-2] not in _VOWELS:
        return False
    if verb[-3] in _VOWELS and not (verb[-3] == "u" and verb[-4:-3] == "q"):
        return False  # two vowels (wait, look, peer): no
    return verb in _STRESSED_LAST or _vowel_groups(verb) == 1


def third(verb: str) -> str:
    """``go`` → ``goes``, ``watch`` → ``watches``, ``spy`` → ``spies``, ``head`` → ``heads``."""
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in tuple(_VOWELS):
        return verb[:-1] + "ies"
    return verb + "s"


def past(verb: str) -> tuple[str, ...]:
    """The past and its participle: ``moved``, ``spied``, ``stopped``, ``went``/``gone``."""
    if verb in IRREGULAR:
        return IRREGULAR[verb] + (("sneaked",) if verb == "sneak" else ())
    if verb.endswith("e"):
        return (verb + "d",)
    if verb.endswith("y") and verb[-2:-1] not in tuple(_VOWELS):
        return (verb[:-1] + "ied",)
    if _doubles(verb):
        return (verb + verb[-1] + "ed",)
    return (verb + "ed",)


def ing(verb: str) -> str:
    """``coming``, ``seeing``, ``lying``, ``popping``, ``visiting``, ``spying``."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and len(verb) > 2:
        return verb[:-1] + "ing"
    if _doubles(verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def forms(verb: str) -> tuple[str, ...]:
    """Every inflected form of ``verb`` (not the verb itself), in a fixed order."""
    found = [third(verb), *past(verb), ing(verb)]
    return tuple(dict.fromkeys(f for f in found if f != verb))


@cache
def _irregular_lemmas() -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = {}
    for verb in IRREGULAR:
        for form in forms(verb):
            table.setdefault(form, []).append(verb)
    return {form: tuple(verbs) for form, verbs in table.items()}


@cache  # asked of every English word of the lexicon, for every cast
def lemmas(word: str) -> tuple[str, ...]:
    """The verbs ``word`` may be a form of, by the rules undone and the table (``went``: go;
    ``stopped``: stop; ``moved``: move; ``spies``: spy), ``word`` itself first: every candidate
    whose forms give ``word`` (``stopped`` also gives ``stopp``); the caller keeps the ones it
    knows as verbs."""
    found = [word, *_irregular_lemmas().get(word, ())]
    stems: list[str] = []
    for end, back in (
        ("ies", "y"),
        ("es", ""),
        ("s", ""),
        ("ied", "y"),
        ("ed", ""),
        ("ed", "e"),
        ("ying", "ie"),
    ):
        if word.endswith(end) and len(word) > len(end) + 1:
            stems.append(word[: -len(end)] + back)
    if word.endswith("ing") and len(word) > 4:
        stem = word[:-3]
        stems += [stem, stem + "e"]
    for stem in list(stems):
        if len(stem) > 2 and stem[-1] == stem[-2]:
            stems.append(stem[:-1])  # stopp-ed: stop
    found += [s for s in stems if word in forms(s)]
    return tuple(dict.fromkeys(found))
