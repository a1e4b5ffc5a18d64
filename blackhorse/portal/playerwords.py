"""The words of the players' orders page beyond the form: arrivals, problems beside their
field, the inn's plan and travel table, the reports' periods: messages of the catalog
(:mod:`blackhorse.core.catalog`)."""

from __future__ import annotations

from blackhorse.core.catalog import N_, NC_, Message

PLAYER_WORDS: dict[str, Message] = {
    "arrival": N_("leave {leaves}, arrive at {place} {arrives}"),
    "arrival_late": N_("still walking then: leave {leaves}, arrive at {place} {arrives}"),
    "arrival_skipped": N_("never runs: you are still walking until {leaves}, when a later order is due"),
    "arrival_else": N_("if the 'otherwise' runs: leave {leaves}, arrive at {place} {arrives}"),
    "arrival_note": N_(
        "Arrival times assume every earlier order runs as written: no earlier 'otherwise', no kill (its "
        "ten minutes of cleaning), no door left shut.",
    ),
    "saved_nothing_shown": N_(
        "What you typed uses words the form has no field for: correct it as text below (nothing of it "
        "was saved).",
    ),
    "inn_link": N_("The inn"),
    "inn_head": N_("The inn: floor plan and walking times"),
    "plan_caption": N_(
        "The second floor (rooms, corridor, stairs) and the grounds: the garden to the north, the lawn "
        "to the south, the paths along the outer walls.",
    ),
    "plan_own_room": N_("Your room, {room}, is outlined in red."),
    # the GM reading a player's orders page: the player in the third person (docs/PORTAL.md)
    "plan_own_room_of": N_("{name}'s room, {room}, is outlined in red."),
    "saved_mistakes": N_("Your saved orders have mistakes: the night cannot be run until they are fixed"),
    "saved_mistakes_of": N_(
        "{name}'s saved orders have mistakes: the night cannot be run until they are fixed"
    ),
    "saved_of": N_("Saved. This is what was sent for {name}:"),
    "your_orders_say_of": N_("{name}'s saved orders, in plain words:"),
    "own_words_of": N_("As a message, in plain words"),
    # the orders page's three ways to write them, the own-words box first (a phone's first screen)
    "ways": N_("Write your orders:"),
    "way_words": N_("as a message"),
    "way_slots": N_("slot by slot"),
    "way_text": N_("as YAML text"),
    # the own-words box's example, in the page's language and on its clock (it read
    # "8:30去娱乐室…… / 20:30 go to the common room" on either page)
    "own_words_example": N_("20:30 go to the common room, 21:10 via the east stairs to the lawn"),
    "door_of": N_("{name}'s door before 22:00"),
    "form_cannot_show_of": N_(
        "{name}'s saved orders use words the form has no field for: edit them as text below."
    ),
    "saved_nothing_shown_of": N_(
        "What was typed uses words the form has no field for: correct it as text below (nothing of it "
        "was saved).",
    ),
    "travel_head": N_("Walking minutes between places"),
    "travel_from_to": N_("from \\ to"),
    "travel_note": N_(
        "Minutes from the place of the row to the place of the column, by the shortest way; a route "
        "named with 'via' can take longer. Leaving is the minute you set off; you arrive that many "
        "minutes later.",
    ),
    "plan_on_orders": NC_("orders", "The inn: floor plan and walking times"),
    # the next night during the day: not open yet, drafted (docs/PORTAL.md), never "locked"
    "draft_open": N_(
        "Night {n} is not open yet: you may draft, check and save your orders now. They are checked"
        " again when day {day} is closed (a room change or a jailing may change what they can do);"
        " if they no longer hold then, this page and your own page say so."
    ),
    "draft_open_of": N_(
        "Night {n} is not open yet: {name}'s orders may be drafted, checked and saved now. They are"
        " checked again when day {day} is closed (a room change or a jailing may change what they can"
        " do)."
    ),
    "draft_link": N_("Draft your orders for night {n} (not open yet)"),
    "draft_link_of": N_("Draft {name}'s orders for night {n} (not open yet)"),
    "no_longer_hold": N_(
        "Your saved orders for night {n} no longer hold (the day's close may have changed the game:"
        " a room change, a jailing): correct them, or the night cannot be run."
    ),
    "no_longer_hold_of": N_(
        "{name}'s saved orders for night {n} no longer hold (the day's close may have changed the"
        " game: a room change, a jailing): they must be corrected, or the night cannot be run."
    ),
    "placed": N_("{head}: {said}"),
    "on_line": N_("line {n}"),
}
