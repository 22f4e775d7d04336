"""The bet amount: what the player bets or raises to at his turn (docs/rules.md §4), chosen
with the slider, the mouse wheel, the arrow keys, typed digits or a quick size.

:class:`BetAmount` is a part of the table scene that owns its state: the amount (chips,
a raise-to figure), the digits typed so far, the quick size lit, whether the player has
chosen an amount in this decision (Enter bets only then) and the slider that shows it.
Every write to that state goes through its methods.
"""

from __future__ import annotations

import math

from drawpoker.engine import LegalActions, TableRules
from drawpoker.ui.widgets.slider import Slider

#: The quick sizes' fractions of the pot after the call (1 ½ Pot, 2 ¾ Pot, 3 Pot; 0 is
#: the minimum, 4 the maximum).
QUICK_FRACTIONS = (0.5, 0.75, 1.0)
#: Most digits the amount box takes (a longer number keeps its last digits).
MAX_DIGITS = 9


def snap_amount(value: int, lo: int, hi: int, step: int) -> int:
    """``value`` rounded to a multiple of ``step`` chips, kept in ``lo..hi``.

    Args:
        value: the raw amount (chips), e.g. under the slider knob.
        lo: the smallest legal amount (returned exactly at or below it).
        hi: the largest (all in; returned exactly at or above it, or within half a step).
        step: the bet step in chips (>= 1).

    Returns:
        ``lo``, ``hi`` or a multiple of ``step`` strictly between them.
    """
    step = max(1, int(step))
    if value <= lo:
        return lo
    if value >= hi or hi - value < step / 2:
        return hi
    snapped = int(math.floor(value / step + 0.5)) * step
    if snapped <= lo:
        return lo if value - lo < step / 2 else min(hi, lo - lo % step + step)
    return min(hi, snapped)


def bet_step(rules: TableRules) -> int:
    """The slider's, wheel's and arrow keys' step in chips: the ante or big blind (half
    the small bet at fixed limit), at least 1."""
    return max(1, rules.ante, rules.big_blind, (rules.small_bet or 0) // 2)


def quick_amount(k: int, la: LegalActions, pot_total: int) -> int:
    """The raise-to amount (chips) of quick size ``k``: 0 the minimum, 1 ½ pot, 2 ¾ pot,
    3 pot, 4 the maximum; a fraction of the pot after the call (``pot_total``: every chip
    in play now), kept within ``la.min_to..la.max_to`` (docs/rules.md §4)."""
    lo, hi = la.min_to, la.max_to
    if k == 0:
        v = lo
    elif k == 4:
        v = hi
    else:
        v = la.current_bet + round((pot_total + la.call_amount) * QUICK_FRACTIONS[k - 1])
    return max(lo, min(hi, v))


class BetAmount:
    """The amount the player bets or raises to, and how he chose it.

    Attributes:
        amount: the raise-to amount shown (chips).
        typed: the digits typed into the amount box ("" for none).
        quick_chosen: the quick size lit (its amount is the one shown), or None.
        chosen: an amount was chosen in this decision (Enter may bet it).
        slider: the slider widget showing the amount in the legal range.
    """

    def __init__(self) -> None:
        self.amount = 0
        self.typed = ""
        self.quick_chosen: int | None = None
        self.chosen = False
        self.slider = Slider()

    def begin_decision(self, la: LegalActions) -> None:
        """A new decision: the slider spans ``la.min_to..la.max_to`` at the minimum, no
        digits typed, no quick size lit, nothing chosen yet."""
        self.slider.set_range(la.min_to, la.max_to, la.min_to)
        self.amount = la.min_to
        self.typed = ""
        self.chosen = False
        self.quick_chosen = None

    def clamped(self, la: LegalActions) -> int:
        """The amount kept within ``la.min_to..la.max_to`` (chips)."""
        return max(la.min_to, min(la.max_to, self.amount))

    def choose(self, value: int, la: LegalActions) -> None:
        """Set the amount (clamped to the legal range) as the player chose it with the
        slider, the wheel, the arrow keys or a quick size: Enter may then bet it. No quick
        size stays lit (:meth:`choose_quick` lights one)."""
        self.chosen = True
        self.amount = max(la.min_to, min(la.max_to, int(value)))
        self.slider.set_value(self.amount)
        self.quick_chosen = None

    def choose_quick(self, k: int, la: LegalActions, pot_total: int) -> None:
        """Choose quick size ``k`` (:func:`quick_amount`) and light it."""
        self.choose(quick_amount(k, la, pot_total), la)
        self.quick_chosen = k

    def snap(self, value: int, la: LegalActions, step: int) -> int:
        """``value`` snapped to whole bet steps of ``step`` chips inside the legal range;
        the minimum and the all-in maximum are always reachable exactly."""
        return snap_amount(int(value), la.min_to, la.max_to, step)

    def step_by(self, steps: int, la: LegalActions, step: int) -> None:
        """Move the amount ``steps`` bet steps of ``step`` chips (negative: down)."""
        self.choose(self.snap(self.amount + steps * step, la, step), la)

    def drag_to(self, x: float, la: LegalActions, step: int) -> None:
        """Choose the snapped amount under the slider at window x ``x`` (pixels)."""
        self.choose(self.snap(self.slider.value_at(x), la, step), la)

    def type_digit(self, digit: str) -> None:
        """Type one ASCII digit into the amount box (its last :data:`MAX_DIGITS` kept):
        the amount is the number typed, chosen, and no quick size is lit.

        Raises:
            ValueError: ``digit`` is not one of 0-9.
        """
        if len(digit) != 1 or not (digit.isascii() and digit.isdigit()):
            raise ValueError(f"not a digit 0-9: {digit!r}")
        self.quick_chosen = None
        self.chosen = True
        self.typed = (self.typed + digit)[-MAX_DIGITS:]
        self.amount = int(self.typed)
        self.slider.set_value(self.amount)

    def backspace(self) -> None:
        """Take back the last digit typed (the amount stays at the number left)."""
        self.typed = self.typed[:-1]
        if self.typed:
            self.amount = int(self.typed)

    def sent(self) -> None:
        """An action went out: the amount box forgets its digits."""
        self.typed = ""


def stake_unit(rules: TableRules) -> int:
    """The table's betting unit in chips (the ante, big blind or small bet): what a pot's
    pile is measured in."""
    return max(1, rules.ante, rules.big_blind, rules.small_bet or 0)
