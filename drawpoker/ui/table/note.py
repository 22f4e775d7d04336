"""What the middle of the table tells for a while: :class:`CentreNote`, a part of the
table scene that owns the text and the seconds it is still shown (drawn above the pot,
where it covers no seat's cards, as a toast covered the top seat's)."""

from __future__ import annotations


class CentreNote:
    """The note at the centre of the table.

    Attributes:
        told: ``(text, seconds left)`` (game time), or None when nothing is told.
    """

    def __init__(self) -> None:
        self.told: tuple[str, float] | None = None

    def tell(self, text: str, *, seconds: float = 6.0) -> None:
        """Tell ``text`` for ``seconds`` (game time)."""
        self.told = (text, seconds)

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds pass; the note is gone once its time is up."""
        if self.told is not None:
            left = self.told[1] - dt
            self.told = (self.told[0], left) if left > 0 else None

    @property
    def text(self) -> str | None:
        """The text told now, or None."""
        return None if self.told is None else self.told[0]
