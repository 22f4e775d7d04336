"""A career room's cash table (route ``"career_table"``): a scene composing the cash table of
:class:`~drawpoker.ui.table.scene.TableScene` with the room's rules, stakes and regulars
(``career.rooms``), its sitting counted for the room (``career.link_table``: the hands
the table records count towards the room's final), the room's name in the top bar, and
leaving goes back to the road's map (route ``"career"``) with the room chosen.

Chips are the profile's bankroll, as at any cash table (docs/career.md).
"""

from __future__ import annotations

from typing import Any

from drawpoker.career import ROOMS, Room
from drawpoker.i18n import _
from drawpoker.ui.flows.career import link_sitting
from drawpoker.ui.flows.progress import tell_sitting
from drawpoker.ui.table.host import TableHost
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.table.texts import SpokenTable, TableTexts


class CareerTableScene(TableHost):
    """The cash table of career room ``room`` (an id of ``career.ROOM_IDS``; any other,
    e.g. a damaged row of a table restored, makes it a plain cash table); the other
    arguments are :class:`TableScene`'s (``flows.career.sit_at_room`` gives them). The
    scene composes that table (``playing``, shown through
    :class:`~drawpoker.ui.table.host.TableHost`) with the room's texts."""

    def __init__(self, room: str, **kwargs: Any) -> None:
        super().__init__(TableScene(**kwargs))
        self.room: Room | None = next((r for r in ROOMS if r.id == room), None)
        if self.room is not None:
            self.playing.texts = CareerTexts(self.playing, self.room)

    def enter(self) -> None:
        """The table sits down; its sitting is counted for the room."""
        super().enter()
        keeper = self.playing.keeper
        if self.room is not None:
            link_sitting(self.app.profile_if_open, getattr(keeper, "session_id", None),
                         self.room.id)

    def leave(self) -> None:
        """Stand up (``TablePlay.stand_up``: the stack back to the bankroll) and go back to
        the road's map, this room chosen, the sitting's summary over it."""
        if self.playing.play is not None:
            self.playing.play.stand_up()
        self.app.nav.reset("title")
        if self.room is not None:
            self.app.nav.push("career", room=self.room.id)
        tell_sitting(self.app, self.playing.session)  # the sitting's summary over the map


class CareerTexts(TableTexts):
    """What a career room's table says: the room's name before the stakes ("The
    Saloon · No-limit · ante 5"); shortened, the stakes alone."""

    def __init__(self, table: SpokenTable, room: Room) -> None:
        super().__init__(table)
        self.room = room

    def stakes(self, *, compact: int = 0) -> str:
        """The room's name and the game and stakes (``compact`` as for
        ``TableTexts.stakes``; from 1 on the stakes alone, so they stay whole)."""
        plain = super().stakes(compact=compact)
        if compact:
            return plain
        return _("{room} · {stakes}").format(room=_(self.room.name), stakes=plain)
