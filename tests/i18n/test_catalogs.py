"""Translations (issue 9): complete catalogs, plural rules, numbers, system language,
the pseudo-locale, hand descriptions and AI reasons in every language, font coverage.

The catalogs are checked with the same code as ``uv run python tools/i18n.py check``;
the UI bypass test (pseudo-locale on every screen) is in ``test_i18n_ui.py``.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from drawpoker import i18n
from tests.support.i18n import LANGS, draw_view

ROOT = Path(__file__).resolve().parents[2]


def _load_tool():
    spec = importlib.util.spec_from_file_location("drawpoker_i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


tool = _load_tool()


# --------------------------------------------------------------------- catalogs
def test_catalogs_are_complete_and_current() -> None:
    """Every msgid in drawpoker/ (per babel.cfg) is in the .pot and in each .po, each is
    translated, none fuzzy, placeholders as in the msgid, plural forms per language, and
    the committed .mo files are the compiled .po files. On failure: run
    ``uv run python tools/i18n.py update``, translate, commit the locale files."""
    problems = tool.check()
    assert not problems, "\n".join(map(str, problems[:40])) + f"\n({len(problems)} problems)"


@pytest.mark.parametrize(("lang", "forms"), [("en", 2), ("ru", 3), ("sk", 3), ("de", 2)])
def test_plural_forms_header(lang: str, forms: int) -> None:
    catalog = tool.load_po(lang)
    assert catalog.num_plurals == forms
    assert tool.mo_path(lang).exists()


def _catalog(lang: str) -> Catalog:
    cat = Catalog(locale=lang, domain="drawpoker")
    return cat


def test_the_checker_finds_every_kind_of_gap() -> None:
    """The completeness check can fail: untranslated, fuzzy, a changed placeholder, a
    missing plural form, a plural form without the count, a message missing entirely."""
    cat = _catalog("ru")
    cat.add("Fold", "")
    cat.add("Check", "Чек", flags=["fuzzy"])
    cat.add("{name} wins {amount}", "{name} выигрывает {sum}")
    cat.add(("Draws {count} card", "Draws {count} cards"), ("Меняет {count} карту", "Меняет {count} карты"))
    cat.add(("Lost {amount} chip", "Lost {amount} chips"), ("Проигрыш", "Проигрыш: {amount}", "Проигрыш: {amount}"))
    cat.add("Fine", "Хорошо")
    whats = {(p.msgid, p.what.split(" ")[0]) for p in tool.catalog_problems("ru", cat)}
    assert ("Fold", "untranslated") in whats
    assert ("Check", "fuzzy") in whats
    assert ("{name} wins {amount}", "placeholders") in whats
    assert ("Draws {count} card", "2") in whats  # two forms, Russian needs three
    assert ("Lost {amount} chip", "plural") in whats  # form 0 (also 21, 31...) lacks {amount}
    assert not any(m == "Fine" for m, _w in whats)
    template = _catalog("ru")
    template.add("Fine")
    template.add("Brand new")
    missing = [p.msgid for p in tool.coverage_problems("ru", cat, template)]
    assert missing == ["Brand new"]


def test_a_singular_form_used_only_for_one_may_drop_the_count() -> None:
    """German/Slovak form 0 is only n == 1: "Tauscht eine Karte" is fine there; Russian
    form 0 also serves 21 and must keep {count}."""
    de = _catalog("de")
    de.add(("Draws {count} card", "Draws {count} cards"), ("Tauscht eine Karte", "Tauscht {count} Karten"))
    assert not list(tool.catalog_problems("de", de))
    ru = _catalog("ru")
    ru.add(("Draws {count} card", "Draws {count} cards"),
           ("Меняет одну карту", "Меняет {count} карты", "Меняет {count} карт"))
    assert list(tool.catalog_problems("ru", ru))


def test_fields_ignores_doubled_braces() -> None:
    assert tool.fields("{{literal}} {name} {amount:,}") == {"{name}", "{amount:,}"}


# ---------------------------------------------------------------- language switch
def test_set_language_switches_at_once_and_rejects_unknown_codes() -> None:
    i18n.set_language("de")
    assert i18n._("Fold") == "Fold" and i18n._("Settings") == "Einstellungen"
    i18n.set_language("ru")
    assert i18n._("Settings") == "Настройки" and i18n.current_language() == "ru"
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings"
    with pytest.raises(ValueError, match="fr"):
        i18n.set_language("fr")
    assert set(i18n.available_languages()) == set(LANGS)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", {1: "Ada draws 1", 3: "Ada draws 3", 5: "Ada draws 5"}),
    ("ru", {1: "Ada меняет 1 карту", 3: "Ada меняет 3 карты", 5: "Ada меняет 5 карт",
            11: "Ada меняет 11 карт", 21: "Ada меняет 21 карту", 22: "Ada меняет 22 карты"}),
    ("sk", {1: "Ada mení 1 kartu", 3: "Ada mení 3 karty", 5: "Ada mení 5 kariet"}),
    ("de", {1: "Ada tauscht 1 Karte", 3: "Ada tauscht 3 Karten", 5: "Ada tauscht 5 Karten"}),
])
def test_draws_n_cards_plural_forms(lang: str, expected: dict[int, str]) -> None:
    """"draws 1 card / 3 cards / 5 cards" with each language's plural rule (ru, sk: 3 forms)."""
    i18n.set_language(lang)
    for n, text in expected.items():
        assert i18n.ngettext("{name} draws {count}", "{name} draws {count}", n).format(
            name="Ada", count=n) == text


@pytest.mark.parametrize(("lang", "expected"), [
    ("ru", {1: "Проигрыш: 1 фишка", 2: "Проигрыш: 2 фишки", 7: "Проигрыш: 7 фишек"}),
    ("sk", {1: "Prehra: 1 žetón", 4: "Prehra: 4 žetóny", 5: "Prehra: 5 žetónov"}),
    ("de", {1: "1 Chip verloren", 2: "2 Chips verloren"}),
])
def test_chips_plural_forms(lang: str, expected: dict[int, str]) -> None:
    i18n.set_language(lang)
    for n, text in expected.items():
        assert i18n.ngettext("Lost {amount} chip", "Lost {amount} chips", n).format(amount=n) == text


# -------------------------------------------------------------------- pseudo-locale
def test_pseudo_locale_wraps_and_keeps_placeholders() -> None:
    i18n.set_pseudo(True)
    text = i18n._("{name} wins {pot} ({amount})")
    assert text.startswith(i18n.PSEUDO_OPEN) and text.endswith(i18n.PSEUDO_CLOSE)
    assert "{name}" in text and "{pot}" in text and "{amount}" in text
    assert not re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}", "", text))
    assert text.format(name="Ada", pot="P", amount=5).startswith("⟦Ada ")
    assert i18n.pseudo("{amount:,} chips, {{x}} 50%") == "⟦{amount:,} çĥíƥš, {{ẋ}} 50%⟧"
    plural = i18n.ngettext("Draws {count}", "Draws {count}", 3)
    assert plural.startswith("⟦") and "{count}" in plural
    i18n.set_pseudo(False)
    assert i18n._("Fold") == "Fold"


def test_pseudo_locale_applies_over_any_language() -> None:
    i18n.set_language("ru")
    i18n.set_pseudo(True)
    assert i18n._("Settings") == "⟦Настройки⟧"
    assert i18n.pseudo_enabled()


# ------------------------------------------------------------------------- fonts
def _font_cmaps() -> dict[str, set[int]]:
    ttlib = pytest.importorskip("fontTools.ttLib")
    fonts = ROOT / "assets" / "fonts"
    return {name: set(ttlib.TTFont(str(fonts / name)).getBestCmap())
            for name in ("dejavusans.ttf", "dejavusans-bold.ttf")}


def test_bundled_fonts_have_a_glyph_for_every_translated_character() -> None:
    """Every character of every msgstr in every catalog, the pseudo-locale, the suit
    symbols and the number formats draws with the bundled DejaVu Sans (no empty boxes)."""
    chars: set[str] = set("♠♥♦♣\u00a0–—…«»„“‚‘·×←→½¾") | set(i18n.PSEUDO_OPEN + i18n.PSEUDO_CLOSE)
    chars |= set(i18n.pseudo("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    chars |= set("ľšč ťžýôäňŕĺßüöÄÖÜáéíóú")
    for lang in LANGS:
        for msg in tool.load_po(lang):
            if not msg.id:
                continue
            strings = msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]
            for s in strings:
                chars |= set(s)
        chars |= set(i18n.format_number(-1234567.5, lang))
    chars -= set("\n\t")
    for name, cmap in _font_cmaps().items():
        missing = sorted(c for c in chars if ord(c) not in cmap)
        assert not missing, f"{name} has no glyph for {missing}"


def test_font_check_can_fail() -> None:
    cmap = next(iter(_font_cmaps().values()))
    assert ord("Ж") in cmap and ord("ľ") in cmap
    assert ord("漢") not in cmap  # CJK: not in DejaVu Sans


# --------------------------------------------------------------- first start
def test_first_start_takes_the_system_language_then_keeps_the_players(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No settings file yet: the language comes from the system locale, not from whatever
    language happened to be active; once the file exists the stored choice wins."""
    from drawpoker.ui.services import Services

    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "sk_SK.UTF-8")
    i18n.set_language("de")  # active language before start must not leak in
    app = Services(data_dir=str(tmp_path))
    app.load_settings()
    assert app.settings.language == "sk"
    assert i18n.current_language() == "sk"

    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    again = Services(data_dir=str(tmp_path))
    again.load_settings()
    assert again.settings.language == "sk"


# ----------------------------------------------------- decimals, dates on screens
@pytest.mark.parametrize(("lang", "two", "big"), [
    ("en", "2.0", "1,234.50"), ("de", "2,0", "1.234,50"),
    ("ru", "2,0", "1\u00a0234,50"), ("sk", "2,0", "1\u00a0234,50"),
])
def test_decimals_keep_their_places_in_every_language(lang: str, two: str, big: str) -> None:
    """"2.0" stays "2.0" (not "2"), with the language's decimal sign, also in the
    current language (as the screens call it)."""
    assert i18n.format_number(2.0, lang, places=1) == two
    assert i18n.format_number(1234.5, lang, places=2) == big
    i18n.set_language(lang)
    assert i18n.format_number(2.0, places=1) == two
    assert i18n.format_number(1234.5, places=2) == big
    with pytest.raises(ValueError, match="places"):
        i18n.format_number(1.5, lang, places=-1)


@pytest.mark.parametrize(("lang", "when", "day"), [
    ("en", "Nov 30, 2026, 6:15 AM", "Nov 30, 2026"), ("ru", "30 нояб. 2026 г., 06:15", "30 нояб. 2026 г."),
    ("sk", "30. 11. 2026, 6:15", "30. 11. 2026"), ("de", "30.11.2026, 06:15", "30.11.2026"),
])
def test_history_and_profile_dates_are_written_for_the_language(
    lang: str, when: str, day: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hand history's "Played" time and the profile's "Playing since" day are no raw
    ISO text (``2026-11-30T06:15:00Z``)."""
    monkeypatch.setenv("TZ", "UTC")
    import time

    time.tzset()
    try:
        i18n.set_language(lang)
        assert i18n.format_date("2026-11-30T06:15:00Z", lang, local=False) == day
        assert i18n.format_stored_datetime("2026-11-30T06:15:00Z") == when
        assert i18n.format_stored_date("2026-11-30T06:15:00Z") == day
        assert i18n.format_stored_datetime("not a date") == "not a date"  # damaged record: shown as stored
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


# ------------------------------------------------------------ engine reasons
def _heads_up(stacks: int = 50_000):
    from drawpoker.engine import TableRules
    from drawpoker.engine.hand import Hand

    rules = TableRules.from_dict({"small_blind": 500, "big_blind": 1000})
    h = Hand(rules, [("A", stacks), ("B", stacks)], 0, random.Random(1))
    h.start()
    return h


@pytest.mark.parametrize(("lang", "raise_word", "allin_word", "grouped"), [
    ("en", "raise", "all-in", "1,500"), ("ru", "рейз", "олл-ин", "1\u00a0500"),
    ("sk", "raise", "all-in", "1\u00a0500"), ("de", "Raise", "All-in", "1.500"),
])
def test_illegal_action_reasons_name_the_action_in_the_language(
    lang: str, raise_word: str, allin_word: str, grouped: str
) -> None:
    """Reasons say «рейз», not the enum value "raise"/"allin", and group chip amounts."""
    from drawpoker.engine.actions import Action, ActionType

    i18n.set_language(lang)
    h = _heads_up()
    legal = h.legal_actions()
    assert legal is not None
    low = h.why_illegal(Action(legal.seat, ActionType.RAISE, to=1500))
    assert low is not None and raise_word.lower() in low.lower() and grouped in low
    assert "allin" not in (h.why_illegal(Action(legal.seat, ActionType.DRAW)) or "")
    check = h.why_illegal(Action(legal.seat, ActionType.CHECK))
    assert check is not None and ("500" in check)
    assert low[0] == low[0].upper()  # a reason that starts with the action word is a sentence
    from drawpoker.engine.legality import action_name

    assert action_name(ActionType.ALLIN) == allin_word
    if lang == "en":
        assert low == "Raise to 1,500 is below the minimum 2,000."


def test_action_names_cover_every_action_and_are_translated() -> None:
    from drawpoker.engine.actions import ActionType
    from drawpoker.engine.legality import ACTION_NAMES, action_name

    assert set(ACTION_NAMES) == set(ActionType)
    for lang in ("ru", "sk", "de"):
        i18n.set_language(lang)
        words = {action_name(k) for k in ActionType}
        assert len(words) == len(ActionType)
    i18n.set_language("ru")
    assert action_name(ActionType.ALLIN) == "олл-ин"


@pytest.mark.parametrize(("lang", "forms"), [
    ("ru", {1: "не больше 1 карты", 3: "не больше 3 карт", 5: "не больше 5 карт"}),
    ("sk", {1: "najviac 1 kartu", 3: "najviac 3 karty", 5: "najviac 5 kariet"}),
    ("de", {1: "höchstens 1 Karte", 3: "höchstens 3 Karten"}),
])
def test_counts_on_screens_use_plural_forms(lang: str, forms: dict[int, str]) -> None:
    i18n.set_language(lang)
    for n, part in forms.items():
        text = i18n.ngettext("You may draw at most {n} card.", "You may draw at most {n} cards.",
                             n).format(n=n)
        assert part in text
    chips5 = i18n.ngettext("{units} ({chips} chip)", "{units} ({chips} chips)", 5).format(
        units="x", chips=5)
    assert {"ru": "фишек", "sk": "žetónov", "de": "Chips"}[lang] in chips5


@pytest.mark.parametrize(("lang", "pattern"), [
    ("en", r"^Drawing 5 new cards, keeping nothing: \d+% to win after the draw$"),
    ("ru", r"^Меняю все 5 карт, ничего не оставляю: \d+ % на победу после обмена$"),
    ("sk", r"^Mením všetkých 5 kariet, nenechávam si nič: \d+ % na výhru po výmene$"),
    ("de", r"^Ich tausche alle 5 Karten und behalte nichts: \d+ % Gewinnchance nach dem Tausch$"),
])
def test_ai_reason_when_keeping_nothing(lang: str, pattern: str) -> None:
    """Five new cards: a sentence of its own, not "Drawing 5 cards to -"."""
    from drawpoker.ai import make_player

    i18n.set_language(lang)
    view = draw_view("2c 3d 8h 9s 4d", "Qs Qd 5c 8d Kh", 3)
    decision = make_player("easy:station").decide(view, random.Random(0))
    assert len(decision.action.discard) == 5, decision
    assert re.match(pattern, decision.reason), decision.reason
    assert " -:" not in decision.reason


def test_ai_reasons_group_chip_amounts() -> None:
    """Chip amounts in AI reasons are grouped for the language (12 500 in Russian)."""
    from drawpoker.ai import reasons

    i18n.set_language("ru")
    text = reasons.fold_reason(0.1, 12500, 40000)
    assert "12\u00a0500" in text and "40\u00a0000" in text, text
    i18n.set_language("de")
    assert "12.500" in reasons.fold_reason(0.1, 12500, 40000)


def test_sentence_is_a_str_now_and_said_again_in_a_later_language() -> None:
    from drawpoker.ui.table.labels import reason_line

    i18n.set_language("en")
    try:
        made = i18n.sentence(lambda: i18n._("Showing the hand"))
        assert made == "Showing the hand" and isinstance(made, str)
        assert i18n.say_again("plain text") == "plain text"  # not a sentence: unchanged
        i18n.set_language("ru")
        again = i18n.say_again(made)
        assert again != "Showing the hand" and again == i18n._("Showing the hand")
        assert reason_line("Ada", made).endswith(again)  # the table's log line
    finally:
        i18n.set_language("en")
