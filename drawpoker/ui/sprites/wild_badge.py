"""The badge on a face-up wild card ("WILD", "BUG"), wherever cards are drawn: the
table's seats, the practice drills and the lessons (``ui.table.labels.wild_mark`` gives
the word under a table's rules, docs/rules.md §1)."""

from __future__ import annotations

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import GOLD

__all__ = ["draw_wild_badge"]


def draw_wild_badge(surface: pygame.Surface, mark: str, rect: pygame.Rect,
                    visible: int | None = None, *, rank: int = 0) -> None:
    """A gold badge reading ``mark`` on the card at ``rect`` and a gold outline (nothing
    for an empty ``mark`` or a card under 12 pixels wide).

    ``visible``: the width (pixels) of the card's strip left uncovered by the next card
    of a fanned hand (None: the whole card shows). A whole card has the badge where its
    face leaves room: a deuce (``rank`` 2) in its middle, between its two pips (at the
    top it hid the upper one), the joker (``rank`` 0) between its corner indices; a
    fanned one has it in its visible strip below the corner index, across the strip
    when it fits, else running up it, so the next card never hides part of it."""
    if not mark or rect.width < 12:
        return
    radius = max(3, rect.width // 9)
    pygame.draw.rect(surface, GOLD, rect.inflate(2, 2), 2, border_radius=radius)
    base = max(9, round(rect.height * 0.12))
    ink = (40, 30, 10)
    whole = visible is None or visible >= rect.width * 0.75
    # between the corner indices: shrunk to ~60 % of the card's width
    px = ui_text.fit_text(mark, base, round(rect.width * 0.6) - 8, bold=True)
    t = ui_text.render_text(mark, px, ink, bold=True)
    if whole and t.get_width() <= round(rect.width * 0.6) - 8:
        tr = t.get_rect(midtop=(rect.centerx, rect.top + 3))
        if rank == 2:
            tr.center = rect.center
        pygame.draw.rect(surface, GOLD, tr.inflate(8, 2), border_radius=5)
        surface.blit(t, tr)
        return
    strip = pygame.Rect(rect.left, rect.top, rect.width if whole else max(1, visible or 0),
                        rect.height)
    room = strip.width - 6  # the badge's padding and a pixel clear of the next card
    px = ui_text.fit_text(mark, base, room, bold=True, min_px=8)
    t = ui_text.render_text(mark, px, ink, bold=True)
    if t.get_width() > room:  # too narrow a strip: the badge runs up it
        px = ui_text.fit_text(mark, base, round(rect.height * 0.5) - 4, bold=True, min_px=7)
        t = pygame.transform.rotate(ui_text.render_text(mark, px, ink, bold=True), 90)
    middle = rect.centery if rank == 2 and whole else round(rect.top + rect.height * 0.66)
    tr = t.get_rect(center=(strip.centerx, middle))
    badge = tr.inflate(4, 2).clamp(strip)
    tr.center = badge.center
    pygame.draw.rect(surface, GOLD, badge, border_radius=3)
    surface.blit(t, tr)
