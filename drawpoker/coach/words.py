"""The coach's verdicts as sentences a player reads (translated now, in the current
language): a headline and the figures behind it, for each reviewed decision.

Actions are kept in the coach's notation (``raise to 120``: :func:`action_label` says it
in the player's language); chances are printed as whole percents (``i18n.format_chance``:
never "0 %" for a chance above nil), chips as whole chips.
"""

from __future__ import annotations

import re

from drawpoker.ai.characters import pronoun_of
from drawpoker.cards import display_cards
from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.draws import DrawVerdict, HoldFigures
from drawpoker.coach.drills import Drill
from drawpoker.engine import ActionType
from drawpoker.i18n import N_, _, format_chance, format_chips, mid_sentence, ngettext, pgettext
from drawpoker.variants import game_name

#: a drill's wild cards -> their name (msgid; none: nothing said)
WILD_NAMES = {"none": "", "joker": N_("Joker wild"), "bug": N_("Joker as the bug"),
              "deuces": N_("Deuces wild")}

_NOTATION = re.compile(r"^(fold|check|call|bet|raise to|all in)(?: (\d+))?$")


def action_label(words: str) -> str:
    """An action of the coach's notation in the player's language ("raise to 120" ->
    "Raise to 120"); other text (kept cards) is returned unchanged."""
    m = _NOTATION.match(words)
    if m is None:
        return words
    kind, amount = m.group(1), m.group(2)
    chips = format_chips(int(amount)) if amount else ""
    return {
        "fold": _("Fold"),
        "check": _("Check"),
        "call": _("Call {chips}").format(chips=chips),
        "bet": _("Bet {chips}").format(chips=chips),
        "raise to": _("Raise to {chips}").format(chips=chips),
        "all in": _("All in ({chips})").format(chips=chips),
    }[kind]


def drill_rules(drill: Drill) -> str:
    """The rules that decide a drill's draw in one line: the game, the wild cards, the draw
    limit and four only with an ace (``"Five Card Draw · Deuces wild · draw up to 5 cards"``,
    ``"Five Card Draw · draw up to 3 cards, four with an ace"``)."""
    rules = [game_name(drill.game)]
    if WILD_NAMES[drill.wild]:
        rules.append(_(WILD_NAMES[drill.wild]))
    if drill.four_with_ace:  # the panel's words: at most three, four keeping an ace
        rules.append(ngettext("draw up to {n} card, four with an ace",
                              "draw up to {n} cards, four with an ace",
                              drill.max_draw).format(n=drill.max_draw))
    else:
        rules.append(ngettext("draw up to {n} card", "draw up to {n} cards",
                              drill.max_discard).format(n=drill.max_discard))
    return " · ".join(rules)


def kept_label(keep: tuple[object, ...] | list[object]) -> str:
    """Kept cards as a player reads them, or "nothing (draw five)"."""
    if not keep:
        return _("nothing (draw five)")
    return display_cards(list(keep))  # type: ignore[arg-type]


def hold_verdict(kept: HoldFigures, best: HoldFigures, grade: str) -> str:
    """The verdict on keeping ``kept`` where ``best`` is the best hold, ``grade`` ``good``
    (as good as the best by the screen's rule), ``close`` or ``costly``: "Right: that is
    the best hold." only for the best hold itself; another good one is "nearly as good",
    naming the best."""
    if kept.keep == best.keep:
        return _("Right: that is the best hold.")
    cards = kept_label(list(best.keep))
    if grade == "good":
        return _("Good: nearly as good as the best hold, {cards}.").format(cards=cards)
    if grade == "close":
        return _("Close: the best hold is {cards}.").format(cards=cards)
    return _("Not the best: keep {cards}.").format(cards=cards)


def phase_label(phase: str) -> str:
    return {"before_draw": _("Before the draw"), "draw": _("The draw"),
            "after_draw": _("After the draw")}[phase]


def hold_line(f: HoldFigures) -> str:
    """One hold's exact figures: "Keep J♥ J♦ — 29 % to improve, beats 57 % of hands"."""
    worth = round(f.expected_chips)
    return ngettext("Keep {cards}: {improve} to improve, final hand beats {rank} of hands, "
                    "worth {chips} chip",
                    "Keep {cards}: {improve} to improve, final hand beats {rank} of hands, "
                    "worth {chips} chips", worth).format(
        cards=kept_label(list(f.keep)), improve=format_chance(float(f.p_improve)),
        rank=format_chance(f.expected_rank / 100), chips=format_chips(worth))


def headline(d: CoachDecision) -> str:
    """The verdict in one sentence."""
    v = d.verdict
    if isinstance(v, DrawVerdict):
        return _draw_headline(v)
    assert isinstance(v, BetVerdict)
    return _bet_headline(v)


def _worth(f: HoldFigures) -> str:
    """A hold's worth as the hold list prints it ("24 chips", :func:`hold_line`)."""
    worth = round(f.expected_chips)
    return ngettext("{chips} chip", "{chips} chips", worth).format(chips=format_chips(worth))


def _draw_headline(v: DrawVerdict) -> str:
    """The draw's verdict with the figure the holds are ranked by, their worth in chips
    (the list below gives each hold's chance to improve too: a hold that improves more
    often can be worth less, as a small pair or a lone high card is)."""
    kept = kept_label(list(v.chosen.keep))
    if v.good:
        return _("Good draw: keeping {kept} is the best hold (worth {worth}).").format(
            kept=kept, worth=_worth(v.chosen))
    lost = round(v.chips_lost)
    return ngettext("Better to keep {best} (worth {best_worth}) than {kept}: about {chips} "
                    "chip more on average. The holds are ranked by worth, not by the chance "
                    "to improve.",
                    "Better to keep {best} (worth {best_worth}) than {kept}: about {chips} "
                    "chips more on average. The holds are ranked by worth, not by the chance "
                    "to improve.", lost).format(
        best=kept_label(list(v.best.keep)), best_worth=_worth(v.best), kept=kept,
        chips=format_chips(lost))


def verdict_kind(d: CoachDecision) -> str:
    """The decision in one word the summary colours: ``costly`` (it lost chips),
    ``close`` (sound, but the pot odds and the hard computer player disagree:
    :func:`is_close`) or ``good``."""
    if not d.good:
        return "costly"
    return "close" if is_close(d) else "good"


def verdict_tag(d: CoachDecision) -> str:
    """The decision's verdict as a short tag: "Good", "Close" or "Costly: 233 chips"."""
    kind = verdict_kind(d)
    if kind == "costly":
        lost = round(d.chips_lost)
        return ngettext("Costly: {chips} chip", "Costly: {chips} chips", lost).format(
            chips=format_chips(lost))
    return pgettext("coach verdict", "Close") if kind == "close" else pgettext(
        "coach verdict", "Good")


def is_close(d: CoachDecision) -> bool:
    """The headline is a "Close call"/"Close fold" (the pot odds and the hard computer
    player do not agree on it, :attr:`BetVerdict.word`)."""
    v = d.verdict
    return (isinstance(v, BetVerdict) and v.call > 0
            and v.kind_did in (ActionType.CALL, ActionType.FOLD) and v.word == "close")


def _bet_headline(v: BetVerdict) -> str:
    if v.call > 0 and v.kind_did in (ActionType.CALL, ActionType.FOLD):
        return _pot_odds_headline(v)
    return _hard_headline(v)


def _pot_odds_headline(v: BetVerdict) -> str:
    """A call or a fold facing a bet, judged by the chance against the pot odds and by the
    hard computer player's action (:attr:`BetVerdict.word`): "Good" or "Costly"/"Too
    tight" only when both say so, "Close" when they differ; the one chance figure is the
    coach's (the table advisor's)."""
    win, need = format_chance(v.win, estimate=True), format_chance(v.pot_odds)
    lost = round(v.chips_lost)
    chips = format_chips(lost)
    word = v.word
    if v.kind_did is ActionType.CALL:
        if word == "good":
            line = _("Good call: you needed {need} and had about {win} against what their "
                     "betting showed.").format(need=need, win=win)
        elif word == "costly":
            return ngettext("Costly call: you needed {need} but had only about {win} against "
                            "what their betting showed. Folding saves about {chips} chip.",
                            "Costly call: you needed {need} but had only about {win} against "
                            "what their betting showed. Folding saves about {chips} chips.",
                            lost).format(
                need=need, win=win, chips=chips)
        else:
            line = _("Close call: you needed {need} and had about {win} against what their "
                     "betting showed.").format(need=need, win=win)
            if not v.good:
                line += " " + ngettext("Folding saves about {chips} chip.",
                                       "Folding saves about {chips} chips.", lost).format(
                    chips=chips)
    elif word == "good":
        return _("Good fold: a call needed {need} and you had only about {win}.").format(
            need=need, win=win)
    elif word == "tight":
        return ngettext("Too tight: a call needed only {need} and you had about {win}; calling "
                        "was worth about {chips} chip.",
                        "Too tight: a call needed only {need} and you had about {win}; calling "
                        "was worth about {chips} chips.", lost).format(
            need=need, win=win, chips=chips)
    else:
        line = _("Close fold: a call needed {need} and you had about {win}.").format(
            need=need, win=win)
        if not v.good:
            line += " " + ngettext("Calling was worth about {chips} chip.",
                                   "Calling was worth about {chips} chips.", lost).format(
                chips=chips)
    return line + " " + _hard_sentence(v)


def _hard_sentence(v: BetVerdict) -> str:
    """What the hard computer player does in the spot, as the end of a pot-odds verdict."""
    if v.hard_kind is v.kind_did:
        return _("The hard computer player would do the same here.")
    if v.hard_kind is ActionType.FOLD:
        return _("By its own count the hard computer player would fold here.")
    return _("By its own count the hard computer player would play {hard} here.").format(
        hard=mid_sentence(action_label(v.hard_ai)))


def _hard_headline(v: BetVerdict) -> str:
    """A check, bet or raise (or a fold when checking was free), judged against the hard
    computer player's decision in the same spot (the one its line below gives)."""
    lost = round(v.chips_lost)
    chips = format_chips(lost)
    if v.kind_did is ActionType.FOLD and v.call == 0:
        return ngettext("You folded when checking was free: about {chips} chip thrown away.",
                        "You folded when checking was free: about {chips} chips thrown away.",
                        lost).format(chips=chips)
    if v.good and v.hard_same:
        return _("Good: {did} is what the hard computer player would do here too.").format(
            did=action_label(v.did))
    did = mid_sentence(action_label(v.did))
    if v.good:
        if v.hard_kind is ActionType.FOLD:
            return _("The hard computer player would fold here; by the expected chips {did} "
                     "is worth as much.").format(did=did)
        return _("The hard computer player would play {hard} here; by the expected chips "
                 "{did} is worth as much.").format(hard=mid_sentence(action_label(v.hard_ai)),
                                                   did=did)
    if v.kind_recommended is ActionType.FOLD:
        return ngettext("The hard computer player would fold here: about {chips} chip more "
                        "than {did}.",
                        "The hard computer player would fold here: about {chips} chips more "
                        "than {did}.", lost).format(chips=chips, did=did)
    return ngettext("The hard computer player would play {hard} here: about {chips} chip more "
                    "than {did}.",
                    "The hard computer player would play {hard} here: about {chips} chips more "
                    "than {did}.", lost).format(hard=mid_sentence(action_label(v.recommended)), chips=chips,
                                   did=did)


def details(d: CoachDecision) -> list[str]:
    """The figures behind the verdict, one line each."""
    v = d.verdict
    if isinstance(v, DrawVerdict):
        return [hold_line(f) for f in v.shown()[:4]]
    assert isinstance(v, BetVerdict)
    lines = []
    if v.call > 0:
        lines.append(_("Pot {pot}, call {call}: the pot odds ask for {need}; your chance "
                       "against the hands their betting shows: {win}.").format(
            pot=format_chips(v.pot), call=format_chips(v.call), need=format_chance(v.pot_odds),
            win=format_chance(v.win, estimate=True)))
    else:
        lines.append(_("Pot {pot}: your chance against the hands their betting shows: "
                       "{win}.").format(pot=format_chips(v.pot),
                                        win=format_chance(v.win, estimate=True)))
    waiting = [name for name in v.strong_range if name not in v.acted]
    for name, share in v.strong_range.items():
        if name not in waiting:
            lines.append(range_line(name, share, v.drawn.get(name)))
    if waiting:
        lines.append(waiting_line(waiting, max(v.strong_range[n] for n in waiting)))
    lines.append(hard_line(v))
    return lines


def waiting_line(names: list[str], share: float) -> str:
    """One line for the opponents who have not acted yet in the deal (their ranges are
    the hands dealt, the same for each): "Ada, Boris have not acted yet: two pair or
    better 24% of the time each, like any hand"."""
    return ngettext("{names} has not acted yet: two pair or better {share} of the time, "
                    "like any hand.",
                    "{names} have not acted yet: two pair or better {share} of the time "
                    "each, like any hand.", len(names)).format(
        names=", ".join(names), share=format_chance(share, estimate=True))


def hard_line(v: BetVerdict) -> str:
    """The hard computer player's action in the spot, without its own chance figure (it
    reads the spot with its own estimate, which would put a second figure for the same
    chance into the item): "Hard computer player here: Fold"."""
    return _("Hard computer player here: {action}.").format(action=action_label(v.hard_ai))


def range_line(name: str, share: float, drawn: int | None) -> str:
    """What one opponent's range holds, and what it was read from: the betting so far
    before the draw, the betting and the cards drawn after it (the character's pronoun,
    ``ai.characters.pronoun_of``; a name of the player's own is worded without one)."""
    share_text = format_chance(share, estimate=True)
    if drawn is None:
        return _("{name}: two pair or better {share} of the time, from the betting so "
                 "far.").format(name=name, share=share_text)
    pronoun = pronoun_of(name)
    if drawn == 0:
        pat = {"he": _("{name}: two pair or better {share} of the time, from the betting and "
                       "his standing pat."),
               "she": _("{name}: two pair or better {share} of the time, from the betting and "
                        "her standing pat."),
               "they": _("{name}: two pair or better {share} of the time, from the betting and "
                         "a stand pat.")}[pronoun]
        return pat.format(name=name, share=share_text)
    if pronoun == "she":
        line = ngettext("{name}: two pair or better {share} of the time, from the betting and "
                        "the {count} card she drew.",
                        "{name}: two pair or better {share} of the time, from the betting and "
                        "the {count} cards she drew.", drawn)
    elif pronoun == "he":
        line = ngettext("{name}: two pair or better {share} of the time, from the betting and "
                        "the {count} card he drew.",
                        "{name}: two pair or better {share} of the time, from the betting and "
                        "the {count} cards he drew.", drawn)
    else:
        line = ngettext("{name}: two pair or better {share} of the time, from the betting and "
                        "a draw of {count} card.",
                        "{name}: two pair or better {share} of the time, from the betting and "
                        "a draw of {count} cards.", drawn)
    return line.format(name=name, share=share_text, count=drawn)
