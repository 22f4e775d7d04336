"""Small widgets (Button, Slider, Checkbox) and text helpers.

Widgets are plain objects with a ``rect`` (pixels, set by the owning scene from
the layout each frame or on resize), a ``draw(surface)`` and a ``hit(pos)``. They
do not read events: the scene routes intents to them. Text is rendered with the
bundled font (``drawpoker.ui.sprites.font`` once available; pygame's own bundled
font otherwise, never a system font — known fault B49).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

# Palette ------------------------------------------------------------------
WHITE = (245, 245, 240)
CREAM = (250, 243, 224)
GOLD = (232, 190, 92)
GOLD_DARK = (150, 112, 40)
MUTED = (176, 186, 180)
DARK = (18, 22, 26)
PANEL = (20, 26, 32)
RED = (200, 60, 56)
GREEN = (60, 170, 100)
BLUE = (62, 120, 200)

BUTTON_STYLES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    # name: (top colour, bottom colour)
    "neutral": ((78, 90, 104), (46, 54, 64)),
    "fold": ((178, 62, 58), (120, 34, 32)),
    "call": ((52, 142, 92), (28, 94, 58)),
    "raise": ((214, 162, 60), (150, 104, 26)),
    "allin": ((120, 70, 170), (74, 38, 116)),
    "primary": ((60, 122, 200), (34, 76, 140)),
}


def _sprites_font() -> Callable[..., pygame.font.Font] | None:
    try:
        from drawpoker.ui import sprites  # type: ignore[attr-defined]
    except Exception:
        return None
    fn = getattr(sprites, "font", None)
    return fn if callable(fn) else None


@lru_cache(maxsize=128)
def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The game font at ``size_px`` pixels (cached).

    Uses the asset set's bundled font when available, otherwise pygame's bundled
    default font (loaded by pygame itself from its package, not from the system); a
    missing or damaged font file is reported once (``drawpoker.resources.report_problem``:
    a stderr line and the in-game notice).
    """
    size_px = max(6, int(size_px))
    fn = _sprites_font()
    if fn is not None:
        try:
            return fn(size_px, bold=bold)
        except Exception:  # pragma: no cover - asset problems fall back to the default font
            pass
    name = "fonts/dejavusans-bold.ttf" if bold else "fonts/dejavusans.ttf"
    try:
        from drawpoker.resources import asset_path  # type: ignore[attr-defined]

        loaded = pygame.font.Font(str(asset_path(name)), size_px)
        loaded.size("Ag")  # a damaged file loads lazily and fails only when first measured
        return loaded
    except Exception as exc:
        from drawpoker.resources import report_problem

        report_problem(name, "missing" if isinstance(exc, FileNotFoundError)
                       else f"not a readable font: {exc or type(exc).__name__}")
    f = pygame.font.Font(None, round(size_px * 1.3))
    f.set_bold(bold)
    return f


@lru_cache(maxsize=2048)
def _render(text: str, size_px: int, bold: bool, color: tuple[int, ...]) -> pygame.Surface:
    return font(size_px, bold).render(text, True, color)


def render_text(
    text: str, size_px: int, color: tuple[int, ...] = WHITE, *, bold: bool = False
) -> pygame.Surface:
    """Render ``text`` (cached by text, size, weight and colour)."""
    return _render(text, int(size_px), bold, tuple(color))


def fit_text(text: str, size_px: int, max_width: int, *, bold: bool = False, min_px: int = 9) -> int:
    """The largest size ≤ ``size_px`` at which ``text`` fits in ``max_width`` pixels."""
    px = int(size_px)
    while px > min_px and font(px, bold).size(text)[0] > max_width:
        px -= 1
    return px


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    size_px: int,
    color: tuple[int, ...] = WHITE,
    *,
    anchor: str = "center",
    bold: bool = False,
    shadow: bool = True,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw ``text`` anchored at ``pos`` (anchor: a pygame.Rect attribute such as
    ``"center"``, ``"midleft"``, ``"topright"``); shrinks to ``max_width`` if given.

    Returns:
        The Rect the text occupies.
    """
    if max_width is not None:
        size_px = fit_text(text, size_px, max_width, bold=bold)
    img = render_text(text, size_px, color, bold=bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = render_text(text, size_px, (0, 0, 0), bold=bold)
        sh.set_alpha(150)
        surface.blit(sh, rect.move(1, max(1, size_px // 14)))
    surface.blit(img, rect)
    return rect


#: Tokens that never start a line: they stay with the word before them ("42 %", "A — B").
_NO_BREAK_BEFORE = frozenset({"%", "\u2014", "\u2013", ":", ";", "!", "?", "\u00bb", "\u00b7"})


def _wrap_words(para: str) -> list[str]:
    """The words of one paragraph, with ``%``/dashes/closing marks glued to the word before."""
    words: list[str] = []
    for word in para.split(" "):
        if words and words[-1] and (word in _NO_BREAK_BEFORE or word.startswith("%")):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def wrap_text(text: str, size_px: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` pixels (on spaces).

    A percent sign, a dash or a closing mark never starts a line ("42 %" stays whole).
    """
    f = font(size_px, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = _wrap_words(para)
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def vertical_gradient(size: tuple[int, int], top: tuple[int, int, int],
                      bottom: tuple[int, int, int]) -> pygame.Surface:
    """A Surface filled with a top-to-bottom colour gradient."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(strip, (w, h)) if h > 2 else pygame.transform.scale(strip, (w, h))


@lru_cache(maxsize=256)
def _button_face(size: tuple[int, int], style: str, state: str, radius: int) -> pygame.Surface:
    top, bottom = BUTTON_STYLES.get(style, BUTTON_STYLES["neutral"])
    if state == "hover":
        top = tuple(min(255, c + 24) for c in top)  # type: ignore[assignment]
        bottom = tuple(min(255, c + 18) for c in bottom)  # type: ignore[assignment]
    elif state == "disabled":
        top = tuple((c + 70) // 3 for c in top)  # type: ignore[assignment]
        bottom = tuple((c + 60) // 3 for c in bottom)  # type: ignore[assignment]
    elif state == "down":
        top, bottom = bottom, top
    w, h = size
    surf = pygame.Surface((w, h + 3), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 110), (0, 3, w, h), border_radius=radius)
    grad = vertical_gradient((w, h), top, bottom)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    grad = grad.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else grad
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(grad, (0, 0))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (0, 0))
    hl = tuple(min(255, c + 50) for c in top)
    pygame.draw.rect(surf, (*hl, 160), (0, 0, w, h), width=1, border_radius=radius)
    return surf


class Button:
    """A clickable button sized by its owner.

    Attributes:
        rect: where it is (pixels).
        label: shown text (already translated).
        style: a :data:`BUTTON_STYLES` name.
        enabled / visible: disabled buttons draw dimmed and ignore clicks.
        hotkey: a hint drawn in the corner (e.g. "F").
        sublabel: a second, smaller line (e.g. the amount).
    """

    def __init__(self, label: str = "", style: str = "neutral", *, hotkey: str = "",
                 rect: pygame.Rect | None = None) -> None:
        self.rect = rect or pygame.Rect(0, 0, 120, 40)
        self.label = label
        self.sublabel = ""
        self.style = style
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.hotkey = hotkey

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if a click at ``pos`` presses this button (visible and enabled)."""
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def hover(self, pos: tuple[int, int]) -> None:
        """Track the pointer for the hover highlight."""
        self.hovered = self.visible and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw face, label and hotkey hint."""
        if not self.visible or self.rect.width <= 0:
            return
        state = "disabled" if not self.enabled else ("hover" if self.hovered else "normal")
        radius = max(4, self.rect.height // 5)
        surface.blit(_button_face(self.rect.size, self.style, state, radius), self.rect.topleft)
        color = WHITE if self.enabled else (150, 150, 150)
        px = max(11, round(self.rect.height * 0.36))
        if self.sublabel:
            draw_text(surface, self.label, (self.rect.centerx, self.rect.centery - px * 0.45), px,
                      color, bold=True, max_width=self.rect.width - 12)
            draw_text(surface, self.sublabel, (self.rect.centerx, self.rect.centery + px * 0.62),
                      round(px * 0.8), CREAM if self.enabled else color,
                      max_width=self.rect.width - 12)
        else:
            draw_text(surface, self.label, self.rect.center, px, color, bold=True,
                      max_width=self.rect.width - 14)
        if self.hotkey and self.enabled:
            draw_text(surface, self.hotkey, (self.rect.right - 5, self.rect.top + 3),
                      max(9, px * 6 // 10), (255, 255, 255, 150), anchor="topright", shadow=False)


class Slider:
    """A horizontal slider over whole-chip values ``lo..hi``.

    Attributes:
        rect: the track (pixels).
        lo, hi: value range (chips); ``value`` is clamped into it.
        dragging: True while the left button drags the knob.
    """

    def __init__(self, lo: int = 0, hi: int = 100, value: int = 0) -> None:
        self.rect = pygame.Rect(0, 0, 200, 16)
        self.lo, self.hi = lo, hi
        self.value = value
        self.dragging = False
        self.visible = True

    def set_range(self, lo: int, hi: int, value: int | None = None) -> None:
        """Set the range (chips) and optionally the value, clamping it."""
        self.lo, self.hi = int(lo), int(max(lo, hi))
        self.set_value(self.value if value is None else value)

    def set_value(self, value: int) -> None:
        """Set the value clamped into ``lo..hi``."""
        self.value = int(max(self.lo, min(self.hi, value)))

    def fraction(self) -> float:
        """Knob position 0..1."""
        return 0.0 if self.hi == self.lo else (self.value - self.lo) / (self.hi - self.lo)

    def knob_center(self) -> tuple[int, int]:
        """Centre of the knob (pixels)."""
        return (round(self.rect.x + self.fraction() * self.rect.width), self.rect.centery)

    def value_at(self, x: float) -> int:
        """The value under pixel column ``x``."""
        if self.rect.width <= 0:
            return self.lo
        f = max(0.0, min(1.0, (x - self.rect.x) / self.rect.width))
        return round(self.lo + f * (self.hi - self.lo))

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` is on the track or knob (with a generous margin)."""
        return self.visible and self.rect.inflate(16, max(20, self.rect.height)).collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the track, the filled part and the knob."""
        if not self.visible:
            return
        r = self.rect
        th = max(4, r.height // 3)
        track = pygame.Rect(r.x, r.centery - th // 2, r.width, th)
        pygame.draw.rect(surface, (10, 14, 16), track.inflate(2, 2), border_radius=th)
        fill = track.copy()
        fill.width = round(r.width * self.fraction())
        pygame.draw.rect(surface, GOLD_DARK, track, border_radius=th, width=0)
        pygame.draw.rect(surface, GOLD, fill, border_radius=th)
        kx, ky = self.knob_center()
        rad = max(7, r.height // 2 + 2)
        pygame.draw.circle(surface, (0, 0, 0), (kx + 1, ky + 2), rad)
        pygame.draw.circle(surface, CREAM, (kx, ky), rad)
        pygame.draw.circle(surface, GOLD_DARK, (kx, ky), rad, 2)


class Checkbox:
    """A tick box with a label; the whole rect is clickable."""

    def __init__(self, label: str = "", checked: bool = False) -> None:
        self.rect = pygame.Rect(0, 0, 150, 24)
        self.label = label
        self.checked = checked
        self.visible = True
        self.enabled = True

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` toggles this box."""
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def toggle(self) -> None:
        """Flip the tick."""
        self.checked = not self.checked

    def draw(self, surface: pygame.Surface) -> None:
        """Draw box, tick and label."""
        if not self.visible:
            return
        r = self.rect
        side = max(10, r.height - 6)
        box = pygame.Rect(r.x, r.centery - side // 2, side, side)
        pygame.draw.rect(surface, (12, 16, 20), box, border_radius=3)
        pygame.draw.rect(surface, GOLD if self.checked else MUTED, box, 2, border_radius=3)
        if self.checked:
            pts = [(box.x + side * 0.2, box.y + side * 0.52), (box.x + side * 0.42, box.y + side * 0.75),
                   (box.x + side * 0.8, box.y + side * 0.25)]
            pygame.draw.lines(surface, GOLD, False, pts, max(2, side // 6))
        color = WHITE if self.enabled else (130, 130, 130)
        draw_text(surface, self.label, (box.right + 6, r.centery), max(10, round(r.height * 0.6)),
                  color, anchor="midleft", max_width=r.width - side - 8)


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 200,
          color: tuple[int, int, int] = PANEL, radius: int = 10, border: tuple[int, ...] | None = None
          ) -> None:
    """Draw a translucent rounded panel (the panel Surface is cached by its looks)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel(tuple(rect.size), alpha, tuple(color), int(radius),
                        tuple(border) if border else None), rect.topleft)


@lru_cache(maxsize=256)
def _panel(size: tuple[int, int], alpha: int, color: tuple[int, ...], radius: int,
           border: tuple[int, ...] | None) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color[:3], alpha), surf.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, surf.get_rect(), 1, border_radius=radius)
    return surf


def _forget_fonts() -> None:
    """Drop the caches holding fonts or text drawn with them (pygame has quit)."""
    font.cache_clear()
    _render.cache_clear()
    _button_face.cache_clear()


try:
    from drawpoker.ui import sprites as _sprites

    _sprites.forget_on_quit(_forget_fonts)
except ImportError:  # pragma: no cover - the asset loaders are part of the package
    pass

