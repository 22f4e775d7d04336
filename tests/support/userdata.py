"""A user folder's settings file written by hand, and the App started on it."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path
from typing import Any

# ---------------------------------------------------------------- upgraders


def write_json(path: Path, doc: Any) -> None:
    path.write_text(json.dumps(doc), encoding="utf-8")


# ---------------------------------------------------------------- the app


def app_in(folder: Path, **options: Any) -> Any:
    from drawpoker.ui.app import App

    return App(Namespace(data_dir=str(folder), seed=1, **options), realtime=False)


def saved_settings(folder: Path) -> dict[str, Any]:
    return json.loads((folder / "settings.json").read_text())["settings"]
