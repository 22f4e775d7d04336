"""The showdown and the payout (docs/rules.md §3.7, §3.8): showing order, the show/muck choice,
the award of each pot and the hand's result, as functions of the deal's state."""

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


def start_showdown(st: HandState) -> None:
    """Begin the showdown: the showing order (docs/rules.md §3.7) and every reveal up to the
    first show/muck choice."""
    st.phase = SHOWDOWN
    live = [s for s in st.order if st.in_hand(s)]
    last_round = st.round_took_place[-1] if st.round_took_place else 1
    first = st.aggressor.get(last_round)
    if first is None or not st.in_hand(first):
        first = live[0]
    i = live.index(first)
    st.showdown_order = live[i:] + live[:i]
    st.showdown_pos = 0
    st.face_up = st.able_count() <= 1 or not st.ask_showdown
    next_shower(st)


def next_shower(st: HandState) -> None:
    """Reveal automatically while nobody has a real choice; stop at a show/muck choice."""
    while st.showdown_pos < len(st.showdown_order):
        s = st.showdown_order[st.showdown_pos]
        if may_muck(st, s):
            st.to_act = s
            return
        reveal(st, s)
        st.showdown_pos += 1
    st.to_act = None


def may_muck(st: HandState, s: int) -> bool:
    """A seat may muck unless he would leave a pot he is in without any hand."""
    if st.face_up or st.showdown_pos == 0:
        return False
    others = set(st.showdown_order) - {s}
    for pot in st.pots:
        if s in pot.eligible and not any(
            o in pot.eligible and not st.mucked[o] for o in others
        ):
            return False
    return True


def reveal(st: HandState, s: int) -> None:
    """Turn seat ``s``'s hand face up and value it."""
    cards = tuple(st.hands[s])
    st.shown[s] = cards
    value = evaluate(cards, st.rules)
    st.values[s] = value
    text = st.descriptions[s] = describe(value)
    st.emit(ShowdownReveal(s, cards, text))


def show_or_muck(st: HandState, s: int, muck: bool) -> None:
    """Seat ``s`` shows or mucks (a checked legal choice); the reveals go on after him."""
    if muck:
        st.mucked[s] = True
        st.muck.extend(st.hands[s])
        st.emit(Mucked(s))
    else:
        reveal(st, s)
    st.showdown_pos += 1
    next_shower(st)


def award(st: HandState, outcome: Outcome) -> None:
    """Pay every pot (to the best shown hand, or to the one player left: ``uncontested``),
    odd chips clockwise from the button (docs/rules.md §3.8), and end the hand with its
    result."""
    st.phase = PAYOUT
    st.to_act = None
    pots = st.pots if st.pots else st.collectable_pots()
    awarded: list[PotAwarded] = []
    values: dict[int, HandValue] = {}
    if outcome == "showdown":
        values = st.values
    stacks = st.stacks
    for index, pot in enumerate(pots):
        if outcome == "showdown":
            contenders = [s for s in pot.eligible if s in values]
            best = max([values[s] for s in contenders])
            winners = [s for s in contenders if not values[s] < best]
        else:
            winners = list(pot.eligible) or [s for s in range(st.n) if st.in_hand(s)]
        shares = split_pot(pot.amount, winners, st.button, st.n)
        for seat, share in shares:
            stacks[seat] += share
        event = PotAwarded(index, pot.amount, pot.eligible, tuple([w for w, _ in shares]),
                           tuple(shares))
        awarded.append(event)
        st.emit(event)
    if st.opener is not None:
        st.emit(OpenersShown(st.opener, st.openers))
    st.pots = []
    st.phase = HAND_OVER
    final: dict[int, tuple[Card, ...]] = {}
    shown: dict[int, str] = {}
    if outcome == "showdown":
        for s in st.showdown_order:
            final[s] = tuple(st.hands[s])
        shown = dict(st.descriptions)
    draws = {s: d for s in st.draw_order if (d := st.drawn[s]) is not None}
    st.result = HandResult(
        outcome, draws=draws, final=final, showdown_order=tuple(st.showdown_order),
        shown=shown, returned=dict(st.returned), pots=tuple(awarded),
        stacks=tuple(st.stacks),
    )
    st.emit(HandEnded(tuple(st.stacks)))
