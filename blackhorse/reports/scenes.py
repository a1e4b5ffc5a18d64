"""Who was where at a glance, in Chinese and English: the scene a report tells when the
player's view opens (an arrival, the start of a peek, a period). See ``docs/REPORTS.md``
("Scenes")."""

from __future__ import annotations

from collections.abc import Sequence

from blackhorse.reports.seenevents import over_body
from blackhorse.reports.vocabulary import PEEK_EN, PEEK_ZH, Words, names_en, names_zh
from blackhorse.sight.visibility import Sighting, SightingRow


def scene(
    words: Words, rows: Sequence[SightingRow], here: str, peek: bool = False, walking: bool = False
) -> tuple[str, str]:
    """Who was where at a glance: ``娱乐室里有E和F，正在向窗口张望`` / ``E and F were there, ...``.
    ``peek``: the observer looks out (a window, a peephole), so "there" would read as what they
    look at: the English says "in the room", as the Chinese says 房间里 (issue 21 point 14).
    ``walking``: the observer is on their way (setting off, walking), so "there" would read as
    where they are going: the English names the place ("F was in your room", "H was at the
    foot of the west stairs"), as the Chinese does. ``rows``: the sightings told (plain tuples:
    minute, observer, subject, spot, activity, channel)."""
    there = "in the room" if peek else "there"
    here_en = "" if walking else here  # on the way no place is "there": each is named
    if len(rows) == 1 and rows[0][4] == "staying":  # one person staying: the common scene
        _, _, name, spot, _, _ = rows[0]
        where_en = there if spot == here_en else words.en_at(spot)
        where_zh = "房间里" if spot == here and spot == words.v.room else words.zh_at(spot)
        return f"{where_zh}有{name}", f"{name} was {where_en}"
    zh: list[str] = []
    en: list[str] = []
    by_spot: dict[str, list[Sighting]] = {}
    for r in sorted(rows, key=lambda r: (r[3], r[2])):  # by spot, then subject
        by_spot.setdefault(r[3], []).append(Sighting._make(r))
    for spot, group in by_spot.items():
        # a killer cleaning away from the body (a kill at an open-air meeting: each where they
        # stood) is told as there, not as standing over it
        over = [
            r for r in group if r.activity == "cleaning" and over_body(words.v, r.subject, r.minute, spot)
        ]
        alive = [r for r in group if r.activity in ("staying", "peeking", "cleaning") and r not in over]
        if alive:
            who = [r.subject for r in alive]
            verb = "was" if len(who) == 1 else "were"
            where_en = there if spot == here_en else words.en_at(spot)
            where_zh = "房间里" if spot == here and words.own(spot) else words.zh_at(spot)
            zh.append(f"{where_zh}有{names_zh(who)}")
            en.append(f"{names_en(who)} {verb} {where_en}")
            peeks = [
                (r.subject, words.v.step_of(r.subject, r.minute)) for r in alive if r.activity == "peeking"
            ]
            kinds = sorted({s.detail for _, s in peeks if s is not None})
            for kind in kinds:
                doing = [n for n, s in peeks if s is not None and s.detail == kind]
                if len(doing) == len(who):
                    zh.append(PEEK_ZH[kind])
                    en[-1] += f", {PEEK_EN[kind]}"
                else:
                    zh.append(f"{names_zh(doing)}{PEEK_ZH[kind]}")
                    en.append(f"{names_en(doing)} {'was' if len(doing) == 1 else 'were'} {PEEK_EN[kind]}")
        for r in over:
            step = words.v.step_of(r.subject, r.minute)
            if step is not None:
                zh.append(f"{r.subject}站在{step.detail}的尸体旁")
                en.append(f"{r.subject} was standing over {step.detail}'s body {words.en_at(spot)}")
        tended = {str(s.detail) for r in over if (s := words.v.step_of(r.subject, r.minute))}
        bodies = [r.subject for r in group if r.activity == "dead" and r.subject not in tended]
        if bodies:
            where_zh = "房间里" if spot == here and words.own(spot) else words.zh_at(spot)
            zh.append(f"{where_zh}躺着{names_zh(bodies)}的尸体")
            en.append(
                f"{names_en([b + chr(39) + 's' for b in bodies])} {'body' if len(bodies) == 1 else 'bodies'}"
                f" lay {there if spot == here_en else words.en_at(spot)}"
            )
    return "，".join(zh), "; ".join(en)


__all__ = ["scene"]
