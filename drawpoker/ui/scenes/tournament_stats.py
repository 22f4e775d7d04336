"""The player's tournaments (route ``"tournament_stats"``; the statistics page of
sit-and-gos): tournaments played, average finish, in the money, return on buy-ins, best
finish (``persistence.tournaments.tournament_statistics``), then the finished
tournaments, newest first; each opens its results screen.
"""

from __future__ import annotations

import functools

import pygame

from drawpoker.i18n import (
    _,
    format_chips,
    format_number,
    format_percent,
    format_signed_chips,
    format_stored_datetime,
    ngettext,
    pgettext,
)
from drawpoker.persistence import tournaments as book
from drawpoker.session.tournament.results import place_name
from drawpoker.ui import text as ui_text
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.theme import CREAM
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.rows import ButtonRow, Row, Section

#: Past tournaments listed.
LISTED = 50


class FigureRow(Row):
    """A label and its figure on the right (read only)."""

    focusable = False

    def __init__(self, label: str, value: str) -> None:
        super().__init__(label)
        self.value = value

    def control_width(self, px: int) -> int:
        return ui_text.text_width(self.value, px, bold=True)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=False, hovered=False)
        r = self.rect
        ui_text.draw_text(surface, self.value, (r.right - px, r.centery), px, CREAM,
                          anchor="midright", bold=True)


class TournamentStatsScene(MenuScene):
    """Tournament statistics and past results."""

    panel_width = 760

    def title(self) -> str:
        return _("Your tournaments")

    def build(self) -> None:
        profile = self.app.profile_if_open or self.app.profile
        try:
            stats = book.tournament_statistics(profile)
            past = book.tournament_results(profile, LISTED)
        except book.DB_ERRORS as exc:
            self.rows = [Section(_("Tournaments"))]
            self.footer.set([FancyButton(_("Back"), "neutral", action=self.back)])
            self.say(_("Your tournaments cannot be read: {error}").format(error=exc), error=True)
            return
        roi = ("–" if stats.return_on_buy_ins is None
               else format_percent(100 * stats.return_on_buy_ins, places=1))
        best = ("–" if stats.best_finish is None else _("{place} of {field}").format(
            place=place_name(stats.best_finish), field=stats.best_field))
        self.rows = [
            Section(_("Tournaments")),
            FigureRow(pgettext("how many tournaments", "Played"), format_number(stats.played)),
            FigureRow(_("Average finish"), "–" if not stats.played
                      else format_number(stats.average_finish, places=1)),
            FigureRow(_("In the money"), "–" if not stats.played
                      else format_percent(100 * stats.in_the_money)),
            FigureRow(_("Return on buy-ins"), roi),
            FigureRow(_("Prizes minus buy-ins"), format_signed_chips(stats.prizes - stats.buy_ins)),
            FigureRow(_("Best finish"), best),
            Section(_("Finished tournaments")),
        ]
        for rec in past:
            label = _("{place} of {field} · prize {prize}").format(
                place=place_name(rec.place), field=rec.field, prize=format_chips(rec.prize))
            hint = _("{when} · buy-in {buy_in} · {hands}").format(
                when=format_stored_datetime(rec.finished_at), buy_in=format_chips(rec.buy_in),
                hands=ngettext("{count} hand", "{count} hands", rec.hands).format(
                    count=format_number(rec.hands)))
            self.rows.append(ButtonRow(label, functools.partial(self.open, rec.result),
                                       hint=hint, text=_("Results")))
        if not past:
            self.rows.append(FigureRow(_("None yet: start one from the Tournament screen."), ""))
        self.footer.set([FancyButton(_("Back"), "neutral", action=self.back)])

    def open(self, result: dict[str, object]) -> None:
        """The results screen of a past tournament."""
        self.app.nav.push("tournament_results", result=result, past=True)
