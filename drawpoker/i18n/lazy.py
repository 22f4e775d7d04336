"""Translated text that is said again in the language current when it is shown.

One type, :class:`Text`: the table's log, seat labels and end-of-hand summary, and the
computer players' reasons, are made once from their numbers and shown again in whatever
language the player switches to in the middle of a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Text(str):
    """A translated sentence that is rendered anew each time it is shown.

    Its value as a ``str`` is the text in the language current when it was made, so it
    goes wherever a ``str`` goes (``==``, ``hash``, ``len``, ``+``, ``join``, files and
    the database all see that text). ``str(text)``, ``format`` and f-strings render it
    again from the same numbers in the language current then, and so does
    :func:`say_again`.

    Args:
        render: makes the whole sentence in the current language (``_``/``ngettext``
            plus ``format``); called once now and again at every ``str()``, so it must
            not change state.
    """

    _render: Callable[[], str]

    def __new__(cls, render: Callable[[], str]) -> Text:
        text = super().__new__(cls, render())
        text._render = render
        return text

    def __str__(self) -> str:
        return self._render()

    def __format__(self, spec: str) -> str:
        return format(self._render(), spec)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_made, (str.__str__(self), self._render))


def _made(value: str, render: Callable[[], str]) -> Text:
    """A :class:`Text` of ``value`` as made, saying it again with ``render`` (copies)."""
    text = str.__new__(Text, value)
    text._render = render
    return text


def sentence(render: Callable[[], str]) -> Text:
    """The text ``render()`` returns now, as a :class:`Text` that says it again later.

    Args:
        render: makes the whole sentence in the current language (``_``/``ngettext``
            plus ``format``); it must not change state, as it is called again later.
    """
    return Text(render)


def say_again(text: str) -> str:
    """``text`` in the current language if it is a :class:`Text`, else as it is."""
    return str(text)
