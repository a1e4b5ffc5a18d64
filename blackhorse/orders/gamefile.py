"""Reading ``game.yaml`` into a :class:`~blackhorse.orders.cast.Game`, every problem in one pass."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path
from types import MappingProxyType
from typing import Any

from blackhorse.core.catalog import LANGS, SOURCE, Msg, msg
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import name_problem, name_rule, same_name
from blackhorse.core.yamlsource import Located, YamlSyntaxError, read_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Game, Tenant
from blackhorse.orders.gamelang import lang_value
from blackhorse.orders.gamemap import game_map, map_problems, named_map
from blackhorse.orders.words import did_you_mean, find, near_hint, room_number

GAME_FIELDS = ("name", "tenants", "police", "police_rooms", "map", "lang", "timezone", "nicknames")
TENANT_FIELDS = ("room", "targets")

PathKey = tuple[str | int, ...]


def load_game(folder: str | Path, inn: Inn | str | Path | None = None) -> Game:
    """Read ``folder/game.yaml``; raise :class:`InputError` listing every problem.

    ``inn`` is the map the rooms are checked against: an :class:`Inn`, a map file's path, or
    None for game.yaml's ``map:`` (the shipped inn when it names none); a map given for a game
    whose game.yaml names another is refused (:class:`~blackhorse.core.errors.MapConflict`)."""
    return read_game(folder, game_map(folder, inn))


def read_game(folder: str | Path, inn: Inn) -> Game:
    """Read ``folder/game.yaml``; raise :class:`InputError` listing every problem."""
    folder = Path(folder)
    path = folder / "game.yaml"
    shown = str(path)
    if not path.exists() and not path.is_symlink():
        allowed = (
            msg("a game folder holds a game.yaml (see docs/ORDERS.md)")
            if folder.is_dir()
            else msg(
                "no folder {folder}; a game folder holds a game.yaml (see docs/ORDERS.md)", folder=folder
            )
        )
        if (folder / "players.yaml").is_file():  # made by `blackhorse new`, not registered yet
            allowed = msg(
                "a game folder holds a game.yaml, written by `blackhorse register`: run `{command}` first"
                " (players.yaml is here; see docs/GAME.md)",
                command=f"blackhorse register {folder} APPLICATIONS.yaml --seed N",
            )
        raise InputError([Problem(shown, 0, "", msg("missing"), allowed)])
    # read and checked once a process while game.yaml stays the same file and the map the same
    # (a `night` read it three times: the state before, the night, the replay after the commit)
    key = (shown, inn.digest)
    status = _status(path)
    kept = _READ.get(key)
    if kept is not None and status is not None and kept[0] == status:
        named_path, named_status = kept[1]
        if named_path is None or _status(named_path, follow=True) == named_status:
            return kept[2]
    try:
        located = read_yaml(path, shown, inside=folder, again=True)
    except YamlSyntaxError as exc:
        raise InputError([exc.problem(shown, msg("valid YAML (see docs/ORDERS.md)"))]) from None
    # the map game.yaml names is part of what is checked (edited since the map in use was
    # read, it is a problem): its status is kept too, taken before the check reads it
    try:
        named = named_map(located, folder)
    except InputError:
        named = None  # (the reader reports it)
    named_path = named.path if named is not None else None
    named_status = _status(named_path, follow=True) if named_path is not None else None
    reader = _GameReader(located, inn)
    game = reader.game(folder)
    if reader.problems or game is None:
        raise InputError(reader.problems)
    if status is not None and (named_path is None or named_status is not None):
        # (statuses taken before the reading: a change meanwhile reads again)
        if len(_READ) >= 16:
            _READ.clear()
        _READ[key] = (status, (named_path, named_status), game)
    return game


# the games read: (game.yaml's path, the map's digest) -> (game.yaml's lstat, the path and
# status of the map it names, the Game, immutable)
_READ: dict[tuple[str, str], tuple[tuple[int, ...], tuple[Path | None, tuple[int, ...] | None], Game]] = {}


def _status(path: Path, follow: bool = False) -> tuple[int, ...] | None:
    """The file's device, inode, mode, size, modification and change times (not following a
    link unless ``follow``), as ``read_yaml(..., again=True)`` keeps them; None when it cannot
    be had."""
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_mode, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


MAX_NICKNAME_LENGTH = 32
_NUMBER_WORDS = frozenset(
    ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
    + ("half", "quarter")
)
_CN_NUMERALS = frozenset("零〇一二两三四五六七八九十百半点點钟时刻分整正")


def nickname_problem(nick: str) -> Msg | None:
    """None when ``nick`` can be a nickname: letters and digits in any script, with single
    spaces between words and ``-``, ``_``, ``'`` or ``.`` inside them (``Old Joe``, ``Mr.
    Tom``), at most 32 characters; else what it breaks."""
    rule = msg(
        "a nickname: letters and digits (any script), spaces between words, `-`, `_`, `'` and `.`,"
        " at most {most} characters",
        most=MAX_NICKNAME_LENGTH,
    )
    if not nick:
        return msg("a nickname that is not empty")
    if len(nick) == 1 and not nick.isascii():
        return msg("a nickname of two characters or more (one Chinese character is part of too many words)")
    if len(nick) > MAX_NICKNAME_LENGTH or "  " in nick:
        return rule
    for word in nick.split(" "):
        if not word or not unicodedata.category(word[0]).startswith(("L", "N")):
            return rule
        if any(c not in "-_'." and not unicodedata.category(c).startswith(("L", "N", "M")) for c in word):
            return rule
    return None


_CLOCK = r"[0-9]+(?:am|pm|h|点|點|時|时)?"  # compiled (and cached) by `re` when first used


def _a_number(key: str) -> bool:
    """Whether a nickname (as matched) is only numbers: a time or a count to the reader."""
    words = key.replace("-", " ").split()
    return all(re.fullmatch(_CLOCK, w) or w in _NUMBER_WORDS or set(w) <= _CN_NUMERALS for w in words)


class _GameReader:
    """game.yaml read field by field, every problem collected."""

    def __init__(self, located: Located, inn: Inn) -> None:
        self.located = located
        self.inn = inn
        self.problems: list[Problem] = []

    def bad(self, path: PathKey, value: object, allowed: str, typed: bool = True) -> None:
        """Report ``value`` at ``path``; ``typed``: show the scalar there as the GM wrote it."""
        text = self.located.text(*path) if typed else None
        if text is None or isinstance(value, dict | list):
            text = msg("(empty)") if value is None else value if isinstance(value, str) else repr(value)
        self.problems.append(
            Problem(
                self.located.file,
                self.located.line(*path),
                ".".join(map(str, path)),
                text or msg("(empty)"),
                allowed,
            )
        )

    def word(self, path: PathKey, value: object) -> str:
        """A scalar as typed (a tenant called ``N`` or ``No`` stays a name), trimmed."""
        if isinstance(value, dict | list):
            return ""
        text = self.located.text(*path)
        return (text if text is not None else "" if value is None else str(value)).strip()

    def fields(self, path: PathKey, raw: dict[str, Any], allowed: tuple[str, ...], what: Msg) -> None:
        for key in raw:
            if key not in allowed:
                import difflib  # only for a mistake: not loaded on every command

                near = difflib.get_close_matches(key, allowed, n=1)
                hint = near_hint(near[0]) if near else ""
                fields = msg("fields of {what}: {fields}{hint}", what=what, fields=allowed, hint=hint)
                self.bad((*path, key), key, fields, typed=False)

    def name(self, path: PathKey, name: str, earlier: list[str]) -> bool:
        """Check ``name`` against the one rule for names and the ``earlier`` names of the game."""
        problem = name_problem(name)
        if problem is not None:
            self.bad(path, name, name_rule(problem), typed=False)
            return False
        clash = same_name(name, earlier)
        if clash is not None:
            again = msg(
                "a name of its own ({name} is already in the game; letter case does not count)", name=clash
            )
            self.bad(path, name, again, typed=False)
            return False
        return True

    # -- the file ---------------------------------------------------------------------
    def game(self, folder: Path) -> Game | None:
        for dup in self.located.duplicates:
            self.bad(
                dup.path,
                dup.path[-1],
                msg(
                    "each name or field once; `{field}` is also on line {line}",
                    field=dup.path[-1],
                    line=dup.first_line,
                ),
            )
        data = self.located.data
        if not isinstance(data, dict):
            self.bad(
                (),
                msg("(empty file)") if data is None else data,
                msg("a mapping with `tenants:` (and optionally `name:`, `police:`, `police_rooms:`)"),
            )
            return None
        self.fields((), data, GAME_FIELDS, msg("game.yaml"))
        self.problems.extend(map_problems(self.located, folder, self.inn))
        raw_tenants = data.get("tenants")
        if not isinstance(raw_tenants, dict) or not raw_tenants:
            self.bad(
                ("tenants",),
                raw_tenants,
                msg("a mapping NAME: {{room: ROOM, targets: [X, Y]}}, one line per tenant"),
            )
            return None
        names = list(raw_tenants)
        for i, name in enumerate(names):
            self.name(("tenants", name), name, names[:i])
        police = self.police(data.get("police"), names)
        bedrooms = [r for r in self.inn.rooms if self.inn.beds[r] > 0]
        occupants: dict[str, list[str]] = {}
        tenants: dict[str, Tenant] = {}
        for name, spec in raw_tenants.items():
            tenant = self.tenant(name, spec, names, police, bedrooms, occupants)
            if tenant is not None:
                tenants[name] = tenant
        police_rooms = self.police_rooms(data.get("police_rooms"), police, bedrooms, occupants)
        title = self.word(("name",), data["name"]) if "name" in data else ""
        lang = self.lang(data["lang"]) if "lang" in data else SOURCE
        nicknames = self.nicknames(data["nicknames"], (*names, *police)) if "nicknames" in data else {}
        return Game(
            folder=folder,
            name=title or folder.resolve().name,
            tenants=MappingProxyType(tenants),
            police=police,
            police_rooms=MappingProxyType(police_rooms),
            lang=lang,
            timezone=self.timezone(data.get("timezone")),
            nicknames=MappingProxyType(nicknames),
        )

    def nicknames(self, raw: object, people: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
        """game.yaml's ``nicknames:``, what players call people that the reader of messages
        cannot derive from their names (docs/ORDERS.md): NAME: [NICKNAME, ...]. A nickname is
        one person's, no one's name, no word of the orders and no number."""
        if raw is None:
            return {}
        if not isinstance(raw, dict):
            self.bad(
                ("nicknames",), raw, msg("a mapping NAME: [NICKNAME, ...], e.g. {{陈美玲: [Mandy, 阿玲]}}")
            )
            return {}
        out: dict[str, tuple[str, ...]] = {}
        owner: dict[str, tuple[str, int]] = {}  # a nickname as matched: whose, on which line
        for key, value in raw.items():
            path: PathKey = ("nicknames", key)
            who = find(str(key), people)
            if who is None:
                hint = did_you_mean(str(key), people)
                self.bad(
                    path,
                    key,
                    msg("a person of this game: {names}{hint}", names=people, hint=hint),
                    typed=False,
                )
                continue
            items = value if isinstance(value, list) else [value]
            if not items or any(isinstance(item, dict | list) for item in items):
                self.bad(path, value, msg("a nickname or a list of nicknames, e.g. [Mandy, 阿玲]"))
                continue
            nicks: list[str] = []
            for i, item in enumerate(items):
                at: PathKey = (*path, i) if isinstance(value, list) else path
                nick = self.word(at, item)
                if self.nickname(at, nick, who, people, owner) and nick not in nicks:
                    nicks.append(nick)
            if nicks:
                out[who] = (*out.get(who, ()), *nicks)
        return out

    def nickname(
        self, path: PathKey, nick: str, who: str, people: tuple[str, ...], owner: dict[str, tuple[str, int]]
    ) -> bool:
        """Check one nickname of ``who``; ``owner``: the nicknames already given, as matched."""
        from blackhorse.orders.messagewords import a_message_word, surface  # only for nicknames

        problem = nickname_problem(nick)
        if problem is not None:
            self.bad(path, nick, problem)
            return False
        named = same_name(nick, people)
        if named is not None and named != who:
            self.bad(
                path,
                nick,
                msg("a nickname that is no one's name ({name} is a person of this game)", name=named),
            )
            return False
        if named is not None:
            return False  # one's own name: the reader knows it already
        key = surface(nick)
        if a_message_word(key, self.inn) or _a_number(key):
            self.bad(
                path,
                nick,
                msg(
                    "a nickname that is no word of the orders, no place and no time"
                    " (the words players write: docs/PARSING.md)"
                ),
            )
            return False
        first = owner.setdefault(key, (who, self.located.line(*path)))
        if first[0] != who:
            self.bad(
                path,
                nick,
                msg(
                    "a nickname of one person only ({value} is given to {name} on line {line} already)",
                    value=nick,
                    name=first[0],
                    line=first[1],
                ),
            )
            return False
        return True

    def timezone(self, raw: object) -> str:
        """game.yaml's ``timezone:``, the game's clock (core/gamezone.py): an IANA time zone
        name, "" for this machine's."""
        if raw is None:
            return ""
        from blackhorse.core import gamezone  # only a game that names its clock needs it

        name = self.word(("timezone",), raw)
        if not gamezone.known(name):
            self.bad(
                ("timezone",),
                raw,
                msg(
                    "a time zone name, e.g. Asia/Shanghai (Beijing time) or UTC;"
                    " leave it out for this machine's"
                ),
            )
            return ""
        return name

    def lang(self, raw: object) -> str:
        """game.yaml's ``lang:``, the game's language: ``zh`` or ``en`` (letter case aside)."""
        found = lang_value(self.word(("lang",), raw))
        if found is not None:
            return found
        self.bad(("lang",), raw, msg("the game's language: {names}", names=LANGS))
        return SOURCE

    def police(self, raw: object, tenants: list[str]) -> tuple[str, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list):
            self.bad(("police",), raw, msg("a list of names, e.g. [P1, P2, P3]"))
            return ()
        out: list[str] = []
        for i, item in enumerate(raw):
            name = self.word(("police", i), item)
            tenant, officer = same_name(name, tenants), same_name(name, out)
            if tenant is not None:
                clash = (
                    msg("a name no tenant has ({name} is a tenant)", name=tenant)
                    if tenant == name
                    else msg(
                        "a name no tenant has ({name} is a tenant; letter case does not count)", name=tenant
                    )
                )
                self.bad(("police", i), name, clash)
            elif officer is not None:
                again = (
                    msg("each officer once ({name} is listed twice)", name=officer)
                    if officer == name
                    else msg("each officer once ({name} is listed; letter case does not count)", name=officer)
                )
                self.bad(("police", i), name, again)
            elif self.name(("police", i), name, []):
                out.append(name)
        return tuple(out)

    def tenant(
        self,
        name: str,
        spec: object,
        names: list[str],
        police: tuple[str, ...],
        bedrooms: list[str],
        occupants: dict[str, list[str]],
    ) -> Tenant | None:
        path: PathKey = ("tenants", name)
        if not isinstance(spec, dict):
            self.bad(path, spec, msg('{{room: "201", targets: [X, Y]}}'))
            return None
        self.fields(path, spec, TENANT_FIELDS, msg("a tenant"))
        room = self.word((*path, "room"), spec.get("room"))
        room = find(room_number(room) or room, bedrooms) or room  # as in order files: ２０１, 201房
        if room not in bedrooms:
            self.bad(
                (*path, "room"), spec.get("room"), msg("a room with beds: {rooms}", rooms=tuple(bedrooms))
            )
        else:
            self.lodge(occupants, room, name, (*path, "room"))
        others = tuple(n for n in names if n != name)
        raw = spec.get("targets")
        if not isinstance(raw, list) or len(raw) != 2:
            self.bad(
                (*path, "targets"), raw, msg("a list of two other tenants, e.g. [{names}]", names=others)
            )
            return None
        typed = [self.word((*path, "targets", i), t) for i, t in enumerate(raw)]
        targets = tuple(find(t, (*names, *police)) or t for t in typed)  # as in order files: `b` is B
        ok = True
        for i, target in enumerate(targets):
            if target in police:
                allowed = msg("another tenant (police cannot be targets): {names}", names=others)
            elif target == name:
                allowed = msg("another tenant (not {name} themself): {names}", name=name, names=others)
            elif target not in names:
                allowed = msg("another tenant: {names}", names=others)
            else:
                continue
            ok = False
            self.bad((*path, "targets", i), typed[i], allowed)
        if targets[0] == targets[1]:
            ok = False
            self.bad((*path, "targets"), raw, msg("two different tenants"))
        return Tenant(name, room, targets) if ok and room in bedrooms else None

    def police_rooms(
        self, raw: object, police: tuple[str, ...], bedrooms: list[str], occupants: dict[str, list[str]]
    ) -> dict[str, str]:
        if raw is None:
            return {}
        if not isinstance(raw, dict):
            self.bad(("police_rooms",), raw, msg('a mapping OFFICER: ROOM, e.g. {{P1: "205"}}'))
            return {}
        out: dict[str, str] = {}
        for who, value in raw.items():
            path: PathKey = ("police_rooms", who)
            room = self.word(path, value)
            room = find(room_number(room) or room, bedrooms) or room
            who = find(str(who), police) or who  # as in order files: p1 is P1
            if who not in police:
                self.bad(
                    path,
                    who,
                    msg("one of police: {names}", names=police or msg("(no police declared)")),
                    typed=False,
                )
            elif room not in bedrooms:
                self.bad(path, value, msg("a room with beds: {rooms}", rooms=tuple(bedrooms)))
            else:
                out[who] = room
                self.lodge(occupants, room, who, path)
        if len(raw) > 1:
            self.bad(
                ("police_rooms",),
                ", ".join(raw),
                msg("at most one police officer lives in the inn (seed 六)"),
            )
        return out

    def lodge(self, occupants: dict[str, list[str]], room: str, who: str, path: PathKey) -> None:
        """Give ``who`` a bed in ``room``; a full room is reported at the one who overflows it."""
        already = occupants.setdefault(room, [])
        if len(already) >= self.inn.beds[room]:
            self.bad(
                path,
                room,
                msg(
                    "a room with a free bed: {room} has {beds} beds, taken by {names}",
                    room=room,
                    beds=self.inn.beds[room],
                    names=tuple(already),
                ),
            )
        already.append(who)
