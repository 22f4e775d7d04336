"""The engine's proof by scenarios (issue 4, "Proof").

Every file in ``tests/scenario/files/`` is one scenario (scenario-format.md) whose ``expect`` block was
worked out by hand from docs/rules.md and known-faults.md sections B-E (see tests/scenario/files/README.md
for which rule or row each file proves). For each file this module:

* checks the file itself: valid cards, no card twice in a deal, enough named stub cards for the
  draws, expected stacks that add up to the chips the table started with, pot shares that add up
  to the pot (so a wrong hand-worked figure is caught even without the engine);
* plays it through ``drawpoker.scenario.run.run_scenario`` and compares the result with
  ``expect`` by the subset rules of scenario-format.md, printing every difference;
* checks the cards at showdown: each final hand is what the file's hole cards, discards and
  stub order give, and for the stub-exhaustion files, no card is held twice and nobody gets his
  own discards back;
* runs a few files through the real command line (``python -m drawpoker replay``) and checks
  the exit status 0/1/2/3 and the messages.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.scenarios import FILES, SCENARIO_DIR, load_scenario

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK52 = frozenset(r + s for r in RANKS for s in SUITS)


def _cards(text: str) -> list[str]:
    """Card tokens of a scenario card string, normalised (``10`` -> ``T``, joker ``Jk``)."""
    out = []
    for token in text.split():
        if token.lower() == "jk":
            out.append("Jk")
            continue
        rank, suit = token[:-1].upper(), token[-1].lower()
        out.append(("T" if rank == "10" else rank) + suit)
    return out


def _card_list(value: Any) -> list[str]:
    """Cards of a result ``final`` entry, which may be a string or a list of card strings."""
    if isinstance(value, str):
        return _cards(value)
    return _cards(" ".join(str(v) for v in value))


# --------------------------------------------------------------------------- subset compare


def subset_diff(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Differences between ``expected`` and ``actual`` by the subset rules of scenario-format.md.

    Objects are compared key by key for the keys ``expected`` names; lists of objects item by
    item (and must have the same length); any other value, lists of plain values included,
    must be equal.

    Returns:
        One readable line per difference (empty when ``actual`` satisfies ``expected``).
    """
    where = path or "(top)"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object {expected!r}, got {actual!r}"]
        diffs: list[str] = []
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                diffs.append(f"{sub}: missing (expected {value!r})")
            else:
                diffs.extend(subset_diff(value, actual[key], sub))
        return diffs
    if isinstance(expected, list) and expected and all(isinstance(e, dict) for e in expected):
        if not isinstance(actual, list):
            return [f"{where}: expected a list, got {actual!r}"]
        diffs = []
        if len(actual) != len(expected):
            diffs.append(f"{where}: expected {len(expected)} items, got {len(actual)}: {actual!r}")
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            diffs.extend(subset_diff(e, a, f"{path}[{i}]"))
        return diffs
    if expected != actual:
        return [f"{where}: expected {expected!r}, got {actual!r}"]
    return []


def test_subset_diff_follows_the_format_rules() -> None:
    """The comparison itself: extra keys are fine, missing/different values and pot counts are not."""
    actual = {"a": 1, "b": {"c": 2, "d": 3}, "pots": [{"amount": 5, "x": 1}], "order": ["A", "B"]}
    assert subset_diff({"b": {"c": 2}, "pots": [{"amount": 5}]}, actual) == []
    assert subset_diff({"b": {"c": 9}}, actual) == ["b.c: expected 9, got 2"]
    assert subset_diff({"zz": 1}, actual) == ["zz: missing (expected 1)"]
    assert subset_diff({"order": ["B", "A"]}, actual)  # plain lists must be equal, order included
    assert subset_diff({"pots": [{"amount": 5}, {"amount": 1}]}, actual)  # an extra/missing pot
    assert subset_diff({"error": None}, {"error": {"deal": 0}})


# --------------------------------------------------------------------------- file sanity


def _start_total(data: dict[str, Any]) -> int:
    return sum(int(s["stack"]) for s in data["seats"])


def _draw_walk(deal: dict[str, Any]) -> Iterator[tuple[str, list[str]]]:
    for action in deal["actions"]:
        if action["act"] == "draw":
            yield action["seat"], _cards(action.get("discard", ""))


def _is_reshuffle_file(data: dict[str, Any]) -> bool:
    """True when a deal's draws need more cards than its stub can give without a reshuffle."""
    n_deck = 53 if data["rules"].get("wild") in ("joker", "bug") else 52
    for deal in data["deals"]:
        stub_size = n_deck - 5 * len(deal["hole"])
        if sum(len(d) for _, d in _draw_walk(deal)) > stub_size - 1:
            return True
    return False


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_is_consistent(path: Path) -> None:
    """The hand-worked file itself is sound: cards, stubs and chip totals."""
    data = load_scenario(path)
    assert data["format"] == "drawpoker-scenario/1"
    names = [s["name"] for s in data["seats"]]
    assert len(names) == len(set(names)) and 2 <= len(names) <= 8
    assert data["button"] in names
    wild = data["rules"].get("wild", "none")
    deck = set(DECK52) | ({"Jk"} if wild in ("joker", "bug") else set())
    expect = data["expect"]
    error = expect.get("error")
    reshuffle = _is_reshuffle_file(data)
    for i, deal in enumerate(data["deals"]):
        assert set(deal["hole"]) <= set(names), f"deal {i}: unknown seat in hole"
        held: dict[str, list[str]] = {n: _cards(h) for n, h in deal["hole"].items()}
        stub = _cards(deal["stub"])
        every = [c for h in held.values() for c in h] + stub
        assert all(len(h) == 5 for h in held.values()), f"deal {i}: a hole hand is not 5 cards"
        assert set(every) <= deck, f"deal {i}: cards not in this deck: {set(every) - deck}"
        assert len(every) == len(set(every)), f"deal {i}: a card is named twice"
        if error and error["deal"] == i:
            assert error["action"] < len(deal["actions"])
            break
        drawn = 0
        for seat, discard in _draw_walk(deal):
            assert len(set(discard)) == len(discard), f"deal {i}: {seat} discards a card twice"
            assert set(discard) <= set(held[seat]), f"deal {i}: {seat} discards cards he lacks"
            drawn += len(discard)
        if not reshuffle:
            assert drawn <= len(stub), f"deal {i}: the named stub is too short for the draws"
        else:
            assert len(every) == len(deck), f"deal {i}: a reshuffle file must name every card"
    carried = error and any(d.get("outcome") == "redeal" for d in expect["deals"])
    if carried:  # stopped after a redeal: the carried pot is in the middle, not in a stack
        in_middle = expect["deals"][-1]["carried"]
        assert sum(expect["stacks"].values()) + in_middle == _start_total(data)
    else:
        assert sum(expect["stacks"].values()) == _start_total(data), "chips created or lost"
    assert set(expect["stacks"]) == set(names)
    if error:
        assert len(expect["deals"]) == error["deal"]
    for i, result in enumerate(expect.get("deals", [])):
        for pot in result.get("pots", []):
            assert sum(pot["shares"].values()) == pot["amount"], f"deal {i}: shares != pot"
            assert set(pot["winners"]) == set(pot["shares"])
            assert set(pot["winners"]) <= set(pot["eligible"])
            assert pot["amount"] > 0, "no empty pot is ever shown"


# --------------------------------------------------------------------------- engine runs


def _run(data: dict[str, Any]) -> dict[str, Any]:
    from drawpoker.scenario.run import run_scenario

    result: dict[str, Any] = run_scenario(copy.deepcopy(data))
    return result


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_matches_expect(path: Path) -> None:
    """The engine plays the file to exactly the hand-worked result."""
    data = load_scenario(path)
    result = _run(data)
    diffs = subset_diff(data["expect"], result)
    if diffs:
        pytest.fail(
            f"{path.name}: the engine differs from the hand-worked expect block:\n  "
            + "\n  ".join(diffs)
            + "\nfull result:\n"
            + json.dumps(result, indent=1)[:6000]
        )
    assert result["format"] == "drawpoker-result/1"
    if result["error"] is None:
        assert sum(result["stacks"].values()) == _start_total(data), "chips created or lost"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_expect_holds_for_any_seed(path: Path) -> None:
    """The files name every card their result depends on, so another seed changes nothing
    that ``expect`` names (scenario-format.md: "a test that must hold for any engine names the
    cards it depends on"); and the same file always gives the same result."""
    data = load_scenario(path)
    first = _run(data)
    assert _run(data) == first, "the same file gave two different results"
    for seed in (2, 987654321):
        other = dict(data, seed=seed)
        diffs = subset_diff(data["expect"], _run(other))
        assert not diffs, f"seed {seed}: " + "; ".join(diffs)


def _expected_finals(deal: dict[str, Any]) -> dict[str, set[str]]:
    hands = {n: _cards(h) for n, h in deal["hole"].items()}
    stub = _cards(deal["stub"])
    pos = 0
    for seat, discard in _draw_walk(deal):
        new = stub[pos:pos + len(discard)]
        pos += len(discard)
        hands[seat] = [c for c in hands[seat] if c not in discard] + new
    return {n: set(h) for n, h in hands.items()}


NAMED_STUB_FILES = [
    p for p in FILES if not _is_reshuffle_file(load_scenario(p)) and not load_scenario(p)["expect"].get("error")
]


@pytest.mark.parametrize("path", NAMED_STUB_FILES, ids=[p.stem for p in NAMED_STUB_FILES])
def test_showdown_hands_come_from_the_draw(path: Path) -> None:
    """Each hand at showdown is the kept cards plus the next stub cards in draw order (B45, B47)."""
    data = load_scenario(path)
    result = _run(data)
    for i, (deal, out) in enumerate(zip(data["deals"], result["deals"], strict=False)):
        finals = out.get("final") or {}
        expected = _expected_finals(deal)
        for seat, cards in finals.items():
            got = _card_list(cards)
            assert len(got) == 5, f"deal {i}: {seat} holds {got}"
            assert set(got) == expected[seat], f"deal {i}: {seat} final {got}, expected {expected[seat]}"


@pytest.mark.known_fault("B45")
def test_post_draw_hand_described_b45() -> None:
    """B45: the result text names the post-draw full house, not the pre-draw pair."""
    result = _run(load_scenario(SCENARIO_DIR / "b45_result_from_post_draw_hand.json"))
    text = result["deals"][0]["shown"]["A"].lower()
    assert "full house" in text and "seven" in text and "three" in text, text


RESHUFFLE_FILES = [p for p in FILES if _is_reshuffle_file(load_scenario(p))]


def _kept_aside_openers(data: dict[str, Any], deal: dict[str, Any]) -> set[str]:
    """Jackpots: discarded cards of the opener's pair (jacks or better) stay aside (docs/rules.md §3.3)."""
    if data["rules"].get("open_requirement") != "jacks-or-better":
        return set()
    opener = next((a["seat"] for a in deal["actions"] if a["act"] == "bet"), None)
    if opener is None:
        return set()
    hole = _cards(deal["hole"][opener])
    ranks = [c[0] for c in hole]
    paired = {c for c in hole if ranks.count(c[0]) >= 2 and c[0] in "JQKA"}
    discards = {c for seat, d in _draw_walk(deal) if seat == opener for c in d}
    return discards & paired


@pytest.mark.parametrize("path", RESHUFFLE_FILES, ids=[p.stem for p in RESHUFFLE_FILES])
def test_stub_exhaustion_cards(path: Path) -> None:
    """B44 and the other files whose draws exhaust the stub: docs/rules.md §3.5 seen in the hands.

    The first players are served from the named stub; when it is down to its last card, that
    card, the folded hands and the discards so far (not those of the player being served, not
    a jackpots opener's kept-aside openers) are shuffled into a new stub. So: no card is held
    twice, nobody gets one of his own discards back, the named stub cards land where the draw
    order puts them, and every card dealt after a reshuffle comes from the cards allowed into it.
    """
    data = load_scenario(path)
    result = _run(data)
    for i, (deal, out) in enumerate(zip(data["deals"], result["deals"], strict=False)):
        if out.get("outcome") != "showdown":
            continue
        finals = {n: set(_card_list(c)) for n, c in out["final"].items()}
        every = [c for f in finals.values() for c in f]
        assert len(every) == len(set(every)) == 5 * len(finals), f"deal {i}: a card is held twice"
        _check_reshuffle_walk(i, deal, finals, _kept_aside_openers(data, deal))


def _check_reshuffle_walk(
    i: int, deal: dict[str, Any], finals: dict[str, set[str]], kept_aside: set[str]
) -> None:
    """Follow docs/rules.md §3.5 by stub sizes: which cards each player must or may have received."""
    hole = {n: set(_cards(h)) for n, h in deal["hole"].items()}
    stub = _cards(deal["stub"])
    first_draw = next(j for j, a in enumerate(deal["actions"]) if a["act"] == "draw")
    folded = {a["seat"] for a in deal["actions"][:first_draw] if a["act"] == "fold"}
    muck: set[str] = set().union(*(hole[n] for n in folded))  # available to the next reshuffle
    allowed: set[str] = set()  # a superset of the current reshuffled stub
    size, pos, named = len(stub), 0, True
    for n, discard_list in _draw_walk(deal):
        discard = set(discard_list)
        need = len(discard)
        from_named: list[str] = []
        while need:
            if size > 1:
                take = min(need, size - 1)
                if named:
                    from_named += stub[pos:pos + take]
                    pos += take
                size -= take
                need -= take
            else:  # the last card is never dealt: it is shuffled with the discards so far
                allowed = ({stub[pos]} if named else allowed) | muck
                named = False
                size = 1 + len(muck)
                muck = set()
        if n in finals:
            kept = hole[n] - discard
            assert kept <= finals[n], f"deal {i}: {n} lost kept cards {sorted(kept - finals[n])}"
            new = finals[n] - kept
            assert not new & discard, f"deal {i}: {n} got his own discards {sorted(new & discard)} back"
            assert set(from_named) <= new, f"deal {i}: {n} lacks stub cards {from_named}"
            rest = new - set(from_named)
            assert rest <= allowed, f"deal {i}: {n} got {sorted(rest - allowed)} from outside the reshuffle"
            assert not finals[n] & kept_aside - hole[n], f"deal {i}: {n} holds a kept-aside opener"
        muck |= discard - kept_aside


def test_readme_lists_every_scenario() -> None:
    """tests/scenario/files/README.md names each file and the rule or row it proves, and no other."""
    readme = (SCENARIO_DIR / "README.md").read_text(encoding="utf-8")
    listed = {line.split("|")[1].strip() for line in readme.splitlines()
              if line.startswith("| ") and not line.startswith("| file")}
    assert listed == {p.stem for p in FILES}
