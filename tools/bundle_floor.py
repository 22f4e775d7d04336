"""The oldest OS a built bundle runs on, read from its binaries.

    python tools/bundle_floor.py glibc dist/drawpoker [--max 2.35]
    python tools/bundle_floor.py macos dist/drawpoker.app [--plist]

``glibc``: the highest ``GLIBC_x.y`` symbol version any ELF file under the folder needs
(``objdump -p``, its "Version References"); with ``--max`` the exit status is 1 when
that is newer than the floor the README promises. ``macos``: the highest minimum macOS
version (``minos`` of ``LC_BUILD_VERSION``, or ``LC_VERSION_MIN_MACOSX``) of any Mach-O
file in the bundle (``otool -l``); with ``--plist`` the exit status is 1 when the
bundle's ``Info.plist`` declares a lower ``LSMinimumSystemVersion``. ``build.spec`` uses
:func:`macos_floor` to write that declaration in the first place.
"""

from __future__ import annotations

import argparse
import plistlib
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

Version = tuple[int, ...]

_GLIBC = re.compile(r"\bGLIBC_([0-9]+(?:\.[0-9]+)+)\b")
_MINOS = re.compile(r"^\s*(?:minos|version)\s+([0-9]+(?:\.[0-9]+)*)\s*$")


def parse_version(text: str) -> Version:
    """``"2.35"`` -> ``(2, 35)``.

    Raises:
        ValueError: not dot-separated whole numbers.
    """
    return tuple(int(p) for p in text.strip().split("."))


def show(version: Version) -> str:
    return ".".join(map(str, version))


def _is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def _is_macho(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) in (b"\xcf\xfa\xed\xfe", b"\xca\xfe\xba\xbe", b"\xce\xfa\xed\xfe")


def glibc_versions(objdump_text: str) -> list[Version]:
    """Every ``GLIBC_`` version named in ``objdump -p`` output."""
    return [parse_version(v) for v in _GLIBC.findall(objdump_text)]


def macos_versions(otool_text: str) -> list[Version]:
    """Every minimum macOS version in ``otool -l`` output (``minos`` of LC_BUILD_VERSION
    load commands whose platform is macOS, ``version`` of LC_VERSION_MIN_MACOSX)."""
    found: list[Version] = []
    command = ""
    platform = ""
    for line in otool_text.splitlines():
        stripped = line.strip()
        if stripped.startswith("cmd "):
            command, platform = stripped.split()[1], ""
        elif stripped.startswith("platform "):
            platform = stripped.split()[1]
        match = _MINOS.match(line)
        if match is None:
            continue
        if (command == "LC_BUILD_VERSION" and platform in ("1", "MACOS", "macos")
                and stripped.startswith("minos")) or (
                command == "LC_VERSION_MIN_MACOSX" and stripped.startswith("version")):
            found.append(parse_version(match.group(1)))
    return found


def _files(root: Path, kind: str) -> Iterable[Path]:
    test = _is_elf if kind == "glibc" else _is_macho
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and test(path):
            yield path


def _tool_output(tool: str, args: list[str]) -> str:
    found = shutil.which(tool)
    if found is None:
        raise SystemExit(f"bundle_floor: {tool} not found (install binutils / Xcode tools)")
    return subprocess.run([found, *args], capture_output=True, text=True, check=False).stdout


def glibc_floor(root: Path) -> tuple[Version, Path | None]:
    """The highest glibc version any ELF file under ``root`` needs, and that file."""
    best: tuple[Version, Path | None] = ((0,), None)
    for path in _files(root, "glibc"):
        for version in glibc_versions(_tool_output("objdump", ["-p", str(path)])):
            if version > best[0]:
                best = (version, path)
    return best


def macos_floor(paths: Iterable[Path | str]) -> Version:
    """The highest minimum macOS version of the Mach-O files ``paths`` (folders are
    searched); ``(0,)`` when none declares one."""
    best: Version = (0,)
    for item in map(Path, paths):
        files = _files(item, "macos") if item.is_dir() else (
            [item] if item.is_file() and _is_macho(item) else [])
        for path in files:
            for version in macos_versions(_tool_output("otool", ["-l", str(path)])):
                best = max(best, version)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bundle_floor.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", choices=("glibc", "macos"))
    parser.add_argument("bundle", type=Path, help="the one-folder build or the .app")
    parser.add_argument("--max", type=parse_version, metavar="X.Y",
                        help="glibc: fail when the bundle needs a newer glibc than this")
    parser.add_argument("--plist", action="store_true",
                        help="macos: fail when Info.plist declares a lower minimum")
    args = parser.parse_args(argv)
    if not args.bundle.exists():
        parser.error(f"{args.bundle} does not exist")
    if args.kind == "glibc":
        floor, where = glibc_floor(args.bundle)
        print(f"glibc floor of {args.bundle}: {show(floor)} (needed by {where})")
        if args.max is not None and floor > args.max:
            print(f"bundle_floor: {where} needs glibc {show(floor)}, newer than the "
                  f"{show(args.max)} promised", file=sys.stderr)
            return 1
        return 0
    floor = macos_floor([args.bundle])
    print(f"macOS floor of {args.bundle}: {show(floor)}")
    if args.plist:
        info = plistlib.loads((args.bundle / "Contents" / "Info.plist").read_bytes())
        declared = parse_version(str(info.get("LSMinimumSystemVersion", "0")))
        print(f"Info.plist LSMinimumSystemVersion: {show(declared)}, "
              f"CFBundleShortVersionString: {info.get('CFBundleShortVersionString')}")
        if declared < floor:
            print(f"bundle_floor: Info.plist declares macOS {show(declared)} but the bundle "
                  f"needs {show(floor)}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
