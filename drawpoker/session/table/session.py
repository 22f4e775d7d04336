"""``TableSession``: the one object a front end drives to play at a table, as pokerkit's
``State`` is for its users.

The session holds the engine ``Table``, the deal in play and a decider per seat
(:mod:`.deciders`). It says whose turn it is (:meth:`TableSession.next_turn`): a
computer's (the front end asks the policy, on a worker thread if it likes, and hands the
decision back to :meth:`TableSession.computer_acts`), a person's (the front end sends
his action to :meth:`TableSession.act`), or one the session plays itself
(:meth:`TableSession.play_turn`: a ticked pre-action box, a forced show, an absent seat's
Check/Fold box). It ends a hand (:meth:`TableSession.finish_hand`: the computer
players learn, the hand is settled) and plays a hand to its end without some seats
(:meth:`TableSession.play_out`, the engine's one loop). With more than one person at
the table (pass and play) it says when the screen must be handed to another person
(:meth:`TableSession.needs_hand_off`).

Kinds of table: :class:`~drawpoker.session.table.cash.CashSession` (with or without a
profile's ``TableKeeper``; practice chips too) and
:class:`~drawpoker.session.tournament.sitting.TournamentSession`.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from drawpoker.ai.protocol import Policy
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PreAction, Table, TableRules
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import CHECK_FOLD, play_to_end, safe_action
from drawpoker.engine.shuffle import dealt_origin
from drawpoker.session.table.deciders import (
    Computer,
    Decider,
    Person,
    Turn,
    TurnKind,
    computer_decision,
    learn,
)
from drawpoker.session.turns import is_forced_show, pre_action_to_play


@dataclass(frozen=True, slots=True)
class PreActionTick:
    """A person's ticked pre-action box (``docs/rules.md`` §5).

    Attributes:
        box: the ticked box.
        call: the chips of a ticked "Call N" box (call exactly N), else None.
    """

    box: PreAction
    call: int | None = None


@dataclass
class HandOutcome:
    """What ending a hand gave.

    Attributes:
        hand: the deal that ended.
        reasons: ``(seat, reason)`` of the computer players' decisions in it, in order.
    """

    hand: Hand
    reasons: list[tuple[int, str]] = field(default_factory=list)


class TableSession:
    """A table being played: seats and their deciders, the deal in play, whose turn.

    Args:
        table: the engine table, every seat sat down.
        deciders: one per seat.
        rng: the table's random source (shuffles, buttons).
        ai_rng: the computer players' random source.

    Raises:
        ValueError: not one decider per seat.
    """

    #: a cash table: sitting out, rebuys; a seat out of chips is busted (False: a
    #: sit-and-go, where out of chips is out, docs/rules.md §6)
    cash = True

    def __init__(self, table: Table, deciders: Sequence[Decider], *, rng: random.Random,
                 ai_rng: random.Random) -> None:
        if len(deciders) != table.n:
            raise ValueError(f"deciders: {len(deciders)} given for {table.n} seats")
        self.table = table
        self.deciders: list[Decider] = list(deciders)
        self.rng = rng
        self.ai_rng = ai_rng
        self.hand: Hand | None = None
        #: seats whose player is gone: the Check/Fold box plays for them
        self.absent: set[int] = set()
        self.ticks: dict[int, PreActionTick] = {}
        self.reasons: list[tuple[int, str]] = []
        self.hands_done = 0
        #: the person who was last handed the screen (pass and play), None before the first
        self.viewer: int | None = None
        self._finished: Hand | None = None

    # seats -----------------------------------------------------------------------
    @property
    def n(self) -> int:
        """Number of seats."""
        return self.table.n

    @property
    def persons(self) -> list[int]:
        """The seats a person decides for, in seat order."""
        return [i for i, d in enumerate(self.deciders) if isinstance(d, Person)]

    def is_person(self, seat: int) -> bool:
        """True when a person decides for ``seat``."""
        return isinstance(self.deciders[seat], Person)

    def person_name(self, seat: int) -> str:
        """The name of the person at ``seat`` ("" for a computer seat)."""
        decider = self.deciders[seat]
        return decider.name if isinstance(decider, Person) else ""

    @property
    def policies(self) -> dict[int, Policy]:
        """Every computer seat's policy, by seat."""
        return {i: d.policy for i, d in enumerate(self.deciders) if isinstance(d, Computer)}

    def set_policy(self, seat: int, policy: Policy) -> None:
        """Let ``policy`` decide for ``seat`` from now on (a computer seat)."""
        self.deciders[seat] = Computer(policy)

    @property
    def stacks(self) -> list[int]:
        """Every seat's chips between hands."""
        return [seat.stack for seat in self.table.seats]

    def bankroll(self, seat: int) -> int:
        """``seat``'s chips off the table."""
        return int(self.table.seats[seat].bankroll or 0)

    @property
    def hand_no(self) -> int:
        """Number of the current deal."""
        return int(self.table.hand_no)

    @property
    def rules(self) -> TableRules:
        """The table's rules now (a sit-and-go's rise with its levels)."""
        return self.table.rules

    # turns -----------------------------------------------------------------------
    def next_turn(self) -> Turn | None:
        """The turn of the seat to act, or None (no deal in play, or it is over)."""
        hand = self.hand
        if hand is None or hand.is_over:
            return None
        legal = hand.legal_actions()
        if legal is None:
            return None
        seat = legal.seat
        if seat in self.absent:
            return Turn(TurnKind.ABSENT, legal, safe_action(legal, CHECK_FOLD))
        decider = self.deciders[seat]
        if isinstance(decider, Computer):
            return Turn(TurnKind.COMPUTER, legal, policy=decider.policy)
        if is_forced_show(legal):  # nothing to decide: show
            return Turn(TurnKind.FORCED, legal, Action(seat, ActionType.SHOW), person=decider.name)
        tick = self.ticks.get(seat)
        if tick is not None and legal.phase is not Phase.DRAW:
            action = pre_action_to_play(tick.box, tick.call, legal, hand.stacks[seat])
            return Turn(TurnKind.PRE_ACTION, legal, action, person=decider.name)
        return Turn(TurnKind.PERSON, legal, person=decider.name)

    def tick(self, seat: int, box: PreAction | None, call: int | None = None) -> None:
        """Tick ``box`` for ``seat`` (None: untick); ``call``: a "Call N" box's chips."""
        if box is None:
            self.ticks.pop(seat, None)
        else:
            self.ticks[seat] = PreActionTick(box, call)

    def play_turn(self, turn: Turn) -> list[Event]:
        """Play a turn the session plays itself (``turn.automatic``); a pre-action is
        unticked (one that no longer fits plays nothing: the person decides)."""
        if not turn.automatic:
            raise ValueError(f"play_turn: a {turn.kind} turn is decided by its player")
        if turn.kind is TurnKind.PRE_ACTION:
            self.ticks.pop(turn.seat, None)
        if turn.action is None:
            return []
        return self.act(turn.action)

    def why_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now ("" when it is)."""
        if self.hand is None:
            return "no hand in play"
        return self.hand.why_illegal(action) or ""

    def act(self, action: Action) -> list[Event]:
        """Play ``action`` in the deal in play; returns its events.

        Raises:
            IllegalAction: the action is not legal (nothing changes).
            ValueError: no deal in play.
        """
        hand = self.hand
        if hand is None or hand.is_over:
            raise ValueError("no hand in progress")
        events = self._act(hand, action)
        self._acted(hand)
        return events

    def computer_acts(self, legal: LegalActions, action: Action, reason: str) -> list[Event]:
        """Play a computer player's decision for ``legal.seat`` (its ``reason`` kept for
        the hand's end); an illegal one is replaced by the safe action."""
        if self.why_illegal(action):
            action, reason = safe_action(legal), ""
        if reason:
            self.reasons.append((legal.seat, reason))
        return self.act(action)

    def decide(self, turn: Turn) -> tuple[Action, str]:
        """A computer turn's decision, made now (headless play, tests)."""
        assert turn.policy is not None and self.hand is not None
        return computer_decision(turn.policy, self.hand.view(turn.seat), turn.legal,
                                 self.ai_rng)

    def run_until_person(self) -> list[Event]:
        """Play every turn that is not a person's (computers decide inline) until a person
        is to decide or the hand is over; returns the events."""
        events: list[Event] = []
        while (turn := self.next_turn()) is not None and turn.kind is not TurnKind.PERSON:
            if turn.kind is TurnKind.COMPUTER:
                action, reason = self.decide(turn)
                events += self.computer_acts(turn.legal, action, reason)
            else:
                events += self.play_turn(turn)
        return events

    def play_out(self, without: Collection[int] = ()) -> None:
        """Play the deal in play to its end at once: the seats ``without`` (and absent
        ones) play the Check/Fold box, persons too; the computer players decide."""
        hand = self.hand
        if hand is None or hand.is_over:
            return
        gone = set(without) | self.absent | set(self.persons)
        policies = self.policies

        def decide(legal: LegalActions) -> Action:
            if legal.seat in gone or legal.seat not in policies:
                return safe_action(legal, CHECK_FOLD)
            action: Action = policies[legal.seat].decide(hand.view(legal.seat),
                                                         self.ai_rng).action
            return action

        play_to_end(hand, decide, self.act)

    # the hand's end --------------------------------------------------------------
    def finish_hand(self) -> HandOutcome:
        """End the hand that is over (once; later calls return the same reasons empty):
        the computer players learn from it and it is settled at the table.

        Raises:
            ValueError: no hand, or it is not over.
        """
        hand = self.hand
        if hand is None or not hand.is_over:
            raise ValueError("finish_hand: no hand is over")
        reasons, self.reasons = self.reasons, []
        if self._finished is hand:
            return HandOutcome(hand)
        self._finished = hand
        learn(hand, self.policies)
        self._settle(hand)
        self.hands_done += 1
        return HandOutcome(hand, reasons)

    @property
    def finished(self) -> bool:
        """True once the hand in play is over and :meth:`finish_hand` ended it."""
        return self.hand is not None and self._finished is self.hand

    # pass and play ---------------------------------------------------------------
    def needs_hand_off(self, turn: Turn | None = None) -> bool:
        """True when the screen must go to another person before ``turn`` (default the
        next one): more than one person plays here and this person's turn follows
        another person's."""
        turn = turn if turn is not None else self.next_turn()
        if turn is None or turn.kind is not TurnKind.PERSON or len(self.persons) < 2:
            return False
        return self.viewer != turn.seat

    def hand_off(self, seat: int) -> None:
        """The screen is now with the person at ``seat`` (he pressed Enter alone)."""
        if not self.is_person(seat):
            raise ValueError(f"hand_off: seat {seat} is not a person's")
        self.viewer = seat

    # kinds of table --------------------------------------------------------------
    def deal(self) -> list[Event]:
        """Deal the next hand; returns the forced bets' and the deal's events."""
        hand = self.table.new_hand(self.rng, salt_rng=self.rng, origin=dealt_origin(self.rng))
        self._started(hand)
        return hand.start()

    def _started(self, hand: Hand) -> None:
        """A new deal is in play: the last one's ticks are gone."""
        self.hand = hand
        self.ticks.clear()
        self.reasons = []

    def _act(self, hand: Hand, action: Action) -> list[Event]:
        return hand.act(action)

    def _acted(self, hand: Hand) -> None:
        """After each action (a tournament keeps its hand in play)."""

    def _settle(self, hand: Hand) -> None:
        """Take the ended deal at the table."""
        if self.table.current is hand:
            self.table.finish_hand(hand)

    def restore_models(self, models: Mapping[str, object]) -> list[str]:
        """Give the computer players back what they had learnt (by seat number as text);
        returns a line per damaged model (that player starts afresh)."""
        problems: list[str] = []
        for seat, policy in self.policies.items():
            data = models.get(str(seat))
            load = getattr(policy, "load_model_state", None)
            if isinstance(data, dict) and load is not None:
                try:
                    load(data)
                except ValueError as exc:
                    problems.append(f"seat {seat}: opponent model not restored: {exc}")
        return problems

    def model_states(self) -> dict[str, object]:
        """What the computer players have learnt, by seat number as text."""
        states: dict[str, object] = {}
        for seat, policy in self.policies.items():
            model_state = getattr(policy, "model_state", None)
            if model_state is not None:
                states[str(seat)] = model_state()
        return states
