"""The Chinese verbs of the orders in their forms, by class (docs/PARSING.md, *Chinese verbs in
their forms*).

A Chinese verb comes in many shapes: one character or two (遇 / 遇到, 守 / 守着), with an aspect
particle (了, 着), a softener (一下, 一眼, 一趟), reduplicated (瞅瞅, 望一望, 串串门). The lexicon
knew the shapes its corpus used, one by one; a player's 碰C一个人, 蹲草坪 or 瞅瞅窗外 was refused
(a stroll, 逛花园, is read where it stands: :mod:`blackhorse.parsing.colloquial`).
Here each class lists its stems once, and every shape the class takes is a word of the kind the
class's own common shape already has in the lexicon (瞅瞅 is what 看看 is, 串个门 what 串门 is),
so a phrasing nobody wrote a test for is read because its class is.

The stems are verbs only: nothing here is a negation, a condition, a time, a place or a name, and
a shape the lexicon already knows keeps its own kind (the lexicon adds a word only once).
"""

from __future__ import annotations

from itertools import product

# meeting someone (碰见 / 遇到 / 撞见 ...): the one-character verb is the same meeting
_MEET = ("遇", "碰", "撞")
# staying somewhere (待 / 留 / 呆 are already words): 守草坪, 蹲花园, 躲屋里, 窝在屋里
_STAY = ("守", "蹲", "躲", "窝", "苟", "宅", "缩")  # 苟 / 宅 / 缩: lying low, staying in (chat slang)
# staying hidden, said with a verb that is no word alone (猫: 猫眼 is the peephole): 猫着, 猫在屋里
_HIDE = ("猫",)
# strolling (逛逛 / 转转 / 走走 are what one does at a place, set aside and said)
_STROLL = ("逛", "遛", "溜", "转", "晃", "走", "找")  # 找找: looking about, no one named
# chatting, in the words of the north (唠唠, 唠嗑, 侃侃)
_CHAT = ("唠", "侃")
# looking (看 / 瞧 / 瞅 / 望 / 瞄 / 盯 are words of peeking)
_LOOK = ("看", "瞧", "瞅", "望", "瞄", "盯")
# a visit to someone's door (串门): its verb and its object split by a measure or a softener
_VISIT_SPLIT = (("串", "门"),)
_SPLITTERS = ("个", "一下", "下", "一个", "串")


def _reduplicated(stem: str) -> tuple[str, ...]:
    """看看, 看一看, 看了看 (and 看一下's kin are words of their own: 一下 is filler)."""
    return (stem + stem, stem + "一" + stem, stem + "了" + stem)


def chinese_verb_forms(kind_of: dict[str, str]) -> dict[str, str]:
    """Every shape of the classes above, surface -> the grammar's kind, given ``kind_of``
    (surface -> kind of the words the lexicon already has). A shape takes the kind its class's
    model shape has there (看看 for a look reduplicated, 看一眼 for a glance, 串门 for a visit,
    待着 for staying with 着), so the classes follow the lexicon: a shape already known keeps its
    kind, and nothing is added when the model shape is not a word."""
    out: dict[str, str] = {}

    def put(surface: str, model: str) -> None:
        kind = kind_of.get(model)
        if kind is not None and surface not in kind_of:
            out.setdefault(surface, kind)

    for stem in _MEET:
        put(stem, "碰见")
    for met in ("碰见", "碰到", "遇到", "遇见", "撞见", "撞到", "见"):
        put(met + "过", met)  # 碰到过, 见过: met before (told in a reason), the same meeting
    for stem in _STAY:
        put(stem, "待")
        put(stem + "着", "待着")
    for stem in _HIDE:
        put(stem + "着", "待着")  # 回屋猫着看门孔: staying there, hidden
        put(stem + "在", "待在")
    for stem in _LOOK:
        for doubled in _reduplicated(stem):
            put(doubled, "看看")
            put("往外" + doubled, "往外看看")  # 从窗户往外瞅瞅: one look, not 往外瞅 + 瞅
        put(stem + "一眼", "看一眼")
        put(stem + "着", "看着")
        for tail in ("一" + stem, "了" + stem):  # 往外瞅一瞅, 往外看了看: the look said again
            if tail not in kind_of:
                out.setdefault(tail, "FILLER")
    for stem in _STROLL:
        for doubled in _reduplicated(stem):
            put(doubled, "逛逛")  # 遛遛, 溜一溜: a stroll at a place, set aside and said
    for stem in _CHAT:
        for doubled in _reduplicated(stem):
            put(doubled, "聊聊")  # 唠唠, 侃侃: a chat, set aside and said
        put(stem + "会儿", "聊聊")
        put(stem + "嗑", "聊聊")
    for (verb, obj), splitter in product(_VISIT_SPLIT, _SPLITTERS):
        put(verb + splitter + obj, verb + obj)  # 串个门, 串一下门, 串串门
    put("趟", "一趟")  # 去趟花园: a softener of going, as 一趟 is
    for verb, kind in kind_of.items():  # kill掉, 刀掉, 宰掉: a kill with 掉 ("away"), the same kill
        if (
            kind == "KILL"
            and (verb.isascii() and verb.isalpha() or len(verb) == 1)
            and verb[-1] not in "掉了死"
        ):
            put(verb + "掉", verb)
        elif kind == "KILL" and len(verb) == 2 and verb[1] == "了":  # 宰了: 宰掉
            put(verb[0] + "掉", verb)
    return out
