"""Scenario files and hand histories: play a JSON file through the engine.

The format is ``docs/scenario-format.md`` (``drawpoker-scenario/1`` in,
``drawpoker-result/1`` out). ``drawpoker replay FILE [--check]`` runs :func:`replay_main`.

Extension (written by hand histories, optional in scenario files): a deal object may hold
``"positions": {"button": NAME, "small_blind": NAME | null, "big_blind": NAME | null}`` to
fix the button and blinds of that deal (a saved hand from the middle of a session, where
the dead-button rule placed them). A ``seats`` item may hold ``"sitting_out_stack": N``
(written by hand histories, with ``"stack": 0``): the seat sits out of every deal with N
chips, which the result's ``stacks`` report unchanged.

Exit status: 0 played through; 1 the file is invalid (the message names the field);
2 an action was illegal; 3 (``--check``) the result differs from ``expect``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from drawpoker.cards import Card, format_cards, parse_cards
from drawpoker.engine.actions import Action, ActionType, IllegalAction, Phase
from drawpoker.engine.hand import Hand
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import SCENARIO_FORMAT, Positions, Seat, Table

RESULT_FORMAT = "drawpoker-result/1"
_ACTS = {k.value: k for k in ActionType}
#: the engine's names for the blind seats -> the scenario ``positions`` keys
_BLIND_FIELDS = {"small_blind_seat": "small_blind", "big_blind_seat": "big_blind"}


class ScenarioError(ValueError):
    """The scenario file itself is invalid; ``field`` names where (e.g. ``deals[0].hole``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def _fail(field: str, message: str) -> NoReturn:
    raise ScenarioError(field, message)


def _whole(value: Any, field: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        _fail(field, f"must be a whole number, got {value!r}")
    if value < minimum:
        _fail(field, f"must be at least {minimum}, got {value}")
    return value


def _cards(value: Any, field: str) -> list[Card]:
    if not isinstance(value, str):
        _fail(field, f"must be a string of cards like 'As Kd', got {value!r}")
    try:
        return parse_cards(value)
    except ValueError as exc:
        _fail(field, str(exc))


def _parse_header(data: Any) -> tuple[TableRules, list[Seat], int, int, list[Any]]:
    if not isinstance(data, Mapping):
        _fail("(file)", "must be a JSON object")
    fmt = data.get("format", SCENARIO_FORMAT)
    if fmt != SCENARIO_FORMAT:
        _fail("format", f"must be {SCENARIO_FORMAT!r}, got {fmt!r}")
    rules_data = data.get("rules", {})
    if not isinstance(rules_data, Mapping):
        _fail("rules", "must be an object")
    try:
        rules = TableRules.from_dict(rules_data)
    except (ValueError, TypeError) as exc:
        msg = str(exc)
        field, _, rest = msg.partition(": ")
        if field.startswith("rules") and rest:
            _fail(field, rest)
        _fail("rules", msg)
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not 2 <= len(seats_data) <= 8:
        _fail("seats", "must be a list of 2 to 8 seats")
    seats: list[Seat] = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, Mapping):
            _fail(f"seats[{i}]", "must be an object with name and stack")
        name = seat.get("name")
        if not isinstance(name, str) or not name:
            _fail(f"seats[{i}].name", f"must be a non-empty string, got {name!r}")
        if any(name == other.name for other in seats):
            _fail(f"seats[{i}].name", f"{name!r} is used twice")
        stack = _whole(seat.get("stack"), f"seats[{i}].stack")
        away = seat.get("sitting_out_stack")
        if away is None:
            seats.append(Seat(name, stack))
            continue
        away = _whole(away, f"seats[{i}].sitting_out_stack")
        if stack != 0:
            _fail(f"seats[{i}].stack", f"stack must be 0 for a seat sitting out, got {stack}")
        seats.append(Seat(name, away, sitting_out=True))
    names = [s.name for s in seats]
    button = data.get("button")
    if button not in names:
        _fail("button", f"must name a seat, got {button!r}")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        _fail("seed", f"must be a whole number, got {seed!r}")
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals:
        _fail("deals", "must be a non-empty list")
    return rules, seats, names.index(str(button)), seed, deals


def _parse_action(item: Any, field: str, names: list[str]) -> Action:
    if not isinstance(item, Mapping):
        _fail(field, "must be an object with seat and act")
    seat = item.get("seat")
    if not isinstance(seat, str) or seat not in names:
        _fail(f"{field}.seat", f"must name a seat, got {seat!r}")
    act = item.get("act")
    if not isinstance(act, str) or act not in _ACTS:
        _fail(f"{field}.act", f"must be one of {', '.join(_ACTS)}, got {act!r}")
    kind = _ACTS[str(act)]
    to: int | None = None
    discard: tuple[Card, ...] = ()
    if kind in (ActionType.BET, ActionType.RAISE):
        to = _whole(item.get("to"), f"{field}.to", 1)
    if kind is ActionType.DRAW:
        if "discard" not in item:
            _fail(f"{field}.discard", "a draw needs 'discard' (\"\" to stand pat)")
        discard = tuple(_cards(item["discard"], f"{field}.discard"))
    return Action(names.index(str(seat)), kind, to, discard)


def _positions(deal: Mapping[str, Any], field: str, names: list[str],
               has_blinds: bool) -> Positions | None:
    pos = deal.get("positions")
    if pos is None:
        return None
    if not isinstance(pos, Mapping):
        _fail(f"{field}.positions", "must be an object")

    def seat(key: str, optional: bool) -> int | None:
        value = pos.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, str) or value not in names:
            _fail(f"{field}.positions.{key}", f"must name a seat, got {value!r}")
        if optional and not has_blinds:
            _fail(f"{field}.positions.{key}", f"this table plays no blinds, got {value!r}")
        return names.index(value)

    button = seat("button", False)
    assert button is not None
    return Positions(button, seat("small_blind", True), seat("big_blind", True))


def _deal_summary(hand: Hand) -> dict[str, Any]:
    res = hand.result
    assert res is not None
    names = hand.names
    return {
        "outcome": res.outcome,
        "draws": {names[s]: d for s, d in res.draws.items()},
        "final": {names[s]: format_cards(c) for s, c in res.final.items()},
        "showdown_order": [names[s] for s in res.showdown_order],
        "shown": {names[s]: text for s, text in res.shown.items()},
        "returned": {names[s]: a for s, a in sorted(res.returned.items())},
        "pots": [
            {
                "amount": p.amount,
                "eligible": [names[s] for s in p.eligible],
                "winners": [names[s] for s in p.winners],
                "shares": {names[s]: a for s, a in p.shares},
            }
            for p in res.pots
        ],
        "carried": res.carried_pot,
    }


def _auto_show(hand: Hand, until: int | None = None) -> None:
    """Show the hands at showdown that the file does not muck (scenario-format: ``show`` is
    optional), up to the seat ``until`` if given."""
    while hand.phase is Phase.SHOWDOWN and hand.to_act is not None and hand.to_act != until:
        hand.act(Action(hand.to_act, ActionType.SHOW))


def _showdown_done(hand: Hand, seat: int) -> str | None:
    """Why ``seat`` has nothing left to show or muck at this showdown, or ``None``."""
    if hand.shown[seat] is not None:
        return f"{hand.names[seat]} has already shown the hand."
    if seat not in hand.showdown_order[hand.showdown_pos:]:
        if hand.mucked[seat]:
            return f"{hand.names[seat]} has already mucked the hand."
        return f"{hand.names[seat]} is not in the showdown."
    return None


def run_scenario(data: Any, hands: list[Hand] | None = None) -> dict[str, Any]:
    """Play a scenario (parsed JSON) and return the ``drawpoker-result/1`` object.

    Args:
        data: the scenario (``drawpoker-scenario/1``).
        hands: if given, every finished :class:`Hand` is appended to it (events, views).

    Raises:
        ScenarioError: the file is invalid (its ``field`` names where). Illegal actions do
            not raise: they end the run with ``error`` set in the result.
    """
    rules, seats, button, seed, deals = _parse_header(data)
    names = [s.name for s in seats]
    rng = random.Random(seed)
    table = Table(rules, seats, button, ask_showdown=True)
    out_deals: list[dict[str, Any]] = []
    error: dict[str, Any] | None = None
    for i, deal in enumerate(deals):
        field = f"deals[{i}]"
        if not isinstance(deal, Mapping):
            _fail(field, "must be an object")
        if not table.can_deal():
            _fail(field, "fewer than two seats have chips to be dealt in")
        stacks_before = {s.name: s.stack for s in table.seats}
        hole: dict[int, Sequence[Card]] | None = None
        if "hole" in deal:
            hole_data = deal["hole"]
            if not isinstance(hole_data, Mapping):
                _fail(f"{field}.hole", "must be an object: seat name -> cards")
            hole = {}
            for name, text in hole_data.items():
                if name not in names:
                    _fail(f"{field}.hole.{name}", "no such seat")
                hole[names.index(name)] = _cards(text, f"{field}.hole.{name}")
        stub = _cards(deal["stub"], f"{field}.stub") if "stub" in deal else None
        actions_data = deal.get("actions", [])
        if not isinstance(actions_data, list):
            _fail(f"{field}.actions", "must be a list")
        actions = [_parse_action(a, f"{field}.actions[{j}]", names) for j, a in enumerate(actions_data)]
        positions = _positions(deal, field, names, rules.has_blinds)
        try:
            hand = table.new_hand(rng, hole=hole, stub=stub, seed_chain=False, positions=positions)
            hand.start()
        except ValueError as exc:
            msg = str(exc)
            where, _, rest = msg.partition(": ")
            if where.startswith("hole") and rest:
                _fail(f"{field}.{where}", rest)
            if where.startswith("stub") and rest:
                _fail(f"{field}.stub", rest)
            if where in _BLIND_FIELDS and rest:
                _fail(f"{field}.positions.{_BLIND_FIELDS[where]}", rest)
            _fail(field, msg)
        for j, action in enumerate(actions):
            if action.kind is ActionType.SHOW and hand.shown[action.seat] is not None:
                continue  # already turned face up by the engine: a redundant "show"
            showing = action.kind in (ActionType.SHOW, ActionType.MUCK)
            if showing and hand.phase is Phase.SHOWDOWN:
                done = _showdown_done(hand, action.seat)
                if done is not None:  # never decide for the others to get to this seat
                    error = {"deal": i, "action": j,
                             "message": f"{names[action.seat]} {action.kind.value}: {done}"}
                    break
                _auto_show(hand, action.seat)
            elif hand.phase is Phase.SHOWDOWN:
                _auto_show(hand)
            try:
                hand.act(action)
            except IllegalAction as exc:
                error = {
                    "deal": i,
                    "action": j,
                    "message": f"{names[action.seat]} {action.kind.value}: {exc.reason}",
                }
                break
        if error is not None:
            return {"format": RESULT_FORMAT, "deals": out_deals, "stacks": stacks_before,
                    "error": error}
        _auto_show(hand)
        if not hand.is_over:
            who = names[hand.to_act] if hand.to_act is not None else "nobody"
            _fail(f"{field}.actions", f"the hand is not over: {who} is to act")
        table.finish_hand(hand)
        out_deals.append(_deal_summary(hand))
        if hands is not None:
            hands.append(hand)
    return {
        "format": RESULT_FORMAT,
        "deals": out_deals,
        "stacks": {s.name: s.stack for s in table.seats},
        "error": None,
    }


def compare(expect: Any, actual: Any, path: str = "") -> list[str]:
    """Differences between an ``expect`` block and a result (scenario-format.md).

    Objects are compared key by key for the keys ``expect`` names, lists of objects item by
    item, any other value must be equal.

    Returns:
        One line per difference, naming the path; empty when they agree.
    """
    where = path or "(result)"
    if isinstance(expect, Mapping):
        if not isinstance(actual, Mapping):
            return [f"{where}: expected an object, got {json.dumps(actual)}"]
        out: list[str] = []
        for key, value in expect.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                out.append(f"{sub}: expected {json.dumps(value)}, missing")
            else:
                out.extend(compare(value, actual[key], sub))
        return out
    if isinstance(expect, list) and expect and all(isinstance(e, Mapping) for e in expect):
        if not isinstance(actual, list) or len(actual) != len(expect):
            return [f"{where}: expected {len(expect)} items, got {json.dumps(actual)}"]
        out = []
        for k, (e, a) in enumerate(zip(expect, actual, strict=True)):
            out.extend(compare(e, a, f"{path}[{k}]"))
        return out
    if expect != actual or isinstance(expect, bool) != isinstance(actual, bool):
        return [f"{where}: expected {json.dumps(expect)}, got {json.dumps(actual)}"]
    return []


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"drawpoker replay: {message}", file=sys.stderr)
        raise SystemExit(1)


def read_json_file(path: str | os.PathLike[str]) -> Any:
    """The JSON document in the file at ``path`` (UTF-8; a byte order mark is skipped).

    The one loader of the command lines' JSON files (``replay FILE``, ``simulate
    --rules FILE``): hostile files give errors, never a traceback.

    Raises:
        OSError: the file cannot be read.
        ValueError: not UTF-8, not JSON, nested too deeply, a number too long (the message
            says which; the caller names the file).
    """
    # utf-8-sig: a byte order mark (Windows editors) is not part of the JSON
    with open(path, encoding="utf-8-sig") as fh:
        try:
            return json.load(fh)
        except RecursionError as exc:
            raise ValueError("nested too deeply") from exc


def replay_main(argv: Sequence[str]) -> int:
    """``drawpoker replay FILE.json [--check]``: print the result JSON; return the exit status.

    Returns:
        0 played through (and, with ``--check``, matched ``expect``); 1 invalid file (the
        message names the field); 2 an illegal action; 3 ``--check`` found a difference;
        141 stdout's reader left early (``| head``), as Unix tools killed by SIGPIPE.
    """
    try:
        return _replay_main(argv)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)  # the final flush must not raise again
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 141


def _replay_main(argv: Sequence[str]) -> int:
    parser = _Parser(
        prog="drawpoker replay",
        description="Play a scenario or hand-history JSON file through the engine and print "
        "the result as JSON (format: docs/scenario-format.md).",
    )
    parser.add_argument("file", metavar="FILE.json", help="the scenario or hand history")
    parser.add_argument("--check", action="store_true",
                        help="compare the result with the file's 'expect' object; exit 3 on a "
                        "difference")
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return 0 if exc.code == 0 else 1
    try:
        data = read_json_file(args.file)
    except OSError as exc:
        print(f"drawpoker replay: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # bad JSON or UTF-8, too deep, huge numbers
        print(f"drawpoker replay: {args.file}: not valid JSON: {exc}", file=sys.stderr)
        return 1
    try:
        result = run_scenario(data)
    except ScenarioError as exc:
        print(f"drawpoker replay: {args.file}: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback: report and fail  # noqa: BLE001
        print(f"drawpoker replay: {args.file}: internal error: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2))
    if args.check:
        expect = data.get("expect") if isinstance(data, Mapping) else None
        if expect is None:
            print(f"drawpoker replay: {args.file}: expect: missing (needed by --check)",
                  file=sys.stderr)
            return 1
        diffs = compare(expect, result)
        if diffs:
            print("drawpoker replay: the result differs from 'expect':", file=sys.stderr)
            for line in diffs:
                print(f"  {line}", file=sys.stderr)
            return 3
    if result["error"] is not None:
        err = result["error"]
        print(f"drawpoker replay: deal {err['deal']}, action {err['action']}: {err['message']}",
              file=sys.stderr)
        return 2
    return 0
