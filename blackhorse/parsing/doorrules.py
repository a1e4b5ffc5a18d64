"""The door's clock rule, said in a message refused for its words (issue 22, round fifteen;
docs/PARSING.md, *Round fifteen*): a tenant opens to whoever knocks from 22:00 on (seed 五.12).

``偶今晚整晚都不開門ㄛ 10點以後也不開 誰敲都一樣`` was refused at 誰 only; the player fixed the word and
was then refused for the door, one round trip more. The lexer reads the door's words and the times
whatever the grammar makes of the words around them, so a refused message is checked for a door
kept shut at or after 22:00 too, as the clock rules are (:mod:`blackhorse.parsing.slotrules`):

- **a door shut from 22:00**: a sentence holding a word that shuts the door (不开, "closed", 不让进)
  and a time of 22:00 or later, with nothing in it that makes the time another order's or a bound
  before which the door is shut: no going, visit, place, person, pronoun, condition, "otherwise",
  "before", "until" or "to". ``10点以后也不开`` breaks the rule; ``10点前不开门`` and ``10点去209，不开就
  回来`` (a visit's door) do not.

Nothing is added to a message the reader accepts: there the reader's own door rule says it.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.slotrules import ends_sentence

# the words that shut one's door
_SHUT = frozenset({"NOT_OPEN", "DOOR_CLOSED", "NOT_LET"})
# what makes a time another order's, or a bound the door is shut before
_ELSEWHERE = frozenset(
    {"GO", "VISIT", "PLACE", "NAME", "PRONOUN", "IF", "UNLESS", "THEN", "OTHERWISE", "BEFORE", "UNTIL"}
    | {"TO", "RETURN_HOME", "NOBODY_OPENS", "ONLY_OPEN"}
)
_TEN = 120  # 22:00, in minutes from 20:00


def door_rule_faults(tokens: list[Token]) -> list[Fault]:
    """The door kept shut from 22:00 in ``tokens`` (module doc), one fault a sentence, at its word."""
    out: list[Fault] = []
    sentence: list[Token] = []
    for t in [*tokens, None]:
        if t is not None and not ends_sentence(t):
            sentence.append(t)
            continue
        kinds = {u.type for u in sentence}
        late = any(u.type == "TIME" and int(str(u)) >= _TEN for u in sentence)
        if late and kinds & _SHUT and not kinds & _ELSEWHERE:
            shut = next(u for u in sentence if u.type in _SHUT)
            out.append(Fault(shut.start_pos or 0, shut.end_pos or 0, "door_time"))
        sentence = []
    return out
