"""The GM's pages: who has sent orders, run the night, results, publish, close the day, the logs."""

from __future__ import annotations

import re
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from blackhorse.core.catalog import sentences, word
from blackhorse.core.errors import BlackhorseError, InputError
from blackhorse.core.numbers import DAY, NIGHT
from blackhorse.game.gameplay import winner_text
from blackhorse.game.ledger import results_folder
from blackhorse.game.rerun import RerunRefused
from blackhorse.game.status import status_blocks
from blackhorse.game.statuswords import outcome_text, say
from blackhorse.orders.problemtext import describe
from blackhorse.portal import agreement, cjkfont, days_desk, gm_actions, questioning, reveal, twins
from blackhorse.portal.chartview import timeline_pieces
from blackhorse.portal.desk import Desk
from blackhorse.portal.i18n import translator
from blackhorse.portal.problemspot import save_detail
from blackhorse.portal.routes_player import page_url
from blackhorse.portal.sheetview import sheet_html
from blackhorse.portal.web import (
    checked_form,
    deny,
    for_gm,
    lang_of,
    number_field,
    portal,
    render,
    text_field,
)

CHART = re.compile(r"^[a-z]+\.(png|svg)$")
MEDIA = {"png": "image/png", "svg": "image/svg+xml"}


def gm_info(desk: Desk, lang: str = "en") -> dict[str, Any]:
    done = desk.replay()
    state = done.state
    phase = desk.gm_phase()
    outcomes = done.outcomes.get(state.days, ()) if state.days == state.nights else ()
    nights = []
    published = desk.store.published()
    for n in range(1, state.nights + 2):
        folder = results_folder(desk.game_dir, n)
        if folder.is_dir():
            charts = (
                sorted(p.name for p in (folder / "charts").iterdir() if p.name in gm_actions.CHART_NAMES)
                if (folder / "charts").is_dir()
                else []
            )
            nights.append(
                {
                    "n": n,
                    "published": published.get(n),
                    "changed": n in published and desk.changed_since_published(n),
                    "charts": charts,
                    # a page per chart (the picture in a frame that scrolls on a phone), in order
                    "chart_pages": [k for k in CHART_KINDS if any(c.startswith(k + ".") for c in charts)],
                    "replay": (folder / "replay.html").is_file(),
                }
            )
    info: dict[str, Any] = {
        "phase": phase,
        "status": status_blocks(state, outcomes, done.warnings, lang),
        "nights": nights,
        "people": sorted(state.game.people),
        "winner": winner_text(state, lang) if state.winner is not None else "",
        "behind": state.nights if state.nights > desk.state().nights else None,
    }
    if phase.kind == "night":
        # a night run before (stale now): its rerun may need the GM's confirmation (game/rerun.py)
        info["rerun"] = results_folder(desk.game_dir, phase.number).is_dir()
        info["senders"] = desk.senders(phase.number)
        info["deadline"] = desk.deadline_text(phase.number, lang)
        info["closed"] = desk.orders_closed(phase.number)
    if phase.kind == "day":
        info["requests"] = days_desk.standing(desk, phase.number)
        info["proposals"] = agreement.unagreed(desk, phase.number)
        info["officers"] = agreement.officers(desk)
    info["waiting"] = len(questioning.awaiting(desk, questioning.questions(desk)))
    info["revealed"] = reveal.revealed(desk)
    info["police"] = state.game.police
    return info


async def gm_page(request: Request) -> Response:
    session = await for_gm(request)
    info = await run_in_threadpool(gm_info, portal(request).desk, lang_of(request, session))
    done = portal(request).heard(session)  # kept server-side by the action, never in the address
    error, problems = portal(request).refused(session)  # an action refused: why, once
    lang = lang_of(request, session)
    return render(
        request,
        "gm.html",
        session,
        info=info,
        url=page_url,
        done=done,
        problems=problems,
        error=error,
        # the deadline field: an example on the game's clock, and "now" in the page's language
        example=gm_actions.example_deadline(portal(request).desk.zone()),
        now_word=word(gm_actions.NOW, lang),
    )


async def gm_action(request: Request) -> Response:
    session = await for_gm(request)
    form = await checked_form(request, session)
    desk = portal(request).desk
    action = str(request.path_params["action"])
    n = number_field(form, "n", DAY if action == "close-day" else NIGHT, below=True)
    lang = lang_of(request, session)  # what was done is said in the GM's language
    t = translator(lang)
    problems: list[str] = []
    try:
        if action == "run":
            confirmed = text_field(form, "replace_played") == "1"  # the box under Run night
            ran = await run_in_threadpool(gm_actions.run_night, desk, n, session.name, confirmed)
            done = ran.text(lang)
        elif action == "publish":
            fresh = await run_in_threadpool(gm_actions.publish, desk, n, session.name)
            done = t("done_published" if fresh else "done_already_published", n=n)
        elif action == "deadline":
            when = gm_actions.parse_when(text_field(form, "when"), where=desk.zone())
            gm_actions.refuse_past(text_field(form, "when"), when, where=desk.zone())
            await run_in_threadpool(gm_actions.set_deadline, desk, n, when, session.name)
            done = t("done_deadline", n=n, when=desk.deadline_text(n, lang))
        elif action == "close-day":
            outcomes = await run_in_threadpool(days_desk.close_day, desk, n, session.name)
            said = [outcome_text(o.kind, o.request, o.granted, o.reason, lang) for o in outcomes]
            # every clause joined by "；" on a Chinese page ("…案件告破）；换房：…", issue 24)
            done = t("done_day", n=n, what=sentences(said, lang) or t("done_no_requests"))
            left = await run_in_threadpool(agreement.unagreed, desk, n)
            if left:
                everyone = await run_in_threadpool(agreement.officers, desk)
                said_left = [say(agreement.unagreed_text(p, everyone), lang) for p in left]
                done = sentences((done, t("unagreed", what=sentences(said_left, lang))), lang)
            drafts = desk.drafts  # the next night's orders drafted in the day that no longer hold
            if drafts is not None and drafts.lines():
                done = sentences((done, *drafts.lines(lang)), lang)
        else:
            raise deny(404, "not_found")
    except InputError as exc:
        problems = [describe(p, lang) for p in exc.problems]
        error = t("nothing_run", n=len(problems))
    except RerunRefused as exc:  # its list of what rests on the night: said item by item
        error = say(exc.args[0], lang)
    except BlackhorseError as exc:
        error = say(str(exc), lang)  # why it cannot be done now, in the GM's language where known
    else:
        portal(request).tell(session, done[:2000])  # kept server-side: a day's verdicts are long
        return RedirectResponse("/gm", status_code=303)
    # refused: the GM's page says why, reached by a redirect as a done action is (it stayed on
    # /gm/do/ACTION, whose reload posted the action again: gmwalk2 38)
    portal(request).refuse(session, error, problems)
    return RedirectResponse("/gm", status_code=303)


def _night_file(desk: Desk, night: int, name: str, lang: str) -> bytes:
    """One known file of a night's results (never a path taken from the request), in the
    reader's language ``lang`` (its twin, made when the results do not hold it: twins.py)."""
    if name in gm_actions.GM_FILES:
        rel = name
    elif CHART.match(name) and name in gm_actions.CHART_NAMES:
        rel = f"charts/{name}"
    else:
        raise deny(404, "not_found")
    data = twins.night_file(desk, night, rel, lang)
    if data is None:
        raise deny(404, "not_found")
    return data


async def gm_sheet(request: Request) -> Response:
    session = await for_gm(request)
    night = int(request.path_params["night"])
    lang = lang_of(request, session)
    data = await run_in_threadpool(_night_file, portal(request).desk, night, "gm.md", lang)
    title = translator(lang)("gm_sheet_of", n=night)
    sheet = sheet_html(data.decode("utf-8", "replace"))  # rendered, not raw Markdown (issue 24)
    return render(request, "text.html", session, title=title, sheet=sheet)


REPLAY_CSP = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:;"
    " font-src 'self'; sandbox allow-scripts"  # 'self': the portal's CJK font (cjkfont.with_font_check)
)


async def gm_replay(request: Request) -> Response:
    session = await for_gm(request)
    night = int(request.path_params["night"])
    lang = lang_of(request, session)
    data = await run_in_threadpool(_night_file, portal(request).desk, night, "replay.html", lang)
    return HTMLResponse(cjkfont.with_font_check(data), headers={"content-security-policy": REPLAY_CSP})


CHART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"  # an SVG opened alone runs nothing
CHART_KINDS = ("timeline", "sightings")


async def gm_chart_page(request: Request) -> Response:
    """A chart on a page of the portal (issue 24: timeline.svg opened alone is 1,328 px wide, and
    a 390-px phone scrolled the whole page sideways): the picture at its full size, so that its
    labels stay readable, in a frame that scrolls sideways by itself, said so above it; the
    files themselves linked under it."""
    session = await for_gm(request)
    night = int(request.path_params["night"])
    kind = str(request.path_params["kind"])
    lang = lang_of(request, session)
    folder = results_folder(portal(request).desk.game_dir, night) / "charts"
    files = [
        f"{kind}.{ext}"
        for ext in ("svg", "png")
        if kind in CHART_KINDS and (folder / f"{kind}.{ext}").is_file()
    ]
    if not files:
        raise deny(404, "not_found")
    t = translator(lang)
    title = t("chart_of", chart=t(f"chart_{kind}"), n=night)
    pieces = None  # the timeline cut in pieces that fit a phone (portal/chartview.py)
    if files[0] == "timeline.svg":
        data = await run_in_threadpool(_night_file, portal(request).desk, night, files[0], lang)
        pieces = timeline_pieces(data.decode("utf-8", "replace"))
    return render(request, "chart.html", session, title=title, night=night, files=files, pieces=pieces)


async def gm_chart(request: Request) -> Response:
    session = await for_gm(request)
    night = int(request.path_params["night"])
    name = str(request.path_params["file"])
    lang = lang_of(request, session)
    data = await run_in_threadpool(_night_file, portal(request).desk, night, name, lang)
    kind = name.rsplit(".", 1)[1]
    return Response(data, media_type=MEDIA[kind], headers={"content-security-policy": CHART_CSP})


async def gm_log(request: Request) -> Response:
    session = await for_gm(request)
    desk = portal(request).desk
    audit = await run_in_threadpool(desk.store.audit_log)
    saves = await run_in_threadpool(desk.store.saves)
    lang = lang_of(request, session)
    shown = [(s, save_detail(s.detail, desk.inn, lang)) for s in reversed(saves)]
    return render(request, "log.html", session, audit=audit, saves=shown, url=page_url)


ROUTES = [
    Route("/gm", gm_page),
    Route("/gm/do/{action}", gm_action, methods=["POST"]),
    Route("/gm/nights/{night:int}/gm", gm_sheet),
    Route("/gm/nights/{night:int}/replay", gm_replay),
    Route("/gm/nights/{night:int}/charts/{file}", gm_chart),
    Route("/gm/nights/{night:int}/chart/{kind}", gm_chart_page),
    Route("/gm/log", gm_log),
]
