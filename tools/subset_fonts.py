"""Keep only the scripts and symbols the game draws in its two DejaVu Sans fonts.

The full fonts carry Arabic, Armenian, Georgian, Lao, Braille, mathematical alphanumerics
and more that no screen of the game shows; the one-file build's size bar (30 MB) pays for
each byte. The kept ranges: Latin with its extensions (the Slovak and German letters),
IPA and spacing modifiers, the combining marks, Latin Extended Additional, Greek, Cyrillic (Russian), punctuation, super- and subscripts,
currency, letterlike symbols, number forms (½ ¾), arrows, mathematical operators,
technical symbols, box drawing, blocks, geometric shapes (▶ ◀), miscellaneous symbols
(♠ ♥ ♦ ♣ ☰), dingbats (✓), the mathematical brackets (⟦ ⟧: the test catalog) and the replacement character. Outlines, hinting, kerning and
every layout feature are kept, so what is drawn does not move by a pixel.
``tests/i18n`` checks every glyph of every catalog against the fonts.

Run: ``uv run python tools/subset_fonts.py`` (rewrites ``assets/fonts/dejavusans*.ttf``;
running it again changes nothing).
"""

from __future__ import annotations

import io
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
NAMES = ("dejavusans.ttf", "dejavusans-bold.ttf")
#: The Unicode ranges kept, inclusive (see the module doc).
RANGES = ((0x20, 0x24F), (0x250, 0x2FF), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x52F), (0x2000, 0x206F),
          (0x2070, 0x209F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2150, 0x218F),
          (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x23FF), (0x2500, 0x257F),
          (0x2580, 0x259F), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27EF),
          (0x1E00, 0x1EFF),
          (0xFB00, 0xFB06), (0xFFFD, 0xFFFD))


def subset_font(path: Path) -> bytes:
    """The font at ``path`` keeping only :data:`RANGES` (hinting, kerning, names kept)."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = True
    options.hinting = True
    options.legacy_kern = True
    font = TTFont(path, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for a, b in RANGES for c in range(a, b + 1)])
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def main() -> None:
    for name in NAMES:
        path = FONTS / name
        data = subset_font(path)
        if data != path.read_bytes():
            path.write_bytes(data)
            print(f"subset_fonts: {name} written ({len(data):,} bytes)")


if __name__ == "__main__":
    main()
