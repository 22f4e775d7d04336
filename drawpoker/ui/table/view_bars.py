"""Drawing the bars: the top bar (deal number, game and stakes, betting round, menu and
Log buttons) and the controls bar, which draws the controls model
(:mod:`drawpoker.ui.table.controls`) and writes nothing back. Both draw a table frame
(``snapshot.TableFrame``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import _
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table import view_advisor
from drawpoker.ui.table.controls_model import ControlMode, ControlsModel
from drawpoker.ui.table.labels import phase_labels
from drawpoker.ui.table.text_fit import header_title
from drawpoker.ui.theme import CREAM, GOLD, MUTED, WHITE

if TYPE_CHECKING:
    from drawpoker.ui.table.snapshot import TableFrame

#: Colour of the line under the draw button by its kind (``ControlsModel.note_kind``):
#: a refused draw in red, a lowball pair kept in gold, else muted.
NOTE_COLORS = {"problem": (255, 140, 120), "hint": GOLD}


def draw_top_bar(surface: pygame.Surface, lay: Layout, frame: TableFrame) -> None:
    """The top bar: the deal's number, the game and stakes, the betting round, the
    player's bankroll, the menu and Log buttons."""
    s = lay.scale
    bar = lay.top_bar
    pygame.draw.rect(surface, (12, 15, 18), bar)
    pygame.draw.line(surface, (60, 70, 66), bar.bottomleft, bar.bottomright)
    px = lay.font_px
    gap = round(12 * s)
    hand = frame.header_hand
    hand_rect = ui_text.draw_text(surface, hand, (14 * s, bar.centery), px, WHITE, anchor="midleft",
                            bold=True)
    # The bankroll (chips off the table) left of the Log button; the phase label keeps
    # its place left of it; the game and stakes take the room left of that, shrinking
    # and then ending in "…" (long ru/de names).
    buttons = frame.bar.buttons
    right = buttons["log"].rect.left - gap
    text = frame.header_bankroll
    if text:
        spx = round(px * 0.85)
        box = ui_text.draw_text(surface, text, (right, bar.centery), spx, MUTED,
                                anchor="midright")
        right = box.left - gap
    # the title's room is what the widest phase label leaves, whatever the phase now:
    # its text and size stay the same through the hand
    phase = str(frame.visual.round_name or "")
    bold = ui_text.font(px, True)
    widest = max(bold.size(p)[0] for p in (*phase_labels(), phase))
    title_right = round(min(lay.table_area.centerx + 140 * s, right - widest / 2)
                        - widest / 2) - 3 * gap  # a clear gap: the two never read as one
    if phase:
        pw = bold.size(phase)[0]
        cx = min(lay.table_area.centerx + 140 * s, right - pw / 2)
        ui_text.draw_text(surface, phase, (cx, bar.centery), px, (150, 220, 170), bold=True)
    x = max(150 * s, hand_rect.right + gap)
    title, size = header_title(frame.stakes, px, max(0, round(title_right - x)))
    if title:
        ui_text.draw_text(surface, title, (x, bar.centery), size, GOLD, anchor="midleft")
    buttons["menu"].draw(surface)
    buttons["log"].draw(surface)


def draw_controls(surface: pygame.Surface, lay: Layout, frame: TableFrame) -> None:
    """The controls bar as ``frame.controls`` (the controls model) has it."""
    c = lay.controls
    s = lay.scale
    bar = c.bar
    grad = paint.vertical_gradient(bar.size, (26, 32, 38), (12, 15, 18))
    surface.blit(grad, bar.topleft)
    pygame.draw.line(surface, (70, 80, 76), bar.topleft, bar.topright)
    px = lay.font_px
    model = frame.controls
    assert model is not None
    mode = model.mode
    b = frame.bar.buttons
    y = c.info.y + 36 * s
    if model.words and ui_text.text_scale() > 1.0:  # a larger text: on two lines if need be
        # (one line over the pre-action boxes, shrunk towards its 100 % size: a second
        # line lay on "Check/Fold")
        one = model.pre_boxes
        words, size = ui_text.fit_lines(model.words, round(px * 1.05), frame.bar.info_width(lay),
                                        bold=True, max_lines=1 if one else 2,
                                        floor=1.0 / ui_text.text_scale() if one else 1.0)
        step = ui_text.font(size, True).get_linesize()
        for k, part in enumerate(words):
            ui_text.draw_text(surface, part, (c.info.x, c.info.y + 10 * s + k * step), size,
                              CREAM, anchor="midleft", bold=True)
        y = c.info.y + 10 * s + (len(words) - 0.5) * step + 3 * s  # the advice's top
    elif ui_text.text_scale() > 1.0:  # no words: the advice's top
        y = c.info.y + 10 * s - ui_text.font(round(px * 1.05), True).get_linesize() / 2
    elif model.words:  # the player's hand in words
        ui_text.draw_text(surface, model.words, (c.info.x, c.info.y + 10 * s), round(px * 1.05), CREAM,
                    anchor="midleft", bold=True, max_width=frame.bar.info_width(lay))
    if not view_advisor.docked(lay):  # else in their panel at the log column's foot
        _draw_advice(surface, lay, model.advisor, y, frame.bar.info_width(lay))
    if mode == ControlMode.BET:
        _draw_bet_controls(surface, lay, frame, model)
    elif mode == ControlMode.DRAW:
        b["draw"].draw(surface)
        _draw_note(surface, model.note, (b["draw"].rect.centerx, c.quick[0].centery),
                   round(px * 0.9), NOTE_COLORS.get(model.note_kind, MUTED),
                   bar.right - c.fold.x - 20, "center", (bar.top, b["draw"].rect.top))
    elif mode == ControlMode.SHOW:
        b["show"].draw(surface)
        b["muck"].draw(surface)
        ui_text.draw_text(surface, model.note, (c.fold.x, c.quick[0].centery), px, MUTED,
                    anchor="midleft")
    elif mode == ControlMode.OVER:
        b["next"].draw(surface)
    elif mode == ControlMode.BUSTED:
        if model.rebuy:
            b["rebuy"].draw(surface)
        b["leave"].draw(surface)
        _draw_note(surface, model.note, (c.fold.x, c.quick[0].centery), px, (255, 160, 140),
                   bar.right - c.fold.x - 20, "midleft", (bar.top, b["leave"].rect.top))
    elif mode == ControlMode.WATCH:
        b["watch"].draw(surface)
        gap = round(24 * s)
        _draw_note(surface, model.note, (c.info.x, b["watch"].rect.centery), round(px * 1.05),
                   CREAM, b["watch"].rect.left - gap - c.info.x, "midleft",
                   (bar.top, bar.bottom))
    if model.boxes:
        for box in (*dict(frame.boxes.boxes).values(), *dict(frame.boxes.session_boxes).values()):
            box.draw(surface)
        if model.waiting:
            ui_text.draw_text(surface, model.waiting, ((c.fold.x + bar.right) / 2, c.fold.centery), px,
                        MUTED)
    if frame.demo:
        ui_text.draw_text(surface, _("Demo: the computer plays your seat."),
                    ((c.fold.x + bar.right) / 2, bar.centery), px, MUTED)


def _draw_advice(surface: pygame.Surface, lay: Layout, lines: list[str], y: float,
                 width: int) -> None:
    """The advisor's lines in the bar's left column, ``width`` pixels wide, from ``y`` (pixels: at 100 % the
    first one's middle, at a larger text its top): at 100 % at their size, on two lines
    where one is too short; at a larger text (the log closed, :func:`view_advisor.docked`: the column is wider by the log's)
    a row apart at their size, which comes down toward its 100 % size only where the
    rows would run past the bar's foot."""
    c = lay.controls
    s = lay.scale
    base = round(lay.font_px * 0.8)
    if ui_text.text_scale() == 1.0:
        for line in lines:
            parts, size = ui_text.fit_lines(line, base, width)
            for part in parts:
                ui_text.draw_text(surface, part, (c.info.x, y), size, view_advisor.ADVISOR_BLUE,
                                  anchor="midleft")
                y += max(size * 1.3, 22 * s if part is parts[-1] else 0)
        return
    least = max(9, round(base / ui_text.text_scale()))
    room = c.bar.bottom - round(4 * s)
    size = base + 1
    while True:
        size -= 1
        rows = [part for line in lines for part in ui_text.wrap(line, size, width)]
        step = ui_text.font(size).get_linesize()
        if size <= least or y + len(rows) * step <= room:
            break
    top = y
    for part in rows:
        ui_text.draw_text(surface, part, (c.info.x, top), size, view_advisor.ADVISOR_BLUE,
                          anchor="topleft")
        top += step


def _draw_note(surface: pygame.Surface, note: str, at: tuple[float, float], px: int,
               color: tuple[int, int, int], width: int, anchor: str,
               between: tuple[int, int]) -> None:
    """The line over the controls (how to draw, out of chips and what to do) centred
    on ``at`` (pixels) by ``anchor``, ``width`` pixels wide at most: one line where it
    fits, else two (a larger text, a long language), shrunk only if two do not hold it
    (``ui_text.fit_lines``); two lines move up or down to stay ``between`` the bar's top
    and the buttons' (y pixels)."""
    if not note:
        return
    lines, size = ui_text.fit_lines(note, px, width)
    step = ui_text.font(size).get_linesize()
    top, bottom = between[0] + 2, between[1] - 2
    least = max(9, round(px / ui_text.text_scale()))  # its size at 100 % at least
    while size > least and len(lines) * step > bottom - top:
        size -= 1
        lines = ui_text.wrap_text(note, size, width)
        step = ui_text.font(size).get_linesize()
    y = at[1] - (len(lines) - 1) * step / 2  # the first line's middle
    y = max(top + step / 2, min(y, bottom - (len(lines) - 0.5) * step))
    for k, line in enumerate(lines):
        ui_text.draw_text(surface, line, (at[0], y + k * step), size, color, anchor=anchor,
                          max_width=width)


def _draw_bet_controls(surface: pygame.Surface, lay: Layout, frame: TableFrame,
                       model: ControlsModel) -> None:
    c = lay.controls
    b = frame.bar.buttons
    s = lay.scale
    for name in ("fold", "call", "raise", "allin"):
        b[name].draw(surface)
    if model.allin_ring:
        pygame.draw.rect(surface, GOLD, b["allin"].rect.inflate(6, 6), 2,
                         border_radius=max(4, b["allin"].rect.height // 5) + 3)
    if model.sizing:
        for k, q in enumerate(frame.bar.quick):
            q.draw(surface)
            if k == model.quick_lit:  # lit while the amount is the one this button set
                pygame.draw.rect(surface, GOLD, q.rect, 2, border_radius=max(4, q.rect.height // 5))
        frame.slider.draw(surface)
        box = c.amount
        pygame.draw.rect(surface, (8, 10, 12), box, border_radius=round(6 * s))
        pygame.draw.rect(surface, GOLD if model.typing else (90, 100, 96), box, 1,
                         border_radius=round(6 * s))
        ui_text.draw_text(surface, model.amount_text, box.center, lay.font_px, WHITE, bold=True,
                    shadow=False)
    elif model.note:
        ui_text.draw_text(surface, model.note, (c.fold.x, c.quick[0].centery), lay.font_px, MUTED,
                    anchor="midleft", max_width=c.allin.right - c.fold.x)
