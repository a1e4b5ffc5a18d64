"""The portal's words, by the name the templates use for them: each is a message of the catalog
(:mod:`blackhorse.core.catalog`), said in English or Chinese (the player chooses; the GM too)."""

from __future__ import annotations

import re
from collections.abc import Callable

from blackhorse.core.catalog import N_, NC_, NP_, Message, say, word
from blackhorse.core.clock import hhmm, parse_time, short
from blackhorse.game.statuswords import KIND, VERDICT
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import place_en, place_words, place_zh
from blackhorse.portal.daywords import DAY_WORDS
from blackhorse.portal.orders_form import Unwritten
from blackhorse.portal.playerwords import PLAYER_WORDS

WORDS: dict[str, Message] = {
    "title": N_("The Black Horse Inn"),
    "lang": N_("中文"),
    "logout": N_("Log out"),
    "need_link": N_("Open the personal link your game master sent you."),
    "bad_link": N_(
        "This link is not valid: it was revoked, replaced or mistyped. Ask your game master for a new one."
    ),
    "too_many": N_("Too many attempts. Wait a minute and try again."),
    "join_as": N_("This is the personal link of {who} to the game's portal."),
    "join_button": N_("Open my pages"),
    "join_gm": N_("the game master"),
    "forbidden": N_("This page is not yours."),
    "not_found": N_("No such page."),
    "bad_request": N_("That request is not understood."),
    "bad_field": N_(
        "The form's field {field} takes a whole number from {low} to {high}, written in the digits "
        "0-9; nothing was done."
    ),
    "csrf": N_("This form has expired (or came from elsewhere). Reload the page and try again."),
    "too_large": N_("What you sent is too large."),
    "busy": N_("The game is busy (the GM is working on it). Try again in a moment."),
    "folder_broken": N_(
        "The game's files have a mistake the game master must fix first; nothing was saved or changed. "
        "Try again later."
    ),
    "folder_problems": N_(
        "The game folder has problems; nothing was run or written. Fix them in the files, then reload "
        "this page:"
    ),
    "home_page": N_("My page"),
    "tenant": N_("tenant"),
    "police": N_("police officer"),
    "room": N_("Room"),
    "no_room": N_("none (you start in the common room, 204)"),
    "roommate": N_("Roommate"),
    "nobody": N_("nobody"),
    "targets": N_("Your targets (secret)"),
    "status": N_("Status"),
    "alive": N_("alive"),
    "dead": N_("dead"),
    "jailed": N_("jailed"),
    "since": N_("since"),
    "read_only": N_("You can read your reports, but no longer send anything."),
    "phase_night": N_("Night {n}: orders are open"),
    "phase_night_locked": N_("Night {n}: orders are locked (the deadline has passed)"),
    "phase_night_run": N_("Night {n}: orders are locked (the night has been run)"),
    "phase_day": N_("Day {n}: requests are open"),
    "phase_night_out": N_("Night {n}: the players still in the game send their orders; you send none"),
    "phase_night_out_of": N_("Night {n}: the players still in the game send their orders; {name} sends none"),
    "phase_day_out": N_("Day {n}: the players still in the game send their requests; you send none"),
    "phase_day_out_of": N_("Day {n}: the players still in the game send their requests; {name} sends none"),
    "phase_over": N_("The game is over: {winner}"),
    "deadline": N_("Deadline"),
    "deadline_at": N_("; deadline: {when}"),
    "no_deadline": N_(", until the GM runs the night"),
    "no_deadline_set": N_("none set: orders stay open until the GM runs the night"),
    "orders": N_("Orders"),
    "orders_for": N_("Orders for night {n}"),
    "send_orders": N_("Send or change your orders for night {n}"),
    "sent": N_("sent"),
    "not_sent": N_("not sent"),
    "reports": N_("Reports"),
    "no_reports": N_("No reports published yet."),
    "out_dead": N_("You were killed on {since}: the dead send no more orders and get no more reports."),
    "out_dead_of": N_("{name} was killed on {since}: the dead send no more orders and get no more reports."),
    "out_jailed": N_("You have been in jail since {since}: no more orders, no more reports."),
    "out_jailed_of": N_("{name} has been in jail since {since}: no more orders, no more reports."),
    "report_of": N_("Night {n}"),
    "cases": N_("Cases"),
    "case": N_("Case"),
    "night": N_("Night"),
    "victim": N_("Victim"),
    "place": N_("Place"),
    "accused": N_("Accused"),
    "no_cases": NC_("cases", "No murders so far."),
    "day_requests": N_("Day {n}: your requests"),
    "move_to": N_("Move to room"),
    "move_hint": N_(
        "Rooms with a free bed come first. A full room is granted only if a bed comes free there"
        " before the day is closed (one of its sleepers moves out, is jailed, or swaps rooms with the"
        " one asking); otherwise the request is refused when the day is closed (rule 6.1)."
    ),
    "move_free": N_("A free bed"),
    "move_full": N_("Full: only if a bed comes free today"),
    "move_full_room": N_("{room} (full: {names})"),
    "accuse": N_("Accuse (final: one accusation per case)"),
    "police_move": N_("Move into a room (a bed freed by a murder)"),
    "police_move_heading": N_("Moving into the inn"),
    "police_move_hint": N_(
        "Only a room that murders have left empty. The tenants' room changes of the day are settled"
        " first, in the order they arrived: a room a tenant asks for today goes to the tenant (rule 6.1)."
    ),
    "police_move_none": N_(
        "No room is empty now: an officer only moves into a room murders have left empty."
    ),
    "police_move_taken": N_("{who} already lives in the inn ({room}): at most one officer does."),
    "file": N_("Send"),
    "withdraw": N_("Withdraw"),
    "filed": N_("filed"),
    "withdrawn": N_("withdrawn"),
    "replaced": N_("replaced"),
    "closed": N_("decided"),
    "request_refused": N_("Not sent: {why}"),
    "not-open": N_("not open now"),
    "too-many": N_("too many in a row: wait a few seconds and send it again; nothing was recorded"),
    "cannot-act": N_("you can no longer act in this game"),
    "bad-request": N_("that request is not possible"),
    "case-accused": N_("that case has already been accused (final)"),
    "not-suspect": N_("that tenant cannot have killed in that case: its victim, or dead before its night"),
    "deadline_passed": N_("the deadline has passed: orders are locked"),
    "over": N_("the game is over"),
    "problems": N_("your orders have mistakes (below); nothing was saved"),
    "failed": N_("the file could not be written; nothing changed"),
    "too-fast": N_("you are saving too often: wait a few seconds and save again; nothing was saved"),
    "saved": N_("Saved. This is what you sent:"),
    "your_orders_say": N_("Your saved orders, in plain words:"),
    "check": N_("Check"),
    "save": N_("Save"),
    "all_good": N_("No mistakes found."),
    "mistakes": N_("Mistakes"),
    "by_slot": N_("Or by time slot"),
    "as_text": N_("Or as YAML text (the same file the GM reads)"),
    "own_words": N_("In your own words, as a message"),
    "own_words_hint": N_(
        'Write your orders as a message, in Chinese or English ("8:30去娱乐室，9:10经东楼梯去草坪", '
        '"21:40 go home and watch through the peephole"); what they say, and any mistake, appears under '
        "the box as you type."
    ),
    "form_cannot_show": N_("Your saved orders use words the form has no field for: edit them as text below."),
    "slot": NC_("slot", "Time"),
    "opt_window": N_("window"),
    "opt_peephole": N_("peephole"),
    "opt_alone": N_("alone"),
    "opt_always": N_("always"),
    "opt_present": N_("present"),
    "opt_absent": N_("absent"),
    "go": N_("Go to"),
    "via": N_("Via"),
    "peek": N_("Peek"),
    "kill": N_("Kill"),
    "if": N_("If"),
    "who": N_("Whom"),
    "else": N_("Otherwise go to"),
    "carry_on": N_("(carry on)"),
    "stay": N_("stay here"),
    "home": N_("home"),
    "door": N_("Your door before 22:00"),
    "door_open": N_("open to all"),
    "door_closed": N_("closed to all"),
    "door_list": N_("only for:"),
    "standing": N_("Standing kills"),
    "from": N_("From"),
    "until": N_("Until"),
    "locked": N_("Orders for this night are locked."),
    "gm_rerun": N_(
        "Night {n} has been run, so the portal takes no more orders for it. To correct {name}'s orders: "
        "write their message into a file and run `blackhorse parse {game} {n} {name} FILE --force` (or edit "
        "`nights/{n}/{file}` by hand), then run the night again with `blackhorse night {game} {n}` "
        "and, once it is published, publish it again (Publish again on your page)."
    ),
    "unwritten": N_("{value} -- {why}"),
    "standing_row": N_("Standing kill {n}"),
    "empty": N_("(empty)"),
    "whom_alone": N_(
        "'alone' takes no one (nobody else is there, a kill's target aside): clear {field}, or choose "
        "'present' or 'absent' to make the order depend on {value}"
    ),
    "whom_always": N_(
        "'always' takes no one (the order runs whoever is there): clear {field}, or choose 'present' "
        "or 'absent' to make the order depend on {value}"
    ),
    "standing_no_kill": N_(
        "a standing kill needs the target to kill: choose one under '{field}', or clear the row"
    ),
    "gm": N_("Game master"),
    "senders": N_("Orders for night {n}"),
    "set_deadline": N_("Set the deadline ({clock}, like {example}; or +MINUTES; or {now})"),
    "run_night": N_("Run night {n}"),
    "replace_played": N_(
        "rerun it even though it was published or a later day rests on it (another truth replaces"
        " the one the players were told: `--replace-played`)"
    ),
    "nights": N_("Nights"),
    "publish": N_("Publish the reports"),
    "published": N_("published"),
    "not_published": N_("not published"),
    "players_behind": N_(
        "The players see nothing of night {n} yet (no death, no case, no report, no day): publish it"
        " to open day {n} to them."
    ),
    "changed_since": N_("its results changed since: the players still read what was published"),
    "publish_again": N_("Publish again"),
    "close_day": N_("Close day {n} (write the day file and apply it)"),
    "standing_requests": N_("Requests standing, in the order they arrived"),
    "game_status": N_("The game's standing"),
    "audit": N_("Audit log"),
    "save_log": N_("Every order save"),
    "players": N_("Players' pages"),
    "done": N_("Done: {what}"),
    "error": N_("Could not do it"),
    "replay": N_("replay"),
    "charts": N_("charts"),
    "no_requests": N_("none"),
    "day_n": N_("day {n}"),
    "targets_of": N_("{name}'s targets (secret)"),
    "read_only_of": N_("{name} can read their reports, but no longer send anything."),
    "send_orders_of": N_("Send or change {name}'s orders for night {n}"),
    "day_requests_of": N_("Day {n}: {name}'s requests"),
    "log_at": N_("at ({clock})"),
    "log_for": N_("for"),
    "log_by": N_("sent by"),
    "log_outcome": N_("outcome"),
    "log_detail": N_("detail"),
    "log_who": N_("who"),
    "log_what": N_("what"),
    "actor_cli": N_("command line"),
    "actor_portal": N_("the portal itself"),
    "save_written": N_("written"),
    "save_refused": N_("refused"),
    "save_pending": N_("pending"),
    "save_interrupted": N_("interrupted"),
    "save_failed": N_("failed"),
    "done_published": N_("night {n} published"),
    "done_already_published": N_("night {n} was already published"),
    "done_deadline": N_("deadline of night {n}: {when}"),
    "done_day": N_("day {n} closed: {what}"),
    "done_no_requests": N_("no requests"),
    "nothing_run": NP_("{n} problem; nothing was run or written", "{n} problems; nothing was run or written"),
}

WORDS.update(DAY_WORDS)
WORDS.update(PLAYER_WORDS)


def translator(lang: str) -> Callable[..., str]:
    """``t(key, **values)``: the portal's word ``key`` in ``lang`` (an unknown key as it is)."""

    def t(key: str, **kw: object) -> str:
        message = WORDS.get(key)
        if message is None:
            return key.format(**kw) if kw else key
        return word(message, lang, **kw)

    return t


def kind_text(kind: str, lang: str) -> str:
    """A day request's kind (move, accusation, police-move) in ``lang``."""
    return word(KIND[kind], lang) if kind in KIND else kind


def place_text(inn: Inn, spot: str, lang: str) -> str:
    """A spot of the map as the pages name it: ``花园``, ``205房间``, ``203门前`` (a door is
    a door, not its room); ``the garden``, ``room 205``, ``the door of room 203``."""
    if spot == "home":
        return translator(lang)("home")
    if not spot or spot == "?":
        return spot or "?"
    return place_zh(inn, spot) if lang == "zh" else place_en(inn, spot)


def page_places(inn: Callable[[], Inn]) -> Callable[[str, str], str]:
    """How the portal's pages name a spot a stored sentence holds (core/catalog.py,
    ``places_named``): by the map's names in both languages, ``the foot of the east stairs``
    and ``the door of room 203`` on an English page as 东楼梯口 and 203门前 on a Chinese one,
    never the map's id; an unknown spot as stored."""
    zh = place_words(inn)
    maps: list[Inn] = []

    def named(spot: str, lang: str) -> str:
        if lang == "zh":
            return zh(spot, lang)
        if not maps:
            maps.append(inn())
        return place_en(maps[0], spot) if spot in maps[0].kind else spot

    return named


_VERDICT = re.compile(r"(granted|REFUSED)(?: \((.*)\))?", re.DOTALL)


def verdict_text(verdict: str, lang: str) -> str:
    """A closed request's verdict as stored ("granted", "REFUSED (why)") in ``lang``: the
    reasons are the game's own sentences, in Chinese as `blackhorse status --lang zh` says them."""
    m = _VERDICT.fullmatch(verdict)
    if lang != "zh" or m is None:
        return verdict
    return word(VERDICT[m[1] == "granted"], lang) + (f"（{say(m[2], lang)}）" if m[2] else "")


def unwritten_text(item: Unwritten, lang: str, page: bool = False) -> str:
    """A value the slot form refuses to drop (orders_form.unwritten), as one line in
    ``lang`` naming its slot or standing row and its field: ``20:30, Whom: B -- ...``; on the
    ``page``, beside the form, a field left empty is said by what it needs alone (the log
    keeps ``(empty) -- ...``)."""
    t = translator(lang)
    minute = None if isinstance(item.row, int) else parse_time(item.row)
    row = t("standing_row", n=item.row) if isinstance(item.row, int) else item.row
    if minute is not None:  # the slot on the page's clock, as the checker's mistakes name it
        row = short(minute) if lang == "zh" else hhmm(minute)
    field = t(item.field)
    why = t(item.why, field=field, value=item.value)
    said = t("unwritten", value=item.value or t("empty"), why=why) if item.value or not page else why
    return t("placed", head=f"{row} · {field}", said=said)
