"""The tutorial's pictures off the table: the two hands a ranking step compares, and the
end (a royal flush and a tick for every step). Units: pixels."""

from __future__ import annotations

import pygame

from drawpoker.cards import parse_cards
from drawpoker.coach.tutorial import STEPS, Step
from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.theme import CREAM, GOLD
from drawpoker.ui.widgets.lesson import card_row


def draw_hands(surface: pygame.Surface, lay: Layout, step: Step, *, solved: bool,
               four: bool, back: str) -> list[pygame.Rect]:
    """Draw the two hands of a ranking ``step`` numbered 1 and 2 (each one's name beside it
    once ``solved``); returns the Rect of each hand (its cards and their frame)."""
    area = lay.felt
    h = min(lay.large_card[1], round(area.height * 0.36))
    s = lay.scale
    npx = round(17 * s)
    # the rows and a column for their hands' names centred together, the names inside
    # the rail; the column is as wide in every step (a long name wraps), so the cards
    # are one size in every step
    name_w = round(area.width * 0.26)
    # a row of five is 3.91 card heights wide (``card_row``); with its frame and the
    # name column it keeps to 78 % of the felt's width, inside the rail's curve
    h = max(24, min(h, round((area.width * 0.78 - 36 * s - name_w) / 3.91)))
    cx = round(area.centerx - (name_w + 12 * s) / 2)
    boxes: list[pygame.Rect] = []
    for i, y in enumerate((area.top + area.height * 0.3, area.top + area.height * 0.72)):
        cards = parse_cards(step.hands[i])
        rects = card_row(surface, cards, (cx, round(y)), h, four_color=four, back=back)
        box = rects[0].unionall(rects[1:]).inflate(round(24 * s), round(16 * s))
        label = f"{i + 1}"
        ui_text.draw_text(surface, label, (box.left - round(18 * s), box.centery),
                          round(26 * s), GOLD, bold=True)
        if solved:
            lines = ui_text.wrap(step.hand_name(i), npx, name_w, bold=True)[:3]
            step_y = round(npx * 1.3)
            top = box.centery - step_y * (len(lines) - 1) // 2
            for k, line in enumerate(lines):
                ui_text.draw_text(surface, line, (box.right + round(12 * s), top + k * step_y),
                                  npx, CREAM, anchor="midleft", bold=True, max_width=name_w)
        boxes.append(box)
    return boxes


def draw_finish(surface: pygame.Surface, lay: Layout, *, four: bool, back: str) -> None:
    """The end: a royal flush and what was learned, step by step."""
    area = lay.felt
    s = lay.scale
    h = round(area.height * 0.26)
    card_row(surface, parse_cards("As Ks Qs Js Ts"), (area.centerx, area.top + h // 2 + round(24 * s)),
             h, four_color=four, back=back)
    px = max(12, round(18 * s))
    y = area.top + h + round(44 * s)
    ui_text.draw_text(surface, _("Tutorial complete"), (area.centerx, y), round(px * 1.5), GOLD,
                      bold=True, max_width=area.width - 2 * px)
    y += ui_text.grown(px * 1.9)
    # a tick for every step; a title two steps share is told with its part
    names = [_(st.title) for st in STEPS]
    ticks = []
    for k, name in enumerate(names):
        if names.count(name) > 1:
            name = _("{title}, part {n}").format(title=name, n=names[:k + 1].count(name))
        ticks.append("✓ " + name)
    half = (len(ticks) + 1) // 2
    cols = [ticks[:half], ticks[half:]]
    room = round(area.width * 0.38)
    widths = [min(room, max(ui_text.text_width(t, px) for t in col)) for col in cols if col]
    gap = round(48 * s)
    left = area.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
    for col, width in zip(cols, widths, strict=False):
        for row, tick in enumerate(col):  # each column left-aligned, both centred
            ui_text.draw_text(surface, tick, (left, y + row * round(px * 1.45)), px, CREAM,
                              anchor="midleft", max_width=room)
        left += width + gap


__all__ = ["draw_finish", "draw_hands"]
