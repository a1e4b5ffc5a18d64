"""The lexicon kept on disk (parsing/lexiconstore.py): what is read back is what the build
makes, word for word and in order; a damaged, foreign or unwritable file only costs a build;
the folder holds the most recent lexicons only; and a message reads the same either way."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing.lexicon import Lexicon, Word, build
from blackhorse.parsing.lexiconstore import KEPT, kept_lexicon, lexicon_from_bytes, lexicon_to_bytes

CORPUS_GAME = Path(__file__).resolve().parent / "parsing" / "game"
CASTS = {
    "Chinese names, declared nicknames": (("王伟", "李娜", "张伟", "P1"), (("李娜", ("娜姐",)),)),
    "Latin names, a clash": (("Tom", "tom", "Mary Ann", "O'Neil"), ()),
}


def _built(names: tuple[str, ...], declared: tuple[tuple[str, tuple[str, ...]], ...]) -> Lexicon:
    return build(default_inn(), names, dict(declared))


def _small(names: tuple[str, ...]) -> Lexicon:
    """A lexicon of a few words, for what the store does with any lexicon (a real build takes a
    second; the round trip of real ones is tested above)."""
    words = {n.lower(): Word("NAME", n) for n in names} | {
        "去": Word("GO"),
        "garden": Word("PLACE", "garden"),
    }
    return Lexicon(words=words, names={n.lower(): n for n in names}, variants={"garden"}, pinyin={"去"})


def _same(a: Lexicon, b: Lexicon) -> None:
    assert a == b  # every field the dataclass compares: words, names, clashes, slots, variants...
    assert list(a.words.items()) == list(b.words.items())  # and the words in the build's order


@pytest.mark.parametrize("cast", sorted(CASTS))
def test_a_lexicon_read_back_is_the_one_built(cast: str) -> None:
    names, declared = CASTS[cast]
    lex = _built(names, declared)
    back = lexicon_from_bytes(lexicon_to_bytes(lex))
    assert back is not None
    _same(back, lex)
    assert back.variants and back.clashes == lex.clashes and back.declared == lex.declared


# casts whose names derive nothing, and casts whose names are words of the orders or their forms
# (a tenant called "Go", "Went", "Thru"): built the long way, the same lexicon either way
BUILT_TWO_WAYS = {
    **CASTS,
    "names that are words and their forms": (("Go", "Went", "Thru", "王伟"), (("王伟", ("stay",)),)),
    # a place's word, a verb a class of Chinese verbs takes its shapes from, one of those shapes
    "names that are places and Chinese verbs": (("Garden", "待", "瞅瞅", "Im"), ()),
}


@pytest.mark.parametrize("cast", sorted(BUILT_TWO_WAYS))
@pytest.mark.parametrize("shortcut", ["_fixed_kept", "_derived_kept"])
def test_the_words_kept_per_map_make_the_lexicon_the_full_build_makes(
    cast: str, shortcut: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fixed words and the words derived from them (chat spellings, verb forms: nearly all of
    a build's time) are computed once per map and added to each cast's lexicon; that lexicon is
    the one the full build makes, word for word and in order, whatever the names."""
    import blackhorse.parsing.lexicon as lexicon_module

    names, declared = BUILT_TWO_WAYS[cast]
    if shortcut == "_fixed_kept":  # the derived words play no part: added neither way (faster)
        monkeypatch.setattr(lexicon_module, "_derived_kept", lambda *args: True)
    kept = _built(names, declared)
    monkeypatch.setattr(lexicon_module, shortcut, lambda *args: False)
    _same(kept, _built(names, declared))


def _never() -> Lexicon:
    raise AssertionError("built again: the kept lexicon was not used")


def test_the_second_process_reads_what_the_first_kept(tmp_path: Path) -> None:
    names, declared = CASTS["Chinese names, declared nicknames"]
    inn = default_inn()
    first = kept_lexicon(inn, names, declared, lambda: _small(names), tmp_path)
    (kept,) = tmp_path.glob("lexicon-*.bin")
    again = kept_lexicon(inn, names, declared, _never, tmp_path)
    _same(again, first)
    other = kept_lexicon(inn, (*names, "赵六"), declared, lambda: _small((*names, "赵六")), tmp_path)
    assert "赵六" in other.names.values() and len(list(tmp_path.glob("lexicon-*.bin"))) == 2
    assert kept.exists()


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # cut short (a full disk, a killed process)
        lambda data: data[:-10] + bytes(10),  # its end overwritten
        lambda data: b"blackhorse lexicon 0\n" + data[21:],  # another format
        lambda data: b"",
    ],
    ids=["cut short", "end overwritten", "another format", "empty"],
)
def test_a_damaged_file_is_built_again_and_mended(tmp_path: Path, damage: object) -> None:
    names, declared = CASTS["Latin names, a clash"]
    inn = default_inn()
    lex = kept_lexicon(inn, names, declared, lambda: _small(names), tmp_path)
    (path,) = tmp_path.glob("lexicon-*.bin")
    path.write_bytes(damage(path.read_bytes()))  # type: ignore[operator]
    assert lexicon_from_bytes(path.read_bytes()) is None
    builds: list[int] = []

    def counted() -> Lexicon:
        builds.append(1)
        return _small(names)

    _same(kept_lexicon(inn, names, declared, counted, tmp_path), lex)
    assert builds == [1]
    _same(kept_lexicon(inn, names, declared, _never, tmp_path), lex)  # mended on disk


def test_a_folder_that_cannot_be_written_only_costs_a_build(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    names, declared = CASTS["Latin names, a clash"]
    lex = kept_lexicon(default_inn(), names, declared, lambda: _small(names), blocked / "lexicons")
    _same(lex, _small(names))
    assert blocked.read_text(encoding="utf-8") == "not a folder"


def test_the_folder_keeps_the_most_recent_lexicons(tmp_path: Path) -> None:
    inn = default_inn()
    casts = [(f"P{i}", "Q") for i in range(KEPT + 2)]
    for i, names in enumerate(casts):
        before = set(tmp_path.glob("lexicon-*.bin"))
        kept_lexicon(inn, names, (), lambda names=names: _small(names), tmp_path)  # type: ignore[misc]
        (written,) = set(tmp_path.glob("lexicon-*.bin")) - before
        os.utime(written, ns=(10**18 + i * 10**9,) * 2)  # written a second after the one before
    assert len(list(tmp_path.glob("lexicon-*.bin"))) == KEPT
    for names in casts[-KEPT:]:  # the most recent are there: read, not built
        kept_lexicon(inn, names, (), _never, tmp_path)


def _parse(game: Path, message: Path, cache: Path) -> tuple[int, str, str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    argv = [
        sys.executable,
        "-m",
        "blackhorse.cli.main",
        "parse",
        "--dry-run",
        str(game),
        "1",
        "A",
        str(message),
    ]
    done = subprocess.run(argv, capture_output=True, text=True, env=env, check=False)
    return done.returncode, done.stdout, done.stderr


def test_blackhorse_parse_says_the_same_from_a_kept_lexicon(tmp_path: Path) -> None:
    game = tmp_path / "game"
    shutil.copytree(CORPUS_GAME, game)
    message = tmp_path / "message.txt"
    message.write_text("八点半去娱乐室，10:20去205，如果C一个人在，就杀了他。谢谢老板\n", encoding="utf-8")
    first = _parse(game, message, tmp_path / "cache")
    assert first[0] == 0 and "10:20" in first[1]
    assert list((tmp_path / "cache" / "blackhorse" / "lexicons").glob("lexicon-*.bin"))
    assert _parse(game, message, tmp_path / "cache") == first
