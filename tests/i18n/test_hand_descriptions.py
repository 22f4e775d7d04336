"""Hand descriptions in every language: categories, kickers and the deciding card named."""

from __future__ import annotations

import re

import pytest

from drawpoker import i18n
from drawpoker.cards import parse_cards
from drawpoker.evaluator import HandCategory, evaluate, evaluate_low, rank_name
from tests.support.i18n import LANGS

# ------------------------------------------------------------- hand descriptions
HANDS: dict[str, dict[str, str]] = {
    "Kh Kd 5s 5c Ah": {
        "en": "Two pair, kings and fives, ace kicker",
        "ru": "Две пары: короли и пятёрки, кикер: туз",
        "sk": "Dva páry: králi a päťky, kicker: eso",
        "de": "Zwei Paare, Könige und Fünfen, Kicker: Ass"},
    "Ah Ad Js 9c 3d": {
        "en": "Pair of aces, jack kicker",
        "ru": "Пара: тузы, кикер: валет",
        "sk": "Pár: esá, kicker: dolník",
        "de": "Paar: Asse, Kicker: Bube"},
    "3h 3d 3s Kc Kd": {
        "en": "Full house, threes over kings",
        "ru": "Фулл-хаус: тройки и короли",
        "sk": "Full house: trojky a králi",
        "de": "Full House, Dreien über Könige"},
    "9h Ts Jd Qc Kh": {
        "en": "Straight, king high",
        "ru": "Стрит, старшая карта: король",
        "sk": "Postupka, najvyššia karta: kráľ",
        "de": "Straße, König hoch"},
    "Ah 2d 3s 4c 5h": {
        "en": "Straight, five high",
        "ru": "Стрит, старшая карта: пятёрка",
        "sk": "Postupka, najvyššia karta: päťka",
        "de": "Straße, Fünf hoch"},
    "Ah Kh Qh Jh Th": {
        "en": "Royal flush", "ru": "Роял-флеш", "sk": "Kráľovská postupka", "de": "Royal Flush"},
    "Ah Jd 9s 5c 3d": {
        "en": "Ace high", "ru": "Старшая карта: туз", "sk": "Najvyššia karta: eso", "de": "Ass hoch"},
    "7h 7d 7s 7c 2d": {
        "en": "Four of a kind, sevens", "ru": "Каре: семёрки", "sk": "Štvorica: sedmičky",
        "de": "Vierling: Siebenen"},
    "Qh 9h 7h 4h 2h": {
        "en": "Flush, queen high", "ru": "Флеш, старшая карта: дама",
        "sk": "Farba, najvyššia karta: dáma", "de": "Flush, Dame hoch"},
    "5h 5d 5s Ac 9d": {
        "en": "Three of a kind, fives", "ru": "Тройка: пятёрки", "sk": "Trojica: päťky",
        "de": "Drilling: Fünfen"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_hand_descriptions_in_every_language(lang: str) -> None:
    i18n.set_language(lang)
    for cards, words in HANDS.items():
        assert evaluate(parse_cards(cards)).describe() == words[lang], cards


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ("Eight-six low", "Number one", "Pair of aces, jack-nine-three kickers")),
    ("ru", ("Лоу: восьмёрка-шестёрка", "Лучшая рука (номер один)",
            "Пара: тузы, кикеры: валет-девятка-тройка")),
    ("sk", ("Low: osmička-šestka", "Najlepšia ruka (číslo jeden)",
            "Pár: esá, kickery: dolník-deviatka-trojka")),
    ("de", ("Acht-Sechs low", "Bestmögliche Hand (Nummer eins)", "Paar: Asse, Kicker: Bube-Neun-Drei")),
])
def test_lowball_and_kicker_descriptions(lang: str, expected: tuple[str, str, str]) -> None:
    i18n.set_language(lang)
    low = evaluate_low(parse_cards("8h 6d 4s 3c 2d"), "ace-to-five").describe()
    best = evaluate_low(parse_cards("7h 5d 4s 3c 2d"), "deuce-to-seven").describe()
    a, b = evaluate(parse_cards("Ah Ad Js 9c 3d")), evaluate(parse_cards("As Ac Jh 9d 2d"))
    assert (low, best, a.describe(against=b)) == expected


@pytest.mark.parametrize("lang", ["ru", "sk", "de"])
def test_every_rank_and_category_has_its_own_word(lang: str) -> None:
    """No rank or category name is left in English, and no two share a word."""
    i18n.set_language(lang)
    for plural in (False, True):
        words = [rank_name(r, plural=plural) for r in range(2, 15)]
        assert len(set(words)) == 13
        i18n.set_language("en")
        english = [rank_name(r, plural=plural) for r in range(2, 15)]
        i18n.set_language(lang)
        assert not set(words) & set(english) - {"Ace"}
    labels = [c.label() for c in HandCategory]
    assert len(set(labels)) == len(labels)


def test_cyrillic_descriptions_carry_no_latin_letters() -> None:
    i18n.set_language("ru")
    for cards in HANDS:
        assert not re.search(r"[A-Za-z]", evaluate(parse_cards(cards)).describe()), cards
