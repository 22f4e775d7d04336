"""Widths of a menu panel that stay put when the language changes: the ‹ value › column
of its choice rows and the panel's width, measured over the rows in every language, so
the arrows of the Language row do not move under the pointer as it steps through the
languages (a fresh player clicking the same spot landed in Slovak).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from drawpoker.i18n import LANGUAGES, speaking
from drawpoker.ui.text import text_scale, text_width
from drawpoker.ui.widgets.rows import ChoiceRow, Row


def rows_in_every_language(build: Callable[[], list[Row]]) -> list[list[Row]]:
    """The rows ``build`` makes in each language of :data:`LANGUAGES`; the translations in
    force are back afterwards (``i18n.speaking``), also when ``build`` raises."""
    samples = []
    for code in LANGUAGES:
        with speaking(code):
            samples.append(build())
    return samples


def panel_widths(samples: Sequence[Sequence[Row]], px: int, window: int,
                 margin: int) -> tuple[int, int]:
    """``(column, need)`` in pixels at text size ``px`` for a panel in a window ``window``
    pixels wide, at least ``margin`` pixels from its sides: the width of every text choice
    row and the width the widest label with its control needs. The column holds the
    widest value over all ``samples`` (at least nine ``px`` when the widest is wider) up
    to 36 % of the window (at 100 % a wider value is drawn smaller); at a larger text
    beyond that as far as the label of each choice row still fits beside it in the
    widest panel (the window less its margins and the panel's inner margin of half a
    margin), the panel growing with it (a value wider still wraps in its pill:
    :func:`~drawpoker.ui.widgets.row_stack.stack_rows`). Sets ``min_width`` of every
    text choice row in ``samples`` to the column."""
    pills = [r for rows in samples for r in rows if isinstance(r, ChoiceRow) and r.preview is None]
    widest = max((r.natural_width(px) for r in pills), default=0)
    label = max((text_width(r.label, px) for r in pills), default=0)
    most = window - 2 * margin - margin // 2 - label - px * 4
    if text_scale() == 1.0:
        most = 0  # at 100 % a value wider than the column is drawn smaller
    column = round(min(widest, max(window * 0.36, most)))
    for pill in pills:
        pill.min_width = min(column, max(px * 9, column))
    need = max((text_width(r.label, px) + r.control_width(px) + px * 4
                for rows in samples for r in rows), default=0)
    return column, need
