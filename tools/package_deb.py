"""Build a Debian package of the one-folder standalone game.

    uv run --group build python tools/package_deb.py dist/drawpoker [--out dist]

Input: the one-folder build (``dist/drawpoker``, from ``pyinstaller build.spec``). Output:
``drawpoker_VERSION_amd64.deb`` (``dpkg-deb`` needed), which installs

- the bundle as it is in ``/opt/drawpoker`` (it carries its own Python and libraries:
  nothing is shared with the system), and ``/usr/bin/drawpoker`` linked to it;
- ``/usr/share/applications/io.github.drawpoker.desktop`` and
  ``/usr/share/metainfo/io.github.drawpoker.metainfo.xml`` (``installers/linux/``, the
  version and date filled in);
- the icon in ``/usr/share/icons/hicolor`` (48, 128, 256 and 512 pixels, and the SVG);
- ``/usr/share/doc/drawpoker/copyright`` (the game's MIT licence, pointing to the
  bundle's ``THIRD-PARTY-NOTICES.txt``, copied beside it), a ``changelog.gz``, and the
  ``lintian`` overrides of ``installers/linux/drawpoker.lintian-overrides``, each
  with the reason.

The package depends on ``libc6`` no older than the bundle's glibc floor
(``tools/bundle_floor.py``) and on the system's C++ runtime (``libstdc++6``,
``libgcc-s1``), which ``build.spec`` leaves out of the Linux bundle. Exits 1 with one line when the build or a tool is missing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from drawpoker import __version__  # noqa: E402
from drawpoker.third_party import NOTICES_NAME  # noqa: E402
from tools.bundle_floor import glibc_floor, show  # noqa: E402

APP_ID = "io.github.drawpoker"
LINUX = ROOT / "installers" / "linux"
ICON_SIZES = (48, 128, 256, 512)
MAINTAINER = "drawpoker developers <drawpoker@users.noreply.github.com>"
DESCRIPTION = """Five Card Draw poker against computer opponents
 Five Card Draw poker for the desktop: a felt table with up to five computer
 opponents who play from the odds, each with a personality and a skill level.
 The house rules are yours to choose (antes or blinds, fixed-limit, pot-limit or
 no-limit, openers, wild cards, lowball). It runs offline, in English, Russian,
 Slovak or German.
 .
 The game is a self-contained build: it carries its own Python runtime and
 libraries in /opt/drawpoker."""


def _release_date() -> str:
    """The date of the build (SOURCE_DATE_EPOCH when set, for a reproducible package)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = (dt.datetime.fromtimestamp(int(epoch), dt.UTC) if epoch
            else dt.datetime.now(dt.UTC))
    return when.strftime("%Y-%m-%d")


def _icons(root: Path) -> None:
    """The hicolor icons: the SVG and PNGs scaled from the 512-pixel icon."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    icon = pygame.image.load(str(ROOT / "assets" / "icon" / "drawpoker.png"))
    for side in ICON_SIZES:
        folder = root / f"usr/share/icons/hicolor/{side}x{side}/apps"
        folder.mkdir(parents=True)
        scaled = icon if icon.get_width() == side else pygame.transform.smoothscale(
            icon, (side, side))
        pygame.image.save(scaled, str(folder / f"{APP_ID}.png"))
    scalable = root / "usr/share/icons/hicolor/scalable/apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(ROOT / "assets" / "icon" / "drawpoker.svg", scalable / f"{APP_ID}.svg")


#: The year the game's history starts (its first commit).
FIRST_YEAR = 2026


def _copyright(date: str) -> str:
    """The machine-readable copyright file (DEP-5): the game's MIT licence, pointing to
    the third-party notices of the bundled software."""
    mit = (ROOT / "installers" / "notices" / "licenses" / "MIT.txt").read_text(encoding="utf-8")
    parts = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: drawpoker",
        "Comment: /opt/drawpoker is a self-contained build: it carries CPython,",
        " pygame-ce with SDL 2 and its libraries, numpy with OpenBLAS, Babel and",
        " platformdirs. Their licences, with the full texts, are in",
        f" /usr/share/doc/drawpoker/{NOTICES_NAME}; the game's fonts, card art and",
        " sounds are described in /opt/drawpoker/_internal/assets/LICENSES.md.",
        "",
        "Files: *",
        f"Copyright: {FIRST_YEAR}-{date[:4]} the drawpoker developers"
        if date[:4] != str(FIRST_YEAR) else f"Copyright: {FIRST_YEAR} the drawpoker developers",
        "License: MIT",
        "",
        "License: MIT",
        *[f" {line}" if line.strip() else " ." for line in mit.rstrip().splitlines()],
    ]
    return "\n".join(parts) + "\n"


def _changelog(date: str) -> bytes:
    stamp = dt.datetime.strptime(date, "%Y-%m-%d").strftime("%a, %d %b %Y 00:00:00 +0000")
    text = (f"drawpoker ({__version__}) unstable; urgency=medium\n\n"
            f"  * Release {__version__}: the standalone build, packaged.\n\n"
            f" -- {MAINTAINER}  {stamp}\n")
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def _installed_size(root: Path) -> int:
    """Installed-Size in KiB."""
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    return (total + 1023) // 1024


def build_deb(bundle: Path, out_dir: Path) -> Path:
    """Write ``drawpoker_VERSION_amd64.deb`` for the one-folder ``bundle`` into
    ``out_dir``; returns its path.

    Raises:
        SystemExit: the bundle, its executable or ``dpkg-deb`` is missing.
    """
    if not (bundle / "drawpoker").is_file():
        raise SystemExit(f"package_deb: {bundle} holds no drawpoker executable "
                         "(build it first: uv run --group build pyinstaller build.spec)")
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("package_deb: dpkg-deb not found (Debian/Ubuntu: apt-get install dpkg)")
    date = _release_date()
    floor, _where = glibc_floor(bundle)
    with tempfile.TemporaryDirectory(prefix="drawpoker-deb-") as tmp:
        root = Path(tmp) / "root"
        shutil.copytree(bundle, root / "opt" / "drawpoker", symlinks=True)
        (root / "usr/bin").mkdir(parents=True)
        (root / "usr/bin/drawpoker").symlink_to("/opt/drawpoker/drawpoker")
        for folder, name, text in [
            ("usr/share/applications", f"{APP_ID}.desktop",
             (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")),
            ("usr/share/metainfo", f"{APP_ID}.metainfo.xml",
             (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
             .replace("@VERSION@", __version__).replace("@DATE@", date)),
            ("usr/share/doc/drawpoker", "copyright", _copyright(date)),
            ("usr/share/lintian/overrides", "drawpoker",
             (LINUX / "drawpoker.lintian-overrides").read_text(encoding="utf-8")),
        ]:
            (root / folder).mkdir(parents=True, exist_ok=True)
            (root / folder / name).write_text(text, encoding="utf-8")
        (root / "usr/share/doc/drawpoker/changelog.gz").write_bytes(_changelog(date))
        _icons(root)
        shutil.copyfile(bundle / "_internal" / NOTICES_NAME,
                        root / "usr/share/doc/drawpoker" / NOTICES_NAME)
        executable = root / "opt/drawpoker/drawpoker"
        for path in root.rglob("*"):  # only the game's executable is run; libraries are read
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() or path == executable else 0o644)
        control = root / "DEBIAN" / "control"
        control.parent.mkdir()
        control.write_text("\n".join([
            "Package: drawpoker",
            f"Version: {__version__}",
            "Architecture: amd64",
            f"Maintainer: {MAINTAINER}",
            f"Installed-Size: {_installed_size(root)}",
            f"Depends: libc6 (>= {show(floor)}), libstdc++6, libgcc-s1",
            "Section: games",
            "Priority: optional",
            f"Description: {DESCRIPTION}",
        ]) + "\n", encoding="utf-8")
        out_dir.mkdir(parents=True, exist_ok=True)
        deb = out_dir / f"drawpoker_{__version__}_amd64.deb"
        # gzip: every dpkg reads it, and it packs the bundle in seconds (xz took minutes)
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "-z9", "--build", str(root),
                        str(deb)], check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="package_deb.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the one-folder build, e.g. dist/drawpoker")
    parser.add_argument("--out", type=Path, default=Path("dist"), help="folder for the .deb")
    args = parser.parse_args(argv)
    deb = build_deb(args.bundle.resolve(), args.out)
    print(f"{deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
