"""The hand log's entries sorted into its two tabs, and each line cut into the pieces it
is coloured by (no drawing here: :mod:`.log_panel` draws them).

* the table's story (tab ``"story"``): each hand's header (kind ``hand``), its rounds
  (``head``), what every player did (``action``), the pots won (``win``), the table's
  notes (``info``) and the deck's commitment and reveal (``proof``);
* the computer players' reasons after a hand (tab ``"reasons"``): ``why_head`` (the
  heading the story leaves out) and ``why`` lines, each under the header of its hand.

A line's pieces are ``(text, role)``: ``name`` (a player's name), ``you`` (the player's
own), ``amount`` (a number: chips, a count) or ``text``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

__all__ = ["REASON_KINDS", "TABS", "last_hand_reasons", "pieces", "tab_entries"]

#: The log panel's tabs, in their order.
TABS = ("story", "reasons")
#: Kinds of entry that are the computer players' reasons, not the table's story.
REASON_KINDS = frozenset({"why_head", "why"})
#: A number as the game writes it: digits grouped by a comma, a point or a (no-break)
#: space ("1,130", "1.130", "1 130"), or plain digits.
_NUMBER = r"\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+"


def tab_entries(log: Sequence[tuple[Any, str]], tab: str) -> list[tuple[Any, str]]:
    """The entries of ``log`` (``(text, kind)``) that ``tab`` shows, oldest first: the
    story without the reasons, or the reasons, each hand's under its header (a header
    with no reason under it is left out; so is the reasons' own heading: the tab names
    them).

    Raises:
        ValueError: ``tab`` is not one of :data:`TABS`.
    """
    if tab not in TABS:
        raise ValueError(f"log tab must be one of {', '.join(TABS)}, got {tab!r}")
    if tab == "story":
        return [e for e in log if e[1] not in REASON_KINDS]
    out: list[tuple[Any, str]] = []
    header: tuple[Any, str] | None = None
    for entry in log:
        if entry[1] == "hand":
            header = entry
        elif entry[1] == "why":
            if header is not None:
                out.append(header)
                header = None
            out.append(entry)
    return out


def last_hand_reasons(log: Sequence[tuple[Any, str]]) -> int:
    """How many reasons the computer players gave after the last hand in ``log`` (0 once
    the next hand's header is there)."""
    count = 0
    for _text, kind in reversed(log):
        if kind == "hand":
            break
        count += kind == "why"
    return count


def pieces(line: str, names: Sequence[str], you: str) -> list[tuple[str, str]]:
    """``line`` cut into coloured pieces: every player's name in ``names`` (``you``, the
    player's own, as role ``you``), every number as ``amount``, the rest ``text``; the
    pieces joined give ``line`` back."""
    known = sorted({n for n in names if n}, key=len, reverse=True)
    alternatives = [re.escape(n) for n in known]
    pattern = re.compile(
        (rf"(?P<name>(?<!\w)(?:{'|'.join(alternatives)})(?!\w))|" if alternatives else "")
        + rf"(?P<amount>(?<![\w#]){_NUMBER})")
    out: list[tuple[str, str]] = []
    at = 0
    for m in pattern.finditer(line):
        if m.start() > at:
            out.append((line[at:m.start()], "text"))
        word = m.group(0)
        role = "amount" if m.lastgroup == "amount" else ("you" if word == you else "name")
        out.append((word, role))
        at = m.end()
    if at < len(line):
        out.append((line[at:], "text"))
    return out
