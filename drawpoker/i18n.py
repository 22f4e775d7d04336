"""Translation functions for every user-visible string (stdlib gettext).

The current language is looked up at call time, so switching language takes
effect at once. The default is English (the msgids themselves). Catalogs live in
``drawpoker/locale/<lang>/LC_MESSAGES/drawpoker.mo``.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "drawpoker"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "sk": "Slovenčina", "de": "Deutsch"}

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def set_language(code: str) -> None:
    """Switch every later lookup to language ``code`` (one of :data:`LANGUAGES`).

    Raises:
        ValueError: ``code`` is not a supported language.
    """
    global _translations, _language
    if code not in LANGUAGES:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(LANGUAGES)}")
    if code == "en":
        _translations = _gettext.NullTranslations()
    else:
        _translations = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _language = code


def current_language() -> str:
    """The code of the language in use, e.g. ``"en"``."""
    return _language


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a plural form chosen for ``n`` by the language's rules."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in a disambiguating ``context``."""
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now."""
    return message
