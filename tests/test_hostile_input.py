"""Hostile input files (issue 10): the reader refuses what it must, by name and line, at once.

Each test is one finding of the issue: a file that used to hang, crash with a traceback or
leak a file's content now gives exit 2 and a plain problem, and writes nothing.
"""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from blackhorse.core.yamlsource import YamlSyntaxError, parse_yaml
from tests.gamehelpers import FULL_GAME, copy_game
from tests.inputkit import problems, write

ORDER = 'who: A\norders:\n  - at: "20:30"\n    go: "204"\n'


def check(folder: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["check", str(folder), "1"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ('a: &a ["x","x"]\nb: &b [*a,*a]\nc: &c [*b,*b]\n', 1, "a YAML anchor (&a)"),  # the alias bomb
        ("orders: *nothing\n", 1, "a YAML alias (*nothing)"),
        ("who: !foo A\n", 1, "a YAML tag (!foo)"),
        ("who: A\norders: !!int abc\n", 2, "a YAML tag (!!int)"),
        ("who: !!python/name:os.system A\n", 1, "a YAML tag (!!python/name:os.system)"),
        ("who: A\ndoor: !!timestamp nope\n", 2, "a YAML tag (!!timestamp)"),
        ("who: A\norders: " + "[" * 500 + "]" * 500 + "\n", 2, "nested more than 24 deep"),
        ("who: A\ndoor: " + "9" * 4301 + "\n", 2, "a number of 4301 characters; at most 32"),
        ("who: A\x00\n", 1, "character U+0000 is not allowed"),
        ("who: A\n---\nwho: B\n", 2, "a second YAML document"),
    ],
)
def test_hostile_yaml_is_refused_with_its_line(tmp_path: Path, text: str, line: int, says: str) -> None:
    (found,) = problems(tmp_path, {"A.yaml": text})
    assert (found.line, found.allowed) == (line, "valid YAML (see docs/ORDERS.md)")
    assert says in found.value


def test_a_date_that_is_no_date_stays_text() -> None:
    assert parse_yaml("a: 2024-13-45\nb: 2024-01-02\n", "f").data["a"] == "2024-13-45"


@pytest.mark.parametrize(
    ("raw", "line", "says"),
    [
        (
            codecs.BOM_UTF16_LE + ORDER.encode("utf-16-le") + b"\x00",
            0,
            "UTF-16 text with an odd number of bytes",
        ),
        (b"who: A\norders: []\ndoor: \xff\n", 3, "byte 0xff is not UTF-8 text"),
        # after a UTF-8 byte-order mark: the same line and byte (before December 2026 the
        # mark's three bytes shifted the place read: "byte 0x72")
        (codecs.BOM_UTF8 + b"who: A\norders: []\ndoor: \xff\n", 3, "byte 0xff is not UTF-8 text"),
        (codecs.BOM_UTF32_LE + ORDER.encode("utf-32-le"), 1, "UTF-32 text"),
    ],
)
def test_text_that_is_not_utf8_or_utf16_is_refused(tmp_path: Path, raw: bytes, line: int, says: str) -> None:
    folder = write(tmp_path, {})
    (folder / "nights" / "1" / "A.yaml").write_bytes(raw)
    (found,) = problems(tmp_path, {})
    assert found.line == line and says in found.value
    assert found.allowed == "UTF-8 text (or UTF-16 with a byte-order mark)"


def test_utf16_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    folder = write(tmp_path, {})
    (folder / "nights" / "1" / "A.yaml").write_bytes(codecs.BOM_UTF16_BE + ORDER.encode("utf-16-be"))
    assert [s.who for s in bh.check_night(folder, 1).sheets] == ["A"]


def test_a_link_to_a_secret_is_named_never_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:SECRET-CONTENT\n")
    folder = write(tmp_path / "g", {})
    nights = folder / "nights" / "1"
    (nights / "A.yaml").symlink_to(secret)
    (nights / "B.yaml").symlink_to(tmp_path / "nowhere")  # dangling
    (nights / "C.yaml").symlink_to(nights / "D.yaml")  # a loop
    (nights / "D.yaml").symlink_to(nights / "C.yaml")
    os.mkfifo(nights / "E.yaml")  # reading it would block
    err = check(folder, capsys)
    assert "SECRET" not in err and "root:" not in err
    for who in "ABCD":
        assert f"nights/1/{who}.yaml: a symbolic link; links are not followed" in err
    assert "nights/1/E.yaml: a FIFO (named pipe), not a regular file; it was not read" in err


def test_a_night_folder_linked_out_of_the_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "A.yaml").write_text(ORDER)
    folder = write(tmp_path / "g", {})
    (folder / "nights" / "1").rmdir()
    (folder / "nights" / "1").symlink_to(elsewhere)
    assert "outside the game folder" in check(folder, capsys)


def test_a_large_file_is_refused_before_it_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write(tmp_path, {"A.yaml": "who: A\norders:\n" + '  - {at: "20:30", go: "20x"}\n' * 400_000})
    err = check(folder, capsys)
    assert "larger than the 1,000,000 bytes an input file may have" in err and len(err) < 1000


def test_long_values_are_cut_in_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = write(tmp_path, {"A.yaml": f"who: A\ndoor: {'x' * 50_000}\n"})
    err = check(folder, capsys)
    assert "... (50000 characters)" in err and len(err) < 1000


def test_a_day_file_that_is_not_utf8_stops_every_command_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(FULL_GAME, tmp_path / "g")
    (game / "days" / "1.yaml").write_bytes(b"accuse: \xff\xfe\n")
    assert main(["night", str(game), "1"]) == 0  # night 1 comes before day 1: it runs
    assert "warning: 1 problem found in a later step" in capsys.readouterr().err
    results = game / "nights" / "2" / "results"
    for command in (
        ["status", str(game)],
        ["night", str(game), "2"],
        ["play", str(game)],
        ["check", str(game), "2"],
    ):
        assert main(command) == 2, command
        err = capsys.readouterr().err
        assert "days/1.yaml:1: byte 0xff is not UTF-8 text" in err and "Traceback" not in err
        assert not results.exists()


def test_a_broken_day_is_named_with_the_nights_yaml_problems_not_blamed_on_orders(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With day 1 unreadable, who lives where on night 2 is unknown: the check names the day
    and every order file that is not YAML, and blames no order for a cast it cannot know
    (P1's peephole needs day 1's move to 207)."""
    game = copy_game(FULL_GAME, tmp_path / "g")
    (game / "days" / "1.yaml").write_bytes(b"accuse: \xff\xfe\n")
    (game / "nights" / "2" / "C.yaml").write_text("who: C\norders: [\n", encoding="utf-8")
    assert main(["night", str(game), "1"]) == 0
    capsys.readouterr()
    assert main(["check", str(game), "2"]) == 2
    err = capsys.readouterr().err
    assert "2 problems found" in err
    assert "days/1.yaml:1: byte 0xff is not UTF-8 text" in err and "nights/2/C.yaml:" in err
    assert "P1.yaml" not in err


def test_a_day_file_given_on_the_command_line_is_read_the_same_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(FULL_GAME, tmp_path / "g")
    (game / "days" / "1.yaml").unlink()
    assert main(["night", str(game), "1"]) == 0
    day = tmp_path / "day.yaml"
    day.write_bytes(codecs.BOM_UTF16_LE + b"a\x00:")
    assert main(["day", str(game), "1", str(day)]) == 2
    assert "UTF-16 text with an odd number of bytes" in capsys.readouterr().err
    os.mkfifo(tmp_path / "pipe.yaml")
    assert main(["day", str(game), "1", str(tmp_path / "pipe.yaml")]) == 2
    assert "a FIFO (named pipe)" in capsys.readouterr().err
    assert not (game / "days" / "1.yaml").exists()


def test_a_map_with_a_key_written_twice_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from blackhorse.inn.layout import DEFAULT_MAP

    shipped = (Path(__file__).resolve().parents[1] / "blackhorse" / "data" / DEFAULT_MAP).read_text("utf-8")
    first = shipped.index("\n  west-path:")
    edited = shipped[:first] + "\n  garden: {kind: garden, zone: garden}" + shipped[first:]
    (tmp_path / "map.yaml").write_text(edited, encoding="utf-8")
    assert main(["inn", "--map", str(tmp_path / "map.yaml")]) == 2
    err = capsys.readouterr().err
    assert "spots.garden: garden -- each key once; `garden` is also on line" in err


def test_every_kind_of_scalar_reads_as_the_safe_loader_reads_it() -> None:
    # text is taken from the parser as it is, without building a node (issue 25); every
    # other kind still goes through the safe loader: the values are what yaml.safe_load gives
    # (keys are kept as written, `yes:` a key named "yes": not asked here)
    import yaml

    text = (
        "plain: go to the lawn\nquoted: '20:30'\ndouble: \"N\"\nblock: |\n  two\n  lines\n"
        "folded: >\n  one\n  line\nchinese: 去草坪\nempty: ''\ntime: 20:30\nint: 205\nneg: -3\n"
        "float: 1.5\nagreed: yes\nrefused: No\nseen: true\ngone: ~\nnothing:\ndate: 2024-01-02\n"
        "hex: 0x1F\nlist: [a, 1, 'b', ~, on]\nnested: {x: [1, two], y: 'z'}\n"
    )
    assert parse_yaml(text, "f").data == yaml.safe_load(text)
    assert parse_yaml(text, "f").texts[("time",)] == "20:30"


def test_the_parser_reader_raises_only_its_own_error() -> None:
    with pytest.raises(YamlSyntaxError):
        parse_yaml("a: [\n", "f")
    with pytest.raises(InputError):
        raise InputError([])


@pytest.mark.parametrize(
    ("old", "new", "field", "allowed"),
    [
        ("xy: [50, 14]", "xy: [50, abc]", "spots.garden.xy", "[x, y], two numbers"),
        ("edges:", "edges: {}\nold-edges:", "edges", "`edges` is a list"),
        ("beds: 2", "beds: lots", "spots.201.beds", "a whole number of beds, 0 to 99"),
    ],
)
def test_a_map_of_the_wrong_shape_is_reported_not_a_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, field: str, allowed: str
) -> None:
    from blackhorse.inn.layout import DEFAULT_MAP

    shipped = (Path(__file__).resolve().parents[1] / "blackhorse" / "data" / DEFAULT_MAP).read_text("utf-8")
    (tmp_path / "map.yaml").write_text(shipped.replace(old, new, 1), encoding="utf-8")
    assert main(["inn", "--map", str(tmp_path / "map.yaml")]) == 2
    err = capsys.readouterr().err
    assert f"{field}: " in err and allowed in err


def test_a_file_named_on_the_command_line_inside_the_game_may_not_be_a_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-CONTENT\n")
    game = tmp_path / "g"
    assert main(["new", str(game), "--tenants", "A,B,C"]) == 0
    (game / "applications.yaml").symlink_to(secret)
    assert main(["register", str(game), str(game / "applications.yaml"), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "applications.yaml: a symbolic link" in err and "SECRET" not in err
    outside = tmp_path / "apps.yaml"
    outside.symlink_to(tmp_path / "real-apps.yaml")  # kept elsewhere: the GM's own link is followed
    (tmp_path / "real-apps.yaml").write_text("- {who: A, room: '201'}\n")
    assert main(["register", str(game), str(outside), "--seed", "1"]) == 0


def test_a_map_zone_of_the_wrong_shape_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from blackhorse.inn.layout import DEFAULT_MAP

    shipped = (Path(__file__).resolve().parents[1] / "blackhorse" / "data" / DEFAULT_MAP).read_text("utf-8")
    broken = shipped.replace("zone: garden,", "zone: {a: 1},", 1).replace(
        "windows:\n", "windows:\n  x: {b: 2}\n", 1
    )
    (tmp_path / "map.yaml").write_text(broken, encoding="utf-8")
    assert main(["inn", "--map", str(tmp_path / "map.yaml")]) == 2  # found by the long fuzz run
    err = capsys.readouterr().err
    assert "every spot needs a zone (a name)" in err and "Traceback" not in err


def test_a_damaged_ledger_reads_as_stale_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = copy_game(FULL_GAME, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    ledger = game / "nights" / "1" / "results" / "ledger.json"
    ledger.write_text(ledger.read_text(encoding="utf-8").replace('"victim": "', '"victim": "X'), "utf-8")
    capsys.readouterr()
    assert main(["status", str(game)]) == 0  # found by the long fuzz run: was a KeyError
    assert "night 1's results are stale" in capsys.readouterr().out  # status shows its warnings
    assert main(["night", str(game), "1"]) == 0  # rerunning the night repairs it


def test_blackhorses_own_yaml_explanations_are_never_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a YAML slip is explained in the problem's value, which was cut at 160 characters like a
    # GM's value: '... indented below that key ... (209 characters) -- valid YAML' (found by the
    # GM-loop walk, on an edited map)
    slip = 'who: A\norders:\n  - at: "20:30"\n    go: lawn\n    - at: "20:40"\n'
    folder = write(tmp_path, {"A.yaml": slip})
    err = check(folder, capsys)
    assert "indented below that key (is it under the wrong key, or indented wrongly?) -- valid YAML" in err
    assert "characters)" not in err
