"""The table's own labels and sentences, in the current language: the reasons shown
after a hand, the player's hand in words, the phase and pot labels, the header's game and
stakes, the fixed-limit hint, the tags on the player's plate, wild-card badges and
personality names. Pure text: nothing here draws.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from drawpoker.ai.personalities import PERSONALITIES
from drawpoker.cards import is_wild
from drawpoker.engine import Action, LegalActions, Phase, ShowdownReveal, TableRules
from drawpoker.evaluator import evaluate_game, reading_order
from drawpoker.i18n import Text, _, catalog_key, format_chips, pgettext, say_again
from drawpoker.session.config import house_rules
from drawpoker.session.tournament.schedule import Level
from drawpoker.session.tournament.setup import level_text
from drawpoker.variants import game_name, structure_name


def public_reasons(hand: Any, reasons: list[tuple[int, str]],
                   hero: int) -> list[tuple[int, str]]:
    """The computer players' reasons that may be shown after the hand.

    A reason talks about the player's own cards ("mucked two pair", "a bluff with
    king high"), so it is shown only when those cards are public: for a seat that
    showed its hand at the showdown (a ``ShowdownReveal`` event) and for the player's
    own seat. Reasons of seats that folded, mucked or won without a showdown are
    dropped whole: their cards stay hidden (docs/rules.md §7: only hands turned face up are seen).

    Args:
        hand: the finished hand (its ``events`` are read), or None.
        reasons: ``(seat, reason)`` in the order the decisions were made.
        hero: the player's seat.

    Returns:
        The reasons that reveal nothing hidden, in the same order.
    """
    shown = {hero}
    for ev in getattr(hand, "events", ()) or ():
        if isinstance(ev, ShowdownReveal):
            shown.add(ev.seat)
    return [(seat, reason) for seat, reason in reasons if seat in shown]


def reading_arrangement(rules: TableRules) -> Callable[[Sequence[Any]], Any]:
    """How a shown hand is laid out at a table with ``rules``: as it reads
    (``evaluator.reading_order`` for the game and its wild cards)."""
    return lambda cards: reading_order(cards, rules.game, rules.wild)


def describe_hand(cards: tuple[Any, ...], rules: TableRules) -> str:
    """The player's current hand in words ("Pair of kings")."""
    if len(cards) != 5 or any(c is None for c in cards):
        return ""
    return _describe_cached(tuple(cards), rules.game, rules.wild, catalog_key())


#: Hand names kept (short strings): the player's hand changes a few times a hand.
DESCRIBED_CACHED = 64


@lru_cache(maxsize=DESCRIBED_CACHED)
def _describe_cached(cards: tuple[Any, ...], game: str, wild: str,
                     catalog: tuple[str, bool, int]) -> str:
    del catalog  # the cache key only: the text is made in the catalog in force
    rules = TableRules(game=game, wild=wild)  # type: ignore[arg-type]
    return str(evaluate_game(list(cards), game=rules.game, wild=rules.wild).describe())


def phase_labels() -> tuple[str, ...]:
    """Every betting-round label the top bar shows (as ``Director`` names them), in the
    current language: the header's title keeps the room the widest one leaves."""
    return (_("Before the draw"), _("After the draw"), _("The draw"), _("Showdown"),
            _("Hand over"))


def not_allowed_line(hand: Any, action: Action) -> Text:
    """The log line "Not allowed: <reason>" for a refused ``action``, drawn in the language
    current when the log is shown: the reason is asked again of a frozen copy of ``hand``
    (the live hand moves on), so a language switch re-words it.

    Args:
        hand: the engine hand that refused ``action`` (has ``why_illegal``).
        action: the refused action.
    """
    try:
        frozen = copy.deepcopy(hand)
    except (TypeError, copy.Error):  # a hand that cannot be copied: the reason as worded now
        said = hand.why_illegal(action) or ""
        return Text(lambda: _("Not allowed: {reason}").format(reason=said))
    return Text(lambda: _("Not allowed: {reason}").format(reason=frozen.why_illegal(action) or ""))


def reason_line(name: str, reason: str) -> str:
    """One line of the "why they played that way" log, in the current language (a reason
    made before a language switch is made again from its numbers: ``i18n.say_again``)."""
    return _("{name}: {reason}").format(name=name, reason=say_again(reason))


def reason_log(hand: Any, reasons: list[tuple[int, str]], hero: int,
               names: list[str]) -> list[tuple[Text, str]]:
    """The "Why they played that way" log after ``hand``: ``(line, kind)`` for its heading
    and each public reason (:func:`public_reasons`), none when there is none."""
    shown = public_reasons(hand, reasons, hero)
    if not shown:
        return []
    return [(Text(lambda: _("Why they played that way")), "why_head")] + [
        (Text(functools.partial(reason_line, names[seat], reason)), "why")
        for seat, reason in shown]


def personality_name(key: str) -> str:
    """Translated display name of a personality key (the key itself, capitalised, for an
    unknown one)."""
    personality = PERSONALITIES.get(key)
    return _(personality.name) if personality is not None else key.capitalize()


def short_personality_name(key: str) -> str:
    """The style's name as a plate too narrow for :func:`personality_name` shows it
    ("Station" for "Calling Station"; the same name where it is short already); the
    plate's tooltip says it whole."""
    if key == "station":
        return pgettext("style badge, short", "Station")
    return personality_name(key)


def pot_label(k: int, amount: int, n: int) -> str:
    """The label under pot ``k`` of ``n`` pots ("Pot 60", "Main pot 1,660", "Side pot 120")."""
    if n == 1:
        return _("Pot {amount}").format(amount=format_chips(amount))
    if k == 0:
        return _("Main pot {amount}").format(amount=format_chips(amount))
    return _("Side pot {amount}").format(amount=format_chips(amount))


def stakes_text(r: TableRules, *, compact: int = 0) -> str:
    """The game, house rules and stakes, e.g. "No-limit Five Card Draw · ante 10" or
    "Fixed-limit Five Card Draw · deuces wild · jacks or better · ante 10"
    (``compact`` 1: without "Five Card Draw" when house rules are listed; 2: also the
    lowball games' short names, "A-5 lowball", "2-7 lowball"; 3: also without "Five Card
    Draw" when no house rule is listed, "No-limit · ante 10"; 4: the stakes alone,
    "ante 10"). Made once per rules,
    compact level and language (the table frame asks for it at every frame)."""
    return _stakes_cached(r, compact, catalog_key())


#: Stakes texts kept (a few tables' rules at five compact levels).
STAKES_CACHED = 64


@lru_cache(maxsize=STAKES_CACHED)
def _stakes_cached(r: TableRules, compact: int, catalog: tuple[str, bool, int]) -> str:
    del catalog  # the cache key only: the text is made in the catalog in force
    structure = structure_name(r.structure)
    game = game_name(r.game, short=compact >= 2)
    if r.big_blind:
        stakes = _("blinds {small}/{big}").format(small=format_chips(r.small_blind), big=format_chips(r.big_blind))
        if r.ante:  # blinds and an ante: both, worded as the setup summary
            stakes = _("{blinds}, ante {ante}").format(blinds=stakes, ante=format_chips(r.ante))
    else:
        stakes = _("ante {ante}").format(ante=format_chips(r.ante))
    extras = house_rules(r, short=True)  # wild cards, openers
    if compact >= 4:  # the least room: the stakes alone
        return stakes
    if compact >= 3 and r.game == "high":  # little room: the structure and the stakes
        return " · ".join([structure, *extras, stakes])
    if not extras:
        return _("{structure} {game} · {stakes}").format(structure=structure, game=game,
                                                         stakes=stakes)
    if compact and r.game == "high":  # the house rules matter more than "Five Card Draw"
        head = structure
    else:
        head = _("{structure} {game}").format(structure=structure, game=game)
    # the stakes stay last: fit_title keeps the part after the last " · " whole
    return " · ".join([head, *extras, stakes])


def forced_bets_text(r: TableRules) -> str:
    """The table's antes and blinds alone, as a level of a schedule reads: "Ante 10",
    "Blinds 10/20" (``session.tournament.setup.level_text``)."""
    return level_text(Level(1, r.ante, r.small_blind, r.big_blind))


def fixed_limit_hint(rules: TableRules, la: LegalActions) -> str:
    """The fixed-limit line under the buttons: the structure's bet size this round
    (small bet before the draw, big bet after it, docs/rules.md §4), and that only an all
    in is left when the player's chips do not make a whole bet or raise."""
    size = rules.small_bet if la.phase is Phase.FIRST_BETTING else rules.big_bet
    if la.min_to >= la.allin_to:
        return _("Fixed-limit: bets and raises are {amount}; your chips cover only an all in.").format(
            amount=format_chips(size))
    return _("Fixed-limit: bets and raises are {amount}.").format(amount=format_chips(size))


def draw_button_label(count: int) -> str:
    """The draw button's label for ``count`` cards marked: "Stand pat" for none, else
    "Draw 3" (the table, the tutorial and the draw drills say it alike, docs/rules.md §5)."""
    return _("Stand pat") if count == 0 else _("Draw {count}").format(count=count)


def drawn_tag(drawn: int) -> str:
    """How many cards a seat drew, as its plate shows it ("Pat", "Drew 3", docs/rules.md §5)."""
    return _("Pat") if drawn == 0 else _("Drew {count}").format(count=drawn)


def short_drawn_tag(drawn: int) -> str:
    """:func:`drawn_tag` as a plate too narrow for it shows it ("2 neu" for
    "Getauscht: 2"); the log and the voice say it whole."""
    if drawn == 0:
        return pgettext("plate tag, short", "Pat")
    return pgettext("plate tag, short", "Drew {count}").format(count=drawn)


def hero_plate_tag(*, sitting_out: bool, drawn: int | None, folded: bool, in_hand: bool) -> str:
    """The tag on the player's own plate: "Sitting out" while he sits out, else his
    draw this hand ("Pat", "Drew 3") once he has drawn and while he is in the hand
    (the opponents' plates show the same, docs/rules.md §5); "" otherwise."""
    if sitting_out:
        return _("Sitting out")
    if drawn is not None and not folded and in_hand:
        return drawn_tag(drawn)
    return ""


def wild_mark(wild: str, card: Any) -> str:
    """The badge on a face-up wild card under the ``wild`` rule (docs/rules.md §1): "WILD" for
    the joker (joker wild) or a deuce (deuces wild), "BUG" for the bug; "" for any other
    card."""
    if not is_wild(card, wild):
        return ""
    return _("BUG") if wild == "bug" else _("WILD")


def wild_marks(wild: str, cards: Sequence[Any]) -> list[str]:
    """:func:`wild_mark` of each of ``cards`` (a row of cards shown face up: a drill's
    hand, a daily challenge's)."""
    return [wild_mark(wild, card) for card in cards]
