"""Text that grows with Settings → Text size: the frame drawn now at the text size in
force and again at 100 % (the same state: every screen lays out again when the setting
changes), and what did not grow: a body text drawn at less than 1.4 times its height at
100 % while the setting says 150 % (a text shrunk back to fit a place made for 100 %),
and, where asked, a text drawn at 100 % whose words are nowhere at the larger size (a
line dropped for want of room)."""

from __future__ import annotations

from typing import Any

from tests.support.text_layout import Drawn, texts_of_frame

#: A text this tall (pixels) at 100 % or taller is display type (a screen's heading, the
#: game's name): it grows less by design (``ui.text.display_px``).
DISPLAY_HEIGHT = 32
#: Texts that are part of a picture and take their size from it, not from the text size,
#: by the function that draws them: the WILD badge is drawn on a card as part of its face
#: (``sprites.wild_badge``), sized to the card like the card's own index, and a badge grown
#: with the text would cover the card's rank and suit it marks.
PICTURE_TEXT = ("wild_badge:draw_wild_badge",)
#: The least a body text's height grows from 100 % to 150 %: the font's height grows
#: 1.45 to 1.55 times (rounding), a text shrunk back to fit grows less.
LEAST_GROWTH = 1.4


def _whole(d: Drawn) -> bool:
    return d.shown.width > 0 and d.shown.height >= 0.6 * d.whole.height


def _heights(drawn: list[Drawn]) -> dict[str, int]:
    out: dict[str, int] = {}
    for d in drawn:
        if _whole(d) and d.text.strip():
            out[d.text] = max(out.get(d.text, 0), d.whole.height)
    return out


def _words(drawn: list[Drawn]) -> set[str]:
    return {w for d in drawn if _whole(d) for w in d.text.replace("…", " ").split()}


def not_grown(app: Any, where: str, monkeypatch: Any, found: list[str], *,
              dropped: bool = False) -> list[Drawn]:
    """Add to ``found`` each text of the frame drawn now (at 150 %) that is drawn at
    less than :data:`LEAST_GROWTH` times its height at 100 % (body text: under
    :data:`DISPLAY_HEIGHT` pixels at 100 %); with ``dropped``, each text drawn at 100 %
    none of whose words is drawn at 150 %. ``app`` is the real App (its text size is set
    to 100 % and back); returns the texts drawn at 150 %."""
    percent = app.settings.text_size
    big = texts_of_frame(app, monkeypatch)
    app.change_settings(text_size=100)
    try:
        texts_of_frame(app, monkeypatch)  # a page drawn once, then blitted: drawn afresh
        small = texts_of_frame(app, monkeypatch)
    finally:
        app.change_settings(text_size=percent)
    texts_of_frame(app, monkeypatch)
    grown = _heights(big)
    ratio = percent / 100 * LEAST_GROWTH / 1.5
    callers = {d.text: d.caller for d in small}
    for text, height in _heights(small).items():
        if callers[text].endswith(PICTURE_TEXT):
            continue
        if height < DISPLAY_HEIGHT and text in grown and grown[text] < ratio * height:
            found.append(f"{where}: {text!r} is {grown[text]} pixels tall at {percent} %, "
                         f"{height} at 100 % (drawn by {callers[text]})")
    if dropped:
        words = _words(big)
        for d in small:
            if _whole(d) and d.text.split() and not set(d.text.split()) & words:
                found.append(f"{where}: {d.text!r} drawn at 100 % is not drawn at "
                             f"{percent} % (drawn by {d.caller})")
    return big
