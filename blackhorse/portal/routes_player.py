"""A player's pages: their own page, their orders, their reports, their day requests."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.numbers import CASE, DAY, REQUEST, read_number
from blackhorse.game.gameplay import winner_text
from blackhorse.game.state import TenantState
from blackhorse.game.statuswords import say
from blackhorse.parsing.message import ParsedMessage, read_message
from blackhorse.portal import agreement, days_desk, questioning
from blackhorse.portal.access import Session
from blackhorse.portal.desk import Desk
from blackhorse.portal.formterms import FormTerms, form_terms
from blackhorse.portal.i18n import translator, unwritten_text
from blackhorse.portal.innview import inn_context
from blackhorse.portal.orders_echo import EchoLine, echo_view
from blackhorse.portal.orders_form import (
    SLOTS,
    STANDING_ROWS,
    condition_choices,
    form_to_yaml,
    offers,
    slot_label,
    unwritten,
    yaml_to_form,
)
from blackhorse.portal.problemspot import Placed, as_json, by_field, own_words, placed_all
from blackhorse.portal.saving import DETAIL_SEP, Checked, check_orders, log_refused, save_orders
from blackhorse.portal.web import (
    checked_form,
    deny,
    for_person,
    lang_of,
    number_field,
    portal,
    render,
    report_response,
    text_field,
)


def page_url(name: str, *rest: object) -> str:
    return "/p/" + "/".join([quote(name, safe=""), *(str(r) for r in rest)])


def person_info(desk: Desk, name: str, lang: str = "en") -> dict[str, Any]:
    state = desk.state()
    phase = desk.phase()
    info: dict[str, Any] = {"name": name, "role": desk.role(name), "phase": phase, "state": state}
    t = state.tenants.get(name)
    if t is not None:
        info["tenant"] = t
        info["since"] = say(t.since, lang) if t.since else ""  # 自第1夜, not "自 night 1"
        info["roommates"] = [n for n in state.occupants(t.room) if n != name] if t.in_game else []
    else:
        info["police_room"] = state.police_rooms.get(name)
        info["cases"] = desk.cases()
    info["may_send"] = desk.may_send(name) and phase.kind != "over"
    info["reports"] = desk.readable_reports(name)
    info["out"] = out_of_game(t, lang) if t is not None else None
    if phase.kind == "night":
        info["deadline"] = desk.deadline_text(phase.number, lang)
        info["sent"] = desk.order_file(name, phase.number).is_file()
        info["closed"] = desk.orders_closed(phase.number)
        # saved orders that no longer hold (drafted in the day, then a room change or a jailing)
        saved = desk.file_text(desk.order_file(name, phase.number)) if info["sent"] else None
        info["broken"] = bool(
            saved
            and info["may_send"]
            and not info["closed"]
            and check_orders(desk, name, phase.number, saved).problems
        )
    elif phase.kind == "day" and info["may_send"]:  # the next night's orders, drafted in the day
        info["draft_night"] = phase.number + 1
        info["sent"] = desk.order_file(name, phase.number + 1).is_file()
    day = phase.number if phase.kind == "day" else state.days
    info["day"] = day
    info["requests"] = [days_desk.as_told(r) for r in desk.store.requests(day, name)] if day else []
    info["bedrooms"] = days_desk.bedrooms(desk)
    # a tenant's move: rooms with a free bed first; a full room only waits for a bed to come
    # free that day (a move out, a jailing, a swap with one who asks for this room: seed 六.1)
    beds = desk.inn.beds
    mine = t.room if t is not None else None
    info["free_rooms"] = [r for r in info["bedrooms"] if r != mine and len(state.occupants(r)) < beds[r]]
    info["full_rooms"] = [
        (r, state.occupants(r)) for r in info["bedrooms"] if r != mine and len(state.occupants(r)) >= beds[r]
    ]
    # an officer moves only into a room murders left empty, one officer at most (seed 六.6)
    info["empty_rooms"] = [
        r
        for r in info["bedrooms"]
        if state.deaths_in(r) and not state.occupants(r) and state.police_rooms.get(name) != r
    ]
    others = [(p, r) for p, r in sorted(state.police_rooms.items()) if p != name]
    info["officer_in_inn"] = others[0] if others else None
    info["open_cases"] = [c for c in desk.cases() if c.accused is None and not _filed(desk, day, c.id)]
    info["free_tenants"] = sorted(n for n, x in state.tenants.items() if x.status == "alive")
    info["winner"] = "" if state.winner is None else winner_text(state, lang)
    own = questioning.questions(desk, tenant=name) if t is not None else []
    info["to_answer"] = len(questioning.awaiting(desk, own))  # none for the dead and the jailed
    return info


def out_of_game(tenant: TenantState, lang: str) -> dict[str, str] | None:
    """Why a dead or jailed tenant gets no more reports, and since when (``night 2``, in
    ``lang``); None for a tenant still in the game."""
    if tenant.status not in ("dead", "jailed"):
        return None
    return {"key": f"out_{tenant.status}", "since": say(tenant.since, lang)}


def _filed(desk: Desk, day: int, case: int) -> bool:
    return any(
        r.kind == "accusation" and read_number(r.a, CASE) == case and r.state == "filed"
        for r in desk.store.requests(day)
    )


async def night_of(request: Request) -> int:
    """The route's night: one the game has played or the next one (orders may be drafted and
    checked during the day before it); any other number is no page (404)."""
    night = int(request.path_params["night"])
    if not 1 <= night <= (await run_in_threadpool(portal(request).desk.state)).nights + 1:
        raise deny(404, "not_found")
    return night


async def person_page(request: Request) -> Response:
    session, name = await for_person(request)
    info = await run_in_threadpool(person_info, portal(request).desk, name, lang_of(request, session))
    refused = request.query_params.get("refused", "")
    refused = refused if refused in days_desk.REFUSALS else ""  # never text taken from a link
    return render(request, "person.html", session, info=info, url=page_url, refused=refused)


def orders_context(
    desk: Desk, name: str, night: int, checked: Checked | None, lang: str, typed: dict[str, str] | None = None
) -> dict[str, Any]:
    path = desk.order_file(name, night)
    saved_text = desk.file_text(path) or ""
    text = checked.text if checked is not None else saved_text
    places = ("home", *desk.inn.destinations)  # what a saved file may say, offered or not
    fields = yaml_to_form(text, places) if text else {}
    me = desk.cast(night, name).people.get(name)  # None: out of the game tonight (no form)
    room = me.room if me is not None else None
    offered_places, peeks = offers(desk.inn, room)
    saved_check = check_orders(desk, name, night, saved_text) if saved_text else None
    saved_sheet = saved_check.sheet if saved_check is not None else None
    state = desk.state()
    t = state.tenants.get(name)
    closed = "cannot-act" if not desk.may_send(name) else desk.orders_closed(night)
    terms = terms_of(desk, name, night, lang)
    problems = (
        placed_all(checked.problems, checked.text, typed, lang, desk.inn, terms)
        if checked is not None
        else []
    )
    # a saved file the checker refuses (edited by hand, or the game changed under it): the GM
    # cannot run the night with it, so its owner sees its mistakes, not a page with no echo
    saved_broken = checked is None and saved_check is not None and bool(saved_check.problems) and not closed
    if saved_broken and saved_check is not None:
        problems = placed_all(saved_check.problems, saved_text, None, lang, desk.inn, terms)
    targets = living_targets(desk, name)
    return {
        "name": name,
        "night": night,
        "text": text,
        "fields": fields or {},
        "form_ok": fields is not None,
        # each problem in the player's words, beside its field and its line (portal/problemspot.py)
        "problems": problems,
        "saved_broken": saved_broken,
        "beside": by_field(problems),  # the slot form's field -> its problems
        "words_problems": [],  # the own-words box's (read_own_words)
        "words_echo": [],  # what the own-words box says, shown under it too
        "checked": checked is not None,
        "echo": echo_view(desk, name, night, saved_sheet, lang),
        # what the orders just checked say (shown where the live check shows it)
        "checked_echo": echo_view(desk, name, night, checked.sheet, lang) if checked is not None else [],
        # the form below shows the saved file, or what was just typed (a check, a refused save)
        "typed_shown": checked is not None and text != saved_text,
        "closed": closed,
        # the forms only while they can be used: not for one out of the game, not once the
        # deadline has passed, the night has been run or the game is over (a night still to
        # come keeps them, to draft and check orders during the day)
        "forms": closed in ("", "not-open") and not desk.has_results(night),
        # a night already run takes no orders from the portal: the GM reads how to correct one
        # (the file, then the night run again), where "not open now" told them nothing
        "rerun": {"game": str(desk.game_dir), "file": path.name} if desk.has_results(night) else None,
        "out": out_of_game(t, lang) if t is not None else None,
        # the slots on the clock of the echo above them: 8:30 on a Chinese page, 20:30 in English
        "slots": [(i, slot_label(m, lang)) for i, m in enumerate(SLOTS)],
        "night_from": slot_label(0, lang),
        "night_until": slot_label(NIGHT_MINUTES, lang),
        "standing_rows": range(STANDING_ROWS),
        # only what the rules allow tonight (orders_form.offers): no `home` nor peephole for an
        # officer without a room; a value saved that is not offered is shown, chosen (orders.html)
        "places": offered_places,
        "peeks": peeks,
        "conditions": condition_choices(),
        # what the rules allow tonight (seed 四): one kill per tenant, of a target still alive;
        # a door only for one who has a room (a police officer without one sleeps in 204)
        "targets": targets,
        # a kill column only where a kill can be chosen, or one is saved or typed (kept, never dropped)
        "kill_column": bool(targets) or any(v for k, v in (typed or fields or {}).items() if _slot_kill(k)),
        "has_door": room is not None,
        # whom a condition can be about: the living and free but oneself, and the police
        "people": desk.cast(night, name).about(name),
        "deadline": desk.deadline_text(night, lang),
        # the next night during the day: drafted, checked and saved; checked again at the close
        "drafting": desk.drafting(night),
        # the floor plan and the travel table, to plan routes by (issue 24)
        **inn_context(desk, name, lang),
    }


def living_targets(desk: Desk, name: str) -> list[str]:
    """What the rules allow ``name`` to kill tonight (seed 四): one kill per tenant, of a target
    still alive; nobody for an officer, the dead, the jailed or one whose kill is used."""
    state = desk.state()
    t = state.tenants.get(name)
    if t is None or t.killed is not None or not t.in_game:
        return []
    return [x for x in t.targets if state.tenants[x].status == "alive"]


def terms_of(desk: Desk, name: str, night: int, lang: str) -> FormTerms:
    """The slot form's lists for ``name`` on night ``night``, as its problems name them."""
    cast = desk.cast(night, name)
    me = cast.people.get(name)
    room = me.room if me is not None else None
    return form_terms(desk.inn, room, lang, tuple(cast.about(name)), tuple(living_targets(desk, name)))


def _slot_kill(field: str) -> bool:
    """``s3_kill``: a slot's kill field of the form (``k0_kill`` is a standing row's)."""
    return field.startswith("s") and field.endswith("_kill")


async def orders_page(request: Request) -> Response:
    session, name = await for_person(request)
    night = await night_of(request)
    desk = portal(request).desk
    ctx = await run_in_threadpool(orders_context, desk, name, night, None, lang_of(request, session))
    saved = request.query_params.get("saved") == "1"
    return render(request, "orders.html", session, url=page_url, saved=saved, refused="", **ctx)


def read_own_words(desk: Desk, name: str, night: int, message: str, lang: str) -> ParsedMessage:
    """Orders in the player's own words (docs/PARSING.md), read against the night's cast; the
    echo and the problems come in Chinese on a Chinese page (whatever the message's script:
    `😀` or `<b>` is no language), and in the message's language on an English one."""
    said = "zh" if lang == "zh" else None
    return read_message(message, name, night, desk.inn, desk.cast(night, name), said, player=True)


async def _own_words_refused(
    request: Request, session: Session, name: str, night: int, message: str, parsed: ParsedMessage, save: bool
) -> Response:
    desk = portal(request).desk
    lang = lang_of(request, session)
    ctx = await run_in_threadpool(orders_context, desk, name, night, None, lang)
    said = own_words(parsed.problems, desk.inn, lang)
    ctx.update(problems=said, words_problems=said, checked=True, message=message, source="message")
    refused = "problems" if save else ""
    if save:
        why = DETAIL_SEP.join(str(p) for p in parsed.problems)  # the reader's problems, as said
        await run_in_threadpool(log_refused, desk, name, session.name, night, message, why)
    return render(
        request,
        "orders.html",
        session,
        422 if save else 200,
        url=page_url,
        saved=False,
        refused=refused,
        **ctx,
    )


def _typed(form: Any) -> dict[str, str] | None:
    """The slot form's fields as the player typed them; None for the other two forms."""
    if text_field(form, "source") != "form":
        return None
    return {k: v for k, v in form.items() if isinstance(v, str) and k not in ("csrf", "source", "action")}


def _text_from(form: Any, name: str) -> str:
    typed = _typed(form)
    if typed is None:
        return text_field(form, "text")
    return form_to_yaml(typed, name)


def _as_typed(ctx: dict[str, Any], typed: dict[str, str] | None, source: str) -> dict[str, Any]:
    """The page after a check or a refused save of the slot form: the form as typed (not as
    the file it made, which may lack what it refuses; its values the form could not write are
    first among the mistakes, orders_context). ``source``, the form checked, is where the page
    shows what the check found: under that form."""
    ctx.update(source=source if source in ("form", "text", "message") else "")
    if typed is not None:
        ctx.update(fields=typed, form_ok=True)
    return ctx


async def orders_post(request: Request) -> Response:
    session, name = await for_person(request)
    form = await checked_form(request, session)
    night = await night_of(request)
    desk = portal(request).desk
    text = _text_from(form, name)
    lang = lang_of(request, session)
    if not await run_in_threadpool(desk.may_send, name):  # dead or jailed: out of the game, nothing read
        if text_field(form, "action") == "save":
            await run_in_threadpool(log_refused, desk, name, session.name, night, text, "cannot-act")
        ctx = await run_in_threadpool(orders_context, desk, name, night, None, lang)
        return render(
            request, "orders.html", session, 409, url=page_url, saved=False, refused="cannot-act", **ctx
        )
    own_words = text_field(form, "source") == "message"
    message = text_field(form, "message") if own_words else ""
    parsed: ParsedMessage | None = None
    if own_words:
        parsed = await run_in_threadpool(read_own_words, desk, name, night, message, lang)
        if parsed.problems:
            save = text_field(form, "action") == "save"
            return await _own_words_refused(request, session, name, night, message, parsed, save)
        text = parsed.yaml  # the order file the message says, checked and saved like any other
    typed = _typed(form)
    save = text_field(form, "action") == "save"
    if not save or (typed is not None and unwritten(typed)):  # a check, or a form that would drop a value
        checked = await run_in_threadpool(check_orders, desk, name, night, text)
        ctx = await run_in_threadpool(orders_context, desk, name, night, checked, lang, typed)
        ctx = _as_typed(ctx, typed, text_field(form, "source"))
        if parsed is not None:
            said_back = [EchoLine(x) for x in parsed.said_back]
            # what the check of the file it makes finds, under the box too (where it was typed)
            ctx.update(
                message=message, checked_echo=said_back, words_echo=said_back, words_problems=ctx["problems"]
            )
        status, why = (422, "problems") if save else (200, "")
        if save:
            said = [unwritten_text(u, "en") for u in unwritten(typed or {})]
            why_refused = DETAIL_SEP.join(said + [str(p) for p in checked.problems])  # save_detail says it
            await run_in_threadpool(log_refused, desk, name, session.name, night, text, why_refused)
        return render(request, "orders.html", session, status, url=page_url, saved=False, refused=why, **ctx)
    result = await run_in_threadpool(save_orders, desk, name, session.name, night, text)
    if result.ok:
        return RedirectResponse(page_url(name, "orders", night) + "?saved=1", status_code=303)
    ctx = await run_in_threadpool(orders_context, desk, name, night, result.checked, lang, typed)
    ctx = _as_typed(ctx, typed, text_field(form, "source"))
    if result.checked.sheet is None and not result.checked.problems:
        ctx.update(checked=False)  # refused before any check (too fast): no "no mistakes found"
    status = {"problems": 422, "too-fast": 429}.get(result.reason, 409)
    reason = "deadline_passed" if result.reason == "deadline" else result.reason
    return render(request, "orders.html", session, status, url=page_url, saved=False, refused=reason, **ctx)


async def orders_check(request: Request) -> Response:
    """Live checking: the same checker, the same messages; JSON for the page's script."""
    session, name = await for_person(request)
    form = await checked_form(request, session)
    night = await night_of(request)
    desk = portal(request).desk
    lang = lang_of(request, session)
    state = await run_in_threadpool(desk.state)
    tenant = state.tenants.get(name)
    out = out_of_game(tenant, lang) if tenant is not None else None
    if out is not None:  # dead or jailed: no orders to check, and the page says why
        why = translator(lang)(out["key"] + ("_of" if session.is_gm else ""), name=name, since=out["since"])
        placed_why = as_json([Placed(why)])
        return JSONResponse({"ok": False, "problems": [why], "placed": placed_why, "echo": [], "text": ""})
    if text_field(form, "source") == "message":
        message = text_field(form, "message")
        parsed = await run_in_threadpool(read_own_words, desk, name, night, message, lang)
        said = own_words(parsed.problems, desk.inn, lang)
        own = {"ok": parsed.ok, "problems": [p.text for p in said], "echo": list(parsed.said_back)}
        own["placed"] = as_json(said)
        return JSONResponse({**own, "text": parsed.yaml, "lang": parsed.lang})
    text = _text_from(form, name)
    checked = await run_in_threadpool(check_orders, desk, name, night, text)
    terms = await run_in_threadpool(terms_of, desk, name, night, lang)
    placed = placed_all(checked.problems, text, _typed(form), lang, desk.inn, terms)
    problems = [p.text for p in placed]
    rows = echo_view(desk, name, night, checked.sheet, lang)
    return JSONResponse(
        {
            "ok": not problems,
            "problems": problems,
            "placed": as_json(placed),
            "echo": [r.text for r in rows],
            "arrivals": [r.arrival for r in rows],
            "text": text,
        }
    )


async def report_page(request: Request) -> Response:
    session, name = await for_person(request)
    night = await night_of(request)
    lang = str(request.path_params["lang"])
    desk = portal(request).desk
    if lang not in ("zh", "en"):
        raise deny(404, "not_found")
    readable = await run_in_threadpool(desk.readable_reports, name)
    if night not in readable and not session.is_gm:
        raise deny(404, "not_found")
    # the player reads it as published; the GM as the results folder holds it (published or not)
    published = not session.is_gm
    return await report_response(request, session, name, night, lang, page_url(name), "home_page", published)


async def day_post(request: Request) -> Response:
    session, name = await for_person(request)
    form = await checked_form(request, session)
    desk = portal(request).desk
    day = number_field(form, "day", DAY, below=True)
    if text_field(form, "withdraw"):
        number = number_field(form, "withdraw", REQUEST)
        why = "too-many" if not desk.day_limiter.allow(name) else ""
        why = why or await run_in_threadpool(days_desk.withdraw, desk, name, day, number, session.name)
    else:
        kind, a, b = text_field(form, "kind"), text_field(form, "a"), text_field(form, "b")
        if not desk.day_limiter.allow(name):  # portal/savelimit.py: the day's writes, per player
            why = "too-many"
        elif kind == "accusation":  # one officer's agreement; filed once every officer agrees (seed 六.3)
            case = read_number(a, CASE) or 0  # the number rule: `١` or `¹` is no case
            why = await run_in_threadpool(agreement.agree, desk, name, day, case, b, session.name)
        else:
            why = await run_in_threadpool(days_desk.file_request, desk, name, day, kind, a, b, session.name)
    if why:
        return RedirectResponse(page_url(name) + f"?refused={why}", status_code=303)
    return RedirectResponse(page_url(name), status_code=303)


async def own_orders_file(request: Request) -> Response:
    """The order file itself, as saved (for copying); the owner and the GM only."""
    _, name = await for_person(request)
    night = await night_of(request)
    desk = portal(request).desk
    text = await run_in_threadpool(desk.file_text, desk.order_file(name, night))
    if text is None:
        raise deny(404, "not_found")
    return PlainTextResponse(text)


ROUTES = [
    Route("/p/{name}", person_page),
    Route("/p/{name}/orders/{night:int}", orders_page),
    Route("/p/{name}/orders/{night:int}", orders_post, methods=["POST"]),
    Route("/p/{name}/orders/{night:int}/check", orders_check, methods=["POST"]),
    Route("/p/{name}/orders/{night:int}/file", own_orders_file),
    Route("/p/{name}/reports/{night:int}/{lang}", report_page),
    Route("/p/{name}/day", day_post, methods=["POST"]),
]

__all__ = ["ROUTES", "Session"]
