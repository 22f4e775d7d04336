"""The asset resolver and manifest reader (drawpoker.resources).

Covers known-faults B48 (assets found from any working directory, from the source
tree, from an installed wheel and from a PyInstaller bundle, and source runs that
don't need ``sys._MEIPASS``).
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from drawpoker import resources
from drawpoker.resources import (
    AssetNotFoundError,
    ManifestError,
    asset_path,
    candidate_dirs,
    read_manifest,
)

REPO = Path(__file__).resolve().parents[2]
SOURCE_ASSETS = REPO / "assets"


def _write(path: Path, data: bytes | str = b"x") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    return path


def _manifest(folder: Path, files: list[str], fmt: object = 1) -> Path:
    return _write(folder / "manifest.json", json.dumps({"format": fmt, "files": files}))


@pytest.fixture(autouse=True)
def _no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(resources.ENV_ASSETS_DIR, raising=False)


# --- search order ---------------------------------------------------------------------------


def test_source_checkout_searches_package_then_repository_assets() -> None:
    dirs = candidate_dirs()
    assert dirs == [REPO / "drawpoker" / "assets", SOURCE_ASSETS]
    assert not resources.is_frozen()


def test_source_run_does_not_need_meipass() -> None:
    assert not hasattr(sys, "_MEIPASS")
    # No AttributeError: the frozen branch is skipped entirely.
    assert all("_MEI" not in str(folder) for folder in candidate_dirs())


def test_frozen_bundle_is_searched_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "bundle"
    wanted = _write(bundle / "assets" / "cards" / "as.png", b"bundle")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.is_frozen()
    assert candidate_dirs()[0] == bundle.resolve() / "assets"
    assert asset_path("cards/as.png") == wanted.resolve()


def test_frozen_flag_without_meipass_is_not_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert not resources.is_frozen()


def test_environment_override_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wanted = _write(tmp_path / "mine" / "sounds" / "deal.ogg")
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(tmp_path / "mine"))
    assert candidate_dirs()[0] == (tmp_path / "mine").resolve()
    assert asset_path("sounds/deal.ogg") == wanted.resolve()


def test_first_folder_holding_the_file_wins(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    _write(second / "x" / "y.png", b"second")
    assert asset_path("x/y.png", search=[first, second]) == second / "x" / "y.png"
    _write(first / "x" / "y.png", b"first")
    assert asset_path("x/y.png", search=[first, second]) == first / "x" / "y.png"


def test_a_folder_of_that_name_is_not_an_asset(tmp_path: Path) -> None:
    (tmp_path / "cards" / "as.png").mkdir(parents=True)
    with pytest.raises(AssetNotFoundError):
        asset_path("cards/as.png", search=[tmp_path])


# --- errors ---------------------------------------------------------------------------------


def test_missing_asset_error_names_every_place_looked(tmp_path: Path) -> None:
    places = [tmp_path / "one", tmp_path / "two", tmp_path / "three"]
    with pytest.raises(AssetNotFoundError) as info:
        asset_path("cards/zz.png", search=places)
    error = info.value
    assert error.relpath == "cards/zz.png"
    assert error.searched == tuple(p / "cards" / "zz.png" for p in places)
    for place in places:
        assert str(place / "cards" / "zz.png") in str(error)
    assert isinstance(error, FileNotFoundError)


def test_default_search_error_lists_the_real_candidates() -> None:
    with pytest.raises(AssetNotFoundError) as info:
        asset_path("no/such/asset.png")
    text = str(info.value)
    for folder in candidate_dirs():
        assert str(folder / "no" / "such" / "asset.png") in text


def test_asset_error_survives_pickling(tmp_path: Path) -> None:
    with pytest.raises(AssetNotFoundError) as info:
        asset_path("a.png", search=[tmp_path])
    copy = pickle.loads(pickle.dumps(info.value))
    assert copy.relpath == "a.png" and copy.searched == info.value.searched
    assert str(copy) == str(info.value)


def test_no_folders_at_all_still_explains() -> None:
    with pytest.raises(AssetNotFoundError, match="no asset folder"):
        asset_path("a.png", search=[])


@pytest.mark.parametrize(
    "bad",
    ["", "/etc/passwd", "../secret.txt", "cards/../../x", "cards\\as.png", "C:/x.png",
     "./cards/as.png", "cards//as.png", "cards/"],
)
def test_unclean_paths_are_refused_by_name(bad: str) -> None:
    with pytest.raises(ValueError) as info:
        asset_path(bad)
    assert not isinstance(info.value, AssetNotFoundError)
    assert repr(bad) in str(info.value) or bad == ""


# --- manifest -------------------------------------------------------------------------------


def test_manifest_is_read_in_order(tmp_path: Path) -> None:
    path = _manifest(tmp_path, ["cards/as.png", "fonts/a.ttf", "manifest.json"])
    manifest = read_manifest(path)
    assert manifest.format == 1
    assert manifest.files == ("cards/as.png", "fonts/a.ttf")
    assert manifest.root == tmp_path.resolve()
    assert manifest.paths() == [tmp_path.resolve() / "cards" / "as.png",
                                tmp_path.resolve() / "fonts" / "a.ttf"]
    assert resources.missing_files(manifest) == ["cards/as.png", "fonts/a.ttf"]
    _write(tmp_path / "fonts" / "a.ttf")
    assert resources.missing_files(manifest) == ["cards/as.png"]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        (json.dumps({"format": 2, "files": []}), "unsupported manifest format 2"),
        (json.dumps({"format": True, "files": []}), "unsupported manifest format True"),
        (json.dumps({"files": []}), "unsupported manifest format None"),
        (json.dumps({"format": 1, "files": "cards/as.png"}), "'files' must be a list"),
        (json.dumps({"format": 1, "files": ["a.png", "a.png"]}), "files[1]: 'a.png' is listed twice"),
        (json.dumps({"format": 1, "files": ["a.png", "../b.png"]}), "files[1]"),
        (json.dumps({"format": 1, "files": [3]}), "files[0]"),
    ],
)
def test_bad_manifest_names_the_problem(tmp_path: Path, content: str, needle: str) -> None:
    path = _write(tmp_path / "manifest.json", content)
    with pytest.raises(ManifestError) as info:
        read_manifest(path)
    assert needle in str(info.value)
    assert str(path.resolve()) in str(info.value)


def test_unreadable_manifest_is_a_manifest_error(tmp_path: Path) -> None:
    with pytest.raises(ManifestError, match="cannot read"):
        read_manifest(tmp_path / "manifest.json")


def test_assets_dir_is_the_folder_holding_the_manifest(tmp_path: Path) -> None:
    _manifest(tmp_path / "b", [])
    assert resources.assets_dir(search=[tmp_path / "a", tmp_path / "b"]) == tmp_path / "b"


# --- the real asset tree --------------------------------------------------------------------

needs_manifest = pytest.mark.skipif(
    not (SOURCE_ASSETS / "manifest.json").is_file(), reason="assets/manifest.json not written yet"
)


@needs_manifest
def test_real_manifest_lists_only_existing_files() -> None:
    manifest = read_manifest()
    assert manifest.root == SOURCE_ASSETS
    assert manifest.files, "the manifest lists no files"
    assert resources.missing_files(manifest) == []


@needs_manifest
def test_assets_resolve_from_another_working_directory(tmp_path: Path) -> None:
    """B48: a fresh interpreter started in an unrelated folder finds the same files."""
    code = (
        "import json, sys\n"
        "from drawpoker.resources import asset_path, read_manifest\n"
        "m = read_manifest()\n"
        "print(json.dumps([str(asset_path(f)) for f in m.files]))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, check=True, timeout=60).stdout
    found = [Path(p) for p in json.loads(out)]
    assert found == read_manifest().paths()


@needs_manifest
def test_installed_wheel_carries_and_finds_the_assets(tmp_path: Path) -> None:
    """The wheel has drawpoker/assets/<every manifest file> and the compiled catalogs, and an
    installed copy finds its assets there."""
    uv = _which_uv()
    subprocess.run([uv, "build", "--wheel", "--no-build-logs", "-o", str(tmp_path / "dist"),
                    str(REPO)], check=True, capture_output=True, timeout=300)
    (wheel,) = (tmp_path / "dist").glob("drawpoker-*.whl")
    manifest = read_manifest()
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    catalogs = [mo.relative_to(REPO).as_posix() for mo in (REPO / "drawpoker").glob("locale/**/*.mo")]
    for name in ("drawpoker/assets/manifest.json", "drawpoker/resources.py", *catalogs,
                 *(f"drawpoker/assets/{f}" for f in manifest.files)):
        assert name in names, f"{name} missing from {wheel.name}"
    code = (
        "from drawpoker.resources import asset_path, read_manifest\n"
        "m = read_manifest()\n"
        "print(m.root)\n"
        "print(asset_path(m.files[0]))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(tmp_path / "site")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, check=True, timeout=60).stdout.split("\n")
    installed = (tmp_path / "site" / "drawpoker" / "assets").resolve()
    assert Path(out[0]) == installed
    assert Path(out[1]) == installed.joinpath(*manifest.files[0].split("/"))


def _which_uv() -> str:
    uv = shutil.which("uv")
    if uv is None:
        pytest.fail("uv is not on PATH; the README's set-up needs it")
    return uv
