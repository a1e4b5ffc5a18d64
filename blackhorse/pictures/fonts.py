"""The charts' fonts in matplotlib: Latin text in DejaVu Sans, every other glyph in Noto Sans CJK.

matplotlib draws the charts' figures (notebooks, ``--png``). Latin text is set in DejaVu Sans
(matplotlib's own font); any other glyph (Chinese names) falls back to Noto Sans CJK SC,
which installs with the project (the ``noto-cjk-sans-otc`` package, pinned: the same PNG
bytes on every machine). The SVG charts name the same families and leave the setting to the
viewer (:data:`blackhorse.pictures.svg.FONT_FAMILY`).
"""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

CJK_FONT = ("noto_cjk_sans_otc", "NotoSansCJK-Regular.ttc")
FONTS = ["DejaVu Sans", "Noto Sans CJK SC"]
RC: Any = {"svg.hashsalt": "blackhorse", "svg.fonttype": "none", "font.size": 9, "font.family": FONTS}


def _one_weight_cjk(record: logging.LogRecord) -> bool:
    """False for matplotlib's "findfont: Failed to find font weight bold for Noto Sans CJK SC":
    the CJK font has one weight, a bold caption's Chinese is drawn regular (the charts' bytes
    are as ever); said at every `night --charts` with a murder, it only worried the GM."""
    return not (str(record.msg).startswith("findfont: Failed") and "Noto Sans CJK" in str(record.args))


@cache
def rc() -> Any:
    """The charts' matplotlib settings, once the CJK font is known to matplotlib."""
    from importlib.resources import as_file, files

    from matplotlib import font_manager

    with as_file(files(CJK_FONT[0]).joinpath(CJK_FONT[1])) as path:
        font_manager.fontManager.addfont(str(path))
    logging.getLogger(font_manager.__name__).addFilter(_one_weight_cjk)
    return RC
