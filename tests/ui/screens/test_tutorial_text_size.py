"""The tutorial's explanation box holds its text at 150 %: after every answer, right or
wrong, at every step, the box shows the whole explanation (the words as drawn, in
order), nothing under its bottom, none of its lines cut with "…" or over another (at 150 %
step 5's wrong answer showed only "All in risks" and the right one "Right: a")."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.coach.tutorial import BET, CHOOSE, DISCARD, PICK_HAND, PICK_SEAT, STEPS, Step
from drawpoker.ui.scenes.tutorial import TutorialScene
from tests.support.screens import make_app
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame


def _answers(step: Step) -> list[object]:
    """Every answer the step can be given (a wrong discard: none thrown)."""
    if step.kind == CHOOSE:
        return [key for key, _label in step.options]
    if step.kind == BET:  # the right action and each one explained as wrong
        return [step.answer, *(key for key, _why in step.wrong_by)]
    if step.kind == PICK_HAND:
        return [0, 1]
    if step.kind == PICK_SEAT:
        return list(range(len(step.seats)))
    assert step.kind == DISCARD
    from drawpoker.cards import parse_cards
    return [set(parse_cards(str(step.answer))), set()]


@pytest.mark.reported("players-150-percent#2")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_every_explanation_is_shown_whole(tmp_path: Path, size: str, language: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    found = []
    for index, step in enumerate(STEPS):
        for answer in _answers(step):
            scene = app.stack.push(TutorialScene(start=index))
            app.step_frame()
            scene.answer(answer)
            app.step_frame()
            assert scene.feedback is not None
            drawn = texts_of_frame(app, monkeypatch)
            box = [d for d in drawn if d.caller == "drawpoker.ui.widgets.lesson:text_panel"]
            panel = (scene.lay.log_panel or scene.lay.table_area)
            shown = "".join("".join(d.text for d in box).split())  # (a long word may
            words = "".join(scene.feedback.text.split())  # break between two lines)
            where = f"step {index + 1} answer {answer!r}"
            if words not in shown:
                found.append(f"{where}: {words!r} not whole in {shown!r}")
            found.extend(f"{where}: {d.text!r} under the box" for d in box
                         if d.whole.bottom > panel.bottom)
            found.extend(f"{where}: {p}" for p in cut_labels(box) + overlaps(box, app.size))
            app.stack.pop()
    assert not found, "\n".join(found)
    app.stack.clear()
