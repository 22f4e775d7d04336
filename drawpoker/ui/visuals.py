"""Drawing of cards, chips, the felt and the dealer button.

Uses the asset set (:mod:`drawpoker.ui.sprites`) when it provides a function,
and a private procedural fallback otherwise, so the table always draws. All
results are cached Surfaces keyed by their arguments.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from drawpoker.ui import widgets as w

SUIT_RED = {"h", "d"}
FOUR_COLOR = {"s": (20, 20, 24), "h": (200, 30, 40), "d": (30, 90, 200), "c": (30, 140, 60)}
TWO_COLOR = {"s": (20, 20, 24), "h": (200, 30, 40), "d": (200, 30, 40), "c": (20, 20, 24)}
RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
FELTS = {"green": ((30, 112, 66), (12, 62, 36)), "blue": ((30, 82, 130), (12, 40, 74)),
         "red": ((128, 36, 40), (70, 16, 20)), "purple": ((84, 52, 120), (42, 24, 66))}


def _sprites() -> Any:
    try:
        from drawpoker.ui import sprites  # type: ignore[attr-defined]

        return sprites
    except Exception:
        return None


def _suit_poly(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float,
               color: tuple[int, int, int]) -> None:
    """Draw a suit symbol of height ``size`` pixels centred at ``center``."""
    cx, cy = center
    r = size / 2
    if suit == "d":
        pygame.draw.polygon(surface, color, [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r),
                                             (cx - r * 0.72, cy)])
    elif suit == "h":
        rr = r * 0.52
        pygame.draw.circle(surface, color, (cx - rr * 0.92, cy - r * 0.32), rr)
        pygame.draw.circle(surface, color, (cx + rr * 0.92, cy - r * 0.32), rr)
        pygame.draw.polygon(surface, color, [(cx - r * 0.98, cy - r * 0.18), (cx + r * 0.98, cy - r * 0.18),
                                             (cx, cy + r)])
    elif suit == "s":
        rr = r * 0.5
        pygame.draw.circle(surface, color, (cx - rr * 0.9, cy + r * 0.12), rr)
        pygame.draw.circle(surface, color, (cx + rr * 0.9, cy + r * 0.12), rr)
        pygame.draw.polygon(surface, color, [(cx - r * 0.95, cy + r * 0.02), (cx + r * 0.95, cy + r * 0.02),
                                             (cx, cy - r)])
        pygame.draw.polygon(surface, color, [(cx, cy + r * 0.2), (cx + r * 0.38, cy + r),
                                             (cx - r * 0.38, cy + r)])
    elif suit == "c":
        rr = r * 0.34
        pygame.draw.circle(surface, color, (cx, cy - r * 0.5), rr)
        pygame.draw.circle(surface, color, (cx - r * 0.5, cy + r * 0.08), rr)
        pygame.draw.circle(surface, color, (cx + r * 0.5, cy + r * 0.08), rr)
        pygame.draw.circle(surface, color, (cx, cy), rr * 0.6)
        pygame.draw.polygon(surface, color, [(cx, cy), (cx + r * 0.36, cy + r),
                                             (cx - r * 0.36, cy + r)])
    else:  # joker star
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, color, pts)


@lru_cache(maxsize=512)
def _fallback_card(key: str, size: tuple[int, int], back: str, four_color: bool) -> pygame.Surface:
    cw, ch = size
    surf = pygame.Surface((cw, ch), pygame.SRCALPHA)
    radius = max(3, cw // 9)
    if key == "back":
        base = {"blue": (36, 70, 150), "red": (150, 36, 44), "green": (30, 110, 70)}.get(back, (36, 70, 150))
        pygame.draw.rect(surf, (250, 250, 246), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, cw // 10), -max(4, cw // 10))
        pygame.draw.rect(surf, base, inner, border_radius=max(2, radius - 2))
        light = tuple(min(255, c + 45) for c in base)
        step = max(4, cw // 7)
        clip = surf.get_clip()
        surf.set_clip(inner.inflate(-4, -4))
        for x in range(inner.left - inner.height, inner.right, step):
            pygame.draw.line(surf, light, (x, inner.top), (x + inner.height, inner.bottom), 1)
            pygame.draw.line(surf, light, (x + inner.height, inner.top), (x, inner.bottom), 1)
        surf.set_clip(clip)
        pygame.draw.rect(surf, light, inner.inflate(-6, -6), 1, border_radius=max(2, radius - 3))
        pygame.draw.rect(surf, (0, 0, 0, 90), surf.get_rect(), 1, border_radius=radius)
        return surf
    rank = int(key[:-1]) if key[:-1].isdigit() else 0
    suit = key[-1]
    pygame.draw.rect(surf, (252, 252, 248), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (0, 0, 0, 110), surf.get_rect(), 1, border_radius=radius)
    palette = FOUR_COLOR if four_color else TWO_COLOR
    color = palette.get(suit, (120, 40, 160))
    text = RANK_TEXT.get(rank, str(rank)) if rank else "★"
    px = max(9, round(ch * 0.24))
    img = w.render_text(text, px, color, bold=True)
    surf.blit(img, img.get_rect(midtop=(round(cw * 0.19) + 2, round(ch * 0.035))))
    idx_suit_y = round(ch * 0.035) + img.get_height() + ch * 0.06
    _suit_poly(surf, suit, (round(cw * 0.19) + 2, idx_suit_y), ch * 0.13, color)
    big = ch * 0.40 if rank < 11 else ch * 0.30
    if rank >= 11 and rank <= 13:
        frame = pygame.Rect(0, 0, round(cw * 0.50), round(ch * 0.56))
        frame.center = (round(cw * 0.58), round(ch * 0.56))
        pygame.draw.rect(surf, (*color, 40), frame, border_radius=4)
        pygame.draw.rect(surf, color, frame, 1, border_radius=4)
        letter = w.render_text(text, round(ch * 0.34), color, bold=True)
        surf.blit(letter, letter.get_rect(center=(frame.centerx, frame.centery - ch * 0.07)))
        _suit_poly(surf, suit, (frame.centerx, frame.bottom - ch * 0.11), ch * 0.12, color)
    else:
        _suit_poly(surf, suit, (cw * 0.58, ch * 0.58), big, color)
    return surf


def card_surface(card: Any, size: tuple[int, int], *, back: str = "blue",
                 four_color: bool = False) -> pygame.Surface:
    """A card face (``card`` a :class:`drawpoker.cards.Card`) or its back (``card`` None)."""
    sp = _sprites()
    fn = getattr(sp, "card_surface", None) if sp else None
    if fn is not None:
        deck = "four-color" if four_color else "classic"
        try:
            return fn(card, size, deck=deck, back=back)
        except ValueError:
            try:
                return fn(card, size, deck=deck)
            except Exception:
                pass
        except Exception:
            pass
    key = "back" if card is None else f"{card.rank}{card.suit or 'j'}"
    return _fallback_card(key, (int(size[0]), int(size[1])), back, four_color)


CHIP_COLORS: list[tuple[int, tuple[int, int, int]]] = [
    (1000, (230, 190, 60)), (500, (130, 60, 170)), (100, (26, 26, 30)), (25, (40, 140, 70)),
    (5, (190, 40, 44)), (1, (235, 235, 230)),
]


@lru_cache(maxsize=64)
def _chip(diameter: int, color: tuple[int, int, int]) -> pygame.Surface:
    d = max(6, diameter)
    surf = pygame.Surface((d, d + max(2, d // 8)), pygame.SRCALPHA)
    edge = tuple(max(0, c - 60) for c in color)
    r = d / 2
    pygame.draw.ellipse(surf, edge, (0, max(2, d // 8), d, d))
    pygame.draw.circle(surf, color, (r, r), r)
    stripe = (250, 250, 250) if sum(color) < 600 else (60, 60, 60)
    for i in range(6):
        a = i * math.pi / 3
        x, y = r + math.cos(a) * r * 0.8, r + math.sin(a) * r * 0.8
        pygame.draw.circle(surf, stripe, (x, y), max(1, d // 10))
    pygame.draw.circle(surf, edge, (r, r), r * 0.58, max(1, d // 16))
    pygame.draw.circle(surf, tuple(min(255, c + 30) for c in color), (r, r), r * 0.5)
    return surf


def chip_plan(amount: int, max_stacks: int = 4, max_per_stack: int = 8) -> list[list[tuple[int, int, int]]]:
    """Split ``amount`` chips into coloured denominations: stacks of chip colours."""
    sp = _sprites()
    plan: list[tuple[int, int, int]] = []
    rest = max(0, int(amount))
    for value, color in CHIP_COLORS:
        n = rest // value
        rest -= n * value
        plan.extend([color] * min(n, max_per_stack))
    stacks: list[list[tuple[int, int, int]]] = []
    cur: list[tuple[int, int, int]] = []
    for c in plan:
        if cur and (c != cur[-1] or len(cur) >= max_per_stack):
            stacks.append(cur)
            cur = []
        cur.append(c)
    if cur:
        stacks.append(cur)
    del sp
    return stacks[:max_stacks]


def draw_chips(surface: pygame.Surface, amount: int, center: tuple[float, float], diameter: int) -> None:
    """Draw ``amount`` chips as small stacks centred at ``center``."""
    if amount <= 0:
        return
    sp = _sprites()
    fn = getattr(sp, "chip_pile_surface", None) if sp else None
    if fn is not None:
        try:
            img = fn(int(amount), int(diameter), max_columns=4, max_height=8)
            surface.blit(img, img.get_rect(midbottom=(round(center[0]), round(center[1] + diameter / 2))))
            return
        except Exception:
            pass
    stacks = chip_plan(amount)
    n = len(stacks)
    gap = diameter * 0.9
    x0 = center[0] - (n - 1) * gap / 2
    step = max(2, diameter // 7)
    for i, stack in enumerate(stacks):
        x = x0 + i * gap
        for j, color in enumerate(stack):
            img = _chip(diameter, color)
            surface.blit(img, (round(x - diameter / 2), round(center[1] - diameter / 2 - j * step)))


def dealer_button(diameter: int) -> pygame.Surface:
    """The dealer button ("D" disc)."""
    sp = _sprites()
    fn = getattr(sp, "dealer_button_surface", None) if sp else None
    if fn is not None:
        try:
            return fn(diameter)
        except Exception:
            pass
    return _dealer_button(diameter)


@lru_cache(maxsize=16)
def _dealer_button(diameter: int) -> pygame.Surface:
    d = max(10, diameter)
    surf = pygame.Surface((d, d + 3), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 90), (d / 2, d / 2 + 3), d / 2)
    pygame.draw.circle(surf, (250, 248, 240), (d / 2, d / 2), d / 2)
    pygame.draw.circle(surf, (190, 180, 160), (d / 2, d / 2), d / 2, max(1, d // 14))
    t = w.render_text("D", round(d * 0.55), (20, 20, 20), bold=True)
    surf.blit(t, t.get_rect(center=(d / 2, d / 2)))
    return surf


@lru_cache(maxsize=8)
def felt_background(size: tuple[int, int], felt: str = "green") -> pygame.Surface:
    """Room background: dark vignette with a soft felt glow (title screens, table room)."""
    sw, sh = size
    surf = pygame.Surface((sw, sh))
    surf.fill((14, 18, 22))
    glow = pygame.Surface((64, 36))
    top, bottom = FELTS.get(felt, FELTS["green"])
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.sqrt(dx * dx + dy * dy))
            k = (1 - d) ** 1.4
            surf_c = tuple(round(14 + (top[i] * 0.55 - 14) * k) for i in range(3))
            glow.set_at((x, y), surf_c)
    surf.blit(pygame.transform.smoothscale(glow, (sw, sh)), (0, 0))
    return surf


@lru_cache(maxsize=8)
def table_surface(size: tuple[int, int], felt_rect: tuple[int, int, int, int],
                  felt: str = "green") -> pygame.Surface:
    """The whole room: background, wooden rail and the oval felt inside ``felt_rect``."""
    sp = _sprites()
    fn = getattr(sp, "table_surface", None) if sp else None
    if fn is not None:
        try:
            return fn(size, felt=felt, felt_rect=pygame.Rect(felt_rect))
        except Exception:
            pass
    surf = felt_background(size, felt).copy()
    fx, fy, fw, fh = felt_rect
    rail = max(8, fh // 14)
    outer = pygame.Rect(fx - rail, fy - rail, fw + 2 * rail, fh + 2 * rail)
    shadow = pygame.Surface((outer.width + 40, outer.height + 40), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 120), shadow.get_rect().inflate(-20, -10))
    surf.blit(pygame.transform.smoothscale(shadow, shadow.get_size()), (outer.x - 20, outer.y - 6))
    # wooden rail with a padded leather top
    pygame.draw.ellipse(surf, (58, 34, 20), outer)
    pygame.draw.ellipse(surf, (92, 56, 32), outer.inflate(-4, -4))
    pygame.draw.ellipse(surf, (40, 26, 18), outer.inflate(-rail, -rail))
    pygame.draw.ellipse(surf, (30, 22, 16), outer.inflate(-rail * 1.4, -rail * 1.4))
    # felt with a radial light
    top, bottom = FELTS.get(felt, FELTS["green"])
    small = pygame.Surface((96, 56))
    for y in range(56):
        for x in range(96):
            dx, dy = (x - 47.5) / 48, (y - 27.5) / 28
            d = min(1.0, math.sqrt(dx * dx + dy * dy))
            k = d**1.6
            small.set_at((x, y), tuple(round(top[i] + (bottom[i] - top[i]) * k) for i in range(3)))
    felt_img = pygame.transform.smoothscale(small, (fw, fh))
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    felt_a = pygame.Surface((fw, fh), pygame.SRCALPHA)
    felt_a.blit(felt_img, (0, 0))
    felt_a.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(felt_a, (fx, fy))
    # betting line
    line = pygame.Rect(fx, fy, fw, fh).inflate(-fw * 0.16, -fh * 0.2)
    pygame.draw.ellipse(surf, tuple(min(255, c + 22) for c in top), line, max(1, fh // 160))
    return surf
