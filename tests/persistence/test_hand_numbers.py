"""Hand numbers: the resume prompt, the history and the statistics use the table's numbers."""

from __future__ import annotations

import random
from pathlib import Path

from drawpoker.session.table.dealing import deal_kept
from tests.support.play import act_kept, random_action, seated, unopened_jackpots_deal

JACKPOTS = {"ante": 5, "open_requirement": "jacks-or-better", "structure": "fixed-limit"}


def test_resume_prompt_names_the_hand_the_table_showed(tmp_path: Path) -> None:
    prof, keeper = seated(tmp_path / "p.sqlite3", {"ante": 5}, [100, 100])
    deal_kept(keeper, random.Random(1))
    assert keeper.hand is not None and keeper.hand.hand_no == 1
    saved = keeper.saved()
    assert saved is not None and saved.hand_in_progress
    assert saved.hand_no == 1  # the table shows "Hand #1", not "hand 0"
    prof.close()


def test_resume_prompt_in_a_redeal_names_the_redeal(tmp_path: Path) -> None:
    prof, keeper, _ = unopened_jackpots_deal(tmp_path, JACKPOTS, range(60))
    deal_kept(keeper, random.Random(0))  # the redeal: the table shows "Hand #2"
    assert keeper.hand is not None and keeper.hand.hand_no == 2
    saved = keeper.saved()
    assert saved is not None and saved.hand_in_progress and saved.hand_no == 2
    prof.close()


def test_history_and_statistics_count_every_deal(tmp_path: Path) -> None:
    prof, keeper, _ = unopened_jackpots_deal(tmp_path, JACKPOTS, range(60))
    rng = random.Random(5)
    deal_kept(keeper, rng)
    while keeper.hand is not None:
        act_kept(keeper, random_action(keeper.hand, rng))
    deal_kept(keeper, rng)  # hand #3 (or #3 and more, if unopened again)
    while keeper.table is not None and keeper.table.in_redeal_chain or keeper.hand is not None:
        if keeper.hand is None:
            deal_kept(keeper, rng)
        act_kept(keeper, random_action(keeper.hand, rng))
    shown = keeper.table.hand_no  # the last number the table showed
    records = prof.hands(limit=None)
    assert sum(r.deals for r in records) == shown
    assert prof.statistics().hands_played == shown
    assert prof.hand_count() == shown
    (session,) = prof.sessions()
    assert session.hands == shown
    from drawpoker.ui.scenes.history import deal_entries

    entries = deal_entries(prof, records)
    assert sorted(e.number for e in entries) == list(range(1, shown + 1))
    assert all(len(e.start_cards.split()) == 5 for e in entries)
    assert [e.final for e in entries].count(False) == shown - len(records)
    prof.close()
