"""Make docs/deck.png: every card of both decks, the backs, the chips and the dealer button.

Run ``uv run python tools/make_contact_sheet.py [--height PX] [--out FILE]``. It draws
through the game's own loaders (:mod:`drawpoker.ui.sprites`), so the sheet shows exactly
what the game shows. Runs headless (SDL dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import pygame  # noqa: E402

from drawpoker.cards import JOKER, Card  # noqa: E402
from drawpoker.ui import text as ui_text  # noqa: E402
from drawpoker.ui.sprites import cards as card_sprites  # noqa: E402
from drawpoker.ui.sprites import chips as chip_sprites  # noqa: E402

FELT = (26, 92, 54)
LABEL = (236, 226, 190)


def build(card_h: int) -> pygame.Surface:
    """The contact sheet for cards ``card_h`` pixels tall."""
    cw, ch = card_sprites.card_size(card_h)
    gap = max(4, card_h // 18)
    label_h = max(14, card_h // 7)
    cols = 14
    sheet_w = gap + cols * (cw + gap)
    chip_d = round(cw * 0.95)
    rows_h = (2 * (label_h + 4 * (ch + gap)) + (label_h + 64 + gap) + (label_h + ch + gap)
              + round(chip_d * 0.7) + gap)
    sheet = pygame.Surface((sheet_w, rows_h + gap))
    sheet.fill(FELT)
    title = ui_text.font(round(label_h * 0.72), bold=True)
    y = 0

    def label(text: str) -> None:
        nonlocal y
        sheet.blit(title.render(text, True, LABEL), (gap, y + (label_h - title.get_height()) // 2))
        y += label_h

    for deck, name in (("classic", "Classic deck"), ("four-color", "Four-colour deck")):
        label(f"{name} (♠ ♥ ♦ ♣)")
        for row, suit in enumerate("shdc"):
            for col, rank in enumerate((14, *range(2, 14))):
                img = card_sprites.card_surface(Card(rank, suit), (cw, ch), deck=deck)
                sheet.blit(img, (gap + col * (cw + gap), y + row * (ch + gap)))
        sheet.blit(card_sprites.card_surface(JOKER, (cw, ch), deck=deck),
                   (gap + 13 * (cw + gap), y + (ch + gap) * 3 // 2))
        y += 4 * (ch + gap)
    label("Compact faces, drawn below 80 px tall (here 64 px): classic ♠ ♥, four-colour ♦ ♣")
    small = card_sprites.card_size(64)
    sgap = max(3, gap // 2)
    x = gap
    for deck, suit in (("classic", "s"), ("classic", "h"), ("four-color", "d"),
                       ("four-color", "c")):
        for rank in (14, 13, 12, 11, 10, 7):
            sheet.blit(card_sprites.card_surface(Card(rank, suit), small, deck=deck), (x, y))
            x += small[0] + sgap
        x += gap * 2
    y += small[1] + gap
    label("Backs, chips, stacks and the dealer button")
    for i, back in enumerate(card_sprites.card_backs()):
        sheet.blit(card_sprites.card_surface(None, (cw, ch), back=back), (gap + i * (cw + gap), y))
    x0 = gap + len(card_sprites.card_backs()) * (cw + gap) + gap
    base = y + ch  # stacks stand on this line
    for i, value in enumerate(chip_sprites.chip_denominations()):
        stack = chip_sprites.chip_stack_surface([value] * (3 + (i * 5) % 9), chip_d)
        sheet.blit(stack, (x0 + i * (chip_d + gap), base - stack.get_height()))
    x = x0 + len(chip_sprites.chip_denominations()) * (chip_d + gap)
    button = chip_sprites.dealer_button_surface(chip_d)
    sheet.blit(button, (x, base - button.get_height()))
    y += ch + gap
    x = gap
    for value in chip_sprites.chip_denominations():
        sheet.blit(chip_sprites.chip_surface(value, chip_d), (x, y))
        x += chip_d + gap
    pile = chip_sprites.chip_pile_surface(23_731, round(chip_d * 0.8), max_height=9, max_columns=7)
    sheet.blit(pile, (x + gap * 2, y + round(chip_d * 0.66) - pile.get_height()))
    return sheet


def main(argv: list[str] | None = None) -> int:
    """Write the sheet; returns the process exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--height", type=int, default=150, help="card height in pixels")
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "deck.png")
    args = parser.parse_args(argv)
    pygame.init()
    sheet = build(args.height)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"make_contact_sheet: wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
