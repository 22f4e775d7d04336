"""The modal dialog: something the player must read or decide before going on.

:class:`NoticeScene` (route ``"notice"``) draws over whatever is below: a heading, a
wrapped message and one to three buttons sized to their text. Enter presses the
default button, Esc the cancel button, Left/Right/Tab move between them. In a
``--demo`` run nobody is there to answer: the dialog is printed on stderr in one line
and closed as Esc closes it (its cancel button, or no action), so the demo always ends
after its hands. The notices
about the player's files, the resume offer and the table's notices are built in
:mod:`drawpoker.ui.flows`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import shade, wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.text import wrap
from drawpoker.ui.theme import CREAM, DIALOG_KINDS
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, label_px_at
from drawpoker.ui.widgets.dialog_band import draw_header_band

Choice = tuple[str, str, Callable[[], None] | None]  # (label, style, action)


class NoticeScene(Scene):
    """A modal dialog.

    Args:
        heading: bold first line (translated).
        message: the text (translated; wrapped to the dialog's width; ``\\n`` breaks).
        choices: ``(label, style, action)`` per button, left to right; an action of
            ``None`` just closes. The dialog closes before the action runs.
        default: index of the button Enter presses.
        cancel: index of the button Esc presses (``None``: Esc closes without action).
        kind: the dialog's purpose, a :data:`~drawpoker.ui.theme.DIALOG_KINDS` name
            (``info``, ``confirm``, ``warning``, ``error``, ``result``): the colour of the
            header band and the icon beside the heading.

    The default button is the primary one: a ``neutral`` choice there is drawn with the
    ``primary`` (felt) face, so the answer Enter gives stands out.

    Raises:
        ValueError: ``kind`` is not a known purpose.
    """

    overlay = True
    modal = True

    def __init__(self, heading: str, message: str, choices: Sequence[Choice] = (),
                 *, default: int = 0, cancel: int | None = None, kind: str = "info") -> None:
        super().__init__()
        if kind not in DIALOG_KINDS:
            raise ValueError(f"unknown dialog kind {kind!r}: use one of {', '.join(DIALOG_KINDS)}")
        self.heading = heading
        self.message = message
        self.choices = list(choices) or [(_("OK"), "primary", None)]
        self.default = default
        self.cancel = cancel
        self.kind = kind
        #: the buttons; the focus starts on the default one, a press closes the dialog
        self.buttons = ButtonSet(focus=default, on_press=self.close)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.px = 18
        self.closed = False

    def enter(self) -> None:
        self.buttons.set(FancyButton(label, "primary" if i == self.default and style == "neutral"
                                     else style)
                         for i, (label, style, _a) in enumerate(self.choices))
        self.resize(self.app.size)
        if self.app.demo_hands:
            text = " ".join(f"{self.heading}: {self.message}".split())
            print(f"drawpoker: demo: {text} (closed, nobody answers in a demo)", file=sys.stderr)

    def update(self, dt: float) -> None:
        if self.app.demo_hands:  # nobody can press a button: closed as Esc closes it
            self.close(self.cancel)

    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        s = scale_of(size)
        self.px = px = max(14, round(20 * s))
        base = round(48 * s)  # the buttons' height at 100 % text: their labels' size
        bh = ui_text.grown(base)
        bpx = label_px_at(base)
        widths = [max(round(140 * s), b.preferred_width(bpx)) for b in self.buttons]
        gap = round(14 * s)
        buttons_w = sum(widths) + gap * (len(widths) - 1)
        widest = sw - round(40 * s)
        head_h = round(px * 3.2)
        # the lines stand as far apart as they are drawn (ui_text.grown); a message taller
        # than the window allows widens the box first
        for width in (min(widest, max(round(620 * s), buttons_w + round(60 * s))), widest):
            self.lines = wrap(self.message, px, width - round(64 * s))
            text_h = round(len(self.lines) * px * 1.45 * ui_text.text_scale())
            if head_h + text_h + bh + round(70 * s) <= sh - round(40 * s):
                break
        height = min(sh - round(40 * s), head_h + text_h + bh + round(70 * s))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (sw // 2, sh // 2)
        if buttons_w > width - round(40 * s):
            k = (width - round(40 * s) - gap * (len(widths) - 1)) / sum(widths)
            widths = [round(x * k) for x in widths]
            buttons_w = sum(widths) + gap * (len(widths) - 1)
        x = self.box.centerx - buttons_w // 2
        y = self.box.bottom - bh - round(24 * s)
        for b, bw in zip(self.buttons, widths, strict=True):
            b.rect, b.px_height = pygame.Rect(x, y, bw, bh), base
            x += bw + gap

    def header_rect(self) -> pygame.Rect:
        """The header band across the top of the box (pixels): the kind's colour, its
        icon and the heading."""
        return pygame.Rect(self.box.x, self.box.y, self.box.width, round(self.px * 2.5))

    def close(self, index: int | None) -> None:
        """Close the dialog and run the action of button ``index`` (None: no action)."""
        if self.closed:
            return
        self.closed = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        elif self in self.app.stack.scenes:
            self.app.stack.scenes.remove(self)
        if index is not None:
            action = self.choices[index][2]
            if action is not None:
                action()

    def spoken_focus(self) -> str | None:
        """The heading, the message and the focused button (the voice reads them whole)."""
        button = self.buttons.focused_label()
        return ". ".join(p for p in (self.heading, self.message, button) if p)

    @property
    def focus(self) -> int:
        """The index of the button with the keyboard focus (the one Enter presses)."""
        return self.buttons.focus or 0

    def navigate(self, dx: int, dy: int) -> bool:
        return self.buttons.navigate(dx, dy)

    def handle(self, intent: Intent) -> bool:
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.close(self.cancel)
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        if not self.buttons:
            return
        s = scale_of(surface.get_size())
        shade(surface, 150)
        wood_panel(surface, self.box, s, alpha=255)  # nothing below shows through
        px = self.px
        band = self.header_rect()
        draw_header_band(surface, band, self.kind, px)
        ui_text.draw_text(surface, self.heading, (band.x + round(px * 2.6), band.centery),
                          round(px * 1.15), CREAM, bold=True, anchor="midleft",
                          max_width=band.width - round(px * 3.2))
        y = band.bottom + round(px * 0.7)
        for line in self.lines:
            if y > self.buttons[0].rect.top - px:
                break
            ui_text.draw_text(surface, line, (self.box.x + round(32 * s), y), px, (226, 226, 214),
                        anchor="topleft", shadow=False)
            y += ui_text.grown(px * 1.45)
        self.buttons.draw(surface)


__all__ = ["Choice", "NoticeScene"]
