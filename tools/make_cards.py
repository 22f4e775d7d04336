"""Generate the playing-card SVGs: two decks (classic, four-colour), a joker, card backs.

Run ``uv run python tools/make_cards.py``. Output (all lowercase names)::

    assets/cards/classic/<rank><suit>.svg      e.g. as.svg, td.svg, 2c.svg, joker.svg
    assets/cards/four-color/<rank><suit>.svg
    assets/cards/<deck>-compact/<rank><suit>.svg  jumbo-index faces for small sizes
    assets/cards/backs/<name>.svg               red, blue, green, black, argyle, sunburst

Every card is drawn in a 250 x 350 user-unit box (poker size, 2.5 x 3.5 in) and rasterised at
the size the UI needs by pygame-ce (nanosvg), so cards are crisp at any window size. Letters
are glyph outlines from the bundled DejaVu Serif Condensed Bold. Court cards (J, Q, K) carry a
stylised figure of their own, drawn here from shapes, mirrored top/bottom like a real deck.
The output is deterministic: running the tool twice changes nothing.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from svgkit import (  # noqa: E402
    ASSETS,
    clip_segment,
    document,
    el,
    group,
    num,
    polar,
    pts,
    radial_gradient,
    rounded_rect_path,
    serif_bold,
    write_if_changed,
)

W, H = 250.0, 350.0
RADIUS = 14.0
RANKS = "23456789TJQKA"
SUITS = "cdhs"
INK = "#1b1b1f"
PAPER = "#fdfcf8"
EDGE = "#b8b2a6"

DECK_COLOURS: dict[str, dict[str, str]] = {
    "classic": {"s": "#17171b", "c": "#17171b", "h": "#c8102e", "d": "#c8102e"},
    "four-color": {"s": "#17171b", "c": "#14803a", "h": "#c8102e", "d": "#1458c4"},
}

# Court-card palette (traditional: red, blue, gold, black, white).
RED = "#c3262e"
BLUE = "#23509e"
GOLD = "#e9b02a"
GOLD_DARK = "#b07c12"
BLACK = "#1b1b1f"
WHITE = "#fbf8f0"
SKIN = "#f6d6b4"
SKIN_SHADE = "#e7b88e"

# --------------------------------------------------------------------------- suit shapes
# Each suit is path data in a 100 x 100 box (centre 50, 50).
SUIT_PATHS: dict[str, str] = {
    "h": (
        "M50,93 C40,80 5,60 5,31 C5,14 17,5 30,5 C40,5 47,11 50,20 "
        "C53,11 60,5 70,5 C83,5 95,14 95,31 C95,60 60,80 50,93 Z"
    ),
    "d": "M50,2 Q66,30 88,50 Q66,70 50,98 Q34,70 12,50 Q34,30 50,2 Z",
    "s": (
        "M50,3 C44,18 5,38 5,62 C5,77 16,85 28,85 C38,85 44,80 47,74 "
        "C46,84 41,91 32,96 L68,96 C59,91 54,84 53,74 C56,80 62,85 72,85 "
        "C84,85 95,77 95,62 C95,38 56,18 50,3 Z"
    ),
    "c": (
        "M50,4 C62,4 71,13 71,25 C71,32 68,37 64,41 C67,40 70,39 73,39 "
        "C85,39 95,48 95,61 C95,73 85,82 73,82 C63,82 56,76 53,70 "
        "C54,82 59,90 68,96 L32,96 C41,90 46,82 47,70 C44,76 37,82 27,82 "
        "C15,82 5,73 5,61 C5,48 15,39 27,39 C30,39 33,40 36,41 "
        "C32,37 29,32 29,25 C29,13 38,4 50,4 Z"
    ),
}


def suit_shape(suit: str, cx: float, cy: float, size: float, colour: str, *, flip: bool = False,
               extra: str = "") -> str:
    """A suit symbol ``size`` user units wide centred at (cx, cy), upside down if ``flip``."""
    s = size / 100.0
    rot = " rotate(180)" if flip else ""
    return (
        f'<path fill="{colour}" {extra} transform="translate({num(cx)},{num(cy)}){rot} '
        f'scale({s:.4f}) translate(-50,-50)" d="{SUIT_PATHS[suit]}"/>'
    )


# --------------------------------------------------------------------------- pips
# Pip centres in a normalised box: x in {0, .5, 1} columns, y in 0..1 rows; y > .5 -> inverted.
_R4 = (0.0, 1 / 3, 2 / 3, 1.0)
PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(x, y) for y in _R4 for x in (0, 1)] + [(0.5, 0.5)],
    10: [(x, y) for y in _R4 for x in (0, 1)] + [(0.5, 1 / 6), (0.5, 5 / 6)],
}
PIP_BOX = (76.0, 72.0, 174.0, 278.0)  # x0, y0, x1, y1 of pip centres
PIP_SIZE = 44.0


def rank_text(rank: int) -> str:
    """Index text of a rank: 2..10, J, Q, K, A."""
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


def index_marks(rank: int, suit: str, colour: str) -> list[str]:
    """Corner indices (rank over suit), top-left and rotated bottom-right."""
    font = serif_bold()
    text = rank_text(rank)
    cap = 31.0
    squeeze, tracking = (0.60, -2.5) if text == "10" else (0.86, 0.0)
    one = [
        font.text(text, x=22.5, baseline=14 + cap, cap=cap, fill=colour, squeeze=squeeze,
                  tracking=tracking),
        suit_shape(suit, 22.5, 14 + cap + 17, 23, colour),
    ]
    return [group(one), group(one, transform=f"rotate(180 {num(W / 2)} {num(H / 2)})")]


def card_base() -> list[str]:
    """The card blank: paper with a hairline edge."""
    return [
        el("path", d=rounded_rect_path(0.75, 0.75, W - 1.5, H - 1.5, RADIUS), fill=PAPER,
           stroke=EDGE, stroke_width=1.5),
    ]


def number_card(rank: int, suit: str, colour: str) -> str:
    """A pip card 2..10."""
    x0, y0, x1, y1 = PIP_BOX
    body = card_base()
    for nx, ny in PIP_LAYOUT[rank]:
        cx = x0 + nx * (x1 - x0)
        cy = y0 + ny * (y1 - y0)
        body.append(suit_shape(suit, cx, cy, PIP_SIZE, colour, flip=ny > 0.5))
    body += index_marks(rank, suit, colour)
    return document(W, H, body)


def ace_card(suit: str, colour: str) -> str:
    """An ace: one large pip; the ace of spades gets the traditional ornate treatment."""
    body = card_base()
    cx, cy = W / 2, H / 2
    if suit == "s":
        # Ornamental ring of small diamonds/dots round a large spade with an inner line.
        for i in range(36):
            x, y = polar(cx, cy, 92, i * 10)
            body.append(el("circle", cx=x, cy=y, r=2.2 if i % 2 else 3.4, fill=colour))
        body.append(el("circle", cx=cx, cy=cy, r=84, fill="none", stroke=colour,
                       stroke_width=1.2))
        body.append(suit_shape("s", cx, cy + 2, 118, colour))
        body.append(suit_shape("s", cx, cy + 2, 100, "none",
                               extra=f'stroke="{PAPER}" stroke-width="1.6"'))
        body.append(suit_shape("s", cx, cy - 4, 30, PAPER))
    else:
        body.append(suit_shape(suit, cx, cy, 96, colour))
    body += index_marks(14, suit, colour)
    return document(W, H, body)


# --------------------------------------------------------------------------- court figures
# The figure is drawn in a local half-frame box, HW x HH, whose bottom edge is the card's
# centre line; the lower half of the card is the same drawing rotated by 180 degrees.
FRAME = (44.0, 46.0, 206.0, 304.0)  # x0, y0, x1, y1
HW = FRAME[2] - FRAME[0]  # 162
HH = H / 2 - FRAME[1]  # 129
CX = HW / 2


def _outline(w: float = 1.4) -> dict[str, object]:
    return {"stroke": BLACK, "stroke_width": w, "stroke_linejoin": "round",
            "stroke_linecap": "round"}


def _stripes(x0: float, x1: float, y0: float, y1: float, step: float, colour: str,
             width: float) -> list[str]:
    """Diagonal hatch clipped to a box (nanosvg has no clip paths), as one stroked path
    of separate segments (an element per stroke made every court face ten times larger)."""
    moves = []
    k = -(y1 - y0)
    while k < (x1 - x0):
        seg = clip_segment((x0 + k, y0), (x0 + k + (y1 - y0), y1), (x0, y0, x1, y1))
        if seg:
            (a, b), (c, d) = seg
            moves.append(f"M{num(a)},{num(b)}L{num(c)},{num(d)}")
        k += step
    if not moves:
        return []
    return [el("path", d="".join(moves), fill="none", stroke=colour, stroke_width=width)]


def _sword(x: float, top: float, bottom: float, tilt: float = 0.0) -> list[str]:
    """A sword with blade, cross-guard and grip; ``tilt`` degrees around the grip."""
    blade = (f"M{num(x - 4)},{num(bottom - 30)} L{num(x - 4)},{num(top + 10)} L{num(x)},{num(top)} "
             f"L{num(x + 4)},{num(top + 10)} L{num(x + 4)},{num(bottom - 30)} Z")
    parts = [
        el("path", d=blade, fill="#dfe3ea", **_outline(1.2)),
        el("line", x1=x, y1=top + 8, x2=x, y2=bottom - 32, stroke="#9aa3b2", stroke_width=1.2),
        el("rect", x=x - 15, y=bottom - 31, width=30, height=6, rx=3, fill=GOLD, **_outline(1.2)),
        el("rect", x=x - 3, y=bottom - 25, width=6, height=16, fill=RED, **_outline(1.0)),
        el("circle", cx=x, cy=bottom - 7, r=4.5, fill=GOLD, **_outline(1.0)),
    ]
    if tilt:
        return [group(parts, transform=f"rotate({num(tilt)} {num(x)} {num(bottom - 20)})")]
    return parts


def _axe(x: float, top: float, bottom: float) -> list[str]:
    """A battle-axe on a long haft."""
    return [
        el("rect", x=x - 3, y=top, width=6, height=bottom - top, fill="#8a5a2b", **_outline(1.1)),
        el("path", d=(f"M{num(x + 3)},{num(top + 8)} C{num(x + 26)},{num(top + 2)} "
                      f"{num(x + 30)},{num(top + 22)} {num(x + 24)},{num(top + 40)} "
                      f"C{num(x + 16)},{num(top + 32)} {num(x + 8)},{num(top + 30)} "
                      f"{num(x + 3)},{num(top + 30)} Z"), fill="#dfe3ea", **_outline(1.2)),
        el("path", d=(f"M{num(x - 3)},{num(top + 14)} L{num(x - 14)},{num(top + 18)} "
                      f"L{num(x - 3)},{num(top + 24)} Z"), fill="#dfe3ea", **_outline(1.0)),
        el("circle", cx=x, cy=top, r=4, fill=GOLD, **_outline(1.0)),
    ]


def _sceptre(x: float, top: float, bottom: float, suit: str, colour: str) -> list[str]:
    """A gold sceptre topped with the suit symbol."""
    return [
        el("rect", x=x - 2.5, y=top + 14, width=5, height=bottom - top - 14, fill=GOLD,
           **_outline(1.0)),
        el("circle", cx=x, cy=top + 16, r=5, fill=GOLD, **_outline(1.0)),
        suit_shape(suit, x, top + 3, 20, colour, extra=f'stroke="{BLACK}" stroke-width="4"'),
    ]


def _flower(x: float, y: float, petal: str) -> list[str]:
    """A rose on a stem with two leaves, held at (x, y)."""
    out = [
        el("path", d=f"M{num(x)},{num(y + 30)} C{num(x - 3)},{num(y + 16)} {num(x + 3)},{num(y + 10)} "
                     f"{num(x)},{num(y)}", fill="none", stroke="#2f7a3a", stroke_width=2.4),
        el("path", d=f"M{num(x)},{num(y + 18)} C{num(x + 10)},{num(y + 10)} {num(x + 16)},{num(y + 14)} "
                     f"{num(x + 18)},{num(y + 18)} C{num(x + 10)},{num(y + 22)} {num(x + 4)},{num(y + 20)} "
                     f"{num(x)},{num(y + 18)} Z", fill="#3f9a4c", **_outline(0.9)),
    ]
    for i in range(6):
        px, py = polar(x, y - 4, 5.5, i * 60 - 90)
        out.append(el("circle", cx=px, cy=py, r=5.2, fill=petal, **_outline(0.9)))
    out.append(el("circle", cx=x, cy=y - 4, r=4.2, fill=GOLD, **_outline(0.9)))
    return out


def _halberd(x: float, top: float, bottom: float) -> list[str]:
    """A halberd: long shaft, spear point and crescent blade."""
    return [
        el("rect", x=x - 2.5, y=top + 16, width=5, height=bottom - top - 16, fill="#8a5a2b",
           **_outline(1.0)),
        el("path", d=f"M{num(x)},{num(top)} L{num(x + 5)},{num(top + 18)} L{num(x - 5)},{num(top + 18)} Z",
           fill="#dfe3ea", **_outline(1.0)),
        el("path", d=(f"M{num(x - 2)},{num(top + 20)} C{num(x - 20)},{num(top + 16)} "
                      f"{num(x - 22)},{num(top + 36)} {num(x - 16)},{num(top + 44)} "
                      f"C{num(x - 12)},{num(top + 36)} {num(x - 6)},{num(top + 32)} "
                      f"{num(x - 2)},{num(top + 32)} Z"), fill="#dfe3ea", **_outline(1.1)),
        el("rect", x=x - 5, y=top + 18, width=10, height=4, fill=GOLD, **_outline(0.9)),
    ]


def _leaf_torch(x: float, top: float, bottom: float) -> list[str]:
    """A torch: short staff with a flame (the jack of hearts' traditional leaf)."""
    return [
        el("rect", x=x - 3, y=top + 22, width=6, height=bottom - top - 22, fill="#8a5a2b",
           **_outline(1.0)),
        el("rect", x=x - 6, y=top + 20, width=12, height=6, rx=2, fill=GOLD, **_outline(1.0)),
        el("path", d=(f"M{num(x)},{num(top)} C{num(x + 10)},{num(top + 8)} {num(x + 9)},{num(top + 18)} "
                      f"{num(x)},{num(top + 21)} C{num(x - 9)},{num(top + 18)} {num(x - 10)},{num(top + 8)} "
                      f"{num(x)},{num(top)} Z"), fill="#f08a24", **_outline(1.0)),
        el("path", d=(f"M{num(x)},{num(top + 7)} C{num(x + 5)},{num(top + 12)} {num(x + 4)},{num(top + 17)} "
                      f"{num(x)},{num(top + 19)} C{num(x - 4)},{num(top + 17)} {num(x - 5)},{num(top + 12)} "
                      f"{num(x)},{num(top + 7)} Z"), fill="#ffd34d"),
    ]


def _p(*parts: object) -> str:
    """Join path parts, formatting numbers (``_p("M", x, ",", y)``)."""
    return "".join(num(p) if isinstance(p, (int, float)) else str(p) for p in parts)


def _face(rank: int, hair: str, suit: str) -> list[str]:
    """Head, hair, face and headgear for a court figure (K beard, Q long hair, J cap).

    Returns two lists joined: the parts drawn behind the robe come first in ``back`` order;
    callers draw ``_hair_back`` before the robe themselves.
    """
    hx, hy = CX, 47.0
    out: list[str] = []
    # neck
    out.append(el("path", d=_p("M", hx - 8, ",", hy + 14, " L", hx - 9, ",", hy + 30, " L", hx + 9, ",",
                               hy + 30, " L", hx + 8, ",", hy + 14, " Z"), fill=SKIN_SHADE, **_outline(1.1)))
    # head
    out.append(el("ellipse", cx=hx, cy=hy, rx=17.5, ry=21, fill=SKIN, **_outline(1.3)))
    if rank == 13:
        for side in (-1, 1):
            out.append(el("path", d=_p("M", hx + side * 16, ",", hy - 10, " C", hx + side * 26, ",", hy,
                                       " ", hx + side * 24, ",", hy + 14, " ", hx + side * 17, ",", hy + 20,
                                       " C", hx + side * 15, ",", hy + 8, " ", hx + side * 15, ",", hy,
                                       " ", hx + side * 14, ",", hy - 6, " Z"), fill=hair, **_outline(1.0)))
            for k in range(3):
                out.append(el("path", d=_p("M", hx + side * 18, ",", hy - 2 + k * 6, " q", side * 3, ",2 ",
                                           side * 5, ",0"), fill="none", stroke=BLACK, stroke_width=0.6))
        beard = _p("M", hx - 16, ",", hy + 2, " C", hx - 17, ",", hy + 24, " ", hx - 6, ",", hy + 34,
                   " ", hx, ",", hy + 40, " C", hx + 6, ",", hy + 34, " ", hx + 17, ",", hy + 24,
                   " ", hx + 16, ",", hy + 2, " C", hx + 10, ",", hy + 14, " ", hx - 10, ",", hy + 14,
                   " ", hx - 16, ",", hy + 2, " Z")
        out.append(el("path", d=beard, fill=hair, **_outline(1.1)))
        for dx in (-8, -3, 3, 8):
            out.append(el("path", d=_p("M", hx + dx, ",", hy + 17, " q", dx * 0.25, ",8 ", dx * -0.1, ",",
                                       16 - abs(dx)), fill="none", stroke=BLACK, stroke_width=0.6, opacity=0.7))
        out.append(el("path", d=_p("M", hx - 12, ",", hy + 11, " C", hx - 6, ",", hy + 5, " ", hx - 2, ",",
                                   hy + 7, " ", hx, ",", hy + 9, " C", hx + 2, ",", hy + 7, " ", hx + 6, ",",
                                   hy + 5, " ", hx + 12, ",", hy + 11, " C", hx + 6, ",", hy + 13, " ",
                                   hx - 6, ",", hy + 13, " ", hx - 12, ",", hy + 11, " Z"),
                      fill=hair, **_outline(0.9)))
    elif rank == 12:
        for side in (-1, 1):  # parted fringe
            out.append(el("path", d=_p("M", hx, ",", hy - 21, " C", hx + side * 12, ",", hy - 20, " ",
                                       hx + side * 18, ",", hy - 12, " ", hx + side * 18, ",", hy + 2,
                                       " C", hx + side * 12, ",", hy - 6, " ", hx + side * 8, ",", hy - 12,
                                       " ", hx, ",", hy - 14, " Z"), fill=hair, **_outline(1.0)))
            out.append(el("circle", cx=hx + side * 17.5, cy=hy + 8, r=2.4, fill=GOLD, **_outline(0.7)))
    else:  # jack: curled bob
        for side in (-1, 1):
            for k in range(3):
                out.append(el("circle", cx=hx + side * 17, cy=hy - 4 + k * 7.5, r=5.6,
                              fill=hair, **_outline(0.9)))
    # features
    for side in (-1, 1):
        ex = hx + side * 7
        out.append(el("path", d=_p("M", ex - 4, ",", hy - 6, " q4,-3 8,0"), fill="none",
                      stroke=BLACK if rank != 12 else "#5a3a20", stroke_width=1.2))
        out.append(el("ellipse", cx=ex, cy=hy - 1, rx=2.8, ry=1.7, fill=WHITE, **_outline(0.5)))
        out.append(el("circle", cx=ex + side * 0.4, cy=hy - 1, r=1.45,
                      fill=BLUE if rank == 12 else "#3a2a1a"))
        out.append(el("circle", cx=hx + side * 10, cy=hy + 7, r=3.6, fill="#e88a8a", opacity=0.4))
    out.append(el("path", d=_p("M", hx + 0.5, ",", hy - 2, " q-2.5,7 -1.5,9 q2,1.2 4,-0.2"), fill="none",
                  stroke=BLACK, stroke_width=1.0))
    if rank != 13:
        out.append(el("path", d=_p("M", hx - 5, ",", hy + 11, " q5,3 10,0"), fill="none",
                      stroke="#b0303a", stroke_width=1.9, stroke_linecap="round"))
    # headgear
    if rank == 13:
        base_y = hy - 17
        crown = _p("M", hx - 20, ",", base_y, " L", hx - 23, ",", base_y - 20, " L", hx - 12, ",", base_y - 9,
                   " L", hx - 6, ",", base_y - 25, " L", hx, ",", base_y - 11, " L", hx + 6, ",", base_y - 25,
                   " L", hx + 12, ",", base_y - 9, " L", hx + 23, ",", base_y - 20, " L", hx + 20, ",",
                   base_y, " Z")
        out.append(el("path", d=crown, fill=GOLD, **_outline(1.2)))
        out.append(el("path", d=_p("M", hx - 18, ",", base_y - 3, " L", hx - 20, ",", base_y - 15, " M", hx,
                                   ",", base_y - 4, " L", hx, ",", base_y - 9, " M", hx + 18, ",", base_y - 3,
                                   " L", hx + 20, ",", base_y - 15), stroke=GOLD_DARK, stroke_width=1.0,
                      fill="none"))
        out.append(el("rect", x=hx - 21, y=base_y - 3, width=42, height=9, rx=2, fill=GOLD,
                      **_outline(1.2)))
        for i, dx in enumerate((-14, -4.7, 4.7, 14)):
            out.append(el("circle", cx=hx + dx, cy=base_y + 1.5, r=2.5,
                          fill=RED if i % 2 == 0 else BLUE, **_outline(0.6)))
        for dx, dy in ((-23, -20), (-6, -25), (6, -25), (23, -20)):
            out.append(el("circle", cx=hx + dx, cy=base_y + dy, r=2.6, fill=WHITE,
                          **_outline(0.8)))
    elif rank == 12:
        base_y = hy - 18
        crown = _p("M", hx - 15, ",", base_y, " L", hx - 17, ",", base_y - 12, " Q", hx - 11, ",", base_y - 8,
                   " ", hx - 8, ",", base_y - 14, " Q", hx - 4, ",", base_y - 8, " ", hx, ",", base_y - 20,
                   " Q", hx + 4, ",", base_y - 8, " ", hx + 8, ",", base_y - 14, " Q", hx + 11, ",",
                   base_y - 8, " ", hx + 17, ",", base_y - 12, " L", hx + 15, ",", base_y, " Z")
        out.append(el("path", d=crown, fill=GOLD, **_outline(1.1)))
        out.append(el("rect", x=hx - 16, y=base_y - 3, width=32, height=6.5, rx=2, fill=GOLD,
                      **_outline(1.1)))
        out.append(suit_shape(suit, hx, base_y - 24, 8, RED if suit in "hd" else BLACK))
        for dx in (-10, 0, 10):
            out.append(el("circle", cx=hx + dx, cy=base_y + 0.2, r=1.9,
                          fill=RED if dx == 0 else WHITE, **_outline(0.5)))
    else:
        base_y = hy - 14
        cap_col = RED if suit in "sc" else BLUE
        out.append(el("path", d=_p("M", hx - 21, ",", base_y + 2, " C", hx - 24, ",", base_y - 16, " ",
                                   hx + 14, ",", base_y - 24, " ", hx + 24, ",", base_y - 6, " L", hx + 21,
                                   ",", base_y + 2, " Z"), fill=cap_col, **_outline(1.2)))
        out.append(el("rect", x=hx - 21, y=base_y - 1, width=42, height=7, rx=2, fill=GOLD,
                      **_outline(1.1)))
        out.append(el("path", d=_p("M", hx + 8, ",", base_y - 6, " C", hx + 20, ",", base_y - 32, " ",
                                   hx + 36, ",", base_y - 32, " ", hx + 44, ",", base_y - 30, " C", hx + 32,
                                   ",", base_y - 22, " ", hx + 22, ",", base_y - 12, " ", hx + 8, ",",
                                   base_y - 6, " Z"), fill=WHITE, **_outline(1.0)))
        out.append(el("path", d=_p("M", hx + 10, ",", base_y - 7, " Q", hx + 24, ",", base_y - 23, " ",
                                   hx + 42, ",", base_y - 29), fill="none", stroke=BLACK, stroke_width=0.6))
    return out


def _hair_back(rank: int, hair: str) -> list[str]:
    """Hair that falls behind the shoulders (the queen's long hair)."""
    if rank != 12:
        return []
    hx, hy = CX, 47.0
    return [el("path", d=_p("M", hx - 18, ",", hy - 8, " C", hx - 27, ",", hy + 10, " ", hx - 28, ",",
                            hy + 30, " ", hx - 22, ",", hy + 38, " L", hx + 22, ",", hy + 38, " C",
                            hx + 28, ",", hy + 30, " ", hx + 27, ",", hy + 10, " ", hx + 18, ",", hy - 8,
                            " Z"), fill=hair, **_outline(1.2))]


def _robe(rank: int, main: str, panel: str, accent: str) -> list[str]:
    """Shoulders and costume down to the centre line."""
    out: list[str] = []
    top = 75.0
    body = _p("M", CX - 20, ",", top, " C", CX - 44, ",", top, " ", CX - 62, ",", top + 6, " ", CX - 66, ",",
              top + 26, " L", CX - 70, ",", HH, " L", CX + 70, ",", HH, " L", CX + 66, ",", top + 26, " C",
              CX + 62, ",", top + 6, " ", CX + 44, ",", top, " ", CX + 20, ",", top, " Z")
    out.append(el("path", d=body, fill=main, **_outline(1.4)))
    for side in (-1, 1):  # folds
        x = CX + side * 50
        out.append(el("path", d=_p("M", x, ",", top + 10, " Q", x + side * 5, ",", top + 30, " ", x + side * 2,
                                   ",", HH), fill="none", stroke=BLACK, stroke_width=0.9, opacity=0.5))
    # brocade: small gold quatrefoils scattered over the robe, clear of the centre panel
    motif = GOLD if main != GOLD else RED
    for row, y in enumerate(range(int(top + 16), int(HH) - 4, 13)):
        for col in range(6):
            dx = 30 + col * 13 + (6.5 if row % 2 else 0)
            limit = 62 - max(0.0, (top + 26 - y)) * 1.4
            if dx > limit:
                continue
            for side in (-1, 1):
                x = CX + side * dx
                out.append(group([el("circle", cx=x + ox, cy=y + oy, r=1.9, fill=motif)
                                  for ox, oy in ((0, -2.2), (2.2, 0), (0, 2.2), (-2.2, 0))]
                                 + [el("circle", cx=x, cy=y, r=1.1, fill=BLACK, opacity=0.6)]))
    # a gold hem where the robe meets the card's centre line
    out.append(el("rect", x=CX - 70, y=HH - 5, width=140, height=5, fill=GOLD))
    out.append(el("line", x1=CX - 70, y1=HH - 5, x2=CX + 70, y2=HH - 5, stroke=BLACK,
                  stroke_width=0.8))
    px0, px1 = CX - 19, CX + 19
    out.append(el("path", d=_p("M", px0, ",", top, " L", px1, ",", top, " L", px1 + 5, ",", HH, " L", px0 - 5,
                               ",", HH, " Z"), fill=panel, **_outline(1.2)))
    if rank == 11:
        for i, y in enumerate(range(int(top + 6), int(HH), 8)):
            t = (y - top) / (HH - top)
            out.append(el("rect", x=px0 - 5 * t, y=y, width=px1 - px0 + 10 * t, height=4,
                          fill=accent if i % 2 == 0 else WHITE, opacity=0.9))
    else:
        for row, y in enumerate(range(int(top + 10), int(HH) - 2, 11)):
            for col in range(3):
                dx = (col - 1) * 12 + (6 if row % 2 else 0)
                if abs(dx) < 16:
                    out.append(el("path", d=_p("M", CX + dx, ",", y - 4.5, " l4,4.5 -4,4.5 -4,-4.5 Z"),
                                  fill=accent, **_outline(0.6)))
    for side in (-1, 1):  # gold trim along the panel
        out.append(el("path", d=_p("M", CX + side * 19, ",", top, " L", CX + side * 24, ",", HH),
                      stroke=GOLD, stroke_width=3.4, fill="none"))
        out.append(el("path", d=_p("M", CX + side * 19, ",", top, " L", CX + side * 24, ",", HH),
                      stroke=BLACK, stroke_width=0.6, fill="none", stroke_dasharray="2,3"))
    if rank == 13:  # ermine cape collar
        out.append(el("path", d=_p("M", CX - 44, ",", top + 3, " C", CX - 30, ",", top + 19, " ", CX + 30, ",",
                                   top + 19, " ", CX + 44, ",", top + 3, " C", CX + 30, ",", top - 6, " ",
                                   CX - 30, ",", top - 6, " ", CX - 44, ",", top + 3, " Z"),
                      fill=WHITE, **_outline(1.2)))
        for dx in (-32, -16, 0, 16, 32):
            out.append(el("path", d=_p("M", CX + dx, ",", top + 3 + (8 - abs(dx) / 5), " l-1.6,4.5 3.2,0 Z"),
                          fill=BLACK))
    elif rank == 12:
        out.append(el("path", d=_p("M", CX - 26, ",", top, " Q", CX, ",", top + 24, " ", CX + 26, ",", top),
                      fill="none", stroke=GOLD, stroke_width=3))
        for i in range(7):
            t = i / 6
            x = (1 - t) ** 2 * (CX - 26) + 2 * (1 - t) * t * CX + t * t * (CX + 26)
            y = (1 - t) ** 2 * top + 2 * (1 - t) * t * (top + 24) + t * t * top
            out.append(el("circle", cx=x, cy=y, r=2.3, fill=WHITE if i != 3 else RED, **_outline(0.6)))
    else:
        out.append(el("path", d=_p("M", CX - 26, ",", top - 1, " L", CX + 26, ",", top - 1, " L", CX + 16, ",",
                                   top + 10, " L", CX, ",", top + 4, " L", CX - 16, ",", top + 10, " Z"),
                      fill=WHITE, **_outline(1.1)))
    return out


def _arm(shoulder: tuple[float, float], hand: tuple[float, float], sleeve: str) -> list[str]:
    """A sleeved arm from shoulder to hand, with a gold cuff and the hand."""
    (sx, sy), (hx, hy) = shoulder, hand
    mx, my = (sx + hx) / 2 + (6 if hx < sx else -6), (sy + hy) / 2 + 6
    d = _p("M", sx, ",", sy, " Q", mx, ",", my, " ", hx, ",", hy)
    ang = math.atan2(hy - my, hx - mx)
    cx, cy = hx - 7 * math.cos(ang), hy - 7 * math.sin(ang)
    return [
        el("path", d=d, fill="none", stroke=BLACK, stroke_width=17, stroke_linecap="round"),
        el("path", d=d, fill="none", stroke=sleeve, stroke_width=14.2, stroke_linecap="round"),
        el("circle", cx=cx, cy=cy, r=7.4, fill=GOLD, **_outline(1.0)),
        el("ellipse", cx=hx, cy=hy, rx=6.6, ry=5.8, fill=SKIN, **_outline(1.1)),
    ]


COURT_STYLE: dict[tuple[int, str], dict[str, object]] = {
    # rank, suit: robe colours, hair, held item, item side (+1 right, -1 left)
    (13, "s"): {"main": BLUE, "panel": RED, "accent": GOLD, "hair": "#ece6da", "item": "sword", "side": 1},
    (13, "h"): {"main": RED, "panel": BLUE, "accent": GOLD, "hair": "#d9a440", "item": "sword_back", "side": 1},
    (13, "d"): {"main": RED, "panel": GOLD, "accent": BLUE, "hair": "#7a4a26", "item": "axe", "side": -1},
    (13, "c"): {"main": BLUE, "panel": GOLD, "accent": RED, "hair": "#3b2a1e", "item": "sword", "side": -1},
    (12, "s"): {"main": BLUE, "panel": GOLD, "accent": RED, "hair": "#2e2219", "item": "sceptre", "side": 1},
    (12, "h"): {"main": RED, "panel": GOLD, "accent": BLUE, "hair": "#e6b84a", "item": "flower", "side": -1},
    (12, "d"): {"main": GOLD, "panel": RED, "accent": BLUE, "hair": "#8b4a1f", "item": "flower", "side": 1},
    (12, "c"): {"main": BLUE, "panel": RED, "accent": GOLD, "hair": "#c98f32", "item": "sceptre", "side": -1},
    (11, "s"): {"main": BLUE, "panel": GOLD, "accent": RED, "hair": "#d9a440", "item": "halberd", "side": 1},
    (11, "h"): {"main": RED, "panel": BLUE, "accent": GOLD, "hair": "#7a4a26", "item": "torch", "side": -1},
    (11, "d"): {"main": GOLD, "panel": BLUE, "accent": RED, "hair": "#b5651d", "item": "halberd", "side": -1},
    (11, "c"): {"main": RED, "panel": GOLD, "accent": BLUE, "hair": "#3b2a1e", "item": "torch", "side": 1},
}


def court_half(rank: int, suit: str, colour: str) -> list[str]:
    """The upper half of a court card's picture, in half-frame coordinates."""
    st = COURT_STYLE[(rank, suit)]
    side = int(st["side"])  # type: ignore[call-overload]
    main, panel, accent = str(st["main"]), str(st["panel"]), str(st["accent"])
    ix, iy = CX + side * 47, 104.0
    out: list[str] = []
    item = str(st["item"])
    if item == "sword_back":
        out += _sword(CX + 34, -4, 104, tilt=30)
    out += _hair_back(rank, str(st["hair"]))
    out += _robe(rank, main, panel, accent)
    out += _face(rank, str(st["hair"]), suit)
    # resting arm across the chest
    rest = (CX - side * 14, 110.0) if item != "sword_back" else (CX + 12, 108.0)
    out += _arm((CX - side * 54, 86.0), rest, main)
    if item == "sword_back":
        return out + [suit_shape(suit, CX - 60, 18, 22, colour)]
    # item, then the arm holding it (the hand covers the grip)
    if item == "sword":
        out += _sword(ix, 16, 128)
    elif item == "axe":
        out += _axe(ix, 14, 128)
    elif item == "sceptre":
        out += _sceptre(ix, 34, 126, suit, colour)
    elif item == "flower":
        out += _flower(ix, 80, RED if suit != "h" else "#e84a6a")
        iy = 112.0
    elif item == "halberd":
        out += _halberd(ix, 6, 128)
    elif item == "torch":
        out += _leaf_torch(ix, 44, 128)
    out += _arm((CX + side * 54, 84.0), (ix, iy), main)
    out.append(suit_shape(suit, CX - side * 62, 18, 22, colour))
    return out


def court_card(rank: int, suit: str, colour: str) -> str:
    """A jack, queen or king: framed double-ended figure plus indices."""
    x0, y0, x1, y1 = FRAME
    body = card_base()
    body.append(el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="#fbf1d9"))
    # soft background tint behind the figure
    body += _stripes(x0, x1, y0, y1, 7, "#efe0b9", 1.0)
    half = court_half(rank, suit, colour)
    body.append(group(half, transform=f"translate({num(x0)},{num(y0)})"))
    body.append(group(half, transform=f"rotate(180 {num(W / 2)} {num(H / 2)}) "
                                        f"translate({num(x0)},{num(y0)})"))
    body.append(el("line", x1=x0, y1=H / 2, x2=x1, y2=H / 2, stroke=colour, stroke_width=1.4))
    body.append(el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="none",
                   stroke=colour, stroke_width=1.8))
    body.append(el("rect", x=x0 - 3.5, y=y0 - 3.5, width=x1 - x0 + 7, height=y1 - y0 + 7,
                   fill="none", stroke=colour, stroke_width=0.7))
    body += index_marks(rank, suit, colour)
    return document(W, H, body)


# --------------------------------------------------------------------------- joker
JOKER_RED = "#c8102e"


def joker_card() -> str:
    """The joker: a jester in a three-pointed cap with bells; JOKER read down the corners."""
    font = serif_bold()
    body = card_base()
    cx = W / 2
    defs = [radial_gradient("jglow", cx, 160, 120, [(0, "#fff6d8", 1), (1, "#fff6d8", 0)])]
    body.append(el("ellipse", cx=cx, cy=175, rx=100, ry=140, fill="url(#jglow)"))
    # stars
    for i, (sx, sy, r) in enumerate(((60, 70, 7), (192, 88, 6), (52, 250, 5), (198, 262, 7),
                                     (70, 300, 4), (185, 40, 4))):
        star = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.42
            star.append(polar(sx, sy, rr, -90 + k * 36))
        body.append(el("polygon", points=pts(star), fill=GOLD if i % 2 else BLUE))
    # body: harlequin doublet
    body.append(el("path", d=("M58,338 C60,282 80,258 125,254 C170,258 190,282 192,338 Z"),
                   fill=BLUE, **_outline(1.6)))
    for r in range(4):
        for c in range(-4, 5):
            x = cx + c * 18 + (9 if r % 2 else 0)
            y = 270 + r * 18
            half_width = 40 + (y - 262) * 27 / 73  # the doublet widens towards the bottom
            if abs(x - cx) + 8 < half_width and y < 334:
                body.append(el("path", d=f"M{num(x)},{num(y - 9)} l9,9 -9,9 -9,-9 Z",
                               fill=RED if (r + c) % 2 else GOLD, **_outline(0.7)))
    # ruff collar
    for i in range(11):
        x = 72 + i * 10.6
        body.append(el("ellipse", cx=x, cy=252 + abs(i - 5) * -0.6, rx=7.5, ry=10, fill=WHITE,
                       **_outline(1.0)))
    # neck + head
    body.append(el("rect", x=cx - 10, y=222, width=20, height=24, fill=SKIN_SHADE, **_outline(1.2)))
    body.append(el("ellipse", cx=cx, cy=200, rx=30, ry=35, fill=SKIN, **_outline(1.6)))
    # face
    for side in (-1, 1):
        ex = cx + side * 12
        body.append(el("path", d=f"M{num(ex - 7)},{num(190)} q7,-6 14,0", fill="none", stroke=BLACK,
                       stroke_width=1.8))
        body.append(el("ellipse", cx=ex, cy=196, rx=4.4, ry=3.2, fill=WHITE, **_outline(0.8)))
        body.append(el("circle", cx=ex, cy=196.5, r=2.2, fill=BLACK))
        body.append(el("circle", cx=cx + side * 19, cy=210, r=6, fill="#ec7f86", opacity=0.5))
        # diamond face paint under one eye
    body.append(el("path", d=f"M{num(cx + 12)},203 l3,5 -3,5 -3,-5 Z", fill=RED))
    body.append(el("path", d=f"M{num(cx)},196 q-4,10 -1,13 q3,1.5 5,0", fill="none", stroke=BLACK,
                   stroke_width=1.4))
    body.append(el("path", d=(f"M{num(cx - 16)},215 C{num(cx - 8)},228 {num(cx + 8)},228 "
                              f"{num(cx + 16)},215 C{num(cx + 8)},221 {num(cx - 8)},221 {num(cx - 16)},215 Z"),
                   fill="#a3242b", **_outline(1.2)))
    # three-pointed cap with bells
    cap = [
        ("M97,186 C88,150 70,130 40,126 C58,118 84,124 104,150 Z", RED),
        ("M153,186 C162,150 180,130 210,126 C192,118 166,124 146,150 Z", GOLD),
        ("M100,172 C96,130 108,100 125,76 C142,100 154,130 150,172 Z", BLUE),
    ]
    for d, fill in cap:
        body.append(el("path", d=d, fill=fill, **_outline(1.6)))
    body.append(el("path", d="M93,186 C105,168 145,168 157,186 L157,176 C145,160 105,160 93,176 Z",
                   fill=WHITE, **_outline(1.4)))
    for bx, by in ((40, 126), (210, 126), (125, 74)):
        body.append(el("circle", cx=bx, cy=by, r=7, fill=GOLD, **_outline(1.2)))
        body.append(el("path", d=f"M{num(bx - 3)},{num(by + 2)} h6", stroke=BLACK, stroke_width=1.1))
    # corner index: JOKER down the side
    letters = []
    for i, ch in enumerate("JOKER"):
        letters.append(font.text(ch, x=20, baseline=30 + i * 21, cap=17, fill=JOKER_RED,
                                 squeeze=0.9))
    letters.append(el("path", d=f"M20,{num(30 + 5 * 21 - 4)} l5,8 -5,8 -5,-8 Z", fill=JOKER_RED))
    body.append(group(letters))
    body.append(group(letters, transform=f"rotate(180 {num(W / 2)} {num(H / 2)})"))
    return document(W, H, body, defs)


# --------------------------------------------------------------------------- backs
BACK_MARGIN = 11.0


def _back_frame(fill: str, line: str) -> list[str]:
    m = BACK_MARGIN
    return [
        el("path", d=rounded_rect_path(0.75, 0.75, W - 1.5, H - 1.5, RADIUS), fill=PAPER,
           stroke=EDGE, stroke_width=1.5),
        el("path", d=rounded_rect_path(m, m, W - 2 * m, H - 2 * m, 7), fill=fill),
        el("path", d=rounded_rect_path(m + 5, m + 5, W - 2 * m - 10, H - 2 * m - 10, 4),
           fill="none", stroke=line, stroke_width=1.4),
    ]


def _lattice(box: tuple[float, float, float, float], step: float, colour: str, width: float,
             opacity: float) -> list[str]:
    x0, y0, x1, y1 = box
    lines = []
    span = (x1 - x0) + (y1 - y0)
    k = -span
    while k < span:
        for p, q in (((x0 + k, y0), (x0 + k + span, y0 + span)),
                     ((x1 - k, y0), (x1 - k - span, y0 + span))):
            seg = clip_segment(p, q, box)
            if seg:
                (a, b), (c, d) = seg
                lines.append(f"M{num(a)},{num(b)}L{num(c)},{num(d)}")
        k += step
    return [el("path", d="".join(lines), fill="none", stroke=colour, stroke_width=width,
               opacity=opacity)]


def _rosette(cx: float, cy: float, r_outer: float, r_inner: float, lobes: int, turns: int,
             colour: str, width: float, rx_scale: float = 1.0, phase: float = 0.0,
             steps: int = 720) -> str:
    """A guilloche rosette: r(t) oscillates between the two radii while t sweeps around."""
    d = []
    for i in range(steps + 1):
        t = 2 * math.pi * i / steps
        r = r_inner + (r_outer - r_inner) * (0.5 + 0.5 * math.cos(lobes * t + phase))
        a = t * turns
        x, y = cx + r * math.cos(a) * rx_scale, cy + r * math.sin(a)
        d.append(("M" if i == 0 else "L") + f"{num(x)},{num(y)}")
    return el("path", d="".join(d), fill="none", stroke=colour, stroke_width=width)


def back_lattice(fill: str, dark: str) -> str:
    """Classic casino back: fine white lattice, double frame, central medallion."""
    m = BACK_MARGIN + 9
    body = _back_frame(fill, PAPER)
    body += _lattice((m, m, W - m, H - m), 8.5, PAPER, 0.9, 0.55)
    cx, cy = W / 2, H / 2
    body.append(el("ellipse", cx=cx, cy=cy, rx=70, ry=92, fill=dark, stroke=PAPER, stroke_width=2))
    body.append(el("ellipse", cx=cx, cy=cy, rx=63, ry=85, fill="none", stroke=PAPER,
                   stroke_width=0.8))
    for k in range(5):
        body.append(_rosette(cx, cy, 60 - k * 2.5, 38 - k * 1.5, 16, 1, PAPER, 0.55,
                             rx_scale=0.8, phase=k * 0.4))
    body.append(el("ellipse", cx=cx, cy=cy, rx=27, ry=33, fill=dark, stroke=PAPER,
                   stroke_width=1.2))
    for i, s in enumerate("shdc"):
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[i]
        body.append(suit_shape(s, cx + dx * 11, cy + dy * 13.5, 11, PAPER))
    # corner fans
    for cxn, cyn, start in ((m, m, 0), (W - m, m, 90), (W - m, H - m, 180), (m, H - m, 270)):
        body.append(el("path", d=(f"M{num(cxn)},{num(cyn)} "
                                  f"L{num(polar(cxn, cyn, 34, start)[0])},{num(polar(cxn, cyn, 34, start)[1])} "
                                  f"A34,34 0 0 1 {num(polar(cxn, cyn, 34, start + 90)[0])},"
                                  f"{num(polar(cxn, cyn, 34, start + 90)[1])} Z"),
                       fill=dark, stroke=PAPER, stroke_width=1.2))
    return document(W, H, body)


def back_guilloche(fill: str, ink: str) -> str:
    """Engraved-banknote back: nested guilloche rosettes over a deep colour."""
    m = BACK_MARGIN
    body = _back_frame(fill, ink)
    cx, cy = W / 2, H / 2
    body += _lattice((m + 16, m + 8, W - m - 16, H - m - 8), 6.0, ink, 0.5, 0.18)
    for k in range(9):
        body.append(_rosette(cx, cy, 104 - k * 5, 60 - k * 5, 18, 1, ink, 0.6, rx_scale=0.98,
                             phase=k * 0.35))
    for k in range(6):
        body.append(_rosette(cx, cy, 50 - k * 4, 18 - k * 1.5, 10, 1, ink, 0.6, phase=k * 0.6))
    # waves along the frame
    for edge in range(2):
        d = []
        for i in range(0, 201):
            t = i / 200
            y = m + 16 + t * (H - 2 * m - 32)
            x = (m + 10) + 3 * math.sin(t * 2 * math.pi * 18 + edge * math.pi)
            d.append(("M" if i == 0 else "L") + f"{num(x)},{num(y)}")
        wave = "".join(d)
        body.append(el("path", d=wave, fill="none", stroke=ink, stroke_width=0.8))
        body.append(group([el("path", d=wave, fill="none", stroke=ink, stroke_width=0.8)],
                          transform=f"rotate(180 {num(cx)} {num(cy)})"))
    body.append(el("circle", cx=cx, cy=cy, r=14, fill=fill, stroke=ink, stroke_width=1.2))
    body.append(suit_shape("s", cx, cy, 15, ink))
    return document(W, H, body)


def back_deco(fill: str, gold: str) -> str:
    """Art-deco back: black with gold sunburst, nested frames and a diamond centre."""
    m = BACK_MARGIN
    body = _back_frame(fill, gold)
    cx, cy = W / 2, H / 2
    box = (m + 9, m + 9, W - m - 9, H - m - 9)
    rays = []
    for i in range(72):
        p = polar(cx, cy, 18, i * 5)
        q = polar(cx, cy, 260, i * 5)
        seg = clip_segment(p, q, box)
        if seg:
            (a, b), (c, d) = seg
            rays.append(f"M{num(a)},{num(b)}L{num(c)},{num(d)}")
    body.append(el("path", d="".join(rays), stroke=gold, stroke_width=0.7, opacity=0.5,
                   fill="none"))
    for k, (rw, rh) in enumerate(((150, 220), (130, 196), (110, 172))):
        body.append(el("path", d=rounded_rect_path(cx - rw / 2, cy - rh / 2, rw, rh, 10 - k * 2),
                       fill="none" if k else fill, stroke=gold, stroke_width=1.4 if k != 1 else 0.7))
    body.append(el("path", d=f"M{num(cx)},{num(cy - 70)} L{num(cx + 44)},{num(cy)} "
                             f"L{num(cx)},{num(cy + 70)} L{num(cx - 44)},{num(cy)} Z",
                   fill=fill, stroke=gold, stroke_width=1.6))
    body.append(el("path", d=f"M{num(cx)},{num(cy - 56)} L{num(cx + 34)},{num(cy)} "
                             f"L{num(cx)},{num(cy + 56)} L{num(cx - 34)},{num(cy)} Z",
                   fill="none", stroke=gold, stroke_width=0.7))
    body.append(suit_shape("s", cx, cy - 2, 30, gold))
    for dy in (-1, 1):
        for k in range(5):
            y = cy + dy * (78 + k * 5)
            body.append(el("line", x1=cx - 40 + k * 6, y1=y, x2=cx + 40 - k * 6, y2=y,
                           stroke=gold, stroke_width=0.9))
    return document(W, H, body)


def _frame_mask(m: float) -> str:
    """The paper border over a pattern drawn past it: the card's outline with the inner
    panel cut out (even-odd), so the pattern shows only inside the panel."""
    outer = rounded_rect_path(0.75, 0.75, W - 1.5, H - 1.5, RADIUS)
    inner = rounded_rect_path(m, m, W - 2 * m, H - 2 * m, 7)
    return el("path", d=outer + inner, fill=PAPER, fill_rule="evenodd", stroke=EDGE,
              stroke_width=1.5)


def _clip_polygon(points: list[tuple[float, float]],
                  box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """``points`` (a convex polygon) cut to the rectangle ``box`` (Sutherland-Hodgman)."""
    x0, y0, x1, y1 = box
    edges = ((0, x0, 1), (0, x1, -1), (1, y0, 1), (1, y1, -1))
    for axis, edge, side in edges:
        if not points:
            break
        out: list[tuple[float, float]] = []
        for i, cur in enumerate(points):
            prev = points[i - 1]
            cur_in, prev_in = (cur[axis] - edge) * side >= 0, (prev[axis] - edge) * side >= 0
            if cur_in != prev_in:
                t = (edge - prev[axis]) / (cur[axis] - prev[axis])
                out.append((prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])))
            if cur_in:
                out.append(cur)
        points = out
    return points


def back_argyle(fill: str, check: str, line: str) -> str:
    """Argyle back: diamonds of two tones meeting at their points, a dashed overcheck
    through their middles, a cream oval medallion with a spade and a double frame."""
    m = BACK_MARGIN
    body = _back_frame(fill, line)
    box = (m, m, W - m, H - m)
    dw, dh = 38.0, 52.0  # one diamond's width and height
    cx0, cy0 = W / 2, H / 2
    diamonds = []
    for j in range(-4, 5):
        for i in range(-4, 5):
            x, y = cx0 + i * dw, cy0 + j * dh
            shape = _clip_polygon([(x, y - dh / 2), (x + dw / 2, y), (x, y + dh / 2),
                                   (x - dw / 2, y)], box)
            if len(shape) >= 3:
                diamonds.append("M" + "L".join(f"{num(px)},{num(py)}" for px, py in shape) + "Z")
    body.append(el("path", d="".join(diamonds), fill=check))
    over = []
    for k in range(-12, 13):  # lines of slope +-dh/dw through the diamonds' middles
        x = cx0 + k * dw
        for sign in (1, -1):
            p, q = (x - sign * 10 * dw, cy0 - 10 * dh), (x + sign * 10 * dw, cy0 + 10 * dh)
            seg = clip_segment(p, q, box)
            if seg:
                (a, b), (c, d) = seg
                over.append(f"M{num(a)},{num(b)}L{num(c)},{num(d)}")
    body.append(el("path", d="".join(over), fill="none", stroke=line, stroke_width=0.8,
                   stroke_dasharray="3.5,2.5", opacity=0.75))
    body.append(_frame_mask(m))
    body.append(el("path", d=rounded_rect_path(m + 5, m + 5, W - 2 * m - 10, H - 2 * m - 10, 4),
                   fill="none", stroke=line, stroke_width=1.4))
    body.append(el("ellipse", cx=cx0, cy=cy0, rx=48, ry=62, fill=fill, stroke=line,
                   stroke_width=2.2))
    body.append(el("ellipse", cx=cx0, cy=cy0, rx=41, ry=55, fill=line))
    body.append(el("ellipse", cx=cx0, cy=cy0, rx=36.5, ry=50.5, fill="none", stroke=fill,
                   stroke_width=0.9))
    body.append(suit_shape("s", cx0, cy0, 40, fill))
    return document(W, H, body)


def back_sunburst(fill: str, ray: str, gold: str) -> str:
    """Sunburst back: alternate wedges radiating from a gold compass medallion, a gold
    double frame with studs at the corners."""
    m = BACK_MARGIN
    body = _back_frame(fill, gold)
    cx, cy = W / 2, H / 2
    wedges = []
    for i in range(0, 48, 2):
        a, b = i * 7.5, (i + 1) * 7.5
        shape = _clip_polygon([(cx, cy), polar(cx, cy, 260, a), polar(cx, cy, 260, b)],
                              (m, m, W - m, H - m))
        wedges.append("M" + "L".join(f"{num(x)},{num(y)}" for x, y in shape) + "Z")
    body.append(el("path", d="".join(wedges), fill=ray))
    body.append(_frame_mask(m))
    for k, inset in enumerate((5.0, 9.0)):
        body.append(el("path", d=rounded_rect_path(m + inset, m + inset, W - 2 * (m + inset),
                                                   H - 2 * (m + inset), 5 - k),
                       fill="none", stroke=gold, stroke_width=1.6 if k == 0 else 0.7))
    for sx, sy in ((m + 7, m + 7), (W - m - 7, m + 7), (W - m - 7, H - m - 7),
                   (m + 7, H - m - 7)):
        body.append(el("circle", cx=sx, cy=sy, r=4.2, fill=gold))
    body.append(el("circle", cx=cx, cy=cy, r=60, fill="none", stroke=gold, stroke_width=0.8))
    body.append(el("circle", cx=cx, cy=cy, r=54, fill=fill, stroke=gold, stroke_width=2.6))
    body.append(el("circle", cx=cx, cy=cy, r=47, fill="none", stroke=gold, stroke_width=0.8,
                   stroke_dasharray="2,3"))
    star = []
    for i in range(16):
        r = 40 if i % 4 == 0 else (26 if i % 2 == 0 else 14)
        x, y = polar(cx, cy, r, i * 22.5 - 90)
        star.append(("M" if i == 0 else "L") + f"{num(x)},{num(y)}")
        x, y = polar(cx, cy, 7, i * 22.5 - 90 + 11.25)
        star.append(f"L{num(x)},{num(y)}")
    body.append(el("path", d="".join(star) + "Z", fill=gold))
    body.append(el("circle", cx=cx, cy=cy, r=6, fill=fill, stroke=gold, stroke_width=1.2))
    return document(W, H, body)


BACKS: dict[str, Callable[[], str]] = {
    "red": lambda: back_lattice("#a3162a", "#7d0e1e"),
    "blue": lambda: back_lattice("#1d4f9a", "#133a76"),
    "green": lambda: back_guilloche("#135a3c", "#cfe8d6"),
    "black": lambda: back_deco("#151518", "#d4aa4f"),
    "argyle": lambda: back_argyle("#571322", "#8e2c43", "#ecdcb2"),
    "sunburst": lambda: back_sunburst("#0c4f57", "#146a73", "#e2b75a"),
}


# --------------------------------------------------------------------------- compact faces
def compact_card(rank: int, suit: str, colour: str) -> str:
    """A face for small sizes (under ~80 px tall): a jumbo index and one big suit.

    Full faces at that size have indices a few pixels tall; these read at a glance, even
    when fanned so that only the left strip shows. A court card shows its figure's upper
    half in a small framed window at the top right, as jumbo-index decks do: a court
    design, not a mark (gold marks on a card are the table's: the wild card's badge).
    """
    font = serif_bold()
    body = card_base()
    text = rank_text(rank)
    squeeze, tracking = (0.62, -6.0) if text == "10" else (0.9, 0.0)
    body.append(font.text(text, x=66, baseline=128, cap=104, fill=colour, squeeze=squeeze,
                          tracking=tracking))
    body.append(suit_shape(suit, 66, 196, 82, colour))
    body.append(suit_shape(suit, 178, 272, 112, colour))
    if rank in (11, 12, 13):
        body += _court_window(rank, suit, colour)
    return document(W, H, body)


#: The compact court card's figure window (x0, y0, width), user units: the figure's upper
#: half scaled into it keeps the full face's proportions.
COURT_WINDOW = (128.0, 22.0, 106.0)


def _court_window(rank: int, suit: str, colour: str) -> list[str]:
    """The court figure's upper half in a framed window at the top right of a compact
    face (:data:`COURT_WINDOW`), framed in the suit's colour like the full face."""
    x0, y0, x1, y1 = FRAME
    wx, wy, ww = COURT_WINDOW
    k = ww / (x1 - x0)
    wh = (y1 - y0) / 2 * k
    out = [el("rect", x=wx, y=wy, width=ww, height=wh, fill="#fbf1d9")]
    out += _stripes(wx, wx + ww, wy, wy + wh, 7 * k, "#efe0b9", k)
    out.append(group(court_half(rank, suit, colour),
                     transform=f"translate({num(wx)},{num(wy)}) scale({num(k)})"))
    out.append(el("rect", x=wx, y=wy, width=ww, height=wh, fill="none", stroke=colour,
                  stroke_width=3))
    return out


# --------------------------------------------------------------------------- driver
def card_svg(rank: int, suit: str, deck: str) -> str:
    """SVG text for one face (rank 2..14, suit in 'cdhs') of ``deck``."""
    colour = DECK_COLOURS[deck][suit]
    if rank == 14:
        return ace_card(suit, colour)
    if rank >= 11:
        return court_card(rank, suit, colour)
    return number_card(rank, suit, colour)


def file_stem(rank: int, suit: str) -> str:
    """Lowercase file stem: ``as``, ``td``, ``2c``."""
    return (RANKS[rank - 2] + suit).lower()


def main() -> None:
    """Write every card SVG under assets/cards/."""
    written = 0
    for deck in DECK_COLOURS:
        out = ASSETS / "cards" / deck
        for rank in range(2, 15):
            for suit in SUITS:
                written += write_if_changed(out / f"{file_stem(rank, suit)}.svg",
                                            card_svg(rank, suit, deck))
        written += write_if_changed(out / "joker.svg", joker_card())
        small = ASSETS / "cards" / f"{deck}-compact"
        for rank in range(2, 15):
            for suit in SUITS:
                written += write_if_changed(small / f"{file_stem(rank, suit)}.svg",
                                            compact_card(rank, suit, DECK_COLOURS[deck][suit]))
    for name, make in BACKS.items():
        written += write_if_changed(ASSETS / "cards" / "backs" / f"{name}.svg", make())
    print(f"make_cards: {written} file(s) written")


if __name__ == "__main__":
    main()
