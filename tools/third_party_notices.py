"""Write THIRD-PARTY-NOTICES.txt for a standalone build: who made what the bundle carries.

``build.spec`` calls :func:`write_notices` with the shared libraries PyInstaller
collected; by hand, to look at the result for this venv::

    uv run --group build python tools/third_party_notices.py OUT.txt

The file holds, in this order:

1. a contents list (one line per part: name, version, licence), which the game's
   Profile screen shows (``drawpoker.third_party``), ending at the first line of ``=``
   signs;
2. CPython, with the licence text of the interpreter that runs the build;
3. every distribution the game depends on at run time, found from the installed
   ``drawpoker`` distribution's requirements with ``importlib.metadata`` (so it is the
   build venv's versions), with every licence file the distribution carries;
   distributions that carry none (pygame-ce) take their text from
   ``installers/notices/``;
4. every native library bundled beside them (SDL and its satellites, OpenBLAS, the
   GCC and C runtimes, Python's own zlib, SQLite ...), matched by file name against
   ``installers/notices/native-libraries.json``.

A bundled shared library that matches no entry there stops the build
(:class:`NoticeError`): its licence must be looked up and written down first.
"""

from __future__ import annotations

import hashlib
import importlib.metadata as md
import json
import re
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from packaging.markers import Marker

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from drawpoker.third_party import RULE  # noqa: E402  (the game reads the file)

NOTICES_DIR = ROOT / "installers" / "notices"
NATIVE = NOTICES_DIR / "native-libraries.json"
#: Distributions whose wheels carry no licence file: name -> (licence, texts in licenses/).
MISSING_TEXTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "pygame-ce": ("LGPL-2.1-only", ("LGPL-2.1.txt",)),
}
_LICENCE_FILE = re.compile(r"^(licen[cs]e|copying|notice|authors)", re.IGNORECASE)


class NoticeError(Exception):
    """A bundled part whose licence is not known (its name is in the message)."""


@dataclass
class Part:
    """One section of the notices: a name, version, licence line and licence texts."""

    name: str
    version: str
    licence: str
    url: str = ""
    copyright: str = ""
    files: list[str] = field(default_factory=list)
    texts: list[tuple[str, str]] = field(default_factory=list)  # (title, text)


def _requirement_name(spec: str) -> str | None:
    """The distribution name of a requirement, or None when it needs an extra or is for
    another platform (pyttsx3's ``pywin32; platform_system == "Windows"``)."""
    if "extra ==" in spec.replace("extra==", "extra =="):
        return None
    if ";" in spec and not Marker(spec.split(";", 1)[1]).evaluate({"extra": ""}):
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
    return match.group(1) if match else None


def runtime_distributions(root: str = "drawpoker") -> list[md.Distribution]:
    """``root``'s run-time requirements, recursively, sorted by name (``root`` left out).

    Raises:
        NoticeError: ``root`` or a requirement is not installed.
    """
    seen: dict[str, md.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop()
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            raise NoticeError(f"{name} is not installed in this venv (uv sync --group build)") from None
        key = (dist.metadata["Name"] or name).lower().replace("_", "-")
        if key in seen:
            continue
        seen[key] = dist
        todo.extend(n for n in map(_requirement_name, dist.requires or []) if n)
    seen.pop(root, None)
    return [seen[k] for k in sorted(seen)]


def _licence_of(dist: md.Distribution) -> str:
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return str(expression)
    short = (meta.get("License") or "").strip()
    if short and "\n" not in short and len(short) < 80:
        return short
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return "; ".join(classifiers) or "see the licence text below"


def _url_of(dist: md.Distribution) -> str:
    meta = dist.metadata
    for entry in meta.get_all("Project-URL") or []:
        label, _, url = entry.partition(",")
        if label.strip().lower() in ("homepage", "home", "source", "source code", "repository"):
            return url.strip()
    return str(meta.get("Home-page") or "")


def distribution_part(dist: md.Distribution) -> Part:
    """The notice of one installed distribution, with each licence file it carries once."""
    name = str(dist.metadata["Name"])
    part = Part(name, dist.version, _licence_of(dist), _url_of(dist))
    seen: set[str] = set()
    for entry in dist.files or []:
        path = Path(str(entry))
        if not (_LICENCE_FILE.match(path.name) or "licenses" in path.parts):
            continue
        if path.suffix in (".py", ".pyc", ".pyi", ".so", ".pyd", ".dylib"):
            continue
        text = Path(str(dist.locate_file(entry))).read_text(encoding="utf-8", errors="replace")
        digest = hashlib.sha256(text.encode()).hexdigest()
        if digest not in seen:
            seen.add(digest)
            part.texts.append((str(entry), text))
    key = name.lower()
    if not part.texts and key in MISSING_TEXTS:
        part.licence, files = MISSING_TEXTS[key]
        part.texts = [(f, (NOTICES_DIR / "licenses" / f).read_text(encoding="utf-8"))
                      for f in files]
    if not part.texts:
        raise NoticeError(f"{name} {dist.version} carries no licence file; add its text to "
                          "MISSING_TEXTS in tools/third_party_notices.py")
    return part


def python_part() -> Part:
    """CPython, with the LICENSE.txt of the interpreter running the build.

    Raises:
        NoticeError: that interpreter has no LICENSE.txt.
    """
    places = [Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
              Path(sys.base_prefix) / "LICENSE.txt",
              Path(sys.base_prefix) / "Resources" / "English.lproj" / "License.txt"]
    for place in places:
        if place.is_file():
            version = ".".join(map(str, sys.version_info[:3]))
            return Part("CPython", version, "PSF-2.0", "https://www.python.org/",
                        texts=[("LICENSE.txt", place.read_text(encoding="utf-8",
                                                               errors="replace"))])
    raise NoticeError("no LICENSE.txt found for this Python in " + ", ".join(map(str, places)))


def _library_key(file_name: str) -> str:
    name = Path(file_name).name.lower()
    return name[3:] if name.startswith("lib") else name


def native_parts(libraries: Iterable[str], table: Path = NATIVE) -> list[Part]:
    """One part per entry of ``table`` that some bundled library in ``libraries`` (file
    names or paths of shared libraries, not Python extension modules) matches.

    Raises:
        NoticeError: a library that matches no entry (all such are named).
    """
    entries = json.loads(table.read_text(encoding="utf-8"))["libraries"]
    parts: dict[str, Part] = {}
    unknown: list[str] = []
    for library in sorted({Path(lib).name for lib in libraries}):
        key = _library_key(library)
        entry = next((e for e in entries if re.match(e["match"], key)), None)
        if entry is None:
            unknown.append(library)
            continue
        part = parts.get(entry["name"])
        if part is None:
            part = parts[entry["name"]] = Part(entry["name"], "", entry["licence"], entry["url"],
                                               entry["copyright"])
            if "see" in entry:
                part.texts.append(("", f"The licence text is in the {entry['see']} "
                                       "section of this file."))
            for text_file in entry.get("texts", []):
                path = NOTICES_DIR / "licenses" / text_file
                part.texts.append((text_file, path.read_text(encoding="utf-8")))
        part.files.append(library)
    if unknown:
        raise NoticeError("bundled libraries with no entry in installers/notices/"
                          "native-libraries.json (look up their licence and add one): "
                          + ", ".join(unknown))
    return list(parts.values())


def render(parts: list[Part], game_version: str) -> str:
    """The text of the notices file (see the module doc)."""
    lines = [f"drawpoker {game_version}: third-party software in this build",
             "",
             "The game itself is under the MIT licence; its fonts, cards and sounds are",
             "described in assets/LICENSES.md. It bundles these parts:",
             ""]
    for part in parts:
        version = f" {part.version}" if part.version else ""
        lines.append(f"- {part.name}{version}: {part.licence}")
    lines += [RULE, ""]
    for part in parts:
        version = f" {part.version}" if part.version else ""
        lines += [RULE, f"{part.name}{version}", f"Licence: {part.licence}"]
        if part.url:
            lines.append(f"Home: {part.url}")
        if part.copyright:
            lines.append(part.copyright)
        if part.files:
            lines.append("Files: " + ", ".join(part.files))
        lines.append(RULE)
        for title, text in part.texts:
            if title:
                lines += ["", f"--- {title} ---"]
            lines += ["", text.rstrip(), ""]
    return "\n".join(lines) + "\n"


def write_notices(out: Path, libraries: Iterable[str], game_version: str) -> Path:
    """Write the notices for a bundle holding the shared ``libraries`` to ``out``.

    Raises:
        NoticeError: a part whose licence is not known.
    """
    parts = [python_part(), *map(distribution_part, runtime_distributions())]
    for native in native_parts(libraries):
        same = next((p for p in parts if p.name == native.name), None)
        if same is None:
            parts.append(native)
        else:  # CPython's own library: one section, its files named there
            same.files.extend(native.files)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(parts, game_version), encoding="utf-8", newline="\n")
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: third_party_notices.py OUT.txt", file=sys.stderr)
        return 2
    from drawpoker import __version__

    try:
        write_notices(Path(argv[0]), [], __version__)
    except NoticeError as exc:
        print(f"third_party_notices: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {argv[0]} (distributions and CPython; native libraries come with a build)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
