"""A missing or damaged asset file is told, never silent, and never stops the game.

The real game runs in a subprocess against a temporary copy of ``assets/`` named by
``DRAWPOKER_ASSETS`` (a folder holding ``manifest.json`` is then the only one searched),
so ``/work/main/assets`` is never touched and the process-wide font caches of other
tests never see a stand-in font.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import resources

REPO = Path(__file__).resolve().parents[2]
SOURCE_ASSETS = REPO / "assets"
BOLD = "fonts/dejavusans-bold.ttf"
REGULAR = "fonts/dejavusans.ttf"
BET = "sounds/bet.wav"


@pytest.fixture(scope="module")
def damaged_assets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the asset folder with the bold font deleted, the regular font cut to
    100 bytes (it still "loads" lazily and fails when measured) and ``bet.wav`` empty."""
    folder = tmp_path_factory.mktemp("assets") / "assets"
    shutil.copytree(SOURCE_ASSETS, folder)
    (folder / BOLD).unlink()
    regular = folder / REGULAR
    regular.write_bytes(regular.read_bytes()[:100])
    (folder / BET).write_bytes(b"")
    return folder


@pytest.fixture(autouse=True)
def _fresh_problems(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(resources.ENV_ASSETS_DIR, raising=False)
    resources.clear_problems()
    yield
    resources.clear_problems()


def _env(assets: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env[resources.ENV_ASSETS_DIR] = str(assets)
    return env


def _drawpoker_command() -> list[str]:
    script = Path(sys.executable).with_name("drawpoker")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "drawpoker"]


# --- the real game ---------------------------------------------------------------------------


def test_game_warns_on_stderr_per_damaged_file_and_keeps_running(
        damaged_assets: Path, tmp_path: Path) -> None:
    out = subprocess.run([*_drawpoker_command(), "--frames", "5", "--data-dir", str(tmp_path)],
                         env=_env(damaged_assets), cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    warnings = [line for line in out.stderr.splitlines() if "warning: asset file" in line]
    by_file = {name: [line for line in warnings if name in line] for name in (BOLD, REGULAR, BET)}
    assert all(len(lines) == 1 for lines in by_file.values()), out.stderr  # one line per file
    assert "is missing" in by_file[BOLD][0]
    assert "pygame's built-in font" in by_file[BOLD][0]
    assert "could not be loaded" in by_file[REGULAR][0]
    assert "pygame's built-in font" in by_file[REGULAR][0]
    assert "empty (0 bytes)" in by_file[BET][0] and "silence" in by_file[BET][0]
    assert len(warnings) == 3, out.stderr  # the intact files are not named
    assert "internal error" not in out.stderr


def test_intact_assets_start_without_warnings(tmp_path: Path) -> None:
    out = subprocess.run([*_drawpoker_command(), "--frames", "3", "--data-dir", str(tmp_path)],
                         env=_env(SOURCE_ASSETS), cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "warning: asset" not in out.stderr


_HEADLESS = """
import json, sys
from argparse import Namespace
import pygame
from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.title import TitleScene
app = App(Namespace(data_dir=sys.argv[1], language=sys.argv[3]), realtime=False)
app.settings = app.settings.replace(tutorial_offered=True)  # the welcome answered
app.start_scenes()
for _ in range(3):
    app.step_frame()
top = app.stack.top
seen = {"scene": type(top).__name__, "heading": getattr(top, "heading", ""),
        "message": getattr(top, "message", ""), "kind": getattr(top, "kind", "")}
app.save_screenshot(sys.argv[2])
pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                     unicode="\\r", scancode=0))
for _ in range(3):
    app.step_frame()
seen["after_enter"] = type(app.stack.top).__name__
seen["scenes"] = len(app.stack.scenes)
print(json.dumps(seen))
"""


@pytest.mark.parametrize("language, heading", [("en", "Missing game files"),
                                               ("de", "Fehlende Spieldateien")])
def test_player_is_told_once_in_the_window(damaged_assets: Path, tmp_path: Path,
                                           language: str, heading: str) -> None:
    shot = tmp_path / "notice.png"
    out = subprocess.run([sys.executable, "-c", _HEADLESS, str(tmp_path / "data"), str(shot),
                          language], env=_env(damaged_assets), cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["scene"] == "NoticeScene" and seen["kind"] == "warning"
    assert seen["heading"] == heading
    for name in (BOLD, REGULAR, BET):
        assert name in seen["message"]
    assert shot.stat().st_size > 10_000
    # OK (Enter) closes it and the title is there; it is not shown again.
    assert seen["after_enter"] == "TitleScene" and seen["scenes"] == 1


# --- the checks ------------------------------------------------------------------------------


def test_override_with_a_manifest_is_the_only_folder_searched(damaged_assets: Path,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(damaged_assets))
    assert resources.candidate_dirs() == [damaged_assets.resolve()]
    with pytest.raises(resources.AssetNotFoundError):
        resources.asset_path(BOLD)  # not found in the source tree behind it


def test_start_check_names_missing_and_empty_files(damaged_assets: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(damaged_assets))
    found = resources.check_assets()
    assert [(p.relpath, p.reason) for p in found] == [(BOLD, "missing"),
                                                      (BET, "empty (0 bytes)")]
    # the cut font is not empty: only loading it finds it (sprites.font / widgets.font)
    assert REGULAR not in {p.relpath for p in found}
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"drawpoker: warning: asset file {BOLD} is missing; using pygame's built-in font instead",
        f"drawpoker: warning: asset file {BET} is empty (0 bytes); using silence for that file "
        "instead",
    ]
    assert resources.check_assets() == []  # reported once
    assert capsys.readouterr().err == ""
    assert resources.problem_count() == 2


def test_start_check_of_intact_assets_is_quiet(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(SOURCE_ASSETS))
    assert resources.check_assets() == []
    assert capsys.readouterr().err == ""


def test_notice_names_at_most_three_files() -> None:
    from drawpoker.ui.flows.startup import asset_problems_text

    names = ["a.ttf", "b.wav", "c.svg", "d.svg", "e.svg"]
    text = asset_problems_text(names)
    assert "a.ttf, b.wav, c.svg and 2 more files." in text
    assert "d.svg" not in text
    assert "1 more file." in asset_problems_text(names[:4])
    assert "a.ttf." in asset_problems_text(names[:1])


@pytest.mark.reported("breaker-7#6")
def test_a_font_cut_short_is_told_not_drawn_invisible(tmp_path: Path) -> None:
    """The regular font cut to half its bytes (a copy that stopped half way) loads and
    measures as the whole one, but draws no letter: every text of the game was invisible
    and nothing said why. It is now a damaged file: named, and pygame's font used."""
    folder = tmp_path / "assets"
    shutil.copytree(SOURCE_ASSETS, folder)
    regular = folder / REGULAR
    whole = regular.read_bytes()
    regular.write_bytes(whole[: len(whole) // 2])
    out = subprocess.run([*_drawpoker_command(), "--frames", "3", "--data-dir",
                          str(tmp_path / "data")], env=_env(folder), cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    warnings = [line for line in out.stderr.splitlines() if "warning: asset file" in line]
    assert len(warnings) == 1 and REGULAR in warnings[0], out.stderr
    assert "draws no letters" in warnings[0] and "pygame's built-in font" in warnings[0]
