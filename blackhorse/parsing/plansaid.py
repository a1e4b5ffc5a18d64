"""Choices between plans (issue 22, Chinese round three; docs/PARSING.md, *Chinese, round three*).

Players who hesitate write two plans, labelled, and then say which one they take: ``方案A：9点去
花园。方案B：9点去草坪，10点回屋。还是选B吧``, ``A方案…，B方案…。选B``, ``plan a: ... plan b: ... go with
b``. A GM reads the plan chosen, and only it. So:

- **plans labelled** (方案A / A方案 / 方案一 / 计划B / plan a / option b, opening a clause), two or more,
  **and a choice said last** in a sentence of its own (``选B``, ``还是选方案二吧``, ``就B吧``, "go with
  b", "b it is"): the chosen plan's words are the orders; the other plans, the labels and the
  choice are set aside and said;
- **plans labelled with no choice said**, or a choice of a label no plan has: a GM would ask
  back; refused at the second label, naming the choice ("choose one").
"""

from __future__ import annotations

import re

from lark import Token

_LABEL = r"(?:[a-d]|[一二三]|[123])"
# a plan's label, opening a clause: 方案A, A方案, 方案一, 计划B, plan a, option b (and a colon or 是)
_PLAN = re.compile(
    rf"(?:(?<=^)|(?<=[\s,，.。;；:：!！\n]))(?:方案\s*(?P<a>{_LABEL})|(?P<b>[a-d])\s*方案|计划\s*(?P<c>{_LABEL})"
    rf"|(?P<d>[a-d])\s*计划|(?:plan|option)\s+(?P<e>[a-d1-3]))\s*(?:[:：]|是|的话)?"
)
# the choice said last: 选B, 还是选方案二吧, 就B吧, 用方案A, "go with b", "b it is", "plan b"
_CHOICE = re.compile(
    rf"\s*(?:还是|那就|那|就|最后|最终|决定|我)*(?:选|用|定|走|要|执行)?\s*(?:方案|计划)?\s*(?P<x>{_LABEL})"
    rf"\s*(?:方案|计划)?\s*(?:吧|了|好了|就好)?\s*[.。!！~]*\s*"
    rf"|\s*(?:i'?ll\s+|let'?s\s+)?(?:go with|pick|choose|take)\s+"
    rf"(?:plan\s+|option\s+)?(?P<y>[a-d1-3])\s*[.!]*\s*"
    rf"|\s*(?:plan\s+|option\s+)?(?P<z>[a-d1-3])\s+it\s+is\s*[.!]*\s*"
)
_SAME = {
    "一": "1",
    "二": "2",
    "三": "3",
    "a": "a",
    "b": "b",
    "c": "c",
    "d": "d",
    "1": "1",
    "2": "2",
    "3": "3",
}
_STOPS = ".。!！?？;；\n"


def chosen_plan(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with the plans not chosen set aside (module doc), or a ``CHOICE`` word at the second
    label where no choice is said."""
    labels = [(m.start(), m.end(), _SAME[next(g for g in m.groups() if g)]) for m in _PLAN.finditer(text)]
    if len({said for _, _, said in labels}) < 2:
        return tokens
    body = text.rstrip(_STOPS + " ")
    cut = max(body.rfind(ch) for ch in _STOPS)
    choice = _CHOICE.fullmatch(text[cut + 1 :]) if cut > labels[-1][1] else None
    picked = _SAME.get(next((g for g in choice.groups() if g), "")) if choice is not None else None
    plans = [label for label in labels if label[2] == picked]
    if choice is None or picked is None or len(plans) != 1:
        start, end, _ = labels[1]
        return _replaced(tokens, [(start, end, "CHOICE")], text)
    begin = plans[0][1]
    stop = next((s for s, _, _ in labels if s > begin), cut + 1)
    spans = [(0, plans[0][1], "ASIDE")] if text[: plans[0][0]].strip() == "" else []
    if not spans:  # what stands before the first plan (a greeting) stays as said
        first = labels[0][0]
        spans = [(first, begin, "ASIDE")]
    spans.append((stop, len(text), "ASIDE"))
    return _replaced(tokens, spans, text)


def _replaced(tokens: list[Token], spans: list[tuple[int, int, str]], text: str) -> list[Token]:
    """``tokens`` with the words inside each span replaced by one word of the span's kind."""
    out: list[Token] = []
    for t in tokens:
        if not any(a <= (t.start_pos or 0) < b for a, b, _ in spans):
            out.append(t)
    for a, b, kind in spans:
        if a >= b:
            continue
        at = next((k for k, t in enumerate(out) if (t.start_pos or 0) >= b), len(out))
        said = text[a:b].rstrip()
        out.insert(at, Token(kind, said.strip(), start_pos=a, end_pos=a + len(said)))
    return out
