"""One reviewed decision of the coach: where it was made and its verdict, with the figures
behind it as JSON data (what :mod:`drawpoker.coach.review` collects and
:mod:`drawpoker.coach.leaks` reads)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawpoker.cards import format_cards
from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.draws import DrawVerdict, HoldFigures
from drawpoker.coach.walk import DecisionPoint


@dataclass(frozen=True, slots=True)
class CoachDecision:
    """One reviewed decision.

    Attributes:
        point: where it was made (deal, action index, the seat's view, the action).
        verdict: the draw or betting verdict.
    """

    point: DecisionPoint
    verdict: DrawVerdict | BetVerdict

    @property
    def phase(self) -> str:
        return self.point.phase

    @property
    def chips_lost(self) -> float:
        return self.verdict.chips_lost

    @property
    def good(self) -> bool:
        return self.verdict.good

    @property
    def did(self) -> str:
        v = self.verdict
        return format_cards(v.chosen.keep) if isinstance(v, DrawVerdict) else v.did

    @property
    def recommended(self) -> str:
        v = self.verdict
        return format_cards(v.best.keep) if isinstance(v, DrawVerdict) else v.recommended

    def figures(self) -> dict[str, Any]:
        """The numbers behind the verdict (JSON data; chances 0..1 rounded to 4 places)."""
        v = self.verdict
        if isinstance(v, DrawVerdict):
            return {"pot": v.pot, "opponents": v.opponents,
                    "holds": [_hold_json(f) for f in v.shown()]}
        return {"pot": v.pot, "call": v.call, "pot_odds": round(v.pot_odds, 4),
                "win": round(v.win, 4), "ev": {k: round(x, 1) for k, x in v.ev.items()},
                "hard_ai": v.hard_ai, "hard_ai_reason": v.hard_reason,
                "opponents_two_pair_or_better": {k: round(x, 4) for k, x in v.strong_range.items()}}

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.point.deal, "action": self.point.action, "phase": self.phase,
                "did": self.did, "recommended": self.recommended, "figures": self.figures(),
                "chips_lost": round(self.chips_lost, 1)}


def _hold_json(f: HoldFigures) -> dict[str, Any]:
    return {"keep": format_cards(f.keep) or "-", "draws": f.draws,
            "p_improve": round(float(f.p_improve), 4),
            "expected_rank": round(f.expected_rank, 2), "equity": round(f.equity, 4),
            "expected_chips": round(f.expected_chips, 1)}
