"""The table's visual model: what the table scene draws, as the animations have shown it.

The :class:`~drawpoker.ui.table.director.Director` moves these objects; the scene only
reads them. Positions are *anchors* resolved through the current layout when drawn, so
a resize in the middle of an animation keeps everything in the right place (known
fault B52):

* ``("deck",)``, ``("muck",)``
* ``("card", seat, index)`` — a card slot in front of a seat
* ``("plate", seat)`` — a seat's name plate; ``("bet", seat)`` — its bet spot
* ``("pot", k)`` — pot number k (0 = main)

Texts (last action, hand name, log lines, summary) are often an
:class:`~drawpoker.i18n.Text`, which ``str()`` renders in the language current when drawn.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

Anchor = tuple[Any, ...]


@dataclass
class CardSprite:
    """A card on the table or in flight.

    Attributes:
        card: the card, or None when its face is unknown to the player.
        face_up: which side shows (flip animates ``flip`` 0→1 and swaps at half way).
        src, dst: anchors; drawn at ``lerp(src, dst, t)``.
        t: eased travel progress 0..1.
        flip: 0..1 flip progress (1 = resting); the card's width is scaled by |cos|.
        lift: 0..1 lifted (selected for discard, or part of the winning hand).
        alpha: 0..255.
    """

    card: Any
    face_up: bool
    src: Anchor
    dst: Anchor
    t: float = 0.0
    flip: float = 1.0
    lift: float = 0.0
    alpha: int = 255
    winning: bool = False


@dataclass
class ChipFlight:
    """``amount`` chips sliding from anchor ``src`` to ``dst`` (progress ``t``)."""

    amount: int
    src: Anchor
    dst: Anchor
    t: float = 0.0


@dataclass
class SeatVisual:
    """What one seat shows right now."""

    name: str = ""
    badge: str = ""
    stack: int = 0
    bet: int = 0
    dealt_in: bool = False
    folded: bool = False
    all_in: bool = False
    last_action: str = ""
    drawn: int | None = None
    hand_name: str = ""
    cards: list[CardSprite | None] = field(default_factory=lambda: [None] * 5)
    won: int = 0
    winner: bool = False
    #: chips of ``bet`` that are antes on their way to the pot (never a bet to call)
    antes: int = 0


#: Lines the table's log keeps (the bound of :meth:`TableVisual.add_log`).
LOG_LINES = 300


@dataclass
class TableVisual:
    """Everything the table scene draws, as the animations have shown it so far."""

    seats: list[SeatVisual]
    button: int | None = None
    hand_no: int = 0
    pots: list[int] = field(default_factory=list)
    flights: list[ChipFlight] = field(default_factory=list)
    loose: list[CardSprite] = field(default_factory=list)
    log: list[tuple[str, str]] = field(default_factory=list)
    round_name: str = ""
    hand_over: bool = False
    summary: list[str] = field(default_factory=list)
    deck_count: int = 0
    banner: str = ""  #: told at the centre of the table (a passed-out deal, a carried pot)
    passed_out: bool = False  #: nobody opened this deal: it is dealt again
    shuffle: float = 1.0  #: 0..1 while the deck is being shuffled (1 = at rest)
    logged: int = 0  #: lines ever added to the log (the voice says the lines after its count)

    @classmethod
    def seated(cls, names: Sequence[str], badges: Sequence[str],
               stacks: Sequence[int]) -> TableVisual:
        """The table before a deal: a seat per name with its badge (the style tag, ""
        for none) and its stack (chips)."""
        return cls([SeatVisual(name=name, badge=badge, stack=stack)
                    for name, badge, stack in zip(names, badges, stacks, strict=True)])

    def start_hand(self, hand_no: int, button: int, carried_pot: int, names: Sequence[str],
                   stacks: Sequence[int], dealt_in: Collection[int]) -> None:
        """A new deal: clear everything the last one showed (cards, bets, labels, pots
        other than a ``carried_pot`` from a passed-out deal) and take the seats' names and
        stacks (a seat beyond ``names``/``stacks`` keeps its own)."""
        self.hand_no = hand_no
        self.button = button
        self.pots = [carried_pot] if carried_pot else []
        self.flights.clear()
        self.loose.clear()
        self.hand_over = False
        self.summary = []
        self.banner = ""
        self.passed_out = False
        self.round_name = ""
        for i, sv in enumerate(self.seats):
            if i < len(names):
                sv.name = names[i]
            sv.stack = stacks[i] if i < len(stacks) else sv.stack
            sv.bet = 0
            sv.dealt_in = i in dealt_in
            sv.folded = False
            sv.all_in = False
            sv.last_action = ""
            sv.drawn = None
            sv.hand_name = ""
            sv.cards = [None] * 5
            sv.won = 0
            sv.winner = False
            sv.antes = 0

    def add_log(self, text: str, kind: str = "info") -> None:
        """Append a line to the hand log (kinds: info, action, win, head); a
        :class:`~drawpoker.i18n.Text` is rendered in the language current when the log
        is drawn. The log keeps its last :data:`LOG_LINES` lines (it drops the oldest
        third at once); the hands before are in the profile's hand history."""
        self.log.append((text, kind))
        self.logged += 1
        if len(self.log) > LOG_LINES:
            del self.log[:LOG_LINES // 3]
