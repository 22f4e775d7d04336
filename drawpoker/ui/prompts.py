"""The hints for an action, as the player's last input reads them: the key in force
(:func:`drawpoker.ui.keymap.current`) after a key press or a click, the pad's own glyph
(:mod:`drawpoker.ui.sprites.pad_glyphs`) after a pad button.

:data:`PROMPTS` is the one record of what the player used last and which pad family
it was; the input router (:mod:`drawpoker.ui.pad_input`) keeps it, widgets read it when
they draw a hint (:func:`draw_hint`) and text lines name keys through :func:`hint_word`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.i18n import _
from drawpoker.ui import keymap
from drawpoker.ui import text as ui_text
from drawpoker.ui.key_names import key_name
from drawpoker.ui.pad import button_word, pad_button_for
from drawpoker.ui.sprites.pad_glyphs import pad_glyph

#: The hints' colour on a button (white, a little see-through).
HINT_COLOR = (255, 255, 255, 150)


@dataclass
class Prompts:
    """What the hints show.

    Attributes:
        device: ``"keys"`` (keyboard, mouse, touch) or ``"pad"``: the last input used.
        family: the last pad's family (:data:`drawpoker.ui.pad.FAMILIES`).
    """

    device: str = "keys"
    family: str = "xbox"

    @property
    def pad(self) -> bool:
        """True while the pad's glyphs are shown."""
        return self.device == "pad"


#: The record every hint reads.
PROMPTS = Prompts()


def reset() -> None:
    """Back to keyboard hints and an Xbox-style pad (a new game window)."""
    PROMPTS.device, PROMPTS.family = "keys", "xbox"


def hint_word(action: str) -> str:
    """The key or pad button for ``action`` in a sentence, as the last input reads it
    ("C", "Enter", "Cross"); the key when the pad has no button for it, "" when neither
    has one."""
    return hint_words(action, first=True)


def hint_words(action: str, *, first: bool = False) -> str:
    """Every key of ``action`` in a sentence ("C or K", "Enter or D": a key named twice is
    named once), or the pad's button after pad input (see :func:`hint_word`; ``first``:
    only the first key)."""
    if PROMPTS.pad:
        button = pad_button_for(action)
        if button is not None:
            return button_word(button, PROMPTS.family)
    if action not in keymap.BY_NAME:
        return ""
    names = list(dict.fromkeys(key_name(k) for k in keymap.current().keys(action)))
    if first or len(names) == 1:
        return names[0]
    text = names[-1]
    for name in reversed(names[:-1]):
        text = _("{key} or {other}").format(key=name, other=text)
    return text


def pad_glyph_for(action: str, height: int) -> pygame.Surface | None:
    """The glyph of the pad button for ``action``, ``height`` pixels high, while the pad
    is the last input; None otherwise or when the pad has no button for it."""
    return pad_glyph_of(action, height) if PROMPTS.pad else None


def pad_glyph_of(action: str, height: int) -> pygame.Surface | None:
    """The glyph of the pad button for ``action``, ``height`` pixels high, whatever the
    last input (a place sized for either hint measures it); None when the pad has no
    button for it."""
    button = pad_button_for(action)
    return None if button is None else pad_glyph(button, PROMPTS.family, height)


def draw_hint_line(surface: pygame.Surface, template: str, action: str,
                   center: tuple[float, float], px: int, color: tuple[int, ...]) -> None:
    """Draw ``template`` (translated, with one ``{key}``) centred at ``center``, ``px``
    pixels: ``{key}`` is the pad's glyph for ``action`` after pad input, else the key's
    name (:func:`hint_word`)."""
    glyph = pad_glyph_for(action, round(px * 1.5))
    if glyph is None or template.count("{key}") != 1:
        ui_text.draw_text(surface, template.format(key=hint_word(action)), center, px, color)
        return
    before, after = template.split("{key}")
    gap = max(2, px // 4)
    widths = [ui_text.text_width(before, px) if before.strip() else 0, glyph.get_width(),
              ui_text.text_width(after, px) if after.strip() else 0]
    x = center[0] - (sum(widths) + 2 * gap) / 2
    if widths[0]:
        ui_text.draw_text(surface, before.strip(), (x, center[1]), px, color, anchor="midleft")
    x += widths[0] + (gap if widths[0] else 0)
    surface.blit(glyph, glyph.get_rect(midleft=(round(x), round(center[1]))))
    x += widths[1] + gap
    if widths[2]:
        ui_text.draw_text(surface, after.strip(), (x, center[1]), px, color, anchor="midleft")


def draw_hint(surface: pygame.Surface, action: str, topright: tuple[int, int], px: int,
              color: tuple[int, ...] = HINT_COLOR) -> pygame.Rect | None:
    """Draw the hint for ``action`` with its top right corner at ``topright``: the key's
    label at ``px`` pixels, or the pad's glyph about ``px * 1.5`` pixels high. Returns
    where it was drawn, None when the last input has no hint for it."""
    if PROMPTS.pad:
        button = pad_button_for(action)
        if button is None:
            return None
        glyph = pad_glyph(button, PROMPTS.family, max(12, round(px * 1.5)))
        rect = glyph.get_rect(topright=topright)
        surface.blit(glyph, rect)
        return rect
    if action not in keymap.BY_NAME:
        return None
    return ui_text.draw_text(surface, key_label(action), topright, px, color,
                             anchor="topright", shadow=False)


def key_label(action: str) -> str:
    """The key's label :func:`draw_hint` draws for ``action`` at the keyboard ("F", "Enter";
    "" for no action of the key map)."""
    return keymap.current().label(action) if action in keymap.BY_NAME else ""


__all__ = ["HINT_COLOR", "PROMPTS", "Prompts", "draw_hint", "draw_hint_line", "hint_word",
           "hint_words",
           "pad_glyph_for", "pad_glyph_of", "reset"]
