"""Every problem beside a field of the slot form names what the field allows in the form's
terms, in the page's language (issue 24; a held-out GM's walk failed twice on
"8:30 · 如果：（空） -- alone、always、{present: NAME} 或 {absent: NAME}" beside a Chinese 如果):
the form's own option labels (单独、无论如何、在场、不在场; 201房间、娱乐室、花园; 对所有人开放...), never
a value of the order file, a field of the file (`via`, `from`), ``（空）`` or a rule cited by
the seed's Chinese numeral on an English page. The command line keeps file, line and field
(tests/test_problem_text.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from blackhorse.portal.i18n import translator
from tests.portalkit import Client, Site, served_site
from tests.test_portal_language import shown_text

NAMES = ("A", "B", "C", "D", "E", "F", "G", "H", "P1", "P2", "P3")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")


class Case(NamedTuple):
    """One kind of problem of one field: who posts ``form`` (the slot form's fields), and the
    field of the page whose problem it is; ``labels``: the form's words it must name
    (translator keys, said in the page's language); ``typed``: what was typed in a box, said
    back as typed."""

    who: str
    form: dict[str, str]
    field: str
    labels: tuple[str, ...] = ()
    typed: tuple[str, ...] = ()
    on_form: bool = True  # False: a field the form does not show this player (listed only)


CONDITIONS = ("opt_alone", "opt_always", "opt_present", "opt_absent")
PLACES_OF_A = ("home", "place:201", "place:204", "place:garden", "place:lawn")
CASES: dict[str, Case] = {
    # the "if" of a slot: a "whom" chosen without it (the walk's finding); a value no option has
    "slot if left empty beside a whom": Case(
        "A", {"s3_go": "garden", "s3_who": "B"}, "s3_if", ("opt_present", "opt_absent", "who")
    ),
    "slot if not an option": Case("A", {"s3_go": "garden", "s3_if": "maybe"}, "s3_if", CONDITIONS),
    "slot whom beside alone": Case(
        "A", {"s3_go": "garden", "s3_if": "alone", "s3_who": "B"}, "s3_who", ("opt_present", "opt_absent")
    ),
    "slot whom nobody": Case("A", {"s3_go": "garden", "s3_if": "present", "s3_who": "ZZ"}, "s3_who"),
    "slot whom left empty beside present": Case("A", {"s3_go": "garden", "s3_if": "present"}, "s3_who"),
    "standing whom left empty beside absent": Case("A", {"k0_kill": "B", "k0_if": "absent"}, "k0_who"),
    "slot via of commas alone": Case("A", {"s3_go": "garden", "s3_via": "，"}, "s3_via", ("via",), ("，",)),
    "slot peek not an option": Case("A", {"s3_peek": "telescope"}, "s3_peek", ("opt_window", "opt_peephole")),
    "slot peek from the wrong place": Case(
        "A", {"s3_go": "garden", "s3_peek": "peephole"}, "s3_peek", ("place:204", "place:garden")
    ),
    "officer peeks by a peephole": Case(
        "P1", {"s3_go": "garden", "s3_peek": "peephole"}, "s3_peek", ("place:204",)
    ),
    "slot go not a place": Case("A", {"s3_go": "moon"}, "s3_go", PLACES_OF_A),
    "slot go to the corridor": Case("A", {"s3_go": "north-corridor"}, "s3_go", PLACES_OF_A),
    "slot else not a place": Case(
        "A", {"s3_go": "garden", "s3_if": "alone", "s3_else": "moon"}, "s3_else", PLACES_OF_A
    ),
    "slot kill of one not a target": Case("A", {"s3_go": "garden", "s3_kill": "E"}, "s3_kill"),
    "slot kill of nobody": Case("A", {"s3_go": "garden", "s3_kill": "ZZ"}, "s3_kill"),
    "slot via not a spot": Case("A", {"s3_go": "garden", "s3_via": "月亮"}, "s3_via", typed=("月亮",)),
    "slot via a room": Case(
        "A",
        {"s3_go": "garden", "s3_via": "205"},
        "s3_via",
        ("place:door-201", "place:north-corridor"),
        ("205",),
    ),
    "slot via without go": Case("A", {"s3_via": "东楼梯"}, "s3_via", ("via", "go"), typed=("东楼梯",)),
    "slot via twice": Case(
        "A", {"s3_go": "garden", "s3_via": "东楼梯, 东楼梯"}, "s3_via", typed=("东楼梯, 东楼梯",)
    ),
    "slot via back where one is": Case(
        "A", {"s0_go": "garden", "s3_go": "garden", "s3_via": "草坪"}, "s3_via", ("via",), typed=("草坪",)
    ),
    "door not an option": Case("A", {"door": "ajar"}, "door", ("door_open", "door_closed")),
    "an officer's door (no door field) not a word": Case("P1", {"door": "ajar"}, "door", on_form=False),
    "door names nobody": Case("A", {"door": "list", "door_names": "ZZ"}, "door_names", typed=("ZZ",)),
    "standing if not an option": Case("A", {"k0_kill": "B", "k0_if": "maybe"}, "k0_if", CONDITIONS),
    "standing whom beside always": Case(
        "A", {"k0_kill": "B", "k0_if": "always", "k0_who": "C"}, "k0_who", ("opt_present",)
    ),
    "standing from not a time": Case("A", {"k0_kill": "B", "k0_from": "7pm"}, "k0_from", typed=("7pm",)),
    "standing until off the night": Case(
        "A", {"k0_kill": "B", "k0_until": "25:00"}, "k0_until", typed=("25:00",)
    ),
    "standing until before from": Case(
        "A",
        {"k0_kill": "B", "k0_from": "22:00", "k0_until": "21:00"},
        "k0_until",
        ("from",),
        typed=("21:00", "9:00"),
    ),
    "standing row without its target": Case("A", {"k0_from": "21:00"}, "k0_kill", ("kill",)),
    "standing kill of one not a target": Case("A", {"k0_kill": "E"}, "k0_kill"),
}


def beside(body: str, field: str) -> list[str]:
    """The problems the page shows beside the form's field ``field``."""
    found = re.findall(rf'(?s)<span class="field-problem"[^>]*data-field="{field}">(.*?)</span>', body)
    return [shown_text(x) for x in found]


def said(key: str, lang: str) -> str:
    """A label of the form in ``lang``: a word of the page, or a place as its lists name it."""
    if key.startswith("place:"):
        from blackhorse.inn.layout import default_inn
        from blackhorse.portal.i18n import place_text

        return place_text(default_inn(), key.removeprefix("place:"), lang)
    return translator(lang)(key).rstrip(":：")


# the YAML box's own shapes: its keys (the file's, which its writer types), braces and quotes
FILE_KEYS = (
    "who",
    "door",
    "orders",
    "standing",
    "at",
    "go",
    "via",
    "peek",
    "kill",
    "if",
    "else",
    "from",
    "until",
)


def leaks(text: str, case: Case, lang: str, box: bool = False) -> list[str]:
    """What of ``text`` is not in the page's language: on a Chinese page, a Latin word, a
    backtick, a brace or （空）, names and what was typed aside (in the YAML ``box``, its keys,
    braces and backticks too); on an English page, Chinese."""
    if lang == "en":
        rest = text
        for typed in case.typed:
            rest = rest.replace(typed, " ")
        return CJK.findall(rest)
    rest = text
    for typed in sorted(case.typed, key=len, reverse=True):
        rest = rest.replace(typed, " ")
    known = NAMES + (FILE_KEYS if box else ())
    rest = re.sub(rf"(?<![A-Za-z0-9])(?:{'|'.join(known)})(?![A-Za-z0-9])", " ", rest)
    if box:
        rest = re.sub(r"[`{}]", " ", rest)
    return re.findall(r"[A-Za-z]+|`|\{|\}|（空）|\(empty\)", rest)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    with served_site(tmp_path_factory.mktemp("terms")) as served:
        yield served


def client(site: Site, who: str, lang: str) -> Client:
    c = site.client(who)
    assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
    c.get(f"/p/{who}/orders/1")
    return c


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_problem_beside_the_slot_form_says_what_is_allowed_in_the_forms_terms(
    site: Site, lang: str
) -> None:
    clients = {who: client(site, who, lang) for who in ("A", "P1")}
    wrong = []
    for name, case in CASES.items():
        c = clients[case.who]
        page = c.post(f"/p/{case.who}/orders/1", {"source": "form", **case.form, "action": "check"})
        live = json.loads(c.post(f"/p/{case.who}/orders/1/check", {"source": "form", **case.form}).body)
        at_field = [p["text"] for p in live["placed"] if p["field"] == case.field]
        shown = beside(page.body, case.field) if case.on_form else at_field
        if not shown or shown != at_field:
            wrong.append((name, "beside the field", shown, at_field))
            continue
        listed = re.search(r'(?s)<div id="problems"[^>]*>(.*?)</div>', page.body)
        everywhere = shown + ([shown_text(listed[1])] if listed else [])
        for text in everywhere:
            if found := leaks(text, case, lang):
                wrong.append((name, "not in the page's language", found, text))
        missing = [said(k, lang) for k in case.labels if said(k, lang).lower() not in shown[0].lower()]
        if missing:
            wrong.append((name, "does not name the form's words", missing, shown[0]))
        if "docs/" in shown[0] or "orders." in shown[0] or "standing." in shown[0]:
            wrong.append((name, "names the file", shown[0]))
    assert not wrong, "\n".join(map(str, wrong))


H = 'who: A\norders:\n  - at: "20:30"\n'
# the YAML box: each field's problems (a value no word of the file, left empty, refused by a
# rule), said in the words of the file the page's language reads (单独, {在场: 名字}, 窗户,
# 对所有人开放, 花园, 201门前); ``typed``: what the line holds, said back as it is
TEXTS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "box if left empty": (H + '    go: garden\n    if: ""\n', ("单独", "在场"), ("garden",)),
    "box if no word": (H + "    go: garden\n    if: maybe\n", ("单独", "在场"), ("garden", "maybe")),
    "box peek no word": (H + "    peek: telescope\n", ("窗户", "门孔"), ("telescope",)),
    "box peek from the wrong place": (
        H + "    go: garden\n    peek: 门孔\n",
        ("娱乐室", "花园"),
        ("garden",),
    ),
    "box go no place": (H + "    go: 月亮\n", ("花园", "草坪"), ()),
    "box go to the corridor": (H + "    go: 北走廊\n", ("途经",), ()),
    "box via no spot": (H + "    go: 花园\n    via: [月亮]\n", ("201门前", "北走廊"), ("月亮",)),
    "box via without go": (H + "    via: [东楼梯]\n", ("途经", "去"), ()),
    "box door no word": ("who: A\ndoor: 半开\n", ("对所有人开放", "不开门"), ()),
    "box kill of one not a target": (H + "    go: 花园\n    kill: E\n", (), ()),
    "box until before from": (
        'who: A\nstanding:\n  - kill: B\n    from: "22:00"\n    until: "21:00"\n',
        ("从",),
        (),
    ),
    "box standing if no word": ("who: A\nstanding:\n  - kill: B\n    if: maybe\n", ("单独",), ("maybe",)),
    "box nothing typed": ("", (), ()),
}
# what the Chinese page words of the file take: they read as the file's words do
ACCEPTED = (
    H + "    go: 花园\n    via: [201门前, 北走廊, 东楼梯]\n    if: {在场: B}\n",
    "who: A\ndoor: 不开门\n",
    "who: A\ndoor: 对所有人开放\n",
    H + "    go: 草坪\n    if: {不在场: C}\n",
    # the English pages' names
    H + "    go: the garden\n    via: [the north corridor, foot of the east stairs]\n",
)
# the own-words box: a message's mistakes, in the page's words (花园, never garden)
MESSAGES = {
    "words place unknown": ("8:30去月亮", ("月亮",)),
    "words go to the corridor": ("8:30去走廊", ()),
    "words via a room": ("9:00 go to the lawn via room 203", ("go to the lawn via room 203",)),
    "words via back where one is": ("9:00 go home via the east stairs", ("go home via the east stairs",)),
    "words route doubling back": ("8:30去草坪，9:00经东楼梯去花园", ()),
    "words person unknown": ("8:30去花园杀ZZ", ("ZZ", "杀ZZ")),
    "words time off the slots": ("8:35去花园", ()),
    "words peek from the wrong place": ("8:30去花园，用门孔偷看", ("花园",)),
    "words kill of one not a target": ("8:30去花园杀E", ()),
}


def test_every_problem_of_the_yaml_box_and_the_own_words_box_is_in_the_pages_words(site: Site) -> None:
    """The YAML box and the own-words box on a Chinese page: every field's problem names
    places, fields and what is allowed in the page's words (花园, 单独, {在场: 名字}, 窗户,
    对所有人开放), never an English word of the file or （空）; the words a Chinese page uses
    are words the file takes. On an English page, no Chinese but what was typed."""
    wrong = []
    for lang in ("zh", "en"):
        c = client(site, "A", lang)
        for name, (text, words, typed) in TEXTS.items():
            live = json.loads(c.post("/p/A/orders/1/check", {"source": "text", "text": text}).body)
            shown = [p["text"] for p in live["placed"]]
            if not shown:
                wrong.append((lang, name, "no problem"))
            case = Case("A", {}, "", typed=(*typed, *re.findall(r":\s*(\S.*)", text)))
            for said_text in shown:
                if found := leaks(said_text, case, lang, box=True):
                    wrong.append((lang, name, "not in the page's language", found, said_text))
            if lang == "zh" and not all(any(w in t for t in shown) for w in words):
                wrong.append((lang, name, "does not name", words, shown))
        for name, (message, typed) in MESSAGES.items():
            live = json.loads(c.post("/p/A/orders/1/check", {"source": "message", "message": message}).body)
            shown = [p["text"] for p in live["placed"]]
            if not shown:
                wrong.append((lang, name, "no problem"))
            for said_text in shown if lang == "zh" else ():  # an English page answers a Chinese message in it
                if found := leaks(said_text, Case("A", {}, "", typed=(message, *typed)), lang):
                    wrong.append((lang, name, "not in the page's language", found, said_text))
        for text in ACCEPTED:
            live = json.loads(c.post("/p/A/orders/1/check", {"source": "text", "text": text}).body)
            if live["placed"]:
                wrong.append((lang, "refused", text, live["placed"]))
    assert not wrong, "\n".join(map(str, wrong))


def test_the_walks_empty_if_reads_as_the_forms_choices(site: Site) -> None:
    """The finding itself, word for word: beside 如果 a Chinese player reads which of the
    form's choices a "whom" needs, and an English player the same in English."""
    for lang, expected in (
        ("zh", "8:30 · 如果：请选“在场”或“不在场”，让指令取决于B；或者清空“谁”"),
        ("en", "20:30 · If: choose 'present' or 'absent' to make the order depend on B, or clear Whom"),
    ):
        c = client(site, "A", lang)
        page = c.post("/p/A/orders/1", {"source": "form", "s3_go": "garden", "s3_who": "B", "action": "save"})
        assert page.status == 422
        assert beside(page.body, "s3_if") == [expected]


def test_the_command_line_keeps_the_files_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same mistake for the GM's `blackhorse check`: file, line, field and the file's values
    (docs/ORDERS.md), as before."""
    from blackhorse.cli.main import main
    from tests.portalkit import copy_game

    game = copy_game(tmp_path)
    (game / "nights" / "1" / "A.yaml").write_text(
        'who: A\norders:\n  - at: "20:30"\n    go: garden\n    peek: telescope\n    if: ""\n',
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["check", str(game), "1"]) == 2
    err = capsys.readouterr()
    said = err.out + err.err
    assert (
        "nights/1/A.yaml:6: orders.0.if: (empty) -- alone, always, {present: NAME} or {absent: NAME}" in said
    )
    assert "nights/1/A.yaml:5: orders.0.peek: telescope -- window (窗户) or peephole (门孔)" in said
