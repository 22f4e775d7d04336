"""Card faces, card backs and card shadows (SVG, rendered at the size asked for).

A card whose SVG file is missing or damaged (reported once by ``load_svg``) is drawn
plain instead (:func:`drawpoker.ui.sprites.plain.plain_card`), on every path, so a
broken asset never stops the game."""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.cards import Card
from drawpoker.ui.sprites.plain import plain_card
from drawpoker.ui.sprites.svg import BROKEN_ASSET, check_size, finish, load_svg

#: Card width / height (poker size, 2.5 x 3.5 inches).
CARD_ASPECT = 250 / 350
#: Corner radius / card width.
RADIUS_RATIO = 14 / 250
#: Deck styles: two-colour (``"classic"``) and four-colour (spades black, hearts red,
#: diamonds blue, clubs green).
DECKS: tuple[str, ...] = ("classic", "four-color")
_DECK_ALIASES = {"classic": "classic", "two-color": "classic", "four-color": "four-color"}
#: The card backs, default first.
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "black", "argyle", "sunburst")
#: Below this height in pixels ``card_surface(style="auto")`` draws jumbo-index faces.
COMPACT_BELOW_PX = 80
#: The card back used when none is named.
DEFAULT_BACK = CARD_BACKS[0]




def card_backs() -> list[str]:
    """Names of the card backs, default first (``"blue", "red", "green", "black"``)."""
    return list(CARD_BACKS)


def deck_for(four_color: bool) -> str:
    """The deck style of the four-colour-deck setting: ``"four-color"`` or ``"classic"``."""
    return "four-color" if four_color else "classic"


def card_size(height: int) -> tuple[int, int]:
    """The (width, height) in pixels of a card ``height`` pixels tall (5:7 poker size)."""
    return max(1, round(height * CARD_ASPECT)), max(1, int(height))


def _card_stem(card: Card) -> str:
    if card.is_joker:
        return "joker"
    return str(card).lower()


@lru_cache(maxsize=512)
def _card_cached(stem: str, folder: str, size: tuple[int, int]) -> pygame.Surface:
    try:
        return finish(load_svg(f"cards/{folder}/{stem}.svg", size))
    except BROKEN_ASSET:  # reported by load_svg
        return finish(plain_card(stem, folder, size))


def card_surface(
    card: Card | None,
    size: tuple[int, int],
    *,
    deck: str = "classic",
    back: str = DEFAULT_BACK,
    face_down: bool = False,
    style: str = "auto",
) -> pygame.Surface:
    """A card face, or its back, rendered at ``size`` pixels.

    Args:
        card: The card (:class:`drawpoker.cards.Card`, the joker included), or None for
            a card seen from the back.
        size: (width, height) in pixels. The card fills it when the ratio is 5:7 (see
            :func:`card_size`); otherwise it is centred on a transparent Surface of
            exactly ``size``. The card's corners are transparent.
        deck: ``"classic"`` (two colours; ``"two-color"`` is accepted too) or
            ``"four-color"`` (spades black, hearts red, diamonds blue, clubs green).
        back: One of :func:`card_backs`.
        face_down: Draw the back even though ``card`` is known.
        style: ``"full"`` (corner indices, pips, court figures), ``"compact"`` (a
            jumbo index and one big suit, readable when tiny) or ``"auto"``: compact
            below :data:`COMPACT_BELOW_PX` pixels tall, full from there up. The joker is
            always drawn full.

    Returns:
        A cached per-pixel-alpha Surface of exactly ``size`` (the last 512 faces and
        backs asked for: 53 cards at the few sizes of a layout); do not draw on it.

    Raises:
        ValueError: Unknown ``deck``, ``back`` or ``style``, or a size that is not two
            positive pixel counts.
    """
    size = check_size(size, "card size")
    if style not in ("auto", "full", "compact"):
        raise ValueError(f"unknown card style {style!r}; choose 'auto', 'full' or 'compact'")
    if back not in CARD_BACKS:
        raise ValueError(f"unknown card back {back!r}; choose one of {', '.join(CARD_BACKS)}")
    if deck not in _DECK_ALIASES:
        raise ValueError(f"unknown deck {deck!r}; choose 'classic' or 'four-color'")
    if card is None or face_down:
        return _card_cached(back, "backs", size)
    return _card_cached(_card_stem(card), _face_folder(card, size, deck, style), size)


def _face_folder(card: Card, size: tuple[int, int], deck: str, style: str) -> str:
    folder = _DECK_ALIASES[deck]
    compact = style == "compact" or (style == "auto" and size[1] < COMPACT_BELOW_PX)
    return folder + "-compact" if compact and not card.is_joker else folder


def tilted_card_surface(card: Card, size: tuple[int, int], angle: float, *,
                        deck: str = "classic") -> pygame.Surface:
    """:func:`card_surface` of ``card`` at ``size`` (``style="auto"``) turned ``angle``
    degrees counter-clockwise (``pygame.transform.rotozoom``, smooth), on a transparent
    Surface just large enough; cached in memory and on disk (the title's card fans).

    Raises:
        ValueError: as :func:`card_surface`.
    """
    size = check_size(size, "card size")
    if deck not in _DECK_ALIASES:
        raise ValueError(f"unknown deck {deck!r}; choose 'classic' or 'four-color'")
    return _tilted_cached(_card_stem(card), _face_folder(card, size, deck, "auto"), size,
                          float(angle))


@lru_cache(maxsize=32)
def _tilted_cached(stem: str, folder: str, size: tuple[int, int], angle: float) -> pygame.Surface:
    def tilt(picture: pygame.Surface) -> pygame.Surface:
        return pygame.transform.rotozoom(finish(picture), angle, 1.0)

    try:
        return finish(load_svg(f"cards/{folder}/{stem}.svg", size,
                               variant=f"rotozoom {angle!r} 1.0", transform=tilt))
    except BROKEN_ASSET:  # reported by load_svg
        return finish(tilt(plain_card(stem, folder, size)))


@lru_cache(maxsize=64)
def card_shadow_surface(size: tuple[int, int], *, spread: float = 0.08,
                        opacity: int = 110) -> pygame.Surface:
    """A soft drop shadow for a card of ``size`` (blit it a few pixels below-right).

    Args:
        size: The card's (width, height) in pixels.
        spread: Blur radius as a fraction of the card width.
        opacity: Darkest alpha, 0..255.

    Returns:
        A cached Surface larger than the card by the blur on every side; centre it on the
        card's centre (plus the offset you want).
    """
    w, h = check_size(size, "card size")
    pad = max(2, round(w * spread))
    full = (w + 2 * pad, h + 2 * pad)
    k = max(1, pad // 2)  # draw small, scale up: a cheap, smooth blur
    small = pygame.Surface((max(1, full[0] // k), max(1, full[1] // k)), pygame.SRCALPHA)
    rect = pygame.Rect(pad // k, pad // k, max(1, w // k), max(1, h // k))
    pygame.draw.rect(small, (0, 0, 0, int(opacity)), rect,
                     border_radius=max(1, round(w * RADIUS_RATIO / k)))
    return finish(pygame.transform.smoothscale(small, full))
