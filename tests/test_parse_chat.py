"""Messages as players write them in a chat, for a cast players call by nicknames (issue 22,
third round): the sender speaking of themselves (老王的行动如下, "Tom (203) here"), nicknames
(老赵, 小雨, 阿伟, Old Wang, Zhang Wei, Lil), emoji and arrows, a condition said twice or turned
round, a stay at home said as a stay, a peek after an order that may have left one elsewhere.

The corpus is tests/parsing/chat.yaml (an independent writer's development corpus, never a
held-out set); tests/parsing/chat is its game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import CHAT_GAME as GAME
from tests.parsekit import SEED_GAME, bench, corpus, ids

CHAT: dict[str, list[dict[str, Any]]] = corpus("chat")
INN = game_map(GAME)
BENCH = bench()


@pytest.mark.parametrize("entry", CHAT["accepted"], ids=ids(CHAT["accepted"]))
def test_a_chat_message_means_the_order_file_a_gm_writes(entry: dict[str, Any]) -> None:
    who = entry["who"]
    cast = cast_of(GAME, 1, who, INN)
    parsed = parse_message(entry["message"], GAME, 1, who, INN, cast=cast)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    text = yaml.safe_dump({"who": who, **entry["expect"]}, allow_unicode=True)
    expected, problems = read_order_sheet(parse_yaml(text, "expected"), who, cast, INN)
    assert problems == [] and expected is not None and parsed.sheet is not None
    home = cast.home(who)
    assert BENCH.meaning(parsed.sheet, home, INN) == BENCH.meaning(expected, home, INN), parsed.said_back


@pytest.mark.parametrize("entry", CHAT["refused"], ids=ids(CHAT["refused"]))
def test_a_chat_message_a_gm_refuses_is_refused_naming_why(entry: dict[str, Any]) -> None:
    parsed = parse_message(entry["message"], GAME, 1, entry["who"], INN)
    assert parsed.problems and parsed.echo == ()
    assert BENCH._names_reason(parsed.problems, entry["reason"]), [str(p) for p in parsed.problems]


def test_a_nickname_two_people_share_is_refused_never_guessed(tmp_path: Path) -> None:
    game = tmp_path / "g"
    (game / "nights" / "1").mkdir(parents=True)
    (game / "game.yaml").write_text(
        "tenants:\n  王建国: {room: '201', targets: [王小明, 李雨桐]}\n"
        "  王小明: {room: '203', targets: [李雨桐, 王建国]}\n"
        "  李雨桐: {room: '205', targets: [王建国, 王小明]}\n",
        encoding="utf-8",
    )
    inn = game_map(game)
    parsed = parse_message("9点去找老王", game, 1, "李雨桐", inn)
    assert parsed.problems and parsed.problems[0].kind == "who_ambiguous"
    assert "王小明" in parsed.problems[0].text and "王建国" in parsed.problems[0].text
    fine = parse_message("9点去找建国", game, 1, "李雨桐", inn)  # the given name is one person's
    assert fine.sheet is not None and [o.action.go for o in fine.sheet.orders] == ["201"]
    mine = parse_message("老王：9点去花园", game, 1, "王建国", inn)  # one of the two 王s: "I"
    assert mine.sheet is not None and mine.said_back[-1] == "已忽略：老王"
    who = parse_message("老王：9点去花园", game, 1, "李雨桐", inn)
    assert who.problems and who.problems[0].kind == "who_ambiguous"


def test_a_stay_at_home_is_said_as_a_stay_not_a_walk_home() -> None:
    """A GM's walk: 整晚在房间里 gave "8:00 回自己房间" for someone already there."""
    parsed = parse_message("整晚在房间里，9点开始从门孔看", SEED_GAME, 1, "A", INN)
    assert parsed.echo[:2] == ("8:00 待在自己房间", "9:00 从门孔向外窥视")


def test_always_with_no_time_at_the_start_is_all_night_as_the_seed_writes() -> None:
    """A GM's walk: 一直待在房间里从门孔看 was refused "no time" (the seed: 一直留在房间里)."""
    parsed = parse_message("一直待在房间里从门孔看", SEED_GAME, 1, "A", INN)
    assert parsed.sheet is not None
    assert [(o.at, o.action.peek) for o in parsed.sheet.orders] == [(0, "peephole")]
    refused = parse_message("去花园，9点回家", SEED_GAME, 1, "A", INN)  # going somewhere: when?
    assert refused.problems and refused.problems[0].kind == "no_time"


def test_everything_set_aside_is_listed() -> None:
    """A GM's walk: 找吴十 was dropped while only 聊天 was listed; a person nobody knows is
    refused at the name, and what is set aside is all on the echo's last line."""
    parsed = parse_message("8点从窗户看，9点20去203找吴十聊天，10点回家", SEED_GAME, 1, "A", INN)
    assert parsed.problems and parsed.problems[0].quote == "吴十"
    said = "周sir报到。8点半去草坪，在那盯着到10点，然后回餐厅从窗户看花园。"
    chat = parse_message(said, GAME, 1, "周正", INN)
    assert chat.said_back[-1] == "已忽略：周sir报到、盯着"


def test_the_senders_own_name_is_them_speaking_not_an_order() -> None:
    parsed = parse_message("Hi GM! Tom (203) here. 9:30pm swing by the garden.", GAME, 1, "Tom", INN)
    assert parsed.sheet is not None and parsed.said_back[-1] == "ignored: Hi GM, Tom (203) here"
    zh = parse_message("阿玲今晚不出门，从猫眼看一晚上", GAME, 1, "陈美玲", INN)
    assert zh.sheet is not None and [(o.at, o.action.peek) for o in zh.sheet.orders] == [(0, "peephole")]


def test_english_names_of_a_chinese_cast_are_read_in_pinyin() -> None:
    parsed = parse_message("10:10 go up to room 209 and kill Old Zhao if he's alone", GAME, 1, "张伟", INN)
    assert parsed.sheet is not None and parsed.sheet.orders[0].action.kill == "赵强"
    other = parse_message("at ten visit Zhang Wei", GAME, 1, "Lily", INN)
    assert other.sheet is not None and other.sheet.orders[0].action.go == "205"


def test_an_unknown_word_where_a_place_or_a_verb_must_be_is_refused_never_dropped() -> None:
    """Only what carries no order meaning is set aside: an unknown word after a going is where to
    (去厨房), one right before a person is what one does to them (stab-like verbs), one right after
    a time in English is what the order does (8:30 dinner ...)."""
    for message, who, quote in (
        ("8点去厨房找点吃的", "陈美玲", "厨房"),
        ("9点 frobnicate Tom", "Lily", "frobnicate"),
        ("8:30 dinner in the common room, 9:30 back home", "Lily", "dinner"),
        ("at 9 I'll go down to the lobby bar, back at 9:30", "Lily", "lobby bar"),
    ):
        parsed = parse_message(message, GAME, 1, who, INN)
        assert parsed.problems and parsed.problems[0].quote == quote, (message, parsed.said_back)
    fine = parse_message("9:00 hang out in the garden, 9:30 back home, cheers buddy", GAME, 1, "Lily", INN)
    assert fine.sheet is not None and "buddy" in fine.said_back[-1]


def test_a_range_that_goes_somewhere_ends_back_home_and_an_otherwise_before_a_time_is_none() -> None:
    parsed = parse_message("阿玲：8点50到9点10去花园", GAME, 1, "陈美玲", INN)
    assert parsed.sheet is not None
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == [(50, "garden"), (70, "207")]
    said = "9点10分去花园，要是小雨在花园而且只有她一个人就杀了她，否则9点40回房。"
    kill = parse_message(said, GAME, 1, "刘洋", INN)
    assert kill.sheet is not None
    assert [(o.at, o.action.kill, o.action.otherwise) for o in kill.sheet.orders] == [
        (70, "李雨桐", None),
        (100, None, None),
    ]


def test_a_condition_on_the_place_one_already_is_needs_no_going_there() -> None:
    """A GM's walk: "8点40去花园，9点如果钱二一个人在花园就杀了他" was refused (在花园 where the
    player already is): it is a stay there, the kill tried there."""
    parsed = parse_message("8点40去花园，9点如果老赵一个人在花园就杀了他", GAME, 1, "刘洋", INN)
    assert parsed.sheet is not None
    assert [(o.at, o.action.go, o.action.kill) for o in parsed.sheet.orders] == [
        (40, "garden", None),
        (60, None, "赵强"),
    ]
    elsewhere = parse_message("8点40去草坪，9点如果老赵一个人在花园就杀了他", GAME, 1, "刘洋", INN)
    assert elsewhere.problems and elsewhere.problems[0].kind == "cond_no_go"


def test_a_nickname_the_sender_shares_is_the_sender_speaking() -> None:
    """A GM's walk: an officer writing 警官… about himself was refused as ambiguous."""
    parsed = parse_message("周警官：8点去花园", GAME, 1, "周正", INN)
    assert parsed.sheet is not None and parsed.said_back[-1] == "已忽略：周警官"


def test_the_rest_of_the_night_after_an_order_is_from_then_on_not_the_whole_night() -> None:
    parsed = parse_message(
        "at 9pm go home, and for the rest of the night watch the corridor", GAME, 1, "Tom", INN
    )
    assert parsed.sheet is not None
    assert [(o.at, o.action.peek) for o in parsed.sheet.orders] == [(60, "peephole")]
    refused = parse_message(
        "at 9 frobnicate 10:00 go home", GAME, 1, "Tom", INN
    )  # an unknown verb before a time
    assert refused.problems and refused.problems[0].quote == "frobnicate"


def test_every_problem_of_a_message_is_said_at_once() -> None:
    """A GM's walk: "8:35去花园，九点去206，11点半回家" named only 206; the part of a word refused is
    set aside and the rest read again, so the times the rules refuse are named too; the rules
    first, then the word (docs/PARSING.md, "The rule before the word")."""
    parsed = parse_message("8:35去花园，九点去206，11点半回家", SEED_GAME, 1, "A", INN)
    assert [(p.quote, p.kind) for p in parsed.problems] == [
        ("8:35", "rule:at"),
        ("11点半", "rule:at"),
        ("206", "unknown"),
    ]
