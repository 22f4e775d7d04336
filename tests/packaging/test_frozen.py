"""The standalone build: the ``build.spec`` recipe and, when one is built, the bundle.

Two layers:

* The recipe is executed with stand-ins for PyInstaller's ``Analysis``/``EXE``/
  ``COLLECT`` classes, so its decisions (windowed, name, one-file vs one-folder,
  strip (file by file, never the vendored libraries), UPX off, every manifest asset, every catalog, hidden imports) are checked
  in a second, without building.
* The built one-folder bundle, whose executable ``$DRAWPOKER_FROZEN_APP`` names
  (``.ci/run`` builds it and sets that variable, so there these tests can't be
  skipped; a missing file is a failure), is inspected and started headless from
  an unrelated working directory, also with no usable audio device.

Known faults covered: B48 (assets from another working directory), B49 (fonts in
the frozen build), B50 (no audio device), B54 (modules missing only when frozen).
"""

from __future__ import annotations

import json
import shutil
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from drawpoker import __version__
from drawpoker.__main__ import SUBCOMMANDS
from drawpoker.resources import MANIFEST_NAME, read_manifest
from tests.support.frozen import FROZEN, NO_CONSOLE, internal, needs_build, start

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO / "build.spec"
SOURCE_MANIFEST = REPO / "assets" / MANIFEST_NAME
needs_manifest = pytest.mark.skipif(not SOURCE_MANIFEST.is_file(),
                                    reason="assets/manifest.json not written yet")


# --- the recipe, with PyInstaller's build classes replaced by recorders -----------------------


class _Target:
    made: list[_Target] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        _Target.made.append(self)


class Analysis(_Target):
    def __init__(self, scripts: list[str], **kwargs: Any) -> None:
        super().__init__(scripts, **kwargs)
        self.scripts = scripts
        self.pure: list[Any] = []
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = [
            ("babel/locale-data/root.dat", "r", "DATA"), ("babel/locale-data/ru.dat", "r", "DATA"),
            ("babel/locale-data/ru_RU.dat", "r", "DATA"), ("babel/locale-data/ja.dat", "r", "DATA"),
            ("babel/locale-data/en_GB.dat", "r", "DATA"), ("babel/global.dat", "g", "DATA"),
            ("assets/manifest.json", "m", "DATA")]


class PYZ(_Target):
    pass


class EXE(_Target):
    pass


class COLLECT(_Target):
    pass


class BUNDLE(_Target):
    pass


def _fake_collect_submodules(package: str, filter: Any = None) -> list[str]:  # noqa: A002
    names = [package, f"{package}.window", f"{package}.tests.test_x", f"{package}.examples.aliens",
             f"{package}._sdl2.mixer", f"{package}._sdl2.controller", f"{package}.camera"]
    return [n for n in names if filter is None or filter(n)]


def run_spec(spec_dir: Path, monkeypatch: pytest.MonkeyPatch, *, onefile: bool = False,
             real_hooks: bool = False) -> dict[str, Any]:
    """Execute build.spec as PyInstaller would, from an unrelated working directory."""
    if onefile:
        monkeypatch.setenv("DRAWPOKER_ONEFILE", "1")
    else:
        monkeypatch.delenv("DRAWPOKER_ONEFILE", raising=False)
    if not real_hooks:
        fake = types.ModuleType("PyInstaller.utils.hooks")
        fake.collect_submodules = _fake_collect_submodules  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", fake)
    monkeypatch.chdir(spec_dir.parent if spec_dir != REPO else Path("/"))
    monkeypatch.setattr(sys, "path", list(sys.path))
    _Target.made = []
    namespace: dict[str, Any] = {
        "SPECPATH": str(spec_dir), "__file__": str(spec_dir / "build.spec"),
        "workpath": str(spec_dir / "build" / "build"),
        "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT, "BUNDLE": BUNDLE,
    }
    code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    exec(code, namespace)  # noqa: S102 - that is what PyInstaller does with a spec
    namespace["made"] = list(_Target.made)
    return namespace


def _one(made: list[_Target], kind: type[_Target]) -> _Target:
    found = [t for t in made if type(t) is kind]
    assert len(found) == 1, f"expected one {kind.__name__}, got {len(found)}"
    return found[0]


@needs_manifest
def test_one_folder_build_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(REPO, monkeypatch)
    exe = _one(ns["made"], EXE)
    collect = _one(ns["made"], COLLECT)
    analysis = _one(ns["made"], Analysis)
    assert exe.kwargs["name"] == "drawpoker" and collect.kwargs["name"] == "drawpoker"
    assert exe.kwargs["console"] is False
    assert exe.kwargs["exclude_binaries"] is True
    assert exe.kwargs["upx"] is False and collect.kwargs["upx"] is False
    assert exe.kwargs["strip"] is False and collect.kwargs["strip"] is False  # see stripped()
    assert ns["STRIP"] is (sys.platform != "win32")
    assert any(arg is ns["BINARIES"] for arg in collect.args)
    assert any(arg is ns["BUNDLED_DATAS"] for arg in collect.args)
    assert analysis.scripts == [str(REPO / "drawpoker" / "__main__.py")]


@needs_manifest
def test_one_file_build_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(REPO, monkeypatch, onefile=True)
    assert not [t for t in ns["made"] if type(t) is COLLECT]
    exe = _one(ns["made"], EXE)
    assert any(arg is ns["BINARIES"] for arg in exe.args)
    assert any(arg is ns["BUNDLED_DATAS"] for arg in exe.args)
    assert exe.kwargs["console"] is False and exe.kwargs["upx"] is False
    assert not exe.kwargs.get("exclude_binaries", False)


@needs_manifest
def test_every_manifest_asset_and_catalog_is_bundled(monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(REPO, monkeypatch)
    datas = {(Path(src).resolve(), dest) for src, dest in _one(ns["made"], Analysis).kwargs["datas"]}
    manifest = read_manifest(SOURCE_MANIFEST)
    bundled = read_manifest(Path(ns["workpath"]) / "bundle-assets" / MANIFEST_NAME)
    assert (bundled.path.resolve(), "assets") in datas
    # the bundle's manifest lists every asset the game loads: all but the tool-only ones
    assert bundled.files == tuple(n for n in manifest.files if not ns["is_tool_only"](n))
    tool_only = set(manifest.files) - set(bundled.files)
    assert "fonts/dejavusans.ttf" in bundled.files and "icon/drawpoker.ico" in tool_only
    assert tool_only == {n for n in manifest.files
                         if n.startswith("icon/") or n == "fonts/dejavuserifcondensed-bold.ttf"}
    for name, path in zip(manifest.files, manifest.paths(), strict=True):
        folder = "/".join(["assets", *name.split("/")[:-1]])
        assert ((path, folder) in datas) is (name not in tool_only), name
    for mo in (REPO / "drawpoker" / "locale").glob("**/*.mo"):
        assert (mo.resolve(), mo.parent.relative_to(REPO).as_posix()) in datas, mo
    ai_tables = sorted((REPO / "drawpoker" / "ai" / "data").glob("*.npz"))
    assert ai_tables, "the computer players' prebuilt tables are missing"
    for path in ai_tables:
        assert (path.resolve(), "drawpoker/ai/data") in datas, path
    licences = REPO / "assets" / "LICENSES.md"
    extra = len(ai_tables)
    if licences.is_file() and "LICENSES.md" not in manifest.files:
        assert (licences.resolve(), "assets") in datas
        extra += 1
    assert len(datas) == 1 + extra + len(bundled.files) + len(
        list((REPO / "drawpoker" / "locale").glob("**/*.mo")))


@needs_manifest
def test_hidden_imports_cover_dispatched_and_lazy_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(REPO, monkeypatch)
    hidden = set(_one(ns["made"], Analysis).kwargs["hiddenimports"])
    for module, _, _ in SUBCOMMANDS.values():
        if (REPO / (module.replace(".", "/") + ".py")).is_file():
            assert module in hidden, module
    assert {"drawpoker.resources", "drawpoker.i18n", "pygame.window",
            "pygame._sdl2.controller"} <= hidden  # the pads
    assert not {"pygame.tests.test_x", "pygame.examples.aliens", "pygame.camera",
                "pygame._sdl2.mixer"} & hidden


@needs_manifest
def test_real_pygame_submodules_are_hidden_imports(monkeypatch: pytest.MonkeyPatch) -> None:
    # PyInstaller's own hooks are in the `build` group, which `uv run pytest` leaves out
    pytest.importorskip("PyInstaller", reason="PyInstaller not installed: uv sync --group build")
    ns = run_spec(REPO, monkeypatch, real_hooks=True)
    hidden = set(_one(ns["made"], Analysis).kwargs["hiddenimports"])
    for lazy in ("pygame.window", "pygame.surfarray", "pygame.sndarray", "pygame.freetype",
                 "pygame.mixer", "pygame.font", "pygame.pkgdata"):
        assert lazy in hidden, lazy
    assert "pygame._sdl2.controller" in hidden  # the pads
    assert not any(n.startswith(("pygame.tests", "pygame.examples", "pygame._sdl2.mixer",
                                 "pygame._sdl2.touch", "pygame._sdl2.controller_old",
                                 "pygame.midi", "pygame.camera", "pygame.gfxdraw"))
                   for n in hidden)


@needs_manifest
def test_only_the_babel_locales_in_use_are_bundled(monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.i18n import NUMBER_LOCALES

    ns = run_spec(REPO, monkeypatch)
    kept = {dest for dest, _, _ in ns["BUNDLED_DATAS"]}
    assert kept == {"babel/locale-data/root.dat", "babel/locale-data/ru.dat",
                    "babel/locale-data/ru_RU.dat", "babel/global.dat", "assets/manifest.json",
                    "THIRD-PARTY-NOTICES.txt"}
    keep = ns["babel_locales"]()
    for name in NUMBER_LOCALES.values():
        assert name in keep and name.split("_")[0] in keep
    assert "root" in keep and "ja" not in keep


def _fake_root(tmp_path: Path, files: list[str], make: list[str]) -> Path:
    root = tmp_path / "project"
    (root / "drawpoker").mkdir(parents=True)
    (root / "drawpoker" / "__main__.py").write_text("")
    (root / "assets").mkdir()
    (root / "assets" / MANIFEST_NAME).write_text(json.dumps({"format": 1, "files": files}))
    for name in make:
        (root / "assets" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "assets" / name).write_bytes(b"x")
    return root


def test_missing_listed_asset_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _fake_root(tmp_path, ["cards/as.png", "fonts/a.ttf"], make=["fonts/a.ttf"])
    with pytest.raises(SystemExit) as stop:
        run_spec(root, monkeypatch)
    assert "cards/as.png" in str(stop.value) and "fonts/a.ttf" not in str(stop.value)


def test_missing_manifest_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _fake_root(tmp_path, [], make=[])
    (root / "assets" / MANIFEST_NAME).unlink()
    with pytest.raises(SystemExit, match="manifest"):
        run_spec(root, monkeypatch)


def test_paths_follow_the_spec_not_the_working_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _fake_root(tmp_path, ["sounds/deal.ogg"], make=["sounds/deal.ogg"])
    ns = run_spec(root, monkeypatch)
    datas = _one(ns["made"], Analysis).kwargs["datas"]
    assert (str((root / "assets" / "sounds" / "deal.ogg").resolve()), "assets/sounds") in datas
    assert ns["ICON"] is None  # no icon files in this project: built without one, no crash


def _elf_pair() -> tuple[Path, Path]:
    """A pygame extension module and a library its wheel vendored (real ELF files)."""
    import pygame

    package = Path(pygame.__file__).parent
    extension = next(package.glob("color.*.so"))
    vendored = next((package.parent / "pygame_ce.libs").glob("libSDL2-*.so*"))
    return extension, vendored


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("strip") is None,
                    reason="needs GNU strip and the Linux pygame-ce wheel")
def test_strip_skips_vendored_libraries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Re-stripping a patchelf'd .libs library broke numpy's OpenBLAS in the frozen game."""
    root = _fake_root(tmp_path, [], make=[])
    ns = run_spec(root, monkeypatch)
    extension, vendored = _elf_pair()
    toc = [("pygame/" + extension.name, str(extension), "EXTENSION"),
           ("pygame_ce.libs/" + vendored.name, str(vendored), "BINARY"),
           ("assets/x.txt", str(root / "drawpoker" / "__main__.py"), "DATA")]
    out = ns["stripped"](toc, tmp_path / "cache")
    assert [(d, k) for d, _, k in out] == [(d, k) for d, _, k in toc]
    stripped_ext = Path(out[0][1])
    assert stripped_ext == tmp_path / "cache" / "pygame" / extension.name
    assert stripped_ext.stat().st_size < extension.stat().st_size
    assert out[1][1] == str(vendored) and out[2][1] == toc[2][1]
    assert ns["is_vendored"]("/x/site-packages/numpy.libs/libscipy_openblas64_.so")
    assert ns["is_vendored"]("/x/site-packages/PIL/.dylibs/libjpeg.dylib")
    assert not ns["is_vendored"]("/x/site-packages/numpy/_core/_multiarray_umath.so")
    # A second run reuses the stripped copy; a missing strip tool leaves the TOC alone.
    again = ns["stripped"](toc, tmp_path / "cache")
    assert again == out
    assert ns["stripped"](toc, tmp_path / "c2", strip_tool="no-such-strip-tool") == toc


# --- the built bundle -----------------------------------------------------------------------


@pytest.mark.slow
@needs_build
def test_bundle_holds_every_asset_and_catalog() -> None:
    assert FROZEN is not None and FROZEN.is_file(), f"{FROZEN} does not exist"
    bundle_assets = internal(FROZEN) / "assets"
    manifest = read_manifest(bundle_assets / MANIFEST_NAME)
    source = read_manifest(SOURCE_MANIFEST).files
    assert set(manifest.files) < set(source)  # less the tool-only assets (build.spec)
    assert not (bundle_assets / "icon").exists()
    missing = [f for f, p in zip(manifest.files, manifest.paths(), strict=True) if not p.is_file()]
    assert missing == []
    for mo in (REPO / "drawpoker" / "locale").glob("**/*.mo"):
        assert (internal(FROZEN) / mo.relative_to(REPO)).is_file(), mo
    licences = REPO / "assets" / "LICENSES.md"
    if licences.is_file():
        assert (bundle_assets / "LICENSES.md").is_file()
    # pygame's own default font, for any Font(None) (B49)
    assert (internal(FROZEN) / "pygame" / "freesansbold.ttf").is_file()


@pytest.mark.slow
@needs_build
@pytest.mark.parametrize("audio", ["dummy", "no-such-audio-device"])
def test_frozen_game_runs_from_another_directory(tmp_path: Path, audio: str) -> None:
    """B48/B49/B50/B54: the real executable, cwd elsewhere, plays 300 frames and exits 0."""
    assert FROZEN is not None and FROZEN.is_file(), f"{FROZEN} does not exist"
    result = start(FROZEN, tmp_path, "--frames", "300", "--data-dir", str(tmp_path / "data"),
                    "--seed", "7", audio=audio)
    assert result.returncode == 0, result.stderr[-4000:]
    assert "Traceback" not in result.stderr, result.stderr[-4000:]


@pytest.mark.slow
@needs_build
@pytest.mark.parametrize("language", ["en", "ru", "sk", "de"])
def test_frozen_demo_plays_a_whole_hand(tmp_path: Path, language: str) -> None:
    """B54: the frozen build reaches the table, deals, animates and finishes a hand
    (cards, chips, sounds, fonts, numpy, Babel's number formats for the language, the
    catalogs and every lazily imported module in use)."""
    assert FROZEN is not None and FROZEN.is_file(), f"{FROZEN} does not exist"
    report = tmp_path / "report.json"
    result = start(FROZEN, tmp_path, "--demo", "1", "--report", str(report), "--seed", "3",
                    "--language", language, "--data-dir", str(tmp_path / "data"))
    assert result.returncode == 0, result.stderr[-4000:]
    assert "Traceback" not in result.stderr, result.stderr[-4000:]
    stats = json.loads(report.read_text(encoding="utf-8"))
    assert stats["hands"] == 1, stats
    assert stats["frames"] > 0


@pytest.mark.slow
@needs_build
def test_frozen_version(tmp_path: Path) -> None:
    assert FROZEN is not None
    result = start(FROZEN, tmp_path, "--version")
    assert result.returncode == 0, result.stderr
    import drawpoker

    # Windows: no console, nothing printed; the version is in the exe's version resource,
    # which the release workflow reads there
    expected = "" if NO_CONSOLE else f"drawpoker {drawpoker.__version__}"
    assert result.stdout.strip() == expected


@pytest.mark.slow
@needs_build
def test_frozen_game_prints_no_pygame_banner(tmp_path: Path) -> None:
    assert FROZEN is not None
    result = start(FROZEN, tmp_path, "--frames", "1", "--data-dir", str(tmp_path / "d"),
                   unset=("PYGAME_HIDE_SUPPORT_PROMPT",))
    assert result.returncode == 0, result.stderr[-2000:]
    assert "pygame-ce" not in result.stdout + result.stderr


@needs_manifest
@pytest.mark.parametrize(("platform", "icon"), [("win32", "drawpoker.ico"),
                                                ("darwin", "drawpoker.icns"), ("linux", None)])
def test_recipe_per_platform(platform: str, icon: str | None,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    """What release.yml gets on each OS (it can't run here): icon, strip, .app on macOS."""
    monkeypatch.setattr(sys, "platform", platform)
    ns = run_spec(REPO, monkeypatch, onefile=True)
    exe = _one(ns["made"], EXE)
    icon_file = REPO / "assets" / "icon" / icon if icon else None
    if icon_file is not None and icon_file.is_file():
        assert exe.kwargs["icon"] == str(icon_file)
    else:
        assert exe.kwargs["icon"] is None
    assert exe.kwargs["strip"] is False
    assert ns["STRIP"] is (platform != "win32")
    if platform == "darwin":  # one-file is ignored: a one-folder .app bundle
        assert exe.kwargs["exclude_binaries"] is True
        bundle = _one(ns["made"], BUNDLE)
        assert bundle.kwargs["name"] == "drawpoker.app"
        assert bundle.kwargs["icon"] == exe.kwargs["icon"]
        plist = bundle.kwargs["info_plist"]
        assert bundle.kwargs["version"] == plist["CFBundleShortVersionString"] == __version__
        # at least Apple silicon's first macOS; the bundled binaries' minos where higher
        assert tuple(map(int, plist["LSMinimumSystemVersion"].split("."))) >= (11, 0)
    else:
        assert not [t for t in ns["made"] if type(t) in (COLLECT, BUNDLE)]
    if platform == "win32":  # the version resource, written from the package version
        text = Path(exe.kwargs["version"]).read_text(encoding="utf-8")
        numbers = tuple(int(n) for n in __version__.split("."))
        assert f"filevers={(*numbers, 0)}" in text
        assert f"StringStruct('ProductVersion', '{__version__}')" in text
    else:
        assert exe.kwargs["version"] is None
