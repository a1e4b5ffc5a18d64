"""Wording of report events in Chinese and English (see ``docs/REPORTS.md``).

Chinese follows the seed's sample report (rule 五.6): times as the seed writes them
(``8:30``), no subject for the player's own actions, ``你门前`` for their own door.
English is the same text for an English-speaking table: times ``HH:MM`` (20:30), the
player's own actions without a subject ("20:30 set off for the common room, arrived 20:34").
"""

from operator import itemgetter

from blackhorse.reports.events import SAYS_WHERE, Event
from blackhorse.reports.scenes import scene
from blackhorse.reports.vocabulary import (
    TIMES,
    Words,
    names_en,
    names_zh,
    t_en,
    t_zh,
    times,
    zh_lead,
)


# -- own events --------------------------------------------------------------------------
def stay_words(words: Words, e: Event) -> tuple[str, str]:
    place = e.spot
    if e.other == "window":
        if words.own(place):
            return "从窗户向外窥视", "looked out of the window"
        return f"在{words.zh(place)}从窗户向外窥视", f"looked out of the window of {words.en(place)}"
    if e.other == "peephole":
        return "从门孔向外窥视", "watched the corridor through the peephole"
    if words.own(place):
        return "待在自己房间里", "stayed in your room"
    if "company" in e.flags and words.inn.kind.get(place) == "room":
        return f"待在{words.zh(place)}聊天", f"chatted in {words.en(place)}"
    return f"待在{words.zh_at(place)}", f"stayed {words.en_at(place)}"


def _scene_holds(words: Words, e: Event) -> bool:
    """Does everyone in a stay's scene stay where and as it says (spot, activity, detail)
    until the stay ends?"""
    tracks = words.v.facts.tracks
    for r in e.scene:
        steps = tracks[r[2]][e.minute + 1 : e.end + 2]  # the subject's
        first = steps[0]
        if first is None:
            return False
        for s in steps:
            if s is None or s.spot != first.spot or s.activity != first.activity or s.detail != first.detail:
                return False
    return True


WALK_KINDS = ("depart", "knock", "resume")


def walk_words(words: Words, e: Event) -> tuple[str, str]:
    """A departure, a refused knock or a walk resumed, after the time (the same for every
    night: ``出发去娱乐室`` / ``set off for the common room``)."""
    if e.kind == "depart":
        home = words.own(e.other)
        chat = "聊天" if words.inn.kind.get(e.other) == "room" and not home else ""
        kill = "to-kill" in e.flags  # the seed's order kinds: 去别人房间聊天, 杀人 (五.3)
        if kill:
            chat = "杀人"
        zh_to = ("回自己房间" + ("杀人" if kill else "")) if home else f"去{words.zh(e.other)}{chat}"
        en_to = "back to your room" if home else f"for {words.en(e.other)}"
        if kill:
            en_to += " to kill"
        if "at-once" in e.flags:
            # after a scene ("H was looking out of the window") the English says who set off
            you = "you " if "after-scene" in e.flags else ""
            return f"随即出发{zh_to}", f"and {you}set off at once {en_to}"
        return f"出发{zh_to}", f"set off {en_to}"
    if e.kind == "knock":
        home = words.own(e.other)
        zh_to = "转身回自己房间" if home else f"转而去{words.zh(e.other)}"
        en_to = "turned back to your room" if home else f"set off for {words.en(e.other)} instead"
        if "door-opened" in e.flags:  # it opened in front of them, for someone else (issue 21)
            return (
                f"敲{words.zh_door(e.spot)}，门开了，却没有让你进去，{zh_to}",
                f"knocked at the door of {words.en(e.spot)}; it opened, but not for you, so {en_to}",
            )
        return (
            f"敲{words.zh_door(e.spot)}，没有人开门，{zh_to}",
            f"knocked at the door of {words.en(e.spot)}; no one opened, so {en_to}",
        )
    if words.own(e.other):  # the player's own room is 自己房间 in their own actions
        return "继续回自己房间", "went on toward your room"
    return f"继续往{words.zh(e.other)}走", f"went on toward {words.en(e.other)}"  # resume


def own_text(words: Words, e: Event) -> tuple[str, str]:
    # the fields read here, by one slice in C (each read by name takes a named tuple's
    # generic attribute path, several times dearer)
    minute, kind, _, spot, other, end, flags, rows = e[:8]
    try:
        t, T = TIMES[minute]  # a plain dict for the night's minutes
    except KeyError:
        t, T = times(minute)
    if kind == "stay":
        zh_do, en_do = stay_words(words, e)
        if end > minute:
            zh, en = f"{t}－{t_zh(end)}{zh_do}", f"{T}–{t_en(end)} {en_do}"
        else:
            zh, en = f"{t}{zh_do}", f"{T} {en_do}"
        if "quiet" in flags:
            return zh + "，没有看见任何人", en + "; saw no one"
        if rows:
            s_zh, s_en = scene(words, rows, spot, bool(other))
            if end > minute and not _scene_holds(words, e):
                # someone in it leaves or changes before the stay ends: the scene is dated, so
                # it does not read as holding the whole stay (issue 21, every line true)
                s_zh = f"{t}看见{s_zh}" if other else zh_lead(t, s_zh)
                return f"{zh}，{s_zh}", f"{en}; at {T} {s_en}"
            return f"{zh}，{s_zh}", f"{en}; {s_en}"
        return zh, en
    if kind in WALK_KINDS:  # the words after the time, kept per inn and room
        at_once = "at-once" in flags
        key = (
            kind,
            spot,
            other,
            at_once,
            "after-scene" in flags,
            "door-opened" in flags,
            "to-kill" in flags,
        )
        texts = words.walks.get(key)
        if texts is None:
            texts = words.walks[key] = walk_words(words, e)
        if at_once:  # continues the arrival's sentence: no time
            return texts
        zh, en = texts
        return f"{t}{zh}", f"{T} {en}"
    if kind == "arrive":
        if "passing" in flags:  # an `else` ran on arrival: the place is said
            zh, en = f"{t}到达{words.zh(spot)}", f"reached {words.en(spot)} at {T}"
            if rows:
                s_zh, s_en = scene(words, rows, spot)
                return f"{zh}，{s_zh}", f"{en}; {s_en}"
            return zh, en
        if words.own(spot):
            zh, en = f"{t}回到自己房间", f"reached your room at {T}"
        elif "new-period" in flags or "says-where" in flags:  # opens a sentence: the place is said
            zh, en = f"{t}到达{words.zh(spot)}", f"reached {words.en(spot)} at {T}"
        else:
            zh, en = f"{t}到达", f"arrived {T}"
        if rows:
            s_zh, s_en = scene(words, rows, spot)
            return f"{zh}，{s_zh}", f"{en}; {s_en}"
        if words.own(spot) or "not-empty" in flags:  # someone arrives at the same minute
            return zh, en
        return f"{zh}，{words.zh_at(spot)}没有人", f"{en}; no one was there"
    if kind == "kill":
        end_zh, end_en = t_zh(end), t_en(end)
        me, victim = words.v.at(minute), words.v.step_of(other, minute)
        if victim is not None and victim.place != me.place:
            # an open-air meeting or a crossing: the victim fell where they stood (ADJUDICATION 9)
            fell_zh, fell_en = (
                f"，{other}倒在{words.zh_at(victim.spot)}",
                f"; {other} fell {words.en_at(victim.spot)};",
            )
            there = ""
        else:
            fell_zh, fell_en, there = "", ",", " there"
        if "arrived" in flags:
            # short of the walk's end (a standing kill on the way), say where, as Chinese does
            home = words.own(spot)  # home: 回到自己房间 / "reached your room", as any arrival home
            said = home or "on-the-way" in flags or "new-period" in flags
            reached = f"reached {words.en(spot)} at {T}" if said else f"arrived {T}"
            came = "回到自己房间" if home else f"到达{words.zh(spot)}"
            return (
                f"{t}{came}，杀死了{other}{fell_zh}，清理现场到{end_zh}",
                f"{reached} and killed {other}{there}{fell_en} then cleaned up until {end_en}",
            )
        where = "自己房间里" if words.own(spot) else words.zh_at(spot)
        return (
            f"{t}在{where}杀死了{other}{fell_zh}，清理现场到{end_zh}",
            f"{T} killed {other} {words.en_at(spot)}{fell_en} then cleaned up until {end_en}",
        )
    if kind == "closing":
        return "此外再没有人出现", "No one else came into view"
    if kind == "heard-knock":  # inside, a knock at the shut door, the visitor unseen
        return f"{t}有人敲门，没有人开门", f"{T} someone knocked at the door; no one opened"
    raise ValueError(f"not an own event: {kind}")


def arrival_says_where(words: Words, e: Event, en: str) -> str:
    """The English of an own arrival ``e`` (``en``, what :func:`own_text` said of it) as it
    reads flagged ``says-where``: "reached the common room at 21:44" for "arrived 21:44", the
    rest (its scene, "no one was there") the same. What ``own_text`` says of ``e`` with the
    flag added, without wording the arrival, and its scene, again."""
    minute, _, _, spot, _, _, flags = e[:7]
    if "passing" in flags or words.own(spot) or "new-period" in flags or "says-where" in flags:
        return en  # the place is said already
    try:
        T = TIMES[minute][1]
    except KeyError:
        T = times(minute)[1]
    head = f"arrived {T}"
    if not en.startswith(head):  # not worded as this expects: word it again, flagged
        return own_text(words, e._replace(flags=flags | SAYS_WHERE))[1]
    return f"reached {words.en(spot)} at {T}{en[len(head) :]}"


# -- what was seen -----------------------------------------------------------------------
ANYONE = "\x00"  # stands for the names in a movement's words (names never hold it)


def _anyone(e: Event) -> Event:
    """``e`` made by :data:`ANYONE` alone (``e._replace(subject=ANYONE, others=())``, without
    its keyword handling: every field named, in the record's order)."""
    return Event(
        e.minute,
        e.kind,
        ANYONE,
        e.spot,
        e.other,
        e.end,
        e.flags,
        e.scene,
        e.first,
        e.last,
        e.last_spot,
        e.joins,
        e.own,
        (),
        e.mentions,
    )


# what decides a movement's words, read by index in C (an ``attrgetter`` of a named tuple's
# fields by name goes through the generic attribute path, several times dearer)
MOVE_KEY = itemgetter(*map(Event._fields.index, ("spot", "other", "flags", "first", "last", "last_spot")))
FACING = ("crossed", "met", "with-you")  # told without 看见


def seen_text(words: Words, e: Event, watching: bool) -> tuple[str, str]:
    """``watching``: the observer looks from afar (peeking or walking), so Chinese says 看见."""
    # the fields read here, by one slice in C (see own_text)
    minute, kind, subject, spot, other, end, flags = e[:7]
    try:
        t, T = TIMES[minute]  # a plain dict for the night's minutes
    except KeyError:
        t, T = times(minute)
    if kind == "move":
        # the same movement seen from the same room reads the same, whoever makes it: worded
        # once a night with a stand-in for the names
        # (the key's fields are read from it: each by name would take the generic path again)
        fields: tuple[str, str, frozenset[str], str, str, str] = MOVE_KEY(e)
        spot, other, flags, first, _, last_spot = fields
        key: tuple[object, ...] = fields
        if first == "turned-away":  # seen from inside that room?
            key = (*fields, words.v.own[minute].place == spot)
        mine = words.mine
        moves = words.moves if spot in mine or last_spot in mine or other in mine else words.any_moves
        texts = moves.get(key)
        if texts is None:
            texts = moves[key] = move_text(words, _anyone(e))
        zh, en = texts
        if "arrives-later" in flags:
            zh, en = zh.replace(ARRIVAL, t_zh(end)), en.replace(ARRIVAL, t_en(end))
        if e.others:
            who = (subject, *e.others)
            zh, en = zh.replace(ANYONE, names_zh(who)), en.replace(ANYONE, names_en(who))
        else:
            name = subject
            zh, en = zh.replace(ANYONE, name), en.replace(ANYONE, name)
        if watching and first not in FACING:
            return f"{t}看见{zh}", f"{T} {en}"
        return zh_lead(t, zh), f"{T} {en}"
    look = "看见" if watching else ""
    x = names_zh((subject, *e.others))
    if kind == "knocked":  # a refused knock seen (from inside through the peephole, or outside)
        if "at-door" in flags:  # the observer reached that door as they knocked (issue 21)
            door = words.v.at(minute).spot
            return (
                zh_lead(t, f"在{words.zh(door)}遇见{x}，{x}随即离开"),
                f"{T} met {x} {words.en_at(door)}; {x} left at once",
            )
        if "door-opened" in flags:  # the door opened that minute, for someone else
            if "here" in flags:
                return lead(
                    t, look, f"{x}来敲门，没有被让进来"
                ), f"{T} {x} knocked at the door and was not let in"
            return (
                lead(t, look, f"{x}敲{words.zh_door(spot)}，门开了，却没有让{x}进去"),
                f"{T} {x} knocked at the door of {words.en(spot)}; it opened, but not for {x}",
            )
        if "here" in flags:
            return lead(t, look, f"{x}来敲门，没有人开门"), f"{T} {x} knocked at the door; no one opened"
        return (
            lead(t, look, f"{x}敲{words.zh_door(spot)}，没有人开门"),
            f"{T} {x} knocked at the door of {words.en(spot)}; no one opened",
        )
    if kind == "murder":
        through = "through" in flags
        if "arrived" in flags:
            zh_come = f"{x}来到{words.zh(spot)}"
            en_come = f"{x} came {'onto' if words.inn.kind.get(spot) == 'lawn' else 'into'} {words.en(spot)}"
            if through:
                return (
                    f"{lead(t, look, zh_come)}，至{t_zh(end)}杀死{other}",
                    f"{T} {en_come} and by {t_en(end)} had killed {other}",
                )
            return f"{lead(t, look, zh_come)}，杀死了{other}", f"{T} {en_come} and killed {other}"
        where_zh = f"在{words.zh_at(spot)}"  # a murder line always says where (issue 9)
        where_en = f" {words.en_at(spot)}"
        zh, en = lead(t, look, f"{x}{where_zh}杀死了{other}"), f"{T} {x} killed {other}{where_en}"
        if "apart" in flags:  # the body fell elsewhere: said only where it was seen (issue 21)
            if e.last_spot:
                zh += f"，{other}倒在{words.zh_at(e.last_spot)}"
                en += f"; {other} fell {words.en_at(e.last_spot)}"
            if through:
                zh += f"，此后{x}一直在{words.zh_at(spot)}待到{t_zh(end - 1)}"
                en += f"; {x} then stayed{where_en} until {t_en(end - 1)}"
        elif through:
            zh += f"，此后守在尸体旁直到{t_zh(end - 1)}"
            en += f", then stayed by the body until {t_en(end - 1)}"
        return zh, en
    if kind == "mutual":  # two who killed each other, both seen falling (issue 21)
        y = other
        if e.last_spot == spot:
            return (
                lead(t, look, f"{x}和{y}在{words.zh_at(spot)}互相杀死了对方"),
                f"{T} {x} and {y} killed each other {words.en_at(spot)}",
            )
        fell_zh = f"{x}倒在{words.zh_at(spot)}，{y}倒在{words.zh_at(e.last_spot)}"
        fell_en = f"{x} fell {words.en_at(spot)}, {y} {words.en_at(e.last_spot)}"
        return (
            lead(t, look, f"{x}和{y}互相杀死了对方，{fell_zh}"),
            f"{T} {x} and {y} killed each other; {fell_en}",
        )
    if kind == "over-body":
        return (
            lead(t, look, f"{x}站在{words.zh_at(spot)}{other}的尸体旁"),
            f"{T} {x} was standing over {other}'s body {words.en_at(spot)}",
        )
    if kind == "body":
        bodies = names_en([f"{b}'s" for b in (subject, *e.others)])
        noun = "bodies" if e.others else "body"
        return (
            lead(t, look, f"{words.zh_at(spot)}躺着{x}的尸体"),
            f"{T} {bodies} {noun} lay {words.en_at(spot)}",
        )
    if kind == "killed":  # seen falling, the killer out of sight: a killing (ADJUDICATION 7)
        were = "were" if e.others else "was"
        who_en = names_en((subject, *e.others))
        return (
            lead(t, look, f"{x}在{words.zh_at(spot)}被人杀死，没有看见凶手"),
            f"{T} {who_en} {were} killed {words.en_at(spot)}; you did not see by whom",
        )
    if kind == "present":
        me = words.v.at(minute)  # on the way, "there" would read as where they are going
        zh, en = scene(words, e.scene, me.place, walking=me.activity in ("leaving", "walking"))
        return lead(t, look, zh), f"{T} {en}"
    raise ValueError(f"not a seen event: {kind}")


def lead(time: str, look: str, text: str) -> str:
    """A Chinese line's start: ``8:30看见E…``, ``8:52 B进入…``, ``9:00 207房间里…`` (a space
    between the time and a name or number, none before Chinese)."""
    return f"{time}{look}{text}" if look else zh_lead(time, text)


def move_text(words: Words, e: Event) -> tuple[str, str]:
    x = names_zh((e.subject, *e.others))
    xe = names_en((e.subject, *e.others))
    zh: list[str] = []
    en: list[str] = []
    if e.first == "with-you":
        zh.append(f"{x}和你一起走")
        en.append(f"{xe} walked along with you")
    elif e.first == "left-here":
        zh.append(f"{x}离开")
        en.append(f"{xe} left")
    elif e.first == "came-out":
        if words.outdoor(e.spot):
            zh.append(f"{x}离开{words.zh(e.spot)}")
            en.append(f"{xe} left {words.en(e.spot)}")
        else:
            zh.append(f"{x}从{words.zh(e.spot)}出来")
            en.append(f"{xe} came out of {words.en(e.spot)}")
    elif e.first in ("crossed", "met"):
        # a crossing (swapping spots between two minutes) is a meeting, as on the same spot in
        # the same minute: 遇见 / "met" (the seed's 9:11 on the east stairs; ADJUDICATION 9)
        way_zh = {"up": "上楼的", "down": "下楼的"}
        way_en = {"up": " coming up", "down": " going down"}
        way = next((w for w in ("up", "down") if w in e.flags), "")
        if way:
            who_zh = f"{way_zh[way]}{x}"
            en.append(f"met {xe}{way_en[way]} {words.en(e.spot)}")
        else:
            who_zh = x
            en.append(f"met {xe} {words.en_at(e.spot)}")
        at_zh = words.zh(e.spot) if way else words.zh_at(e.spot)
        zh.append(f"在{at_zh}遇见{who_zh}")
    elif e.first == "turned-away":
        if words.outdoor(e.spot):  # the garden and the lawn have no door (issue 21)
            onto = "onto" if words.inn.kind.get(e.spot) == "lawn" else "into"
            zh.append(f"{x}来到{words.zh(e.spot)}，随即折返")
            en.append(f"{xe} came {onto} {words.en(e.spot)} and turned back at once")
        elif words.v.at(e.minute).place == e.spot:  # seen from inside that room
            zh.append(f"{x}来到门口，随即离开")
            en.append(f"{xe} came to the door and left at once")
        elif words.own(e.spot):
            zh.append(f"{x}来到你门前，随即离开")
            en.append(f"{xe} came to your door and left at once")
        else:
            zh.append(f"{x}来到{words.zh(e.spot)}门前，随即离开")
            en.append(f"{xe} came to the door of {words.en(e.spot)} and left at once")
    elif e.first == "came-up":
        zh.append(f"{x}从{words.zh(e.spot)}上楼来")
        en.append(f"{xe} came up {words.en(e.spot)}")
    elif (
        e.first == "passed"
        and e.last in ("down", "up")
        and words.inn.kind.get(e.spot) in ("stairs", "stair-foot")
    ):
        pass  # "went down the west stairs" says it all
    elif e.first == "passed":
        zh.append(f"{x}从{words.zh(e.spot)}经过")
        along = words.inn.kind.get(e.spot) == "corridor"
        en.append(f"{xe} {'went along' if along else 'passed'} {words.en(e.spot)}")
    end_zh, end_en = _move_end(words, e)
    if not end_zh:
        return "，".join(zh), " ".join(en)
    if not zh:
        return f"{x}{end_zh}", f"{xe} {end_en}"
    if e.first == "met":  # met at a door as they went in (issue 21 point 11)
        return f"{zh[0]}，{x}{end_zh}", f"{en[0]}; {xe} {end_en}"
    # "came into the garden and turned back at once, then went up the west stairs"
    back = e.first == "turned-away" and words.outdoor(e.spot)
    joiner = ", " if e.last == "toward" else ", then " if back else " and "
    return f"{zh[0]}，{end_zh}", f"{en[0]}{joiner}{end_en}"


COMPASS_ZH = {"east": "东", "west": "西", "north": "北", "south": "南"}


ARRIVAL = "\x01"  # stands for the arrival's time in a movement's words (see seen_text)


def _move_end(words: Words, e: Event) -> tuple[str, str]:
    s = e.last_spot
    if (e.last == "came-in" or e.last == "went-in") and words.outdoor(s):
        onto = "onto" if words.inn.kind.get(s) == "lawn" else "into"
        if "arrives-later" in e.flags:  # seen at the stair foot the minute before (issue 21)
            return f"{ARRIVAL}来到{words.zh(s)}", f"at {ARRIVAL} came {onto} {words.en(s)}"
        return f"来到{words.zh(s)}", f"came {onto} {words.en(s)}"
    if e.last == "came-in":
        return f"进入{words.zh(s)}", "came in"
    if e.last == "went-in":
        return f"走进{words.zh(s)}", f"went into {words.en(s)}"
    if e.last == "back":  # came out and went back in (a kill on the threshold, issue 21)
        return f"又回了{words.zh(s)}", "went back in"
    if e.last == "down":
        return f"从{words.zh(s)}下楼去了", f"went down {words.en(s)}"
    if e.last == "up":
        return f"从{words.zh(s)}上楼去了", f"went up {words.en(s)}"
    if e.last == "along":  # the next door is out of view: only the way (issue 21 point 13)
        if e.other:  # where they turned, seen: "went to the west stairs, then went off east"
            return (
                f"走到{words.zh(e.other)}，又沿走廊往{COMPASS_ZH[s]}去了",
                f"went to {words.en(e.other)}, then went off {s} along the corridor",
            )
        return f"沿走廊往{COMPASS_ZH[s]}去了", f"went off {s} along the corridor"
    if e.last == "toward":
        return f"往{words.zh(s)}方向去了", f"heading toward {words.en(s)}"
    return "", ""


__all__ = ["Words", "names_en", "names_zh", "own_text", "scene", "seen_text", "t_en", "t_zh"]
