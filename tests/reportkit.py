"""Checks of what a report claims against the night's rows (shared by the report tests).

Cast names of tests/gamekit.py (A..H, P1..P3).
"""

from __future__ import annotations

import json
import re
from typing import Any

import blackhorse as bh
from blackhorse.inn.layout import Inn
from blackhorse.reports.lines import ReportLine

NAME = re.compile(r"\b(?:[A-H]|P[1-3])\b")


def unseen_in_file(result: bh.NightResult, name: str) -> set[str]:
    """The people ``reports/NAME.json`` names (in its texts, its rows, the rows' details)
    whom NAME did not see that night (a killing seen names its victim: ADJUDICATION 6)."""
    data = json.loads(result.files()[f"reports/{name}.json"])
    named: set[str] = set()
    for line in data["lines"]:
        named |= set(NAME.findall(line["text_en"]))
        for row in line["sources"]["timeline"]:
            named |= {row["person"], *NAME.findall(row["detail"])}
        for row in line["sources"]["sightings"]:
            named |= {row["observer"], row["subject"]}
    where = {(s.person, s.minute): s for s in result.run.steps}
    mine = [r for r in result.sighting_rows if r.observer == name]
    seen = {name, *(r.subject for r in mine)}
    seen |= {where[(r.subject, r.minute)].detail for r in mine if r.activity in ("killing", "cleaning")}
    seen |= {s.detail for s in result.run.steps if s.person == name and s.activity == "killing"}
    return named - seen


# -- what report sentences claim, checked against the timeline and the sightings ------------------
WHO = r"(?:[A-H]|P[1-3])"
WHO_LIST = rf"({WHO}(?:, {WHO})*(?: and {WHO})?)"
MOVING = ("leaving", "walking", "entering")
TIME = r"\d\d:\d\d"
WALKED_ALONG = re.compile(rf"{WHO_LIST} walked along with you")
WENT_OFF = re.compile(
    rf"{WHO_LIST} (?:(came out of|passed|came up) ([^;,]+?) and )?(?:went to ([^;,]+), then )?"
    r"went off (east|west|north|south) along the corridor"
)
WENT_STAIRS = re.compile(rf"{WHO_LIST} [^;]*?\bwent (down|up) (the (?:west|east) stairs)")
HEADING = re.compile(
    rf"{WHO_LIST} [^;]*heading toward (the [a-z ]+?|room \d+|your room|your door)(?=[;,.]|$)"
)
HEADING_ROOM = re.compile(rf"{WHO_LIST} [^;]*heading toward ((?:room \d+)|the common room|your room)")
WENT_INTO = re.compile(rf"{WHO_LIST} went into ((?:room \d+)|the common room|your room)")
CAME_OUT = re.compile(rf"{WHO_LIST} came out of ((?:room \d+)|the common room|your room)")
BACK_IN = re.compile(rf"{WHO_LIST} came out of ((?:room \d+)|the common room|your room) and went back in")
CAME_IN = re.compile(rf"(?:^{TIME} |; ){WHO_LIST} came in\b")
CAME_ONTO = re.compile(  # "came into the garden" at the line's minute, or at the time it names
    rf"{WHO_LIST} (?:[^;,]*? and )?(?:at ({TIME}) )?came (?:into|onto) (the garden|the lawn)"
)
NO_ONE_OPENED = re.compile(r"no one opened")
OWN_KNOCK = re.compile(r"knocked at the door of (room \d+|your room|the common room); no one opened")
THEY_KNOCKED = re.compile(
    rf"({WHO}) knocked at the door(?: of (room \d+|your room|the common room))?; no one opened"
)
ARRIVED = re.compile(rf"(?:^|, )(?:you )?arrived ({TIME})")
REACHED = re.compile(rf"reached (room \d+|your room|the common room|the garden|the lawn) at ({TIME})")
# the player's own arrival (``arrived 20:34``, ``reached X at 20:34``) and the lines that open
# their own walk: an arrival continues only a sentence that one of these opens
OWN_ARRIVAL = re.compile(rf"^(?:you )?(?:arrived {TIME}|reached [^;]+ at {TIME})")
WALK_OPENS = re.compile(rf"^{TIME} (?:set off|knocked at|went on toward) ")
PLACE = r"(?:in|on|at|outside) (?:the [a-z ]+?|room \d+|your room|your door)"
WAS_AT = re.compile(rf"{WHO_LIST} (?:was|were) ({PLACE})(?=[;,.]|$| looking)")
KILLED_AT = re.compile(
    rf"({WHO}) killed {WHO} ((?:in|on|at|outside) (?:the [a-z ]+|room \d+|your room|your door))"
)
STAY_SCENE = re.compile(rf"^({TIME})–({TIME}) [^;]+; (?!at {TIME})([^.]*)$")
KILLED_UNSEEN = re.compile(rf"{WHO_LIST} (?:was|were) killed ({PLACE}); you did not see by whom")
KILLED_APART = re.compile(rf"({WHO}) killed ({WHO}) [^;]*; \2 fell ({PLACE})(?=[;,.]|$)")
STAYED_BY = re.compile(rf"({WHO}) killed ({WHO})[^;]*, then stayed by the body")
STANDING_OVER = re.compile(rf"({WHO}) was standing over ({WHO})'s body")
BODIES_LAY = re.compile(rf"((?:{WHO}'s(?:, | and )?)+) bod(?:y|ies) lay ({PLACE})(?=[;,.]|$)")
DOOR_OF = re.compile(
    rf"{WHO_LIST} came to (?:the door of ((?:room \d+)|the common room|the [a-z]+)|(your door)|the door)\b"
)
NO_DOOR_ZH = re.compile(r"(?:花园|草坪)(?:的)?门")  # the garden and the lawn have no door
EACH_OTHER = re.compile(
    rf"({WHO}) and ({WHO}) killed each other ((?:in|on|at|outside) [a-z0-9 ]+?)(?=[;,.]|$)"
)


def compass(inn: Inn, a: str, b: str) -> str:
    """The way from spot ``a`` to spot ``b`` on the floor plan (x east, y south), by the
    larger move (worked out here again, not taken from the reports)."""
    (xa, ya), (xb, yb) = inn.xy[a], inn.xy[b]
    if abs(xb - xa) >= abs(yb - ya):
        return "east" if xb > xa else "west"
    return "south" if yb > ya else "north"


def _last_seen(line: ReportLine, where: dict[tuple[str, int], Any], x: str) -> tuple[Any, Any]:
    """``x``'s step at the last minute of the first unbroken run of the line's sightings of
    them, and their step the minute after (``None`` where there is none)."""
    minutes = sorted({r.minute for r in line.sightings if r.subject == x})
    if not minutes:
        return None, None
    last = minutes[0]
    for t in minutes[1:]:
        if t != last + 1:
            break
        last = t
    return where.get((x, last)), where.get((x, last + 1))


def _names(listed: str) -> list[str]:
    return re.split(r", | and ", listed)


def _minute(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return (int(h) - 20) * 60 + int(m)


def _moving(s: Any) -> bool:
    """Walking, or stepping through a door: a killing or a death on a room's threshold is seen
    from outside as going in or out (issue 21 point 4)."""
    return s.activity in MOVING or (s.activity in ("killing", "dead") and s.spot != s.place)


def _through(where: dict[tuple[str, int], Any], x: str, m: int, places: set[str], way: str) -> bool:
    """``x`` steps through the door of one of ``places`` at minute ``m``, going in
    (``entering``) or out (``leaving``). A killing or a death on that threshold (issue 21,
    point 4: the corridor sees the threshold, the killing only from inside) goes in when
    they were not inside the minute before, out when they were."""
    s = where.get((x, m))
    if s is None or s.place not in places or s.spot == s.place:
        return False
    if s.activity in ("killing", "dead"):
        before = where.get((x, m - 1))  # none at 20:00: everyone starts the night inside
        was_inside = before is None or before.spot == s.place
        return was_inside == (way == "leaving")
    return s.activity == way


def claim_problems(result: bh.NightResult) -> list[str]:
    """Every report sentence checked against the rows: walked along with (two minutes on
    one spot, both walking), went off along the corridor (the way the walker then went, to a
    door), went into / came in (entering that place that minute), came into the garden or
    onto the lawn (on it at the minute the line names), no one opened (nobody on that door's
    threshold that minute), arrived / reached (the person entering there then),
    where someone was or killed (their spot or place then). Returns what does not hold."""
    from blackhorse.reports.vocabulary import names_for

    inn = result.inn
    where = {(s.person, s.minute): s for s in result.run.steps}
    saw = {(r.observer, r.subject, r.minute) for r in result.sighting_rows}
    # who killed at which minute: a killer killed in that same minute falls as they kill
    kills = {(c.killer, c.minute) for c in result.case_records}
    problems: list[str] = []
    for name, report in result.reports.items():
        home = result.input.cast.people[name].room
        words = names_for(inn, home)
        # what a place phrase names, as this player says it
        phrase: dict[str, set[str]] = {}
        for spot in inn.kind:
            phrase.setdefault(words.en_at[spot], set()).add(spot)
            phrase.setdefault(words.en[spot], set()).add(spot)

        opens = ""  # the first line of the sentence under way
        for line in report.lines:

            def bad(line: ReportLine, why: str, name: str = name) -> None:
                problems.append(f"{name} [{line.k}] {line.text_en}: {why}")

            m, text = line.minute, line.text_en
            if not line.joins:
                opens = text
            elif OWN_ARRIVAL.match(text) and not WALK_OPENS.match(opens):
                # the arrival of a walk a kill cut short, after the cleaning, went on the
                # sentence before ("22:14 H killed A outside room 201, arrived 22:24")
                bad(line, f"an arrival continuing a sentence that is no walk: {opens}")
            me = where[(name, m)]
            for match in WALKED_ALONG.finditer(text):
                for x in _names(match.group(1)):
                    for t in (m, m + 1):
                        a, b = where.get((name, t)), where.get((x, t))
                        if not (a and b and a.spot == b.spot and _moving(a) and _moving(b)):
                            bad(line, f"{x} not walking on the same spot at {t}")
            # the way someone went out of sight (issue 21: "came out of room 201 and went off
            # east" of a walker seen reaching the west stairs first): every direction word is
            # the way of the walker's next step after the last minute the line saw them, and
            # the way from the spot the line puts them at, unless it says where they turned
            for match in WENT_OFF.finditer(text):
                verb, anchor, turned, way = match.group(2, 3, 4, 5)
                for x in _names(match.group(1)):
                    last, after = _last_seen(line, where, x)
                    if last is None or after is None or after.spot == last.spot:
                        bad(line, f"{x} went nowhere after the last minute seen: {last} / {after}")
                        continue
                    if compass(inn, last.spot, after.spot) != way or inn.kind.get(after.spot) != "door":
                        bad(line, f"{x} went {last.spot} -> {after.spot}, not {way} to a door")
                    if turned is not None:
                        if last.spot not in phrase.get(turned, set()):
                            bad(line, f"{x} last seen on {last.spot}, not {turned}")
                    elif verb is not None:  # never seen going the other way first
                        spots = phrase.get(anchor, set())
                        start = {inn.door_of_room.get(p, p) for p in spots}
                        back = {"east": "west", "west": "east", "north": "south", "south": "north"}[way]
                        if any(
                            a != last.spot and compass(inn, a, last.spot) == back
                            for a in start
                            if a in inn.xy
                        ):
                            bad(line, f"{x} went {back} from {anchor} to {last.spot}, told as going {way}")
            for match in WENT_STAIRS.finditer(text):
                way, stairs = match.group(2), match.group(3)
                spots = phrase.get(stairs, set())
                want = ("stairs", "stair-foot") if way == "down" else ("stair-foot", "stairs")
                for x in _names(match.group(1)):
                    last, after = _last_seen(line, where, x)
                    pair = (last.spot, after.spot) if last and after else ("", "")
                    kinds = tuple(inn.kind.get(p) for p in pair)
                    if kinds != want or not spots & set(pair):
                        bad(line, f"{x} did not go {way} {stairs} after the last minute seen: {pair}")
            for match in HEADING.finditer(text):
                spots = phrase.get(match.group(2), set())
                for x in _names(match.group(1)):
                    last, after = _last_seen(line, where, x)
                    if after is None or not ({after.spot, after.place} & spots):
                        bad(line, f"{x} not heading toward {match.group(2)}: next {after}")
            for match in HEADING_ROOM.finditer(text):
                # only the room they step into next (a kill on arriving hides the going in:
                # issue 21 point 4, the engine's), never the next door on a route
                room = next(iter(phrase[match.group(2)]))
                for x in _names(match.group(1)):
                    if any(
                        x in _names(o.group(1)) and o.group(2) == match.group(2)
                        for o in CAME_OUT.finditer(text)
                    ):
                        bad(line, f"{x} heading toward {match.group(2)}, the room they came out of")
                    if not any((s := where.get((x, t))) and s.spot == room for t in range(m, m + 12)):
                        bad(line, f"{x} never in {room}: a door named as where they were going")
            for match in WENT_INTO.finditer(text):
                places = phrase[match.group(2)]
                for x in _names(match.group(1)):
                    if not _through(where, x, m, places, "entering"):
                        bad(line, f"{x} not going into {match.group(2)} at {m}: {where.get((x, m))}")
            for match in CAME_OUT.finditer(text):
                places = phrase[match.group(2)]
                for x in _names(match.group(1)):
                    if not _through(where, x, m, places, "leaving"):
                        bad(line, f"{x} not coming out of {match.group(2)} at {m}: {where.get((x, m))}")
            for match in BACK_IN.finditer(text):
                places = phrase[match.group(2)]
                for x in _names(match.group(1)):
                    s = where.get((x, m + 1))
                    if not (s and s.spot in places):
                        bad(line, f"{x} not back in {match.group(2)} at {m + 1}: {s}")
            for match in CAME_IN.finditer(text):
                for x in _names(match.group(1)):
                    s = where.get((x, m))
                    if not (s and s.activity == "entering" and s.place == me.place):
                        bad(line, f"{x} not coming into {me.place} at {m}")
            for match in CAME_ONTO.finditer(text):
                # on that place itself then, as the walker's own report dates the arrival (the
                # stair foot, in the garden zone, is not yet the garden: issue 21)
                t = _minute(match.group(2)) if match.group(2) else m
                for x in _names(match.group(1)):
                    s = where.get((x, t))
                    if not (s and s.spot in phrase[match.group(3)]):
                        bad(line, f"{x} not in {match.group(3)} at {t}: {s}")
            if NO_ONE_OPENED.search(text):
                own = OWN_KNOCK.search(text)
                theirs = THEY_KNOCKED.search(text)
                if own:
                    door = inn.door_of_room[next(iter(phrase[own.group(1)]))]
                elif theirs and theirs.group(2):
                    door = inn.door_of_room[next(iter(phrase[theirs.group(2)]))]
                else:  # a knock heard or seen from inside: this room's door
                    door = inn.door_of_room.get(me.place, "")
                opened = [
                    s.person
                    for s in result.run.steps
                    if s.minute == m and s.spot == door and s.place != door and s.activity != "dead"
                ]
                if opened:
                    bad(line, f"{door} opened at {m} for {opened}")
            for match in ARRIVED.finditer(text):
                s = where[(name, _minute(match.group(1)))]
                if s.activity not in ("entering", "killing"):
                    bad(line, f"not arriving at {match.group(1)}: {s.activity}")
            for match in REACHED.finditer(text):
                s = where[(name, _minute(match.group(2)))]
                if s.place not in phrase[match.group(1)] or s.activity not in (
                    "entering",
                    "leaving",
                    "killing",
                ):
                    bad(line, f"not reaching {match.group(1)} at {match.group(2)}: {s}")
            for match in WAS_AT.finditer(text):
                spots = {me.place} if match.group(2) == "in the room" else phrase.get(match.group(2), set())
                for x in _names(match.group(1)):
                    s = where.get((x, m))
                    if not (s and (s.spot in spots or s.place in spots)):
                        bad(line, f"{x} not {match.group(2)} at {m}: {s}")
            for match in KILLED_AT.finditer(text):
                s = where.get((match.group(1), m))
                spots = phrase.get(match.group(2), set())
                killing = s and (s.activity == "killing" or (s.activity == "dead" and (s.person, m) in kills))
                if not (killing and (s.spot in spots or s.place in spots)):
                    bad(line, f"{match.group(1)} not killing {match.group(2)} at {m}: {s}")
                elif match.group(2).startswith("outside") and s.place != s.spot:
                    # a kill on a room's threshold happens inside the room (ADJUDICATION 9.3)
                    bad(line, f"{match.group(1)} killing in {s.place}, not {match.group(2)}")
            # a line claims only what its reader could see (docs/VISIBILITY.md): a body, a
            # victim's fall, a killer by the body (issue 21: "守在尸体旁" told in the garden of
            # a body at the top of the stairs); and a door only where there is one
            for match in STAYED_BY.finditer(text):
                killer, victim = where.get((match.group(1), m)), where.get((match.group(2), m))
                if not (killer and victim and killer.place == victim.place):
                    bad(line, f"{match.group(1)} not by {match.group(2)}'s body: {killer} / {victim}")
                elif (name, match.group(2), m) not in saw and (name, match.group(2), m + 1) not in saw:
                    bad(line, f"{match.group(2)}'s body never seen by {name} at {m}")
            stay = STAY_SCENE.match(text)
            if stay:  # an undated scene on a stay holds the whole stay (issue 21)
                end = _minute(stay.group(2))
                for x in set(NAME.findall(stay.group(3))):
                    steps = [where.get((x, t)) for t in range(m, end + 1)]
                    held = {(s.spot, s.activity, s.detail) if s else None for s in steps}
                    if len(held) != 1:
                        bad(line, f"{x} does not stay as the scene says until {stay.group(2)}")
            for match in KILLED_UNSEEN.finditer(text):
                spots = phrase.get(match.group(2), set())
                for x in _names(match.group(1)):
                    s, before = where.get((x, m)), where.get((x, m - 1))
                    falls = s and s.activity == "dead" and (before is None or before.activity != "dead")
                    if not (falls and s.spot in spots and (name, x, m) in saw):
                        bad(line, f"{x} not seen falling {match.group(2)} at {m}: {s}")
            for match in KILLED_APART.finditer(text):
                victim = where.get((match.group(2), m))
                spots = phrase.get(match.group(3), set())
                if not (victim and victim.spot in spots and (name, match.group(2), m) in saw):
                    bad(line, f"{match.group(2)} not seen falling {match.group(3)} at {m}: {victim}")
            for match in STANDING_OVER.finditer(text):
                killer, victim = where.get((match.group(1), m)), where.get((match.group(2), m))
                if not (
                    killer and victim and killer.spot == victim.spot and (name, match.group(2), m) in saw
                ):
                    bad(line, f"{match.group(1)} not seen over {match.group(2)}'s body: {killer} / {victim}")
            for match in BODIES_LAY.finditer(text):
                spots = {me.place} if match.group(2) == "in the room" else phrase.get(match.group(2), set())
                for x in NAME.findall(match.group(1)):
                    s = where.get((x, m))
                    if not (s and s.activity == "dead" and s.spot in spots and (name, x, m) in saw):
                        bad(line, f"{x}'s body not seen {match.group(2)} at {m}: {s}")
            for match in DOOR_OF.finditer(text):
                if match.group(2):
                    rooms = phrase.get(match.group(2), set())
                elif match.group(3):
                    rooms = {home} if home else set()
                else:  # "came to the door": the door of the room the reader is in
                    rooms = {me.place}
                doors = {inn.door_of_room[r] for r in rooms if r in inn.door_of_room}
                if not doors:
                    bad(line, f"a door named where there is none: {match.group(0)}")
                for x in _names(match.group(1)):
                    s = where.get((x, m))
                    if not (s and s.spot in doors):
                        bad(line, f"{x} not at the door of {sorted(rooms)} at {m}: {s}")
            if NO_DOOR_ZH.search(line.text_zh):
                bad(line, f"a door named where there is none: {line.text_zh}")
            for match in EACH_OTHER.finditer(text):
                spots = phrase.get(match.group(3), set())
                for x in (match.group(1), match.group(2)):
                    s = where.get((x, m))
                    if not (s and s.activity == "dead" and s.spot in spots):
                        bad(line, f"{x} not falling {match.group(3)} at {m}: {s}")
    return problems


def witness_problems(result: bh.NightResult) -> list[str]:
    """A report tells a killing exactly to the witnesses of ``cases.csv`` (ADJUDICATION 7:
    whoever sees a kill's first minute is told of the killing, not only of a body; issue 21):
    each witness with a report has a line at the kill's minute saying the victim was killed,
    and nobody else but the killer has one."""
    problems: list[str] = []
    for case in result.case_records:
        witnesses = set(result.witnesses(case))
        victim = re.compile(rf"\b{re.escape(case.victim)}\b")
        for name, report in result.reports.items():
            told = [
                x.text_en
                for x in report.lines
                if x.minute == case.minute and "killed" in x.text_en and victim.search(x.text_en)
            ]
            if name in witnesses and not told:
                lines = [x.text_en for x in report.lines if x.minute == case.minute]
                problems.append(f"{name}, a witness of {case.victim}'s murder, is not told of it: {lines}")
            elif told and name not in witnesses and name != case.killer:
                problems.append(f"{name} is told of {case.victim}'s murder but is no witness: {told}")
    return problems


# the night Hypothesis found (tests/test_report_claims.py's @example): H goes to 201 at 22:10 and
# kills A there at 22:14 from the door; G, with a standing kill of H, reaches that door at 22:14
# and kills H in the same minute. H falls as H kills, never seen killing: cases.csv lists G as a
# witness of A's murder (G saw the killer in its first minute), G was told only of G's own kill
# D (207 -> 201) and E (202 -> 209), each with a standing kill of the other, cross between
# 203's and 205's doors at 20:12 and kill each other there, each where they stand: D falls
# outside 203, E outside 205. B (203) and C (205) watch their doors through the peephole, so
# each sees one of them fall, killing the other out of sight; P1, arriving at 201's door, sees
# both. cases.csv lists B, C and P1 as witnesses of both murders.
MUTUAL_KILL_SEEN_ON_ONE_SIDE: dict[str, dict[str, Any]] = {
    "B": {"orders": [{"at": "20:00", "peek": "peephole"}]},
    "C": {"orders": [{"at": "20:00", "peek": "peephole"}]},
    "D": {"orders": [{"at": "20:10", "go": "201"}], "standing": [{"kill": "E", "from": "20:10"}]},
    "E": {"orders": [{"at": "20:10", "go": "209"}], "standing": [{"kill": "D", "from": "20:10"}]},
    "P1": {"orders": [{"at": "20:00", "go": "202"}, {"at": "20:10", "go": "201"}]},
}

KILLER_KILLED_AS_THEY_KILL: dict[str, dict[str, Any]] = {
    "D": {
        "orders": [
            {"at": "20:00", "go": "home"},
            {"at": "20:10", "go": "home"},
            {"at": "20:20", "go": "home"},
            {"at": "22:10", "go": "home"},
            {"at": "22:30", "go": "home"},
        ],
        "door": "open",
        "standing": [],
    },
    "G": {
        "orders": [
            {"at": "20:00", "go": "home"},
            {"at": "20:10", "go": "home"},
            {"at": "20:20", "go": "home"},
            {"at": "20:30", "go": "home"},
            {"at": "20:40", "go": "lawn"},
            {"at": "22:10", "go": "203"},
            {"at": "22:40", "go": "home"},
        ],
        "door": "open",
        "standing": [
            {"kill": "F", "from": "20:00", "until": "20:01"},
            {"kill": "H", "from": "21:50", "until": "22:39"},
        ],
    },
    "H": {
        "orders": [
            {"at": "20:00", "go": "home"},
            {"at": "20:10", "go": "home"},
            {"at": "20:20", "go": "home"},
            {"at": "20:30", "go": "home"},
            {"at": "20:40", "go": "204", "peek": "window"},
            {"at": "22:10", "kill": "A", "go": "201"},
        ],
        "door": "open",
        "standing": [],
    },
}
