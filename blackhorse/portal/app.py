"""The portal as an ASGI app (Starlette): links, sessions, pages, limits and headers."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from importlib.resources import files
from pathlib import Path
from typing import TypeVar

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from blackhorse.core.errors import BlackhorseError, InputError
from blackhorse.game.statuswords import say
from blackhorse.inn.layout import Inn
from blackhorse.orders.problemtext import describe
from blackhorse.portal import cjkfont, routes_day, routes_gm, routes_inn, routes_player, routes_reveal
from blackhorse.portal.access import (
    GM,
    LANGS,
    AttemptLimiter,
    close_session,
    link_owner,
    open_session,
    set_lang,
)
from blackhorse.portal.desk import Desk
from blackhorse.portal.routes_player import page_url
from blackhorse.portal.saving import recover
from blackhorse.portal.store import Store, db_path
from blackhorse.portal.web import (
    COOKIE,
    BadField,
    BodyLimit,
    PlacesNamed,
    Portal,
    SecurityHeaders,
    checked_form,
    current,
    deny,
    lang_of,
    make_env,
    need_session,
    portal,
    render,
    text_field,
)

SESSION_SECONDS = 30 * 86400
STATIC = {"portal.js": "text/javascript", "cjkfont.js": "text/javascript", "portal.css": "text/css"}


T = TypeVar("T")


def own_page(name: str) -> str:
    return "/gm" if name == GM else page_url(name)


async def home(request: Request) -> Response:
    session = await current(request)
    if session is None:
        return render(request, "message.html", None, 401, key="need_link")
    return RedirectResponse(own_page(session.name), status_code=303)


async def _follow(
    request: Request, look: Callable[[str], T | None], refused: Response | None = None
) -> T | Response:
    """What ``look`` finds for the link of the request (run in a thread), or the page that
    refuses it: too many failed links from this address (429), ``refused`` when given (a
    check of the request itself), an unknown, revoked or overlong link (403, counted)."""
    p = portal(request)
    client = request.client.host if request.client else "?"
    if p.limiter.blocked(client):
        return render(request, "message.html", None, 429, key="too_many")
    if refused is not None:
        return refused
    token = str(request.path_params["token"])
    found = await run_in_threadpool(look, token) if len(token) < 100 else None
    if found is None:
        p.limiter.failed(client)
        return render(request, "message.html", None, 403, key="bad_link")
    return found


async def join(request: Request) -> Response:
    """Follow a personal link: a page that says whose link it is, with one button that opens
    the session (``join_post``); the browser that already holds that person's session goes
    straight to their page. Opening a session on a plain GET let any other site log a
    visitor in as someone else (its own link in a hidden frame or a redirect: a login CSRF),
    whose page the visitor might then fill in."""
    owner = await _follow(request, partial(link_owner, portal(request).desk.store))
    if isinstance(owner, Response):
        return owner
    session = await current(request)
    if session is not None and session.name == owner:
        return RedirectResponse(own_page(owner), status_code=303)
    return render(request, "join.html", None, owner=owner, token=str(request.path_params["token"]))


def same_site(request: Request) -> bool:
    """Whether a post comes from the portal's own pages: the browser's ``Sec-Fetch-Site``
    (every current browser sends it; no proxy changes it), else an ``Origin`` whose host is
    the one asked for; a client that sends neither (not a browser) is let through."""
    site = request.headers.get("sec-fetch-site")
    if site is not None:
        return site in ("same-origin", "none")
    origin = request.headers.get("origin")
    if origin is None:
        return True
    return origin != "null" and origin.split("://", 1)[-1] == request.headers.get("host", "")


async def join_post(request: Request) -> Response:
    """The button of a link's page: open a session, set the cookie, go to one's own page."""
    store, lang = portal(request).desk.store, lang_of(request, None)
    refused = None if same_site(request) else render(request, "message.html", None, 403, key="csrf")
    opened = await _follow(request, lambda token: open_session(store, token, lang), refused)
    if isinstance(opened, Response):
        return opened
    name, sid = opened
    response = RedirectResponse(own_page(name), status_code=303)
    response.set_cookie(
        COOKIE,
        sid,
        max_age=SESSION_SECONDS,
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        path="/",
    )
    return response


async def logout(request: Request) -> Response:
    session = await need_session(request)
    await checked_form(request, session)
    await run_in_threadpool(close_session, portal(request).desk.store, request.cookies.get(COOKIE, ""))
    response = render(request, "message.html", None, 200, key="need_link")
    response.delete_cookie(COOKIE, path="/")
    return response


async def choose_lang(request: Request) -> Response:
    session = await need_session(request)
    form = await checked_form(request, session)
    lang = text_field(form, "lang")
    if lang in LANGS:
        await run_in_threadpool(set_lang, portal(request).desk.store, request.cookies.get(COOKIE, ""), lang)
    back = text_field(form, "back")
    target = back if back.startswith("/") and not back.startswith("//") else own_page(session.name)
    return RedirectResponse(target, status_code=303)


async def static(request: Request) -> Response:
    name = str(request.path_params["file"])
    if name not in STATIC:
        raise deny(404, "not_found")
    data = files("blackhorse.portal").joinpath("static", name).read_bytes()
    return Response(data, media_type=STATIC[name], headers={"cache-control": "no-cache"})


def shown_names(desk: Desk) -> list[str]:
    """The game's names and places a page may show (what the served CJK font adds to its own)."""
    try:
        people = list(desk.replay().state.game.people)
    except BlackhorseError:  # a broken folder: its pages say so; the font holds the rest
        people = []
    return [*people, *desk.inn.names_zh.values(), *desk.inn.aliases]


async def cjk_font(request: Request) -> Response:
    """The Chinese font for a browser that draws none (portal/cjkfont.py), for anyone: a font of
    characters tells nothing of the game. Its address never changes, so a browser keeps it a
    day and then asks whether it is still the same (ETag: a 304, nothing downloaded)."""
    font = await run_in_threadpool(cjkfont.font_for, shown_names(portal(request).desk))
    etag = f'"{font.key}"'
    headers = {"cache-control": "public, max-age=86400", "etag": etag, "vary": "Accept-Encoding"}
    # the replay, sandboxed (an origin of its own), fetches it across origins: a font of
    # characters is anyone's to read
    headers["access-control-allow-origin"] = "*"
    if etag in request.headers.get("if-none-match", ""):
        return Response(status_code=304, headers=headers)
    if "gzip" in request.headers.get("accept-encoding", ""):
        headers["content-encoding"] = "gzip"
        return Response(font.gzipped, media_type="font/otf", headers=headers)
    return Response(font.otf, media_type="font/otf", headers=headers)


async def on_http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    key = (
        exc.detail
        if exc.detail in ("need_link", "forbidden", "not_found", "csrf", "too_large", "bad_request")
        else "not_found"
    )
    if exc.status_code == 405:
        return Response("method not allowed", status_code=405)
    session = await current(request) if exc.status_code != 413 else None
    if isinstance(exc, BadField):  # the field named, with what it takes (the number rule)
        said = {"field": exc.field, "low": exc.bound.low, "high": exc.bound.high}
        return render(request, "message.html", session, 400, key="bad_field", said=said)
    return render(request, "message.html", session, exc.status_code, key=key, said={})


async def on_folder_error(request: Request, exc: Exception) -> Response:
    """A page or an action that met a broken game folder (a day file or game.yaml with
    mistakes, a map gone): the GM sees every problem, in the page's language (200 for a
    page, 409 for an action: nothing was done); anyone else a plain sentence (409), never a
    problem, which may quote another player's file."""
    assert isinstance(exc, BlackhorseError)
    session = await current(request)
    status = 200 if request.method == "GET" else 409
    if session is None or not session.is_gm:
        return render(request, "message.html", session, 409, key="folder_broken")
    lang = lang_of(request, session)
    if isinstance(exc, InputError):
        problems = [describe(p, lang) for p in exc.problems]
    else:
        problems = [say(str(exc), lang)]
    return render(request, "broken.html", session, status, problems=problems)


def create_app(
    game_dir: Path,
    inn: Inn | None,
    db_url: str | None = None,
    limiter: AttemptLimiter | None = None,
    store: Store | None = None,
) -> Starlette:
    """The portal for ``game_dir``; settles saves a stopped server left pending (see saving.recover).

    ``inn``: the game's map (None: the one game.yaml names, else the shipped inn). ``store``:
    the portal's database already open (``serve`` on a game without one: the database it makes
    aside, placed once the portal listens); by default the one at ``db_url``."""
    if store is None:
        store = Store(db_path(game_dir, db_url))
    desk = Desk(game_dir, inn, store)
    recover(desk)
    routes = [
        Route("/", home),
        Route("/join/{token}", join),
        Route("/join/{token}", join_post, methods=["POST"]),
        Route("/logout", logout, methods=["POST"]),
        Route("/lang", choose_lang, methods=["POST"]),
        Route("/static/cjk.otf", cjk_font),  # before /static/{file}: made, not shipped
        Route("/static/{file}", static),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
        *routes_player.ROUTES,
        *routes_gm.ROUTES,
        *routes_day.ROUTES,
        *routes_reveal.ROUTES,
        *routes_inn.ROUTES,
    ]
    handlers = {HTTPException: on_http_error, BlackhorseError: on_folder_error}
    app = Starlette(routes=routes, exception_handlers=handlers)
    app.state.portal = Portal(desk, make_env(), limiter or AttemptLimiter())
    app.add_middleware(PlacesNamed, inn=lambda: desk.inn)
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders)
    return app
