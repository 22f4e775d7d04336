"""The table's session played into the window: each deal, each turn once the animation
is idle, the end of a hand and a rebuy, their events to the director and their lines to
the table's log.

:class:`TablePlay` asks the session whose turn it is (``session.table``): a person's turn
gets his controls made ready and his ticked pre-action box handed to the session; a turn
the session plays itself (a pre-action, a forced show, an absent seat) is played at once;
a computer player's is asked of :class:`~drawpoker.ui.table.turns.ComputerTurns` and
played once its thinking time is up. The table scene gives the part what it does at a
person's turn and after each action (functions, never the scene itself).
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.engine import Action, LegalActions
from drawpoker.engine.events import Event
from drawpoker.session.table.cash import CashSession
from drawpoker.session.table.deciders import TurnKind
from drawpoker.session.table.session import HandOutcome, PreActionTick, TableSession
from drawpoker.ui.table import labels, sitting
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.turns import ComputerTurns


class TablePlay:
    """Plays the session into the window.

    Args:
        session: the table's session.
        realtime: the computer players decide on a worker thread (:class:`ComputerTurns`).
        director: animates the events.
        visual: the table as shown (its log, its seats' stacks).
        name_of: a seat's name as the table shows it.
        person_turn: makes a person's controls ready for ``legal`` and returns his ticked
            pre-action box (None: none is ticked).
        pre_action_used: a ticked box was played (or no longer fits): untick every box.
        after_action: an action was played (the typed amount is forgotten).

    Attributes:
        over_timer: seconds since the hand in play ended (0 while it runs; below 0 while
            the next hand is held back: :meth:`hold`).
    """

    def __init__(self, session: TableSession, realtime: bool, director: Director,
                 visual: TableVisual, name_of: Callable[[int], str], *,
                 person_turn: Callable[[LegalActions], PreActionTick | None],
                 pre_action_used: Callable[[], None], after_action: Callable[[], None]) -> None:
        self.session = session
        self.turns = ComputerTurns(realtime)
        self.turns.warm(session.rules)
        self.director = director
        self.visual = visual
        self.name_of = name_of
        self.person_turn = person_turn
        self.pre_action_used = pre_action_used
        self.after_action = after_action
        self.over_timer = 0.0

    def deal(self, wishes: tuple[int, bool, bool]) -> list[Event] | None:
        """Deal the next hand: its first events (None: nothing was dealt, the tournament
        is over); a computer player who bought in again is logged. ``wishes``: ``(seat,
        sit out, auto-rebuy)`` of the person at the window, told to a cash session."""
        session = self.session
        if isinstance(session, CashSession):
            seat, sit_out, auto_rebuy = wishes
            session.set_sit_out(seat, sit_out)
            session.set_auto_rebuy(seat, auto_rebuy)
        events = session.deal()
        if session.hand is None or not events:
            return None
        for seat, amount in session.rebought if isinstance(session, CashSession) else ():
            self.visual.add_log(sitting.computer_buy_in_line(self.name_of(seat), amount), "info")
            self.visual.seats[seat].stack = amount
        self.turns.rest()
        self.over_timer = 0.0
        return events

    def send(self, action: Action) -> bool:
        """Play a person's ``action`` through the session (an illegal one is logged and
        nothing is sent); True if sent."""
        session = self.session
        if session.why_illegal(action):
            self.visual.add_log(labels.not_allowed_line(session.hand, action), "info")
            return False
        self.played(session.act(action))
        return True

    def played(self, events: list[Event]) -> None:
        """Animate the events of an action just played; the next computer thinks anew."""
        self.director.feed(events)
        self.turns.rest()
        self.after_action()

    def turn(self, dt: float, speed: float) -> None:
        """Let ``dt`` seconds pass on the turn of the seat to act (``speed``: the
        animation speed, 0 for full speed): play it when it is due."""
        session = self.session
        turn = session.next_turn()
        if turn is not None and turn.kind in (TurnKind.PERSON, TurnKind.PRE_ACTION):
            tick = self.person_turn(turn.legal)
            session.tick(turn.seat, tick.box if tick else None, tick.call if tick else None)
            turn = session.next_turn()
        if turn is None or turn.kind is TurnKind.PERSON:
            return
        if turn.kind is TurnKind.COMPUTER:
            events = self.turns.play(session, turn, dt, speed)
            if events is not None:
                self.played(events)
            return
        if turn.kind is TurnKind.PRE_ACTION:
            self.pre_action_used()
        events = session.play_turn(turn)
        if events:
            self.played(events)

    def finish(self, viewer: int) -> HandOutcome:
        """End the hand that is over (the session's) and log the computer players' reasons
        that ``viewer`` may see."""
        outcome = self.session.finish_hand()
        for line, kind in labels.reason_log(outcome.hand, outcome.reasons, viewer,
                                            [self.name_of(i) for i in range(self.session.n)]):
            self.visual.add_log(line, kind)
        return outcome

    def hold(self, seconds: float) -> None:
        """Hold the next hand back ``seconds`` more than its pause (the toasts of what the
        hand earned come first): *Next hand* counts them down too."""
        self.over_timer = min(self.over_timer, -max(0.0, seconds))

    def hand_over(self, dt: float, auto: float) -> bool:
        """Let ``dt`` seconds pass after the hand ended; True once the next hand is due
        (``auto`` seconds after it ended; 0: only when asked)."""
        self.over_timer += dt
        return bool(auto) and self.over_timer >= auto

    def tell_buy_in(self, notices: sitting.SittingNotices) -> None:
        """Log "You buy in for N." ("Sam buys in": a name of his own) at a fresh sit-down (a buy-in cut to what the bankroll
        holds is told in a notice too: ``SittingNotices.show_due``)."""
        told = notices.buy_in(self.director.own_name)
        if told is not None:
            self.visual.add_log(told, "info")

    def stand_up(self) -> None:
        """Stand up from a cash table (``CashSession.leave``: a hand in progress is played
        out, the stack goes back to the bankroll, the keeper is let go)."""
        if isinstance(self.session, CashSession):
            self.session.leave()

    def take_busted(self, seat: int) -> bool:
        """``seat`` out of chips takes what the cash session offers (rebuy, or the house's
        fresh bankroll and a rebuy); logged. True when it bought in (deal next)."""
        session = self.session
        assert isinstance(session, CashSession), "only a cash table has rebuys"
        _kind, given, chips = session.take_busted(seat)
        if given > 0:  # the bankroll as the refill left it, before the rebuy took its chips
            self.visual.add_log(sitting.fresh_bankroll_line(
                given, session.bankroll(seat) + chips), "info")
        if chips <= 0:
            return False
        self.visual.seats[seat].stack = session.stacks[seat]
        # pass and play, or a player with a name of his own: the line names him
        named = len(session.persons) > 1 or bool(self.director.own_name)
        self.visual.add_log(sitting.computer_buy_in_line(self.name_of(seat), chips) if named
                            else sitting.buy_in_line(chips), "info")
        return True
