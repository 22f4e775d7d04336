"""Translation functions for every user-visible string (stdlib gettext).

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
import locale as _locale
import math
import os
import re
import sys
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

DOMAIN = "drawpoker"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
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


class Sentence(str):
    """A translated sentence that can be said again in another language.

    Its value is the text in the language current when it was made, so it goes wherever
    a ``str`` goes; :func:`say_again` renders it anew, from the same numbers, in the
    language current then (e.g. a computer player's reason made before the player
    switched language in the middle of a hand). Made by :func:`sentence`.
    """

    _render: Callable[[], str]


def sentence(render: Callable[[], str]) -> str:
    """The text ``render()`` returns now, remembering ``render`` for :func:`say_again`.

    Args:
        render: makes the whole sentence in the current language (``_``/``ngettext``
            plus ``format``); it must not change state, as it is called again later.
    """
    text = Sentence(render())
    text._render = render
    return text


def say_again(text: str) -> str:
    """``text`` in the current language if it was made by :func:`sentence`, else as it is."""
    render = getattr(text, "_render", None)
    return render() if render is not None else text


# --- numbers --------------------------------------------------------------------------


def format_number(n: int | float, language: str | None = None, *, places: int | None = None) -> str:
    """``n`` with the language's digit grouping and decimal sign: en ``1,250.5``,
    de ``1.250,5``, ru/sk ``1 250,5`` (no-break space U+00A0).

    Args:
        n: the number (chips are whole numbers; fractions keep up to 3 decimals).
        language: a code from :data:`LANGUAGES`; default the current language.
        places: exactly this many decimals (rounded half-even; ``2.0`` -> en ``2.0``,
            de ``2,0``); default: as many as needed, up to 3.

    Raises:
        ValueError: ``language`` is not supported or ``places`` is negative.
    """
    code = language or _language
    if code not in NUMBER_LOCALES:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(LANGUAGES)}")
    if places is not None and places < 0:
        raise ValueError(f"places must be 0 or more, got {places}")
    return _formatted(type(n).__name__, n, code, places)


@lru_cache(maxsize=8192)
def _formatted(kind: str, n: int | float, code: str, places: int | None) -> str:
    """:func:`format_number` once checked; cached, as the same chip amounts come back in
    every reason and log line (``kind`` keeps ``2`` and ``2.0`` apart)."""
    import decimal

    from babel.numbers import format_decimal

    del kind
    with decimal.localcontext() as context:
        # Babel computes in the current decimal context (28 digits): a number of more
        # digits (a hostile file's bet of 10**27 chips) would raise InvalidOperation
        if isinstance(n, int):
            digits = len(str(abs(n))) if abs(n) < 10**4000 else n.bit_length() // 3 + 1
        else:
            digits = 400 if math.isfinite(n) else 0
        context.prec = max(context.prec, digits + (places or 3) + 8)
        context.Emax = max(context.Emax, context.prec + 10)
        if places is None:
            return str(format_decimal(n, locale=NUMBER_LOCALES[code]))
        pattern = "#,##0" + ("." + "0" * places if places else "")
        return str(format_decimal(n, format=pattern, locale=NUMBER_LOCALES[code],
                                  decimal_quantization=True))


def format_percent(value: float, language: str | None = None, *, places: int = 0) -> str:
    """A percentage as the language writes it: en ``41.4%``; de, ru, sk ``41,4 %`` with a
    no-break space (U+00A0) before the sign, so the two never part at a line end.

    Args:
        value: the percentage itself (41.4 for 41.4 %), not the fraction.
        language: a code from :data:`LANGUAGES`; default the current language.
        places: decimals shown (rounded half-even).

    Raises:
        ValueError: ``language`` is not supported or ``places`` is negative.
    """
    code = language or _language
    number = format_number(value, code, places=places)
    return number + ("%" if code == "en" else "\u00a0%")


def format_chips(n: int | float) -> str:
    """A chip amount (whole chips) for the current language, e.g. ``"12 500"`` in Russian.

    Raises:
        TypeError: ``n`` is not a whole number (``2.0`` is accepted as 2).
    """
    if isinstance(n, bool) or not isinstance(n, int):
        if isinstance(n, float) and n.is_integer():
            n = int(n)
        else:
            raise TypeError(f"chip amount must be a whole number, got {n!r}")
    return format_number(n)


def _locale_and_moment(value: datetime | str, language: str | None,
                       local: bool) -> tuple[str, datetime]:
    """The language code checked and the moment parsed, for the date formatters.

    Raises:
        ValueError: an unsupported language or a string that is not ISO 8601.
    """
    code = language or _language
    if code not in NUMBER_LOCALES:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(LANGUAGES)}")
    moment = datetime.fromisoformat(value.replace("Z", "+00:00")) if isinstance(value, str) else value
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    if local:
        moment = moment.astimezone()
    return code, moment


def format_datetime(value: datetime | str, language: str | None = None, *,
                    local: bool = True) -> str:
    """A moment as the language writes it (date medium, time short), e.g.
    ``30.11.2026, 07:15`` (de), ``30 нояб. 2026 г., 07:15`` (ru), ``Nov 30, 2026, 7:15 AM`` (en).

    Args:
        value: an aware or naive (taken as UTC) datetime, or an ISO 8601 string as the
            profile stores it (``2026-11-30T06:15:00Z``).
        language: a code from :data:`LANGUAGES`; default the current language.
        local: convert to the computer's time zone first (default) or keep the value's.

    Under the pseudo-locale the result is wrapped like a translated string (month names
    are text of the language).

    Raises:
        ValueError: an unsupported language or a string that is not ISO 8601.
    """
    from babel import Locale
    from babel.dates import format_date, format_time

    code, moment = _locale_and_moment(value, language, local)
    loc = Locale.parse(NUMBER_LOCALES[code])
    date_text = format_date(moment, "medium", locale=loc)
    time_text = format_time(moment, "short", tzinfo=moment.tzinfo, locale=loc)
    joined = str(loc.datetime_formats["medium"]).replace("{1}", date_text).replace("{0}", time_text)
    text = joined.replace("\u202f", " ")
    return pseudo(text) if _pseudo else text  # month names are language text too


def format_date(value: datetime | str, language: str | None = None, *, local: bool = True) -> str:
    """The day of a moment as the language writes it (medium date), e.g. ``30.11.2026`` (de),
    ``30 нояб. 2026 г.`` (ru), ``Nov 30, 2026`` (en).

    Args:
        value: as for :func:`format_datetime`.
        language: a code from :data:`LANGUAGES`; default the current language.
        local: convert to the computer's time zone first (default) or keep the value's.

    Raises:
        ValueError: an unsupported language or a string that is not ISO 8601.
    """
    from babel.dates import format_date as _format_date

    code, moment = _locale_and_moment(value, language, local)
    text = str(_format_date(moment, "medium", locale=NUMBER_LOCALES[code])).replace("\u202f", " ")
    return pseudo(text) if _pseudo else text


def format_signed_chips(n: int) -> str:
    """A chip amount with an explicit sign (``+120``, ``−40`` with a minus sign, ``0``).

    Raises:
        TypeError: ``n`` is not a whole number (as :func:`format_chips`).
    """
    if n > 0:
        return "+" + format_chips(n)
    if n < 0:
        return "\u2212" + format_chips(-n)
    return format_chips(0)


def format_stored_datetime(value: str) -> str:
    """A stored moment (ISO 8601, ``2026-11-30T06:15:00Z``) as :func:`format_datetime`
    writes it in the computer's time zone; text that is not ISO 8601 (a damaged record)
    is returned as stored."""
    try:
        return format_datetime(value)
    except (ValueError, TypeError, AttributeError):
        return str(value)


def format_stored_date(value: str) -> str:
    """The day of a stored moment as :func:`format_date` writes it; text that is not
    ISO 8601 (a damaged record) is returned as stored."""
    try:
        return format_date(value)
    except (ValueError, TypeError, AttributeError):
        return str(value)


# --- system language ------------------------------------------------------------------

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
    names: list[str] = []
    try:
        import ctypes

        windll: Any = ctypes.windll  # type: ignore[attr-defined]
        for fn in ("GetUserDefaultUILanguage", "GetUserDefaultLangID"):
            lcid = int(getattr(windll.kernel32, fn)())
            name = _locale.windows_locale.get(lcid)
            if name:
                names.append(name)
    except Exception:
        pass
    return names


def _macos_locales() -> list[str]:  # pragma: no cover - macOS only
    import plistlib

    names: list[str] = []
    try:
        path = Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist"
        with path.open("rb") as fh:
            prefs = plistlib.load(fh)
        names.extend(str(x) for x in prefs.get("AppleLanguages", []) or [])
        if prefs.get("AppleLocale"):
            names.append(str(prefs["AppleLocale"]))
    except Exception:
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
    Settings afterwards. Never raises.
    """
    try:
        for name in system_locale_names(environ, platform):
            code = language_from_locale(name)
            if code is not None:
                return code
    except Exception:  # pragma: no cover - a broken platform API must not stop the game
        pass
    return FALLBACK_LANGUAGE
