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

REPO = Path(__file__).resolve().parents[2]


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
                   "--speak", "--language", "--seed", "--data-dir"):
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


# -- bad game options -------------------------------------------------------------------

@pytest.mark.parametrize(("args", "says"), [
    (["--size", "abc"], "argument --size: must look like 1280x720"),
    (["--size", "1x2x3"], "argument --size: must look like 1280x720"),
    (["--size", "0x720"], "argument --size: width and height must be 1 to"),
    (["--size", "99999999x720"], "argument --size: width and height must be 1 to"),
    (["--language", "xx"], "argument --language: unsupported language 'xx'"),
    (["--size", "-5x-5"], "argument --size: must look like 1280x720 (width x height in pixels), "
                          "got '-5x-5'"),
    (["--size=-5x720"], "argument --size: must look like 1280x720"),
    (["--report", "r.json"], "argument --report: needs --demo N"),
    (["--frames", "2", "--report", "r.json"], "argument --report: needs --demo N"),
    (["--demo", "1", "--report", "/nonexistent/r.json"],
     "argument --report: the folder /nonexistent does not"),
    (["--data-dir", "a" * 300], "argument --data-dir: File name too long"),
    (["--demo", "0"], "argument --demo: must be 1 or more, got 0"),
    (["--demo", "-1"], "argument --demo: must be 1 or more, got -1"),
    (["--frames", "-5"], "argument --frames: must be 1 or more, got -5"),
    (["--frames", "0"], "argument --frames: must be 1 or more, got 0"),
])
def test_bad_game_options_are_refused_by_name(args: list[str], says: str,
                                              tmp_path: Path) -> None:
    result = run(LAUNCHERS[0], *args, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert says in result.stderr
    assert "usage: drawpoker" in result.stderr


def test_report_naming_a_folder_is_refused_before_the_run(tmp_path: Path) -> None:
    result = run(LAUNCHERS[0], "--demo", "1", "--report", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"argument --report: {tmp_path} is a folder" in result.stderr


@pytest.mark.parametrize(("value", "language"), [("EN", "en"), ("de_DE", "de"),
                                                 ("ru-RU", "ru"), ("Sk", "sk")])
def test_language_is_accepted_in_any_case_and_as_a_locale(value: str, language: str,
                                                          tmp_path: Path) -> None:
    from drawpoker.__main__ import _game_parser

    assert _game_parser().parse_args(["--language", value]).language == language
    result = run(LAUNCHERS[0], "--frames", "2", "--language", value,
                 "--data-dir", str(tmp_path / "d"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_size_accepts_the_documented_forms(tmp_path: Path) -> None:
    from drawpoker.__main__ import _game_parser

    for text in ("1280x720", "1280×720", "1280X720", " 1280 x 720 "):
        assert _game_parser().parse_args(["--size", text]).size == "1280x720"
    result = run(LAUNCHERS[0], "--frames", "2", "--size", "1024x600",
                 "--data-dir", str(tmp_path / "d"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr


def test_an_unknown_video_driver_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "bogus", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([*LAUNCHERS[0], "--frames", "2", "--data-dir", str(tmp_path / "d")],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "drawpoker: cannot open the game window: bogus not available" in result.stderr


def test_an_unreadable_data_dir_lets_the_game_play(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    # As root the folder permissions cannot be tested for real; a run as user
    # nobody raised PermissionError from file_in_the_way's stat of the locked folder.
    import drawpoker.__main__ as cli
    import drawpoker.persistence.paths as paths

    def locked(folder: object) -> None:
        raise PermissionError(13, "Permission denied", str(folder))

    monkeypatch.setattr(paths, "file_in_the_way", locked)
    seen: list[object] = []
    monkeypatch.setattr("drawpoker.ui.app.run_game", lambda options: seen.append(options) or 0)
    assert cli.main(["--frames", "2", "--data-dir", str(tmp_path / "locked" / "x")]) == 0
    assert len(seen) == 1


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0
                    or shutil.which("setpriv") is None,
                    reason="needs root and setpriv to drop the permission override")
def test_a_data_dir_under_a_locked_folder_plays_and_saves_nothing(tmp_path: Path) -> None:
    # a player may run this as user nobody; here root gives up the capabilities that let it
    # read any folder (setpriv), so the folder's mode 700 (owner nobody) applies
    locked = tmp_path / "locked"
    (locked / "inner").mkdir(parents=True)
    locked.chmod(0o700)
    os.chown(locked, 65534, 65534)
    drop = "-dac_override,-dac_read_search"
    shot = tmp_path / "shot.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "DRAWPOKER_SCREENSHOT": str(shot)}
    result = subprocess.run(["setpriv", f"--bounding-set={drop}", f"--inh-caps={drop}",
                             *LAUNCHERS[0], "--frames", "30", "--data-dir",
                             str(locked / "inner" / "x")], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "not loaded" not in result.stderr
    assert shot.is_file()
    locked.chmod(0o755)
    assert not (locked / "inner" / "x").exists()


NO_USER = "~drawpoker-no-such-user"


@pytest.mark.reported("breaker2")
@pytest.mark.parametrize("option", ["--data-dir", "--report"])
def test_a_home_folder_of_nobody_is_refused_by_name(option: str, tmp_path: Path) -> None:
    """Failed before: a RuntimeError traceback ("Could not determine home directory")."""
    extra = ["--demo", "1"] if option == "--report" else ["--frames", "2"]
    result = run(LAUNCHERS[0], option, f"{NO_USER}/x", *extra, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert "Traceback" not in result.stderr
    assert f"argument {option}: there is no user {NO_USER[1:]!r} here" in lines[-1], lines


@pytest.mark.reported("breaker2")
@pytest.mark.parametrize("variable", ["DRAWPOKER_DATA_DIR", "DRAWPOKER_ASSETS"])
def test_a_home_folder_of_nobody_in_the_environment_is_no_traceback(
        variable: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Failed before: a RuntimeError traceback. The folder is taken as written, as a
    shell leaves ``~nobody`` unexpanded."""
    monkeypatch.setenv(variable, f"{NO_USER}/x")
    result = run(LAUNCHERS[0], "--frames", "2", "--data-dir", str(tmp_path / "data"),
                 cwd=tmp_path) if variable != "DRAWPOKER_DATA_DIR" else \
        run(LAUNCHERS[0], "--frames", "2", cwd=tmp_path)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 0, result.stderr
