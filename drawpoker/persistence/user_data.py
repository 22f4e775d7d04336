"""Everything in one call: the settings and the profile of a run, with every notice.

``open_user_data(data_dir=None, *, lock=True) -> UserData`` (paths, loaded settings store,
open profile, a keeper, and every notice to show the player). The game opens the same
files itself, a step at a time (``drawpoker.ui.services``); tools and tests use this.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from drawpoker.persistence.notices import Notice, NoticeKind, folder_notice
from drawpoker.persistence.paths import DataPaths, data_paths
from drawpoker.persistence.profile import DEFAULT_BANKROLL, DEFAULT_NAME, Profile, open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.persistence.settings import SettingsStore


@dataclass
class UserData:
    """The player's files, opened.

    Attributes:
        paths: where they are.
        settings: the loaded settings store (``settings.settings`` is the current value;
            ``settings.writable`` False: nothing is written this run).
        profile: the open profile (temporary in memory if the file could not be used).
        keeper: the open-table keeper (``keeper.saved()`` says whether to offer "continue").
        notices: settings and profile notices, in that order, to show at start.
        first_run: there was no settings file before this start (the game then takes the
            language from the system and writes its defaults).
    """

    paths: DataPaths
    settings: SettingsStore
    profile: Profile
    keeper: TableKeeper
    notices: list[Notice] = field(default_factory=list)
    first_run: bool = False

    def close(self) -> None:
        """Close the profile (everything is already on disk) and release its lock."""
        self.profile.close()


def open_user_data(
    data_dir: str | os.PathLike[str] | None = None, *, name: str = DEFAULT_NAME,
    starting_bankroll: int = DEFAULT_BANKROLL, lock: bool | str = True,
) -> UserData:
    """Open the settings and the profile for this run; never raises for bad files.

    The folders are created first. When they cannot be (no permission, a file in the
    way: ``NotADirectoryError`` naming it), the game plays on with the default settings,
    never written this run, and a temporary profile in memory: one ``unwritable`` notice
    for each, whose detail is that error. Otherwise each file reports its own trouble
    (see ``settings.store`` and ``profile.opening``).

    The profile is locked: a second copy of the game started meanwhile gets a temporary
    profile and an ``in_use`` notice.

    Args:
        data_dir: the ``--data-dir`` option (one folder for everything), or ``None``.
        name / starting_bankroll: for a profile created now (chips).
        lock: ``True`` holds ``<profile>.lock`` for this opening; ``"process"`` (the
            game's UI) shares it between the openings of one process and keeps only other
            processes out (see ``open_profile``).

    Raises:
        ValueError: ``name`` or ``starting_bankroll`` unusable.
    """
    paths = data_paths(data_dir)
    store = SettingsStore(paths.settings_file)
    folder_error: OSError | None = None
    try:
        paths.ensure()
    except OSError as exc:
        folder_error = exc
        store.notices.append(Notice(NoticeKind.UNWRITABLE, "settings", paths.settings_file,
                                    detail=str(exc)))
    try:
        first_run = not paths.settings_file.exists()
    except OSError:  # a folder that cannot be looked into: load() reports it
        first_run = False
    store.load()
    if folder_error is not None:
        store.writable = False
        profile, _ = open_profile(":memory:", name=name, starting_bankroll=starting_bankroll)
        profile_notices = [folder_notice(folder_error, paths.profile_file)]
    else:
        profile, profile_notices = open_profile(paths.profile_file, name=name,
                                                starting_bankroll=starting_bankroll, lock=lock)
    return UserData(paths, store, profile, TableKeeper(profile),
                    list(store.notices) + profile_notices, first_run)


__all__ = ["UserData", "open_user_data"]
