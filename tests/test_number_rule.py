"""One number rule (core/numbers.py) for every number that enters: arguments, form fields,
file fields, folder and file names. Each repro of issue 20 that crashed or slipped through."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core.numbers import CASE, MINUTES, NIGHT, SAVE, number_name, read_number
from blackhorse.portal.access import GM
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Site, served_site
from tests.scenariokit import SCENARIOS

ODD = ("²", "¹", "١", "१", "１", "+1", " 1", "1.0", "1e3", "", "-", "0x1", "99999999999999999999", "1" * 5000)


@pytest.mark.parametrize("text", ODD)
def test_only_ascii_digits_within_the_bound_are_a_number(text: str) -> None:
    assert read_number(text, NIGHT) is None
    assert read_number(text, SAVE) is None
    assert number_name(text) is None


def test_numbers_as_written_are_read_and_bounded() -> None:
    assert read_number("7", NIGHT) == 7 and read_number("999", NIGHT) == 999
    assert read_number("1000", NIGHT) is None and read_number("0", NIGHT) is None
    assert read_number("0", NIGHT, below=True) == 0 and read_number("-1", NIGHT, below=True) == -1
    assert read_number("527040", MINUTES) == 527040 and read_number("527041", MINUTES) is None
    assert read_number("2", CASE) == 2
    # a name: as blackhorse writes it, no leading zero or sign
    assert number_name("3") == 3 and number_name("03") is None and number_name("1000") is None


def played(tmp_path: Path) -> Path:
    game = tmp_path / "full-game"
    shutil.copytree(SCENARIOS / "full-game", game)
    assert main(["play", str(game)]) == 0
    return game


def test_stray_folders_and_files_under_nights_and_days_are_named_never_crashed_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `nights/²` broke status, play and night; `days/².yaml` broke status (int('²'))
    game = played(tmp_path)
    (game / "nights" / "²").mkdir()
    (game / "nights" / "03").mkdir()
    (game / "nights" / "7").write_text("a file, not a folder\n", encoding="utf-8")
    (game / "days" / "².yaml").write_text("{}\n", encoding="utf-8")
    (game / "days" / "notes.txt").write_text("the GM's notes\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["status", str(game)]) == 0
    out = capsys.readouterr().out
    for stray in ("nights/²", "nights/03", "nights/7", "days/².yaml", "days/notes.txt"):
        assert f"Warning: {stray}: not read (" in out, stray
    assert main(["status", str(game), "--lang", "zh"]) == 0
    assert "警告：nights/²：未读取（" in capsys.readouterr().out
    assert main(["play", str(game)]) == 0  # nothing to run, and no night 7 or ² tried
    assert "warning: nights/²: not read" in capsys.readouterr().err
    assert main(["night", str(game), "2"]) == 0
    capsys.readouterr()
    assert main(["status", str(game), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == "B"


@pytest.mark.parametrize(
    ("argv", "field", "value"),
    [
        (["status", "{game}", "--after", "night:²"], "--after", "night:²"),
        (["night", "{game}", "²"], "night", "²"),
        (["check", "{game}", "١"], "night", "١"),
        (["close-day", "{game}", "99999999999999999999"], "day", "99999999999999999999"),
        (["audit", "{game}", "--save", "99999999999999999999"], "--save", "99999999999999999999"),
        (["audit", "{game}", "--last", "¹"], "--last", "¹"),
        (["deadline", "{game}", "²", "now"], "night", "²"),
        (["day", "{game}", "१"], "day", "१"),
        (["explain", "{game}", "1", "A", "--line", "²"], "--line", "²"),
        (["bots", "{game}", "1", "--seed", "²"], "--seed", "²"),
        (["whatif", "{game}", "٣", "A", "-"], "night", "٣"),
        (["parse", "{game}", "1e3", "A", "-"], "night", "1e3"),
    ],
)
def test_a_number_argument_that_breaks_the_rule_is_refused_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], field: str, value: str
) -> None:
    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game)
    before = sorted(p.relative_to(game) for p in game.rglob("*"))
    assert main([a.format(game=game) for a in argv]) == 2
    err = capsys.readouterr().err
    assert f": {field}: {value} -- " in err and "digits 0-9" in err and "Traceback" not in err
    assert sorted(p.relative_to(game) for p in game.rglob("*")) == before  # nothing written


def test_no_command_reads_a_number_any_other_way() -> None:
    # a command added later with `type=int` would take `١` as 1 and `²` as a traceback
    import argparse

    from blackhorse.cli.main import build_parser

    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in commands.choices.items():
        for action in sub._actions:
            assert action.type not in (int, float), f"blackhorse {name} {action.dest}: use add_number"


def test_two_number_arguments_wrong_are_both_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["audit", str(tmp_path), "--save", "²", "--last", "99999999999999999999"]) == 2
    err = capsys.readouterr().err
    assert "2 problems" in err and "--save: ²" in err and "--last: 99999999999999999999" in err


@pytest.mark.parametrize("when", ["+²", "+99999999999", "0001-01-01 00:00", "２０２６-01-01 00:00", "+-5"])
def test_a_deadline_that_breaks_the_rule_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], when: str
) -> None:
    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game)
    assert main(["deadline", str(game), "1", when]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"blackhorse: deadline {when!r}: ") and "Traceback" not in err


def test_a_folder_where_an_order_file_goes_is_a_problem_not_skipped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # nights/1/A.yaml/ was skipped: A sent no orders, and the night ran without them
    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game)
    (game / "nights" / "1" / "A.yaml").unlink()
    (game / "nights" / "1" / "A.yaml").mkdir()
    assert main(["check", str(game), "1"]) == 2
    assert "nights/1/A.yaml: a folder, not a file" in capsys.readouterr().err
    assert main(["night", str(game), "1"]) == 2
    assert not (game / "nights" / "1" / "results").exists()


@pytest.mark.parametrize(
    ("field", "time"),
    [("at", "٢٠:٣٠"), ("at", "२०:३०"), ("at", "²⁰:³⁰"), ("until", "٢٢:٠٠"), ("from", "𝟐𝟏:𝟎𝟎")],
)
def test_a_time_in_an_order_file_is_written_in_the_digits_0_to_9(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, time: str
) -> None:
    # `at: "٢٠:٣٠"` (Arabic-Indic) was read as 20:30 by the checker's regex (\d is any digit)
    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game)
    if field == "at":
        text = f'who: A\norders:\n  - {{at: "{time}", go: "204"}}\n'
    else:
        other = "until" if field == "from" else "from"
        text = f'who: A\nstanding:\n  - {{kill: B, if: alone, {field}: "{time}", {other}: "22:30"}}\n'
    (game / "nights" / "1" / "A.yaml").write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert f"{field}: {time}" in err and "Traceback" not in err, err


def test_a_time_typed_full_width_is_still_read_as_orders_md_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # ORDERS.md: full-width characters typed with a Chinese input method are the ordinary ones
    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game)
    text = 'who: A\norders:\n  - {at: "２０：３０", go: "２０４"}\n'
    (game / "nights" / "1" / "A.yaml").write_text(text, encoding="utf-8")
    assert main(["check", str(game), "1"]) == 0, capsys.readouterr().err


# -- the portal ---------------------------------------------------------------------------------


@pytest.fixture
def day_site(tmp_path: Path) -> Site:
    with served_site(tmp_path) as site:
        gm = site.client(GM)
        assert gm.post("/gm/do/run", {"n": "1"}).status == 303  # E dies: case 1
        assert gm.post("/gm/do/publish", {"n": "1"}).status == 303  # day 1 opens to the players
        yield site  # type: ignore[misc]


def test_form_numbers_that_break_the_rule_are_refused_naming_the_field(day_site: Site) -> None:
    # each was an HTTP 500 (int('²'))
    p1, gm = day_site.client("P1"), day_site.client(GM)
    reply = p1.post("/p/P1/day", {"day": "²", "kind": "move", "a": "209"})
    assert reply.status == 400 and "field day takes a whole number from 1 to 999" in reply.body
    reply = gm.post("/gm/do/publish", {"n": "²"})
    assert reply.status == 400 and "field n takes" in reply.body
    reply = p1.post("/p/P1/day", {"day": "1", "withdraw": "99999999999999999999"})
    assert reply.status == 400 and "field withdraw" in reply.body
    zh = p1.post("/p/P1/day?lang=zh", {"day": "¹", "kind": "move", "a": "209"})
    assert zh.status == 400 and "表单字段 day 须为 1 到 999 之间的整数" in zh.body
    reply = gm.act("/gm/do/deadline", {"n": "2", "when": "+99999999999"})
    assert reply.refused and "+MINUTES takes minutes from now" in reply.body
    assert Store(db_path(day_site.game)).requests(1) == []


def test_one_accusation_per_case_whatever_digits_name_the_case(day_site: Site) -> None:
    # `a=١` (Arabic-Indic) and `a=१` (Devanagari) were filed after case 1 was accused
    p1, p2, p3 = day_site.client("P1"), day_site.client("P2"), day_site.client("P3")
    assert p1.post("/p/P1/day", {"day": "1", "kind": "accusation", "a": "¹", "b": "G"}).location == (
        "/p/P1?refused=bad-request"
    )
    for name, officer in (("P1", p1), ("P2", p2), ("P3", p3)):  # every officer agrees: filed
        form = {"day": "1", "kind": "accusation", "a": "1", "b": "G"}
        assert officer.post(f"/p/{name}/day", form).location == f"/p/{name}"
    for digits in ("١", "१", "１", "01"):
        reply = p2.post("/p/P2/day", {"day": "1", "kind": "accusation", "a": digits, "b": "B"})
        assert reply.location in ("/p/P2?refused=case-accused", "/p/P2?refused=bad-request"), digits
    filed = [r for r in Store(db_path(day_site.game)).requests(1) if r.kind == "accusation"]
    assert [(r.who, r.a, r.b) for r in filed] == [("P1", "1", "G")]
