"""Player settings: a small JSON file with the defaults in code.

API (re-exported here): ``Settings`` and its limits (``model``); ``SettingsStore``,
``load_settings``, ``save_settings``, ``version_of``, ``is_not_regular``,
``NewerFileError``, ``FORMAT_NAME``, ``SETTINGS_VERSION``, ``MAX_FILE_BYTES``,
``UPGRADERS``, ``UNUSABLE`` (``store``: the file format and what happens to a bad file).
"""

from drawpoker.persistence.settings.model import (
    ANIMATION_SPEEDS,
    FOLD_FAST_FORWARD,
    MAX_TABLE_CHIPS,
    MAX_WINDOW,
    MIN_WINDOW,
    SOUND_CHANNELS,
    TEXT_SIZES,
    Settings,
)
from drawpoker.persistence.settings.store import (
    FORMAT_NAME,
    MAX_FILE_BYTES,
    SETTINGS_VERSION,
    UNUSABLE,
    UPGRADERS,
    NewerFileError,
    SettingsStore,
    is_not_regular,
    load_settings,
    save_settings,
    version_of,
)

__all__ = [
    "ANIMATION_SPEEDS", "SOUND_CHANNELS", "TEXT_SIZES", "FOLD_FAST_FORWARD", "FORMAT_NAME", "MAX_FILE_BYTES", "MAX_TABLE_CHIPS", "MAX_WINDOW",
    "MIN_WINDOW", "SETTINGS_VERSION", "UNUSABLE", "UPGRADERS", "NewerFileError", "Settings",
    "SettingsStore", "is_not_regular", "load_settings", "save_settings", "version_of",
]
