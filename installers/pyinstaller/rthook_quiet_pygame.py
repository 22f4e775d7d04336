"""PyInstaller runtime hook of the standalone game: runs before the game's own code.

pygame-ce prints its "Hello from the pygame community" banner on import unless
PYGAME_HIDE_SUPPORT_PROMPT is set; a player starting the game from a terminal or a
desktop entry has no use for it (a value the player set is kept).
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
