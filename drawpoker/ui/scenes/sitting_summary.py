"""The summary of a sitting the player left (route ``"sitting_summary"``): hands played,
chips won or lost, the biggest pot won, the best hand, and the sitting's decisions
("12 good decisions, 2 costly: +340 XP") with the level bar moving from where the
sitting began to where it ends (``progress.summary.SittingSummary``).

Enter, Space, Esc or a click anywhere dismisses it (back to the screen below).
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _, format_chips, format_signed_chips
from drawpoker.progress.levels import standing
from drawpoker.progress.summary import SittingSummary
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT
from drawpoker.ui.widgets.level_bar import draw_level_bar

#: seconds the level bar takes to move from the sitting's start to its end
BAR_SECONDS = 1.6
#: the keys that dismiss the summary
DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


class SittingSummaryScene(Scene):
    """The summary screen.

    Args:
        summary: the sitting's figures.
        heading: the screen's title (default "You left the table").
    """

    def __init__(self, summary: SittingSummary, heading: str = "") -> None:
        super().__init__()
        self.summary = summary
        self.heading = heading or (_("Practice is over") if summary.context == "practice"
                                   else _("You left the table"))
        #: seconds since the screen opened (the bar's tween)
        self.t = 0.0
        #: where the figures' panel was last drawn (window pixels)
        self.figures_box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        if self.app.settings.reduced_motion or not self.app.speed:
            self.t = BAR_SECONDS

    # the figures -------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """``(label, figure, colour)`` of each line of the table of figures."""
        s = self.summary
        if s.context == "practice":
            return [(_("Drills answered"), format_chips(s.hands), CREAM)]
        net_colour = POSITIVE if s.net > 0 else NEGATIVE if s.net < 0 else CREAM
        best = s.best.describe() if s.best is not None else _("none")
        return [
            (_("Hands played"), format_chips(s.hands), CREAM),
            (_("Chips won") if s.net >= 0 else _("Chips lost"),
             format_signed_chips(s.net), net_colour),
            (_("Biggest pot won"), format_chips(s.biggest_pot) if s.biggest_pot else _("none"),
             CREAM),
            (_("Best hand"), best, CREAM),
        ]

    def shown_xp(self) -> int:
        """The experience the bar shows now (moving from the sitting's start to its end)."""
        before, after = self.summary.before.xp, self.summary.after.xp
        k = min(1.0, self.t / BAR_SECONDS)
        k = 1 - (1 - k) ** 3  # eases out
        return round(before + (after - before) * k)

    # input -------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if (isinstance(intent, Key) and intent.key in DISMISS_KEYS) or isinstance(intent, Click):
            self.app.stack.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.t < BAR_SECONDS:
            self.t += dt
            self.invalidate()

    def wake_in(self) -> float | None:
        return 0.0 if self.t < BAR_SECONDS else None

    # drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = scale_of(size)
        surface.blit(felt_background(size, str(self.app.settings.table_color)), (0, 0))
        draw_heading(surface, self.heading, s)
        px = max(13, round(20 * s))
        step, pad = ui_text.grown(px * 1.9), round(32 * s)
        rows = self.rows()
        margin, gap = round(36 * s), round(24 * s)
        widest = max(ui_text.text_width(label, px) + gap + ui_text.text_width(figure, px, bold=True)
                     for label, figure, _c in rows)
        width = min(size[0] - round(60 * s), max(round(640 * s), widest + 2 * margin))
        inner = width - 2 * margin
        # a figure that does not fit beside its label goes under it, at the right
        below = [ui_text.text_width(label, px) + gap
                 + ui_text.text_width(figure, px, bold=True) > inner
                 for label, figure, _c in rows]
        height = 2 * pad + (len(rows) + sum(below)) * step + ui_text.grown(px * 6.6)
        box = pygame.Rect(0, 0, width, height)
        box.center = (size[0] // 2, size[1] // 2 + round(10 * s))
        self.figures_box = box
        wood_panel(surface, box, s)
        left, right = box.left + margin, box.right - margin
        y = box.top + pad
        for k, (label, figure, colour) in enumerate(rows):
            if k:
                pygame.draw.line(surface, (58, 64, 58), (left, y - round(px * 0.45)),
                                 (right, y - round(px * 0.45)), 1)
            ui_text.draw_text(surface, label, (left, y), px, SOFT, anchor="topleft")
            if below[k]:
                y += step
            ui_text.draw_text(surface, figure, (right, y), px, colour, anchor="topright",
                              bold=True, max_width=right - left)
            y += step
        pygame.draw.line(surface, GOLD, (left, y), (right, y), 1)
        y += ui_text.grown(px * 1.0)
        ui_text.draw_text(surface, self.summary.award.summary(), (box.centerx, y),
                          round(px * 1.1), GOLD, anchor="midtop", bold=True,
                          max_width=right - left)
        y += ui_text.grown(px * 3.6)
        draw_level_bar(surface, pygame.Rect(left, y, right - left, round(px * 0.9)), px,
                       standing(self.shown_xp()))
        ui_text.draw_text(surface, _("Press Enter or click to continue"),
                          (size[0] / 2, box.bottom + round(34 * s)), round(px * 0.8), SOFT)
