"""The GM page's deadline field speaks the page's language and the game's clock (issue 24, a
user's walk: a Chinese GM page offered "`YYYY-MM-DD HH:MM`、`+分钟数`或`now`" with "+60" as its
example).

Its label names the clock deadlines are typed on (北京时间, UTC+9) with an example on that
clock, which is also the field's placeholder, and offers "now" in the page's words (现在);
what it offers is taken: the example as typed, and 现在 / now, from the page and `deadline`.
"""

from __future__ import annotations

import html
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.access import GM
from blackhorse.portal.gm_actions import example_deadline, is_now, parse_when
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, copy_game, invite_all, thread_server

ZONES = {"zh": ("Asia/Shanghai", "北京时间", "现在"), "en": ("Asia/Tokyo", "UTC+9", "now")}


def game_in(tmp: Path, lang: str) -> Path:
    game = copy_game(tmp)
    path = game / "game.yaml"
    zone = ZONES[lang][0]
    path.write_text(f"lang: {lang}\ntimezone: {zone}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    return game


def field(page: str) -> tuple[str, str]:
    """The deadline form's label text and its field's placeholder."""
    form = re.search(r'(?s)<form[^>]*id="deadline-form".*?</form>', page)
    assert form, page
    label = html.unescape(re.sub(r"<[^>]+>", "", re.search(r"(?s)<label>(.*?)<input", form[0])[1])).strip()
    placeholder = re.search(r'name="when" placeholder="([^"]*)"', form[0])
    assert placeholder
    return label, html.unescape(placeholder[1])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_deadline_field_names_the_games_clock_and_offers_now_in_the_pages_words(
    lang: str, tmp_path: Path
) -> None:
    game = game_in(tmp_path, lang)
    zone, clock, now = ZONES[lang]
    token = invite_all(game)[GM]
    with thread_server(game) as port:
        gm = Client(port)
        assert gm.join(token).status == 303
        assert gm.post("/lang", {"lang": lang, "back": "/"}).status == 303
        label, placeholder = field(gm.get("/gm").body)
        assert clock in label and now in label and placeholder in label, label
        if lang == "zh":
            assert not re.search(r"[A-Za-z]{2,}", label), label  # no English word: not `now`, not YYYY
        # the example is a time to come on the game's clock, and is taken as typed
        typed = datetime.strptime(placeholder, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(zone))
        assert timedelta(hours=1) <= typed - datetime.now(UTC) <= timedelta(hours=2)
        gm.act("/gm/do/deadline", {"n": "1", "when": placeholder})
        assert Store(db_path(game)).deadline(1) == typed.astimezone(UTC).isoformat(timespec="seconds")
        # "now" in the page's words locks the night at once
        gm.act("/gm/do/deadline", {"n": "1", "when": now})
        locked = datetime.fromisoformat(str(Store(db_path(game)).deadline(1)))
        assert abs(locked - datetime.now(UTC)) < timedelta(minutes=1)


def test_now_is_taken_in_every_language_by_the_page_and_the_command_line(tmp_path: Path) -> None:
    assert all(is_now(typed) for typed in ("now", " NOW ", "现在"))
    assert not is_now("soon") and not is_now("+60")
    moment = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    assert parse_when("现在", now=moment) == moment
    assert example_deadline(ZoneInfo("Asia/Shanghai"), moment) == "2026-12-02 22:00"
    game = game_in(tmp_path, "zh")
    assert main(["deadline", str(game), "1", "现在"]) == 0
    locked = datetime.fromisoformat(str(Store(db_path(game)).deadline(1)))
    assert abs(locked - datetime.now(UTC)) < timedelta(minutes=1)
