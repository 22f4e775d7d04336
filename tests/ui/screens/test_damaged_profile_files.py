"""Screens over a damaged file or row beside the profile: they open and say what is wrong."""

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


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("route", ["settings", "career"])
def test_a_damaged_career_row_is_told_and_the_screen_opens(h: Harness, route: str) -> None:
    """A career_rooms row with text for its best place: Settings (what is unlocked) and the
    career map open and say the profile cannot be read (a ValueError traceback before)."""
    with h.app.profile.transaction() as conn:
        conn.execute("INSERT INTO career_rooms VALUES ('kitchen', 1, 'abc', NULL)")
    h.app.nav.push(route)
    h.frames(2)
    top = h.app.stack.top
    shown = " ".join(filter(None, [getattr(top, "problem", None),
                                   (h.app.toasts.current or ("",))[0]]))
    assert "'kitchen' has a damaged best place" in shown, shown


def _pass_and_play_hand(name: str) -> dict[str, object]:
    doc = {"rules": {"ante": 10}, "seats": [{"name": name, "stack": 500},
                                            {"name": "Boris", "stack": 500}], "deals": []}
    return {"played_at": "2026-01-01T10:00:00Z", "hand_no": 1, "people": [name, "Boris"],
            "document": doc}


@pytest.mark.reported("breaker-7#4")
@pytest.mark.parametrize("name", ["Ann\x00", "Ann\ud800"], ids=["nul", "lone-surrogate"])
def test_a_stored_name_the_font_cannot_take_is_drawn(h: Harness, name: str) -> None:
    """A NUL (or a lone surrogate, written ``\\ud800`` in the JSON) in a pass-and-play
    hand's name and in the profile's player name: the hand list and the Profile screen
    draw it (the NUL stopped the game: "ValueError: A null character was found in the
    text" from the font; the surrogate: UnicodeEncodeError)."""
    import json

    hands_file(h.app.data_dir).write_text(
        json.dumps({"hands": [_pass_and_play_hand(name)]}), encoding="utf-8")
    h.app.nav.push("table_hands")
    h.frames(2)
    assert type(h.app.stack.top).__name__ == "TableHandsScene"
    assert len(h.app.stack.top.hands) == 1  # type: ignore[attr-defined]
    with h.app.profile.transaction() as conn:
        conn.execute("UPDATE player SET name = ?", (name.replace("\ud800", "x"),))
    h.app.nav.push("profile")
    h.frames(2)
    assert type(h.app.stack.top).__name__ == "ProfileScene"


@pytest.mark.reported("breaker-7#10")
def test_a_player_name_that_is_not_utf8_is_read_and_the_profile_screen_opens(
        h: Harness) -> None:
    """The player row's name holding a byte that is not UTF-8 (a damaged sector, a
    hand edit): the Profile screen stopped the game with "sqlite3.OperationalError: Could
    not decode to UTF-8 column 'name'". The name is read with U+FFFD for the byte."""
    with h.app.profile.transaction() as conn:
        conn.execute("UPDATE player SET name = CAST(x'416eff' AS TEXT)")
    assert h.app.profile.player().name == "An\ufffd"
    h.app.nav.push("profile")
    h.frames(2)
    assert type(h.app.stack.top).__name__ == "ProfileScene"


#: a text column of each kind of row the screens read, and the row to damage
NOT_UTF8 = [("hands", "game"), ("hands", "played_at"), ("hands", "start_cards"),
            ("achievements", "key"), ("progress_counters", "key"),
            ("daily_results", "answers_json")]


@pytest.mark.reported("breaker-7#11")
@pytest.mark.parametrize(("table", "column"), NOT_UTF8, ids=[".".join(c) for c in NOT_UTF8])
def test_a_text_that_is_not_utf8_in_any_row_leaves_every_screen_open(
        h: Harness, table: str, column: str) -> None:
    """One byte that is not UTF-8 appended to a text of a recorded hand, an achievement, a
    progress counter or a daily result: Profile, Statistics, Hand history and the daily
    challenge each stopped the game ("Could not decode to UTF-8 column ..."). Every text
    of the profile is now read with U+FFFD for such a byte."""
    from datetime import date

    from tests.support.records import play_hands

    play_hands(h.app.profile, 2)
    with h.app.profile.transaction() as conn:
        conn.execute("INSERT INTO achievements VALUES ('daily_first', '2026-01-01T00:00:00Z')")
        conn.execute("INSERT INTO progress_counters VALUES ('dailies', 1)")
        conn.execute("INSERT INTO daily_results VALUES ('2026-01-02', 700, '[]', 'x')")
        conn.execute(f"UPDATE {table} SET {column} = CAST(CAST({column} AS BLOB) || x'ff' "
                     f"AS TEXT) WHERE rowid = (SELECT min(rowid) FROM {table})")
    for route, kwargs in (("profile", {}), ("stats", {}), ("history", {}),
                          ("daily", {"day": date(2026, 12, 6)})):
        h.app.nav.push(route, **kwargs)
        h.frames(3)
        h.app.stack.pop()
        h.frames(1)
