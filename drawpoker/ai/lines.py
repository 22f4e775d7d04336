"""Lines: the named ways a player bets a hand, read from the public log (issue 26).

A *line* is one kind of aggression the opponent model keeps apart, because each shows
its own hands: what a player shows after moving all in after the draw is not what he
shows after a plain bet. The keys:

* ``allin2``: a bet or raise after the draw that put him all in;
* ``cr2``: a check-raise after the draw (he checked, was bet into and raised);
* ``pat2``: a bet or raise after standing pat;
* ``bet2:D``: a bet or raise after drawing ``D`` cards (every bet after the draw has one);
* ``raise1:late`` / ``raise1:early``: a raise before the draw from the button or the seat
  before it, or from any other seat.

Apart from the lines, :func:`continued_after_draw` names how a player answered the
first bet he faced after the draw (``cc2:`` after checking to it, ``fc2:`` without having
checked, then ``fold``, ``call`` or ``raise``): the model counts those answers and keeps
the hands shown after calling or raising, which say what goes on against a value bet.

A bet can take several lines at once (an all-in check-raise after standing pat is
``allin2``, ``cr2``, ``pat2`` and ``bet2:0``); a decision reads the most telling one the
model has seen hands for, in the order above. Everything here is public (docs/rules.md §5: the
actions and the number of cards drawn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from drawpoker.ai.ranges import classify_actions
from drawpoker.engine import BettingRoundStarted, Discarded, Event, HandStarted, PlayerActed
from drawpoker.i18n import _, ngettext


def round_of(key: str) -> int:
    """The betting round a line is taken in (1 before the draw, 2 after it)."""
    return 1 if key.startswith("raise1") else 2


def _position(seat: int, button: int, n: int) -> str:
    return "late" if seat == button or (n > 2 and seat == (button - 1) % n) else "early"


def lines_taken(events: Sequence[Event]) -> dict[int, list[str]]:
    """Per seat, the lines he took in a hand's log so far (each once; within a round the
    most telling first)."""
    start = next((ev for ev in events if isinstance(ev, HandStarted)), None)
    button, n = (start.button, len(start.names)) if start is not None else (0, 2)
    acted = [ev for ev in events if isinstance(ev, PlayerActed)]
    drawn = {ev.seat: ev.count for ev in events if isinstance(ev, Discarded)}
    out: dict[int, list[str]] = {}
    checked: set[tuple[int, int]] = set()
    for ev, (seat, round_no, _spot, action) in zip(acted, classify_actions(events),
                                                 strict=True):
        if action == "check":
            checked.add((seat, round_no))
        if action not in ("bet", "raise"):
            continue
        got = out.setdefault(seat, [])
        keys: list[str] = []
        if round_no == 2:
            if ev.all_in:
                keys.append("allin2")
            if (seat, 2) in checked:
                keys.append("cr2")
            d = drawn.get(seat)
            if d == 0:
                keys.append("pat2")
            if d is not None:
                keys.append(f"bet2:{d}")
        elif action == "raise":
            keys.append(f"raise1:{_position(seat, button, n)}")
        got.extend(k for k in keys if k not in got)
    return out


def faced_after_draw(events: Sequence[Event]) -> list[tuple[int, int, bool]]:
    """Each time a player faced a bet or raise after the draw in a hand's log: (his seat,
    the cards the bettor drew, whether he folded). Players who read draw counts fold
    to a bettor who stood pat or drew one what they call from one who drew three."""
    drawn = {ev.seat: ev.count for ev in events if isinstance(ev, Discarded)}
    out: list[tuple[int, int, bool]] = []
    bettor: int | None = None
    for seat, round_no, spot, action in classify_actions(events):
        if round_no != 2:
            continue
        if spot != "unopened" and bettor is not None and bettor in drawn:
            out.append((seat, drawn[bettor], action == "fold"))
        if action in ("bet", "raise"):
            bettor = seat
    return out


def continued_after_draw(events: Sequence[Event]) -> dict[int, str]:
    """Per seat, how he answered the first bet he faced after the draw in a hand's log
    when he had not bet in that betting round himself: ``"cc2:<action>"`` when he had
    checked first, else ``"fc2:<action>"``, the action one of ``fold``, ``call`` or
    ``raise``."""
    checked: set[int] = set()
    bet: set[int] = set()
    out: dict[int, str] = {}
    for seat, round_no, spot, action in classify_actions(events):
        if round_no != 2:
            continue
        if action == "check":
            checked.add(seat)
        elif spot != "unopened" and seat not in bet and seat not in out:
            out[seat] = f"{'cc2' if seat in checked else 'fc2'}:{action}"
        if action in ("bet", "raise"):
            bet.add(seat)
    return out


def _round_now(events: Sequence[Event]) -> int:
    rounds = [ev.round_no for ev in events if isinstance(ev, BettingRoundStarted)]
    return min(rounds[-1], 2) if rounds else 1


def current_lines(events: Sequence[Event], seat: int) -> list[str]:
    """The lines ``seat`` has taken in the betting round now under way, most telling
    first."""
    now = _round_now(events)
    return [k for k in lines_taken(events).get(seat, []) if round_of(k) == now]


def line_label(key: str) -> str:
    """The line in words, translated: "a check-raise after the draw"."""
    kind, _sep, arg = key.partition(":")
    if kind == "allin2":
        return _("an all-in after the draw")
    if kind == "cr2":
        return _("a check-raise after the draw")
    if kind == "pat2":
        return _("a bet after standing pat")
    if kind == "bet2":
        d = int(arg)
        return ngettext("a bet after drawing {count} card", "a bet after drawing {count} cards",
                        d).format(count=d)
    if arg == "late":
        return _("a raise before the draw in late position")
    return _("a raise before the draw in early position")


def line_read(name: str, key: str, weakest: str, best: str, count: int
              ) -> Callable[[], str]:
    """The sentence a reason adds for a line read: "Bot: an all-in after the draw, shown
    down 5 times: three of a kind to a full house" (made when it is said)."""
    return lambda: ngettext(
        "{name}: {line}, shown down {count} time: {weakest} to {best}",
        "{name}: {line}, shown down {count} times: {weakest} to {best}", count,
    ).format(name=name, line=line_label(key), count=count, weakest=weakest, best=best)
