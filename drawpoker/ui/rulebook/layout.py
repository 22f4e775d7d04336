"""Laying the rules pages out: :class:`PageWriter` puts headings, paragraphs, example
hands and tables top to bottom on a tall Surface; :func:`fit_headers` fits the odds
tables' column headers (shrinking, wrapping, hyphenating) so neighbours never run
together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from drawpoker.cards import parse_cards
from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.theme import CREAM, GOLD, GOLD_DARK, SOFT, TEXT


def header_room(col: float, px: int) -> int:
    """Pixels a column header's line may take in a column ``col`` pixels wide."""
    return round(col) - max(6, px // 2)


#: Vowels of the game's languages (en, de, sk, ru) for the syllable rule of :func:`_hyphenate`.
_VOWELS = frozenset("aeiouyäöüáéíóúýôAEIOUYÄÖÜÁÉÍÓÚÝÔаеёиоуыэюяАЕЁИОУЫЭЮЯ")
#: Letters a line may not begin with after a break (Russian soft/hard sign, short i).
_NO_START = frozenset("ьъйЬЪЙ")


def _good_cut(text: str, cut: int) -> bool:
    """True if ``text`` may break before index ``cut``: at least two letters stay on the
    line and three go to the next, and the next line starts a syllable (a consonant before a
    vowel: "Verbes-sert", "Улучше-ние", not "Verbesse-rt")."""
    if cut < 2 or len(text) - cut < 3:
        return False
    first, after = text[cut], text[cut + 1]
    return (first.isalpha() and first not in _VOWELS and first not in _NO_START
            and after in _VOWELS)


def _hyphenate(word: str, size: int, room: int) -> list[str]:
    """``word`` cut into pieces (all but the last ending in "-") each at most ``room`` wide.

    Breaks where a syllable starts (see :func:`_good_cut`) when such a place fits, else
    where the most letters fit.
    """
    f = ui_text.font(size, True)
    pieces: list[str] = []
    rest = word
    while rest and f.size(rest)[0] > room:
        cut = len(rest) - 1
        while cut > 1 and f.size(rest[:cut] + "-")[0] > room:
            cut -= 1
        best = next((c for c in range(cut, 1, -1) if _good_cut(rest, c)), cut)
        pieces.append(rest[:best] + "-")
        rest = rest[best:]
    return [*pieces, rest] if rest else pieces


def fit_headers(headers: list[str], px: int, col: float) -> tuple[int, list[list[str]]]:
    """Fit column headers (bold) into columns ``col`` pixels wide.

    The size shrinks (down to 70% of ``px``) until every word fits its column; the
    headers wrap on spaces and at hyphens ("Full-/house"), and a word still too long is
    hyphenated, so no line is
    wider than :func:`header_room` and neighbouring headers never run together.

    Returns:
        ``(size_px, lines per header)``.
    """
    room = header_room(col, px)
    size = px
    floor = max(9, round(px * 0.7))

    def widest(sz: int) -> int:
        f = ui_text.font(sz, True)
        return max((f.size(word)[0] for h in headers for word in h.split()), default=0)

    while size > floor and widest(size) > room:
        size -= 1
    f = ui_text.font(size, True)
    out: list[list[str]] = []
    for h in headers:
        pieces: list[str] = []  # words; a hyphenated word too wide breaks at its hyphens
        for word in h.split():
            if f.size(word)[0] > room and "-" in word.strip("-"):
                parts = word.split("-")
                pieces.extend(p + "-" for p in parts[:-1])
                pieces.append(parts[-1])
            else:
                pieces.append(word)
        lines: list[str] = []
        line = ""
        for piece in pieces:
            trial = line + piece if line.endswith("-") or not line else f"{line} {piece}"
            if f.size(trial)[0] <= room:
                line = trial
                continue
            if line:
                lines.append(line)
            chunks = _hyphenate(piece, size, room)
            lines.extend(chunks[:-1])
            line = chunks[-1]
        lines.append(line)
        out.append(lines)
    return size, out


class PageWriter:
    """Lays blocks out top to bottom on a tall Surface."""

    def __init__(self, width: int, px: int, four_color: bool) -> None:
        self.width = width
        self.px = px
        self.four_color = four_color
        self.items: list[tuple[int, Callable[[pygame.Surface, int], None]]] = []
        self.y = round(px * 0.5)
        #: geometry of each table laid out (pixels): y, head_h, x0, first, col, columns,
        #: header_px, header_lines.
        self.tables: list[dict[str, Any]] = []

    def gap(self, k: float = 1.0) -> None:
        self.y += round(self.px * k)

    def heading(self, text: str) -> None:
        """A heading, wrapped to the page's width (at 150 % text the Russian odds page's
        ran off the panel), a gold rule under it."""
        px = round(self.px * 1.25)
        if self.items:
            self.y += round(self.px * 0.7)
        y = self.y
        lines = ui_text.wrap_text(text, px, self.width - 2 * self.px, bold=True)
        step = ui_text.grown(px * 1.3)

        def draw(surf: pygame.Surface, top: int) -> None:
            r = pygame.Rect(self.px, top + y, 0, 0)
            for k, line in enumerate(lines):
                r = ui_text.draw_text(surf, line, (self.px, top + y + k * step), px, GOLD,
                                      anchor="topleft", bold=True)
            pygame.draw.line(surf, GOLD_DARK, (self.px, r.bottom + 4), (self.width - self.px, r.bottom + 4))

        self.items.append((y, draw))
        self.y += ui_text.grown(px * 1.9) + (len(lines) - 1) * step

    def paragraph(self, text: str, *, color: tuple[int, int, int] = TEXT, bullet: bool = False) -> None:
        px = self.px
        indent = round(px * 1.4) if bullet else 0
        lines = ui_text.wrap_text(text, px, self.width - 2 * px - indent)
        y = self.y

        def draw(surf: pygame.Surface, top: int) -> None:
            yy = top + y
            if bullet:
                pygame.draw.circle(surf, GOLD, (px + px * 0.5, yy + px * 0.62), max(2, px // 6))
            for line in lines:
                ui_text.draw_text(surf, line, (px + indent, yy), px, color, anchor="topleft", shadow=False)
                yy += ui_text.grown(px * 1.4)  # lines as far apart as a larger text is tall

        self.items.append((y, draw))
        self.y += len(lines) * ui_text.grown(px * 1.4) + round(px * 0.35)

    def cards_row(self, rank: int, cards: str, name: str, detail: str, desc: str) -> None:
        px = self.px
        ch = round(px * 4.4)
        cw = round(ch * 5 / 7)
        gap = max(2, px // 4)
        cards_w = 5 * cw + 4 * gap
        y = self.y
        text_x = px * 3 + cards_w + px
        room = self.width - text_x - px
        lines = ui_text.wrap_text(detail, round(px * 0.9), room)

        def draw(surf: pygame.Surface, top: int) -> None:
            yy = top + y
            badge = pygame.Rect(px, yy + ch // 2 - px, round(px * 1.6), px * 2)
            pygame.draw.rect(surf, (40, 30, 18), badge, border_radius=px)
            pygame.draw.rect(surf, GOLD_DARK, badge, 1, border_radius=px)
            ui_text.draw_text(surf, str(rank) if rank > 0 else "★", badge.center, round(px * 0.9), GOLD, bold=True, shadow=False)
            x = px * 3
            for card in parse_cards(cards):
                img = card_surface(card, (cw, ch), deck=deck_for(self.four_color))
                surf.blit(img, (x, yy))
                x += cw + gap
            ui_text.draw_text(surf, name, (text_x, yy + px * 0.2), round(px * 1.1), CREAM, bold=True,
                        anchor="topleft", max_width=room)
            ty = yy + round(px * 1.7)
            for line in lines:
                ui_text.draw_text(surf, line, (text_x, ty), round(px * 0.9), SOFT, anchor="topleft",
                            shadow=False)
                ty += round(px * 1.25)
            if desc:
                ui_text.draw_text(surf, _("As the dealer calls it: {hand}").format(hand=desc), (text_x, ty + px * 0.1),
                            round(px * 0.85), GOLD, anchor="topleft", shadow=False, max_width=room)

        self.items.append((y, draw))
        self.y += ch + round(px * 0.8)

    def table(self, headers: list[str], rows: list[list[str]], first_w: float = 0.34) -> None:
        """A table: ``headers`` over ``rows`` of cells, the first column (the rows'
        labels) ``first_w`` of the width. Where a label is wider than that column (a
        larger text: "Three of a kind and a kicker…" was cut and the figures' headers
        hyphenated, "St-raight"), every label stands on a line of its own over its
        figures, which take the whole width."""
        px = round(self.px * 0.86)
        inner = self.width - 2 * self.px
        first = round(inner * first_w)
        stacked = any(ui_text.text_width(row[0], px) > first - px for row in rows)
        label_h = ui_text.grown(px * 1.5) if stacked else 0
        if stacked:
            first = 0
        n = len(headers) - 1
        col = (inner - first) / max(1, n)
        hpx, head_lines = fit_headers(headers[1:], px, col)
        head_step = ui_text.grown(hpx * 1.25)  # a header's lines, as far apart as they are tall
        head_h = max(len(lines) for lines in head_lines) * head_step + px // 2
        row_h = ui_text.grown(px * 1.9) + label_h
        y = self.y
        self.tables.append({"y": y, "head_h": head_h, "x0": self.px, "first": first, "col": col,
                            "columns": n, "header_px": hpx, "header_lines": head_lines})

        def draw(surf: pygame.Surface, top: int) -> None:
            x0 = self.px
            yy = top + y
            for i, lines in enumerate(head_lines):
                cx = x0 + first + col * (i + 0.5)
                ly = yy + head_h - len(lines) * head_step - px // 4
                for line in lines:
                    ui_text.draw_text(surf, line, (cx, ly), hpx, GOLD, anchor="midtop", bold=True, shadow=False)
                    ly += head_step
            yy += head_h
            for r, row in enumerate(rows):
                band = pygame.Rect(x0, yy, inner, row_h)
                if r % 2 == 0:
                    pygame.draw.rect(surf, (255, 255, 255, 12), band)
                    fill = pygame.Surface(band.size, pygame.SRCALPHA)
                    fill.fill((255, 255, 255, 14))
                    surf.blit(fill, band.topleft)
                if stacked:  # the label on its own line, the figures under it
                    ui_text.draw_text(surf, row[0], (x0 + px * 0.4, yy + label_h * 0.6), px,
                                      TEXT, anchor="midleft", shadow=False,
                                      max_width=inner - px)
                else:
                    ui_text.draw_text(surf, row[0], (x0 + px * 0.4, yy + row_h / 2), px, TEXT,
                                      anchor="midleft", shadow=False, max_width=first - px)
                figures_y = yy + label_h + (row_h - label_h) / 2
                for i, cell in enumerate(row[1:]):
                    cx = x0 + first + col * (i + 0.5)
                    ui_text.draw_text(surf, cell, (cx, figures_y), px,
                                      TEXT if cell != "\u2014" else SOFT, shadow=False,
                                      bold=i == len(row) - 2)
                yy += row_h

        self.items.append((y, draw))
        self.y += head_h + row_h * len(rows) + self.px

    def render(self) -> pygame.Surface:
        surf = pygame.Surface((self.width, max(1, self.y + self.px)), pygame.SRCALPHA)
        for _y, fn in self.items:
            fn(surf, 0)
        return surf
