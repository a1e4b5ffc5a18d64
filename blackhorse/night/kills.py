"""The kills of a settled minute: who wins each victim, and the killers' and victims' minutes.

The referee (:mod:`blackhorse.night.referee`) collects the attempts of a minute (kills on
arrival, armed kills whose condition is met, standing kills) and hands them to its
:class:`Kills`, a collaborator that keeps the night's cases. Two killers of one victim: the
one whose name sorts first kills, the other's kill is void and noted. A killer who had the
minute planned (a kill while staying or walking) plans again up to it; the victim's plan past
it is dropped. The killer cleans for nine minutes, then walks on along the rest of their
route (:meth:`Walker.strikes`, :meth:`Walker.dies`).
"""

from __future__ import annotations

from blackhorse.core.catalog import msg
from blackhorse.core.records import Case
from blackhorse.inn.layout import Inn
from blackhorse.night.protocol import Intent
from blackhorse.night.walker import Walker
from blackhorse.night.watch import Attempt


class Kills:
    """The kills of the night: settles a minute's attempts, keeps the cases."""

    def __init__(self, inn: Inn, walkers: dict[str, Walker]) -> None:
        self.inn, self.walkers = inn, walkers
        self.cases: list[Case] = []

    def settle(self, attempts: list[Attempt], t: int, intents: dict[str, Intent]) -> None:
        """Settle the ``attempts`` of minute ``t``; ``intents``, the minute's intents of those
        it concerns, gains the killers' and victims' who had the minute planned."""
        walkers = self.walkers
        by_victim: dict[str, list[Attempt]] = {}
        for a in attempts:
            by_victim.setdefault(a.victim, []).append(a)
        done: list[tuple[str, str]] = []
        for victim in sorted(by_victim):
            tries = sorted(by_victim[victim], key=lambda a: (a.killer, a.standing))
            winner = tries[0]
            for void in tries[1:]:
                walkers[void.killer].note(
                    t,
                    "voided-kill",
                    msg(
                        "kill {victim} void: {killer} killed {victim} the same minute"
                        " (the killer whose name sorts first); sees the body",
                        victim=victim,
                        killer=winner.killer,
                    ),
                    kill=victim,
                )
            done.append((winner.killer, victim))
        killers = {killer for killer, _ in done}
        for killer in sorted(killers):  # a killer who had this minute planned: plan up to it again
            if killer not in intents:
                intents[killer] = walkers[killer].woken(t, killing=True)
        for _, victim in done:
            if victim not in intents:
                intents[victim] = walkers[victim].woken(t, killing=False)
        for killer, victim in done:
            self.scene(intents[killer], intents[victim])
        for killer, victim in done:
            walkers[killer].strikes(victim, t, intents[killer])
        for killer, victim in done:
            vit = intents[victim]
            walkers[victim].dies(killer, t, vit)
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
