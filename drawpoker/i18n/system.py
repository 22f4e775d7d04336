"""The system's language: locale names from the environment and the platform, and the
first supported one among them (used on the first start, before a settings file exists).
"""

from __future__ import annotations

import locale as _locale
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from drawpoker.i18n.catalog import FALLBACK_LANGUAGE, LANGUAGES

# Windows locale names (``locale.getlocale()`` there: "Russian_Russia") by language name.
_LANGUAGE_NAMES = {
    "english": "en", "russian": "ru", "slovak": "sk", "german": "de",
    "deutsch": "de", "slovenčina": "sk", "русский": "ru",
}


def language_from_locale(name: str | None) -> str | None:
    """The supported language of one locale name, or None.

    Accepts POSIX (``ru_RU.UTF-8``, ``de_AT@euro``), BCP 47 (``sk-SK``, ``de-Latn-CH``)
    and Windows (``Slovak_Slovakia.1250``) spellings; ``C``/``POSIX`` give None.
    """
    if not name:
        return None
    text = name.strip().split(".")[0].split("@")[0].lower()
    if not text or text in ("c", "posix"):
        return None
    head = re.split(r"[_\-]", text)[0]
    if head in LANGUAGES:
        return head
    return _LANGUAGE_NAMES.get(head)


def _windows_locales() -> list[str]:  # pragma: no cover - Windows only
    import ctypes

    names: list[str] = []
    try:
        windll: Any = ctypes.windll  # type: ignore[attr-defined]
        for fn in ("GetUserDefaultUILanguage", "GetUserDefaultLangID"):
            lcid = int(getattr(windll.kernel32, fn)())
            name = _locale.windows_locale.get(lcid)
            if name:
                names.append(name)
    except (OSError, AttributeError, ValueError):  # no such API, or it failed: no names
        pass
    return names


def _macos_locales() -> list[str]:  # pragma: no cover - macOS only
    import plistlib
    from xml.parsers.expat import ExpatError

    names: list[str] = []
    try:
        path = Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist"
        with path.open("rb") as fh:
            prefs = plistlib.load(fh)
        names.extend(str(x) for x in prefs.get("AppleLanguages", []) or [])
        if prefs.get("AppleLocale"):
            names.append(str(prefs["AppleLocale"]))
    except (OSError, ValueError, ExpatError, AttributeError, TypeError):  # no file, or not a plist
        pass
    return names


def system_locale_names(
    environ: Mapping[str, str] | None = None, platform: str | None = None
) -> list[str]:
    """The locale names the system offers, most preferred first.

    Order: ``LANGUAGE`` (colon list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (as gettext
    reads them), then the platform's UI language (Windows: ``GetUserDefaultUILanguage``
    through ctypes; macOS: ``AppleLanguages`` in the global preferences), then
    ``locale.getlocale()``.

    Args:
        environ: environment to read (default ``os.environ``).
        platform: ``sys.platform`` value to act as (default the real one).
    """
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    names: list[str] = []
    language_list = env.get("LANGUAGE", "")
    # gettext ignores LANGUAGE when the locale is C; so do we.
    lc = env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG") or ""
    if language_list and lc.split(".")[0] not in ("C", "POSIX"):
        names.extend(x for x in language_list.split(":") if x)
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(key):
            names.append(env[key])
            break
    if plat == "win32":
        names.extend(_windows_locales())
    elif plat == "darwin":
        names.extend(_macos_locales())
    if environ is None:
        try:
            loc = _locale.getlocale(_locale.LC_CTYPE)[0]
        except (ValueError, TypeError):
            loc = None
        if loc:
            names.append(loc)
    return names


def detect_system_language(
    environ: Mapping[str, str] | None = None, platform: str | None = None
) -> str:
    """The first supported language among :func:`system_locale_names`, else ``"en"``.

    Used on the first start, before a settings file exists; the player changes it in
    Settings afterwards. A platform probe that fails (OSError, ValueError, TypeError,
    AttributeError) leaves English.
    """
    try:
        for name in system_locale_names(environ, platform):
            code = language_from_locale(name)
            if code is not None:
                return code
    except (OSError, ValueError, TypeError, AttributeError):  # pragma: no cover - a broken
        pass  # platform API must not stop the game
    return FALLBACK_LANGUAGE
