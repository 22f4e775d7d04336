"""Drawing the hand log panel and the "Hand over" box, placed where it covers none of
the table's hand names, plates, cards, bets, pots or the dealer button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import _, catalog_key
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, button_rect
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.text_fit import hand_label
from drawpoker.ui.theme import GOLD, WHITE

if TYPE_CHECKING:
    from drawpoker.ui.table.scene import TableScene


def draw_log(scene: TableScene, surface: pygame.Surface, lay: Layout) -> None:
    """The hand log panel (re-rendered only when the log, scroll, size or catalog change)."""
    panel = lay.log_panel
    assert panel is not None
    key = (panel.size, len(scene.visual.log), scene.visual.log[-1:] and id(scene.visual.log[-1][0]),
           scene.log_scroll, catalog_key())
    if scene._log_key != key:
        scene._log_key = key
        scene._log_img = render_log(scene, panel, lay)
    assert scene._log_img is not None
    surface.blit(scene._log_img, panel.topleft)


def render_log(scene: TableScene, panel: pygame.Rect, lay: Layout) -> pygame.Surface:
    """Render the hand log panel (cached until the log, scroll or size changes)."""
    img = pygame.Surface(panel.size)
    img.fill((14, 17, 20))
    pygame.draw.line(img, (60, 70, 66), (0, 0), (0, panel.height))
    s = lay.scale
    px = max(11, round(lay.font_px * 0.82))
    ui_text.draw_text(img, _("Hand log"), (12 * s, 16 * s), round(px * 1.1), GOLD,
                anchor="midleft", bold=True)
    colors = {"info": (170, 178, 174), "action": (225, 225, 220), "win": (255, 214, 120),
              "head": (120, 200, 150)}
    line_h = round(px * 1.35)
    top = 32 * s
    max_w = panel.width - round(24 * s)
    lines: list[tuple[str, str]] = []
    for text, kind in scene.visual.log[-120:]:
        for piece in ui_text.wrap_text(str(text), px, max_w, bold=kind in ("head", "win")):
            lines.append((piece, kind))
    visible = max(1, int((panel.height - top - 8 * s) // line_h))
    scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - visible))
    end = len(lines) - scene.log_scroll
    chunk = lines[max(0, end - visible):end]
    y = top
    for text, kind in chunk:
        ui_text.draw_text(img, text, (12 * s, y + line_h / 2), px, colors.get(kind, WHITE),
                    anchor="midleft", bold=kind in ("head", "win"), shadow=False)
        y += line_h
    return img


def summary_keep_clear(lay: Layout, visual: TableVisual, hero: int) -> list[pygame.Rect]:
    """What the "Hand over" box must not cover (pixels, window coordinates): the dealer
    button, the seats' hand names, plates, cards (lifted winners too) and bets, and a
    pot that stays (a passed-out deal)."""
    s = lay.scale
    out: list[pygame.Rect] = []
    if visual.button is not None and visual.button in lay.seats:
        out.append(button_rect(lay.seats[visual.button].button, s))
    for i, sl in lay.seats.items():
        sv = visual.seats[i] if i < len(visual.seats) else None
        out.append(sl.plate)
        if sv is None:
            continue
        lifted = sv.winner  # the winners' cards are lifted by 18 % of their height
        for r in [*sl.cards, *sl.shown]:
            out.append(r.union(r.move(0, -round(r.height * 0.18))) if lifted else r)
        if sv.hand_name:
            _img, hr = hand_label(lay, i, str(sv.hand_name), hero=i == hero)
            out.append(hr.inflate(14 * s, 6 * s))
        if sv.bet > 0:
            out.append(pygame.Rect(round(sl.bet[0] - 30 * s), round(sl.bet[1] - 14 * s),
                                   round(60 * s), round(40 * s)))
    if any(visual.pots):
        out.append(pygame.Rect(round(lay.pot[0] - 70 * s), round(lay.pot[1] - 20 * s),
                               round(140 * s), round(50 * s)))
    return out


def summary_box(lay: Layout, visual: TableVisual, hero: int) -> tuple[pygame.Rect, list[str]]:
    """Where the "Hand over" box goes and its wrapped lines: the middle of the felt
    when that covers nothing of ``summary_keep_clear`` (a hand name, the dealer
    button), else the nearest narrower or shifted
    place that covers nothing, else the one that covers least."""
    s = lay.scale
    px = lay.font_px
    lines = [str(line) for line in visual.summary[-4:]]
    full = round(min(lay.felt.width * 0.5, 520 * s))
    clear = summary_keep_clear(lay, visual, hero)
    cx, cy = round(lay.center[0]), round(lay.center[1] - lay.felt.height * 0.02)
    best: tuple[int, pygame.Rect, list[str]] | None = None
    for frac in (1.0, 0.9, 0.8, 0.7, 0.6):
        width = round(full * frac)
        wrapped: list[str] = []
        for line in lines:
            wrapped.extend(ui_text.wrap_text(line, px, width - round(30 * s)))
        height = round(46 * s + len(wrapped) * px * 1.4)
        for dx, dy in [(dx, dy) for dy in (0, -0.06, 0.06, -0.12, 0.12, -0.18, 0.18)
                       for dx in (0, -0.06, 0.06, -0.12, 0.12)]:
            rect = pygame.Rect(0, 0, width, height)
            rect.center = (round(cx + dx * lay.felt.width), round(cy + dy * lay.felt.height))
            rect.clamp_ip(lay.table_area)
            cover = sum((rect.clip(o).width * rect.clip(o).height) for o in clear)
            if cover == 0:
                return rect, wrapped
            if best is None or cover < best[0]:
                best = (cover, rect, wrapped)
    assert best is not None
    return best[1], best[2]


def draw_summary(scene: TableScene, surface: pygame.Surface, lay: Layout) -> None:
    s = lay.scale
    px = lay.font_px
    rect, wrapped = summary_box(lay, scene.visual, scene.hero)
    paint.panel(surface, rect, alpha=215, color=(12, 16, 20), radius=round(14 * s), border=(*GOLD, 220))
    ui_text.draw_text(surface, _("Hand over"), (rect.centerx, rect.y + 18 * s), round(px * 1.05), GOLD,
                bold=True)
    y = rect.y + 40 * s
    for line in wrapped:
        ui_text.draw_text(surface, line, (rect.centerx, y + px * 0.5), px, WHITE)
        y += px * 1.4
