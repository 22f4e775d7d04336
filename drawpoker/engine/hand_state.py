"""The state of one deal: every field a :class:`~drawpoker.engine.hand.Hand` keeps, the
small questions asked of it everywhere (who is in the hand, who can still bet, the pots) and
:meth:`HandState.emit`, the one way an event joins the deal's log.

The phases of the deal are modules of functions over this state, one job each: ``dealing``,
``betting_round`` (the legal actions of every phase, a bet played, the round's end),
``draw``, ``showdown`` and ``legality`` (why an action is refused). ``Hand`` is this state
with the moves between the phases; none of the phase modules knows another's internals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, LegalActions, Phase
from drawpoker.engine.events import Event, Pot
from drawpoker.engine.interning import HAND_OVER, HandValue
from drawpoker.engine.pots import build_pots
from drawpoker.engine.result import HandResult
from drawpoker.engine.rules import TableRules
from drawpoker.engine.shuffle import CommittedShuffle, MuckShuffler


class HandState:
    """The fields of one deal (validated by ``Hand``; see its arguments).

    Chip fields are whole chips per seat index: ``stacks`` behind, ``bets`` in front this
    round, ``contrib`` put in this deal; ``pots`` are the collected pots.
    """

    def __init__(
        self,
        rules: TableRules,
        names: list[str],
        stacks: list[int],
        button: int,
        rng: random.Random,
        *,
        hand_no: int,
        carried_pot: int,
        ask_showdown: bool,
        dealt_in: list[bool],
        order: list[int],
        blinds: tuple[int | None, int | None],
        hole: Mapping[int, Sequence[Card]] | None,
        stub: Sequence[Card] | None,
        shuffle: CommittedShuffle | None = None,
    ) -> None:
        n = len(names)
        self.rules = rules
        self.n = n
        self.names = names
        self.stacks = stacks
        self.start_stacks = tuple(stacks)
        self.button = button
        self.rng = rng
        self.shuffle = shuffle  # the committed deck source; None: ``rng`` shuffles
        self.muck_rng: random.Random | MuckShuffler = (
            rng if shuffle is None else shuffle.muck_shuffler())
        self.hand_no = hand_no
        self.carried = carried_pot
        self.ask_showdown = ask_showdown
        self.dealt_in = dealt_in
        self.order = order
        self.sb_seat, self.bb_seat = blinds
        self.rig_hole = hole
        self.rig_stub = stub
        self.phase = Phase.FORCED_BETS
        self.to_act: int | None = None
        self.events: list[Event] = []
        #: Append an event to :attr:`events`, the one way every step reports (the log's
        #: own ``append``, bound: the engine's busiest call costs no Python frame).
        self.emit: Callable[[Event], None] = self.events.append
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
        self.view_cache: dict[int, list[Event]] = {}
        self.values: dict[int, HandValue] = {}
        self.descriptions: dict[int, str] = {}
        self.legal_cache: LegalActions | None = None
        self.legal_valid = False
        self.checked_for: Sequence[Card] | None = None  # last discards validated ...
        self.checked_slots: list[int] = []  # ... and where they sit in the hand
        self.started = False

    def __getstate__(self) -> dict[str, object]:
        """A copy (``copy.deepcopy``, ``pickle``) leaves :attr:`emit` out: it is bound to
        this deal's own log and made again for the copy's (:meth:`__setstate__`)."""
        state = dict(self.__dict__)
        del state["emit"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.emit = self.events.append

    def in_hand(self, s: int) -> bool:
        """Seat ``s`` is in the hand: dealt in and not folded (docs/rules.md §2)."""
        return self.dealt_in[s] and not self.folded[s]

    def able(self, s: int) -> bool:
        """Seat ``s`` is able to act: in the hand with chips behind (docs/rules.md §2)."""
        return self.dealt_in[s] and not self.folded[s] and self.stacks[s] > 0

    def live_count(self) -> int:
        """How many seats are in the hand."""
        return sum(1 for s in range(self.n) if self.dealt_in[s] and not self.folded[s])

    def able_count(self) -> int:
        """How many seats are able to act."""
        return sum(1 for s in range(self.n) if self.able(s))

    def collectable_pots(self) -> list[Pot]:
        """The pots the chips committed before this round make (docs/rules.md §3.8)."""
        dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
        live = [d and not f for d, f in zip(dealt, folded, strict=True)]
        all_in = [lv and st == 0 for lv, st in zip(live, stacks, strict=True)]
        committed = [c - b for c, b in zip(self.contrib, self.bets, strict=True)]
        return build_pots(committed, live, all_in, self.carried)

    @property
    def is_over(self) -> bool:
        """True once the hand has ended (``result`` is set)."""
        return self.phase is HAND_OVER

    def bet_size(self) -> int:
        """Fixed-limit: the bet of this round; otherwise the minimum bet, in chips
        (docs/rules.md §4)."""
        if self.rules.structure == "fixed-limit" and self.round_no == 2:
            return self.rules.big_bet
        return self.rules.small_bet
