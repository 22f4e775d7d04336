"""The daily challenge's parts (``scenes.daily``): the strip of the day's ten decisions
with the points each scored, the score line, and the panel under the cards, which says
what to do before the answer and, after it, the best hold, why it is best and the points.

API: ``score_line(total, items)``, ``before_lines(item)``, ``answer_lines(item, answer)``
(``-> [Line]``), ``result_lines(answers, items)`` (the end screen's figures), ``draw_pips(surface, rect, answers, index, items)``,
``draw_lines(surface, box, lines, px)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from drawpoker.coach.words import hold_verdict, kept_label
from drawpoker.i18n import _, format_chance, format_chips, format_number, ngettext
from drawpoker.progress.daily import MAX_POINTS, Answer, Item
from drawpoker.progress.xp import Grade
from drawpoker.ui import text as ui_text
from drawpoker.ui.rulebook.pages import draw_limit_line, game_line, wild_line
from drawpoker.ui.theme import CREAM, GOLD, MUTED, NEGATIVE, POSITIVE, SOFT


@dataclass(frozen=True, slots=True)
class Line:
    """One paragraph of the panel: its text, colour, boldness, size (times the panel's
    text size) and a figure set at its right end ("+95 points"), if any."""

    text: str
    color: tuple[int, int, int]
    bold: bool = False
    scale: float = 1.0
    right: str = ""


def score_line(total: int, items: int) -> str:
    """What the score counts: "Score: 95 points · up to 100 points a decision, 1,000 for
    a perfect day" (``total`` points so far of ``items`` decisions)."""
    return ngettext("Score: {points} point · up to {each} points a decision, {most} for a "
                    "perfect day",
                    "Score: {points} points · up to {each} points a decision, {most} for a "
                    "perfect day", total).format(points=format_chips(total), each=MAX_POINTS,
                                                 most=format_chips(MAX_POINTS * items))



def _chips(amount: int) -> str:
    """``amount`` chips as a counted phrase of its own: "1 chip", "21 chips"."""
    # TRANSLATORS: a number of chips standing alone (the pot in a sentence of its own).
    return ngettext("{chips} chip", "{chips} chips", amount).format(chips=format_chips(amount))

def house_rules(item: Item) -> str | None:
    """The day's house rules of ``item`` that differ from plain Five Card Draw, each in one
    sentence as the rulebook says it (a lowball game, wild cards, four only with an ace);
    None for plain Five Card Draw."""
    d = item.drill
    notes = [game_line(d.game)] if d.game != "high" else []
    if d.wild != "none":
        notes.append(wild_line(d.wild))
    if d.four_with_ace:
        notes.append(draw_limit_line(d.max_draw, True) or "")
    return " ".join(notes) or None


def before_lines(item: Item) -> list[Line]:
    """The panel before the answer: the question, how to answer, the day's house rule
    (:func:`house_rules`), the hand's stakes (a hand) and how the answer scores."""
    lines = [Line(_("What would you keep?"), GOLD, bold=True, scale=1.1),
             Line(_("Click the cards you would throw away (or press keys 1-5), then press "
                    "Draw. Throwing none stands pat."), CREAM)]
    rules = house_rules(item)
    if rules is not None:
        lines.append(Line(rules, GOLD))
    if item.kind == "hand":
        lines.append(Line(ngettext(
            "{n} opponent is still in and the pot holds {pot}: a weaker hold gives chips away.",
            "{n} opponents are still in and the pot holds {pot}: a weaker hold gives chips "
            "away.", item.opponents).format(n=item.opponents, pot=_chips(item.pot)), CREAM))
    lines.append(Line(ngettext("The best hold scores {most} point; any other as many as the "
                               "share of the pot it wins next to the best (half as much: "
                               "{half}).",
                               "The best hold scores {most} points; any other as many as the "
                               "share of the pot it wins next to the best (half as much: "
                               "{half}).", MAX_POINTS).format(
                            most=MAX_POINTS, half=MAX_POINTS // 2), SOFT, scale=0.9))
    return lines


def answer_lines(item: Item, answer: Answer) -> list[Line]:
    """The panel after the answer: right or not with the points (``coach.words.hold_verdict``
    by the answer's grade), the best hold and the player's (when another), why the best is
    best (in lowball's words at a lowball table), and for a hand the chips given away."""
    best, kept = answer.best, answer.kept
    points = ngettext("+{points} point", "+{points} points", answer.points).format(
        points=answer.points)
    verdict = hold_verdict(kept, best, answer.grade.value)
    lines = [Line(verdict, answer_color(answer), bold=True, scale=1.1,
                  right=points),
             Line(_("Best hold: {cards}, wins {share} of the pot on average").format(
                 cards=kept_label(list(best.keep)), share=format_chance(best.equity)), CREAM)]
    if kept.keep != best.keep:
        lines.append(Line(_("Your hold: {cards}, wins {share} of the pot on average").format(
            cards=kept_label(list(kept.keep)), share=format_chance(kept.equity)), CREAM))
    why = (_("Why: with it the hand improves {improve} of the time, and the final hand beats "
             "{rank} of all five-card hands on average.") if item.drill.game == "high" else
           _("Why: with it the hand ends a lower (better) low than now {improve} of the time, "
             "and the final hand is lower than {rank} of all five-card hands on average."))
    lines.append(Line(why.format(improve=format_chance(float(best.p_improve)),
                                 rank=format_chance(best.expected_rank / 100)), SOFT))
    if item.kind == "hand" and answer.chips_lost > 0:
        lines.append(Line(_("Your hold gives away {chips} chips on average next to the "
                            "best.").format(chips=format_number(answer.chips_lost, places=1)),
                          GOLD))
    return lines


def _wrapped(lines: Sequence[Line], width: int, px: int) -> tuple[int, list[list[str]]]:
    """``lines`` wrapped to a panel ``width`` pixels wide at ``px`` pixels: the height
    they take with the panel's padding (pixels) and the wrapped lines."""
    pad = round(px * 0.8)
    wrapped = []
    height = 2 * pad
    for line in lines:
        size = max(9, round(px * line.scale))
        room = width - 2 * pad
        if line.right:
            room -= ui_text.text_width(line.right, size, bold=True) + pad
        rows = ui_text.wrap(line.text, size, room, bold=line.bold)
        wrapped.append(rows)
        height += len(rows) * ui_text.grown(size * 1.3) + round(size * 0.35)
    return height, wrapped


def lines_height(lines: Sequence[Line], width: int, px: int) -> int:
    """The height (pixels) a panel ``width`` pixels wide needs to hold ``lines`` at ``px``
    pixels (:func:`draw_lines` draws them no smaller in it)."""
    return _wrapped(lines, width, px)[0]


def _fit(lines: Sequence[Line], box: pygame.Rect, px: int) -> tuple[int, list[list[str]]]:
    """The largest text size (at most ``px``) at which ``lines`` wrapped to ``box`` fit in
    its height, and the wrapped lines."""
    while True:
        height, wrapped = _wrapped(lines, box.width, px)
        if height <= box.height or px <= 9:
            return px, wrapped
        px -= 1


def draw_lines(surface: pygame.Surface, box: pygame.Rect, lines: Sequence[Line],
               px: int) -> None:
    """Draw ``lines`` in ``box`` (pixels, the panel drawn already), top down, at ``px``
    pixels or smaller when they would not fit."""
    px, wrapped = _fit(lines, box, px)
    pad = round(px * 0.8)
    y = box.top + pad
    for line, rows in zip(lines, wrapped, strict=True):
        size = max(9, round(px * line.scale))
        if line.right:
            ui_text.draw_text(surface, line.right, (box.right - pad, y), size, GOLD,
                              anchor="topright", bold=True)
        for row in rows:
            ui_text.draw_text(surface, row, (box.left + pad, y), size, line.color,
                              anchor="topleft", bold=line.bold, shadow=False)
            y += ui_text.grown(size * 1.3)
        y += round(size * 0.35)


#: the colour of each grade of an answer
_GRADE_COLOURS = {Grade.GOOD: POSITIVE, Grade.CLOSE: GOLD, Grade.COSTLY: NEGATIVE}


def answer_color(answer: Answer) -> tuple[int, int, int]:
    """An answer's colour, in the strip and on its verdict, by its grade (``Answer.grade``,
    the rule the day's count of good and costly decisions uses too): green good, gold
    close, red costly."""
    return _GRADE_COLOURS[answer.grade]


def draw_pips(surface: pygame.Surface, rect: pygame.Rect, answers: Sequence[Answer],
              index: int, items: int) -> None:
    """The day's ``items`` decisions in a row across ``rect`` (the draw decisions, a gap,
    the hands): each answered one filled in its colour with its points, the one at
    ``index`` ringed in gold, the rest dim."""
    size = rect.height
    gap = max(3, size // 5)
    half = items // 2
    total = items * size + (items - 1) * gap + size // 2
    x0 = rect.centerx - total // 2
    px = ui_text.fit_text(str(MAX_POINTS), round(size * 0.42), size - 4, bold=True, min_px=5)
    for k in range(items):
        x = x0 + k * (size + gap) + (size // 2 if k >= half else 0)
        pip = pygame.Rect(x, rect.top, size, size)
        radius = size // 4
        if k < len(answers):
            colour = answer_color(answers[k])
            pygame.draw.rect(surface, colour, pip, border_radius=radius)
            ui_text.draw_text(surface, str(answers[k].points), pip.center, px, (20, 24, 22),
                              bold=True, shadow=False)
        else:
            pygame.draw.rect(surface, (30, 36, 34), pip, border_radius=radius)
            pygame.draw.rect(surface, GOLD if k == index else MUTED, pip,
                             width=max(2, size // 10) if k == index else 1,
                             border_radius=radius)


def pips_width(height: int, items: int) -> int:
    """The width (pixels) :func:`draw_pips` takes for marks ``height`` pixels tall."""
    return items * height + (items - 1) * max(3, height // 5) + height // 2


__all__ = ["Line", "answer_color", "answer_lines", "before_lines", "draw_lines", "draw_pips",
           "house_rules", "pips_width", "score_line"]


def result_lines(answers: Sequence[Answer], items: int) -> list[str]:
    """The day's figures on its end screen: the points of each draw decision and of each
    hand (the first ``items`` answers are the draw decisions), each part's sum, and how
    many answers were good, close and costly (``Answer.grade``)."""
    draws, hands = answers[:items], answers[items:]
    # TRANSLATORS: {points} is the points of each decision, "100 · 99 · 51"
    lines = [_("Draw decisions: {points} ({total} of {most})").format(
                 points=" · ".join(str(a.points) for a in draws),
                 total=format_chips(sum(a.points for a in draws)),
                 most=format_chips(MAX_POINTS * len(draws))),
             _("Hands: {points} ({total} of {most})").format(
                 points=" · ".join(str(a.points) for a in hands),
                 total=format_chips(sum(a.points for a in hands)),
                 most=format_chips(MAX_POINTS * len(hands)))]
    counts = [sum(a.grade is g for a in answers) for g in (Grade.GOOD, Grade.CLOSE, Grade.COSTLY)]
    lines.append(_("Good answers: {good} · close: {close} · costly: {costly}").format(
        good=counts[0], close=counts[1], costly=counts[2]))
    return lines
