"""Orders typed as a programmer's pseudo-code, read as the Chinese they say (docs/PARSING.md, *Chinese
at work*): ``21:30: goto 201`` / ``if Kevin.alone -> kill(Kevin)`` / ``else -> goto home`` /
``22:00: 回房, peek(窗户)``.

A programmer writes the orders' verbs as calls and keywords: ``goto X`` is going to X (``goto home``,
``return home`` going home), ``peek(X)`` looking through X, ``kill(X)`` killing X, ``meet(X)`` meeting
X, ``sleep(房间)`` staying there, ``X.alone`` X alone, ``if`` / ``else`` the condition and its
otherwise (``if (…)``: the condition in brackets), ``->`` what follows from it (就), ``&&`` and, a
block's braces a clause, and a loop over the whole night (``while (20:00 <= t < 23:00) {…}``) all
night. Round eight adds ``stay(X)`` (staying there), ``goto(X)``, ``sleep()`` (going to bed: home, no
more looking), ``present(X)`` / ``!present(X)`` (X there / not there), ``while(true) {…}`` (all night)
and a code block's fences. Read so only in a message that holds a call of one of those verbs or ``goto`` /
``X.alone`` (a programmer's message); each is replaced by its Chinese, the player's words kept
inside a call, and the problems still quote what was typed. **Decision:** only the closed set of
verbs above; any other call (``wait(10)``, ``loop()``) is left as typed, and refused as a word the
reader does not know; a comment (``// 不看``, ``# 备注``) is read as the words it holds, never set
aside unread.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

# a programmer's message: a call of an order's verb, goto, or someone's .alone
_CODE = re.compile(r"\b(?:goto|peek|kill|meet|visit|stay)\s*\(|\bgoto\b|\b\w+\.alone\b")

_CALLS = {
    "peek": "看",
    "kill": "杀了",
    "meet": "碰到",
    "visit": "找",
    "sleep": "待在",
    "stay": "待在",
    "goto": "去",
}
_SAID = re.compile(
    r"(?P<home>\b(?:goto|return|go)\s*\(?\s*home\s*\)?)"
    r"|(?P<slept>\bsleep\s*\(\s*\))"  # round eight: sleep() is going to bed, home, no more looking
    r"|(?P<present>(?P<absent>!\s*)?\bpresent\s*\((?P<there>[^()\n]+)\))"  # !present(X): X not there
    r"|(?P<forever>\bwhile\s*\(\s*(?:true|1)\s*\)\s*\{?)"  # while(true) {…}: all night
    r"|(?P<fence>```\w*)"  # a code block's fence: a line's break
    r"|(?P<call>\b(?:peek|kill|meet|visit|sleep|stay|goto)\s*\((?P<inner>[^()\n]*)\))"
    r"|(?P<goto>\bgoto\b\s*)"
    r"|(?P<alone>(?P<who>[^\s.(){}\[\]:;,，。]+)\.alone\b)"
    r"|(?P<if>\bif\b)"
    r"|(?P<else>\belse\b)"
    r"|(?P<then>->)"
    r"|(?P<and>&&)"
    r"|(?P<comment>//|#)"
)


def _meant(m: re.Match[str]) -> str:
    if m.group("home"):
        return "回房"
    if m.group("slept"):
        return "回房睡觉"
    if m.group("present"):
        return m.group("there").strip() + ("不在" if m.group("absent") else "在")
    if m.group("forever"):
        return "整晚，"
    if m.group("fence"):
        return "\n"
    if m.group("call"):
        verb = m.group("call").split("(")[0].strip()
        return _CALLS[verb] + m.group("inner").strip() + " "
    if m.group("goto"):
        return "去"
    if m.group("alone"):
        return m.group("who") + "一个人"
    if m.group("if"):
        return "如果"
    if m.group("else"):
        return "否则"
    if m.group("then"):
        return "，就"
    if m.group("and"):
        return "而且"
    return "，"  # a comment's mark: its words are read as the rest of the clause


# the second pass, once the calls are words: a loop over the whole night, a condition in brackets,
# the braces of a block
_NIGHT = r"20:00\s*<=?\s*t\s*<=?\s*23:00|t\s*>=?\s*20:00\s*&&\s*t\s*<=?\s*23:00"
_BLOCKS = re.compile(
    rf"(?P<night>\bwhile\s*\(\s*(?:{_NIGHT})\s*\)\s*\{{?)"
    r"|(?P<cond>\b如果\s*\((?P<inner>[^()\n]*)\))"
    r"|(?P<open>\{)|(?P<close>\})"
)


def _block(m: re.Match[str]) -> str:
    if m.group("night"):
        return "整晚，"
    if m.group("cond"):
        return "如果" + m.group("inner").strip() + "，就"
    return "，" if m.group("open") else "。"


def as_chinese(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each word of pseudo-code as the Chinese it says, and for each character the
    index in the typed message it comes from: unchanged unless the message is pseudo-code."""
    if _CODE.search(text) is None:
        return text, origin
    text, origin = replaced(text, origin, ((m, _meant(m)) for m in _SAID.finditer(text)))
    return replaced(text, origin, ((m, _block(m)) for m in _BLOCKS.finditer(text)))
