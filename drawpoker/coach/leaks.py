"""A player's leaks: the patterns in his reviewed decisions that cost chips, in plain
words with the figures behind them.

Each :class:`Leak` counts the decisions of one kind and what they cost (the chips lost of
the review), and keeps the figures its sentence quotes. The showdown figure of the
one-pair calls comes from the hands shown at the showdowns of those deals, which the
player saw; without a showdown, from the ranges the opponents' betting implied.
Sentences are whole translatable templates (:meth:`Leak.text`, in the current language).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.draws import DrawVerdict
from drawpoker.engine import ActionType, PlayerView, ShowdownReveal
from drawpoker.evaluator import HandCategory, HandValue, evaluate_game
from drawpoker.handshape import four_card_draw
from drawpoker.i18n import format_chance, format_chips, ngettext

#: A leak is named only when its decisions lost at least this many chips in all.
MIN_CHIPS = 1.0


@dataclass(frozen=True, slots=True)
class Leak:
    """One pattern that cost chips.

    Attributes:
        kind: ``one_pair_calls``, ``wrong_draws``, ``early_draws``, ``loose_calls``,
            ``tight_folds``, ``passive`` or ``wild_bets``.
        count: decisions of that kind that lost chips; total: decisions of that kind.
        chips: chips lost by them in all.
        figures: the numbers the sentence quotes (chances 0..1).
    """

    kind: str
    count: int
    total: int
    chips: float
    figures: dict[str, float] = field(default_factory=dict)

    def text(self) -> str:
        """The leak as one plain sentence in the current language: the chances as
        ``format_chance`` prints them wherever the coach quotes them (the chance to win an
        estimate, never certain; the pot odds and the share of strong hands exact). The
        decisions and the chips are counted apart, each with its own plural form."""
        f = self.figures
        chips = round(self.chips)
        return self._template().format(
            n=self.count, cost=self._cost(chips).format(chips=format_chips(chips)),
            win=format_chance(f.get("win", 0.0), estimate=True),
            need=format_chance(f.get("need", 0.0)), percent=format_chance(f.get("strong", 0.0)))

    def _cost(self, chips: int) -> str:
        """What :attr:`kind` cost, ``{chips}`` open, in the plural form for ``chips``."""
        if self.kind == "wrong_draws":
            return ngettext("the best holds were worth about {chips} chip more.",
                            "the best holds were worth about {chips} chips more.", chips)
        if self.kind == "tight_folds":
            return ngettext("about {chips} chip given up.", "about {chips} chips given up.",
                            chips)
        if self.kind == "passive":
            return ngettext("about {chips} chip of value left on the table.",
                            "about {chips} chips of value left on the table.", chips)
        if self.kind == "wild_bets":
            return ngettext("about {chips} chip lost.", "about {chips} chips lost.", chips)
        return ngettext("It cost about {chips} chip.", "It cost about {chips} chips.", chips)

    def _template(self) -> str:
        """The sentence of :attr:`kind` for :attr:`count` decisions, placeholders open;
        ``{cost}`` is :meth:`_cost`."""
        n = self.count
        if self.kind == "one_pair_calls":
            # TRANSLATORS: {cost} is a sentence of its own, "It cost about {chips} chips."
            return ngettext(
                "You called after the draw with one pair {n} time against players who had "
                "drawn one card or stood pat; they had two pair or better {percent} of the "
                "time at the showdown. {cost}",
                "You called after the draw with one pair {n} times against players who had "
                "drawn one card or stood pat; they had two pair or better {percent} of the "
                "time at the showdown. {cost}", n)
        if self.kind == "wrong_draws":
            return ngettext(
                "You drew to the wrong cards {n} time; {cost}",
                "You drew to the wrong cards {n} times; {cost}", n)
        if self.kind == "early_draws":
            return ngettext(
                "You played a drawing hand from early position {n} time, with two or more "
                "players still to act behind you; a four-card draw wants a late seat and "
                "several callers. {cost}",
                "You played drawing hands from early position {n} times, with two or more "
                "players still to act behind you; a four-card draw wants a late seat and "
                "several callers. {cost}", n)
        if self.kind == "loose_calls":
            return ngettext(
                "You called {n} time with less chance to win than the pot odds asked "
                "(about {win} to win, {need} needed). {cost}",
                "You called {n} times with less chance to win than the pot odds asked "
                "(on average about {win} to win, {need} needed). {cost}", n)
        if self.kind == "tight_folds":
            return ngettext(
                "You folded {n} time when the pot odds asked for a call (about {win} to win, "
                "{need} needed): {cost}",
                "You folded {n} times when the pot odds asked for a call (on average about "
                "{win} to win, {need} needed): {cost}", n)
        if self.kind == "passive":
            return ngettext(
                "You checked or called {n} time where the hard computer player would have bet "
                "or raised: {cost}",
                "You checked or called {n} times where the hard computer player would have bet "
                "or raised: {cost}", n)
        return ngettext(
            "You bet or raised {n} time where the hard computer player would not have: "
            "{cost}",
            "You bet or raised {n} times where the hard computer player would not have: "
            "{cost}", n)


_AGGRESSIVE = (ActionType.BET, ActionType.RAISE, ActionType.ALLIN)


def _late_drawers(view: PlayerView) -> bool:
    """Every opponent still in drew at most one card (or stood pat)."""
    others = [s for i, s in enumerate(view.seats) if s.in_hand and i != view.seat]
    return bool(others) and all(s.cards_drawn is not None and s.cards_drawn <= 1 for s in others)


def _strong_at_showdown(final: PlayerView) -> list[bool]:
    rules = final.rules
    out = []
    for ev in final.events:
        if isinstance(ev, ShowdownReveal) and ev.seat != final.seat and len(ev.cards) == 5:
            v = evaluate_game(ev.cards, game=rules.game, wild=rules.wild)
            out.append(isinstance(v, HandValue) and v.category >= HandCategory.TWO_PAIR)
    return out


def _still_to_act(view: PlayerView) -> int:
    return sum(1 for i, s in enumerate(view.seats)
               if i != view.seat and s.in_hand and not s.all_in and s.last_action is None)


def find_leaks(decisions: Sequence[CoachDecision], finals: Sequence[PlayerView]) -> list[Leak]:
    """The leaks in ``decisions`` (``finals``: each deal's final view), most chips first;
    only those that lost at least :data:`MIN_CHIPS`."""
    groups: dict[str, list[CoachDecision]] = {k: [] for k in (
        "one_pair_calls", "wrong_draws", "early_draws", "loose_calls", "tight_folds",
        "passive", "wild_bets")}
    totals = dict.fromkeys(groups, 0)
    strong: list[bool] = []
    for d in decisions:
        v, view = d.verdict, d.point.view
        if isinstance(v, DrawVerdict):
            totals["wrong_draws"] += 1
            groups["wrong_draws"].append(d)
            continue
        assert isinstance(v, BetVerdict)
        if v.kind_did is ActionType.CALL:
            if (d.phase == "after_draw" and v.made in (HandCategory.ONE_PAIR, HandCategory.HIGH_CARD)
                    and _late_drawers(view)):
                totals["one_pair_calls"] += 1
                groups["one_pair_calls"].append(d)
                if d.point.deal < len(finals):
                    strong += _strong_at_showdown(finals[d.point.deal])
            else:
                totals["loose_calls"] += 1
                groups["loose_calls"].append(d)
        if v.kind_did is ActionType.FOLD and v.call > 0:
            totals["tight_folds"] += 1
            groups["tight_folds"].append(d)
        if (d.phase == "before_draw" and v.kind_did in (ActionType.CALL, *_AGGRESSIVE)
                and four_card_draw(view.own_cards)
                and len({c.rank for c in view.own_cards}) == 5 and _still_to_act(view) >= 2):
            totals["early_draws"] += 1
            groups["early_draws"].append(d)
        if v.kind_did in (ActionType.CHECK, ActionType.CALL) and v.kind_recommended in _AGGRESSIVE:
            totals["passive"] += 1
            groups["passive"].append(d)
        if v.kind_did in _AGGRESSIVE and v.kind_recommended not in _AGGRESSIVE:
            totals["wild_bets"] += 1
            groups["wild_bets"].append(d)
    leaks = []
    for kind, items in groups.items():
        lost = [d for d in items if not d.good]
        chips = sum(d.chips_lost for d in lost)
        if not lost or chips < MIN_CHIPS:
            continue
        figures: dict[str, float] = {}
        bets = [d.verdict for d in lost if isinstance(d.verdict, BetVerdict)]
        if bets:
            figures["win"] = sum(b.win for b in bets) / len(bets)
            figures["need"] = sum(b.pot_odds for b in bets) / len(bets)
        if kind == "one_pair_calls":
            if strong:
                figures["strong"] = sum(strong) / len(strong)
            else:
                shares = [x for b in bets for x in b.strong_range.values()]
                figures["strong"] = sum(shares) / len(shares) if shares else 0.0
        leaks.append(Leak(kind, len(lost), totals[kind], chips, figures))
    leaks.sort(key=lambda leak: -leak.chips)
    return leaks
