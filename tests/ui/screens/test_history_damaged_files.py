"""The hand history with a damaged file beside the profile: what was kept aside is told."""

from __future__ import annotations

import pytest

from drawpoker.persistence.table_hands import hands_file
from tests.support.harness import Harness


@pytest.mark.reported("breaker")
def test_a_damaged_pass_and_play_file_is_told_when_the_history_opens(h: Harness) -> None:
    """Opening the history reads pass_and_play.json; a damaged one is kept aside and the
    player is told where it went (it was moved with no word before)."""
    path = hands_file(h.app.data_dir)
    path.write_text("{not json", encoding="utf-8")
    h.app.nav.push("history")
    h.frames(2)
    assert type(h.app.stack.top).__name__ == "HistoryScene"
    kept = [p.name for p in path.parent.iterdir() if p.name.startswith("pass_and_play.corrupt-")]
    assert len(kept) == 1
    current = h.app.toasts.current
    assert current is not None and current[1], current
    assert kept[0] in current[0], current
