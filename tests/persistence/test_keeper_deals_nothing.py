"""Persistence keeps the journal and the records, and deals nothing (issue 25): the table's
session deals (``session.table.dealing.deal_kept``: the seed, the shuffle, the deal), the
keeper stores the table at rest before a new hand and journals the deal after it."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.table import Table
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import SETUP, new_table

PERSISTENCE = Path(__file__).resolve().parents[2] / "drawpoker" / "persistence"
#: What dealing is: a new deal at the table, a seed or a shuffle drawn, a hand started.
DEALING = re.compile(r"\.new_hand\(|getrandbits\(|CommittedShuffle|\.start\(\)")


def test_no_persistence_module_deals_or_draws() -> None:
    found = [f"{path.relative_to(PERSISTENCE)}:{n}"
             for path in sorted(PERSISTENCE.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if DEALING.search(line)]
    assert found == []
    assert not hasattr(TableKeeper, "deal") and not hasattr(TableKeeper, "act")


class _Watched(random.Random):
    """A session's random source that fails when drawn from inside a transaction."""

    def __init__(self, seed: int, inside: list[bool]) -> None:
        super().__init__(seed)
        self.inside = inside

    def getrandbits(self, k: int) -> int:
        assert not self.inside[0], "a seed drawn inside the keeper's transaction"
        return super().getrandbits(k)


def test_the_deal_is_dealt_outside_the_keepers_transactions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 5}, [300, 300]), 0, SETUP[:3])
    inside = [False]
    real_transaction = prof.transaction

    class Watching:
        def __enter__(self) -> Any:
            self.cm = real_transaction()
            conn = self.cm.__enter__()
            inside[0] = True
            return conn

        def __exit__(self, *exc: Any) -> Any:
            inside[0] = False
            return self.cm.__exit__(*exc)

    monkeypatch.setattr(prof, "transaction", Watching)
    real_new_hand = Table.new_hand
    dealt: list[bool] = []

    def new_hand(self: Table, *args: Any, **kwargs: Any) -> Any:
        dealt.append(inside[0])
        return real_new_hand(self, *args, **kwargs)

    monkeypatch.setattr(Table, "new_hand", new_hand)
    deal_kept(keeper, _Watched(3, inside))
    assert dealt == [False], "the deal was dealt inside the keeper's transaction"
    hand = keeper.hand
    assert hand is not None and not hand.is_over
    journal = prof.connection.execute("SELECT journal_json FROM hand_journal").fetchone()
    assert journal is not None, "the deal is journalled by the keeper"
    prof.close()
