"""The day's commands say what is wrong, and read what a Chinese GM types (gmwalk2 25, 26, 35).

`claim`, `accuse` and `ask` refused with "not done: that request is not possible" alone:
now each refusal names the argument, the value and what is allowed, as every other
command does. `claim` takes the place names the order files take (花园, 草坪, 209房). An
unknown name gets the nearest one, Chinese names typed with a digit or one character off
included (docs/GAME.md: "did you mean"), and `--tenants` takes the full-width comma.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.store import db_path
from tests.daykit import two_case_game


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(list(args))
    return code, capsys.readouterr().err


@pytest.mark.parametrize(
    ("typed", "spot"), [("花园", "garden"), ("草坪", "lawn"), ("209房", "209"), ("Garden", "garden")]
)
def test_claim_takes_the_place_names_the_order_files_take(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], typed: str, spot: str
) -> None:
    game, _ = two_case_game(tmp_path)
    code, err = run(capsys, "claim", str(game), "1", "A", "21:00", "21:30", typed, "--by", "P1")
    assert code == 0, err
    with sqlite3.connect(db_path(game)) as db:
        assert db.execute("SELECT place FROM claims").fetchall() == [(spot,)]


def test_a_refused_claim_names_each_argument_value_and_what_is_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    code, err = run(capsys, "claim", str(game), "9", "Zed", "25:00", "21:30", "lawnn", "--by", "P1")
    assert code == 2
    assert "not possible" not in err
    assert "CASE: 9 -- a case of the game: 1 (" in err
    assert "SPEAKER: Zed -- a person of the game:" in err
    assert "FROM: 25:00 -- a time of the night" in err
    assert "PLACE: lawnn -- a place of the inn:" in err and "did you mean `lawn`?" in err
    with sqlite3.connect(db_path(game)) as db:
        assert db.execute("SELECT count(*) FROM claims").fetchone() == (0,)


def test_accuse_names_the_case_that_does_not_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    code, err = run(capsys, "accuse", str(game), "1", "9", "G", "--by", "P1")
    assert code == 2 and "not possible" not in err
    assert "CASE: 9 -- a case of the game: 1 (" in err and "2 (" in err


def test_ask_names_the_dead_tenant_and_the_day_not_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    code, err = run(capsys, "ask", str(game), "1", "D", "Where were you?", "--by", "P1")
    assert code == 2 and "not possible" not in err
    assert "TENANT: D -- a tenant still in the game: A, B, C, F, G, H (D is dead since night 1)" in err
    code, err = run(capsys, "ask", str(game), "2", "A", "Where were you?", "--by", "P1")
    assert code == 2 and "DAY: 2 -- the day open now: 1" in err


def test_ask_before_the_night_is_published_says_to_publish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path, publish=False)
    code, err = run(capsys, "ask", str(game), "1", "A", "Where were you?", "--by", "P1")
    assert code == 2
    assert (
        "DAY: 1 -- day 1 is not open to the players yet: night 1 is not published"
        f" (`blackhorse publish {game} 1`" in err
    )


def chinese_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    game = tmp_path / "黑马"
    code, err = run(
        capsys, "new", str(game), "--tenants", "张三，李四，王五、赵六,钱七", "--police", "郑警官，冯警官"
    )
    assert code == 0, err
    apps = tmp_path / "apps.yaml"
    apps.write_text("[]\n", encoding="utf-8")
    code, err = run(capsys, "register", str(game), str(apps), "--seed", "7")
    assert code == 0, err
    return game


def test_full_width_commas_and_did_you_mean_for_chinese_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = chinese_game(tmp_path, capsys)
    assert "赵六" in (game / "game.yaml").read_text(encoding="utf-8")
    code, err = run(capsys, "invite", str(game), "--reissue", "赵6")
    assert code == 2 and "did you mean `赵六`?" in err
    code, err = run(capsys, "ask", str(game), "1", "钱7", "hi", "--by", "冯警管")
    assert code == 2 and "did you mean `冯警官`?" in err
    code, err = run(capsys, "accuse", str(game), "1", "1", "钱7", "--by", "冯警官")
    assert code == 2 and "did you mean `钱七`?" in err
    message = tmp_path / "msg.txt"
    message.write_text("8点去花园\n", encoding="utf-8")
    code, err = run(capsys, "parse", str(game), "1", "赵6", str(message))
    assert code == 2 and "did you mean `赵六`?" in err
    apps = tmp_path / "apps2.yaml"
    apps.write_text("- {who: 钱7, room: '201'}\n", encoding="utf-8")
    code, err = run(capsys, "register", str(game), str(apps), "--seed", "7", "--force")
    assert code == 2 and "did you mean `钱七`?" in err


def test_an_order_file_named_by_a_chinese_names_pinyin_is_told_the_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A GM typing on a keyboard without a Chinese input names 赵六's file `zhaoliu.yaml`
    (or `Zhao-Liu.yaml`): the check says which person that is, not only the list."""
    game = chinese_game(tmp_path, capsys)
    night = game / "nights" / "1"
    night.mkdir(parents=True, exist_ok=True)
    for typed in ("zhaoliu", "Zhao-Liu", "ZHAO_LIU"):
        order = night / f"{typed}.yaml"
        order.write_text('orders:\n  - at: "20:00"\n    go: "204"\n', encoding="utf-8")
        code, err = run(capsys, "check", str(game), "1")
        assert code == 2 and f"{typed}.yaml" in err and "did you mean `赵六`?" in err, err
        order.unlink()
    (night / "zhaoqi.yaml").write_text('orders:\n  - at: "20:00"\n    go: "204"\n', encoding="utf-8")
    code, err = run(capsys, "check", str(game), "1")
    assert code == 2 and "did you mean" not in err, err


def test_a_sound_two_chinese_names_share_names_neither() -> None:
    from blackhorse.orders.words import did_you_mean

    assert str(did_you_mean("liuyang", ["刘洋", "柳阳", "张三"])) == ""
    assert "刘洋" in str(did_you_mean("liu yang", ["刘洋", "张三"]))


def test_ask_and_claim_say_the_number_the_next_command_takes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A new GM's first game: `ask` did not say the question's number `answer` needs, nor `claim`
    the claim's number `--remove` takes."""
    game, _ = two_case_game(tmp_path)
    capsys.readouterr()
    assert main(["ask", str(game), "1", "A", "Where were you?", "--by", "P1"]) == 0
    assert main(["ask", str(game), "1", "B", "And you?", "--by", "P1"]) == 0
    out = capsys.readouterr().out
    assert "asked A: question #1 (`blackhorse answer" in out and "asked B: question #2" in out
    assert main(["answer", str(game), "2", "In my room."]) == 0  # the number said is the one taken
    assert main(["claim", str(game), "1", "A", "21:00", "21:30", "204", "--by", "P1"]) == 0
    said = capsys.readouterr().out
    assert "claim #1 noted" in said and "--remove 1" in said
    assert main(["claim", str(game), "--remove", "1", "--by", "P1"]) == 0
