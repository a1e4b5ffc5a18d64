"""A game folder on disk: game.yaml plus nights/N/*.yaml, read into checked objects."""

from __future__ import annotations

from pathlib import Path

from blackhorse.core.catalog import msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import name_key
from blackhorse.core.reader import REGULAR_FILE, FileRefused, read_input_bytes
from blackhorse.core.yamlsource import Located, YamlSyntaxError, read_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import COMMON_ROOM, Cast, Game, common_room_fault, first_night_cast
from blackhorse.orders.gamefile import read_game
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderyaml import read_orders
from blackhorse.orders.sheetcheck import VALID_YAML, check_located


@dataclass(frozen=True)
class NightInput:
    """Everything needed to run one night, checked."""

    game: Game
    night: int
    cast: Cast
    sheets: tuple[OrderSheet, ...]  # sorted by person

    @property
    def folder(self) -> Path:
        return night_folder(self.game.folder, self.night)

    def __repr__(self) -> str:
        """One line for a notebook (the game, the cast and every order would be pages)."""
        people = len(self.cast.people)
        sent = ", ".join(sheet.who for sheet in self.sheets) or "nobody"
        return (
            f"<NightInput night {self.night} of {self.game.name!r} ({self.folder}): "
            f"{people} people on the map; orders from {sent}>"
        )


def night_folder(game_dir: Path, night: int) -> Path:
    return game_dir / "nights" / str(night)


ORDER_SUFFIXES = (".yaml", ".yml")
STAYS_PUT = msg("an order file that stays put")


def order_files(game_dir: Path, night: int) -> list[Path]:
    """The night's order files: ``*.yaml`` / ``*.yml`` (any case) directly in ``nights/N``.

    Hidden files (editor locks and swap files start with a dot) and sub-folders such as
    ``results`` are not order files. Anything else with such a name is listed, links, FIFOs
    and folders (``nights/1/A.yaml/``) included: reading it is refused with a problem naming
    it (ORDERS.md: anything but a regular file is an error), never skipped silently.
    """
    folder = night_folder(game_dir, night)
    if not folder.is_dir():
        return []
    return sorted(
        p for p in folder.iterdir() if p.suffix.lower() in ORDER_SUFFIXES and not p.name.startswith(".")
    )


def order_file_bytes(game_dir: Path, path: Path) -> bytes:
    """The bytes of an order file of ``game_dir``, read as every input is (links refused)."""
    try:
        return read_input_bytes(path, inside=game_dir, again=True)
    except FileRefused as exc:
        raise InputError([exc.problem(str(path), REGULAR_FILE)]) from None
    except FileNotFoundError:
        raise InputError([Problem(str(path), 0, "", msg("missing"), STAYS_PUT)]) from None


def read_order_files(game_dir: Path, night: int) -> tuple[list[tuple[Path, Located]], list[Problem]]:
    """Parse every order file's YAML (syntax only); a missing night folder is a problem."""
    parsed: list[tuple[Path, Located]] = []
    problems: list[Problem] = []
    folder = night_folder(game_dir, night)
    if not folder.is_dir():
        problems.append(
            Problem(
                str(folder),
                0,
                "",
                msg("no such folder"),
                msg(
                    "a folder nights/{night} holding that night's order files"
                    " (create it empty if nobody sent orders that night)",
                    night=night,
                ),
            )
        )
    by_person: dict[str, Path] = {}
    for path in order_files(game_dir, night):
        person = name_key(path.stem)  # A.yaml and a.yaml are one person's (names ignore case)
        if person in by_person:
            problems.append(
                Problem(
                    str(path),
                    0,
                    "",
                    msg("a second order file for {name}", name=path.stem),
                    msg(
                        "one file per person; keep {first} or {second}, not both",
                        first=by_person[person].name,
                        second=path.name,
                    ),
                )
            )
            continue
        by_person[person] = path
        try:
            read = read_yaml(path, str(path), inside=game_dir, shaped=read_orders, reread=True)  # and hashed
            parsed.append((path, read))
        except YamlSyntaxError as exc:
            problems.append(exc.problem(str(path), VALID_YAML))
        except FileNotFoundError:  # removed while being read
            problems.append(Problem(str(path), 0, "", msg("missing"), STAYS_PUT))
    return parsed, problems


def check_sheets(
    parsed: list[tuple[Path, Located]], cast: Cast, inn: Inn, problems: list[Problem]
) -> tuple[OrderSheet, ...]:
    sheets: list[OrderSheet] = []
    for path, located in parsed:
        sheet, found = check_located(located, path.stem, cast, inn)  # the one check of an order file
        problems.extend(found)
        if sheet is not None:
            sheets.append(sheet)
    return tuple(sorted(sheets, key=lambda s: s.who))


def load_night(game_dir: str | Path, night: int, inn: Inn, cast: Cast | None = None) -> NightInput:
    """Read and check game.yaml and the night's order files; every problem at once.

    ``cast`` is who is on the map that night (from the game's history); by default the
    cast of game.yaml as written (everyone alive, in their registered rooms).
    """
    game_dir = Path(game_dir)
    if night < 1:
        raise InputError([Problem(str(game_dir), 0, "night", str(night), msg("a night number from 1"))])
    parsed, problems = read_order_files(game_dir, night)
    try:
        game = read_game(game_dir, inn)
    except InputError as exc:
        # The order files cannot be checked against a broken cast; report their syntax too.
        raise InputError(exc.problems + problems) from None
    if cast is None:
        senders = frozenset(_claimed_sender(path, loc) for path, loc in parsed)
        cast = first_night_cast(game, senders)
    problems.extend(common_room_problems(cast, inn))
    sheets = check_sheets(parsed, cast, inn, problems)
    if problems:
        raise InputError(problems)
    return NightInput(game, night, cast, sheets)


def common_room_problems(cast: Cast, inn: Inn) -> list[Problem]:
    """A police officer on the map without a room lives in the common room 204 (ADJUDICATION
    2.5): the map needs it, always open, as the shipped inn has it. On an edited map without
    it the officer's walk home had nowhere to go; with its door closeable, nobody inside
    opens it for them, and a walk home refused at its door stopped the night."""
    roomless = sorted(p.name for p in cast.people.values() if p.room is None)
    if not roomless:
        return []
    who = msg(
        "the home of police officers without a room ({names}) (ADJUDICATION 2.5)", names=tuple(roomless)
    )
    fault = common_room_fault(inn)
    if fault == "missing":
        allowed = msg("a room {room}, always open: {who}", room=COMMON_ROOM, who=who)
        return [Problem(inn.source, 1, "spots", f"no {COMMON_ROOM}", allowed)]
    if fault == "shut":
        line = inn.spot_lines.get(COMMON_ROOM, 1)
        field = f"spots.{COMMON_ROOM}.always_open"
        return [
            Problem(inn.source, line, field, "false", msg("true: {room} is {who}", room=COMMON_ROOM, who=who))
        ]
    return []


def _claimed_sender(path: Path, located: Located) -> str:
    """Who a file says it is from (its ``who``, as typed), else its file name."""
    data = located.data
    text = located.text("who")
    if isinstance(data, dict) and "who" in data and text:
        return text.strip()
    return path.stem
