"""The career map's panel for the chosen room: its name and state, the place, its house
rule in plain words and its regulars on the left; its table's stakes, the bankroll it
asks, the hands played towards its final, the final and the best finish on the right;
under them why the table or the final cannot be entered now, if so.

A plain function of the room's standing (``career.road.RoomStanding``) and the bankroll;
the map screen (``ui/scenes/career.py``) places it.

API: ``draw_room_panel(surface, rect, standing, bankroll, s, *, sit_refusal,
final_refusal, scroll, final_playing)``.
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.ai.characters import shown_name
from drawpoker.ai.personalities import level as level_named
from drawpoker.career import RoomStanding, RoomState
from drawpoker.i18n import _, format_chips, format_number, ngettext, pgettext
from drawpoker.session.tournament.results import place_name
from drawpoker.ui import text as ui_text
from drawpoker.ui.paint import edge_fade, panel, scrollbar, wood_panel
from drawpoker.ui.table.labels import personality_name, stakes_text
from drawpoker.ui.theme import (
    BADGE_COLORS,
    CREAM,
    GOLD,
    GOLD_DARK,
    MUTED,
    NEGATIVE,
    POSITIVE,
    RGB,
    SOFT,
)

_STATE_COLOURS: dict[RoomState, RGB] = {RoomState.FINISHED: GOLD_DARK,
                                        RoomState.OPEN: (40, 120, 72),
                                        RoomState.LOCKED: (80, 84, 90)}


def _state_name(state: RoomState) -> str:
    return {RoomState.FINISHED: _("Finished"), RoomState.OPEN: pgettext("career room", "Open"),
            RoomState.LOCKED: _("Locked")}[state]


def _pill(surface: pygame.Surface, text: str, midleft: tuple[int, int], px: int,
          colour: RGB) -> None:
    w = ui_text.text_width(text, px, bold=True) + px
    rect = pygame.Rect(0, 0, w, round(px * 1.5))
    rect.midleft = midleft
    panel(surface, rect, alpha=235, color=colour, radius=rect.height // 2)
    ui_text.draw_text(surface, text, rect.center, px, CREAM, bold=True, shadow=False)


def _regular_rows(st: RoomStanding, px: int, width: int, s: float) -> list[list[str]]:
    """The regulars' tags ("Ada (Shark, hard)") in rows that fit ``width`` pixels."""
    rows: list[list[str]] = [[]]
    x = 0
    for reg in st.room.regulars:
        text = _("{name} ({style}, {level})").format(
            name=shown_name(reg.name), style=personality_name(reg.style),
            level=_(level_named(reg.level).name).lower())
        w = ui_text.text_width(text, px) + round(26 * s)
        if x + w > width and rows[-1]:
            rows.append([])
            x = 0
        rows[-1].append(text)
        x += w
    return rows


def _left(surface: pygame.Surface, box: pygame.Rect, st: RoomStanding, s: float) -> int:
    """The room's name, place, house rule and regulars from ``box``'s top; returns the y
    under them. At the normal text size the rule shrinks to fit the panel (to 13 pixels at
    the scale); a larger text stays at its size and the panel scrolls."""
    room = st.room
    normal = ui_text.text_scale() == 1.0
    y = _name(surface, box, st, s)
    small = max(11, round(16 * s))
    small = ui_text.fit_text(_(room.place), small, box.width, min_px=9) if normal else small
    for line in ui_text.wrap(_(room.place), small, box.width):
        y = ui_text.draw_text(surface, line, (box.left, y), small, SOFT, anchor="topleft",
                              max_width=box.width).bottom
    y += round(10 * s)
    label = max(10, round(14 * s))
    tag = max(10, round(14 * s))
    rows = _regular_rows(st, tag, box.width, s)
    below = ui_text.grown(20 * s) * 2 + round(8 * s) + len(rows) * ui_text.grown(tag * 1.5)
    body = max(12, round(18 * s))
    lines = ui_text.wrap(_(room.house_rule), body, box.width)
    step = ui_text.grown(body) + round(4 * s)
    while normal and body > max(10, round(13 * s)) and len(lines) * step > box.bottom - y - below:
        body -= 1
        lines = ui_text.wrap(_(room.house_rule), body, box.width)
        step = ui_text.grown(body) + round(4 * s)
    ui_text.draw_text(surface, _("House rule"), (box.left, y), label, GOLD_DARK,
                      anchor="topleft", bold=True)
    y = _house_rule(surface, lines, (box.left, y + ui_text.grown(20 * s)), body, s)
    ui_text.draw_text(surface, _("Regulars"), (box.left, y), label, GOLD_DARK,
                      anchor="topleft", bold=True)
    y += ui_text.grown(20 * s)
    regulars = iter(room.regulars)
    for row in rows:
        x = box.left
        for text in row:
            reg = next(regulars)
            pygame.draw.circle(surface, BADGE_COLORS.get(reg.style, (90, 90, 90)),
                               (x + round(6 * s), y + tag // 2 + 1), max(3, round(5 * s)))
            x = ui_text.draw_text(surface, text, (x + round(16 * s), y), tag, CREAM,
                                  anchor="topleft").right + round(10 * s)
        y += ui_text.grown(tag * 1.5)
    return y


def _name(surface: pygame.Surface, box: pygame.Rect, st: RoomStanding, s: float) -> int:
    """The room's name with its state's pill beside it; returns the y under them. A name
    too long for one line (a larger text) is wrapped, the pill after its last line or
    under it."""
    px = max(16, round(30 * s))
    name = _(st.room.name)
    pill_px = max(10, round(14 * s))
    pill_w = ui_text.text_width(_state_name(st.state), pill_px, bold=True) + pill_px
    width = box.width - round(120 * s)
    if ui_text.text_scale() == 1.0 or ui_text.text_width(name, px, bold=True) <= width:
        lines = [name]
    else:
        lines = ui_text.wrap(name, px, box.width, bold=True)
    y, r = box.top, pygame.Rect(box.left, box.top, 0, 0)
    for line in lines:
        r = ui_text.draw_text(surface, line, (box.left, y), px, GOLD, anchor="topleft",
                              bold=True, max_width=width if len(lines) == 1 else box.width)
        y = r.bottom
    at = (r.right + round(12 * s), r.centery)
    if ui_text.text_scale() != 1.0 and at[0] + pill_w > box.right:  # no room beside the last line: under it
        at = (box.left, r.bottom + round(pill_px * 0.75) + round(2 * s))
        y = at[1] + round(pill_px * 0.75)
    _pill(surface, _state_name(st.state), at, pill_px, _STATE_COLOURS[st.state])
    return y + round(4 * s)


def _house_rule(surface: pygame.Surface, lines: list[str], at: tuple[int, int], px: int,
                s: float) -> int:
    """The house rule's ``lines`` from ``at`` (pixels); returns the y under them."""
    x, y = at
    for line in lines:
        y = ui_text.draw_text(surface, line, (x, y), px, CREAM, anchor="topleft").bottom \
            + round(2 * s)
    return y + round(8 * s)


def _right(surface: pygame.Surface, box: pygame.Rect, st: RoomStanding, bankroll: int,
           s: float) -> int:
    """The figures; returns the y under them."""
    room = st.room
    rules = room.table_rules()
    label_px, value_px = max(10, round(15 * s)), max(11, round(17 * s))
    split = box.left + round(box.width * 0.42)
    need = room.requirement
    best = st.record.best_place
    finish = (_("Win the final") if room.final_places == 1
              else _("Finish in the top {n} of the final").format(n=room.final_places))
    rows: list[tuple[str, str, RGB]] = [
        (_("Table"), _table_words(rules, room.buy_in, value_px,
                                  box.right - box.left - round(box.width * 0.42)), CREAM),
        (_("Bankroll to sit"), format_chips(need) if need else _("No minimum"),
         POSITIVE if bankroll >= need else NEGATIVE),
        (_("Hands here"), "", CREAM),
        (_("Final"), ngettext("{n} player · buy-in {chips}", "{n} players · buy-in {chips}",
                              len(room.regulars) + 1).format(
            n=len(room.regulars) + 1, chips=format_chips(room.final_buy_in)), CREAM),
        (_("To finish the room"), finish, CREAM),
        (_("Best finish"), (_("Not played yet") if best is None else _(
            "{place} of {field} · finals played: {n}").format(
                place=place_name(best), field=len(room.regulars) + 1, n=st.record.finals)),
         GOLD if st.state is RoomState.FINISHED else SOFT),
    ]
    fitted, label_px, value_px = _fit_rows(rows, box, split, label_px, value_px, s)
    tallest = max(ui_text.font(px, True).get_height() for _row, a, b in fitted
                  for _line, px in (*a, *b))
    y = box.top + max(round(4 * s), tallest // 2 - value_px // 2)  # the first line inside
    for (label, _value, colour), labels, values in fitted:
        step = ui_text.grown(value_px * 1.5)
        lines = max(len(labels), len(values))
        extra = (lines - 1) * ui_text.font(value_px).get_linesize()
        for k, (line, px) in enumerate(labels):
            ui_text.draw_text(surface, line, (box.left, y + value_px // 2 + k * (
                ui_text.font(px).get_linesize())), px, SOFT, anchor="midleft",
                max_width=split - box.left - round(8 * s))
        if label == _("Hands here"):
            count = hands_count(st.hands, room.hands_for_final)
            bar_w = min(round((box.right - split) * 0.55),  # the count beside it, whole
                        box.right - split - round(10 * s) - ui_text.text_width(count, value_px))
            _bar(surface, pygame.Rect(split, y + round(value_px * 0.15), bar_w,
                                      round(value_px * 0.7)),
                 min(1.0, st.hands / max(1, room.hands_for_final)))
            ui_text.draw_text(surface, count, (split + bar_w + round(10 * s), y + value_px // 2),
                              value_px, CREAM, anchor="midleft")
        else:
            for k, (line, px) in enumerate(values):
                ui_text.draw_text(surface, line, (split, y + value_px // 2 + k * (
                    ui_text.font(px, colour is not CREAM).get_linesize())), px, colour,
                    anchor="midleft", bold=colour is not CREAM, max_width=box.right - split)
        y += step + extra
    return y


_Row = tuple[str, str, RGB]


def hands_count(hands: int, of: int) -> str:
    """The hands played at a room's table of the ``of`` its final asks: "7 of 10"; past
    them the count stops at ``of`` and says how many were played, "10 of 10 (12 played)"."""
    if hands > of:
        return _("{of} of {of} ({n} played)").format(of=format_number(of),
                                                     n=format_number(hands))
    return _("{n} of {of}").format(n=format_number(hands), of=format_number(of))


def _lines(text: str, px: int, width: int, *, bold: bool = False) -> list[tuple[str, int]]:
    """``text`` as drawn in ``width`` pixels: one line at the normal text size (shrunk to
    fit, as it always was); at a larger text, wrapped at the size asked where one line
    would not hold it (``ui_text.fit_or_wrap``: the panel scrolls). Each line with its
    size (pixels)."""
    if ui_text.text_scale() == 1.0:
        return [(text, px)]
    lines, size = ui_text.fit_or_wrap(text, px, width, bold=bold)
    return [(line, size) for line in lines]


def _fit_rows(rows: list[_Row], box: pygame.Rect, split: int, label_px: int,
              value_px: int, s: float) -> tuple[list[tuple[_Row, list[tuple[str, int]],
                                                 list[tuple[str, int]]]], int, int]:
    """The figures' rows with their label's and value's lines (:func:`_lines`: one line,
    or two at a larger text), at the sizes asked (the panel scrolls where they are taller
    than it). Returns the rows with their lines and the sizes."""
    label_w, value_w = split - box.left - round(8 * s), box.right - split
    fitted = [(row, _lines(row[0], label_px, label_w),
               _lines(row[1], value_px, value_w, bold=row[2] is not CREAM)) for row in rows]
    return fitted, label_px, value_px


def _table_words(rules: Any, buy_in: int, px: int, room: int) -> str:
    """The room's table, "No-limit Five Card Draw · ante 2 · buy-in 100", in the fullest
    form that fits ``room`` pixels at ``px`` (shrunk by 15 % at most; the last, "ante 2 ·
    buy-in 100", whatever the room)."""
    for compact in (2, 3, 4):
        words = _("{stakes} · buy-in {chips}").format(
            stakes=stakes_text(rules, compact=compact), chips=format_chips(buy_in))
        if ui_text.text_width(words, ui_text.fit_text(words, px, room, min_px=round(px * 0.85))) \
                <= room:
            return words
    return words


def _bar(surface: pygame.Surface, rect: pygame.Rect, share: float) -> None:
    radius = rect.height // 2
    pygame.draw.rect(surface, (12, 16, 14), rect, border_radius=radius)
    if share > 0:
        fill = rect.copy()
        fill.width = max(rect.height, round(rect.width * share))
        pygame.draw.rect(surface, GOLD if share >= 1 else (196, 150, 60), fill,
                         border_radius=radius)
    pygame.draw.rect(surface, GOLD_DARK, rect, 1, border_radius=radius)


def draw_room_panel(surface: pygame.Surface, rect: pygame.Rect, standing: RoomStanding,
                    bankroll: int, s: float, *, sit_refusal: str | None,
                    final_refusal: str | None, scroll: int = 0,
                    final_playing: bool = False) -> int:
    """The chosen room's panel in ``rect`` (see the module doc); ``sit_refusal`` and
    ``final_refusal``: why its table and its final cannot be entered (None: they can);
    ``final_playing``: its final was left half-played (the note says so).
    Where its facts are taller than the panel (a larger text at a small window) they are
    drawn ``scroll`` pixels up from the top, with a scroll bar.

    Returns:
        The facts' height (pixels): more than :func:`room_panel_view`'s height when they
        scroll.
    """
    wood_panel(surface, rect, s)
    view = room_panel_view(rect, s)
    left = pygame.Rect(view.left, view.top - scroll, round(view.width * 0.5), view.height)
    right = pygame.Rect(left.right + round(28 * s), left.top,
                        view.right - left.right - round(28 * s), view.height)
    pygame.draw.line(surface, GOLD_DARK, (left.right + round(14 * s), view.top),
                     (left.right + round(14 * s), view.bottom), 1)
    clip = surface.get_clip()
    surface.set_clip(view.clip(clip))
    try:
        bottom = _left(surface, left, standing, s)
        y = _right(surface, right, standing, bankroll, s)
        note = sit_refusal or final_refusal
        colour: RGB = NEGATIVE if sit_refusal else MUTED
        if note is None:
            note, colour = _("The final is open: sit down and win it."), POSITIVE
            if final_playing:
                note, colour = _("Your final here is in progress: resume it, or give it "
                                 "up."), GOLD
            elif standing.state is RoomState.FINISHED:
                note, colour = _("Room finished. Play its table or its final again any time."), GOLD
        px = max(11, round(15 * s))
        for line in ui_text.wrap(note, px, right.width):
            y = ui_text.draw_text(surface, line, (right.left, y), px, colour,
                                  anchor="topleft").bottom + round(2 * s)
    finally:
        surface.set_clip(clip)
    height = max(bottom, y) - left.top
    if height > view.height:  # the facts fade out at an edge with more beyond it
        fade = max(8, round(18 * s))
        if scroll > 0:
            surface.blit(edge_fade(view.width, fade, up=True), view.topleft)
        if scroll < height - view.height:
            surface.blit(edge_fade(view.width, fade, up=False), (view.left, view.bottom - fade))
        scrollbar(surface, view, scroll, height - view.height, height, s)
    return height


def room_panel_view(rect: pygame.Rect, s: float) -> pygame.Rect:
    """Where the panel in ``rect`` shows its facts (pixels): inside its padding."""
    pad = round(20 * s)
    return rect.inflate(-2 * pad, -2 * pad)
