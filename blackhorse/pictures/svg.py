"""A small SVG writer for the charts: elements in the order drawn, numbers rounded, text escaped.

The charts are written as SVG text directly (no matplotlib: a chart costs milliseconds, not
a second), so the same night always gives the same bytes: no dates, no random ids, no
version stamps, attributes in a fixed order. Text is kept as text (the viewer's fonts set
it), in the charts' font families: DejaVu Sans for Latin text, Noto Sans CJK SC for Chinese
names (the families the PNG figures use, see :mod:`blackhorse.pictures.fonts`).
"""

from __future__ import annotations

import math
import unicodedata

FONT_FAMILY = "'DejaVu Sans', 'Noto Sans CJK SC', 'Noto Sans CJK', sans-serif"


def escape(text: str, quote: bool = True) -> str:
    """``text`` safe inside an element (``&``, ``<``, ``>``) or a double-quoted attribute."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;") if quote else text


def num(value: float) -> str:
    """``12``, ``12.5``, ``12.25``: two decimals at most, no trailing zeros, no ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is set at ``size`` px (wide characters take a full em): for
    laying out legends, margins and captions without measuring fonts."""
    wide = sum(1 for ch in text if unicodedata.east_asian_width(ch) in "WF")
    return (0.62 * (len(text) - wide) + 1.0 * wide) * size


def attributes(attrs: dict[str, object]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        shown = num(value) if isinstance(value, float) else str(value)
        out.append(f' {key.rstrip("_").replace("_", "-")}="{escape(shown)}"')
    return "".join(out)


class Svg:
    """One SVG document, ``width`` by ``height`` px, built element by element."""

    def __init__(self, width: float, height: float, title: str) -> None:
        self.width, self.height = width, height
        self.parts: list[str] = [f"<title>{escape(title, quote=False)}</title>"]

    def add(self, tag: str, content: str = "", /, **attrs: object) -> None:
        """``<tag attrs>content</tag>`` (``content`` is escaped text); underscores in the
        attribute names become dashes (``stroke_width``)."""
        if content:
            self.parts.append(f"<{tag}{attributes(attrs)}>{escape(content, quote=False)}</{tag}>")
        else:
            self.parts.append(f"<{tag}{attributes(attrs)}/>")

    def raw(self, markup: str) -> None:
        """Markup written as it is (definitions, groups)."""
        self.parts.append(markup)

    def rect(self, x: float, y: float, w: float, h: float, /, **attrs: object) -> None:
        self.add("rect", x=float(x), y=float(y), width=float(w), height=float(h), **attrs)

    def line(self, x1: float, y1: float, x2: float, y2: float, /, **attrs: object) -> None:
        self.add("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **attrs)

    def text(self, x: float, y: float, text: str, size: float, /, **attrs: object) -> None:
        """Text whose baseline is at ``y`` (``text_anchor``: start, middle or end)."""
        self.add("text", text, x=float(x), y=float(y), font_size=float(size), **attrs)

    def document(self) -> str:
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1"'
            f' width="{num(self.width)}" height="{num(self.height)}"'
            f' viewBox="0 0 {num(self.width)} {num(self.height)}"'
            f' font-family="{escape(FONT_FAMILY)}">'
        )
        body = "\n".join(self.parts)
        return f'<?xml version="1.0" encoding="utf-8"?>\n{head}\n{body}\n</svg>\n'


def star(cx: float, cy: float, r: float) -> str:
    """The points of a five-pointed star centred on (cx, cy), outer radius ``r``."""
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.42
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{num(cx + radius * math.cos(angle))},{num(cy - radius * math.sin(angle))}")
    return " ".join(points)


def cross(cx: float, cy: float, r: float) -> str:
    """The path of a bold X centred on (cx, cy), half-width ``r``."""
    t = r * 0.38  # half the arm's thickness
    pts = [(0, t), (r - t, r), (r, r - t), (t, 0), (r, t - r), (r - t, -r), (0, -t)]
    pts += [(t - r, -r), (-r, t - r), (-t, 0), (-r, r - t), (t - r, r)]
    return "M" + " L".join(f"{num(cx + x)},{num(cy + y)}" for x, y in pts) + " Z"
