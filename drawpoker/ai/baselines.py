"""Baseline bots, for measuring the real players only (not offered as opponents).

* ``random``: a uniformly random legal action (random sizes, random discards).
* ``station``: always checks or calls; draws like a sound simple player.
* ``maniac``: always bets or raises (the pot, or the cap), else calls.
* ``rock``: plays only three of a kind or better (lowball: a nine-low or better):
  bets and raises those, checks or folds everything else.
* ``seed-rules``: follows the advice of the seed articles 000 and 002 literally: fold
  with less than a pair or four to a flush or straight; open early only with a strong
  pair (jacks or better), play weaker pairs and draws late or once others are in;
  raise rather than limp; a four-flush is played only with pot odds of 4.5 to 1 or
  better; draw three to a pair, two to trips, one to two pair or a four-card draw;
  after the draw bet two pair or better ("make them pay"), call with jacks or better,
  fold otherwise ("if they've got you beat, fold").
* ``bettor``: bets three quarters of the pot whenever it may open the betting, else calls.

The exploit suite: each bot plays one habit a player could use against the computer
players (``drawpoker simulate`` seats them by name; docs/ai-strength.md). They are never
seated at the game's table, so their reasons are plain English, not translated:

* ``patbettor``: stands pat on every hand, bets the pot after the draw, calls the rest.
* ``drawreader``: reads draw counts: after the draw bets the pot into any player who drew
  three or more, and folds to a bet from one who stood pat or drew one unless it holds
  two pair or better; else plays like ``seed-rules``.
* ``checkraiser``: checks every hand, check-raises the pot with two pair or better, calls
  with jacks or better.
* ``potbettor``: bets or raises the pot at every chance, whatever it holds.
* ``nobluff``: bets the pot with two pair or better after the draw (jacks or better
  before it), calls with a pair, folds less: never a bluff.
* ``sticky``: never folds a pair: calls any bet with a pair or better, any draw before
  it, and bets two pair or better half the pot (the player a bluff cannot move).
* ``shover``: moves all in before the draw with any pair or four-card draw, folds the
  rest; after the draw shoves two pair or better and checks or folds the rest.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from drawpoker.ai.holds import standard_hold
from drawpoker.ai.mode import Mode
from drawpoker.ai.protocol import Decision, draw_action, legalize, showdown_decision
from drawpoker.ai.tables import ModeTables, tables_for
from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType, Phase, PlayerView
from drawpoker.evaluator import HandCategory
from drawpoker.handshape import four_card_draw, four_flush, open_ended_four
from drawpoker.i18n import _


def _tables(view: PlayerView) -> ModeTables:
    return tables_for(Mode.of(view.rules))


def _sound_draw(view: PlayerView) -> Decision:
    t = _tables(view)
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


def _category(view: PlayerView) -> int:
    """High game: the hand's category; lowball: 6 for a nine-low or better, else 0."""
    t = _tables(view)
    rank = t.rank_of(view.own_cards)
    if t.mode.lowball:
        return 6 if t.pct[rank] >= 0.95 else 0
    return int(t.categories[rank])


class _Base:
    spec = "baseline"

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        return _sound_draw(view)

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


class RandomBot(_Base):
    """A uniformly random legal action."""

    spec = "random"

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        hand = list(view.own_cards)
        while True:
            n = rng.randint(0, legal.max_discard)
            thrown = rng.sample(hand, n)
            keep = [c for c in hand if c not in thrown]
            if not (legal.four_with_ace_needed and n == legal.max_discard
                    and not any(c.rank == 14 for c in keep)):
                return Decision(draw_action(view, keep), _("Drawing at random"))

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        kind = rng.choice(sorted(legal.kinds))
        to = None
        if kind in (ActionType.BET, ActionType.RAISE):
            to = rng.randint(legal.min_to, legal.max_to)
        return Decision(legalize(Action(view.seat, kind, to=to), legal), _("Acting at random"))


class StationBot(_Base):
    """Always checks or calls."""

    spec = "station"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        return Decision(legalize(Action(view.seat, ActionType.CALL), legal), _("Always calling"))


class ManiacBot(_Base):
    """Always bets or raises the most the structure allows up to the pot."""

    spec = "maniac"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        to = legal.current_bet + view.pot_total + legal.call_amount
        want = Action(view.seat, ActionType.RAISE, to=to)
        return Decision(legalize(want, legal), _("Always raising"))


class RockBot(_Base):
    """Plays three of a kind or better only."""

    spec = "rock"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        strong = _category(view) >= HandCategory.THREE_OF_A_KIND
        if strong:
            to = legal.current_bet + (view.pot_total + legal.call_amount) // 2
            return Decision(legalize(Action(view.seat, ActionType.RAISE, to=to), legal),
                            _("Betting a strong hand"))
        return Decision(legalize(Action(view.seat, ActionType.FOLD), legal),
                        _("Waiting for a strong hand"))


class BettorBot(_Base):
    """The exploit bot: bets three quarters of the pot whenever nobody has bet, and calls
    any bet (checks when it may not bet, e.g. without openers). It tests that the real
    players do not simply fold to every bet."""

    spec = "bettor"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        if legal.call_amount == 0 and ActionType.BET in legal.kinds:
            to = legal.current_bet + (view.pot_total * 3) // 4
            return Decision(legalize(Action(view.seat, ActionType.BET, to=to), legal),
                            _("Always betting three quarters of the pot"))
        return Decision(legalize(Action(view.seat, ActionType.CALL), legal), _("Always calling"))


class SeedRulesBot(_Base):
    """The seed articles' advice (000, 002), applied literally."""

    spec = "seed-rules"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        t = _tables(view)
        hand = list(view.own_cards)
        seat = view.seat
        cat = _category(view)
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


def _pot_to(view: PlayerView, frac: float) -> Action:
    """A bet or raise of ``frac`` times the pot after calling (legalised by the caller)."""
    legal = view.legal
    assert legal is not None
    to = legal.current_bet + int(frac * (view.pot_total + legal.call_amount))
    return Action(view.seat, ActionType.RAISE if legal.current_bet else ActionType.BET, to=to)


def _act(view: PlayerView, want: Action | ActionType, why: str) -> Decision:
    assert view.legal is not None
    action = want if isinstance(want, Action) else Action(view.seat, want)
    return Decision(legalize(action, view.legal), why)


def _made(view: PlayerView, category: HandCategory) -> bool:
    """The hand is ``category`` or better (lowball: its share of dealt hands beaten is
    high enough to stand in for it)."""
    t = _tables(view)
    if t.mode.lowball:
        pct = float(t.pct[t.rank_of(view.own_cards)])
        return pct >= {HandCategory.ONE_PAIR: 0.6, HandCategory.TWO_PAIR: 0.85}.get(
            category, 0.93)
    return _category(view) >= category


def _jacks(view: PlayerView) -> bool:
    """A pair of jacks or better (lowball: as good as ``_made`` two pair)."""
    t = _tables(view)
    if t.mode.lowball:
        return _made(view, HandCategory.TWO_PAIR)
    jacks = [Card(11, "c"), Card(11, "d"), Card(4, "h"), Card(3, "s"), Card(2, "c")]
    return t.rank_of(view.own_cards) >= t.rank_of(jacks)


def _after_draw(view: PlayerView) -> bool:
    return view.legal is not None and view.legal.phase != Phase.FIRST_BETTING


class PatBettorBot(_Base):
    spec = "patbettor"

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(draw_action(view, view.own_cards), "Standing pat on anything")

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if _after_draw(view) and view.current_bet == 0:
            return _act(view, _pot_to(view, 1.0), "Standing pat and betting the pot")
        return _act(view, ActionType.CALL, "Always calling")


class DrawReaderBot(SeedRulesBot):
    spec = "drawreader"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        if not _after_draw(view):
            return super().bet(view, rng)
        drawn = [s.cards_drawn for i, s in enumerate(view.seats)
                 if i != view.seat and s.in_hand and s.cards_drawn is not None]
        if legal.call_amount == 0 and drawn and min(drawn) >= 3:
            return _act(view, _pot_to(view, 1.0), "They drew three: betting the pot")
        if legal.call_amount > 0 and drawn and min(drawn) <= 1 and not _made(
                view, HandCategory.TWO_PAIR):
            return _act(view, ActionType.FOLD, "A pat hand or a one-card draw bets: folding")
        return super().bet(view, rng)


class CheckRaiserBot(_Base):
    spec = "checkraiser"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        strong = _made(view, HandCategory.TWO_PAIR)
        if view.current_bet == view.seats[view.seat].bet:
            return _act(view, ActionType.CHECK, "Checking, ready to raise")
        if strong:
            return _act(view, _pot_to(view, 1.0), "Check-raising the pot")
        call = view.current_bet - view.seats[view.seat].bet
        if _jacks(view) or (not _after_draw(view) and call * 4 <= view.pot_total):
            return _act(view, ActionType.CALL, "Calling")
        return _act(view, ActionType.FOLD, "They have me beat: folding")


class PotBettorBot(_Base):
    spec = "potbettor"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        return _act(view, _pot_to(view, 1.0), "Betting the pot")


class NoBluffBot(_Base):
    spec = "nobluff"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        value = _made(view, HandCategory.TWO_PAIR) if _after_draw(view) else _jacks(view)
        if value:
            return _act(view, _pot_to(view, 1.0), "Betting a real hand")
        if view.current_bet == view.seats[view.seat].bet:
            return _act(view, ActionType.CHECK, "Checking: nothing to bet")
        playable = _made(view, HandCategory.ONE_PAIR) or (
            not _after_draw(view) and four_card_draw(view.own_cards))
        return _act(view, ActionType.CALL if playable else ActionType.FOLD,
                    "Calling" if playable else "They have me beat: folding")


class StickyBot(_Base):
    spec = "sticky"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if _made(view, HandCategory.TWO_PAIR) and view.current_bet == view.seats[view.seat].bet:
            return _act(view, _pot_to(view, 0.5), "Betting half the pot")
        keep = _made(view, HandCategory.ONE_PAIR) or (
            not _after_draw(view) and four_card_draw(view.own_cards))
        return _act(view, ActionType.CALL if keep else ActionType.FOLD,
                    "Calling" if keep else "They have me beat: folding")


class ShoverBot(_Base):
    spec = "shover"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if _after_draw(view):
            shove = _made(view, HandCategory.TWO_PAIR)
        else:
            shove = _made(view, HandCategory.ONE_PAIR) or four_card_draw(view.own_cards)
        if shove:
            return _act(view, ActionType.ALLIN, "All in")
        return _act(view, ActionType.FOLD, "Nothing to shove: folding")


#: the exploit suite (module docstring), in the order the strength report plays them
EXPLOITS = ("patbettor", "drawreader", "checkraiser", "potbettor", "nobluff", "sticky",
            "shover")

BASELINES: dict[str, Callable[[], _Base]] = {
    "random": RandomBot,
    "station": StationBot,
    "maniac": ManiacBot,
    "rock": RockBot,
    "seed-rules": SeedRulesBot,
    "bettor": BettorBot,
    "patbettor": PatBettorBot,
    "drawreader": DrawReaderBot,
    "checkraiser": CheckRaiserBot,
    "potbettor": PotBettorBot,
    "nobluff": NoBluffBot,
    "sticky": StickyBot,
    "shover": ShoverBot,
}
