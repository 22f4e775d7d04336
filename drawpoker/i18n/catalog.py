"""The translations in force: language, catalogs, pseudo-locale and the lookups ``_``,
``ngettext``, ``pgettext`` (stdlib gettext).

The current language is looked up at call time, so switching language takes
effect at once (no restart). The default is English (the msgids themselves).
Catalogs live in ``drawpoker/locale/<lang>/LC_MESSAGES/drawpoker.mo`` and are
made by ``uv run python tools/i18n.py update`` (extract, merge, compile).

Plural forms come from each catalog's ``Plural-Forms`` header: Russian and
Slovak have three forms, German and English two.

Pseudo-locale: with :func:`set_pseudo` (or the environment variable
``DRAWPOKER_PSEUDO=1`` at import) every translated string is returned with its
ASCII letters swapped for accented look-alikes and wrapped in ``⟦…⟧``. Text on
screen that still contains plain ASCII letters therefore never went through
this module: the UI bypass test relies on it. Placeholders (``{name}``,
``{amount:,}``) are left untouched so ``.format`` keeps working.

CLI commands never call :func:`set_language`, so their output stays English.
"""

from __future__ import annotations

import gettext as _gettext
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

DOMAIN = "drawpoker"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "sk": "Slovenčina", "de": "Deutsch"}
#: The language used when the system's is not one of :data:`LANGUAGES`.
FALLBACK_LANGUAGE = "en"
#: Babel/CLDR locale used for number formatting per language.
NUMBER_LOCALES: dict[str, str] = {"en": "en_US", "ru": "ru_RU", "sk": "sk_SK", "de": "de_DE"}
#: Environment variable that switches the pseudo-locale on at import ("1").
PSEUDO_ENV = "DRAWPOKER_PSEUDO"
PSEUDO_OPEN = "⟦"
PSEUDO_CLOSE = "⟧"

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
_pseudo = os.environ.get(PSEUDO_ENV, "") not in ("", "0")


def available_languages() -> dict[str, str]:
    """Supported language codes mapped to their own names (``{"ru": "Русский", ...}``)."""
    return dict(LANGUAGES)


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


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Lookups in language ``code`` inside the ``with`` block; afterwards the translations
    in force before it (whatever they were) are back, also when the block raises.

    Raises:
        ValueError: ``code`` is not a supported language.
    """
    global _translations, _language
    keep = (_translations, _language)
    try:
        set_language(code)
        yield
    finally:
        _translations, _language = keep


def current_language() -> str:
    """The code of the language in use, e.g. ``"en"``."""
    return _language


# --- pseudo-locale --------------------------------------------------------------------

_PSEUDO_MAP = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçďéƒğĥíĵķľɱñóƥʠŕšťúʋŵẋýžÁƁÇĎÉƑĞĤÍĴĶĽṀÑÓƤǪŔŠŤÚƲŴẊÝŽ",
)
# Replacement fields ({name}, {amount:,}, {0}) and printf fields (%(name)s, %d) stay as
# they are; doubled braces are literal text.
_FIELD = re.compile(r"(\{\{|\}\}|\{[^{}]*\}|%(?:\([A-Za-z_]\w*\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%])")


def set_pseudo(enabled: bool) -> None:
    """Turn the pseudo-locale on or off (see the module docstring)."""
    global _pseudo
    _pseudo = bool(enabled)


def catalog_key() -> tuple[str, bool, int]:
    """A hashable token of the translations in force now: ``(language, pseudo, id of the
    catalog)``. Caches of rendered text key on it, so they follow a language switch, the
    pseudo-locale and any other catalog put in place (a test's stand-in), not only the code.
    """
    return (_language, _pseudo, id(_translations))


def pseudo_enabled() -> bool:
    """True while the pseudo-locale wraps every translated string."""
    return _pseudo


@lru_cache(maxsize=4096)
def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: ``"Fold {name}"`` -> ``"⟦Ƒóľď {name}⟧"``."""
    parts = _FIELD.split(text)
    out = [p if i % 2 else p.translate(_PSEUDO_MAP) for i, p in enumerate(parts)]
    return PSEUDO_OPEN + "".join(out) + PSEUDO_CLOSE


# --- lookups --------------------------------------------------------------------------


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    text = _translations.gettext(message)
    return pseudo(text) if _pseudo else text


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a plural form chosen for ``n`` by the language's rules.

    ``n`` is a count (e.g. cards drawn); Russian and Slovak choose among three forms.
    """
    text = _translations.ngettext(singular, plural, n)
    return pseudo(text) if _pseudo else text


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in a disambiguating ``context``."""
    text = _translations.pgettext(context, message)
    return pseudo(text) if _pseudo else text


def translations_of(message: str) -> set[str]:
    """``message`` in every supported language (English included), e.g. the default player
    name "Player" -> ``{"Player", "Игрок", "Hráč", "Spieler"}``: to tell a default that was
    stored in some language from a value the player chose."""
    found = {message}
    for code in LANGUAGES:
        if code != "en":
            found.add(_gettext.translation(DOMAIN, LOCALE_DIR, languages=[code],
                                           fallback=True).gettext(message))
    return found


#: Languages whose hand names keep their capital letter inside a sentence (German nouns).
_CAPITALISED_NOUNS = frozenset({"de"})


def mid_sentence(text: str) -> str:
    """``text`` (a phrase made to stand alone, e.g. a hand name "Three of a kind, jacks")
    as it is written inside a sentence: "Boris shows three of a kind, jacks". The first
    letter is lower-cased except in German, where the hand names are nouns ("Drilling").
    Under the pseudo-locale the letter after the opening mark is lower-cased.
    """
    if not text or _language in _CAPITALISED_NOUNS:
        return text
    k = len(PSEUDO_OPEN) if text.startswith(PSEUDO_OPEN) else 0
    return text[:k] + text[k:k + 1].lower() + text[k + 1:]


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now."""
    return message
