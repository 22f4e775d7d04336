"""A pass-and-play table: 2–8 people at one computer, the other seats computer players.

:class:`HotseatTableScene` (route ``"hotseat_table"``) is the cash table played by several
people in turn, for table chips only: every seat sits down from practice chips, no chip
comes from or goes to the profile's bankroll, the table is not kept to continue and its
hands are not recorded as the profile owner's (``CashSession(practice=True, owner=None)``
without a ``TableKeeper``).

Every card is dealt face down. At a person's turn after another person's, the table hides
every hand and pushes the hand-off screen (route ``"hand_off"``); when he presses Enter
his seat becomes the one at the bottom of the table, his cards turn face up and the
controls are his. Each person's ticked pre-action box is the session's (``session.ticks``),
kept while the screen is with somebody else. The log and the labels name every person by
name ("Boris calls 20."), never "You".
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from drawpoker.ai import make_player
from drawpoker.engine import LegalActions, Seat, Table
from drawpoker.engine.events import ShowdownReveal
from drawpoker.i18n import Text, _
from drawpoker.persistence.table_hands import TableHands, hands_file
from drawpoker.session.seating import PRACTICE_RESERVE
from drawpoker.session.table.cash import CashSession
from drawpoker.session.table.deciders import Computer, Decider, Person, TurnKind
from drawpoker.session.table.session import HandOutcome, PreActionTick, TableSession
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.table.texts import SpokenTable, TableTexts, pass_and_play_stakes

#: The director's "player" seat at a pass-and-play table: none (no card is dealt face up
#: and no log line says "You").
NOBODY = -1


class HotseatTableScene(TableScene):
    """A table where ``people`` take turns at one computer (see the module doc).

    Args:
        people: the people's names in seat order (2..8; seats 0..len-1).
        opponents, levels, level, rules, buy_in: as for :class:`TableScene` (the computer
            players after the people).

    Raises:
        ValueError: fewer than two people, or more than eight seats.
    """

    practice = True  # the out-of-chips offer names practice chips, not the bankroll

    def __init__(self, people: list[str], *, opponents: list[tuple[str, str]] | None = None,
                 levels: list[str] | None = None, **kwargs: Any) -> None:
        if not 2 <= len(people) <= 8 or len(people) + len(opponents or []) > 8:
            raise ValueError(f"pass and play seats 2 to 8 people at up to 8 seats, "
                             f"not {len(people)} people and {len(opponents or [])} computers")
        computers = list(opponents or [])
        self.people = list(people)
        # the people after the first sit where TableScene counts opponents (no style shown)
        super().__init__(opponents=[(p, "") for p in people[1:]] + computers,
                         levels=["medium"] * (len(people) - 1) + list(levels or ["medium"] * len(computers)),
                         persist=False, **kwargs)
        self.coached = False
        self._handing_to: int | None = None  # the seat the hand-off screen is up for
        self._asked: set[int] = set()  # persons given the screen between these hands
        self._told: set[str] = set()  # the notices of the kept hands' file, told once

    # the session ------------------------------------------------------------------
    def _open_session(self, ai_rng: random.Random) -> TableSession:
        """Every seat sits down with the buy-in from practice chips; a Person decides for
        each person's seat, a computer player for the others; nobody owns the bankroll."""
        k = len(self.people)
        self.names = self.people + [name for name, _s in self.opponents[k - 1:]]
        seats = [Seat(self.names[i], self.buy_in, bankroll=PRACTICE_RESERVE) for i in range(self.n)]
        table = Table(self.rules, seats, self.rng.randrange(self.n))
        deciders: list[Decider] = [Person(name) for name in self.people]
        for i, (_name, style) in enumerate(self.opponents[k - 1:]):
            deciders.append(Computer(make_player(f"{self.levels[k - 1 + i]}:{style}")))
        session = CashSession(table, deciders, rng=self.rng, ai_rng=ai_rng,
                              buy_in=self.buy_in, owner=None, practice=True)
        session.on_history = self._keep_hand
        return session

    def _keep_hand(self, document: dict[str, Any]) -> None:
        """Keep a finished hand with the pass-and-play tables' hands (``table_hands``,
        beside the settings; never the profile's): the hand history replays it."""
        for notice in TableHands(hands_file(self.app.data_dir)).add(document, self.people, self.hand_no):
            if notice.message() not in self._told:
                self._told.add(notice.message())
                self.app.show_toast(notice.message(), error=True)

    @property
    def hot_session(self) -> CashSession:
        """The table's session (a cash session, opened at enter())."""
        assert isinstance(self.session, CashSession), "the table is sat down at enter()"
        return self.session

    def enter(self) -> None:
        self.texts = HotseatTexts(self, person=lambda: self.people[self.hero],
                                  people=frozenset(range(len(self.people))),
                                  passing=lambda: self._handing_to is not None)
        super().enter()
        self.director.hero = NOBODY
        # the seat at the bottom is named by its person, never "You"
        self.seat.profile_name = self.names[self.hero] = self.people[self.hero]
        self.visual.seats[self.hero].name = self.people[self.hero]
        assert self.play is not None
        self.play.person_turn = self._person_turn
        self.play.pre_action_used = self._pre_action_used
        self.visual.add_log(Text(lambda: _("Pass and play: table chips only; no bankroll is "
                                          "used and no statistics are kept.")), "info")

    # whose screen it is --------------------------------------------------------------
    def _person_turn(self, la: LegalActions) -> PreActionTick | None:
        """A person's turn: his ticked box if another person has the screen and the
        session plays it (in the betting, never at the draw: ``next_turn``), else the
        hand-off screen first; his own turn as at any table."""
        seat = la.seat
        session = self.hot_session
        if seat != self.hero or session.needs_hand_off():
            turn = session.next_turn()
            if turn is not None and turn.kind is TurnKind.PRE_ACTION and seat != self.hero:
                return session.ticks.get(seat)  # his box plays; the screen stays where it is
            self._hand_off_to(seat)
            return None
        self.show_own_cards()
        return self.turn.begin(la)

    # between hands -------------------------------------------------------------------
    def new_hand(self) -> None:
        """Before the deal, each person the session asks between hands (out of chips, or
        sitting out by his wish: ``CashSession.between_hands``) gets the screen in turn,
        his own boxes and busted offer with it; then the next hand is dealt."""
        if self._handing_to is not None:
            return  # the hand-off screen is up: the deal waits for it
        self._keep_wishes()
        hand = self.hand
        if hand is not None and hand.is_over:
            for seat in self.hot_session.between_hands():
                if seat not in self._asked:
                    self._asked.add(seat)
                    self._hand_off_to(seat)
                    return
        self._asked.clear()
        super().new_hand()

    def leave_busted(self) -> None:
        """A person out of chips leaves: his seat stands up for good and the others play
        on (``CashSession.stand_up``); the table closes when it cannot deal any more."""
        session = self.hot_session
        seat = self.hero
        session.stand_up(seat)
        self.visual.add_log(Text(lambda: _("{name} leaves the table.").format(
            name=self.people[seat])), "info")
        playing = session.persons_playing()
        seated = [i for i in range(self.n) if i not in session.left
                  and (session.stacks[i] > 0 or session.is_person(i))]
        if not playing or len(seated) < 2:
            self.leave()
            return
        # the screen goes on between hands (no hand is face up) with a person still seated
        self.hero = next((i for i in playing if session.stacks[i] > 0), playing[0])
        self.seat.profile_name = self.people[self.hero]
        self.pre.set_wishes(self.hero in session.sitting_out, self.hero in session.auto_rebuy)
        self.resize(self.app.size)
        self.new_hand()

    def _keep_wishes(self) -> None:
        """The sit-out and auto-rebuy boxes shown are the person's at the screen: kept in
        the session as his (``set_sit_out``, ``set_auto_rebuy``)."""
        session = self.hot_session
        if session.is_person(self.hero) and self.hero not in session.left:
            session.set_sit_out(self.hero, self.pre.sit_out)
            session.set_auto_rebuy(self.hero, self.pre.auto_rebuy)

    def _pre_action_used(self) -> None:
        """Untick the boxes shown, only when it is the viewer's box that was played."""
        turn = self.hot_session.next_turn()
        if turn is None or turn.seat == self.hero:
            self.pre.clear()

    def _hand_off_to(self, seat: int) -> None:
        """Hide every hand and push the hand-off screen for ``seat`` (once)."""
        if self._handing_to == seat:
            return
        self._handing_to = seat
        viewer = self.hot_session.viewer
        if viewer is not None and viewer == self.hero:  # his boxes wait for his turn
            self.hot_session.tick(viewer, self.pre.preaction, self.pre.pre_call)
        self._keep_wishes()
        self.pre.clear()
        self.pick.selected.clear()
        self.hide_hands()
        self.app.nav.push("hand_off", name=self.people[seat],
                          reveal=lambda: self._reveal(seat))

    def _reveal(self, seat: int) -> None:
        """``seat``'s person is alone at the screen: his seat at the bottom, his cards up,
        his ticked boxes shown."""
        self._handing_to = None
        self.hot_session.hand_off(seat)
        self.hero = seat
        self.seat.profile_name = self.people[seat]
        session = self.hot_session
        tick = session.ticks.get(seat)
        self.pre.preaction, self.pre.pre_call = (tick.box, tick.call) if tick else (None, None)
        self.pre.set_wishes(seat in session.sitting_out, seat in session.auto_rebuy)
        self.turn.prepared = None  # his controls made ready afresh
        self.show_own_cards()
        self.resize(self.app.size)
        self.refresh_controls()
        self.invalidate()

    def _review(self, outcome: HandOutcome) -> None:
        """The hand is over: every hand not shown at the showdown goes face down (the
        last person's too) before the screen is passed on."""
        self.hide_hands()
        super()._review(outcome)

    def shown_seats(self) -> set[int]:
        """Seats whose cards were shown at the showdown of the hand in play."""
        hand = self.hand
        if hand is None:
            return set()
        return {e.seat for e in hand.events if isinstance(e, ShowdownReveal)}

    def hide_hands(self) -> None:
        """Every card on the table face down (those shown at the showdown stay up)."""
        shown = self.shown_seats()
        for i, sv in enumerate(self.visual.seats):
            if i in shown:
                continue
            for sprite in sv.cards:
                if sprite is not None:
                    sprite.card, sprite.face_up, sprite.lift = None, False, 0.0
        self.invalidate()

    def show_own_cards(self) -> None:
        """The viewer's cards face up (those dealt since he last looked too)."""
        hand = self.hand
        if hand is None or hand.is_over or not 0 <= self.hero < len(self.visual.seats):
            return  # between hands no hand is face up
        own = list(hand.view(self.hero).own_cards)
        for k, sprite in enumerate(self.visual.seats[self.hero].cards):
            if sprite is not None and k < len(own) and not sprite.face_up and sprite.t >= 1.0:
                sprite.card, sprite.face_up, sprite.flip = own[k], True, 1.0


class HotseatTexts(TableTexts):
    """What a pass-and-play table says: its stakes marked "Pass and play · table chips
    only" (no bankroll beside them: it is a practice table), and the person at the
    screen by name (``person()``) where another table says "You".

    Args:
        table: the table spoken of.
        person: the name of the person at the screen now.
        people: the seats the people sit at.
        passing: True while the hand-off screen is up (the screen being passed on).
    """

    def __init__(self, table: SpokenTable, *, person: Callable[[], str],
                 people: frozenset[int], passing: Callable[[], bool]) -> None:
        super().__init__(table)
        self._person = person
        self._people = people
        self._passing = passing

    def people(self) -> frozenset[int]:
        """The people's seats: at his turn each reads "Their turn", never "Thinking"."""
        return self._people

    def passing(self) -> bool:
        """True while the hand-off screen is up: the last person's boxes, hand in words
        and advisor are not shown."""
        return self._passing()

    def person(self) -> str:
        """The person at the screen, named by the labels and notes instead of "You"."""
        return self._person()

    def stakes(self, *, compact: int = 0) -> str:
        """The game and stakes (``compact`` as for ``TableTexts.stakes``), marked "Pass and
        play" (:func:`~drawpoker.ui.table.texts.pass_and_play_stakes`)."""
        return pass_and_play_stakes(super().stakes(compact=compact), compact=compact)
