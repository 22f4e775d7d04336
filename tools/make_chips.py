"""Generate the chip and dealer-button SVGs.

Run ``uv run python tools/make_chips.py``. Output::

    assets/chips/chip_<value>.svg     value in 1 5 25 100 500 1000 5000
    assets/chips/chip_<value>_r1.svg  the same chip turned (and _r2): stacks mix them
    assets/chips/dealer_button.svg

Each chip is drawn as a real clay chip seen from above at an angle: the top face (edge
inserts, a dashed inner ring, a printed inlay with the value) squashed by
``TILT``, over the chip's edge, which shows the same inserts. The box is 200 x 126 user
units; a chip's edge is ``STEP`` = 14 units tall, which is the stack step the runtime
uses (``drawpoker.ui.sprites.chips.CHIP_STEP_RATIO``), so a column of chips reads as a stack.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from svgkit import (  # noqa: E402
    ASSETS,
    document,
    el,
    group,
    num,
    polar,
    radial_gradient,
    serif_bold,
    write_if_changed,
)

from drawpoker.ui.sprites.chip_sets import CHIP_SETS  # noqa: E402

W = 200.0
R = 99.0
TILT = 0.55
CY = 56.0
STEP = 14.0
CHIP_H = 126.0
BUTTON_H = 142.0
BUTTON_T = 26.0

# value: (body colour, edge-insert colour, body shade for the edge, text colour); the
# game draws its other chip sets by swapping these colours (drawpoker.ui.sprites.chip_sets)
CHIPS: dict[int, tuple[str, str, str, str]] = CHIP_SETS["classic"].chips
INLAY = CHIP_SETS["classic"].inlay
INSERTS = 6
#: Chips in a stack lie turned at random; three turned variants per value show that.
VARIANT_PHASES = (0.0, 21.0, 41.0)


def _rim_point(angle: float, rx: float, ry: float, cy: float) -> tuple[float, float]:
    a = math.radians(angle)
    return W / 2 + rx * math.cos(a), cy + ry * math.sin(a)


def _side_band(body_shade: str, insert: str, thickness: float, inserts: int,
               insert_width: float, phase: float = 0.0) -> list[str]:
    """The chip's visible edge: front half of the cylinder, with the inserts' ends."""
    rx, ry = R, R * TILT
    left, right = W / 2 - rx, W / 2 + rx
    band = (f"M{num(left)},{num(CY)} A{num(rx)},{num(ry)} 0 0 0 {num(right)},{num(CY)} "
            f"L{num(right)},{num(CY + thickness)} A{num(rx)},{num(ry)} 0 0 1 {num(left)},"
            f"{num(CY + thickness)} Z")
    out = [el("path", d=band, fill=body_shade, stroke="#000000", stroke_opacity=0.55,
              stroke_width=1.2)]
    for i in range(inserts):
        centre = 30 + phase + i * 360 / inserts
        a0, b0 = centre - insert_width / 2, centre + insert_width / 2
        a, b = max(a0 % 360, 0), b0 % 360
        if a0 % 360 > b0 % 360:  # wraps through 0
            a, b = 0.0, b0 % 360
        a, b = max(a, 2.0), min(b, 178.0)
        if b <= a:
            continue
        top = [_rim_point(a + (b - a) * k / 6, rx, ry, CY) for k in range(7)]
        bottom = [(x, y + thickness) for x, y in reversed(top)]
        d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in top + bottom) + " Z"
        out.append(el("path", d=d, fill=insert))
    return out


def _top_face(body: str, insert: str, text_colour: str, label: str,
              phase: float = 0.0) -> list[str]:
    """The chip's face seen straight on (circle radius R at 0,0); squashed by the caller."""
    out = [el("circle", cx=0, cy=0, r=R, fill=body)]
    for i in range(INSERTS):
        centre = 30 + phase + i * 360 / INSERTS
        for k in (-1, 0, 1):  # each insert is three bars, like an injected clay chip
            a = centre + k * 6.5
            p1, p2 = polar(0, 0, R * 0.99, a - 2.4), polar(0, 0, R * 0.99, a + 2.4)
            q1, q2 = polar(0, 0, R * 0.77, a + 2.4), polar(0, 0, R * 0.77, a - 2.4)
            out.append(el("path", d=(f"M{num(p1[0])},{num(p1[1])} A{num(R * 0.99)},{num(R * 0.99)} 0 0 1 "
                                     f"{num(p2[0])},{num(p2[1])} L{num(q1[0])},{num(q1[1])} "
                                     f"A{num(R * 0.77)},{num(R * 0.77)} 0 0 0 {num(q2[0])},{num(q2[1])} Z"),
                          fill=insert))
    out.append(el("circle", cx=0, cy=0, r=R * 0.72, fill="none", stroke=insert, stroke_width=3,
                  stroke_dasharray="7,5"))
    out.append(el("circle", cx=0, cy=0, r=R * 0.63, fill=INLAY, stroke=body, stroke_width=2))
    out.append(el("circle", cx=0, cy=0, r=R * 0.55, fill="none", stroke=text_colour,
                  stroke_width=1.2, stroke_opacity=0.6))
    font = serif_bold()
    cap = 36.0 if len(label) <= 3 else 30.0
    squeeze = 1.0 if len(label) <= 2 else 0.82
    out.append(font.text(label, x=0, baseline=cap / 2, cap=cap, fill=text_colour, squeeze=squeeze))
    return out


def _gloss(gid: str) -> tuple[str, str]:
    defs = radial_gradient(gid, -35, -45, 120, [(0, "#ffffff", 0.28), (1, "#ffffff", 0)])
    return defs, el("circle", cx=0, cy=0, r=R, fill=f"url(#{gid})")


def chip_svg(value: int, variant: int = 0) -> str:
    """SVG text for the chip worth ``value``; ``variant`` turns the chip (stacks vary)."""
    body, insert, shade, text_colour = CHIPS[value]
    phase = VARIANT_PHASES[variant]
    defs, gloss = _gloss("gloss")
    face = _top_face(body, insert, text_colour, str(value), phase) + [gloss]
    parts = _side_band(shade, insert, STEP, INSERTS, 22, phase)
    parts.append(group(face, transform=f"translate({num(W / 2)},{num(CY)}) scale(1,{TILT})"))
    parts.append(el("ellipse", cx=W / 2, cy=CY, rx=R, ry=R * TILT, fill="none",
                    stroke="#000000", stroke_opacity=0.45, stroke_width=1.2))
    return document(W, CHIP_H, parts, [defs])


def dealer_button_svg() -> str:
    """SVG text for the dealer button: a thick white puck with a blank face (the game
    draws the translated letter on it at the size shown, ``ui.sprites.chips``)."""
    rx, ry = R, R * TILT
    left, right = W / 2 - rx, W / 2 + rx
    band = (f"M{num(left)},{num(CY)} A{num(rx)},{num(ry)} 0 0 0 {num(right)},{num(CY)} "
            f"L{num(right)},{num(CY + BUTTON_T)} A{num(rx)},{num(ry)} 0 0 1 {num(left)},"
            f"{num(CY + BUTTON_T)} Z")
    defs, gloss = _gloss("gloss")
    side = [
        el("path", d=band, fill="#cfc8b8", stroke="#000000", stroke_opacity=0.5, stroke_width=1.2),
        el("path", d=(f"M{num(left)},{num(CY + BUTTON_T * 0.5)} A{num(rx)},{num(ry)} 0 0 0 "
                      f"{num(right)},{num(CY + BUTTON_T * 0.5)}"), fill="none", stroke="#a8a08e",
           stroke_width=1.0),
    ]
    face = [
        el("circle", cx=0, cy=0, r=R, fill="#fbf9f3"),
        el("circle", cx=0, cy=0, r=R * 0.86, fill="none", stroke="#1e1e23", stroke_width=4),
        el("circle", cx=0, cy=0, r=R * 0.8, fill="none", stroke="#c3262e", stroke_width=1.5),
        gloss,
    ]
    parts = side + [
        group(face, transform=f"translate({num(W / 2)},{num(CY)}) scale(1,{TILT})"),
        el("ellipse", cx=W / 2, cy=CY, rx=R, ry=ry, fill="none", stroke="#000000",
           stroke_opacity=0.45, stroke_width=1.2),
    ]
    return document(W, BUTTON_H, parts, [defs])


def main() -> None:
    """Write every chip SVG and the dealer button under assets/chips/."""
    out = ASSETS / "chips"
    written = 0
    for value in CHIPS:
        for variant in range(len(VARIANT_PHASES)):
            suffix = f"_r{variant}" if variant else ""
            written += write_if_changed(out / f"chip_{value}{suffix}.svg", chip_svg(value, variant))
    written += write_if_changed(out / "dealer_button.svg", dealer_button_svg())
    print(f"make_chips: {written} file(s) written")


if __name__ == "__main__":
    main()
