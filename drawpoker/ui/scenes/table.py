"""Placeholder table (replaced below)."""
from __future__ import annotations

from drawpoker.ui.scene import Scene


class TableScene(Scene):
    def __init__(self, demo: bool = False) -> None:
        super().__init__()
        self.demo = demo
