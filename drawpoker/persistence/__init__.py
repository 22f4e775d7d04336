"""Everything the player keeps between runs: settings, profile, hand histories, open table.

No pygame here. Modules (each documents its API at the top):
    ``paths``    user folders (platformdirs; ``--data-dir`` / ``DRAWPOKER_DATA_DIR`` override),
                 ``atomic_write_text``, ``kept_aside_path``.
    ``notices``  ``Notice``: what to tell the player about a damaged / newer / upgraded file.
    ``settings`` ``Settings`` (defaults in code) and ``SettingsStore`` (versioned JSON file).
    ``profile``  ``open_profile`` -> ``Profile`` (SQLite: player, bankroll, sessions, hands,
                 ledger, statistics; schema migrations).
    ``records``  ``PlayerInfo``, ``HandRecord``, ``SessionRecord``, ``LedgerEntry``.
    ``stats``    pure statistics (``compute_statistics`` -> ``Statistics``), starting-hand
                 categories, per-hand summaries.
    ``history``  replay of scenario-format hand documents (``replay``, ``replay_events``,
                 ``replay_steps``; the documents are written by ``drawpoker.scenario``).
    ``resume``   ``TableKeeper``: the open table and the hand journal; leave/continue.

Start-up in one call: ``open_user_data(data_dir=None) -> UserData`` (paths, loaded settings
store, open profile, a keeper, and every notice to show the player).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field

from drawpoker.persistence.notices import Notice
from drawpoker.persistence.paths import DataPaths, data_paths
from drawpoker.persistence.profile import DEFAULT_BANKROLL, DEFAULT_NAME, Profile, open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.persistence.settings import SettingsStore


@dataclass
class UserData:
    """The player's files, opened.

    Attributes:
        paths: where they are.
        settings: the loaded settings store (``settings.settings`` is the current value).
        profile: the open profile (temporary in memory if the file could not be used).
        keeper: the open-table keeper (``keeper.saved()`` says whether to offer "continue").
        notices: settings and profile notices, in that order, to show at start.
    """

    paths: DataPaths
    settings: SettingsStore
    profile: Profile
    keeper: TableKeeper
    notices: list[Notice] = field(default_factory=list)

    def close(self) -> None:
        """Close the profile (everything is already on disk)."""
        self.profile.close()


def open_user_data(
    data_dir: str | os.PathLike[str] | None = None, *, name: str = DEFAULT_NAME,
    starting_bankroll: int = DEFAULT_BANKROLL,
) -> UserData:
    """Open the settings and the profile for this run; never raises for bad files.

    The profile is locked for this process: a second copy of the game started meanwhile
    gets a temporary profile and an ``in_use`` notice.

    Args:
        data_dir: the ``--data-dir`` option (one folder for everything), or ``None``.
        name / starting_bankroll: for a profile created now.
    """
    paths = data_paths(data_dir)
    with contextlib.suppress(OSError):  # each file reports its own trouble below
        paths.ensure()
    store = SettingsStore(paths.settings_file)
    store.load()
    profile, profile_notices = open_profile(paths.profile_file, name=name,
                                            starting_bankroll=starting_bankroll, lock=True)
    return UserData(paths, store, profile, TableKeeper(profile),
                    list(store.notices) + profile_notices)


__all__ = ["DataPaths", "Notice", "Profile", "SettingsStore", "TableKeeper", "UserData",
           "data_paths", "open_profile", "open_user_data"]
