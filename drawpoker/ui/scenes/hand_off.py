"""The hand-off screen of a pass-and-play table: "Pass to Boris", then "Press Enter when
only Boris is looking.".

:class:`HandOffScene` (route ``"hand_off"``, an overlay) covers the table while the
computer is passed from one person to the next. The table under it shows every hand
face down (the table hides them before pushing it) and the overlay shades it; Enter,
Space or a click calls ``reveal`` (the table turns the person's cards face up and gives
him the controls) and closes the screen. Esc opens the pause menu as at the table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import shade, wood_panel
from drawpoker.ui.prompts import hint_word
from drawpoker.ui.scene import Scene
from drawpoker.ui.theme import CREAM, MUTED

#: Keys that tell the screen the person is looking (and nobody else is).
REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def hand_off_line(name: str) -> str:
    """The line under the screen's heading "Pass to Boris": "Press Enter when only Boris
    is looking." (the heading says whom to pass to; the line does not say it again; the
    key is the one in force, or the pad's button)."""
    return _("Press {key} when only {name} is looking.").format(
        name=name, key=hint_word("confirm"))


class HandOffScene(Scene):
    """The screen passed between two people's turns (see the module doc).

    Args:
        name: the person to act next.
        reveal: called once when he says he is the only one looking.
    """

    overlay = True
    modal = True

    def __init__(self, name: str, reveal: Callable[[], None]) -> None:
        super().__init__()
        self.name = name
        self.reveal = reveal
        self.box = pygame.Rect(0, 0, 0, 0)
        self.done = False

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        s = scale_of(size)
        self.box = pygame.Rect(0, 0, min(sw - round(60 * s), round(860 * s)), round(190 * s))
        self.box.center = (sw // 2, sh // 2)

    def go_on(self) -> None:
        """The person is looking: close the screen and show him his cards (once)."""
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.reveal()

    def handle(self, intent: Intent) -> bool:
        if (isinstance(intent, Key) and intent.key in REVEAL_KEYS) or isinstance(intent, Click):
            self.go_on()
        elif isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.app.nav.push("pause", overlay=True)
        return True  # modal: nothing reaches the table

    def draw(self, surface: pygame.Surface) -> None:
        s = scale_of(surface.get_size())
        shade(surface, 170)
        wood_panel(surface, self.box, s, alpha=255)
        x = self.box.centerx
        ui_text.draw_text(surface, _("Pass to {name}").format(name=self.name),
                          (x, self.box.y + round(58 * s)), round(40 * s), CREAM, bold=True)
        line = hand_off_line(self.name)
        px = ui_text.fit_text(line, round(22 * s), self.box.w - round(40 * s))
        ui_text.draw_text(surface, line, (x, self.box.y + round(118 * s)), px, CREAM)
        ui_text.draw_text(surface, _("Every hand is face down until then."),
                          (x, self.box.bottom - round(30 * s)), round(15 * s), MUTED, shadow=True)
