"""Every line the hand log writes reads one way, in every language: a sentence with the
name first ("Ada checks", "Ada antes 10", "Ada draws 3"; German "Ada checkt", "Ada zahlt
10 Ante"; Russian "Ada делает чек"; Slovak "Ada dáva check"), never "Ada: Check" beside
"Ada antes 10" or beside the player's own "Du checkst" (found by fresh users); the
player's own lines are the same sentences in the second person ("You check", "Du
checkst", "Вы делаете чек", "Dávate check"); the computer players' reasons after a hand
stand apart, quoted ("Ada: Calling 20 into 60: ..."). Real App, real pygame events,
several whole hands."""

from __future__ import annotations

import re

import pytest

from drawpoker import i18n
from drawpoker.engine import TableRules
from drawpoker.i18n import say_again
from tests.support.harness import Harness
from tests.support.i18n import LANGS

NAMES = ("Ada", "Boris", "Clara")
WHO = "|".join(NAMES)
#: a lowercase verb right after the name ("Ada checks", "Ada wins the pot", "Ada делает чек")
SENTENCE = re.compile(rf"^(?:{WHO}) [^\W\d_]")
#: the player's own line opens with the pronoun and a verb, never "Вы: чек" / "Vy: check"
OWN = {"en": re.compile(r"^You [a-z]"), "de": re.compile(r"^Du [a-zäöü]"),
       "ru": re.compile(r"^Вы [а-яё]"), "sk": re.compile(r"^[A-ZÁČĎÉÍĽĹŇÓŔŠŤÚÝŽ][a-záäčďéíľĺňóôŕšťúýž]+(?: |$)")}
#: the English verbs that showed through the German log ("Boris: Bet 60")
ENGLISH = re.compile(r"\b(?:checks|bets|calls|folds|raises|antes|Check|Bet|Call|Fold|Raise)\b")


def _draw_lines(name: str) -> set[str]:
    lines = {i18n._("{name} stands pat").format(name=name)}
    lines |= {i18n.ngettext("{name} draws {count}", "{name} draws {count}", n).format(
        name=name, count=n) for n in range(1, 6)}
    return lines


@pytest.mark.reported("fresh-user#polish9")
@pytest.mark.reported("fresh-user: German log half English, 'Du zahlst 10 Ante' beside 'Ada: Ante 10'")
@pytest.mark.harness(seed=4)
@pytest.mark.parametrize("lang", LANGS)
def test_the_log_writes_every_players_line_one_way(h: Harness, lang: str) -> None:
    i18n.set_language(lang)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "small_blind": 5,
                                  "big_blind": 10})
    t = h.sit_down(persist=False, rules=rules, buy_in=500,
                   opponents=[(n, "station") for n in NAMES])
    you = i18n._("You")
    seen: list[str] = []
    for _ in range(4):  # hands
        for _ in range(80):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.answer(mode)
        for text, _kind in t.visual.log:
            if say_again(text) == i18n._("Why they played that way"):
                break  # the reasons after it are quoted, "Ada: Calling 20 into 60: ..."
            seen.append(say_again(text))
        h.answer("over")
        t.visual.log.clear()
    about_others = [line for line in seen if line.startswith(NAMES)]
    assert len(about_others) > 20, seen
    antes = {i18n._("{name} antes {amount}").format(name=n, amount=i18n.format_chips(10))
             for n in NAMES}
    assert antes & set(about_others), about_others
    odd = [line for line in about_others if not SENTENCE.match(line)]
    assert not odd, odd
    drawn = set().union(*(_draw_lines(n) for n in NAMES))
    assert drawn & set(about_others), about_others
    assert not [line for line in seen if line.startswith(you + ":")], seen
    mine = {i18n._("You ante {amount}").format(amount=i18n.format_chips(10)),
            i18n._("You check"), i18n._("You fold")}
    mine |= {line for line in seen if line.startswith(you + " ")}
    for line in mine & set(seen):
        assert OWN[lang].match(line), f"the player's own line {line!r}"
    if lang != "en":
        english = [line for line in seen if ENGLISH.search(line)]
        assert not english, english
