"""Commands of the day on the portal: board, questions, ask, answer, accuse (and reveal).

Each is the twin of a portal action (docs/PORTAL.md, "The day"): the same function, the same
checks, the same rows of ``portal.sqlite3`` and lines of the audit log (who: ``cli``, or the
player named by ``--by``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.cli.numberargs import add_number
from blackhorse.cli.portal_commands import no_new_database_left, open_desk
from blackhorse.cli.saying import teller
from blackhorse.core.catalog import N_, Msg, Phrase, msg, pair, say, word
from blackhorse.core.errors import BlackhorseError, InputError, Problem
from blackhorse.core.names import same_name, split_names
from blackhorse.core.numbers import CASE, CLAIM, DAY, QUESTION
from blackhorse.orders.gamelang import game_lang

if TYPE_CHECKING:
    from blackhorse.portal.desk import Desk

Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]


def _refused(command: str, why: str) -> None:
    """Say a refusal of the portal's (its key) in the portal's English words, exit 2."""
    if why:
        from blackhorse.portal.i18n import translator

        # a message, so the command line says it in the game's language (cli/main.py)
        raise BlackhorseError(msg("{command}: not done: {why}", command=command, why=translator("en")(why)))


# what a name of a day command must be: each a message with the names and the nearest one
OFFICER = N_("a police officer: {names}{hint}")
TENANT = N_("a tenant: {names}{hint}")
PERSON = N_("a person of the game: {names}{hint}")


def _name(command: str, field: str, text: str, allowed: tuple[str, ...], what: str) -> str:
    found = same_name(text, allowed)
    if found is None:
        raise InputError([_not_a_name(command, field, text, allowed, what)])
    return found


def _not_a_name(command: str, field: str, text: str, allowed: tuple[str, ...], what: str) -> Problem:
    """``text`` is none of ``allowed``: the list, and the nearest name (``钱7``: did you mean
    ``钱七``?), as docs/GAME.md promises for every unknown name."""
    from blackhorse.orders.words import did_you_mean

    hint = did_you_mean(text, allowed)
    return Problem(f"blackhorse {command}", 0, field, text, msg(what, names=allowed, hint=hint))


def _day_open(command: str, desk: Desk, day: int) -> list[Problem]:
    """Why day ``day`` takes no question, accusation or claim now (nothing when it does): the
    day open to the players is the one after the last night published (docs/PORTAL.md)."""
    from blackhorse.portal.desk import Phase

    seen, gm = desk.phase(), desk.gm_phase()
    if seen == Phase("day", day):
        return []
    game = desk.game_dir
    allowed: Msg
    if gm == Phase("day", day):
        allowed = msg(
            "day {day} is not open to the players yet: night {night} is not published ({command} first)",
            day=day,
            night=day,
            command=f"`blackhorse publish {game} {day}`",
        )
    elif seen.kind == "day":
        allowed = msg("the day open now: {day}", day=seen.number)
    elif seen.kind == "night" and desk.has_results(seen.number):
        allowed = msg(
            "no day is open now: night {night} comes first (it has been run; publish it to open its day)",
            night=seen.number,
        )
    elif seen.kind == "night":
        allowed = msg("no day is open now: night {night} comes first", night=seen.number)
    else:
        allowed = msg("no day is open: the game is over")
    return [Problem(f"blackhorse {command}", 0, "DAY", str(day), allowed)]


def _in_game(command: str, desk: Desk, field: str, tenant: str) -> list[Problem]:
    """A tenant who can still be asked or accused of nothing more: the dead and the jailed."""
    state = desk.state()
    t = state.tenants.get(tenant)
    if t is None or t.in_game:
        return []
    living = tuple(n for n, x in sorted(state.tenants.items()) if x.in_game)
    why = msg(
        "a tenant still in the game: {names} ({name} is {why})",
        names=living,
        name=tenant,
        why=state.absent_reason(tenant),
    )
    return [Problem(f"blackhorse {command}", 0, field, tenant, why)]


def _case(command: str, desk: Desk, case: int | None) -> list[Problem]:
    """A case the police may accuse or note a claim of: one the players have been told of."""
    cases = desk.cases()
    if any(c.id == case for c in cases):
        return []
    each = [msg("{case} ({name}, night {night})", case=c.id, name=c.victim, night=c.night) for c in cases]
    told = Phrase("; ".join(map(str, each)), {"zh": "；".join(say(m, "zh") for m in each)})
    allowed = msg("a case of the game: {cases}", cases=told) if each else msg("a case of the game: none yet")
    return [Problem(f"blackhorse {command}", 0, "CASE", str(case), allowed)]


@no_new_database_left
def cmd_board(args: argparse.Namespace) -> int:
    from blackhorse.game.board import board_json, board_text
    from blackhorse.portal.board_desk import board_of

    board = board_of(open_desk(args, reads=True))
    lang = args.lang or game_lang(args.game)
    sys.stdout.write(board_json(board) if args.json else board_text(board, lang))
    return 0


@no_new_database_left
def cmd_questions(args: argparse.Namespace) -> int:
    from blackhorse.core.gamezone import moment
    from blackhorse.portal.questioning import questions

    desk = open_desk(args, reads=True)
    asked = questions(desk, args.day)
    if args.json:
        rows = [
            {
                "id": q.id,
                "day": q.day,
                "tenant": q.tenant,
                "asker": q.asker,
                "asked_by": q.asked_by,
                "question": q.text,
                "at": q.at,
                "answer": q.answer,
                "answered_at": q.answered_at,
                "waiting_minutes": q.waiting() if q.answer is None else None,
            }
            for q in asked
        ]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    from blackhorse.portal.questioning import awaiting

    waiting = awaiting(desk, asked)  # a question to the dead or the jailed waits for nobody
    tell = teller(args.game)
    tell(msg("questions ({n}, {k} not answered):", n=len(asked), k=len(waiting)))
    where = desk.zone()  # moments on the game's clock, as the pages show them
    lang = game_lang(args.game)
    for q in asked:
        day = say(msg("day {day}", day=q.day), lang)
        print(f"  #{q.id} {day} {moment(q.at, where)} {pair(f'{q.asker} -> {q.tenant}', q.text, lang)}")
        if q in waiting:
            tell(msg("      not answered, waiting {n} min", n=q.waiting()))
        elif q.answer is None:
            tell(msg("      not answered: {name} is out of the game (dead or jailed)", name=q.tenant))
        else:
            answered = msg("{name} ({at})", name=q.tenant, at=moment(q.answered_at, where))
            print(f"      {pair(answered, q.answer, lang)}")
    return 0


@no_new_database_left
def cmd_ask(args: argparse.Namespace) -> int:
    from blackhorse.portal.questioning import ask, questions

    desk = open_desk(args)
    game = desk.state().game
    officer = _name("ask", "--by", args.by, game.police, OFFICER)
    tenant = _name("ask", "TENANT", args.tenant, tuple(game.tenants), TENANT)
    problems = [*_day_open("ask", desk, args.day), *_in_game("ask", desk, "TENANT", tenant)]
    if problems:
        raise InputError(problems)
    _refused("ask", ask(desk, officer, args.day, tenant, args.text, "cli"))
    mine = [q.id for q in questions(desk, args.day, tenant) if q.asker == officer]
    said = msg(
        "day {day}: {who} asked {name}: question #{n}"
        " (`blackhorse answer {game} {n} TEXT` records the answer)",
        day=args.day,
        who=officer,
        name=tenant,
        n=max(mine),
        game=args.game,
    )
    teller(args.game)(said)
    return 0


@no_new_database_left
def cmd_answer(args: argparse.Namespace) -> int:
    from blackhorse.portal.questioning import answer, questions

    desk = open_desk(args)
    found = [q for q in questions(desk) if q.id == args.question]
    if not found:
        shown = str(args.question)
        raise InputError([Problem("blackhorse answer", 0, "QUESTION", shown, msg("a question of the log"))])
    _refused("answer", answer(desk, found[0].tenant, args.question, args.text, "cli"))
    teller(args.game)(msg("question #{n}: {name} answered", n=args.question, name=found[0].tenant))
    return 0


@no_new_database_left
def cmd_accuse(args: argparse.Namespace) -> int:
    from blackhorse.portal.agreement import (
        agree,
        case_taken,
        may_have_killed,
        object_to,
        officers,
        proposals,
        suspects,
    )

    desk = open_desk(args)
    game = desk.state().game
    officer = _name("accuse", "--by", args.by, game.police, OFFICER)
    suspect = _name("accuse", "SUSPECT", args.suspect, tuple(game.tenants), TENANT)
    problems = [*_day_open("accuse", desk, args.day), *_case("accuse", desk, args.case)]
    if problems:
        raise InputError(problems)
    taken = [c for c in desk.cases() if c.id == args.case and c.accused is not None]
    if taken and not args.object:
        why = msg(
            "a case not accused yet: case {case} was accused of {name} (final)",
            case=args.case,
            name=taken[0].accused,
        )
        raise InputError([Problem("blackhorse accuse", 0, "CASE", str(args.case), why)])
    state = desk.state()
    fits = args.object or case_taken(desk, args.day, args.case) or may_have_killed(state, args.case, suspect)
    if not fits:  # the case's victim, or one dead before its night
        unfit = msg(
            "a tenant who may have killed in case {case} (never its victim, nor one dead before"
            " its night): {names}",
            case=args.case,
            names=tuple(suspects(state, args.case)),
        )
        raise InputError([Problem("blackhorse accuse", 0, "SUSPECT", args.suspect, unfit)])
    if args.object:
        live = [p for p in proposals(desk, args.day) if p.case == args.case and p.state == "open"]
        if not live or live[0].suspect != suspect:
            allowed = (
                msg("the open proposal of case {case}: {name}", case=args.case, name=live[0].suspect)
                if live
                else msg("the open proposal of case {case} (there is none)", case=args.case)
            )
            raise InputError([Problem("blackhorse accuse", 0, "SUSPECT", args.suspect, allowed)])
        _refused("accuse", object_to(desk, officer, args.day, live[0].id, "cli"))
        said = msg(
            "day {day}: {who} objected to accusing {name} of case {case};"
            " the agreement starts again from nobody",
            day=args.day,
            who=officer,
            name=suspect,
            case=args.case,
        )
        teller(args.game)(said)
        return 0
    _refused("accuse", agree(desk, officer, args.day, args.case, suspect, "cli"))
    mine = [p for p in proposals(desk, args.day) if p.case == args.case and p.state in ("open", "filed")][-1]
    tell = teller(args.game)
    if mine.state == "filed":
        tell(
            msg(
                "day {day}: case {case}: {name} filed (every officer agreed: {names})",
                day=args.day,
                case=args.case,
                name=suspect,
                names=mine.agreed,
            )
        )
    else:
        tell(
            msg(
                "day {day}: {who} agrees to accuse {name} of case {case}; waiting for {names}",
                day=args.day,
                who=officer,
                name=suspect,
                case=args.case,
                names=mine.waiting_for(officers(desk)),
            )
        )
    return 0


def unagreed_lines(
    game: Path, db: str | None, days: int, lang: str = "en", accused: frozenset[int] = frozenset()
) -> list[str]:
    """Proposals made on the portal and left without agreement, day by day up to ``days``,
    in ``lang`` (nothing when the game has no portal database). A proposal of a case in
    ``accused`` is left out: the case was accused since (the GM filed it, or a later day's
    officers agreed), and an accusation is final, so the proposal decides nothing any more."""
    from blackhorse.portal.store import DB_NAME, db_path

    if db is None and not (game / DB_NAME).is_file():
        return []
    if not db_path(game, db).is_file():
        return []
    from blackhorse.portal.agreement import officers, unagreed, unagreed_text
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store

    desk = Desk(game, None, Store(db_path(game, db)))
    from blackhorse.core.catalog import msg, say

    try:
        everyone = officers(desk)
        return [
            say(msg("day {day}: {proposal}", day=d, proposal=unagreed_text(p, everyone)), lang)
            for d in range(1, days + 1)
            for p in unagreed(desk, d)
            if p.case not in accused
        ]
    finally:
        desk.store.close()  # SQLite removes its -wal and -shm as the last connection closes


def register_day_commands(add: Adder) -> None:
    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", type=Path, help="the game folder")
        p.add_argument(
            "--db", default=None, help="the portal's database (default: GAME/portal.sqlite3), sqlite:///PATH"
        )

    p = add("board", cmd_board, "print the public board (rooms, deaths, jailings, room changes) to paste")
    common(p)
    p.add_argument(
        "--lang",
        choices=("zh", "en"),
        default=None,
        help="the board's language (default: the game's, `lang:`)",
    )
    p.add_argument("--json", action="store_true", help="print it as JSON")
    p = add("questions", cmd_questions, "print the police's questions and the tenants' answers")
    common(p)
    add_number(p, "--day", bound=DAY, default=None, help="only day N's questions")
    p.add_argument("--json", action="store_true", help="print them as JSON")
    p = add("ask", cmd_ask, "record a police officer's question to a tenant (as on the portal)")
    common(p)
    add_number(p, "day", bound=DAY, below=True, help="the day number (day N follows night N)")
    p.add_argument("tenant", metavar="TENANT", help="the tenant asked")
    p.add_argument("text", metavar="TEXT", help="the question")
    p.add_argument("--by", required=True, metavar="OFFICER", help="the officer who asks")
    p = add("answer", cmd_answer, "record a tenant's answer to a question (as on the portal)")
    common(p)
    add_number(
        p, "question", bound=QUESTION, metavar="QUESTION", help="the question's number (see `questions`)"
    )
    p.add_argument("text", metavar="TEXT", help="the answer")
    p = add("accuse", cmd_accuse, "record one officer's agreement to an accusation (filed once all agree)")
    common(p)
    add_number(p, "day", bound=DAY, below=True, help="the day number (day N follows night N)")
    add_number(p, "case", bound=CASE, help="the case number")
    p.add_argument("suspect", metavar="SUSPECT", help="the accused tenant")
    p.add_argument("--by", required=True, metavar="OFFICER", help="the officer who agrees")
    p.add_argument("--object", action="store_true", help="object instead: every agreement to it is cleared")
    register_reveal_command(add)
    register_claim_command(add)


@no_new_database_left
def cmd_reveal(args: argparse.Namespace) -> int:
    from blackhorse.portal.reveal import reveal, revealed, truth_text

    desk = open_desk(args)
    state = desk.gm_state()
    if state.winner is None and not args.early and revealed(desk) is None:
        allowed = msg("a game that is over (it has a winner); to reveal it before the end, pass --early")
        shown = msg("{game} ({moment})", game=str(args.game), moment=state.moment)
        raise InputError([Problem("blackhorse reveal", 0, "GAME", shown, allowed)])
    fresh = reveal(desk, "cli")
    lang = args.lang or game_lang(args.game)
    sys.stdout.write(truth_text(desk, lang))
    said = (
        N_("the whole truth revealed to every player on the portal (/reveal)")
        if fresh
        else N_("the whole truth was already revealed on the portal")
    )
    print(word(said, lang), file=sys.stderr)
    return 0


def register_reveal_command(add: Adder) -> None:
    p = add("reveal", cmd_reveal, "open the whole truth to every player on the portal, and print it")
    p.add_argument("game", type=Path, help="the game folder")
    p.add_argument(
        "--lang",
        choices=("zh", "en"),
        default=None,
        help="the text's language (default: the game's, `lang:`)",
    )
    p.add_argument(
        "--early",
        action="store_true",
        help="reveal a game that is not over yet (no winner): it cannot be undone",
    )
    p.add_argument(
        "--db", default=None, help="the portal's database (default: GAME/portal.sqlite3), sqlite:///PATH"
    )


@no_new_database_left
def cmd_claim(args: argparse.Namespace) -> int:
    from blackhorse.portal.claims import add_claim, claims, remove_claim

    desk = open_desk(args)
    officer = _name("claim", "--by", args.by, desk.state().game.police, OFFICER)
    if args.remove is not None:
        _refused("claim", remove_claim(desk, officer, args.remove, "cli"))
        teller(args.game)(msg("claim #{n} removed", n=args.remove))
        return 0
    shown = {"case": "CASE", "speaker": "SPEAKER", "start": "FROM", "until": "UNTIL", "place": "PLACE"}
    missing = [shown[f] for f in shown if getattr(args, f) is None]
    if missing:
        allowed = msg("{command} (or --remove ID)", command="CASE SPEAKER FROM UNTIL PLACE")
        raise InputError([Problem("blackhorse claim", 0, m, msg("(missing)"), allowed) for m in missing])
    company = [n for n in split_names(args.company or "") if n.strip()]
    problems = _claim_problems(desk, args, company)
    if problems:
        raise InputError(problems)
    said = add_claim(
        desk,
        officer,
        args.case,
        args.speaker,
        args.start,
        args.until,
        args.place,
        company,
        "cli",
        args.question,
    )
    _refused("claim", said)
    noted = max(c.id for c in claims(desk, args.case))
    teller(args.game)(
        msg(
            "case {case}: claim #{n} noted"
            " (`blackhorse claim {game} --remove {n} --by OFFICER` takes it back)",
            case=args.case,
            n=noted,
            game=args.game,
        )
    )
    return 0


def _claim_problems(desk: Desk, args: argparse.Namespace, company: list[str]) -> list[Problem]:
    """Every problem of a claim at once, each naming its argument, its value and what is
    allowed (it said only "that request is not possible")."""
    from blackhorse.orders.words import spot_word
    from blackhorse.portal.claims import night_time

    problems = _case("claim", desk, args.case)  # a claim is noted any time, of a case told
    people = desk.state().game.people
    if same_name(args.speaker, people) is None:
        problems.append(_not_a_name("claim", "SPEAKER", args.speaker, people, PERSON))
    for name in company:
        if same_name(name, people) is None:
            problems.append(_not_a_name("claim", "--with", name, people, PERSON))
    begin, end = night_time(args.start), night_time(args.until)
    for field, value, minute in (("FROM", args.start, begin), ("UNTIL", args.until, end)):
        if minute is None:
            problems.append(
                Problem("blackhorse claim", 0, field, value, msg("a time of the night: 20:00 to 23:00"))
            )
    if begin is not None and end is not None and end <= begin:
        problems.append(
            Problem(
                "blackhorse claim", 0, "UNTIL", args.until, msg("a time after FROM ({at})", at=args.start)
            )
        )
    inn = desk.inn
    if spot_word(args.place, inn) not in inn.destinations:
        from blackhorse.orders.words import did_you_mean

        hint = did_you_mean(args.place, [*inn.destinations, *inn.aliases])
        # the map's words in English, its Chinese names in Chinese (both are taken)
        zh = "、".join(inn.names_zh.get(d, d) for d in inn.destinations)
        allowed = msg(
            "a place of the inn: {places}, or its Chinese name (花园, 草坪, 209房){hint}",
            places=Phrase(", ".join(inn.destinations), {"zh": zh}),
            hint=hint,
        )
        problems.append(Problem("blackhorse claim", 0, "PLACE", args.place, allowed))
    return problems


def register_claim_command(add: Adder) -> None:
    p = add("claim", cmd_claim, "note what a tenant told the police (a claim) on the police's case board")
    p.add_argument("game", type=Path, help="the game folder")
    p.add_argument(
        "--db", default=None, help="the portal's database (default: GAME/portal.sqlite3), sqlite:///PATH"
    )
    add_number(p, "case", bound=CASE, nargs="?", help="the case number")
    p.add_argument("speaker", nargs="?", metavar="SPEAKER", help="who said it")
    p.add_argument("start", nargs="?", metavar="FROM", help="from (21:00)")
    p.add_argument("until", nargs="?", metavar="UNTIL", help="until (21:30)")
    p.add_argument("place", nargs="?", metavar="PLACE", help="where (a room, garden, lawn)")
    p.add_argument("--with", dest="company", metavar="NAMES", help="who was with them, comma-separated")
    p.add_argument("--by", required=True, metavar="OFFICER", help="the officer who notes it")
    add_number(p, "--remove", bound=CLAIM, metavar="ID", help="remove claim ID instead")
    add_number(p, "--question", bound=QUESTION, metavar="ID", help="the question whose answer it comes from")
