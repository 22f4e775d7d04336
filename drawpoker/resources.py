"""Find the game's asset files wherever the game runs from.

The same asset tree (``assets/`` in the repository) reaches the player in three
ways, and :func:`asset_path` looks in each, in this order:

1. a PyInstaller bundle: ``sys._MEIPASS/assets`` (``build.spec`` puts it there);
2. an installed wheel: ``<site-packages>/drawpoker/assets`` (``pyproject.toml``
   force-includes ``assets/`` into the wheel under that name);
3. the source tree: ``<repository>/assets`` (``uv run drawpoker`` from a clone;
   only used when ``<repository>/pyproject.toml`` is there too, so an unrelated
   ``site-packages/assets`` folder is never picked up).

Paths are resolved from this module's own location or the bundle's, never from
the current working directory, so the game can be started from anywhere
(known-faults B48). Running from source never needs ``sys._MEIPASS``.

``assets/manifest.json`` lists every asset file; both the game and ``build.spec``
read it through :func:`read_manifest`. Its format::

    {"format": 1, "files": ["cards/as.png", "fonts/...", ...]}

with each entry a POSIX path relative to ``assets/``.

A missing or damaged asset never stops the game: the UI falls back to a plain
stand-in (pygame's own font, silence, drawn cards) and reports the file with
:func:`report_problem`, which prints one warning line per file on stderr and keeps
it for the in-game notice (:func:`problems`). :func:`check_assets` finds missing and
empty files cheaply at start (one ``stat`` per manifest entry, no reading).

Setting ``DRAWPOKER_ASSETS`` to a folder searches it first; when that folder holds a
``manifest.json`` it is a complete asset tree and is the only folder searched (so a
file deleted there is missing, as in a damaged install; tests rely on it).

This module never imports pygame.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

__all__ = [
    "ASSETS_DIRNAME",
    "ENV_ASSETS_DIR",
    "MANIFEST_FORMAT",
    "MANIFEST_NAME",
    "AssetNotFoundError",
    "AssetProblem",
    "Manifest",
    "ManifestError",
    "asset_path",
    "assets_dir",
    "candidate_dirs",
    "check_assets",
    "clear_problems",
    "fallback_for",
    "is_frozen",
    "missing_files",
    "problem_count",
    "problems",
    "read_manifest",
    "report_problem",
    "validate_relpath",
]

#: Name of the asset folder in the source tree, in the wheel (under the package)
#: and in a PyInstaller bundle (under ``sys._MEIPASS``).
ASSETS_DIRNAME = "assets"
#: Name of the manifest file inside the asset folder.
MANIFEST_NAME = "manifest.json"
#: The manifest format this module reads.
MANIFEST_FORMAT = 1
#: Environment variable naming an asset folder searched before all others
#: (for asset authors trying out new files, and for tests).
ENV_ASSETS_DIR = "DRAWPOKER_ASSETS"

_PACKAGE_DIR = Path(__file__).resolve().parent


class AssetNotFoundError(FileNotFoundError):
    """An asset file is in none of the places the resolver looks.

    Attributes:
        relpath: the asset path that was asked for, relative to ``assets/``.
        searched: every full path that was tried, in search order.
    """

    def __init__(self, relpath: str, searched: Sequence[Path]) -> None:
        self.relpath = relpath
        self.searched: tuple[Path, ...] = tuple(searched)
        if self.searched:
            places = ", ".join(str(path) for path in self.searched)
            message = f"asset {relpath!r} not found; looked in: {places}"
        else:
            message = (
                f"asset {relpath!r} not found: no asset folder exists (no PyInstaller bundle, "
                f"no {_PACKAGE_DIR / ASSETS_DIRNAME}, no source tree assets/ folder)"
            )
        super().__init__(message)

    def __reduce__(self) -> tuple[type[AssetNotFoundError], tuple[str, tuple[Path, ...]]]:
        return (type(self), (self.relpath, self.searched))


class ManifestError(ValueError):
    """``assets/manifest.json`` is missing, unreadable or not in the expected format."""


@dataclass(frozen=True)
class Manifest:
    """The parsed asset manifest.

    Attributes:
        path: the ``manifest.json`` file that was read.
        format: the manifest format number (always :data:`MANIFEST_FORMAT`).
        files: every asset file, as a POSIX path relative to ``assets/``, in the
            manifest's order.
    """

    path: Path
    format: int
    files: tuple[str, ...]

    @property
    def root(self) -> Path:
        """The asset folder the manifest lives in."""
        return self.path.parent

    def paths(self) -> list[Path]:
        """Full paths of every listed file under :attr:`root` (not checked for existence)."""
        return [self.root.joinpath(*PurePosixPath(name).parts) for name in self.files]


def is_frozen() -> bool:
    """Whether the game runs from a PyInstaller bundle (``sys.frozen`` and ``sys._MEIPASS``)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def _source_tree_dir() -> Path | None:
    """``<repository>/assets`` when this module sits in a source checkout, else None."""
    repo = _PACKAGE_DIR.parent
    if (repo / "pyproject.toml").is_file():
        return repo / ASSETS_DIRNAME
    return None


def candidate_dirs() -> list[Path]:
    """Every asset folder the resolver may look in, in search order.

    The folders are listed whether or not they exist; :func:`asset_path` skips
    missing ones silently but names them in its error.

    Returns:
        Absolute paths: ``$DRAWPOKER_ASSETS`` if set (alone when it holds a
        ``manifest.json``), then ``sys._MEIPASS/assets``
        when frozen, then the installed package's ``assets``, then the source
        tree's ``assets``. Duplicates are removed.
    """
    dirs: list[Path] = []
    override = os.environ.get(ENV_ASSETS_DIR)
    if override:
        # ~ and ~user as a shell expands them (an unknown user's ~name is left as written)
        folder = Path(os.path.expanduser(override)).resolve()
        if (folder / MANIFEST_NAME).is_file():
            return [folder]  # a complete asset tree: used alone (see the module docstring)
        dirs.append(folder)
    if is_frozen():
        dirs.append(Path(getattr(sys, "_MEIPASS")).resolve() / ASSETS_DIRNAME)  # noqa: B009
    dirs.append(_PACKAGE_DIR / ASSETS_DIRNAME)
    source = _source_tree_dir()
    if source is not None:
        dirs.append(source)
    unique: list[Path] = []
    for folder in dirs:
        if folder not in unique:
            unique.append(folder)
    return unique


def validate_relpath(relpath: str) -> PurePosixPath:
    """Check that ``relpath`` is a clean POSIX path inside the asset folder.

    Args:
        relpath: e.g. ``"cards/as.png"``.

    Returns:
        The path as a :class:`~pathlib.PurePosixPath`.

    Raises:
        ValueError: empty, absolute, a backslash, or a ``.``/``..`` part, naming
            the bad path.
    """
    if not isinstance(relpath, str) or not relpath:
        raise ValueError(f"asset path must be a non-empty string, got {relpath!r}")
    if "\\" in relpath:
        raise ValueError(f"asset path {relpath!r} must use '/' separators, not '\\'")
    pure = PurePosixPath(relpath)
    if pure.is_absolute() or (len(relpath) > 1 and relpath[1] == ":"):
        raise ValueError(f"asset path {relpath!r} must be relative to assets/, not absolute")
    if any(part in ("..", ".") for part in relpath.split("/")) or "" in relpath.split("/"):
        raise ValueError(f"asset path {relpath!r} must not contain '.', '..' or empty parts")
    return pure


def asset_path(relpath: str, *, search: Iterable[Path] | None = None) -> Path:
    """Find one asset file.

    Args:
        relpath: path relative to ``assets/`` with ``/`` separators, e.g.
            ``"fonts/dejavusans.ttf"``.
        search: asset folders to look in instead of :func:`candidate_dirs` (tests).

    Returns:
        The absolute path of the first existing file, in search order.

    Raises:
        ValueError: ``relpath`` is not a clean relative path (see :func:`validate_relpath`).
        AssetNotFoundError: no folder has the file; the error lists every full
            path tried.
    """
    parts = validate_relpath(relpath).parts
    tried: list[Path] = []
    for folder in candidate_dirs() if search is None else search:
        path = Path(folder).joinpath(*parts)
        if path.is_file():
            return path
        tried.append(path)
    raise AssetNotFoundError(relpath, tried)


def assets_dir(*, search: Iterable[Path] | None = None) -> Path:
    """The asset folder in use: the first candidate that holds ``manifest.json``.

    Args:
        search: asset folders to look in instead of :func:`candidate_dirs` (tests).

    Raises:
        AssetNotFoundError: no candidate folder has a manifest.
    """
    return asset_path(MANIFEST_NAME, search=search).parent


def read_manifest(path: Path | None = None) -> Manifest:
    """Read and check ``assets/manifest.json``.

    Args:
        path: the manifest file, or None to find it with :func:`asset_path`.

    Returns:
        The :class:`Manifest`.

    Raises:
        AssetNotFoundError: ``path`` is None and no manifest was found.
        ManifestError: the file can't be read, isn't JSON, has another
            ``format`` than :data:`MANIFEST_FORMAT`, or ``files`` is not a list
            of unique clean relative paths; the message names the file and the
            bad entry.
    """
    if path is None:
        path = asset_path(MANIFEST_NAME)
    path = Path(path).resolve()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ManifestError(f"{path}: cannot read the asset manifest: {exc}") from exc
    except ValueError as exc:
        raise ManifestError(f"{path}: the asset manifest is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ManifestError(f"{path}: the asset manifest must be a JSON object")
    fmt = data.get("format")
    if fmt != MANIFEST_FORMAT or isinstance(fmt, bool):
        raise ManifestError(
            f"{path}: unsupported manifest format {fmt!r}; this version reads format "
            f"{MANIFEST_FORMAT}"
        )
    files = data.get("files")
    if not isinstance(files, list):
        raise ManifestError(f"{path}: 'files' must be a list of paths relative to assets/")
    seen: set[str] = set()
    for index, name in enumerate(files):
        try:
            validate_relpath(name)
        except ValueError as exc:
            raise ManifestError(f"{path}: files[{index}]: {exc}") from None
        if name in seen:
            raise ManifestError(f"{path}: files[{index}]: {name!r} is listed twice")
        seen.add(name)
    # The manifest may list itself; it is always bundled anyway, so drop it here.
    listed = tuple(name for name in files if name != MANIFEST_NAME)
    return Manifest(path=path, format=MANIFEST_FORMAT, files=listed)


def missing_files(manifest: Manifest) -> list[str]:
    """Manifest entries with no file beside the manifest, in manifest order."""
    return [name for name, path in zip(manifest.files, manifest.paths(), strict=True)
            if not path.is_file()]


@dataclass(frozen=True)
class AssetProblem:
    """One asset file the game could not use.

    Attributes:
        relpath: the asset, relative to ``assets/`` (e.g. ``"fonts/dejavusans.ttf"``).
        reason: what is wrong, in English (``"missing"``, ``"empty (0 bytes)"``, a load error).
        fallback: what the game uses instead, in English (see :func:`fallback_for`).
    """

    relpath: str
    reason: str
    fallback: str


_problems: dict[str, AssetProblem] = {}


def fallback_for(relpath: str) -> str:
    """What the UI uses in place of asset ``relpath`` (English, for the stderr warning)."""
    if relpath.startswith("fonts/"):
        return "pygame's built-in font"
    if relpath.startswith("sounds/"):
        return "silence for that file"
    if relpath.startswith("cards/"):
        return "plain drawn cards"
    if relpath.startswith("chips/"):
        return "plain drawn chips"
    if relpath.startswith("icon/"):
        return "the system's window icon"
    return "nothing (not needed to play)"


def report_problem(relpath: str, reason: str, fallback: str | None = None) -> bool:
    """Record that asset ``relpath`` can't be used; the first report of a file prints one
    line on stderr naming it, why, and what the game uses instead.

    Args:
        relpath: the asset, relative to ``assets/``.
        reason: what is wrong (English), e.g. ``"missing"`` or the load error's text.
        fallback: the stand-in used; None: :func:`fallback_for`.

    Returns:
        True when the file was new (reported now), False when it was reported before.
    """
    if relpath in _problems:
        return False
    problem = AssetProblem(relpath, " ".join(str(reason).split()) or "unreadable",
                           fallback or fallback_for(relpath))
    _problems[relpath] = problem
    if problem.reason in ("missing", "empty (0 bytes)"):
        what = f"is {problem.reason}"
    else:
        what = f"could not be loaded ({problem.reason})"
    print(f"drawpoker: warning: asset file {relpath} {what}; using {problem.fallback} instead",
          file=sys.stderr)
    return True


def clear_problems() -> None:
    """Forget every reported asset problem (tests; the game never calls it)."""
    _problems.clear()


def problem_count() -> int:
    """How many asset files have been reported so far (cheap: for a per-frame check)."""
    return len(_problems)


def problems() -> list[AssetProblem]:
    """Every asset problem reported so far in this process, in report order."""
    return list(_problems.values())


def check_assets() -> list[AssetProblem]:
    """Check at start that every manifest file is there and not empty; report the others.

    Costs one ``stat`` per manifest entry (no file is read). A missing or unreadable
    manifest is itself reported (as ``assets/manifest.json``) and nothing else is checked.

    Returns:
        The problems found by this call (already reported with :func:`report_problem`).
    """
    found: list[AssetProblem] = []
    try:
        manifest = read_manifest()
    except (AssetNotFoundError, ManifestError) as exc:
        if report_problem(MANIFEST_NAME, "missing" if isinstance(exc, AssetNotFoundError)
                          else str(exc).splitlines()[0], "no check of the other files"):
            found.append(_problems[MANIFEST_NAME])
        return found
    dirs = candidate_dirs()
    for name in manifest.files:
        try:
            size = asset_path(name, search=dirs).stat().st_size
        except (AssetNotFoundError, OSError):
            reason = "missing"
        else:
            if size > 0:
                continue
            reason = "empty (0 bytes)"
        if report_problem(name, reason):
            found.append(_problems[name])
    return found
