"""Every report line traces to the rows it came from (reports/NAME.json, `blackhorse explain`)."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings

import blackhorse as bh
from blackhorse.cli.main import main
from blackhorse.core.clock import hhmm
from blackhorse.core.records import Step
from blackhorse.reports.report import Report, build_report
from blackhorse.sight.visibility import Sighting
from tests.gamekit import play
from tests.hypothesiskit import examples
from tests.scenariokit import SCENARIOS
from tests.strategies import night_orders

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = [SCENARIOS / "seed-sample", SCENARIOS / "first-night"]
KILLING = ("killing", "cleaning")
NAME = re.compile(r"\b(?:[A-H]|P[1-3])\b")


def sighting_rows(result: bh.NightResult) -> list[Sighting]:
    return [
        Sighting(int(m), o, s, sp, a, c)
        for m, o, s, sp, a, c in result.sightings[
            ["minute", "observer", "subject", "spot", "activity", "channel"]
        ].itertuples(index=False)
    ]


def check_provenance(result: bh.NightResult) -> None:
    """Sources exist; each sighting of the observer and each own row backs exactly one line."""
    steps = set(result.run.steps)
    where = {(s.person, s.minute): s for s in result.run.steps}
    seen = sighting_rows(result)
    for name, report in result.reports.items():
        assert json.loads(report.as_json())["lines"] == [line.as_json() for line in report.lines]
        mine = Counter(r for r in seen if r.observer == name)
        used = Counter(r for line in report.lines for r in line.sightings)
        assert used == mine, f"{name}: sightings not used exactly once"
        own = Counter(s for s in result.run.steps if s.person == name)
        used_own = Counter(s for line in report.lines for s in line.timeline if s.person == name)
        assert used_own == own, f"{name}: own rows not used exactly once"
        for line in report.lines:
            assert set(line.timeline) <= steps
            # only the person's own rows (a knock heard from inside holds the listener's
            # step, never the unseen visitor's: issue 21 point 8)
            assert all(s.person == name for s in line.timeline), (name, line.text_en)
            assert line.text_zh and line.text_en and "{" not in line.text_en + line.text_zh
            # a line names only people the observer saw in the rows behind it, and the
            # victim of a killing (or cleaning) seen: "killing whom" is seen (ADJUDICATION 6)
            named = set(NAME.findall(line.text_en))
            behind = {r.subject for r in line.sightings}
            behind |= {where[(r.subject, r.minute)].detail for r in line.sightings if r.activity in KILLING}
            behind |= {s.detail for s in line.timeline if s.activity in KILLING}
            assert named <= behind, f"{name} line {line.k} names {named - behind} unseen: {line.text_en}"


@pytest.mark.parametrize("game", SCENARIOS, ids=lambda p: p.name)
def test_every_line_traces_to_rows_of_the_night(game: Path) -> None:
    check_provenance(bh.run_night(game, 1))


# a kill whose cleaning runs into the next period, then a walk: the new period says where
# the killer was (one line), and its rows are not also the kill line's (found by CI)
CLEANING_INTO_A_PERIOD = {
    "A": {
        "orders": [{"at": "20:50", "go": "garden"}, {"at": "21:00", "go": "home"}],
        "standing": [{"kill": "C", "from": "20:00", "until": "20:53"}],
    },
    "C": {"orders": [{"at": "20:00", "go": "garden"}]},
}


@settings(max_examples=examples(25), deadline=None)
@given(night_orders())
@example(CLEANING_INTO_A_PERIOD)
def test_random_nights_reports_trace_to_their_rows(orders: dict[str, dict[str, Any]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        result = play(Path(folder), orders)
    check_provenance(result)


def test_json_lists_the_source_rows_as_in_the_csv_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert main(["night", str(SCENARIOS[0]), "1", "--out", str(out)]) == 0
    data = json.loads((out / "reports" / "A.json").read_text(encoding="utf-8"))
    assert data["person"] == "A" and data["night"] == 1 and data["role"] == "tenant"
    timeline = set((out / "timeline.csv").read_text(encoding="utf-8").splitlines()[1:])
    sightings = set((out / "sightings.csv").read_text(encoding="utf-8").splitlines()[1:])
    line = next(x for x in data["lines"] if "C passed your door" in x["text_en"])
    assert line["minute"] == "20:22" and line["text_zh"] == "8:22看见C从你门前经过，从西楼梯下楼去了"
    rows = line["sources"]["sightings"]
    assert [(r["minute"], r["subject"], r["spot"], r["channel"]) for r in rows] == [
        ("20:22", "C", "door-201", "peephole"),
        ("20:23", "C", "west-stairs", "peephole"),
    ]
    for x in data["lines"]:
        for r in x["sources"]["timeline"]:
            assert ",".join([r["minute"], r["person"], r["spot"], r["activity"], r["detail"]]) in timeline
        for r in x["sources"]["sightings"]:
            fields = [r["minute"], r["observer"], r["subject"], r["spot"], r["activity"], r["channel"]]
            assert ",".join(fields) in sightings
    assert [x["line"] for x in data["lines"]] == list(range(1, len(data["lines"]) + 1))


def test_explain_prints_each_line_with_its_rows(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(SCENARIOS[0]), "1", "A"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A, night 1: ")
    assert "[3] 20:22  20:22 C passed your door and went down the west stairs" in out
    assert "    sightings  20:22        A saw C door-201 walking [peephole]" in out
    assert "    timeline   20:00-20:19  A 201 peeking window  (20 rows)" in out
    assert main(["explain", str(SCENARIOS[0]), "1", "A", "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    assert "[3] 8:22  8:22看见C从你门前经过，从西楼梯下楼去了" in out
    assert "    目击       8:22         A看见C在201门前走路（门孔）" in out


def test_explain_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(SCENARIOS[0]), "1", "A", "--line", "1"]) == 0
    out = capsys.readouterr().out
    assert "[1] 20:00  20:00–20:19 looked out of the window; saw no one" in out and "[2]" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["E"], "E -- was killed that night and gets no report"),
        (["Z"], "Z -- is not on the map that night"),
        (["A", "--line", "99"], "--line: 99 -- a line number from 1 to"),
    ],
)
def test_explain_refuses_what_has_no_report(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["explain", str(SCENARIOS[0]), "1", *args]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("command", ["explain", "report"])
@pytest.mark.parametrize("typed", ["a", "Ａ"])
def test_explain_and_report_match_the_name_regardless_of_case_and_width(
    command: str, typed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # like every name of the game (parse, bots, order files): `a` and `Ａ` are A
    assert main([command, str(SCENARIOS[0]), "1", "A"]) == 0
    expected = capsys.readouterr().out
    assert main([command, str(SCENARIOS[0]), "1", typed]) == 0
    assert capsys.readouterr().out == expected
    assert main([command, str(SCENARIOS[0]), "1", "e"]) == 2  # E, killed that night
    assert "NAME: e -- was killed that night and gets no report" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("night", "typed", "said"),
    [
        # a new GM's walk: the dead and the jailed were "not on the map that night", a typo got
        # no hint, and a night with no folder yet was told to "create it empty"
        ("2", "E", "NAME: E -- dead since night 1, so not on the map that night; people with a report:"),
        (
            "2",
            "g",
            "NAME: g -- jailed since day 1, case 1, so not on the map that night; people with a report:",
        ),
        ("2", "Bb", "NAME: Bb -- is not on the map that night; people with a report: B, C, D"),
        ("7", "A", "nights/7: N: 7 -- a night of this game with a folder: 1, 2, 3"),
    ],
)
def test_report_says_why_a_person_or_a_night_has_no_report(
    night: str, typed: str, said: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tmp_path / "full-game"
    shutil.copytree(SCENARIOS[0].parent / "full-game", game)
    assert main(["play", str(game)]) == 0
    capsys.readouterr()
    assert main(["report", str(game), night, typed]) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and "create it empty" not in err
    if typed == "Bb":
        assert err.rstrip().endswith("(did you mean `B`?)")


def test_report_by_a_declared_nickname_names_whose_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A new GM's first game: `report GAME 1 mandy` (game.yaml: 陈美玲's nickname) said only "not on
    the map that night"; commands take names as game.yaml writes them, so the hint names her."""
    game = tmp_path / "first-night"
    shutil.copytree(SCENARIOS[0], game)
    shutil.rmtree(game / "nights" / "1" / "results", ignore_errors=True)  # as README's first run may leave it
    (game / "game.yaml").write_text(
        (game / "game.yaml").read_text(encoding="utf-8") + "nicknames: {C: [Mandy]}\n", encoding="utf-8"
    )
    assert main(["night", str(game), "1"]) == 0
    capsys.readouterr()
    assert main(["report", str(game), "1", "mandy"]) == 2
    assert capsys.readouterr().err.rstrip().endswith("(did you mean `C`?)")


# -- the phrasing code on hand-made rows (no simulation) ----------------------------------------------
def still(person: str, spot: str, activity: str = "staying", detail: str = "") -> list[Step]:
    return [Step(m, person, spot, activity, detail, spot) for m in range(180)]


def test_hand_made_rows_become_the_seeds_sentence() -> None:
    """A peeks through the peephole; X passes A's door and goes down the west stairs."""
    walk = {21: "door-203", 22: "door-201", 23: "west-stairs", 24: "west-stairs-foot", 25: "garden"}
    x = [
        Step(
            m, "X", walk.get(m, "203" if m < 21 else "garden"), "walking" if m in walk else "staying", "", ""
        )
        for m in range(180)
    ]
    x = [s._replace(place=s.spot) for s in x]
    seen = [
        Sighting(22, "A", "X", "door-201", "walking", "peephole"),
        Sighting(23, "A", "X", "west-stairs", "walking", "peephole"),
    ]
    report = build_report(
        "A", "tenant", "201", 1, bh.load_inn(), [*still("A", "201", "peeking", "peephole"), *x], seen
    )
    texts = [(hhmm(line.minute), line.text_zh, line.text_en) for line in report.lines]
    assert texts[0] == (
        "20:00",
        "8:00－8:59从门孔向外窥视",
        "20:00–20:59 watched the corridor through the peephole",
    )
    assert texts[1] == (
        "20:22",
        "8:22看见X从你门前经过，从西楼梯下楼去了",
        "20:22 X passed your door and went down the west stairs",
    )
    assert texts[2][1:] == ("此外再没有人出现", "No one else came into view")
    assert (
        "8:00－8:59从门孔向外窥视。8:22看见X从你门前经过，从西楼梯下楼去了。此外再没有人出现。"
        in report.markdown("zh")
    )
    assert report.lines[1].sightings == tuple(seen)


def test_hand_made_rows_people_leaving_together_share_a_sentence() -> None:
    e = [
        Step(m, "E", "204" if m < 30 else ("door-204" if m == 30 else "door-207"), "staying", "", "204")
        for m in range(180)
    ]
    f = [s._replace(person="F") for s in e]
    e = [s._replace(activity="leaving", detail="to 207") if s.minute == 30 else s for s in e]
    f = [s._replace(activity="leaving", detail="to 207") if s.minute == 30 else s for s in f]
    seen = [
        Sighting(
            m, "A", who, "204" if m < 30 else "door-204", "staying" if m < 30 else "leaving", "same-zone"
        )
        for m in range(31)
        for who in ("E", "F")
    ]
    report: Report = build_report("A", "tenant", "201", 1, bh.load_inn(), [*still("A", "204"), *e, *f], seen)
    assert "8:00－8:59待在娱乐室聊天，8:00娱乐室里有E和F。8:30 E和F离开。" in report.markdown("zh")
    assert (
        "20:00–20:59 chatted in the common room; at 20:00 E and F were there. 20:30 E and F left."
        in report.markdown("en")
    )


def test_a_subject_no_line_names_gets_a_line_of_their_own() -> None:
    """The safety net (reports.lines): a sighting row that comes before any line about its
    subject is still told and held, by a line of its own at its minute after that minute's
    other lines, never dropped or given to a line about someone else."""
    from blackhorse.reports.events import NightFacts, SeenAt, Viewer, own_events
    from blackhorse.reports.lines import report_lines

    steps = [*still("A", "201"), *still("X", "garden")]
    own = tuple(s for s in steps if s.person == "A")
    viewer = Viewer("A", "201", bh.load_inn(), own, NightFacts(steps))
    rows = [Sighting(5, "A", "X", "garden", "staying", "window")]
    # no seen event tells X (as if every event about X had been left out)
    lines = report_lines(viewer, own_events(viewer, SeenAt(rows)), [], rows)
    held = [line for line in lines if line.sightings]
    assert [line.sightings for line in held] == [tuple(rows)]
    assert held[0].minute == 5
    assert [line.minute for line in lines] == sorted(line.minute for line in lines)
    assert [line.k for line in lines] == list(range(1, len(lines) + 1))
