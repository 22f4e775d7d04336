"""The discard pick: the cards the player marks to throw away at the draw (docs/rules.md §3.5).

:class:`DiscardPick` is a part of the table scene that owns its state: the marked card
places (0..4), the draw waiting for its *Undo*, whether standing pat was asked once this
hand, the reason the marked cards may not be drawn, and the odds line of the draw just
made (the advisor shows it until the hand ends). It checks the draw limit and the
4-with-an-ace rule before anything is sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from drawpoker.engine import Action, LegalActions
from drawpoker.i18n import ngettext

#: Where a marked card's place starts: its index in the player's hand, 0..4.
HAND_SIZE = 5


def discard_problem(la: LegalActions, cards: Sequence[Any], marked: set[int]) -> str | None:
    """Why the ``marked`` places of ``cards`` may not be drawn under ``la``, or None: more
    cards than ``la.max_discard``, or the most cards with no ace kept where the table
    lets four go only with an ace (docs/rules.md §3.5)."""
    n = len(marked)
    if n > la.max_discard:
        return ngettext("You may draw at most {n} card.", "You may draw at most {n} cards.",
                        la.max_discard).format(n=la.max_discard)
    if la.four_with_ace_needed and n == la.max_discard:
        kept_ace = any(c.rank == 14 for k, c in enumerate(cards) if k not in marked)
        if not kept_ace:
            return ngettext("You may draw {n} card only when you keep an ace.",
                            "You may draw {n} cards only when you keep an ace.",
                            n).format(n=n)
    return None


class DiscardPick:
    """The cards marked for the draw and the draw waiting for its *Undo*.

    Attributes:
        selected: the marked places (0..4).
        pending: the draw waiting for its *Undo* and its seconds left, or None.
        stand_pat_asked: standing pat on an unmade hand was asked once this hand.
        reason: why the marked cards may not be drawn ("" when they may).
        odds: the advisor's odds line of the draw just made ("" for none).
        hover: the player's card under the pointer (it rises a little at the draw), or
            None.
    """

    def __init__(self) -> None:
        self.selected: set[int] = set()
        self.pending: tuple[Action, float] | None = None
        self.stand_pat_asked = False
        self.reason = ""
        self.odds = ""
        self.hover: int | None = None

    def new_hand(self) -> None:
        """Forget the last hand's pick: nothing marked or waiting, nothing asked or told."""
        self.selected.clear()
        self.pending = None
        self.stand_pat_asked = False
        self.reason = ""
        self.odds = ""

    def toggle(self, index: int, la: LegalActions | None, cards: Sequence[Any]) -> None:
        """Mark or unmark place ``index`` (0..4; others are ignored); a draw waiting for its
        *Undo* is taken back, and :attr:`reason` says what is wrong with the new pick."""
        if not 0 <= index < HAND_SIZE:
            return
        self.pending = None
        self.selected ^= {index}
        self.reason = (discard_problem(la, cards, self.selected) if la is not None else None) or ""

    def problem(self, la: LegalActions | None, cards: Sequence[Any]) -> str | None:
        """Why the marked cards may not be drawn now (:func:`discard_problem`), or None."""
        return None if la is None else discard_problem(la, cards, self.selected)

    def discards(self, cards: Sequence[Any]) -> tuple[Any, ...]:
        """The marked cards of ``cards``, in hand order."""
        return tuple(cards[k] for k in sorted(self.selected) if k < len(cards))

    def hold(self, action: Action, seconds: float) -> None:
        """Keep ``action`` (a draw) waiting ``seconds`` for its *Undo*."""
        self.pending = (action, seconds)

    def take_back(self) -> bool:
        """Take back the draw waiting for its *Undo* (the cards stay marked); True if one
        was waiting."""
        if self.pending is None:
            return False
        self.pending = None
        return True

    def release(self) -> Action | None:
        """The draw waiting for its *Undo*, no longer waiting (None if none was)."""
        pending, self.pending = self.pending, None
        return None if pending is None else pending[0]

    def tick(self, dt: float) -> bool:
        """Let ``dt`` seconds pass on the waiting draw; True when its time is up (it is
        still waiting: :meth:`release` it)."""
        if self.pending is None:
            return False
        action, left = self.pending
        left -= dt
        if left > 0:
            self.pending = (action, left)
            return False
        return True

    def drawn(self, odds: str) -> None:
        """The draw went out: nothing stays marked; ``odds`` is its advisor line."""
        self.selected.clear()
        self.reason = ""
        self.odds = odds
