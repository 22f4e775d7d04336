"""The Controls page of Settings: every table and menu key, changed by choosing the action
and pressing the new key (a key another live action has is refused with the reason, "C is
already Check or call"), a reset to the defaults, and what the pad's buttons do.

The keys are saved with the settings (``settings.key_map``) and take effect at once:
the table's keys, the menus' Enter, Esc and arrows, and every hint that names a key
(:mod:`drawpoker.ui.keymap`, :mod:`drawpoker.ui.prompts`). Route ``controls``.
"""

from __future__ import annotations

from drawpoker.i18n import N_, _
from drawpoker.ui import keymap
from drawpoker.ui.pad import PAD_ACTIONS
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.key_rows import KeyRow, PadRow
from drawpoker.ui.widgets.rows import Row, Section

#: The page's sections: (heading, the key map's groups under it).
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Menus"), ("menu",)), (N_("At the table"), ("table", "busy")),
    (N_("Betting"), ("bet",)), (N_("The draw"), ("draw",)),
    (N_("Showdown and next hand"), ("show", "over")),
    (N_("Out of chips"), ("busted",)),
)

#: The pad's buttons the page lists, as (group, button) of
#: :data:`drawpoker.ui.pad.PAD_ACTIONS` (the D-pad's second names for the amount left out).
PAD_LIST: tuple[tuple[str, str], ...] = (
    ("bet", "a"), ("bet", "x"), ("bet", "y"), ("bet", "back"), ("bet", "rb"), ("bet", "lb"),
    ("bet", "rt"), ("bet", "lt"), ("draw", "right"), ("draw", "a"), ("draw", "y"),
    ("draw", "x"), ("show", "a"), ("show", "x"), ("over", "a"), ("busted", "a"),
    ("busted", "x"), ("table", "start"), ("table", "ls"), ("table", "rs"),
)
#: Words for the pad's own actions (the others are named as on the keys' rows).
PAD_WORDS: dict[str, str] = {
    "cursor_right": N_("Along the cards (the draw)"), "pick": N_("Mark the card"),
    "rebuy": N_("Rebuy"), "leave": N_("Leave table"),
}


def pad_lines() -> list[tuple[str, str]]:
    """The pad's buttons at the table in words: (what it does, button)."""
    lines = []
    for group, button in PAD_LIST:
        action = PAD_ACTIONS[group][button]
        known = keymap.BY_NAME.get(action)
        lines.append((keymap.action_label(known) if known else _(PAD_WORDS[action]), button))
    return lines


class ControlsScene(MenuScene):
    """The Controls page (see module doc). Works over the table too (``overlay``)."""

    panel_width = 760

    def __init__(self, *, overlay: bool = False) -> None:
        super().__init__()
        self.overlay = overlay

    def title(self) -> str:
        return _("Keys and controller")

    def build(self) -> None:
        self.rows = [Row(_("Choose an action, then press its new key (Esc keeps the old "
                           "one)."))]
        self.rows[0].focusable = False
        for heading, groups in SECTIONS:
            self.rows.append(Section(_(heading)))
            self.rows += [KeyRow(a, self.choose) for a in keymap.ACTIONS if a.group in groups]
        self.rows.append(Section(_("Controller")))
        self.rows += [PadRow(words, button) for words, button in pad_lines()]
        self.footer.set([FancyButton(_("Reset to defaults"), "neutral", action=self.reset),
                         FancyButton(_("Back"), "primary", action=self.back)])

    def choose(self, action: str, key: int) -> None:
        """Make ``key`` the key of ``action`` and save it; a conflict is said in the status
        line, nothing changed."""
        try:
            keys = keymap.current().rebound(action, key)
        except keymap.KeyConflict as exc:
            self.say(str(exc), error=True)
            return
        self.app.change_settings(key_map=keys.to_names())
        self.say(_("Saved."))
        self.resize(self.app.size)

    def reset(self) -> None:
        """Every key back to its default (saved)."""
        self.app.change_settings(key_map={})
        self.say(_("Every key is back to its default."))
        self.resize(self.app.size)

    def changed(self, row: Row) -> None:
        self.app.play_sound("click")
