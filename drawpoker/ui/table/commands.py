"""The player's commands at the table: fold, check or call, bet or raise to an amount,
all in, the amount itself (slider, wheel, arrows, typed digits, quick sizes), marking
cards to discard and drawing, showing or mucking (RULES.md §3-§5).

A mixin of ``TableScene``; each command checks that it is legal now and asks first when
the settings say so (``session.confirmations``).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from drawpoker.engine import Action, ActionType, LegalActions, Phase, TableRules
from drawpoker.i18n import _, ngettext
from drawpoker.session.advisor import advisor_lines, chance_line, chance_now, draw_odds_line
from drawpoker.session.confirmations import (
    DRAW_UNDO_SECONDS,
    confirmation_question,
    fold_question,
    stand_pat_question,
)
from drawpoker.ui.table.controls import ControlMode, snap_amount
from drawpoker.ui.table.labels import _not_allowed_line

if TYPE_CHECKING:
    from drawpoker.session.table.session import TableSession
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.model import TableVisual
    from drawpoker.ui.table.play import TablePlay
    from drawpoker.ui.widgets.slider import Slider

class PlayerCommands:
    """What the player can do at his turn (a mixin of the table scene)."""

    app: Any
    hand: Any
    hero: int
    #: (hand, (events, seat), view) of :meth:`hero_view`.
    _hero_view: tuple[Any, tuple[int, int], Any] | None = None
    demo: bool
    cash_sitting: bool
    rules: TableRules
    session: TableSession
    play: TablePlay | None
    director: Director
    visual: TableVisual
    selected: set[int]
    amount: int
    typed: str
    amount_chosen: bool
    draw_reason: str
    quick_chosen: int | None
    slider: Slider
    pending_draw: tuple[Action, float] | None
    stand_pat_asked: bool
    draw_odds: str
    _chance: tuple[Any, float | None]
    hand_no: Any

    if TYPE_CHECKING:
        @property
        def stacks(self) -> list[int]: ...

    @property
    def legal(self) -> LegalActions | None:
        """The player's legal actions when it is his turn and the table is idle."""
        if self.hand is None or self.director.busy or self.hand.is_over:
            return None
        la = self.hand.legal_actions()
        if la is None or la.seat != self.hero or self.demo:
            return None
        return la

    @property
    def mode(self) -> str:
        """What the controls show (a :class:`ControlMode`)."""
        if self.hand is None:
            return ControlMode.WAIT
        if self.hand.is_over and not self.director.busy:
            if self.stacks[self.hero] <= 0 and not self.demo and self.cash_sitting:
                return ControlMode.BUSTED  # a sit-and-go: out of chips is out, the hand over
            return ControlMode.OVER
        la = self.legal
        if la is None:
            return ControlMode.WAIT
        if la.phase is Phase.DRAW:
            return ControlMode.DRAW
        if la.phase is Phase.SHOWDOWN:
            return ControlMode.SHOW
        return ControlMode.BET

    def pot_total(self) -> int:
        """Every chip in play (chips): the pots plus every bet in front of a seat, posted
        blinds included (the pot of RULES.md §4 pot-limit); the engine's figure while a
        hand is on, else what the table shows."""
        if self.hand is not None:
            return int(self.hero_view().pot_total)
        return sum(self.visual.pots) + sum(s.bet for s in self.visual.seats)

    def _send(self, action: Action) -> bool:
        """Play the player's ``action`` through the table's session (an illegal one is
        logged and nothing is sent); True if sent."""
        why = self.session.why_illegal(action)
        if why:
            self.visual.add_log(_not_allowed_line(self.hand, action), "info")
            return False
        assert self.play is not None
        self.play.played(self.session.act(action))
        return True

    def _send_confirmed(self, action: Action) -> None:
        """Send ``action`` once the player has confirmed it in a notice."""
        self._send(action)

    def hero_view(self) -> Any:
        """The player's censored view of the hand (``engine.view.PlayerView``; RULES.md
        §5), made again only when the hand changed: every change of a hand appends to its
        event log, so the hand and the log's length key it (the table asks for it at every
        update while it waits for the player)."""
        hand = self.hand
        key = (len(hand.events), self.hero)
        cached = self._hero_view
        if cached is None or cached[0] is not hand or cached[1] != key:
            cached = self._hero_view = (hand, key, hand.view(self.hero))
        return cached[2]

    def _own_cards(self) -> tuple[Any, ...]:
        return tuple(self.hero_view().own_cards)

    # betting --------------------------------------------------------------
    def _sizing_range(self, la: LegalActions) -> tuple[int, int]:
        return la.min_to, la.max_to

    def quick_amount(self, k: int, la: LegalActions) -> int:
        """Amount (raise-to, chips) of quick size ``k``: min, ½ pot, ¾ pot, pot, max."""
        lo, hi = la.min_to, la.max_to
        pot_after_call = self.pot_total() + la.call_amount
        if k == 0:
            v = lo
        elif k == 4:
            v = hi
        else:
            frac = (0.5, 0.75, 1.0)[k - 1]
            v = la.current_bet + round(pot_after_call * frac)
        return max(lo, min(hi, v))

    def act_kind(self, kind: str) -> bool:
        """Play ``fold``, ``call`` (check or call), ``raise`` (bet/raise to the chosen
        amount) or ``allin`` for the player, if legal now. Returns True if sent."""
        la = self.legal
        if la is None or la.phase is Phase.DRAW:
            return False
        seat = self.hero
        if kind == "fold" and ActionType.FOLD in la.kinds:
            question = fold_question(
                la, confirm_free_fold=bool(self.app.settings.confirm_free_fold))
            if question is not None:
                return self._ask_fold_or_check(seat, question)
            return self._send(Action(seat, ActionType.FOLD))
        if kind == "call":
            if ActionType.CHECK in la.kinds:
                return self._send(Action(seat, ActionType.CHECK))
            if ActionType.CALL in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.CALL), la)
            return False
        if kind == "raise":
            amt = max(la.min_to, min(la.max_to, self.amount))
            if ActionType.BET in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.BET, to=amt), la)
            if ActionType.RAISE in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.RAISE, to=amt), la)
            return False
        if kind == "allin" and ActionType.ALLIN in la.kinds:
            return self._confirm_or_send(Action(seat, ActionType.ALLIN), la)
        return False

    def _ask_fold_or_check(self, seat: int, question: str) -> bool:
        """Folding when checking is free: ask ``question`` first, offering the check."""
        self._ask(question, [
            (_("Check"), "primary", functools.partial(self._send_confirmed, Action(seat, ActionType.CHECK))),
            (_("Fold"), "neutral", functools.partial(self._send_confirmed, Action(seat, ActionType.FOLD))),
            (_("Cancel"), "neutral", None)], cautious=0)
        return False

    def _ask(self, question: str, choices: list[tuple[str, str, Any]], *, cautious: int) -> None:
        """Every table confirmation: ``question`` with ``choices`` (label, style, action;
        the last one does nothing). Enter presses the cautious choice ``cautious`` (the
        one that risks no chips: check, cancel, choose cards), so one Enter never sends
        a stack; Esc presses the last."""
        self.app.nav.push("notice", heading=_("Please confirm"), message=question,
                          choices=choices, default=cautious, cancel=len(choices) - 1,
                          kind="warning")

    def _needs_confirmation(self, action: Action, la: LegalActions) -> str | None:
        """The question to ask before ``action``, or None (settings ``confirm_allin`` and
        ``confirm_call``: ``session.confirmations.confirmation_question``)."""
        settings = self.app.settings
        stack = self.hero_view().seats[self.hero].stack
        return confirmation_question(action, la, stack,
                                     confirm_allin=bool(settings.confirm_allin),
                                     confirm_call=float(settings.confirm_call_fraction))

    def _confirm_or_send(self, action: Action, la: LegalActions) -> bool:
        question = self._needs_confirmation(action, la)
        if question is None:
            return self._send(action)
        self._ask(question, [(_("Yes"), "primary", functools.partial(self._send_confirmed, action)),
                             (_("Cancel"), "neutral", None)], cautious=1)
        return False

    def set_amount(self, value: int) -> None:
        """Set the bet/raise-to amount (clamped to the legal range) as the player chose it
        (slider, wheel, arrow keys, a quick size): Enter may then bet it."""
        la = self.legal
        if la is None:
            return
        self.amount_chosen = True
        self.amount = max(la.min_to, min(la.max_to, int(value)))
        self.slider.set_value(self.amount)
        self.quick_chosen = None  # a quick-size button is lit only right after its click

    def snap(self, value: int) -> int:
        """A slider/wheel/arrow amount snapped to whole bet steps (ante or big blind,
        :meth:`_bet_step`) inside the legal range; the minimum and the all-in maximum
        are always reachable exactly (no 479 when the steps are 10)."""
        la = self.legal
        if la is None:
            return int(value)
        return snap_amount(int(value), la.min_to, la.max_to, self._bet_step())

    def _bet_step(self) -> int:
        return max(1, self.rules.ante, self.rules.big_blind, (self.rules.small_bet or 0) // 2)

    def advisor_lines(self) -> list[str]:
        """Draw advisor text (settings ``advisor``), shown under the player's hand
        (``session.advisor.advisor_lines``)."""
        if not self.app.settings.advisor_enabled:
            return []
        la = self.legal
        if la is None:
            return []
        if la.phase is Phase.DRAW:
            live = sum(1 for i, sv in enumerate(self.visual.seats)
                       if i != self.hero and sv.dealt_in and not sv.folded)
            return advisor_lines(la, self._own_cards(), self.selected, game=self.rules.game,
                                 wild=self.rules.wild, live=live, pot=0)
        pot = self.pot_total() if la.call_amount > 0 else 0
        key = (self.hand_no, len(self.hand.events))
        if self._chance[0] != key:  # once per table state: it reads every action so far
            self._chance = (key, chance_now(self.hero_view()))
        lines = [] if self._chance[1] is None else [
            chance_line(self._chance[1], la.call_amount, pot)]
        lines += advisor_lines(la, (), self.selected, game=self.rules.game, wild=self.rules.wild,
                               live=0, pot=pot)
        if self.draw_odds:
            lines.append(self.draw_odds)
        return lines

    # draw -----------------------------------------------------------------
    def toggle_discard(self, index: int) -> None:
        """Mark or unmark the player's card ``index`` (0..4) for discarding."""
        if self.mode != ControlMode.DRAW or not 0 <= index < 5:
            return
        self.pending_draw = None  # a change of the marked cards takes the draw back
        if index in self.selected:
            self.selected.discard(index)
        else:
            self.selected.add(index)
        self.draw_reason = self.discard_problem() or ""
        self.app.play_sound("click")

    def discard_problem(self) -> str | None:
        """Why the current selection may not be drawn (RULES.md §3.5), or None."""
        la = self.legal
        if la is None:
            return None
        n = len(self.selected)
        if n > la.max_discard:
            return ngettext("You may draw at most {n} card.", "You may draw at most {n} cards.",
                            la.max_discard).format(n=la.max_discard)
        if la.four_with_ace_needed and n == la.max_discard:
            cards = self._own_cards()
            kept_ace = any(c.rank == 14 for k, c in enumerate(cards) if k not in self.selected)
            if not kept_ace:
                return ngettext("You may draw {n} card only when you keep an ace.",
                                "You may draw {n} cards only when you keep an ace.",
                                n).format(n=n)
        return None

    def confirm_draw(self) -> bool:
        """Send the marked cards as one draw action (stand pat when none).

        Standing pat on a hand that is not made asks once a hand first (setting
        ``confirm_stand_pat``); a draw waits :data:`DRAW_UNDO_SECONDS` with an *Undo*
        button (setting ``undo_draw``; pressed again, it draws at once)."""
        la = self.legal
        if la is None or la.phase is not Phase.DRAW:
            return False
        if self.pending_draw is not None:
            return self.draw_now()
        problem = self.discard_problem()
        if problem:
            self.draw_reason = problem
            self.app.play_sound("click")
            return False
        cards = self._own_cards()
        discard = tuple(cards[k] for k in sorted(self.selected) if k < len(cards))
        settings = self.app.settings
        if not discard and settings.confirm_stand_pat and not self.stand_pat_asked:
            question = stand_pat_question(cards, 0, game=self.rules.game, wild=self.rules.wild)
            if question is not None:
                self.stand_pat_asked = True  # once a hand: the next Stand pat is sent
                self._ask(question, [(_("Stand pat"), "primary", self._stand_pat_confirmed),
                                     (_("Choose cards"), "neutral", None)], cautious=1)
                return False
        action = Action(self.hero, ActionType.DRAW, discard=discard)
        if discard and settings.undo_draw:
            self.pending_draw = (action, DRAW_UNDO_SECONDS)
            self.app.play_sound("click")
            return True
        return self._send_draw(action)

    def _stand_pat_confirmed(self) -> None:
        self._send_draw(Action(self.hero, ActionType.DRAW))

    def _send_draw(self, action: Action) -> bool:
        cards = self._own_cards()
        la = self.legal
        ok = self._send(action)
        if ok:
            self.selected.clear()
            self.draw_reason = ""
            if la is not None:  # the odds this draw had stay on show (advisor)
                kept = tuple(c for c in cards if c not in action.discard)
                live = sum(1 for i, sv in enumerate(self.visual.seats)
                           if i != self.hero and sv.dealt_in and not sv.folded)
                self.draw_odds = draw_odds_line(cards, kept, game=self.rules.game,
                                                wild=self.rules.wild, max_draw=la.max_discard,
                                                live=live) or ""
        return ok

    def draw_now(self) -> bool:
        """Send the draw waiting for its *Undo* at once (True if sent)."""
        pending, self.pending_draw = self.pending_draw, None
        if pending is None or self.legal is None:
            return False
        return self._send_draw(pending[0])

    def undo_draw(self) -> bool:
        """Take back the draw waiting for its *Undo*: the cards stay marked (True if one
        was waiting)."""
        if self.pending_draw is None:
            return False
        self.pending_draw = None
        self.app.play_sound("click")
        return True

    def tick_pending_draw(self, dt: float) -> None:
        """Let ``dt`` seconds pass on the draw waiting for its *Undo*; send it when its
        time is up."""
        if self.pending_draw is None:
            return
        action, left = self.pending_draw
        left -= dt
        if left > 0:
            self.pending_draw = (action, left)
        else:
            self.draw_now()

    def show_or_muck(self, show: bool) -> bool:
        """At showdown: show the hand (or muck it, when the rules allow)."""
        la = self.legal
        if la is None or la.phase is not Phase.SHOWDOWN:
            return False
        kind = ActionType.SHOW if show else ActionType.MUCK
        if kind not in la.kinds:
            return False
        return self._send(Action(self.hero, kind))
