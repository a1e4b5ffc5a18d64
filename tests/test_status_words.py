"""The game's standing in Chinese: `status --lang zh` and the portal's pages for a Chinese GM
or player say every sentence the rules write in Chinese, never half in English.

Each sentence is produced by the game's own code (a day's requests granted and refused for
every reason, each way a side wins, the folder's warnings), then said in Chinese; what is
left once names, rooms, numbers, file names and commands are taken out must hold no English.
"""

from __future__ import annotations

import html
import os
import re
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.game.days import Accusation, DayPlan, Outcome, RoomChange, apply_day
from blackhorse.game.gameplay import winner_text
from blackhorse.game.history import replay
from blackhorse.game.state import GameState
from blackhorse.game.status import status_text
from blackhorse.game.statuswords import outcome_text, zh
from blackhorse.inn.layout import load_inn
from blackhorse.portal.access import GM
from tests.gamehelpers import FIRST_NIGHT, FULL_GAME, day, night, start
from tests.portalkit import Client, invite_all, thread_server

INN = load_inn()
ROOMS = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203", "F": "205"}
EIGHT = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203", "F": "203", "G": "205", "H": "205"}
FIVE = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203"}
FIVE_TARGETS = {"A": ("B", "C"), "B": ("A", "C"), "C": ("A", "B"), "D": ("A", "B"), "E": ("A", "C")}


def english_left(text: str) -> list[str]:
    """English words in ``text`` once commands (`...`), file names and paths are taken out
    (names are capitals with digits, rooms digits: no run of two letters)."""
    text = re.sub(r"`[^`]*`", "", text)
    text = re.sub(r"\S*[/.]\S*yaml\S*|\S+/\S+", "", text)
    return re.findall(r"[A-Za-z]{2,}", text)


def outcomes() -> list[Outcome]:
    """A day's requests granted and refused for every reason the rules give."""
    police = start(ROOMS, police=("P1", "P2"))
    one = night(start(ROOMS), ("B", "A"))
    plans = [
        (
            night(start(ROOMS)),
            DayPlan(
                moves=(
                    RoomChange("E", "201"),
                    RoomChange("C", "201"),
                    RoomChange("A", "203"),
                    RoomChange("E", "205"),
                )
            ),
        ),
        (
            night(start(ROOMS)),
            DayPlan(moves=(RoomChange("A", "202"), RoomChange("E", "202"), RoomChange("C", "201"))),
        ),
        (night(start(ROOMS)), DayPlan(moves=(RoomChange("A", "201"),))),
        (night(start(ROOMS), ("E", "C")), DayPlan(moves=(RoomChange("E", "205"),))),
        (day(one, (1, "C")), DayPlan(moves=(RoomChange("C", "205"),))),
        (night(police, ("E", "C")), DayPlan(police_moves=(RoomChange("P1", "203"), RoomChange("P2", "205")))),
        (night(police, ("A", "B")), DayPlan(police_moves=(RoomChange("P1", "201"),))),
        (
            night(night(police, ("E", "C")), ("A", "B")),
            DayPlan(police_moves=(RoomChange("P1", "203"), RoomChange("P2", "201"))),
        ),
        (one, DayPlan(accusations=(Accusation(1, "A"), Accusation(1, "C"), Accusation(2, "A")))),
        (one, DayPlan(accusations=(Accusation(1, "C"),))),
        (night(one, ("A", "C")), DayPlan(accusations=(Accusation(1, "A"), Accusation(2, "B")))),
        (night(start(ROOMS)), DayPlan(accusations=(Accusation(1, "A"),))),
    ]
    return [o for state, plan in plans for o in apply_day(state, state.nights, plan, INN)[1]]


def ended_games() -> list[GameState]:
    """A game won each way: quiet opening, the police's count, one tenant, tenants together, a draw."""
    quiet = night(night(night(start(EIGHT, police=("P1",)))))
    solved = night(day(night(day(night(day(night(start(EIGHT), ("E", "D")), (1, "D")))))))
    one = night(day(night(day(night(day(night(start(EIGHT), ("E", "D"))))))))
    together = day(night(day(night(day(night(start(EIGHT), ("E", "D"), ("A", "H")))))))
    draw = day(
        night(day(night(start(FIVE, targets=FIVE_TARGETS), ("B", "A")), (1, "C")), ("A", "D")), (2, "D")
    )
    return [quiet, solved, one, together, draw]


def test_every_request_s_outcome_reads_in_chinese() -> None:
    found = outcomes()
    reasons = {o.reason.split(" ", 1)[-1][:12] for o in found if o.reason}
    assert len(reasons) >= 12, reasons  # every kind of reason was met
    for o in found:
        text = outcome_text(o.kind, o.request, o.granted, o.reason, "zh")
        assert not english_left(text), (str(o), text)
        assert str(o) == outcome_text(o.kind, o.request, o.granted, o.reason, "en")


def test_every_way_to_win_reads_in_chinese_in_the_status_and_the_winner_line() -> None:
    games = ended_games()
    assert [g.winner for g in games] == ["police", "police", "D", "tenants", "draw"]
    for game in games:
        text = status_text(game, lang="zh")
        assert not english_left(text.split("\n", 1)[1]), text  # line 1 is the game's own name
        assert "获胜方：" in text and "Winner" not in text
        assert not english_left(winner_text(game, "zh")), winner_text(game, "zh")
    assert winner_text(games[3], "zh") == "D和H共同获胜"


def test_the_police_count_and_the_killers_need_read_in_chinese_as_the_game_goes() -> None:
    s = start(EIGHT, police=("P1",))
    seen = []
    for step in (night, day, lambda g: night(g, ("E", "D")), day, night, lambda g: day(g, (1, "D")), night):
        s = step(s)
        text = status_text(s, lang="zh")
        assert not english_left(text.split("\n", 1)[1]), text
        seen.append(text.split("\n")[0])
    assert seen[0].endswith("第1夜之后") and seen[1].endswith("第1天之后")


def test_the_folder_s_warnings_read_in_chinese(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    waiting = replay(FULL_GAME, INN)  # day files before their nights were run
    game = tmp_path / "game"
    shutil.copytree(FIRST_NIGHT, game)
    assert main(["night", str(game), "1"]) == 0
    orders = game / "nights" / "1" / "A.yaml"
    orders.write_text(orders.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    stale = replay(game, INN)
    warnings = [
        *waiting.warnings,
        *stale.warnings,
        f"the game ended {waiting.state.moment}; not part of the game: x",
    ]
    assert any("stale" in w for w in warnings) and any("waiting" in w for w in warnings)
    for w in warnings:
        assert not english_left(zh(w)), (w, zh(w))
    capsys.readouterr()
    assert main(["status", str(game), "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    assert "警告：第1夜的结果已过期" in out and "房客" in out and not english_left(out.split("\n", 1)[1])


def test_results_without_a_readable_ledger_say_why_they_do_not_count(tmp_path: Path) -> None:
    # results written from Python (NightResult.write) or copied have no ledger.json: they were
    # called stale ("its orders ... changed"), which sent the GM looking for a change
    game = tmp_path / "game"
    shutil.copytree(FIRST_NIGHT, game)
    assert main(["night", str(game), "1"]) == 0
    ledger = game / "nights" / "1" / "results" / "ledger.json"
    ledger.write_text("{not json", encoding="utf-8")
    (unreadable,) = replay(game, INN).warnings
    assert unreadable.startswith("night 1's results have a `ledger.json` that cannot be read; rerun `")
    ledger.unlink()
    (missing,) = replay(game, INN).warnings
    assert missing.startswith("night 1's results were not written by `blackhorse night` (no `ledger.json`")
    assert "changed" not in missing and f"rerun `blackhorse night {game} 1`" in missing
    for w in (unreadable, missing):
        assert set(english_left(zh(w))) <= {"Python"}, (w, zh(w))  # a name, as in English
    assert zh(missing).startswith("第1夜的结果不是由 `blackhorse night` 写出的")
    assert zh(unreadable).startswith("第1夜结果中的 `ledger.json` 无法读取")


def test_english_stays_the_default_and_unknown_sentences_are_kept_not_guessed() -> None:
    state = night(start(ROOMS), ("B", "A"))
    assert status_text(state) == status_text(state, lang="en")
    assert "Winner: none yet" in status_text(state)
    assert zh("a sentence the rules never write") == "a sentence the rules never write"


def test_the_portal_says_the_standing_and_the_winner_in_each_reader_s_language(tmp_path: Path) -> None:
    game = tmp_path / "game"
    shutil.copytree(FULL_GAME, game)
    assert main(["play", str(game)]) == 0  # B wins after day 3
    tokens = invite_all(game)
    with thread_server(game) as port:
        gm, a = Client(port), Client(port)
        assert gm.join(tokens[GM]).status == 303 and a.join(tokens["A"]).status == 303
        zh_page = html.unescape(gm.get("/gm?lang=zh").body)
        assert "游戏结束：B获胜" in zh_page and "获胜方：B（B在第1夜杀了E" in zh_page
        assert "Winner:" not in zh_page
        assert "The game is over: B won" in html.unescape(gm.get("/gm?lang=en").body)
        assert "游戏结束：B获胜" in html.unescape(a.get("/p/A?lang=zh").body)
        assert "The game is over: B won" in html.unescape(a.get("/p/A?lang=en").body)
        for step in ("run", "close-day"):  # and why the game's steps cannot be taken any more
            over = gm.act(f"/gm/do/{step}?lang=zh", {"n": "4"})
            said = html.unescape(over.body.split('id="error"', 1)[-1].split("</div>", 1)[0])
            assert over.refused and "游戏已经结束（B获胜，第3天之后：B在第1夜杀了E" in said, step
            assert "is over" not in said and "cannot be played" not in said


def refusals(tmp: Path) -> list[str]:
    """Every refusal of a step the GM's page can take (run a night, publish, set a deadline,
    close a day), each written by the code that refuses it: why the step cannot be taken now."""
    from blackhorse.core.commit import commit
    from blackhorse.core.errors import BlackhorseError
    from blackhorse.core.fsops import _WHY, WriteFailed
    from blackhorse.core.lock import game_lock
    from blackhorse.game.gameplay import game_over, night_cast, night_number, record_day
    from blackhorse.portal import gm_actions
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store, db_path

    game = tmp / "game"
    shutil.copytree(FIRST_NIGHT, game, ignore=shutil.ignore_patterns("results"))
    said: list[str] = []

    def refused(step: object, *args: object) -> None:
        with pytest.raises(BlackhorseError) as caught:
            step(*args)  # type: ignore[operator]
        said.append(str(caught.value))

    refused(night_number, 0)
    refused(record_day, game, 0, "", "day", INN)
    refused(night_cast, game, 2, INN)  # night 1 not run yet
    refused(record_day, game, 1, "", "day", INN)
    refused(gm_actions.numbered, 0)
    refused(gm_actions.parse_when, "tomorrow")
    refused(gm_actions.refuse_past, "2020-01-02 20:00", datetime(2020, 1, 2, 20, tzinfo=UTC))
    refused(gm_actions.publish, Desk(game, INN, Store(db_path(game))), 1, GM)
    with game_lock(game):
        refused(lambda: game_lock(game, timeout=0).__enter__())
    foreign = tmp / "foreign"
    foreign.mkdir()
    (foreign / "mine.txt").write_text("x")
    refused(commit, {foreign: {"a.txt": "a"}})
    (tmp / "a-file").write_text("x")
    refused(commit, {tmp / "a-file": {"a.txt": "a"}})
    said += [str(WriteFailed.of(OSError(e, os.strerror(e)), game / "nights")) for e in sorted(_WHY)]
    for state in ended_games():
        said += [
            str(game_over(state, what)) for what in (f"night {state.nights + 1}", f"day {state.days + 1}")
        ]
    return said


def test_every_refusal_of_a_gm_step_reads_in_chinese(tmp_path: Path) -> None:
    # a game over, a folder blackhorse did not write, a full disk said in English on the
    # Chinese GM page (found by QA walks); the rest were translated in 0dd27f3
    said = refusals(tmp_path)
    assert len(said) == 27  # eleven refusals, six write failures, five games won each way x night, day
    kept = {"blackhorse", "tomorrow", "YYYY", "MM", "DD", "HH", "now"}  # the program, what is typed
    for english in said:
        chinese = zh(english)
        assert chinese != english and not set(english_left(chinese)) - kept, (english, chinese)


def test_a_write_failure_says_the_systems_reason_in_a_chinese_sentence() -> None:
    from blackhorse.core.catalog import translated
    from blackhorse.core.fsops import _WHY

    assert all(translated(why, "zh") for why in _WHY.values())  # every reason of our own has its Chinese
    text = zh("could not write /g/nights/1/results: Input/output error; nothing was changed")
    # the system's reason is said in the game's language too (issue 24; docs/GAME.md)
    assert text == "无法写入 /g/nights/1/results：磁盘报告了输入/输出错误；没有做任何更改"


def test_closing_a_recorded_day_again_says_what_it_would_change_in_chinese(tmp_path: Path) -> None:
    # the GM's page closes a day from its requests: a day recorded otherwise (`blackhorse day`)
    # is kept, and each request it would drop or add was said in English on a Chinese page
    from blackhorse.core.errors import InputError
    from blackhorse.game.gameplay import record_day
    from blackhorse.orders.problemtext import describe

    game = tmp_path / "game"
    shutil.copytree(FIRST_NIGHT, game, ignore=shutil.ignore_patterns("results"))
    assert main(["night", str(game), "1"]) == 0
    recorded = (
        "moves:\n  - {who: A, to: '209'}\n  - {who: C, to: '207'}\naccusations:\n  - {case: 1, accused: G}\n"
    )
    record_day(game, 1, recorded, "day", INN)
    said = []
    reordered = recorded.replace(
        "{who: A, to: '209'}\n  - {who: C, to: '207'}", "{who: C, to: '207'}\n  - {who: A, to: '209'}"
    )
    again = ("", reordered, "police_moves: [{who: P1, to: '207'}]\n")
    for text in again:
        with pytest.raises(InputError) as caught:
            record_day(game, 1, text, "day", INN)
        said += caught.value.problems
    (game / "days" / "1.yaml").write_text("moves: [\n", encoding="utf-8")  # a day file that does not read
    with pytest.raises(InputError) as caught:
        record_day(game, 1, "", "day", INN)
    said += caught.value.problems
    values = {p.value.split(" ", 2)[1] for p in said}
    assert values == {"drop", "add", "change"}, [str(p) for p in said]
    for problem in said:
        chinese = describe(problem, "zh")
        assert not english_left(chinese), (str(problem), chinese)
    assert describe(said[0], "zh").endswith(
        "1.yaml: 第1天: 会去掉指证：案件1指证G -- 第1天已经记录了别的申请；要替换它请加 `--replace`"
    )


def test_results_stale_by_a_changed_map_say_so_in_chinese() -> None:
    # every other warning of the folder read in Chinese; the map's was left in English
    rerun = "; rerun `blackhorse night g 1` and the nights after it (or `blackhorse play g`)"
    head = "night 1's results are stale: the map changed since it was run (it was run on "
    for was, now in (
        ("another map", "g/inn.yaml"),
        ("another map", "g/inn.yaml (what the shipped inn says)"),
        ("the shipped inn (or by a blackhorse that recorded no map)", "winter.yaml"),
        ("another map", "the shipped inn"),
    ):
        w = f"{head}{was}, the game is now played on {now}){rerun}"
        said = zh(w)
        assert said.startswith("第1夜的结果已过期：结算之后地图改了") and not english_left(said), (w, said)


def test_the_killers_count_is_not_said_once_every_killer_is_jailed() -> None:
    # a new GM's walk: "A killer needs 1 day(s) in a row unaccused to win." was said with the
    # only killer jailed, as if one could still win by it
    jailed = day(night(start(EIGHT), ("E", "D")), (1, "D"))  # D killed E, D jailed on day 1
    free = day(night(start(EIGHT), ("E", "D")), (1, "C"))  # C jailed instead: D still free
    for lang in ("en", "zh"):
        said, still = status_text(jailed, lang=lang), status_text(free, lang=lang)
        assert ("No killer is free" in said) == (lang == "en") and ("没有在逃的凶手" in said) == (
            lang == "zh"
        )
        assert "in a row unaccused" not in said and "凶手需连续" not in said
        assert ("in a row unaccused" in still) == (lang == "en") and ("No killer is free" not in still)
    assert "A killer needs" in status_text(start(EIGHT))  # before any murder: the rule, as before
