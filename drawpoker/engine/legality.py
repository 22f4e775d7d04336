"""Why an action is illegal, in the player's language, and the quick yes for the usual
legal action (docs/rules.md §3.3-§3.5, §4), as functions of the deal's state."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, LegalActions, Phase
from drawpoker.engine.betting_round import legal_actions_of
from drawpoker.engine.draw import slots_of
from drawpoker.engine.hand_state import HandState
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


def why_illegal(st: HandState, action: Action) -> str | None:
    """Why ``action`` is not allowed now, or ``None`` if it is legal.

    The reason is one sentence in the current language; the action is named by its
    translated word (:func:`action_name`) and chip amounts are grouped for the
    language (:func:`drawpoker.i18n.format_chips`).
    """
    reason = _why_illegal(st, action)
    return None if reason is None else _sentence(reason)


def _why_illegal(st: HandState, action: Action) -> str | None:
    if not st.started:
        return _("The hand has not started.")
    if st.phase is Phase.HAND_OVER:
        return _("The hand is over.")
    s = st.to_act
    if s is None:
        return _("Nobody is to act.")
    if not isinstance(action.seat, int) or not 0 <= action.seat < st.n:
        return _("Seat {seat} does not exist.").format(seat=repr(action.seat))
    if action.seat != s:
        return _("It is not {name}'s turn; {other} is to act.").format(
            name=st.names[action.seat], other=st.names[s])
    legal = legal_actions_of(st)
    assert legal is not None
    kind = action.kind
    if not isinstance(kind, ActionType):
        if kind not in _KIND_NAMES:
            return _("{action} is not an action.").format(action=repr(kind))
        kind = ActionType(kind)
    if kind not in legal.kinds:
        return _why_kind(st, kind, legal)
    if kind is A.DRAW:
        return _why_draw(st, s, action.discard, legal)
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
                action=action_name(kind), to=format_chips(to), name=st.names[s],
                allin=format_chips(legal.allin_to))
        if to < legal.min_to:
            return _("{action} to {to} is below the minimum {minimum}.").format(
                action=action_name(kind), to=format_chips(to), minimum=format_chips(legal.min_to))
        if to > legal.max_to:
            return _("{action} to {to} is above the maximum {maximum}.").format(
                action=action_name(kind), to=format_chips(to), maximum=format_chips(legal.max_to))
    return None


def _why_kind(st: HandState, kind: ActionType, legal: LegalActions) -> str:
    if st.phase is Phase.DRAW:
        return _("{action} is not possible during the draw; discard cards (draw).").format(
            action=action_name(kind))
    if st.phase is Phase.SHOWDOWN:
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
    if kind is A.BET and st.current_bet > 0:
        return _("Cannot bet: there is already a bet of {chips}; raise instead.").format(
            chips=format_chips(st.current_bet))
    if kind is A.RAISE and st.current_bet == 0:
        return _("Cannot raise: there is no bet yet; bet instead.")
    return _why_no_raise(st, s, kind)


def _why_no_raise(st: HandState, s: int, kind: ActionType) -> str:
    rules = st.rules
    word = action_name(kind)
    if st.acted[s]:
        return _("Cannot {action}: no full raise since {name} last acted (call or fold).").format(
            action=word, name=st.names[s])
    if not any(st.able(o) for o in range(st.n) if o != s):
        return _("Cannot {action}: every opponent is all-in (call or fold).").format(action=word)
    if rules.structure == "fixed-limit" and rules.raise_cap is not None \
            and st.full_count >= 1 + rules.raise_cap:
        return ngettext("Cannot {action}: the betting is capped at {cap} raise.",
                        "Cannot {action}: the betting is capped at {cap} raises.",
                        rules.raise_cap).format(action=word, cap=rules.raise_cap)
    if st.round_no == 1 and rules.open_requirement == "jacks-or-better" \
            and st.opener is None and not has_openers(st.hands[s], rules):
        return _("Cannot {action}: opening needs a pair of jacks or better.").format(action=word)
    if st.bets[s] + st.stacks[s] <= st.current_bet:
        return _("Cannot {action}: not enough chips (call all-in or fold).").format(action=word)
    return _("Cannot {action}: going all-in here would exceed the betting limit.").format(
        action=word)


def _why_draw(st: HandState, s: int, discard: Sequence[Card], legal: LegalActions) -> str | None:
    st.checked_for = None
    if not discard:
        return None
    for c in discard:
        if not isinstance(c, Card):
            return _("Discards must be cards.")
    hand = st.hands[s]
    slots = slots_of(hand, discard)
    st.checked_for, st.checked_slots = discard, slots
    if len(slots) != len(discard):
        for c in discard:
            if not slots_of(hand, (c,)):
                return _("{card} is not in {name}'s hand.").format(card=str(c), name=st.names[s])
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


def plainly_legal(st: HandState, action: Action) -> bool:
    """A quick yes for the usual well-formed legal action (a speed-up, nothing more).

    True only where :func:`why_illegal` would return ``None``; False means "ask it".
    A draw is checked by :func:`_why_draw` here, as ``why_illegal`` would.
    """
    legal = st.legal_cache if st.legal_valid else legal_actions_of(st)
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
        return _why_draw(st, seat, action.discard, legal) is None
    return True
