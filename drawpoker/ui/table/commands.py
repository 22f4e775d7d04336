"""The player's commands at the table: fold, check or call, bet or raise to the chosen
amount, all in, marking cards to discard and drawing (with its *Undo*), showing or
mucking (docs/rules.md §3-§5).

:class:`PlayerCommands` is composed by the table scene with the parts whose state the
commands change (the bet amount, the discard pick) and what it needs of the table
(:class:`PlayingTable`); each command checks that it is legal now and asks first when
the settings say so (``session.confirmations``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from drawpoker.engine import Action, ActionType, LegalActions, Phase, TableRules
from drawpoker.i18n import _
from drawpoker.session.advisor import draw_odds_line
from drawpoker.session.confirmations import (
    DRAW_UNDO_SECONDS,
    confirmation_question,
    fold_question,
    stand_pat_question,
)
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.controls_model import ControlMode
from drawpoker.ui.table.discard_pick import DiscardPick
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.seat import PlayerSeat, live_opponents

if TYPE_CHECKING:
    from drawpoker.ui.services import Services

class PlayingTable(Protocol):
    """What the commands need of the table they play at (the table scene)."""

    app: Services
    hero: int
    rules: TableRules
    visual: TableVisual

    @property
    def legal(self) -> LegalActions | None: ...

    @property
    def mode(self) -> str: ...

    @property
    def seat(self) -> PlayerSeat: ...


class PlayerCommands:
    """What the player can do at his turn.

    Args:
        table: the table played at (its ``app``: settings, sounds, the notice route).
        bet: the bet amount part (the amount a bet or raise goes to).
        pick: the discard pick part (the cards a draw throws away).
        send: sends an action to the hand; False (and nothing sent) when illegal.
    """

    def __init__(self, table: PlayingTable, bet: BetAmount, pick: DiscardPick,
                 send: Callable[[Action], bool]) -> None:
        self.table = table
        self.bet = bet
        self.pick = pick
        self.send = send

    # betting --------------------------------------------------------------
    def act_kind(self, kind: str) -> bool:
        """Play ``fold``, ``call`` (check or call), ``raise`` (bet/raise to the chosen
        amount) or ``allin`` for the player, if legal now. Returns True if sent."""
        la = self.table.legal
        if la is None or la.phase is Phase.DRAW:
            return False
        seat = self.table.hero
        if kind == "fold" and ActionType.FOLD in la.kinds:
            question = fold_question(
                la, confirm_free_fold=bool(self.table.app.settings.confirm_free_fold))
            if question is not None:
                return self._ask_fold_or_check(seat, question)
            return self.send(Action(seat, ActionType.FOLD))
        if kind == "call":
            if ActionType.CHECK in la.kinds:
                return self.send(Action(seat, ActionType.CHECK))
            if ActionType.CALL in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.CALL), la)
            return False
        if kind == "raise":
            amt = self.bet.clamped(la)
            if ActionType.BET in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.BET, to=amt), la)
            if ActionType.RAISE in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.RAISE, to=amt), la)
            return False
        if kind == "allin" and ActionType.ALLIN in la.kinds:
            return self._confirm_or_send(Action(seat, ActionType.ALLIN), la)
        return False

    def _send_confirmed(self, action: Action) -> None:
        """Send ``action`` once the player has confirmed it in a notice."""
        self.send(action)

    def _ask_fold_or_check(self, seat: int, question: str) -> bool:
        """Folding when checking is free: ask ``question`` first, offering the check."""
        self.ask(question, [
            (_("Check"), "primary", functools.partial(self._send_confirmed, Action(seat, ActionType.CHECK))),
            (_("Fold"), "neutral", functools.partial(self._send_confirmed, Action(seat, ActionType.FOLD))),
            (_("Cancel"), "neutral", None)], cautious=0)
        return False

    def ask(self, question: str, choices: list[tuple[str, str, Any]], *, cautious: int) -> None:
        """Every table confirmation: ``question`` with ``choices`` (label, style, action;
        the last one does nothing). Enter presses the cautious choice ``cautious`` (the
        one that risks no chips: check, cancel, choose cards), so one Enter never sends
        a stack; Esc presses the last."""
        self.table.app.nav.push("notice", heading=_("Please confirm"), message=question,
                          choices=choices, default=cautious, cancel=len(choices) - 1,
                          kind="confirm")

    def _needs_confirmation(self, action: Action, la: LegalActions) -> str | None:
        """The question to ask before ``action``, or None (settings ``confirm_allin`` and
        ``confirm_call``: ``session.confirmations.confirmation_question``)."""
        settings = self.table.app.settings
        stack = self.table.seat.view().seats[self.table.hero].stack
        return confirmation_question(action, la, stack,
                                     confirm_allin=bool(settings.confirm_allin),
                                     confirm_call=float(settings.confirm_call_fraction))

    def _confirm_or_send(self, action: Action, la: LegalActions) -> bool:
        question = self._needs_confirmation(action, la)
        if question is None:
            return self.send(action)
        self.ask(question, [(_("Yes"), "primary", functools.partial(self._send_confirmed, action)),
                            (_("Cancel"), "neutral", None)], cautious=1)
        return False

    # draw -----------------------------------------------------------------
    def toggle_discard(self, index: int) -> None:
        """Mark or unmark the player's card ``index`` (0..4) for discarding (at the draw)."""
        if self.table.mode != ControlMode.DRAW or not 0 <= index < 5:
            return
        self.pick.toggle(index, self.table.legal, self.table.seat.own_cards())
        self.table.app.play_sound("click")

    def confirm_draw(self) -> bool:
        """Send the marked cards as one draw action (stand pat when none).

        Standing pat on a hand that is not made asks once a hand first (setting
        ``confirm_stand_pat``); a draw waits :data:`DRAW_UNDO_SECONDS` with an *Undo*
        button (setting ``undo_draw``; pressed again, it draws at once)."""
        la = self.table.legal
        if la is None or la.phase is not Phase.DRAW:
            return False
        if self.pick.pending is not None:
            return self.draw_now()
        cards = self.table.seat.own_cards()
        problem = self.pick.problem(la, cards)
        if problem:
            self.pick.reason = problem
            self.table.app.play_sound("click")
            return False
        discard = self.pick.discards(cards)
        settings = self.table.app.settings
        rules = self.table.rules
        if not discard and settings.confirm_stand_pat and not self.pick.stand_pat_asked:
            question = stand_pat_question(cards, 0, game=rules.game, wild=rules.wild)
            if question is not None:
                self.pick.stand_pat_asked = True  # once a hand: the next Stand pat is sent
                self.ask(question, [(_("Stand pat"), "primary", self._stand_pat_confirmed),
                                    (_("Choose cards"), "neutral", None)], cautious=1)
                return False
        action = Action(self.table.hero, ActionType.DRAW, discard=discard)
        if discard and settings.undo_draw:
            self.pick.hold(action, DRAW_UNDO_SECONDS)
            self.table.app.play_sound("click")
            return True
        return self._send_draw(action)

    def _stand_pat_confirmed(self) -> None:
        self._send_draw(Action(self.table.hero, ActionType.DRAW))

    def _send_draw(self, action: Action) -> bool:
        cards = self.table.seat.own_cards()
        la = self.table.legal
        ok = self.send(action)
        if ok:
            odds = self.pick.odds
            if la is not None:  # the odds this draw had stay on show (advisor)
                kept = tuple(c for c in cards if c not in action.discard)
                rules = self.table.rules
                odds = draw_odds_line(cards, kept, game=rules.game, wild=rules.wild,
                                      max_draw=la.max_discard,
                                      live=live_opponents(self.table.visual, self.table.hero)) or ""
            self.pick.drawn(odds)
        return ok

    def draw_now(self) -> bool:
        """Send the draw waiting for its *Undo* at once (True if sent)."""
        pending = self.pick.release()
        if pending is None or self.table.legal is None:
            return False
        return self._send_draw(pending)

    def undo_draw(self) -> bool:
        """Take back the draw waiting for its *Undo*: the cards stay marked (True if one
        was waiting)."""
        if not self.pick.take_back():
            return False
        self.table.app.play_sound("click")
        return True

    def tick_pending_draw(self, dt: float) -> None:
        """Let ``dt`` seconds pass on the draw waiting for its *Undo*; send it when its
        time is up."""
        if self.pick.tick(dt):
            self.draw_now()

    def show_or_muck(self, show: bool) -> bool:
        """At showdown: show the hand (or muck it, when the rules allow)."""
        la = self.table.legal
        if la is None or la.phase is not Phase.SHOWDOWN:
            return False
        kind = ActionType.SHOW if show else ActionType.MUCK
        if kind not in la.kinds:
            return False
        return self.send(Action(self.table.hero, kind))
