"""Computer players: legality in every rules mode, no peeking, no silly folds, the draw.

docs/rules.md §3-§5; issue 5.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from drawpoker import i18n
from drawpoker.ai import make_player
from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import LEVELS, PERSONALITIES
from drawpoker.ai.protocol import Decision
from drawpoker.ai.reasons import call_reason, fold_reason
from drawpoker.ai.tables import tables_for
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, PlayerView, TableRules
from drawpoker.engine.hand import Hand
from tests.support.play import play_hand


def test_reason_names_the_pot_odds_when_calling_a_flush_draw() -> None:
    """"Calling 20 into 100: 19 % to make the flush, 21 % to win, 18 % needed" style."""
    rules = TableRules(ante=10)
    mine = parse_cards("Ah Kh 7h 2h 9c")
    hole = {0: mine, 1: parse_cards("Qs Qd 5c 5d 3s"), 2: parse_cards("Js Jd 8c 8d 4s"),
            3: parse_cards("Ts Td 6c 6d 3c")}
    used = {c for h in hole.values() for c in h}
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in used]
    hand = Hand(rules, [(f"S{i}", 1000) for i in range(4)], 3, random.Random(0), hole=hole,
                stub=stub)
    hand.start()
    # seat 0 is first to act after the button (3): check; 1 bets 20; 2 and 3 call
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.BET, to=20))
    hand.act(Action(2, ActionType.CALL))
    hand.act(Action(3, ActionType.CALL))
    view = hand.view(0)
    decision = make_player("hard:shark").decide(view, random.Random(0))
    assert decision.action.kind in (ActionType.CALL, ActionType.RAISE, ActionType.ALLIN)
    if decision.action.kind == ActionType.CALL:
        assert re.fullmatch(r"Calling 20 into 100: 19% to make the flush, \d+% to win, "
                            r"\d+% needed", decision.reason), decision.reason


def test_reasons_are_said_again_in_the_language_chosen_later() -> None:
    """A language switch in the middle of a hand: the reasons already made are shown in
    the new language, with the same numbers, however far the hand has gone since."""
    from drawpoker import i18n

    players = [make_player(spec) for spec in ("hard:shark", "medium:station", "easy:maniac",
                                              "hard:trickster")]
    i18n.set_language("en")
    try:
        hand, log = play_hand(TableRules(ante=10), players, seed=12)
        assert hand.is_over and len(log) >= 6
        english = [d.reason for _s, d, _l in log]
        assert all(i18n.say_again(r) == r for r in english)  # made again: the same text
        i18n.set_language("de")
        german = [i18n.say_again(r) for r in english]
        changed = [(e, g) for e, g in zip(english, german, strict=True) if e != g]
        assert len(changed) == len(english), [e for e, g in zip(english, german, strict=True)
                                              if e == g]
        for e, g in changed:  # the same numbers (in the German word order)
            assert sorted(re.findall(r"\d+", e)) == sorted(re.findall(r"\d+", g)), (e, g)
        i18n.set_language("en")
        assert [i18n.say_again(r) for r in english] == english
    finally:
        i18n.set_language("en")


def _after_draw_view(mine: str, theirs: str, my_discard: str, opp_discard: int,
                     rules: TableRules | None = None, top: str = ""):
    """Heads-up, both check, the opponent (seat 1) draws ``opp_discard`` (his first cards),
    seat 0 throws ``my_discard`` and receives ``top``; seat 1 checks after the draw; return
    the view of seat 0 in the second betting round."""
    rules = rules or TableRules(ante=10)
    mine_c, theirs_c, top_c = parse_cards(mine), parse_cards(theirs), parse_cards(top)
    used = set(mine_c) | set(theirs_c) | set(top_c)
    stub = top_c + [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in used]
    hand = Hand(rules, [("AI", 1000), ("Opp", 1000)], 0, random.Random(3),
                hole={0: mine_c, 1: theirs_c}, stub=stub)
    hand.start()
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.DRAW, discard=tuple(theirs_c[:opp_discard])))
    hand.act(Action(0, ActionType.DRAW, discard=tuple(parse_cards(my_discard))))
    hand.act(Action(1, ActionType.CHECK))
    view = hand.view(0)
    assert view.legal is not None and view.phase == Phase.SECOND_BETTING
    return view


@pytest.mark.reported("new-player-2#10")
def test_printed_chances_are_never_certain() -> None:
    """A royal flush against hidden cards says 99 %, not "100 % to win" (which
    reads like the player saw the other hand); a busted hand against a pat hand says
    1 %, not 0 %. Every printed percent is 1..99."""
    royal = _after_draw_view("As Ks Qs Js Ts", "2c 7d 9h Jd Qc", "", 3)
    busted = _after_draw_view("2c 4d 7h 9s Jc", "7s 8s 9d Tc Jh", "", 0)
    seen = []
    for view in (royal, busted):
        for spec in ("hard:shark", "hard:rock", "medium:station", "easy:maniac"):
            for seed in range(6):
                reason = make_player(spec).decide(view, random.Random(seed)).reason
                seen.append(reason)
                for pct in re.findall(r"(\d+)%", reason):
                    assert 1 <= int(pct) <= 99, (spec, reason)
    assert any("99%" in r for r in seen), seen


ALL_AI = [f"{lv}:{p}" for lv in LEVELS for p in PERSONALITIES]

MODES: list[dict[str, object]] = [
    {},
    {"structure": "pot-limit"},
    {"structure": "fixed-limit", "raise_cap": 3},
    {"ante": 0, "small_blind": 5, "big_blind": 10},
    {"open_requirement": "jacks-or-better"},
    {"wild": "joker"},
    {"game": "ace-to-five"},
    {"game": "deuce-to-seven", "max_draw": 3},
]

#: "Calling 181 into 286: 27% to win, 39% needed" (with or without a draw and a "but")
CALL = re.compile(r"^Calling (?P<call>[\d,]+) into (?P<pot>[\d,]+)(?: on a hunch)?: .*?"
                  r"(?P<pct>\d+)% to win, (?P<need>\d+)% needed")
#: "Folding: 8% to win, 13% needed to call 20 into 140"
FOLD = re.compile(r"^Folding(?: on a hunch)?: (?P<pct>\d+)% to win, (?P<need>\d+)% needed to "
                  r"call (?P<call>[\d,]+) into (?P<pot>[\d,]+)")
#: what a call below the printed odds, or a fold above them, says it counted on
CALL_BUT = ("but more can be won after the draw", "but the players still to act may call too",
            "but the bet may be a bluff", ": a loose call", "on a hunch")
FOLD_BUT = (": too thin an edge", "on a hunch")


def _spots(hands: int, seed: int) -> Iterator[tuple[PlayerView, Decision, str, random.Random]]:
    """Every decision of ``hands`` hands of random computer players (2-6 seats, mixed
    stacks, several rules modes): (view, decision, player spec, the player's rng after)."""
    for i in range(hands):
        rules = TableRules.from_dict(MODES[i % len(MODES)])
        pick = random.Random(seed * 10_000 + i)
        n = pick.choice([2, 3, 4, 5, 6])
        specs = [pick.choice(ALL_AI) for _ in range(n)]
        players = [make_player(s) for s in specs]
        unit = max(rules.ante, rules.big_blind, 1)
        stacks = [pick.choice([20, 40, 100]) * unit for _ in range(n)]
        hand = Hand(rules, [(f"S{k}", stacks[k]) for k in range(n)], n - 1,
                    random.Random(seed * 7 + i), ask_showdown=True)
        hand.start()
        rngs = [random.Random((seed * 7 + i) * 31 + k) for k in range(n)]
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            view = hand.view(s)
            d = players[s].decide(view, rngs[s])  # type: ignore[attr-defined]
            yield view, d, specs[s], rngs[s]
            hand.act(d.action)


def _chips(text: str) -> int:
    return int(text.replace(",", ""))


def test_needed_is_the_plain_pot_odds_in_every_reason() -> None:
    """For every call and fold reason of many random spots: the call and pot printed are
    what the player owes and every chip in the middle, the "needed" percent is
    round(100 * call / (pot + call)), and a call below it or a fold above it says why."""
    i18n.set_language("en")
    checked = explained = 0
    for view, d, spec, _rng in _spots(160, 3):
        m = CALL.match(d.reason) or FOLD.match(d.reason)
        if m is None:
            assert "needed" not in d.reason, d.reason
            continue
        legal = view.legal
        assert legal is not None
        me = view.seats[view.seat]
        call, pot = min(legal.call_amount, me.stack), view.pot_total
        assert (_chips(m["call"]), _chips(m["pot"])) == (call, pot), (spec, d.reason)
        odds = 100 * call / (pot + call)
        need, pct = int(m["need"]), int(m["pct"])
        assert abs(need - odds) <= 0.5 + 1e-9 or (need == 1 and odds < 1), (spec, d.reason, odds)
        if d.reason.startswith("Calling"):
            assert d.action.kind in (ActionType.CALL, ActionType.ALLIN), d.reason
            if pct < need:
                explained += 1
                assert any(b in d.reason for b in CALL_BUT), (spec, d.reason)
            else:
                assert not any(b in d.reason for b in CALL_BUT[:4]), (spec, d.reason)
        else:
            assert d.action.kind == ActionType.FOLD, d.reason
            if pct > need:
                explained += 1
                assert any(b in d.reason for b in FOLD_BUT), (spec, d.reason)
            else:
                assert ": too thin an edge" not in d.reason, (spec, d.reason)
        checked += 1
    assert checked > 300 and explained > 10, (checked, explained)


def test_the_reported_spot_prints_39_percent_and_says_what_the_call_counted_on() -> None:
    """"Calling 181 into 286: 27% to win, 19% needed" was reported; 181/467 is 39%."""
    i18n.set_language("en")
    tables = tables_for(Mode.of(TableRules()))
    reason = call_reason(0.27, 181, 286, 0.0, 1, None, tables, False, True)
    assert reason == ("Calling 181 into 286: 27% to win, 39% needed now, but more can be won "
                      "after the draw")
    # the players still to act are expected to add 530: 181 / (286 + 181 + 530) is 18 %
    assert call_reason(0.27, 181, 286, 530.0, 1, None, tables, False, True) == (
        "Calling 181 into 286: 27% to win, 39% needed, but the players still to act may "
        "call too")
    assert call_reason(0.27, 181, 286, 0.0, 1, None, tables, False, False) == (
        "Calling 181 into 286: 27% to win, 39% needed: a loose call")
    assert call_reason(0.27, 181, 286, 0.0, 2, None, tables, False, True) == (
        "Calling 181 into 286: 27% to win, 39% needed, but the bet may be a bluff")
    assert call_reason(0.47, 234, 897, 0.0, 1, None, tables, False, True) == (
        "Calling 234 into 897: 47% to win, 21% needed")
    assert fold_reason(0.08, 20, 140) == "Folding: 8% to win, 13% needed to call 20 into 140"
    assert fold_reason(0.30, 20, 140) == (
        "Folding: 30% to win, 13% needed to call 20 into 140: too thin an edge")


@pytest.mark.parametrize(("lang", "want"), [
    ("de", "Call 181 in einen Pot von 286: 27 % Gewinnchance, nötig sind jetzt 39 %, aber "
           "nach dem Tausch lässt sich mehr gewinnen"),
    ("ru", "Колл 181 при банке 286: 27 % на победу, сейчас нужно 39 %, но после обмена можно "
           "выиграть больше"),
    ("sk", "Call 181 do potu 286: 27 % na výhru, teraz treba 39 %, ale po výmene sa dá vyhrať "
           "viac"),
], ids=["de", "ru", "sk"])
def test_the_reason_is_translated_with_the_language_percent_style(lang: str, want: str) -> None:
    tables = tables_for(Mode.of(TableRules()))
    try:
        i18n.set_language(lang)
        got = call_reason(0.27, 181, 286, 0.0, 1, None, tables, False, True)
        assert got == want
        assert "39 %" in fold_reason(0.08, 181, 286)
    finally:
        i18n.set_language("en")


#: sha1 of every decision (hand, seat, action, total, discards, player's rng state after)
#: in _spots(90, 11), taken with the opponent model, the draws by expected chips and the
#: position-aware opening of issue 14, and the level design of its last strength bars (hard
#: reads folds after the draw by strength; medium adapts slower, reads actions half-way) and
#: the line reads, defence and balanced bluffs after the draw of issue 26 (raises before
#: the draw not read by their showdowns; hard's draw weighing the folds a bettor who
#: drew as many cards meets): a change to wording alone must not change a single decision or random draw (a change of
#: play changes it on purpose, with this comment).
DECISIONS_BEFORE = "ddec9e069c9231bfac90964e6e9ea3ccba98c087"


def _fingerprint(hands: int, seed: int) -> str:
    h = hashlib.sha1()
    for view, d, _spec, rng in _spots(hands, seed):
        a = d.action
        state = hashlib.sha1(repr(rng.getstate()).encode()).hexdigest()
        discard = ",".join(str(c) for c in a.discard) if a.discard else ""
        h.update(f"{view.hand_no}|{view.seat}|{a.kind}|{a.to}|{discard}|{state}\n".encode())
    return h.hexdigest()


def test_decisions_and_random_draws_are_those_of_the_code_before() -> None:
    assert _fingerprint(90, 11) == DECISIONS_BEFORE


def test_a_computer_players_reason_keeps_how_to_say_it_again() -> None:
    """The reasons shown after the hand were made in the language of the moment and then
    copied with str(), which forgot how to say them again: after a switch to German the
    log read "Elena: Checking: 24 % to win" beside German and Russian lines."""
    from types import SimpleNamespace

    from drawpoker.engine import Action, ActionType, Phase
    from drawpoker.i18n import _, say_again, sentence

    class Policy:
        def decide(self, view: Any, rng: Any) -> Any:
            return SimpleNamespace(action=Action(1, ActionType.CHECK),
                                   reason=sentence(lambda: _("Nothing to decide")))

    import random

    from drawpoker.session.table.deciders import computer_decision

    _action, reason = computer_decision(Policy(), None,  # type: ignore[arg-type]
                                        SimpleNamespace(phase=Phase.FIRST_BETTING),  # type: ignore[arg-type]
                                        random.Random(1))
    assert reason == "Nothing to decide"
    try:
        i18n.set_language("de")
        assert say_again(reason) == i18n._("Nothing to decide") != "Nothing to decide"
    finally:
        i18n.set_language("en")


@pytest.mark.reported("new-player#16")
def test_computer_players_reasons_write_percent_like_english_and_keep_one_voice() -> None:
    """"41.4 %" has no space in English; "Ada: Showing my hand" switched to
    the first person among "Raising to 80: 85% to win"-style reasons."""
    from babel.messages.pofile import read_po

    pot = Path(__file__).resolve().parents[2] / "drawpoker" / "locale" / "drawpoker.pot"
    with pot.open("rb") as fh:
        catalog = read_po(fh)
    reasons = [m for m in catalog
               if any(path.endswith(("drawpoker/ai/reasons.py", "drawpoker/ai/protocol.py"))
                      for path, _line in m.locations)]
    assert len(reasons) > 15
    for m in reasons:
        for text in ([m.id] if isinstance(m.id, str) else list(m.id)):
            assert " %" not in text, text
            assert not {"my", "me", "I"} & set(text.replace(":", " ").split()), text
