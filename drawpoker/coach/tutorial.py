"""The tutorial's steps as data and checks (pure; the scene is ``ui/scenes/tutorial.py``).

Each :class:`Step` is a small thing the player does at a real table with a rigged deal:
pick the better of two hands, click the cards to throw, click the player who acts first,
size a raise (the slider and the quick sizes), read the opponents' draw counts, decide a
call by the pot odds, show or muck at the showdown, decide whether he may open at jacks
or better, and say what a redeal is. A step's deal is played through the
engine (:func:`Step.view`), so the pot, the bets, the button and the draw counts on the
screen are the engine's own. :meth:`Step.check` judges an answer and explains it; a wrong
answer is explained, never punished: the step simply waits for the right one.
The player's progress is the number of steps completed (``Settings.tutorial_step``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from drawpoker.cards import Card, display_cards, parse_cards
from drawpoker.engine import Action, ActionType, PlayerView, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.evaluator import evaluate
from drawpoker.i18n import N_, _, format_chance, format_chips
from drawpoker.odds import analyze_holds

#: Step kinds: what the player answers with (``BET``: the table's bet controls, the
#: betting button pressed).
PICK_HAND, DISCARD, PICK_SEAT, CHOOSE = "pick_hand", "discard", "pick_seat", "choose"
BET = "bet"
HERO = "You"


@dataclass(frozen=True, slots=True)
class Feedback:
    """The verdict on an answer: ``ok`` and the explanation (translated now)."""

    ok: bool
    text: str


@dataclass(frozen=True)
class Step:
    """One tutorial step.

    Attributes:
        key: stable name (tests, progress).
        title, prompt: msgids of the heading and the task.
        kind: :data:`PICK_HAND`, :data:`DISCARD`, :data:`PICK_SEAT`, :data:`CHOOSE` or
            :data:`BET`.
        hands: the two hands to compare (``PICK_HAND``).
        options: ``(key, msgid)`` per choice (``CHOOSE``).
        answer: the right hand index, seat index or option key; for ``DISCARD`` the
            cards to throw (card notation).
        rules, seats, button, hole, stub, actions: the rigged deal (scenario names;
            seat 0 is the player, ``HERO``), played to the player's turn.
        why: msgid of the explanation of the right answer (``{figure}`` filled by the step).
        wrong: msgid of the explanation of a wrong answer.
        wrong_self: a seat step: msgid of the explanation when the player picks his own
            seat (``{first}`` filled with the right seat's name); "" to use ``wrong``.
        wrong_by: a choice or bet step: ``(option key or betting button, msgid)``
            explaining why that wrong answer is wrong; one not listed gets ``wrong``.
        then: a choice step at the table: the player's engine action the right answer
            stands for (``"muck"``), played on so the table shows what follows (the pot
            going to its winner); "" for none.
    """

    key: str
    title: str
    prompt: str
    kind: str
    answer: object
    why: str
    wrong: str
    hands: tuple[str, str] = ("", "")
    options: tuple[tuple[str, str], ...] = ()
    rules: dict[str, object] = field(default_factory=dict)
    seats: tuple[str, ...] = ()
    button: int = 0
    hole: tuple[str, ...] = ()
    stub: str = ""
    actions: tuple[tuple[int, str, int | None], ...] = ()
    wrong_self: str = ""
    wrong_by: tuple[tuple[str, str], ...] = ()
    then: str = ""

    @property
    def at_table(self) -> bool:
        return bool(self.hole)

    def _play(self) -> Hand:
        table = Table(self.table_rules, [(n, 500) for n in self.seats], self.button, ask_showdown=True)
        hole: dict[int, Sequence[Card]] = {i: parse_cards(h) for i, h in enumerate(self.hole)}
        hand = table.new_hand(random.Random(1), hole=hole, stub=parse_cards(self.stub),
                              seed_chain=False)
        hand.start()
        for seat, kind, amount in self.actions:
            act = ActionType(kind)
            if act is ActionType.DRAW:
                own = hand.view(seat).own_cards
                hand.act(Action(seat, act, discard=tuple(own[5 - (amount or 0):])))
            else:
                hand.act(Action(seat, act, to=amount))
        return hand

    @property
    def table_rules(self) -> TableRules:
        """The rigged deal's rules."""
        return TableRules.from_dict(dict(self.rules))

    @cached_property
    def view(self) -> PlayerView | None:
        """The player's view of the rigged deal at his turn (None for a step off the table)."""
        return self._play().view(0) if self.hole else None

    @cached_property
    def _answered(self) -> Hand | None:
        """The rigged deal played on with the right answer: a discard step's draw to the
        right hold (the new cards come from the rigged stub), a choice step's ``then``
        action; None for other steps."""
        if not self.hole or not (self.kind == DISCARD or self.then):
            return None
        hand = self._play()
        if self.kind == DISCARD:
            hand.act(Action(0, ActionType.DRAW, discard=tuple(parse_cards(str(self.answer)))))
        else:
            hand.act(Action(0, ActionType(self.then)))
        return hand

    @cached_property
    def view_after(self) -> PlayerView | None:
        """The player's view after the right answer was played (see ``_answered``; a pot
        awarded is in the winners' stacks); None when the answer plays nothing on."""
        hand = self._answered
        return hand.view(0) if hand is not None else None

    def view_after_bet(self, to: int) -> PlayerView:
        """A betting step's deal played on with the player's raise to ``to`` chips (his
        bet for the round): his view then, his chips in front of his seat.

        Raises:
            ValueError: not a betting step, or ``to`` is not a legal raise there.
        """
        if self.kind != BET or not self.hole:
            raise ValueError(f"step {self.key!r} is not a betting step")
        hand = self._play()
        hand.act(Action(0, ActionType.RAISE, to=to))
        return hand.view(0)

    def awards(self) -> tuple[tuple[str, int], ...]:
        """``(seat name, chips)`` per share of a pot the right answer awarded, in pot
        order (empty when the deal is not over)."""
        hand = self._answered
        result = hand.result if hand is not None else None
        if result is None:
            return ()
        return tuple((self.seats[seat], chips) for pot in result.pots for seat, chips in pot.shares)

    def cards(self) -> tuple[Card, ...]:
        view = self.view
        return view.own_cards if view is not None else ()

    def figure(self) -> str:
        """The number the explanation quotes (exact odds, pot odds), formatted."""
        if self.key == "discard":
            keep = [c for c in self.cards() if c not in parse_cards(str(self.answer))]
            best = next(a for a in analyze_holds(self.cards()) if set(a.keep) == set(keep))
            return format_chance(float(best.p_improve))
        if self.key == "pot_odds" and self.view is not None and self.view.legal is not None:
            call, pot = self.view.legal.call_amount, self.view.pot_total
            return _("{call} into a pot of {pot}: you need {need}, and the flush comes "
                     "{chance}").format(
                call=format_chips(call), pot=format_chips(pot),
                need=format_chance(call / (pot + call)), chance=format_chance(9 / 47))
        return ""

    def explain(self, ok: bool) -> str:
        text = _(self.why if ok else self.wrong)
        return text.format(figure=self.figure()) if "{figure}" in text else text

    def check(self, answer: object, to: int | None = None) -> Feedback:
        """Judge a final answer (hand index, seat index, option key, or the cards thrown;
        a betting step's button with ``to``, the raise-to amount shown, chips: the right
        one also says where his raise now stands)."""
        if self.kind == BET and answer == self.answer and to is not None:
            return Feedback(True, " ".join((self.explain(True), _(
                "Your raise to {amount} now stands in front of your seat, in chips."
            ).format(amount=format_chips(to)))))
        if self.kind == DISCARD:
            thrown = set(answer) if isinstance(answer, list | tuple | set | frozenset) else set()
            ok = thrown == set(parse_cards(str(self.answer)))
        elif self.kind == PICK_SEAT and answer == 0 and self.wrong_self:
            assert isinstance(self.answer, int)
            return Feedback(False, _(self.wrong_self).format(first=self.seats[self.answer]))
        else:
            ok = answer == self.answer
            why_not = dict(self.wrong_by).get(str(answer)) if not ok else None
            if why_not:
                return Feedback(False, _(why_not))
        return Feedback(ok, self.explain(ok))

    def check_card(self, card: Card) -> Feedback | None:
        """A discard step's click on ``card``: None when it may be thrown, else why not."""
        if self.kind != DISCARD or card in parse_cards(str(self.answer)):
            return None
        return Feedback(False, _(N_("Keep {card}: it is part of your pair, the strength of "
                                    "the hand.")).format(card=display_cards([card])))

    def hand_name(self, i: int) -> str:
        return str(evaluate(parse_cards(self.hands[i])).describe())


_FIVE = ("You", "Ann", "Bob", "Cy", "Dee")
_ANTE = {"structure": "no-limit", "ante": 10}

STEPS: tuple[Step, ...] = (
    Step("rankings_flush", N_("Hand rankings"),
         N_("Which hand wins? Click the better hand."), PICK_HAND, 0,
         N_("Right: a flush (five cards of one suit) beats a straight."),
         N_("Not this one: a straight is five cards in sequence, but a flush (five cards of "
            "one suit) is rarer and beats it."),
         hands=("Ks 9s 7s 4s 2s", "9h 8d 7c 6s 5h")),
    Step("rankings_trips", N_("Hand rankings"),
         N_("And now? Click the better hand."), PICK_HAND, 1,
         N_("Right: three of a kind beats two pair."),
         N_("Not this one: two pair loses to three of a kind, three cards of one rank."),
         hands=("Qs Qd 4c 4h 9s", "7s 7d 7c Kh 2s")),
    Step("discard", N_("The draw"),
         N_("You hold a pair of jacks. Click the three cards to throw away, then press Draw."),
         DISCARD, "8c 5s 2h",
         N_("Right: keep the pair and draw three. You improve {figure} of the time, and "
            "this time a third jack came."),
         N_("Throw all three odd cards: drawing three to the pair gives the best chance to "
            "improve ({figure})."),
         rules=_ANTE, seats=_FIVE[:3], button=2,
         hole=("Jh Jd 8c 5s 2h", "Kc 9d 7h 4c 3s", "Qd Th 6c 6d 2c"),
         stub="Jc 9c 3d Ac Kd Qh 4h 5d 7s",
         actions=((0, "check", None), (1, "check", None), (2, "check", None))),
    Step("first_to_act", N_("Order of betting"),
         N_("The button (the dealer's disc) moves one seat after every hand. Click the "
            "player who speaks first before the draw."), PICK_SEAT, 1,
         N_("Right: the player to the left of the button acts first, and the button acts "
            "last, which is the best seat at the table."),
         N_("Not this player: betting starts to the left of the button (clockwise), and the "
            "button acts last."),
         rules=_ANTE, seats=_FIVE, button=0,
         wrong_self=N_("You have the button this hand, so you act last. The first to act "
                       "sits on your left: {first}."),
         hole=("Ah Kd 9c 6s 3h", "Qc Qd 8h 5c 2s", "Jc Td 7h 4d 3c", "9h 9s 8d 6c 2d",
               "Kc 8c 7d 5s 4c"),
         stub="As 2h 3s 4s 5h 6h 7c 8s"),
    Step("betting", N_("Betting"),
         N_("You hold three kings and Ann bets 20. Beside the slider, the quick sizes (Min, "
            "½ Pot, ¾ Pot, Pot, Max) set an amount in one click; the slider sets any amount "
            "between. How do you make the most of your hand?"), BET, "raise",
         N_("Right: a quick size (or the slider) sets the amount, and the Raise button then "
            "shows and bets it; nothing is bet until you press it. A raise makes the others "
            "pay more to see a hand this strong."),
         N_("Three kings is a strong hand: raise. Pick the amount with a quick size or the "
            "slider, then press Raise."),
         wrong_by=(("call", N_("A call keeps the pot small, and three kings want it big. "
                               "Raise: pick Pot with the quick sizes, then press Raise.")),
                   ("allin", N_("All in risks every chip, and it scares off the hands that "
                                "would pay a smaller raise. Pick Pot with the quick sizes, "
                                "then press Raise."))),
         rules=_ANTE, seats=_FIVE[:3], button=2,
         hole=("Kh Kd Kc 8s 3h", "Qc Qd 9h 5c 2s", "Jc 9d 7h 4d 3c"),
         stub="As 2h 3s 4s 5h 6h 7c 8c",
         actions=((0, "check", None), (1, "bet", 20), (2, "fold", None))),
    Step("draw_counts", N_("Reading the draw"),
         N_("Ann drew three cards, Bob one, Cy stood pat. Click the player who most likely "
            "holds a made hand already."), PICK_SEAT, 3,
         N_("Right: standing pat means a straight or better (or a bluff). Three cards means "
            "a pair was kept; one card means two pair or a draw."),
         N_("Look again: three cards means a pair was kept, one card two pair or a draw. "
            "The player who stood pat is the one to fear."),
         rules=_ANTE, seats=_FIVE[:4], button=0,
         wrong_self=N_("Not yourself: you know your own cards. Read the others' draws: "
                       "three cards means a pair was kept, one card two pair or a draw, "
                       "and standing pat a made hand: {first}."),
         hole=("Ac Ad 9c 6s 3h", "Kc Kd 8d 5c 2s", "Jc Jd 7s 7d 3c", "9h 8h 7h 5h 2h"),
         stub="As 2d 3s 4s 6d 6c 7c 8s Ts",
         actions=((1, "check", None), (2, "check", None), (3, "check", None),
                  (0, "check", None), (1, "draw", 3), (2, "draw", 1), (3, "draw", 0))),
    Step("pot_odds", N_("Pot odds"),
         N_("You hold four hearts. Ann bets, two players call. Call or fold?"), CHOOSE, "call",
         N_("Right: {figure}. The pot pays more than the risk, so the call is worth it."),
         N_("Folding gives up a good price: {figure}. The call is worth it."),
         options=(("call", N_("Call")), ("fold", N_("Fold"))),
         rules=_ANTE, seats=_FIVE, button=0,
         hole=("Ah 9h 6h 3h Kc", "Qc Qd 8h 5c 2s", "Jc Jd 7h 4d 3c", "9c 9s 8d 6c 2d",
               "Kd Ks 7d 5s 4c"),
         stub="Th 2c 3s 4s 6d 7c 8s Td",
         actions=((1, "bet", 20), (2, "call", None), (3, "call", None), (4, "fold", None))),
    Step("showdown", N_("The showdown"),
         N_("After the draw Ann bet and you called, so Ann shows first: kings and fives "
            "with a nine. You hold kings and fives with a seven. What now?"), CHOOSE, "muck",
         N_("Right: the last player who bet shows first, the others show or muck. With the "
            "same two pair the fifth card decides, and her nine beats your seven: muck, and "
            "your cards stay secret. Only equal hands split the pot, the odd chip to the "
            "first winner left of the button."),
         N_("Look at the fifth card: with the same two pair it decides, and her nine beats "
            "your seven. A beaten hand is mucked."),
         options=(("muck", N_("Muck")), ("show", N_("Show and win")),
                  ("split", N_("Split the pot"))),
         wrong_by=(("show", N_("Showing cannot win here: with the same two pair the fifth "
                               "card decides, and her nine beats your seven. Muck, and "
                               "keep your cards secret.")),
                   ("split", N_("Only equal five-card hands split the pot. Here the fifth "
                                "card, her nine against your seven, gives it all to Ann: "
                                "muck."))),
         then="muck",
         rules=_ANTE, seats=_FIVE[:3], button=2,
         hole=("Kh Kd 5c 5s 3h", "Ks Kc 5h 5d 9s", "Qd Jh 6c 4d 2c"),
         stub="7c 8d 2s 3s 4s 6h 7h 8s 9d",
         actions=((0, "check", None), (1, "bet", 20), (2, "fold", None), (0, "call", None),
                  (0, "draw", 1), (1, "draw", 0), (0, "check", None), (1, "bet", 40),
                  (0, "call", None))),
    Step("openers", N_("Jacks or better"),
         N_("At this table you need a pair of jacks or better to open the betting. You hold "
            "two tens. What do you do?"), CHOOSE, "check",
         N_("Right: tens are not openers, so you may only check."),
         N_("Tens are not enough to open at jacks or better: you may only check."),
         options=(("bet", N_("Open (bet)")), ("check", N_("Check"))),
         rules={**_ANTE, "open_requirement": "jacks-or-better", "check_around": "redeal"},
         seats=_FIVE[:3], button=2,
         hole=("Ts Td 8c 5h 2d", "Kc 9d 7h 4c 3s", "Qd 8h 6c 5d 2c"),
         stub="Ac Kd Qh 9c 3d 4h 5s 7s"),
    Step("redeal", N_("The redeal"),
         N_("Everybody checked: nobody could open. What happens now?"), CHOOSE, "redeal",
         N_("Right: the cards are dealt again and the antes stay in the pot, which grows "
            "with every deal until someone opens."),
         N_("No: when nobody opens, the cards are dealt again and the antes stay in the pot "
            "for the next deal (a redeal)."),
         options=(("redeal", N_("A new deal; the antes stay in the pot")),
                  ("back", N_("Everyone takes the ante back")),
                  ("button", N_("The button wins the antes"))),
         rules={**_ANTE, "open_requirement": "jacks-or-better", "check_around": "redeal"},
         seats=_FIVE[:3], button=2,
         hole=("Ts Td 8c 5h 2d", "Kc 9d 7h 4c 3s", "Qd 8h 6c 5d 2c"),
         stub="Ac Kd Qh 9c 3d 4h 5s 7s",
         actions=((0, "check", None), (1, "check", None), (2, "check", None))),
)


def step_index(key: str) -> int:
    """The position of step ``key`` (ValueError if none)."""
    for i, s in enumerate(STEPS):
        if s.key == key:
            return i
    raise ValueError(f"no tutorial step {key!r}")


def resume_at(completed: int) -> int:
    """The step to start at after ``completed`` steps (0 again once all were done)."""
    return completed if 0 <= completed < len(STEPS) else 0


def card_answers(step: Step) -> Sequence[Card]:
    """The cards a discard step wants thrown."""
    return parse_cards(str(step.answer)) if step.kind == DISCARD else ()
