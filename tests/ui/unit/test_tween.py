"""Tweens and easing, without a window."""

from __future__ import annotations

import pytest

from drawpoker.ui import tween as tw

# --------------------------------------------------------------------------- tweens


@pytest.mark.parametrize("name", sorted(tw.EASINGS))
def test_easings_start_at_0_and_end_at_1(name: str) -> None:
    ease = tw.EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_ease_out_cubic_is_ahead_of_linear_and_back_overshoots() -> None:
    assert tw.ease_out_cubic(0.3) > 0.3
    assert tw.ease_in_quad(0.3) < 0.3
    assert max(tw.ease_out_back(t / 100) for t in range(101)) > 1.0


def test_tween_reports_eased_progress_and_leftover_time() -> None:
    seen: list[float] = []
    done: list[bool] = []
    t = tw.Tween(1.0, tw.linear, on_update=seen.append, on_done=lambda: done.append(True))
    assert t.update(0.25) == 0.0
    assert seen[-1] == pytest.approx(0.25)
    assert not t.done
    leftover = t.update(1.0)
    assert t.done and done == [True]
    assert leftover == pytest.approx(0.25)
    assert seen[-1] == pytest.approx(1.0)


def test_tween_delay_and_bad_duration() -> None:
    started: list[int] = []
    t = tw.Tween(0.5, delay=0.5, on_start=lambda: started.append(1))
    t.update(0.4)
    assert not started
    t.update(0.2)
    assert started == [1]
    with pytest.raises(ValueError, match="duration"):
        tw.Tween(-1.0)


def test_sequence_plays_in_order_and_parallel_waits_for_longest() -> None:
    log: list[str] = []
    seq = tw.Sequence([tw.Tween(0.5, on_done=lambda: log.append("a")), tw.Call(lambda: log.append("b")),
                       tw.Tween(0.5, on_done=lambda: log.append("c"))])
    seq.update(0.6)
    assert log == ["a", "b"]
    seq.update(0.5)
    assert log == ["a", "b", "c"] and seq.done
    par = tw.Parallel([tw.Tween(0.2), tw.Tween(1.0)])
    par.update(0.5)
    assert not par.done
    par.update(0.6)
    assert par.done


def test_finish_fires_every_callback() -> None:
    log: list[int] = []
    seq = tw.Sequence([tw.Tween(5, on_done=lambda: log.append(1)), tw.Wait(3), tw.Call(lambda: log.append(2))])
    seq.finish()
    assert seq.done and log == [1, 2]
