"""The inn's page (``/inn``): the floor plan and the travel-minute table, for every session.

The map is what every player knows (seed 三: the inn's plan and its table of walking
minutes); the page shows nothing of anyone's. The reader's own room is outlined."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from blackhorse.portal.innview import inn_context
from blackhorse.portal.routes_player import page_url
from blackhorse.portal.web import lang_of, need_session, portal, render


async def inn_page(request: Request) -> Response:
    session = await need_session(request)
    desk = portal(request).desk
    lang = lang_of(request, session)
    name = None if session.is_gm else session.name
    ctx = await run_in_threadpool(inn_context, desk, name, lang)
    home = "/gm" if session.is_gm else page_url(session.name)
    return render(request, "inn.html", session, home=home, **ctx)


ROUTES = [Route("/inn", inn_page)]
