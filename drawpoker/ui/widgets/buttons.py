"""Buttons: :class:`Button` (a face, a label, an optional icon, a hotkey hint),
:class:`FancyButton` (with a pressed state and a focus ring, for menus, footers and dialogs) and :class:`SegmentedButton`
(every option side by side, the active one highlighted).

Every face is painted by :mod:`drawpoker.ui.widgets.button_face` (brass rim, wood, felt
or an action's colour). Widgets are plain objects with a ``rect`` (pixels, set by the owning scene from the
layout each frame or on resize), a ``draw(surface)`` and a ``hit(pos)``. They do not
read events: the scene routes intents to them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from drawpoker.ui import prompts
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import CREAM, WHITE
from drawpoker.ui.widgets.button_face import button_face, draw_focus_ring


def label_px_at(height: float) -> int:
    """A button label's text size (pixels at 100 % text; :func:`drawpoker.ui.text.font`
    grows it by the text size) for a button ``height`` pixels tall at 100 % text: 0.36 of
    it, at least 11."""
    return max(11, round(height * 0.36))


def label_px_of_box(height: int) -> int:
    """A button label's text size (pixels at 100 % text) for a box ``height`` pixels tall
    as laid out, grown with the text size (:func:`drawpoker.ui.text.grown`): the label is
    made from the box's height at 100 %, so that the text size grows it once, not once
    through the box and again through the font."""
    return label_px_at(round(height / ui_text.text_scale()))


class Button:
    """A clickable button sized by its owner.

    Attributes:
        rect: where it is (pixels).
        label: shown text (already translated).
        style: a :data:`BUTTON_STYLES` name.
        enabled / visible: disabled buttons draw dimmed and ignore clicks.
        hotkey: the action (:mod:`drawpoker.ui.keymap`, e.g. "fold") whose key or pad
            glyph is drawn in the corner (:func:`drawpoker.ui.prompts.draw_hint`).
        sublabel: a second, smaller line (e.g. the amount).
        one_line: the label and the sublabel as one line, where the two do not make one
            by a space ("Tournament in progress"; "": ``f"{label} {sublabel}"``).
        icon: one glyph (e.g. "♠") drawn in a brass medallion at the left end ("": none);
            the label is then centred in the room right of it.
    """

    def __init__(self, label: str = "", style: str = "neutral", *, hotkey: str = "",
                 rect: pygame.Rect | None = None) -> None:
        self.rect = rect or pygame.Rect(0, 0, 120, 40)
        self.label = label
        self.sublabel = ""
        self.one_line = ""
        self.style = style
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.hotkey = hotkey
        self.icon = ""
        #: the height at 100 % text (pixels) the label's size is made from, where the
        #: owner's box does not grow with the text size (a fixed layout: the table's
        #: controls, the title's menu); None: the box grows with it (:func:`label_px_of_box`)
        self.px_height: int | None = None
        #: the label's size set by the owner (pixels at 100 % text, e.g. one size for a
        #: squeezed row: :func:`place_in_a_row`); None: made from the height
        self.fixed_px: int | None = None
        #: the label may take two lines, split at a space, where one line does not fit
        #: the button's width and the height holds two (a row short of room: the
        #: replay's bar at a larger text; :meth:`FancyButton.two_line_width`)
        self.wrap = False

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if a click at ``pos`` presses this button (visible and enabled)."""
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def hover(self, pos: tuple[int, int]) -> None:
        """Track the pointer for the hover highlight."""
        self.hovered = self.visible and self.rect.collidepoint(pos)

    def label_px(self, height: int | None = None) -> int:
        """The label's text size (pixels at 100 % text: :func:`drawpoker.ui.text.font` grows
        it by the text size, once) for a button ``height`` pixels tall at 100 % text; without
        ``height`` the button's own: :attr:`fixed_px`, else from :attr:`px_height`, else from
        its box (:func:`label_px_of_box`). It shrinks only to fit ``rect.width - 14``."""
        if height is not None:
            return label_px_at(height)
        if self.fixed_px is not None:
            return self.fixed_px
        if self.px_height is not None:
            return label_px_at(self.px_height)
        return label_px_of_box(self.rect.height)

    def icon_room(self, height: int | None = None) -> int:
        """Pixels the icon's medallion takes at the left end (0 without an icon)."""
        if not self.icon:
            return 0
        return round((self.rect.height if height is None else height) * 0.86)

    def label_room(self, width: int, px: int) -> int:
        """The label's width (pixels) in a label area ``width`` pixels wide at ``px``: 14
        pixels of margin; at a larger text size clear of the key in the corner, on both
        sides to stay centred."""
        if self.hotkey and ui_text.text_scale() > 1.0:
            return width - 2 * (text_width(prompts.key_label(self.hotkey),
                                           max(9, px * 6 // 10)) + 10)
        return width - 14

    def width_for_label(self) -> int:
        """The button's width (pixels) that holds its label whole, on one line at its own
        size (:meth:`label_px`) beside the key in the corner: its width now at least."""
        px = self.label_px()
        lack = text_width(self.label, px, bold=True) - self.label_room(self.label_rect().width, px)
        return self.rect.width + max(0, lack)

    def width_for_labels(self, labels: Sequence[str]) -> int:
        """The button's width (pixels) that holds each of ``labels`` whole on one line at
        its own size (:meth:`label_px`) beside its hint, the key in the corner or the
        pad's glyph at the left, whichever takes more room (a row sized by it stays put
        when the hints change from keys to the pad): its width now at least."""
        px = self.label_px()
        key = self.rect.width - self.label_room(self.rect.width, px)
        pad = 14
        glyph = prompts.pad_glyph_of(self.hotkey, round(self.rect.height * 0.5)) \
            if self.hotkey else None
        if glyph is not None:  # as drawn: the glyph in from the left, the label beside it
            pad += round(self.rect.height * 0.22) + glyph.get_width()
        widest = max((text_width(label, px, bold=True) for label in labels), default=0)
        return max(self.rect.width, widest + max(key, pad) + self.icon_room())

    def label_rect(self) -> pygame.Rect:
        """Where the label is centred: the button, less the icon's room at the left."""
        room = self.icon_room()
        return pygame.Rect(self.rect.x + room, self.rect.y, self.rect.width - room, self.rect.height)

    def face_state(self) -> str:
        """The face's state (:data:`button_face.STATES`) as drawn now."""
        return "disabled" if not self.enabled else ("hover" if self.hovered else "normal")

    def draw(self, surface: pygame.Surface, *, sink: int = 0) -> None:
        """Draw face, icon, label and hotkey hint: the key in the top right corner, or
        after pad input the pad's glyph at the left with the label in the rest (``sink``:
        pixels everything but the shadow is drawn lower, a pressed button)."""
        if not self.visible or self.rect.width <= 0:
            return
        state = self.face_state()
        radius = max(4, self.rect.height // 5)
        rect = self.rect.move(0, sink)
        surface.blit(button_face(self.rect.size, self.style, state, radius), rect.topleft)
        color = (WHITE if self.style != "neutral" else CREAM) if self.enabled else (150, 150, 150)
        px = self.label_px()
        if self.icon:
            self._draw_icon(surface, rect, px)
        room = self.label_rect().move(0, sink)
        glyph = prompts.pad_glyph_for(self.hotkey, round(self.rect.height * 0.5)) \
            if self.hotkey and self.enabled else None
        if glyph is not None:  # the pad's button at the left, the label in the rest
            gr = glyph.get_rect(midleft=(room.x + round(self.rect.height * 0.22), rect.centery))
            surface.blit(glyph, gr)
            room = pygame.Rect(gr.right, rect.y, rect.right - gr.right, rect.height)
        width = room.width - 14 if glyph is not None else self.label_room(room.width, px)
        if self.sublabel:
            self._draw_two(surface, room, px, color, width)
        elif not (self.wrap and text_width(self.label, px, bold=True) > width
                  and self._draw_wrapped(surface, room, px, color, width)):
            ui_text.draw_text(surface, self.label, room.center, px, color, bold=True,
                              max_width=width)
        if self.hotkey and self.enabled and glyph is None:
            prompts.draw_hint(surface, self.hotkey, (rect.right - 6, rect.top + 4),
                              max(9, px * 6 // 10))

    def _draw_two(self, surface: pygame.Surface, room: pygame.Rect, px: int,
                  color: tuple[int, ...], width: int) -> None:
        """The label and the sublabel ("Raise to" over "330"): at the normal text size on
        two lines as always; at a larger one on two lines where the button's height
        holds them, else on one line ("Raise to 330") where that fits whole (shrunk by
        15 % at most), else on two
        lines made as large as the height holds (``width``:
        the label's room beside the key in the corner, pixels)."""
        ts = ui_text.text_scale()
        sub_color = CREAM if self.enabled else color
        if ts == 1.0:
            gap = px
            ui_text.draw_text(surface, self.label, (room.centerx, room.centery - gap * 0.45), px,
                              color, bold=True, max_width=room.width - 12)
            ui_text.draw_text(surface, self.sublabel, (room.centerx, room.centery + gap * 0.62),
                              round(px * 0.8), sub_color, max_width=room.width - 12)
            return
        heights = (ui_text.font(px, True).get_height(), ui_text.font(round(px * 0.8)).get_height())
        both = self.one_line or f"{self.label} {self.sublabel}"
        one = ui_text.fit_text(both, px, width, bold=True, min_px=round(px * 0.85))
        if sum(heights) > room.height - 2 and text_width(both, one, bold=True) <= width:
            ui_text.draw_text(surface, both, room.center, one, color, bold=True)
            return
        size = px
        while size > 9 and (ui_text.font(size, True).get_height()
                            + ui_text.font(round(size * 0.8)).get_height() > room.height - 2):
            size -= 1
        top_h = ui_text.font(size, True).get_height()
        low_h = ui_text.font(round(size * 0.8)).get_height()
        y = room.centery - (top_h + low_h) / 2
        ui_text.draw_text(surface, self.label, (room.centerx, y + top_h / 2), size, color,
                          bold=True, max_width=width)
        ui_text.draw_text(surface, self.sublabel, (room.centerx, y + top_h + low_h / 2),
                          round(size * 0.8), sub_color, max_width=room.width - 12)

    def _draw_wrapped(self, surface: pygame.Surface, room: pygame.Rect, px: int,
                      color: tuple[int, ...], width: int) -> bool:
        """The label on two lines, ``width`` pixels wide at most, centred in ``room``;
        False (nothing drawn) where it does not go on two lines of that width or the
        height does not hold them."""
        lines = ui_text.wrap_text(self.label, px, width, bold=True)
        step = ui_text.font(px, True).get_linesize()
        if len(lines) != 2 or 2 * step > room.height or \
                max(text_width(line, px, bold=True) for line in lines) > width:
            return False
        for k, line in enumerate(lines):
            ui_text.draw_text(surface, line, (room.centerx, room.centery + (k - 0.5) * step),
                              px, color, bold=True)
        return True

    def _draw_icon(self, surface: pygame.Surface, rect: pygame.Rect, px: int) -> None:
        """The icon: a dark glyph on a small brass disc near the left end."""
        d = round(rect.height * 0.6)
        centre = (rect.x + round(rect.height * 0.48), rect.centery)
        pygame.draw.circle(surface, (70, 50, 22), (centre[0], centre[1] + 1), d // 2 + 1)
        pygame.draw.circle(surface, (222, 186, 104) if self.enabled else (140, 130, 112), centre, d // 2)
        pygame.draw.circle(surface, (250, 226, 160) if self.enabled else (160, 150, 130), centre, d // 2, 1)
        ui_text.draw_text(surface, self.icon, centre, max(9, round(d * 0.62)), (46, 30, 12),
                          bold=True, shadow=False)


class FancyButton(Button):
    """A :class:`widgets.Button` with a pressed state and a focus ring."""

    def __init__(self, label: str = "", style: str = "neutral", *,
                 action: Callable[[], None] | None = None) -> None:
        super().__init__(label, style)
        self.action = action
        self.pressed = False
        self.focused = False

    def preferred_width(self, px: int) -> int:
        """Width that fits the label at ``px`` pixels plus padding (and the icon)."""
        return (text_width(self.label, px, bold=True) + round(px * 2.6)
                + self.icon_room(ui_text.grown(px / 0.36)))

    def two_line_width(self, px: int) -> int:
        """Width that fits the label on two lines (split at its best space, :attr:`wrap`)
        at ``px`` pixels plus padding; :meth:`preferred_width` for a label of one word."""
        words = self.label.split(" ")
        if len(words) < 2:
            return self.preferred_width(px)
        widest = min(max(text_width(" ".join(words[:k]), px, bold=True),
                         text_width(" ".join(words[k:]), px, bold=True))
                     for k in range(1, len(words)))
        return widest + round(px * 2.6) + self.icon_room(ui_text.grown(px / 0.36))

    def face_state(self) -> str:
        if self.pressed and self.enabled:
            return "down"
        return super().face_state()

    def draw(self, surface: pygame.Surface, *, sink: int = 0) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        super().draw(surface, sink=2 if self.pressed and self.enabled else sink)
        if self.focused and self.enabled:
            draw_focus_ring(surface, self.rect, max(4, self.rect.height // 5))


class SegmentedButton(FancyButton):
    """A footer control showing every option side by side, the active one highlighted.

    A click chooses the option under the pointer; Enter/Space (keyboard focus) moves
    to the next option. Used where a toggle button that relabels itself would hide
    which state is active (e.g. the statistics scope: All hands | Last 100 hands).

    Args:
        options: ``(value, label)`` pairs, labels translated, left to right.
        get: the active value.
        set: called with the chosen value (only when it changes).
    """

    def __init__(self, options: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], None]) -> None:
        super().__init__(" | ".join(label for _v, label in options), "neutral")
        self.options = list(options)
        self.get = get
        self.set = set
        self._last_pos: tuple[int, int] | None = None
        self.action = self._choose

    @property
    def active(self) -> int:
        """Index of the active option (0 if the value is not an option)."""
        value = self.get()
        return next((i for i, (v, _l) in enumerate(self.options) if v == value), 0)

    def preferred_width(self, px: int) -> int:
        return sum(text_width(label, px, bold=True) + round(px * 1.8) for _v, label in self.options)

    def segment_rects(self) -> list[pygame.Rect]:
        """The rectangle of each option inside :attr:`rect`: its label's width and an even
        share of the room left (a short label keeps as much room around it as a long
        one); where that share is under the labels' text size (at a larger text, their
        drawn height), every label but the widest keeps its width and room of that size,
        and the widest takes what is left (its label shrinks)."""
        px = self.label_px()
        labels = [text_width(label, px, bold=True) for _v, label in self.options]
        spare = (self.rect.width - sum(labels)) / max(1, len(labels))
        widths = [w + spare for w in labels]
        # room of the labels' size: at a larger text their height as drawn (pixels)
        room = px if ui_text.text_scale() == 1.0 else ui_text.font(px, True).get_height()
        if spare < room and len(labels) > 1:
            widest = labels.index(max(labels))
            widths = [w + room for w in labels]
            widths[widest] = max(room, self.rect.width - (sum(widths) - widths[widest]))
        total = sum(widths) or 1
        rects, x = [], self.rect.x
        for i, wd in enumerate(widths):
            right = self.rect.right if i == len(widths) - 1 else x + round(self.rect.width * wd / total)
            rects.append(pygame.Rect(x, self.rect.y, right - x, self.rect.height))
            x = right
        return rects

    def hit(self, pos: tuple[int, int]) -> bool:
        inside = super().hit(pos)
        if inside:
            self._last_pos = pos
        return inside

    def _choose(self) -> None:
        index = (self.active + 1) % len(self.options)
        if self._last_pos is not None:
            index = next((i for i, r in enumerate(self.segment_rects())
                          if r.collidepoint(self._last_pos)), index)
            self._last_pos = None
        if index != self.active:
            self.set(self.options[index][0])

    def draw(self, surface: pygame.Surface, *, sink: int = 0) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        radius = max(4, self.rect.height // 5)
        surface.blit(button_face(self.rect.size, "neutral", "normal", radius), self.rect.topleft)
        px = self.label_px()
        active = self.active
        rects = self.segment_rects()
        px = min(ui_text.fit_text(label, px, r.width - 8, bold=True)  # one size for all
                 for r, (_v, label) in zip(rects, self.options, strict=True))
        for i, (r, (_v, label)) in enumerate(zip(rects, self.options, strict=True)):
            if i == active:
                face = button_face(r.inflate(-6, -6).size, "primary", "normal", max(3, radius - 2))
                surface.blit(face, r.inflate(-6, -6).topleft)
            elif i > 0 and i - 1 != active:
                pygame.draw.line(surface, (150, 112, 56), (r.x, r.y + 8), (r.x, r.bottom - 8))
            color = WHITE if i == active else CREAM
            ui_text.draw_text(surface, label, r.center, px, color, bold=i == active, max_width=r.width - 8)
        if self.focused and self.enabled:
            draw_focus_ring(surface, self.rect, radius)


def place_in_a_row(buttons: Sequence[FancyButton], centre_x: int, top: int, height: int,
                   room: int, s: float, *, grow: bool = True) -> None:
    """Size ``buttons`` to their labels (at least ``150 * s`` pixels wide) and place them
    side by side from ``top``, centred on ``centre_x``; a row wider than ``room`` pixels
    first drops the minimum width and narrows the gaps, and only then is squeezed evenly
    rather than overflowing (``s``: the scale).

    ``height`` is the buttons' height at 100 % text (pixels): the labels' size is made
    from it (:func:`label_px_at`, grown by the text size once, by the font) and the box is
    ``ui_text.grown(height)`` tall, or ``height`` where ``grow`` is False (a fixed layout,
    the table's controls). Every label of the row is drawn at one size: in a squeezed
    row the largest at which every label fits its button."""
    bpx = label_px_at(height)
    widths = [max(round(150 * s), b.preferred_width(bpx)) for b in buttons]
    gap = round(14 * s)
    total = sum(widths) + gap * (len(widths) - 1)
    if total > room:  # first give up the minimum width and most of the gaps
        widths = [b.preferred_width(bpx) for b in buttons]
        gap = round(6 * s)
        total = sum(widths) + gap * (len(widths) - 1)
    if total > room:
        k = (room - gap * (len(widths) - 1)) / sum(widths)
        widths = [round(x * k) for x in widths]
        total = sum(widths) + gap * (len(widths) - 1)
    one = min((ui_text.fit_text(b.label, bpx, bw - 14, bold=True)
               for b, bw in zip(buttons, widths, strict=True)
               if not isinstance(b, SegmentedButton)), default=bpx)
    x = centre_x - total // 2
    for b, bw in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, top, bw, ui_text.grown(height) if grow else height)
        b.px_height, b.fixed_px = height, one
        x += bw + gap
