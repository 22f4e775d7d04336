"""Where text lands on screen: every text drawn in one frame (with ``ui_text.draw_text``
or as a Surface from ``ui_text.render_text``: :mod:`tests.support.text_record`), per
surface, whether it was cut with "…", and what is wrong with it (the text-size layout
tests): text over text, text off the window, text over a picture (card, chip, the dealer
button: :mod:`tests.support.pictures`), a label cut short."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pygame

from tests.support.text_record import Drawn, record_texts

__all__ = ["CUT_ALLOWED", "NOT_FIXED_YET", "Drawn", "broken_words", "cut_labels", "over_pictures", "overlaps",
           "texts_drawn", "texts_of_frame"]

#: The place (``module:function`` of the code drawing the text) whose text may be cut
#: with "…", and why: the one list of labels designed to be cut short.
CUT_ALLOWED = {
    "drawpoker.ui.table.view_seats:_opponent_rows":
        "a player's name in his plate: a name may be as long as the player typed it (the "
        "plate's tooltip and the voice say it whole)",
    "drawpoker.ui.table.view_seats:_hero_row":
        "the player's own name in his plate, as long as he typed it",
}
#: Cuts found and not fixed yet, by the same key, with what is left to do: each one is a
#: fault to lay out again, listed here so that every other cut fails the test.
NOT_FIXED_YET: dict[str, str] = {}


def texts_of_frame(app: Any, monkeypatch: Any) -> list[Drawn]:
    """Draw ``app``'s scenes once and return every text drawn."""
    return texts_drawn(app.stack.draw, app.screen, monkeypatch)


def texts_drawn(draw: Callable[[pygame.Surface], Any], surface: pygame.Surface,
                monkeypatch: Any) -> list[Drawn]:
    """Call ``draw(surface)`` and return every text it drew, with ``draw_text`` or as a
    rendered Surface (:func:`tests.support.text_record.record_texts`)."""
    return record_texts(draw, surface, monkeypatch)


def _seen(d: Drawn) -> bool:
    return d.shown.width > 0 and d.shown.height >= 0.6 * d.whole.height


def overlaps(drawn: list[Drawn], window: tuple[int, int]) -> list[str]:
    """What is wrong with ``drawn``: a text partly outside the window, or two texts on the
    same surface over each other (more than a third of the lower one's height and 2
    pixels wide: the font's line boxes of a label and its hint touch by design)."""
    out = []
    for d in drawn:
        if d.size == window and d.shown.width and d.shown.height >= 0.6 * d.whole.height \
                and not pygame.Rect(0, 0, *window).contains(d.whole):
            out.append(f"outside the window: {d.text!r} {d.whole}")
    shown = [d for d in drawn if _seen(d)]
    for a, b in itertools.combinations(shown, 2):
        if a.surface != b.surface or (a.text, a.shown) == (b.text, b.shown):
            continue
        if a.text == b.text and abs(a.shown.x - b.shown.x) <= 3 \
                and abs(a.shown.y - b.shown.y) <= 3:  # a text and its own shadow
            continue
        both = a.shown.clip(b.shown)
        if both.width > 2 and both.height > 0.3 * min(a.shown.height, b.shown.height):
            out.append(f"{a.text!r} {a.shown} over {b.text!r} {b.shown}")
    return out


def broken_words(drawn: list[Drawn]) -> list[str]:
    """The lines drawn that a wrap ended inside a word: every line break of a wrapped
    text falls at a space or after a hyphen of its words ("Лоубол-" over "клуб", never
    "Лоубол-клу" over "б")."""
    shown = {d.text for d in drawn if _seen(d)}
    out = []
    for words, lines, caller in getattr(drawn, "wrapped", []):
        at = 0
        for line, after in itertools.pairwise(lines):
            start = words.find(line, at)
            if start < 0 or not line or not after:
                break
            at = start + len(line)
            if line in shown and at < len(words) and not words[at].isspace() \
                    and not line.endswith("-"):
                out.append(f"a word broken: {line!r} | {after!r} (of {words!r}, wrapped by "
                           f"{caller})")
    return out


def cut_labels(drawn: list[Drawn]) -> list[str]:
    """The texts cut with "…" to fit, but for the places :data:`CUT_ALLOWED` and
    :data:`NOT_FIXED_YET` list."""
    return [f"cut with '…': {d.text!r} {d.shown} (drawn by {d.caller})" for d in drawn
            if d.cut and _seen(d) and d.caller not in CUT_ALLOWED
            and d.caller not in NOT_FIXED_YET]


def over_pictures(drawn: list[Drawn], pictures: pygame.mask.Mask,
                  window: tuple[int, int]) -> list[str]:
    """The texts drawn on the window over a picture (``pictures``: where the window
    shows one, :func:`tests.support.pictures.picture_mask`): more than a tenth of the
    text's box and 40 pixels."""
    out = []
    for d in drawn:
        if d.size != window or not _seen(d):
            continue
        box = d.shown.clip(pygame.Rect(0, 0, *window))
        if not box.width or not box.height:
            continue
        area = pygame.mask.Mask(box.size, fill=True)
        covered = pictures.overlap_area(area, box.topleft)
        if covered > 40 and covered > 0.1 * box.width * box.height:
            out.append(f"{d.text!r} {d.shown} over a picture ({covered} pixels)")
    return out
