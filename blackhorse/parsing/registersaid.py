"""The formal and classical register (issue 22, player styles; docs/PARSING.md, *Player styles*):
the function words a retired teacher, a lawyer or a 古风 role-player write for the everyday ones,
read where they stand before the word they govern (``自花园返回``, ``由门孔观察``, ``于房中凭窗``,
``往花园巡查``, ``除周迟先生外，任何人敲门概不开启``).

- ``自`` / ``由`` / ``仍由`` / ``改由`` / ``经由`` right before a place, a room, the window or the
  peephole are ``从`` (from, through);
- ``于`` right before a place or a room is ``在`` (at);
- ``往`` right before a place is going there (``往花园``);
- ``除`` + a name + ``外`` / ``以外`` / ``之外`` (an honorific between: ``先生``, ``女士``, ``小姐``) is
  "except" (``除了``), the rest set aside.

Each is a one-character word of the classical language that means something else elsewhere
(自己, 由于, 往往, 除非): read only in these places; anywhere else it stays unknown, and is
refused or set aside as any unknown word is.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import A_LOOK

_FROM = frozenset({"自", "由", "仍由", "改由", "经由", "均由", "仍自"})
_SEEN_FROM = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE"})
_AT = frozenset({"于", "仍于", "均于"})
_TO = frozenset({"往", "前往", "转往"})
# what may stand between the word and the one it governs (自本人房间: one's own)
_OWN = frozenset({"", "本人", "我", "自己", "我的", "本人的", "自己的"})
# an officer's visit said by its purpose, right after the knock (敲门查泰德)
_CHECK = frozenset({"查", "盘问", "问话", "审问", "询问"})
_AFTER_NAME = re.compile(r"(?:先生|女士|小姐|兄|姐)?(?:以外|之外|外)")


def _tok(kind: str, t: Token, value: str | None = None) -> Token:
    return Token(kind, value if value is not None else str(t), start_pos=t.start_pos, end_pos=t.end_pos)


def _ends_there(tokens: list[Token], k: int) -> bool:
    """Whether nothing of a look or a going follows the place (its clause ends, or what one does
    there, unknown): 往 is then "to"; before 看 or 走 it is "toward" (read elsewhere)."""
    if k < len(tokens) and tokens[k].type == "ASIDE" and str(tokens[k]) in A_LOOK:
        return False  # 从窗户往花园看看: a look at it (doing.py), not a going
    return k >= len(tokens) or tokens[k].type in ("SEP", "UNKNOWN", "ASIDE", "TIME")


def formal_register(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with the classical function words read where they stand (module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "UNKNOWN":
            continue
        said = str(t)
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is None or text[t.end_pos or 0 : nxt.start_pos or 0] not in _OWN:
            continue
        if said in _FROM and nxt.type in _SEEN_FROM:
            out[k] = _tok("FROM", t)
        elif said in _AT and nxt.type in ("PLACE", "ROOMWORD"):
            out[k] = _tok("AT", t)
        elif said in _TO and nxt.type == "PLACE" and _ends_there(out, k + 2):
            out[k] = _tok("GO", t)  # 往花园巡查 (往草坪看, 往草坪那边走: toward, read elsewhere)
        elif said in _CHECK and nxt.type == "NAME" and k > 0 and out[k - 1].type == "KNOCK":
            out[k] = _tok("VISIT", t)  # 敲门查泰德: an officer's visit to question him
        elif said == "除" and nxt.type == "NAME" and k + 2 < len(out) and out[k + 2].type == "UNKNOWN":
            rest = out[k + 2]  # 外, 以外, 先生外 (its 先 a filler: 生外 unknown)
            if _AFTER_NAME.fullmatch(text[nxt.end_pos or 0 : rest.end_pos or 0]):
                out[k] = _tok("EXCEPT", t, "除了")
                out[k + 2] = _tok("ASIDE", rest)
    return out
