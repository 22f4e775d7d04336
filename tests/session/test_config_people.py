"""Table setup's "People at this table": 1 is the usual game, 2..8 is pass and play for
table chips only (the people first, computer players in the other seats)."""

from __future__ import annotations

import pytest

from drawpoker.session.config import TableConfig, table_summary


def test_one_person_is_the_usual_table() -> None:
    cfg = TableConfig()
    kwargs = cfg.table_kwargs()
    assert "people" not in kwargs and len(kwargs["opponents"]) == cfg.seats - 1
    assert "Pass and play" not in table_summary(cfg)


def test_three_people_at_six_seats_leave_three_computer_players() -> None:
    cfg = TableConfig()
    cfg.seats, cfg.people = 6, 3
    cfg.people_names[0] = "  Zed "
    kwargs = cfg.table_kwargs()
    assert kwargs["people"] == ["Player 1", "Zed", "Player 3"]
    assert len(kwargs["opponents"]) == 3 and len(kwargs["levels"]) == 3
    assert "Pass and play · table chips only" in table_summary(cfg)


def test_a_table_of_people_only_has_no_computer_player() -> None:
    cfg = TableConfig()
    cfg.seats, cfg.people = 2, 2
    kwargs = cfg.table_kwargs()
    assert kwargs["opponents"] == [] and kwargs["people"] == ["Player 1", "Player 2"]


def test_more_people_than_seats_is_refused_by_name() -> None:
    cfg = TableConfig()
    cfg.seats, cfg.people = 3, 4
    with pytest.raises(ValueError, match="People at this table"):
        cfg.table_kwargs()


def test_two_people_of_one_name_are_refused() -> None:
    cfg = TableConfig()
    cfg.seats, cfg.people = 4, 2
    cfg.people_names[0] = "player 1"
    with pytest.raises(ValueError, match="share a name"):
        cfg.table_kwargs()


def test_the_people_and_their_names_are_remembered_for_the_next_table() -> None:
    """The settings' ``last_table`` keeps how many people sat and their names, so Play
    now and Table setup seat them again (their seats: the first ones)."""
    from drawpoker.persistence.settings.model import Settings

    cfg = TableConfig()
    cfg.seats, cfg.people = 5, 3
    cfg.people_names[:2] = ["Zed", "Yuki"]
    stored = Settings().replace(last_table=cfg.to_last_table()).last_table
    again = TableConfig.from_last_table(stored)
    assert again.seats == 5 and again.people == 3
    assert again.table_kwargs()["people"] == ["Player 1", "Zed", "Yuki"]
    assert len(again.table_kwargs()["opponents"]) == 2


def test_a_hand_edited_count_of_people_is_refused_by_name() -> None:
    from drawpoker.persistence.settings.model import Settings

    cfg = TableConfig()
    cfg.seats, cfg.people = 3, 2
    bad = cfg.to_last_table() | {"people": 9}
    with pytest.raises(ValueError, match="last_table.people"):
        Settings().replace(last_table=bad)
    names = cfg.to_last_table() | {"people_names": ["Boris", 7]}
    with pytest.raises(ValueError, match="last_table.people_names"):
        Settings().replace(last_table=names)


@pytest.mark.reported("fresh new player, issue 29: the first person was always Player 1")
def test_the_first_person_is_named_too_and_remembered() -> None:
    from drawpoker.persistence.settings.model import Settings

    cfg = TableConfig()
    cfg.seats, cfg.people = 4, 2
    cfg.set_person_name(1, "  Ann ")
    cfg.set_person_name(2, "Zed")
    assert cfg.table_kwargs()["people"] == ["Ann", "Zed"]
    stored = Settings().replace(last_table=cfg.to_last_table()).last_table
    assert TableConfig.from_last_table(stored).person_names() == ["Ann", "Zed"]
    cfg.set_person_name(1, "   ")  # spaces only: "Player 1" again
    assert cfg.person_names() == ["Player 1", "Zed"]
    with pytest.raises(ValueError, match="last_table.first_name"):
        Settings().replace(last_table=cfg.to_last_table() | {"first_name": 7})
