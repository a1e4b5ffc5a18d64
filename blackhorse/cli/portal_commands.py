"""Commands of the web portal: serve, invite, publish, deadline, close-day, audit.

Starlette and uvicorn are imported by ``serve`` only, so the other commands stay quick.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import signal
import sys
import threading
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.cli.maps import inn_of
from blackhorse.cli.numberargs import add_number
from blackhorse.cli.saying import teller
from blackhorse.core.catalog import LANGS, N_, Msg, Phrase, msg, pair, say, word
from blackhorse.core.errors import BlackhorseError, InputError, Problem
from blackhorse.core.names import name_key, same_name
from blackhorse.core.numbers import DAY, ENTRIES, NIGHT, PORT, SAVE, read_number
from blackhorse.game.statuswords import outcome_text
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.gamelang import game_lang

if TYPE_CHECKING:  # the portal (SQLite, its pages) is loaded by the portal's commands only
    from starlette.applications import Starlette

    from blackhorse.inn.layout import Inn
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store

Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]
DEFAULT_URL = "http://127.0.0.1:8000"


_OPENED: list[Store] = []  # the databases this command opened (closed before one is moved or removed)
_MAKING: dict[Path, ExitStack] = {}  # a database this command may make, by where it goes: what holds it


def open_desk(args: argparse.Namespace, names: tuple[str, ...] = (), *, reads: bool = False) -> Desk:
    """The game and its portal database, after checking: a registered game.yaml, no player
    called "gm", every name in ``names`` the GM's or a player's.

    ``reads``: the command only reads; a game without a database (never served) is read with
    an empty one in memory, so ``board`` or ``questions`` never makes ``portal.sqlite3``."""
    from blackhorse.portal.access import GM
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store, db_path, made_aside

    inn = inn_of(args)
    game = load_game(args.game, inn)
    clash = [n for n in game.people if name_key(n) == name_key(GM)]  # `GM`, `ｇｍ`: as every name
    if clash:
        raise InputError(
            [
                Problem(
                    str(args.game / "game.yaml"),
                    0,
                    "",
                    clash[0],
                    msg("any name but {name}: the portal's GM is {name}", name=repr(GM)),
                )
            ]
        )
    unknown = [n for n in names if same_name(n, (GM, *game.people)) is None]  # `a` is A, `GM` gm
    if unknown:
        from blackhorse.orders.words import did_you_mean

        raise InputError(
            [
                Problem(
                    f"blackhorse {args.command}",
                    0,
                    "NAME",
                    n,
                    msg(
                        "{name} or a player: {names}{hint}",
                        name=f"`{GM}`",  # the GM's login, typed as it is
                        names=tuple(game.people),
                        hint=did_you_mean(n, game.people),
                    ),
                )
                for n in unknown
            ]
        )
    path = db_path(args.game, args.db)
    if reads and not path.exists():
        store = Store(Path(":memory:"))
    elif path in _MAKING:  # a command that records something: moved into place once it succeeds
        store = Store(_MAKING[path].enter_context(made_aside(path)), making=True)
    else:
        if not os.path.lexists(path):  # a command not made aside: made whole before it is opened
            _make_whole(path)
        store = Store(path)
    _OPENED.append(store)
    return Desk(args.game, inn, store)


def _make_whole(path: Path) -> None:
    """Make the portal's database at ``path`` under a hidden name and move it into place, so
    that a failure while it is made (out of memory, a full disk) leaves no part of it."""
    from blackhorse.portal.store import Store, made_aside, place

    with made_aside(path) as made:
        Store(made, making=True).close()
        place(made, path)  # False: another command made it meanwhile, and it is used


def audit_command(game: Path, what: str, night: int | None = None, inn: Inn | None = None) -> None:
    """Add what a command did to the portal's audit log, when the game has a portal database
    (``GAME/portal.sqlite3``; none is made for it). ``night``: a night just run, whose
    published results it changed is said so (the players keep reading what was published).
    The log missed CLI night runs and reruns, `day FILE` and `parse` (gmwalk2 33): a GM asking
    "why did my report change?" found nothing."""
    path = (
        game / "portal.sqlite3"
    )  # portal/store.py's DB_NAME: the portal loaded only for a game that has one
    if not path.is_file():
        return
    from blackhorse.portal.store import Store

    store = Store(path)
    try:
        if night is not None and night in store.published():
            from blackhorse.portal.desk import Desk

            if Desk(game, inn, store).changed_since_published(night):
                what = msg(
                    "{what}; night {night}'s results now differ from what was published (the players"
                    " keep reading that until it is published again)",
                    what=what,
                    night=night,
                )
        store.audit("cli", what)
    finally:
        store.close()


def no_new_database_left(handler: Handler) -> Handler:
    """A command that records something in the portal's database leaves no database it made
    when it fails, however it fails (exit 2: refused, a bad name; out of memory; Ctrl-C): on a
    game without one, the database is made under a hidden name beside it
    (``.portal.sqlite3.making-TOKEN``, :func:`~blackhorse.portal.store.made_aside`), given its
    name only once the command has succeeded, and removed by name when it fails, nothing opened
    to decide it. A database that was there is SQLite's to keep whole. Either way the command
    closes what it opened before it ends."""

    @functools.wraps(handler)
    def run(args: argparse.Namespace) -> int:
        from blackhorse.portal.store import db_path, place

        path = db_path(args.game, args.db)
        if os.path.lexists(path) or not path.parent.is_dir():  # no folder: the command says so
            try:
                return handler(args)
            finally:  # SQLite removes its -wal and -shm as the last connection closes
                _close_opened()
        with ExitStack() as holding:
            _MAKING[path] = holding
            try:
                code = handler(args)
                made = [store.path for store in _OPENED if store.making]
                _close_opened()
                # gone meanwhile (removed by hand): placing it fails, and says so, rather than
                # the command claiming what was not kept
                if made and not place(made[0], path):
                    raise BlackhorseError(
                        msg(
                            "{path} was made by another command while this one ran: what this one"
                            " recorded was not kept; run it again",
                            path=str(path),
                        )
                    )
                return code
            finally:
                del _MAKING[path]
                _close_opened()  # then the hidden database is removed by its name

    return run


def _close_opened() -> None:
    for store in _OPENED:
        store.close()
    _OPENED.clear()


def port_number(text: str) -> int:
    """``--port``: a TCP port, 1 to 65535 (anything else is a usage error, exit 2)."""
    port = read_number(text, PORT)  # the number rule: `٨٠٠٠` is no port
    if port is None:
        raise argparse.ArgumentTypeError(
            msg("{value} is not a port: a whole number from 1 to 65535", value=repr(text))
        )
    return port


def _check_can_listen(host: str, port: int) -> None:
    """Refuse, before anything is printed, an address the portal cannot listen on (a port
    another program, or a portal already running, holds; an unknown host)."""
    import socket

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except OSError as exc:
        raise BlackhorseError(
            msg(
                "cannot listen on {host}: {why}; --host is an address of this machine,"
                " such as 127.0.0.1 (the default)",
                host=host,
                why=listen_reason(exc),
            )
        ) from None
    try:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
            probe.bind(address)
    except OSError as exc:
        raise BlackhorseError(
            msg(
                "cannot listen on {host} port {port}: {why}; is the portal (or another program)"
                " already running there? stop it or choose another --port",
                host=host,
                port=port,
                why=listen_reason(exc),
            )
        ) from None


def listen_reason(exc: OSError) -> str:
    """Why an address cannot be listened on: in English the system's own words (``Address
    already in use``), in another language plain words of the catalog where there are some."""
    import errno
    import socket

    reasons = {
        errno.EADDRINUSE: N_("the port is in use"),
        errno.EADDRNOTAVAIL: N_("not an address of this machine"),
        errno.EACCES: N_("no permission to listen there (ports below 1024 need the administrator)"),
    }
    said = N_("no such host") if isinstance(exc, socket.gaierror) else reasons.get(exc.errno or 0)
    system = exc.strerror or str(exc)
    return (
        system if said is None else Phrase(system, {lang: word(said, lang) for lang in LANGS if lang != "en"})
    )


LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


def elsewhere_links(store: Store, host: str, port: int) -> list[str]:
    """The links sent to players that point at this machine on another port (or another of
    its addresses) than the one the portal is served on: they cannot reach it. A link for
    another host name (a TLS proxy's address, docs/PORTAL.md) is the proxy's to forward."""
    from urllib.parse import urlsplit

    from blackhorse.portal.access import link_bases

    by_base: dict[str, list[str]] = {}
    for name, base in sorted(link_bases(store).items()):
        by_base.setdefault(base, []).append(name)
    out: list[str] = []
    for base, names in sorted(by_base.items()):
        try:
            parts = urlsplit(base)
            their_port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            continue
        their_host = parts.hostname or ""
        local = their_host in LOOPBACK or their_host == host
        same_host = their_host == host or (their_host in LOOPBACK and host in LOOPBACK)
        if local and (their_port != port or not same_host):
            who = (
                tuple(names)
                if len(names) <= 4
                else msg("{names} and {n} more", names=tuple(names[:4]), n=len(names) - 4)
            )
            out.append(
                msg(
                    "the links of {who} were issued for {url}, not for {here}: they will not"
                    " reach this portal; serve it there (--host/--port), or reissue them with {command}",
                    who=who,
                    url=base,
                    here=f"http://{host}:{port}/",
                    command=f"`blackhorse invite GAME --reissue NAME --url http://{host}:{port}`",
                )
            )
    return out


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the portal. On a game without a database the one it makes is given its name only
    once the portal listens: a serve that fails to start (the port taken meanwhile, out of
    memory loading the portal) leaves the folder as it was (docs/PORTAL.md)."""
    from blackhorse.portal.access import live_links
    from blackhorse.portal.app import create_app
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store, db_path, made_aside, place

    _check_can_listen(args.host, args.port)  # before the portal's database is opened (or made)
    path = db_path(args.game, args.db)
    with ExitStack() as making:
        placed: Callable[[], None] | None = None
        if os.path.lexists(path):
            desk = open_desk(args)
        else:  # made aside and served from there until the portal listens
            checked = open_desk(args, reads=True)  # the game's checks, on an empty database
            checked.store.close()
            store = Store(making.enter_context(made_aside(path)), making=True)
            desk = Desk(args.game, checked.inn, store)

            def placed() -> None:
                store.close()
                place(store.path, path)  # False: another command made one meanwhile, served
                store.placed(path)
                making.close()  # the hidden name removed; the database keeps its own

        app = create_app(args.game, desk.inn, args.db, store=desk.store)
        url = f"http://{args.host}:{args.port}/"
        tell = teller(args.game)
        tell(msg("the portal of {path} on {url} (Ctrl-C stops it)", path=str(args.game), url=url))
        if not live_links(desk.store):
            tell(msg("nobody has a link yet: run {command}", command=f"`blackhorse invite {args.game}`"))
        for line in elsewhere_links(desk.store, args.host, args.port):
            tell(msg("warning: {why}", why=line), err=True)
        if args.host not in ("127.0.0.1", "localhost", "::1"):
            tell(
                msg(
                    "warning: reachable from other machines; serve it behind a TLS reverse proxy"
                    " (docs/PORTAL.md)"
                ),
                err=True,
            )
        try:
            listen_and_serve(app, args.host, args.port, placed or (lambda: None))
        finally:  # stopped (Ctrl-C, SIGTERM): no -wal or -shm file left beside the database
            desk.store.close_all()
    return 0


STARTUP_FAILURE = 3  # uvicorn's exit code for a server that could not start


class _Stopped(Exception):
    """SIGTERM, raised again by uvicorn once it has stopped serving."""


def _stopped(signum: int, frame: object) -> None:
    raise _Stopped


def _main_thread() -> bool:
    """Signal handlers can be set only from the main thread (tests serve from others)."""
    return threading.current_thread() is threading.main_thread()


def listen_and_serve(app: Starlette, host: str, port: int, listening: Callable[[], None]) -> None:
    """Serve ``app`` with uvicorn until it is stopped (Ctrl-C), as ``uvicorn.run`` does;
    ``listening`` is called once it listens, before it reads a request. A server that cannot
    start (its port taken) exits 3, as ``uvicorn.run``, after uvicorn has said why."""
    import socket

    import uvicorn

    class Listening(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            if self.started:
                listening()

    server = Listening(uvicorn.Config(app, host=host, port=port, access_log=False, log_level="warning"))
    # uvicorn stops on SIGTERM as on Ctrl-C, then raises the signal again with the handler it
    # found: by default that kills the process before the caller closes the database; this one
    # ends the serving as Ctrl-C does
    previous = signal.signal(signal.SIGTERM, _stopped) if _main_thread() else None
    try:
        with contextlib.suppress(KeyboardInterrupt, _Stopped):  # Ctrl-C while it starts; SIGTERM
            server.run()
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    if not server.started:
        sys.exit(STARTUP_FAILURE)


# the GM's account as the command line names it: "the game master" in the game's language,
# with its login in a code span where the GM may type it (`invite GAME --reissue gm`); a
# player is their name (docs/PORTAL.md, "The game master's name")
GM_LOGIN = N_("Game master (`{login}`)")
GM_SHOWN = N_("Game master")


def login_message(name: str) -> object:
    """``name``'s account where a login may be typed: a player's name, or the GM's login said."""
    from blackhorse.portal.access import GM

    return msg(GM_LOGIN, login=GM) if name == GM else name


def login_shown(name: str, lang: str) -> str:
    said = login_message(name)
    return say(said, lang) if isinstance(said, Msg) else name


def who_shown(name: str, lang: str) -> str:
    """Who did something in the log: a player by name, the GM as "the game master"."""
    from blackhorse.portal.access import GM

    return say(msg(GM_SHOWN), lang) if name == GM else name


@no_new_database_left
def cmd_invite(args: argparse.Namespace) -> int:
    from blackhorse.core.gamezone import moment
    from blackhorse.portal.access import GM, issue_link, live_links, revoke_link, revoked_links

    desk = open_desk(args, (*args.reissue, *args.revoke))
    everyone = [GM, *desk.people()]
    # names are matched regardless of case and width, as everywhere: `--reissue a` is A's link
    revoke = [same_name(n, everyone) or n for n in args.revoke]
    reissue = [same_name(n, everyone) or n for n in args.reissue]
    tell = teller(args.game)
    with desk.writing():  # the portal's database is part of the game folder: one writer at a time
        for name in revoke:
            done = revoke_link(desk.store, name)
            tell(
                msg("{name}: link revoked", name=name)
                if done
                else msg("{name}: had no live link", name=name),
                err=True,
            )
        if revoke and not reissue:
            if args.json:
                print("{}")
            return 0
        live, revoked = live_links(desk.store), revoked_links(desk.store)
        # a revoked link stays revoked: only --reissue gives its owner a new one
        names = reissue or [n for n in everyone if n not in live and n not in revoked]
        base = args.url.rstrip("/")
        links = {n: f"{base}/join/{issue_link(desk.store, n, base=base)}" for n in names}
    if args.json:
        print(json.dumps(links, indent=2, ensure_ascii=False))
    else:
        lang = game_lang(args.game)
        for n, link in links.items():
            print(pair(login_shown(n, lang), link, lang))
        for n in everyone:
            if n not in links and n in live:
                issued = moment(live[n], desk.zone())
                command = f"`invite GAME --reissue {n}`"
                tell(
                    msg(
                        "{name}: has a live link (issued {at}); {command} replaces it",
                        name=login_message(n),
                        at=issued,
                        command=command,
                    )
                )
            elif n not in links and n in revoked:
                when = moment(revoked[n], desk.zone())
                command = f"`invite GAME --reissue {n}`"
                tell(
                    msg(
                        "{name}: link revoked ({at}), no link; {command} gives a new one",
                        name=login_message(n),
                        at=when,
                        command=command,
                    )
                )
        if links:
            tell(msg("each link is shown this once: send it to its owner privately"), err=True)
    return 0


@no_new_database_left
def cmd_publish(args: argparse.Namespace) -> int:
    from blackhorse.portal.gm_actions import publish

    desk = open_desk(args)
    fresh = publish(desk, args.night, "cli")
    said = (
        msg("night {night}: reports published", night=args.night)
        if fresh
        else msg("night {night}: already published", night=args.night)
    )
    teller(args.game)(said)
    return 0


@no_new_database_left
def cmd_deadline(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from blackhorse.portal.gm_actions import is_now, parse_when, refuse_past, set_deadline

    desk = open_desk(args)
    when = parse_when(args.when, where=desk.zone())
    if not args.past:  # a slip of the year or the hour locked everyone out with only a note
        refuse_past(args.when, when, where=desk.zone())
    set_deadline(desk, args.night, when, "cli")
    tell = teller(args.game)
    lang = game_lang(args.game)
    tell(msg("night {night}: orders lock at {at}", night=args.night, at=desk.deadline_text(args.night, lang)))
    if not is_now(args.when) and when <= datetime.now(UTC):
        tell(
            msg("note: that time has passed: night {night}'s orders are locked now", night=args.night),
            err=True,
        )
    return 0


@no_new_database_left
def cmd_close_day(args: argparse.Namespace) -> int:
    from blackhorse.portal.days_desk import close_day

    desk = open_desk(args)
    outcomes = close_day(desk, args.day, "cli")
    tell, lang = teller(args.game), game_lang(args.game)
    path = str(args.game / "days" / f"{args.day}.yaml")
    tell(msg("day {day} recorded in {path} from the portal's requests", day=args.day, path=path))
    for o in outcomes:
        print(f"- {outcome_text(o.kind, o.request, o.granted, o.reason, lang)}")
    if not outcomes:
        tell(msg("- no requests"))
    from blackhorse.portal.agreement import officers, unagreed, unagreed_text

    for p in unagreed(desk, args.day):
        print(f"- {say(unagreed_text(p, officers(desk)), lang)}")
    for line in desk.drafts.lines(lang) if desk.drafts is not None else []:
        print(f"- {line}")  # the next night's orders drafted in the day that no longer hold
    return 0


# a save's outcome as `audit` prints it (the GM page's log says the same words)
OUTCOMES = {
    "written": N_("written"),
    "refused": N_("refused"),
    "pending": N_("pending"),
    "interrupted": N_("interrupted"),
    "failed": N_("failed"),
}


@no_new_database_left
def cmd_audit(args: argparse.Namespace) -> int:
    """The portal's logs, as the GM page's log shows them: every save, then everything done."""
    from blackhorse.core.gamezone import moment, moments_in
    from blackhorse.portal.problemspot import save_detail
    from blackhorse.portal.store import REFUSED_KEPT

    desk = open_desk(args, reads=True)
    if args.save is not None:  # one save's text (or the file it replaced), exactly, to restore it
        texts = desk.store.save_texts(args.save)
        if texts is None:
            count = len(desk.store.saves())
            allowed = (
                msg("a save of the log: #1 to #{n}", n=count)
                if count
                else msg("a save of the log (it is empty)")
            )
            raise InputError([Problem("blackhorse audit", 0, "--save", str(args.save), allowed)])
        text = texts[1] if args.replaced else texts[0]
        if text is None and not args.replaced:
            raise BlackhorseError(
                msg(
                    "save #{n} was refused and its text is no longer kept (the portal keeps the text"
                    " of a player's last {k} refused saves of a night; its digest stays in the log)",
                    n=args.save,
                    k=REFUSED_KEPT,
                )
            )
        if text is None:
            raise BlackhorseError(
                msg(
                    "save #{n} replaced no file (it was refused, or there were no orders before it)",
                    n=args.save,
                )
            )
        sys.stdout.write(text)
        return 0
    if args.replaced:
        raise InputError([Problem("blackhorse audit", 0, "--replaced", "--replaced", msg("with --save ID"))])
    if args.last < 1:  # SQLite reads LIMIT -3 as no limit: it printed everything
        raise InputError(
            [Problem("blackhorse audit", 0, "--last", str(args.last), msg("a number of entries, 1 or more"))]
        )
    saves, audit = desk.store.saves(), desk.store.audit_log(limit=args.last)
    if args.json:
        rows = [
            {
                "id": s.id,
                "at": s.at,
                "who": s.who,
                "by": s.by,
                "night": s.night,
                "sha256": s.sha256,
                "outcome": s.outcome,
                "detail": s.detail,
            }
            for s in saves
        ]
        done = [{"at": at, "who": who, "what": what} for at, who, what in reversed(audit)]
        print(json.dumps({"saves": rows, "audit": done}, indent=2, ensure_ascii=False))
        return 0
    tell, lang = teller(args.game), game_lang(args.game)
    tell(msg("saves ({n}):", n=len(saves)))
    for s in saves:
        head = msg(
            "#{n} {at} {name} (by {who}) night {night} {digest} {outcome}: {detail}",
            n=s.id,
            at=moment(s.at, desk.zone()),
            name=s.who,
            who=who_shown(s.by, lang),
            night=s.night,
            digest=s.sha256[:12],
            outcome=msg(str(OUTCOMES[s.outcome])) if s.outcome in OUTCOMES else s.outcome,
            detail=Phrase(
                save_detail(s.detail, desk.inn, "en"), {"zh": save_detail(s.detail, desk.inn, "zh")}
            ),
        )
        print(f"  {moments_in(say(head, lang), desk.zone())}")
    tell(msg("audit (last {n}):", n=len(audit)))
    actors = {"cli": N_("command line"), "portal": N_("the portal itself")}
    for at, who, what in reversed(audit):  # on the game's clock, as the log page shows it
        actor = say(msg(str(actors[who])), lang) if who in actors else who_shown(who, lang)
        said = say(what, lang)  # its times on the game's clock: a claim's 9:00－9:30 in Chinese
        print(f"  {moment(at, desk.zone())} {pair(actor, moments_in(said, desk.zone()), lang)}")
    return 0


def register_portal_commands(add: Adder) -> None:
    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", type=Path, help="the game folder")
        p.add_argument(
            "--db", default=None, help="the portal's database (default: GAME/portal.sqlite3), sqlite:///PATH"
        )

    p = add("serve", cmd_serve, "run the web portal of a game (players' orders, reports, day requests)")
    common(p)
    p.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)"
    )
    p.add_argument("--port", type=port_number, default=8000, help="port (default 8000)")
    p = add("invite", cmd_invite, "print personal portal links (shown once) for the GM and the players")
    common(p)
    p.add_argument(
        "--reissue",
        action="append",
        default=[],
        metavar="NAME",
        help="a new link for NAME, replacing the old one (default: a link for everyone without one)",
    )
    p.add_argument(
        "--revoke", action="append", default=[], metavar="NAME", help="revoke NAME's link and sessions"
    )
    p.add_argument("--json", action="store_true", help='print {"gm": LINK, "NAME": LINK, ...}')
    p.add_argument(
        "--url", default=DEFAULT_URL, help=f"the portal's address as players reach it (default {DEFAULT_URL})"
    )
    p = add("publish", cmd_publish, "make night N's reports readable on the portal")
    common(p)
    add_number(p, "night", bound=NIGHT, below=True, help="the night number")
    p = add(
        "deadline",
        cmd_deadline,
        "lock night N's orders on the portal at a time (YYYY-MM-DD HH:MM, +MIN, now)",
    )
    common(p)
    add_number(p, "night", bound=NIGHT, below=True, help="the night number")
    p.add_argument(
        "when",
        help="YYYY-MM-DD HH:MM (on the game's clock: game.yaml's timezone, else this machine's),"
        " +MINUTES from now, or now",
    )
    p.add_argument(
        "--past",
        action="store_true",
        help="accept a time more than 5 minutes past (it locks the orders at once; `now` needs no flag)",
    )
    p = add("audit", cmd_audit, "print the portal's logs: every order save and everything done, oldest first")
    common(p)
    p.add_argument("--json", action="store_true", help='print {"saves": [...], "audit": [...]}')
    add_number(
        p,
        "--last",
        bound=ENTRIES,
        below=True,
        default=1000,
        help="at most this many audit entries (default 1000)",
    )
    add_number(
        p,
        "--save",
        bound=SAVE,
        below=True,
        metavar="ID",
        help="print save #ID's text exactly as it was sent (to restore it)",
    )
    p.add_argument(
        "--replaced", action="store_true", help="with --save: print the order file that save replaced"
    )
    p = add("close-day", cmd_close_day, "write and record day N from the requests sent on the portal")
    common(p)
    add_number(p, "day", bound=DAY, below=True, help="the day number (day N follows night N)")


__all__ = ["BlackhorseError", "register_portal_commands"]
