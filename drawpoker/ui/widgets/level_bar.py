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
    just above it."""
    label = _("Level {n}: {name}").format(n=now.level, name=now.name)
    ui_text.draw_text(surface, label, (bar.left, bar.top - round(px * 0.3)), px, CREAM,
                      anchor="bottomleft", bold=True)
    figures = _("{xp} of {next} XP").format(xp=format_chips(now.xp),
                                            next=format_chips(now.ceiling))
    ui_text.draw_text(surface, figures, (bar.right, bar.top - round(px * 0.3)),
                      round(px * 0.85), GOLD, anchor="bottomright")
    draw_xp_bar(surface, bar, now)
