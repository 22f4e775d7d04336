"""The reason sentences of the computer players, made from the numbers a decision used.

Every reason is translated at the time it is said (:func:`drawpoker.i18n.sentence`
makes it again in the player's language if that changes before it is shown). A chance
to win prints as :func:`percent` (never 0 or 100: every chance is an estimate), the
"needed" figure as the plain :func:`pot_odds` of the call (docs/rules.md §3.3), which the
player at the table can check; when a decision went against those odds, the sentence
says what it counted on (:func:`call_lean`).
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.ai.tables import ModeTables
from drawpoker.cards import Card, display_cards
from drawpoker.engine import Action, ActionType, LegalActions, PlayerView
from drawpoker.handshape import straight_outs
from drawpoker.i18n import _, format_chips, ngettext


def percent(p: float) -> int:
    """A chance to win as the whole percent a reason prints, never 0 or 100.

    Every chance the computer players print is an estimate against hidden cards (the
    opponents' ranges, the cards still to come), so none of them is certain: a printed
    "100 % to win" reads like the player saw the other hands, and "0 %" like he is playing
    a hand that cannot win. Estimates round into 1..99 (a 99.7 % favourite says 99 %).

    Args:
        p: the estimated probability (0..1; values outside are clamped).

    Returns:
        The percent to print, 1 to 99.
    """
    return min(max(int(round(100 * min(max(p, 0.0), 1.0))), 1), 99)


def pot_odds(call: int, pot: int) -> float:
    """The plain pot odds of a call: the share of the pot after calling that the call is.

    This is the "needed" figure the reasons print, the one a player at the table can
    work out (docs/rules.md §3.3): a call of 181 into a pot of 286 needs 181 / 467, 39 %.
    The decision itself uses :func:`drawpoker.ai.bet_price.need`, which also counts what
    the players still to act may add, the level's sense of the pot and the personality's
    looseness; a reason says so when the two disagree.

    Args:
        call: the chips the call costs (after a short all-in: what it really costs).
        pot: every chip in the middle before the call: the pots plus all bets in front of
            the seats (:attr:`~drawpoker.engine.PlayerView.pot_total`).

    Returns:
        call / (pot + call), 0..1 (0 for a free call).
    """
    if call <= 0:
        return 0.0
    return call / max(pot + call, 1)


def odds_percent(call: int, pot: int) -> int:
    """The :func:`pot_odds` of a call as the whole percent a reason prints, 1 to 99, halves
    rounded up as a player does by hand (20 into 140: 12.5 -> "13%")."""
    return min(max(int(100 * pot_odds(call, pot) + 0.5), 1), 99)


def call_lean(win: float, call: int, pot: int, extra: float, round_no: int,
              behind: bool = True) -> str | None:
    """What a call with less than the plain pot odds counted on, as its reason says it.

    ``None`` when the printed chance to win reaches the printed pot odds (nothing to
    explain); ``"others"`` when the chips the players still to act are expected to add
    (``extra``) make up the price; else, before the draw, ``"later"`` (more can be won in
    the second betting round) when chips stay ``behind`` on both sides and ``"loose"``
    when they do not (the personality's looseness or a rough count of the pot); after
    the draw ``"bluff"`` (a call-down of a possible bluff).
    """
    if percent(win) >= odds_percent(call, pot):
        return None
    if extra > 0 and win >= call / max(pot + call + extra, 1.0):
        return "others"
    if round_no == 1:
        return "later" if behind else "loose"
    return "bluff"


def fold_reason(win: float, call: int, pot: int) -> str:
    """"Folding: 8% to win, 13% needed to call 20 into 140" (``needed``: :func:`pot_odds`);
    a fold with a chance above the pot odds says the edge is too thin for this player."""
    pct, need = percent(win), odds_percent(call, pot)
    values = {"pct": pct, "need": need, "call": format_chips(call), "pot": format_chips(pot)}
    if pct > need:
        return _("Folding: {pct}% to win, {need}% needed to call {call} into {pot}: too thin "
                 "an edge").format(**values)
    return _("Folding: {pct}% to win, {need}% needed to call {call} into {pot}").format(**values)


def draw_name(hold: tuple[Card, ...] | None, tables: ModeTables) -> tuple[str, float] | None:
    """For a four-card flush or straight draw before the draw: (its name, chance to make it)."""
    if hold is None or len(hold) != 4 or tables.mode.game != "high" or tables.mode.wild != "none":
        return None
    suits = {c.suit for c in hold}
    ranks = sorted(c.rank for c in hold)
    outs: list[Card]
    if len(suits) == 1:
        name = _("the flush")
        outs = [c for c in tables.deck if c.suit in suits and c not in hold]
    elif len(set(ranks)) == 4 and (ranks[-1] - ranks[0] <= 4 or ranks == [2, 3, 4, 14]):
        name = _("the straight")
        needed = straight_outs(set(ranks))
        outs = [c for c in tables.deck if c.rank in needed]
    else:
        return None
    return name, len(outs) / 47.0


def draw_reason(n: int, keep: Sequence[Card], win: float) -> str:
    """"Drawing 3 cards to K♠ K♥: 31 % to win after the draw" (``n`` cards thrown)."""
    if n == 0:
        return _("Standing pat: {pct}% to win as it is").format(pct=percent(win))
    if not keep:
        return ngettext(
            "Drawing {count} new card, keeping nothing: {pct}% to win after the draw",
            "Drawing {count} new cards, keeping nothing: {pct}% to win after the draw", n,
        ).format(count=n, pct=percent(win))
    return ngettext(
        "Drawing {count} card to {kept}: {pct}% to win after the draw",
        "Drawing {count} cards to {kept}: {pct}% to win after the draw", n,
    ).format(count=n, kept=display_cards(keep), pct=percent(win))


def call_reason(win: float, call: int, pot: int, extra: float, round_no: int,
                hold: tuple[Card, ...] | None, tables: ModeTables, hunch: bool,
                behind: bool = True) -> str:
    """The reason for a call: the chance to win and the plain pot odds (what the player
    at the table can check, :func:`pot_odds`); when the chance is below those odds, the
    same sentence says what the call counted on besides (:func:`call_lean`)."""
    pct, need = percent(win), odds_percent(call, pot)
    chips, middle = format_chips(call), format_chips(pot)
    if hunch:
        return _("Calling {call} into {pot} on a hunch: {pct}% to win, {need}% needed"
                 ).format(call=chips, pot=middle, pct=pct, need=need)
    lean = call_lean(win, call, pot, extra, round_no, behind)
    draw = draw_name(hold, tables)
    if draw is not None and lean in (None, "later", "others"):
        values = {"call": chips, "pot": middle, "draw": percent(draw[1]), "hand": draw[0],
                  "pct": pct, "need": need}
        if lean == "later":
            return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                     "{need}% needed now, but more can be won after the draw"
                     ).format(**values)
        if lean == "others":
            return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                     "{need}% needed, but the players still to act may call too"
                     ).format(**values)
        return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                 "{need}% needed").format(**values)
    values = {"call": chips, "pot": middle, "pct": pct, "need": need}
    if lean == "later":
        return _("Calling {call} into {pot}: {pct}% to win, {need}% needed now, but more "
                 "can be won after the draw").format(**values)
    if lean == "others":
        return _("Calling {call} into {pot}: {pct}% to win, {need}% needed, but the "
                 "players still to act may call too").format(**values)
    if lean == "bluff":
        return _("Calling {call} into {pot}: {pct}% to win, {need}% needed, but the bet "
                 "may be a bluff").format(**values)
    if lean == "loose":
        return _("Calling {call} into {pot}: {pct}% to win, {need}% needed: a loose call"
                 ).format(**values)
    return _("Calling {call} into {pot}: {pct}% to win, {need}% needed").format(**values)


def bet_reason(action: Action, view: PlayerView, legal: LegalActions, win: float,
               bluff: bool, n_opp: int) -> str:
    """The reason for a check, a bet, a raise, an all-in or a bluff (``bluff``: the bet
    wins mostly by folds) against ``n_opp`` opponents."""
    pot = view.pot_total
    pct = percent(win)
    k = action.kind
    if k == ActionType.CHECK:
        return _("Checking: {pct}% to win, no reason to bet").format(pct=pct)
    if k == ActionType.CALL:
        return _("Calling {call} into {pot}: {pct}% to win").format(
            call=format_chips(legal.call_amount), pot=format_chips(pot), pct=pct)
    if bluff and k in (ActionType.BET, ActionType.RAISE, ActionType.ALLIN):
        return ngettext(
            "Bluffing {amount} into {pot}: the opponent may well fold",
            "Bluffing {amount} into {pot}: all {count} opponents may fold", n_opp,
        ).format(amount=format_chips(action.to or legal.allin_to), pot=format_chips(pot),
                 count=n_opp)
    if k == ActionType.ALLIN:
        return _("All in: {pct}% to win").format(pct=pct)
    if k == ActionType.BET:
        return ngettext(
            "Betting {amount} into {pot}: {pct}% to win against {count} opponent",
            "Betting {amount} into {pot}: {pct}% to win against {count} opponents", n_opp,
        ).format(amount=format_chips(action.to or 0), pot=format_chips(pot), pct=pct,
                 count=n_opp)
    if k == ActionType.FOLD:
        return _("Folding: {pct}% to win").format(pct=pct)
    return _("Raising to {amount}: {pct}% to win").format(amount=format_chips(action.to or 0),
                                                          pct=pct)


def hunch_fold_reason(win: float, call: int, pot: int) -> str:
    """"Folding on a hunch: 30% to win, 13% needed to call 20 into 140": a level's plain
    mistake, folding a hand that has the price."""
    return _("Folding on a hunch: {pct}% to win, {need}% needed to call {call} into "
             "{pot}").format(pct=percent(win), need=odds_percent(call, pot),
                             call=format_chips(call), pot=format_chips(pot))


def snow_reason() -> str:
    """The reason for a snow: standing pat on nothing to bluff one drawing player."""
    return _("Standing pat on nothing: a snow bluff against one drawing player")


def muck_reason() -> str:
    """The reason for mucking at the showdown when a better hand is already shown."""
    return _("Mucking: a better hand is already shown")


def with_read(reason: str, read: str) -> str:
    """A reason followed by the read of the opponent it acted on: "Calling 40 into 60: 81%
    to win, 40% needed. Read: Anna: stood pat 9 times in 10 draws..."."""
    return _("{reason}. Read: {read}").format(reason=reason, read=read)
