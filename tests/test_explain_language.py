"""`explain` speaks one language on one clock (issue 24, a user's walk: a Chinese game's
`explain` printed English rows, "corridor", "no one", "peeking through the peephole", "saw",
"watched", "timeline", and a 24-hour night clock, 20:00, beside seed-style 8:00).

Every output of `explain`, for every person with a report, whole and line by line (`--line`),
in the game's language and with `--lang` for each language, on a Chinese game and an English
one: in Chinese no untranslated English word (the file names it cites, names and rooms aside)
and no time of the night on the 24-hour clock; in English no Chinese and no time on the seed's
clock; in English the rows are exactly the CSV files' values, as a GM greps for them.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from tests.test_cli_language import CJK, english_words, make_game
from tests.test_one_clock import wrong_clock

PEOPLE = ("A", "B", "C", "F", "G", "H", "P1", "P2", "P3")  # E and D are killed that night


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    made = {}
    for lang in ("zh", "en"):
        game = make_game(tmp_path_factory.mktemp(lang), lang)
        assert main(["night", str(game), "1"]) == 0
        made[lang] = game
    return made


def explained(game: Path, capsys: pytest.CaptureFixture[str], *args: str) -> str:
    capsys.readouterr()
    assert main(["explain", str(game), "1", *args]) == 0
    return capsys.readouterr().out


def outputs(game: Path, capsys: pytest.CaptureFixture[str], lang: str) -> list[tuple[str, str, str]]:
    """(command, language it must speak, what it printed) for every output of `explain`."""
    done = []
    for person in PEOPLE:
        if not (game / "nights" / "1" / "results" / "reports" / f"{person}.json").exists():
            continue
        whole = explained(game, capsys, person)
        lines = len(re.findall(r"(?m)^\[\d+\]", whole))
        assert lines > 0
        done.append((f"explain {person}", lang, whole))
        for k in range(1, lines + 1):
            done.append(
                (f"explain {person} --line {k}", lang, explained(game, capsys, person, "--line", str(k)))
            )
        for other in ("zh", "en"):
            done.append(
                (f"explain {person} --lang {other}", other, explained(game, capsys, person, "--lang", other))
            )
    return done


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_output_of_explain_speaks_one_language_on_one_clock(
    lang: str, games: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    leaks = []
    done = outputs(games[lang], capsys, lang)
    assert len(done) > 100
    for shown, said, text in done:
        found = wrong_clock(text, said)
        if said == "zh":
            found += english_words(text.replace("timeline.csv", " ").replace("sightings.csv", " "), set())
        else:
            found += [m[0] for m in CJK.finditer(text)]
        if found:
            leaks.append(f"{lang} game, {shown}: {sorted(set(found))[:8]}")
    assert not leaks, "\n".join(leaks[:40])


def test_the_chinese_rows_say_where_what_and_how_in_chinese(
    games: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    text = explained(games["zh"], capsys, "A")
    assert "[1] 8:00  8:00－8:19从窗户向外窥视，没有看见任何人" in text
    assert "    时间线     8:00－8:19   A在201房间窥视：窗户（共 20 行）" in text
    assert "    目击       8:30         A看见E在207门前出门（门口）" in text
    assert "    时间线     9:10         A在204门前出门：去草坪" in text
    assert "looked out" not in text and "20:00" not in text


def test_the_english_rows_are_the_csv_files_values(
    games: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """An English game's rows are what timeline.csv and sightings.csv hold, field for field."""
    results = games["en"] / "nights" / "1" / "results"
    timeline = {tuple(r.values()) for r in csv.DictReader((results / "timeline.csv").open(encoding="utf-8"))}
    seen = {tuple(r.values()) for r in csv.DictReader((results / "sightings.csv").open(encoding="utf-8"))}
    text = explained(games["en"], capsys, "A")
    assert "[1] 20:00  20:00–20:19 looked out of the window; saw no one" in text
    rows = re.findall(
        r"(?m)^    (timeline|sightings) +(\d\d:\d\d)(?:-\d\d:\d\d)? +(.*?)(?:  \(\d+ rows\))?$", text
    )
    assert len(rows) > 30
    for kind, minute, said in rows:
        if kind == "timeline":
            fields = tuple(said.split(" ", 3))
            assert any(r[:1] == (minute,) and r[1 : 1 + len(fields)] == fields for r in timeline), said
        else:
            observer, _, subject, spot, activity, channel = said.split(" ")
            row = (minute, observer, subject, spot, activity, channel.strip("[]"))
            assert any(r[: len(row)] == row for r in seen), said
