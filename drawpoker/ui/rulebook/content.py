"""What the rules pages show: the hand rankings, the draws and their exact odds.

Data of docs/rules.md §1 (rankings, high and lowball) with example hands, the usual draws
of the odds page and their columns, and the exact chances computed by
:func:`drawpoker.odds.draw_outcomes` / :func:`drawpoker.odds.analyze_holds` (exact
combinatorics over the unseen cards). No drawing here.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from drawpoker.cards import parse_cards
from drawpoker.evaluator import evaluate
from drawpoker.i18n import N_
from drawpoker.odds import analyze_holds, draw_outcomes

#: (example hand, category name msgid, explanation msgid), best first (docs/rules.md §1).
RANKINGS: tuple[tuple[str, str, str], ...] = (
    ("As Ah Ad Ac Jk", N_("Five of a kind"), N_("Only with wild cards: four of a kind plus a wild card. It beats every other hand.")),
    ("9h 8h 7h 6h 5h", N_("Straight flush"), N_("Five in sequence, all of one suit. Ace-high is a royal flush.")),
    ("Qs Qh Qd Qc 7s", N_("Four of a kind"), N_("Four cards of one rank.")),
    ("Ks Kh Kd 4c 4s", N_("Full house"), N_("Three of a kind and a pair.")),
    ("As Js 8s 6s 2s", N_("Flush"), N_("Five of one suit, not in sequence.")),
    ("Td 9c 8h 7s 6d", N_("Straight"), N_("Five in sequence. The ace plays high or low (A-2-3-4-5).")),
    ("7h 7d 7c Ks 2h", N_("Three of a kind"), N_("Three cards of one rank.")),
    ("Ah Ad 9s 9c 4h", N_("Two pair"), N_("Two pairs and a kicker.")),
    ("Jc Jd As 8h 3s", N_("One pair"), N_("Two cards of one rank.")),
    ("Ks Qd 8c 5h 3d", N_("High card"), N_("Nothing of the above: the highest card plays.")),
)

#: Lowball rankings per game, best first (docs/rules.md §1, lowball variants):
#: (example hand, name msgid, explanation msgid).
LOW_RANKINGS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "ace-to-five": (
        ("5s 4d 3c 2h Ah", N_("The wheel"),
         N_("5-4-3-2-A, the best hand: the ace is the lowest card, and straights and flushes "
            "do not count.")),
        ("6s 4d 3c 2h Ah", N_("Six low"), N_("Every six-high hand beats every seven-high hand.")),
        ("7h 5d 4c 3s 2h", N_("Seven low"),
         N_("Hands compare from the highest card down: 7-5-4-3-2 beats 7-6-4-3-2.")),
        ("8s 6d 4c 3h 2s", N_("Eight low"), N_("Worse than any seven, better than any nine.")),
        ("Ks Qd Jc 9h 8s", N_("King high"), N_("The worst hand without a pair.")),
        ("As Ad 4c 3h 2s", N_("One pair"),
         N_("Every hand without a pair beats every pair; between pairs the lower pair wins "
            "(aces are the lowest).")),
        ("3s 3d 2c 2h As", N_("Two pair"), N_("Worse than any one pair.")),
        ("2s 2d 2c Kh Qs", N_("Three of a kind"),
         N_("Worse than two pair. A full house is worse still, and four of a kind is the worst "
            "hand.")),
    ),
    "deuce-to-seven": (
        ("7s 5d 4c 3h 2h", N_("Number one"),
         N_("7-5-4-3-2 of mixed suits, the best hand: the ace is high only, and straights and "
            "flushes count against you.")),
        ("7s 6d 4c 3h 2h", N_("Seven low"),
         N_("Hands compare from the highest card down: 7-5-4-3-2 beats 7-6-4-3-2.")),
        ("8s 5d 4c 3h 2s", N_("Eight low"), N_("Worse than any seven, better than any nine.")),
        ("As Kd Qc Jh 9s", N_("Ace high"),
         N_("The worst hand without a pair: the ace is the highest card.")),
        ("2s 2d 5c 4h 3s", N_("One pair"),
         N_("Every hand without a pair beats every pair; between pairs the lower pair wins.")),
        ("3s 3d 2c 2h 4s", N_("Two pair"), N_("Worse than any one pair.")),
        ("2s 2d 2c 4h 3s", N_("Three of a kind"), N_("Worse than two pair.")),
        ("6s 5d 4c 3h 2h", N_("Straight"),
         N_("Five in sequence is a straight, not a low: 6-5-4-3-2 is worse than three of a "
            "kind.")),
        ("9h 7h 5h 4h 2h", N_("Flush"),
         N_("Five of one suit is worse than a straight. Then come the full house, four of a "
            "kind and, worst of all, the straight flush.")),
    ),
}

#: Lowball draws for the odds page per game: (cards drawn, target shown, hand, kept).
LOW_DRAWS: dict[str, tuple[tuple[int, str, str, str], ...]] = {
    "ace-to-five": (
        (1, "7-4-3-2", "7h 4d 3c 2s Kh", "7h 4d 3c 2s"),
        (1, "8-5-3-2", "8h 5d 3c 2s Kh", "8h 5d 3c 2s"),
        (1, "9-6-4-A", "9h 6d 4c As Kh", "9h 6d 4c As"),
        (2, "5-3-A", "5h 3d Ac Ks Qh", "5h 3d Ac"),
        (2, "8-4-2", "8h 4d 2c Ks Qh", "8h 4d 2c"),
        (3, "3-A", "3h Ad Kc Qs Jh", "3h Ad"),
        (5, "", "Kh Kd Qc Qs Jh", ""),
    ),
    "deuce-to-seven": (
        (1, "7-5-3-2", "7h 5d 3c 2s Kh", "7h 5d 3c 2s"),
        (1, "8-6-4-2", "8h 6d 4c 2s Kh", "8h 6d 4c 2s"),
        (1, "9-7-4-3", "9h 7d 4c 3s Kh", "9h 7d 4c 3s"),
        (2, "7-4-2", "7h 4d 2c Ks Qh", "7h 4d 2c"),
        (2, "8-5-3", "8h 5d 3c Ks Qh", "8h 5d 3c"),
        (3, "3-2", "3h 2d Kc Qs Jh", "3h 2d"),
        (5, "", "Ah Ad Kc Ks Qh", ""),
    ),
}

#: Columns of the lowball odds table: (header msgid, the worst hand it counts, per game).
LOW_COLUMNS: tuple[tuple[str, dict[str, str]], ...] = (
    (N_("7 or better"), {"ace-to-five": "7c 6d 5h 4s 3c", "deuce-to-seven": "7c 6d 5h 4s 2c"}),
    (N_("8 or better"), {"ace-to-five": "8c 7d 6h 5s 4c", "deuce-to-seven": "8c 7d 6h 5s 3c"}),
    (N_("9 or better"), {"ace-to-five": "9c 8d 7h 6s 5c", "deuce-to-seven": "9c 8d 7h 6s 4c"}),
    (N_("10 or better"), {"ace-to-five": "Tc 9d 8h 7s 6c", "deuce-to-seven": "Tc 9d 8h 7s 5c"}),
)


#: (name msgid, hand, kept cards) for the draw odds table.
DRAWS: tuple[tuple[str, str, str], ...] = (
    (N_("One pair, draw three"), "Jh Jd 8c 5s 2h", "Jh Jd"),
    (N_("One pair and an ace, draw two"), "Jh Jd Ac 5s 2h", "Jh Jd Ac"),
    (N_("Two pair, draw one"), "Kh Kd 8c 8s 2h", "Kh Kd 8c 8s"),
    (N_("Three of a kind, draw two"), "7h 7d 7c Ks 2h", "7h 7d 7c"),
    (N_("Three of a kind and a kicker, draw one"), "7h 7d 7c Ks 2h", "7h 7d 7c Ks"),
    (N_("Four to a flush, draw one"), "Ah Jh 8h 5h 2c", "Ah Jh 8h 5h"),
    (N_("Open-ended straight draw, draw one"), "9h 8d 7c 6s 2h", "9h 8d 7c 6s"),
    (N_("Inside straight draw, draw one"), "9h 8d 6c 5s Kh", "9h 8d 6c 5s"),
    (N_("Four to a straight flush, draw one"), "9h 8h 7h 6h 2c", "9h 8h 7h 6h"),
    (N_("Ace and king, draw three"), "Ah Kd 8c 5s 2h", "Ah Kd"),
    (N_("Draw five"), "Jh 9d 7c 4s 2h", ""),
)

#: Columns of the odds table: (header msgid, categories counted).
COLUMNS: tuple[tuple[str, tuple[int, ...]], ...] = (
    (N_("Pair"), (1,)),
    (N_("Two pair"), (2,)),
    (N_("Trips"), (3,)),
    (N_("Straight"), (4,)),
    (N_("Flush"), (5,)),
    (N_("Full house"), (6,)),
    (N_("Four of a kind"), (7,)),
    (N_("Straight flush"), (8, 9)),
)


@lru_cache(maxsize=32)
def draw_odds(hand: str, keep: str) -> dict[int, Fraction]:
    """Exact final-category distribution of keeping ``keep`` from ``hand`` (category -> p)."""
    return {int(k): v for k, v in draw_outcomes(hand, keep).items()}


def improve_chance(hand: str, keep: str) -> Fraction:
    """Chance that the final hand is a better category than the five cards held now."""
    now = int(evaluate(parse_cards(hand)).category)
    held_now = int(evaluate(parse_cards(keep)).category) if len(parse_cards(keep)) == 5 else now
    base = max(now, held_now) if keep else now
    return sum((p for c, p in draw_odds(hand, keep).items() if c > base), Fraction(0))


@lru_cache(maxsize=64)
def low_draw_odds(game: str, wild: str, hand: str, keep: str) -> tuple[Fraction, ...]:
    """Chances of ending with each :data:`LOW_COLUMNS` hand or better, then of improving,
    keeping ``keep`` from ``hand`` at a lowball table (exact, :mod:`drawpoker.odds`).

    Args:
        game: ``ace-to-five`` or ``deuce-to-seven``.
        wild: the table's wild mode (the joker adds a 53rd card in ace-to-five).
        hand / keep: card notation.

    Raises:
        ValueError: a game or wild mode :mod:`drawpoker.odds` does not take.
    """
    kept = set(parse_cards(keep))
    (hold,) = [a for a in analyze_holds(hand, game=game, wild=wild, max_draw=5)
               if set(a.keep) == kept]
    return (*(hold.p_at_least(worst[game]) for _h, worst in LOW_COLUMNS), hold.p_improve)
