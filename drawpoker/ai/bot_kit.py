"""The kit the measuring bots are built from (:mod:`drawpoker.ai.baselines`,
:mod:`drawpoker.ai.exploit_bots`): a base class that draws by the book and shows down,
the hand tests and bet sizes the bots' habits are written in (chips; the high game's
categories, lowball by the share of dealt hands a hand beats), and ``seed-rules``, the
plain play several habits start from."""

from __future__ import annotations

import random

from drawpoker.ai.holds import standard_hold
from drawpoker.ai.mode import Mode
from drawpoker.ai.protocol import Decision, draw_action, legalize, showdown_decision
from drawpoker.ai.tables import ModeTables, tables_for
from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType, Phase, PlayerView
from drawpoker.evaluator import HandCategory
from drawpoker.handshape import four_flush, open_ended_four
from drawpoker.i18n import _


def bot_tables(view: PlayerView) -> ModeTables:
    return tables_for(Mode.of(view.rules))


def sound_draw(view: PlayerView) -> Decision:
    t = bot_tables(view)
    hand = list(view.own_cards)
    keep = standard_hold(hand, t.mode, float(t.pct[t.rank_of(hand)]))
    legal = view.legal
    assert legal is not None
    # respect this seat's limits (four with an ace)
    while 5 - len(keep) > legal.max_discard or (
        legal.four_with_ace_needed and 5 - len(keep) == legal.max_discard
        and not any(c.rank == 14 for c in keep)
    ):
        rest = sorted((c for c in hand if c not in keep), key=lambda c: -c.rank)
        keep = keep + rest[:1]
    return Decision(draw_action(view, keep), _("Drawing by the book"))


def category(view: PlayerView) -> int:
    """High game: the hand's category; lowball: 6 for a nine-low or better, else 0."""
    t = bot_tables(view)
    rank = t.rank_of(view.own_cards)
    if t.mode.lowball:
        return 6 if t.pct[rank] >= 0.95 else 0
    return int(t.categories[rank])


class BotBase:
    """A measuring bot: draws by the book, shows down, learns nothing; ``bet`` is its
    habit."""

    spec = "baseline"

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        return sound_draw(view)

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        if legal is None:
            raise ValueError("decide called when it is not this seat's turn")
        if ActionType.DRAW in legal.kinds:
            return self.choose_discards(view, rng)
        if ActionType.SHOW in legal.kinds or legal.phase == Phase.SHOWDOWN:
            return showdown_decision(view)
        return self.bet(view, rng)

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        raise NotImplementedError

    def observe(self, view: PlayerView) -> None:
        """Baselines learn nothing."""


def pot_to(view: PlayerView, frac: float) -> Action:
    """A bet or raise of ``frac`` times the pot after calling (legalised by the caller)."""
    legal = view.legal
    assert legal is not None
    to = legal.current_bet + int(frac * (view.pot_total + legal.call_amount))
    return Action(view.seat, ActionType.RAISE if legal.current_bet else ActionType.BET, to=to)


def act(view: PlayerView, want: Action | ActionType, why: str) -> Decision:
    assert view.legal is not None
    action = want if isinstance(want, Action) else Action(view.seat, want)
    return Decision(legalize(action, view.legal), why)


def made(view: PlayerView, least: HandCategory) -> bool:
    """The hand is ``least`` or better (lowball: its share of dealt hands beaten is
    high enough to stand in for it)."""
    t = bot_tables(view)
    if t.mode.lowball:
        pct = float(t.pct[t.rank_of(view.own_cards)])
        return pct >= {HandCategory.ONE_PAIR: 0.6, HandCategory.TWO_PAIR: 0.85}.get(
            least, 0.93)
    return category(view) >= least


def jacks(view: PlayerView) -> bool:
    """A pair of jacks or better (lowball: as good as :func:`made` two pair)."""
    t = bot_tables(view)
    if t.mode.lowball:
        return made(view, HandCategory.TWO_PAIR)
    pair = [Card(11, "c"), Card(11, "d"), Card(4, "h"), Card(3, "s"), Card(2, "c")]
    return t.rank_of(view.own_cards) >= t.rank_of(pair)


def after_draw(view: PlayerView) -> bool:
    """It is the betting after the draw."""
    return view.legal is not None and view.legal.phase != Phase.FIRST_BETTING


class SeedRulesBot(BotBase):
    """The seed articles' advice (000, 002), applied literally."""

    spec = "seed-rules"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        t = bot_tables(view)
        hand = list(view.own_cards)
        seat = view.seat
        cat = category(view)
        rank = t.rank_of(hand)
        jacks = t.rank_of([Card(11, "c"), Card(11, "d"), Card(4, "h"), Card(3, "s"), Card(2, "c")])
        raise_to = legal.current_bet + (view.pot_total + legal.call_amount) * 3 // 4
        if legal.phase == Phase.FIRST_BETTING:
            # the articles' draws, read literally: four cards of one suit (a wild card
            # counts by its own suit) or four in a row open at both ends
            draw = ((four_flush(hand) or open_ended_four(c.rank for c in hand))
                    and cat < HandCategory.ONE_PAIR)
            if t.mode.lowball:
                playable = t.pct[rank] >= 0.6
                strong = t.pct[rank] >= 0.85
            else:
                playable = cat >= HandCategory.ONE_PAIR or draw
                strong = rank >= jacks
            if not playable:
                return Decision(legalize(Action(seat, ActionType.FOLD), legal),
                                _("Nothing to play: folding early"))
            n = len(view.seats)
            late = ((seat - view.button) % n) >= n - 2 or (seat == view.button)
            others_in = legal.current_bet > 0 and any(
                s.in_hand and s.bet > 0 and i != seat for i, s in enumerate(view.seats))
            if draw and not strong:
                call = legal.call_amount
                if call == 0:
                    return Decision(legalize(Action(seat, ActionType.CHECK), legal),
                                    _("Drawing cheaply"))
                ok = view.pot_total >= 4.5 * call and (late or others_in)
                return Decision(legalize(Action(seat, ActionType.CALL if ok else ActionType.FOLD),
                                         legal), _("Four to a flush needs 4.5 to 1"))
            if strong or late:
                return Decision(legalize(Action(seat, ActionType.RAISE, to=raise_to), legal),
                                _("Raising rather than limping"))
            return Decision(legalize(Action(seat, ActionType.FOLD), legal),
                            _("A weak pair in early position: folding"))
        if t.mode.lowball:
            made = t.pct[rank] >= 0.9
            callable_ = t.pct[rank] >= 0.7
        else:
            made = cat >= HandCategory.TWO_PAIR
            callable_ = rank >= jacks
        if made:
            return Decision(legalize(Action(seat, ActionType.RAISE, to=raise_to), legal),
                            _("A cinch hand: make them pay"))
        if callable_:
            return Decision(legalize(Action(seat, ActionType.CALL), legal), _("Calling"))
        return Decision(legalize(Action(seat, ActionType.FOLD), legal),
                        _("They have me beat: folding"))
