"""The advisor (setting ``advisor``), without pygame: the lines shown under the
player's hand.

In the draw: for the marked draw, the exact chance to improve and the chance to win
(showdown equity against the opponents still in, ``odds.analyze_holds`` score); the
high game's line says what counts as improving, as the coach counts it (``p_improve``:
a better kind of hand than the five held, "19.1% to make two pair or better" where a
pair was held; a bigger pair is not counted), lowball's any better low; then
the hold with the best chance to win, with that chance, the number it is ranked by.
While betting: "your chance now", the player's showdown equity against the hands the
opponents' actions and draws make likely (:func:`drawpoker.ai.chance.chance_now`, the
figure the coach shows too; the hard computer players' reading of the censored view,
``ai.ranges``: never a card the player cannot see) with, facing a bet, the share of the pot a call needs, then the pot odds. After
the draw the odds his draw had stay shown (:func:`draw_odds_line`).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from drawpoker.ai.chance import chance_now, holds_of
from drawpoker.engine import LegalActions, Phase
from drawpoker.i18n import (
    N_,
    _,
    format_chance,
    format_chips,
    format_number,
    format_percent,
    ngettext,
)
from drawpoker.odds import HoldAnalysis

__all__ = ["advisor_lines", "chance_line", "chance_now", "draw_odds_line",
           "lowball_pair_hint", "pot_odds_line", "shown_line"]


#: What improving means in the high game, by the kind of hand held now (``HandCategory``
#: 0 high card .. 8 straight flush): the next kind up or better (``p_improve``).
_BETTER_THAN = (N_("a pair or better"), N_("two pair or better"), N_("three of a kind or better"),
                N_("a straight or better"), N_("a flush or better"), N_("a full house or better"),
                N_("four of a kind or better"), N_("a straight flush or better"),
                N_("five of a kind"))


def improve_words(hold: HoldAnalysis) -> str | None:
    """What ``hold``'s chance to improve counts, in words ("two pair or better"): a high
    game's next kind of hand above the one held; None for lowball (any better low) or
    when no kind is above it."""
    if hold.game != "high":
        return None
    held = int(hold.current.category)
    return _(_BETTER_THAN[held]) if held < len(_BETTER_THAN) else None


def _share(p: float) -> str:
    """A chance (0..1) to one decimal place ("27.0%"); a chance above nil never reads
    "0.0%" but "under 0.1%" (the rule of ``i18n.format_chance``, one place finer)."""
    if 0 < p < 0.0005:
        return _("under {percent}").format(percent=format_percent(0.1, places=1))
    return format_percent(p * 100, places=1)


def _pat_line(hold: HoldAnalysis, live: int, *, had: bool) -> str:
    """Standing pat (``hold`` keeps all five): no chance to improve, only the chance to win
    and what it is against, the typical opponents of the hold's score
    (``odds.opponent_equity``): "You stood pat: 0.0% to win against 3 players each drawing
    three cards to a pair" (``had``), or "Nothing marked: standing pat wins ..."."""
    win = _share(hold.score)
    n = min(8, max(1, live))
    if hold.game == "high":
        against = ngettext("against {n} player drawing three cards to a pair",
                           "against {n} players each drawing three cards to a pair", n)
    else:
        against = ngettext("against {n} player drawing one card to a low",
                           "against {n} players each drawing one card to a low", n)
    text = (_("You stood pat: {win} to win {against} (before the draw)") if had
            else _("Nothing marked: standing pat wins {win} {against}"))
    return text.format(win=win, against=against.format(n=n))


def _draw_line(hold: HoldAnalysis, *, had: bool) -> str:
    """"Your draw: 19.1% to make two pair or better, 27.0% to win" (``had``: "Your draw
    had ..."), or "... to improve ..." where :func:`improve_words` has no words."""
    improve = _share(float(hold.p_improve))
    win = _share(hold.score)
    target = improve_words(hold)
    if target is None:
        text = (_("Your draw had {improve} to improve, {win} to win "
                  "(before the draw, against typical hands)") if had
                else _("Your draw: {improve} to improve, {win} to win"))
        return text.format(improve=improve, win=win)
    text = (_("Your draw had {improve} to make {target}, {win} to win "
                  "(before the draw, against typical hands)") if had
            else _("Your draw: {improve} to make {target}, {win} to win"))
    return text.format(improve=improve, target=target, win=win)


def _card_text(card: Any) -> str:
    """A card as the advisor writes it ("10♥", "A♠"; "★" for the joker)."""
    suits = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
    rank = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
    return f"{rank}{suits.get(card.suit, '')}" if card.rank else "★"


def advisor_lines(la: LegalActions, cards: tuple[Any, ...], selected: Collection[int], *,
                  game: str, wild: str, live: int, pot: int) -> list[str]:
    """The advisor's lines for the player's turn ``la``.

    Args:
        la: the player's legal actions.
        cards: his five cards (slot order).
        selected: the slots marked for discarding.
        game, wild: the table's rules (``TableRules.game`` / ``wild``).
        live: opponents still in the hand.
        pot: every chip in play (chips), for the pot odds.
    """
    if la.phase is Phase.DRAW:
        holds = holds_of(cards, game, wild, la.max_discard, live)
        if not holds:
            return []
        kept = tuple(c for k, c in enumerate(cards) if k not in selected)
        mine = next((hd for hd in holds if hd.keep == kept), None)
        best = holds[0]
        lines = []
        if mine is not None:
            lines.append(_draw_line(mine, had=False) if mine.discard
                         else _pat_line(mine, live, had=False))
        best_cards = " ".join(_card_text(c) for c in best.keep) or _("nothing")
        lines.append(_("Best chance to win: keep {cards} ({win})").format(
            cards=best_cards, win=_share(best.score)))
        return lines
    if la.call_amount > 0:
        return [pot_odds_line(la.call_amount, pot)]
    return []


def pot_odds_line(call: int, pot: int) -> str:
    """"Pot odds: 3.0 to 1 (20 to win 60)": ``call`` chips to win the ``pot`` (every chip
    in play)."""
    return _("Pot odds: {ratio} to 1 ({call} to win {pot})").format(
        ratio=format_number(pot / call, places=1), call=format_chips(call),
        pot=format_chips(pot))


def chance_line(chance: float, call: int = 0, pot: int = 0) -> str:
    """"Your chance now: 34% against the hands their play leaves them" (the hands their
    betting and draws leave the opponents still in, :func:`chance_now`, unlike the odds
    the draw had, which were before it and against typical hands); facing a bet of
    ``call`` chips into ``pot`` (every chip in play) with the share of the pot a call
    needs: "..., a call needs 17%". A chance above nil never reads "0%" but "under 1%"
    (``i18n.format_chance``)."""
    if call > 0:
        return _("Your chance now: {percent} against the hands their play leaves them, "
                 "a call needs {need}").format(
            percent=format_chance(chance), need=format_percent(100 * call / (pot + call)))
    return _("Your chance now: {percent} against the hands their play leaves them").format(
        percent=format_chance(chance))


def shown_line(view: Any, chance: float | None) -> str | None:
    """At the showdown, once every opponent still in has shown his cards, what they show
    is the answer: "The cards shown beat your hand" (``chance`` 0, :func:`chance_now`),
    "Your hand beats the cards shown" (1), else a split. None before that (no chance is
    given as a figure once the answer is on the table)."""
    if view.phase is not Phase.SHOWDOWN or chance is None:
        return None
    live = [s for i, s in enumerate(view.seats) if i != view.seat and s.in_hand]
    if not live or any(s.shown is None for s in live):
        return None
    if chance <= 0.0:
        return _("The cards shown beat your hand")
    if chance >= 1.0:
        return _("Your hand beats the cards shown")
    return _("Your hand ties the cards shown: the pot is split")


def draw_odds_line(cards: tuple[Any, ...], kept: tuple[Any, ...], *, game: str, wild: str,
                   max_draw: int, live: int) -> str | None:
    """The odds the player's draw had (keeping ``kept`` of ``cards``), kept on show after
    the draw: "Your draw had 28.7% to make two pair or better, 19.4% to win (before the
    draw, against typical hands)", which is why it differs from the chance now (None for
    a hold the rules did not allow)."""
    holds = holds_of(cards, game, wild, max_draw, live)
    mine = next((hd for hd in holds if hd.keep == kept), None)
    if mine is None:
        return None
    if not mine.discard:
        return _pat_line(mine, live, had=True)
    return _draw_line(mine, had=True)


def lowball_pair_hint(cards: tuple[Any, ...], selected: Collection[int], game: str) -> str | None:
    """At a lowball table (``game`` ``ace-to-five`` or ``deuce-to-seven``, docs/rules.md
    §1) the hint that a pair is bad, while the cards the player keeps (``cards`` less the
    ``selected`` slots) hold a pair; None otherwise (a high-hand table, no pair kept, a
    joker never counts)."""
    if game not in ("ace-to-five", "deuce-to-seven"):
        return None
    ranks = [c.rank for k, c in enumerate(cards) if k not in selected and c is not None and c.rank]
    if len(ranks) == len(set(ranks)):
        return None
    return _("A pair counts against you in lowball: throw one of the pair away.")
