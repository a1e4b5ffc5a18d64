"""Shapes of casual English read as the orders they say (docs/PARSING.md, *Casual English*).

Players write English orders the way they chat. The words are in the lexicon; what the casual
shapes read is how they stand together, once the message is cut into words and before
:func:`blackhorse.parsing.joins.read_together`. This module runs them in their order; each
shape lives in the module of what it says:

- conditions said casually ("unless someone's there", "only if", "if she shows up", failures
  joined by "or" as one alternative): :mod:`blackhorse.parsing.ifsaid`;
- the door said casually ("door closed except for Lily", "door:" as a heading, the door "all
  night"): :mod:`blackhorse.parsing.doorsaid`;
- a standing kill's window said after it, "anywhere" before its condition:
  :mod:`blackhorse.parsing.standing`;
- a time or a range said last in its clause, "half past" with its hour left out, "9ish":
  :mod:`blackhorse.parsing.timesaid`;
- a place said another way ("203 (Tom)", "Ma's room 205", "the common room window", "back in
  the garden"): :mod:`blackhorse.parsing.placesaid`;
- what one goes somewhere to do ("and chat with X", "to peek through the peephole", "to see
  who goes down", "go hang out at X's"): :mod:`blackhorse.parsing.purposes`;
- the way somewhere ("through the garden", "take the west stairs", "garden (west stairs)"):
  :mod:`blackhorse.parsing.routesaid`;
- a kill said around its person ("finish her off", "do him in"), or as what becomes of them after a
  condition ("if I meet X alone, she's done"): :mod:`blackhorse.parsing.killsaid`;
- looking said as a position ("by the window", "glued to the peephole"):
  :mod:`blackhorse.parsing.looksaid`;
- a change of mind ("9:30 lawn, no, garden", "actually if not, go to 204"), read first:
  :mod:`blackhorse.parsing.mindsaid`; waiting
  for someone where one goes (去花园等C, "wait for C"): :mod:`blackhorse.parsing.waitsaid`; a
  standing kill's window said after it in a clause of its own, "anytime tonight" after "if":
  :mod:`blackhorse.parsing.windowsaid`.

Every rewrite keeps each word that carries meaning in a word of the same meaning, or drops a
word only where the order already says it (a refused knock under an alternative): nothing is
set aside here but what one watches for.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.doorroomsaid import own_room_of_the_door
from blackhorse.parsing.doorsaid import (
    closed_except,
    door_after_ten,
    door_comma_until,
    door_heading,
    door_if_they_come,
    door_left_said,
    except_besides,
    knock_then_only,
    left_out_again,
    let_in_when_they_come,
    only_after_names,
    opened_after_ten,
    others_shut,
)
from blackhorse.parsing.exceptsaid import except_when_there
from blackhorse.parsing.followupsaid import followed_up, reason_between
from blackhorse.parsing.ifsaid import (
    failure_said_again,
    failures,
    has_company,
    if_then,
    in_which_case,
    is_in_contracted,
    met_and_alone,
    only_emphasis,
    shows_up_after_kill,
    stay_till_next,
    there_and_away,
    unless_someone,
)
from blackhorse.parsing.killsaid import off_them, outcome_kill, separable_kill
from blackhorse.parsing.looksaid import (
    at_the_window,
    looked_until,
    peep_alone,
    range_after_corridor,
    seen_from,
    switched_back,
    their_window,
    window_from,
)
from blackhorse.parsing.mindsaid import changed
from blackhorse.parsing.placesaid import (
    back_in,
    back_inside,
    bracketed_person,
    room_in_words,
    room_said_twice,
    their_place,
    window_of,
)
from blackhorse.parsing.purposes import (
    and_chat_with,
    chat_with_both,
    chat_with_them,
    for_them,
    go_and_stay,
    leave_and_go,
    see_them_there,
    talk_to,
    to_peek,
    to_see_if_in,
    to_see_what,
    to_see_who,
)
from blackhorse.parsing.routesaid import either_stairs, way_said
from blackhorse.parsing.standing import (
    alone_said_after,
    anywhere_first,
    otherwise_after_standing,
    standing_window,
    there_at_any_point,
)
from blackhorse.parsing.theresaid import there_then
from blackhorse.parsing.timesaid import (
    from_on,
    go_at_a_time,
    ish,
    past_the_hour,
    settled,
    time_last,
    time_then_go,
)
from blackhorse.parsing.waitsaid import waiting_for
from blackhorse.parsing.windowsaid import (
    always_before_meeting,
    anytime_after_if,
    end_after,
    forget_it_after,
    no_kill_at_other_times,
    range_inside,
    window_after,
    window_first,
)


def casual(tokens: list[Token], text: str = "") -> list[Token]:
    """The message's words with the shapes of casual English read (see the module doc);
    ``text`` is the normalised message they were cut from."""
    out = range_after_corridor(except_when_there(peep_alone(looked_until(window_from(list(tokens))), text)))
    out = there_then(either_stairs(switched_back(out, text), text))
    out = time_then_go(past_the_hour(from_on(settled(room_in_words(go_at_a_time(out), text)))))
    out = waiting_for(changed(reason_between(followed_up(out, text), text), text))
    out = window_after(
        end_after(
            window_first(met_and_alone(there_and_away(if_then(is_in_contracted(in_which_case(out, text))))))
        )
    )
    out = always_before_meeting(range_inside(anytime_after_if(out)))
    out = no_kill_at_other_times(forget_it_after(out, text), text)
    out = to_see_what(out, text)
    out = alone_said_after(
        separable_kill(ish(opened_after_ten(out, text)), text)
    )  # do him in: a kill already
    out = to_see_who(door_after_ten(standing_window(out, text), text))
    out = anywhere_first(there_at_any_point(back_in(time_last(window_of(back_inside(out, text))))))
    out = only_after_names(others_shut(left_out_again(let_in_when_they_come(out), text), text), text)
    out = closed_except(own_room_of_the_door(except_besides(out)))  # nobody comes in my room except B
    out = door_if_they_come(door_heading(knock_then_only(door_left_said(out, text))))
    out = door_comma_until(out)
    out = has_company(unless_someone(stay_till_next(out)))
    out = only_emphasis(out)
    out = bracketed_person(room_said_twice(out))
    out = to_peek(
        chat_with_them(
            chat_with_both(talk_to(and_chat_with(see_them_there(for_them(to_see_if_in(out), text))))), text
        )
    )
    out = leave_and_go(go_and_stay(their_place(seen_from(at_the_window(way_said(their_window(out, text)))))))
    out = shows_up_after_kill(off_them(outcome_kill(separable_kill(out, text), text), text))
    return otherwise_after_standing(failures(failure_said_again(out)))
