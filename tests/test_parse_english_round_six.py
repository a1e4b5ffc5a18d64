"""English, round six (issue 22, 4 December, night): classes of phrasing found on the tuning sets
parse20 and parse21's English misses, each grown as a class (docs/PARSING.md, "English, round six").
The forms here are our own, none copied from a tuning set; beside each, the meaning-bearing variants
that must still refuse.

A is in 201 (home), targets C (205) and D (203); D is in 203 with H (his roommate), targets A and H;
the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.orders.model import Action, Condition
from tests.parsekit import seed_orders, seed_refused

HOME = "201"


# -- "out there": there --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "9pm lawn. if C's out there alone, kill her",
        "at 9 go out to the lawn, if C is out there on her own kill her",
        "9 lawn - if C's out there by herself, kill her",
        "at nine the lawn. if C is alone out there, kill her",
    ],
)
def test_out_there_after_the_person_is_there(message: str) -> None:
    """ "'s out there" was read as "'s out" (not there) and "there": refused at "alone"."""
    [(at, action)] = seed_orders(message)
    assert (at, action.go, action.kill) == (60, "lawn", "C")
    assert action.condition is not None and action.condition.kind == "alone"


def test_out_there_with_its_otherwise() -> None:
    [(_, action)] = seed_orders("at 9 the lawn. if C's out there alone kill her, if not go home")
    assert action.kill == "C" and action.otherwise == Action(HOME)


def test_out_alone_is_still_not_there() -> None:
    [(_, action)] = seed_orders("at 9 go to the lawn. if C's out, go home")
    assert action.condition is not None and action.condition.kind == "present"
    assert action.otherwise == Action(HOME)


def test_a_police_officer_out_there_is_refused_by_the_rule() -> None:
    """The officer is read, and the rules refuse the kill (it was refused at "alone")."""
    problem = seed_refused("9pm go to the lawn. If P1's out there alone, take him out.")
    assert "target" in str(problem) or "police" in str(problem)


# -- "ten of nine": the American "of" ------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "at"),
    [
        ("ten of nine: garden", 50),
        ("at twenty of ten go to the lawn", 100),
        ("twenty minutes of ten -> lawn", 100),
        ("window from ten of nine", 50),
    ],
)
def test_minutes_of_an_hour_are_before_it(message: str, at: int) -> None:
    assert seed_orders(message)[0][0] == at


def test_a_quarter_of_an_hour_off_the_slots_is_refused_as_a_time() -> None:
    problem = seed_refused("a quarter of ten: garden")
    assert "21:45" in str(problem)


def test_arrows_between_times_and_places() -> None:
    orders = seed_orders("ten of nine => 205. nine thirty -> lawn, west stairs. ten -> home")
    assert [(at, a.go) for at, a in orders] == [(50, "205"), (90, "lawn"), (120, HOME)]


# -- "from 10 on" before a place at the look -------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "from 10 on i'm glued to the peephole",
        "from 10 on, glued to my peephole",
        "9 garden, 9:40 home. from 10 on i'm at the peephole",
    ],
)
def test_from_a_time_on_before_a_look_at_the_peephole(message: str) -> None:
    at, action = seed_orders(message)[-1]
    assert at == 120 and action.peek == "peephole"


def test_from_a_time_on_a_place_is_still_that_place() -> None:
    assert seed_orders("from 10 on the lawn")[0][1].go == "lawn"


# -- a chat with someone is no kill ---------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "at 9 swing by 205 to shoot the breeze with C, 10 home",
        "at 9 go to 205 and chew the fat with C. 10 home",
    ],
)
def test_shooting_the_breeze_is_a_chat_not_a_kill(message: str) -> None:
    """ "shoot" is a kill's verb; "the breeze" after it was set aside, and C killed: a misread."""
    orders = seed_orders(message)
    assert orders[0][1].go == "205" and all(a.kill is None for _, a in orders)


@pytest.mark.parametrize("message", ["at 9 go to 205 and shoot the moon", "at 9 go to 205, kill the lights"])
def test_an_unknown_word_after_a_kill_is_refused_never_set_aside(message: str) -> None:
    seed_refused(message)


# -- nobody in the room one knocks at -------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "otherwise"),
    [
        ("9:20 knock on 205, if nobody's in go home", Action(HOME)),
        ("knock at 205 at 9:20 - if no one is in, back to the garden", Action("garden")),
        ("9:20 visit C. if nobody's home, go to the lawn", Action("lawn")),
        ("9:20 205, if there's nobody in, head back home", Action(HOME)),
        ("9:20 knock on 205, if it's empty then go home", Action(HOME)),
        ("9:20 go to 205, if the room is empty, 204 and window", Action("204", peek="window")),
        ("9:20 knock on 205, if nobody's inside, go home", Action(HOME)),
    ],
)
def test_nobody_in_a_room_visited_is_nobody_to_open(message: str, otherwise: Action) -> None:
    [(at, action)] = seed_orders(message)
    assert (at, action.go) == (80, "205")
    assert action.otherwise == otherwise


@pytest.mark.parametrize(
    "message",
    [
        "9 lawn, if nobody's there, go home",  # an empty lawn opens no door: not guessed
        "9:20 knock on 205, if nobody's in but C, kill her",  # someone after "nobody"
        "9:20 knock on 205, if nobody's in 205 go home",
    ],
)
def test_nobody_somewhere_else_or_with_someone_is_still_refused(message: str) -> None:
    seed_refused(message)


# -- "in there ... at any point": the order before's place ---------------------------------------
def test_a_kill_in_there_at_any_point_is_the_stays_not_all_night_anywhere() -> None:
    """It was a kill all night wherever one meets H (in the garden at nine too): a misread."""
    orders = seed_orders(
        "at 9 i go to the garden. at 10:30 i go back to my room and stay there. "
        "if H's alone in there with me at any point, do it",
        "D",
    )
    assert [at for at, _ in orders] == [60, 150]
    assert orders[0][1].kill is None
    last = orders[1][1]
    assert (
        last.kill == "H" and last.condition == Condition("alone", "H") or last.condition == Condition("alone")
    )


def test_a_kill_alone_with_me_at_any_point_stays_a_standing_kill() -> None:
    from blackhorse.inn.layout import default_inn
    from blackhorse.parsing import parse_message
    from tests.parsekit import SEED_GAME

    parsed = parse_message(
        "at 10:30 back to my room. if H's alone with me at any point, kill him",
        SEED_GAME,
        1,
        "D",
        default_inn(),
    )
    assert parsed.sheet is not None and parsed.sheet.standing


# -- one's own room, then its number in brackets ---------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "at 10:30 i go back to our room (203) and stay there",
        "at 10:30 home (203)",
        "10:30 go to my room (203)",
    ],
)
def test_ones_own_room_then_its_number_in_brackets_is_a_remark(message: str) -> None:
    [(at, action)] = seed_orders(message, "D")
    assert at == 150 and action.go in ("203", None)


@pytest.mark.parametrize("message", ["at 10:30 go back to my room (205)", "at 10:30 home (201)"])
def test_ones_own_room_then_another_number_is_refused(message: str) -> None:
    seed_refused(message, "D")


# -- a rotation said range by range, the last look without a time ---------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "window 8-8:30, peephole 8:30-9:30, window again after",
        "window 8-8:30, peephole 8:30-9:30, then window",
        "window from 8 till 8:30, peephole from 8:30 till 9:30, window afterwards",
        "in all night: window 8 to 8:30, peephole 8:30 to 9:30, and window after that.",
    ],
)
def test_a_rotation_of_ranges_then_a_look_without_a_time(message: str) -> None:
    assert [(at, a.peek) for at, a in seed_orders(message)] == [
        (0, "window"),
        (30, "peephole"),
        (90, "window"),
    ]


# -- sleeping at a time ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "window from eight till ten, and from ten I'll simply sleep.",
        "window 8-10. at 10 i'm sleeping",
        "window, 10pm sleep",
        "window till ten, at ten go to sleep",
    ],
)
def test_sleep_at_a_time_stops_the_look(message: str) -> None:
    """ "window, 10pm sleep" was a window from 22:00 ("sleep" set aside), a misread."""
    orders = seed_orders(message)
    assert orders[0] == (0, Action(None, peek="window")) or orders[0] == (0, Action(HOME, peek="window"))
    assert orders[-1][0] == 120 and orders[-1][1].peek is None


def test_sleep_elsewhere_is_set_aside_as_before() -> None:
    assert seed_orders("9 garden. 10 home and sleep")[-1] == (120, Action(HOME))


# -- the garden or the lawn seen from a room, asked ---------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "is the lawn visible from 201? if yes, window all night",
        "can i see the lawn from my room? if yes i'll stay in and watch it all night",
        "gm can you see the lawn from 201? if so just window the whole night",
    ],
)
def test_the_lawn_seen_from_ones_room_is_answered_by_the_map(message: str) -> None:
    assert seed_orders(message) == [(0, Action(None, peek="window"))] or seed_orders(message) == [
        (0, Action(HOME, peek="window"))
    ]


@pytest.mark.parametrize(
    "message",
    [
        "can i see the garden from 201? if yes window all night",  # the map says no
        "is the lawn visible from 201? if not, go to the lawn at 9",  # a branch the reader would choose
    ],
)
def test_the_map_says_no_or_if_not_is_still_refused(message: str) -> None:
    seed_refused(message)


# -- a story of an earlier game before the orders --------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "ok so last game i got caught on the lawn lol so this time i'm keeping it simple. 9 garden, 10 home",
        "Last time I went out early and got seen by C. 9 garden, 10 home",
        "yesterday D caught me near the stairs haha. 9 garden. 10 home",
        "in the last game i was spotted in the garden, so tonight i'm keeping it simple. 9 garden, 10 home",
    ],
)
def test_a_story_of_an_earlier_game_is_set_aside_and_said(message: str) -> None:
    from blackhorse.inn.layout import default_inn
    from blackhorse.parsing import parse_message
    from tests.parsekit import SEED_GAME

    assert [(at, a.go) for at, a in seed_orders(message)] == [(60, "garden"), (120, HOME)]
    said = parse_message(message, SEED_GAME, 1, "A", default_inn()).said_back
    assert any(line.startswith("ignored:") and "last" in line.lower() or "yesterday" in line for line in said)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("last game i went to the garden at 9. 10 home", "9"),  # a time: tonight's too?
        ("last time i killed C in the garden. 10 home", "killed"),
        ("last game D caught me on the lawn, not again. 9 garden", "not"),
        ("last game i was on the lawn till 10 so this time i'm keeping it simple. 9 garden", "till"),
    ],
)
def test_a_story_holding_what_could_be_an_order_is_refused_there(message: str, word: str) -> None:
    problem = seed_refused(message)
    assert problem.quote == word and "earlier game" in str(problem)


@pytest.mark.parametrize(
    "message",
    [
        "last game i did the same thing. 9 garden",  # the past carried into tonight
        "last game i got caught on the lawn so this time i'll go to the garden. 10 home",  # an order after
    ],
)
def test_a_story_carried_into_tonight_or_followed_by_an_order_is_not_set_aside(message: str) -> None:
    seed_refused(message)


def test_no_funny_business_is_a_remark() -> None:
    assert seed_orders("9 garden, 10 home. that's it, no funny business from me") == [
        (60, Action("garden")),
        (120, Action(HOME)),
    ]


# -- waiting until the one to kill is alone ----------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "at 10:30 go to 205. if C's alone kill her, otherwise wait until she is alone",
        "at 10:30 go to 205, if C is alone kill her; if not, i'll wait there till C is by herself",
        "10:30 knock on 205. if C's alone kill her. if she's got company i'll hang around till she's alone",
        "at 10:30 knock on 205. if C is alone kill her. if she has company i'll hang around",
        "at 10:30 knock on 205. if C's alone kill her. if she's got company i'll hang around till she's "
        "alone, if nobody answers come straight back",
    ],
)
def test_waiting_till_the_one_to_kill_is_alone_is_the_kills_order_standing(message: str) -> None:
    """The kill on her being alone is armed for as long as the order stands: staying till she is
    alone is no ``else`` (it was refused at "she's", or at "if she's got company")."""
    [(at, action)] = seed_orders(message)
    assert (at, action.go, action.kill, action.otherwise) == (150, "205", "C", None)
    assert action.condition is not None and action.condition.kind == "alone"


@pytest.mark.parametrize(
    "message",
    [
        "at 10:30 go to 205. if C's alone kill her, otherwise wait till D is alone",  # someone else
        "at 10:30 go to 205. wait till she's alone",  # no kill on her being alone
        "at 10:30 go to 205. if she's got company i'll hang around",
    ],
)
def test_waiting_till_someone_else_or_without_the_kill_is_still_refused(message: str) -> None:
    seed_refused(message)


def test_company_then_another_place_stays_the_otherwise() -> None:
    [(_, action)] = seed_orders("at 10:30 go to 205. if C's alone kill her. if she's got company go home")
    assert action.otherwise == Action(HOME)


# -- outside a room is the corridor --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("at 9 wait outside 205, 9:30 home", "outside 205"),  # was: 21:00 go to room 205 (a misread)
        ("at 9 hang around outside C's room, 9:30 home", "outside C's room"),
        ("at 9 stand right outside of 205 till 9:30", "right outside of 205"),
        ("at 9 go to 205 and wait outside, 9:30 home", "wait outside"),
        ("at 9 knock on 205 and hang around outside the door", "hang around outside the door"),
        ("9pm i'll wait in the hallway outside 205 to see who comes and goes. 9:30 home", "outside 205"),
    ],
)
def test_waiting_outside_a_room_is_refused_by_the_corridor_rule(message: str, quote: str) -> None:
    problem = seed_refused(message)
    assert problem.quote == quote and "corridor" in str(problem) and "八" in str(problem)


@pytest.mark.parametrize(
    ("message", "go"), [("at 9 go outside to the lawn", "lawn"), ("at 9 lawn and wait outside", "lawn")]
)
def test_outside_with_no_room_is_read_as_before(message: str, go: str) -> None:
    assert seed_orders(message)[0][1].go == go


# -- a question of the rules, asked of a kind of player ------------------------------------------------
@pytest.mark.parametrize(
    ("message", "who"),
    [
        ("Quick question GM - can police peek from 204? OK then: window from 8 till 9, garden at 9", "P1"),
        ("can anyone use the west stairs? 9 garden via the west stairs", "A"),
        ("are guests allowed to go into other rooms? anyway 9 garden", "A"),
    ],
)
def test_leave_asked_for_a_kind_of_player_is_a_question_for_the_gm(message: str, who: str) -> None:
    from blackhorse.inn.layout import default_inn
    from blackhorse.parsing import parse_message
    from tests.parsekit import SEED_GAME

    assert any(a.go == "garden" for _, a in seed_orders(message, who))
    said = parse_message(message, SEED_GAME, 1, who, default_inn()).said_back
    assert any(line.startswith("question for the GM:") for line in said)


@pytest.mark.parametrize(
    ("message", "who"),
    [
        ("can I peek from 204? window all night", "A"),  # the sender's own look, asked
        ("can police go to the garden at 9? window all night", "P1"),  # a time in it
        ("can police kill C? 9 garden", "P1"),  # a kill of someone
        ("can police peek from 204? if yes peephole all night", "P1"),  # an answer only the GM has
    ],
)
def test_leave_asked_with_a_time_a_kill_or_of_oneself_is_still_refused(message: str, who: str) -> None:
    seed_refused(message, who)


# -- two places said in one slot, and said so --------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "quote"),
    [
        (
            "at 9 pop into 205 quickly and then head to the garden, both in the 9:00 slot",
            "both in the 9:00 slot",
        ),
        ("at 9 go to 205 and then the lawn, both at 9. 10 home", "both at 9"),
    ],
)
def test_two_places_said_in_one_slot_are_refused_by_the_rule(message: str, quote: str) -> None:
    problem = seed_refused(message)
    assert problem.quote == quote and "10-minute slot" in str(problem)


def test_then_with_no_time_names_the_slot() -> None:
    assert "10-minute slot" in str(seed_refused("at 9 go to 205 then the garden"))


# -- a time after a look, whose own clause is all set aside -------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "window, at 10 relax",
        "peephole, from 10 read a book",
        "window, 10 chill",
        "window, at 10 i'll happily unwind",
    ],
)
def test_a_time_whose_clause_is_set_aside_is_not_the_looks(message: str) -> None:
    """It was the look's time: the look from 22:00 and nothing before it, what was said at 10 set
    aside (a misread); now a time with nothing to do at it."""
    assert seed_refused(message).kind == "time_without_order"


@pytest.mark.parametrize("message", ["window, at 10 i'm gonna crash", "window, 10pm i'll pass out"])
def test_going_to_sleep_in_slang_at_a_time_stops_the_look(message: str) -> None:
    assert seed_orders(message)[-1] == (120, Action(HOME)) and seed_orders(message)[0][0] == 0


def test_an_unknown_word_all_a_time_says_is_refused_not_set_aside() -> None:
    problem = seed_refused("window, at 10 i'm gonna snore")
    assert problem.quote in ("snore", "at 10")


def test_a_look_at_a_time_after_a_comma_is_read_as_before() -> None:
    assert seed_orders("window, at 10") == [(120, Action(None, peek="window"))] or seed_orders(
        "window, at 10"
    ) == [(120, Action(HOME, peek="window"))]
