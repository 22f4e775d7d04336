"""The Statistics screen's fairness page (docs/fairness.md §4-§5): the player's dealt
hands by category against the exact odds, each with the range fair cards keep it in, under
one verdict in a casual player's words (too early, looks fair or unusual: the rule is
:attr:`~drawpoker.odds.fairness.Fairness.judgement`, the rows' words follow it); the
sentences that matter; and, smaller under *Details*, the chi-square test, how often the
player's hand was the best dealt and how each sentence is checked.

Drawing only: the figures are :func:`drawpoker.session.fairness.profile_fairness`'s.
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _, format_number, format_percent, ngettext
from drawpoker.odds.fairness import MIN_DEALS, Fairness, Share
from drawpoker.session.fairness import Counted
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT, TEXT


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
    """The chi-square test's figures (a detail: the verdict is :func:`headline`'s)."""
    if fair.p_value is None:
        return _("Too few hands yet for a test over the categories.")
    figures = ngettext("Chi-square {chi2} with {df} degree of freedom.",
                       "Chi-square {chi2} with {df} degrees of freedom.", fair.df).format(
        chi2=format_number(fair.chi_square, places=1), df=fair.df)
    return figures + " " + _("Fair cards spread this much or more in {p} of "
                             "sessions.").format(p=percent(fair.p_value))


def headline(fair: Fairness) -> tuple[str, tuple[int, int, int]]:
    """The page's verdict in a casual player's words and its colour, by
    :attr:`Fairness.judgement` (the rule the rows' words follow too)."""
    n = format_number(fair.hands)
    judgement = fair.judgement
    if judgement == "early":
        return ngettext(
            "Too early to judge: {n} deal so far. Over a few dozen deals luck swings a lot; "
            "from {min} deals on this page can tell luck from an unfair deck.",
            "Too early to judge: {n} deals so far. Over a few dozen deals luck swings a lot; "
            "from {min} deals on this page can tell luck from an unfair deck.",
            fair.hands).format(n=n, min=format_number(MIN_DEALS)), CREAM
    if judgement == "fair":
        return ngettext(
            "Looks fair: over {n} deal every kind of hand came about as often as a fair "
            "deck deals it.",
            "Looks fair: over {n} deals every kind of hand came about as often as a fair "
            "deck deals it.", fair.hands).format(n=n), POSITIVE
    return ngettext(
        "Unusual: over {n} deal your cards came out differently from a fair deck more than "
        "luck usually explains (1 fair player in 100 sees this). You can check any hand "
        "with Verify this hand in the hand history.",
        "Unusual: over {n} deals your cards came out differently from a fair deck more than "
        "luck usually explains (1 fair player in 100 sees this). You can check any hand "
        "with Verify this hand in the hand history.", fair.hands).format(n=n), NEGATIVE


def verdict(share: Share, judgement: str) -> tuple[str, tuple[int, int, int]]:
    """A row's word and colour: nothing while it is too early to judge, else inside or
    outside its band (outside is unusual whichever way, so one warning colour)."""
    if judgement == "early":
        return "", TEXT
    if share.inside:
        return _("as expected"), TEXT
    return (_("more than expected") if share.share > share.high else
            _("fewer than expected")), NEGATIVE


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
    y += ui_text.grown(px * 0.5)
    words, tone = headline(fair)
    for piece in ui_text.wrap_text(words, px, room, bold=True):
        y += ui_text.grown(px * 1.25)
        ui_text.draw_text(surface, piece, (x, y), px, tone, anchor="midleft", shadow=False,
                          bold=True)
    judgement = fair.judgement
    heads = [_("Dealt"), _("Expected"),
             _("Fair range ({percent})").format(percent=format_percent(99)), ""]
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
        word, color = verdict(share, judgement)
        cells = [f"{format_number(share.count)} · {percent(share.share)}", percent(share.expected),
                 f"{percent(share.low)} – {percent(share.high)}", word]
        ui_text.draw_text(surface, cat.label(), (x, y), small, TEXT, anchor="midleft",
                          shadow=False, max_width=first - 6)
        for i, cell in enumerate(cells):
            ui_text.draw_text(surface, cell, (x + first + colw * (i + 0.5), y), small,
                              color if i == 3 else TEXT, shadow=False, max_width=round(colw) - 4)
    y += ui_text.grown(px * 1.5)
    for claim, _check in promises():
        for piece in ui_text.wrap_text(claim, small, room, bold=True):
            ui_text.draw_text(surface, piece, (x, y), small, TEXT, anchor="midleft",
                              shadow=False, bold=True)
            y += ui_text.grown(small * 1.25)
    y += ui_text.grown(px * 0.5)
    ui_text.draw_text(surface, _("Details"), (x, y), small, GOLD, anchor="midleft",
                      shadow=False, bold=True, max_width=room)
    y += ui_text.grown(small * 1.3)
    detail = round(small * 0.92)
    for text in details(fair):
        for piece in ui_text.wrap_text(text, detail, room):
            ui_text.draw_text(surface, piece, (x, y), detail, SOFT, anchor="midleft",
                              shadow=False)
            y += ui_text.grown(small * 1.25)
    return max(v.height, y + px - v.y)


def details(fair: Fairness) -> list[str]:
    """The technical figures and checks, for the smaller *Details* part."""
    lines = [test_sentence(fair)]
    if fair.hands:
        best = fair.best
        lines.append(_("Your hand was the best one dealt {share} of the time; with fair "
                       "cards {expected} ({percent} of fair sessions: {low} – {high}).").format(
            percent=format_percent(99), share=percent(best.share),
            expected=percent(best.expected), low=percent(best.low), high=percent(best.high)))
    return lines + [check for _claim, check in promises()]
