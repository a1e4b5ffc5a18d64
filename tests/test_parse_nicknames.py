"""Nicknames the GM declares (issue 22, "words"): what players call each other that the reader
cannot derive from a name (``Mandy`` for 陈美玲, ``莉莉`` for Lily) is written in game.yaml's
``nicknames:`` (docs/ORDERS.md), checked by every command that reads game.yaml, and read by
``blackhorse parse`` and the portal's own-words box as that person.

The cast is the chat corpus's (tests/parsing/chat), in a copy: 赵强 (209) targets Lily and
陈美玲 (207); 王建国 (201) targets 张伟 (205) and Lily; Tom sleeps in 203."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.gamehelpers import snapshot
from tests.parsekit import reads_as
from tests.portalkit import Site, copy_game, invite_all, thread_server

CHAT = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(CHAT)
# the nicknames of the parse-dev corpus's cast table that no rule derives from a name
DECLARED = """\
nicknames:
  陈美玲: [Mandy]
  Lily: 莉莉
  Tom: [汤姆]
  Kate: [凯特, Officer Kate]
"""


@pytest.fixture
def game(tmp_path: Path) -> Path:
    """A copy of the chat corpus's game with the nicknames its players use declared."""
    folder = tmp_path / "game"
    shutil.copytree(CHAT, folder)
    with (folder / "game.yaml").open("a", encoding="utf-8") as f:
        f.write(DECLARED)
    return folder


KILL_207 = "orders: [{at: '21:00', go: '207', kill: 陈美玲, if: alone}]"
DECLARED_CASES = [
    ("赵强", "9点去207，如果Mandy一个人就杀了她", KILL_207),
    ("赵强", "九点去207房间，Mandy单独在的话就干掉她", KILL_207),
    ("赵强", "at 9 go to 207 and kill Mandy if she's alone", KILL_207),
    ("赵强", "9点去207，莉莉一个人在就杀了她", "orders: [{at: '21:00', go: '207', kill: Lily, if: alone}]"),
    ("王建国", "今晚只给汤姆开门，10点去草坪", "door: [Tom]\norders: [{at: '22:00', go: lawn}]"),
    (
        "刘洋",
        "Only let Officer Kate in. At 9 go to the garden.",
        "door: [Kate]\norders: [{at: '21:00', go: garden}]",
    ),
]


@pytest.mark.parametrize(("who", "message", "expect"), DECLARED_CASES, ids=[m for _, m, _ in DECLARED_CASES])
def test_a_nickname_the_gm_declares_is_that_person(game: Path, who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, game)


DERIVED_CASES = [
    ("赵强", "9点去207，如果阿玲一个人就杀了她", KILL_207),
    (
        "张伟",
        "九点去201，老王一个人在就杀了他",
        "orders: [{at: '21:00', go: '201', kill: 王建国, if: alone}]",
    ),
    (
        "张伟",
        "at 9 go to room 209, kill Old Zhao if he is alone",
        "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone}]",
    ),
    ("刘洋", "9点去209，如果老赵一个人就杀了他", "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone}]"),
    ("赵强", "10点去207，Lil一个人在就杀了她", "orders: [{at: '22:00', go: '207', kill: Lily, if: alone}]"),
]


@pytest.mark.parametrize(("who", "message", "expect"), DERIVED_CASES, ids=[m for _, m, _ in DERIVED_CASES])
def test_the_derived_nicknames_keep_working_beside_declared_ones(
    game: Path, who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, game)


def test_a_declared_nickname_wins_over_one_derived_for_someone_else(game: Path) -> None:
    """阿伟 is what the reader derives for 张伟; declared for Lily, it is Lily's (the GM said so),
    and the echo names her, so the player sees whom it meant."""
    text = (game / "game.yaml").read_text(encoding="utf-8").replace("Lily: 莉莉", "Lily: [莉莉, 阿伟]")
    (game / "game.yaml").write_text(text, encoding="utf-8")
    parsed = parse_message("9点去207，阿伟一个人在就杀了她", game, 1, "王建国", INN)
    assert parsed.problems == () and parsed.sheet is not None
    assert parsed.sheet.orders[0].action.kill == "Lily"
    assert "杀了Lily" in parsed.echo[0]


def test_the_sender_speaking_of_themselves_by_a_declared_nickname(game: Path) -> None:
    parsed = parse_message("Mandy的行动：9点去花园", game, 1, "陈美玲", INN)
    assert parsed.problems == () and parsed.sheet is not None
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == [(60, "garden")]
    assert "Mandy的" in parsed.aside_line


BAD = """\
nicknames:
  陈美玲: [Mandy, 阿玲, ""]
  Lily: [mandy, 花园, Tom]
  Nobody: [X]
  Tom: [ten, "a  b", go, 汤]
  Kate: {x: 1}
  赵强: 九点
"""


def test_nicknames_in_game_yaml_are_checked_every_problem_at_once(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (game / "game.yaml").read_text(encoding="utf-8").replace(DECLARED, BAD)
    (game / "game.yaml").write_text(text, encoding="utf-8")
    start = text.count("\n", 0, text.index("nicknames:")) + 1
    with pytest.raises(InputError) as caught:
        load_game(game, INN)
    found = {(p.line - start, p.field, str(p.value)): str(p.allowed) for p in caught.value.problems}
    assert found == {
        (1, "nicknames.陈美玲.2", "(empty)"): "a nickname that is not empty",
        (2, "nicknames.Lily.0", "mandy"): "a nickname of one person only (mandy is given to 陈美玲 on line "
        f"{start + 1} already)",
        (2, "nicknames.Lily.1", "花园"): "a nickname that is no word of the orders, no place and no time"
        " (the words players write: docs/PARSING.md)",
        (2, "nicknames.Lily.2", "Tom"): "a nickname that is no one's name (Tom is a person of this game)",
        (
            3,
            "nicknames.Nobody",
            "Nobody",
        ): "a person of this game: Lily, Tom, 刘洋, 张伟, 李雨桐, 王建国, 赵强, 陈美玲, 周正, 孙明, Kate",
        (4, "nicknames.Tom.0", "ten"): "a nickname that is no word of the orders, no place and no time"
        " (the words players write: docs/PARSING.md)",
        (4, "nicknames.Tom.1", "a  b"): "a nickname: letters and digits (any script), spaces between words,"
        " `-`, `_`, `'` and `.`, at most 32 characters",
        (4, "nicknames.Tom.2", "go"): "a nickname that is no word of the orders, no place and no time"
        " (the words players write: docs/PARSING.md)",
        (4, "nicknames.Tom.3", "汤"): "a nickname of two characters or more (one Chinese character is part"
        " of too many words)",
        (5, "nicknames.Kate", "{'x': 1}"): "a nickname or a list of nicknames, e.g. [Mandy, 阿玲]",
        (6, "nicknames.赵强", "九点"): "a nickname that is no word of the orders, no place and no time"
        " (the words players write: docs/PARSING.md)",
    }
    before = snapshot(game)
    message = game.parent / "m.txt"
    message.write_text("9点去花园", encoding="utf-8")
    for args in (["check", str(game), "1"], ["parse", str(game), "1", "赵强", str(message)]):
        capsys.readouterr()
        assert main(args) == 2
        err = capsys.readouterr().err
        assert "game.yaml" in err and "nicknames.Lily.0: mandy" in err and "Traceback" not in err
    assert snapshot(game) == before


def test_a_folder_without_nicknames_reads_as_before(tmp_path: Path) -> None:
    folder = tmp_path / "game"
    shutil.copytree(CHAT, folder)
    assert dict(load_game(folder, INN).nicknames) == {}
    parsed = parse_message("9点去207，如果Mandy一个人就杀了她", folder, 1, "赵强", INN)
    assert [p.kind for p in parsed.problems] == ["who_unknown"]


def test_register_force_keeps_the_nicknames_of_people_still_in_the_game(tmp_path: Path) -> None:
    game = tmp_path / "g"
    assert main(["new", str(game), "--tenants", "A,B,C", "--police", "P1"]) == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n", encoding="utf-8")
    assert main(["register", str(game), str(apps), "--seed", "1"]) == 0
    with (game / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  a: [Ace, 阿A]\n  P1: 警长\n  Zed: [Z-man]\n")
    assert main(["register", str(game), str(apps), "--seed", "2", "--force"]) == 0
    kept = load_game(game)
    assert dict(kept.nicknames) == {"A": ("Ace", "阿A"), "P1": ("警长",)}


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    folder = copy_game(tmp_path)
    with (folder / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  C: [Charlie]\n")
    tokens = invite_all(folder)
    with thread_server(folder) as port:
        yield Site(folder, port, tokens)


def test_the_own_words_box_reads_declared_nicknames(site: Site) -> None:
    a = site.client("A")
    reply = a.post(
        "/p/A/orders/1/check", {"source": "message", "message": "9点去203，如果Charlie一个人就杀了他"}
    )
    data = json.loads(reply.body)
    assert data["ok"] is True, data["problems"]
    assert data["echo"][0] == "9:00 去203房间，如果C一个人在那里，就杀了C"
