"""English order shapes read by class (issue 22, English): each class has five paraphrases of
its own (none from a corpus); every one reads into the order file a GM would write, and its echo
reads back into the same orders. docs/PARSING.md, *Casual English*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps alone in 205 (window: the lawn)
and targets 赵强, alone in 209; Lily shares 207 with 陈美玲."""

from __future__ import annotations

from pathlib import Path

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


def _kinds(who: str, message: str) -> list[str]:
    return [p.kind for p in parse_message(message, GAME, 1, who, INN).problems]


LOOK_ON = "orders: [{at: '20:00', peek: window}, {at: '21:00', peek: peephole}, {at: '22:10', go: '204'}]"
PEEK_OVER_A_RANGE = [
    ("张伟", "8 to 9 window, 9 to 10 peephole. 10:10 go to the common room.", LOOK_ON),
    (
        "张伟",
        "from 8 the window until 9, then the peephole until 10; at 10:10 go to the common room",
        LOOK_ON,
    ),
    ("张伟", "8-9 watch the lawn out the window. 9-10 the peephole. 22:10 common room", LOOK_ON),
    (
        "张伟",
        "from 8 to 9 I watch the lawn, from 9 to 10 I watch the corridor through the peephole. "
        "10:10 common room.",
        LOOK_ON,
    ),
    (
        "张伟",
        "peephole from 8:00 to 9:39. 9:50 go to the garden.",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:50', go: garden}]",
    ),
]


@cases(PEEK_OVER_A_RANGE)
def test_a_peek_at_home_over_a_range_holds_until_the_next_order(who: str, message: str, expect: str) -> None:
    """ "9 to 10 peephole. 10:10 go to the common room": the player lists when they look; no
    "stay where you are" at 22:00 (which would stop the peek there) is said (dev3's c106 class)."""
    reads_as(who, message, expect)


def test_a_range_away_from_home_still_ends_where_it_says() -> None:
    """Only a peek from home holds on: a going over a range still ends there (home at 21:00)."""
    reads_as(
        "张伟",
        "from 8 to 9 go to the garden. 9:30 go to the lawn.",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home}, {at: '21:30', go: lawn}]",
    )


GOINGS = [
    ("张伟", "9:30 pop in on Zhao Qiang", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 go round to 209", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 mosey on over to the garden", "orders: [{at: '21:30', go: garden}]"),
    ("张伟", "9:30 nip across to the lawn", "orders: [{at: '21:30', go: lawn}]"),
    ("张伟", "at 9:30 I'll swing round by 209", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 drop round to see Zhao Qiang", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 sneak over into the common room", "orders: [{at: '21:30', go: '204'}]"),
]


@cases(GOINGS)
def test_a_verb_of_moving_with_its_particles_is_going(who: str, message: str, expect: str) -> None:
    """A verb of moving, a particle and a preposition, in any combination ("pop in on", "go
    round to", "nip across to"), is going there or visiting the person."""
    reads_as(who, message, expect)


def test_go_by_a_place_is_still_the_way_there() -> None:
    reads_as(
        "张伟",
        "9:30 go by the west stairs to the garden",
        "orders: [{at: '21:30', go: garden, via: [west-stairs]}]",
    )


ROUTES = [
    (
        "张伟",
        "9:10 take the west stairs down to the garden",
        "orders: [{at: '21:10', go: garden, via: [west-stairs]}]",
    ),
    (
        "张伟",
        "9:10 use the east stairs to get to the garden",
        "orders: [{at: '21:10', go: garden, via: [east-stairs]}]",
    ),
    ("张伟", "9:10 go to the lawn through the garden", "orders: [{at: '21:10', go: lawn, via: [garden]}]"),
    (
        "张伟",
        "9:10 head down to the garden through the east stairs",
        "orders: [{at: '21:10', go: garden, via: [east-stairs]}]",
    ),
    ("张伟", "9:10 garden (west stairs)", "orders: [{at: '21:10', go: garden, via: [west-stairs]}]"),
]


ROUTES += [
    (
        "张伟",
        "9pm go down by the west stairs to the garden",
        "orders: [{at: '21:00', go: garden, via: [west-stairs]}]",
    ),
    (
        "张伟",
        "9pm go down via the east stairs to the lawn",
        "orders: [{at: '21:00', go: lawn, via: [east-stairs]}]",
    ),
]


@cases(ROUTES)
def test_the_way_said_with_through_take_use_or_brackets_is_the_route(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_taking_a_place_with_nowhere_to_go_is_still_refused() -> None:
    """ "take the garden" says no going: the unknown word is still asked about, never guessed."""
    assert _kinds("张伟", "9:10 take the garden") == ["unknown"]


HOME_WINDOW = "orders: [{at: '22:00', go: home, peek: window}]"
WINDOW_POSITIONS = [
    (
        "张伟",
        "9pm lawn. 10pm back home by the window",
        "orders: [{at: '21:00', go: lawn}, " + HOME_WINDOW[9:],
    ),
    (
        "张伟",
        "9pm lawn. 10pm home, sitting next to my window",
        "orders: [{at: '21:00', go: lawn}, " + HOME_WINDOW[9:],
    ),
    (
        "张伟",
        "9pm lawn. 10pm home glued to the window",
        "orders: [{at: '21:00', go: lawn}, " + HOME_WINDOW[9:],
    ),
    (
        "张伟",
        "9pm lawn. 10pm back in my room with my eye on the lawn",
        "orders: [{at: '21:00', go: lawn}, " + HOME_WINDOW[9:],
    ),
    (
        "张伟",
        "9pm lawn. 10pm home, beside the peephole",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home, peek: peephole}]",
    ),
]


@cases(WINDOW_POSITIONS)
def test_a_position_at_the_window_is_looking_through_it(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


GO_AND_STAY = [
    ("张伟", "9:30 go hang out at Zhao Qiang's", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 go hang out in the lounge", "orders: [{at: '21:30', go: '204'}]"),
    ("张伟", "9:30 go chill on the lawn", "orders: [{at: '21:30', go: lawn}]"),
    ("张伟", "9:30 go for a walk on the lawn", "orders: [{at: '21:30', go: lawn}]"),
    ("张伟", "9:30 drop by Zhao Qiang's place", "orders: [{at: '21:30', go: '209'}]"),
    ("张伟", "9:30 go to Zhao Qiang's place", "orders: [{at: '21:30', go: '209'}]"),
]


@cases(GO_AND_STAY)
def test_go_before_how_one_spends_the_time_is_going_there(who: str, message: str, expect: str) -> None:
    """ "go hang out at X's", "go for a walk on the lawn", "X's place": going there."""
    reads_as(who, message, expect)


ROOMMATE_DOOR = "door: [陈美玲]\norders: [{at: '20:00', peek: peephole}, {at: '22:00', go: lawn}]"
DOOR_EXCEPT_ROOMMATE = [
    (
        "Lily",
        "door closed till 10 except for my roommate. 8 to 10 peephole, at 10 go to the lawn",
        ROOMMATE_DOOR,
    ),
    ("Lily", "keep my door shut before 10 except for my roommate. peephole from 8, 10pm lawn", ROOMMATE_DOOR),
    ("Lily", "door locked until 10, except my roomie. 8pm peephole. 10pm go to the lawn", ROOMMATE_DOOR),
    ("Lily", "8pm peephole, 10pm lawn. door shut till 10 except for the roommate", ROOMMATE_DOOR),
    ("Lily", "door closed before 10 except for my room-mate. 8:00 peephole. 22:00 lawn.", ROOMMATE_DOOR),
]


@cases(DOOR_EXCEPT_ROOMMATE)
def test_the_door_shut_except_for_a_roommate_is_the_door_for_them(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_the_door_except_for_a_roommate_one_does_not_have_is_asked_about() -> None:
    assert _kinds("张伟", "door closed till 10 except for my roommate. 8pm peephole") == ["no_roommate"]


ONLY_TOM = "door: [Tom]\norders: [{at: '20:00', peek: window}]"
DOOR_ONLY_AFTER_NAMES = [
    ("张伟", "8pm window. door: Tom only.", ONLY_TOM),
    ("张伟", "8pm window. door open only to Tom before 10.", ONLY_TOM),
    ("张伟", "8pm window. Door open for Tom only.", ONLY_TOM),
    ("张伟", "8pm window. only Tom gets in before 10.", ONLY_TOM),
    ("张伟", "8pm window. door: Tom only, till 10.", ONLY_TOM),
]


@cases(DOOR_ONLY_AFTER_NAMES)
def test_the_door_for_some_said_with_only_after_them(who: str, message: str, expect: str) -> None:
    """ "door: Tom only", "door open only to Tom", "only Tom gets in": the door only for Tom; a
    comma before its end ("door: Tom only, till 10") leaves the peek before it as said."""
    reads_as(who, message, expect)


def test_a_door_open_for_someone_without_only_is_still_not_guessed() -> None:
    """ "door open for Tom": for Tom only, or for everyone (Tom too)? Not guessed."""
    assert _kinds("张伟", "8pm window. door open for Tom.") != []


NOT_TOM = (
    "door: [Kate, Lily, 刘洋, 周正, 孙明, 李雨桐, 王建国, 赵强, 陈美玲]\n"
    + "orders: [{at: '20:00', peek: window}]"
)
DOOR_SHUT_TO_SOME = [
    ("张伟", "8pm window. keep Tom out.", NOT_TOM),
    ("张伟", "8pm window. I'll keep Tom out before 10.", NOT_TOM),
    ("张伟", "8pm window. Tom is not allowed in.", NOT_TOM),
    ("张伟", "8pm window. Tom isn't allowed in before 10.", NOT_TOM),
    ("张伟", "8pm window. Tom can't come in.", NOT_TOM),
]


@cases(DOOR_SHUT_TO_SOME)
def test_keeping_someone_out_is_the_door_shut_to_them(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_someone_not_opening_is_still_a_knock_not_the_door() -> None:
    """ "if Zhao Qiang doesn't open" is about a knock, never the sender's door."""
    parsed = parse_message("9pm go to 209. if he doesn't open, go home.", GAME, 1, "张伟", INN)
    assert parsed.sheet is not None and parsed.sheet.door == "open"


KILL_ELSE = "orders: [{{at: '21:30', go: '209', kill: 赵强, if: alone, else: {{go: {to}}}}}]"
LEAVE_AND_COMPANY = [
    (
        "张伟",
        "9:30 go to 209. Kill Zhao Qiang if he's alone. If he's got company, leave and go to the garden.",
        KILL_ELSE.format(to="garden"),
    ),
    (
        "张伟",
        "9:30 go to 209, kill Zhao Qiang if he's alone; if he has visitors, go home.",
        KILL_ELSE.format(to="home"),
    ),
    (
        "张伟",
        "9:30 go to 209, kill Zhao Qiang if he's alone; if he's got someone over, go to the lawn.",
        KILL_ELSE.format(to="lawn"),
    ),
    (
        "张伟",
        "9:30 go to 209 and kill Zhao Qiang if he's alone, otherwise leave and head to the lawn.",
        KILL_ELSE.format(to="lawn"),
    ),
    (
        "张伟",
        "At 9:30 I'm off to Zhao Qiang's; kill him if he's alone, or else leave, then head home.",
        KILL_ELSE.format(to="home"),
    ),
]


@cases(LEAVE_AND_COMPANY)
def test_leaving_and_having_company_after_a_kill_are_its_otherwise(
    who: str, message: str, expect: str
) -> None:
    """ "if he's got company" after a kill on him alone is someone else there; "leave and go to
    X" is going to X; "I'm off to X's" is going there."""
    reads_as(who, message, expect)


def test_leaving_a_place_one_is_not_at_is_refused() -> None:
    assert _kinds("张伟", "9pm garden. 9:30 leave the lawn and go to the garden.") == ["leave_elsewhere"]


SEEN_FROM = [
    (
        "张伟",
        "8pm I'll keep watch on the lawn from my room",
        "orders: [{at: '20:00', go: home, peek: window}]",
    ),
    ("张伟", "8pm watch the lawn from home", "orders: [{at: '20:00', go: home, peek: window}]"),
    ("张伟", "9pm watch the garden from the common room", "orders: [{at: '21:00', go: '204', peek: window}]"),
    (
        "张伟",
        "9pm lawn. 10pm keep an eye on the lawn from home, and at 10:30 go to the lounge",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home, peek: window}, {at: '22:30', go: '204'}]",
    ),
    (
        "张伟",
        "9pm lawn. 10pm watch the lawn from my room",
        "orders: [{at: '21:00', go: lawn}, " + HOME_WINDOW[9:],
    ),
]


@cases(SEEN_FROM)
def test_where_one_watches_from_said_last_is_being_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_watching_what_that_room_cannot_see_is_still_refused() -> None:
    assert _kinds("张伟", "9pm watch the garden from 205") == ["view_unseen"]


WAY_AFTER_THE_PLACE = [
    ("张伟", "9:30 lawn - east stairs", "orders: [{at: '21:30', go: lawn, via: [east-stairs]}]"),
    ("张伟", "9:30 the lawn, east stairs please", "orders: [{at: '21:30', go: lawn, via: [east-stairs]}]"),
    (
        "张伟",
        "At 9:30, via the east stairs, to the lawn.",
        "orders: [{at: '21:30', go: lawn, via: [east-stairs]}]",
    ),
    (
        "张伟",
        "9:30 lawn, east stairs, then at 10 home",
        "orders: [{at: '21:30', go: lawn, via: [east-stairs]}, {at: '22:00', go: home}]",
    ),
    (
        "张伟",
        "9:30 garden. 10:00 back up to my room",
        "orders: [{at: '21:30', go: garden}, {at: '22:00', go: home}]",
    ),
    (
        "张伟",
        "9:30 garden. 10pm heading back up to my room",
        "orders: [{at: '21:30', go: garden}, {at: '22:00', go: home}]",
    ),
]


@cases(WAY_AFTER_THE_PLACE)
def test_stairs_after_the_place_are_the_way_and_up_to_a_place_is_going(
    who: str, message: str, expect: str
) -> None:
    """Stairs are never a place to go: said right after one, after a dash or a comma, they are the
    way there; "up to" before a place (not a time) is going there."""
    reads_as(who, message, expect)


def test_up_to_a_time_is_still_an_end() -> None:
    """ "up to 9" ends the look at 9, where the next order starts."""
    reads_as(
        "张伟",
        "8pm window up to 9, 9 garden",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: garden}]",
    )


WALKS = [
    (
        "张伟",
        "9:00 a quick walk in the garden, then home at 9:20",
        "orders: [{at: '21:00', go: garden}, {at: '21:20', go: home}]",
    ),
    ("张伟", "9pm walk on the lawn", "orders: [{at: '21:00', go: lawn}]"),
    ("张伟", "9:00 walk in the garden", "orders: [{at: '21:00', go: garden}]"),
    (
        "张伟",
        "Garden at 9, lawn at 9:30 and then my room at 10.",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("张伟", "9pm go walk on the lawn", "orders: [{at: '21:00', go: lawn}]"),
]


@cases(WALKS)
def test_a_walk_in_a_place_and_a_room_with_its_time_last(who: str, message: str, expect: str) -> None:
    """ "walk in the garden", "stroll on the lawn": going there ("in"/"on" after a verb of moving
    is where); "my room at 10": the time said last is the clause's, as for any place."""
    reads_as(who, message, expect)


KILL_HER = "orders: [{at: '21:30', go: '207', kill: 陈美玲, if: alone}]"
SEPARABLE_KILLS = [
    ("Tom", "9:30 go to Chen Meiling's and finish her off if she's alone", KILL_HER),
    ("Tom", "9:30 go to Chen Meiling's room and do her in if she's alone", KILL_HER),
    ("Tom", "9:30 go to 207; if Chen Meiling's alone, kill her off", KILL_HER),
    ("Tom", "9:30 go to 207 and bump Chen Meiling off if she's by herself", KILL_HER),
    ("Tom", "gotta go to 207 at 9:30 and imma finish Chen Meiling off if she's alone", KILL_HER),
]


@cases(SEPARABLE_KILLS)
def test_a_kill_said_around_its_person_is_the_kill(who: str, message: str, expect: str) -> None:
    """ "finish her off", "do her in", "bump X off": a two-word kill word with the person inside;
    "gotta", "imma" carry nothing (as "gonna")."""
    reads_as(who, message, expect)


def test_taking_someone_out_to_a_place_is_no_kill() -> None:
    assert "unknown" in _kinds("Tom", "9:30 take Chen Meiling out to the garden")


TO_AND_FRO = [
    ("张伟", "9:00 walk up and down the lawn", "orders: [{at: '21:00', go: lawn}]"),
    (
        "张伟",
        "9:00 walk up and down in the garden, then at 9:30 go home",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: home}]",
    ),
    (
        "张伟",
        "9:00 walk back and forth in the garden until 9:30",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: home}]",
    ),
    ("张伟", "9:00 prowl around the lawn", "orders: [{at: '21:00', go: lawn}]"),
    ("张伟", "9pm walk to and fro on the lawn", "orders: [{at: '21:00', go: lawn}]"),
]


@cases(TO_AND_FRO)
def test_moving_about_a_place_is_going_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_pacing_the_corridor_is_refused_by_its_rule() -> None:
    """ "walk up and down the corridor": the corridor is no place to stay (seed 八): refused
    by that rule, not at "and" (dev3's c133 class)."""
    for message in ("9:00 walk up and down the corridor until 9:30", "9:00 pace the corridor"):
        assert _kinds("张伟", message) == ["rule:go"], message
