"""Practice (draw drills) driven by keys and clicks: answer, see the exact figures, score."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.coach.drills import grade
from tests.support.disks import make_fifo
from tests.support.harness import Harness
from tests.support.screens import open_from_title


def _open(h: Harness):  # type: ignore[no-untyped-def]
    return open_from_title(h, "Practice", "PracticeScene")


def test_a_drill_is_answered_with_clicks_and_scored(h: Harness) -> None:
    p = _open(h)
    drill = p.drill
    assert drill is not None and len(p.card_rects) == 5
    best = grade(drill, drill.hand).best
    main = next(b for b in p.buttons.buttons if getattr(b, "label", "") in ("Stand pat", "Draw"))
    assert main.label == "Stand pat"
    for i, card in enumerate(drill.hand):
        if card not in best.keep:
            h.click(p.card_rects[i].center)
    thrown = 5 - len(best.keep)
    assert any(getattr(b, "label", "") == ("Stand pat" if thrown == 0 else f"Draw {thrown}")
               for b in p.buttons.buttons), "the table's label rule"
    h.key(pygame.K_RETURN)
    assert p.graded is not None and p.graded.correct and p.round.correct == 1
    h.key(pygame.K_RETURN)  # next hand
    assert p.graded is None and p.round.answered == 1


def test_a_wrong_answer_is_scored_and_the_theme_changes_with_t(h: Harness) -> None:
    p = _open(h)
    first = p.round.theme
    h.key(pygame.K_t, "t")
    assert p.round.theme != first
    h.key(pygame.K_RETURN)  # stand pat on whatever came
    assert p.graded is not None and p.round.answered == 1
    if not p.graded.correct:
        assert p.round.reviews_waiting == 1
    h.key(pygame.K_ESCAPE)  # the practice's summary, then Esc again: the title
    assert type(h.app.stack.top).__name__ == "SittingSummaryScene"
    h.key(pygame.K_ESCAPE)
    assert type(h.app.stack.top).__name__ == "TitleScene"


def test_a_missed_hand_waits_for_the_next_practice(h: Harness) -> None:
    p = _open(h)
    drill = p.drill
    worst = grade(drill, drill.hand).holds[-1].keep
    for i, card in enumerate(drill.hand):
        if card not in worst:
            h.click(p.card_rects[i].center)
    h.key(pygame.K_RETURN)
    assert p.graded is not None and not p.graded.correct
    h.key(pygame.K_ESCAPE)  # the missed hand is written beside the settings
    assert p.missed_file().exists()
    again = _open(h)
    assert again.round.reviews_waiting == 1
    assert again.drill == drill and again.review, "it comes back first"


@pytest.mark.reported("fresh-user#polish8")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_column_of_the_answer_is_explained(tmp_path: Path, size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer's columns say what they count: a legend under the table names each
    column and what it means, inside the answer's panel (a fresh user could not read
    "Final rank"), in every window size."""
    from drawpoker.ui import paint
    from tests.support.table import texts_drawn_now

    h = Harness(tmp_path, size=size)
    try:
        p = _open(h)
        h.key(pygame.K_RETURN)  # stand pat: the answer and its figures
        assert p.graded is not None
        panels: list[pygame.Rect] = []
        real = paint.wood_panel

        def spy(surface, rect, *a, **kw):  # type: ignore[no-untyped-def]
            panels.append(pygame.Rect(rect))
            return real(surface, rect, *a, **kw)

        monkeypatch.setattr("drawpoker.ui.scenes.practice.wood_panel", spy)
        drawn = texts_drawn_now(h, monkeypatch)
        told = " ".join(drawn)
        assert "Final rank" not in drawn
        for head in ("Improves", "Final hand beats", "Pot share"):
            assert head in drawn, drawn
            assert f"{head}:" in told, told  # and the legend tells what it counts
        assert "of all five-card hands" in told and "at the showdown" in told, told
        assert p.legend_rect is not None and panels and panels[0].contains(p.legend_rect)
    finally:
        h.close()


@pytest.mark.reported("new-player-evening#9")
@pytest.mark.reported("new-player-evening#7")
def test_after_the_answer_the_best_hold_is_marked_apart_from_the_players_own(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The player threw the 2♦ the best hold keeps: it showed greyed as thrown and
    labelled *Keep* at once; then the cards showed the best hold alone, his own marks
    gone. Once answered, his thrown cards stay raised as he marked them and the best
    hold's cards say *Best: keep*, a word apart from his own marks, with the verdict
    naming the best hold."""
    import drawpoker.ui.scenes.practice as practice

    p = _open(h)
    drill = p.drill
    assert drill is not None
    best = grade(drill, drill.hand).best
    kept = [i for i, c in enumerate(drill.hand) if c in best.keep]
    if not kept or len(kept) > drill.max_discard:
        pytest.skip("a drill whose best hold keeps nothing, or more than can be thrown")
    for i in kept:  # throw exactly what the best hold keeps
        h.click(p.card_rects[i].center)
    h.key(pygame.K_RETURN)
    assert p.graded is not None and not p.graded.correct
    seen: list[tuple[list[bool], list[str]]] = []
    real = practice.card_row

    def spy(surface, cards, center, h, *, raised, marks, **kw):  # type: ignore[no-untyped-def]
        seen.append((list(raised), list(marks)))
        return real(surface, cards, center, h, raised=raised, marks=marks, **kw)

    monkeypatch.setattr(practice, "card_row", spy)
    p.draw(h.app.screen)
    raised, marks = seen[-1]
    assert marks == ["Best: keep" if c in best.keep else "" for c in drill.hand]
    assert raised == [c in best.keep for c in drill.hand]  # what he threw, as he marked it


@pytest.mark.reported("new-player-evening#11")
def test_a_wild_card_in_practice_wears_the_tables_wild_badge(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Practice drew wild cards with no WILD mark (the table marks them)."""
    from drawpoker.ui.sprites import wild_badge

    p = _open(h)
    for _ in range(8):  # the themes in turn, until one deals a wild card
        drill = p.drill
        if drill is not None and drill.wild != "none" and any(
                c.rank == 0 or (drill.wild == "deuces" and c.rank == 2) for c in drill.hand):
            break
        h.key(pygame.K_t, "t")
    else:
        pytest.skip("no theme dealt a wild card")
    marks: list[str] = []
    real = wild_badge.draw_wild_badge

    def spy(surface, mark, rect, visible=None, **kw):  # type: ignore[no-untyped-def]
        marks.append(mark)
        return real(surface, mark, rect, visible, **kw)

    monkeypatch.setattr("drawpoker.ui.widgets.lesson.draw_wild_badge", spy)
    p.draw(h.app.screen)
    assert any(m in ("WILD", "BUG") for m in marks), marks


@pytest.mark.reported("issue-28#3")
@pytest.mark.parametrize("damage", [bytes(range(256))[::-1] * 2, b'["not", "an", "object"]',
                                    b'{"missed": 7}'])
def test_a_damaged_practice_file_is_kept_aside_and_told(h: Harness, damage: bytes) -> None:
    """Failed before: random bytes gave a toast with the decoder's text and the file was
    replaced by ``{"missed": []}`` on leaving; valid JSON of the wrong type was replaced
    without a word. Never kept aside as ``drills.corrupt-...``."""
    path = Path(h.app.data_dir) / "drills.json"
    path.write_bytes(damage)
    p = _open(h)
    assert h.app.toasts.current is not None
    message = h.app.toasts.current[0]
    assert "codec" not in message and "drills.corrupt-" in message
    kept = [f for f in path.parent.iterdir() if f.name.startswith("drills.corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damage and kept[0].suffix == ".json"
    assert p.drill is not None  # practice goes on
    h.key(pygame.K_ESCAPE)
    assert kept[0].read_bytes() == damage


@pytest.mark.reported("issue-28#4")
def test_a_pipe_as_the_practice_file_never_freezes_the_window(h: Harness) -> None:
    """Failed before: ``read_text()`` on the main loop waited for a writer for ever."""
    path = Path(h.app.data_dir) / "drills.json"
    make_fifo(path)
    p = _open(h)  # returns: the pipe is never opened for reading
    assert h.app.toasts.current is not None and "not an ordinary file" in h.app.toasts.current[0]
    assert p.drill is not None
    h.key(pygame.K_ESCAPE)
    assert path.is_fifo()  # never replaced


def test_leaving_practice_gives_the_answers_experience(h: Harness) -> None:
    from drawpoker.persistence import progress as store

    p = _open(h)
    drill = p.drill
    assert drill is not None
    for i, card in enumerate(drill.hand):
        if card not in grade(drill, drill.hand).best.keep:
            h.click(p.card_rects[i].center)
    h.key(pygame.K_RETURN)
    h.key(pygame.K_ESCAPE)
    h.frames(1)
    (award,) = store.awards(h.app.profile)
    assert (award.context, award.good, award.xp) == ("practice", 1, 25)
    summary = h.app.stack.top  # the sitting's summary: the drills and their experience
    assert type(summary).__name__ == "SittingSummaryScene"
    assert summary.summary.award.summary() == "1 good decision: +25 XP"
    assert summary.rows() == [("Drills answered", "1", summary.rows()[0][2])]
    h.key(pygame.K_RETURN)
    h.frames(1)
    assert type(h.app.stack.top).__name__ != "SittingSummaryScene"
