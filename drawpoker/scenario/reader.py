"""The one reader of the scenario format (docs/scenario-format.md, ``drawpoker-scenario/1``).

Only JSON data is read; nothing is evaluated. Every fault raises :class:`ScenarioError`
naming the field (``deals[0].actions[2].to``).

Extension (written by hand histories, optional in scenario files): a deal object may hold
``"positions": {"button": NAME, "small_blind": NAME | null, "big_blind": NAME | null}`` to
fix the button and blinds of that deal (a saved hand from the middle of a session, where
the dead-button rule placed them). A ``seats`` item may hold ``"sitting_out_stack": N``
(written by hand histories, with ``"stack": 0``): the seat sits out of every deal with N
chips, which the result's ``stacks`` report unchanged.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO, NoReturn

from drawpoker.cards import Card, parse_cards
from drawpoker.engine.actions import Action, ActionType
from drawpoker.engine.chips import MAX_CHIPS, shown
from drawpoker.engine.rules import RulesError, TableRules
from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.engine.table import SCENARIO_FORMAT, Positions, Seat

_ACTS = {k.value: k for k in ActionType}


class ScenarioError(ValueError):
    """The scenario file itself is invalid; ``field`` names where (e.g. ``deals[0].hole``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def fail(field: str, message: str) -> NoReturn:
    """Raise :class:`ScenarioError` for ``field``."""
    raise ScenarioError(field, message)


@dataclass(frozen=True, slots=True)
class Header:
    """A document's table: rules, seats, the first button (a seat index), seed, raw deals."""

    rules: TableRules
    seats: list[Seat]
    button: int
    seed: int
    deals: list[Any]

    @property
    def names(self) -> list[str]:
        """The seat names, clockwise."""
        return [s.name for s in self.seats]


@dataclass(frozen=True, slots=True)
class Deal:
    """One ``deals`` item as engine values.

    Attributes:
        hole: rigged hands by seat index, or ``None``.
        stub: rigged stub, top first, or ``None``.
        positions: the ``positions`` extension, or ``None`` (the table places them).
        items: the raw ``actions`` items, in order.
        actions: the same as engine actions.
        shuffle: the ``shuffle`` extension (the committed shuffle it was dealt from,
            docs/fairness.md), or ``None``.
    """

    hole: dict[int, Sequence[Card]] | None
    stub: list[Card] | None
    positions: Positions | None
    items: tuple[Any, ...]
    actions: tuple[Action, ...]
    shuffle: CommittedShuffle | None = None


#: the largest JSON file the command lines read (bytes): far above any hand history
MAX_JSON_BYTES = 16 * 1024 * 1024


def open_regular_file(path: str | os.PathLike[str]) -> BinaryIO:
    """The regular file at ``path`` opened for reading bytes, never blocking: a FIFO would
    wait for a writer, ``/dev/zero`` never ends, a folder is no file.

    Raises:
        OSError: it cannot be opened, or is not a regular file (``strerror`` "not a
            regular file (a folder, pipe or device)").
    """
    not_regular = OSError(errno.EINVAL, "not a regular file (a folder, pipe or device)")
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise not_regular
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    handle = os.fdopen(fd, "rb")
    if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped in meanwhile
        handle.close()
        raise not_regular
    return handle


def read_json_file(path: str | os.PathLike[str], *, max_bytes: int = MAX_JSON_BYTES) -> Any:
    """The JSON document in the file at ``path`` (UTF-8; a byte order mark is skipped).

    The one loader of the command lines' JSON files (``replay FILE``, ``simulate
    --rules FILE``, ``coach FILE``, ``verify FILE``): hostile files give errors, never a
    traceback, a hang or an endless read. Only a regular file is opened
    (:func:`open_regular_file`), and at most ``max_bytes`` are read.

    Raises:
        OSError: the file cannot be read, is not a regular file (``strerror`` "not a
            regular file ..."), or is larger than ``max_bytes`` (``errno.EFBIG``).
        ValueError: not UTF-8 text, not JSON, nested too deeply, a number too long (the
            message says which in a few words, never the decoder's; the caller names the
            file).
    """
    with open_regular_file(path) as fh:
        raw = fh.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise OSError(errno.EFBIG, f"larger than {max_bytes:,} bytes, the most a scenario "
                                   "file may hold")
    # utf-8-sig: a byte order mark (Windows editors) is not part of the JSON
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValueError(f"not UTF-8 text (byte {exc.start + 1} is 0x{raw[exc.start]:02x})") \
            from None
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise ValueError("nested too deeply") from exc


def _whole(value: Any, field: str, minimum: int = 0, most: int | None = MAX_CHIPS) -> int:
    """``value`` as a whole number of chips from ``minimum`` to ``most`` (``None``: no
    bound; a bet past the seat's chips is the engine's to refuse, as an illegal action)."""
    if isinstance(value, bool) or not isinstance(value, int):
        fail(field, f"must be a whole number, got {value!r}")
    if value < minimum:
        fail(field, f"must be at least {minimum}, got {shown(value)}")
    if most is not None and value > most:
        fail(field, f"must be at most {most:,} chips, got {shown(value)}")
    return value


def _cards(value: Any, field: str) -> list[Card]:
    if not isinstance(value, str):
        fail(field, f"must be a string of cards like 'As Kd', got {value!r}")
    try:
        return parse_cards(value)
    except ValueError as exc:
        fail(field, str(exc))


def read_header(data: Any) -> Header:
    """The table of a document: ``format``, ``rules``, ``seats``, ``button``, ``seed`` and
    the ``deals`` list (its items unchecked: see :func:`read_deal`).

    Raises:
        ScenarioError: a missing or invalid field (named).
    """
    if not isinstance(data, Mapping):
        fail("(file)", "must be a JSON object")
    fmt = data.get("format", SCENARIO_FORMAT)
    if fmt != SCENARIO_FORMAT:
        fail("format", f"must be {SCENARIO_FORMAT!r}, got {fmt!r}")
    rules_data = data.get("rules", {})
    if not isinstance(rules_data, Mapping):
        fail("rules", "must be an object")
    try:
        rules = TableRules.from_dict(rules_data)
    except RulesError as exc:
        fail(exc.field, exc.message)
    except (ValueError, TypeError) as exc:
        fail("rules", str(exc))
    seats = _read_seats(data.get("seats"))
    names = [s.name for s in seats]
    button = data.get("button")
    if button not in names:
        fail("button", f"must name a seat, got {button!r}")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        fail("seed", f"must be a whole number, got {seed!r}")
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals:
        fail("deals", "must be a non-empty list")
    return Header(rules, seats, names.index(str(button)), seed, deals)


def _read_seats(seats_data: Any) -> list[Seat]:
    if not isinstance(seats_data, list) or not 2 <= len(seats_data) <= 8:
        fail("seats", "must be a list of 2 to 8 seats")
    seats: list[Seat] = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, Mapping):
            fail(f"seats[{i}]", "must be an object with name and stack")
        name = seat.get("name")
        if not isinstance(name, str) or not name:
            fail(f"seats[{i}].name", f"must be a non-empty string, got {name!r}")
        if any(name == other.name for other in seats):
            fail(f"seats[{i}].name", f"{name!r} is used twice")
        stack = _whole(seat.get("stack"), f"seats[{i}].stack")
        away = seat.get("sitting_out_stack")
        if away is None:
            seats.append(Seat(name, stack))
            continue
        away = _whole(away, f"seats[{i}].sitting_out_stack")
        if stack != 0:
            fail(f"seats[{i}].stack", f"stack must be 0 for a seat sitting out, got {stack}")
        seats.append(Seat(name, away, sitting_out=True))
    return seats


def read_action(item: Any, field: str, names: Sequence[str]) -> Action:
    """A scenario ``actions`` item as an engine :class:`Action`. ``discard`` is required
    with ``draw`` (``""`` stands pat); ``to`` with ``bet`` and ``raise``.

    Raises:
        ScenarioError: not an object, unknown seat or act, bad ``to`` or ``discard``.
    """
    if not isinstance(item, Mapping):
        fail(field, "must be an object with seat and act")
    seat = item.get("seat")
    if not isinstance(seat, str) or seat not in names:
        fail(f"{field}.seat", f"must name a seat, got {seat!r}")
    act = item.get("act")
    if not isinstance(act, str) or act not in _ACTS:
        fail(f"{field}.act", f"must be one of {', '.join(_ACTS)}, got {act!r}")
    kind = _ACTS[str(act)]
    to: int | None = None
    discard: tuple[Card, ...] = ()
    if kind in (ActionType.BET, ActionType.RAISE):
        to = _whole(item.get("to"), f"{field}.to", 1, None)
    if kind is ActionType.DRAW:
        if "discard" not in item:
            fail(f"{field}.discard", "a draw needs 'discard' (\"\" to stand pat)")
        discard = tuple(_cards(item["discard"], f"{field}.discard"))
    return Action(list(names).index(str(seat)), kind, to, discard)


def read_positions(deal: Mapping[str, Any], field: str, names: Sequence[str],
                   has_blinds: bool) -> Positions | None:
    """The deal's ``positions`` extension, or ``None`` when it has none.

    Raises:
        ScenarioError: not an object, a name not at the table, or a blind on a table that
            plays none.
    """
    pos = deal.get("positions")
    if pos is None:
        return None
    if not isinstance(pos, Mapping):
        fail(f"{field}.positions", "must be an object")

    def seat(key: str, optional: bool) -> int | None:
        value = pos.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, str) or value not in names:
            fail(f"{field}.positions.{key}", f"must name a seat, got {value!r}")
        if optional and not has_blinds:
            fail(f"{field}.positions.{key}", f"this table plays no blinds, got {value!r}")
        return list(names).index(value)

    button = seat("button", False)
    assert button is not None
    return Positions(button, seat("small_blind", True), seat("big_blind", True))


def read_deal(deal: Any, field: str, names: Sequence[str], rules: TableRules) -> Deal:
    """One ``deals`` item (``field`` is its path, ``deals[i]``): ``hole``, ``stub``,
    ``actions``, ``positions`` and ``shuffle``.

    Raises:
        ScenarioError: a missing or invalid field (named).
    """
    if not isinstance(deal, Mapping):
        fail(field, "must be an object")
    hole: dict[int, Sequence[Card]] | None = None
    if "hole" in deal:
        hole_data = deal["hole"]
        if not isinstance(hole_data, Mapping):
            fail(f"{field}.hole", "must be an object: seat name -> cards")
        hole = {}
        for name, text in hole_data.items():
            if name not in names:
                fail(f"{field}.hole.{name}", "no such seat")
            hole[list(names).index(name)] = _cards(text, f"{field}.hole.{name}")
    stub = _cards(deal["stub"], f"{field}.stub") if "stub" in deal else None
    items = deal.get("actions", [])
    if not isinstance(items, list):
        fail(f"{field}.actions", "must be a list")
    actions = tuple(read_action(a, f"{field}.actions[{j}]", names) for j, a in enumerate(items))
    positions = read_positions(deal, field, names, rules.has_blinds)
    shuffle = None
    if "shuffle" in deal:
        block = deal["shuffle"]
        if not isinstance(block, Mapping):
            fail(f"{field}.shuffle", "must be an object")
        try:
            shuffle = CommittedShuffle.from_dict(block)
        except ValueError as exc:
            where, _, rest = str(exc).partition(": ")
            fail(f"{field}.shuffle.{where}", rest)
    return Deal(hole, stub, positions, tuple(items), actions, shuffle)
