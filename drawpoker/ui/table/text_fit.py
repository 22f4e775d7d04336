"""Fitting the table's text into its room (pixels): the header title, seat names, hand
labels placed clear of the other seats, a row of small buttons widened to their labels, and
the lift of a raised card under the top bar.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, shown_floor
from drawpoker.ui.layout_fit import pill_zone
from drawpoker.ui.theme import WHITE


def hand_labels(lay: Layout, texts: tuple[tuple[int, str], ...], hero: int,
                button: pygame.Rect | None = None, box: pygame.Rect | None = None
                ) -> dict[int, tuple[pygame.Surface, pygame.Rect]]:
    """The hand names of several seats (``(seat, text)`` pairs) placed one after another,
    each clear of the ones placed before it, of the dealer button (``button``) and of the
    "Hand over" ``box``: at eight seats three labels fell on one spot. Cached for the same
    texts and layout."""
    key = (lay.size, len(lay.seats), lay.log_panel is None, texts, hero,
           None if button is None else tuple(button), None if box is None else tuple(box),
           ui_text.text_scale())
    hit = _placed.get(key)
    if hit is not None:
        return hit
    s = lay.scale
    taken: list[pygame.Rect] = [r for r in (button, box) if r is not None]
    out: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}
    for seat, text in texts:
        img, rect = hand_label(lay, seat, text, hero=seat == hero, taken=taken)
        out[seat] = (img, rect)
        taken.append(rect.inflate(round(14 * s), round(6 * s)))
    if len(_placed) > 64:
        _placed.clear()
    _placed[key] = out
    return out


_placed: dict[tuple[object, ...], dict[int, tuple[pygame.Surface, pygame.Rect]]] = {}


#: How much worse a hand's name lying on another label (or the dealer button, or the
#: "Hand over" box) is than lying on a plate or a card, pixel for pixel.
OVER_A_LABEL = 50


def hand_label(lay: Layout, seat: int, text: str, *, hero: bool = False,
               taken: list[pygame.Rect] | tuple[pygame.Rect, ...] = ()
               ) -> tuple[pygame.Surface, pygame.Rect]:
    """The rendered hand name of ``seat`` and where it goes (pixels, window coordinates).

    Above the seat's cards; under the action pill when there is no room above (the top
    seat, below the top bar); the player's own to the left of his plate. The text
    shrinks (down to 75 %; at a larger text size not at all) until it fits the table area, and the Rect is moved inside it
    with its panel margin, so no label is cut at a window edge or by the top bar.

    Args:
        lay: the current layout.
        seat: engine seat index (a key of ``lay.seats``).
        text: the hand's name in the current language.
        hero: the player's own seat.
        taken: Rects (pixels) already used by other labels or the dealer button.

    Returns:
        ``(image, rect)``; ``rect`` has the image's size.
    """
    s = lay.scale
    sl = lay.seats[seat]
    plate = sl.plate
    # the panel drawn around the label (14·s, 6·s larger) keeps 10·s off the table
    # area's sides (it ran to the window's edge) and stays below the top bar
    area = lay.table_area.inflate(-round(34 * s), -round(16 * s))
    base = round(lay.font_px * 0.85)
    size = base
    room = area.width * 0.46 if hero else min(area.width * 0.9, 330 * s)
    img = ui_text.render_text(text, size, WHITE, bold=True)
    # at 100 % a name too long shrinks a little first; at a larger text size it keeps
    # its size and goes on two lines (shrunk, it read as small as at 100 %)
    least = base * 0.75 if ui_text.text_scale() == 1.0 else base
    while img.get_width() > room and size > least:
        size -= 1
        img = ui_text.render_text(text, size, WHITE, bold=True)
    if img.get_width() > room:  # a long name (de/ru) goes on two lines instead of to the edge
        img = _two_lines(text, size, room)
    r = (sl.shown or sl.cards)[0].union((sl.shown or sl.cards)[-1])
    # room for the winning cards' lift (18 % of a card, view_seats.card_blit)
    hr = img.get_rect(midbottom=(r.centerx, r.top - 4 * s))
    if hero:
        hr.midright = (plate.left - 14 * s, plate.centery)
        if hr.left < area.left:  # no room left of the plate: above the cards
            hr.midbottom = (r.centerx, r.top - 4 * s)
        hr.clamp_ip(area)
        return img, hr
    # the first place that stays in the table area and off the other seats' plates and
    # cards: above the cards (centred, then flush with either end), then under the
    # action pill; each on one line and then on two (eight seats leave little room)
    blocked = [o.plate.inflate(round(8 * s), round(6 * s)) for k, o in lay.seats.items()
               if k != seat] + list(taken)
    pill = pill_zone(sl, s)  # its own "Wins 1,510" too (the name lay on it at 150 % text)
    blocked.append(pill)
    # and its own cards, lifted as winners (where nothing is clear the name went on them)
    blocked += [c.union(c.move(0, -round(c.height * 0.18))) for c in (sl.shown or sl.cards)]
    for k, o in lay.seats.items():
        if k != seat:  # their cards and their action pills ("Folds" was covered)
            blocked.extend(o.shown if not o.is_hero else o.cards)
            blocked.append(pill_zone(o, s))
    lift = r.height * 0.18
    images = [img]
    if img.get_height() < base * 2:  # a narrower two-line version as well
        images.append(_two_lines(text, size, min(room, max(r.width * 1.3, 150 * s))))
    spots: list[tuple[pygame.Surface, pygame.Rect]] = []
    for im in images:
        above = im.get_rect(midbottom=(r.centerx, r.top - 4 * s - lift))
        under = im.get_rect(midtop=(plate.centerx, pill.bottom + 3 * s))
        spots += [(im, above), (im, above.move(r.left - above.left, 0)),
                  (im, above.move(r.right - above.right, 0)), (im, under)]
    # beside the cards, then under the pill flush with either end of the plate (the top
    # seat with the dealer button under its pill): never out to the middle of the felt
    for im in images[::-1]:
        under = im.get_rect(midtop=(plate.centerx, pill.bottom + 3 * s))
        spots += [(im, im.get_rect(midright=(r.left - 10 * s, r.centery))),
                  (im, im.get_rect(midleft=(r.right + 10 * s, r.centery))),
                  (im, under.move(plate.left - under.left, 0)),
                  (im, under.move(plate.right - under.right, 0))]
    for im in images[::-1]:  # under the pill, lower down (room the others left)
        for dy in (1, 2):
            spots.append((im, im.get_rect(midtop=(plate.centerx, pill.bottom + 3 * s
                                                  + dy * (im.get_height() + 8 * s)))))
    # last resorts: beside the plate on the table's side, on two lines
    inward = 1 if plate.centerx < lay.center[0] else -1
    for im in images[1:]:
        side = im.get_rect(midleft=(plate.right + 14 * s, plate.centery)) if inward > 0 \
            else im.get_rect(midright=(plate.left - 14 * s, plate.centery))
        spots += [(im, side), (im, side.move(0, plate.height / 2 + im.get_height() / 2))]
    def cover(spot: pygame.Rect) -> int:
        """What the label's panel at ``spot`` covers (pixels), another label, the dealer
        button or the "Hand over" box (``taken``) weighing :data:`OVER_A_LABEL` times a
        plate's or a card's pixel: text over text reads as neither."""
        panel = spot.inflate(round(14 * s), round(6 * s))
        return sum(panel.clip(o).width * panel.clip(o).height for o in blocked) + \
            OVER_A_LABEL * sum(panel.clip(o).width * panel.clip(o).height for o in taken)

    for im, spot in spots:
        if area.contains(spot) and cover(spot) == 0:
            return im, spot
    inside = [(im, spot.clamp(area)) for im, spot in spots]
    return min(inside, key=lambda p: cover(p[1]))


def _two_lines(text: str, size: int, room: float) -> pygame.Surface:
    """``text`` broken at the space nearest its middle (after a comma if one is near) into
    two centred lines of at most ``room`` pixels (shrunk further only if needed)."""
    words = text.split(" ")
    if len(words) < 2:
        return ui_text.render_text(text, size, WHITE, bold=True)
    best = min(range(1, len(words)),
               key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:])))
               - (3 if words[k - 1].endswith(",") else 0))
    lines = [" ".join(words[:best]), " ".join(words[best:])]
    while size > 8 and max(ui_text.font(size, True).size(t)[0] for t in lines) > room:
        size -= 1
    imgs = [ui_text.render_text(t, size, WHITE, bold=True) for t in lines]
    out = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)),
                         pygame.SRCALPHA)
    y = 0
    for i in imgs:
        out.blit(i, ((out.get_width() - i.get_width()) // 2, y))
        y += i.get_height()
    return out


def lifted_rect(lay: Layout, rect: pygame.Rect, lift: float) -> pygame.Rect:
    """``rect`` of a card lifted by ``lift`` (0..1 of 18 % of its height: selected for
    discard or part of the winning hand), never up to ``shown_floor`` or higher: the card,
    its gold outline and the lift stay below the top bar (the top seat's shown cards)."""
    floor = shown_floor(lay.table_area, lay.scale)
    return rect.move(0, -min(round(rect.height * 0.18 * lift), max(0, rect.top - floor)))


#: The narrowest a card tag's letters are drawn at a larger text size (of their width).
NARROWEST = 0.72


def card_tag(text: str, card: pygame.Rect, room: int) -> tuple[pygame.Surface, pygame.Rect,
                                                                    pygame.Rect]:
    """A tag on a card ("DISCARD" on a marked card): its text image, the pill behind it and
    where the text goes, ``(image, pill, text rect)``. The pill sits at the foot of the
    card's uncovered part (``room`` pixels from its left edge: the card's width, or the
    strip a fanned card leaves showing) and is never wider than it: the text shrinks to
    fit, down to the smallest size, and is scaled down further if even that is too wide
    (a long word, a large text size on a small card). At a larger text size
    (``ui_text.text_scale``) the letters are first made narrower, down to
    :data:`NARROWEST` of their width, keeping their height: "DISCARD" at 150 % is wider
    than the card it marks."""
    room = max(8, min(room, card.width))
    pad = max(2, round(room * 0.05))  # pill edge and card edge apart
    inner = max(4, room - 2 * pad - 2 * max(2, round(room * 0.04)))
    narrowest = NARROWEST if ui_text.text_scale() > 1.0 else 1.0
    px = ui_text.fit_text(text, max(10, round(card.height * 0.13)), round(inner / narrowest),
                          bold=True, min_px=6)
    img = ui_text.render_text(text, px, WHITE, bold=True)
    if img.get_width() > inner:
        squeeze = inner / img.get_width()
        h = img.get_height() if squeeze >= narrowest else max(1, round(img.get_height() * squeeze))
        img = pygame.transform.smoothscale(img, (inner, h))
    tr = img.get_rect(midbottom=(card.left + room // 2, card.bottom - max(3, card.height // 16)))
    pill = tr.inflate(2 * max(2, round(room * 0.04)), 4)
    return img, pill, tr


def fit_title(text: str, px: int, room: int) -> tuple[str, int]:
    """``text`` made to fit ``room`` pixels (regular weight): first shrunk down to 80 % of
    ``px``, then cut with "…". The part after the last " · " (the stakes) is kept whole
    when it fits and the game name before it is cut instead. Returns ``(text, size_px)``;
    ``("", size_px)`` when not even "…" fits."""
    floor = max(9, round(px * 0.8))
    size = ui_text.fit_text(text, px, room, min_px=floor)
    f = ui_text.font(size)
    if f.size(text)[0] <= room:
        return text, size
    head, sep, tail = text.rpartition(" · ")
    keep = sep + tail if head and f.size("…" + sep + tail)[0] <= room else ""
    body = head if keep else text
    cut = len(body)
    while cut > 0 and f.size(body[:cut].rstrip(" ·") + "…" + keep)[0] > room:
        cut -= 1
    if cut == 0:
        return ("…", size) if f.size("…")[0] <= room else ("", size)
    return body[:cut].rstrip(" ·") + "…" + keep, size


@functools.lru_cache(maxsize=64)
def header_title(texts: tuple[str, ...], px: int, room: int) -> tuple[str, int]:
    """The table header's title in ``room`` pixels: the first of ``texts`` (the game and
    stakes, fullest first, then compact forms) that fits whole at ``px`` or shrunk to no
    less than 80 % (a smaller full title reads better than one without the game's name);
    else the most compact one cut with "…" (``fit_title``).
    Returns ``(text, size_px)``. Depends on nothing but its arguments, so the title keeps
    one size for a table and window size."""
    for text in texts:
        title, size = fit_title(text, px, room)
        if title == text:
            return title, size
    return fit_title(texts[-1], px, room)


def fit_name(text: str, px: int, room: int, *, min_share: float = 0.85) -> tuple[str, int]:
    """A seat's name (bold) made to fit ``room`` pixels: shrunk to no less than
    ``min_share`` of ``px``, then cut with "…" ("Zofia the Gr…"), so it never runs into
    the stack beside or below it. Returns ``(text, size_px)``; ``("", size_px)`` when not
    even "…" fits."""
    room = max(0, int(room))
    size = ui_text.fit_text(text, px, room, bold=True, min_px=max(9, round(px * min_share)))
    f = ui_text.font(size, True)
    if f.size(text)[0] <= room:
        return text, size
    cut = len(text)
    while cut > 0 and f.size(text[:cut].rstrip() + "…")[0] > room:
        cut -= 1
    if cut == 0:
        return ("…", size) if f.size("…")[0] <= room else ("", size)
    return text[:cut].rstrip() + "…", size


def fit_button_row(buttons: Sequence[Any], rects: Sequence[pygame.Rect], spare: int
                   ) -> tuple[list[pygame.Rect], int]:
    """Rects for a row of small buttons (the quick bet sizes) that show every label at the
    buttons' own text size (``Button.label_px``), e.g. Russian "½ банка" beside "Мин.".

    Each button keeps at least its width in ``rects``; one whose label needs more grows, and
    the row may grow by up to ``spare`` pixels to its right. When even that is short, the
    ``spare`` pixels are shared in proportion to what each label lacks (those labels then
    shrink a little, as before).

    Args:
        buttons: the buttons (``label`` and ``label_px()``), one per rect.
        rects: their places in the layout, left to right, on one line.
        spare: pixels the row may take beyond the last rect (0: none).

    Returns:
        ``(rects, grown)``: the new rects and how many pixels the row grew (0..``spare``).
    """
    if not rects:
        return [], 0
    gap = rects[1].x - rects[0].right if len(rects) > 1 else 0
    lack = []
    for button, rect in zip(buttons, rects, strict=True):
        px = button.label_px(rect.height)
        need = ui_text.text_width(button.label, px, bold=True) + 16  # Button.draw keeps 14
        lack.append(max(0, need - rect.width))
    grown = min(sum(lack), max(0, spare))
    if grown < sum(lack):
        lack = [k * grown // sum(lack) for k in lack]
    out: list[pygame.Rect] = []
    x = rects[0].x
    for rect, more in zip(rects, lack, strict=True):
        out.append(pygame.Rect(x, rect.y, rect.width + more, rect.height))
        x = out[-1].right + gap
    return out, out[-1].right - rects[-1].right


@functools.lru_cache(maxsize=256)
def hero_plate_fit(name: str, stack_text: str, tag: str, px: int, inner: int, scale: float
                   ) -> tuple[str, int, int, str, int]:
    """The player's own plate row fitted to ``inner`` pixels, the name first: the name at
    no less than 0.7 of ``px`` (bold; at a larger text size, no smaller than that is at
    100 %: ``ui_text.text_scale``), then the stack (or "Out · 4th") at ``px`` in what
    the name leaves, then the draw tag ("Drew 3") shrunk to 8 px in what is left (at a
    larger text size not shrunk), dropped when even that does not fit (the hand log tells the draw too). The tag never shrinks
    the name: the plate reads the same before the draw as after it. Only a name too long
    for any plate ("Zofia the Great Poker Champion") is cut with "…", beside a stack
    given half the row.

    Returns ``(name, name_px, stack_width, tag, tag_px)``: widths in pixels, ``tag`` ""
    when dropped."""
    gap = round(8 * scale)
    # at a larger text size the name may shrink back to what 0.7 of px is at 100 %
    ts = ui_text.text_scale()
    floor_px = max(round(9 / ts), round(px * 0.7 / ts))  # 9 pixels at least, as drawn
    stack_full = ui_text.font(px, True).size(stack_text)[0]
    # the stack keeps half the row at least, and at a larger text size its width at 100 %
    normal = ui_text.font(max(9, round(px / ts)), True).size(stack_text)[0]
    stack_least = min(normal, inner // 2)
    floor_w = ui_text.font(floor_px, True).size(name)[0]
    if floor_w > inner - stack_least - gap:  # a name too long for any room: cut it
        cut, cut_px = fit_name(name, px, inner - stack_least - gap, min_share=0.7)
        return cut, cut_px, stack_least, "", 0
    stack_w = min(stack_full, inner - floor_w - gap)
    room = inner - stack_w - gap  # the name's and the tag's
    name_px = ui_text.fit_text(name, px, room, bold=True, min_px=floor_px)
    if not tag:
        return name, name_px, stack_w, "", 0
    tag_top = max(9, round(px * 0.68))
    pill = round(16 * scale)  # a tag's pill and its gaps
    # the tag shrinks, down to 8 px, into what the name at its own size leaves; else it
    # gives way
    left = room - ui_text.font(name_px, True).size(name)[0] - pill
    tag_px = ui_text.fit_text(tag, tag_top, left, bold=True, min_px=8 if ts == 1.0 else tag_top)
    if ui_text.font(tag_px, True).size(tag)[0] <= left:
        return name, name_px, stack_w, tag, tag_px
    return name, name_px, stack_w, "", 0


#: fits measured at the text size they were made at
ui_text.forget_on_text_size(header_title.cache_clear)
ui_text.forget_on_text_size(hero_plate_fit.cache_clear)
