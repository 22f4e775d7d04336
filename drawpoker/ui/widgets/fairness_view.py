"""The Statistics screen's fairness page (docs/fairness.md §4-§5): the player's dealt
hands by category against the exact odds, each with the range fair cards keep it in; a
chi-square test over them; how often the player's hand was the best dealt; and the
sentences that matter, each with how it is checked.

Drawing only: the figures are :func:`drawpoker.session.fairness.profile_fairness`'s.
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _, format_number, format_percent, ngettext
from drawpoker.odds.fairness import Fairness, Share
from drawpoker.session.fairness import Counted
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT, TEXT

#: below this p-value the spread of categories is called unusual
UNUSUAL = 0.01


def promises() -> list[tuple[str, str]]:
    """The sentences that matter and how each is checked."""
    return [
        (_("The computer players never see your cards: every decision was replayed with your "
           "cards changed, and none changed."),
         _("Checked by the test of every computer player with the hidden cards changed "
           "(docs/fairness.md §5).")),
        (_("Every deck is fixed before its deal: the commitment is shown first, the seed "
           "and salt after the hand."),
         _("Check any hand: Verify this hand in the hand history, or drawpoker verify FILE "
           "(docs/fairness.md §3).")),
        (_("The shuffle favours no card and no seat: every order of the deck is equally "
           "likely."),
         _("Pinned test vectors and an even-spread test of the shuffle (docs/fairness.md "
           "§2).")),
        (_("Lessons, practice, arranged and seeded deals are not counted here."),
         _("Only deals from the system's secure random source count (docs/fairness.md §4).")),
    ]


def percent(x: float) -> str:
    """A share as a percentage: one decimal, three below 1 % (a straight flush is
    0.002 %)."""
    return format_percent(100 * x, places=1 if x >= 0.01 or x == 0 else 3)


def test_sentence(fair: Fairness) -> str:
    """The chi-square test in plain words."""
    if fair.p_value is None:
        return _("Too few hands yet for a test over the categories.")
    figures = ngettext("Chi-square {chi2} with {df} degree of freedom.",
                       "Chi-square {chi2} with {df} degrees of freedom.", fair.df).format(
        chi2=format_number(fair.chi_square, places=1), df=fair.df)
    if fair.p_value >= UNUSUAL:
        return figures + " " + _("Nothing unusual: fair cards spread this much or more in "
                                 "{p} of sessions.").format(p=percent(fair.p_value))
    return figures + " " + _("Unusual: fair cards spread this much in only {p} of "
                             "sessions.").format(p=percent(fair.p_value))


def verdict(share: Share) -> tuple[str, tuple[int, int, int]]:
    """Inside, above or below the fair range, and its colour."""
    if share.inside:
        return _("as expected"), TEXT
    return (_("more than expected"), POSITIVE) if share.share > share.high else \
        (_("fewer than expected"), NEGATIVE)


def draw_fairness(surface: pygame.Surface, v: pygame.Rect, px: int, fair: Fairness,
                  counted: Counted) -> int:
    """Draw the page from the top of ``v`` (the panel's view, pixels; the page goes on
    below ``v.bottom`` where its content needs: ``surface`` must be tall enough) at text
    size ``px``. At a larger text a column's head wraps onto two lines and the rows stand
    a line apart; nothing is drawn smaller than 100 % gives it.

    Returns:
        The page's height from ``v.top`` (pixels, at least ``v.height``).
    """
    x, y, room = v.x + px, v.y + round(px * 0.9), v.width - 2 * px
    small = round(px * 0.78)
    ui_text.draw_text(surface, _("Your dealt hands against the exact odds"), (x, y), px, GOLD,
                      anchor="midleft", bold=True, max_width=room)
    left = sum(counted.left_out.values())
    y += ui_text.grown(px * 1.3)
    ui_text.draw_text(surface, ngettext("{n} deal counted", "{n} deals counted", fair.hands)
                      .format(n=format_number(fair.hands)) + " · "
                      + ngettext("{n} left out (arranged, seeded or another game)",
                                 "{n} left out (arranged, seeded or another game)", left
                                 ).format(n=format_number(left)),
                      (x, y), small, SOFT, anchor="midleft", shadow=False, max_width=room)
    heads = [_("Dealt"), _("Expected"),
             _("Fair range ({percent})").format(percent=format_percent(95)), ""]
    first = round(room * 0.3)
    colw = (room - first) / len(heads)
    wrapped = [ui_text.fit_or_wrap(h, small, round(colw) - 4, bold=True) for h in heads]
    step = ui_text.font(small, True).get_linesize()
    most = max(len(head) for head, _p in wrapped)
    y += ui_text.grown(px * 1.5) + round((most - 1) * step / 2)  # a head on two lines
    for i, (head, size) in enumerate(wrapped):
        for j, line in enumerate(head):
            ui_text.draw_text(surface, line, (x + first + colw * (i + 0.5),
                                              y + (j - (len(head) - 1) / 2) * step),
                              size, GOLD, shadow=False, bold=True, max_width=round(colw) - 4)
    row = round(px * 1.22)
    if ui_text.text_scale() > 1.0:  # the rows a line of their text apart
        row = max(row, ui_text.font(small).get_linesize())
        y += round((most - 1) * step / 2)
    for cat, share in fair.categories:
        y += row
        word, color = verdict(share) if fair.hands else ("", TEXT)
        cells = [f"{format_number(share.count)} · {percent(share.share)}", percent(share.expected),
                 f"{percent(share.low)} – {percent(share.high)}", word]
        ui_text.draw_text(surface, cat.label(), (x, y), small, TEXT, anchor="midleft",
                          shadow=False, max_width=first - 6)
        for i, cell in enumerate(cells):
            ui_text.draw_text(surface, cell, (x + first + colw * (i + 0.5), y), small,
                              color if i == 3 else TEXT, shadow=False, max_width=round(colw) - 4)
    y += ui_text.grown(px * 1.5)
    lines = [(test_sentence(fair), CREAM)]
    if fair.hands:
        best = fair.best
        lines.append((_("Your hand was the best one dealt {share} of the time; with fair "
                        "cards {expected} ({percent} of fair sessions: {low} – {high}).").format(
            percent=format_percent(95),
            share=percent(best.share), expected=percent(best.expected), low=percent(best.low),
            high=percent(best.high)), CREAM if best.inside else verdict(best)[1]))
    for text, color in lines:
        for piece in ui_text.wrap_text(text, small, room):
            ui_text.draw_text(surface, piece, (x, y), small, color, anchor="midleft",
                              shadow=False)
            y += ui_text.grown(small * 1.3)
    y += ui_text.grown(px * 0.4)
    for claim, check in promises():
        for piece in ui_text.wrap_text(claim, small, room, bold=True):
            ui_text.draw_text(surface, piece, (x, y), small, TEXT, anchor="midleft",
                              shadow=False, bold=True)
            y += ui_text.grown(small * 1.25)
        for piece in ui_text.wrap_text(check, round(small * 0.92), room - px):
            ui_text.draw_text(surface, piece, (x + px, y), round(small * 0.92), SOFT,
                              anchor="midleft", shadow=False)
            y += ui_text.grown(small * 1.25)
    return max(v.height, y + px - v.y)
