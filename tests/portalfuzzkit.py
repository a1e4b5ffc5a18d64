"""Fuzzing every form field of the portal (issue 20), as tests/fuzzkit.py fuzzes every file.

A served copy of the sample game, a session for two tenants, the three officers and the GM;
each case posts one of the portal's forms (orders by text, by slot, in one's own words, the
live check, a day request, each GM action, the language switch; and the day's forms of issue
23: a question asked and answered, an officer's agreement or objection to an accusation, a
claim added or removed on the case board, the GM's reveal) or asks for a page (one whose
address holds a number, the public board, the questioning, the case board, the reveal's
pages, a link's page), with every field (and a few made-up ones) given a value drawn from
odd numbers (``²``, ``١``, ``99999999999999999999``), hostile text, mutations of real orders,
and what the form itself would send. The run goes through the game's phases: orders for
night 1, then (a third of the way) the GM runs and publishes night 1, so day 1 is open for
questions, proposals and claims, then (two thirds of the way) the day is closed; the GM's
reveal comes only in the last tenth, so the pages before it are fuzzed too. A case passes
when the answer is one the portal gives on purpose (never a 500, never a traceback); at the
end the game folder still reads (``blackhorse status`` exits 0). Seeded: the same seed gives
the same cases.

Used by ``tests/test_fuzz_portal.py`` (a short run) and ``benchmarks/fuzz_inputs.py --portal``.
"""

from __future__ import annotations

import io
import random
import tempfile
from collections import Counter
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from blackhorse.portal import savelimit
from blackhorse.portal.access import GM
from blackhorse.portal.orders_form import SLOTS, STANDING_ROWS
from tests.fuzzkit import HOSTILE, ODD_NAMES, mutate_text
from tests.portalkit import Client, Reply, served_site

ANSWERS = {200, 303, 400, 401, 403, 404, 405, 409, 413, 422, 429}
ODD_NUMBERS = [*ODD_NAMES, "1", "2", "0", "-0", "00", "٠", "𝟙", "1_000", "0x10", "+60", "+²", "now", ""]
SLOT_FIELDS = ("go", "via", "peek", "kill", "if", "who", "else")
STANDING_FIELDS = ("kill", "if", "who", "from", "until")
GOOD = 'who: A\norders:\n  - {at: "20:30", go: "204"}\n  - {at: "21:10", go: lawn}\n'


@dataclass
class PortalCounts:
    cases: int = 0
    by_route: Counter[str] = field(default_factory=Counter)
    by_status: Counter[int] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        routes = ", ".join(f"{r} {n}" for r, n in sorted(self.by_route.items()))
        statuses = ", ".join(f"{s}: {n}" for s, n in sorted(self.by_status.items()))
        return f"{self.cases} requests ({routes}); {statuses}; {len(self.failures)} failures"


def value(rng: random.Random) -> str:
    """One field's value: an odd number, hostile text, a mutated real value, or a plain one."""
    kind = rng.randrange(6)
    if kind == 0:
        return rng.choice(ODD_NUMBERS)
    if kind == 1:
        return rng.choice(HOSTILE)
    if kind == 2:
        return mutate_text(rng.choice([b"204", b"lawn", b"B", b"alone", b"20:30", b"1"]), rng).decode(
            "utf-8", "replace"
        )
    if kind == 3:
        return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randint(0, 12)))
    if kind == 4:
        return rng.choice(["204", "lawn", "home", "stay", "B", "C", "G", "alone", "present", "always", ""])
    return rng.choice(["x" * rng.randint(1, 20_000), "\u0000", "\r\n", "\ud7ff"])


def orders_form(rng: random.Random) -> dict[str, str]:
    source = rng.choice(["text", "form", "message", "", "odd"])
    fields: dict[str, str] = {"source": source, "action": rng.choice(["save", "check", "", value(rng)])}
    if source in ("text", "odd", ""):
        raw = GOOD.encode()
        fields["text"] = (
            mutate_text(raw, rng).decode("utf-8", "replace") if rng.random() < 0.7 else value(rng)
        )
    if source == "message":
        fields["message"] = rng.choice(["8:30去娱乐室，9:10经东楼梯去草坪", "21:40 go home", value(rng)])
    if source in ("form", "odd"):
        for _ in range(rng.randint(1, 12)):
            i = rng.randrange(len(SLOTS) + 2)  # past the last slot too
            fields[f"s{i}_{rng.choice(SLOT_FIELDS)}"] = value(rng)
        for _ in range(rng.randint(0, 3)):
            fields[f"k{rng.randrange(STANDING_ROWS + 1)}_{rng.choice(STANDING_FIELDS)}"] = value(rng)
        fields["door"] = rng.choice(["open", "closed", "list", value(rng)])
        fields["door_names"] = value(rng)
    if rng.random() < 0.2:
        fields[value(rng)[:40] or "x"] = value(rng)  # a field no form has
    return fields


def number(rng: random.Random, plain: tuple[str, ...] = ("1",)) -> str:
    """A number field's value: mostly one the form would send, else an odd one."""
    return rng.choice(plain) if rng.random() < 0.75 else rng.choice(ODD_NUMBERS)


def questions_form(rng: random.Random) -> dict[str, str]:
    """The questioning form: an officer asks a tenant, a tenant answers a question."""
    text = rng.choice(["Where were you at 21:00?", "我在204", value(rng)])
    if rng.random() < 0.5:
        return {"action": "answer", "question": number(rng, ("1", "2", "3")), "text": text}
    tenant = rng.choice(["A", "B", "E", "P2", value(rng)[:20]])
    return {
        "action": rng.choice(["ask", "", value(rng)[:10]]),
        "day": number(rng),
        "tenant": tenant,
        "text": text,
    }


def proposals_form(rng: random.Random) -> dict[str, str]:
    """The officers' agreement: agree with (or propose) an accusation, or object to one."""
    if rng.random() < 0.3:
        return {"action": "object", "day": number(rng), "proposal": number(rng, ("1", "2"))}
    suspect = rng.choice(["G", "B", "E", "P1", value(rng)[:20]])
    return {
        "action": rng.choice(["agree", "", value(rng)[:10]]),
        "day": number(rng),
        "case": number(rng),
        "suspect": suspect,
    }


def claims_form(rng: random.Random) -> list[tuple[str, str]]:
    """The case board: a claim added (company a repeated field) or removed."""
    if rng.random() < 0.25:
        return [("action", "remove"), ("claim", number(rng, ("1", "2")))]
    times = ("21:00", "21:30", "8:30", "22:59", "23:00", "20:00")
    fields = [
        ("action", rng.choice(["add", "", value(rng)[:10]])),
        ("case", number(rng)),
        ("speaker", rng.choice(["A", "B", "C", value(rng)[:20]])),
        ("start", rng.choice(times) if rng.random() < 0.6 else value(rng)[:12]),
        ("until", rng.choice(times) if rng.random() < 0.6 else value(rng)[:12]),
        ("place", rng.choice(["204", "lawn", "201", "garden", value(rng)[:20]])),
    ]
    company = ["B", "C", "A", "B", "c", value(rng)[:20]]
    fields += [("company", rng.choice(company)) for _ in range(rng.randint(0, 3))]
    if rng.random() < 0.3:
        fields.append(("question", number(rng, ("1", "2", ""))))
    return fields


DAY_PAGES = (
    "/board",
    "/p/{who}/questions",
    "/p/{who}/cases",
    "/gm/questions",
    "/gm/log",
    "/reveal",
    "/reveal/nights/{night}/gm",
    "/reveal/nights/{night}/replay",
    "/reveal/nights/{night}/reports/{name}/{lang}",
    "/gm/nights/{night}/replay",
    "/join/{token}",
)


def day_page(rng: random.Random, who: str, night: str) -> str:
    path = rng.choice(DAY_PAGES)
    return path.format(
        who=who if rng.random() < 0.8 else quote(value(rng)[:20], safe=""),
        night=quote(night, safe=""),
        name=rng.choice(["A", "B", "P1", quote(value(rng)[:10], safe="")]),
        lang=rng.choice(["zh", "en", quote(value(rng)[:8], safe="")]),
        token=quote(value(rng)[:60], safe=""),
    )


def one_case(rng: random.Random, clients: dict[str, Client], late: bool = False) -> tuple[str, Reply]:
    """Send one fuzzed request; (the route's name, the reply). ``late``: the GM may reveal."""
    who = rng.choice(["A", "P1", "B", "P2", "P3"])
    night = rng.choice(["1", "2", rng.choice(ODD_NUMBERS)])
    lang = rng.choice(["", "?lang=zh", "?lang=en", "?lang=" + quote(value(rng)[:20])])
    kind = rng.randrange(14)
    c = clients[who]
    if kind == 9:
        return "questions", c.post(f"/p/{who}/questions{lang}", questions_form(rng))
    if kind == 10:
        return "proposals", c.post(f"/p/{who}/proposals{lang}", proposals_form(rng))
    if kind == 11:
        return "claims", c.post_pairs(f"/p/{who}/claims{lang}", claims_form(rng))
    if kind == 12:
        asker = clients[GM] if rng.random() < 0.3 else c
        return "day page", asker.get(day_page(rng, who, night) + lang)
    if kind == 13:
        if late and rng.random() < 0.1:
            return "reveal", clients[GM].post(f"/gm/reveal{lang}", {})
        return "reveal", c.post(f"/gm/reveal{lang}", {"x": value(rng)})  # refused: not the GM
    if kind <= 1:
        return "orders", c.post(f"/p/{who}/orders/1{lang}", orders_form(rng))
    if kind == 2:
        return "check", c.post(f"/p/{who}/orders/1/check{lang}", orders_form(rng))
    if kind == 3:
        fields = {
            "day": rng.choice(["1", rng.choice(ODD_NUMBERS)]),
            "kind": rng.choice(["move", "accusation", "police-move", value(rng)]),
            "a": rng.choice(["1", "209", "203", rng.choice(ODD_NUMBERS), value(rng)]),
            "b": rng.choice(["G", "B", value(rng)]),
        }
        if rng.random() < 0.3:
            fields["withdraw"] = rng.choice(ODD_NUMBERS)
        return "day", c.post(f"/p/{who}/day{lang}", fields)
    if kind == 4:
        action = rng.choice(["run", "publish", "deadline", "close-day", value(rng)[:20] or "x"])
        n = rng.choice(["1", rng.choice(ODD_NUMBERS)])
        if action in ("run", "close-day"):  # night 1 and day 1 move on only at their phase (fuzz_portal)
            n = rng.choice([o for o in ODD_NUMBERS if o != "1"])
        fields = {"n": n, "when": rng.choice(ODD_NUMBERS + ["+60"])}
        return "gm action", clients[GM].post(f"/gm/do/{quote(action, safe='')}{lang}", fields)
    if kind == 5:
        path = rng.choice(
            [
                f"/p/{who}/orders/{quote(night, safe='')}",
                f"/p/{who}/orders/{quote(night, safe='')}/file",
                f"/p/{who}/reports/{quote(night, safe='')}/{rng.choice(['zh', 'en', quote(value(rng)[:8])])}",
                f"/gm/nights/{quote(night, safe='')}/gm",
                f"/gm/nights/{quote(night, safe='')}/charts/{quote(value(rng)[:20], safe='')}",
                f"/gm/nights/{quote(night, safe='')}/chart/{quote(value(rng)[:20], safe='')}",
                f"/p/{quote(value(rng)[:20], safe='')}",
            ]
        )
        asker = clients[GM] if path.startswith("/gm") or rng.random() < 0.3 else c
        return "page", asker.get(path + lang)
    if kind == 6:
        return "language", c.post(f"/lang{lang}", {"lang": value(rng), "next": value(rng)})
    if kind == 7:
        return "own page", c.get(f"/p/{who}?refused={quote(value(rng)[:40])}&saved={quote(value(rng)[:9])}")
    return "gm page", clients[GM].get(f"/gm{lang}")


def fuzz_portal(seed: int, count: int) -> PortalCounts:
    """Send ``count`` seeded fuzzed requests to a served copy of the sample game."""
    from blackhorse.cli.main import main

    rng = random.Random(seed)
    counts = PortalCounts()
    burst, day_burst = savelimit.BURST, savelimit.DAY_BURST
    savelimit.BURST = savelimit.DAY_BURST = 10**9  # every write reaches its check (the limits: tested alone)
    try:
        with tempfile.TemporaryDirectory() as tmp, served_site(Path(tmp)) as site:
            clients = {name: site.client(name) for name in ("A", "B", "P1", "P2", "P3", GM)}
            phases = {count // 3: (("run", "1"), ("publish", "1")), 2 * count // 3: (("close-day", "1"),)}
            for case in range(count):
                for action, n in phases.get(case, ()):  # the game goes on: day 1 opens, then closes
                    clients[GM].post(f"/gm/do/{action}", {"n": n})
                route, reply = one_case(rng, clients, late=case >= count - count // 10)
                counts.cases += 1
                counts.by_route[route] += 1
                counts.by_status[reply.status] += 1
                if reply.status not in ANSWERS or "Traceback" in reply.body:
                    counts.failures.append(f"case {case} ({route}): {reply.status}: {reply.body[-300:]}")
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()) as err:
                code = main(["status", str(site.game)])
            if code != 0:
                counts.failures.append(f"the folder no longer reads after the run: {err.getvalue()[-600:]}")
    finally:
        savelimit.BURST, savelimit.DAY_BURST = burst, day_burst
    return counts
