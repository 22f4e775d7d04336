"""Shared look and behaviour of the screens around the table (menus, setup, settings...).

A :class:`MenuScene` is a full screen (or an overlay) with a title, a scrollable
panel of *rows* and a footer of buttons. Rows are small objects that draw
themselves into a Rect given by the scene and react to clicks and keys:

* :class:`Section` — a heading inside the panel (not focusable);
* :class:`ChoiceRow` — ``‹ value ›`` cycling through a list (Left/Right, click);
  optionally drawn as thumbnails (card backs, felt colours);
* :class:`ToggleRow` — an on/off switch (Enter, Space, click);
* :class:`SliderRow` — a whole-number slider (Left/Right, drag, wheel);
* :class:`TextRow` — a line of text typed while focused (the player's name);
* :class:`ButtonRow` — a button inside the panel.

Keyboard: Up/Down (and Tab) move the focus over rows and footer buttons,
Left/Right change the focused row, Enter activates it, Esc goes back, PageUp/
PageDown and the wheel scroll. Everything is laid out from the window size:
sizes scale with ``min(w / 1280, h / 720)`` and widths are measured from the
translated texts, so longer German or Russian labels widen the panel instead of
being cut off.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from drawpoker.i18n import _
from drawpoker.ui import widgets as w
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.scene import Scene

# Palette shared by the screens (felt/wood, matching the table) ----------------
PANEL_BG = (16, 22, 20)
PANEL_EDGE = (120, 92, 48)
ROW_HOVER = (255, 255, 255, 14)
ROW_FOCUS = (232, 190, 92, 30)
FOCUS_EDGE = w.GOLD
TEXT = w.CREAM
SOFT = (196, 200, 186)
POSITIVE = (112, 208, 128)
NEGATIVE = (232, 104, 96)
WOOD_TOP = (86, 54, 30)
WOOD_BOTTOM = (52, 32, 18)


def scale_of(size: tuple[int, int]) -> float:
    """Size multiplier for a window of ``size`` pixels (1.0 at 1280×720, at least 0.5)."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


def chips(n: int) -> str:
    """Chips with the language's thousands separators (``1,250``)."""
    try:
        from drawpoker.i18n import format_chips

        return str(format_chips(int(n)))
    except Exception:
        return f"{int(n):,}"


def decimal(x: float, places: int = 1) -> str:
    """A decimal number with the language's separator (en ``1.5``, de/ru ``1,5``)."""
    try:
        from drawpoker.i18n import format_number

        return str(format_number(float(x), places=places))
    except Exception:
        return f"{x:.{places}f}"


def moment(iso: str) -> str:
    """A stored ISO 8601 time (``2026-11-30T06:15:00Z``, UTC) as the language writes it, in
    the computer's time zone (de ``30.11.2026, 07:15``); the text itself if it is not ISO."""
    try:
        from drawpoker.i18n import format_datetime

        return format_datetime(iso)
    except (ValueError, TypeError, AttributeError):
        return str(iso)


def day(iso: str) -> str:
    """The day of a stored ISO 8601 time as the language writes it (de ``30.11.2026``);
    the text itself if it is not ISO."""
    try:
        from drawpoker.i18n import format_date

        return format_date(iso)
    except (ValueError, TypeError, AttributeError):
        return str(iso)


def signed_chips(n: int) -> str:
    """Chips with an explicit sign (``+120``, ``−40``, ``0``)."""
    if n > 0:
        return "+" + chips(n)
    if n < 0:
        return "\u2212" + chips(-n)
    return chips(0)


def percent(x: float | None) -> str:
    """A fraction 0..1 as a whole percentage, or a dash when there is none."""
    if x is None:
        return "\u2014"
    return _("{value}%").format(value=chips(round(100 * x)))


def text_width(text: str, px: int, *, bold: bool = False) -> int:
    """Width in pixels of ``text`` at ``px`` pixels."""
    return int(w.font(px, bold).size(text)[0])


def wrap(text: str, px: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Lines of ``text`` no wider than ``max_width`` pixels; words longer than a line (file
    paths) are broken between characters instead of running off the edge."""
    f = w.font(px, bold)
    lines: list[str] = []
    for line in w.wrap_text(text, px, max_width, bold=bold):
        while f.size(line)[0] > max_width and len(line) > 1:
            cut = len(line)
            while cut > 1 and f.size(line[:cut])[0] > max_width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under an overlay)."""
    surface.blit(_veil(surface.get_size(), max(0, min(255, int(alpha)))), (0, 0))


@functools.lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def wood_panel(surface: pygame.Surface, rect: pygame.Rect, s: float, *, alpha: int = 232) -> None:
    """A dark felt panel framed in a thin wooden rim with a gold hairline (cached per size)."""
    rim = max(3, round(5 * s))
    radius = max(8, round(14 * s))
    img = _wood_panel_surface(rect.size, rim, radius, alpha)
    surface.blit(img, (rect.x - rim - 6, rect.y - rim))


@functools.lru_cache(maxsize=16)
def _wood_panel_surface(size: tuple[int, int], rim: int, radius: int, alpha: int) -> pygame.Surface:
    w_, h_ = size
    outer = pygame.Rect(6, 0, w_ + 2 * rim, h_ + 2 * rim)
    img = pygame.Surface((outer.width + 12, outer.height + 14), pygame.SRCALPHA)
    pygame.draw.rect(img, (0, 0, 0, 90), pygame.Rect(0, 2, outer.width + 12, outer.height + 12),
                     border_radius=radius + rim + 4)
    wood = w.vertical_gradient(outer.size, WOOD_TOP, WOOD_BOTTOM).convert_alpha()
    mask = pygame.Surface(outer.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius + rim)
    wood.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    img.blit(wood, outer.topleft)
    inner = pygame.Rect(outer.x + rim, outer.y + rim, w_, h_)
    # the room shows through a little: the face is the panel colour at the panel's alpha
    tint = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*PANEL_BG, alpha), tint.get_rect(), border_radius=radius)
    hole = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(hole, (0, 0, 0, 255), hole.get_rect(), border_radius=radius)
    img.blit(hole, inner.topleft, special_flags=pygame.BLEND_RGBA_SUB)  # cut the wood out
    img.blit(tint, inner.topleft)
    pygame.draw.rect(img, (*PANEL_EDGE, 255), inner, 1, border_radius=radius)
    return img


class FancyButton(w.Button):
    """A :class:`widgets.Button` with a pressed state and a focus ring."""

    def __init__(self, label: str = "", style: str = "neutral", *,
                 action: Callable[[], None] | None = None) -> None:
        super().__init__(label, style)
        self.action = action
        self.pressed = False
        self.focused = False

    def preferred_width(self, px: int) -> int:
        """Width that fits the label at ``px`` pixels plus padding."""
        return text_width(self.label, px, bold=True) + round(px * 2.6)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        if self.pressed and self.enabled:
            radius = max(4, self.rect.height // 5)
            face = w._button_face(self.rect.size, self.style, "down", radius)
            surface.blit(face, self.rect.move(0, 2).topleft)
            px = max(11, round(self.rect.height * 0.36))
            w.draw_text(surface, self.label, self.rect.move(0, 2).center, px, w.WHITE, bold=True,
                        max_width=self.rect.width - 14)
        else:
            super().draw(surface)
        if self.focused and self.enabled:
            radius = max(4, self.rect.height // 5)
            pygame.draw.rect(surface, FOCUS_EDGE, self.rect.inflate(6, 6), 2, border_radius=radius + 3)


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
        """The rectangle of each option inside :attr:`rect`, in proportion to its label."""
        px = max(11, round(self.rect.height * 0.36))
        widths = [text_width(label, px, bold=True) + px for _v, label in self.options]
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

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        radius = max(4, self.rect.height // 5)
        surface.blit(w._button_face(self.rect.size, "neutral", "normal", radius), self.rect.topleft)
        px = max(11, round(self.rect.height * 0.36))
        active = self.active
        rects = self.segment_rects()
        for i, (r, (_v, label)) in enumerate(zip(rects, self.options, strict=True)):
            if i == active:
                face = w._button_face(r.inflate(-4, -4).size, "primary", "normal", max(3, radius - 2))
                surface.blit(face, r.inflate(-4, -4).topleft)
            elif i > 0 and i - 1 != active:
                pygame.draw.line(surface, (120, 112, 92), (r.x, r.y + 8), (r.x, r.bottom - 8))
            color = w.WHITE if i == active else (200, 196, 184)
            w.draw_text(surface, label, r.center, px, color, bold=i == active, max_width=r.width - 8)
        if self.focused and self.enabled:
            pygame.draw.rect(surface, FOCUS_EDGE, self.rect.inflate(6, 6), 2, border_radius=radius + 3)


# --------------------------------------------------------------------------- rows
class Row:
    """One line of a menu panel.

    Attributes:
        label: translated text on the left.
        rect: where the row is drawn (set by the scene).
        focusable: keyboard focus can land here.
        units: height in row units (1 = one line).
        enabled: greyed out and inert when False.
        hint: a second, smaller line of explanation (optional).
    """

    focusable = True
    units = 1.0

    def __init__(self, label: str, *, hint: str = "") -> None:
        self.label = label
        self.hint = hint
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.offset = 0  # top of the row inside the scrolled content (pixels)

    def control_width(self, px: int) -> int:
        """Pixels the control on the right needs at text size ``px``."""
        return 0

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        """Draw the row into :attr:`rect` with text size ``px``."""
        r = self.rect
        if focused:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill(ROW_FOCUS)
            surface.blit(bg, r.topleft)
            pygame.draw.rect(surface, FOCUS_EDGE, (r.x, r.y + 3, 3, r.height - 6))
        elif hovered and self.enabled:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill(ROW_HOVER)
            surface.blit(bg, r.topleft)
        color = TEXT if self.enabled else (120, 120, 112)
        label_h = r.height if self.units <= 1.0 else round(r.height / self.units)
        if self.hint:
            w.draw_text(surface, self.label, (r.x + px, r.y + label_h * 0.36), px, color,
                        anchor="midleft", max_width=self.label_room(px))
            w.draw_text(surface, self.hint, (r.x + px, r.y + label_h * 0.74), round(px * 0.72),
                        SOFT, anchor="midleft", shadow=False, max_width=self.label_room(px))
        else:
            w.draw_text(surface, self.label, (r.x + px, r.y + label_h / 2), px, color,
                        anchor="midleft", max_width=self.label_room(px))

    def label_room(self, px: int) -> int:
        """Pixels available to the label (left of the control)."""
        return max(40, self.rect.width - self.control_width(px) - px * 2)

    def control_rect(self, px: int) -> pygame.Rect:
        """The Rect of the control at the right end of the row."""
        r = self.rect
        cw = self.control_width(px)
        line_h = r.height if self.units <= 1.0 else round(r.height / self.units)
        return pygame.Rect(r.right - px - cw, r.y + round(line_h * 0.14), cw, round(line_h * 0.72))

    def click(self, pos: tuple[int, int], px: int) -> bool:
        """A click inside the row; True if something changed."""
        return self.activate()

    def activate(self) -> bool:
        """Enter / Space on the focused row."""
        return False

    def step(self, direction: int) -> bool:
        """Left (-1) / Right (+1) on the focused row."""
        return False

    def drag(self, pos: tuple[int, int], px: int) -> bool:
        """Pointer moved with the button held (sliders)."""
        return False

    def text(self, intent: Key) -> bool:
        """A key while focused, before navigation (text rows consume typing)."""
        return False


class Section(Row):
    """A heading that groups the rows below it."""

    focusable = False
    units = 0.9

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        r = self.rect
        y = r.bottom - round(r.height * 0.34)
        t = w.draw_text(surface, self.label.upper(), (r.x + px * 0.6, y), round(px * 0.78), w.GOLD,
                        anchor="midleft", bold=True, shadow=False)
        pygame.draw.line(surface, (*w.GOLD_DARK,), (t.right + px * 0.6, y), (r.right - px * 0.6, y), 1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        return False


class ChoiceRow(Row):
    """Cycle through ``choices`` (``(value, translated text)``).

    Args:
        get / set: read and write the value (``set`` may raise ``ValueError``; the
            scene shows the reason).
        preview: draws a thumbnail per choice ``(value, (w, h)) -> Surface``; the row is
            then drawn as clickable thumbnails instead of ``‹ text ›``.
    """

    def __init__(self, label: str, choices: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], None], *, hint: str = "",
                 preview: Callable[[Any, tuple[int, int]], pygame.Surface] | None = None,
                 wrap: bool = True) -> None:
        super().__init__(label, hint=hint)
        self.choices = list(choices)
        self.get = get
        self.set = set
        self.preview = preview
        self.wrap = wrap
        if preview is not None:
            self.units = 2.2

    def index(self) -> int:
        """Position of the current value in :attr:`choices` (0 if not found)."""
        v = self.get()
        for i, (value, _t) in enumerate(self.choices):
            if value == v:
                return i
        return 0

    def value_text(self) -> str:
        """The text of the current value."""
        v = self.get()
        for value, text in self.choices:
            if value == v:
                return text
        return str(v)

    #: set by the scene: every ChoiceRow of a panel is exactly this wide (a neat column);
    #: a value wider than the column is drawn smaller, so one long translation never
    #: pushes its selector out of line (0: as wide as the widest choice).
    min_width = 0

    def control_width(self, px: int) -> int:
        if self.preview is not None:
            th = round(self.thumb_h(px))
            return len(self.choices) * (round(th * 1.0) + px // 2)
        return self.min_width if self.min_width > 0 else self.natural_width(px)

    def natural_width(self, px: int) -> int:
        """Width that fits the widest choice at ``px`` pixels."""
        widest = max((text_width(t, px, bold=True) for _v, t in self.choices), default=40)
        return widest + px * 4

    def thumb_h(self, px: int) -> float:
        return px * 2.9

    def control_rect(self, px: int) -> pygame.Rect:
        if self.preview is None:
            return super().control_rect(px)
        r = self.rect
        cw = self.control_width(px)
        th = round(self.thumb_h(px))
        return pygame.Rect(r.right - px - cw, r.centery - th // 2, cw, th)

    def thumb_rects(self, px: int) -> list[pygame.Rect]:
        """One Rect per choice thumbnail."""
        c = self.control_rect(px)
        th = c.height
        tw = round(th * 1.0)
        gap = px // 2
        return [pygame.Rect(c.x + i * (tw + gap), c.y, tw, th) for i in range(len(self.choices))]

    def step(self, direction: int) -> bool:
        if not self.enabled or not self.choices:
            return False
        i = self.index() + direction
        if not self.wrap and not 0 <= i < len(self.choices):
            return False
        self.set(self.choices[i % len(self.choices)][0])
        return True

    def activate(self) -> bool:
        return self.step(+1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if not self.enabled:
            return False
        if self.preview is not None:
            for rect, (value, _t) in zip(self.thumb_rects(px), self.choices, strict=True):
                if rect.collidepoint(pos):
                    self.set(value)
                    return True
            return False
        c = self.control_rect(px)
        if pos[0] < c.x + c.height:
            return self.step(-1)
        return self.step(+1)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        if self.preview is not None:
            current = self.get()
            for rect, (value, text) in zip(self.thumb_rects(px), self.choices, strict=True):
                img = self.preview(value, (rect.width - 8, rect.height - 8))
                surface.blit(img, img.get_rect(center=rect.center))
                if value == current:
                    pygame.draw.rect(surface, w.GOLD, rect, 3, border_radius=6)
                    w.draw_text(surface, text, (rect.centerx, rect.bottom + px * 0.1), round(px * 0.7),
                                w.GOLD, anchor="midtop", shadow=True)
            return
        c = self.control_rect(px)
        color = TEXT if self.enabled else (120, 120, 112)
        pill = pygame.Surface(c.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (0, 0, 0, 90), pill.get_rect(), border_radius=c.height // 2)
        pygame.draw.rect(pill, (*w.GOLD_DARK, 200 if focused else 120), pill.get_rect(), 1,
                         border_radius=c.height // 2)
        surface.blit(pill, c.topleft)
        arrow = w.GOLD if self.enabled else color
        w.draw_text(surface, "\u2039", (c.x + c.height * 0.55, c.centery - px * 0.08), round(px * 1.4),
                    arrow, bold=True, shadow=False)
        w.draw_text(surface, "\u203a", (c.right - c.height * 0.55, c.centery - px * 0.08),
                    round(px * 1.4), arrow, bold=True, shadow=False)
        w.draw_text(surface, self.value_text(), c.center, px, color, bold=True,
                    max_width=c.width - c.height * 2)


class ToggleRow(Row):
    """An on/off switch."""

    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], None], *,
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.get = get
        self.set = set

    def control_width(self, px: int) -> int:
        return max(text_width(_("On"), round(px * 0.8), bold=True),
                   text_width(_("Off"), round(px * 0.8), bold=True)) + round(px * 3.2)

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.set(not self.get())
        return True

    def step(self, direction: int) -> bool:
        if not self.enabled or self.get() == (direction > 0):
            return False
        self.set(direction > 0)
        return True

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        c = self.control_rect(px)
        on = bool(self.get())
        track = (52, 142, 92) if on else (64, 70, 74)
        if not self.enabled:
            track = (50, 52, 54)
        pygame.draw.rect(surface, (0, 0, 0), c.move(0, 2), border_radius=c.height // 2)
        pygame.draw.rect(surface, track, c, border_radius=c.height // 2)
        pygame.draw.rect(surface, (255, 255, 255), c, 1, border_radius=c.height // 2)
        rad = c.height // 2 - 3
        kx = c.right - c.height // 2 if on else c.x + c.height // 2
        pygame.draw.circle(surface, w.CREAM, (kx, c.centery), rad)
        text = _("On") if on else _("Off")
        tx = c.x + (c.width - c.height) / 2 if on else c.x + c.height + (c.width - c.height) / 2
        w.draw_text(surface, text, (tx, c.centery), round(px * 0.8), w.WHITE, bold=True)


class SliderRow(Row):
    """A whole-number value ``lo..hi`` on a slider with its value shown."""

    def __init__(self, label: str, lo: int, hi: int, step: int, get: Callable[[], int],
                 set: Callable[[int], None], fmt: Callable[[int], str] = str, *,
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.slider = w.Slider(lo, hi, get())
        self.stepsize = step
        self.get = get
        self.set = set
        self.fmt = fmt
        self.dragging = False

    def control_width(self, px: int) -> int:
        return px * 14

    def _value_w(self, px: int) -> int:
        return max(text_width(self.fmt(v), px, bold=True) for v in (self.slider.lo, self.slider.hi)) + px

    def _track(self, px: int) -> pygame.Rect:
        c = self.control_rect(px)
        vw = self._value_w(px)
        return pygame.Rect(c.x + px // 2, c.centery - px // 3, c.width - vw - px, max(8, px * 2 // 3))

    def step(self, direction: int) -> bool:
        v = max(self.slider.lo, min(self.slider.hi, self.get() + direction * self.stepsize))
        if v == self.get():
            return False
        self.set(v)
        return True

    def click(self, pos: tuple[int, int], px: int) -> bool:
        track = self._track(px)
        if track.inflate(px, px).collidepoint(pos):
            self.dragging = True
            return self.drag(pos, px)
        return False

    def drag(self, pos: tuple[int, int], px: int) -> bool:
        self.slider.rect = self._track(px)
        v = self.slider.value_at(pos[0])
        v = round(v / self.stepsize) * self.stepsize
        if v == self.get():
            return False
        self.set(v)
        return True

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        self.slider.rect = self._track(px)
        self.slider.set_value(self.get())
        self.slider.draw(surface)
        c = self.control_rect(px)
        w.draw_text(surface, self.fmt(self.get()), (c.right, c.centery), px, TEXT, bold=True,
                    anchor="midright")


class TextRow(Row):
    """A line of text edited like a desktop text field (the player's name).

    The first click (or Enter) starts editing with the whole text selected, so
    typing replaces it; a click while editing places the caret. Ctrl+A selects
    all; typing replaces the selection; Backspace/Delete remove the selection or
    one character; Left/Right/Home/End move the caret (with Shift they extend the
    selection); Enter or Tab confirms, Esc cancels.

    Attributes:
        buffer: the text being typed, ``None`` when not editing.
        caret: caret position in ``buffer`` (characters).
        anchor: the other end of the selection, ``None`` without one.
    """

    def __init__(self, label: str, get: Callable[[], str], set: Callable[[str], None], *,
                 max_len: int = 40, hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.get = get
        self.set = set
        self.max_len = max_len
        self.buffer: str | None = None
        self.caret = 0
        self.anchor: int | None = None
        self.blink = 0.0
        self._text_px = 0  # font size of the last drawing (caret placement by click)

    def control_width(self, px: int) -> int:
        return px * 16

    def editing(self) -> bool:
        """True while the player is typing."""
        return self.buffer is not None

    def _start(self) -> None:
        self.buffer = self.get()
        self.anchor, self.caret = 0, len(self.buffer)  # all selected: typing replaces it

    def selection(self) -> tuple[int, int] | None:
        """``(start, end)`` of the selected characters, ``None`` if nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def activate(self) -> bool:
        if self.buffer is None:
            self._start()
            return False
        return self.commit()

    def commit(self) -> bool:
        """Store the typed text (``set`` may raise ``ValueError``)."""
        if self.buffer is None:
            return False
        text, self.buffer = self.buffer, None
        self.anchor = None
        if text != self.get():
            self.set(text)
            return True
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if self.buffer is None:
            self._start()
            return False
        # already editing: the caret goes to the nearest gap between characters
        c = self.control_rect(px)
        size = self._text_px or px
        x = pos[0] - (c.x + px * 0.6)
        gaps = [text_width(self.buffer[:i], size) for i in range(len(self.buffer) + 1)]
        self.caret = min(range(len(gaps)), key=lambda i: abs(gaps[i] - x))
        self.anchor = None
        return False

    def _delete_selection(self) -> bool:
        sel = self.selection()
        if sel is None or self.buffer is None:
            return False
        a, b = sel
        self.buffer = self.buffer[:a] + self.buffer[b:]
        self.caret, self.anchor = a, None
        return True

    def _move(self, to: int, shift: bool) -> None:
        assert self.buffer is not None
        if shift:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            sel = self.selection()
            self.anchor = None
            if sel is not None and to in (self.caret - 1, self.caret + 1):
                to = sel[0] if to < self.caret else sel[1]  # Left/Right collapse a selection
        self.caret = max(0, min(len(self.buffer), to))

    def text(self, intent: Key) -> bool:
        if self.buffer is None:
            return False
        k = intent.key
        ctrl = bool(intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(intent.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.commit()
            return k != pygame.K_TAB
        if k == pygame.K_ESCAPE:
            self.buffer, self.anchor = None, None
            return True
        if ctrl and k == pygame.K_a:
            self.anchor, self.caret = 0, len(self.buffer)
            return True
        if k == pygame.K_BACKSPACE:
            if not self._delete_selection() and self.caret > 0:
                self.buffer = self.buffer[:self.caret - 1] + self.buffer[self.caret:]
                self.caret -= 1
            return True
        if k == pygame.K_DELETE:
            if not self._delete_selection() and self.caret < len(self.buffer):
                self.buffer = self.buffer[:self.caret] + self.buffer[self.caret + 1:]
            return True
        moves = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1,
                 pygame.K_HOME: 0, pygame.K_END: len(self.buffer)}
        if k in moves:
            self._move(moves[k], shift)
            return True
        if intent.text and intent.text.isprintable() and not ctrl:
            self._delete_selection()
            room = self.max_len - len(self.buffer)
            typed = intent.text[:max(0, room)]
            self.buffer = self.buffer[:self.caret] + typed + self.buffer[self.caret:]
            self.caret += len(typed)
            return True
        return k not in (pygame.K_UP, pygame.K_DOWN)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        c = self.control_rect(px)
        pygame.draw.rect(surface, (8, 10, 12), c, border_radius=6)
        pygame.draw.rect(surface, w.GOLD if self.buffer is not None else w.GOLD_DARK, c, 2 if
                         self.buffer is not None else 1, border_radius=6)
        shown = self.buffer if self.buffer is not None else self.get()
        max_w = round(c.width - px * 1.5)
        size = w.fit_text(shown, px, max_w) if shown else px
        self._text_px = size
        x0 = c.x + px * 0.6
        sel = self.selection() if self.buffer is not None else None
        if sel is not None:
            a = text_width(shown[:sel[0]], size)
            b = text_width(shown[:sel[1]], size)
            pygame.draw.rect(surface, (60, 90, 140), pygame.Rect(round(x0 + a), c.y + 4, b - a,
                                                                  c.height - 8))
        w.draw_text(surface, shown, (x0, c.centery), px, TEXT, anchor="midleft",
                    shadow=False, max_width=max_w)
        if self.buffer is not None and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = round(x0 + text_width(shown[:self.caret], size))
            pygame.draw.line(surface, w.GOLD, (x, c.y + 5), (x, c.bottom - 5), 2)


class ButtonRow(Row):
    """A button inside the panel (e.g. "Reset profile")."""

    def __init__(self, label: str, action: Callable[[], None], *, style: str = "neutral",
                 hint: str = "", text: str = "") -> None:
        super().__init__(label, hint=hint)
        self.button = FancyButton(text or label, style, action=action)

    def control_width(self, px: int) -> int:
        return self.button.preferred_width(round(px * 0.9))

    def activate(self) -> bool:
        if self.enabled and self.button.action:
            self.button.action()
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if self.control_rect(px).collidepoint(pos):
            return self.activate()
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        self.button.rect = self.control_rect(px)
        self.button.enabled = self.enabled
        self.button.hovered = hovered
        self.button.draw(surface)


# --------------------------------------------------------------------------- scene
class MenuScene(Scene):
    """A titled screen with a scrollable panel of rows and a footer of buttons.

    Subclasses implement :meth:`build` (fill :attr:`rows` and :attr:`footer`) and may
    override :meth:`draw_extra` / :meth:`layout_extra` for charts or previews. A row's
    callback raising ``ValueError`` shows its message in the status line instead.

    Attributes:
        rows: the panel's rows, top to bottom.
        footer: the buttons under the panel (the last one is usually Back).
        status: a message under the panel (errors in red).
        panel_width: preferred panel width at scale 1 (pixels).
    """

    title_text = ""
    panel_width = 760
    #: shrink the panel to its rows (short screens) and bring the footer up under it
    fit_content = False
    overlay = False

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []
        self.footer: list[FancyButton] = []
        self.focus = 0
        self.hover: Row | None = None
        self.scroll = 0
        self.content_h = 0
        self.status = ""
        self.status_error = False
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.px = 16
        self.s = 1.0
        self.size = (1280, 720)
        self.pressed: FancyButton | None = None
        self.dragging: Row | None = None
        self.language = ""
        self._bg: pygame.Surface | None = None

    # construction -----------------------------------------------------------
    def title(self) -> str:
        """The screen's heading (translated)."""
        return self.title_text

    def build(self) -> None:
        """Create :attr:`rows` and :attr:`footer` (called on enter and on language change)."""

    #: seconds a full screen takes to fade in (none with reduced motion or instant speed)
    FADE_IN = 0.16

    def enter(self) -> None:
        self.fade = 0.0 if self._still() else self.FADE_IN
        self.rebuild()

    def _still(self) -> bool:
        settings = self.app.settings
        return settings.reduced_motion or settings.animation_speed == "instant"

    def update(self, dt: float) -> None:
        self.fade = max(0.0, getattr(self, "fade", 0.0) - dt)

    def rebuild(self) -> None:
        """Build rows and footer again (e.g. after the language changed) and lay out."""
        from drawpoker.i18n import current_language

        self.language = current_language()
        focus = self.focus
        self.rows, self.footer = [], []
        self.build()
        self.focus = min(focus, max(0, len(self.focusables()) - 1))
        self.resize(self.app.size if self.app else self.size)

    def resume(self) -> None:
        from drawpoker.i18n import current_language

        if current_language() != self.language:
            self.rebuild()
        else:
            self.resize(self.app.size)
        self._bg = None

    def focusables(self) -> list[Row | FancyButton]:
        """Rows that take focus, then the footer buttons."""
        items: list[Row | FancyButton] = [r for r in self.rows if r.focusable and r.visible]
        items += [b for b in self.footer if b.visible]
        return items

    # layout -------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        sw, sh = size
        s = scale_of(size)
        self.s = s
        self.px = px = max(14, round(19 * s))
        margin = round(24 * s)
        title_h = round(92 * s)
        foot_h = round(64 * s) if self.footer else 0
        status_h = round(30 * s)
        row_h = round(px * 2.3)
        pills = [r for r in self.rows if isinstance(r, ChoiceRow) and r.preview is None]
        column = round(min(sw * 0.36, max((r.natural_width(px) for r in pills), default=0)))
        for pill in pills:
            pill.min_width = min(column, max(px * 9, column))
        need = max((text_width(r.label, px) + r.control_width(px) + px * 4 for r in self.rows),
                   default=0)
        width = min(sw - 2 * margin, max(round(self.panel_width * s), need))
        avail_h = sh - title_h - foot_h - status_h - margin
        if self.fit_content:
            content = sum(round(row_h * r.units) for r in self.rows if r.visible) + round(14 * s)
            avail_h = min(avail_h, content)
        self.panel = pygame.Rect(0, 0, width, avail_h)
        self.panel.midtop = (sw // 2, title_h)
        self.layout_extra()
        self.viewport = self.panel.inflate(-round(12 * s), -round(12 * s))
        y = 0
        for r in self.rows:
            if not r.visible:
                continue
            h = round(row_h * r.units)
            r.rect = pygame.Rect(self.viewport.x, 0, self.viewport.width, h)
            r.offset = y
            y += h
        self.content_h = y
        self.max_scroll = max(0, self.content_h - self.viewport.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place_rows()
        # footer buttons sized to their text, centred in a row
        if self.footer:
            bh = round(46 * s)
            bpx = max(11, round(bh * 0.36))
            widths = [max(round(150 * s), b.preferred_width(bpx)) for b in self.footer]
            gap = round(14 * s)
            total = sum(widths) + gap * (len(widths) - 1)
            if total > sw - 2 * margin:  # squeeze evenly rather than overflow
                k = (sw - 2 * margin - gap * (len(widths) - 1)) / sum(widths)
                widths = [round(x * k) for x in widths]
                total = sum(widths) + gap * (len(widths) - 1)
            x = sw // 2 - total // 2
            y0 = sh - foot_h + (foot_h - bh) // 2 - round(6 * s)
            if self.fit_content:
                y0 = min(y0, self.panel.bottom + status_h + round(10 * s))
            for b, bw in zip(self.footer, widths, strict=True):
                b.rect = pygame.Rect(x, y0, bw, bh)
                x += bw + gap
        self._bg = None

    def layout_extra(self) -> None:
        """Adjust :attr:`panel` for extra content (previews, charts) before rows are placed."""

    def _place_rows(self) -> None:
        for r in self.rows:
            if r.visible:
                r.rect.y = self.viewport.y + r.offset - self.scroll

    def scroll_to(self, row: Row) -> None:
        """Scroll so that ``row`` is fully visible."""
        top = row.offset
        if top < self.scroll:
            self.scroll = top
        elif top + row.rect.height > self.scroll + self.viewport.height:
            self.scroll = top + row.rect.height - self.viewport.height
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place_rows()

    def scroll_by(self, dy: int) -> None:
        """Scroll the panel by ``dy`` pixels (positive = down)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self._place_rows()

    # behaviour ----------------------------------------------------------------
    def back(self) -> None:
        """Esc / Back: leave this screen."""
        self.app.stack.pop()

    def changed(self, row: Row) -> None:
        """A row's value changed (hook for subclasses)."""

    def say(self, text: str, *, error: bool = False) -> None:
        """Show ``text`` in the status line."""
        self.status = text
        self.status_error = error

    def _run(self, fn: Callable[[], Any], row: Row | None = None) -> Any:
        try:
            result = fn()
        except ValueError as exc:
            self.say(str(exc), error=True)
            return False
        if result and row is not None:
            self.status = "" if self.status_error else self.status
            self.status_error = False
            self.changed(row)
        return result

    def focused_item(self) -> Row | FancyButton | None:
        """The item with the keyboard focus."""
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def move_focus(self, delta: int) -> None:
        """Move the keyboard focus by ``delta`` items (wrapping)."""
        items = self.focusables()
        if not items:
            return
        self.focus = (self.focus + delta) % len(items)
        item = items[self.focus]
        if isinstance(item, Row):
            self.scroll_to(item)
        self._update_focus_flags()

    def _update_focus_flags(self) -> None:
        item = self.focused_item()
        for b in self.footer:
            b.focused = b is item

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            return self._motion(intent)
        if isinstance(intent, Release):
            if self.pressed is not None:
                b, self.pressed = self.pressed, None
                b.pressed = False
                if b.hit(intent.pos) and b.action:
                    self.app.play_sound("click")
                    self._run(b.action)
            self.dragging = None
            return True
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * self.px * 3)
            return True
        if isinstance(intent, Click):
            return self._click(intent) or self.modal
        if isinstance(intent, Key):
            return self._key(intent) or self.modal
        return self.modal

    def _motion(self, intent: Motion) -> bool:
        self.hover = None
        for b in self.footer:
            b.hover(intent.pos)
        if self.viewport.collidepoint(intent.pos):
            for r in self.rows:
                if r.visible and r.rect.collidepoint(intent.pos):
                    self.hover = r
        if self.dragging is not None and intent.dragging:
            row = self.dragging
            self._run(lambda: row.drag(intent.pos, self.px), row)
        return True

    def _click(self, intent: Click) -> bool:
        if intent.button != 1:
            return False
        for b in self.footer:
            if b.hit(intent.pos):
                b.pressed = True
                self.pressed = b
                items = self.focusables()
                if b in items:
                    self.focus = items.index(b)
                self._update_focus_flags()
                return True
        if self.viewport.collidepoint(intent.pos):
            for r in self.rows:
                if r.visible and r.focusable and r.rect.collidepoint(intent.pos):
                    items = self.focusables()
                    for other in self.rows:
                        if isinstance(other, TextRow) and other is not r and other.editing():
                            self._run(other.commit, other)
                    if r in items:
                        self.focus = items.index(r)
                    self._update_focus_flags()
                    if r.enabled:
                        self.app.play_sound("click")
                        self._run(functools.partial(r.click, intent.pos, self.px), r)
                        if isinstance(r, SliderRow):
                            self.dragging = r
                    return True
        return self.click_extra(intent.pos)

    def click_extra(self, pos: tuple[int, int]) -> bool:
        """A click outside rows and footer (hook for subclasses)."""
        return False

    def _key(self, intent: Key) -> bool:
        item = self.focused_item()
        if isinstance(item, Row) and item.text(intent):
            if isinstance(item, TextRow) and not item.editing():
                self.changed(item)
            return True
        k = intent.key
        if k == pygame.K_ESCAPE:
            self.back()
            return True
        if k in (pygame.K_DOWN, pygame.K_TAB) and not (k == pygame.K_TAB and intent.mod & pygame.KMOD_SHIFT):
            self.move_focus(+1)
            return True
        if k == pygame.K_UP or (k == pygame.K_TAB and intent.mod & pygame.KMOD_SHIFT):
            self.move_focus(-1)
            return True
        if k == pygame.K_PAGEDOWN:
            self.scroll_by(self.viewport.height * 3 // 4)
            return True
        if k == pygame.K_PAGEUP:
            self.scroll_by(-self.viewport.height * 3 // 4)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            d = -1 if k == pygame.K_LEFT else 1
            if isinstance(item, Row):
                self._run(lambda: item.step(d), item)
            elif isinstance(item, FancyButton):
                self.move_focus(d)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if isinstance(item, Row) and item.enabled:
                self.app.play_sound("click")
                self._run(item.activate, item)
            elif isinstance(item, FancyButton) and item.enabled and item.action:
                self.app.play_sound("click")
                self._run(item.action)
            return True
        return self.key_extra(intent)

    def key_extra(self, intent: Key) -> bool:
        """A key not used for navigation (hook for subclasses)."""
        return False

    # drawing ------------------------------------------------------------------
    def background(self, surface: pygame.Surface) -> None:
        """The room behind the panel (the felt glow in the table's colour)."""
        if self.overlay:
            shade(surface, 195)
            return
        size = surface.get_size()
        if self._bg is None or self._bg.get_size() != size:
            from drawpoker.ui.visuals import felt_background

            felt = str(self.app.settings.table_color) if self.app else "green"
            self._bg = felt_background(size, felt)
        surface.blit(self._bg, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.background(surface)
        s = self.s
        sw, _sh = self.size
        title_px = round(44 * s)
        w.draw_text(surface, self.title(), (sw / 2, round(46 * s)), title_px, w.CREAM, bold=True,
                    max_width=sw - round(60 * s))
        tw_ = min(sw - round(80 * s), text_width(self.title(), title_px, bold=True) + round(80 * s))
        y = round(76 * s)
        pygame.draw.line(surface, w.GOLD_DARK, (sw / 2 - tw_ / 2, y), (sw / 2 + tw_ / 2, y), 1)
        wood_panel(surface, self.panel, s, alpha=252 if self.overlay else 232)  # no menu shows through
        clip = surface.get_clip()
        surface.set_clip(self.viewport)
        focused = self.focused_item()
        for r in self.rows:
            if not r.visible or r.rect.bottom < self.viewport.top or r.rect.top > self.viewport.bottom:
                continue
            r.draw(surface, self.px, focused=r is focused, hovered=r is self.hover)
        self.draw_extra(surface)
        surface.set_clip(clip)
        if self.max_scroll > 0:
            self._draw_scrollbar(surface)
        if self.status:
            color = NEGATIVE if self.status_error else w.GOLD
            w.draw_text(surface, self.status, (sw / 2, self.panel.bottom + round(22 * s)),
                        round(self.px * 0.85), color, max_width=sw - round(40 * s))
        self._update_focus_flags()
        for b in self.footer:
            b.draw(surface)
        self.draw_outside(surface)
        fade = getattr(self, "fade", 0.0)
        if fade > 0 and not self.overlay:  # the screen comes up out of the dark
            shade(surface, round(255 * fade / self.FADE_IN))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Extra content drawn inside the panel's clip (hook for subclasses)."""

    def draw_outside(self, surface: pygame.Surface) -> None:
        """Extra content drawn after the panel and footer, unclipped (hook for subclasses)."""

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        v = self.viewport
        bar = pygame.Rect(v.right + round(2 * self.s), v.y, max(4, round(5 * self.s)), v.height)
        pygame.draw.rect(surface, (0, 0, 0), bar, border_radius=3)
        h = max(20, round(v.height * v.height / max(1, self.content_h)))
        y = v.y + round((v.height - h) * self.scroll / max(1, self.max_scroll))
        pygame.draw.rect(surface, w.GOLD_DARK, (bar.x, y, bar.width, h), border_radius=3)


def click_on_buttons(owner: Any, intent: Intent) -> tuple[bool, FancyButton | None]:
    """Mouse press and release over ``owner.buttons`` (a list of :class:`FancyButton`).

    A press marks the button under the pointer as pressed (``owner.pressed``); the
    release clicks it only if the pointer is still over it, as desktop buttons do.

    Returns:
        ``(consumed, clicked)``: whether ``intent`` was a press or release (always
        consumed by a modal menu), and the button clicked by this release or ``None``.
    """
    if isinstance(intent, Click) and intent.button == 1:
        for b in owner.buttons:
            if b.hit(intent.pos):
                b.pressed = True
                owner.pressed = b
        return True, None
    if isinstance(intent, Release):
        btn: FancyButton | None = owner.pressed
        owner.pressed = None
        if btn is not None:
            btn.pressed = False
            if btn.hit(intent.pos):
                return True, btn
        return True, None
    return False, None

