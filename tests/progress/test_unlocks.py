"""Things to earn (``progress.unlocks``): every item is unlocked exactly when its rule
holds, the default look is free, and the player's holdings are read from the profile."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.persistence.profile import open_profile
from drawpoker.progress import award as progress
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.unlocks import (
    ITEMS,
    ROOMS,
    Item,
    Owned,
    Unlock,
    is_unlocked,
    item,
    unlocked_names,
)
from drawpoker.progress.xp import Grade

ALL_ACHIEVEMENTS = frozenset(ACHIEVEMENTS)
ALL_ROOMS = frozenset(ROOMS)


def test_enough_of_each_kind_and_the_default_look_is_free() -> None:
    kinds = {k: [it for it in ITEMS if it.kind == k] for k in ("back", "felt", "chips")}
    assert [len(kinds[k]) >= n for k, n in (("back", 6), ("felt", 4), ("chips", 3))] == [True] * 3
    assert [kinds[k][0].name for k in kinds] == ["blue", "green", "classic"]
    assert all(kinds[k][0].unlock is None for k in kinds)
    assert all(it.unlock is not None for k in kinds for it in kinds[k][1:])
    assert len({(it.kind, it.name) for it in ITEMS}) == len(ITEMS)
    assert unlocked_names("back", 1, (), frozenset()) == ["blue"]


@pytest.mark.parametrize("it", [it for it in ITEMS if it.unlock is not None],
                         ids=lambda it: f"{it.kind}-{it.name}")
def test_each_item_is_unlocked_exactly_when_its_rule_holds(it: Item) -> None:
    rule = it.unlock
    assert rule is not None
    if rule.kind == "level":
        assert not is_unlocked(rule, rule.level - 1, ALL_ACHIEVEMENTS, ALL_ROOMS)
        assert is_unlocked(rule, rule.level, (), frozenset())
        assert is_unlocked(rule, rule.level + 5, (), frozenset())
    elif rule.kind == "achievement":
        others = ALL_ACHIEVEMENTS - {rule.id}
        assert not is_unlocked(rule, 99, others, ALL_ROOMS)
        assert is_unlocked(rule, 1, {rule.id}, frozenset())
    else:
        assert not is_unlocked(rule, 99, ALL_ACHIEVEMENTS, ALL_ROOMS - {rule.id})
        assert is_unlocked(rule, 1, (), frozenset({rule.id}))
    owner = Owned(1, frozenset(), frozenset())
    assert not owner.has(it) and owner.why_locked(it.kind, it.name) == rule.text()
    assert Owned(99, ALL_ACHIEVEMENTS, ALL_ROOMS).why_locked(it.kind, it.name) == ""


def test_rules_name_what_unlocks_them() -> None:
    assert Unlock("level", level=4).text() == "Reach level 4 · Table regular"
    assert Unlock("achievement", "four_kind").text() == "Earn “Four of a kind”"
    assert Unlock("room", "saloon").text() == "Finish the saloon in the career"
    for bad in (dict(kind="level", level=0), dict(kind="achievement", id="nope"),
                dict(kind="room", id="moon"), dict(kind="shop", id="x")):
        with pytest.raises(ValueError, match="unlock"):
            Unlock(**bad)  # type: ignore[arg-type]
    with pytest.raises(KeyError, match="no back named 'gold'"):
        item("back", "gold")


def test_the_profile_gives_level_and_achievements_the_career_its_rooms(
        tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    with prof:
        assert progress.owned_of(prof) == Owned(1, frozenset(), frozenset())
        for _ in range(10):  # 10 good decisions: 250 XP, level 2; a hand won
            progress.award_facts(prof, HandFacts(True), [Grade.GOOD], "cash")
        owned = progress.owned_of(prof)
        assert owned.level == 2 and "first_win" in owned.achievements
        assert owned.rooms == frozenset()
        assert owned.has(item("back", "red")) and not owned.has(item("back", "green"))
        saloon = progress.owned_of(prof, frozenset({"kitchen", "saloon"}))
        assert saloon.has(item("back", "argyle")) and not saloon.has(item("back", "sunburst"))
