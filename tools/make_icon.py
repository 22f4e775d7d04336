"""Make the app icon: assets/icon/drawpoker.svg, .png (512 px), .ico (Windows), .icns (macOS).

Run ``uv run python tools/make_icon.py`` (after ``tools/make_cards.py``: the icon reuses
two card faces). The ICO and ICNS containers are written by this script's own small
writers (no Pillow): ICO holds 32-bit BMP images for 16-48 px and PNGs above; ICNS
holds PNG images for every standard slot. Rendering uses pygame-ce's SVG loader.
"""

from __future__ import annotations

import io
import os
import re
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from make_cards import card_svg, suit_shape  # noqa: E402
from svgkit import (  # noqa: E402
    ASSETS,
    document,
    el,
    group,
    linear_gradient,
    radial_gradient,
    rounded_rect_path,
    write_if_changed,
)

OUT = ASSETS / "icon"
S = 512.0


def _card_body(svg: str) -> str:
    """The drawing inside a card SVG (without the <svg> wrapper); cards use no <defs>."""
    inner = re.sub(r"^<svg[^>]*>", "", svg.strip())
    inner = re.sub(r"</svg>$", "", inner)
    if "<defs>" in inner:
        raise ValueError("card SVG with <defs> can't be embedded in the icon")
    return inner


def _tile() -> tuple[list[str], list[str]]:
    defs = [
        radial_gradient("felt", S * 0.5, S * 0.42, S * 0.62,
                        [(0, "#3a9a5e", 1), (0.7, "#1d6a3d", 1), (1, "#0f4226", 1)]),
        linear_gradient("rim", 0, 0, 0, S, [(0, "#f3d27a", 1), (1, "#a8741c", 1)]),
    ]
    body = [
        el("path", d=rounded_rect_path(16, 16, S - 32, S - 32, 100), fill="url(#rim)"),
        el("path", d=rounded_rect_path(28, 28, S - 56, S - 56, 90), fill="url(#felt)"),
    ]
    return defs, body


def icon_svg() -> str:
    """The full icon: two fanned cards (K hearts, A spades) and a chip on green felt."""
    defs, body = _tile()
    king = _card_body(card_svg(13, "h", "classic"))
    ace = _card_body(card_svg(14, "s", "classic"))
    scale = 0.98
    for card, angle, dx in ((king, -14, -52), (ace, 10, 40)):
        body.append(group([el("path", d=rounded_rect_path(4, 8, 250, 350, 14), fill="#000000",
                              fill_opacity=0.35)] + [card],
                          transform=f"translate({S / 2 + dx},{S / 2 + 6}) rotate({angle}) "
                                    f"scale({scale}) translate(-125,-175)"))
    return document(S, S, body, defs)


def small_icon_svg() -> str:
    """A simpler icon for 16-48 px: one card with a big spade (detail would be mush)."""
    defs, body = _tile()
    body.append(el("path", d=rounded_rect_path(128, 72, 256, 368, 30), fill="#fdfcf8",
                   stroke="#1b1b1f", stroke_width=6))
    body.append(suit_shape("s", 256, 258, 210, "#17171b"))
    return document(S, S, body, defs)


def render_png(svg: str, px: int) -> bytes:
    """PNG bytes of ``svg`` rendered at ``px`` x ``px``."""
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (px, px))
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def _bmp_entry(svg: str, px: int) -> bytes:
    """A 32-bit BGRA DIB (BMP without file header) plus an all-opaque AND mask, for ICO."""
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (px, px))
    raw = pygame.image.tobytes(surf, "RGBA")
    rows = []
    for y in range(px - 1, -1, -1):  # bottom-up
        row = raw[y * px * 4:(y + 1) * px * 4]
        bgra = bytearray(row)
        bgra[0::4], bgra[2::4] = row[2::4], row[0::4]
        rows.append(bytes(bgra))
    header = struct.pack("<IiiHHIIiiII", 40, px, px * 2, 1, 32, 0, px * px * 4, 0, 0, 0, 0)
    mask_row = ((px + 31) // 32) * 4
    return header + b"".join(rows) + b"\0" * (mask_row * px)


def ico_bytes(full: str, small: str) -> bytes:
    """A Windows .ico with 16, 24, 32, 48 (BMP) and 64, 128, 256 (PNG) images."""
    images = [(px, _bmp_entry(small, px)) for px in (16, 24, 32, 48)]
    images += [(px, render_png(full, px)) for px in (64, 128, 256)]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    data = b""
    for px, blob in images:
        dim = 0 if px >= 256 else px
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        data += blob
    return out + data


ICNS_SLOTS = (("icp4", 16, True), ("icp5", 32, True), ("ic11", 32, True), ("icp6", 64, False),
              ("ic12", 64, False), ("ic07", 128, False), ("ic13", 256, False),
              ("ic08", 256, False), ("ic14", 512, False), ("ic09", 512, False),
              ("ic10", 1024, False))


def icns_bytes(full: str, small: str) -> bytes:
    """A macOS .icns holding PNG images for the standard slots (16 .. 1024 px)."""
    body = b""
    for kind, px, use_small in ICNS_SLOTS:
        png = render_png(small if use_small else full, px)
        body += kind.encode("ascii") + struct.pack(">I", len(png) + 8) + png
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> None:
    """Write the icon files under assets/icon/."""
    pygame.init()
    full, small = icon_svg(), small_icon_svg()
    written = write_if_changed(OUT / "drawpoker.svg", full)
    written += write_if_changed(OUT / "drawpoker.png", render_png(full, 512))
    written += write_if_changed(OUT / "drawpoker.ico", ico_bytes(full, small))
    written += write_if_changed(OUT / "drawpoker.icns", icns_bytes(full, small))
    print(f"make_icon: {written} file(s) written")


if __name__ == "__main__":
    main()
