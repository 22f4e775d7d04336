"""A row's hint (its second, smaller line) laid out in the room beside the row's control:
one line, or, at a larger text, wrapped onto more lines where one line would have to
shrink too far or be cut (:class:`drawpoker.ui.widgets.rows.Row` grows for them)."""

from __future__ import annotations

from drawpoker.ui import text as ui_text

#: A hint's size as a share of its row's label size.
HINT_SHARE = 0.72
#: How far a one-line hint may shrink before it wraps (a share of its size).
LEAST_SHARE = 0.85


def hint_lines(hint: str, px: int, room: int, *, may_wrap: bool) -> tuple[list[str], int]:
    """The lines of ``hint`` for a row of label size ``px`` with ``room`` pixels beside its
    control, and their size (pixels). With ``may_wrap`` (a one-unit row) and a larger text,
    one line where it fits at :data:`LEAST_SHARE` of its size or more, else wrapped at its
    size; else one line shrunk to fit (to 9 pixels; the rows stay put as the language
    changes at the normal text size)."""
    size = round(px * HINT_SHARE)
    one = ui_text.fit_text(hint, size, room, min_px=max(9, round(size * LEAST_SHARE)))
    if not may_wrap or ui_text.text_scale() == 1.0 or ui_text.text_width(hint, one) <= room:
        return [hint], ui_text.fit_text(hint, size, room)
    return ui_text.wrap(hint, size, room), size
