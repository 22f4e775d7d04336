"""The director: turns engine events into animations on the table's visual model.

The engine reports every visible step as an event (``drawpoker.engine.events``).
The table scene feeds those events to :meth:`Director.feed`; the director plays
them one after another, each as an eased animation that moves card and chip
sprites and, when it lands, updates what the seats show (stack, bet, last
action...). The scene draws only from the director's :class:`TableVisual`, so
what is on screen is always what the animations have shown so far — never the
engine's state ahead of them.

While :attr:`Director.busy` is True the scene holds computer turns and the
player's controls. :meth:`Director.skip` (a click or Space) plays everything
queued at once. Event after event, a handler returns ``(animation, gap)``: the
next event starts ``gap`` seconds after this one started (cards stream out of the
deck one after another), and the last one must finish before the director is
idle.

Positions are *anchors* resolved through the current layout when drawn, so a
resize in the middle of an animation keeps everything in the right place
(known fault B52):

* ``("deck",)``, ``("muck",)``
* ``("card", seat, index)`` — a card slot in front of a seat
* ``("plate", seat)`` — a seat's name plate; ``("bet", seat)`` — its bet spot
* ``("pot", k)`` — pot number k (0 = main)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from drawpoker.engine import (
    ActionType,
    BetsCollected,
    BettingRoundStarted,
    CardDealt,
    Discarded,
    DrawStarted,
    ForcedBet,
    HandEnded,
    HandStarted,
    Mucked,
    OpenersShown,
    PlayerActed,
    PotAwarded,
    Redeal,
    ReplacementDealt,
    Reshuffled,
    ShowdownReveal,
    UncalledReturned,
)
from drawpoker.i18n import _, mid_sentence, ngettext
from drawpoker.ui import tween as tw

Anchor = tuple[Any, ...]


def fmt(n: int) -> str:
    """Chips with thousands separators for the current language (cached)."""
    from drawpoker.i18n import current_language

    return _fmt(int(n), current_language())


@lru_cache(maxsize=4096)
def _fmt(n: int, language: str) -> str:
    try:
        from drawpoker.i18n import format_chips  # type: ignore[attr-defined]

        return str(format_chips(n))
    except Exception:
        return f"{n:,}"


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


class Say:
    """A sentence rendered in the current language each time it is shown.

    The log, the seats' hand names and the end-of-hand summary hold ``Say`` objects
    instead of finished strings, so a language switch in the middle of a hand redraws
    them in the new language (hand descriptions are made from the cards when drawn).

    Args:
        render: returns the text; called by ``str()`` on every draw.
    """

    __slots__ = ("_render",)

    def __init__(self, render: Callable[[], str]) -> None:
        self._render = render

    def __str__(self) -> str:
        return self._render()

    def __repr__(self) -> str:
        return f"Say({self._render()!r})"

    def __bool__(self) -> bool:
        return True

    def __eq__(self, other: object) -> bool:
        """Equal to a string or ``Say`` that reads the same in the current language."""
        if isinstance(other, (Say, str)):
            return str(self) == str(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))


def as_text(value: object) -> str:
    """``value`` as shown now: a :class:`Say` rendered in the current language."""
    return str(value)


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
    last_action: str | Say = ""
    drawn: int | None = None
    hand_name: str | Say = ""
    cards: list[CardSprite | None] = field(default_factory=lambda: [None] * 5)
    won: int = 0
    winner: bool = False


@dataclass
class TableVisual:
    """Everything the table scene draws, as the animations have shown it so far."""

    seats: list[SeatVisual]
    button: int | None = None
    hand_no: int = 0
    pots: list[int] = field(default_factory=list)
    flights: list[ChipFlight] = field(default_factory=list)
    loose: list[CardSprite] = field(default_factory=list)
    log: list[tuple[str | Say, str]] = field(default_factory=list)
    round_name: str | Say = ""
    hand_over: bool = False
    summary: list[str | Say] = field(default_factory=list)
    deck_count: int = 0
    banner: str = ""
    shuffle: float = 1.0  #: 0..1 while the deck is being shuffled (1 = at rest)

    def add_log(self, text: str | Say, kind: str = "info") -> None:
        """Append a line to the hand log (kinds: info, action, win, head); a
        :class:`Say` is rendered in the language current when the log is drawn."""
        self.log.append((text, kind))
        if len(self.log) > 300:
            del self.log[:100]


#: Durations in seconds at normal speed.
DUR = {
    "deal": 0.30, "deal_gap": 0.06, "chip": 0.28, "ante_gap": 0.03, "act": 0.40,
    "collect": 0.38, "flip": 0.24, "discard": 0.32, "reveal_hold": 0.55, "award": 0.7,
    "award_pause": 0.4, "start": 0.5,
}


#: Cards per rank group in the order a hand of each category reads (RULES.md §1):
#: pair then kickers, trips then pair, and so on; singles otherwise.
_GROUPS = {1: (2, 1, 1, 1), 2: (2, 2, 1), 3: (3, 1, 1), 6: (3, 2), 7: (4, 1), 9: (5,)}


def reading_order(cards: tuple[Any, ...], game: str = "high",
                  wild: str = "none") -> tuple[Any, ...]:
    """A shown hand's five cards in the order its name reads (second new player,
    finding 21: "A 5 2 A K" had its pair split).

    Groups first, largest first and then by rank ("A A K 5 2", "8 8 7 7 Q", "K K K 9 9");
    straights and flushes from the top card down ("5 4 3 2 A" for the wheel); lowball
    from the top card down ("7 5 4 3 2"). A wild card stands where it plays (the joker
    beside the kings it makes three of; the lowest missing card in ace-to-five).

    Args:
        cards: five :class:`drawpoker.cards.Card`; any other count is returned as given.
        game: ``"high"``, ``"ace-to-five"`` or ``"deuce-to-seven"``.
        wild: the table's wild mode (``"none"``, ``"joker"``, ``"bug"``, ``"deuces"``).

    Returns:
        The same cards reordered; as given when the hand cannot be read.
    """
    if len(cards) != 5 or any(c is None for c in cards):
        return tuple(cards)
    try:
        from drawpoker.evaluator import evaluate_game

        value = evaluate_game(list(cards), game=game, wild=wild)
    except Exception:  # a hand the evaluator refuses is shown as dealt
        return tuple(cards)
    cat = int(value.category)
    ranks = list(value.ranks)
    if cat in (4, 8) and len(ranks) == 1:  # a straight names its top card only
        ranks = [ranks[0] - k for k in range(5)]
    sizes = _GROUPS.get(cat, (1,) * len(ranks))

    def is_wild(c: Any) -> bool:
        return (wild in ("joker", "bug") and c.rank == 0) or (wild == "deuces" and c.rank == 2)

    def same(c: Any, r: int) -> bool:
        return c.rank == r or (c.rank == 14 and r == 1)  # the ace low (wheel, ace-to-five)

    rest = list(cards)
    wilds = [c for c in rest if is_wild(c)]
    out: list[Any] = []
    for r, size in zip(ranks, sizes, strict=False):
        group = [c for c in rest if not is_wild(c) and same(c, r)][:size]
        while len(group) < size and wilds:
            group.append(wilds.pop(0))
        for c in group:
            rest.remove(c)
        out += group
    return tuple(out + rest)


#: Events that wait until every running animation has finished.
BARRIERS = (BetsCollected, BettingRoundStarted, DrawStarted, ShowdownReveal, Mucked, PotAwarded,
            HandEnded, UncalledReturned, Redeal)


class Director:
    """Plays engine events as animations on :attr:`visual`.

    Args:
        visual: the model to animate.
        hero: the player's seat (his cards flip face up as they arrive).
        speed: callable returning the time multiplier (0 = instant, 1 = normal).
        sound: callable playing a named sound.
        names: seat -> (name, badge) for display.
        describe: cards -> the hand's name in the current language; when given, the
            names of shown hands are made from the cards each time they are drawn
            (else the engine's ``ShowdownReveal.description`` is shown as it came).
        arrange: shown cards -> the same cards in the order they are laid out at a
            showdown (every seat alike; :func:`reading_order`); None keeps the dealt order.
    """

    def __init__(self, visual: TableVisual, hero: int, *, speed: Callable[[], float] = lambda: 1.0,
                 sound: Callable[[str], None] = lambda name: None,
                 describe: Callable[[tuple[Any, ...]], str] | None = None,
                 arrange: Callable[[tuple[Any, ...]], tuple[Any, ...]] | None = None) -> None:
        self.visual = visual
        self.describe = describe
        #: shown cards -> the order they are laid out in (``reading_order``), or None
        self.arrange = arrange
        self._showdown_named = False
        self.hero = hero
        self.speed = speed
        self.sound = sound
        self.queue: deque[Any] = deque()
        self.active: list[tw.Animation] = []
        self.until_next = 0.0
        self.boost = 1.0
        self.played: list[Any] = []
        #: blinds posted this hand that stay in front of their seats until the first
        #: betting round's bets are gathered (RULES.md §2: antes go to the pot, blinds
        #: are bets); seat -> chips
        self._blinds: dict[int, int] = {}

    # public --------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while events are queued or an animation is still playing."""
        return bool(self.queue) or any(not a.done for a in self.active)

    def feed(self, events: list[Any] | tuple[Any, ...]) -> None:
        """Queue engine events to be animated in order."""
        self.queue.extend(events)

    def skip(self) -> None:
        """Finish the playing animations and play every queued event at once."""
        guard = 0
        while self.busy and guard < 100000:
            guard += 1
            for a in self.active:
                a.finish()
            self.active = []
            self.until_next = 0.0
            if self.queue:
                self._start_next()
        self.active = []

    def update(self, dt: float) -> None:
        """Advance the animations by ``dt`` seconds of real time."""
        mult = self.speed() * self.boost
        if mult <= 0:
            self.skip()
            return
        t = dt * mult
        self.until_next -= t
        while self.queue and self.until_next <= 0:
            if isinstance(self.queue[0], BARRIERS) and any(not a.done for a in self.active):
                break  # gather chips only once every bet has landed, etc.
            self._start_next()
        for a in self.active:
            if not a.done:
                a.update(t)
        self.active = [a for a in self.active if not a.done]

    # machinery -----------------------------------------------------------
    def _start_next(self) -> None:
        ev = self.queue.popleft()
        self.played.append(ev)
        handler = getattr(self, "_on_" + type(ev).__name__, None)
        if handler is None:
            self.until_next = max(self.until_next, 0.0)
            return
        anim, gap = handler(ev)
        if anim is not None:
            anim.update(0.0)
            if not anim.done:
                self.active.append(anim)
        self.until_next = max(0.0, self.until_next) + gap

    def _seat(self, i: int) -> SeatVisual:
        return self.visual.seats[i]

    def _name(self, i: int) -> str:
        return self._seat(i).name

    def _fly_chips(self, amount: int, src: Anchor, dst: Anchor, dur: float,
                   on_done: Callable[[], None] | None = None, ease: tw.Easing = tw.ease_out_cubic,
                   delay: float = 0.0) -> tw.Tween:
        flight = ChipFlight(amount, src, dst)

        def start() -> None:
            self.visual.flights.append(flight)

        def upd(v: float) -> None:
            flight.t = v

        def done() -> None:
            if flight in self.visual.flights:
                self.visual.flights.remove(flight)
            if on_done:
                on_done()

        return tw.Tween(dur, ease, on_start=start, on_update=upd, on_done=done, delay=delay)

    def _move_card(self, sprite: CardSprite, dur: float, *, delay: float = 0.0,
                   ease: tw.Easing = tw.ease_out_cubic,
                   on_done: Callable[[], None] | None = None) -> tw.Tween:
        def upd(v: float) -> None:
            sprite.t = v

        return tw.Tween(dur, ease, on_update=upd, delay=delay, on_done=on_done)

    def _flip(self, sprite: CardSprite, card: Any, *, delay: float = 0.0) -> tw.Tween:
        state = {"swapped": False}

        def start() -> None:
            sprite.flip = 0.0

        def upd(v: float) -> None:
            sprite.flip = v
            if v >= 0.5 and not state["swapped"]:
                state["swapped"] = True
                sprite.card = card
                sprite.face_up = True

        def done() -> None:
            sprite.flip = 1.0
            sprite.card = card
            sprite.face_up = True

        return tw.Tween(DUR["flip"], tw.ease_in_out_quad, on_start=start, on_update=upd,
                        on_done=done, delay=delay)

    # handlers: each returns (animation or None, gap seconds) ---------------
    def _on_HandStarted(self, ev: HandStarted) -> tuple[tw.Animation | None, float]:
        v = self.visual
        v.hand_no = ev.hand_no
        v.button = ev.button
        v.pots = [ev.carried_pot] if ev.carried_pot else []
        v.flights.clear()
        v.loose.clear()
        v.hand_over = False
        v.summary = []
        v.banner = ""
        v.round_name = ""
        self._showdown_named = False
        self._blinds = {}
        for i, sv in enumerate(v.seats):
            if i < len(ev.names):
                sv.name = ev.names[i]
            sv.stack = ev.stacks[i] if i < len(ev.stacks) else sv.stack
            sv.bet = 0
            sv.dealt_in = i in ev.dealt_in
            sv.folded = False
            sv.all_in = False
            sv.last_action = ""
            sv.drawn = None
            sv.hand_name = ""
            sv.cards = [None] * 5
            sv.won = 0
            sv.winner = False
        v.add_log(Say(lambda: _("Hand #{number}").format(number=ev.hand_no)), "head")
        if ev.button == self.hero:
            v.add_log(Say(lambda: _("You have the button.")), "info")
        else:
            name = self._name(ev.button)
            v.add_log(Say(lambda: _("{name} has the button.").format(name=name)), "info")
        self.sound("shuffle")

        def shuffle(t: float) -> None:
            v.shuffle = t

        return tw.Tween(DUR["start"], tw.linear, on_update=shuffle), DUR["start"]

    def _on_ForcedBet(self, ev: ForcedBet) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        sv.stack -= ev.amount
        if ev.all_in:
            sv.all_in = True
        name, hero = sv.name, ev.seat == self.hero

        def line() -> str:
            if hero:
                text = {
                    "ante": _("You ante {amount}"),
                    "small_blind": _("You post the small blind of {amount}"),
                    "big_blind": _("You post the big blind of {amount}"),
                }.get(ev.kind, _("You post {amount}"))
            else:
                text = {
                    "ante": _("{name} antes {amount}"),
                    "small_blind": _("{name} posts the small blind of {amount}"),
                    "big_blind": _("{name} posts the big blind of {amount}"),
                }.get(ev.kind, _("{name} posts {amount}"))
            return text.format(name=name, amount=fmt(ev.amount))

        self.visual.add_log(Say(line), "info")

        if ev.kind != "ante":
            self._blinds[ev.seat] = self._blinds.get(ev.seat, 0) + ev.amount

        def land() -> None:
            sv.bet += ev.amount

        self.sound("bet")
        return self._fly_chips(ev.amount, ("plate", ev.seat), ("bet", ev.seat), DUR["chip"], land), \
            DUR["ante_gap"]

    def _deal_card(self, ev: CardDealt | ReplacementDealt) -> tw.Animation:
        """A card flies from the deck to its place at the seat (face up for the player)."""
        sv = self._seat(ev.seat)
        sprite = CardSprite(None, False, ("deck",), ("card", ev.seat, ev.index))
        sv.cards[ev.index] = sprite
        anim: tw.Animation = self._move_card(sprite, DUR["deal"])
        if ev.seat == self.hero and ev.card is not None:
            anim = tw.Sequence([anim, self._flip(sprite, ev.card)])
        self.sound("deal")
        return anim

    def _on_CardDealt(self, ev: CardDealt) -> tuple[tw.Animation | None, float]:
        return self._deal_card(ev), DUR["deal_gap"]

    def _on_BettingRoundStarted(self, ev: BettingRoundStarted) -> tuple[tw.Animation | None, float]:
        v = self.visual
        v.round_name = Say(lambda: _("Before the draw") if ev.round_no == 1 else _("After the draw"))
        v.add_log(v.round_name, "head")
        for sv in v.seats:
            if sv.last_action and not sv.folded and ev.round_no == 2:
                sv.last_action = ""
        self._blinds = {}  # from now on every bet in front of a seat is gathered
        return None, 0.1

    def _action_text(self, ev: PlayerActed, *, hero: bool = False) -> str:
        """The action as a sentence: third person ("Raises to 40"), or with ``hero`` the
        player's own in the second person ("You raise to 40")."""
        a = fmt(ev.to)
        k = ev.kind
        if k is ActionType.FOLD:
            return _("You fold") if hero else _("Folds")
        if k is ActionType.CHECK:
            return _("You check") if hero else _("Checks")
        if k is ActionType.CALL:
            if ev.all_in:
                return (_("You call {amount}, all in") if hero else
                        _("Calls {amount}, all in")).format(amount=fmt(ev.amount))
            return (_("You call {amount}") if hero else
                    _("Calls {amount}")).format(amount=fmt(ev.amount))
        if k is ActionType.BET:
            return (_("You bet {amount}") if hero else _("Bets {amount}")).format(amount=a)
        if k is ActionType.RAISE:
            return (_("You raise to {amount}") if hero else
                    _("Raises to {amount}")).format(amount=a)
        if k is ActionType.ALLIN:
            return (_("You go all in for {amount}") if hero else
                    _("All in for {amount}")).format(amount=a)
        return str(k)

    def _acted_line(self, ev: PlayerActed) -> Say:
        name = self._seat(ev.seat).name
        if ev.seat == self.hero:
            return Say(lambda: self._action_text(ev, hero=True))
        return Say(lambda: _("{name}: {action}").format(name=name, action=self._action_text(ev)))

    def _cards_to_muck(self, sv: SeatVisual, dur: float) -> list[tw.Animation]:
        """The seat's cards fly face down to the muck, 0.02 s apart, each taken off the seat
        when it lands (a fold or a muck at the showdown).

        Args:
            sv: the seat.
            dur: each card's flight, seconds.
        """
        moves: list[tw.Animation] = []
        for k, sp in enumerate(sv.cards):
            if sp is None:
                continue
            sp.src, sp.dst, sp.t = sp.dst, ("muck",), 0.0
            sp.face_up = False

            def gone(i: int = k) -> None:
                sv.cards[i] = None

            moves.append(self._move_card(sp, dur, delay=k * 0.02, ease=tw.ease_in_out_cubic,
                                         on_done=gone))
        return moves

    def _on_PlayerActed(self, ev: PlayerActed) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        sv.last_action = Say(lambda: self._action_text(ev))
        self.visual.add_log(self._acted_line(ev), "action")
        dur = DUR["act"]
        if ev.kind is ActionType.FOLD:
            sv.folded = True
            self.sound("fold")
            if ev.seat == self.hero:
                self.boost = 1.0
            return tw.Parallel(self._cards_to_muck(sv, dur)), dur
        if ev.kind is ActionType.CHECK:
            self.sound("check")
            return tw.Wait(dur * 0.6), dur * 0.6
        sv.stack -= ev.amount
        if ev.all_in:
            sv.all_in = True
        self.sound("bet")

        def land() -> None:
            sv.bet = ev.to

        return self._fly_chips(ev.amount, ("plate", ev.seat), ("bet", ev.seat), dur, land), dur

    def _on_UncalledReturned(self, ev: UncalledReturned) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        sv.bet -= ev.amount
        name = sv.name
        if ev.seat == self.hero:
            self.visual.add_log(Say(lambda: _("Uncalled bet: {amount} goes back to you").format(
                amount=fmt(ev.amount))), "info")
        else:
            self.visual.add_log(Say(lambda: _("Uncalled bet: {amount} goes back to {name}").format(
                amount=fmt(ev.amount), name=name)), "info")

        def land() -> None:
            sv.stack += ev.amount

        return self._fly_chips(ev.amount, ("bet", ev.seat), ("plate", ev.seat), DUR["chip"], land), \
            DUR["chip"]

    def _on_BetsCollected(self, ev: BetsCollected) -> tuple[tw.Animation | None, float]:
        v = self.visual
        moves: list[tw.Animation] = []
        # before the first betting round only the antes (and a carried pot) are gathered:
        # the blinds stay in front of their seats as bets (RULES.md §2)
        amounts = [(i, sv.bet - self._blinds.get(i, 0)) for i, sv in enumerate(v.seats)
                   if sv.bet > self._blinds.get(i, 0)]
        for i, amt in amounts:
            v.seats[i].bet -= amt
        for sv in v.seats:  # the round's betting words go with its chips ("Bets 60")
            if not sv.folded:
                sv.last_action = ""
        for i, amt in amounts:
            moves.append(self._fly_chips(amt, ("bet", i), ("pot", 0), DUR["collect"],
                                         ease=tw.ease_in_out_cubic))

        def land() -> None:
            v.pots = [p.amount for p in ev.pots]

        if not moves:
            land()
            return None, 0.0
        self.sound("chips_to_pot")
        return tw.Sequence([tw.Parallel(moves), tw.Call(land)]), DUR["collect"] + 0.05

    def _on_DrawStarted(self, ev: DrawStarted) -> tuple[tw.Animation | None, float]:
        self.visual.round_name = Say(lambda: _("The draw"))
        self.visual.add_log(self.visual.round_name, "head")
        for sv in self.visual.seats:  # "Checks" from a round with no bets to gather
            if not sv.folded:
                sv.last_action = ""
        return None, 0.1

    def _on_Discarded(self, ev: Discarded) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        sv.drawn = ev.count
        def drew() -> str:
            return _("Stands pat") if ev.count == 0 else \
                ngettext("Draws {count}", "Draws {count}", ev.count).format(count=ev.count)

        # every draw is shown once, by the "Pat" / "Drew 3" tag on the seat's plate (the
        # table draws it for the rest of the hand, the player's own too: new player 2,
        # finding 20); no passing "Draws 3" word beside it
        sv.last_action = ""
        name = sv.name
        if ev.seat == self.hero:
            self.visual.add_log(Say(lambda: _("You stand pat") if ev.count == 0 else ngettext(
                "You draw {count}", "You draw {count}", ev.count).format(count=ev.count)),
                "action")
        else:
            self.visual.add_log(Say(lambda: _("{name}: {action}").format(name=name, action=drew())),
                                "action")
        if ev.count == 0:
            self.sound("check")
            return tw.Wait(0.45), 0.45
        # The replacement events that follow name the positions of the discarded cards.
        indices = [e.index for e in list(self.queue)[: ev.count + 2]
                   if isinstance(e, ReplacementDealt) and e.seat == ev.seat][: ev.count]
        if len(indices) < ev.count and ev.cards:
            held = [sp.card if sp else None for sp in sv.cards]
            indices = [held.index(c) for c in ev.cards if c in held]
        moves: list[tw.Animation] = []
        for n, k in enumerate(indices):
            sp = sv.cards[k]
            if sp is None:
                continue
            sp.lift = 0.0
            sp.src, sp.dst, sp.t = ("card", ev.seat, k), ("muck",), 0.0
            sp.face_up = False
            sv.cards[k] = None
            self.visual.loose.append(sp)

            def gone(s: CardSprite = sp) -> None:
                if s in self.visual.loose:
                    self.visual.loose.remove(s)

            moves.append(self._move_card(sp, DUR["discard"], delay=n * 0.05,
                                         ease=tw.ease_in_out_cubic, on_done=gone))
        self.sound("fold")
        return tw.Parallel(moves), DUR["discard"] + 0.05

    def _on_Reshuffled(self, ev: Reshuffled) -> tuple[tw.Animation | None, float]:
        self.visual.add_log(
            Say(lambda: _("The stub ran out: the discards are shuffled into a new stub.")), "info")
        self.sound("shuffle")
        return tw.Wait(0.5), 0.5

    def _on_ReplacementDealt(self, ev: ReplacementDealt) -> tuple[tw.Animation | None, float]:
        return self._deal_card(ev), DUR["deal_gap"] * 1.5

    def _on_ShowdownReveal(self, ev: ShowdownReveal) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        v = self.visual
        if not self._showdown_named:
            self._showdown_named = True
            v.round_name = Say(lambda: _("Showdown"))
            v.add_log(v.round_name, "head")
        flips: list[tw.Animation] = []
        shown = tuple(ev.cards[:5])
        if self.arrange is not None:
            shown = tuple(self.arrange(shown))
        for k, card in enumerate(shown):
            sp = sv.cards[k]
            if sp is None:
                sp = CardSprite(None, False, ("card", ev.seat, k), ("card", ev.seat, k), t=1.0)
                sv.cards[k] = sp
            if sp.face_up and sp.card == card:
                continue
            flips.append(self._flip(sp, card, delay=k * 0.06))

        hand = self._hand_words(ev)

        def named() -> None:
            sv.hand_name = hand

        name = sv.name
        if ev.seat == self.hero:
            v.add_log(Say(lambda: _("You show {hand}").format(hand=mid_sentence(str(hand)))),
                      "action")
        else:
            v.add_log(Say(lambda: _("{name} shows {hand}").format(
                name=name, hand=mid_sentence(str(hand)))), "action")
        self.sound("flip")
        seq = tw.Sequence([tw.Parallel(flips), tw.Call(named), tw.Wait(DUR["reveal_hold"])])
        return seq, DUR["flip"] + 0.3 + DUR["reveal_hold"]

    def _on_Mucked(self, ev: Mucked) -> tuple[tw.Animation | None, float]:
        sv = self._seat(ev.seat)
        sv.last_action = Say(lambda: _("Mucks"))
        sv.folded = True
        name = sv.name
        if ev.seat == self.hero:
            self.visual.add_log(Say(lambda: _("You muck.")), "action")
        else:
            self.visual.add_log(Say(lambda: _("{name} mucks.").format(name=name)), "action")
        return tw.Parallel([tw.Wait(0.3), *self._cards_to_muck(sv, DUR["discard"])]), 0.3

    def _on_OpenersShown(self, ev: OpenersShown) -> tuple[tw.Animation | None, float]:
        from drawpoker.cards import display_cards

        name, cards = self._name(ev.seat), display_cards(ev.cards)
        sv = self._seat(ev.seat)
        if not sv.hand_name:  # on the table too, not only in the log (finding 8)
            sv.hand_name = Say(lambda: _("Openers: {cards}").format(cards=cards))
        if ev.seat == self.hero:
            self.visual.add_log(Say(lambda: _("You show openers: {cards}").format(cards=cards)),
                                "info")
        else:
            self.visual.add_log(Say(lambda: _("{name} shows openers: {cards}").format(
                name=name, cards=cards)), "info")
        return tw.Wait(0.4), 0.4

    def _on_PotAwarded(self, ev: PotAwarded) -> tuple[tw.Animation | None, float]:
        v = self.visual
        moves: list[tw.Animation] = []
        for n, (seat, share) in enumerate(ev.shares):
            sv = self._seat(seat)

            def land(sv: SeatVisual = sv, share: int = share) -> None:
                sv.stack += share
                sv.won += share
                sv.winner = True
                for sp in sv.cards:
                    if sp is not None and sp.face_up:
                        sp.winning = True

            moves.append(self._fly_chips(share, ("pot", ev.index), ("plate", seat), DUR["award"],
                                         land, delay=n * 0.08))
        line = self._award_line(ev, only_pot=len([p for p in v.pots if p]) <= 1 and ev.index == 0,
                                side_pots=len(v.pots) - 1)
        v.add_log(line, "win")
        v.summary.append(line)

        def empty() -> None:
            if ev.index < len(v.pots):
                v.pots[ev.index] = 0

        self.sound("pot_push")
        seq = tw.Sequence([tw.Wait(DUR["award_pause"]), tw.Call(empty), tw.Parallel(moves)])
        return seq, DUR["award_pause"] + DUR["award"] + 0.15

    def _hand_words(self, ev: ShowdownReveal) -> str | Say:
        """The shown hand's name, made from its cards in the language current when drawn."""
        describe = self.describe
        cards = tuple(ev.cards)
        if describe is None or len(cards) != 5:
            return ev.description

        def words() -> str:
            try:
                return describe(cards) or ev.description
            except Exception:
                return ev.description

        return Say(words)

    def _award_line(self, ev: PotAwarded, *, only_pot: bool, side_pots: int = 2) -> Say:
        """The pot award as a whole sentence; the player's own win in the second person.

        Args:
            ev: the award.
            only_pot: the hand had one pot ("the pot", not "the main pot").
            side_pots: how many side pots the hand had: with one it is "the side pot",
                with more they are numbered ("side pot 2").
        """
        hero = self.hero in ev.winners
        others = ", ".join(self._name(s) for s in ev.winners if s != self.hero)
        names = ", ".join(self._name(s) for s in ev.winners)
        hand = self._seat(ev.winners[0]).hand_name if ev.winners else ""
        amount = fmt(ev.amount)

        def line() -> str:
            if ev.index == 0:
                pot = _("the pot") if only_pot else _("the main pot")
            else:
                pot = (_("the side pot") if side_pots <= 1
                       else _("side pot {number}").format(number=ev.index))
            if len(ev.winners) > 1:
                if hero:
                    return _("You split {pot} ({amount}) with {names}").format(
                        names=others, pot=pot, amount=amount)
                return _("{names} split {pot} ({amount})").format(names=names, pot=pot,
                                                                   amount=amount)
            if hero:
                if hand:
                    return _("You win {pot} ({amount}) with {hand}").format(
                        pot=pot, amount=amount, hand=mid_sentence(str(hand)))
                return _("You win {pot} ({amount})").format(pot=pot, amount=amount)
            if hand:
                return _("{name} wins {pot} ({amount}) with {hand}").format(
                    name=names, pot=pot, amount=amount, hand=mid_sentence(str(hand)))
            return _("{name} wins {pot} ({amount})").format(name=names, pot=pot, amount=amount)

        return Say(line)

    def _on_Redeal(self, ev: Redeal) -> tuple[tw.Animation | None, float]:
        self.visual.add_log(
            Say(lambda: _("Nobody opened: the pot stays and the cards are dealt again.")), "info")
        return tw.Wait(0.6), 0.6

    def _on_HandEnded(self, ev: HandEnded) -> tuple[tw.Animation | None, float]:
        v = self.visual
        for i, st in enumerate(ev.stacks):
            if i < len(v.seats):
                v.seats[i].stack = st
                v.seats[i].all_in = False
        # a passed-out deal's pot stays on the table for the re-deal (RULES.md §3.3;
        # second new player, finding 13: it vanished until the next deal)
        v.pots = [ev.carried_pot] if ev.carried_pot else []
        v.hand_over = True
        self.boost = 1.0
        return None, 0.0
