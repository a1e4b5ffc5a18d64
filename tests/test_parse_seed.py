"""The seed's own messages: rule 五.5's message for A gives the night of scenarios/seed-sample,
and each of rule 五.7's three examples reads as the order it describes."""

from __future__ import annotations

from dataclasses import replace

import blackhorse as bh
from blackhorse.game.gameplay import night_cast
from blackhorse.inn.layout import default_inn
from blackhorse.night.referee import simulate
from blackhorse.orders.model import Action, Condition, Order, StandingKill
from blackhorse.parsing import parse_message
from tests.scenariokit import SCENARIOS

SEED = SCENARIOS / "seed-sample"
# Rule 五.5, copied character for character from the seed (after "房客A（住在201房间）发短信：").
RULE_5_5_A = "第一时段活动：8：00－8：19从窗户向外窥视，8：20－8：29从门孔向外窥视，8：30出发去娱乐室聊天，一直在那里待下去。第二时段活动：9：00—9：09待在娱乐室聊天，9：10出发去草坪，在那里玩到9：39，9：40回自己房间，从门孔向外窥视。第三时段活动：一直留在房间里，从窗户向外窥视。"  # noqa: E501
# Rule 五.7's three examples, copied character for character from the seed.
RULE_5_7 = (
    "10：20去205房间，如果B一个人在房间里，就杀了他。",
    "9：30去草坪，如果碰见B单独一个人，就杀了他。",
    "这三个小时里，无论在任何地方碰见B，无论周围有没有人，都杀了他。",
)


def test_rule_five_five_gives_the_seed_sample_night_for_a() -> None:
    inn = default_inn()
    parsed = parse_message(RULE_5_5_A, SEED, 1, "A", inn)
    assert parsed.problems == ()
    assert parsed.lang == "zh"
    assert parsed.sheet is not None
    checked = bh.check_night(SEED, 1, inn, night_cast(SEED, 1, inn))
    typed = simulate(checked.cast, checked.sheets, inn)
    sheets = tuple(parsed.sheet if s.who == "A" else s for s in checked.sheets)
    read = simulate(checked.cast, sheets, inn)
    assert [s for s in read.steps if s.person == "A"] == [s for s in typed.steps if s.person == "A"]
    assert read.steps == typed.steps and read.cases == typed.cases


def test_rule_five_five_echo_says_it_back_slot_by_slot() -> None:
    parsed = parse_message(RULE_5_5_A, SEED, 1, "A", default_inn())
    assert parsed.echo[:3] == ("8:00 从窗户向外窥视", "8:20 从门孔向外窥视", "8:30 去娱乐室")
    assert "9:40 回自己房间，从门孔向外窥视" in parsed.echo


def _e(text: str) -> tuple[tuple[Order, ...], tuple[StandingKill, ...]]:
    # E lives in 207 and has B among their targets in the seed sample.
    parsed = parse_message(text, SEED, 1, "E", default_inn())
    assert parsed.problems == (), parsed.problems
    assert parsed.sheet is not None
    orders = tuple(replace(o, line=0, action=replace(o.action, line=0)) for o in parsed.sheet.orders)
    standing = tuple(replace(k, line=0) for k in parsed.sheet.standing)
    return orders, standing


def test_rule_five_seven_first_example_goes_to_205_and_kills_b_if_alone() -> None:
    assert _e(RULE_5_7[0]) == ((Order(140, Action(go="205", kill="B", condition=Condition("alone"))),), ())


def test_rule_five_seven_second_example_goes_to_the_lawn_and_kills_b_if_alone() -> None:
    assert _e(RULE_5_7[1]) == ((Order(90, Action(go="lawn", kill="B", condition=Condition("alone"))),), ())


def test_rule_five_seven_third_example_is_a_kill_all_night_whoever_is_around() -> None:
    assert _e(RULE_5_7[2]) == ((), (StandingKill("B", Condition("always"), 0, 180),))
