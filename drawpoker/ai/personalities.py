"""Personalities and difficulty levels of the computer players, as frozen data.

A *personality* is style: how many hands a player enters, how often he bets rather than
calls, how often he bluffs or snows, how big he bets. A *level* is skill: how many draw
samples back his odds, whether he reads ranges from actions and draw counts, whether he
counts pot odds exactly or by rule of thumb, and how often he simply errs. Any personality
can be played at any level (``make_player("easy:shark")``). Position needs no knob of its
own: every level counts the players still to act as live opponents with unread ranges
(each may call or raise), which is what makes early position tight and a late steal
after checks attractive (:mod:`drawpoker.ai.betting`). The decision code is one set
of pure functions parameterised by these two records; there are no subclasses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from drawpoker.i18n import N_

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Personality:
    """A playing style.

    Attributes:
        key: identifier used in specs (``"shark"``).
        name: display name (an i18n msgid; translate with ``_`` when shown).
        looseness: added to the share of the pot a hand needs to be played
            (negative = tight, positive = loose); in equity units (0..1 scale, small).
        aggression: 0..1, preference for betting/raising over checking/calling with a
            hand that is worth playing.
        bluff: 0..1, frequency of betting without the goods when fold equity is plausible.
        snow: 0..1, frequency of standing pat on nothing heads-up (a snow bluff).
        call_down: 0..1, willingness to call after the draw with marginal hands
            (a calling station is near 1).
        bet_size: no-limit/pot-limit bet as a fraction of the pot (chips / chips).
    """

    key: str
    name: str
    looseness: float
    aggression: float
    bluff: float
    snow: float
    call_down: float
    bet_size: float


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty level: skill, not style.

    Attributes:
        key: ``easy``, ``medium`` or ``hard``.
        name: display name (i18n msgid).
        samples: draw outcomes sampled per hold (more = more accurate odds).
        exact_draw: at the draw, holds drawing up to this many cards are scored from the
            exact odds (:mod:`drawpoker.odds`); larger draws are sampled (-1 = none).
        all_holds: consider every one of the 32 holds (else only the obvious ones).
        sizing: choose the bet size by expected gain among several (half pot, pot, the
            minimum, a no-limit all-in); else bet the personality's usual size.
        read_draws: use the number of cards each opponent drew.
        read_actions: 0..1, how much opponents' bets and calls narrow their ranges (the
            likelihood of each action is raised to this power: 1 reads fully, 0 not at all).
        adapt: learn each opponent's habits (how often he bets, calls, folds).
        pot_odds: 0..1, how exactly pot and implied odds are counted (0 = rule of thumb).
        mistake: probability per decision of a plain error (a loose call, a timid check,
            a kicker kept).
        noise: standard deviation of the error added to every equity estimate.
        prior_weight: how many observations the typical-player prior is worth in the
            opponent model (:mod:`drawpoker.ai.model`): how slowly the level adapts.
        open_tight: 0..1, how much the level tightens its opening bets when several
            players are still to act before the draw (position).
        fold_by_strength: after the draw, an opponent folds the hands below a strength
            measured on the range the betting before the draw left him (so he folds
            less after a strong draw count, more after a weak one); else he folds the
            same share of whatever range he holds now.
        line_prior: how many hands the modelled range of a bet or raise weighs against
            the hands its line has shown down (:mod:`drawpoker.ai.reads`).
        defend: 0..1, after the draw, how closely calls follow the bet size: 1 folds no
            more than the bet's share of the pot allows unless the line's shown hands say
            the bettor does not bluff; 0 calls by the chance to win alone
            (:mod:`drawpoker.ai.balance`).
        balance: 0..1, after the draw, how closely bluffs follow the share of the bets
            that the bet size and the draw counts call for (:mod:`drawpoker.ai.balance`);
            0 bluffs at the personality's rate.
        draw_bluffs: at the draw heads-up, a hold is also worth what a bet after the draw
            wins by folds, by how often this opponent folds to a bettor who drew as many
            cards (:meth:`~drawpoker.ai.model.OpponentModel.fold_after_draw`): against
            a player who reads draw counts, a hand that will bluff draws fewer cards;
            and after the draw its bets count on the same folds (by the cards it drew),
            so the bets are made that the hold was chosen for.
    """

    key: str
    name: str
    samples: int
    exact_draw: int
    all_holds: bool
    sizing: bool
    read_draws: bool
    read_actions: float
    adapt: bool
    pot_odds: float
    mistake: float
    noise: float
    prior_weight: float = 12.0
    open_tight: float = 1.0
    fold_by_strength: bool = False
    line_prior: float = 12.0
    defend: float = 0.0
    balance: float = 0.0
    draw_bluffs: bool = False


PERSONALITIES: dict[str, Personality] = {
    p.key: p
    for p in (
        Personality("shark", N_("Shark"), looseness=-0.02, aggression=0.8, bluff=0.10,
                    snow=0.08, call_down=0.35, bet_size=0.7),
        Personality("maniac", N_("Maniac"), looseness=0.10, aggression=0.95, bluff=0.30,
                    snow=0.15, call_down=0.55, bet_size=1.0),
        Personality("rock", N_("Rock"), looseness=-0.08, aggression=0.35, bluff=0.02,
                    snow=0.0, call_down=0.2, bet_size=0.5),
        Personality("station", N_("Calling Station"), looseness=0.08, aggression=0.15,
                    bluff=0.02, snow=0.0, call_down=0.95, bet_size=0.4),
        Personality("trickster", N_("Trickster"), looseness=0.02, aggression=0.6, bluff=0.22,
                    snow=0.35, call_down=0.4, bet_size=0.8),
    )
}

#: easy barely adapts and reads no actions; medium adapts slowly (its prior weighs 40
#: observations, hard's 6), reads actions two thirds of the way (far enough that a strong
#: line's bets and raises narrow its ranges and it folds to them) and errs more; hard
#: reads fully, adapts
#: fast and reads folds after the draw by strength (issue 14: difficulty is how fast and
#: how far a player adapts); after the draw hard reads lines from two hands, defends and
#: bluffs in the proportions the bet size calls for, medium half-way, easy not, and hard
#: draws, heads-up, as a bettor whom this opponent folds to (issue 26)
LEVELS: dict[str, Level] = {
    lv.key: lv
    for lv in (
        Level("easy", N_("Easy"), samples=12, exact_draw=-1, all_holds=False, sizing=False,
              read_draws=False,
              read_actions=0.0, adapt=True, pot_odds=0.0,
              mistake=0.15, noise=0.10, prior_weight=80.0, open_tight=0.0, line_prior=80.0),
        Level("medium", N_("Medium"), samples=20, exact_draw=2, all_holds=True, sizing=True,
              read_draws=True,
              read_actions=0.65, adapt=True, pot_odds=0.7,
              mistake=0.05, noise=0.07, prior_weight=40.0, open_tight=0.6, line_prior=6.0,
              defend=0.5, balance=0.5),
        Level("hard", N_("Hard"), samples=32, exact_draw=3, all_holds=True, sizing=True,
              read_draws=True,
              read_actions=1.0, adapt=True, pot_odds=1.0,
              mistake=0.0, noise=0.0, prior_weight=6.0, open_tight=1.0,
              fold_by_strength=True, line_prior=2.0, defend=1.0, balance=1.0,
              draw_bluffs=True),
    )
}


def _lookup(table: Mapping[str, T], key: str, what: str) -> T:
    """``table[key]``; an unknown key raises ValueError naming ``what`` and listing the keys."""
    try:
        return table[key]
    except KeyError:
        raise ValueError(f"unknown {what} {key!r}; choose one of {', '.join(table)}") from None


def personality(key: str) -> Personality:
    """The personality called ``key``.

    Raises:
        ValueError: unknown key (the message lists the known ones).
    """
    return _lookup(PERSONALITIES, key, "personality")


def level(key: str) -> Level:
    """The difficulty level called ``key``.

    Raises:
        ValueError: unknown key (the message lists the known ones).
    """
    return _lookup(LEVELS, key, "level")
