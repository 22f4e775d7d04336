"""Translation of every user-visible string, and the language's way of writing numbers.

* :mod:`~drawpoker.i18n.catalog`: the language and catalogs in force, the pseudo-locale
  and the lookups ``_``, ``ngettext``, ``pgettext``, ``N_``;
* :mod:`~drawpoker.i18n.lazy`: :class:`Text`, a sentence said again in the language
  current when it is shown (:func:`sentence`, :func:`say_again`);
* :mod:`~drawpoker.i18n.formats`: numbers, chips, percentages and dates (Babel);
* :mod:`~drawpoker.i18n.system`: the system's language on the first start.

CLI commands never call :func:`set_language`, so their output stays English.
"""

from drawpoker.i18n.catalog import (
    DOMAIN,
    FALLBACK_LANGUAGE,
    LANGUAGES,
    LOCALE_DIR,
    N_,
    NUMBER_LOCALES,
    PSEUDO_CLOSE,
    PSEUDO_ENV,
    PSEUDO_OPEN,
    _,
    available_languages,
    catalog_key,
    current_language,
    mid_sentence,
    ngettext,
    pgettext,
    pseudo,
    pseudo_enabled,
    set_language,
    set_pseudo,
    speaking,
    translations_of,
)
from drawpoker.i18n.formats import (
    format_chance,
    format_chips,
    format_date,
    format_datetime,
    format_number,
    format_percent,
    format_signed,
    format_signed_chips,
    format_signed_percent,
    format_stored_date,
    format_stored_datetime,
)
from drawpoker.i18n.lazy import Text, say_again, sentence
from drawpoker.i18n.system import detect_system_language, language_from_locale, system_locale_names

__all__ = [
    "DOMAIN", "FALLBACK_LANGUAGE", "LANGUAGES", "LOCALE_DIR", "NUMBER_LOCALES", "PSEUDO_CLOSE",
    "PSEUDO_ENV", "PSEUDO_OPEN", "N_", "_", "available_languages", "catalog_key",
    "current_language", "mid_sentence", "ngettext", "pgettext", "pseudo", "pseudo_enabled",
    "set_language", "set_pseudo", "speaking", "translations_of",
    "format_chance", "format_chips", "format_date", "format_datetime", "format_number", "format_percent",
    "format_signed", "format_signed_chips", "format_signed_percent", "format_stored_date",
    "format_stored_datetime",
    "Text", "say_again", "sentence",
    "detect_system_language", "language_from_locale", "system_locale_names",
]
