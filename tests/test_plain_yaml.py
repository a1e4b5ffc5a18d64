"""The plain-YAML reader reads every file exactly as PyYAML does, or leaves it to PyYAML.

``core/plainyaml.py`` reads the game's own files without PyYAML (a night's start-up). Its
promise: whenever it reads a text, the :class:`Located` it builds -- the data with the type
of every value, the line of every value, the text of every scalar, the keys written twice
-- is the one PyYAML's reading builds, and PyYAML accepts the text; whenever it cannot be
sure, it says so and PyYAML reads the text. Checked on every YAML file of the project and
on generated files: documents rendered in the many ways people write them, then mutated a
character at a time near the edges of what it reads.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackhorse.core import yamlsource
from blackhorse.core.plainyaml import read_plain
from blackhorse.core.yamlsource import Located, YamlSyntaxError, parse_yaml
from tests.hypothesiskit import examples

ROOT = Path(__file__).resolve().parent.parent


def typed(value: Any) -> Any:
    """``value`` with every scalar's type beside it (``1 == True`` and ``0 == False``)."""
    if isinstance(value, dict):
        return ("map", [(k, typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [typed(v) for v in value])
    return (type(value).__name__, value)


def shape(located: Located) -> tuple[Any, ...]:
    return typed(located.data), located.lines, located.texts, located.duplicates


def by_pyyaml(text: str) -> Located | YamlSyntaxError:
    try:
        return yamlsource._parse_with_pyyaml(text, "f.yaml")
    except YamlSyntaxError as exc:
        return exc


def check_reads_as_pyyaml(text: str) -> bool:
    """True if the plain reader read ``text`` (and then exactly as PyYAML); False if it left it."""
    builder = yamlsource._Builder("f.yaml")
    try:
        read = read_plain(text, builder)
    except YamlSyntaxError:  # too deep: parse_yaml then asks PyYAML
        return False
    if not read:
        return False
    slow = by_pyyaml(text)
    assert not isinstance(slow, YamlSyntaxError), f"PyYAML refuses what the plain reader read: {text!r}"
    assert shape(builder.located) == shape(slow), text
    return True


def project_files() -> list[Path]:
    found = [p for p in ROOT.glob("scenarios/**/*.y*ml")]
    found += [p for p in ROOT.glob("tests/**/*.y*ml") if "output" not in p.parts]
    found += list(ROOT.glob("blackhorse/**/*.y*ml"))
    return sorted(found)


def test_every_yaml_file_of_the_project_reads_as_pyyaml_reads_it() -> None:
    files = project_files()
    assert len(files) > 40
    read = [p for p in files if check_reads_as_pyyaml(p.read_text(encoding="utf-8"))]
    # the game's files are plain: every scenario, the shipped map, the test games' orders
    assert {p for p in files if "scenarios" in p.parts or p.name == "inn.yaml"} <= set(read)
    assert len(read) >= len(files) - 8  # the parsing corpora hold multi-line texts: PyYAML's


def test_a_night_s_files_written_by_the_tools_are_plain(tmp_path: Path) -> None:
    """What the bots, the busy-night generator and ``yaml.safe_dump`` write is read plainly."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from busy_night import write_busy_game

    game = write_busy_game(tmp_path / "busy", 3)
    for path in sorted(game.rglob("*.yaml")):
        assert check_reads_as_pyyaml(path.read_text(encoding="utf-8")), path


# -- generated documents ------------------------------------------------------------------

TEXTS = [
    "yes", "No", "ON", "off", "true", "False", "y", "n", "~", "null", "NULL", "Null", "nULL",
    "0", "7", "-3", "+5", "007", "0o7", "0x1F", "0b101", "1_000", "1.5", ".5", "1e3", "1.0e+3",
    ".inf", "-.Inf", ".NaN", "20:30", "8:00", "1:2:3", "20:60", "99:59", "2024-01-02",
    "2024-1-2 10:11:12", "<<", "=", "-", "a b", "a  b", "a:b", "a, b", "C#", "a #b", "it's",
    'say "hi"', "-x", "?x", ":x", "@x", "%x", "!x", "&x", "*x", "|", "> x", "a\\b", "花园",
    "东楼梯下", "e\u3000", "\u3000e", "x:", "[a]", "{a}", "a]", "a,b", "a: b", "12345678901234567890",
    "1" * 40, "", " ", "a\tb", "tab\t", "line\nbreak", "é", "\u00a0x", "x\u2028y", "#", "- a",
    "'", '"', "''", "back\\slash", "uni\u0001", "8点40去花园", "9:00回去",
]  # fmt: skip

scalars = st.one_of(
    st.sampled_from(TEXTS),
    st.integers(-(10**20), 10**20),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=False, width=32),
    st.text(alphabet=st.sampled_from(list("ab1 :#-,'\"[]{}\\花.~!&*?|>@%\t\u3000")), max_size=6),
)
KEYS = [
    "at",
    "go",
    "if",
    "else",
    "kill",
    "who",
    "peek",
    "a",
    "b",
    "201",
    "yes",
    "1",
    "a b",
    "花园",
    "x:y",
    "",
]
documents = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
    ),
    max_leaves=12,
)


def quote(text: str, how: int) -> str:
    if how == 1:
        return "'" + text.replace("'", "''") + "'"
    if how == 2:
        return json.dumps(text, ensure_ascii=False)
    if how == 3:
        return json.dumps(text)
    return text


@st.composite
def rendered(draw: st.DrawFn) -> str:
    """A document written by hand-like rules: block or flow, plain or quoted, indented by 1-4,
    lists under a key at its indentation or deeper, comments and blank lines here and there,
    keys sometimes written twice."""
    step = draw(st.integers(1, 4))

    def scalar(value: Any, flow: bool) -> str:
        if isinstance(value, str):
            return quote(value, draw(st.integers(0, 3)))
        if value is None:
            return draw(st.sampled_from(["", "~", "null"])) if not flow else "null"
        if isinstance(value, bool):
            return draw(st.sampled_from(["true", "yes", "True", "on"] if value else ["false", "no", "Off"]))
        return repr(value)

    def flow(value: Any) -> str:
        if isinstance(value, list):
            return "[" + draw(st.sampled_from([", ", ",", " , "])).join(flow(v) for v in value) + "]"
        if isinstance(value, dict):
            sep = draw(st.sampled_from([": ", ":", " : "]))
            return (
                "{"
                + ", ".join(quote(k, draw(st.integers(0, 2))) + sep + flow(v) for k, v in value.items())
                + "}"
            )
        return scalar(value, True)

    def comment() -> str:
        return draw(st.sampled_from(["", "", "", "  # note", " #x", "#x", "   # a: b"]))

    def block(value: Any, indent: int, out: list[str]) -> None:
        pad = " " * indent
        if isinstance(value, dict) and value:
            for k, v in value.items():
                if draw(st.integers(0, 9)) == 0:
                    out.append(pad + draw(st.sampled_from(["# c", "", "  ", "#"])))
                key = quote(k, draw(st.integers(0, 2)))
                if draw(st.integers(0, 11)) == 0:  # written twice
                    out.append(f"{pad}{key}: {flow(v)}")
                if isinstance(v, (dict, list)) and v and draw(st.booleans()):
                    out.append(f"{pad}{key}:{comment()}")
                    same = isinstance(v, list) and draw(st.booleans())
                    block(v, indent if same else indent + step, out)
                else:
                    out.append(f"{pad}{key}: {flow(v)}{comment()}")
        elif isinstance(value, list) and value:
            for v in value:
                if isinstance(v, dict) and v and draw(st.booleans()):
                    inner: list[str] = []
                    block(v, indent + 2, inner)
                    first = (
                        inner[0][indent + 2 :]
                        if inner[0].startswith(" " * (indent + 2))
                        else inner[0].strip()
                    )
                    out.append(f"{pad}- {first}")
                    out.extend(inner[1:])
                else:
                    out.append(f"{pad}- {flow(v)}{comment()}")
        else:
            out.append(pad + flow(value))

    lines: list[str] = []
    if draw(st.booleans()):
        lines.append("# a file")
    block(draw(documents), draw(st.integers(0, 2)), lines)
    return "\n".join(lines) + draw(st.sampled_from(["\n", "", "\n\n", "\n# end\n"]))


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rendered())
def test_generated_documents_read_as_pyyaml_reads_them(text: str) -> None:
    check_reads_as_pyyaml(text)


MARKS = list(" \n-:#,'\"[]{}?!&*|>%@`\\\t~.0aé花") + ["- ", ": ", " #", "  "]


def edited(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with each edit made in turn: (where, how, mark), how 0 puts ``mark`` in, 1 takes
    the character out, 2 changes it to ``mark``; ``where`` wraps round the text's length."""
    for where, how, mark in edits:
        at = where % (len(text) + 1)
        if how == 0:
            text = text[:at] + mark + text[at:]
        elif how == 1:
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + mark + text[at + 1 :]
    return text


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rendered(),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 2), st.sampled_from(MARKS)), max_size=3),
)
def test_mutated_documents_read_as_pyyaml_or_are_left_to_it(
    text: str, edits: list[tuple[int, int, str]]
) -> None:
    """A character put in, taken out or changed anywhere: read exactly as PyYAML reads it, or
    left to PyYAML (never read otherwise, never read where PyYAML refuses)."""
    check_reads_as_pyyaml(edited(text, edits))


def test_the_plain_reader_reads_the_common_shapes_itself() -> None:
    """It must not leave everything to PyYAML: the shapes the tools and GMs write are its own."""
    plain = [
        "who: A\norders:\n- at: '20:00'\n  go: '204'\n  if: alone\n  kill: C\n",
        'who: A   # me\norders:  # tonight\n  - at: "8:30"\n    go: 娱乐室\n    else: {go: home}\n',
        'tenants:\n  A: {room: "201", targets: [B, C]}\npolice: [P1, P2, P3]\n',
        "at: 20:30\nlate: yes\nnothing:\nempty: ''\nn: -12\n",
        "a: 1\na: 2\n",
    ]
    for text in plain:
        assert check_reads_as_pyyaml(text), text
    assert parse_yaml("at: 20:30\n", "f").data == {"at": 1230}  # YAML 1.1, as PyYAML reads it
    left = ["a: !!str 1\n", "a: &x 1\nb: *x\n", "a: |\n  text\n", "a: 1.5\n", "a:\tb\n", "a: b\n  c\n"]
    for text in left:
        assert not check_reads_as_pyyaml(text), text


def test_a_mistake_is_still_named_by_pyyaml_s_reading() -> None:
    """What is not plain goes to PyYAML: the same refusals, with their lines, as before."""
    cases = [("a: 1\n  b: 2\n", 2), ("a: [1, 2\n", 1), ("a: !!int 3\n", 1), ("x:\n" + "- " * 30 + "1\n", 2)]
    for text, line in cases:
        try:
            parse_yaml(text, "f.yaml")
        except YamlSyntaxError as exc:
            assert exc.line == line, (text, exc.line)
        else:
            raise AssertionError(text)
    deep = "".join(" " * i + f"k{i}:\n" for i in range(30)) + " " * 30 + "v: 1\n"
    try:
        parse_yaml(deep, "f.yaml")
    except YamlSyntaxError as exc:
        assert "deep" in str(exc.message)
    else:
        raise AssertionError("too deep")
    assert yaml.safe_load("a: 1") == {"a": 1}  # (PyYAML itself still at hand for the test)


def test_words_read_before_are_read_the_same_again() -> None:
    """Keys and plain values already read in the process skip their checks (a night's files say
    `at`, `go`, `garden` hundreds of times): a second reading, a duplicate key written as one
    line each time, a value read before now with a comment or a quote, all as PyYAML reads them."""
    texts = [
        "who: A\norders:\n- at: '20:00'\n  go: garden\n  if: alone\n  late: yes\n",
        "who: A\norders:\n- at: '20:00'\n  go: garden\n  if: alone\n  late: yes\n",  # again
        "go: garden\ngo: lawn\nat: 20:30\nat: '20:30'\n",  # duplicates, one line each
        "go: garden  # tonight\nlate: yes # x\nn: '-12'\nq: \"a'b\"\nr: 'it''s'\ns: \"\\u00e9\"\n",
        "'go': garden\ngo : lawn\n",  # the same key quoted, and with a space before its colon
    ]
    for text in texts:
        assert check_reads_as_pyyaml(text), text
    for bad in ("at: a: b\n", "go: garden:\n", "at: 'open\n", "late: 1.5\n"):
        assert not check_reads_as_pyyaml(bad), bad
