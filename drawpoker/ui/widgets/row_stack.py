"""A menu panel's rows laid out one under another (:func:`stack_rows`), with the column
of its ‹ value › pills narrowed to what the panel leaves beside its labels."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.ui.text import text_scale, text_width
from drawpoker.ui.widgets.rows import ChoiceRow, Row

#: The share of a row a label wider than the ‹ value › column leaves it takes before it
#: wraps (a larger text; the label's longest word at least).
LABEL_SHARE = 0.4


def stack_rows(rows: Sequence[Row], samples: Sequence[Sequence[Row]], viewport: pygame.Rect,
               row_h: int, px: int) -> int:
    """Give each visible row of ``rows`` its ``rect`` (``viewport``'s width, ``row_h``
    pixels a unit, taller by what wraps in it: :meth:`Row.growth`) and its ``offset``
    from the content's top; returns the content's height (pixels).

    First, at a larger text, the text choice rows' column (``min_width``, set by
    :func:`~drawpoker.ui.widgets.row_widths.panel_widths` for the widest panel) is
    narrowed where the panel is narrower (a screen with a side box), so that every label
    of them, in ``rows`` and in the other languages' ``samples``, fits beside it at
    ``px``: whole, or wrapped in :data:`LABEL_SHARE` of the row (its longest word whole);
    a value wider than the column then wraps in its pill (at least nine ``px`` wide).
    Either grows its row."""
    pills = [r for rs in (rows, *samples) for r in rs if text_scale() > 1.0
             and isinstance(r, ChoiceRow) and r.preview is None and r.min_width > 0]
    label = max((text_width(r.label, px) for r in pills), default=0)
    word = max((text_width(w, px) for r in pills for w in r.label.split()), default=0)
    label = min(label, max(word, round(viewport.width * LABEL_SHARE)))
    room = max(px * 9, viewport.width - label - px * 4)
    for pill in pills:
        pill.min_width = min(pill.min_width, room)
    y = 0
    for r in rows:
        if not r.visible:
            continue
        r.rect = pygame.Rect(viewport.x, 0, viewport.width, round(row_h * r.units))
        r.grown = 0
        r.grown = r.growth(px)  # a hint or a value longer than its line wraps: the row grows
        r.rect.height += r.grown
        r.offset = y
        y += r.rect.height
    return y
