"""Scots English, read as the English it says (docs/PARSING.md, *Round twelve*): ``Ah'm gonnae stay
in the common room till ten``, ``If he doesnae open, back to the common room``, ``Twenty tae nine,
the lawn``, ``lookin' oot the windae``.

Scots writes tae for "to", -nae for "-n't" (doesnae, cannae, willnae, didnae), naebody for
"nobody", windae for "window", oot for "out", awa' for "away", ah / ah'm for "I" / "I'm", gonnae
for "gonna", and chap for "knock". A closed class, read so only in a message that holds a word only
Scots has (tae, -nae, naebody, windae, ah'm, awa'); a problem still quotes the player's own words.
**Decision:** ``ah`` alone is "I" only before a verb of the orders' kind (ah'll, ah'm, ah go); the
interjection "ah" stays as typed.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ONLY_SCOTS = re.compile(
    r"\b(?:tae|doesnae|cannae|willnae|didnae|dinnae|naebody|windae|ah'm|ah'll|awa'|a'm|a'll|doon|hame|jist"
    r"|efter|afore|gairden|intae|oan|masel|onytime|the nicht)(?![a-z])"
)

_SAID = [
    (re.compile(r"\bdoesnae\b"), "doesn't"),
    (re.compile(r"\bcannae\b"), "can't"),
    (re.compile(r"\bwillnae\b"), "won't"),
    (re.compile(r"\bdidnae\b"), "didn't"),
    (re.compile(r"\bdinnae\b"), "don't"),
    (re.compile(r"\bnaebody\b"), "nobody"),
    (re.compile(r"\bwindae\b"), "window"),
    (re.compile(r"\bgonnae\b"), "gonna"),
    (re.compile(r"\bah'm\b"), "i'm"),
    (re.compile(r"\bah'll\b"), "i'll"),
    (re.compile(r"\bawa' oot\b"), "out"),
    (re.compile(r"\bawa'"), "away"),
    (re.compile(r"\boot\b"), "out"),
    (re.compile(r"\btae\b"), "to"),
    (re.compile(r"\bchap on\b"), "knock on"),
    # round seventeen: a'm / a'll (I'm, I'll), doon, oan (on), ain (own), jist, hame, fae (from),
    # afore, efter, gairden, intae, onytime, the nicht (tonight), wi, fur (for), aboot, o (of)
    # between the door and its room, dae (do), chap the door (knock on it), heid tae (head to)
    (re.compile(r"\ba'm\b"), "i'm"),
    (re.compile(r"\ba'll\b"), "i'll"),
    (re.compile(r"\bdoon\b"), "down"),
    (re.compile(r"\boan\b"), "on"),
    (re.compile(r"\bher ain\b"), "her own"),
    (re.compile(r"\bhis ain\b"), "his own"),
    (re.compile(r"\bjist\b"), "just"),
    (re.compile(r"\bhame\b"), "home"),
    (re.compile(r"\bfae\b"), "from"),
    (re.compile(r"\bafore\b"), "before"),
    (re.compile(r"\befter\b"), "after"),
    (re.compile(r"\bgairden\b"), "garden"),
    (re.compile(r"\bintae\b"), "into"),
    (re.compile(r"\bonytime\b"), "anytime"),
    (re.compile(r"\bthe nicht\b"), "tonight"),
    (re.compile(r"\bmasel\b"), "myself"),
    (re.compile(r"\bwi\b"), "with"),
    (re.compile(r"\bfur\b"), "for"),
    (re.compile(r"\baboot\b"), "about"),
    (re.compile(r"\bdae\b"), "do"),
    (re.compile(r"\bchap the door o\b"), "knock on the door of"),
    (re.compile(r"\bchap the door\b"), "knock on the door"),
    (re.compile(r"\bdoor o\b"), "door of"),
    (re.compile(r"\bheid tae\b"), "head to"),
    (re.compile(r"\bma\b"), "my"),
    (re.compile(r"\bthe hale\b"), "the whole"),
    (re.compile(r"\bif no\b"), "if not"),
    (re.compile(r"\bnae bother\b"), "no worries"),
    (re.compile(r"\bnae\b"), "no"),
    (re.compile(r"(?<=, )ken(?=,)"), "you know"),
    # round twenty-eight: wee (small: "ma wee room" is my room), an' (and), auld (old, before a
    # name), awbody (everybody), keek / keekin (look), ower (over), bide (stay), blether (a chat),
    # on his tod (alone), the night (tonight, not after all / for / the whole), ken at a sentence's end
    (re.compile(r"\bwee (?=[a-z])"), ""),
    (re.compile(r"\ban'"), "and"),
    (re.compile(r"\bauld\b"), "old"),
    (re.compile(r"\bawbody\b"), "everybody"),
    (re.compile(r"\bkeekin'?"), "looking"),
    (re.compile(r"\bkeek\b"), "look"),
    (re.compile(r"\bower\b"), "over"),
    (re.compile(r"\bbide\b"), "stay"),
    (re.compile(r"\bblether\b"), "chat"),
    (re.compile(r"\bno feart\b"), "not scared"),
    (re.compile(r"\bfeart\b"), "scared"),
    (re.compile(r"\bon (?:his|her|ma|their) tod\b"), "alone"),
    (re.compile(r"(?<!all )(?<!for )(?<!whole )(?<!of )\bthe night\b"), "tonight"),
    (re.compile(r"(?<=, )ken(?=[.!]|$)"), "you know"),
]
_DIALECT = Dialect(_ONLY_SCOTS, _SAID)


def as_english(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Scots word as its English, and for each character the index in the typed
    message it comes from: unchanged unless the message is written in Scots."""
    return _DIALECT.as_standard(text, origin)
