"""Why an action is illegal, in the player's language, and the quick yes for the usual
legal action (RULES.md §3.3-§3.5, §4)."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, LegalActions, Phase
from drawpoker.engine.betting_round import BettingRound
from drawpoker.engine.draw import slots_of
from drawpoker.engine.interning import ALLIN, BET, DRAW, RAISE
from drawpoker.engine.openers import has_openers
from drawpoker.i18n import N_, _, format_chips, ngettext

A = ActionType
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


def is_action_name(kind: object) -> bool:
    """True if ``kind`` is the string value of an :class:`ActionType` ("raise")."""
    return kind in _KIND_NAMES


def _sentence(text: str) -> str:
    """``text`` with its first letter upper-case (a reason may begin with an action word)."""
    return text[:1].upper() + text[1:]


class Legality(BettingRound):
    """The checks of an action against the legal actions of the moment."""

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
        slots = slots_of(hand, discard)
        self._checked_for, self._checked_slots = discard, slots
        if len(slots) != len(discard):
            for c in discard:
                if not slots_of(hand, (c,)):
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
        if kind is BET or kind is RAISE:
            to = action.to
            return to.__class__ is int and legal.min_to <= to <= legal.max_to \
                and (to != legal.allin_to or ALLIN in legal.kinds)
        if kind is DRAW:
            return self._why_draw(seat, action.discard, legal) is None
        return True
