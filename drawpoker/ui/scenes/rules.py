"""Rules & hand rankings: the rules of RULES.md for players, with the real cards.

Three pages (buttons under the panel, or keys 1-3):

* **Hand rankings** — every high-hand category best first, each with an example
  hand drawn with the game's card sprites and the evaluator's own description of
  it; wild cards (five of a kind) and the two lowball games.
* **How to play** — the course of a hand, forced bets, the draw, the showdown,
  pots, betting structures and the table options, summarised from RULES.md §2-§5.
* **Draw odds** — exact chances of each final hand for the usual draws, computed
  by :func:`drawpoker.odds.draw_outcomes` (exact combinatorics over the 47 unseen
  cards), as percentages.

Each page is rendered once per width/language/deck into a tall Surface and
scrolled (wheel, Up/Down, PageUp/PageDown, Home/End, dragging the bar is not
needed: the wheel and keys do it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from functools import lru_cache
from typing import Any

import pygame

from drawpoker.cards import parse_cards
from drawpoker.evaluator import evaluate, evaluate_game
from drawpoker.i18n import N_, _, catalog_key
from drawpoker.odds import analyze_holds, draw_outcomes
from drawpoker.ui import visuals
from drawpoker.ui import widgets as w
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.scenes._kit import SOFT, TEXT, FancyButton, MenuScene, decimal
from drawpoker.ui.scenes.setup import table_summary_rules  # until table summaries leave the UI

#: (example hand, category name msgid, explanation msgid), best first (RULES.md §1).
RANKINGS: tuple[tuple[str, str, str], ...] = (
    ("As Ah Ad Ac Jk", N_("Five of a kind"), N_("Only with wild cards: four of a kind plus a wild card. It beats every other hand.")),
    ("9h 8h 7h 6h 5h", N_("Straight flush"), N_("Five in sequence, all of one suit. Ace-high is a royal flush.")),
    ("Qs Qh Qd Qc 7s", N_("Four of a kind"), N_("Four cards of one rank.")),
    ("Ks Kh Kd 4c 4s", N_("Full house"), N_("Three of a kind and a pair.")),
    ("As Js 8s 6s 2s", N_("Flush"), N_("Five of one suit, not in sequence.")),
    ("Td 9c 8h 7s 6d", N_("Straight"), N_("Five in sequence. The ace plays high or low (A-2-3-4-5).")),
    ("7h 7d 7c Ks 2h", N_("Three of a kind"), N_("Three cards of one rank.")),
    ("Ah Ad 9s 9c 4h", N_("Two pair"), N_("Two pairs and a kicker.")),
    ("Jc Jd As 8h 3s", N_("One pair"), N_("Two cards of one rank.")),
    ("Ks Qd 8c 5h 3d", N_("High card"), N_("Nothing of the above: the highest card plays.")),
)

#: Lowball rankings per game, best first (RULES.md §1, lowball variants):
#: (example hand, name msgid, explanation msgid).
LOW_RANKINGS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "ace-to-five": (
        ("5s 4d 3c 2h Ah", N_("The wheel"),
         N_("5-4-3-2-A, the best hand: the ace is the lowest card, and straights and flushes "
            "do not count.")),
        ("6s 4d 3c 2h Ah", N_("Six low"), N_("Every six-high hand beats every seven-high hand.")),
        ("7h 5d 4c 3s 2h", N_("Seven low"),
         N_("Hands compare from the highest card down: 7-5-4-3-2 beats 7-6-4-3-2.")),
        ("8s 6d 4c 3h 2s", N_("Eight low"), N_("Worse than any seven, better than any nine.")),
        ("Ks Qd Jc 9h 8s", N_("King high"), N_("The worst hand without a pair.")),
        ("As Ad 4c 3h 2s", N_("One pair"),
         N_("Every hand without a pair beats every pair; between pairs the lower pair wins "
            "(aces are the lowest).")),
        ("3s 3d 2c 2h As", N_("Two pair"), N_("Worse than any one pair.")),
        ("2s 2d 2c Kh Qs", N_("Three of a kind"),
         N_("Worse than two pair. A full house is worse still, and four of a kind is the worst "
            "hand.")),
    ),
    "deuce-to-seven": (
        ("7s 5d 4c 3h 2h", N_("Number one"),
         N_("7-5-4-3-2 of mixed suits, the best hand: the ace is high only, and straights and "
            "flushes count against you.")),
        ("7s 6d 4c 3h 2h", N_("Seven low"),
         N_("Hands compare from the highest card down: 7-5-4-3-2 beats 7-6-4-3-2.")),
        ("8s 5d 4c 3h 2s", N_("Eight low"), N_("Worse than any seven, better than any nine.")),
        ("As Kd Qc Jh 9s", N_("Ace high"),
         N_("The worst hand without a pair: the ace is the highest card.")),
        ("2s 2d 5c 4h 3s", N_("One pair"),
         N_("Every hand without a pair beats every pair; between pairs the lower pair wins.")),
        ("3s 3d 2c 2h 4s", N_("Two pair"), N_("Worse than any one pair.")),
        ("2s 2d 2c 4h 3s", N_("Three of a kind"), N_("Worse than two pair.")),
        ("6s 5d 4c 3h 2h", N_("Straight"),
         N_("Five in sequence is a straight, not a low: 6-5-4-3-2 is worse than three of a "
            "kind.")),
        ("9h 7h 5h 4h 2h", N_("Flush"),
         N_("Five of one suit is worse than a straight. Then come the full house, four of a "
            "kind and, worst of all, the straight flush.")),
    ),
}

#: Lowball draws for the odds page per game: (cards drawn, target shown, hand, kept).
LOW_DRAWS: dict[str, tuple[tuple[int, str, str, str], ...]] = {
    "ace-to-five": (
        (1, "7-4-3-2", "7h 4d 3c 2s Kh", "7h 4d 3c 2s"),
        (1, "8-5-3-2", "8h 5d 3c 2s Kh", "8h 5d 3c 2s"),
        (1, "9-6-4-A", "9h 6d 4c As Kh", "9h 6d 4c As"),
        (2, "5-3-A", "5h 3d Ac Ks Qh", "5h 3d Ac"),
        (2, "8-4-2", "8h 4d 2c Ks Qh", "8h 4d 2c"),
        (3, "3-A", "3h Ad Kc Qs Jh", "3h Ad"),
        (5, "", "Kh Kd Qc Qs Jh", ""),
    ),
    "deuce-to-seven": (
        (1, "7-5-3-2", "7h 5d 3c 2s Kh", "7h 5d 3c 2s"),
        (1, "8-6-4-2", "8h 6d 4c 2s Kh", "8h 6d 4c 2s"),
        (1, "9-7-4-3", "9h 7d 4c 3s Kh", "9h 7d 4c 3s"),
        (2, "7-4-2", "7h 4d 2c Ks Qh", "7h 4d 2c"),
        (2, "8-5-3", "8h 5d 3c Ks Qh", "8h 5d 3c"),
        (3, "3-2", "3h 2d Kc Qs Jh", "3h 2d"),
        (5, "", "Ah Ad Kc Ks Qh", ""),
    ),
}

#: Columns of the lowball odds table: (header msgid, the worst hand it counts, per game).
LOW_COLUMNS: tuple[tuple[str, dict[str, str]], ...] = (
    (N_("7 or better"), {"ace-to-five": "7c 6d 5h 4s 3c", "deuce-to-seven": "7c 6d 5h 4s 2c"}),
    (N_("8 or better"), {"ace-to-five": "8c 7d 6h 5s 4c", "deuce-to-seven": "8c 7d 6h 5s 3c"}),
    (N_("9 or better"), {"ace-to-five": "9c 8d 7h 6s 5c", "deuce-to-seven": "9c 8d 7h 6s 4c"}),
    (N_("10 or better"), {"ace-to-five": "Tc 9d 8h 7s 6c", "deuce-to-seven": "Tc 9d 8h 7s 5c"}),
)


#: (name msgid, hand, kept cards) for the draw odds table.
DRAWS: tuple[tuple[str, str, str], ...] = (
    (N_("One pair, draw three"), "Jh Jd 8c 5s 2h", "Jh Jd"),
    (N_("One pair and an ace, draw two"), "Jh Jd Ac 5s 2h", "Jh Jd Ac"),
    (N_("Two pair, draw one"), "Kh Kd 8c 8s 2h", "Kh Kd 8c 8s"),
    (N_("Three of a kind, draw two"), "7h 7d 7c Ks 2h", "7h 7d 7c"),
    (N_("Three of a kind and a kicker, draw one"), "7h 7d 7c Ks 2h", "7h 7d 7c Ks"),
    (N_("Four to a flush, draw one"), "Ah Jh 8h 5h 2c", "Ah Jh 8h 5h"),
    (N_("Open-ended straight draw, draw one"), "9h 8d 7c 6s 2h", "9h 8d 7c 6s"),
    (N_("Inside straight draw, draw one"), "9h 8d 6c 5s Kh", "9h 8d 6c 5s"),
    (N_("Four to a straight flush, draw one"), "9h 8h 7h 6h 2c", "9h 8h 7h 6h"),
    (N_("Ace and king, draw three"), "Ah Kd 8c 5s 2h", "Ah Kd"),
    (N_("Draw five"), "Jh 9d 7c 4s 2h", ""),
)

#: Columns of the odds table: (header msgid, categories counted).
COLUMNS: tuple[tuple[str, tuple[int, ...]], ...] = (
    (N_("Pair"), (1,)),
    (N_("Two pair"), (2,)),
    (N_("Trips"), (3,)),
    (N_("Straight"), (4,)),
    (N_("Flush"), (5,)),
    (N_("Full house"), (6,)),
    (N_("Four of a kind"), (7,)),
    (N_("Straight flush"), (8, 9)),
)


@lru_cache(maxsize=32)
def draw_odds(hand: str, keep: str) -> dict[int, Fraction]:
    """Exact final-category distribution of keeping ``keep`` from ``hand`` (category -> p)."""
    return {int(k): v for k, v in draw_outcomes(hand, keep).items()}


def improve_chance(hand: str, keep: str) -> Fraction:
    """Chance that the final hand is a better category than the five cards held now."""
    now = int(evaluate(parse_cards(hand)).category)
    held_now = int(evaluate(parse_cards(keep)).category) if len(parse_cards(keep)) == 5 else now
    base = max(now, held_now) if keep else now
    return sum((p for c, p in draw_odds(hand, keep).items() if c > base), Fraction(0))


@lru_cache(maxsize=64)
def low_draw_odds(game: str, wild: str, hand: str, keep: str) -> tuple[Fraction, ...]:
    """Chances of ending with each :data:`LOW_COLUMNS` hand or better, then of improving,
    keeping ``keep`` from ``hand`` at a lowball table (exact, :mod:`drawpoker.odds`).

    Args:
        game: ``ace-to-five`` or ``deuce-to-seven``.
        wild: the table's wild mode (the joker adds a 53rd card in ace-to-five).
        hand / keep: card notation.

    Raises:
        ValueError: a game or wild mode :mod:`drawpoker.odds` does not take.
    """
    kept = set(parse_cards(keep))
    (hold,) = [a for a in analyze_holds(hand, game=game, wild=wild, max_draw=5)
               if set(a.keep) == kept]
    return (*(hold.p_at_least(worst[game]) for _h, worst in LOW_COLUMNS), hold.p_improve)


def header_room(col: float, px: int) -> int:
    """Pixels a column header's line may take in a column ``col`` pixels wide."""
    return round(col) - max(6, px // 2)


#: Vowels of the game's languages (en, de, sk, ru) for the syllable rule of :func:`_hyphenate`.
_VOWELS = frozenset("aeiouyäöüáéíóúýôAEIOUYÄÖÜÁÉÍÓÚÝÔаеёиоуыэюяАЕЁИОУЫЭЮЯ")
#: Letters a line may not begin with after a break (Russian soft/hard sign, short i).
_NO_START = frozenset("ьъйЬЪЙ")


def _good_cut(text: str, cut: int) -> bool:
    """True if ``text`` may break before index ``cut``: at least two letters stay on the
    line and three go to the next, and the next line starts a syllable (a consonant before a
    vowel: "Verbes-sert", "Улучше-ние", not "Verbesse-rt")."""
    if cut < 2 or len(text) - cut < 3:
        return False
    first, after = text[cut], text[cut + 1]
    return (first.isalpha() and first not in _VOWELS and first not in _NO_START
            and after in _VOWELS)


def _hyphenate(word: str, size: int, room: int) -> list[str]:
    """``word`` cut into pieces (all but the last ending in "-") each at most ``room`` wide.

    Breaks where a syllable starts (see :func:`_good_cut`) when such a place fits, else
    where the most letters fit.
    """
    f = w.font(size, True)
    pieces: list[str] = []
    rest = word
    while rest and f.size(rest)[0] > room:
        cut = len(rest) - 1
        while cut > 1 and f.size(rest[:cut] + "-")[0] > room:
            cut -= 1
        best = next((c for c in range(cut, 1, -1) if _good_cut(rest, c)), cut)
        pieces.append(rest[:best] + "-")
        rest = rest[best:]
    return [*pieces, rest] if rest else pieces


def fit_headers(headers: list[str], px: int, col: float) -> tuple[int, list[list[str]]]:
    """Fit column headers (bold) into columns ``col`` pixels wide.

    The size shrinks (down to 70% of ``px``) until every word fits its column; the
    headers wrap on spaces and at hyphens ("Full-/house"), and a word still too long is
    hyphenated, so no line is
    wider than :func:`header_room` and neighbouring headers never run together.

    Returns:
        ``(size_px, lines per header)``.
    """
    room = header_room(col, px)
    size = px
    floor = max(9, round(px * 0.7))

    def widest(sz: int) -> int:
        f = w.font(sz, True)
        return max((f.size(word)[0] for h in headers for word in h.split()), default=0)

    while size > floor and widest(size) > room:
        size -= 1
    f = w.font(size, True)
    out: list[list[str]] = []
    for h in headers:
        pieces: list[str] = []  # words; a hyphenated word too wide breaks at its hyphens
        for word in h.split():
            if f.size(word)[0] > room and "-" in word.strip("-"):
                parts = word.split("-")
                pieces.extend(p + "-" for p in parts[:-1])
                pieces.append(parts[-1])
            else:
                pieces.append(word)
        lines: list[str] = []
        line = ""
        for piece in pieces:
            trial = line + piece if line.endswith("-") or not line else f"{line} {piece}"
            if f.size(trial)[0] <= room:
                line = trial
                continue
            if line:
                lines.append(line)
            chunks = _hyphenate(piece, size, room)
            lines.extend(chunks[:-1])
            line = chunks[-1]
        lines.append(line)
        out.append(lines)
    return size, out


class _Writer:
    """Lays blocks out top to bottom on a tall Surface."""

    def __init__(self, width: int, px: int, four_color: bool) -> None:
        self.width = width
        self.px = px
        self.four_color = four_color
        self.items: list[tuple[int, Callable[[pygame.Surface, int], None]]] = []
        self.y = round(px * 0.5)
        #: geometry of each table laid out (pixels): y, head_h, x0, first, col, columns,
        #: header_px, header_lines.
        self.tables: list[dict[str, Any]] = []

    def gap(self, k: float = 1.0) -> None:
        self.y += round(self.px * k)

    def heading(self, text: str) -> None:
        px = round(self.px * 1.25)
        if self.items:
            self.y += round(self.px * 0.7)
        y = self.y

        def draw(surf: pygame.Surface, top: int) -> None:
            r = w.draw_text(surf, text, (self.px, top + y), px, w.GOLD, anchor="topleft", bold=True)
            pygame.draw.line(surf, w.GOLD_DARK, (self.px, r.bottom + 4), (self.width - self.px, r.bottom + 4))

        self.items.append((y, draw))
        self.y += round(px * 1.9)

    def paragraph(self, text: str, *, color: tuple[int, int, int] = TEXT, bullet: bool = False) -> None:
        px = self.px
        indent = round(px * 1.4) if bullet else 0
        lines = w.wrap_text(text, px, self.width - 2 * px - indent)
        y = self.y

        def draw(surf: pygame.Surface, top: int) -> None:
            yy = top + y
            if bullet:
                pygame.draw.circle(surf, w.GOLD, (px + px * 0.5, yy + px * 0.62), max(2, px // 6))
            for line in lines:
                w.draw_text(surf, line, (px + indent, yy), px, color, anchor="topleft", shadow=False)
                yy += round(px * 1.4)

        self.items.append((y, draw))
        self.y += round(len(lines) * px * 1.4 + px * 0.35)

    def cards_row(self, rank: int, cards: str, name: str, detail: str, desc: str) -> None:
        px = self.px
        ch = round(px * 4.4)
        cw = round(ch * 5 / 7)
        gap = max(2, px // 4)
        cards_w = 5 * cw + 4 * gap
        y = self.y
        text_x = px * 3 + cards_w + px
        room = self.width - text_x - px
        lines = w.wrap_text(detail, round(px * 0.9), room)

        def draw(surf: pygame.Surface, top: int) -> None:
            yy = top + y
            badge = pygame.Rect(px, yy + ch // 2 - px, round(px * 1.6), px * 2)
            pygame.draw.rect(surf, (40, 30, 18), badge, border_radius=px)
            pygame.draw.rect(surf, w.GOLD_DARK, badge, 1, border_radius=px)
            w.draw_text(surf, str(rank) if rank > 0 else "★", badge.center, round(px * 0.9), w.GOLD, bold=True, shadow=False)
            x = px * 3
            for card in parse_cards(cards):
                img = visuals.card_surface(card, (cw, ch), four_color=self.four_color)
                surf.blit(img, (x, yy))
                x += cw + gap
            w.draw_text(surf, name, (text_x, yy + px * 0.2), round(px * 1.1), w.CREAM, bold=True,
                        anchor="topleft", max_width=room)
            ty = yy + round(px * 1.7)
            for line in lines:
                w.draw_text(surf, line, (text_x, ty), round(px * 0.9), SOFT, anchor="topleft",
                            shadow=False)
                ty += round(px * 1.25)
            if desc:
                w.draw_text(surf, _("As the dealer calls it: {hand}").format(hand=desc), (text_x, ty + px * 0.1),
                            round(px * 0.85), w.GOLD, anchor="topleft", shadow=False, max_width=room)

        self.items.append((y, draw))
        self.y += ch + round(px * 0.8)

    def table(self, headers: list[str], rows: list[list[str]], first_w: float = 0.34) -> None:
        px = round(self.px * 0.86)
        inner = self.width - 2 * self.px
        first = round(inner * first_w)
        n = len(headers) - 1
        col = (inner - first) / max(1, n)
        hpx, head_lines = fit_headers(headers[1:], px, col)
        head_h = max(len(lines) for lines in head_lines) * round(hpx * 1.25) + px // 2
        row_h = round(px * 1.9)
        y = self.y
        self.tables.append({"y": y, "head_h": head_h, "x0": self.px, "first": first, "col": col,
                            "columns": n, "header_px": hpx, "header_lines": head_lines})

        def draw(surf: pygame.Surface, top: int) -> None:
            x0 = self.px
            yy = top + y
            for i, lines in enumerate(head_lines):
                cx = x0 + first + col * (i + 0.5)
                ly = yy + head_h - len(lines) * round(hpx * 1.25) - px // 4
                for line in lines:
                    w.draw_text(surf, line, (cx, ly), hpx, w.GOLD, anchor="midtop", bold=True, shadow=False)
                    ly += round(hpx * 1.25)
            yy += head_h
            for r, row in enumerate(rows):
                band = pygame.Rect(x0, yy, inner, row_h)
                if r % 2 == 0:
                    pygame.draw.rect(surf, (255, 255, 255, 12), band)
                    fill = pygame.Surface(band.size, pygame.SRCALPHA)
                    fill.fill((255, 255, 255, 14))
                    surf.blit(fill, band.topleft)
                w.draw_text(surf, row[0], (x0 + px * 0.4, yy + row_h / 2), px, TEXT, anchor="midleft",
                            shadow=False, max_width=first - px)
                for i, cell in enumerate(row[1:]):
                    cx = x0 + first + col * (i + 0.5)
                    w.draw_text(surf, cell, (cx, yy + row_h / 2), px, TEXT if cell != "\u2014" else SOFT,
                                shadow=False, bold=i == len(row) - 2)
                yy += row_h

        self.items.append((y, draw))
        self.y += head_h + row_h * len(rows) + self.px

    def render(self) -> pygame.Surface:
        surf = pygame.Surface((self.width, max(1, self.y + self.px)), pygame.SRCALPHA)
        for _y, fn in self.items:
            fn(surf, 0)
        return surf


def _pct(p: Fraction) -> str:
    if p == 0:
        return "\u2014"
    v = float(p) * 100
    if v < 0.1:
        return _("{value}%").format(value=decimal(v, 2))
    return _("{value}%").format(value=decimal(v, 1))


def page_rankings(wr: _Writer) -> None:
    """Hand rankings with example hands."""
    wr.heading(_("Hand rankings, best first"))
    wr.paragraph(_("Five cards make a hand. Suits never rank and never break a tie; equal hands "
                   "split the pot."), color=SOFT)
    wr.gap(0.4)
    for i, (cards, name, detail) in enumerate(RANKINGS[1:], start=1):
        wr.cards_row(i, cards, _(name), _(detail), str(evaluate(parse_cards(cards)).describe()))
    wr.gap(0.4)
    wr.heading(_("Wild cards"))
    wr.paragraph(_("A table may play with the joker (fully wild), the bug (the joker counts only as "
                   "an ace or to complete a straight or flush) or deuces wild. A wild card always "
                   "takes the value that makes the best hand."))
    cards, name, detail = RANKINGS[0]
    wr.cards_row(0, cards, _(name), _(detail),
                 str(evaluate(parse_cards(cards), wild="joker").describe()))
    wr.heading(_("Lowball"))
    wr.paragraph(_("Ace-to-five: straights and flushes do not count, the ace is the lowest card and "
                   "5-4-3-2-A is the best hand."))
    wr.cards_row(1, "5s 4d 3c 2h Ah", _("The wheel"), _("Best ace-to-five hand."), "")
    wr.paragraph(_("Deuce-to-seven: the ace is high only, straights and flushes count against you; "
                   "the best hand is 7-5-4-3-2 of mixed suits."))
    wr.cards_row(1, "7s 5d 4c 3h 2h", _("Number one"), _("Best deuce-to-seven hand."), "")
    wr.paragraph(_("In both games hands compare from the highest card down, and lower wins."),
                 color=SOFT)


def page_low_rankings(wr: _Writer, game: str) -> None:
    """The lowball ranking of ``game`` with example hands, best first (RULES.md §1)."""
    wr.heading(_("Ace-to-five lowball: hands, best first") if game == "ace-to-five" else
               _("Deuce-to-seven lowball: hands, best first"))
    wr.paragraph(_("The lowest hand wins the pot. Suits never rank; equal hands split the pot."),
                 color=SOFT)
    wr.gap(0.4)
    for i, (cards, name, detail) in enumerate(LOW_RANKINGS[game], start=1):
        said = str(evaluate_game(parse_cards(cards), game=game).describe())
        # the dealer's words, unless they repeat the name ("Number one")
        wr.cards_row(i, cards, _(name), _(detail), "" if said == _(name) else said)
    wr.gap(0.6)


def page_rules(wr: _Writer) -> None:
    """The course of a hand and the table options (RULES.md §2-§5)."""
    wr.heading(_("The table"))
    for text in (
        _("Two to eight seats. Forced bets are antes, blinds, or both, and go in before the deal."),
        _("The button moves one seat to the left after each hand; with blinds the big blind "
          "moves on one seat each hand so nobody misses or repeats it."),
        _("You buy in from your bankroll, between the table's minimum and maximum."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("A hand, step by step"))
    for text in (
        _("Everyone is dealt five cards face down, one at a time, starting left of the button."),
        _("First betting round: check, bet or fold; facing a bet, call, raise or fold. With "
          "blinds, the big blind counts as a bet."),
        _("Jackpots tables: you need a pair of jacks or better to open. If nobody opens, the "
          "cards are redealt and the pot stays. Whoever opened shows their openers at the end."),
        _("The draw: in turn, each player still in discards up to the table's limit and gets as "
          "many new cards. Everyone sees how many cards each player drew. Drawing none is "
          "standing pat."),
        _("Second betting round, then the showdown: the last player whose bet or raise was "
          "called shows first; the others show or muck. A mucked hand cannot win."),
        _("Chips nobody matched go back to their owner. If everyone else folds, the last player "
          "wins without showing."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Pots"))
    wr.paragraph(_("When a player is all in, the chips they can win form the main pot and the rest "
                   "form side pots, each won by the best hand among those who paid into it. A split "
                   "pot is divided equally; odd chips go to the winners clockwise from the left of "
                   "the button."))
    wr.heading(_("Betting structures"))
    for text in (
        _("No limit: any bet or raise up to all your chips."),
        _("Pot limit: a raise may bring your bet up to the current bet plus the pot after you "
          "call."),
        _("Fixed limit: every bet and raise is one small bet before the draw and one big bet "
          "after it, with a cap on the raises in a round."),
        _("A raise must be at least as large as the largest bet or raise before it in the round. "
          "An all-in for less does not reopen the betting for players who already acted."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Wild cards and lowball"))
    for text in (
        _("Wild cards: with the joker or deuces wild, a wild card stands for whatever card makes "
          "your hand best, so five of a kind becomes possible. The bug is a joker that counts only "
          "as an ace or to complete a straight or a flush. At the table wild cards carry a gold "
          "WILD (or BUG) mark."),
        _("Lowball: the lowest hand wins the pot. In ace-to-five the ace is low, straights and "
          "flushes do not count and 5-4-3-2-A is best; in deuce-to-seven the ace is high, "
          "straights and flushes count against you and 7-5-4-3-2 is best. Draw to low cards and "
          "throw away pairs and high cards."),
    ):
        wr.paragraph(text, bullet=True)
    wr.heading(_("Conveniences"))
    wr.paragraph(_("While waiting you can tick Check/Fold, Fold, Check, Call any or Raise any; "
                   "they last one betting round. Auto-rebuy tops your stack up before a hand; sit "
                   "out skips the next hands."))


def page_low_odds(wr: _Writer, game: str, wild: str) -> None:
    """Exact lowball draw odds for the usual draws of ``game`` (with the table's joker)."""
    joker = wild != "none"
    wr.heading(_("Chances after the draw: ace-to-five lowball") if game == "ace-to-five" else
               _("Chances after the draw: deuce-to-seven lowball"))
    if joker:
        text = _("Exact chances of the final low hand for the usual draws in ace-to-five "
                 "lowball with the joker (53 cards), counting every way the replacement cards "
                 "can come from the 48 cards you have not seen.")
    elif game == "ace-to-five":
        text = _("Exact chances of the final low hand for the usual draws in ace-to-five "
                 "lowball (52 cards), counting every way the replacement cards can come from "
                 "the 47 cards you have not seen.")
    else:
        text = _("Exact chances of the final low hand for the usual draws in deuce-to-seven "
                 "lowball (52 cards), counting every way the replacement cards can come from "
                 "the 47 cards you have not seen.")
    wr.paragraph(text, color=SOFT)
    headers = [_("Draw")] + [_(h) for h, _w in LOW_COLUMNS] + [_("Improves")]
    rows: list[list[str]] = []
    for n, target, hand, keep in LOW_DRAWS[game]:
        name = {1: _("Draw one to {cards}"), 2: _("Draw two to {cards}"),
                3: _("Draw three to {cards}")}.get(n, _("Draw five")).format(cards=target)
        rows.append([name, *(_pct(p) for p in low_draw_odds(game, wild, hand, keep))])
    wr.table(headers, rows)
    wr.paragraph(_("\"8 or better\": a hand whose highest card is an eight or lower, with no "
                   "pair (in deuce-to-seven also no straight or flush). \"Improves\": ends "
                   "lower than the five cards held now."), color=SOFT)


def page_odds(wr: _Writer, table: Any = None) -> None:
    """Exact draw odds for the usual draws: of the table's lowball game when opened from a
    lowball table, else of high Five Card Draw without wild cards (said so)."""
    if table is not None and getattr(table, "game", "high") != "high":
        page_low_odds(wr, table.game, table.wild)
        return
    wr.heading(_("Chances after the draw: Five Card Draw, high hand"))
    wr.paragraph(_("Exact chances of the final hand for the usual draws in Five Card Draw with 52 "
                   "cards, counting every way the replacement cards can come from the 47 cards you "
                   "have not seen."), color=SOFT)
    if table is not None and getattr(table, "wild", "none") != "none":
        wr.paragraph(_("These chances are without wild cards: a wild card at this table makes "
                       "every draw better."), color=SOFT)
    headers = [_("Draw")] + [_(h) for h, _c in COLUMNS] + [_("Improves")]
    rows: list[list[str]] = []
    for name, hand, keep in DRAWS:
        dist = draw_odds(hand, keep)
        row = [_(name)]
        for _h, cats in COLUMNS:
            row.append(_pct(sum((dist.get(c, Fraction(0)) for c in cats), Fraction(0))))
        row.append(_pct(improve_chance(hand, keep)))
        rows.append(row)
    wr.table(headers, rows)
    wr.paragraph(_("Example: with a pair you improve about 29% of the time drawing three, and "
                   "about 26% keeping an ace kicker and drawing two."), color=SOFT)


PAGES: tuple[tuple[str, Callable[[_Writer], None]], ...] = (
    (N_("Hand rankings"), page_rankings),
    (N_("How to play"), page_rules),
    (N_("Draw odds"), page_odds),
)


def table_lines(rules: Any) -> list[str]:
    """Translated sentences describing the rules of one table (game, wild cards, openers,
    betting, draw limit), for the "At this table" block (RULES.md §1-§4).

    Args:
        rules: a :class:`drawpoker.engine.TableRules`.
    """
    lines = [table_summary_rules(rules)]
    lines.append({
        "high": _("The highest hand wins."),
        "ace-to-five": _("Ace-to-five lowball: the lowest hand wins; the ace is low, straights "
                         "and flushes do not count, 5-4-3-2-A is best."),
        "deuce-to-seven": _("Deuce-to-seven lowball: the lowest hand wins; the ace is high, "
                            "straights and flushes count against you, 7-5-4-3-2 is best."),
    }[rules.game])
    lines.append({
        "none": _("No wild cards."),
        "joker": _("The joker is in the deck and fully wild."),
        "bug": _("The joker is in the deck as the bug: it counts as an ace or completes a "
                 "straight or a flush."),
        "deuces": _("Deuces are wild: all four 2s stand for any card."),
    }[rules.wild])
    if rules.open_requirement == "jacks-or-better":
        lines.append(_("Jacks or better to open: you need a pair of jacks or better to make the "
                       "first bet; the opener shows their openers at the end of the hand."))
    if rules.check_around == "redeal":
        lines.append(_("If everyone checks before the draw, the cards are redealt and the pot "
                       "stays."))
    if rules.max_draw < 5:
        lines.append(_("You may draw at most {n} cards.").format(n=rules.max_draw)
                     if not rules.four_with_ace else
                     _("You may draw at most {n} cards, or four if you keep an ace.").format(
                         n=rules.max_draw))
    return lines


def page_table(wr: _Writer, rules: Any) -> None:
    """The "At this table" block: the rules of the table the screen was opened from."""
    wr.heading(_("At this table"))
    for text in table_lines(rules):
        wr.paragraph(text, bullet=True)
    wr.gap(0.3)


@lru_cache(maxsize=12)
def render_page(index: int, width: int, px: int, four_color: bool, catalog: Hashable,
                table: Any = None) -> pygame.Surface:
    """Page ``index`` rendered ``width`` pixels wide (cached per catalog and deck).

    Args:
        catalog: :func:`drawpoker.i18n.catalog_key` (the cache key of the translations).
        table: the :class:`~drawpoker.engine.TableRules` of the table the screen was
            opened from (its rules head the rankings and how-to-play pages), or None.
    """
    wr = _Writer(width, px, four_color)
    if table is not None and index in (0, 1):
        page_table(wr, table)
    game = getattr(table, "game", "high") if table is not None else "high"
    if index == 0 and game in LOW_RANKINGS:  # a lowball table: its ranking leads
        page_low_rankings(wr, game)
    if index == 2:
        page_odds(wr, table)
    else:
        PAGES[index][1](wr)
    return wr.render()


class RulesScene(MenuScene):
    """Rules, hand rankings and draw odds (see module doc).

    Args:
        overlay: drawn over the table (from the pause menu).
        page: the page shown first (0 rankings, 1 rules, 2 odds).
        table_rules: the rules of the table it was opened from (an "At this table" block
            heads the first two pages), or None from the title screen.
    """

    panel_width = 1040

    def __init__(self, *, overlay: bool = False, page: int = 0, table_rules: Any = None) -> None:
        super().__init__()
        self.overlay = overlay
        self.page = page
        self.table_rules = table_rules
        self.content: pygame.Surface | None = None

    def title(self) -> str:
        return _("Rules & hand rankings")

    def build(self) -> None:
        self.tabs = []
        for i, (name, _fn) in enumerate(PAGES):
            self.tabs.append(FancyButton(_(name), "primary" if i == self.page else "neutral",
                                         action=self._shower(i)))
        self.footer = [*self.tabs, FancyButton(_("Back"), "neutral", action=self.back)]

    def _shower(self, index: int) -> Callable[[], None]:
        return lambda: self.show(index)

    def show(self, index: int) -> None:
        """Switch to page ``index``."""
        self.page = index
        for i, b in enumerate(self.tabs):
            b.style = "primary" if i == index else "neutral"
        self.scroll = 0
        items = self.focusables()
        if self.tabs[index] in items:
            self.focus = items.index(self.tabs[index])
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        px = max(13, round(17 * self.s))
        four = self.app.settings.four_color_deck if self.app else False
        self.content = render_page(self.page, self.viewport.width, px, four, catalog_key(),
                                   self.table_rules)
        self.content_h = self.content.get_height()
        self.max_scroll = max(0, self.content_h - self.viewport.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _key(self, intent: Key) -> bool:
        k = intent.key
        step = self.px * 3
        if k == pygame.K_DOWN:
            self.scroll_by(step)
            return True
        if k == pygame.K_UP:
            self.scroll_by(-step)
            return True
        if k == pygame.K_HOME:
            self.scroll_by(-self.content_h)
            return True
        if k == pygame.K_END:
            self.scroll_by(self.content_h)
            return True
        if k in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.show(k - pygame.K_1)
            return True
        return super()._key(intent)

    def handle(self, intent: Intent) -> bool:
        return super().handle(intent)

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.content is not None:  # only the visible band of the tall page
            area = pygame.Rect(0, self.scroll, self.viewport.width, self.viewport.height)
            surface.blit(self.content, self.viewport.topleft, area)

