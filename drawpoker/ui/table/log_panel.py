"""The hand log panel at the right of the table: open or closed, on one of two tabs,
scrolled, and drawn from a cached picture made again only when the log, the tab, the
scroll, the panel's size or the language change.

The first tab is the table's story, told with a hierarchy: each hand under a header with
a rule above it, the rounds in green, every action with the players' names and the
amounts in colour (the player's own name in warm orange, the others' in blue, amounts in
gold), the pots won in bold gold, notes muted and the deck's proof small and dim. The
second tab holds the computer players' reasons after each hand, under that hand's
header, off the story (:mod:`.log_lines` sorts the entries).

:class:`LogPanel` is a part of the table scene that owns its state (open, tab, scroll,
the cached picture); the log's lines are the ``TableVisual``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from drawpoker.i18n import _, catalog_key
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.log_lines import TABS, last_hand_reasons, pieces, tab_entries
from drawpoker.ui.theme import GOLD, MUTED

#: Most log entries the panel wraps (the newest; older ones scroll out of reach).
SHOWN_ENTRIES = 120
#: Colour of each kind of log line (its plain words).
COLORS = {"info": (150, 158, 154), "action": (218, 220, 214), "win": (255, 214, 120),
          "head": (120, 200, 150), "hand": (236, 226, 196), "proof": (98, 108, 104),
          "why": (176, 190, 210)}
#: Colour of a line's coloured pieces (:func:`.log_lines.pieces`).
ROLE_COLORS = {"name": (130, 192, 255), "you": (255, 176, 96), "amount": (240, 204, 110)}
#: Kinds drawn in bold.
BOLD = frozenset({"head", "hand", "win"})
#: Kinds whose names and amounts are coloured.
COLOURED = frozenset({"action", "win", "why", "info"})
_BG = (14, 17, 20)


class LogPanel:
    """The hand log panel.

    Attributes:
        open: the panel is shown (the layout leaves it room).
        tab: the tab shown, one of :data:`.log_lines.TABS` (the story first).
        scroll: lines scrolled back from the newest (0: the newest at the bottom).
    """

    def __init__(self) -> None:
        self.open = True
        self.tab = TABS[0]
        self.scroll = 0
        self._key: tuple[Any, ...] | None = None
        self._img: pygame.Surface | None = None

    def stale(self) -> None:
        """The next :meth:`draw` makes the panel's picture again (a test reading every
        text of a frame sees the panel's too)."""
        self._key = None

    def toggle(self) -> None:
        """Open a closed panel or close an open one (the table lays itself out again)."""
        self.open = not self.open

    def scroll_by(self, lines: int) -> None:
        """Scroll ``lines`` back (negative: towards the newest), never past the newest; the
        drawn panel keeps it within the lines there are."""
        self.scroll = max(0, self.scroll + lines)

    def show_tab(self, tab: str) -> None:
        """Show ``tab`` (one of :data:`.log_lines.TABS`) from its newest line.

        Raises:
            ValueError: ``tab`` is not a tab of the panel.
        """
        if tab not in TABS:
            raise ValueError(f"log tab must be one of {', '.join(TABS)}, got {tab!r}")
        if tab != self.tab:
            self.tab, self.scroll = tab, 0

    @staticmethod
    def tab_rects(lay: Layout) -> dict[str, pygame.Rect]:
        """Where each tab's label sits at the top of the panel (window pixels), side by
        side; empty when the panel is closed."""
        return _tab_layout(lay)[1]

    def click(self, pos: tuple[int, int], lay: Layout) -> bool:
        """A click at ``pos``: on a tab it shows that tab (True), else nothing (False)."""
        for tab, rect in self.tab_rects(lay).items():
            if rect.collidepoint(pos):
                self.show_tab(tab)
                return True
        return False

    def draw(self, surface: pygame.Surface, lay: Layout,
             log: Sequence[tuple[Any, str]], names: Sequence[str] = (), you: str = "", *,
             foot: int = 0) -> None:
        """Draw the panel of ``lay`` with ``log`` (``(text, kind)`` entries), the players'
        ``names`` (``you``: the player's own) coloured, made again only when the log, the
        tab, the scroll, the size, ``foot`` or the language changed; its lines end
        ``foot`` pixels above the panel's bottom (room kept there for the advisor's
        panel, :mod:`.view_advisor`)."""
        panel = lay.log_panel
        assert panel is not None
        key = (panel.size, len(log), log[-1:] and id(log[-1][0]), self.tab, self.scroll,
               tuple(names), you, catalog_key(), foot)
        if self._key != key:
            self._key = key
            self._img = self.render(panel, lay, log, names, you, foot)
        assert self._img is not None
        surface.blit(self._img, panel.topleft)

    def render(self, panel: pygame.Rect, lay: Layout, log: Sequence[tuple[Any, str]],
               names: Sequence[str] = (), you: str = "", foot: int = 0) -> pygame.Surface:
        """The panel's picture (``panel``'s size, pixels), its lines ending ``foot``
        pixels above its bottom; the scroll is kept within the lines there are."""
        img = pygame.Surface(panel.size)
        img.fill(_BG)
        pygame.draw.line(img, (60, 70, 66), (0, 0), (0, panel.height))
        s = lay.scale
        self._draw_tabs(img, lay, panel.topleft, fresh=last_hand_reasons(log) > 0)
        px = log_px(lay)
        line_h = ui_text.grown(px * 1.38)
        top = round(34 * s) + _tabs_grown(lay)
        left = round(12 * s)
        max_w = panel.width - round(22 * s)
        rows: list[tuple[str, str, int]] = []  # (text, kind, size)
        for text, kind in tab_entries(log[-SHOWN_ENTRIES:], self.tab):
            size = round(px * 0.85) if kind == "proof" else px
            indent = round(8 * s) if kind == "why" else 0
            wrapped = ui_text.wrap(str(text), size, max_w - indent, bold=kind in BOLD)
            for k, piece in enumerate(wrapped):
                # a reason's first row opens with a little room: each stands on its own
                rows.append((piece, "why_first" if kind == "why" and k == 0 else kind, size))
        if not rows:
            ui_text.draw_text(img, _empty_text(self.tab), (left, top + line_h / 2), px, MUTED,
                              anchor="midleft", max_width=max_w, shadow=False)
            return img
        heights = [_row_height(kind, line_h, lay) for _t, kind, _z in rows]
        room = panel.height - top - round(8 * s) - foot
        self.scroll = min(self.scroll, max(0, len(rows) - _fit(heights, room)))
        end = len(rows) - self.scroll
        start = end - _fit(heights[:end], room)
        y = top
        for text, kind, size in rows[start:end]:
            y = _draw_row(img, lay, (left, y), text, kind, size, line_h, names, you)
        return img

    def _draw_tabs(self, img: pygame.Surface, lay: Layout, origin: tuple[int, int], *,
                   fresh: bool) -> None:
        """The tabs at the top of the panel picture (``origin``: the panel's top left);
        ``fresh``: the last hand has reasons, marked by a gold dot on their tab while the
        story is shown."""
        s = lay.scale
        px, rects = _tab_layout(lay)
        for tab, rect in rects.items():
            r = rect.move(-origin[0], -origin[1])
            on = tab == self.tab
            if on:
                pygame.draw.rect(img, (34, 42, 40), r, border_radius=round(6 * s))
                pygame.draw.line(img, GOLD, (r.x + 4, r.bottom - 1), (r.right - 5, r.bottom - 1),
                                 max(1, round(2 * s)))
            ui_text.draw_text(img, _tab_label(tab), r.center, px, GOLD if on else MUTED,
                              bold=True, shadow=False)
            if fresh and tab == "reasons" and not on:  # something new to read there
                dot = max(3, round(4 * s))
                pygame.draw.circle(img, GOLD, (r.right - dot - 1, r.top + dot + 1), dot)


def log_px(lay: Layout) -> int:
    """The size of the log's words, pixels (12 at 960×540: readable there too)."""
    return max(12, round(lay.font_px * 0.88))


def _tab_layout(lay: Layout) -> tuple[int, dict[str, pygame.Rect]]:
    """The tabs' label size (pixels; smaller where both would not fit the panel) and
    where each tab sits (window pixels); no tab when the panel is closed. Where both do
    not fit side by side even at 9 px (a larger text at a small window), each tab takes
    a row of its own, at the size that fits the longer label alone."""
    panel = lay.log_panel
    if panel is None:
        return 0, {}
    s = lay.scale
    pad, gap = round(14 * s), round(4 * s)
    room = panel.width - round(16 * s)
    normal = max(12, round(lay.font_px * 0.9))

    def widest(px: int, tabs: tuple[str, ...]) -> int:
        return sum(ui_text.text_width(_tab_label(t), px, bold=True) + pad + gap for t in tabs) - gap

    px = normal
    while px > 9 and widest(px, TABS) > room:
        px -= 1
    stacked = widest(px, TABS) > room
    if stacked:
        px = normal
        while px > 9 and max(widest(px, (t,)) for t in TABS) > room:
            px -= 1
    x, y = panel.x + round(8 * s), panel.y + round(4 * s)
    h = ui_text.grown(24 * s)
    out: dict[str, pygame.Rect] = {}
    for tab in TABS:
        w = ui_text.text_width(_tab_label(tab), px, bold=True) + pad
        out[tab] = pygame.Rect(x, y, w, h)
        if stacked:
            y += h + gap
        else:
            x += w + gap
    return px, out


def _tabs_grown(lay: Layout) -> int:
    """How much lower the tabs end than one row of them at 100 % (pixels): the log's
    lines start that much lower (0 at 100 %)."""
    rects = _tab_layout(lay)[1]
    if not rects or lay.log_panel is None:
        return 0
    s = lay.scale
    return max(r.bottom for r in rects.values()) - (lay.log_panel.y + round(4 * s) + round(24 * s))


def _tab_label(tab: str) -> str:
    """A tab's label in the current language."""
    return _("Hand log") if tab == "story" else _("Reasons")


def _empty_text(tab: str) -> str:
    """What an empty tab says."""
    if tab == "story":
        return ""
    return _("After a hand that was shown, the computer players say why they played it.")


def _row_height(kind: str, line_h: int, lay: Layout) -> int:
    """A row's height: a hand's header has room for its rule above it, a reason's first
    row a little room above it."""
    return line_h + round({"hand": 8, "why_first": 4}.get(kind, 0) * lay.scale)


def _fit(heights: list[int], room: int) -> int:
    """How many of the last ``heights`` fit in ``room`` pixels (at least one)."""
    total, n = 0, 0
    for h in reversed(heights):
        if total + h > room:
            break
        total += h
        n += 1
    return max(1, n)


def _draw_row(img: pygame.Surface, lay: Layout, at: tuple[int, int], text: str, kind: str,
              size: int, line_h: int, names: Sequence[str], you: str) -> int:
    """Draw one wrapped row of ``kind`` at ``at`` (its left and top); the next row's top."""
    s = lay.scale
    x, y = at
    if kind == "hand":  # a rule across the panel above each hand
        y += round(8 * s)
        pygame.draw.line(img, (58, 66, 62), (x, y - round(3 * s)),
                         (img.get_width() - round(10 * s), y - round(3 * s)))
    if kind == "why_first":
        y += round(4 * s)
        kind = "why"
    if kind == "why":  # the reasons stand apart: a thin bar at their left
        pygame.draw.line(img, (70, 90, 120), (x, y + 2), (x, y + line_h - 2), max(1, round(2 * s)))
        x += round(8 * s)
    bold = kind in BOLD
    base = COLORS.get(kind, COLORS["action"])
    parts = pieces(text, names, you) if kind in COLOURED else [(text, "text")]
    mid = y + line_h / 2
    for word, role in parts:
        color = base if role == "text" or kind == "win" else ROLE_COLORS[role]
        rect = ui_text.draw_text(img, word, (x, mid), size, color, anchor="midleft",
                                 bold=bold, shadow=False)
        x = rect.right
    return y + line_h
