"""The opponent model: what one computer player has learnt about each other player at the
table, from every action and every hand shown down (issue 14).

Per opponent (by the name at his seat) the model keeps

* his betting frequencies by round and spot (:class:`~drawpoker.ai.ranges.Tendencies`:
  how often he bets, calls, raises or folds), which the range model turns into ranges;
* how often he stands pat when he reaches the draw, and what he showed down when he did:
  a player who stands pat far more often than made hands come (about one hand in sixty
  that reaches the draw) is mostly snowing, and the hands he shows say how much;
* by line (:mod:`drawpoker.ai.lines`: a bet after standing pat, a check-raise after the
  draw, an all-in after the draw, a bet after drawing ``D``, a raise before the draw by
  position), how often he took it and the hands he showed down after it (issue 26);
* how he answered the first bet he faced after the draw (after checking or not: fold,
  call or raise, :func:`~drawpoker.ai.lines.continued_after_draw`) and the hands he
  showed down after calling or raising it;
* how often he check-raises (checks, is bet into and raises in the same betting round)
  and the hands he showed down after check-raising.

Everything is shrunk toward the prior of a typical player until there is evidence: the
prior weighs as much as ``prior_weight`` observations (:attr:`Level.prior_weight`: easy
players barely learn, hard players learn fast). Memory is bounded: at most
:data:`MAX_NAMES` opponents, :data:`MAX_SHOWN` shown hands per kind, and counts halved
once they pass :data:`MAX_COUNT`, so recent habits weigh more than old ones. The model is
plain data (:meth:`OpponentModel.to_dict` / :meth:`OpponentModel.from_dict`) so the
resumable table can keep it. It reads only public events (docs/rules.md §5: the cards drawn
and the hands shown are public).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.ai.lines import continued_after_draw, faced_after_draw, lines_taken
from drawpoker.ai.ranges import FACING, SNOW_SHARE, Tendencies, classify_actions
from drawpoker.ai.tables import ModeTables
from drawpoker.engine import Discarded, Event, ShowdownReveal

MAX_NAMES = 16  #: opponents remembered (the least recently seen is forgotten)
MAX_SHOWN = 40  #: shown hands kept per opponent and kind
MAX_COUNT = 400.0  #: a count that passes this is halved with its siblings
#: a pat hand a sound player stands pat with is a straight or better: about this share of
#: the hands that reach the draw (the prior stand-pat rate)
PAT_RATE = 0.016
#: a shown stand-pat hand below this dealt percentile was not a made pat hand (a snow)
JUNK_PCT = 0.95
#: a typical player check-raises about this share of the times he checks and is bet into
CHECK_RAISE_RATE = 0.08
#: by the cards the bettor drew (0..5), how much more than his usual share a player who
#: reads draw counts folds to a bet after the draw: a stand pat or a one-card draw is
#: more often made than a draw of three
DRAW_FOLD_SHIFT = (0.12, 0.08, 0.04, -0.02, -0.05, -0.05)
#: folds after the draw are counted together for bettors who drew this many cards or
#: fewer and for those who drew more (a reader of draw counts folds one pair to a pat
#: hand, a one- or two-card draw alike, and calls a three-card draw)
SMALL_DRAW = 2


@dataclass
class Habits:
    """What is known of one opponent.

    Attributes:
        draws: hands in which he reached the draw.
        pats: of those, how often he stood pat.
        pat_shown: dealt percentiles (0..1) of the stand-pat hands he showed down.
        lines: by line key (:mod:`drawpoker.ai.lines`), percentiles of the hands he
            showed down after taking it.
        taken: by line key, how often he took it.
        cr_chances: times he checked and then faced a bet in the same betting round.
        cr_raises: of those, how often he raised (a check-raise).
        cr_shown: percentiles of the hands he showed down after check-raising.
        draw_folds: by the cards the bettor drew, how often he faced a bet or raise
            after the draw and how often he folded to it ([faced, folded]).
    """

    draws: float = 0.0
    pats: float = 0.0
    pat_shown: list[float] = field(default_factory=list)
    lines: dict[str, list[float]] = field(default_factory=dict)
    taken: dict[str, float] = field(default_factory=dict)
    cr_chances: float = 0.0
    cr_raises: float = 0.0
    cr_shown: list[float] = field(default_factory=list)
    draw_folds: dict[int, list[float]] = field(default_factory=dict)


class OpponentModel:
    """Per-opponent habits for one computer player (module docstring).

    Args:
        prior_weight: observations the typical-player prior is worth (>0).
    """

    def __init__(self, prior_weight: float = 12.0) -> None:
        self.prior_weight = float(prior_weight)
        self.tendencies = Tendencies(prior_weight=self.prior_weight)
        self.habits: dict[str, Habits] = {}

    # -- learning -----------------------------------------------------------------
    def _of(self, name: str) -> Habits:
        h = self.habits.pop(name, None) or Habits()
        self.habits[name] = h  # most recently seen last
        while len(self.habits) > MAX_NAMES:
            gone = next(iter(self.habits))
            del self.habits[gone]
            self.tendencies.forget(gone)
        return h

    def record_hand(self, events: Sequence[Event], names: Sequence[str], skip_seat: int,
                    tables: ModeTables) -> None:
        """Learn from one hand's public log: every betting action, every draw count and
        every hand shown at the showdown of the seats other than ``skip_seat``."""
        self.tendencies.record_hand(events, names, skip_seat)
        drawn: dict[int, int] = {}
        taken = lines_taken(events)
        answered = continued_after_draw(events)
        for seat, key in answered.items():
            taken.setdefault(seat, []).append(key)
        for seat, keys in taken.items():
            if seat != skip_seat and 0 <= seat < len(names):
                counts = self._of(names[seat]).taken
                for key in keys:
                    counts[key] = counts.get(key, 0.0) + 1.0
                if sum(counts.values()) > MAX_COUNT:
                    for key in counts:
                        counts[key] /= 2
        for seat, bettor_drew, folded in faced_after_draw(events):
            if seat != skip_seat and 0 <= seat < len(names):
                row = self._of(names[seat]).draw_folds.setdefault(bettor_drew, [0.0, 0.0])
                row[0] += 1.0
                row[1] += 1.0 if folded else 0.0
                if row[0] > MAX_COUNT:
                    row[:] = [row[0] / 2, row[1] / 2]
        check_raised: set[int] = set()
        checked: dict[int, int] = {}  # seat -> round in which he checked, not yet bet into
        for seat, round_no, _spot, action in classify_actions(events):
            if seat == skip_seat or not 0 <= seat < len(names):
                continue
            if action == "check":
                checked[seat] = round_no
            elif checked.get(seat) == round_no and action in ("fold", "call", "raise"):
                del checked[seat]
                h = self._of(names[seat])
                h.cr_chances += 1.0
                if action == "raise":
                    h.cr_raises += 1.0
                    check_raised.add(seat)
                if h.cr_chances > MAX_COUNT:
                    h.cr_chances, h.cr_raises = h.cr_chances / 2, h.cr_raises / 2
        for ev in events:
            if isinstance(ev, Discarded) and ev.seat != skip_seat and 0 <= ev.seat < len(names):
                drawn[ev.seat] = ev.count
                h = self._of(names[ev.seat])
                h.draws += 1.0
                h.pats += 1.0 if ev.count == 0 else 0.0
                if h.draws > MAX_COUNT:
                    h.draws, h.pats = h.draws / 2, h.pats / 2
            elif isinstance(ev, ShowdownReveal) and ev.seat in drawn and len(ev.cards) == 5:
                pct = float(tables.pct[tables.rank_of(ev.cards)])
                h = self._of(names[ev.seat])
                if drawn[ev.seat] == 0:
                    _push(h.pat_shown, pct)
                for key in taken.get(ev.seat, ()):
                    _push(h.lines.setdefault(key, []), pct)
                if ev.seat in check_raised:
                    _push(h.cr_shown, pct)

    # -- reading ------------------------------------------------------------------
    def snow_share(self, name: str | None) -> float:
        """The share of ``name``'s stand-pats that are not made hands (0..1).

        From how often he stands pat (the prior rate :data:`PAT_RATE` over his rate,
        both shrunk toward the prior) and then from the stand-pat hands he showed (the
        junk share among them, shrunk toward the first estimate); never below the
        typical player's :data:`~drawpoker.ai.ranges.SNOW_SHARE`."""
        h = self.habits.get(name) if name is not None else None
        if h is None:
            return SNOW_SHARE
        k = self.prior_weight
        rate = (h.pats + k * PAT_RATE) / (h.draws + k)
        share = max(SNOW_SHARE, 1.0 - PAT_RATE / max(rate, 1e-9))
        shown = h.pat_shown
        if shown:
            # a hand kept as dealt is below JUNK_PCT that share of the time
            junk = sum(1 for p in shown if p < JUNK_PCT) / JUNK_PCT
            weight = k / 2
            share = (weight * share + junk) / (weight + len(shown))
        return float(min(max(share, SNOW_SHARE), 0.995))

    def fold_after_draw(self, name: str | None, drawn: int) -> float:
        """How often ``name`` folds to a bet after the draw from a bettor who drew
        ``drawn`` cards (0..1): what he did against bettors who drew as few (at most
        :data:`SMALL_DRAW`) or as many (more) cards, shrunk toward his fold frequency
        against every bet after the draw moved by :data:`DRAW_FOLD_SHIFT` (the prior
        weight's worth)."""
        base = self.tendencies.freqs(name, 2, FACING)[0]
        base = min(max(base + DRAW_FOLD_SHIFT[min(max(drawn, 0), 5)], 0.0), 1.0)
        h = self.habits.get(name) if name is not None else None
        if h is None:
            return float(base)
        small = drawn <= SMALL_DRAW
        rows = [r for d, r in h.draw_folds.items() if (d <= SMALL_DRAW) == small]
        if not rows:
            return float(base)
        k = self.prior_weight
        faced = sum(r[0] for r in rows)
        folds = sum(r[1] for r in rows)
        return float((folds + k * base) / (faced + k))

    def checked_fold(self, name: str | None, drawn: int) -> float:
        """How often ``name`` folds (0..1) when he checked after the draw and a bettor who
        drew ``drawn`` cards bets into him: his answers to that first bet
        (:meth:`answers` ``"cc2"``) shrunk toward :meth:`fold_after_draw` (the prior
        weight's worth)."""
        folds, calls, raises = self.answers(name, "cc2")
        k = self.prior_weight
        return float((folds + k * self.fold_after_draw(name, drawn))
                     / (folds + calls + raises + k))

    def shown_after_bet(self, name: str | None, drawn: int) -> list[float]:
        """Percentiles of the hands ``name`` showed after betting after drawing ``drawn``."""
        return self.line_shown(name, f"bet2:{drawn}")

    def line_shown(self, name: str | None, key: str) -> list[float]:
        """Percentiles of the hands ``name`` showed down after taking the line ``key``."""
        h = self.habits.get(name) if name is not None else None
        return list(h.lines.get(key, ())) if h is not None else []

    def line_taken(self, name: str | None, key: str) -> int:
        """How often ``name`` took the line ``key`` (rounded)."""
        h = self.habits.get(name) if name is not None else None
        return int(round(h.taken.get(key, 0.0))) if h is not None else 0

    def answers(self, name: str | None, prefix: str) -> tuple[float, float, float]:
        """How often ``name`` folded, called and raised the first bet he faced after the
        draw, after checking to it (``prefix`` ``"cc2"``) or not (``"fc2"``)."""
        h = self.habits.get(name) if name is not None else None
        if h is None:
            return 0.0, 0.0, 0.0
        fold, call, raise_ = (h.taken.get(f"{prefix}:{a}", 0.0) for a in ("fold", "call", "raise"))
        return fold, call, raise_

    def check_raise_share(self, name: str | None) -> float:
        """How often ``name`` raises after checking and being bet into (0..1), shrunk
        toward the typical player's :data:`CHECK_RAISE_RATE`."""
        h = self.habits.get(name) if name is not None else None
        if h is None:
            return CHECK_RAISE_RATE
        k = self.prior_weight
        return float((h.cr_raises + k * CHECK_RAISE_RATE) / (h.cr_chances + k))

    def shown_after_check_raise(self, name: str | None) -> list[float]:
        """Percentiles of the hands ``name`` showed down after check-raising."""
        h = self.habits.get(name) if name is not None else None
        return list(h.cr_shown) if h is not None else []

    def pats(self, name: str | None) -> tuple[int, int]:
        """(times he stood pat, hands he reached the draw), rounded."""
        h = self.habits.get(name) if name is not None else None
        return (0, 0) if h is None else (int(round(h.pats)), int(round(h.draws)))

    def pat_shown(self, name: str | None) -> list[float]:
        """Percentiles of the stand-pat hands ``name`` showed down."""
        h = self.habits.get(name) if name is not None else None
        return list(h.pat_shown) if h is not None else []

    # -- saving -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The model as JSON data (for the resumable table)."""
        return {
            "prior_weight": self.prior_weight,
            "tendencies": self.tendencies.to_dict(),
            "habits": {name: {"draws": h.draws, "pats": h.pats, "pat_shown": list(h.pat_shown),
                              "lines": {k: list(v) for k, v in h.lines.items()},
                              "taken": dict(h.taken),
                              "cr": [h.cr_chances, h.cr_raises], "cr_shown": list(h.cr_shown),
                              "draw_folds": {str(d): list(r) for d, r in h.draw_folds.items()}}
                       for name, h in self.habits.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> OpponentModel:
        """A model from :meth:`to_dict` data.

        Raises:
            ValueError: the data is not a model (the field is named).
        """
        try:
            model = cls(float(data["prior_weight"]))
            model.tendencies = Tendencies.from_dict(data["tendencies"], model.prior_weight)
            for name, h in dict(data["habits"]).items():
                cr = [float(c) for c in h.get("cr", (0.0, 0.0))]
                # a model saved before lines were kept has its bets after the draw by
                # draw count: they are the lines "bet2:D"
                lines = {f"bet2:{int(d)}": v for d, v in dict(h.get("bet_shown", {})).items()}
                lines.update(dict(h.get("lines", {})))
                model.habits[str(name)] = Habits(
                    float(h["draws"]), float(h["pats"]),
                    [float(p) for p in h["pat_shown"]][-MAX_SHOWN:],
                    {str(k): [float(p) for p in v][-MAX_SHOWN:] for k, v in lines.items()},
                    {str(k): float(c) for k, c in dict(h.get("taken", {})).items()},
                    cr[0], cr[1],
                    [float(p) for p in h.get("cr_shown", ())][-MAX_SHOWN:],
                    {int(d): [float(r[0]), float(r[1])]
                     for d, r in dict(h.get("draw_folds", {})).items()})
        except (KeyError, TypeError, AttributeError, IndexError, ValueError) as exc:
            raise ValueError(f"opponent model: bad data ({exc!r})") from exc
        while len(model.habits) > MAX_NAMES:
            del model.habits[next(iter(model.habits))]
        return model


def _push(xs: list[float], x: float) -> None:
    xs.append(x)
    if len(xs) > MAX_SHOWN:
        del xs[0]
