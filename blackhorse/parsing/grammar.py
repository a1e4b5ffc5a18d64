"""The grammar of orders written as messages (Lark, LALR); :mod:`blackhorse.parsing.phrases`
turns its trees into phrases.

A message is a run of phrases between separators: a time, a period (第一时段), "all night",
an "until", going, staying, peeking, a kill, a condition, an "otherwise", a standing kill
("wherever you meet B") and the door. The grammar says how each phrase is built from the
words of :mod:`blackhorse.parsing.lexicon`; :mod:`blackhorse.parsing.assemble` puts the
phrases together into orders. Both languages share one grammar: the words differ, the
shapes are the same (Chinese puts the kill after the condition, English may put it before).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import field
from functools import cache
from typing import Any

from lark import Lark, Token
from lark.lexer import Lexer, LexerState

from blackhorse.core.dataclass import dataclass

TERMINALS = (
    "SEP JOIN AND THEN UNTIL TO FROM BETWEEN BEFORE GO RETURN_HOME VIA STAY AT THERE PEEK_VERB USE WINDOW "
    "PEEPHOLE KILL BA PRONOUN IF UNLESS NOT ALONE ONLY NOBODY_ELSE ALWAYS MEET ANYWHERE OTHERWISE "
    "NOBODY_OPENS DOOR_OPEN DOOR_CLOSED ONLY_OPEN DOOR_VERB POSS ROOMWORD ALLNIGHT NAME PLACE PERIOD "
    "TIME LISTJOIN VISIT KNOCK DOORWORD SOMEONE NOT_OPEN THROUGH NOT_THERE LOOK_CORRIDOR RANGE NOT_LET "
    "EXCEPT AFTER_KILL DURATION LEAVE ARRIVE ALTERNATION ALTERNATE EVERY SO_ON"
)

GRAMMAR = rf"""
start: _gap? (_phrase _gap?)*
_gap: (SEP | AND | JOIN)+

_phrase: time | period | allnight | until | before | between | then | go | stay | peek | kill | always
       | cond | otherwise | notopen | standing | door | via | knock | range | afterkill | duration
       | leave | alternation

time: (FROM | AT)? TIME
period: PERIOD
allnight: ALLNIGHT
until: (UNTIL | TO) ALLNIGHT? TIME BETWEEN?
before: TIME BEFORE | BEFORE TIME
between: BETWEEN TIME (AND | JOIN | TO | UNTIL) TIME
then: THEN
range: RANGE
afterkill: AFTER_KILL
duration: DURATION
leave: LEAVE
alternation: ALTERNATION

go: GO TO? target via?
  | GO via TO? target
  | TO target via? GO?
  | via (GO | TO)? target
  | RETURN_HOME via?
  | RETURN_HOME TO target via?
  | RETURN_HOME via TO target
  | via RETURN_HOME
  | PLACE ROOMWORD? via?                -> bare_go
  | VISIT person                        -> visit
via: (VIA | THROUGH) (AT | FROM)? PLACE (LISTJOIN PLACE)* (VIA PLACE (LISTJOIN PLACE)*)*
knock: KNOCK target?

target: PLACE ROOMWORD?                  -> place
      | PLACE THERE                      -> place
      | PLACE POSS? DOORWORD             -> place
      | THERE                            -> there
      | ROOMWORD                         -> roomword
      | person POSS? ROOMWORD            -> room_of
      | person POSS? DOORWORD            -> room_of
      | person POSS? THERE               -> room_of
      | person POSS                      -> room_of
      | VISIT person                     -> room_of

stay: STAY (AT | TO)? target?
    | AT target STAY?
    | ROOMWORD STAY?                     -> stay_room

_with: FROM | AT | USE | THROUGH
_look: PEEK_VERB | LOOK_CORRIDOR
peek: _look peek_tail?
    | _peek_obj _look? view?
    | _with _peek_obj _look? view?
peek_tail: _with? _peek_obj ((AT | TO)? view)?
         | (AT | TO)? view (_with? _peek_obj)?
view: PLACE
_peek_obj: WINDOW | PEEPHOLE

kill: KILL person? ALWAYS?
    | BA person KILL ALWAYS?
person: NAME | PRONOUN

always: ALWAYS

cond: (IF | UNLESS) condition
    | bare_condition
condition: MEET? person ALONE where? ANYWHERE?    -> c_alone
          | MEET? person where ALONE ANYWHERE?      -> c_alone
          | ONLY person ALONE? where?     -> c_alone
          | MEET? person where            -> c_present
          | MEET person ANYWHERE?         -> c_present
          | person NOT where?             -> c_absent
          | person NOT_THERE where?       -> c_absent
          | NOT_THERE where?              -> c_absent
          | person NOT ALONE where?       -> c_not_alone
          | NOT ALONE where?              -> c_not_alone
          | where? NOBODY_ELSE where?     -> c_nobody
          | where? SOMEONE where?         -> c_someone
          | ALONE where?                  -> c_nobody
bare_condition: MEET person ALONE? where?     -> c_alone_or_present
          | person ALONE where?           -> c_alone
          | person where ALONE            -> c_alone
          | person AT target?             -> c_present
          | person THERE                  -> c_present
          | person NOT_THERE where?       -> c_absent
          | NOT_THERE where?              -> c_absent
          | person NOT ALONE where?       -> c_not_alone
          | NOT ALONE where?              -> c_not_alone
          | person DOOR_VERB              -> c_present
          | SOMEONE where?                -> c_someone
where: AT target? | THERE

otherwise: OTHERWISE | NOBODY_OPENS
notopen: IF? NOT_OPEN

standing: ANYWHERE MEET? person ALONE?
        | MEET person ANYWHERE ALONE?

door: door_core (_door_until)?
_door_until: (UNTIL | TO | BEFORE) ALLNIGHT? TIME
door_core: DOOR_OPEN                              -> door_open
          | DOOR_CLOSED                            -> door_closed
          | (ONLY_OPEN | ONLY) names (DOOR_VERB | AT)?   -> door_only
          | NOT_LET names (DOOR_VERB | AT)?         -> door_except
          | DOOR_OPEN EXCEPT names (DOOR_VERB | AT)? -> door_except
          | EXCEPT names DOOR_OPEN                 -> door_except
          | EXCEPT names SEP? DOOR_CLOSED          -> door_only
names: NAME (LISTJOIN NAME)*

%declare {TERMINALS}
"""


@dataclass(frozen=True)
class Phrase:
    """One phrase of the message: what it says and where it is (normalised positions)."""

    kind: str
    start: int
    end: int
    args: dict[str, Any] = field(default_factory=dict)


class _Tokens(Lexer):
    """Hands Lark the words :func:`blackhorse.parsing.lexer.tokenize` already cut."""

    __future_interface__ = 1

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        data: Any = lexer_state.text
        yield from getattr(data, "text", data)


@cache
def parser() -> Lark:
    return Lark(GRAMMAR, parser="lalr", lexer=_Tokens, maybe_placeholders=False)
