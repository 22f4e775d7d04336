"""The table said aloud: what the log writes, the player's cards, his turn, the table.

:class:`TableSpeech` is the table scene's part that feeds the voice
(:class:`~drawpoker.ui.speech.voice.Voice`). Once a frame it reads the table frame
(:class:`~drawpoker.ui.table.snapshot.TableFrame`) and says:

* every new line of the hand log, as written (who did what, the draws "Boris draws 3",
  the showdown, the pot won): the log is the one source of the words;
* the player's cards once they have landed face up (after the deal and after the draw),
  written to the log too ("Your cards: A♠ K♦ ...");
* the player's turn: what to call, the pot, and the keys to act (named from
  the player's key map, :mod:`drawpoker.ui.keymap`, so a remapped key is named as it is); at the draw each card
  marked or unmarked;
* on request: the last line again (``repeat``, V) or the whole table (``read_table``, T).

Nothing is said while the voice is off (the ``speak_table`` setting).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.cards import display_cards
from drawpoker.i18n import _, format_chips
from drawpoker.ui import keymap
from drawpoker.ui.table.controls_model import ControlMode

if TYPE_CHECKING:
    from drawpoker.ui.speech.voice import Voice
    from drawpoker.ui.table.model import TableVisual
    from drawpoker.ui.table.snapshot import TableFrame

__all__ = ["TableSpeech"]


def key_word(action: str) -> str:
    """The key to name for ``action`` in the player's key map (``keymap.current``): its
    first one-character key ("C", "1"), else its first key by name ("Enter"); "" when
    the action has no key."""
    names = []
    for key in keymap.current().keys(action):
        name = pygame.key.name(key)
        names.append("Enter" if name == "return" else
                     name.upper() if len(name) == 1 else name.title())
    short = [n for n in names if len(n) == 1]
    return (short or names or [""])[0]


def _keys(*pairs: tuple[str, str]) -> str:
    """ "C: call, F: fold" from ``(action, words)`` pairs whose action has a key."""
    said = [_("{key}: {action}").format(key=key, action=words) for action, words in pairs
            if (key := key_word(action))]
    return ", ".join(said)


class TableSpeech:
    """The table's words to the voice (see the module doc).

    Args:
        voice: gives the game's voice (``app.voice``; the scene's app is set later).
    """

    def __init__(self, voice: Callable[[], Voice]) -> None:
        self._voice = voice
        self._logged = 0
        self._cards: tuple[object, ...] = ()
        self._prompted: tuple[object, ...] | None = None
        self._marked: frozenset[int] = frozenset()
        self._last_frame: TableFrame | None = None

    @property
    def voice(self) -> Voice:
        """The game's voice."""
        return self._voice()

    def follow(self, visual: TableVisual, frame_now: Callable[[], TableFrame]) -> None:
        """Say what changed at the table since the last frame (``frame_now`` makes the
        table frame; it is not made while the voice is off, when the log's lines are only
        counted, so turning the voice on does not read out the whole log)."""
        if not self.voice.on:
            self._logged = visual.logged
            return
        self._last_frame = frame = frame_now()
        v = frame.visual
        if frame.in_hand and not frame.busy and len(frame.own_cards) == 5 \
                and tuple(frame.own_cards) != self._cards and self._cards_up(frame):
            self._cards = tuple(frame.own_cards)
            v.add_log(_("Your cards: {cards}").format(cards=display_cards(frame.own_cards)),
                      "info")
        new = min(v.logged - self._logged, len(v.log))
        self._logged = v.logged
        for text, _kind in v.log[len(v.log) - new:] if new > 0 else []:
            self.voice.say(str(text))
        self._turn(frame)

    @staticmethod
    def _cards_up(frame: TableFrame) -> bool:
        sprites = frame.visual.seats[frame.hero].cards
        return all(sp is not None and sp.face_up for sp in sprites)

    def _turn(self, frame: TableFrame) -> None:
        """The player's turn, said once per decision; at the draw each change of marks."""
        mode = ControlMode(frame.mode)
        if frame.busy or mode in (ControlMode.WAIT, ControlMode.REPLAY):
            self._prompted = None
            return
        if mode == ControlMode.DRAW and frame.selected != self._marked \
                and self._prompted is not None:
            self._marked = frame.selected
            self.voice.say(self._marks(frame), interrupt=True)
        key = (frame.hand_no, mode, frame.facing, len(frame.visual.log))
        if self._prompted is not None and self._prompted[:2] == key[:2] \
                and (mode != ControlMode.BET or self._prompted[2] == key[2]):
            return
        self._prompted = key
        self._marked = frame.selected
        self.voice.say(self.prompt(frame))

    def prompt(self, frame: TableFrame) -> str:
        """What the player is asked now, with the keys to answer."""
        mode = ControlMode(frame.mode)
        if mode == ControlMode.BET:
            cost = (_("{amount} to call").format(amount=format_chips(frame.facing))
                    if frame.facing else _("nothing to call"))
            return _("Your turn: {cost}, pot {pot}. {keys}.").format(
                cost=cost, pot=format_chips(self.pot(frame)),
                keys=_keys(("call", _("check or call")), ("fold", _("fold")),
                           ("raise", _("bet or raise")), ("allin", _("all in"))))
        if mode == ControlMode.DRAW:
            numbered = ", ".join(f"{k} {display_cards([card])}"
                                 for k, card in enumerate(frame.own_cards, start=1))
            return " ".join((
                _("The draw: mark the cards to throw with 1 to 5. {keys}.").format(
                    keys=_keys(("draw", _("draw")), ("undo", _("take back")))),
                _("Your cards: {cards}").format(cards=numbered)))
        if mode == ControlMode.SHOW:
            return _("Show your hand or muck it. {keys}.").format(
                keys=_keys(("show", _("show")), ("muck", _("muck"))))
        if mode == ControlMode.OVER:
            return _("The hand is over. {keys}.").format(
                keys=_keys(("next", _("next hand"))))
        return _("You are out of chips.")

    @staticmethod
    def pot(frame: TableFrame) -> int:
        """The chips in the middle: the pots and the bets of this round (chips)."""
        v = frame.visual
        return sum(v.pots) + sum(sv.bet for sv in v.seats)

    @staticmethod
    def _marks(frame: TableFrame) -> str:
        if not frame.selected:
            return _("Nothing marked: you stand pat")
        cards = [frame.own_cards[i] for i in sorted(frame.selected) if i < len(frame.own_cards)]
        return _("Marked to throw: {cards}").format(cards=display_cards(cards))

    def read_table(self) -> None:
        """Say the whole table now: the player's cards, the pot, what it costs to call,
        his stack (the ``read_table`` key)."""
        frame = self._last_frame
        if frame is None:
            return
        parts = []
        if frame.own_cards:
            parts.append(_("Your cards: {cards}").format(cards=display_cards(frame.own_cards)))
        parts.append(_("Pot {amount}").format(amount=format_chips(self.pot(frame))))
        if frame.facing:
            parts.append(_("{amount} to call").format(amount=format_chips(frame.facing)))
        stack = frame.visual.seats[frame.hero].stack  # as the plate shows it, after a hand too
        parts.append(_("Your stack {amount}").format(amount=format_chips(stack)))
        self.voice.say(". ".join(parts), interrupt=True)

    def repeat(self) -> None:
        """Say the last line again (the ``repeat`` key)."""
        self.voice.repeat()
