"""Where text lands on screen: every text drawn with ``ui_text.draw_text`` in one frame,
per surface, whether it was cut with "…", and what is wrong with it (the text-size layout
tests): text over text, text off the window, text over a picture (card, chip, the dealer
button: :mod:`tests.support.pictures`), a label cut short."""

from __future__ import annotations

import itertools
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from drawpoker import i18n
from drawpoker.ui import text as ui_text

#: The place (``module:function`` of the code calling ``draw_text``) whose text may be cut
#: with "…", and why: the one list of labels designed to be cut short.
CUT_ALLOWED = {
    "drawpoker.ui.table.view_seats:_opponent_rows":
        "a player's name in his plate: a name may be as long as the player typed it (the "
        "plate's tooltip and the voice say it whole)",
    "drawpoker.ui.table.view_seats:_hero_row":
        "the player's own name in his plate, as long as he typed it",
    "drawpoker.ui.widgets.road_panel:_house_rule":
        "a career room's house rule where a larger text fills the panel at a small window: "
        "the room's table says the rule whole when the player sits down",
}
#: Cuts found and not fixed yet, by the same key, with what is left to do: each one is a
#: fault to lay out again, listed here so that every other cut fails the test.
NOT_FIXED_YET: dict[str, str] = {}

_POT = Path(__file__).resolve().parents[2] / "drawpoker" / "locale" / "drawpoker.pot"


@dataclass(frozen=True)
class Drawn:
    """One text drawn: its surface (id and size), the words, the Rect it shows in (the
    surface's clip applied), the Rect it takes whole (pixels), whether it was cut with "…"
    to fit and where it was drawn from (``module:function``)."""

    surface: int
    size: tuple[int, int]
    text: str
    shown: pygame.Rect
    whole: pygame.Rect
    cut: bool = False
    caller: str = ""


@cache
def _ellipsis_messages(language: str) -> re.Pattern[str]:
    """The catalog's own messages that end in "…" ("Change…", "Waiting for {name}…"),
    translated into ``language``, as one pattern: those are whole, not cut."""
    ids = re.findall(r'^msgid "(.*…)"$', _POT.read_text(encoding="utf-8"), re.M)
    words = [re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(i18n._(m))) for m in ids]
    return re.compile("|".join(words) or "$^")


def _caller() -> str:
    """``module:function`` of the nearest caller outside :mod:`drawpoker.ui.text` and
    this module."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__") in (ui_text.__name__, __name__):
        frame = frame.f_back  # type: ignore[assignment]
    if frame is None:
        return "?"
    return f"{frame.f_globals.get('__name__')}:{frame.f_code.co_name}"


def texts_of_frame(app: Any, monkeypatch: Any) -> list[Drawn]:
    """Draw ``app``'s scenes once and return every text drawn."""
    return texts_drawn(app.stack.draw, app.screen, monkeypatch)


def texts_drawn(draw: Callable[[pygame.Surface], Any], surface: pygame.Surface,
                monkeypatch: Any) -> list[Drawn]:
    """Call ``draw(surface)`` and return every text it drew."""
    got: list[Drawn] = []
    real, real_cut = ui_text.draw_text, ui_text.ellipsize
    cuts: list[str] = []
    whole = _ellipsis_messages(i18n.current_language())

    def cut_spy(text: str, *a: Any, **kw: Any) -> str:
        out = real_cut(text, *a, **kw)
        if out != text:
            cuts.append(out)
        return out

    def spy(surface: pygame.Surface, text: str, pos: Any, size_px: int, *a: Any,
            **kw: Any) -> pygame.Rect:
        before = len(cuts)
        rect = real(surface, text, pos, size_px, *a, **kw)
        words = str(text)
        cut = (len(cuts) > before or words in cuts
               or ("…" in words and not whole.fullmatch(words)))
        got.append(Drawn(id(surface), surface.get_size(), words,
                         rect.clip(surface.get_clip()), rect, cut, _caller()))
        return rect

    with monkeypatch.context() as m:
        m.setattr(ui_text, "draw_text", spy)
        m.setattr(ui_text, "ellipsize", cut_spy)
        draw(surface)
    return got


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
        both = a.shown.clip(b.shown)
        if both.width > 2 and both.height > 0.3 * min(a.shown.height, b.shown.height):
            out.append(f"{a.text!r} {a.shown} over {b.text!r} {b.shown}")
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
