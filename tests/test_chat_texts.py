"""Texts a GM pastes into chat messages (issue 9, point 11): each report as plain text next to
its Markdown, and each tenant's secret opening notice written by `blackhorse register`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.cli.main import main
from tests.gamehelpers import snapshot
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
MARKS = re.compile(r"\*\*|^#|^\s*[-*] |`|\[.*\]\(", re.M)


@pytest.fixture(scope="module")
def sample() -> bh.NightResult:
    return bh.run_night(SCENARIOS / "seed-sample", 1)


def test_reports_come_as_plain_text_for_chat_without_markdown_marks(sample: bh.NightResult) -> None:
    files = sample.files()
    for name, report in sample.reports.items():
        for lang in ("zh", "en"):
            text = files[f"reports/{name}.{lang}.txt"]
            assert text == report.text(lang) and not MARKS.search(text), (name, lang)
            # the same words as the Markdown, marks aside
            md = files[f"reports/{name}.{lang}.md"]
            assert isinstance(md, str) and text == md.replace("**", "").replace("# ", "", 1)
    a = files["reports/A.zh.txt"]
    assert isinstance(a, str)
    assert a.startswith(
        "第1晚：房客A的报告\n\nTO 房客A：你昨晚三个小时的经历如下。\n\n第一时段（8:00－8:59）：8:00－8:19"
    )
    assert "\n20:00–20:59. 20:00–20:19 looked out of the window" in str(files["reports/A.en.txt"])


def _registered(tmp_path: Path) -> Path:
    game = tmp_path / "g"
    assert main(["new", str(game), "--tenants", "A,B,C,张三", "--name", "Spring game"]) == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text(
        "- {who: A, room: '201'}\n- {who: 张三, room: '201'}\n- {who: C, room: '203'}\n", encoding="utf-8"
    )
    targets = tmp_path / "targets.yaml"
    targets.write_text("A: [B, C]\nB: [C, 张三]\nC: [A, 张三]\n张三: [A, B]\n", encoding="utf-8")
    assert main(["register", str(game), str(apps), "--targets", str(targets)]) == 0
    return game


def test_register_writes_each_tenants_secret_opening_notice(tmp_path: Path) -> None:
    game = _registered(tmp_path)
    notices = game / "notices"
    assert sorted(p.name for p in notices.iterdir() if not p.name.startswith(".")) == [
        *(f"{n}.{lang}.txt" for n in ("A", "B", "C") for lang in ("en", "zh")),
        "public.en.txt",
        "public.zh.txt",
        *(f"张三.{lang}.txt" for lang in ("en", "zh")),
    ]
    a_zh = (notices / "A.zh.txt").read_text(encoding="utf-8")
    assert a_zh == (
        "TO 房客A：欢迎来到Spring game。\n你住在201房间，室友是张三。\n"
        "你的两个杀人目标是B和C（请保密）。整局游戏中你只能从这两人中选一人杀死。\n"
    )
    assert "You have room 203 to yourself." in (notices / "C.en.txt").read_text(encoding="utf-8")
    b_en = (notices / "B.en.txt").read_text(encoding="utf-8")
    assert "Your two targets are C and 张三 (keep this secret)." in b_en
    for path in notices.glob("*.txt"):  # plain text for chat, and nobody else's secret in it
        if path.name.startswith("public."):
            continue
        text = path.read_text(encoding="utf-8")
        assert not MARKS.search(text)
        who = path.name.split(".")[0]
        assert f"房客{who}" in text or f"tenant {who}" in text


def test_the_rooms_are_announced_publicly_and_again_after_a_day_that_changes_one(tmp_path: Path) -> None:
    # issue 21, point 6 (seed 四.2): register ends with the public announcement of the rooms,
    # for everyone, never a target; a day that changes a room rewrites it, one that does not
    # leaves it as it was
    game = _registered(tmp_path)
    notices = game / "notices"
    zh_text = (notices / "public.zh.txt").read_text(encoding="utf-8")
    en_text = (notices / "public.en.txt").read_text(encoding="utf-8")
    assert zh_text.splitlines()[:4] == [
        "Spring game：房间公告（游戏开始时）",
        "201房间：A和张三",
        "202房间：B",
        "203房间：C",
    ]
    assert "205房间：空" in zh_text
    assert en_text.splitlines()[:3] == [
        "Spring game: who lives in which room (at the start of the game)",
        "Room 201: A and 张三",
        "Room 202: B",
    ]
    assert "target" not in en_text and "目标" not in zh_text
    (game / "nights" / "1").mkdir(parents=True)
    assert main(["night", str(game), "1"]) == 0
    quiet = tmp_path / "quiet.yaml"
    quiet.write_text("moves: [{who: A, to: '201'}]\n", encoding="utf-8")  # refused: A lives there
    assert main(["day", str(game), "1", quiet.as_posix()]) == 0
    assert (notices / "public.zh.txt").read_text(encoding="utf-8") == zh_text
    moving = tmp_path / "moving.yaml"
    moving.write_text("moves: [{who: C, to: '202'}]\n", encoding="utf-8")
    assert main(["day", str(game), "1", moving.as_posix(), "--replace"]) == 0
    after = (notices / "public.zh.txt").read_text(encoding="utf-8").splitlines()
    assert after[0] == "Spring game：房间公告（第1天之后）"
    assert "202房间：B和C" in after and "203房间：空" in after
    assert "Room 202: B and C" in (notices / "public.en.txt").read_text(encoding="utf-8")
    assert (notices / "A.zh.txt").read_text(encoding="utf-8").startswith("TO 房客A")  # kept


def test_register_never_overwrites_a_gms_own_notices_folder(tmp_path: Path) -> None:
    game = tmp_path / "g"
    assert main(["new", str(game), "--tenants", "A,B,C"]) == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n", encoding="utf-8")
    (game / "notices").mkdir()
    (game / "notices" / "A.txt").write_text("the GM's own words\n", encoding="utf-8")
    before = snapshot(game)
    assert main(["register", str(game), str(apps), "--seed", "1"]) == 2
    assert snapshot(game) == before  # neither game.yaml nor the notices were written


def test_the_report_command_prints_a_report_for_chat(
    sample: bh.NightResult, capsys: pytest.CaptureFixture[str]
) -> None:
    game = str(SCENARIOS / "seed-sample")  # an English game (no `lang:`): its reports in English
    assert main(["report", game, "1", "A"]) == 0
    assert capsys.readouterr().out == sample.reports["A"].text("en")
    assert main(["report", game, "1", "A", "--lang", "zh"]) == 0
    assert capsys.readouterr().out == sample.reports["A"].text("zh")
    assert main(["report", game, "1", "A", "--lang", "en", "--format", "md"]) == 0
    assert capsys.readouterr().out == sample.reports["A"].markdown("en")
    assert main(["report", game, "1", "E"]) == 2  # killed that night: no report
    assert "gets no report" in capsys.readouterr().err


def test_each_english_sentence_opens_with_a_capital_whatever_its_first_character() -> None:
    """A sentence's first letter is made a capital (``str.upper``), also past ASCII; one that
    opens with its minute, a capital or a mark stays as it is."""
    from blackhorse.reports.render import render_all
    from blackhorse.reports.report import Report, ReportLine

    opens = ["20:05 you slept", "reached room 203", "éclair eaten", "ǆungla seen", "ß", "", "B left"]
    lines = tuple(ReportLine(k + 1, 60 + k, False, "好", text, (), ()) for k, text in enumerate(opens))
    body = render_all(Report("A", "tenant", 1, lines))["en.txt"].split("\n")[-4]
    assert body == "21:00–21:59. " + " ".join(t[:1].upper() + t[1:] + "." for t in opens)
    assert all(chr(c).upper() == chr(c) for c in range(ord("Z") + 1))  # what render skips
