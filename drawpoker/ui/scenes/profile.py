"""Profile screen: the player's name, bankroll, level and experience, achievements (each
with its rule and unlock date or progress), starting bankroll and a reset, and what this copy
of the game is (its version, the third-party software it is built with).

The name is typed in place (Enter stores it). *Reset profile* asks first (a
:class:`~drawpoker.ui.scenes.dialog.NoticeScene` naming what will be lost) and
then starts the profile over with the chosen starting bankroll
(``Profile.reset``): every hand, session and statistic is deleted. A reset is
refused while a table is open (leave it first), so no chip on a table is lost.
*Third-party licences* lists, in a dialog, the parts of a standalone build and their
licences and names the ``THIRD-PARTY-NOTICES.txt`` with the full texts
(:mod:`drawpoker.third_party`).
"""

from __future__ import annotations

from typing import Any

from drawpoker import __version__
from drawpoker.i18n import _, format_chips, format_signed_chips, format_stored_date, ngettext
from drawpoker.persistence.profile import MAX_NAME
from drawpoker.persistence.resume import TableKeeper
from drawpoker.progress.award import progress_of
from drawpoker.third_party import notices_contents, notices_file
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.notices import PROFILE_WRITE_ERRORS, tell_unsaved
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.progress_rows import achievement_rows, level_rows
from drawpoker.ui.widgets.rows import ButtonRow, ChoiceRow, Row, Section
from drawpoker.ui.widgets.text_row import TextRow

STARTING_BANKROLLS: tuple[int, ...] = (500, 1000, 2000, 5000, 10_000, 25_000, 50_000, 100_000)


class InfoRow(Row):
    """A read-only line: label on the left, value on the right."""

    focusable = False

    def __init__(self, label: str, value: Any, *, hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.value = value

    def text_value(self) -> str:
        return str(self.value() if callable(self.value) else self.value)

    def control_width(self, px: int) -> int:
        return text_width(self.text_value(), px, bold=True) + px

    def draw(self, surface: Any, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=False, hovered=False)
        ui_text.draw_text(surface, self.text_value(), (self.rect.right - px, self.rect.centery), px,
                    GOLD, bold=True, anchor="midright")


class ProfileScene(MenuScene):
    """The profile screen (see module doc)."""

    panel_width = 760
    fit_content = True

    def title(self) -> str:
        return _("Profile")

    def enter(self) -> None:
        self.profile = self.app.profile
        self.start_choice = self.profile.player().starting_bankroll
        super().enter()

    def build(self) -> None:
        p = self.profile
        choices = sorted(set(STARTING_BANKROLLS) | {self.start_choice})
        progress = progress_of(p)
        self.rows = [
            Section(_("Player")),
            TextRow(_("Name"), lambda: p.player().name, self._set_name, max_len=40,
                    hint=_("Click or press Enter, type, then Enter")),
            InfoRow(_("Bankroll"), lambda: format_chips(p.player().bankroll)),
            InfoRow(_("Hands played"), lambda: format_chips(p.hand_count())),
            InfoRow(_("Net result"), lambda: format_signed_chips(self._net())),
            InfoRow(_("Fresh bankrolls from the house"), self._refills_text,
                    hint=_("Given when you went broke; marked in the bankroll chart")),
            InfoRow(_("Playing since"), lambda: format_stored_date(p.player().created_at)),
            *level_rows(progress),
            Section(_("Start over")),
            ChoiceRow(_("Starting bankroll"), [(n, format_chips(n)) for n in choices],
                      lambda: self.start_choice, self._set_start,
                      hint=_("Used when you reset the profile")),
            ButtonRow(_("Reset profile"), self.ask_reset, style="fold", text=_("Reset…"),
                      hint=_("Deletes every hand, session and statistic")),
            *achievement_rows(progress),
            Section(_("About the game")),
            InfoRow(_("Version"), __version__),
            ButtonRow(_("Third-party licences"), self.show_licences, text=_("Show…"),
                      hint=_("The software the game is built with, and its licences")),
        ]
        self.footer.set([FancyButton(_("Back"), "primary", action=self.back)])

    def _refills_text(self) -> str:
        """How many fresh bankrolls the house gave and how many chips in all."""
        refills = self.profile.refills()
        if not refills:
            return _("None")
        total = sum(amount for _h, amount, _at in refills)
        return ngettext("{n} ({chips} chip)", "{n} ({chips} chips)", total).format(
            n=len(refills), chips=format_chips(total))

    def _net(self) -> int:
        return int(sum(h.net for h in self.profile.hands(limit=None)))

    def _set_name(self, name: str) -> None:
        """Rename the player; a name the profile refuses keeps the old one and says why."""
        old = self.profile.player().name
        if not name.strip():
            self.say(_("Your name cannot be empty; it stays {name}.").format(name=old),
                     error=True)
            return
        try:
            stored = self.profile.set_name(name)
        except PROFILE_WRITE_ERRORS as exc:  # busy or a full disk: the old name stays
            tell_unsaved(lambda text: self.say(text, error=True), exc, self.profile.path)
            return
        except ValueError:  # too long (the field stops at 40) or refused by the profile
            self.say(ngettext("A name can have at most {n} character; it stays {name}.",
                              "A name can have at most {n} characters; it stays {name}.",
                              MAX_NAME).format(n=MAX_NAME, name=old), error=True)
            return
        self.say(_("Your name is now {name}.").format(name=stored))

    def _set_start(self, amount: int) -> None:
        self.start_choice = int(amount)

    def ask_reset(self) -> None:
        """Ask before resetting the profile."""
        if TableKeeper(self.profile).saved() is not None:
            self.say(_("Leave your open table before resetting the profile."), error=True)
            return
        count = self.profile.hand_count()
        message = ngettext(
            "This deletes the {hands} hand you played, your statistics and your sessions, and "
            "sets your bankroll to {chips}. It cannot be undone.",
            "This deletes all {hands} hands you played, your statistics and your sessions, and "
            "sets your bankroll to {chips}. It cannot be undone.", count).format(
                hands=format_chips(count), chips=format_chips(self.start_choice))
        self.app.nav.push(
            "notice", heading=_("Reset your profile?"), message=message,
            choices=[(_("Reset profile"), "fold", self.reset), (_("Cancel"), "neutral", None)],
            default=1, cancel=1, kind="confirm")

    def show_licences(self) -> None:
        """A dialog listing the build's third-party parts and where their licences are."""
        path = notices_file()
        if path is None:
            message = _("This copy of the game runs from its source code: each library it "
                        "uses came with its own licence. The standalone builds list them "
                        "in THIRD-PARTY-NOTICES.txt.")
        else:
            message = "\n".join([
                _("Draw Poker is free software under the MIT licence. It is built with:"),
                ", ".join(notices_contents(path)) + ".",
                _("The full licence texts are in {file}").format(file=path)])
        self.app.nav.push("notice", heading=_("Third-party licences"), message=message)

    def reset(self) -> None:
        """Start the profile over with the chosen starting bankroll (after confirmation)."""
        try:
            self.profile.reset(self.start_choice)
        except PROFILE_WRITE_ERRORS as exc:  # busy or a full disk: nothing was reset
            tell_unsaved(lambda text: self.say(text, error=True), exc, self.profile.path)
            return
        self.say(_("Your profile was reset. Your bankroll is {chips}.").format(
            chips=format_chips(self.profile.bankroll)))
