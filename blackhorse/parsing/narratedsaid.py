"""The evening told as a story, in English (issue 22, round eighteen; docs/PARSING.md, *Round
eighteen*): role-players write their orders as what their character does ("Lily spends the evening
in the common room, reading", "At half past nine she creeps along the corridor to room 203").

Read on the message's text before its words are cut, as the plain orders the reader knows:

- **the evening spent somewhere** ("spend / spends / spending the (whole) evening / night in the
  common room"): staying there all night (``stay all night in``);
- **the corridor on the way** ("creep along the corridor to 203", "down the hallway to the
  stairs"): how one walks to the place after "to", never a place to stop in (the corridor is none:
  seed 八); the words are blanked, the going read as typed. Without "to" after them they stay, and
  a stop in the corridor is refused as before;
- **the written register's words**: "upon" is "on" ("watch from my window upon the lawn"), "the
  night's end" is "the end" ("till the night's end").
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import blanked, replaced

_SPENT = re.compile(
    r"(?<![a-z])(?:spend|spends|spending|will spend|shall spend) the (?:whole |entire )?(?:evening|night)"
    r"(?= (?:in|at|on|inside) )"
)
_ON_THE_WAY = re.compile(
    r"(?<![a-z])(?:along|down|up|across|through) the (?:corridor|hallway|passage|passageway|landing)(?= to )"
)


# "upon" for "on" ("keep watch from my window upon the lawn"), the night's end for the end
# ("come upon her", "happen upon him" are meetings, kept: round thirty-four)
_UPON = re.compile(r"(?<![a-z])(?<!come )(?<!happen )(?<!chance )(?<!stumble )upon(?![a-z])")
_NIGHTS_END = re.compile(r"(?<![a-z])the night'?s end(?![a-z])")


def narrated(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with the story's ways of saying an order as the orders (module doc), and for each
    character the index in the typed message it comes from."""
    text = _ON_THE_WAY.sub(blanked, text)
    text = _UPON.sub("on  ", text)
    text = _NIGHTS_END.sub(lambda m: "the end".ljust(len(m.group())), text)
    return replaced(text, origin, ((m, "stay all night") for m in _SPENT.finditer(text)))
