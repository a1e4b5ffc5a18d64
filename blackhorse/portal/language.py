"""Which language a page is in, before a player has chosen one.

A session keeps the language it was opened in, and the 中文 / English switch changes it: a
player's own choice always wins. A page without a session (a link's page, a refusal) and a
session being opened take the language the browser asks for: its ``Accept-Language``
header's languages, best first by their q-values (``zh-CN,zh;q=0.9,en;q=0.8``), matched to
the portal's languages by Babel's ``negotiate_locale`` (``zh-TW`` and ``zh-Hans-CN`` are
Chinese, ``en-GB`` English). A browser that asks for none (no header, ``*``, only
``fr``) gets the game's language (game.yaml's ``lang:``; docs/PORTAL.md, "The players' language").
"""

from __future__ import annotations

from babel.core import negotiate_locale

from blackhorse.core.catalog import LANGS

MAX_LANGS = 32  # languages of a header read: a browser sends a handful


def asked_langs(header: str) -> list[str]:
    """The languages of an ``Accept-Language`` header, best first (a higher q first, the
    header's order among equals); ``q=0`` (not wanted), ``*`` and malformed items left out."""
    ranked: list[tuple[float, int, str]] = []
    for i, item in enumerate(header.split(",")[:MAX_LANGS]):
        tag, *params = (part.strip() for part in item.split(";"))
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        tag = tag.replace("_", "-").lower()
        if tag and tag != "*" and q > 0 and all(part.isalnum() for part in tag.split("-")):
            ranked.append((-q, i, tag))
    return [tag for _, _, tag in sorted(ranked)]


def page_lang(header: str, game_lang: str) -> str:
    """The portal's language for ``header`` (``Accept-Language``), else ``game_lang``."""
    found = negotiate_locale(asked_langs(header), LANGS, sep="-", aliases={})
    return str(found) if found in LANGS else game_lang
