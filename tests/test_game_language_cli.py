"""A Chinese game's command line and audit log speak Chinese (issue 24, item A).

`blackhorse new --lang zh` makes a Chinese game; what its commands print once they have done
their work (created, wrote, ran night 1, published, recorded day 1...), what the day's
commands refuse (`ask`, `accuse`, `claim`, `answer`) and every entry of the portal's audit log
(`blackhorse audit`, the GM's log page) are messages of the catalog, said in the game's
language. Only names, numbers, paths, commands, links and digests stay as they are. Each of
these was English in a Chinese game on the code before.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.access import GM
from tests.daykit import C_KILLS_D
from tests.portalkit import Client, invite_all, thread_server
from tests.test_portal_language import NAMES, VERBATIM, WORD, shown_text

SAMPLE = Path(__file__).resolve().parent.parent / "scenarios" / "first-night"
# a link's address, a file's name, a command's name in its problems (`blackhorse ask: DAY`)
IDS = re.compile(r"https?://\S+|\b[\w.-]+\.(?:txt|yaml|md)\b|\bblackhorse [\w-]+")
ALLOWED = {"YAML", "GM", "sha256", "FILE", "NAME", "CASE", "SPEAKER", "FROM", "UNTIL", "PLACE", "QUESTION"}
ALLOWED |= {"SUSPECT", "TENANT", "DAY", "ID", "APPLICATIONS", "N", "TLS", "gm", "test", "game"}
ALLOWED |= {"Zed", "Pq", "lawnn"}  # what the refused commands below were typed with


def english(text: str) -> list[str]:
    """The Latin-script words of a command's output but names, IDs, paths, commands, the
    arguments' own names (CASE, --by) and the file format's names."""
    text = VERBATIM.sub(" ", IDS.sub(" ", text))
    text = re.sub(r"(?<!\w)--[\w-]+", " ", text)  # an option's name, --force
    return [
        " ".join(text[max(0, m.start() - 25) : m.end() + 25].split())
        for m in WORD.finditer(text)
        if m[0] not in NAMES | ALLOWED
    ]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(list(args))
    got = capsys.readouterr()
    return code, got.out + got.err


@pytest.fixture
def zh_game(tmp_path: Path) -> Path:
    """The sample first night (E and D die), made a Chinese game as `new --lang zh` makes one."""
    game = tmp_path / "game"
    shutil.copytree(SAMPLE, game)
    (game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")
    path = game / "game.yaml"
    path.write_text("lang: zh\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    return game


def test_a_new_chinese_games_commands_say_what_they_did_in_chinese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "黑马"
    code, out = run(
        capsys, "new", str(game), "--lang", "zh", "--tenants", "A,B,C,D,E,F,G,H", "--police", "P1"
    )
    assert code == 0 and "已创建" in out and english(out) == [], out
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n", encoding="utf-8")
    code, out = run(capsys, "register", str(game), str(apps), "--seed", "3")
    assert code == 0 and "请保密" in out and english(out) == [], out


def test_a_chinese_games_night_day_and_portal_commands_speak_chinese(
    zh_game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = str(zh_game)
    invite_all(zh_game)
    said: list[str] = []
    steps = [
        ("check", game, "1"),
        ("night", game, "1"),
        ("night", game, "1"),  # again: the log says its results were replaced
        ("deadline", game, "2", "+60"),
        ("publish", game, "1"),
        ("publish", game, "1"),
        ("ask", game, "1", "A", "九点你在哪里？", "--by", "P1"),
        ("answer", game, "1", "在娱乐室"),
        ("claim", game, "1", "A", "21:00", "21:30", "娱乐室", "--by", "P1"),
        ("claim", game, "--remove", "1", "--by", "P2"),
        ("accuse", game, "1", "1", "B", "--by", "P1"),
        ("accuse", game, "1", "1", "B", "--by", "P2", "--object"),
        ("accuse", game, "1", "1", "B", "--by", "P2"),
        ("accuse", game, "1", "1", "B", "--by", "P3"),
        ("accuse", game, "1", "1", "B", "--by", "P1"),  # the objection cleared P1's agreement too
        ("invite", game, "--revoke", "F"),
        ("invite", game),
        ("questions", game),
        ("close-day", game, "1"),
    ]
    for step in steps:
        code, out = run(capsys, *step)
        assert code == 0, (step, out)
        said.append(out)
        assert english(out) == [], (step, out)
    assert "第1夜：" in said[1] and "凶手" in said[1] and "全体警察同意" in said[14]
    code, out = run(capsys, "audit", game)
    assert code == 0
    entries = out.split("操作记录", 1)[1]
    for words in (
        "结算了第1夜",
        "重新结算了第1夜",
        "公布了第1夜的报告",
        "向A提出问题",
        "回答了问题",
        "记录了案件1的陈述",
    ):
        assert words in entries, (words, entries)
    for words in ("提议在案件1中指证B", "反对在案件1中指证B", "提交指证", "作废了F的链接", "结束了第1天"):
        assert words in entries, (words, entries)
    assert english(out) == [], out


def test_the_day_commands_refusals_speak_chinese(zh_game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every refusal of `ask`, `accuse`, `claim` and `answer` a GM relaying a chat can meet,
    each naming its argument and value, in Chinese."""
    game = str(zh_game)
    invite_all(zh_game)
    code, out = run(capsys, "ask", game, "1", "A", "几点？", "--by", "P1")  # night 1 not run yet
    assert code == 2 and "现在没有开放的白天" in out and english(out) == [], out
    assert run(capsys, "night", game, "1")[0] == 0
    code, out = run(capsys, "ask", game, "1", "A", "几点？", "--by", "P1")  # run, not published
    assert code == 2 and "尚未公布" in out and english(out) == [], out
    assert run(capsys, "publish", game, "1")[0] == 0
    refusals = [
        ("ask", game, "1", "E", "几点？", "--by", "P1"),  # E is dead
        ("ask", game, "2", "A", "几点？", "--by", "P1"),  # not day 2
        ("ask", game, "1", "Zed", "几点？", "--by", "Pq"),  # nobody of the game
        ("accuse", game, "1", "9", "G", "--by", "P1"),  # no case 9
        ("accuse", game, "1", "1", "D", "--by", "P1"),  # D is case 1's victim
        ("accuse", game, "1", "1", "G", "--by", "P1", "--object"),  # nothing to object to
        ("claim", game, "9", "Zed", "25:00", "21:30", "lawnn", "--by", "P1"),
        ("claim", game, "1", "A", "21:30", "21:00", "花园", "--by", "P1"),
        ("claim", game, "--by", "P1"),
        ("answer", game, "7", "在娱乐室"),
    ]
    for step in refusals:
        code, out = run(capsys, *step)
        assert code == 2, (step, out)
        assert english(out) == [], (step, out)
    for officer in ("P1", "P2", "P3"):
        assert run(capsys, "accuse", game, "1", "1", "G", "--by", officer)[0] == 0
    assert run(capsys, "close-day", game, "1")[0] == 0
    code, out = run(capsys, "accuse", game, "2", "1", "B", "--by", "P1")
    assert code == 2 and english(out) == [], out


def test_the_gms_log_page_reads_every_entry_in_chinese(
    zh_game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The audit log's entries were stored English sentences shown as they are: on a Chinese
    page each is said in Chinese (what the commands and the portal did, the GM for a player)."""
    tokens = invite_all(zh_game)
    game = str(zh_game)
    for step in (
        ("night", game, "1"),
        ("publish", game, "1"),
        ("ask", game, "1", "A", "九点你在哪里？", "--by", "P1"),
        ("accuse", game, "1", "1", "B", "--by", "P1"),
    ):
        assert run(capsys, *step)[0] == 0, step
    with thread_server(zh_game) as port:
        gm = Client(port)
        assert gm.join(tokens[GM]).status == 303
        assert gm.post("/lang", {"lang": "zh", "back": "/"}).status == 303
        assert gm.post("/p/P2/proposals", {"day": "1", "case": "1", "suspect": "B"}).status == 303
        assert gm.post("/p/C/day", {"day": "1", "kind": "move", "a": "209"}).status == 303
        log = gm.get("/gm/log").body
    table = re.search(r'(?s)<table id="audit">.*?</table>', log)
    assert table is not None
    text = " ".join(shown_text(table[0]).split())
    assert "（代P2）" in text and "换房" in text and "结算了第1夜" in text, text
    assert english(text) == [], text


def test_play_says_each_night_day_and_the_end_in_chinese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`play` printed "ran nights: 1, 2, 3", "after night 1: deaths: E", "GAME OVER ..." in a
    Chinese game."""
    game = tmp_path / "full"
    source = SAMPLE.parent / "full-game"
    shutil.copytree(source, game, ignore=shutil.ignore_patterns("results", "portal.sqlite3"))
    path = game / "game.yaml"
    path.write_text("lang: zh\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    code, out = run(capsys, "play", str(game))
    assert code == 0 and "结算的夜晚：1, 2, 3" in out and "第1夜之后：死亡：E" in out, out
    assert "游戏结束（第3天之后）：B获胜" in out, out
    assert english(out) == [], out
