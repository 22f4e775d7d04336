"""Whole sit-and-gos played headless with the same engine and seeds (docs/rules.md §6): the
rest of a tournament in a moment (the table's *Finish now*) and ``drawpoker simulate
--tournament``.

Each hand is dealt by :meth:`Tournament.deal` (the level due), played to the end with the
players' ``decide`` (their random choices from the tournament's ``ai_rng``), and taken by
:meth:`Tournament.finish`. With levels by minutes, headless play moves a
:class:`~drawpoker.session.tournament.state.PlayClock` on :data:`SECONDS_PER_HAND` per hand.

API: :func:`make_players`, :func:`play_hand`, :func:`play_out`, :func:`run_sit_and_go`,
:class:`SitAndGoResult`, :func:`finish_shares`. A hand is played by the engine's one loop
(``engine.play_out.play_to_end``) and the players learn as at the table
(``session.table.deciders.learn``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.ai import make_player
from drawpoker.ai.stack import StackPlay
from drawpoker.engine import Action, IllegalAction, LegalActions, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import play_to_end
from drawpoker.session.table.deciders import learn
from drawpoker.session.tournament.schedule import Schedule
from drawpoker.session.tournament.state import Finish, PlayClock, Tournament

#: Seconds of play a hand counts for when played headless (levels by minutes).
SECONDS_PER_HAND = 45.0
#: Hands after which a headless tournament is stopped as broken (the schedule's rising
#: forced bets end every real one long before).
MAX_HANDS = 5000


def make_players(specs: Mapping[int, str], prizes: Sequence[int]) -> dict[int, Any]:
    """A policy per seat (``drawpoker.ai.make_player`` specs), each told the tournament's
    prizes (``ai.stack.StackPlay``) when it plays stack depth.

    Raises:
        ValueError: a bad spec.
    """
    players: dict[int, Any] = {}
    for seat, spec in specs.items():
        player = make_player(spec)
        if hasattr(player, "stack_play"):
            player.stack_play = StackPlay(tuple(prizes))
        players[seat] = player
    return players


def play_hand(tournament: Tournament, players: Mapping[int, Any],
              check: Callable[[Hand], None] | None = None) -> tuple[Hand, list[Finish]]:
    """Deal and play one deal headless; returns it and the places taken in it.

    Args:
        tournament: the tournament (between hands).
        players: a policy for every seat that is dealt in.
        check: called with the hand after every action (tests: chips conserved).

    Raises:
        RuntimeError: a player made an illegal action (named).
    """
    hand = tournament.deal()
    hand.start()
    if check is not None:
        check(hand)

    def decide(legal: LegalActions) -> Action:
        action: Action = players[legal.seat].decide(hand.view(legal.seat),
                                                    tournament.ai_rng).action
        return action

    def act(action: Action) -> None:
        try:
            hand.act(action)
        except IllegalAction as exc:
            raise RuntimeError(f"seat {action.seat} made an illegal action {action}: "
                               f"{exc.reason}") from exc
        if check is not None:
            check(hand)

    play_to_end(hand, decide, act)
    learn(hand, {seat: players[seat] for seat in range(tournament.field) if seat in players})
    return hand, tournament.finish(hand)


def play_out(tournament: Tournament, players: Mapping[int, Any], *,
             on_hand: Callable[[Hand, list[Finish]], None] | None = None,
             check: Callable[[Hand], None] | None = None) -> None:
    """Play the tournament to its end headless.

    Args:
        on_hand: called after each deal with it and the places taken in it (saving).
        check: see :func:`play_hand`.

    Raises:
        RuntimeError: an illegal action, or more than :data:`MAX_HANDS` hands.
    """
    clock = PlayClock(tournament.clock())
    tournament.use_clock(clock)
    while not tournament.is_over:
        if tournament.table.hand_no > MAX_HANDS:
            raise RuntimeError(f"the tournament did not end in {MAX_HANDS} hands")
        hand, taken = play_hand(tournament, players, check)
        if not tournament.table.in_redeal_chain:
            clock.advance(SECONDS_PER_HAND)
        if on_hand is not None:
            on_hand(hand, taken)


@dataclass(frozen=True, slots=True)
class SitAndGoResult:
    """One headless sit-and-go: ``places`` are seats, winner first; ``prizes`` chips per
    place; ``hands`` dealt; ``levels_reached`` the last level played (1 = the first);
    ``chips_conserved`` every hand kept every chip."""

    seed: int
    prize_pool: int
    places: tuple[int, ...]
    prizes: tuple[int, ...]
    hands: int
    levels_reached: int
    chips_conserved: bool


def run_sit_and_go(specs: Sequence[str], base: TableRules, schedule: Schedule,
                   starting_chips: int, buy_in: int, seed: int) -> SitAndGoResult:
    """Play one whole sit-and-go between computer players ``specs`` (seat order; the
    button starts on the last seat).

    Raises:
        ValueError: a bad spec or field.
        RuntimeError: an illegal action or a tournament that does not end.
    """
    if not 2 <= len(specs) <= 8:
        raise ValueError(f"a sit-and-go has 2 to 8 players, got {len(specs)}")
    names = [f"P{i + 1}" for i in range(len(specs))]
    clock = PlayClock()
    t = Tournament(base, schedule, names, starting_chips, buy_in, seed=seed,
                   button=len(specs) - 1, clock=clock)
    players = make_players(dict(enumerate(specs)), t.prizes)
    total = starting_chips * len(specs)
    conserved = True

    def check(hand: Hand) -> None:
        nonlocal conserved
        if hand.chips_in_play() != total:
            conserved = False

    play_out(t, players, check=check)
    if sum(t.stacks) != total:
        conserved = False
    standings = t.standings()
    return SitAndGoResult(seed, t.prize_pool, tuple(f.seat for f in standings),
                          tuple(f.prize for f in standings), t.hands_dealt,
                          t.level_index + 1, conserved)


def finish_shares(specs: Sequence[str], results: Sequence[SitAndGoResult]) -> dict[str, list[float]]:
    """Per spec, the share of its sit-and-gos it finished 1st, 2nd, ... (a spec played by
    several seats counts each seat's finish)."""
    n = len(specs)
    counts: dict[str, list[int]] = {s: [0] * n for s in specs}
    seats: dict[str, int] = {}
    for s in specs:
        seats[s] = seats.get(s, 0) + 1
    for r in results:
        for place, seat in enumerate(r.places):
            counts[specs[seat]][place] += 1
    runs = max(1, len(results))
    return {s: [round(c / (runs * seats[s]), 4) for c in row] for s, row in counts.items()}
