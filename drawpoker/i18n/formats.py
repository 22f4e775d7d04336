"""Numbers, chips, percentages and dates as the current language writes them (Babel/CLDR).

Babel is imported at the first use (it is slow to import and to read a language's data);
whole numbers below a thousand, which every language here writes as their bare digits,
never load it (the title's first frame shows the default table's ante and buy-in).
Numbers are cached per (type, number, language, places): the same chip amounts come back
in every reason, log line and frame.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from functools import lru_cache

from drawpoker.i18n.catalog import (
    LANGUAGES,
    NUMBER_LOCALES,
    _,
    current_language,
    pseudo,
    pseudo_enabled,
)


def format_number(n: int | float, language: str | None = None, *, places: int | None = None) -> str:
    """``n`` with the language's digit grouping and decimal sign: en ``1,250.5``,
    de ``1.250,5``, ru/sk ``1 250,5`` (no-break space U+00A0); a negative number with a
    minus sign (U+2212), ``\u22121,250``.

    Args:
        n: the number (chips are whole numbers; fractions keep up to 3 decimals).
        language: a code from :data:`LANGUAGES`; default the current language.
        places: exactly this many decimals (rounded half-even; ``2.0`` -> en ``2.0``,
            de ``2,0``); default: as many as needed, up to 3.

    Raises:
        ValueError: ``language`` is not supported or ``places`` is negative.
    """
    code = language or current_language()
    if code not in NUMBER_LOCALES:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(LANGUAGES)}")
    if places is not None and places < 0:
        raise ValueError(f"places must be 0 or more, got {places}")
    return _formatted(type(n).__name__, n, code, places)


#: Formatted numbers kept: the amounts of a few hands (8,192 kept were still filling at
#: hand 300 of a demo, about 8 a hand, 2 MB when full).
NUMBERS_CACHED = 512


@lru_cache(maxsize=NUMBERS_CACHED)
def _formatted(kind: str, n: int | float, code: str, places: int | None) -> str:
    """:func:`format_number` once checked; cached, as the same chip amounts come back in
    every reason and log line (``kind`` keeps ``2`` and ``2.0`` apart)."""
    if kind == "int" and places is None and -1000 < n < 1000:
        # no group separator below a thousand and Latin digits in en, ru, sk and de:
        # Babel's own answer (tests/i18n/test_formats.py compares every such number)
        return "\u2212" + str(-n) if n < 0 else str(n)
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
            text = str(format_decimal(n, locale=NUMBER_LOCALES[code]))
        else:
            pattern = "#,##0" + ("." + "0" * places if places else "")
            text = str(format_decimal(n, format=pattern, locale=NUMBER_LOCALES[code],
                                      decimal_quantization=True))
    # a negative number takes the true minus sign (U+2212), as format_signed_chips
    return "\u2212" + text[1:] if text.startswith("-") else text


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
    code = language or current_language()
    number = format_number(value, code, places=places)
    return number + ("%" if code == "en" else "\u00a0%")


def format_chance(p: float, *, estimate: bool = False, places: int = 0,
                  short: bool = False) -> str:
    """A chance as the whole percent a player reads (:func:`format_percent`, rounded
    half-even), the same figure wherever the game prints it: a chance above nil never
    reads "0 %" but "under 1 %", one short of certain never "100 %" but "over 99 %"
    (with ``places`` decimals: "under 0.01 %", "over 99.99 %"; ``short``, for a table's
    narrow column: "<0.01 %", ">99.99 %").

    Args:
        p: the probability, 0..1 (values outside are clamped).
        estimate: a chance estimated against hidden cards, which is never certain and
            is quoted "about": rounded into 1..99 % (the computer players print theirs
            so too, ``ai.reasons.percent``).
        places: decimals of the percent shown (0: whole percents).
        short: "<" and ">" for "under" and "over".
    """
    p = min(max(float(p), 0.0), 1.0)
    step = 10.0 ** -places
    shown = round(100 * p, places)
    if estimate:
        return format_percent(min(max(shown, step), 100 - step), places=places)
    if shown == 0 and p > 0:
        least = format_percent(step, places=places)
        return "<" + least if short else _("under {percent}").format(percent=least)
    if shown == 100 and p < 1:
        most = format_percent(100 - step, places=places)
        return ">" + most if short else _("over {percent}").format(percent=most)
    return format_percent(shown, places=places)


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


def format_signed(n: int) -> str:
    """A whole-number gain or loss with its sign, grouped as the current language groups
    it (:func:`format_number`): en ``+1,495``, de ``+1.495``, ru ``+1 495``, ``\u221240`` (a
    minus sign, U+2212), ``0``. Chips, experience, any signed count.

    Raises:
        TypeError: ``n`` is not a whole number.
    """
    if n > 0:
        return "+" + format_chips(n)
    if n < 0:
        return "\u2212" + format_chips(-n)
    return format_chips(0)


def format_signed_chips(n: int) -> str:
    """A chip result with its sign (:func:`format_signed`): ``+120``, ``\u221240``, ``0``.

    Raises:
        TypeError: ``n`` is not a whole number.
    """
    return format_signed(n)


def format_signed_percent(value: float, *, places: int = 0) -> str:
    """A rise or fall in percent with its sign (:func:`format_percent`): en ``+25%``,
    de/ru/sk ``+25\u00a0%``, ``\u22125%`` (U+2212)."""
    if value < 0:
        return "\u2212" + format_percent(-value, places=places)
    return ("+" if value > 0 else "") + format_percent(value, places=places)


def _locale_and_moment(value: datetime | str, language: str | None,
                       local: bool) -> tuple[str, datetime]:
    """The language code checked and the moment parsed, for the date formatters.

    Raises:
        ValueError: an unsupported language or a string that is not ISO 8601.
    """
    code = language or current_language()
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
    return pseudo(text) if pseudo_enabled() else text  # month names are language text too


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
    return pseudo(text) if pseudo_enabled() else text


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
