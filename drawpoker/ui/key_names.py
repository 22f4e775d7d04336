"""How a key is named on screen: the short label of a pygame key code in hints ("F", "↵")
and on the Controls page, and its name in sentences ("Enter")."""

from __future__ import annotations

import pygame

from drawpoker.i18n import N_, _

#: Keys whose label is a sign, not their name.
_SIGNS: dict[int, str] = {
    pygame.K_RETURN: "↵", pygame.K_KP_ENTER: "Num ↵", pygame.K_BACKSPACE: "⌫",
    pygame.K_UP: "↑", pygame.K_DOWN: "↓", pygame.K_LEFT: "←", pygame.K_RIGHT: "→",
}
#: Keys named by a short word (not translated: they are printed on keyboards).
_WORDS: dict[int, str] = {
    pygame.K_ESCAPE: "Esc", pygame.K_TAB: "Tab", pygame.K_PAGEUP: "PgUp",
    pygame.K_PAGEDOWN: "PgDn", pygame.K_HOME: "Home", pygame.K_END: "End",
    pygame.K_INSERT: "Ins", pygame.K_DELETE: "Del",
}


#: Keys named by a word in sentences, where their hint shows a sign.
_NAMES: dict[int, str] = {pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter",
                          pygame.K_BACKSPACE: N_("Backspace")}


def key_name(key: int) -> str:
    """The name of ``key`` in a sentence: "Enter" and "Backspace" in words, else as
    :func:`key_label` has it ("F", "Esc", "Space", "↑")."""
    return _(_NAMES[key]) if key in _NAMES else key_label(key)


def key_label(key: int) -> str:
    """The label of pygame key code ``key``: a sign for Enter, Backspace and the arrows
    (the keypad's Enter "Num ↵", so the two Enters read apart: "↵ / Num ↵"), the letter
    in capitals, "Num 1" for the keypad's, "Space" in the current language, otherwise
    pygame's name of the key with a capital."""
    if key in _SIGNS:
        return _SIGNS[key]
    if key in _WORDS:
        return _WORDS[key]
    if key == pygame.K_SPACE:
        return _("Space")
    name = pygame.key.name(key)
    if name.startswith("[") and name.endswith("]"):
        return "Num " + name[1:-1]
    if len(name) == 1:
        return name.upper()
    return name[:1].upper() + name[1:] if name else f"#{key}"


__all__ = ["key_label", "key_name"]
