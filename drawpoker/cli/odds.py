"""``drawpoker odds "Jh Jd As 7c 2d"``: the exact draw odds of the best holds, as a table.

Output is English (CLIs never switch language). Exit status 0 on success, 2 on bad
input (with a message naming what is wrong).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from fractions import Fraction

from drawpoker.cards import Card, format_cards, parse_cards
from drawpoker.cli.output import closed_pipe
from drawpoker.evaluator import HandCategory, evaluate_game
from drawpoker.i18n import _
from drawpoker.odds import HoldAnalysis, analyze_holds

C = HandCategory
_HIGH_COLUMNS = [
    (C.ONE_PAIR, "Pair+"), (C.TWO_PAIR, "2 pair+"), (C.THREE_OF_A_KIND, "Trips+"),
    (C.STRAIGHT, "Straight+"), (C.FLUSH, "Flush+"), (C.FULL_HOUSE, "Full h.+"),
    (C.FOUR_OF_A_KIND, "Quads+"), (C.STRAIGHT_FLUSH, "Str. fl.+"),
]


def _pct(p: Fraction) -> str:
    if p == 0:
        return "-"
    if p == 1:
        return "100%"
    if p < Fraction(1, 20000):
        return "<0.01%"
    return f"{float(p) * 100:.2f}%"


def _low_threshold(game: str, top: int) -> str:
    """The worst no-pair hand topped by ``top`` (so "at least" = that top or better)."""
    names = "A23456789TJQK"
    if game == "ace-to-five":
        ranks = [top, top - 1, top - 2, top - 3, top - 4]
        text = [names[(r - 1) % 13] for r in ranks]
    else:
        ranks = [top, top - 1, top - 2, top - 3, top - 5]
        text = ["23456789TJQKA"[r - 2] for r in ranks]
    suits = "cdhsc"
    return " ".join(t + s for t, s in zip(text, suits, strict=True))


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:],
                                                                      strict=True)]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _rows(holds: list[HoldAnalysis], game: str, wild: str) -> list[list[str]]:
    if game == "high":
        cols = list(_HIGH_COLUMNS)
        if wild != "none":
            cols.append((C.FIVE_OF_A_KIND, "Five k."))
        head = [_("Keep"), _("Draw"), _("Improve")] + [_(t) for _cat, t in cols] + [_("Equity")]
        rows = [head]
        for a in holds:
            rows.append([format_cards(a.keep) or _("(draw five)"), str(a.draws),
                         _pct(a.p_improve)] + [_pct(a.p_at_least(c)) for c, _t in cols]
                        + [f"{a.score * 100:.1f}%"])
        return rows
    tops = list(range(6, 12)) if game == "ace-to-five" else list(range(7, 13))
    names = {6: "6", 7: "7", 8: "8", 9: "9", 10: "T", 11: "J", 12: "Q"}
    head = [_("Keep"), _("Draw"), _("Improve"), _("Number 1")]
    head += [_("{top}-low+").format(top=names[t]) for t in tops] + [_("Equity")]
    nuts = "5c 4d 3h 2s Ac" if game == "ace-to-five" else "7c 5d 4h 3s 2c"
    rows = [head]
    for a in holds:
        rows.append([format_cards(a.keep) or _("(draw five)"), str(a.draws),
                     _pct(a.p_improve), _pct(a.p_at_least(nuts))]
                    + [_pct(a.p_at_least(_low_threshold(game, t))) for t in tops]
                    + [f"{a.score * 100:.1f}%"])
    return rows


def build_parser() -> argparse.ArgumentParser:
    """The ``drawpoker odds`` argument parser."""
    p = argparse.ArgumentParser(
        prog="drawpoker odds",
        description=_("Exact draw odds for every way to keep cards from a five-card hand "
                      "(complete enumeration by combinatorics, no sampling)."),
        epilog=_('Example: drawpoker odds "Jh Jd As 7c 2d" --top 6. Columns give the chance '
                 "of finishing with at least that hand; \"Equity\" is the average share of the "
                 "pot at showdown against --opponents typical opponents (high: each drew three "
                 "cards to a pair; lowball: each drew one card to four low cards), the sort order "
                 "unless --target is given."))
    p.add_argument("hand", help=_('five cards, e.g. "Jh Jd As 7c 2d" (10 or T for ten, Jk = joker)'))
    p.add_argument("--game", default="high", choices=["high", "ace-to-five", "deuce-to-seven"],
                   help=_("game rules (default: high)"))
    p.add_argument("--wild", default="none", choices=["none", "joker", "bug", "deuces"],
                   help=_("wild cards (default: none)"))
    p.add_argument("--dead", default="", metavar="CARDS",
                   help=_("cards known to be out of play, e.g. \"Ah 7s\""))
    p.add_argument("--target", metavar="HAND",
                   help=_('sort by the chance of finishing at or above this hand, e.g. '
                          '"flush" or "Jc Jd 2h 3s 4c"'))
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help=_("show the N best holds (default 10; 32 = all)"))
    p.add_argument("--opponents", type=int, default=3, metavar="N",
                   help=_("opponents assumed by the Equity column, 1..8 (default 3)"))
    p.add_argument("--max-draw", type=int, default=5, metavar="N",
                   help=_("house limit on cards drawn (default 5)"))
    return p


def _parse_target(text: str | None, game: str, wild: str) -> HandCategory | str | None:
    if text is None:
        return None
    key = text.strip().upper().replace(" ", "_").replace("-", "_")
    aliases = {"PAIR": "ONE_PAIR", "TRIPS": "THREE_OF_A_KIND", "QUADS": "FOUR_OF_A_KIND",
               "FULL_HOUSE": "FULL_HOUSE", "ROYAL_FLUSH": "STRAIGHT_FLUSH"}
    key = aliases.get(key, key)
    if key in HandCategory.__members__:
        if game != "high":
            raise ValueError(_("--target: use a five-card hand in lowball, not a category"))
        return HandCategory[key]
    try:
        evaluate_game(parse_cards(text), game=game, wild=wild)
    except ValueError as err:
        if game != "high":
            raise ValueError(_("--target: {text!r} is not five cards: {error}").format(
                text=text, error=err)) from err
        raise ValueError(_(
            "--target: {text!r} is neither a hand category (pair, two pair, trips, straight, "
            "flush, full house, quads, straight flush, five of a kind) nor five cards: "
            "{error}").format(text=text, error=err)) from err
    return text


def _option(name: str, text: str) -> list[Card]:
    """Parse the cards of an argument; a bad card names the argument."""
    try:
        return parse_cards(text)
    except ValueError as err:
        raise ValueError(f"{name}: {err}") from err


def main(argv: Sequence[str]) -> int:
    """Run ``drawpoker odds``; returns the exit status (141 if stdout's reader left early)."""
    try:
        return _main(argv)
    except BrokenPipeError:
        return closed_pipe()


def _main(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(list(argv))
    try:
        hand = _option("hand", args.hand)
        dead = _option("--dead", args.dead)
        value = evaluate_game(hand, game=args.game, wild=args.wild)
        target = _parse_target(args.target, args.game, args.wild)
        holds = analyze_holds(hand, wild=args.wild, dead=dead, game=args.game,
                              target=target, max_draw=args.max_draw,
                              opponents=args.opponents)
    except ValueError as err:
        message = str(err)
        if message.startswith("dead: "):  # the library's argument is the --dead option here
            message = "--" + message
        print(_("drawpoker odds: {error}").format(error=message), file=sys.stderr)
        return 2
    if args.top < 1:
        print(_("drawpoker odds: --top must be at least 1"), file=sys.stderr)
        return 2
    shown = holds[:args.top]
    title = _("Hand: {cards}  ({value})").format(cards=format_cards(hand), value=value.describe())
    rules = _("Game: {game}, wild cards: {wild}, unseen cards: {unseen}").format(
        game=args.game, wild=args.wild,
        unseen=(53 if args.wild in ("joker", "bug") else 52) - 5 - len(dead))
    print(title)
    print(rules)
    print(_("Equity: pot share at showdown against {n} typical opponents.").format(
        n=args.opponents))
    print()
    print(_table(_rows(shown, args.game, args.wild)))
    if len(shown) < len(holds):
        print()
        print(_("({shown} of {total} holds shown; --top {total} shows all)").format(
            shown=len(shown), total=len(holds)))
    return 0
