"""The balance report of a sweep: what a designer asks of many bot games (docs/BOTS.md).

From the sweep's table (one row per night and per case): murders per night, the share of
murders witnessed, the share of cases solved, quiet nights, who wins (police, a tenant, a
draw, unfinished) and how long games last, each with a 95% confidence interval. Shares use
the Wilson score interval (right near 0% and 100% and for few games); means use the normal
approximation, mean +- 1.96 standard errors, cut at 0 (they are of counts).
"""

from __future__ import annotations

import io
import math
from typing import TYPE_CHECKING

from blackhorse.core.dataclass import dataclass

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

Z = 1.96
SIDES = ("police", "tenant", "draw", "unfinished")


@dataclass(frozen=True)
class Estimate:
    """A share or a mean with its 95% confidence interval, from ``n`` observations."""

    value: float
    low: float
    high: float
    n: int

    def percent(self) -> str:
        if not self.n:
            return "n/a (none)"
        return f"{100 * self.value:.1f}% ({100 * self.low:.1f}-{100 * self.high:.1f}%, n={self.n})"

    def number(self) -> str:
        if not self.n:
            return "n/a (none)"
        return f"{self.value:.2f} ({self.low:.2f}-{self.high:.2f}, n={self.n})"


def wilson(hits: int, n: int) -> Estimate:
    """The share ``hits / n`` with its Wilson score interval."""
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    p = hits / n
    denominator = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / denominator
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / denominator
    # around the share itself, whatever the rounding: at 0 of 11 (or of 100, 500, 10,000) the
    # low end came out a hair above 0, at 6 of 6 the high end a hair below 1, and the chart's
    # error bar of a negative length made matplotlib raise after every game was played
    return Estimate(p, min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)), n)


def mean(values: list[float]) -> Estimate:
    """The mean with mean +- 1.96 standard errors (0 wide for a single value), the interval
    cut at 0: every mean of the report is of counts (murders, nights), never negative, and
    the normal approximation's low end went below 0 for rare murders on late nights
    (``0.14 (-0.01-0.28)``)."""
    n = len(values)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    m = sum(values) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z * sd / math.sqrt(n)
    return Estimate(m, max(0.0, m - half), m + half, n)


@dataclass(frozen=True)
class Balance:
    games: int
    nights: int
    murders_per_night: Estimate
    witnessed: Estimate  # murders with at least one witness
    solved: Estimate  # cases whose accused was the killer
    quiet: Estimate  # nights without a murder
    wins: dict[str, Estimate]  # police | tenant | draw | unfinished, share of games
    length: Estimate  # nights a game lasted
    lengths: dict[int, int]  # nights: games
    by_night: dict[int, Estimate]  # night number: murders per night
    by_strategy: dict[str, tuple[int, Estimate]]  # killer's strategy: murders, share solved


def balance(table: pd.DataFrame) -> Balance:
    """Everything the report shows, from the sweep's table."""
    nights = table[table["kind"] == "night"]
    cases = table[table["kind"] == "case"]
    games = nights.groupby("game").first()
    murders = [float(x) for x in nights["murders"]]
    sides = [str(s) for s in games["game_side"]]
    by_night = {
        int(str(k)): mean([float(x) for x in group["murders"]])
        for k, group in nights.groupby("night", sort=True)
    }
    by_strategy = {
        str(k): (len(group), wilson(int(group["solved"].sum()), len(group)))
        for k, group in cases.groupby("killer_strategy", sort=True)
    }
    lengths = games["game_nights"].value_counts().sort_index()
    return Balance(
        games=len(games),
        nights=len(nights),
        murders_per_night=mean(murders),
        witnessed=wilson(int(nights["witnessed"].sum()), int(nights["murders"].sum())),
        solved=wilson(int(cases["solved"].sum()), len(cases)),
        quiet=wilson(sum(1 for m in murders if m == 0), len(murders)),
        wins={side: wilson(sides.count(side), len(sides)) for side in SIDES},
        length=mean([float(x) for x in games["game_nights"]]),
        lengths={int(str(k)): int(v) for k, v in lengths.items()},
        by_night=by_night,
        by_strategy=by_strategy,
    )


def markdown(b: Balance, title: str, chart: str | None) -> str:
    """The report as Markdown; ``chart`` is the file name of the charts' PNG, if any."""
    lines = [
        f"# Balance: {title}",
        "",
        f"{b.games} bot games, {b.nights} nights. Values with their 95% confidence interval"
        " (shares: Wilson score interval; means: +- 1.96 standard errors, cut at 0).",
        "",
        "| measure | value |",
        "| --- | --- |",
        f"| murders per night | {b.murders_per_night.number()} |",
        f"| murders witnessed (at least one witness) | {b.witnessed.percent()} |",
        f"| cases solved (the accused was the killer) | {b.solved.percent()} |",
        f"| quiet nights (no murder) | {b.quiet.percent()} |",
        f"| nights a game lasts | {b.length.number()} |",
        "",
        "## Who wins",
        "",
        "| winner | share of games |",
        "| --- | --- |",
        *(f"| {side} | {b.wins[side].percent()} |" for side in SIDES),
        "",
        "## How long games last",
        "",
        "| nights | games |",
        "| --- | --- |",
        *(f"| {k} | {v} |" for k, v in b.lengths.items()),
        "",
        "## Murders by night number",
        "",
        "| night | murders per night |",
        "| --- | --- |",
        *(f"| {k} | {v.number()} |" for k, v in b.by_night.items()),
        "",
        "## By the killer's strategy",
        "",
        *(
            [
                "| strategy | murders | solved |",
                "| --- | --- | --- |",
                *(f"| {k} | {n} | {est.percent()} |" for k, (n, est) in b.by_strategy.items()),
            ]
            if b.by_strategy
            else ["No murder in these games: no killer, no strategy to show."]
        ),
        "",
    ]
    if chart:
        lines += [f"![winners, game length and murders per night]({chart})", ""]
    return "\n".join(lines)


def figure(b: Balance) -> Figure:
    """Three panels: who wins, how long games last, murders by night number (with CIs)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(12, 3.6), layout="constrained")
    wins, length, per_night = fig.subplots(1, 3)
    shares = [b.wins[s] for s in SIDES]
    values = [0.0 if math.isnan(e.value) else 100 * e.value for e in shares]
    errors = [
        [0.0 if math.isnan(e.value) else 100 * (e.value - e.low) for e in shares],
        [0.0 if math.isnan(e.value) else 100 * (e.high - e.value) for e in shares],
    ]
    wins.bar(SIDES, values, yerr=errors, capsize=4, color=["#4c72b0", "#c44e52", "#8c8c8c", "#dddddd"])
    wins.set_ylabel("% of games")
    wins.set_title("who wins (95% CI)")
    length.bar(list(b.lengths), list(b.lengths.values()), color="#55a868")
    length.set_xlabel("nights")
    length.set_ylabel("games")
    length.set_title("how long games last")
    nights = list(b.by_night)
    means = [b.by_night[k].value for k in nights]
    spread = [  # the interval as the report gives it, cut at 0 below (not mean +- the upper half)
        [b.by_night[k].value - b.by_night[k].low for k in nights],
        [b.by_night[k].high - b.by_night[k].value for k in nights],
    ]
    per_night.errorbar(nights, means, yerr=spread, marker="o", capsize=3)
    per_night.set_xlabel("night")
    per_night.set_ylabel("murders")
    per_night.set_title("murders per night (95% CI)")
    return fig


def png(b: Balance) -> bytes:
    buffer = io.BytesIO()
    figure(b).savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    return buffer.getvalue()
