"""The real browser the browser tests drive: Debian's headless Chromium, never a downloaded one.

Chromium finds its fonts through fontconfig, and Debian's Chromium brings no CJK font: without
one every Chinese character is drawn as a missing-glyph box, and a page that broke its Chinese
would still pass. So the browser is started with a fontconfig file of its own
(``FONTCONFIG_FILE``) that adds the Noto Sans CJK the project installs anyway (the pinned
``noto-cjk-sans-otc`` package, the charts' font, docs/PICTURES.md) to the system's fonts: the
screenshots show Chinese whatever the machine has. ``missing_glyphs`` tells a drawn character
from a box, so a test can fail when Chinese is not drawn.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserType, Page, expect, sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CJK_FONT_DIR = Path(str(files("noto_cjk_sans_otc")))
# a code point no font draws (the last private-use one): whatever the browser draws for it is
# its missing-glyph box
NO_GLYPH = "\U0010fffd"
# How long an auto-waiting expectation (``expect(locator).to_have_text``...) waits for its
# condition: Playwright's own bound for an action (a click, a page's load), where its 5 s for an
# expectation is wall-clock time a loaded machine spends on a single parse (the first check of a
# message builds the cast's lexicon). A hang still fails, saying what was waited for.
PATIENCE_MS = 30_000
expect.set_options(timeout=PATIENCE_MS)


def fontconfig(folder: Path, font_dirs: list[Path], system: bool = True) -> Path:
    """A fontconfig file: the system's configuration (unless ``system`` is False) plus
    ``font_dirs``, its cache under ``folder``."""
    include = '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>' if system else ""
    dirs = "".join(f"<dir>{d}</dir>" for d in font_dirs)
    conf = folder / "fonts.conf"
    cache = f"<cachedir>{folder / 'cache'}</cachedir>"
    text = f'<?xml version="1.0"?>\n<fontconfig>{include}{dirs}{cache}</fontconfig>\n'
    conf.write_text(text, encoding="utf-8")
    return conf


def launch(chromium: BrowserType, conf: Path) -> Browser:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)")
    env = {**os.environ, "FONTCONFIG_FILE": str(conf)}
    return chromium.launch(executable_path=CHROMIUM, args=ARGS, env=env)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    conf = fontconfig(tmp_path_factory.mktemp("fonts"), [CJK_FONT_DIR])
    with sync_playwright() as pw:
        b = launch(pw.chromium, conf)
        yield b
        b.close()


# Each distinct character is drawn once (a page of 2,000 characters holds ~200), and its pixels
# are compared with the box's as they are: a page's check took ~1 s, the suite drew ~100 pages.
_SAME_AS_BOX = """([text, box, font]) => {
  const c = document.createElement('canvas');
  c.width = 64; c.height = 64;
  const g = c.getContext('2d', {willReadFrequently: true});
  const draw = (ch) => {
    g.clearRect(0, 0, 64, 64);
    g.font = font; g.textBaseline = 'top'; g.fillStyle = '#000';
    g.fillText(ch, 4, 4);
    return g.getImageData(0, 0, 64, 64).data;
  };
  const missing = draw(box);
  const same = (pixels) => pixels.every((v, i) => v === missing[i]);
  const drawnAsBox = new Map();
  return Array.from(text).filter((ch) => {
    if (!ch.trim()) return false;
    if (!drawnAsBox.has(ch)) drawnAsBox.set(ch, same(draw(ch)));
    return drawnAsBox.get(ch);
  });
}"""


def missing_glyphs(page: Page, selector: str, text: str | None = None) -> list[str]:
    """The characters of the element's text (or of ``text``: an option list, which a closed
    ``<select>`` does not draw) the browser draws as its missing-glyph box, in the element's
    own font, at 32 px: [] when every character has a glyph."""
    element = page.locator(selector).first
    family = element.evaluate("e => getComputedStyle(e).fontFamily")
    text = element.inner_text() if text is None else text
    result: list[str] = page.evaluate(_SAME_AS_BOX, [text, NO_GLYPH, f"32px {family}"])
    return result


_NARROW = """(root) => {
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (n.parentElement.closest('svg')) continue;  // SVG text: sized in the drawing's units
    const size = parseFloat(getComputedStyle(n.parentElement).fontSize);
    for (let i = 0; i < n.data.length; i++) {
      const c = n.data.charCodeAt(i);
      if (c < 0x4e00 || c > 0x9fff) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + 1);
      const w = r.getBoundingClientRect().width;
      if (w > 0 && w < 0.9 * size) out.push(n.data[i]);
    }
  }
  return out;
}"""


def boxes_laid_out(page: Page, selector: str) -> list[str]:
    """The Chinese characters of the element's HTML text as the page has laid them out (not
    drawn anew, as ``missing_glyphs`` does) narrower than 0.9 em: a hanzi is a full em wide in
    every CJK font, a Latin font's missing-glyph box is narrower. [] when every one is a glyph."""
    result: list[str] = page.locator(selector).first.evaluate(_NARROW)
    return result
