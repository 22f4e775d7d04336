"""Every text a frame draws and where it lands, for the text-size layout tests.

Text reaches the screen two ways: :func:`drawpoker.ui.text.draw_text` places it itself, and
a Surface from :func:`drawpoker.ui.text.render_text` is blitted by its caller (the seats'
status pills, the DISCARD/draw tags, the shown hands' labels, the pots' labels, ...).
:func:`record_texts` sees both: it spies on ``draw_text`` and ``render_text`` (the one
renderer every text goes through) and draws the frame on a recording Surface, with
``pygame.Surface`` itself recording while it draws, so that a rendered text is found where
it is blitted, and a Surface made during the frame (a two-line label, a panel) carries its
texts along to where it is blitted in turn. Sprites that print on their own picture (the
dealer button's "D") bind ``render_text`` by name and are not seen: their text is part of
the picture.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from drawpoker import i18n
from drawpoker.ui import text as ui_text

_POT = Path(__file__).resolve().parents[2] / "drawpoker" / "locale" / "drawpoker.pot"
#: The ``pygame.transform`` functions whose result of a rendered text is that text still.
_TRANSFORMS = ("smoothscale", "scale", "rotate", "rotozoom", "flip")


@dataclass(frozen=True)
class Drawn:
    """One text drawn: its surface (id and size), the words, the Rect it shows in (the
    surface's clip applied), the Rect it takes whole (pixels), whether it was cut with "…"
    to fit, where it was drawn from (``module:function`` calling ``draw_text`` or blitting
    the rendered Surface) and how (``draw_text``, or
    ``render_text`` for a rendered Surface blitted by its caller)."""

    surface: int
    size: tuple[int, int]
    text: str
    shown: pygame.Rect
    whole: pygame.Rect
    cut: bool = False
    caller: str = ""
    via: str = "draw_text"


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


class _Recorder:
    """The texts of one frame by the surface they are on (see the module docstring)."""

    def __init__(self) -> None:
        self.order: list[Drawn] = []
        self.kept: dict[int, pygame.Surface] = {}  # every surface met: its id stays its own
        #: a rendered text's Surface by id: (Surface, words, caller rendering it, cut)
        self.images: dict[int, tuple[pygame.Surface, str, str, bool]] = {}
        self.passed: set[int] = set()  # Surfaces made this frame and blitted on: judged there
        self.in_draw_text = 0
        self.cuts: list[str] = []
        self.whole = _ellipsis_messages(i18n.current_language())
        self.wrapped: list[tuple[str, list[str], str]] = []

    def is_cut(self, words: str, before: int) -> bool:
        return (len(self.cuts) > before or words in self.cuts
                or ("…" in words and not self.whole.fullmatch(words)))

    def add(self, surface: pygame.Surface, drawn: Drawn) -> None:
        self.kept[id(surface)] = surface
        self.order.append(drawn)

    def on(self, surface_id: int) -> list[Drawn]:
        return [d for d in self.order if d.surface == surface_id]

    def blitted(self, page: pygame.Surface, source: pygame.Surface, dest: Any,
                area: Any, shown: pygame.Rect) -> None:
        """``source`` was blitted on ``page`` at ``dest`` (its ``area`` of it), ``shown``:
        the Rect it changed."""
        if self.in_draw_text or not shown.width or not shown.height:
            return
        at = pygame.Rect(dest).topleft if hasattr(dest, "topleft") \
            else (int(dest[0]), int(dest[1]))
        if area is not None:
            at = (at[0] - pygame.Rect(area).x, at[1] - pygame.Rect(area).y)
        info = self.images.get(id(source))
        if info is not None:
            whole = pygame.Rect(at, source.get_size())
            self.add(page, Drawn(id(page), page.get_size(), info[1], shown, whole, info[3],
                                 _caller(), "render_text"))
            return
        carried = self.on(id(source)) if id(source) in self.kept else []
        if carried:
            self.passed.add(id(source))
        for d in carried:
            self.add(page, replace(d, surface=id(page), size=page.get_size(),
                                   shown=d.shown.move(at).clip(shown), whole=d.whole.move(at)))

    def filled(self, page: pygame.Surface, shown: pygame.Rect) -> None:
        """``shown`` of ``page`` was filled: the texts wholly inside it are gone."""
        gone = [d for d in self.on(id(page)) if shown.contains(d.shown)]
        self.order = [d for d in self.order if d not in gone]

    def texts(self) -> Texts:
        out = Texts(d for d in self.order if d.surface not in self.passed)
        out.wrapped = self.wrapped
        return out


class Texts(list[Drawn]):
    """The texts of a frame (:class:`Drawn`, in the order drawn) and every text wrapped
    while drawing it: ``(words, lines, module:function)``."""

    wrapped: list[tuple[str, list[str], str]]


#: The wrapping functions of :mod:`drawpoker.ui.text`, watched by every name they go by.
_WRAPPERS = ("wrap", "wrap_text")

_RECORDER: list[_Recorder] = []


class _Page(pygame.Surface):
    """A Surface that tells the recorder what is blitted on it and where it is filled."""

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        shown = super().blit(source, dest, area, special_flags)
        if _RECORDER:
            _RECORDER[-1].blitted(self, source, dest, area, shown)
        return shown

    def fill(self, color: Any, rect: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        shown = super().fill(color, rect, special_flags)
        if _RECORDER and not special_flags:
            _RECORDER[-1].filled(self, shown)
        return shown


def record_texts(draw: Callable[[pygame.Surface], Any], surface: pygame.Surface,
                 monkeypatch: Any) -> Texts:
    """Call ``draw`` on a recording copy of ``surface`` and return every text it drew,
    on the surface it ends up on (the copy, when a Surface made during the drawing carried
    it there)."""
    rec = _Recorder()
    real_draw, real_render, real_cut = ui_text.draw_text, ui_text.render_text, ui_text.ellipsize

    def cut_spy(text: str, *a: Any, **kw: Any) -> str:
        out = real_cut(text, *a, **kw)
        if out != text:
            rec.cuts.append(out)
        return out

    def draw_spy(target: pygame.Surface, text: str, pos: Any, size_px: int, *a: Any,
                 **kw: Any) -> pygame.Rect:
        before = len(rec.cuts)
        rec.in_draw_text += 1
        try:
            rect = real_draw(target, text, pos, size_px, *a, **kw)
        finally:
            rec.in_draw_text -= 1
        words = str(text)
        rec.add(target, Drawn(id(target), target.get_size(), words,
                              rect.clip(target.get_clip()), rect, rec.is_cut(words, before),
                              _caller()))
        return rect

    def render_spy(text: str, size_px: int, *a: Any, **kw: Any) -> pygame.Surface:
        before = len(rec.cuts)
        img = real_render(text, size_px, *a, **kw)
        if not rec.in_draw_text:
            words = str(text)
            rec.images[id(img)] = (img, words, _caller(), rec.is_cut(words, before))
        return img

    def transformed(real: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def kept_text(source: pygame.Surface, *a: Any, **kw: Any) -> pygame.Surface:
            out = real(source, *a, **kw)
            if id(source) in rec.images:
                rec.images[id(out)] = (out, *rec.images[id(source)][1:])
            return out
        return kept_text

    def wrap_spy(real: Callable[..., list[str]]) -> Callable[..., list[str]]:
        def wrapped(text: str, *a: Any, **kw: Any) -> list[str]:
            lines = real(text, *a, **kw)
            rec.wrapped.append((str(text), list(lines), _caller()))
            return lines
        return wrapped

    page = _Page(surface.get_size(), 0, surface)
    page.blit(surface, (0, 0))
    page.set_clip(surface.get_clip())
    rec.kept[id(page)] = page
    _RECORDER.append(rec)
    try:
        with monkeypatch.context() as m:
            m.setattr(ui_text, "draw_text", draw_spy)
            m.setattr(ui_text, "render_text", render_spy)
            m.setattr(ui_text, "ellipsize", cut_spy)
            m.setattr(pygame, "Surface", _Page)
            spies = {id(getattr(ui_text, n)): wrap_spy(getattr(ui_text, n)) for n in _WRAPPERS}
            for module in [m for n, m in sys.modules.items() if n.startswith("drawpoker.ui")]:
                for attr, value in list(vars(module).items()):
                    if id(value) in spies and attr in _WRAPPERS:
                        m.setattr(module, attr, spies[id(value)])
            for name in _TRANSFORMS:
                m.setattr(pygame.transform, name, transformed(getattr(pygame.transform, name)))
            draw(page)
    finally:
        _RECORDER.pop()
    return rec.texts()
