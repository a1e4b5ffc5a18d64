"""A game folder on disk: game.yaml plus nights/N/*.yaml, read into checked objects."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .cast import Cast, Game, first_night_cast, load_game
from .errors import InputError, Problem
from .inn import Inn
from .orderfile import read_order_sheet
from .orders import OrderSheet
from .yamlsource import Located, YamlSyntaxError, read_yaml


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


def night_folder(game_dir: Path, night: int) -> Path:
    return game_dir / "nights" / str(night)


def order_files(game_dir: Path, night: int) -> list[Path]:
    folder = night_folder(game_dir, night)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())


def read_order_files(game_dir: Path, night: int) -> tuple[list[tuple[Path, Located]], list[Problem]]:
    """Parse every order file's YAML (syntax only)."""
    parsed: list[tuple[Path, Located]] = []
    problems: list[Problem] = []
    for path in order_files(game_dir, night):
        try:
            parsed.append((path, read_yaml(path, str(path))))
        except YamlSyntaxError as exc:
            problems.append(Problem(str(path), exc.line, "", exc.message, "valid YAML"))
        except UnicodeDecodeError:
            problems.append(Problem(str(path), 0, "", "not UTF-8 text", "an order file saved as UTF-8"))
    return parsed, problems


def check_sheets(
    parsed: list[tuple[Path, Located]], cast: Cast, inn: Inn, problems: list[Problem]
) -> tuple[OrderSheet, ...]:
    sheets: list[OrderSheet] = []
    for path, located in parsed:
        sheet, found = read_order_sheet(located, path.stem, cast, inn)
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
    problems: list[Problem] = []
    try:
        game = load_game(game_dir, inn)
    except InputError as exc:
        problems.extend(exc.problems)
        parsed, more = read_order_files(game_dir, night)
        raise InputError(problems + more) from None
    if night < 1:
        raise InputError([Problem(str(game_dir), 0, "night", str(night), "a night number from 1")])
    parsed, problems = read_order_files(game_dir, night)
    if cast is None:
        senders = frozenset(_claimed_sender(path, loc) for path, loc in parsed)
        cast = first_night_cast(game, senders)
    sheets = check_sheets(parsed, cast, inn, problems)
    if problems:
        raise InputError(problems)
    return NightInput(game, night, cast, sheets)


def _claimed_sender(path: Path, located: Located) -> str:
    data = located.data
    if isinstance(data, dict) and isinstance(data.get("who"), str):
        return str(data["who"]).strip()
    return path.stem
