"""Shared frozen values of the engine's hot paths: a speed-up, nothing more.

Events and ``LegalActions`` are frozen, so equal ones can be one object shared by every
hand of the process: the engine looks them up here instead of building them again. These
caches are process-wide mutable state with stated bounds: each dictionary keyed by amounts
(``LEGAL``, the ``PlayerActed`` events, the hand descriptions) is cleared when it grows
past :data:`MAX_ENTRIES`; the card-event tables have a fixed size (8 seats x 53 cards x 5
places: 2,120 events each, about 0.2 MB when full); the table of action kinds is small by
construction (one entry per tuple of action kinds).
The evaluator is bound here too, lazily, with the memoised hand descriptions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from drawpoker.cards import Card
from drawpoker.engine.actions import ActionType, LegalActions, Phase
from drawpoker.engine.events import CardDealt, PlayerActed, ReplacementDealt
from drawpoker.engine.rules import TableRules
from drawpoker.i18n import current_language

#: The bound of the dictionaries keyed by amounts: one holding more entries than this is
#: emptied and the values are rebuilt on demand. The amounts follow the stacks, so a long
#: session meets new keys every hand (about 10 ``LegalActions`` a hand, some 600 bytes each:
#: 100,000 kept grew by 0.8 MB over 200 demo hands); 1,024 keep a few hands' worth (at
#: most about 0.6 MB) at no measurable cost in ``benchmarks/bench_engine.py``.
MAX_ENTRIES = 1024

A = ActionType
# Enum members bound once as module globals for the hot paths: ``ActionType.FOLD`` looks the
# member up through the Enum class at every use, a global is one dict lookup.
FOLD, CHECK, CALL, BET, RAISE, ALLIN, DRAW, SHOW, MUCK = (
    A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE, A.ALLIN, A.DRAW, A.SHOW, A.MUCK)
DEAL, FIRST_BETTING, DRAWING, SECOND_BETTING, SHOWDOWN, PAYOUT, HAND_OVER = (
    Phase.DEAL, Phase.FIRST_BETTING, Phase.DRAW, Phase.SECOND_BETTING, Phase.SHOWDOWN,
    Phase.PAYOUT, Phase.HAND_OVER)


class HandValue(Protocol):
    """What the engine needs of an evaluator hand value: ordered, hashable, describable."""

    def __hash__(self) -> int: ...
    def __lt__(self, other: Any, /) -> bool: ...
    def __gt__(self, other: Any, /) -> bool: ...
    def describe(self) -> str: ...


_EVALUATE_GAME: list[Callable[..., Any]] = []  # drawpoker.evaluator.evaluate_game, bound lazily


def evaluate(cards: Sequence[Card], rules: TableRules) -> HandValue:
    """The value of five ``cards`` under ``rules`` (game and wild mode)."""
    # the evaluator (and numpy behind it) is imported at the first showdown, not with the engine
    if not _EVALUATE_GAME:
        from drawpoker.evaluator import evaluate_game

        _EVALUATE_GAME.append(evaluate_game)
    value: HandValue = _EVALUATE_GAME[0](list(cards), game=rules.game, wild=rules.wild)
    return value


DESCRIPTIONS: dict[tuple[str, HandValue], str] = {}


def describe(value: HandValue) -> str:
    """``value.describe()`` in the current language, memoised (hand values are hashable)."""
    key = (current_language(), value)
    text = DESCRIPTIONS.get(key)
    if text is None:
        if len(DESCRIPTIONS) > MAX_ENTRIES:
            DESCRIPTIONS.clear()
        text = DESCRIPTIONS[key] = value.describe()
    return text


#: ``LegalActions`` by the fields that decide them (see ``betting_round``).
LEGAL: dict[tuple[Any, ...], LegalActions] = {}
_ACTED: dict[tuple[int, ActionType, int, int, bool, bool], PlayerActed] = {}
_KINDS: dict[tuple[ActionType, ...], frozenset[ActionType]] = {}


def frozen(kinds: tuple[ActionType, ...]) -> frozenset[ActionType]:
    """One shared frozenset per tuple of action kinds."""
    value = _KINDS.get(kinds)
    if value is None:
        value = _KINDS[kinds] = frozenset(kinds)
    return value


def acted(seat: int, kind: ActionType, amount: int, to: int, all_in: bool,
          opens: bool = False) -> PlayerActed:
    """The ``PlayerActed`` event with these fields (shared: events are frozen)."""
    key = (seat, kind, amount, to, all_in, opens)
    event = _ACTED.get(key)
    if event is None:
        if len(_ACTED) > MAX_ENTRIES:
            _ACTED.clear()
        event = _ACTED[key] = PlayerActed(seat, kind, amount, to, all_in, opens)
    return event


#: Card events by ``(seat * 53 + card.index) * 5 + place`` (8 seats, 53 cards, 5 places);
#: ``card.index`` follows the card's rank and suit, so equal cards share one event.
DEALT: list[CardDealt | None] = [None] * (8 * 53 * 5)
REPLACED: list[ReplacementDealt | None] = [None] * (8 * 53 * 5)


def replacement(seat: int, card: Card, index: int) -> ReplacementDealt:
    """The ``ReplacementDealt`` event of ``card`` into slot ``index`` of ``seat`` (shared)."""
    key = (seat * 53 + card.index) * 5 + index
    event = REPLACED[key]
    if event is None:
        event = REPLACED[key] = ReplacementDealt(seat, card, index)
    return event
