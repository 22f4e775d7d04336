"""The showdown and the payout (RULES.md §3.7, §3.8): showing order, the show/muck choice,
the award of each pot and the hand's result."""

from __future__ import annotations

from drawpoker.cards import Card
from drawpoker.engine.events import (
    HandEnded,
    Mucked,
    OpenersShown,
    PotAwarded,
    ShowdownReveal,
)
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.interning import HAND_OVER, PAYOUT, SHOWDOWN, HandValue, describe, evaluate
from drawpoker.engine.pots import split_pot
from drawpoker.engine.result import HandResult, Outcome


class Showdown(HandState):
    """The showdown and payout steps of a deal."""

    def _start_showdown(self) -> None:
        self.phase = SHOWDOWN
        live = [s for s in self.order if self._in_hand(s)]
        last_round = self.round_took_place[-1] if self.round_took_place else 1
        first = self.aggressor.get(last_round)
        if first is None or not self._in_hand(first):
            first = live[0]
        i = live.index(first)
        self.showdown_order = live[i:] + live[:i]
        self.showdown_pos = 0
        self.face_up = self._able_count() <= 1 or not self.ask_showdown
        self._next_shower()

    def _next_shower(self) -> None:
        """Reveal automatically while nobody has a real choice; stop at a show/muck choice."""
        while self.showdown_pos < len(self.showdown_order):
            s = self.showdown_order[self.showdown_pos]
            if self._may_muck(s):
                self.to_act = s
                return
            self._reveal(s)
            self.showdown_pos += 1
        self.to_act = None

    def _may_muck(self, s: int) -> bool:
        """A seat may muck unless he would leave a pot he is in without any hand."""
        if self.face_up or self.showdown_pos == 0:
            return False
        others = set(self.showdown_order) - {s}
        for pot in self.pots:
            if s in pot.eligible and not any(
                o in pot.eligible and not self.mucked[o] for o in others
            ):
                return False
        return True

    def _reveal(self, s: int) -> None:
        cards = tuple(self.hands[s])
        self.shown[s] = cards
        value = evaluate(cards, self.rules)
        self._values[s] = value
        text = self._descriptions[s] = describe(value)
        self.events.append(ShowdownReveal(s, cards, text))

    def _do_show(self, s: int, muck: bool) -> None:
        if muck:
            self.mucked[s] = True
            self.muck.extend(self.hands[s])
            self.events.append(Mucked(s))
        else:
            self._reveal(s)
        self.showdown_pos += 1
        self._next_shower()

    def _finish_uncontested(self) -> None:
        self._award("uncontested")

    def _payout(self) -> None:
        self._award("showdown")

    def _award(self, outcome: Outcome) -> None:
        self.phase = PAYOUT
        self.to_act = None
        pots = self.pots if self.pots else self._collectable_pots()
        awarded: list[PotAwarded] = []
        values: dict[int, HandValue] = {}
        if outcome == "showdown":
            values = self._values
        stacks = self.stacks
        for index, pot in enumerate(pots):
            if outcome == "showdown":
                contenders = [s for s in pot.eligible if s in values]
                best = max([values[s] for s in contenders])
                winners = [s for s in contenders if not values[s] < best]
            else:
                winners = list(pot.eligible) or [s for s in range(self.n) if self._in_hand(s)]
            shares = split_pot(pot.amount, winners, self.button, self.n)
            for seat, share in shares:
                stacks[seat] += share
            event = PotAwarded(index, pot.amount, pot.eligible, tuple([w for w, _ in shares]),
                               tuple(shares))
            awarded.append(event)
            self.events.append(event)
        if self.opener is not None:
            self.events.append(OpenersShown(self.opener, self.openers))
        self.pots = []
        self.phase = HAND_OVER
        final: dict[int, tuple[Card, ...]] = {}
        shown: dict[int, str] = {}
        if outcome == "showdown":
            for s in self.showdown_order:
                final[s] = tuple(self.hands[s])
            shown = dict(self._descriptions)
        draws = {s: d for s in self.draw_order if (d := self.drawn[s]) is not None}
        self.result = HandResult(
            outcome, draws=draws, final=final, showdown_order=tuple(self.showdown_order),
            shown=shown, returned=dict(self.returned), pots=tuple(awarded),
            stacks=tuple(self.stacks),
        )
        self.events.append(HandEnded(tuple(self.stacks)))
