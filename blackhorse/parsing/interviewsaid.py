"""A night written as the GM's questions and their answers (issue 22, round thirty; docs/PARSING.md,
*Round thirty*): ``「几点出门？」八点四十 / 「去哪？」204 / 「待多久？」待到九点二十，然后回房 /
「门开不开？」开，谁都开``, and the same without the corner brackets (``几点出门？八点半。 / 去哪？204。``).

A message with two lines or more each made of a question the GM asks of a night and its answer is
read as the answers, each taking from its question what the answer leaves out:

- **when** (``几点出门？``, ``什么时候？``, ``几点？``): the answer says the time; the question goes;
- **where** (``去哪？``, ``去哪儿？``, ``在哪？``): the answer is where one goes (``204`` is ``去204``; an
  answer that says its own going or time keeps it);
- **back when** (``几点回？``, ``回来？``): the answer's time is going home, unless the answer says a
  going of its own (``九点四十，回房从窗户看草坪``);
- **what then** (``然后？``, ``之后呢？``, ``回房后干嘛？``, ``待多久？``): the answer goes on from the line
  before; the question goes;
- **what at a time** (``九点干嘛？``): the question's time is the answer's;
- **the door** (``门开不开？``): the answer is the door's rule (``开，谁都开``, ``10点前只给Tom开``); the
  question goes;
- **what if it fails** (``没人开门呢？``, ``不成呢？``, ``他不在呢？``), answered with 那(就): the answer is
  that case's, as ``没人开门的话，那就…`` is; a failure said without its case (不成, 不行) is the
  "otherwise" (否则).

A question not among these (``要动手吗？``, ``杀谁？``) is left as it was: a question, refused
(:mod:`blackhorse.parsing.asksaid`), never guessed. The questions read past are format, as a
list's numbers are.
"""

from __future__ import annotations

import re

# a line: the question (in corner brackets or quotes, or bare) with its mark, then its answer
_LINE = re.compile(
    r"(?m)^(?P<q>[ \t]*[「『“\"]?(?P<ask>[^「」『』“”\"？?\n]{1,12})[？?][」』”\"]?[ \t]*)"
    r"(?P<a>[^\n]*\S[^\n]*)$"
)
_TIME = r"(?:[0-9]{1,2}[:：.点][0-9]{0,2}|[一二三四五六七八九十两]{1,3}点|差)"
_WHEN = re.compile(r"几点出门|几点出发|几点走|几点开始|什么时候|什么时间|几点|啥时候|几时")
_WHERE = re.compile(r"(?:然后)?(?:去|到)(?:哪|哪儿|哪里|哪里呀|哪呢)|在哪|在哪儿|在哪里")
_BACK = re.compile(r"几点回(?:来|去|房|屋)?|回来|什么时候回(?:来|去|房|屋)?|啥时候回(?:来|去)?")
_THEN = re.compile(
    r"然后|然后呢|之后|之后呢|接下来|接下来呢|再然后|再然后呢|待多久|呆多久|待到几点|呆到几点"
    r"|[^？?]{1,6}(?:后|以后|之后)(?:干嘛|干什么|做什么|呢)"
)
_AT = re.compile(rf"(?P<time>{_TIME}[^？?干做]{{0,3}}?)(?:干嘛|干什么|做什么|去哪|去哪儿)")
_DOOR = re.compile(r"门开不开|开不开门|门开吗|开门吗|门呢")
_FAILED = re.compile(r"不成|不行|没成|失败|没得手|不顺利")
_IF_THEN = re.compile(r"(?P<case>.{1,10})呢")
_SAYS_GOING = re.compile(rf"^\s*(?:{_TIME}|去|回|到|在|走|先|待|呆|不出门|哪都不去)")


def interview(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with a night written as questions and answers read as its answers (module doc); each
    question is respelled in place, as long as it was, so every other character keeps its place."""
    lines = [(m, _read_as(m)) for m in _LINE.finditer(text)]
    said = [(m, new) for m, new in lines if new is not None]
    if len(said) < 2:
        return text, origin
    out = list(text)
    for m, new in said:
        out[m.start("q") : m.end("q")] = new
    return "".join(out), origin


def _kept(q: str, word: str, at: int | None = None, mark: str = "") -> str:
    """``q`` as spaces but for ``word`` where ``q`` has it (else at ``at``) and ``mark`` where its
    question mark was."""
    out = [" "] * len(q)
    i = q.find(word) if at is None else at
    if word and 0 <= i <= len(q) - len(word):
        out[i : i + len(word)] = word
    ask = max(q.rfind("？"), q.rfind("?"))
    if mark and ask >= 0:
        out[ask] = mark
    return "".join(out)


def _read_as(m: re.Match[str]) -> str | None:
    """The question of line ``m`` respelled as what it gives its answer (as long as it was), or None
    when it is no question of a night's orders (module doc)."""
    ask, answer, q = m.group("ask").strip(), m.group("a"), m.group("q")
    if _DOOR.fullmatch(ask):  # 开，谁都开 / 不开 / 只给X开: the answer says the door whole
        return _kept(q, "")
    at = _AT.fullmatch(ask)
    if at is not None:
        return _kept(q, at.group("time"), mark=",")
    if _BACK.fullmatch(ask):  # 回来？九点四十，回房…: the answer's own going; 几点回？九点四十: home then
        return _kept(q, "") if "回" in answer else _kept(q, "回", mark=",")
    if _WHEN.fullmatch(ask):
        return _kept(q, "")
    if _THEN.fullmatch(ask):  # 十点后呢？回房: a time asked about is never dropped (left a question)
        timed = re.search(_TIME, ask) is not None and re.match(rf"\s*{_TIME}", answer) is None
        return None if timed else _kept(q, "")  # 十点以后呢？十点以后也不开: the answer says it
    if _WHERE.fullmatch(ask):
        if _SAYS_GOING.match(answer):
            return _kept(q, "")
        return _kept(q, "去", at=None if "去" in q else q.find(ask))
    case = _IF_THEN.fullmatch(ask)
    if case is not None and answer.lstrip().startswith("那"):
        if _FAILED.fullmatch(case.group("case")):  # 不成呢？那就…: otherwise
            return _kept(q, "否则", at=q.find(case.group("case")), mark=",")
        return "".join(" " if c in '「」『』“”"' else c for c in q)  # read by selfansweredsaid.what_if
    return None
