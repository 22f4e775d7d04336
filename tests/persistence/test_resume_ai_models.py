"""The open table keeps what the computer players learnt (issue 14): ``TableKeeper.ai_models``
is written with the table and given back by ``restore``; a player loads it and reads the
other players as before."""

from __future__ import annotations

import json
import random
from pathlib import Path

from drawpoker.ai import make_player
from drawpoker.ai.player import AIPlayer
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import seated


def test_the_opponent_models_come_back_with_the_table(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, keeper = seated(path, {"ante": 10}, [400, 400])
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    h = ai.model._of("You")
    h.draws, h.pats, h.pat_shown = 9.0, 9.0, [0.3, 0.4]
    ai.model.tendencies.add("You", 2, "facing", "call")
    keeper.ai_models = {"1": ai.model_state()}
    deal_kept(keeper, random.Random(3))  # the table is written before the deal
    prof.close()
    other, _ = open_profile(path)
    restored = TableKeeper(other).restore()
    assert restored is not None
    assert json.loads(json.dumps(restored.ai_models)) == {"1": ai.model_state()}
    again = make_player("hard:shark")
    assert isinstance(again, AIPlayer)
    again.load_model_state(restored.ai_models["1"])
    assert again.model.snow_share("You") == ai.model.snow_share("You") > 0.5
    other.close()
