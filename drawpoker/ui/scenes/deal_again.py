"""Play a stored hand's deal again, at a practice table.

:class:`DealAgainScene` (route ``"deal_again"``, built by
:meth:`DealAgainScene.from_document`) is a table whose first deal uses the stored
hand's seed, button and stacks (the player in the same place), so the same cards are
dealt.
"""

from __future__ import annotations

import random
from typing import Any

from drawpoker.cards import parse_cards
from drawpoker.engine import Seat, Table, TableRules
from drawpoker.engine.table import Positions
from drawpoker.i18n import Text, _
from drawpoker.session.seating import PRACTICE_RESERVE
from drawpoker.session.table.cash import CashSession
from drawpoker.session.table.session import TableSession
from drawpoker.ui.table.course import TableCourse
from drawpoker.ui.table.host import TableHost
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.table.sitting import deciders_for
from drawpoker.ui.table.texts import TableTexts


class DealAgainScene(TableHost):
    """A practice table whose first deal is a stored hand's deal again (same seed,
    button, stacks).

    The scene composes the playing table (``playing``, a
    :class:`~drawpoker.ui.table.scene.TableScene` given a
    :class:`~drawpoker.ui.table.course.TableCourse` that opens the practice session with
    the stored deal prepared, and ``PracticeTexts``; shown through
    :class:`~drawpoker.ui.table.host.TableHost`).

    Seats are rotated so the player sits at the bottom as usual; rotating every seat
    and the button together keeps the dealing order, so the same cards come again.

    It is practice: every seat, the player's too, starts with its stack of that deal
    (even above the table's maximum buy-in, as it was then), no chip comes from or goes
    to the player's bankroll, the table is not kept as the one to continue and its hands
    are not recorded. Play may go on after the deal; whoever goes broke then buys in
    again for the table's buy-in (within its limits, docs/rules.md §2) from practice chips.
    """

    @classmethod
    def from_document(cls, document: dict[str, Any], hero_seat: int,
                      setup: list[dict[str, Any]] | None = None) -> DealAgainScene:
        """The table for ``document`` (``setup``: the session's seats, for personalities)."""
        seats = document["seats"]
        n = len(seats)
        if not 0 <= hero_seat < n:
            raise ValueError(f"hero seat {hero_seat} is not one of the {n} seats")
        order = [(hero_seat + k) % n for k in range(n)]
        names = [s["name"] for s in seats]
        button = document.get("button")
        b = names.index(button) if isinstance(button, str) and button in names else int(button or 0)
        styles: list[str] = []
        for i in order[1:]:
            style = "shark"
            if setup and i < len(setup):
                spec = str(setup[i].get("player", ""))
                if ":" in spec:
                    style = spec.split(":", 1)[1]
            styles.append(style)
        rules = TableRules.from_dict(document.get("rules", {}))
        stacks = [int(seats[i]["stack"]) for i in order]
        # rebuys after the deal: the buy-in the table was set up with (older sessions did
        # not keep it: the player's stack of the deal); the table scene keeps it in limits
        buy_in = stacks[0] or rules.max_buy_in_chips
        if setup and hero_seat < len(setup) and isinstance(setup[hero_seat], dict):
            stored = setup[hero_seat].get("buy_in")
            if isinstance(stored, int) and not isinstance(stored, bool) and stored > 0:
                buy_in = stored
        deal = document["deals"][0]
        new_index = {names[i]: k for k, i in enumerate(order)}
        hole = {new_index[name]: parse_cards(text) for name, text in deal.get("hole", {}).items()}
        stub = parse_cards(deal["stub"]) if deal.get("stub") else None
        pos = deal.get("positions") or {}

        def seat_of(key: str) -> int | None:
            value = pos.get(key)
            return new_index.get(value)

        button_seat = seat_of("button")
        if button_seat is None:
            button_seat = (b - hero_seat) % n
        positions = Positions(button_seat, seat_of("small_blind"), seat_of("big_blind"))
        return cls(rules, [(names[i], st) for i, st in zip(order[1:], styles, strict=True)],
                   buy_in, (int(document.get("seed", 0)), stacks, hole, stub, positions))

    def __init__(self, rules: TableRules, opponents: list[tuple[str, str]], buy_in: int,
                 again: tuple[int, list[int], dict[int, Any], Any, Any]) -> None:
        # the out-of-chips offer names practice chips, not the bankroll
        super().__init__(TableScene(rules=rules, opponents=opponents, buy_in=buy_in,
                                    persist=False, practice=True,
                                    course=TableCourse(open_session=self._open_session)))
        self.playing.texts = PracticeTexts(self.playing)
        #: ``(seed, stacks, hole cards by seat, stub, positions)`` of the stored deal
        self.again = again

    def _open_session(self, ai_rng: random.Random) -> TableSession:
        """Sit every seat down with its stack of the stored deal, from practice chips (no
        ``TableKeeper``: the bankroll and the open table are left alone); the first deal
        is the stored deal again (its seed, button and cards)."""
        t = self.playing
        seed, stacks, hole, stub, positions = self.again
        seats = [Seat(t.names[i], stacks[i], bankroll=PRACTICE_RESERVE) for i in range(t.n)]
        table = Table(t.rules, seats, t.rng.randrange(t.n))
        deciders = deciders_for(t.names, t.opponents, t.levels, level=t.level, demo=t.demo)
        session = CashSession(table, deciders, rng=t.rng, ai_rng=ai_rng, buy_in=t.buy_in,
                              owner=0, practice=True)
        session.prepare_deal(lambda: table.new_hand(
            random.Random(seed), hole=hole or None, stub=stub, seed_chain=False,
            positions=positions))
        return session

    def enter(self) -> None:
        super().enter()
        self.playing.visual.add_log(Text(lambda: _(
            "Practice: your bankroll is not used and this table is not saved or "
            "recorded.")), "info")


class PracticeTexts(TableTexts):
    """What a deal played again says: its stakes marked as practice."""

    def stakes(self, *, compact: int = 0) -> str:
        """The game and stakes (``compact`` as for ``TableTexts.stakes``), marked as
        practice."""
        return _("Practice · {stakes}").format(stakes=super().stakes(compact=compact))
