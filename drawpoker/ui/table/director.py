"""The director: turns engine events into animations on the table's visual model.

The engine reports every visible step as an event (``drawpoker.engine.events``).
The table scene feeds those events to :meth:`Director.feed`; the director plays
them one after another, each as an eased animation that moves card and chip
sprites and, when it lands, updates what the seats show (stack, bet, last
action...). The scene draws only from the director's ``TableVisual`` (``model``), so
what is on screen is what the animations have shown, never the engine's state ahead.

Handlers are registered by event type (:data:`HANDLERS`), one per engine event, and
played by :class:`~drawpoker.ui.table.playback.EventPlayer` (queue, barriers, skip);
the words they write come from :mod:`drawpoker.ui.table.narration`, the tweens from
:mod:`drawpoker.ui.table.motion`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from drawpoker.cards import display_cards
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
from drawpoker.ui import tween as tw
from drawpoker.ui.table import motion, narration
from drawpoker.ui.table.award import award_motion
from drawpoker.ui.table.model import CardSprite, SeatVisual, TableVisual
from drawpoker.ui.table.motion import DUR
from drawpoker.ui.table.playback import EventPlayer, Step

#: Events that wait until every running animation has finished.
BARRIERS = (BetsCollected, BettingRoundStarted, DrawStarted, ShowdownReveal, Mucked, PotAwarded,
            HandEnded, UncalledReturned, Redeal)

#: Event type -> the :class:`Director` method that plays it (filled by ``_handles`` as the
#: class is defined).
HANDLERS: dict[type, Callable[[Any, Any], Step]] = {}

_F = TypeVar("_F", bound=Callable[..., Step])


def _handles(event_type: type) -> Callable[[_F], _F]:
    """Register the decorated method as the handler of ``event_type``."""
    def register(method: _F) -> _F:
        if event_type in HANDLERS:
            raise TypeError(f"two handlers for {event_type.__name__}")
        HANDLERS[event_type] = method
        return method

    return register


class Director(EventPlayer):
    """Plays engine events as animations on :attr:`visual` (scheduling:
    :class:`~drawpoker.ui.table.playback.EventPlayer`).

    Args:
        visual: the model to animate.
        hero: the player's seat (his cards flip face up as they arrive).
        speed: callable returning the time multiplier (0 = instant, 1 = normal).
        sound: callable playing a named sound.
        describe: cards -> the hand's name in the current language; when given, the
            names of shown hands are made from the cards each time they are drawn
            (else the engine's ``ShowdownReveal.description`` is shown as it came).
        arrange: shown cards -> the same cards in the order they are laid out at a
            showdown (every seat alike; :func:`drawpoker.evaluator.reading_order`); None
            keeps the dealt order.
        after_fold: the time multiplier once the player has folded (setting
            ``fold_fast_forward``: 1 as usual, 4 fast, ``math.inf`` at once).
        keep_own: the player's own cards stay face up at his seat (faded) when he folds
            or mucks, as a replay shows them; else they fly to the muck as at the table.
        say_you: the log says "You" for the player's seat (False: it names him, as a
            replay of a pass-and-play hand does).
        own_name: the name the player gave himself in his profile ("" for none): his seat
            keeps it at every hand start (the engine's seat name is "You") and the log
            names him by it, never "You".
        award: callable returning ``(unit, reduced)``: the table's betting unit in chips,
            which a won pot's celebration is measured in (:mod:`.award`; 0: a plain
            one), and reduced motion (True: a pot won is shown at once).
    """

    handlers = HANDLERS
    barriers = BARRIERS

    def __init__(self, visual: TableVisual, hero: int, *, speed: Callable[[], float] = lambda: 1.0,
                 sound: Callable[[str], None] = lambda name: None,
                 describe: Callable[[tuple[Any, ...]], str] | None = None,
                 arrange: Callable[[tuple[Any, ...]], tuple[Any, ...]] | None = None,
                 after_fold: Callable[[], float] = lambda: 1.0, keep_own: bool = False,
                 say_you: bool = True, own_name: str = "",
                 award: Callable[[], tuple[int, bool]] = lambda: (0, False)) -> None:
        super().__init__(speed)
        self.award = award
        self.keep_own = keep_own
        self.say_you = say_you
        self.own_name = own_name
        #: the time multiplier for the rest of a hand the player has folded (math.inf:
        #: at once), read when his fold is played
        self.after_fold = after_fold
        self.visual = visual
        self.describe = describe
        #: shown cards -> the order they are laid out in (``reading_order``), or None
        self.arrange = arrange
        self._showdown_named = False
        self.hero = hero
        self.sound = sound
        #: blinds posted this hand, in front of their seats until the first round's bets
        #: are gathered (docs/rules.md §2: antes go to the pot, blinds are bets); seat -> chips
        self._blinds: dict[int, int] = {}
        #: this hand's sole winners: seat -> (index of his "Hand over" line, chips, hand)
        self._wins: dict[int, tuple[int, int, str]] = {}

    def _seat(self, i: int) -> SeatVisual:
        return self.visual.seats[i]

    def _name(self, i: int) -> str:
        return self._seat(i).name

    def _you(self, seat: int) -> bool:
        """True when the log says "You" for ``seat`` (the player's, unless ``say_you``
        is off or he has a name of his own)."""
        return self.say_you and not self.own_name and seat == self.hero

    def _chips(self, amount: int, src: Any, dst: Any, dur: float, *args: Any,
               **kwargs: Any) -> tw.Tween:
        return motion.fly_chips(self.visual, amount, src, dst, dur, *args, **kwargs)

    # handlers: each returns (animation or None, gap seconds) ---------------
    @_handles(HandStarted)
    def _on_HandStarted(self, ev: HandStarted) -> Step:
        v = self.visual
        v.start_hand(ev.hand_no, ev.button, ev.carried_pot, ev.names, ev.stacks, ev.dealt_in)
        if self.own_name and 0 <= self.hero < len(v.seats):
            v.seats[self.hero].name = self.own_name
        self._showdown_named = False
        self._blinds = {}
        self._wins = {}
        v.add_log(narration.hand_header(ev.hand_no), "hand")
        hero = self._you(ev.button)
        v.add_log(narration.button_line("" if hero else self._name(ev.button), hero=hero), "info")
        if ev.carried_pot:  # the deal after a passed-out one: said at the table's centre
            v.banner = narration.carried_banner(ev.carried_pot, self._name(ev.button), hero=hero)
        self.sound("shuffle")

        def shuffle(t: float) -> None:
            v.shuffle = t

        return tw.Tween(DUR["start"], tw.linear, on_update=shuffle), DUR["start"]

    @_handles(ForcedBet)
    def _on_ForcedBet(self, ev: ForcedBet) -> Step:
        sv = self._seat(ev.seat)
        sv.stack -= ev.amount
        if ev.all_in:
            sv.all_in = True
        self.visual.add_log(narration.forced_bet_line(ev.kind, sv.name, ev.amount,
                                                      hero=self._you(ev.seat)), "info")

        if ev.kind != "ante":
            self._blinds[ev.seat] = self._blinds.get(ev.seat, 0) + ev.amount

        def land() -> None:
            sv.bet += ev.amount
            if ev.kind == "ante":
                sv.antes += ev.amount

        self.sound("bet")
        return self._chips(ev.amount, ("plate", ev.seat), ("bet", ev.seat), DUR["chip"],
                           land), DUR["ante_gap"]

    def _deal_card(self, ev: CardDealt | ReplacementDealt) -> tw.Animation:
        """A card flies from the deck to its place at the seat (face up for the player)."""
        sv = self._seat(ev.seat)
        sprite = CardSprite(None, False, ("deck",), ("card", ev.seat, ev.index))
        sv.cards[ev.index] = sprite
        anim: tw.Animation = motion.move_card(sprite, DUR["deal"])
        if ev.seat == self.hero and ev.card is not None:
            anim = tw.Sequence([anim, motion.flip(sprite, ev.card)])
        self.sound("deal")
        return anim

    @_handles(CardDealt)
    def _on_CardDealt(self, ev: CardDealt) -> Step:
        return self._deal_card(ev), DUR["deal_gap"]

    @_handles(BettingRoundStarted)
    def _on_BettingRoundStarted(self, ev: BettingRoundStarted) -> Step:
        v = self.visual
        v.round_name = narration.betting_round_name(ev.round_no)
        v.add_log(v.round_name, "head")
        for sv in v.seats:
            if sv.last_action and not sv.folded and ev.round_no == 2:
                sv.last_action = ""
        self._blinds = {}  # from now on every bet in front of a seat is gathered
        return None, 0.1

    @_handles(PlayerActed)
    def _on_PlayerActed(self, ev: PlayerActed) -> Step:
        sv = self._seat(ev.seat)
        sv.last_action = narration.action_label(ev)
        self.visual.add_log(narration.acted_line(ev, sv.name, hero=self._you(ev.seat)), "action")
        dur = DUR["act"]
        if ev.kind is ActionType.FOLD:
            sv.folded = True
            self.sound("fold")
            if ev.seat == self.hero:  # the rest of the hand fast-forwards (setting)
                self.boost = self.after_fold()
            return tw.Parallel(self._to_muck(ev.seat, dur)), dur
        if ev.kind is ActionType.CHECK:
            self.sound("check")
            return tw.Wait(dur * 0.6), dur * 0.6
        sv.stack -= ev.amount
        if ev.all_in:
            sv.all_in = True
        self.sound("bet")

        def land() -> None:
            sv.bet = ev.to

        return self._chips(ev.amount, ("plate", ev.seat), ("bet", ev.seat), dur, land), dur

    @_handles(UncalledReturned)
    def _on_UncalledReturned(self, ev: UncalledReturned) -> Step:
        sv = self._seat(ev.seat)
        sv.bet -= ev.amount
        self.visual.add_log(narration.uncalled_line(ev.amount, sv.name, hero=self._you(ev.seat)),
                            "info")

        def land() -> None:
            sv.stack += ev.amount

        return self._chips(ev.amount, ("bet", ev.seat), ("plate", ev.seat), DUR["chip"],
                           land), DUR["chip"]

    @_handles(BetsCollected)
    def _on_BetsCollected(self, ev: BetsCollected) -> Step:
        v = self.visual
        moves: list[tw.Animation] = []
        # before the first betting round only the antes (and a carried pot) are gathered:
        # the blinds stay in front of their seats as bets (docs/rules.md §2)
        amounts = [(i, sv.bet - self._blinds.get(i, 0)) for i, sv in enumerate(v.seats)
                   if sv.bet > self._blinds.get(i, 0)]
        for i, amt in amounts:
            v.seats[i].bet -= amt
        for sv in v.seats:
            sv.antes = 0
        for sv in v.seats:  # the round's betting words go with its chips ("Bets 60")
            if not sv.folded:
                sv.last_action = ""
        for i, amt in amounts:
            moves.append(self._chips(amt, ("bet", i), ("pot", 0), DUR["collect"],
                                     ease=tw.ease_in_out_cubic))

        def land() -> None:
            v.pots = [p.amount for p in ev.pots]

        if not moves:
            land()
            return None, 0.0
        self.sound("chips_to_pot")
        return tw.Sequence([tw.Parallel(moves), tw.Call(land)]), DUR["collect"] + 0.05

    @_handles(DrawStarted)
    def _on_DrawStarted(self, ev: DrawStarted) -> Step:
        self.visual.banner = ""  # the carried pot is told before the draw only
        self.visual.round_name = narration.draw_round_name()
        self.visual.add_log(self.visual.round_name, "head")
        for sv in self.visual.seats:  # "Checks" from a round with no bets to gather
            if not sv.folded:
                sv.last_action = ""
        return None, 0.1

    @_handles(Discarded)
    def _on_Discarded(self, ev: Discarded) -> Step:
        sv = self._seat(ev.seat)
        sv.drawn = ev.count
        # every draw is shown once, by the "Pat" / "Drew 3" tag on the seat's plate (the
        # table draws it for the rest of the hand, the player's own too); no passing
        # "Draws 3" word beside it
        sv.last_action = ""
        self.visual.add_log(narration.draw_line(ev.count, sv.name, hero=self._you(ev.seat)),
                            "action")
        if ev.count == 0:
            self.sound("check")
            return tw.Wait(0.45), 0.45
        moves = motion.discards_to_muck(self.visual, ev.seat, list(ev.slots))
        self.sound("fold")
        return tw.Parallel(moves), DUR["discard"] + 0.05

    @_handles(Reshuffled)
    def _on_Reshuffled(self, ev: Reshuffled) -> Step:
        self.visual.add_log(narration.reshuffle_line(), "info")
        self.sound("shuffle")
        return tw.Wait(0.5), 0.5

    @_handles(ReplacementDealt)
    def _on_ReplacementDealt(self, ev: ReplacementDealt) -> Step:
        return self._deal_card(ev), DUR["deal_gap"] * 1.5

    @_handles(ShowdownReveal)
    def _on_ShowdownReveal(self, ev: ShowdownReveal) -> Step:
        sv = self._seat(ev.seat)
        v = self.visual
        if not self._showdown_named:
            self._showdown_named = True
            v.round_name = narration.showdown_name()
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
            flips.append(motion.flip(sp, card, delay=k * 0.06))

        hand = self._hand_words(ev)

        def named() -> None:
            sv.hand_name = hand

        v.add_log(narration.show_line(sv.name, hand, hero=self._you(ev.seat)), "action")
        self.sound("flip")
        seq = tw.Sequence([tw.Parallel(flips), tw.Call(named), tw.Wait(DUR["reveal_hold"])])
        return seq, DUR["flip"] + 0.3 + DUR["reveal_hold"]

    @_handles(Mucked)
    def _on_Mucked(self, ev: Mucked) -> Step:
        sv = self._seat(ev.seat)
        sv.last_action = narration.mucks_label()
        sv.folded = True
        self.visual.add_log(narration.muck_line(sv.name, hero=self._you(ev.seat)), "action")
        return tw.Parallel([tw.Wait(0.3), *self._to_muck(ev.seat, DUR["discard"])]), 0.3

    def _to_muck(self, seat: int, dur: float) -> list[tw.Animation]:
        """A fold's or a muck's cards to the muck (none move: the player's own with
        ``keep_own``)."""
        if self.keep_own and seat == self.hero:
            return []
        return motion.cards_to_muck(self._seat(seat), dur)

    @_handles(OpenersShown)
    def _on_OpenersShown(self, ev: OpenersShown) -> Step:
        """The opener shows his openers (docs/rules.md §3.3): the log and his label name
        them and they turn face up at his seat (``motion.face_up``)."""
        cards = display_cards(ev.cards)
        sv = self._seat(ev.seat)
        if not sv.hand_name:  # on the table too, not only in the log
            sv.hand_name = narration.openers_label(cards)
        self.visual.add_log(narration.openers_line(sv.name, cards, hero=self._you(ev.seat)),
                            "info")
        flips = motion.face_up(sv, ev.seat, ev.cards)
        if flips:
            self.sound("flip")
        return tw.Sequence([tw.Parallel(flips), tw.Wait(0.4)]), DUR["flip"] + 0.4

    @_handles(PotAwarded)
    def _on_PotAwarded(self, ev: PotAwarded) -> Step:
        v = self.visual
        hand = self._seat(ev.winners[0]).hand_name if ev.winners else ""
        line = narration.award_line(ev, {s: self._name(s) for s in ev.winners},
                                    self.hero if self._you(self.hero) else -1, hand,
                                    only_pot=len([p for p in v.pots if p]) <= 1 and ev.index == 0,
                                    side_pots=len(v.pots) - 1)
        v.add_log(line, "win")
        self._summarise(ev, line, hand)
        unit, reduced = self.award()
        return award_motion(v, ev.index, ev.shares, unit=unit, reduced=bool(reduced),
                            sound=self.sound)

    def _summarise(self, ev: PotAwarded, line: Any, hand: str) -> None:
        """The "Hand over" box's lines: one per pot, except that a seat taking several
        pots alone with the same hand gets one line with his total (a main and a side
        pot won by the same hand filled six lines over the winning cards)."""
        v = self.visual
        seat = ev.winners[0] if len(ev.winners) == 1 else None
        taken = self._wins.get(seat) if seat is not None else None
        if seat is None or taken is None or str(taken[2]) != str(hand):
            if seat is not None:
                self._wins[seat] = (len(v.summary), ev.amount, hand)
            v.summary.append(line)
            return
        at, amount, _hand = taken
        amount += ev.amount
        self._wins[seat] = (at, amount, hand)
        v.summary[at] = narration.total_win_line(self._name(seat), self._you(seat), amount, hand)

    def _hand_words(self, ev: ShowdownReveal) -> str:
        """The shown hand's name, made from its cards in the language current when drawn."""
        return narration.hand_words(ev, self.describe)

    @_handles(Redeal)
    def _on_Redeal(self, ev: Redeal) -> Step:
        v = self.visual
        v.add_log(narration.redeal_line(), "info")
        v.round_name = narration.passed_out_name()
        v.banner = narration.passed_out_banner(ev.reason, ev.carried_pot)
        v.passed_out = True
        for sv in v.seats:  # no seat "Checks" on: the deal is over
            sv.last_action = ""
        return tw.Wait(0.6), 0.6

    @_handles(HandEnded)
    def _on_HandEnded(self, ev: HandEnded) -> Step:
        v = self.visual
        for i, st in enumerate(ev.stacks):
            if i < len(v.seats):
                v.seats[i].stack = st
                v.seats[i].all_in = False
        # a passed-out deal's pot stays on the table for the re-deal (docs/rules.md §3.3)
        v.pots = [ev.carried_pot] if ev.carried_pot else []
        v.hand_over = True
        if not (self._showdown_named or v.passed_out):  # won by folds: the header says so
            v.round_name = narration.hand_over_name()
        self.boost = 1.0
        return None, 0.0

