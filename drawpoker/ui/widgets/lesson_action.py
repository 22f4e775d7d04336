"""What the seats did, on a lesson's table (:func:`drawpoker.ui.widgets.lesson.draw_view_table`):
each seat's last action in the table's own words
(:func:`drawpoker.ui.table.narration.action_text`, "Bets 20"), and the player's as the
table's pill right of his plate ("Raises to 80"), so a tutorial step that plays his answer
on shows it as the real table would.
"""

from __future__ import annotations

import pygame

from drawpoker.engine import BettingRoundStarted, DrawStarted, Mucked, PlayerActed, PlayerView
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.narration import action_text, mucks_label
from drawpoker.ui.table.view_seats import PILL_COLOR, PILL_TEXT


def seat_action(view: PlayerView, i: int) -> str:
    """Seat ``i``'s last action as the table's pill reads it ("Bets 20", "Folds",
    "Mucks"): of the betting round now (the table clears it when the draw begins), a
    fold for the rest of the deal; "" for none."""
    folded = not view.seats[i].in_hand
    for ev in reversed(view.events):
        if isinstance(ev, Mucked) and ev.seat == i:
            return str(mucks_label())
        if isinstance(ev, PlayerActed) and ev.seat == i:
            return action_text(ev)
        if isinstance(ev, BettingRoundStarted | DrawStarted) and not folded:
            return ""
    return ""


def own_action(view: PlayerView) -> str:
    """The player's last action (:func:`seat_action`, "Raises to 80"); "" while it is his
    turn (his plate is lit then) or when he has not acted."""
    return "" if view.to_act == view.seat else seat_action(view, view.seat)


def draw_own_action(surface: pygame.Surface, lay: Layout, view: PlayerView,
                    plate: pygame.Rect, button: pygame.Rect | None) -> pygame.Rect | None:
    """:func:`own_action` as the table's pill right of the player's ``plate`` (past the
    dealer button's Rect ``button`` where he has it; pixels); returns the pill's Rect,
    None when there is nothing to say."""
    words = own_action(view)
    if not words:
        return None
    s = lay.scale
    img = ui_text.render_text(words, round(lay.font_px * 0.8), PILL_TEXT, bold=True)
    box = img.get_rect()
    left = plate.right if button is None else max(plate.right, button.right)
    box.midleft = (round(left + 18 * s), plate.centery)
    pill = box.inflate(round(14 * s), round(6 * s))
    pygame.draw.rect(surface, PILL_COLOR, pill, border_radius=round(9 * s))
    surface.blit(img, box)
    return pill
