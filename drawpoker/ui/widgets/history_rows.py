"""The hand history's own rows: one deal of the list (:class:`HandRow`) and the jump to
the newest or the oldest deal (:class:`JumpRow`); the list itself is
``drawpoker.session.hand_list``."""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_signed_chips, format_stored_date, format_stored_datetime
from drawpoker.session.hand_list import DealEntry, deal_title, entry_result, pretty_cards
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD, NEGATIVE, POSITIVE, SOFT, TEXT
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.rows import Row


class HandRow(Row):
    """One deal in the list: sitting and number, time, starting cards, result (the day and
    time at the right of the second line where a long title leaves no room beside it)."""

    units = 1.6

    def __init__(self, entry: DealEntry, on_focus: Any, session_no: int | str | None = None) -> None:
        super().__init__(deal_title(entry, session_no))
        self.entry = entry
        self.record = entry.record
        self.on_focus = on_focus

    def control_width(self, px: int) -> int:
        if not self.entry.final:
            return px
        return text_width(format_signed_chips(self.record.net), px, bold=True) + px

    def activate(self) -> bool:
        self.on_focus(self, open_replay=True)
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        self.on_focus(self, open_replay=False)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        r = self.rect
        if focused:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill((232, 190, 92, 34))
            surface.blit(bg, r.topleft)
            pygame.draw.rect(surface, GOLD, (r.x, r.y + 3, 3, r.height - 6))
        elif hovered:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill((255, 255, 255, 14))
            surface.blit(bg, r.topleft)
        h = self.record
        when = format_stored_datetime(h.played_at)
        top = r.y + r.height * 0.3
        ui_text.draw_text(surface, self.label, (r.x + px, top), px, TEXT, anchor="midleft", bold=True)
        lw = text_width(self.label, px, bold=True)
        net_w = text_width(format_signed_chips(h.net), px, bold=True) if self.entry.final else 0
        when_x = r.x + px * 1.8 + lw
        room = max(1, round(r.right - px - net_w - px * 0.6 - when_x))  # long ru/sk dates
        dpx = round(px * 0.8)  # the day alone where the day and time would be cut, and
        least = dpx if ui_text.text_scale() > 1 else round(dpx * 0.8)  # (a larger text: whole)

        def cut(text: str) -> bool:
            return text_width(text, ui_text.fit_text(text, dpx, room, min_px=least)) > room

        line2 = _("{cards} \u00b7 {result}").format(cards=pretty_cards(self.entry.start_cards),
                                                  result=entry_result(self.entry))
        low, low_px, low_room = r.y + r.height * 0.72, round(px * 0.82), r.width - 2 * px
        below = text_width(when, dpx)  # beside a long title: the day and time go below,
        if cut(when) and text_width(line2, low_px) + px + below <= low_room:  # at the right
            ui_text.draw_text(surface, when, (r.right - px, low), dpx, SOFT, anchor="midright",
                              shadow=False)
            low_room -= below + px
        else:
            if cut(when):
                when = format_stored_date(h.played_at)
            if not cut(when):  # no date where the day would be cut (the detail tells the time)
                ui_text.draw_text(surface, when, (when_x, top), dpx, SOFT, anchor="midleft",
                                  shadow=False, max_width=room)
        if self.entry.final:
            color = POSITIVE if h.net > 0 else NEGATIVE if h.net < 0 else TEXT
            ui_text.draw_text(surface, format_signed_chips(h.net), (r.right - px, top), px, color,
                        anchor="midright", bold=True)
        ui_text.draw_text(surface, line2, (r.x + px, low), low_px, SOFT,
                    anchor="midleft", shadow=False, max_width=low_room)
        pygame.draw.line(surface, (62, 58, 46), (r.x + px, r.bottom - 1), (r.right - px, r.bottom - 1))


class JumpRow(Row):
    """Two buttons to the newest and the oldest deal of the list (also Home / End; Left /
    Right when the row has the focus)."""

    def __init__(self, to_end: Any) -> None:
        super().__init__(_("Go to"))
        self.to_end = to_end
        self.buttons = [FancyButton(_("Newest"), "neutral", action=lambda: to_end(False)),
                        FancyButton(_("Oldest"), "neutral", action=lambda: to_end(True))]

    def control_width(self, px: int) -> int:
        return sum(b.preferred_width(round(px * 0.8)) for b in self.buttons) + px // 2

    def places(self, px: int) -> list[pygame.Rect]:
        """Where the two buttons are (the control's Rect split by their widths)."""
        c = self.control_rect(px)
        first = self.buttons[0].preferred_width(round(px * 0.8))
        return [pygame.Rect(c.x, c.y, first, c.height),
                pygame.Rect(c.x + first + px // 2, c.y, c.width - first - px // 2, c.height)]

    def step(self, direction: int) -> bool:
        self.to_end(direction > 0)
        return False

    def activate(self) -> bool:
        return self.step(+1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        for button, rect in zip(self.buttons, self.places(px), strict=True):
            if rect.collidepoint(pos):
                return self.step(+1 if button is self.buttons[1] else -1)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        for button, rect in zip(self.buttons, self.places(px), strict=True):
            button.rect = rect
            button.enabled = self.enabled
            button.draw(surface)
