"""Text wrapped into even lines: a centred text at a larger text size (the title's hint
under its menu) wraps so that no word stands alone on its last line ("… your buy-in" over
a lone "500").

:func:`fit_or_wrap_even` is :func:`drawpoker.ui.text.fit_or_wrap` with its wrapped lines
as even as the same number of lines allows.
"""

from __future__ import annotations

from drawpoker.ui import text as ui_text


def fit_or_wrap_even(text: str, size_px: int, max_width: int, *,
                     bold: bool = False) -> tuple[list[str], int]:
    """``text`` laid out in ``max_width`` pixels as :func:`~drawpoker.ui.text.fit_or_wrap`
    lays it out; where that wraps it at ``size_px`` with every word whole, wrapped instead
    in the narrowest width that still gives as many lines.

    Returns:
        ``(lines, size_px)``: the lines and the size to draw them at (pixels).
    """
    lines, px = ui_text.fit_or_wrap(text, size_px, max_width, bold=bold)
    f = ui_text.font(px, bold)
    words = text.split()
    if len(lines) < 2 or px != size_px or max(f.size(w)[0] for w in words) > max_width:
        return lines, px
    low, high = max(f.size(w)[0] for w in words), max(f.size(ln)[0] for ln in lines)
    while low < high:  # the narrowest width that keeps the number of lines
        mid = (low + high) // 2
        if len(ui_text.wrap_text(text, px, mid, bold=bold)) <= len(lines):
            high = mid
        else:
            low = mid + 1
    return ui_text.wrap_text(text, px, high, bold=bold), px
