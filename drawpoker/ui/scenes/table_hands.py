"""The hands of pass-and-play tables: a list, newest first, each replayed on the table.

:class:`TableHandsScene` (route ``"table_hands"``, opened from the hand history) reads
``pass_and_play.json`` (``persistence.table_hands``: kept apart from the profile, so they
are never in the owner's statistics or bankroll) and lists each hand with its number, its
people and when it was played; *Watch replay* opens the ``"replay"`` route with the
hand's document, whose seats carry the people's names; *Verify this hand*, on the row
under it, checks every card against the shuffle committed before the deal
(``scenario.verify.verify_document``, as for the owner's hands) and says the verdict.
"""

from __future__ import annotations

import functools

from drawpoker.i18n import _, format_stored_datetime
from drawpoker.persistence.history import JournalError
from drawpoker.persistence.table_hands import TableHand, TableHands, hands_file
from drawpoker.scenario.verify import verify_document
from drawpoker.session.hand_list import UNPLAYABLE
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.rows import ButtonRow


def hand_line(hand: TableHand) -> str:
    """A kept hand as its row says it: "Hand 12 · Ann, Boris, Clara · 6 Dec 2026, 07:40"."""
    return _("Hand {number} · {people} · {when}").format(
        number=hand.hand_no, people=", ".join(hand.people),
        when=format_stored_datetime(hand.played_at))


class TableHandsScene(MenuScene):
    """The pass-and-play tables' hands (see the module doc)."""

    panel_width = 960

    def __init__(self) -> None:
        super().__init__()
        self.hands: list[TableHand] = []

    def title(self) -> str:
        return _("Pass-and-play hands")

    def enter(self) -> None:
        self.hands, notices = TableHands(hands_file(self.app.data_dir)).hands()
        for notice in notices:
            self.app.show_toast(notice.message(), error=True)
        super().enter()

    def build(self) -> None:
        self.rows = []
        for k, hand in enumerate(self.hands):
            self.rows.append(ButtonRow(hand_line(hand), functools.partial(self.watch, hand),
                                       text=_("Watch replay")))
            self.rows.append(ButtonRow("", functools.partial(self.verify, k),
                                       text=_("Verify this hand")))
        self.footer.set([FancyButton(_("Back"), "neutral", action=self.back)])
        self.say(_("Played for table chips: these hands are not in your statistics.")
                 if self.hands else _("No hand of a pass-and-play table is kept yet."))

    def verify(self, k: int) -> None:
        """Check the ``k``-th hand's every card against its committed shuffle; the
        verdict beside the button (wrapped whole, the row grows: the status line's one
        line would cut the longer verdicts), read by the voice with the row."""
        verdict = verify_document(self.hands[k].document)
        self.rows[2 * k + 1].hint = verdict.sentence()
        self.resize(self.app.size)

    def watch(self, hand: TableHand) -> None:
        """Replay ``hand`` on the table, every seat by the name it had."""
        try:
            scene = self.app.nav.make("replay", document=hand.document, hero_seat=0,
                                      hand_no=hand.hand_no, people=True)
        except (JournalError, *UNPLAYABLE) as exc:
            self.say(_("This hand cannot be replayed: {reason}").format(reason=str(exc)),
                     error=True)
            return
        self.app.stack.push(scene)
