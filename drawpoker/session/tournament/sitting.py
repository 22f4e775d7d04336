"""``TournamentSession``: a sit-and-go's table session (``docs/rules.md`` §6).

Each deal comes from :meth:`Tournament.deal` at the level due; after every action the
hand in play is kept (``in_play``: a quit or a crash resumes it where it was); each
finished hand is settled (the places taken in it), put in the hand history once its
deals are over and the tournament kept. A person who leaves has his hand played out with
the Check/Fold box; one knocked out may have the rest played out headless at once
(:meth:`TournamentSession.finish_now`, :func:`.play.play_out`: same engine and seeds).
Where the tournament is kept is the front end's: a :class:`TournamentKeeping`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from drawpoker.ai.stack import StackPlay
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.session.table.deciders import Decider
from drawpoker.session.table.session import HandOutcome, TableSession
from drawpoker.session.tournament import play
from drawpoker.session.tournament.in_play import Resumed
from drawpoker.session.tournament.state import Finish, Tournament


class TournamentKeeping(Protocol):
    """Where a tournament is kept (the profile, through the front end)."""

    def keep(self, tournament: Tournament) -> dict[str, Any]:
        """Keep the tournament between hands; returns the state kept."""
        ...

    def keep_in_play(self, before: dict[str, Any], tournament: Tournament,
                     deals: Sequence[Hand]) -> None:
        """Keep the tournament with its hand in play (``deals`` so far) added to ``before``."""
        ...

    def keep_hand(self, tournament: Tournament, deals: Sequence[Hand]) -> None:
        """Put a finished hand (its ``deals``) in the hand history."""
        ...


@dataclass
class TournamentOutcome(HandOutcome):
    """A sit-and-go hand's end: also the places taken in it (knock-outs, the winner)."""

    taken: list[Finish] = field(default_factory=list)


class TournamentSession(TableSession):
    """The session of a sit-and-go (see the module doc).

    Args:
        tournament: the tournament, between hands or as resumed.
        deciders: one per seat.
        keeping: where the tournament is kept.
        resumed: the tournament read back with its hand in play, if any.
    """

    cash = False

    def __init__(self, tournament: Tournament, deciders: Sequence[Decider],
                 keeping: TournamentKeeping, resumed: Resumed | None = None) -> None:
        super().__init__(tournament.table, deciders, rng=tournament.rng,
                         ai_rng=tournament.ai_rng)
        self.tournament = tournament
        self.keeping = keeping
        tournament.table.ask_showdown = True
        prizes = tuple(tournament.prizes)
        for policy in self.policies.values():
            if hasattr(policy, "stack_play"):
                policy.stack_play = StackPlay(prizes)
        #: the deals of the hand in play before the one dealt now (a redeal chain)
        self.deals: list[Hand] = []
        #: the state kept before the hand in play (the hand is kept with it)
        self.before: dict[str, Any] | None = tournament.to_dict() if resumed is None else resumed.before
        self.settled: Hand | None = None
        #: the last deal started a new level (the first deal counts as one)
        self.level_rose = False
        self._keeping_actions = True
        self._taken: list[Finish] = []
        if resumed is not None and resumed.deals:  # the hand in play when the game closed
            if resumed.hand is not None:  # it goes on
                self.deals = resumed.deals[:-1]
                self.hand = resumed.hand
            elif tournament.table.in_redeal_chain:  # its redeal is dealt next
                self.deals = list(resumed.deals)
            else:  # it had ended: into the history and kept now; the next hand is dealt
                self._keep_hand(resumed.deals[-1], kept=resumed.deals[:-1])
                self.before = keeping.keep(tournament)

    def deal(self) -> list[Event]:
        """Deal the next hand at the level due now (nothing once the tournament is over)."""
        t = self.tournament
        if t.is_over:
            return []
        first = t.hands_dealt == 0
        hand = t.deal()
        self._started(hand)
        events = hand.start()
        self.level_rose = t.level_rose or first
        return events

    def _acted(self, hand: Hand) -> None:
        if self._keeping_actions and self.before is not None:
            self.keeping.keep_in_play(self.before, self.tournament, [*self.deals, hand])

    def finish_hand(self) -> TournamentOutcome:
        """End the hand (see :meth:`TableSession.finish_hand`): settled in the tournament,
        kept in the history once its deals are over, the tournament kept between hands."""
        outcome = super().finish_hand()
        taken = self._taken if self.settled is outcome.hand else []
        self._taken = []
        return TournamentOutcome(outcome.hand, outcome.reasons, taken)

    def _settle(self, hand: Hand) -> None:
        super()._settle(hand)
        t = self.tournament
        self._taken = t.settle(hand)
        self.settled = hand
        self._keep_hand(hand)
        if not t.is_over and not t.table.in_redeal_chain:
            self.before = self.keeping.keep(t)

    def _keep_hand(self, hand: Hand, kept: list[Hand] | None = None) -> None:
        """Into the hand history once its deals are over (a deal nobody opened waits for
        its redeal); ``kept``: the deals before it (default: those this table played)."""
        if kept is not None:
            self.deals = list(kept)
        self.deals.append(hand)
        if not self.tournament.table.in_redeal_chain:
            self.keeping.keep_hand(self.tournament, self.deals)
            self.deals = []

    def _play_out_quietly(self, seat: int) -> list[Finish]:
        """Play the hand in play to its end without ``seat`` (not kept action by action)
        and take it; returns the places taken in it."""
        hand = self.hand
        self._keeping_actions = False
        try:
            self.play_out(without={seat})
        finally:
            self._keeping_actions = True
        if hand is not None and hand.is_over and self.settled is not hand:
            self.settled = hand
            return self.tournament.finish(hand)
        return []

    def finish_now(self, seat: int) -> list[Finish]:
        """``seat`` is out: the hand in play is played out without him and the rest of
        the tournament headless at once; returns the places taken in the hand in play.

        Raises:
            ValueError: ``seat`` is still in the tournament.
        """
        if self.tournament.finish_of(seat) is None and not self.tournament.is_over:
            raise ValueError(f"finish_now: seat {seat} is still in the tournament")
        taken = self._play_out_quietly(seat)
        if not self.tournament.is_over:
            play.play_out(self.tournament, self.policies)
        return taken

    def leave(self, seat: int) -> bool:
        """``seat`` leaves for the title: the hand in play is played out without him
        (Check/Fold), taken and kept, and the tournament kept to resume (a deal nobody
        opened is kept as the hand in play, its redeal to come). Returns True when the
        tournament is over (its results are to be shown)."""
        t = self.tournament
        if t.finish_of(seat) is not None:
            self.finish_now(seat)
            return True
        hand = self.hand
        before_settled = self.settled
        self._play_out_quietly(seat)
        if hand is not None and self.settled is hand and before_settled is not hand:
            self._keep_hand(hand)
        if t.is_over:
            return True
        if t.table.in_redeal_chain and self.before is not None:
            self.keeping.keep_in_play(self.before, t, self.deals)
        else:
            self.keeping.keep(t)
        return False
