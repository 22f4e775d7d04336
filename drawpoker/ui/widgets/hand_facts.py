"""The facts of one hand in the hand history's detail panel: its result, then game, pot,
draw, the stack, all the chips after, when it was played and its seed, each label at the
left and its value at the right (under it, where the two do not fit on one line); for a
deal nobody opened, the hands its replay plays instead.

Plain functions of the hand's record and list entry (``session.hand_list``); the history
screen (``ui/scenes/history.py``) places them and scrolls them where they are taller than
its panel (a larger text at a small window).

API: ``hand_facts(record, stack_before)``, ``lay_out_hand_facts(x, y, width, px, record,
entry, stack_before)``, ``draw_hand_facts(surface, texts, dy)``.
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_chips, format_stored_datetime, ngettext, pgettext
from drawpoker.session.hand_list import DealEntry, entry_result
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import NEGATIVE, POSITIVE, SOFT, TEXT
from drawpoker.variants import game_name


def hand_facts(record: Any, stack_before: int | None) -> list[tuple[str, str]]:
    """The (label, value) rows of a played hand ``record`` (a stored hand's row):
    ``stack_before`` (chips; None: unknown) adds the stack's line, a cash hand its chips
    after (a tournament's chips are not the bankroll's)."""
    h = record
    draw = (_("Stood pat") if h.draw_count == 0 else _("Did not draw") if h.draw_count is None
            else ngettext("Drew {n} card", "Drew {n} cards", h.draw_count).format(n=h.draw_count))
    facts = [(_("Game"), game_name(h.game)), (_("Pot"), format_chips(h.pot)), (_("Draw"), draw)]
    if stack_before is not None:  # the stack at the table, then every chip (bankroll + stack)
        facts.append((_("Your stack"), _("{before} \u2192 {after}").format(
            before=format_chips(stack_before), after=format_chips(stack_before + h.net))))
    if h.tournament_level is None:
        facts.append((_("All your chips after"), format_chips(h.total_after)))
    facts += [(pgettext("when a hand was played", "Played"), format_stored_datetime(h.played_at)),
              (_("Seed"), str(h.seed))]
    return facts


#: one text to draw: (words, (x, y), size in pixels, colour, anchor, bold)
_Text = tuple[str, tuple[int, int], int, tuple[int, int, int], str, bool]


def lay_out_hand_facts(x: int, y: int, width: int, px: int, record: Any, entry: DealEntry,
                       stack_before: int | None) -> tuple[list[_Text], int]:
    """Where the hand's result and facts go from ``(x, y)`` in ``width`` pixels (``px``:
    the panel's text size): the texts to draw, and the y under them (pixels)."""
    h = record
    out: list[_Text] = []
    color = (POSITIVE if h.net > 0 else NEGATIVE if h.net < 0 else TEXT) if entry.final else TEXT
    result = ui_text.wrap_text(entry_result(entry), px, width, bold=True)
    for k, line in enumerate(result):  # a longer result (a larger text) on more lines
        out.append((line, (x, y + k * ui_text.grown(px * 1.3)), px, color, "topleft", True))
    y += ui_text.grown(px * 1.8) + (len(result) - 1) * ui_text.grown(px * 1.3)
    small = round(px * 0.85)
    if not entry.final:  # an unopened deal: no pot, no draw; the replay shows the chain
        hint = _("The replay plays hands {first} to {last}: the deals until one was opened."
                 ).format(first=h.hand_no, last=h.hand_no + max(1, h.deals) - 1)
        for line in ui_text.wrap_text(hint, small, width):
            out.append((line, (x, y), small, SOFT, "topleft", False))
            y += ui_text.grown(px * 1.3)
        return out, y
    for label, value in hand_facts(h, stack_before):
        out.append((label, (x, y), small, SOFT, "topleft", False))
        beside = width - ui_text.text_width(label, small) - px
        if ui_text.text_width(value, small) > beside:  # the value under its label
            for line in ui_text.wrap_text(value, small, width - px):
                y += ui_text.grown(small * 1.25)
                out.append((line, (x + width, y), small, TEXT, "topright", False))
        else:
            out.append((value, (x + width, y), small, TEXT, "topright", False))
        y += ui_text.grown(px * 1.45)
    return out, y


def draw_hand_facts(surface: pygame.Surface, texts: list[_Text], dy: int = 0) -> None:
    """Draw the ``texts`` :func:`lay_out_hand_facts` placed, ``dy`` pixels lower."""
    for words, (x, y), px, colour, anchor, bold in texts:
        if bold:  # the result: with its shadow, as the panel's title
            ui_text.draw_text(surface, words, (x, y + dy), px, colour, anchor=anchor, bold=True,
                              max_width=None)
        else:
            ui_text.draw_text(surface, words, (x, y + dy), px, colour, anchor=anchor,
                              shadow=False)
