"""The level bar of a sitting's end (the sitting summary, a tournament's results): the
level's name and number above the bar on the left, the experience and the next level's
("325 of 750 XP") on the right, the bar filled by that share (``progress_rows.draw_xp_bar``).

API: ``draw_level_bar(surface, bar, px, now)``.
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _, format_chips
from drawpoker.progress.levels import Standing
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD
from drawpoker.ui.widgets.progress_rows import draw_xp_bar


def draw_level_bar(surface: pygame.Surface, bar: pygame.Rect, px: int, now: Standing) -> None:
    """Draw the bar ``bar`` (pixels) at the standing ``now``, its labels ``px`` pixels high
    just above it: both smaller where side by side they would run into each other (a
    long level name at a large text size), the name cut with "…" only where even that
    is not enough."""
    label = _("Level {n}: {name}").format(n=now.level, name=now.name)
    figures = _("{xp} of {next} XP").format(xp=format_chips(now.xp),
                                            next=format_chips(now.ceiling))
    lpx, fpx = label_sizes(label, figures, px, bar.width)
    fig_rect = ui_text.draw_text(surface, figures, (bar.right, bar.top - round(px * 0.3)),
                                 fpx, GOLD, anchor="bottomright")
    ui_text.draw_text(surface, label, (bar.left, bar.top - round(px * 0.3)), lpx, CREAM,
                      anchor="bottomleft", bold=True,
                      max_width=max(1, fig_rect.left - bar.left - _gap(px)))
    draw_xp_bar(surface, bar, now)


def label_sizes(label: str, figures: str, px: int, width: int) -> tuple[int, int]:
    """The text sizes of the level's name (bold, ``px``) and of the figures (85 % of it)
    shrunk together, down to 60 %, until both fit ``width`` pixels side by side with a
    gap; ``(name px, figures px)``."""
    size = px
    while size > px * 0.6:
        fpx = round(size * 0.85)
        need = (ui_text.text_width(label, size, bold=True) + _gap(px)
                + ui_text.text_width(figures, fpx))
        if need <= width:
            break
        size -= 1
    return size, round(size * 0.85)


def _gap(px: int) -> int:
    """Pixels kept between the level's name and the figures."""
    return max(8, round(px * 0.8))
