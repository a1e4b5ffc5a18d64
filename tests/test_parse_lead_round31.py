"""Round thirty-one of issue 22: what the reader refused or misread on the tuning sets of everyday
chat (benchmarks/heldout/parse111, parse112, and older tuning sets), each as a general form,
written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202 (north: the garden);
周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, order_list, reads_as


def echo_of(who: str, message: str) -> str:
    """What is said back for an accepted message (the echo and the set-aside line)."""
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return "\n".join(parsed.said_back)


@cases(
    [
        (
            "Tom",
            "Nine-forty, I knock on 201. If 刘洋's in, we have ourselves a little talk. If the door stays "
            "shut, I walk back to my room and keep watch from the window.",
            order_list("21:40 go: '201', else: {go: home, peek: window}"),
        ),
        (
            "Tom",
            "9点40敲201的门，如果刘洋在我就待着，要是没人开门我就回屋。",
            order_list("21:40 go: '201', else: {go: home}"),
        ),
        (
            "Tom",
            "Nine-forty, I knock on 201. If 刘洋's in, I stay. If nobody answers, I go back home.",
            order_list("21:40 go: '201', else: {go: home}"),
        ),
    ]
)
def test_someone_in_then_the_door_shut_is_the_visits_otherwise(who: str, message: str, expect: str) -> None:
    """At a room one visits with no kill, "if X's in, (talk); if the door stays shut, …": the door's
    case is the visit's own "otherwise" (ADJUDICATION 5). It was read as "if X is there, stay,
    otherwise …", a case the message never gave (a silent misread on parse111)."""
    reads_as(who, message, expect)


def test_someone_in_then_a_kill_keeps_the_case_of_them() -> None:
    """With a kill, the person's case is the kill's: not read with the door's."""
    said = echo_of(
        "Tom", "9:40, I knock on 201. If 刘洋's in and alone, I kill him. If nobody answers, I go home."
    )
    assert "kill" in said and "刘洋" in said
