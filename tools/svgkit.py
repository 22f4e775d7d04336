"""Small helpers shared by the asset tools: SVG text building and font glyph outlines.

Everything here is deterministic: the same inputs give byte-identical SVG text, so
regenerating the assets gives a clean ``git diff``.

The SVGs are rasterised at run time by pygame-ce (``pygame.image.load_sized_svg``, which
uses nanosvg). nanosvg understands paths, basic shapes, transforms, solid fills and
strokes, opacity and linear/radial gradients in ``userSpaceOnUse`` units, but no text,
clip paths, masks, patterns, filters or ``<use>``. The tools therefore draw letters as
glyph outlines (from the bundled DejaVu fonts) and clip geometry in Python.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
FONTS = ASSETS / "fonts"


def num(value: float) -> str:
    """Format a coordinate compactly and deterministically (2 decimals, no trailing 0)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[tuple[float, float]]) -> str:
    """Format points as ``"x,y x,y ..."`` for ``polygon``/``polyline``."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def attrs(**kw: object) -> str:
    """Format keyword arguments as SVG attributes (``stroke_width`` -> ``stroke-width``)."""
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        out.append(f'{name}="{value}"')
    return " ".join(out)


def el(tag: str, **kw: object) -> str:
    """One self-closing SVG element."""
    return f"<{tag} {attrs(**kw)}/>"


def group(children: Iterable[str], **kw: object) -> str:
    """A ``<g>`` around ``children`` with the given attributes (e.g. ``transform``)."""
    inner = "".join(children)
    head = f"<g {attrs(**kw)}>" if kw else "<g>"
    return f"{head}{inner}</g>"


def document(width: float, height: float, body: Iterable[str], defs: Iterable[str] = ()) -> str:
    """A whole SVG document with a ``viewBox`` of ``width`` x ``height`` user units."""
    defs_text = "".join(defs)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">'
    )
    return head + (f"<defs>{defs_text}</defs>" if defs_text else "") + "".join(body) + "</svg>\n"


def linear_gradient(
    gid: str, x1: float, y1: float, x2: float, y2: float, stops: Sequence[tuple[float, str, float]]
) -> str:
    """A user-space linear gradient; ``stops`` are ``(offset 0..1, colour, opacity)``."""
    s = "".join(
        f'<stop offset="{num(o * 100)}%" stop-color="{c}" stop-opacity="{num(a)}"/>'
        for o, c, a in stops
    )
    return (
        f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="{num(x1)}" '
        f'y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}">{s}</linearGradient>'
    )


def radial_gradient(
    gid: str, cx: float, cy: float, r: float, stops: Sequence[tuple[float, str, float]]
) -> str:
    """A user-space radial gradient; ``stops`` are ``(offset 0..1, colour, opacity)``."""
    s = "".join(
        f'<stop offset="{num(o * 100)}%" stop-color="{c}" stop-opacity="{num(a)}"/>'
        for o, c, a in stops
    )
    return (
        f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{num(cx)}" '
        f'cy="{num(cy)}" r="{num(r)}">{s}</radialGradient>'
    )


def rounded_rect_path(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data for a rounded rectangle (nanosvg draws ``rect rx`` fine, but paths compose)."""
    return (
        f"M{num(x + r)},{num(y)} H{num(x + w - r)} A{num(r)},{num(r)} 0 0 1 {num(x + w)},{num(y + r)} "
        f"V{num(y + h - r)} A{num(r)},{num(r)} 0 0 1 {num(x + w - r)},{num(y + h)} "
        f"H{num(x + r)} A{num(r)},{num(r)} 0 0 1 {num(x)},{num(y + h - r)} "
        f"V{num(y + r)} A{num(r)},{num(r)} 0 0 1 {num(x + r)},{num(y)} Z"
    )


def polar(cx: float, cy: float, r: float, angle_deg: float) -> tuple[float, float]:
    """The point at ``angle_deg`` (0 = right, clockwise on screen) on a circle."""
    a = math.radians(angle_deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def clip_segment(
    p: tuple[float, float], q: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip segment ``p``-``q`` to ``box`` = (x0, y0, x1, y1) (Liang-Barsky); None if outside."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pk, qk in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pk == 0:
            if qk < 0:
                return None
            continue
        t = qk / pk
        if pk < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


class GlyphFont:
    """Outlines of one TrueType font as SVG path data, for text without ``<text>``.

    Args:
        path: The TTF file.
    """

    def __init__(self, path: Path) -> None:
        from fontTools.pens.boundsPen import BoundsPen
        from fontTools.pens.svgPathPen import SVGPathPen
        from fontTools.ttLib import TTFont

        self._font = TTFont(str(path))
        self._glyphs = self._font.getGlyphSet()
        self._cmap = self._font.getBestCmap()
        self._svg_pen = SVGPathPen
        self._bounds_pen = BoundsPen
        self.units_per_em: int = self._font["head"].unitsPerEm
        h_bounds = self.bounds("H")
        self.cap_height: float = h_bounds[3] - h_bounds[1]

    def _name(self, ch: str) -> str:
        try:
            return self._cmap[ord(ch)]
        except KeyError as exc:
            raise ValueError(f"the font has no glyph for {ch!r}") from exc

    def bounds(self, ch: str) -> tuple[float, float, float, float]:
        """Ink bounds (xmin, ymin, xmax, ymax) of ``ch`` in font units, y up."""
        pen = self._bounds_pen(self._glyphs)
        self._glyphs[self._name(ch)].draw(pen)
        return pen.bounds or (0.0, 0.0, 0.0, 0.0)

    def advance(self, ch: str) -> float:
        """Advance width of ``ch`` in font units."""
        return float(self._glyphs[self._name(ch)].width)

    def path(self, ch: str) -> str:
        """SVG path data for ``ch`` in font units, y up (flip with a negative y scale)."""
        pen = self._svg_pen(self._glyphs)
        self._glyphs[self._name(ch)].draw(pen)
        return pen.getCommands()

    def text(
        self,
        text: str,
        *,
        x: float,
        baseline: float,
        cap: float,
        fill: str,
        anchor: str = "middle",
        squeeze: float = 1.0,
        tracking: float = 0.0,
        extra: str = "",
    ) -> str:
        """SVG for ``text`` set as outlines.

        Args:
            text: The characters.
            x: Anchor x in user units.
            baseline: Baseline y in user units.
            cap: Cap height in user units (sets the scale).
            fill: Fill colour.
            anchor: ``"start"``, ``"middle"`` or ``"end"``.
            squeeze: Horizontal scale factor (< 1 condenses).
            tracking: Extra space between letters in user units.
            extra: Extra attributes for the group (e.g. a stroke).
        """
        s = cap / self.cap_height
        pieces = []
        pen_x = 0.0
        for i, ch in enumerate(text):
            if ch != " ":
                pieces.append(
                    f'<path transform="translate({num(pen_x)},0)" d="{self.path(ch)}"/>'
                )
            pen_x += self.advance(ch) + (tracking / (s * squeeze) if i < len(text) - 1 else 0)
        width = pen_x * s * squeeze
        start = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        sx = s * squeeze
        return (
            f'<g fill="{fill}" {extra} transform="translate({num(start)},{num(baseline)}) '
            f'scale({sx:.5f},{-s:.5f})">' + "".join(pieces) + "</g>"
        )

    def text_width(self, text: str, *, cap: float, squeeze: float = 1.0) -> float:
        """Width in user units of ``text`` set by :meth:`text` (no tracking)."""
        s = cap / self.cap_height
        return sum(self.advance(ch) for ch in text) * s * squeeze


@cache
def serif_bold() -> GlyphFont:
    """DejaVu Serif Condensed Bold outlines (card indices, chip values)."""
    return GlyphFont(FONTS / "dejavuserifcondensed-bold.ttf")


@cache
def sans_bold() -> GlyphFont:
    """DejaVu Sans Bold outlines (bold labels set into an SVG)."""
    return GlyphFont(FONTS / "dejavusans-bold.ttf")


def write_if_changed(path: Path, data: bytes | str) -> bool:
    """Write ``data`` to ``path`` unless it already holds exactly that; True if written."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == raw:
        return False
    path.write_bytes(raw)
    return True
