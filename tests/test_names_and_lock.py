"""One rule for names everywhere (issue 10.4) and one writer per game folder (issue 10.3)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core import lock
from blackhorse.core.errors import GameBusy, InputError
from blackhorse.core.lock import LOCK_NAME, game_lock
from blackhorse.core.names import name_clashes, name_problem, same_name
from blackhorse.inn.layout import load_inn
from blackhorse.orders.gamefile import load_game
from tests.gamekit import write_game

INN = load_inn()


@pytest.mark.parametrize("name", ["A", "Dan", "王五", "Zoë", "P1", "dan_2", "Anne-Marie", "नमस्ते", "x" * 32])
def test_names_in_any_script_are_valid(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "rule"),
    [
        ("", "cannot be empty"),
        ("a\nb", "U+000A"),
        ("a\tb", "U+0009"),
        ("a\x1b[31m", "U+001B"),
        ("\u202eA", "U+202E"),
        ("../x", "`.`"),
        ("A/B", "path separator"),
        (".C", "`.`"),
        ("a b", "a space"),
        ("a\x00", "U+0000"),
        ("x" * 33, "at most 32 characters (this one has 33)"),
        ("é" * 250, "at most 32 characters"),
        ("-x", "starts with a letter or a digit"),
        ("_x", "starts with a letter or a digit"),
    ],
)
def test_the_checker_says_which_rule_a_name_breaks(name: str, rule: str) -> None:
    problem = name_problem(name)
    assert problem is not None and rule in problem


def test_names_are_one_regardless_of_letter_case_and_width() -> None:
    assert name_clashes(["A", "b", "a", "Ａ", "B", "c"]) == [("a", "A"), ("Ａ", "A"), ("B", "b")]
    assert same_name("dan", ["Ann", "Dan"]) == "Dan" and same_name("Dave", ["Dan"]) is None


@pytest.mark.parametrize(
    ("tenants", "shown"),
    [
        ("A,B,a", "a --"),
        ("A,B,C\u202e", "C\\u202e --"),
        ("A,B,../x", "../x --"),
        ("A,B,C\x1b[2J", "C\\x1b[2J --"),
        ("A,B," + "N" * 250, "(250 characters)"),
    ],
)
def test_new_refuses_bad_names_and_shows_them_safely(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tenants: str, shown: str
) -> None:
    assert main(["new", str(tmp_path / "g"), "--tenants", tenants, "--police", "P1"]) == 2
    err = capsys.readouterr().err
    assert shown in err and "\x1b" not in err and "\u202e" not in err
    assert not (tmp_path / "g").exists()


def test_new_refuses_an_officer_named_like_a_tenant_in_another_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", str(tmp_path / "g"), "--tenants", "A,B,C", "--police", "c"]) == 2
    assert "C is already in the game; letter case does not count" in capsys.readouterr().err


def test_game_yaml_applies_the_same_rule(tmp_path: Path) -> None:
    tenants = {
        "A": {"room": "201", "targets": ["a", "C"]},
        "a": {"room": "203", "targets": ["A", "C"]},
        "C": {"room": "205", "targets": ["A", "a"]},
        "D E": {"room": "207", "targets": ["A", "C"]},
    }
    write_game(tmp_path, tenants=tenants, police=["P1", "p1", "c"])
    with pytest.raises(InputError) as err:
        load_game(tmp_path, INN)
    found = {(p.field, p.value): p.allowed for p in err.value.problems}
    assert "A is already in the game" in found[("tenants.a", "a")]
    assert "not a space" in found[("tenants.D E", "D E")]
    assert "each officer once (P1 is listed;" in found[("police.1", "p1")]
    assert "a name no tenant has (C is a tenant" in found[("police.2", "c")]


def test_a_second_writer_waits_then_is_told_the_game_is_busy(tmp_path: Path) -> None:
    busy = f"the game folder {tmp_path} is busy: another blackhorse"
    with game_lock(tmp_path):
        with pytest.raises(GameBusy, match=busy), game_lock(tmp_path, timeout=0.05):
            pass
        assert (tmp_path / LOCK_NAME).is_file()
    assert not (tmp_path / LOCK_NAME).exists()  # released and removed: the folder is as it was
    with game_lock(tmp_path, timeout=0):  # free again
        pass


def test_a_waiting_writer_goes_on_when_the_first_is_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[str] = []
    held, waiting = threading.Event(), threading.Event()
    opened = lock._open_lock

    def open_lock(folder: Path) -> int | None:  # the second writer's tries: the second one waited
        if threading.current_thread() is threading.main_thread() and held.is_set():
            order.append("second tries")
            if order.count("second tries") == 2:
                waiting.set()
        return opened(folder)

    def first() -> None:
        with game_lock(tmp_path):
            held.set()
            waiting.wait()  # holds the lock until the second writer has found it busy (was 0.2 s)
            order.append("first done")

    monkeypatch.setattr(lock, "_open_lock", open_lock)
    thread = threading.Thread(target=first)
    thread.start()
    held.wait()
    with game_lock(tmp_path, timeout=lock.DEFAULT_TIMEOUT):
        order.append("second in")
    thread.join()
    # it found the lock busy (twice: it waited), got it only once the first was done; more tries
    # may come between the first being woken and its end (a loaded machine), and one may follow
    # the first's end too (the lock file the first removed is opened anew)
    done = order.index("first done")
    assert order[:2] == ["second tries", "second tries"] and order[-1] == "second in"
    assert set(order[:done]) == {"second tries"} and order.count("second in") == 1


def test_a_writing_command_on_a_busy_game_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    write_game(tmp_path / "g", {})
    monkeypatch.setattr(lock, "DEFAULT_TIMEOUT", 0.05)
    with game_lock(tmp_path / "g"):
        assert main(["night", str(tmp_path / "g"), "1"]) == 2
    assert "is busy" in capsys.readouterr().err
    assert not (tmp_path / "g" / "nights" / "1" / "results").exists()


@pytest.mark.parametrize("command", [["night", "{g}", "1"], ["day", "{g}", "1"], ["play", "{g}"]])
def test_a_writing_command_given_a_file_for_its_game_names_game_yaml(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    # `blackhorse night README.md 1` said only "blackhorse: Not a directory:
    # README.md/.blackhorse.lock" (the lock's OSError), found by the attack on a fresh clone
    not_a_folder = tmp_path / "README.md"
    not_a_folder.write_text("# a file\n", encoding="utf-8")
    assert main([c.replace("{g}", str(not_a_folder)) for c in command]) == 2
    err = capsys.readouterr().err
    assert f"{not_a_folder}/game.yaml: missing" in err and ".blackhorse.lock" not in err, err
    assert not_a_folder.read_text(encoding="utf-8") == "# a file\n"
