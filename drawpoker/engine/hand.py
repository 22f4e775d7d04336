"""One deal of Five Card Draw as an explicit state machine (RULES.md §2-§4).

``Hand`` runs every automatic step itself (forced bets, dealing, replacements, collecting
bets, showdown order, payout) and stops whenever a seat must decide. Ask
``legal_actions()`` / ``why_illegal(action)``, then ``act(action)``; an illegal action
raises :class:`IllegalAction` and leaves the state unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Protocol

from drawpoker.cards import Card, format_cards, full_deck, parse_cards
from drawpoker.engine import betting
from drawpoker.engine.actions import Action, ActionType, IllegalAction, LegalActions, Phase
from drawpoker.engine.draw import draw_replacements
from drawpoker.engine.events import (
    BetsCollected,
    BettingRoundStarted,
    CardDealt,
    Discarded,
    DrawStarted,
    Event,
    ForcedBet,
    HandEnded,
    HandStarted,
    Mucked,
    OpenersShown,
    PlayerActed,
    Pot,
    PotAwarded,
    Redeal,
    ReplacementDealt,
    Reshuffled,
    ShowdownReveal,
    UncalledReturned,
)
from drawpoker.engine.pots import build_pots, split_pot, uncalled
from drawpoker.engine.result import HandResult, Outcome
from drawpoker.engine.rules import TableRules
from drawpoker.engine.view import PlayerView, SeatView
from drawpoker.i18n import N_, _, current_language, format_chips, ngettext

A = ActionType


# Enum members bound once as module globals for the hot paths: ``ActionType.FOLD`` looks the
# member up through the Enum class at every use, a global is one dict lookup.
_FOLD, _CHECK, _CALL, _BET, _RAISE, _ALLIN, _DRAW, _SHOW, _MUCK = (
    A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE, A.ALLIN, A.DRAW, A.SHOW, A.MUCK)
_DEAL, _FIRST_BETTING, _DRAWING, _SECOND_BETTING, _SHOWDOWN, _PAYOUT, _HAND_OVER = (
    Phase.DEAL, Phase.FIRST_BETTING, Phase.DRAW, Phase.SECOND_BETTING, Phase.SHOWDOWN,
    Phase.PAYOUT, Phase.HAND_OVER)


class _Value(Protocol):
    def __hash__(self) -> int: ...
    def __lt__(self, other: Any, /) -> bool: ...
    def __gt__(self, other: Any, /) -> bool: ...
    def describe(self) -> str: ...


_EVALUATE_GAME: list[Callable[..., Any]] = []  # drawpoker.evaluator.evaluate_game, bound lazily


def _evaluate(cards: Sequence[Card], rules: TableRules) -> _Value:
    # the evaluator (and numpy behind it) is imported at the first showdown, not with the engine
    if not _EVALUATE_GAME:
        from drawpoker.evaluator import evaluate_game

        _EVALUATE_GAME.append(evaluate_game)
    value: _Value = _EVALUATE_GAME[0](list(cards), game=rules.game, wild=rules.wild)
    return value


_DESCRIPTIONS: dict[tuple[str, _Value], str] = {}


def _describe(value: _Value) -> str:
    """``value.describe()`` in the current language, memoised (hand values are hashable)."""
    key = (current_language(), value)
    text = _DESCRIPTIONS.get(key)
    if text is None:
        if len(_DESCRIPTIONS) > 50_000:
            _DESCRIPTIONS.clear()
        text = _DESCRIPTIONS[key] = value.describe()
    return text


_OPENER_FLOOR: dict[str, _Value] = {}
_KINDS: dict[tuple[ActionType, ...], frozenset[ActionType]] = {}
_KIND_NAMES = frozenset(k.value for k in ActionType)
#: The word for each action in the player's language (translated at use with ``_``);
#: illegal-action reasons name the action with it, never with the enum value ("allin").
ACTION_NAMES: dict[ActionType, str] = {
    ActionType.CHECK: N_("check"),
    ActionType.BET: N_("bet"),
    ActionType.CALL: N_("call"),
    ActionType.RAISE: N_("raise"),
    ActionType.FOLD: N_("fold"),
    ActionType.ALLIN: N_("all-in"),
    ActionType.DRAW: N_("draw"),
    ActionType.SHOW: N_("show"),
    ActionType.MUCK: N_("muck"),
}


def action_name(kind: ActionType) -> str:
    """The translated word for ``kind`` ("raise", «рейз», "Raise")."""
    return _(ACTION_NAMES[kind])


def _sentence(text: str) -> str:
    """``text`` with its first letter upper-case (a reason may begin with an action word)."""
    return text[:1].upper() + text[1:]


# immutable values shared between hands (they are frozen): a speed-up, nothing more
_LEGAL: dict[tuple[Any, ...], LegalActions] = {}
_ACTED: dict[tuple[int, ActionType, int, int, bool, bool], PlayerActed] = {}


def _frozen(kinds: tuple[ActionType, ...]) -> frozenset[ActionType]:
    """One shared frozenset per tuple of action kinds."""
    frozen = _KINDS.get(kinds)
    if frozen is None:
        frozen = _KINDS[kinds] = frozenset(kinds)
    return frozen


def _acted(seat: int, kind: ActionType, amount: int, to: int, all_in: bool,
           opens: bool = False) -> PlayerActed:
    """The ``PlayerActed`` event with these fields (shared: events are frozen)."""
    key = (seat, kind, amount, to, all_in, opens)
    event = _ACTED.get(key)
    if event is None:
        if len(_ACTED) > 50_000:
            _ACTED.clear()
        event = _ACTED[key] = PlayerActed(seat, kind, amount, to, all_in, opens)
    return event


#: Card events by ``(seat * 53 + card.index) * 5 + place`` (8 seats, 53 cards, 5 places);
#: ``card.index`` follows the card's rank and suit, so equal cards share one event.
_DEALT: list[CardDealt | None] = [None] * (8 * 53 * 5)
_REPLACED: list[ReplacementDealt | None] = [None] * (8 * 53 * 5)


def _replacement(seat: int, card: Card, index: int) -> ReplacementDealt:
    key = (seat * 53 + card.index) * 5 + index
    event = _REPLACED[key]
    if event is None:
        event = _REPLACED[key] = ReplacementDealt(seat, card, index)
    return event


def has_openers(cards: Sequence[Card], rules: TableRules) -> bool:
    """True if ``cards`` hold a pair of jacks or better (RULES.md §3.3, jackpots)."""
    floor = _OPENER_FLOOR.get(rules.wild)
    if floor is None:
        # the weakest pair of jacks (without wild cards: deuces wild has no natural 2)
        weakest = "Jc Jd 5h 4s 3c" if rules.wild == "deuces" else "Jc Jd 4h 3s 2c"
        floor = _evaluate(parse_cards(weakest), TableRules(wild=rules.wild))
        _OPENER_FLOOR[rules.wild] = floor
    return not _evaluate(cards, rules) < floor


def _is_wild(card: Card, rules: TableRules) -> bool:
    if card.is_joker:
        return rules.wild in ("joker", "bug")
    return rules.wild == "deuces" and card.rank == 2


def opening_cards(cards: Sequence[Card], rules: TableRules) -> tuple[Card, ...]:
    """The cards that make a hand's openers, to prove them (RULES.md §3.3): its pairs, sets
    and wild cards; all five for a straight, flush, full house or better.

    Args:
        cards: the opener's five cards when he opened.
        rules: the table rules (wild mode).
    """
    category = int(getattr(_evaluate(cards, rules), "category", 0))
    if category in _ALL_FIVE:
        return tuple(cards)
    wild = [c for c in cards if _is_wild(c, rules)]
    natural = [c for c in cards if not _is_wild(c, rules)]
    counts: dict[int, int] = {}
    for c in natural:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    chosen = [c for c in natural if counts[c.rank] >= 2]
    if not chosen and wild and natural:
        top = max(c.rank for c in natural)  # a wild card pairs the top card
        chosen = [next(c for c in natural if c.rank == top)]
    chosen += wild
    return tuple(c for c in cards if c in chosen) if chosen else tuple(cards)


#: HandCategory straight, flush, full house, straight flush: hands made by all five cards
_ALL_FIVE = frozenset({4, 5, 6, 8})


class Hand:
    """One deal at one table.

    Args:
        rules: the table rules.
        seats: ``(name, stack)`` per seat, clockwise; a seat with no chips is not dealt in.
        button: the button seat (may be a seat not dealt in: a dead button).
        rng: the random source (the deck shuffle and any stub reshuffle).
        hole: optional rigged hands per seat (five cards each, for every seat dealt in).
        stub: optional rigged stub, top first; unnamed cards follow in shuffled order.
        carried_pot: chips carried from an unopened jackpots deal (dead money in the pot).
        hand_no: number of the deal at the table.
        small_blind_seat: who posts the small blind (``None`` = nobody); default: the
            first-hand rule of RULES.md §2.
        big_blind_seat: who posts the big blind; default: the first-hand rule.
        sitting_out: seats not dealt in although they have chips.
        ask_showdown: if True, a player who may muck at showdown is asked (show/muck);
            if False every hand that reaches the showdown is shown.

    Raises:
        ValueError: fewer than two seats can be dealt in, a bad seat index, or bad rigged
            cards (named).
    """

    def __init__(
        self,
        rules: TableRules,
        seats: Sequence[tuple[str, int]],
        button: int,
        rng: random.Random,
        *,
        hole: Mapping[int, Sequence[Card]] | None = None,
        stub: Sequence[Card] | None = None,
        carried_pot: int = 0,
        hand_no: int = 1,
        small_blind_seat: int | None | str = "auto",
        big_blind_seat: int | None | str = "auto",
        sitting_out: Collection[int] = (),
        ask_showdown: bool = True,
    ) -> None:
        n = len(seats)
        if not 2 <= n <= 8:
            raise ValueError(f"seats: a table has 2 to 8 seats, got {n}")
        if not 0 <= button < n:
            raise ValueError(f"button: seat {button} does not exist")
        self.rules = rules
        self.n = n
        self.names = [name for name, _ in seats]
        self.stacks = [stack for _, stack in seats]
        for name, stack in seats:
            if isinstance(stack, bool) or not isinstance(stack, int):
                raise ValueError(f"seats: {name}'s stack must be whole chips, got {stack!r}")
            if stack < 0:
                raise ValueError(f"seats: {name} has a negative stack {stack}")
        self.start_stacks = tuple(self.stacks)
        self.button = button
        self.rng = rng
        self.hand_no = hand_no
        self.carried = carried_pot
        self.ask_showdown = ask_showdown
        self.dealt_in = [self.stacks[i] > 0 and i not in sitting_out for i in range(n)]
        if sum(self.dealt_in) < 2:
            raise ValueError("seats: fewer than two seats with chips can be dealt in")
        self.order = [s for s in ((button + k) % n for k in range(1, n + 1)) if self.dealt_in[s]]
        self.sb_seat, self.bb_seat = self._blind_seats(small_blind_seat, big_blind_seat)
        self._rig_hole = hole
        self._rig_stub = stub
        self.phase = Phase.FORCED_BETS
        self.to_act: int | None = None
        self.events: list[Event] = []
        self.folded = [False] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.bets = [0] * n
        self.contrib = [0] * n
        self.acted = [False] * n
        self.last_action: list[ActionType | None] = [None] * n
        self.drawn: list[int | None] = [None] * n
        self.mucked = [False] * n
        self.shown: list[tuple[Card, ...] | None] = [None] * n
        self.stub: list[Card] = []
        self.muck: list[Card] = []
        self.deal_stub: list[Card] = []
        self.round_no = 0
        self.current_bet = 0
        self.full_increment = 0
        self.full_count = 0
        self.aggressor: dict[int, int] = {}
        self.opener: int | None = None
        self.openers: tuple[Card, ...] = ()
        self.kept_aside: list[Card] = []
        self.pots: list[Pot] = []
        self.returned: dict[int, int] = {}
        self.draw_order: list[int] = []
        self.draw_pos = 0
        self.showdown_order: list[int] = []
        self.showdown_pos = 0
        self.face_up = False
        self.round_took_place: list[int] = []
        self.result: HandResult | None = None
        self.carried_out = 0
        self.actions: list[Action] = []
        self._views: dict[int, list[Event]] = {}
        self._values: dict[int, _Value] = {}
        self._descriptions: dict[int, str] = {}
        self._legal: LegalActions | None = None
        self._legal_valid = False
        self._checked_for: Sequence[Card] | None = None  # last discards validated ...
        self._checked_slots: list[int] = []  # ... and where they sit in the hand
        self._started = False

    # ------------------------------------------------------------------ setup
    def _blind_seats(self, sb: int | None | str, bb: int | None | str) -> tuple[int | None, int | None]:
        if not self.rules.has_blinds:
            return None, None
        if sb != "auto" or bb != "auto":
            sb_i = None if sb == "auto" else sb
            bb_i = None if bb == "auto" else bb
            for label, seat in (("small_blind_seat", sb_i), ("big_blind_seat", bb_i)):
                if seat is None:
                    continue
                if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
                    raise ValueError(f"{label}: seat {seat!r} does not exist")
                if not self.dealt_in[seat]:
                    raise ValueError(f"{label}: {self.names[seat]} is not dealt in")
            if not isinstance(bb_i, int):
                raise ValueError("big_blind_seat: blinds need a big blind")
            if sb_i == bb_i:
                raise ValueError(f"small_blind_seat: {self.names[bb_i]} cannot post both blinds")
            if bb_i == self.button:
                # heads-up the button posts the small blind; it never posts the big one
                raise ValueError(f"big_blind_seat: {self.names[bb_i]} holds the button and "
                                 "cannot post the big blind")
            return (sb_i if isinstance(sb_i, int) else None), (bb_i if isinstance(bb_i, int) else None)
        if len(self.order) == 2:
            # heads-up: the button posts the small blind (RULES.md §2)
            if self.dealt_in[self.button]:
                sb_seat = self.button
                bb_seat = self.order[0] if self.order[0] != sb_seat else self.order[1]
            else:
                sb_seat, bb_seat = self.order[0], self.order[1]
            return sb_seat, bb_seat
        return self.order[0], self.order[1]

    def start(self) -> list[Event]:
        """Post forced bets, shuffle and deal, and run until the first decision.

        Returns:
            The events of these steps.

        Raises:
            RuntimeError: the hand was already started.
        """
        if self._started:
            raise RuntimeError("the hand has already started")
        self._started = True
        mark = len(self.events)
        self.events.append(
            HandStarted(
                self.hand_no, self.button, tuple(self.order), tuple(self.stacks),
                tuple(self.names), self.sb_seat, self.bb_seat, self.carried,
            )
        )
        rules = self.rules
        # forced bets (RULES.md §2): antes straight to the pot, blinds in front of the seat
        if rules.ante:
            for s in self.order:
                amount = min(rules.ante, self.stacks[s])
                self.stacks[s] -= amount
                self.contrib[s] += amount
                self.events.append(ForcedBet(s, "ante", amount, self.stacks[s] == 0))
        for seat, kind, size in ((self.sb_seat, "small_blind", rules.small_blind),
                                 (self.bb_seat, "big_blind", rules.big_blind)):
            if seat is None or size == 0:
                continue
            amount = min(size, self.stacks[seat])
            if amount == 0:
                continue
            self.stacks[seat] -= amount
            self.bets[seat] += amount
            self.contrib[seat] += amount
            self.events.append(ForcedBet(seat, kind, amount, self.stacks[seat] == 0))  # type: ignore[arg-type]
        if rules.ante or self.carried:
            self.pots = self._collectable_pots()
            self.events.append(BetsCollected(tuple(self.pots)))
        # shuffle and deal (RULES.md §3.2)
        self.phase = _DEAL
        deck = full_deck(1 if rules.wild in ("joker", "bug") else 0)
        self.rng.shuffle(deck)  # unbiased Fisher-Yates from the injected rng
        if self._rig_hole is not None or self._rig_stub is not None:
            self._deal_rigged(deck)
        else:
            k = len(self.order)
            for j, s in enumerate(self.order):
                self.hands[s] = deck[j:5 * k:k]
            self.stub = deck[5 * k:]
        self.deal_stub = list(self.stub)
        hands, order, events, dealt = self.hands, self.order, self.events, _DEALT
        for i in range(5):  # one card at a time, clockwise; shared events from _DEALT
            for s in order:
                card = hands[s][i]
                key = (s * 53 + card.index) * 5 + i
                event = dealt[key]
                if event is None:
                    event = dealt[key] = CardDealt(s, card, i)
                events.append(event)
        self._start_round(1)
        if self.to_act is None:
            self._advance()
        self._legal_valid = False
        return self.events[mark:]

    def _deal_rigged(self, deck: list[Card]) -> None:
        hole = self._rig_hole or {}
        named: set[Card] = set()
        allowed = set(deck)
        for seat, cards in hole.items():
            if not (isinstance(seat, int) and 0 <= seat < self.n):
                raise ValueError(f"hole: seat {seat!r} does not exist")
            if not self.dealt_in[seat]:
                why = "has no chips" if self.stacks[seat] == 0 else "is sitting out"
                raise ValueError(f"hole.{self.names[seat]}: {self.names[seat]} {why} and is "
                                 "not dealt in")
            if len(cards) != 5:
                raise ValueError(f"hole: {self.names[seat]} needs 5 cards, got {len(cards)}")
        for s in self.order:
            if s not in hole and self._rig_hole is not None:
                raise ValueError(f"hole: no cards for {self.names[s]}, who is dealt in")
        for seat, cards in list(hole.items()) + [(-1, list(self._rig_stub or ()))]:
            for c in cards:
                where = "stub" if seat < 0 else f"hole.{self.names[seat]}"
                if c not in allowed:
                    raise ValueError(f"{where}: {c} is not in this game's deck")
                if c in named:
                    raise ValueError(f"{where}: {c} is named twice")
                named.add(c)
        rest = [c for c in deck if c not in named]
        if self._rig_hole is None:
            pos = 0
            for _ in range(5):
                for s in self.order:
                    self.hands[s].append(rest[pos])
                    pos += 1
            rest = rest[pos:]
        else:
            for s in self.order:
                self.hands[s] = list(hole[s])
        self.stub = list(self._rig_stub or ()) + rest
        if len(self.stub) < 1:
            raise ValueError("stub: no cards left")

    # ------------------------------------------------------------------ helpers
    def _in_hand(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s]

    def _able(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s] and self.stacks[s] > 0

    def _live_count(self) -> int:
        return sum(1 for s in range(self.n) if self.dealt_in[s] and not self.folded[s])

    def _able_count(self) -> int:
        return sum(1 for s in range(self.n) if self._able(s))

    def _collectable_pots(self) -> list[Pot]:
        dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
        live = [d and not f for d, f in zip(dealt, folded, strict=True)]
        all_in = [lv and st == 0 for lv, st in zip(live, stacks, strict=True)]
        committed = [c - b for c, b in zip(self.contrib, self.bets, strict=True)]
        return build_pots(committed, live, all_in, self.carried)

    @property
    def is_over(self) -> bool:
        """True once the hand has ended (``result`` is set)."""
        return self.phase is _HAND_OVER

    def _bet_size(self) -> int:
        """Fixed-limit: the bet of this round; otherwise the minimum bet (RULES.md §4)."""
        if self.rules.structure == "fixed-limit" and self.round_no == 2:
            return self.rules.big_bet
        return self.rules.small_bet

    # ------------------------------------------------------------------ betting rounds
    def _start_round(self, round_no: int) -> None:
        self.round_no = round_no
        self.phase = _FIRST_BETTING if round_no == 1 else _SECOND_BETTING
        self.acted = [False] * self.n
        self.full_increment = 0
        self.full_count = 0
        self.current_bet = 0
        rules = self.rules
        n = self.n
        if round_no == 1 and self.bb_seat is not None:
            self.current_bet = max(rules.big_blind, max(self.bets))
            self.full_increment = rules.big_blind
            self.full_count = 1
        elif round_no == 1:
            self.current_bet = max(self.bets)
        able = [d and not f and st > 0
                for d, f, st in zip(self.dealt_in, self.folded, self.stacks, strict=True)]
        if round_no == 1:
            if self.bb_seat is not None and len(self.order) == 2:
                start = (self.sb_seat if self.sb_seat is not None else self.bb_seat) - 1
            elif self.bb_seat is not None:
                start = self.bb_seat
            else:
                start = self.button
        else:
            start = self.button
            if rules.second_round_first == "last-aggressor" and 1 in self.aggressor:
                start = self.aggressor[1] - 1
        first = betting.next_seat(start % n, n, able)
        if betting.round_closed(able, self.bets, self.acted, self.current_bet):
            first = None
        # a round "takes place" when somebody gets to act in it
        if first is not None:
            self.round_took_place.append(round_no)
            self.events.append(BettingRoundStarted(round_no, first))
        self.to_act = first

    def _needs_turn(self, s: int) -> bool:
        return self._able(s) and (not self.acted[s] or self.bets[s] < self.current_bet)

    def _raise_right(self, s: int) -> bool:
        """May seat ``s`` bet or raise now (ignoring chips)? (RULES.md §3.3, §4)"""
        if self.acted[s]:
            return False
        dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
        for o in range(self.n):
            if o != s and dealt[o] and not folded[o] and stacks[o] > 0:
                break  # an opponent who could still call a raise
        else:
            return False
        rules = self.rules
        if (
            rules.structure == "fixed-limit"
            and rules.raise_cap is not None
            and self.full_count >= 1 + rules.raise_cap
        ):
            return False
        return not (
            self.round_no == 1
            and rules.open_requirement == "jacks-or-better"
            and self.opener is None
            and not has_openers(self.hands[s], rules)
        )

    def _limits(self, s: int) -> tuple[int, int, int]:
        """(min_to, max_to, allin_to) for a bet or raise by seat ``s``."""
        rules = self.rules
        allin_to = self.bets[s] + self.stacks[s]
        if rules.structure == "fixed-limit":
            lo = hi = betting.fixed_limit_to(self.current_bet, self._bet_size())
        else:
            lo = betting.min_raise_to(self.current_bet, self.full_increment, self._bet_size())
            if rules.structure == "pot-limit":
                pot_total = sum(p.amount for p in self.pots) + sum(self.bets)
                hi = max(lo, betting.pot_limit_max_to(self.current_bet, self.bets[s], pot_total))
            else:
                hi = allin_to
        return min(lo, allin_to), min(hi, allin_to), allin_to

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do now, or ``None`` when nobody is to act."""
        if not self._legal_valid:
            self._legal = self._compute_legal()
            self._legal_valid = True
        return self._legal

    def _compute_legal(self) -> LegalActions | None:
        s = self.to_act
        if s is None:
            return None
        phase = self.phase
        if phase is _DRAWING or phase is _SHOWDOWN:
            if phase is _DRAWING:
                max_d, need_ace = self._max_discard(s)
                kinds: tuple[ActionType, ...] = (_DRAW,)
            else:
                max_d, need_ace = 0, False
                kinds = (_SHOW, _MUCK) if self._may_muck(s) else (_SHOW,)
            key: tuple[Any, ...] = (s, kinds, max_d, need_ace)
            legal = _LEGAL.get(key)
            if legal is None:
                legal = _LEGAL[key] = LegalActions(s, phase, _frozen(kinds), max_discard=max_d,
                                                   four_with_ace_needed=need_ace)
            return legal
        bet, stack, current = self.bets[s], self.stacks[s], self.current_bet
        call = min(current - bet, stack)
        if bet >= current:
            kinds = (_FOLD, _CHECK)
            call = 0
        else:
            kinds = (_FOLD, _CALL)
        min_to = max_to = 0
        allin_to = bet + stack
        if allin_to > current and self._raise_right(s):
            min_to, max_to, allin_to = self._limits(s)
            kinds += (_BET,) if current == 0 else (_RAISE,)
            if allin_to <= max_to:
                kinds += (_ALLIN,)
        if stack <= current - bet:
            kinds += (_ALLIN,)  # a call that takes every chip
        # the round number stands for the phase: an int hashes faster than an Enum member
        key = (s, self.round_no, kinds, call, min_to, max_to, allin_to, current)
        legal = _LEGAL.get(key)
        if legal is None:
            if len(_LEGAL) > 100_000:
                _LEGAL.clear()
            legal = _LEGAL[key] = LegalActions(s, phase, _frozen(kinds), call, min_to, max_to,
                                               allin_to, 0, False, current)
        return legal

    def _max_discard(self, s: int) -> tuple[int, bool]:
        rules = self.rules
        if rules.four_with_ace:
            return 4, True
        return rules.max_draw, False

    def _may_muck(self, s: int) -> bool:
        """A seat may muck unless he would leave a pot he is in without any hand."""
        if self.face_up or self.showdown_pos == 0:
            return False
        others = set(self.showdown_order) - {s}
        for pot in self.pots:
            if s in pot.eligible and not any(
                o in pot.eligible and not self.mucked[o] for o in others
            ):
                return False
        return True

    # ------------------------------------------------------------------ validation
    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or ``None`` if it is legal.

        The reason is one sentence in the current language; the action is named by its
        translated word (:func:`action_name`) and chip amounts are grouped for the
        language (:func:`drawpoker.i18n.format_chips`).
        """
        reason = self._why_illegal(action)
        return None if reason is None else _sentence(reason)

    def _why_illegal(self, action: Action) -> str | None:
        if not self._started:
            return _("The hand has not started.")
        if self.phase is Phase.HAND_OVER:
            return _("The hand is over.")
        s = self.to_act
        if s is None:
            return _("Nobody is to act.")
        if not isinstance(action.seat, int) or not 0 <= action.seat < self.n:
            return _("Seat {seat} does not exist.").format(seat=repr(action.seat))
        if action.seat != s:
            return _("It is not {name}'s turn; {other} is to act.").format(
                name=self.names[action.seat], other=self.names[s])
        legal = self.legal_actions()
        assert legal is not None
        kind = action.kind
        if not isinstance(kind, ActionType):
            if kind not in _KIND_NAMES:
                return _("{action} is not an action.").format(action=repr(kind))
            kind = ActionType(kind)
        if kind not in legal.kinds:
            return self._why_kind(kind, legal)
        if kind is A.DRAW:
            return self._why_draw(s, action.discard, legal)
        if kind in (A.BET, A.RAISE):
            to = action.to
            if to is None or isinstance(to, bool) or not isinstance(to, int):
                return _("{action} needs a whole-chip 'to' amount.").format(action=action_name(kind))
            if to == legal.allin_to:
                return None if A.ALLIN in legal.kinds else _(
                    "All-in to {to} is more than the limit {maximum}.").format(
                    to=format_chips(to), maximum=format_chips(legal.max_to))
            if to > legal.allin_to:
                return _("{action} to {to} is more than {name} has (all-in is {allin}).").format(
                    action=action_name(kind), to=format_chips(to), name=self.names[s],
                    allin=format_chips(legal.allin_to))
            if to < legal.min_to:
                return _("{action} to {to} is below the minimum {minimum}.").format(
                    action=action_name(kind), to=format_chips(to), minimum=format_chips(legal.min_to))
            if to > legal.max_to:
                return _("{action} to {to} is above the maximum {maximum}.").format(
                    action=action_name(kind), to=format_chips(to), maximum=format_chips(legal.max_to))
        return None

    def _why_kind(self, kind: ActionType, legal: LegalActions) -> str:
        if self.phase is Phase.DRAW:
            return _("{action} is not possible during the draw; discard cards (draw).").format(
                action=action_name(kind))
        if self.phase is Phase.SHOWDOWN:
            if kind is A.MUCK:
                return _("This hand must be shown.")
            return _("{action} is not possible at the showdown; show or muck.").format(
                action=action_name(kind))
        if kind in (A.DRAW, A.SHOW, A.MUCK):
            return _("{action} is not possible during a betting round.").format(action=action_name(kind))
        s = legal.seat
        if kind is A.CHECK:
            return _("Cannot check: {chips} to call.").format(chips=format_chips(legal.call_amount))
        if kind is A.CALL:
            return _("Nothing to call; check instead.")
        if kind is A.BET and self.current_bet > 0:
            return _("Cannot bet: there is already a bet of {chips}; raise instead.").format(
                chips=format_chips(self.current_bet))
        if kind is A.RAISE and self.current_bet == 0:
            return _("Cannot raise: there is no bet yet; bet instead.")
        return self._why_no_raise(s, kind)

    def _why_no_raise(self, s: int, kind: ActionType) -> str:
        rules = self.rules
        word = action_name(kind)
        if self.acted[s]:
            return _("Cannot {action}: no full raise since {name} last acted (call or fold).").format(
                action=word, name=self.names[s])
        if not any(self._able(o) for o in range(self.n) if o != s):
            return _("Cannot {action}: every opponent is all-in (call or fold).").format(action=word)
        if rules.structure == "fixed-limit" and rules.raise_cap is not None \
                and self.full_count >= 1 + rules.raise_cap:
            return ngettext("Cannot {action}: the betting is capped at {cap} raise.",
                            "Cannot {action}: the betting is capped at {cap} raises.",
                            rules.raise_cap).format(action=word, cap=rules.raise_cap)
        if self.round_no == 1 and rules.open_requirement == "jacks-or-better" \
                and self.opener is None and not has_openers(self.hands[s], rules):
            return _("Cannot {action}: opening needs a pair of jacks or better.").format(action=word)
        if self.bets[s] + self.stacks[s] <= self.current_bet:
            return _("Cannot {action}: not enough chips (call all-in or fold).").format(action=word)
        return _("Cannot {action}: going all-in here would exceed the betting limit.").format(
            action=word)

    def _why_draw(self, s: int, discard: Sequence[Card], legal: LegalActions) -> str | None:
        self._checked_for = None
        if not discard:
            return None
        for c in discard:
            if not isinstance(c, Card):
                return _("Discards must be cards.")
        hand = self.hands[s]
        slots = _slots_of(hand, discard)
        self._checked_for, self._checked_slots = discard, slots
        if len(slots) != len(discard):
            for c in discard:
                if not _slots_of(hand, (c,)):
                    return _("{card} is not in {name}'s hand.").format(card=str(c), name=self.names[s])
            return _("The same card is discarded twice.")
        if len(discard) > legal.max_discard:
            return ngettext("At most {count} card may be drawn.", "At most {count} cards may be drawn.",
                            legal.max_discard).format(count=legal.max_discard)
        if legal.four_with_ace_needed and len(discard) == legal.max_discard:
            kept = [c for i, c in enumerate(hand) if i not in slots]
            if not any(c.rank == 14 for c in kept):
                return ngettext("Drawing {count} card needs a kept ace.",
                                "Drawing {count} cards needs a kept ace.",
                                legal.max_discard).format(count=legal.max_discard)
        return None

    def _plainly_legal(self, action: Action) -> bool:
        """A quick yes for the usual well-formed legal action (a speed-up, nothing more).

        True only where :meth:`why_illegal` would return ``None``; False means "ask it".
        A draw is checked by :meth:`_why_draw` here, as ``why_illegal`` would.
        """
        legal = self._legal if self._legal_valid else self.legal_actions()
        if legal is None:
            return False  # not started, over, or nobody to act: the full check says why
        kind, seat = action.kind, action.seat
        if seat.__class__ is not int or seat != legal.seat or kind.__class__ is not ActionType \
                or kind not in legal.kinds:
            return False
        if kind is _BET or kind is _RAISE:
            to = action.to
            return to.__class__ is int and legal.min_to <= to <= legal.max_to \
                and (to != legal.allin_to or _ALLIN in legal.kinds)
        if kind is _DRAW:
            return self._why_draw(seat, action.discard, legal) is None
        return True

    # ------------------------------------------------------------------ acting
    def act(self, action: Action) -> list[Event]:
        """Play ``action`` for the seat to act and run the automatic steps after it.

        Returns:
            The events this produced.

        Raises:
            IllegalAction: the action is not legal now (the state is unchanged); ``reason``
                says why.
        """
        if not self._plainly_legal(action):
            if not isinstance(action.kind, ActionType) and action.kind in _KIND_NAMES:
                action = Action(action.seat, ActionType(action.kind), action.to, action.discard)
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, action)
        mark = len(self.events)
        self._legal_valid = False
        self.actions.append(action)
        if self.phase is _DRAWING:
            self._do_draw(action.seat, action.discard)
        elif self.phase is _SHOWDOWN:
            self._do_show(action.seat, action.kind is _MUCK)
        else:
            self._do_bet(action)
        self._advance()
        self._legal_valid = False
        return self.events[mark:]

    def _do_bet(self, action: Action) -> None:
        s = action.seat
        kind = action.kind
        rules = self.rules
        if kind is _FOLD:
            self.folded[s] = True
            if s == self.opener:  # openers are kept aside to be shown (RULES.md §3.3)
                self.kept_aside.extend(c for c in self.hands[s] if c in self.openers)
                self.muck.extend(c for c in self.hands[s] if c not in self.openers)
            else:
                self.muck.extend(self.hands[s])
            self.last_action[s] = kind
            self.events.append(_acted(s, kind, 0, self.bets[s], False))
            return
        allin_to = self.bets[s] + self.stacks[s]
        if kind is _CHECK:
            to = self.bets[s]
        elif kind is _CALL:
            to = min(self.current_bet, allin_to)
        elif kind is _ALLIN:
            to = allin_to
        else:
            assert action.to is not None
            to = action.to
        added = to - self.bets[s]
        self.stacks[s] -= added
        self.bets[s] = to
        self.contrib[s] += added
        all_in = self.stacks[s] == 0
        opens = False
        if to > self.current_bet:
            full = betting.is_full_raise(
                rules.structure, to, self.current_bet,
                max(self.full_increment, self._bet_size()), self._bet_size(),
            )
            if full:
                self.full_increment = max(self.full_increment, to - self.current_bet)
                self.full_count += 1
                self.acted = [False] * self.n
            if full or self.current_bet == 0:
                self.aggressor[self.round_no] = s
            if self.current_bet == 0 and rules.open_requirement == "jacks-or-better" \
                    and self.round_no == 1 and self.opener is None:
                self.opener = s
                self.openers = opening_cards(self.hands[s], rules)
                opens = True
            played = _ALLIN if all_in else (_BET if self.current_bet == 0 else _RAISE)
            self.current_bet = to
        else:
            played = _CHECK if added == 0 and kind is _CHECK else _CALL
        self.acted[s] = True
        self.last_action[s] = played
        self.events.append(_acted(s, played, added, to, all_in, opens))

    def _advance(self) -> None:
        """Run automatic steps until a decision is needed or the hand is over."""
        while True:
            phase = self.phase
            if phase is _FIRST_BETTING or phase is _SECOND_BETTING:
                dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
                n = self.n
                live = able = 0  # seats in the hand; of them, seats with chips
                for s in range(n):
                    if dealt[s] and not folded[s]:
                        live += 1
                        if stacks[s] > 0:
                            able += 1
                if live == 1:
                    self._end_round()
                    self._finish_uncontested()
                    return
                current = self.to_act
                if current is not None:
                    # the next seat that still has to act; none = the round is over
                    # (the same rule as betting.round_closed, RULES.md §3.3)
                    bets, acted, cb = self.bets, self.acted, self.current_bet
                    several = able > 1
                    for k in range(1, n + 1):
                        s = (current + k) % n
                        if dealt[s] and not folded[s] and stacks[s] > 0 \
                                and (bets[s] < cb or (several and not acted[s])):
                            self.to_act = s
                            return
                self._end_round()
                if self.round_no == 1:
                    if self._redeal_needed():
                        self._redeal()
                        return
                    self._start_draw()
                    if self.to_act is not None:
                        return
                    continue
                self._start_showdown()
                if self.to_act is not None:
                    return
                continue
            if self.phase is _DRAWING:
                if self.to_act is not None:
                    return
                self._start_round(2)
                if self.to_act is not None:
                    return
                continue
            if self.phase is _SHOWDOWN:
                if self.to_act is not None:
                    return
                self._payout()
                return
            return

    def _next_to_act(self, current: int) -> int | None:
        """The next seat clockwise after ``current`` that still has to act."""
        n = self.n
        for k in range(1, n + 1):
            s = (current + k) % n
            if self._needs_turn(s):
                return s
        return None

    def _end_round(self) -> None:
        """Return uncalled chips and collect the bets into pots (RULES.md §3.4, §3.8)."""
        self.to_act = None
        back = uncalled(self.bets)
        if back is not None:
            seat, amount = back
            self.bets[seat] -= amount
            self.contrib[seat] -= amount
            self.stacks[seat] += amount
            self.returned[seat] = self.returned.get(seat, 0) + amount
            self.events.append(UncalledReturned(seat, amount))
        if any(self.bets):
            self.bets = [0] * self.n
            self.pots = self._collectable_pots()
            self.events.append(BetsCollected(tuple(self.pots)))
        else:
            self.pots = self._collectable_pots()

    def _redeal_needed(self) -> bool:
        rules = self.rules
        if self.opener is not None or 1 in self.aggressor or self.current_bet > 0:
            return False
        if rules.has_blinds or self._live_count() < 2:
            return False
        if sum(1 for s in self.order if self._able(s)) < 2:
            # fewer than two can act: nothing to open; the hand plays on
            return False
        if rules.open_requirement == "jacks-or-better":
            return True
        return rules.check_around == "redeal"

    def _redeal(self) -> None:
        reason = "not-opened" if self.rules.open_requirement == "jacks-or-better" else "checked-around"
        total = sum(p.amount for p in self.pots)
        self.carried_out = total
        self.events.append(Redeal(reason, total))  # type: ignore[arg-type]
        self.phase = Phase.HAND_OVER
        self.result = HandResult("redeal", stacks=tuple(self.stacks), carried_pot=total,
                                 returned=dict(self.returned))
        self.events.append(HandEnded(tuple(self.stacks), total))

    # ------------------------------------------------------------------ draw
    def _start_draw(self) -> None:
        self.phase = _DRAWING
        self.draw_order = [s for s in self.order if self._in_hand(s)]
        self.draw_pos = 0
        self.events.append(DrawStarted(tuple(self.draw_order)))
        self.to_act = self.draw_order[0] if self.draw_order else None

    def _do_draw(self, s: int, discard: Sequence[Card]) -> None:
        hand = self.hands[s]
        slots = self._checked_slots if self._checked_for is discard else _slots_of(hand, discard)
        thrown = [hand[i] for i in slots]  # hand order
        kept_opener: tuple[Card, ...] | None = None
        if self.opener == s:
            aside = tuple(c for c in thrown if c in self.openers)
            if aside:
                kept_opener = aside
                self.kept_aside.extend(aside)
        shown_ace: Card | None = None
        if self.rules.four_with_ace and len(thrown) == 4:
            shown_ace = next(c for i, c in enumerate(hand) if i not in slots and c.rank == 14)
        events = self.events
        count = len(thrown)
        events.append(Discarded(s, count, tuple(thrown), kept_opener, shown_ace))
        stub = self.stub
        if count < len(stub):  # enough cards: never touches the last one (RULES.md §3.5)
            new = stub[:count]
            del stub[:count]
            replaced = _REPLACED
            for slot, card in zip(slots, new, strict=True):
                hand[slot] = card
                key = (s * 53 + card.index) * 5 + slot  # _replacement, inlined
                event = replaced[key]
                if event is None:
                    event = replaced[key] = ReplacementDealt(s, card, slot)
                events.append(event)
        else:
            new, reshuffles = draw_replacements(stub, self.muck, thrown, count, self.rng)
            r_iter = iter(reshuffles)
            nxt = next(r_iter, None)
            for k, (slot, card) in enumerate(zip(slots, new, strict=True)):
                while nxt is not None and nxt.dealt_before == k:
                    events.append(Reshuffled(s, nxt.cards_in, nxt.stub_size))
                    nxt = next(r_iter, None)
                hand[slot] = card
                events.append(_replacement(s, card, slot))
        if kept_opener is None:
            self.muck.extend(thrown)
        else:
            self.muck.extend(c for c in thrown if c not in kept_opener)
        self.drawn[s] = len(thrown)
        self.draw_pos += 1
        self.to_act = self.draw_order[self.draw_pos] if self.draw_pos < len(self.draw_order) else None

    # ------------------------------------------------------------------ showdown
    def _start_showdown(self) -> None:
        self.phase = _SHOWDOWN
        live = [s for s in self.order if self._in_hand(s)]
        last_round = self.round_took_place[-1] if self.round_took_place else 1
        first = self.aggressor.get(last_round)
        if first is None or not self._in_hand(first):
            first = live[0]
        i = live.index(first)
        self.showdown_order = live[i:] + live[:i]
        self.showdown_pos = 0
        self.face_up = self._able_count() <= 1 or not self.ask_showdown
        self._next_shower()

    def _next_shower(self) -> None:
        """Reveal automatically while nobody has a real choice; stop at a show/muck choice."""
        while self.showdown_pos < len(self.showdown_order):
            s = self.showdown_order[self.showdown_pos]
            if self._may_muck(s):
                self.to_act = s
                return
            self._reveal(s)
            self.showdown_pos += 1
        self.to_act = None

    def _reveal(self, s: int) -> None:
        cards = tuple(self.hands[s])
        self.shown[s] = cards
        value = _evaluate(cards, self.rules)
        self._values[s] = value
        text = self._descriptions[s] = _describe(value)
        self.events.append(ShowdownReveal(s, cards, text))

    def _do_show(self, s: int, muck: bool) -> None:
        if muck:
            self.mucked[s] = True
            self.muck.extend(self.hands[s])
            self.events.append(Mucked(s))
        else:
            self._reveal(s)
        self.showdown_pos += 1
        self._next_shower()

    # ------------------------------------------------------------------ payout
    def _finish_uncontested(self) -> None:
        self._award("uncontested")

    def _payout(self) -> None:
        self._award("showdown")

    def _award(self, outcome: Outcome) -> None:
        self.phase = _PAYOUT
        self.to_act = None
        pots = self.pots if self.pots else self._collectable_pots()
        awarded: list[PotAwarded] = []
        values: dict[int, _Value] = {}
        if outcome == "showdown":
            values = self._values
        stacks = self.stacks
        for index, pot in enumerate(pots):
            if outcome == "showdown":
                contenders = [s for s in pot.eligible if s in values]
                best = max([values[s] for s in contenders])
                winners = [s for s in contenders if not values[s] < best]
            else:
                winners = list(pot.eligible) or [s for s in range(self.n) if self._in_hand(s)]
            shares = split_pot(pot.amount, winners, self.button, self.n)
            for seat, share in shares:
                stacks[seat] += share
            event = PotAwarded(index, pot.amount, pot.eligible, tuple([w for w, _ in shares]),
                               tuple(shares))
            awarded.append(event)
            self.events.append(event)
        if self.opener is not None:
            self.events.append(OpenersShown(self.opener, self.openers))
        self.pots = []
        self.phase = _HAND_OVER
        final: dict[int, tuple[Card, ...]] = {}
        shown: dict[int, str] = {}
        if outcome == "showdown":
            for s in self.showdown_order:
                final[s] = tuple(self.hands[s])
            shown = dict(self._descriptions)
        draws = {s: d for s in self.draw_order if (d := self.drawn[s]) is not None}
        self.result = HandResult(
            outcome, draws=draws, final=final, showdown_order=tuple(self.showdown_order),
            shown=shown, returned=dict(self.returned), pots=tuple(awarded),
            stacks=tuple(self.stacks),
        )
        self.events.append(HandEnded(tuple(self.stacks)))

    # ------------------------------------------------------------------ views and history
    def chips_in_play(self) -> int:
        """Stacks + bets in front + collected pots (constant within a hand, RULES.md §3.8)."""
        if self.phase is Phase.HAND_OVER:
            return sum(self.stacks) + self.carried_out
        return sum(self.stacks) + sum(self.bets) + sum(p.amount for p in self.pots)

    def censored_events(self, seat: int) -> list[Event]:
        """The event log as seat ``seat`` sees it (other players' hidden cards are ``None``)."""
        log = self._views.setdefault(seat, [])
        for ev in self.events[len(log):]:
            log.append(censor(ev, seat))
        return list(log)

    def view(self, seat: int) -> PlayerView:
        """The censored view of seat ``seat`` (RULES.md §5: what a player may know)."""
        seats = tuple(
            SeatView(
                name=self.names[s], stack=self.stacks[s], bet=self.bets[s],
                dealt_in=self.dealt_in[s], in_hand=self._in_hand(s),
                all_in=self._in_hand(s) and self.stacks[s] == 0,
                cards_drawn=self.drawn[s], last_action=self.last_action[s], shown=self.shown[s],
            )
            for s in range(self.n)
        )
        legal = self.legal_actions() if self.to_act == seat else None
        return PlayerView(
            seat=seat, rules=self.rules, phase=self.phase, hand_no=self.hand_no,
            button=self.button, to_act=self.to_act, own_cards=tuple(self.hands[seat]),
            seats=seats, pots=tuple(self.pots), current_bet=self.current_bet, legal=legal,
            events=tuple(self.censored_events(seat)), opener=self.opener,
            stub_size=len(self.stub),
        )

    def history(self) -> dict[str, Any]:
        """This deal as a scenario-format ``deals`` item (hole, full stub, every decision)."""
        hole = {self.names[s]: format_cards(self._dealt_hand(s)) for s in self.order}
        actions: list[dict[str, Any]] = []
        for a in self.actions:
            item: dict[str, Any] = {"seat": self.names[a.seat], "act": a.kind.value}
            if a.kind in (A.BET, A.RAISE):
                item["to"] = a.to
            if a.kind is A.DRAW:
                item["discard"] = format_cards(a.discard)
            actions.append(item)
        return {"hole": hole, "stub": format_cards(self.deal_stub), "actions": actions}

    def _dealt_hand(self, s: int) -> list[Card]:
        cards: list[Card | None] = [None] * 5
        for ev in self.events:
            if isinstance(ev, CardDealt) and ev.seat == s:
                cards[ev.index] = ev.card
        return [c for c in cards if c is not None]


def _slots_of(hand: Sequence[Card], cards: Sequence[Card]) -> list[int]:
    """Positions in ``hand`` of the distinct ``cards`` found there (ascending)."""
    slots = []
    for i, c in enumerate(hand):
        for d in cards:
            if c is d or (c.rank == d.rank and c.suit == d.suit):
                slots.append(i)
                break
    return slots


def censor(event: Event, seat: int) -> Event:
    """``event`` as seat ``seat`` sees it: another player's face-down cards become ``None``."""
    if isinstance(event, CardDealt) and event.seat != seat and event.card is not None:
        return CardDealt(event.seat, None, event.index)
    if isinstance(event, ReplacementDealt) and event.seat != seat and event.card is not None:
        return ReplacementDealt(event.seat, None, event.index)
    if isinstance(event, Discarded) and event.seat != seat:
        return Discarded(event.seat, event.count, None, None, event.shown_ace)
    return event


__all__ = ["Hand", "censor", "has_openers", "opening_cards"]
