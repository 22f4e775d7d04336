"""The rules pages: hand rankings, how to play, draw odds, and "At this table".

Each page builder writes its blocks with a
:class:`~drawpoker.ui.rulebook.layout.PageWriter`; :func:`render_page` renders a
page once per width/language/deck into a tall Surface (cached) for
:class:`~drawpoker.ui.scenes.rules.RulesScene` to scroll.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from functools import lru_cache
from typing import Any

import pygame

from drawpoker.cards import parse_cards
from drawpoker.evaluator import evaluate, evaluate_game
from drawpoker.i18n import N_, _, format_chance, format_number, ngettext
from drawpoker.session.config import table_summary_rules
from drawpoker.ui import text as ui_text
from drawpoker.ui.rulebook.content import (
    COLUMNS,
    DRAWS,
    LOW_COLUMNS,
    LOW_DRAWS,
    LOW_RANKINGS,
    RANKINGS,
    draw_odds,
    improve_chance,
    low_draw_odds,
)
from drawpoker.ui.rulebook.layout import PageWriter
from drawpoker.ui.theme import SOFT


def chance_cell(p: Fraction) -> str:
    """A chance of the draw-odds tables: "—" for none, one decimal from 0.1 % on, two
    below it, and never "0.00%" for a chance above nil ("<0.01%", the advisor's rule:
    ``format_chance``)."""
    if p == 0:
        return "\u2014"
    v = float(p) * 100
    if v < 0.1:  # a chance above nil never reads 0 (format_chance): "<0.01%"
        return format_chance(float(p), places=2, short=True)
    return _("{value}%").format(value=format_number(v, places=1))


def page_rankings(wr: PageWriter) -> None:
    """Hand rankings with example hands."""
    wr.heading(_("Hand rankings, best first"))
    wr.paragraph(_("Five cards make a hand. Suits never rank and never break a tie; equal hands "
                   "split the pot."), color=SOFT)
    wr.gap(0.4)
    for i, (cards, name, detail) in enumerate(RANKINGS[1:], start=1):
        wr.cards_row(i, cards, _(name), _(detail), str(evaluate(parse_cards(cards)).describe()))
    wr.gap(0.4)
    wr.heading(_("Wild cards"))
    wr.paragraph(_("A table may play with the joker (fully wild), the bug (the joker counts only as "
                   "an ace or to complete a straight or flush) or deuces wild. A wild card always "
                   "takes the value that makes the best hand."))
    cards, name, detail = RANKINGS[0]
    wr.cards_row(0, cards, _(name), _(detail),
                 str(evaluate(parse_cards(cards), wild="joker").describe()))
    wr.heading(_("Lowball"))
    wr.paragraph(_("Ace-to-five: straights and flushes do not count, the ace is the lowest card and "
                   "5-4-3-2-A is the best hand."))
    wr.cards_row(1, "5s 4d 3c 2h Ah", _("The wheel"), _("Best ace-to-five hand."), "")
    wr.paragraph(_("Deuce-to-seven: the ace is high only, straights and flushes count against you; "
                   "the best hand is 7-5-4-3-2 of mixed suits."))
    wr.cards_row(1, "7s 5d 4c 3h 2h", _("Number one"), _("Best deuce-to-seven hand."), "")
    wr.paragraph(_("In both games hands compare from the highest card down, and lower wins."),
                 color=SOFT)


def page_low_rankings(wr: PageWriter, game: str) -> None:
    """The lowball ranking of ``game`` with example hands, best first (docs/rules.md §1)."""
    wr.heading(_("Ace-to-five lowball: hands, best first") if game == "ace-to-five" else
               _("Deuce-to-seven lowball: hands, best first"))
    wr.paragraph(_("The lowest hand wins the pot. Suits never rank; equal hands split the pot."),
                 color=SOFT)
    wr.gap(0.4)
    for i, (cards, name, detail) in enumerate(LOW_RANKINGS[game], start=1):
        said = str(evaluate_game(parse_cards(cards), game=game).describe())
        # the dealer's words, unless they repeat the name ("Number one")
        wr.cards_row(i, cards, _(name), _(detail), "" if said == _(name) else said)
    wr.gap(0.6)


def page_rules(wr: PageWriter) -> None:
    """The course of a hand and the table options (docs/rules.md §2-§5)."""
    wr.heading(_("The table"))
    for text in (
        _("Two to eight seats. Forced bets are antes, blinds, or both, and go in before the deal."),
        _("The button moves one seat to the left after each hand; with blinds the big blind "
          "moves on one seat each hand so nobody misses or repeats it."),
        _("You buy in from your bankroll, between the table's minimum and maximum."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("A hand, step by step"))
    for text in (
        _("Everyone is dealt five cards face down, one at a time, starting left of the button."),
        _("First betting round: check, bet or fold; facing a bet, call, raise or fold. With "
          "blinds, the big blind counts as a bet."),
        _("Jackpots tables: you need a pair of jacks or better to open. If nobody opens, the "
          "cards are redealt and the pot stays. Whoever opened shows their openers at the end."),
        _("The draw: in turn, each player still in discards up to the table's limit and gets as "
          "many new cards. Everyone sees how many cards each player drew. Drawing none is "
          "standing pat."),
        _("Second betting round, then the showdown: the last player whose bet or raise was "
          "called shows first; the others show or muck. A mucked hand cannot win."),
        _("Chips nobody matched go back to their owner. If everyone else folds, the last player "
          "wins without showing."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Pots"))
    wr.paragraph(_("When a player is all in, the chips they can win form the main pot and the rest "
                   "form side pots, each won by the best hand among those who paid into it. A split "
                   "pot is divided equally; odd chips go to the winners clockwise from the left of "
                   "the button."))
    wr.heading(_("Betting structures"))
    for text in (
        _("No-limit: any bet or raise up to all your chips."),
        _("Pot-limit: a raise may bring your bet up to the current bet plus the pot after you "
          "call."),
        _("Fixed-limit: every bet and raise is one small bet before the draw and one big bet "
          "after it, with a cap on the raises in a round."),
        _("A raise must be at least as large as the largest bet or raise before it in the round. "
          "An all-in for less does not reopen the betting for players who already acted."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Wild cards and lowball"))
    for text in (
        _("Wild cards: with the joker or deuces wild, a wild card stands for whatever card makes "
          "your hand best, so five of a kind becomes possible. The bug is a joker that counts only "
          "as an ace or to complete a straight or a flush. At the table wild cards carry a gold "
          "WILD (or BUG) mark."),
        _("Lowball: the lowest hand wins the pot. In ace-to-five the ace is low, straights and "
          "flushes do not count and 5-4-3-2-A is best; in deuce-to-seven the ace is high, "
          "straights and flushes count against you and 7-5-4-3-2 is best. Draw to low cards and "
          "throw away pairs and high cards."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Conveniences"))
    wr.paragraph(_("While waiting you can tick Check/Fold, Fold, Check, Call any or Raise any; "
                   "they last one betting round. Auto-rebuy tops your stack up before a hand; sit "
                   "out skips the next hands."))
    for text in (
        _("Rest the pointer on a button or a box to see what it does."),
        _("After you fold, the rest of the hand plays at once up to the result (Settings: "
          "After you fold)."),
        _("Going all in asks first; standing pat with nothing marked on a hand that is not made "
          "asks once; a draw waits two seconds with an Undo button (Backspace). Settings, "
          "Confirmations, turns each off."),
        _("The advisor (H) shows your chance now against the hands the opponents' bets and draws "
          "suggest, and after the draw the odds your draw had."),
        _("A deal nobody opens is told in the middle of the table; the next deal says the pot "
          "carried over and where the button moved."),
        _("Reduced motion (Settings) fades cards and chips in and out instead of sliding and "
          "flipping them."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Hand history and replays"))
    wr.paragraph(_("The hand history lists every deal, newest first; the Table and Result filters "
                   "at its top show one kind of table or only the hands you won or lost, and Home "
                   "and End go to the newest and the oldest hand. In a replay, |◀ or Home goes to "
                   "the first step, ◀◀ and ▶▶ (or ← →) step back and on, ▶ (or Space) plays the hand on "
                   "and pauses it, ▶| or End shows how the "
                   "hand ended. Your bankroll is shown at the top right of the title screen."))


def page_low_odds(wr: PageWriter, game: str, wild: str) -> None:
    """Exact lowball draw odds for the usual draws of ``game`` (with the table's joker)."""
    joker = wild != "none"
    wr.heading(_("Chances after the draw: ace-to-five lowball") if game == "ace-to-five" else
               _("Chances after the draw: deuce-to-seven lowball"))
    if joker:
        text = _("Exact chances of the final low hand for the usual draws in ace-to-five "
                 "lowball with the joker (53 cards), counting every way the replacement cards "
                 "can come from the 48 cards you have not seen.")
    elif game == "ace-to-five":
        text = _("Exact chances of the final low hand for the usual draws in ace-to-five "
                 "lowball (52 cards), counting every way the replacement cards can come from "
                 "the 47 cards you have not seen.")
    else:
        text = _("Exact chances of the final low hand for the usual draws in deuce-to-seven "
                 "lowball (52 cards), counting every way the replacement cards can come from "
                 "the 47 cards you have not seen.")
    wr.paragraph(text, color=SOFT)
    headers = [_("Draw")] + [_(h) for h, _w in LOW_COLUMNS] + [_("Improves")]
    rows: list[list[str]] = []
    for n, target, hand, keep in LOW_DRAWS[game]:
        name = {1: _("Draw one to {cards}"), 2: _("Draw two to {cards}"),
                3: _("Draw three to {cards}")}.get(n, _("Draw five")).format(cards=target)
        rows.append([name, *(chance_cell(p) for p in low_draw_odds(game, wild, hand, keep))])
    wr.table(headers, rows)
    wr.paragraph(_("\"8 or better\": a hand whose highest card is an eight or lower, with no "
                   "pair (in deuce-to-seven also no straight or flush). \"Improves\": ends "
                   "lower than the five cards held now."), color=SOFT)


def page_odds(wr: PageWriter, table: Any = None) -> None:
    """Exact draw odds for the usual draws: of the table's lowball game when opened from a
    lowball table, else of high Five Card Draw without wild cards (said so)."""
    if table is not None and getattr(table, "game", "high") != "high":
        page_low_odds(wr, table.game, table.wild)
        return
    wr.heading(_("Chances after the draw: Five Card Draw, high hand"))
    wr.paragraph(_("Exact chances of the final hand for the usual draws in Five Card Draw with 52 "
                   "cards, counting every way the replacement cards can come from the 47 cards you "
                   "have not seen."), color=SOFT)
    if table is not None and getattr(table, "wild", "none") != "none":
        wr.paragraph(_("These chances are without wild cards: a wild card at this table makes "
                       "every draw better."), color=SOFT)
    headers = [_("Draw")] + [_(h) for h, _c in COLUMNS] + [_("Improves")]
    rows: list[list[str]] = []
    for name, hand, keep in DRAWS:
        dist = draw_odds(hand, keep)
        row = [_(name)]
        for _h, cats in COLUMNS:
            row.append(chance_cell(sum((dist.get(c, Fraction(0)) for c in cats), Fraction(0))))
        row.append(chance_cell(improve_chance(hand, keep)))
        rows.append(row)
    wr.table(headers, rows)
    wr.paragraph(_("Example: with a pair you improve about 29% of the time drawing three, and "
                   "about 26% keeping an ace kicker and drawing two."), color=SOFT)


PAGES: tuple[tuple[str, Callable[[PageWriter], None]], ...] = (
    (N_("Hand rankings"), page_rankings),
    (N_("How to play"), page_rules),
    (N_("Draw odds"), page_odds),
)


def game_line(game: str) -> str:
    """The game's rule in one sentence ("Deuce-to-seven lowball: the lowest hand wins; ...",
    docs/rules.md §1)."""
    return {
        "high": _("The highest hand wins."),
        "ace-to-five": _("Ace-to-five lowball: the lowest hand wins; the ace is low, straights "
                         "and flushes do not count, 5-4-3-2-A is best."),
        "deuce-to-seven": _("Deuce-to-seven lowball: the lowest hand wins; the ace is high, "
                            "straights and flushes count against you, 7-5-4-3-2 is best."),
    }[game]


def wild_line(wild: str) -> str:
    """The wild cards' rule in one sentence ("The joker is in the deck as the bug: ...",
    docs/rules.md §1)."""
    return {
        "none": _("No wild cards."),
        "joker": _("The joker is in the deck and fully wild."),
        "bug": _("The joker is in the deck as the bug: it counts as an ace or completes a "
                 "straight or a flush."),
        "deuces": _("Deuces are wild: all four 2s stand for any card."),
    }[wild]


def draw_limit_line(max_draw: int, four_with_ace: bool) -> str | None:
    """The draw limit in one sentence ("You may draw at most 3 cards, or four if you keep an
    ace.", docs/rules.md §3.5); None without a limit (five cards)."""
    if max_draw >= 5:
        return None
    n = max_draw
    if not four_with_ace:
        return ngettext("You may draw at most {n} card.", "You may draw at most {n} cards.",
                        n).format(n=n)
    return ngettext("You may draw at most {n} card, or four if you keep an ace.",
                    "You may draw at most {n} cards, or four if you keep an ace.", n).format(n=n)


def table_lines(rules: Any) -> list[str]:
    """Translated sentences describing the rules of one table (game, wild cards, openers,
    betting, draw limit), for the "At this table" block (docs/rules.md §1-§4).

    Args:
        rules: a :class:`drawpoker.engine.TableRules`.
    """
    lines = [table_summary_rules(rules), game_line(rules.game), wild_line(rules.wild)]
    if rules.open_requirement == "jacks-or-better":
        lines.append(_("Jacks or better to open: you need a pair of jacks or better to make the "
                       "first bet; the opener shows their openers at the end of the hand."))
    if rules.check_around == "redeal":
        lines.append(_("If everyone checks before the draw, the cards are redealt and the pot "
                       "stays."))
    limit = draw_limit_line(rules.max_draw, rules.four_with_ace)
    if limit is not None:
        lines.append(limit)
    return lines


def page_table(wr: PageWriter, rules: Any) -> None:
    """The "At this table" block: the rules of the table the screen was opened from."""
    wr.heading(_("At this table"))
    for text in table_lines(rules):
        wr.paragraph(text, bullet=True)
    wr.gap(0.3)


@lru_cache(maxsize=12)
def render_page(index: int, width: int, px: int, four_color: bool, catalog: Hashable,
                table: Any = None) -> pygame.Surface:
    """Page ``index`` rendered ``width`` pixels wide (cached per catalog and deck).

    Args:
        catalog: :func:`drawpoker.i18n.catalog_key` (the cache key of the translations).
        table: the :class:`~drawpoker.engine.TableRules` of the table the screen was
            opened from (its rules head the rankings and how-to-play pages), or None.
    """
    wr = PageWriter(width, px, four_color)
    if table is not None and index in (0, 1):
        page_table(wr, table)
    game = getattr(table, "game", "high") if table is not None else "high"
    if index == 0 and game in LOW_RANKINGS:  # a lowball table: its ranking leads
        page_low_rankings(wr, game)
    if index == 2:
        page_odds(wr, table)
    else:
        PAGES[index][1](wr)
    return wr.render()


#: a page holds text laid out at the text size it was made at
ui_text.forget_on_text_size(render_page.cache_clear)
