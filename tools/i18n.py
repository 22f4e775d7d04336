"""Translation catalogs in one command (Babel's Python API).

Usage (from the repository root)::

    uv run python tools/i18n.py update   # extract -> drawpoker/locale/drawpoker.pot,
                                         # merge into the en/ru/sk/de .po files, compile .mo
    uv run python tools/i18n.py check    # exit 1 if any catalog is out of date with the
                                         # source, has an untranslated or fuzzy entry, a
                                         # placeholder that differs from the msgid, the wrong
                                         # number of plural forms, or a stale .mo
    uv run python tools/i18n.py todo     # list what translators still have to do
    uv run python tools/i18n.py compile  # .po -> .mo only

Workflow after adding strings in code: ``update``, translate the new (empty) and fuzzy
(guessed by Babel, marked ``#, fuzzy``) entries in ``drawpoker/locale/*/LC_MESSAGES/
drawpoker.po`` (remove the fuzzy flag when done), ``compile`` (or ``update`` again),
commit the .pot, .po and .mo files. The English catalog is filled with the msgids
themselves. Extraction follows ``babel.cfg``. Terms: ``docs/glossary.md``.
"""

from __future__ import annotations

import argparse
import copy
import gettext
import io
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "drawpoker"
LOCALE_DIR = PACKAGE / "locale"
DOMAIN = "drawpoker"
POT = LOCALE_DIR / f"{DOMAIN}.pot"
MAPPING = ROOT / "babel.cfg"
#: Catalog languages and the number of plural forms each must have (gettext Plural-Forms).
LANGUAGES: dict[str, int] = {"en": 2, "ru": 3, "sk": 3, "de": 2}
KEYWORDS = dict(DEFAULT_KEYWORDS)
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "drawpoker"

_FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}")


def po_path(lang: str) -> Path:
    """``drawpoker/locale/<lang>/LC_MESSAGES/drawpoker.po``."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    """``drawpoker/locale/<lang>/LC_MESSAGES/drawpoker.mo``."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def fields(text: str) -> set[str]:
    """The replacement fields of a ``str.format`` template: ``"{n} of {name}"`` ->
    ``{"{n}", "{name}"}`` (doubled braces are literal text, not fields)."""
    return {m for m in _FIELD.findall(text) if m not in ("{{", "}}")}


# --- extraction ---------------------------------------------------------------------------


def extract() -> Catalog:
    """Every message marked in ``drawpoker/`` (per ``babel.cfg``) as a template catalog."""
    with MAPPING.open(encoding="utf-8") as fh:
        method_map, options_map = parse_mapping_cfg(fh)

    def only_package(dirpath: str) -> bool:
        rel = Path(os.path.relpath(dirpath, ROOT)).as_posix()
        name = Path(dirpath).name
        if name.startswith((".", "_")) and name != ".":
            return False
        return rel == "." or rel == "drawpoker" or rel.startswith("drawpoker/")

    template = Catalog(project=PROJECT, version="", msgid_bugs_address="",
                       copyright_holder="drawpoker developers", fuzzy=False, charset="utf-8")
    found = extract_from_dir(str(ROOT), method_map, options_map, keywords=KEYWORDS,
                             comment_tags=COMMENT_TAGS, strip_comment_tags=True,
                             directory_filter=only_package)
    for filename, lineno, message, comments, context in found:
        path = (Path(filename)).as_posix()
        template.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    return template


def _write_po(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, omit_header=False, sort_by_file=False, sort_output=False,
             ignore_obsolete=True, include_previous=False, include_lineno=False)
    data = buf.getvalue()
    # The creation/revision dates change on every run; keep them out so an unchanged
    # catalog leaves an unchanged file (no churn in git).
    data = re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', b"", data)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def load_po(lang: str) -> Catalog:
    """The ``.po`` catalog of ``lang`` (raises FileNotFoundError if it does not exist)."""
    with po_path(lang).open("rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN)


#: Date written into every header: Babel fills in "now" when a .po has none, which would
#: make each compile differ and the committed .mo look stale a minute later.
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def mo_bytes(catalog: Catalog) -> bytes:
    """``catalog`` compiled (fuzzy entries left out, as gettext expects); deterministic."""
    catalog.creation_date = FIXED_DATE
    catalog.revision_date = FIXED_DATE
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def _fill_english(catalog: Catalog) -> None:
    for msg in catalog:
        if not msg.id:
            continue
        if msg.fuzzy:  # Babel's guess from a similar English message: use the msgid
            msg.string = (msg.id[0], msg.id[1]) if isinstance(msg.id, (list, tuple)) else msg.id
        if isinstance(msg.id, (list, tuple)):
            if not any(msg.string):
                msg.string = (msg.id[0], msg.id[1])
        elif not msg.string:
            msg.string = msg.id
        msg.flags.discard("fuzzy")


def update() -> Catalog:
    """Extract, write the .pot, merge it into every language's .po, compile the .mo files."""
    template = extract()
    _write_po(POT, template)
    for lang in LANGUAGES:
        try:
            catalog = load_po(lang)
        except FileNotFoundError:
            catalog = Catalog(locale=lang, domain=DOMAIN, project=PROJECT, version="",
                              copyright_holder="drawpoker developers", fuzzy=False,
                              charset="utf-8")
        # Babel's update shares Message objects with the template: give each
        # language its own copy so the English fill-in does not leak into the others.
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=False, update_header_comment=False,
                       keep_user_comments=True)
        if lang == "en":
            _fill_english(catalog)
        _write_po(po_path(lang), catalog)
        mo_path(lang).write_bytes(mo_bytes(load_po(lang)))  # what the .po file says
    return template


def compile_all() -> None:
    """Compile every ``.po`` into its ``.mo``."""
    for lang in LANGUAGES:
        mo_path(lang).write_bytes(mo_bytes(load_po(lang)))


# --- checks -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Problem:
    """One reason a catalog is not complete: ``lang``, the msgid and what is wrong."""

    lang: str
    msgid: str
    what: str

    def __str__(self) -> str:
        return f"{self.lang}: {self.what}: {self.msgid!r}"


def _key(msg: Message) -> tuple[str, str | None]:
    mid = msg.id[0] if isinstance(msg.id, (list, tuple)) else msg.id
    return (str(mid), msg.context)


def catalog_problems(lang: str, catalog: Catalog) -> Iterator[Problem]:
    """Untranslated or fuzzy entries, placeholders that differ from the msgid, and plural
    entries with the wrong number of forms (``LANGUAGES[lang]``) in ``catalog``."""
    want = LANGUAGES[lang]
    if catalog.num_plurals != want:
        yield Problem(lang, "", f"Plural-Forms header has {catalog.num_plurals} forms, want {want}")
    rule = gettext.c2py(catalog.plural_expr)
    used: dict[int, set[int]] = {}
    for n in range(1000):
        used.setdefault(rule(n), set()).add(n)
    only_one = {form for form, ns in used.items() if ns == {1}}
    for msg in catalog:
        if not msg.id:
            continue
        mid = _key(msg)[0]
        if msg.fuzzy:
            yield Problem(lang, mid, "fuzzy (unreviewed guess)")
        if isinstance(msg.id, (list, tuple)):
            forms = list(msg.string) if isinstance(msg.string, (list, tuple)) else [msg.string]
            if len(forms) != want:
                yield Problem(lang, mid, f"{len(forms)} plural forms, want {want}")
            must = fields(msg.id[1])
            may = must | fields(msg.id[0])
            for i, form in enumerate(forms):
                # A form used for n == 1 alone may leave the count out ("eine Karte");
                # Russian form 0 also serves 21, 31, ... and must keep every field.
                lacking = must - fields(form)
                if not form:
                    yield Problem(lang, mid, f"plural form {i} untranslated")
                elif not fields(form) <= may or len(lacking) > (1 if i in only_one else 0):
                    yield Problem(lang, mid, f"plural form {i} placeholders {sorted(fields(form))}"
                                  f" differ from {sorted(must)}")
        else:
            if not msg.string:
                yield Problem(lang, mid, "untranslated")
            elif fields(msg.string) != fields(msg.id):
                yield Problem(lang, mid, f"placeholders {sorted(fields(msg.string))} differ "
                              f"from {sorted(fields(msg.id))}")


def coverage_problems(lang: str, catalog: Catalog, template: Catalog) -> Iterator[Problem]:
    """Messages in the source (``template``) that ``catalog`` lacks."""
    have = {_key(m) for m in catalog if m.id}
    for msg in template:
        if msg.id and _key(msg) not in have:
            yield Problem(lang, _key(msg)[0], "missing (run tools/i18n.py update)")


def check(template: Catalog | None = None) -> list[Problem]:
    """Everything that keeps the catalogs from being complete and current."""
    template = extract() if template is None else template
    problems: list[Problem] = []
    if not POT.exists():
        problems.append(Problem("pot", "", f"{POT} missing (run tools/i18n.py update)"))
    else:
        with POT.open("rb") as fh:
            pot = read_po(fh)
        have = {_key(m) for m in pot if m.id}
        for msg in template:
            if msg.id and _key(msg) not in have:
                problems.append(Problem("pot", _key(msg)[0], "missing from drawpoker.pot"))
    for lang in LANGUAGES:
        try:
            catalog = load_po(lang)
        except FileNotFoundError:
            problems.append(Problem(lang, "", f"{po_path(lang)} missing"))
            continue
        problems.extend(coverage_problems(lang, catalog, template))
        problems.extend(catalog_problems(lang, catalog))
        mo = mo_path(lang)
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            problems.append(Problem(lang, "", f"{mo} is stale (run tools/i18n.py compile)"))
    return problems


def _print(problems: Iterable[Problem]) -> int:
    n = 0
    for p in problems:
        print(p)
        n += 1
    return n


def main(argv: list[str] | None = None) -> int:
    """Command line entry point; returns the exit status (0 = fine, 1 = problems)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("command", choices=["update", "check", "todo", "compile"])
    args = parser.parse_args(argv)
    if args.command == "update":
        template = update()
        todo = [p for lang in LANGUAGES for p in catalog_problems(lang, load_po(lang))]
        print(f"{len(template)} messages extracted; {len(todo)} entries to translate or review")
        return 0
    if args.command == "compile":
        compile_all()
        return 0
    if args.command == "todo":
        n = _print(p for lang in LANGUAGES for p in catalog_problems(lang, load_po(lang)))
        print(f"{n} entries to translate or review")
        return 0
    problems = check()
    n = _print(problems)
    print("catalogs complete" if not n else f"{n} problems")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main())
