"""The message catalog (blackhorse/locale): every message the code marks has its Chinese, every
language's catalog holds exactly what an extraction of the code gives, and a sentence said in
Chinese keeps its names and numbers."""

from __future__ import annotations

import io
import pickle
import re
import shlex
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from blackhorse.core import catalog
from blackhorse.core.catalog import LANGS, msg, say

ROOT = Path(__file__).resolve().parent.parent
Key = tuple[str | None, str | tuple[str, ...]]


def _documented(command: str) -> list[str]:
    """The ``pybabel COMMAND`` line of docs/TESTING.md, as arguments (backslash lines joined)."""
    doc = (ROOT / "docs" / "TESTING.md").read_text(encoding="utf-8").replace("\\\n", " ")
    line = next(x for x in doc.splitlines() if x.strip().startswith(f"pybabel {command} "))
    return shlex.split(line)[1:]


def _extracted(tmp_path: Path) -> Catalog:
    args = _documented("extract")
    out = args.index("-o") + 1
    args[out] = str(tmp_path / "extracted.pot")
    CommandLineInterface().run(["pybabel", "-q", *args])
    with (tmp_path / "extracted.pot").open("rb") as f:
        return read_po(f)


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _keys(cat: Catalog) -> set[Key]:
    return {(m.context, m.id) for m in cat if m.id}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_the_catalogs_hold_exactly_what_the_code_marks(tmp_path: Path) -> None:
    """An extraction of the code (the command of docs/TESTING.md) gives the template and each
    language's .po word for word: no message of the code is missing from a catalog, and none
    is left over from code that is gone (run the documented commands when this fails)."""
    code = _keys(_extracted(tmp_path))
    assert len(code) > 200
    template = _keys(_read(ROOT / "blackhorse" / "locale" / "blackhorse.pot"))
    assert template == code, {"missing": code - template, "left over": template - code}
    for lang in LANGS:
        held = _keys(_read(catalog.po_path(lang), lang))
        assert held == code, (lang, {"missing": code - held, "left over": held - code})


@pytest.mark.parametrize("lang", ["zh"])
def test_every_message_has_its_translation_with_the_same_fields(lang: str) -> None:
    """Every message has its Chinese (none empty, none fuzzy), and the Chinese fills the same
    fields as the English: a name or a number is never lost or invented in translation."""
    problems = []
    for m in _read(catalog.po_path(lang), lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(strings):
            problems.append(f"untranslated: {ids[0]!r}")
        elif any(_fields(s) != _fields(ids[0]) for s in strings):
            problems.append(f"fields differ: {ids[0]!r} -> {strings!r}")
    assert not problems, problems


def test_english_is_the_source_and_its_catalog_adds_nothing() -> None:
    """English is the language the messages are written in: its catalog lists every message
    (so a message missing there is missing in the code's extraction too) and overrides none,
    so the command line's English and the portal's English are the same words."""
    en = _read(catalog.po_path("en"), "en")
    assert all(not any(m.string if isinstance(m.string, tuple) else (m.string,)) for m in en if m.id)
    assert en.plural_expr == "(n != 1)"
    assert _read(catalog.po_path("zh"), "zh").plural_expr == "0"


def test_a_sentence_said_in_chinese_keeps_its_names_numbers_and_lists() -> None:
    text = msg("{name} is {why}; remove this file", name="B", why=msg("not on the map tonight"))
    assert text == "B is not on the map tonight; remove this file"  # the English is the str
    assert say(text, "zh") == "B今晚不在地图上；删掉这个文件"
    nested = msg("only one of {name}'s two targets: {targets}", name="A", targets=("B", "C"))
    assert str(nested) == "only one of A's two targets: B, C"
    assert say(nested, "zh") == "只能是A的两个目标之一：B、C"
    again = pickle.loads(pickle.dumps(nested))  # problems travel between processes
    assert again == nested and say(again, "zh") == say(nested, "zh")


def test_plural_forms_follow_each_language() -> None:
    from blackhorse.portal.i18n import translator

    en, zh = translator("en"), translator("zh")
    assert en("to_answer", n=1) == "1 question waiting for your answer"
    assert en("to_answer", n=2) == "2 questions waiting for your answer"
    assert zh("to_answer", n=1) == zh("to_answer", n=2).replace("2", "1") == "有 1 个问题等你回答"


def test_the_catalogs_install_with_the_package() -> None:
    """pyproject's package data carries the .po files (a clean `pip install .` has them)."""
    data = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"locale/\*/LC_MESSAGES/\*\.po"', data)
    assert "Babel" in data


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_is_its_po_compiled(lang: str) -> None:
    """The portal and the command line read each language's compiled ``.mo`` (issue 25: parsing
    the ``.po`` with Babel cost every Chinese night about 110M instructions): it must be what
    Babel compiles from the ``.po`` today (``pybabel compile -D blackhorse -d blackhorse/locale``,
    docs/TESTING.md), and read back it gives every translation of the ``.po``."""
    po = _read(catalog.po_path(lang), lang)
    compiled = io.BytesIO()
    write_mo(compiled, po)
    assert catalog.mo_path(lang).read_bytes() == compiled.getvalue(), "run pybabel compile (docs/TESTING.md)"
    read = catalog.Catalog(lang)
    kept = [m for m in po if m.id and m.string and not m.fuzzy]
    single = {(m.context, m.id) if m.context else m.id: m.string for m in kept if not m.pluralizable}
    assert read.single == single
    plural = {m.id[0]: tuple(m.string) for m in kept if m.pluralizable and all(m.string)}
    english = {m.id[0]: tuple(m.id) for m in po if m.pluralizable and not any(m.string)}  # compiled as is
    assert read.plural == plural | english
    assert [read.index(n) for n in range(4)] == ([0, 0, 0, 0] if lang == "zh" else [1, 0, 1, 1])


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalog_compiles_without_a_warning(lang: str) -> None:
    """``pybabel compile`` (docs/TESTING.md) runs Babel's checkers over every message and warns
    of each it finds wrong: none may be (issue 24: "80% reached" read as a `% r` placeholder
    flagged its message python-format, and the compile warned "placeholders are incompatible").
    Our messages are `{field}` templates only: none may be taken for a %-format one."""
    po = _read(catalog.po_path(lang), lang)
    warned = [(m.id, [str(e) for e in errors]) for m, errors in po.check()]
    assert not warned, warned
    assert not [m.id for m in po if m.id and "python-format" in m.flags]
