"""Settings screen: every player setting, applied at once and saved at once.

Animation speed, the volumes and mutes (master and each channel), the text size and
"Speak the table" (:mod:`~drawpoker.ui.widgets.access_rows`), four-colour deck, card back
(with previews of each back), table colour (with swatches), chip set (with a stack of
each), the locked ones shown with what unlocks them (``progress.unlocks``), fullscreen,
confirmations (all-in, big calls), reduced motion, language (English, Russian, Slovak,
German: switched at once, this screen included), the draw advisor's default and the
automatic next hand, what happens after the player folds (straight to the result,
faster, as usual), standing pat asking first and the moment to undo a draw, and the way
to the Controls page (keys and the pad, :mod:`drawpoker.ui.scenes.controls`). Each change
goes to ``app.settings``, takes effect and is written to the
settings file (:meth:`drawpoker.ui.services.Services.change_settings`).

Works as a full screen (from the title) and as an overlay over the table (from
the pause menu: ``SettingsScene(overlay=True)``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from drawpoker.career import finished_rooms
from drawpoker.i18n import LANGUAGES, _
from drawpoker.progress.award import owned_of
from drawpoker.progress.unlocks import Owned, item
from drawpoker.session.seating import PROFILE_ERRORS
from drawpoker.ui.prompts import hint_word
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.services import CARD_BACKS, CHIP_SETS, FELTS
from drawpoker.ui.sprites.cards import card_surface
from drawpoker.ui.sprites.chips import chip_stack_surface
from drawpoker.ui.sprites.table import FELTS as FELT_COLORS
from drawpoker.ui.widgets.access_rows import access_rows, sound_rows
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.key_rows import controls_rows
from drawpoker.ui.widgets.rows import ChoiceRow, Row, Section, ToggleRow
from drawpoker.ui.widgets.unlock_row import UnlockRow

#: the stack shares the "Confirm calls" row offers; 1.0 is "Never" (no call costs more
#: than the whole stack)
CALL_SHARES = (1.0, 0.25, 0.5, 0.75)


def call_share_choice(share: float) -> float:
    """The row's choice for a stored ``confirm_call_fraction`` (a share of the stack, 0..1).

    A share of 0 asks for nothing, as 1.0 does (``session.confirmations``), so both read
    "Never"; a share the row does not offer (written by hand in the settings file) reads
    as the nearest offered share.
    """
    if share <= 0.0 or share >= 1.0:
        return 1.0
    return min(CALL_SHARES[1:], key=lambda offered: abs(offered - share))


@lru_cache(maxsize=64)
def back_preview(back: str, size: tuple[int, int]) -> pygame.Surface:
    """A card back of design ``back`` fitted into ``size`` pixels (5:7 card)."""
    h = size[1]
    cw = max(8, min(size[0], round(h * 5 / 7)))
    return card_surface(None, (cw, h), back=back)


@lru_cache(maxsize=32)
def felt_preview(felt: str, size: tuple[int, int]) -> pygame.Surface:
    """A round swatch of the felt colour ``felt``."""
    swatch = FELT_COLORS.get(felt, FELT_COLORS["green"])
    top, bottom = swatch.light, swatch.dark
    d = min(size)
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (70, 44, 24), (d / 2, d / 2), d / 2)
    pygame.draw.circle(surf, bottom, (d / 2, d / 2), d / 2 - max(3, d // 10))
    pygame.draw.circle(surf, top, (d / 2, d / 2 - d * 0.05), d / 2 - max(6, d // 5))
    return surf


@lru_cache(maxsize=16)
def chips_preview(chip_set: str, size: tuple[int, int]) -> pygame.Surface:
    """A short stack of set ``chip_set``'s chips (5, 25, 100, 500) fitted into ``size``."""
    d = max(8, min(size[0], round(size[1] / 1.25)))
    return chip_stack_surface([5, 25, 100, 500], d, chip_set=chip_set)


def _titles(kind: str, names: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(name, _(item(kind, name).title)) for name in names]


class SettingsScene(MenuScene):
    """The settings screen (see module doc).

    Args:
        overlay: drawn over the scene below (the table) instead of the room background.
    """

    panel_width = 820
    steady_widths = True  # the Language row's arrows stay put as the language changes

    def __init__(self, *, overlay: bool = False) -> None:
        super().__init__()
        self.overlay = overlay

    def title(self) -> str:
        return _("Settings")

    # helpers -------------------------------------------------------------------
    def _get(self, name: str) -> Any:
        return getattr(self.app.settings, name)

    def _setter(self, name: str) -> Any:
        def set_(value: Any) -> None:
            self.app.change_settings(**{name: value})
            if name == "language":
                self.rebuild()
            if name == "table_color":
                self._bg = None

        return set_

    def build(self) -> None:
        g, st = self._get, self._setter
        speeds = [("slow", _("Slow")), ("normal", _("Normal")), ("fast", _("Fast")),
                  ("instant", _("Instant"))]
        owned = self._owned()
        backs, felts = _titles("back", CARD_BACKS), _titles("felt", FELTS)
        sets = _titles("chips", CHIP_SETS)

        def things(label: str, kind: str, choices: list[tuple[str, str]], setting: str,
                   preview: Any) -> UnlockRow:
            return UnlockRow(label, choices, lambda: g(setting), st(setting), preview=preview,
                             why_locked=lambda name: owned.why_locked(kind, name),
                             tell=lambda line: self.app.show_toast(line, seconds=6.0))

        calls = list(zip(CALL_SHARES, (_("Never"), _("Over a quarter of my stack"),
                                        _("Over half my stack"),
                                        _("Over three quarters of my stack")), strict=True))
        folds = [("instant", _("Straight to the result")), ("fast", _("Four times faster")),
                 ("off", _("As usual"))]
        nexts = [(0.0, _("Wait for a click")), (2.0, _("After 2 seconds")),
                 (4.0, _("After 4 seconds")), (8.0, _("After 8 seconds"))]
        self.rows = [
            Section(_("Game")),
            ChoiceRow(_("Language"), list(LANGUAGES.items()), lambda: g("language"),
                      st("language")),
            ChoiceRow(_("Animation speed"), speeds, lambda: g("animation_speed"), st("animation_speed")),
            ToggleRow(_("Reduced motion"), lambda: bool(g("reduced_motion")), st("reduced_motion"),
                      hint=_("Fades instead of sliding and flipping")),
            ToggleRow(_("Draw advisor on by default"), lambda: bool(g("advisor_enabled")),
                      st("advisor_enabled"),
                      hint=_("At the table, H shows or hides it for that sitting only")),
            ToggleRow(_("Coach after each hand"), lambda: bool(g("coach_enabled")),
                      st("coach_enabled"), hint=_("Reviews your decisions when a hand ends")),
            ChoiceRow(_("Next hand"), nexts, lambda: float(g("auto_next_hand_seconds")),
                      st("auto_next_hand_seconds")),
            ChoiceRow(_("After you fold"), folds, lambda: g("fold_fast_forward"),
                      st("fold_fast_forward")),
            *sound_rows(g, st),
            *access_rows(g, st, lambda: self.app.voice),
            Section(_("Table and cards")),
            ToggleRow(_("Four-colour deck"), lambda: bool(g("four_color_deck")), st("four_color_deck"),
                      hint=_("Clubs green, diamonds blue")),
            things(_("Card back"), "back", backs, "card_back", back_preview),
            things(_("Table colour"), "felt", felts, "table_color", felt_preview),
            things(_("Chip set"), "chips", sets, "chip_set", chips_preview),
            Section(_("Display")),
            ToggleRow(_("Fullscreen"), lambda: bool(g("fullscreen")), st("fullscreen"),
                      hint=_("{key} switches at any time").format(key=hint_word("fullscreen"))),
            Section(_("Confirmations")),
            ToggleRow(_("Confirm all-in"), lambda: bool(g("confirm_allin")), st("confirm_allin")),
            ToggleRow(_("Confirm standing pat"), lambda: bool(g("confirm_stand_pat")),
                      st("confirm_stand_pat"), hint=_("Asks once when nothing is marked and the hand is not made")),
            ToggleRow(_("Confirm folding"), lambda: bool(g("confirm_free_fold")),
                      st("confirm_free_fold"), hint=_("Asks when checking is free, offering the check")),
            ToggleRow(_("Undo a draw"), lambda: bool(g("undo_draw")), st("undo_draw"),
                      hint=_("A moment to take the marked cards back")),
            ChoiceRow(_("Confirm calls"), calls,
                      lambda: call_share_choice(float(g("confirm_call_fraction"))),
                      st("confirm_call_fraction")),
            *controls_rows(self.open_controls),
        ]
        self.footer.set([FancyButton(_("Back"), "primary", action=self.back)])

    def _owned(self) -> Owned:
        """What the player holds (his level, achievements, career rooms finished)."""
        profile = self.app.profile
        try:
            return owned_of(profile, finished_rooms(profile))
        except PROFILE_ERRORS as exc:  # what is earned cannot be read: only what is free
            self.app.show_toast(_("Your profile cannot be read, so only the things every "
                                  "player has can be chosen: {reason}").format(reason=str(exc)),
                                error=True)
            return Owned()

    def open_controls(self) -> None:
        """The Controls page (route ``controls``), over the table when this is."""
        self.app.nav.push("controls", overlay=self.overlay)

    def changed(self, row: Row) -> None:
        self.app.play_sound("click")
