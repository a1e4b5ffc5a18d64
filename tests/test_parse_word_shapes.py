"""Words recognised by their shape, not listed one by one (issue 22, "words", fourth round):
people called by a surname with a form of address or an English title and by the English
diminutives of a first name; messages typed in traditional characters; English contractions
typed without their apostrophe; the rest of the night said other ways.

The cast is the chat corpus's (tests/parsing/chat): 王建国 and 刘洋 share 201, 李雨桐 202, Tom
203, 张伟 205, Lily and 陈美玲 207, 赵强 209; police 周正, 孙明, Kate."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message, read_message
from blackhorse.parsing.castof import cast_of
from tests.test_parse_corpus import bare

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


def _reads_as(who: str, message: str, expect: str, game: Path = GAME) -> None:
    parsed = parse_message(message, game, 1, who, INN)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    cast = cast_of(game, 1, who, INN)
    expected, problems = read_order_sheet(parse_yaml(f"who: {who}\n{expect}", "expected"), who, cast, INN)
    assert problems == [] and expected is not None and parsed.sheet is not None
    assert bare(parsed.sheet) == bare(expected)
    back = read_message("\n".join(parsed.said_back), who, 1, INN, cast, parsed.lang, echo_check=False)
    assert back.sheet is not None and bare(back.sheet) == bare(parsed.sheet)  # the round trip


def _kill(at: str, room: str, whom: str) -> str:
    return f"orders: [{{at: '{at}', go: '{room}', kill: {whom}, if: alone}}]"


ADDRESSED = [
    ("张伟", "9点去201，王叔一个人在就杀了他", _kill("21:00", "201", "王建国")),
    ("张伟", "九点去209找赵大爷，他单独在就干掉他", _kill("21:00", "209", "赵强")),
    ("王建国", "10点去205，张师傅一个人的话就杀了他", _kill("22:00", "205", "张伟")),
    ("刘洋", "9点去202，李阿姨一个人在就杀了她", _kill("21:00", "202", "李雨桐")),
    ("赵强", "9点去207，陈姐姐一个人就杀了她", _kill("21:00", "207", "陈美玲")),
    ("刘洋", "at 9 go to 209 and kill Uncle Zhao if he's alone", _kill("21:00", "209", "赵强")),
    ("刘洋", "at 9 go to 202, kill Auntie Li if she is alone", _kill("21:00", "202", "李雨桐")),
    ("陈美玲", "at 9 go to room 205, kill Dr Zhang if he's alone", _kill("21:00", "205", "张伟")),
    (
        "赵强",
        "only let Officer Kate in. at 9 go to the garden",
        "door: [Kate]\norders: [{at: '21:00', go: garden}]",
    ),
]


@pytest.mark.parametrize(("who", "message", "expect"), ADDRESSED, ids=[m for _, m, _ in ADDRESSED])
def test_a_surname_with_a_form_of_address_or_a_title_is_that_person(
    who: str, message: str, expect: str
) -> None:
    _reads_as(who, message, expect)


DIMINUTIVES = [
    ("Lily", "at 9 go to 203 and kill Tommy if he's alone", _kill("21:00", "203", "Tom")),
    ("王建国", "at 10 go to 207 and kill Lilly if she's alone", _kill("22:00", "207", "Lily")),
    ("刘洋", "Only let Katie in. 9:00 garden.", "door: [Kate]\norders: [{at: '21:00', go: garden}]"),
    ("陈美玲", "9点去203找Tommy聊天", "orders: [{at: '21:00', go: '203'}]"),
    ("刘洋", "9点去205找伟子聊天", "orders: [{at: '21:00', go: '205'}]"),
]


@pytest.mark.parametrize(("who", "message", "expect"), DIMINUTIVES, ids=[m for _, m, _ in DIMINUTIVES])
def test_what_english_and_chinese_make_of_a_first_name_is_that_person(
    who: str, message: str, expect: str
) -> None:
    _reads_as(who, message, expect)


TRADITIONAL = [
    ("赵强", "九點去207，陳美玲一個人在就殺了她", _kill("21:00", "207", "陈美玲")),
    (
        "刘洋",
        "八點從窗戶看草坪，九點去娛樂室，十點回房間",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: '204'}, {at: '22:00', go: home}]",
    ),
    ("李雨桐", "十點前只給劉洋開門。九點去花園", "door: [刘洋]\norders: [{at: '21:00', go: garden}]"),
    (
        "张伟",
        "今晚無論在哪裡碰見趙強單獨一個人都殺了他",
        "standing: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]",
    ),
    ("Tom", "九點半去201找劉洋聊天，十點回來", "orders: [{at: '21:30', go: '201'}, {at: '22:00', go: home}]"),
]


@pytest.mark.parametrize(("who", "message", "expect"), TRADITIONAL, ids=[m for _, m, _ in TRADITIONAL])
def test_a_message_in_traditional_characters_reads_as_in_simplified(
    who: str, message: str, expect: str
) -> None:
    _reads_as(who, message, expect)


def test_a_name_the_game_writes_in_traditional_characters_is_read_either_way(tmp_path: Path) -> None:
    game = tmp_path / "game"
    shutil.copytree(GAME, game)
    text = (game / "game.yaml").read_text(encoding="utf-8").replace("赵强", "趙強")
    (game / "game.yaml").write_text(text, encoding="utf-8")
    for message in (
        "九点去209，赵强一个人在就杀了他",
        "九點去209，趙強一個人在就殺了他",
        "九点去209，老赵一个人在就杀了他",
    ):
        _reads_as("张伟", message, _kill("21:00", "209", "趙強"), game)
