"""The hand in play of a sit-and-go, kept action by action: a quit or a crash in the
middle of a hand resumes it exactly where it was, the rule of the cash table's hand
journal (``persistence.resume``).

The tournament is kept between hands (:meth:`Tournament.to_dict`: the stacks, the level,
and the random states the deck is shuffled and the computer players choose from). After
every action of a hand, the keep adds the hand in play (:func:`journal`): the level it
was dealt at, each of its deals (a jackpots deal nobody opened, then its redeal) with the
hole cards dealt and every action, and the computer players' random state after the last
one. :func:`resume` deals the hand again from the kept state (the same shuffle), checks
the cards are those that were dealt, and plays the actions again; the computer players
go on from the same random state. A hand in play that cannot be played again (a damaged
record, another version's) is voided, as at a cash table: the stacks before it stand,
the next deal is shuffled anew (never the cards already seen), and ``Resumed.voided``
says why, for the player's notice.

API: :data:`IN_PLAY`, :func:`journal`, :func:`resume`, :class:`Resumed`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.cards import format_cards, parse_cards
from drawpoker.engine import Action, ActionType, IllegalAction
from drawpoker.engine.hand import Hand
from drawpoker.session.tournament.state import Clock, Finish, Tournament, rng_from, rng_state

#: The key of the hand in play in the kept state (absent between hands).
IN_PLAY = "in_play"


@dataclass
class Resumed:
    """A kept tournament read back.

    Attributes:
        tournament: ready for its next deal, or with the hand in play dealt again.
        before: the state kept before the hand in play (``Tournament.to_dict()``; the
            whole kept state when there is none).
        deals: the deals of the hand in play played again, in order (the last one may
            still be in play); empty between hands or when the hand was voided.
        taken: places taken in a hand in play that had ended but was not kept yet
            (settled now).
        voided: why the hand in play was called off (``None``: none was).
    """

    tournament: Tournament
    before: dict[str, Any]
    deals: list[Hand] = field(default_factory=list)
    taken: list[Finish] = field(default_factory=list)
    voided: str | None = None

    @property
    def hand(self) -> Hand | None:
        """The deal still in play, or None."""
        if self.deals and not self.deals[-1].is_over:
            return self.deals[-1]
        return None


def _action_data(action: Action) -> list[Any]:
    return [action.seat, str(action.kind), action.to, format_cards(action.discard)]


def _action_from(data: Any) -> Action:
    seat, kind, to, discard = data
    return Action(int(seat), ActionType(kind), None if to is None else int(to),
                  tuple(parse_cards(str(discard))))


def _hole(hand: Hand) -> Any:
    return hand.history().get("hole")


def journal(before: Mapping[str, Any], tournament: Tournament,
            deals: Sequence[Hand]) -> dict[str, Any]:
    """The kept state with the hand in play: ``before`` (``to_dict()`` before the hand's
    first deal) plus the level, the ``deals`` dealt so far with their actions, and the
    computer players' random state now (JSON data)."""
    return {**before, IN_PLAY: {
        "level": tournament.level_index, "ask_showdown": tournament.table.ask_showdown,
        "deals": [{"hole": _hole(h), "actions": [_action_data(a) for a in h.actions]}
                  for h in deals],
        "ai_rng": rng_state(tournament.ai_rng)}}


def resume(data: Mapping[str, Any], *, clock: Clock | None = None) -> Resumed:
    """The tournament ``data`` keeps, with its hand in play dealt and played again.

    Raises:
        ValueError: ``data`` is not a kept tournament (``Tournament.from_dict``).
    """
    before = {k: v for k, v in data.items() if k != IN_PLAY}
    in_play = data.get(IN_PLAY)
    t = Tournament.from_dict(before, clock=clock)
    if in_play is None:
        return Resumed(t, before)
    try:
        deals, taken = _replay(t, in_play)
    except (IllegalAction, ValueError, TypeError, KeyError, IndexError) as exc:
        t = Tournament.from_dict(before, clock=clock)
        t.rng.random()  # a new shuffle: the cards of the voided hand are never dealt again
        return Resumed(t, t.to_dict(), voided=f"{type(exc).__name__}: {exc}")
    return Resumed(t, before, deals, taken)


def _replay(t: Tournament, in_play: Mapping[str, Any]) -> tuple[list[Hand], list[Finish]]:
    deals: list[Hand] = []
    taken: list[Finish] = []
    t.table.ask_showdown = bool(in_play["ask_showdown"])  # the showdown's actions as played
    kept = list(in_play["deals"])
    if not kept:
        raise ValueError("the hand in play has no deal")
    for i, kept_deal in enumerate(kept):
        if deals and not deals[-1].is_over:
            raise ValueError(f"deal {i} follows a deal in play")
        hand = t.deal(level=int(in_play["level"])) if i == 0 else t.deal()
        hand.start()
        if _hole(hand) != kept_deal["hole"]:
            raise ValueError(f"deal {i}: the cards dealt again differ from those kept")
        for item in kept_deal["actions"]:
            hand.act(_action_from(item))
        deals.append(hand)
        if hand.is_over:
            taken = t.finish(hand)
    t.ai_rng.setstate(rng_from(in_play["ai_rng"]))
    return deals, taken


__all__ = ["IN_PLAY", "Resumed", "journal", "resume"]
