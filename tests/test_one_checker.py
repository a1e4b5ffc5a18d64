"""One checker (issue 20): the portal's live check, its save, the own-words box, ``blackhorse
check`` and the night's own check are one function (orders/sheetcheck.py) and never
disagree. Run over the scenarios' order files, seeded mutations of them (the fuzz corpus's
mutations, tests/fuzzkit.py) and the message corpus (tests/parsing/)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from blackhorse.api.notebook import check_night
from blackhorse.cli.main import main
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.reader import FileRefused, decode
from blackhorse.inn.layout import default_inn
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.routes_player import read_own_words
from blackhorse.portal.saving import check_orders, save_orders
from blackhorse.portal.store import Store, db_path
from tests.fuzzkit import HOSTILE, mutate_text
from tests.portalkit import served_site
from tests.scenariokit import SCENARIOS

PARSING = Path(__file__).resolve().parent / "parsing"
MUTATIONS = 160
PACING = "who: A\norders:\n  - at: '20:00'\n    go: home\n    via: [east-stairs]\n"  # 201 and back


def same(p: Problem) -> tuple[object, ...]:
    """A problem without its file's name (a path on the command line, NAME.yaml on the portal)."""
    return p.line, p.field, p.value, p.allowed


def night_check(game: Path, path: Path) -> list[tuple[object, ...]]:
    """What `blackhorse check` (the night's own check) says of the order file ``path``."""
    try:
        check_night(game, 1)
    except InputError as exc:
        return sorted({same(p) for p in exc.problems if p.file == str(path)})
    return []


def corpus(seed: int) -> list[tuple[str, str]]:
    """(who, text): every order file of first-night, and seeded mutations of them."""
    rng = random.Random(seed)
    files = sorted((SCENARIOS / "first-night" / "nights" / "1").glob("*.yaml"))
    out = [(f.stem, f.read_text(encoding="utf-8")) for f in files]
    out.append(("A", PACING))
    out += [("A", f"who: A\norders: {v}\n") for v in ("5", "true", "1.5", "[]", "{}", "~")]
    while len(out) < len(files) + 7 + MUTATIONS:
        f = rng.choice(files)
        raw = mutate_text(f.read_bytes(), rng)
        if rng.random() < 0.2:
            raw += rng.choice(HOSTILE).encode("utf-8")
        try:
            text = decode(raw)  # a form sends text: bytes that are no text never reach it
        except FileRefused:
            continue
        if text.strip() and "\x00" not in text:
            out.append((f.stem, text))
    return out


def test_the_portals_check_its_save_and_the_nights_check_agree(tmp_path: Path) -> None:
    base = tmp_path / "base"
    shutil.copytree(SCENARIOS / "first-night", base)
    disagreements: list[str] = []
    for i, (who, text) in enumerate(corpus(20261201)):
        game = tmp_path / f"case-{i}"
        shutil.copytree(base, game)
        path = game / "nights" / "1" / f"{who}.yaml"
        path.write_bytes(text.encode("utf-8"))
        desk = Desk(game, default_inn(), Store(db_path(game)))  # a new player's limit each case
        portal = sorted({same(p) for p in check_orders(desk, who, 1, text).problems})
        night = night_check(game, path)
        saved = save_orders(desk, who, who, 1, text)
        if portal != night:
            disagreements.append(f"{i} {who} {text[:60]!r}: portal {portal} / night {night}")
        if saved.ok != (not night):
            disagreements.append(f"{i} {who}: save {saved.reason or 'written'} / night {night}")
        shutil.rmtree(game)
    assert disagreements == []


def test_a_route_that_paces_is_a_mistake_on_the_portal_as_for_the_night(tmp_path: Path) -> None:
    # the portal said "No mistakes found" and saved it; then the night refused to run
    with served_site(tmp_path) as site:
        a = site.client("A")
        live = a.post("/p/A/orders/1/check", {"source": "text", "text": PACING})
        assert live.status == 200 and '"ok": false' in live.body.replace('"ok":false', '"ok": false')
        assert "a round trip is pacing (rule 8)" in live.body
        saved = a.post("/p/A/orders/1", {"source": "text", "text": PACING, "action": "save"})
        assert saved.status == 422 and "a round trip is pacing (rule 8)" in saved.body
        assert not (site.game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8").endswith(PACING)
        zh = a.post("/p/A/orders/1/check?lang=zh", {"source": "text", "text": PACING})
        assert "八" in zh.body and "is pacing" not in zh.body


@pytest.mark.parametrize("value", ["5", "true", "1.5"])
def test_orders_that_are_not_a_list_are_a_mistake_never_a_500(tmp_path: Path, value: str) -> None:
    # `orders: 5` was HTTP 500 on Check and Save, and a GM-typed B.yaml holding it made B's
    # orders page a 500 for B and the GM
    text = f"who: A\norders: {value}\n"
    with served_site(tmp_path) as site:
        a, b, gm = site.client("A"), site.client("B"), site.client(GM)
        check = a.post("/p/A/orders/1/check", {"source": "text", "text": text})
        assert check.status == 200 and "orders:" in check.body
        assert a.post("/p/A/orders/1", {"source": "text", "text": text, "action": "save"}).status == 422
        (site.game / "nights" / "1" / "B.yaml").write_text(text.replace("A", "B"), encoding="utf-8")
        assert b.get("/p/B/orders/1").status == 200
        assert gm.get("/p/B/orders/1").status == 200


def message_corpus() -> list[dict[str, Any]]:
    accepted = yaml.safe_load((PARSING / "accepted.yaml").read_text(encoding="utf-8"))
    refused = yaml.safe_load((PARSING / "refused.yaml").read_text(encoding="utf-8"))
    return [*accepted, *refused]


def test_the_own_words_box_agrees_with_the_check_of_the_file_it_makes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game"
    shutil.copytree(PARSING / "game", game)
    desk = Desk(game, default_inn(), Store(db_path(game)))
    checked = 0
    for entry in message_corpus():
        who = entry["who"]
        parsed = read_own_words(desk, who, 1, entry["message"], "en")
        if not parsed.yaml:
            continue
        portal = check_orders(desk, who, 1, parsed.yaml).problems
        if parsed.ok:  # what the box accepts, the save and `blackhorse check` accept
            assert portal == [], (entry["message"], portal)
            path = game / "nights" / "1" / f"{who}.yaml"
            original = path.read_bytes() if path.exists() else None
            path.write_text(parsed.yaml, encoding="utf-8")
            assert main(["check", str(game), "1"]) == 0, capsys.readouterr().err
            if original is None:
                path.unlink()
            else:
                path.write_bytes(original)
            checked += 1
        elif portal:  # what the checker refuses in the file, the box refuses too
            assert not parsed.ok
    assert checked >= 60
    # a message whose route paces is refused by the box as the file is
    pacing = read_own_words(desk, "A", 1, "8:00经东楼梯回自己房间", "en")
    assert not pacing.ok
