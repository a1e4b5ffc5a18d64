"""Whom a kill may be of, said in a message the reader refuses: the rule named, not a stray word
(docs/PARSING.md, *Refused for the rule it breaks*).

A message that breaks the rule of who kills whom (seed 五.10) often also holds a word the reader
stops at first: ``碰到谁就杀谁`` stops at 谁 (no person of this game), ``碰到我的目标就杀`` at 的,
``碰到白露就杀了她`` (白露 an officer) at the missing time. The player then fixes that word and
meets the rule only on the next try. When a message is refused, these are said too, at their
word, in the rule's terms:

- **anyone** as the one killed or met to be killed (谁, 任何人, 随便谁, whoever, anyone,
  someone...) in a message with a kill: a kill is only of one of the sender's two targets,
  named;
- **"my target"** (我的目标, 目标, my target) with a kill: which one? the two, named;
- **both** (两个都杀, kill both): one of the two targets, once;
- **an officer sending a kill** (the kill word, not after a negation): police do not kill;
- **a kill of an officer or of someone not a target**, the person named right after the kill,
  or, for a pronoun (杀了她), the one person the sentence names;
- **a word perhaps a kill**: a word the reader does not know where a kill would stand (after 把
  and a person, its clause ending there: ``把他咔嚓``; what a condition's 就 does: ``他在就直接办``;
  in English right before a person in a clause with a condition: "if he's alone I'll whack him").
  It is refused at the word as before, and the rule said with it: an officer's (police do not
  kill), or of someone not a target ("if it means a kill: X is not one of your targets"). Never
  read as a kill: only the rule it would break is said.

They replace the reader's own problem at the same word (谁 is then not "who is this?"), and are
said first: whatever else the message holds, the rule refuses it.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.everyday import SENTENCE_END

# the one killed said as anyone at all (never a name the game lacks)
ANYONE = frozenset(
    {
        *("谁", "任何人", "随便谁", "随便哪个", "任何一个人", "所有人", "每个人", "别人", "其他人", "路人"),
        *("谁都", "第一个人", "哪个人", "人"),
        *("whoever", "whomever", "anyone", "anybody", "someone", "somebody", "everyone", "everybody"),
        *("any one", "people", "whoever it is", "the first person", "a stranger", "strangers"),
    }
)
# both targets killed (seed 五.10: one of them, once)
BOTH = frozenset(
    {"两个", "两个都", "俩", "两人", "两个人", "都", "both", "both of them", "them both", "the two"}
    | {"两个目标", "两个目标我", "俩目标", "两个目标人物", "两个目标都"}
)
# the one killed said as "my target", without which
TARGET = frozenset({"目标", "目标人物", "target", "targets", "my target", "mark"})
# words a person said as anyone stands beside, for it to be the one met or killed
_BESIDE = frozenset({"KILL", "MEET", "BA", "ALONE"})
_NEGATED = frozenset({"NOT"})
KINDS = frozenset(
    {"kill_anyone", "target_which", "police_kill", "kill_police", "kill_not_target", "kill_both"}
)
_WORD = re.compile(r"[\w']+")


def _two_named_before(tokens: list[Token], k: int) -> Token | None:
    """The 和 of ``把A和B(都)杀了`` right before the kill at ``k``: two people killed at once."""
    if k >= 4 and [t.type for t in tokens[k - 4 : k]] == ["BA", "NAME", "JOIN", "NAME"]:
        return tokens[k - 2]
    return None


def kill_rule_faults(
    tokens: list[Token], text: str, sender: str | None, targets: tuple[str, ...], police: tuple[str, ...]
) -> list[Fault]:
    """The faults of who kills whom in ``tokens`` (module doc), in message order."""
    kills = [k for k, t in enumerate(tokens) if t.type == "KILL"]
    if not kills:
        return []
    names = "|".join(targets)
    out: list[Fault] = []
    if sender is not None and sender in police:
        for k in kills:
            if not (k and tokens[k - 1].type in _NEGATED):
                t = tokens[k]
                out.append(Fault(t.start_pos or 0, t.end_pos or 0, "police_kill"))
                break
    whichever = False  # 唐果和老猫谁落单就杀谁: whichever of those named, not anyone
    for k, t in enumerate(tokens):
        said = str(t).strip().lower()
        if t.type != "UNKNOWN":
            continue
        beside = {tokens[j].type for j in (k - 1, k + 1) if 0 <= j < len(tokens)}
        whichever = whichever or bool(k and tokens[k - 1].type == "NAME" and said == "谁")
        if said in ANYONE and beside & _BESIDE and not whichever:
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "kill_anyone", (("targets", names),)))
        elif said in BOTH and "KILL" in {
            tokens[j].type for j in (k - 2, k - 1, k + 1) if 0 <= j < len(tokens)
        }:
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "kill_both", (("targets", names),)))
        elif said in TARGET:
            mine = k and tokens[k - 1].type == "POSS"  # 我的目标: from 的 on
            start = (tokens[k - 1] if mine else t).start_pos or 0
            out.append(Fault(start, t.end_pos or 0, "target_which", (("targets", names),)))
    for k in kills:
        both = _two_named_before(tokens, k)
        if both is not None:  # 把胖虎和Nina都杀了: two people, one kill
            out.append(Fault(both.start_pos or 0, both.end_pos or 0, "kill_both", (("targets", names),)))
        whom = _killed(tokens, k, text)
        if whom is None:
            continue
        t = tokens[whom]
        name = str(t)
        if name in police and (sender is None or sender not in police):
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "kill_police", (("targets", names),)))
        elif targets and name not in targets and name != sender and name not in police:
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "kill_not_target", (("targets", names),)))
    if not any(f.key == "kill_both" for f in out):
        both = _both_said_apart(tokens, targets)
        if both is not None:
            out.append(Fault(both.start_pos or 0, both.end_pos or 0, "kill_both", (("targets", names),)))
    return sorted(set(out), key=lambda f: (f.start, f.end, f.key))


# "both" said of the ones killed in a clause of its own (两个都要！！, 俩都弄了): only the words below
_BOTH_APART = frozenset({"两个", "两个都", "俩", "两人", "两个人", "both", "both of them", "them both"})


def _both_said_apart(tokens: list[Token], targets: tuple[str, ...]) -> Token | None:
    """``思远和婷婷谁落单我就干掉谁！！两个都要！！`` (round fifteen): "both" opening a clause of its
    own, in a message naming both of the sender's targets and killing: both killed (seed 五.10:
    one of the two), said after the kill rather than beside it."""
    if len(targets) != 2 or not {str(t) for t in tokens if t.type == "NAME"} >= set(targets):
        return None
    for k, t in enumerate(tokens):
        opens = k == 0 or tokens[k - 1].type == "SEP"
        if t.type == "UNKNOWN" and opens and str(t).strip().lower() in _BOTH_APART:
            return t
    return None


# what may follow the word a kill or a condition's 就 says, for it to end its clause
_CLAUSE_ENDS = frozenset({"SEP", "THEN", "TIME", "PERIOD", "ASIDE", "ALWAYS"})
# 就 (and the adverbs it takes) right before what a condition's "then" does: 在就直接干, 一个人就整
_THEN_DOES = re.compile(r"就\s*(?:直接|马上|立刻|立马|当场|顺手|顺便|先|赶紧)?\s*$")
# "that will do", "forget it" after 就 (聊天就行, 他在就拉倒): nothing done, a closed class
_SETTLED = frozenset({"行", "好", "可以", "得了", "拉倒", "算了", "完事", "够了", "妥", "成", "罢了"})
# what says a condition in the clause before 就
_IF_SAID = frozenset({"IF", "UNLESS", "ALONE", "NOT_THERE", "NOBODY_ELSE", "SOMEONE", "MEET", "AT", "THERE"})


def then_does(tokens: list[Token], k: int, text: str) -> bool:
    """Whether ``tokens[k]`` (an unknown word) is what a condition's 就 does (``红梅在就直接干``,
    ``如果他一个人就直接办``): the word for what happens if so, the last of its clause, which may be
    a kill said in slang, so never set aside (issue 22, round fourteen); "that will do" (就行,
    就拉倒) says nothing is done."""
    if k == 0 or str(tokens[k]) in _SETTLED:
        return False
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    if nxt is not None and nxt.type not in _CLAUSE_ENDS:
        return False  # 就狠狠地刀了: the word the condition does comes after it
    before = tokens[k - 1]
    gap = text[before.end_pos or 0 : tokens[k].start_pos or 0]
    if not _THEN_DOES.search(str(before) + gap if before.type == "THEN" else gap):
        return False
    j = k - 1
    while j >= 0 and tokens[j].type not in ("SEP", "TIME", "PERIOD"):
        if tokens[j].type in _IF_SAID:
            return True
        j -= 1
    return False


def maybe_kill_faults(
    tokens: list[Token], text: str, sender: str | None, targets: tuple[str, ...], police: tuple[str, ...]
) -> list[Fault]:
    """A word the reader does not know where a kill would stand (``小马哥一个人在就把他咔嚓``,
    ``他在就直接办``, "if he's alone I'll whack him"), in a refused message: if it is a kill, whom
    it may not be of said with it (an officer's, or of someone not a target: module doc)."""
    names = "|".join(targets)
    out: list[Fault] = []
    for k, t in enumerate(tokens):
        if t.type != "UNKNOWN" or not _kill_slot(tokens, k, text):
            continue
        span, word = (t.start_pos or 0, t.end_pos or 0), (("word", str(t)),)
        if sender is not None and sender in police:
            out.append(Fault(*span, "maybe_police_kill", word))
            continue
        whom = _killed(tokens, k, text)
        name = str(tokens[whom]) if whom is not None else None
        if name is not None and targets and name not in targets and name != sender:
            out.append(Fault(*span, "maybe_kill_not_target", (*word, ("name", name), ("targets", names))))
    return out


def _kill_slot(tokens: list[Token], k: int, text: str) -> bool:
    """Whether the unknown ``tokens[k]`` stands where a kill would: after 把 and a person, its
    clause ending there (把他咔嚓); what a condition's 就 does (:func:`then_does`); or, in English,
    right before a person in a clause holding a condition ("if he's alone I'll whack him")."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    ends = nxt is None or nxt.type in _CLAUSE_ENDS
    if k >= 2 and tokens[k - 2].type == "BA" and tokens[k - 1].type in ("NAME", "PRONOUN") and ends:
        return True
    if then_does(tokens, k, text):
        return True
    if nxt is None or nxt.type not in ("NAME", "PRONOUN") or not str(tokens[k])[:1].isascii():
        return False
    if text[tokens[k].end_pos or 0 : nxt.start_pos or 0].strip():
        return False
    j = k - 1
    while j >= 0 and tokens[j].type not in ("SEP", "TIME", "PERIOD"):
        if tokens[j].type in ("IF", "ALONE", "NOBODY_ELSE", "UNLESS"):
            return True
        j -= 1
    return False


def _killed(tokens: list[Token], k: int, text: str) -> int | None:
    """The index of the person the kill at ``k`` is of: the name right after it (杀了白露, kill
    Tom; 把白露杀了 before it), or, for a pronoun or nothing (or "whoever is there" after it: 见阿杰就弄死
    不管有没有人), the one name its sentence holds."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    if nxt is not None and nxt.type == "NAME":
        return k + 1
    if k >= 2 and tokens[k - 2].type == "BA" and tokens[k - 1].type == "NAME":
        return k - 1
    pronoun_before = k >= 2 and tokens[k - 2].type == "BA" and tokens[k - 1].type == "PRONOUN"  # 把他咔嚓滴
    if nxt is not None and nxt.type not in ("PRONOUN", "SEP", "THEN", "AND", "ALWAYS") and not pronoun_before:
        return None
    start, end = k, k
    while start > 0 and not SENTENCE_END.search(
        text[tokens[start - 1].end_pos or 0 : tokens[start].start_pos or 0]
    ):
        start -= 1
    while end + 1 < len(tokens) and not SENTENCE_END.search(
        text[tokens[end].end_pos or 0 : tokens[end + 1].start_pos or 0]
    ):
        end += 1
    named = {str(tokens[j]) for j in range(start, end + 1) if tokens[j].type == "NAME"}
    if len(named) != 1:
        return None
    j = next(j for j in range(start, end + 1) if tokens[j].type == "NAME")
    if any(tokens[i].type in ("NOT", "NOT_THERE") for i in range(j, k)):
        return None  # 小刘不在就杀了他: never the one away (conditions.py), whom the reader asks
    return j
