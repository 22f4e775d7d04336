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
#: Glyphs that are part of a picture, by the caller that draws them, with the design's
#: reason: they take their size from the picture, not from the text size.
PICTURES = {
    "drawpoker.ui.widgets.buttons:_draw_icon": "a menu entry's icon is a glyph in its brass "
    "medallion, sized by the button's box (the title's boxes give height to its subtitle "
    "and hint on two lines at 150 %; the labels keep their 100 % size times 1.5)",
    "drawpoker.ui.sprites.wild_badge:draw_wild_badge": "the WILD badge is drawn on a card "
    "as part of its face, sized to the card like the card's own index: a badge grown with "
    "the text would cover the rank and suit it marks",
}
#: The least a body text's height grows from 100 % to 150 %: the font's height grows
#: 1.45 to 1.55 times (rounding), a text shrunk back to fit grows less.
LEAST_GROWTH = 1.4


def _whole(d: Drawn) -> bool:
    return d.shown.width > 0 and d.shown.height >= 0.6 * d.whole.height


def _heights(drawn: list[Drawn]) -> dict[tuple[str, str], int]:
    """The tallest each text is drawn whole, by text and the caller that drew it (two
    parts may draw one text at sizes of their own: a row's date and the detail's)."""
    out: dict[tuple[str, str], int] = {}
    for d in drawn:
        if _whole(d) and d.text.strip():
            key = (d.text, d.caller)
            out[key] = max(out.get(key, 0), d.whole.height)
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
    for (text, caller), height in _heights(small).items():
        big_h = grown.get((text, caller))
        if height < DISPLAY_HEIGHT and big_h is not None and big_h < ratio * height \
                and caller not in PICTURES:
            found.append(f"{where}: {text!r} is {big_h} pixels tall at {percent} %, "
                         f"{height} at 100 % (drawn by {caller})")
    if dropped:
        words = _words(big)
        for d in small:
            if _whole(d) and d.text.split() and not set(d.text.split()) & words:
                found.append(f"{where}: {d.text!r} drawn at 100 % is not drawn at "
                             f"{percent} % (drawn by {d.caller})")
    return big
