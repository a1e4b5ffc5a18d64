"""A look said right after a stay in one's own room that ends at a time (docs/PARSING.md, *English,
round seven*): ``stay in my room till 9, window``, ``in the room til half eight, wee look out the
window at the lawn``, ``stay home until 9:30 - peephole``.

The look is what one does while staying, from the stay's start, as ``stay in my room until 9,
watching ...`` (the "-ing" form) already was; it was read as a look from the stay's end (``21:00
watch through the window``), though the player stays where they are and says nothing of a change at
nine: **a misread on main**, and, with a going at nine after it, a refusal (a window from the
garden). **Decision:** only after a stay in one's own room with no look, kill or condition of its
own; only with a comma or a dash between the stay's end and the look (and at most two words set
aside, ``wee``, ``a quick``); never with a word of sequence between (``then``, ``after``, ``and``,
``later``: ``till 9, then window`` is a window from nine, as before), nor with one or a time in the
rest of the look's clause (``till 9, window after``, ``window from 9``), nor with a span of its own
after it (``window all night``, ``for the rest of the night``: more than the stay, refused as before),
and only in the same sentence. A look joined to the stay by "with" (``stay in the common room till
nine with the window on the garden``) is the stay's wherever one stays (round twenty-eight).
"""

from __future__ import annotations

import re

from blackhorse.parsing.drafts import ActionDraft

# the look joined to the stay by "with" ("stay in the common room till nine with the window on the
# garden"): the stay's, wherever it is (round twenty-eight: read as a look from nine)
_WITH = re.compile(r"\s+with\s+", re.IGNORECASE)
_GAP = re.compile(r"\s*[,\u2013\u2014-]\s*((?:[a-z']+\s+){0,2})", re.IGNORECASE)
_SEQUENCE = frozenset(
    {"then", "after", "afterwards", "afterward", "later", "next", "and", "from", "at", "till", "until"}
    | {"before", "now", "onwards", "on", "again", "switch", "swap", "change"}
)
# a span of the look's own after it (window all night, for the rest of the evening)
_SPAN = frozenset({"all", "night", "whole", "entire", "rest", "evening", "tonight", "end", "long", "while"})


_CLAUSE_END = re.compile(r"[,.;!?\n\u2013\u2014]|\s-\s")


def look_of_the_stay(
    text: str, stay: ActionDraft, own: set[str], until_end: int, look: tuple[int, int]
) -> bool:
    """Whether the look said at ``look`` (its start and end) is the stay's (module doc): ``stay``
    the action of the order an "until" ending at ``until_end`` just ended, ``own`` what names one's
    own room."""
    with_it = _WITH.fullmatch(text, until_end, look[0]) is not None
    if stay.go not in own and not with_it:
        return False
    if stay.peek is not None or stay.kill is not None or stay.cond is not None:
        return False
    gap = _GAP.fullmatch(text, until_end, look[0])
    if not with_it and (gap is None or set(gap.group(1).lower().split()) & _SEQUENCE):
        return False
    end = _CLAUSE_END.search(text, look[1])
    rest = text[look[1] : end.start() if end is not None else len(text)].lower()
    said = set(re.findall(r"[a-z']+", text[look[0] : look[1]].lower() + " " + rest))
    return not said & (_SEQUENCE - {"at", "on", "and"} | _SPAN) and not any(c.isdigit() for c in rest)
