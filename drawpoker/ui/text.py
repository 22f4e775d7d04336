"""Text: the game font (one loader), and rendering, fitting, wrapping and drawing text.

The font is the bundled DejaVu Sans loaded by path with
:func:`drawpoker.resources.asset_path`, never ``Font(None)`` picked by name or a system
font (known fault B49). A missing or damaged font file is reported once with
:func:`drawpoker.resources.report_problem` (a stderr line and the in-game notice) and
pygame's own bundled font is used instead, so the game keeps running.

Sizes are pixels. Every result is cached, with a bound: 128 fonts (sizes x weights) and
the last 2,048 rendered texts (about 15 MB of pixels at 1280x720, full by hand 60 of a
demo); :func:`forget_on_quit` empties the caches holding fonts when pygame quits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pygame

from drawpoker.resources import AssetNotFoundError, asset_path, report_problem
from drawpoker.ui.theme import CREAM, GOLD_DARK, WHITE

_FONT_REGULAR = "fonts/dejavusans.ttf"
_FONT_BOLD = "fonts/dejavusans-bold.ttf"

# --------------------------------------------------------------------------- quit hooks
#: Cache-clearing callbacks run when pygame quits (see :func:`forget_on_quit`).
_ON_QUIT: list[Callable[[], None]] = []
_quit_hook_armed = False


def forget_on_quit(clear: Callable[[], None]) -> None:
    """Run ``clear`` whenever pygame quits.

    ``pygame.quit()`` invalidates every ``Font`` ("font module quit since font
    created"), so any cache that holds fonts (or Surfaces made for the display) must be
    emptied then, or the next ``pygame.init()`` in the same process (tests, a restarted
    window) would use dead fonts. :func:`font` clears its own caches; other modules
    register theirs here.
    """
    _ON_QUIT.append(clear)


def forget_fonts() -> None:
    """Empty the caches of fonts and rendered texts (pygame quit, or a test starting a
    fresh pygame)."""
    _font_at.cache_clear()
    _render.cache_clear()


def _on_pygame_quit() -> None:
    global _quit_hook_armed
    _quit_hook_armed = False
    forget_fonts()
    for clear in _ON_QUIT:
        clear()


def _arm_quit_hook() -> None:
    # pygame runs a registered quit function once, then forgets it: arm it again
    # whenever fonts are created after a quit.
    global _quit_hook_armed
    if not _quit_hook_armed:
        pygame.register_quit(_on_pygame_quit)
        _quit_hook_armed = True


# --------------------------------------------------------------------------- size floor
#: The smallest text size at the window size in force (pixels; 0: none), see
#: :func:`floor_for`.
_floor = [0]
#: The text floor at the Steam Deck's screen and larger (Steam Deck's verification
#: recommends 12 px).
LARGE_SCREEN_FLOOR = 12
#: The window size from which :data:`LARGE_SCREEN_FLOOR` holds (pixels).
LARGE_SCREEN = (1280, 800)


def floor_for(size: tuple[int, int]) -> int:
    """The smallest text size at a window of ``size`` pixels: :data:`LARGE_SCREEN_FLOOR`
    from :data:`LARGE_SCREEN` up (both sides), none below (smaller windows scale the
    whole layout down)."""
    big = size[0] >= LARGE_SCREEN[0] and size[1] >= LARGE_SCREEN[1]
    return LARGE_SCREEN_FLOOR if big else 0


def use_floor(px: int) -> None:
    """Draw no text smaller than ``px`` pixels from now on (0: no floor); the rendered
    texts are drawn again at their new sizes."""
    if px != _floor[0]:
        _floor[0] = px
        _render.cache_clear()


def text_floor() -> int:
    """The smallest text size in force (pixels; 0: none)."""
    return _floor[0]


# --------------------------------------------------------------------------- text size
#: The player's text size (the ``text_size`` setting / 100): every font is made this much
#: larger than the size asked for, so text measured with :func:`font` and laid out from
#: those measures grows with it.
_scale = 1.0
#: Caches holding text made at the old text size (see :func:`forget_on_text_size`).
_ON_TEXT_SIZE: list[Callable[[], None]] = []


def text_scale() -> float:
    """The text size in force as a factor (1.0, 1.25, 1.5): layouts multiply the heights
    they give text (rows, buttons, bars) by it."""
    return _scale


def forget_on_text_size(clear: Callable[[], None]) -> None:
    """Run ``clear`` whenever the text size changes (a cache of text measured or drawn
    at the old size: rendered pages, fitted titles)."""
    _ON_TEXT_SIZE.append(clear)


def set_text_scale(scale: float) -> None:
    """Make every text ``scale`` times its normal size (1.0..2.0; the ``text_size``
    setting / 100); the caches of fonts and rendered text are emptied.

    Raises:
        ValueError: ``scale`` is outside 1.0..2.0.
    """
    global _scale
    if not 1.0 <= scale <= 2.0:
        raise ValueError(f"text scale must be from 1.0 to 2.0, got {scale!r}")
    if scale == _scale:
        return
    _scale = float(scale)
    forget_fonts()
    for clear in (*_ON_QUIT, *_ON_TEXT_SIZE):
        clear()


def grown(height: float) -> int:
    """A height or line step made for text of the normal size (``round(px * 1.3)``), in
    pixels at the text size in force: lines of a larger text stand further apart."""
    return round(height * _scale)


def fit_height(size_px: int, height: float, *, bold: bool = False) -> int:
    """The largest size ≤ ``size_px`` whose lines are at most ``height`` pixels tall, but
    never under what ``size_px`` is at 100 % (a row of fixed height at a larger text
    size: the text grows as far as the row allows)."""
    px = int(size_px)
    least = max(6, round(px / _scale))
    while px > least and font(px, bold).get_height() > height:
        px -= 1
    return px


def display_px(size_px: int, *, grow: float = 1.0) -> int:
    """The size to ask :func:`font` for so that display type (the game's name, a screen's
    heading: 40 pixels and more) grows with the text size by ``grow`` at most (1.0: not
    at all; it is large already and its place on the screen is fixed)."""
    return round(size_px * min(grow, _scale) / _scale)


# --------------------------------------------------------------------------- font
#: what the font cannot take: a NUL (``render`` refuses it) and a lone surrogate (a
#: ``\\ud800`` escape in a JSON file; ``size`` and ``render`` refuse it)
_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")


class GameFont(pygame.font.Font):
    """A ``pygame.font.Font`` that measures and draws any text: a character it cannot
    take (:data:`_UNDRAWABLE`, from a damaged file's name) is drawn as U+FFFD, never a
    ``ValueError`` or ``UnicodeEncodeError`` that stops the game."""

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(_UNDRAWABLE.sub("\ufffd", text) if isinstance(text, str) else text)

    def render(self, text: str | bytes | None, antialias: bool, color: object,  # type: ignore[override]
               bgcolor: object = None, wraplength: int = 0) -> pygame.Surface:
        if isinstance(text, str):
            text = _UNDRAWABLE.sub("\ufffd", text)
        return super().render(text, antialias, color, bgcolor, wraplength)  # type: ignore[arg-type]


def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The game font at ``size_px`` pixels times the text size (:func:`text_scale`), at
    least 6 and the floor in force (:func:`use_floor`), regular or bold (cached)."""
    return _font_at(max(round(int(size_px) * _scale), _floor[0]), bold)


@lru_cache(maxsize=128)
def _font_at(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The game font at ``size_px`` pixels (at least 6), regular or bold (cached).

    The bundled DejaVu Sans has the suit symbols (♠♥♦♣), Cyrillic, and the Slovak/German
    letters (ľ š č ť ž ý ô ä ň ŕ ĺ ß ü ö). Initialises ``pygame.font`` if needed. A
    missing or damaged font file is reported (known fault B49) and pygame's bundled
    default font is returned instead.
    """
    size_px = max(6, int(size_px))
    if not pygame.font.get_init():
        pygame.font.init()
    _arm_quit_hook()
    relpath = _FONT_BOLD if bold else _FONT_REGULAR
    try:
        loaded = GameFont(str(asset_path(relpath)), size_px)
        loaded.size("Ag")  # a damaged file loads lazily and fails only when first measured
        if not loaded.render("A", True, WHITE).get_bounding_rect().width:
            raise ValueError("it draws no letters (the file is cut short)")
        return loaded
    except AssetNotFoundError:
        report_problem(relpath, "missing")
    except (pygame.error, OSError, ValueError) as exc:  # a damaged file (known-faults B49)
        report_problem(relpath, f"not a readable font: {exc or type(exc).__name__}")
    stand_in = GameFont(None, round(size_px * 1.3))
    stand_in.set_bold(bold)
    return stand_in


# --------------------------------------------------------------------------- render and draw
@lru_cache(maxsize=2048)
def _render(text: str, size_px: int, bold: bool, color: tuple[int, ...]) -> pygame.Surface:
    return font(size_px, bold).render(text, True, color)


def render_text(
    text: str, size_px: int, color: tuple[int, ...] = WHITE, *, bold: bool = False
) -> pygame.Surface:
    """Render ``text`` (cached by text, size, weight and colour)."""
    return _render(text, int(size_px), bold, tuple(color))


def text_width(text: str, px: int, *, bold: bool = False) -> int:
    """Width in pixels of ``text`` at ``px`` pixels."""
    return int(font(px, bold).size(text)[0])


def fit_text(text: str, size_px: int, max_width: int, *, bold: bool = False, min_px: int = 9) -> int:
    """The largest size ≤ ``size_px`` at which ``text`` fits in ``max_width`` pixels."""
    px = int(size_px)
    while px > min_px and font(px, bold).size(text)[0] > max_width:
        px -= 1
    return px


def ellipsize(text: str, px: int, max_width: int, *, bold: bool = False) -> str:
    """``text`` as it fits ``max_width`` pixels at ``px``: whole when it fits, else cut at
    a word (or a letter) with "…" (the voice still reads it whole)."""
    f = font(px, bold)
    if f.size(text)[0] <= max_width:
        return text
    words = text.split(" ")
    while len(words) > 1 and f.size(" ".join(words) + "…")[0] > max_width:
        words.pop()
    cut = " ".join(words)
    while len(cut) > 1 and f.size(cut + "…")[0] > max_width:
        cut = cut[:-1]
    return cut.rstrip(" ,;:") + "…"


def fit_lines(text: str, size_px: int, max_width: int, *, bold: bool = False,
              max_lines: int = 2, floor: float = 0.85) -> tuple[list[str], int]:
    """``text`` at the normal size wherever it fits: one line at ``size_px``; else one line
    shrunk to no less than ``floor`` of it; else wrapped at ``size_px`` on up to
    ``max_lines`` lines; only a text longer than that shrinks further (to 9 px at least).

    Returns:
        ``(lines, size_px)``.
    """
    px = int(size_px)
    low = max(9, round(px * floor))
    one = fit_text(text, px, max_width, bold=bold, min_px=low)
    if font(one, bold).size(text)[0] <= max_width:
        return [text], one
    size = px
    lines = wrap_text(text, size, max_width, bold=bold)
    while size > 9 and (len(lines) > max_lines
                        or max(font(size, bold).size(t)[0] for t in lines) > max_width):
        size -= 1
        lines = wrap_text(text, size, max_width, bold=bold)
    return lines, size


def fit_or_wrap(text: str, size_px: int, max_width: int, *,
                bold: bool = False) -> tuple[list[str], int]:
    """``text`` laid out in ``max_width`` pixels: at the normal text size on one line,
    shrunk as :func:`draw_text` shrinks it. At a larger text size: wrapped at ``size_px``
    where each word fits a line (one line where the whole fits); else (a word longer than
    the line) on one line shrunk to no less than its size at 100 %; else wrapped at
    ``size_px`` with the long word broken between letters (:func:`wrap`). A larger text
    is never drawn smaller than 100 % gives it, nor cut with "…".

    Returns:
        ``(lines, size_px)``: the lines and the size to draw them at.
    """
    if _scale == 1.0:
        return [text], fit_text(text, size_px, max_width, bold=bold)
    f = font(size_px, bold)
    lines = wrap_text(text, size_px, max_width, bold=bold)
    if all(f.size(line)[0] <= max_width for line in lines):
        return lines, int(size_px)
    one = fit_text(text, size_px, max_width, bold=bold, min_px=max(6, round(size_px / _scale)))
    if font(one, bold).size(text)[0] <= max_width:
        return [text], one
    return wrap(text, size_px, max_width, bold=bold), int(size_px)


def fits_whole(text: str, size_px: int, max_width: int, *, bold: bool = False) -> bool:
    """True when :func:`fit_or_wrap` lays ``text`` out whole in ``max_width`` pixels:
    no line wider, no word broken between letters, nothing cut."""
    lines, px = fit_or_wrap(text, size_px, max_width, bold=bold)
    f = font(px, bold)
    return (" ".join(lines).split() == text.split()
            and all(f.size(line)[0] <= max_width for line in lines))


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
    ``"center"``, ``"midleft"``, ``"topright"``); shrinks to ``max_width`` if given (to 9
    pixels, then cut with "…": :func:`ellipsize`).

    Returns:
        The Rect the text occupies.
    """
    if max_width is not None:
        size_px = fit_text(text, size_px, max_width, bold=bold)
        text = ellipsize(text, size_px, max_width, bold=bold)  # too long even at 9 px
    img = render_text(text, size_px, color, bold=bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = render_text(text, size_px, (0, 0, 0), bold=bold)
        sh.set_alpha(150)
        surface.blit(sh, rect.move(1, max(1, size_px // 14)))
    surface.blit(img, rect)
    return rect


def heading_band(width: int, s: float) -> pygame.Rect:
    """The band at the top of a screen ``width`` pixels wide that its title and gold rule
    (:func:`draw_heading` at scale ``s``) take: what nothing drawn over a screen (a toast)
    may cover."""
    return pygame.Rect(0, 0, width, round(76 * s) + 2)


def draw_heading(surface: pygame.Surface, title: str, s: float) -> None:
    """A screen's title, centred at the top in bold cream over a thin gold rule (``s``: the
    screen's scale, 1.0 at 1280×720), inside :func:`heading_band`."""
    sw = surface.get_width()
    # a heading is large already: it grows with the text size by a fifth at most, so it
    # stays above its rule and clear of the screen's content
    title_px = display_px(round(44 * s), grow=1.2)
    draw_text(surface, title, (sw / 2, round(46 * s)), title_px, CREAM, bold=True,
              max_width=sw - round(60 * s))
    rule = min(sw - round(80 * s), text_width(title, title_px, bold=True) + round(80 * s))
    y = heading_band(sw, s).bottom - 2
    pygame.draw.line(surface, GOLD_DARK, (sw / 2 - rule / 2, y), (sw / 2 + rule / 2, y), 1)


# --------------------------------------------------------------------------- wrap
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


def _hyphen_parts(word: str) -> list[str]:
    """``word`` cut after each of its hyphens ("Лоубол-клуб" → "Лоубол-", "клуб"); a
    leading or trailing hyphen stays where it is."""
    parts = re.split(r"(?<=[^\s-]-)(?=[^\s-])", word)
    return [p for p in parts if p]


def wrap_text(text: str, size_px: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` pixels (on spaces).

    A percent sign, a dash or a closing mark never starts a line ("42 %" stays whole). A
    word wider than a whole line breaks after one of its hyphens, the hyphen kept at the
    line's end ("Лоубол-" over "клуб"); a word with no hyphen is never broken.
    """
    f = font(size_px, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in _wrap_words(para):
            pieces = _hyphen_parts(word) if f.size(word)[0] > max_width else [word]
            for k, piece in enumerate(pieces):
                joint = "" if k else " "
                trial = f"{line}{joint}{piece}" if line else piece
                if f.size(trial)[0] <= max_width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = piece
        lines.append(line)
    return lines


def wrap(text: str, px: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Lines of ``text`` no wider than ``max_width`` pixels, as :func:`wrap_text`; words
    longer than a line (file paths) are broken between characters instead of running off
    the edge."""
    f = font(px, bold)
    lines: list[str] = []
    for line in wrap_text(text, px, max_width, bold=bold):
        while f.size(line)[0] > max_width and len(line) > 1:
            cut = len(line)
            while cut > 1 and f.size(line[:cut])[0] > max_width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines
