"""English, round nine (issue 22, 5 December, night; docs/PARSING.md, *English, round nine*): classes
of phrasing shown by the English misses of parse27 and parse28 (clean sets until this round: a
Singaporean, an Indian, a US gamer, a typo-prone typist; narrative prose, South African, US
Southern, Scandinavian, speedrunner shorthand), each grown as a family from how people talk.
Every phrasing here is written for the test, none copied from a set; beside each, the near
variants that must still refuse.

The cast is the chat corpus's (tests/parsing/chat): Lily lives in 207 (targets Tom and 李雨桐; its
window sees the lawn), Tom in 203, Kate is police."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


# -- a verb said without its g, typed with its apostrophe ------------------------------------------
@cases(
    [
        (
            "Lily",
            "at 9 I'm headin' over to the garden. At 10 I'm sittin' tight in my room lookin' out the window",
            _orders("21:00 go: garden", "22:00 go: home, peek: window"),
        ),
        (
            "Lily",
            "stayin' put in my room all night, watchin' through the peephole",
            _orders("20:00 go: home, peek: peephole"),
        ),
        (
            "Lily",
            "all night, if I catch Tom on his own I'm takin' him out. 9 lawn",
            _orders("21:00 go: lawn") + "\nstanding: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_a_verb_said_without_its_g_is_that_verb(who: str, message: str, expect: str) -> None:
    # "takin'", "sittin'" were words the orders did not know ("goin" without the apostrophe was read)
    reads_as(who, message, expect)


def test_a_negated_kill_said_without_its_g_is_still_refused() -> None:
    problems_of("Lily", "at 9 garden, if Tom's there I ain't killin' him")


# -- "fixin' to", "finna": going to ---------------------------------------------------------------
@cases(
    [
        ("Lily", "I'm fixin' to head down to the garden at 9", _orders("21:00 go: garden")),
        ("Lily", "finna go to the lawn at 9", _orders("21:00 go: lawn")),
        ("Lily", "at 10 I'm aiming to go to 205", _orders("22:00 go: '205'")),
    ]
)
def test_an_intention_said_as_fixin_to_is_the_order(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_fixing_something_is_still_refused() -> None:
    problems_of("Lily", "I'm fixing the door at 9")


# -- going with "on" before its particle ------------------------------------------------------------
@cases(
    [
        ("Lily", "half eight I'll mosey on out to the lawn", _orders("20:30 go: lawn")),
        ("Lily", "at 9 I'll wander on out to the garden", _orders("21:00 go: garden")),
        ("Lily", "9:30 stroll on along to the lawn", _orders("21:30 go: lawn")),
    ]
)
def test_a_going_with_on_before_its_particle_is_a_going(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_going_with_on_and_no_place_is_still_refused() -> None:
    problems_of("Lily", "at 9 mosey on out")


# -- the door said open with "'s", and nobody getting in ---------------------------------------------
@cases(
    [
        ("Lily", "door's open to all. 9 lawn", "door: open\n" + _orders("21:00 go: lawn")),
        ("Lily", "My door's open to everyone tonight. 9 lawn", "door: open\n" + _orders("21:00 go: lawn")),
        ("Lily", "my door's unlocked for anyone. 9 lawn", "door: open\n" + _orders("21:00 go: lawn")),
        ("Lily", "the door stays open to whoever knocks. 9 lawn", "door: open\n" + _orders("21:00 go: lawn")),
        ("Lily", "nobody gets into my room tonight. 9 lawn", "door: closed\n" + _orders("21:00 go: lawn")),
        ("Lily", "no one comes in before 10. 9 lawn", "door: closed\n" + _orders("21:00 go: lawn")),
        ("Lily", "no-one is coming in. 9 lawn", "door: closed\n" + _orders("21:00 go: lawn")),
    ]
)
def test_the_door_said_open_with_its_s_or_nobody_getting_in_is_the_door_rule(
    who: str, message: str, expect: str
) -> None:
    # "door's open to anybody" stopped at "door"; "nobody gets into my room" was no door rule
    reads_as(who, message, expect)


def test_nobody_coming_in_as_a_condition_is_still_refused() -> None:
    problems_of("Lily", "if nobody comes in, 9 lawn")


# -- not caring where, beside a standing kill ------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "all night, if I meet Tom alone I kill him. Don't care where.",
            "standing: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "all night if I run into Tom alone he's done for, doesn't matter where. 9 lawn",
            _orders("21:00 go: lawn") + "\nstanding: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "all night, kill Tom if he's alone, wherever our paths cross",
            "standing: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_not_caring_where_beside_a_standing_kill_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_not_caring_who_is_still_refused() -> None:
    problems_of("Lily", "I don't care who, kill them all night")


# -- meeting said as paths crossing, with nobody else found -----------------------------------------
@cases(
    [
        (
            "Lily",
            "all night, should I cross paths with Tom and find nobody else around, he's done for",
            "standing: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "all night if I stumble upon Tom and find no one else about, I kill him",
            "standing: [{kill: Tom, if: alone}]",
        ),
        ("Lily", "all night, if I happen upon Tom alone, kill him", "standing: [{kill: Tom, if: alone}]"),
    ]
)
def test_meeting_said_as_paths_crossing_with_nobody_else_found_is_alone(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_finding_nobody_there_is_still_no_alone() -> None:
    problems_of("Lily", "at 9 go to 203, if I find nobody there, go home")


# -- a new plan, and the last one taken back, in either order ---------------------------------------
@cases(
    [
        ("Lily", "new plan, ignore the last one. 9 lawn", _orders("21:00 go: lawn")),
        ("Lily", "updated plan - scrap my previous message: 9 garden", _orders("21:00 go: garden")),
        ("Lily", "final version, disregard what I said before. 9 lawn", _orders("21:00 go: lawn")),
    ]
)
def test_a_new_plan_then_the_last_one_taken_back_is_set_aside(who: str, message: str, expect: str) -> None:
    # the heading was read only as "scrap ..." before "new plan", never after it
    reads_as(who, message, expect)


def test_the_last_one_taken_back_after_an_order_is_still_refused() -> None:
    problems_of("Lily", "9 lawn, ignore the last one")


# -- "there" a letter short ------------------------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "at 9 go to 203, if Tom is ther alone kill him",
            _orders("21:00 go: '203', kill: Tom, if: alone"),
        ),
        (
            "Lily",
            "9 garden, if Tom's ther go home",
            _orders("21:00 go: garden, if: {absent: Tom}, else: {go: home}"),
        ),
        (
            "Lily",
            "at 9 go to 203; if Tom is thare, kill him",
            _orders("21:00 go: '203', kill: Tom, if: {present: Tom}"),
        ),
    ]
)
def test_there_a_letter_short_is_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_kill_a_letter_short_is_still_refused() -> None:
    # a slip into a kill word is never read (tests/test_parse_english_typed.py): "kil" stays refused
    problems_of("Lily", "at 9 go to 203, if Tom is ther alone kil him")


# -- what the window shows, said with "see" -----------------------------------------------------------
@cases(
    [
        ("Lily", "8pm peek window see the lawn", _orders("20:00 peek: window")),
        ("Lily", "at 9 window, can see the lawn", _orders("21:00 peek: window")),
        ("Lily", "window to see the lawn at 10", _orders("22:00 peek: window")),
    ]
)
def test_what_the_window_shows_said_with_see_is_the_look(who: str, message: str, expect: str) -> None:
    # "see the lawn" was a meeting, refused before a place
    reads_as(who, message, expect)


def test_a_window_said_to_see_what_it_does_not_is_still_refused() -> None:
    problems_of("Lily", "8pm peek window see the garden")


# -- "if not alone", with no one said ------------------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "10 go 203, if Tom is alone kill him. If not alone, back home",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
        (
            "Lily",
            "10 go 203, if Tom's alone kill him, if not solo garden",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: garden}"),
        ),
    ]
)
def test_if_not_alone_after_a_kill_on_alone_is_its_otherwise(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_if_not_alone_with_no_kill_on_alone_before_is_still_refused() -> None:
    problems_of("Lily", "10 go 203, if not alone kill Tom")


# -- no need to look -----------------------------------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "9 garden. until then I stay in my room, no need to look out",
            _orders("20:00 go: home", "21:00 go: garden"),
        ),
        (
            "Lily",
            "till 9 in my room, don't need to watch. 9 lawn",
            _orders("20:00 go: home", "21:00 go: lawn"),
        ),
        ("Lily", "at 8 no need to peek, at 9 lawn", _orders("20:00", "21:00 go: lawn")),
    ]
)
def test_no_need_to_look_is_staying_without_a_peek(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_no_need_to_go_is_still_refused() -> None:
    problems_of("Lily", "no need to go to the garden at 9")


# -- doing nothing, or only a greeting, before going instead; company said with "there's" ----------------
@cases(
    [
        (
            "Lily",
            "10 knock 203, if Tom's alone kill him, if not I'll just say hello and go home",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
        (
            "Lily",
            "10 go 203, if Tom's alone kill him. If someone's there I do nothing and head back to my room",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
        (
            "Lily",
            "10 go 203, if Tom's alone kill him. if anyone else is there, wave and leave for the lawn",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: lawn}"),
        ),
        (
            "Lily",
            "10 go 203, kill Tom if he's alone. if there's anyone else with him I go home",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
        (
            "Lily",
            "10 go 203, kill Tom if he's alone; if there are other people in there with him, back to my room",
            _orders("22:00 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
    ]
)
def test_doing_nothing_or_greeting_before_going_instead_is_the_going(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_doing_nothing_with_no_going_after_is_still_refused() -> None:
    problems_of("Lily", "10 go 203, if Tom's alone kill him. If someone else is there I do nothing")


# -- at once, said as then and there ---------------------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "all night if I meet Tom alone I kill him on the spot",
            "standing: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "all night, wherever I meet Tom alone, kill him there and then",
            "standing: [{kill: Tom, if: alone}]",
        ),
        (
            "Lily",
            "all night if Tom's alone, he dies without a second thought",
            "standing: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_at_once_said_as_then_and_there_says_nothing_more(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_kill_on_the_spot_with_no_time_is_still_refused() -> None:
    problems_of("Lily", "kill Tom on the spot")


# -- a particle of Singlish before the door's "except" --------------------------------------------------
@cases(
    [
        (
            "Lily",
            "dont open door for anybody lah, except Tom. 9 lawn",
            "door: [Tom]\n" + _orders("21:00 go: lawn"),
        ),
        (
            "Lily",
            "don't open my door for anyone leh, except Tom. 9 lawn",
            "door: [Tom]\n" + _orders("21:00 go: lawn"),
        ),
    ]
)
def test_a_particle_before_the_doors_except_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_an_except_with_no_one_after_the_particle_is_still_refused() -> None:
    problems_of("Lily", "dont open door for anybody lah, except. 9 lawn")


# -- the orders announced, a crowd called, South Africa's thanks, a reason for being late ----------------
@cases(
    [
        ("Lily", "ok my moves below: 9 lawn", _orders("21:00 go: lawn")),
        ("Lily", "alright folks listen up. 9 garden", _orders("21:00 go: garden")),
        ("Lily", "Howzit all. 9 lawn. That's it, shot!", _orders("21:00 go: lawn")),
        ("Lily", "sorry this is late, just got back from the gym. 9 garden", _orders("21:00 go: garden")),
        ("Lily", "9 lawn. Other'n that I'm in my room, y'all", _orders("20:00 go: home", "21:00 go: lawn")),
    ]
)
def test_what_players_say_around_their_orders_in_their_own_english_is_set_aside(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_shot_inside_an_order_is_still_refused() -> None:
    problems_of("Lily", "9 garden, shot Tom")


# -- "k" before a person with a condition after, in shorthand ------------------------------------------
@cases(
    [
        ("Lily", "22:00 -> 203, k Tom if solo", _orders("22:00 go: '203', kill: Tom, if: alone")),
        (
            "Lily",
            "9 garden, k Tom if alone, else home",
            _orders("21:00 go: garden, kill: Tom, if: alone, else: {go: home}"),
        ),
    ]
)
def test_k_before_a_person_with_a_condition_is_a_kill_in_shorthand(
    who: str, message: str, expect: str
) -> None:
    # "k" (okay) before a name was read as chatting with them: a visit, the kill lost
    reads_as(who, message, expect)


def test_k_before_a_person_with_no_condition_is_refused() -> None:
    problems_of("Lily", "9 garden, k Tom")
    problems_of("Kate", "20:30 -> 203, k Tom if solo")  # the police: a kill, refused as one


# -- an apology to the one to be killed ------------------------------------------------------------------
@cases(
    [
        ("Lily", "sorry Tom. 9 garden", _orders("21:00 go: garden")),
        (
            "Lily",
            "nothing personal, Tom! 9 garden, if Tom is alone kill him",
            _orders("21:00 go: garden, kill: Tom, if: alone"),
        ),
        ("Lily", "Tom ah, so sorry hor 😬 at 9 the lawn", _orders("21:00 go: lawn")),
    ]
)
def test_an_apology_to_someone_in_a_sentence_of_its_own_is_set_aside(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_name_beside_an_order_after_an_apology_is_still_read_or_refused() -> None:
    problems_of("Lily", "sorry Tom 9 garden")


# -- going back to one's room without "to" or "my" ---------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "9 garden, 9:30 lawn, 10 come back room",
            _orders("21:00 go: garden", "21:30 go: lawn", "22:00 go: home"),
        ),
        ("Lily", "9 garden, 10 go back own room", _orders("21:00 go: garden", "22:00 go: home")),
        ("Lily", "8:40 lawn then 9:40 coming back room", _orders("20:40 go: lawn", "21:40 go: home")),
    ]
)
def test_going_back_to_ones_room_without_to_or_my_is_going_home(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_back_room_with_no_going_is_still_refused() -> None:
    problems_of("Lily", "9 garden, 10 back room of 203")


# -- the rest shut out said with "I do not open"; "not even the cops" ----------------------------------------
@cases(
    [
        (
            "Lily",
            "only Tom may come in before 10; to the others I do not open. 9 lawn",
            "door: [Tom]\n" + _orders("21:00 go: lawn"),
        ),
        (
            "Lily",
            "only Tom may come in before 10; the rest I won't let in. 9 lawn",
            "door: [Tom]\n" + _orders("21:00 go: lawn"),
        ),
        (
            "Lily",
            "nobody gets in before 10, not even the police. 9 lawn",
            "door: closed\n" + _orders("21:00 go: lawn"),
        ),
    ]
)
def test_the_rest_shut_out_or_not_even_someone_after_a_door_rule_is_that_rule(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_the_rest_shut_out_with_no_door_for_some_before_is_still_refused() -> None:
    problems_of("Lily", "the rest I won't let in. 9 lawn")


# -- "the same, but ...", the same way named, a place said again by its number ------------------------------
@cases(
    [
        (
            "Lily",
            "9 garden. at 10 the same, but the lawn",
            _orders("21:00 go: garden", "22:00 go: lawn"),
        ),
        (
            "Lily",
            "at 9 home, peephole. 10 to 11: same thing, but the window",
            _orders("21:00 go: home, peek: peephole", "22:00 peek: window"),
        ),
        (
            "Lily",
            "8:20 lawn via the west stairs. 9:00 back to my room same way, west stairs",
            _orders("20:20 go: lawn, via: [west-stairs]", "21:00 go: home, via: [west-stairs]"),
        ),
        (
            "Lily",
            "at 9 I go to the common room, 204. at 10 home",
            _orders("21:00 go: '204'", "22:00 go: home"),
        ),
    ]
)
def test_the_same_but_the_same_way_named_and_a_place_said_twice_are_read(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_the_same_alone_or_two_places_said_apart_are_still_refused() -> None:
    problems_of("Lily", "9 garden. at 10 the same")
    problems_of("Lily", "at 9 I go to the common room, 203")


# -- a visit paid ------------------------------------------------------------------------------------------
@cases(
    [
        ("Lily", "at 9 I pay Tom a visit", _orders("21:00 go: '203'")),
        (
            "Lily",
            "at 10 I'm paying Tom a visit; if he doesn't answer, home",
            _orders("22:00 go: '203', else: {go: home}"),
        ),
    ]
)
def test_a_visit_paid_to_someone_is_visiting_them(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_visit_paid_to_a_place_is_still_refused() -> None:
    problems_of("Lily", "at 9 pay the garden a visit")
