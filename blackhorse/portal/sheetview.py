"""gm.md as a page (issue 24, a user's walk: the GM's gm.md and the reveal's were shown as raw
Markdown in a monospace box; on a phone its table of where everyone was at each slot wrapped
into an unreadable run of ``|`` and names).

gm.md is Markdown the reports stage writes (headings, lists, a table, code spans); the page
shows it rendered: CommonMark with tables (markdown-it-py), raw HTML never passed through (a
name or a quoted order is text, escaped), each table inside a box that scrolls sideways by
itself so that the page never does. The file itself is unchanged (docs/REPORTS.md).
"""

from __future__ import annotations

import functools

from markdown_it import MarkdownIt
from markupsafe import Markup


@functools.cache
def _renderer() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def sheet_html(text: str) -> Markup:
    """The Markdown ``text`` as HTML for a page: nothing of the text is read as HTML."""
    body = _renderer().render(text)
    body = body.replace("<table>", '<div class="wide"><table>').replace("</table>", "</table></div>")
    return Markup(body)  # noqa: S704 - markdown-it escapes every character of the text (html off)
