"""The day's pages: the public board, the questioning, the police's proposals and case board.

Who sees what (docs/PORTAL.md, "The day"): the board, every session; a tenant's thread, that
tenant, the police and the GM; the proposals and the case board, the police and the GM only
(a tenant's ``/p/NAME/cases`` is refused, 403, as another player's page is).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from blackhorse.core.numbers import CASE, CLAIM, DAY, PROPOSAL, QUESTION
from blackhorse.game.board import board_lines, moment_text
from blackhorse.game.state import GameState
from blackhorse.portal import agreement, claims, questioning, reveal
from blackhorse.portal.board_desk import board_of
from blackhorse.portal.desk import Desk
from blackhorse.portal.routes_player import page_url
from blackhorse.portal.web import (
    checked_form,
    deny,
    for_gm,
    for_person,
    lang_of,
    need_session,
    number_field,
    portal,
    render,
    text_field,
)

REFUSALS = frozenset(questioning.REFUSALS) | frozenset(agreement.REFUSALS) | frozenset(claims.REFUSALS)


def _refused(request: Request) -> str:
    """The refusal named in the address, if it is one of the portal's own (never text from a link)."""
    key = request.query_params.get("refused", "")
    return key if key in REFUSALS else ""


def _back(url: str, why: str) -> Response:
    return RedirectResponse(url + (f"?refused={why}" if why else ""), status_code=303)


async def board_page(request: Request) -> Response:
    session = await need_session(request)
    desk = portal(request).desk
    board = await run_in_threadpool(board_of, desk)
    revealed = await run_in_threadpool(reveal.revealed, desk)
    lang = lang_of(request, session)
    home = "/gm" if session.is_gm else page_url(session.name)
    return render(
        request,
        "board.html",
        session,
        board=board,
        sections=board_lines(board, lang),
        moment=moment_text(board, lang),
        home=home,
        revealed=revealed,
    )


def questions_info(desk: Desk, name: str) -> dict[str, Any]:
    phase = desk.phase()
    state = desk.state()
    return {
        "name": name,
        "role": desk.role(name),
        "phase": phase,
        "day": phase.number if phase.kind == "day" else 0,
        "may_send": desk.may_send(name) and phase.kind != "over",
        "threads": questioning.threads(desk, name),
        "tenants": [n for n, t in sorted(state.tenants.items()) if t.in_game],
        "out": out_of_game_names(desk),
    }


def out_of_game_names(desk: Desk) -> frozenset[str]:
    """The tenants who answer no more questions: the dead and the jailed."""
    return frozenset(n for n, t in desk.state().tenants.items() if not t.in_game)


async def questions_page(request: Request) -> Response:
    session, name = await for_person(request)
    info = await run_in_threadpool(questions_info, portal(request).desk, name)
    return render(request, "questions.html", session, info=info, url=page_url, refused=_refused(request))


async def questions_post(request: Request) -> Response:
    session, name = await for_person(request)
    form = await checked_form(request, session)
    desk = portal(request).desk
    text = text_field(form, "text")
    if text_field(form, "action") == "answer":
        number = number_field(form, "question", QUESTION)
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "questions"), "too-many")
        why = await run_in_threadpool(questioning.answer, desk, name, number, text, session.name)
    else:
        day = number_field(form, "day", DAY, below=True)
        tenant = text_field(form, "tenant")
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "questions"), "too-many")
        why = await run_in_threadpool(questioning.ask, desk, name, day, tenant, text, session.name)
    return _back(page_url(name, "questions"), why)


async def police_only(request: Request) -> tuple[Any, str]:
    """The session and NAME of a ``/p/NAME/...`` page for the police: NAME an officer (read by
    that officer and the GM); any other NAME is refused (403) before anything is read."""
    session, name = await for_person(request)
    if await run_in_threadpool(portal(request).desk.role, name) != "police":
        raise deny(403, "forbidden")
    return session, name


def cases_info(desk: Desk, name: str) -> dict[str, Any]:
    phase = desk.phase()
    state = desk.state()
    day = phase.number if phase.kind == "day" else state.days
    # a case whose accusation is filed takes no other proposal (seed 六.5): no form for it
    open_cases = [c for c in desk.cases() if not (day and agreement.case_taken(desk, day, c.id))]
    return {
        "name": name,
        "phase": phase,
        "day": day,
        "cases": desk.cases(),
        "proposals": agreement.proposals(desk, day) if day else [],
        "officers": agreement.officers(desk),
        "open_cases": open_cases,
        # per open case, who may have killed in it (never its victim); the form lists each
        # once, marked with its cases, and the page's script keeps only the chosen case's
        "suspects": _suspects(state, [c.id for c in open_cases]),
        "may_act": phase.kind == "day",
        "may_note": phase.kind != "over",
        "boards": claims.case_boards(desk),
        "people": sorted(state.game.tenants),
        "out": out_of_game_names(desk),  # listed last as a claim's speaker: the living speak today
        "places": desk.inn.destinations,
        "answered": [q for q in questioning.questions(desk) if q.answer is not None],
    }


def _suspects(state: GameState, cases: list[int]) -> list[tuple[str, str]]:
    """Each tenant the police may accuse of one of ``cases``, with those cases (``"1 2"``)."""
    of: dict[str, list[str]] = {}
    for case in cases:
        for name in agreement.suspects(state, case):
            of.setdefault(name, []).append(str(case))
    return [(name, " ".join(of[name])) for name in sorted(of)]


def place_namer(desk: Desk, lang: str) -> Callable[[str], str]:
    """How the chart names its columns: the map's Chinese names on a Chinese page; in English
    words, not the map's ids (east stairs, not east-stairs: issue 24, the walk in English)."""
    zh = {**desk.inn.names_zh, "paths": "墙根小路"}
    return (lambda col: zh.get(col, col)) if lang == "zh" else (lambda col: col.replace("-", " "))


async def cases_page(request: Request) -> Response:
    session, name = await police_only(request)
    desk = portal(request).desk
    info = await run_in_threadpool(cases_info, desk, name)
    names = place_namer(desk, lang_of(request, session))
    return render(
        request, "cases.html", session, info=info, url=page_url, refused=_refused(request), place_name=names
    )


async def proposals_post(request: Request) -> Response:
    session, name = await police_only(request)
    form = await checked_form(request, session)
    desk = portal(request).desk
    day = number_field(form, "day", DAY, below=True)
    if text_field(form, "action") == "object":
        number = number_field(form, "proposal", PROPOSAL)
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "cases"), "too-many")
        why = await run_in_threadpool(agreement.object_to, desk, name, day, number, session.name)
    else:
        case = number_field(form, "case", CASE)
        suspect = text_field(form, "suspect")
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "cases"), "too-many")
        why = await run_in_threadpool(agreement.agree, desk, name, day, case, suspect, session.name)
    return _back(page_url(name, "cases"), why)


async def claims_post(request: Request) -> Response:
    session, name = await police_only(request)
    form = await checked_form(request, session)
    desk = portal(request).desk
    if text_field(form, "action") == "remove":
        number = number_field(form, "claim", CLAIM)
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "cases"), "too-many")
        why = await run_in_threadpool(claims.remove_claim, desk, name, number, session.name)
    else:
        case = number_field(form, "case", CASE)
        company = [v for v in form.getlist("company") if isinstance(v, str)]
        asked = number_field(form, "question", QUESTION) if text_field(form, "question") else None
        speaker, start, until, place = (text_field(form, k) for k in ("speaker", "start", "until", "place"))
        if not desk.day_limiter.allow(name):
            return _back(page_url(name, "cases"), "too-many")
        why = await run_in_threadpool(
            partial(
                claims.add_claim, desk, name, case, speaker, start, until, place, company, session.name, asked
            )
        )
    return _back(page_url(name, "cases"), why)


def gm_questions_info(desk: Desk) -> dict[str, Any]:
    asked = questioning.questions(desk)
    return {"waiting": questioning.awaiting(desk, asked), "questions": asked, "out": out_of_game_names(desk)}


async def gm_questions(request: Request) -> Response:
    session = await for_gm(request)
    info = await run_in_threadpool(gm_questions_info, portal(request).desk)
    return render(request, "gm_questions.html", session, info=info, url=page_url)


ROUTES = [
    Route("/board", board_page),
    Route("/p/{name}/questions", questions_page),
    Route("/p/{name}/questions", questions_post, methods=["POST"]),
    Route("/p/{name}/cases", cases_page),
    Route("/p/{name}/proposals", proposals_post, methods=["POST"]),
    Route("/p/{name}/claims", claims_post, methods=["POST"]),
    Route("/gm/questions", gm_questions),
]
