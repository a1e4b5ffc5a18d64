"""Chinese written by learners whose first language is Japanese, Korean or Vietnamese (issue 22,
round eighteen; docs/PARSING.md, *Round eighteen*): the orders in Chinese, with the writer's own
script around them (``今晚的予定です``, ``8点40分行く204``, ``GM님~``, ``ok cảm ơn``).

Read on the message's text before its words are cut:

- **Japanese words for the orders' words** (行く 去, 会う 碰见, 部屋 房间, 号室 房间, 予定 安排, の 的), and
  the politeness around them (です, ます, 以上です, よろしく(お願いします), お疲れ様(です)) blanked; any
  other kana is blanked too (a particle: に, を, は): it is no word of the orders;
- **a Korean honorific or sign** (님, 씨, 요) right after a name or "GM": blanked (a Hangul word of
  its own is set aside by the reader already);
- **an officer's title before a Latin name** (和警察Olga): blanked, the name says who;
- **Vietnamese words** (chào, cảm ơn, ơi, dạ, ạ: any Latin word with Vietnamese marks): blanked,
  a greeting or a thanks. **Decision:** a name the game spells with such marks is blanked too, and
  the message is then refused at what it leaves (never misread): the cast of this game writes its
  names in Chinese characters or plain Latin letters.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import blanked, replaced

_WORDS = {"行く": "去", "会う": "碰见", "部屋": "房间", "号室": "房间", "予定": "安排", "の": "的"}
_JAPANESE = re.compile("|".join(sorted(_WORDS, key=len, reverse=True)))
_POLITE = re.compile(r"以上です|よろしくお願いします|よろしく|お疲れ様です|お疲れ様|でした|です|ます")
_KANA = re.compile(r"[\u3040-\u309f\u30a0-\u30ff]+")
# the honorifics kana writes after a name (老猫さん), kept: naming.py reads them (HONORIFICS_ZH)
KANA_HONORIFICS = ("さん", "ちゃん", "くん", "さま")
_HONORIFIC = re.compile(r"(?<=[a-z0-9\u4e00-\u9fff])[님씨요](?![\uac00-\ud7a3])")
# a Latin word holding a letter only Vietnamese writes (ơ, ư, ả, ạ, ầ ...: the Latin Extended
# Additional block, and ơ / ư / đ), whole
_VIETNAMESE = re.compile(
    r"[a-z]*[\u1ea0-\u1ef9\u01a1\u01b0\u0111][a-z\u00e0-\u00ff\u0100-\u024f\u1ea0-\u1ef9]*"
)


# an officer's title right before a name in Latin letters (和警察Olga): the name says who
_TITLE = re.compile(r"(?:警察|警官)(?=[a-z])")


def as_learned(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with the learners' own script read or blanked (module doc), and for each character
    the index in the typed message it comes from."""
    text = _POLITE.sub(blanked, text)
    text, origin = replaced(text, origin, ((m, _WORDS[m.group()]) for m in _JAPANESE.finditer(text)))
    text = _KANA.sub(lambda m: m.group() if m.group() in KANA_HONORIFICS else blanked(m), text)
    text = _TITLE.sub(blanked, _HONORIFIC.sub(blanked, text))
    return _VIETNAMESE.sub(blanked, text), origin
