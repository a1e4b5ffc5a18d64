"""What every page shares: who is asking, may they, the CSRF check, rendering, the limits.

Access rule, for every route: nobody is served without a live session (401); a player's
pages (``/p/NAME/...``) are served to NAME and to the GM only (403 for everyone else, before
anything else is looked at); the GM's pages (``/gm...``) to the GM only. Every form carries
the session's CSRF token; a POST without it is refused (403) before it does anything.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from dataclasses import field
from datetime import UTC, datetime, tzinfo
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, PackageLoader, pass_context, select_autoescape
from jinja2.runtime import Context
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from blackhorse.core import gamezone
from blackhorse.core.catalog import listing, places_named, say
from blackhorse.core.clock import parse_time, short
from blackhorse.core.dataclass import dataclass
from blackhorse.core.numbers import Bound, read_number
from blackhorse.inn.layout import Inn
from blackhorse.orders.gamelang import game_lang
from blackhorse.portal.access import GM, LANGS, AttemptLimiter, Session, session_for
from blackhorse.portal.desk import Desk
from blackhorse.portal.i18n import kind_text, page_places, place_text, translator, verdict_text
from blackhorse.portal.language import page_lang
from blackhorse.portal.reportview import blocks

COOKIE = "bh_session"
MAX_BODY = 64 * 1024  # bytes a request may send (an order file is a few hundred)
MAX_FIELDS = 400

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass
class Portal:
    """The app's shared objects."""

    desk: Desk
    env: Environment
    limiter: AttemptLimiter
    notes: dict[str, str] = field(default_factory=dict)  # what an action did, per session, to show once
    notes_lock: threading.Lock = field(default_factory=threading.Lock)
    # why an action was refused (the error, its problems), per session, to show once
    refusals: dict[str, tuple[str, list[str]]] = field(default_factory=dict)

    def tell(self, session: Session, note: str) -> None:
        """Keep what ``session``'s action did for its next page (post-redirect-get): never in
        the address, which the browser keeps in its history (a night's killers were in it)."""
        with self.notes_lock:
            self.notes[session.csrf] = note

    def heard(self, session: Session) -> str:
        """What ``session``'s last action did, once ("" if nothing is waiting)."""
        with self.notes_lock:
            return self.notes.pop(session.csrf, "")

    def refuse(self, session: Session, error: str, problems: list[str]) -> None:
        """Keep why ``session``'s action was refused for its next page (post-redirect-get: a
        reload of the page that says so never posts the action again)."""
        with self.notes_lock:
            self.refusals[session.csrf] = (error, problems)

    def refused(self, session: Session) -> tuple[str, list[str]]:
        """Why ``session``'s last action was refused, once (``("", [])`` if it was not)."""
        with self.notes_lock:
            return self.refusals.pop(session.csrf, ("", []))


@pass_context
def when_text(context: Context, stamp: object) -> str:
    """A stored moment (ISO 8601, UTC) as the pages show it, on the game's clock (the page's
    ``zone``, core/gamezone.py): ``2026-12-01 18:43``."""
    where = context.get("zone")
    return gamezone.moment(stamp, where if isinstance(where, tzinfo) else gamezone.zone(""))


CLAIM_MARK = re.compile(r" \(#(\d+)\)$")


def make_env() -> Environment:
    env = Environment(
        loader=PackageLoader("blackhorse.portal", "templates"),
        autoescape=select_autoescape(default=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["u"] = lambda s: quote(str(s), safe="")
    env.filters["when"] = when_text
    env.globals.update(kind_text=kind_text, verdict_text=verdict_text)
    return env


def portal(request: Request) -> Portal:
    p: Portal = request.app.state.portal
    return p


def lang_of(request: Request, session: Session | None) -> str:
    """A page's language: ``?lang=``, else the session's (the player's choice), else what the
    browser asks for, else the game's (portal/language.py)."""
    asked = request.query_params.get("lang")
    if asked in LANGS:
        return asked
    if session is not None:
        return session.lang
    return page_lang(request.headers.get("accept-language", ""), game_lang(portal(request).desk.game_dir))


async def current(request: Request) -> Session | None:
    sid = request.cookies.get(COOKIE)
    if not sid:
        return None
    return await run_in_threadpool(session_for, portal(request).desk.store, sid)


def render(
    request: Request, template: str, session: Session | None, status: int = 200, **ctx: Any
) -> HTMLResponse:
    lang = lang_of(request, session)
    inn = portal(request).desk.inn
    where = portal(request).desk.zone()

    def place(spot: str) -> str:
        return place_text(inn, spot, lang)

    def slot_time(text: str) -> str:
        """A time of the night (``21:30``) on the page's clock: the seed's ``9:30`` on a
        Chinese page, as its reports, its echo and its slot form say it (issue 24)."""
        minute = parse_time(text) if lang == "zh" else None
        return short(minute) if minute is not None else text

    def sentence(
        text: str,
    ) -> str:  # one of the game's sentences (stored as English) in the reader's language
        # a time of the night in a time field on the reader's clock (core/nightclock.py)
        return gamezone.moments_in(say(text, lang), where)

    def names(items: Iterable[str]) -> str:
        # a case board's entry names its claim, "A (#1)": "A（#1）" on a Chinese page
        shown = [CLAIM_MARK.sub(r"（#\1）", i) for i in items] if lang == "zh" else list(items)
        return listing(shown, lang)

    body = (
        portal(request)
        .env.get_template(template)
        .render(
            t=translator(lang),
            lang=lang,
            me=session,
            gm=GM,
            request=request,
            place=place,
            sentence=sentence,
            slot_time=slot_time,
            names=names,  # A、B on a Chinese page, A, B in English
            zone=where,  # every moment on the game's clock
            clock=gamezone.label(where, datetime.now(UTC), lang),  # and what that clock is called
            # the marks that join a label to its value and add a remark: full-width in Chinese
            # ("吴六（房客）", "截止时间：…"), as the catalog's own sentences are (issue 24)
            colon="：" if lang == "zh" else ": ",
            lp="（" if lang == "zh" else " (",
            rp="）" if lang == "zh" else ")",
            comma="，" if lang == "zh" else ", ",  # "（冯警官，2026-12-02 13:23）"
            semi="；" if lang == "zh" else "; ",
            **ctx,
        )
    )
    return HTMLResponse(body, status_code=status)


def deny(status: int, key: str) -> HTTPException:
    return HTTPException(status, detail=key)


async def report_response(
    request: Request,
    session: Session,
    name: str,
    night: int,
    lang: str,
    back: str,
    back_label: str,
    published: bool = False,
) -> HTMLResponse:
    """NAME's report of night ``night`` in ``lang`` as its owner reads it (periods and a line
    per sentence, portal/reportview.py), read from the plain text so a report edited by hand
    shows as edited; ``published``: as it was published (what its player reads until the GM
    publishes the night again), else as the results folder holds it now. 404 when there is
    none. Who may read it is the route's to decide."""
    desk = portal(request).desk
    read = desk.published_report if published else desk.report_text
    text = await run_in_threadpool(read, name, night, lang)
    if text is None:
        raise deny(404, "not_found")
    return render(
        request,
        "report.html",
        session,
        name=name,
        night=night,
        blocks=blocks(text),
        report_lang=lang,
        back=back,
        back_label=back_label,
    )


async def need_session(request: Request) -> Session:
    session = await current(request)
    if session is None:
        raise deny(401, "need_link")
    return session


async def for_person(request: Request) -> tuple[Session, str]:
    """The session of NAME (or the GM) for a ``/p/NAME/...`` route."""
    session = await need_session(request)
    name = str(request.path_params["name"])
    if session.name != name and not session.is_gm:
        raise deny(403, "forbidden")
    if name not in await run_in_threadpool(portal(request).desk.people):
        raise deny(404, "not_found")
    return session, name


async def for_gm(request: Request) -> Session:
    session = await need_session(request)
    if not session.is_gm:
        raise deny(403, "forbidden")
    return session


async def checked_form(request: Request, session: Session) -> FormData:
    """The posted form, refused (403) unless it carries the session's CSRF token."""
    form = await request.form(max_files=0, max_fields=MAX_FIELDS)
    sent = form.get("csrf")
    header = request.headers.get("x-csrf-token")
    if not session.csrf_ok(sent if isinstance(sent, str) else header):
        raise deny(403, "csrf")
    return form


def text_field(form: FormData, key: str) -> str:
    value = form.get(key, "")
    return value if isinstance(value, str) else ""


class BadField(HTTPException):
    """A form field that breaks the number rule (:mod:`blackhorse.core.numbers`): 400, the
    page naming the field and what it takes; nothing was done."""

    def __init__(self, field: str, bound: Bound) -> None:
        super().__init__(400, detail="bad_field")
        self.field, self.bound = field, bound


def number_field(form: FormData, key: str, bound: Bound, *, below: bool = False) -> int:
    """A number of ``bound`` from the form (the one number rule); anything else is refused
    (400) naming the field. ``below``: 0 passes, for the step to refuse in its own words."""
    value = read_number(text_field(form, key), bound, below=below)
    if value is None:
        raise BadField(key, bound)
    return value


class PlacesNamed:
    """While a request is answered, a stored sentence read back names its places by the game's
    map in the reader's language (core/catalog.py, ``places_named``: a claim's 草坪 on the GM's
    log, never the map's id ``lawn``)."""

    def __init__(self, app: ASGIApp, inn: Callable[[], Inn]) -> None:
        self.app, self.inn = app, inn

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        with places_named(page_places(self.inn)):
            await self.app(scope, receive, send)


class BodyLimit:
    """Refuse (413) any request whose body is larger than ``limit`` bytes, declared or not."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await Response("request too large", status_code=413)(scope, receive, send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise HTTPException(413, detail="too_large")
            return message

        await self.app(scope, limited, send)


CSP = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self';"
    " frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
)


class SecurityHeaders:
    """Headers on every response: no framing, no sniffing, no referrer (links carry secrets)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                names = {k.lower() for k, _ in headers}
                extra = {
                    b"x-content-type-options": b"nosniff",
                    b"referrer-policy": b"no-referrer",
                    b"x-frame-options": b"DENY",
                    b"cache-control": b"no-store",
                    b"content-security-policy": CSP.encode(),
                }
                headers += [(k, v) for k, v in extra.items() if k not in names]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)
