"""A player's leaks: the patterns in his reviewed decisions that cost chips, in plain
words with the figures behind them.

Each :class:`Leak` counts the decisions of one kind and what they cost (the chips lost of
the review), and keeps the figures its sentence quotes. Every decision counts under one
kind only (:func:`leak_kind`), so the leaks split the review's mistakes: their decisions
and chips add up to the "things to learn" the coach's summary counts. The showdown figure of the
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
        kind: one of :data:`KINDS` (``one_pair_calls``, ``wrong_draws``, ``early_draws``,
            ``loose_calls``, ``tight_folds``, ``passive``, ``wild_bets``, ``bet_sizes``
            or ``other``; :func:`leak_kind`).
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
        if self.kind in ("wild_bets", "bet_sizes"):
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
        if self.kind == "bet_sizes":
            return ngettext(
                "You bet or raised {n} time where the hard computer player would have put in "
                "another amount: {cost}",
                "You bet or raised {n} times where the hard computer player would have put in "
                "another amount: {cost}", n)
        if self.kind == "other":
            return ngettext(
                "{n} other decision went another way than the hard computer player's. {cost}",
                "{n} other decisions went another way than the hard computer player's. {cost}",
                n)
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


#: the leak kinds, in the order a decision is given the first that fits (:func:`leak_kind`)
KINDS = ("wrong_draws", "one_pair_calls", "early_draws", "tight_folds", "passive", "wild_bets",
         "loose_calls", "bet_sizes", "other")


def leak_kind(d: CoachDecision) -> str:
    """The one leak kind ``d`` counts under (each decision under exactly one, so the leaks
    of a review add up to its mistakes): the first of :data:`KINDS` that fits. A draw is
    ``wrong_draws``; a call after the draw with one pair or less against players who drew
    at most one card ``one_pair_calls``; a call or a bet before the draw with a four-card
    draw and two or more players still to act ``early_draws``; a fold facing a bet
    ``tight_folds``; a check or call where the hard computer player bets or raises
    ``passive``; a bet or raise where he does not ``wild_bets``; any other call
    ``loose_calls``; a bet or raise of another size than his ``bet_sizes``; else
    ``other``."""
    v, view = d.verdict, d.point.view
    if isinstance(v, DrawVerdict):
        return "wrong_draws"
    assert isinstance(v, BetVerdict)
    did, best = v.kind_did, v.kind_recommended
    if (did is ActionType.CALL and d.phase == "after_draw"
            and v.made in (HandCategory.ONE_PAIR, HandCategory.HIGH_CARD) and _late_drawers(view)):
        return "one_pair_calls"
    if (d.phase == "before_draw" and did in (ActionType.CALL, *_AGGRESSIVE)
            and four_card_draw(view.own_cards)
            and len({c.rank for c in view.own_cards}) == 5 and _still_to_act(view) >= 2):
        return "early_draws"
    if did is ActionType.FOLD and v.call > 0:
        return "tight_folds"
    if did in (ActionType.CHECK, ActionType.CALL) and best in _AGGRESSIVE:
        return "passive"
    if did in _AGGRESSIVE and best not in _AGGRESSIVE:
        return "wild_bets"
    if did is ActionType.CALL:
        return "loose_calls"
    return "bet_sizes" if did in _AGGRESSIVE else "other"


def find_leaks(decisions: Sequence[CoachDecision], finals: Sequence[PlayerView]) -> list[Leak]:
    """The leaks in ``decisions`` (``finals``: each deal's final view), most chips first;
    only those that lost at least :data:`MIN_CHIPS`. Each decision counts under one kind
    (:func:`leak_kind`): the leaks' decisions and chips are the review's mistakes, split."""
    groups: dict[str, list[CoachDecision]] = {k: [] for k in KINDS}
    strong: list[bool] = []
    for d in decisions:
        final = finals[d.point.deal] if d.point.deal < len(finals) else None
        kind = leak_kind(d)
        groups[kind].append(d)
        if kind == "one_pair_calls" and final is not None:
            strong += _strong_at_showdown(final)
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
        leaks.append(Leak(kind, len(lost), len(items), chips, figures))
    leaks.sort(key=lambda leak: -leak.chips)
    return leaks
