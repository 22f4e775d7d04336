"""Chip sets: the colours of each set's chips, drawn from the one chip geometry of
``tools/make_chips.py`` (the classic set's SVGs under ``assets/chips/``). Another set is
the classic SVG with its colours swapped before it is rasterised (no more files).

Each chip is ``(body, insert, shade, text)``: the face, the edge inserts, the face's
colour on the edge, the value's ink; ``inlay`` is the printed centre of every chip. A
set names the same colour where the classic set does (the swap works colour by colour;
:func:`swaps` checks it).

API: ``ChipSet``, ``CHIP_SETS`` (name -> set, ``classic`` first, the default),
``swaps(name) -> {value: {classic colour: colour}}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

Colours = tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class ChipSet:
    """One set's colours: ``chips`` (value in chips -> ``(body, insert, shade, text)``,
    ``#rrggbb``) and the ``inlay``."""

    chips: dict[int, Colours]
    inlay: str


CHIP_SETS: dict[str, ChipSet] = {
    "classic": ChipSet({
        1: ("#eeeae0", "#2d63b8", "#bdb6a6", "#2d63b8"),
        5: ("#c3262e", "#f6f1e4", "#8a161c", "#a51d24"),
        25: ("#1d8a4b", "#f6f1e4", "#105a30", "#177440"),
        100: ("#1e1e23", "#f6f1e4", "#09090b", "#1e1e23"),
        500: ("#6b2d94", "#f3c63f", "#441a61", "#5a2480"),
        1000: ("#f1b52a", "#1e1e23", "#b17f12", "#8a5a00"),
        5000: ("#2b8fc4", "#f6f1e4", "#1a5f86", "#1d6f9c"),
    }, "#f8f3e6"),
    # deep jewel tones, gold inserts, a warm inlay
    "jewel": ChipSet({
        1: ("#f4efe2", "#b8892c", "#c4bba6", "#b8892c"),
        5: ("#9e1030", "#e9c46a", "#650a1e", "#7e0c26"),
        25: ("#0f6e4e", "#e9c46a", "#08452f", "#0c5a3f"),
        100: ("#23232b", "#e9c46a", "#0b0b0e", "#23232b"),
        500: ("#5b2a86", "#e9c46a", "#3a1858", "#4c2272"),
        1000: ("#d4912a", "#23232b", "#985f10", "#7a4800"),
        5000: ("#1d4d9e", "#e9c46a", "#112f66", "#173f85"),
    }, "#fbf0d4"),
    # soft ceramic colours, ivory inserts and inlay
    "pastel": ChipSet({
        1: ("#e4dccb", "#3d5a80", "#b0a690", "#3d5a80"),
        5: ("#e07a6f", "#fbf6ea", "#a8493f", "#b23a2e"),
        25: ("#6fbf8e", "#fbf6ea", "#3f8a5c", "#2e7a4c"),
        100: ("#3a3f4b", "#fbf6ea", "#1c2028", "#3a3f4b"),
        500: ("#a58bd0", "#fbf6ea", "#6f55a0", "#5e3f96"),
        1000: ("#f0c862", "#3a3f4b", "#b8922e", "#8a6410"),
        5000: ("#6fb2e0", "#fbf6ea", "#3f7fae", "#2a6a9c"),
    }, "#fbf6ea"),
}


@lru_cache(maxsize=8)
def swaps(name: str) -> dict[int, dict[str, str]]:
    """For each chip value, the classic colours to swap for set ``name``'s (empty for
    the classic set).

    Raises:
        KeyError: no such set.
        ValueError: the set gives two colours where the classic set has one.
    """
    target, classic = CHIP_SETS[name], CHIP_SETS["classic"]
    out: dict[int, dict[str, str]] = {}
    for value, colours in classic.chips.items():
        swap: dict[str, str] = {}
        pairs = [*zip(colours, target.chips[value], strict=True), (classic.inlay, target.inlay)]
        for old, new in pairs:
            if swap.setdefault(old, new) != new:
                raise ValueError(f"chip set {name}: chip {value} needs one colour for {old}")
        out[value] = {} if name == "classic" else swap
    return out
