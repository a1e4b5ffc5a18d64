"""Commands of the game across nights: new, register, day, status, play (and `night`'s bookkeeping)."""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable
from pathlib import Path

from blackhorse.cli.maps import copied_map, inn_of, register_map
from blackhorse.cli.numberargs import add_number
from blackhorse.cli.saying import teller
from blackhorse.core import lock
from blackhorse.core.catalog import NP_, Msg, Phrase, Stored, msg, say, word
from blackhorse.core.commit import commit, create_folder
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.gcpause import gc_paused
from blackhorse.core.numbers import DAY, NIGHT, SEED, read_number
from blackhorse.core.reader import within
from blackhorse.core.recovery import RecoveryFailed, needs_recovery, recover
from blackhorse.core.yamlsource import Located, YamlSyntaxError, read_yaml
from blackhorse.game.days import day_text
from blackhorse.game.gameplay import play_game, play_night, record_day, winner_text
from blackhorse.game.ledger import Ledger, Replay, replay
from blackhorse.game.state import GameState
from blackhorse.inn.layout import Inn
from blackhorse.orders.gamelang import game_lang, kept_lang
from blackhorse.orders.gamemap import COPIED_MAP, game_yaml
from blackhorse.results.nightresult import NightResult, gm_notes

LANGS = ("zh", "en")
LANG_HELP = "the game's language: gm.md, charts, replay, the portal for a phone asking for neither"
Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]


def writes(handler: Handler) -> Handler:
    """The command writes into the game folder ``args.game``: it holds the folder's lock."""

    @functools.wraps(handler)
    def locked(args: argparse.Namespace) -> int:
        with lock.game_lock(args.game, timeout=lock.DEFAULT_TIMEOUT):
            tell(recover(args.game), args.game)
            out = getattr(args, "out", None)
            if out is not None:
                tell(recover(Path(out).parent), args.game)
            return handler(args)

    return locked


def tell(done: list[str], game: Path) -> None:
    """Say what recovering from a killed run did (on stderr: the command's output stays clean),
    in the language of the game in ``game``."""
    if done:
        say_it = teller(game)
        for line in done:
            say_it(msg("note: {note}", note=line), err=True)


def settle(game: Path) -> None:
    """For a command that only reads: finish or undo a killed run's write first, if there is one."""
    if needs_recovery(game):
        try:
            with lock.game_lock(game, timeout=lock.DEFAULT_TIMEOUT):
                tell(recover(game), game)
        except (OSError, RecoveryFailed):
            pass  # a folder this user cannot write: read it as it is


def has_portal(game: Path) -> bool:
    """Whether the game has a portal database (portal/store.py's DB_NAME): only then is the
    portal loaded, to log what a command did (a night without a portal loads none of it)."""
    return (game / "portal.sqlite3").is_file()


def _inn(args: argparse.Namespace) -> Inn:
    return inn_of(args)


def _names(text: str) -> list[str]:
    """``--tenants``/``--police``: comma-separated, the full-width ``，`` and ``、`` of a Chinese
    input method too (it read ``张三，李四，…`` as one name)."""
    from blackhorse.core.names import split_names

    return split_names(text)


def _yaml(path: Path, inside: Path | None = None) -> Located:
    try:
        return read_yaml(path, str(path), inside=inside)
    except FileNotFoundError:
        raise InputError([Problem(str(path), 0, "", msg("missing"), msg("an existing YAML file"))]) from None
    except YamlSyntaxError as exc:
        raise InputError([exc.problem(str(path), "valid YAML")]) from None


def _copied_map(given: Path, game: Path) -> Msg:
    return msg(
        "copied {path} to {file}: the game's map (no --map needed from now on)",
        path=str(given),
        file=str(game / COPIED_MAP),
    )


def _timezone_problems(zone: str | None) -> list[Problem]:
    """``new --timezone``: a time zone this machine knows, said as game.yaml's ``timezone:``
    is (orders/gamefile.py), so a game is never made with a clock no command can read."""
    from blackhorse.core import gamezone
    from blackhorse.core.catalog import msg

    if zone is None or gamezone.known(zone):
        return []
    allowed = msg(
        "a time zone name, e.g. Asia/Shanghai (Beijing time) or UTC; leave it out for this machine's"
    )
    return [Problem("blackhorse new", 0, "--timezone", zone, allowed)]


def _kept_timezone(*sources: Located | None) -> str:
    """The game's clock ``register`` writes: what the game.yaml it replaces says, else what
    players.yaml (``new --timezone``) says, else none (this machine's clock)."""
    for located in sources:
        data = located.data if located is not None else None
        zone = data.get("timezone") if isinstance(data, dict) else None
        if isinstance(zone, str) and zone.strip():
            return zone.strip()
    return ""


def cmd_new(args: argparse.Namespace) -> int:
    from blackhorse.game.registration import bedrooms, check_names, render_players  # `new` and `register`
    from blackhorse.inn.layout import default_inn

    tenants, police = _names(args.tenants), _names(args.police)
    problems = check_names(tenants, police, "blackhorse new")
    inn, copied = copied_map(args.map) if args.map is not None else (default_inn(), None)
    beds = sum(inn.beds[r] for r in bedrooms(inn))
    if len(tenants) > beds:  # `register` refuses them (a bed each): that game could never begin
        allowed = f"at most {beds}: the inn has {beds} beds"
        problems.append(Problem("blackhorse new", 0, "--tenants", f"{len(tenants)} tenants", allowed))
    problems += _timezone_problems(args.timezone)
    if problems:
        raise InputError(problems)
    name = args.name or args.game.name
    files: dict[str, str | bytes] = {}
    if copied is not None:  # checked first: a broken map is reported and nothing is created
        files[COPIED_MAP] = copied
    files["players.yaml"] = render_players(
        name, tenants, police, COPIED_MAP if args.map else None, args.lang, args.timezone or ""
    )
    create_folder(args.game, files)
    tell = teller(args.game, args.lang)
    tell(msg("created {path} ({n} tenants, {k} police)", path=str(args.game), n=len(tenants), k=len(police)))
    if args.map is not None:
        tell(_copied_map(args.map, args.game))
    tell(msg("next: {command}", command=f"`blackhorse register {args.game} APPLICATIONS.yaml --seed N`"))
    return 0


@writes
def cmd_register(args: argparse.Namespace) -> int:
    from blackhorse.game.notices import NOTICES, opening_notices
    from blackhorse.game.registration import (
        bedrooms,
        check_names,
        draw_targets,
        kept_nicknames,
        read_players,
        read_targets,
        render_game_yaml,
        seat,
    )

    target = args.game / "game.yaml"
    if (target.exists() or target.is_symlink()) and not (args.force or args.replace_played):
        raise InputError(
            [
                Problem(
                    str(target),
                    0,
                    "",
                    "exists",
                    msg(
                        "a game is registered once; pass --force to replace it (the old file is kept"
                        " as .game.yaml.previous)"
                    ),
                )
            ]
        )
    played = _played(args.game) if target.exists() else []
    if played and not args.replace_played:
        raise InputError(
            [
                Problem(
                    str(target),
                    0,
                    "--force",
                    msg("{nights} already played on its rooms and targets", nights=tuple(played)),
                    msg(
                        "a game not yet played: registering again draws new rooms and targets and makes"
                        " every played night stale; pass --replace-played to do it all the same (the old"
                        " file is kept as .game.yaml.previous)"
                    ),
                )
            ]
        )
    players = args.game / "players.yaml"
    listed = _yaml(players, args.game)
    name, tenants, police = read_players(listed)
    old = game_yaml(args.game)  # the game.yaml --force replaces: its map stays the game's
    lang = kept_lang(args.lang, old, listed)
    inn, map_file, map_bytes = register_map(args.game, args.map, [listed, *([old] if old else [])])
    # every problem at once: how the targets are chosen (the command line), the names, the seats
    choice = _targets_choice(args)
    names = check_names(tenants, police, str(players))
    if names:  # nobody can be seated
        raise InputError([*choice, *names])
    try:
        seating = seat(_yaml(args.applications, within(args.applications, args.game)), tenants, inn)
    except InputError as exc:
        raise InputError([*choice, *exc.problems]) from None
    if choice:
        raise InputError(choice)
    if args.targets is not None:
        targets = read_targets(_yaml(args.targets, within(args.targets, args.game)), tenants)
        how = f"targets from {args.targets.name}"
    else:
        targets = draw_targets(tenants, args.seed)
        how = f"targets drawn with --seed {args.seed}"
    notices = args.game / NOTICES  # a folder blackhorse wrote is replaced, never a GM's own
    written: dict[Path, str | bytes] = {
        target: render_game_yaml(
            name,
            seating,
            targets,
            police,
            how,
            map_file,
            lang,
            _kept_timezone(old, listed),
            kept_nicknames(old, (*seating.rooms, *police)),
        )
    }
    if map_bytes is not None:
        written[args.game / COPIED_MAP] = map_bytes
    kept = None
    if target.is_file():  # the game.yaml replaced is kept, byte for byte, never lost (as `parse --force`)
        kept = _previous(target)
        written[kept] = target.read_bytes()
    folder = opening_notices(name, seating, targets, bedrooms(inn))
    commit(files=written, folders={notices: folder}, root=args.game)
    tell = teller(args.game, lang)
    for who in sorted(seating.rooms):
        room = seating.rooms[who]
        if who in seating.waiting:
            tell(msg("{name}: {room} (from the waiting list)", name=who, room=room))
        else:
            print(f"{who}{'：' if lang == 'zh' else ': '}{room}")
    tell(msg("wrote {path}; targets are in it (keep it secret)", path=str(target)))
    if kept is not None:
        tell(msg("kept the game.yaml it replaced as {path}", path=str(kept)))
    if map_bytes is not None:
        tell(_copied_map(args.map, args.game))
    tell(
        msg(
            "wrote {path}/NAME.zh.txt and NAME.en.txt: each tenant's secret opening notice", path=str(notices)
        )
    )
    tell(
        msg(
            "wrote {path}/public.zh.txt and public.en.txt: the rooms, for everyone (seed 四.2)",
            path=str(notices),
        )
    )
    return 0


def _played(game: Path) -> list[Msg]:
    """The nights run and days recorded in ``game`` (``night 1``, ``day 1``...): what a new
    registration would make stale."""
    from blackhorse.game.ledger import results_folder
    from blackhorse.orders.folderindex import folder_index

    index = folder_index(game)
    nights = [msg("night {night}", night=n) for n in index.nights if results_folder(game, n).is_dir()]
    return nights + [msg("day {day}", day=n) for n in index.days]


def _previous(target: Path) -> Path:
    """Where the file ``target`` replaces is kept: ``.NAME.previous``, or ``.NAME.previous-2``,
    ``-3``... when an earlier one is already kept there."""
    kept = target.with_name(f".{target.name}.previous")
    n = 2
    while kept.exists() or kept.is_symlink():
        kept = target.with_name(f".{target.name}.previous-{n}")
        n += 1
    return kept


def _targets_choice(args: argparse.Namespace) -> list[Problem]:
    """What is wrong with how ``register`` is told to choose the targets: one way, not both
    (the file's would win silently), not neither."""
    if args.targets is not None and args.seed is not None:
        both = f"--seed {args.seed} --targets {args.targets}"
        return [Problem("blackhorse register", 0, "--seed, --targets", both, msg("one of the two, not both"))]
    if args.targets is None and args.seed is None:
        why = "--seed N (reproducible) or --targets FILE"
        return [Problem("blackhorse register", 0, "--seed", "missing", why)]
    return []


@writes
def cmd_night(args: argparse.Namespace) -> int:
    """`blackhorse night GAME N`: run the night on the state the game's folder has reached."""
    # the cycle collector paused for the whole command, not only while the reports and files
    # are made (core/gcpause.py): ended there, its first collection walked every object of the
    # night, all still alive (~7M instructions of the busiest night); ended here, the night is
    # freed first (docs/PERFORMANCE.md, the nineteenth round)
    with gc_paused():
        return _night(args)


def _night(args: argparse.Namespace) -> int:
    inn = _inn(args)
    charts, html = bool(getattr(args, "charts", False)), bool(getattr(args, "html", False))
    png = bool(getattr(args, "png", False))
    no_pictures = bool(getattr(args, "no_pictures", False))
    kept = _pictures_made(args.game, args.night) if args.out is None and not no_pictures else set()
    charts, html, png = charts or "charts" in kept, html or "html" in kept, png or "png" in kept

    both = bool(getattr(args, "both_languages", False))
    dropped = [] if both or args.out is not None else _twins_held(args.game, args.night)

    def pictures(result: NightResult) -> dict[str, str | bytes]:
        from blackhorse.pictures.files import picture_files

        files = picture_files(result, charts=charts, html=html, png=png)
        if both:  # the twins of gm.md and of the pictures just drawn (results/gmfiles.py)
            from blackhorse.results.gmfiles import twins

            files.update(twins(result, {"gm.md", *files}))
        return files

    rerun = args.out is None and (args.game / "nights" / str(args.night) / "results").is_dir()
    extra = pictures if charts or html or png or both else None
    moved: list[str] = []
    check = None
    if rerun:
        from blackhorse.game.rerun import rerun_check

        replace = bool(getattr(args, "replace_played", False))
        check = rerun_check(args.game, args.night, inn, published_at(args.game, args.night), replace, moved)
    played = play_night(args.game, args.night, inn, args.out, extra, check)
    kills = tuple((c.victim, c.killer) for c in played.result.case_records)
    deaths = tuple(msg("{name} (by {who})", name=v, who=k) for v, k in kills) or msg("no deaths")
    notes = gm_notes(len(played.result.notes))
    out = args.out or args.game / "nights" / str(args.night) / "results"
    tell = teller(args.game)
    tell(
        msg(
            "night {night}: {deaths}; {notes}; results in {path}",
            night=args.night,
            deaths=deaths,
            notes=notes,
            path=str(out),
        )
    )
    if moved:
        _warn_replaced(args.game, args.night, moved)
    if args.out is None and has_portal(args.game):  # results elsewhere are not part of the game
        from blackhorse.cli.portal_commands import audit_command
        from blackhorse.portal.gm_actions import ran_message

        said = ran_message(args.night, kills, len(played.result.notes), again=rerun)
        audit_command(args.game, said, args.night, inn)
    if kept:
        made = ", ".join(PICTURE_WORDS[k] for k in sorted(kept))
        tell(
            msg(
                "made again as the earlier run of night {night} had them: {what}", night=args.night, what=made
            )
        )
    if dropped:
        tell(
            msg(
                "not written again: {files} (the game's other language; the portal makes them when"
                " a reader asks, --both-languages writes them)",
                files=", ".join(dropped),
            )
        )
    if args.out is None:
        _after_replay(args.game, inn)
    return 0


def published_at(game: Path, night: int) -> str | None:
    """When night ``night`` was published on the game's portal (None: not, or no portal)."""
    if not has_portal(game):
        return None
    from blackhorse.portal.store import Store

    store = Store(game / "portal.sqlite3")
    try:
        return store.published().get(night)
    finally:
        store.close()


def _warn_replaced(game: Path, night: int, moved: list[str]) -> None:
    """The loud warning of a forced rerun (``--replace-played``), on standard error."""
    from blackhorse.game.rerun import warning_lines

    tell = teller(game)
    head, *lines, tail = warning_lines(night, moved, game)
    tell(head, err=True)
    for line in lines:
        tell("  - " + say(line, game_lang(game)), err=True)
    tell(tail, err=True)


def _warn_played(game: Path, inn: Inn, kept: dict[int, Ledger | None], ran: list[int]) -> None:
    """``play`` reruns stale nights without asking (it plays the folder as it stands now), but
    never silently: each night it replaced with another truth that something rested on (a
    publication, a recorded day, a later night) gets the loud warning of ``night
    --replace-played`` (docs/GAME.md)."""
    from blackhorse.game import rerun as rr
    from blackhorse.game.ledger import read_ledger

    now = {n: read_ledger(game, n) for n in kept}
    was, is_now = rr.case_map(kept), rr.case_map(now)
    for night in ran:
        old, new = kept.get(night), now.get(night)
        if old is None or new is None or not rr.rerun_changes(old, new):
            continue
        said = rr.dependents(game, night, inn, published_at(game, night))
        if said:
            before, before_now = rr.cases_before(kept, night), rr.cases_before(now, night)
            moved = rr.what_moved(night, old, new, before, before_now)
            accused = rr.accusations_moved(game, night, inn, was, is_now)
            _warn_replaced(game, night, [*said, *moved, *accused])
            was = is_now  # each accusation said once, at the first night that moved it


def _twins_held(game: Path, night: int) -> list[str]:
    """The other language's GM files the night's results hold (written before December 2026
    by every run, or by ``--both-languages``): a rerun without the flag leaves them out."""
    from blackhorse.core.catalog import LANGS
    from blackhorse.game.ledger import results_folder
    from blackhorse.results.gmfiles import TWINNED, twin_name

    folder = results_folder(game, night)
    return [t for rel in TWINNED for lang in LANGS if (folder / (t := twin_name(rel, lang))).is_file()]


PICTURE_WORDS = {"charts": "the charts (SVG)", "html": "the replay (replay.html)", "png": "the charts as PNG"}


def _pictures_made(game: Path, night: int) -> set[str]:
    """The pictures the night's current results hold (``charts``, ``html``, ``png``): a rerun
    makes them again (docs/PICTURES.md: a rerun from the command line without --html deleted
    the replay the GM page had made, and /reveal linked a page that was gone)."""
    from blackhorse.game.ledger import results_folder

    folder = results_folder(game, night)
    found = set()
    if (folder / "replay.html").is_file():
        found.add("html")
    charts = folder / "charts"
    if charts.is_dir():
        suffixes = {p.suffix for p in charts.iterdir()}
        if ".svg" in suffixes:
            found.add("charts")
        if ".png" in suffixes:
            found.add("png")
    return found


def _after_replay(game: Path, inn: Inn) -> None:
    """Say where the game stands now that a step is written; a problem in a later file (a
    day not yet reached) does not undo the step: it is shown as a warning."""
    try:
        done = replay(game, inn)
    except InputError as exc:
        from blackhorse.orders.problemtext import describe

        lang = game_lang(game)
        head = NP_(
            "warning: {n} problem found in a later step:", "warning: {n} problems found in a later step:"
        )
        print(word(head, lang, n=len(exc.problems)), file=sys.stderr)
        for p in exc.problems:
            print(f"  {describe(p, lang)}", file=sys.stderr)
        return
    _after(done, game_lang(game))


def _after(done: Replay, lang: str = "en") -> None:
    state = done.state
    if state.winner is not None:
        winner = Phrase(winner_text(state), {"zh": winner_text(state, "zh")})
        said = msg(
            "GAME OVER {moment}: {winner}: {why}", moment=state.moment, winner=winner, why=Stored(state.why)
        )
        print(say(said, lang))
    for w in done.warnings:
        print(say(msg("warning: {why}", why=w), lang), file=sys.stderr)


@writes
def cmd_day(args: argparse.Namespace) -> int:
    inn = _inn(args)
    if args.file is None:
        text, shown = f"# day {args.day}: no actions\n", "(no day file)"
    else:
        text, shown = day_text(args.file, within(args.file, args.game)), str(args.file)
    standing = _portal_requests(args.game, args.day)
    if standing and not args.replace:  # they were answered "filed": never dropped without a word
        why = (
            f"requests the portal filed for day {args.day}: record them with `blackhorse close-day"
            f" {args.game} {args.day}`, or pass --replace to record this file without them"
        )
        raise InputError([Problem(shown, 0, f"day {args.day}", r, why) for r in standing.values()])
    from blackhorse.game.statuswords import outcome_text, outcomes_message  # only when a day is said

    after, outcomes = record_day(args.game, args.day, text, shown, inn, replace=args.replace)
    from blackhorse.game.drafts import settle_drafts  # the next night's orders, drafted in the day

    drafts = settle_drafts(args.game, args.day, after, inn)
    if standing:
        _close_portal_requests(args.game, args.day, standing)
    if has_portal(args.game):
        from blackhorse.cli.portal_commands import audit_command

        said = (
            msg(
                "recorded day {day} from {path}: {outcomes}",
                day=args.day,
                path=shown,
                outcomes=outcomes_message(outcomes),
            )
            if outcomes
            else msg("recorded day {day} from {path}: no requests", day=args.day, path=shown)
        )
        audit_command(args.game, said)
        for line in drafts.lines():
            audit_command(args.game, f"recorded day {args.day}: {line}")
    tell = teller(args.game)
    tell(msg("day {day} recorded in {path}", day=args.day, path=str(args.game / "days" / f"{args.day}.yaml")))
    for o in outcomes:
        print(f"- {outcome_text(o.kind, o.request, o.granted, o.reason, game_lang(args.game))}")
    if not outcomes:
        tell(msg("- no requests"))
    for line in drafts.lines(game_lang(args.game)):
        print(f"- {line}")
    _after_replay(args.game, inn)
    return 0


def _portal_requests(game: Path, day: int) -> dict[int, str]:
    """The requests the portal (``GAME/portal.sqlite3``, if the game has one) still holds as
    filed for ``day``, by id, in words (``C: move to 209``)."""
    from blackhorse.portal.store import DB_NAME

    if not (game / DB_NAME).is_file():
        return {}
    from blackhorse.portal.store import Store

    found = {}
    store = Store(game / DB_NAME)
    try:
        for r in store.requests(day):
            if r.state == "filed":
                accused = r.kind == "accusation"
                what = f"accusation of {r.b} for case {r.a}" if accused else f"{r.kind} to {r.a}"
                found[r.id] = f"{r.who}: {what} (filed {r.at[:16].replace('T', ' ')} UTC)"
    finally:
        store.close()  # SQLite removes its -wal and -shm as the last connection closes
    return found


def _close_portal_requests(game: Path, day: int, standing: dict[int, str]) -> None:
    """Close the portal's requests a day recorded by hand left out: each player's page says so."""
    from blackhorse.core.catalog import msg
    from blackhorse.portal.store import DB_NAME, Store

    store = Store(game / DB_NAME)
    reason = msg("not in day {day} as the GM recorded it by hand", day=day)  # said in Chinese too
    verdict = f"REFUSED ({reason})"
    try:
        with store.transaction() as db:
            for rid in standing:
                db.execute("UPDATE requests SET state = 'closed', verdict = ? WHERE id = ?", (verdict, rid))
            said = msg(
                "day {day} recorded by hand: closed without it: {requests}",
                day=day,
                requests=" | ".join(standing.values()),
            )
            store.audit("cli", said, db)
    finally:
        store.close()


def _pick(done: Replay, after: str | None) -> GameState:
    if after is None:
        return done.state
    kind, _, number = after.partition(":")
    n = read_number(number, NIGHT)  # the number rule: `night:²` is no night
    if kind not in ("night", "day") or n is None:
        allowed = msg(
            "night:N or day:N, N a whole number from {low} to {high}, in the digits 0-9",
            low=NIGHT.low,
            high=NIGHT.high,
        )
        raise InputError([Problem("blackhorse status", 0, "--after", after, allowed)])
    for s in done.snapshots:
        if s.nights == n and (s.days == n) == (kind == "day"):
            return s
    raise InputError(
        [
            Problem(
                "blackhorse status",
                0,
                "--after",
                after,
                msg("a step played so far (now {moment})", moment=done.state.moment),
            )
        ]
    )


def cmd_status(args: argparse.Namespace) -> int:
    from blackhorse.game.status import status_json, status_text  # the standing's words: `status` only

    done = replay(args.game, _inn(args))
    state = _pick(done, args.after)
    if args.json:
        sys.stdout.write(status_json(state))
        for w in done.warnings:
            print(say(msg("warning: {why}", why=w), args.lang or game_lang(args.game)), file=sys.stderr)
    else:
        outcomes = done.outcomes.get(state.days, ()) if state.days == state.nights else ()
        shown = done.warnings if args.after is None else ()
        lang = args.lang or game_lang(args.game)
        sys.stdout.write(status_text(state, outcomes, shown, lang))
        from blackhorse.cli.day_commands import unagreed_lines

        accused = frozenset(c.id for c in state.cases if c.accused is not None)
        left = unagreed_lines(args.game, None, state.nights, lang, accused)
        if left:
            heading = msg("proposals on the portal without the agreement of every officer (not applied):")
            print("\n" + say(heading, lang))
            print("\n".join(f"- {line}" for line in left))
    return 0


@writes
def cmd_play(args: argparse.Namespace) -> int:
    from blackhorse.game.ledger import read_ledger
    from blackhorse.orders.folderindex import folder_index

    inn = _inn(args)
    kept = {n: read_ledger(args.game, n) for n in folder_index(args.game).nights}  # the results it replaces
    ran = play_game(args.game, inn)
    tell, lang = teller(args.game), game_lang(args.game)
    if len(ran) == 1:
        tell(msg("ran night {night}", night=ran[0]))  # not 'ran nights: 3', which reads as three nights
    elif ran:
        tell(msg("ran nights: {nights}", nights=", ".join(map(str, ran))))
    else:
        tell(msg("ran nights: none (all results were up to date)"))
    _warn_played(args.game, inn, kept, ran)
    try:
        done = replay(args.game, inn)
    except InputError:
        _after_replay(args.game, inn)  # a later day file is broken: say so, keep what ran
        return 0
    for state in done.snapshots[1:]:
        if state.days < state.nights:
            deaths = tuple(c.victim for c in state.cases if c.night == state.nights)
            if deaths:
                tell(msg("{moment}: deaths: {names}", moment=state.moment, names=deaths))
            else:
                tell(msg("{moment}: deaths: none", moment=state.moment))
        else:
            print(_day_line(done, state, lang))
    if done.state.winner is None:
        tell(msg("no winner yet ({moment})", moment=done.state.moment))
    _after(done, lang)
    return 0


def _day_line(done: Replay, state: GameState, lang: str) -> str:
    """A day of ``play``: its moment, then each request and what became of it."""
    from blackhorse.game.statuswords import outcome_text  # only when a day is said

    outcomes = done.outcomes.get(state.days, ())
    if not outcomes:
        return say(msg("{moment}: no requests", moment=state.moment), lang)
    lines = (f"\n  - {outcome_text(o.kind, o.request, o.granted, o.reason, lang)}" for o in outcomes)
    return say(state.moment, lang) + ("：" if lang == "zh" else ":") + "".join(lines)


def _map_help(p: argparse.ArgumentParser, text: str) -> None:
    """What ``--map`` does for ``new`` and ``register`` (every command has it; these copy it)."""
    for action in getattr(p, "_actions", ()):  # a command not being run has no parser to tell
        if "--map" in action.option_strings:
            action.help = text


def register_game_commands(add: Adder) -> None:
    p = add("new", cmd_new, "create a new game folder with its players")
    p.add_argument("game", type=Path, help="the new game folder")
    p.add_argument("--tenants", required=True, help="tenants' names, comma-separated: A,B,C,...")
    p.add_argument("--police", default="", help="police officers' names, comma-separated: P1,P2,P3")
    p.add_argument("--name", default=None, help="the game's name (default: the folder's name)")
    p.add_argument("--lang", choices=LANGS, default="en", help=LANG_HELP + " (default en)")
    p.add_argument(
        "--timezone",
        default=None,
        metavar="ZONE",
        help="the game's clock, a time zone name (Asia/Shanghai): deadlines are typed and shown"
        " on it (default: this machine's)",
    )
    _map_help(p, "copy this edited inn map into the folder as inn.yaml: the game's map from now on")
    p = add("register", cmd_register, "seat the tenants from their room requests and give them targets")
    p.add_argument("game", type=Path, help="the game folder (made by `blackhorse new`)")
    p.add_argument("applications", type=Path, help="YAML list of {who, room} in arrival order")
    add_number(
        p, "--seed", bound=SEED, below=True, default=None, help="draw targets reproducibly with this seed"
    )
    p.add_argument("--targets", type=Path, default=None, help="the GM's own targets: YAML NAME: [X, Y]")
    p.add_argument(
        "--force",
        action="store_true",
        help="replace an existing game.yaml before any night is played (kept as .game.yaml.previous)",
    )
    p.add_argument(
        "--replace-played",
        action="store_true",
        help="replace it even after nights were played: new rooms and targets, every night stale",
    )
    p.add_argument("--lang", choices=LANGS, default=None, help=LANG_HELP + " (default: new's, else en)")
    _map_help(p, "the game's map: copied into the folder as inn.yaml and named in game.yaml")
    p = add("day", cmd_day, "record day N (the day after night N): accusations and room changes")
    p.epilog = "the day file (accusations, room changes, an officer moving in): docs/GAME.md"
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "day", bound=DAY, below=True, help="the day number (day N follows night N)")
    p.add_argument(
        "file", type=Path, nargs="?", default=None, help="the day file (omit: a day without actions)"
    )
    p.add_argument(
        "--replace", action="store_true", help="replace day N if it is already recorded with other requests"
    )
    p = add("status", cmd_status, "show who is alive, dead or jailed, the cases and the winner")
    p.add_argument("game", type=Path, help="the game folder")
    p.add_argument("--json", action="store_true", help="print the standing as JSON")
    p.add_argument("--after", default=None, help="the standing after night:N or day:N instead of now")
    p.add_argument("--lang", choices=LANGS, default=None, help="the table's language (default: the game's)")
    p = add("play", cmd_play, "run every night of the game folder in order, with its days, to the end")
    p.add_argument("game", type=Path, help="the game folder")
