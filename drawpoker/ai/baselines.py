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
* ``polariser``, ``slowplayer``, ``tag``, ``callbet``: the habits of issue 26
  (:mod:`drawpoker.ai.exploit_bots`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from drawpoker.ai.bot_kit import (
    BotBase,
    SeedRulesBot,
    act,
    after_draw,
    category,
    jacks,
    made,
    pot_to,
)
from drawpoker.ai.exploit_bots import CallBetBot, PolariserBot, SlowPlayerBot, TagBot
from drawpoker.ai.protocol import Decision, draw_action, legalize
from drawpoker.engine import Action, ActionType, PlayerView
from drawpoker.evaluator import HandCategory
from drawpoker.handshape import four_card_draw
from drawpoker.i18n import _


class RandomBot(BotBase):
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


class StationBot(BotBase):
    """Always checks or calls."""

    spec = "station"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        return Decision(legalize(Action(view.seat, ActionType.CALL), legal), _("Always calling"))


class ManiacBot(BotBase):
    """Always bets or raises the most the structure allows up to the pot."""

    spec = "maniac"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        to = legal.current_bet + view.pot_total + legal.call_amount
        want = Action(view.seat, ActionType.RAISE, to=to)
        return Decision(legalize(want, legal), _("Always raising"))


class RockBot(BotBase):
    """Plays three of a kind or better only."""

    spec = "rock"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        strong = category(view) >= HandCategory.THREE_OF_A_KIND
        if strong:
            to = legal.current_bet + (view.pot_total + legal.call_amount) // 2
            return Decision(legalize(Action(view.seat, ActionType.RAISE, to=to), legal),
                            _("Betting a strong hand"))
        return Decision(legalize(Action(view.seat, ActionType.FOLD), legal),
                        _("Waiting for a strong hand"))


class BettorBot(BotBase):
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


class PatBettorBot(BotBase):
    spec = "patbettor"

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(draw_action(view, view.own_cards), "Standing pat on anything")

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if after_draw(view) and view.current_bet == 0:
            return act(view, pot_to(view, 1.0), "Standing pat and betting the pot")
        return act(view, ActionType.CALL, "Always calling")


class DrawReaderBot(SeedRulesBot):
    spec = "drawreader"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        assert legal is not None
        if not after_draw(view):
            return super().bet(view, rng)
        drawn = [s.cards_drawn for i, s in enumerate(view.seats)
                 if i != view.seat and s.in_hand and s.cards_drawn is not None]
        if legal.call_amount == 0 and drawn and min(drawn) >= 3:
            return act(view, pot_to(view, 1.0), "They drew three: betting the pot")
        if legal.call_amount > 0 and drawn and min(drawn) <= 1 and not made(
                view, HandCategory.TWO_PAIR):
            return act(view, ActionType.FOLD, "A pat hand or a one-card draw bets: folding")
        return super().bet(view, rng)


class CheckRaiserBot(BotBase):
    spec = "checkraiser"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        strong = made(view, HandCategory.TWO_PAIR)
        if view.current_bet == view.seats[view.seat].bet:
            return act(view, ActionType.CHECK, "Checking, ready to raise")
        if strong:
            return act(view, pot_to(view, 1.0), "Check-raising the pot")
        call = view.current_bet - view.seats[view.seat].bet
        if jacks(view) or (not after_draw(view) and call * 4 <= view.pot_total):
            return act(view, ActionType.CALL, "Calling")
        return act(view, ActionType.FOLD, "They have me beat: folding")


class PotBettorBot(BotBase):
    spec = "potbettor"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        return act(view, pot_to(view, 1.0), "Betting the pot")


class NoBluffBot(BotBase):
    spec = "nobluff"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        value = made(view, HandCategory.TWO_PAIR) if after_draw(view) else jacks(view)
        if value:
            return act(view, pot_to(view, 1.0), "Betting a real hand")
        if view.current_bet == view.seats[view.seat].bet:
            return act(view, ActionType.CHECK, "Checking: nothing to bet")
        playable = made(view, HandCategory.ONE_PAIR) or (
            not after_draw(view) and four_card_draw(view.own_cards))
        return act(view, ActionType.CALL if playable else ActionType.FOLD,
                    "Calling" if playable else "They have me beat: folding")


class StickyBot(BotBase):
    spec = "sticky"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if made(view, HandCategory.TWO_PAIR) and view.current_bet == view.seats[view.seat].bet:
            return act(view, pot_to(view, 0.5), "Betting half the pot")
        keep = made(view, HandCategory.ONE_PAIR) or (
            not after_draw(view) and four_card_draw(view.own_cards))
        return act(view, ActionType.CALL if keep else ActionType.FOLD,
                    "Calling" if keep else "They have me beat: folding")


class ShoverBot(BotBase):
    spec = "shover"

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        if after_draw(view):
            shove = made(view, HandCategory.TWO_PAIR)
        else:
            shove = made(view, HandCategory.ONE_PAIR) or four_card_draw(view.own_cards)
        if shove:
            return act(view, ActionType.ALLIN, "All in")
        return act(view, ActionType.FOLD, "Nothing to shove: folding")


#: the exploit suite (module docstring), in the order the strength report plays them
EXPLOITS = ("polariser", "slowplayer", "tag", "callbet", "patbettor", "drawreader",
            "checkraiser", "potbettor", "nobluff", "sticky", "shover")

BASELINES: dict[str, Callable[[], BotBase]] = {
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
    "polariser": PolariserBot,
    "slowplayer": SlowPlayerBot,
    "tag": TagBot,
    "callbet": CallBetBot,
}
