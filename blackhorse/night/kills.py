"""The kills of a settled minute: who wins each victim, and the killers' and victims' minutes.

The referee (:mod:`blackhorse.night.referee`) collects the attempts of a minute (kills on
arrival, armed kills whose condition is met, standing kills) and hands them here. Two
killers of one victim: the one whose name sorts first kills, the other's kill is void and
noted. A killer who had the minute planned (a kill while staying or walking) plans again up
to it; the victim's plan past it is dropped. The killer cleans for nine minutes, then walks
on along the rest of their route.
"""

from __future__ import annotations

from typing import Any

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.records import Case
from blackhorse.inn.layout import Inn
from blackhorse.night.protocol import CLEANING_MINUTES, Intent, Walk, rows_of
from blackhorse.night.walker import Walker
from blackhorse.night.watch import Attempt


class Kills:
    """The referee's kills (a base of :class:`~blackhorse.night.referee.Referee`)."""

    inn: Inn
    walkers: dict[str, Walker]
    intents: dict[str, Intent]  # the minute being settled: of whom it concerns
    processes: dict[str, Any]  # the people's SimPy processes
    cases: list[Case]

    def kills(self, attempts: list[Attempt], t: int) -> None:
        by_victim: dict[str, list[Attempt]] = {}
        for a in attempts:
            by_victim.setdefault(a.victim, []).append(a)
        done: list[tuple[str, str]] = []
        for victim in sorted(by_victim):
            tries = sorted(by_victim[victim], key=lambda a: (a.killer, a.standing))
            winner = tries[0]
            for void in tries[1:]:
                self.walkers[void.killer].note(
                    t,
                    "voided-kill",
                    f"kill {victim} void: {winner.killer} killed {victim} the same minute"
                    " (the killer whose name sorts first); sees the body",
                    kill=victim,
                )
            done.append((winner.killer, victim))
        killers = {killer for killer, _ in done}
        for killer in sorted(killers):  # a killer who had this minute planned: plan up to it again
            if killer not in self.intents:
                self.intents[killer] = self.walkers[killer].replay(t)
                self.processes[killer].interrupt()
        for _, victim in done:
            if victim not in self.intents:
                self.intents[victim] = self.walkers[victim].track.at(t)
                self.processes[victim].interrupt()
        for killer, victim in done:
            self.scene(self.intents[killer], self.intents[victim])
        for killer, victim in done:
            self.strike(killer, victim, t)
        for killer, victim in done:
            v, vit = self.walkers[victim], self.intents[victim]
            v.dead, v.death, v.walk, v.pending, v.resume = True, f"killed by {killer}", None, None, None
            v.cleaning_left = 0
            v.key, v.intent = NIGHT_MINUTES, None
            v.notes = [n for n in v.notes if n.minute <= t]  # what they had planned past their death
            vit.activity, vit.detail = "dead", v.death
            vit.arrival = vit.begins = None
            lies = vit.place if vit.place in self.inn.beds else vit.spot  # inside, for a kill at a room
            self.cases.append(Case(victim, killer, t, lies, vit.place))

    def scene(self, kit: Intent, vit: Intent) -> None:
        """Where a kill happens (ADJUDICATION 9): in a room when killer and victim are both in
        it (inside, or on its threshold arriving or leaving). Whoever stands on the threshold
        stays there that minute, seen from the corridor going in (or out), the killing seen
        only from inside (:mod:`blackhorse.sight.sightlines`); from the next minute they are
        inside (:meth:`Referee.settle`). Otherwise at the meeting, each where they stand
        (nobody jumps): someone on a threshold meets a passer-by at the door, in the corridor."""
        room = kit.place
        if room == vit.place and room in self.inn.beds:
            return
        for it in (kit, vit):
            if it.spot != it.place and it.place in self.inn.beds:  # in a doorway: at the door
                it.place = it.spot

    def strike(self, killer: str, victim: str, t: int) -> None:
        k, kit = self.walkers[killer], self.intents[killer]
        k.may_kill, k.armed = False, False
        k.armed_until = min(k.armed_until, t + 1)
        k.cleaning_left, k.victim = CLEANING_MINUTES, victim
        kit.activity, kit.detail = "killing", victim
        if k.walk is not None:
            # The walk resumes after the cleaning along the rest of its route (named `via`
            # spots included). A killer who cleans inside a room leaves it again by its door.
            walk, k.walk = k.walk, None
            if kit.place in self.inn.beds:
                spots = [self.inn.threshold(kit.place), *(row[0] for row in walk.rows[walk.pos :])]
                rows = rows_of(spots, kit.place, walk.destination, leaving=True)
                walk = Walk(kit.place, walk.destination, walk.action, rows, walk.met)
            k.resume = walk
