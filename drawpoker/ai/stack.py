"""Stack-depth play in a sit-and-go (docs/rules.md §6): push or fold when short, steal the
forced bets late, tighten near the prize places; the hard level weighs a call by the
prize equity of the stacks after it (ICM, the Malmuth-Harville model).

The player's depth is his chips (stack and bet in front) over one deal's forced bets
(every ante plus the blinds). At most :data:`SHORT_DEPTH` forced bets, a first-round
decision is all in or fold (a free check stays a check); up to :data:`STEAL_DEPTH`, an
unopened pot with at most two players left to act is raised when the raise wins more
than it costs. Near the prize places (a field with two or more paid places and at most
two players above them) calls need more than their pot odds, except at the hard level,
which compares the prize equity of folding with that of calling and losing or winning.
Every reason says which rule it used. Anything else is left to the usual betting
(:mod:`drawpoker.ai.bet_choice`); after the draw this module says nothing.

API: :class:`StackPlay` (the tournament's prize table, set on a player's ``stack_play``),
:func:`icm_equity`, :func:`depth_of`, :func:`stack_decision`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from drawpoker.ai.betting import Opponent, facing_win
from drawpoker.ai.protocol import Decision, legalize
from drawpoker.ai.reasons import percent
from drawpoker.ai.tables import IntArray
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerView
from drawpoker.i18n import _, ngettext, sentence

#: At most this many forced bets: push or fold.
SHORT_DEPTH = 10.0
#: At most this many forced bets: steal from late position.
STEAL_DEPTH = 25.0
#: The margin over the pot odds a call needs near the prize places (not hard).
BUBBLE_MARGIN = 1.3


@dataclass(frozen=True, slots=True)
class StackPlay:
    """What a computer player knows of the tournament besides the table: the prize of
    each place in chips, first place first (0 for places not paid)."""

    prizes: tuple[int, ...]

    @property
    def paid(self) -> int:
        """Places paid."""
        return sum(1 for p in self.prizes if p > 0)


def icm_equity(stacks: Sequence[int], prizes: Sequence[int]) -> list[float]:
    """Each player's prize equity (chips of the prize pool) for ``stacks`` (Malmuth-
    Harville: the chance to finish first is the share of the chips, then the same among
    the others for each next place). A player with no chips has the prize of the worst
    place left (players with chips take the better ones)."""
    n = len(stacks)
    alive = [i for i in range(n) if stacks[i] > 0]
    out = [0.0] * n
    left = len(alive)
    for i in range(n):
        if stacks[i] <= 0 and left < len(prizes):
            out[i] = float(prizes[left])  # the worst place left (ties not split here)
    places = [float(p) for p in prizes[:left]]
    memo: dict[tuple[int, ...], list[float]] = {}

    def share(players: tuple[int, ...], place: int) -> list[float]:
        res = [0.0] * n
        if place >= len(places) or not players or all(places[k] == 0 for k in
                                                      range(place, len(places))):
            return res
        key = (*players, -1 - place)
        if key in memo:
            return memo[key]
        total = float(sum(stacks[p] for p in players))
        for p in players:
            chance = stacks[p] / total
            res[p] += chance * places[place]
            rest = share(tuple(q for q in players if q != p), place + 1)
            for q in range(n):
                res[q] += chance * rest[q]
        memo[key] = res
        return res

    for i, v in enumerate(share(tuple(alive), 0)):
        out[i] += v
    return out


def forced_per_deal(view: PlayerView) -> int:
    """One deal's forced bets (chips): an ante from every seat dealt in plus the blinds."""
    rules = view.rules
    dealt = sum(1 for s in view.seats if s.dealt_in)
    return max(1, rules.ante * dealt + rules.small_blind + rules.big_blind)


def depth_of(view: PlayerView) -> float:
    """The player's chips (stack and bet in front) in forced bets of one deal."""
    me = view.seats[view.seat]
    return (me.stack + me.bet) / forced_per_deal(view)


def _near_money(view: PlayerView, play: StackPlay) -> bool:
    alive = sum(1 for s in view.seats if s.dealt_in or s.stack > 0)
    return play.paid >= 2 and play.paid < alive <= play.paid + 2


def stack_decision(play: StackPlay, level: str, view: PlayerView, legal: LegalActions,
                   ranks: IntArray, opponents: Sequence[Opponent]) -> Decision | None:
    """The stack-depth decision for this first-round turn, or None (the usual betting).

    Args:
        play: the tournament's prizes.
        level: the player's level key (``hard`` weighs calls by ICM).
        view, legal: the turn.
        ranks: the final-hand value ranks the hand ends up with (samples).
        opponents: the live opponents.
    """
    if legal.phase is not Phase.FIRST_BETTING or not opponents:
        return None
    me = view.seats[view.seat]
    depth = depth_of(view)
    kinds = legal.kinds
    pot = view.pot_total
    forced_bet = view.rules.big_blind
    opened = legal.current_bet > forced_bet
    near = _near_money(view, play)
    if not opened:
        if depth <= SHORT_DEPTH:
            return _push_or_fold(view, legal, ranks, opponents, depth, near)
        behind = sum(1 for o in opponents
                     if not o.all_in and view.seats[o.seat].last_action is None)
        if depth <= STEAL_DEPTH and behind <= 2 and (ActionType.BET in kinds
                                                     or ActionType.RAISE in kinds):
            return _steal(view, legal, ranks, opponents, behind, near)
        return None
    call = min(legal.call_amount, me.stack)
    if call <= 0 or ActionType.CALL not in kinds and ActionType.ALLIN not in kinds:
        return None
    all_in_call = call >= me.stack or depth <= SHORT_DEPTH
    if level == "hard" and (near or all_in_call):
        return _icm_call(play, view, legal, ranks, opponents)
    if all_in_call or near:
        win, _extra = facing_win(ranks, opponents, legal.current_bet, pot + call)
        price = call / max(pot + call, 1)
        need = price * (BUBBLE_MARGIN if near else 1.0)
        calls = win >= need
        if calls:
            act = legalize(Action(view.seat, ActionType.CALL), legal)
        else:
            act = Action(view.seat, ActionType.FOLD)
        if near:
            render = partial(_near_text, calls, percent(win), percent(need))
        else:
            render = partial(_short_call_text, _stake(view, opponents, call), calls,
                             percent(win), percent(need))
        return Decision(act, sentence(render))
    return None


@dataclass(frozen=True, slots=True)
class _Stake:
    """Whose stack a stack-rule call is about: ``whole`` (the call takes the caller's
    whole stack), ``covered`` (the bettor is all in for less than the caller has: the
    effective stack, the smaller of the two, is his), ``short`` (the caller has at most
    :data:`SHORT_DEPTH` forced bets) and ``forced`` (the stack named, the bettor's when
    ``covered``, else the caller's, in forced bets of one deal, rounded, at least 1)."""

    whole: bool
    covered: bool
    short: bool
    forced: int


def _stake(view: PlayerView, opponents: Sequence[Opponent], call: int) -> _Stake:
    me = view.seats[view.seat]
    bettor = max(opponents, key=lambda o: o.bet)
    depth = depth_of(view)
    short = depth <= SHORT_DEPTH
    if call < me.stack and bettor.all_in and bettor.stack + bettor.bet < me.stack + me.bet:
        his = (bettor.stack + bettor.bet) / forced_per_deal(view)
        return _Stake(False, True, short, max(1, round(his)))
    return _Stake(call >= me.stack, False, short, max(1, round(depth)))


def _near_text(calls: bool, win: int, need: int) -> str:
    if calls:
        return _("Near the prize places: calling, {pct}% to win, {need}% needed with a "
                 "margin for staying in").format(pct=win, need=need)
    return _("Near the prize places: folding, {pct}% to win, {need}% needed with a "
             "margin for staying in").format(pct=win, need=need)


def _short_call_text(stake: _Stake, calls: bool, win: int, need: int) -> str:
    """The reason of a call or fold facing a bet when a stack is short or the call takes
    the whole stack: it names whose stack and says "all in" only when it is."""
    n = stake.forced
    if stake.covered:
        if calls:
            return ngettext("Effective stack short, the bettor is all in for {count} forced "
                            "bet: calling, {pct}% to win, {need}% needed",
                            "Effective stack short, the bettor is all in for {count} forced "
                            "bets: calling, {pct}% to win, {need}% needed", n
                            ).format(count=n, pct=win, need=need)
        return ngettext("Effective stack short, the bettor is all in for {count} forced bet: "
                        "folding, {pct}% to win, {need}% needed",
                        "Effective stack short, the bettor is all in for {count} forced bets: "
                        "folding, {pct}% to win, {need}% needed", n
                        ).format(count=n, pct=win, need=need)
    if not stake.short:
        if calls:
            return ngettext("The call takes the whole stack ({count} forced bet): calling all "
                            "in, {pct}% to win, {need}% needed",
                            "The call takes the whole stack ({count} forced bets): calling all "
                            "in, {pct}% to win, {need}% needed", n
                            ).format(count=n, pct=win, need=need)
        return ngettext("The call would take the whole stack ({count} forced bet): folding, "
                        "{pct}% to win, {need}% needed",
                        "The call would take the whole stack ({count} forced bets): folding, "
                        "{pct}% to win, {need}% needed", n).format(count=n, pct=win, need=need)
    if calls and stake.whole:
        return ngettext("Short stack ({count} forced bet): calling all in, {pct}% to win, "
                        "{need}% needed",
                        "Short stack ({count} forced bets): calling all in, {pct}% to win, "
                        "{need}% needed", n).format(count=n, pct=win, need=need)
    if calls:
        return ngettext("Short stack ({count} forced bet): calling, {pct}% to win, {need}% "
                        "needed",
                        "Short stack ({count} forced bets): calling, {pct}% to win, {need}% "
                        "needed", n).format(count=n, pct=win, need=need)
    return ngettext("Short stack ({count} forced bet): folding, {pct}% to win, {need}% needed",
                    "Short stack ({count} forced bets): folding, {pct}% to win, {need}% needed",
                    n).format(count=n, pct=win, need=need)


def _push_or_fold(view: PlayerView, legal: LegalActions, ranks: IntArray,
                  opponents: Sequence[Opponent], depth: float, near: bool) -> Decision:
    me = view.seats[view.seat]
    allin_to = legal.allin_to or me.stack + me.bet
    add = me.stack
    pot = view.pot_total
    win, extra = facing_win(ranks, opponents, allin_to, pot + add)
    gain = win * (pot + extra) - (1.0 - win) * add
    margin = 0.15 * add if near else 0.0
    forced = round(depth)
    pct = percent(win)
    if gain > margin and ActionType.ALLIN in legal.kinds:
        return Decision(Action(view.seat, ActionType.ALLIN), sentence(partial(
            _push_text, forced, pct)))
    if ActionType.CHECK in legal.kinds:
        return Decision(Action(view.seat, ActionType.CHECK), sentence(partial(
            _short_check_text, forced, pct)))
    return Decision(Action(view.seat, ActionType.FOLD), sentence(partial(
        _short_fold_text, forced, pct)))


def _push_text(forced: int, pct: int) -> str:
    return ngettext("Short stack, push or fold ({count} forced bet left): all in, {pct}% to "
                    "win the pot now or at the showdown",
                    "Short stack, push or fold ({count} forced bets left): all in, {pct}% to "
                    "win the pot now or at the showdown", forced).format(count=forced, pct=pct)


def _short_check_text(forced: int, pct: int) -> str:
    return ngettext("Short stack, push or fold ({count} forced bet left): checking, {pct}% "
                    "to win is too little to go all in",
                    "Short stack, push or fold ({count} forced bets left): checking, {pct}% "
                    "to win is too little to go all in", forced).format(count=forced, pct=pct)


def _short_fold_text(forced: int, pct: int) -> str:
    return ngettext("Short stack, push or fold ({count} forced bet left): folding, {pct}% "
                    "to win is too little to go all in",
                    "Short stack, push or fold ({count} forced bets left): folding, {pct}% "
                    "to win is too little to go all in", forced).format(count=forced, pct=pct)


def _steal(view: PlayerView, legal: LegalActions, ranks: IntArray,
           opponents: Sequence[Opponent], behind: int, near: bool) -> Decision | None:
    me = view.seats[view.seat]
    pot = view.pot_total
    to = max(legal.min_to, min(legal.max_to, round(pot * 0.75) + legal.current_bet))
    add = to - me.bet
    win, extra = facing_win(ranks, opponents, to, pot + add)
    gain = win * (pot + extra) - (1.0 - win) * add
    if gain <= (0.15 * add if near else 0.0):
        return None
    kind = ActionType.BET if ActionType.BET in legal.kinds else ActionType.RAISE
    action = legalize(Action(view.seat, kind, to=to), legal)
    return Decision(action, sentence(partial(_steal_text, behind, percent(win))))


def _steal_text(behind: int, pct: int) -> str:
    if behind == 0:
        return _("A steal from late position: raising with nobody left to act, {pct}% to "
                 "win the pot now or later").format(pct=pct)
    return ngettext("A steal from late position: raising with {count} player left to act, "
                    "{pct}% to win the pot now or later",
                    "A steal from late position: raising with {count} players left to act, "
                    "{pct}% to win the pot now or later", behind).format(count=behind, pct=pct)


def _icm_call(play: StackPlay, view: PlayerView, legal: LegalActions, ranks: IntArray,
              opponents: Sequence[Opponent]) -> Decision:
    """Call when the prize equity of calling (win or lose against the biggest bet)
    reaches that of folding."""
    seats = view.seats
    me = seats[view.seat]
    call = min(legal.call_amount, me.stack)
    pot = view.pot_total
    win, _extra = facing_win(ranks, opponents, legal.current_bet, pot + call)
    bettor = max(opponents, key=lambda o: o.bet)
    matched = min(me.stack + me.bet, bettor.stack + bettor.bet)
    chips = [s.stack + s.bet for s in seats]
    middle = pot - sum(s.bet for s in seats)
    fold = list(chips)
    fold[view.seat] = me.stack
    fold[bettor.seat] += me.bet + middle + sum(s.bet for i, s in enumerate(seats)
                                              if i not in (view.seat, bettor.seat))
    others = sum(s.bet for i, s in enumerate(seats) if i not in (view.seat, bettor.seat))
    won = list(chips)
    won[view.seat] = chips[view.seat] + matched + middle + others
    won[bettor.seat] = chips[bettor.seat] - matched
    lost = list(chips)
    lost[view.seat] = chips[view.seat] - matched
    lost[bettor.seat] = chips[bettor.seat] + matched + middle + others
    e_fold = icm_equity(fold, play.prizes)[view.seat]
    e_win = icm_equity(won, play.prizes)[view.seat]
    e_lose = icm_equity(lost, play.prizes)[view.seat]
    spread = e_win - e_lose
    need = 1.0 if spread <= 0 else min(1.0, max(0.0, (e_fold - e_lose) / spread))
    pct, need_pct = percent(win), percent(need)
    if win >= need:
        return Decision(legalize(Action(view.seat, ActionType.CALL), legal), sentence(partial(
            _icm_text, True, pct, need_pct)))
    return Decision(Action(view.seat, ActionType.FOLD), sentence(partial(
        _icm_text, False, pct, need_pct)))


def _icm_text(calls: bool, pct: int, need: int) -> str:
    if calls:
        return _("Prize equity (ICM): calling, {pct}% to win, {need}% needed to keep the "
                 "prize equity of a fold").format(pct=pct, need=need)
    return _("Prize equity (ICM): folding, {pct}% to win, {need}% needed to keep the prize "
             "equity of a fold").format(pct=pct, need=need)
