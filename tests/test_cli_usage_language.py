"""Every refusal of a command line in a Chinese game is Chinese, argparse's own included
(issue 24, a user's walk: `register` given a missing file said "an existing file").

The table is the parser itself: for every command that takes a game, each file it reads (given
a path where nothing is), each option with choices (given one it does not offer), its
required arguments left out, an option's value left out and a word no argument takes. Each
must exit 2 and say so in the game's language: in a Chinese game no untranslated English word
(the allowances of tests/test_cli_language.py: names, paths, commands, options, what was
typed; the usage is shown as what is typed, in a code span), in an English game no Chinese
and argparse's own words. A file argument added to a command later is refused by the first
test until it is listed here as read or written.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from blackhorse.cli.main import build_parser, main
from tests.test_cli_language import APPS, CJK, DAY, MESSAGES, NO_GAME, english_words, make_game

# the path arguments each command reads (a missing one is refused), and those it writes or
# makes (a database, a results folder, a new game's folder: nothing need be there)
READ = {"--map", "applications", "--targets", "file", "message", "orders"}
WRITTEN = {"--out", "--db", "game"}


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {name: p for name, p in sub.choices.items() if name not in NO_GAME}


def _name(action: argparse.Action) -> str:
    return action.option_strings[0] if action.option_strings else action.dest


def files_read(p: argparse.ArgumentParser) -> list[str]:
    """The arguments of ``p`` naming a file it reads: typed as a path, or holding the message."""
    return [
        _name(a)
        for a in p._actions
        if (a.type is Path or a.dest in ("message", "orders")) and _name(a) not in WRITTEN
    ]


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, list[str]]]:
    """For each language, each command's line that runs (a game with night 1 run, a game made
    by `new` for `register`), to be broken one argument at a time."""
    lines: dict[str, dict[str, list[str]]] = {}
    for lang in ("zh", "en"):
        tmp = tmp_path_factory.mktemp(lang)
        g = str(make_game(tmp, lang))
        assert main(["night", g, "1"]) == 0
        new = str(tmp / "new")
        assert main(["new", new, "--tenants", "A,B,C,D,E,F,G,H", "--police", "P1", "--lang", lang]) == 0
        apps, day, words = tmp / "apps.yaml", tmp / "day.yaml", tmp / "message.txt"
        apps.write_text(APPS, encoding="utf-8")
        day.write_text(DAY, encoding="utf-8")
        words.write_text(MESSAGES[lang]["ok"], encoding="utf-8")
        lines[lang] = {
            "check": [g, "1"],
            "night": [g, "1"],
            "new": [str(tmp / "new2"), "--tenants", "A,B,C", "--lang", lang],
            "register": [new, str(apps), "--seed", "1"],
            "day": [g, "1", str(day)],
            "status": [g],
            "play": [g],
            "explain": [g, "1", "A"],
            "report": [g, "1", "A"],
            "parse": [g, "2", "A", str(words), "--dry-run"],
            "whatif": [g, "1", "B", str(words)],
            "bots": [g, "2", "--seed", "1"],
            "serve": [g],
            "invite": [g],
            "publish": [g, "1"],
            "deadline": [g, "2", "+60"],
            "audit": [g],
            "close-day": [g, "1"],
            "board": [g],
            "questions": [g],
            "ask": [g, "1", "A", MESSAGES[lang]["ask"], "--by", "P1"],
            "answer": [g, "1", MESSAGES[lang]["answer"]],
            "accuse": [g, "1", "1", "C", "--by", "P1"],
            "reveal": [g, "--early"],
            "claim": [g, "1", "A", "21:00", "21:30", "204", "--by", "P1"],
        }
    return lines


def refusals(command: str, p: argparse.ArgumentParser, line: list[str]) -> list[tuple[str, list[str]]]:
    """Each way of breaking ``line``, named, as the command line that breaks it."""
    broken = []
    missing = str(Path(line[0]).parent / "no-such-file.yaml")
    for name in files_read(p):
        if name.startswith("-"):
            broken.append((f"{name} missing", [*line, name, missing]))
            continue
        index = 1 + [a.dest for a in p._actions if not a.option_strings].index(name)
        if index < len(line):
            broken.append((f"{name} missing", [*line[:index], missing, *line[index + 1 :]]))
    for a in p._actions:
        if a.choices and a.option_strings:
            broken.append((f"{_name(a)} not a choice", [*line, _name(a), "xx"]))
    positionals = [a for a in p._actions if not a.option_strings and a.nargs is None]
    if len(positionals) > 1:  # the game given, the rest left out
        broken.append(("arguments left out", [line[0]]))
    required = [a for a in p._actions if a.required and a.option_strings]
    for a in required:
        at = line.index(_name(a)) if _name(a) in line else None
        if at is not None:
            broken.append((f"{_name(a)} left out", line[:at] + line[at + 2 :]))
    broken.append(("--map's value left out", [*line, "--map"]))
    broken.append(("a word nothing takes", [*line, "--nope"]))
    return [(why, [command, *args]) for why, args in broken]


def test_every_file_argument_is_known_as_read_or_written() -> None:
    """A path argument is either read (refused when missing, below) or written."""
    for command, p in commands().items():
        paths = {_name(a) for a in p._actions if a.type is Path or a.dest in ("message", "orders")}
        assert paths <= READ | WRITTEN, (command, paths - READ - WRITTEN)


def test_every_command_has_a_line_that_runs(games: dict[str, dict[str, list[str]]]) -> None:
    assert set(games["zh"]) == set(commands())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_refused_command_line_speaks_the_games_language(
    lang: str, games: dict[str, dict[str, list[str]]], capsys: pytest.CaptureFixture[str]
) -> None:
    leaks = []
    checked = 0
    for command, p in commands().items():
        for why, argv in refusals(command, p, games[lang][command]):
            capsys.readouterr()
            code = main(argv)
            out = capsys.readouterr()
            printed = out.out + out.err
            checked += 1
            shown = f"{' '.join(argv[:1])} ({why})"
            if code != 2:
                leaks.append(f"{shown}: exit {code}\n{printed}")
                continue
            if lang == "zh":
                found = english_words(printed, set(), command)
                if found or not CJK.search(printed):
                    leaks.append(f"{shown}: {found[:6]}\n{printed}")
            elif CJK.search(printed):
                leaks.append(f"{shown}: Chinese in an English game\n{printed}")
    assert checked > 100
    assert not leaks, "\n".join(leaks)


def test_argparse_refusals_say_what_argparse_says_in_chinese(
    games: dict[str, dict[str, list[str]]], capsys: pytest.CaptureFixture[str]
) -> None:
    """The words of each refusal, and the English game's exactly argparse's."""
    zh, en = games["zh"], games["en"]
    cases = [
        (["status", zh["status"][0], "--lang", "fr"], "--lang：'fr' 不在可选值之中：'zh'、'en'"),
        (["deadline", zh["deadline"][0]], "缺少参数：`NIGHT`、`WHEN`"),
        (["claim", *zh["claim"][:-2]], "缺少参数：`--by`"),
        (["status", zh["status"][0], "--after"], "--after：后面要有一个值"),
        (["status", zh["status"][0], "extra"], "没有参数接受这些词：extra"),
        (["serve", zh["serve"][0], "--port", "99999"], "'99999' 不是端口：应为 1 到 65535 之间的整数"),
        (["register", zh["register"][0], "nowhere.yaml", "--seed", "1"], "缺失 -- 一个存在的 YAML 文件"),
    ]
    for argv, said in cases:
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert said in err, err
        if "YAML" not in said:
            assert err.startswith("用法：`blackhorse ") and "全部参数见 `blackhorse " in err, err
    assert main(["status", en["status"][0], "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert re.search(r"(?m)^usage: blackhorse status .*\bGAME\b", err, re.DOTALL), err
    said = "blackhorse status: error: argument --lang: invalid choice: 'fr' (choose from 'zh', 'en')"
    assert err.rstrip().endswith(said), err


def test_a_word_the_command_does_not_take_shows_the_commands_usage(
    games: dict[str, dict[str, list[str]]], capsys: pytest.CaptureFixture[str]
) -> None:
    """A GM's walk: `night inn1 3 --lang zh` printed `blackhorse`'s own usage (the commands),
    not the usage of `night`, whose options are what the GM needs to see."""
    assert main(["night", *games["en"]["night"], "--lang", "zh"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: blackhorse night "), err
    assert "--both-languages" in err, err
    assert err.rstrip().endswith("blackhorse night: error: unrecognized arguments: --lang zh"), err
    assert main(["night", *games["zh"]["night"], "--lang", "zh"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("用法：`blackhorse night ") and "--both-languages" in err, err
    assert "blackhorse night：没有参数接受这些词：--lang、zh" in err, err
    assert err.rstrip().endswith("全部参数见 `blackhorse night --help`"), err
