"""One clock per language, on every page and in every command (issue 24; core/nightclock.py).

A time of the night is said on the seed's clock in Chinese (``8:30`` for 20:30, as the seed's
report 五.6 does) and on the 24-hour clock in English, wherever a person reads it: every page
of every route for every identity (the access table's rows, plus the pages a mistake, a
claim, a standing kill and a refusal produce), and every command of the command line, run on
a Chinese game and on an English one.

What is not a time of the night, and so not checked: a wall-clock moment of real life (a
deadline, an audit entry's time), written as an ISO date-time ``2026-12-02 14:05`` in every
language (docs/PORTAL.md, "One clock on a page"); what a file a program reads holds (the order
file's ``at: "20:30"`` shown by ``parse --dry-run``, a problem's file, line, field and typed
value); what a person typed (a message, quoted back); the seed's form named as a form the
order file reads (`"20:30" or the seed's "8:30"`); and the other language's text a page or
command shows on purpose (a report asked for in English), which keeps its own clock.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from blackhorse.portal.access import GM
from tests.daykit import requests_standing
from tests.portalkit import PLAYERS, Client, signed_in, thread_server
from tests.test_cli_language import busy_port, no_server, run_all  # noqa: F401
from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES, PERSON_ROUTES

# a wall-clock moment of real life (a deadline, an audit entry's time): not a time of the night
ISO = re.compile(r"\b\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?")
# a time on the 24-hour clock past noon (20:30, and 13:00-19:59 that no Chinese page may say
# either), and a time on the seed's clock (8:30 to 11:59)
TWENTY_FOUR = re.compile(r"(?<![\d:.])(?:1[3-9]|2[0-3]):[0-5]\d(?!\d)")
SEEDS = re.compile(r"(?<![\d:.])(?:[89]|1[01]):[0-5]\d(?!\d)")
WRONG = {"zh": TWENTY_FOUR, "en": SEEDS}
# the seed's way of writing a time, named as a form the order file also reads (`"20:30" or the
# seed's "8:30"`): a form's name, as `seed 五.9` names a section
NAMED_FORM = re.compile(r"the seed's \"\d{1,2}:\d\d\"")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
# a problem's layout in the command line, FILE:LINE: FIELD: VALUE -- (the file's own words)
LAID_OUT = re.compile(r"(?m)^(\s*)\S*?:\d+: [\w.]+: .*? -- |^(\s*)blackhorse \w+: [A-Z_]+: \S+ -- ")


def wrong_clock(text: str, lang: str) -> list[str]:
    """Each time of the night ``text`` says on the other language's clock, with a little of
    what is around it (a wall-clock ISO date-time aside; in English, a Chinese text aside,
    which is said on its own clock on purpose)."""
    text = NAMED_FORM.sub(" ", ISO.sub(" ", text))
    if lang == "en":
        text = "\n".join(line for line in text.splitlines() if not CJK.search(line))
    return [" ".join(text[max(0, m.start() - 30) : m.end() + 15].split()) for m in WRONG[lang].finditer(text)]


def shown(body: str, lang: str) -> str:
    """What a reader sees of a page, a text node a line: its text, and the placeholders,
    titles and labels of its fields; not scripts, styles or what was typed (text areas)."""
    body = re.sub(r"(?s)<(script|style|textarea)\b.*?</\1>", "\n", body)
    said = re.findall(r'\b(?:placeholder|title|aria-label)="([^"]*)"', body)
    return html.unescape("\n".join([*re.split(r"(?s)<[^>]+>", body), *said]))


# -- the portal -----------------------------------------------------------------------------

Row = tuple[str, str, str, dict[str, str]]
OFF_SLOT = 'who: {X}\norders:\n  - at: "20:35"\n    go: garden\n  - at: "22:50"\n    go: lawnn\n'
STANDING = {"k0_kill": "B", "k0_if": "alone", "k0_from": "{from}", "k0_until": "{until}"}
# the pages a mistake produces: a time off the slots (the order file, the own-words box), a
# standing kill's hours, a claim the wrong way round, and one filed (the case board lists it)
MISTAKES: list[tuple[str, str, dict[str, str]]] = [
    ("POST", "/p/{X}/orders/2", {"source": "text", "text": OFF_SLOT, "action": "check"}),
    ("POST", "/p/{X}/orders/2/check", {"source": "text", "text": OFF_SLOT}),
    (
        "POST",
        "/p/{X}/orders/2",
        {"source": "message", "message": "{at}去花园，{late}去草坪", "action": "check"},
    ),
    (
        "POST",
        "/p/{X}/orders/2",
        {"source": "message", "message": "{at} go to the garden, {late} go to the lawn", "action": "check"},
    ),
    ("POST", "/p/{X}/orders/2", {"source": "form", "s3_go": "garden", **STANDING, "action": "check"}),
    (
        "POST",
        "/p/{X}/claims",
        {"case": "1", "speaker": "A", "start": "{until}", "until": "{from}", "place": "garden"},
    ),
]
TYPED = {
    "zh": {"{at}": "8:35", "{late}": "11:30", "{from}": "9:00", "{until}": "9:30"},
    "en": {"{at}": "20:35", "{late}": "23:30", "{from}": "21:00", "{until}": "21:30"},
}
ENGLISH_BY_CHOICE = re.compile(r".*/reports/(\d+|[A-Z][\w-]*)/(en|zh)")
SHOWN = ("text/html", "image/svg+xml")


def filled(data: dict[str, str], owner: str, lang: str) -> dict[str, str]:
    out = {}
    for key, value in data.items():
        value = value.replace("{X}", owner)
        for mark, typed in TYPED[lang].items():
            value = value.replace(mark, typed)
        out[key] = value
    return out


@pytest.fixture(scope="module", params=["zh", "en"])
def site(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[str, dict[str, Client], list[Row]]]:
    """A game in ``lang`` after night 1 (published, a deadline set for night 2) with day 1's
    requests standing, everyone's session in ``lang``, and the rows to fetch."""
    lang = request.param
    game, tokens, _ = requests_standing(tmp_path_factory.mktemp(f"clock-{lang}"), lang)
    rows: list[Row] = []
    for owner in PLAYERS:
        for method, route, data in [*PERSON_ROUTES, *MISTAKES]:
            rows += [
                (who, method, route.replace("{X}", owner), filled(data, owner, lang)) for who in (owner, GM)
            ]
    rows += [(GM, method, route, data) for method, route, data in GM_ROUTES]
    rows += [(who, method, route, data) for method, route, data in ANYONE_ROUTES for who in (*PLAYERS, GM)]
    rows += [(who, "GET", f"/p/{who}/cases", {}) for who in ("P1", GM)]  # the claims filed, listed
    rows = [row for row in rows if row[2] != "/lang" and not ENGLISH_BY_CHOICE.fullmatch(row[2])]
    with thread_server(game) as port:
        clients = signed_in(port, tokens, lang)
        yield lang, clients, rows


def test_every_page_says_the_night_on_its_languages_clock(
    site: tuple[str, dict[str, Client], list[Row]],
) -> None:
    """Every route for every identity, in a Chinese game and session: no time of the night on
    the 24-hour clock (a gm.md heading, a chart's axis and tooltips, an audit entry, a problem,
    a claim, a case table); in an English one: none on the seed's clock."""
    lang, clients, rows = site
    wrong, pages, seen = [], 0, set()
    for who, method, route, data in rows:
        reply = clients[who].get(route) if method == "GET" else clients[who].post(route, data)
        if not reply.headers.get("content-type", "").startswith(SHOWN) or reply.status == 303:
            continue
        pages += 1
        seen.add(re.sub(r"/p/\w+", "/p/X", route))
        found = wrong_clock(shown(reply.body, lang), lang)
        if found:
            wrong.append(f"{who} {method} {route} ({reply.status}): " + " | ".join(sorted(set(found))[:6]))
    # and once the GM has revealed the game: the truth's pages, for a player and the GM
    assert clients[GM].post("/gm/reveal", {}).location == "/reveal"
    for who in ("A", "P1", GM):
        for route in (
            "/reveal",
            "/reveal/nights/1/gm",
            "/reveal/nights/1/replay",
            f"/reveal/nights/1/reports/D/{lang}",
        ):
            reply = clients[who].get(route)
            assert reply.status == 200, (who, route, reply.status)
            pages += 1
            seen.add(route)
            found = wrong_clock(shown(reply.body, lang), lang)
            if found:
                wrong.append(f"{who} GET {route} (200): " + " | ".join(sorted(set(found))[:6]))
    assert pages > 300, pages
    assert {
        "/gm",
        "/gm/log",
        "/gm/nights/1/gm",
        "/gm/nights/1/charts/timeline.svg",
        "/p/X/cases",
        "/reveal/nights/1/gm",
    } <= seen
    assert not wrong, "\n" + "\n".join(wrong)


# -- the command line ------------------------------------------------------------------------


def said_by_the_command(shown_args: str, printed: str) -> str:
    """What a command says in its own words: not the order file `parse --dry-run` prints
    before its echo, nor a problem's file, line, field and typed value. (`explain` says its
    lines and their rows in one language, on its clock: issue 24.)"""
    text = printed
    if shown_args.startswith("parse ") and "--dry-run" in shown_args:
        text = text.split("\n---\n", 1)[-1]
    return LAID_OUT.sub(" ", text)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_command_says_the_night_on_its_languages_clock(
    lang: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    no_server: None,  # noqa: F811
    busy_port: int,  # noqa: F811
) -> None:
    """Every command of tests/test_cli_language.py (status, audit, reveal, explain, check and
    its problems, board, report, night, whatif, claim and its refusals, deadline...) on a game
    in ``lang``: no time of the night on the other language's clock."""
    wrong = []
    for shown_args, code, printed in run_all(tmp_path, lang, busy_port, capsys):
        assert not printed.startswith("EXIT "), f"{shown_args}: {printed}"
        found = wrong_clock(said_by_the_command(shown_args, printed), lang)
        if found:
            wrong.append(f"{shown_args} -> {code}: " + " | ".join(sorted(set(found))[:6]))
    assert not wrong, "\n" + "\n".join(wrong)
