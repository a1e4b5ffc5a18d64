"""The reveal's pages: ``/reveal`` and the files of every night, for every player once the GM
has revealed the truth (404 to a player before); the GM's button (``POST /gm/reveal``)."""

from __future__ import annotations

from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from blackhorse.game.ledger import results_folder
from blackhorse.portal import cjkfont, reveal
from blackhorse.portal.desk import Desk
from blackhorse.portal.i18n import translator
from blackhorse.portal.routes_gm import REPLAY_CSP
from blackhorse.portal.sheetview import sheet_html
from blackhorse.portal.twins import night_file
from blackhorse.portal.web import (
    checked_form,
    deny,
    for_gm,
    lang_of,
    need_session,
    portal,
    render,
    report_response,
)


def truth_info(desk: Desk) -> dict[str, Any]:
    state = desk.gm_state()
    return {
        "at": reveal.revealed(desk),
        "cases": reveal.truth_cases(desk),
        "targets": [(n, t.targets) for n, t in sorted(state.tenants.items())],
        "nights": [(n, reveal.reports_of(desk, n)) for n in reveal.nights_run(desk)],
        # a replay is linked where the night's results hold one (a rerun without --html had none)
        "replays": [
            n for n in reveal.nights_run(desk) if (results_folder(desk.game_dir, n) / "replay.html").is_file()
        ],
        "moment": state.moment,
    }


async def _open(request: Request) -> Desk:
    """The desk, once the truth is revealed (the GM: always); 404 to a player before."""
    session = await need_session(request)
    desk = portal(request).desk
    if not session.is_gm and await run_in_threadpool(reveal.revealed, desk) is None:
        raise deny(404, "not_found")
    return desk


def _night(request: Request, desk: Desk) -> int:
    night = int(request.path_params["night"])
    if night not in reveal.nights_run(desk):
        raise deny(404, "not_found")
    return night


async def truth_page(request: Request) -> Response:
    desk = await _open(request)
    session = await need_session(request)
    info = await run_in_threadpool(truth_info, desk)
    return render(request, "reveal.html", session, info=info)


async def truth_sheet(request: Request) -> Response:
    desk = await _open(request)
    session = await need_session(request)
    night = _night(request, desk)
    lang = lang_of(request, session)
    data = await run_in_threadpool(reveal.gm_sheet, desk, night, lang)
    if data is None:
        raise deny(404, "not_found")
    text = data.decode("utf-8", "replace")
    title = translator(lang)("gm_sheet_of", n=night)
    sheet = sheet_html(text)  # rendered, not raw Markdown (issue 24)
    return render(request, "text.html", session, title=title, sheet=sheet, back=("/reveal", "reveal"))


async def truth_replay(request: Request) -> Response:
    desk = await _open(request)
    session = await need_session(request)
    night = _night(request, desk)
    data = await run_in_threadpool(night_file, desk, night, "replay.html", lang_of(request, session))
    if data is None:
        raise deny(404, "not_found")
    return HTMLResponse(cjkfont.with_font_check(data), headers={"content-security-policy": REPLAY_CSP})


async def truth_report(request: Request) -> Response:
    desk = await _open(request)
    session = await need_session(request)
    night = _night(request, desk)
    name, lang = str(request.path_params["name"]), str(request.path_params["lang"])
    if lang not in ("zh", "en") or name not in await run_in_threadpool(reveal.reports_of, desk, night):
        raise deny(404, "not_found")
    return await report_response(request, session, name, night, lang, "/reveal", "reveal")


async def reveal_post(request: Request) -> Response:
    session = await for_gm(request)
    await checked_form(request, session)
    await run_in_threadpool(reveal.reveal, portal(request).desk, session.name)
    return RedirectResponse("/reveal", status_code=303)


ROUTES = [
    Route("/reveal", truth_page),
    Route("/reveal/nights/{night:int}/gm", truth_sheet),
    Route("/reveal/nights/{night:int}/replay", truth_replay),
    Route("/reveal/nights/{night:int}/reports/{name}/{lang}", truth_report),
    Route("/gm/reveal", reveal_post, methods=["POST"]),
]
