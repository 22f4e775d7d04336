"""Every colour and style name of the UI (RGB tuples, 0..255).

The table, the widgets and the screens around the table (menus, setup, settings...)
share one palette: felt and wood, cream text, gold accents. Felt colours and card
backs, which are pictures, live with their sprites (:mod:`drawpoker.ui.sprites.table`,
:mod:`drawpoker.ui.sprites.cards`).
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# Text and accents -----------------------------------------------------------
WHITE: RGB = (245, 245, 240)
CREAM: RGB = (250, 243, 224)
GOLD: RGB = (232, 190, 92)
GOLD_DARK: RGB = (150, 112, 40)
MUTED: RGB = (176, 186, 180)
DARK: RGB = (18, 22, 26)
PANEL: RGB = (20, 26, 32)
RED: RGB = (200, 60, 56)
GREEN: RGB = (60, 170, 100)
BLUE: RGB = (62, 120, 200)

#: Button faces: style name -> (top colour, bottom colour) of the inlay's vertical
#: gradient, set in a brass rim (:mod:`drawpoker.ui.widgets.button_face`): ``neutral`` is
#: a walnut board (the plain menu entry), ``primary`` the table's green felt (the default
#: or lit entry), the others the table's actions and a dialog's purpose.
BUTTON_STYLES: dict[str, tuple[RGB, RGB]] = {
    "neutral": ((112, 74, 44), (62, 38, 22)),
    "fold": ((178, 62, 58), (112, 30, 28)),
    "call": ((52, 142, 92), (26, 90, 54)),
    "raise": ((206, 150, 52), (140, 94, 22)),
    "allin": ((120, 70, 170), (70, 36, 110)),
    "primary": ((38, 130, 80), (14, 78, 44)),
}
#: The rim of every button: brass, lit under the pointer, dull when unusable.
BRASS_LIGHT: RGB = (226, 190, 108)
BRASS_DARK: RGB = (124, 88, 36)
BRASS_HOT: RGB = (255, 226, 140)
BRASS_DULL: RGB = (120, 110, 92)

# Screens around the table (felt/wood, matching the table) ----------------------
PANEL_BG: RGB = (16, 22, 20)
PANEL_EDGE: RGB = (120, 92, 48)
ROW_HOVER: tuple[int, int, int, int] = (255, 255, 255, 14)
ROW_FOCUS: tuple[int, int, int, int] = (232, 190, 92, 30)
FOCUS_EDGE: RGB = GOLD
TEXT: RGB = CREAM
SOFT: RGB = (196, 200, 186)
POSITIVE: RGB = (112, 208, 128)
NEGATIVE: RGB = (232, 104, 96)
WOOD_TOP: RGB = (86, 54, 30)
WOOD_BOTTOM: RGB = (52, 32, 18)

#: A dialog's purpose: kind -> (header band colour, icon glyph). ``info`` tells, ``confirm``
#: asks before something is done, ``warning`` cautions, ``error`` says what failed,
#: ``result`` announces an outcome (a table left, a tournament finished).
DIALOG_KINDS: dict[str, tuple[RGB, str]] = {
    "info": ((44, 96, 146), "\u2139"),
    "confirm": ((150, 104, 30), "?"),
    "warning": ((166, 110, 26), "!"),
    "error": ((152, 44, 40), "\u2715"),
    "result": ((26, 112, 66), "\u2605"),
}

#: Computer players' style badges: personality name -> badge colour.
BADGE_COLORS: dict[str, RGB] = {"shark": (52, 110, 190), "maniac": (200, 64, 52),
                                "rock": (110, 110, 120), "station": (60, 150, 90),
                                "trickster": (150, 80, 180)}
