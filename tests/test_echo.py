"""The echo: an order sheet in plain words, slot by slot, in the seed's Chinese or in English."""

from __future__ import annotations

import blackhorse as bh
from blackhorse.inn.layout import default_inn
from blackhorse.orders.echo import echo_lines
from blackhorse.orders.model import Action, Condition, Order, OrderSheet, StandingKill
from tests.scenariokit import SCENARIOS


def sheet_of(game: str, who: str) -> tuple[OrderSheet, str | None]:
    night = bh.check_night(game, 1)
    sheet = next(s for s in night.sheets if s.who == who)
    return sheet, night.cast.people[who].room


def test_the_seed_sample_in_the_seed_style() -> None:
    sheet, home = sheet_of(SCENARIOS / "seed-sample", "A")
    assert echo_lines(sheet, default_inn(), "zh", home) == [
        "8:00 从窗户向外窥视",
        "8:20 从门孔向外窥视",
        "8:30 去娱乐室",
        "9:10 去草坪",
        "9:40 回自己房间，从门孔向外窥视",
        "10:00 从窗户向外窥视",
        "谁敲门都开门",
    ]


def test_conditions_alternatives_standing_kills_and_the_door_in_english() -> None:
    inn = default_inn()
    sheet = OrderSheet(
        "B",
        "B.yaml",
        door=frozenset({"C", "A"}),
        orders=(
            Order(130, Action(go="205", kill="E", condition=Condition("alone"), otherwise=Action(go="209"))),
            Order(0, Action(go="lawn", via=("east-stairs",))),
            Order(60, Action(go="203", otherwise=Action(go="garden"))),
            Order(90, Action()),
        ),
        standing=(StandingKill("A", Condition("present", "C"), 30, 75),),
    )
    assert echo_lines(sheet, inn, "en", "209") == [
        "20:00 go to the lawn via the east stairs",
        "21:00 go to room 203; if nobody opens, go to the garden",
        "21:30 stay where you are",
        "22:10 go to room 205; if E is alone there, kill E, otherwise go home",
        "from 20:30 to 21:15, wherever you meet A, if C is there, kill A",
        "only open the door for A and C until 22:00",
    ]
    assert echo_lines(sheet, inn, "zh", "209") == [
        "8:00 经东楼梯去草坪",
        "9:00 去203房间，如果没人开门，去花园",
        "9:30 待在原地",
        "10:10 去205房间，如果E一个人在那里，就杀了E，否则回自己房间",
        "8:30到9:15之间，无论在任何地方碰见A，如果C在那里，就杀了A",
        "10点前只给A和C开门",
    ]


def test_a_whole_night_standing_kill_as_rule_five_seven_says_it() -> None:
    sheet = OrderSheet("A", "A.yaml", "closed", (), (StandingKill("B", Condition("always"), 0, 180),))
    assert echo_lines(sheet, default_inn(), "zh") == [
        "没有指令：整晚待在原地",
        "这三个小时里，无论在任何地方碰见B，无论周围有没有人，都杀了B",
        "10点前不给任何人开门",
    ]
