"""Orders in plain words: what an order sheet says, slot by slot, in Chinese or English.

This is the echo a GM (or a player) reads to confirm that orders were understood: the
``parse`` command prints it after reading a message, and the portal shows it beside the
orders page. Each line is one thing the person does, in the order of the night::

    20:30 go to the common room
    21:10 go to the lawn via the east stairs
    22:20 go to room 205; if B is alone there, kill B, otherwise go home

Chinese follows the seed's style (rule 五.5: ``8:30去娱乐室``). The words used here are
words the message parser (``blackhorse/parsing/``) reads back into the same orders.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from blackhorse.core.catalog import Phrase
from blackhorse.core.clock import NIGHT_MINUTES, hhmm, short
from blackhorse.inn.layout import Inn
from blackhorse.orders.conditionkinds import KINDS
from blackhorse.orders.model import Action, Condition, Order, OrderSheet, StandingKill
from blackhorse.orders.orderrules import place_after

PEEK_EN = {"window": "watch through the window", "peephole": "watch through the peephole"}
PEEK_ZH = {"window": "从窗户向外窥视", "peephole": "从门孔向外窥视"}
STAIR_FOOT_EN = "the foot of the {}"
PEEK_ZH_NOUN = {"window": "窗户", "peephole": "门孔"}


def place_en(inn: Inn, spot: str, home: str | None = None) -> str:
    """How the echo names a spot in English (``home`` is the person's own room)."""
    if spot == home:
        return "home"
    if spot in inn.room_of_door:
        return f"the door of room {inn.room_of_door[spot]}"
    if spot in inn.always_open:
        return "the common room"
    kind = inn.kind.get(spot)
    if kind == "room":
        return f"room {spot}"
    if kind == "stair-foot" and spot.endswith("-foot"):
        return STAIR_FOOT_EN.format(spot[: -len("-foot")].replace("-", " "))
    return "the " + spot.replace("-", " ")


def place_zh(inn: Inn, spot: str, home: str | None = None) -> str:
    """How the echo names a spot in Chinese (the map's ``names_zh``, ``205房间``, ``209门前``)."""
    if spot == home:
        return "自己房间"
    if spot in inn.room_of_door:
        return f"{inn.room_of_door[spot]}门前"
    if spot in inn.names_zh:
        return inn.names_zh[spot]
    return f"{spot}房间" if inn.kind.get(spot) == "room" else spot


def names_en(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def names_zh(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else "、".join(names[:-1]) + "和" + names[-1]


class _Words:
    def __init__(self, inn: Inn, lang: str, home: str | None) -> None:
        self.inn, self.zh, self.home = inn, lang == "zh", home

    def time(self, minute: int) -> str:
        return short(minute) if self.zh else hhmm(minute)

    def place(self, spot: str) -> str:
        return place_zh(self.inn, spot, self.home) if self.zh else place_en(self.inn, spot, self.home)

    # -- conditions -------------------------------------------------------------------
    def condition(self, cond: Condition | None, kill: str | None) -> str:
        """The ``if`` part (without the consequence), or ``""`` when there is none: its kind's
        words (:mod:`blackhorse.orders.conditionkinds`)."""
        if cond is None:
            return ""
        return KINDS[cond.kind].clause(self.zh, kill, cond.who)

    # -- actions ----------------------------------------------------------------------
    def movement(self, action: Action, at_home: bool = False, unsure: bool = False) -> list[str]:
        parts: list[str] = []
        if action.go is None and action.peek is not None and unsure:  # wherever the order before left one
            parts.append("待在原地" if self.zh else "stay where you are")
        if action.go is not None and at_home and action.go == self.home and not action.via:
            parts.append("待在自己房间" if self.zh else "stay in my room")  # already there: a stay
        elif action.go is not None:
            if self.zh:
                route = "".join(f"经{self.place(s)}" for s in action.via)
                # 经东楼梯下前往花园: after a place ending in 下 (the foot of the stairs), 去 would be
                # read as 下去, going down the stairs themselves
                going = "前往" if route.endswith("下") else "去"
                parts.append(
                    f"{route}回自己房间"
                    if action.go == self.home
                    else f"{route}{going}{self.place(action.go)}"
                )
            else:
                where = "go home" if action.go == self.home else f"go to {self.place(action.go)}"
                route = " via " + " then ".join(self.place(s) for s in action.via) if action.via else ""
                parts.append(where + route)
        if action.peek is not None:
            parts.append(PEEK_ZH[action.peek] if self.zh else PEEK_EN[action.peek])
        return parts

    def action(self, action: Action, at_home: bool = False, unsure: bool = False) -> str:
        moves = self.movement(action, at_home, unsure)
        first = ("，" if self.zh else " and ").join(moves)
        if not moves:
            first = "待在原地" if self.zh else "stay where you are"
        rest: list[str] = []
        cond = self.condition(action.condition, action.kill)
        explicit_always = action.condition is not None and KINDS[action.condition.kind].whoever
        if action.kill:
            if self.zh:
                lead = "无论周围有没有人，都" if explicit_always else "就" if cond else ""
                rest.append(f"{cond}，{lead}杀了{action.kill}" if cond else f"{lead}杀了{action.kill}")
            else:
                tail = " whoever is around" if explicit_always else ""
                rest.append(f"{cond}, kill {action.kill}{tail}" if cond else f"kill {action.kill}{tail}")
        elif cond:
            rest.append(f"{cond}，就待在那里" if self.zh else f"{cond}, stay there")
        if action.otherwise is not None:
            knock = not rest and action.go is not None and self.inn.kind.get(action.go) == "room"
            if knock:  # only a refused knock can make it run
                rest.append(
                    ("如果没人开门，" if self.zh else "if nobody opens, ") + self.action(action.otherwise)
                )
            else:
                rest.append(("否则" if self.zh else "otherwise ") + self.action(action.otherwise))
        if not rest:
            return first
        return first + ("，" if self.zh else "; ") + ("，" if self.zh else ", ").join(rest)

    def order(self, order: Order, at_home: bool = False, unsure: bool = False) -> str:
        return f"{self.time(order.at)} {self.action(order.action, at_home, unsure)}"

    # -- standing kills and the door ----------------------------------------------------
    def standing(self, kill: StandingKill) -> str:
        whole = kill.start == 0 and kill.end == NIGHT_MINUTES
        cond, target = kill.condition, kill.target
        if self.zh:
            when = "这三个小时里" if whole else f"{short(kill.start)}到{short(kill.end)}之间"
        else:
            when = "all night" if whole else f"from {hhmm(kill.start)} to {hhmm(kill.end)}"
        anywhere = KINDS[cond.kind].anywhere  # a kind said its own way
        if anywhere is not None:
            return anywhere(self.zh, when, target)
        if self.zh:
            return f"{when}，无论在任何地方碰见{target}，{self.condition(cond, target)}，就杀了{target}"
        return f"{when}, wherever you meet {target}, {self.condition(cond, target)}, kill {target}"

    def door(self, sheet: OrderSheet) -> str:
        if sheet.door == "open":
            return "谁敲门都开门" if self.zh else "open the door to anyone who knocks"
        if sheet.door == "closed" or not sheet.door:
            return "10点前不给任何人开门" if self.zh else "keep the door shut until 22:00"
        who = sorted(sheet.door)
        if self.zh:
            return f"10点前只给{names_zh(who)}开门"
        return f"only open the door for {names_en(who)} until 22:00"


def echo_lines(
    sheet: OrderSheet, inn: Inn, lang: str, home: str | None = None, door: bool = True
) -> list[str]:
    """The orders of ``sheet`` in plain words, one line per slot, then standing kills, then
    the door (``door``: the person has one; a police officer without a room has none, seed
    四, and their echo says nothing of it); ``lang`` is ``"zh"`` (the seed's style) or ``"en"``.

    ``home`` is the person's own room, named "home" (回自己房间) when given; without it
    the room is named by its number. Going home when the orders before already put the
    person there is said as staying (待在自己房间, "stay in my room"): it changes nothing; a
    peek where the order before may have left the person elsewhere says it stays there
    (待在原地，从窗户向外窥视). A sheet without orders says so (the person stays in
    their room all night).
    """
    words = _Words(inn, lang, home)
    lines: list[str] = []
    # where the orders surely put the person (None: known only when the night runs); a roomless
    # officer starts in the common room
    where = home if home is not None or len(inn.always_open) != 1 else next(iter(inn.always_open))
    for o in sorted(sheet.orders, key=lambda o: o.at):
        lines.append(words.order(o, at_home=where is not None and where == home, unsure=where is None))
        act = o.action
        where = place_after(act.go, act.condition is not None, act.otherwise is not None, where, home, inn)
    if not lines:
        lines.append("没有指令：整晚待在原地" if words.zh else "no orders: stay where you are all night")
    lines.extend(words.standing(k) for k in sheet.standing)
    if door:
        lines.append(words.door(sheet))
    return lines


def action_text(inn: Inn, action: Action, lang: str, home: str | None = None) -> str:
    """One action (an order's, an ``else``) in plain words, as the echo says it."""
    return _Words(inn, lang, home).action(action)


def order_text(inn: Inn, order: Order, lang: str, home: str | None = None) -> str:
    """One order with its time in plain words, as the echo says it."""
    return _Words(inn, lang, home).order(order)


def standing_text(inn: Inn, kill: StandingKill, lang: str) -> str:
    """A standing kill in plain words, as the echo says it."""
    return _Words(inn, lang, None).standing(kill)


def place_words(inn: Inn | Callable[[], Inn]) -> Callable[[str, str], str]:
    """How ``inn`` (or the map a callable gives when first asked) names a spot in a language:
    the echo's Chinese (草坪, 203门前, 205房间); its id in English, as stored sentences hold it.
    What a stored sentence's place field is said by (core/catalog.py, ``places_named``)."""
    maps: list[Inn] = []

    def named(spot: str, lang: str) -> str:
        if not maps:
            maps.append(inn if isinstance(inn, Inn) else inn())
        if spot == "home" and lang == "zh":  # the order file's word for one's own room, as the pages say it
            return "回家"
        known = spot in maps[0].kind
        return place_zh(maps[0], spot) if lang == "zh" and known else spot

    return named


def spot_phrase(inn: Inn, spot: str) -> Phrase:
    """A spot as a message's value: the map's id in English (``east-stairs``, as gm.md and
    the notes have always written it), its Chinese name (``东楼梯``) in Chinese."""
    return Phrase(spot, {"zh": place_zh(inn, spot)})


def action_phrase(inn: Inn, action: Action, home: str | None = None) -> Phrase:
    """An action as a message's value: as the order file reads (``go 203, kill B if alone``)
    in English, as the echo says it in Chinese."""
    return Phrase(action.describe(), lambda: {"zh": action_text(inn, action, "zh", home)})


def order_phrase(inn: Inn, order: Order, home: str | None = None) -> Phrase:
    """An order as a message's value (``21:30 go garden``; ``9:30 去花园``)."""
    return Phrase(order.describe(), lambda: {"zh": order_text(inn, order, "zh", home)})


def peek_phrase(peek: str) -> Phrase:
    """A way of peeking as a message's value: ``window`` / 窗户, ``peephole`` / 门孔."""
    return Phrase(peek, {"zh": PEEK_ZH_NOUN.get(peek, peek)})


def condition_phrase(action: Action) -> Phrase:
    """An action's condition as a message's value (``alone``; 如果B单独一人)."""
    cond = action.condition
    zh = KINDS[cond.kind].clause(True, action.kill, cond.who) if cond is not None else ""
    return Phrase(str(cond), {"zh": zh})
