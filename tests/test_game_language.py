"""The game's language (issue 24; gmwalk2 items 11 and 22): game.yaml's `lang:`, set by `new
--lang` and kept by `register`; the portal's language for a phone asking for none it has;
`board`, `status`, `reveal` and the command line's problems in it by default."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.gamelang import game_lang
from blackhorse.portal import reveal
from blackhorse.portal.access import GM
from blackhorse.portal.language import asked_langs, page_lang
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, copy_game, invite_all, thread_server


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    got = capsys.readouterr()
    return code, got.out, got.err


def with_lang(game: Path, lang: str) -> Path:
    """``game`` with ``lang: LANG`` written into its game.yaml, as `register --lang` writes it."""
    path = game / "game.yaml"
    path.write_text(f"lang: {lang}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    return game


def test_new_records_the_language_and_register_keeps_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "g"
    code, _, _ = cli(
        capsys, "new", str(game), "--tenants", "张三,李四,王五", "--police", "郑警官", "--lang", "zh"
    )
    assert code == 0 and game_lang(game) == "zh"  # players.yaml says it before register
    apps = tmp_path / "apps.yaml"
    apps.write_text('- {who: 张三, room: "201"}\n', encoding="utf-8")
    assert cli(capsys, "register", str(game), str(apps), "--seed", "1")[0] == 0
    assert load_game(game).lang == "zh" and "lang: zh" in (game / "game.yaml").read_text(encoding="utf-8")
    # --force keeps the language of the game.yaml it replaces (edited by hand to en here)
    text = (game / "game.yaml").read_text(encoding="utf-8").replace("lang: zh", "lang: en")
    (game / "game.yaml").write_text(text, encoding="utf-8")
    assert cli(capsys, "register", str(game), str(apps), "--seed", "1", "--force")[0] == 0
    assert load_game(game).lang == "en"
    assert cli(capsys, "register", str(game), str(apps), "--seed", "1", "--force", "--lang", "zh")[0] == 0
    assert load_game(game).lang == "zh"


def test_a_folder_without_the_field_is_an_english_game_and_a_wrong_one_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    assert load_game(game).lang == "en" and game_lang(game) == "en"  # written before the field
    assert load_game(with_lang(game, "ZH")).lang == "zh"  # letter case aside
    bad = with_lang(copy_game(tmp_path / "bad"), "fr")
    code, _, err = cli(capsys, "check", str(bad), "1")
    assert code == 2
    assert "game.yaml:1: lang: fr -- the game's language: en, zh" in err
    assert game_lang(bad) == "en"  # a language no one can read is no language: English


def test_board_status_reveal_and_problems_speak_the_games_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    code, out, err = cli(capsys, "reveal", str(game))  # a new GM's try ends no game unasked
    assert code == 2 and out == "" and "a game that is over (it has a winner)" in err and "--early" in err
    code, out, _ = cli(capsys, "reveal", str(game), "--early")
    assert code == 0 and "E killed by B at 22:14 on the lawn; not accused" in out  # not "in lawn"
    with_lang(game, "zh")
    code, out, err = cli(capsys, "reveal", str(game))
    assert "E 于 10:14 在草坪被 B 杀害；未被指证" in out and "全部真相（第1夜之后）" in out
    assert "lawn" not in out and "全部真相此前已在网站上公开" in err
    assert "on the lawn" in cli(capsys, "reveal", str(game), "--lang", "en")[1]  # when asked
    assert "公告栏" in cli(capsys, "board", str(game))[1]
    assert "房客" in cli(capsys, "status", str(game))[1]
    assert "Tenant" in cli(capsys, "status", str(game), "--lang", "en")[1].title()
    (game / "nights" / "1" / "C.yaml").write_text("who: C\norders:\n  - {at: '20:00', go: nowhere}\n")
    code, _, err = cli(capsys, "check", str(game), "1")
    assert code == 2 and err.startswith("发现 1 个问题；没有运行，也没有写入任何文件：")
    assert "nights/1/C.yaml:3: orders.0.go: nowhere -- 一个地点" in err


def test_the_reveal_page_names_the_place_of_each_murder_in_the_readers_language(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)
    reveal.reveal(desk_of(game), GM)
    with thread_server(game) as port:
        c = Client(port)
        assert c.join(tokens["A"]).status == 303
        c.post("/lang", {"lang": "zh", "back": "/"})
        page = c.get("/reveal").body
        assert "<td>草坪</td>" in page and "<td>205房间</td>" in page and "lawn" not in page
        assert "<h1>全部真相（第1夜之后）</h1>" in page


@pytest.mark.parametrize(
    ("header", "zh_game", "en_game"),
    [
        ("", "zh", "en"),  # no header: the game's language
        ("fr-FR,fr;q=0.9", "zh", "en"),  # none the portal has
        ("*", "zh", "en"),
        ("zh-CN,zh;q=0.9,en;q=0.8", "zh", "zh"),
        ("en-US,en;q=0.9", "en", "en"),
        ("en;q=0.4, zh-TW;q=0.8", "zh", "zh"),  # by q-value, not by order
        ("fr, en;q=0.5", "en", "en"),
        ("zh;q=0, en;q=0.1", "en", "en"),  # q=0: not wanted
        ("zh-Hans-CN", "zh", "zh"),
    ],
)
def test_a_browsers_languages_are_negotiated_with_q_values(header: str, zh_game: str, en_game: str) -> None:
    assert (page_lang(header, "zh"), page_lang(header, "en")) == (zh_game, en_game)


def test_a_malformed_header_is_read_as_far_as_it_goes() -> None:
    assert asked_langs("en;q=abc, zh , ;q=1, <x>, de;q=0.2") == ["zh", "de"]


def test_the_portal_speaks_the_games_language_to_a_phone_asking_for_none_it_has(tmp_path: Path) -> None:
    game = with_lang(copy_game(tmp_path), "zh")
    tokens = invite_all(game)
    with thread_server(game) as port:
        for header, shown in [("", "这是"), ("fr", "这是"), ("en-US,en;q=0.9", "This is the personal link")]:
            c = Client(port, extra={"Accept-Language": header} if header else {})
            assert shown in c.get(f"/join/{tokens['A']}").body, header
        phone = Client(port, extra={"Accept-Language": "de-DE"})
        assert phone.join(tokens["A"]).status == 303
        assert "<h2>报告</h2>" in phone.get("/p/A").body  # the session opened in the game's language
        assert phone.post("/lang", {"lang": "en", "back": "/"}).status == 303
        assert "<h2>Reports</h2>" in phone.get("/p/A").body  # the player's own choice wins
        picky = Client(port, extra={"Accept-Language": "en;q=0.3, zh-CN;q=0.9"})
        assert picky.join(tokens["B"]).status == 303 and "<h2>报告</h2>" in picky.get("/p/B").body


def test_the_gm_files_are_served_in_the_readers_language(tmp_path: Path) -> None:
    """gm.md, the replay and the charts on the GM's page and, after the reveal, on the
    players' (gmwalk2 item 10): each reader gets the night's file in their own language (the
    results' twin), and a player reading gm.md on the reveal is not shown the GM's label."""
    game, tokens = two_case_game(tmp_path)  # an English game, run by the GM page (--charts --html)
    reveal.reveal(desk_of(game), GM)
    with thread_server(game) as port:
        gm_en, gm_zh, player = Client(port), Client(port), Client(port)
        for client, token in ((gm_en, tokens[GM]), (gm_zh, tokens[GM]), (player, tokens["A"])):
            assert client.join(token).status == 303
        for client in (gm_zh, player):
            client.post("/lang", {"lang": "zh", "back": "/"})
        assert "<h2>Murders</h2>" in gm_en.get("/gm/nights/1/gm").body
        assert (
            "<h2>凶案</h2>" in gm_zh.get("/gm/nights/1/gm").body
            and "Murders" not in gm_zh.get("/gm/nights/1/gm").body
        )
        assert "▶ Play" in gm_en.get("/gm/nights/1/replay").body
        assert "▶ 播放" in gm_zh.get("/gm/nights/1/replay").body
        assert "where everyone was" in gm_en.get("/gm/nights/1/charts/timeline.svg").body
        assert "每个人在哪里" in gm_zh.get("/gm/nights/1/charts/timeline.svg").body
        sheet = player.get("/reveal/nights/1/gm").body
        assert "<h2>凶案</h2>" in sheet and "主持人" not in sheet and 'href="/reveal"' in sheet
        assert "▶ 播放" in player.get("/reveal/nights/1/replay").body


def test_a_notebook_chooses_the_replays_language() -> None:
    import blackhorse as bh
    from tests.scenariokit import SCENARIOS

    night = bh.run_night(SCENARIOS / "first-night", 1)  # an English game: English by default
    assert "▶ Play" in night.replay().html and "▶ 播放" in night.replay(lang="zh").html
    with pytest.raises(bh.InputError, match="lang: fr -- zh or en"):
        night.replay(lang="fr")


def test_a_refused_day_command_is_said_in_the_games_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    for officer in ("P1", "P2", "P3"):
        assert cli(capsys, "accuse", str(game), "1", "1", "G", "--by", officer)[0] == 0
    code, _, err = cli(capsys, "accuse", str(game), "1", "1", "D", "--by", "P1")
    assert code == 2 and "accuse: not done: that case has already been accused (final)" in err
    with_lang(game, "zh")
    code, _, err = cli(capsys, "accuse", str(game), "1", "1", "D", "--by", "P1")
    assert code == 2 and "accuse：未完成：该案件已被指证（不可更改）" in err
