"""What a release build must be beyond "it starts": worker processes, the parts left out,
the third-party notices, and the OS floor read from its binaries.

The frozen tests run on the one-folder build ``.ci/run`` makes (``$DRAWPOKER_FROZEN_APP``);
the release workflow runs this folder against each OS's build too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.third_party import NOTICES_NAME, RULE, notices_contents
from tests.support.frozen import FROZEN, NO_CONSOLE, internal, needs_build, start
from tools import bundle_floor
from tools.third_party_notices import (
    NoticeError,
    distribution_part,
    native_parts,
    render,
    runtime_distributions,
)

#: Modules the build leaves out (build.spec EXCLUDES): the game must never import them.
LEFT_OUT = ("readline", "curses", "ssl", "_ssl", "unittest", "pydoc", "http", "email",
            "asyncio", "xmlrpc", "unicodedata", "tarfile", "urllib.request",
            "_multibytecodec", "pygame._sdl2.controller_old", "pygame._sdl2.mixer",
            "pygame._sdl2.touch", "pygame.midi", "pygame.pypm", "pygame.camera",
            "pygame.gfxdraw", "numpy.f2py", "numpy.testing", "numpy.fft", "numpy.ma",
            "numpy.polynomial", "pygame.geometry", "pygame._render", "pygame.newbuffer",
            "csv", "statistics", "grp", "mmap", "resource")
#: pygame's own optional parts the build leaves out: pygame imports them when they are
#: there (so a run from source loads them), and carries on without them.
PYGAME_OPTIONAL = ("pygame.pixelarray", "pygame.scrap")
#: Files of the built bundle that must not be there (see build.spec's module doc).
LEFT_OUT_FILES = ("libreadline", "libssl", "libcrypto", "libportmidi", "libasound",
                  "_codecs_jp", "_codecs_cn", "_ssl.", "_hashlib.", "pygame/_sdl2/mixer",
                  "pygame/_sdl2/controller_old", "pygame/_sdl2/touch",
                  "pygame/pypm", "pygame/gfxdraw", "pygame/_camera", "numpy/f2py",
                  "numpy/_core/tests", "numpy/testing", "numpy/fft", "unicodedata.",
                  "liblzma", "libbz2", "_lzma.", "_bz2.", "_decimal.", "pygame/geometry",
                  "pygame/_render", "pygame/newbuffer", "pygame/pixelarray", "pygame/scrap",
                  "_csv.", "_statistics.", "grp.", "mmap.", "resource.")


def _left_out_loaded(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == x or m.startswith(x + ".") for x in LEFT_OUT)]


@pytest.mark.slow
def test_a_demo_hand_never_imports_what_the_build_leaves_out(tmp_path: Path) -> None:
    """The game from source plays a whole demo hand (table, AI, numpy, Babel, sounds,
    SQLite) without importing any module the frozen build excludes."""
    code = ("import json, sys\n"
            "from drawpoker.__main__ import main\n"
            f"status = main(['--demo', '1', '--seed', '4', '--data-dir', {str(tmp_path)!r}])\n"
            "print(json.dumps([status, sorted(sys.modules)]))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, env=env, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-3000:]
    status, modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert status == 0
    assert "numpy" in modules and "babel" in modules and "sqlite3" in modules
    assert _left_out_loaded(modules) == []


@pytest.mark.slow
def test_a_demo_hand_plays_without_pygames_optional_parts(tmp_path: Path) -> None:
    """With pygame's optional parts the build leaves out made unimportable, pygame still
    starts without a warning and the game plays a whole demo hand."""
    code = ("import sys\n"
            f"for name in {PYGAME_OPTIONAL!r}:\n"
            "    sys.modules[name] = None  # an import of it fails, as in the build\n"
            "from drawpoker.__main__ import main\n"
            f"sys.exit(main(['--demo', '1', '--seed', '4', '--data-dir', {str(tmp_path)!r}]))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-W", "error::RuntimeWarning", "-c", code],
                          capture_output=True, text=True, timeout=300, env=env,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-3000:]
    assert "RuntimeWarning" not in done.stderr, done.stderr[-3000:]


@pytest.mark.slow
@needs_build
def test_frozen_simulate_with_worker_processes(tmp_path: Path) -> None:
    """``simulate --processes 2`` in the built game: each worker runs its share and the
    pool ends (without freeze_support() the workers re-ran the game's parser forever)."""
    assert FROZEN is not None
    result = start(FROZEN, tmp_path, "simulate", "--hands", "20", "--processes", "2",
                   "--seats", "medium:shark,easy:rock", "--json", timeout=180)
    assert result.returncode == 0, result.stderr[-4000:]
    assert "--multiprocessing-fork" not in result.stderr
    if not NO_CONSOLE:  # Windows: the exit status, within the timeout, is what shows
        report = json.loads(result.stdout)
        assert report["hands"] >= 20, report


@pytest.mark.slow
@needs_build
def test_bundle_leaves_out_unused_parts_and_ships_notices() -> None:
    assert FROZEN is not None
    root = internal(FROZEN)
    names = [p.relative_to(root).as_posix() for p in root.rglob("*")]
    found = [n for n in names if any(x in n for x in LEFT_OUT_FILES)]
    assert found == []
    notices = (root / NOTICES_NAME).read_text(encoding="utf-8")
    contents = notices.split(RULE, 1)[0]
    assert contents.count("- CPython") == 1  # libpython's files named in CPython's section
    for part in ("CPython", "pygame-ce", "numpy", "babel", "platformdirs", "SDL 2",
                 "SDL_mixer 2", "OpenBLAS"):
        assert f"- {part}" in contents, part
    if sys.platform == "linux":  # numpy's Linux wheel vendors them beside OpenBLAS
        assert "- GCC runtime libraries (libgfortran, libquadmath)" in contents
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in notices  # pygame-ce's own licence text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in notices


def test_every_native_library_has_a_licence_entry() -> None:
    libraries = ["pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2_mixer.dll",
                 "libSDL2_image-2.0.0.dylib", "numpy.libs/libscipy_openblas64_-32a4b2a6.so",
                 "libz.so.1", "libpython3.11.so.1.0", "python311.dll", "VCRUNTIME140.dll",
                 "libgfortran-040039e1-0352e75f.so.5.0.0"]
    parts = {p.name: p for p in native_parts(libraries)}
    assert parts["SDL 2"].files == ["libSDL2-2-50d19f93.0.so.0.3200.10"]
    assert sorted(parts["SDL_image 2"].files + parts["SDL_mixer 2"].files) == [
        "SDL2_mixer.dll", "libSDL2_image-2.0.0.dylib"]
    assert parts["CPython"].files == ["libpython3.11.so.1.0", "python311.dll"]
    assert "Jean-loup Gailly" in parts["zlib"].copyright
    assert "1. The origin of this software" in parts["zlib"].texts[0][1]
    with pytest.raises(NoticeError, match=r"libmystery\.so\.1"):
        native_parts(["libz.so.1", "libmystery.so.1"])


def test_notices_list_each_part_before_the_texts(tmp_path: Path) -> None:
    parts = [distribution_part(d) for d in runtime_distributions()]
    names = {p.name.lower() for p in parts}
    assert {"pygame-ce", "numpy", "babel", "platformdirs"} <= names
    pygame_part = next(p for p in parts if p.name.lower() == "pygame-ce")
    assert pygame_part.texts and "LESSER GENERAL PUBLIC" in pygame_part.texts[0][1]
    text = render(parts, "9.9.9")
    head, _, rest = text.partition(RULE)
    assert head.startswith("drawpoker 9.9.9")
    assert all(f"- {p.name} {p.version}: " in head for p in parts)
    assert "Permission is hereby granted" in rest  # platformdirs' MIT text
    # what the game's Profile screen shows of it (drawpoker.third_party)
    written = tmp_path / NOTICES_NAME
    written.write_text(text, encoding="utf-8")
    assert notices_contents(written) == [f"{p.name} {p.version}" for p in parts]


def test_glibc_and_macos_floors_are_read_from_tool_output() -> None:
    objdump = ("Version References:\n  required from libc.so.6:\n"
               "    0x06969194 0x00 05 GLIBC_2.14\n    0x0d696917 0x00 04 GLIBC_2.7\n"
               "    0x069691b4 0x00 03 GLIBC_2.34\n")
    assert max(bundle_floor.glibc_versions(objdump)) == (2, 34)
    otool = ("Load command 9\n      cmd LC_BUILD_VERSION\n  cmdsize 32\n platform 1\n"
             "    minos 14.0\n      sdk 14.2\nLoad command 10\n      cmd LC_VERSION_MIN_MACOSX\n"
             "  cmdsize 16\n  version 10.13\n      sdk 10.15\n")
    assert bundle_floor.macos_versions(otool) == [(14, 0), (10, 13)]
    assert bundle_floor.show(bundle_floor.parse_version("2.35")) == "2.35"


@pytest.mark.slow
@needs_build
@pytest.mark.skipif(sys.platform != "linux", reason="glibc is Linux's")
def test_bundle_glibc_floor_is_read(tmp_path: Path) -> None:
    assert FROZEN is not None
    floor, where = bundle_floor.glibc_floor(FROZEN.parent)
    assert floor >= (2, 17) and where is not None
