"""The command line: ``drawpoker`` / ``python -m drawpoker`` (drawpoker.__main__).

Each case runs a real process (the installed ``drawpoker`` script or
``python -m drawpoker``) from an unrelated working directory, the way a player
or the README starts it.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import drawpoker
from drawpoker.__main__ import SUBCOMMANDS

REPO = Path(__file__).resolve().parent.parent


def _launchers() -> list[list[str]]:
    launchers = [[sys.executable, "-m", "drawpoker"]]
    script = shutil.which("drawpoker", path=str(Path(sys.executable).parent))
    if script is not None:
        launchers.append([script])
    return launchers


LAUNCHERS = _launchers()


def run(launcher: list[str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([*launcher, *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)


def test_console_script_is_installed() -> None:
    assert len(LAUNCHERS) == 2, "the `drawpoker` console script is not installed in this venv"


def test_versions_agree() -> None:
    with open(REPO / "pyproject.toml", "rb") as handle:
        declared = tomllib.load(handle)["project"]["version"]
    assert drawpoker.__version__ == declared
    assert importlib.metadata.version("drawpoker") == declared


@pytest.mark.parametrize("launcher", LAUNCHERS, ids=lambda cmd: Path(cmd[-1]).name)
def test_version(launcher: list[str], tmp_path: Path) -> None:
    result = run(launcher, "--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"drawpoker {drawpoker.__version__}"


@pytest.mark.parametrize("launcher", LAUNCHERS, ids=lambda cmd: Path(cmd[-1]).name)
def test_help_lists_game_options_and_subcommands(launcher: list[str], tmp_path: Path) -> None:
    result = run(launcher, "--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: drawpoker")
    for option in ("--version", "--frames", "--demo", "--report", "--size", "--fullscreen",
                   "--language", "--seed", "--data-dir"):
        assert option in result.stdout, option
    for name in SUBCOMMANDS:
        assert f"  {name} " in result.stdout, name


@pytest.mark.parametrize("args", [["bogus"], ["Replay"], ["--no-such-option"]])
def test_unknown_subcommand_or_option_is_refused(args: list[str], tmp_path: Path) -> None:
    result = run(LAUNCHERS[0], *args, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert args[0] in result.stderr
    assert "usage: drawpoker" in result.stderr


@pytest.mark.parametrize("value", ["abc", "1.5"])
def test_frames_must_be_a_whole_number(value: str, tmp_path: Path) -> None:
    result = run(LAUNCHERS[0], "--frames", value, cwd=tmp_path)
    assert result.returncode == 2
    assert "--frames" in result.stderr and value in result.stderr


@pytest.mark.parametrize("where", ["file", "file/sub", ""])
def test_data_dir_must_be_a_folder(where: str, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("keep me", encoding="utf-8")
    value = str(tmp_path / where) if where else ""
    result = run(LAUNCHERS[0], "--data-dir", value, "--frames", "2", cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "Errno" not in result.stderr
    if where:
        assert f"--data-dir: {blocker} is a file, not a folder" in result.stderr
    else:
        assert "--data-dir: the folder name is empty" in result.stderr
    assert blocker.read_text(encoding="utf-8") == "keep me"


def test_version_and_help_do_not_import_pygame() -> None:
    code = (
        "import sys, contextlib, io\n"
        "from drawpoker.__main__ import main\n"
        "for args in (['--version'], ['--help']):\n"
        "    with contextlib.redirect_stdout(io.StringIO()):\n"
        "        try:\n"
        "            main(args)\n"
        "        except SystemExit as stop:\n"
        "            assert stop.code == 0, stop.code\n"
        "assert 'pygame' not in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr


def _module_written(module: str) -> bool:
    return (REPO / (module.replace(".", "/") + ".py")).is_file()


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_subcommand_help(name: str, tmp_path: Path) -> None:
    module, function, _ = SUBCOMMANDS[name]
    if not _module_written(module):
        pytest.skip(f"{module} not written yet")
    imported = importlib.import_module(module)
    assert callable(getattr(imported, function, None)), f"{module}.{function} is missing"
    result = run(LAUNCHERS[0], name, "--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "usage:" in result.stdout
