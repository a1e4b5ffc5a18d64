"""The Chinese font the portal serves to a browser that has none (``/static/cjk.otf``).

Phones and desktops draw Chinese with a font of their own (the pages' font stack names the
common ones). A browser without any (Debian's Chromium, some Linux desktops, kiosks) draws
every Chinese character as a missing-glyph box; the script in each page's head
(static/cjkfont.js) sees that and only then names this font in the pages' font stacks
(static/portal.css), so only such a browser downloads it. It is Noto Sans CJK SC (the ``noto-cjk-sans-otc``
package the charts already use) cut down to the characters the portal can show: GB 2312
(the 6,763 common hanzi, its punctuation and symbols), every CJK character of blackhorse's
own texts (the catalog, the pages, the reports' wording, the maps) and of the game's names
and places. Nothing else of the game is in it, so anyone may fetch it.

The cut takes a dozen seconds, so it is made once, on the first request, and kept on disk
(``$XDG_CACHE_HOME/blackhorse/fonts``, else ``~/.cache/blackhorse/fonts``) under a name made
from what it holds: the same characters give the same bytes, on every machine.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import threading
from collections.abc import Iterable
from functools import cache
from importlib.resources import as_file, files
from pathlib import Path

from blackhorse.core.cachefolder import cache_dir, keep
from blackhorse.core.dataclass import dataclass
from blackhorse.pictures.fonts import CJK_FONT

FAMILY = "Blackhorse CJK"  # the name the pages' font stack gives it (static/portal.css)
FACE = 2  # Noto Sans CJK SC: the collection's faces are JP, KR, SC, TC, HK, then the Mono ones
BUILD = "1"  # bumped when the cut changes, so a font kept on disk is made again
FIRST_CJK = 0x2E80  # CJK radicals and every block above: what a Latin system font lacks
TEXT_FILES = (".py", ".html", ".po", ".yaml", ".yml", ".json", ".txt", ".js", ".css")
# the parser's table of traditional characters (data/traditional.txt) reads what a player types
# in traditional script; the pages never write them: 2,573 characters, half a megabyte, left out
NOT_SHOWN = ("traditional.txt",)


@dataclass(frozen=True)
class Font:
    key: str  # what it holds, as a digest: the file's name and the response's ETag
    otf: bytes
    gzipped: bytes  # the same, gzip-compressed once (what a browser downloads)


def gb2312() -> str:
    """Every character of GB 2312, in its order: rows 1-9 symbols, 16-55 the 3,755 commonest
    hanzi, 56-87 the other 3,008."""
    out = []
    for high in range(0xA1, 0xF8):
        for low in range(0xA1, 0xFF):
            try:
                out.append(bytes((high, low)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return "".join(out)


def cjk_of(text: str) -> set[str]:
    return {ch for ch in text if ord(ch) >= FIRST_CJK}


@cache
def base_chars() -> frozenset[str]:
    """GB 2312 and every CJK character of blackhorse's own files (whatever a page can say)."""
    chars = set(gb2312())
    package = files("blackhorse")
    with as_file(package) as root:
        for path in sorted(Path(root).rglob("*")):
            if path.suffix in TEXT_FILES and path.name not in NOT_SHOWN and path.is_file():
                chars |= cjk_of(path.read_text(encoding="utf-8", errors="ignore"))
    return frozenset(chars)


def chars_for(names: Iterable[str]) -> frozenset[str]:
    """The font's characters for a game whose people and places are ``names``."""
    return base_chars() | frozenset(ch for name in names for ch in name if ord(ch) >= 0x80)


def source_path() -> Path:
    with as_file(files(CJK_FONT[0]).joinpath(CJK_FONT[1])) as path:
        return Path(path)


def key_of(chars: frozenset[str]) -> str:
    source = source_path()
    digest = hashlib.sha256(f"{BUILD}\n{source.name}\n{source.stat().st_size}\n".encode())
    digest.update("".join(sorted(chars)).encode("utf-8"))
    return digest.hexdigest()[:20]


def build(chars: Iterable[str]) -> bytes:
    """Noto Sans CJK SC cut down to ``chars`` (an OpenType/CFF font); the same bytes every time."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(source_path()), fontNumber=FACE, recalcTimestamp=False, recalcBBoxes=True)
    options = subset.Options()
    options.layout_features = []  # horizontal Chinese: no vertical forms, no Japanese variants
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = ["*"]  # the licence (OFL) and the font's own name stay in it
    options.name_languages = ["*"]
    cutter = subset.Subsetter(options)
    cutter.populate(text="".join(sorted(set(chars))))
    cutter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


_made: dict[str, Font] = {}
_lock = threading.Lock()


def font_for(names: Iterable[str]) -> Font:
    """The font for a game whose people and places are ``names``: from memory, else from the
    cache folder, else cut now (and kept there; a cache folder that cannot be written only
    means the cut is made again by the next server)."""
    chars = chars_for(names)
    key = key_of(chars)
    with _lock:  # one cut at a time: a second request waits for the first one's
        if key in _made:
            return _made[key]
        kept = cache_dir("fonts") / f"cjk-{key}.otf"
        try:
            otf = kept.read_bytes()
        except OSError:
            otf = build(chars)
            keep(kept, otf)
        font = Font(key, otf, gzip.compress(otf, 9, mtime=0))
        _made[key] = font
        return font


# The night's replay is a page of its own (its own styles; inline scripts and styles allowed):
# served, it gets the same check and, for a browser that draws no Chinese, its own font stacks
# (data/replay.html's) ending in the portal's font.
REPLAY_STACKS = {
    "body": 'system-ui, -apple-system, "Segoe UI", sans-serif',
    "svg text": "system-ui, sans-serif",
}


def with_font_check(html: bytes) -> bytes:
    """The replay ``html`` with the pages' CJK check (static/cjkfont.js) and the font's rules
    (static/portal.css's, for the replay's own stacks) at the end of its ``<head>``."""
    check = files("blackhorse.portal").joinpath("static", "cjkfont.js").read_text(encoding="utf-8")
    rules = [f'@font-face {{ font-family: "{FAMILY}"; src: url(/static/cjk.otf) format("opentype"); }}']
    rules += [
        f'html.cjk-font {where} {{ font-family: {stack}, "{FAMILY}"; }}'
        for where, stack in REPLAY_STACKS.items()
    ]
    rules.append("html.cjk-font-loaded, html.cjk-font-loaded * { font-kerning: none; }")
    tag = "<script>\n{}</script>\n<style>\n{}\n</style>\n".format(check, "\n".join(rules)).encode()
    at = html.find(b"</head>")
    return html[:at] + tag + html[at:] if at >= 0 else tag + html
