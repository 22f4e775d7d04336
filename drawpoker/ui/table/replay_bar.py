"""The replay's controls bar: its step buttons (|◀ first, ◀◀ back, ▶ play, ▶▶ on, ▶| last:
a media player's marks, so that play and a step never look alike) at the left and its own
buttons (Show all cards, Export .json, Play this deal again, Close) at the right, their
labels on two lines where one line leaves them short of room, and above them the step,
the keys (those that fit, each whole) and the progress track. Each button has a hint
with its key (:meth:`ReplayBar.hint_at`, shown as a tooltip).

:class:`ReplayBar` is a part of the replay scene (``ui.scenes.replay``) that owns its
buttons; the scene gives it their actions and, when drawn, the step it is at.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.i18n import _
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import Layout, scale_of
from drawpoker.ui.theme import CREAM, GOLD, MUTED
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, label_px_of_box

#: The step buttons, left to right, and the bar's own buttons, right to left.
STEP_KEYS = ("restart", "back", "play", "step", "forward")
RIGHT_KEYS = ("close", "again", "export", "reveal")


def _ignoring(action: Callable[[], object]) -> Callable[[], None]:
    """``action`` as a button's action (its result ignored)."""
    return lambda: None if action() else None


def keys_that_fit(hint: str, px: int, room: int) -> str:
    """The keys' ``hint`` ("← → step, Home End first or last, ...") as it fits ``room``
    pixels at ``px``: whole, else its first comma-separated keys that fit, each whole
    (a narrow window at a larger text: the bar's buttons still say what they do)."""
    parts = hint.split(", ")
    while len(parts) > 1 and ui_text.text_width(", ".join(parts), px) > room:
        parts.pop()
    return ", ".join(parts)


def button_hint(name: str) -> str:
    """The hint of the replay bar's button ``name`` (one of ``STEP_KEYS`` or
    ``RIGHT_KEYS``), naming its key."""
    return {
        "restart": _("The first step (Home)."),
        "back": _("One step back (\u2190)."),
        "play": _("Play the hand on, a step each half second, or pause it (Space)."),
        "step": _("One step on: the next decision (\u2192)."),
        "forward": _("The last step: how the hand ended (End)."),
        "reveal": _("Show or hide every player's cards (S)."),
        "export": _("Save this hand as a .json file."),
        "again": _("Deal these same cards again and play them yourself."),
        "close": _("Close the replay (Esc)."),
    }[name]


class ReplayBar:
    """The replay's bar (see the module docstring).

    Attributes:
        buttons: every button by name (``STEP_KEYS`` and ``RIGHT_KEYS``); empty until
            :meth:`build`.
    """

    def __init__(self) -> None:
        self.buttons: dict[str, FancyButton] = {}
        #: the bar's buttons worked together (a click off them skips the animation)
        self.set = ButtonSet(claim_clicks=False)

    def build(self, actions: dict[str, Callable[[], object]]) -> None:
        """Make the buttons with their ``actions`` (one per name of ``STEP_KEYS`` and
        ``RIGHT_KEYS``; what an action returns is ignored), labelled in the current
        language."""
        label = {"restart": ("|\u25c0", "neutral"), "back": ("\u25c0\u25c0", "neutral"),
                 "play": ("\u25b6", "primary"), "step": ("\u25b6\u25b6", "neutral"),
                 "forward": ("\u25b6|", "neutral"), "reveal": (_("Show all cards"), "neutral"),
                 "export": (_("Export .json"), "neutral"),
                 "again": (_("Play this deal again"), "call"), "close": (_("Close"), "neutral")}
        self.buttons = {k: FancyButton(text, style, action=_ignoring(actions[k]))
                        for k, (text, style) in label.items()}
        self.set.set(self.buttons.values())

    def place(self, lay: Layout, size: tuple[int, int]) -> None:
        """Place the buttons in ``lay``'s controls bar (window ``size``, pixels): the step
        buttons at the left, the others at the right; where the room is short the step
        buttons narrower and the others' labels on two lines (made smaller, down to the
        normal text's size, only where two lines are still too wide), then the first-
        and last-step buttons left out (Home and End, the keys the bar names, do them),
        and at the last squeezed, never overlapping. Called again when a label changes."""
        if not self.buttons:
            return
        bar = lay.controls.bar
        s = scale_of(size)
        bh = ui_text.grown(44 * s)
        bpx = label_px_of_box(bh)
        gap = round(10 * s)
        own = [self.buttons[k] for k in RIGHT_KEYS]
        room = bar.width - 2 * round(16 * s) - gap * len(RIGHT_KEYS)
        steps, lpx = round(bh * 1.15), bpx
        shown: tuple[str, ...] = STEP_KEYS
        widths = [b.preferred_width(bpx) for b in own]
        short = len(shown) * (steps + gap) + sum(widths) > room
        if short:  # a narrow window or long words: narrower steps, labels on two lines
            steps = round(bh * 0.8)
            widths, lpx = self._two_lines(own, bpx, room - len(shown) * (steps + gap))
            if len(shown) * (steps + gap) + sum(widths) > room:
                shown = ("back", "play", "step")  # first and last: Home and End, as the keys say
                widths, lpx = self._two_lines(own, bpx, room - len(shown) * (steps + gap))
        for b in own:
            b.wrap, b.fixed_px = short, (lpx if short else None)
        x = bar.x + round(16 * s)
        y = bar.bottom - bh - round(14 * s)
        for k in STEP_KEYS:
            b = self.buttons[k]
            b.visible = k in shown
            if b.visible:
                b.rect = pygame.Rect(x, y, steps, bh)
                x += b.rect.width + gap
        room = bar.right - round(16 * s) - (x + gap) - gap * (len(RIGHT_KEYS) - 1)
        if sum(widths) > room:  # and still short of room: squeeze, never overlap
            widths = [max(1, w_ * room // sum(widths)) for w_ in widths]
        right = bar.right - round(16 * s)
        for k, bw in zip(RIGHT_KEYS, widths, strict=True):
            b = self.buttons[k]
            b.rect = pygame.Rect(right - bw, y, bw, bh)
            right -= bw + gap

    @staticmethod
    def _two_lines(own: list[FancyButton], px: int, room: int) -> tuple[list[int], int]:
        """The widths of the ``own`` buttons with their labels on two lines and the one
        label size (pixels at 100 % text) they take: ``px``, else the largest smaller one
        at which they fit ``room`` pixels, down to the normal text's size."""
        floor = max(9, round(px / ui_text.text_scale()))
        size = px
        widths = [b.two_line_width(size) for b in own]
        while sum(widths) > room and size > floor:
            size -= 1
            widths = [b.two_line_width(size) for b in own]
        return widths, size

    def hint_at(self, pos: tuple[int, int]) -> tuple[str | None, str, pygame.Rect | None]:
        """The button shown at ``pos`` (pixels), its hint with its key, and its Rect;
        ``(None, "", None)`` off every button."""
        for key, b in self.buttons.items():
            if b.visible and b.rect.collidepoint(pos):
                return key, button_hint(key), b.rect
        return None, "", None

    def handle(self, intent: Intent, sound: Callable[[str], None]) -> bool:
        """A button pressed by ``intent`` (its action run, ``sound`` played); True if used."""
        return self.set.handle(intent, sound)

    def draw(self, surface: pygame.Surface, lay: Layout, *, step: int, total: int,
             playing: bool) -> None:
        """Draw the bar in ``lay``'s controls bar: "Replay · step ``step`` of ``total``",
        the keys, the progress track and the buttons (▶ reads ❚❚ while ``playing``)."""
        bar = lay.controls.bar
        grad = paint.vertical_gradient(bar.size, (26, 32, 38), (12, 15, 18))
        surface.blit(grad, bar.topleft)
        pygame.draw.line(surface, (70, 80, 76), bar.topleft, bar.topright)
        s = lay.scale
        px = lay.font_px
        self.buttons["play"].label = "\u275a\u275a" if playing else "\u25b6"
        text = _("Replay \u00b7 step {step} of {total}").format(step=step, total=total)
        left = ui_text.draw_text(surface, text, (bar.x + round(16 * s), bar.y + round(20 * s)), px,
                                 CREAM, anchor="midleft", bold=True)
        hint = _("\u2190 \u2192 step, Home End first or last, Space play or pause, S cards, Esc close")
        room = bar.right - round(16 * s) - left.right - round(24 * s)
        hpx = ui_text.fit_text(hint, round(px * 0.85), room, min_px=round(px * 0.75))
        ui_text.draw_text(surface, keys_that_fit(hint, hpx, room),
                          (bar.right - round(16 * s), bar.y + round(20 * s)), hpx, MUTED,
                          anchor="midright", shadow=False, max_width=room)
        track = pygame.Rect(bar.x + round(16 * s), bar.y + round(38 * s),
                            bar.width - round(32 * s), max(4, round(5 * s)))
        pygame.draw.rect(surface, (8, 10, 12), track, border_radius=3)
        done = track.copy()
        done.width = round(track.width * step / max(1, total))
        pygame.draw.rect(surface, GOLD, done, border_radius=3)
        self.set.draw(surface)
