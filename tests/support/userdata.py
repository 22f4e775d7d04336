"""A user folder's settings file written by hand, and the App started on it."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path
from typing import Any

# ---------------------------------------------------------------- upgraders


def write_json(path: Path, doc: Any) -> None:
    """Write ``doc`` as JSON to ``path``."""
    path.write_text(json.dumps(doc), encoding="utf-8")


# ---------------------------------------------------------------- the app


def app_in(folder: Path, **options: Any) -> Any:
    """The real App (headless, seed 1) on the user folder ``folder``, with extra command-line
    ``options``."""
    from drawpoker.ui.app import App

    return App(Namespace(data_dir=str(folder), seed=1, **options), realtime=False)


def saved_settings(folder: Path) -> dict[str, Any]:
    """The ``settings`` block of ``folder``'s settings.json."""
    return json.loads((folder / "settings.json").read_text())["settings"]
