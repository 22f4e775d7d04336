"""Every sentence the table's director writes: log lines, seat labels, round names.

Pure i18n (no pygame): each function returns a :class:`~drawpoker.i18n.Text`, made now
and said again in the language current whenever it is drawn, so a language switch in
the middle of a hand redraws the log and labels in the new language. The player's own
seat (``hero``) is addressed in the second person ("You raise to 40"), the others in
the third, every log line the same way: "Boris raises to 40", "Boris antes 10", "Boris
draws 3", "Boris shows ..." (a seat's label is the action alone, "Raises to 40").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drawpoker.engine import ActionType, PlayerActed, PotAwarded, ShowdownReveal
from drawpoker.i18n import Text, _, format_chips, mid_sentence, ngettext


def hand_header(hand_no: int) -> Text:
    """The log's heading of a deal: "Hand #12"."""
    return Text(lambda: _("Hand #{number}").format(number=hand_no))


def button_line(name: str, *, hero: bool) -> Text:
    """Who has the dealer button."""
    if hero:
        return Text(lambda: _("You have the button."))
    return Text(lambda: _("{name} has the button.").format(name=name))


def forced_bet_line(kind: str, name: str, amount: int, *, hero: bool) -> Text:
    """An ante or blind posted (docs/rules.md §3.1): "Boris posts the big blind of 10"."""

    def line() -> str:
        if hero:
            text = {
                "ante": _("You ante {amount}"),
                "small_blind": _("You post the small blind of {amount}"),
                "big_blind": _("You post the big blind of {amount}"),
            }.get(kind, _("You post {amount}"))
        else:
            text = {
                "ante": _("{name} antes {amount}"),
                "small_blind": _("{name} posts the small blind of {amount}"),
                "big_blind": _("{name} posts the big blind of {amount}"),
            }.get(kind, _("{name} posts {amount}"))
        return text.format(name=name, amount=format_chips(amount))

    return Text(line)


def betting_round_name(round_no: int) -> Text:
    """The name of betting round 1 or 2: "Before the draw" / "After the draw"."""
    return Text(lambda: _("Before the draw") if round_no == 1 else _("After the draw"))


def action_text(ev: PlayerActed, *, hero: bool = False) -> str:
    """The action as a sentence, in the current language: third person ("Raises to 40"),
    or with ``hero`` the player's own in the second person ("You raise to 40")."""
    a = format_chips(ev.to)
    k = ev.kind
    if k is ActionType.FOLD:
        return _("You fold") if hero else _("Folds")
    if k is ActionType.CHECK:
        return _("You check") if hero else _("Checks")
    if k is ActionType.CALL:
        if ev.all_in:
            return (_("You call {amount}, all in") if hero else
                    _("Calls {amount}, all in")).format(amount=format_chips(ev.amount))
        return (_("You call {amount}") if hero else
                _("Calls {amount}")).format(amount=format_chips(ev.amount))
    if k is ActionType.BET:
        return (_("You bet {amount}") if hero else _("Bets {amount}")).format(amount=a)
    if k is ActionType.RAISE:
        return (_("You raise to {amount}") if hero else
                _("Raises to {amount}")).format(amount=a)
    if k is ActionType.ALLIN:
        return (_("You go all in for {amount}") if hero else
                _("All in for {amount}")).format(amount=a)
    return str(k)


def action_label(ev: PlayerActed) -> Text:
    """The action as the seat's label shows it ("Raises to 40"), for every seat alike."""
    return Text(lambda: action_text(ev))


def acted_line(ev: PlayerActed, name: str, *, hero: bool) -> Text:
    """The action as a log line: "You raise to 40" / "Boris raises to 40" (the log's one
    style in every language: the name and the verb, as "Boris antes 10", German "Boris
    raist auf 40"; the player's own line is its own message, "Du raist auf 40",
    docs/glossary.md)."""
    if hero:
        return Text(lambda: action_text(ev, hero=True))
    return Text(lambda: _named_action(ev, name))


def _named_action(ev: PlayerActed, name: str) -> str:
    a, paid = format_chips(ev.to), format_chips(ev.amount)
    k = ev.kind
    if k is ActionType.FOLD:
        return _("{name} folds").format(name=name)
    if k is ActionType.CHECK:
        return _("{name} checks").format(name=name)
    if k is ActionType.CALL:
        if ev.all_in:
            return _("{name} calls {amount}, all in").format(name=name, amount=paid)
        return _("{name} calls {amount}").format(name=name, amount=paid)
    if k is ActionType.BET:
        return _("{name} bets {amount}").format(name=name, amount=a)
    if k is ActionType.RAISE:
        return _("{name} raises to {amount}").format(name=name, amount=a)
    if k is ActionType.ALLIN:
        return _("{name} goes all in for {amount}").format(name=name, amount=a)
    return _("{name}: {action}").format(name=name, action=action_text(ev))


def uncalled_line(amount: int, name: str, *, hero: bool) -> Text:
    """An uncalled bet goes back to the seat that made it (docs/rules.md §3.4)."""
    if hero:
        return Text(lambda: _("Uncalled bet: {amount} goes back to you").format(
            amount=format_chips(amount)))
    return Text(lambda: _("Uncalled bet: {amount} goes back to {name}").format(
        amount=format_chips(amount), name=name))


def draw_round_name() -> Text:
    """The name of the draw as a round: "The draw"."""
    return Text(lambda: _("The draw"))


def draw_line(count: int, name: str, *, hero: bool) -> Text:
    """A seat's draw as a log line: "You stand pat" / "Boris draws 3"."""
    if hero:
        return Text(lambda: _("You stand pat") if count == 0 else ngettext(
            "You draw {count}", "You draw {count}", count).format(count=count))

    def drew() -> str:
        if count == 0:
            return _("{name} stands pat").format(name=name)
        return ngettext("{name} draws {count}", "{name} draws {count}", count).format(
            name=name, count=count)

    return Text(drew)


def reshuffle_line() -> Text:
    """The stub ran out and the discards became a new stub (docs/rules.md §3.5)."""
    return Text(lambda: _("The stub ran out: the discards are shuffled into a new stub."))


def showdown_name() -> Text:
    """The name of the showdown as a round: "Showdown"."""
    return Text(lambda: _("Showdown"))


def hand_words(ev: ShowdownReveal,
               describe: Callable[[tuple[Any, ...]], str] | None) -> str:
    """A shown hand's name, made from its cards in the language current when drawn.

    Args:
        ev: the reveal.
        describe: cards -> the hand's name in the current language; None (or a hand
            of other than five cards) keeps the engine's ``ev.description`` as it came.
    """
    cards = tuple(ev.cards)
    if describe is None or len(cards) != 5:
        return ev.description

    def words() -> str:
        try:
            return describe(cards) or ev.description
        except ValueError:  # a hand the evaluator refuses keeps the engine's words
            return ev.description

    return Text(words)


def show_line(name: str, hand: str, *, hero: bool) -> Text:
    """A hand shown at the showdown: "Boris shows three of a kind, jacks"."""
    if hero:
        return Text(lambda: _("You show {hand}").format(hand=mid_sentence(str(hand))))
    return Text(lambda: _("{name} shows {hand}").format(name=name, hand=mid_sentence(str(hand))))


def mucks_label() -> Text:
    """The seat's label after mucking at the showdown: "Mucks"."""
    return Text(lambda: _("Mucks"))


def muck_line(name: str, *, hero: bool) -> Text:
    """A hand mucked at the showdown, as a log line ("Clara mucks": no full stop, as no
    action line has one, "Clara folds")."""
    if hero:
        return Text(lambda: _("You muck"))
    return Text(lambda: _("{name} mucks").format(name=name))


def openers_label(cards: str) -> Text:
    """The seat's label when it shows its openers (docs/rules.md §3.3): "Openers: J♠ J♦"."""
    return Text(lambda: _("Openers: {cards}").format(cards=cards))


def openers_line(name: str, cards: str, *, hero: bool) -> Text:
    """Openers shown, as a log line."""
    if hero:
        return Text(lambda: _("You show openers: {cards}").format(cards=cards))
    return Text(lambda: _("{name} shows openers: {cards}").format(name=name, cards=cards))


def award_line(ev: PotAwarded, names: dict[int, str], hero: int, hand: str, *,
               only_pot: bool, side_pots: int = 2) -> Text:
    """The pot award as a whole sentence; the player's own win in the second person.

    Args:
        ev: the award.
        names: seat -> name, for the winners.
        hero: the player's seat.
        hand: the first winner's hand name ("" when the hand was not shown).
        only_pot: the hand had one pot ("the pot", not "the main pot").
        side_pots: how many side pots the hand had: with one it is "the side pot",
            with more they are numbered ("side pot 2").
    """
    won = hero in ev.winners
    others = ", ".join(names[s] for s in ev.winners if s != hero)
    everyone = ", ".join(names[s] for s in ev.winners)

    def line() -> str:
        amount = format_chips(ev.amount)  # in the language the line is shown in
        if ev.index == 0:
            pot = _("the pot") if only_pot else _("the main pot")
        else:
            pot = (_("the side pot") if side_pots <= 1
                   else _("side pot {number}").format(number=ev.index))
        if len(ev.winners) > 1:
            if won:
                return _("You split {pot} ({amount}) with {names}").format(
                    names=others, pot=pot, amount=amount)
            return _("{names} split {pot} ({amount})").format(names=everyone, pot=pot,
                                                               amount=amount)
        if won:
            if hand:
                return _("You win {pot} ({amount}) with {hand}").format(
                    pot=pot, amount=amount, hand=mid_sentence(str(hand)))
            return _("You win {pot} ({amount})").format(pot=pot, amount=amount)
        if hand:
            return _("{name} wins {pot} ({amount}) with {hand}").format(
                name=everyone, pot=pot, amount=amount, hand=mid_sentence(str(hand)))
        return _("{name} wins {pot} ({amount})").format(name=everyone, pot=pot, amount=amount)

    return Text(line)


def total_win_line(name: str, hero: bool, amount: int, hand: str) -> Text:
    """A winner's chips from every pot he took alone, as one sentence ("You win 490 with
    two pair, kings and jacks"): the "Hand over" box's line where he took several pots
    with the same hand (the log keeps one line per pot)."""
    def line() -> str:
        chips = format_chips(amount)
        if hero:
            if hand:
                return _("You win {amount} with {hand}").format(amount=chips,
                                                                 hand=mid_sentence(str(hand)))
            return _("You win {amount}").format(amount=chips)
        if hand:
            return _("{name} wins {amount} with {hand}").format(name=name, amount=chips,
                                                                 hand=mid_sentence(str(hand)))
        return _("{name} wins {amount}").format(name=name, amount=chips)

    return Text(line)


def redeal_line() -> Text:
    """Nobody opened: the cards are dealt again and the pot stays (docs/rules.md §3.3)."""
    return Text(lambda: _("Nobody opened: the pot stays and the cards are dealt again."))


def hand_over_name() -> Text:
    """The header's round name once a deal is won without a showdown: "Hand over"."""
    return Text(lambda: _("Hand over"))


def passed_out_name() -> Text:
    """The round name of a deal nobody opened (docs/rules.md §3.3)."""
    return Text(lambda: _("Passed out"))


def passed_out_banner(reason: str, amount: int) -> Text:
    """What the middle of the table says when nobody opened (``reason`` "not-opened") or
    everyone checked (``"checked-around"``): the pot stays for the next deal."""
    def line() -> str:
        if reason == "checked-around":
            head = _("Everyone checked.")
        else:
            head = _("Nobody opened: you need jacks or better to open.")
        return head + " " + _("The pot of {amount} stays for the next deal.").format(
            amount=format_chips(amount))

    return Text(line)


def carried_banner(amount: int, name: str, *, hero: bool) -> Text:
    """What the middle of the table says in the deal after a passed-out one: the pot
    carried over and where the button moved."""
    def line() -> str:
        head = _("Pot carried over from the last deal: {amount}.").format(
            amount=format_chips(amount))
        moved = _("The button moved to you.") if hero else _(
            "The button moved to {name}.").format(name=name)
        return head + " " + moved

    return Text(line)
