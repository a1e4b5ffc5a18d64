"""The Chinese font the portal serves to a browser that has none (portal/cjkfont.py).

What it holds (every character a page can show: GB 2312, blackhorse's own Chinese, the
game's names and places), the same bytes every time, cut once and kept on disk, and its
route: public, cached by the browser, compressed. In a browser: tests/test_cjk_font_browser.py.
"""

from __future__ import annotations

import gzip
import http.client
import io
import re
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from blackhorse.inn.layout import load_inn
from blackhorse.portal import cjkfont
from tests.portalkit import copy_game, thread_server

SMALL = frozenset("黑马会馆")


def cmap(otf: bytes) -> set[str]:
    return {chr(code) for code in TTFont(io.BytesIO(otf)).getBestCmap()}


def test_the_font_is_cut_to_its_characters_the_same_bytes_every_time() -> None:
    first, again = cjkfont.build(SMALL), cjkfont.build(sorted(SMALL, reverse=True))
    assert first == again
    assert cmap(first) == set(SMALL)
    names = TTFont(io.BytesIO(first))["name"]
    assert names.getDebugName(1) == "Noto Sans CJK SC"
    assert "SIL Open Font License" in str(names.getDebugName(13))  # its licence travels with it
    assert len(first) < 20_000


def test_the_font_holds_every_character_a_page_can_show() -> None:
    chars = cjkfont.base_chars()
    hanzi = [ch for ch in cjkfont.gb2312() if 0x4E00 <= ord(ch) <= 0x9FFF]
    assert len(hanzi) == 6763 and set(hanzi) <= chars  # what players type in their own words
    catalog = Path(cjkfont.__file__).parent.parent / "locale" / "zh" / "LC_MESSAGES" / "blackhorse.po"
    assert cjkfont.cjk_of(catalog.read_text(encoding="utf-8")) <= chars
    assert cjkfont.cjk_of("".join(load_inn().names_zh.values())) <= chars
    assert "堃" not in chars and "堃" in cjkfont.chars_for(["王堃"])  # a game's name outside GB 2312


def test_the_font_is_cut_once_and_kept_on_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cjkfont, "base_chars", lambda: SMALL)
    monkeypatch.setattr(cjkfont, "_made", {})
    font = cjkfont.font_for(["A"])
    kept = tmp_path / "cache" / "blackhorse" / "fonts" / f"cjk-{font.key}.otf"
    assert kept.read_bytes() == font.otf and gzip.decompress(font.gzipped) == font.otf

    def no_cut(chars: object) -> bytes:
        raise AssertionError("cut again")

    monkeypatch.setattr(cjkfont, "build", no_cut)
    monkeypatch.setattr(cjkfont, "_made", {})  # a new server: read from the disk, not cut
    assert cjkfont.font_for(["A"]).otf == font.otf
    with pytest.raises(AssertionError, match="cut again"):
        cjkfont.font_for(["堃"])  # other characters: another font


def test_a_cache_folder_that_cannot_be_written_still_serves_the_font(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "file"))
    monkeypatch.setattr(cjkfont, "base_chars", lambda: SMALL)
    monkeypatch.setattr(cjkfont, "_made", {})
    assert cmap(cjkfont.font_for(["A"]).otf) == set(SMALL)


def fetch(port: int, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request("GET", "/static/cjk.otf", headers=headers)
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


def test_the_font_route_is_public_kept_by_the_browser_and_compressed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cjkfont, "base_chars", lambda: SMALL)
    game = copy_game(tmp_path)
    with thread_server(game) as port:
        status, headers, body = fetch(port, {})  # no session: the link's page needs it too
        assert status == 200 and headers["content-type"] == "font/otf"
        assert headers["cache-control"] == "public, max-age=86400"
        assert headers["access-control-allow-origin"] == "*"  # for the sandboxed replay
        shown = cjkfont.cjk_of("".join(load_inn().names_zh.values()))
        assert SMALL | shown <= cmap(body)  # the game's places
        assert "default-src 'self'" in headers["content-security-policy"]  # the pages may load it
        status, zipped, packed = fetch(port, {"Accept-Encoding": "gzip, deflate, br"})
        assert zipped["content-encoding"] == "gzip" and gzip.decompress(packed) == body
        assert zipped["etag"] == headers["etag"]
        status, _, nothing = fetch(port, {"If-None-Match": headers["etag"]})
        assert status == 304 and nothing == b""


def test_the_pages_style_and_script_name_the_font_the_same_way() -> None:
    static = Path(cjkfont.__file__).parent / "static"
    css = (static / "portal.css").read_text(encoding="utf-8")
    js = (static / "cjkfont.js").read_text(encoding="utf-8")
    assert f'@font-face {{ font-family: "{cjkfont.FAMILY}"; src: url(/static/cjk.otf)' in css
    assert f'html.cjk-font {{ --cjk-font: "{cjkfont.FAMILY}"' in css
    assert css.count("var(--cjk-font,") == 3  # the page's, the text boxes' and the plan's stacks
    assert f"""document.fonts.load('16px "{cjkfont.FAMILY}"'""" in js
    body = re.search(r"^body \{ font-family: (.*), var\(--cjk-font, sans-serif\);", css, re.M)
    assert body is not None
    for family in body.group(1).split(", "):  # the check draws in the pages' own stack
        assert family in js, family


def test_the_replay_is_served_with_the_check_and_its_own_stacks_ending_in_the_font() -> None:
    replay = (Path(cjkfont.__file__).parent.parent / "data" / "replay.html").read_bytes()
    served = cjkfont.with_font_check(replay).decode("utf-8")
    head = served[: served.index("</head>")]
    assert "<script>\n// Chinese in a browser without a CJK font" in head  # before any text
    for where, stack in cjkfont.REPLAY_STACKS.items():  # the replay's own stacks, the font added
        assert f"{where} {{ font-family: {stack};" in replay.decode("utf-8"), where
        assert f'html.cjk-font {where} {{ font-family: {stack}, "{cjkfont.FAMILY}"; }}' in head
